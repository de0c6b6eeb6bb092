/*
 * tests/unit/test_ad_calibrate.c: a real season replayed and compared with
 * itself (rink_ad_calibrate, the calibration figures), and the
 * season files as spreadsheets write them: a quoted name holding a comma,
 * a byte-order mark, Windows line ends.
 *
 * The season is two teams of four games, written by the tests, so that
 * every real figure can be worked out by hand.
 */
#include <math.h>
#include <unistd.h>

#include "ad_testutil.h"

static char dir[64];

static int setup(void **state)
{
	snprintf(dir, sizeof(dir), "/tmp/rink-ad-calXXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	return system(cmd) == 0 ? 0 : -1;
}

/* Writes dir/name; with crlf every line ends "\r\n", with bom the file
 * starts with the UTF-8 byte-order mark. */
static void write_file(const char *name, const char *text, bool bom, bool crlf)
{
	char path[160];
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	assert_non_null(f);
	if (bom)
		fputs("\xEF\xBB\xBF", f);
	for (const char *c = text; *c; c++) {
		if (*c == '\n' && crlf)
			fputc('\r', f);
		fputc(*c, f);
	}
	fclose(f);
}

static const char teams_csv[] = "team,gp,w,l,otl,gf,ga,shots_for,shots_against,pp_goals,pp_opps,"
                                "pp_goals_against,times_shorthanded,pim,hits,faceoff_pct\n"
                                "AAA,4,2,2,0,12,10,130,120,3,12,2,13,36,80,52.0\n"
                                "BBB,4,2,2,0,10,12,120,130,2,13,3,12,40,90,48.0\n";

/* Three skaters of 20 or more games (one a quoted name with a comma and a
 * quote in it), two of fewer. */
static const char skaters_csv[] = "team,player,pos,gp,g,a,shots,pim,hits,pp_goals,toi_minutes\n"
                                  "AAA,Ann One,C,24,5,3,40,4,10,1,70.0\n"
                                  "AAA,\"Smith, \"\"Al\"\" Jr.\",D,20,3,6,50,6,20,1,80.0\n"
                                  "AAA,Ax Three,LW,19,4,4,40,0,5,1,60.0\n"
                                  "BBB,Bo One,C,30,4,3,45,8,30,1,70.0\n"
                                  "BBB,Bea Two,RW,4,6,2,75,2,12,1,75.0\n";

static const char goalies_csv[] = "team,player,gp,minutes,shots_against,saves,goals_against\n"
                                  "AAA,Gus Keeper,4,240.0,120,110,10\n"
                                  "BBB,Gil Net,3,180.0,100,90,10\n"
                                  "BBB,Gav Back,1,60.0,30,28,2\n";

static const char games_csv[] =
        "game,date,home,away,home_goals,away_goals,decision,home_shots,away_shots,"
        "home_pim,away_pim,home_ppg,away_ppg,home_ppo,away_ppo\n"
        "1,2022-10-07,AAA,BBB,3,2,REG,30,31,8,10,1,0,3,3\n"
        "2,2022-10-08,BBB,AAA,2,3,REG,33,28,9,9,1,1,3,3\n"
        "3,2022-10-09,AAA,BBB,2,3,OT,29,30,9,8,0,1,3,4\n"
        "4,2022-10-10,BBB,AAA,5,4,SO,30,31,12,10,1,1,3,3\n";

static void write_season(bool bom, bool crlf)
{
	write_file("teams.csv", teams_csv, bom, crlf);
	write_file("skaters.csv", skaters_csv, bom, crlf);
	write_file("goalies.csv", goalies_csv, bom, crlf);
	write_file("games.csv", games_csv, bom, crlf);
}

/* The season's figures, each from teams.csv over the schedule's 8
 * team-games; the replay's, the averages of the seasons that the test
 * plays itself with the same league, schedule, seeds and parameters. */
static void test_calibrate_compares_real_and_replayed_figures(void **state)
{
	struct rink_ad_calibration c;
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	struct rink_error err;
	char t[160], s[160], g[160], gm[160];

	write_season(false, false);
	assert_int_equal(rink_ad_calibrate(dir, 3, 1, "budget=entries", false, &c, &err), RINK_OK);
	assert_int_equal(c.games, 4);
	assert_int_equal(c.seeds, 3);
	assert_string_equal(c.game_params, "regular_shootout=true,budget=entries");
	assert_float_equal(c.real[RINK_AD_FIG_GOALS], 22.0 / 8, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_SHOTS], 250.0 / 8, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_PP_PCT], 100.0 * 5 / 25, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_PIM], 76.0 / 8, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_SAVE_PCT], 1 - 22.0 / 250, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_PP_OPPS], 25.0 / 8, 1e-12);
	/* issue 24's: 8 goalie games over 8 team-games; one OT, one SO and two
	 * home wins of 4 games; points 6 (AAA) and 4 (BBB): SD 1; the top
	 * scorers found (3 of 20+ games): goals 5, 4, 3 */
	assert_float_equal(c.real[RINK_AD_FIG_GOALIES], 1.0, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_OT], 0.25, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_SO], 0.25, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_HOME_WIN], 0.5, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_PTS_SD], 1.0, 1e-12);
	assert_float_equal(c.real[RINK_AD_FIG_TOP10], 4.0, 1e-12);
	assert_int_equal(c.top10, 3);
	assert_int_equal(rink_ad_fig_ok(&c, RINK_AD_FIG_GOALIES) >= 0, 1);
	assert_int_equal(rink_ad_fig_ok(&c, RINK_AD_NFIG), -1);
	assert_true(rink_ad_fig_target(RINK_AD_FIG_HOME_WIN)->absolute);
	/* not fitted: nothing found, no league parameters */
	assert_int_equal(c.tuning.keep_cards, -1);
	assert_int_equal(c.tuning.minor_cards, -1);
	assert_int_equal(c.tuning.misconduct_cards, -1);
	assert_string_equal(c.league_params, "");

	snprintf(t, sizeof(t), "%s/teams.csv", dir);
	snprintf(s, sizeof(s), "%s/skaters.csv", dir);
	snprintf(g, sizeof(g), "%s/goalies.csv", dir);
	snprintf(gm, sizeof(gm), "%s/games.csv", dir);
	memset(&l, 0, sizeof(l));
	assert_int_equal(rink_ad_build(t, s, g, &l.team, &l.n, &err), RINK_OK);
	assert_int_equal(rink_ad_rules_load(&l.rules, NULL, NULL, NULL, NULL, &err), RINK_OK);
	assert_int_equal(rink_ad_schedule_load(&sc, &l, gm, &err), RINK_OK);
	double goals = 0, shots = 0, ppg = 0, ppo = 0, pim = 0, gf[2] = {0, 0}, ot = 0, so = 0,
	       hw = 0, gk = 0, sd = 0;
	for (int seed = 1; seed <= 3; seed++) {
		struct rink_ad_season out;
		assert_int_equal(rink_ad_season_play(&l, &sc, (uint64_t)seed, c.game_params, &out,
		                                     NULL, NULL, &err),
		                 RINK_OK);
		for (int k = 0; k < 2; k++) {
			goals += out.t[k].gf;
			shots += out.t[k].shots_for;
			ppg += out.t[k].pp_goals;
			ppo += out.t[k].pp_opps;
			pim += out.t[k].pim;
			gf[k] += out.t[k].gf;
			for (int i = 0; i < l.team[k].n; i++)
				gk += l.team[k].p[i].goalie ? out.p[k][i].gp : 0;
		}
		for (int i = 0; i < out.ngames; i++) {
			ot += out.games[i].r.decision == RINK_AD_OT;
			so += out.games[i].r.decision == RINK_AD_SO;
			hw += out.games[i].r.home_goals > out.games[i].r.away_goals;
		}
		int p0 = 2 * out.t[0].w + out.t[0].otl, p1 = 2 * out.t[1].w + out.t[1].otl;
		sd += (p0 > p1 ? p0 - p1 : p1 - p0) / 2.0; /* two teams: half the gap */
		rink_ad_season_free(&out);
	}
	assert_float_equal(c.sim[RINK_AD_FIG_GOALS], goals / 24, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_SHOTS], shots / 24, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_PP_PCT], 100 * ppg / ppo, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_PIM], pim / 24, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_PP_OPPS], ppo / 24, 1e-9);
	assert_true(c.sim[RINK_AD_FIG_SAVE_PCT] > 0.5 && c.sim[RINK_AD_FIG_SAVE_PCT] < 1);
	assert_float_equal(c.sim[RINK_AD_FIG_GOALIES], gk / 24, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_OT], ot / 12, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_SO], so / 12, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_HOME_WIN], hw / 12, 1e-9);
	assert_float_equal(c.sim[RINK_AD_FIG_PTS_SD], sd / 3, 1e-9);
	/* two teams: goals for correlate +1 or -1 (or 0 when the replay's
	 * are level) */
	double want = gf[0] == gf[1] ? 0 : gf[0] > gf[1] ? 1 : -1;
	assert_float_equal(c.corr_gf, want, 1e-9);
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
}

