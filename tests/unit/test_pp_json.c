/*
 * tests/unit/test_pp_json.c: Power Play as a browser client sees it, in
 * JSON alone (docs/protocol/powerplay.md).
 *
 *   - every event has "type", "text" and named fields (no positional
 *     arrays), and the fields agree with what happened: the seats and cards
 *     of the record, the injury order that replacements follow, the cards
 *     gone out for the season;
 *   - private fields (a card passed face down) appear exactly for the seats
 *     whose detail bit is set, RINK_ALL_SEATS included, never for a
 *     spectator;
 *   - every legal action of whole bot games has a kind and fields that
 *     rebuild its notation;
 *   - a view never changes when what its seat cannot see is dealt anew
 *     (rink_state_resample), so it leaks no hidden card, pile order or seed;
 *   - the deck's cards and the rules are in rink_game_info_json, once per
 *     game, and no longer in any view; a card a view shows is the info's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pp_testutil.h"
#include "rink/bot.h"

static const char *const event_name[] = {
        "?",         "draw",      "trade",           "draft",         "challenge",
        "played",    "faceoff",   "injury",          "replace",       "sudden_death",
        "result",    "coin_toss", "season_over",     "series",        "series_over",
        "champion",  "pass",      "rumpelstockchen", "sitting_bully", "jolly_judge",
        "refill",    "values",    "forfeit",         "rest",          "team",
        "eliminated"};
#define N_EVENT_TYPES ((int)(sizeof(event_name) / sizeof(event_name[0])))

/* The private fields of each event type (team variant: a substitute comes
 * from a roster all can see, so replace has none). */
static const char *const *private_fields(int type, bool team_variant)
{
	static const char *const draw[] = {"card", NULL}, *const trade[] = {"taken", "given",
	                                                                    "rosalinde", NULL};
	static const char *const draft[] = {"released", "drawn", NULL}, *const played[] = {"card",
	                                                                                   NULL};
	static const char *const replace[] = {"drawn", "slot", NULL},
	                         *const team[] = {"mask_card", NULL}, *const none[] = {NULL};

	switch (type) {
	case RINK_PP_EV_DRAW:
		return draw;
	case RINK_PP_EV_TRADE:
		return trade;
	case RINK_PP_EV_DRAFT:
		return draft;
	case RINK_PP_EV_PLAYED:
		return played;
	case RINK_PP_EV_REPLACE:
		return team_variant ? none : replace;
	case RINK_PP_EV_TEAM:
		return team;
	default:
		return none;
	}
}

static const char *jstr(const json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));

	if (!v)
		fail_msg("no string \"%s\" in %s", key, json_dumps(o, JSON_COMPACT));
	return v;
}

static long long jint(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_integer(v))
		fail_msg("no integer \"%s\" in %s", key, json_dumps(o, JSON_COMPACT));
	return json_integer_value(v);
}

static const char *card_name(const rink_game *g, int id)
{
	struct rink_pp_card c;

	assert_true(rink_pp_card(g, id, &c));
	return c.name;
}

/* ---- whole bot games ---------------------------------------------------------- */

struct tally {
	uint32_t kinds;     /* action kinds seen, bit per kind_names entry */
	uint32_t events;    /* event types seen */
	int replacements;   /* replace events checked against the injury order */
	int multi_replaced; /* applies that replaced two or more injuries */
	int views;          /* views compared with a resampled world's */
	int private_hidden; /* private fields checked absent */
};

static const char *const kind_names[] = {"draw", "trade", "give", "draft", "game",
                                         "pass", "play",  "take", "bully", "judge",
                                         "team", "field", "rest", "sub",   NULL};

static int kind_index(const char *k)
{
	for (int i = 0; kind_names[i]; i++)
		if (!strcmp(k, kind_names[i]))
			return i;
	return -1;
}

/* The notation an action's fields name, built without reading it. */
static void notation_of(const json_t *j, char *buf, size_t size)
{
	const char *kind = jstr(j, "kind");
	const json_t *pile = json_object_get(j, "pile");

	if (!strcmp(kind, "draw"))
		snprintf(buf, size, "draw %s", jstr(j, "pile"));
	else if (!strcmp(kind, "trade"))
		snprintf(buf, size, "trade %lld %lld", jint(j, "manager"), jint(j, "position"));
	else if (!strcmp(kind, "game"))
		snprintf(buf, size, "game %lld", jint(j, "manager"));
	else if (!strcmp(kind, "pass"))
		snprintf(buf, size, "pass");
	else if (!strcmp(kind, "bully"))
		snprintf(buf, size, "bully %s",
		         json_is_null(pile) ? "no" : json_string_value(pile));
	else if (!strcmp(kind, "judge"))
		snprintf(buf, size, "judge %s",
		         json_is_true(json_object_get(j, "claim")) ? "claim" : "decline");
	else if (!strcmp(kind, "team"))
		snprintf(buf, size, "team %s", jstr(j, "team"));
	else
		snprintf(buf, size, "%s %s", kind, jstr(j, "card"));
}

