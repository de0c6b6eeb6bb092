/*
 * rink/powerplay.h: what Power Play adds to the game interface.
 *
 * Power Play (Amigo, 1997) is the third edition of Slapshot and runs on the
 * same card engine (src/games/cards/). Cards: a 77-card deck file
 * (data/powerplay/deck.json by default, parameter deck=PATH); card ids are
 * the positions in that file. Values are kept in halves like Slapshot's.
 *
 * Parameters (rink_game_new("powerplay", "managers=4,...")), see
 * docs/rules/powerplay.md for the rule or gap each rests on:
 *   managers=2..10              (default 4; 2..7 with team_variant=1)
 *   ending=original|no-playoffs|short   season ending (default original)
 *   wins=N                      wins that end the regular season (default 9,
 *                               5 for ending=short)
 *   wins_count=all|initiated    which wins count (PP-GAP-07, default all)
 *   first=random|1..managers    who picks first in preparation
 *   first_turn=picker|random|1..managers  who takes the first turn
 *                               (default: the first picker; PP-TURN-01)
 *   home_ice=0|1                the challenged side starts 1-0 (PP-GAP-04)
 *   lineup=rounds|fixed         cards chosen round by round (default), or
 *                               six ordered before each pass (PP-GAP-05)
 *   bruiser_beats_goalie=0|1    PP-GAP-06 (b): bruiser v goalie, the higher
 *                               card scores, the goalie too (default 0)
 *   bruisers_spare_each_other=0|1   the house reading (default 0)
 *   ot_cap=N                    scoreless sudden-death passes before a coin
 *                               toss (default 20)
 *   turn_cap=N                  PP-GAP-08 (b): turns before the season is
 *                               ended for the leader (default 0: none)
 *   team_variant=0|1            the Team Variant (default 0)
 *   team_injury=rest|season     PP-GAP-35 (default rest)
 *   deck=PATH                   another 77-card deck file
 *   names=M/T;M/T;...           managers' and teams' names for the sheet
 *                               (default "Manager N" and "Team N")
 *
 * Action notation (seats numbered from 1 for people):
 *   draw forward|defense|goalie  preparation: top card of a pile
 *   trade S P                    take face-down card P (1-6) of manager S
 *   give CARD                    the card given back (Rosalinde: forced)
 *   draft CARD                   CARD under its pile, take the top
 *   game S                       challenge manager S
 *   play CARD                    this round's card (simultaneous)
 *   take CARD                    Rumpelstockchen: which of your tied
 *                                highest cards comes in
 *   bully forward|defense|goalie|no  Sitting Bully: turn a pile's top card
 *   judge claim|decline          Jolly Judge after a tied game
 *   team NAME                    team variant: choose a team by symbol
 *   field CARD                   team variant: put CARD in the game's six
 *   rest CARD                    team variant: rest CARD after the game
 *   pass                         only when nothing else is legal
 */
#ifndef RINK_POWERPLAY_H
#define RINK_POWERPLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_PP_CARDS        77
#define RINK_PP_MAX_MANAGERS 10
#define RINK_PP_TEAM         6
#define RINK_PP_NO_CARD      0xff
#define RINK_PP_MAX_RECORD   512

enum rink_pp_type { RINK_PP_FORWARD = 0, RINK_PP_DEFENSE = 1, RINK_PP_GOALIE = 2 };

enum rink_pp_special {
	RINK_PP_NONE = 0,
	RINK_PP_HYDRA,
	RINK_PP_JOLLY_JUDGE,
	RINK_PP_ROSALINDE,
	RINK_PP_RUMPELSTOCKCHEN,
	RINK_PP_SITTING_BULLY,
	RINK_PP_WILLY_WINZIG
};

struct rink_pp_card {
	const char *name;
	const char *id;     /* stable identifier in the deck file */
	const char *symbol; /* team symbol ("mask" for the seven mask cards) */
	int type;           /* enum rink_pp_type */
	int value;          /* printed value (whole numbers 0..11) */
	bool bruiser;
	bool scores_on_goalies; /* Willy Winzig */
	int special;            /* enum rink_pp_special */
};

