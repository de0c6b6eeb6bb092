/*
 * games/powerplay/powerplay.c: Power Play behind the game interface.
 *
 * Reads the parameters (see rink/powerplay.h), loads the deck through the
 * card engine's loader with Power Play's constraints (Description of
 * Cards: 77 players, 36/27/14, values 0-11, six bruiser defenders, the six
 * special players), checks what the team variant needs of the symbols, and
 * provides the position-setting helpers that tests and tools use.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/powerplay/pp_int.h"

static const struct rink__deck_rules pp_rules = {
        .game = "powerplay",
        .format = "rink-deck",
        .count = {36, 27, 14},
        .max_value = 11,
        .halves = false,
        .bruisers = 6,
        .bruisers_defense_only = true,
        .specials = true,
        .symbols = true,
};

/* Team Variant: seven symbols on 5F/3D/2G each, and the mask on the six
 * bruisers and one more card (PP-DESIGN-10..13). Checked only when the
 * variant is played, so an owner's list without symbols of that shape can
 * still play the standard game. */
static int check_team_symbols(struct pp_game *g, struct rink_error *err)
{
	const struct rink__deck *d = &g->deck;
	int count[RINK__MAX_SYMBOLS][3] = {{0}}, mask = -1;

	for (int i = 0; i < d->n_symbols; i++)
		if (strcmp(d->symbols[i], "mask") == 0)
			mask = i;
	if (d->n_symbols != 8 || mask < 0)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: the team variant needs 7 team symbols and the mask",
		                      g->deck_path);
	for (int c = 0; c < d->n; c++) {
		count[d->cards[c].symbol][d->cards[c].type]++;
		if (d->cards[c].bruiser && d->cards[c].symbol != mask)
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: card %d ('%s'): a bruiser must carry the mask",
			                      g->deck_path, c + 1, d->cards[c].name);
	}
	for (int sym = 0; sym < 8; sym++) {
		if (sym == mask)
			continue;
		if (count[sym][0] != 5 || count[sym][1] != 3 || count[sym][2] != 2)
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: team '%s' is not 5 forwards, 3 defenders and 2 "
			                      "goalies",
			                      g->deck_path, d->symbols[sym]);
	}
	g->mask_symbol = mask;
	return RINK_OK;
}

/* names=Dave/Pucks;Greg/Stars;...: managers' and teams' names for the
 * scorekeeper's sheet; the rest default to "Manager N" and "Team N". */
static int read_names(struct pp_game *g, const char *text, struct rink_error *err)
{
	const char *p = text;

	for (int m = 0; m < PP_MAX; m++) {
		snprintf(g->manager_name[m], sizeof(g->manager_name[m]), "Manager %d", m + 1);
		snprintf(g->team_name[m], sizeof(g->team_name[m]), "Team %d", m + 1);
	}
	for (int m = 0; *p; m++) {
		size_t len = strcspn(p, ";"), slash;
		char entry[64];
		if (m >= g->managers || len >= sizeof(entry))
			return rink_error_set(
			        err, RINK_EINVAL,
			        "parameter names: more than %d entries or one too long",
			        g->managers);
		memcpy(entry, p, len);
		entry[len] = '\0';
		slash = strcspn(entry, "/");
		if (slash == 0 || slash >= sizeof(g->manager_name[m]) ||
		    (entry[slash] && strlen(entry + slash + 1) >= sizeof(g->team_name[m])))
			return rink_error_set(
			        err, RINK_EINVAL,
			        "parameter names: '%s' is not MANAGER or MANAGER/TEAM "
			        "(at most 23 characters each)",
			        entry);
		if (entry[slash]) {
			entry[slash] = '\0';
			if (entry[slash + 1])
				memcpy(g->team_name[m], entry + slash + 1,
				       strlen(entry + slash + 1) + 1);
		}
		memcpy(g->manager_name[m], entry, strlen(entry) + 1);
		p += len + (p[len] == ';');
	}
	return RINK_OK;
}

