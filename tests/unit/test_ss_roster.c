/*
 * tests/unit/test_ss_roster.c: Slapshot rule tests, Player Roster and Teams
 * (checklist SS-ROSTER-*, SS-GAP-26), and the roster file's validation.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "testutil.h"

static int count_type(const rink_game *g, int type)
{
	int n = 0;

	for (int c = 0; c < RINK_SS_CARDS; c++)
		n += rink_ss_card(g, c)->type == type;
	return n;
}

/* values in halves of the cards of one type, sorted */
static int values_of(const rink_game *g, int type, int *out)
{
	int n = 0;

	for (int c = 0; c < RINK_SS_CARDS; c++)
		if (rink_ss_card(g, c)->type == type)
			out[n++] = rink_ss_card(g, c)->value2;
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && out[j - 1] > out[j]; j--) {
			int t = out[j];
			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	return n;
}

static void test_SS_ROSTER_01_54_unique_cards(void **state)
{
	rink_game *g = tu_slapshot(NULL);

	assert_int_equal(count_type(g, RINK_SS_FORWARD), 27);
	assert_int_equal(count_type(g, RINK_SS_DEFENSE), 18);
	assert_int_equal(count_type(g, RINK_SS_GOALIE), 9);
	assert_null(rink_ss_card(g, RINK_SS_CARDS));
	assert_null(rink_ss_card(g, -1));
	for (int c = 0; c < RINK_SS_CARDS; c++) {
		const struct rink_ss_card *card = rink_ss_card(g, c);
		assert_non_null(card);
		assert_true(card->value2 <= 20);
		assert_true(card->name[0] != '\0');
		/* the name finds this very card, and no other card has it */
		assert_int_equal(rink_ss_card_find(g, card->name), c);
		for (int d = 0; d < c; d++)
			assert_true(strcasecmp(card->name, rink_ss_card(g, d)->name) != 0);
	}
	/* the full printed roster, by name */
	static const char *const names[] = {"Cheap Skate",
	                                    "Ian Jury",
	                                    "Billy the Skid",
	                                    "Fat Trick",
	                                    "Chief Sitting Bench",
	                                    "Captain Hook",
	                                    "Ivan Fazov",
	                                    "Chubby Checker",
	                                    "Puk Luk",
	                                    "Robin Hooker",
	                                    "General Icinghower",
	                                    "Napoleon Bonapuck",
	                                    "Old Man Winters",
	                                    "Swede Sixteen",
	                                    "Frank N. Stix",
	                                    "Snow Balls",
	                                    "Jock Strappe",
	                                    "Bobby Howl",
	                                    "Cyclone Henri",
	                                    "Fast Eddy",
	                                    "Chairman of the Boards",
	                                    "Phantom of the Ice",
	                                    "Puck Rogers",
	                                    "Sir Stanley Kup",
	                                    "The Iceman",
	                                    "Slash Gordon",
	                                    "Superstar",
	                                    "Le Goon",
	                                    "Tiny Tim",
	                                    "Charge Kard",
	                                    "Hy Stick",
	                                    "Boney Maloney",
	                                    "Cheap Shot",
	                                    "Hip Checker",
	                                    "Moose",
	                                    "Kroz Czech",
	                                    "Tex Hitter",
	                                    "Headlock Holmes",
	                                    "Ice Capone",
	                                    "Friar Puck",
	                                    "Le Sainte",
	                                    "Jack the Tripper",
	                                    "Captain Canuck",
	                                    "El Bos",
	                                    "Antoni Zamboni",
	                                    "Stu Late",
	                                    "Bo Legs",
	                                    "Masked Man",
	                                    "Trapper John",
	                                    "Canada Post",
	                                    "Stonewall Jackson",
	                                    "King Netune",
	                                    "Crease Lightning",
	                                    "Moby Stick"};
	int seen[RINK_SS_CARDS] = {0};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		int c = tu_card(g, names[i]);
		seen[c]++;
		assert_int_equal(rink_ss_card(g, c)->type, i < 27 ? 0 : i < 45 ? 1 : 2);
	}
	for (int c = 0; c < RINK_SS_CARDS; c++)
		assert_int_equal(seen[c], 1);
	rink_game_free(g);
}

static void test_SS_ROSTER_02_forward_values(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	int v[27], sum = 0;

	assert_int_equal(values_of(g, RINK_SS_FORWARD, v), 27);
	for (int i = 0; i < 24; i++)
		assert_int_equal(v[i], 2 * (i / 3 + 1)); /* three each of 1..8 */
	assert_int_equal(v[24], 18);
	assert_int_equal(v[25], 18);
	assert_int_equal(v[26], 20);
	for (int i = 0; i < 27; i++)
		sum += v[i];
	assert_int_equal(sum, 2 * 136);
	assert_int_equal(rink_ss_card(g, tu_card(g, "Superstar"))->value2, 20);
	rink_game_free(g);
}

