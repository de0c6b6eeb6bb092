/*
 * games/powerplay/rounds.c: a game, round by round, with the special
 * players, injuries and sudden death.
 *
 * Rulebook: Play a Game steps 2-8 and Special Players. Readings of gaps:
 * docs/rules/powerplay.md (PP-GAP-04, 05, 06, 09, 12-23, 25, 27).
 *
 * A round (PP-GAP-15's order):
 *   Step 1. Both managers lay a card face down (a simultaneous move); both
 *           are revealed once the second is in (PP-GAME-04/05).
 *   Step 2. Rumpelstockchen: the opponent takes his card back and plays his
 *           highest unplayed card instead (the withdrawn one included,
 *           Hydra at its value now; ties: the owner chooses). Once per
 *           round, triggered only by the cards first revealed.
 *   Step 3. Sitting Bully, if one of the final cards: his manager may turn
 *           the top card of a pile, add its value for this round, and put it
 *           under its pile.
 *   Step 4. Values: Hydra is worth its round (1..6, or 7..12 in sudden
 *           death), Sitting Bully his value plus the bonus.
 *   Step 5. The engine's face-off rule (cards/faceoff.c) decides the goal
 *           (Willy Winzig scores on goalies) and the injuries.
 *   (lineup=fixed, PP-GAP-05 (b): each manager first orders his six cards,
 *   card by card and in secret; the rounds then take the cards in that
 *   order, and a card withdrawn by Rumpelstockchen takes the place in the
 *   order of the card that came in.)
 *   Step 6. After six rounds: a winner, or a tie: Jolly Judge's claim, then
 *           the regulation injuries are replaced and sudden death begins.
 *           In sudden death the first goal wins; a scoreless pass replaces
 *           its injuries and starts a new pass (PP-GAP-12, 13).
 */
#include <string.h>

#include "games/powerplay/pp_int.h"

int rink__pp_side_of(const struct pp_state *s, int seat)
{
	if (s->seat[0] == seat)
		return 0;
	if (s->seat[1] == seat)
		return 1;
	return -1;
}

int rink__pp_value_in_play(const struct pp_game *g, int card, int pass, int round)
{
	const struct rink__card *c = &g->deck.cards[card];

	if (c->ability == RINK__AB_HYDRA) /* PP-SPECIAL-03/04; outside: PP-GAP-16 */
		return round < 0 ? 0 : 2 * ((pass ? 6 : 0) + round + 1);
	return c->value2;
}

int rink__pp_round_value(const struct pp_state *s, int card, int round)
{
	return rink__pp_value_in_play(pp_game_of(s), card, s->pass, round);
}

void rink__pp_begin_play(struct pp_state *s, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);

	for (int side = 0; side < 2; side++)
		memcpy(s->gcard[side], s->team[s->seat[side]], RINK_PP_TEAM);
	s->played[0] = s->played[1] = 0;
	s->round = 0;
	s->pass = 0;
	/* PP-GAME-03: 0-0; home_ice=1 is Slapshot's rule (PP-GAP-04 (b)) */
	s->score[0] = g->home_ice ? 1 : 0;
	s->score[1] = 0;
	s->choice[0] = s->choice[1] = RINK__NO_CARD;
	s->qn[0] = s->qn[1] = 0;
	s->n_inj = s->n_inj_done = 0;
	memset(s->rcard, RINK__NO_CARD, sizeof(s->rcard));
	s->phase = RINK_PP_ROUND;
	(void)ev;
}

