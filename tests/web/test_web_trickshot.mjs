// Trick Shot in the browser, played through the game's own drawing
// (web/trickshot/): every move below is a click on a piece and then on a
// square of the SVG rink, a key press on the rink, or one of the module's
// buttons (data-action-id); the frame's moves panel is never used.
//
// 1. Ann (Red) and Bob (Blue), two people, with Line cards, and Carol
//    watching on a 360-pixel phone. Both choose a Line card face down on the
//    board's card buttons, then play a few moves (Ann's first with the
//    keyboard alone). The hidden-information check: a Line card in a
//    seat's hand or chosen face down is private to that seat at seq K when
//    the seat's own frames show it and none of the spectator's frames up to
//    K do (the info object lists every team's cards by design and is left
//    out). A private card must be in no frame the other seat received up to
//    K, and in neither the other seat's nor the spectator's page at K. A
//    negative control runs the same check against the owner's own frames
//    and page, where it must fire. No frame before the end carries the
//    seed (the dice to come).
// 2. Ann against an easy bot, a friendly match (one period) with the
//    advanced rules and Line cards, played to the end by clicks; after each
//    move the drawing is checked against the state (every piece on its
//    square, the score). RINK_SCREENSHOTS=1 writes docs/screenshots/trickshot.png.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { states, texts, palettePng } from './lib/frames.mjs';
import { webTest, ROOT } from './lib/harness.mjs';

const SHOTS = process.env.RINK_SCREENSHOTS === '1';
const MOVE_WAIT = 30000;

// ------------------------------------------------------------ frames

function stateAt(player, table, seq) {
  const list = states(player, table).filter((m) => m.seq === seq);
  return list[list.length - 1] || null;
}

// The Line card names a seat's own frames show as its own by seq s: its
// hand in its latest view, and any card it chose face down (line_pick).
function ownCards(player, table, s) {
  const names = new Set();
  const st = states(player, table).filter((m) => m.seq <= s).pop();
  if (st && st.view && st.view.teams) {
    for (const t of Object.values(st.view.teams)) for (const c of t.hand || []) names.add(c.name);
  }
  for (const m of player.messages('events')) {
    if (m.table !== table) continue;
    for (const e of m.events) if (e.seq <= s && e.event.type === 'line_pick' && e.event.line_card) names.add(e.event.line_card.name);
  }
  return names;
}

// What of A's is private at seq s: A's own cards that no spectator frame up to s names.
function privateAt(a, spectator, table, s) {
  const seen = texts(spectator, table).filter((x) => x.seq <= s).map((x) => x.text).join('\n');
  return [...ownCards(a, table, s)].filter((name) => !seen.includes(name));
}

// Fails when a card private to A at some seq K is in a frame B received up to K.
function checkFrames(a, b, spectator, table) {
  const seqs = [...new Set(states(a, table).map((m) => m.seq))];
  const bt = texts(b, table);
  const leaks = [];
  let checked = 0;
  for (const k of seqs) {
    const secret = privateAt(a, spectator, table, k);
    checked += secret.length;
    for (const x of bt) {
      if (x.seq > k) continue;
      for (const name of secret) if (x.text.includes(name)) leaks.push(`${name} (private to ${a.name} at ${k}) in ${b.name}'s frame of seq ${x.seq}`);
    }
  }
  assert.ok(leaks.length === 0, 'leak: ' + leaks.slice(0, 5).join('; '));
  return checked;
}

// ------------------------------------------------------------ pages

async function shownSeq(page) {
  return Number(await page.getAttribute('#table', 'data-seq'));
}

async function settledAt(pages, seq) {
  for (const page of pages) {
    await page.waitForFunction((s) => Number(document.querySelector('#table')?.dataset.seq) === s, seq, { timeout: MOVE_WAIT });
  }
}

async function waitSeqPast(page, seq) {
  await page.waitForFunction((s) => Number(document.querySelector('#table')?.dataset.seq) > s, seq, { timeout: MOVE_WAIT });
}

