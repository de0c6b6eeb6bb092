/*
 * tests/unit/test_ts_actions.c: the Move and Pass rules of Trick Shot,
 * checking and reaction moves, and the pass to an empty square (TS-MOVE,
 * TS-CHECK, TS-REACT, TS-PASS, TS-EMPTY). Shoot, Poke and Hit are in
 * test_ts_shoot.c.
 *
 * Positions are diagrams of the rows that matter (row number, then columns
 * a-i): upper case Red, lower case Blue; C center, L/R wingers, D/E
 * defensemen, G goalie; '*' a loose puck. Red defends the net on e2 and
 * attacks up the board; Blue defends e21. Rows 1-7 are Red's zone, 8-15
 * the neutral zone (red line between 11 and 12), 16-22 Blue's zone; the
 * creases are d3-f3 and d20-f20. Dice are forced: F Fail, R Reaction,
 * B Bounce, '-' Blank.
 */
#include "ts_util.h"

static rink_game *basic, *adv;

static int setup(void **state)
{
	(void)state;
	basic = ts_game("");
	adv = ts_game("advanced=1");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	rink_game_free(basic);
	rink_game_free(adv);
	return 0;
}

static int sq_of(const rink_state *s, int team, int role)
{
	return ts_view(s).sq[ts_piece(team, role)];
}

/* ---- Move ------------------------------------------------------------------------ */

static void test_TS_MOVE_01_straight_lines_within_speed(void **state)
{
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\n");

	(void)state;
	assert_true(ts_legal(s, "C move e14"));  /* 3 orthogonally (Speed 3) */
	assert_true(ts_legal(s, "C move h14"));  /* 3 diagonally */
	assert_true(ts_legal(s, "C move e12"));  /* fewer is fine */
	assert_false(ts_legal(s, "C move e15")); /* 4: beyond his Speed */
	assert_false(ts_legal(s, "C move f13")); /* not one straight line */
	assert_false(ts_legal(s, "C move e11")); /* TS-GAP-20 (a): 0 squares */
	rink_state_free(s);
}

static void test_TS_MOVE_02_no_moving_through_players(void **state)
{
	rink_state *s = ts_pos(basic, "13 ....l....\n11 ....C....\n 1 ........*\n");

	(void)state;
	assert_true(ts_legal(s, "C move e12"));
	assert_false(ts_legal(s, "C move e13")); /* occupied */
	assert_false(ts_legal(s, "C move e14")); /* through him */
	rink_state_free(s);
}

static void test_TS_MOVE_03_crease_and_net(void **state)
{
	rink_state *s = ts_pos(basic, " 4 ...D.....\n 3 ....G....\n 2 ..E......\n 1 ........*\n");

	(void)state;
	assert_false(ts_legal(s, "LD move d3")); /* a skater into the crease */
	assert_false(ts_legal(s, "LD move f2")); /* diagonally through the crease */
	assert_true(ts_legal(s, "RD move d2"));
	assert_false(ts_legal(s, "RD move f2")); /* through the net on e2 */
	assert_true(ts_legal(s, "G move d3"));   /* TS-GAP-35 (a): he may enter his crease */
	assert_false(ts_legal(s, "G move e2"));  /* but never the net */
	rink_state_free(s);
	/* his own crease only: beside Blue's crease (d20-f20) he may not
	 * enter it */
	s = ts_pos(basic, "22 *........\n20 ..G......\n");
	assert_true(ts_legal(s, "G move c19"));
	assert_false(ts_legal(s, "G move d20"));
	rink_state_free(s);
}

static void test_TS_MOVE_04_TS_OFF_01_02_offside_rule(void **state)
{
	rink_state *s = ts_pos(basic, "15 .L..C....\n10 ........*\n");

	(void)state;
	/* TS-OFF-02: the carrier may cross, his teammate may not */
	assert_false(ts_legal(s, "LW move b16"));
	assert_true(ts_legal(s, "C move e16") == false);
	rink_state_free(s);
	s = ts_pos(basic, "15 .L..C....\npuck e15\n");
	assert_false(ts_legal(s, "LW move b16"));
	assert_true(ts_legal(s, "C move e17"));
	rink_state_free(s);
	/* once the puck is in the zone anyone may enter */
	s = ts_pos(basic, "18 .......*.\n15 .L.......\n");
	assert_true(ts_legal(s, "LW move b17"));
	rink_state_free(s);
}

