/*
 * tests/unit/test_bots.c: bots play only legal moves, see only their seat's
 * view, and the heuristic bot is stronger than the random one.
 */
#include <string.h>

#include "rink/bot.h"
#include "rink/rng.h"
#include "testutil.h"

static rink_state *season(const rink_game *g, uint64_t seed, const char *const kinds[], int n,
                          int *champion)
{
	struct rink_error err;
	rink_bot *bots[RINK_SS_MAX_MANAGERS];
	rink_state *s = rink_state_new(g, seed);

	for (int i = 0; i < n; i++) {
		bots[i] = rink_bot_new(g, kinds[i % 4], seed * 16 + (uint64_t)i, &err);
		assert_non_null(bots[i]);
	}
	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		while (m) {
			int seat = __builtin_ctz(m);
			int a = rink_bot_act(bots[seat], s, seat);
			m &= m - 1;
			if (rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
				fail_msg("bot %s played an illegal move: %s",
				         rink_bot_kind(bots[seat]), err.text);
		}
	}
	*champion = -1;
	for (int i = 0; i < n; i++) {
		if (rink_state_returns(s, i) > 0)
			*champion = i;
		rink_bot_free(bots[i]);
	}
	return s;
}

static void test_bots_play_only_legal_moves(void **state)
{
	static const char *const params[] = {"managers=2", "managers=4",
	                                     "managers=6,schedule=1,limits=1",
	                                     "managers=3,limits=1,limit_period=game"};
	static const char *const kinds[] = {"random", "heuristic", "random", "heuristic"};

	for (int p = 0; p < 4; p++) {
		rink_game *g = tu_slapshot(params[p]);
		for (uint64_t seed = 0; seed < 30; seed++) {
			int champion;
			rink_state *s = season(g, seed, kinds, rink_game_num_seats(g), &champion);
			assert_true(champion >= 0);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
}

static void test_unknown_bot_is_refused(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_error err;

	assert_null(rink_bot_new(g, "genius", 1, &err));
	assert_non_null(strstr(err.text, "genius"));
	rink_game_free(g);
}

/* Hides nothing it should not see: a bot's choice is unchanged when the
 * cards of the other managers (hidden from it) are changed. */
static void check_reads_only_its_view(const char *kind, int games)
{
	rink_game *g = tu_slapshot("managers=4,first=1");
	struct rink_rng r;
	int checked = 0;

	rink_rng_seed(&r, 3);
	for (uint64_t seed = 0; seed < (uint64_t)games; seed++) {
		rink_state *s = tu_after_setup(g, seed);
		/* play on at random to a decision of seat 0 */
		for (int k = 0, stop = (int)rink_rng_below(&r, 60);
		     k < stop || !(rink_state_to_move(s) & 1); k++) {
			uint32_t m = rink_state_to_move(s);
			if (!m)
				break;
			int seat = __builtin_ctz(m);
			rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &r), NULL);
		}
		if (!(rink_state_to_move(s) & 1))
			goto next;
		struct rink_ss_view v;
		rink_ss_view(s, 0, &v);
		if (v.phase == RINK_SS_GIVE)
			goto next;
		/* change seat 1's hidden cards (not those a face-off showed to
		 * all): swap in cards from the tops of the decks */
		rink_state *t = rink_state_clone(s);
		uint8_t deck[3][27], team[6];
		int next[3] = {0, 0, 0};
		struct rink_ss_view v1;
		for (int ty = 0; ty < 3; ty++)
			rink_ss_deck(t, ty, deck[ty]);
		rink_ss_view(t, 1, &v1);
		for (int i = 0; i < 6; i++) {
			int ty = rink_ss_card(g, v1.team[i])->type;
			team[i] = v.known[1] >> v1.team[i] & 1 ? v1.team[i] : deck[ty][next[ty]++];
		}
		assert_int_equal(rink_ss_set_team(t, 1, team, NULL), RINK_OK);
		struct rink_ss_view before, after;
		rink_ss_view(s, 0, &before);
		rink_ss_view(t, 0, &after);
		assert_memory_equal(&before, &after, sizeof(before));
		rink_bot *a = rink_bot_new(g, kind, seed, NULL);
		rink_bot *b = rink_bot_new(g, kind, seed, NULL);
		assert_non_null(a);
		assert_int_equal(rink_bot_act(a, s, 0), rink_bot_act(b, t, 0));
		checked++;
		rink_bot_free(a);
		rink_bot_free(b);
		rink_state_free(t);
	next:
		rink_state_free(s);
	}
	assert_true(checked >= games / 2);
	rink_game_free(g);
}

static void test_heuristic_reads_only_its_view(void **state)
{
	check_reads_only_its_view("heuristic", 40);
}

static void test_ismcts_and_hard_read_only_their_view(void **state)
{
	check_reads_only_its_view("ismcts:iters=200", 10);
	check_reads_only_its_view("hard:iters=200", 10);
}

static void test_search_bots_play_only_legal_moves(void **state)
{
	static const char *const kinds[] = {"ismcts:iters=30", "hard:iters=30", "random",
	                                    "heuristic"};
	rink_game *g = tu_slapshot("managers=4");

	for (uint64_t seed = 0; seed < 3; seed++) {
		int champion;
		rink_state *s = season(g, seed, kinds, 4, &champion);
		assert_true(champion >= 0);
		rink_state_free(s);
	}
	rink_game_free(g);
}

