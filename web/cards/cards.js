// cards.js: cards drawn as cards, shared by Slapshot and Power Play.
// A card is an element: its type by colour AND a letter (F, D, G), its
// value, its name, the bruiser's cross, the special player's star (with its
// ability in a tooltip and in the aria-label), marks for a card others have
// seen or that is injured; face-down cards; fanned hands; the decks.
// Card colours are the printed ones, set per game by a class on an ancestor
// (cards.css: .cards-ss, .cards-pp); the letter is always there too.
import { h } from '../js/ui.js';

export const TYPES = ['forward', 'defense', 'goalie'];
export const LETTER = { forward: 'F', defense: 'D', goalie: 'G' };
const PLURAL = { forward: 'forwards', defense: 'defense', goalie: 'goalies' };

// Power Play's special players (info.cards[].special), in words.
export const SPECIAL = {
  hydra: 'Special player: worth his place in the game (1 when played first, 2 second, and so on; 7 first in sudden death)',
  jolly_judge: 'Special player: when his team ends a game tied, his manager may claim the win instead of sudden death',
  rosalinde: 'Special player: whoever takes him in a trade must give back his own highest card of that type',
  rumpelstockchen: 'Special player: when he is played, the other side takes its card back and plays its highest one instead',
  sitting_bully: 'Special player: his manager may turn the top card of a pile and add its value to his',
  willy_winzig: 'Special player: always scores against a goalie',
};
const BRUISER = 'Bruiser: injures the card he meets';
const TINY = 'Scores on every goalie';

export function typeWord(type, n = 1) { return n === 1 ? type : PLURAL[type] || type; }

// 0.5 -> "½", 7 -> "7"
export function valueText(v) {
  if (v === null || v === undefined) return '?';
  const whole = Math.floor(v);
  if (v - whole === 0.5) return (whole ? String(whole) : '') + '½';
  return String(v);
}

function valueWords(v) {
  if (v === 0.5) return 'one half';
  if (v - Math.floor(v) === 0.5) return Math.floor(v) + ' and a half';
  return String(v);
}

const byInfo = new WeakMap();
// A card the info's list names (every card of the game's deck or roster).
export function cardOf(c, name) {
  const info = c.info;
  if (info && info.cards && !byInfo.has(info)) byInfo.set(info, new Map(info.cards.map((x) => [x.name, x])));
  const m = info ? byInfo.get(info) : null;
  return (m && m.get(name)) || { name, type: 'forward', value: null, bruiser: false };
}

export function isSpecial(c) { return !!(c && c.special && c.special !== 'none'); }

// The card in words: "Superstar, forward 10, bruiser, special player: ..."
export function cardWords(c) {
  const parts = [c.name + ', ' + c.type + ' ' + valueWords(c.value)];
  if (c.bruiser) parts.push('bruiser');
  if (c.tiny_tim) parts.push('scores on every goalie');
  if (isSpecial(c)) parts.push(SPECIAL[c.special] ? SPECIAL[c.special].toLowerCase() : 'special player');
  if (c.injured) parts.push('injured');
  if (c.known) parts.push('seen by the other managers');
  return parts.join(', ');
}

