/*
 * tests/unit/test_pp_game.c: Power Play's preparation, turns, trade,
 * draft, games, goalies, bruisers and injuries, sudden death and the
 * season play rule: one test (or more) per checklist ID.
 */
#include "pp_testutil.h"

#define AWAY "Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve"
#define HOME "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall"

/* ---- preparation --------------------------------------------------------------- */

/* PP-PREP-02, PP-PREP-05, PP-CARD-08 */
static void test_PP_PREP_02_05_piles_after_setup(void **state)
{
	for (int n = 2; n <= 10; n++) {
		char p[32];
		snprintf(p, sizeof(p), "managers=%d", n);
		rink_game *g = pp_new(p);
		rink_state *s = pp_after_setup(g, (uint64_t)n);
		struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
		assert_int_equal(v.phase, RINK_PP_TURN);
		assert_int_equal(v.pile_count[0], 36 - 3 * n);
		assert_int_equal(v.pile_count[1], 27 - 2 * n);
		assert_int_equal(v.pile_count[2], 14 - n);
		for (int m = 0; m < n; m++) {
			struct rink_pp_view mv = pp_view(s, m);
			for (int i = 0; i < 6; i++) {
				struct rink_pp_card c;
				assert_true(rink_pp_card(g, mv.team[i], &c));
				assert_int_equal(c.type, i < 3 ? 0 : i < 5 ? 1 : 2);
			}
		}
		rink_state_free(s);
		rink_game_free(g);
	}
}

/* PP-PREP-02: shuffled with the state's generator: seeds deal differently */
static void test_PP_PREP_02_seeded_shuffle(void **state)
{
	rink_game *g = pp_new("managers=2");
	rink_state *a = rink_state_new(g, 1), *b = rink_state_new(g, 2), *c = rink_state_new(g, 1);
	uint8_t pa[36], pb[36], pc[36];

	rink_pp_pile(a, 0, pa);
	rink_pp_pile(b, 0, pb);
	rink_pp_pile(c, 0, pc);
	assert_memory_not_equal(pa, pb, 36);
	assert_memory_equal(pa, pc, 36);
	rink_state_free(a);
	rink_state_free(b);
	rink_state_free(c);
	rink_game_free(g);
}

