/*
 * tests/unit/test_ad_sim.c: whole Action Deck games: seeded games
 * reproduced exactly, invariants over many random games (the score equals
 * the goals recorded, skaters on the ice match the penalties, the deck is
 * a permutation), the interface's notation and views, and a season; the
 * fast shuffle and the branch-free paths checked against plain versions.
 */
#include "ad_testutil.h"
#include "games/actiondeck/ad_int.h"
#include "rink/rng.h"

/* The plain shuffle rink__ad_shuffle100 must equal: inside-out
 * Fisher-Yates from the second card up (card i + 1 dealt to place j, the
 * card there moving to place i), each bound i + 1 drawn by Lemire's
 * multiply-shift (with its rejection) on the next 16 bits of the
 * generator, low bits first. */
static void reference_shuffle(struct rink_rng *rng, uint8_t *d)
{
	uint64_t x = 0;
	int left = 0;

	d[0] = 1;
	for (uint32_t i = 1; i < 100; i++) {
		uint32_t bound = i + 1, m;
		do {
			if (!left) {
				x = rink_rng_next(rng);
				left = 4;
			}
			m = (uint32_t)(x & 0xffff) * bound;
			x >>= 16;
			left--;
		} while ((m & 0xffff) < 65536u % bound);
		d[i] = d[m >> 16];
		d[m >> 16] = (uint8_t)(i + 1);
	}
}

/* Checks AD-SET-04. */
static void test_AD_SET_04_shuffle_is_plain_fisher_yates(void **state)
{
	uint8_t a[100], b[100];
	long where[100] = {0};

	for (uint64_t seed = 0; seed < 20000; seed++) {
		struct rink_rng r1, r2;
		rink_rng_seed(&r1, seed);
		r2 = r1;
		rink__ad_shuffle100(&r1, a);
		reference_shuffle(&r2, b);
		assert_memory_equal(a, b, sizeof(a));
		assert_memory_equal(&r1, &r2, sizeof(r1));
		for (int i = 0; i < 100; i++)
			if (a[i] == 1)
				where[i]++;
	}
	/* and uniform: card 1 in each place 200 times, chi-square with 99
	 * degrees of freedom far below its 0.1% point (148.2) */
	double chi2 = 0;
	for (int i = 0; i < 100; i++)
		chi2 += (where[i] - 200.0) * (where[i] - 200.0) / 200.0;
	assert_true(chi2 < 148.2);
}

/* Events and stop=sequence only watch: the same seeds play the same
 * games without them (no events takes other paths through the code). */
static void test_events_and_stops_change_nothing(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", "regular_shootout=true", &err);
	rink_game *gs = rink_game_new("actiondeck", "regular_shootout=true,stop=sequence", &err);
	assert_non_null(g);
	assert_non_null(gs);
	struct rink_events ev = {0};
	for (uint64_t seed = 0; seed < 200; seed++) {
		rink_state *a = rink_state_new(g, seed), *b = rink_state_new(g, seed);
		rink_state *c = rink_state_new(gs, seed);
		rink_events_clear(&ev);
		rink_ad_play_out(a, NULL);
		rink_ad_play_out(b, &ev);
		rink_ad_play_out(c, NULL);
		assert_true(rink_state_equal(a, b));
		assert_memory_equal(rink_ad_box(a), rink_ad_box(c), sizeof(struct rink_ad_box));
		rink_state_free(a);
		rink_state_free(b);
		rink_state_free(c);
	}
	rink_events_free(&ev);
	rink_game_free(g);
	rink_game_free(gs);
}