// A card face up. c: {name, type, value, bruiser, tiny_tim?, special?,
// injured?, known?}. opts: as ('div' or 'button'), label (aria-label,
// default cardWords), onclick, actionId, key (data-key, for focus), cls,
// small, pressed (a toggle), disabled, title, shown (the value shown when
// it differs from the printed one, e.g. Hydra's place).
export function cardFace(c, opts = {}) {
  const as = opts.as || (opts.onclick ? 'button' : 'div');
  const cls = ['card', 't-' + c.type];
  if (c.bruiser) cls.push('bruiser');
  if (isSpecial(c)) cls.push('special');
  if (c.tiny_tim) cls.push('tiny');
  if (c.injured) cls.push('injured');
  if (opts.small) cls.push('small');
  const longest = Math.max(...String(c.name).split(/[\s-]+/).map((w) => w.length));
  const k = opts.small ? 1 : 0;   // small cards shrink a name sooner
  if (longest >= 12 - k) cls.push('name-xl'); else if (longest >= 9 - k) cls.push('name-l');
  if (opts.cls) cls.push(opts.cls);
  const label = opts.label || cardWords(c);
  const marks = [];
  if (c.bruiser) marks.push(h('span', { class: 'c-mark c-cross', title: BRUISER, 'aria-hidden': 'true' }, '✚'));
  if (isSpecial(c)) marks.push(h('span', { class: 'c-mark c-star', title: SPECIAL[c.special] || 'Special player', 'aria-hidden': 'true' }, '★'));
  if (c.tiny_tim) marks.push(h('span', { class: 'c-mark c-tiny', title: TINY, 'aria-hidden': 'true' }, '◆'));
  const shown = opts.shown !== undefined && opts.shown !== c.value ? opts.shown : null;
  const attrs = {
    class: cls.join(' '),
    dataset: { card: c.name, type: c.type },
    'aria-label': label,
    title: opts.title || label,
  };
  if (as === 'button') {
    attrs.type = 'button';
    attrs.onclick = opts.onclick;
    if (opts.disabled) attrs.disabled = true;
    if (opts.pressed !== undefined) attrs['aria-pressed'] = opts.pressed ? 'true' : 'false';
  } else if (!opts.plain) {
    attrs.role = 'img';
  }
  if (opts.actionId !== undefined && opts.actionId !== null) attrs.dataset.actionId = opts.actionId;
  if (opts.key) attrs.dataset.key = opts.key;
  return h(as, attrs,
    h('span', { class: 'c-corner', 'aria-hidden': 'true' },
      h('span', { class: 'c-letter' }, LETTER[c.type] || '?'),
      h('span', { class: 'c-value' }, valueText(c.value))),
    h('span', { class: 'c-name', 'aria-hidden': 'true' }, c.name),
    h('span', { class: 'c-type', 'aria-hidden': 'true' }, c.type),
    shown !== null ? h('span', { class: 'c-shown', 'aria-hidden': 'true' }, '= ' + valueText(shown)) : null,
    marks.length ? h('span', { class: 'c-marks' }, marks) : null,
    c.injured ? h('span', { class: 'c-flag c-hurt', 'aria-hidden': 'true' }, 'injured') : null,
    c.known && !c.injured ? h('span', { class: 'c-flag c-seen', 'aria-hidden': 'true', title: 'Seen by the other managers' }, '◉') : null);
}

// A card face down: a button when it plays a move (opts.onclick).
export function cardBack(opts = {}) {
  const as = opts.onclick ? 'button' : 'div';
  const attrs = {
    class: 'card back' + (opts.small ? ' small' : '') + (opts.cls ? ' ' + opts.cls : ''),
    'aria-label': opts.label || 'a face-down card',
    title: opts.title || opts.label || 'a face-down card',
    dataset: {},
  };
  if (opts.type) { attrs.class += ' t-' + opts.type; attrs.dataset.type = opts.type; }
  if (as === 'button') { attrs.type = 'button'; attrs.onclick = opts.onclick; } else attrs.role = 'img';
  if (opts.actionId !== undefined && opts.actionId !== null) attrs.dataset.actionId = opts.actionId;
  if (opts.key) attrs.dataset.key = opts.key;
  return h(as, attrs, h('span', { class: 'c-back', 'aria-hidden': 'true' }, opts.type ? LETTER[opts.type] : ''));
}

// A fanned hand: the cards overlap and turn a little, as held.
// Manager m's n face-down cards (his fan), each a button that trades for
// it where the legal moves offer that trade; `noun` names them in words.
export function tradeBacks(c, m, n, noun) {
  const trades = c.legal.filter((x) => x.kind === 'trade' && x.manager === m);
  const backs = [];
  for (let i = 0; i < n; i++) {
    const t = trades.find((x) => x.position === i + 1);
    backs.push(cardBack({
      small: true,
      onclick: t ? () => c.act(t).catch(() => {}) : undefined,
      actionId: t ? t.id : undefined,
      key: 'trade-' + m + '-' + (i + 1),
      label: t ? 'Trade: take manager ' + m + '\'s face-down card ' + (i + 1) + ' of ' + n
        : 'Manager ' + m + '\'s ' + noun + ' ' + (i + 1) + ', face down',
    }));
  }
  return backs;
}

