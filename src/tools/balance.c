/*
 * tools/balance.c: a game's balance over many records (rink/balance.h).
 *
 *   Step 1. Make the game; check the bots.
 *   Step 2. Records are cut into pieces (at most 1,024, from the record
 *           count alone) that the work pool hands out to threads. A thread
 *           keeps one state (reset per record), an event buffer and a
 *           cache from event type code to name. Each record is played by
 *           the bots with events on; every event all seats may see is
 *           counted by code; a season's "result" events give its games,
 *           goals and home wins, a one-game game's result its league hook
 *           (core/league_int.h). The record's sums go into the piece's
 *           accumulators: for each figure the sum S over records, the sum
 *           of the record's games E, and S^2, E^2, S*E.
 *   Step 3. Pieces added up in order; each figure is S / E with the ratio
 *           estimator's 95% interval over records.
 *
 * Invariant: a code's name is the "type" of its first event rendered for a
 * spectator; names are shared by all threads (set once, under a lock) and
 * every thread keeps its own copy of the ones it has looked up.
 */
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "core/league_int.h"
#include "rink/balance.h"
#include "rink/bot.h"
#include "rink/events.h"
#include "rink/pool.h"
#include "rink/rng.h"

static const char *const stat_names[RINK_BAL_N] = {"goals",     "home_goals", "away_goals",
                                                   "home_wins", "seat1_wins", "actions",
                                                   "games",     "comebacks",  "comebacks_2"};

const char *rink_balance_stat_name(int i)
{
	return i >= 0 && i < RINK_BAL_N ? stat_names[i] : "";
}

static void acc_add(struct rink_balance_acc *a, double s, double e)
{
	a->s += s;
	a->e += e;
	a->ss += s * s;
	a->ee += e * e;
	a->se += s * e;
}

static void acc_sum(struct rink_balance_acc *a, const struct rink_balance_acc *b)
{
	a->s += b->s;
	a->e += b->e;
	a->ss += b->ss;
	a->ee += b->ee;
	a->se += b->se;
}

/* S / E and its 95% interval over n records. */
static struct rink_balance_stat acc_stat(const struct rink_balance_acc *a, int n)
{
	struct rink_balance_stat st = {0, 0, 0};
	double var = 0, half;

	if (a->e <= 0)
		return st;
	st.mean = a->s / a->e;
	if (n > 1)
		var = (a->ss - 2 * st.mean * a->se + st.mean * st.mean * a->ee) * n / (n - 1.0) /
		      (a->e * a->e);
	half = 1.959964 * sqrt(var > 0 ? var : 0);
	st.lo = st.mean - half;
	st.hi = st.mean + half;
	return st;
}

struct balance_run {
	const struct rink_balance_config *cfg;
	const rink_game *g;
	const struct rink__league_ops *lops; /* one-game games' result, or NULL */
	bool season;
	int records, pieces, seats, first;
	struct rink_balance_tally *slot; /* piece p in slot p - first */
	pthread_mutex_t lock;            /* guards names */
	struct rink_balance_names *names;
};

/* what a code's events are: unknown yet, plain, a season's game result,
 * or one that carries the game's score while it is played */
enum { CODE_UNKNOWN, CODE_PLAIN, CODE_RESULT, CODE_SCORE };

struct balance_ctx {
	rink_state *s;
	rink_bot *bots[RINK_MAX_SEATS];
	struct rink_events ev;
	uint8_t kind[RINK_BALANCE_TYPES]; /* CODE_* */
	int count[RINK_BALANCE_TYPES];    /* this record's events by code */
	int behind[2]; /* the game in play: the most home (0) and away (1) trailed by */
};

