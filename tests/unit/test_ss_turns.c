/*
 * tests/unit/test_ss_turns.c: Slapshot rule tests, Turns, Trade and Draft
 * (checklist SS-TURN-*, SS-TRADE-*, SS-DRAFT-*, SS-GAP-02, 04, 05, 06).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "testutil.h"

/* Two ordinary teams, no bruisers, for positions that need known cards. */
#define TEAM_A "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick"
#define TEAM_B "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late"
#define TEAM_C "Fat Trick,Chief Sitting Bench,Captain Hook,Boney Maloney,Hip Checker,Bo Legs"
#define TEAM_D "Ivan Fazov,Chubby Checker,Puk Luk,Moose,Kroz Czech,Masked Man"

static bool is_kind(int a, int first, int count)
{
	return a >= first && a < first + count;
}

static bool is_trade(int a)
{
	return is_kind(a, rink_ss_action_trade(0, 0), 36);
}

static bool is_draft(int a)
{
	return is_kind(a, rink_ss_action_draft(0), RINK_SS_CARDS);
}

static bool is_game(int a)
{
	return is_kind(a, rink_ss_action_game(0), 6);
}

/* ---- turns ------------------------------------------------------------------ */

static void test_SS_TURN_01_any_manager_can_start(void **state)
{
	for (int n = 2; n <= 6; n++)
		for (int f = 1; f <= n; f++) {
			char params[64];
			snprintf(params, sizeof(params), "managers=%d,first=%d", n, f);
			rink_game *g = tu_slapshot(params);
			rink_state *s = rink_state_new(g, 1);
			/* he draws first ... */
			assert_int_equal(rink_state_to_move(s), 1u << (f - 1));
			rink_state_free(s);
			s = tu_after_setup(g, 1);
			/* ... and takes the first turn */
			assert_int_equal(tu_active(s), f - 1);
			assert_int_equal(rink_state_to_move(s), 1u << (f - 1));
			assert_int_equal(tu_view(s).first, f - 1);
			rink_state_free(s);
			rink_game_free(g);
		}
	struct rink_error err;
	assert_null(rink_game_new("slapshot", "managers=3,first=4", &err));
	assert_null(rink_game_new("slapshot", "managers=3,first=0", &err));
	assert_null(rink_game_new("slapshot", "managers=3,first=me", &err));
}

/* SS-GAP-02: by default one seeded random manager draws first and takes the
 * first turn. */
static void test_SS_GAP_02_seeded_random_first_manager(void **state)
{
	rink_game *g = tu_slapshot("managers=5");
	int firsts[5] = {0};

	assert_non_null(strstr(rink_game_params(g), "first=random"));
	for (uint64_t seed = 0; seed < 200; seed++) {
		rink_state *s = rink_state_new(g, seed), *again = rink_state_new(g, seed);
		int f = __builtin_ctz(rink_state_to_move(s));
		assert_int_equal(rink_state_to_move(again), rink_state_to_move(s));
		assert_int_equal(tu_view(s).first, f);
		firsts[f]++;
		rink_state_free(s);
		rink_state_free(again);
		s = tu_after_setup(g, seed);
		assert_int_equal(tu_active(s), f);
		rink_state_free(s);
	}
	for (int m = 0; m < 5; m++)
		assert_true(firsts[m] > 10);
	rink_game_free(g);
}

