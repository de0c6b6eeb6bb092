/*
 * tests/unit/test_ad_goalies.c: the rules a replay of a modern season
 * adds where the rulebook is silent (docs/rules/actiondeck.md): the
 * starting goalie and his relief (AD-GAP-43, AD-GAP-44), the overtime's
 * skaters (AD-GAP-45), home ice (AD-GAP-46), a trailing team pressing
 * (AD-GAP-47), players out carried in as parameters (AD-INJ-10), and a
 * season game made again alone from its record.
 */
#include <math.h>

#include "ad_testutil.h"
#include "rink/rng.h"

/* Checks AD-GAP-43, AD-SHT-06: a starter stays in net; an odd shot reads
 * no FACED card, its first card is the save's. */
static void test_AD_GAP_43_starter_stays_in_net(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, "away_goalie=L");
	assert_int_equal(adt_pos(&x).goalie[AWAY], P_L);
	/* odd shot 33 (B): 10 is within L's 80, a save; 50 the save chart */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 33, 10, 50, 0);
	adt_next(&x);
	const struct rink_ad_box *b = rink_ad_box(x.s);
	assert_int_equal(adt_pos(&x).goalie[AWAY], P_L);
	assert_int_equal(b->p[AWAY][P_L].sa, 1);
	assert_int_equal(b->p[AWAY][P_L].saves, 1);
	assert_int_equal(b->p[AWAY][P_K].sa, 0);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
	assert_non_null(e);
	assert_int_equal(e->arg[3], 10); /* the result card */
	assert_int_equal(e->arg[4], P_L);
	/* the home side named nobody: the rulebook's FACED reading (70: L) */
	adt_setup(&x, AWAY, ZA, RINK_AD_SHT, 33, 70, 10, 50, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).goalie[HOME], P_L);
	adt_free(&x);
}

/* Names that are no goalie or no player fail, naming the parameter; an
 * absent starter is refused. */
static void test_AD_GAP_43_bad_names(void **state)
{
	struct adt x;
	struct rink_error err;
	static const char *const bad[][2] = {
	        {"home_goalie=A", "home_goalie=A: A is not a goalie of HOM"},
	        {"away_goalie=Nobody", "away_goalie=Nobody: no such player on the chart of AWY"},
	        {"home_out=B;Zed", "home_out=Zed: no such player"},
	        {"home_goalie=K,home_out=K", "the starting goalie K is out"},
	        {"ot_skaters=2", "ot_skaters=2"},
	        {"home_ice=31", "home_ice=31"},
	};
	adt_new(&x, 50, 50, NULL);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		rink_game *g = rink_ad_game_new(&x.t[0], &x.t[1], &x.rules, bad[i][0], &err);
		assert_null(g);
		if (!strstr(err.text, bad[i][1]))
			fail_msg("%s: %s", bad[i][0], err.text);
	}
	adt_free(&x);
}

/* Checks AD-GAP-44: a starter who has let in relief_goals, his team
 * behind, hands the net to the other goalie, who gets a game played. */
static void test_AD_GAP_44_relief(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, "away_goalie=K,relief_goals=2");
	adt_next(&x); /* the opening face-off: the game has begun */
	rink_ad_set_score(x.s, 1, 0);
	/* even shot 52 (D, PCT 30): 10 scores; assists from the deck */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 52, 10, 0);
	adt_next(&x);
	const struct rink_ad_box *b = rink_ad_box(x.s);
	assert_int_equal(b->score[HOME], 2);
	assert_int_equal(adt_pos(&x).goalie[AWAY], P_L);
	assert_int_equal(b->p[AWAY][P_L].gp, 1);
	assert_int_equal(b->starter[AWAY], P_K);
	adt_free(&x);
	/* 0 (the default): never */
	adt_new(&x, 50, 50, "away_goalie=K");
	adt_next(&x);
	rink_ad_set_score(x.s, 6, 0);
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 52, 10, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).goalie[AWAY], P_K);
	adt_free(&x);
}

/* Checks AD-GAP-45 (ot_skaters), AD-GAP-46 (home_ice), AD-GAP-47
 * (trail_ctl): the modifiers in force. */
