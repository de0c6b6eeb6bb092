/*
 * games/actiondeck/seasons.c: a league's season over many seeds (rink
 * season actiondeck --seeds N; rink/actiondeck.h).
 *
 *   Step 1. The seasons are cut into pieces, a function of their count
 *           alone; the work pool (rink/pool.h) hands pieces out to threads.
 *   Step 2. A piece plays its seasons one after the other, each as rink
 *           season plays one (rink_ad_season_play from seed + k, the
 *           standings, with playoffs the playoff), and adds each team's
 *           points, record, goals, place and playoff to its own slot.
 *   Step 3. The caller gathers the slots (threads, mpirun's processes,
 *           shards merged) and rink_ad_seasons_finish adds them up in piece
 *           order: means, and 95% intervals over seasons.
 *
 * Invariant: every sum in a slot is of whole numbers far below 2^53, so
 * the sums are exact and no sharing out of the pieces changes a digit.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"
#include "rink/pool.h"
#include "rink/rng.h"

struct seasons_run {
	const struct rink_ad_seasons_config *c;
	int pieces, first;
	size_t slot;
	double *t; /* the slot of piece `first` */
};

int rink_ad_seasons_pieces(int seasons)
{
	return seasons < 1                            ? 0
	       : seasons < RINK_AD_SEASONS_MAX_PIECES ? seasons
	                                              : RINK_AD_SEASONS_MAX_PIECES;
}

size_t rink_ad_seasons_slot(int n)
{
	return 1 + (size_t)(n > 0 ? n : 0) * RINK_AD_SZ_N;
}

/* Step 2: one season's figures added to the tally t. */
static int one_season(const struct rink_ad_seasons_config *c, int k, double *t,
                      struct rink_ad_row *rows, struct rink_ad_result *res, struct rink_error *err)
{
	const struct rink_ad_league *l = c->l;
	uint64_t seed = c->seed + (uint64_t)k;
	struct rink_ad_season s;
	struct rink_ad_bracket br;
	int rc;

	if ((rc = rink_ad_season_play(l, c->sc, seed, c->params, &s, NULL, NULL, err)))
		return rc;
	for (int g = 0; g < s.ngames; g++)
		res[g] = s.games[g].r;
	if (rink_ad_standings(l, res, s.ngames, rows) < 0) {
		rink_ad_season_free(&s);
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	rink_ad_season_free(&s);
	if (c->playoffs &&
	    (rc = rink_ad_playoffs_play(l, rows, rink_seed_derive(seed, UINT64_C(1) << 63),
	                                c->params, &br, err)))
		return rc;
	t[0] += 1;
	for (int r = 0; r < l->n; r++) {
		double *x = t + 1 + (size_t)rows[r].team * RINK_AD_SZ_N;
		x[RINK_AD_SZ_PTS] += rows[r].pts;
		x[RINK_AD_SZ_PTS2] += (double)rows[r].pts * rows[r].pts;
		x[RINK_AD_SZ_W] += rows[r].w;
		x[RINK_AD_SZ_L] += rows[r].l;
		x[RINK_AD_SZ_OTL] += rows[r].otl;
		x[RINK_AD_SZ_GF] += rows[r].gf;
		x[RINK_AD_SZ_GA] += rows[r].ga;
		x[RINK_AD_SZ_RANK] += rows[r].rank;
		x[RINK_AD_SZ_FIRST] += rows[r].rank == 1;
	}
	if (c->playoffs) {
		for (int q = 0; q < 16; q++)
			t[1 + (size_t)br.seed[q] * RINK_AD_SZ_N + RINK_AD_SZ_POST] += 1;
		t[1 + (size_t)br.champion * RINK_AD_SZ_N + RINK_AD_SZ_TITLE] += 1;
	}
	return RINK_OK;
}

static int play_piece(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct seasons_run *sr = ud;
	const struct rink_ad_seasons_config *c = sr->c;
	double *t = sr->t + (size_t)(p - sr->first) * sr->slot;
	int k0 = (int)((long long)c->seasons * p / sr->pieces);
	int k1 = (int)((long long)c->seasons * (p + 1) / sr->pieces);
	struct rink_ad_row *rows = malloc(sizeof(*rows) * (size_t)c->l->n);
	struct rink_ad_result *res = malloc(sizeof(*res) * (size_t)(c->sc->n > 0 ? c->sc->n : 1));
	int rc = RINK_OK;

	(void)ctx;
	memset(t, 0, sr->slot * sizeof(*t));
	if (!rows || !res)
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
	for (int k = k0; k < k1 && rc == RINK_OK; k++)
		rc = one_season(c, k, t, rows, res, err);
	free(rows);
	free(res);
	return rc ? rc : k1 - k0;
}

static void progress_seasons(void *pud, long long done, long long total)
{
	const struct rink_ad_seasons_config *c = pud;

	c->progress(c->ud, (int)done, (int)total);
}

int rink_ad_seasons_play(const struct rink_ad_seasons_config *c, int first, int count, double *t,
                         struct rink_error *err)
{
	struct seasons_run sr = {.c = c, .first = first, .t = t};
	long long seasons = 0;

