/*
 * serve/table.c: tables in play: seats, actions, bots, clocks, ratings, watchers.
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
void table_changed(struct serve *srv, struct table *t)
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
	if (!(rink_state_to_move(s) >> seat & 1u) && !rink_state_is_legal(s, seat, action)) {
		*code = "not_your_turn"; /* (a take-back is legal with the bit clear) */
		return rink_error_set(err, RINK_EINVAL, "seat %d need not act now", seat);
	}
	if (!rink_state_is_legal(s, seat, action)) {
		char why[224]; /* the rule it breaks, from what the seat may see */
		*code = "illegal";
		rink_state_explain(s, seat, action, why, sizeof(why));
		return rink_error_set(err, RINK_EILLEGAL, "action %d is not legal now%s%s", action,
		                      why[0] ? ": " : "", why);
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
	if (rc == RINK_OK && table_log_events(t, &ev, a.seq) != RINK_OK)
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
		table_save_meta(srv, t);
	}
	table_changed(srv, t);
	return RINK_OK;
}

void table_save(struct serve *srv, struct table *t)
{
	t->meta_dirty = false;
	table_save_meta(srv, t);
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
	table_save_meta(srv, t);
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
	s->needs_info = true;
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
		json_t *j = json_pack("{s:s}", "kind", seat_kind_names[s->kind]);

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
	json_t *facts;

	t->used_ms = srv->now_ms;
	/* in pieces of at most SERVE_EVENTS_PER_MESSAGE seqs, so that a long
	 * record never makes one message too big to queue */
	while (seq < cur) {
		int64_t upto =
		        cur - seq > SERVE_EVENTS_PER_MESSAGE ? seq + SERVE_EVENTS_PER_MESSAGE : cur;
		json_t *ev = msg_events(rink_match_game(t->m), &t->log, t->log_seq, t->id, s->seat,
		                        seq, upto);

		if (ev)
			conn_send(s->c, ev);
		seq = upto;
	}
	s->sent_seq = cur;
	s->told_pass = srv->pass;
	facts = public_facts(t, s->seat, srv);
	if (s->needs_info) { /* once a subscription: the deck, the board */
		s->needs_info = false;
		json_object_set_new(facts, "info", rink_game_info_json(rink_match_game(t->m)));
	}
	conn_send(s->c, msg_state(rink_match_state(t->m), s->seat, t->id, cur, facts));
}

static char *dump(json_t *o)
{
	char *text = o ? json_dumps(o, JSON_COMPACT) : NULL;

	json_decref(o);
	return text;
}

void table_broadcast(struct serve *srv, struct table *t)
{
	struct {
		int seat;
		int64_t after;
		char *events; /* NULL: none visible */
		char *state;
	} made[SERVE_MAX_SUBS];
	int64_t cur = table_seq(t);
	int n = 0;

	for (int i = 0; i < t->nsubs; i++) {
		struct sub *s = &t->subs[i];
		int k;

		if (!(s->sent_seq < cur || (t->facts_dirty && s->told_pass != srv->pass)))
			continue;
		if (s->needs_info || cur - s->sent_seq > SERVE_EVENTS_PER_MESSAGE) {
			table_send_since(t, s, s->sent_seq); /* the long way, in pieces */
			continue;
		}
		/* spectators, and several connections of one seat, share one text */
		for (k = 0; k < n && (made[k].seat != s->seat || made[k].after != s->sent_seq); k++)
			;
		if (k == n) {
			made[n].seat = s->seat;
			made[n].after = s->sent_seq;
			made[n].events = s->sent_seq < cur
			                         ? dump(msg_events(rink_match_game(t->m), &t->log,
			                                           t->log_seq, t->id, s->seat,
			                                           s->sent_seq, cur))
			                         : NULL;
			made[n].state = dump(msg_state(rink_match_state(t->m), s->seat, t->id, cur,
			                               public_facts(t, s->seat, srv)));
			n++;
		}
		if (made[k].events)
			conn_send_text(s->c, made[k].events, strlen(made[k].events));
		if (made[k].state)
			conn_send_text(s->c, made[k].state, strlen(made[k].state));
		s->sent_seq = cur;
		s->told_pass = srv->pass;
	}
	for (int k = 0; k < n; k++) {
		free(made[k].events);
		free(made[k].state);
	}
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
