// trickshot.js: a placeholder module for Trick Shot (the frame's moves panel plays it).
import { h } from '../js/ui.js';

export default {
  name: 'trickshot',
  title: 'Trick Shot',
  blurb: '',
  params: [],
  seatCount() { return 2; },
  seatLabel(seat) { return 'Seat ' + (seat + 1); },
  mount(root, ctx) {
    const pre = h('pre', { class: 'rawview' });
    root.append(pre);
    const update = (c) => { pre.textContent = JSON.stringify(c.view, null, 1); };
    update(ctx);
    return { update, destroy() {} };
  },
};
