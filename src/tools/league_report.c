/*
 * tools/league_report.c: what a league shows (rink/league.h): standings
 * in the game's order, the games decided, head-to-head, and one game's
 * record as the game itself tells it (its final view and its events).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "tools/league_int.h"

/* Reports that replay other records than the one in play set it aside
 * (borrow) and put it back after (give_back), the records they loaded
 * freed. */
struct aside {
	rink_match *match;
	int64_t table;
};

static void borrow(rink_league *l, struct aside *a)
{
	a->match = l->match;
	a->table = l->table;
	l->match = NULL;
}

static void give_back(rink_league *l, const struct aside *a)
{
	rink_match_free(l->match);
	l->match = a->match;
	l->table = a->table;
}

static json_t *row_json(const rink_league *l, const struct rink__lg_row *r)
{
	json_t *o = json_pack("{s:i,s:i,s:s,s:i,s:i,s:i,s:i,s:i,s:f,s:i,s:i,s:i}", "rank", r->rank,
	                      "team", r->team + 1, "name", l->team[r->team], "gp", r->gp, "w", r->w,
	                      "l", r->l, "otl", r->otl, "t", r->t, "pts", r->pts, "gf", r->gf, "ga",
	                      r->ga, "diff", r->gf - r->ga);
	json_t *abbr = json_object_get(
	        json_array_get(json_object_get(l->doc, "teams"), (size_t)r->team), "abbr");

	if (o && abbr)
		json_object_set(o, "abbr", abbr);
	return o;
}

json_t *rink_league_standings_json(const rink_league *l)
{
	unsigned long mark = rink__json_mark();
	struct rink__lg_row rows[RINK_LEAGUE_MAX_TEAMS];
	json_t *o = json_pack("{s:s,s:s,s:i,s:i,s:s,s:b}", "league", l->name, "game",
	                      rink_game_name(l->game), "played", rink_league_played(l), "scheduled",
	                      rink_league_scheduled(l), "date", rink_league_date(l), "over",
	                      rink_league_over(l));
	json_t *a = json_array();

	rink__lg_standings(l, l->res, l->nres, rows);
	for (int i = 0; i < l->nteams; i++)
		json_array_append_new(a, row_json(l, &rows[i]));
	json_object_set_new(o, "rows", a);
	if (l->season && rink_state_is_over(rink_match_state(l->match)))
		for (int t = 0; t < l->nteams; t++)
			if (rink_state_returns(rink_match_state(l->match), t) == 1.0)
				json_object_set_new(o, "champion", json_string(l->team[t]));
	return rink__json_whole(mark, o);
}

static json_t *game_json(const rink_league *l, int n, int k)
{
	const struct rink__lg_result *r = &l->res[k];
	json_t *o = json_pack("{s:i,s:s,s:s,s:i,s:i,s:s,s:s}", "game", n, "home", l->team[r->home],
	                      "away", l->team[r->away], "home_goals", r->hg, "away_goals", r->ag,
	                      "decision", rink__lg_decision_name(r->decision), "stage",
	                      r->stage == RINK__LG_SEASON ? "season" : "post-season");

	if (!l->season) {
		json_t *fx = json_array_get(json_object_get(l->doc, "fixtures"), (size_t)k);
		json_t *d = json_object_get(fx, "date"), *t = json_object_get(fx, "table");
		json_t *res = json_object_get(fx, "result");
		if (d)
			json_object_set(o, "date", d);
		if (t)
			json_object_set(o, "table", t);
		json_object_set_new(o, "fixture", json_integer(k + 1));
		if (json_is_true(json_object_get(res, "recorded")))
			json_object_set_new(o, "recorded", json_true());
	}
	return o;
}