/* PP-PREP-03, PP-PREP-04 */
static void test_PP_PREP_03_04_picks_clockwise_top_card(void **state)
{
	rink_game *g = pp_new("managers=3,first=2");
	rink_state *s = rink_state_new(g, 9);
	uint8_t pile[36];
	struct rink_events ev = {0};

	assert_int_equal(rink_state_to_move(s), 1u << 1); /* manager 2 first */
	rink_pp_pile(s, 2, pile);
	pp_do(s, 1, "draw goalie", &ev);
	assert_int_equal(pp_view(s, 1).team[5], pile[0]); /* the top card */
	assert_int_equal(rink_state_to_move(s), 1u << 2); /* clockwise */
	pp_do(s, 2, "draw forward", NULL);
	pp_do(s, 0, "draw defense", NULL);
	/* manager 2 holds his goalie: he may not draw another */
	assert_false(pp_legal(s, 1, "draw goalie"));
	assert_true(pp_legal(s, 1, "draw forward"));
	assert_true(pp_legal(s, 1, "draw defense"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- turns -------------------------------------------------------------------------- */

/* PP-TURN-01, PP-TURN-02 */
static void test_PP_TURN_01_02_first_turn_and_three_actions(void **state)
{
	rink_game *g = pp_new("managers=4,first=3");
	rink_state *s = pp_after_setup(g, 3);
	int acts[RINK_MAX_ACTIONS], n;
	char t[64];

	assert_int_equal(rink_state_to_move(s), 1u << 2);
	n = rink_state_legal(s, 2, acts, RINK_MAX_ACTIONS);
	for (int i = 0; i < n; i++) {
		rink_action_text(s, 2, acts[i], t, sizeof(t));
		assert_true(!strncmp(t, "trade ", 6) || !strncmp(t, "draft ", 6) ||
		            !strncmp(t, "game ", 5));
	}
	assert_int_equal(n, 3 * 6 + 6 + 3);
	assert_false(pp_legal(s, 2, "pass"));
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TURN-03, PP-TURN-04: the turn passes only after the whole game; the
 * challenged manager takes no turn of his own */
static void test_PP_TURN_03_04_turn_after_whole_game(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	rink_state *s = pp_after_setup(g, 4);
	struct rink_events ev = {0};

	pp_team(s, 0, "Superstar,Blue Liner,Rink Rat,Iron Mike,Basher,Sieve");
	pp_team(s, 2, HOME);
	pp_do(s, 0, "game 3", &ev);
	assert_int_equal(rink_state_to_move(s), (1u << 0) | (1u << 2));
	/* regulation 3-3 with an injury: the replacement happens inside the game */
	pp_rounds(s, "Superstar,Blue Liner,Rink Rat,Iron Mike,Basher,Sieve",
	          "Gnome,Troll,Comet Kowalski,Hobbit,Twinkle Toes,Brick Wall", &ev);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND); /* sudden death */
	assert_int_equal(pp_count(&ev, RINK_PP_EV_REPLACE), 1);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_DRAFT), 0); /* not a Draft action */
	pp_round(s, "Superstar", "Gnome", &ev);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	assert_int_equal(rink_state_to_move(s), 1u << 1); /* manager 2, not 3 */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- trade ---------------------------------------------------------------------------- */

/* PP-TRADE-01: the season play rule does not limit trades */
static void test_PP_TRADE_01_same_manager_again(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	rink_state *s = pp_after_setup(g, 5);

	for (int k = 0; k < 3; k++) {
		pp_do(s, 0, "trade 2 1", NULL);
		pp_do_first(s, 0, "give ", NULL);
		pp_do_first(s, 1, "draft ", NULL);
	}
	assert_true(pp_legal(s, 0, "trade 2 4"));
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TRADE-02: each position takes each card with chance 1/6 */
static void test_PP_TRADE_02_blind_pick_uniform(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	rink_state *base = pp_after_setup(g, 6);
	int hits[6] = {0};
	uint8_t target[6];

	pp_team(base, 1, HOME);
	memcpy(target, pp_view(base, 1).team, 6);
	for (int k = 0; k < 1200; k++) {
		rink_state *s = rink_state_new(g, (uint64_t)k + 100);
		rink_state_copy(s, base);
		/* a different generator stream per trial */
		struct rink_error err;
		rink_state_free(s);
		s = pp_after_setup(g, (uint64_t)k + 100);
		pp_team(s, 1, HOME);
		assert_int_equal(rink_state_apply(s, 0, rink_pp_action_trade(1, 2), NULL, &err),
		                 RINK_OK);
		int taken = pp_view(s, 0).trade_taken;
		for (int i = 0; i < 6; i++)
			hits[i] += taken == target[i];
		rink_state_free(s);
	}
	for (int i = 0; i < 6; i++)
		assert_true(hits[i] > 140 && hits[i] < 260);
	rink_state_free(base);
	rink_game_free(g);
}

/* PP-TRADE-03, PP-TRADE-04, PP-TRADE-06 */
static void test_PP_TRADE_03_04_06_give_same_type_not_taken(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	for (uint64_t seed = 1; seed < 40; seed++) {
		rink_state *s = pp_after_setup(g, seed);
		struct rink_pp_view before = pp_view(s, RINK_SPECTATOR), v;
		struct rink_pp_card taken, c;
		int acts[16], n;
		pp_do(s, 0, "trade 2 3", NULL);
		v = pp_view(s, 0);
		rink_pp_card(g, v.trade_taken, &taken);
		if (taken.special == RINK_PP_ROSALINDE) {
			rink_state_free(s);
			continue;
		}
		n = rink_state_legal(s, 0, acts, 16);
		assert_int_equal(n, taken.type == 0 ? 3 : taken.type == 1 ? 2 : 1);
		for (int i = 0; i < n; i++) {
			int card = acts[i] - rink_pp_action_give(0);
			rink_pp_card(g, card, &c);
			assert_int_equal(c.type, taken.type);
			assert_int_not_equal(card, v.trade_taken);
		}
		rink_state_apply_fast(s, 0, acts[n - 1], NULL);
		v = pp_view(s, RINK_SPECTATOR);
		for (int t = 0; t < 3; t++) /* no card entered or left a pile */
			assert_int_equal(v.pile_count[t], before.pile_count[t]);
		struct rink_error err;
		assert_int_equal(rink_state_check(s, &err), RINK_OK);
		rink_state_free(s);
	}
	rink_game_free(g);
}

/* PP-TRADE-05 */
static void test_PP_TRADE_05_goalies_swap(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");

	for (uint64_t seed = 1;; seed++) {
		rink_state *s = pp_after_setup(g, seed);
		pp_team(s, 0, AWAY);
		pp_team(s, 1, HOME);
		pp_do(s, 0, "trade 2 1", NULL);
		if (pp_view(s, 0).trade_taken != pp_id(g, "Brick Wall")) {
			rink_state_free(s);
			continue;
		}
		assert_true(pp_legal(s, 0, "give Sieve"));
		assert_false(pp_legal(s, 0, "give Brick Wall"));
		pp_do(s, 0, "give Sieve", NULL);
		assert_int_equal(pp_view(s, 0).team[5], pp_id(g, "Brick Wall"));
		assert_int_equal(pp_view(s, 1).team[5], pp_id(g, "Sieve"));
		rink_state_free(s);
		break;
	}
	rink_game_free(g);
}

/* ---- draft ------------------------------------------------------------------------------- */

/* PP-DRAFT-01, PP-DRAFT-03, PP-DRAFT-04 */
static void test_PP_DRAFT_01_03_04_under_then_top(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	rink_state *s = pp_after_setup(g, 7);
	uint8_t before[36], after[36];
	struct rink_events ev = {0};
	int n, m;

	pp_team(s, 0, AWAY);
	n = rink_pp_pile(s, 0, before);
	pp_do(s, 0, "draft Rink Rat", &ev);
	m = rink_pp_pile(s, 0, after);
	assert_int_equal(m, n);                                /* size unchanged */
	assert_memory_equal(after, before + 1, (size_t)n - 1); /* order kept */
	assert_int_equal(after[m - 1], pp_id(g, "Rink Rat"));  /* under the pile */
	assert_int_equal(pp_view(s, 0).team[2], before[0]);    /* the top card */
	assert_int_equal(ev.n, 1);                             /* no ability acted */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* Sets both teams (the initiator's, then the opponent's) and plays a game
 * given by the two lists of cards in round order. */
static void draft_game(rink_state *s, int init, int opp, const char *away, const char *home)
{
	char t[32];

	pp_team(s, init, away);
	pp_team(s, opp, home);
	snprintf(t, sizeof(t), "game %d", opp + 1);
	pp_do(s, init, t, NULL);
	pp_rounds(s, away, home, NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN); /* won in regulation */
}

/* seat drafts its goalie; returns the DRAFT event's drawn card and checks
 * that nothing was refilled */
static int draft_goalie(rink_state *s, int seat)
{
	struct rink_events ev = {0};
	const struct rink_event *e;
	struct rink_pp_card c;
	int goalie = pp_view(s, seat).team[5], drawn;
	char t[80];

	rink_pp_card(rink_state_game(s), goalie, &c);
	snprintf(t, sizeof(t), "draft %s", c.name);
	assert_true(pp_legal(s, seat, t));
	pp_do(s, seat, t, &ev);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_REFILL), 0);
	e = pp_last(&ev, RINK_PP_EV_DRAFT);
	assert_non_null(e);
	assert_int_equal(e->arg[1], goalie);
	drawn = e->arg[2];
	assert_int_equal(pp_view(s, seat).team[5], drawn);
	rink_events_free(&ev);
	return drawn;
}

/* PP-DRAFT-02: the card goes under before the draw, so a draft is always
 * legal: from a one-card pile the manager gets that card and leaves his own
 * in its place, and from an empty pile he draws back the card he just put
 * under (no refill, PP-GAP-10, is needed). Ten managers leave 4 spare
 * goalies; bruisers injure four goalies in three games to empty the pile. */
static void test_PP_DRAFT_02_draft_always_legal(void **state)
{
	rink_game *g = pp_new("managers=10,first=1");
	rink_state *s = pp_after_setup(g, 8);
	uint8_t pile[36];
	int own, top;

	/* every team always has a draft for each of its six cards */
	for (int i = 0; i < 6; i++) {
		struct rink_pp_card c;
		char t[80];
		rink_pp_card(g, pp_view(s, 0).team[i], &c);
		snprintf(t, sizeof(t), "draft %s", c.name);
		assert_true(pp_legal(s, 0, t));
	}
	assert_int_equal(rink_pp_pile(s, 2, pile), 4);
	/* game 1: Enforcer injures Brick Wall, Thrasher Sieve; 2-1 */
	draft_game(s, 0, 1, "Enforcer,Sieve,Superstar,Blue Liner,Rink Rat,Iron Mike",
	           "Brick Wall,Thrasher,Gnome,Twinkle Toes,Comet Kowalski,Troll");
	assert_int_equal(rink_pp_pile(s, 2, pile), 2);
	/* game 2: Enforcer injures Pipe Dream; one goalie left in the pile */
	draft_game(s, 1, 2, "Enforcer,Paddle,Superstar,Blue Liner,Rink Rat,Iron Mike",
	           "Pipe Dream,Hobbit,Gnome,Twinkle Toes,Comet Kowalski,Troll");
	assert_int_equal(rink_pp_pile(s, 2, pile), 1);
	top = pile[0];
	own = pp_view(s, 2).team[5];
	assert_int_equal(draft_goalie(s, 2), top);
	assert_int_equal(rink_pp_pile(s, 2, pile), 1);
	assert_int_equal(pile[0], own);
	/* game 3: Enforcer injures Sphinx, whose replacement empties the pile */
	draft_game(s, 3, 4, "Enforcer,Cyclops,Superstar,Blue Liner,Rink Rat,Iron Mike",
	           "Sphinx,Hobbit,Gnome,Twinkle Toes,Comet Kowalski,Troll");
	assert_int_equal(rink_pp_pile(s, 2, pile), 0);
	assert_int_equal(rink_pp_out_for_season(s, pile, 36), 4);
	own = pp_view(s, 4).team[5];
	assert_int_equal(draft_goalie(s, 4), own);
	assert_int_equal(rink_pp_pile(s, 2, pile), 0);
	assert_int_equal(rink_pp_out_for_season(s, pile, 36), 4);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- games -------------------------------------------------------------------------------- */

/* PP-GAME-01, PP-SEASON-01, PP-SEASON-02, PP-SEASON-03 */
static void test_PP_GAME_01_SEASON_01_02_03_season_play_rule(void **state)
{
	rink_game *g = pp_new("managers=4,first=1");
	rink_state *s = pp_after_setup(g, 10);
	struct rink_error err;

	/* Dave (1) has initiated against Jeff (3) and Tony (4): Greg (2) only */
	for (int k = 0; k < 2; k++) {
		int target = k == 0 ? 2 : 3;
		assert_true(rink_state_is_legal(s, 0, rink_pp_action_game(target)));
		assert_int_equal(rink_state_apply(s, 0, rink_pp_action_game(target), NULL, &err),
		                 RINK_OK);
		while (pp_view(s, 0).phase != RINK_PP_TURN) {
			uint32_t m = rink_state_to_move(s);
			int seat = __builtin_ctz(m), acts[64];
			rink_state_legal(s, seat, acts, 64);
			rink_state_apply_fast(s, seat, acts[0], NULL);
		}
		/* the others draft until it is manager 1's turn again */
		while (rink_state_to_move(s) != 1u)
			pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "draft ", NULL);
	}
	assert_true(rink_state_is_legal(s, 0, rink_pp_action_game(1)));
	assert_false(rink_state_is_legal(s, 0, rink_pp_action_game(2)));
	assert_false(rink_state_is_legal(s, 0, rink_pp_action_game(3)));
	/* PP-SEASON-03: managers 3 and 4 were challenged by 1 and are not
	 * limited by it: manager 3 may challenge anyone, 1 included */
	pp_do_first(s, 0, "draft ", NULL);
	pp_do_first(s, 1, "draft ", NULL);
	for (int t = 0; t < 4; t++)
		assert_int_equal(rink_state_is_legal(s, 2, rink_pp_action_game(t)), t != 2);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAME-02, PP-GAME-04, PP-GAME-05, PP-GAME-06 */
static void test_PP_GAME_02_04_05_06_round_by_round(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, AWAY, HOME, &ev);
	struct rink_pp_view v = pp_view(s, 0);

	assert_int_equal(rink_state_to_move(s), 3u); /* both at once */
	for (int i = 0; i < 6; i++)
		assert_int_not_equal(v.hand[i], RINK_PP_NO_CARD);
	pp_do(s, 0, "play Superstar", &ev);
	/* the other card is not revealed until the second is down */
	assert_null(pp_last(&ev, RINK_PP_EV_FACEOFF));
	assert_true(pp_view(s, 1).chosen[1]);
	assert_int_equal(rink_state_to_move(s), 2u);
	pp_do(s, 1, "play Gnome", &ev);
	assert_non_null(pp_last(&ev, RINK_PP_EV_FACEOFF));
	/* round 2 is chosen after seeing round 1; Superstar is gone from hand */
	assert_false(pp_legal(s, 0, "play Superstar"));
	assert_int_equal(pp_view(s, 0).round, 1);
	pp_rounds(s, "Blue Liner,Rink Rat,Iron Mike,Slow Poke,Sieve",
	          "Comet Kowalski,Twinkle Toes,Troll,Hobbit,Brick Wall", &ev);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_FACEOFF), 6);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN); /* hands empty, over */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAME-03, PP-GAP-04: 0-0; home_ice=1 gives the challenged side 1-0 */
