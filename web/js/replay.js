// replay.js: steps through a finished table (#/replay/N) or a save file of
// `rink play --save` (#/replay/file, the file's text kept in
// sessionStorage by the lobby). Each step asks the server for the position
// after K actions (the `replay` message, docs/PROTOCOL.md): the server
// replays the record, so the client needs no engine. Keys: ← → step,
// Home/End, Space plays or pauses.
import { h } from './ui.js';
import { gameModule, loadCss } from './games.js';
import { createLog } from './log.js';
import { seatNamer } from './table.js';

export function showReplay(main, net, what, invite) {
  const title = h('h2', {}, 'Replay');
  const stepText = h('p', { id: 'replay-step', role: 'status' }, 'Loading…');
  const slider = h('input', { type: 'range', min: 0, max: 0, value: 0, id: 'replay-slider', 'aria-label': 'Step' });
  const btn = (id, text, label, fn) => h('button', { type: 'button', id, 'aria-label': label, onclick: fn }, text);
  const seatPick = h('select', { id: 'replay-seat', 'aria-label': 'Seen by' });
  const error = h('p', { class: 'error', role: 'alert' });
  const board = h('div', { class: 'board', id: 'board' });
  const side = h('div', { class: 'side' });
  let playing = null;
  const playBtn = btn('replay-play', '▶ Play', 'Play the steps one after another', () => togglePlay());
  const root = h('section', { id: 'replay', class: 'table replay', tabindex: '-1' },
    h('header', { class: 'tablehead' }, title, h('div', { class: 'tools' }, h('a', { href: '#/' }, '← Lobby'))),
    h('div', { class: 'replay-bar' },
      btn('replay-start', '⏮', 'First step', () => go(0)),
      btn('replay-back', '◀', 'Step back', () => go(cur - 1)),
      playBtn,
      btn('replay-fwd', '▶|', 'Step forward', () => go(cur + 1)),
      btn('replay-end', '⏭', 'Last step', () => go(last)),
      slider, h('label', {}, 'Seen by ', seatPick)),
    stepText, error,
    h('div', { class: 'table-body' }, board, side));
  main.replaceChildren(root);
  const log = createLog(side, 'What happened so far');

  let save = null;
  if (what === 'file') {
    try { save = JSON.parse(sessionStorage.getItem('rink.replay') || 'null'); } catch { save = null; }
    if (!save) { stepText.textContent = ''; error.textContent = 'No save file to replay: choose one in the lobby.'; return () => {}; }
  }
  let info = null;
  let mod = null;
  let drawn = null;
  let cur = -1;
  let last = 0;
  let seat = undefined;          // undefined: the server's default (everything)
  let asking = 0;
  const events = new Map();      // seq -> [{seq, event}] for the current seat choice
  let closed = false;

  function request(k) {
    const msg = { type: 'replay', seq: k };
    if (save) msg.save = save; else msg.table = what;
    if (invite) msg.invite = invite;
    if (seat !== undefined) msg.seat = seat;
    if (!info) msg.info = true;
    return net.request(msg);
  }

  function go(k) {
    if (closed) return;
    k = Math.max(0, Math.min(k, last));
    if (k === cur && drawn) return;
    const ticket = ++asking;
    request(k).then((r) => {
      if (ticket !== asking || closed) return;
      show(r);
    }, (e) => {
      stepText.textContent = '';
      error.textContent = e.message || String(e);
      stop();
    });
  }

  function show(r) {
    error.textContent = '';
    if (r.info) info = r.info;
    last = r.last;
    slider.max = r.last;
    slider.value = r.seq;
    events.set(r.seq, (r.events || []).map((event) => ({ seq: r.seq, event })));
    if (!mod) {
      mod = gameModule(r.game);
      loadCss(mod);
      title.textContent = 'Replay: ' + (mod ? mod.title : r.game) + (r.table ? ' · table ' + r.table : ' · save file');
    }
    const fake = { seats: [], params: r.params, game: r.game, to_move: r.to_move, over: r.over, result: r.result };
    const namer = seatNamer(fake, mod);
    if (seatPick.options.length === 0) {
      const n = mod ? mod.seatCount(Object.fromEntries(r.params.split(',').map((kv) => kv.split('=')))) : 0;
      seatPick.append(h('option', { value: '' }, 'The table (every event)'), h('option', { value: '-1' }, 'A spectator'));
      for (let i = 0; i < n; i++) seatPick.append(h('option', { value: String(i) }, namer(i)));
    }
    const forward = r.seq === cur + 1;
    cur = r.seq;
    root.dataset.seq = cur;
    root.dataset.last = last;
    stepText.textContent = 'Step ' + cur + ' of ' + last + (r.notation ? ': ' + (r.actor === null || r.actor === undefined ? '' : namer(r.actor) + ' plays ') + r.notation : ': the deal')
      + (r.over ? ' · ' + (r.result ? 'final' : 'over') : '');
    const known = [...events.keys()].filter((s) => s <= cur).sort((a, b) => a - b).flatMap((s) => events.get(s));
    const ctx = {
      state: { ...fake, type: 'state', seq: cur, you: null, view: r.view, seats: [], name: 'replay', table: r.table },
      view: r.view, info, you: null, legal: [], events: known, fresh: forward ? events.get(cur) || [] : [],
      act: () => Promise.reject(new Error('a replay cannot act')), hint: () => Promise.reject(new Error('a replay has no hint')),
      seatName: namer, replay: true,
    };
    try {
      if (!drawn && mod) drawn = mod.mount(board, ctx);
      else if (drawn) drawn.update(ctx);
    } catch (e) { console.warn('game drawing failed', e); }
    log.set(known);
    if (playing && cur >= last) stop();
  }

  function stop() {
    if (playing) clearInterval(playing);
    playing = null;
    playBtn.textContent = '▶ Play';
  }
  function togglePlay() {
    if (playing) { stop(); return; }
    if (cur >= last) go(0);
    playBtn.textContent = '⏸ Pause';
    playing = setInterval(() => go(cur + 1), 700);
  }

  slider.addEventListener('input', () => go(Number(slider.value)));
  seatPick.addEventListener('change', () => {
    seat = seatPick.value === '' ? undefined : Number(seatPick.value);
    events.clear();
    const k = cur;
    cur = -1;
    go(k);
  });
  const keys = (e) => {
    if (e.target.closest('input, select, textarea')) return;
    if (e.key === 'ArrowRight') go(cur + 1);
    else if (e.key === 'ArrowLeft') go(cur - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(last);
    else if (e.key === ' ') togglePlay();
    else return;
    e.preventDefault();
  };
  document.addEventListener('keydown', keys);
  go(0);

  return () => {
    closed = true;
    stop();
    document.removeEventListener('keydown', keys);
    if (drawn) drawn.destroy();
  };
}
