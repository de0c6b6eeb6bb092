/*
 * tests/unit/test_ss_json.c: Slapshot as a client sees it, in JSON alone
 * (docs/protocol/slapshot.md).
 *
 * Whole seasons are played by bots (heuristic and random) under several
 * rule sets, and after every action:
 *   - each event's named fields agree with what happened: the card drawn,
 *     drafted or traded is where the event says, the face-offs are the
 *     line-ups handed in, the running score and the result follow from
 *     the face-offs, the standings summed from the results are the view's,
 *     the bracket's managers are the ones that play the series;
 *   - private fields are there exactly for the event's detail seats and
 *     RINK_ALL_SEATS: any other seat sees what a spectator sees;
 *   - every legal action has a kind and named fields that, written back as
 *     notation, parse to the same action;
 *   - the view draws the table: the seat's own cards, everyone's team
 *     shape, decks, standings, whose move, the game in play;
 *   - a line-up handed in first is sealed: every other seat's view and
 *     event is the same whatever order it holds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/bot.h"
#include "rink/rng.h"
#include "ss_testutil.h"

/* ---- small JSON readers that fail the test on a missing field --------------------- */

static const char *str_of(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_string(v))
		fail_msg("field '%s' is not a string in %s", key, json_dumps(o, JSON_COMPACT));
	return json_string_value(v);
}

static int int_of(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_integer(v))
		fail_msg("field '%s' is not an integer in %s", key, json_dumps(o, JSON_COMPACT));
	return (int)json_integer_value(v);
}

static bool bool_of(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_boolean(v))
		fail_msg("field '%s' is not a boolean in %s", key, json_dumps(o, JSON_COMPACT));
	return json_is_true(v);
}

/* The managers (from 1) listed in an array, as a mask of seats. */
static unsigned seats_of(const json_t *o, const char *key)
{
	const json_t *a = json_object_get(o, key), *v;
	unsigned mask = 0;
	size_t i;

	assert_true(json_is_array(a));
	json_array_foreach(a, i, v)
	{
		assert_true(json_is_integer(v));
		mask |= 1u << (json_integer_value(v) - 1);
	}
	return mask;
}

/* Exactly these keys, no more, no fewer (NULL-terminated). */
static void assert_keys(const json_t *o, const char *const *keys)
{
	size_t n = 0;

	for (; keys[n]; n++)
		if (!json_object_get(o, keys[n]))
			fail_msg("no '%s' in %s", keys[n], json_dumps(o, JSON_COMPACT));
	if (json_object_size(o) != n)
		fail_msg("unexpected fields in %s", json_dumps(o, JSON_COMPACT));
}

static bool team_has(const rink_state *s, int seat, const char *name)
{
	json_t *v = rink_state_view_json(s, seat), *c;
	size_t i;
	bool found = false;

	json_array_foreach(json_object_get(v, "team"), i, c) found |=
	        strcmp(str_of(c, "name"), name) == 0;
	json_decref(v);
	return found;
}

/* ---- actions ---------------------------------------------------------------------- */

enum { K_DRAW, K_TRADE, K_GIVE, K_DRAFT, K_CHALLENGE, K_PASS, K_LINEUP, K_N };
static const char *const kinds[K_N] = {"draw",      "trade", "give",  "draft",
                                       "challenge", "pass",  "lineup"};

/* One legal action as JSON: its kind and fields, written back as notation,
 * parse to the same action; returns the kind's index. */
static int check_action(const rink_state *s, int seat, int a)
{
	json_t *o = rink_action_json(s, seat, a);
	char text[512], notation[512];
	int k, back = -1;
	struct rink_error err;

	assert_non_null(o);
	assert_int_equal(int_of(o, "id"), a);
	rink_action_text(s, seat, a, notation, sizeof(notation));
	assert_string_equal(str_of(o, "notation"), notation);
	for (k = 0; k < K_N; k++)
		if (!strcmp(str_of(o, "kind"), kinds[k]))
			break;
	if (k == K_N)
		fail_msg("action %d (%s): unknown kind '%s'", a, notation, str_of(o, "kind"));
	switch (k) {
	case K_DRAW:
		assert_keys(o, (const char *const[]){"kind", "deck", "id", "notation", NULL});
		snprintf(text, sizeof(text), "draw %s", str_of(o, "deck"));
		break;
	case K_TRADE:
		assert_keys(o, (const char *const[]){"kind", "manager", "position", "id",
		                                     "notation", NULL});
		snprintf(text, sizeof(text), "trade %d %d", int_of(o, "manager"),
		         int_of(o, "position"));
		break;
	case K_GIVE:
	case K_DRAFT: {
		int c = rink_ss_card_find(rink_state_game(s), str_of(o, "card"));
		assert_keys(o,
		            (const char *const[]){"kind", "card", "deck", "id", "notation", NULL});
		assert_true(c >= 0);
		assert_string_equal(str_of(o, "deck"),
		                    rink_ss_type_name(rink_ss_card(rink_state_game(s), c)->type));
		assert_true(team_has(s, seat, str_of(o, "card")));
		snprintf(text, sizeof(text), "%s %s", kinds[k], str_of(o, "card"));
		break;
	}
	case K_CHALLENGE:
		assert_keys(o, (const char *const[]){"kind", "manager", "id", "notation", NULL});
		assert_int_not_equal(int_of(o, "manager"), seat + 1);
		snprintf(text, sizeof(text), "game %d", int_of(o, "manager"));
		break;
	case K_PASS:
		assert_keys(o, (const char *const[]){"kind", "id", "notation", NULL});
		snprintf(text, sizeof(text), "pass");
		break;
	default: {
		json_t *cards = json_object_get(o, "cards"), *c;
		size_t i, n = (size_t)snprintf(text, sizeof(text), "lineup ");
		assert_keys(o, (const char *const[]){"kind", "cards", "id", "notation", NULL});
		assert_int_equal(json_array_size(cards), 6);
		json_array_foreach(cards, i, c) n += (size_t)snprintf(
		        text + n, sizeof(text) - n, "%s%s", i ? "," : "", json_string_value(c));
		break;
	}
	}
	if (rink_action_parse(s, seat, text, &back, &err) != RINK_OK)
		fail_msg("'%s' from the fields of '%s': %s", text, notation, err.text);
	if (back != a)
		fail_msg("'%s' from the fields of '%s' is another action", text, notation);
	json_decref(o);
	return k;
}