static void *ctx_new(void *ud, int t, struct rink_error *err)
{
	struct balance_run *br = ud;
	struct balance_ctx *c = calloc(1, sizeof(*c));

	if (c)
		c->s = rink_state_new(br->g, 0);
	if (!c || !c->s) {
		free(c);
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	return c;
}

static void ctx_free(void *ud, void *ctx)
{
	struct balance_ctx *c = ctx;

	if (!c)
		return;
	for (int i = 0; i < RINK_MAX_SEATS; i++)
		rink_bot_free(c->bots[i]);
	rink_events_free(&c->ev);
	rink_state_free(c->s);
	free(c);
}

/* The code's kind, looked up (and its name recorded) on first sight. */
static int code_kind(struct balance_run *br, struct balance_ctx *c, const struct rink_event *e)
{
	if (c->kind[e->type] == CODE_UNKNOWN) {
		json_t *o = rink_event_json(br->g, e, RINK_SPECTATOR);
		const char *name = json_string_value(json_object_get(o, "type"));
		if (!name)
			name = "?";
		json_t *sc = json_object_get(o, "score");
		c->kind[e->type] = strcmp(name, "result") == 0 ? CODE_RESULT
		                   : (json_is_array(sc) && json_array_size(sc) == 2) ||
		                                   json_is_integer(json_object_get(o, "home_score"))
		                           ? CODE_SCORE
		                           : CODE_PLAIN;
		pthread_mutex_lock(&br->lock);
		if (!br->names->known[e->type]) {
			snprintf(br->names->name[e->type], RINK_BALANCE_NAME, "%s", name);
			br->names->known[e->type] = true;
		}
		pthread_mutex_unlock(&br->lock);
		json_decref(o);
	}
	return c->kind[e->type];
}

/* The score an event carries (the game's named fields: "score" [home,
 * away], or "home_score" and "away_score"): how far each side trails. */
static void note_score(struct balance_ctx *c, const json_t *o)
{
	const json_t *sc = json_object_get(o, "score");
	int h, a;

	if (json_is_array(sc) && json_array_size(sc) == 2) {
		h = (int)json_integer_value(json_array_get(sc, 0));
		a = (int)json_integer_value(json_array_get(sc, 1));
	} else {
		h = (int)json_integer_value(json_object_get(o, "home_score"));
		a = (int)json_integer_value(json_object_get(o, "away_score"));
	}
	if (a - h > c->behind[0])
		c->behind[0] = a - h;
	if (h - a > c->behind[1])
		c->behind[1] = h - a;
}

/* A game over, hg-ag: its figures, and whether its winner came back. */
static void add_game(struct balance_ctx *c, struct rink_balance_tally *t, double r[RINK_BAL_N],
                     int hg, int ag)
{
	int goals = hg + ag, back = hg > ag ? c->behind[0] : ag > hg ? c->behind[1] : 0;

	r[RINK_BAL_COMEBACKS] += back >= 1;
	r[RINK_BAL_COMEBACKS2] += back >= 2;
	c->behind[0] = c->behind[1] = 0;
	r[RINK_BAL_GOALS] += goals;
	r[RINK_BAL_HOME_GOALS] += hg;
	r[RINK_BAL_AWAY_GOALS] += ag;
	r[RINK_BAL_HOME_WINS] += hg > ag ? 1.0 : hg == ag ? 0.5 : 0.0;
	r[RINK_BAL_GAMES] += 1;
	t->hist[goals < RINK_BALANCE_HIST - 1 ? goals : RINK_BALANCE_HIST - 1]++;
}

static int play_piece(void *ud, void *ctx, int p, struct rink_error *err)
{
	struct balance_run *br = ud;
	struct balance_ctx *c = ctx;
	const struct rink_balance_config *cfg = br->cfg;
	/* summed on this thread's stack and copied to the slot once (no cache
	 * line shared with a neighbouring piece's slot while it plays) */
	struct rink_balance_tally sums, *t = &sums;
	uint32_t all = br->seats >= 32 ? 0xffffffffu : (1u << br->seats) - 1;
	int k0 = (int)((long long)br->records * p / br->pieces);
	int k1 = (int)((long long)br->records * (p + 1) / br->pieces);

	memset(t, 0, sizeof(*t));
	for (int k = k0; k < k1; k++) {
		uint64_t seed = rink_seed_derive(cfg->seed, (uint64_t)k);
		double r[RINK_BAL_N] = {0};

		for (int i = 0; i < br->seats; i++) {
			rink_bot_free(c->bots[i]);
			c->bots[i] = rink_bot_new(br->g, cfg->bots[(k + i) % cfg->n_bots],
			                          rink_seed_derive(seed, (uint64_t)i + 1), err);
			if (!c->bots[i])
				return err && err->code ? err->code : RINK_ENOMEM;
		}
		memset(c->count, 0, sizeof(c->count));
		c->behind[0] = c->behind[1] = 0;
		rink_state_reset(c->s, seed);
		for (uint32_t m; (m = rink_state_to_move(c->s)) != 0;)
			while (m) {
				int seat = __builtin_ctz(m);
				m &= m - 1;
				rink_events_clear(&c->ev);
				rink_state_apply_fast(c->s, seat,
				                      rink_bot_act(c->bots[seat], c->s, seat),
				                      &c->ev);
				r[RINK_BAL_ACTIONS]++;
				/* Step 2: the events every seat may see */
				for (size_t i = 0; i < c->ev.n; i++) {
					const struct rink_event *e = &c->ev.v[i];
					if (e->type >= RINK_BALANCE_TYPES ||
					    (e->visible & all) != all)
						continue;
					c->count[e->type]++;
					int kind = code_kind(br, c, e);
					if (kind == CODE_SCORE) {
						json_t *o =
						        rink_event_json(br->g, e, RINK_SPECTATOR);
						note_score(c, o);
						json_decref(o);
					} else if (kind == CODE_RESULT && br->season) {
						json_t *o =
						        rink_event_json(br->g, e, RINK_SPECTATOR);
						add_game(c, t, r,
						         (int)json_integer_value(
						                 json_object_get(o, "home_goals")),
						         (int)json_integer_value(
						                 json_object_get(o, "away_goals")));
						json_decref(o);
					}
				}
			}
		if (!br->season && br->lops) {
			struct rink__lg_result res = {0};
			br->lops->result(c->s, &res);
			add_game(c, t, r, res.hg, res.ag);
		}
		r[RINK_BAL_SEAT1] = rink_state_returns(c->s, 0);
		for (int i = 0; i < RINK_BAL_N; i++)
			acc_add(&t->stat[i], r[i],
			        i == RINK_BAL_SEAT1 || i == RINK_BAL_ACTIONS || i == RINK_BAL_GAMES
			                ? 1.0
			                : r[RINK_BAL_GAMES]);
		double gk = r[RINK_BAL_GAMES] > 0 ? r[RINK_BAL_GAMES] : 1;
		acc_add(&t->div, gk, 0);
		for (int i = 0; i < RINK_BALANCE_TYPES; i++)
			if (c->count[i]) { /* a code that did not fire adds 0 */
				t->ev[i].s += c->count[i];
				t->ev[i].ss += (double)c->count[i] * c->count[i];
				t->ev[i].se += c->count[i] * gk;
			}
		t->records++;
		t->games += (int)r[RINK_BAL_GAMES];
	}
	br->slot[p - br->first] = sums;
	return k1 - k0;
}

static void progress_records(void *pud, long long done, long long total)
{
	const struct rink_balance_config *cfg = pud;

	cfg->progress(cfg->ud, (int)done, (int)total);
}

int rink_balance_pieces(const struct rink_balance_config *cfg, struct rink_error *err)
{
	if (cfg->n_bots < 1 || cfg->n_bots > RINK_ARENA_MAX_BOTS || cfg->records < 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "a balance study needs 1 to %d bots and 1 or more games",
		                      RINK_ARENA_MAX_BOTS);
	return cfg->records < RINK_BALANCE_MAX_PIECES ? cfg->records : RINK_BALANCE_MAX_PIECES;
}

int rink_balance_play(const struct rink_balance_config *cfg, int first, int count,
                      struct rink_balance_tally *t, struct rink_balance_names *names,
                      struct rink_error *err)
{
	struct balance_run br = {.cfg = cfg, .slot = t, .first = first, .names = names};
	int rc = rink_balance_pieces(cfg, err);
	long long records = 0;
	rink_game *g;

	if (rc < 0)
		return rc;
	br.pieces = rc;
	br.records = cfg->records;
	if (first < 0 || count < 0 || first + count > br.pieces)
		return rink_error_set(err, RINK_EINVAL, "pieces %d to %d: the study has %d", first,
		                      first + count - 1, br.pieces);
	/* Step 1 */
	g = rink_game_new(cfg->game, cfg->params, err);
	if (!g)
		return err && err->code ? err->code : RINK_EINVAL;
	for (int b = 0; b < cfg->n_bots; b++) {
		rink_bot *probe = rink_bot_new(g, cfg->bots[b], 0, err);
		if (!probe) {
			rink_game_free(g);
			return err && err->code ? err->code : RINK_EINVAL;
		}
		rink_bot_free(probe);
	}
	br.g = g;
	br.season = rink_game_is_season(g);
	br.lops = rink__league_ops_of(g);
	br.seats = rink_game_num_seats(g);
	for (int p = first; p < first + count; p++)
		records += (long long)br.records * (p + 1) / br.pieces -
		           (long long)br.records * p / br.pieces;
	pthread_mutex_init(&br.lock, NULL);
	/* Step 2 */
	struct rink_pool_config pc = {.threads = cfg->threads,
	                              .first = first,
	                              .pieces = count,
	                              .ctx_new = ctx_new,
	                              .ctx_free = ctx_free,
	                              .run = play_piece,
	                              .ud = &br,
	                              .units = records,
	                              .progress = cfg->progress ? progress_records : NULL,
	                              .pud = (void *)cfg};
	rc = rink_pool_run(&pc, err);
	pthread_mutex_destroy(&br.lock);
	rink_game_free(g);
	return rc < 0 ? rc : RINK_OK;
}

int rink_balance_finish(const struct rink_balance_config *cfg, const struct rink_balance_tally *t,
                        int pieces, const struct rink_balance_names *names,
                        struct rink_balance_report *out, struct rink_error *err)
{
	struct rink_balance_acc stat[RINK_BAL_N], div = {0}, *ev;
	int rc = rink_balance_pieces(cfg, err);

	if (rc < 0)
		return rc;
	if (pieces != rc)
		return rink_error_set(err, RINK_EINVAL, "%d pieces of a study of %d", pieces, rc);
	ev = calloc(RINK_BALANCE_TYPES, sizeof(*ev));
	if (!ev)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	/* Step 3: in piece order */
	memset(out, 0, sizeof(*out));
	memset(stat, 0, sizeof(stat));
	for (int p = 0; p < pieces; p++) {
		out->records += t[p].records;
		out->games += t[p].games;
		for (int i = 0; i < RINK_BAL_N; i++)
			acc_sum(&stat[i], &t[p].stat[i]);
		for (int i = 0; i < RINK_BALANCE_TYPES; i++)
			acc_sum(&ev[i], &t[p].ev[i]);
		acc_sum(&div, &t[p].div);
		for (int i = 0; i < RINK_BALANCE_HIST; i++)
			out->hist[i] += t[p].hist[i];
	}
	out->goals = out->games > 0;
	for (int i = 0; i < RINK_BAL_N; i++)
		out->stat[i] = acc_stat(&stat[i], out->records);
	/* the events that fired, by code; E is every record's games */
	for (int i = 0; i < RINK_BALANCE_TYPES; i++) {
		if (!names->known[i] || ev[i].s <= 0)
			continue;
		struct rink_balance_acc a = ev[i];
		a.e = div.s;
		a.ee = div.ss;
		struct rink_balance_event *o = &out->events[out->n_events++];
		snprintf(o->name, sizeof(o->name), "%s", names->name[i]);
		o->per_game = acc_stat(&a, out->records);
	}
	free(ev);
	return RINK_OK;
}

int rink_balance_run(const struct rink_balance_config *cfg, struct rink_balance_report *out,
                     struct rink_error *err)
{
	struct rink_balance_tally *t;
	struct rink_balance_names *names;
	int pieces = rink_balance_pieces(cfg, err), rc;

	if (pieces < 0)
		return pieces;
	t = calloc((size_t)pieces, sizeof(*t));
	names = calloc(1, sizeof(*names));
	if (!t || !names) {
		free(t);
		free(names);
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	rc = rink_balance_play(cfg, 0, pieces, t, names, err);
	if (rc == RINK_OK)
		rc = rink_balance_finish(cfg, t, pieces, names, out, err);
	free(t);
	free(names);
	return rc;
}
