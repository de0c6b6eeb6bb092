// table.js: the table frame, the same for every game: the seats and whose
// turn it is, the clocks, the game module's drawing, the moves panel (every
// legal move as a button, and notation typed at the keyboard), hint and
// resign, the log. It follows one table through net.js and hands each new
// state to the game module (docs/WEB.md).
import { h, announce, duration, parseParams } from './ui.js';
import { gameModule, loadCss } from './games.js';
import { createLog } from './log.js';

const MOVES_SHOWN = 60;

export function seatNamer(state, mod) {
  const p = parseParams(state.params);
  return (seat) => {
    const s = state.seats[seat];
    const label = mod ? mod.seatLabel(seat, p, state) : 'Seat ' + (seat + 1);
    let who;
    if (!s) return label;
    else if (s.kind === 'player') who = s.name;
    else if (s.kind === 'bot') who = 'Bot (' + s.level + ')';
    else who = 'Open seat';
    if (s && s.replaced) who += ' → bot';
    return label === who ? who : label + ': ' + who;
  };
}

export function resultText(state, namer) {
  if (!state.over || !state.result) return 'Over';
  const best = Math.max(...state.result);
  const winners = state.result.map((r, i) => (r === best ? i : -1)).filter((i) => i >= 0);
  if (winners.length === state.result.length) return 'Over: a draw';
  return 'Over: ' + winners.map(namer).join(' and ') + (winners.length > 1 ? ' win' : ' wins');
}