static void test_SS_TURN_02_turn_passes_left(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=3");
	rink_state *s = tu_after_setup(g, 2);
	uint8_t t[6];
	char text[80];

	assert_int_equal(tu_active(s), 2);
	/* a draft */
	tu_team(s, 2, t);
	snprintf(text, sizeof(text), "draft %s", rink_ss_card(g, t[0])->name);
	tu_play(s, 2, text, NULL);
	assert_int_equal(tu_active(s), 3);
	/* a trade */
	tu_play(s, 3, "trade 1 4", NULL);
	assert_int_equal(tu_active(s), 3); /* still his turn: the give-back is part of it */
	{
		int acts[8];
		assert_int_equal(tu_view(s).phase, RINK_SS_GIVE);
		assert_true(rink_state_legal(s, 3, acts, 8) >= 1);
		assert_int_equal(rink_state_apply(s, 3, acts[0], NULL, NULL), RINK_OK);
	}
	assert_int_equal(tu_active(s), 0); /* wraps around the table */
	/* a game */
	tu_play(s, 0, "game 2", NULL);
	tu_force(s, 0, false, NULL);
	while (tu_view(s).phase == RINK_SS_LINEUP)
		tu_force(s, 0, false, NULL);
	assert_int_equal(tu_active(s), 1);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_TURN_03_challenged_keeps_his_place(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=1");
	rink_state *s = tu_after_setup(g, 3);
	uint8_t t[6];
	char text[80];

	tu_set_team(s, 0, TEAM_A);
	tu_set_team(s, 2, TEAM_B);
	/* A (manager 1) plays C (manager 3) */
	tu_play(s, 0, "game 3", NULL);
	tu_force(s, 1, true, NULL); /* away (A) wins */
	/* next is A's left neighbour (2), not C's (4) */
	assert_int_equal(tu_active(s), 1);
	assert_int_equal(rink_state_to_move(s), 1u << 1);
	tu_team(s, 1, t);
	snprintf(text, sizeof(text), "draft %s", rink_ss_card(g, t[0])->name);
	tu_play(s, 1, text, NULL);
	/* and then C himself, in his usual place */
	assert_int_equal(tu_active(s), 2);
	rink_state_free(s);

	/* being traded with is not a turn either */
	s = tu_after_setup(g, 3);
	tu_play(s, 0, "trade 3 1", NULL);
	int acts[8];
	assert_int_equal(rink_state_legal(s, 2, acts, 8), 0);
	assert_true(rink_state_legal(s, 0, acts, 8) >= 1);
	assert_int_equal(rink_state_apply(s, 0, acts[0], NULL, NULL), RINK_OK);
	assert_int_equal(tu_active(s), 1);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_TURN_04_exactly_one_activity(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 4);
	int acts[RINK_MAX_ACTIONS], n;
	uint8_t t[6];
	char text[80];
	struct rink_error err;

	n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	/* trade (2 targets x 6 positions), draft (6 cards), game (2 targets); no pass */
	int trades = 0, drafts = 0, games = 0;
	for (int i = 0; i < n; i++) {
		trades += is_trade(acts[i]);
		drafts += is_draft(acts[i]);
		games += is_game(acts[i]);
	}
	assert_int_equal(trades, 12);
	assert_int_equal(drafts, 6);
	assert_int_equal(games, 2);
	assert_int_equal(n, trades + drafts + games);
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_pass()));
	/* no other seat may act now */
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 0);
	assert_int_equal(rink_state_legal(s, 2, acts, RINK_MAX_ACTIONS), 0);
	/* after one activity the turn is over: no second one */
	tu_team(s, 0, t);
	snprintf(text, sizeof(text), "draft %s", rink_ss_card(g, t[1])->name);
	tu_play(s, 0, text, NULL);
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 0);
	assert_int_equal(rink_state_apply(s, 0, rink_ss_action_game(1), NULL, &err), RINK_EILLEGAL);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- trade ------------------------------------------------------------------ */

/* From a TURN position, the trade position p (0-5) of target that takes
 * card, found by trying each position on a copy; -1 if none. */
static int position_taking(const rink_state *s, int seat, int target, int card)
{
	for (int p = 0; p < 6; p++) {
		rink_state *c = rink_state_clone(s);
		struct rink_ss_view v;
		assert_int_equal(
		        rink_state_apply(c, seat, rink_ss_action_trade(target, p), NULL, NULL),
		        RINK_OK);
		rink_ss_view(c, seat, &v);
		rink_state_free(c);
		if (v.trade_taken == card)
			return p;
	}
	return -1;
}

static void take(rink_state *s, int seat, int target, const char *name)
{
	int card = tu_card(rink_state_game(s), name);
	int p = position_taking(s, seat, target, card);
	char text[32];

	assert_true(p >= 0);
	snprintf(text, sizeof(text), "trade %d %d", target + 1, p + 1);
	tu_play(s, seat, text, NULL);
	struct rink_ss_view v;
	rink_ss_view(s, seat, &v);
	assert_int_equal(v.trade_taken, card);
}

