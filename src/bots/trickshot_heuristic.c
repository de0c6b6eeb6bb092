/*
 * bots/trickshot_heuristic.c: a rule-based Trick Shot player.
 *
 * It plays for goals and knows when to stop pressing its luck:
 *   - a shot that is legal is taken while the pool is small enough for a
 *     fair chance at a clean roll (and always from the offensive zone when
 *     the shot would be the turn's last sensible action);
 *   - every other activation is judged by what it would leave on the board
 *     if it succeeded (the bot tries it on a copy with blank dice): puck
 *     progress toward the opposing net, possession, checking the opposing
 *     carrier, closing on a loose puck;
 *   - it stops with a line change when the chance of a clean roll of the
 *     next pool, (5/6)^dice, falls below what the best action gains is
 *     worth, and re-rolls a Fail while it has stamina.
 * The bot sees only what rink_ts_view_get shows (Trick Shot hides nothing
 * but Line cards in hand) and decides with its own generator for ties.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"
#include "rink/trickshot.h"

struct ctx {
	const rink_game *g;
	struct rink_ts_board b;
	int team;
};

static int row_of(const struct ctx *c, int sq)
{
	return sq / c->b.width;
}

static int col_of(const struct ctx *c, int sq)
{
	return sq % c->b.width;
}

static int dist(const struct ctx *c, int a, int b)
{
	int dx = abs(col_of(c, a) - col_of(c, b)), dy = abs(row_of(c, a) - row_of(c, b));
	return dx > dy ? dx : dy;
}

/* How far the puck is up the ice for team t: 0 at its own end, 1 at the
 * opposing end. */
static double progress(const struct ctx *c, int t, int sq)
{
	double y = (double)row_of(c, sq) / (c->b.height - 1);
	return t == 0 ? y : 1.0 - y;
}

/* The position's worth for c->team. */
static double eval(const struct ctx *c, const struct rink_ts_view *v)
{
	int t = c->team, o = 1 - t;
	double e = 100.0 * (v->score[t] - v->score[o]);
	int near_us = 99, near_them = 99;

	if (v->puck == RINK_TS_NONE)
		return e;
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		if (v->where[p] != RINK_TS_ON || p % RINK_TS_ROLES == RINK_TS_G)
			continue;
		int d = dist(c, v->sq[p], v->puck);
		if (p / RINK_TS_ROLES == t)
			near_us = d < near_us ? d : near_us;
		else
			near_them = d < near_them ? d : near_them;
	}
	if (v->carrier != RINK_TS_NONE && v->carrier / RINK_TS_ROLES == t) {
		double pr = progress(c, t, v->puck);
		int net = c->b.net[o], dx = abs(col_of(c, v->puck) - col_of(c, net));
		e += 20.0 + 30.0 * pr - 1.0 * dx;
		if (v->carrier % RINK_TS_ROLES == RINK_TS_G)
			e -= 10.0;
		if (near_them <= 1)
			e -= 6.0; /* checked, or about to be */
	} else if (v->carrier != RINK_TS_NONE) {
		e -= 20.0 + 30.0 * progress(c, o, v->puck);
		e -= 2.0 * near_us; /* close on their carrier */
	} else {
		e += 2.0 * (near_them - near_us) + 10.0 * progress(c, t, v->puck);
	}
	return e;
}

static bool starts_with(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

/* Worth of a after a clean roll: played on a copy with blank dice. */
static double try_action(const struct ctx *c, const rink_state *s, int seat, int a, int dice)
{
	rink_state *x = rink_state_clone(s);
	char blanks[65];
	struct rink_ts_view v;
	double e;

	if (!x)
		return -1e9;
	if (dice > 64)
		dice = 64;
	memset(blanks, '-', (size_t)dice);
	blanks[dice] = '\0';
	rink_ts_force_dice(x, blanks, NULL);
	rink_state_apply_fast(x, seat, a, NULL);
	rink_ts_view_get(x, &v);
	e = eval(c, &v);
	rink_state_free(x);
	return e;
}

int rink__ts_heuristic_act(struct rink_bot *b, const rink_state *s, int seat)
{
	int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	struct rink_ts_view v;
	struct ctx c;
	char text[64];

	if (n <= 0)
		return -1;
	c.g = b->game;
	rink_ts_board_get(c.g, &c.b);
	c.team = rink_ts_team_of_seat(c.g, seat);
	rink_ts_view_get(s, &v);

	if (v.phase == RINK_TS_PH_REROLL) {
		/* re-roll a Fail while stamina lasts; keep a clean roll */
		bool can = false;
		for (int i = 0; i < n; i++) {
			rink_action_text(s, seat, acts[i], text, sizeof(text));
			can |= !strcmp(text, "reroll");
		}
		int want = v.roll[RINK_TS_FAIL] > 0 && can;
		for (int i = 0; i < n; i++) {
			rink_action_text(s, seat, acts[i], text, sizeof(text));
			if (!strcmp(text, want ? "reroll" : "keep"))
				return acts[i];
		}
		return acts[0];
	}
	if (v.phase == RINK_TS_PH_LINES) /* a Line card at a period start */
		return acts[rink_rng_below(&b->rng, (uint32_t)n)];
	if (v.phase == RINK_TS_PH_REACTION) {
		/* the reaction that leaves the best position, if any helps */
		double base = eval(&c, &v), best = base + 0.5;
		int pick = -1;
		for (int i = 0; i < n; i++) {
			double e = try_action(&c, s, seat, acts[i], 0);
			if (e > best) {
				best = e;
				pick = acts[i];
			}
		}
		if (pick >= 0)
			return pick;
		for (int i = 0; i < n; i++) {
			rink_action_text(s, seat, acts[i], text, sizeof(text));
			if (!strcmp(text, "no-react"))
				return acts[i];
		}
		return acts[n - 1];
	}

	/* the turn: shoot, act, or stop */
	int dice = v.pool + 1;
	double p_clean = pow(5.0 / 6.0, dice);
	double base = eval(&c, &v), best = -1e9;
	int pick = -1, change = -1, shot = -1;
	for (int i = 0; i < n; i++) {
		rink_action_text(s, seat, acts[i], text, sizeof(text));
		bool pull = strstr(text, " pull ") != NULL;
		if (starts_with(text, "change") && !pull) {
			if (change < 0) /* with Line cards: the first card in hand */
				change = acts[i];
			continue;
		}
		if (pull) {
			/* losing late with the puck: an extra skater */
			if (pick < 0 && v.score[c.team] < v.score[1 - c.team])
				pick = acts[i], best = base + 5.0;
			continue;
		}
		if (strstr(text, " shoot")) {
			shot = acts[i];
			continue;
		}
		double e = try_action(&c, s, seat, acts[i], dice + 6);
		e += 0.01 * (double)rink_rng_below(&b->rng, 100); /* break ties */
		if (e > best) {
			best = e;
			pick = acts[i];
		}
	}
	if (shot >= 0 && dice <= 4)
		return shot;
	double gain = best - base;
	/* act while a clean roll is likely enough for what it gains */
	if (pick >= 0 && gain > 0.5 && p_clean >= (gain > 8.0 ? 0.3 : 0.45))
		return pick;
	if (shot >= 0 && dice <= 6)
		return shot;
	if (change >= 0)
		return change;
	return pick >= 0 ? pick : acts[0];
}
