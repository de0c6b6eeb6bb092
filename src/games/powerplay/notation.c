/*
 * games/powerplay/notation.c: Power Play's actions and events in words and
 * in JSON.
 *
 * Notation (seats from 1): "draw forward", "trade 2 5", "give Troll",
 * "draft Troll", "game 3", "pass", "play Superstar", "take Griffin",
 * "bully defense" / "bully no", "judge claim" / "judge decline",
 * "team pucks", "field Griffin", "rest Griffin", "sub Griffin". Card names are
 * case-insensitive; a prefix will do when it names one card the manager
 * holds. Event words follow Slapshot's (notation.c there) so the CLI shows
 * both games alike.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "games/powerplay/pp_int.h"

static const char *const pile_words[3] = {"forward", "defense", "goalie"};
static const char *const stage_names[] = {"season", "tie-breaker", "championship series"};

int rink__pp_action_text(const struct rink_state *base, int seat, int a, char *buf, size_t size)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	const struct rink__card *c = g->deck.cards;

	(void)seat;
	if (a < 0 || a >= PP_A_END)
		return snprintf(buf, size, "?");
	if (a < PP_A_TRADE)
		return snprintf(buf, size, "draw %s", pile_words[a - PP_A_DRAW]);
	if (a < PP_A_DRAFT)
		return snprintf(buf, size, "trade %d %d", (a - PP_A_TRADE) / 6 + 1,
		                (a - PP_A_TRADE) % 6 + 1);
	if (a < PP_A_GAME)
		return snprintf(buf, size, "draft %s", c[a - PP_A_DRAFT].name);
	if (a < PP_A_GIVE)
		return snprintf(buf, size, "game %d", a - PP_A_GAME + 1);
	if (a < PP_A_PASS)
		return snprintf(buf, size, "give %s", c[a - PP_A_GIVE].name);
	if (a == PP_A_PASS)
		return snprintf(buf, size, "pass");
	if (a < PP_A_TAKE)
		return snprintf(buf, size, "play %s", c[a - PP_A_PLAY].name);
	if (a < PP_A_BULLY)
		return snprintf(buf, size, "take %s", c[a - PP_A_TAKE].name);
	if (a < PP_A_BULLY_NO)
		return snprintf(buf, size, "bully %s", pile_words[a - PP_A_BULLY]);
	if (a == PP_A_BULLY_NO)
		return snprintf(buf, size, "bully no");
	if (a == PP_A_CLAIM)
		return snprintf(buf, size, "judge claim");
	if (a == PP_A_DECLINE)
		return snprintf(buf, size, "judge decline");
	if (a < PP_A_FIELD)
		return snprintf(buf, size, "team %s",
		                a - PP_A_TEAM < g->deck.n_symbols ? g->deck.symbols[a - PP_A_TEAM]
		                                                  : "?");
	if (a < PP_A_REST)
		return snprintf(buf, size, "field %s", c[a - PP_A_FIELD].name);
	if (a < PP_A_SUB)
		return snprintf(buf, size, "rest %s", c[a - PP_A_REST].name);
	return snprintf(buf, size, "sub %s", c[a - PP_A_SUB].name);
}

/* A card by full name, else by a prefix naming exactly one card that seat
 * holds (team, hand or roster). */
static int find_card(const struct pp_state *s, int seat, const char *name, struct rink_error *err)
{
	const struct pp_game *g = pp_game_of(s);
	int found, n = 0;

	if (!name[0]) {
		rink_error_set(err, RINK_EFORMAT, "a card name is missing");
		return -1;
	}
	found = rink__deck_find(&g->deck, name);
	if (found >= 0)
		return found;
	if (seat >= 0 && seat < s->n)
		for (int c = 0; c < g->deck.n; c++) {
			bool mine = rink__pp_slot_of(s, seat, c) >= 0 ||
			            (g->team_variant && rink__pp_tv_pos(s, seat, c) >= 0) ||
			            (s->phase == RINK_PP_GIVE && seat == s->active &&
			             c == s->trade_taken);
			if (mine && rink__name_prefix(name, g->deck.cards[c].name)) {
				found = c;
				n++;
			}
		}
	if (n == 1)
		return found;
	if (n > 1)
		rink_error_set(err, RINK_EFORMAT, "'%s' names more than one of your cards", name);
	else
		rink_error_set(err, RINK_ENOTFOUND, "unknown card '%s'", name);
	return -1;
}

