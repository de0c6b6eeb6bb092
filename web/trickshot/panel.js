// panel.js: what Trick Shot shows around the board: the score, the period
// and turn track, the stamina tokens, the dice (the roll waiting, the last
// roll, the face-off), the buttons of the moves that name no square, the
// penalty box, the Line and Arena cards, and the last plays in words.
import { h, svg } from '../js/ui.js';
import { diceRow, facesText, diceLegend } from './dice.js';
import { TEAM_WORDS, ROLE_WORDS } from './board.js';

const other = (t) => (t === 'red' ? 'blue' : 'red');

// A small team mark: Red's circle, Blue's square, with R or B on it.
export function teamMark(team) {
  const body = team === 'red'
    ? svg('circle', { cx: 10, cy: 10, r: 8.5, class: 'ts-body' })
    : svg('rect', { x: 2, y: 2, width: 16, height: 16, rx: 3, class: 'ts-body' });
  return svg('svg', { class: 'ts-mark ts-team-' + team, viewBox: '0 0 20 20', 'aria-hidden': 'true', focusable: 'false' },
    body, svg('text', { x: 10, y: 14, 'text-anchor': 'middle', class: 'ts-role' }, team === 'red' ? 'R' : 'B'));
}

export function teamName(team) {
  return h('span', { class: 'ts-teamname ts-team-' + team }, teamMark(team), ' ', TEAM_WORDS[team]);
}

export function seatsOf(info, team) {
  return (info && info.teams && info.teams[team] && info.teams[team].seats) || [];
}

export function scoreboard(ctx, my) {
  const v = ctx.view;
  const who = (team) => seatsOf(ctx.info, team).map((s) => ctx.seatName(s).replace(/^(Red|Blue)( \d)?(: |$)/, ''))
    .filter((x) => x && x !== '?').join(' & ');
  const side = (team) => h('div', { class: 'ts-side ts-team-' + team + (v.acting_team === team && v.phase !== 'over' ? ' ts-acting' : '') },
    teamName(team), my === team ? h('span', { class: 'ts-you' }, 'you') : null,
    h('span', { class: 'ts-who muted' }, who(team)),
    stamina(team, v.stamina[team === 'red' ? 0 : 1]));
  const periods = ctx.info.rules.periods;
  let when;
  if (v.overtime || v.period > periods) when = 'Overtime: sudden death';
  else when = periods > 1 ? 'Period ' + v.period + ' of ' + periods : 'Friendly match';
  return h('div', { class: 'ts-scoreboard', role: 'group', 'aria-label': 'Score: Red ' + v.score[0] + ', Blue ' + v.score[1] },
    side('red'),
    h('div', { class: 'ts-score' },
      h('span', { class: 'ts-goals', 'data-team': 'red' }, String(v.score[0])),
      h('span', { 'aria-hidden': 'true' }, ':'),
      h('span', { class: 'ts-goals', 'data-team': 'blue' }, String(v.score[1])),
      h('small', { class: 'ts-when' }, when)),
    side('blue'));
}

// Three tokens: ready (filled) or exhausted (hollow, struck through).
function stamina(team, ready) {
  const tokens = [0, 1, 2].map((i) => {
    const on = i < ready;
    return svg('svg', { class: 'ts-token ts-team-' + team + (on ? ' ts-ready' : ' ts-spent'), viewBox: '0 0 20 20', 'aria-hidden': 'true', focusable: 'false' },
      team === 'red' ? svg('circle', { cx: 10, cy: 10, r: 7.5, class: 'ts-body' }) : svg('rect', { x: 3, y: 3, width: 14, height: 14, rx: 2, class: 'ts-body' }),
      on ? null : svg('line', { x1: 4, y1: 16, x2: 16, y2: 4, class: 'ts-strike' }));
  });
  return h('span', { class: 'ts-stamina', role: 'img', 'data-stamina': ready, 'aria-label': TEAM_WORDS[team] + ' stamina: ' + ready + ' of 3 ready' },
    h('span', { class: 'ts-stamina-label' }, 'Stamina'), tokens);
}

// The turn track: one space per turn, the marker on the current one.
export function turnTrack(v) {
  const n = v.period_len || 10;
  const label = (i) => (n === 10 ? String(20 - 2 * i) + ':00' : String(i + 1));
  return h('ol', { class: 'ts-track', 'aria-label': 'Turn track: space ' + v.space + ' of ' + n },
    Array.from({ length: n }, (_, i) => h('li', {
      class: i + 1 === v.space ? 'ts-now' : i + 1 < v.space ? 'ts-past' : '',
      'aria-current': i + 1 === v.space ? 'step' : null,
    }, label(i))));
}

