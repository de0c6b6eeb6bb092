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
 *
 * The figures a fan reads next (issue 24): goalies used per team-game,
 * the shares of games decided in overtime and by a shoot-out, the home
 * team's wins, the spread of team points, and the goals of the real ten
 * best scorers, each averaged over the seasons replayed. The era's rules
 * come from the season's own params.txt (as a league's, league.c), so the
 * 2022-23 season is replayed with its 3-on-3 overtime and its shoot-out.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/actiondeck/ad_int.h"
#include "rink/pool.h"

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

/* The population standard deviation of v[n]. */
static double sd_int(const int *v, int n)
{
	double m = 0, q = 0;

	if (n < 1)
		return 0;
	for (int i = 0; i < n; i++)
		m += v[i];
	m /= n;
	for (int i = 0; i < n; i++)
		q += (v[i] - m) * (v[i] - m);
	return sqrt(q / n);
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

/* The real season's results from games.csv (columns home_goals,
 * away_goals, decision; fig[] stays -1 without them): the shares of
 * overtime, shoot-out and home wins, and the spread of the points. */
static int real_games(const char *path, const struct rink_ad_league *l, double *fig,
                      struct rink_error *err)
{
	static const char *const need[] = {"home",        "away",      "?home_goals",
	                                   "?away_goals", "?decision", NULL};
	struct ad_table t;
	int idx[5], rc, *pts = calloc((size_t)l->n, sizeof(int)), ot = 0, so = 0, hw = 0;

	if (!pts)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	if ((rc = rink__ad_table_load(&t, path, need, idx, err))) {
		free(pts);
		return rc;
	}
	if (idx[2] < 0 || idx[3] < 0 || idx[4] < 0 || !t.nrow)
		goto out;
	for (int r = 0; r < t.nrow && !rc; r++) {
		double hg, ag;
		const char *d = rink__ad_cell(&t, r, idx[4]);
		int h = rink_ad_league_find(l, rink__ad_cell(&t, r, idx[0]));
		int a = rink_ad_league_find(l, rink__ad_cell(&t, r, idx[1]));
		if ((rc = rink__ad_number(&t, r, idx[2], "home_goals", &hg, err)) ||
		    (rc = rink__ad_number(&t, r, idx[3], "away_goals", &ag, err)))
			break;
		bool reg = !strcmp(d, "REG"), o = !strcmp(d, "OT"), sho = !strcmp(d, "SO");
		if (!reg && !o && !sho) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: decision '%s' is not REG, OT or SO", path,
			                    t.line[r], idx[4] + 1, d);
			break;
		}
		if (hg == ag) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: a tied game (%g-%g): decided games only",
			                    path, t.line[r], idx[2] + 1, hg, ag);
			break;
		}
		ot += o;
		so += sho;
		hw += hg > ag;
		if (h < 0 || a < 0)
			continue; /* rink_ad_schedule_load refuses these */
		pts[hg > ag ? h : a] += 2;
		pts[hg > ag ? a : h] += !reg;
	}
	if (!rc) {
		fig[RINK_AD_FIG_OT] = (double)ot / t.nrow;
		fig[RINK_AD_FIG_SO] = (double)so / t.nrow;
		fig[RINK_AD_FIG_HOME_WIN] = (double)hw / t.nrow;
		fig[RINK_AD_FIG_PTS_SD] = sd_int(pts, l->n);
	}
out:
	rink__ad_table_free(&t);
	free(pts);
	return rc;
}

/* goalies.csv's games played over the season's team-games (-1 without a
 * gp column). */
static int real_goalies(const char *path, double team_games, double *fig, struct rink_error *err)
{
	static const char *const need[] = {"?gp", NULL};
	struct ad_table t;
	int idx[1], rc;
	double sum = 0;

	if ((rc = rink__ad_table_load(&t, path, need, idx, err)))
		return rc;
	for (int r = 0; r < t.nrow && idx[0] >= 0 && !rc; r++) {
		double gp;
		if (!(rc = rink__ad_number(&t, r, idx[0], "gp", &gp, err)))
			sum += gp;
	}
	if (!rc && idx[0] >= 0 && team_games > 0)
		*fig = sum / team_games;
	rink__ad_table_free(&t);
	return rc;
}

/* The ten best real goal scorers among the n compared (goals[]): their
 * positions in top[], best first; returns how many (n when under 10). */
