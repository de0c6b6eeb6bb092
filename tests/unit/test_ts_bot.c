/*
 * tests/unit/test_ts_bot.c: the Trick Shot heuristic bot plays legal moves,
 * scores goals, and beats the random bot; bots are reproducible.
 */
#include "ts_util.h"

#include "rink/bot.h"

/* Plays one game between kinds[0] (seat 1, Red) and kinds[1]; returns the
 * winner (0, 1, 2 draw) and adds the goals of each team. */
static int duel(const rink_game *g, const char *kinds[2], uint64_t seed, int goals[2])
{
	struct rink_error err;
	rink_state *s = rink_state_new(g, seed);
	rink_bot *b[2];
	int steps = 0;

	for (int i = 0; i < 2; i++) {
		b[i] = rink_bot_new(g, kinds[i], seed * 2 + (uint64_t)i, &err);
		if (!b[i])
			fail_msg("%s", err.text);
	}
	while (!rink_state_is_over(s)) {
		int seat = ts_seat(s), a = rink_bot_act(b[seat], s, seat);
		if (rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
			fail_msg("%s bot: %s", kinds[seat], err.text);
		assert_true(++steps < 100000);
	}
	struct rink_ts_view v = ts_view(s);
	goals[0] += v.score[0];
	goals[1] += v.score[1];
	rink_bot_free(b[0]);
	rink_bot_free(b[1]);
	rink_state_free(s);
	return v.winner;
}

static void test_heuristic_beats_random(void **state)
{
	rink_game *g = ts_game("");
	const char *hr[2] = {"heuristic", "random"}, *rh[2] = {"random", "heuristic"};
	int wins_h = 0, wins_r = 0, goals[2] = {0, 0}, goals2[2] = {0, 0};

	(void)state;
	for (uint64_t seed = 1; seed <= 15; seed++) {
		int w = duel(g, hr, seed, goals);
		wins_h += w == 0;
		wins_r += w == 1;
		w = duel(g, rh, seed + 100, goals2);
		wins_h += w == 1;
		wins_r += w == 0;
	}
	print_message("heuristic %d wins, random %d; goals %d:%d and %d:%d\n", wins_h, wins_r,
	              goals[0], goals[1], goals2[0], goals2[1]);
	assert_true(wins_h >= 20 && wins_h > 4 * wins_r);
	assert_true(goals[0] + goals2[1] > 3 * (goals[1] + goals2[0]));
	rink_game_free(g);
}

static void test_heuristic_advanced_and_teams(void **state)
{
	rink_game *g = ts_game("advanced=1,lines=1,players=4,friendly=1");
	const char *hh[4] = {"heuristic", "heuristic", "heuristic", "heuristic"};
	struct rink_error err;
	rink_bot *b[4];
	rink_state *s = rink_state_new(g, 5);

	(void)state;
	for (int i = 0; i < 4; i++)
		b[i] = rink_bot_new(g, hh[i], (uint64_t)i, &err);
	while (!rink_state_is_over(s)) {
		int seat = ts_seat(s), a = rink_bot_act(b[seat], s, seat);
		assert_int_equal(rink_state_apply(s, seat, a, NULL, &err), RINK_OK);
		assert_int_equal(rink_state_check(s, &err), RINK_OK);
	}
	for (int i = 0; i < 4; i++)
		rink_bot_free(b[i]);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_bots_reproducible(void **state)
{
	rink_game *g = ts_game("friendly=1");
	const char *hh[2] = {"heuristic", "heuristic"};
	int a[2] = {0, 0}, b[2] = {0, 0};

	(void)state;
	int w1 = duel(g, hh, 9, a), w2 = duel(g, hh, 9, b);
	assert_int_equal(w1, w2);
	assert_memory_equal(a, b, sizeof(a));
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_heuristic_beats_random),
	        cmocka_unit_test(test_heuristic_advanced_and_teams),
	        cmocka_unit_test(test_bots_reproducible),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
