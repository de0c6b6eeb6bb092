/*
 * games/trickshot/notation.c: action notation both ways and event text
 * (json.c has the named fields clients read).
 *
 * Notation (rink/trickshot.h): "LW move e7", "C pass d9", "RW shoot",
 * "LD poke", "RD hit e12", "RD hit e12 push f13", "change", "change pull
 * e10", "reroll", "keep", "react LD c8", "no-react". Words are
 * case-insensitive; parsing checks the words and squares, and the checked
 * apply then says whether the action is legal now.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "games/trickshot/ts_int.h"

static const char *const role_names[RINK_TS_ROLES] = {"C", "LW", "RW", "LD", "RD", "G", "X"};
static const char *const kind_names[5] = {"move", "pass", "shoot", "poke", "hit"};
static const char *const team_names[2] = {"Red", "Blue"};

const char *rink_ts_role_name(int role)
{
	return role >= 0 && role < RINK_TS_ROLES ? role_names[role] : "?";
}

char *rink_ts_square_name(const rink_game *game, int sq, char *buf, size_t size)
{
	const struct ts_game *g = game->impl;

	if (sq < 0 || sq >= g->nsq)
		snprintf(buf, size, "-");
	else
		snprintf(buf, size, "%c%d", 'a' + sq % g->w, sq / g->w + 1);
	return buf;
}

int rink__ts_square(const struct ts_game *g, const char *t)
{
	int col = tolower((unsigned char)t[0]) - 'a', row = 0, i = 1;

	if (col < 0 || col >= g->w || !isdigit((unsigned char)t[1]))
		return -1;
	while (isdigit((unsigned char)t[i]) && row < 1000)
		row = row * 10 + (t[i++] - '0');
	if (t[i] || row < 1 || row > g->h)
		return -1;
	return (row - 1) * g->w + col;
}

int rink_ts_square_parse(const rink_game *game, const char *t)
{
	return rink__ts_square(game->impl, t);
}

static int role_parse(const char *w)
{
	for (int r = 0; r < RINK_TS_ROLES; r++)
		if (!strcasecmp(w, role_names[r]))
			return r;
	return -1;
}

int rink__ts_action_text(const struct rink_state *base, int seat, int action, char *buf,
                         size_t size)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	char a[8], b[8];

	if (action < 0 || action >= TS_A_END)
		return snprintf(buf, size, "?");
	if (action < TS_A_CHANGE) {
		int sq, aux, kind, role;
		ts_decode(action, &role, &kind, &aux, &sq);
		rink_ts_square_name(base->game, sq, a, sizeof(a));
		switch (kind) {
		case RINK_TS_SHOOT:
		case RINK_TS_POKE:
			return snprintf(buf, size, "%s %s", role_names[role], kind_names[kind]);
		case RINK_TS_HIT:
			if (aux && sq < g->nsq && g->nb[sq][aux - 1] != TS_NONE)
				return snprintf(buf, size, "%s hit %s push %s", role_names[role], a,
				                rink_ts_square_name(base->game, g->nb[sq][aux - 1],
				                                    b, sizeof(b)));
			return snprintf(buf, size, "%s hit %s", role_names[role], a);
		default:
			return snprintf(buf, size, "%s %s %s", role_names[role], kind_names[kind],
			                a);
		}
	}
	int t = s->phase == RINK_TS_PH_LINES ? rink_ts_team_of_seat(base->game, seat) : s->team;
	if (t < 0)
		t = 0;
	if (action == TS_A_CHANGE)
		return snprintf(buf, size, "change");
	if (action < TS_A_CHANGE_CARD)
		return snprintf(buf, size, "change pull %s",
		                rink_ts_square_name(base->game, action - TS_A_PULL, a, sizeof(a)));
	if (action < TS_A_PULL_CARD)
		return snprintf(buf, size, "change %d",
		                s->line_set[t][action - TS_A_CHANGE_CARD] + 1);
	if (action < TS_A_LINE) {
		int k = action - TS_A_PULL_CARD;
		return snprintf(buf, size, "change %d pull %s", s->line_set[t][k / 256] + 1,
		                rink_ts_square_name(base->game, k % 256, a, sizeof(a)));
	}
	if (action < TS_A_REROLL)
		return snprintf(buf, size, "line %d", s->line_set[t][action - TS_A_LINE] + 1);
	if (action == TS_A_REROLL)
		return snprintf(buf, size, "reroll");
	if (action == TS_A_KEEP)
		return snprintf(buf, size, "keep");
	if (action < TS_A_NO_REACT) {
		int code = action - TS_A_REACT, role = code / 4, dir = (code % 4) * 2;
		int p = (1 - s->team) * RINK_TS_ROLES + role, to = TS_NONE;
		if (s->sq[p] != TS_NONE)
			to = g->nb[s->sq[p]][dir];
		return snprintf(
		        buf, size, "react %s %s", role_names[role],
		        rink_ts_square_name(base->game, to == TS_NONE ? -1 : to, a, sizeof(a)));
	}
	return snprintf(buf, size, "no-react");
}

int rink_ts_action_decode(const rink_state *base, int action, struct rink_ts_action *a)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);

	memset(a, 0, sizeof(*a));
	a->piece = a->sq = a->push = TS_NONE;
	a->slot = -1;
	if (action < 0 || action >= TS_A_END)
		return RINK_EINVAL;
	if (action < TS_A_CHANGE) {
		int sq, aux, kind, role;
		ts_decode(action, &role, &kind, &aux, &sq);
		if (sq >= g->nsq)
			return RINK_EINVAL;
		a->decision = RINK_TS_D_ACTIVATE;
		a->kind = (uint8_t)kind;
		a->piece = (uint8_t)(s->team * RINK_TS_ROLES + role);
		a->sq = (uint8_t)sq;
		if (aux)
			a->push = g->nb[sq][aux - 1];
		if (s->sq[a->piece] != TS_NONE)
			a->extra = (uint8_t)rink__ts_extra_dice(s, a->piece, kind, sq);
		return RINK_OK;
	}
	if (action < TS_A_LINE) {
		a->decision = RINK_TS_D_CHANGE;
		if (action >= TS_A_PULL_CARD) {
			a->slot = (int8_t)((action - TS_A_PULL_CARD) / 256);
			a->sq = (uint8_t)((action - TS_A_PULL_CARD) % 256);
		} else if (action >= TS_A_CHANGE_CARD) {
			a->slot = (int8_t)(action - TS_A_CHANGE_CARD);
		} else if (action >= TS_A_PULL) {
			a->sq = (uint8_t)(action - TS_A_PULL);
		}
		return RINK_OK;
	}
	if (action < TS_A_REROLL) {
		a->decision = RINK_TS_D_LINE;
		a->slot = (int8_t)(action - TS_A_LINE);
		return RINK_OK;
	}
	if (action == TS_A_REROLL || action == TS_A_KEEP) {
		a->decision = action == TS_A_REROLL ? RINK_TS_D_REROLL : RINK_TS_D_KEEP;
		return RINK_OK;
	}
	if (action == TS_A_NO_REACT) {
		a->decision = RINK_TS_D_NO_REACT;
		return RINK_OK;
	}
	int code = action - TS_A_REACT, p = (1 - s->team) * RINK_TS_ROLES + code / 4;
	a->decision = RINK_TS_D_REACT;
	a->piece = (uint8_t)p;
	if (s->sq[p] != TS_NONE)
		a->sq = g->nb[s->sq[p]][(code % 4) * 2];
	return RINK_OK;
}

int rink__ts_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                          struct rink_error *err)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	char w[5][24];
	int n = 0;
	const char *c = text;

	memset(w, 0, sizeof(w));
	while (*c) {
		while (isspace((unsigned char)*c))
			c++;
		if (!*c)
			break;
		if (n == 5)
			return rink_error_set(err, RINK_EFORMAT, "'%s': too many words", text);
		int k = 0;
		while (*c && !isspace((unsigned char)*c)) {
			if (k == 23)
				return rink_error_set(err, RINK_EFORMAT, "'%s': word too long",
				                      text);
			w[n][k++] = (char)tolower((unsigned char)*c++);
		}
		n++;
	}
	if (n == 0)
		return rink_error_set(err, RINK_EFORMAT, "empty move (type 'moves' for a list)");
	int team = rink_ts_team_of_seat(base->game, seat);
	if ((!strcmp(w[0], "change") || !strcmp(w[0], "line")) && n >= 2 &&
	    isdigit((unsigned char)w[1][0])) {
		/* a Line card by its number: change N [pull SQ] | line N */
		int card, slot = -1, sq = -1;
		if (rink__whole(w[1], 1, TS_LINES, &card))
			return rink_error_set(err, RINK_EFORMAT,
			                      "'%s' is not a Line card number 1 to %d", w[1],
			                      TS_LINES);
		for (int i = 0; i < 4 && team >= 0; i++)
			if (s->line_set[team][i] + 1 == card)
				slot = i;
		if (!g->use_lines)
			return rink_error_set(err, RINK_EFORMAT,
			                      "no Line cards in this game: write 'change'");
		if (slot < 0)
			return rink_error_set(err, RINK_EILLEGAL,
			                      "Line card %d is not one of your team's cards", card);
		if (!strcmp(w[0], "line") && n == 2) {
			*action = TS_A_LINE + slot;
			return RINK_OK;
		}
		if (n == 2) {
			*action = TS_A_CHANGE_CARD + slot;
			return RINK_OK;
		}
		if (n == 4 && !strcmp(w[2], "pull") &&
		    (sq = rink_ts_square_parse(base->game, w[3])) >= 0) {
			*action = TS_A_PULL_CARD + slot * 256 + sq;
			return RINK_OK;
		}
		return rink_error_set(err, RINK_EFORMAT,
		                      "'%s': write 'change N' or 'change N pull SQ'", text);
	}
	if (!strcmp(w[0], "change") && n == 1) {
		if (g->use_lines)
			return rink_error_set(
			        err, RINK_EFORMAT,
			        "name the Line card to play: 'change N' (see 'moves')");
		*action = TS_A_CHANGE;
		return RINK_OK;
	}
	if (!strcmp(w[0], "change") && n == 3 && !strcmp(w[1], "pull")) {
		int sq = rink_ts_square_parse(base->game, w[2]);
		if (sq < 0)
			return rink_error_set(err, RINK_EFORMAT, "'%s' is not a square", w[2]);
		if (g->use_lines)
			return rink_error_set(err, RINK_EFORMAT,
			                      "name the Line card too: 'change N pull %s'", w[2]);
		*action = TS_A_PULL + sq;
		return RINK_OK;
	}
	if (n == 1 && !strcmp(w[0], "reroll")) {
		*action = TS_A_REROLL;
		return RINK_OK;
	}
	if (n == 1 && (!strcmp(w[0], "keep") || !strcmp(w[0], "stop"))) {
		*action = TS_A_KEEP;
		return RINK_OK;
	}
	if (n == 1 && (!strcmp(w[0], "no-react") || !strcmp(w[0], "none"))) {
		*action = TS_A_NO_REACT;
		return RINK_OK;
	}
	if (!strcmp(w[0], "react") && n == 3) {
		int role = role_parse(w[1]), sq = rink_ts_square_parse(base->game, w[2]);
		if (role < 0)
			return rink_error_set(err, RINK_EFORMAT,
			                      "'%s' is not a player (C, LW, RW, LD, RD, G, X)",
			                      w[1]);
		if (sq < 0)
			return rink_error_set(err, RINK_EFORMAT, "'%s' is not a square", w[2]);
		int p = team * RINK_TS_ROLES + role;
		for (int d = 0; d < 8 && s->sq[p] != TS_NONE; d += 2)
			if (g->nb[s->sq[p]][d] == sq) {
				*action = TS_A_REACT + role * 4 + d / 2;
				return RINK_OK;
			}
		return rink_error_set(err, RINK_EILLEGAL,
		                      "a reaction moves one square orthogonally: %s is not next to "
		                      "your %s",
		                      w[2], role_names[role]);
	}
	int role = role_parse(w[0]), kind = -1;
	if (role < 0)
		return rink_error_set(err, RINK_EFORMAT,
		                      "'%s': start with a player (C, LW, RW, "
		                      "LD, RD, G, X), or say change, reroll, keep, react, no-react",
		                      text);
	for (int k = 0; k < 5 && n > 1; k++)
		if (!strcmp(w[1], kind_names[k]))
			kind = k;
	if (kind < 0)
		return rink_error_set(err, RINK_EFORMAT,
		                      "'%s': the action is move, pass, shoot, poke or hit", text);
	int sq = -1, aux = 0;
	if (kind == RINK_TS_SHOOT) {
		if (n != 2)
			return rink_error_set(err, RINK_EFORMAT, "write '%s shoot'",
			                      role_names[role]);
		sq = g->net[1 - team];
	} else if (kind == RINK_TS_POKE) {
		if (n != 2)
			return rink_error_set(err, RINK_EFORMAT, "write '%s poke'",
			                      role_names[role]);
		if (s->carrier == TS_NONE)
			return rink_error_set(err, RINK_EILLEGAL,
			                      "nobody carries the puck to poke");
		sq = s->sq[s->carrier];
	} else {
		if (n < 3 || (sq = rink_ts_square_parse(base->game, w[2])) < 0)
			return rink_error_set(err, RINK_EFORMAT,
			                      "'%s': name a square, like '%s %s e7'", text,
			                      role_names[role], kind_names[kind]);
		if (kind == RINK_TS_HIT && n == 5 && !strcmp(w[3], "push")) {
			int ps = rink_ts_square_parse(base->game, w[4]);
			aux = -1;
			for (int d = 0; d < 8 && ps >= 0; d++)
				if (g->nb[sq][d] == ps)
					aux = d + 1;
			if (aux < 0)
				return rink_error_set(err, RINK_EFORMAT,
				                      "push square %s is not next to %s", w[4],
				                      w[2]);
		} else if (n != 3) {
			return rink_error_set(err, RINK_EFORMAT, "'%s': too many words", text);
		}
	}
	*action = ts_act(role, kind, aux, sq);
	return RINK_OK;
}

