/*
 * games/cards/refusal.c: refusals in words that both card games share.
 *
 * Slapshot's League Schedule ("Managers must play each opposing team once
 * before playing any team twice") and Power Play's Season Play Rule ("You
 * cannot have a game with the same manager a second time until you have
 * had at least one game with every other manager") are one rule on the
 * games a manager initiated; a refused challenge names whom to challenge
 * first.
 */
#include <stdio.h>

#include "games/cards/cards.h"

int rink__schedule_refusal(const uint8_t *initiated, int n, uint32_t skip, int t, const char *rule,
                           char *buf, size_t size)
{
	int least = 255, w;

	for (int o = 0; o < n; o++)
		if (!(skip & (1u << o)) && initiated[o] < least)
			least = initiated[o];
	w = snprintf(buf, size,
	             "you have initiated %d game%s against manager %d, and another waits until "
	             "you have initiated %d against every other manager (%s); challenge "
	             "manager",
	             initiated[t], initiated[t] == 1 ? "" : "s", t + 1, initiated[t], rule);
	for (int o = 0, k = 0; o < n; o++)
		if (!(skip & (1u << o)) && initiated[o] == least && (size_t)w < size)
			w += snprintf(buf + w, size - (size_t)w, "%s %d", k++ ? "," : "", o + 1);
	if ((size_t)w < size)
		w += snprintf(buf + w, size - (size_t)w, " first");
	return w;
}
