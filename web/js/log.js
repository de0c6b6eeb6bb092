// log.js: what happened at a table, in words, newest last. Each event's
// `text` is the game's own sentence (docs/protocol/GAME.md); the log adds
// the seq and keeps itself scrolled to the end unless the reader scrolled
// up to read.
import { h } from './ui.js';

const SHOWN = 400;   // the most entries on screen: an Action Deck move can bring hundreds

export function createLog(parent, title = 'What happened') {
  const list = h('ol', { class: 'log-list', 'aria-live': 'polite', 'aria-relevant': 'additions' });
  const box = h('section', { class: 'log', 'aria-label': title }, h('h3', {}, title), list);
  parent.append(box);
  let shown = [];   // the {seq, event} objects on screen, in order

  function item(e) {
    return h('li', { dataset: { seq: e.seq, type: e.event.type || '' } },
      h('span', { class: 'log-seq', 'aria-hidden': 'true' }, String(e.seq)), ' ', e.event.text || e.event.type);
  }

  return {
    // events: every event known, [{seq, event}] oldest first
    set(all) {
      const events = all.length > SHOWN ? all.slice(all.length - SHOWN) : all;
      const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
      const same = shown.length <= events.length && shown.every((e, i) => e === events[i])
        && (shown.length === 0 || events[0] === shown[0]);
      if (same) {
        for (const e of events.slice(shown.length)) list.append(item(e));
      } else {
        list.replaceChildren(...events.map(item));
      }
      shown = events.slice();
      if (atEnd) list.scrollTop = list.scrollHeight;
    },
    element: box,
  };
}