/* ---- events: privacy --------------------------------------------------------------- */

/* Private fields by event type. */
static const char *const *private_keys(int type)
{
	static const char *const none[] = {NULL}, *const draw[] = {"card", NULL},
	                         *const trade[] = {"taken", "given", NULL},
	                         *const draft[] = {"released", "drawn", NULL},
	                         *const replace[] = {"new_card", NULL};

	switch (type) {
	case RINK_SS_EV_DRAW:
		return draw;
	case RINK_SS_EV_TRADE:
		return trade;
	case RINK_SS_EV_DRAFT:
		return draft;
	case RINK_SS_EV_REPLACE:
		return replace;
	default:
		return none;
	}
}

static void check_privacy(const rink_game *g, const struct rink_event *e)
{
	int n = rink_game_num_seats(g);
	const char *const *keys = private_keys(e->type);
	json_t *pub = rink_event_json(g, e, RINK_SPECTATOR);
	json_t *all = rink_event_json(g, e, RINK_ALL_SEATS);

	/* only the seats involved get details: draws, drafts and replacements
	 * their manager, trades the two traders; the rest are public */
	if (keys[0])
		assert_int_equal(e->detail, e->type == RINK_SS_EV_TRADE
		                                    ? (1u << e->arg[0]) | (1u << e->arg[1])
		                                    : 1u << e->arg[0]);
	for (int k = 0; keys[k]; k++) {
		assert_null(json_object_get(pub, keys[k]));
		assert_non_null(json_object_get(all, keys[k]));
		/* the card named privately is nowhere in the public JSON */
		char *text = tu_dump(json_incref(pub));
		assert_false(
		        tu_mentions(text, json_string_value(json_object_get(all, keys[k])), false));
		free(text);
	}
	for (int m = 0; m < n; m++) {
		json_t *o = rink_event_json(g, e, m);
		if (e->detail >> m & 1) {
			for (int k = 0; keys[k]; k++)
				assert_true(json_equal(json_object_get(o, keys[k]),
				                       json_object_get(all, keys[k])));
		} else {
			/* a seat without detail sees exactly what a spectator sees */
			assert_true(json_equal(o, pub));
		}
		json_decref(o);
	}
	json_decref(pub);
	json_decref(all);
}

/* ---- events: what happened ---------------------------------------------------------- */

struct track {
	int n;
	int wins[6], gf[6], ga[6];   /* the season, summed from results */
	int home, away;              /* seats of the game in play, -1 none */
	uint8_t lineup[2][6];        /* handed in, by side */
	int pair;                    /* face-offs seen in this game (regulation or OT) */
	int ot;                      /* overtime game number */
	int score[2];                /* running score of the current game */
	int tied_at;                 /* regulation score once tied */
	char fo_card[2][6][40];      /* cards met, by side and pair */
	unsigned first, second, out; /* after the season: seat masks */
	int series_a, series_b, best_of, series_winner;
	int champion;
	int coin_tosses, overtimes, injuries, seasons_over, injured_face_up;
};

