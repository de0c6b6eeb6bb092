/*
 * tests/unit/test_ad_json.c: Action Deck for clients that read JSON only
 * (docs/protocol/actiondeck.md): every event has a type, named fields and
 * no positional "args"; the named fields agree with what happened (the
 * box score's goals, penalties, injuries and shots, the view's score and
 * strength at a decision, the card the view shows); every legal action of
 * whole games with coaches has a kind and the team deciding; no view shows
 * the seed, the generator or the order of the cards to come, nor a
 * coach's shoot-out shooters to the other.
 */
#include <string.h>

#include "games/actiondeck/ad_int.h"
#include "rink/actiondeck.h"
#include "rink/bot.h"
#include "testutil.h"

static rink_game *ad_game_new(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", params, &err);

	if (!g)
		fail_msg("actiondeck: %s", err.text);
	return g;
}

/* o as text for a failure's message (leaked: the test ends there). */
static const char *show(const json_t *o)
{
	char *text = o ? json_dumps(o, JSON_COMPACT) : NULL;

	return text ? text : "(nothing)";
}

static const char *jstr(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_string(v))
		fail_msg("\"%s\" is not a string in %s", key, show(o));
	return json_string_value(v);
}

static int jint(const json_t *o, const char *key)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_integer(v))
		fail_msg("\"%s\" is not an integer in %s", key, show(o));
	return (int)json_integer_value(v);
}

/* o's key is the pair [home, away]. */
static void assert_pair(const json_t *o, const char *key, int home, int away)
{
	const json_t *v = json_object_get(o, key);

	if (!json_is_array(v) || json_array_size(v) != 2 ||
	    json_integer_value(json_array_get(v, 0)) != home ||
	    json_integer_value(json_array_get(v, 1)) != away)
		fail_msg("\"%s\" is not [%d, %d] in %s", key, home, away, show(o));
}

/* The fields every event of a type names (docs/protocol/actiondeck.md). */
static const char *const required[][10] = {
        [RINK_AD_EV_PERIOD] = {"period", "cards"},
        [RINK_AD_EV_FACEOFF] = {"winner", "cards", "control", "possession", "zone", "home_zone"},
        [RINK_AD_EV_ENTRY] = {"card", "team", "zone", "home_zone", "entry", "read", "period",
                              "clock", "cards_left"},
        [RINK_AD_EV_CONTROL] = {"team", "cards", "totals", "result", "possession", "zone",
                                "home_zone"},
        [RINK_AD_EV_PENCHECK] = {"card", "team", "zone", "penalized", "outcome"},
        [RINK_AD_EV_PENALTY] = {"team", "player", "kind", "period", "clock", "skaters"},
        [RINK_AD_EV_PEN_END] = {"team", "player", "kind", "why", "skaters"},
        [RINK_AD_EV_SHOT] = {"team", "shooter", "goalie", "empty_net", "selection_card",
                             "settled_by", "result_card", "percentage", "strength", "goal"},
        [RINK_AD_EV_SAVE] = {"team", "goalie", "card", "chart", "result", "possession", "faceoff"},
        [RINK_AD_EV_GOAL] = {"team", "scorer", "assists", "strength", "penalty_shot", "period",
                             "clock", "score"},
        [RINK_AD_EV_INJURY] = {"card", "injured", "period", "clock"},
        [RINK_AD_EV_PULL] = {"team", "pulled", "score", "period", "clock", "time_left", "skaters"},
        [RINK_AD_EV_SO_SHOT] = {"team", "shooter", "goalie", "card", "within", "result", "goal",
                                "shootout"},
        [RINK_AD_EV_PSHOT] = {"team", "shooter", "goalie", "empty_net", "card", "within", "result",
                              "goal"},
        [RINK_AD_EV_END_PERIOD] = {"period", "score"},
        [RINK_AD_EV_OVER] = {"score", "decision", "winner", "shootout"},
        [RINK_AD_EV_SO_LOT] = {"card", "parity", "winner"},
};

