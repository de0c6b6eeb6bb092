/*
 * tests/unit/test_ss_setup.c: Slapshot rule tests, Starting Play and Teams
 * (checklist SS-SETUP-*, SS-GAP-03), and line-ups by design (SS-DESIGN-01).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/rng.h"
#include "testutil.h"

static void test_SS_SETUP_01_two_to_six_managers(void **state)
{
	struct rink_error err;
	char params[64];

	for (int n = 2; n <= 6; n++) {
		snprintf(params, sizeof(params), "managers=%d", n);
		rink_game *g = tu_slapshot(params);
		assert_int_equal(rink_game_num_seats(g), n);
		rink_state *s = tu_after_setup(g, 7);
		assert_int_equal(tu_view(s).managers, n);
		assert_int_equal(tu_view(s).phase, RINK_SS_TURN);
		rink_state_free(s);
		rink_game_free(g);
	}
	for (int n = -1; n <= 10; n++) {
		if (n >= 2 && n <= 6)
			continue;
		snprintf(params, sizeof(params), "managers=%d", n);
		assert_null(rink_game_new("slapshot", params, &err));
		assert_int_equal(err.code, RINK_EINVAL);
		assert_non_null(strstr(err.text, "managers"));
	}
	/* the default is a legal count */
	rink_game *g = tu_slapshot(NULL);
	assert_true(rink_game_num_seats(g) >= 2 && rink_game_num_seats(g) <= 6);
	rink_game_free(g);
}

static void test_SS_SETUP_02_three_shuffled_decks(void **state)
{
	rink_game *g = tu_slapshot("managers=3");
	rink_state *a = rink_state_new(g, 11), *b = rink_state_new(g, 11), *c;
	static const int size[3] = {27, 18, 9};
	uint8_t da[27], db[27];
	bool differs = false, unsorted[3] = {false, false, false};

	for (int t = 0; t < 3; t++) {
		int seen[RINK_SS_CARDS] = {0};
		assert_int_equal(rink_ss_deck(a, t, da), size[t]);
		assert_int_equal(tu_view(a).deck_count[t], size[t]);
		for (int i = 0; i < size[t]; i++) {
			assert_int_equal(rink_ss_card(g, da[i])->type, t);
			seen[da[i]]++;
		}
		for (int c2 = 0; c2 < RINK_SS_CARDS; c2++)
			assert_int_equal(seen[c2], rink_ss_card(g, c2)->type == t ? 1 : 0);
		/* the same seed deals the same order */
		rink_ss_deck(b, t, db);
		assert_memory_equal(da, db, (size_t)size[t]);
	}
	/* other seeds deal other orders, and a deck is shuffled, not in roster order */
	for (uint64_t seed = 100; seed < 120; seed++) {
		c = rink_state_new(g, seed);
		for (int t = 0; t < 3; t++) {
			int n = rink_ss_deck(c, t, db);
			rink_ss_deck(a, t, da);
			differs |= memcmp(da, db, (size_t)n) != 0;
			for (int i = 1; i < n; i++)
				unsorted[t] |= db[i] < db[i - 1];
		}
		rink_state_free(c);
	}
	assert_true(differs);
	assert_true(unsorted[0] && unsorted[1] && unsorted[2]);
	/* face down: nobody's view names a card of a deck (nobody holds one yet) */
	for (int seat = RINK_SPECTATOR; seat < 3; seat++) {
		char *text = tu_dump(rink_state_view_json(a, seat));
		for (int card = 0; card < RINK_SS_CARDS; card++)
			assert_false(tu_mentions(text, rink_ss_card(g, card)->name, true));
		free(text);
	}
	rink_state_free(a);
	rink_state_free(b);
	rink_game_free(g);
}

/* SS-SETUP-03 and SS-GAP-03: one card per draw, the top card of the deck the
 * manager chooses, then the manager on his left. */
