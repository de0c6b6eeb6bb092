/*
 * games/trickshot/view.c: what a seat sees, the consistency check, and the
 * positions that tests and tools set up.
 *
 * Trick Shot hides nothing on the board, so every seat's view is the whole
 * position; only the Line cards in hand are private to their team. What
 * never changes during a game (the board, each piece's type and size, the
 * rules, the teams' arenas and Line cards) is in the info
 * (rink__ts_info_json), not in the view.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

void rink_ts_view_get(const rink_state *base, struct rink_ts_view *v)
{
	const struct ts_state *s = (const struct ts_state *)base;

	memset(v, 0, sizeof(*v));
	v->phase = s->phase;
	v->team = s->team;
	memcpy(v->sq, s->sq, sizeof(v->sq));
	memcpy(v->where, s->where, sizeof(v->where));
	memcpy(v->release, s->release, sizeof(v->release));
	v->puck = s->puck;
	v->carrier = s->carrier;
	v->last_act = s->last_act;
	v->pool = s->pool;
	memcpy(v->roll, s->roll, sizeof(v->roll));
	v->pending_kind = s->p_kind;
	v->pending_piece = s->p_piece;
	memcpy(v->stamina, s->stamina, sizeof(v->stamina));
	memcpy(v->score, s->score, sizeof(v->score));
	v->period = s->period;
	v->space = s->space;
	v->period_len = (uint8_t)rink__ts_period_len(s);
	v->winner = s->winner;
	v->line_card[0] = s->line_active[0];
	v->line_card[1] = s->line_active[1];
	v->fo_winner = s->fo_winner;
	v->fo_ties = s->fo_ties;
	for (int t = 0; t < 2; t++)
		for (int f = 0; f < 4; f++)
			v->fo_faces[t][f] = (uint8_t)(s->fo_dice[t] >> (2 * f) & 3);
}

static json_t *info_board(const struct rink_game *game)
{
	const struct ts_game *g = game->impl;
	json_t *crease[2] = {json_array(), json_array()};
	static const char *const teams[2] = {"red", "blue"};

	for (int sq = 0; sq < g->nsq; sq++)
		if (g->kind[sq] == TS_CREASE)
			json_array_append_new(crease[g->crease_of[sq] & 1],
			                      rink__ts_json_square(game, sq));
	json_t *b =
	        json_pack("{s:i, s:i, s:{s:[i,i], s:[i,i], s:[i,i]}, s:[i,i], s:o}", "width", g->w,
	                  "height", g->h, "zones", "red", 1, g->blue_line[0], "neutral",
	                  g->blue_line[0] + 1, g->blue_line[1], "blue", g->blue_line[1] + 1, g->h,
	                  "blue_lines", g->blue_line[0] + 1, g->blue_line[1] + 1, "red_line",
	                  g->red_line < 0 ? json_null() : json_integer(g->red_line + 1));
	json_t *nets = json_object(), *creases = json_object(), *box = json_object(),
	       *bench = json_object();
	for (int t = 0; t < 2; t++) {
		json_object_set_new(nets, teams[t], rink__ts_json_square(game, g->net[t]));
		json_object_set_new(creases, teams[t], crease[t]);
		json_object_set_new(box, teams[t], rink__ts_json_square(game, g->box[t]));
		json_object_set_new(bench, teams[t], rink__ts_json_square(game, g->bench[t]));
	}
	json_object_set_new(b, "goal_lines",
	                    json_pack("[i,i]", g->goal_line[0] + 1, g->goal_line[1] + 1));
	json_object_set_new(b, "nets", nets);
	json_object_set_new(b, "creases", creases);
	json_object_set_new(b, "penalty_boxes", box);
	json_object_set_new(b, "benches", bench);
	return b;
}

/* A Line card's effect in words (data/trickshot/lines.txt). */
static json_t *card_text(const struct ts_line_card *c)
{
	static const char *const players[TS_NSIZE] = {"wingers", "centers", "defensemen",
	                                              "goalies"};
	int n = c->value;
	const char *s = n == 1 ? "" : "s";
	char t[96];

	switch (c->kind) {
	case TS_L_SPEED:
		snprintf(t, sizeof(t), "+%d Speed on Move actions for %s", n,
		         c->type < 0 ? "all players" : players[c->type % TS_NSIZE]);
		break;
	case TS_L_REROLL:
		if (n == 1)
			snprintf(t, sizeof(t), "The first re-roll of each turn spends no stamina");
		else
			snprintf(t, sizeof(t),
			         "The first %d re-rolls of each turn spend no stamina", n);
		break;
	case TS_L_POKE:
		snprintf(t, sizeof(t), "A poke needs %d more Fail%s for a penalty", n, s);
		break;
	case TS_L_SHOT:
		snprintf(t, sizeof(t), "A shot needs %d more Fail%s for a save (a rebound instead)",
		         n, s);
		break;
	case TS_L_PASS:
		snprintf(t, sizeof(t), "A failed pass travels %d fewer square%s past its target", n,
		         s);
		break;
	default:
		if (n == 1)
			snprintf(t, sizeof(t),
			         "One Move action a turn is free: no dice, sure success");
		else
			snprintf(t, sizeof(t),
			         "%d Move actions a turn are free: no dice, sure success", n);
	}
	return json_string(t);
}

