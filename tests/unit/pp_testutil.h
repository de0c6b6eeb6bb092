/*
 * tests/unit/pp_testutil.h: helpers for the Power Play test programs.
 *
 * Header-only (static functions) so that each test_pp_*.c can include it
 * without a change to the test build. Positions are built through the
 * public API only: rink/game.h and rink/powerplay.h.
 */
#ifndef RINK_PP_TESTUTIL_H
#define RINK_PP_TESTUTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rink/powerplay.h"
#include "rink/rng.h"
#include "testutil.h"

static inline rink_game *pp_new(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("powerplay", params, &err);

	if (!g)
		fail_msg("powerplay(%s): %s", params ? params : "", err.text);
	return g;
}

static inline int pp_id(const rink_game *g, const char *name)
{
	int id = rink_pp_card_find(g, name);

	if (id < 0)
		fail_msg("unknown card '%s'", name);
	return id;
}

/* "A,B,C,D,E,F" into six ids. */
static inline void pp_ids(const rink_game *g, const char *names, uint8_t out[6])
{
	char buf[512], *save = NULL, *tok;
	int i = 0;

	snprintf(buf, sizeof(buf), "%s", names);
	for (tok = strtok_r(buf, ",", &save); tok && i < 6; tok = strtok_r(NULL, ",", &save))
		out[i++] = (uint8_t)pp_id(g, tok);
	assert_int_equal(i, 6);
}

static inline rink_state *pp_after_setup(const rink_game *g, uint64_t seed)
{
	rink_state *s = rink_state_new(g, seed);
	struct rink_pp_view v;

	for (rink_pp_view(s, RINK_SPECTATOR, &v); v.phase == RINK_PP_SETUP;
	     rink_pp_view(s, RINK_SPECTATOR, &v)) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		int acts[RINK_MAX_ACTIONS];
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
	return s;
}

static inline void pp_team(rink_state *s, int seat, const char *names)
{
	struct rink_error err;
	uint8_t ids[6];

	pp_ids(rink_state_game(s), names, ids);
	if (rink_pp_set_team(s, seat, ids, &err) != RINK_OK)
		fail_msg("set team %d: %s", seat + 1, err.text);
}

/* Applies notation for seat, failing the test on error; checks the state. */
static inline void pp_do(rink_state *s, int seat, const char *text, struct rink_events *ev)
{
	struct rink_error err;
	int a;

	if (rink_action_parse(s, seat, text, &a, &err) != RINK_OK)
		fail_msg("parse '%s' for %d: %s", text, seat + 1, err.text);
	if (rink_state_apply(s, seat, a, ev, &err) != RINK_OK)
		fail_msg("apply '%s' for %d: %s", text, seat + 1, err.text);
	if (rink_state_check(s, &err) != RINK_OK)
		fail_msg("after '%s': %s", text, err.text);
}

/* True when text is a legal action for seat now. */
static inline bool pp_legal(rink_state *s, int seat, const char *text)
{
	struct rink_error err;
	int a;

	return rink_action_parse(s, seat, text, &a, &err) == RINK_OK &&
	       rink_state_is_legal(s, seat, a);
}

/* A two-manager game ready to play: manager 1 (seat 0, away, the initiator)
 * holds `away`, manager 2 (seat 1, home, challenged) holds `home`, and
 * manager 1 has challenged. */
static inline rink_state *pp_duel(const rink_game *g, const char *away, const char *home,
                                  struct rink_events *ev)
{
	rink_state *s = pp_after_setup(g, 1);

	pp_team(s, 0, away);
	pp_team(s, 1, home);
	pp_do(s, 0, "game 2", ev);
	return s;
}

/* One round: the initiator (away) and the challenged (home) lay cards. */
static inline void pp_round(rink_state *s, const char *away_card, const char *home_card,
                            struct rink_events *ev)
{
	struct rink_pp_view v;
	char t[96];

	rink_pp_view(s, RINK_SPECTATOR, &v);
	snprintf(t, sizeof(t), "play %s", away_card);
	pp_do(s, v.away, t, ev);
	snprintf(t, sizeof(t), "play %s", home_card);
	pp_do(s, v.home, t, ev);
}

/* Plays rounds from two lists "A,B,..." (away = initiator, home). */
static inline void pp_rounds(rink_state *s, const char *away, const char *home,
                             struct rink_events *ev)
{
	char a[512], h[512], *sa = NULL, *sh = NULL, *ta, *th;

	snprintf(a, sizeof(a), "%s", away);
	snprintf(h, sizeof(h), "%s", home);
	for (ta = strtok_r(a, ",", &sa), th = strtok_r(h, ",", &sh); ta && th;
	     ta = strtok_r(NULL, ",", &sa), th = strtok_r(NULL, ",", &sh))
		pp_round(s, ta, th, ev);
}

/* Applies the first legal action of seat whose notation starts with
 * prefix; returns its card (for card actions) or -1. */
static inline void pp_do_first(rink_state *s, int seat, const char *prefix, struct rink_events *ev)
{
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	char t[128];

	for (int i = 0; i < n; i++) {
		rink_action_text(s, seat, acts[i], t, sizeof(t));
		if (!strncmp(t, prefix, strlen(prefix))) {
			pp_do(s, seat, t, ev);
			return;
		}
	}
	fail_msg("no legal '%s...' for manager %d", prefix, seat + 1);
}

static inline struct rink_pp_view pp_view(const rink_state *s, int seat)
{
	struct rink_pp_view v;

	rink_pp_view(s, seat, &v);
	return v;
}

static inline const struct rink_event *pp_last(const struct rink_events *ev, int type)
{
	for (size_t i = ev->n; i-- > 0;)
		if (ev->v[i].type == type)
			return &ev->v[i];
	return NULL;
}

static inline int pp_count(const struct rink_events *ev, int type)
{
	int n = 0;

	for (size_t i = 0; i < ev->n; i++)
		n += ev->v[i].type == type;
	return n;
}

/* Writes a copy of the designed deck with one card's JSON line replaced
 * (match: a substring of the line) or, with repl NULL, removed; returns the
 * path of the temporary file. */
static inline const char *pp_deck_variant(const char *match, const char *repl)
{
	static char path[256];
	char line[1024];
	const char *dir = getenv("RINK_DATA_DIR");
	char src[512];
	FILE *in, *out;
	bool done = false;

	snprintf(src, sizeof(src), "%s/powerplay/deck.json", dir ? dir : "data");
	snprintf(path, sizeof(path), "/tmp/rink_pp_deck_%d.json", (int)getpid());
	in = fopen(src, "r");
	out = fopen(path, "w");
	assert_non_null(in);
	assert_non_null(out);
	while (fgets(line, sizeof(line), in)) {
		if (!done && strstr(line, match)) {
			done = true;
			if (repl) {
				bool comma = strstr(line, "},") != NULL;
				fprintf(out, "    %s%s\n", repl, comma ? "," : "");
			} else if (!strstr(line, "},")) {
				/* the last card: drop the comma of the previous line */
				fseek(out, -2, SEEK_CUR);
				fputs("\n", out);
			}
			continue;
		}
		fputs(line, out);
	}
	fclose(in);
	fclose(out);
	assert_true(done);
	return path;
}

#endif
