/*
 * tests/unit/test_ad_injury.c: Action Deck injuries and pulling the goalie
 * (§XI; checklist AD-INJ, AD-PULL, and the gaps they rest on).
 */
#include "ad_testutil.h"
#include "rink/rng.h"

/* ---- injuries
 * ---------------------------------------------------------------------------------------- */

static void injury(struct adt *x, int sev, int teamcard, int hit)
{
	adt_new(x, 50, 50, NULL);
	adt_setup(x, HOME, ZD, RINK_AD_CTL, 100, 30, sev, teamcard, hit, 0);
	adt_next(x);
}

/* Checks AD-INJ-01, AD-GAP-39. */
static void test_AD_INJ_01_GAP_39_hundred_in_control_draw(void **state)
{
	struct adt x;
	injury(&x, 60, 2, 10);
	assert_non_null(adt_last(&x, RINK_AD_EV_INJURY));
	adt_free(&x);
	/* a 100 drawn for anything else starts no check */
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 100, 60, 0);
	adt_next(&x);
	assert_null(adt_last(&x, RINK_AD_EV_INJURY));
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 30, 100, 60, 2, 10, 0);
	adt_next(&x);
	assert_non_null(adt_last(&x, RINK_AD_EV_INJURY));
	adt_free(&x);
}

/* Checks AD-INJ-02, AD-INJ-06. */
static void test_AD_INJ_02_06_no_injury(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, 20, 0);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_INJURY)->arg[0], -1);
	assert_int_equal(left - adt_pos(&x).cards_left, 4); /* entry, two, one */
	assert_int_equal(rink_ad_box(x.s)->ninj, 0);
	adt_free(&x);
}

/* Checks AD-INJ-03, AD-INJ-06. */
static void test_AD_INJ_03_06_out_for_period(void **state)
{
	struct adt x;
	for (int sev = 21; sev <= 50; sev += 29) {
		injury(&x, sev, 2, 10);
		assert_int_equal(rink_ad_out(x.s, HOME, P_A), 1);
		play_to_period(&x, 2);
		assert_int_equal(rink_ad_out(x.s, HOME, P_A), 0);
		adt_free(&x);
	}
}

/* Checks AD-INJ-04, AD-INJ-06. */
static void test_AD_INJ_04_06_out_for_game(void **state)
{
	struct adt x;
	for (int sev = 51; sev <= 75; sev += 24) {
		injury(&x, sev, 2, 10);
		assert_int_equal(rink_ad_out(x.s, HOME, P_A), 2);
		assert_int_equal(rink_ad_box(x.s)->p[HOME][P_A].inj_games, 0);
		play_to_period(&x, 3);
		assert_int_equal(rink_ad_out(x.s, HOME, P_A), 2);
		adt_free(&x);
	}
}

