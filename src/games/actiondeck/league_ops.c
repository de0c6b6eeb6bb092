/*
 * games/actiondeck/league_ops.c: leagues of Action Deck (core/league_int.h).
 *
 * A league is a folder of team charts (the league of rink chart build,
 * default the shipped actiondeck/league) and a schedule in the format of
 * games.csv (home, away and, when present, date columns; default, with
 * the shipped league, its NHL 2022-23 first half). Each fixture's record
 * is a game of the two charts with the league's own parameters
 * (rink_ad_league_game_params) and regular_shootout=true unless the league's
 * parameters say otherwise (rink season's NHL default). Standings are the NHL's: two points a win,
 * one an overtime or shoot-out loss, then regulation wins, regulation and
 * overtime wins, wins, goal difference and goals for. The post-season of
 * the odds: the top 16 by those standings (the top half, rounded down to
 * a power of two, in a smaller league) in a fixed bracket (1-16, 8-9,
 * 4-13, 5-12, ...), best-of-seven series, the better seed at home in
 * games 1, 2, 5 and 7, each game a championship match (AD-SET-06: a
 * shoot-out settles a tie after overtime).
 *
 * The odds play the rest of the season as rink season does: one game
 * object and one state per thread, pointed at each pairing's charts and
 * dealt afresh, with the built-in coaches (every bot kind of Action Deck
 * is that coach's pull table, AD-GAP-32).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "core/league_int.h"
#include "core/textfile.h"
#include "games/actiondeck/ad_int.h"
#include "rink/rng.h"

#define DEFAULT_CHARTS   "actiondeck/league"
#define DEFAULT_SCHEDULE "actiondeck/nhl-2022-23-first-half/games.csv"

/* The date column of a schedule, one entry per game ("" when none). */
static int schedule_dates(const char *path, int n, json_t *fixtures, struct rink_error *err)
{
	FILE *f = fopen(path, "r");
	char line[2048], *fl[64], *text;
	int ln = 0, dcol = -1, row = 0, rc;

	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read", path);
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &text, err)) > 0) {
		if (text[0] == '#' || !text[0])
			continue;
		int nf = rink__ad_csv_split(text, fl, 64);
		if (dcol < 0 && row == 0 && ln > 0 && nf > 0) {
			for (int i = 0; i < nf; i++)
				if (!strcmp(fl[i], "date"))
					dcol = i;
			row = -1; /* the header is read */
			if (dcol < 0)
				break;
			continue;
		}
		row = row < 0 ? 0 : row;
		if (row < n && dcol < nf)
			json_object_set_new(json_array_get(fixtures, (size_t)row), "date",
			                    json_string(fl[dcol]));
		row++;
	}
	fclose(f);
	return rc < 0 ? rc : RINK_OK;
}

static int ad_setup(json_t *doc, const struct rink_league_config *cfg, struct rink_error *err)
{
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	const char *charts = cfg->charts ? cfg->charts : DEFAULT_CHARTS;
	char dir[1024], sched[1024];
	int rc;

	if (cfg->charts && !cfg->schedule)
		return rink_error_set(err, RINK_EINVAL,
		                      "league: a league of your own charts needs its schedule "
		                      "(games.csv)");
	rink__data_path(charts, dir, sizeof(dir));
	rink__data_path(cfg->schedule ? cfg->schedule : DEFAULT_SCHEDULE, sched, sizeof(sched));
	if ((rc = rink_ad_league_load(&l, dir, err)) != RINK_OK)
		return rc;
	if (l.n < 2 || l.n > RINK_LEAGUE_MAX_TEAMS) {
		rink_ad_league_free(&l);
		return rink_error_set(err, RINK_EINVAL, "league: %s: %d teams (2 to %d)", dir, l.n,
		                      RINK_LEAGUE_MAX_TEAMS);
	}
	if ((rc = rink_ad_schedule_load(&sc, &l, sched, err)) != RINK_OK) {
		rink_ad_league_free(&l);
		return rc;
	}
	/* a league replays the NHL: a tie after overtime goes to a shoot-out,
	 * as rink season plays it, unless the user says otherwise */
	char merged[1024];
	if ((rc = rink_ad_params_merge("regular_shootout=true", cfg->params, merged, sizeof(merged),
	                               err)) != RINK_OK) {
		rink_ad_schedule_free(&sc);
		rink_ad_league_free(&l);
		return rc;
	}
	json_object_set_new(doc, "user_params", json_string(merged));
	json_t *teams = json_object_get(doc, "teams"), *fx = json_array();
	for (int t = 0; t < l.n; t++)
		json_array_append_new(teams, json_pack("{s:s,s:s}", "name", l.team[t].name, "abbr",
		                                       l.team[t].abbr));
	for (int i = 0; i < sc.n; i++)
		json_array_append_new(
		        fx, json_pack("{s:i,s:i}", "home", sc.game[i][0], "away", sc.game[i][1]));
	json_object_set_new(doc, "fixtures", fx);
	json_object_set_new(doc, "setup",
	                    json_pack("{s:s,s:s}", "charts", charts, "schedule",
	                              cfg->schedule ? cfg->schedule : DEFAULT_SCHEDULE));
	rc = schedule_dates(sched, sc.n, fx, err);
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
	return rc;
}

