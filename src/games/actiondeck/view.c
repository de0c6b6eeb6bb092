/*
 * games/actiondeck/view.c: what people read: the position as JSON, events
 * as text and JSON (play-by-play), the box score (§II.D, the scoresheet)
 * as text and JSON, and the whole-state consistency check.
 *
 * Invariants checked: each deck is a permutation of 1-100; the modifiers
 * kept match the skaters and pulled goalies; the score
 * equals the goals recorded (plus one for a shoot-out win) and the
 * scorers' goals; no more than two skaters short per team; every running
 * penalty names a player of its team; the goalie in net is a goalie who
 * is not out.
 */
#include <stdio.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

static const char *const zone_names[] = {"D", "M", "A"};
static const char *const kind_names[] = {"minor", "major", "misconduct", "penalty shot"};
static const char *const save_names[] = {"goalie covers", "rebound", "cleared",
                                         "attack keeps the puck"};
static const char *const dec_names[] = {"regulation", "overtime", "shoot-out", "tie"};
static const char *const phase_names[] = {"play", "pause", "pull", "pick", "over"};

static const char *pname(const struct rink_game *game, int team, int i)
{
	const struct ad_game *g = game->impl;

	if (team < 0 || team > 1 || i < 0 || i >= g->team[team]->n)
		return "-";
	return g->team[team]->p[i].name;
}

/* Who a penalty is on: a player, or the bench when nobody on PEN could
 * sit (AD-PEN-11: the team still plays short). */
static const char *pen_name(const struct rink_game *game, int team, int i)
{
	return i < 0 || i == AD_NONE ? "bench" : pname(game, team, i);
}

static const char *abbr(const struct rink_game *game, int team)
{
	const struct ad_game *g = game->impl;

	return team >= 0 && team <= 1 ? g->team[team]->abbr : "-";
}

static void clock_text(int secs, char *buf, size_t size)
{
	snprintf(buf, size, "%d:%02d", secs / 60, secs % 60);
}