static void test_AD_GAP_45_46_47_modifiers(void **state)
{
	static const struct {
		const char *params;
		int ot;
	} ot[] = {{"", 0}, {"ot_skaters=4", 5}, {"ot_skaters=3", 12}};
	for (size_t i = 0; i < 3; i++) {
		struct adt x;
		adt_new(&x, 50, 40, ot[i].params);
		rink_ad_set_period(x.s, 4, 0);
		rink_ad_set_score(x.s, 2, 2); /* the modifiers read again */
		assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 12 + ot[i].ot);
		assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 90 - ot[i].ot);
		assert_int_equal(rink_ad_control_now(x.s, AWAY), 40 + ot[i].ot);
		/* regulation: none */
		rink_ad_set_period(x.s, 3, 0);
		rink_ad_set_score(x.s, 2, 2);
		assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 12);
		adt_free(&x);
	}
	struct adt x;
	adt_new(&x, 50, 40, "home_ice=3,trail_ctl=5");
	assert_int_equal(rink_ad_control_now(x.s, HOME), 53);
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 40);
	rink_ad_set_score(x.s, 0, 1);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 58);
	rink_ad_set_score(x.s, 2, 1);
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 45);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 53);
	rink_ad_set_period(x.s, 4, 0); /* overtime is tied: nobody trails */
	rink_ad_set_score(x.s, 2, 2);
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 40);
	adt_free(&x);
}

/* Checks AD-INJ-10: home_out and away_out mark players absent before the
 * first card; they play no part and have no game played. */
static void test_AD_INJ_10_out_as_parameters(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, "home_out=A;D,away_out=K");
	assert_int_equal(rink_ad_out(x.s, HOME, P_A), 3);
	assert_int_equal(rink_ad_out(x.s, HOME, P_D), 3);
	assert_int_equal(rink_ad_out(x.s, HOME, P_B), 0);
	assert_int_equal(rink_ad_out(x.s, AWAY, P_K), 3);
	rink_ad_play_out(x.s, NULL);
	const struct rink_ad_box *b = rink_ad_box(x.s);
	assert_int_equal(b->p[HOME][P_A].gp, 0);
	assert_int_equal(b->p[HOME][P_D].shots, 0);
	assert_int_equal(b->p[AWAY][P_K].gp, 0);
	assert_int_equal(b->starter[AWAY], P_L);
	adt_free(&x);
}

/* A season keeps every game; each is played again alone, from the
 * league's charts, the season's parameters, the game's own parameters
 * (starters, players out) and its seed, with the same result. Goalie
 * records add up: one starter a team-game, one win a decided game. */
static void test_season_game_replays_alone(void **state)
{
	struct adt x;
	struct rink_error err;
	adt_new(&x, 55, 45, NULL);
	struct rink_ad_league l = {.n = 2, .team = x.t, .rules = x.rules};
	int g[300][2];
	for (int i = 0; i < 300; i++) {
		g[i][0] = i % 2;
		g[i][1] = 1 - i % 2;
	}
	struct rink_ad_schedule sc = {.n = 300, .game = g};
	struct rink_ad_season out;
	const char *season = "regular_shootout=true,relief_goals=3,ot_skaters=3";
	assert_int_equal(rink_ad_season_play(&l, &sc, 5, season, &out, NULL, NULL, &err), RINK_OK);
	assert_int_equal(out.ngames, 300);
	int outs = 0, starts = 0, wins = 0, losses = 0, decided = 0;
	for (int i = 0; i < 300; i++) {
		const struct rink_ad_season_game *sg = &out.games[i];
		char own[512], all[900];
		assert_int_equal(rink_ad_season_game_params(&l, &out, i, own, sizeof(own)),
		                 RINK_OK);
		outs += strstr(own, "_out=") != NULL;
		snprintf(all, sizeof(all), "%s,%s", season, own);
		rink_game *gg =
		        rink_ad_game_new(&x.t[sg->r.home], &x.t[sg->r.away], &x.rules, all, &err);
		if (!gg)
			fail_msg("%s: %s", all, err.text);
		rink_state *st = rink_state_new(gg, sg->seed);
		rink_ad_play_out(st, NULL);
		const struct rink_ad_box *b = rink_ad_box(st);
		assert_int_equal(b->score[0], sg->r.home_goals);
		assert_int_equal(b->score[1], sg->r.away_goals);
		assert_int_equal(b->decision, sg->r.decision);
		assert_int_equal(b->starter[0], sg->starter[0]);
		decided += b->score[0] != b->score[1];
		rink_state_free(st);
		rink_game_free(gg);
	}
	assert_true(outs > 0); /* injuries were carried in as parameters */
	for (int t = 0; t < 2; t++)
		for (int i = P_K; i <= P_L; i++) {
			starts += out.p[t][i].gs;
			wins += out.p[t][i].w;
			losses += out.p[t][i].l + out.p[t][i].otl;
			assert_true(out.p[t][i].gp >= out.p[t][i].gs);
		}
	assert_int_equal(starts, 600);
	assert_int_equal(wins, decided);
	assert_int_equal(losses, decided);
	/* both goalies start, K (FACED 1-60) more often than L (61-100) */
	assert_true(out.p[0][P_K].gs > out.p[0][P_L].gs && out.p[0][P_L].gs > 0);
	/* the game record too small: an error, not a cut name */
	char tiny[8];
	assert_int_equal(rink_ad_season_game_params(&l, &out, 0, tiny, sizeof(tiny)), RINK_EINVAL);
	/* a season names its own starters: the parameters are refused */
	rink_ad_season_free(&out);
	assert_int_not_equal(
	        rink_ad_season_play(&l, &sc, 5, "home_goalie=K", &out, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "home_goalie"));
	adt_free(&x);
}

