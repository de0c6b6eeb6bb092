/*
 * tests/unit/test_ts_card_effects.c: what Trick Shot's Line and Arena cards
 * do while they are in play (TS-LINE-04, TS-GAP-28, TS-ARENA-02, TS-GAP-30):
 * only the active Line card counts; re-roll, shot, pass and speed cards;
 * the lively_boards, loud_crowd and long_change Arena rules; and the home
 * Arena rule binding the visitors as well. Choosing and cycling the cards,
 * free moves, slow and fast ice are in test_ts_cards.c.
 *
 * Poke cards, loose_refs and tight_refs, and "all" speed cards on a goalie
 * are left out on purpose: their rules are being reworked.
 *
 * Diagrams as in test_ts_actions.c: upper case Red (defends e2, attacks
 * up), lower case Blue; C, L/R wingers, D/E defense, G goalie, '*' puck.
 * Rows 8-15 are the neutral zone. A set position starts each team with
 * the first card of its lines_* list active; the others are in hand.
 * Dice are forced: F Fail, R Reaction, B Bounce, '-' Blank.
 */
#include "ts_util.h"

/* Lines of no effect on what a test looks at: shot cards for Blue, and the
 * center, defense and winger speed cards are kept out of Move tests. */
#define BLUE_PLAIN "lines_blue=23/24/25/26"

static int stamina_of(const rink_state *s, int team)
{
	return ts_view(s).stamina[team];
}

/* ---- TS-LINE-04: only the active card ----------------------------------------------- */

/* TS-LINE-04: "A Line card grants its advantage for as long as that line
 * card is in play": a card in hand or on the discard pile gives nothing,
 * even the team's first card once it is no longer active. */
static void test_TS_LINE_04_only_the_active_card_counts(void **state)
{
	struct rink_events ev = {0};
	/* Red: 30 (free Move, active), 4 (winger +1), 23, 27 */
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=30/4/23/27," BLUE_PLAIN);
	const char *d = "11 ....C....\n 9 L........\n14 ........c\n 1 ........*\n";
	rink_state *s = ts_pos(g, d);

	(void)state;
	assert_int_equal(ts_view(s).line_card[0], 29);
	/* card 4 is in hand: the winger keeps his Speed 4 */
	assert_true(ts_legal(s, "LW move a13"));
	assert_false(ts_legal(s, "LW move a14"));
	/* card 30 is active: a Move is free */
	ts_play(s, "C move e12", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_ROLL), 0);
	rink_state_free(s);

	/* the line change plays 4 and discards 30, then Blue changes too */
	s = ts_pos(g, d);
	ts_play(s, "change 4", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	ts_play(s, "change 24", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.team, RINK_TS_RED);
	assert_int_equal(v.line_card[0], 3);
	/* card 4 now grants +1 to the winger ... */
	assert_true(ts_legal(s, "LW move a14"));
	assert_false(ts_legal(s, "LW move a15"));
	/* ... and the discarded card 30 no longer makes a Move free */
	rink_events_clear(&ev);
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_ROLL), 1);
	assert_int_equal(ts_view(s).pool, 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- Line card kinds (TS-GAP-28) ---------------------------------------------------- */

/* TS-LINE-04, TS-GAP-28: a reroll card (15 Deep Bench, N = 1) makes the
 * first re-roll of a turn free of stamina; the next one costs a token. */
static void test_TS_LINE_04_TS_GAP_28_reroll_card(void **state)
{
	struct rink_events ev = {0};
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=15/1/2/3," BLUE_PLAIN);
	rink_game *plain = ts_game("advanced=1,lines=1,lines_red=23/1/2/3," BLUE_PLAIN);
	const char *d = "11 ....C....\n 1 ........*\n";
	rink_state *s = ts_pos(g, d);

	(void)state;
	ts_dice(s, "F F -");
	ts_play(s, "C move e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 3); /* the free one */
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 2); /* paid */
	rink_state_free(s);

	/* with no stamina left the free re-roll is still offered */
	s = ts_pos(g, "11 ....C....\n 1 ........*\nstamina 0 3\n");
	ts_dice(s, "F -");
	ts_play(s, "C move e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 0);
	assert_int_equal(ts_view(s).team, RINK_TS_RED); /* the Blank saved the turn */
	rink_state_free(s);

	/* without the card the first re-roll costs a token */
	s = ts_pos(plain, d);
	ts_dice(s, "F -");
	ts_play(s, "C move e12", &ev);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 2);
	rink_state_free(s);
	s = ts_pos(plain, "11 ....C....\n 1 ........*\nstamina 0 3\n");
	ts_dice(s, "F");
	ts_play(s, "C move e12", &ev);
	assert_int_not_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	rink_game_free(plain);
}

/* TS-LINE-04, TS-GAP-28: a shot card (23 Snipers, N = 1): two Fails are no
 * save but a rebound; three are a save. */
static void test_TS_LINE_04_TS_GAP_28_shot_card(void **state)
{
	struct rink_events ev = {0};
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=23/1/2/3," BLUE_PLAIN);
	rink_game *plain = ts_game("advanced=1,lines=1,lines_red=5/1/2/3," BLUE_PLAIN);
	const char *d = "20 ....g....\n17 ....R....\npuck e17\npool 1\n";
	rink_state *s = ts_pos(g, d);

	(void)state;
	ts_dice(s, "FF");
	ts_go(s, "RW shoot", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_SAVE), 0);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_REBOUND), 1);
	assert_int_equal(v.puck, ts_sq(s, "e19")); /* straight back out of the crease */
	assert_int_equal(v.carrier, RINK_TS_NONE);
	assert_int_equal(v.score[0], 0);
	rink_state_free(s);
	/* three Fails: saved (the goalie then holds it and the board resets) */
	s = ts_pos(g, "20 ....g....\n17 ....R....\npuck e17\npool 2\n");
	rink_events_clear(&ev);
	ts_dice(s, "FFF");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_SAVE), 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_REBOUND), 0);
	rink_state_free(s);
	/* without the card two Fails are a save */
	s = ts_pos(plain, d);
	rink_events_clear(&ev);
	ts_dice(s, "FF");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_SAVE), 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_REBOUND), 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	rink_game_free(plain);
}

