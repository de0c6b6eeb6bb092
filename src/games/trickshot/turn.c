/*
 * games/trickshot/turn.c: the turn, the face-off and the clock.
 *
 * Rulebook: "Turn structure" (steps 1-8: activate, choose, roll, re-roll,
 * resolve, reaction, offside, press your luck), "Line change", "End of
 * turn", "Face-off" and "Resetting the board", "Penalties", "Fights",
 * "Pulling the goalie", the game length (periods, overtime) and the 3-4
 * player game.
 *
 * The decisions of a turn, one action each:
 *   ACTION    the acting team activates a player (Move, Pass, Shoot, Poke,
 *             Hit with a target) or makes a line change (maybe pulling the
 *             goalie). An activation adds a die to the pool and rolls it.
 *   REROLL    after a roll that may be re-rolled, with ready stamina (or a
 *             free re-roll) and dice showing symbols: reroll or keep.
 *   REACTION  after a resolved roll with a Reaction face, when the
 *             opponent has a legal reaction move: one, or none.
 * Chance (face-offs, pools, re-rolls, fights) is resolved inside apply from
 * the state's generator, so the only decisions are the players'.
 *
 * Step 1. Activate (TS-TURN-02/03)     apply_activation
 * Step 3. Roll (TS-TURN-06..09)        roll_pool
 * Step 4. Re-roll (TS-TURN-10..14)     apply REROLL / KEEP (offered: decide.c)
 * Step 5. Resolve (TS-TURN-15)         rink__ts_resolve (actions.c)
 * Step 6. Reaction (TS-TURN-16)        rink__ts_after_action, apply REACT
 * Step 7. Offside (TS-TURN-17)         rink__ts_after_action, finish
 * Step 8. Press your luck (TS-TURN-18) finish
 */
#include <stdlib.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

int rink__ts_period_len(const struct ts_state *s)
{
	return s->period == 4 ? 4 : 10;
}

/* Spaces since the game began, counting overtime on from 30 (TS-GAP-09). */
int rink__ts_abs_space(const struct ts_state *s)
{
	return (s->period - 1) * 10 + s->space;
}

int rink__ts_line_value(const struct ts_state *s, int team, int kind, int type)
{
	const struct ts_game *g = ts_g(s);

	/* a Line card is "five of the hockey players" (l.485, TS-GAP-28): it
	 * gives the goalie nothing (type is the acting piece's, or -1 for the
	 * team's turn as a whole: re-rolls) */
	if (!g->use_lines || s->line_active[team] < 0 || type == TS_T_GOALIE)
		return 0;
	const struct ts_line_card *c = &g->lines[s->line_active[team]];
	if (c->kind != kind || (kind == TS_L_SPEED && c->type >= 0 && c->type != type))
		return 0;
	return c->value;
}

int rink__ts_arena_rule(const struct ts_state *s)
{
	const struct ts_game *g = ts_g(s);

	return g->use_lines ? g->arenas[g->arena[g->home]].rule : TS_AR_NONE;
}

/* Whether team t's next re-roll costs no stamina token: a Line card's free
 * re-rolls, or the home crowd's one (Loud Crowd). */
bool rink__ts_free_reroll(const struct ts_state *s, int t)
{
	return s->free_rerolls[t] < rink__ts_line_value(s, t, TS_L_REROLL, -1) ||
	       (rink__ts_arena_rule(s) == TS_AR_LOUD_CROWD && t == ts_g(s)->home &&
	        s->free_rerolls[t] == 0);
}

static void ev_turn(struct ts_state *s, struct rink_events *ev)
{
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_TURN);

	if (e) {
		e->arg[0] = s->team;
		e->arg[1] = s->period;
		e->arg[2] = s->space;
		e->arg[3] = s->stamina[0];
		e->arg[4] = s->stamina[1];
		e->arg[5] = s->score[0];
		e->arg[6] = s->score[1];
		e->arg[7] = 0; /* finish(): 1 + the team whose Fail ended its turn */
	}
}

/* Line cards (TS-LINE-03..05, TS-GAP-29 (a)): the card in slot is played
 * from hand, the active one goes to the discard pile, and a hand played out
 * takes the discards back (every card but the one now active). slot -1
 * plays the first card of the hand (the change forced by a penalty). */
