/*
 * bots/ts_plan.h: what Trick Shot's hard player knows about the game: the
 * board's shooting lanes, the odds of the dice, a position as plain data,
 * its worth at the end of a turn, and a quick policy built on them
 * (bots/ts_plan.c), which the search (bots/trickshot_hard.c) uses for its
 * simulations.
 *
 * Everything here reads only what a seat sees (rink_ts_view_get, the legal
 * actions and rink_ts_action_decode): Trick Shot hides nothing but the
 * future dice and Line cards in hand.
 */
#ifndef RINK_BOTS_TS_PLAN_H
#define RINK_BOTS_TS_PLAN_H

#include <stdbool.h>
#include <stdint.h>

#include "bots/bot_int.h"
#include "rink/trickshot.h"

#define TSP_SQ    256 /* squares, at most */
#define TSP_DICE  32  /* pools counted exactly; larger ones as this */
#define TSP_STEPS 6   /* rolls in a row counted by tsp_odds */
#define TSP_GOAL  100.0

struct tsp_board {
	const rink_game *g;
	int w, h, nsq;
	uint8_t kind[TSP_SQ], zone[TSP_SQ]; /* as struct rink_ts_board */
	uint8_t nb[TSP_SQ][8];              /* neighbour by direction, or NONE */
	int net[2];                         /* the net team t defends */
	int8_t lane_dir[2][TSP_SQ];         /* team t may shoot from sq this way */
	uint8_t lane_len[2][TSP_SQ];        /* squares from sq to the net */
	uint8_t lane_dist[2][TSP_SQ];       /* king steps to team t's nearest lane */
	uint8_t lines_to[2][TSP_SQ];        /* lines a slapshot from sq crosses */
	uint8_t speed[RINK_TS_PIECES], size[RINK_TS_PIECES];
	bool advanced;
	/* odds[n][k][m]: m rolls of n, n+1, ... dice in a row all end without
	 * a Fail, starting with k stamina tokens and re-rolling every Fail */
	double odds[TSP_DICE + 1][4][TSP_STEPS + 1];
	/* roll[n][k][k']: one roll of n dice with k tokens ends clean with k'
	 * left; kept[n][k]: the tokens most likely left after a clean one */
	double roll[TSP_DICE + 1][4][4];
	uint8_t kept[TSP_DICE + 1][4];
};

/* A position as the policy reads and changes it. */
struct tsp_pos {
	uint8_t sq[RINK_TS_PIECES];
	uint8_t occ[TSP_SQ]; /* piece + 1, 0 empty */
	uint8_t puck, carrier;
	uint8_t team, last_act;
	uint8_t stamina[2];
	int8_t score[2];
	int pool;
};

void rink__tsp_board_init(struct tsp_board *b, const rink_game *g);
void rink__tsp_pos_get(struct tsp_pos *p, const rink_state *s);
/* Chance that m rolls in a row, the first of n dice, succeed with k
 * stamina tokens. */
double rink__tsp_odds(const struct tsp_board *b, int n, int k, int m);
/* Worth for team t of p at the end of t's turn, the other team to act. */
double rink__tsp_end_value(const struct tsp_board *b, const struct tsp_pos *p, int t);
#define TSP_DEPTH 4 /* decisions a turn search looks ahead, at most */

/* A turn decision (phase ACTION) for the acting team: the best by one
 * step and its plans, or with depth > 1 the best `top` looked at further,
 * depth - 1 decisions (work: depth - 1 states of the game to play on). */
int rink__tsp_turn(const struct tsp_board *b, const rink_state *s, int depth, int top,
                   rink_state **work);
/* The quick policy: a legal action of seat in s. */
int rink__tsp_act(const struct tsp_board *b, const rink_state *s, int seat);

#endif
