/*
 * rink/actiondeck.h: Action Deck, the solitaire stat-replay hockey game.
 *
 * The rules (actiondeck.txt) run behind the one game interface
 * (rink/game.h) as game "actiondeck". Seat 0 is the home coach, seat 1 the
 * visiting coach. Everything but the coaches' decisions is chance taken
 * from the state's own generator: the state plays on by itself until a
 * coach must decide (pull the goalie, pick shoot-out shooters), or, with
 * the parameter stop=sequence, until every sequence (one zone entry and
 * all it calls for) has been played, where the home seat answers "next".
 *
 * This header adds what the interface cannot say: the charts as structs,
 * their loaders (files named file:line in every error), the box score of a
 * game, a season of many games, the chart builder from season statistics,
 * and helpers that let tests stack the deck.
 *
 * Parameters of the game (rink_game_new("actiondeck", "k=v,...")):
 *   home, away       team chart files (default actiondeck/league/BOS.csv,
 *                    actiondeck/league/TOR.csv)
 *   deck, penalties, saves, assists   the designed charts (data/actiondeck)
 *   budget=entries|all   AD-GAP-33: only zone-entry cards count toward a
 *                    period's 100 (numbers from a second deck), or every
 *                    draw does (default entries)
 *   attempts=all|pp      AD-GAP-15: every control draw counts toward a
 *                    penalty's end, or only the power-play team's
 *   minor_cards=10, major_cards=25   AD-GAP-14: a penalty also ends after
 *                    this many entry cards (0: only control attempts)
 *   tournament=false     AD-SET-06: a tied game after overtime goes to a
 *                    shoot-out
 *   regular_shootout=false  a regular-season game also goes to a shoot-out
 *   overtime_cards=25    cards counted out for overtime (0: no overtime)
 *   pull_cards=10        AD-GAP-32: the window of the 3rd period (in entry
 *                    cards left) in which a trailing coach may pull
 *   pull_deficit=1       the largest deficit at which pulling is offered
 *   stop=decision|sequence   where play halts for the seat to move
 *   home_goalie=NAME, away_goalie=NAME   AD-GAP-43: the starting goalie,
 *                    in net all game unless relieved or hurt (no FACED
 *                    reading); empty (default): the rulebook's FACED
 *                    reading names the goalie on every odd shot
 *   relief_goals=0   AD-GAP-44: a starter who has let in this many, his
 *                    team trailing, hands the net to the other goalie
 *                    (0: never)
 *   ot_skaters=5     AD-GAP-45: skaters a side in overtime, 5, 4 or 3: each
 *                    one short of five adds +5 control and PCT, -5 SAVE%
 *   home_ice=0       AD-GAP-46: added to the home team's control rating
 *   home_out=NAME;NAME, away_out=...   players missing the game (hurt in
 *                    earlier games, AD-INJ-10), by chart name
 *   home_in=TEAM:NAME;..., away_in=...   players traded in (a league's
 *                    roster): NAME's line from the chart TEAM.csv in the
 *                    same folder joins the team's chart (docs/rules/
 *                    actiondeck.md, "Rosters changed in a league")
 */
#ifndef RINK_ACTIONDECK_H
#define RINK_ACTIONDECK_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "rink/error.h"
#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_AD_MAX_PLAYERS 48  /* skaters and goalies on one chart */
#define RINK_AD_NAME        40  /* bytes of a player's or team's name */
#define RINK_AD_DASH        255 /* PCT '-': never shoots */
#define RINK_AD_MAX_GOALS   40
#define RINK_AD_MAX_PENS    40
#define RINK_AD_MAX_INJ     12

/* Selection columns, cumulative in chart order (AD-TEAM-03). */
enum rink_ad_col {
	RINK_AD_SHOT,
	RINK_AD_ASST,
	RINK_AD_PEN,
	RINK_AD_HIT,
	RINK_AD_FACED,
	RINK_AD_NCOL
};

/* Zone entries on a card (AD-CARD-02, AD-GAP-01). */
enum rink_ad_entry {
	RINK_AD_P1,
	RINK_AD_P0,
	RINK_AD_PM1,
	RINK_AD_CTL,
	RINK_AD_FO,
	RINK_AD_PEN_E,
	RINK_AD_SHT
};
/* Zones seen from the controlling team: defending, middle, attacking. */
enum rink_ad_zone { RINK_AD_ZD, RINK_AD_ZM, RINK_AD_ZA };
/* Penalty chart results (AD-PEN-09, AD-GAP-38). */
enum rink_ad_pen_kind { RINK_AD_MINOR, RINK_AD_MAJOR, RINK_AD_MISCONDUCT, RINK_AD_PSHOT };
/* Save chart results (AD-SAV-03, AD-GAP-19). */
enum rink_ad_save_result { RINK_AD_COVER, RINK_AD_REBOUND, RINK_AD_CLEAR, RINK_AD_KEEP };
/* Save charts: even strength; short-handed read for a shot by the team
 * with more skaters; short-handed read for a shot by the team with fewer. */
enum rink_ad_save_chart { RINK_AD_SAVE_EVEN, RINK_AD_SAVE_PP, RINK_AD_SAVE_SH, RINK_AD_NSAVE };