static const char *charts_of(const json_t *doc)
{
	const char *c = json_string_value(json_object_get(json_object_get(doc, "setup"), "charts"));

	return c ? c : DEFAULT_CHARTS;
}

static int ad_fixture_params(const json_t *doc, const struct rink__lg_result *res, int k, char *out,
                             size_t size, struct rink_error *err)
{
	json_t *teams = json_object_get(doc, "teams");
	const char *charts = charts_of(doc);
	const char *h = json_string_value(
	        json_object_get(json_array_get(teams, (size_t)res[k].home), "abbr"));
	const char *a = json_string_value(
	        json_object_get(json_array_get(teams, (size_t)res[k].away), "abbr"));
	const char *more = json_string_value(json_object_get(doc, "user_params"));
	char user[1000];

	if (!h || !a)
		return rink_error_set(err, RINK_EFORMAT, "league: fixture %d: teams unknown",
		                      k + 1);
	snprintf(user, sizeof(user), "home=%s/%s.csv,away=%s/%s.csv%s%s", charts, h, charts, a,
	         more && more[0] ? "," : "", more ? more : "");
	return rink_ad_league_game_params(charts, user, out, size, err);
}

static void ad_result(const rink_state *s, struct rink__lg_result *r)
{
	const struct rink_ad_box *b = rink_ad_box(s);

	r->hg = (int16_t)b->score[0];
	r->ag = (int16_t)b->score[1];
	r->decision = (uint8_t)b->decision;
	r->done = 1;
}

static int ad_check(const json_t *doc, const struct rink__lg_result *r, struct rink_error *err)
{
	int d = r->hg - r->ag;
	char params[1400];
	struct rink__lg_result f = *r;
	bool shootouts = true;

	/* the rules in force: a game of the league's parameters */
	if (ad_fixture_params(doc, &f, 0, params, sizeof(params), err) == RINK_OK) {
		rink_game *g = rink_game_new("actiondeck", params, err);
		if (g) {
			const struct ad_game *ag = g->impl;
			shootouts = ag->regular_so || ag->tournament;
			rink_game_free(g);
		}
	}

	if (r->hg > RINK_AD_MAX_GOALS || r->ag > RINK_AD_MAX_GOALS)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "a team's box score holds at most %d goals",
		                      RINK_AD_MAX_GOALS);
	switch (r->decision) {
	case RINK__LG_REG:
		if (d == 0)
			return rink_error_set(err, RINK_EILLEGAL,
			                      "a game tied after regulation goes to overtime "
			                      "(AD-OT-01)");
		return RINK_OK;
	case RINK__LG_OT:
		if (d != 1 && d != -1)
			return rink_error_set(
			        err, RINK_EILLEGAL,
			        "overtime is sudden death: the first goal wins it, by one "
			        "(AD-OT-02)");
		return RINK_OK;
	case RINK__LG_SO:
		if (d != 1 && d != -1)
			return rink_error_set(
			        err, RINK_EILLEGAL,
			        "a shoot-out win counts one goal: the winner is one up "
			        "(AD-OT-04)");
		if (!shootouts)
			return rink_error_set(
			        err, RINK_EILLEGAL,
			        "this league's regular-season games end tied after "
			        "overtime: no shoot-out (AD-OT-04, regular_shootout=false)");
		return RINK_OK;
	default:
		if (d != 0)
			return rink_error_set(err, RINK_EILLEGAL, "a tie has equal scores");
		if (shootouts)
			return rink_error_set(
			        err, RINK_EILLEGAL,
			        "a tie after overtime goes to a shoot-out in this league "
			        "(AD-OT-04): record it as shootout");
		return RINK_OK;
	}
}

static int nhl_order(const void *a, const void *b)
{
	const struct rink__lg_row *x = a, *y = b;

	if (x->pts != y->pts)
		return x->pts > y->pts ? -1 : 1;
	if (x->gp != y->gp) /* points percentage, for the same points: fewer games */
		return x->gp - y->gp;
	if (x->rw != y->rw)
		return y->rw - x->rw;
	if (x->row != y->row)
		return y->row - x->row;
	if (x->w != y->w)
		return y->w - x->w;
	if (x->gf - x->ga != y->gf - y->ga)
		return (y->gf - y->ga) - (x->gf - x->ga);
	if (x->gf != y->gf)
		return y->gf - x->gf;
	return x->team - y->team;
}

static void ad_rank(const json_t *doc, const struct rink__lg_result *res, int n,
                    struct rink__lg_row *rows, int nteams)
{
	qsort(rows, (size_t)nteams, sizeof(*rows), nhl_order);
	for (int i = 0; i < nteams; i++)
		rows[i].rank = i + 1; /* the tie-breaks leave none tied but by team order */
}