static void test_PP_GAME_03_no_home_ice(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	rink_game *h = pp_new("managers=2,first=1,home_ice=1");
	rink_state *s = pp_duel(g, AWAY, HOME, NULL), *t = pp_duel(h, AWAY, HOME, NULL);

	assert_int_equal(pp_view(s, 0).score[0], 0);
	assert_int_equal(pp_view(s, 0).score[1], 0);
	assert_int_equal(pp_view(t, 0).score[0], 1);
	rink_state_free(s);
	rink_state_free(t);
	rink_game_free(g);
	rink_game_free(h);
}

/* PP-GAME-07, PP-GAME-08, PP-GAME-09 */
static void test_PP_GAME_07_08_09_values_score(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, AWAY, HOME, &ev);
	const struct rink_event *e;

	pp_round(s, "Iron Mike", "Gnome", &ev); /* defender 6 beats forward 4 */
	e = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(e->arg[3], 2);         /* away goal */
	pp_round(s, "Rink Rat", "Hobbit", &ev); /* 4 vs 4: nothing */
	e = pp_last(&ev, RINK_PP_EV_FACEOFF);
	assert_int_equal(e->arg[3], 0);
	pp_round(s, "Slow Poke", "Twinkle Toes", &ev); /* 3 vs 6: home */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3], 1);
	pp_rounds(s, "Superstar,Blue Liner,Sieve", "Troll,Comet Kowalski,Brick Wall", &ev);
	e = pp_last(&ev, RINK_PP_EV_RESULT);
	assert_non_null(e);
	/* away: Iron Mike, Superstar; home: Twinkle Toes, Comet, Brick Wall */
	assert_int_equal(e->arg[2], 3);
	assert_int_equal(e->arg[3], 2);
	assert_true(e->arg[2] + e->arg[3] <= 6); /* PP-GAME-08 */
	assert_int_equal(e->arg[4], 1);          /* PP-GAME-09: the home side */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* One round between two given cards (each team built around them) and the
 * face-off event it gives. */
