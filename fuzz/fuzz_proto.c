/*
 * fuzz_proto: rink.v1 messages from the network (rink serve's protocol,
 * docs/PROTOCOL.md) into the server's own handler, proto_handle.
 *
 * Input: messages one a line, as one client sends them. Each input gets a
 * fresh server: a store in memory, one bot worker, no socket (a
 * libwebsockets context that listens nowhere, for the workers' wake-ups),
 * and one connection. After every message the pass ends as the server's
 * loop ends it: the store commits, changed tables broadcast, and every
 * message the connection would be sent must be JSON (an object with a
 * "type"), or the harness aborts. At the end the worker is stopped before
 * the tables are freed, as rink serve does.
 */
#include <libwebsockets.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct lws_context *ctx;
static struct serve_opts opts = {.listen = "127.0.0.1", .db = ":memory:", .lease_s = 30};

/* Every message held or queued for c is a JSON object with a type. */
static void drain(struct conn *c)
{
	struct outmsg *lists[2] = {c->held_head, c->out_head};

	for (int i = 0; i < 2; i++)
		for (struct outmsg *m = lists[i]; m;) {
			struct outmsg *next = m->next;
			json_t *v = json_loadb((const char *)m->buf + LWS_PRE, m->len, 0, NULL);
			if (!v || !json_is_string(json_object_get(v, "type")))
				abort();
			json_decref(v);
			free(m);
			m = next;
		}
	c->held_head = c->held_tail = c->out_head = c->out_tail = NULL;
	c->queued = c->queued_bytes = 0;
}

/* The end of a loop pass, as rink serve's, then the client's messages
 * read here instead of sent. */
static void pass_end(struct serve *srv, struct conn *c)
{
	if (!serve_commit_broadcast(srv))
		abort(); /* an in-memory store commits */
	srv->flush = NULL;
	c->in_flush = false;
	drain(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct serve srv;
	struct conn *c;
	struct rink_error err;

	if (!ctx) {
		struct lws_context_creation_info info;
		memset(&info, 0, sizeof(info));
		info.port = CONTEXT_PORT_NO_LISTEN;
		lws_set_log_level(0, NULL);
		if (!(ctx = lws_create_context(&info)))
			abort();
	}
	memset(&srv, 0, sizeof(srv));
	srv.o = &opts;
	srv.ctx = ctx;
	srv.now_ms = 1000000;
	if (!(srv.store = rink_store_open(":memory:", &err)))
		abort();
	if (!(srv.pool = pool_new(ctx, 1)))
		abort();
	if (!(c = calloc(1, sizeof(*c))))
		abort();
	c->srv = &srv;
	c->id = 1;
	c->tokens = SERVE_BURST;
	c->tokens_ms = c->flood_ms = srv.now_ms;
	srv.conns = c;
	for (size_t at = 0; at < size;) {
		const uint8_t *nl = memchr(data + at, '\n', size - at);
		size_t len = nl ? (size_t)(nl - (data + at)) : size - at;
		proto_handle(&srv, c, (const char *)data + at, len);
		pass_end(&srv, c);
		at += len + 1;
		srv.now_ms += 10;
	}
	pool_free(srv.pool); /* the worker done before the tables go */
	proto_closed(&srv, c);
	pass_end(&srv, c);
	tables_free(&srv);
	free(c->rx);
	replay_forget(c);
	free(c);
	rink_store_close(srv.store);
	return 0;
}