static void check_event(struct track *t, const rink_state *after, const rink_game *g,
                        const struct rink_event *e, int seat)
{
	json_t *o = rink_event_json(g, e, RINK_ALL_SEATS);
	const char *type = str_of(o, "type");

	assert_non_null(json_object_get(o, "text"));
	switch (e->type) {
	case RINK_SS_EV_DRAW:
		assert_string_equal(type, "draw");
		assert_int_equal(int_of(o, "manager"), seat + 1);
		assert_true(team_has(after, seat, str_of(o, "card")));
		assert_string_equal(
		        str_of(o, "deck"),
		        rink_ss_type_name(rink_ss_card(g, tu_card(g, str_of(o, "card")))->type));
		break;
	case RINK_SS_EV_DRAFT:
		assert_string_equal(type, "draft");
		assert_int_equal(int_of(o, "manager"), seat + 1);
		assert_true(team_has(after, seat, str_of(o, "drawn")));
		assert_false(team_has(after, seat, str_of(o, "released")));
		assert_string_equal(
		        str_of(o, "deck"),
		        rink_ss_type_name(rink_ss_card(g, tu_card(g, str_of(o, "drawn")))->type));
		break;
	case RINK_SS_EV_TRADE:
		assert_string_equal(type, "trade");
		assert_int_equal(int_of(o, "manager"), seat + 1);
		assert_true(team_has(after, seat, str_of(o, "taken")));
		assert_true(team_has(after, int_of(o, "target") - 1, str_of(o, "given")));
		assert_false(team_has(after, seat, str_of(o, "given")));
		break;
	case RINK_SS_EV_CHALLENGE:
		assert_string_equal(type, "challenge");
		t->home = int_of(o, "home") - 1;
		t->away = int_of(o, "away") - 1;
		t->pair = 0;
		t->ot = 0;
		t->score[0] = 1; /* home ice */
		t->score[1] = 0;
		if (!strcmp(str_of(o, "stage"), "season")) {
			assert_int_equal(int_of(o, "challenger"), seat + 1);
			assert_int_equal(int_of(o, "challenged"), t->home + 1);
			assert_int_equal(t->away, seat);
		} else {
			unsigned both = (1u << t->home) | (1u << t->away);
			assert_int_equal(both, (1u << t->series_a) | (1u << t->series_b));
			assert_true(int_of(o, "series_game") >= 1);
		}
		break;
	case RINK_SS_EV_LINEUP_SET: {
		int side = !strcmp(str_of(o, "side"), "away");
		assert_int_equal(int_of(o, "manager"), seat + 1);
		assert_int_equal(seat, side ? t->away : t->home);
		assert_int_equal(int_of(o, "overtime"), t->ot);
		break;
	}
	case RINK_SS_EV_FACEOFF: {
		int p = int_of(o, "pair") - 1;
		assert_int_equal(p, t->pair++);
		assert_int_equal(int_of(o, "home"), t->home + 1);
		assert_int_equal(int_of(o, "away"), t->away + 1);
		assert_int_equal(int_of(o, "overtime"), t->ot);
		/* the face-off is the line-ups handed in, pair by pair */
		assert_int_equal(tu_card(g, str_of(o, "home_card")), t->lineup[0][p]);
		assert_int_equal(tu_card(g, str_of(o, "away_card")), t->lineup[1][p]);
		snprintf(t->fo_card[0][p], 40, "%s", str_of(o, "home_card"));
		snprintf(t->fo_card[1][p], 40, "%s", str_of(o, "away_card"));
		assert_true(json_real_value(json_object_get(o, "home_value")) * 2 ==
		            rink_ss_card(g, t->lineup[0][p])->value2);
		int bits = rink_ss_faceoff(g, t->lineup[0][p], t->lineup[1][p]);
		assert_int_equal(bool_of(o, "home_scores"), !!(bits & RINK_SS_FO_HOME_GOAL));
		assert_int_equal(bool_of(o, "away_scores"), !!(bits & RINK_SS_FO_AWAY_GOAL));
		assert_int_equal(bool_of(o, "home_injured"), !!(bits & RINK_SS_FO_HOME_INJURED));
		assert_int_equal(bool_of(o, "away_injured"), !!(bits & RINK_SS_FO_AWAY_INJURED));
		t->score[0] += bool_of(o, "home_scores");
		t->score[1] += bool_of(o, "away_scores");
		assert_int_equal(int_of(o, "home_score"), t->score[0]);
		assert_int_equal(int_of(o, "away_score"), t->score[1]);
		break;
	}
	case RINK_SS_EV_INJURY: {
		int side = !strcmp(str_of(o, "side"), "away");
		int p = int_of(o, "pair") - 1;
		assert_int_equal(int_of(o, "manager"), (side ? t->away : t->home) + 1);
		assert_int_equal(p, t->pair - 1); /* right after its face-off */
		assert_string_equal(str_of(o, "card"), t->fo_card[side][p]);
		assert_int_equal(int_of(o, "overtime"), t->ot);
		t->injuries++;
		break;
	}
	case RINK_SS_EV_REPLACE:
		assert_false(team_has(after, int_of(o, "manager") - 1, str_of(o, "card")));
		assert_true(team_has(after, int_of(o, "manager") - 1, str_of(o, "new_card")));
		break;
	case RINK_SS_EV_OVERTIME:
		assert_int_equal(int_of(o, "overtime"), t->ot + 1);
		assert_int_equal(int_of(o, "home"), t->home + 1);
		assert_int_equal(int_of(o, "away"), t->away + 1);
		if (t->ot == 0) {
			assert_int_equal(t->score[0], t->score[1]);
			t->tied_at = t->score[0];
		}
		assert_int_equal(int_of(o, "tied_at"), t->tied_at);
		t->ot++;
		t->pair = 0;
		t->score[0] = t->score[1] = 0;
		t->overtimes++;
		break;
	case RINK_SS_EV_RESULT: {
		int h = int_of(o, "home") - 1, a = int_of(o, "away") - 1,
		    w = int_of(o, "winner") - 1;
		int hg = int_of(o, "home_goals"), ag = int_of(o, "away_goals");
		assert_int_equal(h, t->home);
		assert_int_equal(a, t->away);
		assert_true(w == h || w == a);
		assert_int_equal(int_of(o, "loser") - 1, w == h ? a : h);
		assert_int_equal(int_of(o, "winner_goals"), w == h ? hg : ag);
		assert_int_equal(int_of(o, "loser_goals"), w == h ? ag : hg);
		assert_int_equal(int_of(o, "overtimes"), t->ot);
		if (bool_of(o, "coin_toss")) {
			assert_int_equal(hg, ag);
			assert_int_equal(hg, t->tied_at);
		} else if (t->ot == 0) {
			assert_int_equal(hg, t->score[0]);
			assert_int_equal(ag, t->score[1]);
		} else { /* the regulation score and the deciding goal */
			assert_int_equal(int_of(o, "winner_goals"), t->tied_at + 1);
			assert_int_equal(int_of(o, "loser_goals"), t->tied_at);
			assert_int_equal(t->score[w == h ? 0 : 1], 1);
		}
		if (!strcmp(str_of(o, "stage"), "season")) {
			assert_null(json_object_get(o, "series_game"));
			t->wins[w]++;
			t->gf[h] += hg;
			t->ga[h] += ag;
			t->gf[a] += ag;
			t->ga[a] += hg;
		} else {
			assert_true(int_of(o, "series_game") >= 1);
		}
		t->home = t->away = -1;
		break;
	}
	case RINK_SS_EV_COIN_TOSS: {
		unsigned among = seats_of(o, "among");
		const char *why = str_of(o, "purpose");
		assert_true(among >> (int_of(o, "winner") - 1) & 1);
		if (json_is_integer(json_object_get(o, "loser")))
			assert_true(among >> (int_of(o, "loser") - 1) & 1);
		else
			assert_true(json_is_null(json_object_get(o, "loser")));
		assert_true(!strcmp(why, "first_place") || !strcmp(why, "semi_final_home_ice") ||
		            !strcmp(why, "overtime_cap"));
		t->coin_tosses++;
		break;
	}
	case RINK_SS_EV_SEASON_OVER: {
		json_t *second = json_object_get(o, "second"), *v;
		size_t i;
		t->first = 1u << (int_of(o, "first") - 1);
		t->out = seats_of(o, "out");
		t->second = seats_of(o, "second");
		assert_int_equal(json_array_size(second), int_of(o, "tied_for_second"));
		/* first, second and out: every manager exactly once */
		assert_int_equal(t->first | t->second | t->out, (1u << t->n) - 1);
		assert_int_equal(__builtin_popcount(t->first) + __builtin_popcount(t->second) +
		                         __builtin_popcount(t->out),
		                 t->n);
		/* the managers tied for second have the second most wins */
		json_array_foreach(second, i, v)
		{
			int m = (int)json_integer_value(v) - 1;
			for (int o2 = 0; o2 < t->n; o2++)
				if (t->out >> o2 & 1)
					assert_true(t->wins[o2] < t->wins[m]);
		}
		t->seasons_over++;
		break;
	}
	case RINK_SS_EV_SERIES: {
		bool final = !strcmp(str_of(o, "stage"), "final");
		t->series_a = int_of(o, "a") - 1;
		t->series_b = int_of(o, "b") - 1;
		assert_int_equal(int_of(o, "host"), t->series_a + 1);
		assert_int_equal(int_of(o, "best_of"), final ? 7 : 3);
		assert_int_equal(int_of(o, "wins_needed"), final ? 4 : 2);
		if (final)
			assert_true(t->first >> t->series_a & 1);
		else
			assert_true((t->second >> t->series_a & 1) &&
			            (t->second >> t->series_b & 1));
		t->best_of = int_of(o, "best_of");
		break;
	}
	case RINK_SS_EV_SERIES_OVER: {
		unsigned both = (1u << t->series_a) | (1u << t->series_b);
		int w = int_of(o, "winner") - 1, l = int_of(o, "loser") - 1;
		assert_int_equal((1u << w) | (1u << l), both);
		assert_int_equal(int_of(o, "wins"), t->best_of / 2 + 1);
		assert_true(int_of(o, "losses") < int_of(o, "wins"));
		t->series_winner = w;
		break;
	}
	case RINK_SS_EV_CHAMPION:
		assert_int_equal(int_of(o, "manager") - 1, t->series_winner);
		t->champion = t->series_winner;
		break;
	case RINK_SS_EV_PASS:
		assert_int_equal(int_of(o, "manager"), seat + 1);
		break;
	default:
		fail_msg("unknown event %d", e->type);
	}
	json_decref(o);
}

