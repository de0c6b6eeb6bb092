/*
 * tests/unit/test_core.c: the game interface, the generator, parameters,
 * and matches saved and restored.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rink/bot.h"
#include "rink/match.h"
#include "rink/rng.h"
#include "testutil.h"

/* ---- the generator ----------------------------------------------------------- */

static void test_rng_same_seed_same_stream(void **state)
{
	struct rink_rng a, b, c;

	rink_rng_seed(&a, 12345);
	rink_rng_seed(&b, 12345);
	rink_rng_seed(&c, 12346);
	for (int i = 0; i < 1000; i++) {
		uint64_t x = rink_rng_next(&a);
		assert_int_equal(x, rink_rng_next(&b));
		assert_int_not_equal(x, rink_rng_next(&c));
	}
}

static void test_rng_known_values(void **state)
{
	/* the documented algorithm: splitmix64 seeding then xoshiro256**; a
	 * change of either changes these numbers and every saved game */
	struct rink_rng r;

	rink_rng_seed(&r, 0);
	assert_int_equal(r.s[0], 0xe220a8397b1dcdafull);
	assert_int_equal(r.s[1], 0x6e789e6aa1b965f4ull);
	uint64_t first = rink_rng_next(&r);
	/* xoshiro256** output of the seeded state: rotl(s1 * 5, 7) * 9 */
	uint64_t s1 = 0x6e789e6aa1b965f4ull * 5;
	assert_int_equal(first, ((s1 << 7) | (s1 >> 57)) * 9);
}

static void test_rng_below_is_uniform(void **state)
{
	struct rink_rng r;
	int count[6] = {0};
	const int n = 60000;

	rink_rng_seed(&r, 99);
	for (int i = 0; i < n; i++) {
		uint32_t v = rink_rng_below(&r, 6);
		assert_true(v < 6);
		count[v]++;
	}
	/* each face within 5 standard deviations of n/6 */
	for (int i = 0; i < 6; i++)
		assert_true(abs(count[i] - n / 6) < 5 * 92);
	for (int i = 0; i < 100; i++)
		assert_int_equal(rink_rng_below(&r, 1), 0);
}

static void test_rng_shuffle_is_a_permutation(void **state)
{
	struct rink_rng r;
	uint8_t v[54];
	int seen[54] = {0};

	rink_rng_seed(&r, 5);
	for (int i = 0; i < 54; i++)
		v[i] = (uint8_t)i;
	rink_rng_shuffle_u8(&r, v, 54);
	for (int i = 0; i < 54; i++)
		seen[v[i]]++;
	for (int i = 0; i < 54; i++)
		assert_int_equal(seen[i], 1);
}

static void test_seed_derive_spreads(void **state)
{
	assert_int_not_equal(rink_seed_derive(1, 0), rink_seed_derive(1, 1));
	assert_int_not_equal(rink_seed_derive(1, 0), rink_seed_derive(2, 0));
	assert_int_equal(rink_seed_derive(7, 3), rink_seed_derive(7, 3));
}

/* ---- games and parameters ------------------------------------------------------- */

static void test_unknown_game_is_refused(void **state)
{
	struct rink_error err;

	assert_null(rink_game_new("curling", NULL, &err));
	assert_int_equal(err.code, RINK_ENOTFOUND);
	assert_non_null(strstr(err.text, "curling"));
}

