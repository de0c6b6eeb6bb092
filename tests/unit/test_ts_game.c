/*
 * tests/unit/test_ts_game.c: Trick Shot's game modes, setup, the turn (dice
 * pool, re-rolls, stamina, press your luck), line changes, the 3-4 player
 * game and the puck (TS-MODE, TS-SETUP, TS-TURN, TS-CHANGE, TS-TEAM,
 * TS-PUCK). Face-offs, resets and penalties are in test_ts_penalties.c,
 * Line and Arena cards in test_ts_cards.c.
 *
 * Diagrams as in test_ts_actions.c: upper case Red (defends e2, attacks
 * up), lower case Blue; C, L/R wingers, D/E defense, G goalie, '*' puck.
 */
#include "ts_util.h"

#include <stdlib.h>

static rink_game *basic, *adv, *friendly;

static int setup(void **state)
{
	(void)state;
	basic = ts_game("");
	adv = ts_game("advanced=1");
	friendly = ts_game("friendly=1");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	rink_game_free(basic);
	rink_game_free(adv);
	rink_game_free(friendly);
	return 0;
}

/* ---- modes -------------------------------------------------------------------------- */

static void test_TS_MODE_01_two_teams_two_to_four_players(void **state)
{
	struct rink_error err;

	(void)state;
	assert_null(rink_game_new("trickshot", "players=1", &err));
	assert_null(rink_game_new("trickshot", "players=5", &err));
	assert_non_null(strstr(err.text, "players"));
	for (int n = 2; n <= 4; n++) {
		char p[32];
		snprintf(p, sizeof(p), "players=%d", n);
		rink_game *g = ts_game(p);
		int teams[2] = {0, 0};
		assert_int_equal(rink_game_num_seats(g), n);
		for (int seat = 0; seat < n; seat++)
			teams[rink_ts_team_of_seat(g, seat)]++;
		assert_true(teams[0] >= 1 && teams[1] >= 1); /* TS-TEAM-01 */
		assert_int_equal(teams[0] + teams[1], n);
		rink_game_free(g);
	}
}

static void test_TS_MODE_02_friendly_one_period_draw(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(friendly, "11 ....C....\n 1 ........*\nspace 10\n");

	(void)state;
	ts_play(s, "change", &ev);
	assert_true(rink_state_is_over(s));
	assert_int_equal(ts_view(s).winner, 2);
	/* a draw is half a win for each team */
	assert_true(rink_state_returns(s, 0) == 0.5 && rink_state_returns(s, 1) == 0.5);
	rink_state_free(s);
	s = ts_pos(friendly, "11 ....C....\n 1 ........*\nspace 10\nscore 0 1\n");
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).winner, RINK_TS_BLUE);
	assert_true(rink_state_returns(s, 1) == 1.0);
	assert_true(rink_state_returns(s, 0) == 0.0);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-MODE-03, TS-MODE-04 */
