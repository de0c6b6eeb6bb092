/*
 * bench/bench_league.c: the odds of a league (rink/league.h), timed.
 *
 *   1. The shipped NHL 2022-23 first half as an Action Deck league, played to
 *      its game 328 (328 games left), then 10,000 simulations of the rest and
 *      the post-season (issue 24's figure: at most 10 s on a 2-core machine).
 *   2. A 4-manager Slapshot league with heuristic bots at mid-season (the
 *      leader at 4 wins or more of the 9 that end it), 10,000 simulations.
 * Each prints its time, simulations a second, the games a second (Action
 * Deck) and the widest 95% interval of each figure. The odds use every core,
 * so this program widens the one-core affinity `make bench` gives it back to
 * all online processors, and prints how many, beside the core's yardstick.
 * BENCH_SIMS=N runs fewer simulations (a quick look).
 */
#define _GNU_SOURCE
#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench_util.h"
#include "rink/league.h"
#include "rink/store.h"

static void widths(const json_t *o, const char *what)
{
	double wp = 0, wt = 0, wpts = 0;
	size_t i;
	json_t *t;

	json_array_foreach(json_object_get(o, "teams"), i, t)
	{
		wp = fmax(wp, json_number_value(json_object_get(t, "playoffs_hi")) -
		                      json_number_value(json_object_get(t, "playoffs_lo")));
		wt = fmax(wt, json_number_value(json_object_get(t, "title_hi")) -
		                      json_number_value(json_object_get(t, "title_lo")));
		wpts = fmax(wpts, json_number_value(json_object_get(t, "points_hi")) -
		                          json_number_value(json_object_get(t, "points_lo")));
	}
	printf("  widest 95%% intervals: post-season %.1f points of %%, title %.1f, %s %.2f\n",
	       100 * wp, 100 * wt, what, wpts);
}

static int run(rink_store *st, const struct rink_league_config *c, int games, int sims, int threads,
               double per_sim_games, const char *label)
{
	struct rink_league_play p = {.games = games};
	struct rink_league_odds_config oc = {.sims = sims, .threads = threads, .after = -1};
	struct rink_error err;
	rink_league *l;
	int played, waiting;
	json_t *o;

	if (rink_league_create(st, c, &l, &err) ||
	    rink_league_play(l, st, &p, &played, &waiting, &err)) {
		fprintf(stderr, "bench_league: %s\n", err.text);
		return 1;
	}
	double t0 = bench_now();
	if (rink_league_odds(l, st, &oc, &o, &err)) {
		fprintf(stderr, "bench_league: %s\n", err.text);
		rink_league_free(l);
		return 1;
	}
	double dt = bench_now() - t0;
	printf("%s: %d games played, %d simulations on %d threads in %.2f s (%.0f simulations/s",
	       label, played, sims, threads, dt, sims / dt);
	if (per_sim_games > 0)
		printf(", about %.0f games/s", sims * per_sim_games / dt);
	printf(")\n");
	widths(o, c->game[0] == 'a' ? "points" : "season wins");
	json_decref(o);
	rink_league_free(l);
	return 0;
}

int main(void)
{
	char dir[] = "/tmp/rink-bench-league-XXXXXX", path[128];
	struct rink_error err;
	int sims = getenv("BENCH_SIMS") ? atoi(getenv("BENCH_SIMS")) : 10000;
	int cpus = (int)sysconf(_SC_NPROCESSORS_ONLN), rc = 0;
	cpu_set_t all;

	CPU_ZERO(&all);
	for (int i = 0; i < cpus && i < CPU_SETSIZE; i++)
		CPU_SET(i, &all);
	sched_setaffinity(0, sizeof(all), &all); /* make bench pins to one core */
	setenv("RINK_DATA_DIR", RINK_BENCH_DATA, 0);
	printf("core: about %.2f GHz (a chain of additions); %d processors online\n",
	       bench_core_hz() / 1e9, cpus);
	if (!mkdtemp(dir))
		return 1;
	snprintf(path, sizeof(path), "%s/bench.db", dir);
	rink_store *st = rink_store_open(path, &err);
	if (!st) {
		fprintf(stderr, "bench_league: %s\n", err.text);
		return 1;
	}
	struct rink_league_config ad = {.name = "nhl", .game = "actiondeck", .seed = 1};
	/* 328 regular-season games and a best-of-seven bracket of 15 series,
	 * about 5.8 games each */
	rc |= run(st, &ad, 328, sims, cpus, 328 + 15 * 5.8,
	          "Action Deck, NHL 2022-23 first half after game 328");
	struct rink_league_config ss = {.name = "ss", .game = "slapshot", .seed = 1};
	rc |= run(st, &ss, 14, sims, cpus, 0, "Slapshot, 4 managers, heuristic bots, mid-season");
	rink_store_close(st);
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	if (system(path) != 0)
		rc = 1;
	return rc;
}
