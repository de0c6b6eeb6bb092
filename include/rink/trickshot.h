/*
 * rink/trickshot.h: what Trick Shot adds to the game interface.
 *
 * Trick Shot is a board-and-dice hockey game on a square grid: two teams of
 * Center, two Wingers, two Defensemen and a Goalie (and a spare Center),
 * press-your-luck dice pools, stamina re-rolls, reactions and offside. The
 * board, the player types, the die and the cards are data files under
 * data/trickshot/ (see docs/rules/trickshot.md for every designed value).
 *
 * Parameters (rink_game_new("trickshot", "players=2,..."), defaults first):
 *   players=2..4          people at the table; always two teams (3: seats 1-2
 *                         are Red, 3 is Blue; 4: seats 1-2 Red, 3-4 Blue)
 *   friendly=0|1          0: full game of 3 periods (+ 4-turn sudden-death
 *                         overtime); 1: friendly match of one period
 *   advanced=0|1          the advanced rules: Hit, Fights, Slapshot, pass to
 *                         an empty square, pulling the goalie
 *   lines=0|1             Line cards (needs advanced=1): pre-made teams from
 *                         the Arena cards arena_red and arena_blue
 *   arena_red=1..32, arena_blue=1..32   the teams' Arena cards (1, 2)
 *   home=red|blue         whose Arena rule is active (red)
 *   catch_reset=any|own   reset when a goalie holds the puck at the end of
 *                         any turn (any) or of his own team's turn (own)
 *   extra_dice=stay|once  extra dice stay in the pool for the turn (stay) or
 *                         are rolled only with their action (once)
 *   data=DIR              the data directory (trickshot)
 *
 * Squares are named like chess squares: column letter a.. from the left of
 * the printed board, row number 1.. from Red's end. Seats are numbered
 * from 1 for people.
 *
 * Action notation (case-insensitive):
 *   ROLE move SQ | ROLE pass SQ | ROLE shoot | ROLE poke | ROLE hit SQ [push SQ]
 *   change | change pull SQ | reroll | keep | react ROLE SQ | no-react
 * With Line cards a line change names the card played from hand, by its
 * number 1..32: change N | change N pull SQ; and at a period start each
 * team plays one face down: line N.
 * ROLE is C, LW, RW, LD, RD, G or X (the spare Center).
 */
#ifndef RINK_TRICKSHOT_H
#define RINK_TRICKSHOT_H

#include <stdbool.h>
#include <stdint.h>

#include "rink/game.h"

