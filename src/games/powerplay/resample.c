/*
 * games/powerplay/resample.c: a deal of the hidden cards consistent with
 * what one seat sees, for search (IS-MCTS) and for tests of fairness.
 *
 * Seen by the seat (kept): its own team (in the team variant its roster
 * and bench); every team's shape (3F/2D/1G); the cards out for the season
 * and the injuries; pile sizes; the sheet and the game in play, with the
 * cards played in it so far and those on the table (Rumpelstockchen,
 * Sitting Bully), and in sudden death the cards shown in earlier passes
 * (of a type with no injured card replaced since); in a trade it makes,
 * the card in its hand; in a trade made on it, the card taken from it; in
 * the team variant every roster but the other managers' mask cards, who
 * rests and who is injured.
 * Hidden (dealt anew, type by type): the other managers' unplayed cards,
 * the piles' contents and order, a card passing in a trade between two
 * other managers (Rosalinde's forced slots follow the card dealt), an
 * opponent's card handed in this round and not yet revealed (lineup=fixed:
 * his order still to come), in the team variant an opponent's six not yet
 * shown (from his players who may play) and the other mask cards not yet
 * fielded, and the generator that decides future chance.
 *
 * Not used: what the history tells beyond that (a card seen in a trade or
 * a draft is likely, not surely, where it went; an opponent's tie for
 * Rumpelstockchen; in the team variant, which mask card an opponent holds
 * once he has fielded).
 */
#include <string.h>

#include "games/powerplay/pp_int.h"

static bool in_game_phase(int phase)
{
	return phase == RINK_PP_ROUND || phase == RINK_PP_RUMP || phase == RINK_PP_BULLY ||
	       phase == RINK_PP_JUDGE;
}

/* Rosalinde in the active manager's hand: his forced slots (turns.c). */
static uint8_t forced_slots(const struct pp_state *s)
{
	int type = pp_type(s, s->trade_taken), best = -1;
	uint8_t mask = 0;

	if (pp_card(s, s->trade_taken)->ability != RINK__AB_ROSALINDE)
		return 0;
	for (int i = 0; i < pp_slot_count[type]; i++) {
		int v = rink__pp_value_outside(s, s->team[s->active][pp_slot_base[type] + i]);
		best = v > best ? v : best;
	}
	for (int i = 0; i < pp_slot_count[type]; i++)
		if (rink__pp_value_outside(s, s->team[s->active][pp_slot_base[type] + i]) == best)
			mask |= (uint8_t)(1 << (pp_slot_base[type] + i));
	return mask;
}

/* Sudden death: side's cards of type were all shown in earlier passes
 * unless an injured one of that type was replaced by a card drawn unseen. */
static bool type_shown_before(const struct pp_state *s, int side, int type)
{
	if (s->pass == 0)
		return false;
	for (int i = 0; i < s->n_inj_done; i++)
		if (s->inj[i][1] == side && pp_type(s, s->inj[i][0]) == type)
			return false;
	return true;
}

/* A slot of side's six that everyone has seen this pass (or, in sudden
 * death, before it). */
static bool slot_seen(const struct pp_state *s, int side, int slot)
{
	if (s->played[side] & (1 << slot))
		return true;
	if (type_shown_before(s, side, slot < 3 ? 0 : slot < 5 ? 1 : 2))
		return true;
	/* RUMP/BULLY: the cards on the table, and the one withdrawn */
	if (s->phase == RINK_PP_RUMP || s->phase == RINK_PP_BULLY)
		return slot == s->revealed[side] || slot == s->choice[side];
	return false;
}

/* Shuffles a random order of side's unrevealed choices (lineup=fixed:
 * the order still to come; rounds: the card handed in). */
static void redeal_choice(struct pp_state *s, int side, struct rink_rng *rng)
{
	const struct pp_game *g = pp_game_of(s);
	uint8_t free_slots[RINK_PP_TEAM];
	int n = 0;

	if (g->fixed_lineup) {
		if (s->phase == RINK_PP_ROUND) {
			/* still ordering: qn[side] distinct slots, all unplayed */
			for (int i = 0; i < RINK_PP_TEAM; i++)
				if (!(s->played[side] & (1 << i)))
					free_slots[n++] = (uint8_t)i;
			rink_rng_shuffle_u8(rng, free_slots, n);
			for (int k = 0; k < s->qn[side] && k < n; k++)
				s->queue[side][k] = free_slots[k];
		} else if ((s->phase == RINK_PP_RUMP || s->phase == RINK_PP_BULLY) &&
		           s->qn[side] == RINK_PP_TEAM && s->round + 1 < RINK_PP_TEAM) {
			rink_rng_shuffle_u8(rng, &s->queue[side][s->round + 1],
			                    RINK_PP_TEAM - s->round - 1);
		}
		return;
	}
	if (s->phase != RINK_PP_ROUND || s->choice[side] == RINK__NO_CARD)
		return;
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (!(s->played[side] & (1 << i)))
			free_slots[n++] = (uint8_t)i;
	if (n)
		s->choice[side] = free_slots[rink_rng_below(rng, (uint32_t)n)];
}

/* Team variant: side's six not yet shown, each drawn anew from his players
 * of its type who may play (fielding, or regulation before they show). */
