/*
 * tools/arena.c: bots against bots (rink/arena.h).
 *
 *   Step 1. Make the game and one bot object per distinct kind per seat.
 *   Step 2. For each game: seat the kinds cyclically from entry k, seed the
 *           deal and the bots from (seed, k) (with mirror, from the deal
 *           k / n_bots), play it out through the game interface, and count
 *           wins, ties, returns and pairwise results. Deals (with mirror
 *           all the games of one deal) are shared out among threads (each
 *           with its own bots and state; the game object is read-only), and
 *           the tallies added up after.
 *   Step 3. Wilson intervals for the win rates; for the scores a normal
 *           interval over deals, each deal a cluster of entries (the ratio
 *           estimator's variance), which holds when the games of a deal are
 *           played mirrored; Bradley-Terry strengths by minorization-
 *           maximization (Hunter 2004), shown as Elo.
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/arena.h"
#include "rink/bot.h"
#include "rink/rng.h"

static int kind_index(const char (*kinds)[RINK_ARENA_KIND], int n, const char *kind)
{
	for (int i = 0; i < n; i++)
		if (strcmp(kinds[i], kind) == 0)
			return i;
	return -1;
}

static void wilson(int wins, int n, double *lo, double *hi)
{
	const double z = 1.959964;
	double p, den, mid, half;

	if (n == 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	p = (double)wins / n;
	den = 1 + z * z / n;
	mid = (p + z * z / (2.0 * n)) / den;
	half = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / den;
	*lo = fmax(0, mid - half);
	*hi = fmin(1, mid + half);
}

/* Bradley-Terry by MM: w[i][j] is i's score against j (wins plus half
 * ties); strengths normalized to geometric mean 1. */
static void bradley_terry(int n, const double w[][RINK_ARENA_MAX_BOTS], double *elo)
{
	double s[RINK_ARENA_MAX_BOTS];

	for (int i = 0; i < n; i++)
		s[i] = 1;
	for (int it = 0; it < 2000; it++) {
		double logsum = 0;
		for (int i = 0; i < n; i++) {
			double wins = 0, den = 0;
			for (int j = 0; j < n; j++) {
				if (j == i || w[i][j] + w[j][i] == 0)
					continue;
				wins += w[i][j];
				den += (w[i][j] + w[j][i]) / (s[i] + s[j]);
			}
			/* a kind that never scored or never lost would run off to 0 or
			 * infinity: half a point each way keeps the scale finite */
			if (den > 0)
				s[i] = (wins + 0.5) / (den + 1.0 / (s[i] + 1));
		}
		for (int i = 0; i < n; i++)
			logsum += log(s[i]);
		for (int i = 0; i < n; i++)
			s[i] /= exp(logsum / n);
	}
	for (int i = 0; i < n; i++)
		elo[i] = 1500 + 400 * log10(s[i]);
}

/* A kind's returns summed per deal: over deals, the sums of the deal's
 * returns S and entries E, of their squares and of their products. */
struct cluster {
	double s, e, ss, ee, se;
};

static void cluster_add(struct cluster *c, double s, double e)
{
	c->s += s;
	c->e += e;
	c->ss += s * s;
	c->ee += e * e;
	c->se += s * e;
}

/* The mean return r = S / E and its 95% interval over n deals. */
static void score_interval(const struct cluster *c, int n, double *r, double *lo, double *hi)
{
	double var = 0, half;

	*r = c->e > 0 ? c->s / c->e : 0;
	if (n > 1 && c->e > 0)
		var = (c->ss - 2 * *r * c->se + *r * *r * c->ee) * n / (n - 1.0) / (c->e * c->e);
	half = 1.959964 * sqrt(var > 0 ? var : 0);
	*lo = fmax(0, *r - half);
	*hi = fmin(1, *r + half);
}

/* One worker plays deals index, index + stride, ... into its own tallies;
 * every game is seeded from its number, so the split does not change the
 * results. */
struct worker {
	const struct rink_arena_config *cfg;
	const rink_game *g;
	const char (*kinds)[RINK_ARENA_KIND];
	int n_kinds, index, stride;
	atomic_int *done;
	int entries[RINK_ARENA_MAX_BOTS], wins[RINK_ARENA_MAX_BOTS], ties[RINK_ARENA_MAX_BOTS];
	double pair[RINK_ARENA_MAX_BOTS][RINK_ARENA_MAX_BOTS];
	struct cluster sums[RINK_ARENA_MAX_BOTS];
	int rc;
	struct rink_error err;
};

