/*
 * games/actiondeck/lanes.c: many complete games at once, one in each of 16
 * SIMD lanes (rink_ad_play_many), for Monte Carlo work.
 *
 * The rules are those of the other files, not a second copy of them: every
 * game is an ordinary state (struct ad_state), and the lanes only play the
 * sequences that make up most of a game, where nothing but the cards
 * decides: passes and control draws, face-offs, and shots at even strength
 * that are saved or scored. A lane plays such a sequence only while its
 * game has no running penalty, no pulled goalie, is in periods 1-3 outside
 * the pull window (AD-GAP-32), and its numbers deck holds the four cards a
 * shot may read. Anything else is handed back to the one-game engine at a
 * sequence's boundary (or in the middle of a rebound loop, where
 * rink__ad_sequence_rebound picks it up): a penalty check, a goal's
 * assists, an injury, a shared number or a player out, a period's end, the
 * pull window, overtime and the shoot-out. Each lane therefore plays
 * exactly the game that rink_ad_play_out would; the test compares whole
 * states over thousands of seeds.
 *
 * One step of the lanes reads, for all 16 games at once, the entry card,
 * its flow word, four cards of the numbers deck (one 32-bit gather: the
 * decks are bytes), and the chart values of a shot, works out every kind
 * of sequence without a branch and keeps, per lane, the one its position
 * calls for. Where the processor has no AVX-512, or the game's parameters
 * ask for what the lanes do not play (budget=all, stop=sequence), the
 * games are played one at a time.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if defined(__x86_64__) && defined(__GNUC__)
#define AD_LANES_X86 1
#include <immintrin.h>
#endif

#define NL 16 /* lanes */
#ifndef NG
#define NG 1 /* groups of lanes */
#endif

/* The per-lane fields the lanes keep in vectors: loaded from a state when
 * its lane takes it (sync_in), written back when it is handed over. */
enum {
	F_POS,
	F_NPOS,
	F_PLIM, /* pos must stay under this: the period's end or the pull window */
	F_POSS,
	F_ZONE,
	F_FO,
	F_FZH,
	F_FNEU,
	F_SHOT,
	F_MID, /* the owed shot is a rebound: the same sequence goes on */
	F_REB, /* shots taken so far in this sequence's rebound loop */
	F_INJ,
	F_SEQ,
	F_CTL0,
	F_CTL1,
	F_PCTA0,
	F_PCTA1,
	F_SAVA0,
	F_SAVA1,
	F_G0,
	F_G1,
	F_SK0,
	F_SK1,
	/* running penalties (timing.c): entry cards and control attempts
	 * counted since the lane took the state, and how many each may count
	 * before a penalty would end, which the lanes leave to the one-game
	 * engine */
	F_EDEC,
	F_EMIN,
	F_ADEC0, /* attempts counted against team 0's penalties */
	F_ADEC1,
	F_AMIN0,
	F_AMIN1,
	/* who may not be named: bit i of a word pair (0-31, 32-47), for
	 * each team; shooters out or in the box, goalies out */
	F_UN0L,
	F_UN0H,
	F_UN1L,
	F_UN1H,
	F_GO0L,
	F_GO0H,
	F_GO1L,
	F_GO1H,
	F_BASE, /* byte offset of the lane's state from the first */
	NF
};

/* What the groups of lanes share: the game, the seeds and the tables. */
struct lanes_common {
	const struct ad_game *g;
	const uint64_t *seeds;
	size_t n, next;
	void (*done)(void *ctx, size_t i, const rink_state *s);
	void *ctx;
	/* chart tables, -1 where the lanes hand over */
	int32_t shoot[2][128]; /* SHOT column: the one owner of a number, his PCT << 8 */
	int32_t faced[2][128]; /* FACED column: the goalie, his SAVE% << 8 */
	int32_t savec[3][128]; /* the save charts, by strength */
	uint32_t flow[101][4]; /* the game's flow table, a row of four */
};

/* One group of NL lanes. */
struct lanes {
	int32_t f[NF][NL] __attribute__((aligned(64)));
	struct lanes_common *c;
	char *states; /* NL states, stride sz */
	size_t sz;
	size_t idx[NL];
	uint32_t live;       /* lanes holding a game that the vectors play */
	uint32_t outkey[NL]; /* injuries and period when outm was read; 0: anew */
	uint64_t outm[NL][2];
};

static struct ad_state *lane_state(struct lanes *L, int l)
{
	return (struct ad_state *)(L->states + L->sz * (size_t)l);
}

/* Where the lanes must stop: the period's end, or the pull window of the
 * 3rd period (AD-GAP-32) where the score lets a coach be asked
 * (endgame.c rink__ad_pull_team). */