static void test_bad_parameters_are_refused(void **state)
{
	static const char *const bad[] = {
	        "managers=7",
	        "managers=1",
	        "managers=four",
	        "nonsense=1",
	        "managers",
	        "schedule=2",
	        "managers=3,managers=4",
	        "limit_period=week",
	        "first=9",
	        "roster=/nonexistent/roster.json",
	};
	struct rink_error err;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		rink_game *g = rink_game_new("slapshot", bad[i], &err);
		if (g)
			fail_msg("parameters '%s' were accepted", bad[i]);
		assert_true(err.text[0] != '\0');
	}
	assert_null(rink_game_new("slapshot", "nonsense=1", &err));
	assert_non_null(strstr(err.text, "nonsense"));
	/* parameters a save could not record (JSON is UTF-8) or a terminal
	 * show: such a save once lost its "params" and could not resume */
	assert_null(rink_game_new("powerplay", "names=\xff\xfe/Pucks;Greg/Stars", &err));
	assert_non_null(strstr(err.text, "not UTF-8 text"));
	assert_null(rink_game_new("powerplay", "names=Dave\x1b[2J/Pucks", &err));
	assert_int_equal(err.code, RINK_EINVAL);
	rink_game *g = rink_game_new("powerplay", "names=Dav\xc3\xa9/Pucks", &err);
	assert_non_null(g); /* UTF-8 names are welcome */
	rink_game_free(g);
}

static void test_canonical_parameters_list_every_default(void **state)
{
	rink_game *g = tu_slapshot("managers=3");
	const char *p = rink_game_params(g);

	assert_non_null(strstr(p, "managers=3"));
	assert_non_null(strstr(p, "playoff_wins=9"));
	assert_non_null(strstr(p, "schedule=0"));
	assert_int_equal(rink_game_num_seats(g), 3);
	/* the canonical string makes the same game again */
	rink_game *h = tu_slapshot(p);
	assert_string_equal(rink_game_params(h), p);
	rink_game_free(h);
	rink_game_free(g);
}

static void test_free_accepts_null(void **state)
{
	rink_game_free(NULL);
	rink_state_free(NULL);
	rink_match_free(NULL);
	rink_bot_free(NULL);
}

/* ---- the interface ---------------------------------------------------------------- */

static void play_random(rink_state *s, uint64_t seed, int *log, int *n_log, int cap)
{
	struct rink_rng r;

	rink_rng_seed(&r, seed);
	*n_log = 0;
	for (uint32_t m; (m = rink_state_to_move(s)) != 0 && *n_log < cap;) {
		int seat = __builtin_ctz(m);
		int a = rink_state_sample_legal(s, seat, &r);
		assert_true(rink_state_is_legal(s, seat, a));
		log[(*n_log)++] = seat * 10000 + a;
		rink_state_apply_fast(s, seat, a, NULL);
	}
}

/* A game is exactly reproduced by (game, parameters, seed, actions). */
static void test_game_reproduced_by_seed_and_actions(void **state)
{
	static int log[100000];
	rink_game *g = tu_slapshot("managers=5");
	rink_game *g2 = tu_slapshot(rink_game_params(g));
	int n = 0;

	for (uint64_t seed = 1; seed <= 20; seed++) {
		rink_state *a = rink_state_new(g, seed);
		rink_state *b = rink_state_new(g2, seed);
		play_random(a, seed * 7, log, &n, 100000);
		assert_true(rink_state_is_over(a));
		for (int i = 0; i < n; i++) {
			struct rink_error err;
			assert_int_equal(
			        rink_state_apply(b, log[i] / 10000, log[i] % 10000, NULL, &err),
			        RINK_OK);
		}
		/* equal in everything but the game pointer */
		assert_true(rink_state_is_over(b));
		for (int seat = 0; seat < 5; seat++)
			assert_true(rink_state_returns(a, seat) == rink_state_returns(b, seat));
		json_t *ja = rink_state_view_json(a, RINK_SPECTATOR);
		json_t *jb = rink_state_view_json(b, RINK_SPECTATOR);
		assert_true(json_equal(ja, jb));
		json_decref(ja);
		json_decref(jb);
		rink_state_free(a);
		rink_state_free(b);
	}
	rink_game_free(g2);
	rink_game_free(g);
}

/* rink_state_reset deals a played state afresh: the same position as a
 * new state from that seed, in every game. */
