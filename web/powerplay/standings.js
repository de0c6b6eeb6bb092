// standings.js: Power Play's standings (wins, losses, goals, a bar to the
// win target), the scorekeeper's sheet as the rulebook draws it (one column
// per manager: team, wins, each game's line), and the post-season: the
// tie-breaker tournament and the championship series.
import { h } from '../js/ui.js';
import { put } from '../cards/cards.js';

const name = (m) => 'Manager ' + m;

export function drawStandings(root, c) {
  const v = c.view;
  const target = v.wins_target;
  const order = v.managers.slice().sort((a, b) => (b.wins - a.wins) || (b.goals_for - a.goals_for) || (a.manager - b.manager));
  const abbr = (t, title) => h('abbr', { title }, t);
  const rows = order.map((m) => h('tr', { class: (m.manager === v.seat ? 'mine' : '') + (m.out ? ' out' : ''), dataset: { manager: m.manager } },
    h('th', { scope: 'row' }, h('span', { class: 'tk', dataset: { n: (m.manager - 1) % 10 } }, String(m.manager)), ' ', c.seatName(m.manager - 1),
      m.out ? h('span', { class: 'tag' }, 'out') : null),
    h('td', {}, h('span', { class: 'wins-bar', role: 'img', 'aria-label': m.wins + ' of ' + target + ' wins' },
      Array.from({ length: Math.min(target, 12) }, (_, i) => h('span', { class: 'pip' + (i < m.wins ? ' on' : '') })),
      ' ', String(m.wins))),
    h('td', {}, String(m.losses)),
    h('td', {}, String(m.goals_for)),
    h('td', {}, String(m.goals_against))));
  put(root, h('h3', { class: 'cg-h' }, 'Standings', h('span', { class: 'muted' }, ' · ' + target + ' win' + (target === 1 ? '' : 's') + ' end the season · '
    + v.games_played + ' game' + (v.games_played === 1 ? '' : 's') + ' played')),
  h('div', { class: 'scroll-x' }, h('table', { class: 'cg-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Manager'), h('th', { scope: 'col' }, 'Wins'), h('th', { scope: 'col' }, abbr('L', 'losses')),
      h('th', { scope: 'col' }, abbr('GF', 'goals for')), h('th', { scope: 'col' }, abbr('GA', 'goals against')))),
    h('tbody', {}, rows))));
}

// The score sheet: the rulebook's example, one column per manager.
export function drawSheet(root, c) {
  const sheet = c.view.scoresheet || [];
  const longest = Math.max(0, ...sheet.map((s) => s.games.length));
  if (!longest) { put(root); root.hidden = true; return; }
  root.hidden = false;
  const line = (g) => h('span', { class: 'line ' + (g.result === 'W' ? 'won' : 'lost') },
    h('span', { class: 'wl' }, g.result === 'W' ? 'W' : 'L'), ' ' + g.for + '-' + g.against + ' vs. ' + g.opponent,
    g.stage !== 'season' ? h('span', { class: 'tag' }, g.stage === 'final' ? 'series' : g.stage) : null,
    g.sudden_death ? h('span', { class: 'tag' }, 'SD') : null, g.jolly_judge ? h('span', { class: 'tag' }, 'judge') : null,
    g.forfeit ? h('span', { class: 'tag' }, 'forfeit') : null);
  const body = [];
  body.push(h('tr', {}, h('th', { scope: 'row' }, 'Team'), sheet.map((s) => h('td', {}, s.team))));
  body.push(h('tr', {}, h('th', { scope: 'row' }, 'Wins'), sheet.map((s) => h('td', { 'aria-label': s.wins + ' wins' }, 'X'.repeat(Math.min(s.wins, 20)) || '–'))));
  for (let i = 0; i < longest; i++) {
    body.push(h('tr', {}, h('th', { scope: 'row' }, String(i + 1)), sheet.map((s) => h('td', {}, s.games[i] ? line(s.games[i]) : ''))));
  }
  put(root, h('details', { class: 'sheet', open: longest <= 6 },
    h('summary', {}, h('strong', {}, 'The score sheet'), h('span', { class: 'muted' }, ' · each manager\'s games, as the scorekeeper writes them')),
    h('div', { class: 'scroll-x' }, h('table', { class: 'cg-table sheet-table' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Mgr.'), sheet.map((s) => h('th', { scope: 'col' }, name(s.manager))))),
      h('tbody', {}, body)))));
}

// After the season: who was first, the tie-breaker, the series, the champion.
export function drawPost(root, c) {
  const v = c.view;
  let over = null;
  const series = [];
  const out = [];
  for (const { event: e } of c.events) {
    if (e.type === 'season_over') over = e;
    else if (e.type === 'series') series.push({ first: e.first, second: e.second, best_of: e.best_of, winner: null });
    else if (e.type === 'series_over' && series.length) Object.assign(series[series.length - 1], { winner: e.winner, wins: e.wins, losses: e.losses });
    else if (e.type === 'eliminated') out.push(e.manager);
  }
  if (!over && !v.champion) { put(root); root.hidden = true; return; }
  root.hidden = false;
  const parts = [h('h3', { class: 'cg-h' }, 'After the season')];
  const first = v.season_first || (over && over.first);
  if (first) parts.push(h('p', {}, name(first) + ' finished the season first' + (over && over.tied_for_second > 1 ? '; ' + over.tied_for_second + ' managers tied for second.' : '.')));
  const t = v.tournament;
  if (t) {
    parts.push(h('div', { class: 'series live', role: 'group', 'aria-label': 'Tie-breaker, round ' + t.round },
      h('div', { class: 'series-h' }, 'Tie-breaker · round ' + t.round),
      t.pairs.map((p) => h('div', { class: 'series-m' }, p.managers.map(name).join(' vs '), p.played ? h('span', { class: 'tag' }, 'played') : null)),
      h('p', { class: 'muted' }, 'Still in: ' + t.seeds.filter((s) => s.alive).map((s) => name(s.manager)).join(', '))));
  }
  const live = v.series;
  series.forEach((s, i) => {
    const isLive = i === series.length - 1 && live && !s.winner;
    const wins = (m) => (s.winner ? (m === s.winner ? s.wins : s.losses)
      : isLive ? live.wins[live.managers.indexOf(m)] : 0);
    parts.push(h('div', { class: 'series' + (s.winner ? ' done' : ' live'), role: 'group',
      'aria-label': 'Championship series, best of ' + s.best_of + ': manager ' + s.first + ' ' + wins(s.first) + ', manager ' + s.second + ' ' + wins(s.second) },
    h('div', { class: 'series-h' }, 'Championship series · best of ' + s.best_of + (isLive ? ' · game ' + live.game : '')),
    [s.first, s.second].map((m) => h('div', { class: 'series-m' + (s.winner === m ? ' won' : '') },
      h('span', { class: 'tk', dataset: { n: (m - 1) % 10 } }, String(m)), ' ', name(m),
      h('span', { class: 'series-w' }, String(wins(m))), s.winner === m ? h('span', { class: 'win-mark' }, ' ✓') : null))));
  });
  if (out.length) parts.push(h('p', { class: 'muted' }, 'Out of the post-season: ' + out.map(name).join(', ')));
  if (v.champion) parts.push(h('p', { class: 'champion' }, '★ ' + name(v.champion) + ' is the champion'));
  put(root, parts);
}
