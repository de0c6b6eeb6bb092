/*
 * tests/unit/test_pp_team.c: the scorekeeper's sheet (PP-SCORE-*), the
 * Team Variant (PP-TEAM-*, PP-GAP-34..38) and the random-simulation
 * invariants (PP-CARD-07, PP-CARD-08, PP-INJURY-05, clone, save/restore).
 */
#include "pp_testutil.h"

#include "rink/match.h"

#define STRONG "Superstar,Comet Kowalski,Speedy Gonzalez,Big Dipper,Sharp Edge,Zamboni Zeke"
#define WEAK   "Rink Rat,Gnome,Toe Pick,Slow Poke,Space Cadet,Stu Still"

/* Plays every decision of the current game with each seat's first legal
 * action until the turn comes back. */
static void finish_game(rink_state *s)
{
	while (!rink_state_is_over(s) && pp_view(s, 0).phase != RINK_PP_TURN) {
		int seat = __builtin_ctz(rink_state_to_move(s)), acts[RINK_MAX_ACTIONS];
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
}

/* ---- the scorekeeper's sheet ---------------------------------------------------------- */

/* PP-SCORE-01, 02, 04: each manager's wins and his column of games */
/* Checklist IDs: PP-SCORE-02, PP-SCORE-04 */
static void test_PP_SCORE_01_02_04_sheet(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	rink_state *s = pp_after_setup(g, 5);
	json_t *v, *col, *line;

	pp_team(s, 0, WEAK);
	pp_team(s, 2, STRONG);
	pp_do(s, 0, "game 3", NULL);
	pp_rounds(s, WEAK, STRONG, NULL); /* 0-6: L for manager 1 */
	v = rink_state_view_json(s, RINK_SPECTATOR);
	col = json_array_get(json_object_get(v, "scoresheet"), 0);
	assert_int_equal(json_integer_value(json_object_get(col, "wins")), 0);
	line = json_array_get(json_object_get(col, "games"), 0);
	assert_string_equal(json_string_value(json_object_get(line, "line")), "L 0-6 vs. 3");
	assert_int_equal(json_integer_value(json_object_get(line, "opponent")), 3);
	/* the challenged manager's column is empty, but his win counts */
	col = json_array_get(json_object_get(v, "scoresheet"), 2);
	assert_int_equal(json_array_size(json_object_get(col, "games")), 0);
	assert_int_equal(json_integer_value(json_object_get(col, "wins")), 1);
	/* PP-SCORE-04: goals from both kinds of game */
	struct rink_pp_view pv = pp_view(s, 0);
	assert_int_equal(pv.goals_for[2], 6);
	assert_int_equal(pv.goals_against[0], 6);
	json_decref(v);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SCORE-01: managers' and teams' names on the sheet */
static void test_PP_SCORE_01_names(void **state)
{
	rink_game *g = pp_new("managers=4,names=Dave/Pucks;Greg/Stars;Jeff;Tony/Skates");
	rink_state *s = rink_state_new(g, 1);
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR),
	       *sheet = json_object_get(v, "scoresheet");
	struct rink_error err;

	assert_string_equal(json_string_value(json_object_get(json_array_get(sheet, 0), "name")),
	                    "Dave");
	assert_string_equal(json_string_value(json_object_get(json_array_get(sheet, 1), "team")),
	                    "Stars");
	assert_string_equal(json_string_value(json_object_get(json_array_get(sheet, 2), "team")),
	                    "Team 3");
	assert_string_equal(rink_pp_manager_name(g, 3), "Tony");
	json_decref(v);
	rink_state_free(s);
	rink_game_free(g);
	assert_null(rink_game_new("powerplay", "managers=2,names=A;B;C", &err));
	assert_null(rink_game_new("powerplay", "managers=2,names=/Pucks", &err));
}

/* PP-SCORE-06: the rulebook's example sheet: every game obeys the season
 * play rule when played in turn order, and every score is reachable with no
 * home-ice goal (at most 6 goals in regulation, 7 only as 4-3 after a 3-3
 * tie in sudden death) */
static void test_PP_SCORE_06_example_sheet(void **state)
{
	/* Dave 1, Greg 2, Jeff 3, Tony 4; initiator, opponent, goals */
	static const int sheet[8][4] = {{0, 2, 3, 2}, {1, 3, 6, 0}, {2, 1, 1, 5}, {3, 2, 2, 4},
	                                {0, 3, 4, 3}, {1, 0, 5, 1}, {2, 3, 0, 4}, {3, 1, 4, 3}};
	rink_game *g = pp_new("managers=4,first=1");
	rink_state *s = pp_after_setup(g, 8);

	for (int k = 0; k < 8; k++) {
		int tot = sheet[k][2] + sheet[k][3];
		int diff = abs(sheet[k][2] - sheet[k][3]);
		assert_true(tot <= 6 || (tot == 7 && diff == 1));
		assert_int_equal(rink_state_to_move(s), 1u << sheet[k][0]);
		assert_true(rink_state_is_legal(s, sheet[k][0], rink_pp_action_game(sheet[k][1])));
		rink_state_apply_fast(s, sheet[k][0], rink_pp_action_game(sheet[k][1]), NULL);
		finish_game(s);
	}
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- the team variant -------------------------------------------------------------- */

static rink_state *tv_start(rink_game *g, uint64_t seed)
{
	rink_state *s = rink_state_new(g, seed);

	while (pp_view(s, 0).phase == RINK_PP_TEAMPICK)
		pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "team ", NULL);
	return s;
}

/* PP-TEAM-02, 03, 04, PP-GAP-34 (a), PP-GAP-24 (b) */
/* Checklist IDs: PP-TEAM-03, PP-TEAM-04 */
static void test_PP_TEAM_02_03_04_teams_and_masks(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=3,first=1");
	rink_state *s = rink_state_new(g, 3);

	assert_int_equal(rink_state_to_move(s), 1u); /* clockwise from the first */
	pp_do(s, 0, "team monsters", NULL);
	assert_false(pp_legal(s, 1, "team monsters"));
	assert_false(pp_legal(s, 1, "team mask"));
	pp_do(s, 1, "team pucks", NULL);
	pp_do(s, 2, "team stars", NULL);
	for (int m = 0; m < 3; m++) {
		struct rink_pp_view v = pp_view(s, m);
		int bruisers = 0, masks = 0;
		for (int p = 0; p < 11; p++) {
			struct rink_pp_card c;
			assert_true(rink_pp_card(g, v.roster[p], &c));
			bruisers += c.bruiser;
			masks += strcmp(c.symbol, "mask") == 0;
		}
		assert_int_equal(masks, 1);
		assert_true(bruisers <= 1);
	}
	/* 77 - 33: the rest form the piles (Sitting Bully's only use) */
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	assert_int_equal(v.pile_count[0] + v.pile_count[1] + v.pile_count[2], 77 - 33);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TEAM-05, PP-TEAM-06, PP-TEAM-09 */
static void test_PP_TEAM_05_06_09_only_games_and_fielding(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=2,first=1");
	rink_state *s = tv_start(g, 4);
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	char t[64];

	assert_int_equal(n, 1);
	rink_action_text(s, 0, acts[0], t, sizeof(t));
	assert_string_equal(t, "game 2");
	pp_do(s, 0, "game 2", NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_FIELD);
	assert_int_equal(rink_state_to_move(s), 3u);
	/* field three forwards: a fourth is refused */
	for (int k = 0; k < 3; k++)
		pp_do_first(s, 0, "field ", NULL);
	n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	for (int i = 0; i < n; i++) {
		struct rink_pp_card c;
		rink_action_text(s, 0, acts[i], t, sizeof(t));
		rink_pp_card(g, rink_pp_card_find(g, t + 6), &c);
		assert_int_not_equal(c.type, RINK_PP_FORWARD);
	}
	rink_state_free(s);
	rink_game_free(g);
}

/* Fields in roster order (first legal) and plays the game out; then rests
 * the first legal cards. */
/* PP-TEAM-07, 08, 10, 11, PP-GAP-35 (a) */
/* Game 1 v 2 played to its end, both managers resting two forwards and a
 * defender (their slots 0, 1 and 3), so that both can field again. */
static void play_first_game_and_rest(const rink_game *g, rink_state *s)
{
	int acts[RINK_MAX_ACTIONS];

	pp_do(s, 0, "game 2", NULL);
	while (pp_view(s, 0).phase != RINK_PP_REST) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
	for (int m = 0; m < 2; m++) {
		static const int slot[3] = {0, 1, 3};
		struct rink_pp_view v = pp_view(s, m);
		for (int i = 0; i < 3; i++) {
			struct rink_pp_card c;
			char t[80];
			rink_pp_card(g, v.team[slot[i]], &c);
			snprintf(t, sizeof(t), "rest %s", c.name);
			pp_do(s, m, t, NULL);
		}
	}
}

/* Checklist IDs: PP-TEAM-08, PP-TEAM-10, PP-TEAM-11 */
static void test_PP_TEAM_07_08_10_11_rest_rotation(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=3,first=1");
	rink_state *s = tv_start(g, 6);
	struct rink_pp_view v;
	struct rink_pp_game_record rec;
	int rested = 0;

	play_first_game_and_rest(g, s);
	for (int m = 0; m < 2; m++) {
		v = pp_view(s, m);
		rested = 0;
		for (int p = 0; p < 11; p++)
			rested += v.resting[p];
		assert_int_equal(rested, 3); /* three of the six used */
	}
	v = pp_view(s, 2);
	for (int p = 0; p < 11; p++)
		assert_false(v.resting[p]); /* did not play: no rotation */
	struct rink_pp_view before = pp_view(s, 1);
	/* manager 2 plays again (against 3): his three resters come back and
	 * three of the six he used in this game rest instead */
	pp_do(s, 1, "game 3", NULL);
	finish_game(s);
	assert_true(rink_pp_record(s, 1, &rec));
	assert_false(rec.forfeit);
	v = pp_view(s, 1);
	rested = 0;
	for (int p = 0; p < 11; p++) {
		if (before.resting[p] && v.resting[p])
			fail_msg("a player rested two games in a row");
		rested += v.resting[p];
	}
	assert_int_equal(rested, 3);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-TEAM-06, PP-TEAM-09, PP-TEAM-10: from his second game a manager fields
 * from his eight players not resting; a resting player cannot be fielded,
 * and one who has not played yet fields from all eleven */
static void test_PP_TEAM_06_09_10_resting_not_fielded(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=3,first=1");
	rink_state *s = tv_start(g, 6);
	int acts[RINK_MAX_ACTIONS];
	struct rink_pp_view v;
	int resting = 0;

	play_first_game_and_rest(g, s);
	pp_do(s, 1, "game 3", NULL); /* manager 2's second game, manager 3's first */
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_FIELD);
	assert_int_equal(rink_state_legal(s, 2, acts, RINK_MAX_ACTIONS), 11);
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 8);
	v = pp_view(s, 1);
	for (int p = 0; p < 11; p++) {
		struct rink_pp_card c;
		char t[80];
		rink_pp_card(g, v.roster[p], &c);
		snprintf(t, sizeof(t), "field %s", c.name);
		assert_int_equal(pp_legal(s, 1, t), !v.resting[p]);
		resting += v.resting[p];
	}
	assert_int_equal(resting, 3);
	/* field both sides' six; none of manager 2's is resting */
	while (pp_view(s, 0).phase == RINK_PP_FIELD)
		pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "field ", NULL);
	v = pp_view(s, 1);
	for (int i = 0; i < 6; i++)
		for (int p = 0; p < 11; p++)
			if (v.team[i] == v.roster[p])
				assert_false(v.resting[p]);
	rink_state_free(s);
	rink_game_free(g);
}

