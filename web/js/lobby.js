// lobby.js: your name, your games (whose turn), tables to join or watch,
// finished games to replay, a new table of any game with every variant, a
// save file to replay, the store's leagues, and the ratings.
import { h } from './ui.js';
import { GAMES, gameModule } from './games.js';
import { showLeagues, leagueForm } from './league.js';

const LEVELS = [['easy', 'Easy bot'], ['medium', 'Medium bot'], ['hard', 'Hard bot']];

export function showLobby(main, net) {
  const mine = h('tbody');
  const open = h('tbody');
  const playing = h('tbody');
  const done = h('tbody');
  const ratings = h('tbody');
  const leagues = h('tbody', { id: 'leagues' });
  const nameInput = h('input', { id: 'my-name', maxlength: 32, value: net.name || '', 'aria-label': 'Your name' });
  const formBox = h('div', { class: 'create-box' });
  const saveInput = h('input', { type: 'file', id: 'save-file', accept: '.json,.save,application/json', 'aria-label': 'A save file of rink play --save' });
  const error = h('p', { class: 'error', role: 'alert', id: 'lobby-error' });

  const table = (caption, body, empty) => h('table', { class: 'tables' },
    h('caption', {}, caption),
    h('thead', {}, h('tr', {}, h('th', {}, 'Table'), h('th', {}, 'Game'), h('th', {}, 'Seats'), h('th', {}, 'Move'), h('th', {}, ''))),
    body, h('tfoot', {}, h('tr', {}, h('td', { colspan: 5, class: 'muted empty' }, empty))));

  main.replaceChildren(h('div', { class: 'lobby' },
    h('section', { class: 'who' },
      h('form', { class: 'name-form', onsubmit: (e) => { e.preventDefault(); rename(); } },
        h('label', { for: 'my-name' }, 'Your name '), nameInput, h('button', { type: 'submit' }, 'Save'))),
    error,
    h('section', { class: 'create', 'aria-labelledby': 'create-title' },
      h('h2', { id: 'create-title' }, 'New table'), formBox),
    h('section', { class: 'lists' },
      table('My games', mine, 'None yet: make a table.'),
      table('Open seats', open, 'No table is waiting for players.'),
      table('Games in progress', playing, 'No other game in progress.'),
      table('Finished', done, 'No finished game yet.')),
    h('section', { class: 'replay-file' },
      h('h2', {}, 'Replay a save file'),
      h('p', { class: 'muted' }, 'A file written by ', h('code', {}, 'rink play --save FILE'), ': step through it here.'),
      saveInput),
    h('section', { class: 'leagues' }, h('h2', {}, 'Leagues'),
      h('table', { class: 'tables' },
        h('thead', {}, h('tr', {}, h('th', {}, 'League'), h('th', {}, 'Game'), h('th', {}, 'Teams'), h('th', {}, 'Played'))),
        leagues, h('tfoot', {}, h('tr', {}, h('td', { colspan: 4, class: 'muted empty' }, 'No league yet: make one below, or rink league create NAME --game GAME')))),
      leagueForm(net, error)),
    h('section', { class: 'ratings' }, h('h2', {}, 'Your ratings'),
      h('table', {}, h('thead', {}, h('tr', {}, h('th', {}, 'Game'), h('th', {}, 'Elo'), h('th', {}, 'Rated games'))), ratings))));

  function rename() {
    const v = nameInput.value.trim();
    if (!v) return;
    net.rename(v).then(() => { error.textContent = ''; }, (e) => { error.textContent = e.message; });
  }

  saveInput.addEventListener('change', () => {
    const f = saveInput.files[0];
    if (!f) return;
    f.text().then((text) => {
      try { JSON.parse(text); } catch { error.textContent = f.name + ': not a save file (not JSON)'; return; }
      sessionStorage.setItem('rink.replay', text);
      location.hash = '#/replay/file';
    });
  });

  function row(t, link) {
    const mod = gameModule(t.game);
    const seats = t.open_seats.length ? t.open_seats.length + ' open of ' + t.seats : String(t.seats);
    return h('tr', { dataset: { table: t.table } },
      h('td', {}, h('a', { href: link.href }, t.name), ' ', h('span', { class: 'muted' }, '#' + t.table)),
      h('td', {}, mod ? mod.title : t.game, t.rated ? h('span', { class: 'tag' }, 'rated') : null, t.public ? null : h('span', { class: 'tag' }, 'private')),
      h('td', {}, seats),
      h('td', {}, String(t.seq)),
      h('td', {}, t.your_turn ? h('strong', { class: 'your-turn' }, 'Your move ') : null, h('a', { href: link.href, class: 'button' }, link.text)));
  }

  function refresh() {
    net.request({ type: 'list' }).then((m) => {
      const rows = { mine: [], open: [], playing: [], done: [] };
      const ts = m.tables.slice().sort((a, b) => (b.your_turn - a.your_turn) || (b.table - a.table));
      for (const t of ts) {
        if (t.your_seats.length && !t.over) rows.mine.push(row(t, { href: '#/table/' + t.table, text: t.your_turn ? 'Play' : 'Open' }));
        else if (t.over) rows.done.push(row(t, { href: '#/replay/' + t.table, text: 'Replay' }));
        else if (t.open_seats.length) rows.open.push(row(t, { href: '#/table/' + t.table, text: 'Sit' }));
        else rows.playing.push(row(t, { href: '#/watch/' + t.table, text: 'Watch' }));
      }
      mine.replaceChildren(...rows.mine);
      open.replaceChildren(...rows.open);
      playing.replaceChildren(...rows.playing);
      done.replaceChildren(...rows.done.slice(0, 30));
      for (const [body, list] of [[mine, rows.mine], [open, rows.open], [playing, rows.playing], [done, rows.done]]) {
        body.parentElement.querySelector('tfoot').hidden = list.length > 0;
      }
    }, () => {});
    showLeagues(leagues, net);
    net.request({ type: 'rating' }).then((m) => {
      ratings.replaceChildren(...GAMES.map((g) => {
        const r = m.ratings[g.name] || { elo: 1500, games: 0 };
        return h('tr', {}, h('td', {}, g.title), h('td', {}, String(Math.round(r.elo))), h('td', {}, String(r.games)));
      }));
    }, () => {});
  }

  buildForm(formBox, net, error);
  refresh();
  const timer = setInterval(refresh, 4000);
  const off = net.onStatus((s) => { if (s === 'online') { refresh(); if (!nameInput.value) nameInput.value = net.name; } });
  return () => { clearInterval(timer); off(); };
}

