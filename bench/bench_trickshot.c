/*
 * bench/bench_trickshot.c: Trick Shot speed figures (make bench).
 *
 * Prints, for one core:
 *   - complete random-bot full games (3 periods, overtime when tied) per
 *     second and actions (decisions) per second, through the public
 *     interface (rink_state_sample_legal + rink_state_apply_fast, no
 *     events), for the basic and the advanced rules;
 *   - the same with the heuristic bot;
 *   - full games of the hard bot against the heuristic, seats swapped each
 *     game: CPU time a game and the results (a handful of games: the win
 *     rate itself comes from `rink arena`, docs/rules/trickshot.md);
 *   - state copy in ns;
 *   - a checksum of fixed-seed games: it changes only when behaviour does.
 * Times are CPU time of this process (one thread), so the figures are per
 * core even on a busy machine.
 * Usage: bench_trickshot [seconds-per-figure] (default 1.0).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <time.h>

#include "rink/bot.h"
#include "rink/game.h"
#include "rink/rng.h"
#include "rink/trickshot.h"

static double cpu_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t play_random(const rink_game *g, rink_state *s, const rink_state *fresh,
                            uint64_t seed, long *actions)
{
	struct rink_rng rng;
	struct rink_ts_view v;

	rink_state_copy(s, fresh);
	/* a fresh deal per game: re-create when the seed must differ */
	(void)g;
	rink_rng_seed(&rng, seed);
	while (!rink_state_is_over(s)) {
		uint32_t m = rink_state_to_move(s);
		int seat = __builtin_ctz(m);
		int a = rink_state_sample_legal(s, seat, &rng);
		rink_state_apply_fast(s, seat, a, NULL);
		(*actions)++;
	}
	rink_ts_view_get(s, &v);
	return (uint64_t)v.score[0] * 31 + v.score[1] + v.winner * 1000 + (uint64_t)*actions * 7919;
}

static void bench_random(const char *params, double secs)
{
	struct rink_error err;
	rink_game *g = rink_game_new("trickshot", params, &err);
	if (!g) {
		fprintf(stderr, "bench_trickshot: %s\n", err.text);
		exit(1);
	}
	/* 64 distinct deals (face-offs differ), reused round robin */
	rink_state *fresh[64];
	for (int i = 0; i < 64; i++)
		fresh[i] = rink_state_new(g, (uint64_t)i + 1);
	rink_state *s = rink_state_new(g, 0);
	long games = 0, actions = 0;
	uint64_t sum = 0;
	double t0 = cpu_now(), t1;
	do {
		for (int k = 0; k < 256; k++, games++) {
			uint64_t r =
			        play_random(g, s, fresh[games & 63], (uint64_t)games + 1, &actions);
			if (games < 1000)
				sum = sum * 1000003 + r; /* the first 1000 games only */
		}
		t1 = cpu_now();
	} while (t1 - t0 < secs);
	printf("random bots %-22s %9.0f games/s  %6.2f million actions/s  (%.0f actions a "
	       "game, check %" PRIu64 ")\n",
	       params[0] ? params : "(basic)", games / (t1 - t0), actions / (t1 - t0) / 1e6,
	       (double)actions / games, sum % 100000);
	for (int i = 0; i < 64; i++)
		rink_state_free(fresh[i]);
	rink_state_free(s);
	rink_game_free(g);
}