static void test_SS_TRADE_01_trade_with_another_manager(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=2");
	rink_state *s = tu_after_setup(g, 5);
	int action;
	struct rink_error err;

	for (int p = 0; p < 6; p++) {
		assert_false(rink_state_is_legal(s, 1, rink_ss_action_trade(1, p)));
		assert_true(rink_state_is_legal(s, 1, rink_ss_action_trade(0, p)));
		assert_true(rink_state_is_legal(s, 1, rink_ss_action_trade(2, p)));
	}
	assert_int_equal(rink_action_parse(s, 1, "trade 2 1", &action, &err), RINK_OK);
	assert_int_equal(rink_state_apply(s, 1, action, NULL, &err), RINK_EILLEGAL);
	tu_play(s, 1, "trade 3 6", NULL);
	assert_int_equal(tu_view(s).phase, RINK_SS_GIVE);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_TRADE_02_target_cannot_refuse(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 6);
	int acts[RINK_MAX_ACTIONS];
	uint8_t before[6], after[6];

	tu_team(s, 2, before);
	tu_play(s, 0, "trade 3 2", NULL);
	/* the target has nothing to do: no decline, no choice */
	assert_int_equal(rink_state_to_move(s), 1u << 0);
	assert_int_equal(rink_state_legal(s, 2, acts, RINK_MAX_ACTIONS), 0);
	for (int a = 0; a < 1000; a++)
		assert_false(rink_state_is_legal(s, 2, a));
	int n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	assert_true(n >= 1);
	assert_int_equal(rink_state_apply(s, 0, acts[n - 1], NULL, NULL), RINK_OK);
	/* the trade completed: one card of the target's team changed */
	tu_team(s, 2, after);
	int changed = 0;
	for (int k = 0; k < 6; k++)
		changed += before[k] != after[k];
	assert_int_equal(changed, 1);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-TRADE-03 and SS-GAP-04: a face-down position of a randomly rotated fan;
 * the active manager does not see the card until it is his. */
static void test_SS_TRADE_03_pick_face_down_position(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 8);
	uint8_t target[6];
	int acts[RINK_MAX_ACTIONS], n, trades = 0;

	tu_team(s, 1, target);
	/* the choice offered is six positions, whatever the target holds */
	n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	for (int i = 0; i < n; i++)
		if (is_trade(acts[i])) {
			char text[32];
			rink_action_text(s, 0, acts[i], text, sizeof(text));
			assert_int_equal(acts[i], rink_ss_action_trade(1, trades));
			for (int k = 0; k < 6; k++)
				assert_false(
				        tu_mentions(text, rink_ss_card(g, target[k])->name, false));
			trades++;
		}
	assert_int_equal(trades, 6);
	/* before the pick, his view shows no card of the target */
	struct rink_ss_view v;
	rink_ss_view(s, 0, &v);
	assert_int_equal(v.trade_taken, -1);
	/* the six positions of one fan hold the six cards, one each */
	bool got[6] = {false};
	for (int p = 0; p < 6; p++) {
		rink_state *c = rink_state_clone(s);
		char text[32];
		snprintf(text, sizeof(text), "trade 2 %d", p + 1);
		tu_play(c, 0, text, NULL);
		rink_ss_view(c, 0, &v);
		/* now it is in his hand: he sees it, the target does not see it
		 * in his own team any more */
		int k;
		for (k = 0; k < 6; k++)
			if (target[k] == v.trade_taken)
				break;
		assert_true(k < 6);
		got[k] = true;
		assert_false(tu_has(c, 1, v.trade_taken));
		struct rink_ss_view tv;
		rink_ss_view(c, 1, &tv);
		assert_int_equal(tv.trade_taken, -1);
		rink_state_free(c);
	}
	for (int k = 0; k < 6; k++)
		assert_true(got[k]);
	rink_state_free(s);

	/* the fan is shuffled by the seeded generator: position 1 gives every
	 * card of the same team over many seeds, and the same seed the same card */
	int hits[6] = {0};
	for (uint64_t seed = 0; seed < 300; seed++) {
		/* the same two teams, another random stream */
		s = tu_after_setup(g, seed);
		tu_set_team(s, 1, TEAM_B);
		tu_set_team(s, 0, TEAM_A);
		rink_state *again = rink_state_clone(s);
		tu_play(s, 0, "trade 2 1", NULL);
		tu_play(again, 0, "trade 2 1", NULL);
		rink_ss_view(s, 0, &v);
		struct rink_ss_view v2;
		rink_ss_view(again, 0, &v2);
		assert_int_equal(v.trade_taken, v2.trade_taken);
		uint8_t b[6];
		tu_cards(g, b, "Cheap Skate", "Ian Jury", "Billy the Skid", "Charge Kard",
		         "Hy Stick", "Stu Late");
		for (int k = 0; k < 6; k++)
			hits[k] += b[k] == v.trade_taken;
		rink_state_free(s);
		rink_state_free(again);
	}
	for (int k = 0; k < 6; k++)
		assert_true(hits[k] >= 20);
	rink_game_free(g);
}

