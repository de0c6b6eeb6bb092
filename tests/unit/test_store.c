/*
 * tests/unit/test_store.c: the store (rink/store.h) on both backends.
 *
 * The same checks run against SQLite (files in a temporary folder) and
 * against PostgreSQL (a throwaway cluster that tests/pg/pgcluster.sh starts
 * on a free port for this program and stops at its end, or, should the
 * program die, when it is gone): players, tables, actions, transactions,
 * ratings, a schema too new. Then each backend's own: SQLite's migration of
 * a version-1 file; PostgreSQL's migration, leases and announcements
 * between two handles, and a lost connection reported rather than crashed
 * on. Each check gets a new store: a file, or a database.
 *
 * The PostgreSQL checks are skipped, saying why, when this rink was built
 * without libpq or initdb is not installed; a cluster that is installed but
 * does not start is a failure.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "rink/league.h"
#include "store/store_int.h"

#ifndef RINK_PGCLUSTER
#define RINK_PGCLUSTER "tests/pg/pgcluster.sh"
#endif

struct fixture {
	bool pg;           /* the PostgreSQL group */
	bool libpq;        /* this rink was built with PostgreSQL */
	bool up;           /* its backend is there to test */
	bool skip;         /* when not up: skip (not installed) rather than fail */
	char why[600];     /* when not up: why */
	char dir[64];      /* temporary folder: SQLite files, or the cluster */
	int port;          /* the cluster's port on 127.0.0.1 */
	int made;          /* stores made so far: names s1, s2, ... */
	rink_store *admin; /* PostgreSQL: a handle on "postgres", to make databases */
	char where[256];   /* the current check's store */
};

/* ---- fixtures ------------------------------------------------------------------- */

static int sqlite_setup(void **state)
{
	static struct fixture f;

	snprintf(f.dir, sizeof(f.dir), "/tmp/rink-store-XXXXXX");
	f.up = mkdtemp(f.dir) != NULL;
	snprintf(f.why, sizeof(f.why), "no temporary folder");
	*state = &f;
	return 0;
}

static int sqlite_teardown(void **state)
{
	struct fixture *f = *state;
	char cmd[128];

	if (f->up) {
		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", f->dir);
		if (system(cmd) != 0)
			print_error("could not remove %s\n", f->dir);
	}
	return 0;
}

#ifdef RINK_HAVE_PG
/* A port that was free a moment ago. */
static int free_port(void)
{
	struct sockaddr_in a = {.sin_family = AF_INET};
	socklen_t len = sizeof(a);
	int fd = socket(AF_INET, SOCK_STREAM, 0), port = 0;

	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd >= 0 && !bind(fd, (struct sockaddr *)&a, sizeof(a)) &&
	    !getsockname(fd, (struct sockaddr *)&a, &len))
		port = ntohs(a.sin_port);
	if (fd >= 0)
		close(fd);
	return port;
}

static void pg_uri(char *out, size_t size, int port, const char *db)
{
	snprintf(out, size, "postgresql://rink@127.0.0.1:%d/%s?sslmode=disable&gssencmode=disable",
	         port, db);
}

/* Starts the cluster (a second port if the first was taken meanwhile). */
static void cluster_start(struct fixture *f)
{
	char cmd[512];
	int rc = -1;

	for (int attempt = 0; attempt < 2 && rc != 0; attempt++) {
		snprintf(f->dir, sizeof(f->dir), "/tmp/rink-pg-XXXXXX");
		if (!mkdtemp(f->dir)) {
			snprintf(f->why, sizeof(f->why), "PostgreSQL: no temporary folder");
			return;
		}
		f->port = free_port();
		snprintf(cmd, sizeof(cmd), "sh '%s' start '%s' %d %ld", RINK_PGCLUSTER, f->dir,
		         f->port, (long)getpid());
		rc = system(cmd);
		if (rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 77) {
			rmdir(f->dir);
			f->dir[0] = '\0';
			f->skip = true;
			snprintf(f->why, sizeof(f->why),
			         "PostgreSQL checks skipped: initdb is not installed "
			         "(postgresql, or PGBIN)");
			return;
		}
		if (rc != 0) {
			snprintf(cmd, sizeof(cmd), "sh '%s' stop '%s'", RINK_PGCLUSTER, f->dir);
			if (system(cmd) != 0)
				print_error("could not stop the cluster in %s\n", f->dir);
			rmdir(f->dir); /* in case the script could not run */
		}
	}
	if (rc != 0) {
		f->dir[0] = '\0';
		snprintf(f->why, sizeof(f->why),
		         "PostgreSQL: %s start did not start a cluster (its messages are above)",
		         RINK_PGCLUSTER);
		return;
	}
	f->up = true;
}
#endif