struct rink_ad_player {
	char name[RINK_AD_NAME];
	char pos[4];               /* C, LW, RW, D or G */
	bool goalie;               /* a goalie row: FACED and SAVE% */
	uint8_t col[RINK_AD_NCOL]; /* cumulative bound 1..100; 0 = '-' (no range) */
	uint8_t pct;               /* shooting % 0..100, or RINK_AD_DASH */
	uint8_t save;              /* goalies: save % 0..100 */
};

struct rink_ad_team {
	char abbr[8];            /* short name, e.g. BOS */
	char name[RINK_AD_NAME]; /* full name as the chart gives it */
	int control;             /* control rating 1..95 */
	int pen_off;             /* offensive range 1..pen_off */
	int pen_def;             /* defensive range pen_def..100 */
	int n;                   /* players on the chart */
	int left_off;            /* rink_ad_build: skaters with too few shots to fit */
	struct rink_ad_player p[RINK_AD_MAX_PLAYERS];
	/* Filled by rink_ad_team_index (the loader calls it): for each column
	 * and number 1..100 the first position in ord[] of the group owning
	 * it and the group's size, and that first player himself (owner, one
	 * load for the common group of one); ord[] lists the players holding a
	 * range in chart order. */
	uint8_t ord[RINK_AD_NCOL][RINK_AD_MAX_PLAYERS];
	uint8_t nord[RINK_AD_NCOL];
	uint8_t first[RINK_AD_NCOL][101];
	uint8_t gsize[RINK_AD_NCOL][101];
	uint8_t owner[RINK_AD_NCOL][101];
};

/* The designed components: deck, penalty chart, saves and assists. */
struct rink_ad_rules {
	uint8_t entry[101][3];            /* [number][zone ZD,ZM,ZA] -> entry */
	uint8_t pen[2][101];              /* [0 offensive, 1 defensive][card] -> kind */
	uint8_t save[RINK_AD_NSAVE][101]; /* [chart][card] -> save result */
	uint8_t assists[101];             /* [card] -> 0, 1 or 2 assists */
};

/* Loads and validates one team chart (format: docs/rules/actiondeck.md).
 * Errors name "file:line: reason". */
int rink_ad_team_load(struct rink_ad_team *t, const char *path, struct rink_error *err);
/* Checks a chart in memory and fills its lookup tables; where names the
 * source for messages. */
int rink_ad_team_index(struct rink_ad_team *t, const char *where, struct rink_error *err);
/* Writes a chart (to a temporary name, then renamed). */
int rink_ad_team_save(const struct rink_ad_team *t, const char *path, struct rink_error *err);
/* Loads the four designed files; NULL names take the defaults under the
 * data directory. */
int rink_ad_rules_load(struct rink_ad_rules *r, const char *deck, const char *penalties,
                       const char *saves, const char *assists, struct rink_error *err);
/* Writes r's save charts in the format of data/actiondeck/saves.csv (to a
 * temporary name, then renamed). */
int rink_ad_saves_save(const struct rink_ad_rules *r, const char *path, struct rink_error *err);
/* The same for r's penalty chart (data/actiondeck/penalty.csv). */
int rink_ad_penalty_save(const struct rink_ad_rules *r, const char *path, struct rink_error *err);
/* The player of column col owning number k when no split is needed, or the
 * first of its group; *group_size gets the group's size (0: nobody). */
int rink_ad_owner(const struct rink_ad_team *t, int col, int k, int *group_size);
/* AD-DUP-03 / AD-GAP-23: which of n sharing players (0-based) card k names. */
int rink_ad_split(int n, int k);

/* A game from charts in memory. The charts and rules are not copied: they
 * must outlive the game. params as for rink_game_new, home/away/deck files
 * excluded. */
rink_game *rink_ad_game_new(const struct rink_ad_team *home, const struct rink_ad_team *away,
                            const struct rink_ad_rules *rules, const char *params,
                            struct rink_error *err);
const struct rink_ad_team *rink_ad_game_team(const rink_game *g, int side);

/* ---- the game record (scoresheet) and box score ---------------------------- */

enum rink_ad_decision { RINK_AD_REG, RINK_AD_OT, RINK_AD_SO, RINK_AD_TIE };

struct rink_ad_pstat {
	uint8_t gp;        /* 1 when he played (was available at the start) */
	uint8_t inj;       /* 0 none, 1 period, 2 game, 3 several games */
	uint8_t inj_games; /* further games missed (AD-INJ-05, AD-INJ-10) */
	/* counts of one game: 16 bits, as charts far from real ones (a save
	 * chart of rebounds, say) can pass 255 */
	uint16_t g, a, shots, pim;
	uint16_t sa, saves; /* goalies: shots against and saves */
	uint16_t secs;      /* goalies: seconds in net where a starter was named
	                       (AD-GAP-43); 0 under the rulebook's FACED reading */
	uint8_t gdec;       /* goalies: the decision, 0 none, 1 win, 2 loss, 3 loss in
	                       overtime or the shoot-out (the goalie of record) */
};

struct rink_ad_goal {
	uint8_t team, period, scorer, a1, a2; /* a1/a2 = 255 when none */
	uint8_t strength; /* 0 even, 1 power play, 2 short-handed, 3 empty net */
	uint8_t pshot;    /* 1: on a penalty shot */
	uint16_t clock;   /* seconds into the period */
};

struct rink_ad_penalty {
	uint8_t team, player, kind, minutes, period;
	uint16_t clock;
};

