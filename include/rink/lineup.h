/*
 * rink/lineup.h: the exact line-up solver for Slapshot.
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
	                                    worth 1/2), averaged over the opposing teams it
	                                    cannot rule out */
	int samples;                     /* opposing teams sampled from seat's view */
	bool uniform;                    /* the equilibrium plays every order alike (regulation) */
	int n_mix;                       /* orders in mix (the most likely, at most 8) */
	struct rink_lineup_order mix[8]; /* seat's equilibrium mix against the
	                                    first sampled team, highest first */
};

/* Advice for seat, which must be setting a line-up in state s of a
 * Slapshot game: solves the line-up game against `samples` opposing teams
 * drawn from what seat may see (rink_state_resample), never from the real
 * hidden cards. */
int rink_lineup_advise(const rink_state *s, int seat, int samples, struct rink_rng *rng,
                       struct rink_lineup_advice *out, struct rink_error *err);

#endif
