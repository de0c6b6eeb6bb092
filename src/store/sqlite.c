/*
 * store/sqlite.c: the embedded store, one SQLite file.
 *
 * Durability: WAL journal with synchronous=FULL, so a COMMIT that returned
 * survives a crash of the process or the machine. One writer (the server's
 * loop thread); busy_timeout lets another process read meanwhile.
 *
 * Schema (docs/STORAGE.md), versioned by PRAGMA user_version:
 *   1  players, game_tables, actions
 *   2  ratings; a table's lease columns (unused here: one process)
 *   3  leagues
 * Opening an older file runs the missing steps in one transaction; a newer
 * file is refused rather than misread.
 */
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_int.h"

struct sq_store {
	struct rink_store base;
	sqlite3 *db;
};

static sqlite3 *db_of(struct rink_store *st)
{
	return ((struct sq_store *)st)->db;
}

static int fail(struct rink_store *st, struct rink_error *err, const char *what)
{
	return rink_error_set(err, RINK_EIO, "store: %s: %s", what, sqlite3_errmsg(db_of(st)));
}

static int sq_exec(struct rink_store *st, const char *sql, struct rink_error *err)
{
	char *msg = NULL;

	if (sqlite3_exec(db_of(st), sql, NULL, NULL, &msg) != SQLITE_OK) {
		int rc = rink_error_set(err, RINK_EIO, "store: %s: %s", sql, msg ? msg : "failed");
		sqlite3_free(msg);
		return rc;
	}
	return RINK_OK;
}

/* Prepares sql, or fills err; the caller finalizes. */
static sqlite3_stmt *prep(struct rink_store *st, const char *sql, struct rink_error *err)
{
	sqlite3_stmt *q = NULL;

	if (sqlite3_prepare_v2(db_of(st), sql, -1, &q, NULL) != SQLITE_OK) {
		fail(st, err, "prepare");
		return NULL;
	}
	return q;
}

/* Runs a statement that returns no rows, then finalizes it. */
static int step_done(struct rink_store *st, sqlite3_stmt *q, const char *what,
                     struct rink_error *err)
{
	int rc = sqlite3_step(q) == SQLITE_DONE ? RINK_OK : fail(st, err, what);

	sqlite3_finalize(q);
	return rc;
}

static const char *const migrations[] = {
        /* 0 -> 1 */
        "CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " token_hash BLOB NOT NULL, created_ms INTEGER NOT NULL);"
        "CREATE TABLE game_tables(id INTEGER PRIMARY KEY, game TEXT NOT NULL,"
        " params TEXT NOT NULL, seed TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0,"
        " meta TEXT NOT NULL, created_ms INTEGER NOT NULL, updated_ms INTEGER NOT NULL);"
        "CREATE TABLE actions(table_id INTEGER NOT NULL REFERENCES game_tables(id),"
        " seq INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,"
        " actor TEXT NOT NULL, at_ms INTEGER NOT NULL, PRIMARY KEY(table_id, seq))"
        " WITHOUT ROWID;",
        /* 1 -> 2 */
        "CREATE TABLE ratings(game TEXT NOT NULL, subject TEXT NOT NULL, elo REAL NOT NULL,"
        " games INTEGER NOT NULL, PRIMARY KEY(game, subject)) WITHOUT ROWID;"
        "ALTER TABLE game_tables ADD COLUMN lease_owner TEXT;"
        "ALTER TABLE game_tables ADD COLUMN lease_until_ms INTEGER NOT NULL DEFAULT 0;",
        /* 2 -> 3 */
        "CREATE TABLE leagues(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
        " game TEXT NOT NULL, doc TEXT NOT NULL, created_ms INTEGER NOT NULL,"
        " updated_ms INTEGER NOT NULL);",
};

