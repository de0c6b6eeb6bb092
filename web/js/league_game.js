// league_game.js: your game in play in a league (on #/league/NAME): the
// game module's drawing of what your team's seat may see, your legal moves
// as buttons and notation typed at the keyboard, each sent as league_move.
// The league's bots answer on the server before the reply comes back, so
// the reply is your next position, or none once the game is over. The
// server sends this seat's view only (league_position); another team's
// hand never reaches this page.
import { h, announce } from './ui.js';
import { gameModule, loadCss } from './games.js';
import { seatNamer } from './table.js';

const MOVES_SHOWN = 60;

// A panel for team (from 1) of league name; onOver() when its game ends.
export function leagueGame(net, name, team, onOver) {
  const title = h('h3', {}, 'Your game');
  const turn = h('p', { id: 'league-turn', role: 'status' });
  const board = h('div', { class: 'board', id: 'board' });
  const error = h('p', { class: 'error', role: 'alert', id: 'league-game-error' });
  const movesList = h('div', { class: 'move-list' });
  const notation = h('input', { id: 'notation', autocomplete: 'off', placeholder: 'Type a move, Enter to play', 'aria-label': 'Type a move' });
  const moves = h('section', { class: 'moves', 'aria-label': 'Your moves' },
    h('h3', {}, 'Moves'), movesList,
    h('form', { class: 'notation-form', onsubmit: (e) => { e.preventDefault(); if (notation.value.trim()) send(notation.value.trim()); } },
      notation, h('button', { type: 'submit' }, 'Play')));
  const el = h('section', { class: 'league-game table', id: 'league-game', 'aria-label': 'Your game', hidden: true },
    h('header', { class: 'tablehead' }, title, turn), error,
    h('div', { class: 'table-body' }, board, h('div', { class: 'side' }, moves)));
  let mod = null;
  let drawn = null;
  let pos = null;
  let busy = false;

  function showError(e) { error.textContent = e && e.message ? e.message : String(e || ''); }

  function send(text) {
    if (busy) return Promise.reject(new Error('a move is on its way'));
    busy = true;
    showError('');
    return net.request({ type: 'league_move', name, team, move: text }).then((m) => {
      busy = false;
      notation.value = '';
      show(m.position);
    }, (e) => { busy = false; showError(e); throw e; });
  }

  function clear() {
    if (drawn) { try { drawn.destroy(); } catch (e) { console.warn(e); } }
    drawn = null;
    board.replaceChildren();
  }

  function show(p) {
    pos = p;
    if (!p) {
      const was = !el.hidden;
      el.hidden = true;
      clear();
      if (was) onOver();
      return;
    }
    el.hidden = false;
    if (!mod) { mod = gameModule(p.game); loadCss(mod); }
    const namer = seatNamer(p, mod);
    const legal = p.legal || [];
    const mine = p.you !== null && p.to_move.includes(p.you) && legal.length > 0;
    el.dataset.game = p.game;
    title.replaceChildren('Your game: ', p.seats.map((s) => s.team_name).join(' – '));
    turn.textContent = mine ? 'Your move' : 'Waiting for ' + p.to_move.map(namer).join(', ');
    turn.classList.toggle('yours', mine);
    if (mine) announce('Your move in ' + name);
    const buttons = legal.slice(0, MOVES_SHOWN).map((m) => h('button', {
      type: 'button', class: 'move', dataset: { notation: m.notation, kind: m.kind },
      onclick: () => send(m.notation).catch(() => {}),
    }, m.notation));
    if (legal.length > MOVES_SHOWN) buttons.push(h('p', { class: 'more' }, (legal.length - MOVES_SHOWN) + ' more: type one'));
    movesList.replaceChildren(...buttons);
    const ctx = {
      state: p, view: p.view, info: p.info, you: p.you, legal, events: [], fresh: [],
      act: (m) => send(typeof m === 'object' ? m.notation : String(m)),
      hint: () => Promise.reject(new Error('hints are given at tables, not in league games')),
      seatName: namer, replay: false,
    };
    try {
      if (!drawn && mod) drawn = mod.mount(board, ctx);
      else if (drawn) drawn.update(ctx);
    } catch (e) {
      console.warn('game drawing failed', e); // the moves still play
    }
  }

  function load() {
    return net.request({ type: 'league_position', name, team }).then((m) => show(m.position), showError);
  }

  return { el, load, show, destroy: clear, get position() { return pos; } };
}
