/*
 * tools/league.c: a league's document in the store (rink/league.h):
 * creating one, opening it again (replaying its records), listing,
 * exporting and importing.
 *
 * The document is the league's truth together with its records; the
 * results kept in it for fixtures are what those records (or a typed-in
 * line) yielded, so that standings need no replay. A season game's results
 * are read again from its record at every open.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "core/game_int.h"
#include "rink/bot.h"
#include "rink/rng.h"
#include "tools/league_int.h"

int rink__lg_oom(struct rink_error *err)
{
	return rink_error_set(err, RINK_ENOMEM, "league: out of memory");
}

static const char *const decisions[] = {"regulation", "overtime", "shootout", "tie"};

const char *rink__lg_decision_name(int d)
{
	return d >= 0 && d < 4 ? decisions[d] : "?";
}

int rink__lg_decision_parse(const char *word)
{
	static const char *const short_[] = {"reg", "ot", "so", "t"};

	for (int i = 0; i < 4; i++)
		if (!strcasecmp(word, decisions[i]) || !strcasecmp(word, short_[i]))
			return i;
	return -1;
}

uint64_t rink__lg_bot_seed(const rink_league *l, size_t move, int seat)
{
	/* the record's place in the league (the season, or fixture k), never
	 * the store's numbering: a league imported or played in another store
	 * plays the same */
	uint64_t s = rink_seed_derive(l->seed, l->season ? 0 : (uint64_t)l->live + 1);

	return rink_seed_derive(s, (uint64_t)move * 16 + (uint64_t)seat);
}

/* ---- results and standings --------------------------------------------------------- */

void rink__lg_tally(const struct rink__lg_result *res, int n, struct rink__lg_row *rows, int nteams)
{
	memset(rows, 0, sizeof(*rows) * (size_t)nteams);
	for (int t = 0; t < nteams; t++)
		rows[t].team = t;
	for (int i = 0; i < n; i++) {
		const struct rink__lg_result *r = &res[i];
		if (!r->done || r->stage != RINK__LG_SEASON || r->home < 0 || r->away < 0 ||
		    r->home >= nteams || r->away >= nteams)
			continue;
		for (int side = 0; side < 2; side++) {
			struct rink__lg_row *w = &rows[side ? r->away : r->home];
			int f = side ? r->ag : r->hg, a = side ? r->hg : r->ag;
			w->gp++;
			w->gf += f;
			w->ga += a;
			if (r->decision == RINK__LG_TIE || f == a) {
				w->t++;
				w->pts += 1;
			} else if (f > a) {
				w->w++;
				w->pts += 2;
				w->rw += r->decision == RINK__LG_REG;
				w->row += r->decision != RINK__LG_SO;
			} else if (r->decision == RINK__LG_REG) {
				w->l++;
			} else {
				w->otl++;
				w->pts += 1;
			}
		}
	}
}

static int by_points(const void *a, const void *b)
{
	const struct rink__lg_row *x = a, *y = b;

	if (x->pts != y->pts)
		return x->pts > y->pts ? -1 : 1;
	if (x->w != y->w)
		return y->w - x->w;
	return x->team - y->team;
}

void rink__lg_standings(const rink_league *l, const struct rink__lg_result *res, int n,
                        struct rink__lg_row *rows)
{
	rink__lg_tally(res, n, rows, l->nteams);
	if (l->season) /* Slapshot's track and Power Play's race: wins alone, and a
	                  game lost in overtime or on a coin is lost */
		for (int t = 0; t < l->nteams; t++) {
			rows[t].pts = rows[t].w;
			rows[t].l += rows[t].otl;
			rows[t].otl = 0;
		}
	if (l->ops && l->ops->rank) {
		l->ops->rank(l->doc, res, n, rows, l->nteams);
		return;
	}
	qsort(rows, (size_t)l->nteams, sizeof(*rows), by_points);
	for (int i = 0; i < l->nteams; i++)
		rows[i].rank = i > 0 && rows[i].pts == rows[i - 1].pts ? rows[i - 1].rank : i + 1;
}

