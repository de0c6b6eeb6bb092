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

/* A calibration under way (rink_ad_calibrate_open): the league and
 * schedule, the season's own figures, and which skaters and scorers the
 * replays are compared on. */
struct rink_ad_calib {
	struct rink_ad_calibration head; /* all but the replay's figures */
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	double (*real)[R_N]; /* [team]: teams.csv's totals */
	double *rg;          /* [skater]: real goals */
	int (*key)[2];       /* [skater]: team, chart row */
	int nsk, top[10], ntop;
	bool has_pim;
	int threads;
	void (*progress)(void *ud, int done, int total);
	void *ud;
	double *t; /* the slot of piece `first` while playing */
	int first;
};

/* A seed's tally: the figures' sums (RINK_AD_NFIG), saves and shots
 * against, then goals for and against per team and goals per skater
 * compared. Every sum is of whole numbers but the spread of team points,
 * one term a seed, so the tallies added up in seed order give the same
 * figures however the seeds were shared out. */
enum { SL_SAVES = RINK_AD_NFIG, SL_SA, SL_TEAMS };

size_t rink_ad_calibrate_slot(const struct rink_ad_calib *c)
{
	return SL_TEAMS + 2 * (size_t)c->l.n + (size_t)c->nsk;
}

void rink_ad_calibrate_set(struct rink_ad_calib *c, int threads,
                           void (*progress)(void *ud, int done, int total), void *ud)
{
	c->threads = threads;
	c->progress = progress;
	c->ud = ud;
}

void rink_ad_calibrate_close(struct rink_ad_calib *c)
{
	if (!c)
		return;
	free(c->real);
	free(c->rg);
	free(c->key);
	rink_ad_schedule_free(&c->sc);
	rink_ad_league_free(&c->l);
	free(c);
}

int rink_ad_calibrate_open(const char *dir, int seeds, uint64_t first_seed, const char *params,
                           bool fit, struct rink_ad_calib **out, struct rink_error *err)
{
	char tp[1024], sp[1024], gp[1024], schp[1024];
	struct rink_ad_calib *c;
	int rc;

	*out = NULL;
	if (seeds < 1)
		return rink_error_set(err, RINK_EINVAL, "calibrate: seeds must be 1 or more");
	if (!(c = calloc(1, sizeof(*c))))
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	c->threads = rink_pool_cpus();
	c->head.seeds = seeds;
	c->head.first_seed = first_seed;
	for (int f = 0; f < RINK_AD_NFIG; f++)
		c->head.real[f] = c->head.sim[f] = -1;
	/* a regular-season game ends in a shoot-out (the era's rules, the
	 * season's params.txt, come with the league: rink_ad_build_league) */
	snprintf(c->head.game_params, sizeof(c->head.game_params), "regular_shootout=true%s%s",
	         params && *params ? "," : "", params ? params : "");
	snprintf(tp, sizeof(tp), "%s/teams.csv", dir);
	snprintf(sp, sizeof(sp), "%s/skaters.csv", dir);
	snprintf(gp, sizeof(gp), "%s/goalies.csv", dir);
	snprintf(schp, sizeof(schp), "%s/games.csv", dir);
	if ((rc = league_of(tp, sp, gp, fit, &c->head, &c->l, err))) {
		free(c);
		return rc;
	}
	snprintf(c->head.league_params, sizeof(c->head.league_params), "%s", c->l.params);
	if ((rc = rink_ad_schedule_load(&c->sc, &c->l, schp, err)))
		goto fail;
	c->head.games = c->sc.n;
	int cap = c->l.n * RINK_AD_MAX_PLAYERS;
	c->real = calloc((size_t)c->l.n, sizeof(*c->real));
	c->rg = calloc((size_t)cap, sizeof(*c->rg));
	c->key = calloc((size_t)cap, sizeof(*c->key));
	if (!c->real || !c->rg || !c->key) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto fail;
	}
	if ((rc = real_teams(tp, &c->l, c->real, &c->has_pim, err)) ||
	    (rc = real_skaters(sp, &c->l, c->key, c->rg, cap, &c->nsk, err)) ||
	    (rc = real_games(schp, &c->l, c->head.real, err)) ||
	    (rc = real_goalies(gp, 2.0 * c->sc.n, &c->head.real[RINK_AD_FIG_GOALIES], err)))
		goto fail;
	c->ntop = top_scorers(c->rg, c->nsk, c->top);
	*out = c;
	return RINK_OK;