/* Line card id as events name it ({"number", "name"}), with what it grants
 * while it is its team's active card. */
static json_t *info_card(const struct rink_game *game, int id)
{
	static const char *const kinds[] = {"speed", "reroll", "poke", "shot", "pass", "free_move"};
	static const char *const types[TS_NSIZE] = {"winger", "center", "defenseman", "goalie"};
	const struct ts_line_card *c = &((const struct ts_game *)game->impl)->lines[id];
	json_t *o = rink__ts_json_card(game, id);

	json_object_set_new(o, "effect", json_string(kinds[c->kind % 6]));
	json_object_set_new(o, "players",
	                    c->kind != TS_L_SPEED ? json_null()
	                    : c->type < 0         ? json_string("all")
	                                          : json_string(types[c->type % TS_NSIZE]));
	json_object_set_new(o, "value", json_integer(c->value));
	json_object_set_new(o, "text", card_text(c));
	return o;
}

/* Team t's fixed facts: its seats, and with Line cards its Arena card and
 * the four Line cards it owns (public: its Arena card's, or drafted in the
 * open), each with its effect: every card an event names is there. */
static json_t *info_team(const struct rink_game *game, int t)
{
	const struct ts_game *g = game->impl;
	static const char *const rules[TS_AR_COUNT] = {"none",       "slow_ice",   "fast_ice",
	                                               "tight_refs", "loose_refs", "lively_boards",
	                                               "loud_crowd", "long_change"};
	static const char *const texts[TS_AR_COUNT] = {
	        "A plain barn: no special rule.",
	        "Slushy ice: every Move covers one square less (never less than 1).",
	        "Fresh ice: wingers move one square further.",
	        "Strict referees: a poke with two or more Fails is a penalty even with fights on, "
	        "and no fight starts.",
	        "Lenient referees: a poke needs one more Fail for a penalty.",
	        "Lively boards: a travelling puck moves one extra square after its first bounce "
	        "off the boards.",
	        "Loud crowd: the home team's first re-roll of each turn spends no stamina.",
	        "Long change: a line change refreshes only two stamina tokens."};
	json_t *seats = json_array();

	for (int i = 0; i < g->team_nseats[t]; i++)
		json_array_append_new(seats, json_integer(g->team_seats[t][i]));
	json_t *o = json_pack("{s:o}", "seats", seats);
	if (!g->use_lines)
		return o;
	const struct ts_arena *ar = &g->arenas[g->arena[t]];
	int rule = ar->rule % TS_AR_COUNT;
	json_object_set_new(o, "arena",
	                    json_pack("{s:i, s:s, s:s, s:s, s:b}", "number", g->arena[t] + 1,
	                              "name", ar->name, "rule", rules[rule], "text", texts[rule],
	                              "home", g->home == t));
	json_t *lines = json_array();
	for (int i = 0; i < 4; i++)
		json_array_append_new(lines, info_card(game, g->team_lines[t][i]));
	json_object_set_new(o, "line_cards", lines);
	return o;
}

