/*
 * games/actiondeck/tune.c: a league's power plays fitted to its season
 * (AD-GAP-14 b, docs/rules/actiondeck.md "Chart builder").
 *
 * The rules raise a power play's shooting percentages by 20 and lower the
 * short-handed goalie's save percentage by 20 (§VI), so a power-play shot
 * in play scores about twice as often as a real one, whatever the charts
 * say; the charts carry each player's even-strength rate (build.c). What
 * is left to the season is how long a power play lasts. A minor ends at
 * the 4th control attempt or a power-play goal (§IX), and with the
 * default reading of AD-GAP-14 also after minor_cards entry cards, the
 * game time a real power play gets. The tuner picks that number for a
 * league: it replays every pairing of the league's teams, both ways, with
 * a fixed seed for each length tried (the same games every time, so the
 * rate grows with the length without noise between tries), and bisects
 * for the length whose power plays score closest to the season's.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

#define TUNE_ROUNDS 4 /* times every pairing is played for each length */
#define TUNE_SEED   1 /* the seasons replayed (rink_seed_derive) */
#define TUNE_LO     2 /* the lengths tried, in entry cards */
#define TUNE_HI     40

struct tune {
	struct rink_ad_league *l;
	struct rink_ad_schedule sc;
	const char *params;
	double rate[TUNE_HI + 1]; /* replayed power-play rate by length (0: no
	                             card limit); < 0: not tried */
	int tried;
};

/* The replayed power-play rate with minors of m cards. */
static int rate_at(struct tune *t, int m, double *rate, struct rink_error *err)
{
	char mine[32], all[1400];
	struct rink_ad_season s;
	long goals = 0, opps = 0;
	int rc;

	if (t->rate[m] >= 0) {
		*rate = t->rate[m];
		return RINK_OK;
	}
	snprintf(mine, sizeof(mine), "minor_cards=%d", m);
	if ((rc = rink_ad_params_merge(mine, t->params, all, sizeof(all), err)) ||
	    (rc = rink_ad_season_play(t->l, &t->sc, TUNE_SEED, all, &s, NULL, NULL, err)))
		return rc;
	for (int i = 0; i < s.n; i++) {
		goals += s.t[i].pp_goals;
		opps += s.t[i].pp_opps;
	}
	rink_ad_season_free(&s);
	t->rate[m] = *rate = opps ? (double)goals / (double)opps : 0;
	t->tried++;
	return RINK_OK;
}

int rink_ad_tune(struct rink_ad_league *l, double target_pp, const char *params,
                 struct rink_ad_tuning *out, struct rink_error *err)
{
	struct tune t = {.l = l, .params = params};
	struct rink_ad_tuning info = {.target_pp = target_pp};
	int n = l->n, rc = RINK_OK, lo = TUNE_LO, hi = TUNE_HI;
	double r;

	l->params[0] = 0;
	if (rink__ad_has_param(params, "minor_cards", strlen("minor_cards")) || n < 2 ||
	    target_pp < 0) {
		/* a length the caller gives is kept as it is; one team has no
		 * games to replay, and a season without power plays nothing to
		 * fit: the game's default length */
		if (out)
			*out = info;
		return RINK_OK;
	}
	for (int m = 0; m <= TUNE_HI; m++)
		t.rate[m] = -1;
	t.sc.n = TUNE_ROUNDS * n * (n - 1);
	t.sc.game = malloc(sizeof(*t.sc.game) * (size_t)t.sc.n);
	if (!t.sc.game)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	for (int k = 0, i = 0; k < TUNE_ROUNDS; k++)
		for (int h = 0; h < n; h++)
			for (int a = 0; a < n; a++)
				if (h != a) {
					t.sc.game[i][0] = h;
					t.sc.game[i][1] = a;
					i++;
				}
	/* the shortest length whose rate reaches the target, then the closest
	 * of it and its neighbours (a rate need not grow with every card) */
	while (lo < hi) {
		int mid = (lo + hi) / 2;
		if ((rc = rate_at(&t, mid, &r, err)))
			goto out;
		if (r >= target_pp)
			hi = mid;
		else
			lo = mid + 1;
	}
	int best = -1;
	double rb = 0;
	if ((rc = rate_at(&t, TUNE_HI, &r, err)))
		goto out;
	if (r < target_pp) {
		/* beyond reach: past about 14 cards the 4th control attempt
		 * ends a minor first, and no card limit scores the most */
		best = 0;
		if ((rc = rate_at(&t, 0, &rb, err)))
			goto out;
		lo = TUNE_HI + 2; /* no neighbours to try */
	}
	for (int m = lo - 1; m <= lo + 1; m++) {
		if (m < TUNE_LO || m > TUNE_HI)
			continue;
		if ((rc = rate_at(&t, m, &r, err)))
			goto out;
		if (best < 0 || fabs(r - target_pp) < fabs(rb - target_pp)) {
			best = m;
			rb = r;
		}
	}
	snprintf(l->params, sizeof(l->params), "minor_cards=%d", best);
	info.minor_cards = best;
	info.sim_pp = rb;
	info.games = t.sc.n;
	info.tried = t.tried;
	if (out)
		*out = info;
out:
	free(t.sc.game);
	return rc;
}

int rink_ad_build_league(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                         const char *params, struct rink_ad_league *l, struct rink_ad_tuning *out,
                         struct rink_error *err)
{
	double pp;
	int rc;

	memset(l, 0, sizeof(*l));
	if ((rc = rink__ad_build(teams_csv, skaters_csv, goalies_csv, &l->team, &l->n, &pp, err)) ||
	    (rc = rink_ad_rules_load(&l->rules, NULL, NULL, NULL, NULL, err)) ||
	    (rc = rink_ad_tune(l, pp, params, out, err)))
		rink_ad_league_free(l);
	return rc;
}
