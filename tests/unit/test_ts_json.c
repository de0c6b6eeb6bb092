/*
 * tests/unit/test_ts_json.c: Trick Shot as a browser client sees it: every
 * event, the view and every legal action as JSON with named fields
 * (docs/protocol/trickshot.md).
 *
 * A client keeps a picture of the game (each piece's square, the puck and
 * its carrier, stamina, score) from the info (rink_game_info_json: the
 * board it reads squares on, the pieces' fixed attributes), the first view
 * and the events alone; over whole games that picture must equal every
 * later view. The info is the same whoever asks and whenever, and what it
 * carries is no longer in the view. Dice named in
 * events must be the dice rolled (forced faces), and rink_action_json must
 * name a kind and fields that agree with the notation of every legal
 * action. Events change nothing: a game played with events switched off
 * reaches the same states.
 */
#include "ts_util.h"

#include <stdlib.h>

#include "rink/bot.h"
#include "rink/rng.h"

static const char *const rule_sets[] = {
        "",
        "advanced=1",
        "advanced=1,lines=1",
        "advanced=1,lines=1,players=4,friendly=1,extra_dice=once",
        "advanced=1,players=3,catch_reset=own",
};
#define N_RULES (int)(sizeof(rule_sets) / sizeof(rule_sets[0]))

static const char *str(const json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));

	if (!v)
		fail_msg("no string \"%s\" in %s", key, json_dumps(o, JSON_COMPACT));
	return v;
}

static int num(const json_t *o, const char *key)
{
	json_t *v = json_object_get(o, key);

	if (!json_is_integer(v))
		fail_msg("no number \"%s\" in %s", key, json_dumps(o, JSON_COMPACT));
	return (int)json_integer_value(v);
}

/* What a client reads once a table: the board's size, by which it names
 * squares, and each piece's fixed attributes (the info). */
struct info {
	int width, height;
	char team[RINK_TS_PIECES][8], role[RINK_TS_PIECES][4], type[RINK_TS_PIECES][16];
	int size[RINK_TS_PIECES];
};

static struct info read_info(const json_t *j)
{
	struct info in;
	json_t *board = json_object_get(j, "board"), *pieces = json_object_get(j, "pieces");

	assert_string_equal(str(j, "game"), "trickshot");
	in.width = num(board, "width");
	in.height = num(board, "height");
	assert_int_equal(json_array_size(pieces), RINK_TS_PIECES);
	for (int i = 0; i < RINK_TS_PIECES; i++) {
		json_t *o = json_array_get(pieces, (size_t)i);
		assert_int_equal(num(o, "id"), i);
		snprintf(in.team[i], sizeof(in.team[i]), "%s", str(o, "team"));
		snprintf(in.role[i], sizeof(in.role[i]), "%s", str(o, "role"));
		snprintf(in.type[i], sizeof(in.type[i]), "%s", str(o, "type"));
		in.size[i] = num(o, "size");
		assert_true(num(o, "speed") >= 1);
	}
	return in;
}

/* A square's name as the client reads it on the info's board: column
 * letter from 'a', row from 1; the library must agree. -1 for null. */
static int info_square(const struct info *in, const rink_state *s, const char *name)
{
	int col = name[0] - 'a', row = atoi(name + 1) - 1;

	assert_true(col >= 0 && col < in->width && row >= 0 && row < in->height);
	assert_int_equal(rink_ts_square_parse(rink_state_game(s), name), row * in->width + col);
	return row * in->width + col;
}

static const struct info *client; /* the info of the game being followed */

/* A square's name or null as a square number, -1 for null. */
static int square(const rink_state *s, const json_t *v)
{
	if (json_is_null(v))
		return -1;
	assert_true(json_is_string(v));
	if (client)
		return info_square(client, s, json_string_value(v));
	int sq = rink_ts_square_parse(rink_state_game(s), json_string_value(v));
	assert_true(sq >= 0);
	return sq;
}