json_t *rink__ts_info_json(const struct rink_game *game)
{
	const struct ts_game *g = game->impl;
	static const char *const types[TS_NSIZE] = {"winger", "center", "defenseman", "goalie"};
	json_t *pieces = json_array(), *die = json_array();

	for (int p = 0; p < RINK_TS_PIECES; p++)
		json_array_append_new(pieces,
		                      json_pack("{s:i, s:s, s:s, s:s, s:i, s:i}", "id", p, "team",
		                                ts_team(p) ? "blue" : "red", "role",
		                                rink_ts_role_name(ts_role(p)), "type",
		                                types[ts_type(p)], "speed", g->speed[ts_type(p)],
		                                "size", g->size[ts_type(p)]));
	for (int i = 0; i < 6; i++)
		json_array_append_new(die, json_string(rink__ts_face_word(g->faces[i])));
	return json_pack(
	        "{s:s, s:o, s:o, s:o, s:{s:i, s:b, s:b, s:b, s:s, s:s, s:s, s:i}, s:{s:o, s:o}}",
	        "game", "trickshot", "board", info_board(game), "pieces", pieces, "die", die,
	        "rules", "players", g->players, "friendly", g->friendly, "advanced", g->advanced,
	        "lines", g->use_lines, "home", g->home ? "blue" : "red", "catch_reset",
	        g->catch_any ? "any" : "own", "extra_dice", g->extra_stay ? "stay" : "once",
	        "periods", g->friendly ? 1 : 3, "teams", "red", info_team(game, 0), "blue",
	        info_team(game, 1));
}

/* A face-off's three dice of one team: 2 bits a face (ts_state.fo_dice). */
static json_t *fo_dice(uint8_t packed)
{
	int c[4];

	for (int f = 0; f < 4; f++)
		c[f] = (packed >> (2 * f)) & 3;
	return rink__ts_json_dice(c);
}

static json_t *view_dice(const uint16_t roll[4])
{
	int c[4];

	for (int f = 0; f < 4; f++)
		c[f] = roll[f];
	return rink__ts_json_dice(c);
}

/* One team's public facts that change, and its hand when seat is on it. */
static json_t *view_team(const struct ts_state *s, int t, int seat)
{
	const struct ts_game *g = ts_g(s);
	const struct rink_game *game = s->base.game;
	json_t *o = json_pack("{s:i, s:i, s:b, s:i, s:i}", "stamina", s->stamina[t], "score",
	                      s->score[t], "goalie_pulled", s->pulled[t] != 0, "free_rerolls_used",
	                      s->free_rerolls[t], "free_moves_used", s->free_moves[t]);
	if (!g->use_lines)
		return o;
	json_object_set_new(o, "line_card", rink__ts_json_card(game, s->line_active[t]));
	json_object_set_new(o, "hand_size", json_integer(__builtin_popcount(s->line_hand[t])));
	if (s->phase == RINK_TS_PH_LINES)
		json_object_set_new(o, "line_chosen", json_boolean(s->line_pick[t] >= 0));
	if (rink_ts_team_of_seat(game, seat) == t) { /* a team's own hand is its own business */
		json_t *hand = json_array();
		for (int i = 0; i < 4; i++)
			if (s->line_hand[t] & (1u << i))
				json_array_append_new(hand,
				                      rink__ts_json_card(game, s->line_set[t][i]));
		json_object_set_new(o, "hand", hand);
	}
	return o;
}

