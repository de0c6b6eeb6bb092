// lineup.js: putting cards in playing order, by drag and drop (mouse, touch,
// pen: pointer events) AND by keys (Tab to a card, Space or Enter to pick it
// up, arrow keys to move it, Space, Enter or Escape to put it down; or the
// "earlier"/"later" buttons under each card). Shared by Slapshot's line-up
// and Power Play's fixed line-up. The editor only orders: the game module
// turns the order into the matching legal move(s).
import { h, announce } from '../js/ui.js';
import { cardFace, cardWords } from './cards.js';

// cards: the card objects to order; order: names, the first order shown.
// onChange(names) after every change. Returns {el, order(), setOrder(names)}.
export function lineupEditor(cards, order, { label = 'Line-up', onChange } = {}) {
  const byName = new Map(cards.map((c) => [c.name, c]));
  let names = (order && order.length === cards.length && order.every((n) => byName.has(n)))
    ? order.slice() : cards.map((c) => c.name);
  let held = null;        // the name picked up by keys
  let drag = null;        // {name, pointerId}
  const list = h('ol', { class: 'lineup', 'aria-label': label + ': ' + cards.length + ' cards in playing order' });
  const help = h('p', { class: 'lineup-help muted', id: 'lineup-help-' + Math.random().toString(36).slice(2) },
    'Drag a card to its place, or Tab to it, press Space, move it with the arrow keys and press Space again.');
  const el = h('div', { class: 'lineup-box' }, list, help);

  function changed(focusName) {
    draw(focusName);
    if (onChange) onChange(names.slice());
  }

  function move(name, to) {
    const from = names.indexOf(name);
    to = Math.max(0, Math.min(names.length - 1, to));
    if (from < 0 || from === to) return false;
    names.splice(from, 1);
    names.splice(to, 0, name);
    announce(name + ': place ' + (to + 1) + ' of ' + names.length);
    return true;
  }

  function item(name, i) {
    const c = byName.get(name);
    const grip = h('div', {
      class: 'grip', tabindex: 0, role: 'button',
      'aria-label': 'Place ' + (i + 1) + ': ' + cardWords(c) + (held === name ? ' (picked up: the arrow keys move it)' : ''),
      'aria-pressed': held === name ? 'true' : 'false',
      'aria-describedby': help.id,
      dataset: { key: 'lineup-' + name },
      onkeydown: (e) => key(e, name),
      onpointerdown: (e) => down(e, name),
    }, cardFace(c, { plain: true, label: cardWords(c) }));
    return h('li', {
      class: 'slot' + (held === name ? ' held' : '') + (drag && drag.name === name && drag.moved ? ' dragging' : ''),
      dataset: { card: name, place: i + 1 },
    },
    h('span', { class: 'slot-n', 'aria-hidden': 'true' }, String(i + 1)),
    grip,
    h('span', { class: 'slot-moves' },
      h('button', {
        type: 'button', class: 'mini', 'aria-label': 'Move ' + name + ' earlier', title: 'Earlier',
        disabled: i === 0, dataset: { key: 'earlier-' + name },
        onclick: () => { if (move(name, i - 1)) changed(); },
      }, '◀'),
      h('button', {
        type: 'button', class: 'mini', 'aria-label': 'Move ' + name + ' later', title: 'Later',
        disabled: i === names.length - 1, dataset: { key: 'later-' + name },
        onclick: () => { if (move(name, i + 1)) changed(); },
      }, '▶')));
  }

  const gripOf = (name) => [...list.children].find((x) => x.dataset.card === name)?.querySelector('.grip');

  function draw(focusName) {
    const active = document.activeElement;
    const activeKey = active && list.contains(active) ? active.dataset.key : null;
    list.replaceChildren(...names.map(item));
    const k = focusName ? 'lineup-' + focusName : activeKey;
    if (k) {
      const target = [...list.querySelectorAll('[data-key]')].find((x) => x.dataset.key === k);
      if (target && !target.disabled) target.focus({ preventScroll: true });
      else if (k.startsWith('earlier-') || k.startsWith('later-')) {
        const g = gripOf(k.slice(k.indexOf('-') + 1));
        if (g) g.focus({ preventScroll: true });
      }
    }
  }

  function key(e, name) {
    const i = names.indexOf(name);
    const k = e.key;
    if (k === ' ' || k === 'Enter') {
      e.preventDefault();
      held = held === name ? null : name;
      announce(held ? name + ' picked up: move it with the arrow keys' : name + ' put down at place ' + (i + 1));
      draw(name);
    } else if (k === 'Escape' && held) {
      e.preventDefault();
      held = null;
      draw(name);
    } else if (['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'Home', 'End'].includes(k)) {
      e.preventDefault();
      const to = k === 'Home' ? 0 : k === 'End' ? names.length - 1
        : i + (k === 'ArrowLeft' || k === 'ArrowUp' ? -1 : 1);
      if (held === name) {
        if (move(name, to)) changed(name);
      } else {
        const g = gripOf(names[Math.max(0, Math.min(names.length - 1, to))]);
        if (g) g.focus();
      }
    }
  }

  // Pointer drag: the card follows the pointer's place among the others.
  function down(e, name) {
    if (e.button !== 0) return;
    const li = e.currentTarget;
    drag = { name, pointerId: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
    li.setPointerCapture?.(e.pointerId);
    li.addEventListener('pointermove', over);
    li.addEventListener('pointerup', up);
    li.addEventListener('pointercancel', up);
  }

  function over(e) {
    if (!drag || e.pointerId !== drag.pointerId) return;
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 6) return;
    if (!drag.moved) { drag.moved = true; list.classList.add('dragging'); }
    // the place whose centre is nearest the pointer
    let best = -1;
    let bestD = Infinity;
    [...list.children].forEach((li, i) => {
      const r = li.getBoundingClientRect();
      const d = Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2));
      if (d < bestD) { bestD = d; best = i; }
    });
    if (best >= 0 && best !== names.indexOf(drag.name)) {
      const name = drag.name;
      move(name, best);
      // keep the pointer captured on the redrawn item
      const pid = drag.pointerId;
      const moved = drag;
      draw();
      const li = gripOf(name);
      if (li) {
        li.parentElement.classList.add('dragging');
        try { li.setPointerCapture(pid); } catch { /* the pointer is gone */ }
        li.addEventListener('pointermove', over);
        li.addEventListener('pointerup', up);
        li.addEventListener('pointercancel', up);
      }
      drag = moved;
      if (onChange) onChange(names.slice());
    }
  }

  function up(e) {
    if (!drag || e.pointerId !== drag.pointerId) return;
    const wasMoved = drag.moved;
    const name = drag.name;
    drag = null;
    list.classList.remove('dragging');
    for (const li of list.children) li.classList.remove('dragging');
    if (wasMoved) {
      announce(name + ' dropped at place ' + (names.indexOf(name) + 1));
      draw();
    }
  }

  draw();
  return {
    el,
    order: () => names.slice(),
    setOrder(next) {
      if (!next || next.length !== names.length || !next.every((n) => byName.has(n))) return;
      names = next.slice();
      held = null;
      changed();
    },
  };
}
