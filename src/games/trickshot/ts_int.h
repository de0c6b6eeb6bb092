/*
 * games/trickshot/ts_int.h: Trick Shot's game data and state layout.
 *
 * Files of this game, one rulebook part each:
 *   data.c      Components, Board Anatomy, Player Profiles, Line and Arena
 *               cards: loading and validating data/trickshot/
 *   board.c     the Puck, Move, Checking, Reaction move, Offside: geometry
 *               of paths, travelling pucks and bounces, offside moves
 *   actions.c   Pass, Pass to an empty square, Shoot, Slapshot, Poke, Hit:
 *               the legal actions of each and their resolution
 *   decide.c    who decides now, the legal decisions, the uniform sampler
 *   turn.c      Turn structure (activate, roll, re-roll, resolve, react,
 *               offside, press your luck), line change, face-off and reset,
 *               penalties, fights, pulling the goalie, the turn track
 *   notation.c  action notation both ways, event text and JSON
 *   explain.c   why an action is illegal, in words for people
 *   season.c    Choosing your team (draft), Tournament season
 *   view.c      the view, the consistency check, test positions
 *   resample.c  a world consistent with one seat's view, for search
 *   trickshot.c the interface table and the parameters
 *
 * Invariants (ts_check, run after every action in the tests):
 *   - occ[] and sq[] agree: a piece is on the board exactly when where is
 *     RINK_TS_ON, and no two pieces share a square;
 *   - the puck is on a board square that is not a net; a piece on its square
 *     is its carrier, and a loose puck never lies in a crease;
 *   - no skater stands in a crease, a goalie only in his own;
 *   - offside: a player in his offensive zone carries the puck or the puck is
 *     in that zone;
 *   - stamina 0..3, period 1..4, space within the period's track.
 */
#ifndef RINK_TS_INT_H
#define RINK_TS_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "core/game_int.h"
#include "rink/rng.h"
#include "rink/trickshot.h"

#define TS_MAX_SQ    256
#define TS_NONE      RINK_TS_NONE
#define TS_NSIZE     4 /* player types */
#define TS_LINES     32
#define TS_ARENAS    34
#define TS_MAX_FORCE 64

enum { TS_ICE = 0, TS_NET = 1, TS_CREASE = 2 };
enum { TS_Z_RED = 0, TS_Z_NEUTRAL = 1, TS_Z_BLUE = 2 };
enum { TS_T_WINGER, TS_T_CENTER, TS_T_DEFENSE, TS_T_GOALIE };
/* Line card effect kinds */
enum { TS_L_SPEED, TS_L_REROLL, TS_L_POKE, TS_L_SHOT, TS_L_PASS, TS_L_FREE_MOVE };
/* Arena rules */
enum {
	TS_AR_NONE,
	TS_AR_SLOW_ICE,
	TS_AR_FAST_ICE,
	TS_AR_TIGHT_REFS,
	TS_AR_LOOSE_REFS,
	TS_AR_LIVELY_BOARDS,
	TS_AR_LOUD_CROWD,
	TS_AR_LONG_CHANGE,
	TS_AR_COUNT
};

/* Action ids: one flat space below 32768 (match records keep 16 bits).
 *   activation: (role * 5 + kind) * 256 + square
 *   hit with a chosen push square: TS_A_PUSH + (role * 8 + direction of the
 *     push square from the target) * 256 + target square
 *   then line change (+1 + square for a pull), re-roll, keep, reactions
 *   (role * 4 + orthogonal direction / 2), no reaction. */
enum {
	TS_A_ACT = 0,
	TS_A_PUSH = RINK_TS_ROLES * 5 * 256,
	TS_A_CHANGE = TS_A_PUSH + RINK_TS_ROLES * 8 * 256,
	TS_A_PULL = TS_A_CHANGE + 1,
	TS_A_CHANGE_CARD = TS_A_PULL + 256,    /* + slot (4) */
	TS_A_PULL_CARD = TS_A_CHANGE_CARD + 4, /* + slot * 256 + square */
	TS_A_LINE = TS_A_PULL_CARD + 4 * 256,  /* + slot: period start */
	TS_A_REROLL = TS_A_LINE + 4,
	TS_A_KEEP = TS_A_REROLL + 1,
	TS_A_REACT = TS_A_KEEP + 1,
	TS_A_NO_REACT = TS_A_REACT + RINK_TS_ROLES * 4,
	TS_A_END = TS_A_NO_REACT + 1
};

