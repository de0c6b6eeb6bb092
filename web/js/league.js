// league.js: one league of the store (#/league/NAME): its standings in the
// game's order, how the title odds moved (an SVG chart of the odds history)
// and the latest odds, the last games and the next ones; who plays each
// team, and a free team to take before the league begins. Its owner and
// players play it on here (bots move, play stops at a person's move), play
// their own games (league_game.js), type in results from a real table and
// ask the odds. Game-blind: it shows the named fields of the server's
// "league" messages (docs/PROTOCOL.md). The same leagues are played in the
// terminal by `rink league` (docs/LEAGUES.md).
import { h, svg, announce } from './ui.js';
import { GAMES, gameModule } from './games.js';
import { leagueGame } from './league_game.js';

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

function gamesTable(id, caption, games, done, league) {
  return h('table', { class: 'tables', id },
    h('caption', {}, caption),
    h('tbody', {}, games.map((g) => h('tr', {},
      h('td', { class: 'muted' }, done ? h('a', { href: '#/league/' + encodeURIComponent(league) + '/box/' + g.game, class: 'box-link', title: 'Box score' }, g.date || '#' + g.game)
        : g.date || '#' + g.fixture),
      done ? [h('td', {}, g.home), h('td', {}, String(g.home_goals) + '–' + String(g.away_goals)), h('td', {}, g.away),
        h('td', { class: 'muted' }, g.decision === 'regulation' ? '' : g.decision)]
        : [h('td', {}, g.away), h('td', {}, 'at'), h('td', {}, g.home), h('td', {}, g.in_play ? 'in play' : '')]))));
}

// Who plays each team, with the teams one may take; folded for a league of
// many teams once it has begun.
function teamsTable(m, claim, wasOpen) {
  const open = !m.begun;
  const table = h('table', { class: 'tables teams', id: 'league-teams' },
    h('tbody', {}, m.teams.map((t) => h('tr', { dataset: { team: t.team } },
      h('td', {}, t.name),
      h('td', {}, t.kind === 'person' ? t.who : 'bot (' + t.who + ')', t.yours ? h('span', { class: 'you-tag' }, 'you') : null,
        t.to_move ? h('span', { class: 'tag' }, 'to move') : null),
      h('td', {}, (t.claimable || (open && t.kind === 'bot' && !t.yours))
        ? h('button', { type: 'button', class: 'claim', onclick: () => claim(t.team) }, t.claimable ? 'This is me' : 'Take this team') : null)))));
  const people = m.teams.filter((t) => t.kind === 'person').map((t) => t.who + ' (' + t.name + ')');
  return h('details', { class: 'who-plays', open: wasOpen ?? (open || m.teams.length <= 8 || m.teams.some((t) => t.claimable)) },
    h('summary', {}, 'Who plays: ', people.length ? people.join(', ') : 'bots', people.length < m.teams.length && people.length ? ', bots the others' : ''),
    table);
}

const DECISIONS = ['regulation', 'overtime', 'shootout', 'tie'];

function recordForm(m, record) {
  const pick = (id, label) => h('select', { id, 'aria-label': label }, m.teams.map((t) => h('option', { value: t.team }, t.name)));
  const home = pick('record-home', 'Home team');
  const away = pick('record-away', 'Away team');
  const nxt = m.upcoming.find((g) => !g.in_play);
  if (nxt) {
    for (const [sel, n] of [[home, nxt.home], [away, nxt.away]]) {
      const t = m.teams.find((u) => u.name === n);
      if (t) sel.value = String(t.team);
    }
  }
  const num = (id, label) => h('input', { type: 'number', id, min: 0, max: 99, value: 0, 'aria-label': label, class: 'goals' });
  const hg = num('record-hg', 'Home goals');
  const ag = num('record-ag', 'Away goals');
  const decision = h('select', { id: 'record-decision', 'aria-label': 'Decision' }, DECISIONS.map((d) => h('option', { value: d }, d)));
  return h('form', {
    class: 'record-form', id: 'league-record',
    onsubmit: (e) => {
      e.preventDefault();
      record({ home: Number(home.value), away: Number(away.value), home_goals: Number(hg.value), away_goals: Number(ag.value), decision: decision.value });
    },
  }, h('h3', {}, 'A game played at a real table'), home, hg, h('span', {}, '–'), ag, away, decision, h('button', { type: 'submit' }, 'Record'));
}