/* Every legal action of every seat to move: kind, id, notation, and the
 * fields alone give back the notation (so they name the action). */
static void check_actions(const rink_state *s, struct tally *t)
{
	uint32_t mask = rink_state_to_move(s);

	for (int seat = 0; seat < RINK_MAX_SEATS; seat++) {
		int acts[RINK_MAX_ACTIONS], n;
		if (!(mask & (1u << seat)))
			continue;
		n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
		assert_true(n > 0);
		for (int i = 0; i < n; i++) {
			char text[512], built[512];
			json_t *j = rink_action_json(s, seat, acts[i]);
			int k, back;
			assert_non_null(j);
			k = kind_index(jstr(j, "kind"));
			if (k < 0)
				fail_msg("unknown kind in %s", json_dumps(j, JSON_COMPACT));
			t->kinds |= 1u << k;
			assert_int_equal(jint(j, "id"), acts[i]);
			rink_action_text(s, seat, acts[i], text, sizeof(text));
			assert_string_equal(jstr(j, "notation"), text);
			notation_of(j, built, sizeof(built));
			assert_string_equal(built, text);
			assert_int_equal(rink_action_parse(s, seat, built, &back, NULL), RINK_OK);
			assert_int_equal(back, acts[i]);
			if (json_object_get(j, "card"))
				assert_true(rink_pp_card_find(rink_state_game(s),
				                              jstr(j, "card")) >= 0);
			json_decref(j);
		}
	}
}

/* One event as every kind of viewer sees it. */
static void check_event(const rink_game *g, const struct rink_event *e, int managers,
                        bool team_variant, struct tally *t)
{
	const char *const *priv = private_fields(e->type, team_variant);
	const int16_t *a = e->arg;

	assert_true(e->type > 0 && e->type < N_EVENT_TYPES);
	t->events |= 1u << e->type;
	for (int viewer = RINK_ALL_SEATS; viewer < managers; viewer++) {
		json_t *j = rink_event_json(g, e, viewer), *v;
		bool sees =
		        viewer == RINK_ALL_SEATS || (viewer >= 0 && (e->detail & (1u << viewer)));
		const char *key;
		char text[512];

		assert_non_null(j);
		assert_null(json_object_get(j, "args"));
		assert_string_equal(jstr(j, "type"), event_name[e->type]);
		assert_string_equal(jstr(j, "event"), event_name[e->type]);
		rink_event_text(g, e, viewer, text, sizeof(text));
		assert_string_equal(jstr(j, "text"), text);
		/* named fields only: the one list is of seats eliminated */
		json_object_foreach(j, key, v)
		{
			if (json_is_array(v) && strcmp(key, "eliminated"))
				fail_msg("positional field \"%s\" in %s", key,
				         json_dumps(j, JSON_COMPACT));
			assert_false(json_is_object(v));
		}
		for (int i = 0; priv[i]; i++) {
			if (sees && !json_object_get(j, priv[i]))
				fail_msg("seat %d should see \"%s\": %s", viewer, priv[i],
				         json_dumps(j, JSON_COMPACT));
			if (!sees && json_object_get(j, priv[i]))
				fail_msg("seat %d sees private \"%s\": %s", viewer, priv[i],
				         json_dumps(j, JSON_COMPACT));
			t->private_hidden += !sees;
		}
		/* the fields agree with the record */
		switch (e->type) {
		case RINK_PP_EV_DRAW:
		case RINK_PP_EV_TRADE:
		case RINK_PP_EV_DRAFT:
		case RINK_PP_EV_PLAYED:
		case RINK_PP_EV_INJURY:
		case RINK_PP_EV_REPLACE:
		case RINK_PP_EV_CHAMPION:
		case RINK_PP_EV_PASS:
		case RINK_PP_EV_RUMP:
		case RINK_PP_EV_BULLY:
		case RINK_PP_EV_JUDGE:
		case RINK_PP_EV_REST:
		case RINK_PP_EV_TEAM:
		case RINK_PP_EV_ELIMINATED:
			assert_int_equal(jint(j, "manager"), a[0] + 1);
			break;
		default:
			break;
		}
		if (e->type == RINK_PP_EV_DRAW && sees)
			assert_string_equal(jstr(j, "card"), card_name(g, a[2]));
		if (e->type == RINK_PP_EV_TRADE && sees) {
			assert_string_equal(jstr(j, "taken"), card_name(g, a[2]));
			assert_string_equal(jstr(j, "given"), card_name(g, a[3]));
		}
		if (e->type == RINK_PP_EV_TRADE)
			assert_int_equal(jint(j, "with"), a[1] + 1);
		if (e->type == RINK_PP_EV_FACEOFF) {
			assert_string_equal(jstr(j, "home_card"), card_name(g, a[1]));
			assert_string_equal(jstr(j, "away_card"), card_name(g, a[2]));
			assert_int_equal(jint(j, "home_score"), a[4]);
			assert_int_equal(jint(j, "away_score"), a[5]);
			assert_int_equal(jint(j, "round"), a[0] + 1);
			assert_int_equal(json_is_true(json_object_get(j, "home_scores")), a[3] & 1);
			assert_int_equal(json_is_true(json_object_get(j, "away_scores")),
			                 (a[3] >> 1) & 1);
		}
		if (e->type == RINK_PP_EV_RESULT) {
			assert_int_equal(jint(j, "winner"), a[4] + 1);
			assert_int_equal(jint(j, "home_goals"), a[2]);
			assert_int_equal(jint(j, "away_goals"), a[3]);
		}
		if (e->type == RINK_PP_EV_INJURY)
			assert_string_equal(jstr(j, "card"), card_name(g, a[1]));
		json_decref(j);
	}
}

