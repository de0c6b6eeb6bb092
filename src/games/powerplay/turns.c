/*
 * games/powerplay/turns.c: Preparations, Sequence of Play, Trade, Draft
 * and the Season Play Rule: who may do what, and what each phase allows.
 *
 * Rulebook: Preparations (three shuffled piles; teams picked clockwise one
 * card at a time from any pile), Sequence of Play (clockwise, one of trade,
 * draft, game), Trade (blind pick, same type back, never the card just
 * taken; Rosalinde), Draft, Play a Game step 1 and the Season Play Rule.
 *
 * The turn sequence:
 *   Step 1. Preparation: picks clockwise from the first manager, each from a
 *           pile of a type the picker still lacks (PP-PREP-03/04).
 *   Step 2. The active manager trades, drafts or challenges (PP-TURN-02).
 *   Step 3. A trade waits for the card given back; taking Rosalinde forces
 *           the highest card of her type (PP-SPECIAL-11/12).
 *   Step 4. A challenge hands over to rounds.c until the game is over.
 *   Step 5. The turn passes clockwise, skipping managers who are out.
 */
#include <string.h>

#include "games/powerplay/pp_int.h"

static int cap_of(const struct pp_state *s, int type)
{
	return pp_game_of(s)->deck.type_total[type];
}

int rink__pp_slot_of(const struct pp_state *s, int seat, int card)
{
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (s->team[seat][i] == card)
			return i;
	return -1;
}

int rink__pp_value_outside(const struct pp_state *s, int card)
{
	return rink__pp_value_in_play(pp_game_of(s), card, 0, -1);
}

/* Takes the top card of pile type; an empty pile is first refilled from the
 * out-for-season cards of that type (PP-GAP-10 (a)). */
int rink__pp_draw(struct pp_state *s, int type, struct rink_events *ev)
{
	if (s->pile_len[type] == 0) {
		int k = 0;
		uint8_t back[PP_PILE];
		for (int i = 0; i < s->n_out; i++) {
			if (pp_type(s, s->out[i]) == type && k < PP_PILE)
				back[k++] = s->out[i];
			else
				s->out[i - k] = s->out[i];
		}
		s->n_out = (uint8_t)(s->n_out - k);
		rink_rng_shuffle_u8(&s->rng, back, k);
		for (int i = 0; i < k; i++)
			rink__pile_put_bottom(s->pile[type], s->pile_top[type], &s->pile_len[type],
			                      cap_of(s, type), back[i]);
		struct rink_event *e = pp_push(ev, RINK_PP_EV_REFILL, RINK_SEEN_BY_ALL);
		if (e) {
			e->arg[0] = (int16_t)type;
			e->arg[1] = (int16_t)k;
		}
	}
	return rink__pile_take_top(s->pile[type], &s->pile_top[type], &s->pile_len[type],
	                           cap_of(s, type));
}

/* ---- Step 1: preparation ------------------------------------------------------ */

void rink__pp_init(struct rink_state *base)
{
	struct pp_state *s = (struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	int k[3] = {0, 0, 0};

	rink_rng_seed(&s->rng, base->seed);
	s->n = (uint8_t)g->managers;
	s->phase = RINK_PP_SETUP;
	memset(s->team, RINK__NO_CARD, sizeof(s->team));
	memset(s->pile, RINK__NO_CARD, sizeof(s->pile));
	memset(s->roster, RINK__NO_CARD, sizeof(s->roster));
	s->seat[0] = s->seat[1] = -1;
	s->trade_target = -1;
	s->champion = -1;
	s->choice[0] = s->choice[1] = RINK__NO_CARD;
	s->bully_card[0] = s->bully_card[1] = -1;
	s->first = (uint8_t)(g->first >= 0 ? g->first : (int)rink_rng_below(&s->rng, s->n));
	s->active = s->first;
	if (g->team_variant) {
		rink__pp_tv_init(s);
		return;
	}
	/* PP-PREP-02: sort by type, shuffle each pile */
	for (int c = 0; c < g->deck.n; c++) {
		int t = g->deck.cards[c].type;
		s->pile[t][k[t]++] = (uint8_t)c;
	}
	for (int t = 0; t < 3; t++) {
		rink_rng_shuffle_u8(&s->rng, s->pile[t], k[t]);
		s->pile_len[t] = (uint8_t)k[t];
	}
}

static int held_of_type(const struct pp_state *s, int seat, int type)
{
	int held = 0;

	for (int i = 0; i < pp_slot_count[type]; i++)
		held += s->team[seat][pp_slot_base[type] + i] != RINK__NO_CARD;
	return held;
}

/* PP-PREP-04: the next picker clockwise whose team is not complete. */
static int setup_picker(const struct pp_state *s)
{
	int picks = s->setup_draws;

	/* every manager picks six: the k-th pick goes round the table */
	return (s->first + picks) % s->n;
}

static void setup_draw(struct pp_state *s, int seat, int type, struct rink_events *ev)
{
	int held = held_of_type(s, seat, type);
	int card = rink__pp_draw(s, type, ev);
	struct rink_event *e;

	s->team[seat][pp_slot_base[type] + held] = (uint8_t)card;
	e = pp_push(ev, RINK_PP_EV_DRAW, 1u << seat);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)type;
		e->arg[2] = (int16_t)card;
	}
	if (++s->setup_draws == 6 * s->n) {
		s->phase = RINK_PP_TURN;
		s->active = (uint8_t)rink__pp_first_turn(s);
	}
}

