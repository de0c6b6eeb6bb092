/*
 * games/actiondeck/box.c: the box score (§II.D, the scoresheet) as text
 * and as JSON: goals, shots, power plays and penalty minutes by period,
 * the scoring and penalty summaries, and every skater's and goalie's line.
 */
#include <stdio.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

/* A goalie's decision as box scores print it: none, W, L, OTL. */
static const char *const gdec_names[4] = {"-", "W", "L", "OTL"};

/* Whether goalie i of team t has a shutout: the team's only goalie of
 * the game, and no goal against before a shoot-out (AD-GAP-43). */
static bool shutout(const struct rink_ad_team *tm, const struct rink_ad_box *b, int t, int i)
{
	int ngk = 0, against = 0;

	for (int j = 0; j < tm->n; j++)
		ngk += tm->p[j].goalie && b->p[t][j].gp;
	for (int k = 0; k < 4; k++)
		against += b->period_goals[1 - t][k];
	return b->p[t][i].gp && ngk == 1 && against == 0;
}

/* A save percentage as ".917" ("-" without shots). */
struct sv {
	char s[16];
};
static struct sv sv_text(const struct rink_ad_pstat *p)
{
	struct sv v;
	if (!p->sa)
		snprintf(v.s, sizeof(v.s), "-");
	else
		snprintf(v.s, sizeof(v.s), ".%03d", (1000 * p->saves / p->sa) % 1000);
	if (p->sa && p->saves == p->sa)
		snprintf(v.s, sizeof(v.s), "1.000");
	return v;
}

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
	fprintf(f, "Decision: %s\n\nScoring\n", rink__ad_dec_names[b->decision & 3]);
	for (int i = 0; i < b->ngoals; i++) {
		const struct rink_ad_goal *go = &b->goal[i];
		rink__ad_clock_text(go->clock, clk, sizeof(clk));
		fprintf(f, "  %s %6s %-4s %s", per[go->period - 1], clk, g->team[go->team]->abbr,
		        rink__ad_pname(game, go->team, go->scorer));
		if (go->a1 != AD_NONE)
			fprintf(f, " (%s%s%s)", rink__ad_pname(game, go->team, go->a1),
			        go->a2 != AD_NONE ? ", " : "",
			        go->a2 != AD_NONE ? rink__ad_pname(game, go->team, go->a2) : "");
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
		rink__ad_clock_text(p->clock, clk, sizeof(clk));
		fprintf(f, "  %s %6s %-4s %s, %s (%d min)\n", per[p->period - 1], clk,
		        g->team[p->team]->abbr, rink__ad_pen_name(game, p->team, p->player),
		        rink__ad_kind_names[p->kind & 3], p->minutes);
	}
	if (b->unlisted_pens)
		fprintf(f, "  and %d more, in the totals above\n", b->unlisted_pens);
	if (b->ninj) {
		fputs("\nInjuries\n", f);
		for (int i = 0; i < b->ninj; i++) {
			const struct rink_ad_injury *in = &b->inj[i];
			fprintf(f, "  %s %-4s %s: out for the %s", per[in->period - 1],
			        g->team[in->team]->abbr, rink__ad_pname(game, in->team, in->player),
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
		/* AD-GAP-43: the decision (goalie of record), minutes in net,
		 * shots, saves, goals against and save %; (S) the starter */
		fprintf(f, "%s %-26s DEC  MIN SA SV GA   SV%%\n", tm->abbr, "goalies");
		for (int i = 0; i < tm->n; i++) {
			const struct rink_ad_pstat *p = &b->p[t][i];
			if (!tm->p[i].goalie || !p->gp)
				continue;
			char name[48];
			snprintf(name, sizeof(name), "%s%s", tm->p[i].name,
			         b->starter[t] == i ? " (S)" : "");
			char min[16] = "    -";
			if (p->secs)
				snprintf(min, sizeof(min), "%2d:%02d", p->secs / 60, p->secs % 60);
			fprintf(f, "    %-28s %-3s %5s %2d %2d %2d  %s%s\n", name,
			        gdec_names[p->gdec & 3], min, p->sa, p->saves, p->sa - p->saves,
			        sv_text(p).s, shutout(tm, b, t, i) ? "  shutout" : "");
		}
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
				json_array_append_new(
				        gk, json_pack("{s:s,s:i,s:i,s:i,s:i,s:s,s:b,s:b}", "player",
				                      tm->p[i].name, "shots_against", p->sa,
				                      "saves", p->saves, "goals_against",
				                      p->sa - p->saves, "seconds", p->secs,
				                      "decision", gdec_names[p->gdec & 3],
				                      "starter", b->starter[t] == i, "shutout",
				                      shutout(tm, b, t, i)));
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
			json_array_append_new(as,
			                      json_string(rink__ad_pname(game, go->team, go->a1)));
		if (go->a2 != AD_NONE)
			json_array_append_new(as,
			                      json_string(rink__ad_pname(game, go->team, go->a2)));
		json_array_append_new(goals, json_pack("{s:i,s:i,s:s,s:s,s:o,s:s,s:b}", "period",
		                                       go->period, "clock", go->clock, "team",
		                                       g->team[go->team]->abbr, "scorer",
		                                       rink__ad_pname(game, go->team, go->scorer),
		                                       "assists", as, "strength",
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
		                        rink__ad_pen_name(game, p->team, p->player), "kind",
		                        rink__ad_kind_names[p->kind & 3], "minutes", p->minutes));
	}
	for (int i = 0; i < b->ninj; i++) {
		const struct rink_ad_injury *in = &b->inj[i];
		json_array_append_new(inj, json_pack("{s:i,s:s,s:s,s:s,s:i}", "period", in->period,
		                                     "team", g->team[in->team]->abbr, "player",
		                                     rink__ad_pname(game, in->team, in->player),
		                                     "out", in->kind == 1 ? "period" : "game",
		                                     "further_games", in->games));
	}
	json_object_set_new(o, "home", json_string(g->team[0]->abbr));
	json_object_set_new(o, "away", json_string(g->team[1]->abbr));
	json_object_set_new(o, "decision", json_string(rink__ad_dec_names[b->decision & 3]));
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
