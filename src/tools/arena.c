/*
 * tools/arena.c: bots against bots (rink/arena.h).
 *
 *   Step 1. Make the game and one bot object per distinct kind per seat.
 *   Step 2. For each game: seat the kinds cyclically from entry k, seed the
 *           deal and the bots from (seed, k) (with mirror, from the deal
 *           k / n_bots), play it out through the game interface, and count
 *           wins, ties, returns and pairwise results. Deals (with mirror
 *           all the games of one deal) are cut into pieces, a function of
 *           the arena alone, which the work pool (rink/pool.h) hands out to
 *           threads (each with its own state, reset per game, and bots; the
 *           game object is read-only); each piece's tallies go to its slot.
 *   Step 3. The slots added up in piece order (so neither threads nor
 *           processes nor shards change a digit); Wilson intervals for the
 *           win rates; for the scores a normal
 *           interval over deals, each deal a cluster of entries (the ratio
 *           estimator's variance), which holds when the games of a deal are
 *           played mirrored; Bradley-Terry strengths by minorization-
 *           maximization (Hunter 2004), shown as Elo.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/arena.h"
#include "rink/bot.h"
#include "rink/pool.h"
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

/* The mean return r = S / E and its 95% interval over n deals. */
static void score_interval(double s, double e, double ss, double ee, double se, int n, double *r,
                           double *lo, double *hi)
{
	double var = 0, half;

	*r = e > 0 ? s / e : 0;
	if (n > 1 && e > 0)
		var = (ss - 2 * *r * se + *r * *r * ee) * n / (n - 1.0) / (e * e);
	half = 1.959964 * sqrt(var > 0 ? var : 0);
	*lo = fmax(0, *r - half);
	*hi = fmin(1, *r + half);
}

static int deals_of(const struct rink_arena_config *cfg)
{
	return cfg->mirror ? (cfg->games + cfg->n_bots - 1) / cfg->n_bots : cfg->games;
}

int rink_arena_pieces(const struct rink_arena_config *cfg, struct rink_error *err)
{
	int deals;

	if (cfg->n_bots < 1 || cfg->n_bots > RINK_ARENA_MAX_BOTS || cfg->games < 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "an arena needs 1 to %d bots and 1 or more games",
		                      RINK_ARENA_MAX_BOTS);
	deals = deals_of(cfg);
	return deals < RINK_ARENA_MAX_PIECES ? deals : RINK_ARENA_MAX_PIECES;
}

int rink_arena_kinds(const struct rink_arena_config *cfg, char kinds[][RINK_ARENA_KIND])
{
	int n = 0;

	for (int b = 0; b < cfg->n_bots && b < RINK_ARENA_MAX_BOTS; b++)
		if (kind_index((const char(*)[RINK_ARENA_KIND])kinds, n, cfg->bots[b]) < 0)
			snprintf(kinds[n++], RINK_ARENA_KIND, "%s", cfg->bots[b]);
	return n;
}

/* What the pool's threads share: the arena, its game and kinds, and the
 * slots of the pieces played (piece p in slot p - first). */
struct arena_run {
	const struct rink_arena_config *cfg;
	const rink_game *g;
	char kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND];
	int n_kinds, deals, pieces, first;
	struct rink_arena_tally *slot;
};

/* A thread's own: one state, dealt afresh for each game, and the bots of
 * the game under way. */
struct arena_ctx {
	rink_state *s;
	rink_bot *bots[RINK_MAX_SEATS];
};

