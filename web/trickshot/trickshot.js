// trickshot.js: Trick Shot in the browser (docs/WEB.md, "A game module";
// the JSON is docs/protocol/trickshot.md). The rink is an SVG grid (board.js);
// click, tap or key (arrows move a cursor, Enter selects) one of your
// players to see his legal moves marked on the board, then a marked square
// to play one; the moves that name no square (keep, re-roll, no reaction,
// line change, Line cards) are buttons (panel.js). Fresh rolls tumble
// (dice.js), pieces glide, a goal flashes.
import { h, svg, announce } from '../js/ui.js';
import { params, seatCount, seatLabel, seatTeam } from './form.js';
import { U, geometry, drawRink, parseSq, sqName, pieceShape, pieceWords, arrow, KIND_MARK, KIND_WORDS, TEAM_WORDS } from './board.js';
import * as P from './panel.js';

const WIDE = 620;   // px of room for the board to lie along the screen
const MOVE_EVENTS = ['move', 'react', 'offside', 'goalie_back', 'push'];

function myTeam(ctx) {
  if (ctx.you === null || ctx.you === undefined) return null;
  for (const t of ['red', 'blue']) if (P.seatsOf(ctx.info, t).includes(ctx.you)) return t;
  return seatTeam(ctx.you, ctx.info.rules.players);
}

class TrickShot {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.selected = null;    // piece id
    this.choice = null;      // {sq, moves}: a square with several moves
    this.cursor = null;      // square name
    this.flip = myTeam(ctx) === 'blue';
    this.horizontal = null;
    this.squares = new Map();   // name -> rect
    this.pieceEls = new Map();  // id -> g
    this.recent = [];           // the move events of the last batch
    this.busy = false;

    this.head = h('div', { class: 'ts-head' });
    this.prompt = h('p', { class: 'ts-prompt', 'aria-live': 'polite' });
    // what to do now (the selected player's choices, the buttons), kept in
    // sight while the board scrolls under it on a phone; then the dice
    this.bar = h('div', { class: 'ts-bar' });
    this.controls = h('div', { class: 'ts-controls' });
    this.svg = svg('svg', {
      class: 'ts-svg', tabindex: 0, role: 'application', 'aria-roledescription': 'rink',
      'aria-label': 'The rink. Arrow keys move the cursor over the squares; Enter or Space selects a player or plays to a marked square; Escape lets go.',
    });
    this.banner = h('div', { class: 'ts-banner', 'aria-hidden': 'true' });
    this.caption = h('p', { class: 'ts-caption muted' });
    this.flipBtn = h('button', { type: 'button', class: 'ts-flip', onclick: () => { this.flip = !this.flip; this.drawStatic(); this.drawDynamic(); this.drawPanels(); } }, 'Turn the board');
    this.wrap = h('div', { class: 'ts-boardwrap' }, this.svg, this.banner);
    this.below = h('div', { class: 'ts-below' });
    this.legendBox = h('div', { class: 'ts-legendbox' });
    root.append(h('div', { class: 'ts' }, this.head, this.prompt, this.bar, this.controls, this.wrap,
      h('div', { class: 'ts-boardtools' }, this.legendBox, this.flipBtn), this.caption, this.below));

