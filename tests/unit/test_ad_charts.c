/*
 * tests/unit/test_ad_charts.c: Action Deck team charts (AD-TEAM), the
 * loader's refusals (file:line and the reason), the designed data files,
 * and the chart builder on good and bad statistics.
 */
#include <unistd.h>

#include "ad_testutil.h"

static char dir[64];

static int setup(void **state)
{
	snprintf(dir, sizeof(dir), "/tmp/rink-ad-chartsXXXXXX");
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

#define HEAD                                                                                       \
	"team,TST,Test\ncontrol,50\npenalty,11/"                                                   \
	"89\nrole,name,pos,shot,pct,asst,pen,hit,faced,save\n"
#define GOALIE "goalie,G,G,-,-,-,-,-,100,90\n"

/* Loads text as a chart; returns the error text ("" when it loads). */
static const char *load(const char *text)
{
	static struct rink_error err;
	struct rink_ad_team t;
	const char *path = write_file("t.csv", text);
	if (rink_ad_team_load(&t, path, &err) == RINK_OK)
		return "";
	assert_non_null(strstr(err.text, path)); /* the file is named */
	return err.text;
}

/* Checks AD-TEAM-01, AD-TEAM-02, AD-GAP-25. */
static void test_AD_TEAM_01_02_chart_fields(void **state)
{
	struct rink_ad_team t;
	struct rink_error err;
	const char *path = write_file("ok.csv", HEAD "skater,A B,C,40,12,50,30,60,-,-\n"
	                                             "skater,C D,D,100,-,100,100,100,-,-\n" GOALIE);
	/* a '-' PCT player with a SHOT number is refused ... */
	assert_int_not_equal(rink_ad_team_load(&t, path, &err), RINK_OK);
	path = write_file("ok.csv", HEAD "skater,A B,C,100,12,50,30,60,-,-\n"
	                                 "skater,C D,D,-,-,100,100,100,-,-\n" GOALIE);
	assert_int_equal(rink_ad_team_load(&t, path, &err), RINK_OK);
	assert_int_equal(t.control, 50);
	assert_int_equal(t.pen_off, 11);
	assert_int_equal(t.pen_def, 89);
	assert_string_equal(t.p[0].name, "A B");
	assert_int_equal(t.p[0].col[RINK_AD_SHOT], 100);
	assert_int_equal(t.p[0].pct, 12);
	assert_int_equal(t.p[1].pct, RINK_AD_DASH);
	assert_true(t.p[2].goalie);
	assert_int_equal(t.p[2].col[RINK_AD_FACED], 100);
	assert_int_equal(t.p[2].save, 90);
	/* a saved chart loads back the same */
	char out[200];
	snprintf(out, sizeof(out), "%s/saved.csv", dir);
	assert_int_equal(rink_ad_team_save(&t, out, &err), RINK_OK);
	struct rink_ad_team u;
	assert_int_equal(rink_ad_team_load(&u, out, &err), RINK_OK);
	assert_memory_equal(&t.p, &u.p, sizeof(t.p));
}

/* Checks AD-TEAM-03. */
static void test_AD_TEAM_03_cumulative(void **state)
{
	struct rink_ad_team t;
	int n;
	adt_chart(&t, "T", 50, 11, 89);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_ASST, 20, &n), P_A);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_ASST, 21, &n), P_B);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_HIT, 100, &n), P_E);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_FACED, 60, &n), P_K);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_FACED, 61, &n), P_L);
}

/* Checks AD-TEAM-04, AD-GAP-26. */
static void test_AD_TEAM_04_GAP_26_overlap_and_gap_refused(void **state)
{
	const char *e;
	e = load(HEAD "skater,A,C,60,12,50,30,60,-,-\nskater,B,C,40,10,100,100,100,-,-\n"
	              "skater,Z,C,100,10,-,-,-,-,-\n" GOALIE);
	assert_non_null(strstr(e, ":6:"));
	assert_non_null(strstr(e, "column shot"));
	assert_non_null(strstr(e, "overlap"));
	e = load(HEAD "skater,A,C,60,12,50,30,60,-,-\nskater,B,C,97,10,100,100,100,-,-\n" GOALIE);
	assert_non_null(strstr(e, "column shot ends at 97"));
	assert_non_null(strstr(e, "gap"));
	assert_non_null(strstr(e, "TST"));
}

