/*
 * games/actiondeck/tune.c: a league fitted to its season by replaying it
 * (docs/rules/actiondeck.md, "Chart builder").
 *
 * The charts carry each team's and player's rates (build.c); two league
 * figures come from the designed components and the rules instead, and
 * are fitted here:
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
 * Each replay plays every pairing of the league's teams, both ways, four
 * times with a fixed seed, so every try plays the same games and a figure
 * moves with the value tried without noise between tries. Each value is
 * bisected for the replay that comes closest to the season, then the
 * closest of it and its neighbours is kept (a figure need not grow with
 * every card); the two are fitted in turn until neither moves.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

#define ROUNDS    4  /* times every pairing is played in a replay */
#define SEED      1  /* the replays' seed (rink_seed_derive per game) */
#define COVERS    30 /* COVER cards of the even chart, kept */
#define REBOUNDS  7  /* the most REBOUND cards of the even chart */
#define KEEP_MAX  70 /* REBOUND + KEEP cards: 0..KEEP_MAX, the rest CLEAR */
#define MINOR_LO  2  /* the power plays' lengths tried, in entry cards */
#define MINOR_HI  40
#define MAX_TURNS 4 /* fits of the two in turn */

struct tune {
	struct rink_ad_league *l;
	struct rink_ad_schedule sc;
	const char *params;
	int keep, minor;   /* the league's values now (keep -1: its own chart;
	                      minor -1: the caller's length) */
	double pp, shots;  /* the last replay's figures */
	double cache[101]; /* figure by value tried in this fit; < 0: not tried */
	int tried;
};

/* The even save chart with k cards of REBOUND and KEEP (see above). */
static void set_even(struct rink_ad_rules *r, int k)
{
	int reb = k < REBOUNDS ? k : REBOUNDS;

	for (int x = 1; x <= 100; x++)
		r->save[RINK_AD_SAVE_EVEN][x] = x <= COVERS                        ? RINK_AD_COVER
		                                : x <= COVERS + reb                ? RINK_AD_REBOUND
		                                : x <= COVERS + KEEP_MAX - k + reb ? RINK_AD_CLEAR
		                                                                   : RINK_AD_KEEP;
}

/* One replay with the league's values now: t->pp and t->shots. */
static int replay(struct tune *t, struct rink_error *err)
{
	char mine[32], all[1400];
	struct rink_ad_season s;
	long goals = 0, opps = 0, shots = 0, gp = 0;
	int rc;

	if (t->keep >= 0)
		set_even(&t->l->rules, t->keep);
	mine[0] = 0;
	if (t->minor >= 0)
		snprintf(mine, sizeof(mine), "minor_cards=%d", t->minor);
	if ((rc = rink_ad_params_merge(mine, t->params, all, sizeof(all), err)) ||
	    (rc = rink_ad_season_play(t->l, &t->sc, SEED, all, &s, NULL, NULL, err)))
		return rc;
	for (int i = 0; i < s.n; i++) {
		goals += s.t[i].pp_goals;
		opps += s.t[i].pp_opps;
		shots += s.t[i].shots_for;
		gp += s.t[i].gp;
	}
	rink_ad_season_free(&s);
	t->pp = opps ? (double)goals / (double)opps : 0;
	t->shots = gp ? (double)shots / (double)gp : 0;
	t->tried++;
	return RINK_OK;
}

/* The figure (0 power plays, 1 shots) with value v of what is fitted
 * (*at: t->minor or t->keep). */
static int figure(struct tune *t, int *at, int v, int which, double *out, struct rink_error *err)
{
	int rc;

	if (t->cache[v] < 0) {
		*at = v;
		if ((rc = replay(t, err)))
			return rc;
		t->cache[v] = which ? t->shots : t->pp;
	}
	*out = t->cache[v];
	return RINK_OK;
}

/* Fits *at over lo..hi to target: the smallest value whose figure reaches
 * it, then the closest of it and its neighbours. Past hi, beyond: a value
 * to take when even hi falls short (-1: hi). */
static int fit(struct tune *t, int *at, int lo, int hi, int beyond, int which, double target,
               struct rink_error *err)
{
	int rc, best = -1, a = lo, b = hi;
	double r, rb = 0;