int rink__lg_event_result(const rink_game *g, const struct rink_event *e, struct rink__lg_result *r)
{
	json_t *j = rink_event_json(g, e, RINK_SPECTATOR);
	const char *type = json_string_value(json_object_get(j, "type"));
	const char *stage = json_string_value(json_object_get(j, "stage"));
	int ok = 0;

	if (!j)
		return -1; /* out of memory: the caller cannot tell a result from none */

	if (type && !strcmp(type, "result") && json_is_integer(json_object_get(j, "home")) &&
	    json_is_integer(json_object_get(j, "home_goals"))) {
		memset(r, 0, sizeof(*r));
		r->home = (int16_t)(json_integer_value(json_object_get(j, "home")) - 1);
		r->away = (int16_t)(json_integer_value(json_object_get(j, "away")) - 1);
		r->hg = (int16_t)json_integer_value(json_object_get(j, "home_goals"));
		r->ag = (int16_t)json_integer_value(json_object_get(j, "away_goals"));
		r->stage = stage && strcmp(stage, "season") ? RINK__LG_POST : RINK__LG_SEASON;
		r->decision = json_integer_value(json_object_get(j, "overtimes")) > 0 ||
		                              json_is_true(json_object_get(j, "sudden_death"))
		                      ? RINK__LG_OT
		                      : RINK__LG_REG;
		if (json_is_true(json_object_get(j, "coin_toss")))
			r->decision = RINK__LG_SO; /* a coin decided a tied game */
		r->done = 1;
		ok = 1;
	}
	json_decref(j);
	return ok;
}

/* ---- the record of a season game ---------------------------------------------------- */

int rink__lg_res_push(rink_league *l, const struct rink__lg_result *r, size_t len,
                      struct rink_error *err)
{
	if (l->nres == l->cap) {
		int cap = l->cap ? l->cap * 2 : 64;
		void *a = realloc(l->res, sizeof(*l->res) * (size_t)cap);
		if (!a)
			return rink__lg_oom(err);
		l->res = a;
		a = realloc(l->at_len, sizeof(*l->at_len) * (size_t)cap);
		if (!a)
			return rink__lg_oom(err);
		l->at_len = a;
		l->cap = cap;
	}
	l->at_len[l->nres] = len;
	l->res[l->nres++] = *r;
	return RINK_OK;
}

int rink__lg_season_replay(rink_league *l,
                           int (*fn)(void *ud, size_t len, const struct rink_event *e,
                                     struct rink_error *err),
                           void *ud, struct rink_error *err)
{
	rink_match *m = l->match;
	rink_state *s = rink_state_new(l->game, rink_match_seed(m));
	struct rink_events ev = {0};
	int rc = RINK_OK;

	if (!s)
		return rink__lg_oom(err);
	for (size_t i = 0; i < rink_match_length(m) && rc == RINK_OK; i++) {
		int seat, action;
		rink_match_action(m, i, &seat, &action);
		rink_events_clear(&ev);
		rink_state_apply_fast(s, seat, action, &ev);
		for (size_t k = 0; k < ev.n && rc == RINK_OK; k++)
			rc = fn(ud, i + 1, &ev.v[k], err);
	}
	rink_events_free(&ev);
	rink_state_free(s);
	return rc;
}

static int scan_event(void *ud, size_t len, const struct rink_event *e, struct rink_error *err)
{
	rink_league *l = ud;
	struct rink__lg_result r;
	int is = rink__lg_event_result(l->game, e, &r);

	return is < 0 ? rink__lg_oom(err) : is ? rink__lg_res_push(l, &r, len, err) : RINK_OK;
}

int rink__lg_season_scan(rink_league *l, struct rink_error *err)
{
	l->nres = 0;
	return rink__lg_season_replay(l, scan_event, l, err);
}

/* ---- fixtures ------------------------------------------------------------------------- */

void rink__lg_fixture_done(rink_league *l, int k, const struct rink__lg_result *r, bool recorded)
{
	json_t *fx = json_array_get(json_object_get(l->doc, "fixtures"), (size_t)k);

	l->res[k] = *r;
	l->res[k].done = 1;
	l->order[l->ndone++] = k;
	json_object_set_new(fx, "result",
	                    json_pack("{s:i,s:i,s:s,s:i}", "hg", r->hg, "ag", r->ag, "decision",
	                              rink__lg_decision_name(r->decision), "n", l->ndone));
	if (recorded)
		json_object_set_new(json_object_get(fx, "result"), "recorded", json_true());
}

