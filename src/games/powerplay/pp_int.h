/*
 * games/powerplay/pp_int.h: Power Play's game data and state layout.
 *
 * Power Play is the card engine's second rule set. The deck loader, the
 * piles and the face-off rule are the engine's (games/cards/); this game
 * adds its own flow. Files, one rulebook section each:
 *   powerplay.c  the interface table, parameters, the deck's constraints,
 *                test positions and action ids
 *   turns.c      Preparations, Sequence of Play, Trade (Rosalinde), Draft,
 *                the Season Play Rule, and the legal actions of each phase
 *   rounds.c     Play a Game steps 2-8 and the Special Players: rounds
 *                chosen card by card, Hydra, Rumpelstockchen, Sitting Bully,
 *                Willy Winzig, Jolly Judge, injuries, sudden death
 *   season.c     the scorekeeper's sheet, the three season endings,
 *                tie-breakers, the tournament with byes, the series
 *   team.c       Team Variant Rules
 *   notation.c   action notation both ways, event text and JSON
 *   explain.c    why an action is not legal, naming the rule
 *   view.c       what one seat may see; the consistency check; referee
 *   resample.c   a deal of what one seat cannot see (IS-MCTS)
 *
 * Invariants (pp_check, run after every action in the tests):
 *   - each of the 77 cards is in exactly one place: a pile, a team slot,
 *     the card in hand during a trade, the out-for-season list, a removed
 *     manager's team, or (team variant) a roster;
 *   - outside preparation and a trade, every team still in the competition
 *     is slots F,F,F,D,D,G holding cards of those types;
 *   - one win per regular-season game; goals for and against balance.
 */
#ifndef RINK_POWERPLAY_INT_H
#define RINK_POWERPLAY_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game_int.h"
#include "games/cards/cards.h"
#include "games/cards/pile.h"
#include "rink/powerplay.h"
#include "rink/rng.h"

#define PP_MAX     RINK_PP_MAX_MANAGERS
#define PP_PILE    36 /* the largest pile: every forward */
#define PP_TV_MAX  7  /* team variant managers */
#define PP_ROSTER  11 /* team variant: ten of a symbol and a mask card */
#define PP_MAX_INJ 24 /* injuries pending replacement in one game */

/* Action ids: one flat space, each kind a contiguous block. */
enum {
	PP_A_DRAW = 0,                            /* + type (3) */
	PP_A_TRADE = PP_A_DRAW + 3,               /* + target * 6 + position (60) */
	PP_A_DRAFT = PP_A_TRADE + PP_MAX * 6,     /* + card */
	PP_A_GAME = PP_A_DRAFT + RINK__CARDS_MAX, /* + target */
	PP_A_GIVE = PP_A_GAME + PP_MAX,           /* + card */
	PP_A_PASS = PP_A_GIVE + RINK__CARDS_MAX,
	PP_A_PLAY = PP_A_PASS + 1,                /* + card */
	PP_A_TAKE = PP_A_PLAY + RINK__CARDS_MAX,  /* + card */
	PP_A_BULLY = PP_A_TAKE + RINK__CARDS_MAX, /* + pile (3) */
	PP_A_BULLY_NO = PP_A_BULLY + 3,
	PP_A_CLAIM = PP_A_BULLY_NO + 1,
	PP_A_DECLINE = PP_A_CLAIM + 1,
	PP_A_TEAM = PP_A_DECLINE + 1,               /* + symbol (8) */
	PP_A_FIELD = PP_A_TEAM + RINK__MAX_SYMBOLS, /* + card */
	PP_A_REST = PP_A_FIELD + RINK__CARDS_MAX,   /* + card */
	PP_A_SUB = PP_A_REST + RINK__CARDS_MAX,     /* + card */
	PP_A_END = PP_A_SUB + RINK__CARDS_MAX
};

static const uint8_t pp_slot_base[3] = {0, 3, 5};
static const uint8_t pp_slot_count[3] = {3, 2, 1};

enum { PP_END_ORIGINAL = 0, PP_END_NO_PLAYOFFS, PP_END_SHORT };