static int pos_limit(const struct ad_state *s, const struct ad_game *g)
{
	int d = s->box.score[0] - s->box.score[1];

	d = d < 0 ? -d : d;
	if (s->period == 3 && g->pull_cards > 0 && d >= 1 && d <= g->pull_deficit)
		return s->limit - g->pull_cards;
	return s->limit;
}

/* Whether the lanes may play the state's next sequence (see the essay). */
static bool fast_ok(const struct ad_state *s, const struct ad_game *g)
{
	if (s->phase != AD_PH_PLAY || s->period > 4 || s->pulled[0] || s->pulled[1] || s->en_shot ||
	    s->pull_block)
		return false;
	return s->pos < pos_limit(s, g);
}

/* Bit i: out[i] != 0. */
static uint64_t out_mask(const uint8_t *out)
{
	uint64_t m = 0;
#if defined(__SSE2__)
	_Static_assert(RINK_AD_MAX_PLAYERS == 48, "three loads of 16");
	for (int k = 0; k < 3; k++) {
		__m128i v = _mm_loadu_si128((const __m128i *)(out + 16 * k));
		unsigned z = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()));
		m |= (uint64_t)(~z & 0xffff) << 16 * k;
	}
#else
	for (int i = 0; i < RINK_AD_MAX_PLAYERS; i++)
		m |= (uint64_t)(out[i] != 0) << i;
#endif
	return m;
}

static void sync_in(struct lanes *L, int l)
{
	const struct ad_state *s = lane_state(L, l);
	const struct ad_game *g = L->c->g;
	int32_t(*f)[NL] = L->f;

	f[F_POS][l] = s->pos;
	f[F_NPOS][l] = s->npos;
	f[F_PLIM][l] = pos_limit(s, g);
	f[F_POSS][l] = s->poss;
	f[F_ZONE][l] = s->zone;
	f[F_FO][l] = s->fo;
	f[F_FZH][l] = s->fo_zone_home;
	f[F_FNEU][l] = s->fo_neutral;
	f[F_SHOT][l] = s->shot;
	f[F_MID][l] = 0;
	f[F_REB][l] = 0;
	f[F_INJ][l] = s->inj;
	f[F_SEQ][l] = s->seq;
	f[F_CTL0][l] = s->ctl[0];
	f[F_CTL1][l] = s->ctl[1];
	f[F_PCTA0][l] = s->pct_add[0];
	f[F_PCTA1][l] = s->pct_add[1];
	f[F_SAVA0][l] = s->save_add[0];
	f[F_SAVA1][l] = s->save_add[1];
	f[F_G0][l] = s->goalie[0];
	f[F_G1][l] = s->goalie[1];
	f[F_SK0][l] = s->sk[0];
	f[F_SK1][l] = s->sk[1];
	f[F_EDEC][l] = f[F_ADEC0][l] = f[F_ADEC1][l] = 0;
	int emin = 1000, amin0 = 1000, amin1 = 1000; /* in registers, not an array */
	for (int i = 0; i < s->npen; i++) {
		const struct ad_pen *p = &s->pen[i];
		int e = p->kind == RINK_AD_MISCONDUCT ? p->left : p->cards ? p->cards : 1000;
		int a = p->kind <= RINK_AD_MAJOR ? p->left : 1000;
		emin = e < emin ? e : emin;
		if (p->team)
			amin1 = a < amin1 ? a : amin1;
		else
			amin0 = a < amin0 ? a : amin0;
	}
	f[F_EMIN][l] = emin;
	f[F_AMIN0][l] = amin0;
	f[F_AMIN1][l] = amin1;
	/* out[] changes with an injury and heals at a period's end: the masks
	 * are read again only then */
	uint32_t key = (uint32_t)s->box.ninj | (uint32_t)s->period << 8 | 1u << 16;
	if (L->outkey[l] != key) {
		L->outkey[l] = key;
		L->outm[l][0] = out_mask(s->out[0]);
		L->outm[l][1] = out_mask(s->out[1]);
	}
	for (int t = 0; t < 2; t++) {
		uint64_t out = L->outm[l][t];
		uint64_t un = out | s->boxed[t];
		f[F_UN0L + 2 * t][l] = (int32_t)(uint32_t)un;
		f[F_UN0H + 2 * t][l] = (int32_t)(uint32_t)(un >> 32);
		f[F_GO0L + 2 * t][l] = (int32_t)(uint32_t)out;
		f[F_GO0H + 2 * t][l] = (int32_t)(uint32_t)(out >> 32);
	}
	f[F_BASE][l] = (int32_t)(L->sz * (size_t)l);
}