struct rink_ad_injury {
	uint8_t team, player, kind, games, period;
	uint16_t clock;
};

struct rink_ad_box {
	uint16_t score[2];           /* final, a shoot-out win counting one goal */
	uint16_t period_goals[2][5]; /* periods 1-3, overtime, shoot-out */
	uint16_t shots[2];
	uint16_t pp_goals[2], pp_opps[2];
	uint16_t pim[2];
	uint8_t decision; /* enum rink_ad_decision */
	uint16_t so_goals[2];
	uint8_t starter[2];    /* chart index of each team's starting goalie */
	uint8_t dec_goalie[2]; /* the goalies of record: in net when the winner took
	                          the lead for good (the shoot-out's at its end) */
	/* goals and penalties listed; past RINK_AD_MAX_GOALS or _PENS the
	 * rest are counted in the totals but not listed */
	uint8_t ngoals, npens, ninj;
	uint16_t unlisted_goals, unlisted_pens; /* counted, not listed */
	struct rink_ad_goal goal[RINK_AD_MAX_GOALS];
	struct rink_ad_penalty pen[RINK_AD_MAX_PENS];
	struct rink_ad_injury inj[RINK_AD_MAX_INJ];
	struct rink_ad_pstat p[2][RINK_AD_MAX_PLAYERS];
};

/* The record of a state (during play or once over). */
const struct rink_ad_box *rink_ad_box(const rink_state *s);
/* The box score as text (appended to a caller-owned buffer via a FILE). */
void rink_ad_box_print(const rink_game *g, const struct rink_ad_box *b, FILE *f);
json_t *rink_ad_box_json(const rink_game *g, const struct rink_ad_box *b);

/* ---- helpers for tools and tests ------------------------------------------ */

/* A state whose players absent[side][i] != 0 miss the game (injured in an
 * earlier game), made before any card is drawn. absent may be NULL. */
rink_state *rink_ad_state_new(const rink_game *g, uint64_t seed,
                              const uint8_t absent[2][RINK_AD_MAX_PLAYERS]);
/* Puts cards[0..n) on top of the entry deck in that order (the numbers
 * must not have been drawn this period; the others keep their order
 * behind). With budget=all every draw comes from this deck. */
int rink_ad_stack(rink_state *s, const uint8_t *cards, int n);
/* With budget=entries: the same for the numbers deck. */
int rink_ad_stack_numbers(rink_state *s, const uint8_t *cards, int n);
/* The k-th (0-based) card number whose entry for zone z is e, or -1. */
int rink_ad_card_with(const rink_game *g, int zone, int entry, int k);

/* What a test may read and set of the position. */
struct rink_ad_pos {
	int period;     /* 1-3, 4 overtime, 5 shoot-out, 6 over */
	int poss;       /* controlling team: 0 home, 1 visitor */
	int zone;       /* enum rink_ad_zone, from poss's side */
	int skaters[2]; /* skaters on the ice (penalties), pulled goalie excluded */
	int pulled[2];  /* goalie pulled */
	int goalie[2];  /* chart index of the goalie in net */
	int cards_left; /* entry cards left in this period */
	bool faceoff;   /* a face-off starts the next sequence */
	bool shot;      /* an immediate shot starts the next sequence */
	bool en_shot;   /* an empty-net shot starts it (AD-GAP-31) */
	int npen;       /* running penalties */
	int pen_team[8], pen_player[8], pen_kind[8], pen_left[8];
	int faceoff_zone; /* while faceoff: its zone from the home side (rink_ad_zone) */
};
void rink_ad_get_pos(const rink_state *s, struct rink_ad_pos *p);
/* Sets possession, zone and the pending face-off/shot flags. */
void rink_ad_set_pos(rink_state *s, int poss, int zone, bool faceoff, bool shot);
/* Sets the score (goals counted in period 1 for the record). */
void rink_ad_set_score(rink_state *s, int home, int away);
/* Puts a running penalty on team's player (kind minor/major) with left
 * control attempts to go (at least 1). */
void rink_ad_add_penalty(rink_state *s, int team, int player, int kind, int left);
/* Jumps to period (1-4) with cards already read in it (before a sequence). */
void rink_ad_set_period(rink_state *s, int period, int cards_read);
/* Modified ratings in force now (AD-MOD): team's control rating, a
 * player's PCT, and the SAVE% of team's goalie g against the other team. */
int rink_ad_control_now(const rink_state *s, int team);
int rink_ad_pct_now(const rink_state *s, int team, int player);
int rink_ad_save_now(const rink_state *s, int team, int goalie);
/* A shoot-out or penalty shot (AD-SO-03..06, AD-GAP-37 a): 0 goal, 1
 * saved, 2 wide, for a shooter with chart PCT pct and a draw of card. */
int rink_ad_shootout_result(int pct, int card);
/* A player's availability: 0 available, else why not (1 period, 2 game,
 * 3 absent, 4 misconduct, 5 serving a penalty). */
int rink_ad_out(const rink_state *s, int team, int player);

/* Actions (notation in brackets). */
enum {
	RINK_AD_ACT_NEXT = 0, /* "next": play on (stop=sequence) */
	RINK_AD_ACT_PULL = 1, /* "pull": pull the goalie */
	RINK_AD_ACT_KEEP = 2, /* "keep": leave the goalie where he is */
	RINK_AD_ACT_DRAW = 3, /* "draw": draw the remaining shoot-out shooters */
	RINK_AD_ACT_BACK = 4, /* "back": put the pulled goalie back in net */
	RINK_AD_ACT_PICK = 10 /* +i, "pick N": player i shoots in the shoot-out */
};
/* The built-in coach: pulls when offered and leaves him out, draws
 * shoot-out shooters. */
