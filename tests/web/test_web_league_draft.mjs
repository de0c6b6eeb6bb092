// A person's choice between a league's games in the browser: ann makes a
// Trick Shot tournament league (advanced=1,lines=1) from the lobby's form
// and plays Red; she plays her games with the page's moves until the
// tournament's draft is due (TS-SEASON-03/04), when her page shows the Line
// cards she may return, then those she may take, as buttons. A stranger's
// page says whose draft it is and shows none of the cards.
import assert from 'node:assert/strict';
import { webTest } from './lib/harness.mjs';
import { makeLeague } from './lib/leagues.mjs';

await webTest(import.meta.url, async (t) => {
  const ann = await t.newPlayer('ann');
  await ann.waitForMessage('welcome');
  await makeLeague(t, ann, { name: 'tour', game: 'trickshot', params: 'advanced=1,lines=1', team: 1, seed: 6 });
  await t.waitFor(ann.page, '#league-actions #league-play-1');

  const last = () => ann.messages().filter((m) => m.type === 'league').at(-1);
  for (let i = 0; i < 2000 && !(last() && last().due); i++) {
    const before = ann.frames.length;
    if (await ann.page.isVisible('#league-game button.move')) {
      await ann.page.click('#league-game button.move >> nth=0');
      await ann.waitForMessage('league_position', {}, { after: before });
    } else {
      await ann.page.click('#league-play-1');
      await ann.waitForMessage('league', (m) => m.played !== undefined, { after: before });
    }
  }
  const due = last().due;
  assert.ok(due && due.team === 1 && due.options.length > 0, 'ann\'s draft is due');
  await t.waitFor(ann.page, '#league-due button.due-option');
  assert.equal(await ann.page.locator('#league-due button.due-option').count(), due.options.length);
  assert.match(await ann.page.textContent('#league-due h3'), new RegExp(due.step));

  // a stranger sees whose draft it is, not the cards
  const bob = await t.newPlayer('bob', { path: '/#/league/tour' });
  await t.waitFor(bob.page, '#league-due');
  assert.equal(await bob.page.locator('#league-due button').count(), 0);
  const seen = bob.messages('league').at(-1);
  assert.ok(seen.due && !seen.due.options, 'no options in a stranger\'s message');

  // ann chooses: the draft moves on to its next step (or the next game)
  const before = ann.frames.length;
  await ann.page.click('#league-due button.due-option >> nth=0');
  const after = await ann.waitForMessage('league', {}, { after: before });
  assert.ok(!after.due || after.due.step !== due.step, 'the draft moved on');
});
