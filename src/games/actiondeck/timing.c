/*
 * games/actiondeck/timing.c: §IV penalty checks, §V the penalty chart and
 * §IX timing penalties.
 *
 * A PEN entry draws one card: within 1 to the controlling team's first
 * number the controlling team is penalized, within the other team's second
 * number to 100 the other team is (AD-PEN-01..07, AD-GAP-10 a); otherwise
 * the controlling team advances one zone, or in its A keeps the puck and
 * shoots with the next card (AD-PEN-06, AD-PEN-08). A penalty reads one
 * card on the penalty chart (offensive or defensive column) and one on the
 * penalized team's PEN column (AD-GAP-12 a), and play restarts with a
 * face-off in the penalized team's D (AD-GAP-11 a).
 *
 * Timing (AD-TIME, AD-GAP-15 a, AD-GAP-16 a): a running minor or major
 * counts the control draws of the team it put on the power play, from its
 * own call, at 4 on 4 too; a minor ends at the 4th, a major at the 10th,
 * once the draw is resolved. A goal by a team with more skaters ends the
 * earliest minor against the other team. A misconduct keeps the player out
 * for 50 entry cards (10 minutes at 12 seconds a card) and leaves his team
 * at full strength (AD-GAP-13 a). Skaters: five less one per running minor
 * or major, never fewer than three. The counts run on the penalty clocks
 * (ad_int.h): each penalty keeps the readings at which it ends.
 */
#include "games/actiondeck/ad_int.h"

static const uint8_t minutes_of[] = {2, 5, 10, 0};

/* Recounts the skaters, who sits in the box and each clock's next end
 * after a penalty starts or ends. */
static void recount(struct ad_state *s)
{
	s->next[0] = s->next[1] = s->next[AD_CLK_CARDS] = AD_NEVER;
	for (int i = 0; i < s->npen; i++) {
		const struct ad_pen *p = &s->pen[i];
		if (p->end_att < s->next[p->clock])
			s->next[p->clock] = p->end_att;
		if (p->end_card < s->next[AD_CLK_CARDS])
			s->next[AD_CLK_CARDS] = p->end_card;
	}
	for (int t = 0; t < 2; t++) {
		int n = 5;
		s->boxed[t] = rink__ad_boxed(s, t);
		for (int i = 0; i < s->npen; i++)
			if (s->pen[i].team == t && s->pen[i].kind <= RINK_AD_MAJOR)
				n--;
		s->sk[t] = (uint8_t)(n < 3 ? 3 : n);
	}
	rink__ad_mods(s);
}

uint64_t rink__ad_boxed(const struct ad_state *s, int team)
{
	uint64_t m = 0;

	for (int i = 0; i < s->npen; i++)
		if (s->pen[i].team == team && s->pen[i].player < RINK_AD_MAX_PLAYERS)
			m |= 1ull << s->pen[i].player;
	return m;
}

/* A reading n counts on from clock k's, at most one short of AD_NEVER
 * (a game's clocks stay in the hundreds). */
static uint16_t clock_plus(const struct ad_state *s, int k, int n)
{
	int v = s->clk[k] + n;

	return (uint16_t)(v < AD_NEVER ? v : AD_NEVER - 1);
}

/* left: control attempts to go for a minor or major (clamped to 1..255),
 * entry cards for a misconduct. */
void rink__ad_add_pen(struct ad_state *s, int team, int player, int kind, int left)
{
	const struct ad_game *g = ad_game(s);

	if (s->npen == AD_MAXPEN)
		return;
	struct ad_pen *p = &s->pen[s->npen];
	int cards = kind == RINK_AD_MINOR   ? g->minor_cards
	            : kind == RINK_AD_MAJOR ? g->major_cards
	                                    : 0;
	left = left < 1 ? 1 : left > 255 ? 255 : left;
	p->team = (uint8_t)team;
	p->player = (uint8_t)player;
	p->kind = (uint8_t)kind;
	/* the attempts of the team on the power play, or everyone's */
	p->clock = (uint8_t)((1 - team) & s->att_mask);
	if (kind == RINK_AD_MISCONDUCT) {
		p->end_att = AD_NEVER;
		p->end_card = clock_plus(s, AD_CLK_CARDS, left);
	} else {
		p->end_att = clock_plus(s, p->clock, left);
		p->end_card = cards ? clock_plus(s, AD_CLK_CARDS, cards) : AD_NEVER;
	}
	s->npen++;
	recount(s);
}

/* What the position shows as a penalty's time to go: control attempts
 * for a minor or major, entry cards for a misconduct. */
int rink__ad_pen_left(const struct ad_state *s, int i)
{
	const struct ad_pen *p = &s->pen[i];

	if (p->kind == RINK_AD_MISCONDUCT)
		return p->end_card - s->clk[AD_CLK_CARDS];
	return p->end_att - s->clk[p->clock];
}

static void end_pen(struct ad_state *s, int i, int why, struct rink_events *ev)
{
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_PEN_END);

	if (e) {
		e->arg[0] = s->pen[i].team;
		e->arg[1] = s->pen[i].player;
		e->arg[2] = (int16_t)why;
		e->arg[3] = s->pen[i].kind;
	}
	for (int j = i; j + 1 < s->npen; j++)
		s->pen[j] = s->pen[j + 1];
	s->npen--;
	recount(s);
	if (e) { /* the strength after it (recount pushes no event) */
		e->arg[4] = s->sk[0];
		e->arg[5] = s->sk[1];
	}
}

