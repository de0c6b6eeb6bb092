/*
 * bots/bot.c: the bot interface, and the random bot.
 *
 * The random bot draws uniformly from the legal actions with its own
 * generator; it is the baseline for strength and the driver of the random
 * simulation tests and benchmarks.
 */
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"

static const char *const kinds[] = {"random", "heuristic", NULL};

const char *const *rink_bot_kinds(void)
{
	return kinds;
}

static int random_act(struct rink_bot *b, const rink_state *s, int seat)
{
	return rink_state_sample_legal(s, seat, &b->rng);
}

rink_bot *rink_bot_new(const rink_game *g, const char *kind, uint64_t seed, struct rink_error *err)
{
	rink_bot *b;
	int (*act)(struct rink_bot *, const rink_state *, int) = NULL;

	if (kind && strcmp(kind, "random") == 0)
		act = random_act;
	else if (kind && strcmp(kind, "heuristic") == 0 &&
	         strcmp(rink_game_name(g), "slapshot") == 0)
		act = rink__ss_heuristic_act;
	else if (kind && strcmp(kind, "heuristic") == 0 &&
	         strcmp(rink_game_name(g), "powerplay") == 0)
		act = rink__pp_heuristic_act;
	if (!act) {
		rink_error_set(err, RINK_ENOTFOUND, "no bot '%s' for %s (bots: random, heuristic)",
		               kind ? kind : "", rink_game_name(g));
		return NULL;
	}
	b = calloc(1, sizeof(*b));
	if (!b) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	b->game = g;
	strncpy(b->kind, kind, sizeof(b->kind) - 1);
	rink_rng_seed(&b->rng, seed);
	b->act = act;
	return b;
}

void rink_bot_free(rink_bot *b)
{
	free(b);
}

const char *rink_bot_kind(const rink_bot *b)
{
	return b->kind;
}

int rink_bot_act(rink_bot *b, const rink_state *s, int seat)
{
	return b->act(b, s, seat);
}