static int top_scorers(const double *goals, int n, int *top)
{
	int k = 0;

	for (; k < 10 && k < n; k++) {
		int best = -1;
		for (int i = 0; i < n; i++) {
			bool taken = false;
			for (int j = 0; j < k; j++)
				taken |= top[j] == i;
			if (!taken && (best < 0 || goals[i] > goals[best]))
				best = i;
		}
		top[k] = best;
	}
	return k;
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
	/* the era's rules and alignment, as rink_ad_build_league reads them */
	char dir[1024], path[1100];
	snprintf(dir, sizeof(dir), "%s", tp);
	*strrchr(dir, '/') = 0; /* tp is DIR/teams.csv */
	snprintf(path, sizeof(path), "%s/params.txt", dir);
	if ((rc = rink_ad_build(tp, sp, gp, &l->team, &l->n, err)) ||
	    (rc = rink_ad_rules_load(&l->rules, NULL, NULL, NULL, NULL, err)) ||
	    (rc = rink__ad_params_read(path, l->params, sizeof(l->params), err)))
		goto fail;
	snprintf(path, sizeof(path), "%s/divisions.csv", dir);
	if (access(path, F_OK) == 0 && (rc = rink_ad_divisions_load(l, path, err)))
		goto fail;
	return RINK_OK;
fail:
	rink_ad_league_free(l);
	return rc;
}

/* The seasons replayed on the work pool (rink/pool.h): season sd is piece
 * sd, kept in slot sd, and summed afterwards in seed order, so the figures
 * are the same on any number of threads. */
struct replays {
	const struct rink_ad_league *l;
	const struct rink_ad_schedule *sc;
	uint64_t first_seed;
	const char *params;
	struct rink_ad_season *season; /* [seeds] */
};

static int replay_one(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct replays *r = ud;
	int rc = rink_ad_season_play(r->l, r->sc, r->first_seed + (uint64_t)p, r->params,
	                             &r->season[p], NULL, NULL, err);

	return rc ? rc : 1;
}

int rink_ad_calibrate(const char *dir, int seeds, uint64_t first_seed, const char *params, bool fit,
                      struct rink_ad_calibration *out, struct rink_error *err)
{
	char tp[1024], sp[1024], gp[1024], schp[1024];
	struct rink_ad_league l;
	struct rink_ad_schedule sc = {0};
	double(*real)[R_N] = NULL, *xs = NULL, *rg = NULL, *sg = NULL;
	int(*key)[2] = NULL;
	bool has_pim = false;
	int rc, nsk = 0;