static void sync_out(struct lanes *L, int l)
{
	struct ad_state *s = lane_state(L, l);
	int32_t(*f)[NL] = L->f;

	s->pos = (uint8_t)f[F_POS][l];
	s->npos = (uint8_t)f[F_NPOS][l];
	s->poss = (uint8_t)f[F_POSS][l];
	s->zone = (uint8_t)f[F_ZONE][l];
	s->fo = (uint8_t)f[F_FO][l];
	s->fo_zone_home = (uint8_t)f[F_FZH][l];
	s->fo_neutral = (uint8_t)f[F_FNEU][l];
	s->shot = (uint8_t)(f[F_SHOT][l] & !f[F_MID][l]); /* cleared in a rebound loop */
	s->inj = (uint8_t)f[F_INJ][l];
	s->seq = (uint16_t)f[F_SEQ][l];
	s->goalie[0] = (uint8_t)f[F_G0][l];
	s->goalie[1] = (uint8_t)f[F_G1][l];
	/* what the entry cards and control attempts counted (none ended) */
	for (int i = 0; i < s->npen; i++) {
		struct ad_pen *p = &s->pen[i];
		if (p->kind == RINK_AD_MISCONDUCT) {
			p->left = (uint8_t)(p->left - f[F_EDEC][l]);
			continue;
		}
		if (p->cards)
			p->cards = (uint8_t)(p->cards - f[F_EDEC][l]);
		if (p->kind <= RINK_AD_MAJOR)
			p->left = (uint8_t)(p->left - f[F_ADEC0 + p->team][l]);
	}
	f[F_EDEC][l] = f[F_ADEC0][l] = f[F_ADEC1][l] = 0;
}

/* Plays lane l's game with the one-game engine until the lanes may take
 * it again, starting the next game where it ends; the lane is emptied
 * when the seeds are spent. */
static void settle(struct lanes *L, int l)
{
	struct ad_state *s = lane_state(L, l);

	for (;;) {
		if (s->phase == AD_PH_PLAY) {
			if (fast_ok(s, L->c->g)) {
				sync_in(L, l);
				return;
			}
			rink__ad_step(s, NULL);
			continue;
		}
		if (s->phase != AD_PH_OVER) {
			rink_ad_play_out(&s->base, NULL); /* the coaches decide */
			continue;
		}
		L->c->done(L->c->ctx, L->idx[l], &s->base);
		if (L->c->next == L->c->n) {
			L->live &= ~(1u << l);
			return;
		}
		L->idx[l] = L->c->next;
		rink_state_reset(&s->base, L->c->seeds[L->c->next++]);
		L->outkey[l] = 0;
		rink__ad_start(s);
	}
}

/* Hands lane l to the one-game engine in the middle of its sequence or at
 * its start, then settles it. */
static void hand_over(struct lanes *L, int l)
{
	struct ad_state *s = lane_state(L, l);
	int mid = L->f[F_MID][l], reb = L->f[F_REB][l];

	sync_out(L, l);
	if (mid)
		rink__ad_sequence_rebound(s, reb);
	else
		rink__ad_step(s, NULL);
	settle(L, l);
}

static void tables(struct lanes_common *lc)
{
	const struct ad_game *g = lc->g;

	memset(lc->shoot, 0xff, sizeof(lc->shoot));
	memset(lc->faced, 0xff, sizeof(lc->faced));
	memset(lc->savec, 0, sizeof(lc->savec));
	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = g->team[t];
		for (int c = 1; c <= 100; c++) {
			int s = tm->owner[RINK_AD_SHOT][c], f = tm->owner[RINK_AD_FACED][c];
			if (tm->gsize[RINK_AD_SHOT][c] == 1 && s < RINK_AD_MAX_PLAYERS)
				lc->shoot[t][c] = s | tm->p[s].pct << 8;
			if (tm->gsize[RINK_AD_FACED][c] == 1 && f < RINK_AD_MAX_PLAYERS)
				lc->faced[t][c] = f | tm->p[f].save << 8;
		}
	}
	for (int k = 0; k < 3; k++)
		for (int c = 1; c <= 100; c++)
			lc->savec[k][c] = g->rules->save[k][c];
	for (int c = 0; c <= 100; c++)
		for (int z = 0; z < 3; z++)
			lc->flow[c][z] = g->flow[c][z];
}

#if AD_LANES_X86

#define LANES_TARGET __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))

/* The box score of the shots the lanes took: shots, the goalie's shots
 * against, saves and games played. */
static void shot_boxes(struct lanes *L, __mmask16 m, const int32_t *C, const int32_t *shooter,
                       const int32_t *goalie, const int32_t *odd, const int32_t *goal)
{
	for (unsigned b = m; b; b &= b - 1) {
		int l = __builtin_ctz(b), c = C[l], o = 1 - c;
		struct ad_state *s = lane_state(L, l);
		struct rink_ad_pstat *gs = &s->box.p[o][goalie[l]];
		s->box.shots[c]++;
		s->box.p[c][shooter[l]].shots++;
		gs->gp |= (uint8_t)odd[l];
		gs->sa++;
		gs->saves = (uint8_t)(gs->saves + !goal[l]);
	}
}