void rink__pp_start_game(struct pp_state *s, int initiator, int opponent, struct rink_events *ev)
{
	struct rink_event *e = pp_push(ev, RINK_PP_EV_CHALLENGE, RINK_SEEN_BY_ALL);

	if (s->stage == RINK_PP_SEASON)
		s->initiated[initiator][opponent]++; /* PP-SCORE-05, PP-SEASON-04 */
	s->seat[0] = (int8_t)opponent;
	s->seat[1] = (int8_t)initiator;
	if (e) {
		e->arg[0] = (int16_t)initiator;
		e->arg[1] = (int16_t)opponent;
		e->arg[2] = s->stage;
		e->arg[3] = s->series_game;
	}
	if (pp_game_of(s)->team_variant) {
		/* PP-TEAM-12: a side that cannot field 3F/2D/1G loses unplayed.
		 * Neither can (PP-GAP-38): in the season such a challenge is not
		 * legal; a scheduled post-season game cannot be declined, so
		 * there the initiator forfeits (reading (b)). */
		bool ok0 = rink__pp_tv_can_field(s, opponent),
		     ok1 = rink__pp_tv_can_field(s, initiator);
		if (!ok0 || !ok1) {
			int loser = ok1 ? 0 : 1; /* side */
			e = pp_push(ev, RINK_PP_EV_FORFEIT, RINK_SEEN_BY_ALL);
			if (e) {
				e->arg[0] = s->seat[loser];
				e->arg[1] = s->seat[1 - loser];
				e->arg[2] = !ok0 && !ok1;
			}
			s->score[0] = s->score[1] = 0;
			s->n_inj = s->n_inj_done = 0;
			/* a manager who could not field sat this game out: his
			 * resting players come back, or he could never field again */
			if (!ok0)
				s->resting[opponent] = 0;
			if (!ok1)
				s->resting[initiator] = 0;
			rink__pp_game_over(s, 1 - loser, PP_REC_FORFEIT, ev);
			return;
		}
		s->phase = RINK_PP_FIELD;
		memset(s->team[opponent], RINK__NO_CARD, RINK_PP_TEAM);
		memset(s->team[initiator], RINK__NO_CARD, RINK_PP_TEAM);
		return;
	}
	rink__pp_begin_play(s, ev);
}

/* ---- Step 1: the cards go down ------------------------------------------------- */

static int slot_in_game(const struct pp_state *s, int side, int card)
{
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (s->gcard[side][i] == card)
			return i;
	return -1;
}

static void after_rump(struct pp_state *s, struct rink_events *ev);
static void resolve(struct pp_state *s, struct rink_events *ev);

int rink__pp_rump_mask(const struct pp_state *s, int side)
{
	int best = -1, mask = 0;

	/* PP-GAP-17 (a), 18 (a): every unplayed card, Hydra at its value now */
	for (int i = 0; i < RINK_PP_TEAM; i++) {
		int c = s->gcard[side][i], v;
		if (c == RINK__NO_CARD || (s->played[side] & (1 << i)))
			continue;
		v = rink__pp_round_value(s, c, s->round);
		if (v > best) {
			best = v;
			mask = 0;
		}
		if (v == best)
			mask |= 1 << i;
	}
	return mask;
}

static void rump_event(struct pp_state *s, int side, int before, struct rink_events *ev)
{
	struct rink_event *e = pp_push(ev, RINK_PP_EV_RUMP, RINK_SEEN_BY_ALL);

	if (pp_game_of(s)->fixed_lineup)
		/* the withdrawn card takes the forced card's place in the order */
		for (int k = s->round + 1; k < RINK_PP_TEAM; k++)
			if (s->queue[side][k] == s->choice[side]) {
				s->queue[side][k] = (uint8_t)before;
				s->queue[side][s->round] = s->choice[side];
			}
	if (e) {
		e->arg[0] = s->seat[side];
		e->arg[1] = s->gcard[side][before];
		e->arg[2] = s->gcard[side][s->choice[side]];
		e->arg[3] = (s->pending >> side) & 1; /* the owner chose among ties */
	}
}

/* Step 2. */
static void reveal(struct pp_state *s, struct rink_events *ev)
{
	bool rump[2];

	s->revealed[0] = s->choice[0];
	s->revealed[1] = s->choice[1];
	s->pending = 0;
	for (int side = 0; side < 2; side++)
		rump[side] = pp_card(s, s->gcard[1 - side][s->revealed[1 - side]])->ability ==
		             RINK__AB_RUMPELSTOCKCHEN;
	for (int side = 0; side < 2; side++) {
		int mask;
		if (!rump[side])
			continue;
		mask = rink__pp_rump_mask(s, side);
		if (mask & (mask - 1)) {
			s->pending |= (uint8_t)(1 << side); /* PP-GAP-19 (a) */
		} else {
			s->choice[side] = (uint8_t)__builtin_ctz((unsigned)mask);
			rump_event(s, side, s->revealed[side], ev);
		}
	}
	if (s->pending) {
		s->phase = RINK_PP_RUMP;
		return;
	}
	after_rump(s, ev);
}

/* lineup=fixed: the next round's cards come from the orders. */
static void next_from_order(struct pp_state *s, struct rink_events *ev)
{
	s->choice[0] = s->queue[0][s->round];
	s->choice[1] = s->queue[1][s->round];
	reveal(s, ev);
}

