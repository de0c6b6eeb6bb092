/*
 * games/powerplay/team.c: the Team Variant.
 *
 * Rulebook: Team Variant Rules. Readings of gaps: docs/rules/powerplay.md
 * (PP-GAP-24, 34-39).
 *   Step 1. Managers choose a team by symbol, clockwise from the first
 *           (PP-GAP-34 (a)); then each draws one of the seven shuffled mask
 *           cards. The cards no manager holds form the three piles, used
 *           only by Sitting Bully (PP-GAP-24 (b)).
 *   Step 2. No trade or draft: a turn is a game (PP-TEAM-05).
 *   Step 3. For each game both managers field 3F/2D/1G from their players
 *           who are not resting (a simultaneous move, card by card); one
 *           who cannot loses unplayed (PP-TEAM-12); a post-season game
 *           neither can field is lost by its initiator (PP-GAP-38).
 *   Step 4. A card injured in a tied game is replaced before sudden death
 *           by the manager's best available player of its type
 *           (PP-GAP-36 (a)): the highest value available, or with
 *           substitute=choose the manager's choice (phase SUB); none:
 *           that side forfeits.
 *   Step 5. After the game each manager rests three of the players he used,
 *           the injured among them (all of them if more than three,
 *           PP-GAP-37 (a)); the three who rested come back (PP-TEAM-10).
 *           team_injury=season keeps the injured out for good (PP-GAP-35).
 */
#include <string.h>

#include "games/powerplay/pp_int.h"

void rink__pp_tv_init(struct pp_state *s)
{
	s->phase = RINK_PP_TEAMPICK;
	s->tv_picks = 0;
	s->symbol_taken = 0;
}

int rink__pp_tv_pos(const struct pp_state *s, int seat, int card)
{
	for (int p = 0; p < PP_ROSTER; p++)
		if (s->roster[seat][p] == card)
			return p;
	return -1;
}

static void deal_masks(struct pp_state *s, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);
	uint8_t masks[RINK__CARDS_MAX], rest[RINK__CARDS_MAX];
	int n_mask = 0, n_rest = 0, k[3] = {0, 0, 0};

	for (int c = 0; c < g->deck.n; c++) {
		if (g->deck.cards[c].symbol == g->mask_symbol)
			masks[n_mask++] = (uint8_t)c;
		else if (!(s->symbol_taken & (1u << g->deck.cards[c].symbol)))
			rest[n_rest++] = (uint8_t)c;
	}
	rink_rng_shuffle_u8(&s->rng, masks, n_mask);
	for (int m = 0; m < s->n; m++) {
		struct rink_event *e = pp_push(ev, RINK_PP_EV_TEAM, 1u << m);
		s->roster[m][PP_ROSTER - 1] = masks[m];
		if (e) {
			e->arg[0] = (int16_t)m;
			e->arg[1] = g->deck.cards[s->roster[m][0]].symbol;
			e->arg[2] = masks[m];
		}
	}
	for (int i = s->n; i < n_mask; i++)
		rest[n_rest++] = masks[i];
	for (int i = 0; i < n_rest; i++) {
		int t = g->deck.cards[rest[i]].type;
		s->pile[t][k[t]++] = rest[i];
	}
	for (int t = 0; t < 3; t++) {
		rink_rng_shuffle_u8(&s->rng, s->pile[t], k[t]);
		s->pile_len[t] = (uint8_t)k[t];
		s->pile_top[t] = 0;
	}
	s->phase = RINK_PP_TURN;
	s->active = (uint8_t)rink__pp_first_turn(s);
}

void rink__pp_tv_team(struct pp_state *s, int seat, int symbol, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);
	int k = 0;

	for (int c = 0; c < g->deck.n && k < PP_ROSTER - 1; c++)
		if (g->deck.cards[c].symbol == symbol)
			s->roster[seat][k++] = (uint8_t)c;
	s->symbol_taken |= (uint8_t)(1u << symbol);
	if (++s->tv_picks == s->n)
		deal_masks(s, ev);
}

