/*
 * games/actiondeck/season.c: a season of a league's games (league.c) on a
 * schedule (schedule.c), played game by game with the built-in coaches.
 *
 * Injuries cross games (AD-INJ-10): a player hurt for N further games is
 * absent from his team's next N games, then back. One game object (its
 * parameters read once) and one state serve the whole season: before each
 * game the season points the game at the two charts of the pairing, deals
 * the state afresh and marks its starters and absent players, so a game
 * costs no allocation and no parsing (the playoffs, standings.c, play the
 * same way).
 *
 * Starters (AD-GAP-43): the schedule's own where it names one, else drawn
 * for each game from the available goalies in proportion to their FACED
 * ranges (each goalie's share of his team's shots against, which is his
 * share of the games he played within a few points), from a generator of
 * the season's own, so that each game's state is dealt from its seed alone.
 * Each game is kept (rink_ad_season_game): its result, starters, absent
 * players and seed, which make it again as one game with parameters
 * (rink_ad_season_game_params).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

int rink__ad_pick_starter(const struct rink_ad_team *t, uint64_t absent, struct rink_rng *rng)
{
	int w[RINK_AD_MAX_PLAYERS], row[RINK_AD_MAX_PLAYERS], n = 0, sum = 0, prev = 0;

	for (int j = 0; j < t->nord[RINK_AD_FACED]; j++) {
		int i = t->ord[RINK_AD_FACED][j], hi = t->p[i].col[RINK_AD_FACED];
		if (!(absent >> i & 1) && hi > prev) {
			row[n] = i;
			w[n] = hi - prev;
			sum += w[n++];
		}
		if (hi > prev)
			prev = hi;
	}
	if (!n)
		return -1;
	int k = (int)rink_rng_below(rng, (uint32_t)sum);
	for (int j = 0; j < n; j++) {
		if (k < w[j])
			return row[j];
		k -= w[j];
	}
	return row[n - 1];
}

int rink__ad_league_setup(const struct rink_ad_league *l, const char *params, const char *extra,
                          struct rink_ad_rules *rules, rink_game **g, rink_state **s,
                          struct rink_error *err)
{
	static const char *const own[] = {"home_goalie", "away_goalie", "home_out",
	                                  "away_out",    "home_in",     "away_in"};
	char all[1400], rest[1400], user[1400];
	int rc;

	*g = NULL;
	*s = NULL;
	for (int k = 0; k < 6; k++)
		if (rink__ad_has_param(params, own[k], strlen(own[k])))
			return rink_error_set(err, RINK_EINVAL,
			                      "parameter %s: a season chooses each game's starters "
			                      "and absent players itself",
			                      own[k]);
	/* the league's parameters, then the caller's, then extra's; files
	 * of components replace the league's (the game object borrows
	 * rules) */
	if ((rc = rink_ad_params_merge(params, extra, user, sizeof(user), err)) ||
	    (rc = rink_ad_params_merge(l->params, user, all, sizeof(all), err)) ||
	    (rc = rink__ad_league_rules(l, all, rest, sizeof(rest), rules, err)))
		return rc;
	*g = rink_ad_game_new(&l->team[0], &l->team[l->n > 1], rules, rest, err);
	if (!*g)
		return err ? err->code : RINK_EINVAL;
	*s = rink_state_new(*g, 0);
	if (!*s) {
		rink_game_free(*g);
		*g = NULL;
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	return RINK_OK;
}

const struct rink_ad_box *rink__ad_league_game(rink_game *g, rink_state *s,
                                               const struct rink_ad_league *l, int home, int away,
                                               uint64_t seed, const int starter[2],
                                               const uint64_t absent[2])
{
	struct ad_game *ag = g->impl;
	struct ad_state *as = (struct ad_state *)s;
	int side[2] = {home, away};

	/* the pairing's charts, then the state dealt afresh (what
	 * rink_ad_state_new does, without the allocation); a player marked
	 * absent stays so through the game */
	ag->team[0] = &l->team[home];
	ag->team[1] = &l->team[away];
	rink_state_reset(s, seed);
	for (int t = 0; t < 2; t++) {
		for (int i = 0; i < l->team[side[t]].n; i++)
			if (absent[t] >> i & 1)
				as->out[t][i] = AD_OUT_ABSENT;
		if (starter[t] >= 0) { /* AD-GAP-43, as ad_init does for home_goalie */
			as->goalie[t] = (uint8_t)starter[t];
			as->fixed_gk[t] = 1;
		}
	}
	rink_ad_play_out(s, NULL);
	return rink_ad_box(s);
}

