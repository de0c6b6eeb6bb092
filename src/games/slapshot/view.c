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
static const char *const deck_keys[] = {"forward", "defense", "goalie"};

static json_t *names_json(const struct ss_game *g, uint64_t cards)
{
	json_t *a = json_array();

	for (int c = 0; c < RINK_SS_CARDS; c++)
		if (cards >> c & 1)
			json_array_append_new(a, json_string(g->cards[c].name));
	return a;
}

static json_t *seats_json(unsigned mask, int n)
{
	json_t *a = json_array();

	for (int m = 0; m < n; m++)
		if (mask >> m & 1)
			json_array_append_new(a, json_integer(m + 1));
	return a;
}

/* The rules in force: what the track and the limits mean. */
static json_t *rules_json(const struct ss_game *g)
{
	return json_pack("{s:i, s:i, s:b, s:b, s:s, s:i, s:b, s:b}", "managers", g->managers,
	                 "playoff_wins", g->playoff_wins, "schedule", g->schedule, "limits",
	                 g->limits, "limit_period", g->limit_per_game ? "game" : "season", "ot_cap",
	                 g->ot_cap, "bruiser_beats_goalie", g->bruiser_beats_goalie,
	                 "bruisers_spare_each_other", g->bruisers_spare);
}

/* One manager's public record and the shape of his face-down team. */
static json_t *manager_json(const struct ss_state *s, const struct rink_ss_view *v, int m,
                            const int *rank)
{
	const struct ss_game *g = ss_game_of(s);
	json_t *init = json_array(), *o;
	int count[3] = {0, 0, 0}, cards = 0;

	for (int t = 0; t < v->managers; t++)
		json_array_append_new(init, json_integer(v->initiated[m][t]));
	for (int i = 0; i < RINK_SS_TEAM; i++)
		if (s->team[m][i] < RINK_SS_CARDS) {
			count[g->cards[s->team[m][i]].type]++;
			cards++;
		}
	o = json_pack("{s:i, s:i, s:i, s:i, s:b, s:i, s:i, s:o, s:o, s:i, s:o}", "manager", m + 1,
	              "wins", v->wins[m], "goals_for", v->goals_for[m], "goals_against",
	              v->goals_against[m], "out", v->out[m], "drafts", v->drafts_used[m], "trades",
	              v->trades_used[m], "initiated", init, "known", names_json(g, v->known[m]),
	              "rank", rank[m], "injured",
	              names_json(g, s->injured_kept & v->known[m] &
	                                    ((s->out_mask >> m & 1) ? ~0ull : 0)));
	if (!o)
		return NULL;
	/* a trade in progress: the card in hand is face down, of a type others
	 * do not see, so only the two counts are public */
	if (s->phase == RINK_SS_GIVE && m == s->active)
		cards++;
	json_object_set_new(o, "cards", json_integer(cards));
	if (!(s->phase == RINK_SS_GIVE && (m == s->active || m == s->trade_target)))
		json_object_set_new(o, "by_type",
		                    json_pack("{s:i, s:i, s:i}", "forward", count[0], "defense",
		                              count[1], "goalie", count[2]));
	if (g->limits) {
		json_object_set_new(o, "drafts_left", json_integer(4 - v->drafts_used[m]));
		json_object_set_new(o, "trades_left", json_integer(4 - v->trades_used[m]));
	}
	if (g->schedule) {
		json_t *ch = json_array();
		for (int t = 0; t < v->managers; t++)
			if (t != m)
				json_array_append_new(ch,
				                      json_pack("{s:i, s:i, s:i}", "manager", t + 1,
				                                "initiated", v->initiated[m][t],
				                                "left", 2 - v->initiated[m][t]));
		json_object_set_new(o, "challenges", ch);
	}
	return o;
}

/* The game being played: who, where, which line-ups are in; the seat's
 * own line-up once handed in, never the other's (sealed until both). */
