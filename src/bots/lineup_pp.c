/*
 * bots/lineup_pp.c: Power Play's line-up, solved card by card
 * (rink/lineup.h).
 *
 * A Power Play game is six rounds; in each both managers lay a card at
 * once, knowing every pair shown before (PP-GAME-04/05). So it is a
 * multi-stage game of simultaneous moves with perfect recall and no hidden
 * state but the cards being laid, and backward induction solves it
 * exactly:
 *
 *   Step 1. A position is (home's cards left, away's cards left, score
 *           difference); the round is 6 minus the cards left. Cards of one
 *           side that act alike under every rule of a round (goalie or not,
 *           value, bruiser, Willy Winzig, the same in-game ability) are one
 *           class: a side's cards left are kept as a canonical set (each
 *           class's first slots), and a side's choices are one card per
 *           class.
 *   Step 2. Each pair of choices is resolved as the engine's round does
 *           (games/powerplay/rounds.c, PP-GAP-15's order): Rumpelstockchen
 *           sends the opponent's card back for his highest one left (the
 *           withdrawn card included; Hydra at its value this round; a tie:
 *           the owner's best); Sitting Bully's manager picks the pile whose
 *           top card he adds, or none, the top card being any card of that
 *           pile with equal chance; values in play and the face-off come
 *           from the engine (rink_pp_value2, rink_pp_faceoff). Then the next
 *           position, or a leaf: the end of the pass (a win, a loss, or a
 *           tie: Jolly Judge's manager claims it, else it is worth
 *           tie_value), or in sudden death the first goal.
 *   Step 3. The position's matrix game over the two sides' classes: a pure
 *           saddle point when there is one, else GLPK's LP
 *           (rink__matrix_game). Positions are memoized, and a position
 *           whose winner is settled (the win objective, a lead larger than
 *           the rounds left) is a leaf.
 *   Step 4. The certificate: with the strategy of Step 3 fixed at every
 *           position (the mixes, and the choices after a reveal), each
 *           side's best response by its own backward induction; the
 *           exploitability is home's best response value minus away's.
 *
 * Workload: at most 924 pairs of card sets times the score differences,
 * about 6,500 positions for two teams of six distinct classes, each a
 * matrix game of at most 6 x 6. Nothing here is shared between solves.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/lineup_int.h"
#include "rink/lineup.h"
#include "rink/powerplay.h"
#include "rink/rng.h"
#include "rink/slapshot.h" /* the outcome bits, RINK_SS_FO_* */

#define N_KEYS  (1 << 17) /* 6 + 6 bits of cards left, 5 of score difference */
#define D_SHIFT 16        /* difference -16..15 */

enum { EQ = 0, BR_HOME = 1, BR_AWAY = 2 };

struct node {
	double v[3];       /* value by mode: equilibrium, home's and away's best response */
	double x[6], y[6]; /* equilibrium mixes over act[0], act[1] */
	uint8_t act[2][6]; /* one slot per class of cards left */
	uint8_t n_act[2];
	uint8_t done; /* bit per mode */
};

struct bonus {
	int value2; /* a pile card's value outside games, halves */
	double p;   /* chance it is the top card */
};

struct ctx {
	const rink_game *g;
	const struct rink_lineup_options *opt;
	uint8_t card[2][6];
	uint8_t cls[2][6];    /* class of a slot: the first slot with the same card kind */
	uint8_t canon[2][64]; /* set of slots left -> canonical set */
	int val2[2][6][6];    /* value in play of [side][slot] in round r, halves */
	uint8_t rump[2];      /* slots holding Rumpelstockchen */
	uint8_t bully[2];     /* slots holding Sitting Bully */
	bool judge[2];        /* the side holds Jolly Judge this pass */
	bool sudden;          /* a sudden-death pass */
	struct bonus pile[3][RINK_PP_CARDS];
	int n_bonus[3];
	bool any_pile;
	bool uniform;   /* tests: every card left alike instead of the equilibrium */
	int32_t *index; /* key -> node, -1 */
	struct node *node;
	int n_node, cap_node;
	int lps;
	int rc; /* the first error, RINK_OK while none */
	struct rink_error *err;
};

