/*
 * bench/bench_lineup_pp.c: the Power Play card-by-card solver's speed
 * (make bench).
 *
 * Solves random pairs of Power Play teams from the designed deck (a whole
 * regulation game, then a sudden-death pass, win objective) on one core and
 * prints the median, 90th percentile and worst time per solve, the median
 * and largest number of positions solved and of LPs, and the worst
 * exploitability. Usage: bench_lineup_pp [pairs] (default 300).
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_util.h"
#include "rink/lineup.h"
#include "rink/powerplay.h"

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* n pairs of disjoint random Power Play teams (3F/2D/1G each), from seed 6. */
static void deal(const rink_game *g, uint8_t (*home)[6], uint8_t (*away)[6], int n)
{
	struct rink_pp_card c;
	uint8_t by[3][40];
	int count[3] = {0, 0, 0};

	for (int id = 0; rink_pp_card(g, id, &c); id++)
		by[c.type][count[c.type]++] = (uint8_t)id;
	bench_deal_typed(by, count, home, away, n, 6, false);
}

static void run(const rink_game *g, uint8_t (*home)[6], uint8_t (*away)[6], int n, bool overtime)
{
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;
	double *ms = malloc(sizeof(double) * (size_t)n), *st = malloc(sizeof(double) * (size_t)n);
	double *lp = malloc(sizeof(double) * (size_t)n), worst_gap = 0;
	struct rink_error err;

	rink_lineup_defaults(&opt);
	opt.overtime = overtime;
	for (int i = 0; i < n; i++) {
		double t0 = bench_now();
		if (rink_lineup_pp_start(g, home[i], away[i], &opt, &pos, &err) != RINK_OK ||
		    rink_lineup_pp_solve(g, &pos, &opt, &sol, &err) != RINK_OK) {
			fprintf(stderr, "bench_lineup_pp: %s\n", err.text);
			exit(1);
		}
		ms[i] = (bench_now() - t0) * 1e3;
		st[i] = sol.states;
		lp[i] = sol.lps;
		if (sol.exploitability > worst_gap)
			worst_gap = sol.exploitability;
	}
	qsort(ms, (size_t)n, sizeof(double), cmp_double);
	qsort(st, (size_t)n, sizeof(double), cmp_double);
	qsort(lp, (size_t)n, sizeof(double), cmp_double);
	printf("powerplay line-up, %-13s median %7.2f ms, 90%% %7.2f ms, worst %7.2f ms; "
	       "positions median %.0f (max %.0f), LPs median %.0f (max %.0f); "
	       "worst exploitability %.1e\n",
	       overtime ? "sudden death" : "regulation", ms[n / 2], ms[n * 9 / 10], ms[n - 1],
	       st[n / 2], st[n - 1], lp[n / 2], lp[n - 1], worst_gap);
	free(ms);
	free(st);
	free(lp);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 300;
	struct rink_error err;
	rink_game *g = rink_game_new("powerplay", "managers=2", &err);
	uint8_t(*home)[6], (*away)[6];

	if (!g || n < 1) {
		fprintf(stderr, "bench_lineup_pp: %s\n", g ? "bad count" : err.text);
		return 1;
	}
	home = malloc(sizeof(*home) * (size_t)n);
	away = malloc(sizeof(*away) * (size_t)n);
	deal(g, home, away, n);
	run(g, home, away, n, false);
	run(g, home, away, n, true);
	free(home);
	free(away);
	rink_game_free(g);
	return 0;
}
