/*
 * tests/unit/test_pp_bots.c: the random and heuristic bots play whole Power
 * Play seasons (every phase, special-player choices included) legally, and
 * the heuristic bot beats random ones.
 */
#include "pp_testutil.h"

#include "rink/bot.h"

#define POST_TURN 15 /* phases[]: decisions on post-season turns */

/* Plays a season with bots[seat] ("random"/"heuristic"); returns the
 * champion; counts decisions by phase into phases[]. */
static int season(const char *params, const char *const *kinds, uint64_t seed, int *phases)
{
	struct rink_error err;
	rink_game *g = pp_new(params);
	rink_state *s = rink_state_new(g, seed);
	rink_bot *bots[RINK_PP_MAX_MANAGERS];
	int champion, steps = 0;

	for (int m = 0; m < rink_game_num_seats(g); m++) {
		bots[m] = rink_bot_new(g, kinds[m], seed * 100 + (uint64_t)m, &err);
		assert_non_null(bots[m]);
	}
	while (!rink_state_is_over(s)) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		int a = rink_bot_act(bots[seat], s, seat);
		struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
		phases[v.phase]++;
		if (v.stage != RINK_PP_SEASON &&
		    (v.phase == RINK_PP_TURN || v.phase == RINK_PP_GIVE))
			phases[POST_TURN]++;
		assert_true(rink_state_is_legal(s, seat, a));
		rink_state_apply_fast(s, seat, a, NULL);
		assert_true(++steps < 200000);
	}
	assert_int_equal(rink_state_check(s, &err), RINK_OK);
	champion = pp_view(s, 0).champion;
	for (int m = 0; m < rink_game_num_seats(g); m++)
		rink_bot_free(bots[m]);
	rink_state_free(s);
	rink_game_free(g);
	return champion;
}

static void test_heuristic_plays_every_phase(void **state)
{
	static const char *const all[10] = {"heuristic", "heuristic", "heuristic", "heuristic",
	                                    "heuristic", "heuristic", "heuristic", "heuristic",
	                                    "heuristic", "heuristic"};
	int phases[16] = {0};

	for (uint64_t seed = 1; seed <= 8; seed++) {
		season("managers=4", all, seed, phases);
		season("managers=10,ending=short", all, seed, phases);
		season("team_variant=1,managers=7", all, seed, phases);
	}
	assert_true(phases[RINK_PP_ROUND] > 0);
	assert_true(phases[RINK_PP_BULLY] > 0);
	assert_true(phases[RINK_PP_JUDGE] > 0);
	assert_true(phases[RINK_PP_FIELD] > 0);
	assert_true(phases[RINK_PP_REST] > 0);
	assert_true(phases[RINK_PP_TEAMPICK] > 0);
	assert_true(phases[RINK_PP_GIVE] > 0); /* it trades too */
}

static void test_random_bot_through_sample_legal(void **state)
{
	static const char *const all[10] = {"random", "random", "random", "random", "random",
	                                    "random", "random", "random", "random", "random"};
	int phases[16] = {0};

	for (uint64_t seed = 1; seed <= 10; seed++) {
		season("managers=4", all, seed, phases);
		season("managers=10", all, seed, phases);
		season("team_variant=1,managers=4", all, seed, phases);
	}
	assert_true(phases[RINK_PP_GIVE] > 0); /* random bots also trade */
	assert_true(phases[RINK_PP_RUMP] >= 0);
}

static void test_heuristic_beats_random(void **state)
{
	static const char *const kinds[4] = {"heuristic", "random", "random", "random"};
	int phases[16] = {0}, won = 0, n = 40;

	for (uint64_t seed = 1; seed <= (uint64_t)n; seed++)
		won += season("managers=4", kinds, seed, phases) == 0;
	/* a random seat would win a quarter of the seasons */
	assert_true(won > n / 2);
}

/* PP-GAP-29 (b), PP-GAP-30 (a): both bots play post-season turns (trades,
 * drafts, the scheduled games) legally to a champion */
static void test_PP_GAP_29_30_bots_postseason_turns(void **state)
{
	static const char *const kinds[2][6] = {
	        {"heuristic", "heuristic", "heuristic", "heuristic", "heuristic", "heuristic"},
	        {"random", "heuristic", "random", "heuristic", "random", "random"}};
	int phases[16] = {0};

	for (uint64_t seed = 1; seed <= 6; seed++)
		for (int k = 0; k < 2; k++) {
			assert_true(season("managers=6,postseason=turns", kinds[k], seed, phases) >=
			            0);
			assert_true(season("managers=3,postseason=turns,ending=short", kinds[k],
			                   seed, phases) >= 0);
		}
	assert_true(phases[POST_TURN] > 0);
	assert_true(phases[RINK_PP_GIVE] > 0);
	memset(phases, 0, sizeof(phases));
	for (uint64_t seed = 1; seed <= 6; seed++)
		season("managers=4", kinds[0], seed, phases);
	assert_int_equal(phases[POST_TURN], 0); /* the default: back to back */
}

/* PP-GAP-36: both bots choose substitutes (substitute=choose) legally */
static void test_PP_GAP_36_bots_choose_substitutes(void **state)
{
	static const char *const kinds[4] = {"heuristic", "random", "heuristic", "random"};
	int phases[16] = {0};

	for (uint64_t seed = 1; seed <= 8; seed++)
		assert_true(season("team_variant=1,managers=4,substitute=choose", kinds, seed,
		                   phases) >= 0);
	assert_true(phases[RINK_PP_SUB] > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_heuristic_plays_every_phase),
	        cmocka_unit_test(test_random_bot_through_sample_legal),
	        cmocka_unit_test(test_heuristic_beats_random),
	        cmocka_unit_test(test_PP_GAP_29_30_bots_postseason_turns),
	        cmocka_unit_test(test_PP_GAP_36_bots_choose_substitutes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
