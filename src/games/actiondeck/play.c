/*
 * games/actiondeck/play.c: §IV, the action cards: drawing, zone entries,
 * passes (P1, P0, P-1), control draws and face-offs, and player selection
 * on the chart columns (§VIII duplicate numbers).
 *
 * A sequence is the unit of play: either a pending face-off (two cards),
 * an owed immediate or empty-net shot, or one card read for the entry of
 * the puck's zone seen from the controlling team (AD-CARD-05) and every
 * draw that entry calls for (AD-CARD-06). Zones are kept from the
 * controlling team's side; a change of possession flips D and A
 * (AD-CARD-04).
 *
 * Draws (AD-CARD-07, AD-GAP-33): with budget=all every card comes from the
 * period's deck, and once its 100 are gone a sequence finishes from a
 * freshly shuffled overflow deck that does not count; with budget=entries
 * (the default) only zone-entry cards come from the period's deck and the
 * numbers from a second deck reshuffled whenever it runs out.
 *
 * Speed (millions of games are simulated): a deck is shuffled when it
 * starts (inside-out, 16 random bits a card), so a draw is one load.
 * Passes and control draws, three entries in four, are one lookup in the
 * game's flow table rather than branches that the processor cannot
 * predict: the two cards a control draw would take are read for every such
 * entry and drawn only by a control draw. Games without play-by-play
 * take rink__ad_run (at the end of this file), which plays the same
 * sequences with the puck's place in registers and hands every rare event
 * to the functions here; tests/unit/test_ad_run.c holds the two to the
 * same games. Runs of passes and control draws alone in registers, handing
 * every other entry back, were measured slower (docs/rules/actiondeck.md,
 * What is partial).
 */
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "games/actiondeck/ad_int.h"

/* Deals card i + 1 into place i of the cards d[0..i) dealt so far, at
 * place j (inside-out Fisher-Yates): the card at j moves to i. */
static inline void deal(uint8_t *d, uint32_t i, uint32_t j)
{
	d[i] = d[j];
	d[j] = (uint8_t)(i + 1);
}

/* The inside-out Fisher-Yates from card i up, the 16-bit values taken in
 * order from v[p..100) and then from the generator (four to a number, low
 * bits first), each drawn again while Lemire's low product falls under
 * 65536 mod bound: exactly uniform. */
static void shuffle_from(struct rink_rng *r, uint8_t *d, uint32_t i, const uint16_t *v, int p)
{
	uint64_t x = 0;

	while (i < 100) {
		uint32_t val;
		if (p < 100) {
			val = v[p];
		} else {
			if ((p & 3) == 0)
				x = rink_rng_next(r);
			val = (uint32_t)(x >> 16 * (p & 3) & 0xffff);
		}
		p++;
		uint32_t m = val * (i + 1);
		if (__builtin_expect((m & 0xffff) < 65536u % (i + 1), 0))
			continue; /* the next value for the same card */
		deal(d, i, m >> 16);
		i++;
	}
}

/* Shuffles the 100 cards of d into a uniformly random order: inside-out
 * Fisher-Yates, card i + 1 (i = 1..99) dealt to the place given by
 * Lemire's multiply-shift of the i-th 16-bit value of the generator by
 * its bound i + 1 (shuffle_from). Inside-out, one card is read per card
 * dealt, which halves the time of in-place swaps. The first 100 values
 * come from 25 numbers at once and, with SSE2, their products are taken
 * eight at a time; only a low product under its bound can be a rejection,
 * and from the first such card on (one shuffle in thirteen) the plain
 * loop goes on. */
