/*
 * tests/unit/test_ss_game.c: Slapshot rule tests, the Game (Turns 3), Home
 * Ice Advantage, Goalies, Bruisers & Injuries (checklist SS-GAME-*,
 * SS-HOME-*, SS-GOALIE-*, SS-INJURY-*, SS-GAP-11, SS-GAP-12).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "testutil.h"

/* Outcome bits of home card h against away card a, by names. */
static int fo(const rink_game *g, const char *h, const char *a)
{
	return rink_ss_faceoff(g, tu_card(g, h), tu_card(g, a));
}

#define HG RINK_SS_FO_HOME_GOAL
#define AG RINK_SS_FO_AWAY_GOAL
#define HI RINK_SS_FO_HOME_INJURED
#define AI RINK_SS_FO_AWAY_INJURED

/* Checks one meeting both ways round: as home vs away and swapped. */
static void check_meeting(const rink_game *g, const char *x, const char *y, int x_as_home)
{
	int swapped = ((x_as_home & HG) ? AG : 0) | ((x_as_home & AG) ? HG : 0) |
	              ((x_as_home & HI) ? AI : 0) | ((x_as_home & AI) ? HI : 0);

	if (fo(g, x, y) != x_as_home)
		fail_msg("%s vs %s: bits %d, expected %d", x, y, fo(g, x, y), x_as_home);
	if (fo(g, y, x) != swapped)
		fail_msg("%s vs %s: bits %d, expected %d", y, x, fo(g, y, x), swapped);
}

/* A game between manager 1 (away, the challenger) and manager 2 (home) of
 * a two-manager game, with the two teams and line-ups given by names;
 * events go to ev. Returns the state (caller frees). */
static rink_state *play_game(const rink_game *g, const char *home_lineup, const char *away_lineup,
                             struct rink_events *ev)
{
	rink_state *s = tu_after_setup(g, 1);

	tu_set_team(s, 1, home_lineup);
	tu_set_team(s, 0, away_lineup);
	tu_play(s, 0, "game 2", ev);
	tu_lineup(s, 1, home_lineup);
	char text[512];
	snprintf(text, sizeof(text), "lineup %s", away_lineup);
	tu_play(s, 0, text, ev);
	return s;
}

static const struct rink_event *result_of(const struct rink_events *ev)
{
	int e = tu_find_event(ev, RINK_SS_EV_RESULT, 0);

	assert_true(e >= 0);
	return &ev->v[e];
}

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
	/* a second line-up from the same manager is refused */
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 0);
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

/* Line-ups with no goal at all (each pair equal, or a goalie and a skater);
 * variants below change single pairs of them. */
#define ZERO_HOME                                                                                  \
	"Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri,Hip Checker,Kroz Czech"
#define ZERO_AWAY "Swede Sixteen,Canada Post,Jock Strappe,Fast Eddy,Moose,Tex Hitter"
/* home cards win pairs 3 and 4, away cards pairs 5 and 6 */
#define HOME2_HOME                                                                                 \
	"Stonewall Jackson,Old Man Winters,Sir Stanley Kup,The Iceman,Charge Kard,Hy Stick"
#define HOME2_AWAY ZERO_AWAY
/* away cards win pair 4 only */
#define PLUS1_AWAY "Swede Sixteen,Canada Post,Jock Strappe,Phantom of the Ice,Moose,Tex Hitter"
/* away cards win pairs 3 and 4 */
#define PLUS2_AWAY "Swede Sixteen,Canada Post,Puck Rogers,Phantom of the Ice,Moose,Tex Hitter"

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

/* ---- goalies ---------------------------------------------------------------- */

static void test_SS_GOALIE_01_goalie_stops_skaters(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Stu Late", "Superstar", 0);
	for (int gk = 0; gk < RINK_SS_CARDS; gk++)
		for (int c = 0; c < RINK_SS_CARDS; c++) {
			const struct rink_ss_card *gc = rink_ss_card(g, gk),
			                          *cc = rink_ss_card(g, c);
			if (gc->type != RINK_SS_GOALIE || cc->type == RINK_SS_GOALIE ||
			    cc->tiny_tim)
				continue;
			assert_int_equal(rink_ss_faceoff(g, gk, c) & (HG | AG), 0);
			assert_int_equal(rink_ss_faceoff(g, c, gk) & (HG | AG), 0);
		}
	rink_game_free(g);
}

static void test_SS_GOALIE_02_goalie_never_scores_on_skater(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Moby Stick", "Cheap Skate", 0);
	check_meeting(g, "Moby Stick", "Le Goon", HI); /* no goal; Le Goon injures him */
	rink_game_free(g);
}

