/*
 * tests/unit/test_ts_season.c: Trick Shot's team choice, Line card draft
 * and tournament season (TS-LINE-01/02, TS-ARENA-03, TS-SEASON-01..04).
 */
#include "ts_util.h"

#include "rink/bot.h"
#include "rink/rng.h"

static int keep_first(void *user, int team, const uint8_t *hand, int n)
{
	int *calls = user;

	(void)team;
	(void)hand;
	calls[n]++;
	return 0;
}

static void test_TS_LINE_01_premade_and_dream_teams(void **state)
{
	rink_game *g = ts_game("advanced=1,lines=1,arena_red=1,arena_blue=2");
	rink_game *d = ts_game("advanced=1,lines=1,lines_red=5/6/7/8,lines_blue=9/10/11/12");
	rink_state *s = rink_state_new(g, 1), *t = rink_state_new(d, 1);
	struct rink_error err;

	(void)state;
	/* Arena 1 (Oakridge) lists Line cards 16 27 32 7; each team picks its
	 * first listed card at the period start */
	for (int k = 0; k < 2; k++) {
		rink_state *x = k ? t : s;
		for (int seat = 0; seat < 2; seat++) {
			int acts[8];
			assert_int_equal(rink_state_legal(x, seat, acts, 8), 4);
			rink_state_apply_fast(x, seat, acts[0], NULL);
		}
	}
	assert_int_equal(ts_view(s).line_card[0], 15);
	assert_int_equal(ts_view(t).line_card[0], 4);
	assert_int_equal(ts_view(t).line_card[1], 8);
	assert_null(rink_game_new("trickshot", "advanced=1,lines=1,lines_red=5/5/7/8", &err));
	assert_non_null(strstr(err.text, "named twice"));
	assert_null(rink_game_new("trickshot", "advanced=1,lines=1,lines_red=5/6/7", &err));
	assert_null(rink_game_new("trickshot", "advanced=1,lines=1,arena_red=33", &err));
	rink_state_free(s);
	rink_state_free(t);
	rink_game_free(g);
	rink_game_free(d);
}

static void test_TS_LINE_02_draft(void **state)
{
	struct rink_rng rng;
	uint8_t kept[2][4], again[2][4];
	int calls[6] = {0};
	bool seen[32] = {false};

	(void)state;
	rink_rng_seed(&rng, 4);
	rink_ts_draft(&rng, keep_first, calls, kept);
	/* each team chose from hands of 5, 4, 3 and 2 cards */
	assert_int_equal(calls[5], 2);
	assert_int_equal(calls[4], 2);
	assert_int_equal(calls[3], 2);
	assert_int_equal(calls[2], 2);
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < 4; i++) {
			assert_true(kept[t][i] < 32);
			assert_false(seen[kept[t][i]]); /* TS-GAP-32: one deck, no card twice */
			seen[kept[t][i]] = true;
		}
	/* keeping the first card while hands are passed: Red keeps its own
	 * first card, then Blue's passed hand's first, ... */
	struct rink_rng r2;
	uint8_t deck[32];
	rink_rng_seed(&r2, 4);
	for (int i = 0; i < 32; i++)
		deck[i] = (uint8_t)i;
	rink_rng_shuffle_u8(&r2, deck, 32);
	assert_int_equal(kept[0][0], deck[0]);
	assert_int_equal(kept[1][0], deck[5]);
	assert_int_equal(kept[0][1], deck[6]); /* from the hand Blue passed */
	assert_int_equal(kept[1][1], deck[1]);
	rink_rng_seed(&rng, 4);
	rink_ts_draft(&rng, keep_first, calls, again);
	assert_memory_equal(kept, again, sizeof(kept));
}

static int pick_lowest(void *user, int team, const bool allowed[32])
{
	int *want = user;

	if (want && want[team] >= 0)
		return want[team];
	for (int c = 0; c < 32; c++)
		if (allowed[c])
			return c;
	return -1;
}