int rink__pp_first_turn(struct pp_state *s)
{
	const struct pp_game *g = pp_game_of(s);

	if (g->first_turn == -2)
		return s->first;
	if (g->first_turn == -1)
		return (int)rink_rng_below(&s->rng, s->n);
	return g->first_turn;
}

/* ---- Step 2: what the active manager may do ----------------------------------- */

static bool in_play(const struct pp_state *s, int seat)
{
	return !(s->out_mgr & (1u << seat));
}

/* PP-SEASON-01: A may challenge B only when A has initiated no more games
 * against B than against anyone else. Team variant: a challenge where
 * neither side can field a team is not legal (PP-GAP-38). */
bool rink__pp_may_challenge(const struct pp_state *s, int seat, int t)
{
	int least = 255;

	if (t == seat || t < 0 || t >= s->n || !in_play(s, t))
		return false;
	for (int o = 0; o < s->n; o++)
		if (o != seat && s->initiated[seat][o] < least)
			least = s->initiated[seat][o];
	if (s->initiated[seat][t] != least)
		return false;
	if (pp_game_of(s)->team_variant)
		return rink__pp_tv_can_field(s, seat) || rink__pp_tv_can_field(s, t);
	return true;
}

/* PP-GAP-29 (b): in the post-season (postseason=turns) the games are the
 * schedule's: this tournament round's pairs not yet played, in any order,
 * or the series; either manager of a pair may initiate its game. Team
 * variant: a scheduled game stays legal when neither side can field; its
 * initiator forfeits (PP-GAP-38, rounds.c). */
bool rink__pp_scheduled(const struct pp_state *s, int seat, int t)
{
	if (t == seat || t < 0 || t >= s->n || !in_play(s, t) || !in_play(s, seat))
		return false;
	if (s->stage == RINK_PP_FINAL)
		return (s->series[0] == seat && s->series[1] == t) ||
		       (s->series[1] == seat && s->series[0] == t);
	if (s->stage != RINK_PP_TIEBREAK)
		return false;
	for (int k = 0; k < s->n_pair; k++)
		if (!(s->pair_done & (1u << k)) && ((s->pair[k][0] == seat && s->pair[k][1] == t) ||
		                                    (s->pair[k][1] == seat && s->pair[k][0] == t)))
			return true;
	return false;
}

/* Trades and drafts: the regular season, and with postseason=turns the
 * post-season too (PP-GAP-30 (a)); never in the team variant (PP-TEAM-05). */
static bool may_improve(const struct pp_state *s)
{
	const struct pp_game *g = pp_game_of(s);

	return !g->team_variant && (s->stage == RINK_PP_SEASON || g->postseason_turns);
}

uint32_t rink__pp_to_move(const struct rink_state *base)
{
	const struct pp_state *s = (const struct pp_state *)base;
	uint32_t m = 0;

	switch (s->phase) {
	case RINK_PP_SETUP:
		return 1u << setup_picker(s);
	case RINK_PP_TEAMPICK:
		return 1u << ((s->first + s->tv_picks) % s->n);
	case RINK_PP_TURN:
	case RINK_PP_GIVE:
		return 1u << s->active;
	case RINK_PP_ROUND:
		for (int side = 0; side < 2; side++)
			if (pp_game_of(s)->fixed_lineup ? s->qn[side] < RINK_PP_TEAM
			                                : s->choice[side] == RINK__NO_CARD)
				m |= 1u << s->seat[side];
		return m;
	case RINK_PP_FIELD:
		for (int side = 0; side < 2; side++)
			if (held_of_type(s, s->seat[side], 0) + held_of_type(s, s->seat[side], 1) +
			            held_of_type(s, s->seat[side], 2) <
			    RINK_PP_TEAM)
				m |= 1u << s->seat[side];
		return m;
	case RINK_PP_REST:
		for (int side = 0; side < 2; side++)
			if (s->rest_need[side])
				m |= 1u << s->seat[side];
		return m;
	case RINK_PP_SUB:
		return 1u << s->seat[s->inj[s->n_inj_done][1]];
	case RINK_PP_RUMP:
	case RINK_PP_BULLY:
	case RINK_PP_JUDGE:
		/* one decider at a time, home side first */
		return 1u << s->seat[(s->pending & 1) ? 0 : 1];
	default:
		return 0;
	}
}

