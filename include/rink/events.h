/*
 * rink/events.h: structured events emitted by every state application.
 *
 * Each apply may append events (a draw, a trade, a face-off, a goal, an
 * injury, a replacement, a result) to a caller-owned buffer; passing NULL
 * switches them off for bulk simulation. An event is a small fixed record:
 * a game-specific type code and up to eight integer arguments whose meaning
 * the game documents (see rink/slapshot.h for Slapshot's). `visible` says
 * which seats may see the event and `detail` which may also see its private
 * fields (which card was traded): the seats involved only. Games render events to text and
 * JSON through rink_event_text and rink_event_json (rink/game.h).
 */
#ifndef RINK_EVENTS_H
#define RINK_EVENTS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_EVENT_ARGS  8
#define RINK_SEEN_BY_ALL 0xffffffffu

struct rink_event {
	uint16_t type;                /* game-specific event type */
	uint32_t visible;             /* bit i set: seat i may see the event */
	uint32_t detail;              /* bit i set: seat i may also see its
	                                 private fields (cards passed face down) */
	int16_t arg[RINK_EVENT_ARGS]; /* meaning depends on type */
};

struct rink_events {
	struct rink_event *v; /* owned array of n events, capacity cap */
	size_t n;
	size_t cap;
};

/* Empties the buffer without freeing its memory. */
static inline void rink_events_clear(struct rink_events *ev)
{
	ev->n = 0;
}

/* Appends one event seen by every seat, private fields by the seats in
 * detail; returns a pointer to it (arguments zeroed), or NULL when memory ran
 * out (the event is then dropped). */
struct rink_event *rink_events_push(struct rink_events *ev, uint16_t type, uint32_t detail);

/* Frees the buffer's memory; the struct itself is the caller's. */
void rink_events_free(struct rink_events *ev);

#ifdef __cplusplus
}
#endif

#endif
