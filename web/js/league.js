// league.js: one league of the store, read only (#/league/NAME): its
// standings in the game's order, how the title odds moved (an SVG chart of
// the odds history) and the latest odds, the last games and the next ones.
// Game-blind: it shows the named fields of the server's "league" message.
// Leagues are played by `rink league` (docs/LEAGUES.md).
import { h, svg } from './ui.js';
import { gameModule } from './games.js';

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f'];
const pct = (x) => (100 * x).toFixed(1) + '%';

export function showLeagues(body, net) {
  net.request({ type: 'leagues' }).then((m) => {
    body.replaceChildren(...m.leagues.map((l) => {
      const mod = gameModule(l.game);
      return h('tr', {},
        h('td', {}, h('a', { href: '#/league/' + encodeURIComponent(l.name) }, l.name)),
        h('td', {}, mod ? mod.title : l.game),
        h('td', {}, String(l.teams)),
        h('td', {}, l.played === undefined ? '' : String(l.played)));
    }));
    body.parentElement.querySelector('tfoot').hidden = m.leagues.length > 0;
  }, () => {});
}

function standings(st) {
  const season = st.scheduled < 0;
  const otl = st.rows.some((r) => r.otl > 0) && !season;
  const ties = st.rows.some((r) => r.t > 0);
  const cols = ['', season ? 'Manager' : 'Team', 'GP', 'W', 'L'].concat(otl ? ['OTL'] : [], ties ? ['T'] : [], [season ? 'Wins' : 'Pts', 'GF', 'GA', 'Diff']);
  return h('table', { class: 'tables standings', id: 'league-standings' },
    h('caption', {}, 'Standings: ' + st.played + (st.scheduled > 0 ? ' of ' + st.scheduled : '') + ' games' + (st.date ? ', through ' + st.date : '') + (st.over ? ' (over)' : '')),
    h('thead', {}, h('tr', {}, cols.map((c) => h('th', {}, c)))),
    h('tbody', {}, st.rows.map((r) => h('tr', { dataset: { team: r.team } },
      [String(r.rank), r.name, r.gp, r.w, r.l].concat(otl ? [r.otl] : [], ties ? [r.t] : [], [r.pts, r.gf, r.ga, (r.diff > 0 ? '+' : '') + r.diff])
        .map((v) => h('td', {}, String(v)))))));
}

// The title chances after each asking, one line a team: the top 8 of the
// last asking in colour, the others grey.
function oddsChart(hist) {
  const W = 640, H = 260, L = 44, R = 150, T = 12, B = 28;
  const last = hist[hist.length - 1];
  const top = last.teams.slice().sort((a, b) => b.title - a.title).slice(0, 8).map((t) => t.team);
  const xs = hist.map((o) => o.after);
  const x0 = Math.min(...xs), x1 = Math.max(...xs) > x0 ? Math.max(...xs) : x0 + 1;
  const ymax = Math.max(0.05, ...hist.flatMap((o) => o.teams.map((t) => t.title)));
  const X = (v) => L + (W - L - R) * (v - x0) / (x1 - x0);
  const Y = (v) => T + (H - T - B) * (1 - v / ymax);
  const lines = [];
  const teamIds = last.teams.map((t) => t.team);
  for (const pass of [false, true]) {
    for (const id of teamIds) {
      const k = top.indexOf(id);
      if ((k >= 0) !== pass) continue;
      const pts = hist.map((o) => { const t = o.teams.find((u) => u.team === id); return X(o.after).toFixed(1) + ',' + Y(t ? t.title : 0).toFixed(1); }).join(' ');
      const name = last.teams.find((t) => t.team === id).name;
      lines.push(svg('polyline', { points: pts, fill: 'none', stroke: k >= 0 ? COLORS[k] : '#ccc', 'stroke-width': k >= 0 ? 2 : 1 }, svg('title', {}, name)));
    }
  }
  const labels = top.map((id, k) => {
    const t = last.teams.find((u) => u.team === id);
    return svg('text', { x: W - R + 8, y: T + 12 + 16 * k, fill: COLORS[k] }, t.name + ' ' + pct(t.title));
  });
  const grid = [0, 0.5, 1].map((f) => [
    svg('line', { x1: L, x2: W - R, y1: Y(f * ymax), y2: Y(f * ymax), stroke: '#ddd' }),
    svg('text', { x: L - 4, y: Y(f * ymax) + 4, 'text-anchor': 'end' }, pct(f * ymax))]).flat();
  return svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'odds-chart', role: 'img', 'aria-label': 'Title chances after each asking' },
    ...grid,
    svg('text', { x: (L + W - R) / 2, y: H - 6, 'text-anchor': 'middle' }, 'games played'),
    ...lines, ...labels);
}

