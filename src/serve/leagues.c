/*
 * serve/leagues.c: the store's leagues in the browser (rink.v1 messages
 * "leagues", "league", "league_create", "league_claim", "league_play",
 * "league_position", "league_move", "league_record", "league_box",
 * "league_leaders", "league_log", "league_odds";
 * docs/PROTOCOL.md).
 *
 * Everything goes through rink/league.h, game-blind. Each message opens the
 * league afresh from the store and frees it after, so a league played in
 * the terminal meanwhile (`rink league`) is seen as it stands. A player is
 * tagged "player:ID" in the league: the owner (its creator) may play its
 * bots on, record results and ask the odds; a team's key holder alone may
 * see that team's hand and move it (a person's team made in the terminal
 * is claimed by the player of the same name). What else the league shows
 * is public: results, standings, a spectator's view of the game in play,
 * and odds computed as a spectator would.
 *
 * The league layer commits its own transactions, so a writing message
 * first commits the loop pass's. Odds take seconds: they run on a worker
 * (pool.c) on a league object of their own, and the loop keeps them in the
 * history when they are back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "rink/league.h"
#include "serve/serve.h"

#define REF (json_object_get(msg, "ref"))

#define LEAGUE_PLAY_MAX 100   /* games one league_play may decide */
#define LEAGUE_SIMS_MAX 20000 /* simulations one league_odds may run */

static void tag_of(const struct conn *c, char *tag, size_t n)
{
	snprintf(tag, n, "player:%lld", (long long)c->player);
}

static bool holds(const rink_league *l, int team, const struct conn *c)
{
	char tag[32];

	tag_of(c, tag, sizeof(tag));
	return !strcmp(rink_league_team_key(l, team), tag);
}

/* The owner or a team's key holder: may play the league on. */
static bool member(const rink_league *l, const struct conn *c)
{
	char tag[32];

	tag_of(c, tag, sizeof(tag));
	if (!strcmp(rink_league_owner(l), tag))
		return true;
	for (int t = 0; t < rink_league_num_teams(l); t++)
		if (holds(l, t, c))
			return true;
	return false;
}

/* Commits the loop pass's writes, so the league layer may begin its own
 * (false after an error reply to c when the store failed). */
static bool tx_closed(struct serve *srv, struct conn *c, const json_t *ref)
{
	struct rink_error err;

	if (srv->in_tx) {
		srv->in_tx = false;
		if (rink_store_commit(srv->store, &err) != RINK_OK) {
			fprintf(stderr, "rink serve: %s: stopping\n", err.text);
			srv->failed = true;
		}
	}
	if (srv->failed && c)
		conn_error(c, ref, "internal", "the store failed");
	return !srv->failed;
}

/* Opens the league msg names; NULL after an error reply. */
static rink_league *open_named(struct serve *srv, struct conn *c, const json_t *msg)
{
	const char *name = json_string_value(json_object_get(msg, "name"));
	struct rink_error err;
	rink_league *l;

	if (!name || !name[0] || strlen(name) > 63) {
		conn_error(c, REF, "bad_field", "%s: needs \"name\", a league's name",
		           json_string_value(json_object_get(msg, "type")));
		return NULL;
	}
	if (rink_league_open(srv->store, name, &l, &err)) {
		conn_error(c, REF, err.code == RINK_ENOTFOUND ? "no_league" : "internal", "%s",
		           err.text);
		return NULL;
	}
	return l;
}

/* msg's "team" (from 1) as an index, or -1 after a bad_field reply. */
static int team_field(const rink_league *l, struct conn *c, const json_t *msg, const char *key)
{
	json_t *v = json_object_get(msg, key);
	json_int_t k = json_integer_value(v);

	if (!json_is_integer(v) || k < 1 || k > rink_league_num_teams(l)) {
		conn_error(c, REF, "bad_field", "\"%s\": a team of the league, 1 to %d", key,
		           rink_league_num_teams(l));
		return -1;
	}
	return (int)k - 1;
}

/* msg's integer field key: *v = def when absent, else lo..hi; false when
 * it is present and not an integer in range (the caller replies). */