/* The replacements of one apply against the injuries of its game: each
 * names the injury of its order, in increasing order, and (without the
 * team variant) the injured leave for the season in that order and the
 * card drawn joins its manager's team. */
struct injuries {
	int card[64];
	int n;
	int last_replaced;
};

static void check_replacements(const rink_state *after, const struct rink_events *ev, size_t from,
                               struct injuries *inj, bool team_variant, struct tally *t)
{
	const rink_game *g = rink_state_game(after);
	uint8_t out[RINK_PP_CARDS];
	int n_out = rink_pp_out_for_season(after, out, RINK_PP_CARDS), injured[64], n_rep = 0;
	bool refill = false;

	for (size_t i = from; i < ev->n; i++) {
		const struct rink_event *e = &ev->v[i];
		json_t *j;
		if (e->type == RINK_PP_EV_CHALLENGE) {
			inj->n = 0;
			inj->last_replaced = 0;
		}
		refill |= e->type == RINK_PP_EV_REFILL;
		if (e->type == RINK_PP_EV_INJURY) {
			j = rink_event_json(g, e, RINK_SPECTATOR);
			assert_int_equal(jint(j, "order"), inj->n + 1);
			inj->card[inj->n++] = rink_pp_card_find(g, jstr(j, "card"));
			json_decref(j);
		}
		if (e->type != RINK_PP_EV_REPLACE)
			continue;
		j = rink_event_json(g, e, RINK_ALL_SEATS);
		int k = (int)jint(j, "order");
		assert_true(k > inj->last_replaced && k <= inj->n);
		inj->last_replaced = k;
		assert_int_equal(rink_pp_card_find(g, jstr(j, "injured")), inj->card[k - 1]);
		if (!team_variant) {
			struct rink_pp_view v;
			int drawn = rink_pp_card_find(g, jstr(j, "drawn"));
			bool held = false;
			rink_pp_view(after, (int)jint(j, "manager") - 1, &v);
			for (int s = 0; s < RINK_PP_TEAM; s++)
				held |= v.team[s] == drawn;
			assert_true(held || v.out[jint(j, "manager") - 1]);
			assert_int_equal(v.team[jint(j, "slot") - 1], drawn);
			injured[n_rep++] = inj->card[k - 1];
		}
		t->replacements++;
		json_decref(j);
	}
	if (n_rep >= 2)
		t->multi_replaced++;
	if (!refill && n_rep > 0) {
		assert_true(n_out >= n_rep);
		for (int i = 0; i < n_rep; i++)
			assert_int_equal(out[n_out - n_rep + i], injured[i]);
	}
}

static bool has_key(const json_t *o, const char *key)
{
	return json_object_get(o, key) != NULL;
}

/* Every card object in a view (team, roster, bench, out for the season,
 * hand, order) is the info's object of the card of that name. */