/* One round's reveal being resolved: the choices, then what Step 2 made
 * of them. */
struct round {
	int hm, am, d, r;
	int opt[2][6], n_opt[2]; /* Rumpelstockchen: the cards that may come in */
	int f[2];                /* the final cards, slots */
	int bonus[2];            /* Sitting Bully's bonus, halves */
};

static double value(struct ctx *c, int mode, int hm, int am, int d);
static double bully_step(struct ctx *c, int mode, struct round *rd, int side);

static double score(const struct ctx *c, int diff)
{
	if (c->opt->objective == RINK_LINEUP_GOALS)
		return diff;
	return diff > 0 ? 1.0 : diff < 0 ? 0.0 : c->opt->tie_value;
}

/* The pass is over: its result, or a tie (regulation, or a scoreless
 * sudden-death pass). A tie: the Jolly Judge's manager is asked first
 * (home first, as the engine asks) and claims, a win being worth the most
 * there is (PP-SPECIAL-07, PP-GAP-13 (a), 25 (a)); else it is worth
 * tie_value. A claimed win keeps the tied score, so goals count 0. */
static double end_of_pass(const struct ctx *c, int d)
{
	if (d != 0 || c->opt->objective == RINK_LINEUP_GOALS)
		return score(c, d);
	if (c->judge[0])
		return 1.0;
	if (c->judge[1])
		return 0.0;
	return c->opt->tie_value;
}

/* ---- Step 2: one reveal ------------------------------------------------------------ */

typedef double (*option_fn)(struct ctx *c, int mode, struct round *rd, int side, int k);

/* A choice after the reveal, by side, among n options: its own best when
 * solving or finding its best response; the equilibrium's choice (the first
 * best by equilibrium values) when the other side's best response is
 * sought. */
static double decide(struct ctx *c, int mode, struct round *rd, int side, int n, option_fn fn)
{
	bool own = mode == EQ || mode == (side == 0 ? BR_HOME : BR_AWAY);
	double best = 0;
	int pick = 0;

	for (int k = 0; k < n; k++) {
		double u = fn(c, own ? mode : EQ, rd, side, k);
		if (k == 0 || (side == 0 ? u > best : u < best)) {
			best = u;
			pick = k;
		}
	}
	return own ? best : fn(c, mode, rd, side, pick);
}

/* Steps 4-5 of the engine's round: values, the face-off, the next position. */
static double faceoff_step(struct ctx *c, int mode, const struct round *rd)
{
	int h = rd->f[0], a = rd->f[1];
	int hv = c->val2[0][h][rd->r] + rd->bonus[0], av = c->val2[1][a][rd->r] + rd->bonus[1];
	int o = rink_pp_faceoff(c->g, c->card[0][h], hv, c->card[1][a], av);
	int goal = (o & RINK_SS_FO_HOME_GOAL ? 1 : 0) - (o & RINK_SS_FO_AWAY_GOAL ? 1 : 0);

	if (c->sudden && goal) /* PP-SUDDEN-03: the first goal wins */
		return score(c, goal);
	return value(c, mode, c->canon[0][rd->hm & ~(1 << h)], c->canon[1][rd->am & ~(1 << a)],
	             rd->d + goal);
}

static double bully_option(struct ctx *c, int mode, struct round *rd, int side, int k)
{
	double u = 0;
	int t = -1;

	rd->bonus[side] = 0;
	if (k == 0) /* "bully no" */
		return bully_step(c, mode, rd, side + 1);
	for (int p = 0; p < 3 && k > 0; p++)
		if (c->n_bonus[p] && --k == 0)
			t = p;
	for (int i = 0; i < c->n_bonus[t]; i++) {
		rd->bonus[side] = c->pile[t][i].value2;
		u += c->pile[t][i].p * bully_step(c, mode, rd, side + 1);
	}
	rd->bonus[side] = 0;
	return u;
}

