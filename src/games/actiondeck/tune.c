/*
 * games/actiondeck/tune.c: a league fitted to its season by replaying it
 * (docs/rules/actiondeck.md, "Chart builder").
 *
 * The charts carry each team's and player's rates (build.c); three league
 * figures come from the designed components and the rules instead, and
 * are fitted here, each by one value:
 *   - Shots per game. The deck's mix of entries sets how often a team
 *     shoots; a season's own figure is reached through the even-strength
 *     save chart, which decides what follows a save: its first 30 cards
 *     COVER (a face-off), then keep_cards that keep the attack going
 *     (REBOUND, another shot at once, up to 7 of them, then KEEP, the
 *     attack keeps the puck in its zone), the rest CLEAR (the defence takes
 *     the puck in its own zone). The designed chart has 29.
 *   - Power-play success. The rules add 20 to a power play's shooting
 *     percentages and take 20 off the short-handed goalie's save
 *     percentage (§VI), so a power-play shot in play scores about twice as
 *     often as a real one, whatever the charts say; what is left to the
 *     season is how long a power play lasts. A minor ends at the 4th
 *     control attempt or a power-play goal (§IX) and, with the default
 *     reading of AD-GAP-14, after minor_cards entry cards: the game time a
 *     real power play gets.
 *   - Penalty minutes. The penalty chart's shares of minors (2 minutes),
 *     majors (5) and misconducts (10, no power play) set the minutes a call
 *     costs; a season with more fighting has more minutes for its power
 *     plays. The chart keeps its 5 majors and 2 penalty shots and has
 *     misconduct_cards misconducts in the place of minors (the designed
 *     chart: 7); each team's penalty ranges widen with them, so that it is
 *     short-handed as often as its data says.
 * Each replay plays every pairing of the league's teams, both ways, four
 * times with a fixed seed, so every try plays the same games and a figure
 * moves with the value tried without noise between tries. Each value is
 * bisected for the replay that comes closest to the season, then the
 * closest of it and its neighbours is kept (a figure need not grow with
 * every card); the three are fitted in turn until none moves.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "games/actiondeck/ad_int.h"

#define ROUNDS    4  /* times every pairing is played in a replay */
#define SEED      1  /* the replays' seed (rink_seed_derive per game) */
#define COVERS    30 /* COVER cards of the even chart, kept */
#define REBOUNDS  7  /* the most REBOUND cards of the even chart */
#define KEEP_MAX  70 /* REBOUND + KEEP cards: 0..KEEP_MAX, the rest CLEAR */
#define KEEP_DEF  29 /* ... in the designed chart */
#define MINOR_LO  2  /* the power plays' lengths tried, in entry cards */
#define MINOR_HI  40
#define MINOR_DEF 10 /* the game's default */
#define MAJORS    5  /* MAJOR cards of the penalty chart, kept */
#define MISC_MAX  60 /* MISCONDUCT cards: 0..MISC_MAX */
#define MISC_DEF  7  /* ... in the designed chart */
#define MAX_TURNS 4  /* fits of the three in turn */

enum { F_SHOTS, F_PP, F_PIM, F_N };

struct tune {
	struct rink_ad_league *l;
	struct rink_ad_schedule sc;
	const char *params;
	int v[F_N];                 /* the values now; -1: the league's own (for
	                               F_PP: the caller's length) */
	uint8_t (*range)[2];        /* the teams' penalty ranges as they came */
	struct rink_ad_figures got; /* the last replay's figures */
	double cache[101];          /* this fit's figure by value; < 0: not tried */
	int tried;
};

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* The even save chart with k cards of REBOUND and KEEP. */
static void set_even(struct rink_ad_rules *r, int k)
{
	int reb = k < REBOUNDS ? k : REBOUNDS;

	for (int x = 1; x <= 100; x++)
		r->save[RINK_AD_SAVE_EVEN][x] = x <= COVERS                        ? RINK_AD_COVER
		                                : x <= COVERS + reb                ? RINK_AD_REBOUND
		                                : x <= COVERS + KEEP_MAX - k + reb ? RINK_AD_CLEAR
		                                                                   : RINK_AD_KEEP;
}

/* The penalty chart with k misconducts, and each team's two ranges
 * widened so that as many calls as with the designed chart give a power
 * play. */
static void set_pen(struct tune *t, int k)
{
	struct rink_ad_rules *r = &t->l->rules;

	for (int x = 1; x <= 100; x++) {
		int kind = x <= 100 - k - MAJORS ? RINK_AD_MINOR
		           : x <= 100 - k        ? RINK_AD_MAJOR
		                                 : RINK_AD_MISCONDUCT;
		r->pen[0][x] = (uint8_t)kind;
		r->pen[1][x] = (uint8_t)(x > 98 ? RINK_AD_PSHOT : kind);
	}
	double f = (100.0 - MISC_DEF) / (100.0 - k);
	for (int i = 0; i < t->l->n; i++) {
		struct rink_ad_team *tm = &t->l->team[i];
		tm->pen_off = clampi((int)lround(t->range[i][0] * f), 1, 45);
		tm->pen_def = clampi(101 - (int)lround((101 - t->range[i][1]) * f), 55, 100);
	}
}

