/*
 * rink/game.h: the one game interface every rink game implements.
 *
 * Modelled on OpenSpiel's Game/State split:
 *   - struct rink_game: immutable and shareable; a rule set, its parameters
 *     and its loaded data (deck, charts, board). Made from a name and a
 *     parameter string "key=value,key=value".
 *   - struct rink_state: plain data made from a game and a 64-bit seed. Its
 *     random generator lives inside it, so a game is exactly reproduced by
 *     (game, parameters, seed, actions). Copying is a single memcpy of
 *     rink_state_size() bytes.
 *   - whose move: a bitmask of seats that must act now. One bit is an
 *     ordinary turn; several bits are a simultaneous move (each seat submits
 *     its own action; the state keeps them hidden until all are in); zero
 *     means the game is over.
 *   - actions: small non-negative integers, with a text notation both ways.
 *   - views: what one seat may see, as JSON (and as a game-specific struct,
 *     see the game's own header).
 *
 * Ownership: rink_game_new and rink_state_new/clone return objects owned by
 * the caller; free them with rink_game_free / rink_state_free (NULL is
 * fine). A state points at its game: free states before their game.
 */
#ifndef RINK_GAME_H
#define RINK_GAME_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rink/error.h"
#include "rink/events.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_MAX_SEATS   10   /* the most players any rink game seats */
#define RINK_MAX_ACTIONS 1024 /* the most legal actions at any decision */
#define RINK_SPECTATOR   (-1) /* seat number of a view that owns no cards */
#define RINK_ALL_SEATS   (-2) /* an omniscient view: referees, logs, tests */

struct rink_game;
struct rink_state;
typedef struct rink_game rink_game;
typedef struct rink_state rink_state;

/* Lists the game names rink knows, NULL-terminated. */
const char *const *rink_game_names(void);

/* Makes a game from its name and a parameter string (NULL or "" for the
 * defaults). On error returns NULL and fills err: an unknown game, an
 * unknown parameter, a bad value or a data file that does not validate. */
rink_game *rink_game_new(const char *name, const char *params, struct rink_error *err);
void rink_game_free(rink_game *g);

const char *rink_game_name(const rink_game *g);
/* The canonical parameter string: every parameter, defaults included. */
const char *rink_game_params(const rink_game *g);
int rink_game_num_seats(const rink_game *g);
/* Bytes in one state of this game (for rink_state_copy buffers). */
size_t rink_state_size(const rink_game *g);

/* A new state of game g dealt from seed. */
rink_state *rink_state_new(const rink_game *g, uint64_t seed);
void rink_state_free(rink_state *s);
/* Deals s afresh from seed, as rink_state_new would, without allocating:
 * for loops of many games. */
void rink_state_reset(rink_state *s, uint64_t seed);
/* A new state equal to s, owned by the caller. */
rink_state *rink_state_clone(const rink_state *s);
/* Overwrites dst (a state of the same game) with src: one memcpy. */
void rink_state_copy(rink_state *dst, const rink_state *src);
/* True when a and b are the same position (generator included). */
bool rink_state_equal(const rink_state *a, const rink_state *b);
const rink_game *rink_state_game(const rink_state *s);
uint64_t rink_state_seed(const rink_state *s);

/* Bitmask of seats that must act now; 0 when the game is over. */
uint32_t rink_state_to_move(const rink_state *s);
static inline bool rink_state_is_over(const rink_state *s)
{
	return rink_state_to_move(s) == 0;
}
/* Result for seat once over: 1 for the winner (champion), 0 for a loser,
 * 0.5 for a game that ends drawn (an Action Deck tie, a Trick Shot draw). */
double rink_state_returns(const rink_state *s, int seat);

/* Seasons. A Slapshot or Power Play state is a whole season: many games
 * among its seats, then a post-season. rink_game_is_season is true for
 * such a game (the leagues and odds of rink/league.h play one record for
 * the whole season), false for a game that is one game (Action Deck,
 * Trick Shot: a league plays many records). rink_state_postseason is the
 * bitmask of seats that reached the post-season, once the regular season
 * is decided (0 before then, and always 0 for a game that is one game);
 * where a season ends without playoffs it is the champion's bit. */
bool rink_game_is_season(const rink_game *g);
uint32_t rink_state_postseason(const rink_state *s);