/* Reads the fixtures' results from the document. */
static int fixtures_read(rink_league *l, struct rink_error *err)
{
	json_t *fx = json_object_get(l->doc, "fixtures");
	size_t n = json_array_size(fx);

	l->nfix = (int)n;
	l->res = calloc(n ? n : 1, sizeof(*l->res));
	l->order = calloc(n ? n : 1, sizeof(*l->order));
	if (!l->res || !l->order)
		return rink__lg_oom(err);
	l->nres = l->cap = (int)n;
	for (size_t k = 0; k < n; k++) {
		json_t *f = json_array_get(fx, k), *r = json_object_get(f, "result");
		struct rink__lg_result *x = &l->res[k];
		json_int_t h = json_integer_value(json_object_get(f, "home")),
		           a = json_integer_value(json_object_get(f, "away"));
		if (h < 0 || a < 0 || h >= l->nteams || a >= l->nteams || h == a)
			return rink_error_set(err, RINK_EFORMAT,
			                      "league %s: fixture %zu: teams %lld and %lld",
			                      l->name, k + 1, (long long)h, (long long)a);
		x->home = (int16_t)h;
		x->away = (int16_t)a;
		if (json_is_integer(json_object_get(f, "table")) && !r)
			l->live = (int)k;
		if (!r)
			continue;
		x->hg = (int16_t)json_integer_value(json_object_get(r, "hg"));
		x->ag = (int16_t)json_integer_value(json_object_get(r, "ag"));
		int d = rink__lg_decision_parse(json_string_value(json_object_get(r, "decision"))
		                                        ?: "");
		x->decision = (uint8_t)(d < 0 ? 0 : d);
		x->done = 1;
	}
	/* the order decided: fixture k's result is the n-th (one pass; the
	 * order is the numbers 1, 2, ... that are all there) */
	for (int k = 0; k < l->nfix; k++) {
		json_t *r = json_object_get(json_array_get(fx, (size_t)k), "result");
		json_int_t nth = json_integer_value(json_object_get(r, "n"));
		if (r && nth >= 1 && nth <= l->nfix)
			l->order[nth - 1] = k + 1; /* 0: none yet */
	}
	while (l->ndone < l->nfix && l->order[l->ndone])
		l->ndone++;
	for (int i = 0; i < l->nfix; i++)
		l->order[i] = i < l->ndone ? l->order[i] - 1 : 0;
	return RINK_OK;
}

/* ---- loading a record from the store -------------------------------------------------- */

struct loader {
	rink_match *m;
	struct rink_error *err;
};

static int load_action(void *ud, const struct rink_store_action *a)
{
	struct loader *ld = ud;
	int action;

	if (rink_action_parse(rink_match_state(ld->m), a->seat, a->move, &action, ld->err) ||
	    rink_match_apply(ld->m, a->seat, action, NULL, ld->err))
		return ld->err->code ? ld->err->code : RINK_EFORMAT;
	return 0;
}

/* The record of store table id, replayed. */
static rink_match *record_load(rink_store *st, int64_t id, struct rink_error *err)
{
	struct rink_store_table t;
	struct loader ld = {NULL, err};

	if (rink_store_table_get(st, id, &t, err))
		return NULL;
	ld.m = rink_match_new(t.game, t.params, t.seed, err);
	rink_store_table_clear(&t);
	if (ld.m && rink_store_actions(st, id, 0, load_action, &ld, err)) {
		rink_error_set(err, err->code ? err->code : RINK_EFORMAT, "league: table %lld: %s",
		               (long long)id, err->text);
		rink_match_free(ld.m);
		return NULL;
	}
	return ld.m;
}

int rink__lg_record_load(rink_league *l, rink_store *st, int64_t id, struct rink_error *err)
{
	rink_match_free(l->match);
	l->match = record_load(st, id, err);
	l->table = l->match ? id : 0;
	return l->match ? RINK_OK : err->code;
}

/* ---- the document ------------------------------------------------------------------------ */

