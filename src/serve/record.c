/*
 * serve/record.c: a table's record: made, stored, read back, caught up.
 *
 * A table in the store is its match's record (game, parameters, seed, the
 * actions as seat and notation) plus the meta JSON written here: seats,
 * level, clock, flags and the result. Loading a table replays every action
 * through the checked apply, logging the events with their seq, so a
 * restarted server holds exactly what it held (a record that no longer
 * replays is kept read-only and said so). With several processes on one
 * PostgreSQL store, catching up reads the actions and meta another process
 * committed. Finished tables are read when asked for and leave memory when
 * idle.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve.h"

void table_free(struct table *t)
{
	for (int i = 0; i < t->nseats; i++)
		rink_bot_free(t->seats[i].bot);
	rink_events_free(&t->log);
	free(t->log_seq);
	rink_match_free(t->m);
	free(t);
}

void tables_free(struct serve *srv)
{
	while (srv->tables) {
		struct table *t = srv->tables;

		srv->tables = t->next;
		table_free(t);
	}
}

/* ---- the record's meta JSON ---------------------------------------------------- */

const char *const seat_kind_names[] = {"open", "player", "bot"};

static json_t *meta_json(const struct table *t)
{
	json_t *seats = json_array();

	for (int i = 0; i < t->nseats; i++) {
		const struct seat *s = &t->seats[i];
		json_t *o = json_pack("{s:s}", "kind", seat_kind_names[s->kind]);

		if (s->player)
			json_object_set_new(o, "player", json_integer(s->player));
		if (s->level[0])
			json_object_set_new(o, "level", json_string(s->level));
		if (s->replaced[0])
			json_object_set_new(o, "replaced", json_string(s->replaced));
		if (t->move_s)
			json_object_set_new(o, "bank_ms", json_integer(s->bank_ms));
		json_array_append_new(seats, o);
	}
	return json_pack("{s:s,s:s,s:i,s:i,s:b,s:b,s:s,s:I,s:o}", "name", t->name, "level",
	                 t->level, "move_s", t->move_s, "bank_s", t->bank_s, "rated", t->rated,
	                 "public", t->public_, "invite", t->invite, "creator",
	                 (json_int_t)t->creator, "seats", seats);
}

static int meta_read(struct table *t, const char *text, struct rink_error *err)
{
	json_error_t je;
	json_t *o = json_loads(text, JSON_REJECT_DUPLICATES, &je), *seats, *s;
	const char *name = "", *level = "medium", *invite = "";
	int rated = 0, pub = 1, rc = RINK_OK;
	json_int_t creator = 0;
	size_t i;

	if (!o ||
	    json_unpack_ex(o, &je, 0, "{s?s,s?s,s?i,s?i,s?b,s?b,s?s,s?I,s:o}", "name", &name,
	                   "level", &level, "move_s", &t->move_s, "bank_s", &t->bank_s, "rated",
	                   &rated, "public", &pub, "invite", &invite, "creator", &creator, "seats",
	                   &seats) ||
	    !json_is_array(seats) || (int)json_array_size(seats) != t->nseats) {
		rc = rink_error_set(err, RINK_EFORMAT, "table %lld: meta: %s", (long long)t->id,
		                    o ? "bad fields" : je.text);
		goto out;
	}
	snprintf(t->name, sizeof(t->name), "%s", name);
	snprintf(t->level, sizeof(t->level), "%s", level);
	snprintf(t->invite, sizeof(t->invite), "%s", invite);
	t->rated = rated;
	t->public_ = pub;
	t->creator = creator;
	json_array_foreach(seats, i, s)
	{
		struct seat *st = &t->seats[i];
		const char *kind = "open", *lv = "", *rep = "";
		json_int_t player = 0, bank = 0;

		json_unpack(s, "{s?s,s?I,s?s,s?s,s?I}", "kind", &kind, "player", &player, "level",
		            &lv, "replaced", &rep, "bank_ms", &bank);
		st->kind = !strcmp(kind, "bot")      ? SEAT_BOT
		           : !strcmp(kind, "player") ? SEAT_PLAYER
		                                     : SEAT_OPEN;
		st->player = player;
		st->bank_ms = bank;
		snprintf(st->level, sizeof(st->level), "%s", lv);
		snprintf(st->replaced, sizeof(st->replaced), "%s", rep);
	}
out:
	json_decref(o);
	return rc;
}

