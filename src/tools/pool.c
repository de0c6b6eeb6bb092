/*
 * tools/pool.c: the work pool (rink/pool.h).
 *
 *   Step 1. Start threads - 1 threads; the caller's thread is thread 0.
 *   Step 2. Each thread makes its context, then takes pieces from one
 *           atomic counter until none is left (or a piece failed), adding
 *           the units each did to an atomic total; thread 0 reports
 *           progress after each of its pieces.
 *   Step 3. Join, free the contexts, report the end.
 *
 * Invariant: which thread runs a piece never matters; a piece writes only
 * to its own slot, and the caller reads the slots once the pool returns.
 * The counters shared by all threads are touched once per piece, not once
 * per simulation, and sit on cache lines of their own, apart from what
 * each thread writes.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#include "rink/pool.h"

#define LINE 64 /* bytes in a cache line */

struct pool {
	const struct rink_pool_config *cfg;
	_Alignas(LINE) atomic_int next;      /* the next piece to hand out, from 0 */
	_Alignas(LINE) atomic_llong done;    /* units done */
	_Alignas(LINE) atomic_int stop;      /* set once a piece failed */
	_Alignas(LINE) pthread_mutex_t lock; /* guards the error below */
	int err_piece;                       /* lowest failed piece, or pieces */
	struct rink_error err;
};

struct thread {
	_Alignas(LINE) struct pool *pool;
	int t;
	pthread_t tid;
	int started;
};

static void fail(struct pool *pl, int piece, const struct rink_error *e, int rc)
{
	pthread_mutex_lock(&pl->lock);
	if (piece < pl->err_piece) {
		pl->err_piece = piece;
		if (e && e->code == rc)
			pl->err = *e;
		else
			rink_error_set(&pl->err, rc, "%s", e && e->text[0] ? e->text : "failed");
	}
	pthread_mutex_unlock(&pl->lock);
	atomic_store(&pl->stop, 1);
}

static void work(struct thread *th)
{
	struct pool *pl = th->pool;
	const struct rink_pool_config *cfg = pl->cfg;
	struct rink_error e = {0};
	void *ctx = NULL;

	if (cfg->ctx_new) {
		ctx = cfg->ctx_new(cfg->ud, th->t, &e);
		if (!ctx) {
			/* a context that cannot be made fails before every piece */
			fail(pl, -1, &e, e.code ? e.code : RINK_ENOMEM);
			return;
		}
	}
	while (!atomic_load_explicit(&pl->stop, memory_order_relaxed)) {
		int p = atomic_fetch_add(&pl->next, 1);
		if (p >= cfg->pieces)
			break;
		int rc = cfg->run(cfg->ud, ctx, cfg->first + p, &e);
		if (rc < 0) {
			fail(pl, p, &e, rc);
			break;
		}
		long long done = atomic_fetch_add(&pl->done, (long long)rc) + rc;
		if (th->t == 0 && cfg->progress && done < cfg->units)
			cfg->progress(cfg->pud, done, cfg->units);
	}
	if (cfg->ctx_free)
		cfg->ctx_free(cfg->ud, ctx);
}

static void *thread_main(void *arg)
{
	work(arg);
	return NULL;
}

int rink_pool_run(const struct rink_pool_config *cfg, struct rink_error *err)
{
	struct pool *pl;
	struct thread *th;
	int threads = cfg->threads < 1 ? 1 : cfg->threads, rc = RINK_OK;

	if (cfg->pieces < 0 || !cfg->run)
		return rink_error_set(err, RINK_EINVAL, "a pool needs a run function and pieces");
	if (threads > RINK_POOL_MAX_THREADS)
		threads = RINK_POOL_MAX_THREADS;
	if (threads > cfg->pieces)
		threads = cfg->pieces > 0 ? cfg->pieces : 1;
	pl = aligned_alloc(LINE, sizeof(*pl));
	th = aligned_alloc(LINE, sizeof(*th) * (size_t)threads);
	if (!pl || !th) {
		free(pl);
		free(th);
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	/* Step 1 */
	pl->cfg = cfg;
	atomic_init(&pl->next, 0);
	atomic_init(&pl->done, 0);
	atomic_init(&pl->stop, 0);
	pthread_mutex_init(&pl->lock, NULL);
	pl->err_piece = cfg->pieces;
	pl->err.code = RINK_OK;
	pl->err.text[0] = '\0';
	for (int t = 0; t < threads; t++) {
		th[t].pool = pl;
		th[t].t = t;
		th[t].started = 0;
	}
	for (int t = 1; t < threads; t++)
		th[t].started = pthread_create(&th[t].tid, NULL, thread_main, &th[t]) == 0;
	/* Step 2: the caller's thread works as thread 0 (the others that did not
	 * start leave their pieces to those that did) */
	work(&th[0]);
	/* Step 3 */
	for (int t = 1; t < threads; t++)
		if (th[t].started)
			pthread_join(th[t].tid, NULL);
	if (pl->err_piece < cfg->pieces)
		rc = rink_error_set(err, pl->err.code ? pl->err.code : RINK_EINVAL, "%s",
		                    pl->err.text);
	else if (cfg->progress)
		cfg->progress(cfg->pud, cfg->units, cfg->units);
	pthread_mutex_destroy(&pl->lock);
	free(th);
	free(pl);
	return rc;
}

void rink_pool_part(int pieces, int k, int n, int *first, int *count)
{
	long long lo = (long long)pieces * k / n, hi = (long long)pieces * (k + 1) / n;

	*first = (int)lo;
	*count = (int)(hi - lo);
}

int rink_pool_cpus(void)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);

	return cpus < 1 ? 1 : cpus > RINK_POOL_MAX_THREADS ? RINK_POOL_MAX_THREADS : (int)cpus;
}
