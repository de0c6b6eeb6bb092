/*
 * games/actiondeck/endgame.c: the flow of a game: periods (§IV l.94-96),
 * overtime and the shoot-out (§X), injuries (§XI) and pulling the goalie
 * (§XI).
 *
 * Step by step, rink__ad_advance:
 *   1. A period whose cards are spent ends (AD-PER-02), once no immediate
 *      or empty-net shot is owed (AD-GAP-33 a): the 1st and 2nd lead to a
 *      reshuffled deck (AD-PER-03); after the 3rd a decided game
 *      ends (AD-PER-04), a tie goes to overtime on 25 cards (AD-OT-01);
 *      after overtime a tie ends the game or, in a tournament (or with
 *      regular_shootout), goes to the shoot-out (AD-OT-04). Running
 *      penalties carry over (AD-GAP-35 a); period injuries heal.
 *   2. A trailing coach inside the pull window decides (AD-PULL-01).
 *   3. One sequence is played (play.c); stop=sequence halts after it.
 *      Without events, stops and budget=all, and while no goalie is
 *      pulled, the register loop (rink__ad_run) plays the sequences up to
 *      the period's end or the pull window instead, the same game faster.
 * A goal in overtime ends the game at once (AD-OT-02).
 */
#include <string.h>

#include "games/actiondeck/ad_int.h"

uint16_t rink__ad_clock(const struct ad_state *s)
{
	int p = s->pos < s->limit ? s->pos : s->limit;

	return (uint16_t)(p * 12);
}

uint16_t rink__ad_elapsed(const struct ad_state *s)
{
	if (s->period <= 3)
		return (uint16_t)((s->period - 1) * 1200 + rink__ad_clock(s));
	if (s->period == 4)
		return (uint16_t)(3600 + rink__ad_clock(s));
	return (uint16_t)(3600 + ad_game(s)->ot_cards * 12);
}

void rink__ad_goalie_change(struct ad_state *s, int team, int g)
{
	uint16_t now = rink__ad_elapsed(s);

	if (s->fixed_gk[team])
		s->box.p[team][s->goalie[team]].secs += (uint16_t)(now - s->gk_in[team]);
	s->gk_in[team] = now;
	s->goalie[team] = (uint8_t)g;
	s->box.p[team][g].gp = 1;
}

void rink__ad_relief(struct ad_state *s, int team)
{
	const struct ad_game *g = ad_game(s);
	const struct rink_ad_team *t;
	int o = 1 - team;

	if (!g->relief_goals || !s->fixed_gk[o] || s->relieved[o] ||
	    s->box.score[team] < g->relief_goals || s->box.score[team] <= s->box.score[o])
		return;
	/* the first available goalie in chart order of FACED, the widest
	 * range first being the chart's order of rows */
	t = ad_team(s, o);
	int best = -1, width = -1;
	for (int j = 0; j < t->nord[RINK_AD_FACED]; j++) {
		int i = t->ord[RINK_AD_FACED][j], w = t->p[i].col[RINK_AD_FACED];
		int prev = j ? t->p[t->ord[RINK_AD_FACED][j - 1]].col[RINK_AD_FACED] : 0;
		if (i != s->goalie[o] && !s->out[o][i] && w - prev > width) {
			best = i;
			width = w - prev;
		}
	}
	if (best < 0)
		return;
	s->relieved[o] = 1;
	rink__ad_goalie_change(s, o, best);
}

/* The goalies' seconds, and the decisions of the goalies of record
 * (AD-GAP-43): in net when the winner took the lead for good, or at the
 * end of a shoot-out. */
static void goalie_records(struct ad_state *s, int decision)
{
	struct rink_ad_box *b = &s->box;
	uint16_t now = rink__ad_elapsed(s);

	/* minutes only where a starter was named: the rulebook's FACED
	 * reading changes goalies on any odd shot, uncounted */
	for (int t = 0; t < 2; t++)
		if (s->fixed_gk[t])
			b->p[t][s->goalie[t]].secs += (uint16_t)(now - s->gk_in[t]);
	if (b->score[0] == b->score[1])
		return;
	if (decision == RINK_AD_SO) {
		b->dec_goalie[0] = s->goalie[0];
		b->dec_goalie[1] = s->goalie[1];
	}
	int w = b->score[1] > b->score[0];
	b->p[w][b->dec_goalie[w]].gdec = 1;
	b->p[1 - w][b->dec_goalie[1 - w]].gdec = decision == RINK_AD_REG ? 2 : 3;
}