/* Writes the table's meta in the pass's transaction. */
void table_save_meta(struct serve *srv, struct table *t)
{
	t->facts_dirty = true;
	struct rink_store_table rec = {.id = t->id, .over = t->over, .updated_ms = srv->now_ms};
	json_t *meta = meta_json(t);
	struct rink_error err;

	if (t->over) {
		json_t *res = json_array();

		for (int i = 0; i < t->nseats; i++)
			json_array_append_new(
			        res, json_real(rink_state_returns(rink_match_state(t->m), i)));
		json_object_set_new(meta, "result", res);
	}
	rec.meta = json_dumps(meta, JSON_COMPACT);
	json_decref(meta);
	if (!rec.meta || !serve_tx(srv) || rink_store_table_update(srv->store, &rec, &err) ||
	    rink_store_announce(srv->store, t->id, table_seq(t), &err)) {
		fprintf(stderr, "rink serve: table %lld: %s\n", (long long)t->id,
		        rec.meta ? err.text : "out of memory");
		srv->failed = true;
	}
	free(rec.meta);
}

/* ---- the event log ------------------------------------------------------------------ */

int table_log_events(struct table *t, const struct rink_events *ev, int64_t seq)
{
	for (size_t i = 0; i < ev->n; i++) {
		struct rink_event *e = rink_events_push(&t->log, ev->v[i].type, ev->v[i].detail);

		if (!e)
			return RINK_ENOMEM;
		*e = ev->v[i];
		if (t->log.n > t->log_cap) {
			size_t cap = t->log_cap ? 2 * t->log_cap : 64;
			int64_t *v = realloc(t->log_seq, cap * sizeof(*v));

			if (!v)
				return RINK_ENOMEM;
			t->log_seq = v;
			t->log_cap = cap;
		}
		t->log_seq[t->log.n - 1] = seq;
	}
	return RINK_OK;
}

/* ---- making and loading tables ----------------------------------------------------------------
 */

static struct table *table_alloc(struct serve *srv, int64_t id, rink_match *m)
{
	struct table *t = calloc(1, sizeof(*t));

	if (!t)
		return NULL;
	t->id = id;
	t->m = m;
	t->nseats = rink_game_num_seats(rink_match_game(m));
	t->held = true;
	t->next = srv->tables;
	srv->tables = t;
	return t;
}

/* A level a client may ask for: easy, medium or hard. Bot kinds with
 * options ("ismcts:ms=86400000") are the command line's: from a client
 * they would let one table hold a worker for a day. */
static bool valid_level(const char *level)
{
	return !strcmp(level, "easy") || !strcmp(level, "medium") || !strcmp(level, "hard");
}

/* A client may name data files only inside rink's data folder: no value
 * that starts with '/' or '.', none with "..", so that no one reads the
 * server's other files, or learns whether they exist, through a game
 * parameter. */
bool table_params_safe(const char *params)
{
	for (const char *v = strchr(params, '='); v; v = strchr(v, '=')) {
		v++;
		while (*v == ' ')
			v++;
		if (*v == '/' || *v == '.' || *v == '~')
			return false;
	}
	return !strstr(params, "..");
}

struct table *table_create(struct serve *srv, struct conn *c, const json_t *req, const char **code,
                           struct rink_error *err)
{
	const char *game = NULL, *params = "", *name = NULL, *level = "medium";
	json_t *seats = NULL, *clock = NULL, *s;
	int rated = 0, pub = 1, move_s = 0, bank_s = 0, me = -1;
	uint64_t seed;
	unsigned char inv[16];
	struct rink_store_table rec = {0};
	rink_match *m;
	struct table *t;
	json_error_t je;
	size_t i;

