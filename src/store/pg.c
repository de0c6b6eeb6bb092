/*
 * store/pg.c: the shared store, one PostgreSQL database through libpq.
 *
 * Several servers may use one database: each plays the tables it holds a
 * lease on (game_tables.lease_owner until lease_until_ms), and announces the
 * actions it commits with NOTIFY on the channel "rink_table", payload
 * "<table>:<seq>", so that the others can read them. NOTIFY is delivered at
 * commit, and a listener that was not connected misses it: after a reconnect
 * a server reads the rows since the last sequence number it saw.
 *
 * Durability: a COMMIT that returned is on the server's disk (and its
 * synchronous replicas): synchronous_commit is raised to "on" for this
 * session when the database has it "off".
 *
 * Every statement goes through PQexecParams with its values as parameters,
 * never pasted into the SQL text. A failed statement aborts PostgreSQL's
 * transaction (SQLite's goes on), so a duplicate action is turned away with
 * ON CONFLICT DO NOTHING rather than an error, and a COMMIT that the server
 * turned into a ROLLBACK is reported as the failure it is.
 *
 * Schema (docs/STORAGE.md), the same tables and columns as SQLite's,
 * versioned by the one row of rink_schema(version):
 *   1  players, game_tables, actions
 *   2  ratings; a table's lease columns
 *   3  leagues
 * Opening an older database runs the missing steps in one transaction, under
 * an advisory lock so that servers starting together migrate it once; a
 * newer database is refused rather than misread.
 *
 * A lost connection is an error (RINK_EIO) on every call that needs it, not
 * a crash; the caller closes the store and opens it again.
 */
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_int.h"

#define PG_CHANNEL  "rink_table"
#define PG_LOCK_KEY "1919512171" /* pg_advisory_xact_lock key: "rink" in ASCII */
#define PG_MAX_ARGS 8

struct pg_store {
	struct rink_store base;
	PGconn *conn;
	char where[256]; /* the URI without its password, for messages */
};

static PGconn *conn_of(struct rink_store *st)
{
	return ((struct pg_store *)st)->conn;
}

/* ---- errors ----------------------------------------------------------------- */

/* Fills err with "store: what: " and the first line of libpq's message
 * (the result's, else the connection's). */
static int fail(struct rink_store *st, const PGresult *r, const char *what, struct rink_error *err)
{
	const char *msg = r ? PQresultErrorMessage(r) : "";
	int len;

	if (!*msg)
		msg = PQerrorMessage(conn_of(st));
	len = (int)strcspn(msg, "\n");
	if (!len)
		return rink_error_set(err, RINK_EIO, "store: %s: failed", what);
	return rink_error_set(err, RINK_EIO, "store: %s: %.*s", what, len, msg);
}

/* Copies uri to out with any password masked: "postgresql://u:***@h/db". */
static void redact(const char *uri, char *out, size_t size)
{
	const char *auth = strstr(uri, "://"), *end, *at, *colon, *pw;
	size_t n;

	snprintf(out, size, "%s", uri);
	if (!auth)
		return;
	auth += 3;
	end = auth + strcspn(auth, "/?");
	at = memchr(auth, '@', (size_t)(end - auth));
	colon = at ? memchr(auth, ':', (size_t)(at - auth)) : NULL;
	if (colon && (n = (size_t)(colon + 1 - uri)) < size)
		snprintf(out + n, size - n, "***%s", at);
	if ((pw = strstr(out, "password=")) != NULL) {
		n = (size_t)(pw + 9 - out);
		snprintf(out + n, size - n, "***");
	}
}

/* libpq prints the server's notices ("relation exists, skipping", "no
 * transaction in progress") on stderr by default; they are not errors. */
static void quiet(void *ud, const char *message)
{
	(void)ud;
	(void)message;
}

/* ---- statements ----------------------------------------------------------- */

/* The parameters of one statement: text values, or one binary blob. */
struct args {
	int n;
	const char *val[PG_MAX_ARGS];
	int len[PG_MAX_ARGS];
	int fmt[PG_MAX_ARGS]; /* 0 text, 1 binary */
	char buf[PG_MAX_ARGS][32];
};