int rink__ad_event_text(const struct rink_game *g, const struct rink_event *e, int seat, char *buf,
                        size_t size)
{
	const int16_t *a = e->arg;
	char clk[16];

	switch (e->type) {
	case RINK_AD_EV_PERIOD:
		return snprintf(buf, size, "-- %s --",
		                a[0] <= 3   ? (a[0] == 1   ? "1st period"
		                               : a[0] == 2 ? "2nd period"
		                                           : "3rd period")
		                : a[0] == 4 ? "overtime"
		                            : "shoot-out");
	case RINK_AD_EV_FACEOFF:
		return snprintf(buf, size, "face-off (%s %d, %s %d): %s wins it in its %s",
		                abbr(g, 0), a[1], abbr(g, 1), a[2], abbr(g, a[0]),
		                zone_names[a[3] % 3]);
	case RINK_AD_EV_ENTRY:
		return snprintf(buf, size, "card %d: %s in its %s reads %s", a[0], abbr(g, a[1]),
		                zone_names[a[2] % 3], rink__ad_entry_names[a[3] % 7]);
	case RINK_AD_EV_CONTROL:
		return snprintf(buf, size, "control draw %d+%d against %d+%d: %s has it in its %s",
		                a[0], a[2] - a[0], a[1], a[3] - a[1], abbr(g, a[4]),
		                zone_names[a[5] % 3]);
	case RINK_AD_EV_PENCHECK:
		if (a[1] < 0)
			return snprintf(buf, size, "penalty check %d: no penalty", a[0]);
		return snprintf(buf, size, "penalty check %d: on %s", a[0], abbr(g, a[1]));
	case RINK_AD_EV_PENALTY:
		clock_text(a[4], clk, sizeof(clk));
		if (a[2] == RINK_AD_PSHOT)
			return snprintf(buf, size, "%s penalty shot awarded against %s", clk,
			                abbr(g, a[0]));
		return snprintf(buf, size, "%s PENALTY %s %s: %s (%d min)", clk, abbr(g, a[0]),
		                pen_name(g, a[0], a[1]), kind_names[a[2] & 3], a[3]);
	case RINK_AD_EV_PEN_END:
		return snprintf(buf, size, "%s %s's penalty is over%s", abbr(g, a[0]),
		                pname(g, a[0], a[1]), a[2] ? " (power-play goal)" : "");
	case RINK_AD_EV_SHOT:
		if (a[4] < 0)
			return snprintf(
			        buf, size, "%s %s shoots at the empty net (%d, within 90): %s",
			        abbr(g, a[0]), pname(g, a[0], a[1]), a[3], a[5] ? "GOAL" : "wide");
		return snprintf(buf, size, "%s shot by %s (card %d, %s %s), %d against %d: %s",
		                abbr(g, a[0]), pname(g, a[0], a[1]), a[2],
		                a[2] % 2 ? "odd" : "even", a[2] % 2 ? "save %" : "shot %", a[3],
		                a[6], a[5] ? "GOAL" : "no goal");
	case RINK_AD_EV_SAVE:
		return snprintf(buf, size, "save chart %d: %s", a[0], save_names[a[1] & 3]);
	case RINK_AD_EV_GOAL:
		clock_text(a[5], clk, sizeof(clk));
		return snprintf(buf, size, "%s GOAL %s: %s (%s%s%s)%s  %s %d, %s %d", clk,
		                abbr(g, a[0]), pname(g, a[0], a[1]),
		                a[2] >= 0 ? pname(g, a[0], a[2]) : "unassisted",
		                a[3] >= 0 ? ", " : "", a[3] >= 0 ? pname(g, a[0], a[3]) : "",
		                a[4] == 1   ? " PP"
		                : a[4] == 2 ? " SH"
		                : a[4] == 3 ? " EN"
		                            : "",
		                abbr(g, 0), a[6], abbr(g, 1), a[7]);
	case RINK_AD_EV_INJURY:
		if (a[0] < 0)
			return snprintf(buf, size, "injury check %d: no injury", a[4]);
		return snprintf(buf, size, "INJURY %s %s: out for the %s%s", abbr(g, a[0]),
		                pname(g, a[0], a[1]), a[2] == 1 ? "period" : "game",
		                a[3] ? " and more games" : "");
	case RINK_AD_EV_PULL:
		return snprintf(buf, size, "%s %s", abbr(g, a[0]),
		                a[1] ? "pulls the goalie for a sixth attacker"
		                     : "goalie back in net");
	case RINK_AD_EV_SO_SHOT:
	case RINK_AD_EV_PSHOT:
		if (e->type == RINK_AD_EV_PSHOT && a[5]) /* AD-GAP-38 (a): within 90 */
			return snprintf(buf, size,
			                "%s penalty shot %s at the empty net (%d, within %d): %s",
			                abbr(g, a[0]), pname(g, a[0], a[1]), a[2], a[4],
			                a[3] == 0 ? "GOAL" : "wide");
		return snprintf(buf, size, "%s %s %s (%d): %s", abbr(g, a[0]),
		                e->type == RINK_AD_EV_PSHOT ? "penalty shot" : "shoot-out",
		                pname(g, a[0], a[1]), a[2],
		                a[3] == 0   ? "GOAL"
		                : a[3] == 1 ? "saved"
		                            : "wide");
	case RINK_AD_EV_END_PERIOD:
		return snprintf(buf, size, "end of %s", a[0] <= 3 ? "the period" : "overtime");
	case RINK_AD_EV_SO_LOT:
		return snprintf(buf, size,
		                "no shooter left on either side: card %d (%s) gives %s the game",
		                a[0], a[0] % 2 == 0 ? "even" : "odd", abbr(g, a[1]));
	case RINK_AD_EV_OVER:
		return snprintf(buf, size, "FINAL %s %d, %s %d (%s)", abbr(g, 0), a[0], abbr(g, 1),
		                a[1], dec_names[a[2] & 3]);
	}
	return snprintf(buf, size, "event %d", e->type);
}