static int pg_setup(void **state)
{
	static struct fixture f = {.pg = true};

	*state = &f;
#ifdef RINK_HAVE_PG
	struct rink_error err;
	char uri[256];

	f.libpq = true;
	cluster_start(&f);
	if (!f.up)
		return 0;
	pg_uri(uri, sizeof(uri), f.port, "postgres");
	if (!(f.admin = rink_store_open(uri, &err))) {
		f.up = false;
		snprintf(f.why, sizeof(f.why), "PostgreSQL: %s", err.text);
	}
#else
	f.skip = true;
	snprintf(f.why, sizeof(f.why),
	         "PostgreSQL checks skipped: this rink was built without libpq (libpq-dev)");
#endif
	return 0;
}

static int pg_teardown(void **state)
{
	struct fixture *f = *state;
	char cmd[512];

	rink_store_close(f->admin);
	f->admin = NULL;
	if (f->dir[0]) {
		snprintf(cmd, sizeof(cmd), "sh '%s' stop '%s'", RINK_PGCLUSTER, f->dir);
		if (system(cmd) != 0)
			print_error("could not stop the cluster in %s\n", f->dir);
	}
	return 0;
}

/* The fixture, once its backend is known to be there: skips or fails the
 * check otherwise. */
static struct fixture *need(void **state)
{
	struct fixture *f = *state;

	if (!f->up) {
		if (f->skip) {
			print_message("%s\n", f->why);
			skip();
		}
		fail_msg("%s", f->why);
	}
	return f;
}

/* A new, empty store's address: a file, or a database. */
static const char *fresh(struct fixture *f)
{
	char name[32], sql[64];
	struct rink_error err;

	snprintf(name, sizeof(name), "s%d", ++f->made);
	if (!f->pg) {
		snprintf(f->where, sizeof(f->where), "%s/%s.db", f->dir, name);
		return f->where;
	}
#ifdef RINK_HAVE_PG
	snprintf(sql, sizeof(sql), "CREATE DATABASE %s", name);
	if (f->admin->ops->exec(f->admin, sql, &err) != RINK_OK)
		fail_msg("%s", err.text);
	pg_uri(f->where, sizeof(f->where), f->port, name);
#else
	(void)sql;
	(void)err;
#endif
	return f->where;
}

static rink_store *open_ok(const char *where)
{
	struct rink_error err;
	rink_store *st = rink_store_open(where, &err);

	if (!st)
		fail_msg("%s", err.text);
	return st;
}

/* OK(call) fails the check with the store's message unless call returns
 * RINK_OK; the call names its error record ERR. */
#define OK(call)                                                                                   \
	do {                                                                                       \
		struct rink_error err_;                                                            \
		int rc_ = (call);                                                                  \
		if (rc_ != RINK_OK)                                                                \
			fail_msg("%s: %d: %s", #call, rc_, err_.text);                             \
	} while (0)
#define ERR err_

/* ---- collecting walks ------------------------------------------------------------- */

struct seen_tables {
	int n;
	int64_t id[8];
	bool over[8];
	int stop_at; /* stop the walk at this many (0: never) */
};

static int see_table(void *ud, const struct rink_store_table *t)
{
	struct seen_tables *s = ud;

	if (s->n < 8) {
		s->id[s->n] = t->id;
		s->over[s->n] = t->over;
	}
	s->n++;
	return s->stop_at && s->n == s->stop_at ? 42 : 0;
}

struct seen_actions {
	int n;
	struct rink_store_action a[16];
};

static int see_action(void *ud, const struct rink_store_action *a)
{
	struct seen_actions *s = ud;

	if (s->n < 16)
		s->a[s->n] = *a;
	s->n++;
	return 0;
}

static int64_t add_table(rink_store *st, const char *meta)
{
	struct rink_store_table t = {.seed = 7};
	struct rink_error err;

	snprintf(t.game, sizeof(t.game), "slapshot");
	snprintf(t.params, sizeof(t.params), "managers=4");
	t.meta = (char *)meta;
	if (rink_store_table_add(st, &t, &err) != RINK_OK)
		fail_msg("%s", err.text);
	assert_true(t.id > 0);
	return t.id;
}

static void add_action(rink_store *st, int64_t table, int64_t seq)
{
	struct rink_store_action a = {.seq = seq, .seat = (int)(seq % 4), .at_ms = 1000 + seq};
	struct rink_error err;

	snprintf(a.move, sizeof(a.move), "draft card %lld", (long long)seq);
	snprintf(a.actor, sizeof(a.actor), "player:%lld", (long long)seq);
	if (rink_store_action_add(st, table, &a, &err) != RINK_OK)
		fail_msg("%s", err.text);
}

static int count_actions(rink_store *st, int64_t table, int64_t after)
{
	struct seen_actions s = {0};

	OK(rink_store_actions(st, table, after, see_action, &s, &ERR));
	return s.n;
}

/* ---- checks on both backends --------------------------------------------------------- */

static void test_players_add_get_rename(void **state)
{
	struct fixture *f = need(state);
	rink_store *st = open_ok(fresh(f));
	struct rink_store_player p = {0}, q = {0}, got;
	struct rink_error err;

	snprintf(p.name, sizeof(p.name), "Reggie Dunlop");
	for (int i = 0; i < RINK_STORE_HASH; i++)
		p.token_hash[i] = (uint8_t)(i * 37); /* a 0 byte and bytes over 127 */
	snprintf(q.name, sizeof(q.name), "Ogie Ogilthorpe \xc3\xa9");
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_player_add(st, &p, &ERR));
	OK(rink_store_player_add(st, &q, &ERR));
	OK(rink_store_commit(st, &ERR));
	assert_true(p.id > 0 && q.id > p.id);
	assert_true(p.created_ms > 0);

	OK(rink_store_player_get(st, p.id, &got, &ERR));
	assert_int_equal(got.id, p.id);
	assert_string_equal(got.name, "Reggie Dunlop");
	assert_memory_equal(got.token_hash, p.token_hash, RINK_STORE_HASH);
	assert_int_equal(got.created_ms, p.created_ms);
	OK(rink_store_player_get(st, q.id, &got, &ERR));
	assert_string_equal(got.name, q.name);

	OK(rink_store_begin(st, &ERR));
	OK(rink_store_player_rename(st, p.id, "Coach Dunlop", &ERR));
	OK(rink_store_commit(st, &ERR));
	OK(rink_store_player_get(st, p.id, &got, &ERR));
	assert_string_equal(got.name, "Coach Dunlop");

	assert_int_equal(rink_store_player_get(st, q.id + 10, &got, &err), RINK_ENOTFOUND);
	assert_non_null(strstr(err.text, "no player"));
	rink_store_close(st);
}

