/*
 * cli/trickshot_board.h: Trick Shot's board in the terminal
 * (trickshot_board.c), for `rink play trickshot` (trickshot.c).
 */
#ifndef RINK_CLI_TRICKSHOT_BOARD_H
#define RINK_CLI_TRICKSHOT_BOARD_H

#include "rink/game.h"
#include "rink/trickshot.h"

/* The colour of team 0 (Red) or 1 (Blue), "" off a terminal. */
const char *ts_team_color(int team);
/* The value of key in a game's canonical parameters ("players=2,..."),
 * 0 when it is missing. */
int ts_param_int(const char *params, const char *key);
/* Draws the board of s with the track, score, stamina, dice and a legend
 * beside it. */
void ts_board_draw(const rink_game *g, const rink_state *s, const struct rink_ts_board *b);
/* One line: how the last face-off went (the opening one has no event). */
void ts_print_opening_faceoff(const rink_state *s);

#endif