static bool int_in(const json_t *msg, const char *key, int lo, int hi, int def, int *v)
{
	json_t *f = json_object_get(msg, key);

	*v = def;
	if (!f)
		return true;
	if (!json_is_integer(f) || json_integer_value(f) < lo || json_integer_value(f) > hi)
		return false;
	*v = (int)json_integer_value(f);
	return true;
}

/* The league's code for a failed call: an illegal move or result is the
 * player's, anything else the server's. */
static const char *code_of(int rc)
{
	switch (rc) {
	case RINK_EILLEGAL:
		return "illegal";
	case RINK_EINVAL:
	case RINK_EFORMAT:
		return "bad_field";
	case RINK_ENOTFOUND:
		return "not_found";
	default:
		return "internal";
	}
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

/* Who plays each team, as c's player sees it. */
static json_t *teams_json(const rink_league *l, const struct conn *c, const char *me)
{
	json_t *a = json_array(), *due = rink_league_due_json(l);
	int due_team = due ? rink_league_find_team(
	                             l, json_string_value(json_object_get(due, "team")) ?: "")
	                   : -1;
	const rink_state *s = NULL;

	json_decref(due);
	uint32_t to_move = 0;

	for (int t = 0; t < rink_league_num_teams(l); t++) {
		const char *who = rink_league_team_who(l, t);
		const char *key = rink_league_team_key(l, t);
		bool person = !strncmp(who, "person:", 7);
		int seat;
		json_t *o =
		        json_pack("{s:i,s:s,s:s,s:s,s:b}", "team", t + 1, "name",
		                  rink_league_team_name(l, t), "kind", person ? "person" : "bot",
		                  "who", strchr(who, ':') + 1, "yours", holds(l, t, c));

		s = rink_league_position(l, t, &seat);
		to_move = s && seat >= 0 && !rink_state_is_over(s)
		                  ? rink_state_to_move(s) >> seat & 1u
		                  : 0;
		if (t == due_team)
			to_move = 1;
		json_object_set_new(o, "to_move", json_boolean(to_move && person));
		/* a person's team made in the terminal, for the player of its name */
		json_object_set_new(o, "claimable",
		                    json_boolean(person && !key[0] && me && !strcmp(who + 7, me)));
		json_object_set_new(o, "held", json_boolean(key[0] != 0));
		json_array_append_new(a, o);
	}
	return a;
}

/* A person's choice due between games (a Trick Shot tournament's draft,
 * rink_league_due_json) with "team" as a number from 1; its options only
 * for the team's holder (a team's cards are its own business), null when
 * none is due. */
static json_t *due_json(const rink_league *l, const struct conn *c)
{
	json_t *due = rink_league_due_json(l);
	int team;

	if (!due)
		return json_null();
	team = rink_league_find_team(l, json_string_value(json_object_get(due, "team")) ?: "");
	json_object_set_new(due, "team_name", json_string(rink_league_team_name(l, team)));
	json_object_set_new(due, "team", team >= 0 ? json_integer(team + 1) : json_null());
	if (team < 0 || !holds(l, team, c)) {
		json_object_del(due, "options");
		json_object_del(due, "text");
	}
	return due;
}

/* The "league" message: everything public of l, and what c may do. */
static json_t *league_msg(struct serve *srv, struct conn *c, const json_t *msg, rink_league *l)
{
	struct rink_store_player p = {0};
	json_t *o, *sched, *upcoming;

	unsigned long mark = rink__json_mark();

	rink_store_player_get(srv->store, c->player, &p, NULL);
	sched = rink_league_schedule_json(l);
	upcoming = json_array();
	for (size_t i = 0; i < json_array_size(sched) && json_array_size(upcoming) < 50; i++)
		if (!json_is_true(json_object_get(json_array_get(sched, i), "done")))
			json_array_append(upcoming, json_array_get(sched, i));
	json_decref(sched);
	o = proto_reply(msg, "league");
	json_object_set_new(o, "name", json_string(rink_league_name(l)));
	json_object_set_new(o, "game", json_string(rink_league_game(l)));
	json_object_set_new(o, "over", json_boolean(rink_league_over(l)));
	json_object_set_new(o, "next_date", json_string(rink_league_next_date(l)));
	json_object_set_new(o, "teams", teams_json(l, c, p.name[0] ? p.name : NULL));
	json_object_set_new(o, "member", json_boolean(member(l, c)));
	json_object_set_new(o, "begun", json_boolean(rink_league_begun(l)));
	json_object_set_new(o, "standings", rink_league_standings_json(l));
	json_object_set_new(o, "games", last(rink_league_games_json(l), 100));
	json_object_set_new(o, "upcoming", upcoming);
	json_object_set_new(o, "odds", rink_league_odds_history(l));
	json_object_set_new(o, "due", due_json(l, c));
	return rink__json_whole(mark, o); /* whole, or not sent */
}

static void proto_leagues(struct serve *srv, struct conn *c, const json_t *msg)
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

static void proto_league(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);

	if (!l)
		return;
	snprintf(c->league, sizeof(c->league), "%s", rink_league_name(l));
	conn_send(c, league_msg(srv, c, msg, l));
	rink_league_free(l);
}

