/*
 * core/game_int.h: what a game implementation provides to the interface.
 *
 * Each game fills a struct rink__game_ops (a table of functions) and is
 * listed in core/game.c. A state is one block of ops->state_size bytes that
 * begins with struct rink_state; the game's own fields follow. A state holds
 * no pointers but the one to its immutable game, so copying is a memcpy and
 * two states compare with memcmp (states are zeroed when made, so padding
 * bytes are equal too).
 */
#ifndef RINK_CORE_GAME_INT_H
#define RINK_CORE_GAME_INT_H

#include "rink/game.h"

struct rink__params;
struct rink__league_ops;

struct rink__game_ops {
	const char *name;
	/* Reads parameters into g->impl and sets g->seats, g->state_size. */
	int (*create)(struct rink_game *g, struct rink__params *p, struct rink_error *err);
	void (*destroy)(struct rink_game *g);
	/* s is zeroed and s->game, s->seed set; deal the start position. */
	void (*init)(struct rink_state *s);
	uint32_t (*to_move)(const struct rink_state *s);
	double (*returns)(const struct rink_state *s, int seat);
	int (*legal)(const struct rink_state *s, int seat, int *out, int cap);
	bool (*is_legal)(const struct rink_state *s, int seat, int action);
	/* Optional: true when seat, not to move, has made its part of a
	 * simultaneous move that has not resolved and may take it back (then
	 * legal, is_legal and apply take that action for it). */
	bool (*may_take_back)(const struct rink_state *s, int seat);
	/* Optional: why action is not legal for seat, who is to move (see
	 * rink_state_explain); 0 and "" when it has no words for it. */
	int (*explain)(const struct rink_state *s, int seat, int action, char *buf, size_t size);
	/* Optional: a uniform legal action without listing them all. */
	int (*sample_legal)(const struct rink_state *s, int seat, struct rink_rng *rng);
	/* Optional: deal anew what seat cannot see (see rink_state_resample). */
	int (*resample)(struct rink_state *s, int seat, struct rink_rng *rng);
	/* Optional, seasons only (rink_game_is_season): the seats in the
	 * post-season once the regular season is decided, else 0. */
	uint32_t (*postseason)(const struct rink_state *s);
	void (*apply)(struct rink_state *s, int seat, int action, struct rink_events *ev);
	int (*action_text)(const struct rink_state *s, int seat, int action, char *buf,
	                   size_t size);
	int (*action_parse)(const struct rink_state *s, int seat, const char *text, int *action,
	                    struct rink_error *err);
	/* Optional: the structured fields of one legal action ("kind" and named
	 * fields), to which rink_action_json adds "id" and "notation". */
	json_t *(*action_json)(const struct rink_state *s, int seat, int action);
	/* Optional: the game's unchanging facts (rink_game_info_json). */
	json_t *(*info_json)(const struct rink_game *g);
	json_t *(*view_json)(const struct rink_state *s, int seat);
	int (*event_text)(const struct rink_game *g, const struct rink_event *e, int seat,
	                  char *buf, size_t size);
	json_t *(*event_json)(const struct rink_game *g, const struct rink_event *e, int seat);
	int (*check)(const struct rink_state *s, struct rink_error *err);
};

struct rink_game {
	const struct rink__game_ops *ops;
	char name[32];
	char params[1024]; /* canonical "k=v,..." with every parameter */
	int seats;         /* players in this game */
	size_t state_size; /* bytes in one state */
	void *impl;        /* the game's own immutable data */
};

struct rink_state {
	const struct rink_game *game;
	uint64_t seed; /* the seed the state was dealt from */
};

/* The league hooks of a one-game game (core/league_int.h), NULL for a
 * game without them. */
const struct rink__league_ops *rink__league_ops_of(const struct rink_game *g);

/* core/jsonguard.c: JSON whole or not at all. mark = rink__json_mark()
 * before building a value; rink__json_whole(mark, v) returns v, or NULL
 * (v freed) when an allocation of jansson's failed on this thread since. */
unsigned long rink__json_mark(void);
json_t *rink__json_whole(unsigned long mark, json_t *v);

/* A destroy function for games whose impl is one block from malloc. */
void rink__game_free_impl(struct rink_game *g);

/* ---- parameters: "key=value,key=value" ---------------------------------- */

#define RINK__MAX_PARAMS 32

struct rink__param {
	char key[32];
	char value[256];
	bool used;
};

struct rink__params {
	struct rink__param v[RINK__MAX_PARAMS];
	int n;
	char canonical[1024]; /* built by the getters, in the order asked */
};

int rink__params_parse(struct rink__params *p, const char *text, struct rink_error *err);
/* Getters: take the value of key (or the default), check it, append
 * "key=value" to the canonical string. */
int rink__param_int(struct rink__params *p, const char *key, int def, int lo, int hi, int *out,
                    struct rink_error *err);
int rink__param_bool(struct rink__params *p, const char *key, bool def, bool *out,
                     struct rink_error *err);
/* A string parameter; choices is NULL (any) or a NULL-terminated list. */
int rink__param_str(struct rink__params *p, const char *key, const char *def,
                    const char *const *choices, char *out, size_t size, struct rink_error *err);
/* Fails with the name of the first parameter no getter asked for. */
int rink__params_finish(struct rink__params *p, const char *game, struct rink_error *err);

/* ---- data files ------------------------------------------------------------ */

/* Resolves a data file name ("slapshot/roster.json") against the data
 * directory: $RINK_DATA_DIR, else the source tree's data/ fixed at build. A
 * name starting with "/", "./" or "../" is used as given. */
void rink__data_path(const char *name, char *out, size_t size);

/* ---- move notation ------------------------------------------------------------ */

/* The longest move text rink_action_parse reads; a longer one is refused
 * rather than cut (a move cut short could name another move). */
#define RINK__MOVE_MAX 400

/* Splits text into at most max words (separated by white space), each
 * shorter than size characters, word i at w + i * size: returns their
 * number, or -1 when one is longer. With rest, *rest gets the text after
 * the max-th word (its leading space skipped: a name that ends a line);
 * without it, a word past the max-th is -1 as well. */
int rink__split(const char *text, char *w, size_t size, int max, const char **rest);
/* rink__split into words shorter than 16 characters, none past max. */
int rink__words(const char *text, char (*w)[16], int max);
/* Reads word, digits only, as a whole number from lo to hi into *out:
 * returns 0, or -1 (a sign, a space, another character, out of range). */
int rink__whole(const char *word, int lo, int hi, int *out);
/* Reads word as a plain decimal number of 0 or more, digits with at most
 * one '.' between digits ("46.3", "1187"), into *out: returns 0, or -1
 * for anything else (a sign, a space, an exponent "1e3", hexadecimal
 * "0x10", "inf", ".5", "5."), which strtod would read. */
int rink__decimal(const char *word, double *out);

/* Case-insensitive comparison that treats runs of spaces as one. */
int rink__name_cmp(const char *a, const char *b);
/* True when prefix (case-insensitive) starts name. */
bool rink__name_prefix(const char *prefix, const char *name);

#endif