/* TS-LINE-04, TS-GAP-28: a pass card (27 Tape-to-Tape, N = 1): a failed
 * pass to a player travels one square less past him. */
static void test_TS_LINE_04_TS_GAP_28_pass_card(void **state)
{
	struct rink_events ev = {0};
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=27/1/2/3," BLUE_PLAIN);
	rink_game *plain = ts_game("advanced=1,lines=1,lines_red=23/1/2/3," BLUE_PLAIN);
	const char *d = "10 .C..R....\npuck b10\npool 2\n";
	rink_state *s = ts_pos(plain, d);

	(void)state;
	/* TS-PASS-05 without the card: two Bounces, two squares past e10 */
	ts_dice(s, "FBB");
	ts_go(s, "C pass e10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "g10"));
	rink_state_free(s);
	/* with it: one square past */
	s = ts_pos(g, d);
	ts_dice(s, "FBB");
	ts_go(s, "C pass e10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.puck, ts_sq(s, "f10"));
	assert_int_equal(v.carrier, RINK_TS_NONE);
	rink_state_free(s);
	/* and one Bounce is used up: the puck reaches the Winger */
	s = ts_pos(g, "10 .C..R....\npuck b10\npool 1\n");
	ts_dice(s, "FB");
	ts_go(s, "C pass e10", &ev);
	v = ts_view(s);
	assert_int_equal(v.puck, ts_sq(s, "e10"));
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_RW));
	rink_state_free(s);
	/* the goalie's own pass gets nothing from it (TS-GAP-28): two past */
	s = ts_pos(g, " 3 ....G....\n 6 ....R....\npuck e3\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "G pass e6", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e8"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	rink_game_free(plain);
}

/* TS-LINE-04, TS-GAP-28: speed cards give +1 to the Move of their player
 * type only; an "all" card to every skater (goalies are not looked at). */
static void test_TS_LINE_04_TS_GAP_28_speed_cards_on_skaters(void **state)
{
	static const struct {
		const char *lines;
		bool winger, center, defense; /* who gets +1 */
	} cases[] = {
	        {"lines_red=23/1/5/9", false, false, false}, /* no speed card active */
	        {"lines_red=1/5/9/13", true, false, false},  /* 1 Flying Wingers */
	        {"lines_red=5/1/9/13", false, true, false},  /* 5 Quick Pivot */
	        {"lines_red=9/1/5/13", false, false, true},  /* 9 Rushing Defense */
	        {"lines_red=13/1/5/9", true, true, true},    /* 13 Fresh Legs (all) */
	};
	/* Speeds 4, 3, 2: a14, e15 and g12 are one square beyond them */
	const char *d = "11 ....C....\n 9 L.....D..\n 1 ........*\n";

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char params[96];
		snprintf(params, sizeof(params), "advanced=1,lines=1,%s," BLUE_PLAIN,
		         cases[i].lines);
		rink_game *g = ts_game(params);
		rink_state *s = ts_pos(g, d);
		assert_true(ts_legal(s, "LW move a13"));
		assert_int_equal(ts_legal(s, "LW move a14"), cases[i].winger);
		assert_false(ts_legal(s, "LW move a15"));
		assert_true(ts_legal(s, "C move e14"));
		assert_int_equal(ts_legal(s, "C move e15"), cases[i].center);
		assert_true(ts_legal(s, "LD move g11"));
		assert_int_equal(ts_legal(s, "LD move g12"), cases[i].defense);
		assert_false(ts_legal(s, "LD move g13"));
		rink_state_free(s);
		rink_game_free(g);
	}
}

