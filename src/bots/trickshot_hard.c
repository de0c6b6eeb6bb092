/*
 * bots/trickshot_hard.c: Trick Shot's hard player: IS-MCTS with uniform
 * random simulations over worlds dealt anew from its seat's view (future
 * dice, the other team's hand and a face-down Line card choice; see
 * games/trickshot/resample.c).
 *
 * A full game is about 190 actions, so each simulation is long: the
 * default budget is 500 iterations a decision, unless the options name one
 * (iters=N or ms=T).
 */
#include <stdio.h>
#include <string.h>

#include "bots/bot_int.h"

#define TS_HARD_ITERS "iters=500"

int rink__ts_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	char buf[256];

	if (strstr(opts, "iters=") || strstr(opts, "ms="))
		return rink__ismcts_init(b, opts, err);
	if (!opts[0])
		return rink__ismcts_init(b, TS_HARD_ITERS, err);
	if (snprintf(buf, sizeof(buf), "%s,%s", TS_HARD_ITERS, opts) >= (int)sizeof(buf))
		return rink_error_set(err, RINK_EINVAL, "bot options too long: '%s'", opts);
	return rink__ismcts_init(b, buf, err);
}