static int faceoff_of(const char *away_team, const char *home_team, const char *a, const char *h,
                      const char *params)
{
	rink_game *g = pp_new(params ? params : "managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, away_team, home_team, &ev);
	int o;

	pp_round(s, a, h, &ev);
	o = pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3];
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	return o;
}

#define FO_HG 1
#define FO_AG 2
#define FO_HI 4
#define FO_AI 8

/* PP-GOALIE-01, PP-GOALIE-02 */
static void test_PP_GOALIE_01_02_goalie_blocks_never_scores(void **state)
{
	/* a goalie worth 0 stops Superstar 11 */
	assert_int_equal(faceoff_of(AWAY,
	                            "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Stu Still",
	                            "Superstar", "Stu Still", NULL),
	                 0);
	/* Zamboni Zeke 8 does not score on Rink Rat 4 */
	assert_int_equal(faceoff_of(AWAY,
	                            "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Zamboni Zeke",
	                            "Rink Rat", "Zamboni Zeke", NULL),
	                 0);
}

/* PP-GOALIE-03 */
static void test_PP_GOALIE_03_two_goalies(void **state)
{
	assert_int_equal(faceoff_of(AWAY, HOME, "Sieve", "Brick Wall", NULL), FO_HG);
	assert_int_equal(faceoff_of("Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Paddle",
	                            "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Pipe Dream",
	                            "Paddle", "Pipe Dream", NULL),
	                 0);
}