/* One replay with the values now: t->got. */
static int replay(struct tune *t, struct rink_error *err)
{
	char mine[32], all[1400];
	struct rink_ad_season s;
	long goals = 0, opps = 0, shots = 0, pim = 0, gp = 0;
	int rc;

	if (t->v[F_SHOTS] >= 0)
		set_even(&t->l->rules, t->v[F_SHOTS]);
	if (t->v[F_PIM] >= 0)
		set_pen(t, t->v[F_PIM]);
	mine[0] = 0;
	if (t->v[F_PP] >= 0)
		snprintf(mine, sizeof(mine), "minor_cards=%d", t->v[F_PP]);
	if ((rc = rink_ad_params_merge(mine, t->params, all, sizeof(all), err)) ||
	    (rc = rink_ad_season_play(t->l, &t->sc, SEED, all, &s, NULL, NULL, err)))
		return rc;
	for (int i = 0; i < s.n; i++) {
		goals += s.t[i].pp_goals;
		opps += s.t[i].pp_opps;
		shots += s.t[i].shots_for;
		pim += s.t[i].pim;
		gp += s.t[i].gp;
	}
	rink_ad_season_free(&s);
	t->got.pp = opps ? (double)goals / (double)opps : 0;
	t->got.shots = gp ? (double)shots / (double)gp : 0;
	t->got.pim = gp ? (double)pim / (double)gp : 0;
	t->tried++;
	return RINK_OK;
}

static double of(const struct rink_ad_figures *f, int which)
{
	return which == F_SHOTS ? f->shots : which == F_PP ? f->pp : f->pim;
}

/* The figure which with value v of it. */
static int figure(struct tune *t, int which, int v, double *out, struct rink_error *err)
{
	int rc;

	if (t->cache[v] < 0) {
		t->v[which] = v;
		if ((rc = replay(t, err)))
			return rc;
		t->cache[v] = of(&t->got, which);
	}
	*out = t->cache[v];
	return RINK_OK;
}

/* Fits value which over lo..hi to target: the smallest value whose figure
 * reaches it, then the closest of it and its neighbours; beyond (not -1)
 * when even hi falls short. */
static int fit(struct tune *t, int which, int lo, int hi, int beyond, double target,
               struct rink_error *err)
{
	int rc, best = -1, a = lo, b = hi;
	double r, rb = 0;

	for (int v = 0; v <= 100; v++)
		t->cache[v] = -1;
	while (a < b) {
		int mid = (a + b) / 2;
		if ((rc = figure(t, which, mid, &r, err)))
			return rc;
		if (r >= target)
			b = mid;
		else
			a = mid + 1;
	}
	if ((rc = figure(t, which, hi, &r, err)))
		return rc;
	if (r < target && beyond >= 0) {
		t->v[which] = beyond;
		return RINK_OK;
	}
	for (int v = a - 1; v <= a + 1; v++) {
		if (v < lo || v > hi)
			continue;
		if ((rc = figure(t, which, v, &r, err)))
			return rc;
		if (best < 0 || fabs(r - target) < fabs(rb - target)) {
			best = v;
			rb = r;
		}
	}
	t->v[which] = best;
	return RINK_OK;
}

int rink_ad_tune(struct rink_ad_league *l, const struct rink_ad_figures *target, const char *params,
                 struct rink_ad_tuning *out, struct rink_error *err)
{
	static const int lo[F_N] = {0, MINOR_LO, 0}, hi[F_N] = {KEEP_MAX, MINOR_HI, MISC_MAX};
	static const int start[F_N] = {KEEP_DEF, MINOR_DEF, MISC_DEF};
	/* beyond every length, no card limit: past about 14 cards the 4th
	 * control attempt ends a minor first */
	static const int beyond[F_N] = {-1, 0, -1};
	struct tune t = {.l = l, .params = params, .v = {-1, -1, -1}};
	struct rink_ad_tuning info = {-1, -1, -1, *target, {-1, -1, -1}, 0, 0};
	struct rink_ad_rules was = l->rules;
	bool want[F_N] = {target->shots > 0, target->pp >= 0, target->pim > 0};
	int n = l->n, rc = RINK_OK, any = 0;