/* Checks AD-INJ-05, AD-INJ-06, AD-GAP-41. */
static void test_AD_INJ_05_06_GAP_41_more_games(void **state)
{
	int sev[4] = {84, 76, 99, 80}, games[4] = {4, 6, 9, 0};
	for (int k = 0; k < 4; k++) {
		struct adt x;
		injury(&x, sev[k], 2, 10);
		assert_int_equal(adt_last(&x, RINK_AD_EV_INJURY)->arg[4], sev[k]);
		assert_int_equal(rink_ad_out(x.s, HOME, P_A), 2);
		assert_int_equal(rink_ad_box(x.s)->p[HOME][P_A].inj_games, games[k]);
		assert_int_equal(rink_ad_box(x.s)->inj[0].games, games[k]);
		adt_free(&x);
	}
	/* severity 100: the 100 that starts the check is the control draw's,
	 * so the severity card must come from another deck. With budget=all
	 * the draw ends the period's deck (cards 98-100) and the check draws
	 * from the overflow deck, shuffled from the seed: the seeds are tried
	 * in turn until its first card is the 100 (one in a hundred) */
	int found = 0;
	for (uint64_t seed = 1; seed <= 3000 && !found; seed++) {
		struct adt x;
		adt_new(&x, 50, 50, NULL);
		rink_state_free(x.s);
		x.s = rink_state_new(x.g, seed);
		static const int draw[2] = {100, 30};
		int c = adt_entry(&x, ZD, RINK_AD_CTL, draw, 2), n = 0;
		uint8_t order[100];
		for (int v = 1; v <= 100; v++)
			if (v != c && v != 100 && v != 30)
				order[n++] = (uint8_t)v;
		order[n++] = (uint8_t)c;
		order[n++] = 100;
		order[n++] = 30;
		rink_ad_set_period(x.s, 1, 0);
		assert_int_equal(rink_ad_stack(x.s, order, 100), RINK_OK);
		rink_ad_set_period(x.s, 1, 97);
		rink_ad_set_pos(x.s, HOME, ZD, false, false);
		adt_next(&x);
		const struct rink_event *e = adt_last(&x, RINK_AD_EV_INJURY);
		assert_non_null(e);
		if (e->arg[4] == 100 && e->arg[0] >= 0) {
			int t = e->arg[0], i = e->arg[1];
			found = 1;
			assert_int_equal(e->arg[2], 2); /* out for the game */
			assert_int_equal(e->arg[3], 0); /* and no more games */
			assert_int_equal(rink_ad_out(x.s, t, i), 2);
			assert_int_equal(rink_ad_box(x.s)->p[t][i].inj, 2);
			assert_int_equal(rink_ad_box(x.s)->p[t][i].inj_games, 0);
			assert_int_equal(rink_ad_box(x.s)->inj[0].games, 0);
		}
		adt_free(&x);
	}
	assert_true(found);
}

/* Checks AD-INJ-07. */
static void test_AD_INJ_07_team_card(void **state)
{
	struct adt x;
	injury(&x, 60, 2, 10);
	assert_int_equal(rink_ad_box(x.s)->inj[0].team, HOME);
	adt_free(&x);
	injury(&x, 60, 3, 10);
	assert_int_equal(rink_ad_box(x.s)->inj[0].team, AWAY);
	adt_free(&x);
}

/* Checks AD-INJ-08. */
static void test_AD_INJ_08_hit_column_three_cards(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, 60, 2, 50, 0);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	assert_int_equal(left - adt_pos(&x).cards_left, 6);     /* entry, two, three */
	assert_int_equal(rink_ad_box(x.s)->inj[0].player, P_C); /* HIT 41-60 */
	adt_free(&x);
}

/* Checks AD-INJ-09, AD-GAP-42. */
static void test_AD_INJ_09_GAP_42_injured_never_named(void **state)
{
	struct adt x;
	injury(&x, 60, 2, 10); /* A out */
	/* shot: 10 names A, drawn again: 30 names B */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 10, 30, 99, 50, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_A].shots, 0);
	/* a second injury drawing A again names someone else */
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, 60, 2, 15, 45, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->inj[1].player, P_C);
	adt_free(&x);
}

/* Checks AD-GAP-42 (a): a goalie hurt in net hands it to the team's
 * available goalie, who then faces the shots. */
static void test_AD_GAP_42_hurt_goalie_leaves_the_net(void **state)
{
	struct adt x;
	struct rink_error err;
	adt_new(&x, 50, 50, NULL);
	/* the home goalie K is on the HIT column: 91-100 */
	x.t[HOME].p[P_E].col[RINK_AD_HIT] = 90;
	x.t[HOME].p[P_K].col[RINK_AD_HIT] = 100;
	assert_int_equal(rink_ad_team_index(&x.t[HOME], "HOM", &err), RINK_OK);
	assert_int_equal(adt_pos(&x).goalie[HOME], P_K);
	/* a 100 in a control draw; 60: out for the game; 2: home; 95: K */
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, 60, 2, 95, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->inj[0].player, P_K);
	assert_int_equal(adt_pos(&x).goalie[HOME], P_L);
	/* an even-path shot at the home net is against L */
	adt_setup(&x, AWAY, ZA, RINK_AD_SHT, 26, 13, 50, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_L].sa, 1);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_K].sa, 0);
	adt_free(&x);
}