static int pp_create(struct rink_game *game, struct rink__params *p, struct rink_error *err)
{
	static const char *const endings[] = {"original", "no-playoffs", "short", NULL};
	static const char *const counts[] = {"all", "initiated", NULL};
	static const char *const injuries[] = {"rest", "season", NULL};
	static const char *const subs[] = {"best", "choose", NULL};
	static const char *const lineups[] = {"rounds", "fixed", NULL};
	static const char *const postseasons[] = {"games", "turns", NULL};
	struct pp_game *g = calloc(1, sizeof(*g));
	char first[16], first_turn[16], ending[16], wc[16], inj[16], lineup[16], post[16];
	char sub[16], deck[256];
	char names[256];
	bool b;
	int rc, wins;

	if (!g)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	if ((rc = rink__param_bool(p, "team_variant", false, &b, err)))
		goto out_free;
	g->team_variant = b;
	if ((rc = rink__param_int(p, "managers", 4, 2, b ? PP_TV_MAX : PP_MAX, &g->managers,
	                          err)) ||
	    (rc = rink__param_str(p, "ending", "original", endings, ending, sizeof(ending), err)))
		goto out_free;
	for (g->ending = 0; strcmp(endings[g->ending], ending) != 0; g->ending++)
		;
	if ((rc = rink__param_int(p, "wins", g->ending == PP_END_SHORT ? 5 : 9, 1, 50, &wins,
	                          err)) ||
	    (rc = rink__param_str(p, "wins_count", "all", counts, wc, sizeof(wc), err)) ||
	    (rc = rink__param_str(p, "first", "random", NULL, first, sizeof(first), err)) ||
	    (rc = rink__param_str(p, "first_turn", "picker", NULL, first_turn, sizeof(first_turn),
	                          err)) ||
	    (rc = rink__param_bool(p, "home_ice", false, &b, err)))
		goto out_free;
	g->wins_target = wins;
	g->wins_initiated_only = strcmp(wc, "initiated") == 0;
	g->home_ice = b;
	if ((rc = rink__param_bool(p, "bruiser_beats_goalie", false, &b, err)))
		goto out_free;
	/* PP-GAP-06 (b), the bruiser line: the higher card scores, even a
	 * goalie (Slapshot's option lets only the bruiser score) */
	g->fo.bruiser_beats_goalie = b;
	g->fo.goalie_beats_bruiser = b;
	if ((rc = rink__param_bool(p, "bruisers_spare_each_other", false, &b, err)))
		goto out_free;
	g->fo.bruisers_spare = b;
	if ((rc = rink__param_int(p, "ot_cap", 20, 1, 1000, &g->ot_cap, err)) ||
	    (rc = rink__param_int(p, "turn_cap", 0, 0, 60000, &g->turn_cap, err)) ||
	    (rc = rink__param_str(p, "team_injury", "rest", injuries, inj, sizeof(inj), err)) ||
	    (rc = rink__param_str(p, "substitute", "best", subs, sub, sizeof(sub), err)) ||
	    (rc = rink__param_str(p, "lineup", "rounds", lineups, lineup, sizeof(lineup), err)) ||
	    (rc = rink__param_str(p, "postseason", "games", postseasons, post, sizeof(post),
	                          err)) ||
	    (rc = rink__param_str(p, "deck", "powerplay/deck.json", NULL, deck, sizeof(deck),
	                          err)) ||
	    (rc = rink__param_str(p, "names", "", NULL, names, sizeof(names), err)) ||
	    (rc = read_names(g, names, err)))
		goto out_free;
	g->team_injury_season = strcmp(inj, "season") == 0;
	g->choose_substitute = strcmp(sub, "choose") == 0;
	g->fixed_lineup = strcmp(lineup, "fixed") == 0;
	g->postseason_turns = strcmp(post, "turns") == 0;
	if (strcmp(first, "random") == 0) {
		g->first = -1;
	} else {
		char *end;
		long f = strtol(first, &end, 10);
		if (*end || f < 1 || f > g->managers) {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "parameter first=%s: expected random or 1 to %d", first,
			                    g->managers);
			goto out_free;
		}
		g->first = (int)f - 1;
	}
	if (strcmp(first_turn, "picker") == 0 || strcmp(first_turn, "random") == 0) {
		g->first_turn = first_turn[0] == 'p' ? -2 : -1;
	} else {
		char *end;
		long f = strtol(first_turn, &end, 10);
		if (*end || f < 1 || f > g->managers) {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "parameter first_turn=%s: expected picker, random or 1 "
			                    "to %d",
			                    first_turn, g->managers);
			goto out_free;
		}
		g->first_turn = (int)f - 1;
	}
	rink__data_path(deck, g->deck_path, sizeof(g->deck_path));
	if ((rc = rink__deck_load(&g->deck, &pp_rules, g->deck_path, err)))
		goto out_free;
	if (g->team_variant && (rc = check_team_symbols(g, err)))
		goto out_free;
	game->impl = g;
	game->seats = g->managers;
	game->state_size = sizeof(struct pp_state);
	return RINK_OK;