/* Brings the schema from its version to target in one transaction. */
static int migrate(struct rink_store *st, int target, const char *path, struct rink_error *err)
{
	sqlite3_stmt *q = prep(st, "PRAGMA user_version", err);
	int version, rc;
	char set[64];

	if (!q)
		return RINK_EIO;
	if (sqlite3_step(q) != SQLITE_ROW) {
		sqlite3_finalize(q);
		return rink_error_set(err, RINK_EFORMAT, "store: %s: not a SQLite database", path);
	}
	version = sqlite3_column_int(q, 0);
	sqlite3_finalize(q);
	if (version > RINK_STORE_SCHEMA)
		return rink_error_set(err, RINK_EFORMAT,
		                      "store: %s: schema version %d is newer than this rink's %d",
		                      path, version, RINK_STORE_SCHEMA);
	if (version >= target)
		return RINK_OK;
	if ((rc = sq_exec(st, "BEGIN IMMEDIATE", err)) != RINK_OK)
		return rc;
	for (int v = version; v < target; v++)
		if ((rc = sq_exec(st, migrations[v], err)) != RINK_OK)
			goto out_rollback;
	snprintf(set, sizeof(set), "PRAGMA user_version = %d", target);
	if ((rc = sq_exec(st, set, err)) != RINK_OK || (rc = sq_exec(st, "COMMIT", err)) != RINK_OK)
		goto out_rollback;
	return RINK_OK;
out_rollback:
	sq_exec(st, "ROLLBACK", NULL);
	return rc;
}

static void sq_close(struct rink_store *st)
{
	if (st->in_tx)
		sq_exec(st, "ROLLBACK", NULL);
	sqlite3_close(db_of(st));
	free(st);
}

static int sq_player_add(struct rink_store *st, struct rink_store_player *p, struct rink_error *err)
{
	sqlite3_stmt *q =
	        prep(st, "INSERT INTO players(name, token_hash, created_ms) VALUES(?,?,?)", err);

	if (!q)
		return RINK_EIO;
	sqlite3_bind_text(q, 1, p->name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_blob(q, 2, p->token_hash, RINK_STORE_HASH, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 3, p->created_ms);
	if (step_done(st, q, "adding a player", err) != RINK_OK)
		return RINK_EIO;
	p->id = sqlite3_last_insert_rowid(db_of(st));
	return RINK_OK;
}

static int sq_player_get(struct rink_store *st, int64_t id, struct rink_store_player *out,
                         struct rink_error *err)
{
	sqlite3_stmt *q =
	        prep(st, "SELECT name, token_hash, created_ms FROM players WHERE id=?", err);
	int rc = RINK_OK;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_int64(q, 1, id);
	switch (sqlite3_step(q)) {
	case SQLITE_ROW:
		out->id = id;
		snprintf(out->name, sizeof(out->name), "%s",
		         (const char *)sqlite3_column_text(q, 0));
		if (sqlite3_column_bytes(q, 1) == RINK_STORE_HASH)
			memcpy(out->token_hash, sqlite3_column_blob(q, 1), RINK_STORE_HASH);
		out->created_ms = sqlite3_column_int64(q, 2);
		break;
	case SQLITE_DONE:
		rc = rink_error_set(err, RINK_ENOTFOUND, "store: no player %lld", (long long)id);
		break;
	default:
		rc = fail(st, err, "reading a player");
	}
	sqlite3_finalize(q);
	return rc;
}

static int sq_player_rename(struct rink_store *st, int64_t id, const char *name,
                            struct rink_error *err)
{
	sqlite3_stmt *q = prep(st, "UPDATE players SET name=? WHERE id=?", err);

	if (!q)
		return RINK_EIO;
	sqlite3_bind_text(q, 1, name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 2, id);
	return step_done(st, q, "renaming a player", err);
}

static int sq_table_add(struct rink_store *st, struct rink_store_table *t, struct rink_error *err)
{
	sqlite3_stmt *q = prep(st,
	                       "INSERT INTO game_tables(game, params, seed, over, meta, created_ms,"
	                       " updated_ms) VALUES(?,?,?,?,?,?,?)",
	                       err);
	char seed[24];

	if (!q)
		return RINK_EIO;
	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)t->seed);
	sqlite3_bind_text(q, 1, t->game, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 2, t->params, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 3, seed, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int(q, 4, t->over);
	sqlite3_bind_text(q, 5, t->meta ? t->meta : "{}", -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 6, t->created_ms);
	sqlite3_bind_int64(q, 7, t->updated_ms);
	if (step_done(st, q, "adding a table", err) != RINK_OK)
		return RINK_EIO;
	t->id = sqlite3_last_insert_rowid(db_of(st));
	return RINK_OK;
}

