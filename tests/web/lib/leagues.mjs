// leagues.mjs: what the league browser tests share.

/**
 * Makes a league from the lobby's New league form on player's page (the
 * form's fields: name, game, params?, team, seed) and resolves with the
 * server's `league` answer once the league's page shows.
 */
export async function makeLeague(t, player, { name, game, params, team, seed }) {
  await t.waitFor(player.page, '#league-create');
  await player.page.fill('#league-name', name);
  await player.page.selectOption('#league-game-pick', game);
  if (params) await player.page.fill('#league-params', params);
  await player.page.fill('#league-team', String(team));
  await player.page.fill('#league-seed', String(seed));
  await player.page.click('#league-create-button');
  await t.waitFor(player.page, '#league-standings tbody tr');
  return player.waitForMessage('league', { name });
}
