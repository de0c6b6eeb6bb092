/*
 * games/slapshot/notation.c: actions and events in words, and in JSON.
 *
 * Notation (seats from 1): "draw forward", "trade 2 5", "give Moose",
 * "draft Moose", "game 3" (or "challenge 3"), "pass",
 * "lineup Superstar,Moose,Stu Late,...", "take back" (a line-up set, before
 * the other side's). Card names are case-insensitive;
 * a prefix will do when it names one card of the manager's own team.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "games/slapshot/slapshot_int.h"

static const char *const stage_names[] = {"season", "semi-final", "final"};

int rink_ss_card_label(const rink_game *game, int id, char *buf, size_t size)
{
	const struct rink_ss_card *c = rink_ss_card(game, id);
	char num[16];

	if (!c)
		return snprintf(buf, size, "?");
	if (c->value2 == 1)
		snprintf(num, sizeof(num), "1/2");
	else if (c->value2 & 1)
		snprintf(num, sizeof(num), "%d 1/2", c->value2 / 2);
	else
		snprintf(num, sizeof(num), "%d", c->value2 / 2);
	return snprintf(buf, size, "%s %s%s", c->name, num,
	                c->type == RINK_SS_GOALIE ? " (goalie)" : "");
}

int rink__ss_action_text(const struct rink_state *base, int seat, int a, char *buf, size_t size)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);

	if (a < 0 || a >= SS_A_END)
		return snprintf(buf, size, "?");
	if (a < SS_A_TRADE)
		return snprintf(buf, size, "draw %s", rink_ss_type_name(a - SS_A_DRAW));
	if (a < SS_A_DRAFT)
		return snprintf(buf, size, "trade %d %d", (a - SS_A_TRADE) / 6 + 1,
		                (a - SS_A_TRADE) % 6 + 1);
	if (a < SS_A_GAME)
		return snprintf(buf, size, "draft %s", g->cards[a - SS_A_DRAFT].name);
	if (a < SS_A_GIVE)
		return snprintf(buf, size, "game %d", a - SS_A_GAME + 1);
	if (a < SS_A_PASS)
		return snprintf(buf, size, "give %s", g->cards[a - SS_A_GIVE].name);
	if (a == SS_A_PASS)
		return snprintf(buf, size, "pass");
	if (a == SS_A_TAKE_BACK)
		return snprintf(buf, size, "take back");
	{
		uint8_t order[RINK_SS_TEAM];
		size_t n = 0;
		int w = snprintf(buf, size, "lineup "), full = 0;
		bool ok = rink_ss_lineup_cards(base, seat, a, order);
		for (int i = 0; ok && i < RINK_SS_TEAM; i++)
			full += order[i] < RINK_SS_CARDS;
		/* a team still being drawn has empty slots: no names to write */
		if (!ok || full < RINK_SS_TEAM)
			return snprintf(buf, size, "lineup #%d", a - SS_A_LINEUP + 1);
		for (int i = 0; i < RINK_SS_TEAM; i++) {
			n = (size_t)w < size ? (size_t)w : size;
			w += snprintf(buf + n, size - n, "%s%s", i ? "," : "",
			              g->cards[order[i]].name);
		}
		return w;
	}
}

static void trim_copy(char *dst, size_t size, const char *src, size_t len)
{
	while (len && isspace((unsigned char)*src)) {
		src++;
		len--;
	}
	while (len && isspace((unsigned char)src[len - 1]))
		len--;
	if (len >= size)
		len = size - 1;
	memcpy(dst, src, len);
	dst[len] = '\0';
}

/* A card by full name or alias, else by a prefix naming exactly one card
 * of seat's team. */