/* Events that rink/trickshot.h does not list (the JSON and the text name
 * them; docs/protocol/trickshot.md documents every field), and the
 * arguments that the listed events carry beyond the header's:
 *   FACEOFF     4 Red's dice, 5 Blue's (ts_pack_faces), 6 the puck's square,
 *               7 tied rounds rolled before (TS_EV_FACEOFF_TIE each)
 *   TURN        3, 4 stamina Red, Blue; 5, 6 score Red, Blue
 *   ACTIVATE    5 hit push choice (aux), 6 the piece's square, 7 free 0|1
 *   ROLL        7 dice rolled now (a re-roll keeps arg 1 - arg 7 Blanks)
 *   MOVE, REACT, OFFSIDE, GOALIE_BACK, PUSH, RETURN, PENALTY, PULL
 *               3 the puck's square after, 4 its carrier or -1
 *   SAVE        1 the shooter
 *   PENALTY     2 the square he left (-1 none)
 *   FIGHT       3 rounds, 4 Red's dice, 5 Blue's dice at the start
 *   CHANGE      2, 3 stamina Red, Blue after it
 *   PULL        2 the goalie's square before
 *   RESET       1 mask of pieces placed (bit p), 2 Red's piece on its
 *               Center's spot (-1 none), 3 Blue's, 4, 5 stamina Red, Blue
 *   NO_REACT    1: 1 declined (a choice), 0 could not react */
enum {
	TS_EV_FACEOFF_TIE = RINK_TS_EV_LINE_SHOW + 1, /* Red's dice, Blue's dice
	                                                 (ts_pack_faces), Red
	                                                 count, Blue count */
	TS_EV_FIGHT_ROUND, /* red piece, blue piece, Red's dice, Blue's dice
	                      (ts_pack_faces), Red pool after, Blue pool
	                      after, round 1.. */
	TS_EV_STAMINA,     /* team, stamina Red, Blue, reason (TS_STA_*) */
	TS_EV_END
};
enum { TS_STA_REROLL, TS_STA_FREE_REROLL, TS_STA_TABLE_TALK };

/* Counts by face (enum rink_ts_face) in one int16: 4 bits a face. */
static inline int16_t ts_pack_faces(const int count[4])
{
	unsigned v = 0;

	for (int f = 0; f < 4; f++)
		v |= (unsigned)(count[f] > 15 ? 15 : count[f]) << (4 * f);
	return (int16_t)(uint16_t)v;
}

static inline int ts_unpack_face(int16_t packed, int face)
{
	return ((uint16_t)packed >> (4 * face)) & 15;
}

/* aux: hit push choice, 0 straight on, 1 + direction of the push square */
static inline int ts_act(int role, int kind, int aux, int sq)
{
	if (aux == 0)
		return (role * 5 + kind) * 256 + sq;
	return TS_A_PUSH + (role * 8 + aux - 1) * 256 + sq;
}

static inline void ts_decode(int action, int *role, int *kind, int *aux, int *sq)
{
	*sq = action % 256;
	if (action < TS_A_PUSH) {
		*role = action / 256 / 5;
		*kind = action / 256 % 5;
		*aux = 0;
	} else {
		int r = (action - TS_A_PUSH) / 256;
		*role = r / 8;
		*kind = RINK_TS_HIT;
		*aux = r % 8 + 1;
	}
}

struct ts_line_card {
	char name[40];
	uint8_t kind;  /* TS_L_* */
	int8_t type;   /* for speed: TS_T_*, -1 all */
	uint8_t value; /* N */
};

struct ts_arena {
	char name[40];
	bool blank;
	uint8_t rule;     /* TS_AR_* */
	uint8_t lines[4]; /* Line card ids 0..31 */
};

