/*
 * games/actiondeck/build.c: team charts from season statistics (files in
 * the format of shared/data/nhl-2022-23-first-half: teams.csv,
 * skaters.csv, goalies.csv, columns found by name in the header).
 *
 * The method (docs/rules/actiondeck.md, "Chart builder"):
 *   - SHOT, ASST, PEN, HIT: each player's share of his team's shots,
 *     assists, penalty minutes and hits, apportioned over 1-100 by largest
 *     remainders; a share under half a point is '-' (no range), any other
 *     gets at least one number, so no two players share a number by
 *     accident. FACED: each goalie's share of shots against.
 *   - PCT: goals per shot shrunk toward the league rate by a few shots,
 *     its distance from the league rate tripled (MIX_K), times the
 *     even-strength factor below; '-' for a skater with no shots. SAVE%:
 *     100 less the goals-against rate, shrunk and tripled the same way,
 *     times the same factor. At least doubled: a shot is settled on the
 *     shooter's PCT for an even selection card and on the goalie's SAVE%
 *     for an odd one (AD-SHT-04..06): a player's own rate decides half the
 *     shots he takes or faces, so half of his distance from the league
 *     shows in play; and once more half of it (AD-GAP-48), measured on
 *     the NHL 2022-23 first half: doubled, the real ten best goal scorers
 *     lost 13% of their goals in replays (injuries the real ones were
 *     spared, luck that a replay does not repeat), tripled 3%; the spread
 *     of the teams' points follows (docs/rules/actiondeck.md). A poor
 *     shooter's tripled rate can fall under 0; it is
 *     0, and the league's goals are kept by taking the same amount off
 *     every other shooter (chart_shift).
 *     The factor takes out of the charts the scoring that the power-play
 *     modifiers (+20 PCT, -20 SAVE%) add back in play: it is the league's
 *     rate of goals per shot without power-play goals over the rate with
 *     them.
 *   - Control: 50 plus the team's shot share above one half (in points)
 *     times CTL_K, plus a little of its face-off percentage.
 *   - Penalty ratings: the width of the two ranges together is set so that
 *     the team is short-handed as often per game as in the data, given the
 *     PEN entries a game of the designed deck reads; a third of it is
 *     offensive.
 * Nothing depends on one season's exact numbers: every figure comes from
 * the files given, and the few constants describe the designed deck.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/textfile.h"
#include "games/actiondeck/ad_int.h"

/* Constants of the designed deck, measured by replaying seasons
 * (docs/rules/actiondeck.md, Calibration). */
#define PEN_ENTRIES  21.0 /* PEN entries read per game, both teams */
#define CALLS_PP     0.92 /* share of penalty calls that give a power play */
#define CTL_K        0.5  /* control points per point of shot share */
#define FO_K         0.3  /* control points per face-off point above 50 */
#define PP_SHOTS     0.2  /* shots per power play in play */
#define SHRINK_SHOTS 2.0  /* PCT shrunk toward the league by this many shots */
#define MIX_K                                                                                      \
	3.0 /* AD-GAP-48: one shot in two is settled on the shooter's                              \
	      PCT (2), and half again for the stars' totals */

void rink__ad_table_free(struct ad_table *t)
{
	if (t->cell)
		for (int i = 0; i < t->nrow * t->ncol; i++)
			free(t->cell[i]);
	free(t->cell);
	free(t->line);
	memset(t, 0, sizeof(*t));
}

/* See ad_int.h. */
int rink__ad_table_load(struct ad_table *t, const char *path, const char *const *need, int *idx,
                        struct rink_error *err)
{
	FILE *f = fopen(path, "r");
	char line[2048];
	char *fl[64], *hdr[64];
	char hbuf[2048];
	int ln = 0, cap = 0, rc = RINK_OK;