static void test_TS_MODE_03_04_three_periods_and_overtime(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 10\nstamina 3 0\n");

	(void)state;
	/* TS-GAP-12 (a): the period ends, a face-off, the winner plays space 1;
	 * the full reset refreshes both teams' stamina */
	ts_play(s, "change", &ev); /* end of period 1 */
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.period, 2);
	assert_int_equal(v.space, 1);
	assert_int_equal(v.stamina[RINK_TS_BLUE], 3);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FACEOFF), 1);
	rink_state_free(s);
	/* a lead after period 2 is not yet a win, nor a tie an overtime */
	s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 10\nperiod 2\nscore 2 1\n");
	ts_play(s, "change", &ev);
	assert_false(rink_state_is_over(s));
	assert_int_equal(ts_view(s).period, 3);
	rink_state_free(s);
	s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 10\nperiod 2\nscore 1 1\n");
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).period, 3);
	assert_int_equal(ts_view(s).period_len, 10);
	rink_state_free(s);
	s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 10\nperiod 3\nscore 2 1\n");
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).winner, RINK_TS_RED);
	rink_state_free(s);
	/* TS-MODE-04, TS-GAP-12 (a): tied: 4 turns of sudden death */
	s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 10\nperiod 3\nscore 1 1\n");
	ts_play(s, "change", &ev);
	v = ts_view(s);
	assert_int_equal(v.period, 4);
	assert_int_equal(v.period_len, 4);
	assert_false(rink_state_is_over(s));
	for (int i = 0; i < 4; i++)
		ts_play(s, "change", &ev);
	assert_true(rink_state_is_over(s));
	assert_int_equal(ts_view(s).winner, 2);
	rink_state_free(s);
	/* the first overtime goal wins at once (and frees the scored-on box) */
	s = ts_pos(basic, "20 ....g....\n17 ....R....\npuck e17\nperiod 4\nspace 2\nscore 1 1\n"
	                  "box blue LD 34\n");
	ts_dice(s, "-");
	ts_go(s, "RW shoot", &ev);
	assert_true(rink_state_is_over(s));
	assert_int_equal(ts_view(s).winner, RINK_TS_RED);
	assert_int_equal(ts_view(s).where[ts_piece(1, RINK_TS_LD)], RINK_TS_ON);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_MODE_05_turns_share_the_track(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 3\n");

	(void)state;
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).space, 4);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).space, 5);
	assert_int_equal(ts_view(s).team, RINK_TS_RED);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_MODE_06_advanced_actions_need_the_switch(void **state)
{
	const char *d = "12 ....c....\n10 ....D....\n 6 ...C.....\n 3 ....G....\npuck d6\n"
	                "score 0 1\nperiod 3\n";
	rink_state *s = ts_pos(basic, d), *a = ts_pos(adv, d);

	(void)state;
	/* TS-GAP-34 (a): one switch for Hit, the empty-square pass, pulling */
	assert_false(ts_legal(s, "LD hit e12"));
	assert_true(ts_legal(a, "LD hit e12"));
	assert_false(ts_legal(s, "C pass d9"));
	assert_false(ts_legal(s, "change pull f10"));
	assert_true(ts_legal(a, "change pull f10"));
	rink_state_free(s);
	rink_state_free(a);
}

/* ---- setup ---------------------------------------------------------------------------- */

/* A position diagram (rink_ts_set_position) reads its numbers whole: a
 * number with junk after it, a sign or one past a byte is refused with the
 * line, where it had been read as its leading digits or wrapped. */
static void test_diagram_numbers_read_whole(void **state)
{
	static const char *const bad[] = {
	        "11x ....C....\n 1 ........*\n",
	        "11 ....C....\n 1 ........*\nscore 300 0\n",
	        "11 ....C....\n 1 ........*\nspace 3x\n",
	        "11 ....C....\n 1 ........*\npool +5\n",
	        "11 ....C.... extra\n 1 ........*\n",
	        /* and its words: a team is red or blue, a box space 1..40 */
	        "11 ....C....\n 1 ........*\nteam green\n",
	        "11 ....C....\n 1 ........*\nbox red LW 41\n",
	};
	struct rink_error err;

	(void)state;
	rink_state *s = rink_state_new(basic, 1);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (!rink_ts_set_position(s, bad[i], &err))
			fail_msg("diagram %zu was read", i);
		assert_non_null(strstr(err.text, "diagram line"));
	}
	assert_int_equal(rink_ts_set_position(s,
	                                      "11 ....C....\n 1 ........*\nscore 3 2\nteam blue\n"
	                                      "box red LW 5\n",
	                                      &err),
	                 0);
	struct rink_ts_view v;
	rink_ts_view_get(s, &v);
	assert_int_equal(v.score[0], 3);
	assert_int_equal(v.team, 1);
	assert_int_equal(v.where[ts_piece(0, RINK_TS_LW)], RINK_TS_BOX);
	assert_int_equal(v.release[ts_piece(0, RINK_TS_LW)], 5);
	rink_state_free(s);
}

static void test_TS_SETUP_01_die_faces(void **state)
{
	long count[4] = {0, 0, 0, 0}, n = 0;
	struct rink_events ev = {0};

	(void)state;
	for (uint64_t seed = 1; seed <= 3000; seed++) {
		rink_state *s = rink_state_new(basic, seed);
		struct rink_error err;
		if (rink_ts_set_position(s, "11 ....C....\n 1 ........*\npool 5\n", &err))
			fail_msg("%s", err.text);
		rink_events_clear(&ev);
		ts_play(s, "C move e12", &ev);
		for (int f = 0; f < 4; f++)
			count[f] += ev.v[1].arg[2 + f];
		n += ev.v[1].arg[1];
		rink_state_free(s);
	}
	assert_int_equal(n, 18000);
	/* 1/6, 1/6, 1/3, 1/3 within 5 standard deviations */
	assert_true(labs(count[0] - 3000) < 250 && labs(count[1] - 3000) < 250);
	assert_true(labs(count[2] - 6000) < 320 && labs(count[3] - 6000) < 320);
	rink_events_free(&ev);
}

