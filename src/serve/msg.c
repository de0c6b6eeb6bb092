/*
 * serve/msg.c: what each seat is sent, and nothing more.
 *
 * Every message about a position is built here from the game interface
 * alone: the seat's view (rink_state_view_json), whose turn it is, the
 * seat's own legal moves with their named fields (rink_action_json), and
 * the events the seat may see as the game renders them for that seat
 * (rink_event_json). Nothing else of the state is read: the seed is added
 * only once the game is over, and another seat's legal moves never (they
 * could reveal its cards). The hidden-information test builds these same
 * messages in worlds resampled behind a seat's back and requires them to be
 * byte-identical (tests/unit/test_serve_leak.c). A replay (replay.c) shows
 * a finished match, or a save its sender holds, from the same parts.
 */
#include <stdio.h>

#include "core/game_int.h"
#include "serve/serve.h"

bool msg_sees(const rink_game *g, const struct rink_event *e, int seat)
{
	uint32_t all = (uint32_t)((1ull << rink_game_num_seats(g)) - 1);

	if (seat == RINK_ALL_SEATS)
		return true;
	if (seat == RINK_SPECTATOR)
		return (e->visible & all) == all;
	return seat >= 0 && (e->visible >> seat & 1u);
}

void msg_position(json_t *o, const rink_state *s, int seat)
{
	const rink_game *g = rink_state_game(s);
	uint32_t to_move = rink_state_to_move(s);
	json_t *turn = json_array();

	json_object_set_new(o, "game", json_string(rink_game_name(g)));
	json_object_set_new(o, "params", json_string(rink_game_params(g)));
	for (int i = 0; i < rink_game_num_seats(g); i++)
		if (to_move >> i & 1u)
			json_array_append_new(turn, json_integer(i));
	json_object_set_new(o, "to_move", turn);
	json_object_set_new(o, "view", rink_state_view_json(s, seat));
}

void msg_outcome(json_t *o, const rink_state *s)
{
	const rink_game *g = rink_state_game(s);
	bool over = rink_state_is_over(s);

	json_object_set_new(o, "over", json_boolean(over));
	if (over) {
		json_t *res = json_array();

		for (int i = 0; i < rink_game_num_seats(g); i++)
			json_array_append_new(res, json_real(rink_state_returns(s, i)));
		json_object_set_new(o, "result", res);
	}
}

json_t *msg_seed(const rink_state *s)
{
	char seed[24];

	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)rink_state_seed(s));
	return json_string(seed);
}

json_t *msg_state(const rink_state *s, int seat, int64_t table, int64_t seq, json_t *extra)
{
	unsigned long mark = rink__json_mark();
	uint32_t to_move = rink_state_to_move(s);
	json_t *o = extra ? extra : json_object();

	json_object_set_new(o, "type", json_string("state"));
	json_object_set_new(o, "table", json_integer(table));
	json_object_set_new(o, "seq", json_integer(seq));
	json_object_set_new(o, "you", seat >= 0 ? json_integer(seat) : json_null());
	msg_position(o, s, seat);
	/* a seat's own moves: while it must act, and while it may take back
	 * its part of a simultaneous move the others have not made (a
	 * Slapshot line-up: its only move then, with its bit clear) */
	if (seat >= 0) {
		int acts[RINK_MAX_ACTIONS];
		int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);

		if ((to_move >> seat & 1u) || n > 0) {
			json_t *legal = json_array();

			for (int i = 0; i < n; i++)
				json_array_append_new(legal, rink_action_json(s, seat, acts[i]));
			json_object_set_new(o, "legal", legal);
		}
	}
	msg_outcome(o, s);
	if (to_move == 0)
		json_object_set_new(o, "seed", msg_seed(s));
	/* whole or not at all: a state with a part missing (memory ran out)
	 * is not sent; the next one, or since, brings the seat up to date */
	return rink__json_whole(mark, o);
}

json_t *msg_event(const rink_game *g, const struct rink_event *e, int seat)
{
	return msg_sees(g, e, seat) ? rink_event_json(g, e, seat) : NULL;
}

json_t *msg_events(const rink_game *g, const struct rink_events *log, const int64_t *log_seq,
                   int64_t table, int seat, int64_t after, int64_t upto)
{
	unsigned long mark = rink__json_mark();
	json_t *list = NULL;
	size_t lo = 0, hi = log->n;

	/* the log is in seq order: find the first event after `after` */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (log_seq[mid] <= after)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i < log->n && log_seq[i] <= upto; i++) {
		json_t *e = msg_event(g, &log->v[i], seat);

		if (!e)
			continue;
		if (!list)
			list = json_array();
		json_array_append_new(
		        list, json_pack("{s:I,s:o}", "seq", (json_int_t)log_seq[i], "event", e));
	}
	if (!list)
		return NULL;
	return rink__json_whole(mark, json_pack("{s:s,s:I,s:I,s:I,s:o}", "type", "events", "table",
	                                        (json_int_t)table, "after", (json_int_t)after,
	                                        "seq", (json_int_t)upto, "events", list));
}