static void test_SS_TRADE_04_give_back_same_type_of_choice(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 10);
	int acts[RINK_MAX_ACTIONS], n;
	struct rink_error err;

	tu_set_team(s, 0, TEAM_A);
	tu_set_team(s, 1, TEAM_B);
	take(s, 0, 1, "Charge Kard"); /* a defenseman */
	n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	assert_int_equal(n, 2);
	int bos = rink_ss_action_give(tu_card(g, "El Bos"));
	int zamboni = rink_ss_action_give(tu_card(g, "Antoni Zamboni"));
	assert_true((acts[0] == bos && acts[1] == zamboni) ||
	            (acts[0] == zamboni && acts[1] == bos));
	/* not a forward, not the goalie */
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_give(tu_card(g, "Superstar"))));
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_give(tu_card(g, "Moby Stick"))));
	int action;
	assert_int_equal(rink_action_parse(s, 0, "give Superstar", &action, &err), RINK_OK);
	assert_int_equal(rink_state_apply(s, 0, action, NULL, &err), RINK_EILLEGAL);
	/* the target does not choose */
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 0);
	/* the active manager chooses which defenseman: the better one, here */
	tu_play(s, 0, "give Antoni Zamboni", NULL);
	assert_true(tu_has(s, 1, tu_card(g, "Antoni Zamboni")));
	assert_true(tu_has(s, 0, tu_card(g, "Charge Kard")));
	assert_true(tu_has(s, 0, tu_card(g, "El Bos")));
	assert_false(tu_has(s, 1, tu_card(g, "Charge Kard")));
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_TRADE_05_cannot_give_back_taken_card(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 11);
	int action;
	struct rink_error err;

	tu_set_team(s, 0, TEAM_A);
	tu_set_team(s, 1, TEAM_B);
	/* the taken forward is worse than all his own forwards */
	take(s, 0, 1, "Cheap Skate");
	int ck = tu_card(g, "Cheap Skate");
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_give(ck)));
	assert_int_equal(rink_action_parse(s, 0, "give Cheap Skate", &action, &err), RINK_OK);
	assert_int_equal(rink_state_apply(s, 0, action, NULL, &err), RINK_EILLEGAL);
	int acts[8], n = rink_state_legal(s, 0, acts, 8);
	assert_int_equal(n, 3);
	for (int i = 0; i < n; i++)
		assert_int_not_equal(acts[i], rink_ss_action_give(ck));
	tu_play(s, 0, "give Superstar", NULL);
	assert_true(tu_has(s, 0, ck));
	assert_true(tu_has(s, 1, tu_card(g, "Superstar")));
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_TRADE_06_goalie_for_goalie(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 12);
	int acts[8];

	tu_set_team(s, 0, TEAM_A);
	tu_set_team(s, 1, TEAM_B);
	take(s, 0, 1, "Stu Late");
	assert_int_equal(rink_state_legal(s, 0, acts, 8), 1);
	assert_int_equal(acts[0], rink_ss_action_give(tu_card(g, "Moby Stick")));
	tu_play(s, 0, "give Moby Stick", NULL);
	assert_true(tu_has(s, 0, tu_card(g, "Stu Late")));
	assert_true(tu_has(s, 1, tu_card(g, "Moby Stick")));
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_TRADE_07_teams_whole_decks_untouched(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	struct rink_rng rng;

	rink_rng_seed(&rng, 77);
	for (uint64_t seed = 0; seed < 30; seed++) {
		rink_state *s = tu_after_setup(g, seed);
		uint8_t d0[3][27], d1[27];
		int n[3];
		for (int t = 0; t < 3; t++)
			n[t] = rink_ss_deck(s, t, d0[t]);
		int target = 1 + (int)rink_rng_below(&rng, 2), pos = (int)rink_rng_below(&rng, 6);
		assert_int_equal(
		        rink_state_apply(s, 0, rink_ss_action_trade(target, pos), NULL, NULL),
		        RINK_OK);
		int acts[8], k = rink_state_legal(s, 0, acts, 8);
		assert_int_equal(
		        rink_state_apply(s, 0, acts[rink_rng_below(&rng, (uint32_t)k)], NULL, NULL),
		        RINK_OK);
		for (int m = 0; m < 3; m++) {
			uint8_t t[6];
			int count[3] = {0, 0, 0};
			tu_team(s, m, t);
			for (int i = 0; i < 6; i++) {
				assert_true(t[i] < RINK_SS_CARDS);
				count[rink_ss_card(g, t[i])->type]++;
			}
			assert_int_equal(count[0], 3);
			assert_int_equal(count[1], 2);
			assert_int_equal(count[2], 1);
		}
		for (int t = 0; t < 3; t++) {
			assert_int_equal(rink_ss_deck(s, t, d1), n[t]);
			assert_memory_equal(d1, d0[t], (size_t)n[t]);
		}
		struct rink_error err;
		assert_int_equal(rink_state_check(s, &err), RINK_OK);
		rink_state_free(s);
	}
	rink_game_free(g);
}

