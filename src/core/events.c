/*
 * core/events.c: the growable event buffer.
 */
#include <stdlib.h>
#include <string.h>

#include "rink/events.h"

struct rink_event *rink_events_push(struct rink_events *ev, uint16_t type, uint32_t detail)
{
	struct rink_event *e;

	if (ev->n == ev->cap) {
		size_t cap = ev->cap ? ev->cap * 2 : 64;
		struct rink_event *v = realloc(ev->v, cap * sizeof(*v));
		if (!v)
			return NULL;
		ev->v = v;
		ev->cap = cap;
	}
	e = &ev->v[ev->n++];
	memset(e, 0, sizeof(*e));
	e->type = type;
	e->visible = RINK_SEEN_BY_ALL;
	e->detail = detail;
	return e;
}

void rink_events_free(struct rink_events *ev)
{
	if (!ev)
		return;
	free(ev->v);
	ev->v = NULL;
	ev->n = ev->cap = 0;
}