/* ---- the view ------------------------------------------------------------------------ */

static void check_view(const rink_state *s, int seat, struct track *t)
{
	const rink_game *g = rink_state_game(s);
	json_t *v = rink_state_view_json(s, seat), *m, *x;
	struct rink_ss_view sv;
	size_t i;
	int cards = 0, prev_wins = 1 << 20;

	rink_ss_view(s, seat, &sv);
	/* nothing hidden: no seed, no deck order, no other team */
	assert_null(json_object_get(v, "seed"));
	assert_int_equal(seats_of(v, "to_move"), rink_state_to_move(s));
	assert_int_equal(json_array_size(json_object_get(v, "managers")), t->n);
	json_array_foreach(json_object_get(v, "managers"), i, m)
	{
		int k = (int)i;
		assert_int_equal(int_of(m, "wins"), t->wins[k]);
		assert_int_equal(int_of(m, "goals_for"), t->gf[k]);
		assert_int_equal(int_of(m, "goals_against"), t->ga[k]);
		cards += int_of(m, "cards");
		x = json_object_get(m, "by_type");
		if (x && sv.phase != RINK_SS_SETUP)
			assert_true(int_of(x, "forward") == 3 && int_of(x, "defense") == 2 &&
			            int_of(x, "goalie") == 1);
		/* rank: one more than the managers with more wins */
		int rank = 1;
		for (int o = 0; o < t->n; o++)
			rank += t->wins[o] > t->wins[k];
		assert_int_equal(int_of(m, "rank"), rank);
		json_t *inj = json_object_get(m, "injured");
		if (json_array_size(inj)) {
			assert_true(bool_of(m, "out"));
			t->injured_face_up++;
		}
	}
	/* standings: managers by wins, most first */
	json_array_foreach(json_object_get(v, "standings"), i, x)
	{
		int k = (int)json_integer_value(x) - 1;
		assert_true(t->wins[k] <= prev_wins);
		prev_wins = t->wins[k];
	}
	x = json_object_get(v, "decks");
	assert_int_equal(cards + int_of(x, "forward") + int_of(x, "defense") + int_of(x, "goalie"),
	                 54);
	/* the seat's own cards, as its struct view has them */
	x = json_object_get(v, "team");
	if (seat >= 0) {
		int own = 0;
		for (int k = 0; k < 6; k++)
			own += sv.team[k] < RINK_SS_CARDS;
		assert_int_equal(json_array_size(x), own);
		json_array_foreach(x, i, m) assert_int_equal(tu_card(g, str_of(m, "name")),
		                                             sv.team[int_of(m, "slot") - 1]);
	} else {
		assert_int_equal(json_array_size(x), 0);
	}
	x = json_object_get(v, "game_in_play");
	if (sv.phase == RINK_SS_LINEUP) {
		assert_int_equal(int_of(x, "home"), t->home + 1);
		assert_int_equal(int_of(x, "away"), t->away + 1);
		assert_int_equal(int_of(x, "overtime"), t->ot);
		/* a line-up is shown only to its own manager */
		json_t *l = json_object_get(x, "lineup");
		int side = seat == t->home ? 0 : seat == t->away ? 1 : -1;
		if (side < 0 || !bool_of(x, side ? "away_lineup_set" : "home_lineup_set")) {
			assert_null(l);
		} else {
			assert_int_equal(json_array_size(l), 6);
			for (int k = 0; k < 6; k++)
				assert_int_equal(
				        tu_card(g, json_string_value(json_array_get(l, k))),
				        t->lineup[side][k]);
		}
	} else {
		assert_null(x);
	}
	if (sv.stage != RINK_SS_SEASON) {
		x = json_object_get(v, "bracket");
		assert_int_equal(1u << (int_of(x, "first") - 1), t->first);
		assert_int_equal(seats_of(x, "out") & t->out, t->out);
		x = json_object_get(v, "series");
		assert_int_equal(int_of(x, "a"), t->series_a + 1);
		assert_int_equal(int_of(x, "b"), t->series_b + 1);
	} else {
		assert_null(json_object_get(v, "bracket"));
	}
	json_decref(v);
}