static void test_tables_add_get_update_list(void **state)
{
	struct fixture *f = need(state);
	rink_store *st = open_ok(fresh(f));
	struct rink_store_table t = {.seed = UINT64_MAX - 1,
	                             .meta = "{\"clock\":\"\xc3\xa9t\xc3\xa9\"}"};
	struct rink_store_table got;
	struct seen_tables seen = {0};
	struct rink_error err;
	int64_t a, b, c;

	snprintf(t.game, sizeof(t.game), "powerplay");
	snprintf(t.params, sizeof(t.params), "managers=6,ending=short");
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_table_add(st, &t, &ERR));
	a = t.id;
	b = add_table(st, NULL);
	c = add_table(st, "{\"seats\":[1,2]}");
	OK(rink_store_commit(st, &ERR));
	assert_true(a < b && b < c);

	/* every field back as written; the seed past 2^63 as decimal text */
	OK(rink_store_table_get(st, a, &got, &ERR));
	assert_int_equal(got.id, a);
	assert_string_equal(got.game, "powerplay");
	assert_string_equal(got.params, "managers=6,ending=short");
	assert_true(got.seed == UINT64_MAX - 1);
	assert_false(got.over);
	assert_string_equal(got.meta, t.meta);
	assert_int_equal(got.created_ms, t.created_ms);
	assert_int_equal(got.updated_ms, t.created_ms);
	rink_store_table_clear(&got);
	OK(rink_store_table_get(st, b, &got, &ERR));
	assert_string_equal(got.meta, "{}");
	rink_store_table_clear(&got);

	/* b ends: its meta, over flag and time rewritten */
	OK(rink_store_table_get(st, b, &got, &ERR));
	free(got.meta);
	got.meta = strdup("{\"result\":\"3-2\"}");
	got.over = true;
	got.updated_ms = got.created_ms + 5000;
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_table_update(st, &got, &ERR));
	OK(rink_store_commit(st, &ERR));
	rink_store_table_clear(&got);
	OK(rink_store_table_get(st, b, &got, &ERR));
	assert_true(got.over);
	assert_string_equal(got.meta, "{\"result\":\"3-2\"}");
	assert_int_equal(got.updated_ms, got.created_ms + 5000);
	rink_store_table_clear(&got);

	/* open only: a and c, in id order; all: three */
	OK(rink_store_tables(st, true, see_table, &seen, &ERR));
	assert_int_equal(seen.n, 2);
	assert_int_equal(seen.id[0], a);
	assert_int_equal(seen.id[1], c);
	memset(&seen, 0, sizeof(seen));
	OK(rink_store_tables(st, false, see_table, &seen, &ERR));
	assert_int_equal(seen.n, 3);
	assert_true(!seen.over[0] && seen.over[1] && !seen.over[2]);
	/* a walk the callback stops returns what it returned */
	memset(&seen, 0, sizeof(seen));
	seen.stop_at = 2;
	assert_int_equal(rink_store_tables(st, false, see_table, &seen, &err), 42);
	assert_int_equal(seen.n, 2);

	assert_int_equal(rink_store_table_get(st, c + 1, &got, &err), RINK_ENOTFOUND);
	assert_non_null(strstr(err.text, "no table"));
	rink_store_close(st);
}