/* ---- the odds' fast path ------------------------------------------------------------------ */

struct ad_sim {
	struct rink_ad_league l;
	struct rink_ad_rules rules;
	rink_game *g;
	rink_state *s;
};

static void ad_sim_free(void *ctx)
{
	struct ad_sim *x = ctx;

	if (!x)
		return;
	rink_state_free(x->s);
	rink_game_free(x->g);
	rink_ad_league_free(&x->l);
	free(x);
}

static void *ad_sim_new(const json_t *doc, struct rink_error *err)
{
	struct ad_sim *x = calloc(1, sizeof(*x));
	char dir[1024], all[1400], rest[1400];
	const char *params = json_string_value(json_object_get(doc, "user_params"));

	if (!x) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	rink__data_path(charts_of(doc), dir, sizeof(dir));
	if (rink_ad_league_load(&x->l, dir, err) ||
	    rink_ad_params_merge(x->l.params, params, all, sizeof(all), err) ||
	    rink__ad_league_rules(&x->l, all, rest, sizeof(rest), &x->rules, err) ||
	    !(x->g = rink_ad_game_new(&x->l.team[0], &x->l.team[0], &x->rules, rest, err)) ||
	    !(x->s = rink_state_new(x->g, 0))) {
		ad_sim_free(x);
		return NULL;
	}
	if (x->l.n != (int)json_array_size(json_object_get(doc, "teams"))) {
		rink_error_set(err, RINK_EFORMAT, "league: %s now has %d teams, the league %zu",
		               dir, x->l.n, json_array_size(json_object_get(doc, "teams")));
		ad_sim_free(x);
		return NULL;
	}
	return x;
}

/* One game between league teams home and away, dealt from seed. */
static void sim_game(struct ad_sim *x, int home, int away, uint64_t seed, bool playoff,
                     struct rink__lg_result *r)
{
	struct ad_game *ag = x->g->impl;

	ag->team[0] = &x->l.team[home];
	ag->team[1] = &x->l.team[away];
	ag->tournament = playoff;
	rink_state_reset(x->s, seed);
	rink_ad_play_out(x->s, NULL);
	r->home = (int16_t)home;
	r->away = (int16_t)away;
	ad_result(x->s, r);
	r->stage = playoff ? RINK__LG_POST : RINK__LG_SEASON;
}

static int ad_sim_rest(void *ctx, struct rink__lg_result *res, int n, uint64_t seed, int *champion,
                       uint64_t *post)
{
	struct ad_sim *x = ctx;
	struct rink__lg_row rows[RINK_LEAGUE_MAX_TEAMS];
	static const int bracket16[16] = {0, 15, 7, 8, 3, 12, 4, 11, 1, 14, 6, 9, 2, 13, 5, 10};
	int seeds[16] = {0}, alive[16] = {0}, m = 16;

	for (int k = 0; k < n; k++)
		if (!res[k].done)
			sim_game(x, res[k].home, res[k].away, rink_seed_derive(seed, (uint64_t)k),
			         false, &res[k]);
	rink__lg_tally(res, n, rows, x->l.n);
	ad_rank(NULL, res, n, rows, x->l.n);
	while (m > x->l.n / 2 && m > 1)
		m /= 2;
	*post = 0;
	for (int i = 0; i < m; i++)
		*post |= 1ull << rows[i].team;
	/* the bracket: positions of seeds, winners meet in order */
	int b = 0;
	for (int i = 0; i < 16; i++)
		if (bracket16[i] < m)
			seeds[b++] = bracket16[i];
	for (int i = 0; i < m; i++)
		alive[i] = seeds[i];
	uint64_t game = (uint64_t)n;
	for (int size = m; size > 1; size /= 2) {
		for (int p = 0; p < size / 2; p++) {
			int hi = alive[2 * p], lo = alive[2 * p + 1];
			if (lo < hi) {
				int t = hi;
				hi = lo;
				lo = t;
			}
			int wins[2] = {0, 0};
			for (int gno = 0; wins[0] < 4 && wins[1] < 4; gno++) {
				bool hi_home = gno == 0 || gno == 1 || gno == 4 || gno == 6;
				struct rink__lg_result r;
				int th = rows[hi_home ? hi : lo].team,
				    ta = rows[hi_home ? lo : hi].team;
				sim_game(x, th, ta, rink_seed_derive(seed, game++), true, &r);
				bool home_won = r.hg > r.ag;
				wins[home_won == hi_home ? 0 : 1]++;
			}
			alive[p] = wins[0] == 4 ? hi : lo;
		}
	}
	*champion = m >= 1 ? rows[alive[0]].team : -1;
	return RINK_OK;
}

const struct rink__league_ops rink__ad_league_ops = {
        .setup = ad_setup,
        .fixture_params = ad_fixture_params,
        .result = ad_result,
        .check = ad_check,
        .rank = ad_rank,
        .sim_new = ad_sim_new,
        .sim_free = ad_sim_free,
        .sim_rest = ad_sim_rest,
};
