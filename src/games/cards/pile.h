/*
 * games/cards/pile.h: a face-down draw pile as a circular buffer.
 *
 * Both rule sets keep three piles (forwards, defenders, goalies). A pile is
 * its cards from the top at top, top+1, ... (mod cap), len of them, where
 * cap is the number of cards of that type in the deck, so a pile can hold
 * every card of its type. Drawing takes the top; a draft puts a card under
 * the bottom first, which is why a draft from an empty pile gives back the
 * card just put under (Power Play PP-DRAFT-02, Slapshot SS-DRAFT-*).
 * The buffers live inside each game's state (one memcpy block); these
 * functions only take pointers to them.
 */
#ifndef RINK_GAMES_CARDS_PILE_H
#define RINK_GAMES_CARDS_PILE_H

#include <stdint.h>

#include "games/cards/cards.h"
#include "rink/error.h"

static inline void rink__pile_put_bottom(uint8_t *pile, uint8_t top, uint8_t *len, int cap,
                                         int card)
{
	int at = top + *len;

	if (at >= cap)
		at -= cap;
	pile[at] = (uint8_t)card;
	(*len)++;
}

static inline int rink__pile_take_top(uint8_t *pile, uint8_t *top, uint8_t *len, int cap)
{
	int card = pile[*top];

	pile[*top] = RINK__NO_CARD;
	if (++*top == cap)
		*top = 0;
	(*len)--;
	return card;
}

/* The i-th card from the top. */
static inline int rink__pile_at(const uint8_t *pile, uint8_t top, int cap, int i)
{
	int at = top + i;

	return pile[at >= cap ? at - cap : at];
}

/* Sets the pile, for tests and tools, to hold cards[0..n-1] from the top:
 * they must be exactly the cards it holds now, each once. `what` names the
 * pile in messages ("deck", "pile"). */
int rink__pile_reorder(uint8_t *pile, uint8_t *top, uint8_t len, int cap, const uint8_t *cards,
                       int n, const char *what, struct rink_error *err);

#endif
