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

static json_t *seat_json(int seat)
{
	return seat >= 0 ? json_integer(seat + 1) : json_null();
}

static json_t *name_json(const struct pp_game *g, int c)
{
	return c >= 0 && c < g->deck.n ? json_string(g->deck.cards[c].name) : json_null();
}

static json_t *value_json(int v2)
{
	return v2 % 2 ? json_real(v2 / 2.0) : json_integer(v2 / 2);
}

static json_t *home_away(json_t *home, json_t *away)
{
	return json_pack("{s:o, s:o}", "home", home, "away", away);
}

static json_t *seats_json(uint32_t mask, int n)
{
	json_t *a = json_array();

	for (int m = 0; m < n; m++)
		if (mask & (1u << m))
			json_array_append_new(a, json_integer(m + 1));
	return a;
}

/* Team variant: roster positions in mask as card names; the mask card
 * (the last position) only for its manager. */
static json_t *roster_names(const struct pp_state *s, int m, uint32_t mask, bool own)
{
	const struct pp_game *g = pp_game_of(s);
	json_t *a = json_array();

	for (int p = 0; p < PP_ROSTER; p++)
		if ((mask & (1u << p)) && s->roster[m][p] < g->deck.n && (own || p < PP_ROSTER - 1))
			json_array_append_new(a, name_json(g, s->roster[m][p]));
	return a;
}

/* Each manager's public line: the standings (wins, losses, goals), his
 * team's size and, in the team variant, his team symbol, roster (but the
 * mask card), bench and injured. */
static json_t *managers_json(const struct pp_state *s, const struct rink_pp_view *v, int seat)
{
	const struct pp_game *g = pp_game_of(s);
	json_t *mgrs = json_array();

	for (int m = 0; m < v->managers; m++) {
		json_t *init = json_array(), *o;
		int size = 0, losses = 0;
		for (int t = 0; t < v->managers; t++)
			json_array_append_new(init, json_integer(v->initiated[m][t]));
		for (int i = 0; i < RINK_PP_TEAM; i++)
			size += s->team[m][i] != RINK__NO_CARD;
		for (int i = 0; i < s->n_rec; i++) {
			const struct pp_rec *r = &s->rec[i];
			bool init_won = r->flags & PP_REC_INIT_WON;
			if (r->stage == RINK_PP_SEASON &&
			    ((r->init == m && !init_won) || (r->opp == m && init_won)))
				losses++;
		}
		o = json_pack("{s:i, s:s, s:s, s:i, s:i, s:i, s:i, s:b, s:i, s:o}", "manager",
		              m + 1, "name", g->manager_name[m], "team_name", g->team_name[m],
		              "wins", v->wins[m], "losses", losses, "goals_for", v->goals_for[m],
		              "goals_against", v->goals_against[m], "out", v->out[m], "team_size",
		              size, "initiated", init);
		if (g->team_variant) {
			bool chosen = s->roster[m][0] < g->deck.n;
			json_object_set_new(
			        o, "symbol",
			        chosen ? json_string(g->deck.symbols[g->deck.cards[s->roster[m][0]]
			                                                     .symbol])
			               : json_null());
			json_object_set_new(o, "roster",
			                    roster_names(s, m, chosen ? 0x7ffu : 0, m == seat));
			json_object_set_new(o, "resting", roster_names(s, m, s->resting[m], true));
			json_object_set_new(o, "injured",
			                    roster_names(s, m, s->injured_tv[m], true));
		}
		json_array_append_new(mgrs, o);
	}
	return mgrs;
}

/* The game in play as the table shows it: who, the score, the rounds of
 * this pass face up, the cards on the table, the injuries, and the
 * viewer's own hand; an opponent's hand never, his card of the round only
 * once both are down. */
