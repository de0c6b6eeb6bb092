// Power Play in the browser, played through the game's own drawing
// (web/powerplay/, web/cards/): every move below is a click on a pile, on a
// face-down card in the other manager's fan, on Draft, Give back or Play a
// game, on a card of the hand, on a Sitting Bully pile, or the team
// variant's team, six players fielded and three rested in one step; the
// frame's moves panel is never used.
//
// 1. Ann and Bob (he sits through the invite link Ann's table page shows),
//    two managers, the short ending, one win; Carol watches on a 360-pixel
//    phone with reduced motion. They trade once, draft (Ann until a special
//    player comes or a few times), play their games card by card to the
//    end of the series.
// 2. The team variant, Ann and Bob again: Ann picks the creatures, fields
//    Sitting Bully among her six in one step, plays him first and turns a
//    pile for him through the drawing; three players rested in one step
//    after each game; to the end.
//
// The hidden-information check, at every one of Ann's and Bob's turns once
// all three pages show the same seq K: a card name that the mover A's
// frames carry up to K and none of the spectator's frames up to K is
// private to A at K (a card of his team or hand, one laid face down, a
// trade, a draft, the mask card). It must be in no frame the other seat B
// received up to K, unless B knows it from his own hand (his team, hand or
// roster, a card he drew, traded, drafted, played or was dealt), and in
// neither B's page nor the spectator's page at K. The info object (the
// whole deck, public by design) is left out of the frames. Negative
// controls run the check with A's own frames and page as the other seat's,
// where it must fire. RINK_SCREENSHOTS=1 writes docs/screenshots/powerplay.png.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { states, lastState, texts, palettePng, privateAt, checkLeaks } from './lib/frames.mjs';
import { webTest, ROOT } from './lib/harness.mjs';

const SHOTS = process.env.RINK_SCREENSHOTS === '1';
const WAIT = 30000;

// ------------------------------------------------------------ frames



function deckOf(p, table) {
  return states(p, table).find((m) => m.info).info.cards;
}

// What B knows from his own hand up to k.
function ownKnowledge(b, table, k) {
  const out = new Set();
  const add = (n) => n && out.add(n);
  for (const st of states(b, table)) {
    if (st.seq > k || !st.view) continue;
    const v = st.view;
    for (const c of [...(v.team || []), ...(v.roster || []), ...(v.bench || [])]) add(c.name || c);
    if (v.trade && v.trade.taken) add(v.trade.taken);
    const g = v.game_in_play;
    if (g) for (const c of [...(g.hand || []), ...(g.order || [])]) add(c.name || c);
  }
  const me = lastState(b, table).you + 1;
  for (const m of b.messages('events')) {
    if (m.table !== table) continue;
    for (const { seq, event: e } of m.events) {
      if (seq > k) continue;
      if (e.type === 'draw' && e.manager === me) add(e.card);
      if (e.type === 'trade' && (e.manager === me || e.with === me)) { add(e.taken); add(e.given); }
      if (e.type === 'draft' && e.manager === me) { add(e.released); add(e.drawn); }
      if (e.type === 'played' && e.manager === me) add(e.card);
      if (e.type === 'replace' && e.manager === me) add(e.drawn);
      if (e.type === 'team' && e.manager === me) add(e.mask_card);
    }
  }
  return out;
}

// The shared check (lib/frames.mjs) with this game's cards and what B
// knows from his own hand; legit: false knows nothing (the negative control).
const secretAt = (a, spectator, table, k) => privateAt(a, spectator, table, k, deckOf(a, table).map((c) => c.name));
const checkAt = (a, b, spectator, table, k, { legit = true, ...o } = {}) => checkLeaks(a, b, spectator, table, k,
  { names: deckOf(a, table).map((c) => c.name), known: legit ? ownKnowledge(b, table, k) : new Set(), ...o });

// ------------------------------------------------------------ pages

const seqOf = async (page) => Number(await page.getAttribute('#table', 'data-seq'));

async function settledAt(pages, seq) {
  for (const page of pages) {
    await page.waitForFunction((s) => Number(document.querySelector('#table')?.dataset.seq) >= s, seq, { timeout: WAIT });
  }
}

async function whoseTurn(players, table) {
  const until = Date.now() + WAIT;
  while (Date.now() < until) {
    for (const p of players) {
      if ((await p.page.getAttribute('#table', 'data-over')) === '1') return null;
      const st = lastState(p, table);
      if ((await p.page.textContent('#turn')) === 'Your move' && st && st.legal && st.legal.length
        && (await seqOf(p.page)) === st.seq && !(await p.page.locator('.cg-plan').textContent())) return p;
    }
    await players[0].page.waitForTimeout(60);
  }
  throw new Error('nobody has a move to make');
}