struct ts_game {
	/* board */
	int w, h, nsq;
	uint8_t kind[TS_MAX_SQ];                /* TS_ICE, TS_NET, TS_CREASE */
	uint8_t col[TS_MAX_SQ], row[TS_MAX_SQ]; /* x and y of each square */
	uint8_t zone[TS_MAX_SQ];                /* TS_Z_* */
	uint8_t crease_of[TS_MAX_SQ];           /* team whose crease (kind CREASE) */
	uint8_t touch_blue[TS_MAX_SQ];          /* a side on a blue line */
	uint8_t nb[TS_MAX_SQ][8];               /* neighbour in each direction or TS_NONE */
	uint8_t front[2][TS_MAX_SQ];            /* team t may shoot from here (goal line) */
	uint8_t lines_to[2][TS_MAX_SQ];         /* lines a shot at team t's net crosses */
	int8_t net_dir[2][TS_MAX_SQ];           /* straight direction to team t's net, -1 */
	uint8_t net_dist[2][TS_MAX_SQ];         /* squares to it along that line */
	int blue_line[2]; /* first row of the neutral zone, first row of Blue's zone */
	int red_line;     /* first row above the red line, -1 none */
	int goal_line[2]; /* first row in front of each team's goal line */
	int net[2];       /* square of the net team t defends */
	int box[2];       /* square beside which each penalty box sits */
	int bench[2];     /* square beside which each bench sits */
	uint8_t ret_order[2][TS_MAX_SQ]; /* neutral squares by distance to box */
	int n_ret;
	/* teams */
	uint8_t speed[TS_NSIZE], size[TS_NSIZE];
	uint8_t start[RINK_TS_PIECES]; /* start square (spare: TS_NONE) */
	uint8_t faces[6];              /* the die's six faces */
	struct ts_line_card lines[TS_LINES];
	struct ts_arena arenas[TS_ARENAS];
	/* parameters */
	int players;
	bool friendly, advanced, use_lines, catch_any, extra_stay;
	int arena[2], home;
	uint8_t team_lines[2][4]; /* each team's 4 Line card ids */
	uint8_t seat_team[4];
	uint8_t team_seats[2][2];
	uint8_t team_nseats[2];
};

struct ts_state {
	struct rink_state base;
	struct rink_rng rng;
	uint8_t occ[TS_MAX_SQ];               /* piece + 1 on the square, 0 empty */
	uint8_t sq[RINK_TS_PIECES];           /* square, TS_NONE when off */
	uint8_t where[RINK_TS_PIECES];        /* enum rink_ts_where */
	uint8_t release[RINK_TS_PIECES];      /* absolute space of return (BOX) */
	uint8_t puck;                         /* square of the puck */
	uint8_t carrier;                      /* piece, TS_NONE when loose */
	uint8_t phase;                        /* enum rink_ts_phase */
	uint8_t team;                         /* acting team */
	uint8_t prev_team;                    /* team of the previous turn, TS_NONE */
	uint8_t actor;                        /* seat making the pending activation */
	uint8_t mate[2];                      /* teammate index to activate next */
	uint8_t react_mate[2];                /* teammate index to react next */
	uint8_t last_act;                     /* piece activated last this turn */
	uint16_t pool;                        /* dice in the pool: no cap */
	uint16_t roll[4];                     /* pending roll by face */
	uint16_t roll_n;                      /* dice in the pending roll */
	uint8_t p_piece, p_kind, p_aux, p_sq; /* pending activation */
	uint8_t p_extra;                      /* its extra dice */
	uint8_t p_puck_zone;                  /* zone of the puck before it */
	bool p_failed;           /* the turn ends after it (a Fail, or a goalie's catch) */
	bool p_free;             /* a free action (Line card) */
	bool p_penalty;          /* a penalty was called this turn: no goalie reset */
	uint8_t stamina[2];      /* ready tokens 0..3 */
	uint8_t free_rerolls[2]; /* free re-rolls used this turn */
	uint8_t free_moves[2];   /* free moves used this turn */
	uint8_t score[2];
	uint8_t period;    /* 1..3, 4 overtime */
	uint8_t space;     /* 0 before the first space .. len */
	uint8_t winner;    /* when over: team or 2 draw */
	uint8_t pulled[2]; /* goalie pulled for the spare */
	/* Line cards: the hand as a bit set of the team's 4 cards */
	int8_t line_active[2];  /* card id or -1 */
	uint8_t line_hand[2];   /* bit i: the team's i-th card in hand */
	uint8_t line_set[2][4]; /* the team's 4 card ids */
	int8_t line_pick[2];    /* slot chosen face down, -1 */
	/* a penalty's line change (Line cards) decided before the turn ends:
	 * then rink__ts_end_turn(cont_reset, cont_refresh, cont_reason) */
	uint8_t pen_change; /* a penalty asks for a line change */
	uint8_t cont;       /* 1: end the turn once both teams have chosen */
	uint8_t cont_reset, cont_refresh, cont_reason;
	/* the last face-off, for views (no rule reads it): each team's final
	 * three dice as counts by face, 2 bits a face (face f at bits 2f), the
	 * winner and the tied rounds rolled before it (at most 255) */
	uint8_t fo_dice[2], fo_winner, fo_ties;
	/* forced dice for tests */
	uint8_t force_n, force_i;
	uint8_t force[TS_MAX_FORCE];
};

static inline const struct ts_game *ts_g(const struct ts_state *s)
{
	return (const struct ts_game *)s->base.game->impl;
}