/* TS-SETUP-02, TS-SETUP-03, TS-SETUP-04, TS-SETUP-06 */
static void test_TS_SETUP_02_03_04_06_start(void **state)
{
	rink_state *s = rink_state_new(basic, 11);
	struct rink_ts_view v = ts_view(s);
	struct rink_error err;

	(void)state;
	assert_int_equal(rink_state_check(s, &err), RINK_OK);
	for (int t = 0; t < 2; t++) {
		for (int r = 0; r < RINK_TS_X; r++)
			assert_int_equal(v.where[ts_piece(t, r)], RINK_TS_ON);
		assert_int_equal(v.where[ts_piece(t, RINK_TS_X)], RINK_TS_BENCH);
		assert_int_equal(v.stamina[t], 3);
		assert_int_equal(v.score[t], 0);
	}
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_C)], ts_sq(s, "e11"));
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_C)], ts_sq(s, "e12"));
	/* TS-GAP-02 (b): the Centers on adjacent squares across the red line;
	 * the face-off winner's Center carries and his team plays space 1 */
	assert_int_equal(v.carrier, ts_piece(v.team, RINK_TS_C));
	assert_int_equal(v.period, 1);
	assert_int_equal(v.space, 1);
	assert_int_equal(v.pool, 0);
	rink_state_free(s);
}

/* ---- turn ----------------------------------------------------------------------------- */

/* TS-TURN-01, TS-TURN-02 */
static void test_TS_TURN_01_02_choices(void **state)
{
	rink_state *s = ts_pos(basic, "11 ....C...L\n 1 ........*\n");
	int acts[RINK_MAX_ACTIONS];

	(void)state;
	int n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	bool change = false;
	for (int i = 0; i < n; i++) {
		char t[64];
		rink_action_text(s, 0, acts[i], t, sizeof(t));
		change |= !strcmp(t, "change");
		/* every activation names a player and an action */
		assert_true(!strcmp(t, "change") || !strncmp(t, "C ", 2) || !strncmp(t, "LW ", 3));
	}
	assert_true(change);
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 0);
	rink_state_free(s);
}

