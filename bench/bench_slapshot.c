/*
 * bench/bench_slapshot.c: Slapshot speed figures (make bench).
 *
 * Prints, for one core:
 *   - regulation games per second through the referee core
 *     (rink_ss_regulation_diff over pre-dealt random line-up pairs);
 *   - state copy (memcpy into a buffer) and clone (allocate and copy) in ns;
 *   - complete 4-manager seasons, playoffs included, per second with random
 *     bots and with heuristic bots, and actions per second;
 *   - a checksum of fixed-seed seasons: it changes only when behaviour does.
 * Usage: bench_slapshot [seconds-per-figure] (default 1.0).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "rink/bot.h"
#include "rink/game.h"
#include "rink/rng.h"
#include "rink/slapshot.h"

#define PAIRS 4096

static void bench_referee(const rink_game *g, double secs)
{
	static uint8_t home[PAIRS][6], away[PAIRS][6];
	long games = 0, sum = 0;
	double t0, t1;

	bench_deal_pairs(g, home, away, PAIRS, 1);
	t0 = bench_now();
	do {
		for (int r = 0; r < 256; r++)
			for (int p = 0; p < PAIRS; p++)
				sum += rink_ss_regulation_diff(g, home[p], away[p]) > 0;
		games += 256L * PAIRS;
		t1 = bench_now();
	} while (t1 - t0 < secs);
	printf("referee core:       %8.1f million regulation games/s  (home wins %.3f)\n",
	       games / (t1 - t0) / 1e6, (double)sum / games);
}

static void bench_clone(const rink_game *g, double secs)
{
	rink_state *s = rink_state_new(g, 42);
	rink_state *dst = rink_state_new(g, 43);
	long n = 0;
	double t0, t1, copy_ns, clone_ns;

	t0 = bench_now();
	do {
		for (int i = 0; i < 100000; i++) {
			rink_state_copy(dst, s);
			__asm__ volatile("" : : "r"(dst) : "memory");
		}
		n += 100000;
		t1 = bench_now();
	} while (t1 - t0 < secs / 2);
	copy_ns = (t1 - t0) / n * 1e9;
	n = 0;
	t0 = bench_now();
	do {
		for (int i = 0; i < 100000; i++) {
			rink_state *c = rink_state_clone(s);
			__asm__ volatile("" : : "r"(c) : "memory");
			rink_state_free(c);
		}
		n += 100000;
		t1 = bench_now();
	} while (t1 - t0 < secs / 2);
	clone_ns = (t1 - t0) / n * 1e9;
	printf("state copy:         %8.1f ns (%zu bytes); clone with allocation %.1f ns\n", copy_ns,
	       rink_state_size(g), clone_ns);
	rink_state_free(s);
	rink_state_free(dst);
}

static void bench_seasons(const rink_game *g, const char *kind, double secs)
{
	struct bench_run r = bench_bots(g, kind, secs, 100, 200);

	printf("seasons, %-9s   %8.0f seasons/s, %5.1f million actions/s, %ld actions/season\n",
	       kind, r.per_sec, r.actions_per_sec / 1e6, r.actions_per_game);
	/* the signature: 200 fixed-seed seasons with fresh bots */
	printf("signature, %-9s  %016" PRIx64 "\n", kind, r.signature);
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0;
	struct rink_error err;
	rink_game *g = rink_game_new("slapshot", "managers=4", &err);

	if (!g) {
		fprintf(stderr, "bench_slapshot: %s\n", err.text);
		return 1;
	}
	if (secs <= 0)
		secs = 1.0;
	bench_referee(g, secs);
	bench_clone(g, secs);
	bench_seasons(g, "random", secs);
	bench_seasons(g, "heuristic", secs);
	rink_game_free(g);
	return 0;
}