/* After an event that moved a piece: where the puck is and who has it
 * (arguments 3 and 4). */
static inline void ts_ev_puck(const struct ts_state *s, struct rink_event *e)
{
	if (e) {
		e->arg[3] = s->puck == TS_NONE ? -1 : s->puck;
		e->arg[4] = s->carrier == TS_NONE ? -1 : s->carrier;
	}
}

static inline int ts_team(int piece)
{
	return piece / RINK_TS_ROLES;
}

static inline int ts_role(int piece)
{
	return piece % RINK_TS_ROLES;
}

static inline int ts_type(int piece)
{
	static const uint8_t t[RINK_TS_ROLES] = {TS_T_CENTER,  TS_T_WINGER,  TS_T_WINGER,
	                                         TS_T_DEFENSE, TS_T_DEFENSE, TS_T_GOALIE,
	                                         TS_T_CENTER};
	return t[ts_role(piece)];
}

static inline bool ts_diag(int dir)
{
	return dir & 1;
}

/* the zone that is team t's offensive / defensive zone */
static inline int ts_off_zone(int t)
{
	return t == 0 ? TS_Z_BLUE : TS_Z_RED;
}
static inline int ts_def_zone(int t)
{
	return t == 0 ? TS_Z_RED : TS_Z_BLUE;
}

static const int ts_dx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int ts_dy[8] = {1, 1, 0, -1, -1, -1, 0, 1};

/* TS-CHECK-02: a carrier with an opposing piece orthogonally beside him. */
static inline bool rink__ts_checked(const struct ts_state *s, int piece)
{
	const struct ts_game *g = ts_g(s);
	int sq = s->sq[piece];

	if (s->carrier != piece || sq == TS_NONE)
		return false;
	for (int d = 0; d < 8; d += 2) {
		int n = g->nb[sq][d];
		if (n != TS_NONE && s->occ[n] && ts_team(s->occ[n] - 1) != ts_team(piece))
			return true;
	}
	return false;
}

/* Direction of the straight line from one square to another, or -1. */
static inline int rink__ts_dir_between(const struct ts_game *g, int from, int to, int *dist)
{
	/* direction by the signs of dx and dy: [dy + 1][dx + 1] */
	static const int8_t by_sign[3][3] = {{5, 4, 3}, {6, -1, 2}, {7, 0, 1}};
	int dx = g->col[to] - g->col[from], dy = g->row[to] - g->row[from];
	int adx = abs(dx), ady = abs(dy);

	*dist = adx > ady ? adx : ady;
	if (*dist == 0 || (adx && ady && adx != ady))
		return -1;
	return by_sign[(dy > 0) - (dy < 0) + 1][(dx > 0) - (dx < 0) + 1];
}

/* May piece step onto sq (empty) during a move that started at from?
 * TS-MOVE-02/03 and the offside rule TS-MOVE-04 / TS-OFF-01. */
static inline bool rink__ts_can_enter(const struct ts_state *s, int piece, int from, int sq,
                                      bool carrying)
{
	const struct ts_game *g = ts_g(s);
	int t = ts_team(piece), off = ts_off_zone(t);

	if (s->occ[sq] || g->kind[sq] == TS_NET)
		return false;
	if (g->kind[sq] == TS_CREASE && (ts_role(piece) != RINK_TS_G || g->crease_of[sq] != t))
		return false;
	if (g->zone[sq] == off && g->zone[from] != off && !carrying && g->zone[s->puck] != off)
		return false;
	return true;
}

/* The same, as if sq were empty: where a Hit may reach (TS-HIT-01). */
static inline bool rink__ts_could_enter(const struct ts_state *s, int piece, int from, int sq,
                                        bool carrying)
{
	const struct ts_game *g = ts_g(s);
	int t = ts_team(piece), off = ts_off_zone(t);

	if (g->kind[sq] == TS_NET)
		return false;
	if (g->kind[sq] == TS_CREASE && (ts_role(piece) != RINK_TS_G || g->crease_of[sq] != t))
		return false;
	if (g->zone[sq] == off && g->zone[from] != off && !carrying && g->zone[s->puck] != off)
		return false;
	return true;
}

/* data.c */
int rink__ts_load(struct ts_game *g, const char *dir, struct rink_error *err);
/* The square named t ("e12", either case) on g's board, or -1: what data
 * files and move notation both read. */
int rink__ts_square(const struct ts_game *g, const char *t);