/* Skaters of 20 or more games are compared, found on their chart by name:
 * the quoted one with a comma and a doubled quote among them. */
static void test_calibrate_compares_skaters_of_20_games(void **state)
{
	struct rink_ad_calibration c;
	struct rink_error err;

	write_season(false, false);
	assert_int_equal(rink_ad_calibrate(dir, 1, 1, NULL, false, &c, &err), RINK_OK);
	assert_int_equal(c.skaters, 3);
	assert_string_equal(c.game_params, "regular_shootout=true");
}

/* Fitted as rink chart build fits it: the league's parameters and what
 * was found are reported. */
static void test_calibrate_fits_the_league(void **state)
{
	struct rink_ad_calibration c;
	struct rink_error err;

	write_season(false, false);
	assert_int_equal(rink_ad_calibrate(dir, 1, 1, NULL, true, &c, &err), RINK_OK);
	assert_true(c.tuning.keep_cards >= 0 && c.tuning.keep_cards <= 70);
	assert_true(c.tuning.misconduct_cards >= 0 && c.tuning.misconduct_cards <= 60);
	assert_non_null(strstr(c.league_params, "minor_cards="));
}

/* Files saved by a spreadsheet (a byte-order mark, "\r\n" line ends) give
 * the same calibration as plain ones. */