/* Writes the legal actions of seat into out (at most cap), ascending;
 * returns how many there are (0 when seat need not act). One exception: a
 * seat that has made its part of a simultaneous move not yet resolved may
 * take it back, though its bit in rink_state_to_move is clear (Slapshot's
 * line-up: `take back` until the other is set, SS-GAME-05); that is then
 * its only legal action. Callers that ask seats to move go by the mask. */
int rink_state_legal(const rink_state *s, int seat, int *out, int cap);
/* One legal action of seat drawn uniformly at random with rng (the same
 * distribution as picking from rink_state_legal, without listing them all
 * where the game knows a shortcut); -1 when seat need not act. */
struct rink_rng;
int rink_state_sample_legal(const rink_state *s, int seat, struct rink_rng *rng);
/* Deals anew, in place, everything seat cannot see (other hands, deck
 * order, hidden line-ups, the generator for future chance) consistently
 * with seat's view: a sample of the worlds seat cannot tell apart, for
 * information-set search. RINK_EINVAL when the game has no hidden part
 * to resample or seat is not a seat. */
int rink_state_resample(rink_state *s, int seat, struct rink_rng *rng);
/* True when the game's states can be resampled (rink_state_resample). */
bool rink_game_can_resample(const rink_game *g);
/* True when action is legal for seat now. */
bool rink_state_is_legal(const rink_state *s, int seat, int action);
/* Why action is not legal for seat now: one line for people that names the
 * rule it breaks ("your team already has its goalie, and a team is 3
 * forwards, 2 defensemen and 1 goalie (Teams; Starting Play 2)"), using only
 * what seat may see. Writes "" and returns 0 when the action is legal or the
 * game has no words for it; else the length snprintf would write. */
int rink_state_explain(const rink_state *s, int seat, int action, char *buf, size_t size);

/* Checked apply for untrusted input: returns RINK_EILLEGAL (state
 * unchanged, err filled: "'MOVE' is not legal now: WHY", WHY from
 * rink_state_explain) when the action is not legal for seat now. Events
 * go to ev when it is not NULL. */
int rink_state_apply(rink_state *s, int seat, int action, struct rink_events *ev,
                     struct rink_error *err);
/* Fast path for search: the action must be legal. */
void rink_state_apply_fast(rink_state *s, int seat, int action, struct rink_events *ev);

/* Writes the notation of action (as seat would type it) into buf; returns
 * the length snprintf would have written. */
int rink_action_text(const rink_state *s, int seat, int action, char *buf, size_t size);
/* One legal action of seat as a new JSON object for clients that never
 * parse notation: {"id": action, "notation": TEXT, "kind": WORD, ...} with
 * the game's named fields (the cards, squares, dice or choice the action
 * names; each game documents its kinds in docs/protocol/GAME.md). A game
 * without structured fields gives kind "move" and the notation only. NULL
 * when memory runs out. */
json_t *rink_action_json(const rink_state *s, int seat, int action);
/* Parses notation typed by seat. Returns RINK_OK and sets *action, or an
 * error code with a message saying what was not understood (RINK_EINVAL
 * for a seat the game does not have). The action is not checked for
 * legality (rink_state_apply does that). */
int rink_action_parse(const rink_state *s, int seat, const char *text, int *action,
                      struct rink_error *err);

/* Facts of a game that never change while it is played (a deck's cards
 * with their values and texts, a board's squares), as a new JSON object
 * the same for every seat; views leave them out, so that a client reads
 * them once per table rather than with every view. {} for a game with none;
 * NULL when memory runs out. Documented per game in docs/protocol/GAME.md. */
json_t *rink_game_info_json(const rink_game *g);
/* What seat (or RINK_SPECTATOR) may see, as a new JSON object. */
json_t *rink_state_view_json(const rink_state *s, int seat);
/* A human-readable line for one event, as seat sees it; returns the
 * length snprintf would have written. */
int rink_event_text(const rink_game *g, const struct rink_event *e, int seat, char *buf,
                    size_t size);
/* One event as a new JSON object, as seat sees it (RINK_SPECTATOR: no
 * private fields; RINK_ALL_SEATS: everything, for referees and logs). */
json_t *rink_event_json(const rink_game *g, const struct rink_event *e, int seat);

/* Where the library reads a data file or folder named by a game
 * parameter: name itself when it starts with '/', './' or '../', else
 * under the data folder ($RINK_DATA_DIR, or the one built in). */
void rink_data_path(const char *name, char *out, size_t size);

/* Whole-state consistency check (cards accounted for, team shapes, scores):
 * RINK_OK or RINK_EINVAL with the broken invariant in err. */
int rink_state_check(const rink_state *s, struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
