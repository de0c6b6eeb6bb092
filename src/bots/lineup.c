/*
 * bots/lineup.c: the exact line-up solver (rink/lineup.h).
 *
 * Workload: one solve per decision of a hard bot or per `rink lineup`; the
 * full game is 720 x 720 orders, too big for a plain LP in time (about 2 s
 * with GLPK), so the solver works on a small part of it:
 *
 *   Step 1. The 6 x 6 face-off table of the two teams (goal difference of
 *           each home card against each away card) from the game's rules.
 *   Step 2. Cards of a team whose rows (columns) of that table are equal
 *           are interchangeable: orders that differ only by swapping them
 *           give identical payoffs, so each side keeps one canonical order
 *           per class (equivalent cards in slot order).
 *   Step 3. Regulation: all six pairs are played whatever happens, so the
 *           payoff depends only on the matching of home cards to away
 *           cards, m = Q o P^-1 for orders P (home) and Q (away). If home
 *           draws P uniformly, m is uniform for every Q: home is sure of the
 *           mean payoff over the 720 matchings, and so is away by drawing Q
 *           uniformly. That mean is the value and the uniform mixes (one
 *           order per class of interchangeable cards, each class the same
 *           size) are an equilibrium; Step 4 still checks it on every pair.
 *           Overtime: the order matters (the first goal wins), so:
 *           Double oracle: start from one order a side; solve the restricted
 *           matrix game by LP (both sides' LPs, GLPK simplex); find each
 *           side's best response among all its canonical orders to the
 *           other's mix; add them; stop when neither improves on the value.
 *   Step 4. The certificate: exploitability = best home reply to the away
 *           mix minus best away reply to the home mix, over all orders.
 *
 * GLPK: terminal output off, and an error hook that jumps back here so a
 * failure inside GLPK returns an error instead of aborting the process.
 * GLPK keeps its environment per thread; one solve uses it from start to end.
 */
#include <glpk.h>
#include <math.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "bots/lineup_int.h"
#include "rink/lineup.h"
#include "rink/rng.h"
#include "rink/slapshot.h"

#define GAP_DONE 1e-11

struct solver {
	const struct rink_lineup_options *opt;
	int8_t d[6][6]; /* goal difference, home slot x away slot */
	int start;      /* home's starting goals: 1, or 0 in overtime */
	uint8_t perm[RINK_LINEUP_ORDERS][6];
	uint16_t canon[2][RINK_LINEUP_ORDERS]; /* canonical orders per side */
	int n_canon[2];
};

void rink_lineup_defaults(struct rink_lineup_options *opt)
{
	opt->objective = RINK_LINEUP_WIN;
	opt->tie_value = 0.5;
	opt->overtime = false;
}

static double score(const struct rink_lineup_options *opt, int diff)
{
	if (opt->objective == RINK_LINEUP_GOALS)
		return diff;
	return diff > 0 ? 1.0 : diff < 0 ? 0.0 : opt->tie_value;
}

static double pay(const struct solver *sv, const uint8_t *hp, const uint8_t *ap)
{
	int t = sv->start;

	if (sv->opt->overtime) {
		for (int k = 0; k < 6; k++)
			if (sv->d[hp[k]][ap[k]])
				return score(sv->opt, sv->d[hp[k]][ap[k]]);
		return score(sv->opt, 0);
	}
	for (int k = 0; k < 6; k++)
		t += sv->d[hp[k]][ap[k]];
	return score(sv->opt, t);
}

double rink_lineup_payoff(const rink_game *g, const uint8_t home_order[6],
                          const uint8_t away_order[6], const struct rink_lineup_options *opt)
{
	int t = opt->overtime ? 0 : 1;

	for (int k = 0; k < 6; k++) {
		int o = rink_ss_faceoff(g, home_order[k], away_order[k]);
		int x = (o & RINK_SS_FO_HOME_GOAL ? 1 : 0) - (o & RINK_SS_FO_AWAY_GOAL ? 1 : 0);
		if (opt->overtime && x)
			return score(opt, x);
		t += x;
	}
	return score(opt, t);
}

