// board.js: the Trick Shot rink in SVG, drawn from info.board: the squares
// (data-square="e7", named in words for screen readers), the zones, the blue
// and red lines, the goal lines, creases and nets, the penalty boxes and the
// benches beside the boards; then the pieces (data-piece, data-team), the
// puck, the legal targets of the selected piece and the keyboard cursor.
//
// The board lies along the screen when there is room (Red's end on the left)
// and stands up on a narrow screen (Red's end at the bottom); `flip` turns
// it so the other end is nearest you.
import { svg } from '../js/ui.js';

export const U = 40;           // one square, in viewBox units
const END = 0.35;              // squares of margin behind each end

export const ROLE_WORDS = {
  C: 'Center', LW: 'Left Wing', RW: 'Right Wing', LD: 'Left Defenseman', RD: 'Right Defenseman',
  G: 'Goalie', X: 'spare Center',
};
export const TEAM_WORDS = { red: 'Red', blue: 'Blue' };
// The kinds a square target can carry: a letter as well as the colour.
export const KIND_MARK = { move: '', react: 'R', pass: 'P', shoot: 'S', poke: 'K', hit: 'H' };
export const KIND_WORDS = { move: 'move', react: 'reaction move', pass: 'pass', shoot: 'shot', poke: 'poke', hit: 'hit' };

export function parseSq(s) {
  if (!s || s === '-') return null;
  return { c: s.charCodeAt(0) - 97, r: Number(s.slice(1)) };
}
export const sqName = (c, r) => String.fromCharCode(97 + c) + r;

// Maps the board's squares to the picture for one orientation.
export function geometry(board, horizontal, flip) {
  const SIDE = horizontal ? 1.3 : 1.15;   // squares of margin beside the boards (box, bench)
  const W = board.width;
  const H = board.height;
  // cf: 0..W across the board (column a is 0..1); rf: 0..H along it (row r is r-1..r)
  const pt = (cf, rf) => {
    let x;
    let y;
    if (!horizontal) {
      x = (flip ? W - cf : cf) + SIDE;
      y = (flip ? rf : H - rf) + END;
    } else {
      x = (flip ? H - rf : rf) + END;
      y = (flip ? W - cf : cf) + SIDE;
    }
    return [x * U, y * U];
  };
  const box = (cf1, rf1, cf2, rf2) => {
    const [x1, y1] = pt(cf1, rf1);
    const [x2, y2] = pt(cf2, rf2);
    return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
  };
  return {
    W, H, SIDE, horizontal, flip, pt, box,
    width: (horizontal ? H + 2 * END : W + 2 * SIDE) * U,
    height: (horizontal ? W + 2 * SIDE : H + 2 * END) * U,
    square: (c, r) => box(c, r - 1, c + 1, r),
    center: (c, r) => pt(c + 0.5, r - 0.5),
    // the board step (dc, dr) that moves the picture by (dx, dy) on the screen
    step(dx, dy) {
      const [x0, y0] = pt(0, 0);
      for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const [x1, y1] = pt(dc, dr);
        if (Math.sign(Math.round(x1 - x0)) === dx && Math.sign(Math.round(y1 - y0)) === dy) return [dc, dr];
      }
      return [0, 0];
    },
  };
}

function zoneOf(board, r) {
  const z = board.zones;
  if (r >= z.red[0] && r <= z.red[1]) return 'red';
  if (r >= z.blue[0] && r <= z.blue[1]) return 'blue';
  return 'neutral';
}

