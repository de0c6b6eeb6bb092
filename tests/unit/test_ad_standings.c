/*
 * tests/unit/test_ad_standings.c: standings with the NHL's tie-breakers
 * (rink_ad_standings), the 2022-23 playoff format replayed
 * (rink_ad_playoffs_play, AD-GAP-49), and the files a season is laid out
 * by: the schedule's dates and starters, the alignment (divisions.csv).
 */
#include <unistd.h>

#include "ad_testutil.h"

static char dir[64];

static int setup(void **state)
{
	snprintf(dir, sizeof(dir), "/tmp/rink-ad-stXXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *write_file(const char *name, const char *text)
{
	static char path[160];
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	return path;
}

static struct rink_ad_result R(int h, int a, int hg, int ag, int d) {
	struct rink_ad_result r = {h, a, hg, ag, d};
	return r;
}

/* Points (2 a win, 1 an overtime loss), then points %, regulation wins,
 * regulation and overtime wins, wins, points among the tied, goal
 * differential, goals for. */
static void
test_standings_tie_breakers(void **state)
{
	struct rink_ad_league l = {.n = 6};
	struct rink_ad_row rows[6];
	enum { T0, T1, T2, T3, T4, T5 };
	/* T0 and T1: 4 points each in 3 games; T0 two regulation wins, T1 one
	 * in regulation and one in a shoot-out: T0 first (RW) */
	struct rink_ad_result g[] = {R(T0, T5, 3, 1, RINK_AD_REG), R(T0, T5, 2, 0, RINK_AD_REG),
	                             R(T5, T0, 5, 0, RINK_AD_REG), R(T1, T5, 3, 0, RINK_AD_REG),
	                             R(T1, T5, 2, 1, RINK_AD_SO), R(T5, T1, 9, 0, RINK_AD_REG),
	                             /* T2: 4 points in 2 games, the best points % */
	                             R(T2, T5, 1, 0, RINK_AD_OT), R(T2, T5, 1, 0, RINK_AD_OT),
	                             /* T3 and T4 the same record (2 points: 1 RW) but T3 beat T4 */
	                             R(T3, T4, 2, 1, RINK_AD_REG), R(T4, T5, 4, 0, RINK_AD_REG),
	                             R(T5, T3, 1, 0, RINK_AD_REG), R(T5, T4, 1, 0, RINK_AD_REG),
	                             R(T5, T3, 1, 0, RINK_AD_REG),
	                             /* a result naming no team of the league is skipped */
	                             R(7, T0, 1, 0, RINK_AD_REG)};
	int n = (int)(sizeof(g) / sizeof(g[0]));
	assert_int_equal(rink_ad_standings(&l, g, n, rows), 6);
	int want[6] = {T5, T2, T0, T1, T3, T4};
	for (int i = 0; i < 6; i++) {
		assert_int_equal(rows[i].team, want[i]);
		assert_int_equal(rows[i].rank, i + 1);
		assert_int_equal(rows[i].division, -1);
	}
	assert_int_equal(rows[2].pts, 4);
	assert_int_equal(rows[2].rw, 2);
	assert_int_equal(rows[3].rw, 1);
	assert_int_equal(rows[3].row, 1);
	assert_int_equal(rows[3].otl, 0);
	assert_int_equal(rows[1].row, 2);
	assert_true(rows[1].pts_pct > rows[2].pts_pct);
	/* T5's losses past regulation: a shoot-out and two overtimes */
	assert_int_equal(rows[0].otl, 3);
	/* equal in all but goals: goal differential, then goals for */
	struct rink_ad_league l3 = {.n = 3};
	struct rink_ad_result h[] = {R(0, 2, 5, 1, RINK_AD_REG), R(1, 2, 3, 1, RINK_AD_REG),
	                             R(2, 0, 2, 1, RINK_AD_REG), R(2, 1, 2, 1, RINK_AD_REG)};
	assert_int_equal(rink_ad_standings(&l3, h, 4, rows), 3);
	assert_int_equal(rows[0].team, 2);
	assert_int_equal(rows[1].team, 0); /* +3 against +1 */
	assert_int_equal(rows[2].team, 1);
	/* two tied groups: the later counts only the games among itself. 3
	 * and 4 tie (6 points, 2 RW), then 0 and 1 (3 points, 1 RW, a win
	 * each over the other); 0's overtime loss to 3 is no game between 0
	 * and 1, so 1 goes first on goal differential (+3 against -5) */
	struct rink_ad_league l5 = {.n = 5};
	struct rink_ad_result q[] = {
	        R(3, 0, 2, 1, RINK_AD_OT),  R(2, 1, 2, 1, RINK_AD_OT),  R(0, 1, 1, 0, RINK_AD_REG),
	        R(1, 0, 5, 0, RINK_AD_REG), R(3, 2, 1, 0, RINK_AD_REG), R(3, 2, 1, 0, RINK_AD_REG),
	        R(4, 2, 2, 1, RINK_AD_OT),  R(4, 2, 1, 0, RINK_AD_REG), R(4, 2, 1, 0, RINK_AD_REG)};
	assert_int_equal(rink_ad_standings(&l5, q, 9, rows), 5);
	int order[5] = {3, 4, 1, 0, 2};
	for (int i = 0; i < 5; i++)
		assert_int_equal(rows[i].team, order[i]);
}

/* 16 charts (the test chart, team i rated 30 + 3i), aligned 2 x 2 x 4
 * when aligned. */
static void playoff_league(struct rink_ad_league *l, struct rink_ad_team *t, bool aligned)
{
	struct rink_error err;
	static int div[16], conf[16];
	memset(l, 0, sizeof(*l));
	for (int i = 0; i < 16; i++) {
		char ab[8];
		snprintf(ab, sizeof(ab), "T%02d", i);
		adt_chart(&t[i], ab, 30 + 3 * i, 11, 89);
		div[i] = i / 4;
		conf[i] = i / 8;
	}
	l->n = 16;
	l->team = t;
	assert_int_equal(rink_ad_rules_load(&l->rules, NULL, NULL, NULL, NULL, &err), RINK_OK);
	if (aligned) {
		l->division = div;
		l->conference = conf;
		l->ndiv = 4;
		l->nconf = 2;
	}
}

/* Checks AD-GAP-49: the NHL's 2022-23 playoff: three a division, two wild
 * cards a conference, the better division winner against the second wild
 * card; best of seven; the winners go on; the same seed, the same
 * bracket. */
static void test_AD_GAP_49_playoffs(void **state)
{
	static struct rink_ad_team t[16];
	struct rink_ad_league l;
	struct rink_ad_row rows[16];
	struct rink_ad_bracket b, again;
	struct rink_error err;
	playoff_league(&l, t, true);
	/* standings: team 15 best, 0 worst (no games: the league's order, so
	 * made by results: each team beats every team below it) */
	struct rink_ad_result g[120];
	int n = 0;
	for (int i = 0; i < 16; i++)
		for (int j = 0; j < i; j++)
			g[n++] = R(i, j, 3, 1, RINK_AD_REG);
	assert_int_equal(rink_ad_standings(&l, g, n, rows), 16);
	assert_int_equal(rows[0].team, 15);
	assert_int_equal(rink_ad_playoffs_play(&l, rows, 7, NULL, &b, &err), RINK_OK);
	assert_true(b.aligned);
	/* conference 0 (teams 0-7): division 0's first three 3, 2, 1; division
	 * 1's 7, 6, 5; wild cards 4 and 0 */
	int want[8] = {3, 2, 1, 7, 6, 5, 4, 0};
	for (int i = 0; i < 8; i++)
		assert_int_equal(b.seed[i], want[i]);
	/* 7 is the better winner: it meets the second wild card (0); 3 meets
	 * the first (4), who has home ice for the better season */
	assert_int_equal(b.round[0][0].high, 4);
	assert_int_equal(b.round[0][0].low, 3);
	assert_int_equal(b.round[0][2].high, 7);
	assert_int_equal(b.round[0][2].low, 0);
	assert_int_equal(b.round[0][1].high, 2);
	assert_int_equal(b.round[0][1].low, 1);
	int games = 0;
	for (int r = 0; r < 4; r++)
		for (int k = 0; k < 8 >> r; k++) {
			const struct rink_ad_series *x = &b.round[r][k];
			assert_true(x->wins_high == 4 || x->wins_low == 4);
			assert_true(x->wins_high + x->wins_low == x->games);
			assert_in_range(x->games, 4, 7);
			assert_int_equal(x->winner, x->wins_high == 4 ? x->high : x->low);
			if (r > 0) {
				int a = b.round[r - 1][2 * k].winner,
				    c = b.round[r - 1][2 * k + 1].winner;
				assert_true((x->high == a && x->low == c) ||
				            (x->high == c && x->low == a));
			}
			games += x->games;
		}
	assert_int_equal(b.games, games);
	assert_int_equal(b.champion, b.round[3][0].winner);
	/* the conference finals stay within the conferences */
	assert_true(b.round[2][0].high < 8 && b.round[2][0].low < 8);
	assert_true(b.round[2][1].high >= 8 && b.round[2][1].low >= 8);
	assert_int_equal(rink_ad_playoffs_play(&l, rows, 7, NULL, &again, &err), RINK_OK);
	assert_memory_equal(&b, &again, sizeof(b));
	json_t *o = rink_ad_bracket_json(&l, &b);
	assert_string_equal(json_string_value(json_object_get(o, "format")), "nhl");
	assert_int_equal(json_array_size(json_object_get(o, "rounds")), 4);
	json_decref(o);
	/* without an alignment: the top 16, 1 v 16, 8 v 9 */
	playoff_league(&l, t, false);
	assert_int_equal(rink_ad_playoffs_play(&l, rows, 7, NULL, &b, &err), RINK_OK);
	assert_false(b.aligned);
	assert_int_equal(b.round[0][0].high, 15);
	assert_int_equal(b.round[0][0].low, 0);
	assert_int_equal(b.round[0][1].high, 8);
	assert_int_equal(b.round[0][1].low, 7);
	/* fewer than 16 teams: an error */
	l.n = 12;
	assert_int_not_equal(rink_ad_playoffs_play(&l, rows, 7, NULL, &b, &err), RINK_OK);
	assert_non_null(strstr(err.text, "16 teams"));
}

/* The schedule's date and starters, read by name; a starter who is no
 * goalie of his chart fails with file:line:column. The alignment file
 * fails the same way. */
static void test_schedule_and_divisions_files(void **state)
{
	static struct rink_ad_team t[16];
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	struct rink_error err;
	playoff_league(&l, t, false);
	const char *p = write_file("games.csv", "game,date,home,away,home_goalie,away_goalie\n"
	                                        "1,2022-10-07,T00,T01,K,\n"
	                                        "2,2022-10-08,T01,T00,,L\n");
	assert_int_equal(rink_ad_schedule_load(&sc, &l, p, &err), RINK_OK);
	assert_int_equal(sc.n, 2);
	assert_string_equal(sc.date[1], "2022-10-08");
	assert_int_equal(sc.starter[0][0], P_K);
	assert_int_equal(sc.starter[0][1], -1);
	assert_int_equal(sc.starter[1][1], P_L);
	/* the season starts the schedule's goalies */
	struct rink_ad_season s;
	assert_int_equal(rink_ad_season_play(&l, &sc, 1, NULL, &s, NULL, NULL, &err), RINK_OK);
	assert_int_equal(s.games[0].starter[0], P_K);
	assert_int_equal(s.games[1].starter[1], P_L);
	json_t *o = rink_ad_season_json(&l, &s, &sc);
	json_t *g1 = json_array_get(json_object_get(o, "games"), 1);
	assert_string_equal(json_string_value(json_object_get(g1, "date")), "2022-10-08");
	assert_string_equal(json_string_value(json_object_get(g1, "away_goalie")), "L");
	json_decref(o);
	rink_ad_season_free(&s);
	rink_ad_schedule_free(&sc);
	p = write_file("bad.csv", "date,home,away,home_goalie\n2022-10-07,T00,T01,A\n");
	assert_int_not_equal(rink_ad_schedule_load(&sc, &l, p, &err), RINK_OK);
	assert_non_null(strstr(err.text, "bad.csv:2:4: 'A' is not a goalie on the chart of T00"));
	/* divisions.csv */
	p = write_file("divisions.csv", "team,division,conference\nT00,North,East\nT01,North,East\n"
	                                "T02,South,West\n");
	assert_int_equal(rink_ad_divisions_load(&l, p, &err), RINK_OK);
	assert_int_equal(l.ndiv, 2);
	assert_int_equal(l.nconf, 2);
	assert_string_equal(l.div_name[l.division[2]], "South");
	assert_int_equal(l.division[3], -1);
	static const char *const bad[][2] = {
	        {"team,division,conference\nT00,N,E\nXXX,N,E\n", "divisions.csv:3:1: team 'XXX'"},
	        {"team,division,conference\nT00,N,E\nT00,N,E\n", "divisions.csv:3:1: team T00 is "
	                                                         "listed twice"},
	        {"team,division,conference\nT00,N,E\nT01,N,W\n", "division N has teams of two"},
	        {"team,division\nT00,N\n", "conference"},
	        {"team,division,conference\nT00,,E\n", "divisions.csv:2:2: division ''"},
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		p = write_file("divisions.csv", bad[i][0]);
		assert_int_not_equal(rink_ad_divisions_load(&l, p, &err), RINK_OK);
		if (!strstr(err.text, bad[i][1]))
			fail_msg("%zu: %s", i, err.text);
	}
	/* a failed load leaves the alignment as it was */
	assert_int_equal(l.ndiv, 2);
	free(l.division);
	free(l.conference);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_standings_tie_breakers),
	        cmocka_unit_test(test_AD_GAP_49_playoffs),
	        cmocka_unit_test(test_schedule_and_divisions_files),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