/* board.c */
int rink__ts_roll_face(struct ts_state *s);
int rink__ts_move_targets(const struct ts_state *s, int piece, int speed, uint8_t *out);
int rink__ts_move_step(const struct ts_state *s, int piece, int dir, int k);
void rink__ts_place(struct ts_state *s, int piece, int sq);
void rink__ts_remove(struct ts_state *s, int piece);
void rink__ts_move_piece(struct ts_state *s, int piece, int to, struct rink_events *ev);
int rink__ts_travel(struct ts_state *s, int from, int dir, int k, bool *caught,
                    struct rink_events *ev);
void rink__ts_puck_to(struct ts_state *s, int sq, struct rink_events *ev);
int rink__ts_zone_of_puck(const struct ts_state *s);
void rink__ts_offside(struct ts_state *s, int zone_before, struct rink_events *ev);
void rink__ts_goalie_return(struct ts_state *s, struct rink_events *ev);
int rink__ts_speed(const struct ts_state *s, int piece);
int rink__ts_reactions(const struct ts_state *s, int team, int *out);
bool rink__ts_can_react(const struct ts_state *s, int team);
struct rink_event *rink__ts_ev(struct rink_events *ev, int type);

/* actions.c */
int rink__ts_activations(const struct ts_state *s, int *out, int cap, bool moves);
int rink__ts_extra_dice(const struct ts_state *s, int piece, int kind, int sq);
bool rink__ts_rerollable(const struct ts_state *s);
void rink__ts_resolve(struct ts_state *s, struct rink_events *ev);
int rink__ts_hit_push(const struct ts_state *s, int target, int dir, int aux);
bool rink__ts_shot_ok(const struct ts_state *s, int p, bool *slap);

/* decide.c */
bool rink__ts_can_reroll(const struct ts_state *s);

/* turn.c */
void rink__ts_init(struct rink_state *base);
uint32_t rink__ts_to_move(const struct rink_state *base);
int rink__ts_legal(const struct rink_state *base, int seat, int *out, int cap);
bool rink__ts_is_legal(const struct rink_state *base, int seat, int action);
int rink__ts_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng);
void rink__ts_apply(struct rink_state *base, int seat, int action, struct rink_events *ev);
void rink__ts_after_action(struct ts_state *s, struct rink_events *ev);
void rink__ts_penalty(struct ts_state *s, int piece, struct rink_events *ev);
void rink__ts_fight(struct ts_state *s, int a, int b, struct rink_events *ev);
void rink__ts_goal(struct ts_state *s, int team, int shooter, struct rink_events *ev);
void rink__ts_end_turn(struct ts_state *s, bool reset, int refresh, int reason,
                       struct rink_events *ev);
int rink__ts_abs_space(const struct ts_state *s);
int rink__ts_period_len(const struct ts_state *s);
bool rink__ts_can_pull(const struct ts_state *s, int team);
int rink__ts_line_value(const struct ts_state *s, int team, int kind, int type);
void rink__ts_line_play(struct ts_state *s, int t, int slot);
int rink__ts_arena_rule(const struct ts_state *s);
bool rink__ts_free_reroll(const struct ts_state *s, int t);

/* notation.c */
int rink__ts_action_text(const struct rink_state *base, int seat, int action, char *buf,
                         size_t size);
int rink__ts_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                          struct rink_error *err);
int rink__ts_event_text(const struct rink_game *g, const struct rink_event *e, int seat, char *buf,
                        size_t size);
json_t *rink__ts_event_json(const struct rink_game *g, const struct rink_event *e, int seat);
json_t *rink__ts_action_json(const struct rink_state *base, int seat, int action);
/* JSON pieces of events, actions and views: a square's name or null, a
 * piece {"id", "team", "role"} or null, a Line card {"number", "name"} or
 * null, dice as face words in face order from counts by face. */
json_t *rink__ts_json_square(const struct rink_game *game, int sq);
json_t *rink__ts_json_piece(int p);
json_t *rink__ts_json_card(const struct rink_game *game, int id);
json_t *rink__ts_json_dice(const int count[4]);
const char *rink__ts_face_word(int face);
const char *rink__ts_kind_word(int kind);

/* resample.c */
int rink__ts_resample(struct rink_state *base, int seat, struct rink_rng *rng);

/* view.c */
/* What never changes during the game, the same for every seat
 * (rink_game_info_json): board, pieces, die, rules, teams, Line cards. */
json_t *rink__ts_info_json(const struct rink_game *game);
json_t *rink__ts_view_json(const struct rink_state *base, int seat);
int rink__ts_check(const struct rink_state *base, struct rink_error *err);

#endif