void rink_ad_season_free(struct rink_ad_season *s)
{
	free(s->t);
	free(s->p);
	free(s->games);
	s->t = NULL;
	s->p = NULL;
	s->games = NULL;
	s->n = s->ngames = 0;
}

int rink_ad_season_play(const struct rink_ad_league *l, const struct rink_ad_schedule *sc,
                        uint64_t seed, const char *params, struct rink_ad_season *out,
                        void (*progress)(void *ctx, int done, int total), void *ctx,
                        struct rink_error *err)
{
	int n = l->n, rc = RINK_OK;
	uint8_t(*left)[RINK_AD_MAX_PLAYERS] = calloc((size_t)(n ? n : 1), sizeof(*left));
	rink_game *g = NULL;
	rink_state *s = NULL;
	struct rink_ad_rules rules;
	struct rink_rng pick;

	memset(out, 0, sizeof(*out));
	out->t = calloc((size_t)(n ? n : 1), sizeof(*out->t));
	out->p = calloc((size_t)(n ? n : 1), sizeof(*out->p));
	out->games = calloc((size_t)(sc->n ? sc->n : 1), sizeof(*out->games));
	out->n = n;
	if (!left || !out->t || !out->p || !out->games) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	if (n < 1 || !sc->n)
		goto out_free;
	if ((rc = rink__ad_league_setup(l, params, NULL, &rules, &g, &s, err)))
		goto out_free;
	if (sc->out) /* carried in: out from the season's first game */
		memcpy(left, sc->out, sizeof(*left) * (size_t)n);
	/* the starters' own generator: a game's state is dealt from its
	 * seed alone */
	rink_rng_seed(&pick, rink_seed_derive(seed, UINT64_C(0x5354415254455253)));
	for (int gi = 0; gi < sc->n; gi++) {
		int side[2] = {sc->game[gi][0], sc->game[gi][1]}, starter[2];
		uint64_t absent[2] = {0, 0};
		struct rink_ad_season_game *rec = &out->games[out->ngames++];

		for (int t = 0; t < 2; t++) {
			for (int i = 0; i < l->team[side[t]].n; i++)
				if (left[side[t]][i])
					absent[t] |= 1ull << i;
			int want = sc->starter ? sc->starter[gi][t] : -1;
			starter[t] = want >= 0 && !(absent[t] >> want & 1)
			                     ? want
			                     : rink__ad_pick_starter(&l->team[side[t]], absent[t],
			                                             &pick);
		}
		rec->seed = rink_seed_derive(seed, (uint64_t)gi);
		const struct rink_ad_box *b =
		        rink__ad_league_game(g, s, l, side[0], side[1], rec->seed, starter, absent);
		rec->r.home = side[0];
		rec->r.away = side[1];
		rec->r.home_goals = b->score[0];
		rec->r.away_goals = b->score[1];
		rec->r.decision = b->decision;
		for (int t = 0; t < 2; t++) {
			/* -1: no goalie to start, the rulebook's reading (as a lone
			 * game without home_goalie plays it) */
			rec->starter[t] = starter[t];
			rec->absent[t] = absent[t];
		}
		for (int t = 0; t < 2; t++) {
			struct rink_ad_team_stats *ts = &out->t[side[t]];
			int o = 1 - t, ngk = 0, against = 0;
			ts->gp++;
			ts->gf += b->score[t];
			ts->ga += b->score[o];
			ts->shots_for += b->shots[t];
			ts->shots_against += b->shots[o];
			ts->pp_goals += b->pp_goals[t];
			ts->pp_opps += b->pp_opps[t];
			ts->ppga += b->pp_goals[o];
			ts->times_sh += b->pp_opps[o];
			ts->pim += b->pim[t];
			if (b->score[t] > b->score[o])
				ts->w++;
			else if (b->decision == RINK_AD_REG)
				ts->l++;
			else
				ts->otl++;
			for (int p = 0; p < 4; p++)
				against += b->period_goals[o][p];
			for (int i = 0; i < l->team[side[t]].n; i++) {
				struct rink_ad_player_stats *ps = &out->p[side[t]][i];
				const struct rink_ad_pstat *bp = &b->p[t][i];
				if (absent[t] >> i & 1) {
					ps->games_missed++;
					if (left[side[t]][i] != 255) /* 255: the whole season */
						left[side[t]][i]--;
				}
				ps->gp += bp->gp;
				ps->g += bp->g;
				ps->a += bp->a;
				ps->shots += bp->shots;
				ps->pim += bp->pim;
				ps->sa += bp->sa;
				ps->saves += bp->saves;
				ps->secs += bp->secs;
				ps->w += bp->gdec == 1;
				ps->l += bp->gdec == 2;
				ps->otl += bp->gdec == 3;
				if (l->team[side[t]].p[i].goalie)
					ngk += bp->gp;
				if (bp->inj_games)
					left[side[t]][i] = bp->inj_games;
			}
			out->p[side[t]][b->starter[t]].gs++;
			if (ngk == 1 && against == 0) /* a shutout: alone, nothing let in */
				out->p[side[t]][b->starter[t]].so++;
		}
		if (progress)
			progress(ctx, gi + 1, sc->n);
	}
out_free:
	rink_state_free(s);
	rink_game_free(g);
	free(left);
	if (rc)
		rink_ad_season_free(out);
	return rc;
}

