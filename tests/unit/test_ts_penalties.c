/*
 * tests/unit/test_ts_penalties.c: Trick Shot's face-off and reset after a
 * goal or a period, penalties, fights, offside moves and pulling the goalie
 * (TS-FACE, TS-PEN, TS-FIGHT, TS-OFF, TS-PULL).
 *
 * Diagrams as in test_ts_actions.c: upper case Red (defends e2, attacks
 * up), lower case Blue; C, L/R wingers, D/E defense, G goalie, '*' puck.
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

/* ---- face-off and reset --------------------------------------------------------------- */

/* A goal by Red from e17 with forced face-off dice afterwards. */
static rink_state *goal_then_faceoff(const char *extra, const char *faceoff, struct rink_events *ev)
{
	char d[256];
	snprintf(d, sizeof(d),
	         "20 ....g....\n17 ....R....\n12 ....c....\n11 ....C....\npuck e17\n%s", extra);
	rink_state *s = ts_pos(basic, d);
	ts_dice(s, "-");
	ts_dice(s, faceoff);
	rink_events_clear(ev);
	ts_go(s, "RW shoot", ev);
	return s;
}

/* TS-FACE-01, TS-FACE-02, TS-FACE-04, TS-FACE-05 */
static void test_TS_FACE_01_02_04_05_faceoff_roll(void **state)
{
	struct rink_events ev = {0};
	/* TS-FACE-05: Blue 3 Reaction/Bounce to Red's 2 */
	rink_state *s = goal_then_faceoff("space 4\n", "RB-RBB", &ev);
	struct rink_ts_view v = ts_view(s);

	(void)state;
	assert_int_equal(v.team, RINK_TS_BLUE);
	assert_int_equal(v.carrier, ts_piece(1, RINK_TS_C));
	int i = 0;
	while (ev.v[i].type != RINK_TS_EV_FACEOFF)
		i++;
	assert_int_equal(ev.v[i].arg[1], 2);
	assert_int_equal(ev.v[i].arg[2], 3);
	rink_state_free(s);
	/* TS-FACE-02: a tie is rolled again; Fails count for nothing */
	s = goal_then_faceoff("space 4\n", "RF-BF- F--R--", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FACEOFF), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_FACE_03_no_stamina_in_faceoffs(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = goal_then_faceoff("stamina 2 1\nspace 4\n", "RRR---", &ev);

	(void)state;
	/* stamina was refreshed by the reset, and nothing was spent */
	assert_int_equal(ts_view(s).stamina[0], 3);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_FACE_06_TS_PEN_06_marker(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-11 (a): Red had the turn and Blue wins the face-off: the
	 * marker moves on, Blue starts a fresh turn, and the marker releases the Blue winger whose
	 * space it reaches */
	rink_state *s = goal_then_faceoff("space 4\nbox blue LW 5\n", "---RRR", &ev);

	(void)state;
	assert_int_equal(ts_view(s).space, 5);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	assert_int_equal(ts_view(s).pool, 0);
	assert_int_equal(ts_view(s).where[ts_piece(1, RINK_TS_LW)], RINK_TS_ON);
	rink_state_free(s);
	/* Red wins: the marker stays, nobody on space 5 comes back */
	s = goal_then_faceoff("space 4\nbox blue LW 5\nbox red LD 5\n", "RRR---", &ev);
	assert_int_equal(ts_view(s).space, 4);
	assert_int_equal(ts_view(s).where[ts_piece(0, RINK_TS_LD)], RINK_TS_BOX);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-FACE-07, TS-FACE-08 */
static void test_TS_FACE_07_08_reset_after_goal(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = goal_then_faceoff("10 l.......D\n 3 ....G....\nstamina 0 1\nspace 6\n",
	                                  "RRR---", &ev);
	struct rink_ts_view v = ts_view(s);
	const rink_game *g = basic;

	(void)state;
	(void)g;
	assert_int_equal(v.score[0], 1);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_RW)], ts_sq(s, "h11"));
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_LD)], ts_sq(s, "c9"));
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_C)], ts_sq(s, "e12"));
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_G)], ts_sq(s, "e3"));
	assert_int_equal(v.stamina[0], 3);
	assert_int_equal(v.stamina[1], 3);
	assert_int_equal(v.space, 6);
	assert_int_equal(v.period, 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_FACE_09_winger_takes_the_faceoff(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "20 ....g....\n17 ....R....\n12 ....c....\n 9 ..L......\n"
	                              "puck e17\nbox red C 9\n");
	struct rink_ts_view v;

	(void)state;
	ts_dice(s, "-RRR---");
	ts_go(s, "RW shoot", &ev);
	v = ts_view(s);
	/* TS-GAP-08 (a): Red scored, so its Center stays in the box: the
	 * right-most Winger stands on the Center's square, takes the face-off and wins */
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_RW)], ts_sq(s, "e11"));
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_RW));
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_LW)], ts_sq(s, "b11"));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- penalties ------------------------------------------------------------------------------- */