int rink_ad_auto_action(const rink_state *s, int seat);
/* Plays s to its end with the built-in coach for both seats. */
void rink_ad_play_out(rink_state *s, struct rink_events *ev);

/* Event types (rink_event.type) and their arguments. */
enum {
	RINK_AD_EV_PERIOD = 1, /* period starts: [0] period */
	RINK_AD_EV_FACEOFF,    /* [0] winner [1] home card [2] away card [3] zone of winner */
	RINK_AD_EV_ENTRY,      /* [0] card [1] controller [2] zone [3] entry */
	RINK_AD_EV_CONTROL,    /* [0] card1 [1] card2 [2] total1 [3] total2 [4] winner [5] zone */
	RINK_AD_EV_PENCHECK,   /* [0] card [1] team penalized or -1 */
	RINK_AD_EV_PENALTY,    /* [0] team [1] player [2] kind [3] minutes [4] clock */
	RINK_AD_EV_PEN_END,    /* [0] team [1] player [2] why: 0 attempts 1 goal */
	RINK_AD_EV_SHOT,    /* [0] team [1] shooter [2] sel card [3] result card [4] goalie [5] goal
	                       [6] pct/save used */
	RINK_AD_EV_SAVE,    /* [0] card [1] result [2] chart */
	RINK_AD_EV_GOAL,    /* [0] team [1] scorer [2] a1 [3] a2 [4] bits 0-1 strength, bit 2 a
	                       penalty shot, bits 4-6 period [5] clock [6] home [7] away */
	RINK_AD_EV_INJURY,  /* [0] team [1] player [2] kind [3] games [4] severity card */
	RINK_AD_EV_PULL,    /* [0] team [1] 1 pulled, 0 back in net */
	RINK_AD_EV_SO_SHOT, /* [0] team [1] shooter [2] card [3] 0 goal 1 saved 2 wide */
	RINK_AD_EV_PSHOT,   /* [0] team [1] shooter [2] card [3] 0 goal 1 saved 2 wide
	                       [4] it scores within this [5] 1 at an empty net */
	RINK_AD_EV_END_PERIOD, /* [0] period */
	RINK_AD_EV_OVER,       /* [0] home [1] away [2] decision */
	RINK_AD_EV_SO_LOT      /* shoot-out still tied with no shooter left: [0] card
	                          [1] winner (even: home) */
};
/* The arguments past those above (clocks, scores, strengths at each event)
 * are listed in src/games/actiondeck/ad_int.h; clients read the named
 * fields of rink_event_json, documented in docs/protocol/actiondeck.md. */

/* ---- a season ---------------------------------------------------------------- */

#define RINK_AD_LEAGUE_PARAMS 192
#define RINK_AD_GROUP_NAME    24 /* bytes of a division's or conference's name */
#define RINK_AD_MAX_GROUPS    16 /* divisions, and conferences, of a league */

struct rink_ad_league {
	int n;                     /* teams */
	struct rink_ad_team *team; /* n charts, owned */
	struct rink_ad_rules rules;
	/* the league's own game parameters (its params.txt), "" for none:
	 * the power plays' length fitted to its season (rink_ad_tune) */
	char params[RINK_AD_LEAGUE_PARAMS];
	/* rules.save and rules.pen are the league's own (its rules/saves.csv
	 * and rules/penalty.csv), fitted to its season; otherwise the
	 * default's */
	bool own_saves, own_penalties;
	/* the alignment (its rules/divisions.csv, rink_ad_divisions_load): for each
	 * team the index of its division and conference in the names below,
	 * -1 for none; NULL when the league has none */
	int *division, *conference; /* [n] */
	int ndiv, nconf;
	char div_name[RINK_AD_MAX_GROUPS][RINK_AD_GROUP_NAME];
	char conf_name[RINK_AD_MAX_GROUPS][RINK_AD_GROUP_NAME];
};

/* Loads every *.csv chart of dir (sorted by name), the default rules with
 * the league's own save and penalty charts from dir/rules/saves.csv and
 * dir/rules/penalty.csv where there are, the league's parameters from
 * dir/params.txt and its alignment from dir/rules/divisions.csv when
 * there are. */
int rink_ad_league_load(struct rink_ad_league *l, const char *dir, struct rink_error *err);
void rink_ad_league_free(struct rink_ad_league *l);
int rink_ad_league_find(const struct rink_ad_league *l, const char *abbr);
/* Writes the league's charts (TEAM.csv), its params.txt when it has
 * parameters, rules/saves.csv and rules/penalty.csv when it has its own,
 * and rules/divisions.csv when it has an alignment, into dir (made if
 * missing), each to a temporary name renamed into place; any of the four
 * the league lacks is removed. */
int rink_ad_league_save(const struct rink_ad_league *l, const char *dir, struct rink_error *err);
/* The parameters of a game between two teams of the league in dir, as
 * rink play makes it: the league's params.txt (lines key=value of
 * minor_cards or major_cards, 0-100, '#' comments; anything else fails
 * with file:line), saves= and penalties= its own charts in DIR/rules/
 * where it has them, then user's (may be NULL), whose keys replace the
 * league's.
 * dir is named as the home= parameter names a chart: an absolute, ./ or
 * ../ path as it is, any other name under the data folder. */
