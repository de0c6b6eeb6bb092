/*
 * tests/unit/ts_util.h: helpers for the Trick Shot test programs (header
 * only, so the shared testutil stays game-neutral).
 */
#ifndef RINK_TS_UTIL_H
#define RINK_TS_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rink/game.h"
#include "rink/trickshot.h"

static inline rink_game *ts_game(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("trickshot", params, &err);

	if (!g)
		fail_msg("trickshot(%s): %s", params ? params : "", err.text);
	return g;
}

/* A state of g with the position of diagram (see rink_ts_set_position). */
static inline rink_state *ts_pos(const rink_game *g, const char *diagram)
{
	struct rink_error err;
	rink_state *s = rink_state_new(g, 7);

	if (rink_ts_set_position(s, diagram, &err) != RINK_OK)
		fail_msg("position: %s", err.text);
	return s;
}

static inline void ts_dice(rink_state *s, const char *faces)
{
	struct rink_error err;

	if (rink_ts_force_dice(s, faces, &err) != RINK_OK)
		fail_msg("dice: %s", err.text);
}

static inline int ts_seat(const rink_state *s)
{
	uint32_t m = rink_state_to_move(s);

	for (int i = 0; i < 4; i++)
		if (m & (1u << i))
			return i;
	return -1;
}

/* Parses notation for the seat to move and returns the action id. */
static inline int ts_parse(const rink_state *s, const char *text)
{
	struct rink_error err;
	int a;

	if (rink_action_parse(s, ts_seat(s), text, &a, &err) != RINK_OK)
		fail_msg("parse '%s': %s", text, err.text);
	return a;
}

static inline bool ts_legal(const rink_state *s, const char *text)
{
	struct rink_error err;
	int a;

	if (rink_action_parse(s, ts_seat(s), text, &a, &err) != RINK_OK)
		return false;
	return rink_state_is_legal(s, ts_seat(s), a);
}

/* Plays notation for the seat to move; fails on an illegal action or a
 * broken invariant. */
static inline void ts_play(rink_state *s, const char *text, struct rink_events *ev)
{
	struct rink_error err;
	int a = ts_parse(s, text);

	if (rink_state_apply(s, ts_seat(s), a, ev, &err) != RINK_OK)
		fail_msg("play '%s': %s", text, err.text);
	if (rink_state_check(s, &err) != RINK_OK)
		fail_msg("after '%s': %s", text, err.text);
}

/* Plays notation, then keeps the roll when a re-roll is offered. */
static inline void ts_go(rink_state *s, const char *text, struct rink_events *ev)
{
	struct rink_ts_view v;

	ts_play(s, text, ev);
	rink_ts_view_get(s, &v);
	if (v.phase == RINK_TS_PH_REROLL)
		ts_play(s, "keep", ev);
}

static inline int ts_sq(const rink_state *s, const char *name)
{
	int sq = rink_ts_square_parse(rink_state_game(s), name);

	if (sq < 0)
		fail_msg("no square %s", name);
	return sq;
}

static inline int ts_piece(int team, int role)
{
	return team * RINK_TS_ROLES + role;
}

static inline struct rink_ts_view ts_view(const rink_state *s)
{
	struct rink_ts_view v;

	rink_ts_view_get(s, &v);
	return v;
}

static inline int ts_count_events(const struct rink_events *ev, int type)
{
	int n = 0;

	for (size_t i = 0; i < ev->n; i++)
		n += ev->v[i].type == type;
	return n;
}

#endif