	memset(t, 0, sizeof(*t));
	t->path = path;
	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	char *text;
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &text, err)) > 0) {
		if (!text[0])
			continue;
		if (!t->ncol) {
			snprintf(hbuf, sizeof(hbuf), "%s", text);
			int n = rink__ad_csv_split(hbuf, hdr, 64);
			if (n <= 0) {
				rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: malformed header",
				                    path, ln);
				goto out;
			}
			t->ncol = n;
			for (int k = 0; need[k]; k++) {
				const char *name = need[k] + (need[k][0] == '?');
				idx[k] = -1;
				for (int i = 0; i < n; i++)
					if (!strcmp(hdr[i], name))
						idx[k] = i;
				if (idx[k] < 0 && name == need[k]) {
					rc = rink_error_set(err, RINK_EFORMAT,
					                    "%s:%d:%d: missing column '%s'", path,
					                    ln, n + 1, name);
					goto out;
				}
			}
			continue;
		}
		int n = rink__ad_csv_split(text, fl, 64);
		if (n < 0) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: malformed line (a quote not closed, or over 64 "
			                    "fields)",
			                    path, ln);
			goto out;
		}
		if (n != t->ncol) {
			rc = rink_error_set(
			        err, RINK_EFORMAT, "%s:%d:%d: %d fields where the header has %d",
			        path, ln, n < t->ncol ? (n > 0 ? n : 1) : t->ncol + 1, n, t->ncol);
			goto out;
		}
		if (t->nrow == cap) {
			cap = cap ? cap * 2 : 256;
			char **c = realloc(t->cell, sizeof(*c) * (size_t)(cap * t->ncol));
			int *l = realloc(t->line, sizeof(*l) * (size_t)cap);
			if (c)
				t->cell = c;
			if (l)
				t->line = l;
			if (!c || !l) {
				rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
				goto out;
			}
		}
		/* the row counts once whole: until then rink__ad_table_free
		 * would not see its cells, so a bad one frees those before it */
		char **row = t->cell + (size_t)t->nrow * (size_t)t->ncol;
		for (int i = 0; i < n; i++) {
			int bad = RINK_OK;
			if (rink__control_at(fl[i], false) >= 0)
				bad = rink_error_set(err, RINK_EFORMAT,
				                     "%s:%d:%d: a control character in column '%s'",
				                     path, ln, i + 1, i < t->ncol ? hdr[i] : "?");
			else if (!(row[i] = strdup(fl[i])))
				bad = rink_error_set(err, RINK_ENOMEM, "out of memory");
			if (bad) {
				rc = bad;
				while (i-- > 0)
					free(row[i]);
				goto out;
			}
		}
		t->line[t->nrow++] = ln;
	}
	if (!rc && !t->ncol)
		rc = rink_error_set(err, RINK_EFORMAT, "%s:1:1: empty file, no header", path);
out:
	fclose(f);
	if (rc)
		rink__ad_table_free(t);
	return rc;
}

/* Copies the name in cell (row, col) of t into dst (size bytes): one that
 * does not fit is refused rather than cut (a cut can split a character),
 * and so is one rink__name_problem finds wrong. */
static int copy_name(const struct ad_table *t, int row, int col, char *dst, size_t size,
                     struct rink_error *err)
{
	const char *s = rink__ad_cell(t, row, col);
	const char *why = rink__name_problem(s);

	if (why)
		return rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: the name %s", t->path,
		                      t->line[row], col + 1, why);
	if (strlen(s) >= size)
		return rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: '%s' is longer than %zu bytes",
		                      t->path, t->line[row], col + 1, s, size - 1);
	snprintf(dst, size, "%s", s);
	return RINK_OK;
}

int rink__ad_number(const struct ad_table *t, int row, int col, const char *name, double *out,
                    struct rink_error *err)
{
	const char *s = rink__ad_cell(t, row, col);

	/* strictly decimal: strtod would take 1e3, 0x10 and inf */
	if (rink__decimal(s, out))
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s:%d:%d: column '%s': '%s' is not a decimal number of 0 "
		                      "or more",
		                      t->path, t->line[row], col + 1, name, s);
	return RINK_OK;
}

/* Cumulative 1..100 bounds from weights (largest remainders); weights
 * under half a point get 0 ('-'). */