/* Tells the other connections following l that it changed (they ask
 * again): sent after the league's commit, as everything. */
static void changed(struct serve *srv, const struct conn *by, const rink_league *l)
{
	for (struct conn *c = srv->conns; c; c = c->next)
		if (c != by && !strcmp(c->league, rink_league_name(l)))
			conn_send(c, json_pack("{s:s,s:s}", "type", "league_changed", "name",
			                       rink_league_name(l)));
}

/* How many of the store's leagues tag owns (reads every document: leagues
 * are made rarely). */
struct owned {
	const char *tag;
	int n;
};

static int count_owned(void *ud, const struct rink_store_league *sl)
{
	struct owned *o = ud;
	json_t *doc = json_loads(sl->doc, 0, NULL);
	const char *owner = json_string_value(json_object_get(doc, "owner"));

	o->n += owner && !strcmp(owner, o->tag);
	json_decref(doc);
	return 0;
}

/* ---- making and joining -------------------------------------------------------------- */

static void league_create(struct serve *srv, struct conn *c, const json_t *msg)
{
	const char *name = json_string_value(json_object_get(msg, "name"));
	const char *game = json_string_value(json_object_get(msg, "game"));
	const char *params = json_string_value(json_object_get(msg, "params"));
	const char *bots = json_string_value(json_object_get(msg, "bots"));
	const char *seed_text = json_string_value(json_object_get(msg, "seed"));
	json_t *team = json_object_get(msg, "team"), *games = json_object_get(msg, "games");
	struct rink_league_config cfg = {
	        .name = name, .game = game, .params = params, .bots = bots};
	struct rink_store_player p;
	struct rink_error err;
	char tag[32], who[80];
	rink_league *l;

	if (!name || !game) {
		conn_error(c, REF, "bad_field", "league_create: needs \"name\" and \"game\"");
		return;
	}
	if (params && !table_params_safe(params)) {
		conn_error(c, REF, "bad_field",
		           "league_create: parameters may not name files outside rink's data");
		return;
	}
	if ((team && (!json_is_integer(team) || json_integer_value(team) < 0 ||
	              json_integer_value(team) > RINK_LEAGUE_MAX_TEAMS)) ||
	    (games && (!json_is_integer(games) || json_integer_value(games) < 1 ||
	               json_integer_value(games) > 1000))) {
		conn_error(c, REF, "bad_field",
		           "league_create: \"team\" is the team you play (from 1, 0: none), "
		           "\"games\" 1 to 1000");
		return;
	}
	if (seed_text) {
		char *end;
		cfg.seed = strtoull(seed_text, &end, 10);
		if (!seed_text[0] || *end) {
			conn_error(c, REF, "bad_field",
			           "league_create: \"seed\" is a decimal string");
			return;
		}
	} else if (auth_random(&cfg.seed, sizeof(cfg.seed))) {
		conn_error(c, REF, "internal", "no random seed now");
		return;
	}
	cfg.games = (int)json_integer_value(games);
	if (rink_store_player_get(srv->store, c->player, &p, &err) != RINK_OK) {
		conn_error(c, REF, "internal", "%s", err.text);
		return;
	}
	tag_of(c, tag, sizeof(tag));
	struct owned own = {tag, 0};
	if (rink_store_leagues(srv->store, count_owned, &own, &err) != RINK_OK) {
		conn_error(c, REF, "internal", "%s", err.text);
		return;
	}
	if (own.n >= SERVE_LEAGUES_PER_PLAYER) {
		conn_error(c, REF, "too_many_leagues",
		           "you own %d leagues, the most one player may", own.n);
		return;
	}
	cfg.owner = tag;
	if (json_integer_value(team) > 0) {
		int k = (int)json_integer_value(team) - 1;
		snprintf(who, sizeof(who), "person:%s", p.name);
		cfg.who[k] = who;
		cfg.key[k] = tag;
		cfg.n_who = k + 1;
	}
	if (!tx_closed(srv, c, REF))
		return;
	if (rink_league_create(srv->store, &cfg, &l, &err) != RINK_OK) {
		conn_error(c, REF, err.code == RINK_EILLEGAL ? "name_taken" : code_of(err.code),
		           "%s", err.text);
		return;
	}
	conn_send(c, league_msg(srv, c, msg, l));
	rink_league_free(l);
}