void rink__ad_shuffle100(struct rink_rng *rng, uint8_t *d)
{
	struct rink_rng r = *rng;
	uint64_t x[26];
	uint16_t v[104], at[104];
	int k = 0;

	for (int c = 0; c < 25; c++)
		x[c] = rink_rng_next(&r);
	x[25] = 0;
	/* value k is bits 16(k%4) of x[k/4]: in memory order where the
	 * processor is little-endian */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(v, x, sizeof(v));
#else
	for (int i = 0; i < 104; i++)
		v[i] = (uint16_t)(x[i >> 2] >> 16 * (i & 3));
#endif
#if defined(__SSE2__)
	__m128i bound = _mm_setr_epi16(2, 3, 4, 5, 6, 7, 8, 9), eight = _mm_set1_epi16(8);
	for (; k < 96; k += 8) {
		__m128i val = _mm_loadu_si128((const __m128i *)(v + k));
		__m128i lo = _mm_mullo_epi16(val, bound);
		_mm_storeu_si128((__m128i *)(at + k), _mm_mulhi_epu16(val, bound));
		/* every lane's low product at or above its bound */
		__m128i under = _mm_subs_epu16(bound, lo);
		if (_mm_movemask_epi8(_mm_cmpeq_epi16(under, _mm_setzero_si128())) != 0xffff)
			break;
		bound = _mm_add_epi16(bound, eight);
	}
#endif
	for (; k < 99; k++) {
		uint32_t m = (uint32_t)v[k] * (uint32_t)(k + 2);
		if ((m & 0xffff) < (uint32_t)(k + 2))
			break;
		at[k] = (uint16_t)(m >> 16);
	}
	/* unrolled by four: the loop's own count and test had been a sixth
	 * of the shuffle's time */
	d[0] = 1;
	int i = 0;
	for (; i + 3 < k; i += 4) {
		deal(d, (uint32_t)(i + 1), at[i]);
		deal(d, (uint32_t)(i + 2), at[i + 1]);
		deal(d, (uint32_t)(i + 3), at[i + 2]);
		deal(d, (uint32_t)(i + 4), at[i + 3]);
	}
	for (; i < k; i++)
		deal(d, (uint32_t)(i + 1), at[i]);
	if (k < 99) /* a low product: the exact test from that card on */
		shuffle_from(&r, d, (uint32_t)(k + 1), v, k);
	*rng = r;
}

int rink__ad_draw_slow(struct ad_state *s)
{
	if (s->budget_all) {
		if (s->pos < 100)
			return s->deck[s->pos++];
		if (!s->overflow) {
			s->overflow = 1;
			s->npos = 100;
		}
	}
	if (s->npos >= 100) {
		rink__ad_shuffle100(&s->rng, s->ndeck);
		s->npos = 0;
	}
	return s->ndeck[s->npos++];
}

/* A fresh period's deck. */
void rink__ad_shuffle(struct ad_state *s, int limit)
{
	rink__ad_shuffle100(&s->rng, s->deck);
	s->pos = 0;
	s->limit = (uint8_t)limit;
	s->overflow = 0;
	if (s->budget_all)
		s->npos = 100;
}

static int available(const struct ad_state *s, int team, int i, int col)
{
	if (s->out[team][i])
		return 0;
	/* AD-GAP-17 (a): a player serving a penalty is not on the ice; the
	 * goalie column is not blocked by the box */
	if (col != RINK_AD_FACED && rink__ad_in_box(s, team, i))
		return 0;
	return 1;
}

/* AD-SHT-01, AD-DUP-01..06, AD-GAP-17/22/42: the player of team's column
 * named by a draw (and a split card when the number is shared), drawn
 * again while the one named is unavailable or excluded. */
int rink__ad_select(struct ad_state *s, int team, int col, int exclude1, int exclude2)
{
	const struct rink_ad_team *t = ad_team(s, team);

	for (int tries = 0; tries < 40; tries++) {
		int k = rink__ad_draw(s), n;
		int i = rink_ad_owner(t, col, k, &n);
		if (i < 0)
			continue;
		if (n > 1)
			i = t->ord[col][t->first[col][k] + rink_ad_split(n, rink__ad_draw(s))];
		if (i != exclude1 && i != exclude2 && available(s, team, i, col))
			return i;
	}
	/* nobody found by drawing: the first one available in chart order */
	for (int j = 0; j < t->nord[col]; j++) {
		int i = t->ord[col][j];
		if (i != exclude1 && i != exclude2 && available(s, team, i, col))
			return i;
	}
	return -1;
}

void rink__ad_set_poss(struct ad_state *s, int team, int zone)
{
	int flip = s->poss != team;

	s->en_shot |= (uint8_t)(flip & s->pulled[1 - team]); /* AD-GAP-31: shoots at once */
	s->shot &= (uint8_t)!flip;
	s->poss = (uint8_t)team;
	s->zone = (uint8_t)zone;
}

