/*
 * cli/play_powerplay.c: Power Play's part of a human's screen in
 * `rink play powerplay`: the scoreboard with the scorekeeper's sheet, the
 * manager's team (and in the team variant his roster and bench), the game
 * in play round by round, and the rules of the moment. Everything else of
 * the session (options, the loop, saving, prompts) is play.c's and
 * play_human.c's, shared with Slapshot.
 */
#include <string.h>

#include "cli/play.h"

static void card_line(const struct play *p, int id, const char *tag)
{
	struct rink_pp_card c;
	static const char *const types[3] = {"forward", "defense", "goalie"};
	static const char *const specials[] = {"",
	                                       "Hydra: worth its round",
	                                       "Jolly Judge: may claim a tie",
	                                       "Rosalinde: traded for the highest",
	                                       "Rumpelstockchen: forces the best card",
	                                       "Sitting Bully: may add a pile's top",
	                                       "Willy Winzig: scores on goalies"};

	if (!rink_pp_card(p->g, id, &c))
		return;
	printf("  %-20s %-8s %3d", c.name, types[c.type], c.value);
	if (c.bruiser)
		printf("  %s+ bruiser%s", cli_sgr("31"), cli_reset());
	if (c.special)
		printf("  %s* %s%s", cli_sgr("33"), specials[c.special % 7], cli_reset());
	if (tag)
		printf("  (%s)", tag);
	putchar('\n');
}

static void print_sheet(const struct play *p, const struct rink_pp_view *v, int seat)
{
	struct rink_pp_game_record r;

	printf("%sScorekeeper's sheet%s (%d wins end the season)\n", cli_sgr("1"), cli_reset(),
	       v->wins_target);
	for (int m = 0; m < v->managers; m++) {
		int shown = 0;
		printf("  %s%d %s (%s)%s%s %2d win%s  goals %d-%d%s:",
		       m == seat ? cli_sgr("1") : "", m + 1, rink_pp_manager_name(p->g, m),
		       rink_pp_team_name(p->g, m), m == seat ? " (you)" : "",
		       m == seat ? cli_reset() : "", v->wins[m], v->wins[m] == 1 ? " " : "s",
		       v->goals_for[m], v->goals_against[m], v->out[m] ? " (out)" : "");
		/* the last few lines of his column */
		for (int i = v->n_record - 1; i >= 0 && shown < 4; i--)
			if (rink_pp_record(rink_match_state(p->m), i, &r) && r.initiator == m) {
				printf(" %s %d-%d vs. %d%s%s", r.initiator_won ? "W" : "L",
				       r.initiator_goals, r.opponent_goals, r.opponent + 1,
				       r.jolly_judge ? " JJ"
				       : r.forfeit   ? " forfeit"
				                     : "",
				       shown < 3 ? ";" : "");
				shown++;
			}
		putchar('\n');
	}
}

void play_pp_screen(const struct play *p, int seat)
{
	struct rink_pp_view v;

	rink_pp_view(rink_match_state(p->m), seat, &v);
	print_sheet(p, &v, seat);
	printf("%sYour team%s:\n", cli_sgr("1"), cli_reset());
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (v.team[i] != RINK_PP_NO_CARD)
			card_line(p, v.team[i], NULL);
	if (v.team_variant)
		for (int i = 0; i < 11; i++)
			if (v.roster[i] != RINK_PP_NO_CARD) {
				bool fielded = false;
				for (int k = 0; k < RINK_PP_TEAM; k++)
					fielded |= v.team[k] == v.roster[i];
				if (!fielded)
					card_line(p, v.roster[i],
					          v.resting[i] ? "resting" : "available");
			}
	if (v.stage == RINK_PP_FINAL && v.series[0] >= 0)
		printf("Championship series (best of %d): manager %d %d, manager %d %d\n",
		       2 * v.series_need - 1, v.series[0] + 1, v.series_wins[0], v.series[1] + 1,
		       v.series_wins[1]);
	if (v.home >= 0) {
		char pass[32] = "regulation"; /* v.pass: 0, or the k-th sudden-death pass */
		if (v.pass)
			snprintf(pass, sizeof(pass), "sudden-death pass %d", v.pass);
		printf("Game: manager %d challenged manager %d; %s, round %d; score %d-%d "
		       "(manager %d first)\n",
		       v.away + 1, v.home + 1, pass, v.round + 1, v.score[0], v.score[1],
		       v.home + 1);
		for (int i = 0, n = 0; i < RINK_PP_TEAM; i++)
			if (v.hand[i] != RINK_PP_NO_CARD) {
				struct rink_pp_card c;
				rink_pp_card(p->g, v.hand[i], &c);
				printf("%s %s %d", n++ ? ";" : "Your hand:", c.name, c.value);
			}
		for (int i = 0; i < RINK_PP_TEAM; i++)
			if (v.hand[i] != RINK_PP_NO_CARD) {
				putchar('\n');
				break;
			}
		/* lineup=fixed: the cards ordered so far for this pass */
		for (int k = 0; k < RINK_PP_TEAM && v.order[k] != RINK_PP_NO_CARD; k++) {
			struct rink_pp_card c;
			rink_pp_card(p->g, v.order[k], &c);
			printf("%s %d. %s%s", k ? "," : "Your order so far:", k + 1, c.name,
			       k == RINK_PP_TEAM - 1 || v.order[k + 1] == RINK_PP_NO_CARD ? "\n"
			                                                                  : "");
		}
		for (int k = 0; k < 2; k++)
			if (v.table[k] != RINK_PP_NO_CARD) {
				char l[64];
				rink_pp_card_label(p->g, v.table[k], l, sizeof(l));
				printf("On the table (%s): %s\n", k ? "away" : "home", l);
			}
	}
	if (v.phase == RINK_PP_GIVE && v.trade_taken >= 0) {
		struct rink_pp_card c;
		rink_pp_card(p->g, v.trade_taken, &c);
		printf("Trade: you took %s from manager %d%s\n", c.name, v.trade_target + 1,
		       v.trade_forced ? "; Rosalinde: you must give your highest of her type" : "");
	}
	printf("Piles: %d forwards, %d defenders, %d goalies; %d out for the season\n",
	       v.pile_count[0], v.pile_count[1], v.pile_count[2], v.out_for_season);
}

