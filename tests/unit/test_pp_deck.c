/*
 * tests/unit/test_pp_deck.c: Power Play's deck: the designed list meets
 * every constraint (PP-DESIGN-*, PP-CARD-*), and the loader refuses a list
 * that breaks one, naming the file, the card and the problem.
 */
#include "pp_testutil.h"

static rink_game *g_deck;

static int count_if(bool (*pred)(const struct rink_pp_card *))
{
	struct rink_pp_card c;
	int n = 0;

	for (int i = 0; rink_pp_card(g_deck, i, &c); i++)
		n += pred(&c);
	return n;
}

static bool is_fwd(const struct rink_pp_card *c)
{
	return c->type == RINK_PP_FORWARD;
}
static bool is_def(const struct rink_pp_card *c)
{
	return c->type == RINK_PP_DEFENSE;
}
static bool is_goalie(const struct rink_pp_card *c)
{
	return c->type == RINK_PP_GOALIE;
}
static bool is_bruiser(const struct rink_pp_card *c)
{
	return c->bruiser;
}
static bool is_special(const struct rink_pp_card *c)
{
	return c->special != RINK_PP_NONE;
}
static bool is_mask(const struct rink_pp_card *c)
{
	return strcmp(c->symbol, "mask") == 0;
}

/* PP-CARD-01, PP-DESIGN-01, PP-DESIGN-17 */
static void test_PP_CARD_01_design_01_77_cards_36_27_14(void **state)
{
	struct rink_pp_card c;

	assert_true(rink_pp_card(g_deck, 76, &c));
	assert_false(rink_pp_card(g_deck, 77, &c));
	assert_int_equal(count_if(is_fwd), 36);
	assert_int_equal(count_if(is_def), 27);
	assert_int_equal(count_if(is_goalie), 14);
	/* PP-DESIGN-17: ten managers can be dealt full teams */
	assert_true(36 >= 30 && 27 >= 20 && 14 >= 10);
}

/* PP-CARD-02, PP-CARD-03, PP-DESIGN-02, 03, 04 */
/* Checklist IDs: PP-DESIGN-03, PP-DESIGN-04 */
static void test_PP_CARD_03_design_02_03_04_values(void **state)
{
	struct rink_pp_card c;
	int zero = 0, eleven = 0;

	for (int i = 0; rink_pp_card(g_deck, i, &c); i++) {
		assert_true(c.type >= 0 && c.type <= 2); /* PP-CARD-02: one type */
		assert_true(c.value >= 0 && c.value <= 11);
		zero += c.value == 0;
		if (c.value == 11) {
			eleven++;
			assert_string_equal(c.name, "Superstar");
			assert_int_equal(c.type, RINK_PP_FORWARD);
		}
	}
	assert_int_equal(eleven, 1);
	assert_true(zero >= 1);
}

/* PP-CARD-04, PP-DESIGN-06, 07, 13 */
/* Checklist IDs: PP-DESIGN-07, PP-DESIGN-13 */
static void test_PP_CARD_04_design_06_07_13_bruisers(void **state)
{
	struct rink_pp_card c;
	int seen_values = 0;

	assert_int_equal(count_if(is_bruiser), 6);
	for (int i = 0; rink_pp_card(g_deck, i, &c); i++)
		if (c.bruiser) {
			assert_int_equal(c.type, RINK_PP_DEFENSE);
			assert_string_equal(c.symbol, "mask");
			assert_false(seen_values & (1 << c.value)); /* six different values */
			seen_values |= 1 << c.value;
		}
}