static void test_TS_MOVE_05_TS_CHECK_03_checked_carrier(void **state)
{
	rink_state *s = ts_pos(basic, "12 ....c....\n11 ....C...L\npuck e11\n");

	(void)state;
	assert_false(ts_legal(s, "C move e10"));
	assert_true(ts_legal(s, "C pass i11")); /* pass is allowed when checked */
	rink_state_free(s);
}

static void test_TS_MOVE_06_move_happens_on_a_fail(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\n");

	(void)state;
	ts_dice(s, "F");
	ts_go(s, "C move e14", &ev);
	assert_int_equal(sq_of(s, 0, RINK_TS_C), ts_sq(s, "e14"));
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE); /* the Fail ended the turn */
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- Checking ---------------------------------------------------------------------- */

static void test_TS_CHECK_01_only_the_carrier_is_checked(void **state)
{
	rink_state *s = ts_pos(basic, "12 ....c....\n11 ....C....\n 1 ........*\n");

	(void)state;
	assert_true(ts_legal(s, "C move e10"));
	rink_state_free(s);
}

static void test_TS_CHECK_02_orthogonal_opponents_check(void **state)
{
	rink_state *s = ts_pos(basic, "12 .....c...\n11 ....C....\npuck e11\n");

	(void)state;
	assert_true(ts_legal(s, "C move e9")); /* diagonal neighbour: no check */
	rink_state_free(s);
	s = ts_pos(basic, "12 ....L....\n11 ....C....\npuck e11\n");
	assert_true(ts_legal(s, "C move e9")); /* a teammate never checks */
	rink_state_free(s);
	/* the goalie counts as an opposing player */
	s = ts_pos(basic, " 5 ....c....\n 4 ....G....\npuck e5\nteam blue\n");
	assert_false(ts_legal(s, "C move e8"));
	rink_state_free(s);
}

static void test_TS_CHECK_04_judged_at_the_start(void **state)
{
	/* the opponent on d12 is orthogonally beside e12, d11 and c12 */
	rink_state *s = ts_pos(basic, "12 ...c.....\n10 ....C....\npuck e10\n");

	(void)state;
	/* unchecked at the start, C may pass by him (e12 on the way to e13)
	 * and stop beside him */
	assert_true(ts_legal(s, "C move e13"));
	assert_true(ts_legal(s, "C move e12"));
	assert_true(ts_legal(s, "C move d11"));
	assert_false(ts_legal(s, "C move d12")); /* his own square */
	assert_false(ts_legal(s, "C move f12")); /* a knight's move: never */
	rink_state_free(s);
}