struct pp_game {
	struct rink__deck deck;
	struct rink__fo_rules fo;
	int managers;
	int ending;      /* PP_END_* */
	int wins_target; /* 9, or 5 for the short game */
	bool wins_initiated_only;
	int first;      /* -1 random, else seat */
	int first_turn; /* -2 the first picker, -1 random, else seat */
	bool home_ice;
	bool fixed_lineup;     /* PP-GAP-05 (b): six cards ordered before a pass */
	bool postseason_turns; /* PP-GAP-29 (b), PP-GAP-30 (a): turns go on */
	int ot_cap;
	int turn_cap;
	bool team_variant;
	bool team_injury_season; /* PP-GAP-35 (b) */
	bool choose_substitute;  /* PP-GAP-36: substitute=choose, a move */
	int mask_symbol;         /* team variant: the mask's symbol index */
	char deck_path[512];
	char manager_name[PP_MAX][24]; /* the scorekeeper's names (PP-SCORE-01) */
	char team_name[PP_MAX][24];
};

/* Record flags. */
enum { PP_REC_INIT_WON = 1, PP_REC_SD = 2, PP_REC_JJ = 4, PP_REC_FORFEIT = 8, PP_REC_COIN = 16 };

struct pp_rec {
	uint8_t init, opp; /* seats */
	uint8_t ig, og;    /* goals */
	uint8_t flags;     /* PP_REC_* */
	uint8_t stage;     /* enum rink_pp_stage */
};

struct pp_state {
	struct rink_state base;
	struct rink_rng rng;
	uint8_t n;           /* managers */
	uint8_t phase;       /* enum rink_pp_phase */
	uint8_t stage;       /* enum rink_pp_stage */
	uint8_t active;      /* whose turn */
	uint8_t first;       /* picked first, took turn one */
	uint8_t setup_draws; /* preparation picks so far */
	uint16_t turns;      /* regular-season turns taken (turn_cap) */
	uint8_t passes;      /* consecutive passes (team variant dead end) */
	uint16_t out_mgr;    /* managers removed from the game */
	uint8_t team[PP_MAX][RINK_PP_TEAM];
	uint8_t wins[PP_MAX];
	int16_t gf[PP_MAX], ga[PP_MAX];    /* regular season */
	uint8_t initiated[PP_MAX][PP_MAX]; /* regular-season games A started v B */
	uint8_t pile[3][PP_PILE];
	uint8_t pile_top[3], pile_len[3];
	uint8_t out[RINK__CARDS_MAX]; /* out for the season, in injury order */
	uint8_t n_out;
	/* a trade in progress (phase GIVE) */
	int8_t trade_target;
	uint8_t trade_taken, trade_slot;
	uint8_t trade_forced; /* Rosalinde: bitmask of slots that may be given */
	/* the game in play */
	int8_t seat[2];                 /* 0 home (challenged), 1 away (initiator) */
	uint8_t gcard[2][RINK_PP_TEAM]; /* the six of each side this pass */
	uint8_t played[2];              /* slots of gcard played this pass */
	uint8_t choice[2];              /* slot chosen this round, 0xff none */
	uint8_t queue[2][RINK_PP_TEAM]; /* lineup=fixed: the order, by slot */
	uint8_t qn[2];                  /* lineup=fixed: cards ordered so far */
	uint8_t revealed[2];            /* slot first revealed (Rumpelstockchen) */
	uint8_t round;                  /* 0..5 within the pass */
	uint8_t pass;                   /* 0 regulation, k: k-th sudden-death pass */
	uint8_t score[2];               /* goals so far (home-ice goal included) */
	uint8_t reg_score[2];           /* regulation score of a tied game */
	uint8_t pending;                /* RUMP/BULLY/JUDGE: sides still to decide */
	int8_t bonus[2];                /* Sitting Bully's bonus this round, halves */
	int8_t bully_card[2];           /* card turned this round, -1 none */
	uint8_t rcard[2][RINK_PP_TEAM]; /* this pass: card compared in round k (views) */
	uint8_t rval[2][RINK_PP_TEAM];  /* this pass: its value in play, halves */
	uint8_t rout[RINK_PP_TEAM];     /* this pass: round k's outcome (RINK__FO_*) */
	uint8_t inj[PP_MAX_INJ][2];     /* card, side: injuries in order */
	uint8_t n_inj, n_inj_done;      /* recorded, replaced */
	/* the scorekeeper's sheet */
	struct pp_rec rec[RINK_PP_MAX_RECORD];
	uint16_t n_rec;
	uint16_t games_played; /* regular season */
	/* post-season */
	uint8_t playoff_first;
	uint8_t tour[PP_MAX]; /* tournament managers in seed order */
	uint8_t n_tour;
	uint16_t tour_alive;     /* still in the tournament */
	uint8_t tour_round;      /* 0: first round */
	uint8_t pair[PP_MAX][2]; /* this round's games: higher seed first */
	uint8_t n_pair, at_pair; /* this round's games, those played */
	uint8_t pair_done;       /* postseason=turns: bit k, pair k played */
	uint8_t series[2];       /* series[0] is the first-place manager */
	uint8_t series_wins[2];
	uint8_t series_game;
	int8_t champion;
	/* team variant */
	uint8_t roster[PP_TV_MAX][PP_ROSTER];
	uint16_t resting[PP_TV_MAX];    /* roster positions on the bench */
	uint16_t injured_tv[PP_TV_MAX]; /* season-long injuries (team_injury=season) */
	uint8_t symbol_taken;           /* team symbols chosen */
	uint8_t tv_picks;               /* teams chosen so far */
	uint8_t rest_need[2];           /* REST phase: cards still to rest per side */
	uint16_t rest_new[2];           /* in play: positions used; REST: chosen */
	uint16_t tv_used[2];            /* REST phase: positions used in the game */
	uint8_t tv_played[PP_TV_MAX];   /* games played (rotation starts after one) */
};