function oddsTable(o, season) {
  const teams = o.teams.slice().sort((a, b) => b.title - a.title || b.playoffs - a.playoffs);
  return h('table', { class: 'tables odds', id: 'league-odds' },
    h('caption', {}, `Odds after ${o.after} games${o.date ? ' (' + o.date + ')' : ''}: ${o.sims} simulations`),
    h('thead', {}, h('tr', {}, ['', 'Post-season', '95%', 'Title', '95%', season ? 'Season wins' : 'Points'].map((c) => h('th', {}, c)))),
    h('tbody', {}, teams.map((t) => h('tr', {},
      h('td', {}, t.name), h('td', {}, pct(t.playoffs)), h('td', { class: 'muted' }, pct(t.playoffs_lo) + '–' + pct(t.playoffs_hi)),
      h('td', {}, pct(t.title)), h('td', { class: 'muted' }, pct(t.title_lo) + '–' + pct(t.title_hi)),
      h('td', {}, t.points.toFixed(1))))));
}

function gamesTable(id, caption, games, done) {
  return h('table', { class: 'tables', id },
    h('caption', {}, caption),
    h('tbody', {}, games.map((g) => h('tr', {},
      h('td', { class: 'muted' }, g.date || (done ? '#' + g.game : '#' + g.fixture)),
      done ? [h('td', {}, g.home), h('td', {}, String(g.home_goals) + '–' + String(g.away_goals)), h('td', {}, g.away),
        h('td', { class: 'muted' }, g.decision === 'regulation' ? '' : g.decision)]
        : [h('td', {}, g.away), h('td', {}, 'at'), h('td', {}, g.home), h('td', {}, g.in_play ? 'in play' : '')]))));
}

export function showLeague(main, net, name) {
  const box = h('div', { class: 'league' }, h('p', { class: 'muted' }, 'Loading…'));
  main.replaceChildren(h('p', {}, h('a', { href: '#/' }, '← Lobby')), box);
  function refresh() {
    net.request({ type: 'league', name }).then((m) => {
      const mod = gameModule(m.game);
      const season = m.standings.scheduled < 0;
      box.replaceChildren(
        h('h2', {}, m.name, ' ', h('span', { class: 'muted' }, mod ? mod.title : m.game)),
        standings(m.standings),
        m.standings.champion ? h('p', { class: 'champion' }, 'Champion: ' + m.standings.champion) : null,
        h('section', { class: 'odds-box' }, h('h3', {}, 'The odds'),
          m.odds.length ? [oddsChart(m.odds), oddsTable(m.odds[m.odds.length - 1], season)]
            : h('p', { class: 'muted' }, 'No odds asked yet: ', h('code', {}, 'rink odds ' + m.name))),
        gamesTable('league-games', 'Last games', m.games.slice().reverse().slice(0, 30), true),
        m.upcoming.length ? gamesTable('league-upcoming', 'Next games', m.upcoming.slice(0, 30), false) : null,
        h('p', { class: 'muted' }, 'Play it on with ', h('code', {}, 'rink league play ' + m.name), '.'));
    }, (e) => { box.replaceChildren(h('p', { class: 'error', role: 'alert' }, e.message)); });
  }
  refresh();
  const timer = setInterval(refresh, 10000);
  const off = net.onStatus((s) => { if (s === 'online') refresh(); });
  return () => { clearInterval(timer); off(); };
}