/* Checks the shape of one event's JSON and returns it (the caller's). */
static json_t *event(const rink_game *g, const struct rink_event *e)
{
	json_t *o = rink_event_json(g, e, RINK_SPECTATOR);

	assert_non_null(o);
	assert_null(json_object_get(o, "args"));
	assert_true(e->type >= RINK_AD_EV_PERIOD && e->type <= RINK_AD_EV_SO_LOT);
	assert_string_not_equal(jstr(o, "type"), "?");
	assert_true(strlen(jstr(o, "text")) > 0);
	for (int k = 0; k < 10 && required[e->type][k]; k++)
		if (!json_object_get(o, required[e->type][k]))
			fail_msg("%s has no \"%s\": %s", jstr(o, "type"), required[e->type][k],
			         show(o));
	/* the same object for every seat: no event is private */
	json_t *all = rink_event_json(g, e, RINK_ALL_SEATS);
	assert_true(json_equal(o, all));
	json_decref(all);
	return o;
}

/* A name of the chart of team, or "bench"/null for none. */
static bool same_player(const json_t *v, const rink_game *g, int team, int i)
{
	const struct rink_ad_team *t = rink_ad_game_team(g, team);

	if (i == AD_NONE || i < 0)
		return json_is_null(v) || (json_is_string(v) && !strcmp(json_string_value(v), "-"));
	return json_is_string(v) && !strcmp(json_string_value(v), t->p[i].name);
}

static int team_of(const rink_game *g, const char *abbr)
{
	for (int t = 0; t < 2; t++)
		if (!strcmp(rink_ad_game_team(g, t)->abbr, abbr))
			return t;
	fail_msg("no team %s", abbr);
	return -1;
}

/* One game played sequence by sequence with the built-in coach, every
 * event's JSON checked against the view after the move and, at the end,
 * against the box score. */