void rink__pp_play(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int side = rink__pp_side_of(s, seat);
	struct rink_event *e;

	/* the card is its manager's to see until both are down */
	e = pp_push(ev, RINK_PP_EV_PLAYED, 1u << seat);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = s->round;
		e->arg[2] = s->pass;
		e->arg[3] = (int16_t)card;
		e->arg[4] = pp_game_of(s)->fixed_lineup ? s->qn[side] + 1 : 0;
		e->arg[5] = (int16_t)side;
	}
	if (pp_game_of(s)->fixed_lineup) {
		s->queue[side][s->qn[side]++] = (uint8_t)slot_in_game(s, side, card);
		if (s->qn[0] == RINK_PP_TEAM && s->qn[1] == RINK_PP_TEAM)
			next_from_order(s, ev);
		return;
	}
	s->choice[side] = (uint8_t)slot_in_game(s, side, card);
	if (s->choice[0] != RINK__NO_CARD && s->choice[1] != RINK__NO_CARD)
		reveal(s, ev);
}

void rink__pp_take(struct pp_state *s, int seat, int card, struct rink_events *ev)
{
	int side = rink__pp_side_of(s, seat);

	s->choice[side] = (uint8_t)slot_in_game(s, side, card);
	rump_event(s, side, s->revealed[side], ev);
	s->pending &= (uint8_t) ~(1 << side);
	if (!s->pending)
		after_rump(s, ev);
}

/* Step 3. */
static void after_rump(struct pp_state *s, struct rink_events *ev)
{
	bool piles = s->pile_len[0] || s->pile_len[1] || s->pile_len[2];

	s->pending = 0;
	for (int side = 0; side < 2; side++)
		if (piles &&
		    pp_card(s, s->gcard[side][s->choice[side]])->ability == RINK__AB_SITTING_BULLY)
			s->pending |= (uint8_t)(1 << side);
	if (s->pending) {
		s->phase = RINK_PP_BULLY;
		return;
	}
	resolve(s, ev);
}

void rink__pp_bully(struct pp_state *s, int seat, int pile, struct rink_events *ev)
{
	int side = rink__pp_side_of(s, seat), card = -1;
	int cap = pile >= 0 ? pp_game_of(s)->deck.type_total[pile] : 0;
	struct rink_event *e;

	if (pile >= 0) {
		/* PP-SPECIAL-20/21: the top card, seen by all, goes under its pile */
		card = rink__pile_take_top(s->pile[pile], &s->pile_top[pile], &s->pile_len[pile],
		                           cap);
		rink__pile_put_bottom(s->pile[pile], s->pile_top[pile], &s->pile_len[pile], cap,
		                      card);
		s->bonus[side] = (int8_t)rink__pp_value_outside(s, card); /* PP-GAP-23 */
		s->bully_card[side] = (int8_t)card;
	}
	e = pp_push(ev, RINK_PP_EV_BULLY, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)pile;
		e->arg[2] = (int16_t)card;
		e->arg[3] = s->bonus[side];
	}
	s->pending &= (uint8_t) ~(1 << side);
	if (!s->pending)
		resolve(s, ev);
}

/* ---- Steps 4-5: the comparison --------------------------------------------------- */

static void injure(struct pp_state *s, int side, int card, struct rink_events *ev)
{
	struct rink_event *e = pp_push(ev, RINK_PP_EV_INJURY, RINK_SEEN_BY_ALL);

	if (s->n_inj < PP_MAX_INJ) {
		s->inj[s->n_inj][0] = (uint8_t)card;
		s->inj[s->n_inj][1] = (uint8_t)side;
		s->n_inj++;
	}
	if (e) {
		e->arg[0] = s->seat[side];
		e->arg[1] = (int16_t)card;
		e->arg[2] = s->n_inj; /* its place in the injury order, from 1 */
		e->arg[3] = (int16_t)side;
		e->arg[4] = s->round;
		e->arg[5] = s->pass;
	}
}

static void end_of_pass(struct pp_state *s, struct rink_events *ev);

