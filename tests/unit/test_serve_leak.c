/*
 * tests/unit/test_serve_leak.c: hidden information never leaves the server.
 *
 * Indistinguishability, over thousands of bot games of every game: at
 * random points of a game, everything seat i cannot see is dealt anew
 * (rink_state_resample: other hands, deck order, hidden line-ups, the
 * generator), and every message rink serve would send seat i about that
 * position (msg_state: view, whose turn, its legal moves with their named
 * fields) must be byte-identical in the two worlds; so must a spectator's,
 * whichever seat's unknowns were dealt again. If a message differed, the
 * seat could tell the worlds apart: it would be reading what it may not.
 * The seed itself (a random 64-bit number here) must appear in no message
 * before the game is over, and in the last one it must.
 *
 * Events: a seat outside an event's detail seats gets exactly what a
 * spectator gets, so the private fields (a card passed face down) reach
 * the detail seats only; events a seat may not see are never sent to it.
 *
 * RINK_LEAK_GAMES sets the games per variant (default 1000).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rink/bot.h"
#include "rink/game.h"
#include "rink/rng.h"
#include "serve/serve.h"

static char *state_text(const rink_state *s, int seat)
{
	json_t *m = msg_state(s, seat, 7, 42, NULL);
	char *text = json_dumps(m, JSON_COMPACT | JSON_SORT_KEYS);

	json_decref(m);
	assert_non_null(text);
	return text;
}

static int games_per_variant(void)
{
	const char *v = getenv("RINK_LEAK_GAMES");

	return v && atoi(v) > 0 ? atoi(v) : 1000;
}

/* Checks one position: every seat, and a spectator, under every resample. */
static void check_position(const rink_state *s, struct rink_rng *rng, const char *seed_text,
                           long *checked)
{
	const rink_game *g = rink_state_game(s);
	int seats = rink_game_num_seats(g);
	rink_state *w = rink_state_clone(s);
	char *spect = state_text(s, RINK_SPECTATOR);

	assert_null(strstr(spect, seed_text));
	for (int i = 0; i < seats; i++) {
		char *a = state_text(s, i), *b, *sb;

		assert_null(strstr(a, seed_text));
		rink_state_copy(w, s);
		if (rink_state_resample(w, i, rng) != RINK_OK) {
			free(a);
			continue;
		}
		b = state_text(w, i);
		if (strcmp(a, b) != 0)
			fail_msg("%s: seat %d tells two worlds apart:\n%s\n%s", rink_game_name(g),
			         i, a, b);
		sb = state_text(w, RINK_SPECTATOR);
		if (strcmp(spect, sb) != 0)
			fail_msg("%s: a spectator tells two worlds apart (seat %d "
			         "resampled):\n%s\n%s",
			         rink_game_name(g), i, spect, sb);
		(*checked)++;
		free(a);
		free(b);
		free(sb);
	}
	free(spect);
	rink_state_free(w);
}

/* Events as each seat gets them: private fields only for detail seats. */
static void check_events(const rink_game *g, const struct rink_events *ev, long *checked)
{
	int seats = rink_game_num_seats(g);

	for (size_t k = 0; k < ev->n; k++) {
		const struct rink_event *e = &ev->v[k];
		json_t *sj = rink_event_json(g, e, RINK_SPECTATOR);
		char *spect = json_dumps(sj, JSON_COMPACT | JSON_SORT_KEYS);

		for (int i = 0; i < seats; i++) {
			json_t *ij;
			char *mine;

			if (!msg_sees(g, e, i) || (e->detail >> i & 1u))
				continue;
			ij = rink_event_json(g, e, i);
			mine = json_dumps(ij, JSON_COMPACT | JSON_SORT_KEYS);
			if (msg_sees(g, e, RINK_SPECTATOR) && strcmp(mine, spect) != 0)
				fail_msg("%s: seat %d outside an event's detail sees more than a "
				         "spectator:\n%s\n%s",
				         rink_game_name(g), i, mine, spect);
			(*checked)++;
			free(mine);
			json_decref(ij);
		}
		free(spect);
		json_decref(sj);
	}
	/* the events message a seat is sent holds exactly those it may see */
	for (int i = RINK_SPECTATOR; i < seats; i++) {
		int64_t seqs[4096];
		size_t want = 0, n = ev->n < 4096 ? ev->n : 4096;
		struct rink_events part = {ev->v, n, n};
		json_t *m;

		for (size_t k = 0; k < n; k++) {
			seqs[k] = 1;
			want += msg_sees(g, &ev->v[k], i);
		}
		m = msg_events(g, &part, seqs, 1, i, 0, 1);
		assert_int_equal(m ? json_array_size(json_object_get(m, "events")) : 0, want);
		json_decref(m);
	}
}

