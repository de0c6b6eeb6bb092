/*
 * tests/unit/test_ad_time.c: Action Deck penalty timing, periods,
 * overtime, the shoot-out, injuries and pulling the goalie (checklist
 * AD-TIME, AD-PER, AD-OT, AD-SO, AD-INJ, AD-PULL, and the gaps they rest
 * on).
 */
#include "ad_testutil.h"
#include "rink/rng.h"

/* A control draw won by the controller in its D (no shot, no 100). */
static void ctl_win(struct adt *x, int team)
{
	adt_setup(x, team, ZD, RINK_AD_CTL, 60, 20, 0);
	adt_next(x);
}

/* ---- timing ------------------------------------------------------------------------------ */

/* Checks AD-TIME-01, AD-TIME-03. */
static void test_AD_TIME_01_03_pp_goal_ends_minor(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	/* A's PCT 12 is 32 on the power play: 30 scores (TIME-03) */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 30, 3, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	assert_int_equal(rink_ad_box(x.s)->pp_goals[HOME], 1);
	assert_int_equal(adt_pos(&x).npen, 0);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 5); /* the face-off at full strength */
	adt_free(&x);
}

/* Checks AD-TIME-02, AD-GAP-15. */
static void test_AD_TIME_02_GAP_15_minor_four_attempts(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	for (int k = 0; k < 3; k++)
		ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 5);
	assert_int_equal(adt_pos(&x).npen, 0);
	adt_free(&x);
}

/* Checks AD-TIME-04. */
static void test_AD_TIME_04_major_ten_attempts(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MAJOR, 10);
	for (int k = 0; k < 9; k++)
		ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 5);
	adt_free(&x);
}

/* Checks AD-TIME-05. */
static void test_AD_TIME_05_pp_goal_leaves_major(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MAJOR, 10);
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 30, 3, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	adt_free(&x);
}

/* Checks AD-TIME-06. */
static void test_AD_TIME_06_sh_goal_ends_nothing(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	adt_setup(&x, AWAY, ZA, RINK_AD_SHT, 28, 12, 3, 0); /* B, PCT 20 */
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[AWAY], 1);
	assert_int_equal(rink_ad_box(x.s)->goal[0].strength, 2);
	assert_int_equal(adt_pos(&x).npen, 1);
	adt_free(&x);
}

/* Checks AD-TIME-07. */
static void test_AD_TIME_07_earlier_attempts_do_not_count(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	ctl_win(&x, HOME);
	ctl_win(&x, HOME);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 92, 50, 30, 0); /* the visitor's minor */
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_left[0], 4);
	for (int k = 0; k < 3; k++)
		ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	adt_free(&x);
}

/* Checks AD-TIME-08, AD-GAP-16. */
static void test_AD_TIME_08_GAP_16_pp_team_penalized(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_F), 30);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 9, 50, 30, 0); /* home's minor */
	adt_next(&x);
	assert_int_equal(adt_pos(&x).skaters[HOME], 4);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_F), 15);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 55);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 85);
	adt_free(&x);
}

/* Checks AD-TIME-09. */
static void test_AD_TIME_09_coincidental(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_pct_now(x.s, AWAY, P_F), 15);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_F), 15);
	adt_free(&x);
}

/* Checks AD-TIME-10, AD-GAP-16, AD-GAP-30. */
static void test_AD_TIME_10_two_man_advantage(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 92, 50, 30, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 3);
	assert_int_equal(rink_ad_control_now(x.s, HOME), 90);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_F), 50);
	adt_free(&x);
}

/* Checks AD-TIME-11. */
static void test_AD_TIME_11_back_to_one_man(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 1);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_F), 50);
	ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	assert_int_equal(rink_ad_pct_now(x.s, HOME, P_F), 30);
	assert_int_equal(rink_ad_save_now(x.s, AWAY, P_K), 70);
	adt_free(&x);
}

/* Checks AD-GAP-14. */
static void test_AD_GAP_14_minor_also_ends_by_cards(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	for (int k = 0; k < 9; k++) {
		adt_setup(&x, HOME, ZM, RINK_AD_P0, 0);
		adt_next(&x);
	}
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	adt_setup(&x, HOME, ZM, RINK_AD_P0, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 5);
	adt_free(&x);
	/* minor_cards=0: only control attempts end it */
	adt_new(&x, 50, 50, "minor_cards=0");
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	for (int k = 0; k < 30; k++) {
		adt_setup(&x, HOME, ZM, RINK_AD_P0, 0);
		adt_next(&x);
	}
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	adt_free(&x);
}

