/*
 * games/slapshot/view.c: what one seat may see, and the consistency check.
 *
 * A seat sees its own team, every token, deck sizes, who plays whom, which
 * line-ups are in (never their order before both are in), and the public
 * record; other teams stay face down (SS-SETUP-07, SS-GAP-05). Revealed
 * face-offs and injuries reach every seat as public events.
 */
#include <stdio.h>
#include <string.h>

#include "games/slapshot/slapshot_int.h"

void rink_ss_view(const rink_state *base, int seat, struct rink_ss_view *v)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);

	memset(v, 0, sizeof(*v));
	v->seat = seat;
	v->managers = s->n;
	v->phase = s->phase;
	v->stage = s->stage;
	v->active = s->phase == RINK_SS_TURN || s->phase == RINK_SS_GIVE ? s->active : -1;
	if (s->phase == RINK_SS_SETUP)
		v->active = (s->first + s->setup_draws) % s->n;
	v->first = s->first;
	for (int m = 0; m < s->n; m++) {
		v->wins[m] = s->wins[m];
		v->goals_for[m] = s->gf[m];
		v->goals_against[m] = s->ga[m];
		v->out[m] = (s->out_mask >> m) & 1;
		v->drafts_used[m] = s->drafts_used[m];
		v->trades_used[m] = s->trades_used[m];
		for (int o = 0; o < s->n; o++)
			v->initiated[m][o] = s->initiated[m][o];
	}
	memset(v->team, RINK_SS_NO_CARD, sizeof(v->team));
	if (seat >= 0 && seat < s->n)
		memcpy(v->team, s->team[seat], sizeof(v->team));
	for (int t = 0; t < 3; t++)
		v->deck_count[t] = s->deck_len[t];
	v->home = s->phase == RINK_SS_LINEUP ? s->home : -1;
	v->away = s->phase == RINK_SS_LINEUP ? s->away : -1;
	v->overtime = s->ot;
	v->lineup_set[0] = s->lineup_mask & 1;
	v->lineup_set[1] = (s->lineup_mask >> 1) & 1;
	v->trade_taken = -1;
	v->trade_target = -1;
	if (s->phase == RINK_SS_GIVE && seat == s->active) {
		v->trade_taken = s->trade_taken;
		v->trade_target = s->trade_target;
	}
	v->series[0] = v->series[1] = -1;
	if (s->stage != RINK_SS_SEASON) {
		v->series[0] = s->series[0];
		v->series[1] = s->series[1];
		v->series_wins[0] = s->series_wins[0];
		v->series_wins[1] = s->series_wins[1];
		v->series_game = s->series_game;
	}
	v->champion = s->champion;
	for (int m = 0; m < s->n; m++)
		v->known[m] = s->known[m];
	v->games_played = s->games_played;
	v->games_scheduled = g->schedule ? 2 * s->n * (s->n - 1) : 0;
	v->playoff_wins = g->playoff_wins;
	v->schedule = g->schedule;
	v->limits = g->limits;
	v->limit_per_game = g->limit_per_game;
}

static const char *const phase_names[] = {"setup", "turn", "give", "lineup", "over"};
static const char *const stage_names[] = {"season", "semi-final", "final"};

json_t *rink__ss_view_json(const struct rink_state *base, int seat)
{
	const struct ss_game *g = ss_game_impl(base->game);
	struct rink_ss_view v;
	json_t *o = json_object(), *mgrs = json_array(), *team = json_array();

	rink_ss_view(base, seat, &v);
	json_object_set_new(o, "game", json_string("slapshot"));
	json_object_set_new(o, "seat", seat >= 0 ? json_integer(seat + 1) : json_null());
	json_object_set_new(o, "phase", json_string(phase_names[v.phase]));
	json_object_set_new(o, "stage", json_string(stage_names[v.stage]));
	json_object_set_new(o, "active", v.active >= 0 ? json_integer(v.active + 1) : json_null());
	json_object_set_new(o, "first", json_integer(v.first + 1));
	for (int m = 0; m < v.managers; m++) {
		json_t *init = json_array();
		for (int t = 0; t < v.managers; t++)
			json_array_append_new(init, json_integer(v.initiated[m][t]));
		json_t *known = json_array();
		for (int c = 0; c < RINK_SS_CARDS; c++)
			if (v.known[m] >> c & 1)
				json_array_append_new(known, json_string(g->cards[c].name));
		json_array_append_new(
		        mgrs,
		        json_pack("{s:i, s:i, s:i, s:i, s:b, s:i, s:i, s:o, s:o}", "manager", m + 1,
		                  "wins", v.wins[m], "goals_for", v.goals_for[m], "goals_against",
		                  v.goals_against[m], "out", v.out[m], "drafts", v.drafts_used[m],
		                  "trades", v.trades_used[m], "initiated", init, "known", known));
	}
	json_object_set_new(o, "managers", mgrs);
	for (int i = 0; i < RINK_SS_TEAM; i++)
		if (v.team[i] < RINK_SS_CARDS) {
			const struct rink_ss_card *c = &g->cards[v.team[i]];
			json_array_append_new(team,
			                      json_pack("{s:s, s:s, s:f, s:b}", "name", c->name,
			                                "type", rink_ss_type_name(c->type), "value",
			                                c->value2 / 2.0, "bruiser", c->bruiser));
		}
	json_object_set_new(o, "team", team);
	json_object_set_new(o, "decks",
	                    json_pack("{s:i, s:i, s:i}", "forward", v.deck_count[0], "defense",
	                              v.deck_count[1], "goalie", v.deck_count[2]));
	if (v.home >= 0)
		json_object_set_new(o, "game_in_play",
		                    json_pack("{s:i, s:i, s:i, s:b, s:b}", "home", v.home + 1,
		                              "away", v.away + 1, "overtime", v.overtime,
		                              "home_lineup_set", v.lineup_set[0], "away_lineup_set",
		                              v.lineup_set[1]));
	if (v.trade_taken >= 0)
		json_object_set_new(o, "trade",
		                    json_pack("{s:i, s:s}", "with", v.trade_target + 1, "taken",
		                              g->cards[v.trade_taken].name));
	if (v.series[0] >= 0)
		json_object_set_new(o, "series",
		                    json_pack("{s:[i,i], s:[i,i], s:i}", "managers",
		                              v.series[0] + 1, v.series[1] + 1, "wins",
		                              v.series_wins[0], v.series_wins[1], "game",
		                              v.series_game));
	json_object_set_new(o, "champion",
	                    v.champion >= 0 ? json_integer(v.champion + 1) : json_null());
	json_object_set_new(o, "games_played", json_integer(v.games_played));
	if (v.games_scheduled)
		json_object_set_new(o, "games_scheduled", json_integer(v.games_scheduled));
	return o;
}