static void *ctx_new(void *ud, int t, struct rink_error *err)
{
	struct arena_run *ar = ud;
	struct arena_ctx *c = calloc(1, sizeof(*c));

	if (c)
		c->s = rink_state_new(ar->g, 0);
	if (!c || !c->s) {
		free(c);
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	return c;
}

static void ctx_free(void *ud, void *ctx)
{
	struct arena_ctx *c = ctx;

	if (!c)
		return;
	for (int i = 0; i < RINK_MAX_SEATS; i++)
		rink_bot_free(c->bots[i]);
	rink_state_free(c->s);
	free(c);
}

/* Plays piece p's deals into its slot; returns the games played. */
static int play_piece(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct arena_run *ar = ud;
	struct arena_ctx *c = ctx;
	const struct rink_arena_config *cfg = ar->cfg;
	/* tallied on this thread's stack and copied to the slot once: slots of
	 * neighbouring pieces share cache lines, and other threads write them */
	struct rink_arena_tally tally, *t = &tally;
	int seats = rink_game_num_seats(ar->g), per_deal = cfg->mirror ? cfg->n_bots : 1;
	int d0 = (int)((long long)ar->deals * p / ar->pieces);
	int d1 = (int)((long long)ar->deals * (p + 1) / ar->pieces);

	memset(t, 0, sizeof(*t));
	for (int d = d0; d < d1; d++) {
		uint64_t seed = rink_seed_derive(cfg->seed, (uint64_t)d);
		double deal_s[RINK_ARENA_MAX_BOTS] = {0}, deal_e[RINK_ARENA_MAX_BOTS] = {0};
		int k_end = (d + 1) * per_deal < cfg->games ? (d + 1) * per_deal : cfg->games;

		for (int k = d * per_deal; k < k_end; k++) {
			int kind_of[RINK_MAX_SEATS];
			double r[RINK_MAX_SEATS];

			for (int i = 0; i < seats; i++) {
				const char *kind = cfg->bots[(k + i) % cfg->n_bots];
				kind_of[i] = kind_index((const char(*)[RINK_ARENA_KIND])ar->kinds,
				                        ar->n_kinds, kind);
				rink_bot_free(c->bots[i]);
				c->bots[i] = rink_bot_new(
				        ar->g, kind, rink_seed_derive(seed, (uint64_t)i + 1), err);
				if (!c->bots[i])
					return err && err->code ? err->code : RINK_ENOMEM;
			}
			rink_state_reset(c->s, seed);
			for (uint32_t m; (m = rink_state_to_move(c->s)) != 0;)
				while (m) {
					int seat = __builtin_ctz(m);
					m &= m - 1;
					rink_state_apply_fast(
					        c->s, seat, rink_bot_act(c->bots[seat], c->s, seat),
					        NULL);
				}
			for (int i = 0; i < seats; i++) {
				r[i] = rink_state_returns(c->s, i);
				t->entries[kind_of[i]]++;
				t->wins[kind_of[i]] += r[i] >= 1.0;
				t->ties[kind_of[i]] += r[i] > 0 && r[i] < 1.0;
				deal_s[kind_of[i]] += r[i];
				deal_e[kind_of[i]]++;
			}
			for (int i = 0; i < seats; i++)
				for (int j = 0; j < seats; j++)
					if (kind_of[i] != kind_of[j])
						t->pair[kind_of[i]][kind_of[j]] += r[i] > r[j] ? 1.0
						                                   : r[i] == r[j]
						                                           ? 0.5
						                                           : 0.0;
			t->games++;
		}
		for (int i = 0; i < ar->n_kinds; i++) {
			t->s[i] += deal_s[i];
			t->e[i] += deal_e[i];
			t->ss[i] += deal_s[i] * deal_s[i];
			t->ee[i] += deal_e[i] * deal_e[i];
			t->se[i] += deal_s[i] * deal_e[i];
		}
		t->deals++;
	}
	ar->slot[p - ar->first] = tally;
	return t->games;
}

/* The arena's progress counts games; the pool's, long long units. */
static void progress_games(void *pud, long long done, long long total)
{
	const struct rink_arena_config *cfg = pud;

	cfg->progress(cfg->ud, (int)done, (int)total);
}

int rink_arena_play(const struct rink_arena_config *cfg, int first, int count,
                    struct rink_arena_tally *out, struct rink_error *err)
{
	struct arena_run ar = {.cfg = cfg, .slot = out, .first = first};
	int rc = rink_arena_pieces(cfg, err), per_deal = cfg->mirror ? cfg->n_bots : 1;
	long long games = 0;
	rink_game *g;

	if (rc < 0)
		return rc;
	ar.pieces = rc;
	ar.deals = deals_of(cfg);
	if (first < 0 || count < 0 || first + count > ar.pieces)
		return rink_error_set(err, RINK_EINVAL, "pieces %d to %d: the arena has %d", first,
		                      first + count - 1, ar.pieces);
	/* Step 1 */
	g = rink_game_new(cfg->game, cfg->params, err);
	if (!g)
		return err && err->code ? err->code : RINK_EINVAL;
	ar.g = g;
	for (int b = 0; b < cfg->n_bots; b++) {
		rink_bot *probe;
		if (strlen(cfg->bots[b]) >= RINK_ARENA_KIND) {
			rc = rink_error_set(err, RINK_EINVAL, "bot name '%.40s...' is too long",
			                    cfg->bots[b]);
			goto out_free_game;
		}
		probe = rink_bot_new(g, cfg->bots[b], 0, err);
		if (!probe) {
			rc = err && err->code ? err->code : RINK_EINVAL;
			goto out_free_game;
		}
		rink_bot_free(probe);
	}
	ar.n_kinds = rink_arena_kinds(cfg, ar.kinds);
	/* Step 2: the games these pieces play, for the progress bar */
	for (int p = first; p < first + count; p++) {
		long long d0 = (long long)ar.deals * p / ar.pieces;
		long long d1 = (long long)ar.deals * (p + 1) / ar.pieces;
		long long k1 = d1 * per_deal < cfg->games ? d1 * per_deal : cfg->games;
		games += k1 - d0 * per_deal;
	}
	struct rink_pool_config pc = {
	        .threads = cfg->threads,
	        .first = first,
	        .pieces = count,
	        .ctx_new = ctx_new,
	        .ctx_free = ctx_free,
	        .run = play_piece,
	        .ud = &ar,
	        .units = games,
	        .progress = cfg->progress ? progress_games : NULL,
	        .pud = (void *)cfg,
	};
	rc = rink_pool_run(&pc, err);
out_free_game:
	rink_game_free(g);
	return rc < 0 ? rc : RINK_OK;
}

int rink_arena_finish(const struct rink_arena_config *cfg, const struct rink_arena_tally *t,
                      int pieces, struct rink_arena_result *out, struct rink_error *err)
{
	char kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND];
	double pair[RINK_ARENA_MAX_BOTS][RINK_ARENA_MAX_BOTS] = {{0}};
	double elo[RINK_ARENA_MAX_BOTS];
	double s[RINK_ARENA_MAX_BOTS] = {0}, e[RINK_ARENA_MAX_BOTS] = {0};
	double ss[RINK_ARENA_MAX_BOTS] = {0}, ee[RINK_ARENA_MAX_BOTS] = {0};
	double se[RINK_ARENA_MAX_BOTS] = {0};
	int n_kinds, deals = 0, rc = rink_arena_pieces(cfg, err);

	if (rc < 0)
		return rc;
	if (pieces != rc)
		return rink_error_set(err, RINK_EINVAL, "%d pieces of an arena of %d", pieces, rc);
	n_kinds = rink_arena_kinds(cfg, kinds);
	memset(out, 0, sizeof(*out) * (size_t)n_kinds);
	/* Step 3: in piece order */
	for (int p = 0; p < pieces; p++) {
		deals += t[p].deals;
		for (int i = 0; i < n_kinds; i++) {
			out[i].entries += t[p].entries[i];
			out[i].wins += t[p].wins[i];
			out[i].ties += t[p].ties[i];
			s[i] += t[p].s[i];
			e[i] += t[p].e[i];
			ss[i] += t[p].ss[i];
			ee[i] += t[p].ee[i];
			se[i] += t[p].se[i];
			for (int j = 0; j < n_kinds; j++)
				pair[i][j] += t[p].pair[i][j];
		}
	}
	bradley_terry(n_kinds, (const double(*)[RINK_ARENA_MAX_BOTS])pair, elo);
	for (int i = 0; i < n_kinds; i++) {
		snprintf(out[i].kind, sizeof(out[i].kind), "%s", kinds[i]);
		out[i].rate = out[i].entries ? (double)out[i].wins / out[i].entries : 0;
		wilson(out[i].wins, out[i].entries, &out[i].lo, &out[i].hi);
		score_interval(s[i], e[i], ss[i], ee[i], se[i], deals, &out[i].score,
		               &out[i].score_lo, &out[i].score_hi);
		out[i].elo = elo[i];
	}
	return n_kinds;
}

int rink_arena_run(const struct rink_arena_config *cfg, struct rink_arena_result *out,
                   struct rink_error *err)
{
	struct rink_arena_tally *t;
	int pieces = rink_arena_pieces(cfg, err), rc;

	if (pieces < 0)
		return pieces;
	t = calloc((size_t)pieces, sizeof(*t));
	if (!t)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	rc = rink_arena_play(cfg, 0, pieces, t, err);
	if (rc == RINK_OK)
		rc = rink_arena_finish(cfg, t, pieces, out, err);
	free(t);
	return rc;
}
