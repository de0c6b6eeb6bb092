/*
 * rink/league.h: leagues that outlive a command, and the odds of their races.
 *
 * A league is kept in the store (rink/store.h) as one JSON document and the
 * records of its games. Two shapes, told apart by the game alone
 * (rink_game_is_season):
 *   - a season game (Slapshot, Power Play): the league's managers are the
 *     seats of one record, the whole season with its playoffs; its games
 *     are the "result" events that record yields;
 *   - a one-game game (Action Deck, Trick Shot): the league has teams and a
 *     schedule of fixtures, each played as a record of its own (parameters
 *     made by the game from the league, e.g. the two teams' charts and the
 *     injuries carried from earlier games) or typed in as a result from a
 *     real table, checked against the rules.
 * Everything else is game-blind: standings, game logs, head-to-head and the
 * odds use only results (sides, goals, a decision), rink_state_returns and
 * rink_state_postseason, through the game interface and a few hooks each
 * game provides (its standings' tie-breaks, its post-season, a fast way to
 * play the rest of a schedule).
 *
 * Seats or teams are played by bots ("bot:KIND") or people ("person:NAME");
 * rink_league_play plays bots' moves and stops where a person must move.
 *
 * Odds: N simulations of the rest of the season from its current position
 * (for a season game, its hidden cards dealt anew as a spectator sees them
 * first, so that the odds tell nobody anything hidden), every core used;
 * simulation k is seeded from (league seed, games played, k) and results
 * are combined in k order, so the answer does not depend on the thread
 * count. Each team's chance to make the post-season and to win the title
 * (95% Wilson intervals) and its expected final points (95% normal
 * interval) are kept in the league's history, one entry per asking.
 *
 * Every call returns RINK_OK or a negative RINK_E* code with err filled.
 * A call that fails has committed nothing it was doing (the store's
 * transaction is rolled back); the league object may then be ahead of the
 * store: free it and open the league again.
 */
#ifndef RINK_LEAGUE_H
#define RINK_LEAGUE_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "rink/error.h"
#include "rink/game.h"
#include "rink/store.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_LEAGUE_MAX_TEAMS 64

struct rink_league;
typedef struct rink_league rink_league;

/* What a new league is made of. */
struct rink_league_config {
	const char *name;   /* unique in the store */
	const char *game;   /* rink_game_name */
	const char *params; /* game parameters (NULL: the defaults) */
	uint64_t seed;
	const char *bots; /* the league's bot kind: plays bot seats and the odds
	                     (NULL: "heuristic") */
	/* who plays each seat or team, "bot:KIND" or "person:NAME"; NULL or
	 * missing entries are bots of the league's kind */
	const char *who[RINK_LEAGUE_MAX_TEAMS];
	int n_who;
	/* a one-game game's league (the game documents them): e.g. Action
	 * Deck "charts" (a folder of team charts) and "schedule" (games.csv);
	 * Trick Shot "games" (an even number); NULL for none */
	const char *charts, *schedule;
	int games;
	/* front ends' own tags of who may act for whom (the server's
	 * "player:ID"), opaque here: owner may play the league's bots on,
	 * record results and keep odds; key[t] alone may move person team t.
	 * NULL or "" for none (the terminal: whoever holds the store). */
	const char *owner;
	const char *key[RINK_LEAGUE_MAX_TEAMS];
};

/* Creates a league in st (one transaction). */
int rink_league_create(rink_store *st, const struct rink_league_config *cfg, rink_league **out,
                       struct rink_error *err);
/* Opens a league by name (or "#ID"), replaying its records. */
int rink_league_open(rink_store *st, const char *name, rink_league **out, struct rink_error *err);
void rink_league_free(rink_league *l);

const char *rink_league_name(const rink_league *l);
const char *rink_league_game(const rink_league *l);
int rink_league_num_teams(const rink_league *l);
const char *rink_league_team_name(const rink_league *l, int team);
/* Games decided so far, and in the whole regular season (-1: not known in
 * advance, as in Slapshot's race to the Playoffs space). */
int rink_league_played(const rink_league *l);
int rink_league_scheduled(const rink_league *l);
/* The date of the last game decided ("" when the league has no dates). */
const char *rink_league_date(const rink_league *l);
bool rink_league_over(const rink_league *l);
/* The date of the next game to play ("" when none or no dates). */
const char *rink_league_next_date(const rink_league *l);
/* The game in play (a season game: the season) and team's seat in it
 * (-1 when team does not play it): NULL when no game is in play. For
 * front ends that show a person the position and moves; what they show a
 * seat must be that seat's view (rink_state_view_json). */
const rink_state *rink_league_position(const rink_league *l, int team, int *seat);