/* Manager m rests the three forwards of the six he just played (the
 * fielding by lowest id put them first). */
static void rest_forwards(rink_game *g, rink_state *s, int m)
{
	struct rink_pp_view v = pp_view(s, m);

	for (int i = 0; i < 3; i++) {
		struct rink_pp_card c;
		char t[80];
		rink_pp_card(g, v.team[i], &c);
		assert_int_equal(c.type, RINK_PP_FORWARD);
		snprintf(t, sizeof(t), "rest %s", c.name);
		pp_do(s, m, t, NULL);
	}
}

/* PP-TEAM-12, PP-TEAM-13, PP-GAP-38 (a): benching his three forwards, a
 * manager with five cannot field three and loses unplayed */
static void test_PP_TEAM_12_13_forfeit(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=2,first=1");
	int dragon = pp_id(g, "Dragon");
	rink_state *s = NULL;
	struct rink_pp_view v;
	struct rink_pp_game_record rec;

	for (uint64_t seed = 1;; seed++) { /* manager 1 without the dragon */
		s = tv_start(g, seed);
		if (pp_view(s, 0).roster[10] != dragon)
			break;
		rink_state_free(s);
	}
	pp_do(s, 0, "game 2", NULL);
	/* fielding by lowest id takes team cards, never the mask bruiser */
	while (pp_view(s, 0).phase != RINK_PP_REST) {
		int seat = __builtin_ctz(rink_state_to_move(s)), acts[RINK_MAX_ACTIONS];
		rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
	rest_forwards(g, s, 0); /* his own choice */
	while (pp_view(s, 0).phase == RINK_PP_REST)
		pp_do_first(s, 1, "rest ", NULL);
	assert_int_equal(rink_state_to_move(s), 2u);
	int wins_before = pp_view(s, 0).wins[1];
	pp_do(s, 1, "game 1", NULL); /* manager 1 has two forwards left */
	v = pp_view(s, 0);
	assert_int_equal(v.phase, RINK_PP_TURN);
	assert_true(rink_pp_record(s, 1, &rec));
	assert_true(rec.forfeit);
	assert_true(rec.initiator_won);
	assert_int_equal(rec.initiator_goals + rec.opponent_goals, 0);
	assert_int_equal(v.wins[1], wins_before + 1);
	assert_int_equal(v.initiated[1][0], 1); /* it counts as initiated */
	/* he sat the game out: his bench is available again */
	for (int p = 0; p < 11; p++)
		assert_false(v.resting[p]);
	rink_state_free(s);
	rink_game_free(g);
}

/* A two-manager team-variant season (neither manager holds the dragon, so
 * each has five forwards) after one game 1 v 2 in which both fielded team
 * cards only (no bruiser: no injury) and then benched their three forwards:
 * neither can field now (PP-TEAM-13). */
static rink_state *tv_both_benched(rink_game *g)
{
	int dragon = pp_id(g, "Dragon");
	rink_state *s = NULL;

	for (uint64_t seed = 1;; seed++) {
		s = tv_start(g, seed);
		if (pp_view(s, 0).roster[10] != dragon && pp_view(s, 1).roster[10] != dragon)
			break;
		rink_state_free(s);
	}
	pp_do(s, 0, "game 2", NULL);
	while (pp_view(s, 0).phase != RINK_PP_REST) {
		int seat = __builtin_ctz(rink_state_to_move(s)), acts[RINK_MAX_ACTIONS];
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
	for (int m = 0; m < 2; m++)
		rest_forwards(g, s, m);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	return s;
}

/* The post-season game just forfeited because neither side could field:
 * the initiator loses, 0-0, marked (PP-GAP-38), and both get their bench
 * back. */
static void check_initiator_forfeit(rink_state *s, const struct rink_events *ev)
{
	const struct rink_event *e = pp_last(ev, RINK_PP_EV_FORFEIT);
	struct rink_pp_game_record rec;
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	int opp = 0;

	assert_int_equal(v.n_record, 2);
	assert_true(rink_pp_record(s, 1, &rec));
	assert_int_equal(rec.stage, RINK_PP_FINAL);
	assert_true(rec.forfeit);
	assert_false(rec.initiator_won);
	assert_int_equal(rec.initiator_goals, 0);
	assert_int_equal(rec.opponent_goals, 0);
	assert_non_null(e);
	assert_int_equal(e->arg[0], rec.initiator); /* the loser */
	assert_int_equal(e->arg[1], rec.opponent);
	assert_int_equal(e->arg[2], 1); /* neither could field */
	/* the series win goes to the opponent; no regular-season win */
	opp = v.series[0] == rec.opponent ? 0 : 1;
	assert_int_equal(v.series_wins[opp], 1);
	assert_int_equal(v.series_wins[1 - opp], 0);
	assert_int_equal(v.wins[0] + v.wins[1], 1);
	for (int m = 0; m < 2; m++)
		for (int p = 0; p < 11; p++)
			assert_false(pp_view(s, m).resting[p]);
}

/* PP-TEAM-12, PP-GAP-38: a scheduled post-season game cannot be declined;
 * when neither side can field it, the initiator forfeits (0-0, marked),
 * back to back and with postseason=turns alike. In the season the same
 * challenge is not legal. */
static void test_PP_TEAM_12_GAP_38_postseason_neither_fields(void **state)
{
	const char *params[2] = {"team_variant=1,managers=2,first=1",
	                         "team_variant=1,managers=2,first=1,postseason=turns"};

	for (int k = 0; k < 2; k++) {
		rink_game *g = pp_new(params[k]);
		rink_state *s = tv_both_benched(g);
		struct rink_events ev = {0};
		struct rink_pp_game_record rec;
		int first;

		/* the season: nobody may challenge, so both pass and the season
		 * ends for the leader (PP-GAP-08) */
		assert_int_equal(rink_state_to_move(s), 2u);
		assert_false(pp_legal(s, 1, "game 1"));
		pp_do(s, 1, "pass", NULL);
		assert_false(pp_legal(s, 0, "game 2"));
		pp_do(s, 0, "pass", &ev);
		assert_true(rink_pp_record(s, 0, &rec));
		first = rec.initiator_won ? rec.initiator : rec.opponent;
		if (k == 0) {
			/* back to back: first place initiates game 1 of the series */
			assert_int_equal(pp_view(s, 0).series[0], first);
		} else {
			/* postseason=turns: the next manager's only move is the
			 * scheduled game, legal although neither can field */
			int seat = __builtin_ctz(rink_state_to_move(s));
			int acts[RINK_MAX_ACTIONS];
			char t[16];
			assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
			assert_int_equal(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS), 1);
			snprintf(t, sizeof(t), "game %d", 2 - seat);
			rink_events_clear(&ev);
			pp_do(s, seat, t, &ev);
		}
		check_initiator_forfeit(s, &ev);
		if (k == 0) {
			assert_true(rink_pp_record(s, 1, &rec));
			assert_int_equal(rec.initiator, first);
			/* game 2 follows at once, and both can field again */
			assert_int_equal(pp_view(s, 0).phase, RINK_PP_FIELD);
		}
		rink_events_free(&ev);
		rink_state_free(s);
		rink_game_free(g);
	}
}

/* PP-GAP-37 (a): more than three injured in one game all rest. A bruiser
 * injures at most one card a pass, so it takes sudden death: Pucks with
 * Smasher (manager 1) against Gloves (manager 2, substitute=choose) play
 * equal values and goalies only, and Smasher injures one Gloves card in
 * regulation and in each of three sudden-death passes, the last ended by a
 * goal. */
static void test_PP_GAP_37_more_than_three_injured_all_rest(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=2,first=1,substitute=choose");
	static const char *const a_six[6] = {"Hat Trick Harry", "Rink Rat",  "Puck Chaser",
	                                     "Smasher",         "Slow Poke", "Brick Wall"};
	static const char *const b_six[6] = {"Knuckles",       "Thumbs Up", "Soft Hands",
	                                     "Glove Save Gus", "Iron Fist", "Catch Glove"};
	static const char *const injured[4] = {"Knuckles", "Glove Save Gus", "Catch Glove",
	                                       "Jolly Judge"};
	int smasher = pp_id(g, "Smasher");
	rink_state *s = NULL;
	struct rink_pp_view v;
	char t[80];
	int resting = 0;

	for (uint64_t seed = 1;; seed++) { /* manager 1 draws Smasher */
		s = rink_state_new(g, seed);
		pp_do(s, 0, "team pucks", NULL);
		pp_do(s, 1, "team gloves", NULL);
		if (pp_view(s, 0).roster[10] == smasher)
			break;
		rink_state_free(s);
	}
	pp_do(s, 0, "game 2", NULL); /* manager 1 away, manager 2 home */
	for (int i = 0; i < 6; i++) {
		snprintf(t, sizeof(t), "field %s", a_six[i]);
		pp_do(s, 0, t, NULL);
		snprintf(t, sizeof(t), "field %s", b_six[i]);
		pp_do(s, 1, t, NULL);
	}
	/* regulation 0-0: Smasher injures Knuckles; Jolly Judge comes in */
	pp_rounds(s, "Smasher,Hat Trick Harry,Rink Rat,Brick Wall,Puck Chaser,Slow Poke",
	          "Knuckles,Glove Save Gus,Thumbs Up,Soft Hands,Iron Fist,Catch Glove", NULL);
	pp_do(s, 1, "sub Jolly Judge", NULL);
	/* pass 1, 0-0: Glove Save Gus injured; the judge declines */
	pp_rounds(s, "Smasher,Hat Trick Harry,Rink Rat,Brick Wall,Puck Chaser,Slow Poke",
	          "Glove Save Gus,Jolly Judge,Thumbs Up,Soft Hands,Iron Fist,Catch Glove", NULL);
	pp_do(s, 1, "judge decline", NULL);
	pp_do(s, 1, "sub Butterfingers", NULL);
	/* pass 2, 0-0: Catch Glove injured */
	pp_rounds(s, "Smasher,Hat Trick Harry,Rink Rat,Brick Wall,Puck Chaser,Slow Poke",
	          "Catch Glove,Jolly Judge,Thumbs Up,Soft Hands,Iron Fist,Butterfingers", NULL);
	pp_do(s, 1, "judge decline", NULL);
	pp_do(s, 1, "sub Oven Mitt", NULL);
	assert_int_equal(pp_view(s, 0).pass, 3);
	/* pass 3: Jolly Judge injured, then Rink Rat 4 beats Butterfingers 3 */
	struct rink_events ev = {0};
	pp_rounds(s, "Smasher,Rink Rat", "Jolly Judge,Butterfingers", &ev);
	v = pp_view(s, 0);
	assert_int_equal(v.phase, RINK_PP_REST);
	/* issue 25, point 7: each injured player's rest is said in a line */
	int said = 0;
	for (size_t i = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_PP_EV_REST) {
			char line[160], want[160];
			assert_int_equal(ev.v[i].arg[0], 1);
			assert_int_equal(ev.v[i].arg[2], 1);
			assert_int_equal(ev.v[i].arg[1], pp_id(g, injured[said]));
			rink_event_text(g, &ev.v[i], RINK_SPECTATOR, line, sizeof(line));
			snprintf(want, sizeof(want),
			         "Manager 2 rests %s, injured (the injured rest first)",
			         injured[said]);
			assert_string_equal(line, want);
			said++;
		}
	assert_int_equal(said, 4);
	rink_events_free(&ev);
	struct rink_pp_game_record rec;
	assert_true(rink_pp_record(s, 0, &rec));
	assert_true(rec.initiator_won && rec.sudden_death);
	/* manager 2 has nothing to choose: his four injured rest */
	assert_int_equal(rink_state_to_move(s), 1u);
	for (int i = 0; i < 3; i++)
		pp_do_first(s, 0, "rest ", NULL);
	assert_int_equal(pp_view(s, 0).phase, RINK_PP_TURN);
	v = pp_view(s, 1);
	for (int p = 0; p < 11; p++)
		resting += v.resting[p];
	assert_int_equal(resting, 4);
	for (int k = 0; k < 4; k++) {
		int c = pp_id(g, injured[k]), p = 0;
		while (v.roster[p] != c)
			p++;
		assert_true(v.resting[p]);
	}
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- random simulation --------------------------------------------------------------- */

/* PP-CARD-07, PP-CARD-08, PP-INJURY-05, PP-END-03, clone and save/restore:
 * thousands of random actions per setting, checked after every action */
static void simulate(const char *params, int seasons, bool save_restore)
{
	rink_game *g = pp_new(params);

	for (int k = 0; k < seasons; k++) {
		struct rink_error err;
		rink_match *m = rink_match_new("powerplay", params, (uint64_t)k + 1, &err);
		struct rink_rng r;
		struct rink_events ev = {0};
		bool refilled[3] = {false, false, false};
		bool gone[RINK_PP_CARDS] = {false};
		assert_non_null(m);
		rink_rng_seed(&r, (uint64_t)k * 31 + 7);
		while (!rink_state_is_over(rink_match_state(m))) {
			const rink_state *s = rink_match_state(m);
			int seat = __builtin_ctz(rink_state_to_move(s));
			int a = rink_state_sample_legal(s, seat, &r);
			assert_true(rink_state_is_legal(s, seat, a));
			rink_events_clear(&ev);
			assert_int_equal(rink_match_apply(m, seat, a, &ev, &err), RINK_OK);
			s = rink_match_state(m);
			if (rink_state_check(s, &err) != RINK_OK)
				fail_msg("%s seed %d: %s", params, k + 1, err.text);
			for (size_t i = 0; i < ev.n; i++)
				if (ev.v[i].type == RINK_PP_EV_REFILL)
					refilled[ev.v[i].arg[0]] = true;
			/* out-for-season cards never return (unless refilled) */
			uint8_t out[RINK_PP_CARDS];
			int n = rink_pp_out_for_season(s, out, RINK_PP_CARDS);
			for (int i = 0; i < n; i++)
				gone[out[i]] = true;
			for (int m2 = 0; m2 < rink_game_num_seats(g); m2++) {
				struct rink_pp_view v = pp_view(s, m2);
				for (int i = 0; i < 6; i++) {
					struct rink_pp_card c;
					if (v.team[i] == RINK_PP_NO_CARD)
						continue;
					rink_pp_card(g, v.team[i], &c);
					if (gone[v.team[i]] && !refilled[c.type] &&
					    !rink_pp_is_out_for_season(s, v.team[i]))
						fail_msg("%s came back", c.name);
				}
			}
			/* clones equal */
			rink_state *c = rink_state_clone(s);
			assert_true(rink_state_equal(c, s));
			rink_state_free(c);
		}
		/* PP-END-03: the champion exists; a season winner had the most wins */
		struct rink_pp_view v = pp_view(rink_match_state(m), RINK_SPECTATOR);
		assert_true(v.champion >= 0);
		if (save_restore) {
			json_t *j = rink_match_to_json(m);
			rink_match *back = rink_match_from_json(j, &err);
			assert_non_null(back);
			for (int seat = RINK_SPECTATOR; seat < rink_game_num_seats(g); seat++) {
				json_t *a = rink_state_view_json(rink_match_state(back), seat);
				json_t *b = rink_state_view_json(rink_match_state(m), seat);
				assert_true(json_equal(a, b));
				json_decref(a);
				json_decref(b);
			}
			assert_int_equal(rink_state_check(rink_match_state(back), &err), RINK_OK);
			rink_match_free(back);
			json_decref(j);
		}
		rink_events_free(&ev);
		rink_match_free(m);
	}
	rink_game_free(g);
}

/* Checklist IDs: PP-CARD-07, PP-CARD-08 */
static void test_PP_CARD_07_08_random_standard(void **state)
{
	simulate("managers=4", 25, true);
	simulate("managers=10", 6, true);
	simulate("managers=2,ending=short", 20, false);
	simulate("managers=6,ending=no-playoffs", 10, false);
	simulate("managers=3,lineup=fixed,home_ice=1", 10, true);
}

/* Checklist IDs: PP-CARD-07 */
static void test_PP_CARD_07_random_team_variant(void **state)
{
	simulate("team_variant=1,managers=7", 10, true);
	simulate("team_variant=1,managers=3,team_injury=season", 10, false);
}
/* PP-GAP-29 (b), PP-GAP-30 (a): the same invariants with post-season turns,
 * trades and drafts */
/* Checklist IDs: PP-GAP-29, PP-GAP-30 */
static void test_PP_GAP_29_30_random_postseason_turns(void **state)
{
	simulate("managers=4,postseason=turns", 20, true);
	simulate("managers=8,postseason=turns,ending=short", 6, true);
	simulate("managers=2,postseason=turns,lineup=fixed", 6, false);
	simulate("team_variant=1,managers=5,postseason=turns", 6, true);
}

/* PP-GAP-36: the same invariants when substitutes are moves */
/* Checklist IDs: PP-GAP-36 */
/* PP-GAP-36 (a): a side with no substitute for a player injured in a tied
 * game forfeits before sudden death; the event says why, and the result
 * keeps the tied regulation score, marked as a forfeit */
static void test_PP_GAP_36_no_substitute_forfeits(void **state)
{
	const char *params = "team_variant=1,managers=4";
	int found = 0;

	(void)state;
	for (int k = 0; k < 20 && !found; k++) {
		struct rink_error err;
		rink_match *m = rink_match_new("powerplay", params, (uint64_t)k + 1, &err);
		struct rink_rng r;
		struct rink_events ev = {0};
		assert_non_null(m);
		rink_rng_seed(&r, (uint64_t)k * 17 + 3);
		while (!rink_state_is_over(rink_match_state(m))) {
			const rink_state *s = rink_match_state(m);
			int seat = __builtin_ctz(rink_state_to_move(s));
			int a = rink_state_sample_legal(s, seat, &r);
			rink_events_clear(&ev);
			assert_int_equal(rink_match_apply(m, seat, a, &ev, &err), RINK_OK);
			for (size_t i = 0; i < ev.n; i++) {
				const struct rink_event *f = &ev.v[i];
				if (f->type != RINK_PP_EV_FORFEIT || f->arg[2] != 2)
					continue;
				const struct rink_event *res = NULL;
				for (size_t j = i + 1; j < ev.n && !res; j++)
					if (ev.v[j].type == RINK_PP_EV_RESULT)
						res = &ev.v[j];
				assert_non_null(res);
				assert_int_equal(res->arg[4], f->arg[1]); /* the other side wins */
				assert_int_equal(res->arg[2], res->arg[3]); /* tied, as played */
				assert_true(res->arg[7] & 8);               /* marked: a forfeit */
				found++;
			}
		}
		rink_events_free(&ev);
		rink_match_free(m);
	}
	assert_true(found > 0);
}

static void test_PP_GAP_36_random_substitute_choose(void **state)
{
	simulate("team_variant=1,managers=4,substitute=choose", 12, true);
	simulate("team_variant=1,managers=3,substitute=choose,postseason=turns", 6, false);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_PP_SCORE_01_02_04_sheet),
	        cmocka_unit_test(test_PP_SCORE_01_names),
	        cmocka_unit_test(test_PP_SCORE_06_example_sheet),
	        cmocka_unit_test(test_PP_TEAM_02_03_04_teams_and_masks),
	        cmocka_unit_test(test_PP_TEAM_05_06_09_only_games_and_fielding),
	        cmocka_unit_test(test_PP_TEAM_07_08_10_11_rest_rotation),
	        cmocka_unit_test(test_PP_TEAM_06_09_10_resting_not_fielded),
	        cmocka_unit_test(test_PP_TEAM_12_13_forfeit),
	        cmocka_unit_test(test_PP_TEAM_12_GAP_38_postseason_neither_fields),
	        cmocka_unit_test(test_PP_GAP_37_more_than_three_injured_all_rest),
	        cmocka_unit_test(test_PP_CARD_07_08_random_standard),
	        cmocka_unit_test(test_PP_CARD_07_random_team_variant),
	        cmocka_unit_test(test_PP_GAP_29_30_random_postseason_turns),
	        cmocka_unit_test(test_PP_GAP_36_no_substitute_forfeits),
	        cmocka_unit_test(test_PP_GAP_36_random_substitute_choose),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