export function fan(cards, opts = {}) {
  const n = cards.length;
  cards.forEach((el, i) => {
    const turn = n > 1 ? (i - (n - 1) / 2) * (opts.spread ?? 5) : 0;
    el.style.setProperty('--turn', turn + 'deg');
    el.style.setProperty('--lift', Math.abs(turn) / 3 + 'px');
  });
  return h('div', { class: 'fan' + (opts.cls ? ' ' + opts.cls : ''), role: 'group', 'aria-label': opts.label || n + ' cards' }, cards);
}

// A row of cards that wraps (a team laid out on the table).
export function row(cards, opts = {}) {
  return h('div', { class: 'card-row' + (opts.cls ? ' ' + opts.cls : ''), role: 'group', 'aria-label': opts.label || undefined }, cards);
}

// A deck (pile) of one type with its count; a button when it plays a move.
export function deck(type, count, opts = {}) {
  const as = opts.onclick ? 'button' : 'div';
  const label = opts.label || ('The ' + type + ' deck: ' + count + ' card' + (count === 1 ? '' : 's') + ' left');
  const attrs = { class: 'deck t-' + type + (count ? '' : ' empty'), 'aria-label': label, title: label, dataset: { deck: type } };
  if (as === 'button') { attrs.type = 'button'; attrs.onclick = opts.onclick; } else attrs.role = 'img';
  if (opts.actionId !== undefined && opts.actionId !== null) attrs.dataset.actionId = opts.actionId;
  if (opts.key) attrs.dataset.key = opts.key;
  if (opts.hinted) attrs.class += ' hinted';
  return h(as, attrs,
    h('span', { class: 'deck-stack', 'aria-hidden': 'true' },
      h('span', { class: 'c-letter' }, LETTER[type]), h('span', { class: 'deck-count' }, String(count))),
    h('span', { class: 'deck-name', 'aria-hidden': 'true' }, opts.caption || typeWord(type, 2)));
}

// "3 F · 2 D · 1 G"
export function byTypeText(bt) {
  if (!bt) return '';
  return TYPES.map((t) => (bt[t] || 0) + ' ' + LETTER[t]).join(' · ');
}

// el.replaceChildren, skipping null/false and flattening arrays.
export function put(el, ...kids) {
  const out = [];
  const walk = (k) => {
    if (k === null || k === undefined || k === false) return;
    if (Array.isArray(k)) k.forEach(walk);
    else out.push(k);
  };
  kids.forEach(walk);
  el.replaceChildren(...out);
  return el;
}

// Redraws inside root, then gives the focus back to the control that had it
// (matched by data-key), so that a keyboard user keeps his place.
// When that control is gone (its move was played), the focus goes to
// `fallback` (what to do now), not to the top of the page.
export function keepFocus(root, draw, fallback) {
  const a = document.activeElement;
  const inside = a && root.contains(a);
  const key = inside && a.dataset ? a.dataset.key : null;
  draw();
  if (!inside || root.contains(document.activeElement)) return;
  const el = key ? [...root.querySelectorAll('[data-key]')].find((e) => e.dataset.key === key) : null;
  if (el && !el.disabled) el.focus({ preventScroll: true });
  if (fallback && document.activeElement !== el) fallback.focus({ preventScroll: true });
}

// The legal moves of a kind, and the one matching fields.
export function movesOf(legal, kind) { return (legal || []).filter((m) => m.kind === kind); }
export function findMove(legal, kind, fields) {
  return (legal || []).find((m) => m.kind === kind && Object.entries(fields).every(([k, v]) => m[k] === v)) || null;
}

// A button that plays one legal move (data-action-id), or null without one.
export function moveButton(ctx, move, text, opts = {}) {
  if (!move) return null;
  return h('button', {
    type: 'button', class: 'act' + (opts.cls ? ' ' + opts.cls : ''),
    dataset: { actionId: move.id, key: opts.key || 'm' + move.id, kind: move.kind },
    'aria-label': opts.label || undefined, title: opts.title || undefined,
    onclick: () => ctx.act(move).catch(() => {}),
  }, text);
}

export function prefersLessMotion() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
