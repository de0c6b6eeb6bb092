/*
 * games/trickshot/league_ops.c: leagues of Trick Shot (core/league_int.h).
 *
 * Trick Shot's season is two teams (TS-SEASON-01, TS-GAP-33: with 3-4
 * players there are still two teams; a league seats one player a team,
 * players=2): Red and Blue play an even number of games (default 4), the
 * home team alternating, Red at home first (TS-ARENA-03). In every record
 * Red is seat 0, so the league lists each fixture Red first. The team with
 * the most wins takes the season; draws count for neither (TS-GAP-33); a
 * tie on wins shares first place in the standings, and in the odds the
 * season's goals break it, then a draw of the season's generator.
 * The season has no post-season: "make the playoffs" is taking the season.
 *
 * With Line cards (lines=1 in the league's parameters) the league is the
 * tournament season (TS-SEASON-01..04): each team starts as the pre-made
 * team of its Arena card (arena_red, arena_blue; default 1 and 2, as rink
 * play trickshot --season), keeps its Line cards from game to game, and
 * after every two games the teams hold the draft: each returns a card and
 * takes one neither holds, the team with fewer goals first (a tie drawn).
 * The league's teams make their draft choices as rink play's season does,
 * at random from the league's seed and the draft's number, so that the
 * parameters of every fixture follow from the results before it: a record
 * names its Line cards, and the league replays the same drafts whenever it
 * is opened. (A person's own draft choices are not asked for yet.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "core/league_int.h"
#include "games/trickshot/ts_int.h"
#include "rink/bot.h"
#include "rink/rng.h"

static int ts_setup(json_t *doc, const struct rink_league_config *cfg, struct rink_error *err)
{
	const char *params = json_string_value(json_object_get(doc, "params"));
	int games = cfg->games ? cfg->games : 4;
	json_t *fx = NULL;

	if (games < 2 || games > 200 || games % 2)
		return rink_error_set(
		        err, RINK_EINVAL,
		        "league: a Trick Shot season is an even number of games, 2 to "
		        "200 (TS-GAP-33: each team at home as often)");
	if (params && !strstr(params, "players=2"))
		return rink_error_set(err, RINK_EINVAL,
		                      "league: a Trick Shot league seats one player a team "
		                      "(players=2)");
	json_array_append_new(json_object_get(doc, "teams"),
	                      json_pack("{s:s,s:s}", "name", "Red", "abbr", "RED"));
	json_array_append_new(json_object_get(doc, "teams"),
	                      json_pack("{s:s,s:s}", "name", "Blue", "abbr", "BLU"));
	fx = json_array();
	for (int i = 0; i < games; i++)
		json_array_append_new(fx, json_pack("{s:i,s:i}", "home", 0, "away", 1));
	json_object_set_new(doc, "fixtures", fx);
	if (json_array_size(json_object_get(doc, "teams")) != 2 ||
	    json_array_size(json_object_get(doc, "fixtures")) != (size_t)games)
		return rink_error_set(err, RINK_ENOMEM, "league: out of memory");
	return RINK_OK;
}

/* The user's parameters less the keys the season sets itself. */
static void base_params(const char *user, char *out, size_t size)
{
	static const char *const own[] = {"advanced", "lines",     "arena_red",  "arena_blue",
	                                  "home",     "lines_red", "lines_blue", NULL};
	char copy[1024], *save = NULL;
	size_t used = 0;

	out[0] = 0;
	snprintf(copy, sizeof(copy), "%s", user ? user : "");
	for (char *kv = strtok_r(copy, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
		size_t klen = strcspn(kv, "=");
		bool skip = false;
		for (int i = 0; own[i]; i++)
			skip |= strlen(own[i]) == klen && !strncmp(kv, own[i], klen);
		if (!skip && used + strlen(kv) + 2 < size)
			used += (size_t)snprintf(out + used, size - used, "%s%s", used ? "," : "",
			                         kv);
	}
}

/* A whole number parameter's value in a "k=v,..." string, or def. */
static int param_int(const char *params, const char *key, int def)
{
	size_t n = strlen(key);

	for (const char *p = params; p && *p;) {
		if (!strncmp(p, key, n) && p[n] == '=')
			return atoi(p + n + 1);
		p = strchr(p, ',');
		p = p ? p + 1 : NULL;
	}
	return def;
}

static bool tournament(const json_t *doc)
{
	return param_int(json_string_value(json_object_get(doc, "user_params")), "lines", 0) == 1;
}

/* TS-SEASON-01..04: the season as it stands before fixture k, from the
 * results of the fixtures before it and the drafts they call for. */
static int season_before(const json_t *doc, const rink_game *g, const struct rink__lg_result *res,
                         int k, struct rink_ts_season *se, struct rink_error *err)
{
	const char *user = json_string_value(json_object_get(doc, "user_params"));
	const char *seed = json_string_value(json_object_get(doc, "seed"));
	int nfix = (int)json_array_size(json_object_get(doc, "fixtures")), rc;

	if ((rc = rink_ts_season_init(g, se, param_int(user, "arena_red", 1),
	                              param_int(user, "arena_blue", 2), err)) != RINK_OK)
		return rc;
	for (int j = 0; j < k; j++) {
		rink_ts_season_record(se, res[j].hg, res[j].ag);
		if (rink_ts_season_draft_due(se) && j + 1 < nfix) {
			struct rink_rng rng;
			rink_rng_seed(&rng, rink_seed_derive(seed ? strtoull(seed, NULL, 10) : 1,
			                                     0x6472616674000000ull + (uint64_t)j));
			int ret[2] = {(int)rink_rng_below(&rng, 4), (int)rink_rng_below(&rng, 4)};
			if ((rc = rink_ts_season_draft(se, ret, rink_ts_random_pick, &rng, &rng,
			                               NULL, err)))
				return rc;
		}
	}
	return RINK_OK;
}

static int ts_fixture_params(const json_t *doc, const struct rink__lg_result *res, int k, char *out,
                             size_t size, struct rink_error *err)
{
	const char *user = json_string_value(json_object_get(doc, "user_params"));
	int n;

	if (tournament(doc)) {
		char base[1024];
		struct rink_ts_season se;
		rink_game *g;
		base_params(user, base, sizeof(base));
		if (!(g = rink_game_new("trickshot", base, err)))
			return err ? err->code : RINK_EINVAL;
		int rc = season_before(doc, g, res, k, &se, err);
		rink_game_free(g);
		if (rc)
			return rc;
		n = rink_ts_season_params(&se, base, out, size);
	} else {
		n = snprintf(out, size, "%s%shome=%s", user ? user : "", user && user[0] ? "," : "",
		             k % 2 ? "blue" : "red");
	}
	if (n < 0 || (size_t)n >= size)
		return err ? rink_error_set(err, RINK_EINVAL, "league: parameters too long")
		           : RINK_EINVAL;
	return RINK_OK;
}

static void ts_result(const rink_state *base, struct rink__lg_result *r)
{
	const struct ts_state *s = (const struct ts_state *)base;

	r->hg = s->score[0];
	r->ag = s->score[1];
	r->decision = s->score[0] == s->score[1] ? RINK__LG_TIE : RINK__LG_REG;
	r->done = 1;
}

static int ts_check(const json_t *doc, const struct rink__lg_result *r, struct rink_error *err)
{
	if (r->decision == RINK__LG_OT || r->decision == RINK__LG_SO)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "Trick Shot has no overtime or shoot-out: a game tied at the "
		                      "end is a draw (TS-GAP-33)");
	if ((r->decision == RINK__LG_TIE) != (r->hg == r->ag))
		return rink_error_set(err, RINK_EILLEGAL,
		                      "a draw has equal scores, a win does not");
	if (r->hg > 255 || r->ag > 255)
		return rink_error_set(err, RINK_EILLEGAL, "a score is 0 to 255");
	return RINK_OK;
}

