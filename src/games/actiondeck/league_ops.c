/*
 * games/actiondeck/league_ops.c: leagues of Action Deck (core/league_int.h).
 *
 * A league is a folder of team charts (the league of rink chart build,
 * default the shipped actiondeck/league, with its rules/divisions.csv) and a
 * schedule in the format of games.csv (home, away and, when present, date
 * and starters; default, with the shipped league, its NHL 2022-23 first
 * half). Each fixture's record is a lone game that makes itself again:
 * the two charts, the league's own parameters (rink_ad_league_game_params,
 * and regular_shootout=true unless the league says otherwise, as rink
 * season), the starting goalies (the schedule's, else drawn in proportion
 * to their FACED ranges from the league's seed and the fixture, AD-GAP-43)
 * and the players still out, hurt in the team's earlier games (AD-INJ-10:
 * each finished fixture keeps who was hurt for how many games).
 * Standings are rink_ad_standings' (NHL points and tie-breakers, with the
 * league's divisions); the odds play the rest of the schedule as rink
 * season does (rink_ad_season_play: starters drawn, injuries carried within
 * the simulation and into it from the games played, rosters as changed,
 * league_roster.c) and the playoff of rink_ad_playoffs_play (the NHL
 * 2022-23 format with an alignment, else the top 16). A league smaller than
 * 16 teams has no playoff: its post-season is the top half and its champion
 * the first in the standings.
 */
#include <limits.h>
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
	for (int i = 0; i < sc.n; i++) {
		json_t *f = json_pack("{s:i,s:i}", "home", sc.game[i][0], "away", sc.game[i][1]);
		if (sc.date && sc.date[i][0])
			json_object_set_new(f, "date", json_string(sc.date[i]));
		for (int t = 0; sc.starter && t < 2; t++)
			if (sc.starter[i][t] >= 0)
				json_object_set_new(
				        f, t ? "away_goalie" : "home_goalie",
				        json_string(
				                l.team[sc.game[i][t]].p[sc.starter[i][t]].name));
		json_array_append_new(fx, f);
	}
	json_object_set_new(doc, "fixtures", fx);
	json_object_set_new(doc, "setup",
	                    json_pack("{s:s,s:s}", "charts", charts, "schedule",
	                              cfg->schedule ? cfg->schedule : DEFAULT_SCHEDULE));
	/* a team or fixture jansson could not add (out of memory) */
	rc = json_array_size(teams) == (size_t)l.n && json_array_size(fx) == (size_t)sc.n &&
	                     json_object_get(doc, "fixtures") == fx
	             ? RINK_OK
	             : rink_error_set(err, RINK_ENOMEM, "league: out of memory");
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
	return rc;
}

const char *rink__ad_charts_of(const json_t *doc)
{
	const char *c = json_string_value(json_object_get(json_object_get(doc, "setup"), "charts"));

	return c ? c : DEFAULT_CHARTS;
}

/* fn(ud, name, left) for each of team t's players out at fixture k: hurt
 * in one of t's done fixtures before k for more games than t has played
 * since (AD-INJ-10); left, the games he still misses from k on (the most
 * of his injuries'), with the latest injury first. */
static void hurt_each(const json_t *doc, const struct rink__lg_result *res, int k, int t,
                      void (*fn)(void *ud, const char *name, int left), void *ud)
{
	json_t *fx = json_object_get(doc, "fixtures");

	for (int j = k - 1, played = 0; j >= 0 && played < 64; j--) {
		if (res[j].home != t && res[j].away != t)
			continue;
		if (!res[j].done) /* a game not played yet heals no one */
			continue;
		json_t *hurt =
		        json_object_get(json_object_get(json_array_get(fx, (size_t)j), "result"),
		                        res[j].home == t ? "hurt_home" : "hurt_away");
		const char *name;
		json_t *g;
		json_object_foreach(hurt, name, g)
		{
			if (json_integer_value(g) > played)
				fn(ud, name, (int)json_integer_value(g) - played);
		}
		played++;
	}
}

bool rink__ad_name_listed(const char *list, const char *name)
{
	size_t n = strlen(name);

	if (!n)
		return false;
	for (const char *p = list; p && *p;) {
		const char *end = strchr(p, ';');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		if (len == n && !strncmp(p, name, n))
			return true;
		p = end ? end + 1 : NULL;
	}
	return false;
}