/* Card id 0..76 of a Power Play game's deck into out; false if none. */
bool rink_pp_card(const rink_game *g, int id, struct rink_pp_card *out);
/* Card id by name (case-insensitive), or -1. */
int rink_pp_card_find(const rink_game *g, const char *name);
/* "Superstar 11", "Hydra (special)", "Brick Wall 6 (goalie)" into buf. */
int rink_pp_card_label(const rink_game *g, int id, char *buf, size_t size);

/* Why a face-off with outcome bits (RINK_SS_FO_*) ended as it did, in
 * Slapshot's words ("goalie: blocked"); returns snprintf's length. */
int rink_pp_faceoff_reason(const rink_game *g, int home, int away, int outcome, char *buf,
                           size_t size);

/* ---- the rules of one round, for tools outside the engine ------------------ */

/* What the line-up solver (rink/lineup.h) must know of a game's rules; the
 * engine's own functions behind these, so the two cannot disagree. */
struct rink_pp_rules {
	bool home_ice;     /* home_ice=1: the challenged side starts 1-0 */
	bool fixed_lineup; /* lineup=fixed: six cards ordered before each pass */
	bool team_variant; /* team_variant=1 */
	int ot_cap;        /* scoreless sudden-death passes before a coin toss */
};

void rink_pp_rules(const rink_game *g, struct rink_pp_rules *out);
/* Card's value in halves when compared in round `round` (0..5) of pass
 * `pass` (0 regulation, k >= 1 the k-th sudden-death pass): Hydra's round
 * value, else the printed value. round < 0: its value outside games (Hydra
 * 0, PP-GAP-16), which is what Sitting Bully adds. -1 for no such card. */
int rink_pp_value2(const rink_game *g, int card, int pass, int round);
/* Outcome bits (RINK_SS_FO_*) when card home, worth home_value2 halves in
 * play (Sitting Bully's bonus included), meets card away, worth away_value2,
 * under g's face-off rules (goalies, Willy Winzig, bruisers). -1 for no such
 * card. */
int rink_pp_faceoff(const rink_game *g, int home, int home_value2, int away, int away_value2);

/* ---- phases and the view of one seat ------------------------------------ */

enum rink_pp_phase {
	RINK_PP_SETUP = 0, /* picking teams card by card */
	RINK_PP_TURN,      /* active manager: trade, draft or game */
	RINK_PP_GIVE,      /* the card given back in a trade */
	RINK_PP_ROUND,     /* both managers of a game choose a card at once */
	RINK_PP_RUMP,      /* Rumpelstockchen: the owner picks among tied highest */
	RINK_PP_BULLY,     /* Sitting Bully's manager may turn a pile's top card */
	RINK_PP_JUDGE,     /* Jolly Judge's manager may claim a tied game */
	RINK_PP_TEAMPICK,  /* team variant: choosing teams */
	RINK_PP_FIELD,     /* team variant: both managers field six at once */
	RINK_PP_REST,      /* team variant: resting three after a game */
	RINK_PP_OVER,
	RINK_PP_SUB /* team variant, substitute=choose: a substitute before sudden death */
};

enum rink_pp_stage {
	RINK_PP_SEASON = 0,
	RINK_PP_TIEBREAK, /* tie-breaker or tournament game for second place */
	RINK_PP_FINAL     /* championship series */
};

/* One line of the scorekeeper's sheet, in the initiator's column. */
struct rink_pp_game_record {
	int initiator, opponent; /* seats */
	int initiator_goals, opponent_goals;
	bool initiator_won;
	bool sudden_death; /* won in sudden death (score includes the goal) */
	bool jolly_judge;  /* won by a Jolly Judge claim (PP-GAP-26) */
	bool forfeit;      /* team variant: no legal team (PP-GAP-38) */
	bool coin_toss;    /* ot_cap reached */
	int stage;         /* enum rink_pp_stage */
};