/* TS-PEN-01, TS-PEN-02, TS-PEN-03, TS-PEN-05 */
static void test_TS_PEN_01_02_03_05_penalty_box(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "12 ....l....\n11 ....C....\n10 ...L.....\npuck e12\npool 1\n"
	                              "space 3\nstamina 1 2\n");

	(void)state;
	ts_dice(s, "FF");
	ts_go(s, "C poke", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(v.release[ts_piece(0, RINK_TS_C)], 5); /* two after space 3 */
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_C)], RINK_TS_NONE);
	/* TS-PEN-02: no stamina back, no face-off */
	assert_int_equal(v.stamina[0], 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FACEOFF), 0);
	assert_int_equal(v.team, RINK_TS_BLUE);
	assert_int_equal(v.space, 4);
	/* TS-GAP-26: space 5: he comes back by Red's box (a11) */
	ts_play(s, "change", &ev);
	v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_ON);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_C)], ts_sq(s, "a11"));
	rink_state_free(s);
	/* TS-PEN-05: a penalized player cannot be activated */
	s = ts_pos(basic, "11 ....C....\n 1 ........*\nbox red LW 9\n");
	assert_false(ts_legal(s, "LW move b11"));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-PEN-02, TS-GAP-10: a turn ended by a penalty does not reset the board
 * even with a goalie holding the puck ("Do not reset the board", l.422) */
static void test_TS_PEN_02_TS_GAP_10_penalty_with_goalie_holding(void **state)
{
	struct rink_events ev = {0};
	/* Red's goalie holds the puck; Red's LD hits Blue's LW and rolls a Fail */
	rink_state *s = ts_pos(adv, " 3 ....G....\n 9 ..D......\n10 ..l......\n12 ....C....\n"
	                            "13 ....c....\npuck e3\nstamina 1 1\nspace 4\n");

	(void)state;
	ts_dice(s, "F");
	ts_go(s, "LD hit c10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_LD)], RINK_TS_BOX);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_RESET), 0);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FACEOFF), 0);
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_G));
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_LW)], ts_sq(s, "c11")); /* not reset */
	assert_int_equal(v.stamina[0], 1);                                /* no stamina restored */
	assert_int_equal(v.stamina[1], 1);
	assert_int_equal(v.team, RINK_TS_BLUE);
	assert_int_equal(v.space, 5);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_PEN_04_TS_SHOOT_06_goal_frees_the_scored_on(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = goal_then_faceoff("box blue LW 9\nbox red LD 9\nspace 4\n", "RRR---", &ev);
	struct rink_ts_view v = ts_view(s);

	(void)state;
	assert_int_equal(v.where[ts_piece(1, RINK_TS_LW)], RINK_TS_ON);
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_LW)], ts_sq(s, "h12"));
	assert_int_equal(v.where[ts_piece(0, RINK_TS_LD)], RINK_TS_BOX); /* TS-GAP-08 (a) */
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- fights ------------------------------------------------------------------------------------
 */

/* TS-FIGHT-01, TS-FIGHT-02, TS-FIGHT-03, TS-FIGHT-04, TS-FIGHT-05 */
static void test_TS_FIGHT_01_to_05_TS_CHANGE_05_fight(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....l....\n10 ....C....\npuck e12\npool 1\nstamina 1 1\n");

	(void)state;
	/* TS-GAP-07 (a): a Fail costs the roller a die, a Bounce the opponent.
	 * The hit: 2 Fails. Fight pools: Red C Size 2 + 1 = 3, Blue LW 1 + 1 = 2.
	 * Round 1: Red --- ; Blue BB: Red loses 2 (1 left). Round 2: Red B,
	 * Blue F-: Blue loses 1 + 1 (0 left): Red wins. Then the face-off. */
	ts_dice(s, "FF"
	           "---BB"
	           "BF-"
	           "RRR---");
	ts_play(s, "C hit e12", &ev);
	struct rink_ts_view v = ts_view(s);
	int i = 0;
	while (ev.v[i].type != RINK_TS_EV_FIGHT)
		i++;
	assert_int_equal(ev.v[i].arg[2], 1); /* Red won */
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(v.where[ts_piece(1, RINK_TS_LW)], RINK_TS_BOX);
	assert_int_equal(v.stamina[0], 3); /* only the winner refreshes */
	assert_int_equal(v.stamina[1], 1);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_RESET), 1);
	rink_state_free(s);
	/* a Poke needs three Fails for a fight (TS-GAP-06 (a)) */
	s = ts_pos(adv, "12 ....l....\n11 ....C....\npuck e12\npool 2\n");
	rink_events_clear(&ev);
	ts_dice(s, "FFF"
	           "---BB"
	           "BF-");
	ts_play(s, "C poke", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FIGHT), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-FIGHT-04: both pools empty in the same round: both teams win */