void rink__ts_line_play(struct ts_state *s, int t, int slot)
{
	if (!ts_g(s)->use_lines)
		return;
	for (int i = 0; slot < 0 && i < 4; i++)
		if (s->line_hand[t] & (1u << i))
			slot = i;
	if (slot < 0)
		return;
	s->line_hand[t] &= (uint8_t) ~(1u << slot);
	s->line_active[t] = (int8_t)s->line_set[t][slot];
	if (!s->line_hand[t])
		s->line_hand[t] = (uint8_t)(0xf & ~(1u << slot));
}

/* TS-LINE-03: at a period start all four cards are in hand and both teams
 * choose one face down (phase LINES). */
static void lines_period_start(struct ts_state *s)
{
	if (!ts_g(s)->use_lines)
		return;
	for (int t = 0; t < 2; t++) {
		s->line_hand[t] = 0xf;
		s->line_active[t] = -1;
		s->line_pick[t] = -1;
	}
}

/* A penalized player comes back to the empty neutral-zone square nearest
 * his team's box (TS-PEN-03, TS-GAP-26). A spare whose goalie came back
 * at a face-off while he sat in the box goes to the bench instead
 * (TS-PULL-04, TS-GAP-25): the face-off took him off the board. */
static void back_from_box(struct ts_state *s, int p, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int t = ts_team(p);

	if (ts_role(p) == RINK_TS_X && !s->pulled[t]) {
		s->where[p] = RINK_TS_BENCH;
		s->sq[p] = TS_NONE;
		struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_RETURN);
		if (e) {
			e->arg[0] = (int16_t)p;
			e->arg[1] = -1;
			ts_ev_puck(s, e);
		}
		return;
	}
	for (int i = 0; i < g->n_ret; i++) {
		int sq = g->ret_order[t][i];
		if (!s->occ[sq]) {
			rink__ts_place(s, p, sq);
			struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_RETURN);
			if (e) {
				e->arg[0] = (int16_t)p;
				e->arg[1] = (int16_t)sq;
				ts_ev_puck(s, e);
			}
			return;
		}
	}
}

/* Moves the marker one space on and returns the penalized players whose
 * space it reaches (TS-PEN-03). */
static void advance(struct ts_state *s, struct rink_events *ev)
{
	s->space++;
	int now = rink__ts_abs_space(s);
	for (int p = 0; p < RINK_TS_PIECES; p++)
		if (s->where[p] == RINK_TS_BOX && s->release[p] == now)
			back_from_box(s, p, ev);
}

/* Resetting the board (TS-FACE-08/09, TS-GAP-08 (a), TS-PULL-04): setup
 * steps C, D and G; penalized players stay in the box. */
static void reset_board(struct ts_state *s, int refresh, int reason, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int sub[2] = {-1, -1}, placed = 0;

	memset(s->occ, 0, sizeof(s->occ));
	s->carrier = TS_NONE;
	s->puck = TS_NONE;
	for (int t = 0; t < 2; t++) {
		int gk = t * RINK_TS_ROLES + RINK_TS_G, x = t * RINK_TS_ROLES + RINK_TS_X;
		if (s->where[x] == RINK_TS_ON) {
			s->where[x] = RINK_TS_BENCH;
			s->sq[x] = TS_NONE;
		}
		if (s->pulled[t] && s->where[gk] == RINK_TS_BENCH)
			s->where[gk] = RINK_TS_ON;
		s->pulled[t] = 0;
		if (refresh & (1 << t))
			s->stamina[t] = 3;
	}
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		s->sq[p] = TS_NONE;
		if (s->where[p] == RINK_TS_ON && g->start[p] != TS_NONE)
			rink__ts_place(s, p, g->start[p]);
	}
	for (int t = 0; t < 2; t++) {
		int c = t * RINK_TS_ROLES + RINK_TS_C;
		if (s->where[c] == RINK_TS_ON)
			continue;
		/* TS-FACE-09: the right-most Winger, else the other (TS-GAP-08) */
		static const int subs[4] = {RINK_TS_RW, RINK_TS_LW, RINK_TS_RD, RINK_TS_LD};
		for (int i = 0; i < 4; i++) {
			int p = t * RINK_TS_ROLES + subs[i];
			if (s->where[p] == RINK_TS_ON) {
				s->occ[s->sq[p]] = 0;
				rink__ts_place(s, p, g->start[c]);
				sub[t] = p;
				break;
			}
		}
	}
	s->pool = 0;
	s->last_act = TS_NONE;
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_RESET);
	if (e) {
		for (int p = 0; p < RINK_TS_PIECES; p++)
			if (s->sq[p] != TS_NONE)
				placed |= 1 << p;
		e->arg[0] = (int16_t)reason;
		e->arg[1] = (int16_t)placed;
		e->arg[2] = (int16_t)sub[0];
		e->arg[3] = (int16_t)sub[1];
		e->arg[4] = s->stamina[0];
		e->arg[5] = s->stamina[1];
	}
}