/* A document whole enough to store: every key a league reads, teams with
 * names, a player for each, fixtures between teams of the league. Memory
 * running out while it was built (jansson's calls then fail and leave a
 * part out) shows here, before anything reaches the store. */
static int doc_check(const json_t *d, struct rink_error *err)
{
	static const char *const strings[] = {"format", "game", "params",      "seed",
	                                      "bots",   "kind", "user_params", NULL};
	json_t *teams = json_object_get(d, "teams"), *who = json_object_get(d, "who");
	json_t *fx = json_object_get(d, "fixtures");
	size_t nt = json_array_size(teams);
	bool season = !strcmp(json_string_value(json_object_get(d, "kind")) ?: "", "season");

	for (int i = 0; strings[i]; i++)
		if (!json_is_string(json_object_get(d, strings[i])))
			goto bad;
	if (nt < 2 || json_array_size(who) != nt || !json_is_array(json_object_get(d, "odds")) ||
	    !json_is_integer(json_object_get(d, "version")) ||
	    (season ? !json_is_integer(json_object_get(d, "table")) : !json_is_array(fx)))
		goto bad;
	for (size_t t = 0; t < nt; t++)
		if (!json_is_string(json_object_get(json_array_get(teams, t), "name")) ||
		    !json_is_string(json_array_get(who, t)))
			goto bad;
	if (json_object_get(d, "keys") && json_array_size(json_object_get(d, "keys")) != nt)
		goto bad;
	for (size_t k = 0; k < json_array_size(fx); k++) {
		json_t *f = json_array_get(fx, k);
		json_int_t h = json_integer_value(json_object_get(f, "home"));
		json_int_t a = json_integer_value(json_object_get(f, "away"));
		if (!json_is_integer(json_object_get(f, "home")) || h < 0 || a < 0 ||
		    h >= (json_int_t)nt || a >= (json_int_t)nt)
			goto bad;
	}
	return RINK_OK;
bad:
	return rink_error_set(err, RINK_ENOMEM, "league: out of memory building the league");
}

int rink__lg_save(rink_league *l, rink_store *st, struct rink_error *err)
{
	struct rink_store_league sl = {0};
	int rc;

	if ((rc = doc_check(l->doc, err)) != RINK_OK)
		return rc;
	sl.id = l->id;
	sl.doc = json_dumps(l->doc, JSON_COMPACT);
	if (!sl.doc)
		return rink__lg_oom(err);
	/* compare and set: another program (the server, another terminal)
	 * that wrote the league since this one read it wins, and this save
	 * is refused rather than writing over it */
	sl.was_ms = l->updated_ms;
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	sl.updated_ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
	if (sl.updated_ms <= l->updated_ms)
		sl.updated_ms = l->updated_ms + 1;
	rc = rink_store_league_update(st, &sl, err);
	if (rc == RINK_OK)
		l->updated_ms = sl.updated_ms;
	free(sl.doc);
	return rc;
}

int rink__lg_commit(rink_league *l, rink_store *st, struct rink_error *err)
{
	int rc = rink_store_begin(st, err);

	if (rc != RINK_OK)
		return rc;
	if ((rc = rink__lg_save(l, st, err)) != RINK_OK ||
	    (rc = rink_store_commit(st, err)) != RINK_OK)
		rink_store_rollback(st, NULL);
	return rc;
}

static rink_league *league_alloc(void)
{
	rink_league *l = calloc(1, sizeof(*l));

	if (l)
		l->live = -1;
	return l;
}

void rink_league_free(rink_league *l)
{
	if (!l)
		return;
	rink_match_free(l->match);
	rink_game_free(l->game);
	json_decref(l->doc);
	free(l->res);
	free(l->at_len);
	free(l->order);
	free(l);
}

