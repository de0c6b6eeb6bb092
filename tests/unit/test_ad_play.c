/*
 * tests/unit/test_ad_play.c: Action Deck setup, action cards, passes,
 * control draws, face-offs and penalties (checklist AD-SET, AD-CARD,
 * AD-PASS, AD-CTL, AD-FO, AD-PEN), each test named by its rule ID.
 */
#include "ad_testutil.h"

/* ---- setup ---------------------------------------------------------------------- */

/* Checks AD-SET-01. */
static void test_AD_SET_01_missing_component_named(void **state)
{
	struct rink_ad_team t;
	struct rink_ad_rules r;
	struct rink_error err;

	adt_chart(&t, "HOM", 50, 11, 89);
	assert_int_equal(rink_ad_rules_load(&r, NULL, NULL, NULL, NULL, &err), RINK_OK);
	assert_null(rink_ad_game_new(&t, NULL, &r, NULL, &err));
	assert_non_null(strstr(err.text, "visiting team chart"));
	assert_null(rink_ad_game_new(&t, &t, NULL, NULL, &err));
	assert_non_null(strstr(err.text, "deck and charts"));
	/* a missing data file is named by the game made from files */
	assert_null(rink_game_new("actiondeck", "saves=/nonexistent/saves.csv", &err));
	assert_non_null(strstr(err.text, "/nonexistent/saves.csv"));
	assert_null(rink_game_new("actiondeck", "home=/nonexistent/h.csv", &err));
	assert_non_null(strstr(err.text, "/nonexistent/h.csv"));
}

/* Checks AD-SET-02. */
static void test_AD_SET_02_deck_is_100_cards(void **state)
{
	struct adt x;
	int seen[101] = {0};

	adt_new(&x, 50, 50, NULL);
	for (int z = 0; z < 3; z++)
		for (int e = 0; e < 7; e++)
			for (int k = 0;; k++) {
				int c = rink_ad_card_with(x.g, z, e, k);
				if (c < 0)
					break;
				seen[c]++;
			}
	for (int c = 1; c <= 100; c++)
		assert_int_equal(seen[c], 3); /* one entry per zone for each of 100 numbers */
	assert_int_equal(adt_pos(&x).cards_left, 100);
	adt_free(&x);
}

/* Checks AD-SET-03. */
static void test_AD_SET_03_control_ratings_in_record(void **state)
{
	struct adt x;

	adt_new(&x, 57, 43, NULL);
	assert_int_equal(rink_ad_game_team(x.g, HOME)->control, 57);
	assert_int_equal(rink_ad_game_team(x.g, AWAY)->control, 43);
	/* at 5 on 5 the procedures start from them unmodified */
	assert_int_equal(rink_ad_control_now(x.s, HOME), 57);
	assert_int_equal(rink_ad_control_now(x.s, AWAY), 43);
	json_t *v = rink_state_view_json(x.s, RINK_ALL_SEATS);
	assert_string_equal(json_string_value(json_object_get(v, "home")), "HOM");
	json_decref(v);
	adt_free(&x);
}

/* Checks AD-SET-04. */
static void test_AD_SET_04_same_seed_same_game(void **state)
{
	struct adt x;
	rink_state *a, *b, *c;

	adt_new(&x, 50, 50, NULL);
	a = rink_state_new(x.g, 7);
	b = rink_state_new(x.g, 7);
	c = rink_state_new(x.g, 8);
	assert_true(rink_state_equal(a, b)); /* the shuffle comes from the seed */
	assert_false(rink_state_equal(a, c));
	rink_ad_play_out(a, NULL);
	rink_ad_play_out(b, NULL);
	assert_true(rink_state_equal(a, b));
	assert_memory_equal(rink_ad_box(a), rink_ad_box(b), sizeof(struct rink_ad_box));
	rink_state_free(a);
	rink_state_free(b);
	rink_state_free(c);
	adt_free(&x);
}

/* Checks AD-SET-05. */
static void test_AD_SET_05_home_fixed(void **state)
{
	struct adt x;

	adt_new(&x, 50, 60, NULL);
	assert_int_equal(rink_game_num_seats(x.g), 2);
	assert_string_equal(rink_ad_game_team(x.g, 0)->abbr, "HOM");
	/* the opening face-off: nobody controls, so the home card is first and
	 * equal distances go home (AD-FO-07): 40 vs 50 */
	adt_stack(&x, 40, 50, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[0], HOME);
	adt_free(&x);
}