/* ---- the sealed line-up ----------------------------------------------------------------- */

/* s is at a line-up with none in; seat hands in line-up a. Every other
 * seat's view and events must be the same for another order. */
static void check_sealed(const rink_state *s, int seat, int a)
{
	const rink_game *g = rink_state_game(s);
	int n = rink_game_num_seats(g), first = rink_ss_action_pass() + 1; /* line-up 0 */
	int b = first + (a - first + 360) % 720;                           /* another order */
	rink_state *x = rink_state_clone(s), *y = rink_state_clone(s);
	struct rink_events ex = {0}, ey = {0};
	uint8_t ox[6], oy[6];

	assert_true(b != a);
	assert_true(rink_ss_lineup_cards(s, seat, a, ox));
	assert_true(rink_ss_lineup_cards(s, seat, b, oy));
	rink_state_apply_fast(x, seat, a, &ex);
	rink_state_apply_fast(y, seat, b, &ey);
	assert_int_equal(ex.n, ey.n);
	for (int m = RINK_SPECTATOR; m < n; m++) {
		json_t *vx = rink_state_view_json(x, m), *vy = rink_state_view_json(y, m);
		if (m == seat) /* he sees his own order */
			assert_false(json_equal(vx, vy));
		else if (!json_equal(vx, vy))
			fail_msg("the view of seat %d (-1: a spectator) shows manager %d's sealed "
			         "line-up",
			         m, seat + 1);
		json_decref(vx);
		json_decref(vy);
		for (size_t i = 0; i < ex.n; i++) {
			json_t *jx = rink_event_json(g, &ex.v[i], m),
			       *jy = rink_event_json(g, &ey.v[i], m);
			assert_true(json_equal(jx, jy));
			json_decref(jx);
			json_decref(jy);
		}
	}
	rink_events_free(&ex);
	rink_events_free(&ey);
	rink_state_free(x);
	rink_state_free(y);
}

