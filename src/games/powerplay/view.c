/*
 * games/powerplay/view.c: what one seat may see, the scorekeeper's sheet,
 * the consistency check and the referee core.
 *
 * A seat sees its own team (and in the team variant its roster and bench),
 * everyone's record, pile sizes, the cards out for the season, who plays
 * whom, the round, the score, which card of the round is down (never which
 * before both are), and every revealed card through the events
 * (PP-GAP-40 (a)).
 */
#include <stdio.h>
#include <string.h>

#include "games/powerplay/pp_int.h"

void rink_pp_view(const rink_state *base, int seat, struct rink_pp_view *v)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	int side = -1;

	memset(v, 0, sizeof(*v));
	v->seat = seat;
	v->managers = s->n;
	v->phase = s->phase;
	v->stage = s->stage;
	v->active = s->phase == RINK_PP_TURN || s->phase == RINK_PP_GIVE ? s->active : -1;
	if (s->phase == RINK_PP_SETUP)
		v->active = (s->first + s->setup_draws) % s->n;
	v->first = s->first;
	for (int m = 0; m < s->n; m++) {
		v->wins[m] = s->wins[m];
		v->goals_for[m] = s->gf[m];
		v->goals_against[m] = s->ga[m];
		v->out[m] = (s->out_mgr >> m) & 1;
		for (int o = 0; o < s->n; o++)
			v->initiated[m][o] = s->initiated[m][o];
	}
	memset(v->team, RINK_PP_NO_CARD, sizeof(v->team));
	memset(v->hand, RINK_PP_NO_CARD, sizeof(v->hand));
	memset(v->order, RINK_PP_NO_CARD, sizeof(v->order));
	memset(v->roster, RINK_PP_NO_CARD, sizeof(v->roster));
	memset(v->table, RINK_PP_NO_CARD, sizeof(v->table));
	if (seat >= 0 && seat < s->n) {
		memcpy(v->team, s->team[seat], sizeof(v->team));
		if (g->team_variant)
			for (int p = 0; p < PP_ROSTER; p++) {
				v->roster[p] = s->roster[seat][p];
				v->resting[p] = (s->resting[seat] >> p) & 1;
			}
	}
	for (int t = 0; t < 3; t++)
		v->pile_count[t] = s->pile_len[t];
	v->out_for_season = s->n_out;
	v->trade_taken = v->trade_target = -1;
	if (s->phase == RINK_PP_GIVE && seat == s->active) {
		v->trade_taken = s->trade_taken;
		v->trade_target = s->trade_target;
		v->trade_forced = s->trade_forced != 0;
	}
	v->home = v->away = v->decider = -1;
	if (s->seat[0] >= 0) {
		v->home = s->seat[0];
		v->away = s->seat[1];
		v->pass = s->pass;
		v->round = s->round;
		v->score[0] = s->score[0];
		v->score[1] = s->score[1];
		side = rink__pp_side_of(s, seat);
		if (s->phase == RINK_PP_ROUND || s->phase == RINK_PP_RUMP ||
		    s->phase == RINK_PP_BULLY) {
			v->chosen[0] = g->fixed_lineup ? s->qn[0] == RINK_PP_TEAM
			                               : s->choice[0] != RINK__NO_CARD;
			v->chosen[1] = g->fixed_lineup ? s->qn[1] == RINK_PP_TEAM
			                               : s->choice[1] != RINK__NO_CARD;
		}
		/* the hand exists once the six are fielded and before the rest */
		if (side >= 0 && s->phase != RINK_PP_FIELD && s->phase != RINK_PP_REST)
			for (int i = 0; i < RINK_PP_TEAM; i++)
				if (!(s->played[side] & (1 << i)))
					v->hand[i] = s->gcard[side][i];
		if (side >= 0 && g->fixed_lineup && s->phase == RINK_PP_ROUND)
			for (int k = 0; k < s->qn[side]; k++)
				v->order[k] = s->gcard[side][s->queue[side][k]];
		if (s->phase == RINK_PP_RUMP || s->phase == RINK_PP_BULLY ||
		    s->phase == RINK_PP_JUDGE)
			v->decider = s->seat[(s->pending & 1) ? 0 : 1];
		if (s->phase == RINK_PP_SUB)
			v->decider = s->seat[s->inj[s->n_inj_done][1]];
		if (s->phase == RINK_PP_RUMP || s->phase == RINK_PP_BULLY)
			for (int k = 0; k < 2; k++)
				v->table[k] = s->gcard[k][s->phase == RINK_PP_RUMP ? s->revealed[k]
				                                                   : s->choice[k]];
	}
	v->series[0] = v->series[1] = -1;
	if (s->stage == RINK_PP_FINAL) {
		v->series[0] = s->series[0];
		v->series[1] = s->series[1];
		v->series_wins[0] = s->series_wins[0];
		v->series_wins[1] = s->series_wins[1];
		v->series_game = s->series_game;
	}
	v->series_need = rink__pp_series_need(s);
	v->champion = s->champion;
	v->games_played = s->games_played;
	v->n_record = s->n_rec;
	v->wins_target = g->wins_target;
	v->ending = g->ending;
	v->team_variant = g->team_variant;
	v->home_ice = g->home_ice;
	v->postseason_turns = g->postseason_turns;
	v->fixed_lineup = g->fixed_lineup;
}

