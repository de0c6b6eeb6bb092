// Slapshot in the browser, played through the game's own drawing
// (web/slapshot/, web/cards/): every move below is a click on a deck, on a
// face-down card in another manager's fan, on a Draft, Give back or
// Challenge button, or a line-up put in order by dragging, by the keyboard
// or by the hard bot's advice and confirmed with the module's button; the
// frame's moves panel is never used.
//
// Ann makes a table from the lobby: four managers, two wins to the Playoffs
// space, Bob invited (he sits through the invite link Ann's table page
// shows) and two easy bots; Carol watches on a 360-pixel phone with reduced
// motion. The season and the playoffs are played to the end.
//
// The hidden-information check, at every one of Ann's and Bob's turns once
// all three pages show the same seq K: a card name that the mover A's
// frames carry up to K and none of the spectator's frames up to K is
// private to A at K. It must be in no frame the other seat B received up to
// K, unless B knows it from his own hand (his team, a card he drew, traded
// or drafted), and in neither B's page nor the spectator's page at K (text,
// attributes, form values). The info object (the whole roster, public by
// design) is left out of the frames. A negative control runs the same check
// with A's own frames and page as the other seat's, where it must fire.
// RINK_SCREENSHOTS=1 writes docs/screenshots/slapshot.png.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { states, lastState, texts, palettePng, privateAt, checkLeaks } from './lib/frames.mjs';
import { webTest, ROOT } from './lib/harness.mjs';

const SHOTS = process.env.RINK_SCREENSHOTS === '1';
const WAIT = 30000;

// ------------------------------------------------------------ frames



function roster(p, table) {
  const st = states(p, table).find((m) => m.info);
  return st.info.cards.map((c) => c.name);
}

// What B knows from his own hand up to k: his team in his views, the card
// he took, his sealed line-up, and the private fields of his own draws,
// trades, drafts and replacements.
function ownKnowledge(b, table, k) {
  const out = new Set();
  for (const st of states(b, table)) {
    if (st.seq > k || !st.view) continue;
    const v = st.view;
    for (const c of v.team || []) out.add(c.name);
    if (v.trade && v.trade.taken) out.add(v.trade.taken);
    if (v.game_in_play && v.game_in_play.lineup) v.game_in_play.lineup.forEach((n) => out.add(n));
  }
  const me = lastState(b, table).you + 1;
  for (const m of b.messages('events')) {
    if (m.table !== table) continue;
    for (const { seq, event: e } of m.events) {
      if (seq > k) continue;
      if (e.type === 'draw' && e.manager === me && e.card) out.add(e.card);
      if (e.type === 'trade' && (e.manager === me || e.target === me)) [e.taken, e.given].forEach((n) => n && out.add(n));
      if (e.type === 'draft' && e.manager === me) [e.released, e.drawn].forEach((n) => n && out.add(n));
      if (e.type === 'replace' && e.manager === me && e.new_card) out.add(e.new_card);
    }
  }
  return out;
}

// The shared check (lib/frames.mjs) with this game's cards and what B
// knows from his own hand; legit: false knows nothing (the negative control).
const secretAt = (a, spectator, table, k) => privateAt(a, spectator, table, k, roster(a, table));
const checkAt = (a, b, spectator, table, k, { legit = true, ...o } = {}) => checkLeaks(a, b, spectator, table, k,
  { names: roster(a, table), known: legit ? ownKnowledge(b, table, k) : new Set(), ...o });

// ------------------------------------------------------------ pages

const seqOf = async (page) => Number(await page.getAttribute('#table', 'data-seq'));

async function settledAt(pages, seq) {
  for (const page of pages) {
    await page.waitForFunction((s) => Number(document.querySelector('#table')?.dataset.seq) >= s, seq, { timeout: WAIT });
  }
}

// The player whose page says "Your move", or null once the match is over.
async function whoseTurn(players) {
  const until = Date.now() + WAIT;
  while (Date.now() < until) {
    for (const p of players) {
      if ((await p.page.getAttribute('#table', 'data-over')) === '1') return null;
      const st = lastState(p, p.table);
      if ((await p.page.textContent('#turn')) === 'Your move' && st && st.legal && st.legal.length
        && (await seqOf(p.page)) === st.seq) return p;
    }
    await players[0].page.waitForTimeout(60);
  }
  throw new Error('nobody has a move to make');
}