static void test_calibrate_reads_spreadsheet_files(void **state)
{
	struct rink_ad_calibration plain, marked;
	struct rink_error err;

	write_season(false, false);
	assert_int_equal(rink_ad_calibrate(dir, 2, 1, NULL, false, &plain, &err), RINK_OK);
	write_season(true, true);
	assert_int_equal(rink_ad_calibrate(dir, 2, 1, NULL, false, &marked, &err), RINK_OK);
	for (int f = 0; f < RINK_AD_NFIG; f++) {
		assert_float_equal(marked.real[f], plain.real[f], 0);
		assert_float_equal(marked.sim[f], plain.sim[f], 0);
	}
	assert_int_equal(marked.skaters, plain.skaters);
}

/* The seasons replayed start from first_seed: two from seed 1 average the
 * season of seed 1 and that of seed 2, each replayed alone; the JSON
 * names the first seed. */
static void test_calibrate_first_seed(void **state)
{
	struct rink_ad_calibration both, one, two;
	struct rink_error err;

	write_season(false, false);
	assert_int_equal(rink_ad_calibrate(dir, 2, 1, NULL, false, &both, &err), RINK_OK);
	assert_int_equal(rink_ad_calibrate(dir, 1, 1, NULL, false, &one, &err), RINK_OK);
	assert_int_equal(rink_ad_calibrate(dir, 1, 2, NULL, false, &two, &err), RINK_OK);
	assert_true(one.sim[RINK_AD_FIG_SHOTS] != two.sim[RINK_AD_FIG_SHOTS]);
	for (int f = 0; f < RINK_AD_NFIG; f++)
		if (both.sim[f] >= 0 && f != RINK_AD_FIG_PP_PCT && f != RINK_AD_FIG_SAVE_PCT)
			assert_float_equal(2 * both.sim[f], one.sim[f] + two.sim[f], 1e-9);
	json_t *o = rink_ad_calibration_json(&two);
	assert_string_equal(json_string_value(json_object_get(o, "first_seed")), "2");
	json_decref(o);
}

/* The calibration in steps (issue 27: threads, processes, shards): the
 * seeds replayed in two parts, the second first and on two threads, give
 * rink_ad_calibrate's figures to the last bit. */
