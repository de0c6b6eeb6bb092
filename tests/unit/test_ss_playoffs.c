/*
 * tests/unit/test_ss_playoffs.c: Slapshot rule tests, the playoffs
 * (checklist SS-PLAYOFF-*, SS-DESIGN-02, SS-GAP-14, 15, 16, 17, 18).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "ss_testutil.h"

/* Plays the current playoff game so that the home team wins. */
static void home_wins(rink_state *s, struct rink_events *ev)
{
	tu_force(s, 0, true, ev);
}

/* Plays the current playoff game so that seat wins it. */
static void seat_wins(rink_state *s, int seat, struct rink_events *ev)
{
	tu_force(s, tu_view(s).home == seat ? 0 : 1, true, ev);
}

/* ---- the playoffs ---------------------------------------------------------- */

/* Two managers (T1, T2), manager 1 one win from Playoffs: the season ends
 * with his win over manager 2 and the final starts (SS-GAP-17: both play). */
static rink_state *final_position(rink_game **g, struct rink_events *ev)
{
	int wins[2] = {8, 3};
	rink_state *s;

	*g = tu_slapshot("managers=2,first=1");
	s = tu_after_setup(*g, 5);
	tu_set_team(s, 0, T1);
	tu_set_team(s, 1, T2);
	rink_ss_set_wins(s, 0, wins[0]);
	rink_ss_set_wins(s, 1, wins[1]);
	season_game(s, 1, 1, ev);
	return s;
}

/* SS-PLAYOFF-01 and SS-GAP-17: the first and second managers play a best of
 * 7; its winner is champion. With two managers both play. */
static void test_SS_PLAYOFF_01_best_of_7_final(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = final_position(&g, &ev);

	int e = tu_find_event(&ev, RINK_SS_EV_SERIES, 0);
	assert_true(e >= 0);
	assert_int_equal(ev.v[e].arg[0], RINK_SS_FINAL);
	assert_int_equal(ev.v[e].arg[1], 0);
	assert_int_equal(ev.v[e].arg[2], 1);
	assert_int_equal(ev.v[e].arg[3], 7);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_COIN_TOSS, 0), 0); /* no semi-final */
	/* the second-placed manager wins it 4-1 */
	rink_events_clear(&ev);
	for (int game = 1; game <= 5; game++)
		seat_wins(s, game == 2 ? 0 : 1, &ev);
	assert_true(rink_state_is_over(s));
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.phase, RINK_SS_OVER);
	assert_int_equal(v.champion, 1);
	assert_true(rink_state_returns(s, 1) == 1.0);
	assert_true(rink_state_returns(s, 0) == 0.0);
	e = tu_find_event(&ev, RINK_SS_EV_CHAMPION, 0);
	assert_int_equal(ev.v[e].arg[0], 1);
	e = tu_find_event(&ev, RINK_SS_EV_SERIES_OVER, 0);
	assert_int_equal(ev.v[e].arg[1], 1);
	assert_int_equal(ev.v[e].arg[3], 4);
	assert_int_equal(ev.v[e].arg[4], 1);
	/* the final's games are no season games: tokens stayed */
	assert_int_equal(v.wins[0], 9);
	assert_int_equal(v.wins[1], 3);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_PLAYOFF_02_series_stops_at_four(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = final_position(&g, NULL);

	for (int game = 1; game <= 4; game++) {
		assert_false(rink_state_is_over(s));
		assert_int_equal(tu_view(s).series_game, game);
		seat_wins(s, 0, &ev);
	}
	assert_true(rink_state_is_over(s));
	assert_int_equal(tu_view(s).champion, 0);
	assert_int_equal(count_stage_results(&ev, RINK_SS_FINAL), 4);
	/* games 2-4 were started after the previous ones (game 1 with the
	 * season's end), and no fifth game */
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_CHALLENGE, 0), 3);
	int acts[RINK_MAX_ACTIONS];
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 0);
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-PLAYOFF-03, SS-PLAYOFF-04: the first team hosts games 1, 2, 5, 7, the
 * other 3, 4, 6. With the home team winning every game, all 7 are played. */