// redAttacks: the arrow of Red's attack on the screen now (Blue's is the opposite)
export function legend(my, redAttacks) {
  const back = { '↑': '↓', '↓': '↑', '→': '←', '←': '→' };
  return h('p', { class: 'ts-legend' },
    h('span', { class: 'ts-legend-item' }, teamMark('red'), ' Red: orange circles, attack ', redAttacks),
    h('span', { class: 'ts-legend-item' }, teamMark('blue'), ' Blue: blue squares, attack ', back[redAttacks]),
    my ? h('span', { class: 'ts-legend-item' }, h('strong', {}, 'You play ' + TEAM_WORDS[my])) : h('span', { class: 'ts-legend-item muted' }, 'You are watching'),
    h('span', { class: 'ts-legend-item ts-wrap muted' }, 'Targets: ● move, P pass, S shot, K poke, H hit, R reaction'));
}

export function actionWords(p, view) {
  if (!p) return '';
  const who = TEAM_WORDS[p.piece.team] + ' ' + p.piece.role;
  let s;
  if (p.action === 'move') s = who + ' moves to ' + p.to;
  else if (p.action === 'pass') s = who + ' passes to ' + p.to;
  else if (p.action === 'shoot') s = who + ' shoots at the net';
  else if (p.action === 'poke') s = who + ' pokes at the puck on ' + p.to;
  else if (p.action === 'hit') s = who + ' hits on ' + p.to + (p.push ? ', pushing to ' + p.push : '');
  else s = who + ': ' + p.action + ' ' + (p.to || '');
  if (p.extra_dice) s += ' (+' + p.extra_dice + ' dice)';
  if (p.free) s += ' (free: no dice)';
  void view;
  return s;
}

function lastOf(events, type, stopAt) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i].event;
    if (stopAt && stopAt.includes(e.type)) return null;
    if (e.type === type) return events[i];
  }
  return null;
}

// The dice: the roll waiting for a decision, else the last roll of the turn
// (or the face-off); fresh rolls tumble.
export function diceTray(ctx, my) {
  const v = ctx.view;
  const out = h('section', { class: 'ts-tray', 'aria-label': 'Dice' });
  const freshRoll = [...ctx.fresh].reverse().find((e) => e.event.type === 'roll');
  const freshFace = [...ctx.fresh].reverse().find((e) => e.event.type === 'faceoff');
  out.append(h('h3', {}, 'Dice ', h('small', { class: 'muted ts-pool', 'data-pool': v.pool }, 'pool: ' + v.pool + (v.pool === 1 ? ' die' : ' dice'))), diceLegend());
  if (v.pending) out.append(h('p', { class: 'ts-pending' }, actionWords(v.pending, v)));
  if (v.dice && v.dice.length) {
    const fresh = freshRoll && sameDice(freshRoll.event.dice, v.dice) ? freshRoll.event.rolled : 0;
    out.append(h('div', { class: 'ts-roll ts-live', 'data-roll': v.dice.join(' ') },
      diceRow(v.dice, { fresh, label: (TEAM_WORDS[v.acting_team]) + '\'s roll: ' + facesText(v.dice) }),
      h('span', { class: 'ts-roll-words' }, facesText(v.dice))));
    out.append(h('p', { class: 'ts-consequence' }, consequence(v, my)));
    return out;
  }
  // no roll waiting: the latest dice of this turn, else the face-off
  const roll = lastOf(ctx.events, 'roll', ['turn', 'faceoff']);
  if (roll) {
    const e = roll.event;
    const fresh = freshRoll === roll ? e.rolled : 0;
    out.append(h('div', { class: 'ts-roll ts-last', 'data-roll': e.dice.join(' ') },
      h('span', { class: 'ts-roll-title' }, 'Last roll, ' + TEAM_WORDS[e.team] + ':'),
      diceRow(e.dice, { fresh, label: 'Last roll of ' + TEAM_WORDS[e.team] + ': ' + facesText(e.dice) }),
      h('span', { class: 'ts-roll-words' }, e.faces.fail ? 'failed (' + facesText(e.dice) + ')' : facesText(e.dice))));
    return out;
  }
  const fo = freshFace ? freshFace.event : null;
  const f = fo ? { winner: fo.winner, red: fo.red.dice, blue: fo.blue.dice } : v.faceoff;
  if (f && f.red) {
    out.append(h('div', { class: 'ts-roll ts-faceoff' },
      h('span', { class: 'ts-roll-title' }, fo ? 'Face-off:' : 'Last face-off:'),
      ['red', 'blue'].map((t) => h('span', { class: 'ts-fo-side' }, teamMark(t),
        diceRow(f[t], { fresh: fo ? 3 : 0, label: TEAM_WORDS[t] + ' rolls ' + facesText(f[t]) }))),
      h('span', { class: 'ts-roll-words' }, f.winner ? TEAM_WORDS[f.winner] + ' wins the face-off' : '')));
  } else {
    out.append(h('p', { class: 'muted' }, 'No dice rolled yet this turn.'));
  }
  return out;
}