/* Step 3 of the engine's round: Sitting Bully, home's manager first. */
static double bully_step(struct ctx *c, int mode, struct round *rd, int side)
{
	int n = 1;

	if (side == 2)
		return faceoff_step(c, mode, rd);
	rd->bonus[side] = 0;
	if (!c->any_pile || !(c->bully[side] & (1 << rd->f[side])))
		return bully_step(c, mode, rd, side + 1);
	for (int t = 0; t < 3; t++)
		n += c->n_bonus[t] > 0;
	return decide(c, mode, rd, side, n, bully_option);
}

static double rump_step(struct ctx *c, int mode, struct round *rd, int side);

static double rump_option(struct ctx *c, int mode, struct round *rd, int side, int k)
{
	rd->f[side] = rd->opt[side][k];
	return rump_step(c, mode, rd, side + 1);
}

/* Step 2 of the engine's round: a forced card, and the owner's pick among
 * tied highest cards (PP-GAP-19 (a)), home first. */
static double rump_step(struct ctx *c, int mode, struct round *rd, int side)
{
	if (side == 2)
		return bully_step(c, mode, rd, 0);
	if (rd->n_opt[side] == 1) {
		rd->f[side] = rd->opt[side][0];
		return rump_step(c, mode, rd, side + 1);
	}
	return decide(c, mode, rd, side, rd->n_opt[side], rump_option);
}

/* Side's highest cards left in round r, one per class (PP-GAP-17 (a), 18
 * (a): the card just withdrawn is still in the hand). */
static int highest(const struct ctx *c, int side, int mask, int r, int *out)
{
	int best = -1, n = 0;

	for (int i = 0; i < 6; i++) {
		int v = c->val2[side][i][r];
		if (!(mask & (1 << i)) || c->cls[side][i] != i)
			continue;
		if (v > best) {
			best = v;
			n = 0;
		}
		if (v == best)
			out[n++] = i;
	}
	return n;
}

/* The value of home laying slot hs and away slot as in the position. */
static double cell(struct ctx *c, int mode, int hm, int am, int d, int hs, int as)
{
	struct round rd = {.hm = hm, .am = am, .d = d, .r = 6 - __builtin_popcount((unsigned)hm)};
	int pick[2] = {hs, as};

	for (int side = 0; side < 2; side++) {
		rd.n_opt[side] = 1;
		rd.opt[side][0] = pick[side];
		if (c->rump[1 - side] & (1 << pick[1 - side])) /* only the cards first shown */
			rd.n_opt[side] = highest(c, side, side ? am : hm, rd.r, rd.opt[side]);
	}
	return rump_step(c, mode, &rd, 0);
}

/* ---- Step 3: one position ------------------------------------------------------------ */

static int node_at(struct ctx *c, int hm, int am, int d)
{
	int key = hm | am << 6 | (d + D_SHIFT) << 12, i = c->index[key];
	struct node *n;

	if (i >= 0)
		return i;
	if (c->n_node == c->cap_node) {
		int cap = c->cap_node ? 2 * c->cap_node : 1024;
		void *p = realloc(c->node, sizeof(*c->node) * (size_t)cap);
		if (!p) {
			c->rc = rink_error_set(c->err, RINK_ENOMEM, "out of memory");
			return -1;
		}
		c->node = p;
		c->cap_node = cap;
	}
	i = c->index[key] = c->n_node++;
	n = &c->node[i];
	memset(n, 0, sizeof(*n));
	for (int side = 0; side < 2; side++) {
		int mask = side ? am : hm;
		for (int s = 0; s < 6; s++)
			if ((mask & (1 << s)) && c->cls[side][s] == s)
				n->act[side][n->n_act[side]++] = (uint8_t)s;
	}
	return i;
}

