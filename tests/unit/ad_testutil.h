/*
 * tests/unit/ad_testutil.h: helpers of the Action Deck test programs
 * (header only: each test_ad_*.c includes it once).
 *
 * The test chart (the same for both teams, control and penalty ratings
 * chosen per test), in chart order:
 *   i  name  SHOT PCT ASST PEN HIT       (goalies: FACED SAVE%)
 *   0  A      26  12   20   25  20
 *   1  B      35  20   40   50  40
 *   2  C      49   0   60   75  60
 *   3  D     100  30   80   90  80
 *   4  E       -   -  100   97 100       never shoots
 *   5  F       -  10    -   97   -       four players share PEN 97
 *   6  H       -  10    -   97   -
 *   7  I       -  10    -   97   -
 *   8  J       -  10    -  100   -
 *   9  K  goalie FACED 60 SAVE% 90
 *  10  L  goalie FACED 100 SAVE% 80
 * Games use stop=sequence and budget=all, so one apply of "next" plays one
 * sequence and every draw comes from the deck that rink_ad_stack orders.
 */
#ifndef RINK_AD_TESTUTIL_H
#define RINK_AD_TESTUTIL_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/actiondeck.h"
#include "testutil.h"

enum { P_A, P_B, P_C, P_D, P_E, P_F, P_H, P_I, P_J, P_K, P_L };
enum { ZD = RINK_AD_ZD, ZM = RINK_AD_ZM, ZA = RINK_AD_ZA };
enum { HOME = 0, AWAY = 1 };

struct adt {
	struct rink_ad_team t[2];
	struct rink_ad_rules rules;
	rink_game *g;
	rink_state *s;
	struct rink_events ev;
};

static inline void adt_player(struct rink_ad_team *t, const char *name, int shot, int pct, int asst,
                              int pen, int hit)
{
	struct rink_ad_player *p = &t->p[t->n++];
	snprintf(p->name, sizeof(p->name), "%s", name);
	snprintf(p->pos, sizeof(p->pos), "C");
	p->col[RINK_AD_SHOT] = (uint8_t)shot;
	p->pct = (uint8_t)pct;
	p->col[RINK_AD_ASST] = (uint8_t)asst;
	p->col[RINK_AD_PEN] = (uint8_t)pen;
	p->col[RINK_AD_HIT] = (uint8_t)hit;
}

static inline void adt_goalie(struct rink_ad_team *t, const char *name, int faced, int save)
{
	struct rink_ad_player *p = &t->p[t->n++];
	snprintf(p->name, sizeof(p->name), "%s", name);
	snprintf(p->pos, sizeof(p->pos), "G");
	p->goalie = true;
	p->pct = RINK_AD_DASH;
	p->col[RINK_AD_FACED] = (uint8_t)faced;
	p->save = (uint8_t)save;
}

static inline void adt_chart(struct rink_ad_team *t, const char *abbr, int control, int off,
                             int def)
{
	struct rink_error err;
	memset(t, 0, sizeof(*t));
	snprintf(t->abbr, sizeof(t->abbr), "%s", abbr);
	snprintf(t->name, sizeof(t->name), "%s", abbr);
	t->control = control;
	t->pen_off = off;
	t->pen_def = def;
	adt_player(t, "A", 26, 12, 20, 25, 20);
	adt_player(t, "B", 35, 20, 40, 50, 40);
	adt_player(t, "C", 49, 0, 60, 75, 60);
	adt_player(t, "D", 100, 30, 80, 90, 80);
	adt_player(t, "E", 0, RINK_AD_DASH, 100, 97, 100);
	adt_player(t, "F", 0, 10, 0, 97, 0);
	adt_player(t, "H", 0, 10, 0, 97, 0);
	adt_player(t, "I", 0, 10, 0, 97, 0);
	adt_player(t, "J", 0, 10, 0, 100, 0);
	adt_goalie(t, "K", 60, 90);
	adt_goalie(t, "L", 100, 80);
	if (rink_ad_team_index(t, abbr, &err) != RINK_OK)
		fail_msg("test chart: %s", err.text);
}