static void test_SS_GOALIE_03_tiny_tim_scores_on_goalies(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Tiny Tim", "Moby Stick", HG);
	for (int gk = 0; gk < RINK_SS_CARDS; gk++)
		if (rink_ss_card(g, gk)->type == RINK_SS_GOALIE) {
			assert_int_equal(rink_ss_faceoff(g, tu_card(g, "Tiny Tim"), gk), HG);
			assert_int_equal(rink_ss_faceoff(g, gk, tu_card(g, "Tiny Tim")), AG);
		}
	rink_game_free(g);
}

static void test_SS_GOALIE_04_higher_goalie_scores(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Crease Lightning", "Bo Legs", HG);
	check_meeting(g, "Stu Late", "Moby Stick", AG);
	check_meeting(g, "King Neptune", "Trapper John", HG);
	rink_game_free(g);
}

static void test_SS_GOALIE_05_equal_goalies_no_goal(void **state)
{
	char params[1200];
	rink_game *g;

	snprintf(params, sizeof(params), "managers=2,first=1,roster=%s",
	         tu_test_data("ss_roster_equal_goalies.json"));
	g = tu_slapshot(params);
	check_meeting(g, "Twin Goalie A", "Twin Goalie B", 0);
	/* in a game: the goalies meet last, no goal, home wins 1-0 */
	struct rink_events ev = {0};
	rink_state *s = play_game(
	        g, "Old Man Winters,Snow Balls,Cyclone Henri,Hip Checker,Kroz Czech,Twin Goalie A",
	        "Swede Sixteen,Jock Strappe,Fast Eddy,Moose,Tex Hitter,Twin Goalie B", &ev);
	const struct rink_event *r = result_of(&ev);
	assert_int_equal(r->arg[2], 1);
	assert_int_equal(r->arg[3], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GOALIE-06 and SS-GAP-12: a goalie stops a bruiser, even a higher one;
 * the other reading is the parameter bruiser_beats_goalie=1. */
static void test_SS_GOALIE_06_goalie_stops_bruiser(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	assert_non_null(strstr(rink_game_params(g), "bruiser_beats_goalie=0"));
	check_meeting(g, "Ice Capone", "Bo Legs", AI);
	check_meeting(g, "Frank N. Stix", "Stu Late", AI);
	check_meeting(g, "Cheap Shot", "Moby Stick", AI);
	rink_game_free(g);

	g = tu_slapshot("bruiser_beats_goalie=1");
	check_meeting(g, "Ice Capone", "Bo Legs", HG | AI);
	check_meeting(g, "Cheap Shot", "Moby Stick", AI); /* lower bruiser: blocked */
	check_meeting(g, "Le Goon", "Stu Late", AI);
	rink_game_free(g);
}

/* ---- bruisers and injuries -------------------------------------------------- */

static void test_SS_INJURY_01_winner_injured_by_bruiser(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Le Goon", "Superstar", AG | AI);
	check_meeting(g, "Cheap Shot", "El Bos", AG | AI);
	rink_game_free(g);
}

static void test_SS_INJURY_02_higher_bruiser_scores(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Ice Capone", "Cheap Skate", HG | AI);
	check_meeting(g, "Frank N. Stix", "Fat Trick", HG | AI);
	rink_game_free(g);
}

static void test_SS_INJURY_03_bruiser_equal_value(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Frank N. Stix", "Old Man Winters", AI);
	check_meeting(g, "Ice Capone", "Headlock Holmes", AI);
	check_meeting(g, "Cheap Shot", "Boney Maloney", AI);
	rink_game_free(g);
}

static void test_SS_INJURY_04_bruisers_different_values(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Le Goon", "Cheap Shot", AG | HI | AI);
	check_meeting(g, "Ice Capone", "Cheap Shot", HG | HI | AI);
	rink_game_free(g);
}

/* The house reading of NOTES.md as a parameter: two bruisers that meet
 * injure neither; the higher still scores. */
static void test_SS_INJURY_04_bruisers_spare_each_other_param(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	assert_non_null(strstr(rink_game_params(g), "bruisers_spare_each_other=0"));
	rink_game_free(g);
	g = tu_slapshot("bruisers_spare_each_other=1");
	check_meeting(g, "Le Goon", "Cheap Shot", AG);
	check_meeting(g, "Frank N. Stix", "Ice Capone", 0);
	check_meeting(g, "Le Goon", "Superstar", AG | AI); /* others are still hurt */
	rink_game_free(g);
}

static void test_SS_INJURY_05_bruisers_equal_values(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Frank N. Stix", "Ice Capone", HI | AI);
	rink_game_free(g);
}

static void test_SS_INJURY_06_goalie_injured_by_bruiser(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	for (int gk = 0; gk < RINK_SS_CARDS; gk++) {
		if (rink_ss_card(g, gk)->type != RINK_SS_GOALIE)
			continue;
		for (int b = 0; b < RINK_SS_CARDS; b++)
			if (rink_ss_card(g, b)->bruiser) {
				assert_int_equal(rink_ss_faceoff(g, gk, b), HI);
				assert_int_equal(rink_ss_faceoff(g, b, gk), AI);
			}
	}
	rink_game_free(g);
}

static void test_SS_INJURY_07_tiny_tim_beats_le_goon(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	check_meeting(g, "Tiny Tim", "Le Goon", HG | HI);
	rink_game_free(g);
}

static void test_SS_INJURY_08_no_bruiser_no_injury(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_events ev = {0};

	for (int h = 0; h < RINK_SS_CARDS; h++)
		for (int a = 0; a < RINK_SS_CARDS; a++)
			if (!rink_ss_card(g, h)->bruiser && !rink_ss_card(g, a)->bruiser)
				assert_int_equal(rink_ss_faceoff(g, h, a) & (HI | AI), 0);
	rink_game_free(g);
	g = tu_slapshot("managers=2,first=1");
	rink_state *s = play_game(g, HOME2_HOME, HOME2_AWAY, &ev);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_INJURY, 0), 0);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_REPLACE, 0), 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* A game where home's Le Goon meets away's Superstar (pair 1). */
