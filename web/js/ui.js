// ui.js: small DOM builders shared by the frame and the game modules.
//   h('button', {class: 'move', onclick: fn, 'aria-label': '...'}, 'text', child)
// Attributes starting with "on" become listeners; `class`, `style` (an
// object), `dataset` (an object) and boolean attributes are handled;
// null/undefined/false children are skipped, arrays are flattened.

const SVGNS = 'http://www.w3.org/2000/svg';

function build(el, attrs, children) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'text') el.textContent = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : String(c));
  }
}

export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

export function svg(tag, attrs, ...children) {
  return build(document.createElementNS(SVGNS, tag), attrs, children);
}

// Says text to screen readers through the page's polite live region.
export function announce(text) {
  const el = document.getElementById('announce');
  if (el) el.textContent = text;
}

// "3 s", "1:05", "2 h 03 min"
export function duration(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 60) return s + ' s';
  if (s < 3600) return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
  if (s < 86400) return Math.floor(s / 3600) + ' h ' + String(Math.floor(s / 60) % 60).padStart(2, '0') + ' min';
  return Math.floor(s / 86400) + ' d ' + Math.floor(s / 3600) % 24 + ' h';
}

// key=value,key=value <-> {key: value}
export function parseParams(text) {
  const out = {};
  for (const part of (text || '').split(',')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i)] = part.slice(i + 1);
  }
  return out;
}