static void league_claim(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	struct rink_store_player p;
	struct rink_error err;
	char tag[32];
	int team, rc;

	if (!l)
		return;
	if ((team = team_field(l, c, msg, "team")) < 0)
		goto out;
	if (rink_store_player_get(srv->store, c->player, &p, &err) != RINK_OK) {
		conn_error(c, REF, "internal", "%s", err.text);
		goto out;
	}
	const char *who = rink_league_team_who(l, team);
	/* a person's team made in the terminal is claimed by the player of
	 * its name; a bot's team, before the league's first move, by anyone
	 * who opens the league (the owner invites friends by sharing its
	 * page, as a table's open seats) */
	if (!strncmp(who, "person:", 7) && strcmp(who + 7, p.name) &&
	    !rink_league_team_key(l, team)[0]) {
		conn_error(c, REF, "not_yours", "%s is %s's team", rink_league_team_name(l, team),
		           who + 7);
		goto out;
	}
	tag_of(c, tag, sizeof(tag));
	if (!tx_closed(srv, c, REF))
		goto out;
	if ((rc = rink_league_claim(l, srv->store, team, p.name, tag, &err)) != RINK_OK) {
		conn_error(c, REF, rc == RINK_EILLEGAL ? "not_yours" : code_of(rc), "%s", err.text);
		goto out;
	}
	changed(srv, c, l);
	conn_send(c, league_msg(srv, c, msg, l));
out:
	rink_league_free(l);
}

/* ---- playing ----------------------------------------------------------------------------- */

static void league_play(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	const char *until = json_string_value(json_object_get(msg, "until"));
	struct rink_league_play p = {.until = until};
	struct rink_error err;
	int played, waiting;
	json_t *o;

	if (!l)
		return;
	if (!member(l, c)) {
		conn_error(c, REF, "not_member",
		           "league %s: only its owner and its players may play it on",
		           rink_league_name(l));
		goto out;
	}
	/* without games: one, or with until as many as it takes up to the most */
	if (!int_in(msg, "games", 1, LEAGUE_PLAY_MAX, until ? LEAGUE_PLAY_MAX : 1, &p.games) ||
	    (json_object_get(msg, "until") && (!until || strlen(until) != 10))) {
		conn_error(c, REF, "bad_field",
		           "league_play: \"games\" is 1 to %d, \"until\" a date YYYY-MM-DD",
		           LEAGUE_PLAY_MAX);
		goto out;
	}
	if (!tx_closed(srv, c, REF))
		goto out;
	if (rink_league_play(l, srv->store, &p, &played, &waiting, &err) != RINK_OK) {
		conn_error(c, REF, code_of(err.code), "%s", err.text);
		goto out;
	}
	changed(srv, c, l);
	o = league_msg(srv, c, msg, l);
	json_object_set_new(o, "played", json_integer(played));
	json_object_set_new(o, "waiting", waiting >= 0 ? json_integer(waiting + 1) : json_null());
	conn_send(c, o);
out:
	rink_league_free(l);
}

/* The game in play as team's seat sees it (a spectator when team < 0):
 * a state message as a table's (msg.c), with the league's names. */