fail:
	rink_ad_calibrate_close(c);
	return rc;
}

/* Season first_seed + p replayed, its figures into its slot. */
static int replay_one(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct rink_ad_calib *c = ud;
	const struct rink_ad_league *l = &c->l;
	size_t slot = rink_ad_calibrate_slot(c);
	double *t = c->t + (size_t)(p - c->first) * slot, *sgf = t + SL_TEAMS, *sga = sgf + l->n,
	       *sg = sga + l->n;
	struct rink_ad_season s;
	int *pts = calloc((size_t)l->n, sizeof(int));
	int rc;

	(void)ctx;
	memset(t, 0, slot * sizeof(*t));
	if (!pts)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	rc = rink_ad_season_play(l, &c->sc, c->head.first_seed + (uint64_t)p, c->head.game_params,
	                         &s, NULL, NULL, err);
	if (rc) {
		free(pts);
		return rc;
	}
	for (int i = 0; i < s.ngames; i++) {
		const struct rink_ad_result *r = &s.games[i].r;
		t[RINK_AD_FIG_OT] += r->decision == RINK_AD_OT;
		t[RINK_AD_FIG_SO] += r->decision == RINK_AD_SO;
		t[RINK_AD_FIG_HOME_WIN] += r->home_goals > r->away_goals;
	}
	for (int k = 0; k < l->n; k++) {
		pts[k] = 2 * s.t[k].w + s.t[k].otl;
		for (int j = 0; j < l->team[k].n; j++)
			if (l->team[k].p[j].goalie)
				t[RINK_AD_FIG_GOALIES] += s.p[k][j].gp;
	}
	t[RINK_AD_FIG_PTS_SD] = sd_int(pts, l->n);
	for (int k = 0; k < c->ntop; k++)
		t[RINK_AD_FIG_TOP10] += s.p[c->key[c->top[k]][0]][c->key[c->top[k]][1]].g;
	for (int k = 0; k < l->n; k++) {
		sgf[k] += s.t[k].gf;
		sga[k] += s.t[k].ga;
		t[RINK_AD_FIG_GOALS] += s.t[k].gf;
		t[RINK_AD_FIG_SHOTS] += s.t[k].shots_for;
		t[RINK_AD_FIG_PP_PCT] += s.t[k].pp_goals;
		t[RINK_AD_FIG_PP_OPPS] += s.t[k].pp_opps;
		t[RINK_AD_FIG_PIM] += s.t[k].pim;
		for (int j = 0; j < l->team[k].n; j++) {
			t[SL_SAVES] += s.p[k][j].saves;
			t[SL_SA] += s.p[k][j].sa;
		}
	}
	for (int q = 0; q < c->nsk; q++)
		sg[q] += s.p[c->key[q][0]][c->key[q][1]].g;
	rink_ad_season_free(&s);
	free(pts);
	return 1;
}

static void progress_seeds(void *pud, long long done, long long total)
{
	const struct rink_ad_calib *c = pud;

	c->progress(c->ud, (int)done, (int)total);
}

int rink_ad_calibrate_play(struct rink_ad_calib *c, int first, int count, double *t,
                           struct rink_error *err)
{
	if (first < 0 || count < 0 || first + count > c->head.seeds)
		return rink_error_set(err, RINK_EINVAL, "seeds %d to %d: the calibration has %d",
		                      first, first + count - 1, c->head.seeds);
	c->t = t;
	c->first = first;
	/* season sd is piece sd, its figures in slot sd (rink/pool.h) */
	struct rink_pool_config pc = {.threads = c->threads,
	                              .first = first,
	                              .pieces = count,
	                              .run = replay_one,
	                              .ud = c,
	                              .units = count,
	                              .progress = c->progress ? progress_seeds : NULL,
	                              .pud = c};
	return rink_pool_run(&pc, err);
}