static json_t *game_json(const struct ss_state *s, const struct rink_ss_view *v, int seat)
{
	const struct ss_game *g = ss_game_of(s);
	json_t *o =
	        json_pack("{s:i, s:i, s:i, s:b, s:b, s:s}", "home", v->home + 1, "away",
	                  v->away + 1, "overtime", v->overtime, "home_lineup_set", v->lineup_set[0],
	                  "away_lineup_set", v->lineup_set[1], "stage", stage_names[v->stage]);

	if (!o)
		return NULL;
	if (v->stage != RINK_SS_SEASON)
		json_object_set_new(o, "series_game", json_integer(v->series_game));
	if (v->overtime)
		json_object_set_new(o, "tied_at", json_integer(s->reg_score[0]));
	for (int side = 0; side < 2; side++)
		if (seat == (side ? s->away : s->home) && v->lineup_set[side]) {
			json_t *l = json_array();
			for (int i = 0; i < RINK_SS_TEAM; i++)
				json_array_append_new(
				        l, json_string(g->cards[s->lineup[side][i]].name));
			json_object_set_new(o, "lineup", l);
		}
	return o;
}

/* The current series, by name: a hosts game 1 (first to Playoffs in the
 * final, the coin toss's winner in a semi-final). */
static json_t *series_json(const struct ss_state *s, const struct rink_ss_view *v)
{
	int best = v->stage == RINK_SS_FINAL ? 7 : 3;
	json_t *o =
	        json_pack("{s:[i,i], s:[i,i], s:i}", "managers", v->series[0] + 1, v->series[1] + 1,
	                  "wins", v->series_wins[0], v->series_wins[1], "game", v->series_game);

	if (!o)
		return NULL;
	json_object_set_new(o, "stage", json_string(stage_names[v->stage]));
	json_object_set_new(o, "a", json_integer(v->series[0] + 1));
	json_object_set_new(o, "b", json_integer(v->series[1] + 1));
	json_object_set_new(o, "a_wins", json_integer(v->series_wins[0]));
	json_object_set_new(o, "b_wins", json_integer(v->series_wins[1]));
	json_object_set_new(o, "best_of", json_integer(best));
	json_object_set_new(o, "wins_needed", json_integer(best / 2 + 1));
	if (s->phase != RINK_SS_OVER)
		json_object_set_new(o, "home", json_integer(rink__ss_series_home(s) + 1));
	return o;
}

/* The bracket: first waits in the final; the semi-final queue pairs its
 * first two, the winner going to its back, until one is left to meet first. */
static json_t *bracket_json(const struct ss_state *s)
{
	json_t *waiting = json_array();

	/* in a semi-final the queue's first two are playing; in the final the
	 * one left is first's opponent */
	for (int i = 2; s->stage == RINK_SS_SEMIFINAL && i < s->queue_len; i++)
		json_array_append_new(waiting, json_integer(s->queue[i] + 1));
	return json_pack("{s:i, s:s, s:o, s:o}", "first", s->playoff_first + 1, "stage",
	                 stage_names[s->stage], "waiting", waiting, "out",
	                 seats_json(s->out_mask, s->n));
}

json_t *rink__ss_info_json(const struct rink_game *game)
{
	const struct ss_game *g = ss_game_impl(game);
	json_t *cards = json_array();

	for (int i = 0; i < RINK_SS_CARDS; i++) {
		const struct rink_ss_card *c = &g->cards[i];

		json_array_append_new(cards, json_pack("{s:s, s:s, s:f, s:b, s:b}", "name", c->name,
		                                       "type", rink_ss_type_name(c->type), "value",
		                                       c->value2 / 2.0, "bruiser", c->bruiser,
		                                       "tiny_tim", c->tiny_tim));
	}
	return json_pack("{s:s, s:o, s:o}", "game", "slapshot", "cards", cards, "rules",
	                 rules_json(g));
}