/* How far card c is from rating r, every card over coming after every
 * card at or under it (AD-FO-02/03): |r - c|, plus 128 when over. */
static inline int fo_miss(int c, int r)
{
	int d = r - c, over = -(d < 0); /* all ones when over: no shift of a negative */

	return ((d ^ over) - over) + (over & 128);
}

/* §IV l.50-56, AD-FO-01..08, AD-GAP-07/08/09: the winner (0 home, 1
 * visitor) of a face-off whose cards are drawn a then b, a being the
 * first team's (poss, the controlling team, or home when nobody
 * controls); c[] gets the home and visitor cards. Each card is measured
 * against its own team's (modified) rating: at or under beats over, then
 * the smaller distance, ties to the home team. */
static inline int fo_winner(const struct ad_state *s, int poss, int a, int b, int c[2])
{
	int first = poss & (s->fo_neutral - 1);
	int x = (a ^ b) & -first; /* c[first] = a */

	c[0] = a ^ x;
	c[1] = b ^ x;
	return fo_miss(c[1], s->ctl[1]) < fo_miss(c[0], s->ctl[0]);
}

/* A face-off (see fo_winner): the winner takes the puck in the
 * face-off's zone, named from its side, without advancing. */
void rink__ad_faceoff(struct ad_state *s, struct rink_events *ev)
{
	int a, b, c[2];
	uint8_t *at = ad_peek2(s, &a, &b);

	if (at) {
		*at = (uint8_t)(*at + 2);
	} else {
		a = rink__ad_draw(s);
		b = rink__ad_draw(s);
	}
	int w = fo_winner(s, s->poss, a, b, c);
	int zone = (int)ad_zone_for(s->fo_zone_home, (unsigned)w); /* from w's side */
	s->fo = 0;
	s->fo_neutral = 0;
	s->pull_block = 0;
	rink__ad_set_poss(s, w, zone);
	s->shot = 0;
	/* AD-GAP-31 (a): nobody controls the puck at a face-off, so its
	 * winner gains possession and, facing an empty net, shoots at once,
	 * whoever had the puck before */
	s->en_shot = s->pulled[1 - w];
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_FACEOFF);
	if (e) {
		e->arg[0] = (int16_t)w;
		e->arg[1] = (int16_t)c[0];
		e->arg[2] = (int16_t)c[1];
		e->arg[3] = (int16_t)zone;
		e->arg[4] = s->ctl[0];
		e->arg[5] = s->ctl[1];
	}
}

/* Where passes and control draws take the puck: [entry P1, P0, P-1,
 * CTL][zone][control draw: 0 won, 1 equal totals, 2 lost] -> the new zone
 * (bits 0-1), possession changes (bit 2), an immediate shot is owed (bit
 * 3). Passes (AD-PASS-01..03) move one zone, never past D or A. A control
 * draw won advances, or in A shoots (AD-CTL-07); equal totals leave the
 * puck in place (AD-GAP-05 a); lost, the other team takes it one zone on,
 * judged from its side (AD-GAP-04 a). */
static const uint8_t flow_tab[4][3][3] = {
        /* P1 */ {{1, 1, 1}, {2, 2, 2}, {2, 2, 2}},
        /* P0 */ {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}},
        /* P-1 */ {{0, 0, 0}, {0, 0, 0}, {1, 1, 1}},
        /* CTL */ {{1, 0, 4 | 2}, {2, 1, 4 | 2}, {8 | 2, 2, 4 | 1}},
};

/* The entry and flow table of a game (struct ad_game.flow): for each card
 * and zone, the card's entry in bits 24-31 and, for a pass or a control
 * draw, its three outcomes in flow_tab in bytes 0-2: one load gives the
 * entry and, shifted by the control draw's result, where the puck goes. */
void rink__ad_flow_table(struct ad_game *g)
{
	for (int c = 1; c <= 100; c++)
		for (int z = 0; z < 3; z++) {
			int e = g->rules->entry[c][z];
			uint32_t w = (uint32_t)e << 24;
			for (int k = 0; k < 3 && e <= RINK_AD_CTL; k++)
				w |= (uint32_t)flow_tab[e][z][k] << 8 * k;
			g->flow[c][z] = w;
		}
}

