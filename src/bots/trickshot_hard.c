/*
 * bots/trickshot_hard.c: Trick Shot's hard player, a planner of turns.
 *
 * A Trick Shot turn is press-your-luck: every activation adds a die to the
 * pool and rolls it all, a Fail ends the turn, a line change ends it with
 * the stamina tokens back. Random playouts almost never find a goal (the
 * carrier must stand on an open lane, and nobody may act twice in a row),
 * so instead of sampling whole games this player searches its own turn,
 * where the game is decided, with the knowledge of bots/ts_plan.c:
 *
 *   Step 1. Value each turn decision (phase ACTION). A line change is worth
 *           the position it leaves (rink__tsp_end_at, tokens back). An
 *           activation rolling n dice with k tokens succeeds with chance
 *           p = odds(n, k); then the team either stops there or follows its
 *           quickest shot plan (m more rolls: odds(n, k, 1 + m) of a goal);
 *           a failure leaves what the action does anyway (a Move moves) with
 *           no tokens, and a poke may cost a penalty.
 *   Step 2. Search: the best `top` decisions are looked at further. Each
 *           activation is played on a copy of the state with a clean roll
 *           (blank dice, nothing hidden read: the copy's unseen parts are
 *           dealt anew first) and the decisions after it are valued again,
 *           with the tokens a clean roll most likely leaves, `depth` - 1
 *           times deep. A decision's worth is then
 *           p * (best after it) + (1 - p) * (its failure).
 *   Step 3. Re-roll every Fail while tokens last (a line change gives them
 *           back, a Fail does not); keep a clean roll.
 *   Step 4. React where the acting team's plans and end of turn are worth
 *           least.
 *   Step 5. Line cards at a period start: the first in hand.
 * The player has no randomness: its choice depends on the seat's view only.
 *
 * Options (hard:depth=3:top=4): depth=1..4 decisions a turn search looks
 * ahead (default 3); top=N activations searched further at the first
 * level (default 4), one fewer at each level below while more than two.
 * A full game costs about 0.2 s of CPU (docs/rules/trickshot.md has the
 * measured strength).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"
#include "bots/ts_plan.h"

#define NONE       RINK_TS_NONE
#define PLAN_ROLLS 5 /* the longest shot plan weighed within a turn */
#define MAX_DEPTH  4
#define MAX_TOP    64

struct hard {
	int depth, top;
	rink_state *work[MAX_DEPTH]; /* a state per level of the search */
	struct tsp_board board;
};

/* ---- Step 1. one decision --------------------------------------------------------- */

/* Worth of activation a for the acting team; here is the analysis of the
 * position as it stands (what a failed poke leaves). *chance and *failed
 * receive the roll's chance and the worth of its failure. */
static double activation_value(const struct tsp_board *b, const struct tsp_pos *p,
                               const struct tsp_end *here, const struct rink_ts_action *a,
                               double *chance, double *failed)
{
	int t = p->team, k = p->stamina[t], n = p->pool + 1 + a->extra;
	struct tsp_pos q = *p;
	struct tsp_end eq, ef;
	/* a slapshot (from outside the zone) may not be re-rolled */
	bool slap = a->kind == RINK_TS_SHOOT && b->zone[p->sq[a->piece]] != (t == 0 ? 2 : 0);
	double p1 = rink__tsp_odds(b, n, slap ? 0 : k, 1), fail;

	*chance = p1;
	if (a->kind == RINK_TS_SHOOT) {
		/* a goal resets the board; a miss leaves a rebound or a save */
		q.carrier = NONE;
		q.puck = NONE;
		rink__tsp_end(b, &q, t, &eq);
		double reset = rink__tsp_end_at(b, &eq, 3);
		*failed = reset - 3;
		return p1 * (TSP_GOAL + reset) + (1 - p1) * *failed;
	}
	rink__tsp_play(b, &q, a);
	rink__tsp_end(b, &q, t, &eq);
	/* a failed Move moves all the same; a failed pass mostly arrives; a
	 * failed poke may cost a penalty, a failed hit does */
	if (a->kind == RINK_TS_POKE) {
		fail = rink__tsp_end_at(b, here, 0) - 3;
	} else if (a->kind == RINK_TS_HIT) {
		struct tsp_pos f = q;
		rink__tsp_put(&f, a->piece, NONE);
		rink__tsp_end(b, &f, t, &ef);
		fail = rink__tsp_end_at(b, &ef, 0);
	} else {
		fail = rink__tsp_end_at(b, &eq, 0) - (a->kind == RINK_TS_PASS ? 4 : 0);
	}
	/* after a clean roll: stop with a line change, or play the plan */
	double best = p1 * rink__tsp_end_at(b, &eq, 3);
	int m = rink__tsp_plan(b, &q, t, a->piece, PLAN_ROLLS);
	if (m) {
		double pm = rink__tsp_odds(b, n, k, 1 + m);
		double plan = pm * TSP_GOAL + (p1 - pm) * rink__tsp_end_at(b, &eq, 0);
		best = plan > best ? plan : best;
	}
	*failed = fail;
	return best + (1 - p1) * fail;
}