/* Fills l from its document: names, game, results, the record in play. */
static int league_load(rink_league *l, rink_store *st, struct rink_error *err)
{
	json_t *d = l->doc, *teams = json_object_get(d, "teams"), *who = json_object_get(d, "who");
	const char *game = json_string_value(json_object_get(d, "game"));
	const char *params = json_string_value(json_object_get(d, "params"));
	const char *seed = json_string_value(json_object_get(d, "seed"));
	const char *bots = json_string_value(json_object_get(d, "bots"));

	if (!game || !params || !seed || !json_is_array(teams) ||
	    json_integer_value(json_object_get(d, "version")) != LG_VERSION)
		return rink_error_set(err, RINK_EFORMAT,
		                      "league %s: not a rink league document (version %d)", l->name,
		                      LG_VERSION);
	if (!(l->game = rink_game_new(game, params, err)))
		return err->code;
	l->season = rink_game_is_season(l->game);
	l->ops = rink__league_ops_of(l->game);
	l->seed = strtoull(seed, NULL, 10);
	snprintf(l->bots, sizeof(l->bots), "%s", bots ? bots : "heuristic");
	l->nteams = (int)json_array_size(teams);
	if (l->nteams < 2 || l->nteams > RINK_LEAGUE_MAX_TEAMS)
		return rink_error_set(err, RINK_EFORMAT, "league %s: %d teams", l->name, l->nteams);
	for (int t = 0; t < l->nteams; t++) {
		json_t *tm = json_array_get(teams, (size_t)t);
		const char *n = json_string_value(json_object_get(tm, "name"));
		const char *w = json_string_value(json_array_get(who, (size_t)t));
		snprintf(l->team[t], LG_NAME, "%s", n ? n : "?");
		if (w)
			snprintf(l->who[t], LG_NAME, "%s", w);
		else
			snprintf(l->who[t], LG_NAME, "bot:%.58s", l->bots);
	}
	if (l->season) {
		json_int_t table = json_integer_value(json_object_get(d, "table"));
		int rc = rink__lg_record_load(l, st, table, err);
		return rc ? rc : rink__lg_season_scan(l, err);
	}
	if (!l->ops)
		return rink_error_set(err, RINK_EINVAL, "league: %s has no leagues", game);
	int rc = fixtures_read(l, err);
	if (rc == RINK_OK && l->live >= 0) {
		json_t *fx = json_array_get(json_object_get(d, "fixtures"), (size_t)l->live);
		rc = rink__lg_record_load(l, st, json_integer_value(json_object_get(fx, "table")),
		                          err);
	}
	return rc;
}

int rink_league_open(rink_store *st, const char *name, rink_league **out, struct rink_error *err)
{
	struct rink_store_league sl;
	rink_league *l;
	int rc;

	*out = NULL;
	if (name[0] == '#')
		rc = rink_store_league_get(st, strtoll(name + 1, NULL, 10), NULL, &sl, err);
	else
		rc = rink_store_league_get(st, 0, name, &sl, err);
	if (rc)
		return rc == RINK_ENOTFOUND
		               ? rink_error_set(err, rc, "league: no league named '%s'", name)
		               : rc;
	if (!(l = league_alloc())) {
		rink_store_league_clear(&sl);
		return rink__lg_oom(err);
	}
	l->id = sl.id;
	l->updated_ms = sl.updated_ms;
	snprintf(l->name, sizeof(l->name), "%s", sl.name);
	json_error_t je;
	l->doc = json_loads(sl.doc, 0, &je);
	rink_store_league_clear(&sl);
	if (!l->doc) {
		rc = rink_error_set(err, RINK_EFORMAT, "league %s: its document: %s", l->name,
		                    je.text);
		goto out_fail;
	}
	if ((rc = league_load(l, st, err)) != RINK_OK)
		goto out_fail;
	*out = l;
	return RINK_OK;
out_fail:
	rink_league_free(l);
	return rc;
}

static bool who_ok(const char *w)
{
	return (!strncmp(w, "bot:", 4) && w[4]) || (!strncmp(w, "person:", 7) && w[7]);
}

/* A new record in the store for the league's game: table id. */
int rink__lg_table_new(rink_league *l, rink_store *st, const char *params, uint64_t seed,
                       int fixture, int64_t *id, struct rink_error *err)
{
	struct rink_store_table t = {0};
	json_t *meta = json_pack("{s:I}", "league", (json_int_t)l->id);
	int rc;

	if (fixture >= 0)
		json_object_set_new(meta, "fixture", json_integer(fixture));
	snprintf(t.game, sizeof(t.game), "%s", rink_game_name(l->game));
	snprintf(t.params, sizeof(t.params), "%s", params);
	t.seed = seed;
	t.meta = json_dumps(meta, JSON_COMPACT);
	json_decref(meta);
	if (!t.meta)
		return rink__lg_oom(err);
	rc = rink_store_table_add(st, &t, err);
	*id = t.id;
	free(t.meta);
	return rc;
}