static int find_card(const struct ss_state *s, int seat, const char *name, struct rink_error *err)
{
	const struct ss_game *g = ss_game_of(s);
	int found = -1, n = 0;

	if (!name[0]) {
		rink_error_set(err, RINK_EFORMAT, "a card name is missing");
		return -1;
	}
	found = rink_ss_card_find(s->base.game, name);
	if (found >= 0)
		return found;
	if (seat >= 0 && seat < s->n)
		for (int i = 0; i <= RINK_SS_TEAM; i++) {
			/* the team, and in a trade the card just taken: "give" of it
			 * is then refused by its rule, not as an unknown card */
			int c = i < RINK_SS_TEAM                                ? s->team[seat][i]
			        : s->phase == RINK_SS_GIVE && seat == s->active ? s->trade_taken
			                                                        : RINK_SS_NO_CARD;
			if (c < RINK_SS_CARDS && rink__name_prefix(name, g->cards[c].name)) {
				found = c;
				n++;
			}
		}
	if (n == 1)
		return found;
	if (n > 1)
		rink_error_set(err, RINK_EFORMAT, "'%s' names more than one card of your team",
		               name);
	else
		rink_error_set(err, RINK_ENOTFOUND, "unknown card '%s'", name);
	return -1;
}

static int parse_seat(const struct ss_state *s, const char *word, struct rink_error *err)
{
	char *end;
	long v = strtol(word, &end, 10);

	if (!word[0] || *end || v < 1 || v > s->n) {
		rink_error_set(err, RINK_EFORMAT, "'%s' is not a manager number 1 to %d", word,
		               s->n);
		return -1;
	}
	return (int)v - 1;
}

