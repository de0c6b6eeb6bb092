/*
 * games/trickshot/board.c: the puck, Move, Checking, the reaction move and
 * Offside, as geometry on the board.
 *
 * Rulebook: "The Board, Player Profiles" (the puck and its carrier, the
 * goalie's return), "Move action, Checking, Reaction move" and "Offside
 * rule, Offside moves", plus the dice (3. Roll).
 *
 * A square is y * width + x, with y counted from Red's end. The eight
 * directions run clockwise from north (toward Blue's end); even directions
 * are orthogonal, odd ones diagonal. Every function here keeps the
 * invariants of ts_int.h: a piece entering the loose puck's square becomes
 * the carrier, a carrier takes the puck along.
 */
#include <stdlib.h>

#include "games/trickshot/ts_int.h"

struct rink_event *rink__ts_ev(struct rink_events *ev, int type)
{
	return ev ? rink_events_push(ev, (uint16_t)type, RINK_SEEN_BY_ALL) : NULL;
}

/* One die: the next forced face, else a face of the die from the state's
 * own generator (TS-SETUP-01). */
int rink__ts_roll_face(struct ts_state *s)
{
	if (s->force_i < s->force_n) {
		int f = s->force[s->force_i++];
		if (s->force_i == s->force_n)
			s->force_i = s->force_n = 0;
		return f;
	}
	return ts_g(s)->faces[rink_rng_below(&s->rng, 6)];
}

/* Speed of a Move (Line cards and the arena may change it, TS-HIT-02 keeps
 * hits at the printed Speed). */
int rink__ts_speed(const struct ts_state *s, int piece)
{
	const struct ts_game *g = ts_g(s);
	int t = ts_team(piece), type = ts_type(piece);

	if (!g->use_lines)
		return g->speed[type];
	int sp = g->speed[type] + rink__ts_line_value(s, t, TS_L_SPEED, type);
	int rule = rink__ts_arena_rule(s);

	if (rule == TS_AR_SLOW_ICE)
		sp--;
	if (rule == TS_AR_FAST_ICE && type == TS_T_WINGER)
		sp++;
	return sp < 1 ? 1 : sp;
}

/* Squares a Move of at most speed may end on (TS-MOVE-01): straight lines,
 * stopping at the first square that may not be entered. Returns the count;
 * out[i] is the target square. */
int rink__ts_move_targets(const struct ts_state *s, int piece, int speed, uint8_t *out)
{
	const struct ts_game *g = ts_g(s);
	int from = s->sq[piece], n = 0, t = ts_team(piece), off = ts_off_zone(t);
	bool goalie = ts_role(piece) == RINK_TS_G;
	/* the offside rule does not bind a carrier, a player already in the
	 * zone, or anyone while the puck is in it */
	bool free0 = s->carrier == piece || g->zone[from] == off || g->zone[s->puck] == off;
	bool loose = s->carrier == TS_NONE;

	for (int d = 0; d < 8; d++) {
		int cur = from;
		bool free = free0;
		for (int k = 0; k < speed; k++) {
			int nx = g->nb[cur][d];
			if (nx == TS_NONE || s->occ[nx])
				break;
			if (g->kind[nx] != TS_ICE &&
			    (!goalie || g->kind[nx] == TS_NET || g->crease_of[nx] != t))
				break;
			if (!free && g->zone[nx] == off)
				break;
			cur = nx;
			out[n++] = (uint8_t)cur;
			if (loose && s->puck == cur)
				free = true; /* TS-PUCK-02, TS-GAP-18 (a) */
		}
	}
	return n;
}

/* The square a Move of exactly k squares in dir reaches, or -1 when that
 * Move is not legal: the same rules as rink__ts_move_targets. */