static void resolve(struct pp_state *s, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);
	int hc = s->gcard[0][s->choice[0]], ac = s->gcard[1][s->choice[1]];
	int hv = rink__pp_round_value(s, hc, s->round) + s->bonus[0];
	int av = rink__pp_round_value(s, ac, s->round) + s->bonus[1];
	int o = rink__faceoff(pp_card(s, hc), hv, pp_card(s, ac), av, &g->fo);
	struct rink_event *e;

	if (hv != pp_card(s, hc)->value2 || av != pp_card(s, ac)->value2) {
		e = pp_push(ev, RINK_PP_EV_VALUES, RINK_SEEN_BY_ALL);
		if (e) {
			e->arg[0] = s->round;
			e->arg[1] = (int16_t)hv;
			e->arg[2] = (int16_t)av;
			e->arg[3] = (int16_t)hc;
			e->arg[4] = (int16_t)ac;
			e->arg[5] = s->pass;
		}
	}
	s->score[0] = (uint8_t)(s->score[0] + (o & RINK__FO_HOME_GOAL ? 1 : 0));
	s->score[1] = (uint8_t)(s->score[1] + (o & RINK__FO_AWAY_GOAL ? 1 : 0));
	e = pp_push(ev, RINK_PP_EV_FACEOFF, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = s->round;
		e->arg[1] = (int16_t)hc;
		e->arg[2] = (int16_t)ac;
		e->arg[3] = (int16_t)o;
		e->arg[4] = s->score[0];
		e->arg[5] = s->score[1];
		/* the pass, and the away seat + 1 in the high byte: the text
		 * names both managers (the header's "pass" is arg[6] & 0xff) */
		e->arg[6] = (int16_t)(s->pass | (s->seat[1] + 1) << 8);
		e->arg[7] = s->seat[0];
	}
	/* PP-INJURY-07/08: in order; two bruisers: the higher value first,
	 * equal values: the challenged (home) side first (PP-GAP-09 (a)) */
	if ((o & RINK__FO_HOME_INJURED) && (o & RINK__FO_AWAY_INJURED) && av > hv) {
		injure(s, 1, ac, ev);
		injure(s, 0, hc, ev);
	} else {
		if (o & RINK__FO_HOME_INJURED)
			injure(s, 0, hc, ev);
		if (o & RINK__FO_AWAY_INJURED)
			injure(s, 1, ac, ev);
	}
	s->rcard[0][s->round] = (uint8_t)hc;
	s->rcard[1][s->round] = (uint8_t)ac;
	s->rval[0][s->round] = (uint8_t)hv;
	s->rval[1][s->round] = (uint8_t)av;
	s->rout[s->round] = (uint8_t)o;
	s->played[0] |= (uint8_t)(1 << s->choice[0]);
	s->played[1] |= (uint8_t)(1 << s->choice[1]);
	s->choice[0] = s->choice[1] = RINK__NO_CARD;
	s->bonus[0] = s->bonus[1] = 0;
	s->bully_card[0] = s->bully_card[1] = -1;
	s->round++;
	if (s->pass && (o & 3)) {
		/* PP-SUDDEN-03: the first goal ends it */
		rink__pp_game_over(s, o & RINK__FO_HOME_GOAL ? 0 : 1, PP_REC_SD, ev);
		return;
	}
	if (s->round == RINK_PP_TEAM) {
		end_of_pass(s, ev);
		return;
	}
	s->phase = RINK_PP_ROUND;
	if (g->fixed_lineup)
		next_from_order(s, ev);
}

/* ---- Step 6: after six rounds ------------------------------------------------------ */

static bool holds_judge(const struct pp_state *s, int side)
{
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (s->gcard[side][i] != RINK__NO_CARD &&
		    pp_card(s, s->gcard[side][i])->ability == RINK__AB_JOLLY_JUDGE)
			return true;
	return false;
}

static void end_of_pass(struct pp_state *s, struct rink_events *ev)
{
	if (s->pass == 0) {
		if (s->score[0] != s->score[1]) {
			rink__pp_game_over(s, s->score[0] > s->score[1] ? 0 : 1, 0, ev);
			return;
		}
		s->reg_score[0] = s->score[0];
		s->reg_score[1] = s->score[1];
	}
	/* PP-SPECIAL-07, PP-GAP-13 (a), PP-GAP-25 (a): a tie at the end of
	 * regulation or of a scoreless pass; injured Jolly Judge still counts */
	s->pending = 0;
	for (int side = 0; side < 2; side++)
		if (holds_judge(s, side))
			s->pending |= (uint8_t)(1 << side);
	if (s->pending) {
		s->phase = RINK_PP_JUDGE;
		return;
	}
	rink__pp_sudden_death(s, ev);
}

