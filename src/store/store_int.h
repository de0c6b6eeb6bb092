/*
 * store/store_int.h: what a store backend provides to rink/store.h.
 *
 * A backend fills a struct rink__store_ops; store.c picks it from the
 * address (a postgresql:// URI or a path) and forwards each call. The
 * handle every backend returns begins with struct rink_store.
 */
#ifndef RINK_STORE_INT_H
#define RINK_STORE_INT_H

#include "rink/store.h"

struct rink__store_ops {
	const char *name;
	void (*close)(struct rink_store *st);
	int (*exec)(struct rink_store *st, const char *sql, struct rink_error *err);
	int (*player_add)(struct rink_store *st, struct rink_store_player *p,
	                  struct rink_error *err);
	int (*player_get)(struct rink_store *st, int64_t id, struct rink_store_player *out,
	                  struct rink_error *err);
	int (*player_rename)(struct rink_store *st, int64_t id, const char *name,
	                     struct rink_error *err);
	int (*table_add)(struct rink_store *st, struct rink_store_table *t, struct rink_error *err);
	int (*table_update)(struct rink_store *st, const struct rink_store_table *t,
	                    struct rink_error *err);
	int (*tables)(struct rink_store *st, bool open_only, int64_t only,
	              int (*fn)(void *ud, const struct rink_store_table *t), void *ud,
	              struct rink_error *err);
	int (*action_add)(struct rink_store *st, int64_t table, const struct rink_store_action *a,
	                  struct rink_error *err);
	int (*actions)(struct rink_store *st, int64_t table, int64_t after,
	               int (*fn)(void *ud, const struct rink_store_action *a), void *ud,
	               struct rink_error *err);
	int (*rating_get)(struct rink_store *st, const char *game, const char *subject, double *elo,
	                  int *games, struct rink_error *err);
	int (*rating_set)(struct rink_store *st, const char *game, const char *subject, double elo,
	                  int games, struct rink_error *err);
	int (*league_add)(struct rink_store *st, struct rink_store_league *l,
	                  struct rink_error *err);
	int (*league_update)(struct rink_store *st, const struct rink_store_league *l,
	                     struct rink_error *err);
	/* every league, or the one numbered id (id > 0) or named name */
	int (*leagues)(struct rink_store *st, int64_t id, const char *name,
	               int (*fn)(void *ud, const struct rink_store_league *l), void *ud,
	               struct rink_error *err);
	/* Optional (PostgreSQL): several processes. */
	int (*lease)(struct rink_store *st, int64_t table, const char *owner, int64_t until_ms,
	             bool *held, struct rink_error *err);
	int (*release)(struct rink_store *st, int64_t table, const char *owner,
	               struct rink_error *err);
	int (*announce)(struct rink_store *st, int64_t table, int64_t seq, struct rink_error *err);
	int (*listen)(struct rink_store *st, int *fd, struct rink_error *err);
	int (*heard)(struct rink_store *st, void (*fn)(void *ud, int64_t table, int64_t seq),
	             void *ud, struct rink_error *err);
};

struct rink_store {
	const struct rink__store_ops *ops;
	bool in_tx; /* between begin and commit/rollback */
};

/* Backends: each opens its store and brings its schema to
 * RINK_STORE_SCHEMA, or returns NULL with err filled. */
struct rink_store *rink__store_sqlite_open(const char *path, struct rink_error *err);
/* SQLite with its schema brought to version only: the migration test makes
 * an old file with it. */
struct rink_store *rink__store_sqlite_open_at(const char *path, int version,
                                              struct rink_error *err);
struct rink_store *rink__store_pg_open(const char *uri, struct rink_error *err);

/* The time now, Unix milliseconds. */
int64_t rink__store_now_ms(void);

#endif