int rink__ss_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                          struct rink_error *err)
{
	const struct ss_state *s = (const struct ss_state *)base;
	char verb[16], rest[512];
	const char *c = text;
	size_t vl = 0;

	while (isspace((unsigned char)*c))
		c++;
	while (c[vl] && !isspace((unsigned char)c[vl]))
		vl++;
	trim_copy(verb, sizeof(verb), c, vl);
	for (char *p = verb; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	trim_copy(rest, sizeof(rest), c + vl, strlen(c + vl));

	if (!strcmp(verb, "draw")) {
		/* British spellings too: "draw defence" */
		static const char *const words[][6] = {
		        {"forward", "f", "forwards"},
		        {"defense", "d", "defenseman", "defence", "defenceman", "defender"},
		        {"goalie", "g", "goalies", "goaltender", "goalkeeper"}};
		for (char *p = rest; *p; p++)
			*p = (char)tolower((unsigned char)*p);
		for (int t = 0; t < 3; t++)
			for (int k = 0; k < 6 && words[t][k]; k++)
				if (!strcmp(rest, words[t][k])) {
					*action = SS_A_DRAW + t;
					return RINK_OK;
				}
		return rink_error_set(err, RINK_EFORMAT,
		                      "draw what? write draw forward, draw defense or draw goalie");
	}
	if (!strcmp(verb, "trade")) {
		char w[2][16];
		int t, p;
		if (rink__words(rest, w, 2) != 2)
			return rink_error_set(err, RINK_EFORMAT,
			                      "write trade MANAGER CARD, e.g. trade 2 4 takes the "
			                      "4th face-down card of manager 2");
		if ((t = parse_seat(s, w[0], err)) < 0)
			return err ? err->code : RINK_EFORMAT;
		if (rink__whole(w[1], 1, 6, &p))
			return rink_error_set(err, RINK_EFORMAT,
			                      "the face-down card is a number 1 to 6, not '%s'",
			                      w[1]);
		*action = SS_A_TRADE + t * 6 + p - 1;
		return RINK_OK;
	}
	if (!strcmp(verb, "game") || !strcmp(verb, "challenge")) {
		int t = parse_seat(s, rest, err);
		if (t < 0)
			return err ? err->code : RINK_EFORMAT;
		*action = SS_A_GAME + t;
		return RINK_OK;
	}
	if (!strcmp(verb, "give") || !strcmp(verb, "draft")) {
		int card = find_card(s, seat, rest, err);
		if (card < 0)
			return err ? err->code : RINK_EFORMAT;
		*action = (verb[0] == 'g' ? SS_A_GIVE : SS_A_DRAFT) + card;
		return RINK_OK;
	}
	if (!strcmp(verb, "pass") && !rest[0]) {
		*action = SS_A_PASS;
		return RINK_OK;
	}
	if (!strcmp(verb, "take") && !strcasecmp(rest, "back")) {
		*action = SS_A_TAKE_BACK;
		return RINK_OK;
	}
	if (!strcmp(verb, "lineup")) {
		uint8_t order[RINK_SS_TEAM];
		const char *p = rest;
		int n = 0;
		for (;;) { /* a name after every comma: "a,b,c,d,e,f," lacks one */
			const char *comma = strchr(p, ',');
			size_t len = comma ? (size_t)(comma - p) : strlen(p);
			char name[64];
			int card;
			trim_copy(name, sizeof(name), p, len);
			if (n == RINK_SS_TEAM)
				return rink_error_set(err, RINK_EFORMAT,
				                      "a line-up names exactly six cards");
			if (strlen(name) == sizeof(name) - 1) /* cut: no card's name */
				return rink_error_set(err, RINK_ENOTFOUND,
				                      "card %d of the line-up: no card has so long "
				                      "a name",
				                      n + 1);
			if ((card = find_card(s, seat, name, err)) < 0)
				return err ? err->code : RINK_EFORMAT;
			for (int i = 0; i < n; i++)
				if (order[i] == card)
					return rink_error_set(err, RINK_EFORMAT,
					                      "%s is named twice",
					                      ss_game_of(s)->cards[card].name);
			order[n++] = (uint8_t)card;
			if (!comma)
				break;
			p = comma + 1;
		}
		if (n != RINK_SS_TEAM)
			return rink_error_set(err, RINK_EFORMAT,
			                      "a line-up names exactly six cards, not %d", n);
		*action = rink_ss_action_lineup(base, seat, order);
		if (*action < 0)
			return rink_error_set(err, RINK_EILLEGAL,
			                      "a line-up must be the six cards of your own team");
		return RINK_OK;
	}
	return rink_error_set(
	        err, RINK_EFORMAT,
	        "unknown move '%s' (draw, trade, give, draft, game, lineup, take back, pass)",
	        verb);
}

/* ---- events ----------------------------------------------------------------- */

static bool sees_detail(const struct rink_event *e, int seat)
{
	return seat == RINK_ALL_SEATS || (seat >= 0 && (e->detail & (1u << seat)));
}

int rink__ss_event_text(const struct rink_game *game, const struct rink_event *e, int seat,
                        char *buf, size_t size)
{
	const struct ss_game *g = ss_game_impl(game);
	const int16_t *a = e->arg;
	bool det = sees_detail(e, seat);
	char l1[64], l2[64], why[128];

	switch (e->type) {
	case RINK_SS_EV_DRAW:
		if (det)
			return snprintf(buf, size, "Manager %d draws a %s: %s", a[0] + 1,
			                rink_ss_type_name(a[1]), g->cards[a[2]].name);
		return snprintf(buf, size, "Manager %d draws a %s", a[0] + 1,
		                rink_ss_type_name(a[1]));
	case RINK_SS_EV_TRADE:
		if (det)
			return snprintf(
			        buf, size, "Manager %d trades with manager %d: takes %s, gives %s",
			        a[0] + 1, a[1] + 1, g->cards[a[2]].name, g->cards[a[3]].name);
		return snprintf(buf, size, "Manager %d trades with manager %d", a[0] + 1, a[1] + 1);
	case RINK_SS_EV_DRAFT:
		if (det)
			return snprintf(buf, size, "Manager %d drafts: releases %s, takes %s",
			                a[0] + 1, g->cards[a[1]].name, g->cards[a[2]].name);
		return snprintf(buf, size, "Manager %d drafts a %s", a[0] + 1,
		                rink_ss_type_name(a[3]));
	case RINK_SS_EV_CHALLENGE:
		if (a[2] == RINK_SS_SEASON)
			return snprintf(buf, size,
			                "Manager %d challenges manager %d (home ice: manager %d "
			                "starts 1-0)",
			                a[0] + 1, a[1] + 1, a[1] + 1);
		return snprintf(buf, size, "%s game %d: manager %d at manager %d (home, 1-0)",
		                a[2] == RINK_SS_FINAL ? "Final" : "Semi-final", a[3], a[0] + 1,
		                a[1] + 1);
	case RINK_SS_EV_LINEUP_SET:
		return snprintf(buf, size, "Manager %d sets a line-up", a[0] + 1);
	case RINK_SS_EV_FACEOFF:
		rink_ss_card_label(game, a[1], l1, sizeof(l1));
		rink_ss_card_label(game, a[2], l2, sizeof(l2));
		rink_ss_faceoff_reason(game, a[1], a[2], why, sizeof(why));
		return snprintf(buf, size, "%s%d. %s vs %s: %s. Home %d, away %d",
		                a[6] ? "OT " : "", a[0] + 1, l1, l2, why, a[4], a[5]);
	case RINK_SS_EV_INJURY:
		return snprintf(buf, size, "%s (manager %d) is injured", g->cards[a[1]].name,
		                a[0] + 1);
	case RINK_SS_EV_REPLACE:
		if (det)
			return snprintf(buf, size, "Manager %d replaces injured %s with %s",
			                a[0] + 1, g->cards[a[1]].name, g->cards[a[2]].name);
		return snprintf(buf, size, "Manager %d replaces injured %s from the %s deck",
		                a[0] + 1, g->cards[a[1]].name,
		                rink_ss_type_name(g->cards[a[1]].type));
	case RINK_SS_EV_OVERTIME:
		return snprintf(buf, size, "Tied: overtime %d, sudden death from 0-0; new line-ups",
		                a[0]);
	case RINK_SS_EV_RESULT: {
		int w = a[4], l = w == a[0] ? a[1] : a[0];
		int wg = w == a[0] ? a[2] : a[3], lg = w == a[0] ? a[3] : a[2];
		return snprintf(buf, size, "Manager %d beats manager %d %d-%d%s%s", w + 1, l + 1,
		                wg, lg,
		                wg == lg ? " on a coin toss after overtime"
		                : a[5]   ? " in overtime"
		                         : "",
		                w == a[0] ? " at home" : " on the road");
	}
	case RINK_SS_EV_COIN_TOSS: {
		static const char *const why_toss[] = {"first place", "home ice in the semi-final",
		                                       "a scoreless overtime"};
		return snprintf(buf, size, "Coin toss for %s: manager %d wins it",
		                why_toss[a[0] >= 0 && a[0] < 3 ? a[0] : 0], a[1] + 1);
	}
	case RINK_SS_EV_SEASON_OVER:
		if (a[1] > 1)
			return snprintf(buf, size,
			                "The season is over: manager %d is first; %d managers tie "
			                "for second",
			                a[0] + 1, a[1]);
		return snprintf(buf, size, "The season is over: manager %d is first", a[0] + 1);
	case RINK_SS_EV_SERIES:
		return snprintf(buf, size, "%s, best of %d: manager %d vs manager %d",
		                a[0] == RINK_SS_FINAL ? "Final" : "Semi-final", a[3], a[1] + 1,
		                a[2] + 1);
	case RINK_SS_EV_SERIES_OVER:
		return snprintf(buf, size, "Manager %d wins the %s %d-%d over manager %d", a[1] + 1,
		                stage_names[a[0] % 3], a[3], a[4], a[2] + 1);
	case RINK_SS_EV_CHAMPION:
		return snprintf(buf, size, "Manager %d is the champion!", a[0] + 1);
	case RINK_SS_EV_PASS:
		return snprintf(buf, size, "Manager %d has nothing left to do and passes",
		                a[0] + 1);
	case RINK_SS_EV_LINEUP_BACK:
		return snprintf(buf, size, "Manager %d takes back his line-up", a[0] + 1);
	default:
		return snprintf(buf, size, "event %d", e->type);
	}
}

static const char *const event_names[] = {
        "?",           "draw",   "trade",       "draft",    "challenge", "lineup_set",
        "faceoff",     "injury", "replace",     "overtime", "result",    "coin_toss",
        "season_over", "series", "series_over", "champion", "pass",      "lineup_back"};

static json_t *card_json(const struct ss_game *g, int c)
{
	return c >= 0 && c < RINK_SS_CARDS ? json_string(g->cards[c].name) : json_null();
}

/* A card's printed value (Tiny Tim 0.5), or null for no card. */
static json_t *value_json(const struct ss_game *g, int c)
{
	return c >= 0 && c < RINK_SS_CARDS ? json_real(g->cards[c].value2 / 2.0) : json_null();
}

static json_t *seat_json(int seat)
{
	return seat >= 0 && seat < RINK_SS_MAX_MANAGERS ? json_integer(seat + 1) : json_null();
}

/* The managers (numbered from 1) whose bits are set in mask. */
static json_t *seats_json(int mask)
{
	json_t *a = json_array();

	for (int m = 0; m < RINK_SS_MAX_MANAGERS; m++)
		if (mask >> m & 1)
			json_array_append_new(a, json_integer(m + 1));
	return a;
}

static const char *stage_name(int stage)
{
	return stage_names[stage >= 0 && stage < 3 ? stage : 0];
}

static const char *side_name(int side)
{
	return side ? "away" : "home";
}

/* ---- actions as named fields -------------------------------------------------- */

/* Kinds: draw {deck}, trade {manager, position}, draft {card, deck},
 * challenge {manager}, give {card, deck}, pass {}, lineup {cards},
 * take_back {}: see
 * docs/protocol/slapshot.md. */
json_t *rink__ss_action_json(const struct rink_state *base, int seat, int a)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);

	if (a < 0 || a >= SS_A_END)
		return json_pack("{s:s}", "kind", "move");
	if (a < SS_A_TRADE)
		return json_pack("{s:s, s:s}", "kind", "draw", "deck",
		                 rink_ss_type_name(a - SS_A_DRAW));
	if (a < SS_A_DRAFT)
		return json_pack("{s:s, s:i, s:i}", "kind", "trade", "manager",
		                 (a - SS_A_TRADE) / 6 + 1, "position", (a - SS_A_TRADE) % 6 + 1);
	if (a < SS_A_GAME)
		return json_pack("{s:s, s:s, s:s}", "kind", "draft", "card",
		                 g->cards[a - SS_A_DRAFT].name, "deck",
		                 rink_ss_type_name(g->cards[a - SS_A_DRAFT].type));
	if (a < SS_A_GIVE)
		return json_pack("{s:s, s:i}", "kind", "challenge", "manager", a - SS_A_GAME + 1);
	if (a < SS_A_PASS)
		return json_pack("{s:s, s:s, s:s}", "kind", "give", "card",
		                 g->cards[a - SS_A_GIVE].name, "deck",
		                 rink_ss_type_name(g->cards[a - SS_A_GIVE].type));
	if (a == SS_A_PASS)
		return json_pack("{s:s}", "kind", "pass");
	if (a == SS_A_TAKE_BACK)
		return json_pack("{s:s}", "kind", "take_back");
	{
		uint8_t order[RINK_SS_TEAM];
		json_t *cards = json_array();
		bool ok = rink_ss_lineup_cards(base, seat, a, order);
		for (int i = 0; i < RINK_SS_TEAM; i++)
			json_array_append_new(cards, card_json(g, ok ? order[i] : -1));
		return json_pack("{s:s, s:o}", "kind", "lineup", "cards", cards);
	}
}

