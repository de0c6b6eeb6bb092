/*
 * tests/unit/test_ad_run.c: the loop that plays games without
 * play-by-play (rink__ad_run, play.c) against the general loop that every
 * rule test drives.
 *
 * The rule tests play sequence by sequence (stop=sequence) or with events,
 * and both of those take the general loop. A game played out with no
 * events takes the register loop for most of its sequences. The two must
 * give the same game from the same seed, to the last byte of the state:
 * the same cards drawn in the same order, the same box score, the same
 * generator. Checked here over many seeds, every parameter that the loop
 * reads, real charts and the test chart (shared PEN numbers, and
 * variants sharing a SHOT or a FACED number, which the loop hands over).
 */
#include "ad_testutil.h"
#include "games/actiondeck/ad_int.h"

static const char *const param_sets[] = {
        "",
        "regular_shootout=true",
        "attempts=pp",
        "minor_cards=0,major_cards=0",
        "minor_cards=3,major_cards=5",
        "pull_cards=0",
        "pull_cards=40,pull_deficit=2",
        "overtime_cards=0,tournament=true",
        "overtime_cards=100,regular_shootout=true",
};

/* Plays seeds [0, n) of g both ways and compares the finished states. */
static void compare_games(rink_game *g, uint64_t n)
{
	struct rink_events ev = {0};

	for (uint64_t seed = 0; seed < n; seed++) {
		rink_state *a = rink_state_new(g, seed), *b = rink_state_new(g, seed);
		rink_events_clear(&ev);
		rink_ad_play_out(a, NULL); /* the register loop where it can */
		rink_ad_play_out(b, &ev);  /* events: the general loop only */
		if (!rink_state_equal(a, b)) {
			const struct rink_ad_box *x = rink_ad_box(a), *y = rink_ad_box(b);
			fail_msg("seed %llu: %d-%d without events, %d-%d with them",
			         (unsigned long long)seed, x->score[0], x->score[1], y->score[0],
			         y->score[1]);
		}
		assert_true(((const struct ad_state *)a)->phase == AD_PH_OVER);
		rink_state_free(a);
		rink_state_free(b);
	}
	rink_events_free(&ev);
}

/* Checks AD-SET-04 (a game is reproduced by its seed) across the two
 * loops, with the league's charts. */
static void test_AD_SET_04_register_loop_plays_as_general_loop(void **state)
{
	static const char *const pairs[][2] = {
	        {"BOS", "TOR"}, {"CHI", "COL"}, {"NJD", "ANA"}, {"VGK", "SJS"}};
	struct rink_error err;

	for (size_t p = 0; p < sizeof(param_sets) / sizeof(*param_sets); p++)
		for (size_t k = 0; k < sizeof(pairs) / sizeof(*pairs); k++) {
			char params[256];
			snprintf(params, sizeof(params),
			         "home=actiondeck/league/%s.csv,away=actiondeck/league/%s.csv%s%s",
			         pairs[k][0], pairs[k][1], *param_sets[p] ? "," : "",
			         param_sets[p]);
			rink_game *g = rink_game_new("actiondeck", params, &err);
			if (!g)
				fail_msg("%s: %s", params, err.text);
			compare_games(g, 300);
			rink_game_free(g);
		}
}

/* The test chart both sides, with shared numbers where shared says:
 * 1 a SHOT number (B and C both end at 35), 2 a FACED number (K and L
 * both end at 100). */
static rink_game *test_chart_game(struct adt *x, int shared, const char *params)
{
	struct rink_error err;

	memset(x, 0, sizeof(*x));
	for (int t = 0; t < 2; t++) {
		adt_chart(&x->t[t], t ? "AWY" : "HOM", t ? 45 : 55, 11, 89);
		if (shared == 1)
			x->t[t].p[P_C].col[RINK_AD_SHOT] = 35;
		if (shared == 2)
			x->t[t].p[P_K].col[RINK_AD_FACED] = 100;
		if (rink_ad_team_index(&x->t[t], "test chart", &err) != RINK_OK)
			fail_msg("test chart: %s", err.text);
	}
	if (rink_ad_rules_load(&x->rules, NULL, NULL, NULL, NULL, &err) != RINK_OK)
		fail_msg("rules: %s", err.text);
	rink_game *g = rink_ad_game_new(&x->t[0], &x->t[1], &x->rules, params, &err);
	if (!g)
		fail_msg("game: %s", err.text);
	return g;
}

/* Checks AD-DUP-01 and AD-GAP-17 (a) across the two loops: shared
 * numbers and players out or in the box are handed over, and still give
 * the same game. */
static void test_AD_DUP_01_register_loop_hands_over_shared_numbers(void **state)
{
	for (int shared = 0; shared < 3; shared++) {
		struct adt x;
		rink_game *g = test_chart_game(&x, shared, "regular_shootout=true");
		if (shared == 1) /* the group exists: the loop must hand it over */
			assert_int_equal(x.t[0].gsize[RINK_AD_SHOT][35], 2);
		if (shared == 2)
			assert_int_equal(x.t[0].gsize[RINK_AD_FACED][100], 2);
		compare_games(g, 1500);
		rink_game_free(g);
	}
}

/* The guard on rebounds counts a shot's rebounds the same in both loops,
 * also where the register loop hands the shot over midway (at the end of
 * each numbers deck, every 25-30 rebounds). Built in memory, as the
 * loader refuses such files: a save chart of rebounds on every card but
 * 100, shooters who never score at even strength (PCT 0), goalies who
 * save everything (SAVE% 100) and penalties on one card in a hundred, so
 * that most shots reach the guard. */