/* A piece object {"id", "team", "role"} or null as its id, -1 for null. */
static int piece(const json_t *v)
{
	if (json_is_null(v))
		return -1;
	int p = num(v, "id");
	assert_true(p >= 0 && p < RINK_TS_PIECES);
	assert_string_equal(str(v, "team"), p < RINK_TS_ROLES ? "red" : "blue");
	assert_string_equal(str(v, "role"), rink_ts_role_name(p % RINK_TS_ROLES));
	if (client) { /* the same piece as the info's */
		assert_string_equal(str(v, "team"), client->team[p]);
		assert_string_equal(str(v, "role"), client->role[p]);
	}
	return p;
}

/* ---- the client's picture ------------------------------------------------------ */

struct picture {
	int sq[RINK_TS_PIECES]; /* -1 off the board */
	int puck, carrier;      /* square; piece or -1 */
	int stamina[2], score[2];
};

static void pair(const json_t *a, int out[2])
{
	assert_true(json_is_array(a) && json_array_size(a) == 2);
	out[0] = (int)json_integer_value(json_array_get(a, 0));
	out[1] = (int)json_integer_value(json_array_get(a, 1));
}

static struct picture from_view(const rink_state *s)
{
	struct picture p;
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
	json_t *pieces = json_object_get(v, "pieces");

	assert_int_equal(json_array_size(pieces), RINK_TS_PIECES);
	for (int i = 0; i < RINK_TS_PIECES; i++) {
		json_t *o = json_array_get(pieces, (size_t)i);
		const char *name = str(o, "square");
		assert_int_equal(piece(o), i); /* id, team and role match the info's */
		assert_null(json_object_get(o, "type"));
		assert_null(json_object_get(o, "size"));
		p.sq[i] = strcmp(name, "-") ? square(s, json_object_get(o, "square")) : -1;
		assert_int_equal(json_is_true(json_object_get(o, "has_puck")),
		                 json_integer_value(json_object_get(v, "carrier")) == i &&
		                         !json_is_null(json_object_get(v, "carrier")));
	}
	const char *puck = str(v, "puck");
	p.puck = strcmp(puck, "-") ? square(s, json_object_get(v, "puck")) : -1;
	p.carrier = piece(json_object_get(v, "carrier_piece"));
	pair(json_object_get(v, "stamina"), p.stamina);
	pair(json_object_get(v, "score"), p.score);
	/* the named team objects say the same */
	json_t *teams = json_object_get(v, "teams");
	assert_int_equal(num(json_object_get(teams, "red"), "stamina"), p.stamina[0]);
	assert_int_equal(num(json_object_get(teams, "blue"), "stamina"), p.stamina[1]);
	assert_int_equal(num(json_object_get(teams, "blue"), "score"), p.score[1]);
	json_decref(v);
	return p;
}

static void puck_after(struct picture *p, const rink_state *s, const json_t *e)
{
	p->puck = square(s, json_object_get(e, "puck"));
	p->carrier = piece(json_object_get(e, "carrier"));
}

/* What a client does with one event. */
static void follow(struct picture *p, const rink_state *s, const json_t *e)
{
	const char *type = str(e, "type");
	json_t *st = json_object_get(e, "stamina");

	if (st && !json_is_null(st))
		pair(st, p->stamina);
	if (!strcmp(type, "move") || !strcmp(type, "react") || !strcmp(type, "offside") ||
	    !strcmp(type, "goalie_back") || !strcmp(type, "push")) {
		int q = piece(json_object_get(e, "piece"));
		assert_int_equal(square(s, json_object_get(e, "from")), p->sq[q]);
		p->sq[q] = square(s, json_object_get(e, "to"));
		puck_after(p, s, e);
	} else if (!strcmp(type, "penalty")) {
		int q = piece(json_object_get(e, "piece"));
		assert_int_equal(square(s, json_object_get(e, "from")), p->sq[q]);
		p->sq[q] = -1;
		puck_after(p, s, e);
	} else if (!strcmp(type, "return")) {
		p->sq[piece(json_object_get(e, "piece"))] = square(s, json_object_get(e, "to"));
		puck_after(p, s, e);
	} else if (!strcmp(type, "pull")) {
		int gk = piece(json_object_get(e, "goalie"));
		assert_int_equal(square(s, json_object_get(e, "from")), p->sq[gk]);
		p->sq[gk] = -1;
		p->sq[piece(json_object_get(e, "spare"))] = square(s, json_object_get(e, "to"));
		puck_after(p, s, e);
	} else if (!strcmp(type, "reset")) {
		json_t *list = json_object_get(e, "pieces");
		for (int i = 0; i < RINK_TS_PIECES; i++)
			p->sq[i] = -1;
		for (size_t i = 0; i < json_array_size(list); i++) {
			json_t *o = json_array_get(list, i);
			p->sq[piece(json_object_get(o, "piece"))] =
			        square(s, json_object_get(o, "square"));
		}
		p->puck = p->carrier = -1;
	} else if (!strcmp(type, "faceoff")) {
		p->puck = square(s, json_object_get(e, "puck"));
		p->carrier = piece(json_object_get(e, "taker"));
	} else if (!strcmp(type, "puck")) {
		p->puck = square(s, json_object_get(e, "square"));
		p->carrier = piece(json_object_get(e, "carrier"));
	} else if (!strcmp(type, "steal")) {
		p->carrier = piece(json_object_get(e, "piece"));
		p->puck = p->sq[p->carrier];
	} else if (!strcmp(type, "goal") || !strcmp(type, "over")) {
		pair(json_object_get(e, "score"), p->score);
	}
}

