/*
 * rink/slapshot.h: what Slapshot adds to the game interface.
 *
 * Cards: the roster is a data file (data/slapshot/roster.json by default,
 * parameter roster=PATH); card ids are the positions in that file. Values
 * are kept in halves (Tiny Tim 1/2 is value2 == 1).
 *
 * Parameters (rink_game_new("slapshot", "managers=4,...")), see
 * docs/rules/slapshot.md for the rule each rests on:
 *   managers=2..6            (default 4)
 *   playoff_wins=N           wins that reach the Playoffs space (default 9)
 *   first=random|1..managers who draws first and takes the first turn
 *   schedule=0|1             advanced league schedule (default 0)
 *   limits=0|1               advanced 4 drafts / 4 trades limits (default 0)
 *   limit_period=season|game what "per game" means (default season)
 *   bruiser_beats_goalie=0|1 a higher bruiser scores through a goalie (0)
 *   bruisers_spare_each_other=0|1  two bruisers meeting injure neither (0)
 *   ot_cap=N                 scoreless overtime games before a coin toss (50)
 *   roster=PATH              another 54-card roster file
 *
 * Action notation (seats are numbered from 1 for people):
 *   draw forward|defense|goalie     setup draw from the top of a deck
 *   trade S P                       take face-down card P (1-6) of manager S
 *   give CARD                       the card given back in a trade
 *   draft CARD                      release CARD, take the top of its deck
 *   game S                          challenge manager S
 *   pass                            only when nothing else is legal
 *   lineup CARD,CARD,CARD,CARD,CARD,CARD
 * Card names are case-insensitive and may be abbreviated to any prefix that
 * names one card of the manager's team.
 */
#ifndef RINK_SLAPSHOT_H
#define RINK_SLAPSHOT_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_SS_CARDS        54
#define RINK_SS_MAX_MANAGERS 6
#define RINK_SS_TEAM         6
#define RINK_SS_NO_CARD      0xff

enum rink_ss_type { RINK_SS_FORWARD = 0, RINK_SS_DEFENSE = 1, RINK_SS_GOALIE = 2 };

struct rink_ss_card {
	char name[40];  /* as printed, single spaces */
	uint8_t type;   /* enum rink_ss_type */
	uint8_t value2; /* value in halves: 0..20 (Tiny Tim 1) */
	bool bruiser;   /* red cross */
	bool tiny_tim;  /* scores on every goalie */
};

/* The card with id 0..53 of a Slapshot game's roster. */
const struct rink_ss_card *rink_ss_card(const rink_game *g, int id);
/* Card id by name (case-insensitive, aliases such as "King Neptune"
 * accepted), or -1. */
int rink_ss_card_find(const rink_game *g, const char *name);
const char *rink_ss_type_name(int type);
/* "Superstar 10", "Tiny Tim 1/2", "Stu Late 1 (goalie)": a card for people,
 * written into buf; returns the length snprintf would have written. */
int rink_ss_card_label(const rink_game *g, int id, char *buf, size_t size);

/* ---- the face-off and the referee core -------------------------------- */

enum {
	RINK_SS_FO_HOME_GOAL = 1,    /* the home card scores */
	RINK_SS_FO_AWAY_GOAL = 2,    /* the away card scores */
	RINK_SS_FO_HOME_INJURED = 4, /* the home card is injured */
	RINK_SS_FO_AWAY_INJURED = 8  /* the away card is injured */
};

/* Outcome bits of home card h meeting away card a. */
int rink_ss_faceoff(const rink_game *g, int h, int a);

/* Why a face-off ended as it did, for people ("goalie: blocked"), written
 * into buf; returns the length snprintf would have written. */
int rink_ss_faceoff_reason(const rink_game *g, int h, int a, char *buf, size_t size);

struct rink_ss_result {
	int home_goals; /* home-ice goal included in regulation */
	int away_goals;
	int winner;            /* 0 home, 1 away, -1 tie (regulation) or none */
	int decided_at;        /* overtime: pair index of the goal, else -1 */
	uint8_t outcome[6];    /* face-off bits per pair played */
	int pairs;             /* pairs compared: 6, or fewer in sudden death */
	uint8_t injured[2][6]; /* injured card ids, home then away, in order */
	int n_injured[2];
};

/* Plays one regulation game (overtime=false) or one sudden-death overtime
 * game (overtime=true) of two ordered line-ups of card ids. Pure function of
 * the game's rules: no state, no randomness. */
void rink_ss_play(const rink_game *g, const uint8_t home[6], const uint8_t away[6], bool overtime,
                  struct rink_ss_result *r);

/* Goal difference (home minus away, home-ice goal included) of a
 * regulation game: the table-driven inner loop of the referee. */
int rink_ss_regulation_diff(const rink_game *g, const uint8_t home[6], const uint8_t away[6]);

/* ---- the view of one seat --------------------------------------------- */

enum rink_ss_phase {
	RINK_SS_SETUP = 0, /* drawing teams */
	RINK_SS_TURN,      /* active manager chooses trade, draft or game */
	RINK_SS_GIVE,      /* active manager gives back a card after a trade */
	RINK_SS_LINEUP,    /* both managers of a game set line-ups at once */
	RINK_SS_OVER       /* champion decided */
};

enum rink_ss_stage {
	RINK_SS_SEASON = 0, /* regular season */
	RINK_SS_SEMIFINAL,  /* best of 3 among managers tied for second */
	RINK_SS_FINAL       /* best of 7 */
};