bool rink_pp_record(const rink_state *base, int i, struct rink_pp_game_record *out)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_rec *r;

	if (i < 0 || i >= s->n_rec)
		return false;
	r = &s->rec[i];
	out->initiator = r->init;
	out->opponent = r->opp;
	out->initiator_goals = r->ig;
	out->opponent_goals = r->og;
	out->initiator_won = r->flags & PP_REC_INIT_WON;
	out->sudden_death = r->flags & PP_REC_SD;
	out->jolly_judge = r->flags & PP_REC_JJ;
	out->forfeit = r->flags & PP_REC_FORFEIT;
	out->coin_toss = r->flags & PP_REC_COIN;
	out->stage = r->stage;
	return true;
}

static const char *const phase_names[] = {
        "setup",     "turn",  "give", "round", "rumpelstockchen", "sitting_bully", "jolly_judge",
        "team_pick", "field", "rest", "over",  "substitute"};
static const char *const stage_names[] = {"season", "tie-breaker", "final"};
static const char *const ending_names[] = {"original", "no-playoffs", "short"};

static json_t *card_json(const struct pp_game *g, int c)
{
	const struct rink__card *k = &g->deck.cards[c];

	return json_pack("{s:s, s:s, s:i, s:b, s:s, s:s}", "name", k->name, "type",
	                 rink__type_name(k->type), "value", k->value2 / 2, "bruiser", k->bruiser,
	                 "special", rink__ability_name(k->ability), "team",
	                 g->deck.symbols[k->symbol]);
}

static json_t *cards_json(const struct pp_game *g, const uint8_t *v, int n)
{
	json_t *a = json_array();

	for (int i = 0; i < n; i++)
		if (v[i] < g->deck.n)
			json_array_append_new(a, card_json(g, v[i]));
	return a;
}

/* PP-SCORE-01/02: each manager's wins and his column: W/L, the score from
 * his side, the opponent. */
static json_t *sheet_json(const struct pp_state *s)
{
	json_t *cols = json_array();

	for (int m = 0; m < s->n; m++) {
		json_t *games = json_array();
		for (int i = 0; i < s->n_rec; i++) {
			const struct pp_rec *r = &s->rec[i];
			char line[64];
			bool won = r->flags & PP_REC_INIT_WON;
			if (r->init != m)
				continue;
			snprintf(line, sizeof(line), "%s %d-%d vs. %d%s%s", won ? "W" : "L", r->ig,
			         r->og, r->opp + 1,
			         r->flags & PP_REC_JJ        ? " JJ"
			         : r->flags & PP_REC_FORFEIT ? " forfeit"
			         : r->flags & PP_REC_SD      ? " SD"
			                                     : "",
			         r->stage ? r->stage == RINK_PP_FINAL ? " (series)"
			                                              : " (tie-breaker)"
			                  : "");
			json_array_append_new(
			        games, json_pack("{s:s, s:s, s:i, s:i, s:i, s:s, s:b, s:b, s:b}",
			                         "line", line, "result", won ? "W" : "L", "for",
			                         r->ig, "against", r->og, "opponent", r->opp + 1,
			                         "stage", stage_names[r->stage % 3], "sudden_death",
			                         (r->flags & PP_REC_SD) != 0, "jolly_judge",
			                         (r->flags & PP_REC_JJ) != 0, "forfeit",
			                         (r->flags & PP_REC_FORFEIT) != 0));
		}
		json_array_append_new(cols, json_pack("{s:i, s:s, s:s, s:i, s:o}", "manager", m + 1,
		                                      "name", pp_game_of(s)->manager_name[m],
		                                      "team", pp_game_of(s)->team_name[m], "wins",
		                                      s->wins[m], "games", games));
	}
	return cols;
}

