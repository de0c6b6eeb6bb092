/*
 * bench/bench_scaling.c: how `rink arena` scales with threads (issue 27).
 *
 * For each game, one fixed arena (its games sized to about a second on one
 * thread; BENCH_SCALE multiplies them) is played at 1, 2, 4 ... threads up
 * to the processors online, and the processors themselves; printed: games
 * (seasons) per second, the speed-up over one thread and the parallel
 * efficiency (speed-up / threads), and whether the report is the same at
 * every count (it must be: the pool adds its pieces up in order). Each
 * count is timed BENCH_REPS times (default 2) and the fastest kept, since
 * the machine may be shared; beside it the processor time the run used over one thread's
 * ("cpu": above 1.00x, threads cost work of their own, as false sharing or
 * a contended allocator would) and the share of threads x wall time the
 * threads ran ("busy": below 100%, threads waited, for a serial tail or
 * for the processors other programs held). `make bench` pins every bench to one core; this one
 * widens its affinity back to all online processors first.
 *
 * The same with processes: a rink built with Open MPI (rink --version says
 * "mpi yes") runs the same arenas as
 *     mpirun -np P --oversubscribe build/release/rink arena GAME ... --threads T
 * and prints the same report; the lines to time are printed at the end.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "bench_util.h"
#include "rink/arena.h"

struct job {
	const char *title, *game, *params, *bots[4];
	int n_bots, games; /* games (seasons) at BENCH_SCALE 1 */
	const char *unit;
};

static const struct job jobs[] = {
        {"Slapshot",
         "slapshot",
         "",
         {"heuristic", "heuristic", "random", "random"},
         4,
         600,
         "seasons"},
        {"Power Play",
         "powerplay",
         "",
         {"heuristic", "heuristic", "random", "random"},
         4,
         8000,
         "seasons"},
        {"Action Deck", "actiondeck", "", {"heuristic", "heuristic:pull=0"}, 2, 150000, "games"},
        {"Trick Shot", "trickshot", "", {"heuristic", "random"}, 2, 1500, "games"},
};

static double cpu_now(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (double)ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + (double)ru.ru_stime.tv_sec +
	       ru.ru_stime.tv_usec / 1e6;
}

static double run(const struct job *j, int games, int threads, struct rink_arena_result *res,
                  int *n, double *cpu)
{
	struct rink_arena_config cfg = {.game = j->game,
	                                .params = j->params,
	                                .n_bots = j->n_bots,
	                                .games = games,
	                                .seed = 2027,
	                                .threads = threads};
	struct rink_error err;
	double best = 1e300;

	for (int b = 0; b < j->n_bots; b++)
		cfg.bots[b] = j->bots[b];
	int reps = getenv("BENCH_REPS") ? atoi(getenv("BENCH_REPS")) : 2;

	for (int rep = 0; rep < (reps > 0 ? reps : 1); rep++) {
		double t0 = bench_now(), c0 = cpu_now();
		*n = rink_arena_run(&cfg, res, &err);
		double t = bench_now() - t0, c = cpu_now() - c0;
		if (*n < 0) {
			fprintf(stderr, "bench_scaling: %s: %s\n", j->game, err.text);
			exit(1);
		}
		if (t < best) {
			best = t;
			*cpu = c;
		}
	}
	return best;
}

int main(void)
{
	int cpus = (int)sysconf(_SC_NPROCESSORS_ONLN), counts[16], n_counts = 0;
	double scale = getenv("BENCH_SCALE") ? atof(getenv("BENCH_SCALE")) : 1.0;
	double load[3] = {0};
	cpu_set_t all;

	CPU_ZERO(&all);
	for (int i = 0; i < cpus && i < CPU_SETSIZE; i++)
		CPU_SET(i, &all);
	sched_setaffinity(0, sizeof(all), &all); /* make bench pins to one core */
	setenv("RINK_DATA_DIR", RINK_BENCH_DATA, 0);
	for (int t = 1; t < cpus && n_counts < 15; t *= 2)
		counts[n_counts++] = t;
	counts[n_counts++] = cpus < 1 ? 1 : cpus;
	if (getloadavg(load, 3) < 0)
		load[0] = -1;
	printf("core: about %.2f GHz; %d processors online; load average %.2f before the run\n",
	       bench_core_hz() / 1e9, cpus, load[0]);
	printf("%-12s %7s %10s %12s %8s %10s %6s %6s  %s\n", "game", "threads", "work",
	       "per second", "speed-up", "efficiency", "cpu", "busy", "report");
	for (size_t k = 0; k < sizeof(jobs) / sizeof(jobs[0]); k++) {
		const struct job *j = &jobs[k];
		int games = (int)(j->games * scale) > 0 ? (int)(j->games * scale) : 1;
		struct rink_arena_result first[RINK_ARENA_MAX_BOTS], res[RINK_ARENA_MAX_BOTS];
		int n0 = 0, n = 0;
		double rate1 = 0, cpu1 = 0;

		for (int c = 0; c < n_counts; c++) {
			double cpu = 0;
			double secs = run(j, games, counts[c], c ? res : first, c ? &n : &n0, &cpu);
			double rate = games / secs;
			bool same = c == 0 ||
			            (n == n0 && !memcmp(res, first, sizeof(res[0]) * (size_t)n));
			if (c == 0) {
				rate1 = rate;
				cpu1 = cpu;
			}
			printf("%-12s %7d %6d %-3.3s %12.1f %7.2fx %9.1f%% %5.2fx %5.0f%%  %s\n",
			       j->title, counts[c], games, j->unit, rate, rate / rate1,
			       100 * rate / rate1 / counts[c], cpu / cpu1,
			       100 * cpu / secs / counts[c],
			       c == 0 ? "-"
			       : same ? "same"
			              : "DIFFERENT");
		}
	}
	printf("\nWith processes (a rink built with Open MPI), time for example\n"
	       "  mpirun -np 1 build/release/rink arena slapshot --bots heuristic,heuristic,"
	       "random,random --games %d --threads 1\n"
	       "  mpirun -np 2 --oversubscribe build/release/rink arena slapshot --bots "
	       "heuristic,heuristic,random,random --games %d --threads 1\n"
	       "(the reports are the same bytes; mpirun's own start takes about 0.3 s).\n",
	       (int)(600 * scale), (int)(600 * scale));
	return 0;
}