/* Clock k has reached its next end: the penalties that end there, in
 * the order they were called (AD-TIME-02, AD-TIME-04, AD-GAP-13/14). */
void rink__ad_expire(struct ad_state *s, int k, struct rink_events *ev)
{
	uint16_t now = s->clk[k];

	for (int i = 0; i < s->npen;) {
		const struct ad_pen *p = &s->pen[i];
		uint16_t end = k == AD_CLK_CARDS ? p->end_card
		               : p->clock == k   ? p->end_att
		                                 : AD_NEVER;
		if (end == now) {
			end_pen(s, i, 0, ev);
			continue;
		}
		i++;
	}
}

void rink__ad_goal_ends_minor(struct ad_state *s, int scorer_team, struct rink_events *ev)
{
	/* AD-TIME-01/05/06, AD-GAP-16 (a): only a team with more skaters, and
	 * only its opponent's earliest minor */
	if (rink__ad_skaters(s, scorer_team) <= rink__ad_skaters(s, 1 - scorer_team))
		return;
	for (int i = 0; i < s->npen; i++)
		if (s->pen[i].team != scorer_team && s->pen[i].kind == RINK_AD_MINOR) {
			end_pen(s, i, 1, ev);
			return;
		}
}

void rink__ad_penalize(struct ad_state *s, int team, bool offensive, struct rink_events *ev)
{
	const struct rink_ad_rules *r = ad_game(s)->rules;
	int kind = r->pen[offensive ? 0 : 1][rink__ad_draw(s)];
	int player;
	struct rink_event *e;

	if (kind == RINK_AD_PSHOT) {
		e = ad_ev(ev, RINK_AD_EV_PENALTY);
		if (e) {
			e->arg[0] = (int16_t)team;
			e->arg[1] = -1;
			e->arg[2] = RINK_AD_PSHOT;
			e->arg[4] = (int16_t)rink__ad_clock(s);
			e->arg[5] = s->period;
			e->arg[6] = s->sk[0];
			e->arg[7] = s->sk[1];
		}
		rink__ad_penalty_shot(s, 1 - team, ev);
		return;
	}
	player = rink__ad_select(s, team, RINK_AD_PEN, -1, -1); /* AD-PEN-10 */
	e = ad_ev(ev, RINK_AD_EV_PENALTY);
	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = (int16_t)player;
		e->arg[2] = (int16_t)kind;
		e->arg[3] = minutes_of[kind];
		e->arg[4] = (int16_t)rink__ad_clock(s);
		e->arg[5] = s->period;
	}
	s->box.pim[team] += minutes_of[kind];
	if (player >= 0)
		s->box.p[team][player].pim += minutes_of[kind];
	/* with nobody on PEN left to sit, a bench penalty: the team's, listed
	 * with no player (AD_NONE) */
	if (s->box.npens < RINK_AD_MAX_PENS) {
		struct rink_ad_penalty *bp = &s->box.pen[s->box.npens++];
		bp->team = (uint8_t)team;
		bp->player = (uint8_t)(player >= 0 ? player : AD_NONE);
		bp->kind = (uint8_t)kind;
		bp->minutes = minutes_of[kind];
		bp->period = s->period;
		bp->clock = rink__ad_clock(s);
	} else {
		s->box.unlisted_pens++;
	}
	if (kind == RINK_AD_MINOR || kind == RINK_AD_MAJOR)
		s->box.pp_opps[1 - team]++;
	/* AD-PEN-11; with no player left to sit, the team still plays short */
	rink__ad_add_pen(s, team, player < 0 ? AD_NONE : player, kind,
	                 kind == RINK_AD_MINOR   ? 4
	                 : kind == RINK_AD_MAJOR ? 10
	                                         : 50);
	if (e) { /* the strength after it (no event came between) */
		e->arg[6] = s->sk[0];
		e->arg[7] = s->sk[1];
	}
	/* AD-GAP-11 (a): face-off in the penalized team's D */
	s->fo = 1;
	s->fo_neutral = 0;
	s->fo_zone_home = team == 0 ? RINK_AD_ZD : RINK_AD_ZA;
	s->shot = 0;
}

void rink__ad_pen_check(struct ad_state *s, struct rink_events *ev)
{
	int C = s->poss;
	int n = rink__ad_draw(s), who = rink__ad_pen_who(s, C, n); /* AD-PEN-02, AD-PEN-03 */
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_PENCHECK);
	if (e) {
		e->arg[0] = (int16_t)n;
		e->arg[1] = (int16_t)who;
		e->arg[2] = (int16_t)C;
		e->arg[3] = s->zone;
	}
	if (who >= 0) {
		rink__ad_penalize(s, who, who == C, ev);
	} else if (s->zone < RINK_AD_ZA) {
		s->zone++; /* AD-PEN-06 */
	} else {
		s->shot = 1; /* AD-PEN-08 */
	}
}