json_t *rink__pp_view_json(const struct rink_state *base, int seat)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	struct rink_pp_view v;
	json_t *o = json_object(), *mgrs = json_array();

	rink_pp_view(base, seat, &v);
	json_object_set_new(o, "game", json_string("powerplay"));
	json_object_set_new(o, "seat", seat >= 0 ? json_integer(seat + 1) : json_null());
	json_object_set_new(o, "phase", json_string(phase_names[v.phase]));
	json_object_set_new(o, "stage", json_string(stage_names[v.stage]));
	json_object_set_new(o, "ending", json_string(ending_names[v.ending]));
	json_object_set_new(o, "team_variant", json_boolean(v.team_variant));
	json_object_set_new(o, "postseason_turns", json_boolean(v.postseason_turns));
	json_object_set_new(o, "fixed_lineup", json_boolean(v.fixed_lineup));
	json_object_set_new(o, "active", v.active >= 0 ? json_integer(v.active + 1) : json_null());
	json_object_set_new(o, "first", json_integer(v.first + 1));
	for (int m = 0; m < v.managers; m++) {
		json_t *init = json_array();
		for (int t = 0; t < v.managers; t++)
			json_array_append_new(init, json_integer(v.initiated[m][t]));
		json_array_append_new(
		        mgrs, json_pack("{s:i, s:i, s:i, s:i, s:b, s:o}", "manager", m + 1, "wins",
		                        v.wins[m], "goals_for", v.goals_for[m], "goals_against",
		                        v.goals_against[m], "out", v.out[m], "initiated", init));
	}
	json_object_set_new(o, "managers", mgrs);
	json_object_set_new(o, "scoresheet", sheet_json(s));
	json_object_set_new(o, "team", cards_json(g, v.team, RINK_PP_TEAM));
	if (v.team_variant && seat >= 0) {
		uint8_t bench[PP_ROSTER];
		int nb = 0;
		for (int p = 0; p < PP_ROSTER; p++)
			if (v.resting[p])
				bench[nb++] = v.roster[p];
		json_object_set_new(o, "roster", cards_json(g, v.roster, PP_ROSTER));
		json_object_set_new(o, "bench", cards_json(g, bench, nb));
	}
	json_object_set_new(o, "piles",
	                    json_pack("{s:i, s:i, s:i}", "forward", v.pile_count[0], "defense",
	                              v.pile_count[1], "goalie", v.pile_count[2]));
	json_object_set_new(o, "out_for_season", cards_json(g, s->out, s->n_out));
	if (v.home >= 0) {
		json_t *gp =
		        json_pack("{s:i, s:i, s:i, s:i, s:i, s:i, s:b, s:b}", "home", v.home + 1,
		                  "away", v.away + 1, "pass", v.pass, "round", v.round + 1,
		                  "home_score", v.score[0], "away_score", v.score[1],
		                  "home_card_down", v.chosen[0], "away_card_down", v.chosen[1]);
		json_object_set_new(gp, "hand", cards_json(g, v.hand, RINK_PP_TEAM));
		if (v.decider >= 0)
			json_object_set_new(gp, "decider", json_integer(v.decider + 1));
		json_object_set_new(o, "game_in_play", gp);
	}
	if (v.trade_taken >= 0)
		json_object_set_new(o, "trade",
		                    json_pack("{s:i, s:s, s:b}", "with", v.trade_target + 1,
		                              "taken", g->deck.cards[v.trade_taken].name,
		                              "rosalinde", v.trade_forced));
	if (v.series[0] >= 0)
		json_object_set_new(o, "series",
		                    json_pack("{s:[i,i], s:[i,i], s:i, s:i}", "managers",
		                              v.series[0] + 1, v.series[1] + 1, "wins",
		                              v.series_wins[0], v.series_wins[1], "game",
		                              v.series_game, "best_of", 2 * v.series_need - 1));
	json_object_set_new(o, "champion",
	                    v.champion >= 0 ? json_integer(v.champion + 1) : json_null());
	json_object_set_new(o, "games_played", json_integer(v.games_played));
	json_object_set_new(o, "wins_target", json_integer(v.wins_target));
	return o;
}

