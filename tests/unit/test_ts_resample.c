/*
 * tests/unit/test_ts_resample.c: Trick Shot deals anew what a seat cannot
 * see (future dice, the other team's Line card hand, a Line card chosen
 * face down) and keeps everything it can see; IS-MCTS ("ismcts") and the
 * turn search ("hard") play it legally and never read the real generator.
 */
#include <stdlib.h>
#include <string.h>

#include "games/trickshot/ts_int.h"
#include "rink/bot.h"
#include "rink/rng.h"
#include "testutil.h"
#include "ts_util.h"

static const char *const rule_sets[] = {
        "friendly=1",
        "advanced=1",
        "advanced=1,lines=1",
        "players=4,advanced=1,lines=1",
        "players=3,friendly=1,advanced=1,lines=1,home=blue",
};
#define N_RULES ((int)(sizeof(rule_sets) / sizeof(rule_sets[0])))

static int first_seat(const rink_state *s)
{
	return __builtin_ctz(rink_state_to_move(s));
}

/* A random position of g: up to `most` random actions from seed. */
static rink_state *random_position(const rink_game *g, uint64_t seed, struct rink_rng *play,
                                   int most)
{
	rink_state *s = rink_state_new(g, seed);
	int steps = (int)rink_rng_below(play, (uint32_t)most);

	for (int k = 0; k < steps && rink_state_to_move(s); k++) {
		int seat = first_seat(s);
		rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, play), NULL);
	}
	return s;
}

/* The next n faces the state's dice would show. */
static void next_faces(const rink_state *s, int *out, int n)
{
	rink_state *c = rink_state_clone(s);

	for (int i = 0; i < n; i++)
		out[i] = rink__ts_roll_face((struct ts_state *)c);
	rink_state_free(c);
}

