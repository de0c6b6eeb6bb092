/*
 * games/trickshot/json.c: events and actions as named fields, for clients
 * that never parse text or notation (rink_event_json, rink_action_json):
 * squares by name, pieces as {id, team, role}, dice as face words. The
 * fields of each event type are documented in docs/protocol/trickshot.md;
 * notation.c keeps the text both ways.
 */
#include <stdio.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

static const char *const team_words[2] = {"red", "blue"};

json_t *rink__ts_json_square(const struct rink_game *game, int sq)
{
	const struct ts_game *g = game->impl;
	char a[8];

	if (sq < 0 || sq >= g->nsq)
		return json_null();
	return json_string(rink_ts_square_name(game, sq, a, sizeof(a)));
}

json_t *rink__ts_json_piece(int p)
{
	if (p < 0 || p >= RINK_TS_PIECES)
		return json_null();
	return json_pack("{s:i, s:s, s:s}", "id", p, "team", team_words[ts_team(p)], "role",
	                 rink_ts_role_name(ts_role(p)));
}

json_t *rink__ts_json_card(const struct rink_game *game, int id)
{
	if (id < 0 || id >= TS_LINES)
		return json_null();
	return json_pack("{s:i, s:s}", "number", id + 1, "name", rink_ts_line_card_name(game, id));
}

/* Each die's face, in face order (Fail, Reaction, Bounce, Blank): dice of
 * one roll are alike, so the counts by face say every die's face. */
json_t *rink__ts_json_dice(const int count[4])
{
	json_t *a = json_array();

	for (int f = 0; f < 4; f++)
		for (int i = 0; i < count[f]; i++)
			json_array_append_new(a, json_string(rink__ts_face_word(f)));
	return a;
}

static json_t *json_faces(const int count[4])
{
	return json_pack("{s:i, s:i, s:i, s:i}", "fail", count[0], "reaction", count[1], "bounce",
	                 count[2], "blank", count[3]);
}

static json_t *json_packed(int16_t packed)
{
	int c[4];

	for (int f = 0; f < 4; f++)
		c[f] = ts_unpack_face(packed, f);
	return rink__ts_json_dice(c);
}

static json_t *json_pair(int a, int b)
{
	return json_pack("[i, i]", a, b);
}

static json_t *json_team(int t)
{
	return json_string(team_words[t & 1]);
}

static void set(json_t *o, const char *key, json_t *v)
{
	json_object_set_new(o, key, v);
}

/* where the puck is after the event, and who has it (arguments 3, 4) */
static void set_puck(json_t *o, const struct rink_game *g, const int16_t *x)
{
	set(o, "puck", rink__ts_json_square(g, x[3]));
	set(o, "carrier", rink__ts_json_piece(x[4]));
}

/* piece, from, to, and where the puck is after (MOVE, REACT, OFFSIDE,
 * GOALIE_BACK, PUSH). */
static void set_move(json_t *o, const struct rink_game *g, const int16_t *x)
{
	set(o, "piece", rink__ts_json_piece(x[0]));
	set(o, "from", rink__ts_json_square(g, x[1]));
	set(o, "to", rink__ts_json_square(g, x[2]));
	set_puck(o, g, x);
}