// Clicks el and waits for the ok of the act it sends: checks that the move
// sent is the one the control names (data-action-id), and legal.
async function actBy(p, locator, what, { keys = false } = {}) {
  const st = lastState(p, p.table);
  const id = await locator.getAttribute('data-action-id');
  assert.ok(id !== null, `${what}: the control carries data-action-id`);
  assert.ok(st.legal.some((m) => m.id === Number(id)), `${what}: action ${id} is legal`);
  const n = p.frames.length;
  if (keys) {
    await locator.focus();
    await p.page.keyboard.press('Enter');
  } else await locator.click();
  const act = await p.waitForMessage('act', {}, { dir: 'out', after: n });
  assert.equal(act.action, Number(id), `${what}: the act sends the control's move`);
  const ok = await p.waitForMessage('ok', {}, { after: n });
  // the state after the move, so that the next look is at the new position
  await p.waitForMessage('state', (m) => m.table === p.table && m.seq >= ok.seq, { after: n });
  return st.legal.find((m) => m.id === Number(id));
}

const order = (page) => page.$$eval('.lineup .slot', (els) => els.map((e) => e.dataset.card));

// The line-up: by dragging, by keys, by the hard bot's advice, then confirmed.
async function lineUp(t, p, how) {
  const page = p.page;
  await t.waitFor(page, '#ss-lineup-confirm');
  const before = await order(page);
  if (how === 'drag') {
    const from = await page.locator('.lineup .grip').nth(0).boundingBox();
    const to = await page.locator('.lineup .grip').nth(3).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) {
      await page.mouse.move(from.x + from.width / 2 + (to.x - from.x) * i / 8, from.y + from.height / 2 + (to.y - from.y) * i / 8);
    }
    await page.mouse.up();
    const after = await order(page);
    assert.equal(after[3], before[0], `dragged ${before[0]} to place 4: ${after}`);
  } else if (how === 'keys') {
    await page.locator('.lineup .grip').nth(0).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    const after = await order(page);
    assert.equal(after[2], before[0], `moved ${before[0]} to place 3 by keys: ${after}`);
    // and back one place with the "earlier" button
    await page.click(`.lineup .slot[data-card="${before[0]}"] button[aria-label^="Move"][aria-label$="earlier"]`);
    assert.equal((await order(page))[1], before[0], 'the earlier button moves it back');
  } else if (how === 'advice') {
    const n = p.frames.length;
    await page.click('#ss-advice');
    const hint = await p.waitForMessage('hint', {}, { after: n });
    assert.equal(hint.action.kind, 'lineup', 'the advice is a line-up');
    await page.waitForFunction(() => /advises/.test(document.querySelector('.cg-advice')?.textContent || ''));
    assert.deepEqual(await order(page), hint.action.cards, 'the advised order is set in the editor');
    const words = await page.textContent('.cg-advice');
    assert.ok(words.includes(hint.action.cards.join(', ')), `the advice in words: ${words}`);
  }
  const shown = await order(page);
  const st = lastState(p, p.table);
  const m = st.legal.find((x) => x.kind === 'lineup' && x.cards.every((c, i) => c === shown[i]));
  assert.ok(m, 'the order shown is a legal line-up');
  const done = await actBy(p, page.locator('#ss-lineup-confirm'), 'line-up');
  assert.deepEqual(done.cards, shown, 'the line-up sent is the order shown');
}