static void arg_text(struct args *a, const char *s)
{
	a->val[a->n] = s;
	a->len[a->n] = 0;
	a->fmt[a->n++] = 0;
}

static void arg_int(struct args *a, int64_t v)
{
	snprintf(a->buf[a->n], sizeof(a->buf[a->n]), "%lld", (long long)v);
	arg_text(a, a->buf[a->n]);
}

static void arg_double(struct args *a, double v)
{
	snprintf(a->buf[a->n], sizeof(a->buf[a->n]), "%.17g", v);
	arg_text(a, a->buf[a->n]);
}

static void arg_blob(struct args *a, const void *data, int len)
{
	a->val[a->n] = data;
	a->len[a->n] = len;
	a->fmt[a->n++] = 1;
}

/* Runs sql with the parameters a (NULL for none): the result, to PQclear,
 * or NULL with err filled ("store: what: ..."). Results come as text. */
static PGresult *run(struct rink_store *st, const char *what, const char *sql, const struct args *a,
                     struct rink_error *err)
{
	PGresult *r = PQexecParams(conn_of(st), sql, a ? a->n : 0, NULL, a ? a->val : NULL,
	                           a ? a->len : NULL, a ? a->fmt : NULL, 0);
	ExecStatusType s = PQresultStatus(r);

	if (r && (s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK))
		return r;
	fail(st, r, what, err);
	PQclear(r);
	return NULL;
}

/* Runs a statement whose rows, if any, are not wanted. */
static int run_done(struct rink_store *st, const char *what, const char *sql, const struct args *a,
                    struct rink_error *err)
{
	PGresult *r = run(st, what, sql, a, err);

	if (!r)
		return RINK_EIO;
	PQclear(r);
	return RINK_OK;
}

static int64_t col_int(const PGresult *r, int row, int col)
{
	return strtoll(PQgetvalue(r, row, col), NULL, 10);
}

static void col_copy(char *dst, size_t size, const PGresult *r, int row, int col)
{
	snprintf(dst, size, "%s", PQgetvalue(r, row, col));
}

static int pg_exec(struct rink_store *st, const char *sql, struct rink_error *err)
{
	PGresult *r = run(st, sql, sql, NULL, err);
	int rc = RINK_OK;

	if (!r)
		return RINK_EIO;
	/* A transaction in which a statement failed is rolled back by its
	 * COMMIT, which still succeeds as a command: "ROLLBACK" says so. */
	if (!strcmp(sql, "COMMIT") && strcmp(PQcmdStatus(r), "COMMIT") != 0)
		rc = rink_error_set(err, RINK_EIO,
		                    "store: COMMIT: the transaction was rolled back, as one of "
		                    "its statements had failed");
	PQclear(r);
	return rc;
}

/* ---- schema ------------------------------------------------------------------- */

/* One statement each: PQexecParams runs no more than one. */
static const char *const step_1[] = {
        "CREATE TABLE players(id bigserial PRIMARY KEY, name text NOT NULL,"
        " token_hash bytea NOT NULL, created_ms bigint NOT NULL)",
        "CREATE TABLE game_tables(id bigserial PRIMARY KEY, game text NOT NULL,"
        " params text NOT NULL, seed text NOT NULL, over boolean NOT NULL DEFAULT false,"
        " meta text NOT NULL, created_ms bigint NOT NULL, updated_ms bigint NOT NULL)",
        "CREATE TABLE actions(table_id bigint NOT NULL REFERENCES game_tables(id),"
        " seq bigint NOT NULL, seat integer NOT NULL, move text NOT NULL,"
        " actor text NOT NULL, at_ms bigint NOT NULL, PRIMARY KEY(table_id, seq))",
        NULL,
};

static const char *const step_2[] = {
        "CREATE TABLE ratings(game text NOT NULL, subject text NOT NULL,"
        " elo double precision NOT NULL, games integer NOT NULL, PRIMARY KEY(game, subject))",
        "ALTER TABLE game_tables ADD COLUMN lease_owner text",
        "ALTER TABLE game_tables ADD COLUMN lease_until_ms bigint NOT NULL DEFAULT 0",
        NULL,
};