static void play_checked(const rink_game *g, uint64_t seed, int *ngoals, int *npens)
{
	rink_state *s = rink_state_new(g, seed);
	struct rink_events ev = {0};
	struct rink_error err;
	int shots[2] = {0, 0}, goal = 0, pen = 0, inj = 0, over = 0;
	const struct rink_ad_box *b = rink_ad_box(s);

	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		int seat = (m & 1u) ? 0 : 1;
		json_t *before = rink_state_view_json(s, RINK_SPECTATOR);
		size_t from = ev.n;
		assert_int_equal(rink_state_apply(s, seat, rink_ad_auto_action(s, seat), &ev, &err),
		                 RINK_OK);
		json_t *view = rink_state_view_json(s, RINK_SPECTATOR);
		json_t *last_goal = NULL;
		for (size_t i = from; i < ev.n; i++) {
			const struct rink_event *e = &ev.v[i];
			json_t *o = event(g, e);
			switch (e->type) {
			case RINK_AD_EV_GOAL: {
				const struct rink_ad_goal *bg = &b->goal[goal];
				int t = team_of(g, jstr(o, "team"));
				assert_true(goal < b->ngoals);
				assert_int_equal(t, bg->team);
				assert_true(same_player(json_object_get(o, "scorer"), g, t,
				                        bg->scorer));
				json_t *as = json_object_get(o, "assists");
				assert_int_equal(json_array_size(as),
				                 (bg->a1 != AD_NONE) + (bg->a2 != AD_NONE));
				if (bg->a1 != AD_NONE)
					assert_true(
					        same_player(json_array_get(as, 0), g, t, bg->a1));
				if (bg->a2 != AD_NONE)
					assert_true(
					        same_player(json_array_get(as, 1), g, t, bg->a2));
				assert_int_equal(jint(o, "period"), bg->period);
				assert_int_equal(jint(o, "clock"), bg->clock);
				static const char *const st[] = {"even", "pp", "sh", "en"};
				assert_string_equal(jstr(o, "strength"), st[bg->strength]);
				assert_int_equal(json_is_true(json_object_get(o, "penalty_shot")),
				                 bg->pshot);
				goal++;
				json_decref(last_goal);
				last_goal = json_incref(o);
				break;
			}
			case RINK_AD_EV_PENALTY: {
				if (!strcmp(jstr(o, "kind"), "penalty_shot"))
					break; /* not on the sheet: the shot follows */
				const struct rink_ad_penalty *bp = &b->pen[pen++];
				assert_int_equal(team_of(g, jstr(o, "team")), bp->team);
				assert_true(same_player(json_object_get(o, "player"), g, bp->team,
				                        bp->player));
				assert_int_equal(jint(o, "minutes"), bp->minutes);
				assert_int_equal(jint(o, "period"), bp->period);
				assert_int_equal(jint(o, "clock"), bp->clock);
				break;
			}
			case RINK_AD_EV_INJURY:
				if (json_is_true(json_object_get(o, "injured"))) {
					const struct rink_ad_injury *bi = &b->inj[inj++];
					assert_int_equal(team_of(g, jstr(o, "team")), bi->team);
					assert_true(same_player(json_object_get(o, "player"), g,
					                        bi->team, bi->player));
					assert_int_equal(jint(o, "period"), bi->period);
				}
				break;
			case RINK_AD_EV_SHOT:
				/* on goal unless a miss at the empty net */
				if (!json_is_true(json_object_get(o, "empty_net")) ||
				    json_is_true(json_object_get(o, "goal")))
					shots[team_of(g, jstr(o, "team"))]++;
				break;
			case RINK_AD_EV_PSHOT:
				if (strcmp(jstr(o, "result"), "wide"))
					shots[team_of(g, jstr(o, "team"))]++;
				break;
			case RINK_AD_EV_PULL:
				/* a coach's decision: the situation he decided in */
				if (i == from && seat == team_of(g, jstr(o, "team"))) {
					const json_t *bs = json_object_get(before, "score");
					assert_true(json_equal(json_object_get(o, "score"), bs));
					assert_true(json_equal(json_object_get(o, "skaters"),
					                       json_object_get(before, "skaters")));
					assert_int_equal(jint(o, "clock"), jint(before, "clock"));
					assert_int_equal(jint(o, "time_left"),
					                 jint(before, "time_left"));
					assert_int_equal(jint(o, "period"), jint(before, "period"));
				}
				break;
			case RINK_AD_EV_OVER:
				over++;
				assert_true(json_equal(json_object_get(o, "score"),
				                       json_object_get(view, "score")));
				assert_string_equal(
				        jstr(json_object_get(view, "result"), "decision"),
				        jstr(o, "decision"));
				break;
			}
			json_decref(o);
		}
		/* the last goal's score is the view's, but for a shoot-out's */
		if (last_goal && rink_ad_box(s)->decision != RINK_AD_SO)
			assert_true(json_equal(json_object_get(last_goal, "score"),
			                       json_object_get(view, "score")));
		/* the card the view shows is the last one read for an entry */
		for (size_t i = ev.n; i-- > from;)
			if (ev.v[i].type == RINK_AD_EV_ENTRY) {
				const json_t *c = json_object_get(view, "card");
				/* with budget=all every draw is from that deck: the
				 * view's card is the last drawn, maybe for a number */
				if (jint(view, "period") == ev.v[i].arg[5] &&
				    !strstr(rink_game_params(g), "budget=all"))
					assert_int_equal(jint(c, "number"), ev.v[i].arg[0]);
				break;
			}
		json_decref(last_goal);
		json_decref(before);
		json_decref(view);
	}
	assert_int_equal(over, 1);
	assert_int_equal(goal, b->ngoals);
	assert_int_equal(pen, b->npens);
	assert_int_equal(inj, b->ninj);
	assert_int_equal(shots[0], b->shots[0]);
	assert_int_equal(shots[1], b->shots[1]);
	*ngoals += goal;
	*npens += pen;
	rink_events_free(&ev);
	rink_state_free(s);
}

