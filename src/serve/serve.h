/*
 * serve/serve.h: what the files of `rink serve` share.
 *
 * One event-loop thread (libwebsockets) owns every table, connection and
 * the store. Bots run on a pool of worker threads (pool.c) that see only a
 * copy of a position and hand their moves back through a queue and
 * lws_cancel_service. The server knows no game: it plays tables through the
 * game interface (rink/game.h) and sends each seat the views, events and
 * legal moves that interface gives that seat (msg.c).
 *
 * Durability: an accepted action is applied in memory and written to the
 * store inside the loop pass's transaction; every message produced during
 * a pass is held on its connection until the pass's commit has returned
 * (serve_flush), so no one hears of an action that a crash could lose.
 *
 * Files: serve.c (options, context, loop, signals), conn.c (the WebSocket
 * protocol: frames, queues, limits), proto.c (the rink.v1 messages),
 * table.c (tables in play: seats, actions, bots, clocks, ratings, watchers),
 * record.c (a table's record: made, stored, read back, caught up),
 * msg.c (what each seat is sent), replay.c (a finished match or a save, step
 * by step), pool.c (worker threads), auth.c (players and tokens). The
 * protocol is docs/PROTOCOL.md.
 */
#ifndef RINK_SERVE_H
#define RINK_SERVE_H

#include <jansson.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rink/bot.h"
#include "rink/game.h"
#include "rink/match.h"
#include "rink/store.h"

#define SERVE_PROTOCOL           "rink.v1"
#define SERVE_MAX_MESSAGE        (64 * 1024)       /* bytes in one client message */
#define SERVE_QUEUE_MAX          1024              /* messages queued to one client */
#define SERVE_QUEUE_BYTES        (8 * 1024 * 1024) /* bytes queued to one client */
#define SERVE_RATE               200.0             /* messages a second, sustained */
#define SERVE_BURST              1000.0            /* messages at once */
#define SERVE_FLOOD_CLOSE        2000              /* dropped in a window: then closed */
#define SERVE_FLOOD_WINDOW_MS    10000
#define SERVE_TICK_MS            200 /* the clocks' timer */
#define SERVE_TABLES_PER_PLAYER  50  /* tables in play one player may create */
#define SERVE_MAX_SUBS           64  /* connections watching a table */
#define SERVE_LEAGUES_PER_PLAYER 20  /* leagues one player may own */

#define SERVE_EVENTS_PER_MESSAGE 200   /* seqs of events in one message */
#define SERVE_IDLE_UNLOAD_MS     60000 /* a finished, unwatched table leaves memory */

struct lws;
struct lws_context;
struct serve;

/* ---- options ------------------------------------------------------------ */

struct serve_opts {
	const char *listen;   /* address to bind: "127.0.0.1" unless told */
	int port;             /* 0: any free port (printed) */
	const char *db;       /* SQLite path or postgresql:// URI */
	const char *web;      /* folder of the browser client */
	const char *tls_cert; /* PEM files: both or neither */
	const char *tls_key;
	int workers;       /* bot threads (0: the number of cores) */
	const char *owner; /* this process's name for leases (PostgreSQL) */
	int lease_s;       /* a lease lasts this long, renewed every third of it */
	bool quiet;        /* no per-connection log lines */
};

/* Runs the server until SIGINT or SIGTERM: 0 after a clean stop, else 1
 * with the reason on stderr. */
int serve_run(const struct serve_opts *o);

/* ---- connections ------------------------------------------------------------ */

struct outmsg {
	struct outmsg *next;
	size_t len;
	unsigned char buf[]; /* LWS_PRE bytes of headroom, then len bytes */
};

struct conn {
	struct serve *srv;
	struct lws *wsi;
	uint64_t id;             /* this connection's number, for logs */
	int64_t player;          /* 0 until hello */
	struct outmsg *out_head; /* written one per WRITEABLE callback */
	struct outmsg *out_tail;
	struct outmsg *held_head; /* waiting for the pass's commit */
	struct outmsg *held_tail;
	size_t queued;       /* messages in out and held */
	size_t queued_bytes; /* their bytes */
	char *rx;            /* a message arriving in fragments */
	size_t rx_len;
	bool rx_too_big;         /* the message being received is dropped */
	double tokens;           /* the rate limit's bucket */
	int64_t tokens_ms;       /* when it was last filled */
	int dropped;             /* messages dropped by the limit in this window */
	int64_t flood_ms;        /* when the window began */
	int64_t warned_ms;       /* the last rate_limited error */
	bool closing;            /* dropped: no more output */
	struct conn *next;       /* the server's list */
	struct conn *flush_next; /* the pass's list of connections holding output */
	bool in_flush;
	char league[64];                 /* the league it follows: the last it asked for */
	rink_match *replay_save;         /* the last save replayed, rebuilt (replay.c) */
	unsigned char replay_digest[32]; /* SHA-256 of its JSON text */
};