/* Values the turn decisions of the seat to act in s, as if its team had k
 * tokens: val[i] for acts[i] (-inf for a pulled goalie: the empty net is
 * a gift), p1[i] and fail[i] as activation_value's. Returns the count. */
static int turn_values(const struct tsp_board *b, const rink_state *s, int k, int *acts,
                       double *val, double *p1, double *fail)
{
	struct tsp_pos p;
	struct tsp_end here;
	struct rink_ts_action a;
	int n = rink_state_legal(s, __builtin_ctz(rink_state_to_move(s)), acts, RINK_MAX_ACTIONS);

	rink__tsp_pos_get(&p, s);
	p.stamina[p.team] = (uint8_t)k;
	rink__tsp_end(b, &p, p.team, &here);
	for (int i = 0; i < n; i++) {
		val[i] = -INFINITY;
		p1[i] = 1;
		fail[i] = 0;
		rink_ts_action_decode(s, acts[i], &a);
		if (a.decision == RINK_TS_D_CHANGE && a.sq == NONE)
			val[i] = rink__tsp_end_at(b, &here, 3);
		else if (a.decision == RINK_TS_D_ACTIVATE)
			val[i] = activation_value(b, &p, &here, &a, &p1[i], &fail[i]);
	}
	return n;
}

/* ---- Step 2. the search ----------------------------------------------------------- */

/* The state after acts[i] with a clean roll, in w; false when the turn
 * goes on no further (nothing to search). */
static bool play_clean(const rink_state *s, int seat, int action, int dice, rink_state *w)
{
	struct rink_rng rng;
	struct rink_ts_view v;
	char blanks[65];
	int team;

	rink_ts_view_get(s, &v);
	team = v.team;
	if (dice > 64)
		dice = 64;
	/* a world without the hidden parts: no dice a test queued, a
	 * generator of its own (a clean roll draws nothing from it) */
	rink_rng_seed(&rng, 1);
	rink_state_copy(w, s);
	rink_state_resample(w, seat, &rng);
	memset(blanks, '-', (size_t)dice);
	blanks[dice] = '\0';
	if (rink_ts_force_dice(w, blanks, NULL) != RINK_OK)
		return false;
	rink_state_apply_fast(w, seat, action, NULL);
	rink_ts_view_get(w, &v);
	return v.phase == RINK_TS_PH_ACTION && v.team == team && v.pool > 0;
}

/* The worth of the best turn decision in s for its acting team with k
 * tokens, the decision in *pick: the best `top` by one step (and the line
 * change, whose worth is exact) looked at depth - 1 decisions further. */
static double search(const struct hard *h, rink_state *const *work, int depth, int top,
                     const rink_state *s, int k, int *pick)
{
	const struct tsp_board *b = &h->board;
	int acts[RINK_MAX_ACTIONS], order[MAX_TOP + 1], m = 0, seat;
	double val[RINK_MAX_ACTIONS], p1[RINK_MAX_ACTIONS], fail[RINK_MAX_ACTIONS];
	double best = -INFINITY;
	struct rink_ts_view v;
	struct rink_ts_action a;
	int n = turn_values(b, s, k, acts, val, p1, fail);

	/* the best `top` activations, best first, then the line change */
	for (int i = 0; i < n; i++) {
		int j;
		rink_ts_action_decode(s, acts[i], &a);
		if (val[i] == -INFINITY || a.decision != RINK_TS_D_ACTIVATE)
			continue;
		if (m < top)
			j = m++;
		else if (val[i] > val[order[top - 1]])
			j = top - 1;
		else
			continue;
		for (; j > 0 && val[order[j - 1]] < val[i]; j--)
			order[j] = order[j - 1];
		order[j] = i;
	}
	for (int i = 0; i < n; i++) {
		rink_ts_action_decode(s, acts[i], &a);
		if (a.decision == RINK_TS_D_CHANGE && val[i] > -INFINITY) {
			order[m++] = i;
			break;
		}
	}
	if (m == 0) { /* nothing valued: the first legal decision */
		*pick = acts[0];
		return 0;
	}
	rink_ts_view_get(s, &v);
	seat = __builtin_ctz(rink_state_to_move(s));
	*pick = acts[order[0]];
	for (int r = 0; r < m; r++) {
		int i = order[r], dummy;
		double x = val[i];
		rink_ts_action_decode(s, acts[i], &a);
		if (depth > 1 && a.decision == RINK_TS_D_ACTIVATE && a.kind != RINK_TS_SHOOT &&
		    play_clean(s, seat, acts[i], v.pool + 1 + a.extra, work[0])) {
			int dice = v.pool + 1 + a.extra;
			int kept = b->kept[dice > TSP_DICE ? TSP_DICE : dice][k];
			double next = search(h, work + 1, depth - 1, top > 2 ? top - 1 : top,
			                     work[0], kept, &dummy);
			x = p1[i] * next + (1 - p1[i]) * fail[i];
		}
		if (x > best) {
			best = x;
			*pick = acts[i];
		}
	}
	return best;
}