/* TS-SEASON-01: wins alone; a tie on wins shares the place (TS-GAP-33). */
static void ts_rank(const json_t *doc, const struct rink__lg_result *res, int n,
                    struct rink__lg_row *rows, int nteams)
{
	for (int t = 0; t < nteams; t++)
		rows[t].pts = rows[t].w;
	if (nteams == 2 && rows[1].w > rows[0].w) {
		struct rink__lg_row x = rows[0];
		rows[0] = rows[1];
		rows[1] = x;
	}
	for (int i = 0; i < nteams; i++)
		rows[i].rank = i > 0 && rows[i].w == rows[i - 1].w ? rows[i - 1].rank : i + 1;
}

/* TS-SEASON-01/03: a team keeps its Line cards from game to game and
 * changes them only in the draft, so a league's what-if with another roster
 * is another draft choice (a person's, made in a fork), not a change from
 * outside. */
static int ts_roster_check(const json_t *doc, const struct rink__lg_result *res, int nfix,
                           json_t *change, struct rink_error *err)
{
	return rink_error_set(err, RINK_EILLEGAL,
	                      "a Trick Shot team's roster is its Line cards, changed only in the "
	                      "draft after every two games (TS-SEASON-01, TS-SEASON-03)");
}

/* ---- the odds --------------------------------------------------------------------------- */

