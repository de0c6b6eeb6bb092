/*
 * tools/league_odds.c: the odds of a league's races (rink/league.h).
 *
 *   Step 1. The position: now, or after the first N games decided (a
 *           season's record cut at that game's result; for fixtures, the
 *           results decided after it forgotten).
 *   Step 2. Simulations k = 0..N-1, each a piece of the work pool
 *           (rink/pool.h: threads take pieces from one counter, each with
 *           a context of its own), seeded from (league seed, games
 *           decided, k):
 *           a season game's state copied, its hidden cards dealt anew as a
 *           spectator sees them, played to the end by the league's bots;
 *           a one-game game's remaining fixtures and post-season played by
 *           its hook. Each simulation's outcome goes to slot k.
 *   Step 3. The slots summed in k order: the answer is the same for any
 *           thread count. Wilson intervals for the chances, a normal one
 *           for the expected points.
 */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rink/bot.h"
#include "rink/pool.h"
#include "rink/rng.h"
#include "tools/league_int.h"

#define SEASON_MOVE_CAP 200000 /* a runaway season stops (every game has turn caps) */

struct outcome {
	int8_t champion;
	uint64_t post;
	float pts[RINK_LEAGUE_MAX_TEAMS];
};

struct odds_job {
	const rink_league *l;
	const rink_state *start;           /* a season game's position */
	const struct rink__lg_result *res; /* fixtures: the results of the position */
	int nres;
	uint64_t seed;
	int sims;
	struct outcome *out;
	int (*cancelled)(void *ud);
	void *ud;
};

/* One thread's own: a season game's state and bots, or the game's hook
 * context and a results buffer for fixtures. */
struct odds_ctx {
	rink_state *s;
	rink_bot *bots[RINK_LEAGUE_MAX_TEAMS];
	void *hook;
	struct rink__lg_result *res;
};

/* A season game: wins of each seat in the regular season, read from the
 * documented view (managers[].wins: the track, regular season only). */
static void season_points(const rink_state *s, int n, float *pts)
{
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
	json_t *m = json_object_get(v, "managers");

	for (int t = 0; t < n; t++)
		pts[t] = (float)json_integer_value(
		        json_object_get(json_array_get(m, (size_t)t), "wins"));
	json_decref(v);
}

static int sim_season(struct odds_job *j, int k, struct odds_ctx *c, struct rink_error *err)
{
	const rink_league *l = j->l;
	uint64_t seed = rink_seed_derive(j->seed, (uint64_t)k);
	struct rink_rng rng;
	struct outcome *o = &j->out[k];
	rink_state *s = c->s;

	rink_state_copy(s, j->start);
	rink_rng_seed(&rng, seed);
	/* what no spectator sees, dealt anew: each seat's resample deals
	 * everything but its own hidden cards, so two passes deal all */
	if (rink_game_can_resample(l->game) && l->nteams >= 2) {
		rink_state_resample(s, 0, &rng);
		rink_state_resample(s, 1, &rng);
	}
	for (int t = 0; t < l->nteams; t++) {
		rink_bot_free(c->bots[t]);
		c->bots[t] = NULL;
	}
	o->champion = -1;
	o->post = 0;
	for (int moves = 0; moves < SEASON_MOVE_CAP; moves++) {
		uint32_t mask = rink_state_to_move(s);
		if (!mask)
			break;
		int seat = __builtin_ctz(mask);
		if (!c->bots[seat] &&
		    !(c->bots[seat] = rink_bot_new(
		              l->game, l->bots, rink_seed_derive(seed, (uint64_t)seat + 1), err)))
			return err->code;
		int a = rink_bot_act(c->bots[seat], s, seat);
		rink_state_apply_fast(s, seat, a, NULL);
	}
	/* at the end: who reached the post-season and the season's wins (the
	 * track counts the regular season only, so the end tells them both) */
	if (l->single) { /* one game: its result, and no post-season */
		for (int t = 0; t < l->nteams; t++)
			o->pts[t] = (float)rink_state_returns(s, t);
	} else {
		o->post = rink_state_postseason(s);
		season_points(s, l->nteams, o->pts);
	}
	for (int t = 0; t < l->nteams; t++)
		if (rink_state_is_over(s) && rink_state_returns(s, t) == 1.0)
			o->champion = (int8_t)t;
	return 1;
}