    this.svg.addEventListener('click', (e) => this.onClick(e));
    this.svg.addEventListener('keydown', (e) => this.onKey(e));
    this.svg.addEventListener('focus', () => { if (!this.cursor) this.cursor = this.startCursor(); this.drawCursor(); this.describeCursor(); });
    this.svg.addEventListener('blur', () => this.drawCursor());
    this.ro = new ResizeObserver(() => this.layout());
    this.ro.observe(this.wrap);
    this.layout(true);
    this.update(ctx);
  }

  // ---------------------------------------------------------------- state

  update(ctx) {
    this.ctx = ctx;
    this.busy = false;
    this.index();
    if (this.selected !== null && !this.byPiece.has(this.selected)) this.selected = null;
    if (this.choice && !this.choice.moves.every((m) => ctx.legal.some((l) => l.id === m.id))) this.choice = null;
    const moved = ctx.fresh.filter((e) => MOVE_EVENTS.includes(e.event.type));
    if (ctx.fresh.length) this.recent = moved.slice(-3);
    // the big news of the fresh events over the board: a goal, a fight, a
    // penalty, the other team's reaction
    const last = (type) => [...ctx.fresh].reverse().find((e) => e.event.type === type);
    const goal = last('goal');
    const pen = last('penalty');
    const react = last('react') || last('no_react');
    if (goal) this.flash('GOAL! ' + TEAM_WORDS[goal.event.team]);
    else if (last('fight')) this.flash('Fight!');
    else if (pen) this.flash('Penalty: ' + TEAM_WORDS[pen.event.piece.team] + ' ' + pen.event.piece.role, true);
    else if (react && react.event.type === 'react') this.flash('Reaction: ' + TEAM_WORDS[react.event.piece.team] + ' ' + react.event.piece.role + ' ' + react.event.from + '→' + react.event.to, true);
    else if (react && react.event.declined) this.flash(TEAM_WORDS[react.event.team] + ': no reaction', true);
    this.drawDynamic();
    this.drawPanels();
  }

  // legal moves by piece (those naming a square) and the rest
  index() {
    const { view, legal } = this.ctx;
    this.byPiece = new Map();
    this.plain = [];
    for (const m of legal) {
      if (m.piece && m.to) {
        const p = view.pieces.find((x) => x.team === m.team && x.role === m.piece && x.where === 'on');
        if (p) {
          if (!this.byPiece.has(p.id)) this.byPiece.set(p.id, []);
          this.byPiece.get(p.id).push(m);
          continue;
        }
      }
      this.plain.push(m);
    }
  }

  targets() {
    const t = new Map();
    for (const m of (this.selected !== null && this.byPiece.get(this.selected)) || []) {
      if (!t.has(m.to)) t.set(m.to, []);
      t.get(m.to).push(m);
    }
    return t;
  }

  pieceOn(sq) {
    return this.ctx.view.pieces.find((p) => p.where === 'on' && p.square === sq) || null;
  }

  // ---------------------------------------------------------------- acting

  play(m) {
    if (this.busy || this.ctx.replay) return;
    this.busy = true;
    this.selected = null;
    this.choice = null;
    this.drawDynamic();
    this.drawPanels();
    announce(m.notation);
    this.ctx.act(m).catch(() => { this.busy = false; this.drawPanels(); });
  }

  select(id) {
    this.selected = this.selected === id ? null : id;
    this.choice = null;
    const p = this.ctx.view.pieces[id];
    if (this.selected !== null) announce(pieceWords(p, this.ctx.view) + ': ' + this.byPiece.get(id).length + ' moves marked');
    this.drawDynamic();
    this.drawPanels();
  }

  // a square (or the piece on it) was clicked or chosen with the keyboard
  choose(sq) {
    if (!sq) return;
    const targets = this.targets();
    if (targets.has(sq)) {
      const ms = targets.get(sq);
      if (ms.length === 1) this.play(ms[0]);
      else {
        this.choice = { sq, moves: ms };
        this.drawPanels();
        const first = this.bar.querySelector('.ts-choice button');
        if (first) first.focus();
      }
      return;
    }
    const p = this.pieceOn(sq);
    if (p && this.byPiece.has(p.id)) { this.select(p.id); return; }
    if (this.selected !== null || this.choice) { this.selected = null; this.choice = null; this.drawDynamic(); this.drawPanels(); }
  }

  onClick(e) {
    const pe = e.target.closest('[data-piece]');
    if (pe) {
      const p = this.ctx.view.pieces[Number(pe.dataset.piece)];
      this.cursor = p.where === 'on' ? p.square : this.cursor;
      if (p.where === 'on') this.choose(p.square);
      this.drawCursor();
      return;
    }
    const se = e.target.closest('[data-square]');
    if (se) {
      this.cursor = se.dataset.square;
      this.choose(se.dataset.square);
      this.drawCursor();
    }
  }

  startCursor() {
    const v = this.ctx.view;
    if (this.selected !== null) return v.pieces[this.selected].square;
    const first = [...this.byPiece.keys()][0];
    if (first !== undefined) return v.pieces[first].square;
    return v.puck && v.puck !== '-' ? v.puck : sqName(Math.floor(this.ctx.info.board.width / 2), Math.floor(this.ctx.info.board.height / 2));
  }

  onKey(e) {
    const dirs = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (dirs[e.key]) {
      e.preventDefault();
      const b = this.ctx.info.board;
      const c = parseSq(this.cursor || this.startCursor());
      const [dc, dr] = this.geo.step(...dirs[e.key]);
      const nc = Math.min(b.width - 1, Math.max(0, c.c + dc));
      const nr = Math.min(b.height, Math.max(1, c.r + dr));
      this.cursor = sqName(nc, nr);
      this.drawCursor();
      this.describeCursor();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!this.cursor) this.cursor = this.startCursor();
      this.choose(this.cursor);
      this.drawCursor();
      this.describeCursor();
    } else if (e.key === 'Escape') {
      this.selected = null;
      this.choice = null;
      this.drawDynamic();
      this.drawPanels();
    }
  }

  describeSquare(sq) {
    const p = this.pieceOn(sq);
    let s = sq;
    if (p) s += ': ' + pieceWords(p, this.ctx.view);
    else if (this.ctx.view.puck === sq) s += ': the puck, loose';
    else s += ': empty';
    const nets = this.ctx.info.board.nets;
    for (const t of ['red', 'blue']) if (nets[t] === sq) s += ' (the net ' + TEAM_WORDS[t] + ' defends)';
    if (this.ctx.info.board.creases.red.includes(sq) || this.ctx.info.board.creases.blue.includes(sq)) s += ' (crease)';
    const ms = this.targets().get(sq);
    if (ms) s += '. Target: ' + ms.map((m) => KIND_WORDS[m.kind] || m.kind).join(' or ');
    else if (p && this.byPiece.has(p.id)) s += '. Can act';
    return s;
  }

  describeCursor() {
    if (!this.cursor) return;
    const s = this.describeSquare(this.cursor);
    this.caption.textContent = 'Cursor ' + s;
    announce(s);
  }

  flash(text, small = false) {
    this.banner.textContent = text;
    this.banner.classList.toggle('ts-small-news', small);
    this.banner.classList.remove('ts-show');
    void this.banner.offsetWidth;
    this.banner.classList.add('ts-show');
  }

  // ---------------------------------------------------------------- drawing

  layout(first) {
    const wide = this.wrap.clientWidth >= WIDE;
    if (!first && wide === this.horizontal) return;
    this.horizontal = wide;
    this.drawStatic();
    if (!first) { this.drawDynamic(); this.drawPanels(); }
  }

  drawStatic() {
    const board = this.ctx.info.board;
    this.geo = geometry(board, this.horizontal, this.flip);
    const g = this.geo;
    this.svg.setAttribute('viewBox', '0 0 ' + g.width + ' ' + g.height);
    this.svg.classList.toggle('ts-horizontal', this.horizontal);
    const { layer, spots } = drawRink(g, board, this.squares);
    this.spots = spots;
    this.gTargets = svg('g', { class: 'ts-targets', 'aria-hidden': 'true' });
    this.gArrows = svg('g', { class: 'ts-arrows', 'aria-hidden': 'true' });
    this.gPieces = svg('g', { class: 'ts-pieces' });
    this.gOver = svg('g', { class: 'ts-over', 'aria-hidden': 'true' });
    this.puckEl = svg('circle', { r: U * 0.15, class: 'ts-puck', role: 'img', 'aria-label': 'Puck' });
    this.cursorEl = svg('rect', { class: 'ts-cursor', width: U - 4, height: U - 4, rx: 4 });
    this.pieceEls.clear();
    this.svg.classList.add('ts-noanim');
    this.svg.replaceChildren(layer, this.gTargets, this.gArrows, this.gPieces, this.puckEl, this.gOver, this.cursorEl);
  }

  place(el, x, y, scale = 1) {
    el.style.transform = 'translate(' + x + 'px, ' + y + 'px)' + (scale !== 1 ? ' scale(' + scale + ')' : '');
  }

  drawDynamic() {
    const { view } = this.ctx;
    const g = this.geo;
    const targets = this.targets();
    const offCount = {};
    // pieces
    for (const p of view.pieces) {
      let el = this.pieceEls.get(p.id);
      if (!el) {
        el = svg('g', { class: 'ts-piece ts-team-' + p.team, 'data-piece': p.id, 'data-team': p.team, 'data-role': p.role },
          svg('circle', { r: U * 0.49, class: 'ts-ring' }), ...pieceShape(p.team, p.role));
        this.pieceEls.set(p.id, el);
        this.gPieces.append(el);
      }
      el.setAttribute('aria-label', pieceWords(p, view));
      el.setAttribute('role', 'img');
      el.dataset.where = p.where;
      if (p.where === 'on') el.dataset.at = p.square; else delete el.dataset.at;
      el.classList.toggle('ts-can', this.byPiece.has(p.id));
      el.classList.toggle('ts-selected', this.selected === p.id);
      el.classList.toggle('ts-carrier', view.carrier === p.id);
      el.classList.toggle('ts-target', p.where === 'on' && targets.has(p.square));
      if (p.where === 'on') {
        const s = parseSq(p.square);
        const [x, y] = g.center(s.c, s.r);
        this.place(el, x, y);
        el.style.display = '';
      } else if (p.where === 'box' || p.where === 'bench') {
        const key = p.where + '-' + p.team;
        const spot = this.spots[key];
        const k = offCount[key] = (offCount[key] || 0) + 1;
        const along = (k - 1) * 0.62 - 0.1;
        const [x, y] = g.pt(spot.cf, spot.rf + (p.team === 'red' ? -along : along) + 0.05);
        this.place(el, x, y, 0.7);
        el.style.display = '';
      } else {
        el.style.display = 'none';
      }
    }
    // puck
    const puck = parseSq(view.puck);
    if (puck) {
      const [x, y] = g.center(puck.c, puck.r);
      const carried = view.carrier !== null && view.carrier !== undefined;
      this.place(this.puckEl, carried ? x + U * 0.3 : x, carried ? y + U * 0.3 : y);
      this.puckEl.style.display = '';
      this.puckEl.setAttribute('aria-label', 'Puck on ' + view.puck + (carried ? ', carried by ' + pieceWords(view.pieces[view.carrier]) : ', loose'));
      this.puckEl.dataset.at = view.puck;
    } else {
      this.puckEl.style.display = 'none';
    }
    // targets: a dot (and the kind's letter) on empty squares, a ring on taken ones
    this.gTargets.replaceChildren();
    this.gOver.replaceChildren();
    for (const [sq, ms] of targets) {
      const s = parseSq(sq);
      const [x, y] = g.center(s.c, s.r);
      const marks = [...new Set(ms.map((m) => KIND_MARK[m.kind] || ''))];
      const letters = marks.length > 1 ? marks.map((x) => x || '●').join('') : marks[0];
      const kinds = [...new Set(ms.map((m) => m.kind))].join(' ');
      if (this.pieceOn(sq)) {
        this.gOver.append(svg('g', { class: 'ts-mark-on', 'data-kinds': kinds },
          svg('circle', { cx: x, cy: y, r: U * 0.5 }),
          letters ? svg('text', { x: x + U * 0.36, y: y - U * 0.22, 'text-anchor': 'middle' }, letters) : null));
      } else {
        this.gTargets.append(svg('g', { class: 'ts-mark' + (letters ? ' ts-mark-letter' : ''), 'data-kinds': kinds },
          svg('rect', { x: x - U / 2 + 2, y: y - U / 2 + 2, width: U - 4, height: U - 4, rx: 5 }),
          letters ? svg('text', { x, y, 'text-anchor': 'middle', dy: '0.35em' }, letters) : svg('circle', { cx: x, cy: y, r: U * 0.14 })));
      }
    }
    if (this.choice) {
      const s = parseSq(this.choice.sq);
      const b = g.square(s.c, s.r);
      this.gOver.append(svg('rect', { ...b, class: 'ts-choice-sq' }));
    }
    // the action in play, and the last moves
    this.gArrows.replaceChildren();
    if (view.pending) {
      const p = view.pieces[view.pending.piece.id];
      const a = p && p.where === 'on' ? arrow(g, p.square, view.pending.to, 'ts-arrow-pending ts-team-' + p.team) : null;
      if (a) this.gArrows.append(a);
    }
    for (const e of this.recent) {
      const a = arrow(g, e.event.from, e.event.to, 'ts-arrow-last ts-team-' + e.event.piece.team + ' ts-ev-' + e.event.type);
      if (a) this.gArrows.append(a);
    }
    // square names in words, with what is on them
    for (const [sq, rect] of this.squares) {
      const p = this.pieceOn(sq);
      const ms = targets.get(sq);
      let label = sq;
      if (p) label += ', ' + TEAM_WORDS[p.team] + ' ' + p.role;
      else if (view.puck === sq) label += ', the puck';
      if (ms) label += ', target: ' + ms.map((m) => KIND_WORDS[m.kind] || m.kind).join(' or ');
      if (rect.getAttribute('aria-label') !== label) rect.setAttribute('aria-label', label);
      rect.classList.toggle('ts-targetsq', !!ms);
    }
    this.drawCursor();
    if (this.svg.classList.contains('ts-noanim')) requestAnimationFrame(() => requestAnimationFrame(() => this.svg.classList.remove('ts-noanim')));
  }

  drawCursor() {
    if (this.cursor) this.svg.dataset.cursor = this.cursor;
    const on = this.cursor && document.activeElement === this.svg;
    this.cursorEl.style.display = on ? '' : 'none';
    if (!on) return;
    const s = parseSq(this.cursor);
    const b = this.geo.square(s.c, s.r);
    this.cursorEl.setAttribute('x', b.x + 2);
    this.cursorEl.setAttribute('y', b.y + 2);
  }

  drawPanels() {
    const ctx = this.ctx;
    const v = ctx.view;
    const my = myTeam(ctx);
    const focusKey = document.activeElement && this.root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    const redAttacks = this.horizontal ? (this.flip ? '←' : '→') : (this.flip ? '↓' : '↑');
    this.head.replaceChildren(P.scoreboard(ctx, my), P.turnTrack(v));
    this.legendBox.replaceChildren(P.legend(my, redAttacks));
    this.prompt.textContent = this.promptText(my);
    this.prompt.classList.toggle('ts-yours', ctx.legal.length > 0);

    const bar = [];
    if (this.selected !== null) bar.push(this.selectionPanel());
    if (!this.busy) bar.push(P.actionButtons(this.plain, ctx.info, (m) => this.play(m), v));
    this.bar.replaceChildren(...bar.filter(Boolean));
    // it stays in sight for a decision (the dice, a reaction, a card, a
    // square's several moves), not while you pick squares on the board
    this.bar.classList.toggle('ts-sticky', !!this.choice || (ctx.legal.length > 0 && ['reroll', 'reaction', 'lines'].includes(v.phase) && this.selected === null));
    this.controls.replaceChildren(P.diceTray(ctx, my));
    this.below.replaceChildren(...[P.penaltyBox(v), P.ticker(ctx.events, ctx.fresh), P.cardsSection(ctx, my)].filter(Boolean));
    if (focusKey) {
      const el = this.root.querySelector('[data-key="' + focusKey + '"]');
      if (el) el.focus();
    }
  }

  selectionPanel() {
    const v = this.ctx.view;
    const p = v.pieces[this.selected];
    const ms = this.byPiece.get(this.selected) || [];
    const squares = new Set(ms.map((m) => m.to)).size;
    // buttons for the moves that are not steps to a square: shots, pokes,
    // hits and passes to a teammate (passes to empty squares: on the board)
    const special = ms.filter((m) => !['move', 'react'].includes(m.kind) && (m.kind !== 'pass' || this.pieceOn(m.to)));
    const extra = (m) => (m.extra_dice ? ' (+' + m.extra_dice + ' dice)' : '');
    const words = (m) => {
      if (m.kind === 'shoot') return 'Shoot at the net' + extra(m);
      if (m.kind === 'pass') { const t = this.pieceOn(m.to); return 'Pass to ' + (t ? t.role + ' on ' : '') + m.to + extra(m); }
      if (m.kind === 'poke') return 'Poke the puck from ' + m.target;
      if (m.kind === 'hit') return 'Hit ' + m.target + (m.push ? ', push to ' + m.push : ' straight on');
      if (m.kind === 'react') return 'Reaction move to ' + m.to;
      return 'Move to ' + m.to + (m.free ? ' (free)' : '');
    };
    const btn = (m, text) => h('button', { type: 'button', class: 'ts-act ts-small ts-act-' + m.kind, dataset: { actionId: m.id, kind: m.kind, key: 'act-' + m.id }, 'aria-label': words(m), onclick: () => this.play(m) }, text || words(m));
    // hits grouped by their target: the push squares side by side
    const groups = [];
    const hits = new Map();
    for (const m of (this.choice ? this.choice.moves : special)) {
      if (m.kind !== 'hit') { groups.push(btn(m)); continue; }
      if (!hits.has(m.target)) { hits.set(m.target, []); groups.push(hits.get(m.target)); }
      hits.get(m.target).push(m);
    }
    const parts = groups.map((g) => (Array.isArray(g)
      ? h('span', { class: 'ts-group' }, h('span', { class: 'ts-group-label' }, 'Hit ' + g[0].target + ':'),
        g.map((m) => btn(m, m.push ? 'push to ' + m.push : 'straight on')))
      : g));
    return h('div', { class: 'ts-selection', role: 'group', 'aria-label': 'Selected player' },
      h('p', {}, P.teamMark(p.team), ' ', h('strong', {}, TEAM_WORDS[p.team] + ' ' + p.role), ' on ' + p.square + ', speed ' + p.speed + ': ',
        squares + (squares === 1 ? ' square' : ' squares') + ' marked.', this.choice ? ' On ' + this.choice.sq + ':' : ''),
      parts.length ? h('div', { class: this.choice ? 'ts-choice' : 'ts-special' }, parts) : null,
      h('button', { type: 'button', class: 'ts-cancel ts-small', dataset: { key: 'cancel' }, onclick: () => { this.selected = null; this.choice = null; this.drawDynamic(); this.drawPanels(); } }, 'Cancel'));
  }

  promptText(my) {
    const { view: v, legal } = this.ctx;
    const acting = TEAM_WORDS[v.acting_team];
    const oppo = TEAM_WORDS[v.acting_team === 'red' ? 'blue' : 'red'];
    if (v.phase === 'over') {
      const w = v.winner;
      return 'Game over, Red ' + v.score[0] + ' : ' + v.score[1] + ' Blue: ' + (w === 'draw' ? 'a draw.' : TEAM_WORDS[w] + ' wins.');
    }
    if (this.busy) return 'Playing…';
    const mine = legal.length > 0;
    if (v.phase === 'lines') {
      return mine ? 'A period starts: choose your Line card, face down.' : 'Both teams choose a Line card face down.';
    }
    if (v.phase === 'reroll') return mine ? 'Your roll: keep the dice, or re-roll the symbols.' : acting + ' decides: keep the dice or re-roll.';
    if (v.phase === 'reaction') {
      return mine ? 'Reaction: click one of your players, then a marked square next to him (one square, straight), or choose No reaction.'
        : oppo + ' may react to ' + acting + '\'s roll.';
    }
    if (mine) return 'Your turn: click one of your players (dashed ring), then a marked square; or make a line change to end the turn.';
    return acting + '\'s turn.' + (my ? '' : '');
  }

  destroy() {
    this.ro.disconnect();
  }
}

export default {
  name: 'trickshot',
  title: 'Trick Shot',
  blurb: 'Miniatures and dice on a grid: activate players, press your luck with the dice, score.',
  css: 'trickshot/trickshot.css',
  params,
  seatCount,
  seatLabel,
  mount(root, ctx) {
    const t = new TrickShot(root, ctx);
    return { update: (c) => t.update(c), destroy: () => t.destroy() };
  },
};