static void test_SS_ROSTER_03_defense_values(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	int v[18], sum = 0;

	assert_int_equal(values_of(g, RINK_SS_DEFENSE, v), 18);
	assert_int_equal(v[0], 0); /* Le Goon */
	assert_int_equal(v[1], 1); /* Tiny Tim, 1/2 */
	for (int i = 2; i < 18; i++)
		assert_int_equal(v[i], 2 * ((i - 2) / 2 + 1)); /* two each of 1..8 */
	for (int i = 0; i < 18; i++)
		sum += v[i];
	assert_int_equal(sum, 145); /* 72 1/2 */
	assert_int_equal(rink_ss_card(g, tu_card(g, "Le Goon"))->value2, 0);
	rink_game_free(g);
}

static void test_SS_ROSTER_04_goalie_values(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	int v[9], sum = 0;

	assert_int_equal(values_of(g, RINK_SS_GOALIE, v), 9);
	for (int i = 0; i < 9; i++) {
		assert_int_equal(v[i], 2 * (i + 1));
		sum += v[i];
	}
	assert_int_equal(sum, 90);
	assert_int_equal(rink_ss_card(g, tu_card(g, "Stu Late"))->value2, 2);
	assert_int_equal(rink_ss_card(g, tu_card(g, "Moby Stick"))->value2, 18);
	rink_game_free(g);
}

static void test_SS_ROSTER_05_four_bruisers(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	static const char *const bruisers[] = {"Frank N. Stix", "Le Goon", "Cheap Shot",
	                                       "Ice Capone"};
	static const int types[] = {0, 1, 1, 1}, values[] = {10, 0, 4, 10};
	int n = 0;

	for (int c = 0; c < RINK_SS_CARDS; c++) {
		const struct rink_ss_card *card = rink_ss_card(g, c);
		n += card->bruiser;
		if (card->type == RINK_SS_GOALIE)
			assert_false(card->bruiser);
	}
	assert_int_equal(n, 4);
	for (int i = 0; i < 4; i++) {
		const struct rink_ss_card *card = rink_ss_card(g, tu_card(g, bruisers[i]));
		assert_true(card->bruiser);
		assert_int_equal(card->type, types[i]);
		assert_int_equal(card->value2, values[i]);
	}
	rink_game_free(g);
}

static void test_SS_ROSTER_06_tiny_tim_half(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	int tt = tu_card(g, "Tiny Tim"), goon = tu_card(g, "Le Goon"),
	    skate = tu_card(g, "Cheap Skate");
	const struct rink_ss_card *c = rink_ss_card(g, tt);

	assert_int_equal(c->type, RINK_SS_DEFENSE);
	assert_int_equal(c->value2, 1); /* exactly 1/2, kept in halves */
	assert_true(c->tiny_tim);
	assert_false(c->bruiser);
	/* above 0: Tiny Tim scores on Le Goon; below 1: Cheap Skate scores on him */
	assert_true(rink_ss_faceoff(g, tt, goon) & RINK_SS_FO_HOME_GOAL);
	assert_true(rink_ss_faceoff(g, skate, tt) & RINK_SS_FO_HOME_GOAL);
	assert_true(rink_ss_faceoff(g, tt, skate) & RINK_SS_FO_AWAY_GOAL);
	/* the only card that scores on goalies */
	for (int d = 0; d < RINK_SS_CARDS; d++)
		if (d != tt)
			assert_false(rink_ss_card(g, d)->tiny_tim);
	rink_game_free(g);
}

/* SS-GAP-26: "King Neptune" is accepted as an alias of the printed "King
 * Netune"; case and runs of spaces do not matter. */
