/*
 * tests/unit/test_ts_bot.c: the Trick Shot heuristic bot plays legal moves,
 * scores goals, and beats the random bot; bots are reproducible. The hard
 * bot (a search of its own turn) plays only legal moves in every rule set,
 * decides on its seat's view alone, is the "hard" level, and wins; the
 * action decoder it reads actions with agrees with the notation.
 */
#include <jansson.h>
#include <string.h>

#include "ts_util.h"

#include "rink/bot.h"
#include "rink/rng.h"

/* Plays one game between kinds[0] (seat 1, Red) and kinds[1]; returns the
 * winner (0, 1, 2 draw) and adds the goals of each team. */
static int duel(const rink_game *g, const char *kinds[2], uint64_t seed, int goals[2])
{
	struct rink_error err;
	rink_state *s = rink_state_new(g, seed);
	rink_bot *b[2];
	int steps = 0;

	for (int i = 0; i < 2; i++) {
		b[i] = rink_bot_new(g, kinds[i], seed * 2 + (uint64_t)i, &err);
		if (!b[i])
			fail_msg("%s", err.text);
	}
	while (!rink_state_is_over(s)) {
		int seat = ts_seat(s), a = rink_bot_act(b[seat], s, seat);
		if (rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
			fail_msg("%s bot: %s", kinds[seat], err.text);
		assert_true(++steps < 100000);
	}
	struct rink_ts_view v = ts_view(s);
	goals[0] += v.score[0];
	goals[1] += v.score[1];
	rink_bot_free(b[0]);
	rink_bot_free(b[1]);
	rink_state_free(s);
	return v.winner;
}

static void test_heuristic_beats_random(void **state)
{
	rink_game *g = ts_game("");
	const char *hr[2] = {"heuristic", "random"}, *rh[2] = {"random", "heuristic"};
	int wins_h = 0, wins_r = 0, goals[2] = {0, 0}, goals2[2] = {0, 0};

	(void)state;
	for (uint64_t seed = 1; seed <= 15; seed++) {
		int w = duel(g, hr, seed, goals);
		wins_h += w == 0;
		wins_r += w == 1;
		w = duel(g, rh, seed + 100, goals2);
		wins_h += w == 1;
		wins_r += w == 0;
	}
	print_message("heuristic %d wins, random %d; goals %d:%d and %d:%d\n", wins_h, wins_r,
	              goals[0], goals[1], goals2[0], goals2[1]);
	assert_true(wins_h >= 20 && wins_h > 4 * wins_r);
	assert_true(goals[0] + goals2[1] > 3 * (goals[1] + goals2[0]));
	rink_game_free(g);
}

static void test_heuristic_advanced_and_teams(void **state)
{
	rink_game *g = ts_game("advanced=1,lines=1,players=4,friendly=1");
	const char *hh[4] = {"heuristic", "heuristic", "heuristic", "heuristic"};
	struct rink_error err;
	rink_bot *b[4];
	rink_state *s = rink_state_new(g, 5);

	(void)state;
	for (int i = 0; i < 4; i++)
		b[i] = rink_bot_new(g, hh[i], (uint64_t)i, &err);
	while (!rink_state_is_over(s)) {
		int seat = ts_seat(s), a = rink_bot_act(b[seat], s, seat);
		assert_int_equal(rink_state_apply(s, seat, a, NULL, &err), RINK_OK);
		assert_int_equal(rink_state_check(s, &err), RINK_OK);
	}
	for (int i = 0; i < 4; i++)
		rink_bot_free(b[i]);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_bots_reproducible(void **state)
{
	rink_game *g = ts_game("friendly=1");
	const char *hh[2] = {"heuristic", "heuristic"};
	int a[2] = {0, 0}, b[2] = {0, 0};

	(void)state;
	int w1 = duel(g, hh, 9, a), w2 = duel(g, hh, 9, b);
	assert_int_equal(w1, w2);
	assert_memory_equal(a, b, sizeof(a));
	rink_game_free(g);
}

/* Plays a game of g between bots of kinds (one a seat, as many as seats)
 * through the checked apply, the state checked after every action;
 * returns the winner (0, 1, 2 draw). */
static int play_checked(const rink_game *g, const char *const *kinds, uint64_t seed)
{
	struct rink_error err;
	rink_state *s = rink_state_new(g, seed);
	rink_bot *b[4];
	int n = rink_game_num_seats(g), steps = 0;

	for (int i = 0; i < n; i++) {
		b[i] = rink_bot_new(g, kinds[i], seed * 4 + (uint64_t)i, &err);
		if (!b[i])
			fail_msg("%s: %s", kinds[i], err.text);
	}
	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		/* a Line card at a period start: every seat in the mask */
		for (; m; m &= m - 1) {
			int seat = __builtin_ctz(m), a = rink_bot_act(b[seat], s, seat);
			if (rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
				fail_msg("%s bot, seed %llu: %s", kinds[seat],
				         (unsigned long long)seed, err.text);
			if (rink_state_check(s, &err) != RINK_OK)
				fail_msg("after the %s bot's action: %s", kinds[seat], err.text);
		}
		assert_true(++steps < 100000);
	}
	int w = ts_view(s).winner;
	for (int i = 0; i < n; i++)
		rink_bot_free(b[i]);
	rink_state_free(s);
	return w;
}

/* The hard bot plays only legal moves in every rule set, and wins: full
 * games against the heuristic (seats swapped), then a friendly game in
 * each other rule set. (The arena measures the strength
 * properly: docs/rules/trickshot.md.) */
static void test_hard_plays_legally_and_wins(void **state)
{
	static const struct {
		const char *params;
		const char *kinds[4];
	} games[] = {
	        {"", {"hard", "heuristic"}},
	        {"", {"heuristic", "hard"}},
	        {"friendly=1", {"random", "hard"}},
	        {"advanced=1,lines=1,friendly=1", {"hard", "heuristic"}},
	        {"advanced=1,lines=1,friendly=1,home=blue,arena_red=7,arena_blue=19",
	         {"random", "hard:depth=2"}},
	        {"players=4,advanced=1,lines=1,friendly=1",
	         {"hard:depth=2", "heuristic", "random", "hard:depth=2"}},
	        {"players=3,friendly=1,advanced=1,catch_reset=own,extra_dice=once",
	         {"heuristic", "hard:depth=2", "hard:depth=1"}},
	        {"friendly=1,advanced=1", {"hard:depth=1", "hard:depth=4:top=2"}},
	};
	int wins = 0, losses = 0;

	(void)state;
	for (int i = 0; i < (int)(sizeof(games) / sizeof(games[0])); i++) {
		rink_game *g = ts_game(games[i].params);
		int w = play_checked(g, games[i].kinds, 131 + (uint64_t)i);
		if (i < 2) {
			int hard = strcmp(games[i].kinds[0], "hard") == 0 ? 0 : 1;
			wins += w == hard;
			losses += w == 1 - hard;
		}
		rink_game_free(g);
	}
	print_message("hard bot: %d wins and %d losses in 2 full games\n", wins, losses);
	assert_true(wins >= 1 && losses == 0);
	{
		rink_game *g = ts_game("");
		assert_string_equal(rink_bot_level(g, "hard"), "hard");
		assert_string_equal(rink_bot_level(g, "medium"), "heuristic");
		rink_game_free(g);
	}
}

/* The hard bot decides on its seat's view alone: in a world where what
 * the seat cannot see is different (the dice to come, dice a test queued,
 * the other team's Line cards in hand, a card chosen face down), it makes
 * the same choice. Positions come from games between heuristic bots, so
 * they look like play; every kind of decision is met. */
static void test_hard_reads_only_its_view(void **state)
{
	static const char *const params[] = {"", "advanced=1,lines=1,friendly=1",
	                                     "players=4,advanced=1,lines=1,friendly=1"};
	static const char *const forced = "FFRBFB--FFRRBBFF";
	struct rink_rng play, other;
	struct rink_error err;
	int phases[5] = {0, 0, 0, 0, 0};

	(void)state;
	rink_rng_seed(&play, 5);
	rink_rng_seed(&other, 6);
	for (int p = 0; p < 3; p++) {
		rink_game *g = ts_game(params[p]);
		int n = rink_game_num_seats(g);
		for (uint64_t seed = 0; seed < (p ? 2 : 1); seed++) {
			rink_state *s = rink_state_new(g, 900 + seed);
			rink_bot *h[4];
			for (int i = 0; i < n; i++)
				h[i] = rink_bot_new(g, "heuristic", seed * 4 + (uint64_t)i, &err);
			for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
				int seat = __builtin_ctz(m);
				if (rink_rng_below(&play, 5) == 0) {
					rink_state *t = rink_state_clone(s);
					assert_int_equal(rink_state_resample(t, seat, &other),
					                 RINK_OK);
					assert_int_equal(rink_ts_force_dice(t, forced, &err),
					                 RINK_OK);
					assert_false(rink_state_equal(s, t));
					json_t *vs = rink_state_view_json(s, seat);
					json_t *vt = rink_state_view_json(t, seat);
					assert_true(json_equal(vs, vt));
					json_decref(vs);
					json_decref(vt);
					rink_bot *a = rink_bot_new(g, "hard", 7, &err);
					rink_bot *b = rink_bot_new(g, "hard", 7, &err);
					assert_non_null(a);
					assert_int_equal(rink_bot_act(a, s, seat),
					                 rink_bot_act(b, t, seat));
					phases[ts_view(s).phase]++;
					rink_bot_free(a);
					rink_bot_free(b);
					rink_state_free(t);
				}
				rink_state_apply_fast(s, seat, rink_bot_act(h[seat], s, seat),
				                      NULL);
			}
			for (int i = 0; i < n; i++)
				rink_bot_free(h[i]);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	print_message("hard bot, same choice in another world: %d turn, %d re-roll, %d reaction, "
	              "%d Line card decisions\n",
	              phases[RINK_TS_PH_ACTION], phases[RINK_TS_PH_REROLL],
	              phases[RINK_TS_PH_REACTION], phases[RINK_TS_PH_LINES]);
	assert_true(phases[RINK_TS_PH_ACTION] > 30 && phases[RINK_TS_PH_REROLL] > 10 &&
	            phases[RINK_TS_PH_REACTION] > 10 && phases[RINK_TS_PH_LINES] > 0);
}

/* rink_ts_action_decode, which bots read actions with, says what the
 * notation says: every legal action of random positions in every rule set,
 * its text rebuilt from the decoded fields. */
static void test_action_decode_matches_notation(void **state)
{
	static const char *const params[] = {"", "advanced=1,lines=1",
	                                     "players=4,advanced=1,lines=1,friendly=1"};
	static const char *const kinds[] = {"move", "pass", "shoot", "poke", "hit"};
	struct rink_rng r;
	struct rink_ts_action a;
	int acts[RINK_MAX_ACTIONS], seen[7] = {0, 0, 0, 0, 0, 0, 0};

	(void)state;
	rink_rng_seed(&r, 11);
	for (int p = 0; p < 3; p++) {
		rink_game *g = ts_game(params[p]);
		rink_state *s = rink_state_new(g, 40 + (uint64_t)p);
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
			int seat = __builtin_ctz(m),
			    n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
			int team = ts_view(s).team;
			for (int i = 0; i < n; i++) {
				char text[64], want[64], sq[8], push[8];
				rink_action_text(s, seat, acts[i], text, sizeof(text));
				assert_int_equal(rink_ts_action_decode(s, acts[i], &a), RINK_OK);
				seen[a.decision]++;
				rink_ts_square_name(g, a.sq, sq, sizeof(sq));
				rink_ts_square_name(g, a.push, push, sizeof(push));
				const char *role = rink_ts_role_name(a.piece % RINK_TS_ROLES);
				switch (a.decision) {
				case RINK_TS_D_ACTIVATE:
					assert_int_equal(a.piece / RINK_TS_ROLES, team);
					if (a.kind == RINK_TS_SHOOT || a.kind == RINK_TS_POKE)
						snprintf(want, sizeof(want), "%s %s", role,
						         kinds[a.kind]);
					else if (a.kind == RINK_TS_HIT && a.push != RINK_TS_NONE)
						snprintf(want, sizeof(want), "%s hit %s push %s",
						         role, sq, push);
					else
						snprintf(want, sizeof(want), "%s %s %s", role,
						         kinds[a.kind], sq);
					break;
				case RINK_TS_D_CHANGE:
					/* change [N] [pull SQ]: N names a card, not a slot */
					assert_true(strncmp(text, "change", 6) == 0);
					assert_true((a.slot >= 0) ==
					            (strstr(params[p], "lines") != NULL));
					assert_true((strstr(text, " pull ") != NULL) ==
					            (a.sq != RINK_TS_NONE));
					snprintf(want, sizeof(want), "%s", text);
					if (a.sq != RINK_TS_NONE)
						snprintf(want + strlen(text) - strlen(sq),
						         sizeof(want) - strlen(text) + strlen(sq),
						         "%s", sq);
					break;
				case RINK_TS_D_LINE:
					assert_true(a.slot >= 0 && strncmp(text, "line ", 5) == 0);
					snprintf(want, sizeof(want), "%s", text);
					break;
				case RINK_TS_D_REACT:
					assert_int_equal(a.piece / RINK_TS_ROLES, 1 - team);
					snprintf(want, sizeof(want), "react %s %s", role, sq);
					break;
				default:
					snprintf(want, sizeof(want), "%s",
					         a.decision == RINK_TS_D_REROLL ? "reroll"
					         : a.decision == RINK_TS_D_KEEP ? "keep"
					                                        : "no-react");
				}
				assert_string_equal(text, want);
			}
			rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &r), NULL);
		}
		rink_state_free(s);
		rink_game_free(g);
	}
	for (int d = 0; d < 7; d++)
		assert_true(seen[d] > 0);
	{
		rink_game *g = ts_game("");
		rink_state *s = rink_state_new(g, 1);
		assert_int_equal(rink_ts_action_decode(s, -1, &a), RINK_EINVAL);
		assert_int_equal(rink_ts_action_decode(s, 1 << 20, &a), RINK_EINVAL);
		rink_state_free(s);
		rink_game_free(g);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_heuristic_beats_random),
	        cmocka_unit_test(test_heuristic_advanced_and_teams),
	        cmocka_unit_test(test_bots_reproducible),
	        cmocka_unit_test(test_hard_plays_legally_and_wins),
	        cmocka_unit_test(test_hard_reads_only_its_view),
	        cmocka_unit_test(test_action_decode_matches_notation),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