json_t *rink__ts_view_json(const struct rink_state *base, int seat)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	static const char *const phases[8] = {"action", "reroll", "reaction", "over", "lines"};
	static const char *const wheres[4] = {"on", "box", "bench", "out"};
	json_t *pieces = json_array();
	char a[8];

	for (int p = 0; p < RINK_TS_PIECES; p++) {
		json_t *o = json_pack(
		        "{s:i, s:s, s:s, s:s, s:s, s:i, s:b}", "id", p, "team",
		        ts_team(p) ? "blue" : "red", "role", rink_ts_role_name(ts_role(p)), "where",
		        wheres[s->where[p] & 3], "square",
		        rink_ts_square_name(base->game, s->sq[p] == TS_NONE ? -1 : s->sq[p], a,
		                            sizeof(a)),
		        "speed", rink__ts_speed(s, p), "has_puck", s->carrier == p);
		if (s->where[p] == RINK_TS_BOX) {
			int at = s->release[p];
			json_object_set_new(o, "returns_at", json_integer(at));
			json_object_set_new(o, "returns_period",
			                    json_integer(at > 30 ? 4 : (at - 1) / 10 + 1));
			json_object_set_new(o, "returns_space",
			                    json_integer(at > 30 ? at - 30 : (at - 1) % 10 + 1));
		}
		json_array_append_new(pieces, o);
	}
	json_t *v = json_pack(
	        "{s:s, s:s, s:i, s:i, s:i, s:[i,i], s:[i,i], s:i, s:[i,i,i,i], s:s, s:o}", "game",
	        "trickshot", "phase", phases[s->phase & 7], "team", s->team, "period", s->period,
	        "space", s->space, "score", s->score[0], s->score[1], "stamina", s->stamina[0],
	        s->stamina[1], "pool", s->pool, "roll", s->roll[0], s->roll[1], s->roll[2],
	        s->roll[3], "puck",
	        rink_ts_square_name(base->game, s->puck == TS_NONE ? -1 : s->puck, a, sizeof(a)),
	        "pieces", pieces);
	json_object_set_new(v, "carrier",
	                    s->carrier == TS_NONE ? json_null() : json_integer(s->carrier));
	json_object_set_new(v, "to_move", json_integer(rink_state_to_move(base)));
	/* named forms of the fields above, and the rest of the picture */
	uint32_t m = rink_state_to_move(base);
	json_t *movers = json_array();
	for (int i = 0; i < g->players; i++)
		if (m & (1u << i))
			json_array_append_new(movers, json_integer(i));
	json_object_set_new(v, "seats_to_move", movers);
	json_object_set_new(v, "acting_team", json_string(s->team ? "blue" : "red"));
	json_object_set_new(v, "carrier_piece",
	                    rink__ts_json_piece(s->carrier == TS_NONE ? -1 : s->carrier));
	json_object_set_new(v, "period_len", json_integer(rink__ts_period_len(s)));
	json_object_set_new(v, "overtime", json_boolean(s->period == 4));
	json_object_set_new(v, "dice", view_dice(s->roll));
	json_object_set_new(v, "last_activated",
	                    rink__ts_json_piece(s->last_act == TS_NONE ? -1 : s->last_act));
	/* the activation being resolved (a table-talk reaction has none) */
	if (s->phase == RINK_TS_PH_REROLL ||
	    (s->phase == RINK_TS_PH_REACTION && s->roll[RINK_TS_REACTION] > 0)) {
		int push = -1;
		if (s->p_kind == RINK_TS_HIT && s->p_aux && s->p_sq < g->nsq)
			push = g->nb[s->p_sq][s->p_aux - 1];
		json_object_set_new(
		        v, "pending",
		        json_pack("{s:o, s:s, s:o, s:o, s:i, s:b}", "piece",
		                  rink__ts_json_piece(s->p_piece), "action",
		                  rink__ts_kind_word(s->p_kind), "to",
		                  rink__ts_json_square(base->game, s->p_sq), "push",
		                  rink__ts_json_square(base->game, push == TS_NONE ? -1 : push),
		                  "extra_dice", s->p_extra, "free", s->p_free));
	}
	json_object_set_new(v, "faceoff",
	                    json_pack("{s:s, s:o, s:o, s:i}", "winner",
	                              s->fo_winner ? "blue" : "red", "red", fo_dice(s->fo_dice[0]),
	                              "blue", fo_dice(s->fo_dice[1]), "ties", s->fo_ties));
	json_object_set_new(v, "teams",
	                    json_pack("{s:o, s:o}", "red", view_team(s, 0, seat), "blue",
	                              view_team(s, 1, seat)));
	if (g->use_lines) {
		json_object_set_new(
		        v, "line_cards",
		        json_pack("[i,i]", s->line_active[0] + 1, s->line_active[1] + 1));
		int t = rink_ts_team_of_seat(base->game, seat);
		if (t >= 0) { /* a team's own hand is its own business */
			json_t *hand = json_array();
			for (int i = 0; i < 4; i++)
				if (s->line_hand[t] & (1u << i))
					json_array_append_new(hand,
					                      json_integer(s->line_set[t][i] + 1));
			json_object_set_new(v, "hand", hand);
		}
	}
	if (s->phase == RINK_TS_PH_OVER)
		json_object_set_new(v, "winner",
		                    s->winner == 2 ? json_string("draw")
		                                   : json_string(s->winner ? "blue" : "red"));
	return v;
}