/* The face-off (TS-FACE-01..04): 3 dice a team, most Reaction and Bounce
 * faces wins, ties rolled again. Returns the winning team. */
static int faceoff(struct ts_state *s, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int cnt[2], faces[2][4], ties = 0;
	struct rink_event *e;

	for (;;) {
		memset(faces, 0, sizeof(faces));
		for (int t = 0; t < 2; t++) {
			cnt[t] = 0;
			for (int i = 0; i < 3; i++) {
				int f = rink__ts_roll_face(s);
				faces[t][f]++;
				cnt[t] += f == RINK_TS_REACTION || f == RINK_TS_BOUNCE;
			}
		}
		if (cnt[0] != cnt[1])
			break;
		ties++;
		if ((e = rink__ts_ev(ev, TS_EV_FACEOFF_TIE))) {
			e->arg[0] = ts_pack_faces(faces[0]);
			e->arg[1] = ts_pack_faces(faces[1]);
			e->arg[2] = (int16_t)cnt[0];
			e->arg[3] = (int16_t)cnt[1];
		}
	}
	int w = cnt[0] > cnt[1] ? 0 : 1;
	int spot = g->start[w * RINK_TS_ROLES + RINK_TS_C];
	s->puck = (uint8_t)spot;
	s->carrier = s->occ[spot] ? (uint8_t)(s->occ[spot] - 1) : TS_NONE;
	for (int t = 0; t < 2; t++) {
		s->fo_dice[t] = 0;
		for (int f = 0; f < 4; f++)
			s->fo_dice[t] |= (uint8_t)(faces[t][f] << (2 * f));
	}
	s->fo_winner = (uint8_t)w;
	s->fo_ties = (uint8_t)(ties > 255 ? 255 : ties);
	if ((e = rink__ts_ev(ev, RINK_TS_EV_FACEOFF))) {
		e->arg[0] = (int16_t)w;
		e->arg[1] = (int16_t)cnt[0];
		e->arg[2] = (int16_t)cnt[1];
		e->arg[3] = s->carrier == TS_NONE ? -1 : s->carrier;
		e->arg[4] = ts_pack_faces(faces[0]);
		e->arg[5] = ts_pack_faces(faces[1]);
		e->arg[6] = (int16_t)spot;
		e->arg[7] = (int16_t)(ties > 32767 ? 32767 : ties);
	}
	return w;
}

static void game_over(struct ts_state *s, int winner, struct rink_events *ev)
{
	s->phase = RINK_TS_PH_OVER;
	s->winner = (uint8_t)winner;
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_OVER);
	if (e) {
		e->arg[0] = (int16_t)winner;
		e->arg[1] = s->score[0];
		e->arg[2] = s->score[1];
	}
}

/* A period begins (TS-MODE-03, TS-GAP-12 (a)): a full reset, a fresh
 * track, the face-off winner plays space 1 whoever played last. */
static void start_period(struct ts_state *s, int period, struct rink_events *ev)
{
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_PERIOD);

	if (e)
		e->arg[0] = (int16_t)period;
	s->period = (uint8_t)period;
	s->space = 0;
	reset_board(s, 3, 3, ev);
	lines_period_start(s);
	s->team = (uint8_t)faceoff(s, ev);
	advance(s, ev);
	s->phase = ts_g(s)->use_lines ? RINK_TS_PH_LINES : RINK_TS_PH_ACTION;
	ev_turn(s, ev);
}