static void test_reset_equals_a_new_state(void **state)
{
	static const char *const games[] = {"slapshot", "powerplay", "actiondeck", "trickshot"};
	static int log[100000];
	int n;

	for (int k = 0; k < 4; k++) {
		struct rink_error err;
		rink_game *g = rink_game_new(games[k], NULL, &err);
		assert_non_null(g);
		rink_state *s = rink_state_new(g, 3);
		play_random(s, 5, log, &n, 200);
		assert_true(n > 0);
		for (uint64_t seed = 40; seed < 43; seed++) {
			rink_state *fresh = rink_state_new(g, seed);
			rink_state_reset(s, seed);
			assert_true(rink_state_equal(s, fresh));
			assert_int_equal(rink_state_seed(s), seed);
			rink_state_free(fresh);
			play_random(s, seed, log, &n, 200);
		}
		rink_state_free(s);
		rink_game_free(g);
	}
}

static void test_different_seeds_deal_differently(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	rink_state *a = rink_state_new(g, 1), *b = rink_state_new(g, 2);
	uint8_t da[27], db[27];

	rink_ss_deck(a, RINK_SS_FORWARD, da);
	rink_ss_deck(b, RINK_SS_FORWARD, db);
	assert_memory_not_equal(da, db, 27);
	rink_state_free(a);
	rink_state_free(b);
	rink_game_free(g);
}

static void test_checked_apply_refuses_and_keeps_state(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	rink_state *s = rink_state_new(g, 3);
	rink_state *before = rink_state_clone(s);
	int seat = __builtin_ctz(rink_state_to_move(s));
	struct rink_error err;

	/* a seat not to move, an action out of range, a turn action in setup */
	assert_int_equal(rink_state_apply(s, (seat + 1) % 4, rink_ss_action_draw(0), NULL, &err),
	                 RINK_EILLEGAL);
	assert_int_equal(rink_state_apply(s, seat, 99999, NULL, &err), RINK_EILLEGAL);
	assert_int_equal(rink_state_apply(s, seat, -1, NULL, &err), RINK_EILLEGAL);
	assert_int_equal(rink_state_apply(s, seat, rink_ss_action_game(1), NULL, &err),
	                 RINK_EILLEGAL);
	assert_int_equal(rink_state_apply(s, 17, 0, NULL, &err), RINK_EINVAL);
	assert_true(rink_state_equal(s, before));
	rink_state_free(before);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_notation_round_trips_every_legal_action(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	rink_state *s = rink_state_new(g, 11);
	struct rink_rng r;
	int acts[RINK_MAX_ACTIONS];

	rink_rng_seed(&r, 4);
	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		int seat = __builtin_ctz(m);
		int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
		for (int i = 0; i < n; i += (n > 50 ? 37 : 1)) {
			char text[256];
			int back = -1;
			struct rink_error err;
			rink_action_text(s, seat, acts[i], text, sizeof(text));
			if (rink_action_parse(s, seat, text, &back, &err) != RINK_OK)
				fail_msg("'%s' does not parse: %s", text, err.text);
			assert_int_equal(back, acts[i]);
		}
		rink_state_apply_fast(s, seat, acts[rink_rng_below(&r, (uint32_t)n)], NULL);
	}
	rink_state_free(s);
	rink_game_free(g);
}

/* Move texts that a parser once read as another move are refused: numbers
 * past an int (read modulo 2^32), words after the move, a text cut to a
 * buffer, a trailing comma, control characters. */
static void expect_refused(const rink_state *s, int seat, const char *text, const char *want)
{
	struct rink_error err;
	int a = -1;

	if (rink_action_parse(s, seat, text, &a, &err) == RINK_OK)
		fail_msg("'%s' was read as action %d", text, a);
	if (want && !strstr(err.text, want))
		fail_msg("'%s': '%s' lacks '%s'", text, err.text, want);
}

