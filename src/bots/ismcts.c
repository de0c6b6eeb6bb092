/*
 * bots/ismcts.c: information-set Monte Carlo tree search (single
 * observer; Cowling, Powley and Whitehouse, 2012).
 *
 * The bot never looks at hidden cards: each iteration starts from a world
 * dealt anew from its seat's view (rink_state_resample), so the tree's
 * statistics average over every world the seat cannot tell apart. One tree
 * is shared by all worlds; a node's children are the actions tried from it,
 * and since a child's action is legal only in some worlds, selection
 * counts availability: UCB uses how often the child could have been chosen.
 *
 * One iteration:
 *   Step 1. Determinize: copy the position, resample what the seat cannot see.
 *   Step 2. Select: from the root, while every legal action has a child,
 *           follow the child with the best upper confidence bound for the
 *           seat that moves (at the root, the bot's seat).
 *   Step 3. Expand: add one untried legal action and play it. Decisions too
 *           wide for the tree (a line-up's 720 orders below the root) end
 *           the tree walk.
 *   Step 4. Simulate: play to the end with the simulation policy (uniform
 *           random legal moves unless the bot kind sets a faster, wiser one),
 *           or to a horizon where the kind's estimate scores the position.
 *   Step 5. Back up: each node on the path adds the result of the seat that
 *           chose its action.
 * The answer is the root's most visited legal action.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bots/bot_int.h"

#define WIDE      64 /* below the root, wider decisions leave the tree */
#define MAX_DEPTH 12 /* tree plies below the root */

struct node {
	int32_t first_child, next_sibling;
	int16_t action;
	int8_t mover;
	uint32_t visits, avail;
	double reward;
};

struct ismcts {
	int iters; /* iterations per decision, when ms is 0 */
	int ms;    /* milliseconds per decision, or 0 */
	double c;  /* exploration constant */
	struct node *nodes;
	int n_nodes, cap;
	rink_state *work;
	/* the simulation policy: NULL for uniform random play */
	int (*playout)(struct rink_bot *b, const rink_state *s, int seat);
	/* drops actions the game makes equivalent to a kept one: NULL keeps all */
	bool (*keep)(const rink_state *s, int seat, int action);
	/* a simulation stops after `horizon` actions (0: at the end) and this
	 * estimates each seat's result there, 0..1 */
	int horizon;
	void (*estimate)(const rink_state *s, double *r);
};

/* The legal actions of seat that the tree considers. */
static int tree_actions(const struct ismcts *t, const rink_state *s, int seat, int *acts)
{
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS), k = 0;

	if (!t->keep)
		return n;
	for (int i = 0; i < n; i++)
		if (t->keep(s, seat, acts[i]))
			acts[k++] = acts[i];
	return k ? k : n;
}

static double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* The options' bounds: a billion iterations or a day of thinking a move,
 * far past any use, and within an int. */
#define ISMCTS_MAX_ITERS   1000000000
#define ISMCTS_MAX_MS      86400000
#define ISMCTS_MAX_HORIZON 1000000

int rink__ismcts_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	struct ismcts *t = calloc(1, sizeof(*t));
	const char *p = opts;

	if (!t)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	if (!rink_game_can_resample(b->game)) {
		/* searching the real position would read hidden cards and the
		 * generator's future dice: refuse rather than cheat */
		free(t);
		return rink_error_set(err, RINK_ENOTFOUND,
		                      "no bot 'ismcts' for %s: it cannot yet deal the hidden part "
		                      "anew",
		                      rink_game_name(b->game));
	}
	t->iters = 2000;
	t->c = 0.7;
	char key[16];
	const char *item;
	double v;
	int rc;
	while ((rc = rink__bot_option(&p, &item, key, &v, err)) > 0) {
		if (!strcmp(key, "iters") && rink__bot_whole(v, 1, ISMCTS_MAX_ITERS))
			t->iters = (int)v;
		else if (!strcmp(key, "ms") && rink__bot_whole(v, 1, ISMCTS_MAX_MS))
			t->ms = (int)v;
		else if (!strcmp(key, "horizon") && rink__bot_whole(v, 1, ISMCTS_MAX_HORIZON))
			t->horizon = (int)v;
		else if (!strcmp(key, "c") && v > 0 && v <= 100)
			t->c = v;
		else {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "bot option '%.*s': expected iters=1..%d, ms=1..%d, "
			                    "c=X (over 0, at most 100) or horizon=1..%d",
			                    (int)strcspn(item, ",:"), item, ISMCTS_MAX_ITERS,
			                    ISMCTS_MAX_MS, ISMCTS_MAX_HORIZON);
			break;
		}
	}
	if (rc < 0) {
		free(t);
		return rc;
	}
	t->work = rink_state_new(b->game, 0);
	if (!t->work) {
		free(t);
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	b->impl = t;
	return RINK_OK;
}

void rink__ismcts_set_playout(struct rink_bot *b,
                              int (*playout)(struct rink_bot *b, const rink_state *s, int seat),
                              bool (*keep)(const rink_state *s, int seat, int action))
{
	((struct ismcts *)b->impl)->playout = playout;
	((struct ismcts *)b->impl)->keep = keep;
}