static int sq_table_update(struct rink_store *st, const struct rink_store_table *t,
                           struct rink_error *err)
{
	sqlite3_stmt *q =
	        prep(st, "UPDATE game_tables SET over=?, meta=?, updated_ms=? WHERE id=?", err);

	if (!q)
		return RINK_EIO;
	sqlite3_bind_int(q, 1, t->over);
	sqlite3_bind_text(q, 2, t->meta ? t->meta : "{}", -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 3, t->updated_ms ? t->updated_ms : rink__store_now_ms());
	sqlite3_bind_int64(q, 4, t->id);
	return step_done(st, q, "updating a table", err);
}

static int sq_tables(struct rink_store *st, bool open_only, int64_t only,
                     int (*fn)(void *ud, const struct rink_store_table *t), void *ud,
                     struct rink_error *err)
{
	sqlite3_stmt *q =
	        prep(st,
	             "SELECT id, game, params, seed, over, meta, created_ms, updated_ms"
	             " FROM game_tables WHERE (?1 = 0 OR over = 0) AND (?2 = 0 OR id = ?2)"
	             " ORDER BY id",
	             err);
	int rc = RINK_OK, s;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_int(q, 1, open_only);
	sqlite3_bind_int64(q, 2, only);
	while ((s = sqlite3_step(q)) == SQLITE_ROW) {
		struct rink_store_table t = {0};

		t.id = sqlite3_column_int64(q, 0);
		snprintf(t.game, sizeof(t.game), "%s", (const char *)sqlite3_column_text(q, 1));
		snprintf(t.params, sizeof(t.params), "%s", (const char *)sqlite3_column_text(q, 2));
		t.seed = strtoull((const char *)sqlite3_column_text(q, 3), NULL, 10);
		t.over = sqlite3_column_int(q, 4) != 0;
		t.meta = (char *)sqlite3_column_text(q, 5);
		t.created_ms = sqlite3_column_int64(q, 6);
		t.updated_ms = sqlite3_column_int64(q, 7);
		if ((rc = fn(ud, &t)) != 0)
			break;
	}
	if (rc == RINK_OK && s != SQLITE_DONE)
		rc = fail(st, err, "reading tables");
	sqlite3_finalize(q);
	return rc;
}

static int sq_action_add(struct rink_store *st, int64_t table, const struct rink_store_action *a,
                         struct rink_error *err)
{
	int rc;
	sqlite3_stmt *q = prep(st,
	                       "INSERT INTO actions(table_id, seq, seat, move, actor, at_ms)"
	                       " VALUES(?,?,?,?,?,?)",
	                       err);

	if (!q)
		return RINK_EIO;
	sqlite3_bind_int64(q, 1, table);
	sqlite3_bind_int64(q, 2, a->seq);
	sqlite3_bind_int(q, 3, a->seat);
	sqlite3_bind_text(q, 4, a->move, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 5, a->actor, -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 6, a->at_ms);
	rc = sqlite3_step(q) == SQLITE_DONE ? SQLITE_OK : sqlite3_extended_errcode(db_of(st));
	sqlite3_finalize(q);
	if (rc == SQLITE_OK)
		return RINK_OK;
	if (rc == SQLITE_CONSTRAINT_PRIMARYKEY)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "store: adding an action: table %lld has action %lld",
		                      (long long)table, (long long)a->seq);
	return rink_error_set(err, RINK_EIO, "store: adding an action: %s", sqlite3_errstr(rc));
}