struct names {
	char *out;
	size_t size, used;
};

static void name_add(void *ud, const char *name, int left)
{
	struct names *n = ud;

	(void)left;
	if (n->used + strlen(name) + 2 < n->size && !rink__ad_name_listed(n->out, name))
		n->used += (size_t)snprintf(n->out + n->used, n->size - n->used, "%s%s",
		                            n->used ? ";" : "", name);
}

void rink__ad_absent_names(const json_t *doc, const struct rink__lg_result *res, int k, int t,
                           char *out, size_t size)
{
	struct names n = {out, size, 0};

	out[0] = 0;
	hurt_each(doc, res, k, t, name_add, &n);
}

static int ad_fixture_params(const json_t *doc, const struct rink__lg_result *res, int k, char *out,
                             size_t size, struct rink_error *err)
{
	json_t *teams = json_object_get(doc, "teams");
	const char *charts = rink__ad_charts_of(doc);
	int side[2] = {res[k].home, res[k].away};
	const char *abbr[2];
	const char *more = json_string_value(json_object_get(doc, "user_params"));
	const char *seed = json_string_value(json_object_get(doc, "seed"));
	char user[1400], out_names[2][400], in_names[2][300], goalie[2][RINK_AD_NAME + 1];
	struct rink_rng rng;

	for (int t = 0; t < 2; t++) {
		abbr[t] = json_string_value(
		        json_object_get(json_array_get(teams, (size_t)side[t]), "abbr"));
		if (!abbr[t])
			return rink_error_set(err, RINK_EFORMAT,
			                      "league: fixture %d: teams unknown", k + 1);
	}
	/* the starters: the schedule's, else drawn from the league's seed and
	 * the fixture among the goalies not out */
	rink_rng_seed(&rng, rink_seed_derive(seed ? strtoull(seed, NULL, 10) : 1,
	                                     0x676f616c00000000ull + (uint64_t)k));
	for (int t = 0; t < 2; t++) {
		char path[1100], dir[1024];
		struct rink_ad_team *tm = malloc(sizeof(*tm));
		json_t *fx = json_array_get(json_object_get(doc, "fixtures"), (size_t)k);
		const char *given =
		        json_string_value(json_object_get(fx, t ? "away_goalie" : "home_goalie"));
		uint64_t absent = 0;

		rink__ad_absent_names(doc, res, k, side[t], out_names[t], sizeof(out_names[t]));
		/* the roster as changed (league_roster.c): out, traded away or in */
		in_names[t][0] = 0;
		if (rink__ad_roster_lists(doc, res, k, side[t], INT_MAX, out_names[t],
		                          sizeof(out_names[t]), in_names[t], sizeof(in_names[t]))) {
			free(tm);
			return rink_error_set(err, RINK_EINVAL,
			                      "league: fixture %d: too many roster changes", k + 1);
		}
		goalie[t][0] = 0;
		if (given && rink__ad_name_listed(out_names[t], given))
			given = NULL; /* the schedule's starter is out: one is drawn */
		if (given) {
			snprintf(goalie[t], sizeof(goalie[t]), "%s", given);
			free(tm);
			continue;
		}
		rink__data_path(charts, dir, sizeof(dir));
		snprintf(path, sizeof(path), "%s/%s.csv", dir, abbr[t]);
		if (!tm)
			return rink_error_set(err, RINK_ENOMEM, "out of memory");
		if (rink_ad_team_load(tm, path, err) ||
		    (in_names[t][0] && rink__ad_team_take_in(tm, in_names[t], dir, NULL, err))) {
			free(tm);
			return err->code;
		}
		for (int i = 0; i < tm->n; i++)
			if (rink__ad_name_listed(out_names[t], tm->p[i].name))
				absent |= 1ull << i;
		int g = rink__ad_pick_starter(tm, absent, &rng);
		if (g >= 0)
			snprintf(goalie[t], sizeof(goalie[t]), "%s", tm->p[g].name);
		free(tm);
	}
	int n = snprintf(user, sizeof(user), "home=%s/%s.csv,away=%s/%s.csv", charts, abbr[0],
	                 charts, abbr[1]);
	for (int t = 0; t < 2 && n > 0 && (size_t)n < sizeof(user); t++) {
		if (goalie[t][0])
			n += snprintf(user + n, sizeof(user) - (size_t)n, ",%s_goalie=%s",
			              t ? "away" : "home", goalie[t]);
		if (out_names[t][0] && (size_t)n < sizeof(user))
			n += snprintf(user + n, sizeof(user) - (size_t)n, ",%s_out=%s",
			              t ? "away" : "home", out_names[t]);
		if (in_names[t][0] && n > 0 && (size_t)n < sizeof(user))
			n += snprintf(user + n, sizeof(user) - (size_t)n, ",%s_in=%s",
			              t ? "away" : "home", in_names[t]);
	}
	if (more && more[0] && n > 0 && (size_t)n < sizeof(user))
		n += snprintf(user + n, sizeof(user) - (size_t)n, ",%s", more);
	if (n < 0 || (size_t)n >= sizeof(user))
		return rink_error_set(err, RINK_EINVAL, "league: fixture %d: parameters too long",
		                      k + 1);
	return rink_ad_league_game_params(charts, user, out, size, err);
}

