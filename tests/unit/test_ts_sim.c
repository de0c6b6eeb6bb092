/*
 * tests/unit/test_ts_sim.c: many seeded random Trick Shot games, with the
 * rulebook's invariants checked after every action.
 *
 * After each action: rink_state_check (no two players on a square, the
 * puck on the ice and with its carrier, offside respected, the turn track
 * within bounds, stamina 0..3); a clone equals the state; each activation
 * adds exactly one die to the pool plus its extra dice (TS-TURN-06/08) and
 * rolls the whole pool; the first activation of a turn rolls one die plus
 * extras (TS-TURN-09). At the end: a save and restore rebuilds the same
 * state, and the same seed replays the same game.
 */
#include "ts_util.h"

#include <stdlib.h>

#include "rink/match.h"
#include "rink/rng.h"

/* Same position in two games made alike (the game pointers differ). */
static bool same_position(const rink_state *a, const rink_state *b)
{
	size_t skip = sizeof(const void *), n = rink_state_size(rink_state_game(a));

	return n == rink_state_size(rink_state_game(b)) &&
	       memcmp((const char *)a + skip, (const char *)b + skip, n - skip) == 0;
}

struct sim_stats {
	long actions, games, goals, turns;
};

/* Plays one random game through a match; returns the match. */
static rink_match *play_random(const char *params, uint64_t seed, struct sim_stats *st)
{
	struct rink_error err;
	rink_match *m = rink_match_new("trickshot", params, seed, &err);
	struct rink_events ev = {0};
	struct rink_rng rng;
	int steps = 0;

	if (!m)
		fail_msg("match: %s", err.text);
	rink_rng_seed(&rng, seed * 31 + 7);
	while (!rink_state_is_over(rink_match_state(m))) {
		const rink_state *s = rink_match_state(m);
		struct rink_ts_view before = ts_view(s);
		int seat = ts_seat(s);
		int a = rink_state_sample_legal(s, seat, &rng);
		assert_true(a >= 0);
		rink_events_clear(&ev);
		if (rink_match_apply(m, seat, a, &ev, &err) != RINK_OK)
			fail_msg("seed %llu step %d: %s", (unsigned long long)seed, steps,
			         err.text);
		s = rink_match_state(m);
		if (rink_state_check(s, &err) != RINK_OK)
			fail_msg("seed %llu step %d: %s", (unsigned long long)seed, steps,
			         err.text);
		/* the pool grows by one die (and the extras) per activation */
		for (size_t i = 0; i < ev.n; i++) {
			const struct rink_event *e = &ev.v[i];
			if (e->type == RINK_TS_EV_ACTIVATE && before.phase == RINK_TS_PH_ACTION) {
				bool once = strstr(params, "extra_dice=once") != NULL;
				int pool = before.pool + 1 + (once ? 0 : e->arg[3]);
				assert_int_equal(e->arg[4], pool);
				if (i + 1 < ev.n && ev.v[i + 1].type == RINK_TS_EV_ROLL)
					assert_int_equal(ev.v[i + 1].arg[1],
					                 pool + (once ? e->arg[3] : 0));
			}
			st->goals += e->type == RINK_TS_EV_GOAL;
			if (steps % 97 == 0) { /* events render as text and JSON */
				char text[256];
				assert_true(rink_event_text(rink_state_game(s), e, 0, text,
				                            sizeof(text)) > 0);
				json_decref(rink_event_json(rink_state_game(s), e, RINK_SPECTATOR));
			}
			st->turns += e->type == RINK_TS_EV_TURN;
		}
		if (steps % 101 == 0) {
			json_t *view = rink_state_view_json(s, seat);
			assert_non_null(json_object_get(view, "pieces"));
			json_decref(view);
		}
		rink_state *c = rink_state_clone(s);
		assert_true(rink_state_equal(c, s));
		rink_state_free(c);
		steps++;
		assert_true(steps < 200000);
	}
	st->actions += steps;
	st->games++;
	rink_events_free(&ev);
	return m;
}