	*code = "bad_field";
	if (json_unpack_ex((json_t *)req, &je, 0, "{s:s,s?s,s?s,s?s,s?o,s?o,s?b,s?b}", "game",
	                   &game, "params", &params, "name", &name, "level", &level, "seats",
	                   &seats, "clock", &clock, "rated", &rated, "public", &pub)) {
		rink_error_set(err, RINK_EINVAL, "create: %s", je.text);
		return NULL;
	}
	if (clock && !json_is_null(clock) &&
	    (json_unpack_ex(clock, &je, JSON_STRICT, "{s:i,s?i}", "move_s", &move_s, "bank_s",
	                    &bank_s) ||
	     move_s < 1 || move_s > 86400 * 14 || bank_s < 0 || bank_s > 86400 * 14)) {
		rink_error_set(err, RINK_EINVAL,
		               "create: clock: {\"move_s\": 1..1209600, \"bank_s\": 0..1209600}");
		return NULL;
	}
	if (!table_params_safe(params)) {
		rink_error_set(err, RINK_EINVAL,
		               "create: a parameter names a file outside rink's data folder");
		return NULL;
	}
	if (auth_random(&seed, sizeof(seed)) || auth_random(inv, sizeof(inv))) {
		*code = "internal";
		rink_error_set(err, RINK_EIO, "no randomness from the system");
		return NULL;
	}
	m = rink_match_new(game, params, seed, err);
	if (!m) {
		*code = "bad_game";
		return NULL;
	}
	if (!valid_level(level)) {
		rink_error_set(err, RINK_EINVAL, "create: level is easy, medium or hard");
		goto out_free_match;
	}
	if (name && !auth_name_ok(name)) {
		rink_error_set(err, RINK_EINVAL, "create: a name is 1 to 32 characters");
		goto out_free_match;
	}
	t = table_alloc(srv, 0, m);
	if (!t) {
		*code = "internal";
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free_match;
	}
	srv->tables = t->next; /* linked again once stored */
	snprintf(t->level, sizeof(t->level), "%s", level);
	snprintf(t->name, sizeof(t->name), "%s", name ? name : game);
	t->rated = rated;
	t->public_ = pub;
	t->move_s = move_s;
	t->bank_s = bank_s;
	t->creator = c->player;
	t->created_ms = srv->now_ms;
	for (int k = 0; k < 16; k++)
		snprintf(t->invite + 2 * k, 3, "%02x", inv[k]);
	if (seats && (!json_is_array(seats) || (int)json_array_size(seats) != t->nseats)) {
		rink_error_set(err, RINK_EINVAL, "create: %s seats %d: give one entry a seat", game,
		               t->nseats);
		goto out_free_table;
	}
	for (int k = 0; k < t->nseats; k++) {
		t->seats[k].kind = k == 0 ? SEAT_PLAYER : SEAT_BOT;
		snprintf(t->seats[k].level, sizeof(t->seats[k].level), "%s", k ? level : "");
		t->seats[k].bank_ms = (int64_t)bank_s * 1000;
	}
	t->seats[0].player = c->player;
	if (seats)
		json_array_foreach(seats, i, s)
		{
			const char *kind = NULL, *lv = NULL;
			struct seat *st = &t->seats[i];

			if (json_unpack_ex(s, &je, JSON_STRICT, "{s:s,s?s}", "kind", &kind, "level",
			                   &lv)) {
				rink_error_set(err, RINK_EINVAL, "create: seat %zu: %s", i,
				               je.text);
				goto out_free_table;
			}
			st->player = 0;
			st->level[0] = '\0';
			if (!strcmp(kind, "me") && me < 0) {
				st->kind = SEAT_PLAYER;
				st->player = c->player;
				me = (int)i;
			} else if (!strcmp(kind, "person")) {
				st->kind = SEAT_OPEN;
			} else if (!strcmp(kind, "bot")) {
				st->kind = SEAT_BOT;
				if (lv && !valid_level(lv)) {
					rink_error_set(
					        err, RINK_EINVAL,
					        "create: seat %zu: level is easy, medium or hard",
					        i);
					goto out_free_table;
				}
				snprintf(st->level, sizeof(st->level), "%s", lv ? lv : level);
			} else {
				rink_error_set(
				        err, RINK_EINVAL,
				        "create: seat %zu: kind is \"me\" (once), \"person\" or "
				        "\"bot\"",
				        i);
				goto out_free_table;
			}
		}
	/* the record, in the pass's transaction */
	snprintf(rec.game, sizeof(rec.game), "%s", rink_game_name(rink_match_game(m)));
	snprintf(rec.params, sizeof(rec.params), "%s", rink_game_params(rink_match_game(m)));
	rec.seed = seed;
	rec.created_ms = srv->now_ms;
	{
		json_t *meta = meta_json(t);

		rec.meta = json_dumps(meta, JSON_COMPACT); /* freed below */
		json_decref(meta);
	}
	if (!rec.meta || !serve_tx(srv) || rink_store_table_add(srv->store, &rec, err) != RINK_OK) {
		fprintf(stderr, "rink serve: create: %s\n", err->text);
		srv->failed = true;
		*code = "internal";
		free(rec.meta);
		goto out_free_table;
	}
	free(rec.meta);
	t->id = rec.id;
	if (srv->o->owner)
		rink_store_lease(srv->store, t->id, srv->owner,
		                 srv->now_ms + (int64_t)srv->o->lease_s * 1000, &t->held, NULL);
	t->next = srv->tables;
	srv->tables = t;
	table_changed(srv, t);
	return t;
out_free_table:
	table_free(t);
	return NULL;
out_free_match:
	rink_match_free(m);
	return NULL;
}

/* Rebuilds a table from its record: every action replayed, events logged. */
struct loader {
	struct table *t;
	struct rink_error *err;
};