json_t *rink__ad_event_json(const struct rink_game *g, const struct rink_event *e, int seat)
{
	static const char *const types[] = {
	        "",        "period",      "faceoff",      "entry",      "control", "pencheck",
	        "penalty", "penalty_end", "shot",         "save",       "goal",    "injury",
	        "pull",    "so_shot",     "penalty_shot", "period_end", "over",    "so_lot"};
	char text[256];
	json_t *o = json_object(), *args = json_array();

	json_object_set_new(o, "type",
	                    json_string(e->type < (int)(sizeof(types) / sizeof(types[0]))
	                                        ? types[e->type]
	                                        : "?"));
	for (int i = 0; i < RINK_EVENT_ARGS; i++)
		json_array_append_new(args, json_integer(e->arg[i]));
	json_object_set_new(o, "args", args);
	rink__ad_event_text(g, e, seat, text, sizeof(text));
	json_object_set_new(o, "text", json_string(text));
	return o;
}

json_t *rink__ad_view_json(const struct rink_state *base, int seat)
{
	const struct ad_state *s = (const struct ad_state *)base;
	json_t *o = json_object(), *pens = json_array();

	json_object_set_new(o, "game", json_string("actiondeck"));
	json_object_set_new(o, "phase", json_string(phase_names[s->phase]));
	json_object_set_new(o, "period", json_integer(s->period));
	json_object_set_new(o, "clock", json_integer(rink__ad_clock(s)));
	json_object_set_new(o, "cards_left",
	                    json_integer(s->limit > s->pos ? s->limit - s->pos : 0));
	json_object_set_new(o, "home", json_string(ad_team(s, 0)->abbr));
	json_object_set_new(o, "away", json_string(ad_team(s, 1)->abbr));
	json_object_set_new(o, "score", json_pack("[ii]", s->box.score[0], s->box.score[1]));
	json_object_set_new(o, "shots", json_pack("[ii]", s->box.shots[0], s->box.shots[1]));
	json_object_set_new(o, "possession", json_string(ad_team(s, s->poss)->abbr));
	json_object_set_new(o, "zone", json_string(zone_names[s->zone % 3]));
	json_object_set_new(o, "faceoff_next", json_boolean(s->fo));
	json_object_set_new(o, "skaters",
	                    json_pack("[ii]", rink__ad_skaters(s, 0), rink__ad_skaters(s, 1)));
	json_object_set_new(o, "pulled", json_pack("[bb]", s->pulled[0], s->pulled[1]));
	json_object_set_new(o, "goalies",
	                    json_pack("[ss]", ad_team(s, 0)->p[s->goalie[0]].name,
	                              ad_team(s, 1)->p[s->goalie[1]].name));
	for (int i = 0; i < s->npen; i++)
		json_array_append_new(pens,
		                      json_pack("{s:s,s:s,s:s,s:i}", "team",
		                                ad_team(s, s->pen[i].team)->abbr, "player",
		                                pname(base->game, s->pen[i].team, s->pen[i].player),
		                                "kind", kind_names[s->pen[i].kind & 3], "left",
		                                rink__ad_pen_left(s, i)));
	json_object_set_new(o, "penalties", pens);
	if (s->phase == AD_PH_PULL)
		json_object_set_new(o, "deciding", json_string(ad_team(s, s->decider)->abbr));
	return o;
}

static bool is_perm(const uint8_t *d)
{
	uint8_t seen[101] = {0};

	for (int i = 0; i < 100; i++) {
		if (d[i] < 1 || d[i] > 100 || seen[d[i]])
			return false;
		seen[d[i]] = 1;
	}
	return true;
}