static void test_SS_SETUP_03_clockwise_one_card_per_draw(void **state)
{
	rink_game *g = tu_slapshot("managers=4,first=2");
	rink_state *s = rink_state_new(g, 5);
	struct rink_events ev = {0};
	/* each manager draws in his own order of types */
	static const char *const plan[4][6] = {
	        {"forward", "forward", "forward", "defense", "defense", "goalie"},
	        {"goalie", "defense", "forward", "defense", "forward", "forward"},
	        {"defense", "goalie", "defense", "forward", "forward", "forward"},
	        {"forward", "goalie", "forward", "defense", "forward", "defense"}};
	int drawn[4] = {0, 0, 0, 0};

	for (int i = 0; i < 24; i++) {
		int seat = (1 + i) % 4; /* manager 2 first, then to the left */
		assert_int_equal(rink_state_to_move(s), 1u << seat);
		assert_int_equal(tu_view(s).phase, RINK_SS_SETUP);
		const char *type_word = plan[seat][drawn[seat]++];
		int type = type_word[0] == 'f' ? 0 : type_word[0] == 'd' ? 1 : 2;
		uint8_t before[27], after[27], teams_before[4][6];
		int n = rink_ss_deck(s, type, before);
		for (int m = 0; m < 4; m++)
			tu_team(s, m, teams_before[m]);
		char text[32];
		snprintf(text, sizeof(text), "draw %s", type_word);
		rink_events_clear(&ev);
		tu_play(s, seat, text, &ev);
		/* the top card went to the drawing manager, and only it */
		assert_int_equal(rink_ss_deck(s, type, after), n - 1);
		assert_memory_equal(after, before + 1, (size_t)(n - 1));
		assert_true(tu_has(s, seat, before[0]));
		for (int m = 0; m < 4; m++) {
			uint8_t t[6];
			int changed = 0;
			tu_team(s, m, t);
			for (int k = 0; k < 6; k++)
				changed += t[k] != teams_before[m][k];
			assert_int_equal(changed, m == seat ? 1 : 0);
		}
		for (int other = 0; other < 3; other++)
			if (other != type)
				assert_int_equal(tu_view(s).deck_count[other],
				                 rink_ss_deck(s, other, after));
		/* SS-GAP-03 (i): the others see which deck, not the card */
		int e = tu_find_event(&ev, RINK_SS_EV_DRAW, 0);
		assert_true(e >= 0);
		for (int m = RINK_SPECTATOR; m < 4; m++) {
			const char *t = tu_event_text(g, &ev.v[e], m);
			assert_non_null(strstr(t, rink_ss_type_name(type)));
			assert_int_equal(tu_mentions(t, rink_ss_card(g, before[0])->name, false),
			                 m == seat);
			char *j = tu_dump(rink_event_json(g, &ev.v[e], m));
			assert_int_equal(tu_mentions(j, rink_ss_card(g, before[0])->name, true),
			                 m == seat);
			free(j);
			/* the deck is a key of its own for every seat */
			json_t *o = rink_event_json(g, &ev.v[e], m);
			assert_true(json_is_string(json_object_get(o, "deck")));
			assert_string_equal(json_string_value(json_object_get(o, "deck")),
			                    rink_ss_type_name(type));
			json_decref(o);
		}
	}
	assert_int_equal(tu_view(s).phase, RINK_SS_TURN);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-GAP-03: each draw, the manager may choose any deck with room left. */
static void test_SS_GAP_03_manager_chooses_the_deck(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = rink_state_new(g, 9);
	int acts[RINK_MAX_ACTIONS];

	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 3);
	assert_true(rink_state_is_legal(s, 0, rink_ss_action_draw(RINK_SS_GOALIE)));
	assert_true(rink_state_is_legal(s, 0, rink_ss_action_draw(RINK_SS_DEFENSE)));
	assert_true(rink_state_is_legal(s, 0, rink_ss_action_draw(RINK_SS_FORWARD)));
	tu_play(s, 0, "draw goalie", NULL);
	tu_play(s, 1, "draw defense", NULL);
	tu_play(s, 0, "draw d", NULL);
	tu_play(s, 1, "draw forward", NULL);
	rink_state_free(s);
	rink_game_free(g);
}