static int pile_word(const char *w)
{
	static const char *const words[][3] = {{"forward", "f", "forwards"},
	                                       {"defense", "d", "defender"},
	                                       {"goalie", "g", "goalies"}};

	for (int t = 0; t < 3; t++)
		for (int k = 0; k < 3; k++)
			if (strcasecmp(w, words[t][k]) == 0)
				return t;
	if (strcasecmp(w, "defenders") == 0 || strcasecmp(w, "defence") == 0 ||
	    strcasecmp(w, "defenseman") == 0 || strcasecmp(w, "defenceman") == 0)
		return 1;
	if (strcasecmp(w, "goaltender") == 0 || strcasecmp(w, "goalkeeper") == 0)
		return 2;
	return -1;
}

static int parse_seat(const struct pp_state *s, const char *w, struct rink_error *err)
{
	char *end;
	long v = strtol(w, &end, 10);

	if (!w[0] || *end || v < 1 || v > s->n)
		return rink_error_set(err, RINK_EFORMAT, "'%s' is not a manager (1 to %d)", w,
		                      s->n) -
		       1000;
	return (int)v - 1;
}

int rink__pp_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                          struct rink_error *err)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	char verb[32] = "", rest[RINK__MOVE_MAX + 1] = "";
	const char *p = text;
	size_t k = 0;
	int v, card;

	while (*p && isspace((unsigned char)*p))
		p++;
	while (*p && !isspace((unsigned char)*p) && k + 1 < sizeof(verb))
		verb[k++] = (char)tolower((unsigned char)*p++);
	while (*p && isspace((unsigned char)*p))
		p++;
	snprintf(rest, sizeof(rest), "%s", p);
	for (k = strlen(rest); k && isspace((unsigned char)rest[k - 1]); k--)
		rest[k - 1] = '\0';
	if (!strcmp(verb, "draw")) {
		if ((v = pile_word(rest)) < 0)
			return rink_error_set(err, RINK_EFORMAT,
			                      "draw what? forward, defense or goalie");
		*action = PP_A_DRAW + v;
		return RINK_OK;
	}
	if (!strcmp(verb, "trade")) {
		char w[2][16];
		int pos;
		if (rink__words(rest, w, 2) != 2)
			return rink_error_set(err, RINK_EFORMAT,
			                      "trade M P: manager and position 1-6");
		if ((v = parse_seat(s, w[0], err)) < 0)
			return RINK_EFORMAT;
		if (rink__whole(w[1], 1, 6, &pos))
			return rink_error_set(err, RINK_EFORMAT, "position '%s' is not 1 to 6",
			                      w[1]);
		*action = PP_A_TRADE + v * 6 + pos - 1;
		return RINK_OK;
	}
	if (!strcmp(verb, "game") || !strcmp(verb, "challenge")) {
		if ((v = parse_seat(s, rest, err)) < 0)
			return RINK_EFORMAT;
		*action = PP_A_GAME + v;
		return RINK_OK;
	}
	if (!strcmp(verb, "pass") && !rest[0]) {
		*action = PP_A_PASS;
		return RINK_OK;
	}
	if (!strcmp(verb, "bully")) {
		if (!strcasecmp(rest, "no") || !strcasecmp(rest, "none")) {
			*action = PP_A_BULLY_NO;
			return RINK_OK;
		}
		if ((v = pile_word(rest)) < 0)
			return rink_error_set(err, RINK_EFORMAT,
			                      "bully forward, defense, goalie or no");
		*action = PP_A_BULLY + v;
		return RINK_OK;
	}
	if (!strcmp(verb, "judge")) {
		if (!strcasecmp(rest, "claim"))
			*action = PP_A_CLAIM;
		else if (!strcasecmp(rest, "decline"))
			*action = PP_A_DECLINE;
		else
			return rink_error_set(err, RINK_EFORMAT, "judge claim or judge decline");
		return RINK_OK;
	}
	if (!strcmp(verb, "team")) {
		for (int sym = 0; sym < g->deck.n_symbols; sym++)
			if (!strcasecmp(rest, g->deck.symbols[sym])) {
				*action = PP_A_TEAM + sym;
				return RINK_OK;
			}
		return rink_error_set(err, RINK_ENOTFOUND, "unknown team '%s'", rest);
	}
	static const char *const card_verbs[] = {"give",  "draft", "play", "take",
	                                         "field", "rest",  "sub"};
	static const int card_base[] = {PP_A_GIVE,  PP_A_DRAFT, PP_A_PLAY, PP_A_TAKE,
	                                PP_A_FIELD, PP_A_REST,  PP_A_SUB};
	for (size_t i = 0; i < sizeof(card_verbs) / sizeof(card_verbs[0]); i++)
		if (!strcmp(verb, card_verbs[i])) {
			if ((card = find_card(s, seat, rest, err)) < 0)
				return err ? err->code : RINK_EFORMAT;
			*action = card_base[i] + card;
			return RINK_OK;
		}
	return rink_error_set(err, RINK_EFORMAT,
	                      "unknown move '%s' (draw, trade, give, draft, game, play, take, "
	                      "bully, judge, team, field, rest, sub, pass)",
	                      verb);
}