json_t *rink_league_games_json(const rink_league *l)
{
	unsigned long mark = rink__json_mark();
	json_t *a = json_array();

	if (l->season)
		for (int i = 0; i < l->nres; i++)
			json_array_append_new(a, game_json(l, i + 1, i));
	else
		for (int i = 0; i < l->ndone; i++)
			json_array_append_new(a, game_json(l, i + 1, l->order[i]));
	return rink__json_whole(mark, a);
}

json_t *rink_league_schedule_json(const rink_league *l)
{
	unsigned long mark = rink__json_mark();
	json_t *a = json_array(), *fx = json_object_get(l->doc, "fixtures");

	for (int k = 0; !l->season && k < l->nfix; k++) {
		json_t *d = json_object_get(json_array_get(fx, (size_t)k), "date");
		json_t *o = json_pack("{s:i,s:s,s:s,s:b,s:b}", "fixture", k + 1, "home",
		                      l->team[l->res[k].home], "away", l->team[l->res[k].away],
		                      "done", l->res[k].done != 0, "in_play", k == l->live);
		if (d)
			json_object_set(o, "date", d);
		json_array_append_new(a, o);
	}
	return rink__json_whole(mark, a);
}

json_t *rink_league_h2h_json(const rink_league *l, int a, int b)
{
	unsigned long mark = rink__json_mark();
	json_t *games = json_array();
	int wins[2] = {0, 0}, goals[2] = {0, 0}, ties = 0, n = l->season ? l->nres : l->ndone;

	for (int i = 0; i < n; i++) {
		int k = l->season ? i : l->order[i];
		const struct rink__lg_result *r = &l->res[k];
		if (!((r->home == a && r->away == b) || (r->home == b && r->away == a)))
			continue;
		int ga = r->home == a ? r->hg : r->ag, gb = r->home == a ? r->ag : r->hg;
		goals[0] += ga;
		goals[1] += gb;
		if (ga > gb)
			wins[0]++;
		else if (gb > ga)
			wins[1]++;
		else
			ties++;
		json_array_append_new(games, game_json(l, i + 1, k));
	}
	return rink__json_whole(mark, json_pack("{s:[ss],s:i,s:i,s:i,s:i,s:i,s:o}", "teams",
	                                        l->team[a], l->team[b], "a_wins", wins[0], "b_wins",
	                                        wins[1], "ties", ties, "a_goals", goals[0],
	                                        "b_goals", goals[1], "games", games));
}

/* ---- the log ---------------------------------------------------------------------------- */

struct logger {
	const rink_game *g;
	const char *types; /* ",a,b," or NULL */
	json_t *out;
	int game;
};

static bool type_wanted(const struct logger *lg, const char *type)
{
	char key[80];

	if (!lg->types)
		return true;
	snprintf(key, sizeof(key), ",%s,", type);
	return strstr(lg->types, key) != NULL;
}

/* Replays m, appending the public events it yields (a result event moves
 * the game count when count_results). */
static void log_record(struct logger *lg, const rink_match *m, bool count_results)
{
	const rink_game *g = rink_match_game(m);
	rink_state *s = rink_state_new(g, rink_match_seed(m));
	struct rink_events ev = {0};
	char text[512];

	for (size_t i = 0; s && i < rink_match_length(m); i++) {
		int seat, action;
		rink_match_action(m, i, &seat, &action);
		rink_events_clear(&ev);
		rink_state_apply_fast(s, seat, action, &ev);
		for (size_t e = 0; e < ev.n; e++) {
			if (ev.v[e].visible != RINK_SEEN_BY_ALL)
				continue;
			json_t *j = rink_event_json(g, &ev.v[e], RINK_SPECTATOR);
			const char *type = json_string_value(json_object_get(j, "type"));
			if (type && type_wanted(lg, type)) {
				rink_event_text(g, &ev.v[e], RINK_SPECTATOR, text, sizeof(text));
				json_array_append_new(lg->out,
				                      json_pack("{s:i,s:s,s:s}", "game", lg->game,
				                                "type", type, "text", text));
			}
			if (count_results && type && !strcmp(type, "result"))
				lg->game++;
			json_decref(j);
		}
	}
	rink_events_free(&ev);
	rink_state_free(s);
}