	sr.pieces = rink_ad_seasons_pieces(c->seasons);
	sr.slot = rink_ad_seasons_slot(c->l->n);
	if (sr.pieces < 1 || c->l->n < 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "seasons: 1 or more, of a league with teams");
	if (first < 0 || count < 0 || first + count > sr.pieces)
		return rink_error_set(err, RINK_EINVAL, "pieces %d to %d: the seasons have %d",
		                      first, first + count - 1, sr.pieces);
	if (c->playoffs && c->l->n < 16)
		return rink_error_set(err, RINK_EINVAL,
		                      "a playoff needs 16 teams; this league has %d", c->l->n);
	/* Step 1 */
	for (int p = first; p < first + count; p++)
		seasons += (long long)c->seasons * (p + 1) / sr.pieces -
		           (long long)c->seasons * p / sr.pieces;
	struct rink_pool_config pc = {.threads = c->threads,
	                              .first = first,
	                              .pieces = count,
	                              .run = play_piece,
	                              .ud = &sr,
	                              .units = seasons,
	                              .progress = c->progress ? progress_seasons : NULL,
	                              .pud = (void *)c};
	return rink_pool_run(&pc, err);
}

static void wilson(double x, double n, double *lo, double *hi)
{
	const double z = 1.959964;
	double p = n > 0 ? x / n : 0, den = 1 + z * z / n;
	double mid = (p + z * z / (2.0 * n)) / den;
	double half = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / den;

	*lo = x <= 0 ? 0 : fmax(0, mid - half);
	*hi = x >= n ? 1 : fmin(1, mid + half);
}

int rink_ad_seasons_finish(const double *t, int pieces, int n, struct rink_ad_seasons_team *out)
{
	size_t slot = rink_ad_seasons_slot(n);
	double seasons = 0, *sum = calloc(slot, sizeof(*sum));

	if (!sum)
		return -1;
	/* Step 3: in piece order */
	for (int p = 0; p < pieces; p++)
		for (size_t i = 0; i < slot; i++)
			sum[i] += t[(size_t)p * slot + i];
	seasons = sum[0];
	memset(out, 0, sizeof(*out) * (size_t)n);
	for (int k = 0; k < n && seasons > 0; k++) {
		const double *x = sum + 1 + (size_t)k * RINK_AD_SZ_N;
		struct rink_ad_seasons_team *o = &out[k];
		double var = seasons > 1 ? (x[RINK_AD_SZ_PTS2] -
		                            x[RINK_AD_SZ_PTS] * x[RINK_AD_SZ_PTS] / seasons) /
		                                   (seasons - 1)
		                         : 0;
		double half = 1.959964 * sqrt(var > 0 ? var : 0) / sqrt(seasons);
		o->pts = x[RINK_AD_SZ_PTS] / seasons;
		o->pts_lo = o->pts - half;
		o->pts_hi = o->pts + half;
		o->w = x[RINK_AD_SZ_W] / seasons;
		o->l = x[RINK_AD_SZ_L] / seasons;
		o->otl = x[RINK_AD_SZ_OTL] / seasons;
		o->gf = x[RINK_AD_SZ_GF] / seasons;
		o->ga = x[RINK_AD_SZ_GA] / seasons;
		o->rank = x[RINK_AD_SZ_RANK] / seasons;
		o->first = x[RINK_AD_SZ_FIRST] / seasons;
		wilson(x[RINK_AD_SZ_FIRST], seasons, &o->first_lo, &o->first_hi);
		o->post = x[RINK_AD_SZ_POST] / seasons;
		wilson(x[RINK_AD_SZ_POST], seasons, &o->post_lo, &o->post_hi);
		o->title = x[RINK_AD_SZ_TITLE] / seasons;
		wilson(x[RINK_AD_SZ_TITLE], seasons, &o->title_lo, &o->title_hi);
	}
	free(sum);
	return (int)seasons;
}
