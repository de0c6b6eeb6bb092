/*
 * games/actiondeck/calibrate.c: a real season replayed and compared with
 * itself (rink calibrate; docs/rules/actiondeck.md, Calibration).
 *
 * The league comes from the season's statistics as rink chart build makes
 * it (fitted, or the designed components alone), the season's schedule is
 * replayed over seeds, and the averages are set beside the season's own
 * figures: league goals, shots, power-play %, penalty minutes, save % and
 * power plays per team-game, and the correlations of goals for and against
 * across teams and of goals across skaters with 20 or more games. The
 * season's files are read by the chart builder's reader (build.c), so a
 * quoted name, a byte-order mark or a bad number is read, or refused, the
 * same way in both.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

#define MIN_GP 20 /* skaters compared: 20 or more real games */

/* teams.csv's columns read, by name; pim may be missing */
enum { R_TEAM, R_GF, R_GA, R_SF, R_SA, R_PPG, R_PPO, R_PIM, R_N };
static const char *const team_cols[] = {"team",     "gf",      "ga",   "shots_for", "shots_against",
                                        "pp_goals", "pp_opps", "?pim", NULL};

/* Pearson's correlation of x and y; 0 where either does not vary. */
static double corr(const double *x, const double *y, int n)
{
	double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;

	if (n < 1)
		return 0;
	for (int i = 0; i < n; i++) {
		mx += x[i];
		my += y[i];
	}
	mx /= n;
	my /= n;
	for (int i = 0; i < n; i++) {
		sxy += (x[i] - mx) * (y[i] - my);
		sxx += (x[i] - mx) * (x[i] - mx);
		syy += (y[i] - my) * (y[i] - my);
	}
	return sxx > 0 && syy > 0 ? sxy / sqrt(sxx * syy) : 0;
}

/* The season's totals of league team k in real[k][R_*]; *has_pim says
 * whether teams.csv has the pim column. */
static int real_teams(const char *path, const struct rink_ad_league *l, double (*real)[R_N],
                      bool *has_pim, struct rink_error *err)
{
	struct ad_table t;
	int idx[R_N], rc;

	if ((rc = rink__ad_table_load(&t, path, team_cols, idx, err)))
		return rc;
	*has_pim = idx[R_PIM] >= 0;
	for (int r = 0; r < t.nrow && !rc; r++) {
		int k = rink_ad_league_find(l, rink__ad_cell(&t, r, idx[R_TEAM]));
		for (int c = R_GF; c < R_N && k >= 0 && !rc; c++)
			if (idx[c] >= 0)
				rc = rink__ad_number(&t, r, idx[c],
				                     team_cols[c] + (team_cols[c][0] == '?'),
				                     &real[k][c], err);
	}
	rink__ad_table_free(&t);
	return rc;
}

/* The skaters of skaters.csv with MIN_GP or more games found on their
 * team's chart: key[i] = {team, chart row}, goals[i] their real goals, *n
 * how many (at most cap). A name is compared as the chart holds it,
 * shortened to the chart's room. */
static int real_skaters(const char *path, const struct rink_ad_league *l, int (*key)[2],
                        double *goals, int cap, int *n, struct rink_error *err)
{
	static const char *const need[] = {"team", "player", "gp", "g", NULL};
	struct ad_table t;
	int idx[4], rc;

	*n = 0;
	if ((rc = rink__ad_table_load(&t, path, need, idx, err)))
		return rc;
	for (int r = 0; r < t.nrow && *n < cap; r++) {
		double gp, g;
		char name[sizeof(l->team[0].p[0].name)];
		if ((rc = rink__ad_number(&t, r, idx[2], "gp", &gp, err)) ||
		    (rc = rink__ad_number(&t, r, idx[3], "g", &g, err)))
			break;
		int k = rink_ad_league_find(l, rink__ad_cell(&t, r, idx[0]));
		if (gp < MIN_GP || k < 0)
			continue;
		snprintf(name, sizeof(name), "%s", rink__ad_cell(&t, r, idx[1]));
		for (int j = 0; j < l->team[k].n; j++)
			if (!l->team[k].p[j].goalie && !strcmp(l->team[k].p[j].name, name)) {
				key[*n][0] = k;
				key[*n][1] = j;
				goals[(*n)++] = g;
				break;
			}
	}
	rink__ad_table_free(&t);
	return rc;
}

