/*
 * tools/league_int.h: the league layer's shared internals (rink/league.h).
 *
 *   league.c         the document: create, open (replaying the records),
 *                    list, export and import
 *   league_play.c    playing on: bots, people's moves, typed-in results
 *   league_report.c  standings, game logs, head-to-head, box scores
 *   league_odds.c    the odds, on every core
 *   league_archive.c the store's list, export, import and the what-if fork
 *   league_people.c  who plays each team, who may act for it, claims
 *   league_roster.c  what-if with a roster: players out, trades
 *
 * The document (the store's league "doc") holds: format, version, game,
 * params, seed (decimal string), bots, who (per team), kind ("season" or
 * "fixtures"), teams ([{"name","abbr"}]), then for a season game "table"
 * (the record's id), for a one-game game "fixtures" ([{"home","away",
 * "date"?, "table"?, "result"?: {"hg","ag","decision","n","recorded"?}}]:
 * n is the game's number in the order decided), "odds" (the history), and
 * where a front end gave them "owner" and "keys" (per team, "" for none),
 * and "roster" where rosters were changed ([{"after", "team", "player",
 * "games"? | "to"?}], oldest first).
 */
#ifndef RINK_TOOLS_LEAGUE_INT_H
#define RINK_TOOLS_LEAGUE_INT_H

#include "core/league_int.h"
#include "rink/game.h"
#include "rink/league.h"
#include "rink/match.h"

#define LG_NAME    64
#define LG_FORMAT  "rink-league"
#define LG_VERSION 1

struct rink_league {
	int64_t id;
	int64_t updated_ms; /* the store's, when this league last read or wrote
	                       it: a save where it changed since is refused */
	char name[LG_NAME];
	json_t *doc;
	rink_game *game;                    /* the season's game; for fixtures, the base game */
	const struct rink__league_ops *ops; /* one-game games */
	bool season;
	bool single; /* a lone game from a save file (rink_odds_save) */
	uint64_t seed;
	char bots[64];
	int nteams;
	char team[RINK_LEAGUE_MAX_TEAMS][LG_NAME];
	char who[RINK_LEAGUE_MAX_TEAMS][LG_NAME]; /* "bot:KIND" or "person:NAME" */
	/* the games decided: a season's in the order played (res[i], its
	 * record's length after it at_len[i]); for fixtures one per fixture,
	 * done or not, and order[] the fixtures in the order decided */
	struct rink__lg_result *res;
	size_t *at_len;
	int nres, cap;
	int nfix;
	int *order;
	int ndone;
	/* a season game: its record and the store table; a one-game game: the
	 * fixture in play (-1 none) and its record */
	rink_match *match;
	int64_t table;
	int live;
};

/* Error helpers. */
int rink__lg_oom(struct rink_error *err);

/* The decision's word ("regulation", "overtime", "shootout", "tie") and back. */
const char *rink__lg_decision_name(int d);
int rink__lg_decision_parse(const char *word);

/* Writes the document back to the store (inside the caller's transaction). */
int rink__lg_save(rink_league *l, rink_store *st, struct rink_error *err);
/* The same in a transaction of its own, committed (rolled back on failure). */
int rink__lg_commit(rink_league *l, rink_store *st, struct rink_error *err);

/* A season game: rescans the record's results from its start (after a
 * move); a fixture's record finished: its result into res[k] and the
 * document. */
int rink__lg_season_scan(rink_league *l, struct rink_error *err);
/* A season game's record replayed from its start: fn(ud, len, e, err) for
 * every event, len the record's length after the move that made it; stops
 * at fn's first error. */
int rink__lg_season_replay(rink_league *l,
                           int (*fn)(void *ud, size_t len, const struct rink_event *e,
                                     struct rink_error *err),
                           void *ud, struct rink_error *err);
/* Appends a season game's result, the record's length after it len. */
int rink__lg_res_push(rink_league *l, const struct rink__lg_result *r, size_t len,
                      struct rink_error *err);
void rink__lg_fixture_done(rink_league *l, int k, const struct rink__lg_result *r, bool recorded);

/* The result events of a season game as results: reads events' JSON
 * fields type "result", home, away (managers from 1), home_goals,
 * away_goals, stage, and the overtime marks (overtimes, sudden_death,
 * coin_toss). Returns 1 when e is a result (filled into r), 0 when it is
 * not, -1 when memory ran out (it cannot tell). */
int rink__lg_event_result(const rink_game *g, const struct rink_event *e,
                          struct rink__lg_result *r);

/* Rows of the standings of results res[0..n) in the game's order. */
void rink__lg_standings(const rink_league *l, const struct rink__lg_result *res, int n,
                        struct rink__lg_row *rows);

/* Replays store table id into l->match (l->table = id). */
int rink__lg_record_load(rink_league *l, rink_store *st, int64_t id, struct rink_error *err);
/* A new record of the league's game in the store (meta names the league
 * and the fixture, -1 for a season): its id in *id. */
int rink__lg_table_new(rink_league *l, rink_store *st, const char *params, uint64_t seed,
                       int fixture, int64_t *id, struct rink_error *err);

/* How many games were decided (in the order decided) on or before date. */
int rink__lg_count_until(const rink_league *l, const char *date);

/* The document's "owner" and "keys" from cfg (league_people.c). */
int rink__lg_people_set(json_t *doc, const struct rink_league_config *cfg, size_t nteams,
                        struct rink_error *err);

/* The bot's seat-seed: reproducible whoever stops and starts the league. */
uint64_t rink__lg_bot_seed(const rink_league *l, size_t move, int seat);

#endif