int rink__ad_check(const struct rink_state *base, struct rink_error *err)
{
	const struct ad_state *s = (const struct ad_state *)base;
	const struct rink_ad_box *b = &s->box;
	int goals[2] = {0, 0}, pg[2] = {0, 0};

	if (!is_perm(s->deck))
		return rink_error_set(err, RINK_EINVAL,
		                      "the deck is not the cards 1-100 once each");
	if (s->npos < 100 && !is_perm(s->ndeck))
		return rink_error_set(err, RINK_EINVAL, "the numbers deck is not 1-100 once each");
	if (s->poss > 1 || s->zone > 2)
		return rink_error_set(err, RINK_EINVAL, "no team or no zone holds the puck");
	for (int i = 0; i < b->ngoals; i++)
		goals[b->goal[i].team]++;
	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = ad_team(s, t);
		for (int i = 0; i < tm->n; i++)
			pg[t] += b->p[t][i].g;
		int so = b->decision == RINK_AD_SO && s->period == 6 && b->period_goals[t][4];
		if (!s->adjusted && b->ngoals < RINK_AD_MAX_GOALS &&
		    (goals[t] + so != b->score[t] || pg[t] != goals[t]))
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: score %d but %d goals recorded, %d by scorers",
			                      tm->abbr, b->score[t], goals[t], pg[t]);
		if (!tm->p[s->goalie[t]].goalie)
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: the player in net is no goalie", tm->abbr);
		int short_by = 0;
		for (int i = 0; i < s->npen; i++)
			if (s->pen[i].team == t && s->pen[i].kind <= RINK_AD_MAJOR)
				short_by++;
		if (5 - rink__ad_skaters(s, t) != (short_by > 2 ? 2 : short_by))
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: skaters do not match penalties", tm->abbr);
		if (s->boxed[t] != rink__ad_boxed(s, t))
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: the players in the box do not match penalties",
			                      tm->abbr);
		int c, p, v;
		rink__ad_mods_of(s, t, &c, &p, &v);
		if (s->ctl[t] != c || s->pct_add[t] != p || s->save_add[t] != v)
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: modifiers kept (%d, %+d, %+d) are not those now "
			                      "(%d, %+d, %+d)",
			                      tm->abbr, s->ctl[t], s->pct_add[t], s->save_add[t], c,
			                      p, v);
	}
	uint16_t next[3] = {AD_NEVER, AD_NEVER, AD_NEVER};
	for (int i = 0; i < s->npen; i++) {
		const struct ad_pen *p = &s->pen[i];
		if (p->team > 1 || (p->player != AD_NONE && p->player >= ad_team(s, p->team)->n))
			return rink_error_set(err, RINK_EINVAL, "a penalty names no player");
		/* a clock never passes a running penalty's end unplayed */
		if (p->clock > 1 || (p->end_att != AD_NEVER && p->end_att <= s->clk[p->clock]) ||
		    (p->end_card != AD_NEVER && p->end_card <= s->clk[AD_CLK_CARDS]) ||
		    (p->end_att == AD_NEVER && p->end_card == AD_NEVER))
			return rink_error_set(err, RINK_EINVAL, "penalty %d has no end to come",
			                      i + 1);
		if (p->end_att < next[p->clock])
			next[p->clock] = p->end_att;
		if (p->end_card < next[AD_CLK_CARDS])
			next[AD_CLK_CARDS] = p->end_card;
	}
	if (memcmp(next, s->next, sizeof(next)))
		return rink_error_set(err, RINK_EINVAL,
		                      "the penalty clocks' next ends are not the penalties'");
	return RINK_OK;
}

/* ---- the box score ---------------------------------------------------------------- */