static void solve_eq(struct ctx *c, int i, int hm, int am, int d)
{
	struct node n = c->node[i]; /* a copy: the recursion may move the nodes */
	int rows = n.n_act[0], cols = n.n_act[1], bi = 0, bj = 0;
	double m[36], lo = -INFINITY, hi = INFINITY, v = 0;

	for (int a = 0; a < rows; a++)
		for (int b = 0; b < cols; b++)
			m[a * cols + b] = cell(c, EQ, hm, am, d, n.act[0][a], n.act[1][b]);
	if (c->rc)
		return;
	for (int a = 0; a < rows; a++) {
		double low = INFINITY;
		for (int b = 0; b < cols; b++)
			low = fmin(low, m[a * cols + b]);
		if (low > lo) {
			lo = low;
			bi = a;
		}
	}
	for (int b = 0; b < cols; b++) {
		double high = -INFINITY;
		for (int a = 0; a < rows; a++)
			high = fmax(high, m[a * cols + b]);
		if (high < hi) {
			hi = high;
			bj = b;
		}
	}
	if (c->uniform) {
		int left[2] = {__builtin_popcount((unsigned)hm), __builtin_popcount((unsigned)am)};
		for (int side = 0; side < 2; side++)
			for (int a = 0; a < n.n_act[side]; a++) {
				int size = 0;
				for (int s = 0; s < 6; s++)
					size += ((side ? am : hm) & (1 << s)) &&
					        c->cls[side][s] == n.act[side][a];
				(side ? n.y : n.x)[a] = (double)size / left[side];
			}
	} else if (lo >= hi) { /* a saddle point: pure choices */
		n.x[bi] = 1;
		n.y[bj] = 1;
	} else {
		c->lps++;
		c->rc = rink__matrix_game(m, rows, cols, n.x, n.y, &v, c->err);
		if (c->rc)
			return;
	}
	/* the value the mixes give, so that the certificate measures them */
	v = 0;
	for (int a = 0; a < rows; a++)
		for (int b = 0; b < cols; b++)
			v += n.x[a] * n.y[b] * m[a * cols + b];
	n.v[EQ] = v;
	n.done |= 1 << EQ;
	c->node[i] = n;
}

/* Step 4: a side's best response to the other's equilibrium mix. */
static void solve_br(struct ctx *c, int mode, int i, int hm, int am, int d)
{
	struct node n = c->node[i];
	double best = mode == BR_HOME ? -INFINITY : INFINITY;

	for (int k = 0; k < n.n_act[mode == BR_HOME ? 0 : 1]; k++) {
		double u = 0;
		for (int l = 0; l < n.n_act[mode == BR_HOME ? 1 : 0]; l++) {
			double p = mode == BR_HOME ? n.y[l] : n.x[l];
			if (p > 0)
				u += p *
				     (mode == BR_HOME
				              ? cell(c, mode, hm, am, d, n.act[0][k], n.act[1][l])
				              : cell(c, mode, hm, am, d, n.act[0][l], n.act[1][k]));
		}
		best = mode == BR_HOME ? fmax(best, u) : fmin(best, u);
	}
	c->node[i].v[mode] = best;
	c->node[i].done |= (uint8_t)(1 << mode);
}

static double node_value(struct ctx *c, int mode, int hm, int am, int d)
{
	int i = node_at(c, hm, am, d);

	if (i < 0)
		return 0;
	if (!(c->node[i].done & 1))
		solve_eq(c, i, hm, am, d);
	if (!c->rc && !(c->node[i].done & (1 << mode)))
		solve_br(c, mode, i, hm, am, d);
	return c->rc ? 0 : c->node[i].v[mode];
}

static double value(struct ctx *c, int mode, int hm, int am, int d)
{
	int left = __builtin_popcount((unsigned)hm);

	if (c->rc)
		return 0;
	if (left == 0)
		return end_of_pass(c, d);
	if (c->opt->objective == RINK_LINEUP_WIN && (d > left || d < -left))
		return d > 0 ? 1.0 : 0.0; /* settled whatever is played */
	return node_value(c, mode, hm, am, d);
}

/* ---- the position, checked and prepared ----------------------------------------------- */

static bool same_kind(const struct rink_pp_card *a, const struct rink_pp_card *b)
{
	int sa = a->special == RINK_PP_ROSALINDE ? RINK_PP_NONE : a->special; /* trades only */
	int sb = b->special == RINK_PP_ROSALINDE ? RINK_PP_NONE : b->special;

	return (a->type == RINK_PP_GOALIE) == (b->type == RINK_PP_GOALIE) && a->value == b->value &&
	       a->bruiser == b->bruiser && a->scores_on_goalies == b->scores_on_goalies && sa == sb;
}