// Waits until the page must act ("Your move") or the match is over; true when over.
async function waitTurnOrOver(page) {
  await page.waitForFunction(() => {
    const tb = document.querySelector('#table');
    return tb && (tb.dataset.over === '1' || document.querySelector('#turn')?.textContent === 'Your move');
  }, null, { timeout: MOVE_WAIT });
  return (await page.getAttribute('#table', 'data-over')) === '1';
}

// The player whose page says "Your move" (null once the match is over).
async function whoseTurn(players) {
  const until = Date.now() + MOVE_WAIT;
  while (Date.now() < until) {
    for (const p of players) {
      if ((await p.page.getAttribute('#table', 'data-over')) === '1') return null;
      if ((await p.page.textContent('#turn')) === 'Your move') return p;
    }
    await players[0].page.waitForTimeout(100);
  }
  throw new Error('nobody has a move to make');
}

async function createTable(t, player, { advanced, lines, seat1 }) {
  const page = player.page;
  await t.waitFor(page, '#create');
  await page.check('input[name=game][value=trickshot]');
  await t.waitFor(page, '#param-players');
  assert.ok(await page.isChecked('#param-friendly'), 'a friendly match by default');
  // the seats the form offers: 3 players are two Red and one Blue
  await page.selectOption('#param-players', '3');
  assert.deepEqual(await page.locator('.seat-kinds label').allTextContents(), ['Red 1', 'Red 2', 'Blue']);
  await page.selectOption('#param-players', '2');
  assert.deepEqual(await page.locator('.seat-kinds label').allTextContents(), ['Red', 'Blue']);
  assert.equal(await page.locator('#param-lines').count(), 0, 'Line cards only with the advanced rules');
  if (advanced) await page.check('#param-advanced');
  if (lines) await page.check('#param-lines');
  await page.selectOption('#seat-1', seat1);
  await page.selectOption('#level', 'easy');
  const n = player.frames.length;
  await page.click('#create');
  const created = await player.waitForMessage('created', {}, { after: n });
  await t.waitFor(page, '.ts-svg');
  return created;
}

function pieceId(view, team, role) {
  const p = view.pieces.find((x) => x.team === team && x.role === role && x.where === 'on');
  assert.ok(p, `no ${team} ${role} on the board`);
  return p.id;
}

// Plays m by clicking its piece, then its square (the piece on it, if any),
// then the move itself where the square offers several.
async function clickMove(page, view, m) {
  const id = pieceId(view, m.team, m.piece);
  await page.click(`.ts-piece[data-piece="${id}"]`);
  await page.waitForSelector(`.ts-piece.ts-selected[data-piece="${id}"]`);
  const onIt = view.pieces.find((p) => p.where === 'on' && p.square === m.to);
  if (onIt) await page.click(`.ts-piece[data-piece="${onIt.id}"]`);
  else await page.click(`rect[data-square="${m.to}"]`);
  const choice = await page.$(`.ts-choice button[data-action-id="${m.id}"]`);
  if (choice) await choice.click();
}

// Moves the rink's keyboard cursor to square `to` with the arrow keys.
async function cursorTo(page, to) {
  const at = () => page.getAttribute('.ts-svg', 'data-cursor');
  const parse = (s) => ({ c: s.charCodeAt(0) - 97, r: Number(s.slice(1)) });
  const map = {};   // key -> [dc, dr]
  for (let i = 0; i < 80; i++) {
    const cur = await at();
    if (cur === to) return;
    const a = parse(cur);
    const b = parse(to);
    const want = b.c !== a.c ? [Math.sign(b.c - a.c), 0] : [0, Math.sign(b.r - a.r)];
    let key = Object.keys(map).find((k) => map[k][0] === want[0] && map[k][1] === want[1]);
    if (!key) key = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].find((k) => !map[k]);
    await page.keyboard.press(key);
    const now = parse(await at());
    if (now.c !== a.c || now.r !== a.r) map[key] = [now.c - a.c, now.r - a.r];
  }
  throw new Error(`the cursor did not reach ${to}`);
}