static void test_SS_SETUP_04_full_type_cannot_be_drawn(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = rink_state_new(g, 3);
	struct rink_error err;
	int acts[RINK_MAX_ACTIONS], action;

	tu_play(s, 0, "draw goalie", NULL);
	tu_play(s, 1, "draw defense", NULL);
	/* manager 1 holds his goalie: a second goalie is illegal */
	assert_false(rink_state_is_legal(s, 0, rink_ss_action_draw(RINK_SS_GOALIE)));
	assert_int_equal(rink_action_parse(s, 0, "draw goalie", &action, &err), RINK_OK);
	assert_int_equal(rink_state_apply(s, 0, action, NULL, &err), RINK_EILLEGAL);
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 2);
	tu_play(s, 0, "draw defense", NULL);
	tu_play(s, 1, "draw defense", NULL);
	/* manager 2 holds two defensemen */
	tu_play(s, 0, "draw defense", NULL);
	assert_false(rink_state_is_legal(s, 1, rink_ss_action_draw(RINK_SS_DEFENSE)));
	tu_play(s, 1, "draw forward", NULL);
	/* manager 1 has goalie and two defensemen: only forwards are left */
	assert_int_equal(rink_state_legal(s, 0, acts, RINK_MAX_ACTIONS), 1);
	assert_int_equal(acts[0], rink_ss_action_draw(RINK_SS_FORWARD));
	rink_state_free(s);

	/* whatever the order of draws, every team leaves setup 3F/2D/1G */
	struct rink_rng rng;
	rink_rng_seed(&rng, 42);
	for (int n = 2; n <= 6; n++) {
		char params[32];
		snprintf(params, sizeof(params), "managers=%d", n);
		rink_game *g2 = tu_slapshot(params);
		for (uint64_t seed = 0; seed < 20; seed++) {
			s = rink_state_new(g2, seed);
			while (tu_view(s).phase == RINK_SS_SETUP)
				tu_random_step(s, &rng, NULL, NULL, NULL);
			for (int m = 0; m < n; m++) {
				uint8_t t[6];
				int count[3] = {0, 0, 0};
				tu_team(s, m, t);
				for (int k = 0; k < 6; k++) {
					assert_true(t[k] < RINK_SS_CARDS);
					count[rink_ss_card(g2, t[k])->type]++;
				}
				assert_int_equal(count[0], 3);
				assert_int_equal(count[1], 2);
				assert_int_equal(count[2], 1);
			}
			rink_state_free(s);
		}
		rink_game_free(g2);
	}
	rink_game_free(g);
}

static void test_SS_SETUP_05_deck_sizes_after_setup(void **state)
{
	for (int n = 2; n <= 6; n++) {
		char params[32];
		uint8_t d[27];
		snprintf(params, sizeof(params), "managers=%d", n);
		rink_game *g = tu_slapshot(params);
		rink_state *s = tu_after_setup(g, (uint64_t)n);
		struct rink_ss_view v = tu_view(s);
		assert_int_equal(v.deck_count[0], 27 - 3 * n);
		assert_int_equal(v.deck_count[1], 18 - 2 * n);
		assert_int_equal(v.deck_count[2], 9 - n);
		assert_int_equal(rink_ss_deck(s, 0, d), 27 - 3 * n);
		assert_int_equal(rink_ss_deck(s, 1, d), 18 - 2 * n);
		assert_int_equal(rink_ss_deck(s, 2, d), 9 - n);
		assert_true(v.deck_count[0] > 0 && v.deck_count[1] > 0 && v.deck_count[2] > 0);
		if (n == 6) {
			assert_int_equal(v.deck_count[0], 9);
			assert_int_equal(v.deck_count[1], 6);
			assert_int_equal(v.deck_count[2], 3);
		}
		rink_state_free(s);
		rink_game_free(g);
	}
}

static void test_SS_SETUP_06_tokens_on_preseason(void **state)
{
	rink_game *g = tu_slapshot("managers=5");
	rink_state *s = tu_after_setup(g, 2);
	struct rink_ss_view v = tu_view(s);
	json_t *j = rink_state_view_json(s, 0), *mgrs = json_object_get(j, "managers");

	for (int m = 0; m < 5; m++)
		assert_int_equal(v.wins[m], 0);
	/* one token per manager, each on Preseason (0 wins) */
	assert_int_equal(json_array_size(mgrs), 5);
	for (size_t i = 0; i < 5; i++) {
		json_t *o = json_array_get(mgrs, i);
		assert_int_equal(json_integer_value(json_object_get(o, "manager")), (int)i + 1);
		assert_int_equal(json_integer_value(json_object_get(o, "wins")), 0);
	}
	json_decref(j);
	rink_state_free(s);
	rink_game_free(g);
}