static void build_perms(struct solver *sv)
{
	int k = 0;

	for (int a = 0; a < 6; a++)
		for (int b = 0; b < 6; b++)
			for (int c = 0; c < 6; c++)
				for (int d = 0; d < 6; d++)
					for (int e = 0; e < 6; e++) {
						int f = 15 - a - b - c - d - e;
						int used = (1 << a) | (1 << b) | (1 << c) |
						           (1 << d) | (1 << e);
						if (__builtin_popcount(used) != 5 ||
						    (used >> f) & 1)
							continue;
						uint8_t *p = sv->perm[k++];
						p[0] = (uint8_t)a;
						p[1] = (uint8_t)b;
						p[2] = (uint8_t)c;
						p[3] = (uint8_t)d;
						p[4] = (uint8_t)e;
						p[5] = (uint8_t)f;
					}
}

/* Step 2: one order per class of interchangeable cards. */
static void canonical_orders(struct solver *sv, int side)
{
	int cls[6];

	for (int a = 0; a < 6; a++) {
		cls[a] = a;
		for (int b = 0; b < a && cls[a] == a; b++) {
			bool same = true;
			for (int k = 0; k < 6; k++)
				same &= side == 0 ? sv->d[a][k] == sv->d[b][k]
				                  : sv->d[k][a] == sv->d[k][b];
			if (same)
				cls[a] = cls[b];
		}
	}
	sv->n_canon[side] = 0;
	for (int i = 0; i < RINK_LINEUP_ORDERS; i++) {
		const uint8_t *p = sv->perm[i];
		bool canon = true;
		for (int k = 0; k < 6 && canon; k++)
			for (int l = k + 1; l < 6; l++)
				if (cls[p[k]] == cls[p[l]] && p[k] > p[l])
					canon = false;
		if (canon)
			sv->canon[side][sv->n_canon[side]++] = (uint16_t)i;
	}
}

/* ---- Step 3: the restricted game by LP --------------------------------------- */

static void glpk_jump(void *info)
{
	longjmp(*(jmp_buf *)info, 1);
}

/* The GLPK part of solve_max, alone behind the error hook: nothing it
 * changes after setjmp is read after a jump but the volatile lp. */
static int run_glpk(int rows, int cols, int ne, const int *ia, const int *ja, const double *ar,
                    double *x, double *v)
{
	jmp_buf jb;
	glp_prob *volatile lp = NULL;
	glp_smcp parm;

	if (setjmp(jb)) {
		glp_error_hook(NULL, NULL);
		glp_free_env(); /* the only way out of GLPK after an error */
		return RINK_EINVAL;
	}
	glp_error_hook(glpk_jump, &jb);
	glp_term_out(GLP_OFF);
	lp = glp_create_prob();
	glp_set_obj_dir(lp, GLP_MAX);
	glp_add_rows(lp, cols + 1);
	glp_add_cols(lp, rows + 1);
	for (int j = 0; j < cols; j++)
		glp_set_row_bnds(lp, j + 1, GLP_LO, 0.0, 0.0);
	glp_set_row_bnds(lp, cols + 1, GLP_FX, 1.0, 1.0);
	for (int i = 0; i < rows; i++)
		glp_set_col_bnds(lp, i + 1, GLP_LO, 0.0, 0.0);
	glp_set_col_bnds(lp, rows + 1, GLP_FR, 0.0, 0.0); /* v */
	glp_set_obj_coef(lp, rows + 1, 1.0);
	glp_load_matrix(lp, ne, ia, ja, ar);
	glp_init_smcp(&parm);
	parm.msg_lev = GLP_MSG_OFF;
	if (glp_simplex(lp, &parm) != 0 || glp_get_status(lp) != GLP_OPT) {
		glp_delete_prob(lp);
		glp_error_hook(NULL, NULL);
		return RINK_EILLEGAL;
	}
	*v = glp_get_obj_val(lp);
	for (int i = 0; i < rows; i++)
		x[i] = glp_get_col_prim(lp, i + 1);
	glp_delete_prob(lp);
	glp_error_hook(NULL, NULL);
	return RINK_OK;
}