/* Checks AD-INJ-10, AD-GAP-42. */
static void test_AD_INJ_10_absent_from_next_games(void **state)
{
	struct adt x;
	uint8_t absent[2][RINK_AD_MAX_PLAYERS] = {{0}};
	adt_new(&x, 50, 50, NULL);
	absent[HOME][P_D] = 1;
	rink_state *s = rink_ad_state_new(x.g, 5, absent);
	rink_ad_play_out(s, NULL);
	assert_int_equal(rink_ad_box(s)->p[HOME][P_D].gp, 0);
	assert_int_equal(rink_ad_box(s)->p[HOME][P_D].shots, 0);
	assert_int_equal(rink_ad_box(s)->p[HOME][P_A].gp, 1);
	rink_state_free(s);
	/* a season carries injuries: games played plus games missed is the
	 * team's games for every skater */
	struct rink_ad_league l = {.n = 2, .team = x.t, .rules = x.rules};
	struct rink_ad_schedule sc;
	memset(&sc, 0, sizeof(sc));
	int g[400][2];
	for (int i = 0; i < 400; i++) {
		g[i][0] = i % 2;
		g[i][1] = 1 - i % 2;
	}
	sc.n = 400;
	sc.game = g;
	struct rink_ad_season out;
	struct rink_error err;
	assert_int_equal(
	        rink_ad_season_play(&l, &sc, 9, "regular_shootout=true", &out, NULL, NULL, &err),
	        RINK_OK);
	int missed = 0;
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < P_K; i++) {
			assert_int_equal(out.p[t][i].gp + out.p[t][i].games_missed, 400);
			missed += out.p[t][i].games_missed;
		}
	assert_true(missed > 0);
	/* the rule itself: a player hurt for k further games misses exactly his
	 * team's next k games; each game replayed from the season's seed */
	uint8_t left[2][RINK_AD_MAX_PLAYERS] = {{0}};
	int expect[2][RINK_AD_MAX_PLAYERS] = {{0}};
	for (int gi = 0; gi < 400; gi++) {
		int side[2] = {g[gi][0], g[gi][1]};
		uint8_t away[2][RINK_AD_MAX_PLAYERS] = {{0}};
		for (int t = 0; t < 2; t++)
			for (int i = 0; i < RINK_AD_MAX_PLAYERS; i++)
				if (left[side[t]][i]) {
					away[t][i] = 1;
					expect[side[t]][i]++;
					left[side[t]][i]--;
				}
		/* the season's starters (AD-GAP-43), as a lone game names them */
		char params[256];
		snprintf(params, sizeof(params),
		         "regular_shootout=true,home_goalie=%s,away_goalie=%s",
		         x.t[side[0]].p[out.games[gi].starter[0]].name,
		         x.t[side[1]].p[out.games[gi].starter[1]].name);
		rink_game *gg =
		        rink_ad_game_new(&x.t[side[0]], &x.t[side[1]], &x.rules, params, &err);
		assert_non_null(gg);
		rink_state *st = rink_ad_state_new(gg, rink_seed_derive(9, (uint64_t)gi), away);
		rink_ad_play_out(st, NULL);
		const struct rink_ad_box *b = rink_ad_box(st);
		for (int k = 0; k < b->ninj; k++)
			if (b->inj[k].games)
				left[side[b->inj[k].team]][b->inj[k].player] = b->inj[k].games;
		rink_state_free(st);
		rink_game_free(gg);
	}
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < x.t[t].n; i++)
			assert_int_equal(out.p[t][i].games_missed, expect[t][i]);
	rink_ad_season_free(&out);
	adt_free(&x);
}