static void test_actions_append_list_and_duplicate(void **state)
{
	struct fixture *f = need(state);
	rink_store *st = open_ok(fresh(f));
	struct rink_store_action dup = {.seq = 3, .seat = 1};
	struct seen_actions seen = {0};
	struct rink_error err;
	int64_t t, other;

	OK(rink_store_begin(st, &ERR));
	t = add_table(st, NULL);
	other = add_table(st, NULL);
	for (int64_t seq = 1; seq <= 5; seq++)
		add_action(st, t, seq);
	add_action(st, other, 1);
	OK(rink_store_commit(st, &ERR));

	OK(rink_store_actions(st, t, 0, see_action, &seen, &ERR));
	assert_int_equal(seen.n, 5);
	for (int i = 0; i < 5; i++) {
		assert_int_equal(seen.a[i].seq, i + 1);
		assert_int_equal(seen.a[i].seat, (i + 1) % 4);
		assert_int_equal(seen.a[i].at_ms, 1000 + i + 1);
	}
	assert_string_equal(seen.a[2].move, "draft card 3");
	assert_string_equal(seen.a[2].actor, "player:3");
	memset(&seen, 0, sizeof(seen));
	OK(rink_store_actions(st, t, 3, see_action, &seen, &ERR));
	assert_int_equal(seen.n, 2);
	assert_int_equal(seen.a[0].seq, 4);
	assert_int_equal(seen.a[1].seq, 5);
	assert_int_equal(count_actions(st, t, 5), 0);
	assert_int_equal(count_actions(st, other, 0), 1);

	/* a second action 3 is refused; the transaction goes on (as on SQLite) */
	snprintf(dup.move, sizeof(dup.move), "pass");
	snprintf(dup.actor, sizeof(dup.actor), "bot:easy");
	OK(rink_store_begin(st, &ERR));
	assert_int_equal(rink_store_action_add(st, t, &dup, &err), RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "store: adding an action: "));
	add_action(st, t, 6);
	OK(rink_store_commit(st, &ERR));
	memset(&seen, 0, sizeof(seen));
	OK(rink_store_actions(st, t, 0, see_action, &seen, &ERR));
	assert_int_equal(seen.n, 6);
	assert_string_equal(seen.a[2].move, "draft card 3");
	rink_store_close(st);
}

static void test_rollback_discards_and_commit_persists(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *st = open_ok(where);
	struct rink_store_player p = {0};
	struct rink_store_table got;
	struct rink_error err;
	int64_t t;

	assert_string_equal(rink_store_backend(st), f->pg ? "postgresql" : "sqlite");
	assert_int_equal(rink_store_commit(st, &err), RINK_EINVAL);

	OK(rink_store_begin(st, &ERR));
	assert_int_equal(rink_store_begin(st, &err), RINK_EINVAL);
	t = add_table(st, NULL);
	add_action(st, t, 1);
	snprintf(p.name, sizeof(p.name), "Hanrahan");
	OK(rink_store_player_add(st, &p, &ERR));
	OK(rink_store_rollback(st, &ERR));
	assert_int_equal(rink_store_table_get(st, t, &got, &err), RINK_ENOTFOUND);
	assert_int_equal(count_actions(st, t, 0), 0);
	assert_int_equal(rink_store_player_get(st, p.id, &(struct rink_store_player){0}, &err),
	                 RINK_ENOTFOUND);

	OK(rink_store_begin(st, &ERR));
	t = add_table(st, "{\"kept\":true}");
	add_action(st, t, 1);
	add_action(st, t, 2);
	OK(rink_store_commit(st, &ERR));
	/* a transaction left open at close is rolled back */
	OK(rink_store_begin(st, &ERR));
	add_action(st, t, 3);
	rink_store_close(st);

	st = open_ok(where);
	OK(rink_store_table_get(st, t, &got, &ERR));
	assert_string_equal(got.meta, "{\"kept\":true}");
	rink_store_table_clear(&got);
	assert_int_equal(count_actions(st, t, 0), 2);
	rink_store_close(st);
}

