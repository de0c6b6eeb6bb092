/*
 * tests/unit/test_ad_time.c: Action Deck penalty timing (§IX), periods
 * (§IV), overtime and the shoot-out (§X) (checklist AD-TIME, AD-PER,
 * AD-OT, AD-SO, and the gaps they rest on). Injuries and pulling the
 * goalie: test_ad_injury.c.
 */
#include "ad_testutil.h"

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

/* Checks AD-TIME-02, AD-GAP-15 (a): with attempts=pp each team's minor
 * is timed by the other team's control draws alone, both at once. */
static void test_AD_TIME_02_GAP_15_each_side_timed_by_the_other(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, "attempts=pp,minor_cards=0");
	rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MINOR, 2);
	rink_ad_add_penalty(x.s, AWAY, P_B, RINK_AD_MINOR, 3);
	ctl_win(&x, HOME);
	ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).pen_left[0], 2); /* home's: away has not drawn */
	assert_int_equal(adt_pos(&x).pen_left[1], 1);
	ctl_win(&x, AWAY);
	assert_int_equal(adt_pos(&x).npen, 2);
	ctl_win(&x, AWAY);
	assert_int_equal(adt_pos(&x).npen, 1); /* home's minor is over */
	assert_int_equal(adt_pos(&x).pen_team[0], AWAY);
	assert_int_equal(adt_pos(&x).pen_left[0], 1);
	ctl_win(&x, AWAY);
	assert_int_equal(adt_pos(&x).npen, 1);
	ctl_win(&x, HOME);
	assert_int_equal(adt_pos(&x).npen, 0);
	assert_int_equal(adt_pos(&x).skaters[HOME], 5);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 5);
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

/* Checks AD-GAP-16 (a), AD-TIME-01: a goal at 4 on 4 ends nothing, as no
 * team is on the power play. */
static void test_AD_GAP_16_four_on_four_goal_ends_nothing(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, HOME, P_E, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_E, RINK_AD_MINOR, 4);
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 12, 3, 0); /* A, PCT 12 + 5 */
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	assert_int_equal(rink_ad_box(x.s)->goal[0].strength, 0);
	assert_int_equal(adt_pos(&x).npen, 2);
	assert_int_equal(adt_pos(&x).skaters[HOME], 4);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
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
	/* a misconduct called from the chart gets its 50 cards too: 92 is the
	 * visitor's defensive penalty, c a misconduct on the chart, 30 names B */
	adt_new(&x, 50, 50, NULL);
	int c = 0;
	for (int k = 1; k <= 100 && !c; k++)
		if (k != 92 && k != 30 && x.rules.pen[1][k] == RINK_AD_MISCONDUCT)
			c = k;
	assert_true(c > 0);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 92, c, 30, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).npen, 1);
	assert_int_equal(adt_pos(&x).pen_kind[0], RINK_AD_MISCONDUCT);
	assert_int_equal(adt_pos(&x).pen_player[0], P_B);
	assert_int_equal(adt_pos(&x).pen_left[0], 50);
	assert_int_equal(adt_pos(&x).skaters[AWAY], 5);
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
	/* an assist: B scores (28, PCT 20 + 5 at 4 on 4: 12); one assist (chart
	 * card 10), whose draw 5 names A, in the box: drawn again, 45 names C */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 28, 12, 10, 5, 45, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->ngoals, 1);
	assert_int_equal(rink_ad_box(x.s)->goal[0].scorer, P_B);
	assert_int_equal(rink_ad_box(x.s)->goal[0].a1, P_C);
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
	/* AD-PER-03: the deck is reshuffled for the 2nd period. With
	 * budget=entries every entry card comes from the period's deck, so
	 * the entry events of a period name its 100 cards in order; the 2nd
	 * period's order must be another than the 1st's. The seed is fixed,
	 * and two shuffled orders are the same once in 100! (about 1e158):
	 * only a deck not reshuffled gives the same order */
	struct rink_error err;
	adt_new(&x, 50, 50, NULL);
	rink_state_free(x.s);
	rink_game_free(x.g);
	x.g = rink_ad_game_new(&x.t[0], &x.t[1], &x.rules, "stop=sequence", &err);
	assert_non_null(x.g);
	x.s = rink_state_new(x.g, 42);
	play_to_period(&x, 3);
	int order[3][100], n[3] = {0, 0, 0}, period = 1;
	for (size_t i = 0; i < x.ev.n; i++) {
		const struct rink_event *e = &x.ev.v[i];
		if (e->type == RINK_AD_EV_PERIOD)
			period = e->arg[0];
		if (e->type == RINK_AD_EV_ENTRY && period <= 2) {
			assert_true(n[period] < 100);
			order[period][n[period]++] = e->arg[0];
		}
	}
	int same = 0;
	for (int p = 1; p <= 2; p++) {
		int seen[101] = {0};
		assert_int_equal(n[p], 100);
		for (int k = 0; k < 100; k++)
			seen[order[p][k]]++;
		for (int c = 1; c <= 100; c++)
			assert_int_equal(seen[c], 1); /* the whole deck, once */
	}
	for (int k = 0; k < 100; k++)
		same += order[1][k] == order[2][k];
	assert_true(same < 100);
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