static int prepare(struct ctx *c, const struct rink_lineup_pp_position *pos)
{
	struct rink_pp_rules rules;
	bool seen[256] = {false};

	if (strcmp(rink_game_name(c->g), "powerplay") != 0)
		return rink_error_set(c->err, RINK_EINVAL,
		                      "the card-by-card solver is for powerplay");
	rink_pp_rules(c->g, &rules);
	if (rules.fixed_lineup)
		return rink_error_set(c->err, RINK_EINVAL,
		                      "lineup=fixed orders six cards before each pass: "
		                      "the card-by-card solver needs lineup=rounds");
	if (pos->played[0] >= 63 || pos->played[1] >= 63 ||
	    __builtin_popcount(pos->played[0]) != __builtin_popcount(pos->played[1]))
		return rink_error_set(c->err, RINK_EINVAL,
		                      "both sides must have played the same number of cards, "
		                      "fewer than six");
	if (pos->diff < -7 || pos->diff > 7 || (pos->sudden_death && pos->diff != 0))
		return rink_error_set(c->err, RINK_EINVAL,
		                      "score difference %d: expected -7..7, and 0 in sudden death",
		                      pos->diff);
	c->sudden = pos->sudden_death;
	for (int side = 0; side < 2; side++) {
		struct rink_pp_card k[6];
		for (int i = 0; i < 6; i++) {
			int id = pos->card[side][i];
			if (!rink_pp_card(c->g, id, &k[i]))
				return rink_error_set(c->err, RINK_EINVAL, "%s: no card %d",
				                      side ? "away" : "home", id);
			if (seen[id])
				return rink_error_set(c->err, RINK_EINVAL, "%s is named twice",
				                      k[i].name);
			seen[id] = true;
			c->card[side][i] = (uint8_t)id;
			c->cls[side][i] = (uint8_t)i;
			for (int j = 0; j < i; j++)
				if (c->cls[side][i] == i && same_kind(&k[i], &k[j]))
					c->cls[side][i] = c->cls[side][j];
			for (int r = 0; r < 6; r++)
				c->val2[side][i][r] = rink_pp_value2(c->g, id, c->sudden, r);
			c->judge[side] |= k[i].special == RINK_PP_JOLLY_JUDGE;
			if (k[i].special == RINK_PP_RUMPELSTOCKCHEN)
				c->rump[side] |= (uint8_t)(1 << i);
			if (k[i].special == RINK_PP_SITTING_BULLY)
				c->bully[side] |= (uint8_t)(1 << i);
		}
		/* canonical sets: each class's cards left are its first slots */
		for (int m = 0; m < 64; m++) {
			int out = 0;
			for (int i = 0; i < 6; i++) {
				int left = 0, rank = 0;
				if (c->cls[side][i] != i)
					continue;
				for (int j = 0; j < 6; j++)
					if (c->cls[side][j] == i && (m & (1 << j)))
						left++;
				for (int j = 0; j < 6 && rank < left; j++)
					if (c->cls[side][j] == i) {
						out |= 1 << j;
						rank++;
					}
			}
			c->canon[side][m] = (uint8_t)out;
		}
	}
	/* Sitting Bully's piles: the chance of each value on top */
	for (int t = 0; t < 3; t++) {
		if (pos->n_pile[t] < 0 || pos->n_pile[t] > 36)
			return rink_error_set(c->err, RINK_EINVAL, "pile %d: %d cards", t,
			                      pos->n_pile[t]);
		for (int i = 0; i < pos->n_pile[t]; i++) {
			int v = rink_pp_value2(c->g, pos->pile[t][i], 0, -1), k = 0;
			if (v < 0)
				return rink_error_set(c->err, RINK_EINVAL, "pile %d: no card %d", t,
				                      pos->pile[t][i]);
			while (k < c->n_bonus[t] && c->pile[t][k].value2 != v)
				k++;
			if (k == c->n_bonus[t])
				c->pile[t][c->n_bonus[t]++] = (struct bonus){v, 0};
			c->pile[t][k].p += 1.0 / pos->n_pile[t];
		}
		c->any_pile |= pos->n_pile[t] > 0;
	}
	return RINK_OK;
}