/* The turn played on the period's last space has ended (TS-MODE-02..05). */
static void end_period(struct ts_state *s, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int lead = s->score[0] > s->score[1] ? 0 : s->score[1] > s->score[0] ? 1 : 2;

	if (s->period == 4) {
		game_over(s, 2, ev); /* TS-MODE-04: no overtime goal, a draw */
	} else if (g->friendly || s->period == 3) {
		if (lead != 2 || g->friendly)
			game_over(s, lead, ev);
		else
			start_period(s, 4, ev);
	} else {
		start_period(s, s->period + 1, ev);
	}
}

/* End of turn (TS-TURN-09, TS-CHANGE-04, TS-FACE-06/07, TS-PUCK-04):
 * empty the pool; reset the board when asked or when a goalie holds the
 * puck; then the face-off or the next team's turn. */
void rink__ts_end_turn(struct ts_state *s, bool reset, int refresh, int reason,
                       struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int prev = s->team;

	if (s->pen_change) {
		/* TS-PEN-02 with Line cards: both teams choose the card of the
		 * forced line change (phase LINES), then the turn ends */
		s->pen_change = 0;
		s->cont = 1;
		s->cont_reset = reset;
		s->cont_refresh = (uint8_t)refresh;
		s->cont_reason = (uint8_t)reason;
		s->line_pick[0] = s->line_pick[1] = -1;
		s->phase = RINK_TS_PH_LINES;
		return;
	}

	s->pool = 0;
	s->roll_n = 0;
	memset(s->roll, 0, sizeof(s->roll));
	s->last_act = TS_NONE;
	s->free_rerolls[prev] = s->free_moves[prev] = 0;
	/* TS-GAP-10; TS-PEN-02 is the more specific rule: a turn ended by a
	 * penalty does not reset the board, even with a goalie holding the
	 * puck ("Do not reset the board", l.422) */
	if (!reset && !s->p_penalty && s->carrier != TS_NONE && ts_role(s->carrier) == RINK_TS_G &&
	    (g->catch_any || ts_team(s->carrier) == prev)) {
		reset = true;
		refresh = 3;
		reason = 2;
	}
	s->p_penalty = false;
	s->prev_team = (uint8_t)prev;
	if (s->space >= rink__ts_period_len(s)) {
		end_period(s, ev);
		return;
	}
	if (reset) {
		reset_board(s, refresh, reason, ev);
		int w = faceoff(s, ev);
		if (w != prev) /* TS-FACE-06, TS-PEN-06 */
			advance(s, ev);
		s->team = (uint8_t)w;
	} else {
		advance(s, ev);
		s->team = (uint8_t)(1 - prev);
	}
	s->phase = RINK_TS_PH_ACTION;
	ev_turn(s, ev);
}

void rink__ts_penalty(struct ts_state *s, int piece, struct rink_events *ev)
{
	int from = s->sq[piece];

	/* TS-PEN-01: two spaces after the current turn */
	s->where[piece] = RINK_TS_BOX;
	s->release[piece] = (uint8_t)(rink__ts_abs_space(s) + 2);
	rink__ts_remove(s, piece);
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_PENALTY);
	if (e) {
		e->arg[0] = (int16_t)piece;
		e->arg[1] = s->release[piece];
		e->arg[2] = from == TS_NONE ? -1 : (int16_t)from;
		ts_ev_puck(s, e);
	}
	/* TS-PEN-02: both teams change lines, no stamina restored; with Line
	 * cards each team chooses its card before the turn ends */
	s->p_penalty = true;
	if (ts_g(s)->use_lines)
		s->pen_change = 1;
}

/* TS-FIGHT-02..05, TS-GAP-07 (a): a Fail costs the roller a die, a Bounce
 * costs the opponent one; both fighters are penalized; only winners
 * refresh stamina at the reset. */