int rink__ss_check(const struct rink_state *base, struct rink_error *err)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);
	int seen[RINK_SS_CARDS] = {0};

	/* SS-SETUP-09: every card in exactly one place */
	for (int t = 0; t < 3; t++) {
		int cap = g->type_total[t];
		if (s->deck_len[t] > cap || s->deck_top[t] >= cap)
			return rink_error_set(err, RINK_EINVAL, "deck %d indices broken", t);
		for (int i = 0; i < s->deck_len[t]; i++) {
			int c = s->deck[t][(s->deck_top[t] + i) % cap];
			if (c >= RINK_SS_CARDS || g->cards[c].type != t)
				return rink_error_set(err, RINK_EINVAL,
				                      "deck %d holds a wrong card", t);
			seen[c]++;
		}
		if (s->phase != RINK_SS_SETUP && s->deck_len[t] != cap - ss_slot_count[t] * s->n)
			return rink_error_set(err, RINK_EINVAL, "deck %s has %d cards",
			                      rink_ss_type_name(t), s->deck_len[t]);
	}
	for (int m = 0; m < s->n; m++)
		for (int i = 0; i < RINK_SS_TEAM; i++) {
			int c = s->team[m][i];
			int type = i < 3 ? 0 : i < 5 ? 1 : 2;
			if (c == RINK_SS_NO_CARD) {
				bool ok = s->phase == RINK_SS_SETUP ||
				          (s->phase == RINK_SS_GIVE && m == s->trade_target &&
				           i == s->trade_slot);
				if (!ok)
					return rink_error_set(err, RINK_EINVAL,
					                      "manager %d slot %d is empty", m + 1,
					                      i + 1);
				continue;
			}
			if (c >= RINK_SS_CARDS || g->cards[c].type != type)
				return rink_error_set(err, RINK_EINVAL,
				                      "manager %d slot %d holds a %s", m + 1, i + 1,
				                      c < RINK_SS_CARDS
				                              ? rink_ss_type_name(g->cards[c].type)
				                              : "bad card");
			seen[c]++;
		}
	if (s->phase == RINK_SS_GIVE)
		seen[s->trade_taken]++;
	for (int c = 0; c < RINK_SS_CARDS; c++)
		if (seen[c] != 1 && !(s->phase == RINK_SS_SETUP && seen[c] == 0))
			return rink_error_set(err, RINK_EINVAL, "%s is in %d places",
			                      g->cards[c].name, seen[c]);
	if (s->phase == RINK_SS_SETUP) {
		int total = 0;
		for (int c = 0; c < RINK_SS_CARDS; c++)
			total += seen[c];
		if (total != RINK_SS_CARDS)
			return rink_error_set(err, RINK_EINVAL, "%d cards accounted for in setup",
			                      total);
	}
	/* public knowledge is true: a card known to be in a team is there */
	for (int m = 0; m < s->n; m++) {
		uint64_t bits = 0;
		for (int i = 0; i < RINK_SS_TEAM; i++)
			if (s->team[m][i] < RINK_SS_CARDS)
				bits |= 1ull << s->team[m][i];
		if (s->known[m] & ~bits)
			return rink_error_set(err, RINK_EINVAL,
			                      "manager %d is known to hold a card he does not have",
			                      m + 1);
	}
	/* the scoreboard: goals for and against balance, one win per game */
	{
		int gf = 0, ga = 0, wins = 0;
		for (int m = 0; m < s->n; m++) {
			gf += s->gf[m];
			ga += s->ga[m];
			wins += s->wins[m];
		}
		if (gf != ga)
			return rink_error_set(err, RINK_EINVAL, "goals for %d != goals against %d",
			                      gf, ga);
		if (wins != s->games_played)
			return rink_error_set(err, RINK_EINVAL, "%d wins in %d games", wins,
			                      s->games_played);
	}
	return RINK_OK;
}