// What the league log shows unless told otherwise: the events a league's
// story is made of in the four games (any type may be typed instead).
const LOG_TYPES = 'draft,trade,injury,injured,goal,result,champion,over';

// Players' leaders and the league's log: asked when opened (they read every
// record), kept open across refreshes.
function extraPanels(net, name) {
  const leadersBody = h('div', { class: 'leaders-body' });
  const logBody = h('ol', { class: 'log-body', id: 'league-log-entries' });
  const types = h('input', { id: 'league-log-types', value: LOG_TYPES, 'aria-label': 'Event types, comma-separated (empty: all)' });
  let stat = null;
  function loadLeaders() {
    leadersBody.replaceChildren(h('p', { class: 'muted' }, 'Adding up every game…'));
    const msg = { type: 'league_leaders', name, top: 25 };
    if (stat) msg.stat = stat;
    net.request(msg).then((m) => {
      if (!m.rows.length) { leadersBody.replaceChildren(h('p', { class: 'muted' }, 'No game decided yet.')); return; }
      const cols = Object.keys(m.rows[0].stats);
      leadersBody.replaceChildren(h('table', { class: 'tables', id: 'league-leaders-table' },
        h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, 'Player'), h('th', {}, 'Team'),
          cols.map((c) => h('th', {}, h('button', { type: 'button', class: 'linkish' + (c === (m.stat || cols[0]) ? ' sorted' : ''), onclick: () => { stat = c; loadLeaders(); } }, c))))),
        h('tbody', {}, m.rows.map((r, i) => h('tr', {}, h('td', {}, String(i + 1)), h('td', {}, r.player), h('td', {}, r.team),
          cols.map((c) => h('td', {}, String(r.stats[c] ?? ''))))))));
    }, (e) => { leadersBody.replaceChildren(h('p', { class: 'muted' }, e.code === 'bad_field' ? 'This game keeps no players\' lines.' : e.message)); });
  }
  function loadLog() {
    logBody.replaceChildren(h('li', { class: 'muted' }, 'Reading the games…'));
    net.request({ type: 'league_log', name, types: types.value.trim(), last: 200 }).then((m) => {
      logBody.replaceChildren(...m.entries.slice().reverse().map((e) => h('li', { dataset: { type: e.type } }, h('span', { class: 'muted' }, 'game ' + e.game + ' · '), e.text)));
      if (!m.entries.length) logBody.replaceChildren(h('li', { class: 'muted' }, 'No such events.'));
    }, (e) => { logBody.replaceChildren(h('li', { class: 'error' }, e.message)); });
  }
  const leaders = h('details', { class: 'league-leaders', id: 'league-leaders', ontoggle: (e) => { if (e.target.open) loadLeaders(); } },
    h('summary', {}, 'Leaders'), leadersBody);
  const log = h('details', { class: 'league-log', id: 'league-log', ontoggle: (e) => { if (e.target.open) loadLog(); } },
    h('summary', {}, 'League log (the last 200, newest first)'),
    h('form', { onsubmit: (e) => { e.preventDefault(); loadLog(); } }, types, h('button', { type: 'submit' }, 'Show')), logBody);
  return h('div', { class: 'league-extras' }, leaders, log);
}

