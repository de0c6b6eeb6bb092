/*
 * games/cards/deck.c: deck files, loaded and validated against a rule set.
 *
 * One loader for both decks. The file is JSON:
 *   {"format": F, "version": 1, "game": G, "source"?: S, "notes"?: S,
 *    "symbols"?: [NAME, ...],
 *    "cards": [{"id"?: ID, "name": N, "type": "forward"|"defense"|"defender"|
 *               "goalie", "value": V, "bruiser"?: bool,
 *               "scores_on_goalies"?: bool, "aliases"?: [N],
 *               "special"?: ABILITY, "team"?: SYMBOL}, ...]}
 * Slapshot's roster (format rink-roster) has 54 cards worth 0..10 in steps
 * of 1/2 and no specials or symbols; Power Play's deck (format rink-deck)
 * has 77 cards worth whole numbers 0..11, six bruiser defenders, the six
 * special players once each and a team symbol on every card. The rules
 * struct says which; every error names the file, the card and the problem.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/textfile.h"
#include "games/cards/cards.h"
#include "games/cards/pile.h"

static const char *const type_names[3] = {"forward", "defense", "goalie"};
static const char *const ability_names[RINK__AB_COUNT] = {
        "none",          "hydra",       "jolly_judge", "rosalinde", "rumpelstockchen",
        "sitting_bully", "willy_winzig"};

const char *rink__type_name(int type)
{
	return type >= 0 && type < 3 ? type_names[type] : "?";
}

const char *rink__ability_name(int ability)
{
	return ability >= 0 && ability < RINK__AB_COUNT ? ability_names[ability] : "?";
}

static int name_taken(const struct rink__deck *d, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (rink__name_cmp(d->cards[i].name, name) == 0 ||
		    (d->cards[i].alias[0] && rink__name_cmp(d->cards[i].alias, name) == 0))
			return i;
	return -1;
}

int rink__deck_find(const struct rink__deck *d, const char *name)
{
	return name_taken(d, d->n, name);
}

static void copy_name(char *dst, size_t size, const char *src)
{
	size_t o = 0;

	/* collapse runs of spaces: the rulebook transcript has double spaces */
	for (; *src && o + 1 < size; src++)
		if (!(*src == ' ' && o > 0 && dst[o - 1] == ' '))
			dst[o++] = *src;
	dst[o] = '\0';
}

/* What keeps a card's name or alias from being written in a move and read
 * back: moves are trimmed, and a line-up separates its names with commas.
 * NULL when nothing. */
static const char *card_name_problem(const char *name)
{
	const char *why = rink__name_problem(name);

	if (!why && strchr(name, ','))
		why = "holds a comma, which separates the names of a line-up";
	return why;
}

static int symbol_index(struct rink__deck *d, const char *name, bool add)
{
	for (int i = 0; i < d->n_symbols; i++)
		if (strcmp(d->symbols[i], name) == 0)
			return i;
	if (!add || d->n_symbols == RINK__MAX_SYMBOLS || strlen(name) >= sizeof(d->symbols[0]))
		return -1;
	snprintf(d->symbols[d->n_symbols], sizeof(d->symbols[0]), "%s", name);
	return d->n_symbols++;
}

static int card_type(const char *type)
{
	if (strcmp(type, "defender") == 0)
		return RINK__DEFENSE;
	for (int t = 0; t < 3; t++)
		if (strcmp(type, type_names[t]) == 0)
			return t;
	return -1;
}

static int load_aliases(struct rink__deck *d, int i, json_t *aliases, const char *path,
                        struct rink_error *err)
{
	struct rink__card *card = &d->cards[i];
	const char *alias = NULL;

	if (!json_is_array(aliases) || json_array_size(aliases) > 1 ||
	    (json_array_size(aliases) == 1 &&
	     !(alias = json_string_value(json_array_get(aliases, 0)))))
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): aliases must be a list of one name",
		                      path, i + 1, card->name);
	const char *why = alias ? card_name_problem(alias) : NULL;
	if (why)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d ('%s'): the alias %s", path,
		                      i + 1, card->name, why);
	if (alias) {
		if (name_taken(d, i, alias) >= 0 || strlen(alias) >= sizeof(card->alias))
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: card %d ('%s'): alias '%s' is taken or too long",
			                      path, i + 1, card->name, alias);
		copy_name(card->alias, sizeof(card->alias), alias);
	}
	return RINK_OK;
}

static const struct rink__json_key card_keys[] = {
        {"id", RINK__JSON_STRING, 1},    {"name", RINK__JSON_STRING, 0},
        {"type", RINK__JSON_STRING, 0},  {"value", RINK__JSON_ANY, 0},
        {"bruiser", RINK__JSON_BOOL, 1}, {"scores_on_goalies", RINK__JSON_BOOL, 1},
        {"aliases", RINK__JSON_ANY, 1},  {"special", RINK__JSON_STRING, 1},
        {"team", RINK__JSON_STRING, 1},
};
static const struct rink__json_key deck_keys[] = {
        {"format", RINK__JSON_STRING, 0}, {"version", RINK__JSON_WHOLE, 0},
        {"game", RINK__JSON_STRING, 0},   {"source", RINK__JSON_STRING, 1},
        {"notes", RINK__JSON_STRING, 1},  {"symbols", RINK__JSON_ANY, 1},
        {"cards", RINK__JSON_ANY, 0},
};