	memset(out, 0, sizeof(*out));
	if (seeds < 1)
		return rink_error_set(err, RINK_EINVAL, "calibrate: seeds must be 1 or more");
	out->seeds = seeds;
	out->first_seed = first_seed;
	for (int f = 0; f < RINK_AD_NFIG; f++)
		out->real[f] = out->sim[f] = -1;
	/* a regular-season game ends in a shoot-out (the era's rules, the
	 * season's params.txt, come with the league: rink_ad_build_league) */
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
	    (rc = real_skaters(sp, &l, key, rg, cap, &nsk, err)) ||
	    (rc = real_games(schp, &l, out->real, err)) ||
	    (rc = real_goalies(gp, 2.0 * sc.n, &out->real[RINK_AD_FIG_GOALIES], err)))
		goto out;
	int top[10], ntop = top_scorers(rg, nsk, top);
	double *sgf = xs + l.n, *sga = xs + 3 * l.n, *rga = xs + 2 * l.n;
	double tot[RINK_AD_NFIG] = {0}, saves = 0, sa = 0;
	int *pts = calloc((size_t)l.n, sizeof(int));
	if (!pts) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	struct replays rp = {&l, &sc, first_seed, out->game_params,
	                     calloc((size_t)seeds, sizeof(struct rink_ad_season))};
	struct rink_pool_config pc = {.threads = rink_pool_cpus(),
	                              .pieces = seeds,
	                              .run = replay_one,
	                              .ud = &rp,
	                              .units = seeds};
	if (!rp.season) {
		free(pts);
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	if ((rc = rink_pool_run(&pc, err))) {
		for (int sd = 0; sd < seeds; sd++)
			rink_ad_season_free(&rp.season[sd]);
		free(rp.season);
		free(pts);
		goto out;
	}
	for (int sd = 0; sd < seeds; sd++) {
		struct rink_ad_season s = rp.season[sd];
		for (int i = 0; i < s.ngames; i++) {
			const struct rink_ad_result *r = &s.games[i].r;
			tot[RINK_AD_FIG_OT] += r->decision == RINK_AD_OT;
			tot[RINK_AD_FIG_SO] += r->decision == RINK_AD_SO;
			tot[RINK_AD_FIG_HOME_WIN] += r->home_goals > r->away_goals;
		}
		for (int t = 0; t < l.n; t++) {
			pts[t] = 2 * s.t[t].w + s.t[t].otl;
			for (int j = 0; j < l.team[t].n; j++)
				if (l.team[t].p[j].goalie)
					tot[RINK_AD_FIG_GOALIES] += s.p[t][j].gp;
		}
		tot[RINK_AD_FIG_PTS_SD] += sd_int(pts, l.n);
		for (int k = 0; k < ntop; k++)
			tot[RINK_AD_FIG_TOP10] += s.p[key[top[k]][0]][key[top[k]][1]].g;
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
	free(rp.season);
	free(pts);

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
	for (int f = 0; f <= RINK_AD_FIG_GOALIES; f++)
		out->sim[f] = tot[f] / games;
	for (int f = RINK_AD_FIG_OT; f <= RINK_AD_FIG_HOME_WIN; f++)
		out->sim[f] = tot[f] / ((double)sc.n * seeds);
	out->sim[RINK_AD_FIG_PTS_SD] = tot[RINK_AD_FIG_PTS_SD] / seeds;
	out->top10 = ntop;
	if (ntop) {
		double rt = 0;
		for (int k = 0; k < ntop; k++)
			rt += rg[top[k]];
		out->real[RINK_AD_FIG_TOP10] = rt / ntop;
		out->sim[RINK_AD_FIG_TOP10] = tot[RINK_AD_FIG_TOP10] / ((double)ntop * seeds);
	}
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

static const struct rink_ad_target targets[RINK_AD_NFIG] = {
        {"goals_per_game", "goals per team-game", 5, false},
        {"shots_per_game", "shots per team-game", 5, false},
        {"pp_pct", "power-play %", 10, false},
        {"pim_per_game", "PIM per team-game", 10, false},
        {"save_pct", "save %", 1, false},
        {"pp_opps_per_game", "PP opps per team-game", 10, false},
        {"goalies_per_game", "goalies per team-game", 0.1, true},
        {"ot_share", "overtime share", 20, false},
        {"so_share", "shoot-out share", 20, false},
        {"home_win", "home-win rate", 0.02, true},
        {"points_sd", "SD of team points", 10, false},
        {"top10_goals", "top-10 scorers' goals", 10, false},
};

const struct rink_ad_target *rink_ad_fig_target(int f)
{
	return f >= 0 && f < RINK_AD_NFIG ? &targets[f] : NULL;
}

int rink_ad_fig_ok(const struct rink_ad_calibration *c, int f)
{
	if (f < 0 || f >= RINK_AD_NFIG)
		return -1;
	const struct rink_ad_target *t = &targets[f];
	double r = c->real[f], m = c->sim[f];

	if (r < 0 || m < 0 || (!t->absolute && r <= 0))
		return -1;
	return t->absolute ? fabs(m - r) <= t->tol + 1e-12 : fabs(100 * (m - r) / r) <= t->tol;
}

json_t *rink_ad_calibration_json(const struct rink_ad_calibration *c)
{
	json_t *o = json_object();

	char first[24];
	snprintf(first, sizeof(first), "%llu", (unsigned long long)c->first_seed);
	json_object_set_new(o, "seeds", json_integer(c->seeds));
	json_object_set_new(o, "first_seed", json_string(first)); /* all 64 bits */
	json_object_set_new(o, "games", json_integer(c->games));
	for (int f = 0; f < RINK_AD_NFIG; f++) {
		int ok = rink_ad_fig_ok(c, f);
		json_object_set_new(
		        o, targets[f].key,
		        json_pack("{s:o,s:o,s:f,s:o}", "real", figure(c->real[f]), "sim",
		                  figure(c->sim[f]), targets[f].absolute ? "within" : "within_pct",
		                  targets[f].tol, "ok", ok < 0 ? json_null() : json_boolean(ok)));
	}
	json_object_set_new(o, "corr_gf", json_real(c->corr_gf));
	json_object_set_new(o, "corr_ga", json_real(c->corr_ga));
	json_object_set_new(o, "corr_skater_goals", json_real(c->corr_skater_goals));
	json_object_set_new(o, "corr_ok",
	                    json_pack("{s:b,s:b,s:b}", "gf", c->corr_gf >= 0.8, "ga",
	                              c->corr_ga >= 0.8, "skater_goals",
	                              c->corr_skater_goals >= 0.85));
	json_object_set_new(o, "skaters", json_integer(c->skaters));
	json_object_set_new(o, "top10", json_integer(c->top10));
	json_object_set_new(o, "league_params", json_string(c->league_params));
	json_object_set_new(o, "game_params", json_string(c->game_params));
	json_object_set_new(o, "keep_cards", json_integer(c->tuning.keep_cards));
	json_object_set_new(o, "misconduct_cards", json_integer(c->tuning.misconduct_cards));
	return o;
}