static void bench_heuristic(double secs)
{
	struct rink_error err;
	rink_game *g = rink_game_new("trickshot", "", &err);
	long games = 0, actions = 0, goals = 0;
	double t0 = cpu_now(), t1;

	do {
		rink_state *s = rink_state_new(g, (uint64_t)games + 1);
		rink_bot *b[2];
		for (int i = 0; i < 2; i++)
			b[i] = rink_bot_new(g, "heuristic", (uint64_t)games * 2 + (uint64_t)i,
			                    &err);
		if (!b[0]) {
			printf("heuristic bot: %s\n", err.text);
			rink_state_free(s);
			break;
		}
		while (!rink_state_is_over(s)) {
			int seat = __builtin_ctz(rink_state_to_move(s));
			rink_state_apply_fast(s, seat, rink_bot_act(b[seat], s, seat), NULL);
			actions++;
		}
		struct rink_ts_view v;
		rink_ts_view_get(s, &v);
		goals += v.score[0] + v.score[1];
		rink_bot_free(b[0]);
		rink_bot_free(b[1]);
		rink_state_free(s);
		games++;
		t1 = cpu_now();
	} while (t1 - t0 < secs);
	t1 = cpu_now();
	printf("heuristic bots (basic)            %9.0f games/s  %6.2f million actions/s  "
	       "(%.1f goals a game)\n",
	       games / (t1 - t0), actions / (t1 - t0) / 1e6, (double)goals / (games ? games : 1));
	rink_game_free(g);
}

/* The hard bot against the heuristic, seats swapped each game; at least
 * four games. */
static void bench_hard(double secs)
{
	struct rink_error err;
	rink_game *g = rink_game_new("trickshot", "", &err);
	long games = 0, wins = 0, draws = 0, goals[2] = {0, 0};
	double t0 = cpu_now(), t1;

	do {
		rink_state *s = rink_state_new(g, (uint64_t)games + 1);
		int hard = (int)(games & 1);
		rink_bot *b[2];
		b[hard] = rink_bot_new(g, "hard", (uint64_t)games * 2, &err);
		b[1 - hard] = rink_bot_new(g, "heuristic", (uint64_t)games * 2 + 1, &err);
		if (!b[0] || !b[1]) {
			printf("hard bot: %s\n", err.text);
			rink_bot_free(b[0]);
			rink_bot_free(b[1]);
			rink_state_free(s);
			break;
		}
		while (!rink_state_is_over(s)) {
			int seat = __builtin_ctz(rink_state_to_move(s));
			rink_state_apply_fast(s, seat, rink_bot_act(b[seat], s, seat), NULL);
		}
		struct rink_ts_view v;
		rink_ts_view_get(s, &v);
		wins += v.winner == hard;
		draws += v.winner == 2;
		goals[0] += v.score[hard];
		goals[1] += v.score[1 - hard];
		rink_bot_free(b[0]);
		rink_bot_free(b[1]);
		rink_state_free(s);
		games++;
		t1 = cpu_now();
	} while (t1 - t0 < secs || games < 4);
	t1 = cpu_now();
	printf("hard bot vs heuristic (basic)     %9.0f ms a game  %ld games: %ld won, %ld drawn, "
	       "goals %ld:%ld\n",
	       (t1 - t0) / (games ? games : 1) * 1e3, games, wins, draws, goals[0], goals[1]);
	rink_game_free(g);
}

static void bench_copy(double secs)
{
	struct rink_error err;
	rink_game *g = rink_game_new("trickshot", "", &err);
	rink_state *a = rink_state_new(g, 1), *b = rink_state_new(g, 2);
	long n = 0;
	double t0 = cpu_now(), t1;

	do {
		for (int i = 0; i < 100000; i++)
			rink_state_copy((i & 1) ? a : b, (i & 1) ? b : a);
		n += 100000;
		t1 = cpu_now();
	} while (t1 - t0 < secs);
	printf("state copy (%zu bytes)             %6.1f ns\n", rink_state_size(g),
	       (t1 - t0) / n * 1e9);
	rink_state_free(a);
	rink_state_free(b);
	rink_game_free(g);
}

int main(int argc, char **argv)
{
	double secs = argc > 1 ? atof(argv[1]) : 1.0;

	if (secs <= 0)
		secs = 1.0;
	bench_random("", secs);
	bench_random("advanced=1", secs);
	bench_random("friendly=1", secs);
	bench_heuristic(secs);
	bench_hard(secs);
	bench_copy(secs);
	return 0;
}