static void test_TS_CHECK_05_worked_example(void **state)
{
	struct rink_events ev = {0};
	/* red D moves 2 squares down beside blue winger C, the carrier */
	rink_state *s = ts_pos(basic, "12 ......D..\n10 .....l...\n 9 .........\npuck f10\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "LD move g10", &ev);
	ts_go(s, "change", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	assert_false(ts_legal(s, "LW move f8"));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- Reaction moves ------------------------------------------------------------------- */

/* TS-REACT-01, TS-REACT-03, TS-REACT-04 */
static void test_TS_REACT_01_03_04_one_orthogonal_square(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "12 ....c....\n11 ....C...L\n 9 ..d......\npuck e11\n");

	(void)state;
	ts_dice(s, "R");
	ts_go(s, "C pass i11", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.phase, RINK_TS_PH_REACTION);
	assert_int_equal(ts_seat(s), 1);
	assert_true(ts_legal(s, "react LD c8"));
	assert_false(ts_legal(s, "react LD b8")); /* never diagonal */
	assert_true(ts_legal(s, "no-react"));     /* optional */
	ts_go(s, "react LD c10", &ev);            /* TS-REACT-04: D moves back */
	v = ts_view(s);
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_LD)], ts_sq(s, "c10"));
	/* TS-REACT-03: no die added, Red's sequence unchanged */
	assert_int_equal(v.pool, 1);
	assert_int_equal(v.team, RINK_TS_RED);
	assert_int_equal(v.last_act, ts_piece(0, RINK_TS_C));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_REACT_02_TS_TURN_16_reaction_rules(void **state)
{
	struct rink_events ev = {0};
	rink_state *s;

	(void)state;
	/* TS-GAP-04 (a): a Bounce gives no reaction */
	s = ts_pos(basic, "11 ....C...L\n 9 ..d......\n 1 ........*\n");
	ts_dice(s, "B");
	ts_go(s, "C move e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION);
	/* two Reactions still give one reaction move */
	ts_dice(s, "RR");
	ts_go(s, "LW move i12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REACTION);
	ts_go(s, "react LD c10", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION);
	rink_state_free(s);
	/* no blue player can move: no reaction phase */
	s = ts_pos(basic, "11 ....C....\n 1 ........*\n");
	rink_events_clear(&ev);
	ts_dice(s, "R");
	ts_go(s, "C move e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_NO_REACT), 1);
	rink_state_free(s);
	/* a checked carrier may not react */
	s = ts_pos(basic, "12 ....c....\n11 ....E....\n 9 C........\npuck e12\n");
	ts_dice(s, "R");
	ts_go(s, "C move a10", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-REACT-02, TS-OFF-01, TS-CHECK-01: a reaction move obeys the Move rules
 * one by one, and only a checked carrier is held by an opponent beside him */
static void test_TS_REACT_02_TS_OFF_01_reactions_obey_the_move_rules(void **state)
{
	struct rink_events ev = {0};
	/* Blue's zone is rows 16-22 (its crease d20-f20); Red's zone, Blue's
	 * offensive zone, is rows 1-7. Blue carrier c on e8, blue winger l on
	 * a8, blue defenseman d on d19, blue goalie g on e19, blue winger r on
	 * g12 beside red winger R on h12. Red's C moves and rolls a Reaction. */
	rink_state *s = ts_pos(basic, "19 ...dg....\n12 ......rR.\n11 ..C......\n 8 l...c....\n"
	                              "puck e8\n");

	(void)state;
	ts_dice(s, "R");
	ts_go(s, "C move c12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REACTION);
	assert_true(ts_legal(s, "react C e7"));   /* the carrier may cross his blue line */
	assert_false(ts_legal(s, "react LW a7")); /* offside: the puck is not there */
	assert_true(ts_legal(s, "react LW a9"));
	assert_false(ts_legal(s, "react LD d20")); /* a skater never enters a crease */
	assert_true(ts_legal(s, "react G e20"));   /* the goalie enters his own */
	assert_true(ts_legal(s, "react RW g13"));  /* beside R, but not carrying */
	assert_false(ts_legal(s, "react RW h12")); /* occupied */
	rink_state_free(s);
	/* a checked carrier has no reaction move, his teammates have theirs */
	s = ts_pos(basic, "12 l...c....\n11 ....E....\n 9 C........\npuck e12\n");
	rink_events_clear(&ev);
	ts_dice(s, "R");
	ts_go(s, "C move a10", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REACTION);
	assert_false(ts_legal(s, "react C e13"));
	assert_false(ts_legal(s, "react C d12"));
	assert_true(ts_legal(s, "react LW a13"));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- Pass ---------------------------------------------------------------------------- */

/* TS-PASS-01, TS-PASS-02 */
static void test_TS_PASS_01_02_lines_and_targets(void **state)
{
	rink_state *s =
	        ts_pos(basic, "14 ..L...d..\n12 ....c....\n10 ..C...R..\n 9 .....E...\npuck c10\n");

	(void)state;
	assert_true(ts_legal(s, "C pass c14"));   /* orthogonal, any distance */
	assert_true(ts_legal(s, "C pass g10"));   /* orthogonal */
	assert_false(ts_legal(s, "C pass f9"));   /* not a straight line */
	assert_false(ts_legal(s, "C pass e12"));  /* never to an opponent */
	assert_false(ts_legal(s, "C pass g14"));  /* TS-PASS-02: through e12 */
	assert_false(ts_legal(s, "C pass d10"));  /* basic game: no empty square */
	assert_false(ts_legal(s, "LW pass c10")); /* only the carrier passes */
	rink_state_free(s);
	/* TS-PASS-02: a teammate behind an opponent on the line is out of reach */
	s = ts_pos(basic, "14 ......R..\n12 ....c....\n10 ..C......\npuck c10\n");
	assert_false(ts_legal(s, "C pass g14"));
	rink_state_free(s);
	s = ts_pos(basic, "14 ......R..\n10 ..C......\npuck c10\n");
	assert_true(ts_legal(s, "C pass g14"));
	rink_state_free(s);
	/* the same with the advanced rules, where a pass may also go to an
	 * empty square: never onto an opponent, never through one */
	s = ts_pos(adv, "14 ......R..\n12 ....c....\n10 ..C......\npuck c10\n");
	assert_false(ts_legal(s, "C pass e12"));
	assert_false(ts_legal(s, "C pass g14"));
	assert_true(ts_legal(s, "C pass d11")); /* TS-EMPTY-01 */
	rink_state_free(s);
}

static void test_TS_PASS_03_clean_pass_ignores_bounces(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 ..C...R..\npuck c10\n");

	(void)state;
	ts_dice(s, "B");
	ts_go(s, "C pass g10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_RW));
	assert_int_equal(v.team, RINK_TS_RED);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_PASS_04_fail_without_bounce_arrives(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 ..C...R..\npuck c10\n");

	(void)state;
	ts_dice(s, "F");
	ts_go(s, "C pass g10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_RW));
	assert_int_equal(v.team, RINK_TS_BLUE);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_PASS_05_bounces_carry_the_puck_past(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 .C..R....\npuck b10\npool 2\n");

	(void)state;
	ts_dice(s, "FBB");
	ts_go(s, "C pass e10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.puck, ts_sq(s, "g10"));
	assert_int_equal(v.carrier, RINK_TS_NONE);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_PASS_06_diagonal_bounce(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "12 ......R..\n10 ....C....\npuck e10\npool 3\n");

	(void)state;
	ts_dice(s, "FBBB");
	ts_go(s, "C pass g12", &ev);
	/* h13, i14, then off the side boards mirrored: h15 */
	assert_int_equal(ts_view(s).puck, ts_sq(s, "h15"));
	rink_state_free(s);
	/* in a corner a diagonal puck comes straight back */
	s = ts_pos(basic, " 3 .E.......\n 5 ...C.....\npuck d5\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "C pass b3", &ev);
	/* a2, then a1 is... b3 -> a2 (1); a2's next square off both? a2 is on
	 * the side board only: mirrored to b1 (2) */
	assert_int_equal(ts_view(s).puck, ts_sq(s, "b1"));
	rink_state_free(s);
	s = ts_pos(basic, " 2 .E.......\n 4 ...C.....\npuck d4\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "C pass b2", &ev);
	/* a1 is the corner (1); straight back along the diagonal: b2 (2) */
	assert_int_equal(ts_view(s).puck, ts_sq(s, "b2"));
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_RD));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-PASS-07, TS-PASS-08 */
static void test_TS_PASS_07_08_orthogonal_bounce_and_corner(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 ....C..R.\npuck e10\npool 3\n");

	(void)state;
	/* figure l.298: one square to the boards, 2 back after the bounce */
	ts_dice(s, "FBBB");
	ts_go(s, "C pass h10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "g10"));
	rink_state_free(s);
	/* figure l.302: target on the boards, 1 Bounce: one square back */
	s = ts_pos(basic, "10 ....C...R\npuck e10\n");
	ts_dice(s, "F");
	rink_state_free(s);
	s = ts_pos(basic, "10 ....C...R\npuck e10\npool 1\n");
	ts_dice(s, "FB");
	ts_go(s, "C pass i10", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "h10"));
	rink_state_free(s);
	/* TS-PASS-07: in the corner an orthogonal puck turns along the boards */
	s = ts_pos(basic, " 1 ..D....E.\npuck c1\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "LD pass h1", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "i2"));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* Whether the puck went to piece p during the events ev. */
static bool puck_went_to(const struct rink_events *ev, int p)
{
	for (int i = 0; i < (int)ev->n; i++)
		if (ev->v[i].type == RINK_TS_EV_PUCK && ev->v[i].arg[1] == p)
			return true;
	return false;
}

static void test_TS_PASS_09_TS_PUCK_04_into_the_crease(void **state)
{
	struct rink_events ev = {0};
	rink_state *s =
	        ts_pos(basic, " 8 ....C....\n 6 ....D....\n 3 ...G.....\npuck e8\npool 3\n");

	(void)state;
	ts_dice(s, "FBBB");
	ts_go(s, "C pass e6", &ev);
	/* TS-GAP-17 (a): e5, e4, then the crease: the goalie (on d3) takes it; his team's... the
	 * turn ends with a goalie holding the puck: reset (TS-GAP-10 (a)) */
	assert_true(puck_went_to(&ev, ts_piece(0, RINK_TS_G)));
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_RESET), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_PUCK_03_travelling_puck_to_an_opponent(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 .C..R..l.\npuck b10\npool 3\n");

	(void)state;
	ts_dice(s, "FBBB");
	ts_go(s, "C pass e10", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(1, RINK_TS_LW));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- Pass to an empty square ------------------------------------------------------------ */

/* TS-EMPTY-01, TS-EMPTY-03 */
static void test_TS_EMPTY_01_03_where_it_may_go(void **state)
{
	rink_state *s = ts_pos(adv, "13 ....c....\n10 ....C....\npuck e10\n");

	(void)state;
	assert_true(ts_legal(s, "C pass e12"));
	assert_true(ts_legal(s, "C pass a14"));
	assert_false(ts_legal(s, "C pass e14")); /* TS-EMPTY-03: through e13 */
	/* TS-GAP-24 (a): the first row of each end zone touches the line */
	assert_true(ts_legal(s, "C pass h7")); /* Red's zone, touching the line */
	assert_false(ts_legal(s, "C pass h6"
	                         "x") ||
	             ts_legal(s, "C pass i5")); /* deeper */
	rink_state_free(s);
	s = ts_pos(basic, "10 ....C....\npuck e10\n");
	assert_false(ts_legal(s, "C pass e12")); /* TS-MODE-06 */
	rink_state_free(s);
	s = ts_pos(adv, " 6 ....C....\npuck e6\n");
	assert_false(ts_legal(s, "C pass e9")); /* the passer must be in the neutral zone */
	rink_state_free(s);
	s = ts_pos(adv, "14 ....C....\npuck e14\n");
	assert_true(ts_legal(s, "C pass e16"));  /* touches Blue's line */
	assert_false(ts_legal(s, "C pass e17")); /* does not */
	rink_state_free(s);
}

/* TS-EMPTY-02, TS-EMPTY-04, TS-EMPTY-05 */
static void test_TS_EMPTY_02_04_05_dice_and_bounces(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "10 ....C....\npuck e10\n");

	(void)state;
	ts_dice(s, "-B-");
	ts_go(s, "C pass e13", &ev);
	assert_int_equal(ev.v[1].arg[1], 3);                /* 1 + 2 extra dice */
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e14")); /* one Bounce, no Fail */
	assert_int_equal(ts_view(s).team, RINK_TS_RED);
	rink_state_free(s);
	s = ts_pos(adv, "10 ....C....\npuck e10\n");
	ts_dice(s, "F--");
	ts_go(s, "C pass e13", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e13"));
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-EMPTY-04 with TS-PASS-09: the bounces follow the failed pass's rules,
 * so a puck that bounces into a crease goes to the goalie and ends the
 * turn, with no Fail rolled */
static void test_TS_EMPTY_04_TS_PASS_09_crease_ends_the_turn(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "14 ....C....\n20 ....g....\n 9 ..L......\npuck e14\npool 3\n");

	(void)state;
	ts_dice(s, "BBBB--"); /* e16, then e17, e18, e19 and the crease */
	ts_go(s, "C pass e16", &ev);
	assert_true(puck_went_to(&ev, ts_piece(1, RINK_TS_G)));
	/* Red's turn is over, with a goalie holding: reset (TS-GAP-10 (a)) */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_RESET), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- gap readings (docs/rules/trickshot.md, "Gaps") ----------------------------------------- */

static void test_TS_GAP_05_only_bounces_carry_the_pass(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 ..C...R..\n 8 ....d....\npuck c10\npool 1\n");

	(void)state;
	/* TS-GAP-05 (a): a Fail and a Reaction, no Bounce: the target takes
	 * the pass (no travel), and the opponent gets his reaction move */
	ts_dice(s, "FR");
	ts_go(s, "C pass g10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_RW));
	assert_int_equal(v.puck, ts_sq(s, "g10"));
	assert_int_equal(v.phase, RINK_TS_PH_REACTION);
	ts_play(s, "react LD e9", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE); /* the Fail ended the turn */
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_35_goalie_leaves_his_zone(void **state)
{
	rink_state *s = ts_pos(basic, " 7 ....G....\n 1 ........*\n");

	(void)state;
	/* TS-GAP-35 (a): the goalie moves under the same rules, out of his zone */
	assert_true(ts_legal(s, "G move e8"));
	rink_state_free(s);
}

static void test_TS_GAP_17_crease_without_goalie(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-17 (a): with no goalie on the ice a travelling puck stops
	 * loose on the square before the crease */
	rink_state *s = ts_pos(basic, " 8 ....C....\n 6 ....D....\npuck e8\npool 3\n");

	(void)state;
	ts_dice(s, "FBBB");
	ts_go(s, "C pass e6", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e4"));
	assert_int_equal(ts_view(s).carrier, RINK_TS_NONE);
	rink_state_free(s);
	/* an ordinary pass may cross a crease */
	s = ts_pos(basic, " 3 ..D...E..\n 5 ....G....\npuck c3\n");
	assert_true(ts_legal(s, "LD pass g3"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_19_carrying_goalie_stays(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-19 (b): a goalie who carries the puck does not go home */
	rink_state *s = ts_pos(basic, " 5 ....G....\n11 ....C....\npuck e5\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	assert_int_equal(sq_of(s, 0, RINK_TS_G), ts_sq(s, "e5"));
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_G));
	rink_events_free(&ev);
	rink_state_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_MOVE_01_straight_lines_within_speed),
	        cmocka_unit_test(test_TS_MOVE_02_no_moving_through_players),
	        cmocka_unit_test(test_TS_MOVE_03_crease_and_net),
	        cmocka_unit_test(test_TS_MOVE_04_TS_OFF_01_02_offside_rule),
	        cmocka_unit_test(test_TS_MOVE_05_TS_CHECK_03_checked_carrier),
	        cmocka_unit_test(test_TS_MOVE_06_move_happens_on_a_fail),
	        cmocka_unit_test(test_TS_CHECK_01_only_the_carrier_is_checked),
	        cmocka_unit_test(test_TS_CHECK_02_orthogonal_opponents_check),
	        cmocka_unit_test(test_TS_CHECK_04_judged_at_the_start),
	        cmocka_unit_test(test_TS_CHECK_05_worked_example),
	        cmocka_unit_test(test_TS_REACT_01_03_04_one_orthogonal_square),
	        cmocka_unit_test(test_TS_REACT_02_TS_TURN_16_reaction_rules),
	        cmocka_unit_test(test_TS_REACT_02_TS_OFF_01_reactions_obey_the_move_rules),
	        cmocka_unit_test(test_TS_PASS_01_02_lines_and_targets),
	        cmocka_unit_test(test_TS_PASS_03_clean_pass_ignores_bounces),
	        cmocka_unit_test(test_TS_PASS_04_fail_without_bounce_arrives),
	        cmocka_unit_test(test_TS_PASS_05_bounces_carry_the_puck_past),
	        cmocka_unit_test(test_TS_PASS_06_diagonal_bounce),
	        cmocka_unit_test(test_TS_PASS_07_08_orthogonal_bounce_and_corner),
	        cmocka_unit_test(test_TS_PASS_09_TS_PUCK_04_into_the_crease),
	        cmocka_unit_test(test_TS_PUCK_03_travelling_puck_to_an_opponent),
	        cmocka_unit_test(test_TS_EMPTY_01_03_where_it_may_go),
	        cmocka_unit_test(test_TS_EMPTY_02_04_05_dice_and_bounces),
	        cmocka_unit_test(test_TS_EMPTY_04_TS_PASS_09_crease_ends_the_turn),
	        cmocka_unit_test(test_TS_GAP_05_only_bounces_carry_the_pass),
	        cmocka_unit_test(test_TS_GAP_17_crease_without_goalie),
	        cmocka_unit_test(test_TS_GAP_19_carrying_goalie_stays),
	        cmocka_unit_test(test_TS_GAP_35_goalie_leaves_his_zone),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
