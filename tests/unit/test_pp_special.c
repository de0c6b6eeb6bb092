/*
 * tests/unit/test_pp_special.c: the six special players (PP-SPECIAL-01..25)
 * and the gaps their texts leave (PP-GAP-13, 15-23, 25, 26).
 */
#include "pp_testutil.h"

#define AWAY  "Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve"
#define HOME  "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall"
#define FO_HG 1
#define FO_AG 2
#define FO_HI 4
#define FO_AI 8

static rink_game *g2(void)
{
	return pp_new("managers=2,first=1");
}

/* Puts card at the top of its pile. */
static void pile_top(rink_state *s, int type, int card)
{
	uint8_t p[36];
	int n = rink_pp_pile(s, type, p), k = 0;
	struct rink_error err;

	for (int i = 0; i < n; i++)
		if (p[i] == card)
			k = i;
	assert_int_equal(p[k], card);
	memmove(p + 1, p, (size_t)k);
	p[0] = (uint8_t)card;
	assert_int_equal(rink_pp_set_pile(s, type, p, n, &err), RINK_OK);
}

/* ---- Hydra ---------------------------------------------------------------------- */

/* PP-SPECIAL-03: worth k in round k (each k) */
static void test_PP_SPECIAL_03_hydra_round_value(void **state)
{
	static const char *const fill_a[] = {"Superstar", "Blue Liner", "Iron Mike", "Slow Poke",
	                                     "Sieve"};
	static const char *const fill_h[] = {"Comet Kowalski", "Twinkle Toes", "Gnome", "Troll",
	                                     "Brick Wall"};
	rink_game *g = g2();

	for (int k = 1; k <= 6; k++) {
		struct rink_events ev = {0};
		rink_state *s =
		        pp_duel(g, "Hydra,Superstar,Blue Liner,Iron Mike,Slow Poke,Sieve",
		                "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall", &ev);
		int f = 0;
		for (int r = 1; r < k; r++, f++)
			pp_round(s, fill_a[f], fill_h[f], &ev);
		pp_round(s, "Hydra", "Hobbit", &ev);
		const struct rink_event *v = pp_last(&ev, RINK_PP_EV_VALUES);
		assert_non_null(v);
		assert_int_equal(v->arg[2], 2 * k); /* away value, in halves */
		int o = pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3];
		assert_int_equal(o, k < 4 ? FO_HG : k == 4 ? 0 : FO_AG);
		rink_events_free(&ev);
		rink_state_free(s);
	}
	rink_game_free(g);
}

/* PP-SPECIAL-04, PP-GAP-13 (a): 6 + k in sudden death, restarting each pass */
static void test_PP_SPECIAL_04_hydra_sudden_death(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	/* a scoreless regulation (equal values and goalies), then sudden death */
	rink_state *s = pp_duel(g, "Hydra,Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle",
	                        "Knuckles,Centaur,Superstar,Poke Check Pete,Troll,Pipe Dream", &ev);

	pp_rounds(s, "Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle,Hydra",
	          "Centaur,Pipe Dream,Poke Check Pete,Troll,Superstar,Knuckles", &ev);
	/* round 6: Hydra 6 vs Knuckles 6: no goal; tied 0-0 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[2], 12);
	assert_int_equal(pp_view(s, 0).pass, 1);
	pp_round(s, "Twinkle Toes", "Centaur", &ev);
	pp_round(s, "Hydra", "Troll", &ev); /* SD round 2: Hydra is 8 > 6 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[2], 16);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_AG);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	rink_events_free(&ev);
	rink_state_free(s);

	/* PP-GAP-13 (a): each pass is a new game, so Hydra restarts at 7. A
	 * scoreless first pass (Hydra 11 meets Superstar 11 in its round 5),
	 * then in round 1 of the second pass Hydra is 7 and loses to Superstar
	 * (continuing at 13 it would win) */
	ev = (struct rink_events){0};
	s = pp_duel(g, "Hydra,Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle",
	            "Knuckles,Centaur,Superstar,Poke Check Pete,Troll,Pipe Dream", &ev);
	pp_rounds(s, "Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle,Hydra",
	          "Centaur,Pipe Dream,Poke Check Pete,Troll,Superstar,Knuckles", &ev);
	assert_int_equal(pp_view(s, 0).pass, 1);
	pp_rounds(s, "Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Hydra,Paddle",
	          "Centaur,Pipe Dream,Poke Check Pete,Troll,Superstar,Knuckles", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[2], 22); /* 7 + 4 */
	assert_int_equal(pp_view(s, 0).pass, 2);
	pp_round(s, "Hydra", "Superstar", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[2], 14);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_HG);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-06: Hydra meets a bruiser: injured, round value compared */