static json_t *game_json(const struct pp_state *s, const struct rink_pp_view *v)
{
	const struct pp_game *g = pp_game_of(s);
	int n_rounds = s->phase == RINK_PP_REST ? 0 : s->round;
	json_t *gp = json_pack("{s:i, s:i, s:i, s:i, s:s, s:i, s:b, s:i, s:i, s:i, s:b, s:b}",
	                       "home", v->home + 1, "away", v->away + 1, "initiator", v->away + 1,
	                       "opponent", v->home + 1, "stage",
	                       v->stage == RINK_PP_FINAL      ? "final"
	                       : v->stage == RINK_PP_TIEBREAK ? "tie-breaker"
	                                                      : "season",
	                       "pass", v->pass, "sudden_death", v->pass > 0, "round", v->round + 1,
	                       "home_score", v->score[0], "away_score", v->score[1],
	                       "home_card_down", v->chosen[0], "away_card_down", v->chosen[1]);
	json_t *rounds = json_array(), *inj = json_array();

	if (v->pass > 0)
		json_object_set_new(
		        gp, "regulation_score",
		        home_away(json_integer(s->reg_score[0]), json_integer(s->reg_score[1])));
	for (int k = 0; k < n_rounds && k < RINK_PP_TEAM; k++) {
		int o = s->rout[k];
		json_array_append_new(
		        rounds, json_pack("{s:i, s:o, s:o, s:o, s:o, s:b, s:b, s:b, s:b}", "round",
		                          k + 1, "home_card", name_json(g, s->rcard[0][k]),
		                          "away_card", name_json(g, s->rcard[1][k]), "home_value",
		                          value_json(s->rval[0][k]), "away_value",
		                          value_json(s->rval[1][k]), "home_scores",
		                          (o & RINK__FO_HOME_GOAL) != 0, "away_scores",
		                          (o & RINK__FO_AWAY_GOAL) != 0, "home_injured",
		                          (o & RINK__FO_HOME_INJURED) != 0, "away_injured",
		                          (o & RINK__FO_AWAY_INJURED) != 0));
	}
	json_object_set_new(gp, "rounds", rounds);
	if (v->table[0] != RINK_PP_NO_CARD)
		json_object_set_new(
		        gp, "table",
		        home_away(name_json(g, v->table[0]), name_json(g, v->table[1])));
	if (s->phase == RINK_PP_BULLY)
		json_object_set_new(
		        gp, "bully",
		        home_away(name_json(g, s->bully_card[0]), name_json(g, s->bully_card[1])));
	for (int k = 0; k < s->n_inj; k++)
		json_array_append_new(inj, json_pack("{s:i, s:o, s:o, s:s, s:b}", "order", k + 1,
		                                     "manager", seat_json(s->seat[s->inj[k][1]]),
		                                     "card", name_json(g, s->inj[k][0]), "side",
		                                     s->inj[k][1] ? "away" : "home", "replaced",
		                                     k < s->n_inj_done));
	json_object_set_new(gp, "injuries", inj);
	if (v->fixed_lineup && s->phase == RINK_PP_ROUND)
		json_object_set_new(gp, "ordered",
		                    home_away(json_integer(s->qn[0]), json_integer(s->qn[1])));
	if (s->phase == RINK_PP_SUB && s->n_inj_done < s->n_inj)
		json_object_set_new(gp, "substitute_for", name_json(g, s->inj[s->n_inj_done][0]));
	if (s->phase == RINK_PP_REST)
		json_object_set_new(
		        gp, "rest_needed",
		        home_away(json_integer(s->rest_need[0]), json_integer(s->rest_need[1])));
	json_object_set_new(gp, "hand", cards_json(g, v->hand, RINK_PP_TEAM));
	if (v->fixed_lineup)
		json_object_set_new(gp, "order", cards_json(g, v->order, RINK_PP_TEAM));
	if (v->decider >= 0)
		json_object_set_new(gp, "decider", json_integer(v->decider + 1));
	return gp;
}

/* PP-TIE-05/06: the tournament for second place, seeds in order. */
static json_t *tournament_json(const struct pp_state *s)
{
	json_t *seeds = json_array(), *pairs = json_array();

	for (int k = 0; k < s->n_tour; k++)
		json_array_append_new(seeds,
		                      json_pack("{s:i, s:b}", "manager", s->tour[k] + 1, "alive",
		                                (s->tour_alive & (1u << s->tour[k])) != 0));
	for (int k = 0; k < s->n_pair; k++)
		json_array_append_new(pairs, json_pack("{s:[i,i], s:b}", "managers",
		                                       s->pair[k][0] + 1, s->pair[k][1] + 1,
		                                       "played", (s->pair_done & (1u << k)) != 0));
	return json_pack("{s:i, s:o, s:o}", "round", s->tour_round + 1, "seeds", seeds, "pairs",
	                 pairs);
}

/* Everything one seat may see (docs/protocol/powerplay.md): never another
 * seat's cards, a card handed in and not revealed, the piles' order or
 * the seed. RINK_SPECTATOR and RINK_ALL_SEATS: the public part only. */