// The parts of the rink that never change, for one orientation.
export function drawRink(g, board, squares) {
  const W = g.W;
  const H = g.H;
  const layer = svg('g', { class: 'ts-rink' });
  const outline = g.box(0, 0, W, H);
  layer.append(svg('rect', { ...outline, rx: U * 0.45, class: 'ts-boards' }));
  // zones, tinted towards the team that defends them
  for (const [team, [a, b]] of [['red', board.zones.red], ['blue', board.zones.blue]]) {
    layer.append(svg('rect', { ...g.box(0, a - 1, W, b), class: 'ts-zone ts-zone-' + team }));
  }
  squares.clear();
  const names = svg('g', { class: 'ts-names', 'aria-hidden': 'true' });
  const cells = svg('g', { class: 'ts-squares' });
  const nets = new Map(Object.entries(board.nets).map(([t, s]) => [s, t]));
  const creases = new Map();
  for (const [t, list] of Object.entries(board.creases)) for (const s of list) creases.set(s, t);
  for (let r = 1; r <= H; r++) {
    for (let c = 0; c < W; c++) {
      const name = sqName(c, r);
      const b = g.square(c, r);
      let cls = 'ts-sq';
      if (nets.has(name)) cls += ' ts-net ts-net-' + nets.get(name);
      else if (creases.has(name)) cls += ' ts-crease';
      const rect = svg('rect', { ...b, class: cls, 'data-square': name, 'data-zone': zoneOf(board, r), 'aria-label': name });
      squares.set(name, rect);
      cells.append(rect);
      names.append(svg('text', { x: b.x + 3, y: b.y + 10, class: 'ts-sqname' }, name));
    }
  }
  layer.append(cells, names);
  // nets: a mesh over the square, and the team that defends it
  for (const [team, s] of Object.entries(board.nets)) {
    const p = parseSq(s);
    const b = g.square(p.c, p.r);
    const mesh = svg('g', { class: 'ts-mesh', 'aria-hidden': 'true' });
    for (let i = 1; i < 4; i++) {
      mesh.append(svg('line', { x1: b.x + (b.width * i) / 4, y1: b.y + 4, x2: b.x + (b.width * i) / 4, y2: b.y + b.height - 4 }));
      mesh.append(svg('line', { x1: b.x + 4, y1: b.y + (b.height * i) / 4, x2: b.x + b.width - 4, y2: b.y + (b.height * i) / 4 }));
    }
    mesh.append(svg('rect', { x: b.x + 3, y: b.y + 3, width: b.width - 6, height: b.height - 6, class: 'ts-netframe' }));
    layer.append(mesh);
    void team;
  }
  // lines lie on the edges between rows: goal lines in front of the nets,
  // blue lines below the neutral zone's and Blue's zone's first rows, the red line
  const lineAt = (rf, cls) => {
    const [x1, y1] = g.pt(0, rf);
    const [x2, y2] = g.pt(W, rf);
    layer.append(svg('line', { x1, y1, x2, y2, class: 'ts-line ' + cls, 'aria-hidden': 'true' }));
  };
  lineAt(board.goal_lines[0] - 1, 'ts-goal-line');
  lineAt(board.goal_lines[1], 'ts-goal-line');
  for (const r of board.blue_lines) lineAt(r - 1, 'ts-blue-line');
  if (board.red_line) lineAt(board.red_line - 1, 'ts-red-line');
  // the boards' edge, over the zone tints
  layer.append(svg('rect', { ...outline, rx: U * 0.45, class: 'ts-edge', 'aria-hidden': 'true' }));
  // penalty boxes and benches, off the boards beside their squares
  const SIDE = g.SIDE;
  const beside = (sq, label, title, cls, key) => {
    const p = parseSq(sq);
    const left = p.c === 0;
    const cf1 = left ? -SIDE + 0.12 : W + 0.12;
    const b = g.box(cf1, p.r - 0.97, cf1 + SIDE - 0.24, p.r - 0.03);
    const el = svg('g', { class: 'ts-off ' + cls, 'data-off': key, role: 'img', 'aria-label': title },
      svg('title', {}, title),
      svg('rect', { ...b, rx: 6 }),
      svg('text', { x: b.x + b.width / 2, y: b.y + b.height - 3, class: 'ts-offlabel', 'text-anchor': 'middle' }, label));
    layer.append(el);
    return { cf: left ? -SIDE / 2 : W + SIDE / 2, rf: p.r - 0.5 };
  };
  const spots = {};
  for (const t of ['red', 'blue']) {
    spots['box-' + t] = beside(board.penalty_boxes[t], 'box', TEAM_WORDS[t] + '\'s penalty box', 'ts-box ts-team-' + t, 'box-' + t);
    spots['bench-' + t] = beside(board.benches[t], 'bench', TEAM_WORDS[t] + '\'s bench', 'ts-bench ts-team-' + t, 'bench-' + t);
  }
  return { layer, spots };
}

// One piece: a circle for Red, a square for Blue, the role's letters on it.
export function pieceShape(team, role, r = U * 0.42) {
  const shape = team === 'red'
    ? svg('circle', { r, class: 'ts-body' })
    : svg('rect', { x: -r * 0.92, y: -r * 0.92, width: r * 1.84, height: r * 1.84, rx: r * 0.25, class: 'ts-body' });
  const txt = svg('text', { class: 'ts-role' + (role.length > 1 ? ' ts-role2' : ''), 'text-anchor': 'middle', dy: '0.35em' }, role);
  return [shape, txt];
}

export function pieceWords(p, view) {
  let s = TEAM_WORDS[p.team] + ' ' + p.role + ' (' + ROLE_WORDS[p.role] + ')';
  if (p.where === 'on') s += ' on ' + p.square;
  else if (p.where === 'box') s += ' in the penalty box' + (p.returns_space ? ', back at space ' + p.returns_space + (p.returns_period ? ' of period ' + p.returns_period : '') : '');
  else if (p.where === 'bench') s += ' on the bench';
  else s += ' off the board';
  if (p.speed !== undefined) s += ', speed ' + p.speed;
  if (p.has_puck || (view && view.carrier === p.id)) s += ', has the puck';
  return s;
}

// An arrow from square a to square b (the pending action, the last moves).
export function arrow(g, a, b, cls) {
  const pa = parseSq(a);
  const pb = parseSq(b);
  if (!pa || !pb) return null;
  const [x1, y1] = g.center(pa.c, pa.r);
  const [x2, y2] = g.center(pb.c, pb.r);
  const len = Math.hypot(x2 - x1, y2 - y1);
  if (len < 1) return null;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  // the head's tip stops at the edge of the piece on the target square
  const hw = U * 0.16;
  const tip = Math.max(len - U * 0.46, U * 0.3 + hw * 1.6);
  const ex = x1 + ux * (tip - hw * 1.6);
  const ey = y1 + uy * (tip - hw * 1.6);
  const head = [[x1 + ux * tip, y1 + uy * tip], [ex - uy * hw, ey + ux * hw], [ex + uy * hw, ey - ux * hw]]
    .map((p) => p.join(',')).join(' ');
  return svg('g', { class: 'ts-arrow ' + cls, 'aria-hidden': 'true' },
    svg('line', { x1: x1 + ux * U * 0.3, y1: y1 + uy * U * 0.3, x2: ex, y2: ey }),
    svg('polygon', { points: head }));
}