static void test_PP_SPECIAL_06_hydra_vs_bruiser(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, "Hydra,Superstar,Rink Rat,Iron Mike,Slow Poke,Sieve",
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Crusher,Brick Wall", &ev);

	pp_round(s, "Superstar", "Gnome", &ev);
	pp_round(s, "Rink Rat", "Twinkle Toes", &ev);
	pp_round(s, "Iron Mike", "Troll", &ev);
	pp_round(s, "Hydra", "Crusher", &ev); /* Hydra 4 vs Crusher 3 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_AI | FO_AG);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- Jolly Judge ------------------------------------------------------------------ */

#define JJ_HOME "Jolly Judge,Twinkle Toes,Gnome,Troll,Hobbit,Sieve"
#define JJ_AWAY "Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Brick Wall"
#define JJ_TIE  "Sieve,Hobbit,Jolly Judge,Gnome,Troll,Twinkle Toes"

/* PP-SPECIAL-07, 10, PP-GAP-26 (a): only his manager may claim a tie; a
 * claimed win is recorded with the tied score and counts fully */
/* Checklist IDs: PP-SPECIAL-10 */
static void test_PP_SPECIAL_07_10_judge_claims(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, JJ_AWAY, JJ_HOME, &ev);
	struct rink_pp_game_record rec;

	/* 2-2: Blue Liner, Iron Mike for away; Jolly Judge, Troll for home */
	pp_rounds(s, JJ_AWAY, JJ_TIE, &ev);
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.phase, RINK_PP_JUDGE);
	assert_int_equal(rink_state_to_move(s), 1u << 1); /* his manager only */
	assert_false(pp_legal(s, 0, "judge claim"));
	pp_do(s, 1, "judge claim", &ev);
	assert_true(rink_pp_record(s, 0, &rec));
	assert_true(rec.jolly_judge);
	assert_false(rec.initiator_won);
	assert_int_equal(rec.initiator_goals, rec.opponent_goals);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.wins[1], 1);
	assert_int_equal(v.initiated[0][1], 1);
	assert_int_equal(v.goals_for[1], rec.opponent_goals);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-08, PP-SPECIAL-02, PP-GAP-13 (a): declining gives sudden death;
 * he may claim again at the end of a scoreless pass */
static void test_PP_SPECIAL_08_judge_declines(void **state)
{
	rink_game *g = g2();
	rink_state *s = pp_duel(g, JJ_AWAY, JJ_HOME, NULL);

	pp_rounds(s, JJ_AWAY, JJ_TIE, NULL);
	pp_do(s, 1, "judge decline", NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND);
	assert_int_equal(pp_view(s, 0).pass, 1);
	rink_state_free(s);

	/* PP-GAP-13 (a): a scoreless sudden-death pass is again a tie at the end
	 * of a game: he may claim then (equal values and goalies: 0-0 always) */
	const char *away = "Hat Trick Harry,Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle";
	const char *home = "Jolly Judge,Centaur,Pipe Dream,Poke Check Pete,Troll,Knuckles";
	struct rink_events ev = {0};
	struct rink_pp_game_record rec;

	s = pp_duel(g, away, "Jolly Judge,Centaur,Knuckles,Poke Check Pete,Troll,Pipe Dream", &ev);
	pp_rounds(s, away, home, &ev);
	pp_do(s, 1, "judge decline", &ev);
	assert_int_equal(pp_view(s, 0).pass, 1);
	pp_rounds(s, away, home, &ev);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_JUDGE);
	assert_int_equal(rink_state_to_move(s), 1u << 1);
	pp_do(s, 1, "judge claim", &ev);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_JUDGE), 2);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_OVERTIME), 1);
	assert_true(rink_pp_record(s, 0, &rec));
	assert_true(rec.jolly_judge);
	assert_false(rec.initiator_won);
	assert_int_equal(rec.initiator_goals + rec.opponent_goals, 0);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-09: no claim when ahead or behind */