static void game_over(struct ad_state *s, int decision, struct rink_events *ev)
{
	goalie_records(s, decision);
	s->period = 6;
	rink__ad_mods(s); /* no longer overtime's (AD-GAP-45) */
	s->phase = AD_PH_OVER;
	s->box.decision = (uint8_t)decision;
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_OVER);
	if (e) {
		e->arg[0] = s->box.score[0];
		e->arg[1] = s->box.score[1];
		e->arg[2] = (int16_t)decision;
		e->arg[3] = (int16_t)s->box.so_goals[0];
		e->arg[4] = (int16_t)s->box.so_goals[1];
	}
}

static void goalies_back(struct ad_state *s, struct rink_events *ev)
{
	for (int t = 0; t < 2; t++)
		if (s->pulled[t]) {
			s->pulled[t] = 0;
			rink__ad_mods(s);
			struct rink_event *e = ad_ev(ev, RINK_AD_EV_PULL);
			if (e) {
				e->arg[0] = (int16_t)t;
				e->arg[1] = 0;
				ad_ev_situation(s, e);
			}
		}
	s->en_shot = 0;
}

void rink__ad_goal_scored(struct ad_state *s, int team, struct rink_events *ev)
{
	rink__ad_goal_ends_minor(s, team, ev); /* AD-TIME-01 */
	goalies_back(s, ev);                   /* AD-GAP-32 (a) */
	s->shot = 0;
	s->pull_block = 0;
	if (s->period == 4) {
		game_over(s, RINK_AD_OT, ev); /* AD-OT-02 */
		return;
	}
	rink__ad_relief(s, team); /* AD-GAP-44 */
	s->fo = 1;                /* AD-FO-01: after a goal, in M */
	s->fo_neutral = 1;
	s->fo_zone_home = RINK_AD_ZM;
}

static void start_period(struct ad_state *s, int period, int cards, struct rink_events *ev)
{
	s->period = (uint8_t)period;
	if (period == 4)
		rink__ad_mods(s); /* AD-GAP-45: the overtime's strength */
	rink__ad_shuffle(s, cards);
	s->fo = 1;
	s->fo_neutral = 1;
	s->fo_zone_home = RINK_AD_ZM;
	s->shot = 0;
	s->en_shot = 0;
	s->inj = 0;
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_PERIOD);
	if (e) {
		e->arg[0] = (int16_t)period;
		e->arg[1] = (int16_t)cards;
	}
}

static void start_shootout(struct ad_state *s, struct rink_events *ev)
{
	s->period = 5;
	rink__ad_mods(s);         /* no longer overtime's (AD-GAP-45) */
	rink__ad_shuffle(s, 100); /* AD-GAP-36 (a): a freshly shuffled deck */
	s->npos = 100;
	s->so_npick[0] = s->so_npick[1] = 0;
	s->so_named = 0;
	memset(s->so_used, 0, sizeof(s->so_used));
	s->phase = AD_PH_PICK;
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_PERIOD);
	if (e)
		e->arg[0] = 5;
}

static void end_period(struct ad_state *s, struct rink_events *ev)
{
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_END_PERIOD);
	const struct ad_game *g = ad_game(s);

	if (e) {
		e->arg[0] = s->period;
		e->arg[1] = (int16_t)s->box.score[0];
		e->arg[2] = (int16_t)s->box.score[1];
	}
	/* AD-INJ-03: without a branch per player, so that it vectorizes */
	_Static_assert(AD_IN == 0, "AD_IN is 0");
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < RINK_AD_MAX_PLAYERS; i++)
			s->out[t][i] = (uint8_t)(s->out[t][i] & -(s->out[t][i] != AD_OUT_PERIOD));
	if (s->period < 3) {
		start_period(s, s->period + 1, 100, ev);
		return;
	}
	if (s->period == 3) {
		goalies_back(s, ev);
		if (s->box.score[0] != s->box.score[1]) {
			game_over(s, RINK_AD_REG, ev);
			return;
		}
		if (g->ot_cards > 0) {
			start_period(s, 4, g->ot_cards, ev);
			return;
		}
	}
	if (g->tournament || g->regular_so)
		start_shootout(s, ev);
	else
		game_over(s, RINK_AD_TIE, ev); /* AD-OT-03 */
}

int rink__ad_pull_team(const struct ad_state *s)
{
	const struct ad_game *g = ad_game(s);
	int d = s->box.score[0] - s->box.score[1], t, deficit;

	/* outside the window first: the test that holds longest */
	if (s->period != 3 || s->limit - s->pos > g->pull_cards || g->pull_cards <= 0 || d == 0)
		return -1;
	t = d > 0 ? 1 : 0;
	deficit = d > 0 ? d : -d;
	if (s->pull_block)
		return -1;
	if (s->pulled[t]) /* AD-GAP-32 (a): back in net at a face-off of his choice */
		return s->fo ? t : -1;
	if (deficit < 1 || deficit > g->pull_deficit)
		return -1;
	if (s->pull_offered && !s->fo)
		return -1;
	return t;
}