static void test_TS_FIGHT_04_both_empty_both_win(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....l....\n10 ....C....\npuck e12\npool 1\nstamina 1 1\n");

	(void)state;
	/* the hit: 2 Fails; Red C's pool of 3 rolls FFF, Blue LW's pool of 2
	 * rolls FF: both lose every die at once; then the face-off */
	ts_dice(s, "FF"
	           "FFFFF"
	           "RRR---");
	ts_play(s, "C hit e12", &ev);
	int i = 0;
	while (ev.v[i].type != RINK_TS_EV_FIGHT)
		i++;
	assert_int_equal(ev.v[i].arg[2], 3); /* both won */
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.stamina[0], 3); /* winners refresh: both */
	assert_int_equal(v.stamina[1], 3);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-FIGHT-03, TS-GAP-07 (a): a Bounce costs the opponent a die, not the
 * roller, so a team whose Bounces empty the other pool first wins */
static void test_TS_FIGHT_03_bounce_costs_the_opponent(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....l....\n10 ....C....\npuck e12\npool 1\n");

	(void)state;
	/* the hit: 2 Fails. Round 1: Red C (3 dice) rolls ---, Blue LW (2)
	 * rolls BB: Red loses 2 (1 left), Blue none. Round 2: Red F, Blue --:
	 * Red's pool alone is empty, so Blue wins. Then the face-off. */
	ts_dice(s, "FF"
	           "---BB"
	           "F--"
	           "RRR---");
	ts_play(s, "C hit e12", &ev);
	int i = 0;
	while (ev.v[i].type != RINK_TS_EV_FIGHT)
		i++;
	assert_int_equal(ev.v[i].arg[2], 2); /* Blue won */
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- offside --------------------------------------------------------------------------------- */

/* TS-OFF-03, TS-OFF-04, TS-OFF-05, TS-OFF-06 */
static void test_TS_OFF_03_04_05_06_offside_moves(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-22 (a): along columns, the nearest to the line first.
	 * Blue attacks Red's zone (rows 1-7). The pass from e5 to e9 takes the
	 * puck out: blue winger B (c6) goes to c9 because C (c8) holds c8; the
	 * passer goes to e8; red defenseman A (g4) comes up to g7. */
	rink_state *s = ts_pos(basic, " 9 ....e....\n 8 ..r......\n 6 ..l......\n 5 ....c....\n"
	                              " 4 ......D..\n 3 ....G....\npuck e5\nteam blue\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "C pass e9", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_LW)], ts_sq(s, "c9"));
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_C)], ts_sq(s, "e8"));
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_LD)], ts_sq(s, "g7"));
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_G)], ts_sq(s, "e3")); /* goalie exempt */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_OFFSIDE), 3);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- pulling the goalie -------------------------------------------------------------------- */