static void test_notation_refuses_what_it_would_misread(void **state)
{
	struct rink_error err;
	char text[600], line[300] = "lineup ";
	int a;

	rink_game *g = tu_slapshot("managers=3");
	rink_state *s = tu_after_setup(g, 5);
	expect_refused(s, 0, "trade 2 4294967296003", "not '4294967296003'");
	expect_refused(s, 0, "trade 2 3 junk", "write trade");
	expect_refused(s, 0, "trade 2 +3", "not '+3'");
	expect_refused(s, 0, "draw forward\x01", "control character");
	snprintf(text, sizeof(text), "draw forward%450s", "");
	expect_refused(s, 0, text, "too long");
	uint8_t team[6];
	tu_team(s, 0, team);
	for (int i = 0; i < 6; i++)
		snprintf(line + strlen(line), sizeof(line) - strlen(line), "%s%s", i ? "," : "",
		         rink_ss_card(g, team[i])->name);
	assert_int_equal(rink_action_parse(s, 0, line, &a, &err), RINK_OK);
	strcat(line, ",");
	expect_refused(s, 0, line, "six cards");
	snprintf(text, sizeof(text), "lineup %s%70sJUNK", rink_ss_card(g, team[0])->name, "");
	expect_refused(s, 0, text, NULL);
	rink_state_free(s);
	rink_game_free(g);

	g = rink_game_new("powerplay", "managers=3", &err);
	s = rink_state_new(g, 5);
	expect_refused(s, 0, "trade 2 3.9", "not 1 to 6");
	expect_refused(s, 0, "trade 2 1!", "not 1 to 6");
	expect_refused(s, 0, "trade 2 3 4", "trade M P");
	snprintf(text, sizeof(text), "draw goalie%200szzz", "");
	expect_refused(s, 0, text, "draw what");
	rink_state_free(s);
	rink_game_free(g);

	g = rink_game_new("trickshot", "advanced=1,lines=1", &err);
	assert_non_null(g);
	s = rink_state_new(g, 5);
	expect_refused(s, 0, "line 16x", "not a Line card number");
	expect_refused(s, 0, "change 4294967300", "not a Line card number");
	rink_state_free(s);
	rink_game_free(g);

	/* a seat the game does not have is refused before any parser looks
	 * up its team or hand (Trick Shot's read s->sq[-3]) */
	static const char *const moves[4] = {"draw forward", "draw goalie", "next", "react C e7"};
	for (int i = 0; i < 4; i++) {
		g = rink_game_new(rink_game_names()[i], NULL, &err);
		assert_non_null(g);
		s = rink_state_new(g, 5);
		expect_refused(s, rink_game_num_seats(g), moves[i], "no seat");
		expect_refused(s, -1, moves[i], "no seat 0");
		rink_state_free(s);
		rink_game_free(g);
	}
}

static void test_sample_legal_is_always_legal(void **state)
{
	rink_game *g = tu_slapshot("managers=3,schedule=1,limits=1");
	rink_state *s = rink_state_new(g, 8);
	struct rink_rng r;

	rink_rng_seed(&r, 8);
	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		int seat = __builtin_ctz(m);
		int a = rink_state_sample_legal(s, seat, &r);
		assert_true(rink_state_is_legal(s, seat, a));
		rink_state_apply_fast(s, seat, a, NULL);
	}
	assert_int_equal(rink_state_sample_legal(s, 0, &r), -1);
	rink_state_free(s);
	rink_game_free(g);
}

/* Issue 25, point 6: every refusal says why. In each game, at every
 * decision of a random playout, each action a person can type (its text
 * reads back as itself) that is not legal gets one line from
 * rink_state_explain, and the checked apply's error carries it; a legal
 * action gets none. */