/* ---- events ------------------------------------------------------------------- */

static bool sees_detail(const struct rink_event *e, int seat)
{
	return seat == RINK_ALL_SEATS || (seat >= 0 && (e->detail & (1u << seat)));
}

static const char *cname(const struct pp_game *g, int c)
{
	return c >= 0 && c < g->deck.n ? g->deck.cards[c].name : "?";
}

static int result_text(const int16_t *a, char *buf, size_t size)
{
	int w = a[4], l = w == a[0] ? a[1] : a[0];
	int wg = w == a[0] ? a[2] : a[3], lg = w == a[0] ? a[3] : a[2];
	const char *how = (a[7] & PP_REC_FORFEIT) ? " by forfeit"
	                  : (a[7] & PP_REC_JJ)    ? " (Jolly Judge claims the tie)"
	                  : (a[7] & PP_REC_COIN)  ? " on a coin toss after sudden death"
	                  : (a[7] & PP_REC_SD)    ? " in sudden death"
	                                          : "";
	return snprintf(buf, size, "Manager %d beats manager %d %d-%d%s", w + 1, l + 1, wg, lg,
	                how);
}

int rink__pp_event_text(const struct rink_game *game, const struct rink_event *e, int seat,
                        char *buf, size_t size)
{
	const struct pp_game *g = pp_game_impl(game);
	const int16_t *a = e->arg;
	bool det = sees_detail(e, seat);
	char l1[64], l2[64], why[160];

	switch (e->type) {
	case RINK_PP_EV_DRAW:
		if (det)
			return snprintf(buf, size, "Manager %d picks a %s: %s", a[0] + 1,
			                pile_words[a[1] % 3], cname(g, a[2]));
		return snprintf(buf, size, "Manager %d picks a %s", a[0] + 1, pile_words[a[1] % 3]);
	case RINK_PP_EV_TRADE:
		if (det)
			return snprintf(buf, size,
			                "Manager %d trades with manager %d: takes %s, gives %s%s",
			                a[0] + 1, a[1] + 1, cname(g, a[2]), cname(g, a[3]),
			                a[4] ? " (Rosalinde: the highest of her type)" : "");
		return snprintf(buf, size, "Manager %d trades a %s with manager %d", a[0] + 1,
		                pile_words[g->deck.cards[a[2]].type], a[1] + 1);
	case RINK_PP_EV_DRAFT:
		if (det)
			return snprintf(buf, size, "Manager %d drafts: releases %s, takes %s",
			                a[0] + 1, cname(g, a[1]), cname(g, a[2]));
		return snprintf(buf, size, "Manager %d drafts a %s", a[0] + 1,
		                pile_words[a[3] % 3]);
	case RINK_PP_EV_CHALLENGE:
		if (a[2] == RINK_PP_SEASON)
			return snprintf(buf, size, "Manager %d challenges manager %d", a[0] + 1,
			                a[1] + 1);
		return snprintf(buf, size, "%s: manager %d challenges manager %d",
		                a[2] == RINK_PP_FINAL ? "Championship series" : "Tie-breaker",
		                a[0] + 1, a[1] + 1);
	case RINK_PP_EV_PLAYED:
		return snprintf(buf, size, "Manager %d lays a card face down", a[0] + 1);
	case RINK_PP_EV_FACEOFF: {
		int away = (a[6] >> 8) - 1; /* -1: not recorded */
		rink_pp_card_label(game, a[1], l1, sizeof(l1));
		rink_pp_card_label(game, a[2], l2, sizeof(l2));
		rink__faceoff_reason(&g->deck.cards[a[1]], &g->deck.cards[a[2]], a[3], why,
		                     sizeof(why));
		/* the managers by number: "home" and "away" mean nothing
		 * without home ice, the rulebook's Power Play (PP-GAP-04) */
		if (away >= 0)
			return snprintf(buf, size,
			                "%s%d. %s vs %s: %s. Manager %d %d, manager %d %d",
			                a[6] & 0xff ? "SD " : "", a[0] + 1, l1, l2, why, a[7] + 1,
			                a[4], away + 1, a[5]);
		return snprintf(buf, size, "%s%d. %s vs %s: %s. Home %d, away %d",
		                a[6] & 0xff ? "SD " : "", a[0] + 1, l1, l2, why, a[4], a[5]);
	}
	case RINK_PP_EV_VALUES:
		return snprintf(buf, size, "Round %d values in play: %s %g, %s %g", a[0] + 1,
		                cname(g, a[3]), a[1] / 2.0, cname(g, a[4]), a[2] / 2.0);
	case RINK_PP_EV_INJURY:
		return snprintf(buf, size, "%s (manager %d) is injured", cname(g, a[1]), a[0] + 1);
	case RINK_PP_EV_REPLACE:
		if (det || g->team_variant)
			return snprintf(buf, size, "Manager %d replaces injured %s with %s",
			                a[0] + 1, cname(g, a[1]), cname(g, a[2]));
		return snprintf(buf, size, "Manager %d replaces injured %s from the %s pile",
		                a[0] + 1, cname(g, a[1]), pile_words[g->deck.cards[a[1]].type]);
	case RINK_PP_EV_OVERTIME:
		return snprintf(buf, size, "Tied: sudden death, pass %d; the first goal wins",
		                a[0]);
	case RINK_PP_EV_RESULT:
		return result_text(a, buf, size);
	case RINK_PP_EV_COIN_TOSS:
		return snprintf(buf, size, "Coin toss after scoreless sudden death: manager %d",
		                a[1] + 1);
	case RINK_PP_EV_SEASON_OVER:
		if (a[1] > 1)
			return snprintf(buf, size,
			                "The season is over: manager %d is first; %d managers tie "
			                "for second",
			                a[0] + 1, a[1]);
		return snprintf(buf, size, "The season is over: manager %d is first", a[0] + 1);
	case RINK_PP_EV_SERIES:
		return snprintf(buf, size,
		                "Championship series, best of %d: manager %d vs manager %d", a[3],
		                a[1] + 1, a[2] + 1);
	case RINK_PP_EV_SERIES_OVER:
		return snprintf(buf, size, "Manager %d wins the %s %d-%d over manager %d", a[1] + 1,
		                stage_names[a[0] % 3], a[3], a[4], a[2] + 1);
	case RINK_PP_EV_CHAMPION:
		return snprintf(buf, size, "Manager %d is the champion!", a[0] + 1);
	case RINK_PP_EV_PASS:
		return snprintf(buf, size, "Manager %d passes", a[0] + 1);
	case RINK_PP_EV_RUMP:
		/* PP-SPECIAL-14..17: the withdrawn card may be the highest already */
		if (a[1] == a[2])
			return snprintf(buf, size,
			                "Rumpelstockchen: manager %d must play his highest card; "
			                "%s is, and stays",
			                a[0] + 1, cname(g, a[1]));
		return snprintf(buf, size,
		                "Rumpelstockchen: manager %d must play his highest card: %s goes "
		                "back to his hand, %s comes in%s",
		                a[0] + 1, cname(g, a[1]), cname(g, a[2]),
		                a[3] ? " (his choice among equals)" : "");
	case RINK_PP_EV_BULLY:
		if (a[1] < 0)
			return snprintf(buf, size, "Sitting Bully: manager %d turns no card",
			                a[0] + 1);
		return snprintf(buf, size,
		                "Sitting Bully: manager %d turns %s from the %s pile (+%g); it "
		                "goes under the pile",
		                a[0] + 1, cname(g, a[2]), pile_words[a[1] % 3], a[3] / 2.0);
	case RINK_PP_EV_JUDGE:
		return snprintf(buf, size, "Jolly Judge: manager %d %s", a[0] + 1,
		                a[1] ? "claims the tied game" : "declines; sudden death");
	case RINK_PP_EV_REFILL:
		return snprintf(buf, size,
		                "The %s pile is empty: %d out-for-season cards are shuffled back",
		                pile_words[a[0] % 3], a[1]);
	case RINK_PP_EV_FORFEIT:
		if (a[2] == 2)
			return snprintf(buf, size,
			                "Manager %d has no substitute for an injured player before "
			                "sudden death and forfeits to manager %d",
			                a[0] + 1, a[1] + 1);
		if (a[2])
			return snprintf(buf, size,
			                "Neither manager can field a team: manager %d, who "
			                "initiated this scheduled game, forfeits to manager %d",
			                a[0] + 1, a[1] + 1);
		return snprintf(buf, size,
		                "Manager %d cannot field a team and forfeits to manager %d",
		                a[0] + 1, a[1] + 1);
	case RINK_PP_EV_REST:
		if (a[2])
			return snprintf(buf, size,
			                "Manager %d rests %s, injured (the injured rest "
			                "first)",
			                a[0] + 1, cname(g, a[1]));
		return snprintf(buf, size, "Manager %d rests %s", a[0] + 1, cname(g, a[1]));
	case RINK_PP_EV_TEAM:
		if (det)
			return snprintf(buf, size, "Manager %d has team %s and draws the mask %s",
			                a[0] + 1, g->deck.symbols[a[1] % RINK__MAX_SYMBOLS],
			                cname(g, a[2]));
		return snprintf(buf, size, "Manager %d has team %s and draws a mask card", a[0] + 1,
		                g->deck.symbols[a[1] % RINK__MAX_SYMBOLS]);
	case RINK_PP_EV_ELIMINATED:
		return snprintf(buf, size, "Manager %d is out of the post-season", a[0] + 1);
	default:
		return snprintf(buf, size, "event %d", e->type);
	}
}