/* Appends "key=NAME;NAME" of the rows set in mask, when any. */
static int out_list(const struct rink_ad_team *t, uint64_t mask, const char *key, char *out,
                    size_t size, size_t *used)
{
	if (!mask)
		return RINK_OK;
	int w = snprintf(out + *used, size - *used, "%s%s=", *used ? "," : "", key);
	if (w < 0 || (size_t)w >= size - *used)
		return RINK_EINVAL;
	*used += (size_t)w;
	const char *sep = "";
	for (int i = 0; i < t->n; i++)
		if (mask >> i & 1) {
			w = snprintf(out + *used, size - *used, "%s%s", sep, t->p[i].name);
			if (w < 0 || (size_t)w >= size - *used)
				return RINK_EINVAL;
			*used += (size_t)w;
			sep = ";";
		}
	return RINK_OK;
}

int rink_ad_season_game_params(const struct rink_ad_league *l, const struct rink_ad_season *s,
                               int i, char *out, size_t size)
{
	static const char *const gk[2] = {"home_goalie", "away_goalie"};
	static const char *const ab[2] = {"home_out", "away_out"};
	const struct rink_ad_season_game *g = &s->games[i];
	int side[2] = {g->r.home, g->r.away};
	size_t used = 0;

	if (!size)
		return RINK_EINVAL;
	out[0] = 0;
	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = &l->team[side[t]];
		if (g->starter[t] >= 0 && !(g->absent[t] >> g->starter[t] & 1)) {
			int w = snprintf(out + used, size - used, "%s%s=%s", used ? "," : "", gk[t],
			                 tm->p[g->starter[t]].name);
			if (w < 0 || (size_t)w >= size - used)
				return RINK_EINVAL;
			used += (size_t)w;
		}
	}
	for (int t = 0; t < 2; t++)
		if (out_list(&l->team[side[t]], g->absent[t], ab[t], out, size, &used))
			return RINK_EINVAL;
	return RINK_OK;
}

/* decisions as games.csv writes them */
static const char *const dec_codes[4] = {"REG", "OT", "SO", "TIE"};