static void explain_playout(const char *game, const char *params, uint64_t seed, int steps)
{
	struct rink_error err;
	rink_game *g = rink_game_new(game, params, &err);
	rink_state *s;
	struct rink_rng r;
	int explained = 0;

	if (!g)
		fail_msg("%s: %s", game, err.text);
	s = rink_state_new(g, seed);
	rink_rng_seed(&r, seed);
	for (uint32_t m; steps-- > 0 && (m = rink_state_to_move(s)) != 0;) {
		int seat = __builtin_ctz(m);
		for (int a = 0; a < RINK_MAX_ACTIONS; a++) {
			char text[256], why[256];
			int back = -1;
			bool legal = rink_state_is_legal(s, seat, a);
			int n = rink_state_explain(s, seat, a, why, sizeof(why));
			if (legal) {
				assert_int_equal(n, 0);
				assert_string_equal(why, "");
				continue;
			}
			if (rink_action_text(s, seat, a, text, sizeof(text)) <= 0 ||
			    rink_action_parse(s, seat, text, &back, &err) != RINK_OK || back != a)
				continue; /* nobody can type it */
			if (n <= 0 || !why[0] || strchr(why, '\n'))
				fail_msg("%s: '%s' is refused without a reason", game, text);
			if (rink_state_apply(s, seat, a, NULL, &err) != RINK_EILLEGAL ||
			    !strstr(err.text, why))
				fail_msg("%s: '%s': the error '%s' lacks the reason", game, text,
				         err.text);
			explained++;
		}
		rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &r), NULL);
	}
	assert_true(explained > 0);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_every_refusal_says_why(void **state)
{
	explain_playout("slapshot", "managers=3,schedule=1,limits=1", 5, 400);
	explain_playout("slapshot", "managers=4", 6, 400);
	explain_playout("powerplay", "managers=3", 7, 400);
	explain_playout("powerplay", "managers=4,lineup=fixed,postseason=turns", 8, 400);
	explain_playout("powerplay", "managers=3,team_variant=1,substitute=choose", 9, 400);
	explain_playout("trickshot", "advanced=1,lines=1", 10, 150);
	explain_playout("actiondeck", "tournament=1,stop=sequence", 11, 150);
}

/* ---- matches: save and restore ----------------------------------------------------- */

static rink_match *played_match(int actions)
{
	struct rink_error err;
	rink_match *m = rink_match_new("slapshot", "managers=3", 77, &err);
	struct rink_rng r;

	assert_non_null(m);
	rink_rng_seed(&r, 1);
	for (int i = 0; i < actions && !rink_state_is_over(rink_match_state(m)); i++) {
		int seat = __builtin_ctz(rink_state_to_move(rink_match_state(m)));
		int a = rink_state_sample_legal(rink_match_state(m), seat, &r);
		assert_int_equal(rink_match_apply(m, seat, a, NULL, &err), RINK_OK);
	}
	return m;
}

static const char *tmp_path(const char *name)
{
	static char path[256];

	snprintf(path, sizeof(path), "/tmp/rink-test-%ld-%s", (long)getpid(), name);
	return path;
}

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void test_save_and_load_round_trip(void **state)
{
	struct rink_error err;
	rink_match *m = played_match(300);
	const char *path = tmp_path("save.json");

	assert_int_equal(rink_match_save(m, path, &err), RINK_OK);
	rink_match *back = rink_match_load(path, &err);
	if (!back)
		fail_msg("load: %s", err.text);
	assert_int_equal(rink_match_length(back), rink_match_length(m));
	assert_int_equal(rink_match_seed(back), 77);
	json_t *a = rink_state_view_json(rink_match_state(m), 0);
	json_t *b = rink_state_view_json(rink_match_state(back), 0);
	assert_true(json_equal(a, b));
	json_decref(a);
	json_decref(b);
	/* the record's actions, one by one: the same in both, and replaying
	 * them from the seed gives the same position */
	rink_state *s = rink_state_new(rink_match_game(back), rink_match_seed(back));
	for (size_t i = 0; i < rink_match_length(m); i++) {
		int seat, action, seat2, action2;

		rink_match_action(m, i, &seat, &action);
		rink_match_action(back, i, &seat2, &action2);
		assert_int_equal(seat, seat2);
		assert_int_equal(action, action2);
		assert_int_equal(rink_state_apply(s, seat, action, NULL, &err), RINK_OK);
	}
	assert_true(rink_state_equal(s, rink_match_state(back)));
	rink_state_free(s);
	/* no temporary file is left behind */
	char tmp[300];
	snprintf(tmp, sizeof(tmp), "%s.tmp.%ld", path, (long)getpid());
	assert_int_not_equal(access(tmp, F_OK), 0);
	unlink(path);
	rink_match_free(back);
	rink_match_free(m);
}

