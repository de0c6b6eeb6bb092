// The browser client's smoke test: the page at / loads with no console
// error, no CSP violation and no uncaught exception (the harness fails the
// test on any), its WebSocket says hello and hears welcome, and a second
// browser context is a second player.
import assert from 'node:assert/strict';
import { webTest } from './lib/harness.mjs';

await webTest(import.meta.url, async (t) => {
  const ann = await t.newPlayer('ann');
  assert.equal(ann.response.status(), 200, 'GET / answers 200');
  const hello = await ann.waitForMessage('hello', {}, { dir: 'out' });
  const welcome = await ann.waitForMessage('welcome');
  assert.equal(welcome.protocol, 'rink.v1');
  assert.ok(Number.isInteger(welcome.player) && welcome.player > 0, `a player id: ${welcome.player}`);
  // hello is the first message the page sends
  assert.equal(ann.sent()[0].type, 'hello', 'the page says hello first');
  if (hello.ref !== undefined) assert.equal(welcome.ref, hello.ref, 'welcome answers hello');
  t.log(`ann is player ${welcome.player}`);

  const bob = await t.newPlayer('bob');
  const welcome2 = await bob.waitForMessage('welcome');
  assert.notEqual(welcome2.player, welcome.player, 'a second context is a second player');
  t.log(`bob is player ${welcome2.player}`);

  // nothing an error message could hide in: no error frame at all
  for (const p of [ann, bob]) {
    assert.deepEqual(p.messages('error'), [], `${p.name} received no error`);
  }
  // a token is the player's own secret: bob's page never sees ann's
  if (welcome.token) await t.leakCheck(bob, [welcome.token]);
});
