/*
 * bots/bot_int.h: what a bot implementation provides.
 *
 * A kind of bot is a row of the table in bots/bot.c: its name, the game it
 * plays (or any), and its functions. A kind may take options after a colon
 * ("ismcts:iters=5000:c=0.5", options joined by ':' or ','), read by its
 * init function.
 */
#ifndef RINK_BOTS_BOT_INT_H
#define RINK_BOTS_BOT_INT_H

#include "rink/bot.h"
#include "rink/rng.h"

struct rink_bot {
	const rink_game *game;
	char kind[64];
	struct rink_rng rng;
	int (*act)(struct rink_bot *b, const rink_state *s, int seat);
	void (*fini)(struct rink_bot *b);
	void *impl; /* the kind's own data, freed by fini */
};

/* Reads one "key=value" item of a kind's options at *p: the key (1 to 15
 * lowercase letters) into key and the value, a finite number written in
 * full up to the next ',' or ':', into *v; *p moves past the item and its
 * separator, and *item (if not NULL) points at the item's start for the
 * caller's messages. Returns 1, 0 at the end of the options, or RINK_EINVAL
 * with err set ("bot option 'x': expected KEY=NUMBER") for anything else:
 * no '=', nan, inf, 1e309, "5x", an empty value. */
int rink__bot_option(const char **p, const char **item, char key[16], double *v,
                     struct rink_error *err);
/* True when v is a whole number from lo to hi. */
bool rink__bot_whole(double v, double lo, double hi);

/* Slapshot's heuristic player (bots/slapshot_heuristic.c). */
int rink__ss_heuristic_act(struct rink_bot *b, const rink_state *s, int seat);
/* Power Play's heuristic player (bots/powerplay_heuristic.c). */
int rink__pp_heuristic_act(struct rink_bot *b, const rink_state *s, int seat);
/* How much that player wants to lay card in round (0-based) of pass (0:
 * regulation): it lays its highest, ties going to the lowest card id. */
double rink__pp_heuristic_round_score(const rink_game *g, int card, int round, int pass);
/* Trick Shot's heuristic player (bots/trickshot_heuristic.c). */
int rink__ts_heuristic_act(struct rink_bot *b, const rink_state *s, int seat);

/* Information-set Monte Carlo tree search (bots/ismcts.c). Options:
 * iters=N (default 2000) or ms=T, c=UCB constant (default 0.7), horizon=N
 * (simulated actions before an estimate scores them, for kinds that have
 * one). */
int rink__ismcts_init(struct rink_bot *b, const char *opts, struct rink_error *err);
int rink__ismcts_act(struct rink_bot *b, const rink_state *s, int seat);
void rink__ismcts_fini(struct rink_bot *b);
/* Cuts simulations after horizon actions, scoring them with estimate. */
void rink__ismcts_set_horizon(struct rink_bot *b, int horizon,
                              void (*estimate)(const rink_state *s, double *r));
/* Sets the simulation policy of an IS-MCTS bot (default: uniform random)
 * and a filter of equivalent actions for its tree (default: none). */
void rink__ismcts_set_playout(struct rink_bot *b,
                              int (*playout)(struct rink_bot *b, const rink_state *s, int seat),
                              bool (*keep)(const rink_state *s, int seat, int action));

/* Slapshot's hard player: IS-MCTS for turns, the exact line-up solver for
 * line-ups (bots/slapshot_hard.c). */
int rink__ss_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err);
int rink__ss_hard_act(struct rink_bot *b, const rink_state *s, int seat);

/* Power Play's hard player (bots/powerplay_hard.c). */
int rink__pp_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err);
int rink__pp_hard_act(struct rink_bot *b, const rink_state *s, int seat);
void rink__pp_hard_fini(struct rink_bot *b);

/* Trick Shot's hard player: a planner of its own turn, no random
 * playouts (bots/trickshot_hard.c, its knowledge in bots/ts_plan.c).
 * Options depth=1..4 and top=N. */
int rink__ts_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err);
int rink__ts_hard_act(struct rink_bot *b, const rink_state *s, int seat);
void rink__ts_hard_fini(struct rink_bot *b);

/* Action Deck's coach (bots/adcoach.c): "heuristic" decides by its table,
 * "hard" measures each pull decision in worlds of its own. Options pull=0
 * (never pull) and pairs=N (worlds per decision). */
int rink__ad_coach_init(struct rink_bot *b, const char *opts, struct rink_error *err);
int rink__ad_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err);
int rink__ad_coach_act(struct rink_bot *b, const rink_state *s, int seat);
void rink__ad_coach_fini(struct rink_bot *b);

#endif