/* Checks AD-SET-06. */
static void test_AD_SET_06_tournament_fixed_at_creation(void **state)
{
	struct adt x, y;

	adt_new(&x, 50, 50, "tournament=true");
	adt_new(&y, 50, 50, NULL);
	assert_non_null(strstr(rink_game_params(x.g), "tournament=1"));
	assert_non_null(strstr(rink_game_params(y.g), "tournament=0"));
	adt_free(&x);
	adt_free(&y);
}

/* ---- cards and zones --------------------------------------------------------------- */

/* Checks AD-CARD-01, AD-CARD-02. */
static void test_AD_CARD_01_02_entries_are_the_seven(void **state)
{
	struct adt x;

	adt_new(&x, 50, 50, NULL);
	for (int c = 1; c <= 100; c++)
		for (int z = 0; z < 3; z++)
			assert_true(x.rules.entry[c][z] <= RINK_AD_SHT);
	/* AD-GAP-03: no P1 in A and no P-1 in D */
	assert_int_equal(rink_ad_card_with(x.g, ZA, RINK_AD_P1, 0), -1);
	assert_int_equal(rink_ad_card_with(x.g, ZD, RINK_AD_PM1, 0), -1);
	adt_free(&x);
}

/* Checks AD-CARD-02, AD-GAP-01, AD-GAP-03. */
static void test_AD_CARD_02_bad_deck_rejected(void **state)
{
	char path[] = "/tmp/rink-ad-deckXXXXXX";
	int fd = mkstemp(path);
	struct rink_ad_rules r;
	struct rink_error err;
	FILE *f = fdopen(fd, "w");

	fputs("number,A,M,D\n", f);
	for (int i = 1; i <= 100; i++)
		fprintf(f, "%d,SHT,%s,P1\n", i, i == 7 ? "ICING" : "CTL");
	fclose(f);
	assert_int_not_equal(rink_ad_rules_load(&r, path, NULL, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, ":8: unknown entry 'ICING'"));
	f = fopen(path, "w");
	fputs("number,A,M,D\n", f);
	for (int i = 1; i <= 100; i++)
		fprintf(f, "%d,%s,CTL,P1\n", i, i == 3 ? "P1" : "SHT");
	fclose(f);
	assert_int_not_equal(rink_ad_rules_load(&r, path, NULL, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "AD-GAP-03"));
	f = fopen(path, "w");
	fputs("number,A,M,D\n", f);
	for (int i = 1; i <= 99; i++)
		fprintf(f, "%d,SHT,CTL,P1\n", i);
	fclose(f);
	assert_int_not_equal(rink_ad_rules_load(&r, path, NULL, NULL, NULL, &err), RINK_OK);
	assert_non_null(strstr(err.text, "99 cards"));
	remove(path);
}

/* Checks AD-CARD-03. */
static void test_AD_CARD_03_one_controller_one_zone(void **state)
{
	struct adt x;

	adt_new(&x, 50, 50, NULL);
	for (int i = 0; i < 300 && !rink_state_is_over(x.s); i++) {
		struct rink_ad_pos p;
		if (rink_state_to_move(x.s) != 1u) {
			rink_state_apply(x.s, __builtin_ctz(rink_state_to_move(x.s)),
			                 rink_ad_auto_action(x.s, 0), NULL, NULL);
			continue;
		}
		adt_next(&x);
		p = adt_pos(&x);
		assert_true(p.poss == 0 || p.poss == 1);
		assert_true(p.zone >= ZD && p.zone <= ZA);
	}
	adt_free(&x);
}

/* Checks AD-CARD-04, AD-CARD-05. */
static void test_AD_CARD_04_05_zone_seen_by_controller(void **state)
{
	struct adt x;
	int c = -1;

	adt_new(&x, 50, 50, NULL);
	for (int k = 1; k <= 100 && c < 0; k++)
		if (x.rules.entry[k][ZA] == RINK_AD_P0 && x.rules.entry[k][ZD] == RINK_AD_P1)
			c = k;
	assert_true(c > 0);
	/* home in the visitor's end: its A entry (P0) */
	rink_ad_set_pos(x.s, HOME, ZA, false, false);
	adt_stack(&x, c, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_ENTRY)->arg[3], RINK_AD_P0);
	assert_int_equal(adt_pos(&x).zone, ZA);
	adt_free(&x);
	/* the visitor at the same spot is in its D: its D entry (P1) */
	adt_new(&x, 50, 50, NULL);
	rink_ad_set_pos(x.s, AWAY, ZD, false, false);
	adt_stack(&x, c, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_ENTRY)->arg[3], RINK_AD_P1);
	assert_int_equal(adt_pos(&x).zone, ZM);
	adt_free(&x);
}