static void test_bot_options_and_levels(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_error err;
	rink_bot *b;

	assert_null(rink_bot_new(g, "ismcts:iters=0", 1, &err));
	assert_null(rink_bot_new(g, "ismcts:depth=3", 1, &err));
	assert_non_null(strstr(err.text, "depth"));
	assert_null(rink_bot_new(g, "random:iters=5", 1, &err));
	b = rink_bot_new(g, "ismcts:ms=5,c=1.2", 1, &err);
	assert_non_null(b);
	rink_bot_free(b);
	assert_string_equal(rink_bot_level(g, "easy"), "random");
	assert_string_equal(rink_bot_level(g, "medium"), "heuristic");
	assert_string_equal(rink_bot_level(g, "hard"), "hard");
	/* IS-MCTS needs a game that can resample what a seat cannot see */
	{
		rink_game *ad = rink_game_new("actiondeck", NULL, &err);
		assert_non_null(ad);
		assert_false(rink_game_can_resample(ad));
		assert_null(rink_bot_new(ad, "ismcts", 1, &err));
		assert_non_null(strstr(err.text, "ismcts"));
		rink_game_free(ad);
		assert_true(rink_game_can_resample(g));
	}
	b = rink_bot_new(g, "easy", 1, &err);
	assert_non_null(b);
	assert_string_equal(rink_bot_kind(b), "random");
	rink_bot_free(b);
	rink_game_free(g);
}

/* Option values are finite numbers written in full and in range, for
 * every kind: nan once made the search read before its tree, inf searched
 * forever, and numbers past an int wrapped. */
static void test_bot_option_values_checked(void **state)
{
	static const struct {
		const char *game, *params, *kind, *want;
	} bad[] = {
	        {"slapshot", NULL, "hard:c=nan", "'c=nan': expected KEY=NUMBER"},
	        {"slapshot", NULL, "hard:c=inf", "'c=inf'"},
	        {"slapshot", NULL, "ismcts:c=1e309", "'c=1e309'"},
	        {"slapshot", NULL, "ismcts:iters=5x", "'iters=5x'"},
	        {"slapshot", NULL, "ismcts:iters=", "'iters='"},
	        {"slapshot", NULL, "ismcts:iters= 5", "'iters= 5'"},
	        {"slapshot", NULL, "ismcts:iters=0.5", "iters=1..1000000000"},
	        {"slapshot", NULL, "ismcts:iters=99999999999999999999", "iters=1..1000000000"},
	        {"slapshot", NULL, "ismcts:ms=1e20", "ms=1..86400000"},
	        {"slapshot", NULL, "ismcts:c=0", "over 0"},
	        {"powerplay", NULL, "hard:worlds=99999999999", "worlds=1..100000"},
	        {"powerplay", NULL, "hard:turns=4294967297", "'turns=4294967297'"},
	        {"powerplay", NULL, "hard:c=nan", "'c=nan'"},
	        /* Power Play's hard bot hands these to its search as written */
	        {"powerplay", NULL, "hard:iters=0.5", "'iters=0.5': expected iters=1..1000000000"},
	        {"powerplay", NULL, "hard:c=0", "over 0"},
	        {"powerplay", NULL,
	         "hard:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:"
	         "iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:"
	         "iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:"
	         "iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5:iters=5",
	         "bot options too long"},
	        {"trickshot", NULL, "hard:depth=4294967298", "'depth=4294967298'"},
	        {"actiondeck", NULL, "heuristic:pull=4294967297", "'pull=4294967297'"},
	        {"actiondeck", NULL, "heuristic:cards=7.5", "cards=0..100"},
	};
	struct rink_error err;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		rink_game *g = rink_game_new(bad[i].game, bad[i].params, &err);
		assert_non_null(g);
		rink_bot *b = rink_bot_new(g, bad[i].kind, 1, &err);
		if (b)
			fail_msg("%s %s was accepted", bad[i].game, bad[i].kind);
		if (!strstr(err.text, bad[i].want))
			fail_msg("%s: '%s' lacks '%s'", bad[i].kind, err.text, bad[i].want);
		rink_game_free(g);
	}
	/* good values still pass, to the search as given */
	rink_game *pp = rink_game_new("powerplay", NULL, &err);
	rink_bot *b = rink_bot_new(pp, "hard:worlds=8:iters=50:c=0.5", 1, &err);
	assert_non_null(b);
	rink_bot_free(b);
	rink_game_free(pp);
}

/* A horizon short enough to cut simulations during setup, while teams
 * are still being drawn, is scored without reading an empty slot. */
static void test_hard_horizon_during_setup(void **state)
{
	static const char *const kinds[] = {"hard:iters=20:horizon=2", "random", "random",
	                                    "random"};
	rink_game *g = tu_slapshot("managers=4");
	int champion;
	rink_state *s = season(g, 7, kinds, 4, &champion);

	assert_true(champion >= 0);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_heuristic_beats_random(void **state)
{
	rink_game *g = tu_slapshot("managers=4");
	static const char *const kinds[] = {"heuristic", "random", "random", "random"};
	int wins = 0, n = 200;

	for (uint64_t seed = 0; seed < (uint64_t)n; seed++) {
		int champion;
		rink_state *s = season(g, 1000 + seed, kinds, 4, &champion);
		wins += champion == 0;
		rink_state_free(s);
	}
	/* a random manager would be champion a quarter of the time */
	assert_true(wins > n / 2);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_bots_play_only_legal_moves),
	        cmocka_unit_test(test_unknown_bot_is_refused),
	        cmocka_unit_test(test_heuristic_reads_only_its_view),
	        cmocka_unit_test(test_ismcts_and_hard_read_only_their_view),
	        cmocka_unit_test(test_search_bots_play_only_legal_moves),
	        cmocka_unit_test(test_bot_options_and_levels),
	        cmocka_unit_test(test_bot_option_values_checked),
	        cmocka_unit_test(test_hard_horizon_during_setup),
	        cmocka_unit_test(test_heuristic_beats_random),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