void rink__ts_fight(struct ts_state *s, int a, int b, struct rink_events *ev)
{
	const struct ts_game *g = ts_g(s);
	int pool[2], who[2] = {a, b}, start[2], rounds = 0;
	int red = ts_team(a) == 0 ? 0 : 1; /* which of who[] is Red's */
	struct rink_event *e;

	start[0] = pool[0] = g->size[ts_type(a)] + 1;
	start[1] = pool[1] = g->size[ts_type(b)] + 1;
	for (int round = 0; round < 10000 && pool[0] > 0 && pool[1] > 0; round++) {
		int fail[2] = {0, 0}, bnc[2] = {0, 0}, faces[2][4] = {{0}};
		for (int k = 0; k < 2; k++)
			for (int i = 0; i < pool[k]; i++) {
				int f = rink__ts_roll_face(s);
				faces[k][f]++;
				fail[k] += f == RINK_TS_FAIL;
				bnc[k] += f == RINK_TS_BOUNCE;
			}
		for (int k = 0; k < 2; k++) {
			pool[k] -= fail[k] + bnc[1 - k];
			if (pool[k] < 0)
				pool[k] = 0;
		}
		rounds++;
		if ((e = rink__ts_ev(ev, TS_EV_FIGHT_ROUND))) {
			e->arg[0] = (int16_t)who[red];
			e->arg[1] = (int16_t)who[1 - red];
			e->arg[2] = ts_pack_faces(faces[red]);
			e->arg[3] = ts_pack_faces(faces[1 - red]);
			e->arg[4] = (int16_t)pool[red];
			e->arg[5] = (int16_t)pool[1 - red];
			e->arg[6] = (int16_t)rounds;
		}
	}
	int won = 0;
	for (int k = 0; k < 2; k++)
		if (pool[k] > 0 || pool[1 - k] == 0)
			won |= 1 << ts_team(who[k]);
	if ((e = rink__ts_ev(ev, RINK_TS_EV_FIGHT))) {
		e->arg[0] = (int16_t)who[red];
		e->arg[1] = (int16_t)who[1 - red];
		e->arg[2] = (int16_t)won;
		e->arg[3] = (int16_t)rounds;
		e->arg[4] = (int16_t)start[red];
		e->arg[5] = (int16_t)start[1 - red];
	}
	rink__ts_penalty(s, a, ev);
	rink__ts_penalty(s, b, ev);
	rink__ts_end_turn(s, true, won, 1, ev);
}

/* TS-SHOOT-05/06, TS-PEN-04, TS-MODE-04 */
void rink__ts_goal(struct ts_state *s, int team, int shooter, struct rink_events *ev)
{
	s->score[team]++;
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_GOAL);
	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = s->score[0];
		e->arg[2] = s->score[1];
		e->arg[3] = (int16_t)shooter;
	}
	for (int r = 0; r < RINK_TS_ROLES; r++) {
		int p = (1 - team) * RINK_TS_ROLES + r;
		if (s->where[p] == RINK_TS_BOX)
			back_from_box(s, p, ev); /* then the reset puts him on his square */
	}
	if (s->period == 4) {
		game_over(s, team, ev);
		return;
	}
	rink__ts_end_turn(s, true, 3, 0, ev);
}

/* TS-PULL-01, TS-GAP-25 (a): friendly matches and overtime count as the
 * last period. */
bool rink__ts_can_pull(const struct ts_state *s, int t)
{
	const struct ts_game *g = ts_g(s);
	int gk = t * RINK_TS_ROLES + RINK_TS_G;

	if (!g->advanced || s->pulled[t] || s->where[gk] != RINK_TS_ON)
		return false;
	if (!(g->friendly || s->period >= 3) || s->score[t] >= s->score[1 - t])
		return false;
	/* the spare must be on the bench: one in the box serves his penalty */
	return s->carrier != TS_NONE && ts_team(s->carrier) == t && s->carrier != gk &&
	       s->where[t * RINK_TS_ROLES + RINK_TS_X] == RINK_TS_BENCH;
}

/* ---- applying ------------------------------------------------------------------- */

static void roll_dice(struct ts_state *s, int n, bool reroll, struct rink_events *ev)
{
	for (int i = 0; i < n; i++)
		s->roll[rink__ts_roll_face(s)]++;
	struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_ROLL);
	if (e) {
		e->arg[0] = s->team;
		e->arg[1] = (int16_t)s->roll_n;
		for (int f = 0; f < 4; f++)
			e->arg[2 + f] = (int16_t)s->roll[f];
		e->arg[6] = reroll;
		e->arg[7] = (int16_t)n;
	}
}