#define INJ_HOME "Le Goon,Stu Late,Cheap Skate,Ian Jury,Billy the Skid,Charge Kard"
#define INJ_AWAY "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick"

static void test_SS_INJURY_09_injured_leave_face_up(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 9);
	struct rink_events ev = {0};

	tu_set_team(s, 1, INJ_HOME);
	tu_set_team(s, 0, INJ_AWAY);
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, INJ_HOME);
	tu_play(s, 0, "lineup " INJ_AWAY, &ev);
	int e = tu_find_event(&ev, RINK_SS_EV_INJURY, 0);
	assert_true(e >= 0);
	assert_int_equal(ev.v[e].arg[0], 0);
	assert_int_equal(ev.v[e].arg[1], tu_card(g, "Superstar"));
	/* face up: every manager, the third one too, sees the injured card */
	for (int m = RINK_SPECTATOR; m < 3; m++) {
		assert_true(tu_mentions(tu_event_text(g, &ev.v[e], m), "Superstar", false));
		char *j = tu_dump(rink_event_json(g, &ev.v[e], m));
		assert_true(tu_mentions(j, "Superstar", true));
		free(j);
	}
	/* he has left the team (and been replaced after the game) */
	assert_false(tu_has(s, 0, tu_card(g, "Superstar")));
	/* the injury is announced right after its face-off */
	int f = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_int_equal(e, f + 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_INJURY_10_replaced_by_draft_procedure(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 10);
	struct rink_events ev = {0};
	uint8_t before[27], after[27];

	tu_set_team(s, 1, INJ_HOME);
	tu_set_team(s, 0, INJ_AWAY);
	tu_deck_top(s, RINK_SS_FORWARD, "Fat Trick");
	int n = rink_ss_deck(s, RINK_SS_FORWARD, before);
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, INJ_HOME);
	tu_play(s, 0, "lineup " INJ_AWAY, &ev);
	/* Superstar went under the forward deck; the top card (worse) is kept */
	assert_int_equal(rink_ss_deck(s, RINK_SS_FORWARD, after), n);
	assert_int_equal(after[n - 1], tu_card(g, "Superstar"));
	assert_memory_equal(after, before + 1, (size_t)(n - 1));
	assert_true(tu_has(s, 0, tu_card(g, "Fat Trick")));
	int e = tu_find_event(&ev, RINK_SS_EV_REPLACE, 0);
	assert_true(e >= 0);
	assert_int_equal(ev.v[e].arg[0], 0);
	assert_int_equal(ev.v[e].arg[1], tu_card(g, "Superstar"));
	assert_int_equal(ev.v[e].arg[2], tu_card(g, "Fat Trick"));
	/* others see which card was replaced, not the new one */
	assert_false(tu_mentions(tu_event_text(g, &ev.v[e], 1), "Fat Trick", false));
	assert_true(tu_mentions(tu_event_text(g, &ev.v[e], 0), "Fat Trick", false));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-INJURY-11: the home team replaces first; both lose a forward. */
