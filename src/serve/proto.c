/*
 * serve/proto.c: the rink.v1 messages a client sends, and their answers.
 *
 * Every message is a JSON object with a "type" and, if the client wants
 * its answer matched, a "ref" (any JSON value, echoed). A message that
 * cannot be carried out gets one error back (a code and one line) and
 * changes nothing; the connection stays. The client's seat is never taken
 * from the message: it is the seat the connection's player holds.
 *
 *   hello  {token?, name?}            -> welcome {player, name, token?}
 *   list   {}                         -> tables {tables: [...]}
 *   create {game, params?, seats?, level?, clock?, rated?, public?, name?}
 *                                     -> created {table, invite}, then state
 *   sit    {table, seat?, invite?}    -> state (as that seat)
 *   watch  {table, invite?}           -> state (as a spectator)
 *   leave  {table}                    -> left
 *   act    {table, seq, action | move, seat?} -> ok {seq}, then events, state
 *   resign {table, seat?}             -> ok, a bot plays the seat on
 *   since  {table, seq}               -> events after seq, then state
 *   rating {}                         -> ratings {...}
 *   hint   {table, seat?}             -> hint {seq, bot, action}: the hard
 *                                        bot's choice, from the seat's view
 *   replay {table | save, seq, seat?, info?, invite?}
 *                                     -> replay {view, events, ...}: a finished
 *                                        match at one step (replay.c)
 *   ping   {}                         -> pong
 * docs/PROTOCOL.md has each with an example, and every error code.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "serve/serve.h"

#define REF (json_object_get(msg, "ref"))

json_t *proto_reply(const json_t *msg, const char *type)
{
	json_t *o = json_pack("{s:s}", "type", type), *ref = REF;

	if (o && ref)
		json_object_set(o, "ref", ref);
	return o;
}

/* "ok" with the table's seq: sent after the pass's commit, so it means
 * the action is durable. */
static void reply_ok(struct conn *c, const json_t *msg, const struct table *t)
{
	json_t *o = proto_reply(msg, "ok");

	json_object_set_new(o, "table", json_integer(t->id));
	json_object_set_new(o, "seq", json_integer(table_seq(t)));
	conn_send(c, o);
}

static void hello(struct serve *srv, struct conn *c, const json_t *msg)
{
	const char *token = NULL, *name = NULL;
	struct rink_store_player p;
	struct rink_error err;
	char fresh[64] = "";
	json_t *o;

	if (json_unpack((json_t *)msg, "{s?s,s?s}", "token", &token, "name", &name)) {
		conn_error(c, REF, "bad_field", "hello: token and name are strings");
		return;
	}
	if (name && !auth_name_ok(name)) {
		conn_error(c, REF, "bad_field", "hello: a name is 1 to 32 characters");
		return;
	}
	if (token) {
		int rc = auth_check(srv->store, token, &p, &err);

		if (rc == RINK_ENOTFOUND) {
			conn_error(c, REF, "bad_token",
			           "hello: %s: say hello without one for a new player", err.text);
			return;
		}
		if (rc != RINK_OK) {
			conn_error(c, REF, "internal", "hello: %s", err.text);
			return;
		}
		if (name && strcmp(name, p.name)) {
			if (!serve_tx(srv) ||
			    rink_store_player_rename(srv->store, p.id, name, &err)) {
				conn_error(c, REF, "internal", "hello: renaming failed");
				return;
			}
			snprintf(p.name, sizeof(p.name), "%s", name);
		}
	} else {
		char anon[32];

		snprintf(anon, sizeof(anon), "Player %llu", (unsigned long long)c->id);
		if (!serve_tx(srv) || auth_new_player(srv->store, name ? name : anon, &p.id, fresh,
		                                      &err) != RINK_OK) {
			conn_error(c, REF, "internal", "hello: %s", err.text);
			return;
		}
		snprintf(p.name, sizeof(p.name), "%s", name ? name : anon);
	}
	if (c->player && c->player != p.id)
		proto_closed(srv, c); /* another player now: the old one's seats are left */
	c->player = p.id;
	o = proto_reply(msg, "welcome");
	json_object_set_new(o, "protocol", json_string(SERVE_PROTOCOL));
	json_object_set_new(o, "player", json_integer(p.id));
	json_object_set_new(o, "name", json_string(p.name));
	if (fresh[0])
		json_object_set_new(o, "token", json_string(fresh));
	conn_send(c, o);
}

static void list(struct serve *srv, struct conn *c, const json_t *msg)
{
	json_t *o = proto_reply(msg, "tables"), *v = json_array();

	for (struct table *t = srv->tables; t; t = t->next)
		if (t->public_ || table_seats_of(t, c->player) || t->creator == c->player)
			json_array_append_new(v, table_summary(srv, t, c->player));
	json_object_set_new(o, "tables", v);
	conn_send(c, o);
}

