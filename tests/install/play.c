/*
 * tests/install/play.c: a program of someone else's, built against an
 * installed librink through pkg-config (tests/install/test_install.sh).
 * It plays one game of every game librink knows to the end with random
 * legal moves, through the public API only, and reads the game's data
 * from wherever the library was told at install (no $RINK_DATA_DIR).
 *
 *   play [SEED]   one line per game; exit 0 when every game ended
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>

#include "rink/game.h"
#include "rink/rng.h"

enum { MAX_MOVES = 2000000 }; /* a guard against a game that never ends */

static int play(const char *name, uint64_t seed)
{
	struct rink_error err = {0};
	struct rink_rng rng;
	rink_game *g = rink_game_new(name, NULL, &err);
	rink_state *s;
	json_t *info;
	long moves = 0;
	int rc = 1;

	if (!g) {
		fprintf(stderr, "play: %s: %s\n", name, err.text);
		return 1;
	}
	info = rink_game_info_json(g); /* jansson, as pkg-config's Requires says */
	if (!info) {
		fprintf(stderr, "play: %s: no game info\n", name);
		goto out_free_game;
	}
	json_decref(info);
	s = rink_state_new(g, seed);
	if (!s)
		goto out_free_game;
	rink_rng_seed(&rng, seed);
	while (!rink_state_is_over(s) && moves < MAX_MOVES) {
		uint32_t mask = rink_state_to_move(s);
		int seat = 0, action;

		while (!(mask & 1u << seat))
			seat++;
		action = rink_state_sample_legal(s, seat, &rng);
		if (action < 0 || rink_state_apply(s, seat, action, NULL, &err) != RINK_OK) {
			fprintf(stderr, "play: %s: move %ld of seat %d refused: %s\n", name, moves,
			        seat, err.text);
			goto out_free_state;
		}
		moves++;
	}
	if (!rink_state_is_over(s)) {
		fprintf(stderr, "play: %s: not over after %ld moves\n", name, moves);
		goto out_free_state;
	}
	printf("%s: over after %ld moves, seat 0 scores %g of %d seats\n", name, moves,
	       rink_state_returns(s, 0), rink_game_num_seats(g));
	rc = 0;
out_free_state:
	rink_state_free(s);
out_free_game:
	rink_game_free(g);
	return rc;
}

int main(int argc, char **argv)
{
	uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
	const char *const *names = rink_game_names();
	int fails = 0, n = 0;

	for (; names[n]; n++)
		fails += play(names[n], seed);
	if (n == 0) {
		fputs("play: librink knows no game\n", stderr);
		return 1;
	}
	return fails ? 1 : 0;
}