int rink__ts_move_step(const struct ts_state *s, int piece, int dir, int k)
{
	const struct ts_game *g = ts_g(s);
	int from = s->sq[piece], t = ts_team(piece), off = ts_off_zone(t), cur = from;
	bool goalie = ts_role(piece) == RINK_TS_G;
	bool free = s->carrier == piece || g->zone[from] == off || g->zone[s->puck] == off;

	for (int i = 0; i < k; i++) {
		int nx = g->nb[cur][dir];
		if (nx == TS_NONE || s->occ[nx])
			return -1;
		if (g->kind[nx] != TS_ICE &&
		    (!goalie || g->kind[nx] == TS_NET || g->crease_of[nx] != t))
			return -1;
		if (!free && g->zone[nx] == off)
			return -1;
		cur = nx;
		if (s->carrier == TS_NONE && s->puck == cur)
			free = true;
	}
	return cur;
}

void rink__ts_place(struct ts_state *s, int piece, int sq)
{
	s->sq[piece] = (uint8_t)sq;
	s->occ[sq] = (uint8_t)(piece + 1);
	s->where[piece] = RINK_TS_ON;
	if (s->carrier == TS_NONE && s->puck == sq)
		s->carrier = (uint8_t)piece; /* TS-PUCK-01 */
}

void rink__ts_remove(struct ts_state *s, int piece)
{
	if (s->sq[piece] != TS_NONE)
		s->occ[s->sq[piece]] = 0;
	s->sq[piece] = TS_NONE;
	if (s->carrier == piece)
		s->carrier = TS_NONE; /* the puck stays loose on his square */
}

/* Moves piece in a straight line to `to`, picking up a loose puck on the
 * way and taking a carried puck along (TS-PUCK-01/02). */
void rink__ts_move_piece(struct ts_state *s, int piece, int to, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int from = s->sq[piece], dist, dir = rink__ts_dir_between(g, from, to, &dist);
	int cur = from;

	for (int k = 0; k < dist && dir >= 0; k++) {
		cur = g->nb[cur][dir];
		if (s->carrier == TS_NONE && s->puck == cur)
			s->carrier = (uint8_t)piece;
	}
	s->occ[from] = 0;
	s->occ[to] = (uint8_t)(piece + 1);
	s->sq[piece] = (uint8_t)to;
	if (s->carrier == piece)
		s->puck = (uint8_t)to;
	(void)ev;
}

/* Puts the loose puck on sq (a piece there becomes the carrier). */
void rink__ts_puck_to(struct ts_state *s, int sq, struct rink_events *ev)
{
	struct rink_event *e;

	s->puck = (uint8_t)sq;
	s->carrier = s->occ[sq] ? (uint8_t)(s->occ[sq] - 1) : TS_NONE;
	if ((e = rink__ts_ev(ev, RINK_TS_EV_PUCK))) {
		e->arg[0] = (int16_t)sq;
		e->arg[1] = s->carrier == TS_NONE ? -1 : s->carrier;
	}
}

/* The bounce off the boards (TS-PASS-06/07): the new direction for a puck
 * on sq travelling in dir whose next square is off the board. */
static int bounce(const struct ts_game *g, int sq, int dir)
{
	int x = sq % g->w, y = sq / g->w;
	int dx = ts_dx[dir], dy = ts_dy[dir];
	bool offx = x + dx < 0 || x + dx >= g->w, offy = y + dy < 0 || y + dy >= g->h;

	if (ts_diag(dir)) {
		/* mirrored off the board; in a corner both flip: straight back */
		if (offx)
			dx = -dx;
		if (offy)
			dy = -dy;
	} else {
		bool corner = (x == 0 || x == g->w - 1) && (y == 0 || y == g->h - 1);
		if (!corner) {
			dx = -dx;
			dy = -dy;
		} else if (dx) {
			/* along an end board into the corner: turn along the side board */
			dx = 0;
			dy = y == 0 ? 1 : -1;
		} else {
			dy = 0;
			dx = x == 0 ? 1 : -1;
		}
	}
	for (int d = 0; d < 8; d++)
		if (ts_dx[d] == dx && ts_dy[d] == dy)
			return d;
	return (dir + 4) % 8;
}

