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

/* The basic game's turn decision, all by rejection: every legal action is
 * exactly one of these candidates, drawn uniformly and kept when legal:
 * (player, direction, distance) Moves, (carrier, teammate) Passes, the
 * carrier's Shoot, a Poke by each player, the line change. */
static int sample_basic(const struct ts_state *s, int seat, struct rink_rng *rng)
{
	const struct ts_game *g = ts_g(s);
	int t = s->team, base = t * RINK_TS_ROLES, spd[RINK_TS_ROLES], total = 1;
	int c = s->carrier, mine = c != TS_NONE && ts_team(c) == t;
	int opp_sq = c != TS_NONE && !mine ? s->sq[c] : -1;
	bool poke_ok[RINK_TS_ROLES];

	if (!(rink__ts_to_move(&s->base) & (1u << seat)))
		return -1;
	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = base + r;
		bool on = s->where[p] == RINK_TS_ON && p != s->last_act;
		spd[r] = on && !rink__ts_checked(s, p) ? rink__ts_speed(s, p) : 0;
		total += 8 * spd[r];
		poke_ok[r] = on && opp_sq >= 0;
		total += poke_ok[r];
	}
	bool carrier_on = mine && c != s->last_act;
	if (carrier_on)
		total += RINK_TS_ROLES + 1; /* passes to each role, the shot */
	for (;;) {
		int x = (int)rink_rng_below(rng, (uint32_t)total);
		if (x == 0)
			return TS_A_CHANGE;
		x--;
		for (int r = 0; r < RINK_TS_ROLES; r++) {
			if (x < 8 * spd[r]) {
				int to =
				        rink__ts_move_step(s, base + r, x / spd[r], x % spd[r] + 1);
				if (to >= 0)
					return ts_act(r, RINK_TS_MOVE, 0, to);
				goto again;
			}
			x -= 8 * spd[r];
			if (poke_ok[r]) {
				if (x == 0) {
					int from = s->sq[base + r];
					for (int d = 0; d < 8; d += 2)
						if (g->nb[from][d] == opp_sq)
							return ts_act(r, RINK_TS_POKE, 0, opp_sq);
					goto again;
				}
				x--;
			}
		}
		/* the carrier's passes and shot */
		{
			int rc = ts_role(c), from = s->sq[c];
			if (x == RINK_TS_ROLES) {
				bool slap;
				(void)slap;
				int dist, d = g->net_dir[1 - t][from];
				if (d < 0 || !g->front[1 - t][from] ||
				    g->zone[from] != ts_off_zone(t))
					goto again;
				dist = g->net_dist[1 - t][from];
				int cur = from;
				for (int k = 1; k < dist; k++) {
					cur = g->nb[cur][d];
					if (s->occ[cur] &&
					    s->occ[cur] - 1 != (1 - t) * RINK_TS_ROLES + RINK_TS_G)
						goto again;
				}
				return ts_act(rc, RINK_TS_SHOOT, 0, g->net[1 - t]);
			}
			int q = base + x, to = s->sq[q], dist;
			if (q == c || to == TS_NONE)
				goto again;
			int d = rink__ts_dir_between(g, from, to, &dist);
			if (d < 0)
				goto again;
			int cur = g->nb[from][d];
			while (cur != to && !s->occ[cur] && g->kind[cur] != TS_NET)
				cur = g->nb[cur][d];
			if (cur == to)
				return ts_act(rc, RINK_TS_PASS, 0, to);
		}
	again:;
	}
}

/* A uniform legal action without listing every Move: the Moves are drawn
 * by rejection from all (player, direction, distance) triples, the other
 * actions listed; each legal action has the same chance per draw, so the
 * result is uniform over the legal actions, as picking from the list. */
int rink__ts_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng)
{
	const struct ts_state *s = (const struct ts_state *)base;
	int acts[RINK_MAX_ACTIONS];

	if (s->phase != RINK_TS_PH_ACTION) {
		int n = list(s, seat, acts, RINK_MAX_ACTIONS);
		return n > 0 ? acts[rink_rng_below(rng, (uint32_t)n)] : -1;
	}
	if (!ts_g(s)->advanced)
		return sample_basic(s, seat, rng);
	int n = list_moves(s, seat, acts, RINK_MAX_ACTIONS, false);
	if (n == 0)
		return -1;
	int t = s->team, spd[RINK_TS_ROLES], m = 0;
	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = t * RINK_TS_ROLES + r;
		spd[r] = 0;
		if (s->where[p] == RINK_TS_ON && p != s->last_act && !rink__ts_checked(s, p))
			spd[r] = rink__ts_speed(s, p);
		m += 8 * spd[r];
	}
	for (;;) {
		int x = (int)rink_rng_below(rng, (uint32_t)(m + n));
		if (x >= m)
			return acts[x - m];
		int r = 0;
		while (x >= 8 * spd[r])
			x -= 8 * spd[r++];
		int to = rink__ts_move_step(s, t * RINK_TS_ROLES + r, x / spd[r], x % spd[r] + 1);
		if (to >= 0)
			return ts_act(r, RINK_TS_MOVE, 0, to);
	}
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
