// Playing a league in the browser: ann makes an Action Deck league from the
// lobby's form and plays team 1; bob opens its page and takes team 2 before
// the first move. Each plays the league on with the page's buttons; when
// the bots stop at a person's move, that person's page shows the game
// (the game module's drawing and the legal moves) and plays it with clicks
// until it ends; the standings then count it on both pages. A result typed
// in that the rules cannot produce is refused with the rule, and a good one
// is counted. A decided game's box score opens for anyone. The odds are
// asked and drawn. Neither player's browser ever
// receives the other's seat: every league_position it gets is its own
// team's or a spectator's.
import assert from 'node:assert/strict';
import { webTest } from './lib/harness.mjs';
import { makeLeague } from './lib/leagues.mjs';

// A player named as in the lobby's form.
async function named(t, name) {
  const p = await t.newPlayer(name);
  await p.waitForMessage('welcome');
  await p.page.fill('#my-name', name);
  await p.page.click('.name-form button');
  await p.waitForMessage('welcome', { name });
  return p;
}

await webTest(import.meta.url, async (t) => {
  const ann = await named(t, 'ann');
  const made = await makeLeague(t, ann, { name: 'club', game: 'actiondeck', team: 1, seed: 7 });
  assert.ok(made.teams[0].yours && made.member);
  const annTeam = made.teams[0].name;
  assert.match(await ann.page.textContent('#league-status'), new RegExp('You play ' + annTeam));
  assert.ok(await ann.page.isVisible('#league-play-1'), 'the owner may play it on');

  // bob takes team 2 before the first move
  const bob = await named(t, 'bob');
  await bob.page.goto(t.server.url + '#/league/club');
  await t.waitFor(bob.page, '#league-teams tr[data-team="2"] button.claim');
  assert.ok(!(await bob.page.isVisible('#league-play-1')), 'no play buttons for a stranger');
  await bob.page.click('#league-teams tr[data-team="2"] button.claim');
  await t.waitFor(bob.page, '#league-actions #league-play-1');
  const bobTeam = made.teams[1].name;
  assert.match(await bob.page.textContent('#league-status'), new RegExp('You play ' + bobTeam));
  // ann's page hears of it (league_changed) and shows bob's name
  await t.waitFor(ann.page, '#league-teams tr[data-team="2"] >> text=bob');
  assert.equal(await ann.page.locator('#league-teams button.claim').count(), 30,
    'before the first move, the bots\' teams are free');

  // play on until each has finished a game of their own
  const gp = (m, name) => m.standings.rows.find((r) => r.name === name).gp;
  const lastLeague = (p) => p.messages().filter((m) => m.type === 'league' || m.type === 'league_odds').at(-1);
  for (let round = 0; round < 200; round++) {
    const m = lastLeague(ann);
    if (gp(m, annTeam) >= 1 && gp(m, bobTeam) >= 1) break;
    let moved = false;
    for (const p of [ann, bob]) {
      if (await p.page.isVisible('#league-game button.move')) {
        const before = p.frames.length;
        await p.page.click('#league-game button.move >> nth=0');
        await p.waitForMessage('league_position', {}, { after: before });
        moved = true;
      }
    }
    if (moved) continue;
    const w = lastLeague(ann).teams.find((u) => u.to_move);
    if (w) { // a person must move: that page shows the game after league_changed
      await t.waitFor(w.team === 1 ? ann.page : bob.page, '#league-game button.move');
      continue;
    }
    const before = ann.frames.length;
    await ann.page.click('#league-play-10');
    await ann.waitForMessage('league', (x) => x.played !== undefined, { after: before });
  }
  const annEnd = lastLeague(ann);
  assert.ok(gp(annEnd, annTeam) >= 1 && gp(annEnd, bobTeam) >= 1, 'both played a game');
  await t.waitFor(bob.page, `#league-standings tbody tr:has-text("${annTeam}")`);
  assert.equal(await ann.page.locator('#league-teams button.claim').count(), 0,
    'once the league has begun no team is free');

  // the game was drawn by the Action Deck module while it was in play
  const positions = ann.messages('league_position');
  assert.ok(positions.length > 0 && positions.some((p) => p.position && p.position.game === 'actiondeck'));

  // hidden information: nobody received another's seat
  for (const [p, team] of [[ann, 1], [bob, 2]]) {
    for (const m of p.messages('league_position')) {
      assert.ok(m.team === team || m.team === null, `${p.name} got team ${m.team}'s position`);
      if (m.position && m.team === null) assert.equal(m.position.you, null);
    }
  }

  // a box score: bob opens ann's game from the last games
  const annGame = annEnd.games.find((g) => g.home === annTeam || g.away === annTeam);
  await bob.page.goto(t.server.url + '#/league/club/box/' + annGame.game);
  await t.waitFor(bob.page, '#box-title');
  assert.match(await bob.page.textContent('#box-title'), new RegExp(`Game ${annGame.game}.*${annGame.home} ${annGame.home_goals}, ${annGame.away} ${annGame.away_goals}`));
  assert.ok(await bob.page.locator('#box-events li').count() > 20, 'the game in words');
  assert.ok(await bob.page.locator('#board *').count() > 0, 'the final position drawn');
  await bob.page.goto(t.server.url + '#/league/club');

  // a result from a real table: a tie is refused with the rule
  await t.waitFor(ann.page, '#league-record');
  await ann.page.fill('#record-hg', '2');
  await ann.page.fill('#record-ag', '2');
  await ann.page.selectOption('#record-decision', 'tie');
  await ann.page.click('#league-record button[type=submit]');
  await t.waitFor(ann.page, '#league-status.error');
  assert.match(await ann.page.textContent('#league-status'), /AD-OT/);
  const played = lastLeague(ann).standings.played;
  await ann.page.fill('#record-hg', '4');
  await ann.page.fill('#record-ag', '1');
  await ann.page.selectOption('#record-decision', 'regulation');
  await ann.page.click('#league-record button[type=submit]');
  await ann.waitForMessage('league', (x) => x.standings.played === played + 1);

  // the odds, simulated on the server and drawn
  await ann.page.click('#league-odds-ask');
  await ann.waitForMessage('league_odds', {}, { timeout: 60000 });
  await t.waitFor(ann.page, '#league-odds tbody tr');
  assert.equal(await ann.page.locator('#league-odds tbody tr').count(), 32);
  await t.waitFor(bob.page, '#league-odds tbody tr');
});
