/*
 * tests/unit/test_balance.c: balance studies (rink/balance.h): the
 * comebacks (issue 27 part 4) against a plain reference that plays the
 * same records and keeps the score itself from the goal events' teams;
 * the figures the same from parts (as threads, mpirun and shards share
 * them out).
 */
#include <stdlib.h>
#include <string.h>

#include "rink/balance.h"
#include "rink/bot.h"
#include "rink/events.h"
#include "rink/pool.h"
#include "rink/rng.h"
#include "testutil.h"

#define RECORDS 120

/* The reference: Action Deck's default game (BOS at home against TOR),
 * both coaches heuristic, seeded as the study seeds record k; counts the
 * games whose winner trailed by at least 1 and at least 2. */
static void reference(uint64_t master, int *back1, int *back2)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", NULL, &err);
	struct rink_events ev = {0};

	assert_non_null(g);
	*back1 = *back2 = 0;
	for (int k = 0; k < RECORDS; k++) {
		uint64_t seed = rink_seed_derive(master, (uint64_t)k);
		rink_state *s = rink_state_new(g, seed);
		rink_bot *bot[2];
		int score[2] = {0, 0}, behind[2] = {0, 0};
		for (int i = 0; i < 2; i++)
			bot[i] = rink_bot_new(g, "heuristic",
			                      rink_seed_derive(seed, (uint64_t)i + 1), &err);
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;)
			while (m) {
				int seat = __builtin_ctz(m);
				m &= m - 1;
				rink_events_clear(&ev);
				rink_state_apply_fast(s, seat, rink_bot_act(bot[seat], s, seat),
				                      &ev);
				for (size_t i = 0; i < ev.n; i++) {
					json_t *o = rink_event_json(g, &ev.v[i], RINK_SPECTATOR);
					const char *type =
					        json_string_value(json_object_get(o, "type"));
					if (type && !strcmp(type, "goal")) {
						const char *team = json_string_value(
						        json_object_get(o, "team"));
						score[strcmp(team, "BOS") == 0 ? 0 : 1]++;
						for (int t = 0; t < 2; t++)
							if (score[1 - t] - score[t] > behind[t])
								behind[t] = score[1 - t] - score[t];
					}
					json_decref(o);
				}
			}
		double home = rink_state_returns(s, 0);
		int winner = home == 1 ? 0 : home == 0 ? 1 : -1;
		if (winner >= 0) {
			*back1 += behind[winner] >= 1;
			*back2 += behind[winner] >= 2;
		}
		rink_bot_free(bot[0]);
		rink_bot_free(bot[1]);
		rink_state_free(s);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

static void test_comebacks_match_the_reference(void **state)
{
	struct rink_balance_config cfg = {.game = "actiondeck",
	                                  .bots = {"heuristic"},
	                                  .n_bots = 1,
	                                  .records = RECORDS,
	                                  .seed = 6,
	                                  .threads = 2};
	struct rink_balance_report *r = calloc(1, sizeof(*r));
	struct rink_error err;
	int b1, b2;

	assert_non_null(r);
	assert_int_equal(rink_balance_run(&cfg, r, &err), RINK_OK);
	reference(cfg.seed, &b1, &b2);
	assert_int_equal(r->games, RECORDS);
	assert_true(b1 > b2 && b2 > 0); /* the reference sees both kinds */
	assert_float_equal(r->stat[RINK_BAL_COMEBACKS].mean * RECORDS, b1, 1e-9);
	assert_float_equal(r->stat[RINK_BAL_COMEBACKS2].mean * RECORDS, b2, 1e-9);
	assert_true(r->stat[RINK_BAL_COMEBACKS].lo < r->stat[RINK_BAL_COMEBACKS].mean);
	assert_string_equal(rink_balance_stat_name(RINK_BAL_COMEBACKS2), "comebacks_2");
	free(r);
}

/* A season game: the study's pieces played in three parts, in reverse,
 * on other thread counts, add up to the single run's report. */
static void test_parts_give_the_report(void **state)
{
	struct rink_balance_config cfg = {.game = "slapshot",
	                                  .bots = {"heuristic", "random"},
	                                  .n_bots = 2,
	                                  .records = 9,
	                                  .seed = 3,
	                                  .threads = 2};
	struct rink_balance_report *one = calloc(1, sizeof(*one)),
	                           *merged = calloc(1, sizeof(*one));
	struct rink_balance_names *names = calloc(1, sizeof(*names));
	struct rink_error err;
	int pieces = rink_balance_pieces(&cfg, &err);
	struct rink_balance_tally *t = calloc((size_t)pieces, sizeof(*t));

	assert_true(one && merged && names && t);
	assert_int_equal(rink_balance_run(&cfg, one, &err), RINK_OK);
	for (int k = 2; k >= 0; k--) {
		int first, count;
		rink_pool_part(pieces, k, 3, &first, &count);
		cfg.threads = k + 1;
		assert_int_equal(rink_balance_play(&cfg, first, count, t + first, names, &err),
		                 RINK_OK);
	}
	assert_int_equal(rink_balance_finish(&cfg, t, pieces, names, merged, &err), RINK_OK);
	assert_memory_equal(one->stat, merged->stat, sizeof(one->stat));
	assert_true(one->stat[RINK_BAL_COMEBACKS].mean > 0);
	free(one);
	free(merged);
	free(names);
	free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_comebacks_match_the_reference),
	        cmocka_unit_test(test_parts_give_the_report),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