static int sq_actions(struct rink_store *st, int64_t table, int64_t after,
                      int (*fn)(void *ud, const struct rink_store_action *a), void *ud,
                      struct rink_error *err)
{
	sqlite3_stmt *q = prep(st,
	                       "SELECT seq, seat, move, actor, at_ms FROM actions"
	                       " WHERE table_id=? AND seq>? ORDER BY seq",
	                       err);
	int rc = RINK_OK, s;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_int64(q, 1, table);
	sqlite3_bind_int64(q, 2, after);
	while ((s = sqlite3_step(q)) == SQLITE_ROW) {
		struct rink_store_action a = {0};

		a.seq = sqlite3_column_int64(q, 0);
		a.seat = sqlite3_column_int(q, 1);
		snprintf(a.move, sizeof(a.move), "%s", (const char *)sqlite3_column_text(q, 2));
		snprintf(a.actor, sizeof(a.actor), "%s", (const char *)sqlite3_column_text(q, 3));
		a.at_ms = sqlite3_column_int64(q, 4);
		if ((rc = fn(ud, &a)) != 0)
			break;
	}
	if (rc == RINK_OK && s != SQLITE_DONE)
		rc = fail(st, err, "reading actions");
	sqlite3_finalize(q);
	return rc;
}

static int sq_rating_get(struct rink_store *st, const char *game, const char *subject, double *elo,
                         int *games, struct rink_error *err)
{
	sqlite3_stmt *q =
	        prep(st, "SELECT elo, games FROM ratings WHERE game=? AND subject=?", err);
	int rc = RINK_OK;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_text(q, 1, game, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 2, subject, -1, SQLITE_TRANSIENT);
	switch (sqlite3_step(q)) {
	case SQLITE_ROW:
		*elo = sqlite3_column_double(q, 0);
		*games = sqlite3_column_int(q, 1);
		break;
	case SQLITE_DONE:
		break;
	default:
		rc = fail(st, err, "reading a rating");
	}
	sqlite3_finalize(q);
	return rc;
}

static int sq_rating_set(struct rink_store *st, const char *game, const char *subject, double elo,
                         int games, struct rink_error *err)
{
	sqlite3_stmt *q = prep(st,
	                       "INSERT INTO ratings(game, subject, elo, games) VALUES(?,?,?,?)"
	                       " ON CONFLICT(game, subject) DO UPDATE SET elo=excluded.elo,"
	                       " games=excluded.games",
	                       err);

	if (!q)
		return RINK_EIO;
	sqlite3_bind_text(q, 1, game, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 2, subject, -1, SQLITE_TRANSIENT);
	sqlite3_bind_double(q, 3, elo);
	sqlite3_bind_int(q, 4, games);
	return step_done(st, q, "writing a rating", err);
}

static int sq_league_add(struct rink_store *st, struct rink_store_league *l, struct rink_error *err)
{
	sqlite3_stmt *q = prep(st,
	                       "INSERT INTO leagues(name, game, doc, created_ms, updated_ms)"
	                       " VALUES(?,?,?,?,?)",
	                       err);
	int rc;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_text(q, 1, l->name, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 2, l->game, -1, SQLITE_TRANSIENT);
	sqlite3_bind_text(q, 3, l->doc ? l->doc : "{}", -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 4, l->created_ms);
	sqlite3_bind_int64(q, 5, l->updated_ms);
	rc = sqlite3_step(q) == SQLITE_DONE ? SQLITE_OK : sqlite3_extended_errcode(db_of(st));
	sqlite3_finalize(q);
	if (rc == SQLITE_CONSTRAINT_UNIQUE)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "store: adding a league: there is a league named '%s'",
		                      l->name);
	if (rc != SQLITE_OK)
		return rink_error_set(err, RINK_EIO, "store: adding a league: %s",
		                      sqlite3_errstr(rc));
	l->id = sqlite3_last_insert_rowid(db_of(st));
	return RINK_OK;
}

static int sq_league_update(struct rink_store *st, const struct rink_store_league *l,
                            struct rink_error *err)
{
	sqlite3_stmt *q = prep(
	        st,
	        "UPDATE leagues SET doc=?, updated_ms=? WHERE id=? AND (?4 = 0 OR updated_ms = ?4)",
	        err);
	int rc;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_text(q, 1, l->doc ? l->doc : "{}", -1, SQLITE_TRANSIENT);
	sqlite3_bind_int64(q, 2, l->updated_ms ? l->updated_ms : rink__store_now_ms());
	sqlite3_bind_int64(q, 3, l->id);
	sqlite3_bind_int64(q, 4, l->was_ms);
	if ((rc = step_done(st, q, "updating a league", err)) != RINK_OK)
		return rc;
	if (sqlite3_changes(db_of(st)) == 0)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "store: league %lld changed meanwhile (another program "
		                      "wrote it): open it again",
		                      (long long)l->id);
	return RINK_OK;
}

