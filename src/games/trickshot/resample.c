/*
 * games/trickshot/resample.c: a world consistent with what one seat sees,
 * for search (IS-MCTS) and for tests of fairness.
 *
 * Seen by the seat (kept): the whole board, the pieces, the puck, the
 * dice pool and the roll being decided, stamina, score, the turn track,
 * the active Line cards, the cards each team owns (public, from its Arena
 * card or the draft), its own team's hand, which teams have chosen a Line
 * card face down (the seats still to move), and a pick it made itself.
 * Hidden (dealt anew):
 *   - the generator that decides future dice, and any forced dice queued
 *     by a test or tool (not part of the rules: cleared, never leaked);
 *   - an opposing team's hand (TS-GAP-28 (a)): the same number of cards,
 *     drawn from its cards but the active one;
 *   - a Line card chosen face down and not yet revealed (TS-LINE-03), by
 *     any seat but this one: a card of that team's (dealt) hand.
 * Trick Shot has no face-down piles: the discards are the cards of the
 * team that are neither active nor in hand.
 *
 * Not used: what the history tells beyond the view (the cards played since
 * the hand last refilled say which are left).
 */
#include <string.h>

#include "games/trickshot/ts_int.h"

/* The seat whose turn it is to choose team t's Line card (decide.c). */
static int picker(const struct ts_state *s, int t)
{
	const struct ts_game *g = ts_g(s);

	return g->team_seats[t][s->mate[t] % g->team_nseats[t]];
}

/* Deals team t's hand anew: as many cards, none the active one. */
static void deal_hand(struct ts_state *s, int t, struct rink_rng *rng)
{
	uint8_t slots[4];
	int n = __builtin_popcount(s->line_hand[t]), k = 0, active = -1, same = 0;

	/* the active card's slot (one of them, were a card owned twice) */
	for (int i = 0; i < 4 && s->line_active[t] >= 0; i++)
		if (s->line_set[t][i] == (uint8_t)s->line_active[t] &&
		    rink_rng_below(rng, (uint32_t)++same) == 0)
			active = i;
	for (int i = 0; i < 4; i++)
		if (i != active)
			slots[k++] = (uint8_t)i;
	if (n > k)
		return; /* not a hand the rules make: leave it */
	rink_rng_shuffle_u8(rng, slots, k);
	s->line_hand[t] = 0;
	for (int i = 0; i < n; i++)
		s->line_hand[t] |= (uint8_t)(1u << slots[i]);
}

/* Deals team t's face-down pick anew: a card of its hand. */
static void deal_pick(struct ts_state *s, int t, struct rink_rng *rng)
{
	int n = 0, pick = -1;

	for (int i = 0; i < 4; i++)
		if ((s->line_hand[t] & (1u << i)) && rink_rng_below(rng, (uint32_t)++n) == 0)
			pick = i;
	if (pick >= 0)
		s->line_pick[t] = (int8_t)pick;
}

int rink__ts_resample(struct rink_state *base, int seat, struct rink_rng *rng)
{
	struct ts_state *s = (struct ts_state *)base;
	const struct ts_game *g = ts_g(s);

	if (seat < 0 || seat >= base->game->seats)
		return RINK_EINVAL;
	int mine = rink_ts_team_of_seat(base->game, seat);
	/* Step 1. Line cards: the other team's hand, then unrevealed picks. */
	if (g->use_lines)
		for (int t = 0; t < 2; t++) {
			if (t != mine)
				deal_hand(s, t, rng);
			if (s->line_pick[t] >= 0 && picker(s, t) != seat)
				deal_pick(s, t, rng);
		}
	/* Step 2. Future dice are unknown: no forced faces, a new generator. */
	s->force_n = s->force_i = 0;
	memset(s->force, 0, sizeof(s->force));
	rink_rng_seed(&s->rng, rink_rng_next(rng));
	return RINK_OK;
}