static void test_events_named_and_true(void **state)
{
	static const char *const params[] = {
	        "stop=sequence", "stop=sequence,tournament=true",
	        "stop=sequence,budget=all,pull_deficit=2,pull_cards=30", "regular_shootout=true"};
	int goals = 0, pens = 0;

	(void)state;
	for (int p = 0; p < 4; p++) {
		rink_game *g = ad_game_new(params[p]);
		for (uint64_t seed = 1; seed <= 25; seed++)
			play_checked(g, seed, &goals, &pens);
		rink_game_free(g);
	}
	assert_true(goals > 100);
	assert_true(pens > 100);
}

/* Every event type appears, as JSON, in games played out. */
static void test_every_event_type_seen(void **state)
{
	rink_game *g = ad_game_new("tournament=true,pull_deficit=2,pull_cards=30");
	struct rink_events ev = {0};
	bool seen[RINK_AD_EV_SO_LOT + 1] = {false};

	(void)state;
	for (uint64_t seed = 0; seed < 400; seed++) {
		rink_state *s = rink_state_new(g, seed);
		rink_events_clear(&ev);
		rink_ad_play_out(s, &ev);
		for (size_t i = 0; i < ev.n; i++)
			if (!seen[ev.v[i].type]) {
				json_decref(event(g, &ev.v[i]));
				seen[ev.v[i].type] = true;
			}
		rink_state_free(s);
	}
	/* SO_LOT needs a shoot-out with no shooter left: not in real charts */
	for (int t = RINK_AD_EV_PERIOD; t < RINK_AD_EV_SO_LOT; t++)
		if (!seen[t])
			fail_msg("no event of type %d in 400 games", t);
	rink_events_free(&ev);
	rink_game_free(g);
}

/* The view at a coach's decision names it, with the score, the time left
 * and the strength he weighs. */
static void check_decision_view(const rink_state *s, int seat)
{
	json_t *v = rink_state_view_json(s, seat);
	const json_t *d = json_object_get(v, "decision");
	const char *kind = jstr(d, "kind");
	const rink_game *g = rink_state_game(s);

	assert_string_equal(jstr(d, "team"), rink_ad_game_team(g, seat)->abbr);
	if (!strcmp(kind, "pull")) {
		assert_string_equal(jstr(v, "phase"), "pull");
		assert_true(json_equal(json_object_get(d, "score"), json_object_get(v, "score")));
		assert_int_equal(jint(d, "time_left"), jint(v, "time_left"));
		assert_int_equal(jint(d, "time_left"), 12 * jint(v, "cards_left"));
		const json_t *sc = json_object_get(v, "score");
		int mine = (int)json_integer_value(json_array_get(sc, (size_t)seat));
		int theirs = (int)json_integer_value(json_array_get(sc, (size_t)(1 - seat)));
		assert_int_equal(jint(d, "trailing_by"), theirs - mine);
		const json_t *st = json_object_get(d, "strength");
		assert_true(
		        json_equal(json_object_get(st, "skaters"), json_object_get(v, "skaters")));
		assert_true(json_equal(st, json_object_get(v, "strength")));
	} else {
		assert_string_equal(kind, seat == 0 && !strcmp(jstr(v, "phase"), "pause") ? "next"
		                                                                          : "pick");
	}
	json_decref(v);
}