static void test_calibrate_in_parts(void **state)
{
	struct rink_ad_calibration whole, parts;
	struct rink_ad_calib *c;
	struct rink_error err;

	write_season(false, false);
	assert_int_equal(rink_ad_calibrate(dir, 5, 3, NULL, false, &whole, &err), RINK_OK);
	assert_int_equal(rink_ad_calibrate_open(dir, 5, 3, NULL, false, &c, &err), RINK_OK);
	size_t slot = rink_ad_calibrate_slot(c);
	double *t = calloc(5 * slot, sizeof(*t));
	assert_non_null(t);
	rink_ad_calibrate_set(c, 2, NULL, NULL);
	assert_int_equal(rink_ad_calibrate_play(c, 2, 3, t + 2 * slot, &err), RINK_OK);
	rink_ad_calibrate_set(c, 1, NULL, NULL);
	assert_int_equal(rink_ad_calibrate_play(c, 0, 2, t, &err), RINK_OK);
	assert_int_equal(rink_ad_calibrate_play(c, 4, 2, t, &err), RINK_EINVAL);
	assert_int_equal(rink_ad_calibrate_finish(c, t, &parts, &err), RINK_OK);
	assert_memory_equal(parts.sim, whole.sim, sizeof(whole.sim));
	assert_memory_equal(parts.real, whole.real, sizeof(whole.real));
	assert_memory_equal(&parts.corr_gf, &whole.corr_gf, sizeof(double));
	assert_memory_equal(&parts.corr_skater_goals, &whole.corr_skater_goals, sizeof(double));
	free(t);
	rink_ad_calibrate_close(c);
	rink_ad_calibrate_close(NULL);
}

/* A season over seeds (rink_ad_seasons_*): pieces played in any order and
 * split give the same sums; one season is the lone season of its seed. */
static void test_seasons_in_parts(void **state)
{
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	struct rink_ad_season one;
	struct rink_error err;
	char cdir[1024], sched[1024];

	rink_data_path("actiondeck/league", cdir, sizeof(cdir));
	rink_data_path("actiondeck/nhl-2022-23-first-half/games.csv", sched, sizeof(sched));
	assert_int_equal(rink_ad_league_load(&l, cdir, &err), RINK_OK);
	assert_int_equal(rink_ad_schedule_load(&sc, &l, sched, &err), RINK_OK);
	struct rink_ad_seasons_config cfg = {.l = &l,
	                                     .sc = &sc,
	                                     .seed = 11,
	                                     .seasons = 3,
	                                     .params = "regular_shootout=true",
	                                     .threads = 2};
	int pieces = rink_ad_seasons_pieces(3);
	size_t slot = rink_ad_seasons_slot(l.n);
	assert_int_equal(pieces, 3);
	assert_int_equal(rink_ad_seasons_pieces(5000), RINK_AD_SEASONS_MAX_PIECES);
	double *a = calloc((size_t)pieces * slot, sizeof(double));
	double *b = calloc((size_t)pieces * slot, sizeof(double));
	struct rink_ad_seasons_team *ra = calloc((size_t)l.n, sizeof(*ra));
	struct rink_ad_seasons_team *rb = calloc((size_t)l.n, sizeof(*rb));
	assert_true(a && b && ra && rb);
	assert_int_equal(rink_ad_seasons_play(&cfg, 0, 3, a, &err), RINK_OK);
	cfg.threads = 1;
	assert_int_equal(rink_ad_seasons_play(&cfg, 2, 1, b + 2 * slot, &err), RINK_OK);
	assert_int_equal(rink_ad_seasons_play(&cfg, 0, 2, b, &err), RINK_OK);
	assert_memory_equal(a, b, (size_t)pieces * slot * sizeof(double));
	assert_int_equal(rink_ad_seasons_finish(a, pieces, l.n, ra), 3);
	/* piece 0 is season 11 alone */
	assert_int_equal(rink_ad_seasons_finish(a, 1, l.n, rb), 1);
	assert_int_equal(
	        rink_ad_season_play(&l, &sc, 11, "regular_shootout=true", &one, NULL, NULL, &err),
	        RINK_OK);
	for (int t = 0; t < l.n; t++) {
		assert_float_equal(rb[t].pts, 2 * one.t[t].w + one.t[t].otl, 0);
		assert_float_equal(rb[t].gf, one.t[t].gf, 0);
		assert_true(ra[t].pts_lo <= ra[t].pts && ra[t].pts <= ra[t].pts_hi);
		assert_float_equal(ra[t].post, 0, 0); /* no playoffs asked */
	}
	rink_ad_season_free(&one);
	/* a playoff needs 16 teams, a piece range must be the study's */
	assert_int_equal(rink_ad_seasons_play(&cfg, 3, 1, a, &err), RINK_EINVAL);
	free(a);
	free(b);
	free(ra);
	free(rb);
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
}