static int by_p(const void *a, const void *b)
{
	const struct rink_lineup_pp_choice *x = a, *y = b;

	return x->p < y->p ? 1 : x->p > y->p ? -1 : x->card - y->card;
}

/* The root's mix, each class's probability shared by its cards left. */
static int fill_mix(const struct ctx *c, int side, int mask, const struct node *n,
                    struct rink_lineup_pp_choice *out)
{
	int k = 0;

	for (int a = 0; a < n->n_act[side]; a++) {
		double p = side ? n->y[a] : n->x[a];
		int cl = n->act[side][a], size = 0;
		if (p <= 1e-12)
			continue;
		for (int s = 0; s < 6; s++)
			size += (mask & (1 << s)) && c->cls[side][s] == cl;
		for (int s = 0; s < 6; s++)
			if ((mask & (1 << s)) && c->cls[side][s] == cl)
				out[k++] =
				        (struct rink_lineup_pp_choice){c->card[side][s], p / size};
	}
	qsort(out, (size_t)k, sizeof(*out), by_p);
	return k;
}

static int solve(const rink_game *g, const struct rink_lineup_pp_position *pos,
                 const struct rink_lineup_options *opt, struct rink_lineup_pp_solution *sol,
                 struct rink_error *err, bool uniform)
{
	struct ctx *c = calloc(1, sizeof(*c));
	int hm, am, root, rc;

	memset(sol, 0, sizeof(*sol));
	if (!c)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	c->uniform = uniform;
	c->g = g;
	c->opt = opt;
	c->err = err;
	if ((rc = prepare(c, pos)) != RINK_OK)
		goto out_free;
	if (!(c->index = malloc(sizeof(int32_t) * N_KEYS))) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	memset(c->index, 0xff, sizeof(int32_t) * N_KEYS);
	hm = c->canon[0][63 & ~pos->played[0]];
	am = c->canon[1][63 & ~pos->played[1]];
	/* the root is solved even when its winner is settled, for its mixes */
	node_value(c, EQ, hm, am, pos->diff);
	node_value(c, BR_HOME, hm, am, pos->diff);
	node_value(c, BR_AWAY, hm, am, pos->diff);
	if ((rc = c->rc) != RINK_OK)
		goto out_free;
	root = c->index[hm | am << 6 | (pos->diff + D_SHIFT) << 12];
	sol->value = c->node[root].v[EQ];
	sol->exploitability = fmax(0.0, c->node[root].v[BR_HOME] - c->node[root].v[BR_AWAY]);
	sol->states = c->n_node;
	sol->lps = c->lps;
	sol->n_home = fill_mix(c, 0, 63 & ~pos->played[0], &c->node[root], sol->home);
	sol->n_away = fill_mix(c, 1, 63 & ~pos->played[1], &c->node[root], sol->away);
out_free:
	free(c->index);
	free(c->node);
	free(c);
	return rc;
}

int rink_lineup_pp_solve(const rink_game *g, const struct rink_lineup_pp_position *pos,
                         const struct rink_lineup_options *opt, struct rink_lineup_pp_solution *sol,
                         struct rink_error *err)
{
	return solve(g, pos, opt, sol, err, false);
}

int rink__lineup_pp_solve_uniform(const rink_game *g, const struct rink_lineup_pp_position *pos,
                                  const struct rink_lineup_options *opt,
                                  struct rink_lineup_pp_solution *sol, struct rink_error *err)
{
	return solve(g, pos, opt, sol, err, true);
}

/* ---- positions ------------------------------------------------------------------------- */

int rink_lineup_pp_start(const rink_game *g, const uint8_t home[6], const uint8_t away[6],
                         const struct rink_lineup_options *opt, struct rink_lineup_pp_position *pos,
                         struct rink_error *err)
{
	struct rink_pp_rules rules;
	bool used[256] = {false};
	struct rink_pp_card k;

