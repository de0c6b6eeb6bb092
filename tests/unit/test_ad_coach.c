/*
 * tests/unit/test_ad_coach.c: the Action Deck coach (bots/adcoach.c),
 * kinds "heuristic" and "hard" of game actiondeck: only legal moves over
 * many seeded games; pulls the goalie when trailing late (AD-PULL-01,
 * AD-GAP-32), never when not trailing, keeps him in when trailing early
 * and puts him back when the table says so; the pull=0 baseline never
 * pulls; shoot-out picks by the best chance (AD-SO-01, AD-SO-03); the
 * choice does not depend on the hidden deck order; the level map.
 */
#include <string.h>

#include "bots/adcoach_int.h"
#include "rink/actiondeck.h"
#include "rink/bot.h"
#include "rink/rng.h"
#include "testutil.h"

/* The default matchup (BOS at home, TOR away) with params. */
static rink_game *ad_game(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", params, &err);

	if (!g)
		fail_msg("actiondeck: %s", err.text);
	return g;
}

static rink_bot *bot(const rink_game *g, const char *kind, uint64_t seed)
{
	struct rink_error err;
	rink_bot *b = rink_bot_new(g, kind, seed, &err);

	if (!b)
		fail_msg("bot %s: %s", kind, err.text);
	return b;
}

/* A state at the pull offer of the trailing seat: trailing by d with
 * cards left in the 3rd period, a face-off pending in M (or the trailing
 * team with the puck in zone when zone >= 0). */
static rink_state *offer(const rink_game *g, uint64_t seed, int trail, int d, int cards, int zone)
{
	rink_state *s = rink_state_new(g, seed);
	int acts[8];

	assert_non_null(s);
	rink_ad_set_period(s, 3, 100 - cards);
	rink_ad_set_score(s, trail == 0 ? 0 : d, trail == 0 ? d : 0);
	rink_ad_set_pos(s, trail, zone >= 0 ? zone : RINK_AD_ZM, zone < 0, false);
	rink_state_apply_fast(s, 0, RINK_AD_ACT_NEXT, NULL);
	assert_int_equal(rink_state_to_move(s), 1u << trail);
	assert_int_equal(rink_state_legal(s, trail, acts, 8), 2);
	assert_int_equal(acts[0], RINK_AD_ACT_PULL);
	return s;
}

/* Counts of what the bots did in one game. */
struct tally {
	int pulls, keeps, backs, picks, decisions;
};

/* Plays one game with two bots through the checked apply, checking the
 * state after every move and that a pull comes only from a trailing
 * coach. */
static void play(const rink_game *g, uint64_t seed, rink_bot *b0, rink_bot *b1, struct tally *t)
{
	struct rink_error err;
	rink_state *s = rink_state_new(g, seed);
	rink_bot *b[2] = {b0, b1};

	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		int seat = (m & 1u) ? 0 : 1, a = rink_bot_act(b[seat], s, seat);
		const struct rink_ad_box *box = rink_ad_box(s);
		if (a == RINK_AD_ACT_PULL) {
			assert_true(box->score[seat] < box->score[1 - seat]); /* AD-PULL-01 */
			t->pulls++;
		}
		t->keeps += a == RINK_AD_ACT_KEEP;
		t->backs += a == RINK_AD_ACT_BACK;
		t->picks += a >= RINK_AD_ACT_PICK;
		t->decisions += a != RINK_AD_ACT_NEXT;
		if (rink_state_apply(s, seat, a, NULL, &err) != RINK_OK)
			fail_msg("bot %s, seed %llu: %s", rink_bot_kind(b[seat]),
			         (unsigned long long)seed, err.text);
		if (rink_state_check(s, &err) != RINK_OK)
			fail_msg("check: %s", err.text);
	}
	rink_state_free(s);
}