#define FAIL(...) return rink_error_set(err, RINK_EINVAL, __VA_ARGS__)

int rink__ts_check(const struct rink_state *base, struct rink_error *err)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);

	for (int sq = 0; sq < g->nsq; sq++) {
		int o = s->occ[sq];
		if (o && (o > RINK_TS_PIECES || s->sq[o - 1] != sq))
			FAIL("square %d says piece %d, which is elsewhere", sq, o - 1);
	}
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		int sq = s->sq[p];
		if ((s->where[p] == RINK_TS_ON) != (sq != TS_NONE))
			FAIL("piece %d: on the board but no square, or off with a square", p);
		if (sq == TS_NONE)
			continue;
		if (sq >= g->nsq || s->occ[sq] != p + 1)
			FAIL("piece %d: square %d does not hold him", p, sq);
		if (g->kind[sq] == TS_NET)
			FAIL("piece %d stands in a net", p);
		if (g->kind[sq] == TS_CREASE &&
		    (ts_role(p) != RINK_TS_G || g->crease_of[sq] != ts_team(p)))
			FAIL("piece %d stands in a crease not his own", p);
		/* during a reaction the offside moves are still to come
		 * (TS-TURN-17) when the puck was in the zone before */
		int off = ts_off_zone(ts_team(p));
		bool pending = s->phase == RINK_TS_PH_REACTION && s->p_puck_zone == off;
		if (g->zone[sq] == off && s->carrier != p && g->zone[s->puck] != off && !pending)
			FAIL("offside: piece %d is in his offensive zone without the puck", p);
	}
	if (s->puck >= g->nsq || g->kind[s->puck] == TS_NET)
		FAIL("the puck is not on the ice");
	if (s->carrier != TS_NONE && s->sq[s->carrier] != s->puck)
		FAIL("the carrier is not on the puck's square");
	if (s->carrier == TS_NONE && s->occ[s->puck])
		FAIL("a piece stands on the loose puck without carrying it");
	if (s->carrier == TS_NONE && g->kind[s->puck] == TS_CREASE)
		FAIL("a loose puck lies in a crease");
	for (int t = 0; t < 2; t++)
		if (s->stamina[t] > 3)
			FAIL("team %d has %d stamina", t, s->stamina[t]);
	if (s->period < 1 || s->period > 4 || s->space > rink__ts_period_len(s))
		FAIL("turn track out of bounds: period %d space %d", s->period, s->space);
	if (s->phase != RINK_TS_PH_OVER && s->space < 1)
		FAIL("a turn is being played before the first space");
	return RINK_OK;
}

/* ---- positions for tests and tools ------------------------------------------------ */

static int piece_of_char(char c)
{
	static const char roles[] = "CLRDEGS";
	const char *k = strchr(roles, toupper((unsigned char)c));

	if (!k || !*k || !isalpha((unsigned char)c))
		return -1;
	return (isupper((unsigned char)c) ? 0 : RINK_TS_ROLES) + (int)(k - roles);
}

