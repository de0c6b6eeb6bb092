/*
 * tests/unit/test_ss_season.c: Slapshot rule tests, the scoreboard
 * (checklist SS-SEASON-*, SS-GAP-01).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "ss_testutil.h"

/* ---- the scoreboard ------------------------------------------------------ */

static void test_SS_SEASON_01_winner_moves_one_space(void **state)
{
	rink_game *g;
	rink_state *s = position(&g, 3, 0, NULL, NULL);

	/* a regulation win */
	season_game(s, 1, 1, NULL);
	assert_int_equal(tu_view(s).wins[0], 1);
	/* an overtime win: tie first, then the overtime */
	tu_play(s, 1, "game 3", NULL);
	tu_force(s, -1, true, NULL);
	assert_int_equal(tu_view(s).overtime, 1);
	assert_int_equal(tu_view(s).wins[1] + tu_view(s).wins[2], 0);
	tu_force(s, 0, true, NULL); /* home (manager 3) wins the overtime */
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.wins[0], 1);
	assert_int_equal(v.wins[1], 0);
	assert_int_equal(v.wins[2], 1);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_SEASON_02_no_token_moves_back(void **state)
{
	rink_game *g = tu_slapshot("managers=4,playoff_wins=6");
	struct rink_rng rng;
	struct rink_events ev = {0};

	rink_rng_seed(&rng, 2);
	for (uint64_t seed = 0; seed < 10; seed++) {
		rink_state *s = tu_after_setup(g, seed);
		int before[4] = {0};
		while (!rink_state_is_over(s)) {
			rink_events_clear(&ev);
			tu_random_step(s, &rng, &ev, NULL, NULL);
			struct rink_ss_view v = tu_view(s);
			int r = tu_find_event(&ev, RINK_SS_EV_RESULT, 0);
			for (int m = 0; m < 4; m++) {
				/* never backwards; forwards only for a season game's winner */
				bool season_winner = r >= 0 && ev.v[r].arg[6] == RINK_SS_SEASON &&
				                     ev.v[r].arg[4] == m;
				assert_int_equal(v.wins[m], before[m] + (season_winner ? 1 : 0));
				before[m] = v.wins[m];
			}
		}
		rink_state_free(s);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

/* SS-SEASON-03 and SS-GAP-01: 9 wins reach Playoffs by default. */
static void test_SS_SEASON_03_nine_wins_by_default(void **state)
{
	rink_game *g;
	int wins[3] = {7, 2, 1};
	rink_state *s = position(&g, 3, 0, wins, NULL);

	assert_non_null(strstr(rink_game_params(g), "playoff_wins=9"));
	season_game(s, 1, 1, NULL); /* the 8th win: still the season */
	assert_int_equal(tu_view(s).wins[0], 8);
	assert_int_equal(tu_view(s).stage, RINK_SS_SEASON);
	tu_play(s, 1, "game 3", NULL);
	tu_force(s, 0, true, NULL);
	tu_play(s, 2, "game 1", NULL);
	tu_force(s, 1, true, NULL); /* manager 3 wins on the road */
	season_game(s, 2, 1, NULL); /* manager 1's 9th win */
	assert_int_equal(tu_view(s).wins[0], 9);
	assert_int_not_equal(tu_view(s).stage, RINK_SS_SEASON);
	rink_state_free(s);
	rink_game_free(g);

	/* a parameter */
	int w8[3] = {7, 0, 0};
	s = position(&g, 3, 0, w8, "playoff_wins=8");
	season_game(s, 1, 1, NULL);
	assert_int_equal(tu_view(s).wins[0], 8);
	assert_int_not_equal(tu_view(s).stage, RINK_SS_SEASON);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_SEASON_04_season_ends_at_once(void **state)
{
	rink_game *g;
	int wins[4] = {8, 5, 3, 2};
	rink_state *s = position(&g, 4, 0, wins, NULL);
	struct rink_events ev = {0};
	int acts[RINK_MAX_ACTIONS];

	/* manager 1 wins his 9th in the first turn of a round */
	season_game(s, 2, 1, &ev);
	assert_true(tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0) >
	            tu_find_event(&ev, RINK_SS_EV_RESULT, 0));
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.stage, RINK_SS_FINAL);
	assert_int_equal(v.phase, RINK_SS_LINEUP);
	assert_int_equal(v.active, -1);
	/* nobody gets a season turn: only the final's line-ups */
	for (int m = 0; m < 4; m++) {
		int n = rink_state_legal(s, m, acts, RINK_MAX_ACTIONS);
		assert_int_equal(n, m == 0 || m == 1 ? 720 : 0);
	}
	assert_int_equal(count_stage_results(&ev, RINK_SS_SEASON), 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_SEASON_05_second_place(void **state)
{
	struct rink_events ev = {0};
	/* one clear second */
	{
		rink_game *g;
		int wins[4] = {8, 6, 5, 3};
		rink_state *s = position(&g, 4, 0, wins, NULL);
		season_game(s, 3, 1, &ev);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_FINAL);
		assert_true((v.series[0] == 0 && v.series[1] == 1));
		assert_true(v.out[2] && v.out[3]);
		assert_false(v.out[0] || v.out[1]);
		int e = tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0);
		assert_int_equal(ev.v[e].arg[0], 0);
		assert_int_equal(ev.v[e].arg[1], 1);
		rink_state_free(s);
		rink_game_free(g);
	}
	/* two tied for second */
	{
		rink_game *g;
		int wins[4] = {8, 6, 6, 3};
		rink_state *s = position(&g, 4, 0, wins, NULL);
		rink_events_clear(&ev);
		season_game(s, 3, 1, &ev);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_SEMIFINAL);
		assert_true((v.series[0] == 1 && v.series[1] == 2) ||
		            (v.series[0] == 2 && v.series[1] == 1));
		assert_true(v.out[3]);
		assert_false(v.out[1] || v.out[2] || v.out[0]);
		int e = tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0);
		assert_int_equal(ev.v[e].arg[1], 2);
		rink_state_free(s);
		rink_game_free(g);
	}
	/* second place is counted among the others, whoever has 8 */
	{
		rink_game *g;
		int wins[4] = {8, 8, 8, 2};
		rink_state *s = position(&g, 4, 0, wins, NULL);
		season_game(s, 3, 1, NULL);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_SEMIFINAL);
		assert_true(v.out[3] && !v.out[1] && !v.out[2]);
		rink_state_free(s);
		rink_game_free(g);
	}
	rink_events_free(&ev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_SEASON_01_winner_moves_one_space),
	        cmocka_unit_test(test_SS_SEASON_02_no_token_moves_back),
	        cmocka_unit_test(test_SS_SEASON_03_nine_wins_by_default),
	        cmocka_unit_test(test_SS_SEASON_04_season_ends_at_once),
	        cmocka_unit_test(test_SS_SEASON_05_second_place),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}