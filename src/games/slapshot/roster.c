/*
 * games/slapshot/roster.c: the Player Roster, loaded and validated.
 *
 * Rulebook: Teams ("3 Forwards ... 2 Defensemen ... 1 Goalie", "values
 * ranging from 0 to 10", "Four cards have a red cross symbol") and the
 * Player Roster. The file is JSON (data/slapshot/roster.json):
 *   {"format": "rink-roster", "version": 1, "game": "slapshot",
 *    "cards": [{"name": N, "type": "forward"|"defense"|"goalie",
 *               "value": 0..10 in steps of 1/2, "bruiser": bool,
 *               "scores_on_goalies": bool, "aliases": [N]}, ...]}
 * A roster must hold exactly 54 cards, 27 forwards, 18 defensemen and 9
 * goalies (the setup arithmetic of six managers rests on these counts),
 * with names unique among names and aliases. Every error names the file,
 * the card and the problem. The loader is the card engine's
 * (games/cards/deck.c); this file gives it Slapshot's constraints.
 */
#include <stdlib.h>
#include <string.h>

#include "games/slapshot/slapshot_int.h"

const char *rink_ss_type_name(int type)
{
	return rink__type_name(type);
}

static int name_taken(const struct ss_game *g, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (rink__name_cmp(g->cards[i].name, name) == 0 ||
		    (g->aliases[i][0] && rink__name_cmp(g->aliases[i], name) == 0))
			return i;
	return -1;
}

/* The shared loader (cards/deck.c) with Slapshot's constraints; the cards
 * are then copied into the public struct rink_ss_card. */
int rink__ss_roster_load(struct ss_game *g, const char *path, struct rink_error *err)
{
	static const struct rink__deck_rules rules = {
	        .game = "slapshot",
	        .format = "rink-roster",
	        .count = {27, 18, 9},
	        .max_value = 10,
	        .halves = true,
	        .bruisers = -1,
	};
	struct rink__deck *d = malloc(sizeof(*d));
	int rc;

	if (!d)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	rc = rink__deck_load(d, &rules, path, err);
	if (rc == RINK_OK) {
		for (int i = 0; i < RINK_SS_CARDS; i++) {
			const struct rink__card *c = &d->cards[i];
			struct rink_ss_card *card = &g->cards[i];
			memcpy(card->name, c->name, sizeof(card->name));
			memcpy(g->aliases[i], c->alias, sizeof(g->aliases[i]));
			card->type = c->type;
			card->value2 = c->value2;
			card->bruiser = c->bruiser;
			card->tiny_tim = c->scores_on_goalies;
		}
		memcpy(g->type_total, d->type_total, sizeof(g->type_total));
		memset(g->type_mask, 0, sizeof(g->type_mask));
		for (int i = 0; i < RINK_SS_CARDS; i++)
			g->type_mask[g->cards[i].type] |= 1ull << i;
	}
	free(d);
	return rc;
}

const struct rink_ss_card *rink_ss_card(const rink_game *g, int id)
{
	if (id < 0 || id >= RINK_SS_CARDS)
		return NULL;
	return &ss_game_impl(g)->cards[id];
}

int rink_ss_card_find(const rink_game *g, const char *name)
{
	return name_taken(ss_game_impl(g), RINK_SS_CARDS, name);
}