/* Checks AD-GAP-16. */
static void test_AD_GAP_16_five_on_three_goal_ends_earliest(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 3);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 4);
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 30, 3, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).npen, 1);
	assert_int_equal(adt_pos(&x).pen_player[0], P_B);
	adt_free(&x);
}

/* Checks AD-GAP-13. */
static void test_AD_GAP_13_misconduct_fifty_cards(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MISCONDUCT, 50);
	assert_int_equal(adt_pos(&x).skaters[HOME], 5);
	assert_int_equal(rink_ad_out(x.s, HOME, P_A), 5);
	for (int k = 0; k < 50; k++) {
		adt_setup(&x, AWAY, ZM, RINK_AD_P0, 0);
		adt_next(&x);
	}
	assert_int_equal(rink_ad_out(x.s, HOME, P_A), 0);
	adt_free(&x);
}

/* Checks AD-GAP-17. */
static void test_AD_GAP_17_penalized_player_not_selected(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_C, RINK_AD_MINOR, 4);
	/* 10 names A, in the box: drawn again, 30 names B */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 10, 30, 99, 50, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_A].shots, 0);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_B].shots, 1);
	adt_free(&x);
}

/* Checks AD-GAP-35. */
static void test_AD_GAP_35_penalty_carries_into_next_period(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 3);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	rink_ad_set_period(x.s, 1, 100);
	adt_next(&x); /* the period ends, the 2nd starts with its face-off */
	assert_int_equal(adt_pos(&x).period, 2);
	assert_int_equal(adt_pos(&x).npen, 1);
	assert_int_equal(adt_pos(&x).pen_left[0], 3);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	adt_free(&x);
}

/* ---- periods and overtime -------------------------------------------------------------------- */

static void play_to_period(struct adt *x, int period)
{
	for (int k = 0; k < 2000 && adt_pos(x).period < period; k++) {
		uint32_t m = rink_state_to_move(x->s);
		if (!m)
			break;
		int seat = (m & 1) ? 0 : 1;
		assert_int_equal(
		        rink_state_apply(x->s, seat, rink_ad_auto_action(x->s, seat), &x->ev, NULL),
		        RINK_OK);
	}
}

/* Checks AD-PER-01, AD-PER-02, AD-PER-03. */
static void test_AD_PER_01_02_03_three_passes(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	int first1 = -1, first2 = -1;
	/* period 1 reads entries until its 100 cards are gone */
	while (adt_pos(&x).period == 1) {
		int before = adt_pos(&x).cards_left;
		adt_next(&x);
		if (adt_pos(&x).period == 1)
			assert_true(adt_pos(&x).cards_left <= before);
		if (first1 < 0 && adt_last(&x, RINK_AD_EV_ENTRY))
			first1 = adt_last(&x, RINK_AD_EV_ENTRY)->arg[0];
	}
	assert_int_equal(adt_count(&x, RINK_AD_EV_END_PERIOD), 1);
	size_t mark = x.ev.n;
	while (adt_pos(&x).period == 2 && first2 < 0) {
		adt_next(&x);
		for (size_t i = mark; i < x.ev.n && first2 < 0; i++)
			if (x.ev.v[i].type == RINK_AD_EV_ENTRY)
				first2 = x.ev.v[i].arg[0];
	}
	assert_true(first1 > 0 && first2 > 0);
	play_to_period(&x, 6);
	/* three periods (plus overtime only when tied) */
	int periods = adt_count(&x, RINK_AD_EV_PERIOD);
	const struct rink_ad_box *b = rink_ad_box(x.s);
	assert_true(periods == 2 || periods == 3 || periods == 4);
	if (b->decision == RINK_AD_REG)
		assert_int_equal(periods, 2); /* periods 2 and 3 start with an event */
	adt_free(&x);
}

