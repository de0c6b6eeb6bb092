/*
 * serve/conn.c: the rink.v1 WebSocket connections: frames in, queues out.
 *
 * In: a message may come in fragments; they are joined up to
 * SERVE_MAX_MESSAGE bytes, and a longer message is dropped whole with one
 * "too_large" error (the connection stays). A token bucket (SERVE_RATE a
 * second, SERVE_BURST at once) limits each client: a message over the limit
 * is dropped, with a "rate_limited" error at most once a second, and a
 * client that has more than SERVE_FLOOD_CLOSE messages dropped within
 * SERVE_FLOOD_WINDOW_MS is closed.
 *
 * Out: every message is first held (conn_send) until the loop pass's
 * commit returns, then moved to the connection's queue and written one
 * message per WRITEABLE callback, as libwebsockets asks. The queue is
 * bounded (SERVE_QUEUE_MAX messages, SERVE_QUEUE_BYTES bytes): a client
 * that does not read is closed rather than let it hold memory or slow
 * anyone else.
 */
#include <libwebsockets.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve/serve.h"

static void drop(struct conn *c, const char *why)
{
	if (c->closing)
		return;
	c->closing = true;
	if (!c->srv->o->quiet)
		fprintf(stderr, "rink serve: connection %llu closed: %s\n",
		        (unsigned long long)c->id, why);
	lws_close_reason(c->wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, (unsigned char *)why,
	                 strlen(why));
	lws_callback_on_writable(c->wsi); /* the callback returns -1: closed */
}

void conn_send(struct conn *c, json_t *msg)
{
	char *text;

	if (!msg)
		return;
	if (c->closing) {
		json_decref(msg);
		return;
	}
	text = json_dumps(msg, JSON_COMPACT);
	json_decref(msg);
	if (!text)
		return;
	conn_send_text(c, text, strlen(text));
	free(text);
}

void conn_send_text(struct conn *c, const char *text, size_t len)
{
	struct outmsg *m;

	if (c->closing)
		return;
	if (c->queued + 1 > SERVE_QUEUE_MAX || c->queued_bytes + len > SERVE_QUEUE_BYTES) {
		drop(c, "the client reads too slowly");
		return;
	}
	m = malloc(sizeof(*m) + LWS_PRE + len);
	if (!m) {
		drop(c, "out of memory");
		return;
	}
	m->next = NULL;
	m->len = len;
	memcpy(m->buf + LWS_PRE, text, len);
	if (c->held_tail)
		c->held_tail->next = m;
	else
		c->held_head = m;
	c->held_tail = m;
	c->queued++;
	c->queued_bytes += len;
	if (!c->in_flush) {
		c->in_flush = true;
		c->flush_next = c->srv->flush;
		c->srv->flush = c;
	}
}

void conn_error(struct conn *c, const json_t *ref, const char *code, const char *fmt, ...)
{
	char text[600];
	va_list ap;
	json_t *o;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	o = json_pack("{s:s,s:s,s:s}", "type", "error", "code", code, "message", text);
	if (o && ref)
		json_object_set(o, "ref", (json_t *)ref);
	conn_send(c, o);
}

/* Moves a connection's held messages to its queue (after the commit). */
static void release(struct conn *c)
{
	if (!c->held_head)
		return;
	if (c->out_tail)
		c->out_tail->next = c->held_head;
	else
		c->out_head = c->held_head;
	c->out_tail = c->held_tail;
	c->held_head = c->held_tail = NULL;
	lws_callback_on_writable(c->wsi);
}

void conn_release_all(struct serve *srv)
{
	while (srv->flush) {
		struct conn *c = srv->flush;

		srv->flush = c->flush_next;
		c->in_flush = false;
		release(c);
	}
}

static void free_list(struct outmsg *m)
{
	while (m) {
		struct outmsg *next = m->next;

		free(m);
		m = next;
	}
}

