// league_box.js: one decided game of a league (#/league/NAME/box/N): the
// score line, the game module's drawing of its final position as a
// spectator sees it (the module's own box score where it has one), and the
// game in words, public events only (the server's league_box message,
// rink_league_box_json).
import { h } from './ui.js';
import { gameModule, loadCss } from './games.js';

export function showLeagueBox(main, net, name, game) {
  const box = h('div', { class: 'league league-box' }, h('p', { class: 'muted' }, 'Loading…'));
  const back = '#/league/' + encodeURIComponent(name);
  main.replaceChildren(h('p', {}, h('a', { href: back }, '← ' + name)), box);
  let drawn = null;
  // the league's teams name a season's seats (a seat is a manager)
  Promise.all([net.request({ type: 'league_box', name, game }), net.request({ type: 'league', name })]).then(([m, lg]) => {
    const b = m.box;
    const season = lg.standings.scheduled < 0;
    const seatName = (i) => (season ? (lg.teams[i] || {}).name : [b.home, b.away][i]) || 'Seat ' + (i + 1);
    const mod = gameModule(b.view && b.view.game);
    const board = h('div', { class: 'board', id: 'board' });
    const decision = b.decision && b.decision !== 'regulation' ? ' (' + b.decision + ')' : '';
    box.replaceChildren(...[
      h('h2', { id: 'box-title' }, `Game ${b.game}${b.date ? ', ' + b.date : ''}: ${b.home} ${b.home_goals}, ${b.away} ${b.away_goals}${decision}`),
      b.stage && b.stage !== 'season' ? h('p', { class: 'muted' }, b.stage) : null,
      board,
      h('details', { class: 'box-words', open: !mod },
        h('summary', {}, 'The game in words (' + b.events.length + ' lines)'),
        h('ol', { id: 'box-events' }, b.events.map((e) => h('li', {}, e))))].filter(Boolean));
    if (mod && b.view) {
      loadCss(mod);
      const seats = (season ? lg.teams : [b.home, b.away]).map((t, i) => ({ kind: 'player', name: seatName(i) }));
      const state = { game: b.view.game, params: b.params || '', view: b.view, to_move: [], you: null, over: true, seats };
      try {
        drawn = mod.mount(board, {
          state, view: b.view, info: null, you: null, legal: [], events: [], fresh: [],
          act: () => Promise.reject(new Error('a finished game')), hint: () => Promise.reject(new Error('a finished game')),
          seatName, replay: true,
        });
      } catch (e) {
        console.warn('game drawing failed', e); // the words still tell it
      }
    }
  }, (e) => { box.replaceChildren(h('p', { class: 'error', role: 'alert' }, e.message)); });
  return () => { if (drawn) drawn.destroy(); };
}