static void test_ratings_default_and_upsert(void **state)
{
	struct fixture *f = need(state);
	rink_store *st = open_ok(fresh(f));
	double elo;
	int games;

	OK(rink_store_rating_get(st, "slapshot", "player:1", &elo, &games, &ERR));
	assert_true(elo == 1500.0);
	assert_int_equal(games, 0);
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_rating_set(st, "slapshot", "player:1", 1512.125, 1, &ERR));
	OK(rink_store_commit(st, &ERR));
	OK(rink_store_rating_get(st, "slapshot", "player:1", &elo, &games, &ERR));
	assert_true(elo == 1512.125);
	assert_int_equal(games, 1);
	/* a second write replaces the first; another game, another subject
	 * keep their defaults; a fraction that is not binary comes back whole */
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_rating_set(st, "slapshot", "player:1", 1498.1, 2, &ERR));
	OK(rink_store_commit(st, &ERR));
	OK(rink_store_rating_get(st, "slapshot", "player:1", &elo, &games, &ERR));
	assert_true(elo == 1498.1);
	assert_int_equal(games, 2);
	OK(rink_store_rating_get(st, "powerplay", "player:1", &elo, &games, &ERR));
	assert_true(elo == 1500.0 && games == 0);
	OK(rink_store_rating_get(st, "slapshot", "bot:hard", &elo, &games, &ERR));
	assert_true(elo == 1500.0 && games == 0);
	rink_store_close(st);
}

/* Leagues: a document by id and by name, a name taken refused with the
 * transaction still usable; and a league of rink/league.h played, closed
 * and reopened on this backend (the shared league of a club). */
static void test_leagues_store_and_play(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *st = open_ok(where);
	struct rink_store_league a = {0}, b = {0}, got;
	struct rink_error err;

	snprintf(a.name, sizeof(a.name), "club");
	snprintf(a.game, sizeof(a.game), "slapshot");
	a.doc = "{\"v\":1}";
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_league_add(st, &a, &ERR));
	b = a;
	assert_int_equal(rink_store_league_add(st, &b, &err), RINK_EILLEGAL);
	a.doc = "{\"v\":2}";
	OK(rink_store_league_update(st, &a, &ERR));
	OK(rink_store_commit(st, &ERR));
	OK(rink_store_league_get(st, 0, "club", &got, &ERR));
	assert_int_equal(got.id, a.id);
	assert_string_equal(got.doc, "{\"v\":2}");
	rink_store_league_clear(&got);
	OK(rink_store_league_get(st, a.id, NULL, &got, &ERR));
	assert_string_equal(got.game, "slapshot");
	rink_store_league_clear(&got);
	assert_int_equal(rink_store_league_get(st, 0, "nope", &got, &err), RINK_ENOTFOUND);

	struct rink_league_config c = {.name = "nhl", .game = "actiondeck", .seed = 3};
	struct rink_league_play p = {.games = 5};
	rink_league *l;
	int played, waiting;
	OK(rink_league_create(st, &c, &l, &ERR));
	OK(rink_league_play(l, st, &p, &played, &waiting, &ERR));
	rink_league_free(l);
	rink_store_close(st);
	st = open_ok(where);
	OK(rink_league_open(st, "nhl", &l, &ERR));
	assert_int_equal(rink_league_played(l), 5);
	rink_league_free(l);
	rink_store_close(st);
}

/* Two programs on one store write one league: a document is written only
 * over the one its writer read (was_ms), so the later writer is refused
 * instead of writing over the other's games. */
static void test_league_written_over_is_refused(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *a = open_ok(where), *b = open_ok(where);
	struct rink_store_league sl = {0}, got;
	struct rink_error err;
	int64_t read_ms;

	snprintf(sl.name, sizeof(sl.name), "club");
	snprintf(sl.game, sizeof(sl.game), "slapshot");
	sl.doc = "{\"v\":1}";
	OK(rink_store_begin(a, &ERR));
	OK(rink_store_league_add(a, &sl, &ERR));
	OK(rink_store_commit(a, &ERR));
	read_ms = sl.updated_ms;
	/* a writes over what it read: fine */
	sl.doc = "{\"v\":2}";
	sl.was_ms = read_ms;
	sl.updated_ms = read_ms + 1;
	OK(rink_store_begin(a, &ERR));
	OK(rink_store_league_update(a, &sl, &ERR));
	OK(rink_store_commit(a, &ERR));
	/* b read the league before a wrote: refused, nothing written */
	sl.doc = "{\"v\":3}";
	sl.was_ms = read_ms;
	sl.updated_ms = read_ms + 2;
	OK(rink_store_begin(b, &ERR));
	assert_int_equal(rink_store_league_update(b, &sl, &err), RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "changed meanwhile"));
	rink_store_rollback(b, NULL);
	OK(rink_store_league_get(b, 0, "club", &got, &ERR));
	assert_string_equal(got.doc, "{\"v\":2}");
	rink_store_league_clear(&got);

	/* the same through leagues: b opened before a played */
	struct rink_league_config c = {.name = "nhl", .game = "actiondeck", .seed = 3};
	struct rink_league_play p = {.games = 2};
	rink_league *la, *lb;
	int played, waiting;
	OK(rink_league_create(a, &c, &la, &ERR));
	OK(rink_league_open(b, "nhl", &lb, &ERR));
	OK(rink_league_play(la, a, &p, &played, &waiting, &ERR));
	assert_int_equal(rink_league_play(lb, b, &p, &played, &waiting, &err), RINK_EILLEGAL);
	rink_league_free(lb);
	OK(rink_league_open(b, "nhl", &lb, &ERR));
	assert_int_equal(rink_league_played(lb), 2);
	OK(rink_league_play(lb, b, &p, &played, &waiting, &ERR));
	assert_int_equal(rink_league_played(lb), 4);
	rink_league_free(la);
	rink_league_free(lb);
	rink_store_close(a);
	rink_store_close(b);
}

