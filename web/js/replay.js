// replay.js: placeholder until the server's replay message lands.
import { h } from './ui.js';

export function showReplay(main) {
  main.replaceChildren(h('p', {}, 'Replays are coming. ', h('a', { href: '#/' }, 'Back to the lobby')));
  return () => {};
}
