/*
 * tests/unit/test_ss_overtime.c: Slapshot rule tests, overtime (Turns 3(d)
 * and Bruisers & Injuries 3; checklist SS-OT-*, SS-GAP-07, 08, 09, 10, 13).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Regulation line-ups that end 1-1: Tex Hitter 4 beats Hip Checker 3 and
 * every other pair is equal or a goalie against a skater. */
#define TIE_HOME "Hip Checker,Kroz Czech,Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri"
#define TIE_AWAY "Tex Hitter,Canada Post,Moose,Swede Sixteen,Jock Strappe,Fast Eddy"
/* Overtime line-ups of the same teams with no goal in any pair. */
#define ZERO_HOME                                                                                  \
	"Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri,Hip Checker,Kroz Czech"
#define ZERO_AWAY "Swede Sixteen,Canada Post,Jock Strappe,Fast Eddy,Moose,Tex Hitter"

/* A two-manager game, manager 1 away and manager 2 home, tied 1-1 after
 * regulation; the overtime line-ups are next. */
static rink_state *tied_game(const rink_game *g, const char *home, const char *away,
                             const char *home_lineup, const char *away_lineup,
                             struct rink_events *ev)
{
	rink_state *s = tu_after_setup(g, 3);
	char text[512];

	tu_set_team(s, 1, home);
	tu_set_team(s, 0, away);
	tu_play(s, 0, "game 2", ev);
	snprintf(text, sizeof(text), "lineup %s", home_lineup);
	tu_play(s, 1, text, ev);
	snprintf(text, sizeof(text), "lineup %s", away_lineup);
	tu_play(s, 0, text, ev);
	assert_int_equal(tu_view(s).overtime, 1);
	return s;
}

static void overtime_lineups(rink_state *s, const char *home, const char *away,
                             struct rink_events *ev)
{
	char text[512];

	snprintf(text, sizeof(text), "lineup %s", home);
	tu_play(s, 1, text, ev);
	snprintf(text, sizeof(text), "lineup %s", away);
	tu_play(s, 0, text, ev);
}

static const struct rink_event *find(const struct rink_events *ev, int type)
{
	int e = tu_find_event(ev, type, 0);

	assert_true(e >= 0);
	return &ev->v[e];
}

static void test_SS_OT_01_tie_continues_same_managers(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 1);
	struct rink_events ev = {0};

	tu_set_team(s, 1, TIE_HOME);
	tu_set_team(s, 0, TIE_AWAY);
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, TIE_HOME);
	tu_play(s, 0, "lineup " TIE_AWAY, &ev);
	const struct rink_event *e = find(&ev, RINK_SS_EV_OVERTIME);
	assert_int_equal(e->arg[0], 1);
	assert_int_equal(e->arg[1], 1);
	assert_int_equal(e->arg[2], 0);
	struct rink_ss_view v = tu_view(s);
	assert_int_equal(v.phase, RINK_SS_LINEUP);
	assert_int_equal(v.home, 1);
	assert_int_equal(v.away, 0);
	assert_int_equal(v.overtime, 1);
	/* the same two managers, and nobody else, must act */
	assert_int_equal(rink_state_to_move(s), (1u << 0) | (1u << 1));
	/* no result yet, no token moved */
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_RESULT, 0), 0);
	assert_int_equal(v.wins[0] + v.wins[1] + v.wins[2], 0);
	assert_false(v.lineup_set[0] || v.lineup_set[1]);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_OT_02_new_secret_lineups(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);
	int acts[RINK_MAX_ACTIONS];

	/* every order is legal again, also one different from regulation */
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 720);
	assert_int_equal(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS), 720);
	tu_play(s, 1,
	        "lineup Cyclone Henri,Hip Checker,Kroz Czech,Stonewall Jackson,Old Man "
	        "Winters,Snow Balls",
	        &ev);
	/* secret: the away manager's view does not show the home order */
	char *j = tu_view_secret_part(s, 0);
	assert_false(tu_mentions(j, "Cyclone Henri", true));
	free(j);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 0);
	tu_play(s, 0, "lineup Fast Eddy,Tex Hitter,Canada Post,Moose,Swede Sixteen,Jock Strappe",
	        &ev);
	/* the new orders are the ones played */
	const struct rink_event *e = find(&ev, RINK_SS_EV_FACEOFF);
	assert_int_equal(e->arg[1], tu_card(g, "Cyclone Henri"));
	assert_int_equal(e->arg[2], tu_card(g, "Fast Eddy"));
	assert_int_equal(e->arg[6], 1); /* an overtime face-off */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-OT-03 and SS-GAP-07: overtime starts 0-0, the first goal wins; and
 * SS-GAP-13: the score recorded is the regulation score plus that goal. */