/* PP-CARD-05, PP-DESIGN-08, 09, PP-GAP-02, PP-GAP-16 */
/* Checklist IDs: PP-DESIGN-09 */
static void test_PP_CARD_05_design_08_09_specials(void **state)
{
	static const char *const names[] = {"Hydra",           "Jolly Judge",   "Rosalinde",
	                                    "Rumpelstockchen", "Sitting Bully", "Willy Winzig"};
	struct rink_pp_card c;

	assert_int_equal(count_if(is_special), 6);
	for (int k = 0; k < 6; k++) {
		assert_true(rink_pp_card(g_deck, pp_id(g_deck, names[k]), &c));
		assert_int_equal(c.special, k + 1);
		assert_false(c.bruiser);
		assert_string_not_equal(c.symbol, "mask");
	}
	rink_pp_card(g_deck, pp_id(g_deck, "Willy Winzig"), &c);
	assert_int_equal(c.type, RINK_PP_DEFENSE);
	assert_true(c.scores_on_goalies); /* PP-SPECIAL-25 */
	rink_pp_card(g_deck, pp_id(g_deck, "Hydra"), &c);
	assert_int_equal(c.value, 0);
}

/* PP-CARD-06, PP-DESIGN-10, 11, 12, 14, 16, PP-GAP-03 */
/* Checklist IDs: PP-DESIGN-11, PP-DESIGN-12, PP-DESIGN-14, PP-DESIGN-16 */
static void test_PP_DESIGN_10_11_12_14_16_teams(void **state)
{
	const char *syms[8] = {0};
	int n_sym = 0, count[8][3] = {{0}}, total[8] = {0}, specials[8] = {0};
	struct rink_pp_card c;

	for (int i = 0; rink_pp_card(g_deck, i, &c); i++) {
		int k;
		for (k = 0; k < n_sym && strcmp(syms[k], c.symbol) != 0; k++)
			;
		if (k == n_sym)
			syms[n_sym++] = c.symbol;
		count[k][c.type]++;
		/* PP-DESIGN-14: Hydra counted at its nominal 4 (docs) */
		total[k] += c.special == RINK_PP_HYDRA ? 4 : c.value;
		specials[k] += c.special != RINK_PP_NONE;
	}
	assert_int_equal(n_sym, 8);
	for (int k = 0; k < 8; k++) {
		if (strcmp(syms[k], "mask") == 0) {
			assert_int_equal(count[k][0], 1); /* the dragon, a forward */
			assert_int_equal(count[k][1], 6);
			assert_int_equal(count[k][2], 0);
			continue;
		}
		assert_int_equal(count[k][0], 5);
		assert_int_equal(count[k][1], 3);
		assert_int_equal(count[k][2], 2);
		assert_int_equal(total[k], 55);
		assert_true(specials[k] <= 1);
	}
	assert_int_equal(count_if(is_mask), 7);
	rink_pp_card(g_deck, pp_id(g_deck, "Dragon"), &c);
	assert_int_equal(c.type, RINK_PP_FORWARD);
	assert_int_equal(c.special, RINK_PP_NONE);
}

/* PP-DESIGN-05 */
static void test_PP_DESIGN_05_unique_names_and_ids(void **state)
{
	struct rink_pp_card a, b;

	for (int i = 0; rink_pp_card(g_deck, i, &a); i++) {
		assert_true(a.id[0] != '\0');
		for (int j = 0; j < i; j++) {
			rink_pp_card(g_deck, j, &b);
			assert_string_not_equal(a.name, b.name);
			assert_string_not_equal(a.id, b.id);
		}
		assert_int_equal(rink_pp_card_find(g_deck, a.name), i);
	}
}

/* PP-DESIGN-15: a seeded round robin of the seven teams, masks drawn at
 * random, random play: every team's win rate lies within 50% +- 12%. */
