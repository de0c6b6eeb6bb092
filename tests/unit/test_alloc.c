/*
 * tests/unit/test_alloc.c: allocation failure, injected (issue 26, part 2).
 *
 * This program replaces malloc, calloc, realloc, free and the aligned
 * allocators (glibc supports replacing them: its own internal calls come
 * here too, as do jansson's and SQLite's) with counting wrappers over
 * glibc's __libc_* functions. A scenario is run once to count its
 * allocations, then again with the k-th allocation failing, for k = 1, 2,
 * ... (every k up to ALL_K, then a stride that still reaches the end).
 * Each run must:
 *   - not crash (the program would die) and never touch freed memory (the
 *     same scenarios run under ASan in the sanitize build's other tests);
 *   - report the failure, or absorb it as documented, through its return
 *     values: every call checks them and cleans up;
 *   - leak nothing: the live blocks after the scenario's cleanup are those
 *     before it;
 *   - corrupt nothing stored: after a failure while a league is written,
 *     the store opens again (failures off) and the league reads back as a
 *     league whose games are a prefix of the ones a clean run plays.
 * Scenarios: the life of a game of each kind (made, dealt, played by bots
 * to the end, every view and event as JSON, saved and restored); data
 * loads (Power Play's deck, Slapshot's roster, Action Deck charts and
 * league, Trick Shot's data); a league (created, played, reopened, odds,
 * exported); a server table's record in the store and the messages rink
 * serve builds for every seat at every move; the league messages of rink
 * serve through its own handler.
 *
 * Under AddressSanitizer (the sanitize build) replacing malloc is not
 * possible: the program skips (77).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#if defined(__SANITIZE_ADDRESS__)
int main(void)
{
	puts("skipped: the allocator cannot be replaced under AddressSanitizer");
	return 77;
}
#else

#include "rink/actiondeck.h"
#include "rink/bot.h"
#include "rink/game.h"
#include "rink/league.h"
#include "rink/match.h"
#include "rink/rng.h"
#include "rink/store.h"
#include "serve/serve.h"

/* ---- the allocator -------------------------------------------------------------- */

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

static long calls;   /* allocations while armed */
static long fail_at; /* the call that fails (0: none) */
static int armed;
static long live;  /* blocks allocated and not freed (all of them) */
static int failed; /* the injected failure happened */

static int fail_now(void)
{
	if (!armed)
		return 0;
	if (++calls == fail_at) {
		failed = 1;
		return 1;
	}
	return 0;
}

void *malloc(size_t n)
{
	void *p = fail_now() ? NULL : __libc_malloc(n);

	if (p)
		__atomic_add_fetch(&live, 1, __ATOMIC_RELAXED);
	return p;
}

void *calloc(size_t n, size_t size)
{
	void *p = fail_now() ? NULL : __libc_calloc(n, size);

	if (p)
		__atomic_add_fetch(&live, 1, __ATOMIC_RELAXED);
	return p;
}

void *realloc(void *old, size_t n)
{
	if (!old)
		return malloc(n);
	if (n == 0) {
		free(old);
		return NULL;
	}
	return fail_now() ? NULL : __libc_realloc(old, n);
}

void free(void *p)
{
	if (p)
		__atomic_sub_fetch(&live, 1, __ATOMIC_RELAXED);
	__libc_free(p);
}

void *memalign(size_t align, size_t n);
void *memalign(size_t align, size_t n)
{
	void *p = fail_now() ? NULL : __libc_memalign(align, n);

	if (p)
		__atomic_add_fetch(&live, 1, __ATOMIC_RELAXED);
	return p;
}

void *aligned_alloc(size_t align, size_t n)
{
	return memalign(align, n);
}

int posix_memalign(void **out, size_t align, size_t n)
{
	void *p = memalign(align, n);

	if (!p)
		return 12; /* ENOMEM */
	*out = p;
	return 0;
}

/* ---- running a scenario under failures ------------------------------------------ */

#define ALL_K   400 /* every k up to here, then about STRIDES more runs */
#define STRIDES 300

static char dir[64];
static int runs;

/* Runs fn (which returns 0 when it completed, non-zero when it reported a
 * failure) with the k-th allocation failing, for k over the whole run, and
 * checks the live blocks after each. check (may be NULL) then looks at
 * what the run left (a store) with failures off. */