// The create form: the game, its variants (the module's params), each seat
// a person or a bot, the bots' level, a clock, rated, public, a name.
function buildForm(box, net, error) {
  let mod = GAMES[0];
  let values = {};
  const gamePick = h('div', { class: 'game-pick', role: 'radiogroup', 'aria-label': 'Game' });
  const variants = h('fieldset', { class: 'variants' });
  const seats = h('fieldset', { class: 'seat-kinds' });
  const level = h('select', { id: 'level', 'aria-label': 'Bots' }, LEVELS.map(([v, t]) => h('option', { value: v, selected: v === 'medium' }, t)));
  const clockKind = h('select', { id: 'clock', 'aria-label': 'Clock' },
    h('option', { value: '' }, 'No clock'), h('option', { value: '30:120' }, '30 s a move + 2 min bank'),
    h('option', { value: '60:600' }, '1 min a move + 10 min bank'), h('option', { value: '86400:0' }, '1 day a move (correspondence)'));
  const rated = h('input', { type: 'checkbox', id: 'rated' });
  const isPublic = h('input', { type: 'checkbox', id: 'public', checked: true });
  const name = h('input', { id: 'table-name', maxlength: 32, placeholder: 'Table name (optional)', 'aria-label': 'Table name' });
  const created = h('p', { class: 'created', 'aria-live': 'polite' });

  for (const g of GAMES) {
    gamePick.append(h('label', { class: 'game-choice' },
      h('input', { type: 'radio', name: 'game', value: g.name, checked: g === mod, onchange: () => { mod = g; values = {}; fill(); } }),
      h('span', { class: 'game-title' }, g.title), h('span', { class: 'muted' }, g.blurb || '')));
  }

  // The params as the form says them; a field hidden by its `show` (an
  // option of an option turned off) sends its default, so that turning
  // Advanced off also turns off what only Advanced allows.
  function paramsObject() {
    const str = (f, v) => (f.type === 'check' ? (v ? '1' : '0') : String(v));
    const p = {};
    for (const f of mod.params) p[f.key] = str(f, values[f.key] !== undefined ? values[f.key] : f.value);
    for (const f of mod.params) if (f.show && !f.show(p)) p[f.key] = str(f, f.value);
    return p;
  }
  // What the server gets: every field but those marked local (a switch
  // that only shows or hides other fields of the form).
  function paramsString(p) {
    return mod.params.filter((f) => !f.local).map((f) => f.key + '=' + p[f.key]).join(',');
  }

  function field(f, p) {
    const id = 'param-' + f.key;
    const cur = values[f.key] !== undefined ? values[f.key] : f.value;
    const set = (v) => { values[f.key] = v; fill(); };
    let input;
    if (f.type === 'select') {
      input = h('select', { id, onchange: (e) => set(e.target.value) }, f.choices.map(([v, t]) => h('option', { value: v, selected: String(cur) === String(v) }, t)));
    } else if (f.type === 'check') {
      input = h('input', { type: 'checkbox', id, checked: !!cur, onchange: (e) => set(e.target.checked) });
    } else if (f.type === 'number') {
      input = h('input', { type: 'number', id, min: f.min, max: f.max, value: cur, onchange: (e) => set(e.target.value) });
    } else {
      input = h('input', { id, value: cur, onchange: (e) => set(e.target.value) });
    }
    if (f.show && !f.show(p)) return null;
    return h('div', { class: 'field ' + f.type }, f.type === 'check' ? [input, h('label', { for: id }, f.label)] : [h('label', { for: id }, f.label), input],
      f.help ? h('small', { class: 'muted' }, f.help) : null);
  }

  function fill() {
    const p = paramsObject();
    variants.replaceChildren(h('legend', {}, mod.title + ': variants'), ...mod.params.map((f) => field(f, p)).filter(Boolean));
    if (!mod.params.length) variants.append(h('p', { class: 'muted' }, 'No variants.'));
    const n = mod.seatCount(p);
    const old = [...seats.querySelectorAll('select')].map((s) => s.value);
    seats.replaceChildren(h('legend', {}, 'Seats'));
    for (let i = 0; i < n; i++) {
      const def = old[i] || (i === 0 ? 'me' : 'bot');
      seats.append(h('div', { class: 'field' }, h('label', { for: 'seat-' + i }, mod.seatLabel(i, p)),
        h('select', { id: 'seat-' + i, class: 'seat-kind' },
          [['me', 'Me'], ['person', 'A person (invite)'], ['bot', 'Bot (the table\'s level)'], ...LEVELS.map(([v, t]) => ['bot:' + v, t])]
            .map(([v, t]) => h('option', { value: v, selected: v === def }, t)))));
    }
  }

  function submit(e) {
    e.preventDefault();
    error.textContent = '';
    const p = paramsObject();
    const params = paramsString(p);
    const seatList = [...seats.querySelectorAll('select')].map((s) => {
      if (s.value === 'me') return { kind: 'me' };
      if (s.value === 'person') return { kind: 'person' };
      if (s.value.startsWith('bot:')) return { kind: 'bot', level: s.value.slice(4) };
      return { kind: 'bot' };
    });
    if (seatList.filter((s) => s.kind === 'me').length > 1) { error.textContent = 'Choose "Me" for one seat only.'; return; }
    const msg = { type: 'create', game: mod.name, params, seats: seatList, level: level.value, rated: rated.checked, public: isPublic.checked };
    if (name.value.trim()) msg.name = name.value.trim();
    if (clockKind.value) {
      const [m, b] = clockKind.value.split(':').map(Number);
      msg.clock = { move_s: m, bank_s: b };
    }
    net.request(msg).then((c) => {
      location.hash = seatList.some((s) => s.kind === 'me') ? '#/table/' + c.table : '#/watch/' + c.table;
    }, (err) => { error.textContent = err.message; });
  }

  box.replaceChildren(h('form', { id: 'create-form', onsubmit: submit },
    gamePick, variants, seats,
    h('fieldset', { class: 'table-opts' }, h('legend', {}, 'Table'),
      h('div', { class: 'field' }, h('label', { for: 'level' }, 'Bots '), level),
      h('div', { class: 'field' }, h('label', { for: 'clock' }, 'Clock '), clockKind),
      h('div', { class: 'field check' }, rated, h('label', { for: 'rated' }, 'Rated (Elo)')),
      h('div', { class: 'field check' }, isPublic, h('label', { for: 'public' }, 'Public: listed for everyone')),
      h('div', { class: 'field' }, name)),
    h('button', { type: 'submit', id: 'create', class: 'primary' }, 'Create table'), created));
  fill();
}