/* The table a message names, or NULL after an error reply. */
struct table *proto_table(struct serve *srv, struct conn *c, const json_t *msg)
{
	json_int_t id = 0;
	struct table *t;

	if (json_unpack((json_t *)msg, "{s:I}", "table", &id)) {
		conn_error(c, REF, "bad_field", "%s: \"table\" is a table number",
		           json_string_value(json_object_get(msg, "type")));
		return NULL;
	}
	t = table_open(srv, id);
	if (!t)
		conn_error(c, REF, "no_table", "there is no table %lld", (long long)id);
	return t;
}

bool proto_invited(struct conn *c, const struct table *t, const json_t *msg)
{
	const char *code = json_string_value(json_object_get(msg, "invite"));

	if (t->public_ || table_seats_of(t, c->player) || t->creator == c->player ||
	    (code && auth_same(code, t->invite)))
		return true;
	conn_error(c, REF, "invite_needed", "table %lld is played by invitation", (long long)t->id);
	return false;
}

static void create(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct rink_error err;
	const char *code;
	struct table *t;
	json_t *o;
	uint32_t mine;
	int in_play = 0;

	/* one player cannot fill the server with tables */
	for (t = srv->tables; t; t = t->next)
		in_play += t->creator == c->player && !t->over;
	if (in_play >= SERVE_TABLES_PER_PLAYER) {
		conn_error(c, REF, "too_many_tables",
		           "you have %d tables in play: more when some finish", in_play);
		return;
	}
	t = table_create(srv, c, msg, &code, &err);
	if (!t) {
		conn_error(c, REF, code, "%s", err.text);
		return;
	}
	o = proto_reply(msg, "created");
	json_object_set_new(o, "table", json_integer(t->id));
	json_object_set_new(o, "invite", json_string(t->invite));
	conn_send(c, o);
	mine = table_seats_of(t, c->player);
	table_subscribe(srv, t, c, mine ? __builtin_ctz(mine) : RINK_SPECTATOR, REF);
}

/* The seat of c's player at t that a message means: "seat" if given (and
 * held), else the one seat it holds (the one that must act first). */
static int my_seat(struct conn *c, const struct table *t, const json_t *msg)
{
	uint32_t mine = table_seats_of(t, c->player);
	uint32_t to_move = rink_state_to_move(rink_match_state(t->m));
	json_t *s = json_object_get(msg, "seat");

	if (s) {
		json_int_t k = json_is_integer(s) ? json_integer_value(s) : -1;

		if (k < 0 || k >= t->nseats || !(mine >> k & 1u)) {
			conn_error(c, REF, "no_seat", "you do not hold seat %lld at table %lld",
			           (long long)k, (long long)t->id);
			return -1;
		}
		return (int)k;
	}
	if (!mine) {
		conn_error(c, REF, "no_seat", "you hold no seat at table %lld", (long long)t->id);
		return -1;
	}
	if (mine & to_move)
		mine &= to_move;
	return __builtin_ctz(mine);
}

static void sit(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);
	json_t *s;
	int seat;

	if (!t || !proto_invited(c, t, msg))
		return;
	s = json_object_get(msg, "seat");
	if (!s) { /* back at my seat, or the first open one */
		uint32_t mine = table_seats_of(t, c->player);

		seat = -1;
		if (mine)
			seat = __builtin_ctz(mine);
		else
			for (int i = 0; i < t->nseats && seat < 0; i++)
				if (t->seats[i].kind == SEAT_OPEN)
					seat = i;
		if (seat < 0) {
			conn_error(c, REF, "seat_taken", "table %lld has no open seat",
			           (long long)t->id);
			return;
		}
	} else {
		if (!json_is_integer(s) || json_integer_value(s) < 0 ||
		    json_integer_value(s) >= t->nseats) {
			conn_error(c, REF, "bad_field", "sit: seat is 0..%d", t->nseats - 1);
			return;
		}
		seat = (int)json_integer_value(s);
	}
	if (!table_sub(t, c) && t->nsubs == SERVE_MAX_SUBS) {
		conn_error(c, REF, "table_full", "table %lld has %d watchers already",
		           (long long)t->id, SERVE_MAX_SUBS);
		return;
	}
	if (t->seats[seat].kind == SEAT_OPEN && !t->over && !t->broken) {
		t->seats[seat].kind = SEAT_PLAYER;
		t->seats[seat].player = c->player;
		t->meta_dirty = true;
	} else if (!(t->seats[seat].kind == SEAT_PLAYER && t->seats[seat].player == c->player)) {
		conn_error(c, REF, "seat_taken", "seat %d of table %lld is not open", seat,
		           (long long)t->id);
		return;
	}
	if (t->meta_dirty)
		table_save(srv, t);
	table_subscribe(srv, t, c, seat, REF);
	t->facts_dirty = true; /* the others see who sits now */
	table_mark(srv, t);
}

