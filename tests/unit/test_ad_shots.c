/*
 * tests/unit/test_ad_shots.c: Action Deck shots, saves and assists,
 * goals, duplicate numbers, '-' players and the modified percentages
 * (checklist AD-SHT, AD-SAV, AD-GOAL, AD-DUP, AD-DASH, AD-MOD).
 */
#include "ad_testutil.h"

/* A SHT entry for home in A, then the numbers given (ended by 0). */
#define SHOT(x, ...) adt_setup(x, HOME, ZA, RINK_AD_SHT, __VA_ARGS__, 0)

static int shooter_of(int sel)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, sel, 99);
	adt_next(&x);
	int who = -1;
	for (size_t i = 0; i < x.ev.n && who < 0; i++)
		if (x.ev.v[i].type == RINK_AD_EV_SHOT)
			who = x.ev.v[i].arg[1]; /* the first shot: a rebound may follow */
	adt_free(&x);
	return who;
}

/* Checks AD-SHT-01. */
static void test_AD_SHT_01_shooter_from_shot_column(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 60, 99); /* 60 is D's (50-100) */
	adt_next(&x);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
	assert_int_equal(e->arg[0], HOME);
	assert_int_equal(e->arg[1], P_D);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_D].shots, 1);
	assert_int_equal(rink_ad_box(x.s)->shots[HOME], 1);
	adt_free(&x);
}

/* Checks AD-SHT-02. */
static void test_AD_SHT_02_worked_example_33(void **state)
{
	assert_int_equal(shooter_of(33), P_B);
}

/* Checks AD-SHT-03. */
static void test_AD_SHT_03_range_edges(void **state)
{
	assert_int_equal(shooter_of(1), P_A);
	assert_int_equal(shooter_of(26), P_A);
	assert_int_equal(shooter_of(27), P_B);
	assert_int_equal(shooter_of(35), P_B);
	assert_int_equal(shooter_of(36), P_C);
	assert_int_equal(shooter_of(49), P_C);
}

/* Checks AD-SHT-04, AD-SHT-09. */
static void test_AD_SHT_04_09_even_uses_pct(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 12); /* A, PCT 12: 12 scores */
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 13, 50); /* 13 misses */
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 0);
	adt_free(&x);
	/* PCT 0 never scores on the even path: C with 48, then 1 */
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 48, 1, 50);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_SHOT)->arg[1], P_C);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 0);
	adt_free(&x);
}

/* Checks AD-SHT-05. */
static void test_AD_SHT_05_even_uses_two_cards(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* A scores; two assists (card 50), to B (30) and C (55) */
	SHOT(&x, 26, 12, 50, 30, 55);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	/* entry, selection, result, then the assists chart card and its
	 * assist draws; no FACED or SAVE% draw */
	const struct rink_ad_box *b = rink_ad_box(x.s);
	assert_int_equal(b->goal[0].a1, P_B);
	assert_int_equal(b->goal[0].a2, P_C);
	assert_int_equal(left - adt_pos(&x).cards_left, 3 + 1 + 2);
	assert_int_equal(b->p[AWAY][P_K].sa, 1); /* the goalie in net: the first listed */
	adt_free(&x);
}

/* Checks AD-SHT-06, AD-SHT-07, AD-SHT-08, AD-GAP-20, AD-GAP-21. */
static void test_AD_SHT_06_07_08_odd_uses_goalie(void **state)
{
	struct adt x;
	/* 33 names B; 70 on FACED names L (61-100, SAVE% 80); 80 is a save */
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 33, 70, 80, 50);
	adt_next(&x);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
	assert_int_equal(e->arg[4], P_L);
	assert_int_equal(e->arg[5], 0);
	assert_int_equal(adt_pos(&x).goalie[AWAY], P_L); /* GAP-21: stays in */
	adt_free(&x);
	/* goalie K (SAVE% 90): 90 is a save, 91 a goal */
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 33, 20, 90, 50);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_SHOT)->arg[4], P_K);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 0);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 33, 20, 91);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1); /* PCT plays no part */
	adt_free(&x);
}

/* The first shot event of x's game. */
static const struct rink_event *first_shot(struct adt *x)
{
	for (size_t i = 0; i < x->ev.n; i++)
		if (x->ev.v[i].type == RINK_AD_EV_SHOT)
			return &x->ev.v[i];
	fail_msg("no shot");
	return NULL;
}

/* Checks AD-SHT-04, AD-SHT-07, AD-SHT-09 where a shot's cards come by the
 * less usual draws: the result is the period's last card, or the FACED draw
 * names a goalie who is out and is drawn again. */
