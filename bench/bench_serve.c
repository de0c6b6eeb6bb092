/*
 * bench/bench_serve.c: `rink serve`'s figures (make bench).
 *
 * Starts a `rink serve` of its own (--port 0, a fresh SQLite store in a
 * temporary folder, --workers 1, unpinned from the core `make bench` pins
 * this program to), speaks rink.v1 to it over libwebsockets from one
 * client thread, stops it with SIGTERM and prints, each against the
 * server issue's target for a 2-core machine:
 *   1. connections: N idle WebSocket connections opened and held (N: the
 *      open-files hard limit less a margin, at most 20,000), the server's
 *      resident memory per connection (VmRSS before and after), and again
 *      once every connection has said hello (target: 20,000 at 8 KiB);
 *   2. durable actions a second: T tables of two people (two connections
 *      each, one a seat), every seat moving as soon as its state says it
 *      may, one move in flight per seat; an "ok" comes only after the
 *      pass's commit (WAL, synchronous=FULL), so each counted action is on
 *      disk (target: 20,000 a second);
 *   3. round trip with bots: B tables of a person against an easy bot, the
 *      person thinking a random while (uniform, --think mean) before each
 *      move; the time from an act written to its "ok" read, p50 and p99
 *      (target: p99 10 ms at 1,000 tables).
 * The machine's own yardsticks come from the same run: the core's speed (a
 * chain of additions) and single-row SQLite commits a second with WAL and
 * synchronous=FULL on the disk the store is on, which bound how many
 * passes the server can commit. The server's and this client's CPU
 * seconds are printed for each phase: both share the machine's cores.
 *
 * Every loop is bounded in count and in time, traffic goes only to
 * 127.0.0.1, and the server is stopped (SIGKILL after 20 s of SIGTERM)
 * whatever happens.
 *
 * Usage: bench_serve [--quick] [--json] [--conns N] [--tables N] [--bots N]
 *                    [--secs S] [--think MS] [--game NAME] [--params P]
 * Defaults: 20,000 connections, 200 and 1,000 tables of trickshot, 5 s
 * windows, 1,000 ms of thinking (about 25 s in all); --quick: 500, 50 and
 * 50 tables, 2 s, 200 ms (about 6 s).
 * The rink binary: $RINK, else rink next to this program's folder
 * (build/release/bench/../rink), else the one it was built with.
 */
#define _GNU_SOURCE /* sched_setaffinity, mkdtemp */
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <libwebsockets.h>
#include <limits.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_util.h"

#ifndef RINK_BENCH_RINK
#define RINK_BENCH_RINK "rink"
#endif

#define FD_MARGIN    64        /* descriptors kept for everything but connections */
#define MAX_INFLIGHT 256       /* connections being opened at once */
#define RX_MAX       (1 << 22) /* bytes in one server message, at most */
#define MAX_SAMPLES  (1 << 20) /* latency samples kept */

enum phase { PH_IDLE, PH_DURABLE, PH_BOTS };

struct omsg {
	struct omsg *next;
	size_t len;
	bool act; /* an act: its send time is taken when written */
	unsigned char buf[];
};

/* One client connection. */
struct bconn {
	struct bench *b;
	struct lws *wsi;
	int idx;
	bool opening, open, failed, closed;
	bool welcomed;
	struct omsg *out_head, *out_tail;
	char *rx; /* a message arriving in fragments */
	size_t rx_len, rx_cap;
	bool rx_over;      /* the message is too long: dropped */
	int64_t table;     /* the table it plays (0: none yet) */
	int64_t seq;       /* the seq of its last state */
	int64_t acted_seq; /* the state it last moved from */
	bool my_turn, over, creating;
	int pick;       /* a legal action of the last state, -1: none */
	bool pending;   /* an act waits for its answer */
	double t_send;  /* when the pending act was written */
	double t_due;   /* phase 3: when the person moves (0: not planned) */
	int64_t ok_seq; /* phase 3: the state of this seq ends the round trip */
	double t_ok_send;
	uint64_t rng;
};

struct samples {
	double *v; /* seconds */
	size_t n;
};

/* What a phase counts. */
struct counts {
	long established, failed, closed, welcomed, playing;
	long oks, errors, stale, rate_limited, dropped_rx, games;
	struct samples ok_lat, state_lat;
	char first_error[160];
};

struct opts {
	bool quick, json;
	int conns;    /* phase 1: connections wanted */
	int tables;   /* phase 2: tables of two people */
	int bots;     /* phase 3: tables of a person and a bot */
	double secs;  /* each measured window */
	double think; /* phase 3: mean thinking time, seconds */
	const char *game;
	const char *params;
};

struct bench {
	const struct opts *o;
	struct lws_context *ctx;
	lws_sorted_usec_list_t sul;
	enum phase phase;
	struct bconn *c;
	int n, next; /* connections, the next one to open */
	int inflight;
	int port;
	bool counting;
	double t_count; /* when counting began */
	struct counts k;
};

/* ---- small things ----------------------------------------------------------------------- */

static uint64_t rng_next(uint64_t *s)
{
	uint64_t x = *s += 0x9e3779b97f4a7c15ull;

	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

static void sample_add(struct samples *s, double v)
{
	if (!s->v)
		s->v = malloc(sizeof(*s->v) * MAX_SAMPLES);
	if (s->v && s->n < MAX_SAMPLES)
		s->v[s->n++] = v;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The q-quantile in milliseconds (sorts the samples); -1 when there are none. */
static double quantile_ms(struct samples *s, double q)
{
	size_t i;

	if (!s->n)
		return -1;
	qsort(s->v, s->n, sizeof(*s->v), cmp_double);
	i = (size_t)(q * (double)(s->n - 1) + 0.5);
	return s->v[i < s->n ? i : s->n - 1] * 1e3;
}

/* VmRSS of pid in KiB, -1 when it cannot be read. */
static long rss_kib(pid_t pid)
{
	char path[64], line[256];
	long kib = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	if (!(f = fopen(path, "r")))
		return -1;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, "VmRSS:", 6)) {
			kib = strtol(line + 6, NULL, 10);
			break;
		}
	fclose(f);
	return kib;
}

