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
 * The same with processes: when mpirun is on the PATH and the rink built
 * beside this bench has Open MPI (rink --version says "mpi yes"), each
 * arena is played again as
 *     mpirun -np P --oversubscribe [--allow-run-as-root] rink arena GAME ...
 *            --threads 1 --quiet
 * for P = 1 and 2 (one thread a process, so the processes alone share the
 * work), each arena four times the threads' (MPI's start, about 0.3 s
 * for two processes on this machine, would otherwise weigh on a second's
 * work): wall time with mpirun's own start, games per second, speed-up and
 * efficiency over one process, and whether the two reports are the same
 * bytes. Without mpirun or MPI the bench says so and skips that table.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
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

/* The rink beside this bench can run under mpirun: the command's prefix
 * into mpirun (with the flags this machine needs), or false. */
static bool mpi_ready(char *mpirun, size_t size)
{
	char line[512];
	bool yes = false;
	FILE *f;

	if (system("command -v mpirun >/dev/null 2>&1") != 0)
		return false;
	f = popen("'" RINK_BENCH_RINK "' --version 2>/dev/null", "r");
	if (!f)
		return false;
	while (fgets(line, sizeof(line), f))
		yes = yes || strstr(line, "mpi yes") != NULL;
	pclose(f);
	snprintf(mpirun, size, "mpirun --oversubscribe%s",
	         geteuid() == 0 ? " --allow-run-as-root" : "");
	return yes;
}

/* One arena under mpirun -np procs, its report into out (a file); the
 * fastest of BENCH_REPS wall times, or -1 when it failed. */
static double run_mpi(const char *mpirun, const struct job *j, int games, int procs,
                      const char *out)
{
	char cmd[2048], bots[256] = "";
	int reps = getenv("BENCH_REPS") ? atoi(getenv("BENCH_REPS")) : 2;
	double best = 1e300;

	for (int b = 0; b < j->n_bots; b++)
		snprintf(bots + strlen(bots), sizeof(bots) - strlen(bots), "%s%s", b ? "," : "",
		         j->bots[b]);
	snprintf(cmd, sizeof(cmd),
	         "%s -np %d '%s' arena %s --bots %s --games %d --seed 2027 --threads 1 "
	         "--quiet >'%s' 2>/dev/null </dev/null",
	         mpirun, procs, RINK_BENCH_RINK, j->game, bots, games, out);
	for (int rep = 0; rep < (reps > 0 ? reps : 1); rep++) {
		double t0 = bench_now();
		int rc = system(cmd);
		double t = bench_now() - t0;
		if (rc == -1 || !WIFEXITED(rc) || WEXITSTATUS(rc) != 0)
			return -1;
		if (t < best)
			best = t;
	}
	return best;
}

static bool same_file(const char *a, const char *b)
{
	FILE *x = fopen(a, "rb"), *y = fopen(b, "rb");
	bool same = x && y;

	while (same) {
		int c = getc(x), d = getc(y);
		same = c == d;
		if (c == EOF)
			break;
	}
	if (x)
		fclose(x);
	if (y)
		fclose(y);
	return same;
}

/* The table with processes: 1 and 2 of an mpirun, a thread each. */
static void mpi_table(double scale)
{
	char mpirun[128], one[64], two[64];
	int fd1, fd2;

	if (!mpi_ready(mpirun, sizeof(mpirun))) {
		printf("\nWith processes: skipped (no mpirun on the PATH, or the rink beside this "
		       "bench, %s, was built without Open MPI)\n",
		       RINK_BENCH_RINK);
		return;
	}
	snprintf(one, sizeof(one), "/tmp/bench_scaling.XXXXXX");
	snprintf(two, sizeof(two), "/tmp/bench_scaling.XXXXXX");
	fd1 = mkstemp(one);
	fd2 = mkstemp(two);
	if (fd1 < 0 || fd2 < 0) {
		printf("\nWith processes: skipped (no temporary file)\n");
		return;
	}
	close(fd1);
	close(fd2);
	printf("\nWith processes (%s -np P rink arena ... --threads 1; four times the work "
	       "above; wall time with mpirun's start)\n",
	       mpirun);
	printf("%-12s %7s %10s %12s %8s %10s  %s\n", "game", "procs", "work", "per second",
	       "speed-up", "efficiency", "report");
	for (size_t k = 0; k < sizeof(jobs) / sizeof(jobs[0]); k++) {
		const struct job *j = &jobs[k];
		int games = (int)(4 * j->games * scale) > 0 ? (int)(4 * j->games * scale) : 1;
		double t1 = run_mpi(mpirun, j, games, 1, one),
		       t2 = run_mpi(mpirun, j, games, 2, two);
		if (t1 < 0 || t2 < 0) {
			printf("%-12s mpirun failed\n", j->title);
			continue;
		}
		printf("%-12s %7d %6d %-3.3s %12.1f %7.2fx %9.1f%%  %s\n", j->title, 1, games,
		       j->unit, games / t1, 1.0, 100.0, "-");
		printf("%-12s %7d %6d %-3.3s %12.1f %7.2fx %9.1f%%  %s\n", j->title, 2, games,
		       j->unit, games / t2, t1 / t2, 100 * t1 / t2 / 2,
		       same_file(one, two) ? "same" : "DIFFERENT");
	}
	unlink(one);
	unlink(two);
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
	mpi_table(scale);
	return 0;
}
