/*
 * bench/bench_util.h: timing for the benchmark programs.
 */
#ifndef RINK_BENCH_UTIL_H
#define RINK_BENCH_UTIL_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "rink/bot.h"
#include "rink/game.h"
#include "rink/rng.h"
#include "rink/slapshot.h"

static inline double bench_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The speed of this core in cycles a second (about its clock), measured
 * by a chain of dependent additions, each one cycle on any x86-64 core;
 * 0 where it cannot be measured. Speed figures divided by it compare
 * across machines: games a second differ by clock, cycles a game by
 * design (and by a virtual core shared with another). */
static inline double bench_core_hz(void)
{
#if defined(__x86_64__) && defined(__GNUC__)
	double best = 0;
	for (int rep = 0; rep < 5; rep++) {
		uint64_t x = 0;
		const long n = 20000000;
		double t0 = bench_now();
		for (long i = 0; i < n; i++)
			__asm__ volatile("add $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\t"
			                 "add $1,%0\n\tadd $1,%0\n\tadd $1,%0\n\tadd $1,%0"
			                 : "+r"(x));
		double hz = 8.0 * (double)n / (bench_now() - t0);
		if (hz > best)
			best = hz;
	}
	return best;
#else
	return 0;
#endif
}

/* Deals n_pairs pairs of disjoint random teams of 3 forwards, 2
 * defensemen and a goalie from seed: by_type[t] lists the n[t] cards of
 * type t (reordered as they are dealt); home takes the even picks of each
 * type, away the odd. With shuffled, each team is then put in a random
 * order. */
static inline void bench_deal_typed(uint8_t (*by_type)[40], const int n[3], uint8_t (*home)[6],
                                    uint8_t (*away)[6], int n_pairs, uint64_t seed, bool shuffled)
{
	static const int need[3] = {3, 2, 1};
	struct rink_rng rng;

	rink_rng_seed(&rng, seed);
	for (int p = 0; p < n_pairs; p++) {
		int k = 0;
		for (int t = 0; t < 3; t++) {
			rink_rng_shuffle_u8(&rng, by_type[t], n[t]);
			for (int i = 0; i < need[t]; i++, k++) {
				home[p][k] = by_type[t][2 * i];
				away[p][k] = by_type[t][2 * i + 1];
			}
		}
		if (shuffled) {
			rink_rng_shuffle_u8(&rng, home[p], 6);
			rink_rng_shuffle_u8(&rng, away[p], 6);
		}
	}
}

/* Deals n pairs of disjoint random Slapshot teams (3F/2D/1G each), each in
 * a random order, from seed. */
static inline void bench_deal_pairs(const rink_game *g, uint8_t (*home)[6], uint8_t (*away)[6],
                                    int n_pairs, uint64_t seed)
{
	uint8_t by_type[3][40];
	int n[3] = {0, 0, 0};

	for (int c = 0; c < RINK_SS_CARDS; c++) {
		int t = rink_ss_card(g, c)->type;
		by_type[t][n[t]++] = (uint8_t)c;
	}
	bench_deal_typed(by_type, n, home, away, n_pairs, seed, true);
}

/* Plays one game (for the card games a season) from seed with one bot
 * per seat into s, a state of g; adds the winner to *check (a signature
 * of behaviour) and returns the actions applied. */
static inline long bench_play(const rink_game *g, rink_state *s, rink_bot **bots, uint64_t seed,
                              uint64_t *check)
{
	long actions = 0;
	rink_state *fresh = rink_state_new(g, seed);

	rink_state_copy(s, fresh);
	rink_state_free(fresh);
	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		int seat = __builtin_ctz(m);
		rink_state_apply_fast(s, seat, rink_bot_act(bots[seat], s, seat), NULL);
		actions++;
	}
	for (int i = 0; i < rink_game_num_seats(g); i++)
		if (rink_state_returns(s, i) > 0)
			*check = *check * 31 + (uint64_t)i + 1;
	return actions;
}

struct bench_run {
	double per_sec;         /* games (seasons) a second */
	double actions_per_sec; /* actions a second */
	long actions_per_game;
	uint64_t signature; /* of `sig_games` fixed-seed games with fresh bots */
};

/* Plays games of g with a bot of `kind` in every seat for about secs
 * seconds (batch games between clock reads), then the signature games. */
static inline struct bench_run bench_bots(const rink_game *g, const char *kind, double secs,
                                          int batch, int sig_games)
{
	struct bench_run r = {0, 0, 0, 0};
	int n = rink_game_num_seats(g);
	rink_bot *bots[RINK_MAX_SEATS];
	rink_state *s = rink_state_new(g, 0);
	long games = 0, actions = 0;
	uint64_t check = 0;
	double t0, t1;

	for (int i = 0; i < n; i++)
		bots[i] = rink_bot_new(g, kind, 100 + (uint64_t)i, NULL);
	t0 = bench_now();
	do {
		for (int i = 0; i < batch; i++)
			actions += bench_play(g, s, bots, (uint64_t)games++, &check);
		t1 = bench_now();
	} while (t1 - t0 < secs);
	r.per_sec = games / (t1 - t0);
	r.actions_per_sec = actions / (t1 - t0);
	r.actions_per_game = actions / games;
	for (int i = 0; i < n; i++) {
		rink_bot_free(bots[i]);
		bots[i] = rink_bot_new(g, kind, 100 + (uint64_t)i, NULL);
	}
	for (uint64_t k = 0; k < (uint64_t)sig_games; k++)
		bench_play(g, s, bots, k, &r.signature);
	for (int i = 0; i < n; i++)
		rink_bot_free(bots[i]);
	rink_state_free(s);
	return r;
}

#endif