/* PP-GOALIE-04, PP-GAP-06 */
static void test_PP_GOALIE_04_bruiser_meets_goalie(void **state)
{
	const char *bbg = "managers=2,first=1,bruiser_beats_goalie=1";
	const char *away = "Superstar,Blue Liner,Rink Rat,Iron Mike,Enforcer,Sieve";
	const char *away3 = "Superstar,Blue Liner,Rink Rat,Iron Mike,Crusher,Sieve";
	const char *away6 = "Superstar,Blue Liner,Rink Rat,Iron Mike,Smasher,Sieve";
	const char *away_g5 = "Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Catch Glove";
	const char *home3 = "Comet Kowalski,Twinkle Toes,Gnome,Troll,Crusher,Brick Wall";
	rink_game *g = pp_new(bbg);
	char why[160];

	/* (a), the default: the goalie is injured, no goal, whichever is higher */
	assert_int_equal(faceoff_of(away, HOME, "Enforcer", "Brick Wall", NULL), FO_HI);
	assert_int_equal(faceoff_of(away3, HOME, "Crusher", "Brick Wall", NULL), FO_HI);
	/* PP-GAP-06 (b), the bruiser line: the goalie is still injured and the
	 * higher card scores: Enforcer 8 through Brick Wall 6 ... */
	assert_int_equal(faceoff_of(away, HOME, "Enforcer", "Brick Wall", bbg), FO_HI | FO_AG);
	/* ... Brick Wall 6 on Crusher 3, a goalie scoring on a skater ... */
	assert_int_equal(faceoff_of(away3, HOME, "Crusher", "Brick Wall", bbg), FO_HI | FO_HG);
	/* ... equal values (Smasher 6, Brick Wall 6): no goal */
	assert_int_equal(faceoff_of(away6, HOME, "Smasher", "Brick Wall", bbg), FO_HI);
	/* the same with the sides swapped: Catch Glove 5 on Crusher 3 */
	assert_int_equal(faceoff_of(away_g5, home3, "Catch Glove", "Crusher", bbg), FO_AI | FO_AG);
	assert_int_equal(faceoff_of(away_g5, home3, "Catch Glove", "Crusher", NULL), FO_AI);
	/* and the reason says so */
	rink_pp_faceoff_reason(g, pp_id(g, "Brick Wall"), pp_id(g, "Crusher"), FO_HG | FO_HI, why,
	                       sizeof(why));
	assert_non_null(strstr(why, "Brick Wall scores: a higher goalie beats the bruiser"));
	rink_game_free(g);
}

/* PP-INJURY-01, PP-INJURY-02 */
static void test_PP_INJURY_01_02_bruiser_injures_higher_scores(void **state)
{
	const char *away = "Superstar,Blue Liner,Rink Rat,Iron Mike,Masher,Sieve";
	/* Masher 5 vs Troll 6: Troll injured but scores */
	assert_int_equal(faceoff_of(away, HOME, "Masher", "Troll", NULL), FO_HI | FO_HG);
	/* Masher 5 vs Gnome 4: Gnome injured, Masher scores */
	assert_int_equal(faceoff_of(away, HOME, "Masher", "Gnome", NULL), FO_HI | FO_AG);
	/* Basher 4 vs Hobbit 4: injured, no goal */
	assert_int_equal(faceoff_of("Superstar,Blue Liner,Rink Rat,Iron Mike,Basher,Sieve", HOME,
	                            "Basher", "Hobbit", NULL),
	                 FO_HI);
}

/* PP-INJURY-03 */
static void test_PP_INJURY_03_two_bruisers(void **state)
{
	const char *away = "Superstar,Blue Liner,Rink Rat,Iron Mike,Masher,Sieve";
	const char *home = "Comet Kowalski,Twinkle Toes,Gnome,Troll,Thrasher,Brick Wall";

	assert_int_equal(faceoff_of(away, home, "Masher", "Thrasher", NULL), FO_HI | FO_AI | FO_HG);
	assert_int_equal(faceoff_of(away, home, "Masher", "Thrasher",
	                            "managers=2,first=1,bruisers_spare_each_other=1"),
	                 FO_HG);
}

/* PP-INJURY-04, 05, 06, 11: scored as usual, set aside after the game, out
 * for the season, replaced by the pile's top card */