/* SS-TRADE-08 and SS-GAP-05: others see who traded with whom, never the
 * cards; the two traders see both cards. */
static void test_SS_TRADE_08_cards_hidden_from_others(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=1");
	rink_state *s = tu_after_setup(g, 13);
	struct rink_events ev = {0};

	tu_set_team(s, 0, TEAM_A);
	tu_set_team(s, 1, TEAM_B);
	tu_set_team(s, 2, TEAM_C);
	tu_set_team(s, 3, TEAM_D);
	take(s, 0, 1, "Ian Jury");
	/* while the trade is open, only the active manager's view shows the card */
	for (int m = RINK_SPECTATOR; m < 4; m++) {
		char *j = tu_dump(rink_state_view_json(s, m));
		assert_int_equal(tu_mentions(j, "Ian Jury", true), m == 0);
		free(j);
	}
	tu_play(s, 0, "give The Iceman", &ev);
	int e = tu_find_event(&ev, RINK_SS_EV_TRADE, 0);
	assert_true(e >= 0);
	for (int m = RINK_SPECTATOR; m < 4; m++) {
		const char *t = tu_event_text(g, &ev.v[e], m);
		char *j = tu_dump(rink_event_json(g, &ev.v[e], m));
		bool trader = m == 0 || m == 1;
		/* who traded with whom is public */
		assert_non_null(strstr(t, "Manager 1 trades with manager 2"));
		assert_non_null(strstr(j, "\"manager\":1"));
		assert_non_null(strstr(j, "\"target\":2"));
		assert_int_equal(tu_mentions(t, "Ian Jury", false), trader);
		assert_int_equal(tu_mentions(t, "The Iceman", false), trader);
		assert_int_equal(tu_mentions(j, "Ian Jury", true), trader);
		assert_int_equal(tu_mentions(j, "The Iceman", true), trader);
		free(j);
		/* and no view of a third manager shows either card */
		j = tu_dump(rink_state_view_json(s, m));
		if (!trader) {
			assert_false(tu_mentions(j, "Ian Jury", true));
			assert_false(tu_mentions(j, "The Iceman", true));
		}
		free(j);
	}
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-06: the same manager may be traded with or challenged any number
 * of times, also on consecutive turns. */
static void test_SS_GAP_06_no_restriction_on_repeats(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 14);
	int acts[8];

	for (int round = 0; round < 3; round++) {
		/* manager 1 trades with manager 2 each time round */
		tu_play(s, 0, "trade 2 1", NULL);
		assert_true(rink_state_legal(s, 0, acts, 8) > 0);
		assert_int_equal(rink_state_apply(s, 0, acts[0], NULL, NULL), RINK_OK);
		/* manager 2 trades back with manager 1 at once */
		tu_play(s, 1, "trade 1 1", NULL);
		assert_true(rink_state_legal(s, 1, acts, 8) > 0);
		assert_int_equal(rink_state_apply(s, 1, acts[0], NULL, NULL), RINK_OK);
		/* manager 3 challenges manager 1 every round */
		assert_true(rink_state_is_legal(s, 2, rink_ss_action_game(0)));
		tu_play(s, 2, "game 1", NULL);
		while (tu_view(s).phase == RINK_SS_LINEUP)
			tu_force(s, 0, false, NULL);
	}
	assert_int_equal(tu_view(s).wins[0], 3);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- draft ------------------------------------------------------------------ */

static void test_SS_DRAFT_01_any_card_of_any_type(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 15);
	uint8_t t[6];
	int acts[RINK_MAX_ACTIONS], n, drafts = 0;

	tu_team(s, 0, t);
	n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	for (int i = 0; i < n; i++)
		drafts += is_draft(acts[i]);
	assert_int_equal(drafts, 6);
	for (int k = 0; k < 6; k++) {
		assert_true(rink_state_is_legal(s, 0, rink_ss_action_draft(t[k])));
		rink_state *c = rink_state_clone(s);
		char text[80];
		snprintf(text, sizeof(text), "draft %s", rink_ss_card(g, t[k])->name);
		tu_play(c, 0, text, NULL);
		assert_false(tu_has(c, 0, t[k]));
		rink_state_free(c);
	}
	/* not a card of another team or of a deck */
	uint8_t other[6], d[27];
	tu_team(s, 1, other);
	rink_ss_deck(s, 0, d);
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_draft(other[0])));
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_draft(d[0])));
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_DRAFT_02_03_released_to_bottom_top_taken(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=1");
	rink_state *s = tu_after_setup(g, 16);
	uint8_t t[6];

	for (int k = 0; k < 6; k++) {
		int seat = tu_active(s);
		tu_team(s, seat, t);
		int card = t[k], type = rink_ss_card(g, card)->type;
		uint8_t before[27], after[27];
		int n = rink_ss_deck(s, type, before);
		char text[80];
		snprintf(text, sizeof(text), "draft %s", rink_ss_card(g, card)->name);
		tu_play(s, seat, text, NULL);
		/* SS-DRAFT-03: the old top card is now in the team, same type */
		assert_true(tu_has(s, seat, before[0]));
		assert_int_equal(rink_ss_card(g, before[0])->type, type);
		/* SS-DRAFT-02: the released card is at the bottom of its deck */
		assert_int_equal(rink_ss_deck(s, type, after), n);
		assert_int_equal(after[n - 1], card);
		assert_memory_equal(after, before + 1, (size_t)(n - 1));
		/* the new card takes the released card's place in the team */
		uint8_t t2[6];
		tu_team(s, seat, t2);
		assert_int_equal(t2[k], before[0]);
	}
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_DRAFT_04_worse_card_must_be_kept(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 17);
	int acts[RINK_MAX_ACTIONS];
	struct rink_error err;

	tu_set_team(s, 0, TEAM_A);
	tu_deck_top(s, RINK_SS_FORWARD, "Cheap Skate");
	tu_play(s, 0, "draft Superstar", NULL);
	assert_true(tu_has(s, 0, tu_card(g, "Cheap Skate")));
	assert_false(tu_has(s, 0, tu_card(g, "Superstar")));
	/* no refusal, undo or second draw: the turn has passed */
	assert_int_equal(tu_active(s), 1);
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 0);
	assert_int_equal(
	        rink_state_apply(s, 0, rink_ss_action_draft(tu_card(g, "Cheap Skate")), NULL, &err),
	        RINK_EILLEGAL);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_DRAFT_05_never_the_released_card(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 5);
	/* six managers: the smallest decks (goalies: 3 cards) */
	rink_game *g = tu_slapshot("managers=6");
	for (uint64_t seed = 0; seed < 20; seed++) {
		rink_state *s = tu_after_setup(g, seed);
		for (int i = 0; i < 30; i++) {
			int seat = tu_active(s);
			uint8_t t[6];
			tu_team(s, seat, t);
			int k = (int)rink_rng_below(&rng, 6);
			struct rink_events ev = {0};
			assert_int_equal(
			        rink_state_apply(s, seat, rink_ss_action_draft(t[k]), &ev, NULL),
			        RINK_OK);
			assert_false(tu_has(s, seat, t[k]));
			int e = tu_find_event(&ev, RINK_SS_EV_DRAFT, 0);
			assert_true(e >= 0);
			assert_int_equal(ev.v[e].arg[1], t[k]);
			assert_int_not_equal(ev.v[e].arg[2], t[k]);
			rink_events_free(&ev);
		}
		rink_state_free(s);
	}
	rink_game_free(g);
}