export function showLeague(main, net, name) {
  const title = h('h2', {}, name);
  const status = h('p', { id: 'league-status', role: 'status', 'aria-live': 'polite' });
  const actions = h('div', { class: 'league-actions', id: 'league-actions', hidden: true });
  const body = h('div', { class: 'league-body' }, h('p', { class: 'muted' }, 'Loading…'));
  const gameSlot = h('div', { class: 'league-game-slot' });
  const dueSlot = h('div', { class: 'league-due-slot' });
  const box = h('div', { class: 'league' }, title, status, actions, dueSlot, gameSlot, body, extraPanels(net, name));
  let game = null;        // leagueGame panel of your team in play
  let gameTeam = 0;
  let last = null;        // the last league message
  let dueSaid = '';       // the choice last announced
  let closed = false;
  main.replaceChildren(h('p', {}, h('a', { href: '#/' }, '← Lobby')), box);

  function say(text, error) {
    status.textContent = text;
    status.classList.toggle('error', !!error);
  }
  const fail = (e) => { say(e.message || String(e), true); };

  function request(msg, doing) {
    say(doing);
    for (const b of actions.querySelectorAll('button')) b.disabled = true;
    return net.request({ ...msg, name }).then((m) => { render(m); return m; }, (e) => { fail(e); if (last) render(last, true); });
  }

  function play(games, until) {
    const msg = { type: 'league_play' };
    if (games) msg.games = games;
    if (until) msg.until = until;
    request(msg, 'Playing…').then((m) => {
      if (!m) return;
      const waiting = m.waiting ? m.teams[m.waiting - 1] : null;
      say(m.played + (m.played === 1 ? ' game' : ' games') + ' played' + (waiting ? '; ' + (waiting.yours ? 'your move' : 'waiting for ' + waiting.who) : '') + '.');
    });
  }

  function renderActions(m) {
    const season = m.standings.scheduled < 0;
    const sims = h('select', { id: 'league-sims', 'aria-label': 'Simulations' },
      [1000, 10000].map((n) => h('option', { value: n }, n.toLocaleString('en') + ' simulations')));
    actions.hidden = !m.member || m.over;
    actions.replaceChildren(...[
      h('button', { type: 'button', id: 'league-play-1', onclick: () => play(1) }, 'Play the next game'),
      !season && m.next_date ? h('button', { type: 'button', id: 'league-play-day', onclick: () => play(0, m.next_date) }, 'Play ' + m.next_date) : null,
      h('button', { type: 'button', id: 'league-play-10', onclick: () => play(10) }, 'Play 10 games'),
      h('span', { class: 'odds-ask' }, sims, h('button', {
        type: 'button', id: 'league-odds-ask',
        onclick: () => request({ type: 'league_odds', sims: Number(sims.value) }, 'Simulating the rest of the season…')
          .then((o) => { if (o) say('Odds after ' + o.latest.after + ' games, in ' + o.latest.seconds.toFixed(1) + ' s.'); }),
      }, 'Ask the odds'))].filter(Boolean));
  }

  // a choice due between games (a draft): yours with its options as
  // buttons, someone else's as a line
  function renderDue(m) {
    const d = m.due;
    if (!d) { dueSlot.replaceChildren(); return; }
    if (!d.options) {
      dueSlot.replaceChildren(h('p', { class: 'muted', id: 'league-due' }, `Waiting for ${d.team_name}'s ${d.kind} (${d.step}).`));
      return;
    }
    const choose = (o) => net.request({ type: 'league_move', name, team: d.team, move: `${d.step} ${o.card}` })
      .then(() => { say('Done: ' + d.step + ' ' + o.name + '.'); refresh(); }, fail);
    dueSlot.replaceChildren(h('section', { class: 'league-due', id: 'league-due', 'aria-label': 'Your choice' },
      h('h3', {}, `Your ${d.kind}: ${d.step}`), h('p', {}, d.text),
      h('div', { class: 'move-list' }, d.options.map((o) => h('button', { type: 'button', class: 'move due-option', dataset: { card: o.card }, onclick: () => choose(o) }, o.name)))));
    const key = d.team + d.step + d.after;
    if (key !== dueSaid) announce('Your ' + d.kind + ' in ' + name);
    dueSaid = key;
  }

  // your team that must move now: its game panel
  function renderGame(m) {
    const t = m.teams.find((u) => u.yours && u.to_move);
    if (!t) return;
    if (!game || gameTeam !== t.team) {
      if (game) { game.destroy(); game.el.remove(); }
      gameTeam = t.team;
      game = leagueGame(net, name, t.team, () => { say('Your game is over.'); refresh(); });
      gameSlot.replaceChildren(game.el);
      game.load();
    } else if (!game.position) {
      game.load();
    }
  }

  function render(m, keepStatus) {
    last = m;
    const mod = gameModule(m.game);
    const season = m.standings.scheduled < 0;
    title.replaceChildren(m.name, ' ', h('span', { class: 'muted' }, mod ? mod.title : m.game));
    renderActions(m);
    if (!status.textContent) {
      const mine = m.teams.filter((t) => t.yours).map((t) => t.name);
      say(mine.length ? 'You play ' + mine.join(', ') + '.' : m.member ? 'You run this league.' : '');
    }
    const claim = (team) => request({ type: 'league_claim', team }, 'Taking the team…').then((r) => { if (r) say('You play ' + r.teams[team - 1].name + '.'); });
    const record = (r) => request({ type: 'league_record', ...r }, 'Recording…').then((x) => { if (x) say('Recorded.'); });
    const whoOpen = body.querySelector('details.who-plays')?.open;
    body.replaceChildren(...[
      standings(m.standings),
      m.standings.champion ? h('p', { class: 'champion' }, 'Champion: ' + m.standings.champion) : null,
      teamsTable(m, claim, whoOpen),
      h('section', { class: 'odds-box' }, h('h3', {}, 'The odds'),
        m.odds.length ? [oddsChart(m.odds), oddsTable(m.odds[m.odds.length - 1], season)]
          : h('p', { class: 'muted' }, 'No odds asked yet.')),
      gamesTable('league-games', 'Last games (click for the box score)', m.games.slice().reverse().slice(0, 30), true, m.name),
      m.upcoming.length ? gamesTable('league-upcoming', 'Next games', m.upcoming.slice(0, 30), false) : null,
      m.member && !season && !m.over ? recordForm(m, record) : null,
      h('p', { class: 'muted' }, 'In the terminal: ', h('code', {}, 'rink league show ' + m.name), '.')].filter(Boolean));
    renderDue(m);
    renderGame(m);
  }

  function refresh() {
    if (closed) return;
    net.request({ type: 'league', name }).then((m) => render(m, true), (e) => {
      body.replaceChildren(h('p', { class: 'error', role: 'alert' }, e.message));
    });
  }
  let first = true;   // onStatus calls at once: that is the first refresh
  const off = net.onStatus((s) => { if (s === 'online' || first) refresh(); first = false; });
  const timer = setInterval(refresh, 10000);
  const offNews = net.onNews((m) => { if (m.name === name) refresh(); });
  return () => {
    closed = true;
    clearInterval(timer);
    off();
    offNews();
    if (game) game.destroy();
  };
}

