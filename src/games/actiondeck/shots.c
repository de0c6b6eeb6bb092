/*
 * games/actiondeck/shots.c: §IV shots, §VI modified percentages and §VII
 * the saves and assists chart.
 *
 * A shot (AD-SHT-01..09): one card names the shooter on the SHOT column.
 * An even number is settled by the shooter: one card within his modified
 * PCT scores. An odd number is settled by the goalie: one card on the
 * defending team's FACED column names the goalie, who stays in net until
 * the next FACED draw (AD-GAP-21 a), and one card within his modified
 * SAVE% is a save, above it a goal (AD-GAP-20 a). Every shot that does not
 * score is a shot on goal saved by the goalie in net, and one card on the
 * save chart for the strength says what follows (AD-SAV-01..03, AD-GAP-18
 * a, AD-GAP-19 a); a goal draws one card on the assists chart and one on
 * the ASST column per assist (AD-SAV-04, AD-GOAL-02).
 *
 * Modifiers (AD-MOD, AD-GAP-27 a, AD-GAP-28 a, AD-GAP-30 a): by the
 * difference in skaters, 0 below five each: +5 control and PCT, -5 SAVE%;
 * 1: +20 PCT for the team with more, -20 SAVE% for the short goalie; 2 or
 * more: +40 control and PCT, -20 SAVE%; a pulled goalie adds +15 control
 * and PCT and -15 to the SAVE% shot at. Control and PCT are capped at 95,
 * SAVE% is floored at 0 and never capped.
 */
#include "games/actiondeck/ad_int.h"

/* The modifiers by skaters on the ice, [team's - 3][other's - 3]: control,
 * PCT and the team's goalie's SAVE% (see above): equal below five each
 * (AD-MOD-05/06/07), two or more more (AD-MOD-08), one more (AD-MOD-02),
 * fewer (AD-MOD-03, AD-GAP-28 a). A table, as the strengths change with
 * every penalty and a chain of tests on them is a guess each time. */
static const int8_t skater_mods[3][3][3] = {
        /* 3 */ {{5, 5, -5}, {0, 0, -20}, {0, 0, -20}},
        /* 4 */ {{0, 20, 0}, {5, 5, -5}, {0, 0, -20}},
        /* 5 */ {{40, 40, 0}, {0, 20, 0}, {0, 0, 0}},
};

/* The modifiers in force for team (see above): its control rating, the
 * amount added to its players' PCT before the cap, and the amount added to
 * its goalie's SAVE%. */
void rink__ad_mods_of(const struct ad_state *s, int team, int *ctl, int *pct, int *save)
{
	const int8_t *m =
	        skater_mods[rink__ad_skaters(s, team) - 3][rink__ad_skaters(s, 1 - team) - 3];
	int pull = 15 * s->pulled[team]; /* AD-PULL-02, AD-PULL-03 */
	const struct ad_game *g = ad_game(s);
	/* AD-GAP-45: overtime four a side is the rulebook's four-on-four (+5
	 * control, PCT, -5 SAVE%); three a side the open ice of +12, measured
	 * on the NHL's 2022-23 overtimes (docs/rules/actiondeck.md) */
	static const int8_t ot_mod[6] = {0, 0, 0, 12, 5, 0};
	int ot = s->period == 4 ? ot_mod[g->ot_skaters] : 0;
	int home = team == 0 ? g->home_ice : 0; /* AD-GAP-46 */
	/* AD-GAP-47: a team behind in regulation presses */
	int trail =
	        s->period <= 3 && s->box.score[team] < s->box.score[1 - team] ? g->trail_ctl : 0;

	*ctl = rink__ad_cap95(ad_team(s, team)->control + m[0] + pull + ot + home + trail);
	*pct = m[1] + pull + ot;
	*save = m[2] - 15 * s->pulled[1 - team] - ot; /* AD-PULL-03 */
}

/* Keeps the modifiers (read for every draw of control, shot and save) in
 * step: called whenever the skaters or a pulled goalie change. */
void rink__ad_mods(struct ad_state *s)
{
	for (int t = 0; t < 2; t++) {
		int c, p, v;
		rink__ad_mods_of(s, t, &c, &p, &v);
		s->ctl[t] = (uint8_t)c;
		s->pct_add[t] = (int8_t)p;
		s->save_add[t] = (int8_t)v;
	}
}

/* AD-SO-03..06, AD-GAP-37 (a): 0 goal, 1 saved, 2 wide. */
int rink__ad_so_result(int pct, int card)
{
	if (card <= rink__ad_cap95(pct + 25))
		return 0;
	return card < 80 ? 1 : 2;
}

int rink_ad_shootout_result(int pct, int card)
{
	return rink__ad_so_result(pct, card);
}

void rink__ad_credit_goal(struct ad_state *s, int team, int scorer, int strength, int pshot,
                          struct rink_events *ev)
{
	struct rink_ad_box *b = &s->box;
	const struct rink_ad_rules *r = ad_game(s)->rules;
	int a[2] = {AD_NONE, AD_NONE};
	int na = r->assists[rink__ad_draw(s)]; /* AD-SAV-04 */