/* ---- the shoot-out (§X) ------------------------------------------------------ */

static bool picked(const struct ad_state *s, int team, int i)
{
	for (int k = 0; k < s->so_npick[team]; k++)
		if (s->so_pick[team][k] == i)
			return true;
	return false;
}

static int draw_shooter(struct ad_state *s, int team, bool fresh)
{
	const struct rink_ad_team *t = ad_team(s, team);

	for (int tries = 0; tries < 60; tries++) {
		int i = rink__ad_select(s, team, RINK_AD_SHOT, -1, -1);
		if (i < 0)
			return -1;
		if (!picked(s, team, i) && !(fresh && s->so_used[team][i]))
			return i;
	}
	for (int j = 0; j < t->nord[RINK_AD_SHOT]; j++) {
		int i = t->ord[RINK_AD_SHOT][j];
		if (!s->out[team][i] && !rink__ad_in_box(s, team, i) && !picked(s, team, i) &&
		    !(fresh && s->so_used[team][i]))
			return i;
	}
	return -1;
}

static int so_shot(struct ad_state *s, int team, int shooter, struct rink_events *ev)
{
	int card = rink__ad_draw(s);
	int pct = ad_team(s, team)->p[shooter].pct;
	int res = rink__ad_so_result(pct == RINK_AD_DASH ? 0 : pct, card);

	s->so_used[team][shooter] = 1;
	struct rink_event *e = ad_ev(ev, RINK_AD_EV_SO_SHOT);
	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = (int16_t)shooter;
		e->arg[2] = (int16_t)card;
		e->arg[3] = (int16_t)res;
		e->arg[4] = (int16_t)rink__ad_cap95((pct == RINK_AD_DASH ? 0 : pct) + 25);
		e->arg[5] = (int16_t)s->goalie[1 - team];
		e->arg[6] = (int16_t)(s->box.so_goals[0] + (res == 0 && team == 0));
		e->arg[7] = (int16_t)(s->box.so_goals[1] + (res == 0 && team == 1));
	}
	if (res == 0)
		s->box.so_goals[team]++;
	return res == 0;
}

/* Sudden-death rounds after the three named shooters each (AD-GAP-36). */
#define AD_SO_ROUNDS 200

static void run_shootout(struct ad_state *s, struct rink_events *ev)
{
	int w;

	/* AD-SO-02, AD-GAP-36 (a): home then visitor, three rounds, all six;
	 * a team with fewer than three eligible shooters has fewer named and
	 * misses its turn where it has none (no goal) */
	for (int r = 0; r < 3; r++)
		for (int t = 0; t < 2; t++)
			if (r < s->so_npick[t])
				so_shot(s, t, s->so_pick[t][r], ev);
	for (int round = 0; s->box.so_goals[0] == s->box.so_goals[1] && round < AD_SO_ROUNDS;
	     round++) {
		int shots = 0;
		s->so_npick[0] = s->so_npick[1] = 0;
		for (int t = 0; t < 2; t++) {
			int i = draw_shooter(s, t, true);
			if (i < 0) {
				memset(s->so_used[t], 0, sizeof(s->so_used[t]));
				i = draw_shooter(s, t, true);
			}
			if (i >= 0) {
				so_shot(s, t, i, ev);
				shots++;
			}
		}
		if (shots == 0)
			break; /* neither team has a shooter left */
	}
	if (s->box.so_goals[0] == s->box.so_goals[1]) {
		/* AD-GAP-36: no shooter on either side (or the rounds ran out):
		 * a card decides, even for the home team, as the injury's
		 * team is drawn (§XI) */
		int card = rink__ad_draw(s);
		w = card % 2 == 0 ? 0 : 1;
		struct rink_event *e = ad_ev(ev, RINK_AD_EV_SO_LOT);
		if (e) {
			e->arg[0] = (int16_t)card;
			e->arg[1] = (int16_t)w;
		}
	} else {
		w = s->box.so_goals[0] > s->box.so_goals[1] ? 0 : 1;
	}
	s->box.score[w]++; /* AD-SO-07: one goal in the final score */
	s->box.period_goals[w][4] = 1;
	game_over(s, RINK_AD_SO, ev);
}