/* Checks AD-INJ-10, AD-GAP-50: a season that starts with players out
 * (rink_ad_schedule.out: a league's odds from a position) keeps each out of
 * his team's first games, all of them for 255 (traded away, out for the
 * season). */
static void test_AD_INJ_10_carried_into_a_season(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	struct rink_ad_league l = {.n = 2, .team = x.t, .rules = x.rules};
	struct rink_ad_schedule sc;
	uint8_t out[2][RINK_AD_MAX_PLAYERS] = {{0}};
	int g[40][2];
	for (int i = 0; i < 40; i++) {
		g[i][0] = i % 2;
		g[i][1] = 1 - i % 2;
	}
	memset(&sc, 0, sizeof(sc));
	sc.n = 40;
	sc.game = g;
	out[HOME][P_D] = 3;
	out[1 - HOME][P_A] = 255;
	sc.out = (const uint8_t(*)[RINK_AD_MAX_PLAYERS])out;
	struct rink_ad_season s;
	struct rink_error err;
	assert_int_equal(rink_ad_season_play(&l, &sc, 4, NULL, &s, NULL, NULL, &err), RINK_OK);
	for (int gi = 0; gi < 3; gi++) { /* both teams play every game */
		int side = g[gi][0] == HOME ? 0 : 1;
		assert_true(s.games[gi].absent[side] >> P_D & 1);
	}
	assert_true(s.p[HOME][P_D].games_missed >= 3);
	assert_int_equal(s.p[1 - HOME][P_A].games_missed, 40);
	assert_int_equal(s.p[1 - HOME][P_A].gp, 0);
	rink_ad_season_free(&s);
	adt_free(&x);
}

/* Checks AD-GAP-40. */
static void test_AD_GAP_40_injury_after_immediate_shot(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* a 100 in a draw won in A: the shot comes first, then the check */
	adt_setup(&x, HOME, ZA, RINK_AD_CTL, 100, 30, 26, 13, 45, 60, 2, 50, 0);
	adt_next(&x);
	assert_null(adt_last(&x, RINK_AD_EV_INJURY));
	adt_next(&x);
	assert_non_null(adt_last(&x, RINK_AD_EV_SHOT));
	assert_non_null(adt_last(&x, RINK_AD_EV_INJURY));
	adt_free(&x);
}

/* ---- pulling the goalie
 * ---------------------------------------------------------------------------------- */

static void late(struct adt *x, int home, int away, int period, int read, const char *params)
{
	adt_new(x, 50, 50, params);
	rink_ad_set_period(x->s, period, read);
	rink_ad_set_score(x->s, home, away);
	adt_next(x); /* the opening face-off is pending */
}

/* Checks AD-PULL-01, AD-GAP-32. */
static void test_AD_PULL_01_GAP_32_offered_when_trailing_late(void **state)
{
	struct adt x;
	late(&x, 0, 1, 3, 91, NULL);
	assert_int_equal(rink_state_to_move(x.s), 1u);
	assert_true(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	adt_free(&x);
	late(&x, 1, 0, 3, 91, NULL);
	assert_int_equal(rink_state_to_move(x.s), 2u); /* the visitor trails */
	adt_free(&x);
	late(&x, 0, 2, 3, 91, NULL); /* two down: not with pull_deficit=1 */
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	adt_free(&x);
	late(&x, 0, 2, 3, 91, "pull_deficit=2");
	assert_true(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	adt_free(&x);
	late(&x, 0, 1, 3, 80, NULL); /* too early */
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	adt_free(&x);
	late(&x, 0, 1, 2, 95, NULL); /* not the third period */
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	adt_free(&x);
	late(&x, 1, 1, 3, 95, NULL); /* not trailing */
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	adt_free(&x);
}

/* Checks AD-PULL-02, AD-PULL-03. */
static void test_AD_PULL_02_03_six_attackers(void **state)
{
	struct adt x;
	late(&x, 0, 1, 3, 91, NULL);
	struct rink_error err;
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, &x.ev, &err), RINK_OK);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 65);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 27);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 75);
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 50);
	adt_free(&x);
	late(&x, 0, 1, 3, 91, NULL);
	x.t[0].control = 90;
	rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, NULL, &err);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 95); /* the cap */
	adt_free(&x);
}

