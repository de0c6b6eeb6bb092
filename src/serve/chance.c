/*
 * serve/chance.c: the chance a hint gives its seat of winning.
 *
 * Estimated from what the seat may see, never from the position the server
 * holds: each playout copies the position, deals anew everything the seat
 * cannot see (rink_state_resample: other hands, the deck, the generator
 * that rolls future dice), plays the hinted move, and lets the medium bot
 * play every seat to the end. The mean of the seat's results is the
 * chance (the champion's share in a season of several managers). A game
 * that cannot be resampled (Action Deck: its deck order is all it hides,
 * and nothing deals it anew) gets no chance: playing on from the server's
 * own position would read the cards to come.
 */
#include <stdlib.h>
#include <time.h>

#include "rink/bot.h"
#include "rink/rng.h"
#include "serve/serve.h"

#define CHANCE_PLAYOUTS  200 /* the most playouts a hint runs */
#define CHANCE_BUDGET_MS 400 /* and the most time it spends on them */
#define CHANCE_MAX_STEPS 100000

static int64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Plays s to the end with bot b at every seat; false if it did not end. */
static bool play_out(rink_state *s, rink_bot *b)
{
	for (int step = 0; step < CHANCE_MAX_STEPS; step++) {
		uint32_t mask = rink_state_to_move(s);
		int seat, a;

		if (!mask)
			return true;
		seat = __builtin_ctz(mask);
		a = rink_bot_act(b, s, seat);
		if (a < 0 || !rink_state_is_legal(s, seat, a))
			return false;
		rink_state_apply_fast(s, seat, a, NULL);
	}
	return false;
}

void chance_estimate(struct pool_job *j, uint64_t seed)
{
	const rink_game *g = rink_state_game(j->pos);
	int64_t until = mono_ms() + CHANCE_BUDGET_MS;
	struct rink_rng rng;
	struct rink_error err;
	rink_state *s = NULL;
	rink_bot *b = NULL;
	double sum = 0;
	int n = 0;

	j->playouts = 0;
	if (!rink_game_can_resample(g) || j->action < 0 || !(s = rink_state_clone(j->pos)) ||
	    !(b = rink_bot_new(g, rink_bot_level(g, "medium"), seed, &err)))
		goto out;
	rink_rng_seed(&rng, seed);
	while (n < CHANCE_PLAYOUTS && mono_ms() < until) {
		rink_state_copy(s, j->pos);
		if (rink_state_resample(s, j->seat, &rng) != RINK_OK ||
		    !rink_state_is_legal(s, j->seat, j->action))
			break;
		rink_state_apply_fast(s, j->seat, j->action, NULL);
		if (!play_out(s, b))
			break;
		sum += rink_state_returns(s, j->seat);
		n++;
	}
	if (n > 0) {
		j->playouts = n;
		j->chance = sum / n;
	}
out:
	rink_bot_free(b);
	rink_state_free(s);
}
