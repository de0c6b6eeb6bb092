/*
 * serve/table.c: tables: seats, actions, bots, clocks, ratings and records.
 *
 * A table is a match (game, parameters, seed, actions) plus what the server
 * owns: who sits where, the bots' level, the clock, flags and the result,
 * kept in the store as the table's meta JSON. Its seq is the number of
 * actions applied; every event is logged with the seq it came from, so a
 * client that asks for everything since N gets exactly what it missed.
 *
 * An action, from a person or a bot, goes:
 *   1. checked: the table is live, the seat must act, the action is legal;
 *   2. written to the store in the pass's transaction (its notation, who
 *      chose it, when);
 *   3. applied to the match, its events logged;
 *   4. the table marked changed: at the pass's end (serve_flush) the commit
 *      returns first, then every watcher gets its events and state.
 * A seat's `since` is the seq at which its legal moves last changed: a move
 * chosen before that is stale, one chosen after it still stands even if
 * other seats moved meanwhile (the other half of a simultaneous line-up).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve.h"

int64_t table_seq(const struct table *t)
{
	return (int64_t)rink_match_length(t->m);
}

struct table *table_find(struct serve *srv, int64_t id)
{
	for (struct table *t = srv->tables; t; t = t->next)
		if (t->id == id)
			return t;
	return NULL;
}

static void table_free(struct table *t)
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

static const char *const kind_names[] = {"open", "player", "bot"};

static json_t *meta_json(const struct table *t)
{
	json_t *seats = json_array();

	for (int i = 0; i < t->nseats; i++) {
		const struct seat *s = &t->seats[i];
		json_t *o = json_pack("{s:s}", "kind", kind_names[s->kind]);

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
static void save_meta(struct serve *srv, struct table *t)
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

static int log_events(struct table *t, const struct rink_events *ev, int64_t seq)
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

/* ---- changes: legal moves, clocks, bots ---------------------------------------------- */

static uint64_t legal_sig(const rink_state *s, int seat)
{
	int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	uint64_t h = 1469598103934665603ull ^ (uint64_t)n;

	for (int i = 0; i < n; i++)
		h = (h ^ (uint64_t)acts[i]) * 1099511628211ull;
	return h;
}

void table_mark(struct serve *srv, struct table *t)
{
	if (t->dirty)
		return;
	t->dirty = true;
	t->dirty_next = srv->dirty;
	srv->dirty = t;
}

/* After any change: which seats' moves changed, their clocks, then bots. */
static void changed(struct serve *srv, struct table *t)
{
	const rink_state *s = rink_match_state(t->m);
	uint32_t to_move = rink_state_to_move(s);

	for (int i = 0; i < t->nseats; i++) {
		uint64_t sig = legal_sig(s, i);

		if (sig != t->seats[i].legal_sig) {
			t->seats[i].legal_sig = sig;
			t->seats[i].since = table_seq(t);
			if (to_move >> i & 1u)
				t->seats[i].turn_ms = srv->now_ms;
		}
	}
	table_mark(srv, t);
	table_tick(srv, t);
}

static bool plays_itself(const struct seat *s)
{
	return s->kind == SEAT_BOT || s->replaced[0];
}

static rink_bot *seat_bot(struct table *t, int seat)
{
	struct seat *s = &t->seats[seat];
	const rink_game *g = rink_match_game(t->m);

	if (!s->bot) {
		const char *level = s->kind == SEAT_BOT && s->level[0] ? s->level : t->level;
		/* the bot's own generator: derived from the table's seed, so a bot
		 * plays the same way whenever its table is replayed */
		uint64_t seed =
		        rink_match_seed(t->m) ^ (0x9e3779b97f4a7c15ull * (uint64_t)(seat + 1));

		s->bot = rink_bot_new(g, rink_bot_level(g, level), seed, NULL);
		if (!s->bot)
			s->bot = rink_bot_new(g, "random", seed, NULL);
	}
	return s->bot;
}

void table_tick(struct serve *srv, struct table *t)
{
	const rink_state *s = rink_match_state(t->m);
	uint32_t to_move;

	if (t->over || t->broken || !t->held)
		return;
	to_move = rink_state_to_move(s);
	for (int i = 0; i < t->nseats; i++) {
		struct seat *st = &t->seats[i];

		if (!(to_move >> i & 1u) || st->busy)
			continue;
		if (!plays_itself(st) && st->kind == SEAT_PLAYER && t->move_s &&
		    srv->now_ms - st->turn_ms > (int64_t)t->move_s * 1000 + st->bank_ms) {
			st->bank_ms = 0;
			table_replace(srv, t, i, "clock");
			return; /* table_replace ticks again */
		}
		if (plays_itself(st) && seat_bot(t, i)) {
			struct pool_job *j = calloc(1, sizeof(*j));

			if (!j || !(j->pos = rink_state_clone(s))) {
				free(j);
				continue; /* tried again at the next tick */
			}
			j->table = t->id;
			j->seat = i;
			j->seq = table_seq(t);
			j->bot = st->bot;
			st->busy = true;
			pool_submit(srv->pool, j);
		}
	}
}