/* One sequence (or one shot of a rebound loop) in every lane: see the
 * essay above, and play.c and shots.c for the rules each line follows. */
LANES_TARGET static void lanes_step(struct lanes *L)
{
	int32_t(*f)[NL] = L->f;
	const __m512i one = _mm512_set1_epi32(1), zero = _mm512_setzero_si512();
	const __m512i ff = _mm512_set1_epi32(0xff), two = _mm512_set1_epi32(2);
	__mmask16 live = (__mmask16)L->live;
#define LD(k) _mm512_load_si512(f[k])
	__m512i pos = LD(F_POS), npos = LD(F_NPOS), plim = LD(F_PLIM), C = LD(F_POSS);
	__m512i zone = LD(F_ZONE), fo = LD(F_FO), fzh = LD(F_FZH), fneu = LD(F_FNEU);
	__m512i shot = LD(F_SHOT), mid = LD(F_MID), reb = LD(F_REB), inj = LD(F_INJ);
	__m512i base = LD(F_BASE);
	__mmask16 m_mid = _mm512_test_epi32_mask(mid, mid);
	/* the lanes play it: mid-rebound, or a sequence inside the limits */
	__mmask16 el = live & (m_mid | _mm512_cmplt_epi32_mask(pos, plim));
	const char *sb = L->states;

	__m512i nd4 = _mm512_mask_i32gather_epi32(
	        zero, el,
	        _mm512_add_epi32(base, _mm512_add_epi32(npos, _mm512_set1_epi32(offsetof(
	                                                              struct ad_state, ndeck)))),
	        sb, 1);
	__m512i ec = _mm512_and_si512(
	        _mm512_mask_i32gather_epi32(
	                zero, el,
	                _mm512_add_epi32(base,
	                                 _mm512_add_epi32(pos, _mm512_set1_epi32(offsetof(
	                                                               struct ad_state, deck)))),
	                sb, 1),
	        ff);
	__m512i w = _mm512_mask_i32gather_epi32(
	        zero, el, _mm512_add_epi32(_mm512_slli_epi32(ec, 2), zone), L->c->flow, 4);
	__m512i e = _mm512_srli_epi32(w, 24);
	__m512i n0 = _mm512_and_si512(nd4, ff),
	        n1 = _mm512_and_si512(_mm512_srli_epi32(nd4, 8), ff);
	__m512i n2 = _mm512_and_si512(_mm512_srli_epi32(nd4, 16), ff),
	        n3 = _mm512_srli_epi32(nd4, 24);

	__mmask16 m_fo0 = _mm512_test_epi32_mask(fo, fo);
	__mmask16 m_shot0 = ~m_fo0 & _mm512_test_epi32_mask(shot, shot);
	__mmask16 m_ent = el & ~m_fo0 & ~m_shot0;
	__mmask16 m_flow = m_ent & _mm512_cmple_epi32_mask(e, _mm512_set1_epi32(RINK_AD_CTL));
	__mmask16 m_efo = m_ent & _mm512_cmpeq_epi32_mask(e, _mm512_set1_epi32(RINK_AD_FO));
	__mmask16 m_esht = m_ent & _mm512_cmpeq_epi32_mask(e, _mm512_set1_epi32(RINK_AD_SHT));
	__mmask16 m_epen = m_ent & _mm512_cmpeq_epi32_mask(e, _mm512_set1_epi32(RINK_AD_PEN_E));
	__mmask16 m_fo = el & (m_fo0 | m_efo);
	__mmask16 m_sh = el & (m_shot0 | m_esht);
	__m512i ctl0 = LD(F_CTL0), ctl1 = LD(F_CTL1);
	__mmask16 c1m = _mm512_test_epi32_mask(C, C); /* the visitor controls */

	/* passes and control draws (play.c flow) */
	__m512i ctlC = _mm512_mask_blend_epi32(c1m, ctl0, ctl1);
	__m512i ctlO = _mm512_mask_blend_epi32(c1m, ctl1, ctl0);
	__m512i t1 = _mm512_add_epi32(n0, ctlC), t2 = _mm512_add_epi32(n1, ctlO);
	__m512i k = _mm512_add_epi32(_mm512_maskz_mov_epi32(_mm512_cmple_epi32_mask(t1, t2), one),
	                             _mm512_maskz_mov_epi32(_mm512_cmplt_epi32_mask(t1, t2), one));
	__m512i fl = _mm512_and_si512(_mm512_srlv_epi32(w, _mm512_slli_epi32(k, 3)), ff);
	__mmask16 m_ctl = m_flow & _mm512_cmpeq_epi32_mask(e, _mm512_set1_epi32(RINK_AD_CTL));
	__m512i fl_zone = _mm512_and_si512(fl, _mm512_set1_epi32(3));
	__m512i fl_shot = _mm512_srli_epi32(fl, 3);
	__m512i fl_poss = _mm512_xor_si512(C, _mm512_and_si512(_mm512_srli_epi32(fl, 2), one));
	__m512i hundred = _mm512_set1_epi32(100);
	__mmask16 fl_inj = m_ctl & (_mm512_cmpeq_epi32_mask(n0, hundred) |
	                            _mm512_cmpeq_epi32_mask(n1, hundred));

	/* penalty checks (timing.c rink__ad_pen_check): a penalty is the one-game
	 * engine's; otherwise the puck goes on one zone, or in A is shot */
	const struct rink_ad_team *th = L->c->g->team[0], *tv = L->c->g->team[1];
	__m512i poff = _mm512_mask_blend_epi32(c1m, _mm512_set1_epi32(th->pen_off),
	                                       _mm512_set1_epi32(tv->pen_off));
	__m512i pdef = _mm512_mask_blend_epi32(c1m, _mm512_set1_epi32(tv->pen_def),
	                                       _mm512_set1_epi32(th->pen_def));
	__mmask16 bail =
	        m_epen & (_mm512_cmple_epi32_mask(n0, poff) | _mm512_cmpge_epi32_mask(n0, pdef) |
	                  _mm512_cmpgt_epi32_mask(npos, _mm512_set1_epi32(99)));
	__mmask16 pen_a = m_epen & _mm512_cmpeq_epi32_mask(zone, two); /* in A: a shot */

	/* the numbers deck must hold what is read: two cards for a control
	 * draw or a face-off, four for a shot; else the one-game engine
	 * reshuffles it */
	bail |= ((m_ctl | m_fo) & _mm512_cmpgt_epi32_mask(npos, _mm512_set1_epi32(98))) |
	        (m_sh & _mm512_cmpgt_epi32_mask(npos, _mm512_set1_epi32(96)));

	/* running penalties (timing.c): an entry card ticks, a control draw
	 * counts an attempt; one that would end a penalty is not the lanes' */
	__m512i edec = LD(F_EDEC), edecn = _mm512_add_epi32(edec, one);
	__m512i adec0 = LD(F_ADEC0), adec0n = _mm512_add_epi32(adec0, one);
	__m512i adec1 = LD(F_ADEC1), adec1n = _mm512_add_epi32(adec1, one);
	__mmask16 all = L->c->g->attempts_all ? 0xffff : 0;
	__mmask16 cnt0 = m_ctl & (c1m | all); /* the home team's penalties */
	__mmask16 cnt1 = m_ctl & (~c1m | all);
	bail |= m_ent & _mm512_cmpge_epi32_mask(edecn, LD(F_EMIN));
	bail |= cnt0 & _mm512_cmpge_epi32_mask(adec0n, LD(F_AMIN0));
	bail |= cnt1 & _mm512_cmpge_epi32_mask(adec1n, LD(F_AMIN1));

	/* face-offs (play.c rink__ad_faceoff), an FO entry in the puck's zone */
	__m512i efzh = _mm512_add_epi32(
	        zone, _mm512_mullo_epi32(C, _mm512_sub_epi32(two, _mm512_add_epi32(zone, zone))));
	__m512i fzh_fo = _mm512_mask_mov_epi32(fzh, m_efo, efzh);
	__mmask16 neutral = ~m_efo & _mm512_test_epi32_mask(fneu, fneu); /* the home card first */
	__mmask16 first = _mm512_test_epi32_mask(C, C) & ~neutral;
	__m512i c0 = _mm512_mask_blend_epi32(first, n0, n1);
	__m512i c1 = _mm512_mask_blend_epi32(first, n1, n0);
	__m512i d0 = _mm512_sub_epi32(ctl0, c0), d1 = _mm512_sub_epi32(ctl1, c1);
	__m512i x128 = _mm512_set1_epi32(128);
	__m512i miss0 =
	        _mm512_mask_add_epi32(_mm512_abs_epi32(d0), _mm512_cmplt_epi32_mask(d0, zero),
	                              _mm512_abs_epi32(d0), x128);
	__m512i miss1 =
	        _mm512_mask_add_epi32(_mm512_abs_epi32(d1), _mm512_cmplt_epi32_mask(d1, zero),
	                              _mm512_abs_epi32(d1), x128);
	__mmask16 wfo = _mm512_cmplt_epi32_mask(miss1, miss0);
	__m512i wfov = _mm512_maskz_mov_epi32(wfo, one);
	__m512i fo_zone = _mm512_add_epi32(
	        fzh_fo,
	        _mm512_mullo_epi32(wfov, _mm512_sub_epi32(two, _mm512_add_epi32(fzh_fo, fzh_fo))));

	/* shots (shots.c rink__ad_shot_from and settle): the shooter named by
	 * the first card and his PCT in one load, the goalie an odd card names
	 * by the second and his SAVE% in another; anyone out or in the box,
	 * or a shared number, is the one-game engine's */
	__m512i O = _mm512_xor_si512(C, one);
	__m512i sw = _mm512_mask_i32gather_epi32(_mm512_set1_epi32(-1), m_sh,
	                                         _mm512_add_epi32(_mm512_slli_epi32(C, 7), n0),
	                                         L->c->shoot, 4);
	__m512i shooter = _mm512_and_si512(sw, ff);
	__mmask16 has_s = m_sh & _mm512_cmpge_epi32_mask(sw, zero);
	__m512i low5 = _mm512_set1_epi32(31), x32 = _mm512_set1_epi32(32);
	__m512i un = _mm512_mask_blend_epi32(_mm512_cmpge_epi32_mask(shooter, x32),
	                                     _mm512_mask_blend_epi32(c1m, LD(F_UN0L), LD(F_UN1L)),
	                                     _mm512_mask_blend_epi32(c1m, LD(F_UN0H), LD(F_UN1H)));
	__mmask16 s_out =
	        _mm512_test_epi32_mask(_mm512_srlv_epi32(un, _mm512_and_si512(shooter, low5)), one);
	__mmask16 odd = _mm512_test_epi32_mask(n0, one);
	__m512i gw = _mm512_mask_i32gather_epi32(_mm512_set1_epi32(-1), m_sh & odd,
	                                         _mm512_add_epi32(_mm512_slli_epi32(O, 7), n1),
	                                         L->c->faced, 4);
	__m512i gk = _mm512_and_si512(gw, ff);
	__mmask16 has_g = m_sh & odd & _mm512_cmpge_epi32_mask(gw, zero);
	__m512i go = _mm512_mask_blend_epi32(_mm512_cmpge_epi32_mask(gk, x32),
	                                     _mm512_mask_blend_epi32(c1m, LD(F_GO1L), LD(F_GO0L)),
	                                     _mm512_mask_blend_epi32(c1m, LD(F_GO1H), LD(F_GO0H)));
	__mmask16 g_out =
	        _mm512_test_epi32_mask(_mm512_srlv_epi32(go, _mm512_and_si512(gk, low5)), one);
	__mmask16 ok_g = ~odd | (has_g & ~g_out);
	bail |= m_sh & ~(has_s & ~s_out & ok_g);
	__mmask16 m_shc = m_sh & ~bail;
	__m512i gcur = _mm512_mask_blend_epi32(c1m, LD(F_G1), LD(F_G0)); /* O's */
	__m512i goalie = _mm512_mask_blend_epi32(odd, gcur, gk);
	__m512i praw = _mm512_srli_epi32(sw, 8);
	__m512i pcta = _mm512_mask_blend_epi32(c1m, LD(F_PCTA0), LD(F_PCTA1));
	__m512i pct = _mm512_maskz_mov_epi32(
	        _mm512_cmpneq_epi32_mask(praw, _mm512_set1_epi32(RINK_AD_DASH)),
	        _mm512_min_epi32(_mm512_add_epi32(praw, pcta), _mm512_set1_epi32(95)));
	__m512i sraw = _mm512_srli_epi32(gw, 8); /* an odd card's goalie: the one read */
	__m512i sva = _mm512_mask_blend_epi32(c1m, LD(F_SAVA1), LD(F_SAVA0));
	__m512i sv = _mm512_max_epi32(_mm512_add_epi32(sraw, sva), zero);
	__m512i res = _mm512_mask_blend_epi32(odd, n1, n2);
	__m512i used = _mm512_mask_blend_epi32(odd, pct, sv);
	__mmask16 goal = _mm512_cmple_epi32_mask(res, used) ^ odd;
	__m512i scard = _mm512_mask_blend_epi32(odd, n2, n3);
	/* 0 even, 1 power play, 2 short-handed (shots.c strength_of) */
	__m512i skC = _mm512_mask_blend_epi32(c1m, LD(F_SK0), LD(F_SK1));
	__m512i skO = _mm512_mask_blend_epi32(c1m, LD(F_SK1), LD(F_SK0));
	__m512i strength =
	        _mm512_add_epi32(_mm512_maskz_mov_epi32(_mm512_cmpgt_epi32_mask(skC, skO), one),
	                         _mm512_maskz_mov_epi32(_mm512_cmplt_epi32_mask(skC, skO), two));
	__m512i what = _mm512_mask_i32gather_epi32(
	        zero, m_shc & ~goal, _mm512_add_epi32(_mm512_slli_epi32(strength, 7), scard),
	        L->c->savec, 4);
	__m512i reb_n = _mm512_add_epi32(reb, one);
	__mmask16 saved = m_shc & ~goal;
	__mmask16 rebound = saved &
	                    _mm512_cmpeq_epi32_mask(what, _mm512_set1_epi32(RINK_AD_REBOUND)) &
	                    _mm512_cmplt_epi32_mask(reb_n, _mm512_set1_epi32(100));
	__mmask16 ends = saved & ~_mm512_cmpeq_epi32_mask(what, _mm512_set1_epi32(RINK_AD_REBOUND));
	__mmask16 cover = ends & _mm512_cmpeq_epi32_mask(what, _mm512_set1_epi32(RINK_AD_COVER));
	__mmask16 clear = ends & _mm512_cmpeq_epi32_mask(what, _mm512_set1_epi32(RINK_AD_CLEAR));
	__m512i sh_npos = _mm512_add_epi32(_mm512_add_epi32(npos, two),
	                                   _mm512_add_epi32(_mm512_maskz_mov_epi32(odd, one),
	                                                    _mm512_maskz_mov_epi32(saved, one)));

	/* keep, per lane, the sequence its position called for */
	__mmask16 ok = el & ~bail;
	m_flow &= ok;
	m_fo &= ok;
	__mmask16 m_ctlk = m_ctl & ok;
	__m512i nposn = _mm512_mask_add_epi32(npos, m_ctlk, npos, two);
	nposn = _mm512_mask_add_epi32(nposn, m_fo, npos, two);
	nposn = _mm512_mask_mov_epi32(nposn, m_shc, sh_npos);
	m_epen &= ok;
	nposn = _mm512_mask_add_epi32(nposn, m_epen, npos, one);
	__m512i possn = _mm512_mask_mov_epi32(C, m_flow, fl_poss);
	possn = _mm512_mask_mov_epi32(possn, m_fo, wfov);
	possn = _mm512_mask_xor_epi32(possn, clear, C, one);
	__m512i zonen = _mm512_mask_mov_epi32(zone, m_flow, fl_zone);
	zonen = _mm512_mask_mov_epi32(zonen, m_fo, fo_zone);
	zonen = _mm512_mask_mov_epi32(zonen, ends, _mm512_set1_epi32(RINK_AD_ZA));
	zonen = _mm512_mask_mov_epi32(zonen, clear, _mm512_set1_epi32(RINK_AD_ZD));
	zonen = _mm512_mask_add_epi32(zonen, m_epen & ~pen_a, zone, one);
	__m512i fon = _mm512_mask_mov_epi32(fo, m_fo, zero);
	fon = _mm512_mask_mov_epi32(fon, ends, _mm512_maskz_mov_epi32(cover, one));
	__m512i fneun = _mm512_mask_mov_epi32(fneu, m_fo | ends, zero);
	__m512i fzhn = _mm512_mask_mov_epi32(fzh, m_efo & ok, efzh);
	fzhn = _mm512_mask_mov_epi32(
	        fzhn, ends,
	        _mm512_sub_epi32(_mm512_set1_epi32(RINK_AD_ZA), _mm512_add_epi32(C, C)));
	__m512i shotn = _mm512_mask_mov_epi32(shot, m_flow, fl_shot);
	shotn = _mm512_mask_mov_epi32(shotn, m_fo | m_shc, _mm512_maskz_mov_epi32(rebound, one));
	shotn = _mm512_mask_mov_epi32(shotn, m_epen & pen_a, one);
	__m512i midn = _mm512_mask_mov_epi32(mid, m_flow | m_fo | m_shc,
	                                     _mm512_maskz_mov_epi32(rebound, one));
	__m512i rebn = _mm512_mask_mov_epi32(reb, m_flow | m_fo | m_shc,
	                                     _mm512_maskz_mov_epi32(rebound, reb_n));
	__m512i injn = _mm512_mask_mov_epi32(inj, fl_inj & ok, one);
	_mm512_store_si512(f[F_EDEC], _mm512_mask_mov_epi32(edec, m_ent & ok, edecn));
	_mm512_store_si512(f[F_ADEC0], _mm512_mask_mov_epi32(adec0, cnt0 & ok, adec0n));
	_mm512_store_si512(f[F_ADEC1], _mm512_mask_mov_epi32(adec1, cnt1 & ok, adec1n));
	__m512i seqn = _mm512_mask_add_epi32(LD(F_SEQ), ok & ~m_mid, LD(F_SEQ), one);
	__m512i posn = _mm512_mask_add_epi32(pos, m_ent & ok, pos, one);
	__mmask16 gO1 = m_shc & c1m;  /* the home goalie */
	__mmask16 gO0 = m_shc & ~c1m; /* the visitor's */

	_mm512_store_si512(f[F_POS], posn);
	_mm512_store_si512(f[F_NPOS], nposn);
	_mm512_store_si512(f[F_POSS], possn);
	_mm512_store_si512(f[F_ZONE], zonen);
	_mm512_store_si512(f[F_FO], fon);
	_mm512_store_si512(f[F_FZH], fzhn);
	_mm512_store_si512(f[F_FNEU], fneun);
	_mm512_store_si512(f[F_SHOT], shotn);
	_mm512_store_si512(f[F_MID], midn);
	_mm512_store_si512(f[F_REB], rebn);
	_mm512_store_si512(f[F_INJ], injn);
	_mm512_store_si512(f[F_SEQ], seqn);
	_mm512_mask_store_epi32(f[F_G0], gO1, goalie);
	_mm512_mask_store_epi32(f[F_G1], gO0, goalie);
#undef LD

	int32_t a[6][NL] __attribute__((aligned(64)));
	if (m_shc) {
		_mm512_store_si512(a[0], C);
		_mm512_store_si512(a[1], shooter);
		_mm512_store_si512(a[2], goalie);
		_mm512_store_si512(a[3], _mm512_maskz_mov_epi32(odd, one));
		_mm512_store_si512(a[4], _mm512_maskz_mov_epi32(goal, one));
		_mm512_store_si512(a[5], strength);
		shot_boxes(L, m_shc, a[0], a[1], a[2], a[3], a[4]);
	}
	/* a goal's assists and what follows, then the injury check of a
	 * finished sequence: the one-game engine */
	goal &= m_shc;
	__mmask16 post = goal | (ok & _mm512_test_epi32_mask(injn, injn) &
	                         _mm512_testn_epi32_mask(shotn, shotn));
	for (unsigned b = post; b; b &= b - 1) {
		int l = __builtin_ctz(b);
		struct ad_state *s = lane_state(L, l);
		sync_out(L, l);
		if (goal >> l & 1)
			rink__ad_credit_goal(s, a[0][l], a[1][l], a[5][l], 0, NULL);
		rink__ad_sequence_end(s, NULL);
		settle(L, l);
	}
	for (unsigned b = live & ~ok; b; b &= b - 1)
		hand_over(L, __builtin_ctz(b));
}