static bool available(const struct pp_state *s, int seat, int pos)
{
	return s->roster[seat][pos] != RINK__NO_CARD && !(s->resting[seat] & (1u << pos)) &&
	       !(s->injured_tv[seat] & (1u << pos));
}

bool rink__pp_tv_can_field(const struct pp_state *s, int seat)
{
	int n[3] = {0, 0, 0};

	for (int p = 0; p < PP_ROSTER; p++)
		if (available(s, seat, p))
			n[pp_type(s, s->roster[seat][p])]++;
	return n[0] >= 3 && n[1] >= 2 && n[2] >= 1;
}

bool rink__pp_tv_field_ok(const struct pp_state *s, int seat, int card)
{
	int pos = rink__pp_tv_pos(s, seat, card), type;

	if (pos < 0 || !available(s, seat, pos) || rink__pp_slot_of(s, seat, card) >= 0)
		return false;
	type = pp_type(s, card);
	for (int i = 0; i < pp_slot_count[type]; i++)
		if (s->team[seat][pp_slot_base[type] + i] == RINK__NO_CARD)
			return true;
	return false;
}

void rink__pp_tv_field(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int type = pp_type(s, card);

	for (int i = 0; i < pp_slot_count[type]; i++)
		if (s->team[seat][pp_slot_base[type] + i] == RINK__NO_CARD) {
			s->team[seat][pp_slot_base[type] + i] = (uint8_t)card;
			break;
		}
	for (int side = 0; side < 2; side++)
		for (int i = 0; i < RINK_PP_TEAM; i++)
			if (s->team[s->seat[side]][i] == RINK__NO_CARD)
				return;
	for (int side = 0; side < 2; side++) {
		s->rest_new[side] = 0;
		for (int i = 0; i < RINK_PP_TEAM; i++) /* the players used */
			s->rest_new[side] |=
			        (uint16_t)(1u << rink__pp_tv_pos(s, s->seat[side],
			                                         s->team[s->seat[side]][i]));
	}
	rink__pp_begin_play(s, ev);
}

static bool injured_now(const struct pp_state *s, int side, int card)
{
	for (int i = 0; i < s->n_inj; i++)
		if (s->inj[i][0] == card && s->inj[i][1] == side)
			return true;
	return false;
}

/* Step 4. rest_new holds the players used so far while the game is on.
 * The players who may come in for the injured card in slot: available (not
 * resting, not out), of its type, not in the six and not injured. */
static bool sub_ok(const struct pp_state *s, int side, int slot, int pos)
{
	int seat = s->seat[side], c = s->roster[seat][pos];

	return available(s, seat, pos) && pp_type(s, c) == pp_type(s, s->team[seat][slot]) &&
	       rink__pp_slot_of(s, seat, c) < 0 && !injured_now(s, side, c);
}

static void put_sub(struct pp_state *s, int side, int slot, int sub, struct rink_events *ev)
{
	int seat = s->seat[side], card = s->team[seat][slot];
	struct rink_event *e;

	s->team[seat][slot] = (uint8_t)sub;
	s->rest_new[side] |= (uint16_t)(1u << rink__pp_tv_pos(s, seat, sub));
	e = pp_push(ev, RINK_PP_EV_REPLACE, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)card;
		e->arg[2] = (int16_t)sub;
		e->arg[3] = s->n_inj_done + 1; /* the injury's place in the order */
		e->arg[4] = (int16_t)slot;
		e->arg[5] = 1; /* a substitute from the roster */
	}
}

int rink__pp_tv_subs(const struct pp_state *s, int side, int slot)
{
	int n = 0;

	for (int p = 0; p < PP_ROSTER; p++)
		n += sub_ok(s, side, slot, p);
	return n;
}

/* substitute=best: the highest value available comes in. */
bool rink__pp_tv_substitute(struct pp_state *s, int side, int slot, struct rink_events *ev)
{
	int seat = s->seat[side], best = -1;

	for (int p = 0; p < PP_ROSTER; p++) {
		int c = s->roster[seat][p];
		if (!sub_ok(s, side, slot, p))
			continue;
		if (best < 0 || pp_card(s, c)->value2 > pp_card(s, best)->value2)
			best = c;
	}
	if (best < 0)
		return false;
	put_sub(s, side, slot, best, ev);
	return true;
}