static void test_newer_schema_refused(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *st = open_ok(where);
	struct rink_error err;

	OK(st->ops->exec(st, f->pg ? "UPDATE rink_schema SET version=99" : "PRAGMA user_version=99",
	                 &ERR));
	rink_store_close(st);
	assert_null(rink_store_open(where, &err));
	assert_int_equal(err.code, RINK_EFORMAT);
	char want[80];
	snprintf(want, sizeof(want), "schema version 99 is newer than this rink's %d",
	         RINK_STORE_SCHEMA);
	assert_non_null(strstr(err.text, want));
}

/* ---- SQLite's own ----------------------------------------------------------------------- */

static void test_sqlite_migrates_version_1(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	struct rink_store_player p = {0};
	struct rink_store_table got;
	struct rink_error err;
	rink_store *st = rink__store_sqlite_open_at(where, 1, &err);
	bool held;
	double elo;
	int games;
	int64_t t;

	if (!st)
		fail_msg("%s", err.text);
	OK(rink_store_begin(st, &ERR));
	t = add_table(st, "{\"old\":1}");
	add_action(st, t, 1);
	add_action(st, t, 2);
	snprintf(p.name, sizeof(p.name), "Killer Carlson");
	OK(rink_store_player_add(st, &p, &ERR));
	OK(rink_store_commit(st, &ERR));
	/* version 1 has no ratings */
	assert_int_equal(rink_store_rating_get(st, "slapshot", "player:1", &elo, &games, &err),
	                 RINK_EIO);
	rink_store_close(st);

	st = open_ok(where);
	OK(rink_store_table_get(st, t, &got, &ERR));
	assert_string_equal(got.meta, "{\"old\":1}");
	assert_int_equal(got.seed, 7);
	rink_store_table_clear(&got);
	assert_int_equal(count_actions(st, t, 0), 2);
	OK(rink_store_player_get(st, p.id, &p, &ERR));
	assert_string_equal(p.name, "Killer Carlson");
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_rating_set(st, "slapshot", "player:1", 1520, 1, &ERR));
	add_action(st, t, 3);
	OK(rink_store_commit(st, &ERR));
	OK(rink_store_rating_get(st, "slapshot", "player:1", &elo, &games, &ERR));
	assert_true(elo == 1520 && games == 1);
	OK(rink_store_lease(st, t, "me", 1, &held, &ERR));
	assert_true(held);
	rink_store_close(st);
	/* and once migrated, it stays so */
	st = open_ok(where);
	assert_int_equal(count_actions(st, t, 0), 3);
	rink_store_close(st);
}

/* ---- PostgreSQL's own ---------------------------------------------------------------------- */

static void exec_ok(rink_store *st, const char *sql)
{
	struct rink_error err;

	if (st->ops->exec(st, sql, &err) != RINK_OK)
		fail_msg("%s", err.text);
}

static void test_pg_migrates_version_1(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *st = open_ok(where);
	struct rink_store_table got;
	double elo;
	int games;
	int64_t t;

	/* version 1 made by hand: a current database less its steps 2 and 3 */
	OK(rink_store_begin(st, &ERR));
	t = add_table(st, "{\"old\":1}");
	add_action(st, t, 1);
	OK(rink_store_commit(st, &ERR));
	exec_ok(st, "DROP TABLE leagues");
	exec_ok(st, "DROP TABLE ratings");
	exec_ok(st, "ALTER TABLE game_tables DROP COLUMN lease_owner");
	exec_ok(st, "ALTER TABLE game_tables DROP COLUMN lease_until_ms");
	exec_ok(st, "UPDATE rink_schema SET version=1");
	rink_store_close(st);

	st = open_ok(where);
	OK(rink_store_table_get(st, t, &got, &ERR));
	assert_string_equal(got.meta, "{\"old\":1}");
	rink_store_table_clear(&got);
	assert_int_equal(count_actions(st, t, 0), 1);
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_rating_set(st, "slapshot", "bot:easy", 1400.5, 3, &ERR));
	OK(rink_store_commit(st, &ERR));
	OK(rink_store_rating_get(st, "slapshot", "bot:easy", &elo, &games, &ERR));
	assert_true(elo == 1400.5 && games == 3);
	rink_store_close(st);
}

