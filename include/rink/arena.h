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
 * err filled. The same as rink_arena_play over every piece, then
 * rink_arena_finish. */
int rink_arena_run(const struct rink_arena_config *cfg, struct rink_arena_result *out,
                   struct rink_error *err);

/* ---- pieces: the arena split between threads, processes and jobs ------- */

/* An arena's deals are cut into pieces (rink/pool.h), a function of the
 * games, the bots and mirror alone: piece p plays deals
 * deals * p / pieces up to deals * (p + 1) / pieces. Its tallies are what
 * the report needs of those deals, and adding up every piece's tallies in
 * piece order gives the report exactly, however the pieces were shared
 * out. Kinds are indexed in order of first appearance in cfg->bots. */
#define RINK_ARENA_MAX_PIECES 1024

struct rink_arena_tally {
	int deals;                        /* deals the piece played */
	int games;                        /* games (seasons) it played */
	int entries[RINK_ARENA_MAX_BOTS]; /* seats taken, per kind */
	int wins[RINK_ARENA_MAX_BOTS];
	int ties[RINK_ARENA_MAX_BOTS];
	/* pair[i][j]: kind i's seats against kind j's, 1 a game won, 1/2 tied */
	double pair[RINK_ARENA_MAX_BOTS][RINK_ARENA_MAX_BOTS];
	/* per kind, over deals: sums of a deal's returns S and entries E, of
	 * S^2, E^2 and S*E */
	double s[RINK_ARENA_MAX_BOTS], e[RINK_ARENA_MAX_BOTS], ss[RINK_ARENA_MAX_BOTS],
	        ee[RINK_ARENA_MAX_BOTS], se[RINK_ARENA_MAX_BOTS];
};

/* The pieces of cfg's arena (1 to RINK_ARENA_MAX_PIECES), or an error code
 * when cfg is not a valid arena (bad bot count, no games). */
int rink_arena_pieces(const struct rink_arena_config *cfg, struct rink_error *err);

/* The distinct kinds of cfg->bots, in order of first appearance, into
 * kinds; returns how many. */
int rink_arena_kinds(const struct rink_arena_config *cfg, char kinds[][RINK_ARENA_KIND]);

/* Plays pieces first .. first + count - 1 of cfg's arena on cfg->threads
 * threads, piece first + i into out[i] (zeroed first); cfg->progress counts
 * these pieces' games. RINK_OK or an error code with err filled (a bad
 * game, parameter or bot). */
int rink_arena_play(const struct rink_arena_config *cfg, int first, int count,
                    struct rink_arena_tally *out, struct rink_error *err);

/* The report from the tallies of every piece (t[0 .. pieces - 1], in
 * piece order), as rink_arena_run returns it. */
int rink_arena_finish(const struct rink_arena_config *cfg, const struct rink_arena_tally *t,
                      int pieces, struct rink_arena_result *out, struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