static void test_AD_SHT_04_07_09_unusual_draws(void **state)
{
	struct adt x;
	/* even: A (PCT 12), the result the 100th card: 12 scores, 13 misses */
	for (int res = 12; res <= 13; res++) {
		uint8_t d[100];
		int n = 0, avoid[2] = {26, res};
		adt_new(&x, 50, 50, NULL);
		int e = adt_entry(&x, ZA, RINK_AD_SHT, avoid, 2);
		for (int c = 1; c <= 100; c++)
			if (c != e && c != 26 && c != res)
				d[n++] = (uint8_t)c;
		d[n++] = (uint8_t)e;
		d[n++] = 26;
		d[n++] = (uint8_t)res;
		rink_ad_set_pos(x.s, HOME, ZA, false, false);
		rink_ad_set_period(x.s, 1, 0);
		assert_int_equal(rink_ad_stack(x.s, d, 100), RINK_OK);
		rink_ad_set_period(x.s, 1, 97);
		adt_next(&x);
		assert_int_equal(adt_last(&x, RINK_AD_EV_ENTRY)->arg[0], e);
		assert_int_equal(first_shot(&x)->arg[3], res);
		assert_int_equal(first_shot(&x)->arg[5], res == 12);
		adt_free(&x);
	}
	/* odd: K is out, so the FACED draw naming him (2) is drawn again and
	 * names L (70, SAVE% 80): 80 is a save, 81 a goal */
	for (int res = 80; res <= 81; res++) {
		uint8_t absent[2][RINK_AD_MAX_PLAYERS] = {{0}};
		absent[AWAY][P_K] = 1;
		adt_new(&x, 50, 50, NULL);
		rink_state_free(x.s);
		x.s = rink_ad_state_new(x.g, 42, absent);
		assert_non_null(x.s);
		SHOT(&x, 33, 2, 70, res);
		adt_next(&x);
		assert_int_equal(first_shot(&x)->arg[4], P_L);
		assert_int_equal(first_shot(&x)->arg[3], res);
		assert_int_equal(first_shot(&x)->arg[5], res == 81);
		adt_free(&x);
	}
}

/* Checks AD-SAV-01, AD-SAV-02, AD-GAP-18. */
static void test_AD_SAV_01_02_save_chart_after_miss_only(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 13, 50); /* miss, then save chart card 50 */
	adt_next(&x);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SAVE);
	assert_non_null(e);
	assert_int_equal(e->arg[0], 50);
	assert_int_equal(e->arg[2], RINK_AD_SAVE_EVEN);
	assert_int_equal(rink_ad_box(x.s)->p[AWAY][P_K].saves, 1);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 12);
	adt_next(&x);
	assert_null(adt_last(&x, RINK_AD_EV_SAVE)); /* none after a goal */
	adt_free(&x);
	/* GAP-18 (a): a power-play shot reads the short-handed chart */
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	SHOT(&x, 26, 40, 50);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_SAVE)->arg[2], RINK_AD_SAVE_PP);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MINOR, 4);
	SHOT(&x, 26, 40, 50);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_SAVE)->arg[2], RINK_AD_SAVE_SH);
	adt_free(&x);
}

/* Checks AD-SAV-03, AD-GAP-19: a cover is a face-off in the shooting
 * team's A, a clear gives the defence the puck in its D, and a keep leaves
 * it with the attack in A, whichever team shoots. */
static void test_AD_SAV_03_GAP_19_every_result_defined(void **state)
{
	for (int C = HOME; C <= AWAY; C++) {
		struct adt x;
		int seen[4] = {0};
		adt_new(&x, 50, 50, NULL);
		for (int c = 1; c <= 100; c++) {
			if (c == 26 || c == 13)
				continue;
			adt_setup(&x, C, ZA, RINK_AD_SHT, 26, 13, c, 0);
			adt_next(&x);
			struct rink_ad_pos p = adt_pos(&x);
			int what = x.rules.save[RINK_AD_SAVE_EVEN][c];
			seen[what]++;
			switch (what) {
			case RINK_AD_COVER:
				assert_true(p.faceoff);
				/* the shooting team's A, named from the home side */
				assert_int_equal(p.faceoff_zone, C == HOME ? ZA : ZD);
				break;
			case RINK_AD_CLEAR:
				assert_false(p.faceoff);
				assert_int_equal(p.poss, 1 - C);
				assert_int_equal(p.zone, ZD);
				break;
			case RINK_AD_KEEP:
				assert_false(p.faceoff);
				assert_int_equal(p.poss, C);
				assert_int_equal(p.zone, ZA);
				break;
			default: /* a rebound: a further shot was taken */
				break;
			}
			rink_ad_set_score(x.s, 0, 0);
		}
		for (int k = 0; k < 4; k++)
			assert_true(seen[k] > 0);
		adt_free(&x);
	}
}