json_t *rink__ss_view_json(const struct rink_state *base, int seat)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_impl(base->game);
	struct rink_ss_view v;
	json_t *o = json_object(), *mgrs = json_array(), *team = json_array();
	json_t *standings = json_array();
	int rank[RINK_SS_MAX_MANAGERS], order[RINK_SS_MAX_MANAGERS];

	if (!o || !mgrs || !team || !standings) {
		json_decref(o);
		json_decref(mgrs);
		json_decref(team);
		json_decref(standings);
		return NULL;
	}
	rink_ss_view(base, seat, &v);
	/* standings: by wins (the track); ties share a rank */
	for (int m = 0; m < v.managers; m++) {
		rank[m] = 1;
		order[m] = m;
		for (int o2 = 0; o2 < v.managers; o2++)
			rank[m] += v.wins[o2] > v.wins[m];
	}
	for (int i = 1; i < v.managers; i++)
		for (int j = i; j > 0 && v.wins[order[j - 1]] < v.wins[order[j]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	json_object_set_new(o, "game", json_string("slapshot"));
	json_object_set_new(o, "seat", seat >= 0 ? json_integer(seat + 1) : json_null());
	json_object_set_new(o, "phase", json_string(phase_names[v.phase]));
	json_object_set_new(o, "stage", json_string(stage_names[v.stage]));
	json_object_set_new(o, "active", v.active >= 0 ? json_integer(v.active + 1) : json_null());
	json_object_set_new(o, "to_move", seats_json(rink__ss_to_move(base), v.managers));
	json_object_set_new(o, "first", json_integer(v.first + 1));
	json_object_set_new(o, "rules", rules_json(g));
	for (int m = 0; m < v.managers; m++)
		json_array_append_new(mgrs, manager_json(s, &v, m, rank));
	json_object_set_new(o, "managers", mgrs);
	for (int i = 0; i < v.managers; i++)
		json_array_append_new(standings, json_integer(order[i] + 1));
	json_object_set_new(o, "standings", standings);
	for (int i = 0; i < RINK_SS_TEAM; i++)
		if (v.team[i] < RINK_SS_CARDS) {
			const struct rink_ss_card *c = &g->cards[v.team[i]];
			json_array_append_new(
			        team, json_pack("{s:s, s:s, s:f, s:b, s:b, s:i, s:b, s:b}", "name",
			                        c->name, "type", rink_ss_type_name(c->type),
			                        "value", c->value2 / 2.0, "bruiser", c->bruiser,
			                        "tiny_tim", c->tiny_tim, "slot", i + 1, "known",
			                        (int)(v.known[seat] >> v.team[i] & 1), "injured",
			                        (int)(s->injured_kept >> v.team[i] & 1)));
		}
	json_object_set_new(o, "team", team);
	json_object_set_new(o, "decks",
	                    json_pack("{s:i, s:i, s:i}", deck_keys[0], v.deck_count[0],
	                              deck_keys[1], v.deck_count[1], deck_keys[2],
	                              v.deck_count[2]));
	if (v.home >= 0)
		json_object_set_new(o, "game_in_play", game_json(s, &v, seat));
	if (s->phase == RINK_SS_GIVE) {
		/* who trades with whom is public; the card taken is in the active
		 * manager's hand, face down (the target sees only the gap it left) */
		json_t *t = json_pack("{s:i, s:i}", "manager", s->active + 1, "with",
		                      s->trade_target + 1);
		if (t && seat == s->active) {
			json_object_set_new(t, "taken", json_string(g->cards[s->trade_taken].name));
			json_object_set_new(
			        t, "deck",
			        json_string(rink_ss_type_name(g->cards[s->trade_taken].type)));
		}
		json_object_set_new(o, "trade", t);
	}
	if (v.series[0] >= 0) {
		json_object_set_new(o, "series", series_json(s, &v));
		json_object_set_new(o, "bracket", bracket_json(s));
	}
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
	/* injured cards stay face up only in teams set aside, known to all */
	for (int c = 0; c < RINK_SS_CARDS; c++) {
		bool ok = false;
		if (!(s->injured_kept >> c & 1))
			continue;
		for (int m = 0; m < s->n; m++)
			ok |= (s->out_mask >> m & 1) && (s->known[m] >> c & 1);
		if (!ok)
			return rink_error_set(err, RINK_EINVAL,
			                      "injured %s is not face up in a team set aside",
			                      g->cards[c].name);
	}
	if (s->injured_kept >> RINK_SS_CARDS)
		return rink_error_set(err, RINK_EINVAL, "an injured card that does not exist");
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
