/*
 * tests/unit/test_ss_game.c: Slapshot rule tests, the Game (Turns 3) and
 * Home Ice Advantage (checklist SS-GAME-*, SS-HOME-*).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ss_testutil.h"

#define TEAM_B_G_FIRST "Stu Late,Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick"
#define TEAM_A_G_FIRST "Moby Stick,Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni"

/* ---- the game --------------------------------------------------------------- */

static void test_SS_GAME_01_challenge_another_manager(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=2");
	rink_state *s = tu_after_setup(g, 1);
	int action;
	struct rink_error err;

	assert_false(rink_state_is_legal(s, 1, rink_ss_action_game(1)));
	for (int t = 0; t < 4; t++)
		if (t != 1)
			assert_true(rink_state_is_legal(s, 1, rink_ss_action_game(t)));
	assert_int_equal(rink_action_parse(s, 1, "game 2", &action, &err), RINK_OK);
	assert_int_equal(rink_state_apply(s, 1, action, NULL, &err), RINK_EILLEGAL);
	tu_play(s, 1, "challenge 4", NULL);
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.phase, RINK_SS_LINEUP);
	assert_int_equal(v.away, 1);
	assert_int_equal(v.home, 3);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_02_challenged_cannot_refuse(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 2);
	int acts[RINK_MAX_ACTIONS], n;

	tu_play(s, 0, "game 3", NULL);
	assert_int_equal(rink_state_to_move(s), (1u << 0) | (1u << 2));
	/* the challenged manager's only actions are line-ups */
	n = rink_state_legal(s, 2, acts, RINK_MAX_ACTIONS);
	assert_int_equal(n, 720);
	for (int i = 0; i < n; i++) {
		uint8_t order[6];
		assert_true(rink_ss_lineup_cards(s, 2, acts[i], order));
	}
	assert_false(rink_state_is_legal(s, 2, rink_ss_action_pass()));
	assert_false(rink_state_is_legal(s, 2, rink_ss_action_game(0)));
	/* the third manager has nothing to do */
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 0);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAME-03: line-ups are secret and simultaneous. */
static void test_SS_GAME_03_secret_simultaneous_lineups(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");

	for (int home_first = 0; home_first < 2; home_first++) {
		rink_state *s = tu_after_setup(g, 3);
		struct rink_events ev = {0};
		tu_set_team(s, 0,
		            "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
		tu_set_team(s, 2,
		            "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
		tu_play(s, 0, "game 3", &ev);
		/* both must act now: either may go first */
		assert_int_equal(rink_state_to_move(s), (1u << 0) | (1u << 2));
		int first = home_first ? 2 : 0, second = home_first ? 0 : 2;
		if (first == 2)
			tu_play(s, 2, "lineup " TEAM_B_G_FIRST, &ev);
		else
			tu_play(s, 0, "lineup " TEAM_A_G_FIRST, &ev);
		/* the other one still has to act, and sees only that a line-up is in */
		assert_int_equal(rink_state_to_move(s), 1u << second);
		for (int m = RINK_SPECTATOR; m < 3; m++) {
			struct rink_ss_view v;
			rink_ss_view(s, m, &v);
			assert_true(v.lineup_set[first == 2 ? 0 : 1]);
			assert_false(v.lineup_set[first == 2 ? 1 : 0]);
			if (m == first)
				continue;
			char *j = tu_dump(rink_state_view_json(s, m));
			uint8_t t[6];
			tu_team(s, first, t);
			for (int k = 0; k < 6; k++)
				assert_false(tu_mentions(j, rink_ss_card(g, t[k])->name, true));
			free(j);
		}
		/* no card has been revealed yet; the line-up event names none */
		assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 0);
		int e = tu_find_event(&ev, RINK_SS_EV_LINEUP_SET, 0);
		assert_true(e >= 0);
		for (int m = RINK_SPECTATOR; m < 3; m++) {
			char *j = tu_dump(rink_event_json(g, &ev.v[e], m));
			assert_null(strstr(j, "Stu Late"));
			assert_null(strstr(j, "Moby Stick"));
			free(j);
		}
		rink_events_free(&ev);
		rink_state_free(s);
	}
	rink_game_free(g);
}

static void test_SS_GAME_04_lineup_is_the_six_cards(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 4);
	int acts[RINK_MAX_ACTIONS], action;
	struct rink_error err;
	static uint8_t orders[720][6];

	tu_set_team(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
	tu_set_team(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "game 2", NULL);
	/* all 720 orders, each an order of exactly the six team cards */
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 720);
	for (int i = 0; i < 720; i++) {
		assert_true(rink_ss_lineup_cards(s, 0, acts[i], orders[i]));
		for (int k = 0; k < 6; k++) {
			assert_true(tu_has(s, 0, orders[i][k]));
			for (int j = 0; j < k; j++)
				assert_int_not_equal(orders[i][j], orders[i][k]);
		}
		for (int j = 0; j < i; j++)
			assert_memory_not_equal(orders[i], orders[j], 6);
		assert_int_equal(rink_ss_action_lineup(s, 0, orders[i]), acts[i]);
	}
	/* anything else is rejected */
	const char *bad[] = {
	        "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni",
	        "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick,Moose",
	        "lineup Superstar,Superstar,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick",
	        "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Stu Late",
	        "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Nobody"};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		if (rink_action_parse(s, 0, bad[i], &action, &err) == RINK_OK &&
		    rink_state_apply(s, 0, action, NULL, &err) == RINK_OK)
			fail_msg("accepted: %s", bad[i]);
	}
	uint8_t other[6];
	tu_cards(g, other, "Superstar", "The Iceman", "Slash Gordon", "El Bos", "Antoni Zamboni",
	         "Stu Late");
	assert_int_equal(rink_ss_action_lineup(s, 0, other), -1);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_05_lineup_cannot_change(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 5);
	struct rink_error err;
	int action, acts[RINK_MAX_ACTIONS];
	struct rink_events ev = {0};

	tu_set_team(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
	tu_set_team(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	/* a second line-up from the same manager is refused: until the other is
	 * set he may only take his back (below) */
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 1);
	assert_int_equal(acts[0], rink_ss_action_take_back());
	assert_int_equal(rink_action_parse(s, 1,
	                                   "lineup Stu Late,Cheap Skate,Ian Jury,Billy the "
	                                   "Skid,Charge Kard,Hy Stick",
	                                   &action, &err),
	                 RINK_OK);
	assert_int_equal(rink_state_apply(s, 1, action, NULL, &err), RINK_EILLEGAL);
	tu_lineup(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
	rink_state_free(s);

	/* the cards are played in the order first submitted */
	s = play_game(g, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late",
	              "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick", &ev);
	int e = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_int_equal(ev.v[e].arg[1], tu_card(g, "Cheap Skate"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAME-05, Turns 3(b): "Neither manager can change the order of cards
 * after this game begins": before it begins (the other line-up not yet
 * set) a manager may take his back and set another, which is the one
 * played; once both are set there is nothing to take back. */
static void test_SS_GAME_05_take_back_before_the_game_begins(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 5);
	struct rink_error err;
	struct rink_events ev = {0};
	int action, acts[RINK_MAX_ACTIONS], back = rink_ss_action_take_back();
	char text[64], why[224];

	tu_set_team(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
	tu_set_team(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "game 2", NULL);
	/* nothing set yet: nothing to take back, and the refusal says so */
	assert_false(rink_state_is_legal(s, 1, back));
	rink_state_explain(s, 1, back, why, sizeof(why));
	assert_non_null(strstr(why, "no line-up set to take back"));
	tu_lineup(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	/* manager 2 is not to move, but may take his line-up back */
	assert_int_equal(rink_state_to_move(s), 1u << 0);
	assert_true(rink_state_is_legal(s, 1, back));
	assert_false(rink_state_is_legal(s, 0, back)); /* manager 1 has set none */
	rink_action_text(s, 1, back, text, sizeof(text));
	assert_string_equal(text, "take back");
	assert_int_equal(rink_action_parse(s, 1, "Take Back", &action, &err), RINK_OK);
	assert_int_equal(action, back);
	assert_int_equal(rink_state_apply(s, 1, back, &ev, &err), RINK_OK);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_LINEUP_BACK, 0), 1);
	rink_event_text(g, &ev.v[tu_find_event(&ev, RINK_SS_EV_LINEUP_BACK, 0)], RINK_SPECTATOR,
	                text, sizeof(text));
	assert_string_equal(text, "Manager 2 takes back his line-up");
	/* both to move again; the view shows no line-up of his, and the state
	 * keeps none */
	assert_int_equal(rink_state_to_move(s), (1u << 0) | (1u << 1));
	assert_false(tu_view(s).lineup_set[0]);
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 720);
	assert_int_equal(rink_state_check(s, &err), RINK_OK);
	/* another order, then manager 1's: the game begins with the new one */
	tu_lineup(s, 1, "Stu Late,Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick");
	rink_events_clear(&ev);
	tu_play(s, 0, "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick",
	        &ev);
	int e = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_true(e >= 0);
	assert_int_equal(ev.v[e].arg[1], tu_card(g, "Stu Late"));
	/* the game has begun and is over: nothing to take back for anyone */
	assert_false(rink_state_is_legal(s, 0, back));
	assert_false(rink_state_is_legal(s, 1, back));
	assert_int_equal(rink_state_apply(s, 1, back, NULL, &err), RINK_EILLEGAL);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_06_cards_meet_in_order(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	uint8_t h[6], a[6];
	rink_state *s = play_game(
	        g, "Hy Stick,Stu Late,Ian Jury,Charge Kard,Billy the Skid,Cheap Skate",
	        "Antoni Zamboni,Slash Gordon,Moby Stick,Superstar,El Bos,The Iceman", &ev);

	tu_cards(g, h, "Hy Stick", "Stu Late", "Ian Jury", "Charge Kard", "Billy the Skid",
	         "Cheap Skate");
	tu_cards(g, a, "Antoni Zamboni", "Slash Gordon", "Moby Stick", "Superstar", "El Bos",
	         "The Iceman");
	int k = 0;
	for (size_t i = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_SS_EV_FACEOFF) {
			assert_int_equal(ev.v[i].arg[0], k);
			assert_int_equal(ev.v[i].arg[1], h[k]);
			assert_int_equal(ev.v[i].arg[2], a[k]);
			k++;
		}
	assert_int_equal(k, 6);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_07_higher_skater_scores(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "El Bos", "Fast Eddy", HG);
	check_meeting(g, "Superstar", "Cheap Skate", HG);
	check_meeting(g, "Moose", "Hy Stick", HG);           /* defense vs defense */
	check_meeting(g, "Fat Trick", "Antoni Zamboni", AG); /* forward vs defense */
	rink_game_free(g);
	/* the higher scores exactly one goal, in a game too */
	g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = play_game(
	        g, "El Bos,Cheap Skate,Ian Jury,Billy the Skid,Hy Stick,Stu Late",
	        "Fast Eddy,Bo Legs,Fat Trick,Captain Hook,Charge Kard,Boney Maloney", &ev);
	/* pair 1 El Bos 8 (defense) vs Fast Eddy 7 (forward): one goal, home 2-0;
	 * pair 3 Ian Jury 1 vs Fat Trick 2: one goal for away */
	int e = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_int_equal(ev.v[e].arg[3] & 3, HG);
	assert_int_equal(ev.v[e].arg[4], 2);
	assert_int_equal(ev.v[e].arg[5], 0);
	e = tu_find_event(&ev, RINK_SS_EV_FACEOFF, (size_t)e + 1);
	e = tu_find_event(&ev, RINK_SS_EV_FACEOFF, (size_t)e + 1);
	assert_int_equal(ev.v[e].arg[3] & 3, AG);
	assert_int_equal(ev.v[e].arg[4], 2);
	assert_int_equal(ev.v[e].arg[5], 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_08_equal_values_no_goal(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Old Man Winters", "Headlock Holmes", 0);
	check_meeting(g, "Cheap Skate", "Hy Stick", 0);
	check_meeting(g, "Superstar", "Superstar", 0);
	rink_game_free(g);
}

static void test_SS_GAME_09_tiny_tim_loses_to_skaters(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Tiny Tim", "Cheap Skate", AG);
	check_meeting(g, "Tiny Tim", "Charge Kard", AG);
	check_meeting(g, "Tiny Tim", "Superstar", AG);
	for (int c = 0; c < RINK_SS_CARDS; c++) {
		const struct rink_ss_card *card = rink_ss_card(g, c);
		if (card->type != RINK_SS_GOALIE && card->value2 >= 2 && !card->bruiser)
			assert_int_equal(rink_ss_faceoff(g, tu_card(g, "Tiny Tim"), c), AG);
	}
	rink_game_free(g);
}

static void test_SS_GAME_10_all_six_pairs_compared(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	/* home wins the first four pairs: the result is certain, yet all six
	 * pairs are revealed */
	rink_state *s =
	        play_game(g, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick",
	                  "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late", &ev);

	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 6);
	const struct rink_event *r = result_of(&ev);
	assert_int_equal(r->arg[2], 7); /* 1 + 5 skaters + Moby Stick over Stu Late */
	assert_int_equal(r->arg[3], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_11_more_goals_wins(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = play_game(
	        g, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late",
	        "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick", &ev);

	const struct rink_event *r = result_of(&ev);
	/* away 6-1: five higher skaters and the higher goalie */
	assert_int_equal(r->arg[2], 1);
	assert_int_equal(r->arg[3], 6);
	assert_int_equal(r->arg[0], 1); /* home seat */
	assert_int_equal(r->arg[1], 0); /* away seat */
	assert_true(r->arg[3] > r->arg[2]);
	assert_int_equal(r->arg[4], 0); /* winner: away manager 1 */
	assert_int_equal(tu_view(s).wins[0], 1);
	assert_int_equal(tu_view(s).wins[1], 0);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_OVERTIME, 0), 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_12_tie_goes_to_overtime(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	/* away cards score one more than home cards: 1-1 with the home goal */
	rink_state *s = play_game(
	        g,
	        "Hip Checker,Kroz Czech,Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri",
	        "Tex Hitter,Canada Post,Moose,Swede Sixteen,Jock Strappe,Fast Eddy", &ev);

	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_RESULT, 0), 0);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_OVERTIME, 0), 1);
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.phase, RINK_SS_LINEUP);
	assert_int_equal(v.overtime, 1);
	assert_int_equal(v.wins[0] + v.wins[1], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAME_13_revealed_cards_are_public(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 13);
	struct rink_events ev = {0};

	tu_set_team(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
	tu_set_team(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "game 2", &ev);
	tu_lineup(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick",
	        &ev);
	static const char *const pairs[6][2] = {
	        {"Cheap Skate", "Superstar"},       {"Ian Jury", "The Iceman"},
	        {"Billy the Skid", "Slash Gordon"}, {"Charge Kard", "El Bos"},
	        {"Hy Stick", "Antoni Zamboni"},     {"Stu Late", "Moby Stick"}};
	int k = 0;
	for (size_t i = 0; i < ev.n; i++) {
		const struct rink_event *e = &ev.v[i];
		if (e->type != RINK_SS_EV_FACEOFF && e->type != RINK_SS_EV_RESULT)
			continue;
		assert_int_equal(e->visible, RINK_SEEN_BY_ALL);
		/* the third manager and a spectator see the cards and the result */
		for (int m = RINK_SPECTATOR; m < 3; m++) {
			const char *t = tu_event_text(g, e, m);
			char *j = tu_dump(rink_event_json(g, e, m));
			if (e->type == RINK_SS_EV_FACEOFF) {
				assert_true(tu_mentions(t, pairs[k][0], false));
				assert_true(tu_mentions(t, pairs[k][1], false));
				assert_true(tu_mentions(j, pairs[k][0], true));
				assert_true(tu_mentions(j, pairs[k][1], true));
			} else {
				assert_non_null(strstr(t, "Manager 1 beats manager 2 6-1"));
			}
			free(j);
		}
		k += e->type == RINK_SS_EV_FACEOFF;
	}
	assert_int_equal(k, 6);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- home ice --------------------------------------------------------------- */

static void test_SS_HOME_01_challenged_is_home(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=3");
	rink_state *s = tu_after_setup(g, 21);
	struct rink_events ev = {0};

	tu_play(s, 2, "game 1", &ev);
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.home, 0);
	assert_int_equal(v.away, 2);
	int e = tu_find_event(&ev, RINK_SS_EV_CHALLENGE, 0);
	assert_int_equal(ev.v[e].arg[0], 2); /* away: the challenger */
	assert_int_equal(ev.v[e].arg[1], 0); /* home: the challenged */
	char *j = tu_dump(rink_event_json(g, &ev.v[e], 3));
	assert_non_null(strstr(j, "\"home\":1"));
	assert_non_null(strstr(j, "\"away\":3"));
	free(j);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_HOME_02_home_starts_one_up(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	/* cards score 2 each: Home 3, Away 2 */
	rink_state *s = play_game(g, HOME2_HOME, HOME2_AWAY, &ev);

	/* the first face-off (no goal) already shows the home goal */
	int e = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_int_equal(ev.v[e].arg[4], 1);
	assert_int_equal(ev.v[e].arg[5], 0);
	const struct rink_event *r = result_of(&ev);
	assert_int_equal(r->arg[2], 3);
	assert_int_equal(r->arg[3], 2);
	assert_int_equal(r->arg[4], 1);
	assert_non_null(strstr(tu_event_text(g, r, 0), "3-2"));
	assert_int_equal(tu_view(s).goals_for[1], 3);
	assert_int_equal(tu_view(s).goals_against[1], 2);
	rink_events_free(&ev);
	rink_state_free(s);
	/* the pure referee agrees */
	struct rink_ss_result res;
	uint8_t h[6], a[6];
	tu_cards(g, h, "Stonewall Jackson", "Old Man Winters", "Sir Stanley Kup", "The Iceman",
	         "Charge Kard", "Hy Stick");
	tu_cards(g, a, "Swede Sixteen", "Canada Post", "Jock Strappe", "Fast Eddy", "Moose",
	         "Tex Hitter");
	rink_ss_play(g, h, a, false, &res);
	assert_int_equal(res.home_goals, 3);
	assert_int_equal(res.away_goals, 2);
	assert_int_equal(res.winner, 0);
	assert_int_equal(rink_ss_regulation_diff(g, h, a), 1);
	rink_game_free(g);
}

static void test_SS_HOME_03_scoreless_home_wins_1_0(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = play_game(g, ZERO_HOME, ZERO_AWAY, &ev);
	const struct rink_event *r = result_of(&ev);

	for (size_t i = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_SS_EV_FACEOFF)
			assert_int_equal(ev.v[i].arg[3] & 3, 0);
	assert_int_equal(r->arg[2], 1);
	assert_int_equal(r->arg[3], 0);
	assert_int_equal(r->arg[4], 1);
	assert_int_equal(r->arg[5], 0); /* no overtime */
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_OVERTIME, 0), 0);
	assert_int_equal(tu_view(s).wins[1], 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_HOME_04_away_one_more_is_a_tie(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	/* away cards 3 goals (Tiny Tim on the goalie, pairs 5 and 6), home cards 2 */
	rink_state *s =
	        play_game(g, HOME2_HOME,
	                  "Tiny Tim,Canada Post,Jock Strappe,Fast Eddy,Moose,Swede Sixteen", &ev);

	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_RESULT, 0), 0);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_OVERTIME, 0), 1);
	int last = -1;
	for (size_t i = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_SS_EV_FACEOFF)
			last = (int)i;
	assert_int_equal(ev.v[last].arg[4], 3);
	assert_int_equal(ev.v[last].arg[5], 3);
	assert_int_equal(tu_view(s).overtime, 1);
	rink_events_free(&ev);
	rink_state_free(s);
	/* the same with one away goal and no home card goal: 1-1 */
	rink_events_clear(&ev);
	s = play_game(g, ZERO_HOME, PLUS1_AWAY, &ev);
	assert_int_equal(tu_view(s).overtime, 1);
	assert_int_equal(tu_view(s).wins[0] + tu_view(s).wins[1], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_HOME_05_away_needs_two_more(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	/* away cards two goals, home cards none: away wins 2-1 */
	rink_state *s = play_game(g, ZERO_HOME, PLUS2_AWAY, &ev);
	const struct rink_event *r = result_of(&ev);

	assert_int_equal(r->arg[2], 1);
	assert_int_equal(r->arg[3], 2);
	assert_int_equal(r->arg[4], 0);
	assert_int_equal(r->arg[5], 0);
	assert_int_equal(tu_view(s).wins[0], 1);
	rink_events_free(&ev);
	rink_state_free(s);
	/* away cards 3, home cards 1: away wins 3-2 */
	s = play_game(g, HOME2_HOME,
	              "Swede Sixteen,Canada Post,Superstar,Fast Eddy,El Bos,Antoni Zamboni", &ev);
	r = result_of(&ev);
	assert_int_equal(r->arg[2], 2);
	assert_int_equal(r->arg[3], 3);
	assert_int_equal(r->arg[4], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_GAME_01_challenge_another_manager),
	        cmocka_unit_test(test_SS_GAME_02_challenged_cannot_refuse),
	        cmocka_unit_test(test_SS_GAME_03_secret_simultaneous_lineups),
	        cmocka_unit_test(test_SS_GAME_04_lineup_is_the_six_cards),
	        cmocka_unit_test(test_SS_GAME_05_lineup_cannot_change),
	        cmocka_unit_test(test_SS_GAME_05_take_back_before_the_game_begins),
	        cmocka_unit_test(test_SS_GAME_06_cards_meet_in_order),
	        cmocka_unit_test(test_SS_GAME_07_higher_skater_scores),
	        cmocka_unit_test(test_SS_GAME_08_equal_values_no_goal),
	        cmocka_unit_test(test_SS_GAME_09_tiny_tim_loses_to_skaters),
	        cmocka_unit_test(test_SS_GAME_10_all_six_pairs_compared),
	        cmocka_unit_test(test_SS_GAME_11_more_goals_wins),
	        cmocka_unit_test(test_SS_GAME_12_tie_goes_to_overtime),
	        cmocka_unit_test(test_SS_GAME_13_revealed_cards_are_public),
	        cmocka_unit_test(test_SS_HOME_01_challenged_is_home),
	        cmocka_unit_test(test_SS_HOME_02_home_starts_one_up),
	        cmocka_unit_test(test_SS_HOME_03_scoreless_home_wins_1_0),
	        cmocka_unit_test(test_SS_HOME_04_away_one_more_is_a_tie),
	        cmocka_unit_test(test_SS_HOME_05_away_needs_two_more),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}