/* Checks AD-SAV-04. */
static void test_AD_SAV_04_assists_chart_card(void **state)
{
	struct adt x;
	/* chart card 3: no assist; 10: one; 50: two */
	int cards[3] = {3, 10, 50}, expect[3] = {0, 1, 2};
	for (int k = 0; k < 3; k++) {
		adt_new(&x, 50, 50, NULL);
		SHOT(&x, 26, 12, cards[k], 30, 70);
		adt_next(&x);
		const struct rink_ad_goal *g = &rink_ad_box(x.s)->goal[0];
		assert_int_equal((g->a1 != 255) + (g->a2 != 255), expect[k]);
		adt_free(&x);
	}
}

/* Checks AD-GOAL-01. */
static void test_AD_GOAL_01_goal_counts(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 12, 3);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_A].g, 1);
	assert_int_equal(rink_ad_box(x.s)->period_goals[HOME][0], 1);
	adt_free(&x);
}

/* Checks AD-GOAL-02, AD-GAP-22. */
static void test_AD_GOAL_02_GAP_22_assists_from_asst(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* scorer A; assists: 30 names B (21-40), then 10 names A (the
	 * scorer: drawn again) and 70 names D (61-80) */
	SHOT(&x, 26, 12, 50, 30, 10, 70);
	adt_next(&x);
	const struct rink_ad_goal *g = &rink_ad_box(x.s)->goal[0];
	assert_int_equal(g->a1, P_B);
	assert_int_equal(g->a2, P_D);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_B].a, 1);
	adt_free(&x);
	/* no assist awarded: no card drawn */
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 12, 3);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	assert_int_equal(left - adt_pos(&x).cards_left, 4);
	adt_free(&x);
}

/* ---- duplicate numbers ------------------------------------------------------------------------
 */

/* Checks AD-DUP-01, AD-DUP-02, AD-GAP-24. */
static void test_AD_DUP_01_02_group_owns_range(void **state)
{
	struct rink_ad_team t;
	int n;
	adt_chart(&t, "T", 50, 11, 89);
	/* PEN: D at 90, E F H I at 97, J at 100 */
	assert_int_equal(rink_ad_owner(&t, RINK_AD_PEN, 90, &n), P_D);
	assert_int_equal(n, 1);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_PEN, 91, &n), P_E);
	assert_int_equal(n, 4);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_PEN, 97, &n), P_E);
	assert_int_equal(n, 4);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_PEN, 98, &n), P_J);
	assert_int_equal(n, 1);
}

/* Checks AD-DUP-03, AD-DUP-04, AD-DUP-05, AD-GAP-23. */
static void test_AD_DUP_03_04_05_GAP_23_split(void **state)
{
	assert_int_equal(rink_ad_split(4, 16), 0); /* the worked example */
	assert_int_equal(rink_ad_split(4, 25), 0);
	assert_int_equal(rink_ad_split(4, 26), 1);
	assert_int_equal(rink_ad_split(4, 50), 1);
	assert_int_equal(rink_ad_split(4, 51), 2);
	assert_int_equal(rink_ad_split(4, 75), 2);
	assert_int_equal(rink_ad_split(4, 76), 3);
	assert_int_equal(rink_ad_split(4, 100), 3);
	assert_int_equal(rink_ad_split(2, 50), 0);
	assert_int_equal(rink_ad_split(2, 51), 1);
	assert_int_equal(rink_ad_split(3, 33), 0); /* GAP-23 (a) */
	assert_int_equal(rink_ad_split(3, 34), 1);
	assert_int_equal(rink_ad_split(3, 66), 1);
	assert_int_equal(rink_ad_split(3, 67), 2);
	/* through the game: a penalty on 94 then split card 16: F is first
	 * of the four sharing 97 (E is '-' in PCT but listed on PEN) */
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 9, 50, 94, 16, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_player[0], P_E);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 9, 50, 94, 80, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_player[0], P_I);
	adt_free(&x);
}