/* Checks AD-PER-02, AD-GAP-33. */
static void test_AD_PER_02_GAP_33_every_draw_counts(void **state)
{
	struct adt x;
	/* budget=all: a period is 100 draws of every kind, so it holds far
	 * fewer sequences than with budget=entries */
	int seq_all = 0, seq_entries = 0;
	adt_new(&x, 50, 50, NULL);
	while (adt_pos(&x).period == 1) {
		adt_next(&x);
		seq_all++;
	}
	adt_free(&x);
	struct rink_error err;
	rink_game *g = rink_ad_game_new(&x.t[0], &x.t[1], &x.rules, "stop=sequence", &err);
	adt_chart(&x.t[0], "HOM", 50, 11, 89);
	adt_chart(&x.t[1], "AWY", 50, 11, 89);
	rink_ad_rules_load(&x.rules, NULL, NULL, NULL, NULL, &err);
	rink_state *s = rink_state_new(g, 42);
	struct rink_ad_pos p;
	int entries = 0;
	struct rink_events ev = {0};
	do {
		rink_state_apply(s, 0, RINK_AD_ACT_NEXT, &ev, NULL);
		rink_ad_get_pos(s, &p);
		seq_entries++;
	} while (p.period == 1);
	for (size_t i = 0; i < ev.n; i++)
		entries += ev.v[i].type == RINK_AD_EV_ENTRY;
	assert_int_equal(entries, 100); /* entries=the 100 cards of the period */
	assert_true(seq_entries > seq_all);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* Checks AD-PER-04. */
static void test_AD_PER_04_decided_game_ends(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_set_period(x.s, 3, 100);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	rink_ad_set_score(x.s, 2, 1);
	adt_next(&x);
	assert_true(rink_state_is_over(x.s));
	assert_int_equal(rink_ad_box(x.s)->decision, RINK_AD_REG);
	assert_true(rink_state_returns(x.s, 0) == 1.0);
	adt_free(&x);
}

/* Checks AD-OT-01, AD-GAP-34. */
static void test_AD_OT_01_overtime_25_cards(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_set_period(x.s, 3, 100);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).period, 4);
	assert_true(adt_pos(&x).cards_left <= 25 && adt_pos(&x).cards_left >= 23);
	adt_free(&x);
}

/* Checks AD-OT-02. */
static void test_AD_OT_02_sudden_death(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_set_period(x.s, 4, 0);
	adt_setup(&x, AWAY, ZA, RINK_AD_SHT, 26, 12, 3, 0);
	adt_next(&x);
	assert_true(rink_state_is_over(x.s));
	assert_int_equal(rink_ad_box(x.s)->decision, RINK_AD_OT);
	assert_int_equal(rink_ad_box(x.s)->period_goals[AWAY][3], 1);
	adt_free(&x);
}

/* Checks AD-OT-03, AD-OT-04, AD-GAP-36. */
static void test_AD_OT_03_04_tie_or_shootout(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_set_period(x.s, 4, 25);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	adt_next(&x);
	assert_true(rink_state_is_over(x.s));
	assert_int_equal(rink_ad_box(x.s)->decision, RINK_AD_TIE);
	adt_free(&x);
	adt_new(&x, 50, 50, "tournament=true");
	rink_ad_set_period(x.s, 4, 25);
	rink_ad_set_pos(x.s, HOME, ZM, false, false);
	adt_next(&x);
	assert_false(rink_state_is_over(x.s));
	assert_int_equal(adt_pos(&x).period, 5);
	adt_free(&x);
}

/* ---- the shoot-out
 * ------------------------------------------------------------------------------- */

static void to_shootout(struct adt *x)
{
	adt_new(x, 50, 50, "tournament=true");
	rink_ad_set_period(x->s, 4, 25);
	rink_ad_set_pos(x->s, HOME, ZM, false, false);
	adt_next(x);
}

static void picks(struct adt *x, int h1, int h2, int h3, int a1, int a2, int a3)
{
	int p[6] = {h1, h2, h3, a1, a2, a3};
	struct rink_error err;
	for (int k = 0; k < 6; k++)
		assert_int_equal(
		        rink_state_apply(x->s, k / 3, RINK_AD_ACT_PICK + p[k], &x->ev, &err),
		        RINK_OK);
}

