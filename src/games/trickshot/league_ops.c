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
 * is opened. A team played by a person ("person:NAME") makes its own
 * choices instead: the league waits before the next game (the hooks due
 * and choose; rink league move NAME --team Red 'return CARD', then 'take
 * CARD') and keeps them with the result of the game the draft follows
 * (its "choices": [{"return", "take"}, ...] per team, card numbers).
 * Every draw is still made, a person's choice replacing the team's, so
 * the other team's random choices are the ones an all-bot league makes
 * from the same position. The odds draw a person's future choices as a
 * bot's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

/* A person's draft choice that season_before found missing: team (-1
 * none) must return a card (step 0) or take one (step 1) in the draft held
 * after fixture `after`; allowed: the cards it may name. */
struct ts_due {
	int team, after, step;
	bool allowed[TS_LINES];
};

static bool is_person(const json_t *doc, int t)
{
	return !strncmp(json_string_value(json_array_get(json_object_get(doc, "who"), (size_t)t))
	                        ?: "",
	                "person:", 7);
}

/* A person's stored choice of the draft after fixture j: the card (0..31)
 * team returned or took (key "return" or "take"), -1 when not made yet. */
static int stored(const json_t *doc, int j, int t, const char *key)
{
	json_t *d = json_object_get(
	        json_object_get(json_array_get(json_object_get(doc, "fixtures"), (size_t)j),
	                        "result"),
	        "choices");
	json_t *c = json_object_get(json_array_get(d, (size_t)t), key);

	return json_is_integer(c) ? (int)json_integer_value(c) - 1 : -1;
}

/* The draft's picks: every pick draws from the league's generator as a
 * bot's would (so that the other team's draws are the same whoever picks),
 * and a person's stored choice replaces the draw. */
struct pick_ctx {
	struct rink_rng *rng;
	bool ask[2];   /* the team's person chooses this draft */
	int choice[2]; /* the card taken, -1 not yet chosen */
	struct ts_due *due;
};

static int league_pick(void *user, int team, const bool allowed[32])
{
	struct pick_ctx *c = user;
	int drawn = rink_ts_random_pick(c->rng, team, allowed);

	if (!c->ask[team])
		return drawn;
	if (c->choice[team] >= 0 || !c->due)
		return c->choice[team] >= 0 ? c->choice[team] : drawn;
	if (c->due->team < 0) { /* the person must choose now: the draft stops */
		c->due->team = team;
		c->due->step = 1;
		memcpy(c->due->allowed, allowed, sizeof(c->due->allowed));
	}
	return -1;
}

/* TS-SEASON-01..04: the season as it stands before fixture k, from the
 * results of the fixtures before it and the drafts they call for. The
 * drafts after fixtures j < real take the people's stored choices; where
 * one is not made yet, due (when not NULL) gets what is asked for and the
 * season stops there; without due, or after fixture real, a person's
 * choice is drawn as a bot's (the odds' own seasons). */
static int season_before(const json_t *doc, const rink_game *g, const struct rink__lg_result *res,
                         int k, int real, struct rink_ts_season *se, struct ts_due *due,
                         struct rink_error *err)
{
	const char *user = json_string_value(json_object_get(doc, "user_params"));
	const char *seed = json_string_value(json_object_get(doc, "seed"));
	int nfix = (int)json_array_size(json_object_get(doc, "fixtures")), rc;

	if (due)
		due->team = -1;
	if ((rc = rink_ts_season_init(g, se, param_int(user, "arena_red", 1),
	                              param_int(user, "arena_blue", 2), err)) != RINK_OK)
		return rc;
	for (int j = 0; j < k; j++) {
		rink_ts_season_record(se, res[j].hg, res[j].ag);
		if (!rink_ts_season_draft_due(se) || j + 1 >= nfix)
			continue;
		struct rink_rng rng;
		struct pick_ctx pc = {&rng, {false, false}, {-1, -1}, j < real ? due : NULL};
		rink_rng_seed(&rng, rink_seed_derive(seed ? strtoull(seed, NULL, 10) : 1,
		                                     0x6472616674000000ull + (uint64_t)j));
		int ret[2] = {(int)rink_rng_below(&rng, 4), (int)rink_rng_below(&rng, 4)};
		for (int t = 0; t < 2 && j < real; t++) {
			if (!(pc.ask[t] = is_person(doc, t)))
				continue;
			int back = stored(doc, j, t, "return"), slot = -1;
			for (int i = 0; i < 4; i++)
				if (se->lines[t][i] == back)
					slot = i;
			if (slot >= 0) {
				ret[t] = slot;
			} else if (due) { /* TS-SEASON-03: first a card returned */
				due->team = t;
				due->after = j;
				due->step = 0;
				memset(due->allowed, 0, sizeof(due->allowed));
				for (int i = 0; i < 4; i++)
					due->allowed[se->lines[t][i]] = true;
				return RINK_OK;
			}
			pc.choice[t] = stored(doc, j, t, "take");
		}
		rc = rink_ts_season_draft(se, ret, league_pick, &pc, &rng, NULL, err);
		if (due && due->team >= 0) {
			due->after = j;
			return RINK_OK;
		}
		if (rc)
			return rc;
	}
	return RINK_OK;
}

/* The game the season's fixtures are made from (its own keys left out). */
static rink_game *base_game(const json_t *doc, char *base, size_t size, struct rink_error *err)
{
	base_params(json_string_value(json_object_get(doc, "user_params")), base, size);
	return rink_game_new("trickshot", base, err);
}

/* The parameters of fixture k, the drafts before fixture real taking the
 * people's choices (a choice still due fails, naming it). */
static int params_at(const json_t *doc, const struct rink__lg_result *res, int k, int real,
                     char *out, size_t size, struct rink_error *err)
{
	const char *user = json_string_value(json_object_get(doc, "user_params"));
	int n;

	if (tournament(doc)) {
		char base[1024];
		struct rink_ts_season se;
		struct ts_due due;
		rink_game *g = base_game(doc, base, sizeof(base), err);
		if (!g)
			return err ? err->code : RINK_EINVAL;
		int rc = season_before(doc, g, res, k, real, &se, err ? &due : NULL, err);
		rink_game_free(g);
		if (rc)
			return rc;
		if (err && due.team >= 0)
			return rink_error_set(err, RINK_EILLEGAL,
			                      "the draft after game %d waits for %s's choice (rink "
			                      "league move)",
			                      due.after + 1, due.team ? "Blue" : "Red");
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

static int ts_fixture_params(const json_t *doc, const struct rink__lg_result *res, int k, char *out,
                             size_t size, struct rink_error *err)
{
	return params_at(doc, res, k, k, out, size, err);
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

/* ---- a person's draft choices ------------------------------------------------------------ */

/* The choice due before fixture k, or team -1 (g: the base game, for the
 * cards' names). */
static int due_at(const json_t *doc, const struct rink__lg_result *res, int k, struct ts_due *due,
                  rink_game **g)
{
	char base[1024];
	struct rink_ts_season se;
	bool people = is_person(doc, 0) || is_person(doc, 1);

	due->team = -1;
	*g = NULL;
	if (!tournament(doc) || !people)
		return RINK_OK;
	if (!(*g = base_game(doc, base, sizeof(base), NULL)))
		return RINK_EINVAL;
	return season_before(doc, *g, res, k, k, &se, due, NULL);
}

static const char *const team_names[2] = {"Red", "Blue"};

static int ts_due(const json_t *doc, const struct rink__lg_result *res, int k, json_t **what)
{
	struct ts_due due;
	rink_game *g;

	if (what)
		*what = NULL;
	if (due_at(doc, res, k, &due, &g) || due.team < 0) {
		rink_game_free(g);
		return -1;
	}
	if (what) {
		const struct ts_game *tg = g->impl;
		json_t *opts = json_array();
		char text[200];
		for (int c = 0; c < TS_LINES; c++)
			if (due.allowed[c])
				json_array_append_new(opts, json_pack("{s:i,s:s}", "card", c + 1,
				                                      "name", tg->lines[c].name));
		snprintf(text, sizeof(text), "%s %s (TS-SEASON-0%d): '%s CARD', a number or a name",
		         team_names[due.team],
		         due.step ? "takes a Line card neither team holds"
		                  : "returns one of its Line cards",
		         due.step ? 4 : 3, due.step ? "take" : "return");
		*what = json_pack("{s:s,s:s,s:s,s:i,s:o,s:s}", "team", team_names[due.team], "kind",
		                  "draft", "step", due.step ? "take" : "return", "after",
		                  due.after + 1, "options", opts, "text", text);
	}
	rink_game_free(g);
	return due.team;
}

/* The card text names among allowed: its number, or a name or the start
 * of one that only one allowed card has; -1 none, -2 several. */
static int card_named(const struct ts_game *tg, const bool *allowed, const char *text)
{
	int c, found = -1;

	if (!rink__whole(text, 1, TS_LINES, &c))
		return allowed[c - 1] ? c - 1 : -1;
	for (c = 0; c < TS_LINES; c++)
		if (allowed[c] && !rink__name_cmp(text, tg->lines[c].name))
			return c;
	for (c = 0; c < TS_LINES; c++)
		if (allowed[c] && rink__name_prefix(text, tg->lines[c].name))
			found = found == -1 ? c : -2;
	return found;
}

static int ts_choose(json_t *doc, const struct rink__lg_result *res, int k, int team,
                     const char *text, struct rink_error *err)
{
	struct ts_due due;
	rink_game *g;
	char word[16];
	const char *rest = text;
	int rc = RINK_OK;

	if (due_at(doc, res, k, &due, &g)) {
		rink_game_free(g);
		return rink_error_set(err, RINK_EINVAL, "league: the season cannot be read");
	}
	while (*rest == ' ')
		rest++;
	size_t w = strcspn(rest, " ");
	snprintf(word, sizeof(word), "%.*s", (int)(w < sizeof(word) ? w : sizeof(word) - 1), rest);
	rest += w;
	while (*rest == ' ')
		rest++;
	const char *step = due.step ? "take" : "return";
	if (due.team < 0)
		rc = rink_error_set(err, RINK_EILLEGAL, "no draft choice is due now");
	else if (due.team != team)
		rc = rink_error_set(err, RINK_EILLEGAL, "the draft waits for %s's choice, not %s's",
		                    team_names[due.team], team_names[team]);
	else if (strcasecmp(word, step))
		rc = rink_error_set(err, RINK_EILLEGAL, "%s %s: '%s CARD' (TS-SEASON-0%d)",
		                    team_names[team],
		                    due.step ? "takes a card now" : "returns a card first", step,
		                    due.step ? 4 : 3);
	if (rc) {
		rink_game_free(g);
		return rc;
	}
	int c = card_named(g->impl, due.allowed, rest);
	if (c < 0) {
		rc = rink_error_set(
		        err, RINK_EILLEGAL,
		        c == -2    ? "'%s' names several Line cards: give more of the name "
		                     "or the number"
		        : due.step ? "'%s': not a Line card %s may take (a team holds it, "
		                     "TS-SEASON-04)"
		                   : "'%s': not one of %s's Line cards",
		        rest, team_names[team]);
		rink_game_free(g);
		return rc;
	}
	rink_game_free(g);
	/* kept with the result of the game the draft follows */
	json_t *r = json_object_get(
	        json_array_get(json_object_get(doc, "fixtures"), (size_t)due.after), "result");
	json_t *d = json_object_get(r, "choices");
	if (!d) {
		d = json_pack("[{},{}]");
		if (!d || json_object_set_new(r, "choices", d))
			return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	if (json_object_set_new(json_array_get(d, (size_t)team), step, json_integer(c + 1)))
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	return RINK_OK;
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
	int wins[2] = {0, 0}, goals[2] = {0, 0}, real = 0;

	/* the games decided at the position (they come in order): the drafts
	 * after them are the league's own, people's choices included; later
	 * ones are the simulation's, a person's choice drawn as a bot's */
	while (real < n && res[real].done)
		real++;
	for (int k = 0; k < n; k++) {
		if (!res[k].done) {
			rink_game *gk = x->g[k % 2];
			rink_state *s = x->s[k % 2], *own = NULL;
			uint64_t gs = rink_seed_derive(seed, (uint64_t)k);
			rink_bot *b[2] = {NULL, NULL};
			if (x->doc) { /* the Line cards the drafts so far leave */
				char params[1024];
				if (params_at(x->doc, res, k, real, params, sizeof(params), NULL))
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
        .due = ts_due,
        .choose = ts_choose,
};
