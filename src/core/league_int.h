/*
 * core/league_int.h: what a one-game game (Action Deck, Trick Shot) gives
 * the game-blind league layer (rink/league.h, src/tools/league*.c).
 *
 * A season game (rink_game_is_season) needs none of it: its record is the
 * season. A one-game game fills a struct rink__league_ops and points its
 * rink__game_ops.league at it: how a league of it is set up, the
 * parameters of each fixture's record (the two teams, what carries from
 * game to game), a record's result, which typed-in results the rules can
 * produce, the standings' order, and a fast way to play the rest of the
 * schedule and the post-season for the odds.
 */
#ifndef RINK_CORE_LEAGUE_INT_H
#define RINK_CORE_LEAGUE_INT_H

#include <jansson.h>
#include <stdint.h>

#include "rink/game.h"
#include "rink/league.h"

/* How a game was decided. */
enum { RINK__LG_REG, RINK__LG_OT, RINK__LG_SO, RINK__LG_TIE };
/* When it was played. */
enum { RINK__LG_SEASON, RINK__LG_POST };

/* One game's result: sides are team indexes. */
struct rink__lg_result {
	int16_t home, away;
	int16_t hg, ag;   /* goals (a shoot-out's winner has one more) */
	uint8_t decision; /* RINK__LG_* */
	uint8_t stage;    /* RINK__LG_SEASON or _POST */
	uint8_t done;     /* decided */
	uint8_t pad;
};

/* One team's line of the standings. */
struct rink__lg_row {
	int team;
	int gp, w, l, otl, t, gf, ga;
	int rw, row; /* regulation wins, regulation and overtime wins */
	double pts;
	int rank; /* 1 + teams ranked above (ties share a rank) */
};

/* Tallies the regular-season results of res[0..n) (done ones) into
 * rows[0..nteams), points 2 a win, 1 an overtime loss or a tie. */
void rink__lg_tally(const struct rink__lg_result *res, int n, struct rink__lg_row *rows,
                    int nteams);

struct rink__league_ops {
	/* Checks cfg and writes the new league's "teams" ([{"name","abbr"}]),
	 * "fixtures" ([{"home","away"} with "date" when known]), "params" (the
	 * base parameters, canonical for the game) and anything it keeps for
	 * itself under "setup". */
	int (*setup)(json_t *doc, const struct rink_league_config *cfg, struct rink_error *err);
	/* The parameters of fixture k's record, res[0..nfix) the results so
	 * far (those done). */
	int (*fixture_params)(const json_t *doc, const struct rink__lg_result *res, int k,
	                      char *out, size_t size, struct rink_error *err);
	/* A finished record's result: hg, ag, decision (home is seat 0). */
	void (*result)(const rink_state *s, struct rink__lg_result *r);
	/* Optional: what of a finished record the next fixtures' parameters
	 * need (Action Deck: the players hurt, for how many games), written
	 * into the fixture's result object in the document. */
	void (*carry)(const rink_state *s, json_t *result);
	/* Optional: a finished record's players' lines for the leaders:
	 * [{"side": 0 home or 1 away, "player": NAME, "goalie": bool,
	 * "stats": {NAME: number, ...}}]; the league sums them by team and
	 * player. */
	json_t *(*players)(const rink_state *s);
	/* RINK_OK when the rules can produce r (a typed-in result) for a
	 * fixture of the league, else RINK_EILLEGAL with the rule. */
	int (*check)(const json_t *doc, const struct rink__lg_result *r, struct rink_error *err);
	/* Sorts rows (tallied by rink__lg_tally) into the game's order with its
	 * tie-breaks and sets rank; NULL: by points, then wins, ties sharing a
	 * rank. */
	void (*rank)(const json_t *doc, const struct rink__lg_result *res, int n,
	             struct rink__lg_row *rows, int nteams);
	/* The odds: a context made once per asking (charts loaded), then
	 * sim_rest plays every fixture of res[0..n) not done, in order, and the
	 * post-season, from seed (the bots the league names); writes the
	 * season's final points of each team (pts[nteams], the standings'),
	 * the champion and the post-season's teams (a bitmask). The context is
	 * used by one thread at a time; sim_new is called once per thread. */
	void *(*sim_new)(const json_t *doc, struct rink_error *err);
	void (*sim_free)(void *ctx);
	int (*sim_rest)(void *ctx, struct rink__lg_result *res, int n, uint64_t seed, float *pts,
	                int *champion, uint64_t *post);
	/* Optional: rosters changed for the games not yet started
	 * (rink_league_roster). roster_check says whether change ({"team",
	 * "player", "games"}: a player out, 0 games the rest of the season;
	 * or {"team", "player", "to"}: a trade; team indexes) fits the league
	 * now (res[0..nfix), the results so far), else fails with one line;
	 * it may write "player" as the game spells him. The league keeps it
	 * in the document's "roster" with "after" (the games decided then),
	 * where fixture_params and the odds read it. NULL: the game has no
	 * rosters to change. roster_json: team's players for its next game
	 * ([{"player", ...}]), NULL when it cannot say. */
	int (*roster_check)(const json_t *doc, const struct rink__lg_result *res, int nfix,
	                    json_t *change, struct rink_error *err);
	json_t *(*roster_json)(const json_t *doc, const struct rink__lg_result *res, int nfix,
	                       int team);
	/* Optional: choices people make between fixtures (Trick Shot's
	 * draft). due: the person's team that must choose before fixture k
	 * can start (res[0..k) done), or -1; *what (when not NULL) gets
	 * {"team", "kind", "step", "options": [...], "text"}. choose: team's
	 * choice, typed as text, checked and kept in doc (RINK_EILLEGAL with
	 * the reason, doc unchanged), under "choices" in the result of the
	 * game it follows, which a fork after that game drops (the choice is
	 * made again there). */
	int (*due)(const json_t *doc, const struct rink__lg_result *res, int k, json_t **what);
	int (*choose)(json_t *doc, const struct rink__lg_result *res, int k, int team,
	              const char *text, struct rink_error *err);
};

#endif