/* Step 8 (TS-TURN-18, TS-TEAM-02): the next teammate activates; a Fail
 * ends the turn, otherwise the team chooses again. */
static void finish(struct ts_state *s, struct rink_events *ev)
{
	memset(s->roll, 0, sizeof(s->roll));
	s->roll_n = 0;
	if (s->p_failed) {
		size_t from = ev ? ev->n : 0;
		int t = s->team;
		rink__ts_end_turn(s, false, 0, 0, ev);
		/* the next turn's event says that a Fail ended this one */
		for (size_t i = from; ev && i < ev->n; i++)
			if (ev->v[i].type == RINK_TS_EV_TURN)
				ev->v[i].arg[7] = (int16_t)(t + 1);
	} else {
		s->phase = RINK_TS_PH_ACTION;
	}
}

/* Step 7 (TS-TURN-17), once any reaction is made or declined: the offside
 * moves if the puck has left an end zone since the activation began (or,
 * for a table-talk reaction, since the reaction was offered), the goalie
 * sent home (TS-PUCK-05), then step 8. */
static void offside_step(struct ts_state *s, struct rink_events *ev)
{
	rink__ts_offside(s, s->p_puck_zone, ev);
	rink__ts_goalie_return(s, ev);
	finish(s, ev);
}

/* Steps 6 and 7 after a resolved action that did not reset the board:
 * the opponent's reaction first (TS-TURN-16), then the offside moves. */
void rink__ts_after_action(struct ts_state *s, struct rink_events *ev)
{
	if (s->roll[RINK_TS_REACTION] > 0) {
		if (rink__ts_can_react(s, 1 - s->team)) {
			s->phase = RINK_TS_PH_REACTION;
			return;
		}
		struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_NO_REACT);
		if (e)
			e->arg[0] = (int16_t)(1 - s->team); /* arg 1: 0, could not */
	}
	offside_step(s, ev);
}

static void line_change(struct ts_state *s, int slot, int pull_sq, struct rink_events *ev)
{
	int t = s->team;
	struct rink_event *e;

	if (pull_sq >= 0) { /* TS-PULL-02 */
		int gk = t * RINK_TS_ROLES + RINK_TS_G, x = t * RINK_TS_ROLES + RINK_TS_X;
		int gsq = s->sq[gk];
		rink__ts_remove(s, gk);
		s->where[gk] = RINK_TS_BENCH;
		rink__ts_place(s, x, pull_sq);
		s->pulled[t] = 1;
		if ((e = rink__ts_ev(ev, RINK_TS_EV_PULL))) {
			e->arg[0] = (int16_t)t;
			e->arg[1] = (int16_t)pull_sq;
			e->arg[2] = gsq == TS_NONE ? -1 : (int16_t)gsq;
			ts_ev_puck(s, e);
		}
	}
	/* TS-CHANGE-02/03 */
	if (rink__ts_arena_rule(s) == TS_AR_LONG_CHANGE)
		s->stamina[t] = (uint8_t)(s->stamina[t] + 2 > 3 ? 3 : s->stamina[t] + 2);
	else
		s->stamina[t] = 3;
	rink__ts_line_play(s, t, slot);
	if ((e = rink__ts_ev(ev, RINK_TS_EV_CHANGE))) {
		e->arg[0] = (int16_t)t;
		e->arg[1] = s->line_active[t];
		e->arg[2] = s->stamina[0];
		e->arg[3] = s->stamina[1];
	}
	rink__ts_end_turn(s, false, 0, 0, ev);
}