struct rink_pp_view {
	int seat; /* viewer, or RINK_SPECTATOR */
	int managers;
	int phase, stage;
	int active; /* whose turn, -1 if none */
	int first;
	int wins[RINK_PP_MAX_MANAGERS];
	int goals_for[RINK_PP_MAX_MANAGERS];
	int goals_against[RINK_PP_MAX_MANAGERS];
	bool out[RINK_PP_MAX_MANAGERS]; /* removed from the game */
	int initiated[RINK_PP_MAX_MANAGERS][RINK_PP_MAX_MANAGERS];
	uint8_t team[RINK_PP_TEAM]; /* seat's cards, slots F,F,F,D,D,G */
	int pile_count[3];
	int out_for_season; /* cards set aside so far */
	/* trade */
	int trade_taken, trade_target; /* seat only */
	bool trade_forced;             /* Rosalinde: give back the highest */
	/* the game in play */
	int home, away;              /* challenged, initiator; -1 when none */
	int pass;                    /* 0 regulation, k: k-th sudden-death pass */
	int round;                   /* 0-based round within the pass */
	int score[2];                /* home, away */
	uint8_t hand[RINK_PP_TEAM];  /* seat's cards still to play (NO_CARD) */
	uint8_t order[RINK_PP_TEAM]; /* lineup=fixed: seat's order so far (NO_CARD) */
	bool chosen[2];              /* home, away: this round's card is in */
	int decider;                 /* seat to decide RUMP/BULLY/JUDGE, else -1 */
	uint8_t table[2];            /* cards revealed this round, during RUMP/BULLY */
	/* post-season */
	int series[2], series_wins[2], series_game, series_need;
	int champion;
	int games_played;
	int n_record;
	/* rules in force */
	int wins_target;
	int ending; /* 0 original, 1 no-playoffs, 2 short */
	bool team_variant;
	bool home_ice;
	bool postseason_turns; /* postseason=turns: trades, drafts, games by turn */
	bool fixed_lineup;     /* lineup=fixed: six cards ordered before a pass */
	/* team variant: seat's eleven and who rests */
	uint8_t roster[11];
	bool resting[11];
};

void rink_pp_view(const rink_state *s, int seat, struct rink_pp_view *v);
/* The scorekeeper's name of seat's manager and of his team. */
const char *rink_pp_manager_name(const rink_game *g, int seat);
const char *rink_pp_team_name(const rink_game *g, int seat);
/* The i-th game of the scorekeeper's sheet (0-based); false if none. */
bool rink_pp_record(const rink_state *s, int i, struct rink_pp_game_record *out);

/* ---- events -------------------------------------------------------------- */

enum rink_pp_event {
	RINK_PP_EV_DRAW = 1,    /* seat, type, card (card only to seat) */
	RINK_PP_EV_TRADE,       /* seat, target, taken, given, forced by Rosalinde */
	RINK_PP_EV_DRAFT,       /* seat, released, drawn, type */
	RINK_PP_EV_CHALLENGE,   /* initiator, opponent, stage, series game */
	RINK_PP_EV_PLAYED,      /* seat: this round's card is down */
	RINK_PP_EV_FACEOFF,     /* round, home card, away card, outcome, home score,
	                           away score, pass (low byte; high byte: away seat
	                           + 1), home seat */
	RINK_PP_EV_INJURY,      /* seat, card */
	RINK_PP_EV_REPLACE,     /* seat, injured card, new card */
	RINK_PP_EV_OVERTIME,    /* pass, home, away */
	RINK_PP_EV_RESULT,      /* home, away, home goals, away goals, winner, pass, stage, flags */
	RINK_PP_EV_COIN_TOSS,   /* purpose, winner */
	RINK_PP_EV_SEASON_OVER, /* first seat, seats tied for second */
	RINK_PP_EV_SERIES,      /* stage, seat a, seat b, best-of */
	RINK_PP_EV_SERIES_OVER, /* stage, winner, loser, wins, losses */
	RINK_PP_EV_CHAMPION,    /* seat */
	RINK_PP_EV_PASS,        /* seat */
	RINK_PP_EV_RUMP,        /* seat made to switch, withdrawn card, card in */
	RINK_PP_EV_BULLY,       /* seat, pile type or -1, card turned, bonus */
	RINK_PP_EV_JUDGE,       /* seat, claimed */
	RINK_PP_EV_REFILL,      /* type, cards: out-for-season cards back in a pile */
	RINK_PP_EV_VALUES,      /* round, home value2, away value2 (Hydra, Bully) */
	RINK_PP_EV_FORFEIT,     /* loser, winner, 1: neither could field, 2: no substitute */
	RINK_PP_EV_REST,        /* seat, card, 1 when injured (rests without a move) */
	RINK_PP_EV_TEAM,        /* seat, symbol, mask card (card only to seat) */
	RINK_PP_EV_ELIMINATED   /* seat: out of the post-season */
};