	if (pshot)
		na = 0; /* a penalty shot is unassisted */
	for (int k = 0; k < na; k++) {
		/* AD-GOAL-02, AD-GAP-22 (a): never the scorer or the same twice */
		int i = rink__ad_select(s, team, RINK_AD_ASST, scorer, k ? a[0] : -1);
		if (i < 0)
			break;
		a[k] = i;
		b->p[team][i].a++;
	}
	b->p[team][scorer].g++;
	if (b->ngoals < RINK_AD_MAX_GOALS) {
		struct rink_ad_goal *g = &b->goal[b->ngoals++];
		g->team = (uint8_t)team;
		g->period = s->period;
		g->scorer = (uint8_t)scorer;
		g->a1 = (uint8_t)a[0];
		g->a2 = (uint8_t)a[1];
		g->strength = (uint8_t)strength;
		g->pshot = (uint8_t)pshot;
		g->clock = rink__ad_clock(s);
	} else {
		b->unlisted_goals++;
	}
	if (strength == 1)
		b->pp_goals[team]++;
	b->score[team]++;
	b->period_goals[team][s->period - 1]++;
	if (b->score[team] == b->score[1 - team] + 1) { /* the goalies of record so far */
		b->dec_goalie[0] = s->goalie[0];
		b->dec_goalie[1] = s->goalie[1];
	}
	if (ad_game(s)->trail_ctl)
		rink__ad_mods(s); /* AD-GAP-47: who trails changed */
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_GOAL);
	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = (int16_t)scorer;
		e->arg[2] = a[0] == AD_NONE ? -1 : (int16_t)a[0];
		e->arg[3] = a[1] == AD_NONE ? -1 : (int16_t)a[1];
		e->arg[4] = (int16_t)(strength | pshot << 2 | s->period << 4);
		e->arg[5] = (int16_t)rink__ad_clock(s);
		e->arg[6] = (int16_t)b->score[0];
		e->arg[7] = (int16_t)b->score[1];
	}
	rink__ad_goal_scored(s, team, ev);
}

_Static_assert(RINK_AD_SAVE_EVEN == 0 && RINK_AD_SAVE_PP == 1 && RINK_AD_SAVE_SH == 2,
               "the save charts are numbered as strengths");

static void shot_event(struct rink_events *ev, int team, int shooter, int sel, int res, int goalie,
                       int goal, int pct, int strength)
{
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_SHOT);

	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = (int16_t)shooter;
		e->arg[2] = (int16_t)sel;
		e->arg[3] = (int16_t)res;
		e->arg[4] = (int16_t)goalie;
		e->arg[5] = (int16_t)goal;
		e->arg[6] = (int16_t)pct;
		e->arg[7] = (int16_t)strength;
	}
}

void rink__ad_empty_net(struct ad_state *s, struct rink_events *ev)
{
	int C = s->poss, O = 1 - C;
	int shooter = rink__ad_select(s, C, RINK_AD_SHOT, -1, -1);
	int card;

	if (shooter < 0)
		return;
	card = rink__ad_draw(s);
	/* AD-MOD-11: 90 replaces PCT after every modifier */
	shot_event(ev, C, shooter, 0, card, -1, card <= 90, 90, 3);
	if (card <= 90) {
		s->box.shots[C]++;
		s->box.p[C][shooter].shots++;
		rink__ad_credit_goal(s, C, shooter, 3, 0, ev);
	} else {
		rink__ad_set_poss(s, O, RINK_AD_ZD); /* AD-GAP-31 (a) */
	}
}

/* AD-SHT-04..08, AD-GAP-20/21: the result card of a shot by shooter
 * named by an even (the shooter's PCT) or odd (the goalie's SAVE%) card
 * sel; *used gets the percentage read, *res the card. Returns whether it
 * scores. */
static int settle(struct ad_state *s, int shooter, int sel, int *res, int *used)
{
	int C = s->poss, O = 1 - C, odd = sel & 1, c[2] = {1, 1};
	const struct rink_ad_team *to = ad_team(s, O);
	uint8_t *at = ad_peek2(s, &c[0], &c[1]);
	int gk = to->owner[RINK_AD_FACED][c[0]];

	/* The usual case without a branch on the parity, which no processor
	 * predicts: the next two cards are read; an even sel takes the first
	 * as its result, an odd one the first for the goalie (when it names
	 * one goalie, available) and the second as the result. */
	int fix = s->fixed_gk[O];
	if (at && (((to->gsize[RINK_AD_FACED][c[0]] == 1) & !s->out[O][gk]) | !odd | fix)) {
		*at = (uint8_t)(*at + 1 + (odd & !fix));
		return rink__ad_settle_plain(s, ad_team(s, C), to, C, shooter, odd, c[0], c[1], gk,
		                             res, used);
	}
	if (!odd) {
		*res = rink__ad_draw(s); /* AD-SHT-04 */
		*used = rink__ad_pct(s, C, shooter);
		return *res <= *used;
	}
	/* AD-SHT-06: the goalie for this sequence (the starter, AD-GAP-43),
	 * then his SAVE% */
	gk = fix ? -1 : rink__ad_select(s, O, RINK_AD_FACED, -1, -1);
	if (gk >= 0) {
		s->goalie[O] = (uint8_t)gk;
		s->box.p[O][gk].gp = 1;
	}
	*res = rink__ad_draw(s);
	*used = rink__ad_save(s, O, s->goalie[O]);
	return *res > *used; /* AD-SHT-07 */
}

