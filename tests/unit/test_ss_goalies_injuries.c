/*
 * tests/unit/test_ss_goalies_injuries.c: Slapshot rule tests, Goalies and
 * Bruisers & Injuries (checklist SS-GOALIE-*, SS-INJURY-*, SS-GAP-11,
 * SS-GAP-12).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ss_testutil.h"

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
	/* the same for the home team's injured card */
	s = tu_after_setup(g, 9);
	rink_events_clear(&ev);
	tu_set_team(s, 1, INJ_AWAY);
	tu_set_team(s, 0, INJ_HOME);
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, INJ_AWAY);
	tu_play(s, 0, "lineup " INJ_HOME, &ev);
	e = tu_find_event(&ev, RINK_SS_EV_INJURY, 0);
	assert_true(e >= 0);
	assert_int_equal(ev.v[e].arg[0], 1);
	assert_int_equal(ev.v[e].arg[1], tu_card(g, "Superstar"));
	for (int m = RINK_SPECTATOR; m < 3; m++)
		assert_true(tu_mentions(tu_event_text(g, &ev.v[e], m), "Superstar", false));
	assert_false(tu_has(s, 1, tu_card(g, "Superstar")));
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