/* ---- ratings ---------------------------------------------------------------------------- */

static void subject(const struct table *t, int seat, char *out, size_t size)
{
	const struct seat *s = &t->seats[seat];

	if (s->kind == SEAT_PLAYER && s->player)
		snprintf(out, size, "player:%lld", (long long)s->player);
	else
		snprintf(out, size, "bot:%s",
		         rink_bot_level(rink_match_game(t->m), s->level[0] ? s->level : t->level));
}

/* Elo over every pair of seats, K = 32 shared among a seat's opponents. */
static void rate(struct serve *srv, struct table *t)
{
	const rink_state *s = rink_match_state(t->m);
	const char *game = rink_game_name(rink_match_game(t->m));
	double elo[RINK_MAX_SEATS], delta[RINK_MAX_SEATS] = {0};
	int games[RINK_MAX_SEATS];
	char who[RINK_MAX_SEATS][64];
	struct rink_error err;

	for (int i = 0; i < t->nseats; i++) {
		subject(t, i, who[i], sizeof(who[i]));
		if (rink_store_rating_get(srv->store, game, who[i], &elo[i], &games[i], &err))
			goto out_fail;
	}
	for (int i = 0; i < t->nseats; i++)
		for (int j = 0; j < t->nseats; j++) {
			double ri = rink_state_returns(s, i), rj = rink_state_returns(s, j);
			double score = ri > rj ? 1.0 : ri < rj ? 0.0 : 0.5;
			double expect = 1.0 / (1.0 + pow(10.0, (elo[j] - elo[i]) / 400.0));

			if (i == j || !strcmp(who[i], who[j]))
				continue;
			delta[i] += 32.0 / (t->nseats - 1) * (score - expect);
		}
	for (int i = 0; i < t->nseats; i++) {
		bool first = true;

		for (int k = 0; k < i; k++)
			first = first && strcmp(who[k], who[i]);
		if (first && rink_store_rating_set(srv->store, game, who[i], elo[i] + delta[i],
		                                   games[i] + 1, &err))
			goto out_fail;
	}
	return;
out_fail:
	fprintf(stderr, "rink serve: table %lld: ratings: %s\n", (long long)t->id, err.text);
	srv->failed = true;
}

/* ---- actions ------------------------------------------------------------------------------- */

int table_act(struct serve *srv, struct table *t, int seat, int action, const char *actor,
              const char **code, struct rink_error *err)
{
	const rink_state *s = rink_match_state(t->m);
	struct rink_store_action a = {.seat = seat, .at_ms = srv->now_ms};
	struct rink_events ev = {0};
	struct seat *st = &t->seats[seat];
	int rc;

	if (t->broken || (!t->held && strncmp(actor, "player:", 7))) {
		*code = "unavailable";
		return rink_error_set(err, RINK_EINVAL, "table %lld is not played here",
		                      (long long)t->id);
	}
	/* another process holds the table (its bots and clocks): a person here
	 * may still move, on the latest record; the store's key on (table,
	 * seq) settles a race between the two */
	if (!t->held)
		table_catch_up(srv, t);
	if (t->over) {
		*code = "over";
		return rink_error_set(err, RINK_EINVAL, "the game is over");
	}
	if (!(rink_state_to_move(s) >> seat & 1u)) {
		*code = "not_your_turn";
		return rink_error_set(err, RINK_EINVAL, "seat %d need not act now", seat);
	}
	if (!rink_state_is_legal(s, seat, action)) {
		*code = "illegal";
		return rink_error_set(err, RINK_EILLEGAL, "action %d is not legal now", action);
	}
	/* 2. the record first, in the pass's transaction */
	a.seq = table_seq(t) + 1;
	rink_action_text(s, seat, action, a.move, sizeof(a.move));
	snprintf(a.actor, sizeof(a.actor), "%s", actor);
	if (!serve_tx(srv)) {
		*code = "internal";
		return rink_error_set(err, RINK_EIO, "the store failed");
	}
	rc = rink_store_action_add(srv->store, t->id, &a, err);
	if (rc == RINK_EILLEGAL) { /* another process played this seq first */
		table_catch_up(srv, t);
		*code = "stale";
		return rink_error_set(err, RINK_EILLEGAL,
		                      "another move was played first: the table is at seq %lld",
		                      (long long)table_seq(t));
	}
	if (rc != RINK_OK || rink_store_announce(srv->store, t->id, a.seq, err) != RINK_OK) {
		fprintf(stderr, "rink serve: table %lld: %s\n", (long long)t->id, err->text);
		srv->failed = true;
		*code = "internal";
		return RINK_EIO;
	}
	/* 3. then the match */
	if (t->move_s && st->kind == SEAT_PLAYER && !st->replaced[0]) {
		int64_t used = srv->now_ms - st->turn_ms - (int64_t)t->move_s * 1000;

		if (used > 0)
			st->bank_ms = used > st->bank_ms ? 0 : st->bank_ms - used;
		t->meta_dirty = true;
	}
	rc = rink_match_apply(t->m, seat, action, &ev, err);
	if (rc == RINK_OK && log_events(t, &ev, a.seq) != RINK_OK)
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory logging events");
	rink_events_free(&ev);
	if (rc != RINK_OK) { /* cannot be: legality was checked */
		fprintf(stderr, "rink serve: table %lld: %s\n", (long long)t->id, err->text);
		srv->failed = true;
		*code = "internal";
		return rc;
	}
	if (rink_state_is_over(rink_match_state(t->m))) {
		t->over = true;
		t->meta_dirty = true;
		if (t->rated)
			rate(srv, t);
	}
	if (t->meta_dirty) {
		t->meta_dirty = false;
		save_meta(srv, t);
	}
	changed(srv, t);
	return RINK_OK;
}