/* AD-INJ-10: who was hurt for further games, by name, each side. */
static void ad_carry(const rink_state *s, json_t *result)
{
	const struct rink_ad_box *b = rink_ad_box(s);
	const rink_game *g = rink_state_game(s);

	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = rink_ad_game_team(g, t);
		json_t *hurt = json_object();
		for (int i = 0; i < tm->n; i++)
			if (b->p[t][i].inj_games)
				json_object_set_new(hurt, tm->p[i].name,
				                    json_integer(b->p[t][i].inj_games));
		if (json_object_size(hurt))
			json_object_set_new(result, t ? "hurt_away" : "hurt_home", hurt);
		else
			json_decref(hurt);
	}
}

static void ad_result(const rink_state *s, struct rink__lg_result *r)
{
	const struct rink_ad_box *b = rink_ad_box(s);

	r->hg = (int16_t)b->score[0];
	r->ag = (int16_t)b->score[1];
	r->decision = (uint8_t)b->decision;
	r->done = 1;
}

/* Each player's line of the box score (box.c): skaters' games, goals,
 * assists, points, shots and penalty minutes; goalies' games, starts,
 * decisions, shots against, saves, goals against and shutouts. */
static json_t *ad_players(const rink_state *s)
{
	const struct rink_ad_box *b = rink_ad_box(s);
	const rink_game *g = rink_state_game(s);
	json_t *a = json_array();

	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = rink_ad_game_team(g, t);
		for (int i = 0; i < tm->n; i++) {
			const struct rink_ad_pstat *p = &b->p[t][i];
			json_t *st;
			if (!p->gp)
				continue;
			if (tm->p[i].goalie) {
				/* a shutout: the whole game alone, no goal against
				 * before any shoot-out (as the season's reports) */
				int against = 0, in_net = 0;
				for (int per = 0; per < 4; per++)
					against += b->period_goals[1 - t][per];
				for (int k = 0; k < tm->n; k++)
					in_net += tm->p[k].goalie && b->p[t][k].secs > 0;
				st = json_pack("{s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i}", "gp",
				               p->secs > 0, "gs", b->starter[t] == i, "w",
				               p->gdec == 1, "l", p->gdec == 2, "otl", p->gdec == 3,
				               "sa", p->sa, "saves", p->saves, "ga",
				               p->sa - p->saves, "so",
				               p->secs > 0 && in_net == 1 && !against);
			} else {
				st = json_pack("{s:i,s:i,s:i,s:i,s:i,s:i}", "gp", 1, "g", p->g, "a",
				               p->a, "pts", p->g + p->a, "shots", p->shots, "pim",
				               p->pim);
			}
			json_array_append_new(a, json_pack("{s:i,s:s,s:b,s:o}", "side", t, "player",
			                                   tm->p[i].name, "goalie", tm->p[i].goalie,
			                                   "stats", st));
		}
	}
	return a;
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

/* A league of the document's teams (names only) with the charts folder's
 * alignment, enough for rink_ad_standings; n = 0 when it cannot be made. */