/* ---- a scripted manager, by the kinds of his actions ---------------------------- */

/* Manager 1 challenges whenever he may, then trades and drafts; the others
 * trade and draft first and challenge each other before manager 1. Under
 * the schedule with limits per game, manager 1 runs out of moves while the
 * others still have games to play: he must pass. */
static int scripted(const rink_state *s, int seat)
{
	static const int prefs[2][4] = {{K_CHALLENGE, K_TRADE, K_DRAFT, K_PASS},
	                                {K_TRADE, K_DRAFT, K_CHALLENGE, K_PASS}};
	static int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS), best = -1, best_rank = 99;

	assert_true(n > 0);
	for (int i = 0; i < n; i++) {
		json_t *o = rink_action_json(s, seat, acts[i]);
		const char *kind = str_of(o, "kind");
		int rank = 50;
		for (int k = 0; k < 4; k++)
			if (!strcmp(kind, kinds[prefs[seat != 0][k]]))
				rank = k * 2;
		/* the others challenge manager 1 last */
		if (!strcmp(kind, "challenge") && seat != 0 && int_of(o, "manager") == 1)
			rank++;
		if (rank < best_rank) {
			best_rank = rank;
			best = acts[i];
		}
		json_decref(o);
	}
	return best;
}

/* ---- whole seasons ------------------------------------------------------------------------ */

struct totals {
	int kinds[K_N];
	int events[17];
	int coin_tosses, overtimes, injuries, seasons_over, injured_face_up, sealed;
};

