/*
 * games/slapshot/slapshot_int.h: Slapshot's game data and state layout.
 *
 * Files of this game, one rulebook section each:
 *   roster.c    Player Roster, Teams: loading and validating the 54 cards
 *   faceoff.c   Turns 3(c), Goalies, Bruisers & Injuries 1: one face-off,
 *               the table that caches all 54 x 54 of them, the referee core
 *   turns.c     Starting Play, Turns 1-2 (trade, draft), the advanced
 *               limits and schedule, and the legal actions of each phase
 *   games.c     Turns 3 (game), Home Ice, Bruisers & Injuries 2-3,
 *               overtime, Playoffs: everything after line-ups are set
 *   notation.c  action notation both ways, event text and JSON
 *   view.c      what one seat may see; the consistency check
 *   slapshot.c  the game interface table, parameters, test positions
 *
 * Invariants (checked by ss_check after every action in the tests):
 *   - each of the 54 cards is in exactly one place: a deck, a team slot, or
 *     (during a trade) the card in hand; injured cards stay in their team
 *     slot until replaced within the same action, and stay there for good
 *     when their team is set aside;
 *   - outside setup and a trade in progress, every team is exactly slots
 *     F,F,F,D,D,G holding cards of those types;
 *   - deck sizes are 27-3N, 18-2N and 9-N after setup and never change.
 */
#ifndef RINK_SLAPSHOT_INT_H
#define RINK_SLAPSHOT_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game_int.h"
#include "games/cards/cards.h"
#include "games/cards/pile.h"
#include "rink/rng.h"
#include "rink/slapshot.h"

#define SS_PERMS    720
#define SS_MAX_DECK 27
/* The largest ot_cap (SS-GAP-08): the overtime counter (ss_state.ot) and
 * the events' 16-bit arguments that carry it must hold it. */
#define SS_OT_CAP_MAX 1000
_Static_assert(SS_OT_CAP_MAX <= INT16_MAX, "an overtime number fits an event argument");

/* Action ids: one flat space, each kind a contiguous block. */
enum {
	SS_A_DRAW = 0,                           /* + type (3) */
	SS_A_TRADE = SS_A_DRAW + 3,              /* + target * 6 + position (36) */
	SS_A_DRAFT = SS_A_TRADE + 36,            /* + card (54) */
	SS_A_GAME = SS_A_DRAFT + RINK_SS_CARDS,  /* + target (6) */
	SS_A_GIVE = SS_A_GAME + 6,               /* + card (54) */
	SS_A_PASS = SS_A_GIVE + RINK_SS_CARDS,   /* 1 */
	SS_A_LINEUP = SS_A_PASS + 1,             /* + permutation index (720) */
	SS_A_TAKE_BACK = SS_A_LINEUP + SS_PERMS, /* 1: a line-up set, taken back (SS-GAME-05) */
	SS_A_END = SS_A_TAKE_BACK + 1
};

/* Event arguments beyond those rink/slapshot.h lists (all seen by every
 * seat, for the JSON of notation.c):
 *   FACEOFF     arg[7]: home seat | away seat << 4
 *   INJURY      arg[2]: side (0 home, 1 away), arg[3]: pair, arg[4]: ot
 *   LINEUP_SET  arg[1]: side (0 home, 1 away), arg[2]: ot
 *   OVERTIME    arg[3]: the tied regulation score (each side's goals)
 *   COIN_TOSS   arg[2]: the loser or -1 (several tied), arg[3]: mask of
 *               the seats tossing
 *   SEASON_OVER arg[2]: mask of the seats set aside, arg[3..7]: the
 *               seats tied for second in bracket order, -1 past them
 *   RESULT      arg[7]: the series game (playoffs)
 */

/* Team slots: 0-2 forwards, 3-4 defensemen, 5 goalie. */
static const uint8_t ss_slot_base[3] = {0, 3, 5};
static const uint8_t ss_slot_count[3] = {3, 2, 1};

struct ss_game {
	struct rink_ss_card cards[RINK_SS_CARDS];
	char aliases[RINK_SS_CARDS][40];           /* a second accepted name or "" */
	uint8_t fo[RINK_SS_CARDS][RINK_SS_CARDS];  /* face-off bits, home x away */
	int8_t diff[RINK_SS_CARDS][RINK_SS_CARDS]; /* goals home minus away */
	uint8_t perm[SS_PERMS][RINK_SS_TEAM];      /* line-up k: slot order */
	uint8_t type_total[3];                     /* cards of each type: 27, 18, 9 */
	uint64_t type_mask[3];                     /* bit c set: card c is of that type */
	/* parameters */
	int managers;        /* 2..6 */
	int playoff_wins;    /* wins that reach Playoffs */
	int first;           /* -1 random, else seat */
	int ot_cap;          /* scoreless overtimes before a coin toss: 1..SS_OT_CAP_MAX */
	bool schedule;       /* advanced: league schedule */
	bool limits;         /* advanced: 4 drafts / 4 trades */
	bool limit_per_game; /* counts reset after each game played */
	bool bruiser_beats_goalie;
	bool bruisers_spare; /* two bruisers meeting injure neither */
	char roster_path[512];
};