/* Checks AD-SO-01, AD-GAP-36: a player still serving a penalty when
 * overtime ends is not eligible: his pick is not legal, and a team's
 * draw never names him. */
static void test_AD_GAP_36_boxed_player_not_eligible(void **state)
{
	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct adt x;
		struct rink_error err;
		adt_new(&x, 50, 50, "tournament=true");
		rink_state_free(x.s);
		x.s = rink_state_new(x.g, seed);
		rink_ad_set_period(x.s, 4, 25);
		rink_ad_set_pos(x.s, HOME, ZM, false, false);
		adt_next(&x);
		rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MINOR, 4);
		assert_false(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PICK + P_A));
		assert_true(rink_state_is_legal(x.s, 0, RINK_AD_ACT_PICK + P_B));
		assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_DRAW, &x.ev, &err), RINK_OK);
		assert_int_equal(rink_state_apply(x.s, 1, RINK_AD_ACT_DRAW, &x.ev, &err), RINK_OK);
		assert_true(rink_state_is_over(x.s));
		for (size_t i = 0; i < x.ev.n; i++)
			if (x.ev.v[i].type == RINK_AD_EV_SO_SHOT && x.ev.v[i].arg[0] == HOME)
				assert_int_not_equal(x.ev.v[i].arg[1], P_A);
		adt_free(&x);
	}
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

/* Chart c: row 0 a goalie, row 1 the only skater who may shoot (S, PCT
 * 0), row 2 a '-' skater. */
static void few_chart(struct rink_ad_team *c, const char *abbr)
{
	struct rink_error err;
	snprintf(c->abbr, sizeof(c->abbr), "%s", abbr);
	snprintf(c->name, sizeof(c->name), "%s", abbr);
	c->control = 50;
	c->pen_off = 11;
	c->pen_def = 89;
	adt_goalie(c, "G", 100, 90);
	adt_player(c, "S", 100, 0, 100, 100, 100);
	adt_player(c, "X", 0, RINK_AD_DASH, 0, 0, 0);
	if (rink_ad_team_index(c, abbr, &err) != RINK_OK)
		fail_msg("%s chart: %s", abbr, err.text);
}

/* The charts of x->t tied after overtime under tournament rules, the
 * shoot-out's picks next; absent as rink_ad_state_new's. */
static void tied_after_overtime(struct adt *x, uint64_t seed,
                                const uint8_t absent[2][RINK_AD_MAX_PLAYERS])
{
	struct rink_error err;
	if (rink_ad_rules_load(&x->rules, NULL, NULL, NULL, NULL, &err) != RINK_OK)
		fail_msg("rules: %s", err.text);
	x->g = rink_ad_game_new(&x->t[0], &x->t[1], &x->rules,
	                        "stop=sequence,budget=all,tournament=true", &err);
	if (!x->g)
		fail_msg("game: %s", err.text);
	x->s = rink_ad_state_new(x->g, seed, absent);
	assert_non_null(x->s);
	rink_ad_set_period(x->s, 4, 25);
	rink_ad_set_pos(x->s, HOME, ZM, false, false);
	adt_next(x);
	assert_int_equal(adt_pos(x).period, 5);
}

