/*
 * rink/bot.h: one bot interface over the game interface.
 *
 * A bot chooses an action for one seat. It owns its own random generator
 * (seeded when made), so a bot's play is reproducible. Bots look at the
 * position only through rink_state_legal and the seat's view (for Slapshot
 * rink_ss_view); they never read other seats' hidden cards.
 *
 * Kinds: "random" (uniform over the legal actions), "heuristic" (the
 * game's rule-based player), "ismcts" (information-set Monte Carlo tree
 * search over resampled hidden cards; options "ismcts:iters=N" or
 * "ismcts:ms=T", c=UCB constant, joined by ':') and "hard" (the game's strongest:
 * for Slapshot IS-MCTS for turns and the exact line-up solver for
 * line-ups; for Power Play IS-MCTS for turns and Monte Carlo over modelled
 * opponents in games; for Trick Shot a search of its own turn, options
 * "hard:depth=N:top=N"). For Action Deck "heuristic" and "hard" are one
 * coach: it pulls the goalie by a measured table of cards-left thresholds,
 * and "hard" weighs each pull decision in simulated endings of its own
 * (options pull=0: never pull, the baseline; cards=N: one threshold;
 * pairs=N: simulated endings per decision). Levels for people: "easy"
 * (random), "medium" (heuristic), "hard". rink_bot_new returns NULL with
 * err filled for an unknown kind or a kind the game has no bot for.
 */
#ifndef RINK_BOT_H
#define RINK_BOT_H

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

struct rink_bot;
typedef struct rink_bot rink_bot;

rink_bot *rink_bot_new(const rink_game *g, const char *kind, uint64_t seed, struct rink_error *err);
void rink_bot_free(rink_bot *b);
const char *rink_bot_kind(const rink_bot *b);

/* The bot's action for seat, which must be one of the seats to move. */
int rink_bot_act(rink_bot *b, const rink_state *s, int seat);

/* The kind a level names for game g ("easy": random, "medium": heuristic,
 * "hard": the strongest bot measured for g), or level itself. */
const char *rink_bot_level(const rink_game *g, const char *level);

/* Names of the bot kinds, NULL-terminated. */
const char *const *rink_bot_kinds(void);

#ifdef __cplusplus
}
#endif

#endif