static void tv_redeal_six(struct pp_state *s, int side, struct rink_rng *rng)
{
	int m = s->seat[side];
	bool in_play = in_game_phase(s->phase);

	if (s->phase != RINK_PP_FIELD && !(in_play && s->pass == 0))
		return;
	for (int t = 0; t < 3; t++) {
		uint8_t *slots[3], cand[PP_ROSTER];
		int ns = 0, nc = 0;
		for (int i = pp_slot_base[t]; i < pp_slot_base[t] + pp_slot_count[t]; i++)
			if (s->team[m][i] != RINK__NO_CARD && !(in_play && slot_seen(s, side, i)))
				slots[ns++] = &s->team[m][i];
		for (int p = 0; p < PP_ROSTER; p++) {
			int c = s->roster[m][p], slot;
			if (c == RINK__NO_CARD || pp_type(s, c) != t ||
			    ((s->resting[m] | s->injured_tv[m]) >> p & 1))
				continue;
			slot = rink__pp_slot_of(s, m, c);
			if (slot >= 0 && in_play && slot_seen(s, side, slot))
				continue;
			cand[nc++] = (uint8_t)c;
		}
		rink_rng_shuffle_u8(rng, cand, nc);
		for (int k = 0; k < ns && k < nc; k++)
			*slots[k] = cand[k];
	}
	if (in_play) {
		s->rest_new[side] = 0; /* the players used: the six */
		for (int i = 0; i < RINK_PP_TEAM; i++)
			s->rest_new[side] |= (uint16_t)(1u << rink__pp_tv_pos(s, m, s->team[m][i]));
	}
}

int rink__pp_resample(struct rink_state *base, int seat, struct rink_rng *rng)
{
	struct pp_state *s = (struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);
	uint8_t *where[3][RINK__CARDS_MAX]; /* positions that hold hidden cards */
	uint8_t pool[3][RINK__CARDS_MAX];
	int n[3] = {0, 0, 0};
	bool playing = in_game_phase(s->phase) && s->seat[0] >= 0;

	if (seat < 0 || seat >= s->n)
		return RINK_EINVAL;
	/* Step 1. Collect every hidden position, by card type. */
	for (int m = 0; m < s->n && !g->team_variant; m++) {
		int side = playing ? rink__pp_side_of(s, m) : -1;
		if (m == seat || (s->out_mgr >> m & 1))
			continue;
		/* during a trade the taker's team is his; the target's is known
		 * to the taker only in the taken card's place (empty) */
		for (int i = 0; i < RINK_PP_TEAM; i++) {
			uint8_t *c = &s->team[m][i];
			if (*c >= g->deck.n || (side >= 0 && slot_seen(s, side, i)))
				continue;
			where[pp_type(s, *c)][n[pp_type(s, *c)]++] = c;
		}
	}
	if (g->team_variant && s->phase != RINK_PP_TEAMPICK)
		for (int m = 0; m < s->n; m++) {
			uint8_t *c = &s->roster[m][PP_ROSTER - 1];
			/* a mask card once fielded is known; so is one in a team */
			if (m == seat || *c >= g->deck.n || s->tv_played[m] ||
			    rink__pp_slot_of(s, m, *c) >= 0 || (s->resting[m] | s->injured_tv[m]))
				continue;
			if (playing && rink__pp_side_of(s, m) >= 0)
				continue;
			where[pp_type(s, *c)][n[pp_type(s, *c)]++] = c;
		}
	for (int t = 0; t < 3; t++)
		for (int i = 0; i < s->pile_len[t]; i++) {
			int at = (s->pile_top[t] + i) % g->deck.type_total[t];
			where[t][n[t]++] = &s->pile[t][at];
		}
	if (s->phase == RINK_PP_GIVE && seat != s->active && seat != s->trade_target)
		where[pp_type(s, s->trade_taken)][n[pp_type(s, s->trade_taken)]++] =
		        &s->trade_taken;
	/* Step 2. Deal the same cards to the same positions in a new order. The
	 * pool is sorted first, so the deal depends on what seat knows (which
	 * cards are hidden) and the generator, never on where they really are. */
	for (int t = 0; t < 3; t++) {
		for (int i = 0; i < n[t]; i++)
			pool[t][i] = *where[t][i];
		for (int i = 1; i < n[t]; i++)
			for (int j = i; j > 0 && pool[t][j - 1] > pool[t][j]; j--) {
				uint8_t x = pool[t][j];
				pool[t][j] = pool[t][j - 1];
				pool[t][j - 1] = x;
			}
		rink_rng_shuffle_u8(rng, pool[t], n[t]);
		for (int i = 0; i < n[t]; i++)
			*where[t][i] = pool[t][i];
	}
	if (s->phase == RINK_PP_GIVE && seat != s->active)
		s->trade_forced = forced_slots(s); /* his team was dealt anew */
	/* Step 3. The game in play: the six in hand follow the teams dealt, and
	 * an opponent's card handed in (or his order) is chosen anew. */
	if (g->team_variant && s->seat[0] >= 0 && (playing || s->phase == RINK_PP_FIELD))
		for (int side = 0; side < 2; side++)
			if (s->seat[side] != seat)
				tv_redeal_six(s, side, rng);
	if (playing) {
		for (int side = 0; side < 2; side++) {
			if (s->seat[side] == seat)
				continue;
			for (int i = 0; i < RINK_PP_TEAM; i++)
				if (!slot_seen(s, side, i))
					s->gcard[side][i] = s->team[s->seat[side]][i];
			redeal_choice(s, side, rng);
		}
	}
	/* Step 4. Future chance is unknown too. */
	rink_rng_seed(&s->rng, rink_rng_next(rng));
	return RINK_OK;
}