static void test_SS_PLAYOFF_03_04_home_ice_pattern(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = final_position(&g, NULL);
	static const int host_is_first[8] = {0, 1, 1, 0, 0, 1, 0, 1};

	for (int game = 1; game <= 7; game++) {
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.series_game, game);
		assert_int_equal(v.home, host_is_first[game] ? 0 : 1);
		assert_int_equal(v.away, host_is_first[game] ? 1 : 0);
		rink_events_clear(&ev);
		home_wins(s, &ev);
		/* the home team started 1-0 */
		int f = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
		assert_int_equal(ev.v[f].arg[4] - (ev.v[f].arg[3] & RINK_SS_FO_HOME_GOAL), 1);
		int r = tu_find_event(&ev, RINK_SS_EV_RESULT, 0);
		assert_int_equal(ev.v[r].arg[0], host_is_first[game] ? 0 : 1);
		assert_int_equal(ev.v[r].arg[7], game);
	}
	assert_true(rink_state_is_over(s));
	assert_int_equal(tu_view(s).champion, 0); /* 4-3 */
	int e = tu_find_event(&ev, RINK_SS_EV_SERIES_OVER, 0);
	assert_int_equal(ev.v[e].arg[3], 4);
	assert_int_equal(ev.v[e].arg[4], 3);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* Three managers: manager 1 reaches Playoffs, managers 2 and 3 tie. */
static rink_state *semi_position(rink_game **g, uint64_t seed, struct rink_events *ev)
{
	char params[64];
	rink_state *s;

	snprintf(params, sizeof(params), "managers=3,first=1");
	*g = tu_slapshot(params);
	s = tu_after_setup(*g, seed);
	tu_set_team(s, 0, T0);
	tu_set_team(s, 1, T1);
	tu_set_team(s, 2, T2);
	rink_ss_set_wins(s, 0, 8);
	rink_ss_set_wins(s, 1, 5);
	rink_ss_set_wins(s, 2, 5);
	/* manager 1 wins his 9th at manager 3's: managers 2 and 3 tie on 5 */
	season_game(s, 2, 1, ev);
	return s;
}

/* SS-PLAYOFF-05: two tied for second play a best of 3 that stops at 2
 * wins; the winner meets the first team as "the other team". */