/* ---- Steps 3 to 5. re-rolls, reactions, Line cards -------------------------------- */

static int pick_decision(const rink_state *s, const int *acts, int n, int decision)
{
	struct rink_ts_action a;

	for (int i = 0; i < n; i++) {
		rink_ts_action_decode(s, acts[i], &a);
		if (a.decision == decision)
			return acts[i];
	}
	return acts[n - 1];
}

/* The reacting team's choice: where the acting team's end of turn, or its
 * quickest plan from here, is worth least. */
static int react(const struct tsp_board *b, const rink_state *s, const int *acts, int n)
{
	struct tsp_pos p;
	struct rink_ts_action a;
	double best = INFINITY;
	int pick = acts[n - 1];

	rink__tsp_pos_get(&p, s);
	int t = p.team, k = p.stamina[t];
	for (int i = 0; i < n; i++) {
		struct tsp_pos q = p;
		rink_ts_action_decode(s, acts[i], &a);
		if (a.decision == RINK_TS_D_REACT && a.sq != NONE)
			rink__tsp_put(&q, a.piece, a.sq);
		q.stamina[t] = 3;
		double v = rink__tsp_end_value(b, &q, t);
		int m = rink__tsp_plan(b, &q, t, q.last_act, PLAN_ROLLS - 1);
		if (m && rink__tsp_odds(b, q.pool + 1, k, m) * TSP_GOAL > v)
			v = rink__tsp_odds(b, q.pool + 1, k, m) * TSP_GOAL;
		if (v < best - 1e-9) {
			best = v;
			pick = acts[i];
		}
	}
	return pick;
}

int rink__ts_hard_act(struct rink_bot *bot, const rink_state *s, int seat)
{
	struct hard *h = bot->impl;
	int acts[RINK_MAX_ACTIONS], pick;
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	struct rink_ts_view v;

	if (n <= 1)
		return n == 1 ? acts[0] : -1;
	rink_ts_view_get(s, &v);
	switch (v.phase) {
	case RINK_TS_PH_ACTION:
		search(h, h->work, h->depth, h->top, s, v.stamina[v.team], &pick);
		return pick;
	case RINK_TS_PH_REROLL:
		return pick_decision(s, acts, n,
		                     v.roll[RINK_TS_FAIL] > 0 ? RINK_TS_D_REROLL : RINK_TS_D_KEEP);
	case RINK_TS_PH_REACTION:
		return react(&h->board, s, acts, n);
	default:
		return acts[0];
	}
}

/* ---- the bot ---------------------------------------------------------------------- */

int rink__ts_hard_init(struct rink_bot *bot, const char *opts, struct rink_error *err)
{
	struct hard *h = calloc(1, sizeof(*h));
	const char *p = opts;

	if (!h)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	h->depth = 3;
	h->top = 4;
	char key[16];
	const char *item;
	double v;
	int rc;
	while ((rc = rink__bot_option(&p, &item, key, &v, err)) > 0) {
		if (!strcmp(key, "depth") && rink__bot_whole(v, 1, MAX_DEPTH))
			h->depth = (int)v;
		else if (!strcmp(key, "top") && rink__bot_whole(v, 1, MAX_TOP))
			h->top = (int)v;
		else {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "bot option '%.*s': expected depth=1..%d or top=1..%d",
			                    (int)strcspn(item, ",:"), item, MAX_DEPTH, MAX_TOP);
			break;
		}
	}
	if (rc < 0) {
		free(h);
		return rc;
	}
	rink__tsp_board_init(&h->board, bot->game);
	for (int i = 0; i < MAX_DEPTH; i++)
		if (!(h->work[i] = rink_state_new(bot->game, 0))) {
			bot->impl = h;
			rink__ts_hard_fini(bot);
			return rink_error_set(err, RINK_ENOMEM, "out of memory");
		}
	bot->impl = h;
	return RINK_OK;
}

void rink__ts_hard_fini(struct rink_bot *bot)
{
	struct hard *h = bot->impl;

	if (!h)
		return;
	for (int i = 0; i < MAX_DEPTH; i++)
		rink_state_free(h->work[i]);
	free(h);
	bot->impl = NULL;
}