static json_t *games_json(const struct rink_ad_league *l, const struct rink_ad_season *s,
                          const struct rink_ad_schedule *sc)
{
	json_t *a = json_array();

	for (int i = 0; i < s->ngames; i++) {
		const struct rink_ad_season_game *g = &s->games[i];
		char params[1024], seed[24];
		json_t *o = json_object();
		if (sc && sc->date && i < sc->n && sc->date[i][0])
			json_object_set_new(o, "date", json_string(sc->date[i]));
		snprintf(seed, sizeof(seed), "%llu", (unsigned long long)g->seed);
		if (rink_ad_season_game_params(l, s, i, params, sizeof(params)))
			params[0] = 0;
		json_object_set_new(o, "home", json_string(l->team[g->r.home].abbr));
		json_object_set_new(o, "away", json_string(l->team[g->r.away].abbr));
		json_object_set_new(o, "home_goals", json_integer(g->r.home_goals));
		json_object_set_new(o, "away_goals", json_integer(g->r.away_goals));
		json_object_set_new(o, "decision", json_string(dec_codes[g->r.decision & 3]));
		json_object_set_new(
		        o, "home_goalie",
		        json_string(rink__ad_pname_of(&l->team[g->r.home], g->starter[0])));
		json_object_set_new(
		        o, "away_goalie",
		        json_string(rink__ad_pname_of(&l->team[g->r.away], g->starter[1])));
		json_object_set_new(o, "seed", json_string(seed));
		json_object_set_new(o, "params", json_string(params));
		json_array_append_new(a, o);
	}
	return a;
}

json_t *rink_ad_season_json(const struct rink_ad_league *l, const struct rink_ad_season *s,
                            const struct rink_ad_schedule *sc)
{
	json_t *o = json_object(), *teams = json_array(), *sk = json_array(), *gk = json_array();

	for (int t = 0; t < s->n; t++) {
		const struct rink_ad_team_stats *ts = &s->t[t];
		json_t *tj =
		        json_pack("{s:s,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i}", "team",
		                  l->team[t].abbr, "gp", ts->gp, "w", ts->w, "l", ts->l, "otl",
		                  ts->otl, "gf", ts->gf, "ga", ts->ga, "shots_for", ts->shots_for,
		                  "shots_against", ts->shots_against, "pp_goals", ts->pp_goals,
		                  "pp_opps", ts->pp_opps, "pim", ts->pim);
		json_object_set_new(tj, "pts", json_integer(2 * ts->w + ts->otl));
		if (l->division && l->division[t] >= 0) {
			json_object_set_new(tj, "division",
			                    json_string(l->div_name[l->division[t]]));
			json_object_set_new(tj, "conference",
			                    json_string(l->conf_name[l->conference[t]]));
		}
		json_array_append_new(teams, tj);
		for (int i = 0; i < l->team[t].n; i++) {
			const struct rink_ad_player_stats *ps = &s->p[t][i];
			if (l->team[t].p[i].goalie) {
				int ga = ps->sa - ps->saves;
				json_t *g = json_pack(
				        "{s:s,s:s,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i}", "team",
				        l->team[t].abbr, "player", l->team[t].p[i].name, "gp",
				        ps->gp, "gs", ps->gs, "w", ps->w, "l", ps->l, "otl",
				        ps->otl, "shots_against", ps->sa, "saves", ps->saves, "ga",
				        ga, "so", ps->so);
				json_object_set_new(g, "minutes", json_real(ps->secs / 60.0));
				json_object_set_new(g, "gaa",
				                    ps->secs ? json_real(ga * 3600.0 / ps->secs)
				                             : json_null());
				json_object_set_new(g, "sv_pct",
				                    ps->sa ? json_real((double)ps->saves / ps->sa)
				                           : json_null());
				json_array_append_new(gk, g);
			} else {
				json_array_append_new(sk,
				                      json_pack("{s:s,s:s,s:i,s:i,s:i,s:i,s:i}",
				                                "team", l->team[t].abbr, "player",
				                                l->team[t].p[i].name, "gp", ps->gp,
				                                "g", ps->g, "a", ps->a, "shots",
				                                ps->shots, "pim", ps->pim));
			}
		}
	}
	json_object_set_new(o, "teams", teams);
	json_object_set_new(o, "skaters", sk);
	json_object_set_new(o, "goalies", gk);
	json_object_set_new(o, "games", games_json(l, s, sc));
	return o;
}