int rink_ad_league_game_params(const char *dir, const char *user, char *out, size_t size,
                               struct rink_error *err);
/* out = league's parameters, then user's (either may be NULL or ""): a
 * key that user gives replaces the league's. */
int rink_ad_params_merge(const char *league, const char *user, char *out, size_t size,
                         struct rink_error *err);

struct rink_ad_schedule {
	int n;
	int (*game)[2];    /* [i][0] home team index, [i][1] away */
	char (*date)[16];  /* [i] the date column's text, "" without one */
	int (*starter)[2]; /* [i][side] chart row of the starting goalie from the
	                      columns home_goalie and away_goalie, -1 for none */
	/* NULL, or [team][chart row] the games each player misses from the
	 * start of sc (carried in from games before it, AD-INJ-10; 255: all
	 * of them); not owned (rink_ad_schedule_free leaves it) */
	const uint8_t (*out)[RINK_AD_MAX_PLAYERS];
};
/* Reads games.csv (columns home, away by name; date, home_goalie and
 * away_goalie when there are); team names must be in l, a goalie named
 * must be a goalie of his team's chart; errors name file:line:column. */
int rink_ad_schedule_load(struct rink_ad_schedule *sc, const struct rink_ad_league *l,
                          const char *path, struct rink_error *err);
void rink_ad_schedule_free(struct rink_ad_schedule *sc);

struct rink_ad_team_stats {
	int gp, w, l, otl, gf, ga, shots_for, shots_against, pp_goals, pp_opps, ppga, times_sh, pim;
};
struct rink_ad_player_stats {
	int gp, g, a, shots, pim, sa, saves, games_missed;
	/* goalies: starts, decisions (the goalie of record: wins, regulation
	 * losses, overtime and shoot-out losses), shutouts (a whole game alone
	 * without a goal against before any shoot-out), seconds in net */
	int gs, w, l, otl, so, secs;
};

/* One game's result, as standings count it. */
struct rink_ad_result {
	int home, away;             /* team indexes of the league */
	int home_goals, away_goals; /* final; a shoot-out win counts one goal */
	int decision;               /* enum rink_ad_decision: REG, OT, SO (TIE: a
	                               point each) */
};

/* One game of a replayed season: its result, and what makes it again as
 * a lone game (rink_ad_season_game_params): the starters, the players out,
 * the seed of its state. */
struct rink_ad_season_game {
	struct rink_ad_result r;
	int starter[2];     /* chart rows of the starting goalies, home and away (-1:
	                       none was available, the rulebook's FACED reading) */
	uint64_t absent[2]; /* bit i: chart row i missed the game (hurt before) */
	uint64_t seed;      /* the game's own seed (rink_seed_derive(season, i)) */
};

struct rink_ad_season {
	int n;
	struct rink_ad_team_stats *t;                          /* [n] */
	struct rink_ad_player_stats (*p)[RINK_AD_MAX_PLAYERS]; /* [n][player] */
	int ngames;
	struct rink_ad_season_game *games; /* [ngames], in schedule order */
};
/* Plays every game of sc with the built-in coaches, injuries carried from
 * game to game; params after the league's own (l->params), as for
 * rink_ad_game_new (e.g. regular_shootout), and deck=, penalties=,
 * saves=, assists= files that replace the league's components. progress
 * (may be NULL) is called after each game. */
int rink_ad_season_play(const struct rink_ad_league *l, const struct rink_ad_schedule *sc,
                        uint64_t seed, const char *params, struct rink_ad_season *out,
                        void (*progress)(void *ctx, int done, int total), void *ctx,
                        struct rink_error *err);
void rink_ad_season_free(struct rink_ad_season *s);
/* The season as JSON: "teams", "skaters", "goalies" (with w, l, otl,
 * gaa, sv_pct, so), and "games", one per game of the schedule sc in order:
 * date (when sc has one), home, away, home_goals, away_goals, decision
 * ("REG", "OT", "SO", "TIE"), home_goalie, away_goalie (the starters),
 * seed (a decimal string) and params (rink_ad_season_game_params). sc
 * may be NULL: no dates. */
json_t *rink_ad_season_json(const struct rink_ad_league *l, const struct rink_ad_season *s,
                            const struct rink_ad_schedule *sc);
/* The parameters that make game i of season s again as a lone game, past
 * the league's and the season's: home= and away= are left to the caller
 * (charts in memory or files); this writes home_goalie, away_goalie,
 * home_out and away_out into out. With the season's parameters, the same
 * charts and seed s->games[i].seed, rink_ad_game_new plays the same game.
 * Returns 0, or RINK_EINVAL when out is too small. */
int rink_ad_season_game_params(const struct rink_ad_league *l, const struct rink_ad_season *s,
                               int i, char *out, size_t size);

/* ---- many seasons: a league's chances over seeds (rink season --seeds) ------ */

