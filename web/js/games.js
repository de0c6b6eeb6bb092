// games.js: the game modules the client knows (docs/WEB.md, "A game
// module"). The only file of the shared client that names every game.
import slapshot from '../slapshot/slapshot.js';
import powerplay from '../powerplay/powerplay.js';
import actiondeck from '../actiondeck/actiondeck.js';
import trickshot from '../trickshot/trickshot.js';

export const GAMES = [slapshot, powerplay, actiondeck, trickshot];

export function gameModule(name) {
  return GAMES.find((g) => g.name === name) || null;
}

const loaded = new Set();
// Loads a module's stylesheet once (a <link>, allowed by the page's CSP).
export function loadCss(mod) {
  if (!mod || !mod.css || loaded.has(mod.css)) return;
  loaded.add(mod.css);
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = mod.css;
  document.head.append(link);
}