static const char *const help[] = {
        /* SETUP */
        "Preparation: clockwise, one card a pick, build 3 forwards, 2 defenders and 1\n"
        "goalie: draw forward, draw defense or draw goalie takes the top card.\n",
        /* TURN */
        "Your turn: trade M P (take card P of manager M blind, then give one of the same\n"
        "type), draft CARD (under its pile, take the top), or game M. Season play rule:\n"
        "no second game you start against anyone until you have started one against\n"
        "everyone. No home ice: games start 0-0. The higher card scores; a goalie stops\n"
        "skaters (Willy Winzig scores anyway); two goalies: the higher scores; a card\n"
        "meeting a bruiser is injured and out for the season, replaced from its pile.\n",
        /* GIVE */
        "Trade: give back a card of the type you took (not that card). If you took\n"
        "Rosalinde you must give your highest card of her type.\n",
        /* ROUND */
        "A round: play CARD lays one card face down; both are revealed together. You\n"
        "choose each card after seeing the earlier rounds. Hydra is worth its round\n"
        "(1-6, 7-12 in sudden death). Rumpelstockchen makes the other side play its\n"
        "highest card instead. A tie after six rounds goes to sudden death (first goal\n"
        "wins) unless a Jolly Judge claims it.\n",
        /* RUMP */
        "Rumpelstockchen: your cards tie for highest; take CARD chooses which comes in.\n",
        /* BULLY */
        "Sitting Bully: bully forward|defense|goalie adds the value of that pile's top\n"
        "card this round (it then goes under the pile); bully no declines.\n",
        /* JUDGE */
        "Jolly Judge: the game is tied; judge claim wins it, judge decline plays sudden\n"
        "death.\n",
        /* TEAMPICK */
        "Team variant: team NAME takes a whole team of ten; a mask card is then drawn.\n",
        /* FIELD */
        "Team variant: field CARD picks your six for this game (3F/2D/1G) from players\n"
        "who are not resting.\n",
        /* REST */
        "Team variant: rest CARD sends three of the players you used (the injured\n"
        "first) to the bench for your next game; last game's resters come back.\n"};

void play_pp_rules(const struct play *p, int seat)
{
	struct rink_pp_view v;

	rink_pp_view(rink_match_state(p->m), seat, &v);
	if (v.phase == RINK_PP_SUB)
		fputs("Team variant: a card of yours was injured in regulation; sub CARD brings "
		      "in\n"
		      "an available player of its type for sudden death (he rests after the "
		      "game).\n",
		      stdout);
	else if (v.phase == RINK_PP_ROUND && v.fixed_lineup)
		fputs("Fixed line-ups: before each pass order all six cards in secret, play CARD\n"
		      "six times, the first to go first; the rounds then take them in that order.\n"
		      "Hydra is worth its round (1-6, 7-12 in sudden death). Rumpelstockchen\n"
		      "makes the other side play its highest card instead. A tie after six rounds\n"
		      "goes to sudden death (first goal wins) unless a Jolly Judge claims it.\n",
		      stdout);
	else if (v.phase < (int)(sizeof(help) / sizeof(help[0])))
		fputs(help[v.phase], stdout);
	if (v.stage != RINK_PP_SEASON && v.postseason_turns)
		printf("Post-season: turns go on among the managers still in it; trade, draft or\n"
		       "game M against your scheduled opponent; the series is best of %d.\n",
		       2 * v.series_need - 1);
	else if (v.stage != RINK_PP_SEASON)
		printf("Post-season: games back to back, no trades or drafts; the series is best "
		       "of %d.\n",
		       2 * v.series_need - 1);
	play_commands_help(p, false);
}