static int add_sorted(int *buf, int n, int a)
{
	int i = n;

	while (i > 0 && buf[i - 1] > a) {
		buf[i] = buf[i - 1];
		i--;
	}
	buf[i] = a;
	return n + 1;
}

/* The slots of the active manager a trade must give back from: any card of
 * the taken card's type, or with Rosalinde only the highest of them. */
static int give_mask(const struct pp_state *s)
{
	int type = pp_type(s, s->trade_taken);
	int mask = 0;

	for (int i = 0; i < pp_slot_count[type]; i++)
		mask |= 1 << (pp_slot_base[type] + i);
	return s->trade_forced ? s->trade_forced : mask;
}

static int list_actions(const struct pp_state *s, int seat, int *buf)
{
	const struct pp_game *g = pp_game_of(s);
	int n = 0, side = rink__pp_side_of(s, seat);

	switch (s->phase) {
	case RINK_PP_SETUP:
		for (int t = 0; t < 3; t++)
			if (held_of_type(s, seat, t) < pp_slot_count[t])
				buf[n++] = PP_A_DRAW + t;
		break;
	case RINK_PP_TEAMPICK:
		for (int sym = 0; sym < g->deck.n_symbols; sym++)
			if (sym != g->mask_symbol && !(s->symbol_taken & (1u << sym)))
				buf[n++] = PP_A_TEAM + sym;
		break;
	case RINK_PP_TURN:
		if (may_improve(s)) {
			/* trade partners: managers still in the competition (the
			 * cards of those removed are out of the game, PP-END-06) */
			for (int t = 0; t < s->n; t++)
				if (t != seat && in_play(s, t))
					for (int p = 0; p < RINK_PP_TEAM; p++)
						buf[n++] = PP_A_TRADE + t * 6 + p;
			for (int i = 0; i < RINK_PP_TEAM; i++)
				n = add_sorted(buf, n, PP_A_DRAFT + s->team[seat][i]);
		}
		for (int t = 0; t < s->n; t++)
			if (s->stage == RINK_PP_SEASON ? rink__pp_may_challenge(s, seat, t)
			                               : rink__pp_scheduled(s, seat, t))
				buf[n++] = PP_A_GAME + t;
		if (n == 0)
			buf[n++] = PP_A_PASS;
		break;
	case RINK_PP_GIVE: {
		int mask = give_mask(s);
		for (int i = 0; i < RINK_PP_TEAM; i++)
			if (mask & (1 << i))
				n = add_sorted(buf, n, PP_A_GIVE + s->team[seat][i]);
		break;
	}
	case RINK_PP_ROUND: {
		int queued = 0; /* lineup=fixed: the cards already in the order */
		for (int k = 0; k < s->qn[side]; k++)
			queued |= 1 << s->queue[side][k];
		for (int i = 0; i < RINK_PP_TEAM; i++)
			if (!((s->played[side] | queued) & (1 << i)) &&
			    s->gcard[side][i] != RINK__NO_CARD)
				n = add_sorted(buf, n, PP_A_PLAY + s->gcard[side][i]);
		break;
	}
	case RINK_PP_RUMP: {
		int mask = rink__pp_rump_mask(s, side);
		for (int i = 0; i < RINK_PP_TEAM; i++)
			if (mask & (1 << i))
				n = add_sorted(buf, n, PP_A_TAKE + s->gcard[side][i]);
		break;
	}
	case RINK_PP_BULLY:
		for (int t = 0; t < 3; t++)
			if (s->pile_len[t])
				buf[n++] = PP_A_BULLY + t;
		buf[n++] = PP_A_BULLY_NO;
		break;
	case RINK_PP_JUDGE:
		buf[n++] = PP_A_CLAIM;
		buf[n++] = PP_A_DECLINE;
		break;
	case RINK_PP_FIELD:
		for (int pos = 0; pos < PP_ROSTER; pos++) {
			int c = s->roster[seat][pos];
			if (c != RINK__NO_CARD && rink__pp_tv_field_ok(s, seat, c))
				n = add_sorted(buf, n, PP_A_FIELD + c);
		}
		break;
	case RINK_PP_SUB:
		for (int pos = 0; pos < PP_ROSTER; pos++) {
			int c = s->roster[seat][pos];
			if (c != RINK__NO_CARD && rink__pp_tv_sub_ok(s, seat, c))
				n = add_sorted(buf, n, PP_A_SUB + c);
		}
		break;
	case RINK_PP_REST:
		for (int i = 0; i < RINK_PP_TEAM; i++) {
			int c = s->gcard[side][i];
			if (c != RINK__NO_CARD && rink__pp_tv_rest_ok(s, seat, c))
				n = add_sorted(buf, n, PP_A_REST + c);
		}
		break;
	default:
		break;
	}
	return n;
}