/* TS-SEASON-01, TS-SEASON-02 */
static void test_TS_SEASON_01_02_ARENA_03_season(void **state)
{
	rink_game *g = ts_game("");
	struct rink_ts_season se;
	struct rink_error err;
	char params[256];

	(void)state;
	assert_int_equal(rink_ts_season_init(g, &se, 1, 2, &err), RINK_OK);
	assert_int_equal(se.lines[0][0], 15); /* Arena 1's cards */
	/* TS-GAP-30 (b), (a): no blank Arena card, and never the same one twice */
	assert_int_not_equal(rink_ts_season_init(g, &se, 33, 2, &err), RINK_OK); /* blank */
	assert_int_not_equal(rink_ts_season_init(g, &se, 2, 2, &err), RINK_OK);
	assert_int_equal(rink_ts_season_init(g, &se, 1, 2, &err), RINK_OK);
	for (int k = 0; k < 4; k++) {
		/* TS-ARENA-03: the home team alternates */
		assert_int_equal(rink_ts_season_home(&se), k % 2);
		rink_ts_season_params(&se, "friendly=1", params, sizeof(params));
		assert_non_null(strstr(params, k % 2 ? "home=blue" : "home=red"));
		rink_game *game = ts_game(params);
		rink_state *s = rink_state_new(game, (uint64_t)k + 1);
		rink_bot *b = rink_bot_new(game, "heuristic", 1, &err);
		while (!rink_state_is_over(s)) {
			int seat = ts_seat(s);
			rink_state_apply_fast(s, seat, rink_bot_act(b, s, seat), NULL);
		}
		/* the season's cards are the game's */
		rink_ts_season_record(&se, ts_view(s).score[0], ts_view(s).score[1]);
		assert_int_equal(rink_ts_season_draft_due(&se), k % 2 == 1);
		rink_bot_free(b);
		rink_state_free(s);
		rink_game_free(game);
	}
	assert_int_equal(se.games, 4);
	assert_int_equal(se.wins[0] + se.wins[1] + se.draws, 4);
	int leader = rink_ts_season_leader(&se);
	assert_true(leader == (se.wins[0] > se.wins[1] ? 0 : se.wins[1] > se.wins[0] ? 1 : 2));
	/* a draw is no one's win, and equal wins lead to no one */
	assert_int_equal(rink_ts_season_init(g, &se, 1, 2, &err), RINK_OK);
	rink_ts_season_record(&se, 2, 2);
	assert_int_equal(se.draws, 1);
	assert_int_equal(se.wins[0], 0);
	assert_int_equal(se.wins[1], 0);
	assert_int_equal(rink_ts_season_leader(&se), 2);
	rink_ts_season_record(&se, 1, 3);
	assert_int_equal(rink_ts_season_leader(&se), 1);
	rink_ts_season_record(&se, 2, 0);
	assert_int_equal(rink_ts_season_leader(&se), 2);
	assert_int_equal(se.goals[0], 5);
	assert_int_equal(se.goals[1], 5);
	rink_game_free(g);
}

/* TS-SEASON-03, TS-SEASON-04 */
static void test_TS_SEASON_03_04_draft_between_games(void **state)
{
	rink_game *g = ts_game("");
	struct rink_ts_season se;
	struct rink_error err;
	struct rink_rng rng;
	int first, ret[2] = {0, 2};

	(void)state;
	rink_rng_seed(&rng, 1);
	rink_ts_season_init(g, &se, 1, 2, &err);
	rink_ts_season_record(&se, 3, 1);
	rink_ts_season_record(&se, 0, 1); /* goals: Red 3, Blue 2 */
	struct rink_ts_season before = se;
	/* Blue scored fewer: Blue picks first. Red may not take a card Blue
	 * holds after its pick. */
	int want[2] = {-1, before.lines[1][1]};
	assert_int_not_equal(rink_ts_season_draft(&se, ret, pick_lowest, want, &rng, &first, &err),
	                     RINK_OK);
	assert_memory_equal(&se, &before, sizeof(se)); /* refused: nothing changed */
	assert_int_equal(rink_ts_season_draft(&se, ret, pick_lowest, NULL, &rng, &first, &err),
	                 RINK_OK);
	assert_int_equal(first, 1);
	/* each team holds 4 cards again, none held twice */
	bool held[32] = {false};
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < 4; i++) {
			assert_false(held[se.lines[t][i]]);
			held[se.lines[t][i]] = true;
		}
	assert_int_equal(se.lines[0][1], before.lines[0][1]); /* the kept cards stay */
	/* a team may take back the card it returned (TS-GAP-33 (a)) */
	int own[2] = {se.lines[0][0], -1};
	struct rink_ts_season again = se;
	assert_int_equal(rink_ts_season_draft(&again, ret, pick_lowest, own, &rng, &first, &err),
	                 RINK_OK);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_LINE_01_premade_and_dream_teams),
	        cmocka_unit_test(test_TS_LINE_02_draft),
	        cmocka_unit_test(test_TS_SEASON_01_02_ARENA_03_season),
	        cmocka_unit_test(test_TS_SEASON_03_04_draft_between_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