/* Checks AD-CARD-06, AD-CARD-07. */
static void test_AD_CARD_06_07_procedure_takes_new_cards(void **state)
{
	struct adt x;
	int card;

	adt_new(&x, 50, 50, NULL);
	/* a CTL entry card is not one of the draw's two cards */
	card = adt_setup(&x, HOME, ZM, RINK_AD_CTL, 45, 30, 0);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_CONTROL);
	assert_int_equal(e->arg[0], 45);
	assert_int_equal(e->arg[1], 30);
	assert_int_not_equal(card, 45);
	assert_int_equal(adt_pos(&x).cards_left, left - 3); /* entry + two numbers */
	adt_free(&x);
}

/* ---- passes ---------------------------------------------------------------------- */

static void pass_case(int zone, int entry, int expect)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, zone, entry, 0);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	struct rink_ad_pos p = adt_pos(&x);
	assert_int_equal(p.poss, HOME);
	assert_int_equal(p.zone, expect);
	assert_int_equal(p.cards_left, left - 1); /* AD-PASS-04: the one card */
	assert_int_equal(rink_ad_box(x.s)->score[0] + rink_ad_box(x.s)->score[1], 0);
	assert_int_equal(p.skaters[0], 5);
	adt_free(&x);
}

/* Checks AD-PASS-01. */
static void test_AD_PASS_01_p1_forward(void **state)
{
	pass_case(ZD, RINK_AD_P1, ZM);
	pass_case(ZM, RINK_AD_P1, ZA);
}

/* Checks AD-PASS-02. */
static void test_AD_PASS_02_p0_stays(void **state)
{
	pass_case(ZD, RINK_AD_P0, ZD);
	pass_case(ZM, RINK_AD_P0, ZM);
	pass_case(ZA, RINK_AD_P0, ZA);
}

/* Checks AD-PASS-03. */
static void test_AD_PASS_03_pm1_back(void **state)
{
	pass_case(ZA, RINK_AD_PM1, ZM);
	pass_case(ZM, RINK_AD_PM1, ZD);
}

/* Checks AD-PASS-04. */
static void test_AD_PASS_04_pass_changes_nothing_else(void **state)
{
	pass_case(ZM, RINK_AD_P0, ZM); /* possession, score, strength checked */
}

/* Checks AD-PASS-05. */
static void test_AD_PASS_05_direction_follows_possession(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, AWAY, ZM, RINK_AD_P1, 0);
	adt_next(&x);
	/* the visitor's A is the home team's D */
	assert_int_equal(adt_pos(&x).poss, AWAY);
	assert_int_equal(adt_pos(&x).zone, ZA);
	json_t *v = rink_state_view_json(x.s, RINK_ALL_SEATS);
	assert_string_equal(json_string_value(json_object_get(v, "possession")), "AWY");
	json_decref(v);
	adt_free(&x);
	pass_case(ZM, RINK_AD_P1, ZA);
}

/* ---- control draws ------------------------------------------------------------------- */

static struct rink_ad_pos ctl(int hc, int ac, int poss, int zone, int c1, int c2,
                              const char *params)
{
	struct adt x;
	adt_new(&x, hc, ac, params);
	adt_setup(&x, poss, zone, RINK_AD_CTL, c1, c2, 0);
	adt_next(&x);
	struct rink_ad_pos p = adt_pos(&x);
	const struct rink_event *e = adt_last(&x, RINK_AD_EV_CONTROL);
	assert_int_equal(e->arg[2], c1 + (poss == HOME ? hc : ac));
	assert_int_equal(e->arg[3], c2 + (poss == HOME ? ac : hc));
	adt_free(&x);
	return p;
}

/* Checks AD-CTL-01. */
static void test_AD_CTL_01_first_card_controlling_team(void **state)
{
	ctl(50, 40, HOME, ZM, 30, 45, NULL); /* totals checked inside */
	ctl(50, 40, AWAY, ZM, 30, 45, NULL);
}

