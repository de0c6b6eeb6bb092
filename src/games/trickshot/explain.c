/*
 * games/trickshot/explain.c: why an action is not legal, in one sentence
 * for people (the CLI prints it after "Illegal:").
 *
 * The reasons follow the order in which the rules are checked: whose
 * decision it is, which player, then the action's own conditions (Move,
 * Pass, Shoot, Poke, Hit). The legal-action lists stay the authority; this
 * only names the first rule the action breaks.
 */
#include <stdio.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

static int say(char *buf, size_t size, const char *text)
{
	return snprintf(buf, size, "%s", text);
}

static int explain_move(const struct ts_state *s, int p, int sq, char *buf, size_t size)
{
	const struct ts_game *g = ts_g(s);
	int from = s->sq[p], dist, dir = rink__ts_dir_between(g, from, sq, &dist);
	int speed = rink__ts_speed(s, p), t = ts_team(p), cur = from;

	if (rink__ts_checked(s, p))
		return say(buf, size,
		           "he carries the puck and is checked: he may only pass or shoot");
	if (dir < 0)
		return say(buf, size, "a Move goes in one straight line, orthogonal or diagonal");
	if (dist > speed)
		return snprintf(buf, size, "his Speed is %d squares", speed);
	for (int k = 0; k < dist; k++) {
		int nx = g->nb[cur][dir];
		if (s->occ[nx])
			return say(buf, size, "a player stands in the way");
		if (g->kind[nx] == TS_NET)
			return say(buf, size, "nobody may move into or through a net");
		if (g->kind[nx] == TS_CREASE && (ts_role(p) != RINK_TS_G || g->crease_of[nx] != t))
			return say(buf, size, "only a goalie may enter his own crease");
		if (!rink__ts_can_enter(s, p, from, nx, s->carrier == p))
			return say(
			        buf, size,
			        "offside: only the puck carrier may cross into the offensive zone "
			        "before the puck");
		cur = nx;
	}
	return say(buf, size, "that Move is not legal now");
}

int rink_ts_explain(const rink_state *base, int seat, int action, char *buf, size_t size)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);

	if (!(rink_state_to_move(base) & (1u << seat)))
		return say(buf, size, "it is not your decision now");
	if (s->phase == RINK_TS_PH_REROLL && action != TS_A_REROLL)
		return say(buf, size, "the roll is waiting: type reroll or keep");
	if (s->phase == RINK_TS_PH_REROLL)
		return say(buf, size,
		           "no re-roll: no stamina left, or this roll may not be re-rolled");
	if (s->phase == RINK_TS_PH_REACTION)
		return say(buf, size,
		           "you may react: move one player one square orthogonally (react ROLE "
		           "SQUARE), or no-react");
	if (action == TS_A_REROLL || action == TS_A_KEEP || action >= TS_A_REACT)
		return say(buf, size, "there is no roll or reaction to decide now");
	if (s->phase == RINK_TS_PH_LINES)
		return say(buf, size, "choose a Line card in your hand: line N (see 'moves')");
	if (action >= TS_A_LINE && action < TS_A_REROLL)
		return say(buf, size,
		           "Line cards are played face down only at a period start and "
		           "in the line change after a penalty");
	if (action >= TS_A_CHANGE_CARD && action < TS_A_PULL_CARD)
		return say(buf, size, "that Line card is not in your hand");
	if (action >= TS_A_PULL && action < TS_A_REROLL)
		return say(buf, size,
		           "pulling the goalie needs the advanced rules, the last period, a team "
		           "behind in goals that carries the puck, and an empty neutral-zone "
		           "square");
	if (action >= TS_A_CHANGE)
		return say(buf, size, "a line change is always legal on your move");
	int role, kind, aux, sq;
	ts_decode(action, &role, &kind, &aux, &sq);
	int p = s->team * RINK_TS_ROLES + role;
	if (s->where[p] != RINK_TS_ON)
		return say(buf, size, "that player is not on the ice");
	if (p == s->last_act)
		return say(buf, size, "he was activated last: activate another player first");
	if (sq >= g->nsq)
		return say(buf, size, "no such square");
	switch (kind) {
	case RINK_TS_MOVE:
		return explain_move(s, p, sq, buf, size);
	case RINK_TS_PASS:
	case RINK_TS_SHOOT:
		if (s->carrier != p)
			return say(buf, size, "only the puck carrier may pass or shoot");
		if (kind == RINK_TS_PASS) {
			if (s->occ[sq] && ts_team(s->occ[sq] - 1) != s->team)
				return say(buf, size, "never pass to an opponent");
			if (!s->occ[sq] && !g->advanced)
				return say(
				        buf, size,
				        "a pass goes to a teammate (the pass to an empty square is "
				        "an advanced rule)");
			if (!s->occ[sq])
				return say(buf, size,
				           "a pass to an empty square goes from the neutral zone "
				           "to the "
				           "neutral zone or a square touching a blue line");
			return say(buf, size,
			           "a pass goes in a straight line that crosses no player or net");
		}
		if (g->net_dir[1 - s->team][s->sq[p]] < 0)
			return say(buf, size,
			           "a shot needs a straight orthogonal or diagonal line to "
			           "the net");
		if (!g->front[1 - s->team][s->sq[p]])
			return say(buf, size, "nobody may shoot from behind the goal line");
		if (g->zone[s->sq[p]] != ts_off_zone(s->team) && !g->advanced)
			return say(buf, size,
			           "shots come from the offensive zone (the slapshot from farther "
			           "out is an advanced rule)");
		return say(buf, size, "a player stands between him and the net");
	case RINK_TS_POKE:
		return say(buf, size,
		           "a poke needs the opposing puck carrier orthogonally beside him");
	default:
		if (!g->advanced)
			return say(buf, size, "Hit is an advanced rule");
		if (rink__ts_checked(s, p))
			return say(buf, size, "a checked carrier may not hit");
		if (s->occ[sq] && g->size[ts_type(s->occ[sq] - 1)] > g->size[ts_type(p)])
			return say(buf, size, "he may not hit a larger player");
		return say(buf, size,
		           "a hit needs an opponent he could reach with a Move at his printed "
		           "Speed, and an empty square to push him to (name it with 'push SQ' "
		           "when the square behind him is taken)");
	}
}