static int load_card(struct rink__deck *d, const struct rink__deck_rules *r, int i, json_t *c,
                     const char *path, struct rink_error *err)
{
	const char *name = NULL, *type = NULL, *id = NULL, *special = NULL, *team = NULL;
	json_t *value = NULL, *aliases = NULL;
	int bruiser = 0, tiny = 0, t, ab = RINK__AB_NONE;
	json_error_t jerr;
	struct rink__card *card = &d->cards[i];
	double v;
	char why[200];

	if (rink__json_keys_problem(c, card_keys, sizeof(card_keys) / sizeof(card_keys[0]), why,
	                            sizeof(why)))
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d: %s", path, i + 1, why);
	if (json_unpack_ex(c, &jerr, JSON_STRICT, "{s?s, s:s, s:s, s:o, s?b, s?b, s?o, s?s, s?s}",
	                   "id", &id, "name", &name, "type", &type, "value", &value, "bruiser",
	                   &bruiser, "scores_on_goalies", &tiny, "aliases", &aliases, "special",
	                   &special, "team", &team) != 0)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d: %s", path, i + 1, jerr.text);
	const char *bad_name = card_name_problem(name);
	if (bad_name)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d: the name %s", path, i + 1,
		                      bad_name);
	if (strlen(name) >= sizeof(card->name))
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d: name too long", path, i + 1);
	if (name_taken(d, i, name) >= 0)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d ('%s'): name used twice",
		                      path, i + 1, name);
	if (id) {
		if (!id[0] || strlen(id) >= sizeof(card->id))
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: card %d ('%s'): id empty or too long", path,
			                      i + 1, name);
		for (int j = 0; j < i; j++)
			if (strcmp(d->cards[j].id, id) == 0)
				return rink_error_set(err, RINK_EFORMAT,
				                      "%s: card %d ('%s'): id '%s' used twice",
				                      path, i + 1, name, id);
		snprintf(card->id, sizeof(card->id), "%s", id);
	}
	if ((t = card_type(type)) < 0)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): unknown type '%s' (forward, defense or "
		                      "goalie)",
		                      path, i + 1, name, type);
	if (!json_is_number(value))
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): value is not a number", path, i + 1,
		                      name);
	v = json_number_value(value);
	if (v < 0 || v > r->max_value || v * 2 != floor(v * 2) || (!r->halves && v != floor(v)))
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): value %g is not 0 to %d%s", path, i + 1,
		                      name, v, r->max_value,
		                      r->halves ? " in steps of 1/2" : " (whole numbers)");
	if (bruiser && t == RINK__GOALIE)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): a goalie cannot be a bruiser", path,
		                      i + 1, name);
	if (bruiser && r->bruisers_defense_only && t != RINK__DEFENSE)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): a bruiser must be a defender", path,
		                      i + 1, name);
	if (special) {
		for (ab = 1; ab < RINK__AB_COUNT; ab++)
			if (strcmp(special, ability_names[ab]) == 0)
				break;
		if (!r->specials || ab == RINK__AB_COUNT)
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: card %d ('%s'): unknown special ability '%s'%s",
			                      path, i + 1, name, special,
			                      r->specials ? " (hydra, jolly_judge, rosalinde, "
			                                    "rumpelstockchen, sitting_bully, "
			                                    "willy_winzig)"
			                                  : "");
		for (int j = 0; j < i; j++)
			if (d->cards[j].ability == ab)
				return rink_error_set(err, RINK_EFORMAT,
				                      "%s: card %d ('%s'): special ability '%s' is "
				                      "already on '%s'",
				                      path, i + 1, name, special, d->cards[j].name);
	}
	if (r->symbols && !team)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d ('%s'): no team symbol", path,
		                      i + 1, name);
	if (team && (card->symbol = (uint8_t)symbol_index(d, team, true)) == (uint8_t)-1)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): team symbol '%s' is unknown or one too "
		                      "many (at most %d)",
		                      path, i + 1, name, team, RINK__MAX_SYMBOLS);
	copy_name(card->name, sizeof(card->name), name);
	card->type = (uint8_t)t;
	card->value2 = (uint8_t)(v * 2);
	card->bruiser = bruiser;
	card->ability = (uint8_t)ab;
	/* PP-SPECIAL-25: Willy Winzig's goal on goalies is Tiny Tim's property */
	card->scores_on_goalies = tiny || ab == RINK__AB_WILLY_WINZIG;
	if (aliases)
		return load_aliases(d, i, aliases, path, err);
	return RINK_OK;
}

