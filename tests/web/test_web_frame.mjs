// The table frame and lobby, the same for every game (docs/WEB.md):
//   - a table made from the lobby's form, with a seat left for a person;
//   - a friend sits through the invite link the table page shows;
//   - moves by the keyboard alone (Tab/Enter on a move, notation typed);
//   - a reload in the middle of the game carries on from where it was;
//   - a server restart: both pages come back by themselves, no reload;
//   - a spectator gets no moves, no invite code and no seat's legal list;
//   - a finished table replayed step by step (keys, slider, seen by a seat);
//   - a save file of `rink play --save` uploaded and replayed;
//   - the lobby and a table fit a 360-pixel-wide phone.
// Trick Shot is the game here only because its default is short to set up;
// the frame knows no game.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { webTest, ROOT } from './lib/harness.mjs';
import { lastState } from './lib/frames.mjs';

const RINK = path.resolve(ROOT, process.env.RINK || 'build/debug/rink');

// Plays one move of p's seat when it is p's turn: by keyboard (focus the
// first move button, Enter) or by typing the notation. True if it moved.
async function keyMove(t, p, how) {
  const page = p.page;
  const turn = await page.textContent('#turn');
  if (turn !== 'Your move') return false;
  const button = page.locator('button.move').first();
  const notation = await button.getAttribute('data-notation');
  const before = p.messages('ok').length;
  if (how === 'type') {
    await page.fill('#notation', notation);
    await page.press('#notation', 'Enter');
  } else {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await p.waitForMessage('ok', () => p.messages('ok').length > before);
  return true;
}

// Plays up to n moves between the players, by keyboard, waiting for bots.
async function playSome(t, players, n) {
  let moved = 0;
  for (let i = 0; moved < n && i < n * 20; i++) {
    let any = false;
    for (const [k, p] of players.entries()) {
      if (await keyMove(t, p, k % 2 ? 'type' : 'key')) { moved++; any = true; }
    }
    if (!any) await players[0].page.waitForTimeout(100);
  }
  return moved;
}

await webTest(import.meta.url, async (t) => {
  // ---- a table from the lobby, a seat for a friend
  const ann = await t.newPlayer('ann');
  await t.waitFor(ann.page, '#create');
  await ann.page.check('input[name=game][value=trickshot]');
  await ann.page.selectOption('#seat-1', 'person');
  await ann.page.fill('#table-name', 'Frame test');
  await ann.page.click('#create');
  const created = await ann.waitForMessage('created');
  const n = created.table;
  await t.waitFor(ann.page, '#turn');
  await ann.page.click('#invite');
  const link = await ann.page.inputValue('#invite-link');
  assert.ok(link.includes('#/table/' + n) && link.includes(created.invite), `invite link ${link}`);

  const bob = await t.newPlayer('bob', { path: link.slice(link.indexOf('/#')) });
  await bob.waitForMessage('state', (m) => m.table === n && m.you === 1);
  t.log(`table ${n}: ann at seat 0, bob at seat 1 through the invite link`);

  // ---- keyboard play
  assert.ok(await playSome(t, [ann, bob], 6) >= 6, 'six moves by keyboard');

  // ---- a spectator: no moves, no invite, no legal list
  const carol = await t.newPlayer('carol', { path: '/#/watch/' + n });
  await carol.waitForMessage('state', (m) => m.table === n);
  assert.equal(await carol.page.locator('button.move').count(), 0, 'a spectator has no move buttons');
  for (const m of carol.messages('state')) {
    assert.equal(m.you, null);
    assert.equal(m.legal, undefined, 'no legal moves to a spectator');
  }
  await t.leakCheck(carol, [created.invite]);

  // ---- a reload in the middle of the game carries on
  const seqBefore = lastState(ann, n).seq;
  const beforeReload = ann.frames.length;
  await ann.page.reload();
  await ann.waitForMessage('state', (m) => m.table === n && m.you === 0 && m.seq >= seqBefore,
    { after: beforeReload });
  await t.waitFor(ann.page, `#table[data-seq="${lastState(ann, n).seq}"]`);
  assert.ok(await playSome(t, [ann, bob], 4) >= 4, 'play goes on after the reload');

  // ---- a server restart: the pages reconnect by themselves
  for (const p of [ann, bob, carol]) p.ignoreErrors(/WebSocket|ERR_CONNECTION_REFUSED|net::/);
  const seqRestart = lastState(ann, n).seq;
  const mark = ann.frames.length;
  await t.restartServer();
  await ann.waitForMessage('welcome', {}, { after: mark, timeout: 30000 });
  const back = await ann.waitForMessage('state', (m) => m.table === n, { after: mark });
  assert.ok(back.seq >= seqRestart, `the table is back at seq ${back.seq} (was ${seqRestart})`);
  await t.waitFor(ann.page, '#conn.online');
  await t.waitFor(bob.page, '#conn.online');
  assert.ok(await playSome(t, [ann, bob], 3) >= 3, 'play goes on after the server restarted');

  // ---- a finished table, replayed: bots play a friendly game to the end
  await ann.page.goto(t.server.url + '#/');
  await t.waitFor(ann.page, '#create');
  await ann.page.check('input[name=game][value=trickshot]');
  if (await ann.page.locator('#param-friendly').count()) await ann.page.check('#param-friendly');
  await ann.page.selectOption('#seat-0', 'bot:easy');
  await ann.page.selectOption('#seat-1', 'bot:easy');
  await ann.page.click('#create');
  const done = (await ann.waitForMessage('created', {}, { after: mark })).table;
  await ann.waitForMessage('state', (m) => m.table === done && m.over, { timeout: 120000 });
  await t.waitFor(ann.page, '#table[data-over="1"]');
  await ann.page.click('#replay-link');
  await t.waitFor(ann.page, '#replay[data-seq="0"]');
  const last = Number(await ann.page.getAttribute('#replay', 'data-last'));
  assert.ok(last > 10, `a whole game: ${last} steps`);
  await ann.page.keyboard.press('ArrowRight');
  await t.waitFor(ann.page, '#replay[data-seq="1"]');
  await ann.page.keyboard.press('End');
  await t.waitFor(ann.page, `#replay[data-seq="${last}"]`);
  await ann.page.keyboard.press('ArrowLeft');
  await t.waitFor(ann.page, `#replay[data-seq="${last - 1}"]`);
  const beforeSeat = ann.frames.length;
  await ann.page.selectOption('#replay-seat', '0');
  await ann.waitForMessage('replay', (m) => m.seq === last - 1 && m.seat === 0, { dir: 'out', after: beforeSeat });
  await ann.waitForMessage('replay', (m) => m.seq === last - 1, { after: beforeSeat });
  assert.match(await ann.page.textContent('#replay-step'), new RegExp(`Step ${last - 1} of ${last}`));

  // ---- a table in play cannot be replayed (it would show hidden things)
  await ann.page.goto(t.server.url + '#/replay/' + n);
  await t.waitFor(ann.page, '#replay .error:not(:empty)');

  // ---- a save file, uploaded
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rink-save-'));
  const file = path.join(dir, 'game.json');
  execFileSync(RINK, ['play', 'trickshot', '--humans', '0', '--friendly', '--seed', '5', '--save', file, '--delay', '0'],
    { stdio: 'ignore', timeout: 60000 });
  await ann.page.goto(t.server.url + '#/');
  await t.waitFor(ann.page, '#save-file', { state: 'attached' });
  await ann.page.setInputFiles('#save-file', file);
  await t.waitFor(ann.page, '#replay[data-seq="0"]');
  await ann.page.keyboard.press('End');
  const saveLast = JSON.parse(fs.readFileSync(file, 'utf8')).actions.length;
  await t.waitFor(ann.page, `#replay[data-seq="${saveLast}"]`);
  fs.rmSync(dir, { recursive: true, force: true });

  // ---- a phone: nothing wider than 360 pixels
  const dan = await t.newPlayer('dan', { viewport: { width: 360, height: 740 } });
  await t.waitFor(dan.page, '#create');
  const wide = async () => dan.page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(await wide() <= 360, `the lobby fits 360 px (${await wide()})`);
  await dan.page.goto(t.server.url + '#/watch/' + n);
  await t.waitFor(dan.page, '#turn');
  assert.ok(await wide() <= 360, `a table fits 360 px (${await wide()})`);
});