struct rink_ss_view {
	int seat; /* viewer, or RINK_SPECTATOR */
	int managers;
	int phase;  /* enum rink_ss_phase */
	int stage;  /* enum rink_ss_stage */
	int active; /* whose turn (season), -1 if none */
	int first;  /* who drew first / took turn one */
	int wins[RINK_SS_MAX_MANAGERS];
	int goals_for[RINK_SS_MAX_MANAGERS];
	int goals_against[RINK_SS_MAX_MANAGERS];
	bool out[RINK_SS_MAX_MANAGERS]; /* missed the playoffs */
	uint8_t team[RINK_SS_TEAM];     /* seat's own cards, slots F,F,F,D,D,G
	                                   (NO_CARD while unfilled) */
	int deck_count[3];              /* cards in each deck */
	/* the current game, when phase is LINEUP */
	int home, away;     /* seats, -1 when no game */
	int overtime;       /* 0 regulation, k for the k-th OT */
	bool lineup_set[2]; /* home, away: line-up submitted */
	int trade_taken;    /* GIVE phase: card taken (seat only) */
	int trade_target;   /* GIVE phase: seat traded with */
	/* playoffs */
	int series[2]; /* seats in the current series */
	int series_wins[2];
	int series_game; /* 1-based game number */
	int champion;    /* -1 until over */
	/* advanced rules */
	int initiated[RINK_SS_MAX_MANAGERS][RINK_SS_MAX_MANAGERS];
	int drafts_used[RINK_SS_MAX_MANAGERS];
	int trades_used[RINK_SS_MAX_MANAGERS];
	int games_played;    /* regular-season games so far */
	int games_scheduled; /* schedule: 2N(N-1), else 0 */
	/* bit c of known[m]: card c is publicly known to be in manager m's team
	 * (seen in a face-off, and not since traded, drafted or injured) */
	uint64_t known[RINK_SS_MAX_MANAGERS];
	/* the rules in force (the game's parameters) */
	int playoff_wins;    /* wins that reach Playoffs */
	bool schedule;       /* advanced league schedule */
	bool limits;         /* advanced draft and trade limits */
	bool limit_per_game; /* limits count per game played */
};

/* Fills v with what seat (or RINK_SPECTATOR) may see of a Slapshot state. */
void rink_ss_view(const rink_state *s, int seat, struct rink_ss_view *v);

/* ---- events ------------------------------------------------------------ */

enum rink_ss_event {
	RINK_SS_EV_DRAW = 1,   /* seat, type, card (card only to seat) */
	RINK_SS_EV_TRADE,      /* seat, target, taken, given (cards: both) */
	RINK_SS_EV_DRAFT,      /* seat, released, drawn (cards: seat only), type */
	RINK_SS_EV_CHALLENGE,  /* away(challenger), home(challenged), stage, series game */
	RINK_SS_EV_LINEUP_SET, /* seat */
	RINK_SS_EV_FACEOFF,    /* pair, home card, away card, outcome, home score, away score, ot */
	RINK_SS_EV_INJURY,     /* seat, card */
	RINK_SS_EV_REPLACE,    /* seat, injured card, new card */
	RINK_SS_EV_OVERTIME,   /* k-th overtime begins, home, away */
	RINK_SS_EV_RESULT,    /* home, away, home goals, away goals, winner seat, ot games, stage */
	RINK_SS_EV_COIN_TOSS, /* purpose, seat that won it */
	RINK_SS_EV_SEASON_OVER, /* first seat, number of seats tied for second */
	RINK_SS_EV_SERIES,      /* stage, seat a, seat b, best-of */
	RINK_SS_EV_SERIES_OVER, /* stage, winner, loser, wins, losses */
	RINK_SS_EV_CHAMPION,    /* seat */
	RINK_SS_EV_PASS,        /* seat */
	RINK_SS_EV_LINEUP_BACK  /* seat, side, overtime: a line-up set, taken back (SS-GAME-05) */
};

/* ---- positions for tests and tools ------------------------------------ */

/* Replaces seat's team (six card ids, any slot order; they must form
 * 3F/2D/1G) and puts every other card back: the card moves from wherever it
 * was, and decks keep their order. For tests that need a given position. */
int rink_ss_set_team(rink_state *s, int seat, const uint8_t cards[6], struct rink_error *err);
/* Reorders deck `type` so its cards from the top are cards[0..n-1]; the
 * cards must be exactly the deck's current cards. */
int rink_ss_set_deck(rink_state *s, int type, const uint8_t *cards, int n, struct rink_error *err);
/* Deck `type` from the top into out (at least 27 entries); returns count. */
int rink_ss_deck(const rink_state *s, int type, uint8_t *out);
/* Sets seat's wins (tests of the season end); the regular-season game
 * count moves by the same amount, as if those games had been played. */
void rink_ss_set_wins(rink_state *s, int seat, int wins);

/* Action ids, for tools that build actions without notation. */
int rink_ss_action_draw(int type);
int rink_ss_action_trade(int target, int pos);
int rink_ss_action_give(int card);
int rink_ss_action_draft(int card);
int rink_ss_action_game(int target);
int rink_ss_action_pass(void);
/* "take back": a line-up set, before the other side's (SS-GAME-05). */
int rink_ss_action_take_back(void);
/* The line-up action that plays seat's cards in the given order (six card
 * ids of seat's team), or -1 if they are not exactly seat's team. */
int rink_ss_action_lineup(const rink_state *s, int seat, const uint8_t order[6]);
/* Decodes a line-up action into six card ids for seat; false if not one. */
bool rink_ss_lineup_cards(const rink_state *s, int seat, int action, uint8_t order[6]);

#ifdef __cplusplus
}
#endif

#endif
