/*
 * tests/unit/test_ss_advanced.c: Slapshot rule tests, the advanced rules:
 * League Schedule and Draft & Trade Limits (checklist SS-SCHED-*,
 * SS-LIMIT-*, SS-GAP-19 to SS-GAP-25).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "testutil.h"

static bool legal(const rink_state *s, int seat, int action)
{
	return rink_state_is_legal(s, seat, action);
}

static int count_kind(const rink_state *s, int seat, int first, int count)
{
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS), k = 0;

	for (int i = 0; i < n; i++)
		k += acts[i] >= first && acts[i] < first + count;
	return k;
}

static int n_games(const rink_state *s, int seat)
{
	return count_kind(s, seat, rink_ss_action_game(0), 6);
}

static int n_drafts(const rink_state *s, int seat)
{
	return count_kind(s, seat, rink_ss_action_draft(0), RINK_SS_CARDS);
}

static int n_trades(const rink_state *s, int seat)
{
	return count_kind(s, seat, rink_ss_action_trade(0, 0), 36);
}

/* Plays out the line-ups of the current game at random. */
static void finish_game(rink_state *s, struct rink_rng *rng, struct rink_events *ev)
{
	while (tu_view(s).phase == RINK_SS_LINEUP && tu_view(s).stage == RINK_SS_SEASON)
		tu_random_step(s, rng, ev, NULL, NULL);
}

/* The active manager drafts his first card. */
static void draft_first(rink_state *s)
{
	int seat = tu_active(s);
	uint8_t t[6];

	tu_team(s, seat, t);
	assert_int_equal(rink_state_apply(s, seat, rink_ss_action_draft(t[0]), NULL, NULL),
	                 RINK_OK);
}

/* The active manager trades with target and gives back the first card
 * offered. */
static void trade_with(rink_state *s, int target)
{
	int seat = tu_active(s), acts[8];

	assert_int_equal(rink_state_apply(s, seat, rink_ss_action_trade(target, 0), NULL, NULL),
	                 RINK_OK);
	assert_true(rink_state_legal(s, seat, acts, 8) > 0);
	assert_int_equal(rink_state_apply(s, seat, acts[0], NULL, NULL), RINK_OK);
}

/* The active manager challenges target; the game is played at random. */
static void challenge(rink_state *s, int target, struct rink_rng *rng, struct rink_events *ev)
{
	int seat = tu_active(s);

	assert_int_equal(rink_state_apply(s, seat, rink_ss_action_game(target), ev, NULL), RINK_OK);
	finish_game(s, rng, ev);
}

/* Lets the other managers draft until seat is active again. */
static void others_draft(rink_state *s, int seat)
{
	while (tu_active(s) != seat)
		draft_first(s);
}

/* ---- league schedule -------------------------------------------------------- */

/* SS-SCHED-01 and SS-SCHED-02: one game against each opponent before any
 * second, then one more each, never a third. */