static json_t *position_msg(const json_t *msg, const rink_league *l, int team)
{
	unsigned long mark = rink__json_mark();
	json_t *o = proto_reply(msg, "league_position");
	int seat = -1;
	const rink_state *s = rink_league_position(l, team < 0 ? 0 : team, &seat);

	json_object_set_new(o, "name", json_string(rink_league_name(l)));
	json_object_set_new(o, "team", team >= 0 ? json_integer(team + 1) : json_null());
	if (!s || rink_state_is_over(s) || (team >= 0 && seat < 0)) {
		json_object_set_new(o, "position", json_null());
		return rink__json_whole(mark, o);
	}
	/* who sits where: the teams of the game in play */
	const rink_game *g = rink_state_game(s);
	json_t *seats = json_array(), *extra = json_object();
	for (int i = 0; i < rink_game_num_seats(g); i++)
		for (int t = 0; t < rink_league_num_teams(l); t++) {
			int st;
			rink_league_position(l, t, &st);
			if (st != i)
				continue;
			const char *who = rink_league_team_who(l, t);
			bool person = !strncmp(who, "person:", 7);
			json_array_append_new(
			        seats,
			        json_pack("{s:s,s:s,s:s,s:i}", "kind", person ? "player" : "bot",
			                  person ? "name" : "level", strchr(who, ':') + 1,
			                  "team_name", rink_league_team_name(l, t), "team", t + 1));
			break;
		}
	json_object_set_new(extra, "name", json_string(rink_league_name(l)));
	json_object_set_new(extra, "seats", seats);
	json_object_set_new(extra, "info", rink_game_info_json(g));
	json_object_set_new(o, "position",
	                    msg_state(s, team >= 0 ? seat : RINK_SPECTATOR, 0, 0, extra));
	return rink__json_whole(mark, o);
}

/* The team a message names for a hand: c's own, or an error reply. */
static int own_team(const rink_league *l, struct conn *c, const json_t *msg)
{
	int team = team_field(l, c, msg, "team");

	if (team >= 0 && !holds(l, team, c)) {
		conn_error(c, REF, "not_yours", "league %s: %s is not your team",
		           rink_league_name(l), rink_league_team_name(l, team));
		return -1;
	}
	return team;
}

static void league_position(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	int team = -1;

	if (!l)
		return;
	if (json_object_get(msg, "team") && (team = own_team(l, c, msg)) < 0)
		goto out;
	conn_send(c, position_msg(msg, l, team));
out:
	rink_league_free(l);
}

static void league_move(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	const char *move = json_string_value(json_object_get(msg, "move"));
	struct rink_error err;
	int team;

	if (!l)
		return;
	if ((team = own_team(l, c, msg)) < 0)
		goto out;
	if (!move || !move[0] || strlen(move) > 400) {
		conn_error(c, REF, "bad_field", "league_move: needs \"move\", in notation");
		goto out;
	}
	if (!tx_closed(srv, c, REF))
		goto out;
	if (rink_league_move(l, srv->store, team, move, &err) != RINK_OK) {
		conn_error(c, REF, code_of(err.code), "%s", err.text);
		goto out;
	}
	changed(srv, c, l);
	conn_send(c, position_msg(msg, l, team));
out:
	rink_league_free(l);
}

static void league_record(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	json_t *hg = json_object_get(msg, "home_goals"), *ag = json_object_get(msg, "away_goals");
	const char *decision = json_string_value(json_object_get(msg, "decision"));
	struct rink_error err;
	int home, away;

	if (!l)
		return;
	if (!member(l, c)) {
		conn_error(c, REF, "not_member",
		           "league %s: only its owner and its players may record results",
		           rink_league_name(l));
		goto out;
	}
	if ((home = team_field(l, c, msg, "home")) < 0 ||
	    (away = team_field(l, c, msg, "away")) < 0)
		goto out;
	if (!json_is_integer(hg) || !json_is_integer(ag)) {
		conn_error(c, REF, "bad_field", "league_record: \"home_goals\", \"away_goals\"");
		goto out;
	}
	if (!tx_closed(srv, c, REF))
		goto out;
	if (rink_league_record(l, srv->store, home, away, (int)json_integer_value(hg),
	                       (int)json_integer_value(ag), decision, &err) != RINK_OK) {
		conn_error(c, REF, code_of(err.code), "%s", err.text);
		goto out;
	}
	changed(srv, c, l);
	conn_send(c, league_msg(srv, c, msg, l));
out:
	rink_league_free(l);
}