/* TS-TURN-03, TS-TURN-05 */
static void test_TS_TURN_03_05_activation_order(void **state)
{
	struct rink_events ev = {0};
	rink_state *s;

	(void)state;
	s = ts_pos(basic, "12 .........\n 9 ...DC....\n 1 ........*\n");
	ts_dice(s, "-");
	ts_go(s, "LD move d10", &ev);
	assert_false(ts_legal(s, "LD move d11")); /* not twice in a row */
	ts_dice(s, "--");
	ts_go(s, "C move e10", &ev);
	assert_true(ts_legal(s, "LD move d11")); /* A, B, A */
	rink_state_free(s);
	/* TS-TURN-05: the receiver may act next */
	s = ts_pos(basic, "12 ....L....\n 9 ....C....\npuck e9\n");
	ts_dice(s, "-");
	ts_go(s, "C pass e12", &ev);
	assert_true(ts_legal(s, "LW move e15"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_TURN_04_next_turn_starts_fresh(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 9 ..d......\n 1 ........*\nstamina 0 0\n");

	(void)state;
	ts_dice(s, "F");
	ts_go(s, "C move e12", &ev);
	ts_play(s, "change", &ev); /* Blue */
	assert_int_equal(ts_view(s).team, RINK_TS_RED);
	assert_true(ts_legal(s, "C move e11"));
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-TURN-06, TS-TURN-07, TS-TURN-09 */
static void test_TS_TURN_06_07_09_pool_grows(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C...L\n 1 ........*\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	ts_dice(s, "--");
	rink_events_clear(&ev);
	ts_go(s, "LW move i12", &ev);
	assert_int_equal(ev.v[1].arg[1], 2);
	ts_dice(s, "--F");
	rink_events_clear(&ev);
	ts_go(s, "C move e13", &ev);
	assert_int_equal(ev.v[1].arg[1], 3);
	/* TS-TURN-09: Blue's turn starts with an empty pool */
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	assert_int_equal(ts_view(s).pool, 0);
	rink_state_free(s);
	/* TS-TURN-07: no cap */
	s = ts_pos(basic, "11 ....C....\n 1 ........*\npool 40\nstamina 0 0\n");
	rink_events_clear(&ev);
	ts_go(s, "C move e12", &ev);
	assert_int_equal(ev.v[1].arg[1], 41);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_TURN_08_TS_GAP_13_extra_dice_stay(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, " 4 ....c....\n 3 ....G...L\n 1 ........*\npuck e4\n");

	(void)state;
	ts_dice(s, "F--");
	ts_go(s, "G poke", &ev);
	rink_state_free(s);
	s = ts_pos(basic, " 4 ....c....\n 3 ....G....\n 6 ........L\npuck e4\n");
	ts_dice(s, "---");
	ts_go(s, "G poke", &ev); /* steals: Red goes on, the 2 extra dice stay */
	rink_events_clear(&ev);
	ts_dice(s, "----");
	ts_go(s, "LW move i7", &ev);
	assert_int_equal(ev.v[1].arg[1], 4);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-TURN-10, TS-TURN-11, TS-TURN-12 */
static void test_TS_TURN_10_11_12_reroll(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C...L\n 1 ........*\npool 2\n");

	(void)state;
	ts_dice(s, "F-R");
	ts_play(s, "C move e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	rink_events_clear(&ev);
	ts_dice(s, "B-");
	ts_play(s, "reroll", &ev);
	/* 2 dice re-rolled, the Blank kept: 3 dice, 2 Blanks */
	assert_int_equal(ev.v[0].arg[5], 2);
	assert_int_equal(ev.v[0].arg[4], 1);
	assert_int_equal(ts_view(s).stamina[0], 2);
	ts_play(s, "reroll", &ev); /* again with the next token */
	assert_int_equal(ts_view(s).stamina[0], 1);
	rink_state_free(s);
	/* TS-TURN-12: the next activation rolls the whole pool again */
	s = ts_pos(basic, "11 ....C...L\n 1 ........*\n");
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	rink_events_clear(&ev);
	ts_dice(s, "--");
	ts_go(s, "LW move i12", &ev);
	assert_int_equal(ev.v[1].arg[1], 2);
	assert_int_equal(ev.v[1].arg[5], 2);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_TURN_13_no_reroll_cases(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(adv, "12 ....c....\n10 ....D....\npuck e12\n");

	(void)state;
	ts_dice(s, "F");
	ts_play(s, "LD hit e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION); /* Blue's turn already */
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	rink_state_free(s);
	/* a successful hit roll with symbols may be re-rolled */
	s = ts_pos(adv, "12 ....c....\n10 ....D....\npuck e12\n");
	ts_dice(s, "B");
	ts_play(s, "LD hit e12", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_TURN_14_stamina_carries_over(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\n");

	(void)state;
	ts_dice(s, "F");
	ts_play(s, "C move e12", &ev);
	ts_dice(s, "F");
	ts_play(s, "reroll", &ev);
	ts_play(s, "keep", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	ts_play(s, "change", &ev);
	assert_int_equal(ts_view(s).stamina[0], 2);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-TURN-15, TS-TURN-18 */
static void test_TS_TURN_15_18_press_your_luck(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C...L\n 1 ........*\nstamina 0 0\n");

	(void)state;
	ts_dice(s, "B");
	ts_play(s, "C move e12", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_RED); /* success: choose again */
	assert_true(ts_legal(s, "change"));
	ts_dice(s, "BF");
	ts_play(s, "LW move i12", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE); /* a Fail ends it */
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- the example of play (l.552-588) ------------------------------------------------- */

/* TS-TURN-20, TS-TURN-21 */
static void test_TS_TURN_20_21_example_of_play(void **state)
{
	struct rink_events ev = {0};
	/* Blue won the face-off: its Center A (e12) carries. Winger C is on
	 * g12; Red's Defenseman D on i9, Center E on e10, a Winger on b11. */
	rink_state *s = ts_pos(basic, "12 ....c.l..\n11 .L.......\n10 ....C....\n 9 ........D\n"
	                              "21 .........\n 3 ....G....\n20 ....g....\n"
	                              "puck e12\nteam blue\n");

	(void)state;
	/* TS-TURN-20, Blue turn 1: C moves 2 squares on 1 die: success */
	ts_dice(s, "-");
	ts_play(s, "LW move g10", &ev);
	assert_int_equal(ts_view(s).team, RINK_TS_BLUE);
	/* A passes to C on 2 dice with one Reaction: Red moves D one back
	 * (TS-GAP-05 (a): a Reaction on a pass gives the reaction move) */
	ts_dice(s, "R-");
	ts_play(s, "C pass g10", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL); /* the symbol may be re-rolled */
	ts_play(s, "keep", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(1, RINK_TS_LW));
	ts_play(s, "react LD i8", &ev);
	/* C moves 3 squares on 3 dice with a Fail; one stamina re-rolls the 2
	 * non-blank dice; a Fail remains; Blue stops */
	ts_dice(s, "FB-");
	ts_play(s, "LW move g7", &ev);
	rink_events_clear(&ev);
	ts_dice(s, "F-");
	ts_play(s, "reroll", &ev);
	assert_int_equal(ev.v[0].arg[2], 1); /* 1 Fail */
	assert_int_equal(ev.v[0].arg[5], 2); /* the kept Blank and a new one */
	ts_play(s, "keep", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_LW)], ts_sq(s, "g7")); /* he moved */
	assert_int_equal(v.stamina[1], 2);
	assert_int_equal(v.team, RINK_TS_RED);
	assert_int_equal(v.space, 2);
	assert_int_equal(v.pool, 0);
	/* TS-TURN-21, Red turn 2: D moves 2 squares to check C (1 die) */
	ts_dice(s, "-");
	ts_play(s, "LD move g6", &ev);
	/* E moves (2 dice) */
	ts_dice(s, "--");
	ts_play(s, "C move e9", &ev);
	/* D pokes: no Fail, he carries (3 dice) */
	rink_events_clear(&ev);
	ts_dice(s, "---");
	ts_play(s, "LD poke", &ev);
	assert_int_equal(ev.v[1].arg[1], 3);
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_LD));
	assert_false(ts_legal(s, "LD pass e9")); /* not twice in a row */
	/* a Winger moves 1 square on 4 dice, a Fail; Red ends its turn */
	rink_events_clear(&ev);
	ts_dice(s, "F---");
	ts_play(s, "LW move b12", &ev);
	assert_int_equal(ev.v[1].arg[1], 4);
	ts_play(s, "keep", &ev);
	v = ts_view(s);
	assert_int_equal(v.team, RINK_TS_BLUE);
	assert_int_equal(v.space, 3);
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_TURN_17_offside_after_a_reaction(void **state)
{
	struct rink_events ev = {0};
	/* TS-GAP-22 (a): offside moves after a reaction move too. Red attacks Blue's zone (rows
	 * 16-22); Blue's carrier on e16 reacts out of the zone, so Red's winger on b18 must leave
	 * it */
	rink_state *s = ts_pos(basic, "18 .L.......\n16 ....d....\n20 ....g....\npuck e16\n");

	(void)state;
	ts_dice(s, "R");
	ts_play(s, "LW move b19", &ev);
	ts_play(s, "keep", &ev);
	ts_play(s, "react LD e15", &ev);
	assert_int_equal(ts_view(s).sq[ts_piece(0, RINK_TS_LW)], ts_sq(s, "b15"));
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_OFFSIDE), 1);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* TS-TURN-16, TS-TURN-17: step 6, the reaction, comes before step 7, the
 * offside moves */
static void test_TS_TURN_17_offside_moves_after_the_reaction(void **state)
{
	struct rink_events ev = {0};
	/* Red's C in Blue's zone passes back out to the RW on e13 */
	rink_state *s = ts_pos(basic, "17 ....C....\n13 ....R....\n19 ..d......\n20 ....g....\n"
	                              "puck e17\n");

	(void)state;
	ts_dice(s, "R");
	ts_go(s, "C pass e13", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.phase, RINK_TS_PH_REACTION);
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_C)], ts_sq(s, "e17")); /* not yet */
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_OFFSIDE), 0);
	ts_play(s, "react LD c18", &ev);
	v = ts_view(s);
	/* then C leaves the zone and LD lines up inside his blue line */
	assert_int_equal(v.sq[ts_piece(0, RINK_TS_C)], ts_sq(s, "e15"));
	assert_int_equal(v.sq[ts_piece(1, RINK_TS_LD)], ts_sq(s, "c16"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_SETUP_05_zones(void **state)
{
	struct rink_ts_board b;

	(void)state;
	rink_ts_board_get(basic, &b);
	for (int y = 0; y < b.height; y++) {
		int z = b.zone[y * b.width];
		assert_int_equal(z, y < 7 ? 0 : y < 15 ? 1 : 2);
	}
	/* each team's own net is in its defensive zone */
	assert_int_equal(b.zone[b.net[0]], 0);
	assert_int_equal(b.zone[b.net[1]], 2);
	/* Red's offensive zone is Blue's end: offside binds Red there */
	rink_state *s = ts_pos(basic, "15 .L.......\n 8 .......l.\n10 ........*\n");
	assert_false(ts_legal(s, "LW move b16"));
	assert_true(ts_legal(s, "LW move b12"));
	rink_state_free(s);
}

static void test_TS_PUCK_01_one_puck_with_its_carrier(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\npuck e11\n");

	(void)state;
	ts_dice(s, "-");
	ts_play(s, "C move e14", &ev);
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e14"));
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_C));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_TURN_19_end_of_turn(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\nspace 6\n");

	(void)state;
	ts_dice(s, "F");
	ts_play(s, "C move e12", &ev);
	ts_play(s, "keep", &ev);
	assert_int_equal(ts_view(s).pool, 0);
	assert_int_equal(ts_view(s).space, 7);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_FACEOFF), 0);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- line change ------------------------------------------------------------------------ */

/* TS-CHANGE-01, TS-CHANGE-02, TS-CHANGE-04 */
static void test_TS_CHANGE_01_02_04_line_change(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "11 ....C....\n 1 ........*\nstamina 0 1\nspace 2\n");

	(void)state;
	assert_true(ts_legal(s, "change")); /* before any activation */
	ts_play(s, "change", &ev);
	struct rink_ts_view v = ts_view(s);
	assert_int_equal(v.stamina[0], 3);
	assert_int_equal(v.stamina[1], 1);
	assert_int_equal(v.team, RINK_TS_BLUE);
	assert_int_equal(v.space, 3);
	assert_int_equal(v.pool, 0);
	rink_events_free(&ev);
	rink_state_free(s);
}

/* ---- 3-4 players ------------------------------------------------------------------------- */

/* TS-TEAM-02, TS-TEAM-03 */
static void test_TS_TEAM_02_03_alternating_teammates(void **state)
{
	struct rink_events ev = {0};
	rink_game *g = ts_game("players=4");
	rink_state *s = ts_pos(g, "11 ....C...L\n 9 ..d......\n 1 ........*\n");

	(void)state;
	/* TS-GAP-27 (a): activations and reactions alternate between teammates;
	 * the teammate who activated decides the re-roll */
	assert_int_equal(ts_seat(s), 0);
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	assert_int_equal(ts_seat(s), 1); /* the teammate activates next */
	ts_dice(s, "-R");
	ts_play(s, "LW move i12", &ev);
	/* one shared pool: the second activation rolled 2 dice */
	assert_int_equal(ts_view(s).pool, 2);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REROLL);
	assert_int_equal(ts_seat(s), 1); /* the re-roll is his */
	ts_play(s, "keep", &ev);
	assert_int_equal(ts_seat(s), 2); /* Blue's first teammate reacts */
	ts_play(s, "react LD c10", &ev);
	ts_dice(s, "R--");
	ts_go(s, "C move e13", &ev);
	assert_int_equal(ts_seat(s), 3); /* reactions alternate too */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_TS_TEAM_04_table_talk(void **state)
{
	struct rink_events ev = {0};
	struct rink_error err;
	rink_game *g = ts_game("players=4");
	rink_state *s = ts_pos(g, "11 ....C...L\n 9 ..d......\n 1 ........*\nstamina 3 1\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	assert_int_equal(rink_ts_table_talk(s, &ev, &err), RINK_OK);
	assert_int_equal(ts_view(s).stamina[1], 2);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_REACTION);
	assert_int_equal(ts_seat(s), 2); /* Blue reacts */
	ts_play(s, "react LD c10", &ev);
	assert_int_equal(ts_view(s).phase, RINK_TS_PH_ACTION);
	assert_int_equal(ts_view(s).team, RINK_TS_RED); /* Red goes on */
	assert_int_equal(ts_seat(s), 1);
	rink_state_free(s);
	rink_game_free(g);
	/* not in a two-player game, nor during a roll */
	s = ts_pos(basic, "11 ....C...L\n 1 ........*\n");
	assert_int_not_equal(rink_ts_table_talk(s, &ev, &err), RINK_OK);
	rink_state_free(s);
	rink_events_free(&ev);
}

/* ---- puck ----------------------------------------------------------------------------------- */

static void test_TS_PUCK_02_pickup_on_the_way(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "15 ....*....\n13 ....L....\n");

	(void)state;
	/* TS-GAP-18 (a): he picks it up at e15 and carries it over the line */
	assert_true(ts_legal(s, "LW move e17"));
	ts_dice(s, "-");
	ts_go(s, "LW move e17", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_LW));
	assert_int_equal(ts_view(s).puck, ts_sq(s, "e17"));
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_TS_PUCK_05_goalie_goes_home(void **state)
{
	struct rink_events ev = {0};
	rink_state *s = ts_pos(basic, "10 ....C....\n 5 ..G......\npuck e10\n");

	(void)state;
	ts_dice(s, "-");
	ts_go(s, "C move e12", &ev);
	/* TS-GAP-19 (a): he goes home after the activation */
	assert_int_equal(ts_view(s).sq[ts_piece(0, RINK_TS_G)], ts_sq(s, "e3"));
	rink_state_free(s);
	/* not while the carried puck is still in the defensive zone */
	s = ts_pos(basic, " 6 ....C....\n 5 ..G......\npuck e6\n");
	ts_dice(s, "-");
	ts_go(s, "C move e7", &ev);
	assert_int_equal(ts_view(s).carrier, ts_piece(0, RINK_TS_C));
	assert_int_equal(ts_view(s).sq[ts_piece(0, RINK_TS_G)], ts_sq(s, "c5"));
	rink_events_free(&ev);
	rink_state_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_TS_MODE_01_two_teams_two_to_four_players),
	        cmocka_unit_test(test_TS_MODE_02_friendly_one_period_draw),
	        cmocka_unit_test(test_TS_MODE_03_04_three_periods_and_overtime),
	        cmocka_unit_test(test_TS_MODE_05_turns_share_the_track),
	        cmocka_unit_test(test_TS_MODE_06_advanced_actions_need_the_switch),
	        cmocka_unit_test(test_diagram_numbers_read_whole),
	        cmocka_unit_test(test_TS_SETUP_01_die_faces),
	        cmocka_unit_test(test_TS_SETUP_02_03_04_06_start),
	        cmocka_unit_test(test_TS_TURN_01_02_choices),
	        cmocka_unit_test(test_TS_TURN_03_05_activation_order),
	        cmocka_unit_test(test_TS_TURN_04_next_turn_starts_fresh),
	        cmocka_unit_test(test_TS_TURN_06_07_09_pool_grows),
	        cmocka_unit_test(test_TS_TURN_08_TS_GAP_13_extra_dice_stay),
	        cmocka_unit_test(test_TS_TURN_10_11_12_reroll),
	        cmocka_unit_test(test_TS_TURN_13_no_reroll_cases),
	        cmocka_unit_test(test_TS_TURN_14_stamina_carries_over),
	        cmocka_unit_test(test_TS_TURN_15_18_press_your_luck),
	        cmocka_unit_test(test_TS_TURN_17_offside_after_a_reaction),
	        cmocka_unit_test(test_TS_TURN_17_offside_moves_after_the_reaction),
	        cmocka_unit_test(test_TS_TURN_19_end_of_turn),
	        cmocka_unit_test(test_TS_TURN_20_21_example_of_play),
	        cmocka_unit_test(test_TS_SETUP_05_zones),
	        cmocka_unit_test(test_TS_PUCK_01_one_puck_with_its_carrier),
	        cmocka_unit_test(test_TS_CHANGE_01_02_04_line_change),
	        cmocka_unit_test(test_TS_TEAM_02_03_alternating_teammates),
	        cmocka_unit_test(test_TS_TEAM_04_table_talk),
	        cmocka_unit_test(test_TS_PUCK_02_pickup_on_the_way),
	        cmocka_unit_test(test_TS_PUCK_05_goalie_goes_home),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