out_free:
	free(g);
	return rc;
}

static double pp_returns(const struct rink_state *base, int seat)
{
	const struct pp_state *s = (const struct pp_state *)base;

	return s->phase == RINK_PP_OVER && s->champion == seat ? 1.0 : 0.0;
}

/* PP-END-04/05: the first to the wins target and those tied for second by
 * wins alone (wins count the regular season only); without playoffs
 * (PP-END-07) the champion alone. */
static uint32_t pp_postseason(const struct rink_state *base)
{
	const struct pp_state *s = (const struct pp_state *)base;
	int first = s->playoff_first;

	if (s->stage == RINK_PP_SEASON && s->phase != RINK_PP_OVER)
		return 0;
	if (pp_game_of(s)->ending == PP_END_NO_PLAYOFFS)
		return s->champion >= 0 ? 1u << s->champion : 0;
	return rink__postseason_mask(first, s->wins, s->n);
}

const struct rink__game_ops rink__powerplay_ops = {
        .name = "powerplay",
        .create = pp_create,
        .destroy = rink__game_free_impl,
        .init = rink__pp_init,
        .to_move = rink__pp_to_move,
        .returns = pp_returns,
        .legal = rink__pp_legal,
        .is_legal = rink__pp_is_legal,
        .explain = rink__pp_explain,
        .sample_legal = rink__pp_sample_legal,
        .apply = rink__pp_apply,
        .postseason = pp_postseason,
        .action_text = rink__pp_action_text,
        .action_parse = rink__pp_action_parse,
        .action_json = rink__pp_action_json,
        .view_json = rink__pp_view_json,
        .info_json = rink__pp_info_json,
        .event_text = rink__pp_event_text,
        .event_json = rink__pp_event_json,
        .check = rink__pp_check,
        .resample = rink__pp_resample,
};

/* ---- cards ------------------------------------------------------------------------ */

bool rink_pp_card(const rink_game *game, int id, struct rink_pp_card *out)
{
	const struct pp_game *g = pp_game_impl(game);
	const struct rink__card *c;

	if (id < 0 || id >= g->deck.n)
		return false;
	c = &g->deck.cards[id];
	out->name = c->name;
	out->id = c->id;
	out->symbol = g->deck.symbols[c->symbol];
	out->type = c->type;
	out->value = c->value2 / 2;
	out->bruiser = c->bruiser;
	out->scores_on_goalies = c->scores_on_goalies;
	out->special = c->ability;
	return true;
}

const char *rink_pp_manager_name(const rink_game *g, int seat)
{
	return seat >= 0 && seat < PP_MAX ? pp_game_impl(g)->manager_name[seat] : "?";
}

const char *rink_pp_team_name(const rink_game *g, int seat)
{
	return seat >= 0 && seat < PP_MAX ? pp_game_impl(g)->team_name[seat] : "?";
}

int rink_pp_card_find(const rink_game *g, const char *name)
{
	return rink__deck_find(&pp_game_impl(g)->deck, name);
}

int rink_pp_card_label(const rink_game *game, int id, char *buf, size_t size)
{
	const struct pp_game *g = pp_game_impl(game);
	const struct rink__card *c;

	if (id < 0 || id >= g->deck.n)
		return snprintf(buf, size, "?");
	c = &g->deck.cards[id];
	if (c->ability == RINK__AB_HYDRA)
		return snprintf(buf, size, "%s (special)", c->name);
	return snprintf(buf, size, "%s %d%s%s%s", c->name, c->value2 / 2,
	                c->type == RINK__GOALIE ? " (goalie)" : "", c->bruiser ? " (bruiser)" : "",
	                c->ability ? " (special)" : "");
}

