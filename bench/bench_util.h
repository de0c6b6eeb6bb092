/*
 * bench/bench_util.h: timing for the benchmark programs.
 */
#ifndef RINK_BENCH_UTIL_H
#define RINK_BENCH_UTIL_H

#include <time.h>

static inline double bench_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
