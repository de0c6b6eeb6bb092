/*
 * tests/unit/test_pp_resample.c: Power Play's resample (deal anew what a
 * seat cannot see) keeps everything the seat can see and the rules'
 * invariants, changes the hidden part, and lets IS-MCTS ("hard") search
 * Power Play without reading another manager's cards.
 */
#include "pp_testutil.h"

#include "rink/bot.h"

static void play_random(rink_state *s, int steps, struct rink_rng *r)
{
	for (int k = 0; k < steps && rink_state_to_move(s); k++) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, r), NULL);
	}
}

/* Plays on until a round has exactly one card down; false if none came. */
static bool to_one_card_down(rink_state *s, struct rink_rng *r)
{
	for (int k = 0; k < 5000 && rink_state_to_move(s); k++) {
		struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
		if (v.phase == RINK_PP_ROUND && v.chosen[0] != v.chosen[1])
			return true;
		play_random(s, 1, r);
	}
	return false;
}

static unsigned phases_seen; /* bit p: a position in phase p was resampled */

/* Plays on until a phase in mask (bit per phase); false if none came. */
static bool to_phase(rink_state *s, unsigned mask, struct rink_rng *r)
{
	for (int k = 0; k < 20000 && rink_state_to_move(s); k++) {
		if (mask >> pp_view(s, RINK_SPECTATOR).phase & 1)
			return true;
		play_random(s, 1, r);
	}
	return false;
}

/* Every seat's resample of s: checked, the same view and moves, a change;
 * then the resampled world plays on to a champion. Returns worlds checked. */
static int check_all_seats(const rink_state *s, struct rink_rng *deal, uint64_t seed)
{
	const rink_game *g = rink_state_game(s);
	int checked = 0;

	phases_seen |= 1u << pp_view(s, RINK_SPECTATOR).phase;

	for (int seat = 0; seat < rink_game_num_seats(g); seat++) {
		rink_state *t = rink_state_clone(s);
		struct rink_error err;
		int a[RINK_MAX_ACTIONS], b[RINK_MAX_ACTIONS];
		assert_int_equal(rink_state_resample(t, seat, deal), RINK_OK);
		if (rink_state_check(t, &err) != RINK_OK)
			fail_msg("after a resample for seat %d: %s", seat + 1, err.text);
		json_t *va = rink_state_view_json(s, seat);
		json_t *vb = rink_state_view_json(t, seat);
		if (!json_equal(va, vb)) {
			char *x = json_dumps(va, JSON_COMPACT), *y = json_dumps(vb, JSON_COMPACT);
			fail_msg("seat %d's view changed:\n%s\n%s", seat + 1, x, y);
		}
		json_decref(va);
		json_decref(vb);
		int na = rink_state_legal(s, seat, a, RINK_MAX_ACTIONS);
		int nb = rink_state_legal(t, seat, b, RINK_MAX_ACTIONS);
		assert_int_equal(na, nb);
		assert_memory_equal(a, b, sizeof(int) * (size_t)na);
		assert_false(rink_state_equal(s, t));
		struct rink_rng r2;
		rink_rng_seed(&r2, seed);
		play_random(t, 200000, &r2);
		assert_true(rink_state_is_over(t));
		assert_int_equal(rink_state_check(t, &err), RINK_OK);
		rink_state_free(t);
		checked++;
	}
	return checked;
}