static inline const struct pp_game *pp_game_of(const struct pp_state *s)
{
	return (const struct pp_game *)s->base.game->impl;
}

static inline const struct pp_game *pp_game_impl(const struct rink_game *g)
{
	return (const struct pp_game *)g->impl;
}

static inline const struct rink__card *pp_card(const struct pp_state *s, int c)
{
	return &pp_game_of(s)->deck.cards[c];
}

static inline int pp_type(const struct pp_state *s, int c)
{
	return pp_game_of(s)->deck.cards[c].type;
}

static inline struct rink_event *pp_push(struct rink_events *ev, int type, uint32_t detail)
{
	return ev ? rink_events_push(ev, (uint16_t)type, detail) : NULL;
}

/* turns.c */
void rink__pp_init(struct rink_state *base);
uint32_t rink__pp_to_move(const struct rink_state *base);
int rink__pp_legal(const struct rink_state *base, int seat, int *out, int cap);
bool rink__pp_is_legal(const struct rink_state *base, int seat, int action);
int rink__pp_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng);
void rink__pp_apply(struct rink_state *base, int seat, int action, struct rink_events *ev);
int rink__pp_slot_of(const struct pp_state *s, int seat, int card);
bool rink__pp_may_challenge(const struct pp_state *s, int seat, int target);
/* Post-season: seat and target make up a scheduled game not yet played. */
bool rink__pp_scheduled(const struct pp_state *s, int seat, int target);
void rink__pp_end_turn(struct pp_state *s, struct rink_events *ev);
/* PP-TURN-01: who takes the first turn once teams are made. */
int rink__pp_first_turn(struct pp_state *s);
int rink__pp_draw(struct pp_state *s, int type, struct rink_events *ev);
/* Outside games: Hydra is worth 0 (PP-GAP-16), others their printed value. */
int rink__pp_value_outside(const struct pp_state *s, int card);

/* rounds.c */
void rink__pp_start_game(struct pp_state *s, int initiator, int opponent, struct rink_events *ev);
void rink__pp_begin_play(struct pp_state *s, struct rink_events *ev);
void rink__pp_play(struct pp_state *s, int seat, int card, struct rink_events *ev);
void rink__pp_take(struct pp_state *s, int seat, int card, struct rink_events *ev);
void rink__pp_bully(struct pp_state *s, int seat, int pile, struct rink_events *ev);
void rink__pp_judge(struct pp_state *s, int seat, bool claim, struct rink_events *ev);
int rink__pp_round_value(const struct pp_state *s, int card, int round);
/* The same for any pass and round of game g: Hydra's round value (k + 1 in
 * round k of regulation, 7 + k in a sudden-death pass), else the printed
 * value; in halves. round < 0: the value outside games (Hydra 0). Its
 * public face is rink_pp_value2. */