/* Checks AD-CTL-02. */
static void test_AD_CTL_02_higher_total_holds(void **state)
{
	assert_int_equal(ctl(50, 50, HOME, ZD, 60, 20, NULL).poss, HOME);
	assert_int_equal(ctl(50, 50, HOME, ZD, 20, 60, NULL).poss, AWAY);
}

/* Checks AD-CTL-03. */
static void test_AD_CTL_03_card_order_decides(void **state)
{
	struct rink_ad_pos p = ctl(50, 40, HOME, ZM, 30, 45, NULL); /* 80 vs 85 */
	assert_int_equal(p.poss, AWAY);
	p = ctl(50, 40, HOME, ZM, 45, 30, NULL); /* 95 vs 70 */
	assert_int_equal(p.poss, HOME);
}

/* Checks AD-CTL-04. */
static void test_AD_CTL_04_win_in_d_advances(void **state)
{
	struct rink_ad_pos p = ctl(50, 50, HOME, ZD, 60, 20, NULL);
	assert_int_equal(p.poss, HOME);
	assert_int_equal(p.zone, ZM);
	assert_false(p.shot);
}

/* Checks AD-CTL-05. */
static void test_AD_CTL_05_win_in_m_advances(void **state)
{
	struct rink_ad_pos p = ctl(50, 50, HOME, ZM, 60, 20, NULL);
	assert_int_equal(p.zone, ZA);
	assert_false(p.shot);
}

/* Checks AD-CTL-06. */
static void test_AD_CTL_06_steal_in_m(void **state)
{
	struct rink_ad_pos p = ctl(50, 50, HOME, ZM, 20, 60, NULL);
	assert_int_equal(p.poss, AWAY);
	assert_int_equal(p.zone, ZA); /* the former controller's D */
}

/* Checks AD-CTL-07, AD-GAP-06. */
static void test_AD_CTL_07_regain_in_a_shoots(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZA, RINK_AD_CTL, 60, 20, 0);
	adt_next(&x);
	assert_true(adt_pos(&x).shot);
	/* the very next card is the shot's selection card, no entry read */
	int entries = adt_count(&x, RINK_AD_EV_ENTRY);
	adt_stack(&x, 26, 12, 0); /* A shoots, 12 within 12: a goal */
	adt_next(&x);
	assert_int_equal(adt_count(&x, RINK_AD_EV_ENTRY), entries);
	assert_int_equal(adt_last(&x, RINK_AD_EV_SHOT)->arg[2], 26);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	adt_free(&x);
}

/* Checks AD-CTL-08, AD-GAP-04. */
static void test_AD_CTL_08_GAP_04_steal_in_a(void **state)
{
	/* a steal in the controller's A: the winner advances from its D to M,
	 * and nobody shoots */
	struct rink_ad_pos p = ctl(50, 50, HOME, ZA, 20, 60, NULL);
	assert_int_equal(p.poss, AWAY);
	assert_int_equal(p.zone, ZM);
	assert_false(p.shot);
	/* a steal in the controller's D leaves the winner in its A, no shot */
	p = ctl(50, 50, HOME, ZD, 20, 60, NULL);
	assert_int_equal(p.poss, AWAY);
	assert_int_equal(p.zone, ZA);
	assert_false(p.shot);
}

/* Checks AD-CTL-09, AD-GAP-15. */
static void test_AD_CTL_09_GAP_15_draws_time_penalties(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, "attempts=pp");
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	adt_setup(&x, HOME, ZD, RINK_AD_CTL, 60, 20, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_left[0], 3);
	/* a pass is no control attempt, in either reading */
	adt_setup(&x, HOME, ZD, RINK_AD_P1, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_left[0], 3);
	/* (a): a draw with the short-handed team in control does not count */
	adt_setup(&x, AWAY, ZD, RINK_AD_CTL, 60, 20, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_left[0], 3);
	adt_free(&x);
	/* (b), the default: every control draw counts, a pass does not */
	adt_new(&x, 50, 50, NULL);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	adt_setup(&x, AWAY, ZD, RINK_AD_CTL, 60, 20, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_left[0], 3);
	adt_setup(&x, AWAY, ZD, RINK_AD_P0, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_left[0], 3);
	adt_free(&x);
}