static void test_PP_SPECIAL_09_judge_only_on_tie(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, JJ_AWAY, JJ_HOME, &ev);

	pp_rounds(s, JJ_AWAY, "Gnome,Hobbit,Sieve,Troll,Jolly Judge,Twinkle Toes", &ev);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_JUDGE), 0);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-25 (a): an injured Jolly Judge may still claim */
static void test_PP_GAP_25_injured_judge_claims(void **state)
{
	rink_game *g = g2();
	rink_state *s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Basher,Brick Wall",
	                        JJ_HOME, NULL);

	/* Basher 4 injures Jolly Judge 6, who scores: then 2-2 */
	pp_rounds(s, "Superstar,Blue Liner,Basher,Iron Mike,Rink Rat,Brick Wall", JJ_TIE, NULL);
	assert_int_equal(pp_view(s, 1).phase, RINK_PP_JUDGE);
	pp_do(s, 1, "judge claim", NULL);
	assert_true(rink_pp_is_out_for_season(s, pp_id(g, "Jolly Judge")));
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- Rosalinde --------------------------------------------------------------------- */

/* Trades from manager 2 until Rosalinde is taken; returns the state. */
static rink_state *take_rosalinde(rink_game *g, const char *mine)
{
	for (uint64_t seed = 1; seed < 500; seed++) {
		rink_state *s = pp_after_setup(g, seed);
		pp_team(s, 0, mine);
		pp_team(s, 1, "Rosalinde,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall");
		pp_do(s, 0, "trade 2 1", NULL);
		if (pp_view(s, 0).trade_taken == pp_id(g, "Rosalinde"))
			return s;
		rink_state_free(s);
	}
	fail_msg("Rosalinde never taken");
	return NULL;
}