void rink__pp_judge(struct pp_state *s, int seat, bool claim, struct rink_events *ev)
{
	int side = rink__pp_side_of(s, seat);
	struct rink_event *e = pp_push(ev, RINK_PP_EV_JUDGE, RINK_SEEN_BY_ALL);

	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = claim;
	}
	if (claim) {
		rink__pp_game_over(s, side, PP_REC_JJ, ev);
		return;
	}
	s->pending &= (uint8_t) ~(1 << side);
	if (!s->pending)
		rink__pp_sudden_death(s, ev);
}

/* PP-INJURY-06/07/09/10: each injured card, in injury order, goes out for
 * the season and its manager takes the top card of its pile. Removed
 * managers' cards leave with their teams (PP-GAP-28 (a)). The team variant
 * has no draft: its injured rest instead (team.c). */
void rink__pp_replace_injuries(struct pp_state *s, struct rink_events *ev)
{
	if (pp_game_of(s)->team_variant)
		return;
	for (; s->n_inj_done < s->n_inj; s->n_inj_done++) {
		int card = s->inj[s->n_inj_done][0], side = s->inj[s->n_inj_done][1];
		int seat = s->seat[side], slot, drawn;
		struct rink_event *e;
		if (s->out_mgr & (1u << seat))
			continue;
		slot = rink__pp_slot_of(s, seat, card);
		if (slot < 0)
			continue;
		s->out[s->n_out++] = (uint8_t)card;
		s->team[seat][slot] = RINK__NO_CARD;
		drawn = rink__pp_draw(s, pp_type(s, card), ev);
		s->team[seat][slot] = (uint8_t)drawn;
		e = pp_push(ev, RINK_PP_EV_REPLACE, 1u << seat);
		if (e) {
			e->arg[0] = (int16_t)seat;
			e->arg[1] = (int16_t)card;
			e->arg[2] = (int16_t)drawn;
			e->arg[3] = s->n_inj_done + 1; /* the injury's place in the order */
			e->arg[4] = (int16_t)slot;
			e->arg[5] = 0; /* drawn from the pile */
		}
	}
}

void rink__pp_sudden_death(struct pp_state *s, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);
	struct rink_event *e;

	/* PP-INJURY-09: regulation injuries are replaced before sudden death */
	if (g->team_variant) {
		for (; s->n_inj_done < s->n_inj; s->n_inj_done++) {
			int side = s->inj[s->n_inj_done][1];
			int slot = slot_in_game(s, side, s->inj[s->n_inj_done][0]);
			if (g->choose_substitute && rink__pp_tv_subs(s, side, slot) > 0) {
				/* PP-GAP-36 with substitute=choose: the manager's move */
				s->phase = RINK_PP_SUB;
				return;
			}
			if (!rink__pp_tv_substitute(s, side, slot, ev)) {
				/* PP-GAP-36 (a): no substitute: that side forfeits,
				 * the tied regulation score standing (it was played) */
				s->n_inj_done++;
				e = pp_push(ev, RINK_PP_EV_FORFEIT, RINK_SEEN_BY_ALL);
				if (e) {
					e->arg[0] = s->seat[side];
					e->arg[1] = s->seat[1 - side];
					e->arg[2] = 2;
				}
				rink__pp_game_over(s, 1 - side, PP_REC_FORFEIT, ev);
				return;
			}
		}
	} else {
		rink__pp_replace_injuries(s, ev);
	}
	if (s->pass >= g->ot_cap) {
		/* a safety cap: a seeded coin toss; the tie stands in the score */
		int side = (int)rink_rng_below(&s->rng, 2);
		e = pp_push(ev, RINK_PP_EV_COIN_TOSS, RINK_SEEN_BY_ALL);
		if (e) {
			e->arg[0] = 2;
			e->arg[1] = s->seat[side];
		}
		rink__pp_game_over(s, side, PP_REC_COIN, ev);
		return;
	}
	s->pass++;
	s->round = 0;
	s->played[0] = s->played[1] = 0;
	memset(s->rcard, RINK__NO_CARD, sizeof(s->rcard));
	s->qn[0] = s->qn[1] = 0; /* lineup=fixed: new orders for the pass */
	for (int side = 0; side < 2; side++)
		memcpy(s->gcard[side], s->team[s->seat[side]], RINK_PP_TEAM);
	s->phase = RINK_PP_ROUND;
	e = pp_push(ev, RINK_PP_EV_OVERTIME, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = s->pass;
		e->arg[1] = s->seat[0];
		e->arg[2] = s->seat[1];
	}
}
