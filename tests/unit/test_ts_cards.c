/*
 * tests/unit/test_ts_cards.c: Trick Shot's Line and Arena cards: choosing
 * and cycling Line cards, line changes and penalties with cards, a card's
 * free Move, and the home team's Arena rule (TS-LINE, TS-CHANGE-03,
 * TS-PEN-02, TS-ARENA).
 *
 * Diagrams as in test_ts_actions.c: upper case Red (defends e2, attacks
 * up), lower case Blue; C, L/R wingers, D/E defense, G goalie, '*' puck.
 */
#include "ts_util.h"

/* ---- Line and Arena cards ----------------------------------------------------------------------
 */

/* TS-LINE-03, TS-LINE-04, TS-LINE-05 */
static void test_TS_LINE_03_04_05_choice_and_cycle(void **state)
{
	struct rink_events ev = {0};
	/* Arena 1 (Oakridge) lists Line cards 16 27 32 7 */
	rink_game *g = ts_game("advanced=1,lines=1");
	rink_state *s = rink_state_new(g, 3);
	struct rink_error err;
	int a;

	(void)state;
	/* TS-LINE-03: both teams choose at once, face down */
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_LINES);
	assert_int_equal(rink_state_to_move(s), 3u);
	assert_int_equal(ts_view(s).line_card[0], -1);
	assert_int_equal(rink_action_parse(s, 0, "line 2", &a, &err), RINK_EILLEGAL);
	assert_int_equal(rink_action_parse(s, 0, "line 7", &a, &err), RINK_OK);
	assert_int_equal(rink_state_apply(s, 0, a, &ev, &err), RINK_OK);
	assert_int_equal(rink_state_to_move(s), 2u); /* Blue still to choose */
	char text[128];
	rink_event_text(g, &ev.v[0], 1, text, sizeof(text));
	assert_null(strstr(text, "7")); /* Blue does not see which */
	rink_event_text(g, &ev.v[0], 0, text, sizeof(text));
	assert_non_null(strstr(text, "7"));
	json_t *j = rink_event_json(g, &ev.v[0], RINK_SPECTATOR);
	assert_true(json_is_null(json_object_get(j, "line_card"))); /* private */
	assert_string_equal(json_string_value(json_object_get(j, "team")), "red");
	json_decref(j);
	assert_int_equal(ts_view(s).line_card[0], -1);
	int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS);
	assert_int_equal(n, 4);
	assert_int_equal(rink_state_apply(s, 1, acts[0], &ev, &err), RINK_OK);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.phase, RINK_TS_PH_ACTION);
	assert_int_equal(v.line_card[0], 6); /* revealed together */
	assert_true(v.line_card[1] >= 0);
	rink_state_free(s);
	rink_events_free(&ev);
	rink_game_free(g);
}

static void test_TS_CHANGE_03_TS_LINE_05_hand_cycle(void **state)
{
	struct rink_events ev = {0};
	/* Arena 1 (Red) lists Line cards 16 27 32 7, Arena 2 (Blue) 30 9 4 12 */
	rink_game *g = ts_game("advanced=1,lines=1");
	/* set positions start with each team's first card active: Red 16 */
	rink_state *s = ts_pos(g, "11 ....C....\n12 ....c....\n 1 ........*\n");

	(void)state;
	assert_int_equal(ts_view(s).line_card[0], 15);
	assert_false(ts_legal(s, "change"));
	assert_false(ts_legal(s, "change 16")); /* the active card is not in hand */
	assert_true(ts_legal(s, "change 7"));
	ts_play(s, "change 27", &ev);
	assert_int_equal(ts_view(s).line_card[0], 26);
	ts_play(s, "change 9", &ev);
	ts_play(s, "change 32", &ev);
	ts_play(s, "change 4", &ev);
	assert_false(ts_legal(s, "change 27")); /* discarded */
	assert_false(ts_legal(s, "change 16"));
	ts_play(s, "change 7", &ev); /* the last card of the hand ... */
	ts_play(s, "change 12", &ev);
	/* ... brings the discards back: 16, 27 and 32 (TS-GAP-29 (a): the
	 * active card was discarded first) */
	assert_true(ts_legal(s, "change 16"));
	assert_true(ts_legal(s, "change 27"));
	assert_true(ts_legal(s, "change 32"));
	assert_false(ts_legal(s, "change 7"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_TS_PEN_02_line_change_with_cards(void **state)
{
	struct rink_events ev = {0};
	/* Red holds 16 (active) and 27 32 7; Blue 30 (active) and 9 4 12 */
	rink_game *g = ts_game("advanced=1,lines=1");
	rink_state *s = ts_pos(g, "12 ....l....\n11 ....C....\npuck e12\npool 1\nstamina 1 2\n");

	(void)state;
	ts_dice(s, "FF");
	ts_play(s, "C poke", &ev);
	/* the penalty: both teams choose the card of their line change */
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.phase, RINK_TS_PH_LINES);
	assert_int_equal(rink_state_to_move(s), 3u);
	assert_true(ts_legal(s, "line 32"));
	assert_false(ts_legal(s, "line 16")); /* active, not in hand */
	ts_play(s, "line 32", &ev);
	ts_play(s, "line 4", &ev);
	v = ts_view(s);
	assert_int_equal(v.line_card[0], 31);
	assert_int_equal(v.line_card[1], 3);
	assert_int_equal(v.stamina[0], 1); /* no stamina restored */
	assert_int_equal(v.stamina[1], 2);
	assert_int_equal(v.team, RINK_TS_BLUE); /* then the turn ends */
	assert_int_equal(v.phase, RINK_TS_PH_ACTION);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_TS_LINE_06_free_move(void **state)
{
	struct rink_events ev = {0};
	/* Line card 30 (Forecheckers): one free Move a turn */
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=30/1/2/3");
	rink_state *s = ts_pos(g, "11 ....C...L\n 1 ........*\n");

	(void)state;
	assert_int_equal(ts_view(s).line_card[0], 29);
	ts_dice(s, "F");
	ts_play(s, "C move e12", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_ROLL), 0); /* no dice */
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.pool, 0);
	assert_int_equal(v.team, RINK_TS_RED); /* it succeeded */
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_C)], ts_sq(s, "e12"));
	rink_events_clear(&ev);
	ts_play(s, "LW move i12", &ev); /* the second Move rolls the F */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_ROLL), 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_TS_ARENA_02_home_rule(void **state)
{
	/* TS-GAP-31: the home team's Arena rule is in force.
	 * Arena 2 (Port Aster) has slushy ice: every Move one square less */
	rink_game *g = ts_game("advanced=1,lines=1,arena_red=2,arena_blue=1,home=red");
	rink_game *h = ts_game("advanced=1,lines=1,arena_red=2,arena_blue=1,home=blue");
	const char *d = "11 ....C....\n 1 ........*\n";
	rink_state *s = ts_pos(g, d), *t = ts_pos(h, d);

	(void)state;
	assert_false(ts_legal(s, "C move e14"));
	assert_true(ts_legal(s, "C move e13"));
	assert_true(ts_legal(t, "C move e14") || ts_legal(t, "C move e15"));
	rink_state_free(s);
	rink_state_free(t);
	rink_game_free(g);
	rink_game_free(h);
}