/* Checks AD-DUP-01. */
static void test_AD_DUP_01_unshared_needs_no_card(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 9, 50, 30, 0);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	assert_int_equal(left - adt_pos(&x).cards_left, 4); /* entry, check, chart, PEN */
	adt_free(&x);
}

/* Checks AD-DUP-06. */
static void test_AD_DUP_06_split_in_every_column(void **state)
{
	struct rink_ad_team t;
	struct rink_error err;
	int n;
	adt_chart(&t, "T", 50, 11, 89);
	/* make A and B share 35 in SHOT, and the two goalies share FACED */
	t.p[P_A].col[RINK_AD_SHOT] = 35;
	t.p[P_K].col[RINK_AD_FACED] = 100;
	assert_int_equal(rink_ad_team_index(&t, "T", &err), RINK_OK);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_SHOT, 10, &n), P_A);
	assert_int_equal(n, 2);
	assert_int_equal(rink_ad_owner(&t, RINK_AD_FACED, 10, &n), P_K);
	assert_int_equal(n, 2);
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	x.t[0] = t;
	x.t[1] = t;
	/* shot selection 10 shared by A and B: split card 60 names B; then
	 * odd: FACED 10 shared by K and L, split 30 names K */
	SHOT(&x, 11, 60, 10, 30, 5, 50);
	adt_next(&x);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
	assert_int_equal(e->arg[1], P_B);
	assert_int_equal(e->arg[4], P_K);
	adt_free(&x);
}

/* ---- '-' players
 * ------------------------------------------------------------------------------------ */

/* Checks AD-DASH-01, AD-GAP-25. */
static void test_AD_DASH_01_never_named_as_shooter(void **state)
{
	struct rink_ad_team t;
	int n;
	adt_chart(&t, "T", 50, 11, 89);
	for (int k = 1; k <= 100; k++) {
		int i = rink_ad_owner(&t, RINK_AD_SHOT, k, &n);
		assert_true(i != P_E);
	}
}

/* Checks AD-DASH-02. */
static void test_AD_DASH_02_never_a_shootout_shooter(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, "tournament=true");
	rink_ad_set_period(x.s, 4, 25);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	adt_next(&x); /* overtime over: shoot-out picks */
	assert_int_equal(rink_state_to_move(x.s), 1u);
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PICK + P_E));
	assert_true(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PICK + P_A));
	struct rink_error err;
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PICK + P_E, NULL, &err),
	                 RINK_EILLEGAL);
	adt_free(&x);
}

/* Checks AD-DASH-03. */
static void test_AD_DASH_03_dash_player_assists_penalties_injuries(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	SHOT(&x, 26, 12, 50, 90, 30); /* assist card 90 names E (81-100) */
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->goal[0].a1, P_E);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	/* injury: severity 60, team card 2 (home), HIT 90 names E */
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, 60, 2, 90, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_out(x.s, HOME, P_E), 2);
	adt_free(&x);
}

/* Checks AD-DASH-04. */
static void test_AD_DASH_04_dash_is_not_zero(void **state)
{
	char path[] = "/tmp/rink-ad-chartXXXXXX";
	int fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");
	struct rink_ad_team t;
	struct rink_error err;
	fputs("team,T\ncontrol,50\npenalty,11/89\nrole,name,pos,shot,pct,asst,pen,hit,faced,save\n"
	      "skater,Zero,C,50,0,50,50,50,-,-\nskater,Dash,C,-,-,100,100,100,-,-\n"
	      "skater,Last,C,100,10,-,-,-,-,-\ngoalie,G,G,-,-,-,-,-,100,90\n",
	      f);
	fclose(f);
	assert_int_equal(rink_ad_team_load(&t, path, &err), RINK_OK);
	assert_int_equal(t.p[0].pct, 0);
	assert_int_equal(t.p[1].pct, RINK_AD_DASH);
	int n;
	assert_int_equal(rink_ad_owner(&t, RINK_AD_SHOT, 10, &n), 0); /* PCT 0 can shoot */
	remove(path);
}

/* ---- modified percentages
 * ------------------------------------------------------------------------------ */

/* Checks AD-MOD-01. */
static void test_AD_MOD_01_even_strength_unmodified(void **state)
{
	struct adt x;
	adt_new(&x, 50, 40, NULL);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 50);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 12);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 90);
	adt_free(&x);
}