	/* what the caller sets himself is his */
#define GIVEN(key) rink__ad_has_param(params, key, sizeof(key) - 1)
	want[F_SHOTS] &= !GIVEN("saves");
	want[F_PP] &= !GIVEN("minor_cards");
	want[F_PIM] &= !GIVEN("penalties");
#undef GIVEN
	for (int f = 0; f < F_N; f++)
		any |= want[f];
	if (n < 2 || !any) {
		/* one team has no games to replay: the league stays as it is */
		if (out)
			*out = info;
		return RINK_OK;
	}
	memset(&t.sc, 0, sizeof(t.sc)); /* no dates, no starters named */
	t.sc.n = ROUNDS * n * (n - 1);
	t.sc.game = malloc(sizeof(*t.sc.game) * (size_t)t.sc.n);
	t.range = malloc(sizeof(*t.range) * (size_t)n);
	if (!t.sc.game || !t.range) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	for (int k = 0, i = 0; k < ROUNDS; k++)
		for (int h = 0; h < n; h++)
			for (int a = 0; a < n; a++)
				if (h != a) {
					t.sc.game[i][0] = h;
					t.sc.game[i][1] = a;
					i++;
				}
	for (int i = 0; i < n; i++) {
		t.range[i][0] = (uint8_t)l->team[i].pen_off;
		t.range[i][1] = (uint8_t)l->team[i].pen_def;
	}
	/* from the designed charts and the game's default length */
	for (int f = 0; f < F_N; f++)
		if (want[f])
			t.v[f] = start[f];
	for (int turn = 0; turn < MAX_TURNS; turn++) {
		int moved = 0;
		for (int f = 0; f < F_N; f++) {
			int was_v = t.v[f];
			if (want[f] &&
			    (rc = fit(&t, f, lo[f], hi[f], beyond[f], of(target, f), err)))
				goto out;
			moved |= t.v[f] != was_v;
		}
		if (turn && !moved)
			break;
	}
	if ((rc = replay(&t, err))) /* the fitted league's own figures */
		goto out;
	if (want[F_PP])
		snprintf(l->params, sizeof(l->params), "minor_cards=%d", t.v[F_PP]);
	l->own_saves |= want[F_SHOTS];
	l->own_penalties |= want[F_PIM];
	info.keep_cards = want[F_SHOTS] ? t.v[F_SHOTS] : -1;
	info.minor_cards = want[F_PP] ? t.v[F_PP] : -1;
	info.misconduct_cards = want[F_PIM] ? t.v[F_PIM] : -1;
	info.sim = t.got;
	info.games = t.sc.n;
	info.tried = t.tried;
	if (out)
		*out = info;
out:
	if (rc) { /* the league as it came */
		l->rules = was;
		for (int i = 0; t.range && i < n; i++) {
			l->team[i].pen_off = t.range[i][0];
			l->team[i].pen_def = t.range[i][1];
		}
	}
	free(t.sc.game);
	free(t.range);
	return rc;
}

int rink_ad_build_league(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                         const char *params, struct rink_ad_league *l, struct rink_ad_tuning *out,
                         struct rink_error *err)
{
	struct rink_ad_figures season;
	double rates[3];
	int rc;

	memset(l, 0, sizeof(*l));
	if ((rc = rink__ad_build(teams_csv, skaters_csv, goalies_csv, &l->team, &l->n, rates,
	                         err)) ||
	    (rc = rink_ad_rules_load(&l->rules, NULL, NULL, NULL, NULL, err)))
		goto fail;
	season.pp = rates[0];
	season.shots = rates[1];
	season.pim = rates[2];
	/* the season's own folder may give the era's rules (params.txt, as a
	 * league's) and the alignment (divisions.csv): fitted under the first,
	 * both kept with the league */
	char dir[900], path[1024], era[RINK_AD_LEAGUE_PARAMS], fit[1400];
	const char *slash = strrchr(teams_csv, '/');
	snprintf(dir, sizeof(dir), "%.*s", slash ? (int)(slash - teams_csv) : 1,
	         slash ? teams_csv : ".");
	snprintf(path, sizeof(path), "%s/params.txt", dir);
	if ((rc = rink__ad_params_read(path, era, sizeof(era), err)) ||
	    (rc = rink_ad_params_merge(era, params, fit, sizeof(fit), err)) ||
	    (rc = rink_ad_tune(l, &season, fit, out, err)))
		goto fail;
	char tuned[RINK_AD_LEAGUE_PARAMS];
	snprintf(tuned, sizeof(tuned), "%s", l->params);
	if ((rc = rink_ad_params_merge(tuned, era, l->params, sizeof(l->params), err)))
		goto fail;
	snprintf(path, sizeof(path), "%s/divisions.csv", dir);
	if (access(path, F_OK) == 0 && (rc = rink_ad_divisions_load(l, path, err)))
		goto fail;
	return RINK_OK;
fail:
	rink_ad_league_free(l);
	return rc;
}
