// dice.js: Trick Shot's custom dice (1 Fail, 1 Reaction, 2 Bounce, 2 Blank)
// drawn as small SVG faces, and the tumble of a fresh roll: each new die
// shows random faces for a moment, then lands on the face the event names.
import { h, svg } from '../js/ui.js';

export const FACE_WORDS = { fail: 'Fail', reaction: 'Reaction', bounce: 'Bounce', blank: 'Blank' };
const FACES = ['fail', 'reaction', 'bounce', 'blank'];

function glyph(face) {
  if (face === 'fail') {
    return [svg('line', { x1: 9, y1: 9, x2: 23, y2: 23 }), svg('line', { x1: 23, y1: 9, x2: 9, y2: 23 })];
  }
  if (face === 'reaction') {
    // a turning arrow
    return [svg('path', { d: 'M 22 11 A 7.5 7.5 0 1 0 23.5 18', fill: 'none' }),
      svg('polygon', { points: '19,7 26,10 21,14', class: 'fill' })];
  }
  if (face === 'bounce') {
    // the puck off the boards: a zig-zag
    return [svg('polyline', { points: '7,22 12,11 17,21 22,10 25,16', fill: 'none' })];
  }
  return [];
}

// One die: <span class="ts-die" data-face="bounce" aria-label="Bounce">.
export function die(face, extra = {}) {
  const el = h('span', { class: 'ts-die', role: 'img', dataset: { face }, 'aria-label': FACE_WORDS[face] || face, title: FACE_WORDS[face] || face, ...extra });
  setFace(el, face);
  return el;
}

function setFace(el, face, pictureOnly = false) {
  if (!pictureOnly) el.dataset.face = face;
  el.replaceChildren(svg('svg', { viewBox: '0 0 32 32', 'aria-hidden': 'true', focusable: 'false' },
    svg('rect', { x: 1.5, y: 1.5, width: 29, height: 29, rx: 6, class: 'ts-die-body' }), glyph(face)));
}

// A row of dice; `fresh` of them (the last ones) tumble before they land.
// Returns the element; the animation cancels itself if the row is removed.
export function diceRow(faces, { fresh = 0, label = '' } = {}) {
  const row = h('span', { class: 'ts-dice', role: 'group', 'aria-label': label || faces.map((f) => FACE_WORDS[f]).join(', ') });
  const els = faces.map((f, i) => die(f, { class: 'ts-die' + (i >= faces.length - fresh ? ' ts-fresh' : ' ts-kept') }));
  row.append(...els);
  if (fresh > 0 && !matchMedia('(prefers-reduced-motion: reduce)').matches) {
    const rolling = els.slice(els.length - fresh);
    const finals = rolling.map((el) => el.dataset.face);
    let n = 0;
    for (const el of rolling) el.classList.add('ts-rolling');
    const timer = setInterval(() => {
      n++;
      if (n >= 7 || !row.isConnected && n > 1) {
        clearInterval(timer);
        rolling.forEach((el, i) => { setFace(el, finals[i]); el.classList.remove('ts-rolling'); el.classList.add('ts-landed'); });
        return;
      }
      for (const el of rolling) setFace(el, FACES[Math.floor(Math.random() * 4)], true);
    }, 80);
  }
  return row;
}

// "2 Fail, 1 Bounce" (faces that are there only)
export function facesText(faces) {
  const n = { fail: 0, reaction: 0, bounce: 0, blank: 0 };
  for (const f of faces) n[f]++;
  return FACES.filter((f) => n[f]).map((f) => n[f] + ' ' + FACE_WORDS[f]).join(', ') || 'no dice';
}

// A legend of the faces.
export function diceLegend() {
  return h('p', { class: 'ts-legend ts-dice-legend' },
    FACES.map((f) => h('span', { class: 'ts-legend-item' }, die(f, { class: 'ts-die ts-mini' }), ' ', FACE_WORDS[f])));
}
