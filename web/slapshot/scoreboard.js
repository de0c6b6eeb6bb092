// scoreboard.js: Slapshot's scoreboard track (Preseason, spaces, Playoffs,
// one numbered token per manager), the standings table and the playoff
// bracket, from the view's managers/standings/series/bracket and the
// series events.
import { h, svg } from '../js/ui.js';
import { put } from '../cards/cards.js';

// Token colours, each with the manager's number on it (colour is never alone).
export const TOKEN = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];
const TOKEN_INK = ['#fff', '#14202b', '#fff', '#14202b', '#14202b', '#fff'];

export function drawTrack(root, c) {
  const v = c.view;
  const rules = v.rules || {};
  const maxWins = Math.max(0, ...v.managers.map((m) => m.wins));
  const last = rules.schedule ? Math.max(maxWins, 1) : Math.max(rules.playoff_wins || 9, 1);
  const spaces = last + 1;
  const W = 64;
  const rows = Math.ceil(v.managers.length / 2);
  const H = 22 + rows * 25 + 6;
  const byWins = new Map();
  for (const m of v.managers) {
    const at = Math.min(m.wins, last);
    if (!byWins.has(at)) byWins.set(at, []);
    byWins.get(at).push(m);
  }
  const parts = [];
  for (let i = 0; i < spaces; i++) {
    const x = i * W;
    const playoffs = i === last && !rules.schedule;
    parts.push(svg('rect', { x: x + 2, y: 2, width: W - 4, height: H - 4, rx: 6, class: 'sp' + (playoffs ? ' sp-po' : '') + (i === 0 ? ' sp-pre' : '') }));
    parts.push(svg('text', { x: x + W / 2, y: 16, class: 'sp-label', 'text-anchor': 'middle' },
      i === 0 ? 'Pre' : playoffs ? 'Playoffs' : String(i)));
    (byWins.get(i) || []).forEach((m, k) => {
      const cx = x + W / 2 + (k % 2 ? 12 : -12) * (byWins.get(i).length > 1 ? 1 : 0);
      const cy = 22 + Math.floor(k / 2) * 25 + 12;
      const n = m.manager - 1;
      parts.push(svg('g', { class: 'token' + (m.manager === v.seat ? ' mine' : '') + (m.out ? ' out' : '') },
        svg('circle', { cx, cy, r: 11, fill: TOKEN[n % 6] }),
        svg('text', { x: cx, y: cy + 4.5, 'text-anchor': 'middle', fill: TOKEN_INK[n % 6], class: 'tk-n' }, String(m.manager))));
    });
  }
  const words = v.managers.map((m) => 'manager ' + m.manager + ': ' + m.wins + ' win' + (m.wins === 1 ? '' : 's')).join('; ');
  const title = rules.schedule
    ? 'The league schedule: ' + v.games_played + ' of ' + (v.games_scheduled ?? '?') + ' games played'
    : 'The scoreboard: ' + (rules.playoff_wins || 9) + ' win' + (rules.playoff_wins === 1 ? '' : 's') + ' reach the Playoffs space';
  put(root,
    h('h3', { class: 'cg-h' }, title),
    svg('svg', { viewBox: '0 0 ' + spaces * W + ' ' + H, class: 'track-svg', role: 'img', 'aria-label': title + '. ' + words,
      preserveAspectRatio: 'xMinYMin meet', style: { maxWidth: spaces * W * 1.3 + 'px' } }, parts));
}