static void test_SS_DRAFT_06_deck_sizes_never_change(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 6);
	for (int n = 2; n <= 6; n++) {
		char params[64];
		snprintf(params, sizeof(params), "managers=%d,playoff_wins=4", n);
		rink_game *g = tu_slapshot(params);
		for (uint64_t seed = 0; seed < 5; seed++) {
			rink_state *s = tu_after_setup(g, seed);
			do {
				struct rink_ss_view v = tu_view(s);
				assert_int_equal(v.deck_count[0], 27 - 3 * n);
				assert_int_equal(v.deck_count[1], 18 - 2 * n);
				assert_int_equal(v.deck_count[2], 9 - n);
			} while (tu_random_step(s, &rng, NULL, NULL, NULL));
			rink_state_free(s);
		}
		rink_game_free(g);
	}
}

/* SS-GAP-05: a draft shows others who drafted and the type, not the cards. */
static void test_SS_GAP_05_draft_shows_only_type(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 18);
	struct rink_events ev = {0};

	tu_set_team(s, 0, TEAM_A);
	tu_deck_top(s, RINK_SS_DEFENSE, "Tiny Tim");
	tu_play(s, 0, "draft El Bos", &ev);
	int e = tu_find_event(&ev, RINK_SS_EV_DRAFT, 0);
	assert_true(e >= 0);
	for (int m = RINK_SPECTATOR; m < 3; m++) {
		const char *t = tu_event_text(g, &ev.v[e], m);
		char *j = tu_dump(rink_event_json(g, &ev.v[e], m));
		assert_int_equal(tu_mentions(t, "El Bos", false), m == 0);
		assert_int_equal(tu_mentions(t, "Tiny Tim", false), m == 0);
		assert_int_equal(tu_mentions(j, "El Bos", true), m == 0);
		assert_int_equal(tu_mentions(j, "Tiny Tim", true), m == 0);
		if (m != 0)
			assert_non_null(strstr(t, "Manager 1 drafts a defense"));
		free(j);
		/* the deck is a key of its own for every seat */
		json_t *o = rink_event_json(g, &ev.v[e], m);
		assert_true(json_is_string(json_object_get(o, "deck")));
		assert_string_equal(json_string_value(json_object_get(o, "deck")), "defense");
		json_decref(o);
	}
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_TURN_01_any_manager_can_start),
	        cmocka_unit_test(test_SS_GAP_02_seeded_random_first_manager),
	        cmocka_unit_test(test_SS_TURN_02_turn_passes_left),
	        cmocka_unit_test(test_SS_TURN_03_challenged_keeps_his_place),
	        cmocka_unit_test(test_SS_TURN_04_exactly_one_activity),
	        cmocka_unit_test(test_SS_TRADE_01_trade_with_another_manager),
	        cmocka_unit_test(test_SS_TRADE_02_target_cannot_refuse),
	        cmocka_unit_test(test_SS_TRADE_03_pick_face_down_position),
	        cmocka_unit_test(test_SS_TRADE_04_give_back_same_type_of_choice),
	        cmocka_unit_test(test_SS_TRADE_05_cannot_give_back_taken_card),
	        cmocka_unit_test(test_SS_TRADE_06_goalie_for_goalie),
	        cmocka_unit_test(test_SS_TRADE_07_teams_whole_decks_untouched),
	        cmocka_unit_test(test_SS_TRADE_08_cards_hidden_from_others),
	        cmocka_unit_test(test_SS_GAP_06_no_restriction_on_repeats),
	        cmocka_unit_test(test_SS_DRAFT_01_any_card_of_any_type),
	        cmocka_unit_test(test_SS_DRAFT_02_03_released_to_bottom_top_taken),
	        cmocka_unit_test(test_SS_DRAFT_04_worse_card_must_be_kept),
	        cmocka_unit_test(test_SS_DRAFT_05_never_the_released_card),
	        cmocka_unit_test(test_SS_DRAFT_06_deck_sizes_never_change),
	        cmocka_unit_test(test_SS_GAP_05_draft_shows_only_type),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