static void test_SS_GAP_26_king_neptune_alias(void **state)
{
	rink_game *g = tu_slapshot("first=1");
	int kn = tu_card(g, "King Netune");

	assert_string_equal(rink_ss_card(g, kn)->name, "King Netune");
	assert_int_equal(rink_ss_card_find(g, "King Neptune"), kn);
	assert_int_equal(rink_ss_card_find(g, "king neptune"), kn);
	assert_int_equal(rink_ss_card_find(g, "KING  NETUNE"), kn);
	assert_int_equal(rink_ss_card_find(g, "Chairman of  the Boards"),
	                 tu_card(g, "Chairman of the Boards"));
	assert_int_equal(rink_ss_card_find(g, "Chief  Sitting Bench"),
	                 tu_card(g, "Chief Sitting Bench"));
	assert_int_equal(rink_ss_card_find(g, "King Neptun"), -1);
	assert_int_equal(rink_ss_card_find(g, "Nobody"), -1);

	/* and in notation: a line-up naming King Neptune plays King Netune */
	rink_state *s = tu_after_setup(g, 1);
	tu_set_team(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,King Neptune");
	tu_set_team(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	assert_true(tu_has(s, 0, kn));
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late");
	struct rink_events ev = {0};
	tu_play(s, 0, "lineup king neptune,Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni",
	        &ev);
	int fo = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_true(fo >= 0);
	assert_int_equal(ev.v[fo].arg[2], kn);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* A roster file that breaks a rule of the card set is refused with a
 * message naming the file and the problem. */
static void expect_bad_roster(const char *file, const char *words)
{
	char params[1200];
	struct rink_error err;
	rink_game *g;

	snprintf(params, sizeof(params), "roster=%s", tu_test_data(file));
	g = rink_game_new("slapshot", params, &err);
	if (g)
		fail_msg("%s was accepted", file);
	assert_true(err.code != RINK_OK);
	if (!strstr(err.text, file) || !strstr(err.text, words))
		fail_msg("%s: message '%s' lacks '%s'", file, err.text, words);
}

static void test_SS_ROSTER_01_bad_rosters_rejected(void **state)
{
	expect_bad_roster("ss_roster_53_cards.json", "expected 54 cards");
	expect_bad_roster("ss_roster_28_forwards.json", "forwards, the rules need 27");
	expect_bad_roster("ss_roster_duplicate_name.json", "name used twice");
	expect_bad_roster("ss_roster_value_11.json", "not 0 to 10");
	expect_bad_roster("ss_roster_bad_type.json", "unknown type");
	expect_bad_roster("ss_roster_missing.json", "ss_roster_missing.json");
	/* the key at fault is named */
	expect_bad_roster("ss_roster_bruiser_text.json",
	                  "card 2: \"bruiser\" is not true or false");
	expect_bad_roster("ss_roster_unknown_key.json", "card 2: unknown key \"colour\"");
}

/* Names that a move could not write and read back (a save would not
 * resume) are refused: moves are trimmed and line-ups split on commas; a
 * control character would reach the terminal. */
static void test_SS_ROSTER_01_names_moves_cannot_read_back_rejected(void **state)
{
	expect_bad_roster("ss_roster_name_comma.json", "card 2: the name holds a comma");
	expect_bad_roster("ss_roster_name_space.json",
	                  "card 2: the name starts or ends with a space");
	expect_bad_roster("ss_roster_name_control.json",
	                  "card 2: the name holds a control character");
}

static void test_SS_ROSTER_05_goalie_bruiser_rejected(void **state)
{
	expect_bad_roster("ss_roster_goalie_bruiser.json", "a goalie cannot be a bruiser");
}

/* A custom roster that follows the rules loads and is used. */
static void test_SS_ROSTER_01_custom_roster_loads(void **state)
{
	char params[1200];
	rink_game *g;

	snprintf(params, sizeof(params), "roster=%s", tu_test_data("ss_roster_equal_goalies.json"));
	g = tu_slapshot(params);
	assert_int_equal(rink_ss_card(g, tu_card(g, "Twin Goalie A"))->value2,
	                 rink_ss_card(g, tu_card(g, "Twin Goalie B"))->value2);
	assert_int_equal(count_type(g, RINK_SS_GOALIE), 9);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_ROSTER_01_54_unique_cards),
	        cmocka_unit_test(test_SS_ROSTER_01_bad_rosters_rejected),
	        cmocka_unit_test(test_SS_ROSTER_01_names_moves_cannot_read_back_rejected),
	        cmocka_unit_test(test_SS_ROSTER_01_custom_roster_loads),
	        cmocka_unit_test(test_SS_ROSTER_02_forward_values),
	        cmocka_unit_test(test_SS_ROSTER_03_defense_values),
	        cmocka_unit_test(test_SS_ROSTER_04_goalie_values),
	        cmocka_unit_test(test_SS_ROSTER_05_four_bruisers),
	        cmocka_unit_test(test_SS_ROSTER_05_goalie_bruiser_rejected),
	        cmocka_unit_test(test_SS_ROSTER_06_tiny_tim_half),
	        cmocka_unit_test(test_SS_GAP_26_king_neptune_alias),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