/* A save opened and saved again by an editor that writes a UTF-8
 * byte-order mark still loads. */
static void test_load_reads_a_save_with_a_byte_order_mark(void **state)
{
	struct rink_error err;
	rink_match *m = played_match(120);
	const char *path = tmp_path("bom.json");
	char text[65536];

	(void)state;
	assert_int_equal(rink_match_save(m, path, &err), RINK_OK);
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	size_t n = fread(text + 3, 1, sizeof(text) - 4, f);
	fclose(f);
	assert_true(n > 0 && n < sizeof(text) - 4);
	memcpy(text, "\xEF\xBB\xBF", 3);
	text[n + 3] = 0;
	write_file(path, text);
	rink_match *back = rink_match_load(path, &err);
	if (!back)
		fail_msg("load: %s", err.text);
	assert_int_equal(rink_match_length(back), rink_match_length(m));
	unlink(path);
	rink_match_free(back);
	rink_match_free(m);
}

static void test_load_refuses_bad_files_with_place(void **state)
{
	static const struct {
		const char *text, *expect;
	} bad[] = {
	        {"{\"format\": \"rink-save\", \"version\": 1,", ":1:"},
	        {"[1, 2, 3]", "not a rink save"},
	        {"{\"format\": \"other\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"\", "
	         "\"seed\": \"1\", \"actions\": []}",
	         "format"},
	        {"{\"format\": \"rink-save\", \"version\": 99, \"game\": \"slapshot\", \"params\": "
	         "\"\", \"seed\": \"1\", \"actions\": []}",
	         "version 99"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"chess\", \"params\": "
	         "\"\", "
	         "\"seed\": \"1\", \"actions\": []}",
	         "chess"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"\", \"seed\": \"x1\", \"actions\": []}",
	         "seed"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"first=1\", \"seed\": \"1\", \"actions\": [[1, \"game 2\"]]}",
	         "action 1"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"first=1\", \"seed\": \"1\", \"actions\": [[1, \"draw goalie\"], [1, \"draw "
	         "goalie\"]]}",
	         "action 2"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"first=1\", \"seed\": \"1\", \"actions\": [[1, \"fly away\"]]}",
	         "fly"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"\", \"seed\": \"1\", \"actions\": [], \"actions\": []}",
	         "duplicate"},
	        /* numbers too large for an int are not read modulo 2^32 */
	        {"{\"format\": \"rink-save\", \"version\": 4294967297, \"game\": \"slapshot\", "
	         "\"params\": \"\", \"seed\": \"1\", \"actions\": []}",
	         "version 4294967297"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"first=1\", \"seed\": \"1\", \"actions\": [[2147483648, \"draw goalie\"]]}",
	         "action 1: manager 2147483648 is not 1 to 10"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"first=1\", \"seed\": \"1\", \"actions\": [[-2147483648, \"draw goalie\"]]}",
	         "action 1: manager -2147483648"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"first=1\", \"seed\": \"1\", \"actions\": [[1, \"draw goalie\", \"x\"]]}",
	         "action 1: expected [seat, \"notation\"]"},
	        /* the key at fault is named */
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"\", \"seed\": 3, \"actions\": []}",
	         "\"seed\" is not a string"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"\", \"seed\": \"3\"}",
	         "\"actions\" is missing"},
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"slapshot\", \"params\": "
	         "\"\", \"seed\": \" 3\", \"actions\": []}",
	         "bad seed ' 3'"},
	        /* a manager the game does not seat: once read past Trick Shot's
	         * two teams (UBSan: index -3 out of bounds, notation.c) */
	        {"{\"format\": \"rink-save\", \"version\": 1, \"game\": \"trickshot\", "
	         "\"params\": \"\", \"seed\": \"5\", \"actions\": [[3, \"react C e7\"]]}",
	         "action 1 (manager 3, 'react C e7'): no seat 3 in this game"},
	        /* a file's text echoed in the message stays on one line */
	        {"{\"format\": \"rink\\nsave\", \"version\": 1, \"game\": \"slapshot\", "
	         "\"params\": \"\", \"seed\": \"1\", \"actions\": []}",
	         "format is 'rink?save'"},
	};
	const char *path = tmp_path("bad.json");
	struct rink_error err;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		write_file(path, bad[i].text);
		rink_match *m = rink_match_load(path, &err);
		if (m)
			fail_msg("bad file %zu was accepted", i);
		if (!strstr(err.text, path) || !strstr(err.text, bad[i].expect))
			fail_msg("bad file %zu: message '%s' lacks '%s' or the path", i, err.text,
			         bad[i].expect);
		assert_null(strchr(err.text, '\n'));
	}
	unlink(path);
	assert_null(rink_match_load(tmp_path("missing.json"), &err));
	assert_int_equal(err.code, RINK_EIO);
}