/* Names of the cards of other managers must not appear in seat's view,
 * but for those public events disclosed (shown in a face-off since). */
static void assert_view_hides_others(const rink_state *s, int seat)
{
	const rink_game *g = rink_state_game(s);
	int n = rink_game_num_seats(g);
	struct rink_ss_view v;
	char *text = tu_dump(rink_state_view_json(s, seat));

	rink_ss_view(s, seat, &v);
	for (int m = 0; m < n; m++) {
		uint8_t t[6];
		if (m == seat)
			continue;
		tu_team(s, m, t);
		for (int k = 0; k < 6; k++) {
			if (t[k] >= RINK_SS_CARDS || (v.known[m] >> t[k] & 1))
				continue;
			if (tu_mentions(text, rink_ss_card(g, t[k])->name, true))
				fail_msg("manager %d's view shows %s of manager %d", seat + 1,
				         rink_ss_card(g, t[k])->name, m + 1);
			for (int i = 0; i < 6; i++)
				assert_int_not_equal(v.team[i], t[k]);
		}
	}
	free(text);
}

static void test_SS_SETUP_07_teams_hidden_from_others(void **state)
{
	rink_game *g = tu_slapshot("managers=4");
	struct rink_rng rng;
	struct rink_events ev = {0};

	rink_rng_seed(&rng, 7);
	for (uint64_t seed = 0; seed < 4; seed++) {
		rink_state *s = rink_state_new(g, seed);
		for (int step = 0; step < 400 && !rink_state_is_over(s); step++) {
			int seat;
			rink_events_clear(&ev);
			tu_random_step(s, &rng, &ev, &seat, NULL);
			for (int m = RINK_SPECTATOR; m < 4; m++)
				assert_view_hides_others(s, m);
			/* events of this step as others see them: only public cards
			 * (face-offs revealed to all, injured cards face up) */
			for (size_t i = 0; i < ev.n; i++) {
				const struct rink_event *e = &ev.v[i];
				if (e->type != RINK_SS_EV_DRAW && e->type != RINK_SS_EV_DRAFT &&
				    e->type != RINK_SS_EV_TRADE && e->type != RINK_SS_EV_REPLACE)
					continue;
				for (int m = RINK_SPECTATOR; m < 4; m++) {
					int owner = e->arg[0];
					if (m == owner ||
					    (e->type == RINK_SS_EV_TRADE && m == e->arg[1]))
						continue;
					char *j = tu_dump(rink_event_json(g, e, m));
					const char *t = tu_event_text(g, e, m);
					/* drawn, released, traded and replacement cards */
					int hidden[2] = {e->arg[2], e->type == RINK_SS_EV_TRADE
					                                    ? e->arg[3]
					                                    : e->arg[1]};
					int nh = e->type == RINK_SS_EV_REPLACE ||
					                         e->type == RINK_SS_EV_DRAW
					                 ? 1
					                 : 2;
					for (int h = 0; h < nh; h++) {
						const char *name = rink_ss_card(g, hidden[h])->name;
						assert_false(tu_mentions(t, name, false));
						assert_false(tu_mentions(j, name, true));
					}
					free(j);
				}
			}
		}
		rink_state_free(s);
	}
	rink_events_free(&ev);
	rink_game_free(g);
}

static void assert_team_shape(const rink_state *s, int seat)
{
	const rink_game *g = rink_state_game(s);
	uint8_t t[6];

	tu_team(s, seat, t);
	for (int k = 0; k < 6; k++) {
		assert_true(t[k] < RINK_SS_CARDS);
		assert_int_equal(rink_ss_card(g, t[k])->type, k < 3 ? 0 : k < 5 ? 1 : 2);
	}
}

