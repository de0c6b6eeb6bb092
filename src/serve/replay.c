/*
 * serve/replay.c: a finished match, or an uploaded save, at one step.
 *
 *   replay {table, seq, seat?, info?, invite?}  a finished table of this server
 *   replay {save, seq, seat?, info?}            a save file of `rink play --save`
 *     -> replay {table, game, params, seed, seq, last, to_move, over, result?,
 *                view, events, actor, notation, info?}
 *
 * Step K is the position after the record's first K actions, with the
 * events of action K. A table is replayed only once it is over: until then
 * its seed and every seat's hidden cards are secret, and a replay shows
 * them (not_over is the hidden-information rule here). A save is its
 * sender's own record, seed included, so any step of it may be shown.
 *
 * With no "seat" the view is what the game shows RINK_ALL_SEATS and the
 * events are every event with every private field; "seat": S shows seat
 * S's view and events, -1 a spectator's. The server stays game-blind: it
 * replays through the game interface and builds the view and events with
 * msg.c's helpers, as for a state.
 *
 * Cost: the position is replayed from the seed at every step: a step of the
 * longest records (a six-manager Power Play season, about 1,800 actions)
 * takes a third of a millisecond, most of it the view's JSON. Rebuilding
 * and checking an uploaded save (rink_match_from_json) costs more, about
 * 1.5 ms for such a season, and a viewer sends the same save at every
 * step: each connection keeps the match of its last save, known by a
 * SHA-256 of its JSON, until another save or the connection's end.
 */
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve.h"

#define REF (json_object_get(msg, "ref"))

/* What a replay message asks, whatever its source. */
struct ask {
	json_int_t seq;
	json_int_t seat; /* a seat or RINK_SPECTATOR, when not all */
	bool all;        /* no "seat": every seat's events, RINK_ALL_SEATS's view */
	bool info;
};

static bool read_ask(struct conn *c, const json_t *msg, struct ask *q)
{
	json_t *seq = json_object_get(msg, "seq"), *seat = json_object_get(msg, "seat");
	json_t *info = json_object_get(msg, "info");

	if (!json_is_integer(seq) || (seat && !json_is_null(seat) && !json_is_integer(seat)) ||
	    (info && !json_is_boolean(info))) {
		conn_error(c, REF, "bad_field",
		           "replay: needs \"seq\" (a step number); \"seat\" is a seat number, "
		           "\"info\" true or false");
		return false;
	}
	q->seq = json_integer_value(seq);
	q->all = !json_is_integer(seat);
	q->seat = q->all ? RINK_ALL_SEATS : json_integer_value(seat);
	q->info = json_is_true(info);
	return true;
}

/* The reply for step q->seq of m, or NULL after an error reply. */
static json_t *step(struct conn *c, const json_t *msg, const rink_match *m, int64_t table,
                    const struct ask *q)
{
	const rink_game *g = rink_match_game(m);
	int64_t last = (int64_t)rink_match_length(m);
	int seats = rink_game_num_seats(g), seat, who = -1, action = -1;
	struct rink_events ev = {0};
	struct rink_error err;
	char text[512];
	rink_state *s;
	json_t *o, *events;

	if (q->seq < 0 || q->seq > last) {
		conn_error(c, REF, "bad_field", "replay: \"seq\" is a step 0..%lld",
		           (long long)last);
		return NULL;
	}
	if (!q->all && (q->seat < RINK_SPECTATOR || q->seat >= seats)) {
		conn_error(c, REF, "bad_field",
		           "replay: \"seat\" is 0..%d, or -1 for a spectator's view (none: every "
		           "seat's events)",
		           seats - 1);
		return NULL;
	}
	seat = (int)q->seat;
	s = rink_state_new(g, rink_match_seed(m));
	if (!s) {
		conn_error(c, REF, "internal", "out of memory");
		return NULL;
	}
	/* the record's actions were applied legally once, and a game is
	 * reproduced exactly by its seed: the checked apply cannot refuse one,
	 * and is kept as the cheap guard that it is (a tenth of a millisecond
	 * for a whole season) */
	for (int64_t i = 0; i < q->seq; i++) {
		rink_match_action(m, (size_t)i, &who, &action);
		if (i + 1 == q->seq)
			rink_action_text(s, who, action, text, sizeof(text));
		if (rink_state_apply(s, who, action, i + 1 == q->seq ? &ev : NULL, &err) !=
		    RINK_OK) {
			fprintf(stderr,
			        "rink serve: replay of table %lld (0: a save), action %lld: %s\n",
			        (long long)table, (long long)i + 1, err.text);
			conn_error(c, REF, "internal", "the record does not replay");
			rink_events_free(&ev);
			rink_state_free(s);
			return NULL;
		}
	}
	o = json_pack("{s:s}", "type", "replay");
	if (o && REF)
		json_object_set(o, "ref", REF);
	json_object_set_new(o, "table", table ? json_integer(table) : json_null());
	json_object_set_new(o, "seed", msg_seed(s));
	json_object_set_new(o, "seq", json_integer(q->seq));
	json_object_set_new(o, "last", json_integer(last));
	msg_position(o, s, seat);
	msg_outcome(o, s);
	events = json_array();
	for (size_t i = 0; i < ev.n; i++) {
		json_t *e = msg_event(g, &ev.v[i], seat);

		if (e)
			json_array_append_new(events, e);
	}
	json_object_set_new(o, "events", events);
	json_object_set_new(o, "actor", q->seq ? json_integer(who) : json_null());
	json_object_set_new(o, "notation", q->seq ? json_string(text) : json_null());
	if (q->info)
		json_object_set_new(o, "info", rink_game_info_json(g));
	rink_events_free(&ev);
	rink_state_free(s);
	return o;
}