static void sleep_ms(int ms)
{
	poll(NULL, 0, ms);
}

static void test_pg_leases_between_two_handles(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *a = open_ok(where), *b = open_ok(where);
	int64_t now = rink__store_now_ms(), t;
	struct rink_store_table tt;
	bool held;

	OK(rink_store_begin(a, &ERR));
	t = add_table(a, NULL);
	OK(rink_store_commit(a, &ERR));

	/* a takes it; b is refused; a renews it; b is refused still */
	OK(rink_store_lease(a, t, "server-a", now + 60000, &held, &ERR));
	assert_true(held);
	OK(rink_store_lease(b, t, "server-b", now + 60000, &held, &ERR));
	assert_false(held);
	OK(rink_store_lease(a, t, "server-a", now + 120000, &held, &ERR));
	assert_true(held);
	/* releasing what one does not hold does nothing */
	OK(rink_store_release(b, t, "server-b", &ERR));
	OK(rink_store_lease(b, t, "server-b", now + 60000, &held, &ERR));
	assert_false(held);

	/* a gives it back: b takes it at once, now a is refused */
	OK(rink_store_release(a, t, "server-a", &ERR));
	OK(rink_store_lease(b, t, "server-b", rink__store_now_ms() + 150, &held, &ERR));
	assert_true(held);
	OK(rink_store_lease(a, t, "server-a", now + 60000, &held, &ERR));
	assert_false(held);
	/* b's lease runs out: a may take it */
	sleep_ms(200);
	OK(rink_store_lease(a, t, "server-a", rink__store_now_ms() + 60000, &held, &ERR));
	assert_true(held);

	/* a row another transaction is writing is not taken, and asking does
	 * not wait for that transaction */
	OK(rink_store_release(a, t, "server-a", &ERR));
	OK(rink_store_table_get(a, t, &tt, &ERR));
	OK(rink_store_begin(a, &ERR));
	OK(rink_store_table_update(a, &tt, &ERR));
	OK(rink_store_lease(b, t, "server-b", now + 60000, &held, &ERR));
	assert_false(held);
	OK(rink_store_commit(a, &ERR));
	rink_store_table_clear(&tt);
	OK(rink_store_lease(b, t, "server-b", now + 60000, &held, &ERR));
	assert_true(held);
	rink_store_close(a);
	rink_store_close(b);
}

struct heard {
	int n;
	int64_t table, seq;
};

static void on_heard(void *ud, int64_t table, int64_t seq)
{
	struct heard *h = ud;

	h->n++;
	h->table = table;
	h->seq = seq;
}

/* Waits up to ms for st's socket, then reads what was announced. */
static void hear(rink_store *st, int fd, int ms, struct heard *h)
{
	struct pollfd p = {.fd = fd, .events = POLLIN};

	if (poll(&p, 1, ms) < 0)
		fail_msg("poll");
	OK(rink_store_heard(st, on_heard, h, &ERR));
}

static void test_pg_announce_heard_at_commit(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *a = open_ok(where), *b = open_ok(where);
	struct heard ha = {0}, hb = {0};
	int fa, fb;
	int64_t t;

	OK(rink_store_listen(a, &fa, &ERR));
	OK(rink_store_listen(b, &fb, &ERR));
	assert_true(fa >= 0 && fb >= 0);
	hear(b, fb, 0, &hb);
	assert_int_equal(hb.n, 0);

	OK(rink_store_begin(a, &ERR));
	t = add_table(a, NULL);
	add_action(a, t, 1);
	OK(rink_store_announce(a, t, 1, &ERR));
	/* not before the commit */
	hear(b, fb, 100, &hb);
	assert_int_equal(hb.n, 0);
	OK(rink_store_commit(a, &ERR));
	for (int i = 0; i < 20 && !hb.n; i++)
		hear(b, fb, 100, &hb);
	assert_int_equal(hb.n, 1);
	assert_int_equal(hb.table, t);
	assert_int_equal(hb.seq, 1);
	/* what it heard is there to read */
	assert_int_equal(count_actions(b, t, 0), 1);
	/* one's own announcement is not news */
	hear(a, fa, 0, &ha);
	assert_int_equal(ha.n, 0);
	rink_store_close(a);
	rink_store_close(b);
}

