/*
 * games/trickshot/decide.c: who decides now and what they may do.
 *
 * Rulebook: Turn structure steps 1, 2, 4 and 6 (the activation and its
 * action, the re-roll, the reaction), the line change and the 3-4 player
 * alternation, seen as decisions: rink__ts_to_move says which seats act,
 * list_moves lists their legal actions, and the sampler draws one
 * uniformly (by rejection where listing would cost more than drawing).
 */
#include <stdlib.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

static int seat_of(const struct ts_state *s, int team, int idx)
{
	const struct ts_game *g = ts_g(s);

	return g->team_seats[team][idx % g->team_nseats[team]];
}

uint32_t rink__ts_to_move(const struct rink_state *base)
{
	const struct ts_state *s = (const struct ts_state *)base;

	switch (s->phase) {
	case RINK_TS_PH_ACTION:
		return 1u << seat_of(s, s->team, s->mate[s->team]);
	case RINK_TS_PH_REROLL:
		return 1u << s->actor;
	case RINK_TS_PH_REACTION:
		return 1u << seat_of(s, 1 - s->team, s->react_mate[1 - s->team]);
	case RINK_TS_PH_LINES: {
		uint32_t m = 0;
		for (int t = 0; t < 2; t++)
			if (s->line_pick[t] < 0)
				m |= 1u << seat_of(s, t, s->mate[t]);
		return m;
	}
	default:
		return 0;
	}
}

bool rink__ts_can_reroll(const struct ts_state *s)
{
	const struct ts_game *g = ts_g(s);
	int t = s->team;
	bool free = s->free_rerolls[t] < rink__ts_line_value(s, t, TS_L_REROLL, -1) ||
	            (rink__ts_arena_rule(s) == TS_AR_LOUD_CROWD && t == g->home &&
	             s->free_rerolls[t] == 0);

	if (!rink__ts_rerollable(s) || !(s->stamina[t] > 0 || free))
		return false;
	return s->roll[RINK_TS_FAIL] + s->roll[RINK_TS_REACTION] + s->roll[RINK_TS_BOUNCE] > 0;
}

static int list_moves(const struct ts_state *s, int seat, int *out, int cap, bool moves)
{
	const struct ts_game *g = ts_g(s);
	int n = 0;

	if (!(rink__ts_to_move(&s->base) & (1u << seat)))
		return 0;
	switch (s->phase) {
	case RINK_TS_PH_ACTION:
		n = rink__ts_activations(s, out, cap, moves);
		/* a line change; with Line cards, one per card in hand */
		for (int slot = 0; slot < 4; slot++) {
			if (g->use_lines && !(s->line_hand[s->team] & (1u << slot)))
				continue;
			if (n < cap)
				out[n] = g->use_lines ? TS_A_CHANGE_CARD + slot : TS_A_CHANGE;
			n++;
			if (rink__ts_can_pull(s, s->team))
				for (int sq = 0; sq < g->nsq; sq++)
					if (g->zone[sq] == TS_Z_NEUTRAL && g->kind[sq] == TS_ICE &&
					    !s->occ[sq]) {
						if (n < cap)
							out[n] = g->use_lines
							                 ? TS_A_PULL_CARD +
							                           slot * 256 + sq
							                 : TS_A_PULL + sq;
						n++;
					}
			if (!g->use_lines)
				break;
		}
		break;
	case RINK_TS_PH_LINES: {
		int t = rink_ts_team_of_seat(s->base.game, seat);
		for (int slot = 0; slot < 4 && s->line_pick[t] < 0; slot++)
			if ((s->line_hand[t] & (1u << slot)) && n < cap)
				out[n++] = TS_A_LINE + slot;
		break;
	}
	case RINK_TS_PH_REROLL:
		if (rink__ts_can_reroll(s) && n < cap)
			out[n++] = TS_A_REROLL;
		if (n < cap)
			out[n++] = TS_A_KEEP;
		break;
	case RINK_TS_PH_REACTION: {
		int r[RINK_TS_ROLES * 4];
		int k = rink__ts_reactions(s, 1 - s->team, r);
		for (int i = 0; i < k && n < cap; i++)
			out[n++] = TS_A_REACT + r[i];
		if (n < cap)
			out[n++] = TS_A_NO_REACT;
		break;
	}
	default:
		break;
	}
	return n < cap ? n : cap;
}