/* Checks AD-MOD-02, AD-MOD-03, AD-MOD-04, AD-GAP-29. */
static void test_AD_MOD_02_03_04_GAP_29_one_man_advantage(void **state)
{
	struct adt x;
	adt_new(&x, 50, 40, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 32);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 70);
	assert_int_equal(rink_ad_pct_now(x.s, AWAY, P_A), 12);
	assert_int_equal(rink_ad_save_now(x.s, HOME, P_K), 90);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 50);
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 40);
	adt_free(&x);
}

/* The 4-on-4 modifiers (AD-MOD-05..07) on the test charts (control 50
 * and 40, A's PCT 12, K's SAVE% 90): +5 to PCT and control, -5 to SAVE%. */
static void check_four_on_four(struct adt *x)
{
	for (int t = 0; t < 2; t++) {
		assert_int_equal(rink_ad_pct_now(x->s, t, P_A), 17);
		assert_int_equal(rink_ad_save_now(x->s, t, P_K), 85);
	}
	assert_int_equal(rink_ad_control_now(x->s, HOME), 55);
	assert_int_equal(rink_ad_control_now(x->s, AWAY), 45);
}

/* Checks AD-MOD-05, AD-MOD-06, AD-MOD-07, AD-GAP-30. */
static void test_AD_MOD_05_06_07_four_on_four(void **state)
{
	struct adt x;
	adt_new(&x, 50, 40, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, HOME, P_B, RINK_AD_MINOR, 4);
	check_four_on_four(&x);
	adt_free(&x);
}

/* Checks AD-MOD-08, AD-GAP-28. */
static void test_AD_MOD_08_GAP_28_two_man_advantage(void **state)
{
	struct adt x;
	adt_new(&x, 50, 40, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 90);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 52);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 70); /* GAP-28 (a): -20 */
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 40);
	adt_free(&x);
}

/* Checks AD-GAP-30 (a): strengths the text does not name go by the
 * difference in skaters: 4 on 3 is a one-man advantage, 3 on 3 is equal
 * strength below five, with the 4-on-4 modifiers. */
static void test_AD_GAP_30_four_on_three_three_on_three(void **state)
{
	struct adt x;
	adt_new(&x, 50, 40, NULL);
	rink_ad_add_penalty(x.s, HOME, P_E, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_E, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_F, RINK_AD_MINOR, 4);
	assert_int_equal(adt_pos(&x).skaters[HOME], 4);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 3);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 32);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 70);
	assert_int_equal(rink_ad_pct_now(x.s, AWAY, P_A), 12);
	assert_int_equal(rink_ad_save_now(x.s, HOME, P_K), 90);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 50); /* AD-GAP-29 (a) */
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 40);
	rink_ad_add_penalty(x.s, HOME, P_F, RINK_AD_MINOR, 4);
	assert_int_equal(adt_pos(&x).skaters[HOME], 3);
	check_four_on_four(&x);
	adt_free(&x);
}

/* Checks AD-GAP-27 (a): a SAVE% never falls below 0, so against a goalie of
 * SAVE% 10 two men short (-20) an odd shot scores even on a draw of 1. */
static void test_AD_GAP_27_save_floor_zero(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	x.t[AWAY].p[P_K].save = 10;
	rink_ad_add_penalty(x.s, AWAY, P_E, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_F, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 0);
	/* B on the odd 33, K named by 2, a result of 1 */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 33, 2, 1, 3, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	adt_free(&x);
}

/* Checks AD-MOD-09, AD-MOD-10, AD-GAP-37. */
static void test_AD_MOD_09_10_GAP_37_penalty_and_shootout_shots(void **state)
{
	/* PCT 12 becomes 37: 37 scores, 38 is saved */
	assert_int_equal(rink_ad_shootout_result(12, 37), 0);
	assert_int_equal(rink_ad_shootout_result(12, 38), 1);
	/* GAP-37 (a): the goal test comes first, so 85 scores on 82 */
	assert_int_equal(rink_ad_shootout_result(60, 82), 0);
	assert_int_equal(rink_ad_shootout_result(60, 86), 2);
	assert_int_equal(rink_ad_shootout_result(80, 95), 0); /* capped at 95 */
	assert_int_equal(rink_ad_shootout_result(80, 96), 2);
}