/* A shoot-out of home team FEW (few_chart) against the test chart. */
static void to_shootout_few(struct adt *x)
{
	memset(x, 0, sizeof(*x));
	few_chart(&x->t[0], "FEW");
	adt_chart(&x->t[1], "AWY", 50, 11, 89);
	tied_after_overtime(x, 42, NULL);
}

/* Plays the visitor's three picks and checks the shots of the shoot-out:
 * FEW's one shooter, then the visitor's three (10 a goal for FEW's PCT
 * 0 + 25, 90s wide). */
static void check_few_shots(struct adt *x)
{
	struct rink_error err;
	int team[8], who[8], n = 0;

	adt_stack(x, 10, 90, 91, 92, 0); /* the draws of the shots */
	for (int k = 0; k < 3; k++)
		assert_int_equal(
		        rink_state_apply(x->s, 1, RINK_AD_ACT_PICK + P_A + k, &x->ev, &err),
		        RINK_OK);
	for (size_t i = 0; i < x->ev.n; i++)
		if (x->ev.v[i].type == RINK_AD_EV_SO_SHOT && n < 8) {
			team[n] = x->ev.v[i].arg[0];
			who[n++] = x->ev.v[i].arg[1];
		}
	assert_true(rink_state_is_over(x->s));
	assert_int_equal(n, 4); /* one home shot, three visitor shots */
	assert_int_equal(team[0], HOME);
	assert_int_equal(who[0], 1); /* S, never the goalie in row 0 */
	for (int k = 1; k < 4; k++)
		assert_int_equal(team[k], AWAY);
	assert_int_equal(who[1], P_A);
	assert_int_equal(who[2], P_B);
	assert_int_equal(who[3], P_C);
	const struct rink_ad_box *b = rink_ad_box(x->s);
	assert_int_equal(b->so_goals[HOME], 1);
	assert_int_equal(b->so_goals[AWAY], 0);
	assert_int_equal(b->decision, RINK_AD_SO);
}

/* Checks AD-SO-01, AD-SO-02, AD-SO-07, AD-DASH-02, AD-GAP-36: a team with
 * fewer than three eligible shooters, drawn, shoots fewer times; its
 * missing shots are no goals, the visitor still shoots three. */
static void test_AD_SO_01_fewer_eligible_drawn_shoot_less(void **state)
{
	struct adt x;
	struct rink_error err;
	to_shootout_few(&x);
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_DRAW, &x.ev, &err), RINK_OK);
	assert_int_equal(rink_state_to_move(x.s), 2u);
	check_few_shots(&x);
	adt_free(&x);
}

/* Checks AD-SO-01, AD-GAP-36: a manager who picked every eligible player
 * is offered only 'draw', which ends his picks without a further shooter. */
static void test_AD_SO_01_fewer_eligible_picked_then_draw(void **state)
{
	struct adt x;
	struct rink_error err;
	int acts[RINK_MAX_ACTIONS];
	to_shootout_few(&x);
	assert_int_equal(rink_state_legal(x.s, 0, acts, RINK_MAX_ACTIONS), 2);
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_PICK + 1, &x.ev, &err), RINK_OK);
	assert_int_equal(rink_state_to_move(x.s), 1u); /* still home's pick */
	assert_int_equal(rink_state_legal(x.s, 0, acts, RINK_MAX_ACTIONS), 1);
	assert_int_equal(acts[0], RINK_AD_ACT_DRAW);
	assert_int_equal(rink_state_apply(x.s, 0, RINK_AD_ACT_DRAW, &x.ev, &err), RINK_OK);
	assert_int_equal(rink_state_to_move(x.s), 2u);
	check_few_shots(&x);
	adt_free(&x);
}