int rink_ad_calibrate_finish(const struct rink_ad_calib *c, const double *t,
                             struct rink_ad_calibration *out, struct rink_error *err)
{
	const struct rink_ad_league *l = &c->l;
	int seeds = c->head.seeds, n = l->n, nsk = c->nsk;
	size_t slot = rink_ad_calibrate_slot(c);
	double *sum = calloc(slot, sizeof(*sum)), *xs = calloc((size_t)n * 2, sizeof(*xs));

	if (!sum || !xs) {
		free(sum);
		free(xs);
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	/* the seeds' tallies in seed order */
	for (int sd = 0; sd < seeds; sd++)
		for (size_t i = 0; i < slot; i++)
			sum[i] += t[(size_t)sd * slot + i];
	*out = c->head;
	double *tot = sum, *sgf = sum + SL_TEAMS, *sga = sgf + n, *sg = sga + n;
	double *xr = xs, *rga = xs + n;
	double r[R_N] = {0}, tg = 2.0 * c->sc.n, games = tg * seeds; /* team-games */
	for (int k = 0; k < n; k++) {
		for (int col = R_GF; col < R_N; col++)
			r[col] += c->real[k][col];
		xr[k] = c->real[k][R_GF];
		rga[k] = c->real[k][R_GA];
		sgf[k] /= seeds;
		sga[k] /= seeds;
	}
	out->real[RINK_AD_FIG_GOALS] = r[R_GF] / tg;
	out->real[RINK_AD_FIG_SHOTS] = r[R_SF] / tg;
	out->real[RINK_AD_FIG_PP_PCT] = r[R_PPO] > 0 ? 100 * r[R_PPG] / r[R_PPO] : -1;
	out->real[RINK_AD_FIG_PIM] = c->has_pim ? r[R_PIM] / tg : -1;
	out->real[RINK_AD_FIG_SAVE_PCT] = r[R_SA] > 0 ? 1 - r[R_GF] / r[R_SA] : -1;
	out->real[RINK_AD_FIG_PP_OPPS] = r[R_PPO] / tg;
	for (int f = 0; f <= RINK_AD_FIG_GOALIES; f++)
		out->sim[f] = tot[f] / games;
	for (int f = RINK_AD_FIG_OT; f <= RINK_AD_FIG_HOME_WIN; f++)
		out->sim[f] = tot[f] / ((double)c->sc.n * seeds);
	out->sim[RINK_AD_FIG_PTS_SD] = tot[RINK_AD_FIG_PTS_SD] / seeds;
	out->top10 = c->ntop;
	if (c->ntop) {
		double rt = 0;
		for (int k = 0; k < c->ntop; k++)
			rt += c->rg[c->top[k]];
		out->real[RINK_AD_FIG_TOP10] = rt / c->ntop;
		out->sim[RINK_AD_FIG_TOP10] = tot[RINK_AD_FIG_TOP10] / ((double)c->ntop * seeds);
	}
	out->sim[RINK_AD_FIG_PP_PCT] =
	        tot[RINK_AD_FIG_PP_OPPS] > 0
	                ? 100 * tot[RINK_AD_FIG_PP_PCT] / tot[RINK_AD_FIG_PP_OPPS]
	                : -1;
	out->sim[RINK_AD_FIG_SAVE_PCT] = tot[SL_SA] > 0 ? tot[SL_SAVES] / tot[SL_SA] : -1;
	out->corr_gf = corr(xr, sgf, n);
	out->corr_ga = corr(rga, sga, n);
	out->corr_skater_goals = corr(c->rg, sg, nsk);
	out->skaters = nsk;
	free(sum);
	free(xs);
	return RINK_OK;
}

int rink_ad_calibrate(const char *dir, int seeds, uint64_t first_seed, const char *params, bool fit,
                      struct rink_ad_calibration *out, struct rink_error *err)
{
	struct rink_ad_calib *c;
	double *t = NULL;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = rink_ad_calibrate_open(dir, seeds, first_seed, params, fit, &c, err)))
		return rc;
	if (!(t = calloc((size_t)seeds * rink_ad_calibrate_slot(c), sizeof(*t))))
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
	if (!rc && !(rc = rink_ad_calibrate_play(c, 0, seeds, t, err)))
		rc = rink_ad_calibrate_finish(c, t, out, err);
	free(t);
	rink_ad_calibrate_close(c);
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
