/*
 * cli/actiondeck_screen.h: what `rink play actiondeck` shows besides the
 * play-by-play (actiondeck_screen.c): where the game stands, the summary
 * of each period, and the answers to help, score and box at any prompt.
 */
#ifndef RINK_CLI_ACTIONDECK_SCREEN_H
#define RINK_CLI_ACTIONDECK_SCREEN_H

#include <stdbool.h>
#include <stddef.h>

#include "rink/game.h"
#include "rink/match.h"

/* Where a game stands in a few words, for rink resume's list and a
 * resumed game's first line: "BOS 2, TOR 1; period 2, 57 cards left". */
void cli_ad_where(const rink_match *m, char *out, size_t size);

/* One line: the score and shots, the period and time left, the strength
 * on the ice (a power play, an empty net) and who has the puck where. */
void ad_print_situation(const rink_state *s);

/* The totals a period's summary is the difference of. */
struct ad_totals {
	int shots[2], pp_goals[2], pp_opps[2], pim[2]; /* home, away */
};
void ad_totals_take(const rink_state *s, struct ad_totals *t);
/* The totals when the period in play began: those of the end of the last
 * period, found by replaying m's record (zero in the 1st period). */
void ad_totals_at_period_start(const rink_match *m, struct ad_totals *t);
/* The period just ended, in two lines: its goals, shots, power plays and
 * penalty minutes (since *last), and the game's from the 2nd period on;
 * *last becomes the totals now. */
void ad_print_period_summary(const rink_state *s, int period, struct ad_totals *last);

/* The words any prompt answers without a move: help (h, ?), score (s),
 * box (b). True when w is one of them (its answer printed); decision: the
 * help of a coach's decision rather than of the cards; save: where the
 * game is kept, for the help's line on q. */
bool ad_info_command(const rink_state *s, const char *w, bool decision, const char *save);

#endif
