/*
 * games/trickshot/season.c: choosing Line cards by draft, and the
 * tournament season.
 *
 * Rulebook: "Choosing your team" (the drafted team, l.500-506) and
 * "Tournament season" (l.540-548). Both sit above single games: a draft
 * yields four Line cards per team, which a game takes as the parameters
 * lines_red and lines_blue; a season is a record of two teams, their cards
 * and results, and says the parameters of its next game. Randomness comes
 * from the caller's generator; nothing here does I/O.
 */
#include <stdio.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

void rink_ts_draft(struct rink_rng *rng, rink_ts_keep_fn keep, void *user, uint8_t kept[2][4])
{
	uint8_t deck[TS_LINES], hand[2][5];
	int n = 5;

	for (int i = 0; i < TS_LINES; i++)
		deck[i] = (uint8_t)i;
	rink_rng_shuffle_u8(rng, deck, TS_LINES);
	for (int t = 0; t < 2; t++)
		memcpy(hand[t], deck + 5 * t, 5);
	for (int round = 0; round < 4; round++, n--) {
		for (int t = 0; t < 2; t++) {
			int k = keep ? keep(user, t, hand[t], n) : 0;
			if (k < 0 || k >= n)
				k = 0;
			kept[t][round] = hand[t][k];
			memmove(hand[t] + k, hand[t] + k + 1, (size_t)(n - k - 1));
		}
		/* pass what is left to the other team */
		uint8_t tmp[5];
		memcpy(tmp, hand[0], 5);
		memcpy(hand[0], hand[1], 5);
		memcpy(hand[1], tmp, 5);
	}
	/* the last card of each hand goes back to the deck */
}

int rink_ts_season_init(const rink_game *game, struct rink_ts_season *se, int arena_red,
                        int arena_blue, struct rink_error *err)
{
	const struct ts_game *g = game->impl;
	int a[2] = {arena_red, arena_blue};

	memset(se, 0, sizeof(*se));
	for (int t = 0; t < 2; t++) {
		if (a[t] < 1 || a[t] > TS_ARENAS || g->arenas[a[t] - 1].blank)
			return rink_error_set(err, RINK_EINVAL, "Arena card %d: not a printed card",
			                      a[t]);
		se->arena[t] = (uint8_t)(a[t] - 1);
		memcpy(se->lines[t], g->arenas[a[t] - 1].lines, 4);
	}
	if (a[0] == a[1])
		return rink_error_set(err, RINK_EINVAL, "both teams chose Arena card %d", a[0]);
	return RINK_OK;
}

int rink_ts_season_home(const struct rink_ts_season *se)
{
	return se->games % 2;
}

int rink_ts_season_params(const struct rink_ts_season *se, const char *base, char *buf, size_t size)
{
	return snprintf(buf, size,
	                "%s%sadvanced=1,lines=1,arena_red=%d,arena_blue=%d,home=%s,"
	                "lines_red=%d/%d/%d/%d,lines_blue=%d/%d/%d/%d",
	                base ? base : "", base && base[0] ? "," : "", se->arena[0] + 1,
	                se->arena[1] + 1, rink_ts_season_home(se) ? "blue" : "red",
	                se->lines[0][0] + 1, se->lines[0][1] + 1, se->lines[0][2] + 1,
	                se->lines[0][3] + 1, se->lines[1][0] + 1, se->lines[1][1] + 1,
	                se->lines[1][2] + 1, se->lines[1][3] + 1);
}

void rink_ts_season_record(struct rink_ts_season *se, int red_goals, int blue_goals)
{
	se->goals[0] += red_goals;
	se->goals[1] += blue_goals;
	if (red_goals > blue_goals)
		se->wins[0]++;
	else if (blue_goals > red_goals)
		se->wins[1]++;
	else
		se->draws++;
	se->games++;
}

bool rink_ts_season_draft_due(const struct rink_ts_season *se)
{
	return se->games > 0 && se->games % 2 == 0;
}

int rink_ts_season_draft(struct rink_ts_season *se, const int returned[2], rink_ts_pick_fn pick,
                         void *user, struct rink_rng *rng, int *first, struct rink_error *err)
{
	struct rink_ts_season next = *se;
	int order;

	for (int t = 0; t < 2; t++)
		if (returned[t] < 0 || returned[t] > 3)
			return rink_error_set(err, RINK_EINVAL, "slot %d: a team holds slots 0..3",
			                      returned[t]);
	/* TS-SEASON-03: fewer goals picks first; a tie is drawn */
	if (se->goals[0] != se->goals[1])
		order = se->goals[0] < se->goals[1] ? 0 : 1;
	else
		order = (int)rink_rng_below(rng, 2);
	for (int k = 0; k < 2; k++) {
		int t = k == 0 ? order : 1 - order;
		bool allowed[TS_LINES];
		for (int c = 0; c < TS_LINES; c++)
			allowed[c] = true;
		/* TS-SEASON-04: no copy of a card either team holds (the returned
		 * cards are back in the deck, TS-GAP-33 (a)) */
		for (int u = 0; u < 2; u++)
			for (int i = 0; i < 4; i++)
				if (!(u == t && i == returned[t]) &&
				    !(u != t && k == 0 && i == returned[u]))
					allowed[next.lines[u][i]] = false;
		int c = pick ? pick(user, t, allowed) : -1;
		if (c < 0 || c >= TS_LINES || !allowed[c])
			return rink_error_set(err, RINK_EILLEGAL,
			                      "team %d may not take Line card %d: a team holds it",
			                      t + 1, c + 1);
		next.lines[t][returned[t]] = (uint8_t)c;
	}
	*se = next;
	if (first)
		*first = order;
	return RINK_OK;
}

int rink_ts_random_pick(void *user, int team, const bool allowed[32])
{
	struct rink_rng *rng = user;
	int n = 0, k;

	(void)team;
	for (int c = 0; c < TS_LINES; c++)
		n += allowed[c];
	k = n ? (int)rink_rng_below(rng, (uint32_t)n) : 0;
	for (int c = 0; c < TS_LINES; c++)
		if (allowed[c] && k-- == 0)
			return c;
	return -1;
}

int rink_ts_season_leader(const struct rink_ts_season *se)
{
	return se->wins[0] > se->wins[1] ? 0 : se->wins[1] > se->wins[0] ? 1 : 2;
}