/* PP-SPECIAL-11, PP-SPECIAL-12 */
static void test_PP_SPECIAL_11_12_rosalinde_forces_highest(void **state)
{
	rink_game *g = g2();
	rink_state *s = take_rosalinde(g, AWAY);
	int acts[8];

	assert_true(pp_view(s, 0).trade_forced);
	assert_int_equal(rink_state_legal(s, 0, acts, 8), 1);
	assert_int_equal(acts[0], rink_pp_action_give(pp_id(g, "Superstar")));
	assert_false(pp_legal(s, 0, "give Rosalinde"));
	pp_do(s, 0, "give Superstar", NULL);
	assert_int_equal(pp_view(s, 1).team[0], pp_id(g, "Superstar"));
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-21 (a): tied highest: the active manager chooses among them */
static void test_PP_GAP_21_rosalinde_tie(void **state)
{
	rink_game *g = g2();
	rink_state *s =
	        take_rosalinde(g, "Blade Runner,Mitts Malone,Rink Rat,Iron Mike,Slow Poke,Sieve");

	assert_true(pp_legal(s, 0, "give Blade Runner"));
	assert_true(pp_legal(s, 0, "give Mitts Malone"));
	assert_false(pp_legal(s, 0, "give Rink Rat"));
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-16 (a): outside games Hydra is worth 0 whatever a loaded list
 * prints (here 9): taking Rosalinde forces the highest other forward, never
 * Hydra, and a turned-over Hydra adds nothing to Sitting Bully */
static void test_PP_GAP_16_hydra_worth_0_outside(void **state)
{
	char params[400];
	const char *path =
	        pp_deck_variant("\"name\": \"Hydra\"",
	                        "{\"id\": \"F06\", \"name\": \"Hydra\", \"type\": \"forward\", "
	                        "\"value\": 9, \"special\": \"hydra\", \"team\": \"stars\"}");
	struct rink_events ev = {0};

	snprintf(params, sizeof(params), "managers=2,first=1,deck=%s", path);
	rink_game *g = pp_new(params);
	remove(path);
	rink_state *s = take_rosalinde(g, "Hydra,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve");
	assert_true(pp_legal(s, 0, "give Blue Liner"));
	assert_false(pp_legal(s, 0, "give Hydra"));
	assert_false(pp_legal(s, 0, "give Rink Rat"));
	rink_state_free(s);

	/* Sitting Bully turns Hydra over: a bonus of 0, so Sitting Bully 4
	 * loses to Troll 6 (with 9 he would be 13 and score) */
	s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Sitting Bully,Slow Poke,Sieve", HOME, &ev);
	pile_top(s, 0, pp_id(g, "Hydra"));
	pp_round(s, "Sitting Bully", "Troll", &ev);
	pp_do(s, 0, "bully forward", &ev);
	const struct rink_event *b = pp_last(&ev, RINK_PP_EV_BULLY);
	assert_non_null(b);
	assert_int_equal(b->arg[2], pp_id(g, "Hydra"));
	assert_int_equal(b->arg[3], 0);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_HG);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-13: no effect when given away or drafted */
static void test_PP_SPECIAL_13_rosalinde_only_when_taken(void **state)
{
	rink_game *g = g2();
	int acts[8];
	bool tested = false;

	for (uint64_t seed = 1; seed < 100 && !tested; seed++) {
		rink_state *s = pp_after_setup(g, seed);
		struct rink_pp_card c;
		pp_team(s, 0, "Rosalinde,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve");
		pp_team(s, 1, HOME);
		pp_do(s, 0, "trade 2 1", NULL);
		rink_pp_card(g, pp_view(s, 0).trade_taken, &c);
		if (c.type == RINK_PP_FORWARD) {
			/* he may give Rosalinde or any other forward */
			assert_false(pp_view(s, 0).trade_forced);
			assert_int_equal(rink_state_legal(s, 0, acts, 8), 3);
			assert_true(pp_legal(s, 0, "give Rosalinde"));
			tested = true;
		}
		rink_state_free(s);
	}
	assert_true(tested);
	/* drafting Rosalinde: an ordinary draft, one event */
	rink_state *s = pp_after_setup(g, 3);
	struct rink_events ev = {0};
	pp_team(s, 0, "Rosalinde,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve");
	pp_do(s, 0, "draft Rosalinde", &ev);
	assert_int_equal(ev.n, 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-01: otherwise an ordinary card of its type and value */
static void test_PP_SPECIAL_01_ordinary_otherwise(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s =
	        pp_duel(g, "Rosalinde,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve", HOME, &ev);

	pp_round(s, "Rosalinde", "Gnome", &ev); /* 3 vs 4 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_HG);
	assert_null(pp_last(&ev, RINK_PP_EV_VALUES));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- Rumpelstockchen ------------------------------------------------------------------ */

#define RUMP "Rumpelstockchen,Superstar,Rink Rat,Iron Mike,Slow Poke,Sieve"

/* PP-SPECIAL-14, PP-SPECIAL-17, PP-GAP-15 */
static void test_PP_SPECIAL_14_17_rump_forces_highest(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, RUMP, HOME, &ev);
	const struct rink_event *e;

	pp_round(s, "Rumpelstockchen", "Gnome", &ev);
	e = pp_last(&ev, RINK_PP_EV_RUMP);
	assert_non_null(e);
	assert_int_equal(e->arg[0], 1);
	assert_int_equal(e->arg[1], pp_id(g, "Gnome"));
	assert_int_equal(e->arg[2], pp_id(g, "Comet Kowalski"));
	char line[200];
	rink_event_text(g, e, RINK_SPECTATOR, line, sizeof(line));
	assert_string_equal(line, "Rumpelstockchen: manager 2 must play his highest card: Gnome "
	                          "goes back to his hand, Comet Kowalski comes in");
	e = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(e->arg[2 - 1], pp_id(g, "Comet Kowalski")); /* home card */
	assert_int_equal(e->arg[3], FO_HG);                          /* 10 beats 5 */
	/* Gnome stays in hand and is played later; Comet is spent */
	assert_true(pp_legal(s, 1, "play Gnome"));
	assert_false(pp_legal(s, 1, "play Comet Kowalski"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-15: the highest may be the goalie */
static void test_PP_SPECIAL_15_rump_brings_goalie(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s =
	        pp_duel(g, RUMP, "Toe Pick,Gnome,Splinter,Black Hole,Hobbit,Zamboni Zeke", &ev);

	pp_round(s, "Rumpelstockchen", "Gnome", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[1], pp_id(g, "Zamboni Zeke"));
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-16, PP-GAP-18 (a): no other card left: the card stays */
static void test_PP_SPECIAL_16_rump_last_round(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, RUMP, HOME, &ev);

	pp_rounds(s, "Superstar,Rink Rat,Iron Mike,Slow Poke,Sieve",
	          "Comet Kowalski,Twinkle Toes,Troll,Hobbit,Brick Wall", &ev);
	pp_round(s, "Rumpelstockchen", "Gnome", &ev);
	const struct rink_event *e = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(e->arg[1], pp_id(g, "Gnome"));
	assert_int_equal(e->arg[3], FO_AG); /* 5 beats 4 */
	/* issue 25, point 8: not "takes Gnome back and plays Gnome instead" */
	char line[200];
	rink_event_text(g, pp_last(&ev, RINK_PP_EV_RUMP), RINK_SPECTATOR, line, sizeof(line));
	assert_string_equal(line,
	                    "Rumpelstockchen: manager 2 must play his highest card; Gnome is, "
	                    "and stays");
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-18: the forced card meets Rump under all rules: a bruiser */
static void test_PP_SPECIAL_18_rump_meets_bruiser(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, RUMP, "Toe Pick,Gnome,Splinter,Enforcer,Hobbit,Ghost", &ev);

	pp_round(s, "Rumpelstockchen", "Gnome", &ev);
	const struct rink_event *e = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(e->arg[1], pp_id(g, "Enforcer"));
	assert_int_equal(e->arg[3], FO_AI | FO_HG);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-05, PP-GAP-17 (a): Hydra forced in by Rump in round k is k */
static void test_PP_SPECIAL_05_rump_brings_hydra(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, RUMP, "Hydra,Gnome,Splinter,Black Hole,Hobbit,Ghost", &ev);

	pp_rounds(s, "Superstar,Rink Rat,Iron Mike,Slow Poke", "Gnome,Splinter,Black Hole,Ghost",
	          &ev);
	pp_round(s, "Rumpelstockchen", "Hobbit", &ev); /* round 5: Hydra 5 > Hobbit 4 */
	const struct rink_event *e = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(e->arg[1], pp_id(g, "Hydra"));
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[1], 10);
	assert_int_equal(e->arg[3], 0); /* 5 vs 5 */
	/* withdrawn Hobbit is played in round 6 */
	assert_true(pp_legal(s, 1, "play Hobbit"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-19 (a), PP-SPECIAL-19: tied highest: the owner chooses; one
 * replacement per round */
static void test_PP_GAP_19_rump_tie_owner_chooses(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, RUMP, "Toe Pick,Gnome,Splinter,Black Hole,Hobbit,Ghost", &ev);

	pp_round(s, "Rumpelstockchen", "Ghost", &ev);
	assert_int_equal(pp_view(s, 1).phase, RINK_PP_RUMP);
	assert_int_equal(rink_state_to_move(s), 1u << 1);
	assert_true(pp_legal(s, 1, "take Black Hole"));
	assert_true(pp_legal(s, 1, "take Toe Pick"));
	assert_false(pp_legal(s, 1, "take Ghost"));
	pp_do(s, 1, "take Black Hole", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[1], pp_id(g, "Black Hole"));
	assert_int_equal(pp_count(&ev, RINK_PP_EV_RUMP), 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- Sitting Bully ---------------------------------------------------------------------- */

#define BULLY "Superstar,Blue Liner,Rink Rat,Sitting Bully,Slow Poke,Sieve"

/* PP-SPECIAL-20, 21, 22, PP-GAP-22, PP-GAP-23 */
/* Checklist IDs: PP-SPECIAL-21, PP-SPECIAL-22 */
static void test_PP_SPECIAL_20_21_bully_turns_a_card(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, BULLY, HOME, &ev);
	int griffin = pp_id(g, "Griffin");
	uint8_t before[36], after[36];
	int n;

	pile_top(s, 0, griffin);
	n = rink_pp_pile(s, 0, before);
	pp_round(s, "Sitting Bully", "Troll", &ev);
	/* decided after both are revealed, before the comparison */
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_BULLY);
	assert_int_equal(pp_view(s, 0).table[1], pp_id(g, "Sitting Bully"));
	assert_int_equal(pp_view(s, 0).table[0], pp_id(g, "Troll"));
	assert_false(pp_legal(s, 1, "bully forward"));
	pp_do(s, 0, "bully forward", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_BULLY)->arg[2], griffin);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[2], 28); /* 4 + 10 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_AG);
	assert_int_equal(rink_pp_pile(s, 0, after), n);
	assert_memory_equal(after, before + 1, (size_t)n - 1);
	assert_int_equal(after[n - 1], griffin);
	/* PP-GAP-23 (a): the bonus lasts one round only */
	pp_round(s, "Rink Rat", "Gnome", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-20: declining changes nothing; PP-SPECIAL-22: goalies still
 * block; PP-GAP-23: a turned Hydra adds 0 */
static void test_PP_SPECIAL_20_22_bully_decline_goalie_hydra(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, BULLY, HOME, &ev);
	uint8_t before[36], after[36];

	rink_pp_pile(s, 1, before);
	pp_round(s, "Sitting Bully", "Troll", &ev);
	pp_do(s, 0, "bully no", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_HG); /* 4 vs 6 */
	rink_pp_pile(s, 1, after);
	assert_memory_equal(before, after, 20);
	rink_events_free(&ev);
	rink_state_free(s);

	ev = (struct rink_events){0};
	s = pp_duel(g, BULLY, HOME, &ev);
	pile_top(s, 0, pp_id(g, "Griffin"));
	pp_round(s, "Sitting Bully", "Brick Wall", &ev);
	pp_do(s, 0, "bully forward", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], 0);
	rink_events_free(&ev);
	rink_state_free(s);

	ev = (struct rink_events){0};
	s = pp_duel(g, BULLY, HOME, &ev);
	pile_top(s, 0, pp_id(g, "Hydra"));
	pp_round(s, "Sitting Bully", "Hobbit", &ev);
	pp_do(s, 0, "bully forward", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_BULLY)->arg[3], 0);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], 0); /* 4 vs 4 */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-20, PP-GAP-24 (b): with seven managers in the team variant no
 * card is left for the piles, so Sitting Bully has nothing to turn: the
 * round is decided at once, with no decision asked */
static void test_PP_SPECIAL_20_GAP_24_no_pile_no_turn(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=7,first=1");
	rink_state *s = rink_state_new(g, 5);
	struct rink_events ev = {0};

	pp_do(s, 0, "team creatures", NULL);
	while (pp_view(s, 0).phase == RINK_PP_TEAMPICK)
		pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "team ", NULL);
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.pile_count[0] + v.pile_count[1] + v.pile_count[2], 0);
	pp_do(s, 0, "game 2", NULL);
	pp_do(s, 0, "field Sitting Bully", NULL);
	while (pp_view(s, 0).phase == RINK_PP_FIELD)
		pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "field ", NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND);
	pp_do(s, 0, "play Sitting Bully", &ev);
	pp_do_first(s, 1, "play ", &ev);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_BULLY), 0);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_FACEOFF), 1);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND);
	assert_int_equal(pp_view(s, 0).round, 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- Willy Winzig ------------------------------------------------------------------------- */

#define WILLY "Superstar,Blue Liner,Rink Rat,Willy Winzig,Slow Poke,Sieve"

/* PP-SPECIAL-23, 24, 25, PP-GOALIE-01's exception */
/* Checklist IDs: PP-SPECIAL-24, PP-SPECIAL-25 */
static void test_PP_SPECIAL_23_24_25_willy_winzig(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, WILLY,
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Zamboni Zeke", &ev);
	struct rink_pp_card c;

	pp_round(s, "Willy Winzig", "Zamboni Zeke", &ev); /* 2 vs goalie 8 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_AG);
	pp_round(s, "Slow Poke", "Troll", &ev);
	rink_events_free(&ev);
	rink_state_free(s);
	ev = (struct rink_events){0};
	s = pp_duel(g, WILLY, HOME, &ev);
	pp_round(s, "Willy Winzig", "Troll", &ev); /* an ordinary 2 vs 6 */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], FO_HG);
	rink_events_free(&ev);
	rink_state_free(s);
	/* PP-SPECIAL-25: the same property as Tiny Tim's */
	rink_pp_card(g, pp_id(g, "Willy Winzig"), &c);
	assert_true(c.scores_on_goalies);
	rink_game_free(g);
}

