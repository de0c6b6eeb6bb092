/*
 * rink/store.h: where tables, players and ratings outlive a process.
 *
 * One interface, two backends:
 *   - SQLite (the default, embedded): a file path. WAL journal with
 *     synchronous=FULL, so a commit that returned is on disk.
 *   - PostgreSQL through libpq: a "postgresql://" or "postgres://" URI, for
 *     several servers on one database. A table is played by one process at
 *     a time (a lease), and committed actions are announced to the others
 *     through LISTEN/NOTIFY.
 *
 * A table is its record, as a save file is: game, parameters, seed, and the
 * list of actions (seat and notation), plus a JSON text "meta" the server
 * owns (seats, clock, flags, result). Everything else is derived by
 * replaying it. Writes happen inside rink_store_begin / rink_store_commit
 * so that a server commits once per loop pass for all its tables; nothing
 * written is durable, nor may be acknowledged, before the commit returns.
 *
 * The schema carries a version (docs/STORAGE.md); opening an older store
 * migrates it in one transaction, and opening a newer one is refused.
 *
 * A store handle belongs to one thread at a time. Every call returns RINK_OK
 * or a negative RINK_E* code with err filled ("store: ..." and what failed).
 */
#ifndef RINK_STORE_H
#define RINK_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rink/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_STORE_SCHEMA 3  /* the schema version this build writes */
#define RINK_STORE_HASH   32 /* bytes of a player's token hash (SHA-256) */

struct rink_store;
typedef struct rink_store rink_store;

/* Opens (creating or migrating the schema) the store at where: a file path
 * for SQLite, or a postgresql:// URI. Returns NULL with err filled when it
 * cannot be opened, is not a rink store, or has a newer schema. */
rink_store *rink_store_open(const char *where, struct rink_error *err);
/* Closes the store, rolling back an open transaction; NULL is fine. */
void rink_store_close(rink_store *st);
/* "sqlite" or "postgresql". */
const char *rink_store_backend(const rink_store *st);
/* True when a URI names the PostgreSQL backend (a path does not). */
bool rink_store_is_postgres(const char *where);

/* One transaction: every write between the two is committed at once. */
int rink_store_begin(rink_store *st, struct rink_error *err);
int rink_store_commit(rink_store *st, struct rink_error *err);
int rink_store_rollback(rink_store *st, struct rink_error *err);

/* ---- players ------------------------------------------------------------- */

struct rink_store_player {
	int64_t id;                          /* 1, 2, ...: assigned by the store */
	char name[64];                       /* shown to others; UTF-8 */
	uint8_t token_hash[RINK_STORE_HASH]; /* SHA-256 of the secret token */
	int64_t created_ms;                  /* Unix time in milliseconds */
};

/* Adds a player; its id is written to p->id. */
int rink_store_player_add(rink_store *st, struct rink_store_player *p, struct rink_error *err);
/* Reads player id into out: RINK_ENOTFOUND when there is none. */
int rink_store_player_get(rink_store *st, int64_t id, struct rink_store_player *out,
                          struct rink_error *err);
int rink_store_player_rename(rink_store *st, int64_t id, const char *name, struct rink_error *err);

/* ---- tables ---------------------------------------------------------------- */

struct rink_store_table {
	int64_t id;         /* assigned by the store */
	char game[32];      /* rink_game_name */
	char params[1024];  /* rink_game_params: canonical */
	uint64_t seed;      /* the deal: never shown to a client before the end */
	bool over;          /* the game has ended (or was abandoned) */
	char *meta;         /* JSON text the server owns; malloc'd, freed by
	                       rink_store_table_clear */
	int64_t created_ms; /* Unix time in milliseconds */
	int64_t updated_ms;
};

/* Frees t->meta and zeroes t. */
void rink_store_table_clear(struct rink_store_table *t);

/* Adds a table (t->id is written) with no actions. */
int rink_store_table_add(rink_store *st, struct rink_store_table *t, struct rink_error *err);
/* Rewrites a table's meta, over flag and updated time. */
int rink_store_table_update(rink_store *st, const struct rink_store_table *t,
                            struct rink_error *err);
/* Calls fn for every table (only those not over when open_only), in id
 * order; fn returns 0 to go on, anything else stops the walk and is
 * returned. The table passed is valid during the call only. */
int rink_store_tables(rink_store *st, bool open_only,
                      int (*fn)(void *ud, const struct rink_store_table *t), void *ud,
                      struct rink_error *err);