/* Checks AD-GAP-43: the box score's goalie lines: the starter marked,
 * minutes in net adding up to the game's length, one win and one loss (or
 * overtime loss) to the goalies of record. */
static void test_AD_GAP_43_box_score_goalies(void **state)
{
	struct rink_error err;
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	for (uint64_t seed = 1; seed <= 40; seed++) {
		rink_game *g = rink_ad_game_new(&x.t[0], &x.t[1], &x.rules,
		                                "home_goalie=K,away_goalie=L,relief_goals=3,"
		                                "ot_skaters=3,regular_shootout=true",
		                                &err);
		assert_non_null(g);
		rink_state *s = rink_state_new(g, seed);
		rink_ad_play_out(s, NULL);
		const struct rink_ad_box *b = rink_ad_box(s);
		int len = 3600;
		if (b->decision == RINK_AD_OT)
			len += b->goal[b->ngoals - 1].clock;
		if (b->decision == RINK_AD_SO)
			len += 25 * 12;
		int w = 0, l = 0;
		for (int t = 0; t < 2; t++) {
			int secs = 0;
			for (int i = P_K; i <= P_L; i++) {
				secs += b->p[t][i].secs;
				w += b->p[t][i].gdec == 1;
				l += b->p[t][i].gdec >= 2;
				assert_true(b->p[t][i].gdec != 3 || b->decision != RINK_AD_REG);
			}
			if (b->ngoals < RINK_AD_MAX_GOALS)
				assert_int_equal(secs, len);
		}
		assert_int_equal(b->starter[HOME], P_K);
		assert_int_equal(b->starter[AWAY], P_L);
		assert_int_equal(w, 1);
		assert_int_equal(l, 1);
		char *text = NULL;
		size_t n = 0;
		FILE *f = open_memstream(&text, &n);
		rink_ad_box_print(g, b, f);
		fclose(f);
		assert_non_null(strstr(text, "K (S)"));
		assert_non_null(strstr(text, "DEC  MIN SA SV GA   SV%"));
		free(text);
		json_t *o = rink_ad_box_json(g, b);
		json_t *gk = json_array_get(
		        json_object_get(json_array_get(json_object_get(o, "teams"), 0), "goalies"),
		        0);
		assert_true(json_is_true(json_object_get(gk, "starter")));
		/* a shutout: K alone in net and no goal against before a
		 * shoot-out */
		int against = 0;
		for (int k = 0; k < 4; k++)
			against += b->period_goals[AWAY][k];
		bool alone = !b->p[HOME][P_L].gp;
		assert_int_equal(json_is_true(json_object_get(gk, "shutout")), alone && !against);
		assert_non_null(json_object_get(gk, "decision"));
		json_decref(o);
		rink_state_free(s);
		rink_game_free(g);
	}
	adt_free(&x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_GAP_43_starter_stays_in_net),
	        cmocka_unit_test(test_AD_GAP_43_bad_names),
	        cmocka_unit_test(test_AD_GAP_44_relief),
	        cmocka_unit_test(test_AD_GAP_45_46_47_modifiers),
	        cmocka_unit_test(test_AD_INJ_10_out_as_parameters),
	        cmocka_unit_test(test_season_game_replays_alone),
	        cmocka_unit_test(test_AD_GAP_43_box_score_goalies),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