/* The flow_tab byte of flow word w for a control draw's totals t1 (the
 * controlling team's) and t2: won, equal or lost. */
static inline int flow_next(uint32_t w, int t1, int t2)
{
	return (int)(w >> 8 * ((t1 <= t2) + (t1 < t2)) & 0xff);
}

/* §IV l.38-48, AD-PASS-01..03, AD-CTL-01..09, AD-GAP-04/05/15: entry w
 * (a pass or CTL, its word of the flow table) read by the controlling
 * team; for CTL the two cards c1 (the controlling team's) and c2, the
 * higher total holding the puck. */
static void flow(struct ad_state *s, uint32_t w, int c1, int c2, struct rink_events *ev)
{
	int C = s->poss, ctl = (int)(w >> 24) == RINK_AD_CTL;
	int t1 = c1 + s->ctl[C], t2 = c2 + s->ctl[C ^ 1];
	int f = flow_next(w, t1, t2), flip = f >> 2 & 1;

	s->zone = (uint8_t)(f & 3);
	s->shot = (uint8_t)(f >> 3);
	s->poss = (uint8_t)(C ^ flip);
	s->en_shot = (uint8_t)(flip & s->pulled[C]);            /* AD-GAP-31 */
	s->inj |= (uint8_t)(ctl & ((c1 == 100) | (c2 == 100))); /* AD-INJ-01, AD-GAP-39 (a) */
	struct rink_event *ce = ev && ctl ? ad_ev(ev, RINK_AD_EV_CONTROL) : NULL;
	if (ce) {
		ce->arg[0] = (int16_t)c1;
		ce->arg[1] = (int16_t)c2;
		ce->arg[2] = (int16_t)t1;
		ce->arg[3] = (int16_t)t2;
		ce->arg[4] = (int16_t)(C ^ flip);
		ce->arg[5] = (int16_t)s->zone;
		ce->arg[6] = (int16_t)C;
	}
	/* AD-CTL-09, AD-GAP-15: a control draw is one attempt of the
	 * controlling team and a pass none, expiring penalties once the draw
	 * is resolved, before any shot */
	if (s->npen)
		rink__ad_count_attempt(s, C, ctl, ev);
}

/* A zone entry: one card of the period's deck read for the puck's zone. */
static void entry(struct ad_state *s, struct rink_events *ev)
{
	int card = rink__ad_draw_entry(s);
	uint32_t w = ad_game(s)->flow[card][s->zone];
	int e = (int)(w >> 24);

	s->en_shot = 0;
	if (s->npen)
		rink__ad_card_tick(s, ev);
	struct rink_event *ee = ad_ev(ev, RINK_AD_EV_ENTRY);
	if (ee) {
		ee->arg[0] = (int16_t)card;
		ee->arg[1] = (int16_t)s->poss;
		ee->arg[2] = (int16_t)s->zone;
		ee->arg[3] = (int16_t)e;
		ee->arg[4] = (int16_t)rink__ad_clock(s);
		ee->arg[5] = s->period;
		ee->arg[6] = (int16_t)(s->limit > s->pos ? s->limit - s->pos : 0);
	}
	if (e <= RINK_AD_CTL) {
		int c1 = 0, c2 = 0;
		uint8_t *at = ad_peek2(s, &c1, &c2);
		if (at)
			*at = (uint8_t)(*at + 2 * (e == RINK_AD_CTL));
		else if (e == RINK_AD_CTL) {
			c1 = rink__ad_draw(s);
			c2 = rink__ad_draw(s);
		}
		flow(s, w, c1, c2, ev);
		return;
	}
	switch (e) {
	case RINK_AD_FO: /* AD-GAP-08 (a): in the puck's zone */
		s->fo_zone_home = (uint8_t)ad_zone_for(s->zone, s->poss);
		s->fo_neutral = 0;
		rink__ad_faceoff(s, ev);
		break;
	case RINK_AD_PEN_E:
		rink__ad_pen_check(s, ev);
		break;
	default: /* RINK_AD_SHT */
		rink__ad_shot_from(s, 0, ev);
		break;
	}
}