/* Checks AD-PULL-04, AD-GAP-31. */
static void test_AD_PULL_04_empty_net_miss(void **state)
{
	struct adt x;
	late(&x, 0, 1, 3, 80, "pull_cards=100");
	struct rink_error err;
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, &x.ev, &err), RINK_OK);
	adt_setup(&x, HOME, ZM, RINK_AD_CTL, 10, 80, 48, 91, 0);
	adt_next(&x);
	adt_next(&x);
	/* 91 misses the empty net: the puck goes to home in its D */
	assert_int_equal(rink_ad_box(x.s)->score[AWAY], 1);
	assert_int_equal(adt_pos(&x).poss, HOME);
	assert_int_equal(adt_pos(&x).zone, ZD);
	adt_free(&x);
}

/* Checks AD-MOD-11, AD-GAP-38 (a) with AD-GAP-31 (a): a penalty shot at an
 * empty net is a shot at an empty net: a card within 90 scores whatever the
 * shooter's PCT, one above it is wide, never a save, as nobody is in net. */
static void test_AD_MOD_11_GAP_38_penalty_shot_at_empty_net(void **state)
{
	static const int card[3] = {60, 90, 91}, goal[3] = {1, 1, 0};

	for (int k = 0; k < 3; k++) {
		struct adt x;
		struct rink_error err;
		late(&x, 1, 0, 3, 80, "pull_cards=100"); /* the visitor trails */
		assert_int_equal(rink_state_apply(x.s, 1, RINK_AD_ACT_PULL, &x.ev, &err), RINK_OK);
		int gk = adt_pos(&x).goalie[AWAY];
		/* home's 92: a defensive penalty on the visitor, chart 100: a
		 * penalty shot for home; 26 names A, whose shoot-out shot (PCT
		 * 12 + 25) a goalie in net would save on a 60 */
		adt_setup(&x, HOME, ZA, RINK_AD_PEN_E, 92, 100, 26, card[k], 0);
		adt_next(&x);
		const struct rink_event *e = adt_last(&x, RINK_AD_EV_PSHOT);
		assert_non_null(e);
		assert_int_equal(e->arg[1], P_A);
		assert_int_equal(e->arg[2], card[k]);
		assert_int_equal(e->arg[3], goal[k] ? 0 : 2); /* a goal or wide */
		assert_int_equal(e->arg[4], 90);
		assert_int_equal(e->arg[5], 1);
		const struct rink_ad_box *b = rink_ad_box(x.s);
		assert_int_equal(b->score[HOME], 1 + goal[k]);
		assert_int_equal(b->shots[HOME], goal[k]); /* wide is not on goal */
		assert_int_equal(b->p[AWAY][gk].sa, 0);    /* nobody in net */
		assert_int_equal(b->p[AWAY][gk].saves, 0);
		if (goal[k]) {
			assert_int_equal(b->ngoals, 1);
			assert_int_equal(b->goal[0].strength, 3); /* EN */
			assert_true(b->goal[0].pshot);
			assert_false(adt_pos(&x).pulled[AWAY]); /* AD-GAP-32 (a) */
		} else {
			/* a miss: a face-off in home's A, the net still empty */
			assert_true(adt_pos(&x).faceoff);
			assert_int_equal(adt_pos(&x).faceoff_zone, ZA);
			assert_true(adt_pos(&x).pulled[AWAY]);
		}
		adt_free(&x);
	}
}