struct ss_state {
	struct rink_state base;
	struct rink_rng rng;
	uint8_t n;                                        /* managers */
	uint8_t phase;                                    /* enum rink_ss_phase */
	uint8_t stage;                                    /* enum rink_ss_stage */
	uint8_t active;                                   /* whose turn in the season */
	uint8_t first;                                    /* drew first, took turn one */
	uint8_t setup_draws;                              /* setup draws made: 0..6n */
	uint8_t team[RINK_SS_MAX_MANAGERS][RINK_SS_TEAM]; /* card ids by slot */
	uint8_t wins[RINK_SS_MAX_MANAGERS];
	int16_t gf[RINK_SS_MAX_MANAGERS]; /* goals for, regular season */
	int16_t ga[RINK_SS_MAX_MANAGERS]; /* goals against, regular season */
	uint8_t deck[3][SS_MAX_DECK];     /* circular: top at deck_top */
	uint8_t deck_top[3];
	uint8_t deck_len[3];
	uint8_t out_mask; /* managers set aside (missed playoffs) */
	/* the game being played (phase LINEUP) */
	int8_t home, away;               /* seats, -1 when none */
	uint16_t ot;                     /* 0 regulation, k: k-th overtime game (1..ot_cap, at most
	                                    1000: SS-GAP-08) */
	uint8_t lineup_mask;             /* bit 0 home set, bit 1 away set */
	uint8_t lineup[2][RINK_SS_TEAM]; /* home, away: card ids in order */
	int8_t reg_score[2];             /* regulation score once tied */
	/* a trade in progress (phase GIVE) */
	int8_t trade_target;
	uint8_t trade_taken; /* card in the active manager's hand */
	uint8_t trade_slot;  /* the target's empty slot */
	/* advanced rules */
	uint8_t initiated[RINK_SS_MAX_MANAGERS][RINK_SS_MAX_MANAGERS];
	uint8_t drafts_used[RINK_SS_MAX_MANAGERS];
	uint8_t trades_used[RINK_SS_MAX_MANAGERS];
	uint16_t games_played; /* regular-season games */
	/* playoffs */
	uint8_t playoff_first; /* first to Playoffs */
	uint8_t series[2];     /* seats; series[0] hosts the first game */
	uint8_t series_wins[2];
	uint8_t series_game;                 /* 1-based number of the coming game */
	uint8_t queue[RINK_SS_MAX_MANAGERS]; /* semi-final bracket queue */
	uint8_t queue_len;
	int8_t champion; /* -1 until over */
	/* public knowledge: bit c set when every manager knows card c is in
	 * manager m's team (seen in a face-off and not since traded, drafted
	 * or injured); see view.c */
	uint64_t known[RINK_SS_MAX_MANAGERS];
	/* bit c set: card c was injured in a team's last game and stays, face
	 * up, in that team set aside (SS-GAP-18); see games.c */
	uint64_t injured_kept;
};

static inline const struct ss_game *ss_game_of(const struct ss_state *s)
{
	return (const struct ss_game *)s->base.game->impl;
}

static inline const struct ss_game *ss_game_impl(const struct rink_game *g)
{
	return (const struct ss_game *)g->impl;
}

/* roster.c */
int rink__ss_roster_load(struct ss_game *g, const char *path, struct rink_error *err);

/* faceoff.c */
void rink__ss_faceoff_table(struct ss_game *g);
int rink__ss_faceoff_rule(const struct ss_game *g, int h, int a);

/* turns.c */
void rink__ss_init(struct rink_state *base);
int rink__ss_legal(const struct rink_state *base, int seat, int *out, int cap);
bool rink__ss_is_legal(const struct rink_state *base, int seat, int action);
int rink__ss_explain(const struct rink_state *base, int seat, int action, char *buf, size_t size);
int rink__ss_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng);
void rink__ss_apply(struct rink_state *base, int seat, int action, struct rink_events *ev);
uint32_t rink__ss_to_move(const struct rink_state *base);
/* SS-GAME-05: seat has set its line-up and the other side has not, so the
 * game has not begun and seat may take it back (its only legal action,
 * though it is not to move). */
bool rink__ss_may_take_back(const struct rink_state *base, int seat);
int rink__ss_slot_of(const struct ss_state *s, int seat, int card);
void rink__ss_deck_put_bottom(struct ss_state *s, int type, int card);
int rink__ss_deck_take_top(struct ss_state *s, int type);
/* The turn after a regular-season game: limits reset, next manager. */
void rink__ss_after_season_game(struct ss_state *s, int home, int away);

/* games.c */
void rink__ss_start_game(struct ss_state *s, int home, int away, struct rink_events *ev);
void rink__ss_lineup(struct ss_state *s, int seat, int perm, struct rink_events *ev);
/* SS-GAME-05: seat's line-up taken back before the other is set. */
void rink__ss_take_back(struct ss_state *s, int seat, struct rink_events *ev);
/* The home seat of the coming game of the current playoff series. */
int rink__ss_series_home(const struct ss_state *s);

/* notation.c */
int rink__ss_action_text(const struct rink_state *base, int seat, int action, char *buf,
                         size_t size);
int rink__ss_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                          struct rink_error *err);
int rink__ss_event_text(const struct rink_game *g, const struct rink_event *e, int seat, char *buf,
                        size_t size);
json_t *rink__ss_action_json(const struct rink_state *base, int seat, int action);
json_t *rink__ss_event_json(const struct rink_game *g, const struct rink_event *e, int seat);

/* resample.c */
int rink__ss_resample(struct rink_state *base, int seat, struct rink_rng *rng);

/* view.c */
json_t *rink__ss_view_json(const struct rink_state *base, int seat);
/* The roster (every card's name, type, value and marks) and the rules:
 * public and fixed for the whole game (rink_game_info_json). */
json_t *rink__ss_info_json(const struct rink_game *game);
int rink__ss_check(const struct rink_state *base, struct rink_error *err);

#endif