static int list(const struct ts_state *s, int seat, int *out, int cap)
{
	return list_moves(s, seat, out, cap, true);
}

static int cmp_int(const void *a, const void *b)
{
	return (*(const int *)a > *(const int *)b) - (*(const int *)a < *(const int *)b);
}

int rink__ts_legal(const struct rink_state *base, int seat, int *out, int cap)
{
	int n = list((const struct ts_state *)base, seat, out, cap);

	qsort(out, (size_t)n, sizeof(int), cmp_int);
	return n;
}

/* The turn decision, all by rejection. Every legal action is exactly one
 * of these candidates, drawn uniformly and kept when legal: a line change
 * (one per Line card slot with Line cards), a pull (slot x square, only
 * while the team may pull), and for each player that may act: (direction,
 * distance) Moves, a Poke, (direction, push choice) Hits; for the carrier:
 * a Pass to each teammate, the Shot, and (direction, distance) passes to an
 * empty square. The draw is uniform over the legal actions, as picking from
 * the list is, without building the list. */
static int sample_turn(const struct ts_state *s, int seat, struct rink_rng *rng)
{
	const struct ts_game *g = ts_g(s);
	int t = s->team, base = t * RINK_TS_ROLES, spd[RINK_TS_ROLES], hit[RINK_TS_ROLES];
	int c = s->carrier, mine = c != TS_NONE && ts_team(c) == t;
	int opp_sq = c != TS_NONE && !mine ? s->sq[c] : -1;
	int slots = g->use_lines ? 4 : 1, span = g->w > g->h ? g->w - 1 : g->h - 1;
	bool poke_ok[RINK_TS_ROLES], pull = rink__ts_can_pull(s, t);
	bool carrier_on = mine && c != s->last_act;
	bool empty = carrier_on && g->advanced && g->zone[s->sq[c]] == TS_Z_NEUTRAL;
	int total = slots + (pull ? slots * 256 : 0);

	if (!(rink__ts_to_move(&s->base) & (1u << seat)))
		return -1;
	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = base + r;
		bool on = s->where[p] == RINK_TS_ON && p != s->last_act;
		bool free = on && !rink__ts_checked(s, p);
		spd[r] = free ? rink__ts_speed(s, p) : 0;
		hit[r] = free && g->advanced ? 8 * 9 : 0;
		poke_ok[r] = on && opp_sq >= 0;
		total += 8 * spd[r] + hit[r] + poke_ok[r];
	}
	if (carrier_on)
		total += RINK_TS_ROLES + 1 + (empty ? 8 * span : 0);
	for (;;) {
		int x = (int)rink_rng_below(rng, (uint32_t)total);
		/* line changes and pulls */
		if (x < slots) {
			if (!g->use_lines)
				return TS_A_CHANGE;
			if (s->line_hand[t] & (1u << x))
				return TS_A_CHANGE_CARD + x;
			continue;
		}
		x -= slots;
		if (pull) {
			if (x < slots * 256) {
				int slot = x / 256, sq = x % 256;
				if (sq >= g->nsq || g->zone[sq] != TS_Z_NEUTRAL ||
				    g->kind[sq] != TS_ICE || s->occ[sq] ||
				    (g->use_lines && !(s->line_hand[t] & (1u << slot))))
					continue;
				return g->use_lines ? TS_A_PULL_CARD + slot * 256 + sq
				                    : TS_A_PULL + sq;
			}
			x -= slots * 256;
		}
		/* each player's Moves, Poke and Hits */
		int r = 0;
		for (; r < RINK_TS_ROLES; r++) {
			int n = 8 * spd[r] + poke_ok[r] + hit[r];
			if (x < n)
				break;
			x -= n;
		}
		if (r < RINK_TS_ROLES) {
			int p = base + r, from = s->sq[p];
			if (x < 8 * spd[r]) {
				int to = rink__ts_move_step(s, p, x / spd[r], x % spd[r] + 1);
				if (to >= 0)
					return ts_act(r, RINK_TS_MOVE, 0, to);
				continue;
			}
			x -= 8 * spd[r];
			if (poke_ok[r] && x == 0) {
				for (int d = 0; d < 8; d += 2)
					if (g->nb[from][d] == opp_sq)
						return ts_act(r, RINK_TS_POKE, 0, opp_sq);
				continue;
			}
			x -= poke_ok[r];
			/* a Hit: the first player along direction d within the
			 * printed Speed, and push choice aux */
			int d = x / 9, aux = x % 9, cur = from;
			bool carrying = c == p;
			for (int k = 0; k < g->speed[ts_type(p)]; k++) {
				int nx = g->nb[cur][d];
				if (nx == TS_NONE)
					break;
				if (s->occ[nx]) {
					int q = s->occ[nx] - 1;
					if (ts_team(q) != t &&
					    g->size[ts_type(p)] >= g->size[ts_type(q)] &&
					    rink__ts_could_enter(s, p, from, nx, carrying) &&
					    rink__ts_hit_push(s, q, d, aux) >= 0)
						return ts_act(r, RINK_TS_HIT, aux, nx);
					break;
				}
				if (!rink__ts_can_enter(s, p, from, nx, carrying))
					break;
				cur = nx;
				if (c == TS_NONE && s->puck == cur)
					carrying = true;
			}
			continue;
		}
		/* the carrier's Passes, Shot and passes to an empty square */
		int rc = ts_role(c), from = s->sq[c];
		if (x < RINK_TS_ROLES) {
			int q = base + x, to = s->sq[q], dist;
			if (q == c || to == TS_NONE)
				continue;
			int d = rink__ts_dir_between(g, from, to, &dist);
			if (d < 0)
				continue;
			int cur = g->nb[from][d];
			while (cur != to && !s->occ[cur] && g->kind[cur] != TS_NET)
				cur = g->nb[cur][d];
			if (cur == to)
				return ts_act(rc, RINK_TS_PASS, 0, to);
			continue;
		}
		x -= RINK_TS_ROLES;
		if (x == 0) {
			bool slap;
			if (rink__ts_shot_ok(s, c, &slap))
				return ts_act(rc, RINK_TS_SHOOT, 0, g->net[1 - t]);
			continue;
		}
		x--;
		int d = x / span, k = x % span + 1, cur = from;
		for (int i = 0; i < k; i++) {
			cur = g->nb[cur][d];
			if (cur == TS_NONE || s->occ[cur] || g->kind[cur] == TS_NET)
				break;
		}
		if (cur != TS_NONE && !s->occ[cur] && g->kind[cur] == TS_ICE &&
		    (g->zone[cur] == TS_Z_NEUTRAL || g->touch_blue[cur]))
			return ts_act(rc, RINK_TS_PASS, 0, cur);
	}
}

/* A uniform legal action: listed and picked in the short decisions,
 * drawn by rejection in the turn decision (sample_turn). */
int rink__ts_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng)
{
	const struct ts_state *s = (const struct ts_state *)base;
	int acts[RINK_MAX_ACTIONS];

	if (s->phase == RINK_TS_PH_ACTION)
		return sample_turn(s, seat, rng);
	int n = list(s, seat, acts, RINK_MAX_ACTIONS);
	return n > 0 ? acts[rink_rng_below(rng, (uint32_t)n)] : -1;
}

bool rink__ts_is_legal(const struct rink_state *base, int seat, int action)
{
	int acts[RINK_MAX_ACTIONS];
	int n = list((const struct ts_state *)base, seat, acts, RINK_MAX_ACTIONS);

	for (int i = 0; i < n; i++)
		if (acts[i] == action)
			return true;
	return false;
}