static const char *const step_3[] = {
        "CREATE TABLE leagues(id bigserial PRIMARY KEY, name text NOT NULL UNIQUE,"
        " game text NOT NULL, doc text NOT NULL, created_ms bigint NOT NULL,"
        " updated_ms bigint NOT NULL)",
        NULL,
};

static const char *const *const migrations[] = {step_1, step_2, step_3}; /* [v]: v -> v+1 */

/* Reads the version inside the open transaction into *version: 0 for a
 * database without rink_schema's row (*has_row false). */
static int schema_version(struct rink_store *st, int *version, bool *has_row,
                          struct rink_error *err)
{
	PGresult *r;
	int rc = RINK_OK;

	if (run_done(st, "creating rink_schema",
	             "CREATE TABLE IF NOT EXISTS rink_schema(version integer NOT NULL)", NULL,
	             err) != RINK_OK)
		return RINK_EIO;
	if (!(r = run(st, "reading the schema version", "SELECT version FROM rink_schema", NULL,
	              err)))
		return RINK_EIO;
	*has_row = PQntuples(r) > 0;
	*version = *has_row ? (int)col_int(r, 0, 0) : 0;
	if (PQntuples(r) > 1)
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "store: %s: rink_schema has %d rows, not one",
		                    ((struct pg_store *)st)->where, PQntuples(r));
	PQclear(r);
	return rc;
}

/* Brings the schema to RINK_STORE_SCHEMA in one transaction. */
static int migrate(struct rink_store *st, struct rink_error *err)
{
	const char *where = ((struct pg_store *)st)->where;
	struct args a = {0};
	bool has_row = false;
	int version = 0, rc;
	char what[320];

	if ((rc = pg_exec(st, "BEGIN", err)) != RINK_OK)
		return rc;
	rc = RINK_EIO;
	if (run_done(st, "locking the schema", "SELECT pg_advisory_xact_lock(" PG_LOCK_KEY ")",
	             NULL, err) != RINK_OK)
		goto out_rollback;
	if ((rc = schema_version(st, &version, &has_row, err)) != RINK_OK)
		goto out_rollback;
	rc = RINK_EIO;
	if (version > RINK_STORE_SCHEMA) {
		rc = rink_error_set(err, RINK_EFORMAT,
		                    "store: %s: schema version %d is newer than this rink's %d",
		                    where, version, RINK_STORE_SCHEMA);
		goto out_rollback;
	}
	if (version == RINK_STORE_SCHEMA && has_row)
		return pg_exec(st, "COMMIT", err);
	for (int v = version; v < RINK_STORE_SCHEMA; v++) {
		snprintf(what, sizeof(what), "%s: migrating from version %d", where, v);
		for (const char *const *sql = migrations[v]; *sql; sql++)
			if (run_done(st, what, *sql, NULL, err) != RINK_OK)
				goto out_rollback;
	}
	arg_int(&a, RINK_STORE_SCHEMA);
	if (run_done(st, "writing the schema version",
	             has_row ? "UPDATE rink_schema SET version=$1"
	                     : "INSERT INTO rink_schema(version) VALUES($1)",
	             &a, err) != RINK_OK)
		goto out_rollback;
	return pg_exec(st, "COMMIT", err);
out_rollback:
	pg_exec(st, "ROLLBACK", NULL);
	return rc;
}

/* ---- the operations ------------------------------------------------------------ */

static void pg_close(struct rink_store *st)
{
	if (st->in_tx)
		pg_exec(st, "ROLLBACK", NULL);
	PQfinish(conn_of(st));
	free(st);
}

static int pg_player_add(struct rink_store *st, struct rink_store_player *p, struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;

	arg_text(&a, p->name);
	arg_blob(&a, p->token_hash, RINK_STORE_HASH);
	arg_int(&a, p->created_ms);
	if (!(r = run(st, "adding a player",
	              "INSERT INTO players(name, token_hash, created_ms) VALUES($1,$2,$3)"
	              " RETURNING id",
	              &a, err)))
		return RINK_EIO;
	p->id = col_int(r, 0, 0);
	PQclear(r);
	return RINK_OK;
}