int rink_league_box_json(rink_league *l, rink_store *st, int game, json_t **out,
                         struct rink_error *err)
{
	int n = l->season ? l->nres : l->ndone;
	json_t *o, *lines;

	*out = NULL;
	if (game < 1 || game > n)
		return rink_error_set(err, RINK_ENOTFOUND, "league %s: no game %d (%d decided)",
		                      l->name, game, n);
	int k = l->season ? game - 1 : l->order[game - 1];
	o = game_json(l, game, k);
	lines = json_array();
	if (l->season) {
		/* the season's record from the game before to this one's result */
		const rink_match *m = l->match;
		size_t from = game > 1 ? l->at_len[game - 2] : 0, to = l->at_len[game - 1];
		rink_state *s = rink_state_new(l->game, rink_match_seed(m));
		struct rink_events ev = {0};
		char text[512];
		if (!s) {
			json_decref(o);
			json_decref(lines);
			return rink_error_set(err, RINK_ENOMEM, "league: out of memory");
		}
		for (size_t i = 0; i < to; i++) {
			int seat, action;
			rink_match_action(m, i, &seat, &action);
			rink_events_clear(&ev);
			rink_state_apply_fast(s, seat, action, &ev);
			for (size_t e = 0; i >= from && e < ev.n; e++)
				if (ev.v[e].visible == RINK_SEEN_BY_ALL) {
					rink_event_text(l->game, &ev.v[e], RINK_SPECTATOR, text,
					                sizeof(text));
					json_array_append_new(lines, json_string(text));
				}
		}
		json_object_set_new(o, "view", rink_state_view_json(s, RINK_SPECTATOR));
		rink_events_free(&ev);
		rink_state_free(s);
	} else {
		json_t *fx = json_array_get(json_object_get(l->doc, "fixtures"), (size_t)k);
		json_t *tb = json_object_get(fx, "table");
		if (json_is_integer(tb)) {
			struct aside keep;
			borrow(l, &keep);
			int rc = rink__lg_record_load(l, st, json_integer_value(tb), err);
			if (rc == RINK_OK) {
				/* the public events in words, as the log gives them */
				const rink_match *m = l->match;
				const rink_game *g = rink_match_game(m);
				struct logger lg = {g, NULL, json_array(), game};
				log_record(&lg, m, false);
				for (size_t e = 0; e < json_array_size(lg.out); e++)
					json_array_append(
					        lines,
					        json_object_get(json_array_get(lg.out, e), "text"));
				json_decref(lg.out);
				json_object_set_new(
				        o, "view",
				        rink_state_view_json(rink_match_state(m), RINK_SPECTATOR));
				json_object_set_new(o, "params", json_string(rink_game_params(g)));
			}
			give_back(l, &keep);
			if (rc) {
				json_decref(o);
				json_decref(lines);
				return rc;
			}
		}
	}
	json_object_set_new(o, "events", lines);
	*out = o;
	return RINK_OK;
}

int rink_league_log_json(rink_league *l, rink_store *st, const char *types, json_t **out,
                         struct rink_error *err)
{
	struct logger lg = {l->game, NULL, json_array(), 1};
	char *list = NULL;
	int rc = RINK_OK;

