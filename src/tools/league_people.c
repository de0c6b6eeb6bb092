/*
 * tools/league_people.c: who plays each team of a league, and who may act
 * for it (rink/league.h).
 *
 * The league knows people by name ("person:NAME") and, where a front end
 * asks, by a tag of its own: the server writes "player:ID" as a league's
 * owner and as the key of each team a player of its holds, and lets only
 * that player see and move the team's hand. The tags are opaque here and
 * kept in the document ("owner", "keys"), so they travel with an export
 * or a fork.
 */
#include <string.h>

#include "tools/league_int.h"

static bool has(const char *s)
{
	return s && s[0];
}

int rink__lg_people_set(json_t *doc, const struct rink_league_config *cfg, size_t nteams,
                        struct rink_error *err)
{
	bool any = false;

	for (size_t t = 0; t < nteams && t < RINK_LEAGUE_MAX_TEAMS; t++)
		any |= has(cfg->key[t]);
	if (has(cfg->owner) && json_object_set_new(doc, "owner", json_string(cfg->owner)))
		return rink__lg_oom(err);
	if (!any)
		return RINK_OK;
	json_t *who = json_object_get(doc, "who"), *keys = json_array();
	for (size_t t = 0; t < nteams; t++) {
		const char *k = t < RINK_LEAGUE_MAX_TEAMS ? cfg->key[t] : NULL;
		const char *w = json_string_value(json_array_get(who, t));
		if (has(k) && strncmp(w ? w : "", "person:", 7)) {
			json_decref(keys);
			return rink_error_set(err, RINK_EINVAL,
			                      "league: team %zu has a key but is played by a bot",
			                      t + 1);
		}
		json_array_append_new(keys, json_string(has(k) ? k : ""));
	}
	if (json_array_size(keys) != nteams) {
		json_decref(keys);
		return rink__lg_oom(err);
	}
	if (json_object_set_new(doc, "keys", keys))
		return rink__lg_oom(err);
	return RINK_OK;
}

const char *rink_league_team_who(const rink_league *l, int team)
{
	return team >= 0 && team < l->nteams ? l->who[team] : "";
}

const char *rink_league_team_key(const rink_league *l, int team)
{
	const char *k =
	        json_string_value(json_array_get(json_object_get(l->doc, "keys"), (size_t)team));

	return team >= 0 && team < l->nteams && k ? k : "";
}

const char *rink_league_owner(const rink_league *l)
{
	const char *o = json_string_value(json_object_get(l->doc, "owner"));

	return o ? o : "";
}

bool rink_league_begun(const rink_league *l)
{
	if (l->season)
		return rink_match_length(l->match) > 0;
	return l->ndone > 0 || l->live >= 0;
}

int rink_league_claim(rink_league *l, rink_store *st, int team, const char *name, const char *key,
                      struct rink_error *err)
{
	const char *have = rink_league_team_key(l, team);
	json_t *keys = json_object_get(l->doc, "keys");
	char who[LG_NAME];
	int rc;

	if (team < 0 || team >= l->nteams)
		return rink_error_set(err, RINK_EINVAL, "league %s: no team %d", l->name, team + 1);
	if (!has(key) || !has(name) || strlen(name) > LG_NAME - 8)
		return rink_error_set(err, RINK_EINVAL, "league: a claim needs a name and a key");
	if (!strcmp(have, key))
		return RINK_OK;
	if (has(have))
		return rink_error_set(err, RINK_EILLEGAL, "league %s: %s is someone else's",
		                      l->name, l->team[team]);
	if (!strncmp(l->who[team], "bot:", 4) && rink_league_begun(l))
		return rink_error_set(err, RINK_EILLEGAL,
		                      "league %s: %s is a bot's, and the league has begun", l->name,
		                      l->team[team]);
	if (!keys) {
		keys = json_array();
		for (int t = 0; t < l->nteams; t++)
			json_array_append_new(keys, json_string(""));
		if (json_object_set_new(l->doc, "keys", keys))
			return rink__lg_oom(err);
	}
	snprintf(who, sizeof(who), "person:%s", name);
	if (!strncmp(l->who[team], "bot:", 4)) {
		if (json_array_set_new(json_object_get(l->doc, "who"), (size_t)team,
		                       json_string(who)))
			return rink__lg_oom(err);
		snprintf(l->who[team], LG_NAME, "%s", who);
		/* a person names the manager, as at creation */
		if (l->season) {
			json_object_set_new(
			        json_array_get(json_object_get(l->doc, "teams"), (size_t)team),
			        "name", json_string(name));
			snprintf(l->team[team], LG_NAME, "%s", name);
		}
	}
	if (json_array_set_new(keys, (size_t)team, json_string(key)))
		return rink__lg_oom(err);
	if ((rc = rink_store_begin(st, err)) != RINK_OK)
		return rc;
	if ((rc = rink__lg_save(l, st, err)) != RINK_OK ||
	    (rc = rink_store_commit(st, err)) != RINK_OK)
		rink_store_rollback(st, NULL);
	return rc;
}

int rink_league_waiting(const rink_league *l)
{
	json_t *due = rink_league_due_json(l); /* a choice between games */
	uint32_t mask;

	if (due) {
		int team = rink_league_find_team(l, json_string_value(json_object_get(due, "team"))
		                                            ?: "");
		json_decref(due);
		return team;
	}
	if (!l->match)
		return -1;
	mask = rink_state_to_move(rink_match_state(l->match));
	for (int seat = 0; seat < 32; seat++) {
		int team;
		if (!(mask >> seat & 1))
			continue;
		team = l->season     ? seat
		       : l->live < 0 ? -1
		       : seat == 0   ? l->res[l->live].home
		                     : l->res[l->live].away;
		if (team >= 0 && team < l->nteams && !strncmp(l->who[team], "person:", 7))
			return team;
	}
	return -1;
}