static int pg_player_get(struct rink_store *st, int64_t id, struct rink_store_player *out,
                         struct rink_error *err)
{
	struct args a = {0};
	unsigned char *hash;
	size_t len = 0;
	PGresult *r;
	int rc = RINK_OK;

	arg_int(&a, id);
	if (!(r = run(st, "reading a player",
	              "SELECT name, token_hash, created_ms FROM players WHERE id=$1", &a, err)))
		return RINK_EIO;
	if (PQntuples(r) == 0) {
		rc = rink_error_set(err, RINK_ENOTFOUND, "store: no player %lld", (long long)id);
		goto out_clear;
	}
	out->id = id;
	col_copy(out->name, sizeof(out->name), r, 0, 0);
	hash = PQunescapeBytea((const unsigned char *)PQgetvalue(r, 0, 1), &len);
	if (!hash) {
		rc = rink_error_set(err, RINK_ENOMEM, "store: out of memory reading player %lld",
		                    (long long)id);
		goto out_clear;
	}
	if (len == RINK_STORE_HASH)
		memcpy(out->token_hash, hash, RINK_STORE_HASH);
	PQfreemem(hash);
	out->created_ms = col_int(r, 0, 2);
out_clear:
	PQclear(r);
	return rc;
}

static int pg_player_rename(struct rink_store *st, int64_t id, const char *name,
                            struct rink_error *err)
{
	struct args a = {0};

	arg_text(&a, name);
	arg_int(&a, id);
	return run_done(st, "renaming a player", "UPDATE players SET name=$1 WHERE id=$2", &a, err);
}

static int pg_table_add(struct rink_store *st, struct rink_store_table *t, struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;
	char seed[24];

	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)t->seed);
	arg_text(&a, t->game);
	arg_text(&a, t->params);
	arg_text(&a, seed);
	arg_text(&a, t->over ? "true" : "false");
	arg_text(&a, t->meta ? t->meta : "{}");
	arg_int(&a, t->created_ms);
	arg_int(&a, t->updated_ms);
	if (!(r = run(st, "adding a table",
	              "INSERT INTO game_tables(game, params, seed, over, meta, created_ms,"
	              " updated_ms) VALUES($1,$2,$3,$4,$5,$6,$7) RETURNING id",
	              &a, err)))
		return RINK_EIO;
	t->id = col_int(r, 0, 0);
	PQclear(r);
	return RINK_OK;
}

static int pg_table_update(struct rink_store *st, const struct rink_store_table *t,
                           struct rink_error *err)
{
	struct args a = {0};

	arg_text(&a, t->over ? "true" : "false");
	arg_text(&a, t->meta ? t->meta : "{}");
	arg_int(&a, t->updated_ms ? t->updated_ms : rink__store_now_ms());
	arg_int(&a, t->id);
	return run_done(st, "updating a table",
	                "UPDATE game_tables SET over=$1, meta=$2, updated_ms=$3 WHERE id=$4", &a,
	                err);
}

static int pg_tables(struct rink_store *st, bool open_only, int64_t only,
                     int (*fn)(void *ud, const struct rink_store_table *t), void *ud,
                     struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;
	int rc = RINK_OK;

	arg_text(&a, open_only ? "true" : "false");
	arg_int(&a, only);
	if (!(r = run(st, "reading tables",
	              "SELECT id, game, params, seed, over, meta, created_ms, updated_ms"
	              " FROM game_tables WHERE (NOT $1::boolean OR NOT over)"
	              " AND ($2::bigint = 0 OR id = $2::bigint) ORDER BY id",
	              &a, err)))
		return RINK_EIO;
	for (int i = 0; i < PQntuples(r) && rc == RINK_OK; i++) {
		struct rink_store_table t = {0};

		t.id = col_int(r, i, 0);
		col_copy(t.game, sizeof(t.game), r, i, 1);
		col_copy(t.params, sizeof(t.params), r, i, 2);
		t.seed = strtoull(PQgetvalue(r, i, 3), NULL, 10);
		t.over = PQgetvalue(r, i, 4)[0] == 't';
		t.meta = PQgetvalue(r, i, 5);
		t.created_ms = col_int(r, i, 6);
		t.updated_ms = col_int(r, i, 7);
		rc = fn(ud, &t);
	}
	PQclear(r);
	return rc;
}