static void test_PP_DESIGN_15_teams_equal_in_play(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=7,turn_cap=400");
	int wins[7] = {0}, games[7] = {0};

	for (uint64_t seed = 1; seed <= 60; seed++) {
		rink_state *s = rink_state_new(g, seed);
		struct rink_rng r;
		rink_rng_seed(&r, seed);
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
			int seat = __builtin_ctz(m);
			rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &r), NULL);
		}
		struct rink_pp_game_record rec;
		int team_of[7];
		for (int seat = 0; seat < 7; seat++) {
			struct rink_pp_view v;
			struct rink_pp_card c;
			rink_pp_view(s, seat, &v);
			rink_pp_card(g, v.roster[0], &c);
			team_of[seat] = 0;
			const char *const order[] = {"pucks",  "stars",     "gloves",  "skates",
			                             "sticks", "creatures", "monsters"};
			for (int k = 0; k < 7; k++)
				if (strcmp(c.symbol, order[k]) == 0)
					team_of[seat] = k;
		}
		for (int i = 0; rink_pp_record(s, i, &rec); i++) {
			if (rec.stage != RINK_PP_SEASON)
				continue;
			int w = rec.initiator_won ? rec.initiator : rec.opponent;
			games[team_of[rec.initiator]]++;
			games[team_of[rec.opponent]]++;
			wins[team_of[w]]++;
		}
		rink_state_free(s);
	}
	for (int k = 0; k < 7; k++) {
		double rate = (double)wins[k] / games[k];
		assert_true(rate > 0.38 && rate < 0.62);
	}
	rink_game_free(g);
}

/* ---- the loader refuses bad lists (PP-CARD-01/03/04/05) -------------------- */

static void expect_refused(const char *path, const char *what1, const char *what2)
{
	struct rink_error err;
	char params[400];
	rink_game *g;

	snprintf(params, sizeof(params), "deck=%s", path);
	g = rink_game_new("powerplay", params, &err);
	assert_null(g);
	if (!strstr(err.text, path) || !strstr(err.text, what1) || !strstr(err.text, what2))
		fail_msg("message '%s' lacks '%s' or '%s'", err.text, what1, what2);
}

/* Checklist IDs: PP-CARD-01 */
static void test_PP_CARD_01_wrong_count_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", NULL), "expected 77 cards", "76");
}

/* Checklist IDs: PP-CARD-01 */
static void test_PP_CARD_01_wrong_type_counts_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"goalie\", \"value\": 7, \"team\": "
	                                          "\"pucks\"}"),
	               "35 forwards", "need 36");
}

/* Checklist IDs: PP-CARD-02 */
static void test_PP_CARD_02_unknown_type_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"winger\", \"value\": 7, \"team\": "
	                                          "\"pucks\"}"),
	               "Blue Liner", "unknown type 'winger'");
}

/* Checklist IDs: PP-CARD-03 */
/* PP-GAP-01: one whole value per card: halves are refused */
static void test_PP_CARD_03_value_out_of_range_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"forward\", \"value\": 12, "
	                                          "\"team\": \"pucks\"}"),
	               "Blue Liner", "value 12 is not 0 to 11");
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"forward\", \"value\": 6.5, "
	                                          "\"team\": \"pucks\"}"),
	               "Blue Liner", "whole numbers");
}

/* Checklist IDs: PP-CARD-04 */
static void test_PP_CARD_04_bruiser_forward_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"forward\", \"value\": 7, "
	                                          "\"bruiser\": true, \"team\": \"pucks\"}"),
	               "Blue Liner", "bruiser must be a defender");
}

/* Checklist IDs: PP-DESIGN-05 */
static void test_PP_DESIGN_05_duplicate_name_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"superstar\", "
	                                          "\"type\": \"forward\", \"value\": 7, "
	                                          "\"team\": \"pucks\"}"),
	               "superstar", "name used twice");
}

/* Checklist IDs: PP-CARD-05 */
static void test_PP_CARD_05_unknown_special_refused(void **state)
{
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"forward\", \"value\": 7, "
	                                          "\"special\": \"teleport\", \"team\": "
	                                          "\"pucks\"}"),
	               "Blue Liner", "unknown special ability 'teleport'");
	/* a second Hydra */
	expect_refused(pp_deck_variant("\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", "
	                                          "\"type\": \"forward\", \"value\": 7, "
	                                          "\"special\": \"hydra\", \"team\": "
	                                          "\"pucks\"}"),
	               "Hydra", "already on 'Blue Liner'");
}

/* Checklist IDs: PP-CARD-05 */
static void test_PP_CARD_05_missing_special_refused(void **state)
{
	expect_refused(pp_deck_variant("\"Rosalinde\"",
	                               "{\"id\": \"F16\", \"name\": \"Rosalinde\", \"type\": "
	                               "\"forward\", \"value\": 3, \"team\": \"skates\"}"),
	               "no card has", "rosalinde");
}