static void test_SS_PLAYOFF_05_semi_final_best_of_3(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = semi_position(&g, 1, &ev);

	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.stage, RINK_SS_SEMIFINAL);
	int e = tu_find_event(&ev, RINK_SS_EV_SERIES, 0);
	assert_int_equal(ev.v[e].arg[0], RINK_SS_SEMIFINAL);
	assert_int_equal(ev.v[e].arg[3], 3);
	/* manager 3 wins two straight: the series stops */
	rink_events_clear(&ev);
	seat_wins(s, 2, &ev);
	assert_int_equal(tu_view(s).stage, RINK_SS_SEMIFINAL);
	seat_wins(s, 2, &ev);
	v = tu_view(s);
	assert_int_equal(count_stage_results(&ev, RINK_SS_SEMIFINAL), 2);
	assert_int_equal(v.stage, RINK_SS_FINAL);
	assert_true(v.out[1]);
	/* the final: first team (manager 1) against the semi-final winner */
	assert_int_equal(v.series[0], 0);
	assert_int_equal(v.series[1], 2);
	assert_int_equal(v.series_game, 1);
	assert_int_equal(v.home, 0); /* game 1 at the first team's */
	e = tu_find_event(&ev, RINK_SS_EV_SERIES_OVER, 0);
	assert_int_equal(ev.v[e].arg[0], RINK_SS_SEMIFINAL);
	assert_int_equal(ev.v[e].arg[1], 2);
	assert_int_equal(ev.v[e].arg[3], 2);
	assert_int_equal(ev.v[e].arg[4], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-PLAYOFF-06 and SS-GAP-15: a seeded, public coin toss gives home ice in
 * the semi-final; its winner hosts games 1 and 3. */
static void test_SS_PLAYOFF_06_semi_final_coin_toss(void **state)
{
	int won[3] = {0, 0, 0};

	for (uint64_t seed = 0; seed < 24; seed++) {
		rink_game *g;
		struct rink_events ev = {0};
		rink_state *s = semi_position(&g, seed, &ev);
		int t = tu_find_event(&ev, RINK_SS_EV_COIN_TOSS, 0);
		assert_true(t >= 0);
		assert_int_equal(ev.v[t].visible, RINK_SEEN_BY_ALL);
		assert_non_null(strstr(tu_event_text(g, &ev.v[t], 0), "semi-final"));
		int host = ev.v[t].arg[1], other = 3 - host;
		assert_true(host == 1 || host == 2);
		won[host]++;
		/* the same seed tosses the same way */
		rink_game *g2;
		rink_state *again = semi_position(&g2, seed, NULL);
		assert_int_equal(tu_view(again).home, host);
		rink_state_free(again);
		rink_game_free(g2);
		/* home wins every game: three games, hosted host, other, host */
		for (int game = 1; game <= 3; game++) {
			struct rink_ss_view v = tu_view(s);
			assert_int_equal(v.stage, RINK_SS_SEMIFINAL);
			assert_int_equal(v.home, game == 2 ? other : host);
			home_wins(s, NULL);
		}
		assert_int_equal(tu_view(s).stage, RINK_SS_FINAL);
		assert_true(tu_view(s).out[other]);
		rink_events_free(&ev);
		rink_state_free(s);
		rink_game_free(g);
	}
	assert_true(won[1] > 0 && won[2] > 0);
}

/* SS-PLAYOFF-07, SS-PLAYOFF-08 and SS-GAP-16: no trade or voluntary draft
 * for anyone once the playoffs have begun, semi-final included. */
static void assert_no_trade_or_draft(const rink_state *s)
{
	int n = rink_game_num_seats(rink_state_game(s));

	for (int m = 0; m < n; m++) {
		int acts[RINK_MAX_ACTIONS], k = rink_state_legal(s, m, acts, RINK_MAX_ACTIONS);
		struct rink_ss_view v;
		rink_ss_view(s, m, &v);
		for (int i = 0; i < k; i++) { /* line-ups, or one taken back (SS-GAME-05) */
			uint8_t order[6];
			assert_true(rink_ss_lineup_cards(s, m, acts[i], order) ||
			            acts[i] == rink_ss_action_take_back());
		}
		for (int t = 0; t < n; t++)
			for (int p = 0; p < 6; p++)
				assert_false(rink_state_is_legal(s, m, rink_ss_action_trade(t, p)));
		for (int c = 0; c < RINK_SS_CARDS; c++)
			assert_false(rink_state_is_legal(s, m, rink_ss_action_draft(c)));
		for (int t = 0; t < n; t++)
			assert_false(rink_state_is_legal(s, m, rink_ss_action_game(t)));
		assert_false(rink_state_is_legal(s, m, rink_ss_action_pass()));
	}
}

static void test_SS_PLAYOFF_07_08_no_trades_or_drafts(void **state)
{
	rink_game *g;
	rink_state *s = semi_position(&g, 3, NULL);

	/* the semi-final: the waiting first team has nothing to do */
	assert_int_equal(tu_view(s).stage, RINK_SS_SEMIFINAL);
	assert_int_equal(rink_state_to_move(s) & 1u, 0);
	struct rink_rng rng;
	rink_rng_seed(&rng, 7);
	do
		assert_no_trade_or_draft(s);
	while (tu_random_step(s, &rng, NULL, NULL, NULL));
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-PLAYOFF-09: playoff injuries are replaced after the game, home first.
 * The away card is hurt first (pair 1, home's in pair 2), so replacing in
 * the order of injury would give away the deck's top card. */
static void test_SS_PLAYOFF_09_playoff_injuries_replaced(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = final_position(&g, NULL);

	/* game 1 at manager 1's: both lose a forward, no goal in any pair */
	tu_set_team(s, 0,
	            "Fat Trick,Snow Balls,Cyclone Henri,Ice Capone,Kroz Czech,Stonewall "
	            "Jackson");
	tu_set_team(s, 1, "Swede Sixteen,Jock Strappe,Fast Eddy,Cheap Shot,Tex Hitter,Canada Post");
	tu_deck_top(s, RINK_SS_FORWARD, "Superstar,Cheap Skate");
	tu_lineup(s, 0,
	          "Ice Capone,Fat Trick,Snow Balls,Cyclone Henri,Stonewall Jackson,Kroz Czech");
	tu_play(s, 1,
	        "lineup Swede Sixteen,Cheap Shot,Jock Strappe,Fast Eddy,Tex Hitter,Canada Post",
	        &ev);
	const struct rink_event *r = &ev.v[tu_find_event(&ev, RINK_SS_EV_RESULT, 0)];
	assert_int_equal(r->arg[4], 0); /* home 1-0 */
	assert_int_equal(r->arg[6], RINK_SS_FINAL);
	int i1 = tu_find_event(&ev, RINK_SS_EV_INJURY, 0);
	int i2 = tu_find_event(&ev, RINK_SS_EV_INJURY, (size_t)i1 + 1);
	assert_true(i1 >= 0 && i2 > i1);
	assert_int_equal(ev.v[i1].arg[0], 1); /* away (manager 2) hurt first */
	assert_int_equal(ev.v[i2].arg[0], 0);
	int r1 = tu_find_event(&ev, RINK_SS_EV_REPLACE, 0);
	int r2 = tu_find_event(&ev, RINK_SS_EV_REPLACE, (size_t)r1 + 1);
	assert_true(r1 >= 0 && r2 > r1);
	assert_int_equal(ev.v[r1].arg[0], 0);
	assert_int_equal(ev.v[r2].arg[0], 1);
	assert_true(tu_has(s, 0, tu_card(g, "Superstar")));
	assert_true(tu_has(s, 1, tu_card(g, "Cheap Skate")));
	assert_false(tu_has(s, 0, tu_card(g, "Fat Trick")));
	assert_false(tu_has(s, 1, tu_card(g, "Swede Sixteen")));
	/* the draft procedure: the hurt cards went under the forward deck */
	uint8_t d[27];
	int n = rink_ss_deck(s, RINK_SS_FORWARD, d);
	assert_int_equal(d[n - 2], tu_card(g, "Fat Trick"));
	assert_int_equal(d[n - 1], tu_card(g, "Swede Sixteen"));
	/* not voluntary drafts */
	assert_int_equal(tu_view(s).drafts_used[0], 0);
	assert_int_equal(tu_view(s).drafts_used[1], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-PLAYOFF-10: playoff games follow the normal rules, overtime included. */
static void test_SS_PLAYOFF_10_normal_game_rules(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = final_position(&g, NULL);

	/* game 1 at manager 1's (T1 home, T2 away): regulation 1-1 */
	tu_lineup(s, 0,
	          "Hip Checker,Kroz Czech,Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone "
	          "Henri");
	/* the away line-up is secret until both are in */
	char *j = tu_view_secret_part(s, 1);
	assert_false(tu_mentions(j, "Hip Checker", true));
	free(j);
	tu_play(s, 1, "lineup Tex Hitter,Canada Post,Moose,Swede Sixteen,Jock Strappe,Fast Eddy",
	        &ev);
	int f = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_int_equal(ev.v[f].arg[4], 1); /* home goal; Tex Hitter scores */
	assert_int_equal(ev.v[f].arg[5], 1);
	f = tu_find_event(&ev, RINK_SS_EV_FACEOFF, (size_t)f + 1);
	assert_int_equal(ev.v[f].arg[3] & 3, 0); /* goalie blocks Kroz Czech */
	/* a tie: overtime, then the first goal wins the series game */
	assert_int_equal(tu_view(s).overtime, 1);
	assert_int_equal(tu_view(s).stage, RINK_SS_FINAL);
	rink_events_clear(&ev);
	tu_lineup(s, 0,
	          "Cyclone Henri,Hip Checker,Kroz Czech,Stonewall Jackson,Old Man Winters,Snow "
	          "Balls");
	tu_play(s, 1, "lineup Swede Sixteen,Tex Hitter,Canada Post,Moose,Jock Strappe,Fast Eddy",
	        &ev);
	const struct rink_event *r = &ev.v[tu_find_event(&ev, RINK_SS_EV_RESULT, 0)];
	assert_int_equal(r->arg[4], 0);
	assert_int_equal(r->arg[5], 1);
	assert_int_equal(r->arg[2], 2);
	assert_int_equal(r->arg[3], 1);
	assert_int_equal(tu_view(s).series_wins[0], 1);
	assert_int_equal(tu_view(s).series_game, 2);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* Sorted copy of all deck cards into out (54 entries); returns count. */
static int deck_set(const rink_state *s, uint8_t *out)
{
	int n = 0;

	for (int t = 0; t < 3; t++)
		n += rink_ss_deck(s, t, out + n);
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && out[j - 1] > out[j]; j--) {
			uint8_t x = out[j];
			out[j] = out[j - 1];
			out[j - 1] = x;
		}
	return n;
}

/* SS-PLAYOFF-11: the decks hold the same cards after the season ends; the
 * teams out of the playoffs are not put into them. */
static void test_SS_PLAYOFF_11_out_teams_not_in_decks(void **state)
{
	rink_game *g;
	int wins[4] = {8, 6, 3, 2};
	rink_state *s = position(&g, 4, 0, wins, NULL);
	uint8_t before[54], after[54], out3[6], out4[6];
	int nb = deck_set(s, before);
	struct rink_events ev = {0};

	tu_team(s, 2, out3);
	tu_team(s, 3, out4);
	season_game(s, 3, 1, NULL); /* no injuries in it */
	assert_true(tu_view(s).out[2] && tu_view(s).out[3]);
	assert_int_equal(deck_set(s, after), nb);
	assert_memory_equal(before, after, (size_t)nb);
	/* playoff replacements come from the decks only: in final game 1 Ice
	 * Capone (from the defense deck) hurts Old Man Winters */
	tu_set_team(s, 0,
	            "Bobby Howl,Chairman of the Boards,Robin Hooker,Ice Capone,Friar "
	            "Puck,Trapper John");
	uint8_t fwd[27];
	rink_ss_deck(s, RINK_SS_FORWARD, fwd);
	tu_lineup(s, 0,
	          "Ice Capone,Bobby Howl,Chairman of the Boards,Robin Hooker,Friar "
	          "Puck,Trapper John");
	tu_play(s, 1,
	        "lineup Old Man Winters,Snow Balls,Cyclone Henri,Hip Checker,Kroz "
	        "Czech,Stonewall Jackson",
	        &ev);
	assert_false(tu_has(s, 1, tu_card(g, "Old Man Winters")));
	assert_true(tu_has(s, 1, fwd[0]));
	for (int k = 0; k < 6; k++) {
		assert_int_not_equal(fwd[0], out3[k]);
		assert_int_not_equal(fwd[0], out4[k]);
	}
	uint8_t now[6];
	tu_team(s, 2, now);
	assert_memory_equal(now, out3, 6);
	tu_team(s, 3, now);
	assert_memory_equal(now, out4, 6);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-PLAYOFF-12: teams out of the playoffs play no more and their cards are
 * never used again. */
static void test_SS_PLAYOFF_12_out_teams_set_aside(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 12);
	for (uint64_t seed = 0; seed < 10; seed++) {
		rink_game *g = tu_slapshot("managers=5,first=1");
		rink_state *s = tu_after_setup(g, seed);
		struct rink_events ev = {0};
		rink_ss_set_wins(s, 0, 8);
		rink_ss_set_wins(s, 1, 5);
		rink_ss_set_wins(s, 2, 5);
		rink_ss_set_wins(s, 3, 2);
		rink_ss_set_wins(s, 4, 1);
		tu_set_team(s, 0, T0);
		tu_set_team(s, 4, T3);
		season_game(s, 4, 1, NULL);
		assert_int_not_equal(tu_view(s).stage, RINK_SS_SEASON);
		uint8_t t3[6], t4[6];
		tu_team(s, 3, t3);
		tu_team(s, 4, t4);
		int seen_out_semi = -1;
		while (!rink_state_is_over(s)) {
			uint32_t mask = rink_state_to_move(s);
			assert_int_equal(mask & ((1u << 3) | (1u << 4)), 0);
			rink_events_clear(&ev);
			tu_random_step(s, &rng, &ev, NULL, NULL);
			for (size_t i = 0; i < ev.n; i++) {
				const struct rink_event *e = &ev.v[i];
				if (e->type == RINK_SS_EV_CHALLENGE) {
					assert_true(e->arg[0] != 3 && e->arg[0] != 4);
					assert_true(e->arg[1] != 3 && e->arg[1] != 4);
					assert_true(e->arg[0] != seen_out_semi &&
					            e->arg[1] != seen_out_semi);
				}
				if (e->type == RINK_SS_EV_SERIES_OVER &&
				    e->arg[0] == RINK_SS_SEMIFINAL)
					seen_out_semi = e->arg[2];
			}
			uint8_t now[6];
			tu_team(s, 3, now);
			assert_memory_equal(now, t3, 6);
			tu_team(s, 4, now);
			assert_memory_equal(now, t4, 6);
		}
		assert_true(seen_out_semi == 1 || seen_out_semi == 2);
		assert_true(tu_view(s).out[seen_out_semi]);
		rink_events_free(&ev);
		rink_state_free(s);
		rink_game_free(g);
	}
}

/* SS-PLAYOFF-13 and SS-GAP-18: injuries of the season-ending game are
 * replaced for teams still in, not for a team set aside. */
static void test_SS_PLAYOFF_13_season_end_injuries(void **state)
{
	rink_game *g;
	int wins[3] = {8, 4, 2};
	rink_state *s = position(&g, 3, 0, wins, NULL);
	struct rink_events ev = {0};
	uint8_t before[54], after[54];

	/* manager 1 (away) at manager 3 (home), who will be out; each loses a
	 * forward in a scoreless pair */
	tu_set_team(s, 0, "Fat Trick,The Iceman,Slash Gordon,El Bos,Cheap Shot,Moby Stick");
	tu_set_team(s, 2, "Swede Sixteen,Ian Jury,Billy the Skid,Ice Capone,Hy Stick,Stu Late");
	tu_deck_top(s, RINK_SS_FORWARD, "Superstar");
	int nb = deck_set(s, before);
	tu_play(s, 0, "game 3", NULL);
	tu_lineup(s, 2, "Ice Capone,Swede Sixteen,Ian Jury,Billy the Skid,Hy Stick,Stu Late");
	tu_play(s, 0, "lineup Fat Trick,Cheap Shot,The Iceman,Slash Gordon,El Bos,Moby Stick", &ev);
	/* pair 1: Ice Capone 5 vs Fat Trick 2: home scores, Fat Trick hurt;
	 * pair 2: Swede 5 vs Cheap Shot 2: home scores, Swede hurt; then away
	 * scores 3 and Moby Stick beats Stu Late: away 4-3 */
	const struct rink_event *r = &ev.v[tu_find_event(&ev, RINK_SS_EV_RESULT, 0)];
	assert_int_equal(r->arg[4], 0);
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.stage, RINK_SS_FINAL);
	assert_true(v.out[2]);
	/* manager 1 (in the final) replaced Fat Trick before the first final game */
	assert_false(tu_has(s, 0, tu_card(g, "Fat Trick")));
	assert_true(tu_has(s, 0, tu_card(g, "Superstar")));
	/* manager 3 is set aside whole, Swede Sixteen included */
	assert_true(tu_has(s, 2, tu_card(g, "Swede Sixteen")));
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_REPLACE, 0), 1);
	assert_int_equal(ev.v[tu_find_event(&ev, RINK_SS_EV_REPLACE, 0)].arg[0], 0);
	/* the decks: Superstar out, Fat Trick in; Swede Sixteen never */
	int na = deck_set(s, after);
	assert_int_equal(na, nb);
	for (int i = 0; i < na; i++)
		assert_int_not_equal(after[i], tu_card(g, "Swede Sixteen"));
	struct rink_error err;
	assert_int_equal(rink_state_check(s, &err), RINK_OK);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);

	/* a second-placed loser of the season-ending game replaces his */
	int wins2[3] = {8, 4, 2};
	s = position(&g, 3, 0, wins2, NULL);
	tu_set_team(s, 0, "Fat Trick,The Iceman,Slash Gordon,El Bos,Cheap Shot,Moby Stick");
	tu_set_team(s, 1, "Swede Sixteen,Ian Jury,Billy the Skid,Ice Capone,Hy Stick,Stu Late");
	tu_deck_top(s, RINK_SS_FORWARD, "Superstar,Cheap Skate");
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, "Ice Capone,Swede Sixteen,Ian Jury,Billy the Skid,Hy Stick,Stu Late");
	tu_lineup(s, 0, "Fat Trick,Cheap Shot,The Iceman,Slash Gordon,El Bos,Moby Stick");
	assert_int_equal(tu_view(s).stage, RINK_SS_FINAL);
	/* home (manager 2) first: Superstar; then manager 1: Cheap Skate */
	assert_true(tu_has(s, 1, tu_card(g, "Superstar")));
	assert_true(tu_has(s, 0, tu_card(g, "Cheap Skate")));
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-DESIGN-02: each series game has its own line-ups. */
static void test_SS_DESIGN_02_new_lineup_each_series_game(void **state)
{
	rink_game *g;
	struct rink_events ev = {0};
	rink_state *s = final_position(&g, NULL);

	/* game 1 at manager 1's, no goal: home 1-0 */
	tu_lineup(s, 0,
	          "Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri,Hip "
	          "Checker,Kroz Czech");
	tu_play(s, 1, "lineup Swede Sixteen,Canada Post,Jock Strappe,Fast Eddy,Moose,Tex Hitter",
	        &ev);
	assert_int_equal(tu_view(s).series_game, 2);
	/* game 2: both change their order */
	rink_events_clear(&ev);
	tu_lineup(s, 0,
	          "Kroz Czech,Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri,Hip "
	          "Checker");
	tu_play(s, 1, "lineup Tex Hitter,Swede Sixteen,Canada Post,Jock Strappe,Fast Eddy,Moose",
	        &ev);
	int f = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_int_equal(ev.v[f].arg[1], tu_card(g, "Kroz Czech"));
	assert_int_equal(ev.v[f].arg[2], tu_card(g, "Tex Hitter"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-14: three or more tied for second: a seeded shuffled queue of
 * best-of-3 series, each winner to the back of the queue. */
static void test_SS_GAP_14_bracket_queue(void **state)
{
	struct rink_rng rng;
	int first_pairs[6][6] = {{0}};
	int distinct = 0;

	rink_rng_seed(&rng, 14);
	for (uint64_t seed = 0; seed < 30; seed++) {
		rink_game *g = tu_slapshot("managers=5,first=1");
		rink_state *s = tu_after_setup(g, seed);
		struct rink_events ev = {0};
		tu_set_team(s, 0, T0);
		tu_set_team(s, 4, T3);
		rink_ss_set_wins(s, 0, 8);
		rink_ss_set_wins(s, 1, 5);
		rink_ss_set_wins(s, 2, 5);
		rink_ss_set_wins(s, 3, 5);
		rink_ss_set_wins(s, 4, 0);
		season_game(s, 4, 1, &ev);
		int e = tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0);
		assert_int_equal(ev.v[e].arg[1], 3);
		while (tu_random_step(s, &rng, &ev, NULL, NULL))
			;
		/* the series, in order */
		int series[3][2], n = 0, winners[3], losers[3], nw = 0;
		for (size_t i = 0; i < ev.n; i++) {
			const struct rink_event *x = &ev.v[i];
			if (x->type == RINK_SS_EV_SERIES) {
				assert_true(n < 3);
				series[n][0] = x->arg[1];
				series[n][1] = x->arg[2];
				assert_int_equal(x->arg[0],
				                 n < 2 ? RINK_SS_SEMIFINAL : RINK_SS_FINAL);
				assert_int_equal(x->arg[3], n < 2 ? 3 : 7);
				n++;
			}
			if (x->type == RINK_SS_EV_SERIES_OVER) {
				winners[nw] = x->arg[1];
				losers[nw] = x->arg[2];
				nw++;
			}
		}
		assert_int_equal(n, 3);
		assert_int_equal(nw, 3);
		/* semi-final 1 between two of managers 2-4; the third waits and meets
		 * its winner; that winner meets manager 1 in the final */
		int a = series[0][0], b = series[0][1];
		assert_true(a >= 1 && a <= 3 && b >= 1 && b <= 3 && a != b);
		int bye = 6 - a - b;
		assert_true((series[1][0] == bye && series[1][1] == winners[0]) ||
		            (series[1][1] == bye && series[1][0] == winners[0]));
		assert_int_equal(series[2][0], 0);
		assert_int_equal(series[2][1], winners[1]);
		assert_true(losers[0] == a || losers[0] == b);
		assert_true(tu_view(s).out[losers[0]] && tu_view(s).out[losers[1]]);
		/* a coin toss before each semi-final */
		assert_int_equal(tu_count_events(&ev, RINK_SS_EV_COIN_TOSS, 0), 2);
		int lo = a < b ? a : b, hi = a < b ? b : a;
		if (!first_pairs[lo][hi]++)
			distinct++;
		rink_events_free(&ev);
		rink_state_free(s);
		rink_game_free(g);
	}
	/* the pairings are drawn, not fixed by seat */
	assert_true(distinct >= 2);

	/* four tied: the first two semi-finals are disjoint, and their winners
	 * meet in the third */
	for (uint64_t seed = 0; seed < 10; seed++) {
		rink_game *g = tu_slapshot("managers=6,first=1");
		rink_state *s = tu_after_setup(g, seed);
		struct rink_events ev = {0};
		tu_set_team(s, 0, T0);
		tu_set_team(s, 5, T3);
		static const int w[6] = {8, 5, 5, 5, 5, 0};
		for (int m = 0; m < 6; m++)
			rink_ss_set_wins(s, m, w[m]);
		season_game(s, 5, 1, &ev);
		while (tu_random_step(s, &rng, &ev, NULL, NULL))
			;
		int series[4][2], n = 0, winners[4], nw = 0;
		for (size_t i = 0; i < ev.n; i++) {
			const struct rink_event *x = &ev.v[i];
			if (x->type == RINK_SS_EV_SERIES) {
				assert_true(n < 4);
				series[n][0] = x->arg[1];
				series[n][1] = x->arg[2];
				n++;
			}
			if (x->type == RINK_SS_EV_SERIES_OVER)
				winners[nw++] = x->arg[1];
		}
		assert_int_equal(n, 4);
		assert_int_equal(nw, 4);
		int seen[6] = {0};
		for (int k = 0; k < 2; k++)
			for (int i = 0; i < 2; i++) {
				assert_true(series[k][i] >= 1 && series[k][i] <= 4);
				seen[series[k][i]]++;
			}
		for (int m = 1; m <= 4; m++)
			assert_int_equal(seen[m], 1);
		assert_true((series[2][0] == winners[0] && series[2][1] == winners[1]) ||
		            (series[2][0] == winners[1] && series[2][1] == winners[0]));
		assert_int_equal(series[3][0], 0);
		assert_int_equal(series[3][1], winners[2]);
		assert_int_equal(winners[3], tu_view(s).champion);
		rink_events_free(&ev);
		rink_state_free(s);
		rink_game_free(g);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_PLAYOFF_01_best_of_7_final),
	        cmocka_unit_test(test_SS_PLAYOFF_02_series_stops_at_four),
	        cmocka_unit_test(test_SS_PLAYOFF_03_04_home_ice_pattern),
	        cmocka_unit_test(test_SS_PLAYOFF_05_semi_final_best_of_3),
	        cmocka_unit_test(test_SS_PLAYOFF_06_semi_final_coin_toss),
	        cmocka_unit_test(test_SS_PLAYOFF_07_08_no_trades_or_drafts),
	        cmocka_unit_test(test_SS_PLAYOFF_09_playoff_injuries_replaced),
	        cmocka_unit_test(test_SS_PLAYOFF_10_normal_game_rules),
	        cmocka_unit_test(test_SS_PLAYOFF_11_out_teams_not_in_decks),
	        cmocka_unit_test(test_SS_PLAYOFF_12_out_teams_set_aside),
	        cmocka_unit_test(test_SS_PLAYOFF_13_season_end_injuries),
	        cmocka_unit_test(test_SS_DESIGN_02_new_lineup_each_series_game),
	        cmocka_unit_test(test_SS_GAP_14_bracket_queue),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}