static void play_games(struct worker *w)
{
	const struct rink_arena_config *cfg = w->cfg;
	int seats = rink_game_num_seats(w->g);
	rink_bot *bots[RINK_MAX_SEATS] = {NULL};
	rink_state *s = NULL;

	int per_deal = cfg->mirror ? cfg->n_bots : 1;
	double deal_s[RINK_ARENA_MAX_BOTS], deal_e[RINK_ARENA_MAX_BOTS];

	for (int k = w->index * per_deal; k < cfg->games && w->rc == RINK_OK;) {
		uint64_t seed = rink_seed_derive(cfg->seed, (uint64_t)(k / per_deal));
		int kind_of[RINK_MAX_SEATS];
		double r[RINK_MAX_SEATS];

		if (k % per_deal == 0)
			for (int i = 0; i < w->n_kinds; i++)
				deal_s[i] = deal_e[i] = 0;

		for (int i = 0; i < seats; i++) {
			const char *kind = cfg->bots[(k + i) % cfg->n_bots];
			kind_of[i] = kind_index(w->kinds, w->n_kinds, kind);
			rink_bot_free(bots[i]);
			bots[i] = rink_bot_new(w->g, kind, rink_seed_derive(seed, (uint64_t)i + 1),
			                       &w->err);
			if (!bots[i])
				w->rc = w->err.code ? w->err.code : RINK_ENOMEM;
		}
		rink_state_free(s);
		s = w->rc == RINK_OK ? rink_state_new(w->g, seed) : NULL;
		if (!s) {
			if (w->rc == RINK_OK)
				w->rc = rink_error_set(&w->err, RINK_ENOMEM, "out of memory");
			break;
		}
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;)
			while (m) {
				int seat = __builtin_ctz(m);
				m &= m - 1;
				rink_state_apply_fast(s, seat, rink_bot_act(bots[seat], s, seat),
				                      NULL);
			}
		for (int i = 0; i < seats; i++) {
			r[i] = rink_state_returns(s, i);
			w->entries[kind_of[i]]++;
			w->wins[kind_of[i]] += r[i] >= 1.0;
			w->ties[kind_of[i]] += r[i] > 0 && r[i] < 1.0;
			deal_s[kind_of[i]] += r[i];
			deal_e[kind_of[i]]++;
		}
		for (int i = 0; i < seats; i++)
			for (int j = 0; j < seats; j++)
				if (kind_of[i] != kind_of[j])
					w->pair[kind_of[i]][kind_of[j]] += r[i] > r[j]    ? 1.0
					                                   : r[i] == r[j] ? 0.5
					                                                  : 0.0;
		int done = atomic_fetch_add(w->done, 1) + 1;
		if (w->index == 0 && cfg->progress) /* reported from the caller's thread */
			cfg->progress(cfg->ud, done, cfg->games);
		k++;
		if (k % per_deal == 0 || k == cfg->games) { /* the deal is over */
			for (int i = 0; i < w->n_kinds; i++)
				cluster_add(&w->sums[i], deal_s[i], deal_e[i]);
			k += (w->stride - 1) * per_deal;
		}
	}
	for (int i = 0; i < RINK_MAX_SEATS; i++)
		rink_bot_free(bots[i]);
	rink_state_free(s);
}

static void *worker_main(void *arg)
{
	play_games(arg);
	return NULL;
}