static int pg_action_add(struct rink_store *st, int64_t table, const struct rink_store_action *a,
                         struct rink_error *err)
{
	struct args v = {0};
	PGresult *r;
	int rc = RINK_OK;

	arg_int(&v, table);
	arg_int(&v, a->seq);
	arg_int(&v, a->seat);
	arg_text(&v, a->move);
	arg_text(&v, a->actor);
	arg_int(&v, a->at_ms);
	/* DO NOTHING: a duplicate is refused without aborting the transaction,
	 * as SQLite's constraint error leaves it open. */
	if (!(r = run(st, "adding an action",
	              "INSERT INTO actions(table_id, seq, seat, move, actor, at_ms)"
	              " VALUES($1,$2,$3,$4,$5,$6) ON CONFLICT (table_id, seq) DO NOTHING"
	              " RETURNING seq",
	              &v, err)))
		return RINK_EIO;
	if (PQntuples(r) == 0)
		rc = rink_error_set(err, RINK_EILLEGAL,
		                    "store: adding an action: table %lld has action %lld",
		                    (long long)table, (long long)a->seq);
	PQclear(r);
	return rc;
}

static int pg_actions(struct rink_store *st, int64_t table, int64_t after,
                      int (*fn)(void *ud, const struct rink_store_action *a), void *ud,
                      struct rink_error *err)
{
	struct args v = {0};
	PGresult *r;
	int rc = RINK_OK;

	arg_int(&v, table);
	arg_int(&v, after);
	if (!(r = run(st, "reading actions",
	              "SELECT seq, seat, move, actor, at_ms FROM actions"
	              " WHERE table_id=$1 AND seq>$2 ORDER BY seq",
	              &v, err)))
		return RINK_EIO;
	for (int i = 0; i < PQntuples(r) && rc == RINK_OK; i++) {
		struct rink_store_action a = {0};

		a.seq = col_int(r, i, 0);
		a.seat = (int)col_int(r, i, 1);
		col_copy(a.move, sizeof(a.move), r, i, 2);
		col_copy(a.actor, sizeof(a.actor), r, i, 3);
		a.at_ms = col_int(r, i, 4);
		rc = fn(ud, &a);
	}
	PQclear(r);
	return rc;
}

static int pg_rating_get(struct rink_store *st, const char *game, const char *subject, double *elo,
                         int *games, struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;

	arg_text(&a, game);
	arg_text(&a, subject);
	if (!(r = run(st, "reading a rating",
	              "SELECT elo, games FROM ratings WHERE game=$1 AND subject=$2", &a, err)))
		return RINK_EIO;
	if (PQntuples(r) > 0) {
		*elo = strtod(PQgetvalue(r, 0, 0), NULL);
		*games = (int)col_int(r, 0, 1);
	}
	PQclear(r);
	return RINK_OK;
}

static int pg_rating_set(struct rink_store *st, const char *game, const char *subject, double elo,
                         int games, struct rink_error *err)
{
	struct args a = {0};

	arg_text(&a, game);
	arg_text(&a, subject);
	arg_double(&a, elo);
	arg_int(&a, games);
	return run_done(st, "writing a rating",
	                "INSERT INTO ratings(game, subject, elo, games) VALUES($1,$2,$3,$4)"
	                " ON CONFLICT (game, subject) DO UPDATE SET elo=excluded.elo,"
	                " games=excluded.games",
	                &a, err);
}

/* ---- several servers ---------------------------------------------------------- */