/* TS-GAP-30: slushy ice (Arena 2) takes a square off every Move but never
 * the last one, so a goalie of Speed 1 still moves; fresh ice (Arena 3)
 * gives wingers alone one square more. Line cards without Speed effects. */
static void test_TS_GAP_30_slow_and_fast_ice(void **state)
{
	rink_game *slow = ts_game("advanced=1,lines=1,arena_red=2,arena_blue=1,home=red,"
	                          "lines_red=23/24/25/26,lines_blue=23/24/25/26");
	rink_game *fast = ts_game("advanced=1,lines=1,arena_red=3,arena_blue=1,home=red,"
	                          "lines_red=23/24/25/26,lines_blue=23/24/25/26");
	const char *d = "11 ....C....\n 9 ....L....\n 3 ....G....\n 1 ........*\n";
	rink_state *s = ts_pos(slow, d);

	(void)state;
	assert_true(ts_legal(s, "G move e4"));  /* Speed 1: still one square */
	assert_true(ts_legal(s, "LW move e6")); /* Speed 4: three */
	assert_false(ts_legal(s, "LW move e5"));
	rink_state_free(s);
	s = ts_pos(fast, d);
	assert_true(ts_legal(s, "LW move e4")); /* Speed 4: five */
	assert_true(ts_legal(s, "C move h11")); /* a Center keeps Speed 3 */
	assert_false(ts_legal(s, "C move i11"));
	assert_false(ts_legal(s, "G move e5")); /* a goalie keeps Speed 1 */
	rink_state_free(s);
	rink_game_free(slow);
	rink_game_free(fast);
}

/* TS-GAP-28, TS-LINE-06: a Line card is "five of the hockey players"
 * (l.485): a card for all players (speed all, free moves) passes over the
 * goalie */
static void test_TS_GAP_28_TS_LINE_06_all_cards_skip_the_goalie(void **state)
{
	struct rink_events ev = {0};
	/* Line card 13 (Fresh Legs): +1 Speed for all */
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=13/1/2/3");
	/* Line card 30 (Forecheckers): one free Move a turn */
	rink_game *h = ts_game("advanced=1,lines=1,lines_red=30/1/2/3");
	const char *d = "11 ....C....\n 3 ....G....\n 1 ........*\n";
	rink_state *s = ts_pos(g, d);

	(void)state;
	assert_true(ts_legal(s, "C move e15")); /* Speed 3 + 1 */
	assert_true(ts_legal(s, "G move e4"));
	assert_false(ts_legal(s, "G move e5")); /* the goalie keeps Speed 1 */
	rink_state_free(s);
	s = ts_pos(h, d);
	ts_dice(s, "-");
	ts_play(s, "G move e4", &ev); /* not free: a die is added and rolled */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_ROLL), 1);
	assert_int_equal(ts_view(s).pool, 1);
	rink_events_clear(&ev);
	ts_play(s, "C move e12", &ev); /* the card's free Move is still there */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_ROLL), 0);
	assert_int_equal(ts_view(s).pool, 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	rink_game_free(h);
}