static void test_SS_SETUP_08_teams_full_whenever_managers_act(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 8);
	for (int n = 2; n <= 6; n++) {
		char params[64];
		snprintf(params, sizeof(params), "managers=%d,playoff_wins=4", n);
		rink_game *g = tu_slapshot(params);
		for (uint64_t seed = 0; seed < 6; seed++) {
			rink_state *s = tu_after_setup(g, seed);
			while (!rink_state_is_over(s)) {
				struct rink_ss_view v = tu_view(s);
				if (v.phase == RINK_SS_TURN || v.phase == RINK_SS_LINEUP) {
					for (int m = 0; m < n; m++)
						assert_team_shape(s, m);
				} else if (v.phase == RINK_SS_GIVE) {
					/* the manager who gives back holds his full team */
					assert_team_shape(s, v.active);
				}
				tu_random_step(s, &rng, NULL, NULL, NULL);
			}
			rink_state_free(s);
		}
		rink_game_free(g);
	}
}

/* Every card in exactly one place: a deck, a team (a set-aside team's
 * injured cards included), or the card in hand during a trade. */
static void assert_cards_accounted(const rink_state *s)
{
	const rink_game *g = rink_state_game(s);
	int n = rink_game_num_seats(g), seen[RINK_SS_CARDS] = {0};
	struct rink_ss_view v = tu_view(s);
	struct rink_error err;

	for (int t = 0; t < 3; t++) {
		uint8_t d[27];
		int k = rink_ss_deck(s, t, d);
		for (int i = 0; i < k; i++)
			seen[d[i]]++;
	}
	for (int m = 0; m < n; m++) {
		uint8_t t[6];
		tu_team(s, m, t);
		for (int k = 0; k < 6; k++)
			if (t[k] < RINK_SS_CARDS)
				seen[t[k]]++;
	}
	if (v.phase == RINK_SS_GIVE) {
		struct rink_ss_view a;
		rink_ss_view(s, v.active, &a);
		seen[a.trade_taken]++;
	}
	for (int c = 0; c < RINK_SS_CARDS; c++)
		if (seen[c] != 1 && !(v.phase == RINK_SS_SETUP && seen[c] == 0))
			fail_msg("%s is in %d places", rink_ss_card(g, c)->name, seen[c]);
	assert_int_equal(rink_state_check(s, &err), RINK_OK);
}

static void test_SS_SETUP_09_every_card_in_one_place(void **state)
{
	struct rink_rng rng;

	rink_rng_seed(&rng, 9);
	for (int n = 2; n <= 6; n++) {
		char params[64];
		snprintf(params, sizeof(params), "managers=%d,playoff_wins=5", n);
		rink_game *g = tu_slapshot(params);
		for (uint64_t seed = 0; seed < 6; seed++) {
			rink_state *s = rink_state_new(g, seed);
			assert_cards_accounted(s);
			while (tu_random_step(s, &rng, NULL, NULL, NULL))
				assert_cards_accounted(s);
			rink_state_free(s);
		}
		rink_game_free(g);
	}
}

/* SS-DESIGN-01: a line-up may be drawn at random or set card by card. */
static void test_SS_DESIGN_01_random_or_chosen_lineup(void **state)
{
	rink_game *g = tu_slapshot("managers=2,first=1");
	rink_state *s = tu_after_setup(g, 4);
	struct rink_rng rng;
	int acts[RINK_MAX_ACTIONS];
	uint8_t t[6], order[6];
	char text[512];

	rink_rng_seed(&rng, 1);
	tu_play(s, 0, "game 2", NULL);
	/* manager 2 (home) draws a line-up at random from the legal ones */
	int n = rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS);
	assert_int_equal(n, 720);
	int a = acts[rink_rng_below(&rng, (uint32_t)n)];
	assert_true(rink_ss_lineup_cards(s, 1, a, order));
	assert_int_equal(rink_ss_action_lineup(s, 1, order), a);
	struct rink_error err;
	assert_int_equal(rink_state_apply(s, 1, a, NULL, &err), RINK_OK);
	/* manager 1 (away) names his cards one by one */
	tu_team(s, 0, t);
	snprintf(text, sizeof(text), "lineup %s,%s,%s,%s,%s,%s", rink_ss_card(g, t[5])->name,
	         rink_ss_card(g, t[3])->name, rink_ss_card(g, t[0])->name,
	         rink_ss_card(g, t[4])->name, rink_ss_card(g, t[1])->name,
	         rink_ss_card(g, t[2])->name);
	struct rink_events ev = {0};
	tu_play(s, 0, text, &ev);
	int fo = tu_find_event(&ev, RINK_SS_EV_FACEOFF, 0);
	assert_true(fo >= 0);
	assert_int_equal(ev.v[fo].arg[1], order[0]);
	assert_int_equal(ev.v[fo].arg[2], t[5]);
	rink_events_free(&ev);
	rink_state_free(s);
	rink_game_free(g);
}