static void test_coach_plays_only_legal_moves(void **state)
{
	static const char *const params[] = {"tournament=true", "pull_deficit=2,pull_cards=30",
	                                     "regular_shootout=true,budget=all"};
	static const char *const kinds[][2] = {{"heuristic", "random"},
	                                       {"heuristic:pull=0", "heuristic"},
	                                       {"hard:pairs=8", "heuristic"},
	                                       {"random", "hard:pairs=8:pull=0"}};
	struct tally t = {0};

	(void)state;
	for (int p = 0; p < 3; p++) {
		rink_game *g = ad_game(params[p]);
		for (int k = 0; k < 4; k++)
			for (uint64_t seed = 0; seed < 60; seed++) {
				rink_bot *b0 = bot(g, kinds[k][seed & 1], seed);
				rink_bot *b1 = bot(g, kinds[k][!(seed & 1)], seed + 1000);
				play(g, seed, b0, b1, &t);
				rink_bot_free(b0);
				rink_bot_free(b1);
			}
		rink_game_free(g);
	}
	/* the games reached every kind of decision */
	assert_true(t.pulls > 0);
	assert_true(t.keeps > 0);
	assert_true(t.picks > 0);
}

static void test_AD_PULL_01_GAP_32_coach_pulls_when_trailing_late(void **state)
{
	rink_game *g = ad_game("pull_deficit=2");
	static const char *const kinds[] = {"heuristic", "hard"};

	(void)state;
	for (int k = 0; k < 2; k++)
		for (int trail = 0; trail < 2; trail++)
			for (int d = 1; d <= 2; d++) {
				rink_state *s = offer(g, 7, trail, d, 5, -1);
				rink_bot *b = bot(g, kinds[k], 3);
				assert_int_equal(rink_bot_act(b, s, trail), RINK_AD_ACT_PULL);
				rink_bot_free(b);
				rink_state_free(s);
			}
	rink_game_free(g);
}

/* The hard coach's worlds rebuild every decision of real games, whatever
 * the parameters (a pause after every sequence, every draw from the deck,
 * a two-goal window) and the position (penalties, face-offs). */
static void test_coach_worlds_rebuild_every_decision(void **state)
{
	static const char *const params[] = {"stop=sequence", "budget=all,pull_deficit=2",
	                                     "pull_cards=40,minor_cards=0"};
	int decisions = 0, with_penalty = 0, at_faceoff = 0;

	(void)state;
	for (int p = 0; p < 3; p++) {
		rink_game *g = ad_game(params[p]);
		rink_bot *b = bot(g, "heuristic", 1);
		for (uint64_t seed = 0; seed < 150; seed++) {
			rink_state *s = rink_state_new(g, seed);
			for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
				int seat = (m & 1u) ? 0 : 1;
				if (rink_state_is_legal(s, seat, RINK_AD_ACT_KEEP)) {
					struct rink_ad_pos pos;
					bool ok;
					rink_ad_get_pos(s, &pos);
					(void)rink__ad_pull_gain(s, seat, 2, seed,
					                         &rink__ad_policy_default, NULL,
					                         &ok);
					assert_true(ok);
					decisions++;
					with_penalty += pos.npen > 0;
					at_faceoff += pos.faceoff;
				}
				rink_state_apply_fast(s, seat, rink_bot_act(b, s, seat), NULL);
			}
			rink_state_free(s);
		}
		rink_bot_free(b);
		rink_game_free(g);
	}
	assert_true(decisions > 50);
	assert_true(with_penalty > 0);
	assert_true(at_faceoff > 0);
}

static void test_AD_GAP_32_coach_keeps_goalie_when_trailing_early(void **state)
{
	rink_game *g = ad_game("pull_cards=100");
	static const char *const kinds[] = {"heuristic", "hard"};

	(void)state;
	for (int k = 0; k < 2; k++)
		for (int trail = 0; trail < 2; trail++) {
			rink_state *s = offer(g, 9, trail, 1, 80, -1);
			rink_bot *b = bot(g, kinds[k], 4);
			assert_int_equal(rink_bot_act(b, s, trail), RINK_AD_ACT_KEEP);
			rink_bot_free(b);
			rink_state_free(s);
		}
	rink_game_free(g);
}

static void test_coach_never_pulls_when_not_trailing(void **state)
{
	rink_game *g = ad_game("pull_cards=100");

	(void)state;
	for (uint64_t seed = 0; seed < 20; seed++) {
		rink_state *s = offer(g, seed, 0, 1, 3, -1);
		/* the leader (and a tied coach) never wants the goalie out */
		assert_false(rink__ad_policy_out(&rink__ad_policy_default, s, 1));
		rink_ad_set_score(s, 2, 2);
		assert_false(rink__ad_policy_out(&rink__ad_policy_default, s, 0));
		assert_false(rink__ad_policy_out(&rink__ad_policy_default, s, 1));
		rink_state_free(s);
	}
	rink_game_free(g);
}