static int check_totals(const struct rink__deck *d, const struct rink__deck_rules *r,
                        const char *path, struct rink_error *err)
{
	int bruisers = 0, specials = 0;

	for (int t = 0; t < 3; t++)
		if (d->type_total[t] != r->count[t])
			return rink_error_set(err, RINK_EFORMAT, "%s: %d %ss, the rules need %d",
			                      path, d->type_total[t], type_names[t], r->count[t]);
	for (int i = 0; i < d->n; i++) {
		bruisers += d->cards[i].bruiser;
		specials += d->cards[i].ability != RINK__AB_NONE;
	}
	if (r->bruisers >= 0 && bruisers != r->bruisers)
		return rink_error_set(err, RINK_EFORMAT, "%s: %d bruisers, the rules need %d", path,
		                      bruisers, r->bruisers);
	if (r->specials && specials != RINK__AB_COUNT - 1) {
		for (int ab = 1; ab < RINK__AB_COUNT; ab++) {
			bool found = false;
			for (int i = 0; i < d->n; i++)
				found |= d->cards[i].ability == ab;
			if (!found)
				return rink_error_set(err, RINK_EFORMAT,
				                      "%s: no card has the special ability '%s'",
				                      path, ability_names[ab]);
		}
	}
	return RINK_OK;
}

int rink__deck_load(struct rink__deck *d, const struct rink__deck_rules *r, const char *path,
                    struct rink_error *err)
{
	json_error_t jerr;
	json_t *root, *cards, *symbols = NULL, *c;
	const char *format = NULL, *game = NULL, *source = NULL, *notes = NULL;
	json_int_t version = 0;
	int rc = RINK_OK, want = r->count[0] + r->count[1] + r->count[2];
	size_t i;

	memset(d, 0, sizeof(*d));
	if ((rc = rink__json_read(path, &root, err)))
		return rc;
	char why[200];
	if (rink__json_keys_problem(root, deck_keys, sizeof(deck_keys) / sizeof(deck_keys[0]), why,
	                            sizeof(why))) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s: %s", path, why);
		goto out_free_json;
	}
	if (json_unpack_ex(root, &jerr, JSON_STRICT, "{s:s, s:I, s:s, s?s, s?s, s?o, s:o}",
	                   "format", &format, "version", &version, "game", &game, "source", &source,
	                   "notes", &notes, "symbols", &symbols, "cards", &cards) != 0) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s: %s", path, jerr.text);
		goto out_free_json;
	}
	if (strcmp(format, r->format) != 0 || version != 1 || strcmp(game, r->game) != 0) {
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "%s: not a %s %s (format %s version %" JSON_INTEGER_FORMAT
		                    ", game %s)",
		                    path, r->game, r->format, format, version, game);
		goto out_free_json;
	}
	if (symbols) {
		json_t *sym;
		if (!json_is_array(symbols))
			rc = rink_error_set(err, RINK_EFORMAT, "%s: symbols must be a list", path);
		json_array_foreach(symbols, i, sym)
		{
			if (rc == RINK_OK && (!json_is_string(sym) ||
			                      symbol_index(d, json_string_value(sym), false) >= 0 ||
			                      symbol_index(d, json_string_value(sym), true) < 0))
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s: symbol %zu is not a new short name", path,
				                    i + 1);
		}
		if (rc)
			goto out_free_json;
	}
	if (!json_is_array(cards) || json_array_size(cards) != (size_t)want) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s: expected %d cards, found %zu", path,
		                    want, json_is_array(cards) ? json_array_size(cards) : 0);
		goto out_free_json;
	}
	json_array_foreach(cards, i, c)
	{
		int before = d->n_symbols;
		rc = load_card(d, r, (int)i, c, path, err);
		if (rc == RINK_OK && symbols && d->n_symbols != before)
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s: card %zu ('%s'): team symbol '%s' is not in the "
			                    "symbols list",
			                    path, i + 1, d->cards[i].name, d->symbols[before]);
		if (rc != RINK_OK)
			goto out_free_json;
		d->type_total[d->cards[i].type]++;
		d->n++;
	}
	rc = check_totals(d, r, path, err);
out_free_json:
	json_decref(root);
	return rc;
}

int rink__pile_reorder(uint8_t *pile, uint8_t *top, uint8_t len, int cap, const uint8_t *cards,
                       int n, const char *what, struct rink_error *err)
{
	uint8_t cur[RINK__CARDS_MAX];

	if (n != len)
		return rink_error_set(err, RINK_EINVAL, "the %s holds %d cards, not %d", what, len,
		                      n);
	for (int i = 0; i < len; i++)
		cur[i] = (uint8_t)rink__pile_at(pile, *top, cap, i);
	for (int i = 0; i < n; i++) {
		bool found = false;
		for (int j = 0; j < n; j++)
			found |= cur[j] == cards[i];
		for (int j = 0; j < i; j++)
			found &= cards[j] != cards[i];
		if (!found)
			return rink_error_set(err, RINK_EINVAL, "card %d is not in the %s once",
			                      cards[i], what);
	}
	memset(pile, RINK__NO_CARD, (size_t)cap);
	memcpy(pile, cards, (size_t)n);
	*top = 0;
	return RINK_OK;
}