/* ---- events ------------------------------------------------------------------------ */

static const char *ts_line_name(const struct rink_game *game, int id)
{
	const struct ts_game *g = game->impl;

	return id >= 0 && id < TS_LINES ? g->lines[id].name : "?";
}

const char *rink_ts_line_card_name(const rink_game *game, int id)
{
	return ts_line_name(game, id);
}

static const char *piece_name(int p, char *buf, size_t size)
{
	if (p < 0 || p >= RINK_TS_PIECES)
		snprintf(buf, size, "?");
	else
		snprintf(buf, size, "%s %s", team_names[ts_team(p)], role_names[ts_role(p)]);
	return buf;
}

/* Faces packed by ts_pack_faces as letters: "F R B -". */
static const char *dice_letters(int16_t packed, char *buf, size_t size)
{
	static const char letter[4] = {'F', 'R', 'B', '-'};
	size_t n = 0;

	buf[0] = 0;
	for (int f = 0; f < 4; f++)
		for (int i = ts_unpack_face(packed, f); i > 0 && n + 3 < size; i--) {
			if (n)
				buf[n++] = ' ';
			buf[n++] = letter[f];
			buf[n] = 0;
		}
	if (!n)
		snprintf(buf, size, "nothing");
	return buf;
}

int rink__ts_event_text(const struct rink_game *game, const struct rink_event *e, int seat,
                        char *buf, size_t size)
{
	char a[24], b[8], c[8];
	const int16_t *x = e->arg;
	static const char *const reasons[4] = {"goal", "fight", "goalie holds the puck",
	                                       "new period"};

	switch (e->type) {
	case RINK_TS_EV_FACEOFF:
		return snprintf(buf, size, "Face-off: Red %d, Blue %d: %s wins%s", x[1], x[2],
		                team_names[x[0] & 1], x[3] >= 0 ? "" : " (no taker: puck loose)");
	case RINK_TS_EV_TURN:
		return snprintf(buf, size, "%s%s%s%s's turn (period %d%s, space %d)",
		                x[7] ? "The Fail ends " : "",
		                x[7] ? team_names[(x[7] - 1) & 1] : "", x[7] ? "'s turn. " : "",
		                team_names[x[0] & 1], x[1] == 4 ? 4 : x[1],
		                x[1] == 4 ? " = overtime" : "", x[2]);
	case RINK_TS_EV_ACTIVATE:
		return snprintf(buf, size, "%s: %s%s%s (pool %d%s)", piece_name(x[0], a, sizeof(a)),
		                kind_names[x[1] % 5],
		                x[1] == RINK_TS_SHOOT || x[1] == RINK_TS_POKE ? "" : " ",
		                x[1] == RINK_TS_SHOOT || x[1] == RINK_TS_POKE
		                        ? ""
		                        : rink_ts_square_name(game, x[2], b, sizeof(b)),
		                x[4], x[3] ? ", with extra dice" : "");
	case RINK_TS_EV_ROLL:
		return snprintf(buf, size, "%s %d dice: %d Fail, %d Reaction, %d Bounce, %d Blank",
		                x[6] ? "Re-roll of" : "Roll of", x[1], x[2], x[3], x[4], x[5]);
	case RINK_TS_EV_MOVE:
		return snprintf(buf, size, "%s moves %s-%s", piece_name(x[0], a, sizeof(a)),
		                rink_ts_square_name(game, x[1], b, sizeof(b)),
		                rink_ts_square_name(game, x[2], c, sizeof(c)));
	case RINK_TS_EV_PUCK:
		if (x[1] >= 0)
			return snprintf(buf, size, "Puck to %s on %s",
			                piece_name(x[1], a, sizeof(a)),
			                rink_ts_square_name(game, x[0], b, sizeof(b)));
		return snprintf(buf, size, "Puck loose on %s",
		                rink_ts_square_name(game, x[0], b, sizeof(b)));
	case RINK_TS_EV_GOAL:
		return snprintf(buf, size, "GOAL for %s by %s! Red %d : %d Blue",
		                team_names[x[0] & 1], piece_name(x[3], a, sizeof(a)), x[1], x[2]);
	case RINK_TS_EV_SAVE:
		return snprintf(buf, size, "Save by %s", piece_name(x[0], a, sizeof(a)));
	case RINK_TS_EV_REBOUND:
		return snprintf(buf, size, "Rebound: the puck stops on %s",
		                rink_ts_square_name(game, x[0], b, sizeof(b)));
	case RINK_TS_EV_STEAL:
		return snprintf(buf, size, "%s takes the puck", piece_name(x[0], a, sizeof(a)));
	case RINK_TS_EV_PENALTY:
		return snprintf(buf, size, "Penalty: %s to the box until track space %d",
		                piece_name(x[0], a, sizeof(a)),
		                x[1] > 30 ? x[1] - 30 : (x[1] - 1) % 10 + 1);
	case RINK_TS_EV_FIGHT:
		return snprintf(buf, size, "Fight! %s",
		                x[2] == 3   ? "both win"
		                : x[2] == 1 ? "Red wins"
		                            : "Blue wins");
	case RINK_TS_EV_RETURN:
		return snprintf(
		        buf, size, "%s returns from the box to %s", piece_name(x[0], a, sizeof(a)),
		        x[1] >= 0 ? rink_ts_square_name(game, x[1], b, sizeof(b)) : "the bench");
	case RINK_TS_EV_REACT:
		return snprintf(buf, size, "Reaction: %s moves %s-%s",
		                piece_name(x[0], a, sizeof(a)),
		                rink_ts_square_name(game, x[1], b, sizeof(b)),
		                rink_ts_square_name(game, x[2], c, sizeof(c)));
	case RINK_TS_EV_OFFSIDE:
		return snprintf(buf, size, "Offside move: %s %s-%s", piece_name(x[0], a, sizeof(a)),
		                rink_ts_square_name(game, x[1], b, sizeof(b)),
		                rink_ts_square_name(game, x[2], c, sizeof(c)));
	case RINK_TS_EV_GOALIE_BACK:
		return snprintf(buf, size, "%s goes back to %s", piece_name(x[0], a, sizeof(a)),
		                rink_ts_square_name(game, x[2], c, sizeof(c)));
	case RINK_TS_EV_CHANGE:
		if (x[1] >= 0)
			return snprintf(buf, size, "%s makes a line change: Line card %d (%s)",
			                team_names[x[0] & 1], x[1] + 1, ts_line_name(game, x[1]));
		return snprintf(buf, size, "%s makes a line change", team_names[x[0] & 1]);
	case RINK_TS_EV_PULL:
		return snprintf(buf, size, "%s pulls the goalie: the spare Center goes to %s",
		                team_names[x[0] & 1],
		                rink_ts_square_name(game, x[1], b, sizeof(b)));
	case RINK_TS_EV_RESET:
		return snprintf(buf, size, "Board reset (%s)", reasons[x[0] & 3]);
	case RINK_TS_EV_PERIOD:
		return x[0] == 4 ? snprintf(buf, size, "Overtime: sudden death, 4 turns")
		                 : snprintf(buf, size, "Period %d begins", x[0]);
	case RINK_TS_EV_OVER:
		if (x[0] == 2)
			return snprintf(buf, size, "Game over: a draw, %d : %d", x[1], x[2]);
		return snprintf(buf, size, "Game over: %s wins, Red %d : %d Blue",
		                team_names[x[0] & 1], x[1], x[2]);
	case RINK_TS_EV_PUSH:
		return snprintf(buf, size, "Hit! %s pushed %s-%s", piece_name(x[0], a, sizeof(a)),
		                rink_ts_square_name(game, x[1], b, sizeof(b)),
		                rink_ts_square_name(game, x[2], c, sizeof(c)));
	case RINK_TS_EV_NO_REACT:
		if (x[1] == 1)
			return snprintf(buf, size, "%s declines the reaction move",
			                team_names[x[0] & 1]);
		return snprintf(buf, size, "%s has no reaction move", team_names[x[0] & 1]);
	case RINK_TS_EV_LINE_PICK:
		if (seat == RINK_ALL_SEATS || (seat >= 0 && (e->detail & (1u << seat))))
			return snprintf(buf, size, "%s plays Line card %d (%s) face down",
			                team_names[x[0] & 1], x[1] + 1, ts_line_name(game, x[1]));
		return snprintf(buf, size, "%s plays a Line card face down", team_names[x[0] & 1]);
	case RINK_TS_EV_LINE_SHOW:
		return snprintf(buf, size, "%s's Line card: %d (%s)", team_names[x[0] & 1],
		                x[1] + 1, ts_line_name(game, x[1]));
	case TS_EV_FACEOFF_TIE:
		return snprintf(buf, size, "Face-off tied: Red %d, Blue %d: rolled again", x[2],
		                x[3]);
	case TS_EV_FIGHT_ROUND: {
		char d0[48], d1[48];
		return snprintf(buf, size,
		                "Fight, round %d: Red rolls %s, Blue rolls %s: dice %d : %d", x[6],
		                dice_letters(x[2], d0, sizeof(d0)),
		                dice_letters(x[3], d1, sizeof(d1)), x[4], x[5]);
	}
	case TS_EV_STAMINA:
		if (x[3] == TS_STA_FREE_REROLL)
			return snprintf(buf, size, "%s re-rolls for free", team_names[x[0] & 1]);
		if (x[3] == TS_STA_TABLE_TALK)
			return snprintf(buf, size,
			                "Table talk: %s refreshes a stamina token (%d ready)",
			                team_names[x[0] & 1], x[1 + (x[0] & 1)]);
		return snprintf(buf, size, "%s spends a stamina token (%d ready)",
		                team_names[x[0] & 1], x[1 + (x[0] & 1)]);
	default:
		return snprintf(buf, size, "event %d", e->type);
	}
}

/* ---- the words json.c writes for dice faces and action kinds ------------------- */

static const char *const face_words[4] = {"fail", "reaction", "bounce", "blank"};

const char *rink__ts_face_word(int face)
{
	return face >= 0 && face < 4 ? face_words[face] : "?";
}

const char *rink__ts_kind_word(int kind)
{
	return kind >= 0 && kind < 5 ? kind_names[kind] : "?";
}
