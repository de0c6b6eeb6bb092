/*
 * serve/serve.c: `rink serve`'s context, loop and stop.
 *
 * The loop, one pass at a time:
 *   1. lws_service: connections read and write; messages are handled as
 *      they come (proto.c), each accepted action written to the store in
 *      the pass's transaction; a worker's finished bot move, or a signal,
 *      wakes the loop (LWS_CALLBACK_EVENT_WAIT_CANCELLED -> serve_wakeup);
 *      a timer runs the clocks and renews leases (tick).
 *   2. serve_flush: the transaction commits (one commit for every action of
 *      the pass, on every table), and only then is anything said: the
 *      changed tables' watchers get their events and states, and every
 *      held reply goes out.
 * SIGINT or SIGTERM ends the loop after its pass; the last writes are
 * given up to two seconds to leave, leases are released, and the store
 * closes.
 */
#include <errno.h>
#include <libwebsockets.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "serve/serve.h"

static volatile sig_atomic_t stop_signal;
static struct lws_context *signal_ctx;

static void on_signal(int sig)
{
	stop_signal = sig;
	if (signal_ctx)
		lws_cancel_service(signal_ctx);
}

static int64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

bool serve_tx(struct serve *srv)
{
	struct rink_error err;

	if (srv->failed)
		return false;
	if (srv->in_tx)
		return true;
	if (rink_store_begin(srv->store, &err) != RINK_OK) {
		fprintf(stderr, "rink serve: %s\n", err.text);
		srv->failed = true;
		return false;
	}
	srv->in_tx = true;
	return true;
}

bool serve_commit_broadcast(struct serve *srv)
{
	struct rink_error err;

	if (srv->in_tx) {
		srv->in_tx = false;
		if (rink_store_commit(srv->store, &err) != RINK_OK) {
			/* nothing of this pass was said: the process stops, and a
			 * restart resumes from what the store holds */
			fprintf(stderr, "rink serve: %s: stopping\n", err.text);
			srv->failed = true;
			return false;
		}
	}
	if (srv->failed)
		return false;
	while (srv->dirty) {
		struct table *t = srv->dirty;

		srv->dirty = t->dirty_next;
		t->dirty = false;
		table_broadcast(srv, t);
		t->facts_dirty = false;
	}
	srv->pass++; /* a state sent from now on is news for the next pass */
	return true;
}

void serve_flush(struct serve *srv)
{
	if (serve_commit_broadcast(srv))
		conn_release_all(srv);
}

void serve_wakeup(struct serve *srv)
{
	struct pool_job *j = pool_done(srv->pool);

	srv->now_ms = now_ms();
	while (j) {
		struct pool_job *next = j->next;
		struct table *t = table_find(srv, j->table);

		if (j->done) {
			j->done(srv, j);
		} else if (j->hint_conn) {
			proto_hint_done(srv, j);
		} else if (t) {
			struct seat *s = &t->seats[j->seat];
			struct rink_error err;
			const char *code;
			char actor[64];

			s->busy = false;
			snprintf(actor, sizeof(actor), "bot:%s", rink_bot_kind(j->bot));
			/* a move chosen before the seat's moves changed is asked again */
			if (j->seq < s->since ||
			    table_act(srv, t, j->seat, j->action, actor, &code, &err) != RINK_OK)
				table_tick(srv, t);
		}
		pool_job_free(j);
		j = next;
	}
}

static void heard(void *ud, int64_t table, int64_t seq)
{
	table_heard(ud, table, seq);
}

static lws_sorted_usec_list_t tick_sul;
static struct serve *tick_srv;

static void tick(lws_sorted_usec_list_t *sul)
{
	struct serve *srv = tick_srv;
	static int64_t last_lease;
	struct rink_error err;

	srv->now_ms = now_ms();
	for (struct table *t = srv->tables; t; t = t->next)
		table_tick(srv, t);
	tables_unload_idle(srv);
	if (srv->o->owner && srv->now_ms - last_lease > (int64_t)srv->o->lease_s * 1000 / 3) {
		last_lease = srv->now_ms;
		for (struct table *t = srv->tables; t; t = t->next) {
			bool was = t->held;

			if (t->over || !serve_tx(srv))
				continue;
			/* renewed while we hold it; taken over when its holder is gone */
			rink_store_lease(srv->store, t->id, srv->owner,
			                 srv->now_ms + (int64_t)srv->o->lease_s * 1000, &t->held,
			                 NULL);
			if (t->held && !was)
				table_catch_up(srv, t);
		}
	}
	if (rink_store_heard(srv->store, heard, srv, &err) != RINK_OK) {
		fprintf(stderr, "rink serve: %s\n", err.text);
		srv->failed = true;
	}
	lws_sul_schedule(srv->ctx, 0, sul, tick, SERVE_TICK_MS * LWS_US_PER_MS);
}

/* HTTP, and the refusal of a WebSocket that did not ask for rink.v1 (lws
 * would bind it to this first protocol, where its messages would vanish). */
static int http_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                         size_t len)
{
	if (reason == LWS_CALLBACK_FILTER_PROTOCOL_CONNECTION || reason == LWS_CALLBACK_ESTABLISHED)
		return -1;
	return lws_callback_http_dummy(wsi, reason, user, in, len);
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                    size_t len)
{
	return conn_callback(wsi, (int)reason, user, in, len);
}