	*out = NULL;
	if (types && types[0]) {
		size_t n = strlen(types) + 3;
		if (!(list = malloc(n))) {
			json_decref(lg.out);
			return rink__lg_oom(err);
		}
		snprintf(list, n, ",%s,", types);
		lg.types = list;
	}
	if (l->season) {
		log_record(&lg, l->match, true);
	} else {
		/* the fixtures in the order decided, each its own record */
		struct aside keep;
		borrow(l, &keep);
		for (int i = 0; i < l->ndone && rc == RINK_OK; i++) {
			json_t *fx = json_array_get(json_object_get(l->doc, "fixtures"),
			                            (size_t)l->order[i]);
			json_t *tb = json_object_get(fx, "table");
			lg.game = i + 1;
			if (!json_is_integer(tb))
				continue; /* typed in: no record */
			if ((rc = rink__lg_record_load(l, st, json_integer_value(tb), err)) ==
			    RINK_OK)
				log_record(&lg, l->match, false);
		}
		give_back(l, &keep);
	}
	free(list);
	if (rc) {
		json_decref(lg.out);
		return rc;
	}
	*out = lg.out;
	return RINK_OK;
}

/* ---- leaders ---------------------------------------------------------------------------- */

struct keyed {
	double key;
	size_t order; /* first seen first among equals */
	json_t *line;
};

static int by_key(const void *a, const void *b)
{
	const struct keyed *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? 1 : -1;
	return x->order < y->order ? -1 : x->order > y->order;
}

/* Adds a player's line to the totals ("TEAM\x1fPLAYER" -> line): a new
 * player's line as it is, else each stat summed. */
static void add_line(json_t *tot, const char *team, const char *player, json_t *goalie,
                     json_t *stats)
{
	char key[200];
	json_t *have, *v, *sum;
	const char *name;

	snprintf(key, sizeof(key), "%s\x1f%s", team, player ? player : "?");
	if (!(have = json_object_get(tot, key))) {
		json_t *line =
		        json_pack("{s:s,s:s}", "team", team, "player", player ? player : "?");
		if (line && goalie)
			json_object_set(line, "goalie", goalie);
		if (line)
			json_object_set(line, "stats", stats);
		json_object_set_new(tot, key, line);
		return;
	}
	sum = json_object_get(have, "stats");
	json_object_foreach(stats, name, v)
	{
		json_int_t prev = json_integer_value(json_object_get(sum, name));
		json_object_set_new(sum, name, json_integer(prev + json_integer_value(v)));
	}
}

/* A season game's players are its cards: the record's face-offs
 * (docs/protocol/slapshot.md and powerplay.md: home and away managers,
 * home_card and away_card, home_scores and away_scores, home_injured and
 * away_injured, as a spectator sees them) summed per manager and card
 * over the regular season's games (a game's face-offs count once its
 * result says stage "season"): games, goals, face-offs, injuries. */
struct card_tally {
	rink_league *l;
	json_t *tot;
	json_t *game; /* this game's lines, "TEAM\x1fCARD" -> line */
};

static int card_event(void *ud, size_t len, const struct rink_event *e, struct rink_error *err)
{
	struct card_tally *c = ud;
	rink_league *l = c->l;
	json_t *j = rink_event_json(l->game, e, RINK_SPECTATOR);
	const char *type = json_string_value(json_object_get(j, "type"));

	(void)len;
	if (!j)
		return rink__lg_oom(err);
	if (type && !strcmp(type, "result")) {
		const char *stage = json_string_value(json_object_get(j, "stage"));
		const char *key;
		json_t *line;
		json_object_foreach(c->game, key, line)
		{
			if (stage && !strcmp(stage, "season"))
				add_line(c->tot, json_string_value(json_object_get(line, "team")),
				         json_string_value(json_object_get(line, "player")), NULL,
				         json_object_get(line, "stats"));
		}
		json_object_clear(c->game);
	} else if (type && !strcmp(type, "faceoff")) {
		for (int side = 0; side < 2; side++) {
			json_int_t t =
			        json_integer_value(json_object_get(j, side ? "away" : "home"));
			const char *card = json_string_value(
			        json_object_get(j, side ? "away_card" : "home_card"));
			char key[200];
			if (!card || t < 1 || t > l->nteams)
				continue;
			snprintf(key, sizeof(key), "%s\x1f%s", l->team[t - 1], card);
			json_t *st = json_pack(
			        "{s:i,s:i,s:i,s:i}", "gp", !json_object_get(c->game, key), "g",
			        json_is_true(
			                json_object_get(j, side ? "away_scores" : "home_scores")),
			        "fo", 1, "inj",
			        json_is_true(json_object_get(j, side ? "away_injured"
			                                             : "home_injured")));
			if (!json_object_get(c->game, key))
				json_object_set_new(c->game, key,
				                    json_pack("{s:s,s:s,s:o}", "team",
				                              l->team[t - 1], "player", card,
				                              "stats", json_object()));
			add_line(c->game, l->team[t - 1], card, NULL, st);
			json_decref(st);
		}
	}
	json_decref(j);
	return RINK_OK;
}

