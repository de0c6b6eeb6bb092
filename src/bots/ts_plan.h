/*
 * bots/ts_plan.h: what Trick Shot's hard player knows about the game
 * (bots/ts_plan.c): the board's shooting lanes, the odds of the dice, a
 * position as plain data, the quickest shot a team can make from it, and
 * its worth when a turn ends. The player that uses them is
 * bots/trickshot_hard.c.
 *
 * Everything here reads only what a seat sees (rink_ts_view_get, the legal
 * actions and rink_ts_action_decode): Trick Shot hides nothing but the
 * future dice and Line cards in hand.
 */
#ifndef RINK_BOTS_TS_PLAN_H
#define RINK_BOTS_TS_PLAN_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/game.h"
#include "rink/trickshot.h"

#define TSP_SQ    256 /* squares, at most */
#define TSP_DICE  32  /* pools counted exactly; larger ones as this */
#define TSP_STEPS 6   /* rolls in a row counted by rink__tsp_odds */
#define TSP_GOAL  100.0
#define TSP_LANES 64 /* lane squares in a zone, at most */

struct tsp_board {
	int w, h, nsq;
	uint8_t kind[TSP_SQ], zone[TSP_SQ]; /* as struct rink_ts_board */
	uint8_t nb[TSP_SQ][8];              /* neighbour by direction, or NONE */
	int net[2];                         /* the net team t defends */
	int8_t lane_dir[2][TSP_SQ];         /* team t shoots from sq this way, or -1 */
	uint8_t lane_len[2][TSP_SQ];        /* squares from sq to the net */
	uint8_t lane_dist[2][TSP_SQ];       /* king steps to team t's nearest lane */
	uint8_t lines_to[2][TSP_SQ];        /* lines a slapshot from sq crosses */
	uint8_t lanes[2][TSP_LANES];        /* team t's lane squares in its offensive zone */
	int n_lanes[2];
	uint8_t speed[RINK_TS_PIECES];                 /* Move Speed (Line cards aside) */
	uint8_t moves_to_lane[RINK_TS_PIECES][TSP_SQ]; /* Moves at least, from sq */
	bool advanced;
	/* roll[n][k][k']: one roll of n dice with k tokens ends without a Fail
	 * and k' tokens left; kept[n][k]: the tokens most likely left after
	 * a clean one; odds[n][k][m]: m rolls in a row of n, n+1, ... dice all
	 * end without a Fail, starting with k tokens */
	double roll[TSP_DICE + 1][4][4];
	uint8_t kept[TSP_DICE + 1][4];
	double odds[TSP_DICE + 1][4][TSP_STEPS + 1];
};

/* A position as the player reads and changes it. */
struct tsp_pos {
	uint8_t sq[RINK_TS_PIECES]; /* square, RINK_TS_NONE when off the ice */
	uint8_t occ[TSP_SQ];        /* piece + 1 on the square, 0 empty */
	uint8_t puck, carrier;      /* square; piece or RINK_TS_NONE */
	uint8_t team, last_act;     /* acting team; piece that acted last */
	uint8_t stamina[2];         /* ready tokens 0..3 */
	int8_t score[2];
	int pool; /* dice in the pool */
};

/* The worth of a turn's end for the team t that ends it, split by the
 * stamina tokens t starts its next turn with (rink__tsp_end_at). */
struct tsp_end {
	double fixed; /* all but the tokens' part */
	double keep;  /* chance t still has the puck at its next turn */
	int steps;    /* rolls of t's quickest shot then, 0 none */
};

void rink__tsp_board_init(struct tsp_board *b, const rink_game *g);
/* The position seen from s's view. */
void rink__tsp_pos_get(struct tsp_pos *p, const rink_state *s);
/* Chance that m rolls in a row, the first of n dice, end without a Fail
 * when every Fail is re-rolled while k stamina tokens last. */
double rink__tsp_odds(const struct tsp_board *b, int n, int k, int m);
/* Puts piece on sq (RINK_TS_NONE: off the ice); a carrier takes the puck. */
void rink__tsp_put(struct tsp_pos *p, int piece, int sq);
/* What a clean roll of activation a leaves, roughly: no offside moves, no
 * travelling puck. Not for a shot. */
void rink__tsp_play(const struct tsp_board *b, struct tsp_pos *p, const struct rink_ts_action *a);
/* Fewest rolls (1..max) before team t can have scored, last the piece
 * that acted last (RINK_TS_NONE at a turn's start); 0 when more. */
int rink__tsp_plan(const struct tsp_board *b, const struct tsp_pos *p, int t, int last, int max);
void rink__tsp_end(const struct tsp_board *b, const struct tsp_pos *p, int t, struct tsp_end *e);
double rink__tsp_end_at(const struct tsp_board *b, const struct tsp_end *e, int k);
/* Worth for team t of p at the end of t's turn, the other team to act. */
double rink__tsp_end_value(const struct tsp_board *b, const struct tsp_pos *p, int t);

#endif
