// board.js: the action card on the table and the rink with the puck.
// The rink is drawn from the home team's side: home defends the left net
// (its D zone), attacks the right one; `home_zone` of the view says where
// the puck is in those terms.
import { h, svg } from '../js/ui.js';
import { teamName } from './teams.js';
import { sideOf, SIDES, LETTERS, zoneWords, entryWords, teamChip } from './fmt.js';

// x ranges of the three zones, home's D (left) to home's A (right)
const ZONES = { D: [14, 214], M: [214, 386], A: [386, 586] };
const W = 600;
const HGT = 250;   // the rink; the zone names go under it
const VIEW_H = 276;

// ---------------------------------------------------------------- the card

// The card last read: its number and its three zone entries, the entry
// read marked. last: the latest `entry` event (team, zone, entry, read).
export function drawCard(card, last) {
  if (!card) {
    return h('div', { class: 'ad-card ad-card-none', role: 'img', 'aria-label': 'No card read yet this period' },
      h('span', { class: 'ad-card-back', 'aria-hidden': 'true' }, 'Action deck'));
  }
  const readZone = last && last.card === card.number ? last.zone : null;
  const rows = ['A', 'M', 'D'].map((z) => {
    const e = card.entries ? card.entries[z] : '';
    const read = z === readZone;
    return h('li', { class: 'ad-entry' + (read ? ' ad-read' : ''), dataset: { zone: z, entry: e || '' } },
      h('span', { class: 'ad-zone-letter' }, z),
      h('span', { class: 'ad-entry-code' }, e || '—'),
      h('span', { class: 'ad-entry-words' }, entryWords(e)),
      read ? h('span', { class: 'ad-read-mark', 'aria-hidden': 'true' }, '◀') : null);
  });
  const words = 'Action card ' + card.number + ': ' + ['A', 'M', 'D']
    .map((z) => z + ' ' + (card.entries ? card.entries[z] : '') + ' (' + entryWords(card.entries ? card.entries[z] : '') + ')').join(', ')
    + (readZone ? '. Read for ' + last.team + ' in its ' + zoneWords(readZone) + ' zone: ' + entryWords(last.entry) : '');
  return h('div', { class: 'ad-card', role: 'img', 'aria-label': words, dataset: { card: card.number } },
    h('div', { class: 'ad-card-number', 'aria-hidden': 'true' }, String(card.number)),
    h('ol', { class: 'ad-entries', 'aria-hidden': 'true' }, rows));
}

// The cards read for zone entries this period, newest first (public: the
// events say them), as a small discard pile.
export function drawPile(entries) {
  const last = entries.slice(-8).reverse();
  return h('div', { class: 'ad-pile' },
    h('span', { class: 'ad-pile-title' }, 'Cards read'),
    h('ol', { class: 'ad-pile-list', 'aria-label': 'The last cards read, newest first' },
      last.map((e) => h('li', { class: 'ad-mini', dataset: { card: e.card }, 'aria-label': 'card ' + e.card + ': ' + e.team + ' in its ' + e.zone + ' zone, ' + e.entry },
        h('b', {}, String(e.card)), h('small', {}, e.entry)))),
    last.length ? null : h('span', { class: 'muted' }, ' none yet'));
}

// ---------------------------------------------------------------- the rink

function zoneRect(z, side, id) {
  const [x0, x1] = ZONES[z];
  return svg('rect', {
    x: x0, y: 14, width: x1 - x0, height: HGT - 28, class: 'ad-zone-fill ad-fill-' + SIDES[side],
    'clip-path': 'url(#' + id + ')',
  });
}

