/*
 * bots/lineup_int.h: the matrix-game solver inside the line-up solver,
 * open to the tests.
 */
#ifndef RINK_BOTS_LINEUP_INT_H
#define RINK_BOTS_LINEUP_INT_H

#include "rink/error.h"

/* Solves the zero-sum matrix game m (rows x cols, row-major, payoff to the
 * row player) by linear programming with GLPK: x (rows) and y (cols) are
 * equilibrium mixes and *value the game's value. */
int rink__matrix_game(const double *m, int rows, int cols, double *x, double *y, double *value,
                      struct rink_error *err);

#endif