static const char *const event_names[] = {
        "?",         "draw",      "trade",           "draft",         "challenge",
        "played",    "faceoff",   "injury",          "replace",       "sudden_death",
        "result",    "coin_toss", "season_over",     "series",        "series_over",
        "champion",  "pass",      "rumpelstockchen", "sitting_bully", "jolly_judge",
        "refill",    "values",    "forfeit",         "rest",          "team",
        "eliminated"};

/* The stage words of the view (view.c). */
static const char *const stage_words[] = {"season", "tie-breaker", "final"};

const char *rink__pp_pile_word(int type)
{
	return type >= 0 && type < 3 ? pile_words[type] : NULL;
}

static json_t *seat_json(int v)
{
	return v >= 0 ? json_integer(v + 1) : json_null();
}

static json_t *card_json(const struct pp_game *g, int c)
{
	return c >= 0 && c < g->deck.n ? json_string(g->deck.cards[c].name) : json_null();
}

/* A value kept in halves: a whole number, or one with a half. */
static json_t *value_json(int v2)
{
	return v2 % 2 ? json_real(v2 / 2.0) : json_integer(v2 / 2);
}

static json_t *word_json(const char *w)
{
	return w ? json_string(w) : json_null();
}

static json_t *stage_json(int stage)
{
	return stage >= 0 && stage < 3 ? json_string(stage_words[stage]) : json_null();
}

