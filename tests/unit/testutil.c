/*
 * tests/unit/testutil.c: helpers shared by the cmocka test programs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

rink_game *tu_slapshot(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("slapshot", params, &err);

	if (!g)
		fail_msg("slapshot(%s): %s", params ? params : "", err.text);
	return g;
}

int tu_card(const rink_game *g, const char *name)
{
	int id = rink_ss_card_find(g, name);

	if (id < 0)
		fail_msg("unknown card '%s'", name);
	return id;
}

void tu_cards(const rink_game *g, uint8_t ids[6], const char *n0, const char *n1, const char *n2,
              const char *n3, const char *n4, const char *n5)
{
	const char *names[6] = {n0, n1, n2, n3, n4, n5};

	for (int i = 0; i < 6; i++)
		ids[i] = (uint8_t)tu_card(g, names[i]);
}

rink_state *tu_after_setup(const rink_game *g, uint64_t seed)
{
	rink_state *s = rink_state_new(g, seed);
	struct rink_ss_view v;

	for (rink_ss_view(s, RINK_SPECTATOR, &v); v.phase == RINK_SS_SETUP;
	     rink_ss_view(s, RINK_SPECTATOR, &v)) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		int acts[RINK_MAX_ACTIONS];
		int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
		assert_true(n > 0);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
	return s;
}

void tu_play(rink_state *s, int seat, const char *notation, struct rink_events *ev)
{
	struct rink_error err;
	int action;

	if (rink_action_parse(s, seat, notation, &action, &err) != RINK_OK)
		fail_msg("parse '%s' for manager %d: %s", notation, seat + 1, err.text);
	if (rink_state_apply(s, seat, action, ev, &err) != RINK_OK)
		fail_msg("apply '%s' for manager %d: %s", notation, seat + 1, err.text);
	if (rink_state_check(s, &err) != RINK_OK)
		fail_msg("after '%s': %s", notation, err.text);
}

void tu_lineup(rink_state *s, int seat, const char *names)
{
	char text[512];

	snprintf(text, sizeof(text), "lineup %s", names);
	tu_play(s, seat, text, NULL);
}

int tu_find_event(const struct rink_events *ev, int type, size_t from)
{
	for (size_t i = from; i < ev->n; i++)
		if (ev->v[i].type == type)
			return (int)i;
	return -1;
}

const char *tu_test_data(const char *name)
{
	static char path[1024];
	const char *dir = getenv("RINK_TEST_DATA");

	snprintf(path, sizeof(path), "%s/%s", dir ? dir : "tests/data", name);
	return path;
}