// One move of p's through the module's controls.
async function move(t, p) {
  const st = lastState(p, p.table);
  const v = st.view;
  const page = p.page;
  const board = page.locator('#board');
  const kinds = new Set(st.legal.map((m) => m.kind));
  if (kinds.has('draw')) {
    // Ann draws with the keyboard alone: the focus stays in the drawing
    await actBy(p, board.locator('button.deck[data-action-id]').first(), 'draw', { keys: p.name === 'ann' });
    if (p.name === 'ann') {
      assert.ok(await page.evaluate(() => document.querySelector('.cg').contains(document.activeElement)), 'the focus stays in the drawing');
    }
    p.did.draw++;
  } else if (kinds.has('give')) {
    const give = board.locator('button[data-kind=give]').first();
    const m = await actBy(p, give, 'give back');
    assert.equal(m.kind, 'give');
    p.did.give++;
  } else if (kinds.has('lineup')) {
    await lineUp(t, p, ['drag', 'keys', 'advice'][p.did.lineup] || 'plain');
    p.did.lineup++;
  } else if (kinds.has('trade') && p.did.trade < 1) {
    // a face-down card from a bot's fan
    const bot = st.seats.findIndex((s) => s.kind === 'bot') + 1;
    const back = board.locator(`.mgr[data-manager="${bot}"] button.card.back[data-action-id]`).nth(2);
    const m = await actBy(p, back, 'trade');
    assert.equal(m.kind, 'trade');
    assert.equal(m.manager, bot);
    p.did.trade++;
  } else if (kinds.has('draft') && p.did.draft < 1) {
    await actBy(p, board.locator('button[data-kind=draft]').first(), 'draft');
    p.did.draft++;
  } else if (kinds.has('challenge')) {
    // the other person if the rules allow, else whoever they allow
    const other = p.other ? p.other.seat + 1 : 0;
    let b = board.locator(`.mgr[data-manager="${other}"] button[data-kind=challenge]`);
    if (!(await b.count())) b = board.locator('button[data-kind=challenge]').first();
    await actBy(p, b, 'challenge');
    p.did.challenge++;
  } else if (kinds.has('pass')) {
    await actBy(p, board.locator('button[data-kind=pass]'), 'pass');
  } else {
    throw new Error(`${p.name}: no control for ${[...kinds]} in phase ${v.phase}`);
  }
}

async function createTable(t, ann) {
  const page = ann.page;
  await t.waitFor(page, '#create');
  await page.check('input[name=game][value=slapshot]');
  await t.waitFor(page, '#param-managers');
  // the form's defaults: a quick game for two, the rulebook one click away
  assert.equal(await page.inputValue('#param-managers'), '2');
  assert.equal(await page.inputValue('#param-playoff_wins'), '1');
  assert.ok((await page.textContent('#param-playoff_wins')).includes('9 (the rulebook)'));
  assert.equal(await page.locator('#param-limit_period').count(), 0, 'the limits period only with the limits');
  await page.check('#param-limits');
  await t.waitFor(page, '#param-limit_period');
  await page.uncheck('#param-limits');
  await page.fill('#param-managers', '4');
  await page.dispatchEvent('#param-managers', 'change');
  // two wins: the season lasts long enough for every person to have turns
  await page.selectOption('#param-playoff_wins', '2');
  assert.deepEqual(await page.locator('.seat-kinds label').allTextContents(), ['Manager 1', 'Manager 2', 'Manager 3', 'Manager 4']);
  await page.selectOption('#seat-1', 'person');
  await page.selectOption('#seat-2', 'bot:easy');
  await page.selectOption('#seat-3', 'bot:easy');
  await page.selectOption('#level', 'easy');
  const n = ann.frames.length;
  await page.click('#create');
  const created = await ann.waitForMessage('created', {}, { after: n });
  await t.waitFor(page, '.cg.ss');
  return created;
}