/* Seasons k = 0 .. seasons - 1, season k played from seed + k as
 * rink_ad_season_play plays it (so season 0 is the lone season of that
 * seed), its standings by rink_ad_standings and, with playoffs, its
 * playoff from rink_seed_derive(seed + k, 2^63), as rink season plays
 * one. They are cut into pieces (at most RINK_AD_SEASONS_MAX_PIECES, a
 * function of the count alone; piece p plays seasons seasons * p / pieces
 * up to seasons * (p + 1) / pieces) for the work pool (rink/pool.h), and a
 * piece's tally is rink_ad_seasons_slot doubles: the seasons it played,
 * then per team RINK_AD_SZ_N sums. Every sum is of whole numbers, so the
 * tallies add up exactly however pieces are shared out between threads,
 * processes (mpirun) and shards. */
#define RINK_AD_SEASONS_MAX_PIECES 1024

enum {
	RINK_AD_SZ_PTS,  /* points */
	RINK_AD_SZ_PTS2, /* points squared */
	RINK_AD_SZ_W,    /* wins, losses, overtime and shoot-out losses */
	RINK_AD_SZ_L,
	RINK_AD_SZ_OTL,
	RINK_AD_SZ_GF, /* goals for and against */
	RINK_AD_SZ_GA,
	RINK_AD_SZ_RANK,  /* place in the league, 1 the best */
	RINK_AD_SZ_FIRST, /* seasons finished first */
	RINK_AD_SZ_POST,  /* seasons in the playoff (with playoffs) */
	RINK_AD_SZ_TITLE, /* playoffs won */
	RINK_AD_SZ_N
};

struct rink_ad_seasons_config {
	const struct rink_ad_league *l;
	const struct rink_ad_schedule *sc;
	uint64_t seed;      /* season k is played from seed + k */
	int seasons;        /* 1 or more */
	const char *params; /* each game's, as rink_ad_season_play's */
	bool playoffs;      /* and each season's playoff (16 teams or more) */
	int threads;        /* 1 or more */
	void (*progress)(void *ud, int done, int total); /* seasons done */
	void *ud;
};

/* One team over the seasons: means per season, shares of seasons, and
 * 95% intervals (normal for the points, Wilson for the shares). */
struct rink_ad_seasons_team {
	double pts, pts_lo, pts_hi;
	double w, l, otl, gf, ga, rank;
	double first, first_lo, first_hi;
	double post, post_lo, post_hi; /* 0 without playoffs */
	double title, title_lo, title_hi;
};

/* The pieces of `seasons` seasons; the doubles of one piece's tally for a
 * league of n teams. */
int rink_ad_seasons_pieces(int seasons);
size_t rink_ad_seasons_slot(int n);
/* Plays pieces first .. first + count - 1 on c->threads threads, piece
 * first + i's tally into t + i * rink_ad_seasons_slot(c->l->n). RINK_OK or
 * an error code with err filled (fewer than 16 teams with playoffs: EINVAL). */
int rink_ad_seasons_play(const struct rink_ad_seasons_config *c, int first, int count, double *t,
                         struct rink_error *err);
/* Every piece's tally (t, pieces slots in piece order) of a league of n
 * teams added up into out[n]; returns the seasons counted, or -1 when it
 * cannot allocate. */
int rink_ad_seasons_finish(const double *t, int pieces, int n, struct rink_ad_seasons_team *out);

/* ---- standings and playoffs ------------------------------------------------ */

/* Reads an alignment file (columns team, division, conference by name; a
 * team of l each row, at most once) into l. Teams not listed have none
 * (-1). Errors name file:line:column. */
int rink_ad_divisions_load(struct rink_ad_league *l, const char *path, struct rink_error *err);

/* One row of standings. */
struct rink_ad_row {
	int team; /* league index */
	int gp, w, l, otl, ties, pts;
	int rw;                   /* regulation wins */
	int row;                  /* regulation and overtime wins (shoot-out wins not) */
	int gf, ga;               /* goals; a shoot-out win counts one */
	double pts_pct;           /* pts over 2 gp, 0 without games */
	int division, conference; /* the league's indexes, -1 for none */
	int rank;                 /* 1-based place in the league */
};

/* Standings of l from n_games results (any order; results naming no team
 * of l are skipped), NHL points (2 a win, 1 an overtime or shoot-out
 * loss, 1 a tie) and tie-breakers in order: points, points %, regulation
 * wins, regulation and overtime wins, wins, points in the games among the
 * teams still tied, goal differential, goals for, then the league's own
 * order. rows must hold l->n rows; they are filled best first. Game-blind:
 * it needs only results and the league's size and alignment. Returns l->n,
 * or -1 when it cannot allocate. */
int rink_ad_standings(const struct rink_ad_league *l, const struct rink_ad_result *games,
                      int n_games, struct rink_ad_row *rows);

/* A best-of-seven series: the team with home ice (the better regular
 * season) hosts games 1, 2, 5 and 7 (2-2-1-1-1). */
struct rink_ad_series {
	int high, low; /* team indexes: high has home ice */
	int wins_high, wins_low;
	int winner; /* team index */
	int games;  /* games played, 4-7 */
};

/* A 16-team playoff: round 0 has 8 series, 1 four, 2 two (the conference
 * finals), 3 one (the final). */
struct rink_ad_bracket {
	int seed[16]; /* qualified teams: in each conference (8 each) division 1's
	                 first three, division 2's first three, then the wild cards
	                 best first; without an alignment of 2 conferences of 2
	                 divisions each, the league's top 16 in order */
	bool aligned; /* the NHL format was used (else top 16, 1 v 16, 8 v 9, ...) */
	struct rink_ad_series round[4][8];
	int champion; /* team index */
	int games;    /* playoff games played */
};