static void apply_activation(struct ts_state *s, int seat, int action, struct rink_events *ev)
{
	int t = s->team, sq, aux, kind, role;
	ts_decode(action, &role, &kind, &aux, &sq);
	int p = t * RINK_TS_ROLES + role;
	struct rink_event *e;

	s->last_act = (uint8_t)p;
	s->actor = (uint8_t)seat;
	s->mate[t] ^= 1; /* TS-TEAM-02, TS-GAP-27 (a): across turns too */
	s->p_piece = (uint8_t)p;
	s->p_kind = (uint8_t)kind;
	s->p_aux = (uint8_t)aux;
	s->p_sq = (uint8_t)sq;
	s->p_puck_zone = (uint8_t)rink__ts_zone_of_puck(s);
	s->p_extra = (uint8_t)rink__ts_extra_dice(s, p, kind, sq);
	memset(s->roll, 0, sizeof(s->roll));
	s->roll_n = 0;
	s->p_free = kind == RINK_TS_MOVE &&
	            s->free_moves[t] < rink__ts_line_value(s, t, TS_L_FREE_MOVE, ts_type(p));
	if (s->p_free)
		s->free_moves[t]++;
	else if (ts_g(s)->extra_stay)
		s->pool = (uint16_t)(s->pool + 1 + s->p_extra); /* TS-TURN-06/08, TS-GAP-13 */
	else
		s->pool++;
	if ((e = rink__ts_ev(ev, RINK_TS_EV_ACTIVATE))) {
		e->arg[0] = (int16_t)p;
		e->arg[1] = (int16_t)kind;
		e->arg[2] = (int16_t)sq;
		e->arg[3] = s->p_extra;
		e->arg[4] = (int16_t)s->pool;
		e->arg[5] = (int16_t)aux;
		e->arg[6] = s->sq[p] == TS_NONE ? -1 : s->sq[p];
		e->arg[7] = s->p_free;
	}
	if (!s->p_free) { /* TS-LINE-06: a free action rolls nothing */
		s->roll_n = (uint16_t)(ts_g(s)->extra_stay ? s->pool : s->pool + s->p_extra);
		roll_dice(s, s->roll_n, false, ev);
		if (rink__ts_can_reroll(s)) {
			s->phase = RINK_TS_PH_REROLL;
			return;
		}
	}
	rink__ts_resolve(s, ev);
}

void rink__ts_apply(struct rink_state *base, int seat, int action, struct rink_events *ev)
{
	struct ts_state *s = (struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	int t = s->team;

	if (action < TS_A_CHANGE) {
		apply_activation(s, seat, action, ev);
	} else if (action == TS_A_CHANGE) {
		line_change(s, -1, -1, ev);
	} else if (action < TS_A_CHANGE_CARD) {
		line_change(s, -1, action - TS_A_PULL, ev);
	} else if (action < TS_A_PULL_CARD) {
		line_change(s, action - TS_A_CHANGE_CARD, -1, ev);
	} else if (action < TS_A_LINE) {
		int k = action - TS_A_PULL_CARD;
		line_change(s, k / 256, k % 256, ev);
	} else if (action < TS_A_REROLL) {
		/* TS-LINE-03: chosen face down, revealed together */
		int tt = rink_ts_team_of_seat(s->base.game, seat), slot = action - TS_A_LINE;
		struct rink_event *e =
		        ev ? rink_events_push(ev, RINK_TS_EV_LINE_PICK, 1u << seat) : NULL;
		s->line_pick[tt] = (int8_t)slot;
		if (e) {
			e->arg[0] = (int16_t)tt;
			e->arg[1] = s->line_set[tt][slot];
		}
		if (s->line_pick[0] >= 0 && s->line_pick[1] >= 0) {
			for (int u = 0; u < 2; u++) {
				rink__ts_line_play(s, u, s->line_pick[u]);
				s->line_pick[u] = -1;
				if ((e = rink__ts_ev(ev, RINK_TS_EV_LINE_SHOW))) {
					e->arg[0] = (int16_t)u;
					e->arg[1] = s->line_active[u];
				}
			}
			s->phase = RINK_TS_PH_ACTION;
			if (s->cont) {
				s->cont = 0;
				rink__ts_end_turn(s, s->cont_reset, s->cont_refresh, s->cont_reason,
				                  ev);
			}
		}
	} else if (action == TS_A_REROLL) {
		/* TS-TURN-10/11: spend a token (or a free re-roll); re-roll every
		 * die that shows a symbol, never a Blank */
		bool free = rink__ts_free_reroll(s, t);
		if (free)
			s->free_rerolls[t]++;
		else
			s->stamina[t]--;
		int n = s->roll[RINK_TS_FAIL] + s->roll[RINK_TS_REACTION] + s->roll[RINK_TS_BOUNCE];
		s->roll[RINK_TS_FAIL] = s->roll[RINK_TS_REACTION] = s->roll[RINK_TS_BOUNCE] = 0;
		for (int i = 0; i < n; i++)
			s->roll[rink__ts_roll_face(s)]++;
		struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_ROLL);
		if (e) {
			e->arg[0] = (int16_t)t;
			e->arg[1] = (int16_t)s->roll_n;
			for (int f = 0; f < 4; f++)
				e->arg[2 + f] = (int16_t)s->roll[f];
			e->arg[6] = 1;
			e->arg[7] = (int16_t)n;
		}
		if ((e = rink__ts_ev(ev, TS_EV_STAMINA))) {
			e->arg[0] = (int16_t)t;
			e->arg[1] = s->stamina[0];
			e->arg[2] = s->stamina[1];
			e->arg[3] = free ? TS_STA_FREE_REROLL : TS_STA_REROLL;
		}
		if (!rink__ts_can_reroll(s))
			rink__ts_resolve(s, ev);
	} else if (action == TS_A_KEEP) {
		rink__ts_resolve(s, ev);
	} else if (action < TS_A_NO_REACT) {
		int code = action - TS_A_REACT, role = code / 4, dir = (code % 4) * 2;
		int opp = 1 - t, p = opp * RINK_TS_ROLES + role, from = s->sq[p];
		int to = g->nb[from][dir];
		rink__ts_move_piece(s, p, to, ev);
		struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_REACT);
		if (e) {
			e->arg[0] = (int16_t)p;
			e->arg[1] = (int16_t)from;
			e->arg[2] = (int16_t)to;
			ts_ev_puck(s, e);
		}
		s->react_mate[opp] ^= 1;
		offside_step(s, ev);
	} else { /* TS_A_NO_REACT: declined */
		struct rink_event *e = rink__ts_ev(ev, RINK_TS_EV_NO_REACT);
		if (e) {
			e->arg[0] = (int16_t)(1 - t);
			e->arg[1] = 1;
		}
		offside_step(s, ev);
	}
}