/* Maximizes v subject to sum_i m[i][j] x_i >= v for every column j,
 * sum x = 1, x >= 0. m is rows x cols, row-major. */
static int solve_max(const double *m, int rows, int cols, double *x, double *v,
                     struct rink_error *err)
{
	size_t n = (size_t)(rows + 1) * (size_t)(cols + 1) + 1;
	int *ia = malloc(sizeof(int) * n), *ja = malloc(sizeof(int) * n);
	double *ar = malloc(sizeof(double) * n), sum = 0;
	int rc = RINK_OK, ne = 0;

	if (!ia || !ja || !ar) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	/* rows of the LP: one per column j of m, then sum x = 1 (1-based) */
	for (int j = 0; j < cols; j++) {
		for (int i = 0; i < rows; i++)
			if (m[i * cols + j] != 0.0) {
				ne++;
				ia[ne] = j + 1;
				ja[ne] = i + 1;
				ar[ne] = m[i * cols + j];
			}
		ne++;
		ia[ne] = j + 1;
		ja[ne] = rows + 1;
		ar[ne] = -1.0;
	}
	for (int i = 0; i < rows; i++) {
		ne++;
		ia[ne] = cols + 1;
		ja[ne] = i + 1;
		ar[ne] = 1.0;
	}
	rc = run_glpk(rows, cols, ne, ia, ja, ar, x, v);
	if (rc == RINK_EINVAL) {
		rc = rink_error_set(err, RINK_EINVAL, "the LP solver (GLPK) failed");
		goto out_free;
	}
	if (rc != RINK_OK) {
		rc = rink_error_set(err, RINK_EINVAL, "the LP solver (GLPK) found no optimum");
		goto out_free;
	}
	for (int i = 0; i < rows; i++) {
		x[i] = fmax(0.0, x[i]);
		sum += x[i];
	}
	for (int i = 0; i < rows; i++)
		x[i] /= sum;
out_free:
	free(ia);
	free(ja);
	free(ar);
	return rc;
}

int rink__matrix_game(const double *m, int rows, int cols, double *x, double *y, double *value,
                      struct rink_error *err)
{
	double *mt = malloc(sizeof(double) * (size_t)rows * (size_t)cols), w;
	int rc;

	if (!mt)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < cols; j++)
			mt[j * rows + i] = -m[i * cols + j];
	rc = solve_max(m, rows, cols, x, value, err);
	if (rc == RINK_OK)
		rc = solve_max(mt, cols, rows, y, &w, err);
	free(mt);
	return rc;
}

static double mixed_row(const struct solver *sv, int i, const uint16_t *cols, const double *y,
                        int n)
{
	double u = 0;

	for (int j = 0; j < n; j++)
		if (y[j] > 0)
			u += y[j] * pay(sv, sv->perm[i], sv->perm[cols[j]]);
	return u;
}

static double mixed_col(const struct solver *sv, int j, const uint16_t *rows, const double *x,
                        int n)
{
	double w = 0;

	for (int i = 0; i < n; i++)
		if (x[i] > 0)
			w += x[i] * pay(sv, sv->perm[rows[i]], sv->perm[j]);
	return w;
}

static int by_p(const void *a, const void *b)
{
	double pa = ((const struct rink_lineup_order *)a)->p;
	double pb = ((const struct rink_lineup_order *)b)->p;

	return pa < pb ? 1 : pa > pb ? -1 : 0;
}

static int fill_side(struct rink_lineup_order *out, const struct solver *sv, const uint8_t team[6],
                     const uint16_t *set, const double *p, int n)
{
	int k = 0;

	for (int i = 0; i < n; i++) {
		if (p[i] <= 1e-12)
			continue;
		for (int c = 0; c < 6; c++)
			out[k].card[c] = team[sv->perm[set[i]][c]];
		out[k++].p = p[i];
	}
	qsort(out, (size_t)k, sizeof(*out), by_p);
	return k;
}

