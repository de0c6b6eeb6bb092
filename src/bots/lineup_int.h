/*
 * bots/lineup_int.h: the matrix-game solver inside the line-up solvers,
 * and a Power Play strategy to certify, open to the tests.
 */
#ifndef RINK_BOTS_LINEUP_INT_H
#define RINK_BOTS_LINEUP_INT_H

#include "rink/error.h"
#include "rink/lineup.h"

/* Solves the zero-sum matrix game m (rows x cols, row-major, payoff to the
 * row player) by linear programming with GLPK: x (rows) and y (cols) are
 * equilibrium mixes and *value the game's value. */
int rink__matrix_game(const double *m, int rows, int cols, double *x, double *y, double *value,
                      struct rink_error *err);

/* Tests only: rink_lineup_pp_solve with both sides laying each card left
 * with equal chance at every position instead of the equilibrium mixes; the
 * value and the exploitability are that behaviour strategy's. */
int rink__lineup_pp_solve_uniform(const rink_game *g, const struct rink_lineup_pp_position *pos,
                                  const struct rink_lineup_options *opt,
                                  struct rink_lineup_pp_solution *sol, struct rink_error *err);

#endif
