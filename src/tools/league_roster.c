/*
 * tools/league_roster.c: what-if with a roster (rink/league.h): a team's
 * players changed for the league's games not yet started.
 *
 * Game-blind: a change is {"team", "player", "games"} (out) or {"team",
 * "player", "to"} (a trade), checked by the game's roster_check hook
 * (core/league_int.h) and kept, with "after" (the games decided then), in
 * the document's "roster" array, oldest first. The game reads the array
 * when it makes a fixture's parameters and when it plays the odds, so the
 * change travels with the document: reopened, exported, imported and
 * forked (rink_league_fork keeps the changes made up to its position).
 */
#include <stdio.h>
#include <string.h>

#include "tools/league_int.h"

static int no_rosters(const rink_league *l, struct rink_error *err)
{
	return rink_error_set(err, RINK_EINVAL,
	                      "league %s: a %s league has no players' rosters to change", l->name,
	                      rink_game_name(l->game));
}

int rink_league_roster(rink_league *l, rink_store *st, const struct rink_league_roster *c,
                       struct rink_error *err)
{
	json_t *list = json_object_get(l->doc, "roster"), *change;
	int rc;

	if (l->season || !l->ops->roster_check)
		return no_rosters(l, err);
	if (c->team < 0 || c->team >= l->nteams || c->to >= l->nteams)
		return rink_error_set(err, RINK_EINVAL, "league %s: no team %d", l->name,
		                      (c->team < 0 || c->team >= l->nteams ? c->team : c->to) + 1);
	if (c->to == c->team)
		return rink_error_set(err, RINK_EINVAL, "league %s: a trade goes to another team",
		                      l->name);
	if (c->to < 0 && c->games < 0)
		return rink_error_set(
		        err, RINK_EINVAL,
		        "league %s: out for 1 or more games, or 0 for the rest of the "
		        "season",
		        l->name);
	if (!c->player || !c->player[0])
		return rink_error_set(err, RINK_EINVAL, "league %s: which player?", l->name);
	if (rink_league_over(l))
		return rink_error_set(err, RINK_EILLEGAL,
		                      "league %s: the season is over: no games left to change",
		                      l->name);
	change = c->to >= 0 ? json_pack("{s:i,s:s,s:i}", "team", c->team, "player", c->player, "to",
	                                c->to)
	                    : json_pack("{s:i,s:s,s:i}", "team", c->team, "player", c->player,
	                                "games", c->games);
	if (!change)
		return rink__lg_oom(err);
	if ((rc = l->ops->roster_check(l->doc, l->res, l->nfix, change, err)) != RINK_OK) {
		json_decref(change);
		return rc;
	}
	if (json_object_set_new(change, "after", json_integer(l->ndone)) ||
	    (!list && (json_object_set_new(l->doc, "roster", json_array()) ||
	               !(list = json_object_get(l->doc, "roster")))) ||
	    json_array_append_new(list, change))
		return rink__lg_oom(err);
	if ((rc = rink__lg_commit(l, st, err)) != RINK_OK) /* nothing kept: the league as it was */
		json_array_remove(list, json_array_size(list) - 1);
	return rc;
}

int rink_league_roster_json(const rink_league *l, int team, json_t **out, struct rink_error *err)
{
	json_t *players, *changes, *e;
	size_t i;

	*out = NULL;
	if (l->season || !l->ops->roster_json)
		return no_rosters(l, err);
	if (team < 0 || team >= l->nteams)
		return rink_error_set(err, RINK_EINVAL, "league %s: no team %d", l->name, team + 1);
	if (!(players = l->ops->roster_json(l->doc, l->res, l->nfix, team)))
		return rink_error_set(err, RINK_EIO, "league %s: %s's roster cannot be read",
		                      l->name, l->team[team]);
	changes = json_array();
	json_array_foreach(json_object_get(l->doc, "roster"), i, e)
	{
		json_int_t t = json_integer_value(json_object_get(e, "team"));
		json_t *to = json_object_get(e, "to"), *c;
		if (t != team && json_integer_value(to) != team)
			continue;
		c = json_pack("{s:O,s:s,s:O}", "after", json_object_get(e, "after"), "team",
		              rink_league_team_name(l, (int)t), "player",
		              json_object_get(e, "player"));
		if (c && to)
			json_object_set_new(
			        c, "to",
			        json_string(rink_league_team_name(l, (int)json_integer_value(to))));
		else if (c)
			json_object_set(c, "games", json_object_get(e, "games"));
		json_array_append_new(changes, c);
	}
	*out = json_pack("{s:s,s:o,s:o}", "team", l->team[team], "players", players, "changes",
	                 changes);
	return *out ? RINK_OK : rink__lg_oom(err);
}
