/*
 * tests/unit/test_ad_tune.c: a league's own parameters (params.txt),
 * merged with the caller's, and the power plays' length fitted to a
 * season (AD-GAP-14 b, rink_ad_tune).
 *
 * The tuner's tests play the first eight charts of data/actiondeck/league,
 * so that each length tried is a few hundred games.
 */
#include <math.h>
#include <unistd.h>

#include "ad_testutil.h"

#define TEAMS 8

static char dir[64];

static int setup(void **state)
{
	snprintf(dir, sizeof(dir), "/tmp/rink-ad-tuneXXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void write_file(const char *name, const char *text)
{
	char path[160];
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* The shipped league cut to its first TEAMS charts, without its own
 * parameters. */
static void league(struct rink_ad_league *l)
{
	char path[600];
	const char *base = getenv("RINK_DATA_DIR");
	struct rink_error err;

	snprintf(path, sizeof(path), "%s/actiondeck/league", base ? base : "data");
	assert_int_equal(rink_ad_league_load(l, path, &err), RINK_OK);
	assert_true(l->n >= TEAMS);
	l->n = TEAMS;
	l->params[0] = 0;
}

/* Power-play goals per power play of the tuner's replay (every pairing
 * both ways, four times, seed 1) under params. */
static double pp_rate(const struct rink_ad_league *l, const char *params)
{
	struct rink_ad_schedule sc;
	struct rink_ad_season s;
	struct rink_error err;
	long goals = 0, opps = 0;
	int i = 0;

	sc.n = 4 * l->n * (l->n - 1);
	sc.game = malloc(sizeof(*sc.game) * (size_t)sc.n);
	assert_non_null(sc.game);
	for (int k = 0; k < 4; k++)
		for (int h = 0; h < l->n; h++)
			for (int a = 0; a < l->n; a++)
				if (h != a) {
					sc.game[i][0] = h;
					sc.game[i][1] = a;
					i++;
				}
	assert_int_equal(rink_ad_season_play(l, &sc, 1, params, &s, NULL, NULL, &err), RINK_OK);
	for (int t = 0; t < s.n; t++) {
		goals += s.t[t].pp_goals;
		opps += s.t[t].pp_opps;
	}
	rink_ad_season_free(&s);
	free(sc.game);
	assert_true(opps > 0);
	return (double)goals / (double)opps;
}

static double rate_with(const struct rink_ad_league *l, int m)
{
	char p[64];
	snprintf(p, sizeof(p), "regular_shootout=true,minor_cards=%d", m);
	return pp_rate(l, p);
}

/* Checks AD-GAP-14 (b), fitted: the length chosen is the one of its
 * neighbours whose replayed power plays score closest to the target, the
 * rate reported is that replay's, and l->params carries it. */
static void test_AD_GAP_14_tune_picks_the_closest_length(void **state)
{
	struct rink_ad_league l;
	struct rink_ad_tuning tu;
	struct rink_error err;
	char want[32];
	const double target = 0.22;

	league(&l);
	assert_int_equal(rink_ad_tune(&l, target, "regular_shootout=true", &tu, &err), RINK_OK);
	assert_true(tu.minor_cards >= 3 && tu.minor_cards <= 39);
	snprintf(want, sizeof(want), "minor_cards=%d", tu.minor_cards);
	assert_string_equal(l.params, want);
	assert_int_equal(tu.games, 4 * TEAMS * (TEAMS - 1));
	assert_true(tu.tried >= 3 && tu.tried <= 9);
	double here = rate_with(&l, tu.minor_cards);
	assert_true(fabs(here - tu.sim_pp) < 1e-12);
	assert_true(fabs(here - target) <= fabs(rate_with(&l, tu.minor_cards - 1) - target));
	assert_true(fabs(here - target) <= fabs(rate_with(&l, tu.minor_cards + 1) - target));
	rink_ad_league_free(&l);
}

/* Checks AD-GAP-14 (b), fitted: a season whose power plays score less
 * gets shorter ones, one that scores more longer ones. */
static void test_AD_GAP_14_tune_follows_the_season(void **state)
{
	struct rink_ad_league l;
	struct rink_ad_tuning lo, hi;
	struct rink_error err;

	league(&l);
	assert_int_equal(rink_ad_tune(&l, 0.12, NULL, &lo, &err), RINK_OK);
	assert_int_equal(rink_ad_tune(&l, 0.20, NULL, &hi, &err), RINK_OK);
	assert_true(lo.minor_cards < hi.minor_cards);
	assert_true(lo.sim_pp < hi.sim_pp);
	assert_true(fabs(lo.sim_pp - 0.12) < 0.015);
	assert_true(fabs(hi.sim_pp - 0.20) < 0.015);
	rink_ad_league_free(&l);
}

/* Checks AD-GAP-14 (b), fitted: past about 14 cards the 4th control
 * attempt ends a minor first, so a season scoring more than any length
 * can give gets no card limit at all (minor_cards=0). */
static void test_AD_GAP_14_tune_beyond_reach_has_no_card_limit(void **state)
{
	struct rink_ad_league l;
	struct rink_ad_tuning tu;
	struct rink_error err;

	league(&l);
	assert_int_equal(rink_ad_tune(&l, 0.45, NULL, &tu, &err), RINK_OK);
	assert_int_equal(tu.minor_cards, 0);
	assert_string_equal(l.params, "minor_cards=0");
	assert_true(tu.sim_pp < 0.45);
	assert_true(tu.sim_pp > rate_with(&l, 8));
	rink_ad_league_free(&l);
}

/* A length the caller sets is the caller's: the league is not tuned. */
static void test_tune_keeps_a_length_given(void **state)
{
	struct rink_ad_league l;
	struct rink_ad_tuning tu;
	struct rink_error err;

	league(&l);
	snprintf(l.params, sizeof(l.params), "minor_cards=5");
	assert_int_equal(rink_ad_tune(&l, 0.22, "budget=entries, minor_cards=9", &tu, &err),
	                 RINK_OK);
	assert_string_equal(l.params, "");
	assert_int_equal(tu.minor_cards, 0);
	assert_int_equal(tu.tried, 0);
	/* nor is a season without power plays (a negative target), or a
	 * league of one team, which has no games to replay */
	snprintf(l.params, sizeof(l.params), "minor_cards=5");
	assert_int_equal(rink_ad_tune(&l, -1, NULL, &tu, &err), RINK_OK);
	assert_string_equal(l.params, "");
	assert_int_equal(tu.tried, 0);
	l.n = 1;
	assert_int_equal(rink_ad_tune(&l, 0.22, NULL, &tu, &err), RINK_OK);
	assert_int_equal(tu.tried, 0);
	rink_ad_league_free(&l);
}

/* The caller's parameters replace the league's of the same key; the
 * others stay, the league's first. */
static void test_params_merge(void **state)
{
	char out[128], small[12];
	struct rink_error err;

	assert_int_equal(rink_ad_params_merge("minor_cards=7,major_cards=20",
	                                      "budget=all, minor_cards=9", out, sizeof(out), &err),
	                 RINK_OK);
	assert_string_equal(out, "major_cards=20,budget=all, minor_cards=9");
	assert_int_equal(rink_ad_params_merge("minor_cards=7", NULL, out, sizeof(out), &err),
	                 RINK_OK);
	assert_string_equal(out, "minor_cards=7");
	assert_int_equal(rink_ad_params_merge("", "stop=sequence", out, sizeof(out), &err),
	                 RINK_OK);
	assert_string_equal(out, "stop=sequence");
	/* a key is a whole key: minor_cards does not replace minor_cards_x */
	assert_int_equal(
	        rink_ad_params_merge("minor_cards=7", "minor_cards_x=1", out, sizeof(out), &err),
	        RINK_OK);
	assert_string_equal(out, "minor_cards=7,minor_cards_x=1");
	assert_int_equal(
	        rink_ad_params_merge("minor_cards=7", "budget=all", small, sizeof(small), &err),
	        RINK_EINVAL);
}

/* A league folder's params.txt: read with the charts, refused with
 * file:line where a line is not a league parameter. */
static void test_league_params_file(void **state)
{
	struct rink_ad_league l, src;
	struct rink_error err;
	char path[200], out[RINK_AD_LEAGUE_PARAMS];
	static const struct {
		const char *text, *why;
	} bad[] = {
	        {"budget=all\n", "params.txt:1: 'budget' is not a league parameter"},
	        {"# c\nminor_cards\n", "params.txt:2: 'minor_cards' is not key=value"},
	        {"minor_cards=x\n", "params.txt:1: minor_cards must be a whole number"},
	        {"minor_cards=101\n", "params.txt:1: minor_cards must be a whole number"},
	        {"minor_cards=8\nminor_cards=9\n", "params.txt:2: minor_cards given twice"},
	};

	league(&src);
	src.n = 2;
	snprintf(src.params, sizeof(src.params), "minor_cards=7,major_cards=20");
	assert_int_equal(rink_ad_league_save(&src, dir, &err), RINK_OK);
	assert_int_equal(rink_ad_league_load(&l, dir, &err), RINK_OK);
	assert_int_equal(l.n, 2);
	assert_string_equal(l.params, "minor_cards=7,major_cards=20");
	rink_ad_league_free(&l);
	write_file("params.txt", "# the league's\n\n minor_cards = 9 \r\n");
	assert_int_equal(rink_ad_league_load(&l, dir, &err), RINK_OK);
	assert_string_equal(l.params, "minor_cards=9");
	rink_ad_league_free(&l);
	assert_int_equal(rink_ad_league_params_load(dir, out, sizeof(out), &err), RINK_OK);
	assert_string_equal(out, "minor_cards=9");
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		write_file("params.txt", bad[i].text);
		assert_int_equal(rink_ad_league_load(&l, dir, &err), RINK_EFORMAT);
		assert_non_null(strstr(err.text, bad[i].why));
		assert_int_equal(rink_ad_league_params_load(dir, out, sizeof(out), &err),
		                 RINK_EFORMAT);
		assert_string_equal(out, "");
	}
	/* saved without parameters, the folder's old file goes */
	src.params[0] = 0;
	assert_int_equal(rink_ad_league_save(&src, dir, &err), RINK_OK);
	snprintf(path, sizeof(path), "%s/params.txt", dir);
	assert_int_not_equal(access(path, F_OK), 0);
	assert_int_equal(rink_ad_league_params_load(dir, out, sizeof(out), &err), RINK_OK);
	assert_string_equal(out, "");
	rink_ad_league_free(&src);
}

/* Checks AD-GAP-14 (b) in a season: the league's length applies, and a
 * length the caller gives replaces it. */
static void test_AD_GAP_14_season_plays_the_league_length(void **state)
{
	struct rink_ad_league l;

	league(&l);
	snprintf(l.params, sizeof(l.params), "minor_cards=2");
	double short_pp = pp_rate(&l, "regular_shootout=true");
	double given = pp_rate(&l, "regular_shootout=true,minor_cards=30");
	l.params[0] = 0;
	assert_true(fabs(short_pp - rate_with(&l, 2)) < 1e-12);
	assert_true(fabs(given - rate_with(&l, 30)) < 1e-12);
	assert_true(short_pp < given);
	rink_ad_league_free(&l);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_GAP_14_tune_picks_the_closest_length),
	        cmocka_unit_test(test_AD_GAP_14_tune_follows_the_season),
	        cmocka_unit_test(test_AD_GAP_14_tune_beyond_reach_has_no_card_limit),
	        cmocka_unit_test(test_tune_keeps_a_length_given),
	        cmocka_unit_test(test_params_merge),
	        cmocka_unit_test(test_league_params_file),
	        cmocka_unit_test(test_AD_GAP_14_season_plays_the_league_length),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