static void test_SS_INJURY_11_home_team_replaces_first(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 11);
	struct rink_events ev = {0};

	/* pair 1: home Frank N. Stix 5 vs away Old Man Winters 5: away injured;
	 * pair 2: home Swede Sixteen 5 vs away ... no: home forward meets away
	 * bruiser Ice Capone */
	tu_set_team(s, 1, "Frank N. Stix,Swede Sixteen,Cheap Skate,Charge Kard,Hy Stick,Stu Late");
	tu_set_team(s, 0, "Old Man Winters,Ian Jury,Billy the Skid,Ice Capone,Moose,Bo Legs");
	tu_deck_top(s, RINK_SS_FORWARD, "Superstar,Fat Trick");
	tu_play(s, 0, "game 2", NULL);
	/* the away forward is hurt in pair 1, the home forward only in pair 2:
	 * still home replaces first */
	tu_lineup(s, 1, "Frank N. Stix,Swede Sixteen,Cheap Skate,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "lineup Old Man Winters,Ice Capone,Billy the Skid,Ian Jury,Moose,Bo Legs",
	        &ev);
	assert_true(tu_has(s, 1, tu_card(g, "Superstar")));
	assert_true(tu_has(s, 0, tu_card(g, "Fat Trick")));
	int first = tu_find_event(&ev, RINK_SS_EV_REPLACE, 0);
	int second = tu_find_event(&ev, RINK_SS_EV_REPLACE, (size_t)first + 1);
	assert_int_equal(ev.v[first].arg[0], 1);
	assert_int_equal(ev.v[second].arg[0], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-11: one team's injured cards are replaced in line-up order. */
static void test_SS_GAP_11_replacement_in_lineup_order(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");

	for (int order = 0; order < 2; order++) {
		rink_state *s = tu_after_setup(g, 12);
		uint8_t t[6];
		tu_set_team(s, 1, "Fat Trick,Captain Hook,Puk Luk,Le Goon,Cheap Shot,Stu Late");
		tu_set_team(s, 0,
		            "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
		tu_team(s, 0, t);
		int slot_star = -1, slot_ice = -1;
		for (int k = 0; k < 6; k++) {
			if (t[k] == tu_card(g, "Superstar"))
				slot_star = k;
			if (t[k] == tu_card(g, "The Iceman"))
				slot_ice = k;
		}
		tu_deck_top(s, RINK_SS_FORWARD, "Cheap Skate,Ian Jury");
		tu_play(s, 0, "game 2", NULL);
		tu_lineup(s, 1, "Le Goon,Cheap Shot,Fat Trick,Captain Hook,Puk Luk,Stu Late");
		/* Superstar and The Iceman meet the bruisers, in either order */
		tu_play(s, 0,
		        order ? "lineup The Iceman,Superstar,Slash Gordon,El Bos,Antoni "
		                "Zamboni,Moby Stick"
		              : "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni "
		                "Zamboni,Moby Stick",
		        NULL);
		/* the card hurt first gets the top card, the next the card below */
		const char *hurt_first = order ? "The Iceman" : "Superstar";
		const char *hurt_second = order ? "Superstar" : "The Iceman";
		uint8_t d[27];
		int n = rink_ss_deck(s, RINK_SS_FORWARD, d);
		assert_int_equal(d[n - 2], tu_card(g, hurt_first));
		assert_int_equal(d[n - 1], tu_card(g, hurt_second));
		/* the slot of the first hurt card now holds Cheap Skate */
		tu_team(s, 0, t);
		int slot_first = order ? slot_ice : slot_star;
		int slot_second = order ? slot_star : slot_ice;
		assert_int_equal(t[slot_first], tu_card(g, "Cheap Skate"));
		assert_int_equal(t[slot_second], tu_card(g, "Ian Jury"));
		rink_state_free(s);
	}
	rink_game_free(g);
}

static void test_SS_INJURY_12_both_replace_not_a_turn(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 12);
	struct rink_events ev = {0};

	/* the loser (home) and the winner (away) both lose a card */
	tu_set_team(s, 1, "Frank N. Stix,Cheap Skate,Ian Jury,Charge Kard,Hy Stick,Stu Late");
	tu_set_team(s, 0, "Old Man Winters,The Iceman,Slash Gordon,El Bos,Ice Capone,Moby Stick");
	int d0 = tu_view(s).drafts_used[0], d1 = tu_view(s).drafts_used[1];
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, "Frank N. Stix,Cheap Skate,Ian Jury,Charge Kard,Hy Stick,Stu Late");
	tu_play(s, 0, "lineup Old Man Winters,Ice Capone,The Iceman,Slash Gordon,El Bos,Moby Stick",
	        &ev);
	const struct rink_event *r = result_of(&ev);
	assert_int_equal(r->arg[4], 0); /* the away manager won */
	assert_false(tu_has(s, 0, tu_card(g, "Old Man Winters")));
	assert_false(tu_has(s, 1, tu_card(g, "Cheap Skate")));
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_REPLACE, 0), 2);
	/* not a turn: the next turn is manager 2's, as after any game of manager 1 */
	assert_int_equal(tu_active(s), 1);
	assert_int_equal(tu_view(s).phase, RINK_SS_TURN);
	assert_int_equal(tu_view(s).drafts_used[0], d0);
	assert_int_equal(tu_view(s).drafts_used[1], d1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_INJURY_13_replaced_before_overtime(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 13);
	struct rink_events ev = {0};
	int action;
	struct rink_error err;

	/* regulation 1-1 and away's Swede Sixteen hurt by Frank N. Stix */
	tu_set_team(
	        s, 1,
	        "Hip Checker,Kroz Czech,Stonewall Jackson,Frank N. Stix,Snow Balls,Cyclone Henri");
	tu_set_team(s, 0, "Tex Hitter,Canada Post,Moose,Swede Sixteen,Jock Strappe,Fast Eddy");
	tu_deck_top(s, RINK_SS_FORWARD, "Superstar");
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(
	        s, 1,
	        "Hip Checker,Kroz Czech,Stonewall Jackson,Frank N. Stix,Snow Balls,Cyclone Henri");
	tu_play(s, 0, "lineup Tex Hitter,Canada Post,Moose,Swede Sixteen,Jock Strappe,Fast Eddy",
	        &ev);
	assert_int_equal(tu_view(s).overtime, 1);
	/* the replacement came before the overtime began */
	int rep = tu_find_event(&ev, RINK_SS_EV_REPLACE, 0),
	    ot = tu_find_event(&ev, RINK_SS_EV_OVERTIME, 0);
	assert_true(rep >= 0 && ot > rep);
	assert_false(tu_has(s, 0, tu_card(g, "Swede Sixteen")));
	assert_true(tu_has(s, 0, tu_card(g, "Superstar")));
	/* the injured card cannot play in overtime, its replacement can */
	assert_int_not_equal(rink_action_parse(s, 0,
	                                       "lineup Swede Sixteen,Tex Hitter,Canada "
	                                       "Post,Moose,Jock Strappe,Fast Eddy",
	                                       &action, &err),
	                     RINK_OK);
	tu_lineup(s, 0, "Superstar,Tex Hitter,Canada Post,Moose,Jock Strappe,Fast Eddy");
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
	        cmocka_unit_test(test_SS_GOALIE_01_goalie_stops_skaters),
	        cmocka_unit_test(test_SS_GOALIE_02_goalie_never_scores_on_skater),
	        cmocka_unit_test(test_SS_GOALIE_03_tiny_tim_scores_on_goalies),
	        cmocka_unit_test(test_SS_GOALIE_04_higher_goalie_scores),
	        cmocka_unit_test(test_SS_GOALIE_05_equal_goalies_no_goal),
	        cmocka_unit_test(test_SS_GOALIE_06_goalie_stops_bruiser),
	        cmocka_unit_test(test_SS_INJURY_01_winner_injured_by_bruiser),
	        cmocka_unit_test(test_SS_INJURY_02_higher_bruiser_scores),
	        cmocka_unit_test(test_SS_INJURY_03_bruiser_equal_value),
	        cmocka_unit_test(test_SS_INJURY_04_bruisers_different_values),
	        cmocka_unit_test(test_SS_INJURY_04_bruisers_spare_each_other_param),
	        cmocka_unit_test(test_SS_INJURY_05_bruisers_equal_values),
	        cmocka_unit_test(test_SS_INJURY_06_goalie_injured_by_bruiser),
	        cmocka_unit_test(test_SS_INJURY_07_tiny_tim_beats_le_goon),
	        cmocka_unit_test(test_SS_INJURY_08_no_bruiser_no_injury),
	        cmocka_unit_test(test_SS_INJURY_09_injured_leave_face_up),
	        cmocka_unit_test(test_SS_INJURY_10_replaced_by_draft_procedure),
	        cmocka_unit_test(test_SS_INJURY_11_home_team_replaces_first),
	        cmocka_unit_test(test_SS_GAP_11_replacement_in_lineup_order),
	        cmocka_unit_test(test_SS_INJURY_12_both_replace_not_a_turn),
	        cmocka_unit_test(test_SS_INJURY_13_replaced_before_overtime),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