/* One sequence (see the essay above). */
void rink__ad_sequence(struct ad_state *s, struct rink_events *ev)
{
	s->seq++;
	if (!(s->fo | s->shot | s->en_shot)) {
		entry(s, ev);
	} else if (s->fo) {
		rink__ad_faceoff(s, ev);
	} else if (s->en_shot && s->pulled[1 - s->poss]) {
		s->en_shot = 0;
		rink__ad_empty_net(s, ev);
	} else if (s->shot) {
		s->shot = 0;
		rink__ad_shot_from(s, 0, ev);
	} else {
		entry(s, ev); /* an empty-net shot no longer owed */
	}
	/* AD-GAP-40 (a): the injury check once the play is resolved, an
	 * immediate or empty-net shot included */
	if (s->inj && !rink__ad_shot_owed(s) && s->period <= 4 && s->phase == AD_PH_PLAY) {
		s->inj = 0;
		rink__ad_injury(s, ev);
	}
}

/* The sequences of a game without play-by-play, as rink__ad_sequence
 * plays them, the same cards giving the same game, but with the puck's
 * place (cards dealt, zone, possession, an owed shot or face-off) and the
 * control ratings in registers rather than in the state: each sequence's
 * outcome is the next one's input, and a round trip through memory on
 * that chain cost about a tenth of a game. Face-offs, passes, control
 * draws, penalty checks that call nothing and the usual shot are played
 * here, and the penalty clocks counted; penalties called or ending,
 * goals, injuries and the unusual shot (a shared number, a player out, a goalie to draw) are
 * handed to the functions that play them in every game, the position
 * stored first and read back after; so is a sequence that would read past
 * a numbers deck's end. It returns where the general loop (endgame.c) must
 * go on: the cards reach stop, the game stops playing or an empty-net shot
 * is owed. The caller sees to the rest: no events, no stop after each
 * sequence, budget=entries, no goalie pulled and no injury check owed. */