static void test_failed_save_keeps_old_file(void **state)
{
	struct rink_error err;
	rink_match *m = played_match(50);
	const char *dir = tmp_path("ro-dir");
	char path[300];

	mkdir(dir, 0700);
	snprintf(path, sizeof(path), "%s/save.json", dir);
	write_file(path, "old contents\n");
	/* a save into a directory we cannot write fails and leaves the file */
	chmod(dir, 0500);
	if (access(dir, W_OK) == 0) {
		/* running as root: permissions do not stop us; use a path that
		 * cannot be created instead */
		snprintf(path, sizeof(path), "%s/no/such/dir/save.json", dir);
	}
	assert_int_not_equal(rink_match_save(m, path, &err), RINK_OK);
	assert_non_null(strstr(err.text, "save.json"));
	chmod(dir, 0700);
	snprintf(path, sizeof(path), "%s/save.json", dir);
	FILE *f = fopen(path, "r");
	char buf[64] = "";
	assert_non_null(f);
	assert_non_null(fgets(buf, sizeof(buf), f));
	fclose(f);
	assert_string_equal(buf, "old contents\n");
	unlink(path);
	rmdir(dir);
	rink_match_free(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_rng_same_seed_same_stream),
	        cmocka_unit_test(test_rng_known_values),
	        cmocka_unit_test(test_rng_below_is_uniform),
	        cmocka_unit_test(test_rng_shuffle_is_a_permutation),
	        cmocka_unit_test(test_seed_derive_spreads),
	        cmocka_unit_test(test_unknown_game_is_refused),
	        cmocka_unit_test(test_bad_parameters_are_refused),
	        cmocka_unit_test(test_canonical_parameters_list_every_default),
	        cmocka_unit_test(test_free_accepts_null),
	        cmocka_unit_test(test_game_reproduced_by_seed_and_actions),
	        cmocka_unit_test(test_reset_equals_a_new_state),
	        cmocka_unit_test(test_different_seeds_deal_differently),
	        cmocka_unit_test(test_checked_apply_refuses_and_keeps_state),
	        cmocka_unit_test(test_notation_round_trips_every_legal_action),
	        cmocka_unit_test(test_notation_refuses_what_it_would_misread),
	        cmocka_unit_test(test_sample_legal_is_always_legal),
	        cmocka_unit_test(test_every_refusal_says_why),
	        cmocka_unit_test(test_save_and_load_round_trip),
	        cmocka_unit_test(test_load_reads_a_save_with_a_byte_order_mark),
	        cmocka_unit_test(test_load_refuses_bad_files_with_place),
	        cmocka_unit_test(test_failed_save_keeps_old_file),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
