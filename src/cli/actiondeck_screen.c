/*
 * cli/actiondeck_screen.c: where an Action Deck game stands, in words.
 *
 * A coach deciding whether to pull his goalie needs the score and the time
 * left; a fan at the card prompt wants the score, the shots and the box
 * score; the end of a period is worth a summary. Everything here is read
 * from the public view (rink_state_view_json) and the box score
 * (rink_ad_box), as a spectator sees them: this file decides nothing.
 */
#define _DEFAULT_SOURCE /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/actiondeck_screen.h"
#include "cli/cli.h"
#include "rink/actiondeck.h"

static const char *const period_names[] = {"1st period", "2nd period", "3rd period", "overtime",
                                           "shoot-out"};

static const char *period_name(int period)
{
	return period >= 1 && period <= 5 ? period_names[period - 1] : "game";
}

static int jint(const json_t *o, const char *key)
{
	return (int)json_integer_value(json_object_get(o, key));
}

static int jpair(const json_t *o, const char *key, int i)
{
	return (int)json_integer_value(json_array_get(json_object_get(o, key), (size_t)i));
}

static const char *jstr(const json_t *o, const char *key)
{
	const char *v = json_string_value(json_object_get(o, key));

	return v ? v : "";
}

void cli_ad_where(const rink_match *m, char *out, size_t size)
{
	const rink_game *g = rink_match_game(m);
	const struct rink_ad_box *b = rink_ad_box(rink_match_state(m));
	json_t *v = rink_state_view_json(rink_match_state(m), RINK_SPECTATOR);
	int period = v ? jint(v, "period") : 0, left = v ? jint(v, "cards_left") : 0;
	char when[24];

	json_decref(v);
	if (rink_state_is_over(rink_match_state(m))) {
		snprintf(out, size, "the game is over");
		return;
	}
	snprintf(when, sizeof(when),
	         period <= 3   ? "period %d"
	         : period == 4 ? "overtime"
	                       : "the shoot-out",
	         period);
	snprintf(out, size, "%s %d, %s %d; %s, %d cards left", rink_ad_game_team(g, 0)->abbr,
	         b->score[0], rink_ad_game_team(g, 1)->abbr, b->score[1], when, left);
}

void ad_print_situation(const rink_state *s)
{
	json_t *v = rink_state_view_json(s, RINK_SPECTATOR);
	const char *home = jstr(v, "home"), *away = jstr(v, "away");
	int period = jint(v, "period"), secs = jint(v, "time_left");
	const json_t *st = json_object_get(v, "strength");

	if (!v)
		return;
	printf("%s %d, %s %d (shots %d-%d). ", home, jpair(v, "score", 0), away,
	       jpair(v, "score", 1), jpair(v, "shots", 0), jpair(v, "shots", 1));
	if (rink_state_is_over(s)) {
		puts("The game is over.");
		json_decref(v);
		return;
	}
	if (period >= 5) {
		const json_t *so = json_object_get(v, "shootout");
		printf("The shoot-out: goals %s %d, %s %d.\n", home, jpair(so, "goals", 0), away,
		       jpair(so, "goals", 1));
		json_decref(v);
		return;
	}
	printf("%s%s, %d:%02d left (%d cards). %s on the ice", period <= 3 ? "The " : "",
	       period_name(period), secs / 60, secs % 60, jint(v, "cards_left"), jstr(st, "label"));
	if (json_is_string(json_object_get(st, "power_play")))
		printf(": %s on the power play", jstr(st, "power_play"));
	const json_t *en = json_object_get(st, "empty_net");
	for (size_t k = 0; k < json_array_size(en); k++)
		printf(", %s's net empty", json_string_value(json_array_get(en, k)));
	printf(". %s has the puck in its %s zone.\n", jstr(v, "possession"),
	       !strcmp(jstr(v, "zone"), "D")   ? "defending"
	       : !strcmp(jstr(v, "zone"), "M") ? "middle"
	                                       : "attacking");
	json_decref(v);
}

void ad_totals_take(const rink_state *s, struct ad_totals *t)
{
	const struct rink_ad_box *b = rink_ad_box(s);

	for (int k = 0; k < 2; k++) {
		t->shots[k] = b->shots[k];
		t->pp_goals[k] = b->pp_goals[k];
		t->pp_opps[k] = b->pp_opps[k];
		t->pim[k] = b->pim[k];
	}
}

void ad_totals_at_period_start(const rink_match *m, struct ad_totals *t)
{
	rink_state *r = rink_state_new(rink_match_game(m), rink_match_seed(m));
	struct rink_events ev = {NULL, 0, 0};

	memset(t, 0, sizeof(*t));
	for (size_t i = 0; r && i < rink_match_length(m); i++) {
		int seat, action;
		rink_match_action(m, i, &seat, &action);
		rink_events_clear(&ev);
		if (rink_state_apply(r, seat, action, &ev, NULL) != RINK_OK)
			break;
		for (size_t k = 0; k < ev.n; k++)
			if (ev.v[k].type == RINK_AD_EV_END_PERIOD)
				ad_totals_take(r, t);
	}
	rink_events_free(&ev);
	rink_state_free(r);
}