/* Step 3, regulation: the uniform mixes and the mean over matchings. */
static int solve_by_matching(const struct solver *sv, struct rink_lineup_solution *sol,
                             const uint8_t home[6], const uint8_t away[6])
{
	static const uint8_t identity[6] = {0, 1, 2, 3, 4, 5};
	double v = 0, best_u = -INFINITY, best_w = INFINITY;
	double ph = 1.0 / sv->n_canon[0], pa = 1.0 / sv->n_canon[1];

	for (int m = 0; m < RINK_LINEUP_ORDERS; m++)
		v += pay(sv, identity, sv->perm[m]);
	v /= RINK_LINEUP_ORDERS;
	/* Step 4: each side's best pure reply to the other's uniform mix, from
	 * the row and column sums of the whole (canonical) matrix in one pass */
	{
		double col[RINK_LINEUP_ORDERS] = {0};
		for (int i = 0; i < sv->n_canon[0]; i++) {
			const uint8_t *hp = sv->perm[sv->canon[0][i]];
			double row = 0;
			for (int j = 0; j < sv->n_canon[1]; j++) {
				double a = pay(sv, hp, sv->perm[sv->canon[1][j]]);
				row += a;
				col[j] += a;
			}
			best_u = fmax(best_u, row * pa);
		}
		for (int j = 0; j < sv->n_canon[1]; j++)
			best_w = fmin(best_w, col[j] * ph);
	}
	sol->value = v;
	sol->exploitability = fmax(0.0, best_u - best_w);
	sol->iterations = 0;
	sol->n_home = sv->n_canon[0];
	sol->n_away = sv->n_canon[1];
	for (int i = 0; i < sol->n_home; i++) {
		for (int c = 0; c < 6; c++)
			sol->home[i].card[c] = home[sv->perm[sv->canon[0][i]][c]];
		sol->home[i].p = ph;
	}
	for (int j = 0; j < sol->n_away; j++) {
		for (int c = 0; c < 6; c++)
			sol->away[j].card[c] = away[sv->perm[sv->canon[1][j]][c]];
		sol->away[j].p = pa;
	}
	return RINK_OK;
}

int rink_lineup_solve(const rink_game *g, const uint8_t home[6], const uint8_t away[6],
                      const struct rink_lineup_options *opt, struct rink_lineup_solution *sol,
                      struct rink_error *err)
{
	struct solver *sv = calloc(1, sizeof(*sv));
	uint16_t set[2][RINK_LINEUP_ORDERS];
	int n[2] = {1, 1}, rc = RINK_OK;
	double *m = NULL, x[RINK_LINEUP_ORDERS], y[RINK_LINEUP_ORDERS];
	double v = 0;
	size_t cap = 0;