static void same_picture(const struct picture *a, const struct picture *b, const char *where)
{
	for (int i = 0; i < RINK_TS_PIECES; i++)
		if (a->sq[i] != b->sq[i])
			fail_msg("%s: piece %d on %d by the events, %d in the view", where, i,
			         a->sq[i], b->sq[i]);
	if (a->puck != b->puck || a->carrier != b->carrier)
		fail_msg("%s: puck %d (carrier %d) by the events, %d (%d) in the view", where,
		         a->puck, a->carrier, b->puck, b->carrier);
	for (int t = 0; t < 2; t++)
		if (a->stamina[t] != b->stamina[t] || a->score[t] != b->score[t])
			fail_msg("%s: team %d stamina %d score %d by the events, %d %d in the "
			         "view",
			         where, t, a->stamina[t], a->score[t], b->stamina[t], b->score[t]);
}

/* ---- one event's JSON ------------------------------------------------------------ */

static int face_index(const char *w)
{
	static const char *const faces[4] = {"fail", "reaction", "bounce", "blank"};

	for (int f = 0; f < 4; f++)
		if (!strcmp(w, faces[f]))
			return f;
	fail_msg("'%s' is not a face", w);
	return -1;
}

/* Counts by face of a list of face words. */
static void count_dice(const json_t *a, int c[4])
{
	assert_true(json_is_array(a));
	memset(c, 0, 4 * sizeof(int));
	for (size_t i = 0; i < json_array_size(a); i++)
		c[face_index(json_string_value(json_array_get(a, i)))]++;
}

/* Checks one event's JSON against its arguments; returns it. */
static json_t *event_json(const rink_state *s, const struct rink_event *e, int seat)
{
	json_t *o = rink_event_json(rink_state_game(s), e, seat);
	int c[4];

	assert_non_null(o);
	assert_null(json_object_get(o, "args"));
	assert_string_not_equal(str(o, "type"), "?");
	assert_true(strlen(str(o, "text")) > 0);
	if (e->type == RINK_TS_EV_ROLL) {
		/* every die's face, and the dice a re-roll kept */
		count_dice(json_object_get(o, "dice"), c);
		assert_int_equal(num(o, "count"), e->arg[1]);
		for (int f = 0; f < 4; f++)
			assert_int_equal(c[f], e->arg[2 + f]);
		assert_int_equal(num(o, "kept") + num(o, "rolled"), num(o, "count"));
		count_dice(json_object_get(o, "new_dice"), c);
		assert_int_equal(c[0] + c[1] + c[2] + c[3], num(o, "rolled"));
		if (!json_is_true(json_object_get(o, "reroll")))
			assert_int_equal(num(o, "kept"), 0);
	} else if (e->type == RINK_TS_EV_FACEOFF) {
		/* the count is the Reactions and Bounces, the winner's the larger */
		int n[2];
		for (int t = 0; t < 2; t++) {
			json_t *side = json_object_get(o, t ? "blue" : "red");
			count_dice(json_object_get(side, "dice"), c);
			assert_int_equal(c[0] + c[1] + c[2] + c[3], 3);
			n[t] = c[RINK_TS_REACTION] + c[RINK_TS_BOUNCE];
			assert_int_equal(num(side, "count"), n[t]);
		}
		assert_int_not_equal(n[0], n[1]);
		assert_string_equal(str(o, "winner"), n[0] > n[1] ? "red" : "blue");
	}
	return o;
}

