/*
 * rink/balance.h: a game's balance over many games, for designers and
 * house rules.
 *
 * A balance study plays `records` complete records (a game of Action Deck
 * or Trick Shot; a season of Slapshot or Power Play) of one game and
 * parameter set between bots (seated as the arena seats them: the list in
 * turn, one place further along each record), each record k dealt from
 * rink_seed_derive(seed, k), on every core through the work pool
 * (rink/pool.h), and reports with a 95% interval: goals per game (home,
 * away, both), the home side's share of wins (ties 1/2), the first seat's
 * share of records won, a record's length in actions and in games, and how
 * often each type of event fires per game. It is game-blind: events are
 * counted by the "type" of rink_event_json, those every seat may see; the
 * games and goals of a season are its "result" events, those of a one-game
 * game its result. Intervals are normal, over records (a record is one
 * cluster: the ratio estimator's variance), so the games of one season
 * count as one observation of the season.
 */
#ifndef RINK_BALANCE_H
#define RINK_BALANCE_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/arena.h"
#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_BALANCE_TYPES 256 /* event type codes counted: 0 .. 255 */
#define RINK_BALANCE_NAME  32
#define RINK_BALANCE_HIST  21 /* goals per game: 0 .. 19, and 20 or more */

enum {
	RINK_BAL_GOALS,      /* goals per game, both sides */
	RINK_BAL_HOME_GOALS, /* the home side's */
	RINK_BAL_AWAY_GOALS,
	RINK_BAL_HOME_WINS, /* share of games the home side won, ties 1/2 */
	RINK_BAL_SEAT1,     /* share of records seat 1 won (rink_state_returns) */
	RINK_BAL_ACTIONS,   /* actions per record */
	RINK_BAL_GAMES,     /* games per record (1 for one-game games) */
	RINK_BAL_N
};

struct rink_balance_config {
	const char *game;
	const char *params; /* NULL for defaults */
	const char *bots[RINK_ARENA_MAX_BOTS];
	int n_bots;
	int records; /* games or seasons to play */
	uint64_t seed;
	int threads;
	void (*progress)(void *ud, int done, int total); /* records done */
	void *ud;
};

struct rink_balance_stat {
	double mean;   /* per game (per record for SEAT1, ACTIONS, GAMES) */
	double lo, hi; /* its 95% interval */
};

struct rink_balance_event {
	char name[RINK_BALANCE_NAME]; /* its "type" */
	struct rink_balance_stat per_game;
};

struct rink_balance_report {
	int records, games;
	bool goals; /* the game tells goals (every game here does) */
	struct rink_balance_stat stat[RINK_BAL_N];
	int n_events; /* event types seen, by code */
	struct rink_balance_event events[RINK_BALANCE_TYPES];
	long long hist[RINK_BALANCE_HIST]; /* games by goals, both sides */
};

/* The name of stat i (RINK_BAL_*): "goals", "home_goals", ... */
const char *rink_balance_stat_name(int i);

/* Plays the study into *out (owned by the caller; large: allocate it).
 * RINK_OK or an error code with err filled. The results do not depend on
 * cfg->threads. */
int rink_balance_run(const struct rink_balance_config *cfg, struct rink_balance_report *out,
                     struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