int rink_ts_set_position(rink_state *base, const char *diagram, struct rink_error *err)
{
	struct ts_state *s = (struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	struct ts_state save = *s;
	const char *line = diagram;
	int lineno = 0, loose = -1, puck = -1, rc;
	bool seen[RINK_TS_PIECES] = {false};

	memset(s->occ, 0, sizeof(s->occ));
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		s->sq[p] = TS_NONE;
		s->where[p] = ts_role(p) == RINK_TS_X ? RINK_TS_BENCH : RINK_TS_OUT;
	}
	s->carrier = TS_NONE;
	s->phase = RINK_TS_PH_ACTION;
	s->last_act = TS_NONE;
	s->pool = 0;
	s->roll_n = 0;
	memset(s->roll, 0, sizeof(s->roll));
	s->team = 0;
	s->prev_team = TS_NONE;
	s->period = 1;
	s->space = 1;
	memset(s->score, 0, sizeof(s->score));
	memset(s->pulled, 0, sizeof(s->pulled));
	memset(s->mate, 0, sizeof(s->mate));
	memset(s->react_mate, 0, sizeof(s->react_mate));
	memset(s->free_rerolls, 0, sizeof(s->free_rerolls));
	memset(s->free_moves, 0, sizeof(s->free_moves));
	s->stamina[0] = s->stamina[1] = 3;
	s->pen_change = s->cont = 0;
	if (g->use_lines) /* each team starts with its first Line card active */
		for (int t = 0; t < 2; t++) {
			s->line_hand[t] = 0xf;
			s->line_pick[t] = -1;
			rink__ts_line_play(s, t, 0);
		}
	while (*line) {
		char buf[128], w[4][32], *w1 = w[0], *w2 = w[1], *w3 = w[2];
		int n1 = 0, n2 = 0; /* a setting's numbers */
		const char *nl = strchr(line, '\n');
		size_t len = nl ? (size_t)(nl - line) : strlen(line);
		lineno++;
		if (len >= sizeof(buf)) {
			rc = rink_error_set(err, RINK_EFORMAT, "diagram line %d: too long", lineno);
			goto out_restore;
		}
		memcpy(buf, line, len);
		buf[len] = '\0';
		line += len + (nl ? 1 : 0);
		int k = rink__split(buf, w[0], sizeof(w[0]), 4, NULL);
		if (k < 0) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "diagram line %d: a word too long, or too many",
			                    lineno);
			goto out_restore;
		}
		if (k == 0)
			continue;
		if (isdigit((unsigned char)w1[0])) {
			int row;
			if (k != 2 || rink__whole(w1, 1, g->h, &row) || (int)strlen(w2) != g->w) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "diagram line %d: row 1..%d and %d squares",
				                    lineno, g->h, g->w);
				goto out_restore;
			}
			for (int x = 0; x < g->w; x++) {
				int sq = (row - 1) * g->w + x, p;
				char c = w2[x];
				if (c == '.' || c == '#' || c == ':')
					continue;
				if (c == '*') {
					loose = sq;
					continue;
				}
				if ((p = piece_of_char(c)) < 0 || seen[p]) {
					rc = rink_error_set(
					        err, RINK_EFORMAT,
					        "diagram line %d: '%c' unknown or repeated", lineno,
					        c);
					goto out_restore;
				}
				seen[p] = true;
				s->where[p] = RINK_TS_ON;
				s->sq[p] = (uint8_t)sq;
				s->occ[sq] = (uint8_t)(p + 1);
			}
		} else if (!strcmp(w1, "box") && k == 4) {
			int r = -1;
			for (int i = 0; i < RINK_TS_ROLES; i++)
				if (!strcmp(w3, rink_ts_role_name(i)))
					r = i;
			int p = (!strcmp(w2, "blue") ? RINK_TS_ROLES : 0) + r;
			if (r < 0 || seen[p] || rink__whole(w[3], 1, 40, &n1)) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "diagram line %d: box red|blue ROLE SPACE",
				                    lineno);
				goto out_restore;
			}
			seen[p] = true;
			s->where[p] = RINK_TS_BOX;
			s->release[p] = (uint8_t)n1;
		} else if (!strcmp(w1, "puck") && k == 2) {
			puck = rink_ts_square_parse(base->game, w2);
		} else if (!strcmp(w1, "team") && k == 2 &&
		           (!strcmp(w2, "red") || !strcmp(w2, "blue"))) {
			s->team = !strcmp(w2, "blue");
		} else if (!strcmp(w1, "space") && k == 2 && !rink__whole(w2, 0, 255, &n1)) {
			s->space = (uint8_t)n1;
		} else if (!strcmp(w1, "period") && k == 2 && !rink__whole(w2, 0, 255, &n1)) {
			s->period = (uint8_t)n1;
		} else if (!strcmp(w1, "score") && k == 3 && !rink__whole(w2, 0, 255, &n1) &&
		           !rink__whole(w3, 0, 255, &n2)) {
			s->score[0] = (uint8_t)n1;
			s->score[1] = (uint8_t)n2;
		} else if (!strcmp(w1, "stamina") && k == 3 && !rink__whole(w2, 0, 255, &n1) &&
		           !rink__whole(w3, 0, 255, &n2)) {
			s->stamina[0] = (uint8_t)n1;
			s->stamina[1] = (uint8_t)n2;
		} else if (!strcmp(w1, "pool") && k == 2 && !rink__whole(w2, 0, 65535, &n1)) {
			s->pool = (uint16_t)n1;
		} else if (!strcmp(w1, "last") && k == 2) {
			int r = -1;
			for (int i = 0; i < RINK_TS_ROLES; i++)
				if (!strcmp(w2, rink_ts_role_name(i)))
					r = i;
			if (r < 0) {
				rc = rink_error_set(err, RINK_EFORMAT, "diagram line %d: role?",
				                    lineno);
				goto out_restore;
			}
			s->last_act = (uint8_t)(s->team * RINK_TS_ROLES + r);
		} else {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "diagram line %d: '%s' not understood", lineno, buf);
			goto out_restore;
		}
	}
	if (puck < 0)
		puck = loose;
	if (puck < 0) {
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "the diagram has no puck ('*' or 'puck SQ')");
		goto out_restore;
	}
	s->puck = (uint8_t)puck;
	s->carrier = s->occ[puck] ? (uint8_t)(s->occ[puck] - 1) : TS_NONE;
	if ((rc = rink__ts_check(base, err)) != RINK_OK)
		goto out_restore;
	return RINK_OK;