// The drawing agrees with the state: every piece where the view puts it,
// the score, the dice waiting.
async function checkDrawing(page, st) {
  const drawn = await page.evaluate(() => ({
    pieces: [...document.querySelectorAll('.ts-piece')].map((g) => [Number(g.dataset.piece), g.dataset.where, g.dataset.at || null, g.dataset.team]),
    score: [...document.querySelectorAll('.ts-goals')].map((e) => Number(e.textContent)),
    roll: document.querySelector('.ts-roll.ts-live')?.dataset.roll || '',
  }));
  const want = st.view.pieces.map((p) => [p.id, p.where, p.where === 'on' ? p.square : null, p.team]);
  assert.deepEqual(drawn.pieces.sort((x, y) => x[0] - y[0]), want, `the pieces as drawn at seq ${st.seq}`);
  assert.deepEqual(drawn.score, st.view.score, `the score at seq ${st.seq}`);
  assert.equal(drawn.roll, (st.view.dice || []).join(' '), `the dice waiting at seq ${st.seq}`);
}

// One move of `player` at `table` through the module's controls; returns its kind.
async function playOne(player, table, turnLog) {
  const page = player.page;
  const seq = await shownSeq(page);
  const st = stateAt(player, table, seq);
  assert.ok(st && st.legal && st.legal.length, `${player.name}: a state with legal moves at seq ${seq}`);
  const { view, legal } = st;
  const of = (k) => legal.filter((m) => m.kind === k);
  let done;
  if (of('line').length) {
    const m = of('line')[0];
    await page.click(`.ts-actions .ts-card[data-action-id="${m.id}"]`);
    done = 'line';
  } else if (of('keep').length) {
    const fails = (view.dice || []).filter((d) => d === 'fail').length;
    const reroll = of('reroll')[0];
    if (reroll && fails && !turnLog.rerolled) {
      turnLog.rerolled = true;
      await page.click(`.ts-actions button[data-action-id="${reroll.id}"]`);
      done = 'reroll';
    } else {
      await page.click(`.ts-actions button[data-kind="keep"]`);
      done = 'keep';
    }
  } else if (of('react').length) {
    const ms = of('react');
    await clickMove(page, view, ms[seq % ms.length]);
    done = 'react';
  } else if (of('no_react').length) {
    await page.click(`.ts-actions button[data-kind="no_react"]`);
    done = 'no_react';
  } else {
    const change = of('change').find((m) => !m.pull);
    if (view.pool > 0 && change && !(turnLog.changes >= turnLog.maxChanges)) {
      // one activation a turn, then a line change ends it
      await page.click(`.ts-actions button[data-action-id="${change.id}"]`);
      turnLog.rerolled = false;
      turnLog.changes = (turnLog.changes || 0) + 1;
      done = 'change';
    } else {
      const shot = of('shoot')[0];
      const moves = of('move');
      const m = shot || moves[(seq * 7) % moves.length] || legal.find((x) => x.piece && x.to);
      assert.ok(m, `${player.name}: something to play on the board at seq ${seq}`);
      await clickMove(page, view, m);
      done = m.kind;
    }
  }
  await waitSeqPast(page, seq);
  return done;
}

async function screenshot(page, st) {
  // a piece selected with its targets marked, the board and the dice in view
  const ms = st.legal.filter((m) => m.kind === 'move' || m.kind === 'pass' || m.kind === 'shoot');
  if (ms.length) {
    const id = pieceId(st.view, ms[0].team, ms[0].piece);
    await page.click(`.ts-piece[data-piece="${id}"]`);
  }
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.evaluate(() => window.scrollTo(0, document.querySelector('.ts').getBoundingClientRect().top + window.scrollY - 8));
  await page.waitForTimeout(700);
  const file = path.join(ROOT, 'docs', 'screenshots', 'trickshot.png');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, palettePng(await page.screenshot({ type: 'png' })));
  await page.setViewportSize({ width: 1200, height: 900 });
  if (ms.length) await page.click('.ts-cancel');
}

