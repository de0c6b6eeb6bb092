/*
 * tests/unit/test_ad_lanes.c: rink_ad_play_many, many games at once in
 * SIMD lanes, must play exactly the games of the one-game engine: every
 * finished state, byte for byte, equals rink_state_reset + rink_ad_play_out
 * from the same seed, under each reading of the rules the parameters
 * offer, for the test chart (shared numbers, a shooter who never shoots)
 * and for real league charts. Where the processor has no AVX-512 the
 * function plays one game at a time and the same checks hold.
 */
#include "ad_testutil.h"

struct check {
	rink_state *ref;
	size_t size;
	int *seen;
	const uint64_t *seeds;
	long differ, games, goals, pens, injuries, overtime, shootouts;
};

static void compare(void *ctx, size_t i, const rink_state *s)
{
	struct check *c = ctx;
	const struct rink_ad_box *b = rink_ad_box(s);

	c->seen[i]++;
	c->games++;
	c->goals += b->ngoals;
	c->pens += b->npens;
	c->injuries += b->ninj;
	c->overtime += b->decision == RINK_AD_OT;
	c->shootouts += b->decision == RINK_AD_SO;
	rink_state_reset(c->ref, c->seeds[i]);
	rink_ad_play_out(c->ref, NULL);
	if (memcmp(c->ref, s, c->size) != 0) {
		if (c->differ < 3)
			print_message("game %zu (seed %llu) differs from the one-game engine\n", i,
			              (unsigned long long)c->seeds[i]);
		c->differ++;
	}
}

/* Plays n games of g both ways; returns the tallies for the caller's
 * checks that the games met the situations they were meant to. */
static struct check play_both(rink_game *g, size_t n, uint64_t seed0)
{
	uint64_t *seeds = malloc(n * sizeof(*seeds));
	struct check c = {0};

	assert_non_null(seeds);
	for (size_t i = 0; i < n; i++)
		seeds[i] = seed0 + i * 7919;
	c.ref = rink_state_new(g, 0);
	c.size = rink_state_size(g);
	c.seen = calloc(n ? n : 1, sizeof(int));
	c.seeds = seeds;
	assert_int_equal(rink_ad_play_many(g, seeds, n, compare, &c), RINK_OK);
	assert_int_equal(c.differ, 0);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(c.seen[i], 1); /* each game once */
	rink_state_free(c.ref);
	free(c.seen);
	free(seeds);
	return c;
}

static rink_game *game(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", params, &err);

	if (!g)
		fail_msg("%s: %s", params, err.text);
	return g;
}

/* The parameters of every reading the lanes handle differently: penalty
 * timing (AD-GAP-14, AD-GAP-15), the pull window (AD-GAP-32), overtime and
 * the shoot-out (AD-OT-01..04, AD-SET-06). */
static void test_many_games_equal_one_game_engine(void **state)
{
	static const char *const params[] = {
	        "",
	        "regular_shootout=true",
	        "tournament=true,overtime_cards=0",
	        "attempts=pp",
	        "minor_cards=0,major_cards=0",
	        "minor_cards=3",
	        "pull_cards=0",
	        "pull_cards=30,pull_deficit=2",
	        "budget=all",
	        "stop=sequence",
	};
	(void)state;
	print_message("lanes on this processor: %d\n", rink_ad_lanes());
	for (size_t k = 0; k < sizeof(params) / sizeof(params[0]); k++) {
		rink_game *g = game(params[k]);
		struct check c = play_both(g, 1500, 11 + k);
		assert_int_equal(c.games, 1500);
		/* budget=all plays about a third of the sequences */
		assert_true(c.goals > 1500);
		assert_true(c.pens > 1500);
		assert_true(c.injuries > 0);
		rink_game_free(g);
	}
}

/* Real charts, many with shared numbers, and a season's worth of pairs. */
static void test_many_games_league_charts(void **state)
{
	struct rink_ad_league l;
	struct rink_error err;
	char dir[512];
	const char *base = getenv("RINK_DATA_DIR");

	(void)state;
	snprintf(dir, sizeof(dir), "%s/actiondeck/league", base ? base : "data");
	if (rink_ad_league_load(&l, dir, &err) != RINK_OK)
		fail_msg("%s", err.text);
	long ot = 0, so = 0;
	for (int p = 0; p < 8; p++) {
		int h = (p * 5) % l.n, a = (p * 11 + 3) % l.n;
		if (h == a)
			a = (a + 1) % l.n;
		rink_game *g = rink_ad_game_new(&l.team[h], &l.team[a], &l.rules,
		                                "regular_shootout=true", &err);
		assert_non_null(g);
		struct check c = play_both(g, 700, 1000 + (uint64_t)p);
		ot += c.overtime;
		so += c.shootouts;
		rink_game_free(g);
	}
	assert_true(ot > 0);
	assert_true(so > 0);
	rink_ad_league_free(&l);
}

/* The test chart: numbers shared on PEN, a player with no SHOT range, two
 * goalies splitting FACED, ratings far apart so that penalties run often. */
static void test_many_games_test_chart(void **state)
{
	struct rink_ad_team t[2];
	struct rink_ad_rules rules;
	struct rink_error err;

	(void)state;
	memset(t, 0, sizeof(t));
	adt_chart(&t[0], "HOM", 70, 30, 75);
	adt_chart(&t[1], "AWY", 25, 5, 95);
	assert_int_equal(rink_ad_rules_load(&rules, NULL, NULL, NULL, NULL, &err), RINK_OK);
	rink_game *g = rink_ad_game_new(&t[0], &t[1], &rules, "tournament=true", &err);
	assert_non_null(g);
	struct check c = play_both(g, 3000, 5);
	assert_true(c.pens > 3000 * 5);
	assert_true(c.shootouts > 0);
	rink_game_free(g);
}

/* Fewer games than lanes, one game, none; and a game of another kind. */
static void test_many_games_counts_and_errors(void **state)
{
	(void)state;
	rink_game *g = game("");
	static const size_t counts[] = {0, 1, 15, 16, 17, 33};
	for (size_t k = 0; k < sizeof(counts) / sizeof(counts[0]); k++) {
		struct check c = play_both(g, counts[k], 3);
		assert_int_equal(c.games, (long)counts[k]);
	}
	rink_game_free(g);

	struct rink_error err;
	rink_game *ss = rink_game_new("slapshot", "", &err);
	assert_non_null(ss);
	uint64_t seed = 1;
	assert_int_equal(rink_ad_play_many(ss, &seed, 1, compare, NULL), RINK_EINVAL);
	rink_game_free(ss);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_many_games_equal_one_game_engine),
	        cmocka_unit_test(test_many_games_league_charts),
	        cmocka_unit_test(test_many_games_test_chart),
	        cmocka_unit_test(test_many_games_counts_and_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