static void set_fields(json_t *o, const struct rink_game *game, const struct rink_event *e,
                       int seat)
{
	const struct ts_game *g = game->impl;
	const int16_t *x = e->arg;
	static const char *const reasons[4] = {"goal", "fight", "goalie_catch", "period"};
	static const char *const stamina_reasons[3] = {"reroll", "free_reroll", "table_talk"};

	switch (e->type) {
	case RINK_TS_EV_FACEOFF:
	case TS_EV_FACEOFF_TIE: {
		bool tie = e->type == TS_EV_FACEOFF_TIE;
		int16_t red = tie ? x[0] : x[4], blue = tie ? x[1] : x[5];
		int rc = tie ? x[2] : x[1], bc = tie ? x[3] : x[2];
		set(o, "red", json_pack("{s:o, s:i}", "dice", json_packed(red), "count", rc));
		set(o, "blue", json_pack("{s:o, s:i}", "dice", json_packed(blue), "count", bc));
		if (!tie) {
			set(o, "winner", json_team(x[0]));
			set(o, "taker", rink__ts_json_piece(x[3]));
			set(o, "puck", rink__ts_json_square(game, x[6]));
			set(o, "ties", json_integer(x[7]));
		}
		break;
	}
	case RINK_TS_EV_TURN:
		set(o, "team", json_team(x[0]));
		set(o, "period", json_integer(x[1]));
		set(o, "overtime", json_boolean(x[1] == 4));
		set(o, "space", json_integer(x[2]));
		set(o, "stamina", json_pair(x[3], x[4]));
		set(o, "score", json_pair(x[5], x[6]));
		if (x[7]) /* a Fail ended the turn before (TS-TURN-18) */
			set(o, "fail_ended", json_team(x[7] - 1));
		break;
	case RINK_TS_EV_ACTIVATE: {
		int sq = x[2], push = -1;
		if (x[5] > 0 && sq >= 0 && sq < g->nsq && g->nb[sq][x[5] - 1] != TS_NONE)
			push = g->nb[sq][x[5] - 1];
		set(o, "piece", rink__ts_json_piece(x[0]));
		set(o, "action", json_string(rink__ts_kind_word(x[1])));
		set(o, "from", rink__ts_json_square(game, x[6]));
		set(o, "to", rink__ts_json_square(game, sq));
		set(o, "push", rink__ts_json_square(game, push));
		set(o, "extra_dice", json_integer(x[3]));
		set(o, "pool", json_integer(x[4]));
		set(o, "free", json_boolean(x[7]));
		break;
	}
	case RINK_TS_EV_ROLL: {
		int after[4], kept = x[1] - x[7], rolled[4];
		for (int f = 0; f < 4; f++)
			after[f] = rolled[f] = x[2 + f];
		rolled[RINK_TS_BLANK] -= kept; /* a re-roll keeps its Blanks */
		json_t *dice = json_array();
		for (int i = 0; i < kept; i++)
			json_array_append_new(dice, json_string("blank"));
		json_t *fresh = rink__ts_json_dice(rolled);
		json_array_extend(dice, fresh);
		set(o, "team", json_team(x[0]));
		set(o, "reroll", json_boolean(x[6]));
		set(o, "count", json_integer(x[1]));
		set(o, "kept", json_integer(kept));
		set(o, "rolled", json_integer(x[7]));
		set(o, "dice", dice);
		set(o, "new_dice", fresh);
		set(o, "faces", json_faces(after));
		break;
	}
	case RINK_TS_EV_MOVE:
	case RINK_TS_EV_REACT:
	case RINK_TS_EV_OFFSIDE:
	case RINK_TS_EV_GOALIE_BACK:
	case RINK_TS_EV_PUSH:
		set_move(o, game, x);
		break;
	case RINK_TS_EV_PUCK:
		set(o, "square", rink__ts_json_square(game, x[0]));
		set(o, "carrier", rink__ts_json_piece(x[1]));
		break;
	case RINK_TS_EV_GOAL:
		set(o, "team", json_team(x[0]));
		set(o, "scorer", rink__ts_json_piece(x[3]));
		set(o, "score", json_pair(x[1], x[2]));
		break;
	case RINK_TS_EV_SAVE:
		set(o, "goalie", rink__ts_json_piece(x[0]));
		set(o, "shooter", rink__ts_json_piece(x[1]));
		break;
	case RINK_TS_EV_REBOUND:
		set(o, "square", rink__ts_json_square(game, x[0]));
		break;
	case RINK_TS_EV_STEAL:
		set(o, "piece", rink__ts_json_piece(x[0]));
		set(o, "from_piece", rink__ts_json_piece(x[1]));
		break;
	case RINK_TS_EV_PENALTY: {
		int at = x[1], period = at > 30 ? 4 : (at - 1) / 10 + 1;
		set(o, "piece", rink__ts_json_piece(x[0]));
		set(o, "from", rink__ts_json_square(game, x[2]));
		set(o, "returns_at", json_integer(at));
		set(o, "returns_period", json_integer(period));
		set(o, "returns_space", json_integer(at > 30 ? at - 30 : (at - 1) % 10 + 1));
		set_puck(o, game, x);
		break;
	}
	case RINK_TS_EV_FIGHT: {
		json_t *w = json_array();
		for (int t = 0; t < 2; t++)
			if (x[2] & (1 << t))
				json_array_append_new(w, json_team(t));
		set(o, "red", rink__ts_json_piece(x[0]));
		set(o, "blue", rink__ts_json_piece(x[1]));
		set(o, "winners", w);
		set(o, "rounds", json_integer(x[3]));
		set(o, "dice", json_pair(x[4], x[5]));
		break;
	}
	case TS_EV_FIGHT_ROUND:
		set(o, "round", json_integer(x[6]));
		set(o, "red",
		    json_pack("{s:o, s:o, s:i}", "piece", rink__ts_json_piece(x[0]), "dice",
		              json_packed(x[2]), "left", x[4]));
		set(o, "blue",
		    json_pack("{s:o, s:o, s:i}", "piece", rink__ts_json_piece(x[1]), "dice",
		              json_packed(x[3]), "left", x[5]));
		break;
	case RINK_TS_EV_RETURN:
		set(o, "piece", rink__ts_json_piece(x[0]));
		set(o, "to", rink__ts_json_square(game, x[1]));
		set(o, "bench", json_boolean(x[1] < 0));
		set_puck(o, game, x);
		break;
	case RINK_TS_EV_CHANGE:
		set(o, "team", json_team(x[0]));
		set(o, "line_card", rink__ts_json_card(game, x[1]));
		set(o, "stamina", json_pair(x[2], x[3]));
		break;
	case RINK_TS_EV_PULL: {
		int t = x[0] & 1;
		set(o, "team", json_team(t));
		set(o, "goalie", rink__ts_json_piece(t * RINK_TS_ROLES + RINK_TS_G));
		set(o, "spare", rink__ts_json_piece(t * RINK_TS_ROLES + RINK_TS_X));
		set(o, "from", rink__ts_json_square(game, x[2]));
		set(o, "to", rink__ts_json_square(game, x[1]));
		set_puck(o, game, x);
		break;
	}
	case RINK_TS_EV_RESET: {
		json_t *pieces = json_array();
		for (int p = 0; p < RINK_TS_PIECES; p++) {
			if (!((uint16_t)x[1] & (1u << p)))
				continue;
			int t = ts_team(p), sq = g->start[p];
			if (x[2 + t] == p)
				sq = g->start[t * RINK_TS_ROLES + RINK_TS_C];
			json_array_append_new(pieces, json_pack("{s:o, s:o}", "piece",
			                                        rink__ts_json_piece(p), "square",
			                                        rink__ts_json_square(game, sq)));
		}
		set(o, "reason", json_string(reasons[x[0] & 3]));
		set(o, "pieces", pieces);
		set(o, "stamina", json_pair(x[4], x[5]));
		break;
	}
	case RINK_TS_EV_PERIOD:
		set(o, "period", json_integer(x[0]));
		set(o, "overtime", json_boolean(x[0] == 4));
		break;
	case RINK_TS_EV_OVER:
		set(o, "winner", x[0] == 2 ? json_string("draw") : json_team(x[0]));
		set(o, "score", json_pair(x[1], x[2]));
		break;
	case RINK_TS_EV_NO_REACT:
		set(o, "team", json_team(x[0]));
		set(o, "declined", json_boolean(x[1] == 1));
		break;
	case RINK_TS_EV_LINE_PICK:
		set(o, "team", json_team(x[0]));
		/* private: the card only for the seats that chose it */
		set(o, "line_card",
		    seat == RINK_ALL_SEATS || (seat >= 0 && (e->detail & (1u << seat)))
		            ? rink__ts_json_card(game, x[1])
		            : json_null());
		break;
	case RINK_TS_EV_LINE_SHOW:
		set(o, "team", json_team(x[0]));
		set(o, "line_card", rink__ts_json_card(game, x[1]));
		break;
	case TS_EV_STAMINA:
		set(o, "team", json_team(x[0]));
		set(o, "stamina", json_pair(x[1], x[2]));
		set(o, "reason", json_string(stamina_reasons[x[3] % 3]));
		break;
	default:
		break;
	}
}

