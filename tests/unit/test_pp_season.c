/*
 * tests/unit/test_pp_season.c: the scorekeeper's sheet, the three season
 * endings, tie-breakers and the tournament with byes, the championship
 * series (PP-SCORE-*, PP-END-*, PP-TIE-*, PP-SERIES-*, PP-GAP-07, 08, 11,
 * 26, 28-33).
 */
#include "pp_testutil.h"

#define STRONG "Superstar,Comet Kowalski,Speedy Gonzalez,Big Dipper,Sharp Edge,Zamboni Zeke"
#define WEAK   "Rink Rat,Gnome,Toe Pick,Slow Poke,Space Cadet,Stu Still"

/* Plays the game in progress so that seat `winner` wins 6-0. */
static void win(rink_state *s, int winner, struct rink_events *ev)
{
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	int loser = v.home == winner ? v.away : v.home;

	assert_int_equal(v.phase, RINK_PP_ROUND);
	pp_team(s, winner, STRONG);
	pp_team(s, loser, WEAK);
	if (v.away == winner)
		pp_rounds(s, STRONG, WEAK, ev);
	else
		pp_rounds(s, WEAK, STRONG, ev);
}

/* A season at its last game: wins and goals preset, seat 0 to move. */
static rink_state *season(rink_game *g, const int *wins, const int *gf, int n)
{
	rink_state *s = pp_after_setup(g, 21);

	for (int m = 0; m < n; m++) {
		rink_pp_set_wins(s, m, wins[m]);
		rink_pp_set_goals(s, m, gf ? gf[m] : 0, gf ? gf[m] : 0);
	}
	return s;
}

/* PP-END-01, 02, 04, 05, 06, PP-SERIES-01, 05, PP-GAP-29 (a), PP-GAP-31 (a) */
/* Checklist IDs: PP-END-02, PP-END-04, PP-END-05, PP-END-06, PP-SERIES-05 */
static void test_PP_END_02_04_06_SERIES_01_original(void **state)
{
	rink_game *g = pp_new("managers=4,first=1");
	/* PP-END-05: second place by wins alone: 5 wins beat 4, however many
	 * more goals the manager with 4 scored */
	const int wins[4] = {8, 5, 4, 2}, gf[4] = {0, 3, 40, 0};
	rink_state *s = season(g, wins, gf, 4);
	struct rink_events ev = {0};
	struct rink_pp_view v;

	pp_do(s, 0, "game 4", &ev);
	win(s, 0, &ev);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.wins[0], 9);
	assert_int_equal(v.stage, RINK_PP_FINAL); /* no more turns */
	assert_int_equal(v.series[0], 0);
	assert_int_equal(v.series[1], 1);
	assert_true(v.out[2] && v.out[3] && !v.out[1]);
	assert_int_equal(v.series_need, 4);
	for (int k = 0; k < 4; k++) {
		v = pp_view(s, RINK_SPECTATOR);
		/* game 1 initiated by first place, then alternating */
		assert_int_equal(v.away, k % 2 == 0 ? 0 : 1);
		assert_int_equal(v.series_wins[0], k);
		win(s, 0, &ev);
	}
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.phase, RINK_PP_OVER);
	assert_int_equal(v.champion, 0);
	assert_true(rink_state_returns(s, 0) == 1.0);
	/* PP-GAP-31: post-season wins and goals stay out of the season record */
	assert_int_equal(v.wins[0], 9);
	assert_int_equal(v.goals_for[0], 6);
	struct rink_pp_game_record rec;
	assert_true(rink_pp_record(s, 4, &rec));
	assert_int_equal(rec.stage, RINK_PP_FINAL);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SERIES-01: a best of seven goes on until four wins */