json_t *rink__pp_view_json(const struct rink_state *base, int seat)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	struct rink_pp_view v;
	json_t *o = json_object();

	rink_pp_view(base, seat, &v);
	json_object_set_new(o, "game", json_string("powerplay"));
	json_object_set_new(o, "seat", seat >= 0 ? json_integer(seat + 1) : json_null());
	json_object_set_new(o, "phase", json_string(phase_names[v.phase]));
	json_object_set_new(o, "stage", json_string(stage_names[v.stage]));
	json_object_set_new(o, "ending", json_string(ending_names[v.ending]));
	json_object_set_new(o, "team_variant", json_boolean(v.team_variant));
	json_object_set_new(o, "postseason_turns", json_boolean(v.postseason_turns));
	json_object_set_new(o, "fixed_lineup", json_boolean(v.fixed_lineup));
	json_object_set_new(o, "home_ice", json_boolean(v.home_ice));
	json_object_set_new(o, "active", v.active >= 0 ? json_integer(v.active + 1) : json_null());
	json_object_set_new(o, "to_move", seats_json(rink__pp_to_move(base), s->n));
	json_object_set_new(o, "first", json_integer(v.first + 1));
	json_object_set_new(o, "managers", managers_json(s, &v, seat));
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
	if (v.home >= 0)
		json_object_set_new(o, "game_in_play", game_json(s, &v));
	if (s->phase == RINK_PP_GIVE) {
		/* all see who takes from whom and the type; the card, his alone */
		json_t *tr = json_pack("{s:i, s:i, s:s}", "manager", s->active + 1, "with",
		                       s->trade_target + 1, "pile",
		                       rink__pp_pile_word(pp_type(s, s->trade_taken)));
		if (v.trade_taken >= 0) {
			json_object_set_new(tr, "taken",
			                    json_string(g->deck.cards[v.trade_taken].name));
			json_object_set_new(tr, "rosalinde", json_boolean(v.trade_forced));
		}
		json_object_set_new(o, "trade", tr);
	}
	if (v.series[0] >= 0)
		json_object_set_new(o, "series",
		                    json_pack("{s:[i,i], s:[i,i], s:i, s:i}", "managers",
		                              v.series[0] + 1, v.series[1] + 1, "wins",
		                              v.series_wins[0], v.series_wins[1], "game",
		                              v.series_game, "best_of", 2 * v.series_need - 1));
	if (s->stage == RINK_PP_TIEBREAK)
		json_object_set_new(o, "tournament", tournament_json(s));
	if (s->stage != RINK_PP_SEASON)
		json_object_set_new(o, "season_first", json_integer(s->playoff_first + 1));
	json_object_set_new(o, "champion",
	                    v.champion >= 0 ? json_integer(v.champion + 1) : json_null());
	json_object_set_new(o, "games_played", json_integer(v.games_played));
	json_object_set_new(o, "wins_target", json_integer(v.wins_target));
	return o;
}

/* The rules in force, as the parameters set them; never the seed, nor
 * who picks first when that is drawn (the view's "first"). */
static json_t *rules_json(const struct pp_game *g)
{
	return json_pack("{s:i, s:s, s:i, s:s, s:b, s:b, s:b, s:b, s:s, s:s, s:b, s:b, s:i, s:i}",
	                 "managers", g->managers, "ending", ending_names[g->ending], "wins_target",
	                 g->wins_target, "wins_count", g->wins_initiated_only ? "initiated" : "all",
	                 "home_ice", g->home_ice, "fixed_lineup", g->fixed_lineup,
	                 "postseason_turns", g->postseason_turns, "team_variant", g->team_variant,
	                 "team_injury", g->team_injury_season ? "season" : "rest", "substitute",
	                 g->choose_substitute ? "choose" : "best", "bruiser_beats_goalie",
	                 g->fo.bruiser_beats_goalie, "bruisers_spare_each_other",
	                 g->fo.bruisers_spare, "ot_cap", g->ot_cap, "turn_cap", g->turn_cap);
}

/* The whole deck as card objects by id (what the cards named in events,
 * actions and views look like) and the rules. Public: the deck file,
 * never the order of the piles. */
json_t *rink__pp_info_json(const struct rink_game *game)
{
	const struct pp_game *g = pp_game_impl(game);
	json_t *cards = json_array();

	if (!cards)
		return NULL;
	for (int c = 0; c < g->deck.n; c++)
		if (json_array_append_new(cards, card_json(g, c))) {
			json_decref(cards);
			return NULL;
		}
	return json_pack("{s:s, s:o, s:o}", "game", "powerplay", "cards", cards, "rules",
	                 rules_json(g));
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
