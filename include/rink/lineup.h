/*
 * rink/lineup.h: the exact line-up solvers for Slapshot and Power Play.
 *
 * Two managers order their six cards in secret: a zero-sum matrix game
 * whose strategies are the 720 orders of each team. The payoff to home is
 * its chance of winning the game (a regulation tie is worth tie_value,
 * 1/2 by default, since overtime is close to a coin flip), or with
 * objective RINK_LINEUP_GOALS the goal difference (home-ice goal
 * included). With overtime set, the game is a sudden-death overtime: no
 * home-ice goal, the first goal wins, and a scoreless one is worth
 * tie_value (goal difference 0).
 *
 * Method: cards of one team that meet every opposing card alike are
 * interchangeable, so only one order per class of equivalent orders is
 * kept; then the double-oracle method grows a small restricted game from
 * best responses, solving each restricted game by linear programming
 * (GLPK), until neither side has a better reply among all its orders. The
 * answer is certified by its exploitability: the most either side could
 * gain by deviating to any order, which is at most 1e-9 on success.
 */
#ifndef RINK_LINEUP_H
#define RINK_LINEUP_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_LINEUP_ORDERS 720

enum rink_lineup_objective { RINK_LINEUP_WIN = 0, RINK_LINEUP_GOALS = 1 };

struct rink_lineup_options {
	int objective;    /* enum rink_lineup_objective */
	double tie_value; /* worth of a tie to home (win objective): 0..1 */
	bool overtime;    /* a sudden-death overtime game */
};

struct rink_lineup_order {
	uint8_t card[6]; /* card ids in playing order */
	double p;        /* probability of this order */
};

struct rink_lineup_solution {
	double value;          /* the game's value to home */
	double exploitability; /* best-response gain of both sides together */
	int n_home, n_away;    /* orders with positive probability */
	struct rink_lineup_order home[RINK_LINEUP_ORDERS]; /* by probability, highest first */
	struct rink_lineup_order away[RINK_LINEUP_ORDERS];
	int classes[2]; /* distinct orders kept per side after equivalence */
	int iterations; /* double-oracle rounds */
};

/* Default options: win objective, tie worth 1/2, regulation. */
void rink_lineup_defaults(struct rink_lineup_options *opt);

/* Solves the line-up game of two Slapshot teams (six card ids each, in any
 * order) of game g. Returns RINK_OK with sol filled, or an error code with
 * err filled (bad teams, or the LP solver failing). */
int rink_lineup_solve(const rink_game *g, const uint8_t home[6], const uint8_t away[6],
                      const struct rink_lineup_options *opt, struct rink_lineup_solution *sol,
                      struct rink_error *err);

/* The payoff to home of one pair of orders, under opt: the matrix entry. */
double rink_lineup_payoff(const rink_game *g, const uint8_t home_order[6],
                          const uint8_t away_order[6], const struct rink_lineup_options *opt);

/* ---- the advisor: a hint for the seat about to set a line-up ---------- */

struct rink_rng;

struct rink_lineup_advice {
	double win;                      /* seat's chance of winning the coming game (a tie
	                                    worth 1/2) when both sides play the equilibrium,
	                                    averaged over the sampled opposing teams */
	int samples;                     /* opposing teams solved: random deals of the
	                                    cards seat has not seen, or 1 when known */
	int known;                       /* opposing cards seat has seen (0..6); at 6 the
	                                    team is known and win is exact */
	bool uniform;                    /* the equilibrium plays every order alike (regulation) */
	int n_mix;                       /* orders in mix (the most likely, at most 8) */
	struct rink_lineup_order mix[8]; /* seat's equilibrium mix against the
	                                    first sampled team, highest first */
};

/* Advice for seat, which must be setting a line-up in state s of a
 * Slapshot game: solves the line-up game against `samples` opposing teams
 * drawn from what seat may see (rink_state_resample), never from the real
 * hidden cards; once seat has seen all six opposing cards, against that
 * team alone. */
int rink_lineup_advise(const rink_state *s, int seat, int samples, struct rink_rng *rng,
                       struct rink_lineup_advice *out, struct rink_error *err);

