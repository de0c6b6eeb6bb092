/*
 * rink/match.h: a game being played, with its record, saved and restored.
 *
 * A match owns a game, the seed, the current state and the list of
 * (seat, action) pairs applied so far. That list is the whole record: the
 * saved file is JSON {"format": "rink-save", "version": 1, "game": NAME,
 * "params": PARAMS, "seed": "SEED", "actions": [[seat, "notation"], ...]}
 * and restoring replays the actions through the checked apply, so a file
 * that was edited by hand is refused at the first action that is not legal.
 * Seeds are written as decimal strings so no 64-bit value loses precision.
 */
#ifndef RINK_MATCH_H
#define RINK_MATCH_H

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_SAVE_FORMAT  "rink-save"
#define RINK_SAVE_VERSION 1

struct rink_match;
typedef struct rink_match rink_match;

/* A new match of game `name` with params, dealt from seed. */
rink_match *rink_match_new(const char *name, const char *params, uint64_t seed,
                           struct rink_error *err);
void rink_match_free(rink_match *m);

const rink_game *rink_match_game(const rink_match *m);
const rink_state *rink_match_state(const rink_match *m);
uint64_t rink_match_seed(const rink_match *m);
size_t rink_match_length(const rink_match *m);
/* The record's action i (0 for the first, below rink_match_length): the
 * seat that made it and the action, as rink_match_apply took them. */
void rink_match_action(const rink_match *m, size_t i, int *seat, int *action);

/* Checked apply that also records the action. */
int rink_match_apply(rink_match *m, int seat, int action, struct rink_events *ev,
                     struct rink_error *err);

/* The record as a new JSON object (NULL when memory runs out or a text of
 * the record is not UTF-8, which JSON cannot hold) / a match rebuilt from
 * one. */
json_t *rink_match_to_json(const rink_match *m);
rink_match *rink_match_from_json(const json_t *root, struct rink_error *err);

/* Writes the record to path through a temporary file and a rename, so an
 * interrupted save leaves the old file whole. */
int rink_match_save(const rink_match *m, const char *path, struct rink_error *err);
/* Reads a record; errors name the file and what is wrong with it. */
rink_match *rink_match_load(const char *path, struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