/* A game with home rated hc and away ac, both 11/89, more params after. */
static inline void adt_new(struct adt *x, int hc, int ac, const char *params)
{
	struct rink_error err;
	char p[512];
	memset(x, 0, sizeof(*x));
	adt_chart(&x->t[0], "HOM", hc, 11, 89);
	adt_chart(&x->t[1], "AWY", ac, 11, 89);
	if (rink_ad_rules_load(&x->rules, NULL, NULL, NULL, NULL, &err) != RINK_OK)
		fail_msg("rules: %s", err.text);
	snprintf(p, sizeof(p), "stop=sequence,budget=all%s%s", params && *params ? "," : "",
	         params ? params : "");
	x->g = rink_ad_game_new(&x->t[0], &x->t[1], &x->rules, p, &err);
	if (!x->g)
		fail_msg("game: %s", err.text);
	x->s = rink_state_new(x->g, 42);
	assert_non_null(x->s);
}

static inline void adt_free(struct adt *x)
{
	rink_events_free(&x->ev);
	rink_state_free(x->s);
	rink_game_free(x->g);
}

static inline struct rink_ad_pos adt_pos(struct adt *x)
{
	struct rink_ad_pos p;
	rink_ad_get_pos(x->s, &p);
	return p;
}

/* A card whose entry for zone is e and whose number is not in avoid. */
static inline int adt_entry(struct adt *x, int zone, int e, const int *avoid, int n)
{
	for (int k = 0;; k++) {
		int c = rink_ad_card_with(x->g, zone, e, k), bad = 0;
		if (c < 0)
			fail_msg("no card with entry %d in zone %d", e, zone);
		for (int i = 0; i < n; i++)
			bad |= avoid[i] == c;
		if (!bad)
			return c;
	}
}

/* Puts the position (no face-off pending) and stacks: an entry card for
 * zone (from poss's side) reading e (e < 0: no entry card), then the
 * numbers given, ended by 0. Returns the entry card. */
static inline int adt_setup(struct adt *x, int poss, int zone, int e, ...)
{
	int nums[64], n = 0, card = -1;
	uint8_t st[65];
	va_list ap;
	va_start(ap, e);
	for (int v; (v = va_arg(ap, int)) != 0;)
		nums[n++] = v;
	va_end(ap);
	rink_ad_set_pos(x->s, poss, zone, false, false);
	rink_ad_set_period(x->s, adt_pos(x).period, 0); /* every card back in play */
	int k = 0;
	if (e >= 0) {
		card = adt_entry(x, zone, e, nums, n);
		st[k++] = (uint8_t)card;
	}
	for (int i = 0; i < n; i++)
		st[k++] = (uint8_t)nums[i];
	assert_int_equal(rink_ad_stack(x->s, st, k), RINK_OK);
	return card;
}

/* Stacks more numbers (ended by 0) on top of the deck. */
static inline void adt_stack(struct adt *x, ...)
{
	uint8_t st[64];
	int n = 0;
	va_list ap;
	va_start(ap, x);
	for (int v; (v = va_arg(ap, int)) != 0;)
		st[n++] = (uint8_t)v;
	va_end(ap);
	rink_ad_set_period(x->s, adt_pos(x).period, 0); /* every card back in play */
	assert_int_equal(rink_ad_stack(x->s, st, n), RINK_OK);
}

/* Plays one sequence (the home seat's "next") and checks the state. */
static inline void adt_next(struct adt *x)
{
	struct rink_error err;
	assert_int_equal(rink_state_apply(x->s, 0, RINK_AD_ACT_NEXT, &x->ev, &err), RINK_OK);
	if (rink_state_check(x->s, &err) != RINK_OK)
		fail_msg("check: %s", err.text);
}

/* The last event of type, or NULL. */
static inline const struct rink_event *adt_last(struct adt *x, int type)
{
	for (size_t i = x->ev.n; i-- > 0;)
		if (x->ev.v[i].type == type)
			return &x->ev.v[i];
	return NULL;
}

static inline int adt_count(struct adt *x, int type)
{
	int n = 0;
	for (size_t i = 0; i < x->ev.n; i++)
		n += x->ev.v[i].type == type;
	return n;
}

/* Plays on by the coaches' own choices until the period is reached. */
static inline void play_to_period(struct adt *x, int period)
{
	for (int k = 0; k < 2000 && adt_pos(x).period < period; k++) {
		uint32_t m = rink_state_to_move(x->s);
		if (!m)
			break;
		int seat = (m & 1) ? 0 : 1;
		assert_int_equal(
		        rink_state_apply(x->s, seat, rink_ad_auto_action(x->s, seat), &x->ev, NULL),
		        RINK_OK);
	}
}

#endif