int rink_league_create(rink_store *st, const struct rink_league_config *cfg, rink_league **out,
                       struct rink_error *err)
{
	rink_league *l = league_alloc();
	struct rink_store_league sl = {0};
	char seed[24];
	int rc;

	*out = NULL;
	if (!l)
		return rink__lg_oom(err);
	if (!cfg->name || !cfg->name[0] || strlen(cfg->name) >= LG_NAME || cfg->name[0] == '#') {
		rc = rink_error_set(err, RINK_EINVAL,
		                    "league: a name of 1 to %d characters, not starting with '#'",
		                    LG_NAME - 1);
		goto out_fail;
	}
	snprintf(l->name, sizeof(l->name), "%s", cfg->name);
	if (!(l->game = rink_game_new(cfg->game, cfg->params, err))) {
		rc = err->code;
		goto out_fail;
	}
	l->season = rink_game_is_season(l->game);
	l->ops = rink__league_ops_of(l->game);
	if (!l->season && !l->ops) {
		rc = rink_error_set(err, RINK_EINVAL, "league: %s has no leagues", cfg->game);
		goto out_fail;
	}
	snprintf(seed, sizeof(seed), "%" PRIu64, cfg->seed);
	l->doc = json_pack("{s:s,s:i,s:s,s:s,s:s,s:s,s:s,s:[],s:[]}", "format", LG_FORMAT,
	                   "version", LG_VERSION, "game", rink_game_name(l->game), "params",
	                   rink_game_params(l->game), "seed", seed, "bots",
	                   cfg->bots ? cfg->bots : "heuristic", "kind",
	                   l->season ? "season" : "fixtures", "teams", "odds");
	if (!l->doc) {
		rc = rink__lg_oom(err);
		goto out_fail;
	}
	json_object_set_new(l->doc, "user_params", json_string(cfg->params ? cfg->params : ""));
	/* the bot kind must exist for this game */
	rink_bot *probe = rink_bot_new(l->game, cfg->bots ? cfg->bots : "heuristic", 1, err);
	if (!probe) {
		rc = err->code;
		goto out_fail;
	}
	rink_bot_free(probe);
	if (l->season) {
		json_t *teams = json_object_get(l->doc, "teams");
		for (int s = 0; s < rink_game_num_seats(l->game); s++) {
			char n[32];
			snprintf(n, sizeof(n), "Manager %d", s + 1);
			json_array_append_new(teams, json_pack("{s:s}", "name", n));
		}
	} else if ((rc = l->ops->setup(l->doc, cfg, err)) != RINK_OK) {
		goto out_fail;
	}
	size_t nt = json_array_size(json_object_get(l->doc, "teams"));
	if (cfg->n_who > (int)nt) {
		rc = rink_error_set(err, RINK_EINVAL, "league: %d players named for %zu %s",
		                    cfg->n_who, nt, l->season ? "seats" : "teams");
		goto out_fail;
	}
	json_t *who = json_array();
	for (size_t t = 0; t < nt; t++) {
		const char *w = (int)t < cfg->n_who ? cfg->who[t] : NULL;
		char def[80];
		if (w && !who_ok(w)) {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "league: '%s': a player is bot:KIND or person:NAME", w);
			json_decref(who);
			goto out_fail;
		}
		snprintf(def, sizeof(def), "bot:%s", cfg->bots ? cfg->bots : "heuristic");
		json_array_append_new(who, json_string(w ? w : def));
		/* a person names the manager */
		if (w && !strncmp(w, "person:", 7) && l->season)
			json_object_set_new(json_array_get(json_object_get(l->doc, "teams"), t),
			                    "name", json_string(w + 7));
	}
	json_object_set_new(l->doc, "who", who);
	if ((rc = rink__lg_people_set(l->doc, cfg, nt, err)) != RINK_OK)
		goto out_fail;
	snprintf(sl.name, sizeof(sl.name), "%s", l->name);
	snprintf(sl.game, sizeof(sl.game), "%s", rink_game_name(l->game));
	if (!l->season && (rc = doc_check(l->doc, err)) != RINK_OK)
		goto out_fail;
	if ((rc = rink_store_begin(st, err)) != RINK_OK)
		goto out_fail;
	sl.doc = json_dumps(l->doc, JSON_COMPACT);
	if (!sl.doc) {
		rc = rink__lg_oom(err);
		goto out_rollback;
	}
	if ((rc = rink_store_league_add(st, &sl, err)) != RINK_OK)
		goto out_rollback;
	l->id = sl.id;
	l->updated_ms = sl.updated_ms;
	if (l->season) {
		int64_t table;
		if ((rc = rink__lg_table_new(l, st, rink_game_params(l->game), cfg->seed, -1,
		                             &table, err)) != RINK_OK)
			goto out_rollback;
		json_object_set_new(l->doc, "table", json_integer(table));
		if ((rc = rink__lg_save(l, st, err)) != RINK_OK)
			goto out_rollback;
	}
	if ((rc = rink_store_commit(st, err)) != RINK_OK)
		goto out_rollback;
	free(sl.doc);
	rink_game_free(l->game);
	l->game = NULL;
	if ((rc = league_load(l, st, err)) != RINK_OK)
		goto out_fail;
	*out = l;
	return RINK_OK;