/* Checks AD-SO-01, AD-GAP-36. */
static void test_AD_SO_01_three_different(void **state)
{
	struct adt x;
	struct rink_error err;
	to_shootout(&x);
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PICK + P_A, NULL, &err), RINK_OK);
	assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PICK + P_A));
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_DRAW, &x.ev, &err), RINK_OK);
	assert_int_equal(rink_state_to_move(x.s), 2u); /* now the visitor picks */
	assert_int_equal(rink_state_apply(x.s, 1, RINK_AD_ACT_DRAW, &x.ev, &err), RINK_OK);
	assert_true(rink_state_is_over(x.s));
	/* each picked shooter shot once in the first three rounds */
	int home[3], n = 0;
	for (size_t i = 0; i < x.ev.n && n < 3; i++)
		if (x.ev.v[i].type == RINK_AD_EV_SO_SHOT && x.ev.v[i].arg[0] == HOME)
			home[n++] = x.ev.v[i].arg[1];
	assert_int_equal(n, 3);
	assert_int_equal(home[0], P_A);
	assert_true(home[0] != home[1] && home[1] != home[2] && home[0] != home[2]);
	adt_free(&x);
}

/* Checks AD-SO-02, AD-SO-03, AD-SO-04, AD-SO-05, AD-SO-06, AD-SO-07, AD-GAP-36, AD-GAP-37. */
static void test_AD_SO_02_to_07_shootout(void **state)
{
	struct adt x;
	to_shootout(&x);
	/* home A (12: 37), B (20: 45), C (0: 25); away the same.
	 * round 1: home 37 goal, away 46 saved; round 2: home 80 wide,
	 * away 45 goal; round 3: home 25 goal, away 79 saved */
	adt_stack(&x, 37, 46, 80, 45, 25, 79, 0);
	picks(&x, P_A, P_B, P_C, P_A, P_B, P_C);
	int res[6], team[6], n = 0;
	for (size_t i = 0; i < x.ev.n; i++)
		if (x.ev.v[i].type == RINK_AD_EV_SO_SHOT && n < 6) {
			team[n] = x.ev.v[i].arg[0];
			res[n++] = x.ev.v[i].arg[3];
		}
	assert_int_equal(n, 6);
	for (int k = 0; k < 6; k++)
		assert_int_equal(team[k], k % 2); /* home first, then alternate */
	assert_int_equal(res[0], 0);
	assert_int_equal(res[1], 1); /* 46 above 45, below 80: saved */
	assert_int_equal(res[2], 2); /* 80: wide */
	assert_int_equal(res[3], 0); /* 45 within 45 */
	assert_int_equal(res[4], 0);
	assert_int_equal(res[5], 1); /* 79: saved */
	const struct rink_ad_box *b = rink_ad_box(x.s);
	assert_int_equal(b->so_goals[HOME], 2);
	assert_int_equal(b->so_goals[AWAY], 1);
	assert_int_equal(b->decision, RINK_AD_SO);
	assert_int_equal(b->score[HOME], 1); /* one goal for the win */
	assert_int_equal(b->score[AWAY], 0);
	assert_int_equal(b->p[HOME][P_A].g, 0); /* not players' goals */
	assert_int_equal(rink_ad_shootout_result(20, 100), 2);
	adt_free(&x);
}