// Shows table `id` in main. how: {type: 'sit'|'watch', invite?}
export function showTable(main, net, id, how) {
  const root = h('section', { id: 'table', class: 'table', 'aria-label': 'Table ' + id });
  const title = h('h2', {}, 'Table ' + id);
  const turn = h('p', { id: 'turn', role: 'status' }, 'Connecting…');
  const tools = h('div', { class: 'tools' });
  const seatsEl = h('ol', { class: 'seats', 'aria-label': 'Seats' });
  const board = h('div', { class: 'board', id: 'board' });
  const error = h('p', { id: 'error', role: 'alert', class: 'error' });
  const movesList = h('div', { class: 'move-list' });
  const filter = h('input', { type: 'search', id: 'move-filter', placeholder: 'Filter moves', 'aria-label': 'Filter moves', hidden: true });
  const notation = h('input', { id: 'notation', autocomplete: 'off', list: 'notations', placeholder: 'Type a move, Enter to play', 'aria-label': 'Type a move' });
  const datalist = h('datalist', { id: 'notations' });
  const hintLine = h('p', { class: 'hint-line', 'aria-live': 'polite' });
  const moves = h('section', { class: 'moves', 'aria-label': 'Your moves' },
    h('h3', {}, 'Moves'), filter, movesList,
    h('form', { class: 'notation-form', onsubmit: (e) => { e.preventDefault(); typed(); } },
      notation, datalist, h('button', { type: 'submit' }, 'Play')),
    hintLine);
  const side = h('div', { class: 'side' }, moves);
  root.append(h('header', { class: 'tablehead' }, title, turn, tools), seatsEl, error,
    h('div', { class: 'table-body' }, board, side));
  main.replaceChildren(root);
  const log = createLog(side);

  let state = null;
  let info = null;
  let mod = null;
  let drawn = null;     // the module's {update, destroy}
  let events = new Map();  // seq -> [{seq, event}]
  let drawnSeq = -1;    // the last seq whose events the module was given
  let skew = 0;         // Date.now() - server now_ms
  let clockTimer = null;
  let closed = false;
  let inviteOpen = false;

  const listener = (msg) => {
    if (msg.type === 'events') {
      for (let s = msg.after + 1; s <= msg.seq; s++) events.delete(s);
      for (const e of msg.events) {
        if (!events.has(e.seq)) events.set(e.seq, []);
        events.get(e.seq).push(e);
      }
    } else if (msg.type === 'state') {
      if (msg.info) info = msg.info;
      state = msg;
      if (msg.clock) skew = Date.now() - msg.clock.now_ms;
      render();
    }
  };

  function allEvents() {
    return [...events.keys()].sort((a, b) => a - b).flatMap((s) => events.get(s));
  }

  function showError(e) {
    error.textContent = e && e.message ? e.message : String(e || '');
    if (e && e.code === 'stale') error.textContent = 'The position changed before your move arrived: choose again.';
  }

  function act(move) {
    if (!state) return Promise.reject(new Error('no state'));
    const id = typeof move === 'object' ? move.id : move;
    showError('');
    return net.request({ type: 'act', table: state.table, seq: state.seq, action: id })
      .catch((e) => { showError(e); throw e; });
  }

  function typed() {
    const text = notation.value.trim();
    if (!text || !state) return;
    showError('');
    net.request({ type: 'act', table: state.table, seq: state.seq, move: text })
      .then(() => { notation.value = ''; })
      .catch(showError);
  }

  function hint() {
    hintLine.textContent = 'Asking the hard bot…';
    return net.request({ type: 'hint', table: state.table }).then((m) => {
      hintLine.textContent = 'The hard bot would play: ' + m.action.notation
        + (m.chance ? ` · your chance of winning after it: ${Math.round(m.chance.win * 100)}% (${m.chance.playouts} games played out from what you can see)` : '');
      for (const b of movesList.querySelectorAll('button.move')) b.classList.toggle('hinted', b.dataset.notation === m.action.notation);
      if (drawn && drawn.hint) drawn.hint(m);   // the module may show it its own way
      return m;
    }, (e) => { hintLine.textContent = ''; showError(e); throw e; });
  }

  function ctxOf(events, fresh, namer) {
    return {
      state, view: state.view, info, you: state.you, legal: state.legal || [],
      events, fresh, act, hint, seatName: namer, replay: false,
    };
  }

  function render() {
    if (!mod) {
      mod = gameModule(state.game);
      loadCss(mod);
    }
    const namer = seatNamer(state, mod);
    const mine = state.you !== null && state.to_move.includes(state.you) && (state.legal || []).length > 0;
    root.dataset.game = state.game;
    root.dataset.seq = state.seq;
    if (state.over) root.dataset.over = '1'; else delete root.dataset.over;
    title.replaceChildren(state.name, ' ', h('small', {}, (mod ? mod.title : state.game) + ' · table ' + state.table + ' · move ' + state.seq));
    document.title = (mine ? '● ' : '') + state.name + ' · rink';

    // whose turn
    const before = turn.textContent;
    if (state.over) turn.textContent = resultText(state, namer);
    else if (mine) turn.textContent = 'Your move';
    else if (state.to_move.length) turn.textContent = 'Waiting for ' + state.to_move.map(namer).join(', ');
    else turn.textContent = '';
    turn.classList.toggle('yours', mine);
    if (turn.textContent !== before && mine) announce('Your move');

    renderTools();
    renderSeats(namer);
    renderMoves();

    const all = allEvents();
    const fresh = all.filter((e) => e.seq > drawnSeq);
    drawnSeq = state.seq;
    const ctx = ctxOf(all, drawn ? fresh : [], namer);
    try {
      if (!drawn && mod) drawn = mod.mount(board, ctx);
      else if (drawn) drawn.update(ctx);
    } catch (e) {
      console.warn('game drawing failed', e);   // the moves panel still plays
    }
    log.set(all);
    tickClocks();
  }

  function renderTools() {
    const items = [h('a', { href: '#/' }, '← Lobby')];
    if (state.invite) {
      const link = location.origin + location.pathname + '#/table/' + state.table + '?invite=' + state.invite;
      const field = h('input', { id: 'invite-link', readonly: true, value: link, 'aria-label': 'Invite link: send it to a friend', hidden: !inviteOpen });
      items.push(h('button', {
        type: 'button', id: 'invite', 'aria-expanded': String(inviteOpen),
        onclick: () => {
          inviteOpen = !inviteOpen;
          field.hidden = !inviteOpen;
          if (inviteOpen) { field.select(); navigator.clipboard?.writeText(link).catch(() => {}); }
        },
      }, 'Invite link'), field);
    }
    if (state.you !== null && !state.over) {
      items.push(h('button', { type: 'button', id: 'hint', disabled: !(state.legal || []).length, onclick: () => hint().catch(() => {}) }, 'Hint'));
      items.push(h('button', {
        type: 'button', id: 'resign',
        onclick: () => {
          if (window.confirm('Resign? A bot plays your seat to the end.')) net.request({ type: 'resign', table: state.table }).catch(showError);
        },
      }, 'Resign'));
    }
    if (state.over) items.push(h('a', { href: '#/replay/' + state.table, id: 'replay-link' }, 'Replay step by step'));
    tools.replaceChildren(...items);
  }

  function renderSeats(namer) {
    seatsEl.replaceChildren(...state.seats.map((s, i) => {
      const moving = state.to_move.includes(i);
      return h('li', {
        class: ['seat', moving ? 'to-move' : '', i === state.you ? 'you' : ''].join(' '),
        dataset: { seat: i },
        'aria-label': namer(i) + (moving ? ', to move' : '') + (i === state.you ? ', you' : ''),
      },
      h('span', { class: 'seat-mark', 'aria-hidden': 'true' }, moving ? '▶' : ''),
      h('span', { class: 'seat-name' }, namer(i)),
      s.kind === 'player' ? h('span', { class: 'online ' + (s.online ? 'on' : 'off'), title: s.online ? 'online' : 'away' }, s.online ? '●' : '○') : null,
      i === state.you ? h('span', { class: 'you-tag' }, 'you') : null,
      h('span', { class: 'clock', dataset: { seat: i } }),
      state.over && state.result ? h('span', { class: 'seat-result' }, state.result[i] === 1 ? 'won' : state.result[i] === 0 ? 'lost' : 'drew') : null);
    }));
  }

  function tickClocks() {
    if (clockTimer) clearInterval(clockTimer);
    clockTimer = null;
    if (!state || !state.clock || state.over) return;
    const c = state.clock;
    const show = () => {
      if (closed) return;
      const now = Date.now() - skew;
      for (const el of seatsEl.querySelectorAll('.clock')) {
        const i = Number(el.dataset.seat);
        const s = state.seats[i];
        if (s.kind !== 'player' || s.replaced || !state.to_move.includes(i)) { el.textContent = ''; continue; }
        const left = c.turn_ms[i] + c.move_s * 1000 + (s.bank_ms || 0) - now;
        el.textContent = '⏱ ' + duration(left);
        el.classList.toggle('low', left < 10000);
      }
    };
    show();
    clockTimer = setInterval(show, 1000);
  }

  function renderMoves() {
    const legal = state.legal || [];
    moves.hidden = state.you === null || state.over;
    filter.hidden = legal.length <= 12;
    hintLine.textContent = '';
    const q = filter.value.trim().toLowerCase();
    const shown = legal.filter((m) => !q || m.notation.toLowerCase().includes(q));
    const buttons = shown.slice(0, MOVES_SHOWN).map((m) => h('button', {
      type: 'button', class: 'move', dataset: { notation: m.notation, actionId: m.id, kind: m.kind },
      onclick: () => act(m).catch(() => {}),
    }, m.notation));
    if (shown.length > MOVES_SHOWN) buttons.push(h('p', { class: 'more' }, (shown.length - MOVES_SHOWN) + ' more: type to filter'));
    if (!legal.length && !moves.hidden) buttons.push(h('p', { class: 'muted' }, 'Nothing to do: waiting.'));
    movesList.replaceChildren(...buttons);
    datalist.replaceChildren(...legal.slice(0, 500).map((m) => h('option', { value: m.notation })));
  }
  filter.addEventListener('input', () => state && renderMoves());

  net.follow(id, how, listener).catch((e) => {
    if (how.type === 'sit' && (e.code === 'seat_taken' || e.code === 'over')) {
      how = { type: 'watch', invite: how.invite };
      net.follow(id, how, listener).catch((e2) => { turn.textContent = ''; showError(e2); });
    } else {
      turn.textContent = '';
      showError(e);
    }
  });

  return () => {
    closed = true;
    if (clockTimer) clearInterval(clockTimer);
    net.unfollow(id, listener);
    if (drawn) drawn.destroy();
  };
}