/* Checks AD-GAP-31 (a): winning a face-off is gaining possession (nobody
 * controls the puck at a face-off), so the winner facing an empty net
 * shoots at once, whichever team had the puck before it. */
static void test_AD_GAP_31_faceoff_won_at_empty_net_shoots(void **state)
{
	for (int before = HOME; before <= AWAY; before++) {
		struct adt x;
		struct rink_error err;
		late(&x, 0, 1, 3, 80, "pull_cards=100");
		assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, &x.ev, &err), RINK_OK);
		/* a face-off in M, its first card to the team that had the
		 * puck: the visitor's 10 (rating 50) beats home's 99 (65 with
		 * six attackers); then 48 names C and 90 scores */
		rink_ad_set_pos(x.s, before, ZM, true, false);
		if (before == HOME)
			adt_stack(&x, 99, 10, 48, 90, 0);
		else
			adt_stack(&x, 10, 99, 48, 90, 0);
		adt_next(&x); /* home may put its goalie back at a face-off */
		assert_true(rink_state_is_legal(x.s, 0, RINK_AD_ACT_KEEP));
		assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_KEEP, &x.ev, &err), RINK_OK);
		assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[0], AWAY);
		assert_int_equal(adt_pos(&x).poss, AWAY);
		assert_true(adt_pos(&x).en_shot);
		adt_next(&x);
		const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
		assert_non_null(e);
		assert_int_equal(e->arg[0], AWAY);
		assert_int_equal(e->arg[4], -1); /* at the empty net */
		assert_int_equal(rink_ad_box(x.s)->score[AWAY], 2);
		adt_free(&x);
	}
}

/* A game on the test charts with budget=entries (the numbers from their
 * own deck), home trailing 0-1 with its goalie pulled, late in the 3rd. */
static void late_pulled_entries(struct adt *x)
{
	struct rink_error err;
	adt_new(x, 50, 50, NULL);
	rink_state_free(x->s);
	rink_game_free(x->g);
	x->g = rink_ad_game_new(&x->t[0], &x->t[1], &x->rules, "stop=sequence,pull_cards=100",
	                        &err);
	if (!x->g)
		fail_msg("game: %s", err.text);
	x->s = rink_state_new(x->g, 42);
	rink_ad_set_period(x->s, 3, 80);
	rink_ad_set_score(x->s, 0, 1);
	adt_next(x);
	assert_int_equal(rink_state_apply(x->s, 0, RINK_AD_ACT_PULL, &x->ev, &err), RINK_OK);
	assert_true(adt_pos(x).pulled[HOME]);
}

/* Checks AD-GAP-33 (a) with AD-GAP-31 (a): an empty-net shot owed when
 * the period's last card is read is still taken, as an immediate shot is,
 * before the period ends. */
static void test_AD_GAP_33_owed_empty_net_shot_at_period_end(void **state)
{
	struct adt x;
	late_pulled_entries(&x);
	/* the period's last card: a CTL in M read by home, whose 5 (70 with
	 * six attackers) loses to the visitor's 95 (145): the visitor has it
	 * in its A, facing the empty net */
	int c = rink_ad_card_with(x.g, ZM, RINK_AD_CTL, 0), n = 0;
	uint8_t order[100], nums[2] = {5, 95};
	for (int k = 1; k <= 100; k++)
		if (k != c)
			order[n++] = (uint8_t)k;
	order[n++] = (uint8_t)c;
	rink_ad_set_period(x.s, 3, 0);
	assert_int_equal(rink_ad_stack(x.s, order, 100), RINK_OK);
	rink_ad_set_period(x.s, 3, 99);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	assert_int_equal(rink_ad_stack_numbers(x.s, nums, 2), RINK_OK);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).poss, AWAY);
	assert_int_equal(adt_pos(&x).cards_left, 0);
	assert_true(adt_pos(&x).en_shot);
	size_t mark = x.ev.n;
	adt_next(&x);
	assert_int_equal(adt_pos(&x).period, 3);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
	assert_true(e && e - x.ev.v >= (ptrdiff_t)mark);
	assert_int_equal(e->arg[0], AWAY);
	assert_int_equal(e->arg[4], -1); /* at the empty net */
	assert_int_equal(adt_count(&x, RINK_AD_EV_END_PERIOD), 0);
	play_to_period(&x, 4);
	assert_int_equal(adt_count(&x, RINK_AD_EV_END_PERIOD), 1);
	adt_free(&x);
}