static void play_variant(const char *name, const char *params, const char *bot_kind)
{
	struct rink_error err;
	rink_game *g = rink_game_new(name, params, &err);
	int seats, games = games_per_variant();
	long positions = 0, seat_checks = 0, event_checks = 0, steps_all = 0;
	struct rink_rng rng;
	struct rink_events ev = {0};

	if (!g)
		fail_msg("%s(%s): %s", name, params, err.text);
	seats = rink_game_num_seats(g);
	rink_rng_seed(&rng, 0x5eed1eafULL);
	for (int n = 0; n < games; n++) {
		uint64_t seed = rink_rng_next(&rng) | (1ull << 63); /* 19-20 digits */
		rink_state *s = rink_state_new(g, seed);
		rink_bot *bots[RINK_MAX_SEATS];
		char seed_text[24];
		int steps = 0;
		/* about two random points of each game: one position in half the
		 * mean game length so far */
		uint32_t every = n ? (uint32_t)(steps_all / n / 2) + 1 : 8;

		snprintf(seed_text, sizeof(seed_text), "%llu", (unsigned long long)seed);
		for (int i = 0; i < seats; i++) {
			bots[i] = rink_bot_new(g, bot_kind, seed + (uint64_t)i, &err);
			assert_non_null(bots[i]);
		}
		while (!rink_state_is_over(s)) {
			uint32_t to_move = rink_state_to_move(s);

			steps++;
			if (rink_rng_below(&rng, every) == 0) {
				check_position(s, &rng, seed_text, &seat_checks);
				positions++;
			}
			for (int i = 0; i < seats; i++)
				if (to_move >> i & 1u) {
					rink_events_clear(&ev);
					rink_state_apply_fast(s, i, rink_bot_act(bots[i], s, i),
					                      &ev);
					check_events(g, &ev, &event_checks);
					break;
				}
		}
		steps_all += steps;
		{ /* over: the seed is revealed */
			char *last = state_text(s, 0);

			assert_non_null(strstr(last, seed_text));
			free(last);
		}
		for (int i = 0; i < seats; i++)
			rink_bot_free(bots[i]);
		rink_state_free(s);
	}
	print_message("%s (%s) %s bots: %d games, %ld positions, %ld seat-world checks, %ld event "
	              "checks\n",
	              name, params, bot_kind, games, positions, seat_checks, event_checks);
	assert_true(positions > 0);
	/* a game with hidden information between seats is checked world by
	 * world (Action Deck's only secret is the deck's order: the seed test) */
	assert_true(seat_checks > 0 || !rink_game_can_resample(g));
	rink_events_free(&ev);
	rink_game_free(g);
}

static void test_slapshot_leaks_nothing(void **state)
{
	(void)state;
	play_variant("slapshot", "managers=4,playoff_wins=1", "random");
	play_variant("slapshot", "managers=3,schedule=1,limits=1,playoff_wins=1", "heuristic");
}

static void test_powerplay_leaks_nothing(void **state)
{
	(void)state;
	play_variant("powerplay", "managers=4,ending=short,wins=1", "random");
	play_variant("powerplay", "managers=7,team_variant=1,ending=short,wins=1", "random");
	play_variant("powerplay", "managers=3,lineup=fixed,ending=short,wins=1", "heuristic");
}

static void test_actiondeck_leaks_nothing(void **state)
{
	(void)state;
	play_variant("actiondeck", "", "random");
}

static void test_trickshot_leaks_nothing(void **state)
{
	(void)state;
	play_variant("trickshot", "", "random");
	play_variant("trickshot", "players=4,advanced=1,lines=1", "random");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_slapshot_leaks_nothing),
	        cmocka_unit_test(test_powerplay_leaks_nothing),
	        cmocka_unit_test(test_actiondeck_leaks_nothing),
	        cmocka_unit_test(test_trickshot_leaks_nothing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