/* Checks AD-GAP-05. */
static void test_AD_GAP_05_equal_totals_stay(void **state)
{
	struct rink_ad_pos p = ctl(50, 40, HOME, ZM, 30, 40, NULL); /* 80 = 80 */
	assert_int_equal(p.poss, HOME);
	assert_int_equal(p.zone, ZM);
	p = ctl(50, 40, HOME, ZA, 30, 40, NULL);
	assert_false(p.shot);
}

/* ---- face-offs --------------------------------------------------------------------------- */

static int fo(int hc, int ac, int hcard, int acard)
{
	struct adt x;
	adt_new(&x, hc, ac, NULL);
	rink_ad_set_pos(x.s, HOME, ZM, true, false);
	adt_stack(&x, hcard, acard, 0);
	int left = adt_pos(&x).cards_left;
	adt_next(&x);
	int w = adt_pos(&x).poss;
	assert_int_equal(adt_pos(&x).cards_left, left - 2); /* AD-FO-08: two cards */
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[1], hcard);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[2], acard);
	adt_free(&x);
	return w;
}

/* Checks AD-FO-01, AD-GAP-08. */
static void test_AD_FO_01_faceoffs_held(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* the game starts with one, in M */
	assert_true(adt_pos(&x).faceoff);
	adt_next(&x);
	assert_int_equal(adt_count(&x, RINK_AD_EV_FACEOFF), 1);
	assert_int_equal(adt_pos(&x).zone, ZM);
	/* a goal is followed by one */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 12, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[0], 1);
	assert_true(adt_pos(&x).faceoff);
	/* a FO entry calls one at once, in the puck's zone */
	adt_setup(&x, HOME, ZD, RINK_AD_FO, 0);
	int n = adt_count(&x, RINK_AD_EV_FACEOFF);
	adt_next(&x);
	assert_int_equal(adt_count(&x, RINK_AD_EV_FACEOFF), n + 1);
	adt_free(&x);
	/* periods 2 and 3 and overtime (tied 0-0) start with one in M,
	 * wherever the puck was when the last period ended */
	for (int p = 1; p <= 3; p++) {
		adt_new(&x, 50, 50, NULL);
		rink_ad_set_period(x.s, p, 100);
		rink_ad_set_pos(x.s, AWAY, ZA, false, false);
		adt_next(&x); /* the period ends, the next starts */
		assert_int_equal(adt_pos(&x).period, p + 1);
		size_t i = 0;
		while (i < x.ev.n && x.ev.v[i].type != RINK_AD_EV_PERIOD)
			i++;
		assert_true(i + 1 < x.ev.n);
		assert_int_equal(x.ev.v[i].arg[0], p + 1);
		assert_int_equal(x.ev.v[i + 1].type, RINK_AD_EV_FACEOFF);
		assert_int_equal(x.ev.v[i + 1].arg[3], ZM); /* the winner's M */
		assert_int_equal(adt_pos(&x).zone, ZM);
		adt_free(&x);
	}
}

/* Checks AD-FO-02, AD-GAP-07. */
static void test_AD_FO_02_GAP_07_own_rating(void **state)
{
	/* home 30 draws 30 (exact), visitor 80 draws 31 (49 under) */
	assert_int_equal(fo(30, 80, 30, 31), HOME);
	/* the same numbers the other way round */
	assert_int_equal(fo(80, 30, 31, 30), AWAY);
}

/* Checks AD-GAP-07 (a): the first card is the controlling team's, and the
 * home team's when nobody controls, as after a goal, whoever scored it. */
static void test_AD_GAP_07_first_card(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* the visitor controls: the first card (20) is the visitor's */
	rink_ad_set_pos(x.s, AWAY, ZM, true, false);
	adt_stack(&x, 20, 70, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[1], 70);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[2], 20);
	assert_int_equal(adt_pos(&x).poss, AWAY);
	/* the visitor scores (A, even 26, PCT 12, 12): the face-off after it
	 * is nobody's, so the first card (20) is the home team's */
	adt_setup(&x, AWAY, ZA, RINK_AD_SHT, 26, 12, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->score[1], 1);
	assert_true(adt_pos(&x).faceoff);
	adt_stack(&x, 20, 70, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[1], 20);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[2], 70);
	assert_int_equal(adt_pos(&x).poss, HOME);
	adt_free(&x);
}

/* Checks AD-FO-03. */
static void test_AD_FO_03_under_beats_over(void **state)
{
	assert_int_equal(fo(50, 60, 51, 10), AWAY);
}