int rink_pp_faceoff_reason(const rink_game *game, int h, int a, int outcome, char *buf, size_t size)
{
	const struct pp_game *g = pp_game_impl(game);

	if (h < 0 || h >= g->deck.n || a < 0 || a >= g->deck.n)
		return snprintf(buf, size, "?");
	return rink__faceoff_reason(&g->deck.cards[h], &g->deck.cards[a], outcome, buf, size);
}

/* ---- the rules of one round, for tools ------------------------------------------- */

void rink_pp_rules(const rink_game *game, struct rink_pp_rules *out)
{
	const struct pp_game *g = pp_game_impl(game);

	out->home_ice = g->home_ice;
	out->fixed_lineup = g->fixed_lineup;
	out->team_variant = g->team_variant;
	out->ot_cap = g->ot_cap;
}

int rink_pp_value2(const rink_game *game, int card, int pass, int round)
{
	const struct pp_game *g = pp_game_impl(game);

	if (card < 0 || card >= g->deck.n)
		return -1;
	return rink__pp_value_in_play(g, card, pass, round);
}

int rink_pp_faceoff(const rink_game *game, int h, int hv, int a, int av)
{
	const struct pp_game *g = pp_game_impl(game);

	if (h < 0 || h >= g->deck.n || a < 0 || a >= g->deck.n)
		return -1;
	return rink__faceoff(&g->deck.cards[h], hv, &g->deck.cards[a], av, &g->fo);
}

/* ---- action ids ------------------------------------------------------------------ */

int rink_pp_action_draw(int type)
{
	return PP_A_DRAW + type;
}
int rink_pp_action_trade(int target, int pos)
{
	return PP_A_TRADE + target * 6 + pos;
}
int rink_pp_action_give(int card)
{
	return PP_A_GIVE + card;
}
int rink_pp_action_draft(int card)
{
	return PP_A_DRAFT + card;
}
int rink_pp_action_game(int target)
{
	return PP_A_GAME + target;
}
int rink_pp_action_play(int card)
{
	return PP_A_PLAY + card;
}
int rink_pp_action_take(int card)
{
	return PP_A_TAKE + card;
}
int rink_pp_action_bully(int pile)
{
	return pile < 0 ? PP_A_BULLY_NO : PP_A_BULLY + pile;
}
int rink_pp_action_judge(bool claim)
{
	return claim ? PP_A_CLAIM : PP_A_DECLINE;
}
int rink_pp_action_team(int symbol)
{
	return PP_A_TEAM + symbol;
}
int rink_pp_action_field(int card)
{
	return PP_A_FIELD + card;
}
int rink_pp_action_rest(int card)
{
	return PP_A_REST + card;
}

int rink_pp_action_sub(int card)
{
	return PP_A_SUB + card;
}
int rink_pp_action_pass(void)
{
	return PP_A_PASS;
}

/* ---- positions for tests and tools ------------------------------------------------ */

static bool pile_find(const struct pp_state *s, int card, int *type, int *idx)
{
	for (int t = 0; t < 3; t++)
		for (int i = 0; i < PP_PILE; i++)
			if (s->pile[t][i] == card && i < pp_game_of(s)->deck.type_total[t]) {
				*type = t;
				*idx = i;
				return true;
			}
	return false;
}