int rink__pp_legal(const struct rink_state *base, int seat, int *out, int cap)
{
	const struct pp_state *s = (const struct pp_state *)base;
	int buf[PP_A_END];
	int n;

	if (seat < 0 || seat >= s->n || !(rink__pp_to_move(base) & (1u << seat)))
		return 0;
	n = list_actions(s, seat, buf);
	memcpy(out, buf, (size_t)(n < cap ? n : cap) * sizeof(int));
	return n;
}

/* A uniform draw over the same actions as rink__pp_legal lists: the turn,
 * the hottest phase, is counted instead of listed. */
int rink__pp_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng)
{
	const struct pp_state *s = (const struct pp_state *)base;
	int buf[PP_A_END], n;

	if (seat < 0 || seat >= s->n || !(rink__pp_to_move(base) & (1u << seat)))
		return -1;
	if (s->phase == RINK_PP_TURN && s->stage == RINK_PP_SEASON && may_improve(s) &&
	    s->out_mgr == 0) {
		int games[PP_MAX], n_game = 0, r;
		int n_trade = (s->n - 1) * 6;
		for (int t = 0; t < s->n; t++)
			if (rink__pp_may_challenge(s, seat, t))
				games[n_game++] = t;
		r = (int)rink_rng_below(rng, (uint32_t)(n_trade + RINK_PP_TEAM + n_game));
		if (r < n_trade) {
			int t = r / 6;
			return PP_A_TRADE + (t + (t >= seat)) * 6 + r % 6;
		}
		r -= n_trade;
		if (r < RINK_PP_TEAM)
			return PP_A_DRAFT + s->team[seat][r];
		return PP_A_GAME + games[r - RINK_PP_TEAM];
	}
	n = list_actions(s, seat, buf);
	return n ? buf[rink_rng_below(rng, (uint32_t)n)] : -1;
}

bool rink__pp_is_legal(const struct rink_state *base, int seat, int a)
{
	int buf[PP_A_END], n;
	const struct pp_state *s = (const struct pp_state *)base;

	if (seat < 0 || seat >= s->n || a < 0 || a >= PP_A_END ||
	    !(rink__pp_to_move(base) & (1u << seat)))
		return false;
	n = list_actions(s, seat, buf);
	for (int i = 0; i < n; i++)
		if (buf[i] == a)
			return true;
	return false;
}

/* ---- Steps 2-3, 5: trade, draft, pass, the next turn ------------------------------- */

void rink__pp_end_turn(struct pp_state *s, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);

	s->phase = RINK_PP_TURN;
	s->turns++;
	if (s->stage == RINK_PP_SEASON &&
	    ((g->turn_cap && s->turns >= g->turn_cap) || s->passes >= s->n)) {
		/* PP-GAP-08 (b): the leader is treated as having reached the target;
		 * so too when every manager passed in a row (team variant: nobody
		 * can field a team any more) */
		int best = 0;
		for (int m = 1; m < s->n; m++)
			if (s->wins[m] > s->wins[best] ||
			    (s->wins[m] == s->wins[best] && s->gf[m] > s->gf[best]))
				best = m;
		rink__pp_end_season(s, best, ev);
		rink__pp_after_game(s, ev);
		return;
	}
	do
		s->active = (uint8_t)(s->active + 1 == s->n ? 0 : s->active + 1);
	while (!in_play(s, s->active));
}

/* Trade: the target's six are mixed face down, so the card at position pos
 * is a uniformly random one of them (PP-TRADE-02). */