static void watch(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);

	if (t && proto_invited(c, t, msg))
		table_subscribe(srv, t, c, RINK_SPECTATOR, REF);
}

static void leave(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);
	json_t *o;

	if (!t)
		return;
	table_unsubscribe(t, c);
	if (table_seats_of(t, c->player)) { /* the others see who is away */
		t->facts_dirty = true;
		table_mark(srv, t);
	}
	o = proto_reply(msg, "left");
	json_object_set_new(o, "table", json_integer(t->id));
	conn_send(c, o);
}

static void act(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);
	json_t *jseq, *ja, *jm;
	struct rink_error err;
	const char *code;
	char actor[64];
	int seat, action;
	int64_t seq;

	if (!t || (seat = my_seat(c, t, msg)) < 0)
		return;
	jseq = json_object_get(msg, "seq");
	ja = json_object_get(msg, "action");
	jm = json_object_get(msg, "move");
	if (!json_is_integer(jseq) || (!ja) == (!jm) || (ja && !json_is_integer(ja)) ||
	    (jm && !json_is_string(jm))) {
		conn_error(
		        c, REF, "bad_field",
		        "act: needs \"seq\" and one of \"action\" (an id) or \"move\" (notation)");
		return;
	}
	seq = json_integer_value(jseq);
	if (seq > table_seq(t) || seq < 0) {
		conn_error(c, REF, "bad_seq", "table %lld is at seq %lld", (long long)t->id,
		           (long long)table_seq(t));
		return;
	}
	if (seq < t->seats[seat].since) {
		conn_error(c, REF, "stale",
		           "your moves changed at seq %lld: that move was chosen at %lld",
		           (long long)t->seats[seat].since, (long long)seq);
		return;
	}
	if (ja) {
		json_int_t a = json_integer_value(ja);

		action = a < 0 || a > 1 << 30 ? -1 : (int)a;
	} else if (rink_action_parse(rink_match_state(t->m), seat, json_string_value(jm), &action,
	                             &err) != RINK_OK) {
		conn_error(c, REF, "illegal", "%s", err.text);
		return;
	}
	if (t->seats[seat].replaced[0]) {
		conn_error(c, REF, "no_seat", "a bot plays seat %d since you %s", seat,
		           !strcmp(t->seats[seat].replaced, "clock") ? "ran out of time"
		                                                     : "resigned");
		return;
	}
	snprintf(actor, sizeof(actor), "player:%lld", (long long)c->player);
	if (table_act(srv, t, seat, action, actor, &code, &err) != RINK_OK) {
		conn_error(c, REF, code, "%s", err.text);
		return;
	}
	reply_ok(c, msg, t);
}

static void resign(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);
	int seat;

	if (!t || (seat = my_seat(c, t, msg)) < 0)
		return;
	if (t->over || t->broken) {
		conn_error(c, REF, "over", "table %lld is not in play", (long long)t->id);
		return;
	}
	table_replace(srv, t, seat, "resign");
	reply_ok(c, msg, t);
}

static void since(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);
	json_int_t seq = -1;
	struct sub *s;

	if (!t)
		return;
	if (json_unpack((json_t *)msg, "{s:I}", "seq", &seq) || seq < 0) {
		conn_error(c, REF, "bad_field", "since: \"seq\" is a number of 0 or more");
		return;
	}
	s = table_sub(t, c);
	if (!s) {
		conn_error(c, REF, "not_watching", "sit or watch table %lld first",
		           (long long)t->id);
		return;
	}
	table_send_since(t, s, seq);
}

/* A hint: the table's strongest bot chooses for the seat, on a worker,
 * from what the seat may see (bots read views, never hidden cards). */
static void hint(struct serve *srv, struct conn *c, const json_t *msg)
{
	struct table *t = proto_table(srv, c, msg);
	const rink_game *g;
	struct pool_job *j;
	struct rink_error err;
	int seat;

	if (!t || (seat = my_seat(c, t, msg)) < 0)
		return;
	if (!(rink_state_to_move(rink_match_state(t->m)) >> seat & 1u)) {
		conn_error(c, REF, "not_your_turn", "seat %d need not act now", seat);
		return;
	}
	g = rink_match_game(t->m);
	j = calloc(1, sizeof(*j));
	if (!j || !(j->pos = rink_state_clone(rink_match_state(t->m))) ||
	    !(j->own = rink_bot_new(g, rink_bot_level(g, "hard"), (uint64_t)srv->now_ms ^ c->id,
	                            &err))) {
		if (j)
			pool_job_free(j);
		conn_error(c, REF, "internal", "no hint can be computed now");
		return;
	}
	j->table = t->id;
	j->seat = seat;
	j->seq = table_seq(t);
	j->bot = j->own;
	j->hint_conn = c->id;
	j->chance_seed = rink_seed_derive((uint64_t)srv->now_ms, c->id);
	j->ref = json_incref(REF);
	pool_submit(srv->pool, j);
}