/* ---- Arena rules (TS-GAP-30) -------------------------------------------------------- */

/* TS-GAP-30 lively_boards (Arena 6 Stonecliff): a travelling puck moves one
 * extra square after its first bounce off the boards, and only then. */
static void test_TS_GAP_30_lively_boards(void **state)
{
	struct rink_events ev = {0};
	rink_game *g = ts_game(
	        "advanced=1,lines=1,arena_red=6,home=red,lines_red=23/24/25/26," BLUE_PLAIN);
	rink_game *plain = ts_game("advanced=1,lines=1,arena_red=1,home=red,"
	                           "lines_red=23/24/25/26," BLUE_PLAIN);
	const char *d = "10 ....C..R.\npuck e10\npool 3\n";
	rink_state *s = ts_pos(plain, d);

	(void)state;
	/* TS-PASS-07 (figure l.298): one square to the boards, 2 back */
	ts_dice(s, "FBBB");
	ts_go(s, "C pass h10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "g10"));
	rink_state_free(s);
	/* lively boards: 3 back */
	s = ts_pos(g, d);
	ts_dice(s, "FBBB");
	ts_go(s, "C pass h10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "f10"));
	rink_state_free(s);
	/* only the first bounce gives the extra square: 10 Bounces take the
	 * puck to i10, back across to a10 and off the far boards to b10; the
	 * lively boards add c10, and nothing more at the second bounce */
	s = ts_pos(g, "10 ....C..R.\npuck e10\npool 10\n");
	ts_dice(s, "FBBBBBBBBBB");
	ts_go(s, "C pass h10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "c10"));
	rink_state_free(s);
	/* no bounce off the boards, no extra square (TS-PASS-05) */
	s = ts_pos(g, "10 .C..R....\npuck b10\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "C pass e10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "g10"));
	rink_state_free(s);
	/* the visitors' pucks are as lively (TS-ARENA-02) */
	s = ts_pos(g, "10 ....c..r.\npuck e10\npool 3\nteam blue\n");
	ts_dice(s, "FBBB");
	ts_go(s, "C pass h10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "f10"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	rink_game_free(plain);
}

/* TS-GAP-30 loud_crowd (Arena 7 Marlow): the home team's first re-roll of
 * each turn spends no stamina; the visitors pay for theirs. */
static void test_TS_GAP_30_loud_crowd(void **state)
{
	struct rink_events ev = {0};
	/* no reroll cards on either side */
	rink_game *home_red = ts_game("advanced=1,lines=1,arena_red=7,arena_blue=1,home=red,"
	                              "lines_red=23/24/25/26," BLUE_PLAIN);
	rink_game *home_blue = ts_game("advanced=1,lines=1,arena_red=1,arena_blue=7,home=blue,"
	                               "lines_red=23/24/25/26," BLUE_PLAIN);
	const char *red = "11 ....C....\n 1 ........*\n";
	const char *blue = "12 ....c....\n 1 ........*\nteam blue\n";
	rink_state *s = ts_pos(home_red, red);

	(void)state;
	/* the home team: the first re-roll is free, the second is not */
	ts_dice(s, "F F -");
	ts_play(s, "C move e12", &ev);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 3);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 2);
	rink_state_free(s);
	/* the visitors pay at once */
	s = ts_pos(home_red, blue);
	ts_dice(s, "F -");
	ts_play(s, "C move e11", &ev);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_BLUE), 2);
	rink_state_free(s);
	/* with Blue at home in Marlow it is the other way round */
	s = ts_pos(home_blue, blue);
	ts_dice(s, "F -");
	ts_play(s, "C move e11", &ev);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_BLUE), 3);
	rink_state_free(s);
	s = ts_pos(home_blue, red);
	ts_dice(s, "F -");
	ts_play(s, "C move e12", &ev);
	ts_play(s, "reroll", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 2);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(home_red);
	rink_game_free(home_blue);
}