static void test_seeded_game_reproduced(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", NULL, &err);
	assert_non_null(g);
	struct rink_events e1 = {0}, e2 = {0};
	rink_state *a = rink_state_new(g, 2024), *b = rink_state_new(g, 2024);
	rink_ad_play_out(a, &e1);
	rink_ad_play_out(b, &e2);
	assert_true(rink_state_equal(a, b));
	assert_int_equal(e1.n, e2.n);
	assert_memory_equal(e1.v, e2.v, e1.n * sizeof(*e1.v));
	/* a state copied mid-game plays on the same */
	rink_state *c = rink_state_new(g, 99), *d;
	rink_state_apply(c, 0, RINK_AD_ACT_NEXT, NULL, &err);
	d = rink_state_clone(c);
	rink_ad_play_out(c, NULL);
	rink_ad_play_out(d, NULL);
	assert_true(rink_state_equal(c, d));
	rink_events_free(&e1);
	rink_events_free(&e2);
	rink_state_free(a);
	rink_state_free(b);
	rink_state_free(c);
	rink_state_free(d);
	rink_game_free(g);
}

static void test_random_games_keep_invariants(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", "stop=sequence,tournament=true", &err);
	assert_non_null(g);
	struct rink_events ev = {0};
	struct rink_rng rng;
	rink_rng_seed(&rng, 5);
	for (int game = 0; game < 60; game++) {
		rink_state *s = rink_state_new(g, (uint64_t)game);
		rink_events_clear(&ev);
		uint32_t m;
		while ((m = rink_state_to_move(s)) != 0) {
			int seat = (m & 1) ? 0 : 1;
			int a = rink_state_sample_legal(s, seat, &rng);
			assert_int_equal(rink_state_apply(s, seat, a, &ev, &err), RINK_OK);
			if (rink_state_check(s, &err) != RINK_OK)
				fail_msg("game %d: %s", game, err.text);
			struct rink_ad_pos p;
			rink_ad_get_pos(s, &p);
			int box[2] = {0, 0};
			for (int i = 0; i < p.npen; i++)
				if (p.pen_kind[i] <= RINK_AD_MAJOR)
					box[p.pen_team[i]]++;
			for (int t = 0; t < 2; t++)
				assert_int_equal(p.skaters[t], box[t] > 2 ? 3 : 5 - box[t]);
		}
		const struct rink_ad_box *b = rink_ad_box(s);
		int goals[2] = {0, 0};
		for (size_t i = 0; i < ev.n; i++)
			if (ev.v[i].type == RINK_AD_EV_GOAL)
				goals[ev.v[i].arg[0]]++;
		int so = b->decision == RINK_AD_SO;
		assert_int_equal(goals[0] + goals[1] + so, b->score[0] + b->score[1]);
		assert_true(b->decision != RINK_AD_TIE); /* a tournament */
		assert_true(b->score[0] != b->score[1]);
		int shots = 0;
		for (size_t i = 0; i < ev.n; i++)
			shots += ev.v[i].type == RINK_AD_EV_SHOT && ev.v[i].arg[0] == 0 &&
			         (ev.v[i].arg[4] >= 0 || ev.v[i].arg[5]);
		int pshots = 0;
		for (size_t i = 0; i < ev.n; i++)
			pshots += ev.v[i].type == RINK_AD_EV_PSHOT && ev.v[i].arg[0] == 0 &&
			          ev.v[i].arg[3] != 2;
		assert_int_equal(shots + pshots, b->shots[0]);
		rink_state_free(s);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

static void test_notation_and_views(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", "tournament=true", &err);
	rink_state *s = rink_state_new(g, 1);
	char buf[64];
	int a;
	assert_int_equal(rink_action_parse(s, 0, "next", &a, &err), RINK_OK);
	assert_int_equal(a, RINK_AD_ACT_NEXT);
	rink_action_text(s, 0, RINK_AD_ACT_PICK + 2, buf, sizeof(buf));
	assert_string_equal(buf, "pick 3");
	assert_int_equal(rink_action_parse(s, 0, "pick 3", &a, &err), RINK_OK);
	assert_int_equal(a, RINK_AD_ACT_PICK + 2);
	assert_int_not_equal(rink_action_parse(s, 0, "frobnicate", &a, &err), RINK_OK);
	assert_int_not_equal(rink_action_parse(s, 0, "pick Nobody At All", &a, &err), RINK_OK);
	assert_int_not_equal(rink_action_parse(s, 0, "pick +3", &a, &err), RINK_OK);
	/* a start shared by two players picks neither; a whole name picks */
	const struct rink_ad_team *t = rink_ad_game_team(g, 0);
	int shared = 0;
	for (int i = 0; i < t->n && !shared; i++)
		for (int j = i + 1; j < t->n && !shared; j++)
			if (t->p[i].name[0] == t->p[j].name[0]) {
				char pick[80];
				snprintf(pick, sizeof(pick), "pick %c", t->p[i].name[0]);
				assert_int_not_equal(rink_action_parse(s, 0, pick, &a, &err),
				                     RINK_OK);
				assert_non_null(strstr(err.text, "players of"));
				snprintf(pick, sizeof(pick), "pick %s", t->p[j].name);
				assert_int_equal(rink_action_parse(s, 0, pick, &a, &err), RINK_OK);
				assert_int_equal(a, RINK_AD_ACT_PICK + j);
				shared = 1;
			}
	assert_true(shared);
	rink_ad_play_out(s, NULL);
	json_t *v = rink_state_view_json(s, 0);
	assert_string_equal(json_string_value(json_object_get(v, "phase")), "over");
	json_decref(v);
	json_t *b = rink_ad_box_json(g, rink_ad_box(s));
	json_t *teams = json_object_get(b, "teams");
	assert_int_equal(json_array_size(teams), 2);
	assert_int_equal(json_integer_value(json_object_get(json_array_get(teams, 0), "goals")),
	                 rink_ad_box(s)->score[0]);
	json_decref(b);
	FILE *f = tmpfile();
	rink_ad_box_print(g, rink_ad_box(s), f);
	assert_true(ftell(f) > 100);
	fclose(f);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_season_json_shape(void **state)
{
	struct adt x;
	adt_new(&x, 55, 45, NULL);
	struct rink_ad_league l = {.n = 2, .team = x.t, .rules = x.rules};
	int g[20][2];
	for (int i = 0; i < 20; i++) {
		g[i][0] = i % 2;
		g[i][1] = 1 - i % 2;
	}
	struct rink_ad_schedule sc = {.n = 20, .game = g};
	struct rink_ad_season out;
	struct rink_error err;
	assert_int_equal(
	        rink_ad_season_play(&l, &sc, 3, "regular_shootout=true", &out, NULL, NULL, &err),
	        RINK_OK);
	json_t *o = rink_ad_season_json(&l, &out, NULL);
	static const char *const tk[] = {
	        "team",          "gp",       "w",       "l",   "otl", "gf", "ga", "shots_for",
	        "shots_against", "pp_goals", "pp_opps", "pim", "pts"};
	static const char *const sk[] = {"team", "player", "gp", "g", "a", "shots", "pim"};
	static const char *const gk[] = {"team", "player", "gp",     "shots_against", "saves",
	                                 "gs",   "w",      "l",      "otl",           "so",
	                                 "ga",   "gaa",    "sv_pct", "minutes"};
	static const char *const gmk[] = {"home",        "away",     "home_goals",
	                                  "away_goals",  "decision", "home_goalie",
	                                  "away_goalie", "seed",     "params"};
	json_t *t0 = json_array_get(json_object_get(o, "teams"), 0);
	for (size_t i = 0; i < 13; i++)
		assert_non_null(json_object_get(t0, tk[i]));
	assert_int_equal(json_object_size(t0), 13); /* no alignment: no division */
	json_t *games = json_object_get(o, "games");
	assert_int_equal(json_array_size(games), 20);
	for (size_t i = 0; i < 9; i++)
		assert_non_null(json_object_get(json_array_get(games, 0), gmk[i]));
	assert_null(json_object_get(json_array_get(games, 0), "date")); /* none known */
	json_t *s0 = json_array_get(json_object_get(o, "skaters"), 0);
	for (size_t i = 0; i < 7; i++)
		assert_non_null(json_object_get(s0, sk[i]));
	json_t *g0 = json_array_get(json_object_get(o, "goalies"), 0);
	for (size_t i = 0; i < 14; i++)
		assert_non_null(json_object_get(g0, gk[i]));
	int w = 0, gp = 0;
	for (int t = 0; t < 2; t++) {
		w += out.t[t].w;
		gp += out.t[t].gp;
		assert_int_equal(out.t[t].w + out.t[t].l + out.t[t].otl, 20);
	}
	assert_int_equal(w, 20); /* every game has a winner */
	assert_int_equal(out.t[0].gf, out.t[1].ga);
	json_decref(o);
	rink_ad_season_free(&out);
	adt_free(&x);
}

/* Checks AD-GAP-21. */
static void test_AD_GAP_21_goalie_stays_until_next_faced(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* odd shot: FACED 70 puts L in net */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 33, 70, 10, 50, 0);
	adt_next(&x);
	assert_int_equal(adt_pos(&x).goalie[AWAY], P_L);
	/* an even shot later faces L, with no FACED draw */
	adt_setup(&x, HOME, ZA, RINK_AD_SHT, 26, 13, 50, 0);
	adt_next(&x);
	assert_int_equal(rink_ad_box(x.s)->p[AWAY][P_L].sa, 2);
	adt_free(&x);
}

/* Checks AD-GAP-33. */
static void test_AD_GAP_33_mid_sequence_overflow(void **state)
{
	struct adt x;
	adt_new(&x, 50, 50, NULL);
	/* a shot whose entry is the period's last card: its numbers come
	 * from a fresh deck and the period still ends after it */
	uint8_t order[100];
	int last = adt_entry(&x, ZA, RINK_AD_SHT, NULL, 0), n = 0;
	for (int c = 1; c <= 100; c++)
		if (c != last)
			order[n++] = (uint8_t)c;
	order[n++] = (uint8_t)last;
	assert_int_equal(rink_ad_stack(x.s, order, n), RINK_OK);
	rink_ad_set_pos(x.s, HOME, ZA, false, false);
	rink_ad_set_period(x.s, 1, 99);
	adt_next(&x); /* the last card and all the draws it calls for */
	assert_int_equal(adt_pos(&x).cards_left, 0);
	assert_int_equal(adt_pos(&x).period, 1);
	adt_next(&x); /* the period is over: the next starts */
	assert_int_equal(adt_pos(&x).period, 2);
	struct rink_error err;
	assert_int_equal(rink_state_check(x.s, &err), RINK_OK);
	adt_free(&x);
}

/* Checks AD-GAP-33 (a), AD-CARD-07: with budget=all every card a
 * sequence reads comes from the period's deck while it has cards; the
 * overflow deck is dealt only once its 100 are gone. */
static void test_AD_GAP_33_budget_all_draws_from_the_period_deck(void **state)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", "budget=all,stop=sequence", &err);
	assert_non_null(g);
	for (uint64_t seed = 1; seed <= 20; seed++) {
		rink_state *base = rink_state_new(g, seed);
		struct ad_state *s = (struct ad_state *)base;
		uint32_t m;
		while ((m = rink_state_to_move(base)) != 0) {
			int period = s->period, seat = (m & 1u) ? 0 : 1;
			assert_int_equal(rink_state_apply(base, seat,
			                                  rink_ad_auto_action(base, seat), NULL,
			                                  NULL),
			                 RINK_OK);
			/* nothing from the overflow deck while the period's has cards */
			if (s->period == period && s->period <= 4 && s->pos < 100)
				assert_int_equal(s->npos, 100);
		}
		assert_int_equal(s->phase, AD_PH_OVER);
		rink_state_free(base);
	}
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_seeded_game_reproduced),
	        cmocka_unit_test(test_AD_SET_04_shuffle_is_plain_fisher_yates),
	        cmocka_unit_test(test_events_and_stops_change_nothing),
	        cmocka_unit_test(test_random_games_keep_invariants),
	        cmocka_unit_test(test_notation_and_views),
	        cmocka_unit_test(test_season_json_shape),
	        cmocka_unit_test(test_AD_GAP_21_goalie_stays_until_next_faced),
	        cmocka_unit_test(test_AD_GAP_33_mid_sequence_overflow),
	        cmocka_unit_test(test_AD_GAP_33_budget_all_draws_from_the_period_deck),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