/* TS-PULL-01, TS-PULL-02, TS-PULL-03, TS-PULL-04, TS-PULL-05 */
static void test_TS_PULL_01_to_05_pulled_goalie(void **state)
{
	struct rink_events ev = {0};
	const char *d = "12 ....c....\n10 ....C....\n 3 ....G....\npuck e10\nperiod 3\nscore 0 1\n"
	                "stamina 1 3\n";
	rink_state *s = ts_pos(adv, d);

	(void)state;
	assert_true(ts_legal(s, "change pull f10"));
	assert_false(ts_legal(s, "change pull e18")); /* the neutral zone only */
	ts_play(s, "change pull f10", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_G)], RINK_TS_BENCH);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_X)], ts_sq(s, "f10"));
	assert_int_equal(v.stamina[0], 3);
	assert_int_equal(v.team, RINK_TS_BLUE);
	/* TS-PULL-05: later line changes do not bring him back */
	ts_play(s, "change", &ev);
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).where[ts_piece(0, RINK_TS_G)], RINK_TS_BENCH);
	rink_state_free(s);
	s = ts_pos(adv, "12 ....c....\n10 ....C....\n 3 ....G....\npuck e10\nperiod 2\n"
	                "score 0 1\n");
	assert_false(ts_legal(s, "change pull f10")); /* not the last period */
	rink_state_free(s);
	s = ts_pos(adv, "12 ....c....\n10 ....C....\n 3 ....G....\npuck e12\nperiod 3\n"
	                "score 0 1\n");
	assert_false(ts_legal(s, "change pull f10")); /* the opponent carries */
	assert_true(ts_legal(s, "change"));
	rink_state_free(s);
	s = ts_pos(adv, "12 ....c....\n10 ....C....\n 3 ....G....\npuck e10\nperiod 3\n"
	                "score 1 1\n");
	assert_false(ts_legal(s, "change pull f10")); /* not losing */
	rink_state_free(s);
	/* TS-PULL-03, TS-GAP-25 (a): Blue shoots at the empty net: two
	 * Fails, still a goal */
	s = ts_pos(adv, " 6 ....c....\n 9 ..S......\npuck e6\nteam blue\nperiod 3\nscore 0 1\n");
	ts_dice(s, "FF");
	rink_events_clear(&ev);
	ts_dice(s, "RRR---");
	ts_go(s, "C shoot", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_GOAL), 1);
	/* TS-PULL-04: the reset brings the goalie back, the spare leaves */
	v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_X)], RINK_TS_BENCH);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-PULL-04, TS-GAP-25: the face-off after a pull brings the goalie back;
 * a spare who sits in the box then leaves for the bench when his penalty
 * ends, and while he sits there the goalie cannot be pulled again */
static void test_TS_PULL_04_goalie_back_spare_to_the_bench(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....c....\n11 ....C....\n 3 ....G....\n20 ....g....\n"
	                            "14 .......R.\npuck e11\nperiod 3\nscore 0 1\nspace 2\n");

	(void)state;
	ts_play(s, "change pull f13", &ev); /* Red pulls */
	ts_play(s, "change", &ev);          /* Blue */
	ts_dice(s, "-");
	ts_go(s, "C pass h14", &ev);
	ts_dice(s, "--");
	ts_go(s, "RW move h18", &ev);
	ts_dice(s, "---");
	ts_go(s, "C move d10", &ev);
	ts_dice(s, "----");
	ts_dice(s, "RRR---"); /* the face-off after the goal */
	ts_go(s, "RW shoot", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_GOAL), 1);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_G)], RINK_TS_ON);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_G)], ts_sq(s, "e3"));
	assert_int_equal(v.where[ts_piece(0, RINK_TS_X)], RINK_TS_BENCH);
	rink_state_free(s);
	/* the spare in the box, the goalie back in net */
	s = ts_pos(adv, "12 ....c....\n10 ....C....\n 3 ....G....\npuck e10\nperiod 3\n"
	                "score 0 1\nbox red X 24\n"); /* space 4 of period 3 */
	assert_false(ts_legal(s, "change pull f10"));
	rink_events_clear(&ev);
	for (int i = 0; i < 8 && ts_view(s).where[ts_piece(0, RINK_TS_X)] == RINK_TS_BOX; i++)
		ts_play(s, "change", &ev);
	v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_X)], RINK_TS_BENCH);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_X)], RINK_TS_NONE);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_RETURN), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- gap readings (docs/rules/trickshot.md, "Gaps") ----------------------------------------- */

