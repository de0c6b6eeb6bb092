/*
 * tests/unit/testutil.h: helpers shared by the cmocka test programs.
 */
#ifndef RINK_TESTUTIL_H
#define RINK_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rink/game.h"
#include "rink/slapshot.h"

/* A Slapshot game with params (NULL for defaults); fails the test on error. */
rink_game *tu_slapshot(const char *params);
/* Card id by name; fails the test when unknown. */
int tu_card(const rink_game *g, const char *name);
/* Fills ids[6] from six names; fails the test when one is unknown. */
void tu_cards(const rink_game *g, uint8_t ids[6], const char *n0, const char *n1, const char *n2,
              const char *n3, const char *n4, const char *n5);
/* A state past setup: every manager draws (forwards, then defense, then
 * goalie) so the season can start; returns the state. */
rink_state *tu_after_setup(const rink_game *g, uint64_t seed);
/* Applies the action given in notation for seat, failing the test on error,
 * and checks the state's invariants afterwards. */
void tu_play(rink_state *s, int seat, const char *notation, struct rink_events *ev);
/* Plays a line-up given as six card names for seat. */
void tu_lineup(rink_state *s, int seat, const char *names);
/* Index of the first event of type at or after from, or -1. */
int tu_find_event(const struct rink_events *ev, int type, size_t from);
/* Path of a file in tests/data ($RINK_TEST_DATA). */
const char *tu_test_data(const char *name);

#endif
