/*
 * tests/unit/test_ts_shoot.c: the Shoot, Poke and Hit rules of Trick Shot,
 * with the slapshot, saves and rebounds (TS-SHOOT, TS-SLAP, TS-SAVE,
 * TS-POKE, TS-HIT).
 *
 * Diagrams as in test_ts_actions.c: upper case Red (defends e2, attacks
 * up), lower case Blue; C, L/R wingers, D/E defense, G goalie, '*' puck.
 * Dice are forced: F Fail, R Reaction, B Bounce, '-' Blank.
 */
#include "ts_util.h"

static rink_game *basic, *adv, *adv_own;

static int setup(void **state)
{
	(void)state;
	basic = ts_game("");
	adv = ts_game("advanced=1");
	adv_own = ts_game("advanced=1,catch_reset=own");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	rink_game_free(basic);
	rink_game_free(adv);
	rink_game_free(adv_own);
	return 0;
}

/* ---- Shoot, slapshot, save, rebound --------------------------------------------------------- */

/* TS-SHOOT-01, TS-SHOOT-02, TS-SHOOT-03, TS-SHOOT-04 */
static void test_TS_SHOOT_01_02_03_04_who_may_shoot(void **state)
{
	rink_state *s =
	        ts_pos(basic, "21 L........\n20 ....g....\n18 .C.......\n17 ....R....\npuck e17\n");

	(void)state;
	/* TS-GAP-23 (a): straight up, the goalie does not block */
	assert_true(ts_legal(s, "RW shoot"));
	rink_state_free(s);
	s = ts_pos(basic, "20 ....g....\n18 .C.......\n17 ....R....\npuck b18\n");
	assert_true(ts_legal(s, "C shoot")); /* diagonal b18-e21 */
	rink_state_free(s);
	s = ts_pos(basic, "20 ....g....\n17 ...R.....\npuck d17\n");
	assert_false(ts_legal(s, "RW shoot")); /* no straight line */
	rink_state_free(s);
	s = ts_pos(basic, "20 ....g....\n18 ....d....\n17 ....R....\npuck e17\n");
	assert_false(ts_legal(s, "RW shoot")); /* TS-SHOOT-02 */
	rink_state_free(s);
	s = ts_pos(basic, "21 L........\n20 ....g....\npuck a21\n");
	assert_false(ts_legal(s, "LW shoot")); /* TS-SHOOT-04: behind the goal line */
	rink_state_free(s);
	s = ts_pos(basic, "20 ....g....\n14 ....R....\npuck e14\n");
	assert_false(ts_legal(s, "RW shoot")); /* TS-SHOOT-03 */
	rink_state_free(s);
}

/* TS-SHOOT-02, TS-SLAP-01, TS-GAP-23: a shot's path crosses no net and no
 * crease but the target's (the project's reading: moves and passes may not
 * cross a net, l.193, l.249) */
static void test_TS_SHOOT_02_TS_GAP_23_no_shot_through_own_net(void **state)
{
	/* from behind Red's net, straight through it and its crease */
	rink_state *s = ts_pos(adv, "20 ....g....\n 4 ..G......\n 1 ....L....\npuck e1\n");

	(void)state;
	assert_false(ts_legal(s, "LW shoot"));
	rink_state_free(s);
	/* the shooter's own square does not count: a goalie in his crease */
	s = ts_pos(adv, "20 ....g....\n 3 ....G....\npuck e3\n");
	assert_true(ts_legal(s, "G shoot"));
	rink_state_free(s);
	/* the target's crease may be crossed */
	s = ts_pos(basic, "20 ....g....\n17 ....R....\npuck e17\n");
	assert_true(ts_legal(s, "RW shoot"));
	rink_state_free(s);
}

static void test_TS_SHOOT_05_goal(void **state)
{
	struct rink_events ev = {0};
	rink_state *s =
	        ts_pos(basic, "20 ....g....\n17 ....R....\npuck e17\nspace 3\nstamina 1 2\n");

	(void)state;
	ts_dice(s, "-");
	ts_dice(s, "RR-RB-"); /* face-off: Red 2, Blue 2 */
	ts_dice(s, "RRR---"); /* again: Red 3, Blue 0 */
	ts_go(s, "RW shoot", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.score[0], 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_RESET), 1);
	assert_int_equal(v.stamina[0], 3);
	/* TS-FACE-06: Red played the previous turn and won: space stays 3 */
	assert_int_equal(v.space, 3);
	assert_int_equal(v.team, RINK_TS_RED);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-SLAP-01, TS-SLAP-02, TS-SLAP-03 */