static void under_failures(const char *what, int (*fn)(int run), void (*check)(int run))
{
	long total, before;
	int rc;

	/* one clean run: it must complete, and counts the allocations */
	before = live;
	calls = 0;
	fail_at = 0;
	armed = 1;
	rc = fn(runs);
	armed = 0;
	total = calls;
	if (rc != 0)
		fail_msg("%s: fails with no failure injected (%ld allocations)", what, calls);
	if (live != before)
		fail_msg("%s: %ld blocks leaked with no failure injected", what, live - before);
	if (check)
		check(runs);
	runs++;
	long stride = total > ALL_K ? (total - ALL_K) / STRIDES + 1 : 1;
	long tried = 0, absorbed = 0;
	/* RINK_ALLOC_FROM=K starts at the K-th (to look at one run in gdb) */
	long from = getenv("RINK_ALLOC_FROM") ? atol(getenv("RINK_ALLOC_FROM")) : 1;
	for (long k = from > 0 ? from : 1; k <= total; k += k < ALL_K ? 1 : stride) {
		before = live;
		calls = 0;
		failed = 0;
		fail_at = k;
		if (getenv("RINK_ALLOC_VERBOSE")) /* which run died, when one does */
			fprintf(stderr, "%s: allocation %ld of %ld fails\n", what, k, total);
		armed = 1;
		rc = fn(runs);
		armed = 0;
		if (live != before)
			fail_msg("%s: allocation %ld of %ld failing: %ld blocks leaked", what, k,
			         total, live - before);
		/* absorbed: the run completed though an allocation failed, where
		 * the library degrades as documented (an event dropped when
		 * rink_events_push cannot grow, a bot's search cut short) */
		absorbed += failed && rc == 0;
		if (check)
			check(runs);
		runs++;
		tried++;
	}
	print_message("%s: %ld allocations, %ld failure runs (%ld absorbed), no crash, no leak\n",
	              what, total, tried, absorbed);
}

/* ---- scenarios ------------------------------------------------------------------- */

static const char *const games[][2] = {
        {"slapshot", "managers=2"},
        {"powerplay", "managers=2"},
        {"actiondeck", NULL},
        {"trickshot", NULL},
};
static int which;

/* A game's life: made, dealt, played by bots to the end with every view
 * and event as JSON, saved as JSON and restored. */
static int game_life(int run)
{
	struct rink_error err;
	rink_match *m = rink_match_new(games[which][0], games[which][1], 7, &err);
	rink_bot *bot = NULL;
	struct rink_events ev = {0};
	json_t *save = NULL;
	int rc = 1;

	if (!m)
		return 1;
	bot = rink_bot_new(rink_match_game(m), "random", 3, &err);
	if (!bot)
		goto out;
	for (int moves = 0; moves < 400; moves++) {
		const rink_state *s = rink_match_state(m);
		uint32_t mask = rink_state_to_move(s);
		if (!mask)
			break;
		int seat = __builtin_ctz(mask);
		int a = rink_bot_act(bot, s, seat);
		rink_events_clear(&ev);
		if (rink_match_apply(m, seat, a, &ev, &err))
			goto out;
		for (size_t i = 0; i < ev.n; i++) {
			json_t *j = rink_event_json(rink_match_game(m), &ev.v[i], seat);
			if (!j)
				goto out;
			json_decref(j);
		}
		json_t *v = rink_state_view_json(rink_match_state(m), seat);
		if (!v)
			goto out;
		json_decref(v);
	}
	if (!(save = rink_match_to_json(m)))
		goto out;
	rink_match *back = rink_match_from_json(save, &err);
	if (!back)
		goto out;
	json_t *again = rink_match_to_json(back); /* the same record again */
	rc = !again || !json_equal(again, save);
	json_decref(again);
	rink_match_free(back);
out:
	json_decref(save);
	rink_events_free(&ev);
	rink_bot_free(bot);
	rink_match_free(m);
	return rc;
}

static void test_game_life(void **state)
{
	for (which = 0; which < 4; which++) {
		char what[64];
		snprintf(what, sizeof(what), "game life: %s", games[which][0]);
		under_failures(what, game_life, NULL);
	}
}

/* Data loads: each game's data files read and checked. */
static int data_loads(int run)
{
	struct rink_error err;
	static const char *const made[][2] = {
	        {"powerplay", "deck=powerplay/deck.json"},
	        {"slapshot", "roster=slapshot/roster.json"},
	        {"trickshot", NULL},
	        {"actiondeck", "home=actiondeck/league/BOS.csv,away=actiondeck/league/TOR.csv"},
	};
	struct rink_ad_league l;
	char path[4096];

	for (int i = 0; i < 4; i++) {
		rink_game *g = rink_game_new(made[i][0], made[i][1], &err);
		if (!g)
			return 1;
		rink_game_free(g);
	}
	rink_data_path("actiondeck/league", path, sizeof(path));
	if (rink_ad_league_load(&l, path, &err))
		return 1;
	rink_ad_league_free(&l);
	return 0;
}