static void apportion(const double *w, int n, uint8_t *bound)
{
	double total = 0, rem[RINK_AD_MAX_PLAYERS];
	int share[RINK_AD_MAX_PLAYERS], used = 0;

	for (int i = 0; i < n; i++)
		total += w[i];
	for (int i = 0; i < n; i++) {
		double x = total > 0 ? 100.0 * w[i] / total : 0;
		share[i] = x >= 0.5 ? (int)x : 0;
		if (x >= 0.5 && share[i] == 0)
			share[i] = 1;
		rem[i] = x >= 0.5 ? x - share[i] : -1;
		used += share[i];
	}
	/* the numbers left go by largest remainder to players holding a
	 * range; a remainder may be below 0 (a share under 1 raised to 1), so
	 * that shares under half a point adding up to more than one point
	 * still leave no gap */
	while (used < 100) {
		int best = -1;
		for (int i = 0; i < n; i++)
			if (share[i] > 0 && (best < 0 || rem[i] > rem[best]))
				best = i;
		if (best < 0)
			break;
		share[best]++;
		rem[best] -= 1;
		used++;
	}
	while (used > 100) {
		int best = -1;
		for (int i = 0; i < n; i++)
			if (share[i] > 1 && (best < 0 || share[i] > share[best]))
				best = i;
		if (best < 0)
			break;
		share[best]--;
		used--;
	}
	int cum = 0;
	for (int i = 0; i < n; i++) {
		cum += share[i];
		bound[i] = share[i] ? (uint8_t)cum : 0;
	}
}

static int clampi(double v, int lo, int hi)
{
	int r = (int)lround(v);

	return r < lo ? lo : r > hi ? hi : r;
}

enum { T_TEAM, T_GP, T_SF, T_SA, T_GF, T_PPG, T_PPO, T_TSH, T_FO, T_PIM, T_N };
enum { S_TEAM, S_PLAYER, S_POS, S_G, S_A, S_SHOTS, S_PIM, S_HITS, S_N };

enum { G_TEAM, G_PLAYER, G_SA, G_SAVES, G_N };

static int by_shots_desc(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x < y) - (x > y);
}

/* A chart holds RINK_AD_MAX_PLAYERS. Where team ab has more skaters than
 * room, it keeps those with the most shots, ties to the first in the
 * file: the rest would have had shares of the columns too small to show.
 * Returns the fewest shots a kept skater has (-1: every one is kept) and
 * *at_cut how many with exactly that many are kept. */
static double keep_cut(const struct ad_table *st, const int *si, const char *ab, int room,
                       int *at_cut)
{
	double *v = malloc(sizeof(*v) * (size_t)(st->nrow + 1)), cut = -1;
	int m = 0;

	*at_cut = 0;
	if (!v)
		return -1; /* the team loop then stops at the limit with an error */
	for (int r = 0; r < st->nrow; r++)
		if (!strcmp(rink__ad_cell(st, r, si[S_TEAM]), ab) &&
		    rink__ad_number(st, r, si[S_SHOTS], "shots", &v[m++], NULL))
			v[m - 1] = 0;
	if (m > room) {
		qsort(v, (size_t)m, sizeof(*v), by_shots_desc);
		cut = v[room - 1];
		for (int i = 0; i < room; i++)
			*at_cut += v[i] == cut;
	}
	free(v);
	return cut;
}

/* A skater's goals per shot, shrunk toward the league's rate, at twice
 * its distance from that rate (MIX_K); it may be under 0. */
static double doubled(double g, double shots, double rate)
{
	return rate + MIX_K * ((g + SHRINK_SHOTS * rate) / (shots + SHRINK_SHOTS) - rate);
}

/* The amount taken off every skater's doubled rate so that, with those
 * under 0 raised to 0, the league's shots score at its rate again: found
 * by bisection, as the goals it leaves fall as it grows. Rows with a bad
 * number are left out here; the team loop reports them. */
static double chart_shift(const struct ad_table *st, const int *si, double rate)
{
	double *c = malloc(sizeof(*c) * 2 * (size_t)(st->nrow + 1)), *n, lo = 0, hi = rate, all = 0;
	int m = 0;

	if (!c)
		return 0; /* without memory no shift: the league scores a little high */
	n = c + st->nrow + 1;
	for (int r = 0; r < st->nrow; r++) {
		double g, shots;
		if (rink__ad_number(st, r, si[S_G], "g", &g, NULL) ||
		    rink__ad_number(st, r, si[S_SHOTS], "shots", &shots, NULL) || shots <= 0)
			continue;
		c[m] = doubled(g, shots, rate);
		n[m++] = shots;
		all += shots;
	}
	for (int it = 0; it < 50; it++) {
		double mid = (lo + hi) / 2, goals = 0;
		for (int i = 0; i < m; i++)
			goals += n[i] * (c[i] > mid ? c[i] - mid : 0);
		if (goals > rate * all)
			lo = mid;
		else
			hi = mid;
	}
	free(c);
	return (lo + hi) / 2;
}