static int open_files_limit(void)
{
	struct rlimit rl;

	/* each connection is a descriptor: take the hard limit we may have */
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	return getrlimit(RLIMIT_NOFILE, &rl) == 0 ? (int)rl.rlim_cur : 1024;
}

int serve_run(const struct serve_opts *o)
{
	static const struct lws_protocols protocols[] = {
	        {"http", http_callback, 0, 0, 0, NULL, 0},
	        {SERVE_PROTOCOL, callback, sizeof(struct conn), 4096, 0, NULL, 0},
	        {NULL, NULL, 0, 0, 0, NULL, 0}};
	static const struct lws_protocol_vhost_options mime_mjs = {NULL, NULL, ".mjs",
	                                                           "text/javascript"};
	struct lws_http_mount mount = {0};
	struct lws_context_creation_info info = {0};
	struct serve srv = {0};
	struct rink_error err;
	struct lws_vhost *vh;
	int rc = 1, listen_fd = -1;
	char origin[4096];

	srv.o = o;
	srv.now_ms = now_ms();
	snprintf(srv.owner, sizeof(srv.owner), "%s", o->owner ? o->owner : "");
	srv.store = rink_store_open(o->db, &err);
	if (!srv.store) {
		fprintf(stderr, "rink serve: %s\n", err.text);
		return 1;
	}
	if (!realpath(o->web, origin)) {
		fprintf(stderr, "rink serve: --web %s: %s\n", o->web, strerror(errno));
		goto out_close_store;
	}
	mount.mountpoint = "/";
	mount.mountpoint_len = 1;
	mount.origin = origin;
	mount.def = "index.html";
	mount.origin_protocol = LWSMPRO_FILE;
	mount.extra_mimetypes = &mime_mjs;

	lws_set_log_level(LLL_ERR, NULL);
	info.port = o->port;
	info.iface = o->listen;
	info.protocols = protocols;
	info.mounts = &mount;
	info.user = &srv;
	info.fd_limit_per_thread = (unsigned int)open_files_limit();
	info.options = LWS_SERVER_OPTION_HTTP_HEADERS_SECURITY_BEST_PRACTICES_ENFORCE |
	               LWS_SERVER_OPTION_VALIDATE_UTF8;
	if (!strchr(o->listen, ':')) /* an IPv4 address: bind it, not [::] */
		info.options |= LWS_SERVER_OPTION_DISABLE_IPV6;
	if (o->tls_cert) {
		info.options |= LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
		info.ssl_cert_filepath = o->tls_cert;
		info.ssl_private_key_filepath = o->tls_key;
	}
	info.timeout_secs = 30;
	srv.ctx = lws_create_context(&info);
	if (!srv.ctx) {
		fprintf(stderr, "rink serve: cannot listen on %s port %d\n", o->listen, o->port);
		goto out_close_store;
	}
	vh = lws_get_vhost_by_name(srv.ctx, "default");
	srv.pool =
	        pool_new(srv.ctx, o->workers > 0 ? o->workers : (int)sysconf(_SC_NPROCESSORS_ONLN));
	if (!srv.pool) {
		fprintf(stderr, "rink serve: cannot start the bots' threads\n");
		goto out_destroy;
	}
	if (rink_store_listen(srv.store, &listen_fd, &err) != RINK_OK ||
	    tables_load(&srv, &err) != RINK_OK) {
		fprintf(stderr, "rink serve: %s\n", err.text);
		goto out_destroy;
	}
	serve_flush(&srv);

	signal_ctx = srv.ctx;
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGPIPE, SIG_IGN);
	tick_srv = &srv;
	lws_sul_schedule(srv.ctx, 0, &tick_sul, tick, SERVE_TICK_MS * LWS_US_PER_MS);

	printf("rink serve: open %s://%s:%d/ (store: %s %s)\n", o->tls_cert ? "https" : "http",
	       o->listen, vh ? lws_get_vhost_listen_port(vh) : o->port,
	       rink_store_backend(srv.store), o->db);
	fflush(stdout);

	while (!stop_signal && !srv.failed) {
		lws_service(srv.ctx, 0);
		srv.now_ms = now_ms();
		serve_flush(&srv);
	}
	/* the pass's last writes leave before the context goes */
	if (!srv.failed) {
		int64_t until = now_ms() + 2000;

		serve_flush(&srv);
		for (;;) {
			bool pending = false;

			for (struct conn *c = srv.conns; c; c = c->next)
				pending = pending || c->out_head;
			if (!pending || now_ms() > until)
				break;
			lws_service(srv.ctx, 0);
		}
		rc = 0;
	}
	if (srv.o->owner)
		for (struct table *t = srv.tables; t; t = t->next)
			if (t->held)
				rink_store_release(srv.store, t->id, srv.owner, NULL);
	fprintf(stderr, "rink serve: stopped%s\n", srv.failed ? " (the store failed)" : "");
out_destroy:
	lws_sul_schedule(srv.ctx, 0, &tick_sul, NULL, LWS_SET_TIMER_USEC_CANCEL);
	pool_free(srv.pool);
	signal_ctx = NULL;
	lws_context_destroy(srv.ctx);
	tables_free(&srv);
out_close_store:
	rink_store_close(srv.store);
	return rc;
}