export function drawStandings(root, c) {
  const v = c.view;
  const limits = v.rules && v.rules.limits;
  const abbr = (t, title) => h('abbr', { title }, t);
  const head = [abbr('#', 'rank'), 'Manager', 'Wins', abbr('GF', 'goals for'), abbr('GA', 'goals against'),
    limits ? abbr('Drafts', 'drafts used (left)') : 'Drafts', limits ? abbr('Trades', 'trades used (left)') : 'Trades', 'Cards'];
  const rows = v.standings.map((n) => {
    const m = v.managers[n - 1];
    const count = (used, left) => (limits && left !== undefined ? used + ' (' + left + ' left)' : String(used));
    return h('tr', { class: (m.manager === v.seat ? 'mine' : '') + (m.out ? ' out' : ''), dataset: { manager: m.manager } },
      h('td', {}, String(m.rank)),
      h('th', { scope: 'row' }, h('span', { class: 'tk', dataset: { n: (m.manager - 1) % 6 } }, String(m.manager)), ' ',
        c.seatName(m.manager - 1), m.out ? h('span', { class: 'tag' }, 'set aside') : null),
      h('td', {}, String(m.wins)),
      h('td', {}, String(m.goals_for)),
      h('td', {}, String(m.goals_against)),
      h('td', {}, count(m.drafts, m.drafts_left)),
      h('td', {}, count(m.trades, m.trades_left)),
      h('td', {}, String(m.cards)));
  });
  put(root, h('h3', { class: 'cg-h' }, 'Standings'),
    h('div', { class: 'scroll-x' }, h('table', { class: 'cg-table' },
      h('thead', {}, h('tr', {}, head.map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, rows))));
}

// The playoffs: each series as a box (semi-finals, then the final), who
// waits, who is out, the champion.
export function drawPlayoffs(root, c) {
  const v = c.view;
  const series = [];
  let seasonOver = null;
  for (const { event: e } of c.events) {
    if (e.type === 'season_over') seasonOver = e;
    else if (e.type === 'series') series.push({ stage: e.stage, a: e.a, b: e.b, best_of: e.best_of, aw: 0, bw: 0, winner: null });
    else if (e.type === 'series_over' && series.length) {
      const s = series[series.length - 1];
      s.winner = e.winner;
      s.aw = e.winner === s.a ? e.wins : e.losses;
      s.bw = e.winner === s.b ? e.wins : e.losses;
    }
  }
  if (v.series && series.length) {
    const s = series[series.length - 1];
    if (!s.winner) { s.aw = v.series.a_wins; s.bw = v.series.b_wins; }
  }
  if (!seasonOver && !series.length) { put(root); root.hidden = true; return; }
  root.hidden = false;
  const name = (m) => 'Manager ' + m;
  const box = (s) => h('div', { class: 'series' + (s.winner ? ' done' : ' live'), role: 'group',
    'aria-label': (s.stage === 'final' ? 'Final' : 'Semi-final') + ', best of ' + s.best_of + ': manager ' + s.a + ' ' + s.aw + ', manager ' + s.b + ' ' + s.bw
      + (s.winner ? ', manager ' + s.winner + ' wins' : ', in play') },
  h('div', { class: 'series-h' }, (s.stage === 'final' ? 'Final' : 'Semi-final') + ' · best of ' + s.best_of),
  [s.a, s.b].map((m, i) => h('div', { class: 'series-m' + (s.winner === m ? ' won' : '') },
    h('span', { class: 'tk', dataset: { n: (m - 1) % 6 } }, String(m)), ' ', name(m),
    h('span', { class: 'series-w' }, String(i ? s.bw : s.aw)), s.winner === m ? h('span', { class: 'win-mark' }, ' ✓') : null)));
  const semis = series.filter((s) => s.stage !== 'final');
  const finals = series.filter((s) => s.stage === 'final');
  const cols = [];
  if (semis.length || (v.bracket && v.bracket.waiting && v.bracket.waiting.length)) {
    const waiting = v.bracket && v.bracket.waiting && v.bracket.waiting.length
      ? h('p', { class: 'muted' }, 'Waiting: ' + v.bracket.waiting.map(name).join(', ')) : null;
    cols.push(h('div', { class: 'bracket-col' }, h('h4', {}, 'Semi-finals'), semis.map(box), waiting));
  }
  const first = (v.bracket && v.bracket.first) || (seasonOver && seasonOver.first);
  cols.push(h('div', { class: 'bracket-col' }, h('h4', {}, 'Final'),
    finals.length ? finals.map(box) : h('p', {}, name(first) + ' (first) waits for the other finalist')));
  cols.push(h('div', { class: 'bracket-col champ' }, h('h4', {}, 'Champion'),
    h('p', { class: v.champion ? 'champion' : 'muted' }, v.champion ? ['★ ', name(v.champion)] : 'to be decided')));
  const out = (v.bracket && v.bracket.out) || (seasonOver && seasonOver.out) || [];
  put(root, h('h3', { class: 'cg-h' }, 'Playoffs'),
    h('div', { class: 'bracket' }, cols),
    out.length ? h('p', { class: 'muted' }, 'Set aside: ' + out.map(name).join(', ') + ' (their teams stay as they are)') : null);
}