static void test_AD_GAP_32_coach_puts_goalie_back_when_early(void **state)
{
	rink_game *g = ad_game("pull_cards=100");
	struct rink_error err;
	int backs = 0, most = 0;

	(void)state;
	for (int sit = 0; sit < AD_SIT_N; sit++)
		for (int str = 0; str < AD_STR_N; str++)
			if (rink__ad_policy_default.cards[0][sit][str] > most)
				most = rink__ad_policy_default.cards[0][sit][str];
	for (uint64_t seed = 0; seed < 40; seed++) {
		rink_state *s = offer(g, seed, 0, 1, 70, -1);
		rink_bot *b = bot(g, "heuristic", seed);
		/* pulled far too early by hand: at his next face-off the coach
		 * puts the goalie back */
		assert_int_equal(rink_state_apply(s, 0, RINK_AD_ACT_PULL, NULL, &err), RINK_OK);
		if (rink_state_to_move(s) == 1u && rink_state_is_legal(s, 0, RINK_AD_ACT_BACK)) {
			struct rink_ad_pos p;
			rink_ad_get_pos(s, &p);
			if (p.cards_left > most) {
				assert_int_equal(rink_bot_act(b, s, 0), RINK_AD_ACT_BACK);
				backs++;
			}
		}
		rink_bot_free(b);
		rink_state_free(s);
	}
	assert_true(backs > 0);
	rink_game_free(g);
}

static void test_coach_baseline_never_pulls(void **state)
{
	rink_game *g = ad_game("pull_deficit=2");
	static const char *const kinds[] = {"heuristic:pull=0", "hard:pull=0"};
	struct tally t = {0};

	(void)state;
	for (int k = 0; k < 2; k++) {
		rink_state *s = offer(g, 1, 0, 1, 3, RINK_AD_ZA);
		rink_bot *b = bot(g, kinds[k], 5);
		assert_int_equal(rink_bot_act(b, s, 0), RINK_AD_ACT_KEEP);
		rink_state_free(s);
		for (uint64_t seed = 0; seed < 300; seed++)
			play(g, seed, b, b, &t);
		rink_bot_free(b);
	}
	assert_int_equal(t.pulls, 0);
	assert_true(t.keeps > 0);
	rink_game_free(g);
}

/* AD-SO-01, AD-SO-03: the three eligible players with the best PCT. */
static void test_AD_SO_01_03_coach_picks_best_shooters(void **state)
{
	rink_game *g = ad_game("tournament=true");

	(void)state;
	for (int seat = 0; seat < 2; seat++) {
		const struct rink_ad_team *t = rink_ad_game_team(g, seat);
		rink_state *s = rink_state_new(g, 11);
		rink_bot *b = bot(g, "heuristic", 6);
		int last = 101;
		/* tied at the end of overtime: the shoot-out picks */
		rink_ad_set_period(s, 4, 25);
		rink_ad_set_score(s, 2, 2);
		rink_ad_set_pos(s, 0, RINK_AD_ZM, false, false);
		rink_state_apply_fast(s, 0, RINK_AD_ACT_NEXT, NULL);
		if (seat == 1) /* the home coach draws all three at once */
			rink_state_apply_fast(s, 0, RINK_AD_ACT_DRAW, NULL);
		assert_int_equal(rink_state_to_move(s), 1u << seat);
		for (int k = 0; k < 3; k++) {
			int a = rink_bot_act(b, s, seat), i = a - RINK_AD_ACT_PICK, better = 0;
			assert_true(a >= RINK_AD_ACT_PICK && rink_state_is_legal(s, seat, a));
			for (int j = 0; j < t->n; j++)
				better += rink_state_is_legal(s, seat, RINK_AD_ACT_PICK + j) &&
				          t->p[j].pct > t->p[i].pct;
			assert_int_equal(better, 0);
			assert_true(t->p[i].pct <= last);
			last = t->p[i].pct;
			rink_state_apply_fast(s, seat, a, NULL);
			if (k < 2) /* the same seat picks its next shooter */
				assert_int_equal(rink_state_to_move(s), 1u << seat);
		}
		rink_bot_free(b);
		rink_state_free(s);
	}
	rink_game_free(g);
}