static void print_totals(const rink_game *g, const struct ad_totals *t)
{
	const char *h = rink_ad_game_team(g, 0)->abbr, *a = rink_ad_game_team(g, 1)->abbr;

	printf("shots %s %d, %s %d; power plays %s %d/%d, %s %d/%d; penalty minutes %s %d, "
	       "%s %d\n",
	       h, t->shots[0], a, t->shots[1], h, t->pp_goals[0], t->pp_opps[0], a, t->pp_goals[1],
	       t->pp_opps[1], h, t->pim[0], a, t->pim[1]);
}

void ad_print_period_summary(const rink_state *s, int period, struct ad_totals *last)
{
	const rink_game *g = rink_state_game(s);
	const struct rink_ad_box *b = rink_ad_box(s);
	struct ad_totals now, in;

	ad_totals_take(s, &now);
	for (int k = 0; k < 2; k++) {
		in.shots[k] = now.shots[k] - last->shots[k];
		in.pp_goals[k] = now.pp_goals[k] - last->pp_goals[k];
		in.pp_opps[k] = now.pp_opps[k] - last->pp_opps[k];
		in.pim[k] = now.pim[k] - last->pim[k];
	}
	if (period >= 1 && period <= 4)
		printf("  %s: goals %s %d, %s %d; ", period_name(period),
		       rink_ad_game_team(g, 0)->abbr, b->period_goals[0][period - 1],
		       rink_ad_game_team(g, 1)->abbr, b->period_goals[1][period - 1]);
	print_totals(g, &in);
	if (period >= 2) {
		printf("  the game: goals %s %d, %s %d; ", rink_ad_game_team(g, 0)->abbr,
		       b->score[0], rink_ad_game_team(g, 1)->abbr, b->score[1]);
		print_totals(g, &now);
	}
	*last = now;
}

/* The box score so far: during the game its total is not yet a final and
 * no decision is known, so the lines that would say so are changed or
 * left out. */
static void print_box(const rink_state *s)
{
	const rink_game *g = rink_state_game(s);
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return;
	rink_ad_box_print(g, rink_ad_box(s), f);
	fclose(f);
	if (rink_state_is_over(s)) {
		fputs(text, stdout);
		free(text);
		return;
	}
	puts("The box score so far:");
	for (char *line = text, *end; *line; line = end + 1) {
		char *final = strstr(line, "  Final");
		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line) - 1;
		if (final && final < end)
			memcpy(final, "  Total", 7);
		if (strncmp(line, "Decision:", 9) != 0)
			fwrite(line, 1, (size_t)(end - line) + 1, stdout);
	}
	free(text);
}

static const char help_cards[] =
        "At the cards: Enter plays the next sequence (c: one sequence at a time), p to\n"
        "the end of the period, g to the end of the game; s the score, time, shots and\n"
        "strength; b the box score so far; help this; q leaves the game (%s).\n"
        "Each card is read for the team with the puck, in its defending, middle or\n"
        "attacking zone: a pass (ahead one zone, within the zone or back; the code on\n"
        "the card in brackets: P1, P0, P-1), a control draw (CTL: each team draws a\n"
        "card and adds its control rating; the higher total has the puck), a face-off\n"
        "(FO), a penalty check (PEN) or a shot (SHT). A shot's first card picks whose\n"
        "chart decides it: even, the shooter's %%, odd, the goalie's save %%; a second\n"
        "card is then read against that number.\n";

static const char help_decisions[] =
        "The coach's decisions:\n"
        "  pull     take the goalie out for a sixth attacker (trailing late): more\n"
        "           shots for, but a shot at the empty net scores on 90 of 100 cards\n"
        "  keep     leave things as they are (the goalie in net, or, at a face-off with\n"
        "           the net empty, the extra attacker on)\n"
        "  back     put the goalie back in net\n"
        "  pick N   name shoot-out shooter N of the list (or pick NAME), draw: the\n"
        "           cards name the rest\n"
        "Also: s the score, time, shots and strength; b the box score so far; q leaves\n"
        "the game (%s).\n";

bool ad_info_command(const rink_state *s, const char *w, bool decision, const char *save)
{
	if (!strcmp(w, "help") || !strcmp(w, "h") || !strcmp(w, "?")) {
		char kept[4200];
		snprintf(kept, sizeof(kept), save ? "it is kept in %s" : "this game is not saved",
		         save);
		printf(decision ? help_decisions : help_cards, kept);
		return true;
	}
	if (!strcmp(w, "s") || !strcmp(w, "score")) {
		ad_print_situation(s);
		return true;
	}
	if (!strcmp(w, "b") || !strcmp(w, "box")) {
		print_box(s);
		return true;
	}
	return false;
}
