// faceoff.js: a game's face-offs drawn pair by pair, home card against away
// card, with who scores, who is injured and why, and the running score.
// New face-offs are revealed one at a time (cards turned over, then the
// result), so a game that the server decides in one move still reads as a
// game; with prefers-reduced-motion they appear at once.
import { h } from '../js/ui.js';
import { cardFace, prefersLessMotion } from './cards.js';

// p: {label, home: {card, shown, scores, injured, who}, away: {...},
//     reason, homeScore, awayScore}
export function faceoffRow(p) {
  const side = (s, where) => h('div', { class: 'fo-side ' + where + (s.scores ? ' scores' : '') },
    cardFace({ ...s.card, injured: s.injured }, {
      small: true, shown: s.shown,
      label: where + ' (' + s.who + '): ' + s.card.name + ' ' + (s.shownWords ?? s.card.value)
        + (s.scores ? ', scores' : '') + (s.injured ? ', injured' : ''),
    }),
    h('span', { class: 'fo-tags' },
      s.scores ? h('span', { class: 'fo-goal' }, '● Goal') : null,
      s.injured ? h('span', { class: 'fo-hurt' }, '✚ Injured') : null));
  return h('li', { class: 'fo-row', dataset: { pair: p.n } },
    h('span', { class: 'fo-n', 'aria-hidden': 'true' },
      h('small', {}, p.label.replace(/\s*\d+$/, '')), h('b', {}, (/\d+$/.exec(p.label) || [''])[0])),
    side(p.home, 'home'),
    h('span', { class: 'fo-vs', 'aria-hidden': 'true' }, 'vs'),
    side(p.away, 'away'),
    h('p', { class: 'fo-result' },
      h('span', { class: 'sr-only' }, p.label + ': '),
      p.reason || '', ' ',
      h('span', { class: 'fo-score' }, 'Home ' + p.homeScore + ', away ' + p.awayScore)));
}

// Appends rows to list one at a time, step ms apart, calling onShow(p) as
// each appears. clear() empties the list and drops what is waiting.
export function revealer(list, { step = 1100 } = {}) {
  let timers = [];   // [{timer, show}] waiting
  let free = 0;   // when the next row may appear (Date.now() ms)
  return {
    add(row, onShow, now = false) {
      const quick = now || prefersLessMotion();
      const t = Date.now();
      // in order: a row shown at once still waits for those queued before it
      const delay = quick && !timers.length ? 0 : Math.max(0, free - t);
      free = t + delay + (quick ? 0 : step);
      const show = () => {
        if (!quick) row.classList.add('reveal');
        list.append(row);
        if (onShow) onShow();
      };
      if (delay === 0) { show(); return; }
      const w = { show };
      w.timer = setTimeout(() => { timers = timers.filter((x) => x !== w); show(); }, delay);
      timers.push(w);
    },
    busy() { return free > Date.now(); },
    // shows at once what is waiting
    flush() {
      const waiting = timers;
      timers = [];
      free = 0;
      for (const w of waiting) { clearTimeout(w.timer); w.show(); }
    },
    clear() {
      for (const t of timers) clearTimeout(t.timer);
      timers = [];
      free = 0;
      list.replaceChildren();
    },
    cancel() { for (const t of timers) clearTimeout(t.timer); timers = []; },
  };
}