/* Red's Center pokes Blue's carrier with pool dice already in the pool,
 * rolling faces (one more die than pool); the roll is not kept yet. */
static rink_state *poke_with(const rink_game *g, int pool, const char *faces,
                             struct rink_events *ev)
{
	char d[128];
	snprintf(d, sizeof(d), "12 ....l....\n11 ....C....\npuck e12\npool %d\n", pool);
	rink_state *s = ts_pos(g, d);
	ts_dice(s, faces);
	rink_events_clear(ev);
	ts_play(s, "C poke", ev);
	return s;
}

/* TS-TURN-13, TS-POKE-06, TS-GAP-28, TS-GAP-30: only a penalty (or a
 * fight) may not be re-rolled; two Fails that the active cards make a
 * plain failure may be (l.103) */
static void test_TS_TURN_13_TS_POKE_06_reroll_unless_penalty_with_cards(void **state)
{
	struct rink_events ev = {0};
	/* Arena 5 (Riverton, loose_refs) at home */
	rink_game *loose = ts_game("advanced=1,lines=1,arena_red=5,arena_blue=1,home=red");
	/* Line card 19 (Clean Sticks: poke +1), Arena 1 (no rule) */
	rink_game *card = ts_game("advanced=1,lines=1,lines_red=19/1/2/3");
	/* no card, no rule: two Fails are a penalty */
	rink_game *plain = ts_game("advanced=1,lines=1,lines_red=1/2/3/4");

	(void)state;
	rink_state *s = poke_with(loose, 1, "FF", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	ts_play(s, "keep", &ev); /* a plain failure */
	assert_int_equal(ts_view(s).where[ts_piece(0, RINK_TS_C)], RINK_TS_ON);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 0);
	rink_state_free(s);
	s = poke_with(card, 1, "FF", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	rink_state_free(s);
	s = poke_with(card, 2, "FFF", &ev); /* the card's penalty */
	assert_int_not_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 1);
	rink_state_free(s);
	s = poke_with(plain, 1, "FF", &ev);
	assert_int_not_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(loose);
	rink_game_free(card);
	rink_game_free(plain);
}

/* TS-FIGHT-01, TS-POKE-05, TS-GAP-28, TS-GAP-30: loose_refs moves a
 * poke's penalty, not its fight (l.455); a poke Line card moves both; under
 * tight_refs the rink's rule (no fights, a penalty at two Fails) stands and
 * the Line card's shift applies on top of it */
static void test_TS_FIGHT_01_TS_POKE_05_refs_and_poke_cards(void **state)
{
	struct rink_events ev = {0};
	/* Arena 5 (Riverton, loose_refs) at home, with and without card 19 */
	rink_game *loose = ts_game("advanced=1,lines=1,arena_red=5,arena_blue=1,home=red");
	rink_game *loose_card =
	        ts_game("advanced=1,lines=1,arena_red=5,arena_blue=1,home=red,lines_red=19/1/2/3");
	/* Arena 4 (Halden, tight_refs) at home, with card 20 (poke +1) */
	rink_game *tight_card =
	        ts_game("advanced=1,lines=1,arena_red=4,arena_blue=1,home=red,lines_red=20/1/2/3");
	rink_state *s;

	(void)state;
	/* loose_refs: three Fails are still a fight */
	s = poke_with(loose, 2, "FFF", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FIGHT), 1);
	rink_state_free(s);
	/* loose_refs and card 19: three Fails a plain failure, four a fight */
	s = poke_with(loose_card, 2, "FFF", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	ts_play(s, "keep", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FIGHT), 0);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 0);
	rink_state_free(s);
	s = poke_with(loose_card, 3, "FFFF", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FIGHT), 1);
	rink_state_free(s);
	/* tight_refs and card 20: two Fails a plain failure, three or more a
	 * penalty and never a fight */
	s = poke_with(tight_card, 1, "FF", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	ts_play(s, "keep", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 0);
	rink_state_free(s);
	s = poke_with(tight_card, 2, "FFF", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FIGHT), 0);
	rink_state_free(s);
	s = poke_with(tight_card, 3, "FFFF", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FIGHT), 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(loose);
	rink_game_free(loose_card);
	rink_game_free(tight_card);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_LINE_03_04_05_choice_and_cycle),
	        cmocka_unit_test(test_TS_GAP_30_slow_and_fast_ice),
	        cmocka_unit_test(test_TS_CHANGE_03_TS_LINE_05_hand_cycle),
	        cmocka_unit_test(test_TS_PEN_02_line_change_with_cards),
	        cmocka_unit_test(test_TS_LINE_06_free_move),
	        cmocka_unit_test(test_TS_ARENA_02_home_rule),
	        cmocka_unit_test(test_TS_GAP_28_TS_LINE_06_all_cards_skip_the_goalie),
	        cmocka_unit_test(test_TS_TURN_13_TS_POKE_06_reroll_unless_penalty_with_cards),
	        cmocka_unit_test(test_TS_FIGHT_01_TS_POKE_05_refs_and_poke_cards),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
