/*
 * bots/adcoach_int.h: Action Deck's coach (bots/adcoach.c), shared by its
 * bot kinds and by the program that measures its table
 * (bench/adcoach_table.c).
 *
 * A coach decides when the goalie is out for a sixth attacker by a table
 * of thresholds: the goalie is out while the cards left in the 3rd period
 * are at most the threshold for the deficit, the puck's situation and the
 * skaters on the ice. The situation is seen from the deciding coach's
 * side ("we"): a pending face-off in our D, M or A, or who has the puck in
 * which zone of its own.
 */
#ifndef RINK_BOTS_ADCOACH_INT_H
#define RINK_BOTS_ADCOACH_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/actiondeck.h"

enum ad_sit {
	AD_SIT_FO_D, /* a face-off waits in our D */
	AD_SIT_FO_M,
	AD_SIT_FO_A,
	AD_SIT_OURS_D, /* we have the puck in our D */
	AD_SIT_OURS_M,
	AD_SIT_OURS_A,
	AD_SIT_THEIRS_D, /* they have it in their D (far from our net) */
	AD_SIT_THEIRS_M,
	AD_SIT_THEIRS_A, /* they have it in their A, at our net */
	AD_SIT_N
};

/* Skaters on the ice: even, we have more (power play), we have fewer. */
enum ad_str { AD_STR_EVEN, AD_STR_MORE, AD_STR_FEWER, AD_STR_N };

/* A pulling policy. With pull false the goalie always stays in. */
struct rink__ad_policy {
	bool pull;
	uint8_t cards[2][AD_SIT_N][AD_STR_N]; /* [deficit 1, 2 or more][sit][str]:
	                                         the most cards left 0..100 */
};

/* The table measured by bench/adcoach_table.c (bots/adcoach.c). */
extern const struct rink__ad_policy rink__ad_policy_default;

/* seat's view of s: how many goals it trails by (0 or less: not
 * trailing), the situation (enum ad_sit) and the skaters (enum ad_str). */
void rink__ad_situation(const rink_state *s, int seat, int *deficit, int *sit, int *str);

/* True when p wants seat's goalie out now (trailing in the 3rd period
 * with no more cards left than the table's threshold). */
bool rink__ad_policy_out(const struct rink__ad_policy *p, const rink_state *s, int seat);

/* The policy's action for seat, one of the seats to move in s: "next"
 * when paused, the table at a pull decision, and in the shoot-out the
 * eligible shooter with the best chart PCT (the first in chart order on
 * equal PCT). */
int rink__ad_policy_act(const struct rink__ad_policy *p, const rink_state *s, int seat);

/* At seat's pull decision in s (pull/keep, or keep/back): seat's expected
 * result (win 1, tie 1/2, loss 0) with the goalie out now, less that with
 * him in net, estimated over `pairs` pairs of worlds. A world is a new
 * state dealt from a seed derived from (seed, k) and set to s's public
 * position (period, cards left, score, puck, face-off, penalties, players
 * out); both worlds of a pair share the seed. Both coaches then follow p.
 * The deck order and generator of s are never read. *se (may be NULL)
 * gets the standard error of the estimate, *ok false when no world could
 * be set up (the result is then 0). */
double rink__ad_pull_gain(const rink_state *s, int seat, int pairs, uint64_t seed,
                          const struct rink__ad_policy *p, double *se, bool *ok);

#endif