static void test_TS_SLAP_01_02_03_slapshot(void **state)
{
	struct rink_events ev = {0};
	static const struct {
		const char *row;
		int extra;
	} cases[] = {{"14 ....R....\npuck e14\n", 2},
	             {"10 ....R....\npuck e10\n", 4},
	             {" 6 ....R....\npuck e6\n", 6}};

	(void)state;
	for (int i = 0; i < 3; i++) {
		char d[128];
		snprintf(d, sizeof(d), "20 ....g....\n%s", cases[i].row);
		rink_state *s = ts_pos(adv_own, d);
		assert_true(ts_legal(s, "RW shoot"));
		rink_events_clear(&ev);
		ts_dice(s, "FFFFFFF" + (6 - cases[i].extra));
		ts_play(s, "RW shoot", &ev);
		assert_int_equal(ev.v[0].arg[3], cases[i].extra);
		assert_int_equal(ev.v[1].arg[1], 1 + cases[i].extra);
		/* TS-SLAP-03: Fails everywhere, and yet no re-roll is offered:
		 * the save ends the turn at once */
		assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
		assert_int_equal(ts_view(s).carrier, ts_piece(1, RINK_TS_G));
		rink_state_free(s);
	}
	rink_events_free(&ev);
}

static void test_TS_SAVE_01_two_fails_save(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv_own, "20 ....g....\n17 ....R....\npuck e17\npool 1\n");

	(void)state;
	ts_dice(s, "FF");
	ts_go(s, "RW shoot", &ev);
	struct rink_ts_view v = ts_view(s);
	/* TS-GAP-23 (a): the save gives the puck to the goalie */
	assert_int_equal(v.carrier, ts_piece(1, RINK_TS_G));
	assert_int_equal(v.team, RINK_TS_BLUE);
	assert_int_equal(v.score[0], 0);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-SAVE-02, TS-SAVE-04, TS-SAVE-05 */
static void test_TS_SAVE_02_04_05_rebounds(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "20 ....g....\n16 ....R....\npuck e16\n");

	(void)state;
	/* TS-SAVE-05, TS-GAP-21 (a): one Fail, no Bounce: an orthogonal shot
	 * comes straight back out of the crease and stops */
	ts_dice(s, "F");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e19"));
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	rink_state_free(s);
	/* TS-SAVE-04: then one square a Bounce */
	s = ts_pos(basic, "20 ....g....\n16 ....R....\npuck e16\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e17"));
	rink_state_free(s);
	/* TS-SAVE-04, TS-GAP-05 (a): Bounce faces only; a Reaction face does
	 * not move the rebound */
	s = ts_pos(basic, "20 ....g....\n16 ....R....\npuck e16\npool 2\n");
	ts_dice(s, "FRB");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e18"));
	rink_state_free(s);
	/* TS-SHOOT-02: never through a player (TS-SAVE-06, a rebound passing
	 * through players, is in test_TS_SAVE_03_diagonal_rebound) */
	s = ts_pos(basic, "20 ....g....\n18 ....d....\n17 ....R....\npuck e17\n");
	assert_false(ts_legal(s, "RW shoot"));
	rink_state_free(s);
	rink_events_free(&ev);
}

static void test_TS_SAVE_03_diagonal_rebound(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "20 ....g....\n18 .R.......\npuck b18\npool 1\n");

	(void)state;
	ts_dice(s, "FB");
	ts_go(s, "RW shoot", &ev);
	/* TS-GAP-21 (a): NE shot mirrored off the goal line: SE, out of the crease at g19,
	 * one Bounce to h18 */
	assert_int_equal(ts_view(s).puck, ts_sq(s, "h18"));
	rink_state_free(s);
	/* TS-GAP-17 (a): a rebound passing through a player stops beyond him */
	s = ts_pos(basic, "20 ....g....\n18 .R.....d.\npuck b18\npool 2\n");
	ts_dice(s, "FBB");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "i17"));
	assert_int_equal(ts_view(s).carrier, RINK_TS_NONE);
	rink_state_free(s);
	/* and stopping on him gives him the puck (TS-SAVE-06, TS-PUCK-03) */
	s = ts_pos(basic, "20 ....g....\n18 .R.....d.\npuck b18\npool 1\n");
	ts_dice(s, "FB");
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(1, RINK_TS_LD));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- Poke -------------------------------------------------------------------------- */

