/*
 * bench/bench_ismcts.c: IS-MCTS search speed at Slapshot decisions (make
 * bench).
 *
 * Plays three seeded 4-manager seasons at random and, at every seventh
 * turn decision, lets a search bot think for a fixed number of iterations;
 * prints iterations per second for the plain IS-MCTS bot (random
 * simulations to the end of the season) and for the hard bot (its
 * sensible-manager simulations cut at a horizon and scored), and the first
 * decision of a season alone (the longest simulations).
 * Usage: bench_ismcts [iterations-per-decision] (default 2000).
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_util.h"
#include "rink/bot.h"

static void run(const rink_game *g, const char *kind, int iters)
{
	char name[64];
	struct rink_rng r;
	double total = 0, first = 0;
	long done = 0;
	int decisions = 0;

	snprintf(name, sizeof(name), "%s:iters=%d", kind, iters);
	rink_rng_seed(&r, 1);
	for (uint64_t seed = 0; seed < 3; seed++) {
		rink_state *s = rink_state_new(g, seed);
		bool first_turn = true;
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
			int seat = __builtin_ctz(m);
			struct rink_ss_view v;
			rink_ss_view(s, seat, &v);
			if (v.phase == RINK_SS_TURN && (first_turn || decisions++ % 7 == 0)) {
				rink_bot *b = rink_bot_new(g, name, (uint64_t)decisions, NULL);
				double t0 = bench_now(), dt;
				rink_bot_act(b, s, seat);
				dt = bench_now() - t0;
				if (first_turn && seed == 0)
					first = dt;
				first_turn = false;
				total += dt;
				done += iters;
				rink_bot_free(b);
			}
			rink_state_apply_fast(s, seat, rink_state_sample_legal(s, seat, &r), NULL);
		}
		rink_state_free(s);
	}
	printf("IS-MCTS, %-9s %8.0f iterations/s over a season's decisions; %8.0f at its first "
	       "turn\n",
	       kind, done / total, iters / first);
}

int main(int argc, char **argv)
{
	int iters = argc > 1 ? atoi(argv[1]) : 2000;
	struct rink_error err;
	rink_game *g = rink_game_new("slapshot", "managers=4", &err);

	if (!g || iters < 1) {
		fprintf(stderr, "bench_ismcts: %s\n", g ? "bad count" : err.text);
		return 1;
	}
	run(g, "ismcts", iters);
	run(g, "hard", iters);
	rink_game_free(g);
	return 0;
}