/* The NHL 2022-23 playoff (AD-GAP-49): the top three of each division and
 * two wild cards a conference (the next best two of the conference),
 * division winners against wild cards (the better winner against the
 * second wild card), second against third; winners meet within the
 * division bracket, then the conference final and the final; in every
 * series the better regular season (rows' order) has home ice.
 * rows are standings of l (rink_ad_standings), at least 16 teams. Each
 * game is an Action Deck game under the league's parameters, then params
 * (may be NULL; home_goalie and the like are refused), then
 * tournament=true, ot_skaters=5 and overtime_cards=100 (a 20-minute
 * sudden-death overtime at full strength, then a shoot-out as the
 * rulebook's championship games, AD-SET-06); each team's starter is its
 * first goalie (the widest FACED range); injuries are not carried; game k
 * of the playoff (in the order played: round by round, series by series)
 * is dealt from rink_seed_derive(seed, k). One game object and state for
 * all: no allocation per game. Fails (RINK_EINVAL) with fewer than 16
 * teams. *out is filled by the caller's bracket; rink_ad_bracket_json
 * gives it as {"format": "nhl" or "top16", "seeds", "rounds": [{"round",
 * "series": [{"high", "low", "wins_high", "wins_low", "winner",
 * "games"}]}], "champion", "games"}. */
int rink_ad_playoffs_play(const struct rink_ad_league *l, const struct rink_ad_row *rows,
                          uint64_t seed, const char *params, struct rink_ad_bracket *out,
                          struct rink_error *err);
json_t *rink_ad_bracket_json(const struct rink_ad_league *l, const struct rink_ad_bracket *b);

/* ---- the chart builder ------------------------------------------------------ */

/* Builds one chart per team from season statistics in the format of
 * shared/data/nhl-2022-23-first-half (teams.csv, skaters.csv,
 * goalies.csv). Bad or missing columns fail with file:line:column. On
 * success *teams is a new array of *n charts (free()). */
int rink_ad_build(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                  struct rink_ad_team **teams, int *n, struct rink_error *err);

/* League figures of a season or a replay: shots and penalty minutes per
 * team and game, power-play goals per power play; below 0: unknown. */
struct rink_ad_figures {
	double shots, pp, pim;
};

/* What rink_ad_tune found; a value it did not fit is -1. */
struct rink_ad_tuning {
	int keep_cards;                     /* REBOUND + KEEP cards of the even save chart */
	int minor_cards;                    /* entry cards after which a minor ends (0: no limit) */
	int misconduct_cards;               /* MISCONDUCT cards of the penalty chart */
	struct rink_ad_figures target, sim; /* the season's, the fitted league's replay */
	int games;                          /* games of one replay */
	int tried;                          /* replays played */
};

/* A league fitted to its season by replaying it: every pairing of l's
 * teams, both ways, four times, a fixed seed, the same games for every
 * try. Each figure of target at or above 0 is fitted by one value:
 *   - shots: the even save chart, its first 30 cards COVER, then REBOUND
 *     and KEEP together keep_cards of 0-70 (REBOUND first, up to 7), the
 *     rest CLEAR;
 *   - pp: the power plays' length, minor_cards of 2-40 (AD-GAP-14 b), or
 *     0 (no card limit) when no length reaches it; the rules' +20 and -20
 *     make a power-play shot score about twice as often as a real one
 *     whatever the charts say;
 *   - pim: the penalty chart, MINOR, then 5 MAJOR, then misconduct_cards
 *     of 0-60 MISCONDUCT, the defensive column's 99 and 100 PSHOT; each
 *     team's penalty ranges are widened as misconducts take the place of
 *     minors, so that it is short-handed as often.
 * Each is bisected for the value whose replay comes closest, in turn until
 * none moves. params are the games' other parameters: minor_cards,
 * saves= or penalties= there keep what they set unfitted; a league of one
 * team is left as it is.
 * Sets l->params, l->rules, l->own_saves, l->own_penalties and the teams'
 * penalty ranges, and *out when out is not NULL. */
int rink_ad_tune(struct rink_ad_league *l, const struct rink_ad_figures *target, const char *params,
                 struct rink_ad_tuning *out, struct rink_error *err);

/* A league from season statistics: rink_ad_build's charts, the default
 * rules, and rink_ad_tune to the season's figures from teams.csv (shots:
 * shots_for over gp; pp: pp_goals over pp_opps; pim: pim over gp) under
 * the era's rules and params. The era's rules are the params.txt in the
 * folder of teams_csv (as a league's: ot_skaters, home_ice, trail_ctl,
 * relief_goals, regular_shootout...), kept in l->params after the fitted
 * minor_cards; that folder's divisions.csv, when there is one, is the
 * league's alignment. */
int rink_ad_build_league(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                         const char *params, struct rink_ad_league *l, struct rink_ad_tuning *out,
                         struct rink_error *err);

/* ---- calibration: a real season replayed ------------------------------------ */

/* The league figures compared by rink_ad_calibrate, each per team-game
 * unless named otherwise. */