/* One game decided, as a spectator sees it: the final view and the public
 * events in words (rink_league_box_json), for everyone. */
static void league_box(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	json_t *game = json_object_get(msg, "game"), *box, *o;
	struct rink_error err;
	int seat;

	if (!l)
		return;
	if (!json_is_integer(game)) {
		conn_error(c, REF, "bad_field",
		           "league_box: needs \"game\", its number in the games");
		goto out;
	}
	if (json_integer_value(game) < 1 || json_integer_value(game) > 1000000) {
		conn_error(c, REF, "not_found", "league %s: no game %lld", rink_league_name(l),
		           (long long)json_integer_value(game));
		goto out;
	}
	if (rink_league_box_json(l, srv->store, (int)json_integer_value(game), &box, &err) !=
	    RINK_OK) {
		conn_error(c, REF, code_of(err.code), "%s", err.text);
		goto out;
	}
	if (!json_object_get(box, "params")) {
		const rink_state *s = rink_league_position(l, 0, &seat);
		if (s)
			json_object_set_new(box, "params",
			                    json_string(rink_game_params(rink_state_game(s))));
	}
	o = proto_reply(msg, "league_box");
	json_object_set_new(o, "name", json_string(rink_league_name(l)));
	json_object_set_new(o, "box", box);
	conn_send(c, o);
out:
	rink_league_free(l);
}

/* Players' leaders (a game whose teams have players' lines), for anyone:
 * the first `top` of rink_league_leaders_json. */
static void league_leaders(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	const char *stat = json_string_value(json_object_get(msg, "stat"));
	json_t *rows, *o;
	struct rink_error err;
	int top;

	if (!l)
		return;
	if (!int_in(msg, "top", 1, 200, 20, &top) || (stat && strlen(stat) > 16)) {
		conn_error(c, REF, "bad_field",
		           "league_leaders: \"top\" is 1 to 200, \"stat\" a name");
		goto out;
	}
	if (rink_league_leaders_json(l, srv->store, stat, &rows, &err) != RINK_OK) {
		conn_error(c, REF, code_of(err.code), "%s", err.text);
		goto out;
	}
	o = proto_reply(msg, "league_leaders");
	json_object_set_new(o, "name", json_string(rink_league_name(l)));
	json_object_set_new(o, "stat", stat ? json_string(stat) : json_null());
	json_object_set_new(o, "rows", rows);
	while (json_array_size(rows) > (size_t)top)
		json_array_remove(rows, json_array_size(rows) - 1);
	conn_send(c, o);
out:
	rink_league_free(l);
}

/* The league's events in words, as a spectator sees them, for anyone: the
 * last `last` of rink_league_log_json, of the given types. */
static void league_log(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	const char *types = json_string_value(json_object_get(msg, "types"));
	json_t *entries, *o;
	struct rink_error err;
	int last_n;

	if (!l)
		return;
	if (!int_in(msg, "last", 1, 1000, 200, &last_n) || (types && strlen(types) > 200)) {
		conn_error(c, REF, "bad_field",
		           "league_log: \"last\" is 1 to 1000, \"types\" a list");
		goto out;
	}
	if (rink_league_log_json(l, srv->store, types, &entries, &err) != RINK_OK) {
		conn_error(c, REF, code_of(err.code), "%s", err.text);
		goto out;
	}
	o = proto_reply(msg, "league_log");
	json_object_set_new(o, "name", json_string(rink_league_name(l)));
	json_object_set_new(o, "total", json_integer((json_int_t)json_array_size(entries)));
	json_object_set_new(o, "entries", last(entries, (size_t)last_n));
	conn_send(c, o);
out:
	rink_league_free(l);
}

/* ---- odds, on a worker --------------------------------------------------------------- */

struct odds_work {
	struct pool *pool;
	rink_league *l;
	int sims;
	json_t *odds;
	struct rink_error err;
};

static int odds_cancelled(void *ud)
{
	const struct odds_work *w = ud;

	return pool_stopping(w->pool);
}