/* A season game's players are its cards: the record's face-offs
 * (docs/protocol/slapshot.md and powerplay.md: home and away managers,
 * home_card and away_card, home_scores and away_scores, home_injured and
 * away_injured, as a spectator sees them) summed per manager and card
 * over the regular season's games (a game's face-offs count once its
 * result says stage "season"): games, goals, face-offs, injuries. */
static int season_lines(rink_league *l, json_t *tot, struct rink_error *err)
{
	struct card_tally c = {l, tot, json_object()};
	int rc;

	if (!c.game)
		return rink__lg_oom(err);
	rc = rink__lg_season_replay(l, card_event, &c, err);
	json_decref(c.game);
	return rc;
}

int rink_league_leaders_json(rink_league *l, rink_store *st, const char *stat, json_t **out,
                             struct rink_error *err)
{
	json_t *tot = json_object(); /* "TEAM\x1fPLAYER" -> line */
	struct aside keep;
	int rc = RINK_OK;

	*out = NULL;
	if (l->season) {
		if ((rc = season_lines(l, tot, err)) != RINK_OK) {
			json_decref(tot);
			return rc;
		}
	} else if (!l->ops->players) {
		json_decref(tot);
		return rink_error_set(err, RINK_EINVAL, "league %s: %s keeps no players' lines",
		                      l->name, rink_game_name(l->game));
	} else {
		borrow(l, &keep);
		for (int i = 0; i < l->ndone && rc == RINK_OK; i++) {
			int k = l->order[i];
			json_t *tb = json_object_get(
			        json_array_get(json_object_get(l->doc, "fixtures"), (size_t)k),
			        "table");
			if (!json_is_integer(tb) ||
			    (rc = rink__lg_record_load(l, st, json_integer_value(tb), err)) !=
			            RINK_OK)
				continue;
			json_t *lines = l->ops->players(rink_match_state(l->match));
			for (size_t j = 0; j < json_array_size(lines); j++) {
				json_t *ln = json_array_get(lines, j);
				int team = json_integer_value(json_object_get(ln, "side"))
				                   ? l->res[k].away
				                   : l->res[k].home;
				add_line(tot, l->team[team],
				         json_string_value(json_object_get(ln, "player")),
				         json_object_get(ln, "goalie"),
				         json_object_get(ln, "stats"));
			}
			json_decref(lines);
		}
		give_back(l, &keep);
		if (rc) {
			json_decref(tot);
			return rc;
		}
	}
	size_t n = json_object_size(tot), i = 0;
	struct keyed *v = calloc(n ? n : 1, sizeof(*v));
	json_t *a = json_array();
	const char *key, *by = stat && stat[0] ? stat : l->season ? "g" : "pts";
	json_t *line;
	if (!v) {
		json_decref(tot);
		json_decref(a);
		return rink__lg_oom(err);
	}
	json_object_foreach(tot, key, line)
	{
		v[i].key = json_number_value(json_object_get(json_object_get(line, "stats"), by));
		v[i].order = i;
		v[i++].line = line;
	}
	qsort(v, n, sizeof(*v), by_key);
	for (i = 0; i < n; i++)
		json_array_append(a, v[i].line);
	free(v);
	json_decref(tot);
	*out = a;
	return RINK_OK;
}
