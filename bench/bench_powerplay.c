/*
 * bench/bench_powerplay.c: Power Play figures for `make bench`: state copy,
 * and complete seasons (with post-season) per second for 4 and 10 managers
 * with random and heuristic bots, one bot per seat, plus a signature of
 * fixed-seed seasons so a change of behaviour shows.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench_util.h"
#include "rink/bot.h"
#include "rink/game.h"

static void bench_copy(const rink_game *g, double secs)
{
	rink_state *s = rink_state_new(g, 42), *dst = rink_state_new(g, 43);
	long n = 0;
	double t0 = bench_now(), t1;

	do {
		for (int i = 0; i < 100000; i++) {
			rink_state_copy(dst, s);
			__asm__ volatile("" : : "r"(dst) : "memory");
		}
		n += 100000;
		t1 = bench_now();
	} while (t1 - t0 < secs / 2);
	printf("state copy:            %8.1f ns (%zu bytes)\n", (t1 - t0) / n * 1e9,
	       rink_state_size(g));
	rink_state_free(s);
	rink_state_free(dst);
}

static void bench_seasons(const char *params, const char *kind, double secs)
{
	struct rink_error err;
	rink_game *g = rink_game_new("powerplay", params, &err);
	struct bench_run r;
	int n;

	if (!g) {
		fprintf(stderr, "bench_powerplay: %s\n", err.text);
		exit(1);
	}
	n = rink_game_num_seats(g);
	r = bench_bots(g, kind, secs, 20, 100);
	printf("%2d managers, %-9s %8.0f seasons/s, %5.1f million actions/s, %ld actions/season\n",
	       n, kind, r.per_sec, r.actions_per_sec / 1e6, r.actions_per_game);
	printf("signature, %2d, %-9s  %016" PRIx64 "\n", n, kind, r.signature);
	rink_game_free(g);
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0;
	struct rink_error err;
	rink_game *g = rink_game_new("powerplay", "managers=10", &err);

	if (!g) {
		fprintf(stderr, "bench_powerplay: %s\n", err.text);
		return 1;
	}
	if (secs <= 0)
		secs = 1.0;
	bench_copy(g, secs);
	rink_game_free(g);
	bench_seasons("managers=4", "random", secs);
	bench_seasons("managers=10", "random", secs);
	bench_seasons("managers=4", "heuristic", secs);
	bench_seasons("managers=10", "heuristic", secs);
	return 0;
}