/* A travelling puck (failed pass, empty-square pass, rebound): k squares
 * from `from` in dir, bouncing off the boards at no cost (TS-PASS-08),
 * passing through players (TS-GAP-17 (a)). Entering a crease or net stops
 * it with that net's goalie (TS-PASS-09; with no goalie on the board it
 * stops loose before the crease). Sets *caught when a goalie took it.
 * Returns the final square; the puck is put there. */
int rink__ts_travel(struct ts_state *s, int from, int dir, int k, bool *caught,
                    struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int cur = from, lively = rink__ts_arena_rule(s) == TS_AR_LIVELY_BOARDS;

	*caught = false;
	for (int i = 0; i < k; i++) {
		int nx = g->nb[cur][dir];
		if (nx == TS_NONE) {
			dir = bounce(g, cur, dir);
			nx = g->nb[cur][dir];
			k += lively;
			lively = 0;
		}
		if (g->kind[nx] != TS_ICE) {
			int t = g->crease_of[nx], gk = t * RINK_TS_ROLES + RINK_TS_G;
			if (s->where[gk] == RINK_TS_ON) {
				s->puck = s->sq[gk];
				s->carrier = (uint8_t)gk;
				*caught = true;
				rink__ts_puck_to(s, s->sq[gk], ev);
				return s->sq[gk];
			}
			break;
		}
		cur = nx;
	}
	rink__ts_puck_to(s, cur, ev);
	return cur;
}

int rink__ts_zone_of_puck(const struct ts_state *s)
{
	return ts_g(s)->zone[s->puck];
}

/* First empty square from sq along the column in direction dy, starting
 * at row `row`, skipping nets and creases (TS-OFF-04/05). */
static int column_slot(const struct ts_state *s, int x, int row, int dy)
{
	const struct ts_game *g = ts_g(s);

	for (int y = row; y >= 0 && y < g->h; y += dy) {
		int sq = y * g->w + x;
		if (!s->occ[sq] && g->kind[sq] == TS_ICE)
			return sq;
	}
	return -1;
}

static void offside_move(struct ts_state *s, int p, int to, struct rink_events *ev)
{
	struct rink_event *e;
	int from = s->sq[p];

	s->occ[from] = 0;
	if (s->carrier == p)
		s->carrier = TS_NONE;
	rink__ts_place(s, p, to);
	if ((e = rink__ts_ev(ev, RINK_TS_EV_OFFSIDE))) {
		e->arg[0] = (int16_t)p;
		e->arg[1] = (int16_t)from;
		e->arg[2] = (int16_t)to;
		ts_ev_puck(s, e);
	}
}

/* Offside moves (TS-OFF-03..05, TS-GAP-22 (a)): when the puck was in an end
 * zone before an activation or reaction and is not now, the attacking team
 * (whose offensive zone it is) leaves it along the columns toward its own
 * net, then the defending skaters line up just inside their blue line. */
void rink__ts_offside(struct ts_state *s, int zone_before, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int z = zone_before, now = rink__ts_zone_of_puck(s);

	if (z == TS_Z_NEUTRAL || z == now)
		return;
	int att = z == TS_Z_BLUE ? 0 : 1, def = 1 - att;
	/* attackers step out: Red's zone-Blue players go down ... toward their net */
	int dy_att = att == 0 ? -1 : 1;
	int first_out = att == 0 ? g->blue_line[1] - 1 : g->blue_line[0];
	/* visit rows nearest the line first so the figure's order holds */
	for (int r = 0; r < g->h; r++) {
		int y = att == 0 ? g->blue_line[1] + r : g->blue_line[0] - 1 - r;
		if (y < 0 || y >= g->h)
			break;
		for (int x = 0; x < g->w; x++) {
			int sq = y * g->w + x, p;
			if (!s->occ[sq])
				continue;
			p = s->occ[sq] - 1;
			if (ts_team(p) != att || g->zone[sq] != z)
				continue;
			int to = column_slot(s, x, first_out, dy_att);
			if (to >= 0)
				offside_move(s, p, to, ev);
		}
	}
	int dy_def = def == 0 ? -1 : 1;
	int inside = def == 0 ? g->blue_line[0] - 1 : g->blue_line[1];
	for (int r = 0; r < g->h; r++) {
		int y = def == 0 ? g->blue_line[0] - 1 - r : g->blue_line[1] + r;
		if (y < 0 || y >= g->h)
			break;
		for (int x = 0; x < g->w; x++) {
			int sq = y * g->w + x, p;
			if (!s->occ[sq])
				continue;
			p = s->occ[sq] - 1;
			if (ts_team(p) != def || ts_role(p) == RINK_TS_G || g->zone[sq] != z)
				continue;
			if (y == inside)
				continue; /* already on the first square */
			s->occ[sq] = 0;
			int to = column_slot(s, x, inside, dy_def);
			s->occ[sq] = (uint8_t)(p + 1);
			if (to >= 0 && to != sq && (def == 0 ? to / g->w > y : to / g->w < y))
				offside_move(s, p, to, ev);
		}
	}
}