/* Queues a message (held until the pass commits); on a full queue the
 * connection is dropped. Takes over msg's reference. */
void conn_send(struct conn *c, json_t *msg);
/* The lws protocol callback of rink.v1 connections. */
int conn_callback(struct lws *wsi, int reason, void *user, void *in, size_t len);
/* Moves every held message to its connection's queue (after a commit). */
void conn_release_all(struct serve *srv);
/* Queues a message already written as text (copied). */
void conn_send_text(struct conn *c, const char *text, size_t len);
/* An error reply: {"type":"error","code":CODE,"message":TEXT,"ref":REF}. */
void conn_error(struct conn *c, const json_t *ref, const char *code, const char *fmt, ...)
        __attribute__((format(printf, 4, 5)));

/* ---- tables ------------------------------------------------------------------ */

enum seat_kind { SEAT_OPEN, SEAT_PLAYER, SEAT_BOT };

struct seat {
	enum seat_kind kind;
	int64_t player;     /* SEAT_PLAYER: who sits (0 while open) */
	char level[32];     /* SEAT_BOT: the level or kind asked for */
	char replaced[16];  /* "", "clock" or "resign": a bot took the seat */
	rink_bot *bot;      /* the bot playing it (bot seats, replaced seats) */
	bool busy;          /* a worker is choosing its move */
	int64_t since;      /* seq at which its legal moves last changed */
	int64_t turn_ms;    /* when it last had to act (clocks) */
	int64_t bank_ms;    /* time left in its bank (clocks) */
	uint64_t legal_sig; /* signature of its legal moves, to see them change */
	char name[64];      /* SEAT_PLAYER: the player's name, read once */
};

struct sub {
	struct conn *c;
	int seat;           /* the seat it plays, or RINK_SPECTATOR */
	int64_t sent_seq;   /* events up to here have been sent */
	uint64_t told_pass; /* the loop pass in which it was last sent the state */
	bool needs_info;    /* the game's unchanging facts go with the next state */
};

struct table {
	int64_t id;
	char name[64];
	rink_match *m;
	int nseats;
	struct seat seats[RINK_MAX_SEATS];
	char level[32]; /* the bots that take over a seat: easy, medium, hard */
	int move_s;     /* clock: seconds a move, 0 when the table has no clock */
	int bank_s;     /* clock: the bank every seat starts with */
	bool rated;
	bool public_;
	char invite[33]; /* the invite code: hex */
	int64_t creator;
	int64_t created_ms;
	bool over;
	int64_t used_ms;        /* last asked for: a finished table idle for a
	                           minute leaves memory (read again when named) */
	bool held;              /* this process holds its lease (PostgreSQL) */
	bool broken;            /* its record could not be replayed: read-only */
	struct rink_events log; /* every event since the start */
	int64_t *log_seq;       /* the seq each event came from */
	size_t log_cap;
	struct sub subs[SERVE_MAX_SUBS];
	int nsubs;
	bool dirty; /* to announce at the pass's end */
	bool meta_dirty;
	bool facts_dirty; /* seats or flags changed: every watcher is told */
	struct table *next;
	struct table *dirty_next;
};

/* ---- the server ---------------------------------------------------------------- */

struct pool;

struct serve {
	const struct serve_opts *o;
	struct lws_context *ctx;
	rink_store *store;
	struct pool *pool;
	struct table *tables; /* every table this process has loaded */
	struct table *dirty;  /* tables changed in this pass */
	struct conn *conns;   /* every open connection */
	struct conn *flush;   /* connections holding output */
	bool in_tx;           /* the pass's transaction is open */
	uint64_t pass;        /* loop passes so far (serve_flush counts them) */
	uint64_t next_conn;
	int64_t now_ms;
	char owner[64];
	bool failed; /* the store failed: stop */
};

/* The end of a loop pass less the sending: commits the pass's transaction
 * (false, and the server stops, when that fails) and broadcasts the tables
 * that changed to their connections' held queues. serve_flush then
 * releases the queues to the sockets. */
bool serve_commit_broadcast(struct serve *srv);
/* Opens the pass's transaction if it is not yet; false (and the server
 * stops) when the store fails. */