void rink__ts_init(struct rink_state *base)
{
	struct ts_state *s = (struct ts_state *)base;
	const struct ts_game *g = ts_g(s);

	rink_rng_seed(&s->rng, base->seed);
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		s->sq[p] = TS_NONE;
		s->where[p] = ts_role(p) == RINK_TS_X ? RINK_TS_BENCH : RINK_TS_ON;
	}
	for (int t = 0; t < 2; t++) {
		s->stamina[t] = 3;
		s->line_active[t] = -1;
		if (g->use_lines)
			memcpy(s->line_set[t], g->team_lines[t], 4);
	}
	s->prev_team = TS_NONE;
	s->last_act = TS_NONE;
	s->carrier = TS_NONE;
	/* TS-SETUP-04/06: the marker before space 1; the face-off winner moves
	 * it onto space 1 and plays turn 1 */
	start_period(s, 1, NULL);
}

int rink_ts_table_talk(rink_state *base, struct rink_events *ev, struct rink_error *err)
{
	struct ts_state *s = (struct ts_state *)base;
	const struct ts_game *g = ts_g(s);
	int t = s->team, o = 1 - t;

	if (g->team_nseats[t] < 2)
		return rink_error_set(err, RINK_EINVAL, "the acting team is one player");
	if (s->phase != RINK_TS_PH_ACTION)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "table talk is called between two activations");
	if (s->stamina[o] < 3)
		s->stamina[o]++;
	struct rink_event *e = rink__ts_ev(ev, TS_EV_STAMINA);
	if (e) {
		e->arg[0] = (int16_t)o;
		e->arg[1] = s->stamina[0];
		e->arg[2] = s->stamina[1];
		e->arg[3] = TS_STA_TABLE_TALK;
	}
	s->p_failed = false;
	memset(s->roll, 0, sizeof(s->roll));
	if (rink__ts_can_react(s, o)) {
		s->p_puck_zone = (uint8_t)rink__ts_zone_of_puck(s);
		s->phase = RINK_TS_PH_REACTION;
	} else if ((e = rink__ts_ev(ev, RINK_TS_EV_NO_REACT))) {
		e->arg[0] = (int16_t)o;
	}
	return RINK_OK;
}
