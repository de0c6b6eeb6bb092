/*
 * games/powerplay/referee.c: one game from two ordered line-ups, the core
 * of `rink referee powerplay`.
 *
 * The referee plays the same rules as a game in a season (rounds.c), but
 * on two fixed orders: the k-th card of each line-up is the one laid in
 * round k. Rumpelstockchen's forced card comes forward from later in the
 * order and the withdrawn card takes its place (the withdrawn card is
 * "played in a later round", PP-SPECIAL-17); Hydra takes its round value;
 * Willy Winzig scores on goalies; Sitting Bully turns the top card of the
 * pile the options name, from piles dealt with the seed from the cards not
 * in either line-up; Jolly Judge claims a tie when the options say so.
 * Implemented by driving a real state, so the referee and the season can
 * never disagree.
 */
#include <string.h>

#include "games/powerplay/pp_int.h"

static int check_lineups(const struct pp_game *g, const uint8_t l[2][6], struct rink_error *err)
{
	static const char *const side[2] = {"home", "away"};

	for (int k = 0; k < 2; k++) {
		int n[3] = {0, 0, 0};
		for (int i = 0; i < 6; i++) {
			if (l[k][i] >= g->deck.n)
				return rink_error_set(err, RINK_EINVAL, "%s: no card %d", side[k],
				                      l[k][i]);
			n[g->deck.cards[l[k][i]].type]++;
			for (int j = 0; j < 12; j++) {
				int other = l[j / 6][j % 6];
				if ((j / 6 != k || j % 6 != i) && other == l[k][i])
					return rink_error_set(err, RINK_EINVAL, "%s is named twice",
					                      g->deck.cards[l[k][i]].name);
			}
		}
		if (n[0] != 3 || n[1] != 2 || n[2] != 1)
			return rink_error_set(err, RINK_EINVAL,
			                      "the %s line-up is not 3 forwards, 2 defenders and 1 "
			                      "goalie",
			                      side[k]);
	}
	return RINK_OK;
}

/* Plays the rounds, reading what happened from the events. */
static int drive(struct pp_state *s, uint8_t l[2][6], const struct rink_pp_ref_options *o,
                 struct rink_pp_ref_result *r)
{
	struct rink_events ev = {0};
	int first_pass = s->pass;
	bool valued[6] = {false};

	r->home_goals = s->score[0];
	r->away_goals = s->score[1];
	while (s->phase != RINK_PP_TURN && s->phase != RINK_PP_OVER) {
		int k = s->round, side = s->pending & 1 ? 0 : 1;
		size_t from = ev.n;
		if (s->phase == RINK_PP_ROUND) {
			if (s->pass != first_pass)
				break; /* the referee plays one regulation or one pass */
			for (side = 0; side < 2; side++)
				if (s->choice[side] == RINK__NO_CARD)
					rink__pp_play(s, side, l[side][k], &ev);
		} else if (s->phase == RINK_PP_RUMP) {
			int mask = rink__pp_rump_mask(s, side), pick = -1;
			for (int i = k; i < 6 && pick < 0; i++) /* first in the order */
				for (int j = 0; j < 6; j++)
					if ((mask & (1 << j)) && s->gcard[side][j] == l[side][i])
						pick = l[side][i];
			rink__pp_take(s, side, pick, &ev);
		} else if (s->phase == RINK_PP_BULLY) {
			int pile = o->bully_pile[side];
			rink__pp_bully(s, side, pile >= 0 && s->pile_len[pile] ? pile : -1, &ev);
		} else if (s->phase == RINK_PP_JUDGE) {
			r->judged |= o->judge_claim[side];
			rink__pp_judge(s, side, o->judge_claim[side], &ev);
		}
		for (size_t i = from; i < ev.n; i++) {
			const int16_t *a = ev.v[i].arg;
			switch (ev.v[i].type) {
			case RINK_PP_EV_RUMP:
				/* the card that comes in swaps places with the withdrawn one */
				for (int j = k; j < 6; j++)
					if (l[a[0]][j] == a[2]) {
						l[a[0]][j] = l[a[0]][k];
						l[a[0]][k] = (uint8_t)a[2];
					}
				r->rump[k] = a[0];
				break;
			case RINK_PP_EV_BULLY:
				r->bully_card[k] = a[2];
				break;
			case RINK_PP_EV_VALUES:
				r->value2[k][0] = a[1];
				r->value2[k][1] = a[2];
				valued[k] = true;
				break;
			case RINK_PP_EV_FACEOFF:
				r->card[k][0] = (uint8_t)a[1];
				r->card[k][1] = (uint8_t)a[2];
				if (!valued[k]) {
					r->value2[k][0] = pp_card(s, a[1])->value2;
					r->value2[k][1] = pp_card(s, a[2])->value2;
				}
				r->outcome[k] = a[3];
				r->home_goals = a[4];
				r->away_goals = a[5];
				r->pairs = k + 1;
				break;
			case RINK_PP_EV_INJURY:
				if (r->n_injured[a[0]] < 6)
					r->injured[a[0]][r->n_injured[a[0]]++] = (uint8_t)a[1];
				break;
			case RINK_PP_EV_RESULT:
				r->winner = a[4] == 0 ? 0 : 1;
				break;
			default:
				break;
			}
		}
		if (r->winner >= 0)
			break;
	}
	rink_events_free(&ev);
	return RINK_OK;
}