static void check_view_cards(const rink_state *s, const json_t *view)
{
	const rink_game *g = rink_state_game(s);
	json_t *info = rink_game_info_json(g), *cards = json_object_get(info, "cards");
	const json_t *gp = json_object_get(view, "game_in_play");
	const json_t *lists[] = {
	        json_object_get(view, "team"),  json_object_get(view, "roster"),
	        json_object_get(view, "bench"), json_object_get(view, "out_for_season"),
	        json_object_get(gp, "hand"),    json_object_get(gp, "order")};
	const json_t *c;
	size_t i;

	for (size_t k = 0; k < sizeof(lists) / sizeof(lists[0]); k++)
		json_array_foreach(lists[k], i, c)
		{
			int id = rink_pp_card_find(g, jstr(c, "name"));
			assert_true(id >= 0);
			if (!json_equal(c, json_array_get(cards, (size_t)id)))
				fail_msg("a view's card is not the info's: %s",
				         json_dumps(c, JSON_COMPACT));
		}
	json_decref(info);
}

/* The view of seat (and of a spectator) is the same in a world where all
 * seat cannot see is dealt anew; the viewer's own cards are his. */
static void check_views(const rink_state *s, int managers, struct rink_rng *rng, struct tally *t)
{
	json_t *spec = rink_state_view_json(s, RINK_SPECTATOR);
	json_t *gp = json_object_get(spec, "game_in_play"), *mg;
	uint32_t mask = rink_state_to_move(s);
	size_t i;

	/* a spectator: no hand, team, roster or card in a trade */
	assert_int_equal(json_array_size(json_object_get(spec, "team")), 0);
	assert_false(has_key(spec, "roster"));
	assert_false(has_key(spec, "seed"));
	if (gp)
		assert_int_equal(json_array_size(json_object_get(gp, "hand")), 0);
	if (has_key(spec, "trade"))
		assert_false(has_key(json_object_get(spec, "trade"), "taken"));
	json_array_foreach(json_object_get(spec, "to_move"), i, mg)
	{
		assert_true(mask & (1u << (json_integer_value(mg) - 1)));
		mask &= ~(1u << (json_integer_value(mg) - 1));
	}
	assert_int_equal(mask, 0);
	assert_int_equal(json_array_size(json_object_get(spec, "managers")), managers);
	assert_false(has_key(spec, "deck"));
	check_view_cards(s, spec);
	for (int seat = 0; seat < managers; seat++) {
		json_t *v = rink_state_view_json(s, seat), *w, *ws;
		rink_state *r = rink_state_clone(s);
		struct rink_pp_view pv;
		size_t n_team = 0;

		rink_pp_view(s, seat, &pv);
		for (int k = 0; k < RINK_PP_TEAM; k++)
			n_team += pv.team[k] != RINK_PP_NO_CARD;
		assert_int_equal(json_array_size(json_object_get(v, "team")), n_team);
		assert_false(has_key(v, "deck"));
		check_view_cards(s, v);
		if (rink_state_resample(r, seat, rng) == RINK_OK) {
			w = rink_state_view_json(r, seat);
			ws = rink_state_view_json(r, RINK_SPECTATOR);
			if (!json_equal(v, w))
				fail_msg("seat %d's view changes with what it cannot see:\n%s\n%s",
				         seat + 1, json_dumps(v, JSON_COMPACT),
				         json_dumps(w, JSON_COMPACT));
			if (!json_equal(spec, ws))
				fail_msg("the spectator's view changes with hidden cards:\n%s\n%s",
				         json_dumps(spec, JSON_COMPACT),
				         json_dumps(ws, JSON_COMPACT));
			json_decref(w);
			json_decref(ws);
			t->views++;
		}
		rink_state_free(r);
		json_decref(v);
	}
	json_decref(spec);
}

/* Plays one whole game with bots of kind, checking every action list,
 * every event and (every `view_every` actions) every view. */
static void play_checked(const char *params, uint64_t seed, const char *kind, int view_every,
                         struct tally *t)
{
	rink_game *g = pp_new(params);
	rink_state *s = rink_state_new(g, seed);
	int managers = rink_game_num_seats(g);
	rink_bot *bots[RINK_MAX_SEATS];
	struct rink_events ev = {0};
	struct injuries inj = {0};
	struct rink_rng rng;
	struct rink_pp_view pv;
	struct rink_error err;
	int steps = 0;