/* substitute=choose (phase SUB): the injured card's manager picks. */
static int sub_slot(const struct pp_state *s, int *side)
{
	int card = s->inj[s->n_inj_done][0];

	*side = s->inj[s->n_inj_done][1];
	return rink__pp_slot_of(s, s->seat[*side], card);
}

bool rink__pp_tv_sub_ok(const struct pp_state *s, int seat, int card)
{
	int side, slot, pos;

	if (s->phase != RINK_PP_SUB || s->n_inj_done >= s->n_inj)
		return false;
	slot = sub_slot(s, &side);
	pos = rink__pp_tv_pos(s, seat, card);
	return slot >= 0 && s->seat[side] == seat && pos >= 0 && sub_ok(s, side, slot, pos);
}

void rink__pp_tv_sub(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int side, slot = sub_slot(s, &side);

	(void)seat;
	put_sub(s, side, slot, card, ev);
	s->n_inj_done++;
	rink__pp_sudden_death(s, ev);
}

/* ---- Step 5: the bench ---------------------------------------------------------------- */

static void finish_rest(struct pp_state *s, struct rink_events *ev)
{
	for (int side = 0; side < 2; side++) {
		int seat = s->seat[side];
		s->resting[seat] = s->rest_new[side];
		memset(s->team[seat], RINK__NO_CARD, RINK_PP_TEAM);
		s->tv_played[seat]++;
	}
	rink__pp_after_game(s, ev);
}

/* rest_new held the players used; they move to tv_used and rest_new
 * collects the players to rest, the injured first. */
void rink__pp_tv_start_rest(struct pp_state *s, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);

	s->phase = RINK_PP_REST;
	for (int side = 0; side < 2; side++) {
		int seat = s->seat[side], forced = 0;
		uint16_t rest = 0;
		s->tv_used[side] = s->rest_new[side];
		for (int i = 0; i < s->n_inj; i++)
			if (s->inj[i][1] == side) {
				int pos = rink__pp_tv_pos(s, seat, s->inj[i][0]);
				if (!(rest & (1u << pos))) {
					/* PP-TEAM-08: the injured rest, said in a line */
					struct rink_event *e =
					        pp_push(ev, RINK_PP_EV_REST, RINK_SEEN_BY_ALL);
					forced++;
					if (e) {
						e->arg[0] = (int16_t)seat;
						e->arg[1] = s->inj[i][0];
						e->arg[2] = 1;
					}
				}
				rest |= (uint16_t)(1u << pos);
				if (g->team_injury_season)
					s->injured_tv[seat] |= (uint16_t)(1u << pos);
			}
		s->rest_new[side] = rest;
		s->rest_need[side] = (uint8_t)(forced >= 3 ? 0 : 3 - forced);
	}
	if (!s->rest_need[0] && !s->rest_need[1])
		finish_rest(s, ev);
}

bool rink__pp_tv_rest_ok(const struct pp_state *s, int seat, int card)
{
	int side = rink__pp_side_of(s, seat), pos = rink__pp_tv_pos(s, seat, card);

	return side >= 0 && pos >= 0 && s->rest_need[side] && (s->tv_used[side] & (1u << pos)) &&
	       !(s->rest_new[side] & (1u << pos));
}

void rink__pp_tv_rest(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int side = rink__pp_side_of(s, seat);
	struct rink_event *e = pp_push(ev, RINK_PP_EV_REST, RINK_SEEN_BY_ALL);

	s->rest_new[side] |= (uint16_t)(1u << rink__pp_tv_pos(s, seat, card));
	s->rest_need[side]--;
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)card;
		e->arg[2] = 0; /* chosen, not injured */
	}
	if (!s->rest_need[0] && !s->rest_need[1])
		finish_rest(s, ev);
}
