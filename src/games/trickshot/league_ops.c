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

static int ts_fixture_params(const json_t *doc, const struct rink__lg_result *res, int k, char *out,
                             size_t size, struct rink_error *err)
{
	const char *user = json_string_value(json_object_get(doc, "user_params"));
	int n = snprintf(out, size, "%s%shome=%s", user ? user : "", user && user[0] ? "," : "",
	                 k % 2 ? "blue" : "red");

	if (n < 0 || (size_t)n >= size)
		return rink_error_set(err, RINK_EINVAL, "league: parameters too long");
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

/* ---- the odds --------------------------------------------------------------------------- */

struct ts_sim {
	rink_game *g[2]; /* Red at home, Blue at home */
	rink_state *s[2];
	char bots[64];
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
			rink_state *s = x->s[k % 2];
			uint64_t gs = rink_seed_derive(seed, (uint64_t)k);
			rink_bot *b[2] = {NULL, NULL};
			rink_state_reset(s, gs);
			for (int seat = 0; seat < 2; seat++)
				if (!(b[seat] = rink_bot_new(
				              x->g[k % 2], x->bots,
				              rink_seed_derive(gs, (uint64_t)seat + 1), NULL))) {
					rink_bot_free(b[0]);
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
};