static void test_data_loads(void **state)
{
	under_failures("data loads", data_loads, NULL);
}

/* A league: created, two games played, reopened, odds, exported. Each run
 * has its own store file; check opens it with failures off. */
static int league_games_clean = -1;

static void store_path(int run, char *out, size_t size)
{
	snprintf(out, size, "%s/l%d.db", dir, run);
}

static const char *league_game = "trickshot";

static int league_life(int run)
{
	struct rink_error err;
	char path[128];
	rink_store *st;
	rink_league *l = NULL;
	struct rink_league_config c = {.name = "ts", .game = league_game, .seed = 5, .games = 2};
	if (!strcmp(league_game, "slapshot"))
		c.params = "managers=2";
	struct rink_league_play p = {.games = 2};
	struct rink_league_odds_config oc = {.sims = 3, .threads = 1, .after = -1, .keep = true};
	int played, waiting, rc = 1;
	json_t *o = NULL;

	store_path(run, path, sizeof(path));
	if (!(st = rink_store_open(path, &err)))
		return 1;
	if (rink_league_create(st, &c, &l, &err) ||
	    rink_league_play(l, st, &p, &played, &waiting, &err))
		goto out;
	rink_league_free(l);
	l = NULL;
	if (rink_league_open(st, "ts", &l, &err) || rink_league_odds(l, st, &oc, &o, &err))
		goto out;
	json_decref(o);
	o = NULL;
	if (rink_league_export(l, st, &o, &err))
		goto out;
	rc = 0;
out:
	json_decref(o);
	rink_league_free(l);
	rink_store_close(st);
	return rc;
}

/* What a failed run left: the store opens; the league, when it was made,
 * opens, and its games are no more than a clean run's. */
static void league_check(int run)
{
	struct rink_error err;
	char path[128];
	rink_store *st;
	rink_league *l;

	store_path(run, path, sizeof(path));
	if (access(path, F_OK) != 0)
		return; /* the failure came before the file was made */
	if (!(st = rink_store_open(path, &err)))
		fail_msg("league: run %d: the store does not open again: %s", run, err.text);
	if (rink_league_open(st, "ts", &l, &err) == RINK_OK) {
		int n = rink_league_played(l);
		if (league_games_clean < 0)
			league_games_clean = n;
		else if (n > league_games_clean)
			fail_msg("league: run %d: %d games, a clean run plays %d", run, n,
			         league_games_clean);
		rink_league_free(l);
	} else if (err.code != RINK_ENOTFOUND) {
		fail_msg("league: run %d: the league does not open again: %s", run, err.text);
	}
	rink_store_close(st);
}

static void test_league(void **state)
{
	static const char *const kinds[] = {"trickshot", "slapshot"}; /* fixtures, a season */

	for (int i = 0; i < 2; i++) {
		char what[64];
		league_game = kinds[i];
		league_games_clean = -1;
		snprintf(what, sizeof(what), "league: %s", kinds[i]);
		under_failures(what, league_life, league_check);
	}
}

/* A server table: its record in the store, and every message rink serve
 * builds for each seat and a spectator along a game. */
static int table_life(int run)
{
	struct rink_error err;
	char path[128];
	rink_store *st;
	rink_match *m = NULL;
	rink_bot *bot = NULL;
	struct rink_store_table t = {0};
	int rc = 1;

	store_path(run, path, sizeof(path));
	if (!(st = rink_store_open(path, &err)))
		return 1;
	if (!(m = rink_match_new("slapshot", "managers=2", 9, &err)) ||
	    !(bot = rink_bot_new(rink_match_game(m), "random", 1, &err)))
		goto out;
	snprintf(t.game, sizeof(t.game), "slapshot");
	snprintf(t.params, sizeof(t.params), "%s", rink_game_params(rink_match_game(m)));
	t.meta = "{}";
	if (rink_store_begin(st, &err) || rink_store_table_add(st, &t, &err))
		goto out;
	for (int seq = 1; seq <= 60; seq++) {
		const rink_state *s = rink_match_state(m);
		uint32_t mask = rink_state_to_move(s);
		if (!mask)
			break;
		int seat = __builtin_ctz(mask), a = rink_bot_act(bot, s, seat);
		struct rink_store_action act = {.seq = seq, .seat = seat};
		rink_action_text(s, seat, a, act.move, sizeof(act.move));
		snprintf(act.actor, sizeof(act.actor), "bot:random");
		if (rink_match_apply(m, seat, a, NULL, &err) ||
		    rink_store_action_add(st, t.id, &act, &err))
			goto out;
		for (int v = -1; v < 2; v++) {
			json_t *msg = msg_state(rink_match_state(m), v, t.id, seq, NULL);
			if (!msg)
				goto out;
			json_decref(msg);
		}
	}
	rc = rink_store_commit(st, &err) != RINK_OK;
out:
	rink_bot_free(bot);
	rink_match_free(m);
	rink_store_close(st);
	return rc;
}