await webTest(import.meta.url, async (t) => {
  const ann = await t.newPlayer('ann', { viewport: { width: 1200, height: 900 } });
  const created = await createTable(t, ann);
  const table = created.table;
  const st0 = lastState(ann, table);
  assert.ok(st0.params.includes('managers=4') && st0.params.includes('playoff_wins=2'), st0.params);

  await ann.page.click('#invite');
  const link = await ann.page.inputValue('#invite-link');
  const bob = await t.newPlayer('bob', { path: link.slice(link.indexOf('/#')), viewport: { width: 900, height: 900 } });
  await bob.waitForMessage('state', (m) => m.table === table && m.you === 1);
  await t.waitFor(bob.page, '.cg.ss');
  const carol = await t.newPlayer('carol', { path: '/#/watch/' + table, viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  await carol.waitForMessage('state', (m) => m.table === table && m.you === null);
  await t.waitFor(carol.page, '.cg.ss');
  t.log(`table ${table}: ann and bob (through the invite link), two easy bots, carol watching`);

  for (const [p, seat] of [[ann, 0], [bob, 1]]) {
    p.table = table;
    p.seat = seat;
    p.did = { draw: 0, give: 0, trade: 0, draft: 0, challenge: 0, lineup: 0 };
  }
  ann.other = bob;
  bob.other = ann;
  const players = [ann, bob];
  let checks = 0;
  let secrets = 0;
  let negative = false;
  for (let i = 0; i < 400; i++) {
    const p = await whoseTurn(players);
    if (!p) break;
    const k = lastState(p, table).seq;
    await settledAt([p.other.page, carol.page], k);
    // the hidden-information check at k, when everyone shows k
    if ((await seqOf(p.other.page)) === k && (await seqOf(carol.page)) === k) {
      secrets += await checkAt(p, p.other, carol, table, k);
      checks++;
      if (!negative && secretAt(p, carol, table, k).length) {
        await assert.rejects(checkAt(p, p, carol, table, k, { legit: false, dom: false }), /leak/, 'the check fires on the owner\'s own frames');
        await assert.rejects(checkAt(p, p, carol, table, k, { legit: false, frames: false }), /leak/, 'the check fires on the owner\'s own page');
        negative = true;
      }
    }
    if (SHOTS && p === ann && lastState(ann, table).view.phase === 'lineup' && ann.did.lineup === 1) {
      await shot(ann.page);
    }
    await move(t, p);
  }
  await t.waitFor(ann.page, '#table[data-over="1"]', { timeout: WAIT });
  const fin = lastState(ann, table);
  assert.ok(fin.over && fin.view.champion, 'the season ended with a champion');
  t.log(`over at seq ${fin.seq}: manager ${fin.view.champion} is the champion; ${checks} leak checks (${secrets} private cards checked)`);
  assert.ok(negative, 'the negative control ran');
  assert.ok(checks >= 5, `${checks} leak checks`);
  for (const p of players) t.log(`${p.name} did ${JSON.stringify(p.did)}`);
  assert.ok(ann.did.trade + bob.did.trade >= 1 && ann.did.draft + bob.did.draft >= 1, 'a trade and a draft through the drawing');
  assert.ok(ann.did.lineup + bob.did.lineup >= 2, 'line-ups set through the drawing');
  assert.equal(ann.sent('act').filter((m) => m.move !== undefined).length, 0, 'no typed moves');

  // the drawing at the end: the champion, the bracket, the last game's face-offs
  for (const p of [ann, bob, carol]) {
    await p.page.waitForFunction((m) => document.querySelector('.cg-prompt')?.textContent.includes('champion'), fin.view.champion);
    assert.ok((await p.page.textContent('.cg-playoffs')).includes('Manager ' + fin.view.champion));
  }
  const evs = carol.messages('events').filter((m) => m.table === table).flatMap((m) => m.events);
  const lastChallenge = evs.map((e) => e.event.type).lastIndexOf('challenge');
  const faceoffs = evs.slice(lastChallenge).filter((e) => e.event.type === 'faceoff').length;
  assert.equal(await carol.page.locator('.cg-game > .fo-list > .fo-row').count(), faceoffs, 'reduced motion: every face-off of the last game at once');
  await ann.page.waitForFunction((n) => document.querySelectorAll('.cg-game > .fo-list > .fo-row').length === n, faceoffs, { timeout: 15000 });
  const pair = await carol.page.textContent('.cg-game > .fo-list > .fo-row');
  assert.match(pair, /Home \d+, away \d+/, 'a face-off says the score');
  // no horizontal scroll on the phone
  assert.ok(await carol.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no horizontal scroll at 360 px');
});

async function shot(page) {
  if ((await page.getAttribute('#invite', 'aria-expanded')) === 'true') await page.click('#invite');
  await page.waitForTimeout(3500);   // the face-offs revealed so far
  await page.evaluate(() => window.scrollTo(0, document.querySelector('#table').getBoundingClientRect().top + window.scrollY - 8));
  await page.waitForTimeout(300);
  const file = path.join(ROOT, 'docs', 'screenshots', 'slapshot.png');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, palettePng(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 1200, height: 800 } })));
}