// Clicks a control that plays one legal move; checks the act it sends.
async function actBy(p, table, locator, what) {
  const st = lastState(p, table);
  const id = await locator.getAttribute('data-action-id');
  assert.ok(id !== null, `${what}: the control carries data-action-id`);
  assert.ok(st.legal.some((m) => m.id === Number(id)), `${what}: action ${id} is legal`);
  const n = p.frames.length;
  await locator.click();
  const act = await p.waitForMessage('act', {}, { dir: 'out', after: n });
  assert.equal(act.action, Number(id), `${what}: the act sends the control's move`);
  const ok = await p.waitForMessage('ok', {}, { after: n });
  // the state after the move, so that the next look is at the new position
  await p.waitForMessage('state', (m) => m.table === table && m.seq >= ok.seq, { after: n });
  return st.legal.find((m) => m.id === Number(id));
}

// Clicks the one-step button of a plan (field, rest) and waits until every
// move of it is sent and answered.
async function planBy(p, table, selector, kind, count) {
  const n = p.frames.length;
  await p.page.click(selector);
  const until = Date.now() + WAIT;
  for (;;) {
    const sent = p.frames.slice(n).filter((f) => f.dir === 'out' && f.msg && f.msg.type === 'act');
    const oks = p.frames.slice(n).filter((f) => f.dir === 'in' && f.msg && f.msg.type === 'ok');
    const last = oks.length ? oks[oks.length - 1].msg.seq : Infinity;
    if (sent.length >= count && oks.length >= count && lastState(p, table).seq >= last) {
      const legal = states(p, table).flatMap((s) => s.legal || []);
      for (const f of sent) assert.equal(legal.find((m) => m.id === f.msg.action)?.kind, kind, `a ${kind} move`);
      return sent.map((f) => legal.find((m) => m.id === f.msg.action).card);
    }
    assert.ok(Date.now() < until, `${p.name}: the ${kind} moves were not all sent`);
    await p.page.waitForTimeout(40);
  }
}

function isSpecial(p, table, name) {
  const c = deckOf(p, table).find((x) => x.name === name);
  return c && c.special !== 'none';
}

// One move of p's through the module's controls.
async function move(p, table, opts) {
  const st = lastState(p, table);
  const v = st.view;
  const page = p.page;
  const board = page.locator('#board');
  const kinds = new Set(st.legal.map((m) => m.kind));
  const me = st.you + 1;
  const hasSpecial = () => (v.team || []).some((c) => c.special !== 'none');
  if (kinds.has('draw')) {
    await actBy(p, table, board.locator('button.deck[data-action-id]').first(), 'pick');
  } else if (kinds.has('give')) {
    await actBy(p, table, board.locator('button[data-kind=give]').first(), 'give back');
    p.did.give++;
  } else if (kinds.has('team')) {
    const want = opts.team && st.legal.find((m) => m.team === opts.team) ? opts.team : st.legal.find((m) => m.kind === 'team').team;
    await actBy(p, table, board.locator(`button[data-kind=team][data-key="team-${want}"]`), 'team');
    p.team = want;
  } else if (kinds.has('field')) {
    await page.click('#board [data-key=pick-best]');
    const sb = st.legal.find((m) => m.kind === 'field' && m.card === 'Sitting Bully');
    if (sb && opts.team === 'creatures') {
      // Sitting Bully instead of the weakest defense picked
      if ((await page.getAttribute('[data-pick="Sitting Bully"]', 'aria-pressed')) !== 'true') {
        const picked = await page.$$eval('#board button[data-pick][aria-pressed=true][data-type=defense]', (els) => els.map((e) => e.dataset.pick));
        const deck = deckOf(p, table);
        picked.sort((a, b) => deck.find((c) => c.name === a).value - deck.find((c) => c.name === b).value);
        await page.click(`[data-pick="${picked[0]}"]`);
        await page.click('[data-pick="Sitting Bully"]');
      }
    }
    const cards = await planBy(p, table, '#pp-field', 'field', 6);
    assert.equal(cards.length, 6, 'six fielded in one step');
    p.did.field++;
  } else if (kinds.has('rest')) {
    const g = v.game_in_play;
    const need = g.rest_needed[g.home === me ? 'home' : 'away'];
    for (let i = 0; i < need; i++) await page.click('#board button[data-pick][aria-pressed=false]:not([disabled])');
    await planBy(p, table, '#pp-rest', 'rest', need);
    p.did.rest++;
  } else if (kinds.has('play')) {
    const hand = v.game_in_play.hand;
    // a special player first, to see his choice through
    const sp = hand.find((c) => c.special !== 'none');
    const pick = sp || hand[0];
    const m = await actBy(p, table, board.locator(`.pp-hand button.card[data-card="${pick.name}"]`), 'play');
    if (sp) p.did.special.push(m.card);
    p.did.play++;
  } else if (kinds.has('take')) {
    await actBy(p, table, board.locator('.pp-hand button.card[data-action-id]').first(), 'Rumpelstockchen');
    p.did.choice.push('take');
  } else if (kinds.has('bully')) {
    await actBy(p, table, board.locator('button.deck[data-action-id]').first(), 'Sitting Bully');
    p.did.choice.push('bully');
  } else if (kinds.has('judge')) {
    await actBy(p, table, board.locator('button[data-key=judge-claim]'), 'Jolly Judge');
    p.did.choice.push('judge');
  } else if (kinds.has('sub')) {
    await actBy(p, table, board.locator('button.card[data-action-id]').first(), 'substitute');
  } else if (kinds.has('trade') && p.did.trade < 1) {
    await actBy(p, table, board.locator('.mgr button.card.back[data-action-id]').nth(1), 'trade');
    p.did.trade++;
  } else if (kinds.has('draft') && (p.did.draft < 1 || (!hasSpecial() && p.did.draft < opts.drafts))) {
    // a forward that is no special player (until a special player comes)
    const f = (v.team || []).find((c) => c.type === 'forward' && c.special === 'none') || v.team[0];
    await actBy(p, table, board.locator(`button[data-kind=draft][data-key="draft-${f.name}"]`), 'draft');
    p.did.draft++;
  } else if (kinds.has('game')) {
    await actBy(p, table, board.locator('button[data-kind=game]').first(), 'play a game');
    p.did.game++;
  } else if (kinds.has('pass')) {
    await actBy(p, table, board.locator('button[data-kind=pass]'), 'pass');
  } else {
    throw new Error(`${p.name}: no control for ${[...kinds]} in phase ${v.phase}`);
  }
}