static void test_PP_SERIES_01_seven_games(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	const int wins[2] = {8, 4};
	rink_state *s = season(g, wins, NULL, 2);

	pp_do(s, 0, "game 2", NULL);
	win(s, 0, NULL);
	for (int k = 0; k < 6; k++)
		win(s, k < 3 ? 1 : 0, NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_ROUND);
	win(s, 1, NULL);
	assert_int_equal(pp_view(s, 0).champion, 1);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-END-07 */
static void test_PP_END_07_no_playoffs(void **state)
{
	rink_game *g = pp_new("managers=3,first=1,ending=no-playoffs");
	const int wins[3] = {8, 8, 0};
	rink_state *s = season(g, wins, NULL, 3);

	pp_do(s, 0, "game 3", NULL);
	win(s, 0, NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_OVER);
	assert_int_equal(pp_view(s, 0).champion, 0);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-END-08, PP-SERIES-02, PP-TIE-08 */
static void test_PP_END_08_SERIES_02_short_game(void **state)
{
	rink_game *g = pp_new("managers=3,first=1,ending=short");
	const int wins[3] = {4, 3, 3};
	const int gf[3] = {0, 20, 10};
	rink_state *s = season(g, wins, gf, 3);
	struct rink_pp_view v;

	assert_int_equal(pp_view(s, 0).wins_target, 5);
	pp_do(s, 0, "game 3", NULL);
	win(s, 0, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_TIEBREAK); /* 1 and 2 tie for second */
	assert_int_equal(v.away, 1);                 /* more goals: initiates */
	assert_int_equal(v.home, 2);
	win(s, 2, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_true(v.out[1]);
	assert_int_equal(v.stage, RINK_PP_FINAL);
	assert_int_equal(v.series_need, 2);
	win(s, 2, NULL);
	win(s, 2, NULL);
	assert_int_equal(pp_view(s, 0).champion, 2);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TIE-01, 02, PP-END-05: two tied for second play one game; goals do
 * not decide second place */
/* Checklist IDs: PP-TIE-02 */
static void test_PP_TIE_01_02_single_tiebreaker(void **state)
{
	rink_game *g = pp_new("managers=4,first=1");
	const int wins[4] = {8, 6, 6, 1};
	const int gf[4] = {10, 5, 40, 3};
	rink_state *s = season(g, wins, gf, 4);
	struct rink_pp_view v;

	pp_do(s, 0, "game 4", NULL);
	win(s, 0, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_TIEBREAK);
	assert_int_equal(v.away, 2); /* seed 1 by goals initiates */
	assert_int_equal(v.home, 1);
	win(s, 1, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_FINAL);
	assert_int_equal(v.series[1], 1);
	assert_true(v.out[2] && v.out[3]);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TIE-03, 04, 05, 06, 07: three tied: the most goals sits out round 1 */
/* Checklist IDs: PP-TIE-04, PP-TIE-05, PP-TIE-06, PP-TIE-07 */
static void test_PP_TIE_03_07_three_tied(void **state)
{
	rink_game *g = pp_new("managers=4,first=1");
	const int wins[4] = {8, 5, 5, 5};
	const int gf[4] = {10, 20, 30, 10};
	rink_state *s = season(g, wins, gf, 4);
	struct rink_pp_view v;

	pp_do(s, 0, "game 2", NULL);
	win(s, 0, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	/* seeds: 3 (30), 2 (20), 4 (10): 2 v 4, manager 3 has the bye */
	assert_int_equal(v.away, 1);
	assert_int_equal(v.home, 3);
	win(s, 3, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_true(v.out[1]);
	assert_int_equal(v.away, 2); /* the bye manager, higher seed, initiates */
	assert_int_equal(v.home, 3);
	win(s, 3, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_FINAL);
	assert_int_equal(v.series[1], 3);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TIE-05, PP-TIE-06, PP-GAP-32 (a): four tied: seeds 1 and 3 sit out
 * round 1 while 2 plays 4; then 1 sits out while 3 plays that winner */
static void test_PP_TIE_05_06_GAP_32_four_tied(void **state)
{
	rink_game *g = pp_new("managers=5,first=1");
	const int wins[5] = {8, 4, 4, 4, 4};
	const int gf[5] = {0, 40, 30, 20, 10};
	rink_state *s = season(g, wins, gf, 5);
	struct rink_pp_view v;

	pp_do(s, 0, "game 2", NULL);
	win(s, 0, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.away, 2); /* seed 2 */
	assert_int_equal(v.home, 4); /* seed 4 */
	win(s, 4, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.away, 3); /* seed 3 */
	assert_int_equal(v.home, 4);
	win(s, 3, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.away, 1); /* seed 1 meets the survivor */
	assert_int_equal(v.home, 3);
	win(s, 1, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_FINAL);
	assert_int_equal(v.series[1], 1);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-33 (a): equal goals: fewer conceded ranks higher */
static void test_PP_GAP_33_seed_by_goals_against(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	rink_state *s = pp_after_setup(g, 4);
	struct rink_pp_view v;

	rink_pp_set_wins(s, 0, 8);
	rink_pp_set_wins(s, 1, 2);
	rink_pp_set_wins(s, 2, 2);
	rink_pp_set_goals(s, 0, 10, 10);
	rink_pp_set_goals(s, 1, 10, 20);
	rink_pp_set_goals(s, 2, 10, 0);
	pp_do(s, 0, "game 2", NULL);
	win(s, 0, NULL); /* adds 6-0 to 1 and 0-6 to 2: 16/10 v 10/26 */
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.away, 2); /* 10 for, 0 against beats 10 for, 26 against */
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-END-09 */
static void test_PP_END_09_two_managers(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	const int wins[2] = {8, 0};
	rink_state *s = season(g, wins, NULL, 2);

	pp_do(s, 0, "game 2", NULL);
	win(s, 0, NULL);
	assert_int_equal(pp_view(s, 0).stage, RINK_PP_FINAL);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-07 (b) as a parameter: only wins as initiator count */
static void test_PP_GAP_07_initiated_wins_only(void **state)
{
	rink_game *g = pp_new("managers=2,first=1,wins_count=initiated");
	rink_state *s = pp_after_setup(g, 2);

	pp_do(s, 0, "game 2", NULL);
	win(s, 1, NULL); /* the challenged manager wins: no win counted */
	assert_int_equal(pp_view(s, 0).wins[1], 0);
	pp_do(s, 1, "game 1", NULL);
	win(s, 1, NULL);
	assert_int_equal(pp_view(s, 0).wins[1], 1);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-08 (b): the turn cap ends the season for the leader */
static void test_PP_GAP_08_turn_cap(void **state)
{
	rink_game *g = pp_new("managers=2,first=1,turn_cap=3,ending=no-playoffs");
	rink_state *s = pp_after_setup(g, 2);

	rink_pp_set_wins(s, 1, 2);
	pp_do_first(s, 0, "draft ", NULL);
	pp_do_first(s, 1, "draft ", NULL);
	pp_do_first(s, 0, "draft ", NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_OVER);
	assert_int_equal(pp_view(s, 0).champion, 1);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-28 (a), PP-GAP-11 (a): after the season-ending game, injuries are
 * replaced for managers who go on, not for removed ones; cards out for the
 * season stay out through the post-season */
static void test_PP_GAP_28_injuries_at_season_end(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	const int wins[3] = {8, 0, 5};
	rink_state *s = season(g, wins, NULL, 3);
	struct rink_events ev = {0};

	pp_do(s, 0, "game 2", &ev);
	pp_team(s, 0, "Superstar,Comet Kowalski,Speedy Gonzalez,Big Dipper,Thrasher,Zamboni Zeke");
	pp_team(s, 1, "Rink Rat,Gnome,Toe Pick,Slow Poke,Crusher,Stu Still");
	/* Thrasher injures Slow Poke, Crusher injures Big Dipper */
	pp_rounds(s, "Superstar,Comet Kowalski,Speedy Gonzalez,Big Dipper,Thrasher,Zamboni Zeke",
	          "Rink Rat,Gnome,Toe Pick,Crusher,Slow Poke,Stu Still", &ev);
	assert_int_equal(pp_view(s, 0).stage, RINK_PP_FINAL);
	assert_true(pp_view(s, 0).out[1]);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_REPLACE), 1); /* Big Dipper only */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_REPLACE)->arg[1], pp_id(g, "Big Dipper"));
	assert_true(rink_pp_is_out_for_season(s, pp_id(g, "Big Dipper")));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}
/* PP-GAP-29 (b), PP-GAP-30 (a) with postseason=turns: the series goes on
 * turn by turn; either manager of the series may initiate a game on his
 * turn, and trades (only with managers still in) and drafts are moves */
/* Checklist IDs: PP-GAP-29, PP-GAP-30 */
static void test_PP_GAP_29_30_postseason_turns_series(void **state)
{
	rink_game *g = pp_new("managers=4,first=1,postseason=turns");
	const int wins[4] = {8, 5, 3, 2};
	rink_state *s = season(g, wins, NULL, 4);
	struct rink_events ev = {0};
	struct rink_pp_view v;
	struct rink_pp_game_record rec;

	pp_do(s, 0, "game 4", &ev);
	win(s, 0, &ev);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_FINAL);
	assert_true(v.postseason_turns);
	/* no game back to back: the next manager clockwise still in has a turn */
	assert_int_equal(v.phase, RINK_PP_TURN);
	assert_int_equal(v.active, 1);
	assert_true(pp_legal(s, 1, "game 1"));
	assert_false(pp_legal(s, 1, "game 3"));
	assert_true(pp_legal(s, 1, "trade 1 1"));
	assert_false(pp_legal(s, 1, "trade 3 1")); /* removed: his cards are out */
	assert_false(pp_legal(s, 1, "trade 4 1"));
	pp_do_first(s, 1, "draft", &ev);
	/* turns skip the removed managers */
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.active, 0);
	assert_true(pp_legal(s, 0, "game 2"));
	pp_do(s, 0, "trade 2 3", &ev);
	pp_do_first(s, 0, "give", &ev);
	/* manager 2 initiates the first series game */
	assert_int_equal(pp_view(s, RINK_SPECTATOR).active, 1);
	pp_do(s, 1, "game 1", &ev);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.away, 1);
	assert_int_equal(v.home, 0);
	win(s, 1, &ev);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.series_wins[1], 1);
	assert_int_equal(v.active, 0);
	/* first place initiates the next three, and wins them all */
	for (int k = 0; k < 4; k++) {
		v = pp_view(s, RINK_SPECTATOR);
		assert_int_equal(v.phase, RINK_PP_TURN);
		if (v.active == 1) {
			pp_do_first(s, 1, "draft", &ev);
			v = pp_view(s, RINK_SPECTATOR);
		}
		assert_int_equal(v.active, 0);
		pp_do(s, 0, "game 2", &ev);
		win(s, 0, &ev);
	}
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.phase, RINK_PP_OVER);
	assert_int_equal(v.champion, 0);
	assert_int_equal(v.series_wins[0], 4);
	/* PP-GAP-31 unchanged: post-season games stay out of the season record */
	assert_int_equal(v.wins[0], 9);
	assert_int_equal(v.wins[1], 5);
	assert_true(rink_pp_record(s, 1, &rec));
	assert_int_equal(rec.stage, RINK_PP_FINAL);
	assert_int_equal(rec.initiator, 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-29 (b), PP-GAP-30 (a), PP-GAP-32: a tournament with
 * postseason=turns: this round's games are played in the order their
 * managers choose them, by either manager; a bye has turns but no game */
/* Checklist IDs: PP-GAP-29, PP-GAP-30, PP-GAP-32 */
static void test_PP_GAP_29_30_postseason_turns_tournament(void **state)
{
	rink_game *g = pp_new("managers=6,first=1,postseason=turns");
	const int wins[6] = {8, 5, 5, 5, 5, 5};
	const int gf[6] = {0, 50, 40, 30, 20, 10};
	rink_state *s = season(g, wins, gf, 6);
	struct rink_pp_view v;

	pp_do(s, 0, "game 6", NULL);
	win(s, 0, NULL);
	/* seeds 2..6 by goals; round 1: manager 2 has the bye, 3 v 6 and 4 v 5 */
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_TIEBREAK);
	assert_int_equal(v.phase, RINK_PP_TURN);
	assert_int_equal(v.active, 1);
	for (int t = 1; t <= 6; t++) {
		char m[16];
		snprintf(m, sizeof(m), "game %d", t);
		assert_false(pp_legal(s, 1, m));
	}
	assert_true(pp_legal(s, 1, "trade 1 1")); /* first place is still in */
	pp_do_first(s, 1, "draft", NULL);
	assert_true(pp_legal(s, 2, "game 6"));
	assert_false(pp_legal(s, 2, "game 4"));
	pp_do_first(s, 2, "draft", NULL);
	/* the second pair plays first; the lower seed initiates */
	assert_true(pp_legal(s, 3, "game 5"));
	pp_do(s, 3, "game 5", NULL);
	win(s, 4, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_true(v.out[3]);
	assert_int_equal(v.stage, RINK_PP_TIEBREAK);
	assert_int_equal(v.active, 4);
	assert_false(pp_legal(s, 4, "game 4")); /* his game is played */
	assert_false(pp_legal(s, 4, "trade 4 1"));
	pp_do_first(s, 4, "draft", NULL);
	pp_do(s, 5, "game 3", NULL);
	win(s, 5, NULL);
	/* round 2: three left (2, 5, 6): manager 2 sits out again, 5 v 6 */
	v = pp_view(s, RINK_SPECTATOR);
	assert_true(v.out[2]);
	assert_int_equal(v.active, 0);
	assert_false(pp_legal(s, 0, "game 2"));
	assert_false(pp_legal(s, 0, "trade 3 1"));
	pp_do_first(s, 0, "draft", NULL);
	pp_do_first(s, 1, "draft", NULL);
	assert_int_equal(pp_view(s, RINK_SPECTATOR).active, 4);
	pp_do(s, 4, "game 6", NULL);
	win(s, 4, NULL);
	/* round 3: manager 2 v 5 */
	v = pp_view(s, RINK_SPECTATOR);
	assert_true(v.out[5]);
	assert_int_equal(v.active, 0);
	assert_false(pp_legal(s, 0, "game 2"));
	pp_do_first(s, 0, "draft", NULL);
	assert_true(pp_legal(s, 1, "game 5"));
	pp_do(s, 1, "game 5", NULL);
	win(s, 1, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.stage, RINK_PP_FINAL);
	assert_int_equal(v.series[0], 0);
	assert_int_equal(v.series[1], 1);
	assert_int_equal(v.phase, RINK_PP_TURN);
	assert_int_equal(v.active, 0); /* after manager 2, clockwise past 3-6 */
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-30 (b), the default: back to back, no post-season turns */
/* Checklist IDs: PP-GAP-30 */
static void test_PP_GAP_30_default_no_trades(void **state)
{
	rink_game *g = pp_new("managers=4,first=1");
	const int wins[4] = {8, 5, 3, 2};
	rink_state *s = season(g, wins, NULL, 4);
	struct rink_pp_view v;

	pp_do(s, 0, "game 4", NULL);
	win(s, 0, NULL);
	v = pp_view(s, RINK_SPECTATOR);
	assert_false(v.postseason_turns);
	assert_int_equal(v.phase, RINK_PP_ROUND);
	assert_false(pp_legal(s, 0, "trade 2 1"));
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_PP_END_02_04_06_SERIES_01_original),
	        cmocka_unit_test(test_PP_SERIES_01_seven_games),
	        cmocka_unit_test(test_PP_END_07_no_playoffs),
	        cmocka_unit_test(test_PP_END_08_SERIES_02_short_game),
	        cmocka_unit_test(test_PP_TIE_01_02_single_tiebreaker),
	        cmocka_unit_test(test_PP_TIE_03_07_three_tied),
	        cmocka_unit_test(test_PP_TIE_05_06_GAP_32_four_tied),
	        cmocka_unit_test(test_PP_GAP_33_seed_by_goals_against),
	        cmocka_unit_test(test_PP_END_09_two_managers),
	        cmocka_unit_test(test_PP_GAP_07_initiated_wins_only),
	        cmocka_unit_test(test_PP_GAP_08_turn_cap),
	        cmocka_unit_test(test_PP_GAP_28_injuries_at_season_end),
	        cmocka_unit_test(test_PP_GAP_29_30_postseason_turns_series),
	        cmocka_unit_test(test_PP_GAP_29_30_postseason_turns_tournament),
	        cmocka_unit_test(test_PP_GAP_30_default_no_trades),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