static void test_SS_SCHED_01_02_two_rounds_of_challenges(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=1,schedule=1");
	rink_state *s = tu_after_setup(g, 1);
	struct rink_rng rng;
	static const int order[6] = {2, 1, 3, 3, 1, 2};

	rink_rng_seed(&rng, 1);
	for (int k = 0; k < 6; k++) {
		int target = order[k];
		struct rink_ss_view v = tu_view(s);
		for (int t = 1; t < 4; t++) {
			/* legal exactly when it is in the current round */
			int round = k < 3 ? 0 : 1;
			bool expect = v.initiated[0][t] == round;
			assert_int_equal(legal(s, 0, rink_ss_action_game(t)), expect);
		}
		assert_true(legal(s, 0, rink_ss_action_game(target)));
		challenge(s, target, &rng, NULL);
		assert_int_equal(tu_view(s).initiated[0][target], k < 3 ? 1 : 2);
		others_draft(s, 0);
	}
	/* two each, and never a third */
	for (int t = 1; t < 4; t++) {
		assert_int_equal(tu_view(s).initiated[0][t], 2);
		assert_false(legal(s, 0, rink_ss_action_game(t)));
	}
	assert_int_equal(n_games(s, 0), 0);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-SCHED-03: each pair meets 4 times, each home twice; 2N(N-1) games. */
static void test_SS_SCHED_03_each_pair_four_times(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 3);
	for (int n = 2; n <= 5; n++) {
		char params[64];
		snprintf(params, sizeof(params), "managers=%d,schedule=1", n);
		rink_game *g = tu_slapshot(params);
		for (uint64_t seed = 0; seed < 3; seed++) {
			rink_state *s = tu_after_setup(g, seed);
			struct rink_events ev = {0};
			int hosted[6][6] = {{0}}, games = 0;
			assert_int_equal(tu_view(s).games_scheduled, 2 * n * (n - 1));
			while (tu_view(s).stage == RINK_SS_SEASON) {
				rink_events_clear(&ev);
				assert_true(tu_random_step(s, &rng, &ev, NULL, NULL));
				for (size_t i = 0; i < ev.n; i++)
					if (ev.v[i].type == RINK_SS_EV_RESULT &&
					    ev.v[i].arg[6] == RINK_SS_SEASON) {
						hosted[ev.v[i].arg[0]][ev.v[i].arg[1]]++;
						games++;
					}
			}
			assert_int_equal(games, 2 * n * (n - 1));
			assert_int_equal(tu_view(s).games_played, 2 * n * (n - 1));
			for (int a = 0; a < n; a++)
				for (int b = 0; b < n; b++)
					if (a != b) {
						/* b challenged a twice: a hosted b twice */
						assert_int_equal(hosted[a][b], 2);
						assert_int_equal(tu_view(s).initiated[a][b], 2);
					}
			rink_events_free(&ev);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
}

/* SS-SCHED-04: any allowed opponent in any order, or a trade or draft. */
static void test_SS_SCHED_04_free_order_and_other_activities(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=1,schedule=1");
	rink_state *s = tu_after_setup(g, 4);
	struct rink_rng rng;

	rink_rng_seed(&rng, 4);
	assert_int_equal(n_games(s, 0), 3);
	assert_int_equal(n_drafts(s, 0), 6);
	assert_int_equal(n_trades(s, 0), 18);
	/* manager 1 trades, then drafts, then starts with manager 4 */
	trade_with(s, 2);
	others_draft(s, 0);
	draft_first(s);
	others_draft(s, 0);
	challenge(s, 3, &rng, NULL);
	others_draft(s, 0);
	challenge(s, 1, &rng, NULL);
	assert_int_equal(tu_view(s).initiated[0][3], 1);
	assert_int_equal(tu_view(s).initiated[0][1], 1);
	assert_int_equal(tu_view(s).initiated[0][2], 0);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-SCHED-05: done with his own games, a manager can still be challenged. */
static void test_SS_SCHED_05_done_but_still_challenged(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,schedule=1");
	rink_state *s = tu_after_setup(g, 5);
	struct rink_rng rng;

	rink_rng_seed(&rng, 5);
	challenge(s, 1, &rng, NULL);
	draft_first(s);
	challenge(s, 1, &rng, NULL);
	/* manager 1 has started both his games */
	draft_first(s);
	assert_int_equal(n_games(s, 0), 0);
	assert_true(n_drafts(s, 0) > 0);
	draft_first(s);
	/* manager 2 may still challenge him */
	assert_true(legal(s, 1, rink_ss_action_game(0)));
	challenge(s, 0, &rng, NULL);
	assert_int_equal(tu_view(s).games_played, 3);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-SCHED-06: every game is recorded publicly. */
static void test_SS_SCHED_06_games_recorded_publicly(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1,schedule=1");
	rink_state *s = tu_after_setup(g, 6);
	struct rink_rng rng;
	struct rink_events ev = {0};

	rink_rng_seed(&rng, 6);
	challenge(s, 2, &rng, &ev);
	int r = tu_find_event(&ev, RINK_SS_EV_RESULT, 0);
	assert_true(r >= 0);
	const struct rink_event *e = &ev.v[r];
	assert_int_equal(e->visible, RINK_SEEN_BY_ALL);
	/* home (challenged), away (challenger), score, winner: also for manager 2 */
	char *j = tu_dump(rink_event_json(g, e, 1));
	assert_non_null(strstr(j, "\"home\":3"));
	assert_non_null(strstr(j, "\"away\":1"));
	assert_non_null(strstr(j, "\"home_goals\""));
	assert_non_null(strstr(j, "\"away_goals\""));
	assert_non_null(strstr(j, "\"winner\""));
	free(j);
	/* the scorekeeper's totals are in everybody's view */
	for (int m = RINK_SPECTATOR; m < 3; m++) {
		struct rink_ss_view v;
		rink_ss_view(s, m, &v);
		assert_int_equal(v.games_played, 1);
		assert_int_equal(v.initiated[0][2], 1);
		assert_int_equal(v.wins[e->arg[4]], 1);
		assert_int_equal(v.goals_for[2], e->arg[2]);
		assert_int_equal(v.goals_for[0], e->arg[3]);
		json_t *view = rink_state_view_json(s, m);
		assert_int_equal(json_integer_value(json_object_get(view, "games_played")), 1);
		assert_int_equal(json_integer_value(json_object_get(view, "games_scheduled")), 12);
		json_decref(view);
	}
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-SCHED-07 and SS-GAP-20: only the last scheduled game ends the season;
 * reaching the Playoffs space does not, and wins past it are kept. */
static void test_SS_SCHED_07_season_ends_with_last_game(void **state)
{
	rink_game *g = tu_slapshot("managers=3,schedule=1,playoff_wins=2");
	struct rink_rng rng;
	struct rink_events ev = {0};
	int past = 0;

	rink_rng_seed(&rng, 7);
	for (uint64_t seed = 0; seed < 5; seed++) {
		rink_state *s = tu_after_setup(g, seed);
		while (tu_view(s).stage == RINK_SS_SEASON) {
			rink_events_clear(&ev);
			tu_random_step(s, &rng, &ev, NULL, NULL);
			struct rink_ss_view v = tu_view(s);
			int most = 0;
			for (int m = 0; m < 3; m++)
				most = v.wins[m] > most ? v.wins[m] : most;
			if (v.stage == RINK_SS_SEASON) {
				assert_true(v.games_played < 12);
				past += most > 2;
			} else {
				assert_int_equal(v.games_played, 12);
				assert_true(tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0) >= 0);
				assert_true(most >= 4);
			}
		}
		rink_state_free(s);
	}
	assert_true(past > 0);
	rink_events_free(&ev);
	rink_game_free(g);
}

/* Plays a league season at random up to its last game, then sets the wins
 * so that the standings after that game are `final`, and plays it. */
static rink_state *season_to_standings(const rink_game *g, uint64_t seed, const int *final,
                                       struct rink_events *ev)
{
	int n = rink_game_num_seats(g), total = 2 * n * (n - 1);
	rink_state *s = tu_after_setup(g, seed);
	struct rink_rng rng;

	rink_rng_seed(&rng, seed);
	for (;;) {
		struct rink_ss_view v = tu_view(s);
		if (v.phase == RINK_SS_LINEUP && v.games_played == total - 1 && v.overtime == 0 &&
		    !v.lineup_set[0] && !v.lineup_set[1])
			break;
		assert_int_equal(v.stage, RINK_SS_SEASON);
		tu_random_step(s, &rng, NULL, NULL, NULL);
	}
	/* who can win the last game: find out on a copy */
	rink_state *c = rink_state_clone(s);
	struct rink_ss_view v = tu_view(s);
	int side = tu_try_force(c, 0, false, NULL) ? 0 : 1;
	rink_state_free(c);
	int winner = side == 0 ? v.home : v.away;
	for (int m = 0; m < n; m++)
		rink_ss_set_wins(s, m, final[m] - (m == winner));
	assert_int_equal(tu_view(s).games_played, total - 1);
	assert_true(tu_try_force(s, side, false, ev));
	for (int m = 0; m < n; m++)
		assert_int_equal(tu_view(s).wins[m], final[m]);
	return s;
}

static int coin_tosses(const struct rink_events *ev, int purpose)
{
	int k = 0;

	for (size_t i = 0; i < ev->n; i++)
		k += ev->v[i].type == RINK_SS_EV_COIN_TOSS && ev->v[i].arg[0] == purpose;
	return k;
}

/* SS-SCHED-08 and SS-GAP-21: ranked by wins; a tie for first by a coin
 * toss; a tie for second by the normal semi-final. */
static void test_SS_SCHED_08_ranking_and_ties(void **state)
{
	rink_game *g = tu_slapshot("managers=3,schedule=1");
	struct rink_events ev = {0};

	/* clear first and second: the normal final, manager 3 out */
	{
		int final[3] = {5, 4, 3};
		rink_state *s = season_to_standings(g, 1, final, &ev);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_FINAL);
		assert_int_equal(v.series[0], 0);
		assert_int_equal(v.series[1], 1);
		assert_true(v.out[2]);
		assert_int_equal(coin_tosses(&ev, 0), 0);
		rink_state_free(s);
	}
	/* the most wins is first, whoever reached it first; tie for second */
	{
		int final[3] = {3, 6, 3};
		rink_events_clear(&ev);
		rink_state *s = season_to_standings(g, 2, final, &ev);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_SEMIFINAL);
		assert_false(v.out[0] || v.out[2]);
		int e = tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0);
		assert_int_equal(ev.v[e].arg[0], 1);
		assert_int_equal(ev.v[e].arg[1], 2);
		assert_int_equal(coin_tosses(&ev, 0), 0);
		rink_state_free(s);
	}
	/* a three-way tie for first: a coin toss picks first, the two others
	 * play the semi-final */
	int firsts[3] = {0, 0, 0};
	for (uint64_t seed = 10; seed < 30; seed++) {
		int final[3] = {4, 4, 4};
		rink_events_clear(&ev);
		rink_state *s = season_to_standings(g, seed, final, &ev);
		assert_int_equal(coin_tosses(&ev, 0), 1);
		int t = -1;
		for (size_t i = 0; i < ev.n; i++)
			if (ev.v[i].type == RINK_SS_EV_COIN_TOSS && ev.v[i].arg[0] == 0)
				t = (int)i;
		int first = ev.v[t].arg[1];
		int e = tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0);
		assert_int_equal(ev.v[e].arg[0], first);
		assert_int_equal(ev.v[e].arg[1], 2);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_SEMIFINAL);
		assert_true(v.series[0] != first && v.series[1] != first);
		firsts[first]++;
		rink_state_free(s);
	}
	assert_true((firsts[0] > 0) + (firsts[1] > 0) + (firsts[2] > 0) >= 2);
	rink_events_free(&ev);
	rink_game_free(g);

	/* a tie for first between two: the toss decides who is first; the
	 * other is second */
	g = tu_slapshot("managers=4,schedule=1");
	{
		int final[4] = {8, 3, 8, 5};
		rink_events_clear(&ev);
		rink_state *s = season_to_standings(g, 3, final, &ev);
		assert_int_equal(coin_tosses(&ev, 0), 1);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.stage, RINK_SS_FINAL);
		assert_true((v.series[0] == 0 && v.series[1] == 2) ||
		            (v.series[0] == 2 && v.series[1] == 0));
		assert_true(v.out[1] && v.out[3]);
		rink_state_free(s);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