await webTest(import.meta.url, async (t) => {
  // ---------------------------------------------------------------- 1: people
  const ann = await t.newPlayer('ann', { viewport: { width: 1200, height: 900 } });
  await ann.waitForMessage('welcome');
  const created = await createTable(t, ann, { advanced: true, lines: true, seat1: 'person' });
  const table = created.table;
  t.log(`table ${table}: Ann (Red) and a seat for Bob (Blue), Line cards`);
  const carol = await t.newPlayer('carol', { path: `/#/watch/${table}`, viewport: { width: 360, height: 740 } });
  await t.waitFor(carol.page, '.ts-svg');
  const bob = await t.newPlayer('bob', { path: `/#/table/${table}?invite=${created.invite}`, viewport: { width: 900, height: 900 } });
  await t.waitFor(bob.page, '.ts-svg');
  await bob.waitForMessage('state', (m) => m.table === table && m.you === 1);
  const pages = [ann.page, bob.page, carol.page];

  // the form's seat labels, the drawing's pieces and squares
  const s0 = stateAt(ann, table, await shownSeq(ann.page));
  assert.equal(s0.view.phase, 'lines', 'a period starts with the Line cards');
  assert.equal(await ann.page.locator('.ts-piece').count(), 14, 'fourteen pieces drawn');
  assert.equal(await ann.page.locator('rect[data-square]').count(), 9 * 22, 'every square drawn');
  assert.equal(await ann.page.getAttribute('.ts-piece[data-piece="0"]', 'data-team'), 'red');
  assert.match(await ann.page.getAttribute('.ts-piece[data-piece="7"]', 'aria-label'), /^Blue C \(Center\) on /);
  assert.match(await ann.page.getAttribute('rect[data-square="e2"]', 'aria-label'), /^e2/);
  // Bob sees his own hand face up, Ann's face down
  assert.equal(await bob.page.locator('.ts-cardcol.ts-team-red .ts-back').count(), 4, 'Bob sees Ann\'s four cards face down');
  assert.equal(await carol.page.locator('.ts-back').count(), 8, 'Carol sees every hand face down');

  // Ann chooses a Line card face down, on the card itself
  let seq = await shownSeq(ann.page);
  const annPick = s0.legal.find((m) => m.kind === 'line');
  await ann.page.click(`.ts-actions .ts-card[data-action-id="${annPick.id}"]`);
  await waitSeqPast(ann.page, seq);
  seq = await shownSeq(ann.page);
  await settledAt(pages, seq);
  const annSecret = privateAt(ann, carol, table, seq);
  assert.ok(annSecret.includes(annPick.line_card.name), `Ann's face-down card is private at ${seq}: ${annSecret}`);
  assert.equal(annSecret.length, 4, 'Ann\'s three cards in hand and the one face down are hers alone');
  await ann.page.waitForSelector('.ts-mypick .ts-card');
  await t.leakCheck(bob.page, annSecret, { frames: false });
  await t.leakCheck(carol.page, annSecret, { frames: false });
  // the negative control: Ann's own page does show them
  await assert.rejects(t.leakCheck(ann.page, annSecret, { frames: false }), /leak/, 'the DOM check fires on the owner\'s page');

  // Bob chooses his; both are shown
  seq = await shownSeq(bob.page);
  await bob.page.click('.ts-actions .ts-card[data-action-id]');
  await waitSeqPast(bob.page, seq);
  await bob.waitForMessage('events', (m) => m.table === table && m.events.some((e) => e.event.type === 'line_show'));

  // a few moves by whoever must act; Ann's first activation by keyboard alone
  let keyboardDone = false;
  const kinds = [];
  const logs = { ann: { maxChanges: 1 }, bob: { maxChanges: 1 } };   // a card left in each hand
  for (let i = 0; i < 40 && kinds.length < 14; i++) {
    const who = await whoseTurn([ann, bob]);
    if (!who) break;
    const s = await shownSeq(who.page);
    const st = stateAt(who, table, s);
    if (!st || !st.legal || !st.legal.length) { await who.page.waitForTimeout(100); continue; }
    if (who === ann && !keyboardDone && st.view.phase === 'action' && st.legal.some((m) => m.kind === 'move')) {
      keyboardDone = true;
      await ann.page.focus('.ts-svg');
      const target = st.legal.find((m) => m.kind === 'move' && !st.legal.some((x) => x !== m && x.to === m.to && x.from === m.from));
      assert.ok(target, 'a move alone on its square');
      await cursorTo(ann.page, target.from);
      await ann.page.keyboard.press('Enter');
      await ann.page.waitForSelector('.ts-piece.ts-selected');
      await cursorTo(ann.page, target.to);
      await ann.page.keyboard.press('Enter');
      await waitSeqPast(ann.page, s);
      const sent = ann.sent('act').pop();
      assert.equal(sent.action, target.id, 'the keyboard played the move under the cursor');
      kinds.push('key:' + target.kind);
      continue;
    }
    kinds.push(who.name + ':' + await playOne(who, table, logs[who.name]));
  }
  assert.ok(keyboardDone, 'Ann played one move with the keyboard');
  t.log(`people's table: ${kinds.join(' ')}`);
  seq = await shownSeq(ann.page);
  await settledAt(pages, seq);
  for (const [a, b] of [[ann, bob], [bob, ann]]) {
    const secret = privateAt(a, carol, table, seq);
    assert.ok(secret.length >= 1, `${a.name} still holds a private card at ${seq}: ${secret}`);
    await t.leakCheck(b.page, secret, { frames: false });
    await t.leakCheck(carol.page, secret, { frames: false });
  }
  const checked = checkFrames(ann, bob, carol, table) + checkFrames(bob, ann, carol, table);
  t.log(`hidden Line cards: ${checked} (card, seq) pairs private, none in the other seat's frames or pages`);
  assert.throws(() => checkFrames(ann, ann, carol, table), /leak/, 'the frame check fires on the owner\'s own frames');
  // 360 pixels: no sideways scrolling
  const wide = await carol.page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= 360, `Carol's phone page is ${wide} px wide`);

  // ---------------------------------------------------------------- 2: a bot
  await ann.page.goto(t.server.url + '#/');
  const game = await createTable(t, ann, { advanced: true, lines: true, seat1: 'bot:easy' });
  const t2 = game.table;
  t.log(`table ${t2}: Ann against an easy bot, to the end`);
  const played = {};
  const log2 = {};
  let shot = !SHOTS;
  for (let i = 0; i < 400; i++) {
    if (await waitTurnOrOver(ann.page)) break;
    const s = await shownSeq(ann.page);
    const st = stateAt(ann, t2, s);
    if (!st || !st.legal || !st.legal.length) { await ann.page.waitForTimeout(100); continue; }
    await checkDrawing(ann.page, st);
    if (!shot && st.view.phase === 'action' && st.view.pool === 0 && st.view.period === 1 && st.view.space >= 3) {
      shot = true;
      await screenshot(ann.page, st);
    }
    const k = await playOne(ann, t2, log2);
    played[k] = (played[k] || 0) + 1;
  }
  assert.equal(await ann.page.getAttribute('#table', 'data-over'), '1', 'the match ended');
  const last = states(ann, t2).pop();
  assert.ok(last.over && last.view.phase === 'over', 'the last state is the end');
  await checkDrawing(ann.page, { ...last, view: { ...last.view, dice: [] } });
  assert.match(await ann.page.textContent('.ts-prompt'), /^Game over, Red \d+ : \d+ Blue/);
  t.log(`Ann's moves: ${JSON.stringify(played)}; final score ${last.view.score.join(' : ')}, ${last.view.winner}`);
  assert.ok((played.move || 0) + (played.shoot || 0) + (played.pass || 0) >= 3, 'Ann played on the board');
  assert.ok(played.keep >= 1 && played.change >= 1, 'Ann kept dice and changed lines with the buttons');
  // nobody used the frame's moves panel: every act names an id the module's controls carry
  for (const m of ann.sent('act')) assert.ok(Number.isInteger(m.action) && !m.move, 'acts by id');

  // the seed (the dice to come) is in no frame before the end
  for (const p of [ann, bob, carol]) {
    for (const f of p.frames) {
      if (f.dir !== 'in' || !f.msg || f.msg.type !== 'state' || f.msg.over) continue;
      assert.ok(!('seed' in f.msg) && !f.raw.includes('"seed"'), `${p.name} received a seed before the end`);
    }
  }
});