function sameDice(a, b) {
  return a && b && a.length === b.length && a.every((x, i) => x === b[i]);
}

function consequence(v, my) {
  const n = { fail: 0, reaction: 0, bounce: 0, blank: 0 };
  for (const d of v.dice) n[d]++;
  const parts = [];
  parts.push(n.fail ? 'A Fail: the action fails and the turn ends' : 'No Fail: the action succeeds');
  if (n.reaction) parts.push(TEAM_WORDS[other(v.acting_team)] + ' may then react');
  if (v.phase === 'reaction') {
    return (my === other(v.acting_team) ? 'You may' : TEAM_WORDS[other(v.acting_team)] + ' may')
      + ' now move one player one square (a reaction), or not.';
  }
  if (v.phase === 'reroll') parts.push('re-rolling picks up every die with a symbol and keeps the Blanks');
  return parts.join('; ') + '.';
}

function moveLabel(m) {
  switch (m.kind) {
    case 'reroll': return 'Re-roll ' + m.dice + (m.dice === 1 ? ' die' : ' dice') + (m.free ? ' (free)' : ' (spend 1 stamina)');
    case 'keep': return 'Keep the dice';
    case 'no_react': return 'No reaction';
    case 'change': {
      let s = 'Line change';
      if (m.line_card) s += ': play ' + m.line_card.number + ' ' + m.line_card.name;
      if (m.pull) s += ', pull the goalie (spare Center to ' + m.pull + ')';
      return s;
    }
    case 'line': return 'Play ' + m.line_card.number + ' ' + m.line_card.name + ' face down';
    default: return m.notation;
  }
}

// The buttons of the legal moves that name no square.
export function actionButtons(moves, info, onAct, view) {
  if (!moves.length) return null;
  const btn = (m, text, cls = '') => h('button', {
    type: 'button', class: 'ts-act ts-act-' + m.kind + cls, dataset: { actionId: m.id, kind: m.kind, key: 'act-' + m.id },
    'aria-label': moveLabel(m), onclick: () => onAct(m),
  }, text);
  const of = (k) => moves.filter((m) => m.kind === k);
  const changes = of('change');
  const plainChange = changes.filter((m) => !m.pull);
  const pulls = changes.filter((m) => m.pull);
  const lines = of('line');
  const cardName = (m) => m.line_card.number + ' ' + m.line_card.name;
  // the roll to decide on, small, beside its buttons
  const roll = view && view.dice && view.dice.length && (of('keep').length || of('no_react').length)
    ? h('span', { class: 'ts-group ts-barroll' }, diceRow(view.dice, { label: 'The roll: ' + facesText(view.dice) }), h('span', { class: 'ts-group-label' }, facesText(view.dice)))
    : null;
  return h('div', { class: 'ts-actions', role: 'group', 'aria-label': 'Moves without a square' },
    roll,
    of('keep').map((m) => btn(m, moveLabel(m))),
    of('reroll').map((m) => btn(m, moveLabel(m))),
    of('no_react').map((m) => btn(m, moveLabel(m))),
    moves.filter((m) => !['keep', 'reroll', 'no_react', 'change', 'line'].includes(m.kind)).map((m) => btn(m, m.notation)),
    plainChange.length === 1 && !plainChange[0].line_card ? btn(plainChange[0], 'Line change (ends the turn)') : null,
    plainChange.some((m) => m.line_card) ? h('span', { class: 'ts-group' }, h('span', { class: 'ts-group-label' }, 'Line change, playing:'),
      plainChange.map((m) => btn(m, cardName(m), ' ts-small'))) : null,
    pulls.length ? h('span', { class: 'ts-group' }, h('span', { class: 'ts-group-label' }, 'Line change and pull the goalie:'),
      pulls.map((m) => btn(m, (m.line_card ? cardName(m) + ', ' : '') + 'spare to ' + m.pull, ' ts-small'))) : null,
    lines.length ? h('div', { class: 'ts-cardrow' }, lines.map((m) => lineCard(info, m.team || null, m.line_card, {
      button: true, onclick: () => onAct(m), actionId: m.id, label: moveLabel(m),
    }))) : null);
}

function cardFacts(info, number) {
  for (const t of ['red', 'blue']) {
    const c = info.teams && info.teams[t] && (info.teams[t].line_cards || []).find((x) => x.number === number);
    if (c) return { ...c, team: t };
  }
  return null;
}

