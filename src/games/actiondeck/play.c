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
 * numbers from a second deck reshuffled whenever it runs out. Decks are
 * shuffled lazily, one card at a time as it is drawn (ad_take in ad_int.h).
 */
#include <string.h>

#include "games/actiondeck/ad_int.h"

/* A fresh period's deck: every card back, drawn afresh (ad_take). */
void rink__ad_shuffle(struct ad_state *s, int limit)
{
	s->pos = 0;
	s->fix = 0;
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
	if (s->poss != team && s->pulled[1 - team])
		s->en_shot = 1; /* AD-GAP-31: shoots at once on gaining possession */
	if (s->poss != team)
		s->shot = 0;
	s->poss = (uint8_t)team;
	s->zone = (uint8_t)zone;
}

/* §IV l.50-56, AD-FO-01..08, AD-GAP-07/08/09: two cards, each measured
 * against its own team's (modified) rating; at or under beats over, then
 * the smaller distance, ties to the home team. The winner takes the puck
 * in the face-off's zone, named from its side, without advancing. */
void rink__ad_faceoff(struct ad_state *s, struct rink_events *ev)
{
	int first = s->fo_neutral ? 0 : s->poss;
	int c[2], d[2], under[2], w;

	c[first] = rink__ad_draw(s);
	c[1 - first] = rink__ad_draw(s);
	for (int t = 0; t < 2; t++) {
		int r = rink__ad_control(s, t);
		under[t] = c[t] <= r;
		d[t] = under[t] ? r - c[t] : c[t] - r;
	}
	if (under[0] != under[1])
		w = under[0] ? 0 : 1;
	else
		w = d[1] < d[0] ? 1 : 0;
	int zone = w == 0 ? s->fo_zone_home : 2 - s->fo_zone_home;
	s->fo = 0;
	s->fo_neutral = 0;
	s->pull_block = 0;
	rink__ad_set_poss(s, w, zone);
	s->shot = 0;
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_FACEOFF);
	if (e) {
		e->arg[0] = (int16_t)w;
		e->arg[1] = (int16_t)c[0];
		e->arg[2] = (int16_t)c[1];
		e->arg[3] = (int16_t)zone;
	}
}

/* §IV l.38-48, AD-CTL-01..09, AD-GAP-04/05/15: two cards, the first for
 * the controlling team; the higher total holds the puck. */
static void control_draw(struct ad_state *s, struct rink_events *ev)
{
	int C = s->poss, O = 1 - C;
	int c1 = rink__ad_draw(s), c2 = rink__ad_draw(s);
	int t1 = c1 + rink__ad_control(s, C), t2 = c2 + rink__ad_control(s, O);
	int winner = C;

	if (c1 == 100 || c2 == 100)
		s->inj = 1; /* AD-INJ-01, AD-GAP-39 (a) */
	if (t1 > t2) {
		if (s->zone < RINK_AD_ZA)
			s->zone++;
		else
			s->shot = 1; /* AD-CTL-07 */
	} else if (t1 < t2) {
		/* AD-GAP-04 (a): judged from the winner's side */
		int z = 2 - s->zone;
		winner = O;
		rink__ad_set_poss(s, O, z < RINK_AD_ZA ? z + 1 : z);
	} /* AD-GAP-05 (a): equal totals, the controller keeps it in place */
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_CONTROL);
	if (e) {
		e->arg[0] = (int16_t)c1;
		e->arg[1] = (int16_t)c2;
		e->arg[2] = (int16_t)t1;
		e->arg[3] = (int16_t)t2;
		e->arg[4] = (int16_t)winner;
		e->arg[5] = (int16_t)s->zone;
	}
	/* AD-CTL-09, AD-GAP-15 (a): an attempt of the controlling team,
	 * expiring penalties once the draw is resolved, before any shot */
	rink__ad_count_attempt(s, C, ev);
}

/* One sequence (see the essay above). */
void rink__ad_sequence(struct ad_state *s, struct rink_events *ev)
{
	const struct rink_ad_rules *r = ad_game(s)->rules;

	s->seq++;
	if (s->fo) {
		rink__ad_faceoff(s, ev);
	} else if (s->en_shot && s->pulled[1 - s->poss]) {
		s->en_shot = 0;
		rink__ad_empty_net(s, ev);
	} else if (s->shot) {
		s->shot = 0;
		rink__ad_shot(s, ev);
	} else {
		int card = rink__ad_draw_entry(s);
		int entry = r->entry[card][s->zone];
		s->en_shot = 0;
		s->cards_read++;
		if (s->npen)
			rink__ad_card_tick(s, ev);
		struct rink_event *e = ad_ev(ev, RINK_AD_EV_ENTRY);
		if (e) {
			e->arg[0] = (int16_t)card;
			e->arg[1] = (int16_t)s->poss;
			e->arg[2] = (int16_t)s->zone;
			e->arg[3] = (int16_t)entry;
		}
		switch (entry) {
		case RINK_AD_P1: /* AD-PASS-01 */
			if (s->zone < RINK_AD_ZA)
				s->zone++;
			break;
		case RINK_AD_P0: /* AD-PASS-02 */
			break;
		case RINK_AD_PM1: /* AD-PASS-03 */
			if (s->zone > RINK_AD_ZD)
				s->zone--;
			break;
		case RINK_AD_CTL:
			control_draw(s, ev);
			break;
		case RINK_AD_FO: /* AD-GAP-08 (a): in the puck's zone */
			s->fo_zone_home = s->poss == 0 ? s->zone : (uint8_t)(2 - s->zone);
			s->fo_neutral = 0;
			rink__ad_faceoff(s, ev);
			break;
		case RINK_AD_PEN_E:
			rink__ad_pen_check(s, ev);
			break;
		case RINK_AD_SHT:
			rink__ad_shot(s, ev);
			break;
		}
	}
	/* AD-GAP-40 (a): the injury check once the play is resolved, an
	 * immediate shot included */
	if (s->inj && !s->shot && s->period <= 4 && s->phase == AD_PH_PLAY) {
		s->inj = 0;
		rink__ad_injury(s, ev);
	}
}