void rink__ad_run(struct ad_state *s, int stop)
{
	const struct ad_game *g = ad_game(s);
	const uint8_t *nd = s->ndeck; /* in s: no register of its own */
	unsigned pos, npos, zone, poss, shot, seq, halt, fo;
	int ctl0, ctl1;

	/* halt: the game stops playing or an empty-net shot is owed, which
	 * only the functions called out and a face-off won facing an empty
	 * net can bring about; ctl0 and ctl1: the control ratings, which only
	 * the functions called out change (rink__ad_mods) */
#define RATINGS() (ctl0 = s->ctl[0], ctl1 = s->ctl[1])
#define LOAD()                                                                                     \
	(pos = s->pos, npos = s->npos, zone = s->zone, poss = s->poss, shot = s->shot,             \
	 seq = s->seq, fo = s->fo, RATINGS(), halt = (s->phase != AD_PH_PLAY) | s->en_shot)
#define SAVE()                                                                                     \
	(s->pos = (uint8_t)pos, s->npos = (uint8_t)npos, s->zone = (uint8_t)zone,                  \
	 s->poss = (uint8_t)poss, s->shot = (uint8_t)shot, s->seq = (uint16_t)seq,                 \
	 s->fo = (uint8_t)fo)
	LOAD();
	for (;;) {
		if ((pos >= (unsigned)stop) | halt)
			break;
		/* a face-off, pass or control draw reads two numbers, a shot
		 * checks for its four: the last two of a numbers deck are
		 * drawn, and the next deck dealt, by the general sequence */
		if (npos > 97) {
			SAVE();
			rink__ad_sequence(s, NULL);
			LOAD();
			continue;
		}
		if (fo) {
			seq++;
		faceoff:;
			int c[2];
			unsigned w = (unsigned)fo_winner(s, (int)poss, nd[npos], nd[npos + 1], c);
			npos += 2;
			zone = ad_zone_for(s->fo_zone_home, w);
			poss = w;
			shot = 0;
			fo = 0;
			s->fo_neutral = 0;
			s->pull_block = 0;
			/* as rink__ad_faceoff: the winner facing an empty net
			 * shoots at once, which the general loop plays (no goalie
			 * is pulled here, so this holds 0 but keeps the two alike) */
			halt = s->en_shot = s->pulled[w ^ 1];
			continue;
		}
		if (shot) {
			seq++;
			shot = 0;
			goto shoot;
		}
		uint32_t w = g->flow[s->deck[pos]][zone];
		int e = (int)(w >> 24);
		pos++;
		seq++;
		if (s->npen && rink__ad_card_tick(s, NULL)) /* a penalty ended */
			RATINGS();
		if (e <= RINK_AD_CTL) {
			/* as flow(): both cards read, drawn by a control draw */
			int c1 = nd[npos], c2 = nd[npos + 1], ctl = e == RINK_AD_CTL;
			unsigned C = poss;
			/* the two ratings ordered by who controls, without a
			 * branch on it: as a branch, 10% slower a game */
			int x = ctl0 ^ ctl1, cc = ctl0 ^ (x & -(int)C), co = cc ^ x;
			int f = flow_next(w, c1 + cc, c2 + co);
			npos += 2 * (unsigned)ctl;
			zone = (unsigned)f & 3;
			poss ^= (unsigned)f >> 2 & 1;
			shot = (unsigned)f >> 3;
			if (__builtin_expect(ctl & ((c1 == 100) | (c2 == 100)), 0))
				s->inj = 1;
			if (s->npen && rink__ad_count_attempt(s, (int)C, ctl, NULL))
				RATINGS();
			goto played;
		}
		if (e == RINK_AD_FO) { /* as entry() */
			s->fo_zone_home = (uint8_t)ad_zone_for(zone, poss);
			s->fo_neutral = 0;
			goto faceoff;
		}
		if (e == RINK_AD_PEN_E) { /* as rink__ad_pen_check */
			int who = rink__ad_pen_who(s, (int)poss, nd[npos++]);
			if (who >= 0) {
				SAVE();
				rink__ad_penalize(s, who, who == (int)poss, NULL);
				LOAD();
				goto played;
			}
			if (zone < RINK_AD_ZA)
				zone++;
			else
				shot = 1;
			continue;
		}
	shoot: /* as rink__ad_shot_from: a shot and its rebounds */
		for (int rebound = 0; rebound < AD_MAX_REBOUNDS; rebound++) {
			unsigned C = poss, O = C ^ 1;
			const struct rink_ad_team *tc = g->team[C], *to = g->team[O];
			int sel = nd[npos], odd = sel & 1, r0 = nd[npos + 1], r1 = nd[npos + 2];
			int shooter = tc->owner[RINK_AD_SHOT][sel],
			    gk = to->owner[RINK_AD_FACED][r0];
			if ((npos > 96) | (tc->gsize[RINK_AD_SHOT][sel] != 1) | s->out[C][shooter] |
			    (int)(s->boxed[C] >> shooter & 1) |
			    (odd & !s->fixed_gk[O] &
			     ((to->gsize[RINK_AD_FACED][r0] != 1) | s->out[O][gk]))) {
				SAVE();
				rink__ad_shot_from(s, rebound, NULL);
				LOAD();
				break;
			}
			int strength = rink__ad_strength(s, (int)C), res, used;
			npos += 2 + (unsigned)(odd & !s->fixed_gk[O]); /* AD-GAP-43 */
			int goal = rink__ad_settle_plain(s, tc, to, (int)C, shooter, odd, r0, r1,
			                                 gk, &res, &used);
			struct rink_ad_pstat *gs = rink__ad_shot_counted(s, (int)C, shooter);
			if (goal) {
				SAVE();
				rink__ad_credit_goal(s, (int)C, shooter, strength, 0, NULL);
				LOAD();
				break;
			}
			gs->saves++;
			int what = g->rules->save[strength][nd[npos++]];
			if (what == RINK_AD_REBOUND)
				continue;
			rink__ad_after_save(s, (int)C, what);
			zone = s->zone;
			poss = s->poss;
			fo = s->fo;
			break;
		}
	played: /* as rink__ad_sequence */
		if (s->inj && !rink__ad_shot_owed_at(s, fo, shot, poss) && s->period <= 4 &&
		    s->phase == AD_PH_PLAY) {
			s->inj = 0;
			SAVE();
			rink__ad_injury(s, NULL);
			LOAD();
		}
	}
	SAVE();
#undef RATINGS
#undef LOAD
#undef SAVE
}