static void test_SS_OT_03_first_goal_wins_from_0_0(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};

	for (int home_scores = 0; home_scores < 2; home_scores++) {
		rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);
		rink_events_clear(&ev);
		/* pair 1 scoreless (goalie vs skater), pair 2 scores */
		if (home_scores)
			overtime_lineups(
			        s,
			        "Stonewall Jackson,Kroz Czech,Old Man Winters,Snow "
			        "Balls,Cyclone Henri,Hip Checker",
			        "Swede Sixteen,Moose,Canada Post,Jock Strappe,Fast Eddy,Tex "
			        "Hitter",
			        &ev);
		else
			overtime_lineups(s,
			                 "Stonewall Jackson,Hip Checker,Old Man Winters,Snow "
			                 "Balls,Cyclone Henri,Kroz Czech",
			                 "Swede Sixteen,Tex Hitter,Canada Post,Jock Strappe,Fast "
			                 "Eddy,Moose",
			                 &ev);
		int f1 = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
		int f2 = tu_find_event(&ev, RINK_SS_EV_FACEOFF, (size_t)f1 + 1);
		/* the overtime score starts 0-0: no home-ice goal */
		assert_int_equal(ev.v[f1].arg[4], 0);
		assert_int_equal(ev.v[f1].arg[5], 0);
		assert_int_equal(ev.v[f2].arg[4], home_scores ? 1 : 0);
		assert_int_equal(ev.v[f2].arg[5], home_scores ? 0 : 1);
		const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
		int winner = home_scores ? 1 : 0;
		assert_int_equal(r->arg[4], winner);
		assert_int_equal(r->arg[5], 1); /* one overtime game */
		/* SS-GAP-13: regulation 1-1 plus the deciding goal */
		assert_int_equal(r->arg[2], home_scores ? 2 : 1);
		assert_int_equal(r->arg[3], home_scores ? 1 : 2);
		assert_non_null(strstr(tu_event_text(g, r, RINK_SPECTATOR), "2-1 in overtime"));
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.wins[winner], 1);
		assert_int_equal(v.wins[1 - winner], 0);
		assert_int_equal(v.goals_for[winner], 2);
		assert_int_equal(v.goals_against[winner], 1);
		assert_int_equal(v.phase, RINK_SS_TURN);
		rink_state_free(s);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

/* SS-GAP-09: sudden death stops at the goal: later pairs are not revealed
 * and cannot injure. */
