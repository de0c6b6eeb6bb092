/*
 * bots/trickshot_hard.c: Trick Shot's hard player.
 *
 * PROTOTYPE
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"
#include "bots/ts_plan.h"
#include "rink/trickshot.h"

struct tsh {
	int top, depth;
	rink_state *work[TSP_DEPTH];
	struct tsp_board tb;
};

static int opt(const char *opts, const char *key, int def)
{
	const char *p = strstr(opts, key);
	return p ? atoi(p + strlen(key)) : def;
}

int rink__ts_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	struct tsh *h = calloc(1, sizeof(*h));

	if (!h)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	h->top = opt(opts, "top=", 4);
	h->depth = opt(opts, "depth=", 2);
	if (h->depth > TSP_DEPTH)
		h->depth = TSP_DEPTH;
	for (int i = 0; i < TSP_DEPTH; i++)
		h->work[i] = rink_state_new(b->game, 0);
	rink__tsp_board_init(&h->tb, b->game);
	b->impl = h;
	return RINK_OK;
}

void rink__ts_hard_fini(struct rink_bot *b)
{
	struct tsh *h = b->impl;

	if (!h)
		return;
	for (int i = 0; i < TSP_DEPTH; i++)
		rink_state_free(h->work[i]);
	free(h);
	b->impl = NULL;
}

int rink__ts_hard_act(struct rink_bot *b, const rink_state *s, int seat)
{
	struct tsh *h = b->impl;
	struct rink_ts_view v;

	rink_ts_view_get(s, &v);
	if (v.phase == RINK_TS_PH_ACTION)
		return rink__tsp_turn(&h->tb, s, h->depth, h->top, h->work);
	return rink__tsp_act(&h->tb, s, seat);
}