/* Checks AD-FO-04. */
static void test_AD_FO_04_both_under_closer_wins(void **state)
{
	assert_int_equal(fo(50, 60, 45, 58), AWAY);
}

/* Checks AD-FO-05. */
static void test_AD_FO_05_equal_is_best(void **state)
{
	assert_int_equal(fo(50, 60, 50, 59), HOME);
}

/* Checks AD-FO-06. */
static void test_AD_FO_06_both_over_less_over_wins(void **state)
{
	assert_int_equal(fo(50, 60, 70, 90), HOME);
}

/* Checks AD-FO-07. */
static void test_AD_FO_07_ties_home(void **state)
{
	assert_int_equal(fo(50, 60, 40, 50), HOME);
	assert_int_equal(fo(50, 60, 55, 65), HOME);
	assert_int_equal(fo(50, 60, 50, 60), HOME);
}

/* Checks AD-FO-08, AD-GAP-08. */
static void test_AD_FO_08_GAP_08_winner_in_zone(void **state)
{
	struct adt x;
	adt_new(&x, 50, 60, NULL);
	/* a face-off in home's D won by the visitor: the visitor's A */
	rink_ad_set_pos(x.s, HOME, ZD, true, false);
	adt_stack(&x, 51, 10, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).poss, AWAY);
	assert_int_equal(adt_pos(&x).zone, ZA);
	assert_false(adt_pos(&x).shot);
	/* a FO entry read by the visitor in its D: the face-off is there,
	 * which is the home team's A, and the home team wins it (the
	 * visitor's card first: 90 over 60; home 50 on 50) */
	adt_setup(&x, AWAY, ZD, RINK_AD_FO, 90, 50, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[1], 50);
	assert_int_equal(adt_pos(&x).poss, HOME);
	assert_int_equal(adt_pos(&x).zone, ZA);
	assert_int_equal(adt_last(&x, RINK_AD_EV_FACEOFF)->arg[3], ZA);
	adt_free(&x);
}

/* Checks AD-GAP-09. */
static void test_AD_GAP_09_faceoff_uses_modified_rating(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* 4 on 4: both ratings 55; home 55 is exact, visitor 54 is 1 under */
	rink_ad_add_penalty(x.s, HOME, P_A, RINK_AD_MINOR, 4);
	rink_ad_add_penalty(x.s, AWAY, P_A, RINK_AD_MINOR, 4);
	rink_ad_set_pos(x.s, AWAY, ZM, true, false);
	adt_stack(&x, 54, 55, 0); /* the visitor controls: its card first */
	adt_next(&x);
	assert_int_equal(adt_pos(&x).poss, HOME);
	adt_free(&x);
}

/* ---- penalties ----------------------------------------------------------------------------- */

/* A PEN entry for home in zone, check card n, chart card 50 (minor),
 * player card pc. */
static struct rink_ad_pos pen(int zone, int n, int pc, struct adt *keep)
{
	struct adt own, *x = keep ? keep : &own;
	adt_new(x, 50, 50, NULL);
	adt_setup(x, HOME, zone, RINK_AD_PEN_E, n, 50, pc, 0);
	adt_next(x);
	struct rink_ad_pos p = adt_pos(x);
	assert_int_equal(adt_last(x, RINK_AD_EV_PENCHECK)->arg[0], n);
	if (!keep)
		adt_free(x);
	return p;
}

/* Checks AD-PEN-01, AD-GAP-10. */
static void test_AD_PEN_01_two_ranges(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* GAP-10 (a): offensive range from the controller's first number,
	 * defensive from the other team's second */
	x.t[0].pen_off = 20;
	x.t[1].pen_def = 95;
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 20, 50, 16, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_PENCHECK)->arg[1], HOME);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 94, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_PENCHECK)->arg[1], -1);
	adt_free(&x);
}

/* Checks AD-PEN-02, AD-PEN-04. */
static void test_AD_PEN_02_04_offensive_penalizes_controller(void **state)
{
	struct rink_ad_pos p = pen(ZM, 9, 16, NULL);
	assert_int_equal(p.npen, 1);
	assert_int_equal(p.pen_team[0], HOME);
	assert_int_equal(p.skaters[HOME], 4);
}

/* Checks AD-PEN-03, AD-PEN-05. */
static void test_AD_PEN_03_05_defensive_penalizes_other(void **state)
{
	struct rink_ad_pos p = pen(ZM, 92, 16, NULL);
	assert_int_equal(p.pen_team[0], AWAY);
	assert_int_equal(p.skaters[AWAY], 4);
}