/* A shot and its rebounds, rebound of them already played (rink__ad_run
 * plays the first ones itself). The loader refuses a save chart of
 * rebounds only; AD_MAX_REBOUNDS in all still bounds a chart built in
 * memory, counted the same way by both loops. */
void rink__ad_shot_from(struct ad_state *s, int rebound, struct rink_events *ev)
{
	const struct rink_ad_rules *r = ad_game(s)->rules;
	int C = s->poss, O = 1 - C;
	const struct rink_ad_team *tc = ad_team(s, C);

	for (; rebound < AD_MAX_REBOUNDS; rebound++) {
		if (s->pulled[O]) {
			rink__ad_empty_net(s, ev);
			return;
		}
		int sel = rink__ad_draw(s), res, used;
		int n = tc->gsize[RINK_AD_SHOT][sel], shooter = tc->owner[RINK_AD_SHOT][sel];
		if (n > 1)
			shooter = tc->ord[RINK_AD_SHOT][tc->first[RINK_AD_SHOT][sel] +
			                                rink_ad_split(n, rink__ad_draw(s))];
		if (s->out[C][shooter] || rink__ad_in_box(s, C, shooter)) {
			/* AD-GAP-17 (a): drawn again, by the selection procedure */
			shooter = rink__ad_select(s, C, RINK_AD_SHOT, -1, -1);
			if (shooter < 0)
				return;
		}
		/* 0 even, 1 power play, 2 short-handed: also the save chart */
		int strength = rink__ad_strength(s, C);
		int goal = settle(s, shooter, sel, &res, &used);
		struct rink_ad_pstat *gs = rink__ad_shot_counted(s, C, shooter);
		shot_event(ev, C, shooter, sel, res, s->goalie[O], goal, used, strength);
		if (goal) {
			rink__ad_credit_goal(s, C, shooter, strength, 0, ev);
			return;
		}
		gs->saves++;
		/* AD-SAV-01/02, AD-GAP-18 (a) */
		int card = rink__ad_draw(s);
		int what = r->save[strength][card];
		struct rink_event *e = ad_ev(ev, RINK_AD_EV_SAVE);
		if (e) {
			e->arg[0] = (int16_t)card;
			e->arg[1] = (int16_t)what;
			e->arg[2] = (int16_t)strength;
			e->arg[3] = (int16_t)C;
			e->arg[4] = s->goalie[O];
		}
		if (what == RINK_AD_REBOUND)
			continue;
		rink__ad_after_save(s, C, what);
		return;
	}
}

/* AD-GAP-38 (a): the fouled team's shooter, settled as a shoot-out shot;
 * at an empty net (the other goalie pulled) as a shot at an empty net:
 * one card within 90 scores (AD-MOD-11, AD-GAP-31 a), above it the shot
 * is wide, as nobody is in net to save it. */
void rink__ad_penalty_shot(struct ad_state *s, int team, struct rink_events *ev)
{
	int O = 1 - team, empty = s->pulled[O];
	int shooter = rink__ad_select(s, team, RINK_AD_SHOT, -1, -1);
	int card, res, within;

	if (shooter < 0)
		return;
	card = rink__ad_draw(s);
	if (empty) {
		within = 90; /* AD-MOD-11: 90 replaces PCT after every modifier */
		res = card <= within ? 0 : 2;
	} else {
		within = rink__ad_cap95(ad_team(s, team)->p[shooter].pct + 25); /* AD-MOD-09 */
		res = rink__ad_so_result(ad_team(s, team)->p[shooter].pct, card);
	}
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_PSHOT);
	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = (int16_t)shooter;
		e->arg[2] = (int16_t)card;
		e->arg[3] = (int16_t)res;
		e->arg[4] = (int16_t)within;
		e->arg[5] = (int16_t)empty;
		e->arg[6] = (int16_t)(empty ? -1 : s->goalie[O]);
	}
	if (res != 2) { /* on goal: a goal, or a save by the goalie in net */
		s->box.shots[team]++;
		s->box.p[team][shooter].shots++;
	}
	if (res != 2 && !empty) {
		s->box.p[O][s->goalie[O]].sa++;
		if (res == 1)
			s->box.p[O][s->goalie[O]].saves++;
	}
	if (res == 0) {
		/* at the empty net an empty-net goal, as rink__ad_empty_net's */
		rink__ad_credit_goal(s, team, shooter, empty ? 3 : rink__ad_strength(s, team), 1,
		                     ev);
		return;
	}
	s->fo = 1; /* a miss: face-off in the shooting team's A */
	s->fo_neutral = 0;
	s->fo_zone_home = team == 0 ? RINK_AD_ZA : RINK_AD_ZD;
	rink__ad_set_poss(s, team, RINK_AD_ZA);
}
