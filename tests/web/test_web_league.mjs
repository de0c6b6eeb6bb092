// The league pages: a league made and played by `rink league` on the
// server's own store shows in the lobby's Leagues list, and its page
// (#/league/NAME) shows the standings in the game's order, the odds kept
// (a chart of how the title chances moved and the latest table), the last
// games and the next ones; a league that does not exist says so in one
// line. A stranger to a league made in the terminal is offered no move
// and no button to play it on (test_web_league_play covers playing).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { webTest } from './lib/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RINK = path.resolve(ROOT, process.env.RINK || 'build/debug/rink');

await webTest(import.meta.url, async (t) => {
  const db = t.server.db;
  const rink = (...args) => execFileSync(RINK, [...args, '--db', db], { encoding: 'utf8' });
  rink('league', 'create', 'nhl', '--game', 'actiondeck', '--seed', '3');
  rink('league', 'play', 'nhl', '--games', '40');
  rink('odds', 'nhl', '--sims', '100');
  rink('league', 'play', 'nhl', '--games', '40');
  rink('odds', 'nhl', '--sims', '100');
  const standings = JSON.parse(rink('league', 'show', 'nhl', '--json'));

  const ann = await t.newPlayer('ann');
  await ann.waitForMessage('welcome');
  await t.waitFor(ann.page, '#leagues a');
  assert.equal(await ann.page.textContent('#leagues a'), 'nhl');
  await ann.page.click('#leagues a');
  await t.waitFor(ann.page, '#league-standings tbody tr');
  const league = await ann.waitForMessage('league');
  assert.equal(league.standings.played, 80);
  assert.equal(league.odds.length, 2, 'both askings are in the history');

  // the standings in the server's order, as the CLI shows them
  const names = await ann.page.$$eval('#league-standings tbody tr td:nth-child(2)', (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(names, standings.rows.map((r) => r.name));
  const head = await ann.page.$$eval('#league-standings thead th', (ths) => ths.map((th) => th.textContent));
  assert.ok(head.includes('Pts') && head.includes('OTL'), `NHL columns: ${head}`);

  // the odds: one line a team in the chart, a row a team in the table
  assert.equal(await ann.page.locator('svg.odds-chart polyline').count(), 32);
  assert.equal(await ann.page.locator('#league-odds tbody tr').count(), 32);
  assert.equal(await ann.page.locator('#league-games tbody tr').count(), 30);
  assert.ok(await ann.page.locator('#league-upcoming tbody tr').count() > 0);
  assert.equal(await ann.page.locator("button.move").count(), 0, "no moves for a stranger");
  assert.ok(!(await ann.page.isVisible("#league-play-1")), "no play buttons for a stranger");

  // leaders and the log, read when opened
  await ann.page.click('#league-leaders summary');
  await t.waitFor(ann.page, '#league-leaders-table tbody tr');
  assert.equal(await ann.page.locator('#league-leaders-table tbody tr').count(), 25);
  await ann.page.click('#league-leaders-table thead button:text-is("g")');
  const lead = await ann.waitForMessage('league_leaders', { stat: 'g' });
  await t.waitFor(ann.page, '#league-leaders-table thead button.sorted:text-is("g")');
  assert.equal(await ann.page.textContent('#league-leaders-table tbody tr td:nth-child(2)'), lead.rows[0].player);
  await ann.page.click('#league-log summary');
  await t.waitFor(ann.page, '#league-log-entries li[data-type]');
  await ann.page.fill('#league-log-types', 'goal');
  await ann.page.click('#league-log button[type=submit]');
  const log = await ann.waitForMessage('league_log', (m) => m.entries.length && m.entries.every((e) => e.type === 'goal'));
  await t.waitFor(ann.page, '#league-log-entries li[data-type="goal"]');
  assert.equal(await ann.page.locator('#league-log-entries li').count(), log.entries.length);

  // a league that is not there: one line, no crash
  await ann.page.goto(t.server.url + '#/league/nosuch');
  await t.waitFor(ann.page, '.league .error');
  assert.match(await ann.page.textContent('.league .error'), /no league named 'nosuch'/);
});