struct conn *proto_conn(struct serve *srv, uint64_t id)
{
	struct conn *c = srv->conns;

	while (c && c->id != id)
		c = c->next;
	return c;
}

void proto_hint_done(struct serve *srv, struct pool_job *j)
{
	struct conn *c = proto_conn(srv, j->hint_conn);
	json_t *o;

	if (!c)
		return; /* gone meanwhile */
	o = json_pack("{s:s,s:I,s:i,s:I,s:s,s:o}", "type", "hint", "table", (json_int_t)j->table,
	              "seat", j->seat, "seq", (json_int_t)j->seq, "bot", rink_bot_kind(j->own),
	              "action", rink_action_json(j->pos, j->seat, j->action));
	if (o && j->ref)
		json_object_set(o, "ref", j->ref);
	if (o && j->playouts > 0)
		json_object_set_new(o, "chance",
		                    json_pack("{s:f,s:i,s:s}", "win", j->chance, "playouts",
		                              j->playouts, "bots",
		                              rink_bot_level(rink_state_game(j->pos), "medium")));
	conn_send(c, o);
}

static void rating(struct serve *srv, struct conn *c, const json_t *msg)
{
	const char *const *games = rink_game_names();
	const char *only = json_string_value(json_object_get(msg, "game"));
	char who[64];
	json_t *o = proto_reply(msg, "ratings"), *r = json_object();

	snprintf(who, sizeof(who), "player:%lld", (long long)c->player);
	for (int i = 0; games[i]; i++) {
		double elo;
		int n;

		if (only && strcmp(only, games[i]))
			continue;
		if (rink_store_rating_get(srv->store, games[i], who, &elo, &n, NULL) == RINK_OK)
			json_object_set_new(r, games[i],
			                    json_pack("{s:f,s:i}", "elo", elo, "games", n));
	}
	json_object_set_new(o, "player", json_integer(c->player));
	json_object_set_new(o, "ratings", r);
	conn_send(c, o);
}

static const struct {
	const char *type;
	void (*fn)(struct serve *srv, struct conn *c, const json_t *msg);
	bool needs_hello;
} handlers[] = {
        {"hello", hello, false},  {"list", list, true},     {"create", create, true},
        {"sit", sit, true},       {"watch", watch, true},   {"leave", leave, true},
        {"act", act, true},       {"resign", resign, true}, {"since", since, true},
        {"rating", rating, true}, {"hint", hint, true},     {"replay", proto_replay, true},
};

void proto_handle(struct serve *srv, struct conn *c, const char *text, size_t len)
{
	json_error_t je;
	json_t *msg = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	const char *type;

	if (!msg) {
		conn_error(c, NULL, "bad_json", "line %d, column %d: %s", je.line, je.column,
		           je.text);
		return;
	}
	if (!json_is_object(msg)) {
		conn_error(c, NULL, "bad_json", "a message is a JSON object");
		goto out;
	}
	type = json_string_value(json_object_get(msg, "type"));
	if (!type) {
		conn_error(c, REF, "bad_field", "a message needs a \"type\"");
		goto out;
	}
	if (!strcmp(type, "ping")) {
		conn_send(c, proto_reply(msg, "pong"));
		goto out;
	}
	for (size_t i = 0; i < sizeof(handlers) / sizeof(handlers[0]); i++)
		if (!strcmp(type, handlers[i].type)) {
			if (handlers[i].needs_hello && !c->player)
				conn_error(c, REF, "no_hello", "say hello first");
			else
				handlers[i].fn(srv, c, msg);
			goto out;
		}
	if (!proto_league_message(srv, c, type, msg))
		conn_error(c, REF, "unknown_type", "no message type '%.40s'", type);
out:
	json_decref(msg);
}

void proto_closed(struct serve *srv, struct conn *c)
{
	for (struct table *t = srv->tables; t; t = t->next) {
		struct sub *s = table_sub(t, c);

		if (!s)
			continue;
		table_unsubscribe(t, c);
		if (table_seats_of(t, c->player)) { /* the others see who is away */
			t->facts_dirty = true;
			table_mark(srv, t);
		}
	}
}