struct ts_sim {
	rink_game *g[2]; /* Red at home, Blue at home */
	rink_state *s[2];
	char bots[64];
	/* a tournament season: each game's parameters follow from the results
	 * (the drafts); the last game made, kept by its parameters */
	json_t *doc;
	rink_game *cg;
	char cparams[1024];
};

static void ts_sim_free(void *ctx)
{
	struct ts_sim *x = ctx;

	if (!x)
		return;
	for (int i = 0; i < 2; i++) {
		rink_state_free(x->s[i]);
		rink_game_free(x->g[i]);
	}
	rink_game_free(x->cg);
	json_decref(x->doc);
	free(x);
}

static void *ts_sim_new(const json_t *doc, struct rink_error *err)
{
	struct ts_sim *x = calloc(1, sizeof(*x));
	const char *bots = json_string_value(json_object_get(doc, "bots"));
	struct rink__lg_result none[2] = {{0}};

	if (!x) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	snprintf(x->bots, sizeof(x->bots), "%s", bots ? bots : "heuristic");
	if (tournament(doc) && !(x->doc = json_deep_copy(doc))) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		ts_sim_free(x);
		return NULL;
	}
	for (int i = 0; i < 2; i++) {
		char params[1024];
		if (ts_fixture_params(doc, none, i, params, sizeof(params), err) ||
		    !(x->g[i] = rink_game_new("trickshot", params, err)) ||
		    !(x->s[i] = rink_state_new(x->g[i], 0))) {
			ts_sim_free(x);
			return NULL;
		}
	}
	return x;
}

static int ts_sim_rest(void *ctx, struct rink__lg_result *res, int n, uint64_t seed, float *pts,
                       int *champion, uint64_t *post)
{
	struct ts_sim *x = ctx;
	int wins[2] = {0, 0}, goals[2] = {0, 0};

	for (int k = 0; k < n; k++) {
		if (!res[k].done) {
			rink_game *gk = x->g[k % 2];
			rink_state *s = x->s[k % 2], *own = NULL;
			uint64_t gs = rink_seed_derive(seed, (uint64_t)k);
			rink_bot *b[2] = {NULL, NULL};
			if (x->doc) { /* the Line cards the drafts so far leave */
				char params[1024];
				if (ts_fixture_params(x->doc, res, k, params, sizeof(params), NULL))
					return RINK_EINVAL;
				if (!x->cg || strcmp(params, x->cparams)) {
					rink_game_free(x->cg);
					snprintf(x->cparams, sizeof(x->cparams), "%s", params);
					if (!(x->cg = rink_game_new("trickshot", params, NULL)))
						return RINK_EINVAL;
				}
				gk = x->cg;
				if (!(s = own = rink_state_new(gk, gs)))
					return RINK_ENOMEM;
			}
			rink_state_reset(s, gs);
			for (int seat = 0; seat < 2; seat++)
				if (!(b[seat] = rink_bot_new(
				              gk, x->bots, rink_seed_derive(gs, (uint64_t)seat + 1),
				              NULL))) {
					rink_bot_free(b[0]);
					rink_state_free(own);
					return RINK_EINVAL;
				}
			for (int moves = 0; moves < 100000; moves++) {
				uint32_t mask = rink_state_to_move(s);
				if (!mask)
					break;
				int seat = __builtin_ctz(mask);
				rink_state_apply_fast(s, seat, rink_bot_act(b[seat], s, seat),
				                      NULL);
			}
			rink_bot_free(b[0]);
			rink_bot_free(b[1]);
			ts_result(s, &res[k]);
			res[k].stage = RINK__LG_SEASON;
			rink_state_free(own);
		}
		goals[0] += res[k].hg;
		goals[1] += res[k].ag;
		wins[0] += res[k].hg > res[k].ag;
		wins[1] += res[k].ag > res[k].hg;
	}
	if (wins[0] != wins[1])
		*champion = wins[1] > wins[0];
	else if (goals[0] != goals[1])
		*champion = goals[1] > goals[0];
	else
		*champion = (int)(rink_seed_derive(seed, (uint64_t)n) & 1);
	*post = 1ull << *champion;
	pts[0] = (float)wins[0]; /* TS-SEASON-01: the standings are the wins */
	pts[1] = (float)wins[1];
	return RINK_OK;
}

const struct rink__league_ops rink__ts_league_ops = {
        .setup = ts_setup,
        .fixture_params = ts_fixture_params,
        .result = ts_result,
        .check = ts_check,
        .rank = ts_rank,
        .sim_new = ts_sim_new,
        .sim_free = ts_sim_free,
        .sim_rest = ts_sim_rest,
        .roster_check = ts_roster_check,
};