static json_t *side_json(int side)
{
	return json_string(side ? "away" : "home");
}

/* The pile (type) of card c, public even where c is not. */
static json_t *type_json(const struct pp_game *g, int c)
{
	return word_json(c >= 0 && c < g->deck.n ? rink__pp_pile_word(g->deck.cards[c].type)
	                                         : NULL);
}

static void set(json_t *o, const char *key, json_t *v)
{
	json_object_set_new(o, key, v);
}

/* A private field: set only for a seat that sees the event's detail. */
static void set_private(json_t *o, bool det, const char *key, json_t *v)
{
	if (det)
		json_object_set_new(o, key, v);
	else
		json_decref(v);
}

/* Named fields of every event (docs/protocol/powerplay.md): seats numbered
 * from 1 (null: none), cards by name, piles and stages by word, values in
 * play as numbers. Private fields (a card passed face down) only for a
 * seat whose detail bit is set, RINK_ALL_SEATS included. */
json_t *rink__pp_event_json(const struct rink_game *game, const struct rink_event *e, int seat)
{
	const struct pp_game *g = pp_game_impl(game);
	const int16_t *a = e->arg;
	json_t *o = json_object();
	bool det = sees_detail(e, seat);
	size_t n = sizeof(event_names) / sizeof(event_names[0]);
	char text[512];

	if (!o)
		return NULL;
	if (e->type >= n || e->type == 0) {
		set(o, "type", json_string("?"));
		set(o, "event", json_integer(e->type));
		return o;
	}
	/* "event" is the name the command line's --json lines have always had */
	set(o, "type", json_string(event_names[e->type]));
	set(o, "event", json_string(event_names[e->type]));
	rink__pp_event_text(game, e, seat, text, sizeof(text));
	set(o, "text", json_string(text));
	switch (e->type) {
	case RINK_PP_EV_DRAW:
		set(o, "manager", seat_json(a[0]));
		set(o, "pile", word_json(rink__pp_pile_word(a[1])));
		set_private(o, det, "card", card_json(g, a[2]));
		break;
	case RINK_PP_EV_TRADE:
		set(o, "manager", seat_json(a[0]));
		set(o, "with", seat_json(a[1]));
		set(o, "pile", type_json(g, a[2]));
		set_private(o, det, "taken", card_json(g, a[2]));
		set_private(o, det, "given", card_json(g, a[3]));
		set_private(o, det, "rosalinde", json_boolean(a[4]));
		break;
	case RINK_PP_EV_DRAFT:
		set(o, "manager", seat_json(a[0]));
		set(o, "pile", word_json(rink__pp_pile_word(a[3])));
		set_private(o, det, "released", card_json(g, a[1]));
		set_private(o, det, "drawn", card_json(g, a[2]));
		break;
	case RINK_PP_EV_CHALLENGE:
		set(o, "initiator", seat_json(a[0]));
		set(o, "opponent", seat_json(a[1]));
		set(o, "home", seat_json(a[1]));
		set(o, "away", seat_json(a[0]));
		set(o, "stage", stage_json(a[2]));
		set(o, "series_game", a[2] == RINK_PP_FINAL ? json_integer(a[3]) : json_null());
		break;
	case RINK_PP_EV_PLAYED:
		set(o, "manager", seat_json(a[0]));
		set(o, "side", side_json(a[5]));
		set(o, "round", json_integer(a[1] + 1));
		set(o, "pass", json_integer(a[2]));
		set(o, "order_position", a[4] ? json_integer(a[4]) : json_null());
		set_private(o, det, "card", card_json(g, a[3]));
		break;
	case RINK_PP_EV_FACEOFF: {
		char why[160];
		rink__faceoff_reason(&g->deck.cards[a[1]], &g->deck.cards[a[2]], a[3], why,
		                     sizeof(why));
		set(o, "round", json_integer(a[0] + 1));
		set(o, "pass", json_integer(a[6] & 0xff));
		set(o, "sudden_death", json_boolean((a[6] & 0xff) > 0));
		set(o, "home", seat_json(a[7]));
		set(o, "away", seat_json((a[6] >> 8) - 1));
		set(o, "home_card", card_json(g, a[1]));
		set(o, "away_card", card_json(g, a[2]));
		set(o, "home_scores", json_boolean(a[3] & RINK__FO_HOME_GOAL));
		set(o, "away_scores", json_boolean(a[3] & RINK__FO_AWAY_GOAL));
		set(o, "home_injured", json_boolean(a[3] & RINK__FO_HOME_INJURED));
		set(o, "away_injured", json_boolean(a[3] & RINK__FO_AWAY_INJURED));
		set(o, "home_score", json_integer(a[4]));
		set(o, "away_score", json_integer(a[5]));
		set(o, "reason", json_string(why));
		break;
	}
	case RINK_PP_EV_VALUES:
		set(o, "round", json_integer(a[0] + 1));
		set(o, "pass", json_integer(a[5]));
		set(o, "home_card", card_json(g, a[3]));
		set(o, "away_card", card_json(g, a[4]));
		set(o, "home_value", value_json(a[1]));
		set(o, "away_value", value_json(a[2]));
		break;
	case RINK_PP_EV_INJURY:
		set(o, "manager", seat_json(a[0]));
		set(o, "card", card_json(g, a[1]));
		set(o, "order", json_integer(a[2]));
		set(o, "side", side_json(a[3]));
		set(o, "round", json_integer(a[4] + 1));
		set(o, "pass", json_integer(a[5]));
		break;
	case RINK_PP_EV_REPLACE: {
		/* a team-variant substitute comes from a roster all can see */
		bool open = det || g->team_variant;
		set(o, "manager", seat_json(a[0]));
		set(o, "injured", card_json(g, a[1]));
		set(o, "pile", type_json(g, a[1]));
		set(o, "order", json_integer(a[3]));
		set(o, "from", json_string(a[5] ? "roster" : "pile"));
		set_private(o, open, "drawn", card_json(g, a[2]));
		set_private(o, open, "slot", json_integer(a[4] + 1));
		break;
	}
	case RINK_PP_EV_OVERTIME:
		set(o, "pass", json_integer(a[0]));
		set(o, "home", seat_json(a[1]));
		set(o, "away", seat_json(a[2]));
		break;
	case RINK_PP_EV_RESULT: {
		int loser = a[4] == a[0] ? a[1] : a[0];
		set(o, "home", seat_json(a[0]));
		set(o, "away", seat_json(a[1]));
		set(o, "home_goals", json_integer(a[2]));
		set(o, "away_goals", json_integer(a[3]));
		set(o, "winner", seat_json(a[4]));
		set(o, "loser", seat_json(loser));
		set(o, "pass", json_integer(a[5]));
		set(o, "stage", stage_json(a[6]));
		set(o, "sudden_death", json_boolean(a[7] & PP_REC_SD));
		set(o, "jolly_judge", json_boolean(a[7] & PP_REC_JJ));
		set(o, "coin_toss", json_boolean(a[7] & PP_REC_COIN));
		set(o, "forfeit", json_boolean(a[7] & PP_REC_FORFEIT));
		break;
	}
	case RINK_PP_EV_COIN_TOSS:
		set(o, "purpose", json_string("sudden_death_cap"));
		set(o, "winner", seat_json(a[1]));
		break;
	case RINK_PP_EV_SEASON_OVER: {
		json_t *out = json_array();
		for (int m = 0; m < RINK_PP_MAX_MANAGERS; m++)
			if (a[2] & (1 << m))
				json_array_append_new(out, json_integer(m + 1));
		set(o, "first", seat_json(a[0]));
		set(o, "tied_for_second", json_integer(a[1]));
		set(o, "eliminated", out);
		break;
	}
	case RINK_PP_EV_SERIES:
		set(o, "stage", stage_json(a[0]));
		set(o, "first", seat_json(a[1]));
		set(o, "second", seat_json(a[2]));
		set(o, "best_of", json_integer(a[3]));
		break;
	case RINK_PP_EV_SERIES_OVER:
		set(o, "stage", stage_json(a[0]));
		set(o, "winner", seat_json(a[1]));
		set(o, "loser", seat_json(a[2]));
		set(o, "wins", json_integer(a[3]));
		set(o, "losses", json_integer(a[4]));
		break;
	case RINK_PP_EV_CHAMPION:
	case RINK_PP_EV_PASS:
	case RINK_PP_EV_ELIMINATED:
		set(o, "manager", seat_json(a[0]));
		break;
	case RINK_PP_EV_RUMP:
		set(o, "manager", seat_json(a[0]));
		set(o, "withdrawn", card_json(g, a[1]));
		set(o, "played", card_json(g, a[2]));
		set(o, "chosen", json_boolean(a[3]));
		break;
	case RINK_PP_EV_BULLY:
		set(o, "manager", seat_json(a[0]));
		set(o, "pile", word_json(rink__pp_pile_word(a[1])));
		set(o, "card", a[1] >= 0 ? card_json(g, a[2]) : json_null());
		set(o, "bonus", value_json(a[1] >= 0 ? a[3] : 0));
		break;
	case RINK_PP_EV_JUDGE:
		set(o, "manager", seat_json(a[0]));
		set(o, "claimed", json_boolean(a[1]));
		break;
	case RINK_PP_EV_REFILL:
		set(o, "pile", word_json(rink__pp_pile_word(a[0])));
		set(o, "cards", json_integer(a[1]));
		break;
	case RINK_PP_EV_FORFEIT:
		set(o, "loser", seat_json(a[0]));
		set(o, "winner", seat_json(a[1]));
		set(o, "reason",
		    json_string(a[2] == 2 ? "no_substitute"
		                : a[2]    ? "neither_can_field"
		                          : "cannot_field"));
		break;
	case RINK_PP_EV_REST:
		set(o, "manager", seat_json(a[0]));
		set(o, "card", card_json(g, a[1]));
		set(o, "injured", json_boolean(a[2]));
		break;
	case RINK_PP_EV_TEAM:
		set(o, "manager", seat_json(a[0]));
		set(o, "team", json_string(g->deck.symbols[a[1] % RINK__MAX_SYMBOLS]));
		set_private(o, det, "mask_card", card_json(g, a[2]));
		break;
	default:
		break;
	}
	return o;
}

