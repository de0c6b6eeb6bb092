/*
 * tests/unit/test_pp_more.c: the rules that need a longer set-up: the first
 * turn (PP-TURN-01), an empty pile (PP-GAP-10), specials and injuries in the
 * series (PP-SERIES-03/04/06, PP-GAP-14), a forced-in card's own ability
 * (PP-GAP-20), Willy Winzig as a bruiser (PP-GAP-27), the team variant's
 * substitutes (PP-GAP-36/37/39) and what each seat sees (PP-GAP-40).
 */
#include "pp_testutil.h"

#define STRONG "Superstar,Comet Kowalski,Speedy Gonzalez,Big Dipper,Sharp Edge,Zamboni Zeke"
#define WEAK   "Rink Rat,Gnome,Toe Pick,Slow Poke,Space Cadet,Stu Still"

/* Plays every decision with each seat's first legal action until the
 * turn comes back (or the game ends). */
static void finish_game(rink_state *s, struct rink_events *ev)
{
	while (!rink_state_is_over(s) && pp_view(s, 0).phase != RINK_PP_TURN) {
		int seat = __builtin_ctz(rink_state_to_move(s)), acts[RINK_MAX_ACTIONS];
		struct rink_error err;
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		assert_int_equal(rink_state_apply(s, seat, acts[0], ev, &err), RINK_OK);
	}
}

/* Plays first legal actions until the current game's result. */
static void finish_this_game(rink_state *s, struct rink_events *ev)
{
	int results = pp_count(ev, RINK_PP_EV_RESULT);

	while (pp_count(ev, RINK_PP_EV_RESULT) == results) {
		int seat = __builtin_ctz(rink_state_to_move(s)), acts[RINK_MAX_ACTIONS];
		struct rink_error err;
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		assert_int_equal(rink_state_apply(s, seat, acts[0], ev, &err), RINK_OK);
	}
}

/* PP-TURN-01: the first turn is a parameter, apart from the first pick */
static void test_PP_TURN_01_first_turn_parameter(void **state)
{
	rink_game *g = pp_new("managers=5,first=2,first_turn=4");
	rink_state *s = rink_state_new(g, 3);
	struct rink_error err;

	assert_int_equal(rink_state_to_move(s), 1u << 1);
	rink_state_free(s);
	s = pp_after_setup(g, 3);
	assert_int_equal(rink_state_to_move(s), 1u << 3);
	rink_state_free(s);
	rink_game_free(g);
	assert_null(rink_game_new("powerplay", "managers=3,first_turn=4", &err));
}

/* PP-GAP-10 (a): ten managers leave four goalies; a fifth injured goalie
 * finds the pile empty, and the out-for-season goalies are shuffled back */
static void test_PP_GAP_10_empty_pile_refilled(void **state)
{
	rink_game *g = pp_new("managers=10,first=1");
	rink_state *s = pp_after_setup(g, 11);
	struct rink_events ev = {0};
	int injured = 0;

	for (int target = 1; target <= 5; target++) {
		char t[16];
		pp_team(s, 0,
		        "Superstar,Comet Kowalski,Speedy Gonzalez,Enforcer,Sharp Edge,"
		        "Zamboni Zeke");
		snprintf(t, sizeof(t), "game %d", target + 1);
		pp_do(s, 0, t, &ev);
		struct rink_pp_view hv = pp_view(s, target);
		struct rink_pp_card goalie;
		rink_pp_card(g, hv.team[5], &goalie);
		pp_round(s, "Enforcer", goalie.name, &ev);
		injured++;
		finish_game(s, &ev);
		while (rink_state_to_move(s) != 1u)
			pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "draft ", NULL);
	}
	assert_int_equal(injured, 5);
	assert_true(tu_find_event(&ev, RINK_PP_EV_REFILL, 0) >= 0);
	const struct rink_event *e = pp_last(&ev, RINK_PP_EV_REFILL);
	assert_int_equal(e->arg[0], RINK_PP_GOALIE);
	assert_int_equal(e->arg[1], 5); /* five goalies out for the season */
	struct rink_error err;
	assert_int_equal(rink_state_check(s, &err), RINK_OK);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-SERIES-03, 04, 06, PP-GAP-14 (a), PP-GAP-11 (a): the series plays by the
 * regular rules: specials act, injured cards are out for the season and
 * replaced by the draft procedure, no home-ice goal */