static void test_action_json_with_coaches(void **state)
{
	static const char *const params[] = {"tournament=true", "pull_deficit=2,pull_cards=30",
	                                     "regular_shootout=true,stop=sequence"};
	static const char *const kinds[] = {"pull", "keep", "back", "draw", "pick", "next"};
	int seen[6] = {0};
	struct rink_error err;

	(void)state;
	for (int p = 0; p < 3; p++) {
		rink_game *g = ad_game_new(params[p]);
		for (uint64_t seed = 0; seed < 40; seed++) {
			rink_bot *b[2] = {
			        rink_bot_new(g, seed & 1 ? "heuristic" : "random", seed, &err),
			        rink_bot_new(g, seed & 1 ? "random" : "hard:pairs=8", seed + 99,
			                     &err)};
			assert_non_null(b[0]);
			assert_non_null(b[1]);
			rink_state *s = rink_state_new(g, seed);
			for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
				int seat = (m & 1u) ? 0 : 1, acts[RINK_MAX_ACTIONS];
				int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
				assert_true(n > 0);
				check_decision_view(s, seat);
				for (int i = 0; i < n; i++) {
					json_t *o = rink_action_json(s, seat, acts[i]);
					char text[64];
					int k = 0, back;
					assert_non_null(o);
					rink_action_text(s, seat, acts[i], text, sizeof(text));
					assert_int_equal(jint(o, "id"), acts[i]);
					assert_string_equal(jstr(o, "notation"), text);
					assert_string_equal(jstr(o, "team"),
					                    rink_ad_game_team(g, seat)->abbr);
					while (k < 6 && strcmp(kinds[k], jstr(o, "kind")))
						k++;
					if (k == 6)
						fail_msg("action %s: kind %s", text,
						         jstr(o, "kind"));
					seen[k]++;
					if (!strcmp(kinds[k], "pick")) {
						/* the player named is the one the action picks */
						char pick[80];
						snprintf(pick, sizeof(pick), "pick %s",
						         jstr(o, "player"));
						assert_int_equal(rink_action_parse(s, seat, pick,
						                                   &back, &err),
						                 RINK_OK);
						assert_int_equal(back, acts[i]);
					} else {
						assert_int_equal(rink_action_parse(s, seat,
						                                   kinds[k], &back,
						                                   &err),
						                 RINK_OK);
						assert_int_equal(back, acts[i]);
					}
					json_decref(o);
				}
				int a = rink_bot_act(b[seat], s, seat);
				assert_int_equal(rink_state_apply(s, seat, a, NULL, &err), RINK_OK);
			}
			rink_state_free(s);
			rink_bot_free(b[0]);
			rink_bot_free(b[1]);
		}
		rink_game_free(g);
	}
	for (int k = 0; k < 6; k++)
		if (!seen[k])
			fail_msg("no legal action of kind %s", kinds[k]);
}

/* Views equal for every seat but `except` (-3: none). */
static void assert_views_equal(const rink_state *a, const rink_state *b, int except)
{
	static const int seats[] = {RINK_SPECTATOR, 0, 1, RINK_ALL_SEATS};

	for (int k = 0; k < 4; k++) {
		if (seats[k] == except || (except >= 0 && seats[k] == RINK_ALL_SEATS))
			continue;
		json_t *va = rink_state_view_json(a, seats[k]),
		       *vb = rink_state_view_json(b, seats[k]);
		assert_non_null(va);
		assert_non_null(vb);
		if (!json_equal(va, vb))
			fail_msg("seat %d sees what is hidden:\n%s\n%s", seats[k],
			         tu_dump(json_incref(va)), tu_dump(json_incref(vb)));
		/* nor the seed, by name or by number */
		char *text = json_dumps(va, JSON_COMPACT), num[32];
		snprintf(num, sizeof(num), "%llu", (unsigned long long)rink_state_seed(a));
		assert_null(strstr(text, "seed"));
		assert_null(strstr(text, "\"deck\""));
		if (strlen(num) >= 10) /* a short number is found anywhere */
			assert_null(strstr(text, num));
		free(text);
		json_decref(va);
		json_decref(vb);
	}
}

/* What no seat can know: the seed, the generator and the order of both
 * decks' cards to come. */
static void hide_future(rink_state *t)
{
	struct ad_state *x = (struct ad_state *)t;

	x->base.seed ^= 0x5555;
	x->rng.s[0] ^= 1;
	for (int i = x->pos, j = 99; i < j; i++, j--) {
		uint8_t c = x->deck[i];
		x->deck[i] = x->deck[j];
		x->deck[j] = c;
	}
	for (int i = x->npos, j = 99; i < j; i++, j--) {
		uint8_t c = x->ndeck[i];
		x->ndeck[i] = x->ndeck[j];
		x->ndeck[j] = c;
	}
}

