/*
 * games/trickshot/actions.c: the five actions, what makes each legal and
 * how its roll resolves.
 *
 * Rulebook: "Pass action" (with the failed pass and the pass to an empty
 * square), "Shoot action" (with the slapshot, the goal, the save and the
 * rebound), "Poke action, Hit action" and the failures that lead to
 * penalties and fights. Move is here too, its geometry in board.c.
 *
 * Legality is decided before any die is rolled (TS-TURN-02): the lists
 * below are the whole truth about which activation may be declared; the
 * resolution then reads only the final roll (TS-TURN-15).
 */
#include <stdlib.h>

#include "games/trickshot/ts_int.h"

/* Empty square the hit may push target onto (TS-HIT-05/06, TS-GAP-15):
 * on the ice, not a crease or net, and not across the target's offensive
 * blue line without the puck there. */
static bool push_ok(const struct ts_state *s, int target, int sq)
{
	const struct ts_game *g = ts_g(s);
	int off = ts_off_zone(ts_team(target));

	if (sq == TS_NONE || s->occ[sq] || g->kind[sq] != TS_ICE)
		return false;
	if (g->zone[sq] == off && g->zone[s->sq[target]] != off && g->zone[s->puck] != off)
		return false;
	return true;
}

/* The square a hit in direction dir pushes target to, for push choice aux
 * (0 straight on, 1 + direction), or -1 when that choice is not allowed. */
int rink__ts_hit_push(const struct ts_state *s, int target, int dir, int aux)
{
	const struct ts_game *g = ts_g(s);
	int tsq = s->sq[target], straight = g->nb[tsq][dir];

	if (push_ok(s, target, straight))
		return aux == 0 ? straight : -1;
	if (aux < 1 || aux > 8)
		return -1;
	/* not back along the hitter's path, which he is about to cross */
	if (aux - 1 == (dir + 4) % 8)
		return -1;
	int sq = g->nb[tsq][aux - 1];
	return push_ok(s, target, sq) ? sq : -1;
}

/* May piece shoot from where he stands? Sets *slap for a slapshot. */
bool rink__ts_shot_ok(const struct ts_state *s, int p, bool *slap)
{
	const struct ts_game *g = ts_g(s);
	int t = ts_team(p), opp = 1 - t, from = s->sq[p];
	int dir = g->net_dir[opp][from], dist = g->net_dist[opp][from];

	if (dir < 0 || !g->front[opp][from]) /* TS-SHOOT-01, TS-SHOOT-04 */
		return false;
	*slap = g->zone[from] != ts_off_zone(t);
	if (*slap && !g->advanced) /* TS-SHOOT-03, TS-SLAP-01 */
		return false;
	int cur = from;
	for (int k = 1; k < dist; k++) {
		cur = g->nb[cur][dir];
		/* TS-SHOOT-02; TS-GAP-23 (a): the defending goalie does not block */
		if (s->occ[cur] && s->occ[cur] - 1 != opp * RINK_TS_ROLES + RINK_TS_G)
			return false;
		/* TS-GAP-23: like a move or a pass (l.193, l.249) the puck
		 * crosses no net, and no crease but the target's */
		if (g->kind[cur] == TS_NET ||
		    (g->kind[cur] == TS_CREASE && g->crease_of[cur] != opp))
			return false;
	}
	return true;
}

int rink__ts_extra_dice(const struct ts_state *s, int piece, int kind, int sq)
{
	const struct ts_game *g = ts_g(s);
	bool slap;

	switch (kind) {
	case RINK_TS_POKE:
		return ts_role(piece) == RINK_TS_G ? 2 : 0; /* TS-POKE-02 */
	case RINK_TS_PASS:
		return s->occ[sq] ? 0 : 2; /* TS-EMPTY-02 */
	case RINK_TS_SHOOT:
		if (rink__ts_shot_ok(s, piece, &slap) && slap) /* TS-SLAP-02 */
			return 2 * g->lines_to[1 - ts_team(piece)][s->sq[piece]];
		return 0;
	default:
		return 0;
	}
}

static int add(int *out, int n, int cap, int a)
{
	if (n < cap)
		out[n] = a;
	return n + 1;
}

/* Every legal activation of the acting team (TS-TURN-02/03); without
 * its Moves when moves is false (the sampler draws those separately). */