#ifdef __cplusplus
extern "C" {
#endif

#define RINK_TS_ROLES  7  /* per team: C, LW, RW, LD, RD, G, spare C */
#define RINK_TS_PIECES 14 /* team * 7 + role */
#define RINK_TS_NONE   255

enum rink_ts_team { RINK_TS_RED = 0, RINK_TS_BLUE = 1 };
enum rink_ts_role {
	RINK_TS_C,
	RINK_TS_LW,
	RINK_TS_RW,
	RINK_TS_LD,
	RINK_TS_RD,
	RINK_TS_G,
	RINK_TS_X
};
enum rink_ts_face { RINK_TS_FAIL, RINK_TS_REACTION, RINK_TS_BOUNCE, RINK_TS_BLANK };
enum rink_ts_kind { RINK_TS_MOVE, RINK_TS_PASS, RINK_TS_SHOOT, RINK_TS_POKE, RINK_TS_HIT };
/* RINK_TS_PH_LINES: at a period start both teams choose a Line card face
 * down at the same time (lines=1); to_move then has one seat of each team
 * that has not chosen. */
enum rink_ts_phase {
	RINK_TS_PH_ACTION,
	RINK_TS_PH_REROLL,
	RINK_TS_PH_REACTION,
	RINK_TS_PH_OVER,
	RINK_TS_PH_LINES
};
/* where a piece is */
enum rink_ts_where { RINK_TS_ON, RINK_TS_BOX, RINK_TS_BENCH, RINK_TS_OUT };

/* Event types (struct rink_event.type) and their arguments. */
enum rink_ts_event {
	RINK_TS_EV_FACEOFF = 1, /* winner team, red count, blue count, taker piece */
	RINK_TS_EV_TURN,        /* team, period, space; [7]: 1 + the team whose Fail
	                           ended the turn before, else 0 */
	RINK_TS_EV_ACTIVATE,    /* piece, kind, target square, extra dice, pool */
	RINK_TS_EV_ROLL,        /* team, dice, fails, reactions, bounces, blanks, reroll 0|1 */
	RINK_TS_EV_MOVE,        /* piece, from, to */
	RINK_TS_EV_PUCK,        /* square, carrier piece or -1 */
	RINK_TS_EV_GOAL,        /* team, red score, blue score, shooter piece */
	RINK_TS_EV_SAVE,        /* goalie piece */
	RINK_TS_EV_REBOUND,     /* square where the puck stops */
	RINK_TS_EV_STEAL,       /* poker or hitter piece, from piece */
	RINK_TS_EV_PENALTY,     /* piece, track space of return (absolute) */
	RINK_TS_EV_FIGHT,       /* red piece, blue piece, winners mask (1 red, 2 blue) */
	RINK_TS_EV_RETURN,      /* piece, square (-1: the bench) */
	RINK_TS_EV_REACT,       /* piece, from, to */
	RINK_TS_EV_OFFSIDE,     /* piece, from, to */
	RINK_TS_EV_GOALIE_BACK, /* piece, from, to */
	RINK_TS_EV_CHANGE,      /* team, line card played or -1 */
	RINK_TS_EV_PULL,        /* team, square of the spare player */
	RINK_TS_EV_RESET,       /* reason: 0 goal, 1 fight, 2 goalie catch, 3 period */
	RINK_TS_EV_PERIOD,      /* period starting (4: overtime) */
	RINK_TS_EV_OVER,        /* winner team or 2 for a draw, red score, blue score */
	RINK_TS_EV_PUSH,        /* piece pushed, from, to */
	RINK_TS_EV_NO_REACT,    /* team that declined or could not react */
	RINK_TS_EV_LINE_PICK,   /* team, Line card id (private: detail seats only) */
	RINK_TS_EV_LINE_SHOW,   /* team, Line card id now active */
	/* then faceoff_tie, fight_round and stamina (src/games/trickshot/ts_int.h);
	 * clients read rink_event_json's named fields, docs/protocol/trickshot.md */
};

/* The board as the game loaded it. */
struct rink_ts_board {
	int width, height;   /* squares */
	int red_blue_line;   /* first row (0-based) of the neutral zone */
	int blue_blue_line;  /* first row (0-based) of Blue's zone */
	int red_line;        /* first row above the red line, -1 when none */
	int net[2];          /* square of the net each team defends */
	const uint8_t *kind; /* per square: 0 ice, 1 net, 2 crease */
	const uint8_t *zone; /* per square: 0 Red's zone, 1 neutral, 2 Blue's */
};
void rink_ts_board_get(const rink_game *g, struct rink_ts_board *b);

/* Everything public about a position (Trick Shot hides nothing but the
 * Line card hands), for bots and front ends. */
struct rink_ts_view {
	uint8_t phase, team;             /* enum rink_ts_phase; acting team */
	uint8_t sq[RINK_TS_PIECES];      /* square, RINK_TS_NONE when off */
	uint8_t where[RINK_TS_PIECES];   /* enum rink_ts_where */
	uint8_t release[RINK_TS_PIECES]; /* absolute space of return (BOX) */
	uint8_t puck, carrier;           /* square; piece or RINK_TS_NONE */
	uint8_t last_act;                /* piece activated last this turn */
	uint16_t pool;                   /* dice in the pool */
	uint16_t roll[4];                /* the pending roll by face */
	uint8_t pending_kind, pending_piece;
	uint8_t stamina[2]; /* ready tokens */
	uint8_t score[2];
	uint8_t period, space, period_len; /* period 4 is overtime */
	uint8_t winner;                    /* when over: team, or 2 for a draw */
	int8_t line_card[2];               /* active Line card id or -1 */
	/* the last face-off (the opening one has no event: it is dealt with
	 * the game): the winner, the tied rounds rolled before, each team's
	 * three dice by face (enum rink_ts_face) */
	uint8_t fo_winner, fo_ties;
	uint8_t fo_faces[2][4];
};
void rink_ts_view_get(const rink_state *s, struct rink_ts_view *v);

int rink_ts_team_of_seat(const rink_game *g, int seat);
int rink_ts_speed(const rink_game *g, int piece);
int rink_ts_size(const rink_game *g, int piece);
const char *rink_ts_role_name(int role);
/* Name of Line card id 0..31. */
const char *rink_ts_line_card_name(const rink_game *g, int id);
/* Writes "e12" for a square; returns buf. */
char *rink_ts_square_name(const rink_game *g, int sq, char *buf, size_t size);
/* Parses "e12"; -1 when not a square of the board. */
int rink_ts_square_parse(const rink_game *g, const char *text);

/* An action as data, for bots: what rink_action_text says, without text. */
enum rink_ts_decision {
	RINK_TS_D_ACTIVATE, /* piece does kind at sq (see struct rink_ts_action) */
	RINK_TS_D_CHANGE,   /* a line change, maybe pulling the goalie */
	RINK_TS_D_LINE,     /* a Line card played face down at a period start */
	RINK_TS_D_REROLL,
	RINK_TS_D_KEEP,
	RINK_TS_D_REACT, /* piece moves one square to sq */
	RINK_TS_D_NO_REACT
};
struct rink_ts_action {
	uint8_t decision; /* enum rink_ts_decision */
	uint8_t kind;     /* ACTIVATE: enum rink_ts_kind */
	uint8_t piece;    /* ACTIVATE, REACT: team * 7 + role; else RINK_TS_NONE */
	uint8_t sq;       /* ACTIVATE: target square (the net for a shot, the
	                     carrier's square for a poke); REACT: where to;
	                     CHANGE: the spare's square when pulling; else NONE */
	uint8_t push;     /* HIT: the push square chosen, RINK_TS_NONE straight on */
	uint8_t extra;    /* ACTIVATE: extra dice the action adds now */
	int8_t slot;      /* CHANGE, LINE: Line card slot 0..3, or -1 */
};
/* Decodes action as it would be applied to s now (the acting team's
 * piece, the reacting team's for a reaction). Returns RINK_EINVAL for a
 * number that is no action of Trick Shot; legality is not checked. */
int rink_ts_action_decode(const rink_state *s, int action, struct rink_ts_action *a);

/* Why action is not legal for seat now, as one sentence for people;
 * returns the length snprintf would have written. */
int rink_ts_explain(const rink_state *s, int seat, int action, char *buf, size_t size);

/* TS-TEAM-04, a referee's call: teammates of the acting team discussed
 * tactics during their turn. Between two activations (phase ACTION) the
 * opposing team refreshes one stamina token and may make a reaction move
 * (phase REACTION, if it has one), then the acting team goes on. Fails in
 * any other phase or in a game without teams of two. */
int rink_ts_table_talk(rink_state *s, struct rink_events *ev, struct rink_error *err);

/* ---- Line card draft and tournament season (advanced) ----------------------- */

struct rink_rng;

/* Which card of hand (n Line card ids 0..31) team keeps: an index 0..n-1
 * (anything else keeps the first). */
typedef int (*rink_ts_keep_fn)(void *user, int team, const uint8_t *hand, int n);

/* The drafted team (TS-LINE-02): one deck of 32 shuffled with rng, 5 cards
 * to each team; both keep one card at the same time and pass the rest to
 * the other, until each has kept 4; the 2 cards left go back to the deck.
 * kept[t] receives team t's cards in the order kept. The result is used as
 * the game parameters lines_red and lines_blue. */
void rink_ts_draft(struct rink_rng *rng, rink_ts_keep_fn keep, void *user, uint8_t kept[2][4]);

/* A tournament season (TS-SEASON): two teams that keep their Line cards
 * from game to game, the home arena alternating, a draft after every two
 * games. Plain data; the caller plays each game with the parameters that
 * rink_ts_season_params writes. */
struct rink_ts_season {
	uint8_t arena[2];    /* each team's Arena card, 0..31 */
	uint8_t lines[2][4]; /* the Line cards each team holds, 0..31 */
	int games;           /* games played */
	int wins[2], draws;
	int goals[2]; /* goals scored over the season */
};

/* Both teams start as pre-made teams of their Arena cards (1..32, distinct,
 * not blank) (TS-SEASON-01). */
int rink_ts_season_init(const rink_game *g, struct rink_ts_season *se, int arena_red,
                        int arena_blue, struct rink_error *err);
/* The home team of the next game: Red in games 1, 3, ... (TS-ARENA-03). */
int rink_ts_season_home(const struct rink_ts_season *se);
/* Parameters for the next game: base (e.g. "players=2") plus the advanced
 * rules, Line cards, arenas, held cards and home team. */
int rink_ts_season_params(const struct rink_ts_season *se, const char *base, char *buf,
                          size_t size);
/* Records a game's score. */
void rink_ts_season_record(struct rink_ts_season *se, int red_goals, int blue_goals);
/* True after every second game (each team has been home once). */
bool rink_ts_season_draft_due(const struct rink_ts_season *se);
/* Which card team takes: a card id whose allowed[id] is true. */
typedef int (*rink_ts_pick_fn)(void *user, int team, const bool allowed[32]);
/* A pick for rink_ts_season_draft made at random: user is a struct
 * rink_rng, each allowed card equally likely (-1 when none is allowed). */
int rink_ts_random_pick(void *user, int team, const bool allowed[32]);
/* The season's draft (TS-SEASON-03/04): each team returns the card in slot
 * returned[t] (0..3), then the team with fewer goals over the season (a
 * tie drawn with rng) picks first, the other second, each a card that
 * neither team holds. *first receives the team that picked first. Fails,
 * with nothing changed, when a pick is not allowed. */
int rink_ts_season_draft(struct rink_ts_season *se, const int returned[2], rink_ts_pick_fn pick,
                         void *user, struct rink_rng *rng, int *first, struct rink_error *err);
/* The team with more wins, or 2 when the wins are equal. */
int rink_ts_season_leader(const struct rink_ts_season *se);

/* ---- positions for tests and tools ---------------------------------------- */

/* Sets up a position from a diagram. Each line is either a row of the board
 * ("12 ..C.*...." : the row number, a space, one character a square:
 * '.', '#', ':' nothing; '*' the loose puck; C L R D E G S the Red Center,
 * left and right Wingers, left and right Defensemen, Goalie and spare
 * Center; lower case for Blue), or a setting: "puck SQ", "team red|blue",
 * "space N", "period N", "score R B", "stamina R B", "pool N", "last ROLE"
 * (the acting team's piece activated last), "box red|blue ROLE N" (in the
 * penalty box until absolute track space N: period p space k is
 * (p-1)*10+k). Unset settings are Red to act, period 1, space 1, 0:0,
 * stamina 3:3, an empty pool.
 * Pieces that no row shows are taken off the board for the rest of the
 * game. A piece drawn on the puck's square carries it. The position must
 * pass rink_state_check. */
int rink_ts_set_position(rink_state *s, const char *diagram, struct rink_error *err);
/* Queues the faces of the next dice rolled (face-offs, pools, re-rolls,
 * fights): F Fail, R Reaction, B Bounce, '-' Blank; spaces ignored. Queued
 * faces are used before the generator. At most 64 at a time. */
int rink_ts_force_dice(rink_state *s, const char *faces, struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