static void test_views_hide_deck_order_and_seed(void **state)
{
	static const char *const params[] = {"stop=sequence", "stop=sequence,budget=all"};
	const uint64_t big = 0x9e3779b97f4a7c15ull; /* twenty digits: found if shown */

	(void)state;
	for (int p = 0; p < 2; p++) {
		rink_game *g = ad_game_new(params[p]);
		/* before any card: two seeds, one view */
		rink_state *a = rink_state_new(g, big), *b = rink_state_new(g, 12345);
		assert_false(rink_state_equal(a, b));
		assert_views_equal(a, b, -3);
		rink_state_free(b);
		/* in play: the same position with another future */
		for (int k = 0; rink_state_to_move(a) && k < 400; k++) {
			if (k % 7 == 3) {
				rink_state *t = rink_state_clone(a);
				hide_future(t);
				assert_false(rink_state_equal(a, t));
				assert_views_equal(a, t, -3);
				rink_state_free(t);
			}
			int seat = (rink_state_to_move(a) & 1u) ? 0 : 1;
			rink_state_apply_fast(a, seat, rink_ad_auto_action(a, seat), NULL);
		}
		rink_state_free(a);
		rink_game_free(g);
	}
}

/* A coach's named shoot-out shooters are his own: the other coach and
 * spectators see how many, not who. */
static void test_shootout_picks_hidden(void **state)
{
	rink_game *g = ad_game_new("tournament=true");
	struct rink_error err;
	int found = 0;

	(void)state;
	for (uint64_t seed = 0; seed < 300 && !found; seed++) {
		rink_state *s = rink_state_new(g, seed);
		const struct ad_state *x = (const struct ad_state *)s;
		for (uint32_t m; (m = rink_state_to_move(s)) != 0 && x->phase != AD_PH_PICK;) {
			int seat = (m & 1u) ? 0 : 1;
			rink_state_apply_fast(s, seat, rink_ad_auto_action(s, seat), NULL);
		}
		bool pick = rink_state_to_move(s) == 1u && x->phase == AD_PH_PICK;
		if (pick) {
			int acts[64], n = rink_state_legal(s, 0, acts, 64);
			assert_true(n >= 3); /* draw and two players at least */
			rink_state *t = rink_state_clone(s);
			assert_int_equal(rink_state_apply(s, 0, acts[1], NULL, &err), RINK_OK);
			assert_int_equal(rink_state_apply(t, 0, acts[2], NULL, &err), RINK_OK);
			/* the home coach sees his own pick; nobody else does */
			json_t *vs = rink_state_view_json(s, 0), *vt = rink_state_view_json(t, 0);
			assert_false(json_equal(vs, vt));
			const json_t *so = json_object_get(vs, "shootout");
			assert_int_equal(
			        json_integer_value(json_array_get(json_object_get(so, "named"), 0)),
			        1);
			json_decref(vs);
			json_decref(vt);
			assert_views_equal(s, t, 0);
			rink_state_free(t);
			found = 1;
		}
		rink_state_free(s);
	}
	assert_true(found);
	rink_game_free(g);
}

/* A view is enough to draw the game: its fields are there and agree with
 * the position. */