out_rollback:
	rink_store_rollback(st, NULL);
	free(sl.doc);
out_fail:
	rink_league_free(l);
	return rc;
}

/* ---- accessors ------------------------------------------------------------------------- */

const char *rink_league_name(const rink_league *l)
{
	return l->name;
}

const char *rink_league_game(const rink_league *l)
{
	return rink_game_name(l->game);
}

int rink_league_num_teams(const rink_league *l)
{
	return l->nteams;
}

const char *rink_league_team_name(const rink_league *l, int team)
{
	return team >= 0 && team < l->nteams ? l->team[team] : "?";
}

int rink_league_played(const rink_league *l)
{
	if (l->season) {
		int n = 0;
		for (int i = 0; i < l->nres; i++)
			n += l->res[i].stage == RINK__LG_SEASON;
		return n;
	}
	return l->ndone;
}

int rink_league_scheduled(const rink_league *l)
{
	return l->season ? -1 : l->nfix;
}

const char *rink_league_date(const rink_league *l)
{
	if (l->season || l->ndone == 0)
		return "";
	json_t *fx =
	        json_array_get(json_object_get(l->doc, "fixtures"), (size_t)l->order[l->ndone - 1]);
	const char *d = json_string_value(json_object_get(fx, "date"));
	return d ? d : "";
}

bool rink_league_over(const rink_league *l)
{
	if (l->season)
		return rink_state_is_over(rink_match_state(l->match));
	return l->ndone == l->nfix;
}

const char *rink_league_next_date(const rink_league *l)
{
	json_t *fx = json_object_get(l->doc, "fixtures");

	for (int k = 0; !l->season && k < l->nfix; k++)
		if (!l->res[k].done) {
			const char *d = json_string_value(
			        json_object_get(json_array_get(fx, (size_t)k), "date"));
			return d ? d : "";
		}
	return "";
}

const rink_state *rink_league_position(const rink_league *l, int team, int *seat)
{
	*seat = -1;
	if (!l->match)
		return NULL;
	if (l->season)
		*seat = team >= 0 && team < l->nteams ? team : -1;
	else if (l->live >= 0)
		*seat = l->res[l->live].home == team ? 0 : l->res[l->live].away == team ? 1 : -1;
	return rink_match_state(l->match);
}

int rink_league_find_team(const rink_league *l, const char *name)
{
	char *end;
	long k = strtol(name, &end, 10);

	if (*name && !*end)
		return k >= 1 && k <= l->nteams ? (int)k - 1 : -1;
	json_t *teams = json_object_get(l->doc, "teams");
	for (int t = 0; t < l->nteams; t++) {
		const char *abbr = json_string_value(
		        json_object_get(json_array_get(teams, (size_t)t), "abbr"));
		if (!strcasecmp(name, l->team[t]) || (abbr && !strcasecmp(name, abbr)))
			return t;
	}
	return -1;
}
