/*
 * fuzz_play.h: random play for the harnesses: up to `moves` moves of state
 * s, each a legal action of the first seat to move, picked by a generator
 * seeded with seed (the same moves for the same seed); fuzz_game: a game
 * made from name and params (refused, or dealt and played `moves` moves).
 */
#ifndef RINK_FUZZ_PLAY_H
#define RINK_FUZZ_PLAY_H

#include "rink/game.h"
#include "rink/rng.h"

static inline void fuzz_play(rink_state *s, int moves, uint64_t seed)
{
	int legal[RINK_MAX_ACTIONS];
	struct rink_rng rng;

	rink_rng_seed(&rng, seed);
	for (int k = 0; k < moves && !rink_state_is_over(s); k++) {
		uint32_t to_move = rink_state_to_move(s);
		int who = 0, n;

		while (who < RINK_MAX_SEATS && !(to_move & (1u << who)))
			who++;
		if (who == RINK_MAX_SEATS)
			break;
		n = rink_state_legal(s, who, legal, RINK_MAX_ACTIONS);
		if (n <= 0)
			break;
		rink_state_apply_fast(s, who, legal[rink_rng_below(&rng, (uint32_t)n)], NULL);
	}
}

static inline void fuzz_game(const char *name, const char *params, int moves)
{
	struct rink_error err;
	rink_game *g = rink_game_new(name, params, &err);
	rink_state *s;

	if (!g)
		return;
	s = rink_state_new(g, 7);
	if (s)
		fuzz_play(s, moves, 7);
	rink_state_free(s);
	rink_game_free(g);
}

#endif