bool serve_tx(struct serve *srv);
/* Ends a loop pass: commits, then releases held messages. */
void serve_flush(struct serve *srv);
/* In the loop, when a worker or a signal woke it: takes the bots' moves. */
void serve_wakeup(struct serve *srv);

/* record.c: the record, and table.c: the play. */
extern const char *const seat_kind_names[]; /* by enum seat_kind */
void table_free(struct table *t);
/* Writes the table's meta (and the result once over) in the pass's
 * transaction; announces it to other processes. */
void table_save_meta(struct serve *srv, struct table *t);
/* Appends an apply's events to the table's log, each with seq. */
int table_log_events(struct table *t, const struct rink_events *ev, int64_t seq);
/* After any change: seats whose moves changed, clocks, bots; marks t. */
void table_changed(struct serve *srv, struct table *t);

/* Loads every open table from the store (server start). */
int tables_load(struct serve *srv, struct rink_error *err);
void tables_free(struct serve *srv);
/* Frees finished tables nobody has asked for in SERVE_IDLE_UNLOAD_MS. */
void tables_unload_idle(struct serve *srv);
struct table *table_find(struct serve *srv, int64_t id);
/* table_find, or a table read from the store (a finished one): NULL when
 * there is none. */
struct table *table_open(struct serve *srv, int64_t id);
/* False for parameters that name a file outside rink's data folder (a value
 * starting with '/', '.' or '~', or any ".."): what a client may not ask. */
bool table_params_safe(const char *params);
/* Makes a table from a create request; NULL with code and err filled. */
struct table *table_create(struct serve *srv, struct conn *c, const json_t *req, const char **code,
                           struct rink_error *err);
/* Applies seat's action, stores it and tells everyone. RINK_OK, or an error
 * with code set ("illegal", "not_your_turn" ...) and err filled. */
int table_act(struct serve *srv, struct table *t, int seat, int action, const char *actor,
              const char **code, struct rink_error *err);
/* A bot of the table's level takes seat for good (why: "clock", "resign"). */
void table_replace(struct serve *srv, struct table *t, int seat, const char *why);
/* Marks t changed: its watchers hear of it at the pass's end. */
void table_mark(struct serve *srv, struct table *t);
/* Writes the table's meta (seats, flags) and tells its watchers. */
void table_save(struct serve *srv, struct table *t);
void table_subscribe(struct serve *srv, struct table *t, struct conn *c, int seat,
                     const json_t *ref);
void table_unsubscribe(struct table *t, struct conn *c);
/* At the pass's end: tells every watcher of t what it has not heard,
 * building each message once for all watchers of the same seat. */
void table_broadcast(struct serve *srv, struct table *t);
/* Sends c everything since seq (events it may see) and the state. */
void table_send_since(struct table *t, struct sub *s, int64_t seq);
struct sub *table_sub(struct table *t, struct conn *c);
/* The seats player holds at t, as a bitmask. */
uint32_t table_seats_of(const struct table *t, int64_t player);
/* Starts the bots whose turn it is; settles expired clocks. */
void table_tick(struct serve *srv, struct table *t);
/* A summary for the table list, as c's player sees it. */
json_t *table_summary(struct serve *srv, const struct table *t, int64_t player);
/* Another process announced table id at seq (PostgreSQL): catch up. */
void table_heard(struct serve *srv, int64_t id, int64_t seq);
/* Reads what other processes committed to t (actions, meta) since this
 * one last looked; nothing with one process. */
void table_catch_up(struct serve *srv, struct table *t);
int64_t table_seq(const struct table *t);

/* ---- messages ------------------------------------------------------------------ */

/* The state message for seat (or RINK_SPECTATOR) of a position: view,
 * whose turn, legal moves when seat must act; with the table's public
 * facts in extra (NULL for none; taken over). The seed only once over. */
json_t *msg_state(const rink_state *s, int seat, int64_t table, int64_t seq, json_t *extra);
/* The parts of a state message, for the messages that show a position
 * otherwise (replay.c): game, params, to_move and the view as seat sees
 * it / over, and result once over / the seed, as a decimal string. */
void msg_position(json_t *o, const rink_state *s, int seat);
void msg_outcome(json_t *o, const rink_state *s);
json_t *msg_seed(const rink_state *s);
/* The events of seqs after..upto as seat sees them (NULL when none is
 * visible). */
json_t *msg_events(const rink_game *g, const struct rink_events *log, const int64_t *log_seq,
                   int64_t table, int seat, int64_t after, int64_t upto);