/* SS-SETUP-07, SS-GAME-13, SS-GAP-05: what a face-off shows, every manager
 * knows: views list the cards each team was seen to hold, and forget them
 * when they may have gone (a draft of that type, a trade, an injury). */
static void test_SS_SETUP_07_views_show_what_faceoffs_revealed(void **state)
{
	rink_game *g = tu_slapshot("managers=3,first=1");
	rink_state *s = tu_after_setup(g, 4);
	struct rink_ss_view v;
	int goon = tu_card(g, "Le Goon"), superstar = tu_card(g, "Superstar");
	int moose = tu_card(g, "Moose");

	tu_set_team(s, 0, "Superstar,Fast Eddy,Puk Luk,Moose,Hy Stick,Stu Late");
	tu_set_team(s, 1, "The Iceman,Ian Jury,Snow Balls,Le Goon,Tiny Tim,Bo Legs");
	rink_ss_view(s, 2, &v);
	assert_true(v.known[0] == 0 && v.known[1] == 0); /* nothing shown yet */
	tu_play(s, 0, "game 2", NULL);
	tu_lineup(s, 1, "The Iceman,Ian Jury,Snow Balls,Le Goon,Tiny Tim,Bo Legs");
	tu_lineup(s, 0, "Puk Luk,Fast Eddy,Superstar,Moose,Hy Stick,Stu Late");
	/* manager 3 watched: he knows both teams but for injured cards
	 * (Moose met Le Goon and was replaced by an unseen draft) */
	rink_ss_view(s, 2, &v);
	assert_true(v.known[1] >> goon & 1);
	assert_true(v.known[0] >> superstar & 1);
	assert_false(v.known[0] >> moose & 1);
	assert_int_equal(__builtin_popcountll(v.known[0]), 5);
	assert_int_equal(__builtin_popcountll(v.known[1]), 6);
	/* the JSON view names them */
	char *j = tu_dump(rink_state_view_json(s, 2));
	assert_true(tu_mentions(j, "Superstar", true));
	assert_true(tu_mentions(j, "Le Goon", true));
	free(j);
	/* manager 2 drafts a goalie: his known goalie may be gone, nothing else */
	tu_play(s, 1, "draft Bo Legs", NULL);
	rink_ss_view(s, 2, &v);
	assert_int_equal(__builtin_popcountll(v.known[1]), 5);
	assert_true(v.known[1] >> goon & 1);
	/* manager 3 trades with manager 1: what was known of both is gone */
	tu_play(s, 2, "trade 1 1", NULL);
	rink_ss_view(s, 0, &v);
	assert_int_equal(v.known[0], 0);
	assert_int_equal(v.known[2], 0);
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_SETUP_01_two_to_six_managers),
	        cmocka_unit_test(test_SS_SETUP_02_three_shuffled_decks),
	        cmocka_unit_test(test_SS_SETUP_03_clockwise_one_card_per_draw),
	        cmocka_unit_test(test_SS_GAP_03_manager_chooses_the_deck),
	        cmocka_unit_test(test_SS_SETUP_04_full_type_cannot_be_drawn),
	        cmocka_unit_test(test_SS_SETUP_05_deck_sizes_after_setup),
	        cmocka_unit_test(test_SS_SETUP_06_tokens_on_preseason),
	        cmocka_unit_test(test_SS_SETUP_07_teams_hidden_from_others),
	        cmocka_unit_test(test_SS_SETUP_07_views_show_what_faceoffs_revealed),
	        cmocka_unit_test(test_SS_SETUP_08_teams_full_whenever_managers_act),
	        cmocka_unit_test(test_SS_SETUP_09_every_card_in_one_place),
	        cmocka_unit_test(test_SS_DESIGN_01_random_or_chosen_lineup),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