async function createTable(t, ann, { variant }) {
  const page = ann.page;
  await page.goto(new URL('/#/', t.server.url).href);
  await t.waitFor(page, '#create');
  await page.check('input[name=game][value=powerplay]');
  await t.waitFor(page, '#param-managers');
  assert.equal(await page.inputValue('#param-managers'), '2', 'two managers by default');
  assert.equal(await page.inputValue('#param-ending'), 'short');
  assert.equal(await page.inputValue('#param-wins'), '1');
  assert.ok((await page.textContent('#param-wins')).includes('9 (the rulebook'));
  if (variant) {
    assert.equal(await page.locator('#param-substitute').count(), 0, 'team-variant options only with the variant');
    await page.check('#param-team_variant');
    await t.waitFor(page, '#param-substitute');
  }
  await page.selectOption('#seat-1', 'person');
  await page.selectOption('#level', 'easy');
  const n = ann.frames.length;
  await page.click('#create');
  const created = await ann.waitForMessage('created', {}, { after: n });
  await t.waitFor(page, '.cg.pp');
  await page.click('#invite');
  return { created, link: await page.inputValue('#invite-link') };
}

// Plays a table to its end; returns the number of leak checks.
async function playOut(t, table, [ann, bob, carol], opts) {
  for (const p of [ann, bob]) {
    p.did = { give: 0, trade: 0, draft: 0, game: 0, play: 0, field: 0, rest: 0, special: [], choice: [] };
  }
  ann.other = bob;
  bob.other = ann;
  let checks = 0;
  let negative = false;
  for (let i = 0; i < 600; i++) {
    const p = await whoseTurn([ann, bob], table);
    if (!p) break;
    const k = lastState(p, table).seq;
    await settledAt([p.other.page, carol.page], k);
    if ((await seqOf(p.other.page)) === k && (await seqOf(carol.page)) === k) {
      await checkAt(p, p.other, carol, table, k);
      checks++;
      if (!negative && secretAt(p, carol, table, k).length) {
        await assert.rejects(checkAt(p, p, carol, table, k, { legit: false, dom: false }), /leak/, 'the check fires on the owner\'s own frames');
        await assert.rejects(checkAt(p, p, carol, table, k, { legit: false, frames: false }), /leak/, 'the check fires on the owner\'s own page');
        negative = true;
      }
    }
    if (opts.shot && p === ann && lastState(ann, table).view.phase === 'round' && ann.did.play === 3) await shot(ann.page);
    await move(p, table, p === ann ? opts.ann : opts.bob);
  }
  await t.waitFor(ann.page, '#table[data-over="1"]', { timeout: WAIT });
  assert.ok(negative, 'the negative control ran');
  for (const p of [ann, bob]) t.log(`${p.name} did ${JSON.stringify(p.did)}`);
  return checks;
}

