/*
 * bots/bot_int.h: what a bot implementation provides.
 */
#ifndef RINK_BOTS_BOT_INT_H
#define RINK_BOTS_BOT_INT_H

#include "rink/bot.h"
#include "rink/rng.h"

struct rink_bot {
	const rink_game *game;
	char kind[32];
	struct rink_rng rng;
	int (*act)(struct rink_bot *b, const rink_state *s, int seat);
};

/* Slapshot's heuristic player (bots/slapshot_heuristic.c). */
int rink__ss_heuristic_act(struct rink_bot *b, const rink_state *s, int seat);
/* Power Play's heuristic player (bots/powerplay_heuristic.c). */
int rink__pp_heuristic_act(struct rink_bot *b, const rink_state *s, int seat);

#endif
