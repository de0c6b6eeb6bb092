/*
 * games/cards/season.c: the end of a card game's regular season, shared by
 * Slapshot and Power Play.
 */
#include "games/cards/cards.h"

uint32_t rink__postseason_mask(int first, const uint8_t *wins, int n)
{
	uint32_t mask = 1u << first;
	int best = -1;

	for (int m = 0; m < n; m++)
		if (m != first && wins[m] > best)
			best = wins[m];
	for (int m = 0; m < n; m++)
		if (m != first && wins[m] == best)
			mask |= 1u << m;
	return mask;
}