/* AD-TEAM-02: a goalie carries FACED and SAVE% (HIT allowed by AD-GAP-42);
 * a SHOT, ASST or PEN number on his row is refused. */
static void test_AD_TEAM_02_goalie_columns(void **state)
{
	static const char *const cols[] = {"a SHOT", "an ASST", "a PEN"};
	char text[400];

	for (int c = 0; c < 3; c++) {
		/* the skater's range ends at 50 in column c, the goalie's at 100 */
		snprintf(text, sizeof(text),
		         HEAD "skater,A,C,%s,12,%s,%s,100,-,-\n"
		              "goalie,G,G,%s,%s,%s,%s,-,100,90\n",
		         c == 0 ? "50" : "100", c == 1 ? "50" : "100", c == 2 ? "50" : "100",
		         c == 0 ? "100" : "-", c == 0 ? "5" : "-", c == 1 ? "100" : "-",
		         c == 2 ? "100" : "-");
		const char *e = load(text);
		char want[64];
		snprintf(want, sizeof(want), ":6: team TST: goalie G has %s number", cols[c]);
		if (!strstr(e, want))
			fail_msg("column %s: '%s'", cols[c], e);
	}
	/* on HIT a goalie may stand (AD-GAP-42) */
	assert_string_equal(load(HEAD "skater,A,C,100,12,100,100,50,-,-\n"
	                              "goalie,G,G,-,-,-,-,100,100,90\n"),
	                    "");
}

/* The checks of a player's own row name that row's line, not the file's
 * last: the bad row comes first, two good rows and a comment follow. */
static void test_AD_TEAM_02_GAP_25_row_errors_name_their_line(void **state)
{
	static const struct {
		const char *row, *want;
	} cases[] = {
	        {"skater,A B,C,50,12,50,50,50,-,-\nskater,a  b,C,60,12,60,60,60,-,-\n",
	         ":6: team TST: two players named a  b"},
	        {"skater,Z,C,60,-,60,60,60,-,-\n", ":5: team TST: Z has PCT '-' but a SHOT"},
	        {"goalie,Q,G,-,-,60,-,-,50,90\n", ":5: team TST: goalie Q has an ASST number"},
	        {"skater,Z,C,60,12,60,60,60,50,-\n", ":5: team TST: skater Z has a FACED number"},
	        /* a quote never closed was read to the end of the line: on a
	         * row's last field, as if it were closed */
	        {"skater,Z,C,60,12,60,60,60,-,\"-\n", ":5: malformed line"},
	};
	char text[600];
	for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		snprintf(text, sizeof(text),
		         HEAD "%sskater,Last,C,100,12,100,100,100,-,-\n" GOALIE "# the end\n",
		         cases[k].row);
		const char *e = load(text);
		if (!strstr(e, cases[k].want))
			fail_msg("case %zu: '%s', wanted '%s'", k, e, cases[k].want);
	}
}

static void test_chart_values_outside_1_100_refused(void **state)
{
	const char *e;
	e = load(HEAD "skater,A,C,101,12,100,100,100,-,-\n" GOALIE);
	assert_non_null(strstr(e, ":5: team TST: shot '101'"));
	e = load(HEAD "skater,A,C,0,12,100,100,100,-,-\n" GOALIE);
	assert_non_null(strstr(e, ":5: team TST: shot '0'"));
	e = load(HEAD "skater,A,C,100,120,100,100,100,-,-\n" GOALIE);
	assert_non_null(strstr(e, ":5: team TST: pct '120'"));
	e = load(HEAD "skater,A,C,100,x,100,100,100,-,-\n" GOALIE);
	assert_non_null(strstr(e, ":5: team TST: pct 'x'"));
	e = load("team,TST\ncontrol,96\n");
	assert_non_null(strstr(e, ":2: team TST: control rating must be a number 1-95"));
	e = load("team,TST\ncontrol,50\npenalty,60/40\n");
	assert_non_null(strstr(e, ":3: team TST: penalty ranges 1-60 and 40-100 overlap"));
	e = load("team,TST\ncontrol,50\npenalty,11-89\n");
	assert_non_null(strstr(e, ":3: team TST: penalty rating must be O/D"));
	e = load(HEAD "skater,A,C,100,12,100,100\n");
	assert_non_null(strstr(e, ":5: expected 10 fields"));
	e = load("team,TST\ncontrol,50\n");
	assert_non_null(strstr(e, "missing the 'penalty' row"));
	e = load(HEAD "coach,A,C,100,12,100,100,100,-,-\n");
	assert_non_null(strstr(e, ":5: unknown row 'coach'"));
	e = load(HEAD "skater,A,C,100,12,100,100,100,-,-\n");
	assert_non_null(strstr(e, "column faced ends at 0"));
	e = load(HEAD
	         "skater,A B,C,50,12,50,50,50,-,-\nskater,a  b,C,100,12,100,100,100,-,-\n" GOALIE);
	assert_non_null(strstr(e, "two players named a  b"));
	e = load(HEAD "skater,A,C,100,12,100,100,100,-,-\ngoalie,G,G,-,-,-,-,-,100,101\n");
	assert_non_null(strstr(e, ":6: team TST: save '101'"));
	assert_string_equal(load(HEAD "skater,A,C,100,12,100,100,100,-,-\n" GOALIE), "");
}