int rink_pp_set_team(rink_state *base, int seat, const uint8_t cards[6], struct rink_error *err)
{
	struct pp_state *s = (struct pp_state *)base;
	int count[3] = {0, 0, 0};

	if (seat < 0 || seat >= s->n)
		return rink_error_set(err, RINK_EINVAL, "no manager %d", seat + 1);
	bool game_start = s->phase == RINK_PP_ROUND && s->round == 0 && s->pass == 0 &&
	                  s->choice[0] == RINK__NO_CARD && s->choice[1] == RINK__NO_CARD;

	if (pp_game_of(s)->team_variant || (s->phase != RINK_PP_TURN && !game_start))
		return rink_error_set(err, RINK_EINVAL,
		                      "teams can be set only between turns or before a game's "
		                      "first round");
	for (int i = 0; i < RINK_PP_TEAM; i++) {
		if (cards[i] >= RINK_PP_CARDS)
			return rink_error_set(err, RINK_EINVAL, "no card %d", cards[i]);
		for (int j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return rink_error_set(err, RINK_EINVAL, "%s named twice",
				                      pp_card(s, cards[i])->name);
		if (rink_pp_is_out_for_season(base, cards[i]))
			return rink_error_set(err, RINK_EINVAL, "%s is out for the season",
			                      pp_card(s, cards[i])->name);
		count[pp_type(s, cards[i])]++;
	}
	if (count[0] != 3 || count[1] != 2 || count[2] != 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "a team is 3 forwards, 2 defenders and 1 goalie");
	for (int i = 0; i < RINK_PP_TEAM; i++) {
		int in = cards[i], type = pp_type(s, in), out_slot = -1, t, idx;
		if (rink__pp_slot_of(s, seat, in) >= 0)
			continue;
		for (int k = 0; k < pp_slot_count[type] && out_slot < 0; k++) {
			int c = s->team[seat][pp_slot_base[type] + k];
			bool kept = false;
			for (int j = 0; j < RINK_PP_TEAM; j++)
				kept |= cards[j] == c;
			if (!kept)
				out_slot = pp_slot_base[type] + k;
		}
		int out = s->team[seat][out_slot];
		if (pile_find(s, in, &t, &idx)) {
			s->pile[t][idx] = (uint8_t)out;
		} else {
			for (int m = 0; m < s->n; m++) {
				int sl = rink__pp_slot_of(s, m, in);
				if (sl >= 0)
					s->team[m][sl] = (uint8_t)out;
			}
		}
		s->team[seat][out_slot] = (uint8_t)in;
	}
	if (game_start)
		for (int side = 0; side < 2; side++)
			memcpy(s->gcard[side], s->team[s->seat[side]], RINK_PP_TEAM);
	return RINK_OK;
}

int rink_pp_set_choice(rink_state *base, int seat, int card, struct rink_error *err)
{
	struct pp_state *s = (struct pp_state *)base;
	int side = s->seat[0] >= 0 ? rink__pp_side_of(s, seat) : -1;

	if (s->phase != RINK_PP_ROUND || side < 0 || pp_game_of(s)->fixed_lineup ||
	    s->choice[side] == RINK__NO_CARD)
		return rink_error_set(err, RINK_EINVAL,
		                      "manager %d has handed in no card this round", seat + 1);
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (s->gcard[side][i] == card && !(s->played[side] & (1 << i))) {
			s->choice[side] = (uint8_t)i;
			return RINK_OK;
		}
	return rink_error_set(err, RINK_EINVAL, "card %d is not in manager %d's hand", card,
	                      seat + 1);
}

int rink_pp_pile(const rink_state *base, int type, uint8_t *out)
{
	const struct pp_state *s = (const struct pp_state *)base;
	int cap = pp_game_of(s)->deck.type_total[type];

	for (int i = 0; i < s->pile_len[type]; i++)
		out[i] = (uint8_t)rink__pile_at(s->pile[type], s->pile_top[type], cap, i);
	return s->pile_len[type];
}

int rink_pp_set_pile(rink_state *base, int type, const uint8_t *cards, int n,
                     struct rink_error *err)
{
	struct pp_state *s = (struct pp_state *)base;

	if (type < 0 || type > 2)
		return rink_error_set(err, RINK_EINVAL, "no pile %d", type);
	return rink__pile_reorder(s->pile[type], &s->pile_top[type], s->pile_len[type],
	                          pp_game_of(s)->deck.type_total[type], cards, n, "pile", err);
}

void rink_pp_set_wins(rink_state *base, int seat, int wins)
{
	struct pp_state *s = (struct pp_state *)base;

	s->games_played = (uint16_t)(s->games_played + wins - s->wins[seat]);
	s->wins[seat] = (uint8_t)wins;
}

void rink_pp_set_goals(rink_state *base, int seat, int gf, int ga)
{
	struct pp_state *s = (struct pp_state *)base;

	s->gf[seat] = (int16_t)gf;
	s->ga[seat] = (int16_t)ga;
}

int rink_pp_out_for_season(const rink_state *base, uint8_t *out, int cap)
{
	const struct pp_state *s = (const struct pp_state *)base;

	for (int i = 0; i < s->n_out && i < cap; i++)
		out[i] = s->out[i];
	return s->n_out;
}

bool rink_pp_is_out_for_season(const rink_state *base, int card)
{
	const struct pp_state *s = (const struct pp_state *)base;

	for (int i = 0; i < s->n_out; i++)
		if (s->out[i] == card)
			return true;
	return false;
}