	if (strcmp(rink_game_name(g), "powerplay") != 0)
		return rink_error_set(err, RINK_EINVAL, "the card-by-card solver is for powerplay");
	rink_pp_rules(g, &rules);
	memset(pos, 0, sizeof(*pos));
	memcpy(pos->card[0], home, 6);
	memcpy(pos->card[1], away, 6);
	pos->sudden_death = opt->overtime;
	pos->diff = rules.home_ice && !opt->overtime ? 1 : 0; /* PP-GAP-04 */
	for (int i = 0; i < 6; i++)
		used[home[i]] = used[away[i]] = true;
	for (int id = 0; rink_pp_card(g, id, &k); id++)
		if (!used[id])
			pos->pile[k.type][pos->n_pile[k.type]++] = (uint8_t)id;
	return RINK_OK;
}

int rink_lineup_pp_position(const rink_state *s, struct rink_lineup_pp_position *pos,
                            struct rink_error *err)
{
	const rink_game *g = rink_state_game(s);
	struct rink_pp_view sv, v;
	struct rink_pp_rules rules;

	memset(pos, 0, sizeof(*pos));
	if (strcmp(rink_game_name(g), "powerplay") != 0)
		return rink_error_set(err, RINK_EINVAL, "the card-by-card solver is for powerplay");
	rink_pp_rules(g, &rules);
	rink_pp_view(s, RINK_SPECTATOR, &sv);
	if (sv.phase != RINK_PP_ROUND || sv.home < 0 || rules.fixed_lineup)
		return rink_error_set(err, RINK_EINVAL,
		                      "no game is waiting for a round's cards (lineup=rounds)");
	for (int side = 0; side < 2; side++) {
		rink_pp_view(s, side ? sv.away : sv.home, &v);
		for (int i = 0; i < 6; i++) {
			pos->card[side][i] = v.team[i];
			if (v.hand[i] == RINK_PP_NO_CARD)
				pos->played[side] |= (uint8_t)(1 << i);
		}
	}
	pos->diff = sv.score[0] - sv.score[1];
	pos->sudden_death = sv.pass > 0;
	for (int t = 0; t < 3; t++)
		pos->n_pile[t] = rink_pp_pile(s, t, pos->pile[t]);
	return RINK_OK;
}

int rink_lineup_pp_advise(const rink_state *s, int seat, int samples, struct rink_rng *rng,
                          struct rink_lineup_pp_advice *out, struct rink_error *err)
{
	struct rink_lineup_pp_solution sol;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_options opt;
	rink_state *world = rink_state_clone(s);
	struct rink_pp_view v;
	double p[256] = {0};
	int rc = RINK_OK, side;

	memset(out, 0, sizeof(*out));
	if (!world)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	if ((rc = rink_lineup_pp_position(s, &pos, err)) != RINK_OK)
		goto out_free;
	rink_pp_view(s, seat, &v);
	side = v.home == seat ? 0 : v.away == seat ? 1 : -1;
	if (side < 0 || v.chosen[side]) {
		rc = rink_error_set(err, RINK_EINVAL, "advice is for a manager choosing a card");
		goto out_free;
	}
	rink_lineup_defaults(&opt);
	for (int k = 0; k < samples; k++) {
		const struct rink_lineup_pp_choice *mix;
		int n;
		rink_state_copy(world, s);
		rink_state_resample(world, seat, rng);
		if ((rc = rink_lineup_pp_position(world, &pos, err)) != RINK_OK ||
		    (rc = rink_lineup_pp_solve(rink_state_game(s), &pos, &opt, &sol, err)) !=
		            RINK_OK)
			goto out_free;
		out->win += side ? 1 - sol.value : sol.value;
		mix = side ? sol.away : sol.home;
		n = side ? sol.n_away : sol.n_home;
		for (int i = 0; i < n; i++)
			p[mix[i].card] += mix[i].p;
		out->samples++;
	}
	if (out->samples) {
		out->win /= out->samples;
		for (int i = 0; i < 6; i++)
			if (v.hand[i] != RINK_PP_NO_CARD && p[v.hand[i]] > 0)
				out->mix[out->n_mix++] = (struct rink_lineup_pp_choice){
				        v.hand[i], p[v.hand[i]] / out->samples};
		qsort(out->mix, (size_t)out->n_mix, sizeof(out->mix[0]), by_p);
	}
out_free:
	rink_state_free(world);
	return rc;
}