static void light_league(const json_t *doc, struct rink_ad_league *l)
{
	json_t *teams = json_object_get(doc, "teams");
	char dir[1024], path[1100];

	memset(l, 0, sizeof(*l));
	l->n = (int)json_array_size(teams);
	if (!(l->team = calloc((size_t)(l->n ? l->n : 1), sizeof(*l->team)))) {
		l->n = 0;
		return;
	}
	for (int t = 0; t < l->n; t++)
		snprintf(
		        l->team[t].abbr, sizeof(l->team[t].abbr), "%s",
		        json_string_value(json_object_get(json_array_get(teams, (size_t)t), "abbr"))
		                ?: "?");
	rink__data_path(rink__ad_charts_of(doc), dir, sizeof(dir));
	snprintf(path, sizeof(path), "%s/rules/divisions.csv", dir);
	FILE *f = fopen(path, "r");
	if (f) {
		fclose(f);
		rink_ad_divisions_load(l, path, NULL);
	}
}

/* Standings of the done regular-season results: rows by rink_ad_standings. */
static int ad_table(const struct rink_ad_league *l, const struct rink__lg_result *res, int n,
                    struct rink_ad_row *rows, struct rink_ad_result *buf)
{
	int m = 0;

	for (int k = 0; k < n; k++)
		if (res[k].done && res[k].stage == RINK__LG_SEASON)
			buf[m++] = (struct rink_ad_result){res[k].home, res[k].away, res[k].hg,
			                                   res[k].ag, res[k].decision};
	return rink_ad_standings(l, buf, m, rows);
}

static void ad_rank(const json_t *doc, const struct rink__lg_result *res, int n,
                    struct rink__lg_row *rows, int nteams)
{
	struct rink_ad_league l;
	struct rink_ad_row *ar = calloc((size_t)nteams, sizeof(*ar));
	struct rink_ad_result *buf = calloc((size_t)(n ? n : 1), sizeof(*buf));
	struct rink__lg_row by_team[RINK_LEAGUE_MAX_TEAMS];

	light_league(doc, &l);
	if (!ar || !buf || l.n != nteams || ad_table(&l, res, n, ar, buf) != nteams) {
		/* out of memory: the tallies' order, by points */
		for (int i = 0; i < nteams; i++)
			rows[i].rank = i + 1;
		goto out;
	}
	memcpy(by_team, rows, sizeof(*rows) * (size_t)nteams);
	for (int i = 0; i < nteams; i++) {
		rows[i] = by_team[ar[i].team];
		rows[i].rank = i + 1;
	}
out:
	free(l.team);
	free(l.division);
	free(l.conference);
	free(ar);
	free(buf);
}

/* ---- the odds' fast path ------------------------------------------------------------------ */

struct ad_sim {
	struct rink_ad_league l;
	char params[1024];                   /* the league's user parameters */
	struct rink_ad_schedule sc;          /* the fixtures not done, in order */
	int *which;                          /* sc's game i is fixture which[i] */
	int built;                           /* sc made (for this odds' position) */
	struct rink_ad_result *buf;          /* [n] results for the standings */
	struct rink_ad_row *rows;            /* [l.n] */
	const json_t *doc;                   /* the league's (its roster changes) */
	uint8_t (*out)[RINK_AD_MAX_PLAYERS]; /* [l.n]: games missed from the position */
};

static void ad_sim_free(void *ctx)
{
	struct ad_sim *x = ctx;

	if (!x)
		return;
	free(x->sc.game);
	free(x->which);
	free(x->buf);
	free(x->rows);
	free(x->out);
	rink_ad_league_free(&x->l);
	free(x);
}

static void *ad_sim_new(const json_t *doc, struct rink_error *err)
{
	struct ad_sim *x = calloc(1, sizeof(*x));
	const char *params = json_string_value(json_object_get(doc, "user_params"));
	char dir[1024];

	if (!x) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	snprintf(x->params, sizeof(x->params), "%s", params ? params : "");
	rink__data_path(rink__ad_charts_of(doc), dir, sizeof(dir));
	if (rink_ad_league_load(&x->l, dir, err)) {
		ad_sim_free(x);
		return NULL;
	}
	if (x->l.n != (int)json_array_size(json_object_get(doc, "teams"))) {
		rink_error_set(err, RINK_EFORMAT, "league: %s now has %d teams, the league %zu",
		               dir, x->l.n, json_array_size(json_object_get(doc, "teams")));
		ad_sim_free(x);
		return NULL;
	}
	x->doc = doc;
	if (!(x->rows = calloc((size_t)x->l.n, sizeof(*x->rows))) ||
	    !(x->out = calloc((size_t)x->l.n, sizeof(*x->out)))) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		ad_sim_free(x);
		return NULL;
	}
	return x;
}

