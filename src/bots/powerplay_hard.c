/*
 * bots/powerplay_hard.c: Power Play's strongest bot.
 *
 * (draft: game decisions by flat Monte Carlo over resampled worlds)
 */
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"
#include "rink/powerplay.h"

#define GAME_WORLDS 48  /* worlds per game decision */
#define GAME_CAP    120 /* simulated actions before a game counts as a tie */

struct pp_hard {
	int worlds;
	rink_state *world, *work;
};

/* Plays the game in progress in w to its end with the heuristic for every
 * seat; seat's result: 1 won, 0 lost, 0.5 when cut. */
static double finish_game(struct rink_bot *sim, rink_state *w, int seat, int n_rec)
{
	struct rink_pp_game_record rec;
	uint32_t m;

	for (int k = 0; k < GAME_CAP; k++) {
		if (rink_pp_record(w, n_rec, &rec))
			return (rec.initiator == seat) == rec.initiator_won ? 1.0 : 0.0;
		if ((m = rink_state_to_move(w)) == 0)
			break;
		int mover = __builtin_ctz(m);
		rink_state_apply_fast(w, mover, rink__pp_heuristic_act(sim, w, mover), NULL);
	}
	if (rink_pp_record(w, n_rec, &rec))
		return (rec.initiator == seat) == rec.initiator_won ? 1.0 : 0.0;
	return 0.5;
}

/* A decision inside a game: each legal action is scored by how often the
 * game is then won, over the same resampled worlds (common random numbers). */
static int game_decision(struct rink_bot *b, const rink_state *s, int seat, const int *acts,
                         int n, int n_rec)
{
	struct pp_hard *h = b->impl;
	double score[RINK_PP_TEAM * 12] = {0};
	struct rink_bot sim = *b;
	int best = 0;

	if (n > (int)(sizeof(score) / sizeof(score[0])))
		return rink__pp_heuristic_act(b, s, seat);
	for (int k = 0; k < h->worlds; k++) {
		uint64_t seed = rink_rng_next(&b->rng);
		rink_state_copy(h->world, s);
		rink_state_resample(h->world, seat, &b->rng);
		for (int i = 0; i < n; i++) {
			rink_state_copy(h->work, h->world);
			rink_rng_seed(&sim.rng, seed);
			rink_state_apply_fast(h->work, seat, acts[i], NULL);
			score[i] += finish_game(&sim, h->work, seat, n_rec);
		}
	}
	for (int i = 1; i < n; i++)
		if (score[i] > score[best])
			best = i;
	return acts[best];
}

int rink__pp_hard_act(struct rink_bot *b, const rink_state *s, int seat)
{
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	struct rink_pp_view v;

	if (n <= 1)
		return n == 1 ? acts[0] : -1;
	rink_pp_view(s, seat, &v);
	switch (v.phase) {
	case RINK_PP_ROUND:
	case RINK_PP_RUMP:
	case RINK_PP_BULLY:
	case RINK_PP_SUB:
		return game_decision(b, s, seat, acts, n, v.n_record);
	default:
		return rink__pp_heuristic_act(b, s, seat);
	}
}

int rink__pp_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	struct pp_hard *h = calloc(1, sizeof(*h));

	(void)opts;
	if (!h)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	h->worlds = GAME_WORLDS;
	h->world = rink_state_new(b->game, 0);
	h->work = rink_state_new(b->game, 0);
	b->impl = h;
	if (!h->world || !h->work)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	return RINK_OK;
}

void rink__pp_hard_fini(struct rink_bot *b)
{
	struct pp_hard *h = b->impl;

	if (!h)
		return;
	rink_state_free(h->world);
	rink_state_free(h->work);
	free(h);
	b->impl = NULL;
}