/* True when seat (or RINK_SPECTATOR, who sees what every seat sees) may see e;
 * RINK_ALL_SEATS sees every event. */
bool msg_sees(const rink_game *g, const struct rink_event *e, int seat);
/* One event as seat sees it (rink_event_json), or NULL when seat may not see it. */
json_t *msg_event(const rink_game *g, const struct rink_event *e, int seat);

/* ---- workers ---------------------------------------------------------------------- */

struct pool_job {
	int64_t table;
	int seat;
	int64_t seq;     /* the table's seq when asked */
	rink_state *pos; /* a copy the worker owns */
	rink_bot *bot;   /* used by this job alone until it is back */
	int action;      /* the answer */
	/* a hint (not a move): the connection to answer, the request's ref,
	 * and the bot made for it alone */
	uint64_t hint_conn;
	json_t *ref;
	rink_bot *own;
	/* a hint's chance of winning (chance.c): playouts run (0: none) */
	uint64_t chance_seed;
	int playouts;
	double chance;
	/* other work (a league's odds): work runs on a worker, done on the
	 * loop when it is back; arg_free frees arg (also for a job never run) */
	void (*work)(struct pool_job *j);
	void (*done)(struct serve *srv, struct pool_job *j);
	void *arg;
	void (*arg_free)(void *arg);
	struct pool_job *next;
};
/* On a worker: fills a hint's chance and playouts (chance.c). */
void chance_estimate(struct pool_job *j, uint64_t seed);
/* Frees a job that is back (its position, a hint's bot and ref, arg). */
void pool_job_free(struct pool_job *j);

struct pool *pool_new(struct lws_context *ctx, int threads);
/* Hands a job to the workers (the pool owns it until pool_done gives it back). */
void pool_submit(struct pool *p, struct pool_job *j);
/* Takes the finished jobs, in the order they finished (NULL: none). */
struct pool_job *pool_done(struct pool *p);
/* True once pool_free began: long work (odds) gives up. */
bool pool_stopping(struct pool *p);
/* Stops the workers, waiting for the jobs in hand; frees queued jobs. */
void pool_free(struct pool *p);

/* ---- players ------------------------------------------------------------------------ */

/* A new player: writes its token ("ID.SECRET") into token (at least 64 bytes). */
int auth_new_player(rink_store *st, const char *name, int64_t *id, char *token,
                    struct rink_error *err);
/* The player a token names: RINK_ENOTFOUND for a token that names none (the
 * secret is compared in constant time). */
int auth_check(rink_store *st, const char *token, struct rink_store_player *out,
               struct rink_error *err);
/* True when a secret a client sent (an invite code) equals the one known,
 * compared in constant time: how long it takes tells nothing of a guess. */
bool auth_same(const char *secret, const char *known);
/* True for a name people may be shown: 1-32 bytes of UTF-8, no control
 * characters. */
bool auth_name_ok(const char *name);
/* Fills buf with n random bytes from the system (getrandom). */
int auth_random(void *buf, size_t n);

/* ---- the protocol -------------------------------------------------------------------- */

/* Handles one message text from c. */
void proto_handle(struct serve *srv, struct conn *c, const char *text, size_t len);
/* The open connection numbered id, or NULL (it closed meanwhile). */
struct conn *proto_conn(struct serve *srv, uint64_t id);
/* Answers a hint a worker has chosen (when its connection is still open). */
void proto_hint_done(struct serve *srv, struct pool_job *j);
/* Called when c closes: leaves its tables. */
void proto_closed(struct serve *srv, struct conn *c);
/* The table a message's "table" names (read from the store if need be), or
 * NULL after an error reply (bad_field, no_table). */
struct table *proto_table(struct serve *srv, struct conn *c, const json_t *msg);
/* True when c's player may see t (public, created it, holds a seat, or the
 * message's "invite" is t's); else false after an invite_needed reply. */
bool proto_invited(struct conn *c, const struct table *t, const json_t *msg);
/* replay: a finished table or an uploaded save, at one step (replay.c). */
void proto_replay(struct serve *srv, struct conn *c, const json_t *msg);
/* A reply of type to msg: {"type": type} with msg's "ref" when it has one. */
json_t *proto_reply(const json_t *msg, const char *type);
/* leagues.c: a league message (type "leagues" or "league..."): handled
 * and true, or false for another type. */
bool proto_league_message(struct serve *srv, struct conn *c, const char *type, const json_t *msg);
/* Frees what replays kept for c (when c closes). */
void replay_forget(struct conn *c);

#endif