int rink__ts_activations(const struct ts_state *s, int *out, int cap, bool moves)
{
	const struct ts_game *g = ts_g(s);
	int t = s->team, n = 0;
	uint8_t tg[64];
	int opp_carrier =
	        s->carrier != TS_NONE && ts_team(s->carrier) != t ? s->sq[s->carrier] : -1;

	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = t * RINK_TS_ROLES + r, from = s->sq[p];
		if (s->where[p] != RINK_TS_ON || p == s->last_act)
			continue;
		bool carrier = s->carrier == p, checked = carrier && rink__ts_checked(s, p);
		if (!checked && moves) { /* TS-MOVE-05 */
			int k = rink__ts_move_targets(s, p, rink__ts_speed(s, p), tg);
			for (int i = 0; i < k; i++)
				n = add(out, n, cap, ts_act(r, RINK_TS_MOVE, 0, tg[i]));
		}
		if (carrier) {
			/* TS-PASS-01/02, TS-EMPTY-01/03 */
			if (!g->advanced) {
				/* only teammates: check the line to each */
				for (int q = t * RINK_TS_ROLES; q < (t + 1) * RINK_TS_ROLES; q++) {
					int to = s->sq[q], dist;
					if (q == p || to == TS_NONE)
						continue;
					int d = rink__ts_dir_between(g, from, to, &dist);
					if (d < 0)
						continue;
					int cur = g->nb[from][d];
					while (cur != to && !s->occ[cur] && g->kind[cur] != TS_NET)
						cur = g->nb[cur][d];
					if (cur == to)
						n = add(out, n, cap,
						        ts_act(r, RINK_TS_PASS, 0, to));
				}
			} else {
				for (int d = 0; d < 8; d++) {
					int cur = from;
					for (;;) {
						int nx = g->nb[cur][d];
						if (nx == TS_NONE || g->kind[nx] == TS_NET)
							break;
						if (s->occ[nx]) {
							if (ts_team(s->occ[nx] - 1) == t)
								n = add(out, n, cap,
								        ts_act(r, RINK_TS_PASS, 0,
								               nx));
							break;
						}
						if (g->zone[from] == TS_Z_NEUTRAL &&
						    g->kind[nx] == TS_ICE &&
						    (g->zone[nx] == TS_Z_NEUTRAL ||
						     g->touch_blue[nx]))
							n = add(out, n, cap,
							        ts_act(r, RINK_TS_PASS, 0, nx));
						cur = nx;
					}
				}
			}
			bool slap;
			if (rink__ts_shot_ok(s, p, &slap))
				n = add(out, n, cap, ts_act(r, RINK_TS_SHOOT, 0, g->net[1 - t]));
		}
		/* TS-POKE-01: orthogonally beside the opposing carrier */
		if (opp_carrier >= 0) {
			int c = opp_carrier;
			for (int d = 0; d < 8; d += 2)
				if (g->nb[from][d] == c)
					n = add(out, n, cap, ts_act(r, RINK_TS_POKE, 0, c));
		}
		/* TS-HIT-01..04 */
		if (g->advanced && !checked) {
			int speed = g->speed[ts_type(p)];
			for (int d = 0; d < 8; d++) {
				int cur = from;
				bool carrying = carrier;
				for (int k = 0; k < speed; k++) {
					int nx = g->nb[cur][d];
					if (nx == TS_NONE)
						break;
					if (s->occ[nx]) {
						int q = s->occ[nx] - 1;
						if (ts_team(q) == t ||
						    g->size[ts_type(p)] < g->size[ts_type(q)])
							break;
						/* could he enter the square were it empty? */
						if (!rink__ts_could_enter(s, p, from, nx, carrying))
							break;
						for (int aux = 0; aux < 9; aux++)
							if (rink__ts_hit_push(s, q, d, aux) >= 0)
								n = add(out, n, cap,
								        ts_act(r, RINK_TS_HIT, aux,
								               nx));
						break;
					}
					if (!rink__ts_can_enter(s, p, from, nx, carrying))
						break;
					cur = nx;
					if (s->carrier == TS_NONE && s->puck == cur)
						carrying = true;
				}
			}
		}
	}
	return n;
}