/* A finished table of this server, with watch's access rules. */
static void from_table(struct serve *srv, struct conn *c, const json_t *msg, const struct ask *q)
{
	struct table *t = proto_table(srv, c, msg);

	if (!t || !proto_invited(c, t, msg))
		return;
	if (!t->over) {
		conn_error(c, REF, "not_over", "table %lld is in play: replay it once it is over",
		           (long long)t->id);
		return;
	}
	if (t->broken || !rink_state_is_over(rink_match_state(t->m))) {
		conn_error(c, REF, "unavailable", "table %lld: its record could not be replayed",
		           (long long)t->id);
		return;
	}
	conn_send(c, step(c, msg, t->m, t->id, q));
}

/* Feeds one JSON value to a digest, each part tagged with its type and
 * length so that no two values feed the same bytes. False when the digest
 * fails. */
static bool digest_json(EVP_MD_CTX *d, const json_t *v)
{
	unsigned char tag = (unsigned char)json_typeof(v);
	bool ok = EVP_DigestUpdate(d, &tag, 1);
	const char *key;
	json_t *item;
	size_t i, n;

	switch (json_typeof(v)) {
	case JSON_OBJECT:
		n = json_object_size(v);
		ok = ok && EVP_DigestUpdate(d, &n, sizeof(n));
		json_object_foreach((json_t *)v, key, item)
		{
			n = strlen(key);
			ok = ok && EVP_DigestUpdate(d, &n, sizeof(n)) &&
			     EVP_DigestUpdate(d, key, n) && digest_json(d, item);
		}
		return ok;
	case JSON_ARRAY:
		n = json_array_size(v);
		ok = ok && EVP_DigestUpdate(d, &n, sizeof(n));
		json_array_foreach(v, i, item)
		{
			ok = ok && digest_json(d, item);
		}
		return ok;
	case JSON_STRING:
		n = json_string_length(v);
		return ok && EVP_DigestUpdate(d, &n, sizeof(n)) &&
		       EVP_DigestUpdate(d, json_string_value(v), n);
	case JSON_INTEGER: {
		json_int_t k = json_integer_value(v);

		return ok && EVP_DigestUpdate(d, &k, sizeof(k));
	}
	case JSON_REAL: {
		double x = json_real_value(v);

		return ok && EVP_DigestUpdate(d, &x, sizeof(x));
	}
	default: /* true, false, null: the tag says it */
		return ok;
	}
}

/* The match a save rebuilds: the one kept from this connection's last
 * save when the save is the same (a viewer sends the same save at every
 * step), else rebuilt and checked, and kept in its place; *own is set
 * instead when no digest could be made (memory), for the caller to free.
 * NULL with err when the save does not load. */
static const rink_match *save_match(struct conn *c, const json_t *save, rink_match **own,
                                    struct rink_error *err)
{
	unsigned char digest[sizeof(c->replay_digest)];
	unsigned int n = 0;
	EVP_MD_CTX *d = EVP_MD_CTX_new();
	bool hashed = d && EVP_DigestInit_ex(d, EVP_sha256(), NULL) && digest_json(d, save) &&
	              EVP_DigestFinal_ex(d, digest, &n) && n == sizeof(digest);
	rink_match *m;

	EVP_MD_CTX_free(d);
	if (hashed && c->replay_save && !memcmp(digest, c->replay_digest, sizeof(digest)))
		return c->replay_save;
	m = rink_match_from_json(save, err);
	if (!m || !hashed)
		return *own = m;
	replay_forget(c);
	c->replay_save = m;
	memcpy(c->replay_digest, digest, sizeof(digest));
	return m;
}

/* A save file's JSON: rebuilt and checked as `rink play --resume` would,
 * with create's restriction on parameters. */
static void from_save(struct conn *c, const json_t *msg, const json_t *save, const struct ask *q)
{
	const char *params = json_string_value(json_object_get(save, "params"));
	struct rink_error err;
	const rink_match *m;
	rink_match *own = NULL;

	if (!json_is_object(save) || json_object_get(msg, "table")) {
		conn_error(c, REF, "bad_field",
		           "replay: \"save\" is a save file's JSON object, sent without \"table\"");
		return;
	}
	if (params && !table_params_safe(params)) {
		conn_error(c, REF, "bad_field",
		           "replay: a parameter names a file outside rink's data folder");
		return;
	}
	m = save_match(c, save, &own, &err);
	if (!m) {
		conn_error(c, REF, "bad_save", "%s", err.text);
		return;
	}
	conn_send(c, step(c, msg, m, 0, q));
	rink_match_free(own);
}

void replay_forget(struct conn *c)
{
	rink_match_free(c->replay_save);
	c->replay_save = NULL;
}

void proto_replay(struct serve *srv, struct conn *c, const json_t *msg)
{
	const json_t *save = json_object_get(msg, "save");
	struct ask q;

	if (!read_ask(c, msg, &q))
		return;
	if (save)
		from_save(c, msg, save, &q);
	else
		from_table(srv, c, msg, &q);
}