void rink__ismcts_set_horizon(struct rink_bot *b, int horizon,
                              void (*estimate)(const rink_state *s, double *r))
{
	struct ismcts *t = b->impl;

	if (!t->horizon) /* an option given by name wins */
		t->horizon = horizon;
	t->estimate = estimate;
}

void rink__ismcts_fini(struct rink_bot *b)
{
	struct ismcts *t = b->impl;

	if (!t)
		return;
	rink_state_free(t->work);
	free(t->nodes);
	free(t);
	b->impl = NULL;
}

static int new_node(struct ismcts *t, int parent, int action, int mover)
{
	struct node *n;

	if (t->n_nodes == t->cap) {
		int cap = t->cap ? t->cap * 2 : 4096;
		struct node *v = realloc(t->nodes, sizeof(*v) * (size_t)cap);
		if (!v)
			return -1;
		t->nodes = v;
		t->cap = cap;
	}
	n = &t->nodes[t->n_nodes];
	memset(n, 0, sizeof(*n));
	n->first_child = -1;
	n->next_sibling = -1;
	n->action = (int16_t)action;
	n->mover = (int8_t)mover;
	if (parent >= 0) {
		n->next_sibling = t->nodes[parent].first_child;
		t->nodes[parent].first_child = t->n_nodes;
	}
	return t->n_nodes++;
}

static int child_of(const struct ismcts *t, int node, int action)
{
	for (int c = t->nodes[node].first_child; c >= 0; c = t->nodes[c].next_sibling)
		if (t->nodes[c].action == action)
			return c;
	return -1;
}

/* One iteration from the root; false when memory ran out. */
static bool iterate(struct rink_bot *b, struct ismcts *t, const rink_state *root, int seat)
{
	int path[MAX_DEPTH + 2], depth = 0, node = 0;
	int acts[RINK_MAX_ACTIONS];
	double r[RINK_MAX_SEATS];
	rink_state *w = t->work;
	uint32_t m;

	/* Step 1 */
	rink_state_copy(w, root);
	rink_state_resample(w, seat, &b->rng);
	path[depth++] = 0;
	/* Steps 2 and 3 */
	while ((m = rink_state_to_move(w)) != 0 && depth <= MAX_DEPTH) {
		int mover = depth == 1 ? seat : __builtin_ctz(m);
		int n = tree_actions(t, w, mover, acts);
		int untried = 0, pick = -1, best = -1;
		double best_u = -1;

		if (n == 0 || (depth > 1 && n > WIDE))
			break;
		for (int i = 0; i < n; i++) {
			int c = child_of(t, node, acts[i]);
			if (c < 0) {
				/* reservoir: a uniform choice among the untried */
				if (rink_rng_below(&b->rng, (uint32_t)++untried) == 0)
					pick = acts[i];
				continue;
			}
			struct node *ch = &t->nodes[c];
			ch->avail++;
			double u = ch->reward / ch->visits +
			           t->c * sqrt(log((double)ch->avail) / ch->visits);
			if (u > best_u) {
				best_u = u;
				best = c;
			}
		}
		if (pick >= 0) {
			int c = new_node(t, node, pick, mover);
			if (c < 0)
				return false;
			t->nodes[c].avail = 1;
			rink_state_apply_fast(w, mover, pick, NULL);
			path[depth++] = c;
			break;
		}
		rink_state_apply_fast(w, mover, t->nodes[best].action, NULL);
		node = best;
		path[depth++] = best;
	}
	/* Step 4 */
	for (int k = 0; (m = rink_state_to_move(w)) != 0; k++) {
		int mover = __builtin_ctz(m);
		int a;
		if (t->horizon && k >= t->horizon)
			break;
		a = t->playout ? t->playout(b, w, mover)
		               : rink_state_sample_legal(w, mover, &b->rng);
		rink_state_apply_fast(w, mover, a, NULL);
	}
	/* Step 5 */
	if (m && t->estimate)
		t->estimate(w, r);
	else
		for (int i = 0; i < rink_game_num_seats(b->game); i++)
			r[i] = rink_state_returns(w, i);
	t->nodes[0].visits++;
	for (int i = 1; i < depth; i++) {
		struct node *n = &t->nodes[path[i]];
		n->visits++;
		n->reward += r[n->mover];
	}
	return true;
}

int rink__ismcts_act(struct rink_bot *b, const rink_state *s, int seat)
{
	struct ismcts *t = b->impl;
	int acts[RINK_MAX_ACTIONS], n, best = -1;
	uint32_t most = 0;
	double stop = t->ms ? now_ms() + t->ms : 0;

	n = tree_actions(t, s, seat, acts);
	if (n <= 1)
		return n == 1 ? acts[0] : -1;
	t->n_nodes = 0;
	if (new_node(t, -1, -1, -1) < 0)
		return acts[0];
	for (int it = 0;; it++) {
		if (t->ms ? (it % 64 == 0 && now_ms() >= stop) : it >= t->iters)
			break;
		if (!iterate(b, t, s, seat))
			break;
	}
	for (int c = t->nodes[0].first_child; c >= 0; c = t->nodes[c].next_sibling)
		if (t->nodes[c].visits > most) {
			most = t->nodes[c].visits;
			best = t->nodes[c].action;
		}
	return best >= 0 ? best : acts[rink_rng_below(&b->rng, (uint32_t)n)];
}