/* The Fails that make a poke by piece p a penalty (TS-POKE-05): two, plus
 * the N of his team's active poke Line card (never a goalie's), plus one
 * under loose_refs (TS-GAP-28, TS-GAP-30). */
static int poke_penalty_at(const struct ts_state *s, int p)
{
	return 2 + rink__ts_line_value(s, ts_team(p), TS_L_POKE, ts_type(p)) +
	       (rink__ts_arena_rule(s) == TS_AR_LOOSE_REFS);
}

/* The Fails that make a poke by piece p a fight (TS-FIGHT-01, l.455
 * "XXX on a Poke attempt"), 0 for none: three, plus the N of an active
 * poke Line card, whose text moves the penalty "(and a fight)". The
 * arena rules only set the rink's rule: loose_refs moves the penalty and
 * not the fight, and tight_refs starts no fight (TS-GAP-30); the basic
 * game has no fights (TS-GAP-34). */
static int poke_fight_at(const struct ts_state *s, int p)
{
	int rule = rink__ts_arena_rule(s);

	if (!ts_g(s)->advanced || rule == TS_AR_TIGHT_REFS)
		return 0;
	return 3 + rink__ts_line_value(s, ts_team(p), TS_L_POKE, ts_type(p));
}

/* The rolls that may not be re-rolled (TS-TURN-13, TS-SLAP-03,
 * TS-POKE-06, TS-HIT-08, TS-FIGHT-01): exactly the penalties and fights
 * under the active cards, so a poke's two Fails that the cards make a
 * plain failure may be re-rolled (l.103). */
bool rink__ts_rerollable(const struct ts_state *s)
{
	const struct ts_game *g = ts_g(s);
	int fails = s->roll[RINK_TS_FAIL];

	switch (s->p_kind) {
	case RINK_TS_SHOOT:
		return g->zone[s->sq[s->p_piece]] == ts_off_zone(ts_team(s->p_piece));
	case RINK_TS_HIT:
		return fails == 0;
	case RINK_TS_POKE:
		/* a fight never needs fewer Fails than a penalty */
		return fails < poke_penalty_at(s, s->p_piece);
	default:
		return true;
	}
}

static void rebound(struct ts_state *s, int shooter, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int opp = 1 - ts_team(shooter), net = g->net[opp], dist;
	int d = rink__ts_dir_between(g, s->sq[shooter], net, &dist);
	int rd;
	bool caught;

	/* TS-SAVE-03, TS-GAP-21 (a): orthogonal straight back, diagonal
	 * mirrored off the goal line */
	if (ts_diag(d)) {
		int dx = ts_dx[d], dy = -ts_dy[d];
		rd = 0;
		for (int k = 0; k < 8; k++)
			if (ts_dx[k] == dx && ts_dy[k] == dy)
				rd = k;
	} else {
		rd = (d + 4) % 8;
	}
	/* TS-SAVE-04/05: first out of the crease, then one square a Bounce */
	int cur = net;
	while (g->kind[cur] != TS_ICE && g->nb[cur][rd] != TS_NONE)
		cur = g->nb[cur][rd];
	int end = rink__ts_travel(s, cur, rd, s->roll[RINK_TS_BOUNCE], &caught, ev);
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_REBOUND);
	if (e)
		e->arg[0] = (int16_t)end;
}

static void push_event(const struct ts_state *s, struct rink_events *ev, int type, int p, int from,
                       int to)
{
	struct rink_event *e = rink__ts_ev(ev, type);

	if (e) {
		e->arg[0] = (int16_t)p;
		e->arg[1] = (int16_t)from;
		e->arg[2] = (int16_t)to;
		ts_ev_puck(s, e);
	}
}

/* Step 5, resolve the action (TS-TURN-15). Returns true when the action
 * ended the turn with a reset (a goal or a fight). */