/* Reads one table: RINK_ENOTFOUND when there is none. Clear it after. */
int rink_store_table_get(rink_store *st, int64_t id, struct rink_store_table *out,
                         struct rink_error *err);

/* ---- actions ----------------------------------------------------------------- */

struct rink_store_action {
	int64_t seq;    /* 1, 2, ...: the table's n-th action */
	int seat;       /* the seat that acted */
	char move[404]; /* its notation, as rink_action_text writes it */
	char actor[64]; /* who chose it: "player:ID", "bot:KIND", "clock:KIND" */
	int64_t at_ms;  /* Unix time in milliseconds */
};

/* Appends action a->seq of table (seq must be one more than the last).
 * RINK_EILLEGAL when the table already has an action a->seq: another
 * process played that seq first (the transaction stays usable). */
int rink_store_action_add(rink_store *st, int64_t table, const struct rink_store_action *a,
                          struct rink_error *err);
/* Calls fn for each action of table with seq > after, in order. */
int rink_store_actions(rink_store *st, int64_t table, int64_t after,
                       int (*fn)(void *ud, const struct rink_store_action *a), void *ud,
                       struct rink_error *err);

/* ---- ratings ------------------------------------------------------------------- */

/* Elo of subject ("player:ID" or "bot:KIND") in game: 1500 and 0 games when
 * the subject has none yet. */
int rink_store_rating_get(rink_store *st, const char *game, const char *subject, double *elo,
                          int *games, struct rink_error *err);
int rink_store_rating_set(rink_store *st, const char *game, const char *subject, double elo,
                          int games, struct rink_error *err);

/* ---- leagues ------------------------------------------------------------------------ */

/* A league (rink/league.h) is one JSON document, "doc", that the league
 * layer owns: its teams, schedule, results and odds history. Its games are
 * tables of their own (each record a game, or for Slapshot and Power Play
 * the whole season), which the document names by id. */
struct rink_store_league {
	int64_t id;         /* assigned by the store */
	char name[64];      /* unique in the store */
	char game[32];      /* rink_game_name */
	char *doc;          /* JSON text; malloc'd, freed by rink_store_league_clear */
	int64_t created_ms; /* Unix time in milliseconds */
	int64_t updated_ms;
	/* rink_store_league_update: when nonzero, the update happens only
	 * where the stored updated_ms is still this one (it read the league
	 * then): otherwise RINK_EILLEGAL, someone else wrote it meanwhile */
	int64_t was_ms;
};

/* Frees l->doc and zeroes l. */
void rink_store_league_clear(struct rink_store_league *l);
/* Adds a league (l->id is written): RINK_EILLEGAL when the name is taken. */
int rink_store_league_add(rink_store *st, struct rink_store_league *l, struct rink_error *err);
/* Rewrites a league's document and updated time (compared first with
 * was_ms when that is given). */
int rink_store_league_update(rink_store *st, const struct rink_store_league *l,
                             struct rink_error *err);
/* Reads the league named name (or, when name is NULL, number id):
 * RINK_ENOTFOUND when there is none. Clear it after. */
int rink_store_league_get(rink_store *st, int64_t id, const char *name,
                          struct rink_store_league *out, struct rink_error *err);
/* Calls fn for every league in id order (doc is valid during the call). */
int rink_store_leagues(rink_store *st, int (*fn)(void *ud, const struct rink_store_league *l),
                       void *ud, struct rink_error *err);

/* ---- several servers on one store (PostgreSQL) ------------------------------------- */

/* Takes or renews the lease of table for owner until until_ms: *held is
 * true when owner holds it now (it was free, expired, or already owner's).
 * SQLite has one process: the lease is always held. */
int rink_store_lease(rink_store *st, int64_t table, const char *owner, int64_t until_ms, bool *held,
                     struct rink_error *err);
/* Gives a lease back (at shutdown), so another process may take it at once. */
int rink_store_release(rink_store *st, int64_t table, const char *owner, struct rink_error *err);
/* Announces, at the next commit, that table has actions up to seq: the
 * other processes listening learn it (PostgreSQL NOTIFY; SQLite: nothing). */
int rink_store_announce(rink_store *st, int64_t table, int64_t seq, struct rink_error *err);
/* Starts listening for announcements; the socket to watch for them is
 * written to *fd (-1 on SQLite, which has no other process to hear). */
int rink_store_listen(rink_store *st, int *fd, struct rink_error *err);
/* Reads pending announcements without blocking, calling fn for each. */
int rink_store_heard(rink_store *st, void (*fn)(void *ud, int64_t table, int64_t seq), void *ud,
                     struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