static int sim_fixtures(struct odds_job *j, int k, struct odds_ctx *c, struct rink_error *err)
{
	const rink_league *l = j->l;
	struct outcome *o = &j->out[k];
	int champion = -1;
	uint64_t post = 0;

	memcpy(c->res, j->res, sizeof(*c->res) * (size_t)j->nres);
	if (l->ops->sim_rest(c->hook, c->res, j->nres, rink_seed_derive(j->seed, (uint64_t)k),
	                     o->pts, &champion, &post) != RINK_OK)
		return rink_error_set(err, RINK_EINVAL, "league: simulation %d failed", k + 1);
	o->champion = (int8_t)champion;
	o->post = post;
	return 1;
}

static void ctx_free(void *ud, void *p)
{
	struct odds_job *j = ud;
	struct odds_ctx *c = p;

	if (!c)
		return;
	for (int t = 0; t < RINK_LEAGUE_MAX_TEAMS; t++)
		rink_bot_free(c->bots[t]);
	rink_state_free(c->s);
	if (c->hook)
		j->l->ops->sim_free(c->hook);
	free(c->res);
	free(c);
}

static void *ctx_new(void *ud, int t, struct rink_error *err)
{
	struct odds_job *j = ud;
	struct odds_ctx *c = calloc(1, sizeof(*c));

	if (!c)
		goto out_oom;
	if (j->l->season) {
		if (!(c->s = rink_state_clone(j->start)))
			goto out_oom;
		return c;
	}
	if (!(c->res = malloc(sizeof(*c->res) * (size_t)(j->nres ? j->nres : 1))))
		goto out_oom;
	if (!(c->hook = j->l->ops->sim_new(j->l->doc, err))) {
		ctx_free(ud, c);
		return NULL;
	}
	return c;
out_oom:
	ctx_free(ud, c);
	rink_error_set(err, RINK_ENOMEM, "league: out of memory");
	return NULL;
}

static int run_piece(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct odds_job *j = ud;

	if (j->cancelled && j->cancelled(j->ud))
		return rink_error_set(err, RINK_EINVAL, "league %s: odds cancelled", j->l->name);
	return j->l->season ? sim_season(j, p, ctx, err) : sim_fixtures(j, p, ctx, err);
}

struct progress_fwd {
	void (*fn)(void *ud, int done, int total);
	void *ud;
};

static void progress(void *pud, long long done, long long total)
{
	struct progress_fwd *f = pud;

	f->fn(f->ud, (int)done, (int)total);
}