static void test_server_table(void **state)
{
	under_failures("server table", table_life, NULL);
}

/* The league messages of rink serve (src/serve/leagues.c), as a browser
 * sends them, through the server's own handler: a server with its store,
 * no socket and no workers (so no odds), one connection whose replies are
 * dropped after the pass's commit. */
static const char *const league_msgs[] = {
        "{\"type\":\"hello\",\"name\":\"ann\"}",
        "{\"type\":\"league_create\",\"name\":\"t\",\"game\":\"trickshot\","
        "\"params\":\"advanced=1,lines=1\",\"games\":4,\"seed\":\"6\",\"team\":0}",
        "{\"type\":\"league\",\"name\":\"t\"}",
        "{\"type\":\"league_play\",\"name\":\"t\",\"games\":2}",
        "{\"type\":\"league_claim\",\"name\":\"t\",\"team\":2}",
        "{\"type\":\"league_position\",\"name\":\"t\"}",
        "{\"type\":\"league_box\",\"name\":\"t\",\"game\":1}",
        "{\"type\":\"league_log\",\"name\":\"t\",\"types\":\"goal\"}",
        "{\"type\":\"leagues\"}",
        NULL,
};

static int server_games_clean = -1;

static int server_league(int run)
{
	rink_league *l;
	struct serve_opts o = {.listen = "127.0.0.1", .lease_s = 30};
	struct serve srv;
	struct conn c;
	struct rink_error err;
	int rc = 0;

	(void)run;
	memset(&srv, 0, sizeof(srv));
	memset(&c, 0, sizeof(c));
	srv.o = &o;
	srv.now_ms = 1000000;
	/* in memory: a file's 9 commits a run would make this test wait for
	 * the disk */
	if (!(srv.store = rink_store_open(":memory:", &err)))
		return 1;
	c.srv = &srv;
	c.id = 1;
	c.tokens = SERVE_BURST;
	c.tokens_ms = c.flood_ms = srv.now_ms;
	srv.conns = &c;
	for (int i = 0; league_msgs[i]; i++) {
		proto_handle(&srv, &c, league_msgs[i], strlen(league_msgs[i]));
		if (!serve_commit_broadcast(&srv))
			rc = 1;
		srv.flush = NULL;
		c.in_flush = false;
		/* the replies, dropped */
		for (struct outmsg *m = c.held_head, *next; m; m = next) {
			next = m->next;
			free(m);
		}
		c.held_head = c.held_tail = NULL;
		c.queued = c.queued_bytes = 0;
		srv.failed = false;
	}
	/* what the messages did, read with failures off: the clean run played
	 * games, a failed one no more than it */
	int was = armed;
	armed = 0;
	if (rink_league_open(srv.store, "t", &l, &err) == RINK_OK) {
		int n = rink_league_played(l);
		if (!fail_at && n < 1)
			fail_msg("server league: the clean run played no game");
		if (!fail_at)
			server_games_clean = n;
		else if (n > server_games_clean)
			fail_msg("server league: %d games, a clean run plays %d", n,
			         server_games_clean);
		rink_league_free(l);
	} else if (!fail_at) {
		fail_msg("server league: the clean run made no league: %s", err.text);
	}
	armed = was;
	tables_free(&srv);
	free(c.rx);
	rink_store_close(srv.store);
	return rc;
}

static void test_server_league(void **state)
{
	under_failures("server league messages", server_league, NULL);
}

static int setup(void **state)
{
	snprintf(dir, sizeof(dir), "/tmp/rink-alloc-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	/* what the libraries allocate once for good (SQLite's global state,
	 * stdio's buffers, a thread's first stack) is allocated here, before
	 * any count */
	for (which = 0; which < 4; which++)
		game_life(-1);
	data_loads(-1);
	league_life(-2);
	table_life(-3);
	server_league(-4);
	printf("warmed up\n");
	return 0;
}

static int teardown(void **state)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_game_life),     cmocka_unit_test(test_data_loads),
	        cmocka_unit_test(test_league),        cmocka_unit_test(test_server_table),
	        cmocka_unit_test(test_server_league),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
#endif
