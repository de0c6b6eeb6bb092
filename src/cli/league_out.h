/*
 * cli/league_out.h: how `rink league` and `rink odds` print (league_out.c)
 * and draw (league_chart.c) their reports.
 */
#ifndef RINK_CLI_LEAGUE_OUT_H
#define RINK_CLI_LEAGUE_OUT_H

#include <jansson.h>
#include <stdbool.h>

#include "rink/league.h"

/* A CSV field (quoted when it holds a comma, a quote or a line end), then
 * a comma, or a line end when last. */
void lg_csv_field(const char *s, bool last);
void lg_print_list(const json_t *list, bool csv);
void lg_print_standings(const rink_league *l, const json_t *st);
void lg_print_standings_csv(const json_t *st);
/* kind: what the odds are of */
enum { LG_ODDS_FIXTURES, LG_ODDS_SEASON, LG_ODDS_GAME };
void lg_print_odds(const char *name, int kind, const json_t *odds);
void lg_print_odds_csv(const json_t *odds);
/* Two leagues' odds side by side, teams matched by name. */
void lg_print_compare(const rink_league *a, const json_t *oa, const rink_league *b,
                      const json_t *ob, bool csv);
void lg_print_history(const json_t *hist, bool csv);
void lg_print_games(const json_t *games, bool csv);
void lg_print_schedule(const json_t *fixtures, bool csv);
/* stat: the one asked for (NULL: the game's default). */
void lg_print_leaders(const json_t *leaders, const char *stat, bool csv);
void lg_print_log(const json_t *log, bool csv);
void lg_print_h2h(const json_t *h2h, bool csv);
void lg_print_box(const json_t *box);
/* Where play stopped: whose move it is and what that team may play. */
void lg_print_waiting(const rink_league *l, int team);
void lg_print_after_move(const rink_league *l, int team);
/* After a person's choice between games: the next one due, or play on. */
void lg_print_after_choice(const rink_league *l, int team);
/* Keeps only the games team (by name) played; NULL keeps all. */
void lg_filter_team(json_t *games, const char *team);
const char *lg_next_date(const rink_league *l);
/* Writes v to path (through a temporary name and a rename) or stdout. */
int lg_write_json(const char *cmd, const json_t *v, const char *path);
/* An SVG chart of the league: "odds" (title chances over time) or
 * "standings" (points after each game), to path or stdout. */
int lg_chart(const char *cmd, const rink_league *l, const char *of, const char *path);

#endif
