/*
 * rink/arena.h: matches between bots, with win rates and Elo ratings.
 *
 * An arena plays `games` complete games (for the card games, complete
 * seasons with their playoffs) of one game and parameter set. Seats are
 * filled from the list of bot kinds cyclically, starting one entry further
 * along for each game, so every kind sits in every seat equally often. Each
 * game k is dealt from rink_seed_derive(seed, k) and its bots are seeded
 * from it too: an arena is reproduced by its configuration.
 *
 * With mirror set, deals are duplicated: deal j is played n_bots times in
 * a row (games j * n_bots ... j * n_bots + n_bots - 1), once per rotation
 * of the seats, from the same seed, so that the luck of the deal falls
 * alike on every kind and only the bots' decisions tell them apart (much
 * narrower intervals where decisions are few, as in Action Deck).
 *
 * Results per bot kind: seats taken ("entries"), wins (a seat whose
 * rink_state_returns is 1: the champion), ties (a return strictly between
 * 0 and 1: an Action Deck game ended tied), the win rate per entry with a
 * 95% Wilson interval, the score (mean return per entry: wins count 1,
 * ties 1/2) with a 95% interval (normal, over deals, so that it holds
 * with mirror too), and an Elo rating fitted (Bradley-Terry, by
 * minorization-maximization) to the pairwise results of every game: a
 * seat beats each seat of another kind that it out-scored, and halves with
 * seats it tied. Ratings are relative: their mean over the kinds is 1500.
 */
#ifndef RINK_ARENA_H
#define RINK_ARENA_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_ARENA_MAX_BOTS    16
#define RINK_ARENA_KIND        64 /* longest bot name with options, plus one */
#define RINK_ARENA_MAX_THREADS 64

struct rink_arena_config {
	const char *game;                      /* game name */
	const char *params;                    /* parameters, NULL for defaults */
	const char *bots[RINK_ARENA_MAX_BOTS]; /* bot kinds, in seat order */
	int n_bots;
	int games; /* games (seasons) to play */
	uint64_t seed;
	int threads; /* games played at once (1 or more; results do not
	                depend on it) */
	bool mirror; /* each deal played once per rotation of the seats */
	/* called now and then from the caller's thread with the games done,
	 * when not NULL (the library prints nothing) */
	void (*progress)(void *ud, int done, int total);
	void *ud;
};

struct rink_arena_result {
	char kind[RINK_ARENA_KIND];
	int entries;               /* seats this kind took */
	int wins;                  /* of them, champions */
	int ties;                  /* of them, ties (return strictly between 0 and 1) */
	double rate;               /* wins / entries */
	double lo, hi;             /* 95% Wilson interval of rate */
	double score;              /* mean return per entry: wins 1, ties 1/2 */
	double score_lo, score_hi; /* its 95% interval, over deals */
	double elo;                /* rating; mean over kinds 1500 */
};

/* Plays the arena; fills out[0..n_kinds-1] (one per distinct kind, in
 * order of first appearance) and returns n_kinds, or an error code with
 * err filled. */
int rink_arena_run(const struct rink_arena_config *cfg, struct rink_arena_result *out,
                   struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