	rink_rng_seed(&rng, seed ^ 0x5eed);
	rink_pp_view(s, RINK_SPECTATOR, &pv);
	for (int m = 0; m < managers; m++) {
		bots[m] = rink_bot_new(g, kind, seed * 31 + (uint64_t)m, &err);
		if (!bots[m])
			fail_msg("bot %s: %s", kind, err.text);
	}
	while (!rink_state_is_over(s)) {
		int seat = __builtin_ctz(rink_state_to_move(s)), a;
		size_t from = ev.n;
		check_actions(s, t);
		if (steps % view_every == 0)
			check_views(s, managers, &rng, t);
		a = rink_bot_act(bots[seat], s, seat);
		assert_int_equal(rink_state_apply(s, seat, a, &ev, &err), RINK_OK);
		for (size_t i = from; i < ev.n; i++)
			check_event(g, &ev.v[i], managers, pv.team_variant, t);
		check_replacements(s, &ev, from, &inj, pv.team_variant, t);
		assert_true(++steps < 200000);
	}
	check_views(s, managers, &rng, t);
	for (int m = 0; m < managers; m++)
		rink_bot_free(bots[m]);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_whole_games(void **state)
{
	struct tally t = {0};

	(void)state;
	play_checked("managers=4", 4, "heuristic", 1, &t);
	play_checked("managers=3,ending=short,lineup=fixed,home_ice=1", 5, "heuristic", 1, &t);
	play_checked("managers=6,ending=short,postseason=turns", 6, "heuristic", 3, &t);
	play_checked("managers=3,ending=short", 7, "random", 1, &t);
	/* every kind of the classic game, every event of a season */
	for (const char *const *k = (const char *const[]){"draw", "trade", "give", "draft", "game",
	                                                  "play", "bully", "judge", NULL};
	     *k; k++)
		if (!(t.kinds & (1u << kind_index(*k))))
			fail_msg("no '%s' action was checked", *k);
	for (int type = RINK_PP_EV_DRAW; type <= RINK_PP_EV_SERIES_OVER; type++)
		if (type != RINK_PP_EV_COIN_TOSS && !(t.events & (1u << type)))
			fail_msg("no '%s' event was checked", event_name[type]);
	assert_true(t.replacements > 20);
	assert_true(t.multi_replaced > 0);
	assert_true(t.views > 1000);
	assert_true(t.private_hidden > 100);
}

static void test_whole_games_team_variant(void **state)
{
	struct tally t = {0};

	(void)state;
	play_checked("managers=4,team_variant=1,ending=short", 8, "heuristic", 1, &t);
	play_checked("managers=3,team_variant=1,ending=short,substitute=choose,"
	             "team_injury=season",
	             9, "random", 1, &t);
	for (const char *const *k =
	             (const char *const[]){"team", "field", "rest", "game", "play", NULL};
	     *k; k++)
		if (!(t.kinds & (1u << kind_index(*k))))
			fail_msg("no '%s' action was checked", *k);
	assert_true(t.events & (1u << RINK_PP_EV_TEAM));
	assert_true(t.events & (1u << RINK_PP_EV_REST));
	assert_true(t.views > 100);
}

/* ---- one position at a time ---------------------------------------------------- */

static json_t *last_json(const rink_game *g, const struct rink_events *ev, int type, int seat)
{
	const struct rink_event *e = NULL;

	for (size_t i = 0; i < ev->n; i++)
		if (ev->v[i].type == type)
			e = &ev->v[i];
	assert_non_null(e);
	return rink_event_json(g, e, seat);
}

/* A card laid face down: its manager sees it, his opponent, a third
 * manager and a spectator see only that it is down; the view shows it
 * down but not which. */
static void test_played_card_private(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	struct rink_events ev = {0};
	rink_state *s = rink_state_new(g, 1);
	json_t *j, *v, *gp;

	(void)state;
	rink_state_free(s);
	s = pp_after_setup(g, 1);
	pp_team(s, 0, "Superstar,Blue Liner,Rink Rat,Iron Mike,Masher,Sieve");
	pp_team(s, 1, "Comet Kowalski,Twinkle Toes,Gnome,Troll,Thrasher,Brick Wall");
	pp_do(s, 0, "game 2", &ev);
	pp_do(s, 0, "play Superstar", &ev);
	j = last_json(g, &ev, RINK_PP_EV_PLAYED, 0);
	assert_string_equal(jstr(j, "card"), "Superstar");
	assert_string_equal(jstr(j, "side"), "away");
	assert_int_equal(jint(j, "round"), 1);
	json_decref(j);
	for (int seat = RINK_SPECTATOR; seat < 3; seat++) {
		if (seat == 0)
			continue;
		j = last_json(g, &ev, RINK_PP_EV_PLAYED, seat);
		assert_null(json_object_get(j, "card"));
		assert_int_equal(jint(j, "manager"), 1);
		json_decref(j);
		v = rink_state_view_json(s, seat);
		gp = json_object_get(v, "game_in_play");
		assert_true(json_is_true(json_object_get(gp, "away_card_down")));
		char *d = json_dumps(gp, JSON_COMPACT);
		assert_null(strstr(d, "Superstar"));
		free(d);
		json_decref(v);
	}
	/* revealed: the round is face up for all */
	pp_do(s, 1, "play Gnome", &ev);
	v = rink_state_view_json(s, RINK_SPECTATOR);
	gp = json_object_get(json_object_get(v, "game_in_play"), "rounds");
	assert_int_equal(json_array_size(gp), 1);
	assert_string_equal(jstr(json_array_get(gp, 0), "away_card"), "Superstar");
	assert_string_equal(jstr(json_array_get(gp, 0), "home_card"), "Gnome");
	json_decref(v);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* A trade between managers 1 and 2: the traders see the cards, manager 3
 * and a spectator the pile only; while the card is in hand the view shows
 * the taker alone which card it is. */
static void test_trade_private(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	rink_state *s = pp_after_setup(g, 3);
	struct rink_events ev = {0};
	struct rink_pp_view pv;
	json_t *j, *tr;

	(void)state;
	rink_pp_view(s, RINK_SPECTATOR, &pv);
	int me = pv.active, other = (me + 1) % 3, third = (me + 2) % 3;
	char t[32];
	snprintf(t, sizeof(t), "trade %d 1", other + 1);
	pp_do(s, me, t, &ev);
	for (int seat = RINK_SPECTATOR; seat < 3; seat++) {
		j = rink_state_view_json(s, seat);
		tr = json_object_get(j, "trade");
		assert_non_null(tr);
		assert_int_equal(jint(tr, "manager"), me + 1);
		assert_int_equal(jint(tr, "with"), other + 1);
		jstr(tr, "pile");
		assert_int_equal(has_key(tr, "taken"), seat == me);
		assert_int_equal(has_key(tr, "rosalinde"), seat == me);
		json_decref(j);
	}
	int acts[RINK_MAX_ACTIONS];
	assert_true(rink_state_legal(s, me, acts, RINK_MAX_ACTIONS) > 0);
	j = rink_action_json(s, me, acts[0]);
	assert_string_equal(jstr(j, "kind"), "give");
	json_decref(j);
	rink_state_apply_fast(s, me, acts[0], &ev);
	for (int seat = RINK_ALL_SEATS; seat < 3; seat++) {
		bool sees = seat == RINK_ALL_SEATS || seat == me || seat == other;
		j = last_json(g, &ev, RINK_PP_EV_TRADE, seat);
		assert_int_equal(has_key(j, "taken"), sees);
		assert_int_equal(has_key(j, "given"), sees);
		assert_int_equal(has_key(j, "rosalinde"), sees);
		assert_true(has_key(j, "pile"));
		json_decref(j);
	}
	(void)third;
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-INJURY-07/08: Thrasher 7 (home, manager 2) and Masher 5 (away,
 * manager 1) are hurt in one face-off, the higher first; the injury
 * events, the view and the replacements all give that order. */
static void test_replacement_order(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Iron Mike,Masher,Sieve",
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Thrasher,Brick Wall", &ev);
	json_t *v, *inj, *j;
	const char *order[2] = {"Thrasher", "Masher"};
	int n = 0;

	(void)state;
	pp_round(s, "Masher", "Thrasher", &ev);
	v = rink_state_view_json(s, RINK_SPECTATOR);
	inj = json_object_get(json_object_get(v, "game_in_play"), "injuries");
	assert_int_equal(json_array_size(inj), 2);
	for (int k = 0; k < 2; k++) {
		assert_string_equal(jstr(json_array_get(inj, k), "card"), order[k]);
		assert_int_equal(jint(json_array_get(inj, k), "order"), k + 1);
		assert_false(json_is_true(json_object_get(json_array_get(inj, k), "replaced")));
	}
	assert_int_equal(jint(json_array_get(inj, 0), "manager"), 2);
	json_decref(v);
	pp_rounds(s, "Superstar,Blue Liner,Rink Rat,Iron Mike,Sieve",
	          "Gnome,Twinkle Toes,Comet Kowalski,Troll,Brick Wall", &ev);
	for (size_t i = 0, n_inj = 0; i < ev.n; i++) {
		bool rep = ev.v[i].type == RINK_PP_EV_REPLACE;
		if (ev.v[i].type == RINK_PP_EV_INJURY) {
			j = rink_event_json(g, &ev.v[i], RINK_SPECTATOR);
			assert_int_equal(jint(j, "order"), ++n_inj);
			if (n_inj <= 2)
				assert_string_equal(jstr(j, "card"), order[n_inj - 1]);
			json_decref(j);
		}
		if (!rep || n >= 2)
			continue;
		j = rink_event_json(g, &ev.v[i], RINK_ALL_SEATS);
		assert_string_equal(jstr(j, "injured"), order[n]);
		assert_int_equal(jint(j, "order"), n + 1);
		{
			char drawn[64];
			snprintf(drawn, sizeof(drawn), "%s", jstr(j, "drawn"));
			int who = (int)jint(j, "manager") - 1;
			assert_int_equal(who, n == 0 ? 1 : 0);
			assert_string_equal(jstr(j, "from"), "pile");
			json_decref(j);
			/* the drawn card: its manager's to see, not his opponent's */
			j = rink_event_json(g, &ev.v[i], who);
			assert_string_equal(jstr(j, "drawn"), drawn);
			json_decref(j);
			j = rink_event_json(g, &ev.v[i], 1 - who);
			assert_null(json_object_get(j, "drawn"));
			assert_null(json_object_get(j, "slot"));
			assert_string_equal(jstr(j, "injured"), order[n]);
			json_decref(j);
			j = rink_event_json(g, &ev.v[i], RINK_SPECTATOR);
			assert_null(json_object_get(j, "drawn"));
			n++;
		}
		json_decref(j);
	}
	assert_int_equal(n, 2);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* The special players' choices are actions with fields too. */
static void test_special_actions(void **state)
{
	rink_game *g = pp_new("managers=2");
	rink_state *s = pp_after_setup(g, 1);
	struct {
		int action;
		const char *kind, *key, *value;
	} cases[] = {
	        {rink_pp_action_bully(RINK_PP_GOALIE), "bully", "pile", "goalie"},
	        {rink_pp_action_take(pp_id(g, "Superstar")), "take", "card", "Superstar"},
	        {rink_pp_action_sub(pp_id(g, "Gnome")), "sub", "card", "Gnome"},
	        {rink_pp_action_rest(pp_id(g, "Gnome")), "rest", "card", "Gnome"},
	        {rink_pp_action_field(pp_id(g, "Gnome")), "field", "card", "Gnome"},
	        {rink_pp_action_give(pp_id(g, "Gnome")), "give", "card", "Gnome"},
	};
	json_t *j;

	(void)state;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		j = rink_action_json(s, 0, cases[i].action);
		assert_string_equal(jstr(j, "kind"), cases[i].kind);
		assert_string_equal(jstr(j, cases[i].key), cases[i].value);
		assert_int_equal(jint(j, "id"), cases[i].action);
		json_decref(j);
	}
	j = rink_action_json(s, 0, rink_pp_action_bully(-1));
	assert_true(json_is_null(json_object_get(j, "pile")));
	json_decref(j);
	j = rink_action_json(s, 0, rink_pp_action_judge(false));
	assert_true(json_is_false(json_object_get(j, "claim")));
	assert_string_equal(jstr(j, "notation"), "judge decline");
	json_decref(j);
	j = rink_action_json(s, 0, rink_pp_action_trade(1, 4));
	assert_int_equal(jint(j, "manager"), 2);
	assert_int_equal(jint(j, "position"), 5);
	json_decref(j);
	rink_state_free(s);
	rink_game_free(g);
}

/* rink_game_info_json: every card of the deck exactly once, by id, with
 * the fields the view's card objects have, and the rules in force; the
 * same for equal parameters (it takes only the game: one for all seats
 * and spectators), and nothing of a state (no pile order, no seed). */
static void test_info_lists_every_card(void **state)
{
	static const char *const piles[] = {"forward", "defense", "goalie"};
	static const char *const specials[] = {"none",        "hydra",           "jolly_judge",
	                                       "rosalinde",   "rumpelstockchen", "sitting_bully",
	                                       "willy_winzig"};
	const char *params = "managers=5,ending=short,lineup=fixed,home_ice=1,"
	                     "substitute=choose,ot_cap=7";
	rink_game *g = pp_new(params), *g2 = pp_new(params);
	json_t *info = rink_game_info_json(g), *cards = json_object_get(info, "cards"), *c;
	json_t *again = rink_game_info_json(g), *other = rink_game_info_json(g2), *rules;
	bool seen[RINK_PP_CARDS] = {false};
	int by_type[3] = {0, 0, 0};
	size_t i;

	(void)state;
	assert_non_null(info);
	assert_string_equal(jstr(info, "game"), "powerplay");
	assert_int_equal(json_object_size(info), 3);
	assert_int_equal(json_array_size(cards), RINK_PP_CARDS);
	json_array_foreach(cards, i, c)
	{
		struct rink_pp_card pc;
		int id;

		assert_true(rink_pp_card(g, (int)i, &pc));
		assert_int_equal(json_object_size(c), 6);
		assert_string_equal(jstr(c, "name"), pc.name);
		id = rink_pp_card_find(g, pc.name);
		assert_int_equal(id, (int)i);
		assert_false(seen[id]);
		seen[id] = true;
		assert_string_equal(jstr(c, "type"), piles[pc.type]);
		by_type[pc.type]++;
		assert_int_equal(jint(c, "value"), pc.value);
		assert_true(json_is_boolean(json_object_get(c, "bruiser")));
		assert_int_equal(json_is_true(json_object_get(c, "bruiser")), pc.bruiser);
		assert_string_equal(jstr(c, "special"), specials[pc.special]);
		assert_string_equal(jstr(c, "team"), pc.symbol);
	}
	for (int id = 0; id < RINK_PP_CARDS; id++)
		assert_true(seen[id]);
	/* the piles a view counts down hold the info's cards of each type */
	{
		rink_state *s = rink_state_new(g, 3);
		struct rink_pp_view v;

		rink_pp_view(s, RINK_SPECTATOR, &v);
		for (int t = 0; t < 3; t++)
			assert_int_equal(v.pile_count[t], by_type[t]);
		rink_state_free(s);
	}
	rules = json_object_get(info, "rules");
	assert_int_equal(jint(rules, "managers"), 5);
	assert_string_equal(jstr(rules, "ending"), "short");
	assert_int_equal(jint(rules, "wins_target"), 5);
	assert_string_equal(jstr(rules, "wins_count"), "all");
	assert_true(json_is_true(json_object_get(rules, "home_ice")));
	assert_true(json_is_true(json_object_get(rules, "fixed_lineup")));
	assert_true(json_is_false(json_object_get(rules, "team_variant")));
	assert_true(json_is_false(json_object_get(rules, "postseason_turns")));
	assert_string_equal(jstr(rules, "substitute"), "choose");
	assert_string_equal(jstr(rules, "team_injury"), "rest");
	assert_int_equal(jint(rules, "ot_cap"), 7);
	assert_int_equal(jint(rules, "turn_cap"), 0);
	assert_true(json_is_false(json_object_get(rules, "bruiser_beats_goalie")));
	assert_true(json_is_false(json_object_get(rules, "bruisers_spare_each_other")));
	assert_true(json_equal(info, again));
	assert_true(json_equal(info, other));
	json_decref(again);
	json_decref(other);
	json_decref(info);
	rink_game_free(g2);
	rink_game_free(g);
}

/* The views of a game under way have no deck and none of the info's
 * cards beyond those the view shows: far smaller than with the deck. */
static void test_view_leaves_the_deck_out(void **state)
{
	rink_game *g = pp_new("managers=4");
	rink_state *s = pp_after_setup(g, 11);
	json_t *info = rink_game_info_json(g);
	char *ti = json_dumps(info, JSON_COMPACT);

	(void)state;
	for (int seat = RINK_SPECTATOR; seat < 4; seat++) {
		json_t *v = rink_state_view_json(s, seat);
		char *tv = json_dumps(v, JSON_COMPACT);

		assert_false(has_key(v, "deck"));
		assert_false(has_key(v, "cards"));
		assert_true(strlen(tv) < strlen(ti));
		free(tv);
		json_decref(v);
	}
	free(ti);
	json_decref(info);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_played_card_private),
	        cmocka_unit_test(test_trade_private),
	        cmocka_unit_test(test_replacement_order),
	        cmocka_unit_test(test_special_actions),
	        cmocka_unit_test(test_info_lists_every_card),
	        cmocka_unit_test(test_view_leaves_the_deck_out),
	        cmocka_unit_test(test_whole_games),
	        cmocka_unit_test(test_whole_games_team_variant),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