static void test_TS_GAP_08_left_winger_takes_the_faceoff(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "20 ....g....\n17 ....D....\n12 ....c....\n 9 ..L......\n"
	                              "puck e17\nbox red C 9\nbox red RW 9\n");
	struct rink_ts_view v;

	(void)state;
	/* TS-GAP-08 (a): Center and RW stay in the box through the reset, so
	 * the LW stands on the Center's square and takes the face-off */
	ts_dice(s, "-RRR---");
	ts_go(s, "LD shoot", &ev);
	v = ts_view(s);
	assert_int_equal(v.score[0], 1);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_RW)], RINK_TS_BOX);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_LW)], ts_sq(s, "e11"));
	assert_int_equal(v.carrier, ts_piece(0, RINK_TS_LW));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_09_penalty_runs_past_the_period(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "12 ....l....\n11 ....C....\npuck e12\npool 1\nspace 10\n");
	struct rink_ts_view v;

	(void)state;
	/* TS-GAP-09 (a): a penalty on space 10 of period 1 runs to space 2 of
	 * period 2 (absolute space 12) */
	ts_dice(s, "FF"
	           "RRR---");
	ts_go(s, "C poke", &ev);
	v = ts_view(s);
	assert_int_equal(v.period, 2);
	assert_int_equal(v.space, 1);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_BOX);
	assert_int_equal(v.release[ts_piece(0, RINK_TS_C)], 12);
	ts_play(s, "change", &ev); /* space 2 of period 2: he comes back */
	v = ts_view(s);
	assert_int_equal(v.space, 2);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_C)], RINK_TS_ON);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_12_goal_on_space_10_ends_the_period(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-12 (a): a goal on space 10 ends the period at once; the
	 * next period opens with one face-off and its winner plays space 1 */
	rink_state *s = goal_then_faceoff("space 10\n", "RRR---", &ev);
	struct rink_ts_view v = ts_view(s);

	(void)state;
	assert_int_equal(v.score[0], 1);
	assert_int_equal(v.period, 2);
	assert_int_equal(v.space, 1);
	assert_int_equal(v.team, RINK_TS_RED);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FACEOFF), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_16_goalie_serves_penalty(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, " 4 ....c....\n 3 ....G....\npuck e4\n");
	struct rink_ts_view v;

	(void)state;
	/* TS-GAP-16 (a): the goalie's poke draws two Fails: he serves a
	 * penalty like anyone */
	ts_dice(s, "FF-");
	ts_go(s, "G poke", &ev);
	v = ts_view(s);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_G)], RINK_TS_BOX);
	assert_int_equal(v.team, RINK_TS_BLUE);
	/* his net counts as empty: a shot with a Fail still scores, and the
	 * goal frees him */
	rink_events_clear(&ev);
	ts_dice(s, "F"
	           "---RRR");
	ts_go(s, "C shoot", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_GOAL), 1);
	v = ts_view(s);
	assert_int_equal(v.score[1], 1);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_G)], RINK_TS_ON);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_G)], ts_sq(s, "e3"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_GAP_25_carrying_goalie_not_pulled(void **state)
{
	/* TS-GAP-25: a team whose goalie carries the puck may not pull him */
	rink_state *s = ts_pos(adv, "12 ....c....\n10 ....C....\n 3 ....G....\npuck e3\nperiod 3\n"
	                            "score 0 1\n");

	(void)state;
	assert_false(ts_legal(s, "change pull f10"));
	assert_true(ts_legal(s, "change"));
	rink_state_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_FACE_01_02_04_05_faceoff_roll),
	        cmocka_unit_test(test_TS_FACE_03_no_stamina_in_faceoffs),
	        cmocka_unit_test(test_TS_FACE_06_TS_PEN_06_marker),
	        cmocka_unit_test(test_TS_FACE_07_08_reset_after_goal),
	        cmocka_unit_test(test_TS_FACE_09_winger_takes_the_faceoff),
	        cmocka_unit_test(test_TS_PEN_01_02_03_05_penalty_box),
	        cmocka_unit_test(test_TS_PEN_04_TS_SHOOT_06_goal_frees_the_scored_on),
	        cmocka_unit_test(test_TS_FIGHT_01_to_05_TS_CHANGE_05_fight),
	        cmocka_unit_test(test_TS_OFF_03_04_05_06_offside_moves),
	        cmocka_unit_test(test_TS_PULL_01_to_05_pulled_goalie),
	        cmocka_unit_test(test_TS_FIGHT_04_both_empty_both_win),
	        cmocka_unit_test(test_TS_FIGHT_03_bounce_costs_the_opponent),
	        cmocka_unit_test(test_TS_PULL_04_goalie_back_spare_to_the_bench),
	        cmocka_unit_test(test_TS_PEN_02_TS_GAP_10_penalty_with_goalie_holding),
	        cmocka_unit_test(test_TS_GAP_08_left_winger_takes_the_faceoff),
	        cmocka_unit_test(test_TS_GAP_09_penalty_runs_past_the_period),
	        cmocka_unit_test(test_TS_GAP_12_goal_on_space_10_ends_the_period),
	        cmocka_unit_test(test_TS_GAP_16_goalie_serves_penalty),
	        cmocka_unit_test(test_TS_GAP_25_carrying_goalie_not_pulled),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