/* SS-GAP-19: only the games a manager starts count for his rotation. */
static void test_SS_GAP_19_only_initiated_games_count(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=2,schedule=1");
	rink_state *s = tu_after_setup(g, 19);
	struct rink_rng rng;

	rink_rng_seed(&rng, 19);
	/* manager 2 challenges manager 1, manager 3 challenges manager 1 */
	challenge(s, 0, &rng, NULL);
	challenge(s, 0, &rng, NULL);
	/* manager 1 has played both, but started none: he may still start
	 * against either of them */
	assert_int_equal(tu_active(s), 0);
	assert_int_equal(tu_view(s).initiated[0][1], 0);
	assert_int_equal(tu_view(s).initiated[0][2], 0);
	assert_true(legal(s, 0, rink_ss_action_game(1)));
	assert_true(legal(s, 0, rink_ss_action_game(2)));
	challenge(s, 1, &rng, NULL);
	/* and must now play manager 3 before manager 2 again */
	others_draft(s, 0);
	assert_false(legal(s, 0, rink_ss_action_game(1)));
	assert_true(legal(s, 0, rink_ss_action_game(2)));
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- limits ------------------------------------------------------------------- */

static void test_SS_LIMIT_01_four_drafts(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,limits=1");
	rink_state *s = tu_after_setup(g, 1);

	for (int k = 0; k < 4; k++) {
		assert_int_equal(n_drafts(s, 0), 6);
		draft_first(s);
		assert_int_equal(tu_view(s).drafts_used[0], k + 1);
		trade_with(s, 0); /* manager 2 */
	}
	/* no fifth draft; trades and games stay */
	assert_int_equal(n_drafts(s, 0), 0);
	assert_int_equal(n_trades(s, 0), 6);
	assert_int_equal(n_games(s, 0), 1);
	uint8_t t[6];
	struct rink_error err;
	tu_team(s, 0, t);
	assert_int_equal(rink_state_apply(s, 0, rink_ss_action_draft(t[0]), NULL, &err),
	                 RINK_EILLEGAL);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_LIMIT_02_four_trades(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,limits=1");
	rink_state *s = tu_after_setup(g, 2);

	for (int k = 0; k < 4; k++) {
		assert_int_equal(n_trades(s, 0), 6);
		trade_with(s, 1);
		assert_int_equal(tu_view(s).trades_used[0], k + 1);
		draft_first(s);
	}
	assert_int_equal(n_trades(s, 0), 0);
	assert_false(legal(s, 0, rink_ss_action_trade(1, 0)));
	assert_int_equal(n_drafts(s, 0), 6);
	assert_int_equal(n_games(s, 0), 1);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-LIMIT-03: each voluntary draft and trade is recorded against its
 * maker, visibly, and otherwise follows the normal rules. */
static void test_SS_LIMIT_03_recorded_normal_rules(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1,limits=1");
	rink_state *s = tu_after_setup(g, 3);
	uint8_t t[6], before[27], after[27];

	tu_team(s, 0, t);
	int type = rink_ss_card(g, t[3])->type, n = rink_ss_deck(s, type, before);
	assert_int_equal(rink_state_apply(s, 0, rink_ss_action_draft(t[3]), NULL, NULL), RINK_OK);
	/* the normal draft */
	rink_ss_deck(s, type, after);
	assert_int_equal(after[n - 1], t[3]);
	assert_true(tu_has(s, 0, before[0]));
	trade_with(s, 0);
	draft_first(s);
	for (int m = RINK_SPECTATOR; m < 3; m++) {
		struct rink_ss_view v;
		rink_ss_view(s, m, &v);
		assert_int_equal(v.drafts_used[0], 1);
		assert_int_equal(v.trades_used[0], 0);
		assert_int_equal(v.trades_used[1], 1);
		assert_int_equal(v.drafts_used[1], 0);
		assert_int_equal(v.drafts_used[2], 1);
		json_t *j = rink_state_view_json(s, m);
		json_t *m2 = json_array_get(json_object_get(j, "managers"), 1);
		assert_int_equal(json_integer_value(json_object_get(m2, "trades")), 1);
		json_decref(j);
	}
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-LIMIT-04: drafts that replace injured cards do not count. */
static void test_SS_LIMIT_04_injury_drafts_do_not_count(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,limits=1");
	rink_state *s = tu_after_setup(g, 4);
	struct rink_events ev = {0};

	for (int k = 0; k < 4; k++) {
		draft_first(s);
		draft_first(s);
	}
	assert_int_equal(tu_view(s).drafts_used[0], 4);
	tu_set_team(s, 1, "Frank N. Stix,Cheap Skate,Ian Jury,Ice Capone,Le Goon,Stu Late");
	tu_set_team(s, 0, "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick");
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, "Frank N. Stix,Ice Capone,Le Goon,Cheap Skate,Ian Jury,Stu Late");
	tu_play(s, 0, "lineup Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick",
	        &ev);
	/* Superstar, The Iceman and Slash Gordon were hurt and replaced */
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_REPLACE, 0), 3);
	assert_int_equal(tu_view(s).drafts_used[0], 4);
	assert_int_equal(tu_view(s).drafts_used[1], 4);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-LIMIT-05: with both limits used only games are offered. */
static void test_SS_LIMIT_05_other_activities_stay_legal(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1,limits=1");
	rink_state *s = tu_after_setup(g, 5);

	for (int k = 0; k < 4; k++) {
		draft_first(s);
		others_draft(s, 0);
		trade_with(s, 1);
		while (tu_active(s) != 0)
			trade_with(s, 0);
	}
	assert_int_equal(tu_view(s).drafts_used[0], 4);
	assert_int_equal(tu_view(s).trades_used[0], 4);
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	assert_int_equal(n, 2);
	assert_int_equal(acts[0], rink_ss_action_game(1));
	assert_int_equal(acts[1], rink_ss_action_game(2));
	assert_false(legal(s, 0, rink_ss_action_pass()));
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-22: by default the counts last the season; with limit_period=game
 * they reset after each game the manager plays, home or away. */
static void test_SS_GAP_22_limit_period(void **state)
{
	for (int per_game = 0; per_game < 2; per_game++) {
		rink_game *g =
		        tu_slapshot(per_game ? "managers=3,first=1,limits=1,limit_period=game"
		                             : "managers=3,first=1,limits=1");
		rink_state *s = tu_after_setup(g, 22);
		struct rink_rng rng;
		rink_rng_seed(&rng, 22);
		if (!per_game)
			assert_non_null(strstr(rink_game_params(g), "limit_period=season"));
		for (int k = 0; k < 4; k++) {
			draft_first(s);
			draft_first(s);
			draft_first(s);
		}
		/* and four trades each, manager 1 with 2, 2 with 3, 3 with 1 */
		for (int k = 0; k < 4; k++) {
			trade_with(s, 1);
			trade_with(s, 2);
			trade_with(s, 0);
		}
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.drafts_used[0], 4);
		assert_int_equal(v.trades_used[0], 4);
		assert_int_equal(n_drafts(s, 0), 0);
		assert_int_equal(n_trades(s, 0), 0);
		/* manager 1 plays manager 2; manager 3 plays nobody */
		challenge(s, 1, &rng, NULL);
		v = tu_view(s);
		assert_int_equal(v.drafts_used[0], per_game ? 0 : 4);
		assert_int_equal(v.drafts_used[1], per_game ? 0 : 4);
		assert_int_equal(v.drafts_used[2], 4);
		/* both counters reset, each for both players of the game */
		assert_int_equal(v.trades_used[0], per_game ? 0 : 4);
		assert_int_equal(v.trades_used[1], per_game ? 0 : 4);
		assert_int_equal(v.trades_used[2], 4);
		/* manager 2 (the home team) may draft and trade again only per game */
		assert_int_equal(n_drafts(s, 1), per_game ? 6 : 0);
		assert_int_equal(n_trades(s, 1) > 0, per_game);
		rink_state_free(s);
		rink_game_free(g);
	}
}

/* SS-GAP-23: a trade counts only for the manager who makes it; a manager at
 * his limit can still be traded with. */
static void test_SS_GAP_23_only_initiator_counts(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,limits=1");
	rink_state *s = tu_after_setup(g, 23);

	for (int k = 0; k < 4; k++) {
		draft_first(s);
		trade_with(s, 0);
	}
	assert_int_equal(tu_view(s).trades_used[1], 4);
	assert_int_equal(tu_view(s).trades_used[0], 0);
	/* manager 2 is at his limit: manager 1 may still trade with him */
	assert_true(legal(s, 0, rink_ss_action_trade(1, 3)));
	trade_with(s, 1);
	assert_int_equal(tu_view(s).trades_used[0], 1);
	assert_int_equal(tu_view(s).trades_used[1], 4);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-24: a manager with nothing legal may only pass; the turn goes on. */
static void test_SS_GAP_24_only_pass_when_nothing_legal(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1,schedule=1,limits=1,limit_period=game");
	rink_state *s = tu_after_setup(g, 24);
	struct rink_rng rng;
	struct rink_events ev = {0};
	static const int games0[4] = {1, 2, 1, 2};
	int turn = 0;

	rink_rng_seed(&rng, 24);
	/* manager 1 starts his four games, then drafts four times and trades
	 * four times; the others keep away from him */
	for (; turn < 12; turn++) {
		assert_int_equal(tu_active(s), 0);
		if (turn < 4)
			challenge(s, games0[turn], &rng, NULL);
		else if (turn < 8)
			draft_first(s);
		else
			trade_with(s, 1);
		while (tu_active(s) != 0) {
			int m = tu_active(s), other = 3 - m;
			if (n_drafts(s, m))
				draft_first(s);
			else if (n_trades(s, m))
				trade_with(s, other);
			else
				challenge(s, other, &rng, NULL);
			assert_int_equal(tu_view(s).stage, RINK_SS_SEASON);
		}
	}
	assert_true(tu_view(s).games_played < 12);
	int acts[RINK_MAX_ACTIONS];
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 1);
	assert_int_equal(acts[0], rink_ss_action_pass());
	tu_play(s, 0, "pass", &ev);
	int e = tu_find_event(&ev, RINK_SS_EV_PASS, 0);
	assert_true(e >= 0);
	assert_int_equal(ev.v[e].arg[0], 0);
	assert_int_equal(tu_active(s), 1);
	/* pass is never legal while something else is */
	assert_false(legal(s, 1, rink_ss_action_pass()));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);

	/* under the basic rules a challenge is always there, so never a pass */
	g = tu_slapshot("managers=2,first=1,limits=1");
	s = tu_after_setup(g, 24);
	for (int k = 0; k < 8; k++) {
		if (k < 4) {
			draft_first(s);
			draft_first(s);
		} else {
			trade_with(s, 1);
			trade_with(s, 0);
		}
	}
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 1);
	assert_int_equal(acts[0], rink_ss_action_game(1));
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-25: the schedule and the limits are independent options. */
static void test_SS_GAP_25_options_independent(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 25);
	/* schedule alone: no limit on drafts */
	rink_game *g = tu_slapshot("managers=2,first=1,schedule=1");
	rink_state *s = tu_after_setup(g, 25);
	for (int k = 0; k < 6; k++) {
		assert_int_equal(n_drafts(s, 0), 6);
		draft_first(s);
		draft_first(s);
	}
	assert_int_equal(tu_view(s).drafts_used[0], 6);
	assert_int_equal(tu_view(s).games_scheduled, 4);
	rink_state_free(s);
	rink_game_free(g);

	/* limits alone: no schedule, the same opponent any number of times,
	 * and the season ends at playoff_wins */
	g = tu_slapshot("managers=3,first=1,limits=1,playoff_wins=3");
	s = tu_after_setup(g, 25);
	assert_int_equal(tu_view(s).games_scheduled, 0);
	for (int k = 0; k < 3 && tu_view(s).stage == RINK_SS_SEASON; k++) {
		assert_true(legal(s, 0, rink_ss_action_game(1)));
		challenge(s, 1, &rng, NULL);
		while (tu_view(s).stage == RINK_SS_SEASON && tu_active(s) != 0)
			draft_first(s);
	}
	assert_int_equal(tu_view(s).initiated[0][1], 3);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_SCHED_01_02_two_rounds_of_challenges),
	        cmocka_unit_test(test_SS_SCHED_03_each_pair_four_times),
	        cmocka_unit_test(test_SS_SCHED_04_free_order_and_other_activities),
	        cmocka_unit_test(test_SS_SCHED_05_done_but_still_challenged),
	        cmocka_unit_test(test_SS_SCHED_06_games_recorded_publicly),
	        cmocka_unit_test(test_SS_SCHED_07_season_ends_with_last_game),
	        cmocka_unit_test(test_SS_SCHED_08_ranking_and_ties),
	        cmocka_unit_test(test_SS_GAP_19_only_initiated_games_count),
	        cmocka_unit_test(test_SS_LIMIT_01_four_drafts),
	        cmocka_unit_test(test_SS_LIMIT_02_four_trades),
	        cmocka_unit_test(test_SS_LIMIT_03_recorded_normal_rules),
	        cmocka_unit_test(test_SS_LIMIT_04_injury_drafts_do_not_count),
	        cmocka_unit_test(test_SS_LIMIT_05_other_activities_stay_legal),
	        cmocka_unit_test(test_SS_GAP_22_limit_period),
	        cmocka_unit_test(test_SS_GAP_23_only_initiator_counts),
	        cmocka_unit_test(test_SS_GAP_24_only_pass_when_nothing_legal),
	        cmocka_unit_test(test_SS_GAP_25_options_independent),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