await webTest(import.meta.url, async (t) => {
  const ann = await t.newPlayer('ann', { viewport: { width: 1200, height: 900 } });

  // ---- 1. the rules as printed, short
  const one = await createTable(t, ann, { variant: false });
  const table = one.created.table;
  const bob = await t.newPlayer('bob', { path: one.link.slice(one.link.indexOf('/#')), viewport: { width: 900, height: 900 } });
  await bob.waitForMessage('state', (m) => m.table === table && m.you === 1);
  await t.waitFor(bob.page, '.cg.pp');
  const carol = await t.newPlayer('carol', { path: '/#/watch/' + table, viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  await carol.waitForMessage('state', (m) => m.table === table && m.you === null);
  await t.waitFor(carol.page, '.cg.pp');
  t.log(`table ${table}: ann and bob (through the invite link), carol watching`);
  const checks1 = await playOut(t, table, [ann, bob, carol], { ann: { drafts: 8 }, bob: { drafts: 2 }, shot: SHOTS });
  const fin = lastState(ann, table);
  assert.ok(fin.over && fin.view.champion, 'a champion');
  assert.ok(ann.did.trade + bob.did.trade >= 1 && ann.did.draft + bob.did.draft >= 1 && ann.did.give + bob.did.give >= 1, 'trade, give and draft through the drawing');
  assert.ok(ann.did.play >= 6 && bob.did.play >= 6, 'games played card by card');
  const specials1 = [...ann.did.special, ...bob.did.special];
  t.log(`table ${table} over at seq ${fin.seq}: manager ${fin.view.champion} champion; ${checks1} leak checks; special players played: ${specials1.join(', ') || 'none'}`);
  for (const p of [ann, bob, carol]) {
    await p.page.waitForFunction(() => document.querySelector('.cg-prompt')?.textContent.includes('champion'));
    assert.ok((await p.page.textContent('.cg-playoffs')).includes('champion'));
  }
  assert.ok(await carol.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no horizontal scroll at 360 px');

  // ---- 2. the team variant: Sitting Bully fielded, played and his pile turned
  const two = await createTable(t, ann, { variant: true });
  const table2 = two.created.table;
  await bob.page.goto(new URL(two.link.slice(two.link.indexOf('/#')), t.server.url).href);
  await bob.waitForMessage('state', (m) => m.table === table2 && m.you === 1);
  await carol.page.goto(new URL('/#/watch/' + table2, t.server.url).href);
  await carol.waitForMessage('state', (m) => m.table === table2 && m.you === null);
  await t.waitFor(carol.page, '.cg.pp');
  const checks2 = await playOut(t, table2, [ann, bob, carol], { ann: { team: 'creatures', drafts: 0 }, bob: { team: 'stars', drafts: 0 } });
  const fin2 = lastState(ann, table2);
  assert.ok(fin2.over && fin2.view.champion, 'a champion in the team variant');
  assert.equal(ann.team, 'creatures');
  assert.ok(ann.did.field >= 1 && bob.did.field >= 1, 'six fielded in one step');
  assert.ok(ann.did.special.includes('Sitting Bully'), 'Sitting Bully played through the hand');
  assert.ok(ann.did.choice.includes('bully'), 'Sitting Bully\'s pile turned through the drawing');
  const bullied = ann.messages('events').filter((m) => m.table === table2).flatMap((m) => m.events)
    .some((e) => e.event.type === 'sitting_bully' && e.event.manager === 1);
  assert.ok(bullied, 'a sitting_bully event of manager 1');
  t.log(`table ${table2} over at seq ${fin2.seq}: manager ${fin2.view.champion} champion; ${checks2} leak checks`);
  assert.ok(checks1 + checks2 >= 10, `${checks1 + checks2} leak checks`);
  for (const p of [ann, bob]) assert.equal(p.sent('act').filter((m) => m.move !== undefined).length, 0, 'no typed moves');
});

async function shot(page) {
  if ((await page.getAttribute('#invite', 'aria-expanded')) === 'true') await page.click('#invite');
  await page.waitForTimeout(3500);   // the face-offs revealed so far
  await page.evaluate(() => window.scrollTo(0, document.querySelector('#table').getBoundingClientRect().top + window.scrollY - 8));
  await page.waitForTimeout(300);
  const file = path.join(ROOT, 'docs', 'screenshots', 'powerplay.png');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, palettePng(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 1200, height: 800 } })));
}