json_t *rink__ts_event_json(const struct rink_game *g, const struct rink_event *e, int seat)
{
	static const char *const names[TS_EV_END] = {
	        "",          "faceoff",   "turn",        "activate",    "roll",        "move",
	        "puck",      "goal",      "save",        "rebound",     "steal",       "penalty",
	        "fight",     "return",    "react",       "offside",     "goalie_back", "change",
	        "pull",      "reset",     "period",      "over",        "push",        "no_react",
	        "line_pick", "line_show", "faceoff_tie", "fight_round", "stamina"};
	char text[200];

	rink__ts_event_text(g, e, seat, text, sizeof(text));
	json_t *o =
	        json_pack("{s:s, s:s}", "type",
	                  e->type < TS_EV_END && e->type > 0 ? names[e->type] : "?", "text", text);
	if (o)
		set_fields(o, g, e, seat);
	return o;
}

/* ---- actions as named fields (rink_action_json) ------------------------------------- */

json_t *rink__ts_action_json(const struct rink_state *base, int seat, int action)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	const struct rink_game *game = base->game;
	struct rink_ts_action a;
	static const char *const words[7] = {"activate", "change", "line",    "reroll",
	                                     "keep",     "react",  "no_react"};

	if (rink_ts_action_decode(base, action, &a) != RINK_OK)
		return json_pack("{s:s}", "kind", "unknown");
	int t = s->phase == RINK_TS_PH_LINES ? rink_ts_team_of_seat(game, seat) : s->team;
	if (t < 0)
		t = 0;
	json_t *o = json_pack("{s:s}", "kind", words[a.decision % 7]);
	if (!o)
		return NULL;
	switch (a.decision) {
	case RINK_TS_D_ACTIVATE: {
		int p = a.piece, from = s->sq[p];
		set(o, "kind", json_string(rink__ts_kind_word(a.kind)));
		set(o, "piece", json_string(rink_ts_role_name(ts_role(p))));
		set(o, "team", json_team(ts_team(p)));
		set(o, "from", rink__ts_json_square(game, from == TS_NONE ? -1 : from));
		set(o, "to", rink__ts_json_square(game, a.sq));
		if (a.kind == RINK_TS_HIT || a.kind == RINK_TS_POKE) {
			int q = a.kind == RINK_TS_POKE          ? s->carrier
			        : a.sq < g->nsq && s->occ[a.sq] ? s->occ[a.sq] - 1
			                                        : TS_NONE;
			set(o, "target",
			    q == TS_NONE ? json_null()
			                 : json_string(rink_ts_role_name(ts_role(q))));
		}
		if (a.kind == RINK_TS_HIT)
			set(o, "push", rink__ts_json_square(game, a.push == TS_NONE ? -1 : a.push));
		set(o, "extra_dice", json_integer(a.extra));
		set(o, "free",
		    json_boolean(a.kind == RINK_TS_MOVE &&
		                 s->free_moves[t] <
		                         rink__ts_line_value(s, t, TS_L_FREE_MOVE, ts_type(p))));
		break;
	}
	case RINK_TS_D_CHANGE:
		set(o, "line_card",
		    a.slot >= 0 ? rink__ts_json_card(game, s->line_set[t][a.slot]) : json_null());
		set(o, "pull", rink__ts_json_square(game, a.sq == TS_NONE ? -1 : a.sq));
		break;
	case RINK_TS_D_LINE:
		set(o, "line_card", rink__ts_json_card(game, s->line_set[t][a.slot & 3]));
		break;
	case RINK_TS_D_REROLL:
		set(o, "dice",
		    json_integer(s->roll[RINK_TS_FAIL] + s->roll[RINK_TS_REACTION] +
		                 s->roll[RINK_TS_BOUNCE]));
		set(o, "free", json_boolean(rink__ts_free_reroll(s, t)));
		break;
	case RINK_TS_D_REACT: {
		int p = a.piece;
		set(o, "piece", json_string(rink_ts_role_name(ts_role(p))));
		set(o, "team", json_team(ts_team(p)));
		set(o, "from", rink__ts_json_square(game, s->sq[p] == TS_NONE ? -1 : s->sq[p]));
		set(o, "to", rink__ts_json_square(game, a.sq == TS_NONE ? -1 : a.sq));
		break;
	}
	default:
		break;
	}
	return o;
}