/* Checklist IDs: PP-DESIGN-11 */
static void test_PP_DESIGN_11_team_variant_checks_symbols(void **state)
{
	struct rink_error err;
	char params[400];
	const char *path = pp_deck_variant(
	        "\"F02\"", "{\"id\": \"F02\", \"name\": \"Blue Liner\", \"type\": \"forward\", "
	                   "\"value\": 7, \"team\": \"stars\"}");
	rink_game *g;

	snprintf(params, sizeof(params), "deck=%s", path);
	g = rink_game_new("powerplay", params, &err); /* the standard game is fine */
	assert_non_null(g);
	rink_game_free(g);
	snprintf(params, sizeof(params), "deck=%s,team_variant=1", path);
	assert_null(rink_game_new("powerplay", params, &err));
	assert_non_null(strstr(err.text, "is not 5 forwards, 3 defenders and 2 goalies"));
}

static void test_deck_file_missing_named(void **state)
{
	struct rink_error err;

	assert_null(rink_game_new("powerplay", "deck=/nonexistent/deck.json", &err));
	assert_non_null(strstr(err.text, "/nonexistent/deck.json"));
}

/* PP-PREP-01, PP-TEAM-01 */
static void test_PP_PREP_01_TEAM_01_manager_counts(void **state)
{
	struct rink_error err;
	rink_game *g;

	assert_null(rink_game_new("powerplay", "managers=1", &err));
	assert_null(rink_game_new("powerplay", "managers=11", &err));
	for (int n = 2; n <= 10; n++) {
		char p[64];
		snprintf(p, sizeof(p), "managers=%d", n);
		g = rink_game_new("powerplay", p, &err);
		assert_non_null(g);
		assert_int_equal(rink_game_num_seats(g), n);
		rink_game_free(g);
		snprintf(p, sizeof(p), "managers=%d,team_variant=1", n);
		g = rink_game_new("powerplay", p, &err);
		if (n <= 7)
			assert_non_null(g);
		else
			assert_null(g);
		rink_game_free(g);
	}
}

static int setup(void **state)
{
	g_deck = pp_new(NULL);
	return 0;
}

static int teardown(void **state)
{
	char path[256];

	rink_game_free(g_deck);
	snprintf(path, sizeof(path), "/tmp/rink_pp_deck_%d.json", (int)getpid());
	remove(path);
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_PP_CARD_01_design_01_77_cards_36_27_14),
	        cmocka_unit_test(test_PP_CARD_03_design_02_03_04_values),
	        cmocka_unit_test(test_PP_CARD_04_design_06_07_13_bruisers),
	        cmocka_unit_test(test_PP_CARD_05_design_08_09_specials),
	        cmocka_unit_test(test_PP_DESIGN_10_11_12_14_16_teams),
	        cmocka_unit_test(test_PP_DESIGN_05_unique_names_and_ids),
	        cmocka_unit_test(test_PP_DESIGN_15_teams_equal_in_play),
	        cmocka_unit_test(test_PP_CARD_01_wrong_count_refused),
	        cmocka_unit_test(test_PP_CARD_01_wrong_type_counts_refused),
	        cmocka_unit_test(test_PP_CARD_02_unknown_type_refused),
	        cmocka_unit_test(test_PP_CARD_03_value_out_of_range_refused),
	        cmocka_unit_test(test_PP_CARD_04_bruiser_forward_refused),
	        cmocka_unit_test(test_PP_DESIGN_05_duplicate_name_refused),
	        cmocka_unit_test(test_PP_CARD_05_unknown_special_refused),
	        cmocka_unit_test(test_PP_CARD_05_missing_special_refused),
	        cmocka_unit_test(test_PP_DESIGN_11_team_variant_checks_symbols),
	        cmocka_unit_test(test_deck_file_missing_named),
	        cmocka_unit_test(test_PP_PREP_01_TEAM_01_manager_counts),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