/* A hurt player's games still missed, into his chart row's count. */
struct hurt_rows {
	const struct rink_ad_team *tm;
	uint8_t *out;
};

static void hurt_row(void *ud, const char *name, int left)
{
	struct hurt_rows *h = ud;

	for (int i = 0; i < h->tm->n; i++)
		if (!strcmp(h->tm->p[i].name, name) && h->out[i] < left && h->out[i] != 255)
			h->out[i] = (uint8_t)(left > 254 ? 254 : left);
}

/* The remaining fixtures as a schedule, once per odds' position (the same
 * undone set for every simulation of one asking). */
static int build_rest(struct ad_sim *x, const struct rink__lg_result *res, int n)
{
	if (x->built)
		return 0;
	x->sc.game = calloc((size_t)(n ? n : 1), sizeof(*x->sc.game));
	x->which = calloc((size_t)(n ? n : 1), sizeof(*x->which));
	x->buf = calloc((size_t)(n ? n : 1), sizeof(*x->buf));
	if (!x->sc.game || !x->which || !x->buf)
		return -1;
	for (int k = 0; k < n; k++)
		if (!res[k].done) {
			x->sc.game[x->sc.n][0] = res[k].home;
			x->sc.game[x->sc.n][1] = res[k].away;
			x->which[x->sc.n++] = k;
		}
	/* the rosters as they stood at the position: trades joined to the
	 * charts, players out carried in, and so are the injuries of the
	 * games played (AD-INJ-10) */
	if (json_array_size(json_object_get(x->doc, "roster")) &&
	    rink__ad_roster_sim(x->doc, res, n, &x->l, x->out, NULL))
		return -1;
	for (int t = 0; t < x->l.n; t++) {
		struct hurt_rows h = {&x->l.team[t], x->out[t]};
		hurt_each(x->doc, res, n, t, hurt_row, &h);
	}
	x->sc.out = (const uint8_t(*)[RINK_AD_MAX_PLAYERS])x->out;
	x->built = 1;
	return 0;
}

static int ad_sim_rest(void *ctx, struct rink__lg_result *res, int n, uint64_t seed, float *pts,
                       int *champion, uint64_t *post)
{
	struct ad_sim *x = ctx;
	struct rink_ad_season season;

	if (build_rest(x, res, n))
		return RINK_ENOMEM;
	if (x->sc.n) {
		if (rink_ad_season_play(&x->l, &x->sc, rink_seed_derive(seed, 1), x->params,
		                        &season, NULL, NULL, NULL))
			return RINK_EINVAL;
		for (int i = 0; i < x->sc.n && i < season.ngames; i++) {
			struct rink__lg_result *r = &res[x->which[i]];
			r->hg = (int16_t)season.games[i].r.home_goals;
			r->ag = (int16_t)season.games[i].r.away_goals;
			r->decision = (uint8_t)season.games[i].r.decision;
			r->stage = RINK__LG_SEASON;
			r->done = 1;
		}
		rink_ad_season_free(&season);
	}
	if (ad_table(&x->l, res, n, x->rows, x->buf) != x->l.n)
		return RINK_ENOMEM;
	for (int i = 0; i < x->l.n; i++)
		pts[x->rows[i].team] = (float)x->rows[i].pts;
	*post = 0;
	if (x->l.n < 16) { /* no playoff: the top half, the first is champion */
		for (int i = 0; i < x->l.n / 2 || i == 0; i++)
			*post |= 1ull << x->rows[i].team;
		*champion = x->rows[0].team;
		return RINK_OK;
	}
	struct rink_ad_bracket b;
	if (rink_ad_playoffs_play(&x->l, x->rows, rink_seed_derive(seed, 2), x->params, &b, NULL))
		return RINK_EINVAL;
	for (int i = 0; i < 16; i++)
		*post |= 1ull << b.seed[i];
	*champion = b.champion;
	return RINK_OK;
}

const struct rink__league_ops rink__ad_league_ops = {
        .setup = ad_setup,
        .fixture_params = ad_fixture_params,
        .result = ad_result,
        .carry = ad_carry,
        .players = ad_players,
        .check = ad_check,
        .rank = ad_rank,
        .sim_new = ad_sim_new,
        .sim_free = ad_sim_free,
        .sim_rest = ad_sim_rest,
        .roster_check = rink__ad_roster_check,
        .roster_json = rink__ad_roster_json,
};