function mark(side, x, y, r, extra = {}) {
  const cls = 'ad-token ad-' + SIDES[side];
  const shape = side === 0
    ? svg('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: 3, class: cls })
    : svg('circle', { cx: x, cy: y, r, class: cls });
  return svg('g', extra, shape,
    svg('text', { x, y: y + r * 0.42, 'text-anchor': 'middle', class: 'ad-token-text', 'font-size': r * 1.2 }, LETTERS[side]));
}

let clipSeq = 0;

// The rink: zones, lines, nets; the puck's zone filled in the colour of the
// team that has it, with its mark and an arrow to the net it attacks; each
// goalie in his net or "empty net"; a face-off to come marked on its dot.
export function drawRink(view) {
  const id = 'ad-clip-' + (++clipSeq);
  const hs = sideOf(view, view.possession);
  const live = !view.faceoff_next && hs >= 0 && view.home_zone && view.period <= 4;
  const parts = [];
  parts.push(svg('defs', {}, svg('clipPath', { id },
    svg('rect', { x: 14, y: 14, width: W - 28, height: HGT - 28, rx: 70 }))));
  parts.push(svg('rect', { x: 14, y: 14, width: W - 28, height: HGT - 28, rx: 70, class: 'ad-ice' }));
  if (live) parts.push(zoneRect(view.home_zone, hs, id));
  // lines: goal lines, blue lines, the red centre line
  parts.push(svg('line', { x1: 46, y1: 22, x2: 46, y2: HGT - 22, class: 'ad-goal-line' }));
  parts.push(svg('line', { x1: W - 46, y1: 22, x2: W - 46, y2: HGT - 22, class: 'ad-goal-line' }));
  parts.push(svg('rect', { x: 210, y: 14, width: 8, height: HGT - 28, class: 'ad-blue-line' }));
  parts.push(svg('rect', { x: 382, y: 14, width: 8, height: HGT - 28, class: 'ad-blue-line' }));
  parts.push(svg('line', { x1: 300, y1: 14, x2: 300, y2: HGT - 14, class: 'ad-red-line' }));
  parts.push(svg('circle', { cx: 300, cy: 125, r: 34, class: 'ad-circle' }));
  for (const x of [110, 490]) for (const y of [70, 180]) parts.push(svg('circle', { cx: x, cy: y, r: 26, class: 'ad-circle' }));
  parts.push(svg('rect', { x: 14, y: 14, width: W - 28, height: HGT - 28, rx: 70, class: 'ad-boards' }));
  // the nets and who is in them: home's on the left
  for (const side of [0, 1]) {
    const x = side === 0 ? 46 : W - 46;
    const dx = side === 0 ? -14 : 0;
    parts.push(svg('rect', { x: x + dx, y: 110, width: 14, height: 30, class: 'ad-net' }));
    const pulled = view.pulled && view.pulled[side];
    const gx = side === 0 ? x + 16 : x - 16;
    if (pulled) {
      parts.push(svg('text', { x: gx + (side === 0 ? 2 : -2), y: 100, 'text-anchor': side === 0 ? 'start' : 'end', class: 'ad-en' }, 'EMPTY NET'));
    } else {
      parts.push(mark(side, gx, 125, 9, { class: 'ad-goalie' }));
    }
  }
  // zone names along the bottom, from both sides
  const zl = (z, text, x) => svg('text', { x, y: VIEW_H - 6, 'text-anchor': 'middle', class: 'ad-zone-label', dataset: { zone: z } }, text);
  parts.push(zl('D', view.home + ' D · ' + view.away + ' A', 114));
  parts.push(zl('M', 'M', 300));
  parts.push(zl('A', view.home + ' A · ' + view.away + ' D', 486));
  // the puck
  if (live) {
    // the middle of the zone between its blue line and goal line
    const cx = { D: 132, M: 300, A: 468 }[view.home_zone];
    // home attacks to the right: [H] puck ->; the visitor to the left: <- puck (A)
    const dir = hs === 0 ? 1 : -1;
    parts.push(svg('g', { class: 'ad-puck-group' },
      mark(hs, cx - 26 * dir, 125, 16),
      svg('circle', { cx: cx + 10 * dir, cy: 125, r: 9, class: 'ad-puck' }),
      svg('path', { d: `M${cx + 26 * dir},125 l${20 * dir},0 m${-8 * dir},-8 l${8 * dir},8 l${-8 * dir},8`, class: 'ad-arrow' }),
      svg('text', { x: cx, y: 42, 'text-anchor': 'middle', class: 'ad-puck-label' }, view.possession + ' puck')));
  }
  if (view.faceoff_next && view.faceoff_zone && view.period <= 4) {
    const fx = { D: 110, M: 300, A: 490 }[view.faceoff_zone] || 300;
    parts.push(svg('g', { class: 'ad-faceoff' },
      svg('circle', { cx: fx, cy: 125, r: 12, class: 'ad-fo-dot' }),
      svg('text', { x: fx, y: 42, 'text-anchor': 'middle', class: 'ad-puck-label' }, 'Face-off')));
  }
  return svg('svg', {
    viewBox: `0 0 ${W} ${VIEW_H}`, class: 'ad-rink', role: 'img', 'aria-label': rinkWords(view),
    dataset: { possession: live ? view.possession : '', homeZone: live ? view.home_zone : '' },
  }, parts);
}

export function rinkWords(view) {
  const bits = [];
  if (view.period > 4) bits.push('The shoot-out.');
  else if (view.faceoff_next) {
    bits.push('A face-off comes next' + (view.faceoff_zone ? ' in the ' + zoneWords(view.faceoff_zone) + ' zone of ' + view.home + ' (home)' : '') + '.');
  } else if (view.possession) {
    bits.push(view.possession + ' (' + teamName(view.possession) + ') has the puck in its ' + zoneWords(view.zone) + ' zone'
      + (view.home_zone !== 'M' ? ', ' + (sideOf(view, view.possession) === 0 ? view.away : view.home) + '\'s ' + zoneWords(view.zone === 'A' ? 'D' : 'A') + ' zone' : '') + '.');
    if (view.shot_next) bits.push('A shot comes next.');
  }
  for (const side of [0, 1]) if (view.pulled && view.pulled[side]) bits.push((side ? view.away : view.home) + ' has pulled its goalie: empty net.');
  return 'Rink: ' + bits.join(' ');
}

// "BOS has the puck in its A" as a line of text under the rink
export function puckLine(view) {
  if (view.period > 4 || view.phase === 'over') return null;
  if (view.faceoff_next) {
    return h('p', { class: 'ad-puckline' }, 'Face-off next', view.faceoff_zone ? ' in ' + view.home + '\'s ' + zoneWords(view.faceoff_zone) + ' zone' : '', view.shot_next ? ' · a shot next' : '');
  }
  if (!view.possession) return null;
  return h('p', { class: 'ad-puckline' }, teamChip(view, view.possession), ' has the puck in its ',
    h('strong', {}, zoneWords(view.zone)), ' zone', view.shot_next ? ' · a shot comes next' : '');
}