/* The league as rink chart build makes it, or with fit false its charts
 * and the designed rules alone. */
static int league_of(const char *tp, const char *sp, const char *gp, bool fit,
                     struct rink_ad_calibration *c, struct rink_ad_league *l,
                     struct rink_error *err)
{
	int rc;

	c->tuning.keep_cards = c->tuning.minor_cards = c->tuning.misconduct_cards = -1;
	if (fit)
		return rink_ad_build_league(tp, sp, gp, c->game_params, l, &c->tuning, err);
	memset(l, 0, sizeof(*l));
	if ((rc = rink_ad_build(tp, sp, gp, &l->team, &l->n, err)) ||
	    (rc = rink_ad_rules_load(&l->rules, NULL, NULL, NULL, NULL, err)))
		rink_ad_league_free(l);
	return rc;
}

int rink_ad_calibrate(const char *dir, int seeds, uint64_t first_seed, const char *params, bool fit,
                      struct rink_ad_calibration *out, struct rink_error *err)
{
	char tp[1024], sp[1024], gp[1024], schp[1024];
	struct rink_ad_league l;
	struct rink_ad_schedule sc = {0, NULL};
	double(*real)[R_N] = NULL, *xs = NULL, *rg = NULL, *sg = NULL;
	int(*key)[2] = NULL;
	bool has_pim = false;
	int rc, nsk = 0;

	memset(out, 0, sizeof(*out));
	if (seeds < 1)
		return rink_error_set(err, RINK_EINVAL, "calibrate: seeds must be 1 or more");
	out->seeds = seeds;
	out->first_seed = first_seed;
	snprintf(out->game_params, sizeof(out->game_params), "regular_shootout=true%s%s",
	         params && *params ? "," : "", params ? params : "");
	snprintf(tp, sizeof(tp), "%s/teams.csv", dir);
	snprintf(sp, sizeof(sp), "%s/skaters.csv", dir);
	snprintf(gp, sizeof(gp), "%s/goalies.csv", dir);
	snprintf(schp, sizeof(schp), "%s/games.csv", dir);
	if ((rc = league_of(tp, sp, gp, fit, out, &l, err)))
		return rc;
	snprintf(out->league_params, sizeof(out->league_params), "%s", l.params);
	if ((rc = rink_ad_schedule_load(&sc, &l, schp, err)))
		goto out;
	out->games = sc.n;
	int cap = l.n * RINK_AD_MAX_PLAYERS;
	real = calloc((size_t)l.n, sizeof(*real));
	xs = calloc((size_t)l.n * 4, sizeof(*xs)); /* real gf, sim gf, real ga, sim ga */
	rg = calloc((size_t)cap, sizeof(*rg));
	sg = calloc((size_t)cap, sizeof(*sg));
	key = calloc((size_t)cap, sizeof(*key));
	if (!real || !xs || !rg || !sg || !key) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	if ((rc = real_teams(tp, &l, real, &has_pim, err)) ||
	    (rc = real_skaters(sp, &l, key, rg, cap, &nsk, err)))
		goto out;
	double *sgf = xs + l.n, *rga = xs + 2 * l.n, *sga = xs + 3 * l.n;
	double tot[RINK_AD_NFIG] = {0}, saves = 0, sa = 0;
	for (int sd = 0; sd < seeds; sd++) {
		struct rink_ad_season s;
		if ((rc = rink_ad_season_play(&l, &sc, first_seed + (uint64_t)sd, out->game_params,
		                              &s, NULL, NULL, err)))
			goto out;
		for (int t = 0; t < l.n; t++) {
			sgf[t] += s.t[t].gf;
			sga[t] += s.t[t].ga;
			tot[RINK_AD_FIG_GOALS] += s.t[t].gf;
			tot[RINK_AD_FIG_SHOTS] += s.t[t].shots_for;
			tot[RINK_AD_FIG_PP_PCT] += s.t[t].pp_goals;
			tot[RINK_AD_FIG_PP_OPPS] += s.t[t].pp_opps;
			tot[RINK_AD_FIG_PIM] += s.t[t].pim;
			for (int j = 0; j < l.team[t].n; j++) {
				saves += s.p[t][j].saves;
				sa += s.p[t][j].sa;
			}
		}
		for (int q = 0; q < nsk; q++)
			sg[q] += s.p[key[q][0]][key[q][1]].g;
		rink_ad_season_free(&s);
	}