static void run_many(const char *params, int games)
{
	struct sim_stats st = {0};
	struct rink_error err;

	for (int i = 0; i < games; i++) {
		rink_match *m = play_random(params, (uint64_t)i + 1, &st);
		if (i % 10 == 0) {
			/* save and restore round trip */
			json_t *j = rink_match_to_json(m);
			rink_match *r = rink_match_from_json(j, &err);
			if (!r)
				fail_msg("restore: %s", err.text);
			assert_true(same_position(rink_match_state(r), rink_match_state(m)));
			rink_match_free(r);
			json_decref(j);
			/* the same seed replays the same game */
			struct sim_stats st2 = {0};
			rink_match *again = play_random(params, (uint64_t)i + 1, &st2);
			assert_int_equal(rink_match_length(again), rink_match_length(m));
			assert_true(same_position(rink_match_state(again), rink_match_state(m)));
			rink_match_free(again);
		}
		rink_match_free(m);
	}
	print_message("%s: %ld games, %ld actions, %ld goals, %ld turns\n", params, st.games,
	              st.actions, st.goals, st.turns);
	/* every game ran its whole track: 10 turns a period, the first
	 * begun at setup without an event */
	assert_true(st.turns >= 9 * st.games);
}

static void test_sim_basic_full(void **state)
{
	(void)state;
	run_many("", 300);
}

static void test_sim_advanced_friendly(void **state)
{
	(void)state;
	run_many("advanced=1,friendly=1", 300);
}

static void test_sim_advanced_lines(void **state)
{
	(void)state;
	run_many("advanced=1,lines=1,arena_red=3,arena_blue=6,home=blue", 200);
}

static void test_sim_four_players(void **state)
{
	(void)state;
	run_many("players=4,advanced=1,extra_dice=once,catch_reset=own", 200);
}

static void test_sim_three_players(void **state)
{
	(void)state;
	run_many("players=3", 100);
}

/* rink_state_sample_legal draws only legal actions, and each about equally
 * often, whatever the phase and rules (its Moves, and in the basic game all
 * of the turn's actions, are drawn by rejection). */
static void sampler_check(const char *params)
{
	rink_game *g = ts_game(params);
	struct rink_rng rng, pick;
	int acts[RINK_MAX_ACTIONS];

	rink_rng_seed(&rng, 99);
	rink_rng_seed(&pick, 100);
	for (uint64_t seed = 1; seed <= 6; seed++) {
		rink_state *s = rink_state_new(g, seed);
		for (int step = 0; step < 400 && !rink_state_is_over(s); step++) {
			int seat = ts_seat(s);
			if (step % 40 == 7) {
				int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
				int *count = calloc((size_t)n, sizeof(int));
				for (int k = 0; k < 40 * n; k++) {
					int a = rink_state_sample_legal(s, seat, &rng), i = 0;
					while (i < n && acts[i] != a)
						i++;
					if (i == n)
						fail_msg("sampled action %d is not legal", a);
					count[i]++;
				}
				for (int i = 0; i < n; i++)
					if (count[i] < 10 || count[i] > 80)
						fail_msg("action %d drawn %d times, expected about "
						         "40",
						         acts[i], count[i]);
				free(count);
			}
			rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &pick),
			                      NULL);
		}
		rink_state_free(s);
	}
	rink_game_free(g);
}