/* CPU seconds (user and system) pid has used, -1 when unknown. */
static double cpu_secs(pid_t pid)
{
	char path[64], buf[1024], *p;
	unsigned long ut = 0, st = 0;
	size_t n;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	if (!(f = fopen(path, "r")))
		return -1;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	/* after the command's ")": state, then fields 4..; utime and stime are 14, 15 */
	if (!(p = strrchr(buf, ')')) ||
	    sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2)
		return -1;
	return (double)(ut + st) / (double)sysconf(_SC_CLK_TCK);
}

static double self_cpu(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec * 1e-6;
}

static void cpu_model(char *out, size_t size)
{
	char line[256];
	FILE *f = fopen("/proc/cpuinfo", "r");

	snprintf(out, size, "unknown");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *v = strchr(line, ':');

		if (!strncmp(line, "model name", 10) && v) {
			v += 1 + strspn(v + 1, " \t");
			v[strcspn(v, "\n")] = '\0';
			snprintf(out, size, "%s", v);
			break;
		}
	}
	fclose(f);
}

/* ---- the machine's yardstick: durable commits a second on this disk ----------------------- */

/* Single-row transactions a second with WAL and synchronous=FULL in dir,
 * for about secs seconds (at most 1,000,000); -1 on failure. */
static double sqlite_commits(const char *dir, double secs)
{
	char path[PATH_MAX], wal[PATH_MAX + 8], shm[PATH_MAX + 8];
	unsigned char blob[100] = {0};
	sqlite3_stmt *ins = NULL;
	sqlite3 *db = NULL;
	double t0, t1 = 0, rate = -1;
	long n = 0;

	snprintf(path, sizeof(path), "%s/yardstick.db", dir);
	if (sqlite3_open(path, &db) != SQLITE_OK ||
	    sqlite3_exec(db,
	                 "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"
	                 "CREATE TABLE t(id INTEGER PRIMARY KEY, b BLOB)",
	                 NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "INSERT INTO t(b) VALUES (?)", -1, &ins, NULL) != SQLITE_OK)
		goto out_close;
	t0 = bench_now();
	for (; n < 1000000; n++) {
		if (sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) != SQLITE_OK ||
		    sqlite3_bind_blob(ins, 1, blob, sizeof(blob), SQLITE_STATIC) != SQLITE_OK ||
		    sqlite3_step(ins) != SQLITE_DONE || sqlite3_reset(ins) != SQLITE_OK ||
		    sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
			goto out_close;
		if ((t1 = bench_now()) - t0 >= secs)
			break;
	}
	rate = (double)(n + 1) / (t1 - t0);
out_close:
	sqlite3_finalize(ins);
	sqlite3_close(db);
	snprintf(wal, sizeof(wal), "%s-wal", path);
	snprintf(shm, sizeof(shm), "%s-shm", path);
	unlink(path);
	unlink(wal);
	unlink(shm);
	return rate;
}

/* ---- the server ------------------------------------------------------------------------- */

struct server {
	pid_t pid;
	int out_fd; /* its stdout */
	int port;
	char err_path[PATH_MAX];
};

static void unpin(pid_t pid)
{
	cpu_set_t all;
	long n = sysconf(_SC_NPROCESSORS_CONF);

	CPU_ZERO(&all);
	for (long i = 0; i < n && i < CPU_SETSIZE; i++)
		CPU_SET((int)i, &all);
	sched_setaffinity(pid, sizeof(all), &all);
}