	double r[R_N] = {0}, tg = 2.0 * sc.n, games = tg * seeds; /* team-games */
	for (int t = 0; t < l.n; t++) {
		for (int c = R_GF; c < R_N; c++)
			r[c] += real[t][c];
		xs[t] = real[t][R_GF];
		rga[t] = real[t][R_GA];
		sgf[t] /= seeds;
		sga[t] /= seeds;
	}
	out->real[RINK_AD_FIG_GOALS] = r[R_GF] / tg;
	out->real[RINK_AD_FIG_SHOTS] = r[R_SF] / tg;
	out->real[RINK_AD_FIG_PP_PCT] = r[R_PPO] > 0 ? 100 * r[R_PPG] / r[R_PPO] : -1;
	out->real[RINK_AD_FIG_PIM] = has_pim ? r[R_PIM] / tg : -1;
	out->real[RINK_AD_FIG_SAVE_PCT] = r[R_SA] > 0 ? 1 - r[R_GF] / r[R_SA] : -1;
	out->real[RINK_AD_FIG_PP_OPPS] = r[R_PPO] / tg;
	for (int f = 0; f < RINK_AD_NFIG; f++)
		out->sim[f] = tot[f] / games;
	out->sim[RINK_AD_FIG_PP_PCT] =
	        tot[RINK_AD_FIG_PP_OPPS] > 0
	                ? 100 * tot[RINK_AD_FIG_PP_PCT] / tot[RINK_AD_FIG_PP_OPPS]
	                : -1;
	out->sim[RINK_AD_FIG_SAVE_PCT] = sa > 0 ? saves / sa : -1;
	out->corr_gf = corr(xs, sgf, l.n);
	out->corr_ga = corr(rga, sga, l.n);
	out->corr_skater_goals = corr(rg, sg, nsk);
	out->skaters = nsk;
out:
	free(real);
	free(xs);
	free(rg);
	free(sg);
	free(key);
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
	return rc;
}

/* A figure as JSON: null where it is unknown. */
static json_t *figure(double v)
{
	return v < 0 ? json_null() : json_real(v);
}

json_t *rink_ad_calibration_json(const struct rink_ad_calibration *c)
{
	static const char *const keys[RINK_AD_NFIG] = {"goals_per_game", "shots_per_game",
	                                               "pp_pct",         "pim_per_game",
	                                               "save_pct",       "pp_opps_per_game"};
	json_t *o = json_object();

	char first[24];
	snprintf(first, sizeof(first), "%llu", (unsigned long long)c->first_seed);
	json_object_set_new(o, "seeds", json_integer(c->seeds));
	json_object_set_new(o, "first_seed", json_string(first)); /* all 64 bits */
	json_object_set_new(o, "games", json_integer(c->games));
	for (int f = 0; f < RINK_AD_NFIG; f++)
		json_object_set_new(o, keys[f],
		                    json_pack("{s:o,s:o}", "real", figure(c->real[f]), "sim",
		                              figure(c->sim[f])));
	json_object_set_new(o, "corr_gf", json_real(c->corr_gf));
	json_object_set_new(o, "corr_ga", json_real(c->corr_ga));
	json_object_set_new(o, "corr_skater_goals", json_real(c->corr_skater_goals));
	json_object_set_new(o, "skaters", json_integer(c->skaters));
	json_object_set_new(o, "league_params", json_string(c->league_params));
	json_object_set_new(o, "keep_cards", json_integer(c->tuning.keep_cards));
	json_object_set_new(o, "misconduct_cards", json_integer(c->tuning.misconduct_cards));
	return o;
}