static void test_SS_GAP_09_sudden_death_stops_at_goal(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = tu_after_setup(g, 3);

	/* the home team has Le Goon, who would hurt Swede Sixteen in pair 4 */
	tu_set_team(
	        s, 1,
	        "Le Goon,Kroz Czech,Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri");
	tu_set_team(s, 0, TIE_AWAY);
	tu_deck_top(s, RINK_SS_DEFENSE, "Hy Stick");
	tu_play(s, 0, "game 2", NULL);
	/* regulation: Moose 3 scores on Le Goon 0 (and is hurt, replaced by Hy
	 * Stick), Kroz vs Canada Post and Stonewall vs Tex blocked, rest equal */
	overtime_lineups(
	        s, "Le Goon,Kroz Czech,Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri",
	        "Moose,Canada Post,Tex Hitter,Swede Sixteen,Jock Strappe,Fast Eddy", NULL);
	assert_int_equal(tu_view(s).overtime, 1);
	assert_true(tu_has(s, 0, tu_card(g, "Hy Stick")));
	rink_events_clear(&ev);
	overtime_lineups(
	        s, "Snow Balls,Stonewall Jackson,Cyclone Henri,Le Goon,Old Man Winters,Kroz Czech",
	        "Jock Strappe,Fast Eddy,Tex Hitter,Swede Sixteen,Canada Post,Hy Stick", &ev);
	/* pair 1 equal, pair 2 a goalie blocks, pair 3 Cyclone Henri 7 beats Tex
	 * Hitter 4 and decides; pair 4 (Le Goon vs Swede Sixteen) never happens */
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 3);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_INJURY, 0), 0);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_REPLACE, 0), 0);
	assert_true(tu_has(s, 0, tu_card(g, "Swede Sixteen")));
	for (size_t i = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_SS_EV_FACEOFF) {
			assert_int_not_equal(ev.v[i].arg[1], tu_card(g, "Le Goon"));
			assert_int_not_equal(ev.v[i].arg[2], tu_card(g, "Swede Sixteen"));
		}
	const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
	assert_int_equal(r->arg[4], 1);
	/* the pure referee also stops at the goal */
	uint8_t h[6], a[6];
	struct rink_ss_result res;
	tu_cards(g, h, "Snow Balls", "Stonewall Jackson", "Cyclone Henri", "Le Goon",
	         "Old Man Winters", "Kroz Czech");
	tu_cards(g, a, "Jock Strappe", "Fast Eddy", "Tex Hitter", "Swede Sixteen", "Canada Post",
	         "Hy Stick");
	rink_ss_play(g, h, a, true, &res);
	assert_int_equal(res.pairs, 3);
	assert_int_equal(res.decided_at, 2);
	assert_int_equal(res.home_goals, 1);
	assert_int_equal(res.away_goals, 0);
	assert_int_equal(res.winner, 0);
	assert_int_equal(res.n_injured[0] + res.n_injured[1], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-OT-04 and SS-GAP-08: scoreless pairs do not end overtime; a scoreless
 * overtime game is followed by another. */
static void test_SS_OT_04_scoreless_pairs_continue(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);

	/* pairs 1-4 without a goal (goalies, equal values); pair 5 scores */
	overtime_lineups(s, ZERO_HOME,
	                 "Swede Sixteen,Canada Post,Jock Strappe,Fast Eddy,Tex "
	                 "Hitter,Moose",
	                 &ev);
	/* pair 5: Tex Hitter 4 beats Hip Checker 3 */
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 5);
	for (size_t i = 0, k = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_SS_EV_FACEOFF)
			assert_int_equal(ev.v[i].arg[3] & 3, ++k == 5 ? RINK_SS_FO_AWAY_GOAL : 0);
	const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
	assert_int_equal(r->arg[4], 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_GAP_08_scoreless_overtime_repeats(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);

	assert_non_null(strstr(rink_game_params(g), "ot_cap=50"));
	/* three scoreless overtime games, each followed by another */
	for (int k = 1; k <= 3; k++) {
		rink_events_clear(&ev);
		overtime_lineups(s, ZERO_HOME, ZERO_AWAY, &ev);
		assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 6);
		assert_int_equal(tu_count_events(&ev, RINK_SS_EV_RESULT, 0), 0);
		const struct rink_event *e = find(&ev, RINK_SS_EV_OVERTIME);
		assert_int_equal(e->arg[0], k + 1);
		assert_int_equal(tu_view(s).overtime, k + 1);
		assert_int_equal(tu_view(s).phase, RINK_SS_LINEUP);
	}
	/* then a goal decides it */
	rink_events_clear(&ev);
	overtime_lineups(s,
	                 "Cyclone Henri,Old Man Winters,Snow Balls,Stonewall Jackson,Hip "
	                 "Checker,Kroz Czech",
	                 ZERO_AWAY, &ev);
	const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
	assert_int_equal(r->arg[4], 1); /* Cyclone Henri 7 beat Swede Sixteen 5 */
	assert_int_equal(r->arg[5], 4); /* decided in the 4th overtime game */
	assert_int_equal(r->arg[2], 2);
	assert_int_equal(r->arg[3], 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-08: after ot_cap scoreless overtime games a seeded coin toss
 * decides, announced as an event. */
static void test_SS_GAP_08_coin_toss_after_cap(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,ot_cap=2");
	struct rink_events ev = {0};
	int toss_winners[2] = {0, 0};

	for (uint64_t seed = 0; seed < 40; seed++) {
		rink_state *s = tu_after_setup(g, seed);
		tu_set_team(s, 1, TIE_HOME);
		tu_set_team(s, 0, TIE_AWAY);
		tu_play(s, 0, "game 2", NULL);
		overtime_lineups(s, TIE_HOME, TIE_AWAY, NULL);
		overtime_lineups(s, ZERO_HOME, ZERO_AWAY, NULL);
		assert_int_equal(tu_view(s).overtime, 2);
		rink_state *again = rink_state_clone(s);
		rink_events_clear(&ev);
		overtime_lineups(s, ZERO_HOME, ZERO_AWAY, &ev);
		const struct rink_event *toss = find(&ev, RINK_SS_EV_COIN_TOSS);
		const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
		int w = toss->arg[1];
		assert_true(w == 0 || w == 1);
		assert_int_equal(r->arg[4], w);
		assert_int_equal(r->arg[5], 2);
		/* the winner's token moves; the next turn follows as usual */
		assert_int_equal(tu_view(s).wins[w], 1);
		assert_int_equal(tu_view(s).wins[1 - w], 0);
		assert_int_equal(tu_view(s).phase, RINK_SS_TURN);
		assert_int_equal(tu_active(s), 1);
		/* SS-GAP-13: no card scored after regulation: the tie stands */
		assert_int_equal(r->arg[2], r->arg[3]);
		assert_true(r->arg[2] >= 1);
		/* seeded: the same position gives the same toss */
		overtime_lineups(again, ZERO_HOME, ZERO_AWAY, NULL);
		assert_true(rink_state_equal(s, again));
		toss_winners[w]++;
		rink_state_free(again);
		rink_state_free(s);
	}
	assert_true(toss_winners[0] > 0 && toss_winners[1] > 0);
	rink_events_free(&ev);
	rink_game_free(g);
}

/* SS-GAP-07 and SS-GAP-08 with ot_cap above 255: the overtime count goes
 * on past 255 (it once was a byte, and the 257th overtime game was played
 * as regulation, home ice and no sudden death); every overtime game starts
 * 0-0 and is announced with its number, and the coin toss comes after
 * exactly ot_cap of them. */
static void test_SS_GAP_07_08_overtime_count_past_255(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1,ot_cap=300");
	struct rink_events ev = {0};
	rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);

	for (int k = 1; k < 300; k++) {
		rink_events_clear(&ev);
		overtime_lineups(s, ZERO_HOME, ZERO_AWAY, &ev);
		assert_int_equal(tu_count_events(&ev, RINK_SS_EV_RESULT, 0), 0);
		const struct rink_event *f = find(&ev, RINK_SS_EV_FACEOFF);
		assert_int_equal(f->arg[6], k); /* the k-th overtime game */
		assert_int_equal(f->arg[4], 0); /* SS-GAP-07: from 0-0 */
		const struct rink_event *e = find(&ev, RINK_SS_EV_OVERTIME);
		assert_int_equal(e->arg[0], k + 1);
		assert_int_equal(tu_view(s).overtime, k + 1);
		assert_int_equal(tu_view(s).phase, RINK_SS_LINEUP);
	}
	/* the 300th is scoreless too: the coin toss decides, the tie stands */
	rink_events_clear(&ev);
	overtime_lineups(s, ZERO_HOME, ZERO_AWAY, &ev);
	find(&ev, RINK_SS_EV_COIN_TOSS);
	const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
	assert_int_equal(r->arg[5], 300);
	assert_int_equal(r->arg[2], 1);
	assert_int_equal(r->arg[3], 1);
	assert_int_equal(tu_view(s).phase, RINK_SS_TURN);
	assert_int_equal(tu_view(s).overtime, 0);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_OT_05_bruiser_injures_in_overtime(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);

	/* for the overtime the home team holds two bruisers */
	tu_set_team(
	        s, 1,
	        "Frank N. Stix,Snow Balls,Cyclone Henri,Ice Capone,Kroz Czech,Stonewall Jackson");
	tu_deck_top(s, RINK_SS_FORWARD, "Cheap Skate");
	tu_deck_top(s, RINK_SS_DEFENSE, "Hy Stick");
	uint8_t fwd[27], def[27];
	int nf = rink_ss_deck(s, RINK_SS_FORWARD, fwd), nd = rink_ss_deck(s, RINK_SS_DEFENSE, def);
	/* pair 1: Frank N. Stix 5 vs Swede Sixteen 5, no goal, Swede hurt;
	 * pair 2: Ice Capone 5 scores on Moose 3, the deciding goal, Moose hurt */
	overtime_lineups(
	        s, "Frank N. Stix,Ice Capone,Stonewall Jackson,Snow Balls,Cyclone Henri,Kroz Czech",
	        "Swede Sixteen,Moose,Canada Post,Jock Strappe,Fast Eddy,Tex Hitter", &ev);
	int f1 = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	int f2 = tu_find_event(&ev, RINK_SS_EV_FACEOFF, (size_t)f1 + 1);
	assert_int_equal(ev.v[f1].arg[3], RINK_SS_FO_AWAY_INJURED);
	assert_int_equal(ev.v[f2].arg[3], RINK_SS_FO_HOME_GOAL | RINK_SS_FO_AWAY_INJURED);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_FACEOFF, 0), 2);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_INJURY, 0), 2);
	const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
	assert_int_equal(r->arg[4], 1);
	/* both hurt cards were replaced after the game by the draft procedure */
	assert_false(tu_has(s, 0, tu_card(g, "Swede Sixteen")));
	assert_false(tu_has(s, 0, tu_card(g, "Moose")));
	assert_true(tu_has(s, 0, fwd[0]));
	assert_true(tu_has(s, 0, def[0]));
	uint8_t d[27];
	rink_ss_deck(s, RINK_SS_FORWARD, d);
	assert_int_equal(d[nf - 1], tu_card(g, "Swede Sixteen"));
	rink_ss_deck(s, RINK_SS_DEFENSE, d);
	assert_int_equal(d[nd - 1], tu_card(g, "Moose"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-OT-06 and SS-GAP-10: cards hurt in a scoreless overtime game are
 * replaced right after it, home team first, before the next overtime. The
 * away card is hurt first (pair 1, home's in pair 2), so replacing in the
 * order of injury would give away the deck's top card. */
static void test_SS_OT_06_overtime_injuries_replaced_home_first(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = tied_game(g, TIE_HOME, TIE_AWAY, TIE_HOME, TIE_AWAY, NULL);
	int action;
	struct rink_error err;

	tu_set_team(s, 1,
	            "Fat Trick,Snow Balls,Cyclone Henri,Ice Capone,Kroz Czech,Stonewall Jackson");
	tu_set_team(s, 0, "Swede Sixteen,Jock Strappe,Fast Eddy,Cheap Shot,Tex Hitter,Canada Post");
	tu_deck_top(s, RINK_SS_FORWARD, "Superstar,Cheap Skate");
	/* scoreless: Ice Capone 5 vs Swede Sixteen 5 (Swede hurt), Fat Trick 2
	 * vs Cheap Shot 2 (Fat Trick hurt), equal pairs, goalies blocking */
	overtime_lineups(
	        s, "Ice Capone,Fat Trick,Snow Balls,Cyclone Henri,Stonewall Jackson,Kroz Czech",
	        "Swede Sixteen,Cheap Shot,Jock Strappe,Fast Eddy,Tex Hitter,Canada Post", &ev);
	assert_int_equal(tu_count_events(&ev, RINK_SS_EV_RESULT, 0), 0);
	int i1 = tu_find_event(&ev, RINK_SS_EV_INJURY, 0);
	int i2 = tu_find_event(&ev, RINK_SS_EV_INJURY, (size_t)i1 + 1);
	assert_true(i1 >= 0 && i2 > i1);
	assert_int_equal(ev.v[i1].arg[0], 0); /* away hurt first */
	assert_int_equal(ev.v[i2].arg[0], 1);
	int r1 = tu_find_event(&ev, RINK_SS_EV_REPLACE, 0);
	int r2 = tu_find_event(&ev, RINK_SS_EV_REPLACE, (size_t)r1 + 1);
	int ot = tu_find_event(&ev, RINK_SS_EV_OVERTIME, 0);
	assert_true(r1 >= 0 && r2 > r1 && ot > r2);
	assert_int_equal(ev.v[r1].arg[0], 1); /* home first */
	assert_int_equal(ev.v[r2].arg[0], 0);
	assert_int_equal(ev.v[ot].arg[0], 2);
	/* home got the forward deck's top card, away the one below */
	assert_true(tu_has(s, 1, tu_card(g, "Superstar")));
	assert_true(tu_has(s, 0, tu_card(g, "Cheap Skate")));
	/* the hurt cards cannot play the next overtime, their replacements can */
	assert_int_not_equal(rink_action_parse(s, 1,
	                                       "lineup Fat Trick,Ice Capone,Snow Balls,Cyclone "
	                                       "Henri,Stonewall Jackson,Kroz Czech",
	                                       &action, &err),
	                     RINK_OK);
	rink_events_clear(&ev);
	overtime_lineups(
	        s, "Superstar,Ice Capone,Snow Balls,Cyclone Henri,Stonewall Jackson,Kroz Czech",
	        "Jock Strappe,Cheap Skate,Cheap Shot,Fast Eddy,Tex Hitter,Canada Post", &ev);
	const struct rink_event *r = find(&ev, RINK_SS_EV_RESULT);
	assert_int_equal(r->arg[4], 1); /* Superstar 10 beat Jock Strappe 6 */
	assert_int_equal(r->arg[5], 2);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_OT_01_tie_continues_same_managers),
	        cmocka_unit_test(test_SS_OT_02_new_secret_lineups),
	        cmocka_unit_test(test_SS_OT_03_first_goal_wins_from_0_0),
	        cmocka_unit_test(test_SS_GAP_09_sudden_death_stops_at_goal),
	        cmocka_unit_test(test_SS_OT_04_scoreless_pairs_continue),
	        cmocka_unit_test(test_SS_GAP_08_scoreless_overtime_repeats),
	        cmocka_unit_test(test_SS_GAP_08_coin_toss_after_cap),
	        cmocka_unit_test(test_SS_GAP_07_08_overtime_count_past_255),
	        cmocka_unit_test(test_SS_OT_05_bruiser_injures_in_overtime),
	        cmocka_unit_test(test_SS_OT_06_overtime_injuries_replaced_home_first),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