/* Checks AD-GAP-40 (a) with AD-GAP-31 (a): a 100 in a control draw that
 * gives the puck to the team facing an empty net: its empty-net shot is
 * part of the play, so the injury check comes after it. */
static void test_AD_GAP_40_injury_after_empty_net_shot(void **state)
{
	struct adt x;
	struct rink_error err;
	late(&x, 0, 1, 3, 80, "pull_cards=100");
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, &x.ev, &err), RINK_OK);
	/* home's 12 (77) loses to the visitor's 100 (150) in M; the empty-net
	 * shot: 48 names C, 91 is wide; then the check: 60 out for the game,
	 * 2 home, 15 A */
	adt_setup(&x, HOME, ZM, RINK_AD_CTL, 12, 100, 48, 91, 60, 2, 15, 0);
	adt_next(&x);
	assert_null(adt_last(&x, RINK_AD_EV_INJURY));
	assert_true(adt_pos(&x).en_shot);
	adt_next(&x);
	const struct rink_event *shot = adt_last(&x, RINK_AD_EV_SHOT);
	const struct rink_event *inj = adt_last(&x, RINK_AD_EV_INJURY);
	assert_non_null(shot);
	assert_int_equal(shot->arg[4], -1);
	assert_int_equal(shot->arg[3], 91);
	assert_non_null(inj);
	assert_true(inj > shot);
	assert_int_equal(inj->arg[4], 60);
	assert_int_equal(rink_ad_out(x.s, HOME, P_A), 2);
	adt_free(&x);
}

/* Checks AD-GAP-32, AD-PULL-01. */
static void test_AD_GAP_32_goalie_back_at_a_faceoff(void **state)
{
	struct adt x;
	struct rink_error err;
	late(&x, 0, 1, 3, 91, NULL);
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, &x.ev, &err), RINK_OK);
	assert_true(adt_pos(&x).pulled[HOME]);
	/* a face-off with the net empty: the coach may put him back */
	rink_ad_set_pos(x.s, HOME, ZM, true, false);
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_NEXT, &x.ev, &err), RINK_OK);
	assert_int_equal(rink_state_to_move(x.s), 1u);
	assert_true(rink_state_is_legal(x.s, 0, RINK_AD_ACT_BACK));
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PULL));
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_BACK, &x.ev, &err), RINK_OK);
	assert_false(adt_pos(&x).pulled[HOME]);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 50);
	adt_free(&x);
	/* a goal puts both goalies back */
	late(&x, 0, 1, 3, 91, NULL);
	rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, &x.ev, &err);
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 12, 3, 0);
	adt_next(&x);
	assert_false(adt_pos(&x).pulled[HOME]);
	adt_free(&x);
}

/* Checks AD-GAP-32 (a): the trailing coach is asked at every face-off of
 * the window, also after he let a mid-play offer pass. In random games
 * whose coaches always keep their goalies in, whenever play stops before a
 * face-off with a coach one goal down inside the window, "next" must offer
 * him the pull before the face-off is taken. */