static bool resolve(struct ts_state *s, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int p = s->p_piece, t = ts_team(p), fails = s->roll[RINK_TS_FAIL];
	int bounces = s->roll[RINK_TS_BOUNCE], from = s->sq[p], dist;
	int rule = rink__ts_arena_rule(s);
	bool caught;

	s->p_failed = fails > 0;
	switch (s->p_kind) {
	case RINK_TS_MOVE: /* TS-MOVE-06: the move happens whatever the roll */
		rink__ts_move_piece(s, p, s->p_sq, ev);
		push_event(s, ev, RINK_TS_EV_MOVE, p, from, s->p_sq);
		break;
	case RINK_TS_PASS: {
		int dir = rink__ts_dir_between(g, from, s->p_sq, &dist);
		if (s->occ[s->p_sq]) {
			/* TS-PASS-03/04/05 */
			int k = fails ? bounces - rink__ts_line_value(s, t, TS_L_PASS, ts_type(p))
			              : 0;
			if (k <= 0)
				rink__ts_puck_to(s, s->p_sq, ev);
			else
				rink__ts_travel(s, s->p_sq, dir, k, &caught, ev);
		} else {
			/* TS-EMPTY-04: bounces whatever the Fails, by the failed
			 * pass's rules: into a crease, the goalie takes it and
			 * the turn ends (TS-PASS-09) */
			s->carrier = TS_NONE;
			s->puck = s->p_sq;
			rink__ts_travel(s, s->p_sq, dir, bounces, &caught, ev);
			s->p_failed |= caught;
		}
		break;
	}
	case RINK_TS_SHOOT: {
		int opp = 1 - t, gk = opp * RINK_TS_ROLES + RINK_TS_G;
		int save_at = 2 + rink__ts_line_value(s, t, TS_L_SHOT, ts_type(p));
		if (s->where[gk] != RINK_TS_ON || fails == 0) { /* TS-SHOOT-05, TS-PULL-03 */
			s->p_failed = false;
			rink__ts_goal(s, t, p, ev);
			return true;
		}
		if (fails >= save_at) { /* TS-SAVE-01 */
			rink__ts_puck_to(s, s->sq[gk], ev);
			struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_SAVE);
			if (e) {
				e->arg[0] = (int16_t)gk;
				e->arg[1] = (int16_t)p;
			}
		} else {
			rebound(s, p, ev); /* TS-SAVE-02..06 */
		}
		break;
	}
	case RINK_TS_POKE: {
		int c = s->carrier;
		int pen = poke_penalty_at(s, p), fight = poke_fight_at(s, p);
		if (fails == 0) { /* TS-POKE-03 */
			s->puck = s->sq[p];
			s->carrier = (uint8_t)p;
			struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_STEAL);
			if (e) {
				e->arg[0] = (int16_t)p;
				e->arg[1] = (int16_t)c;
			}
		} else if (fight > 0 && fails >= fight) {
			rink__ts_fight(s, p, c, ev); /* TS-FIGHT-01, TS-GAP-06 (a) */
			return true;
		} else if (fails >= pen) {
			rink__ts_penalty(s, p, ev); /* TS-POKE-05 */
		}
		break;
	}
	case RINK_TS_HIT: {
		int q = s->occ[s->p_sq] - 1, tsq = s->p_sq;
		int dir = rink__ts_dir_between(g, from, tsq, &dist);
		int to = rink__ts_hit_push(s, q, dir, s->p_aux);
		bool had = s->carrier == q;
		/* TS-HIT-05: the push first, then the hitter moves in */
		s->occ[tsq] = 0;
		if (had && fails == 0) {
			s->carrier = TS_NONE; /* TS-HIT-07: the puck stays for the hitter */
		} else if (had) {
			s->puck = (uint8_t)to; /* TS-HIT-08: he keeps it */
		}
		s->sq[q] = TS_NONE;
		rink__ts_place(s, q, to);
		push_event(s, ev, RINK_TS_EV_PUSH, q, tsq, to);
		rink__ts_move_piece(s, p, tsq, ev);
		push_event(s, ev, RINK_TS_EV_MOVE, p, from, tsq);
		if (had && s->carrier == p) {
			struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_STEAL);
			if (e) {
				e->arg[0] = (int16_t)p;
				e->arg[1] = (int16_t)q;
			}
		}
		if (fails >= 2 && rule != TS_AR_TIGHT_REFS) {
			rink__ts_fight(s, p, q, ev); /* TS-FIGHT-01 */
			return true;
		}
		if (fails >= 1)
			rink__ts_penalty(s, p, ev); /* TS-HIT-08 */
		break;
	}
	default:
		break;
	}
	return false;
}

void rink__ts_resolve(struct ts_state *s, struct rink_events *ev)
{
	if (resolve(s, ev))
		return;
	rink__ts_after_action(s, ev);
}