static void test_rules_files_refused_with_line(void **state)
{
	struct rink_ad_rules r;
	struct rink_error err;
	const char *p = write_file("pen.csv", "from,to,offensive,defensive\n1,50,MINOR,MINOR\n"
	                                      "50,100,MAJOR,MAJOR\n");
	assert_int_not_equal(rink_ad_rules_load(&r, NULL, p, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "pen.csv:3: 50 is already covered"));
	p = write_file("pen.csv", "from,to,offensive,defensive\n1,50,MINOR,MINOR\n");
	assert_int_not_equal(rink_ad_rules_load(&r, NULL, p, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "51 is not covered (gap)"));
	p = write_file("pen.csv", "from,to,offensive,defensive\n1,100,PSHOT,MINOR\n");
	assert_int_not_equal(rink_ad_rules_load(&r, NULL, p, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "AD-GAP-38"));
	p = write_file("sv.csv", "chart,from,to,result\neven,1,100,REBOUND\npp,1,100,COVER\n"
	                         "sh,1,100,COVER\n");
	assert_int_not_equal(rink_ad_rules_load(&r, NULL, NULL, p, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "never end"));
	p = write_file("as.csv", "from,to,assists\n1,100,3\n");
	assert_int_not_equal(rink_ad_rules_load(&r, NULL, NULL, NULL, p, &err), RINK_OK);
	assert_non_null(strstr(err.text, "as.csv:2: unknown result '3'"));
}

/* Checks AD-GAP-02, AD-GAP-03 (the designed deck) and the designed
 * penalty, save and assists charts. */
static void test_designed_components(void **state)
{
	struct rink_ad_rules r;
	struct rink_error err;
	int pp = 0, misc = 0;
	double mean = 0;
	assert_int_equal(rink_ad_rules_load(&r, NULL, NULL, NULL, NULL, &err), RINK_OK);
	for (int c = 1; c <= 100; c++) {
		mean += r.assists[c] / 100.0;
		pp += r.pen[0][c] <= RINK_AD_MAJOR;
		misc += r.pen[0][c] == RINK_AD_MISCONDUCT;
		for (int k = 0; k < RINK_AD_NSAVE; k++)
			assert_true(r.save[k][c] <= RINK_AD_KEEP);
	}
	assert_true(mean > 1.5 && mean < 1.9); /* about 1.7 assists a goal */
	assert_true(pp > 85 && misc < 15);
	/* AD-GAP-02 (a): each zone column of the designed deck holds the
	 * mix of docs/rules/actiondeck.md ("The action deck"); SHT stands in
	 * M and D too, PEN in every zone; no P1 in A or P-1 in D (AD-GAP-03) */
	static const int mix[3][7] = {
	        /*      P1  P0 P-1 CTL FO PEN SHT */
	        /* D */ {34, 14, 0, 38, 6, 6, 2},
	        /* M */ {30, 10, 10, 36, 5, 6, 3},
	        /* A */ {0, 13, 17, 37, 8, 8, 17},
	};
	int count[3][7] = {{0}}, low[3][7] = {{0}};
	for (int c = 1; c <= 100; c++)
		for (int z = RINK_AD_ZD; z <= RINK_AD_ZA; z++) {
			assert_true(r.entry[c][z] <= RINK_AD_SHT);
			count[z][r.entry[c][z]]++;
			low[z][r.entry[c][z]] += c <= 50;
		}
	for (int z = RINK_AD_ZD; z <= RINK_AD_ZA; z++)
		for (int e = RINK_AD_P1; e <= RINK_AD_SHT; e++) {
			assert_int_equal(count[z][e], mix[z][e]);
			/* dealt to the numbers by a shuffle, not by the number:
			 * an entry on ten cards or more stands among both the
			 * low (1-50) and the high numbers */
			if (mix[z][e] >= 10)
				assert_true(low[z][e] > 0 && low[z][e] < mix[z][e]);
		}
}