out_restore:
	*s = save;
	return rc;
}

int rink_ts_force_dice(rink_state *base, const char *faces, struct rink_error *err)
{
	struct ts_state *s = (struct ts_state *)base;
	uint8_t buf[TS_MAX_FORCE];
	int n = 0;

	for (const char *c = faces; *c; c++) {
		int f;
		switch (toupper((unsigned char)*c)) {
		case 'F':
			f = RINK_TS_FAIL;
			break;
		case 'R':
			f = RINK_TS_REACTION;
			break;
		case 'B':
			f = RINK_TS_BOUNCE;
			break;
		case '-':
			f = RINK_TS_BLANK;
			break;
		case ' ':
			continue;
		default:
			return rink_error_set(err, RINK_EINVAL, "'%c' is not a face (F R B -)", *c);
		}
		if (n + s->force_n - s->force_i >= TS_MAX_FORCE)
			return rink_error_set(err, RINK_EINVAL, "more than %d forced faces",
			                      TS_MAX_FORCE);
		buf[n++] = (uint8_t)f;
	}
	/* keep the queue compact: drop what was used */
	int left = s->force_n - s->force_i;
	memmove(s->force, s->force + s->force_i, (size_t)left);
	/* buf[0..n-1] are set in the loop; cppcheck does not follow n */
	/* cppcheck-suppress uninitvar */
	memcpy(s->force + left, buf, (size_t)n);
	s->force_i = 0;
	s->force_n = (uint8_t)(left + n);
	return RINK_OK;
}