static void trade_pick(struct pp_state *s, int seat, int target, int pos)
{
	int slot = ((int)rink_rng_below(&s->rng, RINK_PP_TEAM) + pos) % RINK_PP_TEAM;
	int taken = s->team[target][slot];
	int type = pp_type(s, taken);

	s->trade_target = (int8_t)target;
	s->trade_slot = (uint8_t)slot;
	s->trade_taken = (uint8_t)taken;
	s->team[target][slot] = RINK__NO_CARD;
	s->trade_forced = 0;
	if (pp_card(s, taken)->ability == RINK__AB_ROSALINDE) {
		/* PP-SPECIAL-11/12: the highest of her type among the active
		 * manager's cards (she is not one of them yet); ties: his choice
		 * among the tied (PP-GAP-21) */
		int best = -1;
		for (int i = 0; i < pp_slot_count[type]; i++) {
			int v = rink__pp_value_outside(s, s->team[seat][pp_slot_base[type] + i]);
			best = v > best ? v : best;
		}
		for (int i = 0; i < pp_slot_count[type]; i++)
			if (rink__pp_value_outside(s, s->team[seat][pp_slot_base[type] + i]) ==
			    best)
				s->trade_forced |= (uint8_t)(1 << (pp_slot_base[type] + i));
	}
	s->phase = RINK_PP_GIVE;
}

static void trade_give(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int target = s->trade_target;
	int slot = rink__pp_slot_of(s, seat, card);
	int taken = s->trade_taken;
	struct rink_event *e;

	s->team[seat][slot] = (uint8_t)taken;
	s->team[target][s->trade_slot] = (uint8_t)card;
	e = pp_push(ev, RINK_PP_EV_TRADE, (1u << seat) | (1u << target));
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)target;
		e->arg[2] = (int16_t)taken;
		e->arg[3] = (int16_t)card;
		e->arg[4] = s->trade_forced != 0;
	}
	s->trade_target = -1;
	s->trade_taken = 0;
	s->trade_slot = 0;
	s->trade_forced = 0;
	rink__pp_end_turn(s, ev);
}

/* Draft: under the pile first, then the top (PP-DRAFT-01/02). */
static void draft(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int type = pp_type(s, card);
	int slot = rink__pp_slot_of(s, seat, card);
	int drawn;
	struct rink_event *e;

	rink__pile_put_bottom(s->pile[type], s->pile_top[type], &s->pile_len[type], cap_of(s, type),
	                      card);
	drawn = rink__pp_draw(s, type, ev);
	s->team[seat][slot] = (uint8_t)drawn;
	e = pp_push(ev, RINK_PP_EV_DRAFT, 1u << seat);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)card;
		e->arg[2] = (int16_t)drawn;
		e->arg[3] = (int16_t)type;
	}
	rink__pp_end_turn(s, ev);
}

void rink__pp_apply(struct rink_state *base, int seat, int a, struct rink_events *ev)
{
	struct pp_state *s = (struct pp_state *)base;

	if (a < PP_A_TRADE) {
		setup_draw(s, seat, a - PP_A_DRAW, ev);
	} else if (a < PP_A_DRAFT) {
		trade_pick(s, seat, (a - PP_A_TRADE) / 6, (a - PP_A_TRADE) % 6);
	} else if (a < PP_A_GAME) {
		draft(s, seat, a - PP_A_DRAFT, ev);
	} else if (a < PP_A_GIVE) {
		s->passes = 0;
		rink__pp_start_game(s, seat, a - PP_A_GAME, ev);
	} else if (a < PP_A_PASS) {
		trade_give(s, seat, a - PP_A_GIVE, ev);
	} else if (a == PP_A_PASS) {
		struct rink_event *e = pp_push(ev, RINK_PP_EV_PASS, 0);
		s->passes++;
		if (e)
			e->arg[0] = (int16_t)seat;
		rink__pp_end_turn(s, ev);
	} else if (a < PP_A_TAKE) {
		rink__pp_play(s, seat, a - PP_A_PLAY, ev);
	} else if (a < PP_A_BULLY) {
		rink__pp_take(s, seat, a - PP_A_TAKE, ev);
	} else if (a <= PP_A_BULLY_NO) {
		rink__pp_bully(s, seat, a == PP_A_BULLY_NO ? -1 : a - PP_A_BULLY, ev);
	} else if (a <= PP_A_DECLINE) {
		rink__pp_judge(s, seat, a == PP_A_CLAIM, ev);
	} else if (a < PP_A_FIELD) {
		rink__pp_tv_team(s, seat, a - PP_A_TEAM, ev);
	} else if (a < PP_A_REST) {
		rink__pp_tv_field(s, seat, a - PP_A_FIELD, ev);
	} else if (a < PP_A_SUB) {
		rink__pp_tv_rest(s, seat, a - PP_A_REST, ev);
	} else {
		rink__pp_tv_sub(s, seat, a - PP_A_SUB, ev);
	}
}
