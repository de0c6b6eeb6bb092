// A Slapshot line-up taken back in the browser (SS-GAME-05: the order is
// fixed only once the game begins, that is once both line-ups are down):
// Ann confirms her line-up, the page offers "Take it back" while Bob has
// not set his, the take-back gives her the editor again with her order,
// and once both are set the game begins with nothing to take back.
import assert from 'node:assert/strict';
import { webTest } from './lib/harness.mjs';
import { lastState } from './lib/frames.mjs';

await webTest(import.meta.url, async (t) => {
  const ann = await t.newPlayer('ann');
  await t.waitFor(ann.page, '#create');
  await ann.page.check('input[name=game][value=slapshot]');
  await ann.page.selectOption('#seat-1', 'person');
  await ann.page.click('#create');
  const { table: n } = await ann.waitForMessage('created');
  await ann.page.click('#invite');
  const link = await ann.page.inputValue('#invite-link');
  const bob = await t.newPlayer('bob', { path: link.slice(link.indexOf('/#')) });
  await bob.waitForMessage('state', (m) => m.table === n && m.you === 1);

  // both play the frame's first move until the line-ups are due
  for (let i = 0; ; i++) {
    assert.ok(i < 400, 'the line-ups come within 400 moves');
    const sa = lastState(ann, n);
    if (sa.legal && sa.legal.some((a) => a.kind === 'lineup')) break;
    let moved = false;
    for (const p of [ann, bob]) {
      const st = lastState(p, n);
      if (!st || !st.legal || !st.to_move.includes(st.you) || st.legal.some((a) => a.kind === 'lineup')) continue;
      const pick = st.legal.find((a) => a.kind === 'challenge') || st.legal.find((a) => a.kind !== 'trade') || st.legal[0];
      const oks = p.messages('ok').length;
      try {   // the position may move on meanwhile (both draw at once): then look again
        await p.page.click(`#table[data-seq="${st.seq}"] button.move[data-action-id="${pick.id}"]`, { timeout: 3000 });
      } catch {
        continue;
      }
      await p.waitForMessage('ok', () => p.messages('ok').length > oks || p.messages('error').length > 0);
      moved = true;
      break;
    }
    if (!moved) await ann.page.waitForTimeout(100);
  }
  const before = lastState(ann, n);
  assert.deepEqual(before.to_move.slice().sort(), [0, 1], 'both line-ups are due');

  // Ann confirms, then takes it back
  await t.waitFor(ann.page, '#ss-lineup-confirm:not([disabled])');
  await ann.page.click('#ss-lineup-confirm');
  const back = ann.page.locator('button[data-kind="take_back"]').first();
  await back.waitFor({ state: 'visible', timeout: 20000 });
  const set = lastState(ann, n);
  assert.deepEqual(set.to_move, [1], 'Bob alone must act');
  assert.deepEqual(set.legal.map((a) => a.kind), ['take_back']);
  await back.click();
  await ann.waitForMessage('events', (m) => m.table === n && m.events.some((e) => e.event.type === 'lineup_back'));
  await t.waitFor(ann.page, '#ss-lineup-confirm:not([disabled])');
  await bob.waitForMessage('events', (m) => m.table === n && m.events.some((e) => e.event.type === 'lineup_back'));

  // both set: the game begins, nothing to take back
  await ann.page.click('#ss-lineup-confirm');
  await t.waitFor(bob.page, '#ss-lineup-confirm:not([disabled])');
  await bob.page.click('#ss-lineup-confirm');
  await ann.waitForMessage('state', (m) => m.table === n && m.seq > set.seq + 2);
  assert.equal(await ann.page.locator('button[data-kind="take_back"]').count(), 0, 'nothing to take back once the game began');
});