static const char *D = "/work/shared/data/nhl-2022-23-first-half";

static void test_builder_on_real_statistics(void **state)
{
	char t[200], s[200], g[200];
	struct rink_ad_team *teams;
	struct rink_error err;
	int n;
	if (access(D, R_OK) != 0)
		skip();
	snprintf(t, sizeof(t), "%s/teams.csv", D);
	snprintf(s, sizeof(s), "%s/skaters.csv", D);
	snprintf(g, sizeof(g), "%s/goalies.csv", D);
	assert_int_equal(rink_ad_build(t, s, g, &teams, &n, &err), RINK_OK);
	assert_int_equal(n, 32);
	for (int k = 0; k < n; k++) {
		/* every chart passes the loader's checks, no accidental shares */
		assert_int_equal(rink_ad_team_index(&teams[k], "built", &err), RINK_OK);
		for (int c = 0; c < RINK_AD_NCOL; c++)
			for (int x = 1; x <= 100; x++) {
				int m;
				rink_ad_owner(&teams[k], c, x, &m);
				assert_int_equal(m, 1);
			}
		assert_true(teams[k].control >= 1 && teams[k].control <= 95);
	}
	free(teams);
}

/* Writes the statistics files given (NULL: the one written before stays)
 * and builds charts from the three. */
static int build(const char *teams, const char *skaters, const char *goalies,
                 struct rink_ad_team **out, int *n, struct rink_error *err)
{
	char tp[200], sp[200], gp[200];
	if (teams)
		write_file("teams.csv", teams);
	if (skaters)
		write_file("skaters.csv", skaters);
	if (goalies)
		write_file("goalies.csv", goalies);
	snprintf(tp, sizeof(tp), "%s/teams.csv", dir);
	snprintf(sp, sizeof(sp), "%s/skaters.csv", dir);
	snprintf(gp, sizeof(gp), "%s/goalies.csv", dir);
	return rink_ad_build(tp, sp, gp, out, n, err);
}

/* Shares under half a point get no range, and a share under one point is
 * raised to one; when the small shares left out add up to more than one
 * point, the numbers still run to 100 (AD-TEAM-04: no gap). */
static void test_builder_column_ends_at_100_with_many_small_shares(void **state)
{
	struct rink_ad_team *teams = NULL;
	struct rink_error err;
	int n, last = 0;
	assert_int_equal(build(NULL,
	                       "team,player,pos,gp,g,a,shots,pim,hits\n"
	                       "AAA,X,C,10,5,5,50,4,970\nAAA,Y,C,10,1,1,10,2,9\n"
	                       "AAA,S1,D,10,0,1,10,2,3\nAAA,S2,D,10,0,1,10,2,3\n"
	                       "AAA,S3,D,10,0,1,10,2,3\nAAA,S4,D,10,0,1,10,2,3\n"
	                       "AAA,S5,D,10,0,1,10,2,3\nAAA,S6,D,10,0,1,10,2,3\n"
	                       "AAA,S7,D,10,0,1,10,2,3\n",
	                       NULL, &teams, &n, &err),
	                 RINK_OK);
	assert_int_equal(n, 1);
	for (int i = 0; i < teams[0].n; i++) {
		int b = teams[0].p[i].col[RINK_AD_HIT];
		if (b)
			last = b;
		if (i >= 2 && !teams[0].p[i].goalie)
			assert_int_equal(b, 0); /* 0.3 points: no range */
	}
	assert_int_equal(last, 100);
	free(teams);
}

