/*
 * store/store.c: the store interface, forwarded to its backend.
 *
 * The backend is chosen by the address alone: "postgresql://" and
 * "postgres://" name PostgreSQL (libpq's URI forms); anything else is a
 * SQLite file path. Transactions are tracked here so that a write outside
 * one, or a commit without a begin, is a caller's bug reported as such.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "store/store_int.h"

int64_t rink__store_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

bool rink_store_is_postgres(const char *where)
{
	return where &&
	       (!strncmp(where, "postgresql://", 13) || !strncmp(where, "postgres://", 11));
}

rink_store *rink_store_open(const char *where, struct rink_error *err)
{
	if (!where || !*where) {
		rink_error_set(err, RINK_EINVAL, "store: no path or URI given");
		return NULL;
	}
	if (rink_store_is_postgres(where)) {
#ifdef RINK_HAVE_PG
		return rink__store_pg_open(where, err);
#else
		rink_error_set(err, RINK_EINVAL,
		               "store: this rink was built without PostgreSQL (libpq-dev)");
		return NULL;
#endif
	}
	return rink__store_sqlite_open(where, err);
}

void rink_store_close(rink_store *st)
{
	if (st)
		st->ops->close(st);
}

const char *rink_store_backend(const rink_store *st)
{
	return st->ops->name;
}

int rink_store_begin(rink_store *st, struct rink_error *err)
{
	int rc;

	if (st->in_tx)
		return rink_error_set(err, RINK_EINVAL, "store: a transaction is already open");
	rc = st->ops->exec(st, "BEGIN", err);
	if (rc == RINK_OK)
		st->in_tx = true;
	return rc;
}

int rink_store_commit(rink_store *st, struct rink_error *err)
{
	int rc;

	if (!st->in_tx)
		return rink_error_set(err, RINK_EINVAL, "store: commit without a transaction");
	rc = st->ops->exec(st, "COMMIT", err);
	if (rc != RINK_OK) {
		st->ops->exec(st, "ROLLBACK", NULL);
	}
	st->in_tx = false;
	return rc;
}

int rink_store_rollback(rink_store *st, struct rink_error *err)
{
	if (!st->in_tx)
		return RINK_OK;
	st->in_tx = false;
	return st->ops->exec(st, "ROLLBACK", err);
}

int rink_store_player_add(rink_store *st, struct rink_store_player *p, struct rink_error *err)
{
	if (!p->created_ms)
		p->created_ms = rink__store_now_ms();
	return st->ops->player_add(st, p, err);
}

int rink_store_player_get(rink_store *st, int64_t id, struct rink_store_player *out,
                          struct rink_error *err)
{
	memset(out, 0, sizeof(*out));
	return st->ops->player_get(st, id, out, err);
}

int rink_store_player_rename(rink_store *st, int64_t id, const char *name, struct rink_error *err)
{
	return st->ops->player_rename(st, id, name, err);
}

void rink_store_table_clear(struct rink_store_table *t)
{
	free(t->meta);
	memset(t, 0, sizeof(*t));
}

int rink_store_table_add(rink_store *st, struct rink_store_table *t, struct rink_error *err)
{
	if (!t->created_ms)
		t->created_ms = rink__store_now_ms();
	if (!t->updated_ms)
		t->updated_ms = t->created_ms;
	return st->ops->table_add(st, t, err);
}

int rink_store_table_update(rink_store *st, const struct rink_store_table *t,
                            struct rink_error *err)
{
	return st->ops->table_update(st, t, err);
}

int rink_store_tables(rink_store *st, bool open_only,
                      int (*fn)(void *ud, const struct rink_store_table *t), void *ud,
                      struct rink_error *err)
{
	return st->ops->tables(st, open_only, 0, fn, ud, err);
}

struct table_copy {
	struct rink_store_table *out;
	bool found;
};

static int copy_table(void *ud, const struct rink_store_table *t)
{
	struct table_copy *c = ud;

	*c->out = *t;
	c->out->meta = strdup(t->meta ? t->meta : "{}");
	c->found = true;
	return c->out->meta ? 0 : RINK_ENOMEM;
}

int rink_store_table_get(rink_store *st, int64_t id, struct rink_store_table *out,
                         struct rink_error *err)
{
	struct table_copy c = {out, false};
	int rc;

	memset(out, 0, sizeof(*out));
	rc = st->ops->tables(st, false, id, copy_table, &c, err);
	if (rc == RINK_ENOMEM)
		return rink_error_set(err, rc, "store: out of memory reading table %lld",
		                      (long long)id);
	if (rc != RINK_OK)
		return rc;
	if (!c.found)
		return rink_error_set(err, RINK_ENOTFOUND, "store: no table %lld", (long long)id);
	return RINK_OK;
}

int rink_store_action_add(rink_store *st, int64_t table, const struct rink_store_action *a,
                          struct rink_error *err)
{
	return st->ops->action_add(st, table, a, err);
}

int rink_store_actions(rink_store *st, int64_t table, int64_t after,
                       int (*fn)(void *ud, const struct rink_store_action *a), void *ud,
                       struct rink_error *err)
{
	return st->ops->actions(st, table, after, fn, ud, err);
}

int rink_store_rating_get(rink_store *st, const char *game, const char *subject, double *elo,
                          int *games, struct rink_error *err)
{
	*elo = 1500.0;
	*games = 0;
	return st->ops->rating_get(st, game, subject, elo, games, err);
}

int rink_store_rating_set(rink_store *st, const char *game, const char *subject, double elo,
                          int games, struct rink_error *err)
{
	return st->ops->rating_set(st, game, subject, elo, games, err);
}

void rink_store_league_clear(struct rink_store_league *l)
{
	free(l->doc);
	memset(l, 0, sizeof(*l));
}

int rink_store_league_add(rink_store *st, struct rink_store_league *l, struct rink_error *err)
{
	if (!l->created_ms)
		l->created_ms = rink__store_now_ms();
	if (!l->updated_ms)
		l->updated_ms = l->created_ms;
	return st->ops->league_add(st, l, err);
}

int rink_store_league_update(rink_store *st, const struct rink_store_league *l,
                             struct rink_error *err)
{
	return st->ops->league_update(st, l, err);
}

struct league_copy {
	struct rink_store_league *out;
	bool found;
};

static int copy_league(void *ud, const struct rink_store_league *l)
{
	struct league_copy *c = ud;

	*c->out = *l;
	c->out->doc = strdup(l->doc ? l->doc : "{}");
	c->found = true;
	return c->out->doc ? 1 : RINK_ENOMEM;
}

int rink_store_league_get(rink_store *st, int64_t id, const char *name,
                          struct rink_store_league *out, struct rink_error *err)
{
	struct league_copy c = {out, false};
	int rc;

	memset(out, 0, sizeof(*out));
	rc = st->ops->leagues(st, name ? 0 : id, name, copy_league, &c, err);
	if (rc == RINK_ENOMEM)
		return rink_error_set(err, rc, "store: out of memory reading a league");
	if (rc < 0)
		return rc;
	if (!c.found)
		return name ? rink_error_set(err, RINK_ENOTFOUND, "store: no league named '%s'",
		                             name)
		            : rink_error_set(err, RINK_ENOTFOUND, "store: no league %lld",
		                             (long long)id);
	return RINK_OK;
}

int rink_store_leagues(rink_store *st, int (*fn)(void *ud, const struct rink_store_league *l),
                       void *ud, struct rink_error *err)
{
	return st->ops->leagues(st, 0, NULL, fn, ud, err);
}

int rink_store_lease(rink_store *st, int64_t table, const char *owner, int64_t until_ms, bool *held,
                     struct rink_error *err)
{
	*held = true;
	return st->ops->lease ? st->ops->lease(st, table, owner, until_ms, held, err) : RINK_OK;
}

int rink_store_release(rink_store *st, int64_t table, const char *owner, struct rink_error *err)
{
	return st->ops->release ? st->ops->release(st, table, owner, err) : RINK_OK;
}

int rink_store_announce(rink_store *st, int64_t table, int64_t seq, struct rink_error *err)
{
	return st->ops->announce ? st->ops->announce(st, table, seq, err) : RINK_OK;
}

int rink_store_listen(rink_store *st, int *fd, struct rink_error *err)
{
	*fd = -1;
	return st->ops->listen ? st->ops->listen(st, fd, err) : RINK_OK;
}

int rink_store_heard(rink_store *st, void (*fn)(void *ud, int64_t table, int64_t seq), void *ud,
                     struct rink_error *err)
{
	return st->ops->heard ? st->ops->heard(st, fn, ud, err) : RINK_OK;
}
