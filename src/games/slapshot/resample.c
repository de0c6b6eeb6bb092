/*
 * games/slapshot/resample.c: a deal of the hidden cards consistent with
 * what one seat sees, for search (IS-MCTS) and for tests of fairness.
 *
 * Seen by the seat (kept): its own team; every team's shape (3F/2D/1G);
 * the cards everyone knows another team holds (shown in a face-off and not
 * since traded, drafted or injured);
 * deck sizes; the scoreboard and the game in play; in a trade it makes,
 * the card in its hand; in a trade made on it, the card taken from it.
 * Hidden (dealt anew, type by type): the other teams' cards, the decks'
 * contents and order, an opponent's line-up already handed in, a card
 * passing in a trade between two other managers, and the generator that
 * decides future chance (trade picks, coin tosses).
 *
 * Not used: what the history tells beyond that (a card seen before a
 * trade is likely, not surely, still there).
 */
#include <string.h>

#include "games/slapshot/slapshot_int.h"

int rink__ss_resample(struct rink_state *base, int seat, struct rink_rng *rng)
{
	struct ss_state *s = (struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);
	uint8_t *where[3][RINK_SS_CARDS]; /* positions that hold hidden cards */
	uint8_t pool[3][RINK_SS_CARDS];
	int n[3] = {0, 0, 0};
	bool hand_hidden = s->phase == RINK_SS_GIVE && seat != s->active;

	if (seat < 0 || seat >= s->n)
		return RINK_EINVAL;
	/* Step 1. Collect every hidden position, by card type. */
	for (int m = 0; m < s->n; m++) {
		if (m == seat)
			continue;
		for (int i = 0; i < RINK_SS_TEAM; i++) {
			uint8_t *c = &s->team[m][i];
			/* cards everyone has seen in m's team stay where they are */
			if (*c < RINK_SS_CARDS && !(s->known[m] >> *c & 1))
				where[g->cards[*c].type][n[g->cards[*c].type]++] = c;
		}
	}
	for (int t = 0; t < 3; t++)
		for (int i = 0; i < s->deck_len[t]; i++) {
			int at = (s->deck_top[t] + i) % g->type_total[t];
			where[t][n[t]++] = &s->deck[t][at];
		}
	if (hand_hidden && !(seat == s->trade_target))
		where[g->cards[s->trade_taken].type][n[g->cards[s->trade_taken].type]++] =
		        &s->trade_taken;
	/* Step 2. Deal the same cards to the same positions in a new order. The
	 * pool is sorted first, so the deal depends on what seat knows (which
	 * cards are hidden) and the generator, never on where they really are. */
	for (int t = 0; t < 3; t++) {
		for (int i = 0; i < n[t]; i++)
			pool[t][i] = *where[t][i];
		for (int i = 1; i < n[t]; i++)
			for (int j = i; j > 0 && pool[t][j - 1] > pool[t][j]; j--) {
				uint8_t x = pool[t][j];
				pool[t][j] = pool[t][j - 1];
				pool[t][j - 1] = x;
			}
		rink_rng_shuffle_u8(rng, pool[t], n[t]);
		for (int i = 0; i < n[t]; i++)
			*where[t][i] = pool[t][i];
	}
	/* Step 3. An opponent's handed-in line-up: a random order of his new
	 * cards (seat's own line-up is his own, and kept). */
	if (s->phase == RINK_SS_LINEUP)
		for (int side = 0; side < 2; side++) {
			int who = side == 0 ? s->home : s->away;
			if (who == seat || !(s->lineup_mask & (1u << side)))
				continue;
			memcpy(s->lineup[side], s->team[who], RINK_SS_TEAM);
			rink_rng_shuffle_u8(rng, s->lineup[side], RINK_SS_TEAM);
		}
	/* Step 4. Future chance is unknown too. */
	rink_rng_seed(&s->rng, rink_rng_next(rng));
	return RINK_OK;
}