/* ---- actions as named fields ------------------------------------------------------ */

/* One action's kind and fields (docs/protocol/powerplay.md); core adds
 * "id" and "notation". Seats from 1, cards and teams by name. */
json_t *rink__pp_action_json(const struct rink_state *base, int seat, int a)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);

	(void)seat;
	if (a < 0 || a >= PP_A_END)
		return json_pack("{s:s}", "kind", "move");
	if (a < PP_A_TRADE)
		return json_pack("{s:s, s:s}", "kind", "draw", "pile", pile_words[a - PP_A_DRAW]);
	if (a < PP_A_DRAFT)
		return json_pack("{s:s, s:i, s:i}", "kind", "trade", "manager",
		                 (a - PP_A_TRADE) / 6 + 1, "position", (a - PP_A_TRADE) % 6 + 1);
	if (a < PP_A_GAME)
		return json_pack("{s:s, s:o, s:o}", "kind", "draft", "card",
		                 card_json(g, a - PP_A_DRAFT), "pile",
		                 type_json(g, a - PP_A_DRAFT));
	if (a < PP_A_GIVE)
		return json_pack("{s:s, s:i}", "kind", "game", "manager", a - PP_A_GAME + 1);
	if (a < PP_A_PASS)
		return json_pack("{s:s, s:o}", "kind", "give", "card", card_json(g, a - PP_A_GIVE));
	if (a == PP_A_PASS)
		return json_pack("{s:s}", "kind", "pass");
	if (a < PP_A_TAKE)
		return json_pack("{s:s, s:o}", "kind", "play", "card", card_json(g, a - PP_A_PLAY));
	if (a < PP_A_BULLY)
		return json_pack("{s:s, s:o}", "kind", "take", "card", card_json(g, a - PP_A_TAKE));
	if (a <= PP_A_BULLY_NO)
		return json_pack(
		        "{s:s, s:o}", "kind", "bully", "pile",
		        word_json(a == PP_A_BULLY_NO ? NULL : rink__pp_pile_word(a - PP_A_BULLY)));
	if (a <= PP_A_DECLINE)
		return json_pack("{s:s, s:b}", "kind", "judge", "claim", a == PP_A_CLAIM);
	if (a < PP_A_FIELD)
		return json_pack("{s:s, s:o}", "kind", "team", "team",
		                 word_json(a - PP_A_TEAM < g->deck.n_symbols
		                                   ? g->deck.symbols[a - PP_A_TEAM]
		                                   : NULL));
	if (a < PP_A_REST)
		return json_pack("{s:s, s:o}", "kind", "field", "card",
		                 card_json(g, a - PP_A_FIELD));
	if (a < PP_A_SUB)
		return json_pack("{s:s, s:o}", "kind", "rest", "card", card_json(g, a - PP_A_REST));
	return json_pack("{s:s, s:o}", "kind", "sub", "card", card_json(g, a - PP_A_SUB));
}