static int pg_lease(struct rink_store *st, int64_t table, const char *owner, int64_t until_ms,
                    bool *held, struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;

	arg_int(&a, table);
	arg_text(&a, owner);
	arg_int(&a, until_ms);
	arg_int(&a, rink__store_now_ms());
	/* One statement, so two servers cannot both take a free lease; SKIP
	 * LOCKED: a row another transaction is writing is not ours now, and
	 * asking must not wait for that transaction to end. */
	if (!(r = run(st, "taking a lease",
	              "UPDATE game_tables SET lease_owner=$2, lease_until_ms=$3"
	              " WHERE id=(SELECT id FROM game_tables WHERE id=$1 FOR UPDATE SKIP LOCKED)"
	              " AND (lease_owner IS NULL OR lease_owner=$2 OR lease_until_ms < $4)"
	              " RETURNING id",
	              &a, err)))
		return RINK_EIO;
	*held = PQntuples(r) == 1;
	PQclear(r);
	return RINK_OK;
}

static int pg_release(struct rink_store *st, int64_t table, const char *owner,
                      struct rink_error *err)
{
	struct args a = {0};

	arg_int(&a, table);
	arg_text(&a, owner);
	return run_done(st, "releasing a lease",
	                "UPDATE game_tables SET lease_owner=NULL, lease_until_ms=0"
	                " WHERE id=$1 AND lease_owner=$2",
	                &a, err);
}

static int pg_announce(struct rink_store *st, int64_t table, int64_t seq, struct rink_error *err)
{
	struct args a = {0};
	char payload[48];

	snprintf(payload, sizeof(payload), "%lld:%lld", (long long)table, (long long)seq);
	arg_text(&a, payload);
	return run_done(st, "announcing actions", "SELECT pg_notify('" PG_CHANNEL "', $1)", &a,
	                err);
}

static int pg_listen(struct rink_store *st, int *fd, struct rink_error *err)
{
	int rc = run_done(st, "listening", "LISTEN " PG_CHANNEL, NULL, err);

	if (rc != RINK_OK)
		return rc;
	*fd = PQsocket(conn_of(st));
	return RINK_OK;
}

static int pg_heard(struct rink_store *st, void (*fn)(void *ud, int64_t table, int64_t seq),
                    void *ud, struct rink_error *err)
{
	PGconn *conn = conn_of(st);
	PGnotify *n;

	if (!PQconsumeInput(conn))
		return fail(st, NULL, "hearing announcements", err);
	while ((n = PQnotifies(conn)) != NULL) {
		long long table, seq;
		char end;

		/* One's own announcements are not news; a payload that is not
		 * "<table>:<seq>" was not sent by a rink. */
		if (!strcmp(n->relname, PG_CHANNEL) && n->be_pid != PQbackendPID(conn) &&
		    sscanf(n->extra, "%lld:%lld%c", &table, &seq, &end) == 2)
			fn(ud, table, seq);
		PQfreemem(n);
	}
	return RINK_OK;
}

static int pg_league_add(struct rink_store *st, struct rink_store_league *l, struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;

	arg_text(&a, l->name);
	arg_text(&a, l->game);
	arg_text(&a, l->doc ? l->doc : "{}");
	arg_int(&a, l->created_ms);
	arg_int(&a, l->updated_ms);
	/* DO NOTHING: a taken name is refused without aborting the transaction */
	if (!(r = run(st, "adding a league",
	              "INSERT INTO leagues(name, game, doc, created_ms, updated_ms)"
	              " VALUES($1,$2,$3,$4,$5) ON CONFLICT (name) DO NOTHING RETURNING id",
	              &a, err)))
		return RINK_EIO;
	if (PQntuples(r) == 0) {
		PQclear(r);
		return rink_error_set(err, RINK_EILLEGAL,
		                      "store: adding a league: there is a league named '%s'",
		                      l->name);
	}
	l->id = col_int(r, 0, 0);
	PQclear(r);
	return RINK_OK;
}

static int pg_league_update(struct rink_store *st, const struct rink_store_league *l,
                            struct rink_error *err)
{
	struct args a = {0};

	PGresult *r;
	bool changed;