static void test_TS_POKE_01_orthogonal_adjacency(void **state)
{
	rink_state *s = ts_pos(basic, "12 ....l....\n11 ....CR...\npuck e12\n");

	(void)state;
	assert_true(ts_legal(s, "C poke"));
	assert_false(ts_legal(s, "RW poke")); /* diagonal */
	rink_state_free(s);
}

static void test_TS_POKE_02_goalie_poke_extra_dice(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, " 4 ....c....\n 3 ....G....\npuck e4\n");

	(void)state;
	ts_dice(s, "---");
	ts_go(s, "G poke", &ev); /* TS-GAP-35 (a): a goalie may poke */
	assert_int_equal(ev.v[1].arg[1], 3);
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_G));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-POKE-03, TS-POKE-04 */
static void test_TS_POKE_03_04_steal_or_fail(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "12 ....l....\n11 ....C....\npuck e12\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "C poke", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_C));
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e11"));
	rink_state_free(s);
	s = ts_pos(basic, "12 ....l....\n11 ....C....\npuck e12\nstamina 0 3\n");
	ts_dice(s, "F");
	ts_go(s, "C poke", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(1, RINK_TS_LW));
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-POKE-05, TS-POKE-06 */
static void test_TS_POKE_05_06_penalty_and_fight(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "12 ....l....\n11 ....C....\npuck e12\npool 1\n");

	(void)state;
	ts_dice(s, "FF");
	ts_play(s, "C poke", &ev); /* TS-POKE-06: two Fails stand, no re-roll */
	struct rink_ts_view v = ts_view(s);
	assert_int_not_equal(v.phase, RINK_TS_PH_REROLL); /* with 3 stamina to spend */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_PENALTY), 1);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(v.carrier, ts_piece(1, RINK_TS_LW));
	rink_state_free(s);
	/* basic game: three Fails are a plain penalty (TS-GAP-34: fights
	 * change the poke only with advanced=1) */
	s = ts_pos(basic, "12 ....l....\n11 ....C....\npuck e12\npool 2\n");
	ts_dice(s, "FFF");
	ts_go(s, "C poke", &ev);
	assert_int_equal(ts_view(s).where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(ts_view(s).where[ts_piece(1, RINK_TS_LW)], RINK_TS_ON);
	rink_state_free(s);
	/* one Fail may be re-rolled */
	s = ts_pos(basic, "12 ....l....\n11 ....C....\npuck e12\n");
	ts_dice(s, "F");
	ts_play(s, "C poke", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- Hit ----------------------------------------------------------------------------- */

/* TS-HIT-01, TS-HIT-03 */
static void test_TS_HIT_01_03_reach_and_size(void **state)
{
	rink_state *s = ts_pos(adv, "13 ....l....\n12 .........\n 9 ....C...E\n 8 ........c\n"
	                            " 1 *........\n");

	(void)state;
	assert_false(ts_legal(s, "C hit e13")); /* 4 squares: beyond Speed 3 */
	rink_state_free(s);
	s = ts_pos(adv, "12 ....l....\n 9 ....C...E\n 1 *........\n");
	assert_true(ts_legal(s, "C hit e12")); /* TS-GAP-14 (a): a non-carrier target */
	rink_state_free(s);
	s = ts_pos(adv, "10 ....d....\n 9 ....C....\n 1 *........\n");
	assert_false(ts_legal(s, "C hit e10")); /* a larger Defenseman */
	rink_state_free(s);
	s = ts_pos(adv, "10 ....c....\n 9 ....D....\n 1 *........\n");
	assert_true(ts_legal(s, "LD hit e10"));
	rink_state_free(s);
	s = ts_pos(basic, "10 ....c....\n 9 ....D....\n 1 *........\n");
	assert_false(ts_legal(s, "LD hit e10")); /* TS-MODE-06 */
	rink_state_free(s);
}

/* TS-HIT-01, TS-OFF-01: a hit is a move, so it may not cross the blue line
 * into the offensive zone without the puck there */
static void test_TS_HIT_01_TS_OFF_01_no_offside_hit(void **state)
{
	rink_state *s = ts_pos(adv, "16 ....l....\n14 ....L....\n 1 *........\n");

	(void)state;
	assert_false(ts_legal(s, "LW hit e16"));
	rink_state_free(s);
	/* the same hit with the puck in that zone */
	s = ts_pos(adv, "18 *........\n16 ....l....\n14 ....L....\n");
	assert_true(ts_legal(s, "LW hit e16"));
	rink_state_free(s);
}

/* TS-HIT-01, TS-GAP-14 (a): only an opposing player can be hit */
static void test_TS_GAP_14_no_hit_on_a_teammate(void **state)
{
	rink_state *s = ts_pos(adv, "12 ....L....\n 9 ....C....\n 1 *........\n");

	(void)state;
	assert_false(ts_legal(s, "C hit e12"));
	rink_state_free(s);
	s = ts_pos(adv, "12 ....l....\n 9 ....C....\n 1 *........\n");
	assert_true(ts_legal(s, "C hit e12")); /* the same square, an opponent */
	rink_state_free(s);
}

static void test_TS_HIT_02_speed_bonus_not_for_hits(void **state)
{
	/* TS-GAP-14 (a): the hit distance is the printed Speed.
	 * Arena 3 (fast ice, at home): wingers move 5 squares, but hit at 4 */
	rink_game *g = ts_game("advanced=1,lines=1,arena_red=3,arena_blue=1,home=red");
	rink_state *s = ts_pos(g, "12 .........\n 7 ....L....\n 1 ........*\n");

	(void)state;
	assert_true(ts_legal(s, "LW move e12"));
	rink_state_free(s);
	s = ts_pos(g, "12 ....l....\n 7 ....L....\n 1 ........*\n");
	assert_false(ts_legal(s, "LW hit e12"));
	rink_state_free(s);
	s = ts_pos(g, "11 ....l....\n 7 ....L....\n 1 ........*\n");
	assert_true(ts_legal(s, "LW hit e11"));
	rink_state_free(s);
	rink_game_free(g);
}

static void test_TS_HIT_04_checked_may_not_hit(void **state)
{
	rink_state *s = ts_pos(adv, "12 ..l.d....\n11 ....C....\npuck e11\n");

	(void)state;
	assert_false(ts_legal(s, "C hit c11") || ts_legal(s, "C hit e12"));
	rink_state_free(s);
	/* only the check stops this hit: the carrier, checked by the Center
	 * at e12, may not hit the winger at c11 ... */
	s = ts_pos(adv, "12 ....c....\n11 ..l.C....\npuck e11\n");
	assert_false(ts_legal(s, "C hit c11"));
	rink_state_free(s);
	/* ... and may once that Center no longer checks him */
	s = ts_pos(adv, "13 .....c...\n11 ..l.C....\npuck e11\n");
	assert_true(ts_legal(s, "C hit c11"));
	rink_state_free(s);
	s = ts_pos(adv, "12 ....d....\n11 ..l.C....\n 1 ........*\n");
	assert_true(ts_legal(s, "C hit c11")); /* not a carrier: not checked */
	rink_state_free(s);
}

/* TS-HIT-05, TS-HIT-07 */
static void test_TS_HIT_05_07_push_and_take(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....c....\n10 ....D....\npuck e12\n");

	(void)state;
	/* the square straight on is free: it is the only push (TS-HIT-06's
	 * choice is for a blocked one) */
	assert_false(ts_legal(s, "LD hit e12 push d12"));
	assert_false(ts_legal(s, "LD hit e12 push f13"));
	ts_dice(s, "-");
	ts_go(s, "LD hit e12", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_C)], ts_sq(s, "e13"));
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_LD)], ts_sq(s, "e12"));
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_LD));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_HIT_06_blocked_push_chosen_square(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "13 ....l....\n12 ....r....\n10 ....C....\n 1 *........\n");

	(void)state;
	assert_false(ts_legal(s, "C hit e12"));
	assert_true(ts_legal(s, "C hit e12 push d13"));
	/* TS-GAP-15: never onto the hitter's own path */
	assert_false(ts_legal(s, "C hit e12 push e11"));
	assert_true(ts_legal(s, "C hit e12 push f11"));
	rink_state_free(s);
	s = ts_pos(adv, "13 ....l....\n12 ....r....\n11 ....C....\n 1 *........\n");
	assert_false(ts_legal(s, "C hit e12 push e11")); /* the hitter still stands there */
	ts_dice(s, "-");
	ts_go(s, "C hit e12 push f12", &ev);
	assert_int_equal(ts_view(s).sq[ts_piece(1, RINK_TS_RW)], ts_sq(s, "f12"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_HIT_08_fail_is_a_penalty(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....c....\n10 ....D....\npuck e12\n");

	(void)state;
	ts_dice(s, "F");
	ts_go(s, "LD hit e12", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_LD)], RINK_TS_BOX);
	assert_int_equal(v.carrier, ts_piece(1, RINK_TS_C)); /* he keeps it */
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_C)], ts_sq(s, "e13"));
	assert_int_equal(v.team, RINK_TS_BLUE); /* no re-roll offered */
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_HIT_09_goalie_in_crease(void **state)
{
	rink_state *s = ts_pos(adv, "20 ....g....\n18 ....D....\n17 .......*.\n");

	(void)state;
	assert_false(ts_legal(s, "LD hit e20"));
	rink_state_free(s);
}