/* Deals the unseen part anew through the public helpers: every card still
 * in the deck (and in the numbers deck) moved to the top in a random
 * order; cards already drawn are refused and stay where they are. */
static void reorder_hidden(rink_state *s, uint64_t seed)
{
	struct rink_rng rng;
	uint8_t order[100];

	rink_rng_seed(&rng, seed);
	for (int i = 0; i < 100; i++)
		order[i] = (uint8_t)(i + 1);
	rink_rng_shuffle_u8(&rng, order, 100);
	for (int i = 0; i < 100; i++) {
		(void)rink_ad_stack(s, &order[i], 1);
		(void)rink_ad_stack_numbers(s, &order[99 - i], 1);
	}
}

static void test_coach_choice_ignores_hidden_deck_order(void **state)
{
	rink_game *g = ad_game("tournament=true,pull_cards=40,pull_deficit=2");
	static const char *const kinds[] = {"heuristic", "hard:pairs=40"};
	int checked = 0, pulls = 0;

	(void)state;
	for (uint64_t seed = 0; seed < 400 && checked < 40; seed++) {
		rink_state *s = rink_state_new(g, seed);
		rink_bot *play_bot = bot(g, "heuristic", seed);
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
			int seat = (m & 1u) ? 0 : 1;
			if (rink_state_is_legal(s, seat, RINK_AD_ACT_KEEP) ||
			    rink_state_is_legal(s, seat, RINK_AD_ACT_DRAW)) {
				rink_state *alt = rink_state_clone(s);
				reorder_hidden(alt, seed + 77);
				assert_false(rink_state_equal(s, alt));
				for (int k = 0; k < 2; k++) {
					rink_bot *x = bot(g, kinds[k], seed),
					         *y = bot(g, kinds[k], seed);
					int a = rink_bot_act(x, s, seat);
					assert_int_equal(a, rink_bot_act(y, alt, seat));
					pulls += a == RINK_AD_ACT_PULL;
					rink_bot_free(x);
					rink_bot_free(y);
				}
				rink_state_free(alt);
				checked++;
			}
			rink_state_apply_fast(s, seat, rink_bot_act(play_bot, s, seat), NULL);
		}
		rink_bot_free(play_bot);
		rink_state_free(s);
	}
	assert_true(checked >= 40);
	assert_true(pulls > 0);
	rink_game_free(g);
}

static void test_coach_options_and_levels(void **state)
{
	rink_game *g = ad_game(NULL);
	struct rink_error err;

	(void)state;
	assert_null(rink_bot_new(g, "heuristic:pull=2", 1, &err));
	assert_non_null(strstr(err.text, "pull=0|1"));
	assert_null(rink_bot_new(g, "hard:pairs=-1", 1, &err));
	assert_null(rink_bot_new(g, "heuristic:genius=1", 1, &err));
	assert_string_equal(rink_bot_level(g, "easy"), "random");
	assert_string_equal(rink_bot_level(g, "medium"), "heuristic");
	assert_string_equal(rink_bot_level(g, "hard"), "hard");
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_coach_plays_only_legal_moves),
	        cmocka_unit_test(test_AD_PULL_01_GAP_32_coach_pulls_when_trailing_late),
	        cmocka_unit_test(test_coach_worlds_rebuild_every_decision),
	        cmocka_unit_test(test_AD_GAP_32_coach_keeps_goalie_when_trailing_early),
	        cmocka_unit_test(test_coach_never_pulls_when_not_trailing),
	        cmocka_unit_test(test_AD_GAP_32_coach_puts_goalie_back_when_early),
	        cmocka_unit_test(test_coach_baseline_never_pulls),
	        cmocka_unit_test(test_AD_SO_01_03_coach_picks_best_shooters),
	        cmocka_unit_test(test_coach_choice_ignores_hidden_deck_order),
	        cmocka_unit_test(test_coach_options_and_levels),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