/* Checks AD-GAP-36. */
static void test_AD_GAP_36_sudden_death_rounds(void **state)
{
	struct adt x;
	to_shootout(&x);
	/* six misses; then in round 4 the home draw 30 names B, who has shot,
	 * so 60 names D, who misses with 96; the visitor's 31 (B) and 61 (D)
	 * likewise, D missing with 97 */
	adt_stack(&x, 90, 91, 92, 93, 94, 95, 30, 60, 96, 31, 61, 97, 0);
	picks(&x, P_A, P_B, P_C, P_A, P_B, P_C);
	assert_true(rink_state_is_over(x.s));
	assert_true(adt_count(&x, RINK_AD_EV_SO_SHOT) >= 10);
	assert_int_equal(adt_count(&x, RINK_AD_EV_SO_SHOT) % 2, 0);
	int k = 0;
	for (size_t i = 0; i < x.ev.n; i++) {
		const struct rink_event *e = &x.ev.v[i];
		if (e->type != RINK_AD_EV_SO_SHOT || k++ < 6)
			continue;
		if (k == 7 || k == 8) { /* round 4: only D has not shot */
			assert_int_equal(e->arg[0], k == 7 ? HOME : AWAY);
			assert_int_equal(e->arg[1], P_D);
			assert_int_equal(e->arg[2], k == 7 ? 96 : 97);
		}
	}
	adt_free(&x);
}

/* Two few_chart teams whose one shooter (S, row 1) misses the game,
 * injured before it: no eligible shooter on either side. */
static void to_shootout_none(struct adt *x, uint64_t seed)
{
	static const uint8_t absent[2][RINK_AD_MAX_PLAYERS] = {{0, 1}, {0, 1}};
	memset(x, 0, sizeof(*x));
	few_chart(&x->t[0], "NOA");
	few_chart(&x->t[1], "NOB");
	tied_after_overtime(x, seed, absent);
}

/* Checks AD-GAP-36, AD-SO-07: when neither team has a shooter, a drawn
 * card decides the shoot-out (even: home, odd: visitor), not the home
 * team by default. The draws that look for shooters take cards first, so
 * the card is read from the event and the seeds must give both sides. */
static void test_AD_GAP_36_no_shooter_card_decides(void **state)
{
	int wins[2] = {0, 0};
	for (uint64_t seed = 1; seed <= 16; seed++) {
		struct adt x;
		struct rink_error err;
		to_shootout_none(&x, seed);
		for (int t = 0; t < 2; t++)
			assert_int_equal(rink_state_apply(x.s, t, RINK_AD_ACT_DRAW, &x.ev, &err),
			                 RINK_OK);
		assert_true(rink_state_is_over(x.s));
		assert_int_equal(adt_count(&x, RINK_AD_EV_SO_SHOT), 0);
		assert_int_equal(adt_count(&x, RINK_AD_EV_SO_LOT), 1);
		const struct rink_event *e = NULL;
		for (size_t i = 0; i < x.ev.n; i++)
			if (x.ev.v[i].type == RINK_AD_EV_SO_LOT)
				e = &x.ev.v[i];
		assert_non_null(e);
		int winner = e->arg[0] % 2 == 0 ? HOME : AWAY;
		assert_int_equal(e->arg[1], winner);
		const struct rink_ad_box *b = rink_ad_box(x.s);
		assert_int_equal(b->decision, RINK_AD_SO);
		assert_int_equal(b->score[winner], 1);
		assert_int_equal(b->score[1 - winner], 0);
		wins[winner]++;
		adt_free(&x);
	}
	assert_true(wins[HOME] > 0);
	assert_true(wins[AWAY] > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_TIME_01_03_pp_goal_ends_minor),
	        cmocka_unit_test(test_AD_TIME_02_GAP_15_minor_four_attempts),
	        cmocka_unit_test(test_AD_TIME_02_GAP_15_each_side_timed_by_the_other),
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
	        cmocka_unit_test(test_AD_GAP_16_four_on_four_goal_ends_nothing),
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
	        cmocka_unit_test(test_AD_GAP_36_boxed_player_not_eligible),
	        cmocka_unit_test(test_AD_SO_02_to_07_shootout),
	        cmocka_unit_test(test_AD_SO_01_fewer_eligible_drawn_shoot_less),
	        cmocka_unit_test(test_AD_SO_01_fewer_eligible_picked_then_draw),
	        cmocka_unit_test(test_AD_GAP_36_sudden_death_rounds),
	        cmocka_unit_test(test_AD_GAP_36_no_shooter_card_decides),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
