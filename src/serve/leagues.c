/*
 * serve/leagues.c: the store's leagues for browsers, read only (rink.v1
 * messages "leagues" and "league", docs/PROTOCOL.md): the list, and one
 * league's standings, games, schedule and odds history. Everything in them
 * is public: results, standings, and odds computed as a spectator would
 * (rink/league.h). Leagues are played by `rink league`.
 */
#include <stdio.h>
#include <string.h>

#include "rink/league.h"
#include "serve/serve.h"

#define REF (json_object_get(msg, "ref"))

void proto_leagues(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct rink_error err;
	json_t *list, *o;

	if (rink_league_list(srv->store, &list, &err)) {
		conn_error(c, REF, "internal", "leagues: %s", err.text);
		return;
	}
	o = proto_reply(msg, "leagues");
	json_object_set_new(o, "leagues", list);
	conn_send(c, o);
}

/* The last n entries of a, as a new array. */
static json_t *last(json_t *a, size_t n)
{
	json_t *o = json_array();
	size_t size = json_array_size(a);

	for (size_t i = size > n ? size - n : 0; i < size; i++)
		json_array_append(o, json_array_get(a, i));
	json_decref(a);
	return o;
}

void proto_league(struct serve *srv, struct conn *c, const json_t *msg)
{
	const char *name = json_string_value(json_object_get(msg, "name"));
	struct rink_error err;
	rink_league *l;
	json_t *o, *sched, *upcoming;

	if (!name || !name[0] || strlen(name) > 63) {
		conn_error(c, REF, "bad_field", "league: needs \"name\", a league's name");
		return;
	}
	if (rink_league_open(srv->store, name, &l, &err)) {
		conn_error(c, REF, err.code == RINK_ENOTFOUND ? "no_league" : "internal",
		           "league: %s", err.text);
		return;
	}
	sched = rink_league_schedule_json(l);
	upcoming = json_array();
	for (size_t i = 0; i < json_array_size(sched) && json_array_size(upcoming) < 50; i++)
		if (!json_is_true(json_object_get(json_array_get(sched, i), "done")))
			json_array_append(upcoming, json_array_get(sched, i));
	json_decref(sched);
	o = proto_reply(msg, "league");
	json_object_set_new(o, "name", json_string(rink_league_name(l)));
	json_object_set_new(o, "game", json_string(rink_league_game(l)));
	json_object_set_new(o, "standings", rink_league_standings_json(l));
	json_object_set_new(o, "games", last(rink_league_games_json(l), 100));
	json_object_set_new(o, "upcoming", upcoming);
	json_object_set_new(o, "odds", rink_league_odds_history(l));
	rink_league_free(l);
	conn_send(c, o);
}
