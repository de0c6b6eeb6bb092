/*
 * tests/unit/test_resample.c: dealing anew what a seat cannot see keeps
 * everything it can see, keeps the rules' invariants, and does change the
 * hidden part.
 */
#include <string.h>

#include "rink/rng.h"
#include "testutil.h"

static void test_resample_keeps_the_view_and_changes_the_rest(void **state)
{
	static const char *const params[] = {"managers=4", "managers=2", "managers=6,schedule=1"};
	struct rink_rng play, deal;
	int changed = 0, checked = 0;

	rink_rng_seed(&play, 5);
	rink_rng_seed(&deal, 6);
	for (int p = 0; p < 3; p++) {
		rink_game *g = tu_slapshot(params[p]);
		for (uint64_t seed = 0; seed < 30; seed++) {
			rink_state *s = rink_state_new(g, seed);
			int steps = (int)rink_rng_below(&play, 400);
			for (int k = 0; k < steps && rink_state_to_move(s); k++) {
				int seat = __builtin_ctz(rink_state_to_move(s));
				rink_state_apply_fast(
				        s, seat, rink_state_sample_legal(s, seat, &play), NULL);
			}
			for (int seat = 0; seat < rink_game_num_seats(g); seat++) {
				rink_state *t = rink_state_clone(s);
				struct rink_error err;
				int a[RINK_MAX_ACTIONS], b[RINK_MAX_ACTIONS];
				assert_int_equal(rink_state_resample(t, seat, &deal), RINK_OK);
				if (rink_state_check(t, &err) != RINK_OK)
					fail_msg("after a resample: %s", err.text);
				json_t *va = rink_state_view_json(s, seat);
				json_t *vb = rink_state_view_json(t, seat);
				assert_true(json_equal(va, vb));
				json_decref(va);
				json_decref(vb);
				int na = rink_state_legal(s, seat, a, RINK_MAX_ACTIONS);
				int nb = rink_state_legal(t, seat, b, RINK_MAX_ACTIONS);
				assert_int_equal(na, nb);
				assert_memory_equal(a, b, sizeof(int) * (size_t)na);
				changed += !rink_state_equal(s, t);
				checked++;
				/* the resampled world plays on to a champion */
				struct rink_rng r2;
				rink_rng_seed(&r2, seed);
				while (rink_state_to_move(t)) {
					int m = __builtin_ctz(rink_state_to_move(t));
					rink_state_apply_fast(
					        t, m, rink_state_sample_legal(t, m, &r2), NULL);
				}
				rink_state_free(t);
			}
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	assert_int_equal(changed, checked);
}

/* A manager's hidden line-up is re-dealt: the seat's own is kept. */
static void test_resample_hides_the_opponents_lineup(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 9);
	struct rink_rng r;
	struct rink_ss_view v;
	uint8_t mine[6];
	int differs = 0;

	tu_play(s, 0, "game 2", NULL);
	rink_ss_view(s, 0, &v);
	memcpy(mine, v.team, 6);
	/* seat 1 (home) hands in a line-up; seat 0 has not yet */
	int acts[RINK_MAX_ACTIONS];
	rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS);
	rink_state_apply_fast(s, 1, acts[100], NULL);
	rink_rng_seed(&r, 3);
	for (int k = 0; k < 20; k++) {
		rink_state *t = rink_state_clone(s);
		assert_int_equal(rink_state_resample(t, 0, &r), RINK_OK);
		rink_ss_view(t, 0, &v);
		assert_memory_equal(v.team, mine, 6);
		differs += !rink_state_equal(s, t);
		rink_state_free(t);
	}
	assert_int_equal(differs, 20);
	assert_int_equal(rink_state_resample(s, 7, &r), RINK_EINVAL);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_resample_keeps_the_view_and_changes_the_rest),
	        cmocka_unit_test(test_resample_hides_the_opponents_lineup),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