/* Checks AD-MOD-11, AD-GAP-31. */
static void test_AD_MOD_11_GAP_31_empty_net_90(void **state)
{
	struct adt x;
	/* home pulled its goalie; the visitor steals the puck and shoots at
	 * the empty net at once: C (PCT 0) scores on a 90 */
	adt_new(&x, 50, 50, "pull_cards=100");
	rink_ad_set_period(x.s, 3, 0);
	rink_ad_set_score(x.s, 0, 1);
	adt_next(&x); /* the opening face-off was pending: the pull is offered */
	assert_int_equal(rink_state_to_move(x.s), 1u);
	struct rink_error err;
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PULL, NULL, &err), RINK_OK);
	assert_true(adt_pos(&x).pulled[HOME]);
	adt_setup(&x, HOME, ZM, RINK_AD_CTL, 10, 80, 48, 90, 0);
	adt_next(&x); /* the steal */
	assert_int_equal(adt_pos(&x).poss, AWAY);
	adt_next(&x); /* the empty-net shot */
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_SHOT);
	assert_int_equal(e->arg[4], -1);
	assert_int_equal(e->arg[5], 1);
	assert_int_equal(rink_ad_box(x.s)->score[AWAY], 2);
	assert_int_equal(rink_ad_box(x.s)->goal[0].strength, 3);
	adt_free(&x);
}

/* Checks AD-MOD-12, AD-MOD-13, AD-MOD-14, AD-GAP-27. */
static void test_AD_MOD_12_13_14_cap_95(void **state)
{
	struct adt x;
	adt_new(&x, 58, 40, NULL);
	x.t[0].p[P_A].pct = 60;
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 95);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 95);
	adt_free(&x);
	adt_new(&x, 50, 40, NULL);
	x.t[0].p[P_A].pct = 30;
	x.t[0].p[P_B].pct = 78;
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_A), 50);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_B), 95);
	adt_free(&x);
	/* the cap limits the rating, not the total: 95 + 100 = 195 */
	adt_new(&x, 58, 40, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 4);
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, 10, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_CONTROL)->arg[2], 195);
	adt_free(&x);
	/* with PCT 60 and two men up, 95 scores and 96 misses */
	adt_new(&x, 50, 40, NULL);
	x.t[0].p[P_A].pct = 60;
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 4);
	SHOT(&x, 26, 96, 50);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 0);
	SHOT(&x, 26, 95);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	adt_free(&x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_SHT_01_shooter_from_shot_column),
	        cmocka_unit_test(test_AD_SHT_02_worked_example_33),
	        cmocka_unit_test(test_AD_SHT_03_range_edges),
	        cmocka_unit_test(test_AD_SHT_04_09_even_uses_pct),
	        cmocka_unit_test(test_AD_SHT_05_even_uses_two_cards),
	        cmocka_unit_test(test_AD_SHT_06_07_08_odd_uses_goalie),
	        cmocka_unit_test(test_AD_SHT_04_07_09_unusual_draws),
	        cmocka_unit_test(test_AD_SAV_01_02_save_chart_after_miss_only),
	        cmocka_unit_test(test_AD_SAV_03_GAP_19_every_result_defined),
	        cmocka_unit_test(test_AD_SAV_04_assists_chart_card),
	        cmocka_unit_test(test_AD_GOAL_01_goal_counts),
	        cmocka_unit_test(test_AD_GOAL_02_GAP_22_assists_from_asst),
	        cmocka_unit_test(test_AD_DUP_01_02_group_owns_range),
	        cmocka_unit_test(test_AD_DUP_03_04_05_GAP_23_split),
	        cmocka_unit_test(test_AD_DUP_01_unshared_needs_no_card),
	        cmocka_unit_test(test_AD_DUP_06_split_in_every_column),
	        cmocka_unit_test(test_AD_DASH_01_never_named_as_shooter),
	        cmocka_unit_test(test_AD_DASH_02_never_a_shootout_shooter),
	        cmocka_unit_test(test_AD_DASH_03_dash_player_assists_penalties_injuries),
	        cmocka_unit_test(test_AD_DASH_04_dash_is_not_zero),
	        cmocka_unit_test(test_AD_MOD_01_even_strength_unmodified),
	        cmocka_unit_test(test_AD_MOD_02_03_04_GAP_29_one_man_advantage),
	        cmocka_unit_test(test_AD_MOD_05_06_07_four_on_four),
	        cmocka_unit_test(test_AD_MOD_08_GAP_28_two_man_advantage),
	        cmocka_unit_test(test_AD_GAP_30_four_on_three_three_on_three),
	        cmocka_unit_test(test_AD_GAP_27_save_floor_zero),
	        cmocka_unit_test(test_AD_MOD_09_10_GAP_37_penalty_and_shootout_shots),
	        cmocka_unit_test(test_AD_MOD_11_GAP_31_empty_net_90),
	        cmocka_unit_test(test_AD_MOD_12_13_14_cap_95),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