/* TS-PUCK-05, TS-GAP-19: after an activation or reaction, a team carrying
 * the puck outside its defensive zone has its goalie put back on his
 * starting square (the nearest empty square when that one is taken; a
 * goalie who is the carrier himself is skipped). */
void rink__ts_goalie_return(struct ts_state *s, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int c = s->carrier;

	if (c == TS_NONE)
		return;
	int t = ts_team(c), gk = t * RINK_TS_ROLES + RINK_TS_G;
	if (g->zone[s->puck] == ts_def_zone(t) || s->where[gk] != RINK_TS_ON || c == gk)
		return;
	int home = g->start[gk], from = s->sq[gk], to = home;
	if (from == home)
		return;
	if (s->occ[home]) {
		int best = -1, bd = 1000;
		for (int sq = 0; sq < g->nsq; sq++) {
			if (s->occ[sq] || g->kind[sq] == TS_NET ||
			    (g->kind[sq] == TS_CREASE && g->crease_of[sq] != t))
				continue;
			int dx = abs(sq % g->w - home % g->w), dy = abs(sq / g->w - home / g->w);
			int d = dx > dy ? dx : dy;
			if (d < bd) {
				bd = d;
				best = sq;
			}
		}
		to = best;
	}
	if (to < 0)
		return;
	s->occ[from] = 0;
	rink__ts_place(s, gk, to);
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_GOALIE_BACK);
	if (e) {
		e->arg[0] = (int16_t)gk;
		e->arg[1] = (int16_t)from;
		e->arg[2] = (int16_t)to;
		ts_ev_puck(s, e);
	}
}

/* Reaction moves of team (TS-REACT-01/02): one square orthogonally under
 * the Move rules; a checked carrier cannot react. Writes role * 4 +
 * direction / 2 codes; returns the count. */
int rink__ts_reactions(const struct ts_state *s, int team, int *out)
{
	const struct ts_game *g = ts_g(s);
	int n = 0;

	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = team * RINK_TS_ROLES + r, sq = s->sq[p];
		if (s->where[p] != RINK_TS_ON || rink__ts_checked(s, p))
			continue;
		for (int d = 0; d < 8; d += 2) {
			int nx = g->nb[sq][d];
			if (nx != TS_NONE && rink__ts_can_enter(s, p, sq, nx, s->carrier == p))
				out[n++] = r * 4 + d / 2;
		}
	}
	return n;
}

/* True when team has at least one reaction move. */
bool rink__ts_can_react(const struct ts_state *s, int team)
{
	const struct ts_game *g = ts_g(s);

	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = team * RINK_TS_ROLES + r, sq = s->sq[p];
		if (s->where[p] != RINK_TS_ON || rink__ts_checked(s, p))
			continue;
		for (int d = 0; d < 8; d += 2) {
			int nx = g->nb[sq][d];
			if (nx != TS_NONE && rink__ts_can_enter(s, p, sq, nx, s->carrier == p))
				return true;
		}
	}
	return false;
}