static void test_view_complete(void **state)
{
	rink_game *g = ad_game_new("stop=sequence");
	rink_state *s = rink_state_new(g, 5);
	static const char *const keys[] = {
	        "game",    "phase",     "period",       "clock",        "time_left", "cards_left",
	        "home",    "away",      "names",        "score",        "shots",     "possession",
	        "zone",    "home_zone", "faceoff_next", "faceoff_zone", "shot_next", "card",
	        "skaters", "pulled",    "strength",     "control",      "goalies",   "penalties",
	        "out",     "decision",  "box"};

	(void)state;
	for (int k = 0; k < 600 && rink_state_to_move(s); k++) {
		json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
		struct rink_ad_pos pos;
		rink_ad_get_pos(s, &pos);
		for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
			if (!json_object_get(v, keys[i]))
				fail_msg("the view has no \"%s\"", keys[i]);
		assert_pair(v, "skaters", pos.skaters[0], pos.skaters[1]);
		assert_pair(v, "score", rink_ad_box(s)->score[0], rink_ad_box(s)->score[1]);
		assert_int_equal(jint(v, "cards_left"), pos.cards_left);
		assert_int_equal((int)json_array_size(json_object_get(v, "penalties")), pos.npen);
		const json_t *st = json_object_get(v, "strength");
		assert_pair(st, "skaters", pos.skaters[0], pos.skaters[1]);
		const json_t *pp = json_object_get(st, "power_play");
		if (pos.skaters[0] == pos.skaters[1])
			assert_true(json_is_null(pp));
		else
			assert_string_equal(
			        json_string_value(pp),
			        rink_ad_game_team(g, pos.skaters[0] > pos.skaters[1] ? 0 : 1)
			                ->abbr);
		assert_string_equal(jstr(v, "possession"), rink_ad_game_team(g, pos.poss)->abbr);
		const json_t *box = json_object_get(v, "box");
		assert_int_equal(json_array_size(json_object_get(box, "goals")),
		                 rink_ad_box(s)->ngoals);
		json_decref(v);
		int seat = (rink_state_to_move(s) & 1u) ? 0 : 1;
		rink_state_apply_fast(s, seat, rink_ad_auto_action(s, seat), NULL);
	}
	rink_state_free(s);
	rink_game_free(g);
}

/* The charts in rink_game_info_json: both teams as the view names them,
 * and every player an event names (shooter, scorer, goalie, penalized,
 * injured) on his team's list, so a client can show any of them. */
static bool on_team(const json_t *team, const char *name)
{
	json_t *p;
	size_t i;

	json_array_foreach(
	        json_object_get(team, "players"), i,
	        p) if (!strcmp(json_string_value(json_object_get(p, "name")), name)) return true;
	return false;
}

static void test_info_lists_both_charts(void **state)
{
	static const char *const keys[] = {"shooter", "scorer", "goalie", "player", "injured"};
	rink_game *g = ad_game_new("");
	json_t *info = rink_game_info_json(g), *teams = json_object_get(info, "teams");
	int named = 0;

	(void)state;
	assert_int_equal(json_array_size(teams), 2);
	for (uint64_t seed = 1; seed <= 20; seed++) {
		rink_state *s = rink_state_new(g, seed);
		struct rink_events ev = {0};
		json_t *view = rink_state_view_json(s, 0);

		assert_string_equal(
		        json_string_value(json_object_get(json_array_get(teams, 0), "abbr")),
		        json_string_value(json_object_get(view, "home")));
		assert_string_equal(
		        json_string_value(json_object_get(json_array_get(teams, 1), "abbr")),
		        json_string_value(json_object_get(view, "away")));
		json_decref(view);
		while (!rink_state_is_over(s)) {
			uint32_t m = rink_state_to_move(s);
			int seat = __builtin_ctz(m), acts[RINK_MAX_ACTIONS];

			rink_events_clear(&ev);
			rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
			rink_state_apply(s, seat, acts[0], &ev, NULL);
			for (size_t k = 0; k < ev.n; k++) {
				json_t *e = rink_event_json(g, &ev.v[k], RINK_ALL_SEATS);

				for (size_t j = 0; j < sizeof(keys) / sizeof(keys[0]); j++) {
					const char *name =
					        json_string_value(json_object_get(e, keys[j]));

					if (!name)
						continue;
					assert_true(on_team(json_array_get(teams, 0), name) ||
					            on_team(json_array_get(teams, 1), name));
					named++;
				}
				json_decref(e);
			}
		}
		rink_events_free(&ev);
		rink_state_free(s);
	}
	assert_true(named > 100);
	json_decref(info);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_events_named_and_true),
	        cmocka_unit_test(test_every_event_type_seen),
	        cmocka_unit_test(test_action_json_with_coaches),
	        cmocka_unit_test(test_views_hide_deck_order_and_seed),
	        cmocka_unit_test(test_shootout_picks_hidden),
	        cmocka_unit_test(test_view_complete),
	        cmocka_unit_test(test_info_lists_both_charts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