/* ---- the consistency check ------------------------------------------------------- */

static int check_cards(const struct pp_state *s, struct rink_error *err)
{
	const struct pp_game *g = pp_game_of(s);
	int seen[RINK__CARDS_MAX] = {0};

	for (int t = 0; t < 3; t++) {
		int cap = g->deck.type_total[t];
		if (s->pile_len[t] > cap || s->pile_top[t] >= cap)
			return rink_error_set(err, RINK_EINVAL, "pile %d indices broken", t);
		for (int i = 0; i < s->pile_len[t]; i++) {
			int c = rink__pile_at(s->pile[t], s->pile_top[t], cap, i);
			if (c >= g->deck.n || g->deck.cards[c].type != t)
				return rink_error_set(err, RINK_EINVAL,
				                      "pile %d holds a wrong card", t);
			seen[c]++;
		}
	}
	for (int i = 0; i < s->n_out; i++)
		seen[s->out[i]]++;
	if (s->phase == RINK_PP_GIVE)
		seen[s->trade_taken]++;
	for (int m = 0; m < s->n; m++) {
		if (g->team_variant)
			for (int p = 0; p < PP_ROSTER; p++)
				if (s->roster[m][p] != RINK__NO_CARD)
					seen[s->roster[m][p]]++;
		for (int i = 0; i < RINK_PP_TEAM; i++) {
			int c = s->team[m][i], type = i < 3 ? 0 : i < 5 ? 1 : 2;
			if (c == RINK__NO_CARD) {
				bool ok = s->phase == RINK_PP_SETUP || g->team_variant ||
				          (s->phase == RINK_PP_GIVE && m == s->trade_target &&
				           i == s->trade_slot);
				if (!ok)
					return rink_error_set(err, RINK_EINVAL,
					                      "manager %d slot %d is empty", m + 1,
					                      i + 1);
				continue;
			}
			if (c >= g->deck.n || g->deck.cards[c].type != type)
				return rink_error_set(err, RINK_EINVAL,
				                      "manager %d slot %d holds a wrong card",
				                      m + 1, i + 1);
			if (g->team_variant) {
				if (rink__pp_tv_pos(s, m, c) < 0)
					return rink_error_set(err, RINK_EINVAL,
					                      "manager %d fields %s, not his",
					                      m + 1, g->deck.cards[c].name);
			} else {
				seen[c]++;
			}
		}
	}
	if (g->team_variant && s->phase == RINK_PP_TEAMPICK)
		return RINK_OK;
	for (int c = 0; c < g->deck.n; c++)
		if (seen[c] != 1)
			return rink_error_set(err, RINK_EINVAL, "%s is in %d places",
			                      g->deck.cards[c].name, seen[c]);
	return RINK_OK;
}

int rink__pp_check(const struct rink_state *base, struct rink_error *err)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	int rc = check_cards(s, err), gf = 0, ga = 0, wins = 0;

	if (rc)
		return rc;
	for (int m = 0; m < s->n; m++) {
		gf += s->gf[m];
		ga += s->ga[m];
		wins += s->wins[m];
	}
	if (gf != ga)
		return rink_error_set(err, RINK_EINVAL, "goals for %d != goals against %d", gf, ga);
	if (g->wins_initiated_only ? wins > s->games_played : wins != s->games_played)
		return rink_error_set(err, RINK_EINVAL, "%d wins in %d games", wins,
		                      s->games_played);
	if (s->phase == RINK_PP_OVER && s->champion < 0)
		return rink_error_set(err, RINK_EINVAL, "over without a champion");
	return RINK_OK;
}