static void test_ts_resample_keeps_the_view_and_deals_the_rest(void **state)
{
	struct rink_rng play, deal;
	int checked = 0, hands_dealt = 0;

	(void)state;
	rink_rng_seed(&play, 11);
	rink_rng_seed(&deal, 12);
	for (int r = 0; r < N_RULES; r++) {
		rink_game *g = ts_game(rule_sets[r]);
		for (uint64_t seed = 0; seed < 24; seed++) {
			rink_state *s = random_position(g, seed, &play, 160);
			const struct ts_state *real = (const struct ts_state *)s;
			for (int seat = 0; seat < rink_game_num_seats(g); seat++) {
				rink_state *t = rink_state_clone(s);
				const struct ts_state *w = (const struct ts_state *)t;
				struct rink_error err;
				int a[RINK_MAX_ACTIONS], b[RINK_MAX_ACTIONS], fa[24], fb[24];
				assert_int_equal(rink_state_resample(t, seat, &deal), RINK_OK);
				if (rink_state_check(t, &err) != RINK_OK)
					fail_msg("%s seed %d seat %d: after a resample: %s",
					         rule_sets[r], (int)seed, seat, err.text);
				/* what the seat sees is kept */
				json_t *va = rink_state_view_json(s, seat);
				json_t *vb = rink_state_view_json(t, seat);
				assert_true(json_equal(va, vb));
				json_decref(va);
				json_decref(vb);
				struct rink_ts_view x = ts_view(s), y = ts_view(t);
				assert_memory_equal(&x, &y, sizeof(x));
				assert_int_equal(rink_state_to_move(s), rink_state_to_move(t));
				int na = rink_state_legal(s, seat, a, RINK_MAX_ACTIONS);
				int nb = rink_state_legal(t, seat, b, RINK_MAX_ACTIONS);
				assert_int_equal(na, nb);
				assert_memory_equal(a, b, sizeof(int) * (size_t)na);
				/* the hands keep their sizes and never hold the active card */
				for (int tm = 0; tm < 2 && ts_g(w)->use_lines; tm++) {
					assert_int_equal(__builtin_popcount(real->line_hand[tm]),
					                 __builtin_popcount(w->line_hand[tm]));
					for (int i = 0; i < 4 && w->line_active[tm] >= 0; i++)
						if (w->line_hand[tm] & (1u << i))
							assert_int_not_equal(w->line_set[tm][i],
							                     w->line_active[tm]);
					if (w->line_pick[tm] >= 0)
						assert_true(w->line_hand[tm] &
						            (1u << w->line_pick[tm]));
					assert_int_equal(real->line_pick[tm] >= 0,
					                 w->line_pick[tm] >= 0);
					hands_dealt += real->line_hand[tm] != w->line_hand[tm];
				}
				/* the generator is another: the future dice change */
				assert_memory_not_equal(&real->rng, &w->rng, sizeof(w->rng));
				next_faces(s, fa, 24);
				next_faces(t, fb, 24);
				assert_memory_not_equal(fa, fb, sizeof(fa));
				/* the resampled world plays on to the end */
				struct rink_rng r2;
				rink_rng_seed(&r2, seed);
				while (rink_state_to_move(t)) {
					int m = first_seat(t);
					rink_state_apply_fast(
					        t, m, rink_state_sample_legal(t, m, &r2), NULL);
				}
				if (rink_state_check(t, &err) != RINK_OK)
					fail_msg("a resampled world at its end: %s", err.text);
				checked++;
				rink_state_free(t);
			}
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	assert_true(checked > 300);
	assert_true(hands_dealt > 0);
	{
		rink_game *g = ts_game(NULL);
		rink_state *s = rink_state_new(g, 1);
		assert_true(rink_game_can_resample(g));
		assert_int_equal(rink_state_resample(s, 2, &deal), RINK_EINVAL);
		assert_int_equal(rink_state_resample(s, -1, &deal), RINK_EINVAL);
		rink_state_free(s);
		rink_game_free(g);
	}
}

/* At a period start with Line cards, Red has chosen face down: Blue's
 * worlds hold every card of Red's hand as the pick, Red's keep its own. */
static void test_ts_resample_hides_a_face_down_line_card(void **state)
{
	rink_game *g = ts_game("advanced=1,lines=1");
	rink_state *s = rink_state_new(g, 3);
	struct rink_rng r;
	int seen[4] = {0, 0, 0, 0};

	(void)state;
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_LINES);
	assert_int_equal(rink_state_to_move(s), 3u);
	rink_state_apply_fast(s, 0, TS_A_LINE + 2, NULL);
	assert_int_equal(rink_state_to_move(s), 2u);
	rink_rng_seed(&r, 4);
	for (int k = 0; k < 64; k++) {
		rink_state *t = rink_state_clone(s);
		const struct ts_state *w = (const struct ts_state *)t;
		assert_int_equal(rink_state_resample(t, 1, &r), RINK_OK);
		assert_true(w->line_pick[0] >= 0 && w->line_pick[0] < 4);
		seen[w->line_pick[0]]++;
		assert_int_equal(w->line_hand[0], 0xf); /* all four at a period start */
		rink_state_copy(t, s);
		assert_int_equal(rink_state_resample(t, 0, &r), RINK_OK);
		assert_int_equal(w->line_pick[0], 2);
		rink_state_free(t);
	}
	for (int i = 0; i < 4; i++)
		assert_true(seen[i] > 0);
	rink_state_free(s);
	rink_game_free(g);
}

/* Dice forced by a test are not the rules' business: a resample drops them. */
static void test_ts_resample_drops_forced_dice(void **state)
{
	rink_game *g = ts_game(NULL);
	rink_state *s = rink_state_new(g, 5);
	struct rink_rng r;
	int differ = 0;

	(void)state;
	ts_dice(s, "FFFFFFFFFFFFFFFF");
	rink_rng_seed(&r, 6);
	for (int k = 0; k < 8; k++) {
		rink_state *t = rink_state_clone(s);
		const struct ts_state *w = (const struct ts_state *)t;
		int fa[16], fb[16];
		assert_int_equal(rink_state_resample(t, k % 2, &r), RINK_OK);
		assert_int_equal(w->force_n, 0);
		assert_int_equal(w->force_i, 0);
		next_faces(s, fa, 16);
		next_faces(t, fb, 16);
		for (int i = 0; i < 16; i++)
			assert_int_equal(fa[i], RINK_TS_FAIL);
		differ += memcmp(fa, fb, sizeof(fa)) != 0;
		rink_state_free(t);
	}
	assert_int_equal(differ, 8);
	rink_state_free(s);
	rink_game_free(g);
}

/* Two positions a seat cannot tell apart give the same deals. */
static void test_ts_resample_depends_only_on_the_view(void **state)
{
	struct rink_rng play, other;

	(void)state;
	rink_rng_seed(&play, 21);
	rink_rng_seed(&other, 22);
	for (int r = 0; r < N_RULES; r++) {
		rink_game *g = ts_game(rule_sets[r]);
		for (uint64_t seed = 0; seed < 10; seed++) {
			rink_state *s = random_position(g, seed, &play, 120);
			for (int seat = 0; seat < rink_game_num_seats(g); seat++) {
				rink_state *t = rink_state_clone(s);
				rink_state *a = rink_state_clone(s);
				struct rink_rng d1, d2;
				assert_int_equal(rink_state_resample(t, seat, &other), RINK_OK);
				rink_state_copy(a, s);
				rink_rng_seed(&d1, seed + 100);
				rink_rng_seed(&d2, seed + 100);
				assert_int_equal(rink_state_resample(a, seat, &d1), RINK_OK);
				assert_int_equal(rink_state_resample(t, seat, &d2), RINK_OK);
				assert_true(rink_state_equal(a, t));
				rink_state_free(a);
				rink_state_free(t);
			}
			rink_state_free(s);
		}
		rink_game_free(g);
	}
}

/* ismcts and hard play whole friendly games, every move legal; hard's
 * options. */
static void test_ts_ismcts_and_hard_play_legally(void **state)
{
	static const char *const params[] = {"friendly=1", "friendly=1,advanced=1,lines=1",
	                                     "players=4,friendly=1,advanced=1,lines=1"};
	static const char *const kinds[] = {"ismcts:iters=12", "hard:depth=2:top=2", "heuristic",
	                                    "random"};
	struct rink_error err;

	(void)state;
	for (int p = 0; p < 3; p++) {
		rink_game *g = ts_game(params[p]);
		int n = rink_game_num_seats(g);
		for (uint64_t seed = 0; seed < 2; seed++) {
			rink_state *s = rink_state_new(g, 500 + seed);
			rink_bot *b[4];
			for (int i = 0; i < n; i++) {
				b[i] = rink_bot_new(g, kinds[(i + (int)seed) % 4],
				                    seed * 10 + (uint64_t)i, &err);
				if (!b[i])
					fail_msg("bot %s: %s", kinds[(i + (int)seed) % 4],
					         err.text);
			}
			while (rink_state_to_move(s)) {
				int seat = first_seat(s);
				int a = rink_bot_act(b[seat], s, seat);
				if (rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
					fail_msg("%s: illegal %d: %s", rink_bot_kind(b[seat]), a,
					         err.text);
				if (rink_state_check(s, &err) != RINK_OK)
					fail_msg("after a bot's move: %s", err.text);
			}
			for (int i = 0; i < n; i++)
				rink_bot_free(b[i]);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	{
		rink_game *g = ts_game(NULL);
		rink_bot *h = rink_bot_new(g, "hard", 1, &err);
		assert_non_null(h);
		assert_string_equal(rink_bot_kind(h), "hard");
		rink_bot_free(h);
		h = rink_bot_new(g, "hard:depth=2,top=6", 1, &err);
		assert_non_null(h);
		rink_bot_free(h);
		/* the turn search takes no IS-MCTS options */
		assert_null(rink_bot_new(g, "hard:iters=100", 1, &err));
		assert_non_null(strstr(err.text, "depth"));
		assert_null(rink_bot_new(g, "hard:depth=9", 1, &err));
		assert_null(rink_bot_new(g, "hard:top=0", 1, &err));
		assert_null(rink_bot_new(g, "hard:depth=2;", 1, &err));
		rink_game_free(g);
	}
}

/* With a fixed seed, the search's choice does not depend on the real
 * generator (nor on the other hidden parts): a world the seat cannot tell
 * from the real one gets the same action. */
static void test_ts_ismcts_ignores_the_real_generator(void **state)
{
	struct rink_rng play, other;
	struct rink_error err;
	int tried = 0;

	(void)state;
	rink_rng_seed(&play, 31);
	rink_rng_seed(&other, 32);
	for (int r = 1; r < 3; r++) {
		rink_game *g = ts_game(rule_sets[r]);
		for (uint64_t seed = 0; seed < 4; seed++) {
			rink_state *s = random_position(g, seed, &play, 100);
			if (!rink_state_to_move(s)) {
				rink_state_free(s);
				continue;
			}
			int seat = first_seat(s);
			rink_state *t = rink_state_clone(s);
			assert_int_equal(rink_state_resample(t, seat, &other), RINK_OK);
			assert_false(rink_state_equal(s, t));
			const char *kind = seed % 2 ? "hard" : "ismcts:iters=40";
			rink_bot *b1 = rink_bot_new(g, kind, 77, &err);
			rink_bot *b2 = rink_bot_new(g, kind, 77, &err);
			assert_non_null(b1);
			assert_non_null(b2);
			assert_int_equal(rink_bot_act(b1, s, seat), rink_bot_act(b2, t, seat));
			tried++;
			rink_bot_free(b1);
			rink_bot_free(b2);
			rink_state_free(t);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	assert_true(tried > 4);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_ts_resample_keeps_the_view_and_deals_the_rest),
	        cmocka_unit_test(test_ts_resample_hides_a_face_down_line_card),
	        cmocka_unit_test(test_ts_resample_drops_forced_dice),
	        cmocka_unit_test(test_ts_resample_depends_only_on_the_view),
	        cmocka_unit_test(test_ts_ismcts_and_hard_play_legally),
	        cmocka_unit_test(test_ts_ismcts_ignores_the_real_generator),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