void table_save(struct serve *srv, struct table *t)
{
	t->meta_dirty = false;
	save_meta(srv, t);
	table_mark(srv, t);
}

void table_replace(struct serve *srv, struct table *t, int seat, const char *why)
{
	struct seat *s = &t->seats[seat];

	if (plays_itself(s))
		return;
	snprintf(s->replaced, sizeof(s->replaced), "%s", why);
	if (s->kind == SEAT_OPEN)
		s->kind = SEAT_PLAYER; /* an empty seat given up: the bot plays it */
	save_meta(srv, t);
	table_mark(srv, t);
	table_tick(srv, t);
}

/* ---- watchers ------------------------------------------------------------------------------- */

struct sub *table_sub(struct table *t, struct conn *c)
{
	for (int i = 0; i < t->nsubs; i++)
		if (t->subs[i].c == c)
			return &t->subs[i];
	return NULL;
}

void table_subscribe(struct serve *srv, struct table *t, struct conn *c, int seat,
                     const json_t *ref)
{
	struct sub *s = table_sub(t, c);

	if (!s) {
		if (t->nsubs == SERVE_MAX_SUBS) {
			conn_error(c, ref, "table_full", "table %lld has %d watchers already",
			           (long long)t->id, SERVE_MAX_SUBS);
			return;
		}
		s = &t->subs[t->nsubs++];
		s->c = c;
	}
	s->seat = seat;
	s->sent_seq = 0;
	table_send_since(t, s, 0);
	(void)srv;
}

void table_unsubscribe(struct table *t, struct conn *c)
{
	for (int i = 0; i < t->nsubs; i++)
		if (t->subs[i].c == c) {
			t->subs[i] = t->subs[--t->nsubs];
			return;
		}
}

uint32_t table_seats_of(const struct table *t, int64_t player)
{
	uint32_t m = 0;

	for (int i = 0; i < t->nseats; i++)
		if (t->seats[i].kind == SEAT_PLAYER && t->seats[i].player == player)
			m |= 1u << i;
	return m;
}

/* The table's public facts, added to every state message. */
static json_t *public_facts(struct table *t, int seat, struct serve *srv)
{
	json_t *seats = json_array(), *o;

	for (int i = 0; i < t->nseats; i++) {
		struct seat *s = &t->seats[i];
		json_t *j = json_pack("{s:s}", "kind", kind_names[s->kind]);

		if (s->kind == SEAT_PLAYER && s->player) {
			struct rink_store_player p;
			bool online = false;

			if (!s->name[0] &&
			    rink_store_player_get(srv->store, s->player, &p, NULL) == RINK_OK)
				snprintf(s->name, sizeof(s->name), "%s", p.name);
			json_object_set_new(j, "name", json_string(s->name));
			json_object_set_new(j, "player", json_integer(s->player));
			for (int k = 0; k < t->nsubs; k++)
				online = online || (t->subs[k].c->player == s->player);
			json_object_set_new(j, "online", json_boolean(online));
		}
		if (s->kind == SEAT_BOT)
			json_object_set_new(j, "level", json_string(s->level));
		if (s->replaced[0])
			json_object_set_new(j, "replaced", json_string(s->replaced));
		if (t->move_s)
			json_object_set_new(j, "bank_ms", json_integer(s->bank_ms));
		json_array_append_new(seats, j);
	}
	o = json_pack("{s:s,s:o,s:s,s:b,s:b,s:I}", "name", t->name, "seats", seats, "level",
	              t->level, "rated", t->rated, "public", t->public_, "since",
	              (json_int_t)(seat >= 0 ? t->seats[seat].since : 0));
	if (t->move_s) {
		json_t *turn = json_array();

		for (int i = 0; i < t->nseats; i++)
			json_array_append_new(turn, json_integer(t->seats[i].turn_ms));
		json_object_set_new(o, "clock",
		                    json_pack("{s:i,s:i,s:o,s:I}", "move_s", t->move_s, "bank_s",
		                              t->bank_s, "turn_ms", turn, "now_ms",
		                              (json_int_t)srv->now_ms));
	}
	if (seat >= 0 && t->seats[seat].kind == SEAT_PLAYER)
		json_object_set_new(o, "invite", json_string(t->invite));
	if (t->broken)
		json_object_set_new(o, "broken", json_true());
	return o;
}

