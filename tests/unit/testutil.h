/*
 * tests/unit/testutil.h: helpers shared by the cmocka test programs.
 */
#ifndef RINK_TESTUTIL_H
#define RINK_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
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

/* ---- Slapshot positions and probes ------------------------------------------------ */

/* Replaces seat's team with the six cards named in "A,B,C,D,E,F" (any
 * order, 3 forwards, 2 defensemen, 1 goalie); fails the test on error. */
void tu_set_team(rink_state *s, int seat, const char *names);
/* Seat's six cards (slot order F,F,F,D,D,G) from the seat's own view. */
void tu_team(const rink_state *s, int seat, uint8_t out[6]);
/* True when card is in seat's team (seat's own view). */
bool tu_has(const rink_state *s, int seat, int card);
/* The spectator view's active manager (-1 outside turns). */
int tu_active(const rink_state *s);
/* The spectator view. */
struct rink_ss_view tu_view(const rink_state *s);
/* Reorders deck type so that the named cards come first, in the order
 * given ("A,B"), the rest keeping their order. */
void tu_deck_top(rink_state *s, int type, const char *names);
/* Number of events of type from index from on. */
int tu_count_events(const struct rink_events *ev, int type, size_t from);
/* Text of event e as seat sees it (a static buffer). */
const char *tu_event_text(const rink_game *g, const struct rink_event *e, int seat);
/* JSON of event e (or a view) as seat sees it, dumped compactly; caller
 * frees. The json is consumed. */
char *tu_dump(json_t *j);
/* seat's view as JSON text without the public "known" cards of each
 * manager, for checks that something secret (a line-up handed in) is not
 * shown; caller frees. */
char *tu_view_secret_part(const rink_state *s, int seat);
/* True when the text contains "NAME" in double quotes (as JSON shows a
 * card name) or, with quoted false, NAME anywhere. */
bool tu_mentions(const char *text, const char *name, bool quoted);
/* In a line-up phase, submits line-ups for home then away chosen so that
 * the game (regulation or the current overtime) ends as want: 0 home
 * wins, 1 away wins, -1 no winner (a tie, or a scoreless overtime). With
 * no_injuries, only line-ups in which nobody is injured. Fails the test if
 * the two teams cannot give that result. */
void tu_force(rink_state *s, int want, bool no_injuries, struct rink_events *ev);
/* As tu_force, but returns false (state unchanged) when no line-ups give
 * the result. */
bool tu_try_force(rink_state *s, int want, bool no_injuries, struct rink_events *ev);
/* One random legal action for a seat that must act (games chosen on half
 * the turns where one is legal, so seasons end); applied through the checked
 * apply with ev. Writes the seat and action when not NULL. Returns false
 * when the game is over. Fails the test after 20000 actions on one state
 * without a game being decided (a season that would never end). */
struct rink_rng;
bool tu_random_step(rink_state *s, struct rink_rng *rng, struct rink_events *ev, int *seat,
                    int *action);
/* Lets the active managers draft their first card until seat is active. */
void tu_make_active(rink_state *s, int seat);

/* ---- leagues (rink/league.h) on SQLite stores in a temporary folder ---- */

#include "rink/league.h"
#include "rink/store.h"

/* cmocka group setup and teardown: the folder made, and removed. */
int tu_league_setup(void **state);
int tu_league_teardown(void **state);
/* A store in a file of its own in that folder; fails the test on error. */
rink_store *tu_store(void);
/* A new league (who0: who plays team or seat 1, NULL a bot). */
rink_league *tu_league(rink_store *st, const char *name, const char *game, const char *params,
                       uint64_t seed, const char *who0);
/* rink_league_play with games and until (0, NULL: to the end or a
 * person's move); the games played, *waiting when not NULL. */
int tu_league_play(rink_league *l, rink_store *st, int games, const char *until, int *waiting);
/* l freed and opened again by name. */
rink_league *tu_league_reopen(rink_store *st, rink_league *l);
/* rink_league_odds (after -1: now), less the seconds it took. */
json_t *tu_league_odds(rink_league *l, rink_store *st, int sims, int threads, int after, bool keep);

#endif