/* PP-SPECIAL-23, PP-GAP-15 step 5, PP-GAP-02: a loaded list may make
 * Willy Winzig a goalie (tests/data/pp_deck_goalie_willy.json). His ability
 * comes before the two-goalies rule, so he scores on the higher goalie;
 * against a skater he is an ordinary goalie (PP-SPECIAL-24) */
/* Checklist IDs: PP-SPECIAL-23, PP-SPECIAL-24, PP-GOALIE-01 */
static void test_PP_SPECIAL_23_goalie_willy_beats_goalie(void **state)
{
	char params[600], why[160];
	struct rink_events ev = {0};

	snprintf(params, sizeof(params), "managers=2,first=1,deck=%s",
	         tu_test_data("pp_deck_goalie_willy.json"));
	rink_game *g = pp_new(params);
	rink_state *s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Willy Winzig",
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Zamboni Zeke", &ev);

	pp_round(s, "Willy Winzig", "Zamboni Zeke", &ev); /* goalie 2 vs goalie 8 */
	const struct rink_event *f = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(f->arg[3], FO_AG);
	rink_pp_faceoff_reason(g, f->arg[1], f->arg[2], f->arg[3], why, sizeof(why));
	assert_string_equal(why, "Willy Winzig always scores on goalies");
	rink_events_free(&ev);
	rink_state_free(s);
	/* goalie Willy against a skater: he blocks it and does not score */
	ev = (struct rink_events){0};
	s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Willy Winzig", HOME, &ev);
	pp_round(s, "Willy Winzig", "Comet Kowalski", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SPECIAL-23 (sudden death), PP-SPECIAL-02: abilities act in sudden
 * death; Willy Winzig's goal on a goalie wins it */
static void test_PP_SPECIAL_02_23_willy_wins_sudden_death(void **state)
{
	rink_game *g = g2();
	struct rink_events ev = {0};
	rink_state *s =
	        pp_duel(g, "Hat Trick Harry,Twinkle Toes,Rink Rat,Iron Mike,Willy Winzig,Paddle",
	                "Knuckles,Centaur,Superstar,Poke Check Pete,Troll,Pipe Dream", &ev);

	/* regulation 1-1: Willy 2 vs Troll 6 (home), Willy... */
	pp_rounds(s, "Hat Trick Harry,Twinkle Toes,Rink Rat,Iron Mike,Willy Winzig,Paddle",
	          "Knuckles,Centaur,Troll,Poke Check Pete,Pipe Dream,Superstar", &ev);
	/* Rink Rat 4 v Troll 6: home; Willy v Pipe Dream: away: 1-1 */
	assert_int_equal(pp_view(s, 0).pass, 1);
	pp_round(s, "Willy Winzig", "Pipe Dream", &ev);
	const struct rink_event *r = pp_last(&ev, RINK_PP_EV_RESULT);
	assert_non_null(r);
	assert_int_equal(r->arg[4], 0); /* manager 1 (away) wins */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_PP_SPECIAL_03_hydra_round_value),
	        cmocka_unit_test(test_PP_SPECIAL_04_hydra_sudden_death),
	        cmocka_unit_test(test_PP_SPECIAL_06_hydra_vs_bruiser),
	        cmocka_unit_test(test_PP_SPECIAL_07_10_judge_claims),
	        cmocka_unit_test(test_PP_SPECIAL_08_judge_declines),
	        cmocka_unit_test(test_PP_SPECIAL_09_judge_only_on_tie),
	        cmocka_unit_test(test_PP_GAP_25_injured_judge_claims),
	        cmocka_unit_test(test_PP_SPECIAL_11_12_rosalinde_forces_highest),
	        cmocka_unit_test(test_PP_GAP_21_rosalinde_tie),
	        cmocka_unit_test(test_PP_GAP_16_hydra_worth_0_outside),
	        cmocka_unit_test(test_PP_SPECIAL_13_rosalinde_only_when_taken),
	        cmocka_unit_test(test_PP_SPECIAL_01_ordinary_otherwise),
	        cmocka_unit_test(test_PP_SPECIAL_14_17_rump_forces_highest),
	        cmocka_unit_test(test_PP_SPECIAL_15_rump_brings_goalie),
	        cmocka_unit_test(test_PP_SPECIAL_16_rump_last_round),
	        cmocka_unit_test(test_PP_SPECIAL_18_rump_meets_bruiser),
	        cmocka_unit_test(test_PP_SPECIAL_05_rump_brings_hydra),
	        cmocka_unit_test(test_PP_GAP_19_rump_tie_owner_chooses),
	        cmocka_unit_test(test_PP_SPECIAL_20_21_bully_turns_a_card),
	        cmocka_unit_test(test_PP_SPECIAL_20_22_bully_decline_goalie_hydra),
	        cmocka_unit_test(test_PP_SPECIAL_20_GAP_24_no_pile_no_turn),
	        cmocka_unit_test(test_PP_SPECIAL_23_24_25_willy_winzig),
	        cmocka_unit_test(test_PP_SPECIAL_23_goalie_willy_beats_goalie),
	        cmocka_unit_test(test_PP_SPECIAL_02_23_willy_wins_sudden_death),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