void rink_ad_box_print(const rink_game *game, const struct rink_ad_box *b, FILE *f)
{
	const struct ad_game *g = game->impl;
	static const char *const per[] = {"1st", "2nd", "3rd", "OT", "SO"};
	char clk[16];

	fprintf(f, "%-6s", "");
	for (int p = 0; p < 5; p++)
		fprintf(f, "%4s", per[p]);
	fprintf(f, "  Final  Shots  PP     PIM\n");
	for (int t = 0; t < 2; t++) {
		fprintf(f, "%-6s", g->team[t]->abbr);
		for (int p = 0; p < 5; p++)
			fprintf(f, "%4d", b->period_goals[t][p]);
		fprintf(f, "  %5d  %5d  %d/%-3d  %3d\n", b->score[t], b->shots[t], b->pp_goals[t],
		        b->pp_opps[t], b->pim[t]);
	}
	fprintf(f, "Decision: %s\n\nScoring\n", dec_names[b->decision & 3]);
	for (int i = 0; i < b->ngoals; i++) {
		const struct rink_ad_goal *go = &b->goal[i];
		clock_text(go->clock, clk, sizeof(clk));
		fprintf(f, "  %s %6s %-4s %s", per[go->period - 1], clk, g->team[go->team]->abbr,
		        pname(game, go->team, go->scorer));
		if (go->a1 != AD_NONE)
			fprintf(f, " (%s%s%s)", pname(game, go->team, go->a1),
			        go->a2 != AD_NONE ? ", " : "",
			        go->a2 != AD_NONE ? pname(game, go->team, go->a2) : "");
		else
			fputs(" (unassisted)", f);
		fputs(go->strength == 1   ? " PP"
		      : go->strength == 2 ? " SH"
		      : go->strength == 3 ? " EN"
		                          : "",
		      f);
		fputs(go->pshot ? " penalty shot\n" : "\n", f);
	}
	if (b->unlisted_goals)
		fprintf(f, "  and %d more, in the totals above\n", b->unlisted_goals);
	fputs("\nPenalties\n", f);
	for (int i = 0; i < b->npens; i++) {
		const struct rink_ad_penalty *p = &b->pen[i];
		clock_text(p->clock, clk, sizeof(clk));
		fprintf(f, "  %s %6s %-4s %s, %s (%d min)\n", per[p->period - 1], clk,
		        g->team[p->team]->abbr, pen_name(game, p->team, p->player),
		        kind_names[p->kind & 3], p->minutes);
	}
	if (b->unlisted_pens)
		fprintf(f, "  and %d more, in the totals above\n", b->unlisted_pens);
	if (b->ninj) {
		fputs("\nInjuries\n", f);
		for (int i = 0; i < b->ninj; i++) {
			const struct rink_ad_injury *in = &b->inj[i];
			fprintf(f, "  %s %-4s %s: out for the %s", per[in->period - 1],
			        g->team[in->team]->abbr, pname(game, in->team, in->player),
			        in->kind == 1 ? "period" : "game");
			if (in->games)
				fprintf(f, " and %d more game%s", in->games,
				        in->games > 1 ? "s" : "");
			fputc('\n', f);
		}
	}
	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = g->team[t];
		fprintf(f, "\n%s %-26s  G  A  S PIM\n", tm->abbr, "skaters");
		for (int i = 0; i < tm->n; i++) {
			const struct rink_ad_pstat *p = &b->p[t][i];
			if (tm->p[i].goalie || !p->gp || !(p->g || p->a || p->shots || p->pim))
				continue;
			fprintf(f, "    %-28s %2d %2d %2d %3d\n", tm->p[i].name, p->g, p->a,
			        p->shots, p->pim);
		}
		fprintf(f, "%s %-26s SA SV\n", tm->abbr, "goalies");
		for (int i = 0; i < tm->n; i++)
			if (tm->p[i].goalie && b->p[t][i].gp)
				fprintf(f, "    %-28s %2d %2d\n", tm->p[i].name, b->p[t][i].sa,
				        b->p[t][i].saves);
	}
}