/* Checks AD-PEN-06. */
static void test_AD_PEN_06_no_penalty_advances(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZD, RINK_AD_PEN_E, 50, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).zone, ZM);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 50, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).zone, ZA);
	assert_int_equal(adt_pos(&x).poss, HOME);
	assert_int_equal(adt_pos(&x).npen, 0);
	adt_free(&x);
}

/* Checks AD-PEN-07. */
static void test_AD_PEN_07_inclusive_ends(void **state)
{
	assert_int_equal(pen(ZM, 1, 16, NULL).pen_team[0], HOME);
	assert_int_equal(pen(ZM, 11, 16, NULL).pen_team[0], HOME);
	assert_int_equal(pen(ZM, 12, 16, NULL).npen, 0);
	assert_int_equal(pen(ZM, 88, 16, NULL).npen, 0);
	assert_int_equal(pen(ZM, 89, 16, NULL).pen_team[0], AWAY);
	assert_int_equal(pen(ZM, 100, 16, NULL).pen_team[0], AWAY);
}

/* Checks AD-PEN-08, AD-GAP-06. */
static void test_AD_PEN_08_GAP_06_avoided_in_a_shoots(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZA, RINK_AD_PEN_E, 50, 0);
	adt_next(&x);
	assert_true(adt_pos(&x).shot);
	adt_stack(&x, 26, 12, 0); /* the next card selects the shooter */
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_SHOT)->arg[2], 26);
	adt_free(&x);
}

/* Checks AD-PEN-09, AD-GAP-12. */
static void test_AD_PEN_09_GAP_12_chart_result(void **state)
{
	struct adt x;
	/* check card, then one card on the chart, then one on PEN */
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 9, 90, 16, 0);
	adt_next(&x);
	assert_int_equal(x.rules.pen[0][90], RINK_AD_MAJOR);
	assert_int_equal(adt_pos(&x).pen_kind[0], RINK_AD_MAJOR);
	assert_int_equal(adt_pos(&x).pen_left[0], 10);
	assert_int_equal(rink_ad_box(x.s)->pim[HOME], 5);
	adt_free(&x);
	adt_new(&x, 50, 50, NULL);
	adt_setup(&x, HOME, ZM, RINK_AD_PEN_E, 9, 95, 16, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).pen_kind[0], RINK_AD_MISCONDUCT);
	assert_int_equal(adt_pos(&x).skaters[HOME], 5); /* AD-GAP-13 (a) */
	assert_int_equal(rink_ad_box(x.s)->pim[HOME], 10);
	adt_free(&x);
}

/* Checks AD-PEN-10. */
static void test_AD_PEN_10_player_from_pen_column(void **state)
{
	struct adt x;
	pen(ZM, 9, 30, &x); /* PEN 30 is B (26-50) */
	assert_int_equal(adt_pos(&x).pen_player[0], P_B);
	assert_int_equal(rink_ad_box(x.s)->p[HOME][P_B].pim, 2);
	assert_int_equal(rink_ad_out(x.s, HOME, P_B), 5);
	adt_free(&x);
}

/* Checks AD-PEN-11, AD-GAP-11. */
static void test_AD_PEN_11_GAP_11_short_until_expiry(void **state)
{
	struct adt x;
	pen(ZM, 92, 16, &x);
	/* restart: a face-off in the penalized team's D */
	assert_true(adt_pos(&x).faceoff);
	adt_stack(&x, 50, 49, 0); /* home card first: home 50 exact wins */
	adt_next(&x);
	assert_int_equal(adt_pos(&x).poss, HOME);
	assert_int_equal(adt_pos(&x).zone, ZA); /* the visitor's D */
	assert_int_equal(adt_pos(&x).skaters[AWAY], 4);
	adt_free(&x);
}