static void test_pp_resample_keeps_the_view_and_changes_the_rest(void **state)
{
	static const char *const params[] = {"managers=2",
	                                     "managers=4",
	                                     "managers=10",
	                                     "managers=3,lineup=fixed",
	                                     "team_variant=1,managers=4",
	                                     "team_variant=1,managers=7,substitute=choose",
	                                     "managers=5,postseason=turns,ending=short"};
	struct rink_rng play, deal;
	const unsigned rare = 1u << RINK_PP_GIVE | 1u << RINK_PP_RUMP | 1u << RINK_PP_BULLY |
	                      1u << RINK_PP_JUDGE | 1u << RINK_PP_SUB;
	int checked = 0, one_down = 0;

	rink_rng_seed(&play, 5);
	rink_rng_seed(&deal, 6);
	for (size_t p = 0; p < sizeof(params) / sizeof(params[0]); p++) {
		rink_game *g = pp_new(params[p]);
		for (uint64_t seed = 0; seed < 6; seed++) {
			rink_state *s = rink_state_new(g, seed);
			play_random(s, (int)rink_rng_below(&play, seed == 0 ? 20 : 1500), &play);
			checked += check_all_seats(s, &deal, seed);
			if (to_one_card_down(s, &play)) {
				checked += check_all_seats(s, &deal, seed);
				one_down++;
			}
			/* the rarer moments: a trade, the special players' choices */
			for (int k = 0; k < 3; k++)
				if (to_phase(s, rare, &play))
					checked += check_all_seats(s, &deal, seed);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	assert_int_equal(phases_seen & rare, rare);
	assert_true(one_down >= 20);
	assert_true(checked > 200);
}

/* The card the other side handed in is dealt anew (resampled for the seat
 * still to play); the card a seat handed in itself is kept. */
static int revealed_cards(const rink_state *s, int seat, int other, struct rink_rng *deal,
                          uint8_t *seen)
{
	int acts[RINK_MAX_ACTIONS], distinct = 0;
	struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
	int side = v.home == other ? 0 : 1;

	memset(seen, 0, RINK_PP_CARDS);
	for (int k = 0; k < 30; k++) {
		rink_state *t = rink_state_clone(s);
		struct rink_events ev = {0};
		const struct rink_event *e, *r;
		int c = -1;
		assert_int_equal(rink_state_resample(t, seat, deal), RINK_OK);
		/* the player's first card in this world (his own when seat) */
		assert_true(rink_state_legal(t, 1 - other, acts, RINK_MAX_ACTIONS) > 0);
		rink_state_apply_fast(t, 1 - other, acts[0], &ev);
		e = pp_last(&ev, RINK_PP_EV_FACEOFF);
		/* the card first revealed: the one withdrawn if it was switched */
		r = pp_last(&ev, RINK_PP_EV_RUMP);
		if (r && r->arg[0] == other)
			c = r->arg[1];
		else if (e)
			c = e->arg[side == 0 ? 1 : 2];
		if (c >= 0) {
			distinct += !seen[c];
			seen[c] = 1;
		}
		rink_events_free(&ev);
		rink_state_free(t);
	}
	return distinct;
}

static void test_pp_resample_hides_a_card_handed_in(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_rng r, deal;
	uint8_t seen[RINK_PP_CARDS];
	int tried = 0;

	rink_rng_seed(&r, 11);
	rink_rng_seed(&deal, 12);
	for (uint64_t seed = 0; seed < 6; seed++) {
		rink_state *s = rink_state_new(g, seed);
		if (!to_one_card_down(s, &r)) {
			rink_state_free(s);
			continue;
		}
		struct rink_pp_view v = pp_view(s, RINK_SPECTATOR);
		int down = v.chosen[0] ? v.home : v.away; /* handed in */
		if (v.round >= 4) {                       /* too few cards left to vary */
			rink_state_free(s);
			continue;
		}
		assert_true(revealed_cards(s, 1 - down, down, &deal, seen) >= 2);
		assert_int_equal(revealed_cards(s, down, down, &deal, seen), 1);
		tried++;
		rink_state_free(s);
	}
	assert_true(tried >= 2);
	rink_state *s = rink_state_new(g, 1);
	assert_int_equal(rink_state_resample(s, 7, &deal), RINK_EINVAL);
	rink_state_free(s);
	rink_game_free(g);
}

/* IS-MCTS with a fixed seed chooses the same when another manager's hidden
 * cards are changed: it searches resampled worlds, never the real one. */
static void test_pp_ismcts_reads_only_its_view(void **state)
{
	static const char *const kinds[] = {"ismcts:iters=60", "hard:iters=60"};
	rink_game *g = pp_new("managers=4,first=1");
	struct rink_rng r;
	int checked = 0;

	rink_rng_seed(&r, 3);
	for (uint64_t seed = 0; seed < 8; seed++) {
		rink_state *s = pp_after_setup(g, seed);
		/* on at random to seat 0's turn */
		for (int k = 0, stop = (int)rink_rng_below(&r, 80);
		     k < stop || !(rink_state_to_move(s) & 1); k++) {
			if (!rink_state_to_move(s))
				break;
			play_random(s, 1, &r);
		}
		struct rink_pp_view v = pp_view(s, 0);
		if (!(rink_state_to_move(s) & 1) || v.phase != RINK_PP_TURN) {
			rink_state_free(s);
			continue;
		}
		/* seat 1 gets other cards: the tops of the piles */
		rink_state *t = rink_state_clone(s);
		struct rink_pp_view v1 = pp_view(t, 1);
		uint8_t pile[3][36], team[6];
		int next[3] = {0, 0, 0};
		for (int ty = 0; ty < 3; ty++)
			rink_pp_pile(t, ty, pile[ty]);
		for (int i = 0; i < 6; i++) {
			struct rink_pp_card c;
			rink_pp_card(g, v1.team[i], &c);
			team[i] = pile[c.type][next[c.type]++];
		}
		assert_int_equal(rink_pp_set_team(t, 1, team, NULL), RINK_OK);
		assert_false(rink_state_equal(s, t));
		json_t *va = rink_state_view_json(s, 0), *vb = rink_state_view_json(t, 0);
		assert_true(json_equal(va, vb));
		json_decref(va);
		json_decref(vb);
		for (int k = 0; k < 2; k++) {
			rink_bot *a = rink_bot_new(g, kinds[k], seed, NULL);
			rink_bot *b = rink_bot_new(g, kinds[k], seed, NULL);
			assert_non_null(a);
			assert_int_equal(rink_bot_act(a, s, 0), rink_bot_act(b, t, 0));
			rink_bot_free(a);
			rink_bot_free(b);
		}
		checked++;
		rink_state_free(t);
		rink_state_free(s);
	}
	assert_true(checked >= 4);
	rink_game_free(g);
}

/* hard and ismcts play whole short seasons legally, every variant. */
static void test_pp_search_bots_play_only_legal_moves(void **state)
{
	static const char *const params[] = {"managers=3,ending=short",
	                                     "managers=2,ending=short,lineup=fixed",
	                                     "team_variant=1,managers=3,ending=short"};
	struct rink_error err;

	for (size_t p = 0; p < sizeof(params) / sizeof(params[0]); p++) {
		rink_game *g = pp_new(params[p]);
		rink_state *s = rink_state_new(g, p + 1);
		rink_bot *bots[3];
		int steps = 0;
		for (int m = 0; m < rink_game_num_seats(g); m++) {
			bots[m] = rink_bot_new(g, m % 2 ? "hard:iters=30" : "ismcts:iters=30",
			                       (uint64_t)m, &err);
			assert_non_null(bots[m]);
		}
		while (!rink_state_is_over(s)) {
			int seat = __builtin_ctz(rink_state_to_move(s));
			int a = rink_bot_act(bots[seat], s, seat);
			assert_true(rink_state_is_legal(s, seat, a));
			rink_state_apply_fast(s, seat, a, NULL);
			assert_true(++steps < 20000);
		}
		assert_int_equal(rink_state_check(s, &err), RINK_OK);
		for (int m = 0; m < rink_game_num_seats(g); m++)
			rink_bot_free(bots[m]);
		rink_state_free(s);
		rink_game_free(g);
	}
}

static void test_pp_hard_level_exists(void **state)
{
	rink_game *g = pp_new("managers=4");
	struct rink_error err;
	rink_bot *b = rink_bot_new(g, "hard", 1, &err);

	assert_true(rink_game_can_resample(g));
	assert_non_null(b);
	rink_bot_free(b);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_pp_resample_keeps_the_view_and_changes_the_rest),
	        cmocka_unit_test(test_pp_resample_hides_a_card_handed_in),
	        cmocka_unit_test(test_pp_ismcts_reads_only_its_view),
	        cmocka_unit_test(test_pp_search_bots_play_only_legal_moves),
	        cmocka_unit_test(test_pp_hard_level_exists),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