	if (!sv)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	memset(sol, 0, sizeof(*sol));
	sv->opt = opt;
	sv->start = opt->overtime ? 0 : 1;
	/* Step 1 */
	for (int a = 0; a < 6; a++)
		for (int b = 0; b < 6; b++) {
			int o = rink_ss_faceoff(g, home[a], away[b]);
			sv->d[a][b] = (int8_t)((o & RINK_SS_FO_HOME_GOAL ? 1 : 0) -
			                       (o & RINK_SS_FO_AWAY_GOAL ? 1 : 0));
		}
	/* Step 2 */
	build_perms(sv);
	canonical_orders(sv, 0);
	canonical_orders(sv, 1);
	sol->classes[0] = sv->n_canon[0];
	sol->classes[1] = sv->n_canon[1];
	if (!opt->overtime) {
		rc = solve_by_matching(sv, sol, home, away);
		goto out_free;
	}
	set[0][0] = sv->canon[0][0];
	set[1][0] = sv->canon[1][0];
	/* Step 3, overtime */
	for (;;) {
		double best_u = -INFINITY, best_w = INFINITY;
		int br_h = -1, br_a = -1;
		bool grew = false;

		sol->iterations++;
		if ((size_t)(n[0] * n[1]) > cap) {
			/* the restricted game grew: room for it, with some to spare */
			void *m2;
			cap = (size_t)(n[0] + 8) * (size_t)(n[1] + 8);
			m2 = realloc(m, cap * sizeof(double));
			if (!m2) {
				rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
				goto out_free;
			}
			m = m2;
		}
		for (int i = 0; i < n[0]; i++)
			for (int j = 0; j < n[1]; j++) {
				double a = pay(sv, sv->perm[set[0][i]], sv->perm[set[1][j]]);
				m[i * n[1] + j] = a;
			}
		if ((rc = rink__matrix_game(m, n[0], n[1], x, y, &v, err)) != RINK_OK)
			goto out_free;
		for (int k = 0; k < sv->n_canon[0]; k++) {
			double u = mixed_row(sv, sv->canon[0][k], set[1], y, n[1]);
			if (u > best_u) {
				best_u = u;
				br_h = sv->canon[0][k];
			}
		}
		for (int k = 0; k < sv->n_canon[1]; k++) {
			double u = mixed_col(sv, sv->canon[1][k], set[0], x, n[0]);
			if (u < best_w) {
				best_w = u;
				br_a = sv->canon[1][k];
			}
		}
		/* Step 4: the certificate of this round */
		sol->exploitability = best_u - best_w;
		if (sol->exploitability <= GAP_DONE)
			break;
		if (best_u > v + GAP_DONE / 2) {
			bool have = false;
			for (int i = 0; i < n[0]; i++)
				have |= set[0][i] == br_h;
			if (!have) {
				set[0][n[0]++] = (uint16_t)br_h;
				grew = true;
			}
		}
		if (best_w < v - GAP_DONE / 2) {
			bool have = false;
			for (int j = 0; j < n[1]; j++)
				have |= set[1][j] == br_a;
			if (!have) {
				set[1][n[1]++] = (uint16_t)br_a;
				grew = true;
			}
		}
		if (!grew)
			break; /* numerically converged: the certificate says how well */
	}
	sol->value = v;
	sol->n_home = fill_side(sol->home, sv, home, set[0], x, n[0]);
	sol->n_away = fill_side(sol->away, sv, away, set[1], y, n[1]);
out_free:
	free(m);
	free(sv);
	return rc;
}

int rink_lineup_advise(const rink_state *s, int seat, int samples, struct rink_rng *rng,
                       struct rink_lineup_advice *out, struct rink_error *err)
{
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	rink_state *world = rink_state_clone(s);
	struct rink_lineup_options opt;
	struct rink_ss_view v, ov;
	int rc = RINK_OK;

	memset(out, 0, sizeof(*out));
	if (!sol || !world) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	rink_ss_view(s, seat, &v);
	if (v.phase != RINK_SS_LINEUP || (v.home != seat && v.away != seat)) {
		rc = rink_error_set(err, RINK_EINVAL, "advice is for a manager setting a line-up");
		goto out_free;
	}
	rink_lineup_defaults(&opt);
	opt.overtime = v.overtime > 0;
	out->known = __builtin_popcountll(v.known[v.home == seat ? v.away : v.home]);
	if (out->known >= 6)
		samples = 1; /* every deal is their team */
	for (int k = 0; k < samples; k++) {
		int opp = v.home == seat ? v.away : v.home;
		bool home = v.home == seat;
		rink_state_copy(world, s);
		rink_state_resample(world, seat, rng);
		rink_ss_view(world, opp, &ov);
		rc = rink_lineup_solve(rink_state_game(s), home ? v.team : ov.team,
		                       home ? ov.team : v.team, &opt, sol, err);
		if (rc != RINK_OK)
			goto out_free;
		out->win += home ? sol->value : 1 - sol->value;
		out->samples++;
		if (k == 0) {
			const struct rink_lineup_order *mix = home ? sol->home : sol->away;
			int n = home ? sol->n_home : sol->n_away;
			out->uniform = !opt.overtime;
			out->n_mix = n < 8 ? n : 8;
			memcpy(out->mix, mix, sizeof(out->mix[0]) * (size_t)out->n_mix);
			if (out->uniform) /* every order alike: suggest a random one */
				rink_rng_shuffle_u8(rng, out->mix[0].card, 6);
		}
	}
	if (out->samples)
		out->win /= out->samples;
out_free:
	free(sol);
	rink_state_free(world);
	return rc;
}