// A Line card, face up (a <div>, or a <button> that plays a move).
export function lineCard(info, team, card, opt = {}) {
  const facts = cardFacts(info, card.number) || card;
  const t = team || facts.team || 'red';
  const words = 'Line card ' + card.number + ': ' + card.name + (facts.text ? '. ' + facts.text : '');
  const kids = [h('span', { class: 'ts-card-num' }, String(card.number)), h('strong', { class: 'ts-card-name' }, card.name),
    facts.text ? h('small', { class: 'ts-card-text' }, facts.text) : null];
  if (opt.button) {
    return h('button', { type: 'button', class: 'ts-card ts-team-' + t, dataset: { card: card.number, actionId: opt.actionId, key: 'act-' + opt.actionId }, 'aria-label': opt.label + '. ' + (facts.text || ''), onclick: opt.onclick }, kids);
  }
  return h('div', { class: 'ts-card ts-team-' + t + (opt.active ? ' ts-active' : ''), dataset: { card: card.number }, role: 'img', 'aria-label': (opt.active ? 'Active ' : '') + words }, kids);
}

function cardBack(team, i) {
  return h('div', { class: 'ts-card ts-back ts-team-' + team, role: 'img', 'aria-label': 'a Line card, face down', dataset: { back: i } }, h('span', { 'aria-hidden': 'true' }, '★'));
}

// Line and Arena cards (advanced rules with lines=1): each team's Arena,
// its active Line card, its hand (yours face up, the other's face down).
export function cardsSection(ctx, my) {
  const info = ctx.info;
  if (!info.rules.lines) return null;
  const v = ctx.view;
  const col = (team) => {
    const t = info.teams[team] || {};
    const vt = (v.teams && v.teams[team]) || {};
    const arena = t.arena;
    const chosen = v.phase === 'lines' ? (vt.line_chosen ? 'chosen face down' : 'choosing…') : null;
    let myPick = null;
    if (team === my && v.phase === 'lines' && vt.line_chosen) {
      const e = lastOf(ctx.events, 'line_pick', ['line_show']);
      if (e && e.event.line_card) myPick = e.event.line_card;
    }
    const hand = vt.hand
      ? vt.hand.map((c) => lineCard(info, team, c))
      : Array.from({ length: vt.hand_size || 0 }, (_, i) => cardBack(team, i));
    return h('div', { class: 'ts-cardcol ts-team-' + team },
      h('h4', {}, teamName(team)),
      arena ? h('p', { class: 'ts-arena', 'data-arena': arena.number },
        h('strong', {}, 'Arena ' + arena.number + ': ' + arena.name), arena.home ? h('span', { class: 'tag' }, 'home: its rule is in force') : null,
        h('br'), h('small', {}, arena.text)) : null,
      h('div', { class: 'ts-active-line' }, h('span', { class: 'muted' }, 'Line card in play: '),
        vt.line_card ? lineCard(info, team, vt.line_card, { active: true }) : h('span', {}, chosen || 'none')),
      myPick ? h('div', { class: 'ts-mypick' }, h('span', { class: 'muted' }, 'You chose, face down: '), lineCard(info, team, myPick)) : null,
      h('div', { class: 'ts-hand' }, h('span', { class: 'muted' }, 'In hand (' + (vt.hand ? vt.hand.length : vt.hand_size || 0) + '): '), hand));
  };
  return h('section', { class: 'ts-cards', 'aria-label': 'Line and Arena cards' }, h('h3', {}, 'Line and Arena cards'),
    h('div', { class: 'ts-cardcols' }, col('red'), col('blue')));
}

export function penaltyBox(v) {
  const boxed = v.pieces.filter((p) => p.where === 'box');
  if (!boxed.length) return null;
  return h('p', { class: 'ts-boxlist' }, h('strong', {}, 'Penalty box: '),
    boxed.map((p, i) => h('span', { class: 'ts-boxed', dataset: { piece: p.id } }, i ? '; ' : '', teamMark(p.team), ' ',
      TEAM_WORDS[p.team] + ' ' + p.role + ' (' + ROLE_WORDS[p.role] + ')',
      p.returns_space ? ', back at space ' + p.returns_space + (p.returns_period && p.returns_period !== v.period ? ' of period ' + p.returns_period : '') : '')));
}

// The last plays in words (the fresh events, else the latest few).
export function ticker(events, fresh) {
  const list = (fresh.length ? fresh : events).filter((e) => !['roll', 'stamina', 'turn'].includes(e.event.type)).slice(-4);
  if (!list.length) return h('ul', { class: 'ts-ticker', 'aria-label': 'Last plays' });
  return h('ul', { class: 'ts-ticker', 'aria-label': 'Last plays' },
    list.map((e) => h('li', { class: 'ts-ev-' + e.event.type }, e.event.text)));
}