/* ---- gap readings (docs/rules/trickshot.md, "Gaps") ----------------------------------------- */

static void test_TS_GAP_14_carrier_hits_and_goalie_target(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-14 (a): an unchecked carrier may hit and carries the puck in */
	rink_state *s = ts_pos(adv, "12 ....c....\n10 ....D....\npuck e10\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "LD hit e12", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_LD)], ts_sq(s, "e12"));
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_LD));
	assert_int_equal(v.puck, ts_sq(s, "e12"));
	rink_state_free(s);
	/* a goalie outside his crease is a target */
	s = ts_pos(adv, "10 ....g....\n 9 ....D....\n 1 *........\n");
	assert_true(ts_legal(s, "LD hit e10"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_15_no_push_square_no_hit(void **state)
{
	/* TS-GAP-15 (a): every square next to the target is taken (a11 is on
	 * the hitter's path): the hit is illegal */
	rink_state *s = ts_pos(adv, "13 rd.......\n12 le.......\n11 .D.......\n10 C........\n"
	                            " 1 ........*\n");

	(void)state;
	assert_false(ts_legal(s, "C hit a12"));
	assert_false(ts_legal(s, "C hit a12 push a11"));
	rink_state_free(s);
	s = ts_pos(adv, "13 rd.......\n12 le.......\n10 C........\n 1 ........*\n");
	assert_true(ts_legal(s, "C hit a12 push b11"));
	rink_state_free(s);
	/* never across the target's offensive blue line without the puck */
	s = ts_pos(adv, " 8 ....l....\n10 ....C....\n12 ........*\n");
	assert_false(ts_legal(s, "C hit e8"));
	assert_false(ts_legal(s, "C hit e8 push e7"));
	assert_false(ts_legal(s, "C hit e8 push d7"));
	assert_true(ts_legal(s, "C hit e8 push d8"));
	rink_state_free(s);
	/* ... unless the puck is in that zone */
	s = ts_pos(adv, " 8 ....l....\n10 ....C....\n 1 ........*\n");
	assert_true(ts_legal(s, "C hit e8"));
	rink_state_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_SHOOT_01_02_03_04_who_may_shoot),
	        cmocka_unit_test(test_TS_SHOOT_02_TS_GAP_23_no_shot_through_own_net),
	        cmocka_unit_test(test_TS_SHOOT_05_goal),
	        cmocka_unit_test(test_TS_SLAP_01_02_03_slapshot),
	        cmocka_unit_test(test_TS_SAVE_01_two_fails_save),
	        cmocka_unit_test(test_TS_SAVE_02_04_05_rebounds),
	        cmocka_unit_test(test_TS_SAVE_03_diagonal_rebound),
	        cmocka_unit_test(test_TS_POKE_01_orthogonal_adjacency),
	        cmocka_unit_test(test_TS_POKE_02_goalie_poke_extra_dice),
	        cmocka_unit_test(test_TS_POKE_03_04_steal_or_fail),
	        cmocka_unit_test(test_TS_POKE_05_06_penalty_and_fight),
	        cmocka_unit_test(test_TS_HIT_01_03_reach_and_size),
	        cmocka_unit_test(test_TS_HIT_02_speed_bonus_not_for_hits),
	        cmocka_unit_test(test_TS_HIT_01_TS_OFF_01_no_offside_hit),
	        cmocka_unit_test(test_TS_GAP_14_no_hit_on_a_teammate),
	        cmocka_unit_test(test_TS_HIT_04_checked_may_not_hit),
	        cmocka_unit_test(test_TS_HIT_05_07_push_and_take),
	        cmocka_unit_test(test_TS_HIT_06_blocked_push_chosen_square),
	        cmocka_unit_test(test_TS_HIT_08_fail_is_a_penalty),
	        cmocka_unit_test(test_TS_HIT_09_goalie_in_crease),
	        cmocka_unit_test(test_TS_GAP_14_carrier_hits_and_goalie_target),
	        cmocka_unit_test(test_TS_GAP_15_no_push_square_no_hit),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