/* Starts `rink serve` and reads its port; 0, or -1 with a line on stderr. */
static int server_start(struct server *s, const char *rink, const char *dir)
{
	char db[PATH_MAX], line[512];
	int pipefd[2];
	size_t len = 0;
	double until = bench_now() + 15;
	const char *p;

	snprintf(db, sizeof(db), "%s/bench.db", dir);
	snprintf(s->err_path, sizeof(s->err_path), "%s/serve.err", dir);
	if (pipe(pipefd))
		return -1;
	s->pid = fork();
	if (s->pid < 0)
		return -1;
	if (s->pid == 0) {
		int efd = open(s->err_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

		unpin(0); /* make bench pins us to one core: the server gets them all */
		dup2(pipefd[1], 1);
		if (efd >= 0)
			dup2(efd, 2);
		close(pipefd[0]);
		close(pipefd[1]);
		execl(rink, rink, "serve", "--port", "0", "--db", db, "--quiet", "--workers", "1",
		      (char *)NULL);
		fprintf(stderr, "bench_serve: %s: %s\n", rink, strerror(errno));
		_exit(127);
	}
	close(pipefd[1]);
	s->out_fd = pipefd[0];
	/* "rink serve: open http://127.0.0.1:PORT/ (store: ...)" */
	while (len < sizeof(line) - 1 && !memchr(line, '\n', len) && bench_now() < until) {
		struct pollfd pf = {s->out_fd, POLLIN, 0};
		ssize_t k;

		if (poll(&pf, 1, 200) <= 0)
			continue;
		k = read(s->out_fd, line + len, sizeof(line) - 1 - len);
		if (k <= 0)
			break;
		len += (size_t)k;
	}
	line[len] = '\0';
	p = strstr(line, "http://127.0.0.1:");
	s->port = p ? atoi(p + strlen("http://127.0.0.1:")) : 0;
	if (s->port <= 0) {
		FILE *f = fopen(s->err_path, "r");

		fprintf(stderr, "bench_serve: %s serve did not start (its first line: '%.*s')\n",
		        rink, (int)strcspn(line, "\n"), line);
		for (int i = 0; f && i < 20 && fgets(line, sizeof(line), f); i++)
			fprintf(stderr, "  %s", line);
		if (f)
			fclose(f);
		return -1;
	}
	return 0;
}

/* SIGTERM, then SIGKILL after 20 s; the exit status (-1: killed or unknown). */
static int server_stop(struct server *s)
{
	double until = bench_now() + 20;
	int status = 0;

	if (s->pid <= 0)
		return -1;
	kill(s->pid, SIGTERM);
	while (waitpid(s->pid, &status, WNOHANG) == 0) {
		if (bench_now() > until) {
			fprintf(stderr, "bench_serve: the server did not stop in 20 s: killed\n");
			kill(s->pid, SIGKILL);
			waitpid(s->pid, &status, 0);
			s->pid = 0;
			return -1;
		}
		usleep(10000);
	}
	s->pid = 0;
	close(s->out_fd);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* ---- reading the server's messages ------------------------------------------------------- */

/* A scan of a message's top-level fields: the server's messages are flat
 * enough that walking the outer object (and the ids of "legal") is all a
 * client needs, at a small part of a full parse's cost. */
struct smsg {
	char type[16];
	char code[32];
	int64_t table, seq;
	int you;
	uint32_t to_move;
	bool over;
	int nlegal, pick; /* a uniformly random legal action's id */
};

static const char *skip_ws(const char *p, const char *e)
{
	while (p < e && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r'))
		p++;
	return p;
}

static const char *skip_string(const char *p, const char *e)
{
	for (p++; p < e; p++) {
		if (*p == '\\')
			p++;
		else if (*p == '"')
			return p + 1;
	}
	return e;
}

static const char *skip_value(const char *p, const char *e)
{
	int depth = 0;

	do {
		if (p >= e)
			return e;
		if (*p == '"') {
			p = skip_string(p, e);
		} else if (*p == '{' || *p == '[') {
			depth++;
			p++;
		} else if (*p == '}' || *p == ']') {
			depth--;
			p++;
		} else if (depth == 0) { /* a number or a literal */
			while (p < e && *p != ',' && *p != '}' && *p != ']')
				p++;
			return p;
		} else {
			p++;
		}
	} while (depth > 0);
	return p;
}

/* Calls fn(key, klen, value, end, ud) for each field of the object at p;
 * returns the end of the object, or NULL when it is not one. */
static const char *walk_object(const char *p, const char *e,
                               void (*fn)(const char *, size_t, const char *, const char *, void *),
                               void *ud)
{
	p = skip_ws(p, e);
	if (p >= e || *p != '{')
		return NULL;
	for (p++;;) {
		const char *k;
		size_t klen;

		p = skip_ws(p, e);
		if (p >= e)
			return NULL;
		if (*p == '}')
			return p + 1;
		if (*p == ',') {
			p++;
			continue;
		}
		if (*p != '"')
			return NULL;
		k = p + 1;
		p = skip_string(p, e);
		klen = (size_t)(p - 1 - k);
		p = skip_ws(p, e);
		if (p >= e || *p != ':')
			return NULL;
		p = skip_ws(p + 1, e);
		fn(k, klen, p, e, ud);
		p = skip_value(p, e);
	}
}

#define KEY(s) (klen == sizeof(s) - 1 && !memcmp(k, s, klen))

static void copy_string(char *out, size_t size, const char *v, const char *e)
{
	size_t n = 0;

	if (v < e && *v == '"')
		for (v++; v < e && *v != '"' && n + 1 < size; v++)
			out[n++] = *v;
	out[n] = '\0';
}

struct legal_scan {
	struct smsg *m;
	uint64_t *rng;
};

static void legal_field(const char *k, size_t klen, const char *v, const char *e, void *ud)
{
	struct legal_scan *ls = ud;

	(void)e;
	if (KEY("id")) { /* reservoir sampling: each id kept with chance 1/n */
		int id = (int)strtol(v, NULL, 10);

		if (rng_next(ls->rng) % (uint64_t)++ls->m->nlegal == 0)
			ls->m->pick = id;
	}
}

static void top_field(const char *k, size_t klen, const char *v, const char *e, void *ud)
{
	struct legal_scan *ls = ud;
	struct smsg *m = ls->m;

	if (KEY("type")) {
		copy_string(m->type, sizeof(m->type), v, e);
	} else if (KEY("code")) {
		copy_string(m->code, sizeof(m->code), v, e);
	} else if (KEY("table")) {
		m->table = strtoll(v, NULL, 10);
	} else if (KEY("seq")) {
		m->seq = strtoll(v, NULL, 10);
	} else if (KEY("you")) {
		m->you = *v == 'n' ? -1 : (int)strtol(v, NULL, 10);
	} else if (KEY("over")) {
		m->over = *v == 't';
	} else if (KEY("to_move") && *v == '[') {
		for (const char *p = v + 1; p < e && *p != ']';) {
			char *end;
			long s = strtol(p, &end, 10);

			if (end == p)
				break;
			if (s >= 0 && s < 32)
				m->to_move |= 1u << s;
			p = skip_ws(end, e);
			if (p < e && *p == ',')
				p++;
		}
	} else if (KEY("legal") && *v == '[') {
		for (const char *p = v + 1; p < e;) {
			p = skip_ws(p, e);
			if (p >= e || *p == ']')
				break;
			if (*p == ',') {
				p++;
				continue;
			}
			if (!(p = walk_object(p, e, legal_field, ls)))
				break;
		}
	}
}

/* Scans a NUL-terminated message; false when it is not a JSON object. */
static bool scan_msg(const char *text, size_t len, struct smsg *m, uint64_t *rng)
{
	struct legal_scan ls = {m, rng};

	memset(m, 0, sizeof(*m));
	m->you = -1;
	m->pick = -1;
	return walk_object(text, text + len, top_field, &ls) != NULL;
}

/* ---- the client --------------------------------------------------------------------------- */

static void send_text(struct bconn *c, const char *text, bool act)
{
	size_t len = strlen(text);
	struct omsg *m = malloc(sizeof(*m) + LWS_PRE + len);

	if (!m || !c->wsi) {
		free(m);
		return;
	}
	m->next = NULL;
	m->len = len;
	m->act = act;
	memcpy(m->buf + LWS_PRE, text, len);
	if (c->out_tail)
		c->out_tail->next = m;
	else
		c->out_head = m;
	c->out_tail = m;
	lws_callback_on_writable(c->wsi);
}

static void send_create(struct bconn *c)
{
	const struct opts *o = c->b->o;
	char text[512];

	if (c->b->phase == PH_DURABLE)
		snprintf(text, sizeof(text),
		         "{\"type\":\"create\",\"game\":\"%s\",\"params\":\"%s\",\"seats\":"
		         "[{\"kind\":\"me\"},{\"kind\":\"person\"}]}",
		         o->game, o->params);
	else
		snprintf(
		        text, sizeof(text),
		        "{\"type\":\"create\",\"game\":\"%s\",\"params\":\"%s\",\"level\":\"easy\","
		        "\"seats\":[{\"kind\":\"me\"},{\"kind\":\"bot\",\"level\":\"easy\"}]}",
		        o->game, o->params);
	c->creating = true;
	send_text(c, text, false);
}

/* Phase 2: the second seat of a pair sits at its partner's table. */
static void sit_partner(struct bconn *b2, int64_t table)
{
	char text[128];

	if (!b2->welcomed || b2->table == table)
		return;
	b2->table = table;
	b2->seq = -1;
	b2->acted_seq = -1;
	b2->my_turn = b2->over = b2->pending = false;
	snprintf(text, sizeof(text), "{\"type\":\"sit\",\"table\":%lld,\"seat\":1}",
	         (long long)table);
	send_text(b2, text, false);
}

static void send_act(struct bconn *c)
{
	char text[160];

	snprintf(text, sizeof(text), "{\"type\":\"act\",\"table\":%lld,\"seq\":%lld,\"action\":%d}",
	         (long long)c->table, (long long)c->seq, c->pick);
	c->pending = true;
	c->acted_seq = c->seq;
	c->t_due = 0;
	send_text(c, text, true);
}

/* Moves now (phase 2) or plans the move after a thinking while (phase 3). */
static void maybe_move(struct bconn *c)
{
	struct bench *b = c->b;

	if (c->pending || !c->my_turn || c->over || c->pick < 0 || c->seq <= c->acted_seq ||
	    c->t_due > 0)
		return;
	if (b->phase == PH_DURABLE)
		send_act(c);
	else
		c->t_due = bench_now() +
		           2.0 * b->o->think * (double)(rng_next(&c->rng) % 10001) / 10000.0;
}

static void on_message(struct bconn *c, const char *text, size_t len)
{
	struct bench *b = c->b;
	struct smsg m;

	if (!scan_msg(text, len, &m, &c->rng))
		return;
	if (!strcmp(m.type, "welcome")) {
		c->welcomed = true;
		b->k.welcomed++;
		if (b->phase == PH_BOTS || (b->phase == PH_DURABLE && c->idx % 2 == 0))
			send_create(c);
		else if (b->phase == PH_DURABLE && b->c[c->idx - 1].table)
			sit_partner(c, b->c[c->idx - 1].table);
	} else if (!strcmp(m.type, "created")) {
		c->creating = false;
		c->table = m.table;
		c->seq = -1;
		c->acted_seq = -1;
		c->my_turn = c->over = c->pending = false;
		c->t_due = 0;
		if (b->phase == PH_DURABLE)
			sit_partner(&b->c[c->idx + 1], m.table);
	} else if (!strcmp(m.type, "state")) {
		if (m.table != c->table || m.seq < c->seq)
			return;
		if (c->seq < 0)
			b->k.playing++;
		if (m.over && !c->over && b->counting &&
		    (b->phase != PH_DURABLE || c->idx % 2 == 0))
			b->k.games++;
		c->seq = m.seq;
		c->my_turn = m.you >= 0 && (m.to_move >> m.you & 1u);
		c->over = m.over;
		c->pick = m.pick;
		if (c->ok_seq && m.seq >= c->ok_seq) {
			if (b->counting && c->t_ok_send >= b->t_count)
				sample_add(&b->k.state_lat, bench_now() - c->t_ok_send);
			c->ok_seq = 0;
		}
		if (c->over && !c->creating && (b->phase == PH_BOTS || c->idx % 2 == 0))
			send_create(c); /* a new game at a new table */
	} else if (!strcmp(m.type, "ok")) {
		if (!c->pending)
			return;
		c->pending = false;
		if (b->counting && c->t_send >= b->t_count) {
			double now = bench_now();

			b->k.oks++;
			sample_add(&b->k.ok_lat, now - c->t_send);
			c->ok_seq = m.seq;
			c->t_ok_send = c->t_send;
		}
	} else if (!strcmp(m.type, "error")) {
		c->pending = false;
		if (c->creating) {
			c->creating = false;
			c->over = true; /* no new table: this connection is done */
		}
		if (!strcmp(m.code, "stale"))
			b->k.stale++;
		else if (!strcmp(m.code, "rate_limited"))
			b->k.rate_limited++;
		else {
			b->k.errors++;
			if (!b->k.first_error[0])
				snprintf(b->k.first_error, sizeof(b->k.first_error), "%.*s",
				         (int)(len < 150 ? len : 150), text);
		}
	}
	maybe_move(c);
}

static void receive(struct bconn *c, const void *in, size_t len, bool first, bool final)
{
	if (first) {
		c->rx_len = 0;
		c->rx_over = false;
	}
	if (!c->rx_over && c->rx_len + len + 1 > c->rx_cap) {
		size_t cap = c->rx_cap ? c->rx_cap : 8192;
		char *nb;

		while (cap < c->rx_len + len + 1)
			cap *= 2;
		if (cap > RX_MAX || !(nb = realloc(c->rx, cap))) {
			c->rx_over = true;
		} else {
			c->rx = nb;
			c->rx_cap = cap;
		}
	}
	if (!c->rx_over) {
		memcpy(c->rx + c->rx_len, in, len);
		c->rx_len += len;
	}
	if (!final)
		return;
	if (c->rx_over) {
		c->b->k.dropped_rx++;
		return;
	}
	c->rx[c->rx_len] = '\0';
	on_message(c, c->rx, c->rx_len);
}

static void free_out(struct bconn *c)
{
	while (c->out_head) {
		struct omsg *m = c->out_head;

		c->out_head = m->next;
		free(m);
	}
	c->out_tail = NULL;
}

static int client_cb(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                     size_t len)
{
	struct bconn *c = user;

	if (!c)
		return 0;
	switch (reason) {
	case LWS_CALLBACK_CLIENT_ESTABLISHED:
		c->opening = false;
		c->open = true;
		c->b->inflight--;
		c->b->k.established++;
		if (c->b->phase != PH_IDLE)
			send_text(c, "{\"type\":\"hello\",\"name\":\"bench\"}", false);
		break;
	case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
		if (c->opening) {
			c->opening = false;
			c->b->inflight--;
		}
		c->failed = true;
		c->wsi = NULL;
		c->b->k.failed++;
		if (!c->b->k.first_error[0])
			snprintf(c->b->k.first_error, sizeof(c->b->k.first_error),
			         "connect: %.120s", in ? (const char *)in : "(no reason)");
		break;
	case LWS_CALLBACK_CLIENT_RECEIVE:
		receive(c, in, len, lws_is_first_fragment(wsi), lws_is_final_fragment(wsi));
		break;
	case LWS_CALLBACK_CLIENT_WRITEABLE: {
		struct omsg *m = c->out_head;

		if (!m)
			break;
		if (m->act)
			c->t_send = bench_now();
		if (lws_write(wsi, m->buf + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len)
			return -1;
		c->out_head = m->next;
		if (!c->out_head)
			c->out_tail = NULL;
		free(m);
		if (c->out_head)
			lws_callback_on_writable(wsi);
		break;
	}
	case LWS_CALLBACK_CLIENT_CLOSED:
		if (c->open)
			c->b->k.closed++;
		c->open = false;
		c->closed = true;
		c->wsi = NULL;
		break;
	default:
		break;
	}
	return 0;
}

static void tick(lws_sorted_usec_list_t *sul)
{
	struct bench *b = lws_container_of(sul, struct bench, sul);

	lws_sul_schedule(b->ctx, 0, &b->sul, tick, 5 * LWS_US_PER_MS);
}

/* A client context for n connections. */
static int phase_begin(struct bench *b, enum phase ph, int n)
{
	static const struct lws_protocols idle_protocols[] = {
	        {"rink.v1", client_cb, 0, 1024, 0, NULL, 0}, {NULL, NULL, 0, 0, 0, NULL, 0}};
	static const struct lws_protocols protocols[] = {
	        {"rink.v1", client_cb, 0, 16384, 0, NULL, 0}, {NULL, NULL, 0, 0, 0, NULL, 0}};
	struct lws_context_creation_info info;
	struct rlimit rl;

	memset(&info, 0, sizeof(info));
	memset(&b->k, 0, sizeof(b->k));
	b->phase = ph;
	b->counting = false;
	b->n = n;
	b->next = 0;
	b->inflight = 0;
	b->c = calloc((size_t)n, sizeof(*b->c));
	if (!b->c)
		return -1;
	info.port = CONTEXT_PORT_NO_LISTEN;
	info.protocols = ph == PH_IDLE ? idle_protocols : protocols;
	info.user = b;
	info.fd_limit_per_thread =
	        getrlimit(RLIMIT_NOFILE, &rl) == 0 ? (unsigned int)rl.rlim_cur : 1024;
	info.timeout_secs = 30;
	b->ctx = lws_create_context(&info);
	if (!b->ctx) {
		free(b->c);
		b->c = NULL;
		return -1;
	}
	lws_sul_schedule(b->ctx, 0, &b->sul, tick, 5 * LWS_US_PER_MS);
	return 0;
}

/* Closes every connection of the phase and frees it. */
static void phase_end(struct bench *b)
{
	lws_sul_schedule(b->ctx, 0, &b->sul, NULL, LWS_SET_TIMER_USEC_CANCEL);
	lws_context_destroy(b->ctx);
	b->ctx = NULL;
	for (int i = 0; i < b->n; i++) {
		free_out(&b->c[i]);
		free(b->c[i].rx);
	}
	free(b->c);
	b->c = NULL;
}

/* Opens connections while fewer than MAX_INFLIGHT are being opened. */
static void open_more(struct bench *b)
{
	while (b->next < b->n && b->inflight < MAX_INFLIGHT) {
		struct bconn *c = &b->c[b->next];
		struct lws_client_connect_info ci;

		memset(&ci, 0, sizeof(ci));
		c->b = b;
		c->idx = b->next++;
		c->rng = 0x5eed0000u + (uint64_t)c->idx;
		c->acted_seq = -1;
		c->seq = -1;
		c->opening = true;
		b->inflight++;
		ci.context = b->ctx;
		ci.address = "127.0.0.1";
		ci.port = b->port;
		ci.path = "/";
		ci.host = "127.0.0.1";
		ci.protocol = "rink.v1";
		ci.ietf_version_or_minus_one = -1;
		ci.userdata = c;
		ci.pwsi = &c->wsi;
		if (!lws_client_connect_via_info(&ci) && c->opening) {
			c->opening = false;
			b->inflight--;
			c->failed = true;
			b->k.failed++;
		}
	}
}

/* Phase 3: writes the moves whose thinking time is up. */
static void due_moves(struct bench *b)
{
	double now = bench_now();

	for (int i = 0; i < b->n; i++) {
		struct bconn *c = &b->c[i];

		if (c->t_due > 0 && c->t_due <= now && c->wsi)
			send_act(c);
	}
}

/* Runs the client until done(b) or the deadline. */
static void run_until(struct bench *b, double deadline, bool (*done)(const struct bench *))
{
	for (long pass = 0; pass < 100000000L && bench_now() < deadline && !(done && done(b));
	     pass++) {
		open_more(b);
		if (b->phase == PH_BOTS)
			due_moves(b);
		lws_service(b->ctx, 0);
	}
}

static bool all_opened(const struct bench *b)
{
	return b->next == b->n && b->inflight == 0;
}

static bool all_welcomed(const struct bench *b)
{
	return b->k.welcomed >= b->k.established - b->k.closed;
}

static bool all_playing(const struct bench *b)
{
	return all_opened(b) && b->k.playing + b->k.failed >= b->n;
}

/* ---- the phases ----------------------------------------------------------------------------- */

struct fig_conns {
	int wanted, held, failed, hello;
	long rss0, rss1, rss2; /* KiB: before, idle, after hello */
	double open_secs, server_cpu;
	char error[160];
};

struct fig_play {
	int tables, conns, playing;
	double secs;
	long oks, stale, errors, rate_limited, games;
	double per_sec, p50, p99, max, state_p99;
	size_t samples;
	double server_cpu, client_cpu; /* seconds in the window */
	char error[160];
};

static void phase_conns(struct bench *b, pid_t pid, int n, struct fig_conns *f)
{
	double t0, until = bench_now() + (b->o->quick ? 15 : 40), cpu0 = cpu_secs(pid);

	memset(f, 0, sizeof(*f));
	f->wanted = n;
	f->rss0 = rss_kib(pid);
	if (phase_begin(b, PH_IDLE, n)) {
		snprintf(f->error, sizeof(f->error), "no client context");
		return;
	}
	t0 = bench_now();
	run_until(b, until, all_opened);
	f->open_secs = bench_now() - t0;
	run_until(b, bench_now() + 0.3, NULL); /* let the server settle */
	f->held = (int)(b->k.established - b->k.closed);
	f->failed = (int)b->k.failed;
	f->rss1 = rss_kib(pid);
	/* then each says hello: a player each, in the store */
	for (int i = 0; i < n; i++)
		if (b->c[i].open)
			send_text(&b->c[i], "{\"type\":\"hello\",\"name\":\"idle\"}", false);
	run_until(b, bench_now() + (b->o->quick ? 10 : 20), all_welcomed);
	run_until(b, bench_now() + 0.3, NULL);
	f->hello = (int)b->k.welcomed;
	f->rss2 = rss_kib(pid);
	f->server_cpu = cpu_secs(pid) - cpu0;
	snprintf(f->error, sizeof(f->error), "%s", b->k.first_error);
	phase_end(b);
}

/* Phases 2 and 3: set up the tables, then count for secs. */
static void phase_play(struct bench *b, pid_t pid, enum phase ph, int tables, struct fig_play *f)
{
	int n = ph == PH_DURABLE ? 2 * tables : tables;
	double s0, c0, t_end;

	memset(f, 0, sizeof(*f));
	f->tables = tables;
	f->conns = n;
	f->secs = b->o->secs;
	if (phase_begin(b, ph, n)) {
		snprintf(f->error, sizeof(f->error), "no client context");
		return;
	}
	run_until(b, bench_now() + (b->o->quick ? 15 : 30), all_playing);
	f->playing = (int)b->k.playing;
	/* the window */
	b->counting = true;
	b->t_count = bench_now();
	b->k.oks = b->k.stale = b->k.errors = b->k.rate_limited = b->k.games = 0;
	s0 = cpu_secs(pid);
	c0 = self_cpu();
	t_end = b->t_count + b->o->secs;
	run_until(b, t_end, NULL);
	b->counting = false;
	f->server_cpu = cpu_secs(pid) - s0;
	f->client_cpu = self_cpu() - c0;
	f->oks = b->k.oks;
	f->per_sec = (double)b->k.oks / b->o->secs;
	f->stale = b->k.stale;
	f->errors = b->k.errors;
	f->rate_limited = b->k.rate_limited;
	f->games = b->k.games;
	f->samples = b->k.ok_lat.n;
	f->p50 = quantile_ms(&b->k.ok_lat, 0.50);
	f->p99 = quantile_ms(&b->k.ok_lat, 0.99);
	f->max = quantile_ms(&b->k.ok_lat, 1.0);
	f->state_p99 = quantile_ms(&b->k.state_lat, 0.99);
	snprintf(f->error, sizeof(f->error), "%s", b->k.first_error);
	free(b->k.ok_lat.v);
	free(b->k.state_lat.v);
	b->k.ok_lat.v = b->k.state_lat.v = NULL;
	phase_end(b);
}

/* ---- options and output ---------------------------------------------------------------------- */

static const char usage[] =
        "Usage: bench_serve [--quick] [--json] [--conns N] [--tables N] [--bots N]\n"
        "                   [--secs S] [--think MS] [--game NAME] [--params P]\n"
        "Starts rink serve ($RINK, else ../rink next to this program) on a fresh store and\n"
        "prints its figures: idle connections held and memory each, durable actions a\n"
        "second, and the round trip at tables of bots. --quick: a run of a few seconds.\n";

static int parse_opts(int argc, char **argv, struct opts *o, int fd_hard)
{
	int max_conns = fd_hard - FD_MARGIN;

	*o = (struct opts){.conns = 20000,
	                   .tables = 200,
	                   .bots = 1000,
	                   .secs = 5,
	                   .think = 1.0,
	                   .game = "trickshot",
	                   .params = ""};
	for (int i = 1; i < argc; i++)
		if (!strcmp(argv[i], "--quick"))
			o->quick = true;
	if (o->quick)
		*o = (struct opts){.quick = true,
		                   .conns = 500,
		                   .tables = 50,
		                   .bots = 50,
		                   .secs = 2,
		                   .think = 0.2,
		                   .game = "trickshot",
		                   .params = ""};
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--quick"))
			continue;
		if (!strcmp(a, "--json")) {
			o->json = true;
			continue;
		}
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			fputs(usage, stdout);
			exit(0);
		}
		if (!v) {
			fprintf(stderr, "bench_serve: unknown option '%s'\n%s", a, usage);
			return -1;
		}
		i++;
		if (!strcmp(a, "--conns"))
			o->conns = atoi(v);
		else if (!strcmp(a, "--tables"))
			o->tables = atoi(v);
		else if (!strcmp(a, "--bots"))
			o->bots = atoi(v);
		else if (!strcmp(a, "--secs"))
			o->secs = atof(v);
		else if (!strcmp(a, "--think"))
			o->think = atof(v) / 1000.0;
		else if (!strcmp(a, "--game"))
			o->game = v;
		else if (!strcmp(a, "--params"))
			o->params = v;
		else {
			fprintf(stderr, "bench_serve: unknown option '%s'\n%s", a, usage);
			return -1;
		}
	}
	if (o->conns < 0 || o->tables < 0 || o->bots < 0 || o->secs <= 0 || o->secs > 600 ||
	    o->think < 0 || o->think > 60 || strpbrk(o->game, "\"\\") ||
	    strpbrk(o->params, "\"\\")) {
		fprintf(stderr, "bench_serve: an option is out of range\n%s", usage);
		return -1;
	}
	if (o->conns > max_conns)
		o->conns = max_conns > 0 ? max_conns : 0;
	if (2 * o->tables > max_conns)
		o->tables = max_conns / 2;
	if (o->bots > max_conns)
		o->bots = max_conns;
	return 0;
}

/* The rink binary: $RINK, else ../rink from this program's folder, else the built one. */
static void find_rink(const char *argv0, char *out, size_t size)
{
	const char *env = getenv("RINK");
	char self[PATH_MAX - 16];
	ssize_t n;

	if (env && *env) {
		snprintf(out, size, "%s", env);
		return;
	}
	n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	if (n > 0) {
		char *slash;

		self[n] = '\0';
		if ((slash = strrchr(self, '/'))) {
			*slash = '\0';
			snprintf(out, size, "%s/../rink", self);
			if (access(out, X_OK) == 0)
				return;
		}
	}
	(void)argv0;
	snprintf(out, size, "%s", RINK_BENCH_RINK);
}

static json_t *play_json(const struct fig_play *f)
{
	return json_pack("{s:i,s:i,s:i,s:f,s:I,s:f,s:I,s:I,s:I,s:I,s:I,s:f,s:f,s:f,s:f,s:f,s:f}",
	                 "tables", f->tables, "connections", f->conns, "playing", f->playing,
	                 "secs", f->secs, "acked", (json_int_t)f->oks, "per_sec", f->per_sec,
	                 "games", (json_int_t)f->games, "stale", (json_int_t)f->stale,
	                 "rate_limited", (json_int_t)f->rate_limited, "errors",
	                 (json_int_t)f->errors, "samples", (json_int_t)f->samples, "p50_ms", f->p50,
	                 "p99_ms", f->p99, "max_ms", f->max, "state_p99_ms", f->state_p99,
	                 "server_cpu_s", f->server_cpu, "client_cpu_s", f->client_cpu);
}

int main(int argc, char **argv)
{
	struct bench b;
	struct opts o;
	struct server srv = {0};
	struct fig_conns fc;
	struct fig_play fd, fb;
	struct rlimit rl;
	cpu_set_t was;
	char rink[PATH_MAX], dir[] = "/tmp/bench-serve-XXXXXX", model[128], path[PATH_MAX + 16];
	double hz, commits, t_start = bench_now(), cpu_total;
	int pinned = 0, rc, status = 0;
	long nproc = sysconf(_SC_NPROCESSORS_ONLN);

	/* every connection is a descriptor, here and in the server */
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	getrlimit(RLIMIT_NOFILE, &rl);
	if (parse_opts(argc, argv, &o, rl.rlim_cur > 1000000 ? 1000000 : (int)rl.rlim_cur))
		return 2;
	if (sched_getaffinity(0, sizeof(was), &was) == 0)
		pinned = CPU_COUNT(&was);
	unpin(0); /* the client shares every core with the server, as a real load would */
	signal(SIGPIPE, SIG_IGN);
	lws_set_log_level(0, NULL);
	find_rink(argv[0], rink, sizeof(rink));
	cpu_model(model, sizeof(model));
	if (!mkdtemp(dir)) {
		fprintf(stderr, "bench_serve: mkdtemp: %s\n", strerror(errno));
		return 1;
	}

	hz = bench_core_hz();
	commits = sqlite_commits(dir, o.quick ? 0.5 : 1.0);
	if (server_start(&srv, rink, dir)) {
		if (srv.pid > 0)
			server_stop(&srv);
		rc = 1;
		goto out_rmdir;
	}
	memset(&b, 0, sizeof(b));
	b.o = &o;
	b.port = srv.port;
	phase_conns(&b, srv.pid, o.conns, &fc);
	phase_play(&b, srv.pid, PH_DURABLE, o.tables, &fd);
	phase_play(&b, srv.pid, PH_BOTS, o.bots, &fb);
	cpu_total = cpu_secs(srv.pid);
	status = server_stop(&srv);
	rc = status == 0 ? 0 : 1;

	if (o.json) {
		json_t *j = json_pack(
		        "{s:{s:i,s:s,s:f,s:f,s:i},s:{s:i,s:i,s:i,s:i,s:I,s:I,s:I,s:f,s:f,s:f,s:f},"
		        "s:o,s:o,s:f,s:f,s:f,s:i}",
		        "machine", "nproc", (int)nproc, "cpu", model, "core_ghz", hz * 1e-9,
		        "sqlite_full_commits_per_s", commits, "pinned_cpus", pinned, "connections",
		        "wanted", fc.wanted, "held", fc.held, "failed", fc.failed, "hello",
		        fc.hello, "rss_before_kib", (json_int_t)fc.rss0, "rss_idle_kib",
		        (json_int_t)fc.rss1, "rss_hello_kib", (json_int_t)fc.rss2, "kib_per_conn",
		        fc.held ? (double)(fc.rss1 - fc.rss0) / fc.held : 0.0, "kib_per_conn_hello",
		        fc.held ? (double)(fc.rss2 - fc.rss0) / fc.held : 0.0, "open_secs",
		        fc.open_secs, "server_cpu_s", fc.server_cpu, "durable", play_json(&fd),
		        "bots", play_json(&fb), "think_ms", o.think * 1e3, "server_cpu_s",
		        cpu_total, "wall_s", bench_now() - t_start, "server_exit", status);

		if (!j) {
			fprintf(stderr, "bench_serve: cannot build the JSON report\n");
			rc = 1;
			goto out_rmdir;
		}
		json_object_set_new(json_object_get(j, "durable"), "game", json_string(o.game));
		json_object_set_new(json_object_get(j, "bots"), "game", json_string(o.game));
		json_dumpf(j, stdout, JSON_INDENT(2));
		putchar('\n');
		json_decref(j);
	} else {
		printf("machine: %ld cores (%s), core about %.2f GHz; started on %d of them, then "
		       "unpinned, the server too\n",
		       nproc, model, hz * 1e-9, pinned);
		printf("disk: %.0f SQLite commits/s (WAL, synchronous=FULL, one row each, in %s)\n",
		       commits, dir);
		printf("connections: %d of %d idle WebSocket connections held (%d failed) in %.1f "
		       "s; "
		       "server VmRSS %ld -> %ld KiB: %.2f KiB a connection (target 20,000 at 8 "
		       "KiB)\n",
		       fc.held, fc.wanted, fc.failed, fc.open_secs, fc.rss0, fc.rss1,
		       fc.held ? (double)(fc.rss1 - fc.rss0) / fc.held : 0.0);
		printf("connections: after %d hellos (a player each) VmRSS %ld KiB: %.2f KiB a "
		       "connection; server CPU %.2f s for the phase\n",
		       fc.hello, fc.rss2, fc.held ? (double)(fc.rss2 - fc.rss0) / fc.held : 0.0,
		       fc.server_cpu);
		if (fc.error[0])
			printf("connections: first error: %s\n", fc.error);
		printf("durable: %.0f actions/s acknowledged after commit (%ld in %.1f s; %d %s "
		       "tables of two people, %d playing, one move in flight a seat; target "
		       "20,000/s)\n",
		       fd.per_sec, fd.oks, fd.secs, fd.tables, o.game, fd.playing / 2);
		printf("durable: act -> ok p50 %.2f ms, p99 %.2f ms; %ld games ended; %ld stale, "
		       "%ld "
		       "rate-limited, %ld other errors; CPU s in the window: server %.2f, client "
		       "%.2f\n",
		       fd.p50, fd.p99, fd.games, fd.stale, fd.rate_limited, fd.errors,
		       fd.server_cpu, fd.client_cpu);
		if (fd.error[0])
			printf("durable: first error: %s\n", fd.error);
		printf("bots: act -> ok p50 %.2f ms, p99 %.2f ms, max %.2f ms (state p99 %.2f ms) "
		       "over %zu moves; %d %s tables of a person against an easy bot, %d playing, "
		       "thinking %.0f ms on average; target p99 10 ms at 1,000\n",
		       fb.p50, fb.p99, fb.max, fb.state_p99, fb.samples, fb.tables, o.game,
		       fb.playing, o.think * 1e3);
		printf("bots: %.0f person moves/s; %ld stale, %ld rate-limited, %ld other errors; "
		       "CPU "
		       "s in the window: server %.2f, client %.2f\n",
		       fb.per_sec, fb.stale, fb.rate_limited, fb.errors, fb.server_cpu,
		       fb.client_cpu);
		if (fb.error[0])
			printf("bots: first error: %s\n", fb.error);
		printf("server: %.2f CPU s in all, exit %d; bench %.1f s\n", cpu_total, status,
		       bench_now() - t_start);
	}
	if (status != 0) {
		FILE *f = fopen(srv.err_path, "r");
		char line[512];

		fprintf(stderr, "bench_serve: the server exited %d; its stderr:\n", status);
		for (int i = 0; f && i < 40 && fgets(line, sizeof(line), f); i++)
			fputs(line, stderr);
		if (f)
			fclose(f);
	}
out_rmdir:
	snprintf(path, sizeof(path), "%s/bench.db", dir);
	unlink(path);
	snprintf(path, sizeof(path), "%s/bench.db-wal", dir);
	unlink(path);
	snprintf(path, sizeof(path), "%s/bench.db-shm", dir);
	unlink(path);
	if (srv.err_path[0])
		unlink(srv.err_path);
	rmdir(dir);
	return rc;
}