json_t *rink_ad_box_json(const rink_game *game, const struct rink_ad_box *b)
{
	const struct ad_game *g = game->impl;
	json_t *o = json_object(), *teams = json_array(), *goals = json_array(),
	       *pens = json_array(), *inj = json_array();

	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = g->team[t];
		json_t *sk = json_array(), *gk = json_array(), *per = json_array();
		for (int p = 0; p < 5; p++)
			json_array_append_new(per, json_integer(b->period_goals[t][p]));
		for (int i = 0; i < tm->n; i++) {
			const struct rink_ad_pstat *p = &b->p[t][i];
			if (!p->gp)
				continue;
			if (tm->p[i].goalie)
				json_array_append_new(gk, json_pack("{s:s,s:i,s:i}", "player",
				                                    tm->p[i].name, "shots_against",
				                                    p->sa, "saves", p->saves));
			else
				json_array_append_new(sk,
				                      json_pack("{s:s,s:i,s:i,s:i,s:i}", "player",
				                                tm->p[i].name, "g", p->g, "a", p->a,
				                                "shots", p->shots, "pim", p->pim));
		}
		json_array_append_new(
		        teams,
		        json_pack("{s:s,s:s,s:i,s:o,s:i,s:i,s:i,s:i,s:o,s:o}", "team", tm->abbr,
		                  "side", t ? "away" : "home", "goals", b->score[t], "by_period",
		                  per, "shots", b->shots[t], "pp_goals", b->pp_goals[t], "pp_opps",
		                  b->pp_opps[t], "pim", b->pim[t], "skaters", sk, "goalies", gk));
	}
	for (int i = 0; i < b->ngoals; i++) {
		const struct rink_ad_goal *go = &b->goal[i];
		json_t *as = json_array();
		if (go->a1 != AD_NONE)
			json_array_append_new(as, json_string(pname(game, go->team, go->a1)));
		if (go->a2 != AD_NONE)
			json_array_append_new(as, json_string(pname(game, go->team, go->a2)));
		json_array_append_new(goals, json_pack("{s:i,s:i,s:s,s:s,s:o,s:s,s:b}", "period",
		                                       go->period, "clock", go->clock, "team",
		                                       g->team[go->team]->abbr, "scorer",
		                                       pname(game, go->team, go->scorer), "assists",
		                                       as, "strength",
		                                       go->strength == 1   ? "pp"
		                                       : go->strength == 2 ? "sh"
		                                       : go->strength == 3 ? "en"
		                                                           : "even",
		                                       "penalty_shot", go->pshot));
	}
	for (int i = 0; i < b->npens; i++) {
		const struct rink_ad_penalty *p = &b->pen[i];
		json_array_append_new(
		        pens, json_pack("{s:i,s:i,s:s,s:s,s:s,s:i}", "period", p->period, "clock",
		                        p->clock, "team", g->team[p->team]->abbr, "player",
		                        pen_name(game, p->team, p->player), "kind",
		                        kind_names[p->kind & 3], "minutes", p->minutes));
	}
	for (int i = 0; i < b->ninj; i++) {
		const struct rink_ad_injury *in = &b->inj[i];
		json_array_append_new(inj, json_pack("{s:i,s:s,s:s,s:s,s:i}", "period", in->period,
		                                     "team", g->team[in->team]->abbr, "player",
		                                     pname(game, in->team, in->player), "out",
		                                     in->kind == 1 ? "period" : "game",
		                                     "further_games", in->games));
	}
	json_object_set_new(o, "home", json_string(g->team[0]->abbr));
	json_object_set_new(o, "away", json_string(g->team[1]->abbr));
	json_object_set_new(o, "decision", json_string(dec_names[b->decision & 3]));
	json_object_set_new(o, "shootout", json_pack("[ii]", b->so_goals[0], b->so_goals[1]));
	json_object_set_new(o, "teams", teams);
	json_object_set_new(o, "goals", goals);
	json_object_set_new(o, "penalties", pens);
	json_object_set_new(o, "injuries", inj);
	/* past the lists' room: in the totals, not in "goals" or "penalties" */
	json_object_set_new(o, "goals_not_listed", json_integer(b->unlisted_goals));
	json_object_set_new(o, "penalties_not_listed", json_integer(b->unlisted_pens));
	return o;
}