void table_send_since(struct table *t, struct sub *s, int64_t seq)
{
	struct serve *srv = s->c->srv;
	int64_t cur = table_seq(t);
	json_t *ev;

	if (seq < cur) {
		ev = msg_events(rink_match_game(t->m), &t->log, t->log_seq, t->id, s->seat, seq,
		                cur);
		if (ev)
			conn_send(s->c, ev);
	}
	s->sent_seq = cur;
	conn_send(s->c, msg_state(rink_match_state(t->m), s->seat, t->id, cur,
	                          public_facts(t, s->seat, srv)));
}

json_t *table_summary(struct serve *srv, const struct table *t, int64_t player)
{
	const rink_state *s = rink_match_state(t->m);
	uint32_t mine = table_seats_of(t, player), to_move = rink_state_to_move(s);
	json_t *o = json_pack("{s:I,s:s,s:s,s:s,s:i,s:I,s:b,s:b,s:b}", "table", (json_int_t)t->id,
	                      "name", t->name, "game", rink_game_name(rink_match_game(t->m)),
	                      "params", rink_game_params(rink_match_game(t->m)), "seats", t->nseats,
	                      "seq", (json_int_t)table_seq(t), "over", t->over, "public",
	                      t->public_, "rated", t->rated);
	json_t *open = json_array(), *yours = json_array();
	int watchers = 0;

	for (int i = 0; i < t->nseats; i++) {
		if (t->seats[i].kind == SEAT_OPEN)
			json_array_append_new(open, json_integer(i));
		if (mine >> i & 1u)
			json_array_append_new(yours, json_integer(i));
	}
	for (int i = 0; i < t->nsubs; i++)
		watchers += t->subs[i].seat == RINK_SPECTATOR;
	json_object_set_new(o, "open_seats", open);
	json_object_set_new(o, "your_seats", yours);
	json_object_set_new(o, "your_turn", json_boolean(mine & to_move));
	json_object_set_new(o, "watchers", json_integer(watchers));
	(void)srv;
	return o;
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
static bool params_safe(const char *params)
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
	if (!params_safe(params)) {
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
		rink_store_lease(srv->store, t->id, srv->owner, srv->now_ms + 30000, &t->held,
		                 NULL);
	t->next = srv->tables;
	srv->tables = t;
	changed(srv, t);
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
		rc = log_events(t, &ev, a->seq);
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
	rink_match *m = rink_match_new(rec->game, rec->params, rec->seed, &err);

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
		rink_store_lease(srv->store, l.t->id, srv->owner, srv->now_ms + 30000, &l.t->held,
		                 NULL);
	return 0;
}

int tables_load(struct serve *srv, struct rink_error *err)
{
	int rc = rink_store_tables(srv->store, true, load_one, srv, err);

	for (struct table *t = srv->tables; t; t = t->next) {
		for (int i = 0; i < t->nseats; i++)
			t->seats[i].turn_ms = srv->now_ms; /* a restart gives back a whole move */
		changed(srv, t);
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
		changed(srv, t);
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
	changed(srv, t);
}

void table_heard(struct serve *srv, int64_t id, int64_t seq)
{
	struct table *t = table_find(srv, id);
	struct rink_store_table rec;

	(void)seq; /* the meta may have changed without a new action */
	if (t) {
		table_catch_up(srv, t);
		return;
	}
	/* a table another process made: known from now on */
	if (rink_store_table_get(srv->store, id, &rec, NULL) == RINK_OK) {
		load_one(srv, &rec);
		rink_store_table_clear(&rec);
		if ((t = table_find(srv, id)))
			changed(srv, t);
	}
}
