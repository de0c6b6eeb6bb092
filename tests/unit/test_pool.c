/*
 * tests/unit/test_pool.c: the work pool (rink/pool.h) and the arena's
 * pieces (rink/arena.h): every piece runs once, whatever the threads; a
 * context per thread; errors stop the pool and name the lowest piece;
 * progress ends at the total; parts cover the pieces; an arena's tallies
 * added up from parts give the single run's report.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "rink/arena.h"
#include "rink/pool.h"
#include "rink/rng.h"
#include "testutil.h"

#define PIECES 500

struct job {
	atomic_int runs[PIECES];
	uint64_t slot[PIECES];
	atomic_int contexts, freed;
	int fail_at; /* a piece that fails, or -1 */
	long long last_done, last_total;
	int progress_calls;
};

static void *ctx_new(void *ud, int t, struct rink_error *err)
{
	struct job *j = ud;
	int *c = malloc(sizeof(*c));

	assert_non_null(c);
	*c = t;
	atomic_fetch_add(&j->contexts, 1);
	return c;
}

static void ctx_free(void *ud, void *ctx)
{
	struct job *j = ud;

	atomic_fetch_add(&j->freed, 1);
	free(ctx);
}

static int run(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct job *j = ud;
	uint64_t x = rink_seed_derive(42, (uint64_t)p);

	assert_non_null(ctx);
	if (p == j->fail_at)
		return rink_error_set(err, RINK_EINVAL, "piece %d failed", p);
	for (int i = 0; i < 1000 + p % 7 * 300; i++) /* pieces of uneven size */
		x = rink_seed_derive(x, (uint64_t)i);
	j->slot[p] = x;
	atomic_fetch_add(&j->runs[p], 1);
	return 2; /* two units a piece */
}

static void progress(void *pud, long long done, long long total)
{
	struct job *j = pud;

	assert_true(done >= j->last_done);
	j->last_done = done;
	j->last_total = total;
	j->progress_calls++;
}

static struct job *job_run(int threads, int fail_at, int *rc, struct rink_error *err)
{
	struct job *j = calloc(1, sizeof(*j));

	assert_non_null(j);
	j->fail_at = fail_at;
	struct rink_pool_config pc = {.threads = threads,
	                              .pieces = PIECES,
	                              .ctx_new = ctx_new,
	                              .ctx_free = ctx_free,
	                              .run = run,
	                              .ud = j,
	                              .units = 2 * PIECES,
	                              .progress = progress,
	                              .pud = j};
	*rc = rink_pool_run(&pc, err);
	return j;
}

static void test_every_piece_once(void **state)
{
	struct rink_error err;
	int rc;
	struct job *one = job_run(1, -1, &rc, &err);

	assert_int_equal(rc, RINK_OK);
	for (int threads = 2; threads <= 9; threads += 7) {
		struct job *j = job_run(threads, -1, &rc, &err);
		assert_int_equal(rc, RINK_OK);
		for (int p = 0; p < PIECES; p++)
			assert_int_equal(atomic_load(&j->runs[p]), 1);
		assert_memory_equal(j->slot, one->slot, sizeof(one->slot));
		assert_int_equal(atomic_load(&j->contexts), threads);
		assert_int_equal(atomic_load(&j->freed), threads);
		assert_int_equal(j->last_done, 2 * PIECES); /* the last call: all done */
		assert_int_equal(j->last_total, 2 * PIECES);
		free(j);
	}
	free(one);
}

static void test_error_stops(void **state)
{
	struct rink_error err;
	int rc;
	struct job *j = job_run(3, 17, &rc, &err);

	assert_int_equal(rc, RINK_EINVAL);
	assert_string_equal(err.text, "piece 17 failed");
	assert_int_equal(atomic_load(&j->freed), atomic_load(&j->contexts));
	free(j);
}

static void test_parts(void **state)
{
	for (int n = 1; n <= 9; n++)
		for (int pieces = n; pieces <= 40; pieces += 13) {
			int next = 0;
			for (int k = 0; k < n; k++) {
				int first, count;
				rink_pool_part(pieces, k, n, &first, &count);
				assert_int_equal(first, next);
				assert_true(count >= pieces / n && count <= pieces / n + 1);
				next = first + count;
			}
			assert_int_equal(next, pieces);
		}
	assert_true(rink_pool_cpus() >= 1);
}

/* An arena played in three parts (as shards or MPI ranks play it), its
 * tallies laid side by side, gives the single run's report. */
static void test_arena_parts(void **state)
{
	struct rink_arena_config cfg = {.game = "trickshot",
	                                .bots = {"heuristic", "random"},
	                                .n_bots = 2,
	                                .games = 30,
	                                .seed = 9,
	                                .threads = 2,
	                                .mirror = true};
	struct rink_arena_result one[RINK_ARENA_MAX_BOTS], merged[RINK_ARENA_MAX_BOTS];
	struct rink_error err;
	int pieces = rink_arena_pieces(&cfg, &err), n;
	struct rink_arena_tally *t = calloc((size_t)pieces, sizeof(*t));

	assert_int_equal(pieces, 15);
	assert_non_null(t);
	n = rink_arena_run(&cfg, one, &err);
	assert_int_equal(n, 2);
	for (int k = 0; k < 3; k++) {
		int first, count;
		rink_pool_part(pieces, k, 3, &first, &count);
		cfg.threads = k + 1;
		assert_int_equal(rink_arena_play(&cfg, first, count, t + first, &err), RINK_OK);
	}
	assert_int_equal(rink_arena_finish(&cfg, t, pieces, merged, &err), 2);
	assert_memory_equal(one, merged, sizeof(one[0]) * 2);
	assert_int_equal(one[0].entries + one[1].entries, 60);
	free(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_every_piece_once),
	        cmocka_unit_test(test_error_stops),
	        cmocka_unit_test(test_parts),
	        cmocka_unit_test(test_arena_parts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