static void test_pg_lost_connection_is_an_error(void **state)
{
	struct fixture *f = need(state);
	const char *where = fresh(f);
	rink_store *a = open_ok(where), *b = open_ok(where);
	struct rink_store_player p;
	struct heard h = {0};
	struct rink_error err;
	int fd;

	OK(rink_store_listen(a, &fd, &ERR));
	exec_ok(b, "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity"
	           " WHERE datname = current_database() AND pid <> pg_backend_pid()");
	assert_int_equal(rink_store_player_get(a, 1, &p, &err), RINK_EIO);
	assert_non_null(strstr(err.text, "store: reading a player: "));
	assert_int_equal(rink_store_heard(a, on_heard, &h, &err), RINK_EIO);
	assert_int_equal(rink_store_begin(a, &err), RINK_EIO);
	assert_int_equal(rink_store_tables(a, false, see_table, &(struct seen_tables){0}, &err),
	                 RINK_EIO);
	rink_store_close(a);
	/* the other handle and the database are fine */
	assert_int_equal(count_actions(b, 1, 0), 0);
	rink_store_close(b);
}

/* A statement that fails dooms PostgreSQL's transaction (SQLite's goes on):
 * the commit says so rather than pretending, and nothing of it is kept. */
static void test_pg_failed_write_fails_the_commit(void **state)
{
	struct fixture *f = need(state);
	rink_store *st = open_ok(fresh(f));
	struct rink_store_action a = {.seq = 1};
	struct rink_error err;
	double elo;
	int games;

	OK(rink_store_begin(st, &ERR));
	OK(rink_store_rating_set(st, "slapshot", "bot:easy", 1400, 1, &ERR));
	assert_int_equal(rink_store_action_add(st, 999, &a, &err), RINK_EIO); /* no table 999 */
	assert_non_null(strstr(err.text, "store: adding an action: "));
	assert_null(strchr(err.text, '\n'));
	assert_int_equal(rink_store_commit(st, &err), RINK_EIO);
	assert_non_null(strstr(err.text, "rolled back"));
	OK(rink_store_rating_get(st, "slapshot", "bot:easy", &elo, &games, &ERR));
	assert_true(elo == 1500 && games == 0);
	/* and the handle is usable again */
	OK(rink_store_begin(st, &ERR));
	OK(rink_store_rating_set(st, "slapshot", "bot:easy", 1400, 1, &ERR));
	OK(rink_store_commit(st, &ERR));
	rink_store_close(st);
}

static void test_pg_bad_address_hides_the_password(void **state)
{
	struct fixture *f = *state;
	struct rink_error err;

	if (!f->libpq) {
		print_message("%s\n", f->why);
		skip();
	}
	/* no cluster needed: port 1: refused at once */
	assert_null(
	        rink_store_open("postgresql://rink:s3cret@127.0.0.1:1/nodb?sslmode=disable", &err));
	assert_int_equal(err.code, RINK_EIO);
	assert_non_null(strstr(err.text, "store: postgresql://rink:***@127.0.0.1:1/nodb"));
	assert_null(strstr(err.text, "s3cret"));
	assert_null(strchr(err.text, '\n'));
	assert_null(
	        rink_store_open("postgres://127.0.0.1:1/x?password=s3cret&sslmode=disable", &err));
	assert_null(strstr(err.text, "s3cret"));
}

/* The checks both backends run, then each one's own. */
#define BOTH                                                                                       \
	cmocka_unit_test(test_players_add_get_rename),                                             \
	        cmocka_unit_test(test_tables_add_get_update_list),                                 \
	        cmocka_unit_test(test_actions_append_list_and_duplicate),                          \
	        cmocka_unit_test(test_rollback_discards_and_commit_persists),                      \
	        cmocka_unit_test(test_ratings_default_and_upsert),                                 \
	        cmocka_unit_test(test_leagues_store_and_play),                                     \
	        cmocka_unit_test(test_league_written_over_is_refused),                             \
	        cmocka_unit_test(test_newer_schema_refused)

int main(void)
{
	const struct CMUnitTest sqlite[] = {
	        BOTH,
	        cmocka_unit_test(test_sqlite_migrates_version_1),
	};
	const struct CMUnitTest pg[] = {
	        BOTH,
	        cmocka_unit_test(test_pg_migrates_version_1),
	        cmocka_unit_test(test_pg_leases_between_two_handles),
	        cmocka_unit_test(test_pg_announce_heard_at_commit),
	        cmocka_unit_test(test_pg_lost_connection_is_an_error),
	        cmocka_unit_test(test_pg_failed_write_fails_the_commit),
	        cmocka_unit_test(test_pg_bad_address_hides_the_password),
	};
	int failed = cmocka_run_group_tests_name("sqlite", sqlite, sqlite_setup, sqlite_teardown);

	return failed + cmocka_run_group_tests_name("postgresql", pg, pg_setup, pg_teardown);
}