static int sq_leagues(struct rink_store *st, int64_t id, const char *name,
                      int (*fn)(void *ud, const struct rink_store_league *l), void *ud,
                      struct rink_error *err)
{
	sqlite3_stmt *q = prep(st,
	                       "SELECT id, name, game, doc, created_ms, updated_ms FROM leagues"
	                       " WHERE (?1 = 0 OR id = ?1) AND (?2 IS NULL OR name = ?2)"
	                       " ORDER BY id",
	                       err);
	int rc = RINK_OK, s;

	if (!q)
		return RINK_EIO;
	sqlite3_bind_int64(q, 1, id);
	if (name)
		sqlite3_bind_text(q, 2, name, -1, SQLITE_TRANSIENT);
	else
		sqlite3_bind_null(q, 2);
	while ((s = sqlite3_step(q)) == SQLITE_ROW) {
		struct rink_store_league l = {0};

		l.id = sqlite3_column_int64(q, 0);
		snprintf(l.name, sizeof(l.name), "%s", (const char *)sqlite3_column_text(q, 1));
		snprintf(l.game, sizeof(l.game), "%s", (const char *)sqlite3_column_text(q, 2));
		l.doc = (char *)sqlite3_column_text(q, 3);
		l.created_ms = sqlite3_column_int64(q, 4);
		l.updated_ms = sqlite3_column_int64(q, 5);
		if ((rc = fn(ud, &l)) != 0)
			break;
	}
	if (rc == RINK_OK && s != SQLITE_DONE)
		rc = fail(st, err, "reading leagues");
	sqlite3_finalize(q);
	return rc;
}

static const struct rink__store_ops sqlite_ops = {
        .name = "sqlite",
        .close = sq_close,
        .exec = sq_exec,
        .player_add = sq_player_add,
        .player_get = sq_player_get,
        .player_rename = sq_player_rename,
        .table_add = sq_table_add,
        .table_update = sq_table_update,
        .tables = sq_tables,
        .action_add = sq_action_add,
        .actions = sq_actions,
        .rating_get = sq_rating_get,
        .rating_set = sq_rating_set,
        .league_add = sq_league_add,
        .league_update = sq_league_update,
        .leagues = sq_leagues,
};

/* Opens path with its schema brought to version (RINK_STORE_SCHEMA but in
 * the migration test, which makes an old file to migrate). */
struct rink_store *rink__store_sqlite_open_at(const char *path, int version, struct rink_error *err)
{
	struct sq_store *s = calloc(1, sizeof(*s));

	if (!s) {
		rink_error_set(err, RINK_ENOMEM, "store: out of memory");
		return NULL;
	}
	s->base.ops = &sqlite_ops;
	if (sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
	    SQLITE_OK) {
		rink_error_set(err, RINK_EIO, "store: %s: %s", path,
		               s->db ? sqlite3_errmsg(s->db) : "cannot open");
		goto out_close;
	}
	sqlite3_busy_timeout(s->db, 5000);
	if (sq_exec(&s->base, "PRAGMA journal_mode=WAL", err) != RINK_OK ||
	    sq_exec(&s->base, "PRAGMA synchronous=FULL", err) != RINK_OK ||
	    sq_exec(&s->base, "PRAGMA foreign_keys=ON", err) != RINK_OK)
		goto out_close;
	if (migrate(&s->base, version, path, err) != RINK_OK)
		goto out_close;
	return &s->base;
out_close:
	sqlite3_close(s->db);
	free(s);
	return NULL;
}

struct rink_store *rink__store_sqlite_open(const char *path, struct rink_error *err)
{
	return rink__store_sqlite_open_at(path, RINK_STORE_SCHEMA, err);
}