static int replay_one(void *ud, const struct rink_store_action *a)
{
	struct loader *l = ud;
	struct table *t = l->t;
	struct rink_events ev = {0};
	int action, rc;

	if (a->seq != table_seq(t) + 1 || a->seat < 0 || a->seat >= t->nseats)
		return rink_error_set(l->err, RINK_EFORMAT, "table %lld: action %lld out of order",
		                      (long long)t->id, (long long)a->seq);
	rc = rink_action_parse(rink_match_state(t->m), a->seat, a->move, &action, l->err);
	if (rc == RINK_OK)
		rc = rink_match_apply(t->m, a->seat, action, &ev, l->err);
	if (rc == RINK_OK)
		rc = table_log_events(t, &ev, a->seq);
	rink_events_free(&ev);
	if (rc != RINK_OK)
		return rink_error_set(l->err, RINK_EFORMAT, "table %lld: action %lld '%s': %s",
		                      (long long)t->id, (long long)a->seq, a->move, l->err->text);
	return 0;
}

static int load_one(void *ud, const struct rink_store_table *rec)
{
	struct serve *srv = ud;
	struct rink_error err;
	struct loader l = {NULL, &err};
	json_t *meta = json_loads(rec->meta ? rec->meta : "{}", 0, NULL);
	bool league = json_object_get(meta, "league") != NULL;
	rink_match *m;

	json_decref(meta);
	if (league) /* a league's game: `rink league` plays it, not the server */
		return 0;
	m = rink_match_new(rec->game, rec->params, rec->seed, &err);
	if (!m) {
		fprintf(stderr, "rink serve: table %lld: %s: skipped\n", (long long)rec->id,
		        err.text);
		return 0;
	}
	l.t = table_alloc(srv, rec->id, m);
	if (!l.t) {
		rink_match_free(m);
		return RINK_ENOMEM;
	}
	l.t->created_ms = rec->created_ms;
	l.t->over = rec->over;
	if (meta_read(l.t, rec->meta, &err) != RINK_OK ||
	    rink_store_actions(srv->store, rec->id, 0, replay_one, &l, &err) != RINK_OK) {
		fprintf(stderr, "rink serve: %s: kept read-only\n", err.text);
		l.t->broken = true;
	}
	if (srv->o->owner)
		rink_store_lease(srv->store, l.t->id, srv->owner,
		                 srv->now_ms + (int64_t)srv->o->lease_s * 1000, &l.t->held, NULL);
	return 0;
}

int tables_load(struct serve *srv, struct rink_error *err)
{
	int rc = rink_store_tables(srv->store, true, load_one, srv, err);

	for (struct table *t = srv->tables; t; t = t->next) {
		for (int i = 0; i < t->nseats; i++)
			t->seats[i].turn_ms = srv->now_ms; /* a restart gives back a whole move */
		table_changed(srv, t);
	}
	return rc;
}

struct table *table_open(struct serve *srv, int64_t id)
{
	struct table *t = table_find(srv, id);
	struct rink_store_table rec;

	if (t)
		t->used_ms = srv->now_ms;
	if (t || id <= 0)
		return t;
	/* a finished table, not kept in memory: read from its record */
	if (rink_store_table_get(srv->store, id, &rec, NULL) != RINK_OK)
		return NULL;
	load_one(srv, &rec);
	rink_store_table_clear(&rec);
	if ((t = table_find(srv, id))) {
		t->used_ms = srv->now_ms;
		table_changed(srv, t);
	}
	return t;
}

void tables_unload_idle(struct serve *srv)
{
	for (struct table **p = &srv->tables; *p;) {
		struct table *t = *p;
		bool busy = t->nsubs > 0 || t->dirty || !t->over;

		for (int i = 0; i < t->nseats; i++)
			busy = busy || t->seats[i].busy;
		if (busy || srv->now_ms - t->used_ms < SERVE_IDLE_UNLOAD_MS) {
			p = &t->next;
			continue;
		}
		*p = t->next;
		table_free(t);
	}
}

void table_catch_up(struct serve *srv, struct table *t)
{
	struct rink_store_table rec;
	struct rink_error err;
	struct loader l = {t, &err};

	if (!srv->o->owner || t->broken) /* one process: nothing to catch */
		return;
	if (rink_store_actions(srv->store, t->id, table_seq(t), replay_one, &l, &err) != RINK_OK) {
		fprintf(stderr, "rink serve: %s: kept read-only\n", err.text);
		t->broken = true;
	}
	if (rink_store_table_get(srv->store, t->id, &rec, &err) == RINK_OK) {
		meta_read(t, rec.meta, &err);
		t->over = rec.over;
		rink_store_table_clear(&rec);
	}
	t->facts_dirty = true;
	table_changed(srv, t);
}

void table_heard(struct serve *srv, int64_t id, int64_t seq)
{
	struct table *t = table_find(srv, id);

	(void)seq; /* the meta may have changed without a new action */
	if (t)
		table_catch_up(srv, t);
	else
		table_open(srv, id); /* a table another process made: known from now on */
}
