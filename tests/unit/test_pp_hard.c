/*
 * tests/unit/test_pp_hard.c: Power Play's hard bot (bots/powerplay_hard.c)
 * plays only legal moves in every variant, chooses the same whatever the
 * cards it cannot see, and is the hard level; rink_pp_set_choice, which
 * its search uses in the worlds it deals.
 */
#include "pp_testutil.h"

#include "rink/bot.h"

#define SMALL "hard:iters=20:worlds=6" /* a budget that keeps the tests quick */

/* Plays a season of kinds[seat], checking every action and the state after
 * it; counts the hard bot's decisions by phase into phases[]. */
static void season(const char *params, const char *const *kinds, uint64_t seed, int *phases)
{
	struct rink_error err;
	rink_game *g = pp_new(params);
	rink_state *s = rink_state_new(g, seed);
	rink_bot *bots[RINK_PP_MAX_MANAGERS];
	int steps = 0;

	for (int m = 0; m < rink_game_num_seats(g); m++) {
		bots[m] = rink_bot_new(g, kinds[m], seed * 10 + (uint64_t)m, &err);
		assert_non_null(bots[m]);
	}
	while (!rink_state_is_over(s)) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		int a = rink_bot_act(bots[seat], s, seat);
		if (!strncmp(kinds[seat], "hard", 4))
			phases[pp_view(s, seat).phase]++;
		assert_true(rink_state_is_legal(s, seat, a));
		rink_state_apply_fast(s, seat, a, NULL);
		if (rink_state_check(s, &err) != RINK_OK)
			fail_msg("seed %llu, %s: %s", (unsigned long long)seed, params, err.text);
		assert_true(++steps < 100000);
	}
	assert_true(pp_view(s, 0).champion >= 0);
	for (int m = 0; m < rink_game_num_seats(g); m++)
		rink_bot_free(bots[m]);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_pp_hard_plays_only_legal_moves(void **state)
{
	static const char *const mixed[] = {SMALL, "heuristic", "random", SMALL};
	static const char *const all[] = {SMALL, SMALL, SMALL, SMALL};
	static const char *const params[] = {
	        "managers=4",
	        "managers=3,ending=short,lineup=fixed",
	        "managers=4,ending=short,postseason=turns",
	        "team_variant=1,managers=3,ending=short,substitute=choose",
	        "managers=2,ending=no-playoffs,wins=4",
	};
	int phases[16] = {0};

	for (size_t p = 0; p < sizeof(params) / sizeof(params[0]); p++)
		season(params[p], mixed, p + 1, phases);
	season("managers=4,ending=short", all, 9, phases);
	assert_true(phases[RINK_PP_TURN] > 0);
	assert_true(phases[RINK_PP_ROUND] > 0);
	assert_true(phases[RINK_PP_FIELD] > 0);
}

/* Two bots with one seed: one sees the real position at each of its
 * seat's calls, the other a world dealt anew from that seat's view (other
 * teams, piles, a card handed in). Their choices must agree all season,
 * the order of the opponents' cards they write down included. */
static void twins(const char *params, uint64_t seed)
{
	static const char *const others[] = {"heuristic", "random", "heuristic"};
	rink_game *g = pp_new(params);
	rink_state *s = rink_state_new(g, seed);
	rink_bot *a = rink_bot_new(g, SMALL, seed, NULL), *b = rink_bot_new(g, SMALL, seed, NULL);
	rink_bot *bots[3];
	struct rink_rng deal;
	int differ = 0, calls = 0;

	assert_non_null(a);
	assert_non_null(b);
	rink_rng_seed(&deal, seed + 99);
	for (int m = 0; m < 3; m++)
		bots[m] = rink_bot_new(g, others[m], seed * 10 + (uint64_t)m, NULL);
	while (!rink_state_is_over(s)) {
		int seat = __builtin_ctz(rink_state_to_move(s)), act;
		if (seat == 0) {
			rink_state *t = rink_state_clone(s);
			assert_int_equal(rink_state_resample(t, 0, &deal), RINK_OK);
			json_t *vs = rink_state_view_json(s, 0), *vt = rink_state_view_json(t, 0);
			assert_true(json_equal(vs, vt));
			json_decref(vs);
			json_decref(vt);
			differ += !rink_state_equal(s, t);
			act = rink_bot_act(a, s, 0);
			assert_int_equal(act, rink_bot_act(b, t, 0));
			rink_state_free(t);
			calls++;
		} else {
			act = rink_bot_act(bots[seat - 1], s, seat);
		}
		rink_state_apply_fast(s, seat, act, NULL);
	}
	assert_true(differ > calls / 2);
	for (int m = 0; m < 3; m++)
		rink_bot_free(bots[m]);
	rink_bot_free(a);
	rink_bot_free(b);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_pp_hard_reads_only_its_view(void **state)
{
	twins("managers=4,ending=short", 1);
	twins("managers=4", 2);
	twins("managers=4,ending=short,first=2", 3);
}

static void test_pp_set_choice(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events *ev = NULL;
	struct rink_error err;
	rink_state *s = pp_duel(g, "Superstar,Blue Liner,Hat Trick Harry,Iron Mike,Slow Poke,Sieve",
	                        "Rink Rat,Gnome,Toe Pick,Troll,Space Cadet,Stu Still", ev);
	int superstar = pp_id(g, "Superstar"), mike = pp_id(g, "Iron Mike");
	struct rink_pp_view v;

	/* nothing handed in yet */
	assert_int_equal(rink_pp_set_choice(s, 0, superstar, &err), RINK_EINVAL);
	pp_do(s, 0, "play Superstar", ev);
	assert_int_equal(rink_pp_set_choice(s, 1, pp_id(g, "Gnome"), &err), RINK_EINVAL);
	assert_int_equal(rink_pp_set_choice(s, 0, pp_id(g, "Gnome"), &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "not in"));
	assert_int_equal(rink_pp_set_choice(s, 0, mike, &err), RINK_OK);
	pp_do(s, 1, "play Troll", ev);
	/* Iron Mike 6 met Troll 6: no goal, and Superstar is still in hand */
	v = pp_view(s, 0);
	assert_int_equal(v.score[0] + v.score[1], 0);
	bool in_hand = false, mike_in = false;
	for (int i = 0; i < RINK_PP_TEAM; i++) {
		in_hand |= v.hand[i] == superstar;
		mike_in |= v.hand[i] == mike;
	}
	assert_true(in_hand);
	assert_false(mike_in);
	/* a played card cannot be handed in again */
	pp_do(s, 0, "play Blue Liner", ev);
	assert_int_equal(rink_pp_set_choice(s, 0, mike, &err), RINK_EINVAL);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_pp_hard_level_and_options(void **state)
{
	rink_game *g = pp_new("managers=4");
	static const char *const bad[] = {"hard:worlds=0", "hard:model=101", "hard:turns=2",
	                                  "hard:frobs=1",  "hard:iters=0",   "hard:worlds=3x"};
	struct rink_error err;

	assert_string_equal(rink_bot_level(g, "hard"), "hard");
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		assert_null(rink_bot_new(g, bad[i], 1, &err));
		assert_int_equal(err.code, RINK_EINVAL);
	}
	rink_bot *b = rink_bot_new(g, "hard:worlds=4:model=0:turns=0:c=0.5", 1, &err);
	assert_non_null(b);
	rink_bot_free(b);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_pp_hard_plays_only_legal_moves),
	        cmocka_unit_test(test_pp_hard_reads_only_its_view),
	        cmocka_unit_test(test_pp_set_choice),
	        cmocka_unit_test(test_pp_hard_level_and_options),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