/* Plays on: games (> 0) more games, or (until, "YYYY-MM-DD") every game
 * dated up to it, or both (whichever stops first), or with neither to the
 * end; bots move, and play stops where a person must move (*waiting set to
 * that seat's team, else -1). Each game is committed when it ends. *played
 * gets the games decided in this call. */
struct rink_league_play {
	int games;
	const char *until;
	void (*progress)(void *ud, int done, int total); /* may be NULL */
	void *ud;
};
int rink_league_play(rink_league *l, rink_store *st, const struct rink_league_play *p, int *played,
                     int *waiting, struct rink_error *err);

/* A person's move, typed as in the terminal, for the team's seat in the
 * game now in play: checked by the rules, committed, then bots play on to
 * the next person's move (as rink_league_play with games = 0 stops at).
 * Where the league waits for a choice between games instead
 * (rink_league_due_json), move is that choice: checked by the game, kept,
 * committed; nothing is played. */
int rink_league_move(rink_league *l, rink_store *st, int team, const char *move,
                     struct rink_error *err);

/* A one-game game's fixture played at a real table, typed in: the next
 * unplayed fixture between home and away (team indexes) gets this score and
 * decision ("regulation", "overtime", "shootout", "tie"); a result the
 * rules cannot produce is refused with the rule (RINK_EILLEGAL). */
int rink_league_record(rink_league *l, rink_store *st, int home, int away, int home_goals,
                       int away_goals, const char *decision, struct rink_error *err);

/* What-if with a roster: a change of a team's players for the league's
 * games not yet started (a one-game game whose teams have players: Action
 * Deck). player (a name on team's roster now) misses team's next `games`
 * games (0: the rest of the season), or with to >= 0 is traded to team
 * `to` for the rest of the season. Kept in the league's document, so the
 * league reopens, exports, imports and forks with it (a fork from before
 * it leaves it out); games played, and the game in play, stay as they
 * were; the odds from then on play with it. A team, player or change the
 * league does not have is refused with one line (RINK_EINVAL, or
 * RINK_EILLEGAL for what its rules cannot take), nothing changed.
 * Committed. */
struct rink_league_roster {
	int team;
	const char *player;
	int games; /* out for this many of team's games; 0: the rest */
	int to;    /* >= 0: traded to this team (games not read); -1: out */
};
int rink_league_roster(rink_league *l, rink_store *st, const struct rink_league_roster *c,
                       struct rink_error *err);
/* Team's roster for its next game and the league's changes that name it:
 * {"team", "players": [{"player", "pos", "goalie", "out"?: games left or
 * "season", "hurt"?, "from"?, "to"?}], "changes": [{"after", "team",
 * "player", "games"? | "to"?}]}; NULL (err set) for a game without
 * rosters. */
int rink_league_roster_json(const rink_league *l, int team, json_t **out, struct rink_error *err);

/* A person's choice due between games (Trick Shot tournament's draft,
 * TS-SEASON-03): {"team", "kind": "draft", "step": "return" or "take",
 * "options": [...], "text"}, or NULL when nobody must choose.
 * rink_league_play stops there (*waiting that team), and the person
 * answers with rink_league_move (e.g. "return Flying Wingers", "take
 * 17"). */
json_t *rink_league_due_json(const rink_league *l);

/* Who plays team: "bot:KIND" or "person:NAME". */
const char *rink_league_team_who(const rink_league *l, int team);
/* The tag of who may move a person's team, and the league's owner ("" when
 * none: rink_league_config). */
const char *rink_league_team_key(const rink_league *l, int team);
const char *rink_league_owner(const rink_league *l);
/* Someone takes team, as the tag key: a person's team that has no key yet
 * (or has this one), or a bot's team before the league's first move, which
 * becomes "person:NAME" (a season's manager is named NAME). Committed;
 * RINK_EILLEGAL when the team is someone else's or the league has begun. */
int rink_league_claim(rink_league *l, rink_store *st, int team, const char *name, const char *key,
                      struct rink_error *err);
/* Whether any game of the league has had a move (bots' teams may be
 * claimed until then). */
bool rink_league_begun(const rink_league *l);
/* The person's team that must move now, in the game in play or in a choice
 * due between games (rink_league_due_json), or -1 (none, or bots to move:
 * rink_league_play moves them). */
int rink_league_waiting(const rink_league *l);

/* Finds a team by name or abbreviation (case-insensitive; a number is a
 * team's place in the league, from 1): its index or -1. */
int rink_league_find_team(const rink_league *l, const char *name);

/* Reports, as new JSON (NULL when memory runs out):
 *   standings: {"rows": [{"rank","team","name","gp","w","l","otl","t",
 *              "pts","gf","ga","diff"}...], "played", "scheduled"} in the
 *              game's order with its tie-breaks;
 *   games:     [{"game","date","home","away","home_goals","away_goals",
 *              "decision","stage","table"}...] every game decided;
 *   h2h:       {"teams":[a,b], "games":[...], "a_wins", "b_wins", ...};
 *   box:       one game's record as the game shows it (its final view and
 *              events in words), by its number in the games list. */