/* Without the pim column the minutes are unknown: -1, and null in JSON. */
static void test_calibrate_without_minutes(void **state)
{
	struct rink_ad_calibration c;
	struct rink_error err;

	write_season(false, false);
	write_file("teams.csv",
	           "team,gp,gf,ga,shots_for,shots_against,pp_goals,pp_opps,"
	           "times_shorthanded,faceoff_pct\n"
	           "AAA,4,12,10,130,120,3,12,13,52.0\n"
	           "BBB,4,10,12,120,130,2,13,12,48.0\n",
	           false, false);
	assert_int_equal(rink_ad_calibrate(dir, 1, 1, NULL, false, &c, &err), RINK_OK);
	assert_float_equal(c.real[RINK_AD_FIG_PIM], -1, 0);
	assert_true(c.sim[RINK_AD_FIG_PIM] > 0);
	json_t *o = rink_ad_calibration_json(&c);
	assert_true(json_is_null(json_object_get(json_object_get(o, "pim_per_game"), "real")));
	assert_true(json_is_real(json_object_get(json_object_get(o, "pim_per_game"), "sim")));
	assert_int_equal(json_integer_value(json_object_get(o, "skaters")), 3);
	json_decref(o);
}

/* A bad number among the skaters' games is refused with file:line:column
 * and the column's name. */
static void test_calibrate_refuses_a_bad_games_played(void **state)
{
	struct rink_ad_calibration c;
	struct rink_error err;
	char want[160];

	write_season(false, false);
	write_file("skaters.csv",
	           "team,player,pos,gp,g,a,shots,pim,hits,pp_goals,toi_minutes\n"
	           "AAA,Ann One,C,24,5,3,40,4,10,1,70.0\n"
	           "BBB,Bo One,C,many,4,3,45,8,30,1,70.0\n",
	           false, false);
	assert_int_equal(rink_ad_calibrate(dir, 1, 1, NULL, false, &c, &err), RINK_EFORMAT);
	snprintf(want, sizeof(want), "%s/skaters.csv:3:4: column 'gp'", dir);
	assert_non_null(strstr(err.text, want));
}

/* A chart whose names hold a comma or a quote is written quoted and reads
 * back as it was. */
static void test_chart_names_with_commas_round_trip(void **state)
{
	struct rink_ad_team *teams, back;
	struct rink_error err;
	char t[160], s[160], g[160], out[160];
	int n;

	write_season(false, false);
	snprintf(t, sizeof(t), "%s/teams.csv", dir);
	snprintf(s, sizeof(s), "%s/skaters.csv", dir);
	snprintf(g, sizeof(g), "%s/goalies.csv", dir);
	snprintf(out, sizeof(out), "%s/AAA.csv", dir);
	assert_int_equal(rink_ad_build(t, s, g, &teams, &n, &err), RINK_OK);
	assert_int_equal(rink_ad_team_save(&teams[0], out, &err), RINK_OK);
	assert_int_equal(rink_ad_team_load(&back, out, &err), RINK_OK);
	assert_int_equal(back.n, teams[0].n);
	int found = 0;
	for (int i = 0; i < back.n; i++) {
		assert_string_equal(back.p[i].name, teams[0].p[i].name);
		found += !strcmp(back.p[i].name, "Smith, \"Al\" Jr.");
	}
	assert_int_equal(found, 1);
	free(teams);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_calibrate_compares_real_and_replayed_figures),
	        cmocka_unit_test(test_calibrate_compares_skaters_of_20_games),
	        cmocka_unit_test(test_calibrate_fits_the_league),
	        cmocka_unit_test(test_calibrate_reads_spreadsheet_files),
	        cmocka_unit_test(test_calibrate_without_minutes),
	        cmocka_unit_test(test_calibrate_first_seed),
	        cmocka_unit_test(test_calibrate_in_parts),
	        cmocka_unit_test(test_seasons_in_parts),
	        cmocka_unit_test(test_calibrate_refuses_a_bad_games_played),
	        cmocka_unit_test(test_chart_names_with_commas_round_trip),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