static void test_rebound_guard_counted_across_the_hand_over(void **state)
{
	struct adt x;
	rink_game *g = test_chart_game(&x, 0, "regular_shootout=true");
	rink_game_free(g);
	for (int t = 0; t < 2; t++) {
		x.t[t].pen_off = 1;
		x.t[t].pen_def = 100;
		for (int i = 0; i < x.t[t].n; i++) {
			if (x.t[t].p[i].goalie)
				x.t[t].p[i].save = 100;
			else if (x.t[t].p[i].pct != RINK_AD_DASH)
				x.t[t].p[i].pct = 0;
		}
	}
	for (int k = 0; k < RINK_AD_NSAVE; k++)
		for (int c = 1; c <= 100; c++)
			x.rules.save[k][c] = c == 100 ? RINK_AD_COVER : RINK_AD_REBOUND;
	struct rink_error err;
	g = rink_ad_game_new(&x.t[0], &x.t[1], &x.rules, "regular_shootout=true", &err);
	if (!g)
		fail_msg("game: %s", err.text);
	compare_games(g, 200);
	rink_game_free(g);
}

/* The register loop runs, stops only where it says (the cards reach
 * stop, the game stops playing; no goalie is pulled here, so no empty-net
 * shot is owed), and a game it leaves there is finished by the general
 * loop as if that loop had played it all. */
static void test_register_loop_runs_and_stops_where_it_says(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", NULL, &err);
	assert_non_null(g);
	struct rink_events ev = {0};
	for (uint64_t seed = 0; seed < 300; seed++) {
		rink_state *a = rink_state_new(g, seed), *b = rink_state_new(g, seed);
		struct ad_state *s = (struct ad_state *)a, *r = (struct ad_state *)b;
		int stop = 10 + (int)(seed % 90);
		rink_events_clear(&ev);
		/* both begin as "next" does: the opening face-off (which deals
		 * the first numbers deck) by the general loop */
		s->phase = r->phase = AD_PH_PLAY;
		rink__ad_sequence(s, NULL);
		rink__ad_sequence(r, &ev);
		uint16_t before = s->seq;
		rink__ad_run(s, stop);
		assert_true(s->seq > before);
		assert_true(s->pos <= stop);
		assert_true(s->pos == stop || s->phase != AD_PH_PLAY);
		rink__ad_advance(s, NULL);
		rink__ad_advance(r, &ev);
		rink_ad_play_out(a, NULL);
		rink_ad_play_out(b, &ev);
		assert_true(rink_state_equal(a, b));
		rink_state_free(a);
		rink_state_free(b);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

/* Checks AD-GAP-31 (a) across the two loops: a face-off won by the team
 * facing an empty net owes its shot, whichever team had the puck, and
 * the register loop stops there for the general loop, the state the same
 * as after the general loop's face-off. rink__ad_advance never hands the
 * register loop a game with a goalie pulled; called directly, it must
 * still play the face-off as rink__ad_faceoff does. */
static void test_AD_GAP_31_register_loop_faceoff_at_an_empty_net(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", NULL, &err);
	assert_non_null(g);
	for (uint64_t seed = 0; seed < 20; seed++) {
		rink_state *a = rink_state_new(g, seed), *b = rink_state_new(g, seed);
		struct ad_state *s = (struct ad_state *)a, *r = (struct ad_state *)b;
		int before = (int)(seed & 1);
		/* the opening face-off (which deals the first numbers deck) */
		s->phase = r->phase = AD_PH_PLAY;
		rink__ad_sequence(s, NULL);
		rink__ad_sequence(r, NULL);
		/* home pulled its goalie; a face-off in M whose first card goes
		 * to the team that had the puck: the visitor's 1 beats home's
		 * 100 */
		uint8_t fo[2] = {before == 0 ? 100 : 1, before == 0 ? 1 : 100};
		for (int k = 0; k < 2; k++) {
			struct ad_state *t = k ? r : s;
			t->pulled[0] = 1;
			rink__ad_mods(t);
			t->poss = (uint8_t)before;
			t->fo = 1;
			t->fo_neutral = 0;
			t->fo_zone_home = RINK_AD_ZM;
			t->en_shot = 0;
			t->npos = 0; /* every number back in play */
			assert_int_equal(rink_ad_stack_numbers(k ? b : a, fo, 2), RINK_OK);
		}
		uint16_t seq0 = s->seq;
		rink__ad_run(s, s->limit);
		rink__ad_sequence(r, NULL);
		assert_int_equal(r->poss, 1);
		assert_true(r->en_shot);
		assert_int_equal(s->seq, seq0 + 1); /* stopped after the face-off */
		assert_true(rink_state_equal(a, b));
		rink_state_free(a);
		rink_state_free(b);
	}
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_AD_SET_04_register_loop_plays_as_general_loop),
	        cmocka_unit_test(test_AD_DUP_01_register_loop_hands_over_shared_numbers),
	        cmocka_unit_test(test_rebound_guard_counted_across_the_hand_over),
	        cmocka_unit_test(test_register_loop_runs_and_stops_where_it_says),
	        cmocka_unit_test(test_AD_GAP_31_register_loop_faceoff_at_an_empty_net),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