/* Checks AD-GAP-36. */
static void test_AD_GAP_36_sudden_death_rounds(void **state)
{
	struct adt x;
	to_shootout(&x);
	adt_stack(&x, 90, 91, 92, 93, 94, 95, 0); /* six misses */
	picks(&x, P_A, P_B, P_C, P_A, P_B, P_C);
	assert_true(rink_state_is_over(x.s));
	assert_true(adt_count(&x, RINK_AD_EV_SO_SHOT) >= 8);
	assert_int_equal(adt_count(&x, RINK_AD_EV_SO_SHOT) % 2, 0);
	adt_free(&x);
}

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
	int sev[5] = {84, 76, 99, 80, 100}, games[5] = {4, 6, 9, 0, 0};
	for (int k = 0; k < 5; k++) {
		struct adt x;
		adt_new(&x, 50, 50, NULL);
		if (sev[k] == 100)
			adt_setup(&x, HOME, ZD, RINK_AD_CTL, 99, 30, 100, 2, 10, 0);
		else
			adt_setup(&x, HOME, ZD, RINK_AD_CTL, 100, 30, sev[k], 2, 10, 0);
		adt_next(&x);
		if (sev[k] == 100) { /* 99 in the draw: no check; force one */
			adt_free(&x);
			continue;
		}
		assert_int_equal(rink_ad_out(x.s, HOME, P_A), 2);
		assert_int_equal(rink_ad_box(x.s)->p[HOME][P_A].inj_games, games[k]);
		assert_int_equal(rink_ad_box(x.s)->inj[0].games, games[k]);
		adt_free(&x);
	}
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
	struct rink_ad_league l = {2, x.t, x.rules};
	struct rink_ad_schedule sc;
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
	rink_ad_season_free(&out);
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
	        cmocka_unit_test(test_AD_TIME_01_03_pp_goal_ends_minor),
	        cmocka_unit_test(test_AD_TIME_02_GAP_15_minor_four_attempts),
	        cmocka_unit_test(test_AD_TIME_04_major_ten_attempts),
	        cmocka_unit_test(test_AD_TIME_05_pp_goal_leaves_major),
	        cmocka_unit_test(test_AD_TIME_06_sh_goal_ends_nothing),
	        cmocka_unit_test(test_AD_TIME_07_earlier_attempts_do_not_count),
	        cmocka_unit_test(test_AD_TIME_08_GAP_16_pp_team_penalized),
	        cmocka_unit_test(test_AD_TIME_09_coincidental),
	        cmocka_unit_test(test_AD_TIME_10_two_man_advantage),
	        cmocka_unit_test(test_AD_TIME_11_back_to_one_man),
	        cmocka_unit_test(test_AD_GAP_14_minor_also_ends_by_cards),
	        cmocka_unit_test(test_AD_GAP_16_five_on_three_goal_ends_earliest),
	        cmocka_unit_test(test_AD_GAP_13_misconduct_fifty_cards),
	        cmocka_unit_test(test_AD_GAP_17_penalized_player_not_selected),
	        cmocka_unit_test(test_AD_GAP_35_penalty_carries_into_next_period),
	        cmocka_unit_test(test_AD_PER_01_02_03_three_passes),
	        cmocka_unit_test(test_AD_PER_02_GAP_33_every_draw_counts),
	        cmocka_unit_test(test_AD_PER_04_decided_game_ends),
	        cmocka_unit_test(test_AD_OT_01_overtime_25_cards),
	        cmocka_unit_test(test_AD_OT_02_sudden_death),
	        cmocka_unit_test(test_AD_OT_03_04_tie_or_shootout),
	        cmocka_unit_test(test_AD_SO_01_three_different),
	        cmocka_unit_test(test_AD_SO_02_to_07_shootout),
	        cmocka_unit_test(test_AD_GAP_36_sudden_death_rounds),
	        cmocka_unit_test(test_AD_INJ_01_GAP_39_hundred_in_control_draw),
	        cmocka_unit_test(test_AD_INJ_02_06_no_injury),
	        cmocka_unit_test(test_AD_INJ_03_06_out_for_period),
	        cmocka_unit_test(test_AD_INJ_04_06_out_for_game),
	        cmocka_unit_test(test_AD_INJ_05_06_GAP_41_more_games),
	        cmocka_unit_test(test_AD_INJ_07_team_card),
	        cmocka_unit_test(test_AD_INJ_08_hit_column_three_cards),
	        cmocka_unit_test(test_AD_INJ_09_GAP_42_injured_never_named),
	        cmocka_unit_test(test_AD_INJ_10_absent_from_next_games),
	        cmocka_unit_test(test_AD_GAP_40_injury_after_immediate_shot),
	        cmocka_unit_test(test_AD_PULL_01_GAP_32_offered_when_trailing_late),
	        cmocka_unit_test(test_AD_PULL_02_03_six_attackers),
	        cmocka_unit_test(test_AD_PULL_04_empty_net_miss),
	        cmocka_unit_test(test_AD_GAP_32_goalie_back_at_a_faceoff),
	        cmocka_unit_test(test_AD_GAP_32_asked_again_after_a_declined_offer),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