/* ---- Power Play: the line-up chosen card by card ------------------------ *
 *
 * In Power Play both managers lay one card at a time, face down, and see
 * each round's pair before choosing the next (PP-GAME-04/05): a sequence of
 * simultaneous choices. The solver works backwards over the positions (the
 * cards each side has left and the score difference), each position a
 * small matrix game over the two sides' cards, solved by LP (GLPK) on the
 * values of the positions that follow. Every rule of a round is the
 * engine's (rink_pp_value2, rink_pp_faceoff): Hydra's round value,
 * Rumpelstockchen's forced card (a tie: the owner's best), Sitting Bully's
 * turned card (his manager's best pile; the top card is any card of the
 * pile with equal chance), Willy Winzig on goalies, and Jolly Judge, whose
 * manager claims a tie at the end of the pass. Cards of one side that act
 * alike are merged. Payoff (struct rink_lineup_options): home's chance of
 * winning, a tie at the end of the pass that no Jolly Judge claims worth
 * tie_value (what follows, sudden death or a further pass, begins with
 * cards drawn from piles nobody knows); or with RINK_LINEUP_GOALS the goal
 * difference. A sudden-death pass (position.sudden_death): the first goal
 * wins. The answer is certified by the exploitability of the whole
 * behaviour strategy: each side's best response to the other's, found by
 * its own backward induction. */

struct rink_lineup_pp_position {
	uint8_t card[2][6];  /* home's and away's six this pass (card ids) */
	uint8_t played[2];   /* bit i: card[side][i] is already played this pass;
	                        both sides have played the same number, below 6 */
	int diff;            /* home's goals minus away's so far (home-ice goal
	                        included): -7..7, 0 in sudden death */
	bool sudden_death;   /* a sudden-death pass: the first goal wins */
	int n_pile[3];       /* Sitting Bully's piles by type: cards in each */
	uint8_t pile[3][36]; /* their cards; the top is any of them, equally likely */
};

struct rink_lineup_pp_choice {
	uint8_t card; /* card id */
	double p;     /* probability of laying it now */
};

struct rink_lineup_pp_solution {
	double value;                         /* the position's value to home */
	double exploitability;                /* best-response gain of both sides together */
	int states;                           /* positions solved */
	int lps;                              /* positions whose matrix game needed the LP */
	int n_home, n_away;                   /* cards with positive probability */
	struct rink_lineup_pp_choice home[6]; /* the next card's mix, highest first; */
	struct rink_lineup_pp_choice away[6]; /* equal cards share their class's p */
};

/* The position before the first card of a game between two Power Play
 * teams of game g (six card ids each, no card twice): regulation from 0-0
 * (1-0 with home_ice=1), or with opt->overtime a sudden-death pass; Sitting
 * Bully's piles hold every other card of the deck. */
int rink_lineup_pp_start(const rink_game *g, const uint8_t home[6], const uint8_t away[6],
                         const struct rink_lineup_options *opt, struct rink_lineup_pp_position *pos,
                         struct rink_error *err);

/* The position of the game in play in s (a Power Play state whose two
 * managers are choosing a round's card), both sides' cards as they are in
 * s: a seat must call it on a world resampled from its view, never on the
 * real state. Piles: their cards as they are. */
int rink_lineup_pp_position(const rink_state *s, struct rink_lineup_pp_position *pos,
                            struct rink_error *err);

/* Solves the rest of the pass from pos under opt (opt->overtime is ignored:
 * the position says whether it is sudden death). Returns RINK_OK with sol
 * filled, or an error code with err filled (a bad position, lineup=fixed,
 * the LP solver failing). */
int rink_lineup_pp_solve(const rink_game *g, const struct rink_lineup_pp_position *pos,
                         const struct rink_lineup_options *opt, struct rink_lineup_pp_solution *sol,
                         struct rink_error *err);

struct rink_lineup_pp_advice {
	double win;  /* seat's value (chance of winning the pass, a tie worth 1/2),
	                averaged over the worlds sampled */
	int samples; /* worlds sampled from seat's view */
	int n_mix;
	struct rink_lineup_pp_choice mix[6]; /* seat's mix for its next card, the
	                                        mean of the worlds' equilibrium mixes,
	                                        highest first */
};

/* Advice for seat, which must be choosing a round's card in state s of a
 * Power Play game (lineup=rounds): solves the rest of the pass in `samples`
 * worlds resampled from what seat may see (rink_state_resample), never from
 * the real hidden cards. */
int rink_lineup_pp_advise(const rink_state *s, int seat, int samples, struct rink_rng *rng,
                          struct rink_lineup_pp_advice *out, struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