/* The same over one position's decision. */
static void sampler_position(const char *params, const char *diagram)
{
	rink_game *g = ts_game(params);
	rink_state *s = ts_pos(g, diagram);
	struct rink_rng rng;
	int acts[RINK_MAX_ACTIONS], seat = ts_seat(s);
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	int *count = calloc((size_t)n, sizeof(int));

	rink_rng_seed(&rng, 5);
	for (int k = 0; k < 40 * n; k++) {
		int a = rink_state_sample_legal(s, seat, &rng), i = 0;
		while (i < n && acts[i] != a)
			i++;
		if (i == n)
			fail_msg("sampled action %d is not legal", a);
		count[i]++;
	}
	for (int i = 0; i < n; i++)
		if (count[i] < 10 || count[i] > 80)
			fail_msg("action %d drawn %d times, expected about 40", acts[i], count[i]);
	free(count);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_sampler_is_uniform_over_legal(void **state)
{
	(void)state;
	/* pulls, hits with push choices, empty-square passes, Line cards */
	sampler_position("advanced=1,lines=1",
	                 "14 ...e.....\n13 ...l.r...\n12 ...R.c...\n11 ....C....\n10 ..D......\n"
	                 " 3 ....G....\n20 ....g....\npuck e11\nperiod 3\nscore 0 1\n");
	sampler_position("advanced=1",
	                 "14 ...e.....\n13 ...l.r...\n12 ...R.c...\n11 ....C....\n10 ..D......\n"
	                 " 3 ....G....\n20 ....g....\npuck e11\nperiod 3\nscore 0 1\n");
	sampler_check("");
	sampler_check("advanced=1,lines=1");
	sampler_check("players=4");
}

/* Junk typed at the prompt or in a diagram: an error, never a crash, and
 * the state unchanged (the checked apply refuses what is not legal). */
static void test_junk_input(void **state)
{
	static const char *const words[] = {"C",    "LW",   "move", "pass",  "shoot", "poke",
	                                    "hit",  "push", "e5",   "z99",   "a0",    "change",
	                                    "pull", "line", "17",   "react", "keep",  "reroll",
	                                    "",     "i22",  "j1",   "-1",    "x",     "99999"};
	rink_game *g = ts_game("advanced=1,lines=1,players=4");
	rink_state *s = rink_state_new(g, 3);
	struct rink_rng rng;
	struct rink_error err;

	(void)state;
	rink_rng_seed(&rng, 8);
	for (int k = 0; k < 20000; k++) {
		char text[128] = "";
		int nw = (int)rink_rng_below(&rng, 6), a;
		for (int i = 0; i < nw; i++) {
			strcat(text, words[rink_rng_below(&rng, sizeof(words) / sizeof(words[0]))]);
			strcat(text, " ");
		}
		int seat = (int)rink_rng_below(&rng, 4);
		rink_state *before = rink_state_clone(s);
		if (rink_action_parse(s, seat, text, &a, &err) == RINK_OK &&
		    rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
			assert_true(rink_state_equal(s, before));
		assert_int_equal(rink_state_check(s, &err), RINK_OK);
		rink_state_free(before);
		if (rink_state_is_over(s)) {
			rink_state_free(s);
			s = rink_state_new(g, (uint64_t)k);
		}
	}
	/* diagrams */
	static const char *const bad[] = {"",
	                                  "12",
	                                  "12 ...",
	                                  "99 .........",
	                                  "12 ....Q....",
	                                  "12 ....CC...",
	                                  "puck z9",
	                                  "12 ....C....\n",
	                                  "box red ZZ 3",
	                                  "12 ....C....\npuck e12\nteam\n"};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		rink_state *before = rink_state_clone(s);
		assert_int_not_equal(rink_ts_set_position(s, bad[i], &err), RINK_OK);
		assert_true(rink_state_equal(s, before));
		rink_state_free(before);
	}
	assert_int_not_equal(rink_ts_force_dice(s, "FXB", &err), RINK_OK);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_sim_basic_full),
	        cmocka_unit_test(test_sim_advanced_friendly),
	        cmocka_unit_test(test_sim_advanced_lines),
	        cmocka_unit_test(test_sim_four_players),
	        cmocka_unit_test(test_sim_three_players),
	        cmocka_unit_test(test_sampler_is_uniform_over_legal),
	        cmocka_unit_test(test_junk_input),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
