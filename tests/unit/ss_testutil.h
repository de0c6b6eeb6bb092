/*
 * tests/unit/ss_testutil.h: helpers shared by the Slapshot rule test
 * programs (header only: each test_ss_*.c that needs them includes it once).
 */
#ifndef RINK_SS_TESTUTIL_H
#define RINK_SS_TESTUTIL_H

#include <stdio.h>

#include "testutil.h"

/* ---- a single game: face-offs, line-ups, results ------------------------- */

/* Outcome bits of home card h against away card a, by names. */
static inline int fo(const rink_game *g, const char *h, const char *a)
{
	return rink_ss_faceoff(g, tu_card(g, h), tu_card(g, a));
}

#define HG RINK_SS_FO_HOME_GOAL
#define AG RINK_SS_FO_AWAY_GOAL
#define HI RINK_SS_FO_HOME_INJURED
#define AI RINK_SS_FO_AWAY_INJURED

/* Checks one meeting both ways round: as home vs away and swapped. */
static inline void check_meeting(const rink_game *g, const char *x, const char *y, int x_as_home)
{
	int swapped = ((x_as_home & HG) ? AG : 0) | ((x_as_home & AG) ? HG : 0) |
	              ((x_as_home & HI) ? AI : 0) | ((x_as_home & AI) ? HI : 0);

	if (fo(g, x, y) != x_as_home)
		fail_msg("%s vs %s: bits %d, expected %d", x, y, fo(g, x, y), x_as_home);
	if (fo(g, y, x) != swapped)
		fail_msg("%s vs %s: bits %d, expected %d", y, x, fo(g, y, x), swapped);
}

/* A game between manager 1 (away, the challenger) and manager 2 (home) of
 * a two-manager game, with the two teams and line-ups given by names;
 * events go to ev. Returns the state (caller frees). */
static inline rink_state *play_game(const rink_game *g, const char *home_lineup,
                                    const char *away_lineup, struct rink_events *ev)
{
	rink_state *s = tu_after_setup(g, 1);

	tu_set_team(s, 1, home_lineup);
	tu_set_team(s, 0, away_lineup);
	tu_play(s, 0, "game 2", ev);
	tu_lineup(s, 1, home_lineup);
	char text[512];
	snprintf(text, sizeof(text), "lineup %s", away_lineup);
	tu_play(s, 0, text, ev);
	return s;
}

static inline const struct rink_event *result_of(const struct rink_events *ev)
{
	int e = tu_find_event(ev, RINK_SS_EV_RESULT, 0);

	assert_true(e >= 0);
	return &ev->v[e];
}

/* Line-ups with no goal at all (each pair equal, or a goalie and a skater);
 * variants below change single pairs of them. */
#define ZERO_HOME                                                                                  \
	"Stonewall Jackson,Old Man Winters,Snow Balls,Cyclone Henri,Hip Checker,Kroz Czech"
#define ZERO_AWAY "Swede Sixteen,Canada Post,Jock Strappe,Fast Eddy,Moose,Tex Hitter"
/* home cards win pairs 3 and 4, away cards pairs 5 and 6 */
#define HOME2_HOME                                                                                 \
	"Stonewall Jackson,Old Man Winters,Sir Stanley Kup,The Iceman,Charge Kard,Hy Stick"
#define HOME2_AWAY ZERO_AWAY
/* away cards win pair 4 only */
#define PLUS1_AWAY "Swede Sixteen,Canada Post,Jock Strappe,Phantom of the Ice,Moose,Tex Hitter"
/* away cards win pairs 3 and 4 */
#define PLUS2_AWAY "Swede Sixteen,Canada Post,Puck Rogers,Phantom of the Ice,Moose,Tex Hitter"

/* ---- a season: teams, positions, season games ---------------------------- */

/* Teams without bruisers. T1 and T2 mirror each other, so either can win at
 * home or on the road; T0 is a third team of middling values. */
#define T0 "Bobby Howl,Chairman of the Boards,Robin Hooker,Headlock Holmes,Friar Puck,Trapper John"
#define T1 "Old Man Winters,Snow Balls,Cyclone Henri,Hip Checker,Kroz Czech,Stonewall Jackson"
#define T2 "Swede Sixteen,Jock Strappe,Fast Eddy,Moose,Tex Hitter,Canada Post"
#define T3 "Cheap Skate,Ian Jury,Billy the Skid,Charge Kard,Hy Stick,Stu Late"
#define T4 "Fat Trick,Chief Sitting Bench,Captain Hook,Boney Maloney,Jack the Tripper,Bo Legs"
#define T5 "Ivan Fazov,Chubby Checker,Puk Luk,Le Sainte,Captain Canuck,Masked Man"

/* A game with n managers, manager `first` (0-based) taking the first turn,
 * team Tk for manager k, and the given wins. */
static inline rink_state *position(rink_game **g, int n, int first, const int *wins,
                                   const char *extra)
{
	static const char *const teams[6] = {T0, T1, T2, T3, T4, T5};
	char params[256];

	snprintf(params, sizeof(params), "managers=%d,first=%d%s%s", n, first + 1, extra ? "," : "",
	         extra ? extra : "");
	*g = tu_slapshot(params);
	rink_state *s = tu_after_setup(*g, 77);
	for (int m = 0; m < n; m++) {
		tu_set_team(s, m, teams[m]);
		if (wins)
			rink_ss_set_wins(s, m, wins[m]);
	}
	return s;
}

/* The active manager challenges opponent and the game ends as want (0 home
 * wins, 1 away wins) with no injuries. */
static inline void season_game(rink_state *s, int opponent, int want, struct rink_events *ev)
{
	char text[32];

	snprintf(text, sizeof(text), "game %d", opponent + 1);
	tu_play(s, tu_active(s), text, ev);
	tu_force(s, want, true, ev);
}

static inline int count_stage_results(const struct rink_events *ev, int stage)
{
	int n = 0;

	for (size_t i = 0; i < ev->n; i++)
		n += ev->v[i].type == RINK_SS_EV_RESULT && ev->v[i].arg[6] == stage;
	return n;
}

#endif /* RINK_SS_TESTUTIL_H */