/* ---- events as named fields --------------------------------------------------- */

static void set(json_t *o, const char *key, json_t *v)
{
	json_object_set_new(o, key, v);
}

json_t *rink__ss_event_json(const struct rink_game *game, const struct rink_event *e, int seat)
{
	static const char *const purposes[] = {"first_place", "semi_final_home_ice",
	                                       "overtime_cap"};
	const struct ss_game *g = ss_game_impl(game);
	const int16_t *a = e->arg;
	bool det = sees_detail(e, seat);
	json_t *o = json_object();
	char text[256];

	if (!o)
		return NULL;
	set(o, "type",
	    json_string(e->type < sizeof(event_names) / sizeof(event_names[0])
	                        ? event_names[e->type]
	                        : "?"));
	rink__ss_event_text(game, e, seat, text, sizeof(text));
	set(o, "text", json_string(text));
	switch (e->type) {
	case RINK_SS_EV_DRAW: /* private: the card drawn (the drawer) */
		set(o, "manager", seat_json(a[0]));
		set(o, "deck", json_string(rink_ss_type_name(a[1])));
		if (det)
			set(o, "card", card_json(g, a[2]));
		break;
	case RINK_SS_EV_TRADE: /* private: both cards (the two traders) */
		set(o, "manager", seat_json(a[0]));
		set(o, "target", seat_json(a[1]));
		if (det) {
			set(o, "taken", card_json(g, a[2]));
			set(o, "given", card_json(g, a[3]));
		}
		break;
	case RINK_SS_EV_DRAFT: /* private: both cards (the drafter) */
		set(o, "manager", seat_json(a[0]));
		set(o, "deck", json_string(rink_ss_type_name(a[3])));
		if (det) {
			set(o, "released", card_json(g, a[1]));
			set(o, "drawn", card_json(g, a[2]));
		}
		break;
	case RINK_SS_EV_CHALLENGE:
		set(o, "away", seat_json(a[0]));
		set(o, "home", seat_json(a[1]));
		set(o, "stage", json_string(stage_name(a[2])));
		if (a[2] == RINK_SS_SEASON) {
			set(o, "challenger", seat_json(a[0]));
			set(o, "challenged", seat_json(a[1]));
		} else {
			set(o, "series_game", json_integer(a[3]));
		}
		break;
	case RINK_SS_EV_LINEUP_SET: /* never the cards: sealed until both are in */
		set(o, "manager", seat_json(a[0]));
		set(o, "side", json_string(side_name(a[1])));
		set(o, "overtime", json_integer(a[2]));
		break;
	case RINK_SS_EV_FACEOFF: {
		char why[128];
		rink_ss_faceoff_reason(game, a[1], a[2], why, sizeof(why));
		set(o, "pair", json_integer(a[0] + 1));
		set(o, "home", seat_json(a[7] & 15));
		set(o, "away", seat_json(a[7] >> 4 & 15));
		set(o, "home_card", card_json(g, a[1]));
		set(o, "away_card", card_json(g, a[2]));
		set(o, "home_value", value_json(g, a[1]));
		set(o, "away_value", value_json(g, a[2]));
		set(o, "home_scores", json_boolean(a[3] & RINK_SS_FO_HOME_GOAL));
		set(o, "away_scores", json_boolean(a[3] & RINK_SS_FO_AWAY_GOAL));
		set(o, "home_injured", json_boolean(a[3] & RINK_SS_FO_HOME_INJURED));
		set(o, "away_injured", json_boolean(a[3] & RINK_SS_FO_AWAY_INJURED));
		set(o, "reason", json_string(why));
		set(o, "home_score", json_integer(a[4]));
		set(o, "away_score", json_integer(a[5]));
		set(o, "overtime", json_integer(a[6]));
		break;
	}
	case RINK_SS_EV_INJURY: /* face up: public */
		set(o, "manager", seat_json(a[0]));
		set(o, "card", card_json(g, a[1]));
		set(o, "deck", json_string(rink_ss_type_name(g->cards[a[1] % RINK_SS_CARDS].type)));
		set(o, "side", json_string(side_name(a[2])));
		set(o, "pair", json_integer(a[3] + 1));
		set(o, "overtime", json_integer(a[4]));
		break;
	case RINK_SS_EV_REPLACE: /* private: the new card (its manager) */
		set(o, "manager", seat_json(a[0]));
		set(o, "card", card_json(g, a[1]));
		set(o, "deck", json_string(rink_ss_type_name(g->cards[a[1] % RINK_SS_CARDS].type)));
		if (det)
			set(o, "new_card", card_json(g, a[2]));
		break;
	case RINK_SS_EV_OVERTIME:
		set(o, "overtime", json_integer(a[0]));
		set(o, "home", seat_json(a[1]));
		set(o, "away", seat_json(a[2]));
		set(o, "tied_at", json_integer(a[3]));
		break;
	case RINK_SS_EV_RESULT: {
		bool home_won = a[4] == a[0];
		set(o, "home", seat_json(a[0]));
		set(o, "away", seat_json(a[1]));
		set(o, "home_goals", json_integer(a[2]));
		set(o, "away_goals", json_integer(a[3]));
		set(o, "winner", seat_json(a[4]));
		set(o, "loser", seat_json(home_won ? a[1] : a[0]));
		set(o, "winner_goals", json_integer(home_won ? a[2] : a[3]));
		set(o, "loser_goals", json_integer(home_won ? a[3] : a[2]));
		set(o, "overtimes", json_integer(a[5]));
		set(o, "coin_toss", json_boolean(a[2] == a[3])); /* SS-GAP-08 */
		set(o, "stage", json_string(stage_name(a[6])));
		if (a[6] != RINK_SS_SEASON)
			set(o, "series_game", json_integer(a[7]));
		break;
	}
	case RINK_SS_EV_COIN_TOSS:
		set(o, "purpose", json_string(purposes[a[0] >= 0 && a[0] < 3 ? a[0] : 0]));
		set(o, "winner", seat_json(a[1]));
		set(o, "loser", seat_json(a[2]));
		set(o, "among", seats_json(a[3]));
		break;
	case RINK_SS_EV_SEASON_OVER: {
		json_t *second = json_array();
		for (int i = 0; i < a[1] && i < 5; i++)
			json_array_append_new(second, seat_json(a[3 + i]));
		set(o, "first", seat_json(a[0]));
		set(o, "tied_for_second", json_integer(a[1]));
		set(o, "second", second);
		set(o, "out", seats_json(a[2]));
		break;
	}
	case RINK_SS_EV_SERIES:
		set(o, "stage", json_string(stage_name(a[0])));
		set(o, "a", seat_json(a[1]));
		set(o, "b", seat_json(a[2]));
		set(o, "host", seat_json(a[1]));
		set(o, "best_of", json_integer(a[3]));
		set(o, "wins_needed", json_integer(a[3] / 2 + 1));
		break;
	case RINK_SS_EV_SERIES_OVER:
		set(o, "stage", json_string(stage_name(a[0])));
		set(o, "a", seat_json(a[1]));
		set(o, "b", seat_json(a[2]));
		set(o, "winner", seat_json(a[1]));
		set(o, "loser", seat_json(a[2]));
		set(o, "wins", json_integer(a[3]));
		set(o, "losses", json_integer(a[4]));
		break;
	case RINK_SS_EV_CHAMPION:
	case RINK_SS_EV_PASS:
		set(o, "manager", seat_json(a[0]));
		break;
	case RINK_SS_EV_LINEUP_BACK: /* as lineup_set: never the cards */
		set(o, "manager", seat_json(a[0]));
		set(o, "side", json_string(side_name(a[1])));
		set(o, "overtime", json_integer(a[2]));
		break;
	default:
		break;
	}
	return o;
}