static void test_AD_GAP_32_asked_again_after_a_declined_offer(void **state)
{
	int checked = 0, after_midplay = 0;

	(void)state;
	for (int seed = 1; seed <= 400; seed++) {
		struct adt x;
		struct rink_error err;
		struct rink_rng rng;
		bool declined_midplay = false;

		adt_new(&x, 50, 50, "pull_cards=30");
		rink_state_free(x.s);
		x.s = rink_state_new(x.g, (uint64_t)seed);
		rink_rng_seed(&rng, (uint64_t)seed);
		while (!rink_state_is_over(x.s)) {
			const struct rink_ad_box *b = rink_ad_box(x.s);
			int seat = rink_state_to_move(x.s) == 2u ? 1 : 0, t;
			struct rink_ad_pos p;

			rink_ad_get_pos(x.s, &p);
			if (rink_state_is_legal(x.s, seat, RINK_AD_ACT_KEEP)) {
				declined_midplay |= !p.faceoff;
				assert_int_equal(
				        rink_state_apply(x.s, seat, RINK_AD_ACT_KEEP, NULL, &err),
				        RINK_OK);
				continue;
			}
			t = b->score[0] < b->score[1] ? 0 : 1;
			if (p.period == 3 && p.faceoff && p.cards_left > 0 && p.cards_left <= 30 &&
			    b->score[1 - t] - b->score[t] == 1 && !p.pulled[t] &&
			    rink_state_is_legal(x.s, seat, RINK_AD_ACT_NEXT)) {
				assert_int_equal(
				        rink_state_apply(x.s, seat, RINK_AD_ACT_NEXT, NULL, &err),
				        RINK_OK);
				assert_int_equal(rink_state_to_move(x.s), 1u << t);
				assert_true(rink_state_is_legal(x.s, t, RINK_AD_ACT_PULL));
				checked++;
				after_midplay += declined_midplay;
				continue;
			}
			assert_int_equal(rink_state_apply(x.s, seat,
			                                  rink_state_sample_legal(x.s, seat, &rng),
			                                  NULL, &err),
			                 RINK_OK);
		}
		adt_free(&x);
	}
	assert_true(checked > 0);
	assert_true(after_midplay > 0); /* the case of the bug was met */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_INJ_01_GAP_39_hundred_in_control_draw),
	        cmocka_unit_test(test_AD_INJ_02_06_no_injury),
	        cmocka_unit_test(test_AD_INJ_03_06_out_for_period),
	        cmocka_unit_test(test_AD_INJ_04_06_out_for_game),
	        cmocka_unit_test(test_AD_INJ_05_06_GAP_41_more_games),
	        cmocka_unit_test(test_AD_INJ_07_team_card),
	        cmocka_unit_test(test_AD_INJ_08_hit_column_three_cards),
	        cmocka_unit_test(test_AD_INJ_09_GAP_42_injured_never_named),
	        cmocka_unit_test(test_AD_GAP_42_hurt_goalie_leaves_the_net),
	        cmocka_unit_test(test_AD_INJ_10_absent_from_next_games),
	        cmocka_unit_test(test_AD_GAP_40_injury_after_immediate_shot),
	        cmocka_unit_test(test_AD_PULL_01_GAP_32_offered_when_trailing_late),
	        cmocka_unit_test(test_AD_PULL_02_03_six_attackers),
	        cmocka_unit_test(test_AD_PULL_04_empty_net_miss),
	        cmocka_unit_test(test_AD_MOD_11_GAP_38_penalty_shot_at_empty_net),
	        cmocka_unit_test(test_AD_GAP_31_faceoff_won_at_empty_net_shoots),
	        cmocka_unit_test(test_AD_GAP_33_owed_empty_net_shot_at_period_end),
	        cmocka_unit_test(test_AD_GAP_40_injury_after_empty_net_shot),
	        cmocka_unit_test(test_AD_GAP_32_goalie_back_at_a_faceoff),
	        cmocka_unit_test(test_AD_GAP_32_asked_again_after_a_declined_offer),
	        cmocka_unit_test(test_AD_INJ_10_carried_into_a_season),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