void rink__ad_so_pick(struct ad_state *s, int team, int action, struct rink_events *ev)
{
	if (action == RINK_AD_ACT_DRAW) {
		while (s->so_npick[team] < 3) {
			int i = draw_shooter(s, team, false);
			if (i < 0)
				break;
			s->so_pick[team][s->so_npick[team]++] = (uint8_t)i;
		}
		/* fewer than three eligible: they shoot less (so_npick stays) */
		s->so_named |= (uint8_t)(1u << team);
	} else {
		s->so_pick[team][s->so_npick[team]++] = (uint8_t)(action - RINK_AD_ACT_PICK);
		if (s->so_npick[team] == 3)
			s->so_named |= (uint8_t)(1u << team);
	}
	if (s->so_named == 3) {
		s->phase = AD_PH_PLAY;
		run_shootout(s, ev);
	}
}

/* ---- injuries (§XI) ----------------------------------------------------------- */

void rink__ad_injury(struct ad_state *s, struct rink_events *ev)
{
	int sev = rink__ad_draw(s), team, player, kind, games = 0;
	struct rink_event *e;

	if (sev <= 20) { /* AD-INJ-02 */
		e = ad_ev(ev, RINK_AD_EV_INJURY);
		if (e) {
			e->arg[0] = -1;
			e->arg[4] = (int16_t)sev;
			e->arg[5] = s->period;
			e->arg[6] = (int16_t)rink__ad_clock(s);
		}
		return;
	}
	team = rink__ad_draw(s) % 2 == 0 ? 0 : 1; /* AD-INJ-07 */
	player = rink__ad_select(s, team, RINK_AD_HIT, -1, -1);
	if (player < 0)
		return;
	if (sev <= 50)
		kind = 1; /* AD-INJ-03 */
	else if (sev <= 75)
		kind = 2; /* AD-INJ-04 */
	else {
		games = sev % 10; /* AD-INJ-05, AD-GAP-41 (a) */
		kind = games ? 3 : 2;
	}
	s->out[team][player] = kind == 1 ? AD_OUT_PERIOD : AD_OUT_GAME;
	struct rink_ad_pstat *ps = &s->box.p[team][player];
	if (kind > ps->inj)
		ps->inj = (uint8_t)kind;
	if (games > ps->inj_games)
		ps->inj_games = (uint8_t)games;
	if (s->box.ninj < RINK_AD_MAX_INJ) {
		struct rink_ad_injury *bi = &s->box.inj[s->box.ninj++];
		bi->team = (uint8_t)team;
		bi->player = (uint8_t)player;
		bi->kind = (uint8_t)kind;
		bi->games = (uint8_t)games;
		bi->period = s->period;
		bi->clock = rink__ad_clock(s);
	}
	/* AD-GAP-42 (a): a hurt goalie hands the net to the next available */
	if (s->goalie[team] == player) {
		int gk = rink__ad_select(s, team, RINK_AD_FACED, -1, -1);
		if (gk >= 0)
			rink__ad_goalie_change(s, team, gk);
	}
	e = ad_ev(ev, RINK_AD_EV_INJURY);
	if (e) {
		e->arg[0] = (int16_t)team;
		e->arg[1] = (int16_t)player;
		e->arg[2] = (int16_t)kind;
		e->arg[3] = (int16_t)games;
		e->arg[4] = (int16_t)sev;
		e->arg[5] = s->period;
		e->arg[6] = (int16_t)rink__ad_clock(s);
	}
}

/* ---- the loop ------------------------------------------------------------------ */

void rink__ad_advance(struct ad_state *s, struct rink_events *ev)
{
	const struct ad_game *g = ad_game(s);

	while (s->phase == AD_PH_PLAY) {
		if (s->period >= 5) {
			if (s->period == 6)
				s->phase = AD_PH_OVER;
			return;
		}
		/* AD-GAP-33 (a): an owed immediate or empty-net shot is still
		 * taken */
		if (s->pos >= s->limit && !rink__ad_shot_owed(s)) {
			end_period(s, ev);
			continue;
		}
		int t = s->period == 3 ? rink__ad_pull_team(s) : -1;
		if (t >= 0) {
			s->phase = AD_PH_PULL;
			s->decider = (uint8_t)t;
			s->pull_offered = 1;
			return;
		}
		/* the register loop where its conditions hold (play.c); where it
		 * plays nothing, the general sequence below */
		if (!ev && !g->stop_seq && !s->budget_all &&
		    !(s->pulled[0] | s->pulled[1] | s->en_shot | s->inj)) {
			/* the pull window's cards go to the general loop, which
			 * asks the trailing coach before each sequence */
			int stop = s->limit;
			if (s->period == 3 && g->pull_cards > 0)
				stop -= g->pull_cards;
			uint16_t seq0 = s->seq;
			if (s->pos < stop)
				rink__ad_run(s, stop);
			if (s->seq != seq0)
				continue;
		}
		rink__ad_sequence(s, ev);
		if (s->phase == AD_PH_PLAY && g->stop_seq) {
			s->phase = AD_PH_PAUSE;
			return;
		}
	}
}
