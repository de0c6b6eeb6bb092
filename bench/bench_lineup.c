/*
 * bench/bench_lineup.c: the line-up solver's speed (make bench).
 *
 * Solves 1,000 random pairs of Slapshot teams (regulation and sudden-death
 * overtime) on one core and prints the median, 90th percentile and worst
 * time per solve, the worst exploitability, and the double-oracle rounds.
 * Usage: bench_lineup [pairs] (default 1000).
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_util.h"
#include "rink/lineup.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void run(const rink_game *g, uint8_t (*home)[6], uint8_t (*away)[6], int n, bool overtime)
{
	struct rink_lineup_options opt;
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	double *ms = malloc(sizeof(double) * (size_t)n), worst_gap = 0, rounds = 0;
	struct rink_error err;

	rink_lineup_defaults(&opt);
	opt.overtime = overtime;
	for (int i = 0; i < n; i++) {
		double t0 = bench_now();
		if (rink_lineup_solve(g, home[i], away[i], &opt, sol, &err) != RINK_OK) {
			fprintf(stderr, "bench_lineup: %s\n", err.text);
			exit(1);
		}
		ms[i] = (bench_now() - t0) * 1e3;
		if (sol->exploitability > worst_gap)
			worst_gap = sol->exploitability;
		rounds += sol->iterations;
	}
	qsort(ms, (size_t)n, sizeof(double), cmp_double);
	printf("line-up solve, %-10s median %7.3f ms, 90%% %7.3f ms, worst %8.3f ms; "
	       "worst exploitability %.1e; %.1f rounds\n",
	       overtime ? "overtime" : "regulation", ms[n / 2], ms[n * 9 / 10], ms[n - 1],
	       worst_gap, rounds / n);
	free(ms);
	free(sol);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	struct rink_error err;
	rink_game *g = rink_game_new("slapshot", NULL, &err);
	uint8_t(*home)[6], (*away)[6];

	if (!g || n < 1) {
		fprintf(stderr, "bench_lineup: %s\n", g ? "bad count" : err.text);
		return 1;
	}
	home = malloc(sizeof(*home) * (size_t)n);
	away = malloc(sizeof(*away) * (size_t)n);
	bench_deal_pairs(g, home, away, n, 2);
	run(g, home, away, n, false);
	run(g, home, away, n, true);
	free(home);
	free(away);
	rink_game_free(g);
	return 0;
}
