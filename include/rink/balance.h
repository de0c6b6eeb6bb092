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
 * share of records won, a record's length in actions and in games, the
 * share of games won by a side that trailed (comebacks: from any deficit,
 * and from 2 goals or more), and how often each type of event fires per
 * game. It is game-blind: events are
 * counted by the "type" of rink_event_json, those every seat may see; the
 * games and goals of a season are its "result" events, those of a one-game
 * game its result; the score while a game is played is read from the
 * events that carry it ("score": [home, away], or "home_score" and
 * "away_score"), a "result" ending a season's game. Intervals are normal, over records (a record is
 * one cluster: the ratio estimator's variance), so the games of one season count as one observation
 * of the season.
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
	RINK_BAL_HOME_WINS,  /* share of games the home side won, ties 1/2 */
	RINK_BAL_SEAT1,      /* share of records seat 1 won (rink_state_returns) */
	RINK_BAL_ACTIONS,    /* actions per record */
	RINK_BAL_GAMES,      /* games per record (1 for one-game games) */
	RINK_BAL_COMEBACKS,  /* share of games won by a side that trailed in it */
	RINK_BAL_COMEBACKS2, /* ... that trailed by 2 goals or more */
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

/* ---- pieces: a study split between threads and processes ------------- */

/* Records are cut into pieces (at most RINK_BALANCE_MAX_PIECES, a function
 * of the record count alone), as the arena's deals are; piece p plays
 * records records * p / pieces up to records * (p + 1) / pieces. A piece's
 * tally is its sums; adding the tallies up in piece order gives the report
 * however the pieces were shared out. */
#define RINK_BALANCE_MAX_PIECES 1024

struct rink_balance_acc {
	double s, e, ss, ee, se; /* over records: sums of S, E, S^2, E^2, S*E */
};

struct rink_balance_tally {
	int records, games;
	struct rink_balance_acc stat[RINK_BAL_N];
	struct rink_balance_acc ev[RINK_BALANCE_TYPES]; /* s, ss, se; e is div's */
	struct rink_balance_acc div;                    /* s: a record's games (at least 1); ss */
	long long hist[RINK_BALANCE_HIST];
};

/* Event type names by code, as the pieces played met them. */
struct rink_balance_names {
	bool known[RINK_BALANCE_TYPES];
	char name[RINK_BALANCE_TYPES][RINK_BALANCE_NAME];
};

/* The pieces of cfg's study, or an error code. */
int rink_balance_pieces(const struct rink_balance_config *cfg, struct rink_error *err);
/* Plays pieces first .. first + count - 1 on cfg->threads threads, piece
 * first + i into t[i], and adds the names met to *names (zero it first). */
int rink_balance_play(const struct rink_balance_config *cfg, int first, int count,
                      struct rink_balance_tally *t, struct rink_balance_names *names,
                      struct rink_error *err);
/* The report from every piece's tally (t[0 .. pieces - 1], in order) and
 * the names. */
int rink_balance_finish(const struct rink_balance_config *cfg, const struct rink_balance_tally *t,
                        int pieces, const struct rink_balance_names *names,
                        struct rink_balance_report *out, struct rink_error *err);

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