int rink__pp_value_in_play(const struct pp_game *g, int card, int pass, int round);
/* The slots a side may bring in for Rumpelstockchen: its highest unplayed. */
int rink__pp_rump_mask(const struct pp_state *s, int side);
int rink__pp_side_of(const struct pp_state *s, int seat);
void rink__pp_replace_injuries(struct pp_state *s, struct rink_events *ev);
/* Step 8: regulation injuries replaced, then the next sudden-death pass. */
void rink__pp_sudden_death(struct pp_state *s, struct rink_events *ev);

/* season.c */
void rink__pp_game_over(struct pp_state *s, int winner_side, int flags, struct rink_events *ev);
void rink__pp_after_game(struct pp_state *s, struct rink_events *ev);
void rink__pp_end_season(struct pp_state *s, int reached, struct rink_events *ev);
int rink__pp_series_need(const struct pp_state *s);

/* team.c */
void rink__pp_tv_init(struct pp_state *s);
void rink__pp_tv_team(struct pp_state *s, int seat, int symbol, struct rink_events *ev);
bool rink__pp_tv_can_field(const struct pp_state *s, int seat);
bool rink__pp_tv_field_ok(const struct pp_state *s, int seat, int card);
void rink__pp_tv_field(struct pp_state *s, int seat, int card, struct rink_events *ev);
bool rink__pp_tv_rest_ok(const struct pp_state *s, int seat, int card);
void rink__pp_tv_rest(struct pp_state *s, int seat, int card, struct rink_events *ev);
void rink__pp_tv_start_rest(struct pp_state *s, struct rink_events *ev);
int rink__pp_tv_pos(const struct pp_state *s, int seat, int card);
bool rink__pp_tv_substitute(struct pp_state *s, int side, int slot, struct rink_events *ev);
int rink__pp_tv_subs(const struct pp_state *s, int side, int slot);
bool rink__pp_tv_sub_ok(const struct pp_state *s, int seat, int card);
void rink__pp_tv_sub(struct pp_state *s, int seat, int card, struct rink_events *ev);

/* Event arguments beyond those rink/powerplay.h lists (each appended after
 * them, so the documented positions keep their meaning):
 *   PLAYED   [1] round, [2] pass, [3] card (detail: its manager only),
 *            [4] lineup=fixed: its place in the order from 1, else 0,
 *            [5] side (0 home, 1 away)
 *   INJURY   [2] place in the game's injury order from 1, [3] side,
 *            [4] round, [5] pass
 *   REPLACE  [3] the injury's place in that order, [4] team slot 0..5,
 *            [5] 0 drawn from the pile, 1 a team-variant substitute
 *   RUMP     [3] 1 when the owner chose among tied highest cards
 *   VALUES   [5] pass
 * docs/protocol/powerplay.md describes every event's JSON. */

/* notation.c */
int rink__pp_action_text(const struct rink_state *base, int seat, int action, char *buf,
                         size_t size);
int rink__pp_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                          struct rink_error *err);
int rink__pp_event_text(const struct rink_game *g, const struct rink_event *e, int seat, char *buf,
                        size_t size);
json_t *rink__pp_event_json(const struct rink_game *g, const struct rink_event *e, int seat);
json_t *rink__pp_action_json(const struct rink_state *base, int seat, int action);
/* "forward", "defense", "goalie"; NULL for another number. */
const char *rink__pp_pile_word(int type);

/* explain.c: why an action is not legal (rink_state_explain) */
int rink__pp_explain(const struct rink_state *base, int seat, int action, char *buf, size_t size);

/* resample.c */
int rink__pp_resample(struct rink_state *base, int seat, struct rink_rng *rng);

/* view.c */
json_t *rink__pp_view_json(const struct rink_state *base, int seat);
/* The deck's cards by id and the rules: public and fixed for the whole
 * game, the same for every seat (rink_game_info_json). */
json_t *rink__pp_info_json(const struct rink_game *game);
int rink__pp_check(const struct rink_state *base, struct rink_error *err);

#endif