int rink_arena_run(const struct rink_arena_config *cfg, struct rink_arena_result *out,
                   struct rink_error *err)
{
	char kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND];
	double pair[RINK_ARENA_MAX_BOTS][RINK_ARENA_MAX_BOTS] = {{0}};
	double elo[RINK_ARENA_MAX_BOTS];
	struct cluster sums[RINK_ARENA_MAX_BOTS];
	int n_kinds = 0, rc = RINK_OK, threads, deals;
	struct worker *w = NULL;
	pthread_t tid[RINK_ARENA_MAX_THREADS];
	atomic_int done = 0;
	rink_game *g;

	if (cfg->n_bots < 1 || cfg->n_bots > RINK_ARENA_MAX_BOTS || cfg->games < 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "an arena needs 1 to %d bots and 1 or more games",
		                      RINK_ARENA_MAX_BOTS);
	threads = cfg->threads < 1                        ? 1
	          : cfg->threads > RINK_ARENA_MAX_THREADS ? RINK_ARENA_MAX_THREADS
	                                                  : cfg->threads;
	deals = cfg->mirror ? (cfg->games + cfg->n_bots - 1) / cfg->n_bots : cfg->games;
	if (threads > deals)
		threads = deals;
	memset(sums, 0, sizeof(sums));
	/* Step 1 */
	g = rink_game_new(cfg->game, cfg->params, err);
	if (!g)
		return err ? err->code : RINK_EINVAL;
	memset(out, 0, sizeof(*out) * (size_t)cfg->n_bots);
	for (int b = 0; b < cfg->n_bots; b++) {
		rink_bot *probe;
		if (strlen(cfg->bots[b]) >= RINK_ARENA_KIND) {
			rc = rink_error_set(err, RINK_EINVAL, "bot name '%.40s...' is too long",
			                    cfg->bots[b]);
			goto out_free;
		}
		probe = rink_bot_new(g, cfg->bots[b], 0, err);
		if (!probe) {
			rc = err ? err->code : RINK_EINVAL;
			goto out_free;
		}
		rink_bot_free(probe);
		if (kind_index((const char(*)[RINK_ARENA_KIND])kinds, n_kinds, cfg->bots[b]) < 0) {
			snprintf(kinds[n_kinds], sizeof(kinds[0]), "%s", cfg->bots[b]);
			snprintf(out[n_kinds].kind, sizeof(out[0].kind), "%s", cfg->bots[b]);
			n_kinds++;
		}
	}
	/* Step 2: the caller's thread is worker 0, the others run beside it */
	w = calloc((size_t)threads, sizeof(*w));
	if (!w) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	for (int t = 0; t < threads; t++) {
		w[t].cfg = cfg;
		w[t].g = g;
		w[t].kinds = (const char(*)[RINK_ARENA_KIND])kinds;
		w[t].n_kinds = n_kinds;
		w[t].index = t;
		w[t].stride = threads;
		w[t].done = &done;
	}
	for (int t = 1; t < threads; t++)
		if (pthread_create(&tid[t], NULL, worker_main, &w[t]) != 0) {
			w[t].rc = rink_error_set(&w[t].err, RINK_ENOMEM, "cannot start a thread");
			tid[t] = 0;
		}
	play_games(&w[0]);
	for (int t = 1; t < threads; t++)
		if (tid[t])
			pthread_join(tid[t], NULL);
	for (int t = 0; t < threads; t++) {
		if (w[t].rc != RINK_OK) {
			rc = rink_error_set(err, w[t].rc, "%s", w[t].err.text);
			goto out_free;
		}
		for (int i = 0; i < n_kinds; i++) {
			out[i].entries += w[t].entries[i];
			out[i].wins += w[t].wins[i];
			out[i].ties += w[t].ties[i];
			sums[i].s += w[t].sums[i].s;
			sums[i].e += w[t].sums[i].e;
			sums[i].ss += w[t].sums[i].ss;
			sums[i].ee += w[t].sums[i].ee;
			sums[i].se += w[t].sums[i].se;
			for (int j = 0; j < n_kinds; j++)
				pair[i][j] += w[t].pair[i][j];
		}
	}
	if (cfg->progress)
		cfg->progress(cfg->ud, cfg->games, cfg->games);
	/* Step 3 */
	bradley_terry(n_kinds, (const double(*)[RINK_ARENA_MAX_BOTS])pair, elo);
	for (int i = 0; i < n_kinds; i++) {
		out[i].rate = out[i].entries ? (double)out[i].wins / out[i].entries : 0;
		wilson(out[i].wins, out[i].entries, &out[i].lo, &out[i].hi);
		score_interval(&sums[i], deals, &out[i].score, &out[i].score_lo, &out[i].score_hi);
		out[i].elo = elo[i];
	}
	rc = n_kinds;
out_free:
	free(w);
	rink_game_free(g);
	return rc;
}