enum rink_ad_fig {
	RINK_AD_FIG_GOALS,    /* goals */
	RINK_AD_FIG_SHOTS,    /* shots */
	RINK_AD_FIG_PP_PCT,   /* power-play goals per 100 power plays */
	RINK_AD_FIG_PIM,      /* penalty minutes */
	RINK_AD_FIG_SAVE_PCT, /* saves per shot against, 0-1 */
	RINK_AD_FIG_PP_OPPS,  /* power plays */
	RINK_AD_FIG_GOALIES,  /* goalies who played (AD-GAP-43/44) */
	RINK_AD_FIG_OT,       /* share of games decided in overtime, 0-1 */
	RINK_AD_FIG_SO,       /* share of games decided by a shoot-out, 0-1 */
	RINK_AD_FIG_HOME_WIN, /* share of games the home team won, 0-1 */
	RINK_AD_FIG_PTS_SD,   /* standard deviation of team points (population) */
	RINK_AD_FIG_TOP10,    /* mean goals of the real ten best goal scorers */
	RINK_AD_NFIG
};

/* What rink calibrate asks of figure f: the replay within tol of the real
 * figure, tol in percent of it (absolute false) or in the figure's units;
 * for correlations see rink_ad_calibration_json. key names it in JSON. */
struct rink_ad_calibration;
struct rink_ad_target {
	const char *key, *name;
	double tol;
	bool absolute;
};
const struct rink_ad_target *rink_ad_fig_target(int f);
/* 1 when figure f of c meets its target, 0 when it misses, -1 when either
 * side is unknown. */
int rink_ad_fig_ok(const struct rink_ad_calibration *c, int f);

/* A real season and its replay. A figure the files cannot give (no pim
 * column, no power plays, no shots against) is -1. */
struct rink_ad_calibration {
	int games;                                    /* games of the schedule */
	int seeds;                                    /* seasons replayed */
	uint64_t first_seed;                          /* their seeds: first_seed, +1, ... */
	double real[RINK_AD_NFIG], sim[RINK_AD_NFIG]; /* sim: the seasons' average */
	double corr_gf, corr_ga;                      /* across teams, real and simulated */
	double corr_skater_goals;                     /* across the skaters below */
	int skaters;                                  /* skaters of 20 or more real games */
	int top10;                                    /* top scorers found on the charts */
	char league_params[RINK_AD_LEAGUE_PARAMS];    /* the fitted league's (minor_cards=N) */
	char game_params[600];                        /* every game's: regular_shootout=true,
	                                                 the season's params.txt, params */
	struct rink_ad_tuning tuning;                 /* what the fit found; -1 where it did not */
};

/* Calibration (rink calibrate): builds a league from the season in dir
 * (teams.csv, skaters.csv, goalies.csv; the era's rules from dir/params.txt
 * when there is one, as a league's; rink_ad_build_league, or with fit
 * false rink_ad_build's charts and the designed rules alone), replays
 * dir/games.csv seeds times, with seeds first_seed, first_seed + 1, ...
 * (rink calibrate: 1 unless --seed), under regular_shootout=true and params
 * (may be NULL), and compares the averages with the season: the
 * rink_ad_fig figures from teams.csv over the schedule's team-games, the
 * correlations of goals for and against across teams, and of goals across
 * the skaters of skaters.csv with 20 or more games; goalies per team-game
 * (goalies.csv gp), the shares of overtime and shoot-out games and of home
 * wins and the spread of team points (games.csv home_goals, away_goals,
 * decision), the mean goals of the ten best real goal scorers; each is -1
 * where the files lack its columns. Bad files fail with file:line:column. */
int rink_ad_calibrate(const char *dir, int seeds, uint64_t first_seed, const char *params, bool fit,
                      struct rink_ad_calibration *out, struct rink_error *err);
/* The same in steps, for a calibration shared out between threads,
 * processes (mpirun) and the parts of a job array (rink calibrate --shard):
 * open builds the league and reads the season's figures (as above; free
 * with rink_ad_calibrate_close, NULL accepted); a seed's tally is
 * rink_ad_calibrate_slot doubles; play replays seeds first .. first +
 * count - 1 (season first_seed + i each) into t (seed first's tally first)
 * on the threads set (default: the processors); finish adds every seed's
 * tally (t: seeds slots in seed order) up into out, the figures
 * rink_ad_calibrate gives, however the seeds were played. */
struct rink_ad_calib;
int rink_ad_calibrate_open(const char *dir, int seeds, uint64_t first_seed, const char *params,
                           bool fit, struct rink_ad_calib **out, struct rink_error *err);
void rink_ad_calibrate_set(struct rink_ad_calib *c, int threads,
                           void (*progress)(void *ud, int done, int total), void *ud);
size_t rink_ad_calibrate_slot(const struct rink_ad_calib *c);
int rink_ad_calibrate_play(struct rink_ad_calib *c, int first, int count, double *t,
                           struct rink_error *err);
int rink_ad_calibrate_finish(const struct rink_ad_calib *c, const double *t,
                             struct rink_ad_calibration *out, struct rink_error *err);
void rink_ad_calibrate_close(struct rink_ad_calib *c);
/* The calibration as one JSON object: seeds, games, per figure
 * {"real", "sim", "within_pct" or "within" (absolute), "ok"} (null where
 * unknown), first_seed (a decimal string), corr_gf, corr_ga,
 * corr_skater_goals, corr_ok, skaters, league_params, game_params,
 * keep_cards, misconduct_cards. */
json_t *rink_ad_calibration_json(const struct rink_ad_calibration *c);

#ifdef __cplusplus
}
#endif

#endif