int rink_pp_referee(const rink_game *game, const uint8_t home[6], const uint8_t away[6],
                    const struct rink_pp_ref_options *o, struct rink_pp_ref_result *r,
                    struct rink_error *err)
{
	const struct pp_game *g = pp_game_impl(game);
	uint8_t l[2][6];
	struct pp_state *s;
	int rc;

	if (g->team_variant)
		return rink_error_set(err, RINK_EINVAL, "the referee plays the standard game");
	memcpy(l[0], home, 6);
	memcpy(l[1], away, 6);
	if ((rc = check_lineups(g, (const uint8_t(*)[6])l, err)))
		return rc;
	s = (struct pp_state *)rink_state_new(game, o->seed);
	if (!s)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	/* deal the two teams straight from the piles, then the game */
	for (int side = 0; side < 2; side++)
		for (int i = 0; i < 6; i++) {
			int c = l[side][i], t = pp_type(s, c);
			uint8_t pile[PP_PILE];
			int n = rink_pp_pile(&s->base, t, pile), k = 0, held = 0;
			for (int j = 0; j < n; j++)
				if (pile[j] != c)
					pile[k++] = pile[j];
			pile[k++] = (uint8_t)c;
			rink_pp_set_pile(&s->base, t, pile, k, NULL);
			/* bring c to the top and draw it into seat `side` */
			memmove(pile + 1, pile, (size_t)(k - 1));
			pile[0] = (uint8_t)c;
			rink_pp_set_pile(&s->base, t, pile, k, NULL);
			while (s->team[side][pp_slot_base[t] + held] != RINK__NO_CARD)
				held++;
			s->team[side][pp_slot_base[t] + held] = (uint8_t)rink__pp_draw(s, t, NULL);
		}
	s->phase = RINK_PP_TURN;
	s->setup_draws = (uint8_t)(6 * s->n);
	memset(r, 0, sizeof(*r));
	r->winner = -1;
	for (int k = 0; k < 6; k++)
		r->rump[k] = r->bully_card[k] = -1;
	rink__pp_start_game(s, 1, 0, NULL); /* seat 0 home (challenged), seat 1 away */
	if (o->overtime) {
		s->pass = 1; /* one sudden-death pass from 0-0 */
		s->score[0] = 0;
	}
	rc = drive(s, l, o, r);
	rink_state_free(&s->base);
	return rc;
}