static void odds_run(struct pool_job *j)
{
	struct odds_work *w = j->arg;
	struct rink_league_odds_config oc = {
	        .sims = w->sims, .after = -1, .cancelled = odds_cancelled, .ud = w};

	if (rink_league_odds(w->l, NULL, &oc, &w->odds, &w->err) != RINK_OK)
		w->odds = NULL;
}

static void odds_free(void *arg)
{
	struct odds_work *w = arg;

	rink_league_free(w->l);
	json_decref(w->odds);
	free(w);
}

static void odds_done(struct serve *srv, struct pool_job *j)
{
	struct odds_work *w = j->arg;
	struct conn *c = proto_conn(srv, j->hint_conn);
	struct rink_error err;
	rink_league *l = NULL;
	json_t *msg = json_pack("{s:s,s:O?}", "type", "league_odds", "ref", j->ref);
	int rc;

	if (!w->odds) {
		if (c)
			conn_error(c, j->ref, "internal", "%s", w->err.text);
		goto out;
	}
	/* kept in the league as it stands now, which may have moved on */
	if (!c ? srv->in_tx && !tx_closed(srv, NULL, msg) : !tx_closed(srv, c, REF))
		goto out;
	if ((rc = rink_league_open(srv->store, rink_league_name(w->l), &l, &err)) != RINK_OK ||
	    (rc = rink_league_odds_keep(l, srv->store, w->odds, &err)) != RINK_OK) {
		fprintf(stderr, "rink serve: league %s: odds: %s\n", rink_league_name(w->l),
		        err.text);
		if (c)
			conn_error(c, j->ref, "internal", "%s", err.text);
		goto out;
	}
	changed(srv, c, l);
	if (c) {
		json_t *o = league_msg(srv, c, msg, l);
		json_object_set_new(o, "type", json_string("league_odds"));
		json_object_set(o, "latest", w->odds);
		conn_send(c, o);
	}
out:
	json_decref(msg);
	rink_league_free(l);
}

static void league_odds(struct serve *srv, struct conn *c, const json_t *msg)
{
	rink_league *l = open_named(srv, c, msg);
	struct odds_work *w;
	struct pool_job *j;
	int sims;

	if (!l)
		return;
	if (!member(l, c)) {
		conn_error(c, REF, "not_member",
		           "league %s: only its owner and its players may ask the odds here "
		           "(rink odds %s)",
		           rink_league_name(l), rink_league_name(l));
		goto fail;
	}
	if (!int_in(msg, "sims", 100, LEAGUE_SIMS_MAX, 10000, &sims)) {
		conn_error(c, REF, "bad_field", "league_odds: \"sims\" is 100 to %d",
		           LEAGUE_SIMS_MAX);
		goto fail;
	}
	if (!(w = calloc(1, sizeof(*w))) || !(j = calloc(1, sizeof(*j)))) {
		free(w);
		conn_error(c, REF, "internal", "out of memory");
		goto fail;
	}
	w->pool = srv->pool;
	w->l = l;
	w->sims = sims;
	j->work = odds_run;
	j->done = odds_done;
	j->arg = w;
	j->arg_free = odds_free;
	j->hint_conn = c->id;
	j->ref = json_incref(REF);
	pool_submit(srv->pool, j);
	return;
fail:
	rink_league_free(l);
}

bool proto_league_message(struct serve *srv, struct conn *c, const char *type, const json_t *msg)
{
	static const struct {
		const char *type;
		void (*fn)(struct serve *srv, struct conn *c, const json_t *msg);
	} handlers[] = {
	        {"leagues", proto_leagues},       {"league", proto_league},
	        {"league_create", league_create}, {"league_claim", league_claim},
	        {"league_play", league_play},     {"league_position", league_position},
	        {"league_move", league_move},     {"league_record", league_record},
	        {"league_box", league_box},       {"league_leaders", league_leaders},
	        {"league_log", league_log},       {"league_odds", league_odds},
	};

	for (size_t i = 0; i < sizeof(handlers) / sizeof(handlers[0]); i++)
		if (!strcmp(type, handlers[i].type)) {
			if (!c->player)
				conn_error(c, REF, "no_hello", "say hello first");
			else
				handlers[i].fn(srv, c, msg);
			return true;
		}
	return false;
}
