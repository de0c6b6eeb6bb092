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
 * the card and the problem.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "games/slapshot/slapshot_int.h"

static const char *const type_names[3] = {"forward", "defense", "goalie"};

const char *rink_ss_type_name(int type)
{
	return type >= 0 && type < 3 ? type_names[type] : "?";
}

static int name_taken(const struct ss_game *g, int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (rink__name_cmp(g->cards[i].name, name) == 0 ||
		    (g->aliases[i][0] && rink__name_cmp(g->aliases[i], name) == 0))
			return i;
	return -1;
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

static int load_card(struct ss_game *g, int i, json_t *c, const char *path, struct rink_error *err)
{
	const char *name = NULL, *type = NULL;
	json_t *value = NULL, *aliases = NULL;
	int bruiser = 0, tiny = 0;
	json_error_t jerr;
	struct rink_ss_card *card = &g->cards[i];
	double v;
	int t;

	if (json_unpack_ex(c, &jerr, JSON_STRICT, "{s:s, s:s, s:o, s?b, s?b, s?o}", "name", &name,
	                   "type", &type, "value", &value, "bruiser", &bruiser, "scores_on_goalies",
	                   &tiny, "aliases", &aliases) != 0)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d: %s", path, i + 1, jerr.text);
	if (!name[0] || strlen(name) >= sizeof(card->name))
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d: name empty or too long",
		                      path, i + 1);
	if (name_taken(g, i, name) >= 0)
		return rink_error_set(err, RINK_EFORMAT, "%s: card %d ('%s'): name used twice",
		                      path, i + 1, name);
	for (t = 0; t < 3; t++)
		if (strcmp(type, type_names[t]) == 0)
			break;
	if (t == 3)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): unknown type '%s' (forward, defense or "
		                      "goalie)",
		                      path, i + 1, name, type);
	if (!json_is_number(value))
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): value is not a number", path, i + 1,
		                      name);
	v = json_number_value(value);
	if (v < 0 || v > 10 || v * 2 != floor(v * 2))
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): value %g is not 0 to 10 in steps of 1/2",
		                      path, i + 1, name, v);
	if (bruiser && t == RINK_SS_GOALIE)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: card %d ('%s'): a goalie cannot be a bruiser", path,
		                      i + 1, name);
	copy_name(card->name, sizeof(card->name), name);
	card->type = (uint8_t)t;
	card->value2 = (uint8_t)(v * 2);
	card->bruiser = bruiser;
	card->tiny_tim = tiny;
	if (aliases) {
		const char *alias = NULL;
		if (!json_is_array(aliases) || json_array_size(aliases) > 1 ||
		    (json_array_size(aliases) == 1 &&
		     !(alias = json_string_value(json_array_get(aliases, 0)))))
			return rink_error_set(
			        err, RINK_EFORMAT,
			        "%s: card %d ('%s'): aliases must be a list of one name", path,
			        i + 1, name);
		if (json_array_size(aliases) == 1) {
			if (name_taken(g, i, alias) >= 0 || strlen(alias) >= sizeof(g->aliases[i]))
				return rink_error_set(err, RINK_EFORMAT,
				                      "%s: card %d ('%s'): alias '%s' is taken or "
				                      "too long",
				                      path, i + 1, name, alias);
			copy_name(g->aliases[i], sizeof(g->aliases[i]), alias);
		}
	}
	return RINK_OK;
}

int rink__ss_roster_load(struct ss_game *g, const char *path, struct rink_error *err)
{
	static const int want[3] = {27, 18, 9};
	json_error_t jerr;
	json_t *root, *cards;
	const char *format = NULL, *game = NULL, *source = NULL;
	int version = 0, rc = RINK_OK;
	size_t i;
	json_t *c;

	root = json_load_file(path, JSON_REJECT_DUPLICATES, &jerr);
	if (!root) {
		if (jerr.line < 0)
			return rink_error_set(err, RINK_EIO, "%s: %s", path, jerr.text);
		return rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: %s", path, jerr.line,
		                      jerr.column, jerr.text);
	}
	if (json_unpack_ex(root, &jerr, JSON_STRICT, "{s:s, s:i, s:s, s?s, s:o}", "format", &format,
	                   "version", &version, "game", &game, "source", &source, "cards",
	                   &cards) != 0) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s: %s", path, jerr.text);
		goto out_free_json;
	}
	if (strcmp(format, "rink-roster") != 0 || version != 1 || strcmp(game, "slapshot") != 0) {
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "%s: not a Slapshot roster (format %s version %d, game %s)",
		                    path, format, version, game);
		goto out_free_json;
	}
	if (!json_is_array(cards) || json_array_size(cards) != RINK_SS_CARDS) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s: expected %d cards, found %zu", path,
		                    RINK_SS_CARDS,
		                    json_is_array(cards) ? json_array_size(cards) : 0);
		goto out_free_json;
	}
	memset(g->type_total, 0, sizeof(g->type_total));
	memset(g->type_mask, 0, sizeof(g->type_mask));
	json_array_foreach(cards, i, c)
	{
		rc = load_card(g, (int)i, c, path, err);
		if (rc != RINK_OK)
			goto out_free_json;
		g->type_total[g->cards[i].type]++;
		g->type_mask[g->cards[i].type] |= 1ull << i;
	}
	for (int t = 0; t < 3; t++)
		if (g->type_total[t] != want[t]) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s: %d %ss, the rules need %d",
			                    path, g->type_total[t], type_names[t], want[t]);
			goto out_free_json;
		}
out_free_json:
	json_decref(root);
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