/* TS-GAP-30 long_change (Arena 8 Eastbrook): a line change refreshes only
 * two stamina tokens, for either team (TS-ARENA-02). */
static void test_TS_GAP_30_long_change(void **state)
{
	struct rink_events ev = {0};
	rink_game *g = ts_game(
	        "advanced=1,lines=1,arena_red=8,home=red,lines_red=23/24/25/26," BLUE_PLAIN);
	rink_game *plain = ts_game("advanced=1,lines=1,arena_red=1,home=red,"
	                           "lines_red=23/24/25/26," BLUE_PLAIN);

	(void)state;
	/* TS-CHANGE-02 in a plain arena: all three back */
	rink_state *s = ts_pos(plain, "11 ....C....\n12 ....c....\n 1 ........*\nstamina 0 0\n");
	ts_play(s, "change 24", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 3);
	rink_state_free(s);
	/* the long change: two */
	s = ts_pos(g, "11 ....C....\n12 ....c....\n 1 ........*\nstamina 0 0\n");
	ts_play(s, "change 24", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 2);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	ts_play(s, "change 24", &ev); /* the visitors too */
	assert_int_equal(stamina_of(s, RINK_TS_BLUE), 2);
	rink_state_free(s);
	/* never more than three */
	s = ts_pos(g, "11 ....C....\n12 ....c....\n 1 ........*\nstamina 2 0\n");
	ts_play(s, "change 24", &ev);
	assert_int_equal(stamina_of(s, RINK_TS_RED), 3);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	rink_game_free(plain);
}

/* TS-ARENA-02: "That special rule affects both teams" (l.536): slushy ice
 * at home (Arena 2 Port Aster) slows the visitors as well, whichever team
 * is at home. */
static void test_TS_ARENA_02_home_rule_binds_the_visitors(void **state)
{
	rink_game *red_home = ts_game("advanced=1,lines=1,arena_red=2,arena_blue=1,home=red,"
	                              "lines_red=23/24/25/26," BLUE_PLAIN);
	rink_game *blue_home = ts_game("advanced=1,lines=1,arena_red=1,arena_blue=2,home=blue,"
	                               "lines_red=23/24/25/26," BLUE_PLAIN);
	rink_game *plain = ts_game("advanced=1,lines=1,arena_red=1,arena_blue=2,home=red,"
	                           "lines_red=23/24/25/26," BLUE_PLAIN);
	const char *blue = "12 ....c....\n 1 ........*\nteam blue\n";
	const char *red = "11 ....C....\n 1 ........*\n";
	rink_state *s;

	(void)state;
	/* Blue visiting Port Aster: its Center (Speed 3) moves 2 */
	s = ts_pos(red_home, blue);
	assert_true(ts_legal(s, "C move e10"));
	assert_false(ts_legal(s, "C move e9"));
	rink_state_free(s);
	/* Red visiting Port Aster */
	s = ts_pos(blue_home, red);
	assert_true(ts_legal(s, "C move e13"));
	assert_false(ts_legal(s, "C move e14"));
	rink_state_free(s);
	/* and the home team itself (TS-GAP-31) */
	s = ts_pos(blue_home, blue);
	assert_false(ts_legal(s, "C move e9"));
	rink_state_free(s);
	/* with Red at home in Oakridge neither is slowed */
	s = ts_pos(plain, blue);
	assert_true(ts_legal(s, "C move e9"));
	rink_state_free(s);
	s = ts_pos(plain, red);
	assert_true(ts_legal(s, "C move e14"));
	rink_state_free(s);
	rink_game_free(red_home);
	rink_game_free(blue_home);
	rink_game_free(plain);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_LINE_04_only_the_active_card_counts),
	        cmocka_unit_test(test_TS_LINE_04_TS_GAP_28_reroll_card),
	        cmocka_unit_test(test_TS_LINE_04_TS_GAP_28_shot_card),
	        cmocka_unit_test(test_TS_LINE_04_TS_GAP_28_pass_card),
	        cmocka_unit_test(test_TS_LINE_04_TS_GAP_28_speed_cards_on_skaters),
	        cmocka_unit_test(test_TS_GAP_30_lively_boards),
	        cmocka_unit_test(test_TS_GAP_30_loud_crowd),
	        cmocka_unit_test(test_TS_GAP_30_long_change),
	        cmocka_unit_test(test_TS_ARENA_02_home_rule_binds_the_visitors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