/* Checklist IDs: PP-INJURY-05, PP-INJURY-06, PP-INJURY-11 */
static void test_PP_INJURY_04_05_06_11_out_for_season(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s =
	        pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Masher,Sieve", HOME, &ev);
	uint8_t pile[36], out[8];

	rink_pp_pile(s, 0, pile);
	pp_round(s, "Masher", "Gnome", &ev);
	/* during the game Gnome is still on the team */
	assert_int_equal(pp_view(s, 1).team[2], pp_id(g, "Gnome"));
	pp_rounds(s, "Superstar,Blue Liner,Rink Rat,Iron Mike,Sieve",
	          "Comet Kowalski,Twinkle Toes,Troll,Hobbit,Brick Wall", &ev);
	assert_non_null(pp_last(&ev, RINK_PP_EV_RESULT));
	assert_int_equal(rink_pp_out_for_season(s, out, 8), 1);
	assert_int_equal(out[0], pp_id(g, "Gnome"));
	assert_true(rink_pp_is_out_for_season(s, pp_id(g, "Gnome")));
	assert_int_equal(pp_view(s, 1).team[2], pile[0]); /* the top forward */
	uint8_t after[36];
	int n = rink_pp_pile(s, 0, after);
	for (int i = 0; i < n; i++) /* not put under the pile */
		assert_int_not_equal(after[i], pp_id(g, "Gnome"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-INJURY-07, PP-INJURY-08, PP-GAP-09: replaced in injury order across
 * both managers; two bruisers at once: the higher first, whoever holds it;
 * equal values: the challenged manager's first (PP-GAP-09 (a)) */
/* Asserts that the first two replacements in ev are of first, then second;
 * returns the first's event. */
static const struct rink_event *replaced(rink_game *g, const struct rink_events *ev,
                                         const char *first, const char *second)
{
	int k = tu_find_event(ev, RINK_PP_EV_REPLACE, 0);

	assert_true(k >= 0);
	assert_int_equal(ev->v[k].arg[1], pp_id(g, first));
	assert_int_equal(ev->v[tu_find_event(ev, RINK_PP_EV_REPLACE, (size_t)k + 1)].arg[1],
	                 pp_id(g, second));
	return &ev->v[k];
}

/* A game of managers 1 (away, the initiator) and 2 whose first face-off
 * is bruiser against bruiser, both injured; ev gets its events. */
static rink_state *bruisers_meet(rink_game *g, const char *away_b, const char *home_b,
                                 struct rink_events *ev)
{
	char away[128], home[128], away_play[128], home_play[128];

	snprintf(away, sizeof(away), "Superstar,Blue Liner,Rink Rat,Iron Mike,%s,Sieve", away_b);
	snprintf(home, sizeof(home), "Comet Kowalski,Twinkle Toes,Gnome,Troll,%s,Brick Wall",
	         home_b);
	snprintf(away_play, sizeof(away_play), "%s,Superstar,Blue Liner,Rink Rat,Iron Mike,Sieve",
	         away_b);
	snprintf(home_play, sizeof(home_play),
	         "%s,Gnome,Twinkle Toes,Comet Kowalski,Troll,Brick Wall", home_b);
	rink_state *s = pp_duel(g, away, home, ev);
	pp_rounds(s, away_play, home_play, ev);
	return s;
}

static void test_PP_INJURY_07_08_order(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Masher,Sieve",
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Thrasher,Brick Wall", &ev);

	pp_round(s, "Rink Rat", "Thrasher", &ev); /* Rink Rat injured first */
	pp_round(s, "Masher", "Gnome", &ev);      /* then Gnome */
	pp_rounds(s, "Superstar,Blue Liner,Iron Mike,Sieve",
	          "Comet Kowalski,Twinkle Toes,Troll,Brick Wall", &ev);
	replaced(g, &ev, "Rink Rat", "Gnome");
	rink_events_free(&ev);
	rink_state_free(s);
	/* two bruisers: Thrasher 7 (home) before Masher 5 (away) */
	ev = (struct rink_events){0};
	s = bruisers_meet(g, "Masher", "Thrasher", &ev);
	replaced(g, &ev, "Thrasher", "Masher");
	rink_events_free(&ev);
	rink_state_free(s);
	/* PP-INJURY-08: the higher first, though it is the initiator's:
	 * Enforcer 8 (away) before Masher 5 (home) */
	ev = (struct rink_events){0};
	s = bruisers_meet(g, "Enforcer", "Masher", &ev);
	replaced(g, &ev, "Enforcer", "Masher");
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	/* PP-GAP-09 (a): equal bruisers, the challenged (home) manager's first;
	 * the designed deck has none, so Crusher is made a 5 like Masher */
	char params[512];
	const char *deck =
	        pp_deck_variant("\"Crusher\"", "{\"id\": \"D22\", \"name\": \"Crusher\", "
	                                       "\"type\": \"defense\", \"value\": 5, "
	                                       "\"bruiser\": true, \"team\": \"mask\"}");
	snprintf(params, sizeof(params), "managers=2,first=1,deck=%s", deck);
	g = pp_new(params);
	for (int k = 0; k < 2; k++) { /* each bruiser on each side */
		const char *b_away = k ? "Masher" : "Crusher", *b_home = k ? "Crusher" : "Masher";
		ev = (struct rink_events){0};
		s = bruisers_meet(g, b_away, b_home, &ev);
		assert_int_equal(replaced(g, &ev, b_home, b_away)->arg[0], 1); /* manager 2 */
		rink_events_free(&ev);
		rink_state_free(s);
	}
	unlink(deck);
	rink_game_free(g);
}

/* PP-INJURY-09, PP-INJURY-10, PP-SUDDEN-01, 02, 03, 05 */
/* Checklist IDs: PP-SUDDEN-02, PP-SUDDEN-03, PP-SUDDEN-05 */
static void test_PP_INJURY_09_10_SUDDEN_01_02_03_05(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s =
	        pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Basher,Sieve", HOME, &ev);
	size_t mark;
	int sd;

	/* 3-3 with Twinkle Toes injured in regulation */
	pp_rounds(s, "Superstar,Blue Liner,Rink Rat,Iron Mike,Basher,Sieve",
	          "Gnome,Troll,Comet Kowalski,Hobbit,Twinkle Toes,Brick Wall", &ev);
	sd = tu_find_event(&ev, RINK_PP_EV_OVERTIME, 0);
	assert_true(sd >= 0);
	/* replaced before sudden death begins */
	assert_true(tu_find_event(&ev, RINK_PP_EV_REPLACE, 0) < sd);
	assert_false(pp_legal(s, 1, "play Twinkle Toes"));
	assert_int_equal(pp_view(s, 1).pass, 1);
	/* SUDDEN-02: six cards again */
	int in_hand = 0;
	for (int i = 0; i < 6; i++)
		in_hand += pp_view(s, 1).hand[i] != RINK_PP_NO_CARD;
	assert_int_equal(in_hand, 6);
	/* SUDDEN-05: an injury with a goal in the same round ends it; the
	 * injury is replaced after the game */
	mark = ev.n;
	pp_round(s, "Basher", "Gnome", &ev); /* Gnome injured, Basher 4 = 4: no goal */
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND);
	assert_int_equal(tu_find_event(&ev, RINK_PP_EV_REPLACE, mark), -1);
	pp_round(s, "Superstar", "Hobbit", &ev); /* SUDDEN-03: first goal wins */
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	assert_true(tu_find_event(&ev, RINK_PP_EV_REPLACE, mark) >
	            tu_find_event(&ev, RINK_PP_EV_RESULT, mark));
	struct rink_pp_game_record rec;
	assert_true(rink_pp_record(s, 0, &rec));
	assert_true(rec.initiator_won && rec.sudden_death);
	assert_int_equal(rec.initiator_goals, 4); /* PP-SCORE-03: 3-3 plus one */
	assert_int_equal(rec.opponent_goals, 3);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SUDDEN-04, PP-GAP-12 (a): a round without a goal goes on, and six
 * scoreless sudden-death rounds start a new pass, after the injuries of
 * the scoreless pass are replaced */
static void test_PP_SUDDEN_04_scoreless_pass(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	const char *away = "Hat Trick Harry,Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle";
	const char *home = "Knuckles,Centaur,Superstar,Poke Check Pete,Troll,Pipe Dream";
	const char *aw = "Hat Trick Harry,Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle";
	const char *hw = "Knuckles,Centaur,Pipe Dream,Poke Check Pete,Troll,Superstar";
	rink_state *s = pp_duel(g, away, home, &ev);

	pp_rounds(s, aw, hw, &ev);
	assert_int_equal(pp_view(s, 0).pass, 1);
	pp_round(s, "Hat Trick Harry", "Knuckles", &ev);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND); /* no goal: go on */
	pp_rounds(s, "Twinkle Toes,Rink Rat,Iron Mike,Glove Save Gus,Paddle",
	          "Centaur,Pipe Dream,Poke Check Pete,Troll,Superstar", &ev);
	assert_int_equal(pp_view(s, 0).pass, 2);
	assert_int_equal(pp_view(s, 0).round, 0);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_OVERTIME), 2);
	rink_events_free(&ev);
	rink_state_free(s);

	/* PP-GAP-12 (a): an injury in a scoreless sudden-death pass is replaced
	 * before the next pass, and the injured card does not play again.
	 * Smasher injures the home goalie in regulation (Pipe Dream, replaced
	 * by Oven Mitt) and again in pass 1 (Oven Mitt, replaced by Ghost). */
	const char *aw2 = "Hat Trick Harry,Twinkle Toes,Rink Rat,Iron Mike,Smasher,Paddle";
	const char *hw2 = "Knuckles,Centaur,Gnome,Poke Check Pete,Pipe Dream,Troll";
	const char *hw3 = "Knuckles,Centaur,Gnome,Poke Check Pete,Oven Mitt,Troll";
	int oven = pp_id(g, "Oven Mitt"), ghost = pp_id(g, "Ghost"), sd1, inj, rep, sd2;
	uint8_t pile[36], order[36];
	int n, k = 0;

	ev = (struct rink_events){0};
	s = pp_duel(g, aw2, "Knuckles,Centaur,Gnome,Poke Check Pete,Troll,Pipe Dream", &ev);
	n = rink_pp_pile(s, 2, pile);
	order[k++] = (uint8_t)oven;
	order[k++] = (uint8_t)ghost;
	for (int i = 0; i < n; i++)
		if (pile[i] != oven && pile[i] != ghost)
			order[k++] = pile[i];
	assert_int_equal(k, n);
	assert_int_equal(rink_pp_set_pile(s, 2, order, n, NULL), RINK_OK);
	pp_rounds(s, aw2, hw2, &ev); /* 0-0 */
	assert_int_equal(pp_view(s, 0).pass, 1);
	assert_int_equal(pp_view(s, 1).team[5], oven);
	pp_rounds(s, aw2, hw3, &ev); /* 0-0 again, Oven Mitt injured */
	assert_int_equal(pp_view(s, 0).pass, 2);
	sd1 = tu_find_event(&ev, RINK_PP_EV_OVERTIME, 0);
	inj = tu_find_event(&ev, RINK_PP_EV_INJURY, (size_t)sd1);
	rep = tu_find_event(&ev, RINK_PP_EV_REPLACE, (size_t)inj);
	sd2 = tu_find_event(&ev, RINK_PP_EV_OVERTIME, (size_t)sd1 + 1);
	assert_true(sd1 >= 0 && inj > sd1);
	assert_true(sd2 >= 0 && rep >= 0 && rep < sd2); /* replaced before pass 2 */
	assert_int_equal(ev.v[rep].arg[1], oven);
	assert_int_equal(ev.v[rep].arg[2], ghost);
	assert_true(rink_pp_is_out_for_season(s, oven));
	assert_int_equal(pp_view(s, 1).team[5], ghost);
	assert_false(pp_legal(s, 1, "play Oven Mitt"));
	assert_true(pp_legal(s, 1, "play Ghost"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SEASON-04, PP-SEASON-05, PP-SCORE-05 */
static void test_PP_SEASON_04_05_counts_once_always_one_open(void **state)
{
	rink_game *g = pp_new("managers=5,first=1");
	rink_state *s = pp_after_setup(g, 12);
	struct rink_rng r;

	rink_rng_seed(&r, 3);
	for (int steps = 0; steps < 3000 && !rink_state_is_over(s); steps++) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		struct rink_pp_view v = pp_view(s, seat);
		if (v.phase == RINK_PP_TURN && v.stage == RINK_PP_SEASON) {
			int open = 0;
			for (int t = 0; t < 5; t++)
				open += rink_state_is_legal(s, seat, rink_pp_action_game(t));
			assert_true(open >= 1);
		}
		rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &r), NULL);
	}
	/* every regular-season game is counted once in initiated[][] */
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	struct rink_pp_game_record rec;
	int n[5][5] = {{0}};
	for (int i = 0; rink_pp_record(s, i, &rec); i++)
		if (rec.stage == RINK_PP_SEASON)
			n[rec.initiator][rec.opponent]++;
	for (int a = 0; a < 5; a++)
		for (int b = 0; b < 5; b++)
			assert_int_equal(n[a][b], v.initiated[a][b]);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_PP_PREP_02_05_piles_after_setup),
	        cmocka_unit_test(test_PP_PREP_02_seeded_shuffle),
	        cmocka_unit_test(test_PP_PREP_03_04_picks_clockwise_top_card),
	        cmocka_unit_test(test_PP_TURN_01_02_first_turn_and_three_actions),
	        cmocka_unit_test(test_PP_TURN_03_04_turn_after_whole_game),
	        cmocka_unit_test(test_PP_TRADE_01_same_manager_again),
	        cmocka_unit_test(test_PP_TRADE_02_blind_pick_uniform),
	        cmocka_unit_test(test_PP_TRADE_03_04_06_give_same_type_not_taken),
	        cmocka_unit_test(test_PP_TRADE_05_goalies_swap),
	        cmocka_unit_test(test_PP_DRAFT_01_03_04_under_then_top),
	        cmocka_unit_test(test_PP_DRAFT_02_draft_always_legal),
	        cmocka_unit_test(test_PP_GAME_01_SEASON_01_02_03_season_play_rule),
	        cmocka_unit_test(test_PP_GAME_02_04_05_06_round_by_round),
	        cmocka_unit_test(test_PP_GAME_03_no_home_ice),
	        cmocka_unit_test(test_PP_GAME_07_08_09_values_score),
	        cmocka_unit_test(test_PP_GOALIE_01_02_goalie_blocks_never_scores),
	        cmocka_unit_test(test_PP_GOALIE_03_two_goalies),
	        cmocka_unit_test(test_PP_GOALIE_04_bruiser_meets_goalie),
	        cmocka_unit_test(test_PP_INJURY_01_02_bruiser_injures_higher_scores),
	        cmocka_unit_test(test_PP_INJURY_03_two_bruisers),
	        cmocka_unit_test(test_PP_INJURY_04_05_06_11_out_for_season),
	        cmocka_unit_test(test_PP_INJURY_07_08_order),
	        cmocka_unit_test(test_PP_INJURY_09_10_SUDDEN_01_02_03_05),
	        cmocka_unit_test(test_PP_SUDDEN_04_scoreless_pass),
	        cmocka_unit_test(test_PP_SEASON_04_05_counts_once_always_one_open),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