static bool rate_ok(struct conn *c)
{
	int64_t now = c->srv->now_ms;

	c->tokens += (double)(now - c->tokens_ms) * SERVE_RATE / 1000.0;
	if (c->tokens > SERVE_BURST)
		c->tokens = SERVE_BURST;
	c->tokens_ms = now;
	if (now - c->flood_ms > SERVE_FLOOD_WINDOW_MS) { /* a new window */
		c->flood_ms = now;
		c->dropped = 0;
	}
	if (c->tokens >= 1.0) {
		c->tokens -= 1.0;
		return true;
	}
	if (++c->dropped > SERVE_FLOOD_CLOSE) {
		drop(c, "flooding");
		return false;
	}
	if (now - c->warned_ms >= 1000) { /* one word a second, not one a message */
		c->warned_ms = now;
		conn_error(c, NULL, "rate_limited",
		           "more than %.0f messages a second: messages are dropped until you slow "
		           "down",
		           SERVE_RATE);
	}
	return false;
}

static void receive(struct conn *c, const void *in, size_t len, bool first, bool final)
{
	if (first && final && len <= SERVE_MAX_MESSAGE) { /* whole: read in place */
		if (rate_ok(c))
			proto_handle(c->srv, c, in, len);
		return;
	}
	if (first) {
		c->rx_len = 0;
		c->rx_too_big = false;
	}
	if (!c->rx_too_big) {
		if (c->rx_len + len > SERVE_MAX_MESSAGE) {
			c->rx_too_big = true;
			free(c->rx);
			c->rx = NULL;
			c->rx_len = 0;
		} else {
			if (!c->rx && !(c->rx = malloc(SERVE_MAX_MESSAGE))) {
				drop(c, "out of memory");
				return;
			}
			memcpy(c->rx + c->rx_len, in, len);
			c->rx_len += len;
		}
	}
	if (!final)
		return;
	if (!rate_ok(c))
		goto out;
	if (c->rx_too_big)
		conn_error(c, NULL, "too_large", "a message is at most %d bytes",
		           SERVE_MAX_MESSAGE);
	else
		proto_handle(c->srv, c, c->rx, c->rx_len);
out:
	/* the buffer is kept only while a message is in fragments */
	free(c->rx);
	c->rx = NULL;
	c->rx_len = 0;
}

int conn_callback(struct lws *wsi, int reason, void *user, void *in, size_t len)
{
	struct conn *c = user;
	struct serve *srv = lws_context_user(lws_get_context(wsi));

	switch (reason) {
	case LWS_CALLBACK_ESTABLISHED:
		memset(c, 0, sizeof(*c));
		c->srv = srv;
		c->wsi = wsi;
		c->id = ++srv->next_conn;
		c->tokens = SERVE_BURST;
		c->tokens_ms = srv->now_ms;
		c->flood_ms = srv->now_ms;
		c->warned_ms = srv->now_ms - 1000;
		c->next = srv->conns;
		srv->conns = c;
		break;
	case LWS_CALLBACK_RECEIVE:
		if (!c->closing)
			receive(c, in, len, lws_is_first_fragment(wsi), lws_is_final_fragment(wsi));
		break;
	case LWS_CALLBACK_SERVER_WRITEABLE: {
		struct outmsg *m = c->out_head;

		if (c->closing)
			return -1;
		if (!m)
			break;
		if (lws_write(wsi, m->buf + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len)
			return -1;
		c->out_head = m->next;
		if (!c->out_head)
			c->out_tail = NULL;
		c->queued--;
		c->queued_bytes -= m->len;
		free(m);
		if (c->out_head)
			lws_callback_on_writable(wsi);
		break;
	}
	case LWS_CALLBACK_CLOSED:
		proto_closed(srv, c);
		for (struct conn **p = &srv->conns; *p; p = &(*p)->next)
			if (*p == c) {
				*p = c->next;
				break;
			}
		for (struct conn **p = &srv->flush; *p; p = &(*p)->flush_next)
			if (*p == c) {
				*p = c->flush_next;
				break;
			}
		free_list(c->out_head);
		free_list(c->held_head);
		free(c->rx);
		replay_forget(c);
		memset(c, 0, sizeof(*c));
		break;
	case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
		serve_wakeup(srv);
		break;
	default:
		break;
	}
	return 0;
}