// The lobby's form for a new league: a name, the game, its parameters, the
// team you play (0: none, you run it) and a seed (empty: a random one).
export function leagueForm(net, error) {
  const name = h('input', { id: 'league-name', maxlength: 63, required: true, placeholder: 'League name', 'aria-label': 'League name' });
  const game = h('select', { id: 'league-game-pick', 'aria-label': 'Game' });
  const params = h('input', { id: 'league-params', placeholder: 'Parameters (optional)', 'aria-label': 'Parameters' });
  const team = h('input', { type: 'number', id: 'league-team', min: 0, max: 64, value: 1, 'aria-label': 'Your team (0: none)' });
  const seed = h('input', { id: 'league-seed', inputmode: 'numeric', placeholder: 'Seed (optional)', 'aria-label': 'Seed' });
  const HINTS = { slapshot: 'managers=4', powerplay: 'managers=4,ending=short', actiondeck: 'the NHL 2022-23 first half', trickshot: 'advanced=1,lines=1 for the tournament season' };
  game.replaceChildren(...GAMES.map((g) => h('option', { value: g.name }, g.title)));
  const hint = () => { params.placeholder = 'Parameters, e.g. ' + (HINTS[game.value] || ''); };
  game.addEventListener('change', hint);
  hint();
  return h('form', {
    id: 'league-create', class: 'league-create',
    onsubmit: (e) => {
      e.preventDefault();
      error.textContent = '';
      const msg = { type: 'league_create', name: name.value.trim(), game: game.value, team: Number(team.value) };
      if (params.value.trim()) msg.params = params.value.trim();
      if (seed.value.trim()) msg.seed = seed.value.trim();
      net.request(msg).then((m) => { location.hash = '#/league/' + encodeURIComponent(m.name); }, (err) => { error.textContent = err.message; });
    },
  }, h('h3', {}, 'New league'), name, game, params,
  h('label', { for: 'league-team' }, 'Your team '), team, seed, h('button', { type: 'submit', id: 'league-create-button' }, 'Create league'));
}