json_t *rink_league_standings_json(const rink_league *l);
json_t *rink_league_games_json(const rink_league *l);
/* A one-game game's schedule: [{"fixture","date"?,"home","away","done",
 * "in_play"}...] every fixture in schedule order ([] for a season game,
 * whose games the managers choose as they go). */
json_t *rink_league_schedule_json(const rink_league *l);
/* The league's events in words, as a spectator sees them, in the order
 * played: trades, drafts, injuries, goals... each {"game": N (games decided
 * before it, plus one), "type": the event's JSON type, "text"}; only the
 * types listed in types (comma-separated; NULL or "": all). */
int rink_league_log_json(rink_league *l, rink_store *st, const char *types, json_t **out,
                         struct rink_error *err);
/* Player leaders, where the game keeps players' lines: every player's
 * regular-season totals over the league's records, [{"team", "player",
 * "goalie", "stats": {...}}], sorted by stat (descending; NULL: pts). A
 * season game's players are its cards, from its face-off events, one line
 * per manager and card, no "goalie", stats gp, g, fo, inj (NULL: by g).
 * RINK_EINVAL for a game without players' lines (Trick Shot). */
int rink_league_leaders_json(rink_league *l, rink_store *st, const char *stat, json_t **out,
                             struct rink_error *err);
json_t *rink_league_h2h_json(const rink_league *l, int a, int b);
int rink_league_box_json(rink_league *l, rink_store *st, int game, json_t **out,
                         struct rink_error *err);

/* ---- odds ------------------------------------------------------------------------ */

struct rink_league_odds_config {
	int sims;          /* simulations (default 10,000) */
	int threads;       /* 0: every core */
	const char *as_of; /* "YYYY-MM-DD": from the position after that day's
	                      games (NULL: now) */
	int after;         /* >= 0: from the position after that many games
	                      (-1: now; as_of wins when both are given) */
	bool keep;         /* store the answer in the league's history */
	void (*progress)(void *ud, int done, int total);
	void *ud;
	/* when not NULL, asked (with ud) from the worker threads before each
	 * simulation: nonzero stops the odds (RINK_EINVAL, "cancelled"), e.g.
	 * a server shutting down */
	int (*cancelled)(void *ud);
};
/* The odds as new JSON: {"after", "date", "sims", "seconds", "teams":
 * [{"team","name","playoffs","playoffs_lo","playoffs_hi","title",
 * "title_lo","title_hi","points","points_lo","points_hi"}...]}; with keep
 * also appended to the history (committed). */
int rink_league_odds(rink_league *l, rink_store *st, const struct rink_league_odds_config *c,
                     json_t **out, struct rink_error *err);
/* Appends odds (rink_league_odds's answer for l, computed without keep,
 * e.g. on another thread) to the history, committed: one entry per
 * position, a later asking replacing an earlier one. */
int rink_league_odds_keep(rink_league *l, rink_store *st, const json_t *odds,
                          struct rink_error *err);
/* The odds of a game in progress from its save file (rink_match_to_json's
 * JSON), played out by bots of kind bots (NULL: heuristic): for a season
 * game every manager's post-season and title chances and expected wins, as
 * a league's; for a one-game game each seat's chance to win it ("title")
 * and its mean result ("points": 1 a win, 1/2 a draw), no post-season.
 * c's as_of and keep are not used (after: results of the season). */
int rink_odds_save(const json_t *save, const char *bots, const struct rink_league_odds_config *c,
                   json_t **out, struct rink_error *err);
/* Every odds entry kept, oldest first (a new reference). */
json_t *rink_league_odds_history(const rink_league *l);

/* The whole league as one JSON document (its records included) that
 * rink_league_import makes again, under a new name when name is not NULL. */
int rink_league_export(rink_league *l, rink_store *st, json_t **out, struct rink_error *err);
int rink_league_import(rink_store *st, const json_t *doc, const char *name, rink_league **out,
                       struct rink_error *err);

/* What-if: a new league named name, a copy of l as it stood after its
 * first `after` games decided (-1: now), or after the games dated up to
 * as_of: later results, records and odds dropped, "forked_from" noting
 * whence. Record another result, move otherwise or play it on, and compare
 * the two leagues' odds. */
int rink_league_fork(rink_league *l, rink_store *st, const char *name, int after, const char *as_of,
                     rink_league **out, struct rink_error *err);

/* Lists the store's leagues: [{"name","game","teams","played","scheduled"}]. */
int rink_league_list(rink_store *st, json_t **out, struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