static bool lanes_supported(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
	       __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
}
#else
static bool lanes_supported(void)
{
	return false;
}
static void lanes_step(struct lanes *L)
{
	(void)L;
}
#endif

int rink_ad_lanes(void)
{
	return lanes_supported() ? NL : 1;
}

int rink_ad_play_many(const rink_game *game, const uint64_t *seeds, size_t n,
                      void (*done)(void *ctx, size_t i, const rink_state *s), void *ctx)
{
	const struct ad_game *g = (const struct ad_game *)game->impl;

	if (strcmp(game->ops->name, "actiondeck") != 0)
		return RINK_EINVAL;
	if (n < NL || !lanes_supported() || g->budget_all || g->stop_seq) {
		rink_state *s = rink_state_new(game, 0);
		if (!s)
			return RINK_ENOMEM;
		for (size_t i = 0; i < n; i++) {
			rink_state_reset(s, seeds[i]);
			rink_ad_play_out(s, NULL);
			done(ctx, i, s);
		}
		rink_state_free(s);
		return RINK_OK;
	}
	struct lanes_common *c = calloc(1, sizeof(*c));
	struct lanes *L = aligned_alloc(64, sizeof(*L) * NG);
	size_t sz = (game->state_size + 63) & ~(size_t)63;
	char *states = aligned_alloc(64, sz * NL * NG);
	if (!c || !L || !states) {
		free(c);
		free(L);
		free(states);
		return RINK_ENOMEM;
	}
	memset(L, 0, sizeof(*L) * NG);
	memset(states, 0, sz * NL * NG);
	c->g = g;
	c->seeds = seeds;
	c->n = n;
	c->done = done;
	c->ctx = ctx;
	tables(c);
	for (int k = 0; k < NG; k++) {
		L[k].c = c;
		L[k].sz = sz;
		L[k].states = states + sz * NL * (size_t)k;
		for (int l = 0; l < NL && c->next < n; l++) {
			struct ad_state *s = lane_state(&L[k], l);
			s->base.game = game;
			L[k].idx[l] = c->next;
			rink_state_reset(&s->base, seeds[c->next++]);
			L[k].outkey[l] = 0;
			rink__ad_start(s);
			L[k].live |= 1u << l;
			settle(&L[k], l);
		}
	}
	/* the groups take turns, so that one's memory waits overlap the
	 * other's work */
	for (uint32_t any = 1; any;) {
		any = 0;
		for (int k = 0; k < NG; k++) {
			if (L[k].live)
				lanes_step(&L[k]);
			any |= L[k].live;
		}
	}
	free(states);
	free(L);
	free(c);
	return RINK_OK;
}