/* Checklist IDs: PP-SERIES-04, PP-SERIES-06 */
static void test_PP_SERIES_03_04_06_series_rules(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	rink_state *s = pp_after_setup(g, 13);
	struct rink_events ev = {0};

	rink_pp_set_wins(s, 0, 8);
	pp_do(s, 0, "game 2", NULL);
	pp_team(s, 0, STRONG);
	pp_team(s, 1, WEAK);
	pp_rounds(s, STRONG, WEAK, NULL);
	assert_int_equal(pp_view(s, 0).stage, RINK_PP_FINAL);
	/* series game 1: manager 1 initiates; 0-0 */
	assert_int_equal(pp_view(s, 0).score[0], 0);
	assert_int_equal(pp_view(s, 0).score[1], 0);
	pp_team(s, 0, "Hydra,Comet Kowalski,Speedy Gonzalez,Big Dipper,Enforcer,Zamboni Zeke");
	pp_team(s, 1, WEAK);
	pp_round(s, "Hydra", "Gnome", &ev); /* Hydra worth 1 in the series too */
	assert_int_equal(pp_last(&ev, RINK_PP_EV_VALUES)->arg[2], 2);
	pp_round(s, "Enforcer", "Slow Poke", &ev);
	finish_this_game(s, &ev);
	assert_true(rink_pp_is_out_for_season(s, pp_id(g, "Slow Poke")));
	const struct rink_event *r = pp_last(&ev, RINK_PP_EV_REPLACE);
	assert_non_null(r);
	assert_int_equal(r->arg[1], pp_id(g, "Slow Poke"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-20 (a): a card forced in by Rumpelstockchen keeps its own ability:
 * Sitting Bully, brought in, may still turn a card */
static void test_PP_GAP_20_forced_in_keeps_ability(void **state)
{
	rink_game *g = pp_new("managers=2,first=1");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, "Rumpelstockchen,Superstar,Rink Rat,Iron Mike,Slow Poke,Sieve",
	                        "Toe Pick,Gnome,Splinter,Sitting Bully,Wobbly Ankles,Ghost", &ev);

	pp_round(s, "Rumpelstockchen", "Ghost", &ev);
	assert_int_equal(pp_view(s, 1).phase, RINK_PP_RUMP);
	pp_do(s, 1, "take Sitting Bully", &ev);
	assert_int_equal(pp_view(s, 1).phase, RINK_PP_BULLY);
	assert_int_equal(rink_state_to_move(s), 1u << 1);
	pp_do(s, 1, "bully no", &ev);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_RUMP), 1); /* once per round */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* Writes the designed deck with up to two text replacements to a file. */
static const char *deck_with(const char *a, const char *a2, const char *b, const char *b2)
{
	static char path[256];
	const char *dir = getenv("RINK_DATA_DIR");
	char src[512], *buf, *out;
	FILE *f;
	long n;

	snprintf(src, sizeof(src), "%s/powerplay/deck.json", dir ? dir : "data");
	snprintf(path, sizeof(path), "/tmp/rink_pp_more_%d.json", (int)getpid());
	f = fopen(src, "r");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = calloc(1, (size_t)n + 256);
	out = calloc(1, (size_t)n + 256);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	for (int k = 0; k < 2; k++) {
		const char *from = k ? b : a, *to = k ? b2 : a2;
		char *at = strstr(buf, from);
		assert_non_null(at);
		out[0] = '\0';
		strncat(out, buf, (size_t)(at - buf));
		strcat(out, to);
		strcat(out, at + strlen(from));
		strcpy(buf, out);
	}
	f = fopen(path, "w");
	fputs(buf, f);
	fclose(f);
	free(buf);
	free(out);
	return path;
}

/* PP-GAP-27 (a): a bruiser Willy Winzig (a loaded list) meets a goalie: he
 * scores, and the goalie is injured */
static void test_PP_GAP_27_bruiser_willy_vs_goalie(void **state)
{
	char params[400];
	const char *path =
	        deck_with("\"name\": \"Willy Winzig\", \"type\": \"defense\", \"value\": 2,",
	                  "\"name\": \"Willy Winzig\", \"type\": \"defense\", \"value\": "
	                  "2, \"bruiser\": true,",
	                  "\"name\": \"Crusher\", \"type\": \"defense\", \"value\": 3, "
	                  "\"bruiser\": true,",
	                  "\"name\": \"Crusher\", \"type\": \"defense\", \"value\": 3,");
	struct rink_events ev = {0};

	snprintf(params, sizeof(params), "managers=2,first=1,deck=%s", path);
	rink_game *g = pp_new(params);
	rink_state *s = pp_duel(g, "Superstar,Blue Liner,Rink Rat,Willy Winzig,Slow Poke,Sieve",
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Zamboni Zeke", &ev);
	pp_round(s, "Willy Winzig", "Zamboni Zeke", &ev);
	assert_int_equal(pp_last(&ev, RINK_PP_EV_FACEOFF)->arg[3],
	                 2 | 4); /* away goal, home hurt */
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
	remove(path);
}

static rink_state *tv_state(rink_game *g, uint64_t seed, const char *t1, const char *t2)
{
	rink_state *s = rink_state_new(g, seed);
	char a[32];

	snprintf(a, sizeof(a), "team %s", t1);
	pp_do(s, 0, a, NULL);
	snprintf(a, sizeof(a), "team %s", t2);
	pp_do(s, 1, a, NULL);
	return s;
}

static void field(rink_state *s, int seat, const char *names)
{
	char buf[512], *save = NULL, t[80];

	snprintf(buf, sizeof(buf), "%s", names);
	for (char *n = strtok_r(buf, ",", &save); n; n = strtok_r(NULL, ",", &save)) {
		snprintf(t, sizeof(t), "field %s", n);
		pp_do(s, seat, t, NULL);
	}
}

/* PP-GAP-36 (a), PP-GAP-37 (a), PP-GAP-39 (a): in the team variant a card
 * injured in a tied game is replaced before sudden death by the manager's
 * best available player of its type, and rests after the game */
static void test_PP_GAP_36_37_team_substitute(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=2,first=1");
	int enforcer = pp_id(g, "Enforcer");
	rink_state *s = NULL;
	struct rink_events ev = {0};

	for (uint64_t seed = 1;; seed++) { /* manager 1 draws the Enforcer mask */
		s = tv_state(g, seed, "pucks", "creatures");
		if (pp_view(s, 0).roster[10] == enforcer)
			break;
		rink_state_free(s);
	}
	pp_do(s, 0, "game 2", &ev);
	field(s, 0, "Superstar,Blue Liner,Rink Rat,Enforcer,Slow Poke,Sieve");
	field(s, 1, "Griffin,Gnome,Pegasus,Troll,Hobbit,Leprechaun");
	/* 2-2 with Hobbit injured by Enforcer (8 > 4: Enforcer scores) */
	pp_rounds(s, "Superstar,Blue Liner,Rink Rat,Enforcer,Slow Poke,Sieve",
	          "Leprechaun,Gnome,Griffin,Hobbit,Pegasus,Troll", &ev);
	/* Superstar v goalie 0; 7 v 4 A; 4 v 10 H; 8 v 4 A (Hobbit hurt);
	 * 3 v 5 H; Sieve 2 v Troll 6: 0: 2-2 */
	assert_int_equal(pp_view(s, 0).pass, 1);
	const struct rink_event *r = pp_last(&ev, RINK_PP_EV_REPLACE);
	assert_non_null(r);
	assert_int_equal(r->arg[1], pp_id(g, "Hobbit"));
	{
		/* the best defender of manager 2 who was not in the six */
		struct rink_pp_view v2 = pp_view(s, 1);
		int best = -1, best_value = -1;
		for (int p = 0; p < 11; p++) {
			struct rink_pp_card c;
			rink_pp_card(g, v2.roster[p], &c);
			if (c.type == RINK_PP_DEFENSE && strcmp(c.name, "Troll") != 0 &&
			    strcmp(c.name, "Hobbit") != 0 && c.value > best_value) {
				best_value = c.value;
				best = v2.roster[p];
			}
		}
		assert_int_equal(r->arg[2], best);
	}
	assert_true(tu_find_event(&ev, RINK_PP_EV_REPLACE, 0) <
	            tu_find_event(&ev, RINK_PP_EV_OVERTIME, 0));
	assert_false(pp_legal(s, 1, "play Hobbit"));
	pp_round(s, "Superstar", "Gnome", &ev); /* sudden death: 11 v 4 */
	assert_int_equal(pp_view(s, 1).phase, RINK_PP_REST);
	/* Hobbit rests whatever manager 2 chooses */
	struct rink_pp_view v = pp_view(s, 1);
	for (int p = 0; p < 11; p++)
		if (v.roster[p] == pp_id(g, "Hobbit"))
			assert_false(v.resting[p]);  /* not yet: chosen at the end */
	assert_false(pp_legal(s, 1, "rest Hobbit")); /* already forced */
	while (pp_view(s, 0).phase == RINK_PP_REST)
		pp_do_first(s, __builtin_ctz(rink_state_to_move(s)), "rest ", NULL);
	v = pp_view(s, 1);
	for (int p = 0; p < 11; p++)
		if (v.roster[p] == pp_id(g, "Hobbit"))
			assert_true(v.resting[p]);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-36 with substitute=choose: the substitute before sudden death is
 * the injured card's manager's move, among his available players of its
 * type; the other manager waits */
/* Checklist IDs: PP-GAP-36 */
static void test_PP_GAP_36_substitute_is_a_move(void **state)
{
	rink_game *g = pp_new("team_variant=1,managers=2,first=1,substitute=choose");
	int enforcer = pp_id(g, "Enforcer");
	rink_state *s = NULL;
	struct rink_events ev = {0};
	int acts[RINK_MAX_ACTIONS], n, worst = -1, worst_value = 99;
	struct rink_pp_view v;

	for (uint64_t seed = 1;; seed++) { /* manager 1 draws the Enforcer mask */
		s = tv_state(g, seed, "pucks", "creatures");
		if (pp_view(s, 0).roster[10] == enforcer)
			break;
		rink_state_free(s);
	}
	pp_do(s, 0, "game 2", &ev);
	field(s, 0, "Superstar,Blue Liner,Rink Rat,Enforcer,Slow Poke,Sieve");
	field(s, 1, "Griffin,Gnome,Pegasus,Troll,Hobbit,Leprechaun");
	pp_rounds(s, "Superstar,Blue Liner,Rink Rat,Enforcer,Slow Poke,Sieve",
	          "Leprechaun,Gnome,Griffin,Hobbit,Pegasus,Troll", &ev);
	/* 2-2, Hobbit injured: manager 2 chooses before sudden death */
	v = pp_view(s, 1);
	assert_int_equal(v.phase, RINK_PP_SUB);
	assert_int_equal(v.decider, 1);
	assert_int_equal(rink_state_to_move(s), 1u << 1);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_REPLACE), 0);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_OVERTIME), 0);
	assert_false(pp_legal(s, 1, "sub Troll"));   /* in the six */
	assert_false(pp_legal(s, 1, "sub Hobbit"));  /* injured */
	assert_false(pp_legal(s, 1, "sub Griffin")); /* a forward */
	/* every other defender of his is offered; he takes the weakest */
	n = rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS);
	assert_true(n >= 1);
	for (int i = 0; i < n; i++) {
		struct rink_pp_card c;
		int card = acts[i] - rink_pp_action_sub(0);
		assert_true(rink_pp_card(g, card, &c));
		assert_int_equal(c.type, RINK_PP_DEFENSE);
		if (c.value < worst_value) {
			worst_value = c.value;
			worst = card;
		}
	}
	{
		char t[80];
		struct rink_pp_card c;
		rink_pp_card(g, worst, &c);
		snprintf(t, sizeof(t), "sub %s", c.name);
		pp_do(s, 1, t, &ev);
	}
	const struct rink_event *r = pp_last(&ev, RINK_PP_EV_REPLACE);
	assert_non_null(r);
	assert_int_equal(r->arg[0], 1);
	assert_int_equal(r->arg[1], pp_id(g, "Hobbit"));
	assert_int_equal(r->arg[2], worst);
	v = pp_view(s, 1);
	assert_int_equal(v.phase, RINK_PP_ROUND);
	assert_int_equal(v.pass, 1);
	assert_true(pp_legal(s, 1, "play Gnome"));
	assert_false(pp_legal(s, 1, "play Hobbit"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-40 (a): what each seat sees */
static void test_PP_GAP_40_views(void **state)
{
	rink_game *g = pp_new("managers=3,first=1");
	rink_state *s = rink_state_new(g, 2);
	struct rink_events ev = {0};
	json_t *j;

	pp_do(s, 0, "draw goalie", &ev);
	j = rink_event_json(g, &ev.v[0], 1);
	assert_null(json_object_get(j, "card")); /* others see the pile only */
	json_decref(j);
	j = rink_event_json(g, &ev.v[0], 0);
	assert_non_null(json_object_get(j, "card"));
	json_decref(j);
	rink_state_free(s);
	s = pp_after_setup(g, 2);
	/* a spectator and another seat never see a team */
	j = rink_state_view_json(s, RINK_SPECTATOR);
	assert_int_equal(json_array_size(json_object_get(j, "team")), 0);
	json_decref(j);
	pp_team(s, 0, STRONG);
	/* a draft: the cards put under and drawn are the drafter's to see;
	 * the others see which pile */
	rink_state *d = rink_state_clone(s);
	struct rink_events dev = {0};
	char t[160];
	pp_do(d, 0, "draft Superstar", &dev);
	const struct rink_event *de = pp_last(&dev, RINK_PP_EV_DRAFT);
	assert_non_null(de);
	rink_event_text(g, de, 1, t, sizeof(t));
	assert_string_equal(t, "Manager 1 drafts a forward");
	rink_event_text(g, de, 0, t, sizeof(t));
	assert_non_null(strstr(t, "releases Superstar"));
	rink_events_free(&dev);
	rink_state_free(d);
	/* a trade: the two managers see both cards, the third only the type */
	d = rink_state_clone(s);
	dev = (struct rink_events){0};
	pp_do(d, 0, "trade 2 1", &dev);
	pp_do_first(d, 0, "give ", &dev);
	de = pp_last(&dev, RINK_PP_EV_TRADE);
	assert_non_null(de);
	rink_event_text(g, de, 2, t, sizeof(t));
	assert_null(strstr(t, "takes"));
	assert_non_null(strstr(t, "trades a"));
	rink_event_text(g, de, 1, t, sizeof(t));
	assert_non_null(strstr(t, "takes"));
	rink_events_free(&dev);
	rink_state_free(d);
	/* an injury replacement: the card drawn is its manager's to see */
	d = rink_state_clone(s);
	dev = (struct rink_events){0};
	pp_team(d, 0, "Superstar,Blue Liner,Rink Rat,Crusher,Slow Poke,Sieve");
	pp_team(d, 1, "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall");
	pp_do(d, 0, "game 2", &dev);
	pp_rounds(d, "Superstar,Blue Liner,Rink Rat,Crusher,Slow Poke,Sieve",
	          "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall", &dev);
	de = pp_last(&dev, RINK_PP_EV_REPLACE);
	assert_non_null(de);
	assert_int_equal(de->arg[1], pp_id(g, "Troll"));
	rink_event_text(g, de, 2, t, sizeof(t));
	assert_non_null(strstr(t, "from the defense pile"));
	rink_event_text(g, de, 1, t, sizeof(t));
	assert_non_null(strstr(t, "Troll with "));
	rink_events_free(&dev);
	rink_state_free(d);
	pp_do(s, 0, "game 2", NULL);
	pp_do(s, 0, "play Superstar", NULL);
	struct rink_pp_view v = pp_view(s, 1);
	assert_true(v.chosen[1]);
	assert_int_equal(v.table[1], RINK_PP_NO_CARD); /* not which card */
	for (int i = 0; i < 6; i++)
		assert_int_not_equal(v.team[i], pp_id(g, "Superstar"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* PP-GAP-05 (b) as an option: lineup=fixed: six cards ordered in secret
 * before the pass, then played in that order; Rumpelstockchen's withdrawn
 * card takes the place of the card that came in */
static void test_PP_GAP_05_fixed_lineups(void **state)
{
	rink_game *g = pp_new("managers=2,first=1,lineup=fixed");
	struct rink_events ev = {0};
	rink_state *s = pp_duel(g, "Rumpelstockchen,Superstar,Rink Rat,Iron Mike,Slow Poke,Sieve",
	                        "Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit,Brick Wall", &ev);
	const char *away[6] = {"Superstar", "Rumpelstockchen", "Rink Rat",
	                       "Iron Mike", "Slow Poke",       "Sieve"};
	const char *home[6] = {"Gnome", "Hobbit",       "Comet Kowalski",
	                       "Troll", "Twinkle Toes", "Brick Wall"};
	char t[64];

	for (int k = 0; k < 6; k++) {
		snprintf(t, sizeof(t), "play %s", away[k]);
		pp_do(s, 0, t, &ev);
		assert_false(pp_legal(s, 0, t)); /* each card once in the order */
	}
	assert_int_equal(rink_state_to_move(s), 1u << 1);
	assert_int_equal(pp_count(&ev, RINK_PP_EV_FACEOFF), 0);
	for (int k = 0; k < 6; k++) {
		snprintf(t, sizeof(t), "play %s", home[k]);
		pp_do(s, 1, t, &ev);
	}
	/* round 2: Rumpelstockchen v Hobbit: Comet comes in, Hobbit takes
	 * Comet's place (round 3) */
	int rounds[6][2], n = 0;
	for (size_t i = 0; i < ev.n; i++)
		if (ev.v[i].type == RINK_PP_EV_FACEOFF) {
			rounds[n][0] = ev.v[i].arg[2];
			rounds[n][1] = ev.v[i].arg[1];
			n++;
		}
	assert_int_equal(n, 6);
	assert_int_equal(rounds[1][1], pp_id(g, "Comet Kowalski"));
	assert_int_equal(rounds[2][1], pp_id(g, "Hobbit"));
	assert_int_equal(rounds[2][0], pp_id(g, "Rink Rat"));
	assert_int_equal(rounds[5][1], pp_id(g, "Brick Wall"));
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}
int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_PP_TURN_01_first_turn_parameter),
	        cmocka_unit_test(test_PP_GAP_10_empty_pile_refilled),
	        cmocka_unit_test(test_PP_SERIES_03_04_06_series_rules),
	        cmocka_unit_test(test_PP_GAP_20_forced_in_keeps_ability),
	        cmocka_unit_test(test_PP_GAP_27_bruiser_willy_vs_goalie),
	        cmocka_unit_test(test_PP_GAP_36_37_team_substitute),
	        cmocka_unit_test(test_PP_GAP_36_substitute_is_a_move),
	        cmocka_unit_test(test_PP_GAP_40_views),
	        cmocka_unit_test(test_PP_GAP_05_fixed_lineups),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