	arg_text(&a, l->doc ? l->doc : "{}");
	arg_int(&a, l->updated_ms ? l->updated_ms : rink__store_now_ms());
	arg_int(&a, l->id);
	arg_int(&a, l->was_ms);
	/* a writer that came first holds the row: this one waits, then sees
	 * its updated_ms (READ COMMITTED re-reads the row) and changes none */
	if (!(r = run(st, "updating a league",
	              "UPDATE leagues SET doc=$1, updated_ms=$2 WHERE id=$3"
	              " AND ($4::bigint = 0 OR updated_ms = $4::bigint)",
	              &a, err)))
		return RINK_EIO;
	changed = strtoll(PQcmdTuples(r), NULL, 10) > 0;
	PQclear(r);
	if (!changed)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "store: league %lld changed meanwhile (another program "
		                      "wrote it): open it again",
		                      (long long)l->id);
	return RINK_OK;
}

static int pg_leagues(struct rink_store *st, int64_t id, const char *name,
                      int (*fn)(void *ud, const struct rink_store_league *l), void *ud,
                      struct rink_error *err)
{
	struct args a = {0};
	PGresult *r;
	int rc = RINK_OK;

	arg_int(&a, id);
	arg_text(&a, name ? name : "");
	arg_text(&a, name ? "true" : "false");
	if (!(r = run(st, "reading leagues",
	              "SELECT id, name, game, doc, created_ms, updated_ms FROM leagues"
	              " WHERE ($1::bigint = 0 OR id = $1::bigint)"
	              " AND (NOT $3::boolean OR name = $2) ORDER BY id",
	              &a, err)))
		return RINK_EIO;
	for (int i = 0; i < PQntuples(r) && rc == RINK_OK; i++) {
		struct rink_store_league l = {0};

		l.id = col_int(r, i, 0);
		col_copy(l.name, sizeof(l.name), r, i, 1);
		col_copy(l.game, sizeof(l.game), r, i, 2);
		l.doc = PQgetvalue(r, i, 3);
		l.created_ms = col_int(r, i, 4);
		l.updated_ms = col_int(r, i, 5);
		rc = fn(ud, &l);
	}
	PQclear(r);
	return rc;
}

static const struct rink__store_ops pg_ops = {
        .name = "postgresql",
        .close = pg_close,
        .exec = pg_exec,
        .player_add = pg_player_add,
        .player_get = pg_player_get,
        .player_rename = pg_player_rename,
        .table_add = pg_table_add,
        .table_update = pg_table_update,
        .league_add = pg_league_add,
        .league_update = pg_league_update,
        .leagues = pg_leagues,
        .tables = pg_tables,
        .action_add = pg_action_add,
        .actions = pg_actions,
        .rating_get = pg_rating_get,
        .rating_set = pg_rating_set,
        .lease = pg_lease,
        .release = pg_release,
        .announce = pg_announce,
        .listen = pg_listen,
        .heard = pg_heard,
};

struct rink_store *rink__store_pg_open(const char *uri, struct rink_error *err)
{
	/* Defaults first: the URI's own settings, processed after, win; the
	 * encoding last, as every text this store sends is UTF-8. */
	static const char *const keys[] = {"connect_timeout", "application_name", "dbname",
	                                   "client_encoding", NULL};
	const char *vals[] = {"10", "rink", uri, "UTF8", NULL};
	struct pg_store *s = calloc(1, sizeof(*s));

	if (!s) {
		rink_error_set(err, RINK_ENOMEM, "store: out of memory");
		return NULL;
	}
	s->base.ops = &pg_ops;
	redact(uri, s->where, sizeof(s->where));
	s->conn = PQconnectdbParams(keys, vals, 1);
	if (!s->conn) {
		rink_error_set(err, RINK_ENOMEM, "store: %s: out of memory", s->where);
		goto out_free;
	}
	if (PQstatus(s->conn) != CONNECTION_OK) {
		fail(&s->base, NULL, s->where, err);
		goto out_finish;
	}
	PQsetNoticeProcessor(s->conn, quiet, NULL);
	if (run_done(&s->base, "making commits durable",
	             "SELECT set_config('synchronous_commit', 'on', false)"
	             " WHERE current_setting('synchronous_commit') = 'off'",
	             NULL, err) != RINK_OK)
		goto out_finish;
	if (migrate(&s->base, err) != RINK_OK)
		goto out_finish;
	return &s->base;
out_finish:
	PQfinish(s->conn);
out_free:
	free(s);
	return NULL;
}