int rink_ad_build(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                  struct rink_ad_team **teams, int *nteams, struct rink_error *err)
{
	return rink__ad_build(teams_csv, skaters_csv, goalies_csv, teams, nteams, NULL, err);
}

int rink__ad_build(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                   struct rink_ad_team **teams, int *nteams, double *rates, struct rink_error *err)
{
	static const char *const tneed[] = {
	        "team",        "gp",       "shots_for", "shots_against",
	        "gf",          "pp_goals", "pp_opps",   "times_shorthanded",
	        "faceoff_pct", "?pim",     NULL};
	static const char *const sneed[] = {"team",  "player", "pos",  "g", "a",
	                                    "shots", "pim",    "hits", NULL};
	static const char *const gneed[] = {"team", "player", "shots_against", "saves", NULL};
	struct ad_table tt, st, gt;
	int ti[T_N], si[S_N], gi[G_N], rc;
	char where[1100]; /* "file:line" of the row a check blames */
	struct rink_ad_team *out = NULL;
	double lg_goals = 0, lg_shots = 0, lg_ppg = 0, lg_ppo = 0, lg_gp = 0, lg_sa = 0, lg_sv = 0,
	       lg_pim = 0;

	*teams = NULL;
	*nteams = 0;
	if ((rc = rink__ad_table_load(&tt, teams_csv, tneed, ti, err)))
		return rc;
	if ((rc = rink__ad_table_load(&st, skaters_csv, sneed, si, err))) {
		rink__ad_table_free(&tt);
		return rc;
	}
	if ((rc = rink__ad_table_load(&gt, goalies_csv, gneed, gi, err))) {
		rink__ad_table_free(&tt);
		rink__ad_table_free(&st);
		return rc;
	}
	if (!tt.nrow) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s:2:1: no teams", teams_csv);
		goto out;
	}
	out = calloc((size_t)tt.nrow, sizeof(*out));
	if (!out) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	/* league rates */
	double tv[64][T_N];
	if (tt.nrow > 64) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s: more than 64 teams", teams_csv);
		goto out;
	}
	for (int r = 0; r < tt.nrow; r++) {
		tv[r][T_PIM] = -1; /* the one column that may be missing */
		for (int k = 1; k < T_N; k++)
			if (ti[k] >= 0 &&
			    (rc = rink__ad_number(&tt, r, ti[k], tneed[k] + (tneed[k][0] == '?'),
			                          &tv[r][k], err)))
				goto out;
		if (tv[r][T_FO] > 100) {
			rc = rink_error_set(
			        err, RINK_EFORMAT,
			        "%s:%d:%d: column 'faceoff_pct': %s is not a percentage "
			        "0-100",
			        teams_csv, tt.line[r], ti[T_FO] + 1,
			        rink__ad_cell(&tt, r, ti[T_FO]));
			goto out;
		}
		/* a second row would chart the team twice, one file overwriting
		 * the other */
		for (int r0 = 0; r0 < r; r0++)
			if (!strcmp(rink__ad_cell(&tt, r0, ti[T_TEAM]),
			            rink__ad_cell(&tt, r, ti[T_TEAM]))) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d:%d: team %s has a row already (line %d)",
				                    teams_csv, tt.line[r], ti[T_TEAM] + 1,
				                    rink__ad_cell(&tt, r, ti[T_TEAM]), tt.line[r0]);
				goto out;
			}
		if (tv[r][T_GP] < 1 || tv[r][T_SF] < 1) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: team %s has no games or no shots", teams_csv,
			                    tt.line[r], ti[T_GP] + 1,
			                    rink__ad_cell(&tt, r, ti[T_TEAM]));
			goto out;
		}
		/* as a skater's goals and a goalie's saves: more than the
		 * whole would make the rates below negative, every PCT 0 */
		if (tv[r][T_GF] > tv[r][T_SF] || tv[r][T_PPG] > tv[r][T_GF]) {
			int c = tv[r][T_GF] > tv[r][T_SF] ? ti[T_GF] : ti[T_PPG];
			rc = rink_error_set(
			        err, RINK_EFORMAT, "%s:%d:%d: team %s has more %s", teams_csv,
			        tt.line[r], c + 1, rink__ad_cell(&tt, r, ti[T_TEAM]),
			        c == ti[T_GF] ? "goals than shots" : "power-play goals than goals");
			goto out;
		}
		lg_goals += tv[r][T_GF];
		lg_shots += tv[r][T_SF];
		lg_ppg += tv[r][T_PPG];
		lg_ppo += tv[r][T_PPO];
		lg_gp += tv[r][T_GP];
		lg_pim += tv[r][T_PIM];
	}
	for (int r = 0; r < gt.nrow; r++) {
		double sa, sv;
		if ((rc = rink__ad_number(&gt, r, gi[G_SA], "shots_against", &sa, err)) ||
		    (rc = rink__ad_number(&gt, r, gi[G_SAVES], "saves", &sv, err)))
			goto out;
		if (sv > sa) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: more saves than shots against", goalies_csv,
			                    gt.line[r], gi[G_SAVES] + 1);
			goto out;
		}
		lg_sa += sa;
		lg_sv += sv;
	}
	/* the rates divide by these: a league without goals, or with so
	 * many power plays that no shot is left at even strength, made every
	 * SAVE% and PCT of the 0/0 (NaN) they gave 0, silently */
	if (lg_goals <= 0) {
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "%s: column 'gf' is 0 for every team: no goals to chart a "
		                    "scoring rate from",
		                    teams_csv);
		goto out;
	}
	if (lg_shots - lg_ppo * PP_SHOTS <= 0) {
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "%s: %g power plays (column 'pp_opps') at %g shots each leave "
		                    "none of the %g shots (column 'shots_for') at even strength",
		                    teams_csv, lg_ppo, PP_SHOTS, lg_shots);
		goto out;
	}
	double rate = lg_goals / lg_shots;
	double es_rate = (lg_goals - lg_ppg) / (lg_shots - lg_ppo * PP_SHOTS);
	double factor = es_rate / rate;
	double lg_miss = lg_sa > 0 ? 1 - lg_sv / lg_sa : rate;
	double shift = chart_shift(&st, si, rate);

	for (int r = 0; r < tt.nrow; r++) {
		struct rink_ad_team *t = &out[r];
		const char *ab = rink__ad_cell(&tt, r, ti[T_TEAM]);
		double w[5][RINK_AD_MAX_PLAYERS], pct[RINK_AD_MAX_PLAYERS];
		uint8_t b[RINK_AD_MAX_PLAYERS];
		int ns = 0;

		if (!*ab || strlen(ab) >= sizeof(t->abbr)) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: team name '%s' must be 1-7 characters",
			                    teams_csv, tt.line[r], ti[T_TEAM] + 1, ab);
			goto out;
		}
		snprintf(t->abbr, sizeof(t->abbr), "%s", ab);
		snprintf(t->name, sizeof(t->name), "%s", ab);
		double share = tv[r][T_SF] / (tv[r][T_SF] + tv[r][T_SA]);
		t->control =
		        clampi(50 + CTL_K * (share - 0.5) * 100 + FO_K * (tv[r][T_FO] - 50), 5, 95);
		double per_game = tv[r][T_TSH] / tv[r][T_GP];
		double width = 200.0 * per_game / (PEN_ENTRIES * CALLS_PP);
		t->pen_off = clampi(width / 3, 1, 45);
		t->pen_def = clampi(101 - (width - t->pen_off), 55, 100);
		memset(w, 0, sizeof(w));
		int ng = 0, at_cut = 0;
		for (int r2 = 0; r2 < gt.nrow; r2++)
			ng += !strcmp(rink__ad_cell(&gt, r2, gi[G_TEAM]), ab);
		int room = RINK_AD_MAX_PLAYERS - (ng < 4 ? 4 : ng);
		double cut = room > 0 ? keep_cut(&st, si, ab, room, &at_cut) : -1;
		for (int r2 = 0; r2 < st.nrow; r2++) {
			double v[S_N];
			if (strcmp(rink__ad_cell(&st, r2, si[S_TEAM]), ab))
				continue;
			for (int k = S_G; k < S_N; k++)
				if ((rc = rink__ad_number(&st, r2, si[k], sneed[k], &v[k], err)))
					goto out;
			if (v[S_G] > v[S_SHOTS]) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d:%d: more goals than shots", skaters_csv,
				                    st.line[r2], si[S_G] + 1);
				goto out;
			}
			if (v[S_SHOTS] < cut || (v[S_SHOTS] == cut && at_cut-- <= 0)) {
				t->left_off++;
				continue;
			}
			if (t->n >= room) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: team %s has too many skaters",
				                    skaters_csv, st.line[r2], ab);
				goto out;
			}
			struct rink_ad_player *p = &t->p[t->n];
			if ((rc = copy_name(&st, r2, si[S_PLAYER], p->name, sizeof(p->name),
			                    err)) ||
			    (rc = copy_name(&st, r2, si[S_POS], p->pos, sizeof(p->pos), err)))
				goto out;
			/* a second row of one name: blamed on its own line */
			snprintf(where, sizeof(where), "%s:%d", skaters_csv, st.line[r2]);
			if ((rc = rink__ad_player_check(t, t->n, where, err)))
				goto out;
			w[0][t->n] = v[S_SHOTS];
			w[1][t->n] = v[S_A];
			w[2][t->n] = v[S_PIM];
			w[3][t->n] = v[S_HITS];
			pct[t->n] = -1;
			if (v[S_SHOTS] > 0) {
				double c = doubled(v[S_G], v[S_SHOTS], rate) - shift;
				pct[t->n] = c > 0 ? c : 0;
			}
			t->n++;
			ns++;
		}
		for (int r2 = 0; r2 < gt.nrow; r2++) {
			double sa, sv;
			if (strcmp(rink__ad_cell(&gt, r2, gi[G_TEAM]), ab))
				continue;
			rink__ad_number(&gt, r2, gi[G_SA], "shots_against", &sa, NULL);
			rink__ad_number(&gt, r2, gi[G_SAVES], "saves", &sv, NULL);
			if (t->n == RINK_AD_MAX_PLAYERS) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: team %s has too many goalies",
				                    goalies_csv, gt.line[r2], ab);
				goto out;
			}
			struct rink_ad_player *p = &t->p[t->n];
			if ((rc = copy_name(&gt, r2, gi[G_PLAYER], p->name, sizeof(p->name), err)))
				goto out;
			snprintf(p->pos, sizeof(p->pos), "G");
			p->goalie = true;
			p->pct = RINK_AD_DASH;
			snprintf(where, sizeof(where), "%s:%d", goalies_csv, gt.line[r2]);
			if ((rc = rink__ad_player_check(t, t->n, where, err)))
				goto out;
			double miss =
			        (sa - sv + SHRINK_SHOTS * 4 * lg_miss) / (sa + SHRINK_SHOTS * 4);
			miss = lg_miss + MIX_K * (miss - lg_miss);
			p->save = (uint8_t)clampi(100 - 100 * miss * factor, 0, 100);
			w[4][t->n] = sa;
			t->n++;
		}
		if (!ns || t->n == ns) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s: team %s has no %s",
			                    ns ? goalies_csv : skaters_csv, ab,
			                    ns ? "goalies" : "skaters");
			goto out;
		}
		for (int c = 0; c < 4; c++) {
			double sum = 0;
			for (int i = 0; i < ns; i++)
				sum += w[c][i];
			if (sum <= 0)
				for (int i = 0; i < ns; i++)
					w[c][i] = 1; /* no data: an even spread */
			apportion(w[c], ns, b);
			for (int i = 0; i < ns; i++)
				t->p[i].col[c] = b[i];
		}
		double gsum = 0;
		for (int i = ns; i < t->n; i++)
			gsum += w[4][i];
		if (gsum <= 0)
			for (int i = ns; i < t->n; i++)
				w[4][i] = 1;
		apportion(w[4] + ns, t->n - ns, b);
		for (int i = ns; i < t->n; i++)
			t->p[i].col[RINK_AD_FACED] = b[i - ns];
		for (int i = 0; i < ns; i++) {
			if (!t->p[i].col[RINK_AD_SHOT])
				t->p[i].pct =
				        pct[i] < 0 ? RINK_AD_DASH
				                   : (uint8_t)clampi(100 * pct[i] * factor, 0, 95);
			else
				t->p[i].pct = (uint8_t)clampi(100 * pct[i] * factor, 0, 95);
		}
		if ((rc = rink_ad_team_index(t, teams_csv, err)))
			goto out;
	}
	*teams = out;
	*nteams = tt.nrow;
	if (rates) {
		rates[0] = lg_ppo > 0 ? lg_ppg / lg_ppo : -1;
		rates[1] = lg_shots / lg_gp;
		rates[2] = ti[T_PIM] >= 0 ? lg_pim / lg_gp : -1;
	}
	out = NULL;
out:
	free(out);
	rink__ad_table_free(&tt);
	rink__ad_table_free(&st);
	rink__ad_table_free(&gt);
	return rc;
}