/* ---- the referee core ------------------------------------------------------ */

struct rink_pp_ref_options {
	bool overtime;       /* play one sudden-death pass instead of regulation */
	int bully_pile[2];   /* home, away: pile Sitting Bully turns, -1 none */
	bool judge_claim[2]; /* home, away: claim a tie with Jolly Judge */
	uint64_t seed;       /* deals the piles from the cards not playing */
};

struct rink_pp_ref_result {
	int home_goals, away_goals;
	int winner;         /* 0 home, 1 away, -1 tie */
	bool judged;        /* a tie claimed by Jolly Judge */
	int pairs;          /* rounds played */
	uint8_t card[6][2]; /* cards compared in each round, home, away */
	int value2[6][2];   /* their values in play, in halves */
	int outcome[6];     /* RINK_SS_FO_* bits */
	int rump[6];        /* side that switched in round k, or -1 */
	int bully_card[6];  /* card Sitting Bully turned, or -1 */
	uint8_t injured[2][6];
	int n_injured[2];
};

/* Plays two ordered line-ups as a game (regulation, or one sudden-death
 * pass): Hydra, Rumpelstockchen (the withdrawn card takes the place of the
 * card that comes in), Willy Winzig act; Sitting Bully and Jolly Judge as
 * the options say. Returns RINK_OK or RINK_EINVAL with err filled. */
int rink_pp_referee(const rink_game *g, const uint8_t home[6], const uint8_t away[6],
                    const struct rink_pp_ref_options *o, struct rink_pp_ref_result *r,
                    struct rink_error *err);

/* ---- positions for tests and tools ------------------------------------------ */

/* Gives seat the six cards (3F/2D/1G), taking each from wherever it is and
 * putting seat's old cards in its place: between turns, or in a game before
 * its first card is down. Not in the team variant. */
int rink_pp_set_team(rink_state *s, int seat, const uint8_t cards[6], struct rink_error *err);
/* Reorders pile `type` so its cards from the top are cards[0..n-1] (exactly
 * the pile's current cards). */
int rink_pp_set_pile(rink_state *s, int type, const uint8_t *cards, int n, struct rink_error *err);
/* Pile `type` from the top into out (room for 36); returns the count. */
int rink_pp_pile(const rink_state *s, int type, uint8_t *out);
/* Sets seat's wins as if that many games had been won. */
void rink_pp_set_wins(rink_state *s, int seat, int wins);
/* Sets seat's regular-season goals for and against. */
void rink_pp_set_goals(rink_state *s, int seat, int gf, int ga);
/* The cards out for the season, in injury order; returns the count. */
int rink_pp_out_for_season(const rink_state *s, uint8_t *out, int cap);
/* True when card is out for the season now. */
bool rink_pp_is_out_for_season(const rink_state *s, int card);

/* In a round of the game in play (lineup=rounds), seat has handed in a
 * card not yet revealed: makes it card instead, one of his unplayed six.
 * Search uses it in worlds it dealt itself, to put in the card an
 * opponent model would have chosen. */
int rink_pp_set_choice(rink_state *s, int seat, int card, struct rink_error *err);

/* Action ids, for tools that build actions without notation. */
int rink_pp_action_draw(int type);
int rink_pp_action_trade(int target, int pos);
int rink_pp_action_give(int card);
int rink_pp_action_draft(int card);
int rink_pp_action_game(int target);
int rink_pp_action_play(int card);
int rink_pp_action_take(int card);
int rink_pp_action_bully(int pile); /* -1: decline */
int rink_pp_action_judge(bool claim);
int rink_pp_action_team(int symbol);
int rink_pp_action_field(int card);
int rink_pp_action_rest(int card);
int rink_pp_action_sub(int card);
int rink_pp_action_pass(void);

#ifdef __cplusplus
}
#endif

#endif