static void wilson(int x, int n, double *lo, double *hi)
{
	const double z = 1.959964;
	double p = n ? (double)x / n : 0, den = 1 + z * z / n;
	double mid = (p + z * z / (2.0 * n)) / den;
	double half = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / den;

	*lo = x == 0 ? 0 : fmax(0, mid - half);
	*hi = x == n ? 1 : fmin(1, mid + half);
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Step 1 for a season game: the record replayed to the position after
 * games decided; for fixtures, res keeps the first `after` decided. */
static int position(const rink_league *l, int after, rink_state **start,
                    struct rink__lg_result *res, struct rink_error *err)
{
	if (l->season) {
		const rink_match *m = l->match;
		size_t len = rink_match_length(m); /* now: the whole record */
		rink_state *s = rink_state_new(l->game, rink_match_seed(m));
		if (!s)
			return rink__lg_oom(err);
		if (after < rink_league_played(l)) {
			/* at the after-th regular-season result (0: the start) */
			len = 0;
			for (int i = 0, seen = 0; i < l->nres && after > 0; i++)
				if (l->res[i].stage == RINK__LG_SEASON && ++seen == after) {
					len = l->at_len[i];
					break;
				}
		}
		for (size_t i = 0; i < len; i++) {
			int seat, action;
			rink_match_action(m, i, &seat, &action);
			rink_state_apply_fast(s, seat, action, NULL);
		}
		*start = s;
		return RINK_OK;
	}
	memcpy(res, l->res, sizeof(*res) * (size_t)l->nfix);
	for (int i = after; i < l->ndone; i++)
		res[l->order[i]].done = 0;
	return RINK_OK;
}

int rink__lg_count_until(const rink_league *l, const char *date)
{
	int n = 0;

	for (int i = 0; i < l->ndone; i++) {
		json_t *fx =
		        json_array_get(json_object_get(l->doc, "fixtures"), (size_t)l->order[i]);
		const char *d = json_string_value(json_object_get(fx, "date"));
		if (d && strcmp(d, date) <= 0)
			n = i + 1;
	}
	return n;
}

int rink_league_odds(rink_league *l, rink_store *st, const struct rink_league_odds_config *c,
                     json_t **out, struct rink_error *err)
{
	struct odds_job j = {0};
	int threads = c->threads > 0 ? c->threads : rink_pool_cpus();
	int played = rink_league_played(l), after = played, rc;
	rink_state *start = NULL;
	struct rink__lg_result *res = NULL;
	double t0 = now_s();

	*out = NULL;
	if (c->as_of && c->as_of[0]) {
		if (l->season)
			return rink_error_set(
			        err, RINK_EINVAL,
			        "league %s: a %s season has no dates (--after N games)", l->name,
			        rink_game_name(l->game));
		after = rink__lg_count_until(l, c->as_of);
	} else if (c->after >= 0) {
		after = c->after < played ? c->after : played;
	}
	if (!l->season && !(res = calloc((size_t)(l->nfix ? l->nfix : 1), sizeof(*res))))
		return rink__lg_oom(err);
	if ((rc = position(l, after, &start, res, err)) != RINK_OK) {
		free(res);
		return rc;
	}
	j.l = l;
	j.start = start;
	j.res = res;
	j.nres = l->nfix;
	j.seed = rink_seed_derive(l->seed ^ 0x6f646473u /* "odds" */, (uint64_t)after);
	j.cancelled = c->cancelled;
	j.ud = c->ud;
	j.sims = c->sims > 0 ? c->sims : 10000;
	j.out = calloc((size_t)j.sims, sizeof(*j.out));
	if (!j.out) {
		rc = rink__lg_oom(err);
		goto out;
	}
	/* Step 2: simulation k is piece k, its outcome in slot k */
	struct progress_fwd fwd = {c->progress, c->ud};
	struct rink_pool_config pc = {.threads = threads,
	                              .first = 0,
	                              .pieces = j.sims,
	                              .ctx_new = ctx_new,
	                              .ctx_free = ctx_free,
	                              .run = run_piece,
	                              .ud = &j,
	                              .units = j.sims,
	                              .progress = c->progress ? progress : NULL,
	                              .pud = &fwd};
	if ((rc = rink_pool_run(&pc, err)) != RINK_OK)
		goto out;
	/* Step 3 */
	int post[RINK_LEAGUE_MAX_TEAMS] = {0}, title[RINK_LEAGUE_MAX_TEAMS] = {0};
	double sum[RINK_LEAGUE_MAX_TEAMS] = {0}, sq[RINK_LEAGUE_MAX_TEAMS] = {0};
	for (int k = 0; k < j.sims; k++)
		for (int t = 0; t < l->nteams; t++) {
			post[t] += (int)(j.out[k].post >> t & 1);
			title[t] += j.out[k].champion == t;
			sum[t] += j.out[k].pts[t];
			sq[t] += (double)j.out[k].pts[t] * j.out[k].pts[t];
		}
	json_t *teams = json_array();
	for (int t = 0; t < l->nteams; t++) {
		double plo, phi, tlo, thi, mean = sum[t] / j.sims;
		double var = j.sims > 1 ? (sq[t] - j.sims * mean * mean) / (j.sims - 1) : 0;
		double half = 1.959964 * sqrt(var > 0 ? var : 0) / sqrt(j.sims);
		wilson(post[t], j.sims, &plo, &phi);
		wilson(title[t], j.sims, &tlo, &thi);
		json_array_append_new(
		        teams, json_pack("{s:i,s:s,s:f,s:f,s:f,s:f,s:f,s:f,s:f,s:f,s:f}", "team",
		                         t + 1, "name", l->team[t], "playoffs",
		                         (double)post[t] / j.sims, "playoffs_lo", plo,
		                         "playoffs_hi", phi, "title", (double)title[t] / j.sims,
		                         "title_lo", tlo, "title_hi", thi, "points", mean,
		                         "points_lo", mean - half, "points_hi", mean + half));
	}
	char seed[24];
	snprintf(seed, sizeof(seed), "%" PRIu64, j.seed);
	const char *date = "";
	if (!l->season && after > 0) {
		json_t *fx = json_array_get(json_object_get(l->doc, "fixtures"),
		                            (size_t)l->order[after - 1]);
		date = json_string_value(json_object_get(fx, "date")) ?: "";
	}
	*out = json_pack("{s:i,s:s,s:i,s:s,s:s,s:f,s:o}", "after", after, "date", date, "sims",
	                 j.sims, "bots", l->bots, "seed", seed, "seconds", now_s() - t0, "teams",
	                 teams);
	if (c->keep && (rc = rink_league_odds_keep(l, st, *out, err)) != RINK_OK)
		goto out;
	rc = RINK_OK;
out:
	if (rc) {
		json_decref(*out);
		*out = NULL;
	}
	free(j.out);
	free(res);
	rink_state_free(start);
	return rc;
}

int rink_league_odds_keep(rink_league *l, rink_store *st, const json_t *odds,
                          struct rink_error *err)
{
	json_t *hist = json_object_get(l->doc, "odds");
	json_int_t after = json_integer_value(json_object_get(odds, "after"));
	json_t *entry = json_deep_copy(odds);
	size_t i;

	if (!entry || !json_is_array(hist))
		return rink__lg_oom(err);
	json_object_del(entry, "seconds");
	/* one entry per position: a new asking replaces an older one */
	for (i = 0; i < json_array_size(hist); i++)
		if (json_integer_value(json_object_get(json_array_get(hist, i), "after")) ==
		    after) {
			json_array_remove(hist, i);
			break;
		}
	for (i = 0; i < json_array_size(hist); i++)
		if (json_integer_value(json_object_get(json_array_get(hist, i), "after")) > after)
			break;
	if (json_array_insert_new(hist, i, entry))
		return rink__lg_oom(err);
	return rink__lg_commit(l, st, err);
}

json_t *rink_league_odds_history(const rink_league *l)
{
	json_t *h = json_object_get(l->doc, "odds");

	return h ? json_incref(h) : json_array();
}

int rink_odds_save(const json_t *save, const char *bots, const struct rink_league_odds_config *c,
                   json_t **out, struct rink_error *err)
{
	rink_league *l = calloc(1, sizeof(*l));
	struct rink_league_odds_config oc = *c;
	int rc;

	*out = NULL;
	if (!l)
		return rink__lg_oom(err);
	l->live = -1;
	snprintf(l->name, sizeof(l->name), "save");
	snprintf(l->bots, sizeof(l->bots), "%.63s", bots && bots[0] ? bots : "heuristic");
	if (!(l->match = rink_match_from_json(save, err))) {
		rc = err->code;
		goto out;
	}
	const rink_game *mg = rink_match_game(l->match);
	if (!(l->game = rink_game_new(rink_game_name(mg), rink_game_params(mg), err))) {
		rc = err->code;
		goto out;
	}
	rink_bot *probe = rink_bot_new(l->game, l->bots, 1, err);
	if (!probe) {
		rc = err->code;
		goto out;
	}
	rink_bot_free(probe);
	l->season = true; /* one record, played out by the odds' season path */
	l->single = !rink_game_is_season(l->game);
	l->seed = rink_match_seed(l->match);
	l->nteams = rink_game_num_seats(l->game);
	l->doc = json_object();
	for (int t = 0; t < l->nteams; t++)
		snprintf(l->team[t], LG_NAME, "%s %d", l->single ? "Seat" : "Manager", t + 1);
	if (!l->single && (rc = rink__lg_season_scan(l, err)) != RINK_OK)
		goto out;
	oc.keep = false;
	oc.as_of = NULL;
	rc = rink_league_odds(l, NULL, &oc, out, err);
	if (rc == RINK_OK) {
		json_object_set_new(*out, "game", json_string(rink_game_name(l->game)));
		json_object_set_new(*out, "season", json_boolean(!l->single));
	}
out:
	rink_league_free(l);
	return rc;
}
