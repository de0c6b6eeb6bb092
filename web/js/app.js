// app.js: starts the client: one connection (net.js) and a router over the
// address's hash:
//   #/                    the lobby
//   #/table/N[?invite=C]  table N: your seat, an open seat, or watching
//   #/watch/N[?invite=C]  table N as a spectator
//   #/replay/N            a finished table, step by step
//   #/replay/file         a save file of `rink play --save`, step by step
//   #/league/NAME         a league of the store: standings, odds, games, play
//   #/league/NAME/box/N   game N of the league's games, as a spectator saw it
// The old invite form /?table=N&invite=C is turned into #/table/N?invite=C.
import { Net } from './net.js';
import { h } from './ui.js';
import { showLobby } from './lobby.js';
import { showTable } from './table.js';
import { showReplay } from './replay.js';
import { showLeague } from './league.js';
import { showLeagueBox } from './league_box.js';

const main = document.getElementById('app');
const net = new Net();
let leave = null;

const old = new URLSearchParams(location.search);
if (old.get('table')) {
  const inv = old.get('invite');
  history.replaceState(null, '', location.pathname + '#/table/' + Number(old.get('table')) + (inv ? '?invite=' + encodeURIComponent(inv) : ''));
}

const statusEl = document.getElementById('conn');
const nameEl = document.getElementById('me');
net.onStatus((s) => {
  statusEl.textContent = { connecting: 'Connecting…', reconnecting: 'Reconnecting…', offline: 'Offline: reconnecting…', online: 'Online' }[s];
  statusEl.className = 'conn ' + s;
  nameEl.textContent = net.name ? net.name : '';
});

function route() {
  if (leave) { leave(); leave = null; }
  const hash = location.hash.replace(/^#/, '') || '/';
  const [path, query] = hash.split('?');
  const q = new URLSearchParams(query || '');
  const parts = path.split('/').filter(Boolean);
  const invite = q.get('invite') || undefined;
  if (parts[0] === 'table' && /^\d+$/.test(parts[1] || '')) {
    leave = showTable(main, net, Number(parts[1]), { type: 'sit', invite });
  } else if (parts[0] === 'watch' && /^\d+$/.test(parts[1] || '')) {
    leave = showTable(main, net, Number(parts[1]), { type: 'watch', invite });
  } else if (parts[0] === 'replay' && parts[1]) {
    leave = showReplay(main, net, parts[1] === 'file' ? 'file' : Number(parts[1]), invite);
  } else if (parts[0] === 'league' && parts[1] && parts[2] === 'box' && /^\d+$/.test(parts[3] || '')) {
    leave = showLeagueBox(main, net, decodeURIComponent(parts[1]), Number(parts[3]));
  } else if (parts[0] === 'league' && parts[1]) {
    leave = showLeague(main, net, decodeURIComponent(parts[1]));
  } else if (parts.length === 0) {
    leave = showLobby(main, net);
  } else {
    main.replaceChildren(h('p', {}, 'No such page. ', h('a', { href: '#/' }, 'Back to the lobby')));
  }
  main.focus?.();
}

window.addEventListener('hashchange', route);
route();