static void test_builder_refuses_bad_columns(void **state)
{
	struct rink_ad_team *teams = NULL;
	struct rink_error err;
	int n;
	assert_int_not_equal(build("team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                           "times_shorthanded\nAAA,10,300,300,30,5,30,30\n",
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Y,C,10,1,1,ten,2,2\n",
	                           "team,player,gp,shots_against,saves\nAAA,G,10,300,270\n", &teams,
	                           &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "teams.csv:1:9: missing column 'faceoff_pct'"));
	assert_int_not_equal(build("team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                           "times_shorthanded,faceoff_pct\nAAA,10,300,300,30,5,30,"
	                           "30,50\n",
	                           NULL, NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:3:7: column 'shots': 'ten'"));
	assert_int_not_equal(build(NULL,
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Y,C,10,1,1,4,2,\"2\n",
	                           NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:3: malformed line (a quote not closed"));
	/* a control character late in a row: the row's cells before it were
	 * leaked (LeakSanitizer, found by fuzzing teams.csv) */
	assert_int_not_equal(build("team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                           "times_shorthanded,faceoff_pct\nAAA,10,300,300,30,5,30,"
	                           "3\0050,50\n",
	                           NULL, NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "teams.csv:2:8: a control character in column "
	                                 "'times_shorthanded'"));
	write_file("teams.csv", "team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                        "times_shorthanded,faceoff_pct\nAAA,10,300,300,30,5,30,30,50\n");
	assert_int_not_equal(build(NULL,
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Y,C,10,1,1\n",
	                           NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:3:"));
	/* a name is refused, not cut (a cut could split a character) */
	assert_int_not_equal(build(NULL,
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\n"
	                           "AAA,Ren\xc3\xa9 Long Name Long Name Long Name Lon\xc3\xa9,C,10,"
	                           "1,1,4,2,2\n",
	                           NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:3:2:"));
	assert_non_null(strstr(err.text, "longer than 39 bytes"));
	assert_int_not_equal(build(NULL,
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Bad\xff,C,10,1,1,4,2,2\n",
	                           NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:3:2: the name is not UTF-8 text"));
	/* a second row of one player: skaters.csv and its line are named */
	assert_int_not_equal(build(NULL,
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Y,C,10,1,1,4,2,2\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Z,C,10,1,1,4,2,2\n",
	                           NULL, &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:4: team AAA: two players named X"));
	assert_int_not_equal(build(NULL,
	                           "team,player,pos,gp,g,a,shots,pim,hits\n"
	                           "AAA,X,C,10,5,5,50,4,10\nAAA,Y,C,10,1,1,4,2,2\n",
	                           "team,player,gp,shots_against,saves\nAAA,G,10,300,270\n"
	                           "AAA,X,1,3,2\n",
	                           &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "goalies.csv:3: team AAA: two players named X"));
	assert_int_equal(build(NULL,
	                       "team,player,pos,gp,g,a,shots,pim,hits\n"
	                       "AAA,X,C,10,5,5,50,4,10\nAAA,Y,C,10,1,1,4,2,2\n",
	                       "team,player,gp,shots_against,saves\nAAA,G,10,300,270\n", &teams, &n,
	                       &err),
	                 RINK_OK);
	assert_int_equal(n, 1);
	assert_int_equal(teams[0].n, 3);
	free(teams);
}

#define TEAMS_HEAD                                                                                 \
	"team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,times_shorthanded,faceoff_pct\n"

/* rink chart build reads teams.csv strictly: a team's second row, a
 * percentage outside 0-100, and numbers strtod would take but that are
 * not plain decimals are refused with file:line:column. */
static void test_builder_refuses_second_team_row_and_bad_numbers(void **state)
{
	static const struct {
		const char *rows, *want;
	} cases[] = {
	        {"AAA,10,300,300,30,5,30,30,50\nBBB,10,300,300,30,5,30,30,50\n"
	         "AAA,10,300,300,30,5,30,30,50\n",
	         "teams.csv:4:1: team AAA has a row already (line 2)"},
	        {"AAA,10,300,300,30,5,30,30,100.5\n",
	         "teams.csv:2:9: column 'faceoff_pct': 100.5 is not a percentage 0-100"},
	        {"AAA,10,1e3,300,30,5,30,30,50\n", "teams.csv:2:3: column 'shots_for': '1e3'"},
	        {"AAA,10,0x10,300,30,5,30,30,50\n", "teams.csv:2:3: column 'shots_for': '0x10'"},
	        {"AAA,10,300,3.5e2,30,5,30,30,50\n",
	         "teams.csv:2:4: column 'shots_against': '3.5e2'"},
	        {"AAA,10,300,300,30,5,30,30,inf\n", "teams.csv:2:9: column 'faceoff_pct': 'inf'"},
	        {"AAA,10,300,300,30,5,30,30,.5\n", "teams.csv:2:9: column 'faceoff_pct': '.5'"},
	        {"AAA,10,300,300,30,5,30,30,5.\n", "teams.csv:2:9: column 'faceoff_pct': '5.'"},
	        {"AAA,+10,300,300,30,5,30,30,50\n", "teams.csv:2:2: column 'gp': '+10'"},
	        /* figures whose rates came out 0/0 or below 0 and charted every
	         * goalie's SAVE% or every PCT as 0, silently (found by fuzzing
	         * teams.csv) */
	        {"AAA,10,300,300,0,0,30,30,50\nBBB,10,300,300,0,0,30,30,50\n",
	         "teams.csv: column 'gf' is 0 for every team"},
	        {"AAA,10,300,300,30,5,1500,30,50\nBBB,10,300,300,30,5,1500,30,50\n",
	         "teams.csv: 3000 power plays (column 'pp_opps') at 0.2 shots each leave none "
	         "of the 600 shots"},
	        {"AAA,10,300,300,301,5,30,30,50\n",
	         "teams.csv:2:5: team AAA has more goals than shots"},
	        {"AAA,10,300,300,30,31,30,30,50\n",
	         "teams.csv:2:6: team AAA has more power-play goals than goals"},
	};
	struct rink_ad_team *teams = NULL;
	struct rink_error err;
	char text[400];
	int n;
	for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		snprintf(text, sizeof(text), TEAMS_HEAD "%s", cases[k].rows);
		if (build(text,
		          "team,player,pos,gp,g,a,shots,pim,hits\nAAA,X,C,10,5,5,50,4,10\n"
		          "BBB,Y,C,10,5,5,50,4,10\n",
		          "team,player,gp,shots_against,saves\nAAA,G,10,300,270\n"
		          "BBB,H,10,300,270\n",
		          &teams, &n, &err) == RINK_OK)
			fail_msg("case %zu accepted", k);
		if (!strstr(err.text, cases[k].want))
			fail_msg("case %zu: '%s', wanted '%s'", k, err.text, cases[k].want);
	}
	/* a plain decimal and 100 (a percentage's top) load */
	assert_int_equal(build(TEAMS_HEAD "AAA,10,300,300.0,30,5,30,30,100\n"
	                                  "BBB,10,300,300,30,5,30,30,46.3\n",
	                       NULL, NULL, &teams, &n, &err),
	                 RINK_OK);
	assert_int_equal(n, 2);
	free(teams);
	/* the one-team files the tests after this one build on */
	write_file("teams.csv", TEAMS_HEAD "AAA,10,300,300,30,5,30,30,50\n");
	write_file("goalies.csv", "team,player,gp,shots_against,saves\nAAA,G,10,300,270\n");
}

/* A line longer than a reader holds is refused with its file and line,
 * not read as two lines (the second would be refused as a row it is not). */
static void test_chart_and_statistics_lines_too_long_refused(void **state)
{
	static char text[4000];
	struct rink_ad_team *teams = NULL;
	struct rink_error err;
	char name[3000];
	int n;

	memset(name, 'x', sizeof(name) - 1);
	name[sizeof(name) - 1] = 0;
	snprintf(text, sizeof(text), HEAD "skater,%.1100s,C,100,12,100,100,100,-,-\n" GOALIE, name);
	assert_non_null(strstr(load(text), ":5: line longer than 1023 bytes"));
	snprintf(text, sizeof(text),
	         "team,player,pos,gp,g,a,shots,pim,hits\nAAA,X,C,10,5,5,50,4,10\n"
	         "AAA,%s,C,10,1,1,4,2,2\n",
	         name);
	assert_int_not_equal(build("team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                           "times_shorthanded,faceoff_pct\nAAA,10,300,300,30,5,30,"
	                           "30,50\n",
	                           text, "team,player,gp,shots_against,saves\nAAA,G,10,300,270\n",
	                           &teams, &n, &err),
	                     RINK_OK);
	assert_non_null(strstr(err.text, "skaters.csv:3: line longer than 2047 bytes"));
}

/* The builder's PCT and SAVE%: a player's own rate settles only the shots
 * whose selection card names his side (AD-SHT-04..06: even, the shooter's
 * PCT; odd, the goalie's SAVE%), so his chart carries three times his
 * shrunk distance from the league (twice for the half of the shots, and
 * again half of that for the stars' totals, AD-GAP-48). A shooter whose
 * tripled rate falls under 0 gets 0, and the others give the difference
 * back: the league's goals stay. */
static void test_builder_triples_distance_from_league(void **state)
{
	struct rink_ad_team *teams = NULL;
	struct rink_error err;
	int n;
	/* 400 shots, 40 goals, no power plays: the even-strength factor is 1 */
	assert_int_equal(build("team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                       "times_shorthanded,faceoff_pct\nAAA,10,400,400,40,0,0,30,50\n",
	                       "team,player,pos,gp,g,a,shots,pim,hits\n"
	                       "AAA,Sniper,C,10,30,5,200,4,10\n"
	                       "AAA,Grinder,LW,10,10,5,150,4,10\n"
	                       "AAA,Dman,D,10,0,5,50,4,10\n",
	                       "team,player,gp,shots_against,saves\n"
	                       "AAA,Good,8,300,276\nAAA,Poor,2,100,84\n",
	                       &teams, &n, &err),
	                 RINK_OK);
	const struct rink_ad_player *p = teams[0].p;
	/* shrunk by 2 shots: .1495, .0671 and .0038; tripled: .2485, .0013
	 * and under 0, the Dman's 9.4 goals short taken off the two others */
	assert_int_equal(p[1].pct, 0);
	assert_int_equal(p[2].pct, 0);
	/* the league's 40 goals on its 400 shots, within the rounding */
	int goals = p[0].pct * 200 + p[1].pct * 150;
	assert_in_range(goals, 3900, 4100);
	/* goalies shrunk by 8 shots: .0805 and .1556 against; tripled: 22.5
	 * points */
	assert_in_range(p[3].save - p[4].save, 22, 23);
	assert_in_range(p[3].save, 95, 96);
	free(teams);
}

/* A chart holds RINK_AD_MAX_PLAYERS: a team with more skaters keeps those
 * with the most shots, ties to the first in the file, and says how many
 * were left off. */
static void test_builder_keeps_the_skaters_that_fit(void **state)
{
	struct rink_ad_team *teams = NULL;
	struct rink_error err;
	char sk[8192] = "team,player,pos,gp,g,a,shots,pim,hits\n";
	int n, len = (int)strlen(sk);
	/* 50 skaters: P1 has 1 shot ... P50 has 50; Q7 ties P7, after him */
	for (int i = 1; i <= 50; i++)
		len += snprintf(sk + len, sizeof(sk) - (size_t)len, "AAA,P%d,C,10,0,1,%d,2,2\n", i,
		                i);
	len += snprintf(sk + len, sizeof(sk) - (size_t)len, "AAA,Q7,C,10,0,1,7,2,2\n");
	assert_int_equal(build("team,gp,shots_for,shots_against,gf,pp_goals,pp_opps,"
	                       "times_shorthanded,faceoff_pct\nAAA,10,1280,1280,30,5,30,30,50\n",
	                       sk, "team,player,gp,shots_against,saves\nAAA,G,10,1280,1250\n",
	                       &teams, &n, &err),
	                 RINK_OK);
	/* room for 44 skaters (4 places kept for goalies): P7-P50, not Q7 */
	assert_int_equal(teams[0].left_off, 51 - 44);
	assert_int_equal(teams[0].n, 45);
	assert_string_equal(teams[0].p[0].name, "P7");
	assert_string_equal(teams[0].p[43].name, "P50");
	assert_string_equal(teams[0].p[44].name, "G");
	free(teams);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_TEAM_01_02_chart_fields),
	        cmocka_unit_test(test_AD_TEAM_03_cumulative),
	        cmocka_unit_test(test_AD_TEAM_04_GAP_26_overlap_and_gap_refused),
	        cmocka_unit_test(test_AD_TEAM_02_goalie_columns),
	        cmocka_unit_test(test_AD_TEAM_02_GAP_25_row_errors_name_their_line),
	        cmocka_unit_test(test_chart_values_outside_1_100_refused),
	        cmocka_unit_test(test_chart_and_statistics_lines_too_long_refused),
	        cmocka_unit_test(test_rules_files_refused_with_line),
	        cmocka_unit_test(test_designed_components),
	        cmocka_unit_test(test_builder_on_real_statistics),
	        cmocka_unit_test(test_builder_refuses_bad_columns),
	        cmocka_unit_test(test_builder_refuses_second_team_row_and_bad_numbers),
	        cmocka_unit_test(test_builder_column_ends_at_100_with_many_small_shares),
	        cmocka_unit_test(test_builder_triples_distance_from_league),
	        cmocka_unit_test(test_builder_keeps_the_skaters_that_fit),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
