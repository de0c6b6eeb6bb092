/*
 * rink/pool.h: one work pool for every long simulation.
 *
 * A long command (an arena, odds, a calibration, a balance study) is many
 * independent simulations, each seeded from its number. The pool splits
 * them into `pieces`: piece p is a fixed set of simulations chosen by the
 * caller from p alone (never from the thread count), and its outcome goes
 * into the caller's slot p. Threads take the next piece from one atomic
 * counter, so a slow piece never holds up the others, and the caller
 * combines the slots in piece order afterwards: the results are the same
 * at 1 thread or 64, and the same when the pieces are shared out between
 * processes (mpirun) or jobs (shards) and their slots gathered.
 *
 * Each thread makes its own context once (bots, a state, buffers: what a
 * piece would otherwise allocate per simulation) and frees it at the end;
 * the work function reads shared data only (a game object is read-only).
 *
 * Typical use (N seeded simulations, outcome i in slot i):
 *
 *     struct rink_pool_config pc = {.threads = 8, .first = 0, .pieces = n,
 *             .ctx_new = my_ctx_new, .ctx_free = my_ctx_free, .run = my_run,
 *             .ud = &shared, .units = n};
 *     rc = rink_pool_run(&pc, &err);
 *     then add up slot[0], slot[1], ... in order.
 *
 * Progress is counted in the caller's units (games, seasons, simulations):
 * each run returns how many units its piece did, and the progress callback
 * is called from the caller's thread (which works as thread 0) with the
 * units done so far and `units`, and a last time with units, units once all
 * pieces are over.
 */
#ifndef RINK_POOL_H
#define RINK_POOL_H

#include <stddef.h>

#include "rink/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_POOL_MAX_THREADS 256

struct rink_pool_config {
	int threads; /* threads to run (1 or more; the caller's is one of
	                them); capped at the pieces and RINK_POOL_MAX_THREADS */
	int first;   /* the pieces run are first .. first + pieces - 1 */
	int pieces;
	/* Makes thread t's context (0 <= t < threads); NULL (with err filled)
	 * stops the pool. Leave ctx_new NULL for no context. */
	void *(*ctx_new)(void *ud, int t, struct rink_error *err);
	void (*ctx_free)(void *ud, void *ctx); /* NULL accepted for ctx */
	/* Runs piece p in ctx, writing its outcome only to the caller's slot
	 * for p; returns the units it did (0 or more) or a negative error code
	 * with err filled, which stops the pool (the pieces under way finish). */
	int (*run)(void *ud, void *ctx, int p, struct rink_error *err);
	void *ud;
	long long units; /* the units all the pieces do together, for progress */
	/* called now and then from the caller's thread, when not NULL */
	void (*progress)(void *pud, long long done, long long total);
	void *pud;
};

/* Runs every piece once. Returns RINK_OK, or the error of the lowest
 * piece that failed (or of a context that could not be made), with err
 * filled; after an error, pieces not yet started are skipped. */
int rink_pool_run(const struct rink_pool_config *cfg, struct rink_error *err);

/* The pieces of part k of n (0 <= k < n) when `pieces` pieces are shared
 * out in contiguous runs as evenly as they go: *first and *count. Used to
 * split work between processes (MPI ranks, shards of a job array). */
void rink_pool_part(int pieces, int k, int n, int *first, int *count);

/* The number of online processors (1 when it cannot be told), capped at
 * RINK_POOL_MAX_THREADS: the default thread count. */
int rink_pool_cpus(void);

#ifdef __cplusplus
}
#endif

#endif