static void play_season(const char *params, uint64_t seed, const char *bot, struct totals *tot)
{
	rink_game *g = tu_slapshot(params);
	rink_state *s = rink_state_new(g, seed);
	int n = rink_game_num_seats(g);
	rink_bot *bots[6];
	struct rink_events ev = {0};
	struct track t = {.n = n, .home = -1, .away = -1, .champion = -1};
	struct rink_rng rng;
	static int acts[RINK_MAX_ACTIONS];
	long steps = 0;

	rink_rng_seed(&rng, seed);
	for (int m = 0; m < n; m++) {
		struct rink_error err;
		bots[m] = bot ? rink_bot_new(g, bot, seed * 10 + (uint64_t)m, &err) : NULL;
		assert_true(!bot || bots[m]);
	}
	while (rink_state_to_move(s)) {
		uint32_t mask = rink_state_to_move(s);
		int seat = __builtin_ctz(mask), a;
		struct rink_error err;
		/* every legal action of every seat to move has a kind */
		for (int m = 0; m < n; m++)
			if (mask >> m & 1) {
				int na = rink_state_legal(s, m, acts, RINK_MAX_ACTIONS);
				/* line-ups: all 720 of the first decisions, then a sample */
				int step = na == 720 && steps > 2000 ? 37 : 1;
				for (int i = 0; i < na; i += step)
					tot->kinds[check_action(s, m, acts[i])]++;
			}
		if (mask & (mask - 1)) /* a line-up: pick who hands in first */
			seat = rink_rng_below(&rng, 2) ? __builtin_ctz(mask)
			                               : 31 - __builtin_clz(mask);
		a = bot ? rink_bot_act(bots[seat], s, seat) : scripted(s, seat);
		if (mask & (mask - 1)) {
			check_sealed(s, seat, a);
			tot->sealed++;
		}
		if (a >= rink_ss_action_pass() + 1) {
			uint8_t order[6];
			assert_true(rink_ss_lineup_cards(s, seat, a, order));
			memcpy(t.lineup[seat == t.home ? 0 : 1], order, 6);
		}
		rink_events_clear(&ev);
		if (rink_state_apply(s, seat, a, &ev, &err) != RINK_OK)
			fail_msg("%s", err.text);
		for (size_t i = 0; i < ev.n; i++) {
			check_privacy(g, &ev.v[i]);
			check_event(&t, s, g, &ev.v[i], seat);
			tot->events[ev.v[i].type]++;
		}
		for (int m = RINK_SPECTATOR; m < n; m++)
			check_view(s, m, &t);
		steps++;
	}
	/* the champion's view and returns agree with the events */
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
	assert_int_equal(int_of(v, "champion"), t.champion + 1);
	assert_string_equal(str_of(v, "phase"), "over");
	assert_true(rink_state_returns(s, t.champion) == 1.0);
	json_decref(v);
	tot->coin_tosses += t.coin_tosses;
	tot->overtimes += t.overtimes;
	tot->injuries += t.injuries;
	tot->seasons_over += t.seasons_over;
	tot->injured_face_up += t.injured_face_up;
	for (int m = 0; m < n; m++)
		rink_bot_free(bots[m]);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_bot_seasons_in_json(void **state)
{
	static const struct {
		const char *params, *bot;
		int seeds;
	} runs[] = {
	        {"managers=4", "heuristic", 2},
	        {"managers=2,playoff_wins=3,ot_cap=1", "random", 6},
	        {"managers=6,playoff_wins=3", "random", 4},
	        {"managers=3,schedule=1,limits=1,limit_period=game", "heuristic", 2},
	        {"managers=2,schedule=1,limits=1", "random", 6},
	        {"managers=5,playoff_wins=4,first=2", "heuristic", 1},
	        {"managers=3,schedule=1,limits=1,limit_period=game,first=1", NULL, 1},
	};
	struct totals tot = {0};

	for (size_t r = 0; r < sizeof(runs) / sizeof(runs[0]); r++)
		for (int seed = 0; seed < runs[r].seeds; seed++)
			play_season(runs[r].params, (uint64_t)seed + 1, runs[r].bot, &tot);
	/* every kind and every event type was met */
	for (int k = 0; k < K_N; k++)
		if (!tot.kinds[k])
			fail_msg("no action of kind %s", kinds[k]);
	for (int e = RINK_SS_EV_DRAW; e <= RINK_SS_EV_PASS; e++)
		if (!tot.events[e])
			fail_msg("no event of type %d", e);
	assert_true(tot.sealed > 0);
	assert_true(tot.injuries > 0);
	print_message("%d sealed line-ups, %d overtimes, %d injuries, %d coin tosses, %d views "
	              "with a face-up injured card\n",
	              tot.sealed, tot.overtimes, tot.injuries, tot.coin_tosses,
	              tot.injured_face_up);
}

/* SS-GAP-18: a team set aside keeps its injured card face up; every view
 * shows it, and the result and the season's end name what happened. */
static void test_injured_card_face_up_in_a_team_set_aside(void **state)
{
	rink_game *g;
	int wins[3] = {8, 4, 2};
	rink_state *s = position(&g, 3, 0, wins, NULL);
	struct rink_events ev = {0};

	/* as in test_SS_PLAYOFF_13: manager 1 wins 4-3 at manager 3's, who is
	 * then out with Swede Sixteen injured; Fat Trick (manager 1) is replaced */
	tu_set_team(s, 0, "Fat Trick,The Iceman,Slash Gordon,El Bos,Cheap Shot,Moby Stick");
	tu_set_team(s, 2, "Swede Sixteen,Ian Jury,Billy the Skid,Ice Capone,Hy Stick,Stu Late");
	tu_play(s, 0, "game 3", NULL);
	tu_lineup(s, 2, "Ice Capone,Swede Sixteen,Ian Jury,Billy the Skid,Hy Stick,Stu Late");
	tu_play(s, 0, "lineup Fat Trick,Cheap Shot,The Iceman,Slash Gordon,El Bos,Moby Stick", &ev);
	json_t *r =
	        rink_event_json(g, &ev.v[tu_find_event(&ev, RINK_SS_EV_RESULT, 0)], RINK_SPECTATOR);
	assert_int_equal(int_of(r, "home"), 3);
	assert_int_equal(int_of(r, "away"), 1);
	assert_int_equal(int_of(r, "home_goals"), 3);
	assert_int_equal(int_of(r, "away_goals"), 4);
	assert_int_equal(int_of(r, "winner"), 1);
	assert_int_equal(int_of(r, "loser"), 3);
	assert_false(bool_of(r, "coin_toss"));
	assert_string_equal(str_of(r, "stage"), "season");
	json_decref(r);
	json_t *o = rink_event_json(g, &ev.v[tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0)],
	                            RINK_SPECTATOR);
	assert_int_equal(int_of(o, "first"), 1);
	assert_int_equal(seats_of(o, "second"), 1u << 1);
	assert_int_equal(seats_of(o, "out"), 1u << 2);
	json_decref(o);
	for (int m = RINK_SPECTATOR; m < 3; m++) {
		json_t *v = rink_state_view_json(s, m);
		json_t *mgrs = json_object_get(v, "managers"), *b = json_object_get(v, "bracket");
		json_t *inj = json_object_get(json_array_get(mgrs, 2), "injured");
		assert_int_equal(json_array_size(inj), 1);
		assert_string_equal(json_string_value(json_array_get(inj, 0)), "Swede Sixteen");
		assert_int_equal(
		        json_array_size(json_object_get(json_array_get(mgrs, 0), "injured")), 0);
		assert_true(bool_of(json_array_get(mgrs, 2), "out"));
		/* the bracket: manager 1 first, manager 2 his opponent, 3 out */
		assert_int_equal(int_of(b, "first"), 1);
		assert_string_equal(str_of(b, "stage"), "final");
		assert_int_equal(seats_of(b, "out"), 1u << 2);
		assert_int_equal(json_array_size(json_object_get(b, "waiting")), 0);
		json_t *sr = json_object_get(v, "series");
		assert_int_equal(int_of(sr, "a"), 1);
		assert_int_equal(int_of(sr, "b"), 2);
		assert_int_equal(int_of(sr, "best_of"), 7);
		assert_int_equal(int_of(sr, "home"), 1); /* game 1 at first's */
		/* manager 3's own card is marked injured */
		if (m == 2) {
			json_t *c;
			size_t i;
			int marked = 0;
			json_array_foreach(json_object_get(v, "team"), i, c) marked +=
			        bool_of(c, "injured") *
			        (strcmp(str_of(c, "name"), "Swede Sixteen") == 0 ? 1 : 100);
			assert_int_equal(marked, 1);
		}
		json_decref(v);
	}
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* The semi-final bracket: four managers tie for second; the season's end
 * names them in bracket order, the first two meet, the rest wait. */
static void test_semi_final_bracket(void **state)
{
	rink_game *g;
	int wins[6] = {8, 3, 3, 3, 3, 0};
	rink_state *s = position(&g, 6, 0, wins, NULL);
	struct rink_events ev = {0};

	tu_play(s, 0, "game 6", &ev);
	tu_force(s, 1, true, &ev); /* manager 1 wins away: 9 wins */
	json_t *o = rink_event_json(g, &ev.v[tu_find_event(&ev, RINK_SS_EV_SEASON_OVER, 0)], 2);
	json_t *second = json_object_get(o, "second");
	assert_int_equal(json_array_size(second), 4);
	assert_int_equal(seats_of(o, "second"), 0x1e);
	assert_int_equal(seats_of(o, "out"), 1u << 5);
	json_t *sr = rink_event_json(g, &ev.v[tu_find_event(&ev, RINK_SS_EV_SERIES, 0)], 2);
	unsigned pair = (1u << (json_integer_value(json_array_get(second, 0)) - 1)) |
	                (1u << (json_integer_value(json_array_get(second, 1)) - 1));
	assert_int_equal((1u << (int_of(sr, "a") - 1)) | (1u << (int_of(sr, "b") - 1)), pair);
	assert_string_equal(str_of(sr, "stage"), "semi-final");
	/* the toss for home ice was between the two */
	json_t *toss = rink_event_json(g, &ev.v[tu_find_event(&ev, RINK_SS_EV_COIN_TOSS, 0)], 2);
	assert_int_equal(seats_of(toss, "among"), pair);
	assert_string_equal(str_of(toss, "purpose"), "semi_final_home_ice");
	assert_int_equal(int_of(toss, "winner"), int_of(sr, "host"));
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR), *b = json_object_get(v, "bracket");
	json_t *waiting = json_object_get(b, "waiting");
	assert_int_equal(json_array_size(waiting), 2);
	for (size_t i = 0; i < 2; i++)
		assert_true(json_equal(json_array_get(waiting, i), json_array_get(second, i + 2)));
	assert_int_equal(int_of(b, "first"), 1);
	assert_string_equal(str_of(b, "stage"), "semi-final");
	json_t *gp = json_object_get(v, "game_in_play");
	assert_int_equal(int_of(gp, "home"), int_of(sr, "host"));
	assert_int_equal(int_of(gp, "series_game"), 1);
	json_decref(v);
	json_decref(toss);
	json_decref(sr);
	json_decref(o);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* The roster in rink_game_info_json: every card once, as the roster has it
 * (a client draws any card named in an event from it), and the rules. */
static void test_info_lists_the_roster(void **state)
{
	rink_game *g = tu_slapshot("managers=3,schedule=1");
	json_t *info = rink_game_info_json(g), *cards = json_object_get(info, "cards"), *c;
	size_t i;

	(void)state;
	assert_string_equal(json_string_value(json_object_get(info, "game")), "slapshot");
	assert_int_equal(json_array_size(cards), RINK_SS_CARDS);
	json_array_foreach(cards, i, c)
	{
		const struct rink_ss_card *rc = rink_ss_card(g, (int)i);

		assert_string_equal(json_string_value(json_object_get(c, "name")), rc->name);
		assert_int_equal(rink_ss_card_find(g, rc->name), (int)i);
		assert_string_equal(json_string_value(json_object_get(c, "type")),
		                    rink_ss_type_name(rc->type));
		assert_true(json_real_value(json_object_get(c, "value")) * 2 == rc->value2);
		assert_int_equal(json_is_true(json_object_get(c, "bruiser")), rc->bruiser);
	}
	assert_true(json_is_true(json_object_get(json_object_get(info, "rules"), "schedule")));
	json_decref(info);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_bot_seasons_in_json),
	        cmocka_unit_test(test_injured_card_face_up_in_a_team_set_aside),
	        cmocka_unit_test(test_semi_final_bracket),
	        cmocka_unit_test(test_info_lists_the_roster),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