/* Checks AD-GAP-38. */
static void test_AD_GAP_38_penalty_shot(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	assert_int_equal(x.rules.pen[1][100], RINK_AD_PSHOT);
	/* defensive penalty on the visitor, chart 100: a penalty shot for home;
	 * shooter card 26 names A (PCT 12 + 25 = 37); 37 scores */
	adt_setup(&x, HOME, ZA, RINK_AD_PEN_E, 92, 100, 26, 37, 50, 30, 55, 0);
	adt_next(&x);
	assert_int_equal(adt_last(&x, RINK_AD_EV_PSHOT)->arg[3], 0);
	assert_int_equal(rink_ad_box(x.s)->score[HOME], 1);
	assert_int_equal(adt_pos(&x).npen, 0); /* no minor served */
	/* unassisted, though the assists chart card 50 gives two elsewhere */
	assert_true(rink_ad_box(x.s)->goal[0].pshot);
	assert_int_equal(rink_ad_box(x.s)->goal[0].a1, 255);
	assert_int_equal(rink_ad_box(x.s)->goal[0].a2, 255);
	adt_free(&x);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_SET_01_missing_component_named),
	        cmocka_unit_test(test_AD_SET_02_deck_is_100_cards),
	        cmocka_unit_test(test_AD_SET_03_control_ratings_in_record),
	        cmocka_unit_test(test_AD_SET_04_same_seed_same_game),
	        cmocka_unit_test(test_AD_SET_05_home_fixed),
	        cmocka_unit_test(test_AD_SET_06_tournament_fixed_at_creation),
	        cmocka_unit_test(test_AD_CARD_01_02_entries_are_the_seven),
	        cmocka_unit_test(test_AD_CARD_02_bad_deck_rejected),
	        cmocka_unit_test(test_AD_CARD_03_one_controller_one_zone),
	        cmocka_unit_test(test_AD_CARD_04_05_zone_seen_by_controller),
	        cmocka_unit_test(test_AD_CARD_06_07_procedure_takes_new_cards),
	        cmocka_unit_test(test_AD_PASS_01_p1_forward),
	        cmocka_unit_test(test_AD_PASS_02_p0_stays),
	        cmocka_unit_test(test_AD_PASS_03_pm1_back),
	        cmocka_unit_test(test_AD_PASS_04_pass_changes_nothing_else),
	        cmocka_unit_test(test_AD_PASS_05_direction_follows_possession),
	        cmocka_unit_test(test_AD_CTL_01_first_card_controlling_team),
	        cmocka_unit_test(test_AD_CTL_02_higher_total_holds),
	        cmocka_unit_test(test_AD_CTL_03_card_order_decides),
	        cmocka_unit_test(test_AD_CTL_04_win_in_d_advances),
	        cmocka_unit_test(test_AD_CTL_05_win_in_m_advances),
	        cmocka_unit_test(test_AD_CTL_06_steal_in_m),
	        cmocka_unit_test(test_AD_CTL_07_regain_in_a_shoots),
	        cmocka_unit_test(test_AD_CTL_08_GAP_04_steal_in_a),
	        cmocka_unit_test(test_AD_CTL_09_GAP_15_draws_time_penalties),
	        cmocka_unit_test(test_AD_GAP_05_equal_totals_stay),
	        cmocka_unit_test(test_AD_FO_01_faceoffs_held),
	        cmocka_unit_test(test_AD_FO_02_GAP_07_own_rating),
	        cmocka_unit_test(test_AD_GAP_07_first_card),
	        cmocka_unit_test(test_AD_FO_03_under_beats_over),
	        cmocka_unit_test(test_AD_FO_04_both_under_closer_wins),
	        cmocka_unit_test(test_AD_FO_05_equal_is_best),
	        cmocka_unit_test(test_AD_FO_06_both_over_less_over_wins),
	        cmocka_unit_test(test_AD_FO_07_ties_home),
	        cmocka_unit_test(test_AD_FO_08_GAP_08_winner_in_zone),
	        cmocka_unit_test(test_AD_GAP_09_faceoff_uses_modified_rating),
	        cmocka_unit_test(test_AD_PEN_01_two_ranges),
	        cmocka_unit_test(test_AD_PEN_02_04_offensive_penalizes_controller),
	        cmocka_unit_test(test_AD_PEN_03_05_defensive_penalizes_other),
	        cmocka_unit_test(test_AD_PEN_06_no_penalty_advances),
	        cmocka_unit_test(test_AD_PEN_07_inclusive_ends),
	        cmocka_unit_test(test_AD_PEN_08_GAP_06_avoided_in_a_shoots),
	        cmocka_unit_test(test_AD_PEN_09_GAP_12_chart_result),
	        cmocka_unit_test(test_AD_PEN_10_player_from_pen_column),
	        cmocka_unit_test(test_AD_PEN_11_GAP_11_short_until_expiry),
	        cmocka_unit_test(test_AD_GAP_38_penalty_shot),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