/* ---- whole games ----------------------------------------------------------------- */

/* Plays a game by bots (kind per seat), following it as a client would. */
static void follow_game(const char *params, uint64_t seed, const char *kind)
{
	struct rink_error err;
	rink_game *g = ts_game(params);
	rink_state *s = rink_state_new(g, seed), *quiet = rink_state_clone(s);
	struct rink_events ev = {0};
	json_t *info = rink_game_info_json(g);
	struct info in = read_info(info);
	client = &in;
	struct picture pic = from_view(s);
	rink_bot *bot[4] = {NULL};
	int steps = 0, seats = rink_game_num_seats(g);
	char where[160];

	for (int i = 0; i < seats; i++) {
		bot[i] = rink_bot_new(g, kind, seed * 8 + (uint64_t)i, &err);
		if (!bot[i])
			fail_msg("bot %s: %s", kind, err.text);
	}
	while (!rink_state_is_over(s)) {
		int seat = ts_seat(s), a = rink_bot_act(bot[seat], s, seat);
		rink_events_clear(&ev);
		if (rink_state_apply(s, seat, a, &ev, &err) != RINK_OK)
			fail_msg("%s seed %d step %d: %s", params, (int)seed, steps, err.text);
		/* events change nothing */
		rink_state_apply_fast(quiet, seat, a, NULL);
		assert_true(rink_state_equal(s, quiet));
		for (size_t i = 0; i < ev.n; i++) {
			json_t *o = event_json(s, &ev.v[i], RINK_SPECTATOR);
			follow(&pic, s, o);
			json_decref(o);
			json_decref(event_json(s, &ev.v[i], RINK_ALL_SEATS));
		}
		snprintf(where, sizeof(where), "%s seed %d step %d", params, (int)seed, steps);
		struct picture view = from_view(s);
		same_picture(&pic, &view, where);
		steps++;
		assert_true(steps < 100000);
	}
	/* the info did not change while the game was played */
	json_t *after = rink_game_info_json(g);
	assert_true(json_equal(info, after));
	json_decref(after);
	json_decref(info);
	client = NULL;
	for (int i = 0; i < seats; i++)
		rink_bot_free(bot[i]);
	rink_events_free(&ev);
	rink_state_free(quiet);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_events_draw_the_game_random(void **state)
{
	(void)state;
	for (int r = 0; r < N_RULES; r++)
		for (uint64_t seed = 1; seed <= 6; seed++)
			follow_game(rule_sets[r], seed, "random");
}

static void test_events_draw_the_game_heuristic(void **state)
{
	(void)state;
	for (int r = 0; r < N_RULES; r++)
		follow_game(rule_sets[r], 40 + (uint64_t)r, "heuristic");
}

/* ---- dice named in events are the dice rolled ------------------------------------ */

static json_t *last_event(const rink_state *s, const struct rink_events *ev, const char *type)
{
	for (size_t i = ev->n; i-- > 0;) {
		json_t *o = event_json(s, &ev->v[i], RINK_SPECTATOR);
		if (!strcmp(str(o, "type"), type))
			return o;
		json_decref(o);
	}
	fail_msg("no %s event", type);
	return NULL;
}

static void assert_dice(const json_t *a, const char *const *want, size_t n)
{
	assert_int_equal(json_array_size(a), n);
	for (size_t i = 0; i < n; i++)
		assert_string_equal(json_string_value(json_array_get(a, i)), want[i]);
}

static void test_roll_and_reroll_dice(void **state)
{
	rink_game *g = ts_game("");
	rink_state *s = ts_pos(g, "11 ....C...L\n 1 ........*\npool 2\nstamina 2 3\n");
	struct rink_events ev = {0};
	json_t *o, *v;

	(void)state;
	/* 3 dice: a Bounce, a Blank and a Fail, listed in face order */
	ts_dice(s, "B-F");
	ts_play(s, "C move e12", &ev);
	o = last_event(s, &ev, "roll");
	assert_dice(json_object_get(o, "dice"), (const char *[]){"fail", "bounce", "blank"}, 3);
	assert_false(json_is_true(json_object_get(o, "reroll")));
	json_decref(o);
	/* the view shows the same roll waiting for the re-roll decision */
	v = rink_state_view_json(s, 0);
	assert_string_equal(str(v, "phase"), "reroll");
	assert_dice(json_object_get(v, "dice"), (const char *[]){"fail", "bounce", "blank"}, 3);
	json_t *pending = json_object_get(v, "pending");
	assert_string_equal(str(pending, "action"), "move");
	assert_string_equal(str(pending, "to"), "e12");
	json_decref(v);
	/* the re-roll keeps the Blank and rolls the other two: Reaction, Blank */
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS);
	bool seen = false;
	for (int i = 0; i < n; i++) {
		o = rink_action_json(s, 0, acts[i]);
		if (!strcmp(str(o, "kind"), "reroll")) {
			assert_int_equal(num(o, "dice"), 2);
			assert_false(json_is_true(json_object_get(o, "free")));
			seen = true;
		}
		json_decref(o);
	}
	assert_true(seen);
	rink_events_clear(&ev);
	ts_dice(s, "R-");
	ts_play(s, "reroll", &ev);
	o = last_event(s, &ev, "roll");
	assert_true(json_is_true(json_object_get(o, "reroll")));
	assert_int_equal(num(o, "kept"), 1);
	assert_int_equal(num(o, "rolled"), 2);
	assert_dice(json_object_get(o, "dice"), (const char *[]){"blank", "reaction", "blank"}, 3);
	assert_dice(json_object_get(o, "new_dice"), (const char *[]){"reaction", "blank"}, 2);
	json_decref(o);
	/* the token spent, and the view agrees */
	o = last_event(s, &ev, "stamina");
	assert_string_equal(str(o, "reason"), "reroll");
	int st[2];
	pair(json_object_get(o, "stamina"), st);
	assert_int_equal(st[0], 1);
	assert_int_equal(st[1], 3);
	json_decref(o);
	assert_int_equal(ts_view(s).stamina[0], 1);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_faceoff_dice(void **state)
{
	rink_game *g = ts_game("");
	rink_state *s = ts_pos(g, "20 ....g....\n17 ....R....\npuck e17\nspace 3\n");
	struct rink_events ev = {0};

	(void)state;
	/* a goal (no Fail), then the face-off: a tie, Red 2 : Blue 2, then
	 * Red 1 : Blue 0 */
	ts_dice(s, "- BR- RFB -FB FF-");
	ts_play(s, "RW shoot", &ev);
	assert_int_equal(ts_count_events(&ev, RINK_TS_EV_GOAL), 1);
	json_t *o = last_event(s, &ev, "faceoff_tie");
	assert_dice(json_object_get(json_object_get(o, "red"), "dice"),
	            (const char *[]){"reaction", "bounce", "blank"}, 3);
	assert_dice(json_object_get(json_object_get(o, "blue"), "dice"),
	            (const char *[]){"fail", "reaction", "bounce"}, 3);
	assert_int_equal(num(json_object_get(o, "blue"), "count"), 2);
	json_decref(o);
	o = last_event(s, &ev, "faceoff");
	assert_int_equal(num(o, "ties"), 1);
	assert_string_equal(str(o, "winner"), "red");
	assert_dice(json_object_get(json_object_get(o, "red"), "dice"),
	            (const char *[]){"fail", "bounce", "blank"}, 3);
	assert_dice(json_object_get(json_object_get(o, "blue"), "dice"),
	            (const char *[]){"fail", "fail", "blank"}, 3);
	json_decref(o);
	/* the view keeps the last face-off */
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
	json_t *fo = json_object_get(v, "faceoff");
	assert_string_equal(str(fo, "winner"), "red");
	assert_int_equal(num(fo, "ties"), 1);
	assert_dice(json_object_get(fo, "blue"), (const char *[]){"fail", "fail", "blank"}, 3);
	json_decref(v);
	/* the goal's fields */
	o = last_event(s, &ev, "goal");
	assert_string_equal(str(o, "team"), "red");
	assert_string_equal(str(json_object_get(o, "scorer"), "role"), "RW");
	json_decref(o);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- the view hides what it must -------------------------------------------------- */

static bool has_key(const json_t *j, const char *key)
{
	const char *k;
	json_t *v;
	size_t i;

	if (json_is_object(j)) {
		json_object_foreach((json_t *)j, k,
		                    v) if (!strcmp(k, key) || has_key(v, key)) return true;
	} else if (json_is_array(j)) {
		json_array_foreach(j, i, v) if (has_key(v, key)) return true;
	}
	return false;
}

static void test_view_hides_hands_and_chance(void **state)
{
	rink_game *g = ts_game("advanced=1,lines=1");
	rink_state *s = rink_state_new(g, 12345);
	static const char *const secret[] = {"seed", "rng", "force", "line_pick", "pick"};

	(void)state;
	for (int seat = -1; seat < 2; seat++) {
		json_t *v = rink_state_view_json(s, seat);
		json_t *teams = json_object_get(v, "teams");
		for (size_t i = 0; i < sizeof(secret) / sizeof(secret[0]); i++)
			assert_false(has_key(v, secret[i]));
		/* a hand only for its own team, sizes for all */
		assert_int_equal(json_object_get(json_object_get(teams, "red"), "hand") != NULL,
		                 seat == 0);
		assert_int_equal(json_object_get(json_object_get(teams, "blue"), "hand") != NULL,
		                 seat == 1);
		assert_int_equal(num(json_object_get(teams, "blue"), "hand_size"), 4);
		/* the opening face-off, which no event reports */
		json_t *fo = json_object_get(v, "faceoff");
		assert_int_equal(json_array_size(json_object_get(fo, "red")), 3);
		json_decref(v);
	}
	char text[32];
	snprintf(text, sizeof(text), "%d", 12345);
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
	char *dump = json_dumps(v, JSON_COMPACT);
	assert_null(strstr(dump, text));
	free(dump);
	json_decref(v);
	rink_state_free(s);
	rink_game_free(g);
}

/* ---- the info: fixed facts, the same for everyone, out of the view --------------- */

/* A card {"number", "name"} of the view is one of team's cards in the info. */
static void card_in_info(const json_t *card, const json_t *team)
{
	json_t *c;
	size_t i;

	if (!card || json_is_null(card))
		return;
	json_array_foreach(json_object_get(team, "line_cards"), i, c)
	{
		if (num(c, "number") == num(card, "number") &&
		    !strcmp(str(c, "name"), str(card, "name")))
			return;
	}
	fail_msg("card %s is not in the info's %s", json_dumps(card, JSON_COMPACT),
	         json_dumps(team, JSON_COMPACT));
}

/* What moved to the info is in no view, for any seat. */
static void check_view_against_info(const rink_state *s, const json_t *info, int seat)
{
	static const char *const moved[] = {"board", "rules", "periods", "die"};
	json_t *v = rink_state_view_json(s, seat), *o;
	bool lines = json_is_true(json_object_get(json_object_get(info, "rules"), "lines"));
	size_t i;

	for (size_t k = 0; k < sizeof(moved) / sizeof(moved[0]); k++)
		assert_null(json_object_get(v, moved[k]));
	json_array_foreach(json_object_get(v, "pieces"), i, o)
	{
		json_t *fixed = json_array_get(json_object_get(info, "pieces"), i);
		assert_int_equal(num(o, "id"), num(fixed, "id"));
		assert_string_equal(str(o, "team"), str(fixed, "team"));
		assert_string_equal(str(o, "role"), str(fixed, "role"));
		assert_null(json_object_get(o, "type"));
		assert_null(json_object_get(o, "size"));
		if (!lines) /* only Line cards and arenas change a speed */
			assert_int_equal(num(o, "speed"), num(fixed, "speed"));
	}
	for (int t = 0; t < 2; t++) {
		const char *name = t ? "blue" : "red";
		json_t *vt = json_object_get(json_object_get(v, "teams"), name);
		json_t *it = json_object_get(json_object_get(info, "teams"), name);
		assert_null(json_object_get(vt, "seats"));
		assert_null(json_object_get(vt, "arena"));
		card_in_info(json_object_get(vt, "line_card"), it);
		json_array_foreach(json_object_get(vt, "hand"), i, o)
		{
			card_in_info(o, it);
		}
	}
	json_decref(v);
}

static void test_info_is_fixed_public_and_out_of_the_view(void **state)
{
	static const char *const secret[] = {
	        "seed",        "rng",     "force", "line_pick", "pick",  "hand",     "hand_size",
	        "line_chosen", "stamina", "score", "square",    "where", "has_puck", "puck"};
	struct rink_error err;

	(void)state;
	for (int r = 0; r < N_RULES; r++) {
		rink_game *g = ts_game(rule_sets[r]), *g2 = ts_game(rule_sets[r]);
		json_t *info = rink_game_info_json(g), *o;
		json_t *rules = json_object_get(info, "rules"),
		       *teams = json_object_get(info, "teams");
		int seats = rink_game_num_seats(g), seen = 0;
		bool lines = json_is_true(json_object_get(rules, "lines"));
		size_t i;

		/* fixed facts only, and the same for every table of these rules */
		for (size_t k = 0; k < sizeof(secret) / sizeof(secret[0]); k++)
			assert_false(has_key(info, secret[k]));
		json_t *again = rink_game_info_json(g2);
		assert_true(json_equal(info, again));
		json_decref(again);
		/* the board to draw, the pieces, the die, the rules */
		json_t *b = json_object_get(info, "board");
		assert_int_equal(num(b, "width"), 9);
		assert_int_equal(num(b, "height"), 22);
		assert_string_equal(str(json_object_get(b, "nets"), "blue"), "e21");
		json_array_foreach(json_object_get(info, "pieces"), i, o)
		{
			assert_int_equal(piece(o), (int)i);
			assert_int_equal(num(o, "speed"), rink_ts_speed(g, (int)i));
			assert_int_equal(num(o, "size"), rink_ts_size(g, (int)i));
		}
		assert_string_equal(str(json_array_get(json_object_get(info, "pieces"), 5), "type"),
		                    "goalie");
		assert_int_equal(json_array_size(json_object_get(info, "die")), 6);
		assert_int_equal(num(rules, "players"), seats);
		/* each seat on its team's list, once */
		for (int t = 0; t < 2; t++) {
			json_t *it = json_object_get(teams, t ? "blue" : "red");
			json_array_foreach(json_object_get(it, "seats"), i, o)
			{
				int seat = (int)json_integer_value(o);
				assert_int_equal(rink_ts_team_of_seat(g, seat), t);
				seen |= 1 << seat;
			}
			assert_int_equal(json_object_get(it, "arena") != NULL, lines);
			assert_int_equal(json_array_size(json_object_get(it, "line_cards")),
			                 lines ? 4 : 0);
			json_array_foreach(json_object_get(it, "line_cards"), i, o)
			{
				assert_true(num(o, "number") >= 1 && num(o, "number") <= 32);
				assert_true(strlen(str(o, "text")) > 0);
				str(o, "effect");
			}
		}
		assert_int_equal(seen, (1 << seats) - 1);
		/* at positions of a whole game, for every seat and a spectator: the
		 * moved keys are not in the view, each piece matches the info's,
		 * every card a view shows is its team's in the info */
		for (uint64_t seed = 1; seed <= 2; seed++) {
			rink_state *s = rink_state_new(g, seed);
			rink_bot *bot = rink_bot_new(g, "random", seed, &err);
			int steps = 0;
			assert_non_null(bot);
			while (!rink_state_is_over(s)) {
				if (steps++ % 7 == 0)
					for (int seat = -1; seat < seats; seat++)
						check_view_against_info(s, info, seat);
				int seat = ts_seat(s);
				rink_state_apply_fast(s, seat, rink_bot_act(bot, s, seat), NULL);
			}
			for (int seat = -1; seat < seats; seat++)
				check_view_against_info(s, info, seat);
			json_t *after = rink_game_info_json(g);
			assert_true(json_equal(info, after));
			json_decref(after);
			rink_bot_free(bot);
			rink_state_free(s);
		}
		json_decref(info);
		rink_game_free(g2);
		rink_game_free(g);
	}
	/* a drafted team's cards, as its parameter names them */
	rink_game *g = ts_game("advanced=1,lines=1,lines_red=3/7/12/30");
	json_t *info = rink_game_info_json(g);
	json_t *red = json_object_get(json_object_get(info, "teams"), "red");
	static const int want[4] = {3, 7, 12, 30};
	for (int i = 0; i < 4; i++)
		assert_int_equal(num(json_array_get(json_object_get(red, "line_cards"), (size_t)i),
		                     "number"),
		                 want[i]);
	json_decref(info);
	rink_game_free(g);
}

/* ---- every legal action has a kind and fields that agree with its notation -------- */

static void check_action(const rink_state *s, int seat, int a)
{
	json_t *o = rink_action_json(s, seat, a);
	char text[64], want[64];
	const char *kind;

	assert_non_null(o);
	rink_action_text(s, seat, a, text, sizeof(text));
	assert_int_equal(num(o, "id"), a);
	assert_string_equal(str(o, "notation"), text);
	kind = str(o, "kind");
	if (!strcmp(kind, "move") || !strcmp(kind, "pass") || !strcmp(kind, "hit")) {
		snprintf(want, sizeof(want), "%s %s %s", str(o, "piece"), kind, str(o, "to"));
		if (!strcmp(kind, "hit") && !json_is_null(json_object_get(o, "push"))) {
			size_t n = strlen(want);
			snprintf(want + n, sizeof(want) - n, " push %s", str(o, "push"));
		}
		if (!strcmp(kind, "hit"))
			assert_non_null(json_string_value(json_object_get(o, "target")));
	} else if (!strcmp(kind, "shoot") || !strcmp(kind, "poke")) {
		snprintf(want, sizeof(want), "%s %s", str(o, "piece"), kind);
		assert_non_null(json_string_value(json_object_get(o, "to")));
	} else if (!strcmp(kind, "react")) {
		snprintf(want, sizeof(want), "react %s %s", str(o, "piece"), str(o, "to"));
	} else if (!strcmp(kind, "change")) {
		json_t *card = json_object_get(o, "line_card"), *pull = json_object_get(o, "pull");
		size_t n = (size_t)snprintf(want, sizeof(want), "change");
		if (!json_is_null(card))
			n += (size_t)snprintf(want + n, sizeof(want) - n, " %d",
			                      num(card, "number"));
		if (!json_is_null(pull))
			snprintf(want + n, sizeof(want) - n, " pull %s", json_string_value(pull));
	} else if (!strcmp(kind, "line")) {
		snprintf(want, sizeof(want), "line %d",
		         num(json_object_get(o, "line_card"), "number"));
	} else if (!strcmp(kind, "reroll") || !strcmp(kind, "keep")) {
		snprintf(want, sizeof(want), "%s", kind);
	} else if (!strcmp(kind, "no_react")) {
		snprintf(want, sizeof(want), "no-react");
	} else {
		fail_msg("'%s': unknown kind '%s'", text, kind);
	}
	assert_string_equal(want, text);
	json_decref(o);
}

static void test_action_json_every_legal_action(void **state)
{
	struct rink_error err;
	int acts[RINK_MAX_ACTIONS], kinds = 0;

	(void)state;
	for (int r = 0; r < N_RULES; r++) {
		rink_game *g = ts_game(rule_sets[r]);
		for (uint64_t seed = 1; seed <= 3; seed++) {
			rink_state *s = rink_state_new(g, seed);
			rink_bot *bot =
			        rink_bot_new(g, seed == 1 ? "heuristic" : "random", seed, &err);
			assert_non_null(bot);
			while (!rink_state_is_over(s)) {
				int seat = ts_seat(s);
				int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
				assert_true(n > 0);
				for (int i = 0; i < n; i++)
					check_action(s, seat, acts[i]);
				kinds += n;
				rink_state_apply_fast(s, seat, rink_bot_act(bot, s, seat), NULL);
			}
			rink_bot_free(bot);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
	assert_true(kinds > 1000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_roll_and_reroll_dice),
	        cmocka_unit_test(test_faceoff_dice),
	        cmocka_unit_test(test_view_hides_hands_and_chance),
	        cmocka_unit_test(test_info_is_fixed_public_and_out_of_the_view),
	        cmocka_unit_test(test_events_draw_the_game_random),
	        cmocka_unit_test(test_events_draw_the_game_heuristic),
	        cmocka_unit_test(test_action_json_every_legal_action),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