	for (int v = 0; v <= 100; v++)
		t->cache[v] = -1;
	while (a < b) {
		int mid = (a + b) / 2;
		if ((rc = figure(t, at, mid, which, &r, err)))
			return rc;
		if (r >= target)
			b = mid;
		else
			a = mid + 1;
	}
	if ((rc = figure(t, at, hi, which, &r, err)))
		return rc;
	if (r < target && beyond >= 0) {
		*at = beyond;
		return RINK_OK;
	}
	for (int v = a - 1; v <= a + 1; v++) {
		if (v < lo || v > hi)
			continue;
		if ((rc = figure(t, at, v, which, &r, err)))
			return rc;
		if (best < 0 || fabs(r - target) < fabs(rb - target)) {
			best = v;
			rb = r;
		}
	}
	*at = best;
	return RINK_OK;
}

int rink_ad_tune(struct rink_ad_league *l, double target_pp, double target_shots,
                 const char *params, struct rink_ad_tuning *out, struct rink_error *err)
{
	struct tune t = {.l = l, .params = params, .keep = -1, .minor = -1};
	struct rink_ad_rules was = l->rules;
	struct rink_ad_tuning info = {-1, -1, target_pp, 0, target_shots, 0, 0, 0};
	bool fit_pp = target_pp >= 0 && !rink__ad_has_param(params, "minor_cards", 11);
	bool fit_shots = target_shots > 0;
	int n = l->n, rc = RINK_OK;

	if (n < 2 || (!fit_pp && !fit_shots)) {
		/* one team has no games to replay: the league stays as it is */
		if (out)
			*out = info;
		return RINK_OK;
	}
	t.sc.n = ROUNDS * n * (n - 1);
	t.sc.game = malloc(sizeof(*t.sc.game) * (size_t)t.sc.n);
	if (!t.sc.game)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	for (int k = 0, i = 0; k < ROUNDS; k++)
		for (int h = 0; h < n; h++)
			for (int a = 0; a < n; a++)
				if (h != a) {
					t.sc.game[i][0] = h;
					t.sc.game[i][1] = a;
					i++;
				}
	/* from the designed chart and the game's default length */
	if (fit_shots)
		t.keep = 29;
	if (fit_pp)
		t.minor = 10;
	l->params[0] = 0;
	for (int turn = 0; turn < MAX_TURNS; turn++) {
		int keep = t.keep, minor = t.minor;
		if (fit_shots && (rc = fit(&t, &t.keep, 0, KEEP_MAX, -1, 1, target_shots, err)))
			goto out;
		/* beyond every length, no card limit: past about 14 cards the
		 * 4th control attempt ends a minor first */
		if (fit_pp && (rc = fit(&t, &t.minor, MINOR_LO, MINOR_HI, 0, 0, target_pp, err)))
			goto out;
		if (turn && t.keep == keep && t.minor == minor)
			break;
	}
	if ((rc = replay(&t, err))) /* the fitted league's own figures */
		goto out;
	if (fit_pp)
		snprintf(l->params, sizeof(l->params), "minor_cards=%d", t.minor);
	l->own_saves = fit_shots;
	info.minor_cards = fit_pp ? t.minor : -1;
	info.keep_cards = fit_shots ? t.keep : -1;
	info.sim_pp = t.pp;
	info.sim_shots = t.shots;
	info.games = t.sc.n;
	info.tried = t.tried;
	if (out)
		*out = info;
out:
	if (rc || !fit_shots)
		l->rules = was;
	free(t.sc.game);
	return rc;
}

int rink_ad_build_league(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                         const char *params, struct rink_ad_league *l, struct rink_ad_tuning *out,
                         struct rink_error *err)
{
	double rates[2];
	int rc;

	memset(l, 0, sizeof(*l));
	if ((rc = rink__ad_build(teams_csv, skaters_csv, goalies_csv, &l->team, &l->n, rates,
	                         err)) ||
	    (rc = rink_ad_rules_load(&l->rules, NULL, NULL, NULL, NULL, err)) ||
	    (rc = rink_ad_tune(l, rates[0], rates[1], params, out, err)))
		rink_ad_league_free(l);
	return rc;
}
