/*
 * cli/play_powerplay.c: Power Play's part of a human's screen in
 * `rink play powerplay`: the scoreboard with the scorekeeper's sheet, the
 * manager's team (and in the team variant his roster and bench), the game
 * in play round by round, and the rules of the moment. Everything else of
 * the session (options, the loop, saving, prompts) is play.c's and
 * play_human.c's, shared with Slapshot.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "cli/play.h"
#include "rink/lineup.h"
#include "rink/rng.h"

static void card_line(const struct play *p, int id, const char *tag)
{
	struct rink_pp_card c;
	static const char *const types[3] = {"forward", "defense", "goalie"};
	static const char *const specials[] = {
	        "",
	        "Hydra: worth the round's number (1-6; 7-12 in sudden death)",
	        "Jolly Judge: his manager may claim a tied game",
	        "Rosalinde: whoever takes her in a trade gives his highest of her type",
	        "Rumpelstockchen: the other side swaps its card for its highest",
	        "Sitting Bully: may add the value of a pile's top card",
	        "Willy Winzig: always scores against a goalie"};

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

/* One game of the sheet from manager m's side: "W 3-2 v 4*" (* he started
 * it, as the Season Play Rule counts). */
static int game_from_side(const struct rink_pp_game_record *r, int m, char *buf, size_t size)
{
	bool started = r->initiator == m;
	bool won = started == r->initiator_won;
	int mine = started ? r->initiator_goals : r->opponent_goals;
	int theirs = started ? r->opponent_goals : r->initiator_goals;

	return snprintf(buf, size, "%s %d-%d v %d%s%s", won ? "W" : "L", mine, theirs,
	                (started ? r->opponent : r->initiator) + 1, started ? "*" : "",
	                r->jolly_judge    ? " JJ"
	                : r->forfeit      ? " forfeit"
	                : r->sudden_death ? " SD"
	                                  : "");
}

/* The scorekeeper's sheet (PP-SCORE-01..04) as a newcomer reads it: each
 * manager's wins and his own last games, oldest first, each from his side
 * whoever started it (the rulebook's sheet files a game under the manager
 * who started it; the JSON view keeps that form). */
static void print_sheet(const struct play *p, const struct rink_pp_view *v, int seat)
{
	const rink_state *s = rink_match_state(p->m);
	struct rink_pp_game_record r;

	printf("%sScorekeeper's sheet%s (%d wins end the season; each manager's last games,\n"
	       "oldest first, from his side; * he started it, as the Season Play Rule counts)\n",
	       cli_sgr("1"), cli_reset(), v->wins_target);
	for (int m = 0; m < v->managers; m++) {
		int idx[4], n = 0;
		/* his last four games, found newest first, shown oldest first */
		for (int i = v->n_record - 1; i >= 0 && n < 4; i--)
			if (rink_pp_record(s, i, &r) && (r.initiator == m || r.opponent == m))
				idx[n++] = i;
		printf("  %s%d %s (%s)%s%s %2d win%s  goals %d-%d%s%s",
		       m == seat ? cli_sgr("1") : "", m + 1, rink_pp_manager_name(p->g, m),
		       rink_pp_team_name(p->g, m), m == seat ? " (you)" : "",
		       m == seat ? cli_reset() : "", v->wins[m], v->wins[m] == 1 ? " " : "s",
		       v->goals_for[m], v->goals_against[m], v->out[m] ? " (out)" : "",
		       n ? ":" : "");
		for (int k = n - 1; k >= 0; k--) {
			char g[48];
			rink_pp_record(s, idx[k], &r);
			game_from_side(&r, m, g, sizeof(g));
			printf(" %s%s", g, k ? "," : "");
		}
		putchar('\n');
	}
}

/* Team variant, before the choice: every team still free, its ten players
 * (a mask card is drawn at random afterwards). */
static void print_free_teams(const struct play *p, int seat)
{
	const rink_state *s = rink_match_state(p->m);
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);

	printf("%sTeams to choose from%s (5 forwards, 3 defenders, 2 goalies each; F, D, G and\n"
	       "the value; a mask card is drawn at random after):\n",
	       cli_sgr("1"), cli_reset());
	for (int i = 0; i < n; i++) {
		char t[64];
		struct rink_pp_card c;
		int w;
		rink_action_text(s, seat, acts[i], t, sizeof(t));
		if (strncmp(t, "team ", 5) != 0)
			continue;
		w = printf("  %-10s", t + 5);
		for (int id = 0, k = 0; rink_pp_card(p->g, id, &c); id++) {
			if (strcmp(c.symbol, t + 5) != 0)
				continue;
			if (w > 64) {
				w = printf("\n            ") - 1;
				k = 0;
			}
			w += printf("%s %s %c%d%s", k++ ? "," : "", c.name, "FDG"[c.type % 3],
			            c.value, c.special ? "*" : "");
		}
		putchar('\n');
	}
	printf("  (* a special player: help at a game says what each does)\n");
}

/* The game in play, or just over (the rest after it): one line. */
static void print_game_line(const struct rink_pp_view *v)
{
	char pass[32] = "regulation"; /* v->pass: 0, or the k-th sudden-death pass */

	if (v->pass)
		snprintf(pass, sizeof(pass), "sudden-death pass %d", v->pass);
	printf("Game: manager %d challenged manager %d; ", v->away + 1, v->home + 1);
	if (v->phase == RINK_PP_FIELD)
		printf("each fields six\n");
	else if (v->phase == RINK_PP_REST)
		printf("over; each rests three of the players he used\n");
	else if (v->phase == RINK_PP_SUB || v->round >= RINK_PP_TEAM)
		printf("%s over, tied %d-%d (manager %d - manager %d); sudden death next\n", pass,
		       v->score[0], v->score[1], v->home + 1, v->away + 1);
	else
		printf("%s, round %d; manager %d %d, manager %d %d\n", pass, v->round + 1,
		       v->home + 1, v->score[0], v->away + 1, v->score[1]);
}

void play_pp_screen(const struct play *p, int seat)
{
	struct rink_pp_view v;

	rink_pp_view(rink_match_state(p->m), seat, &v);
	if (v.phase == RINK_PP_TEAMPICK) {
		print_free_teams(p, seat);
		return;
	}
	int fielded = 0;
	for (int i = 0; i < RINK_PP_TEAM; i++)
		fielded += v.team[i] != RINK_PP_NO_CARD;
	/* fielding card by card: the sheet once, at the first card */
	if (v.phase != RINK_PP_FIELD || fielded == 0)
		print_sheet(p, &v, seat);
	printf("%s%s%s:%s\n", cli_sgr("1"),
	       v.phase == RINK_PP_REST ? "Your six in the game (rest three; the injured rest first)"
	       : v.phase == RINK_PP_FIELD ? "Fielded for this game"
	                                  : "Your team",
	       cli_reset(), v.phase == RINK_PP_FIELD && !fielded ? " none yet" : "");
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (v.team[i] != RINK_PP_NO_CARD)
			card_line(p, v.team[i], NULL);
	if (v.team_variant)
		for (int i = 0; i < 11; i++)
			if (v.roster[i] != RINK_PP_NO_CARD) {
				bool in_six = false;
				bool after = v.phase == RINK_PP_REST; /* the game is over */
				for (int k = 0; k < RINK_PP_TEAM; k++)
					in_six |= v.team[k] == v.roster[i];
				if (!in_six)
					card_line(p, v.roster[i],
					          v.resting[i] ? (after ? "rested, back next game"
					                                : "resting this game")
					          : after      ? NULL
					                       : "available");
			}
	if (v.stage == RINK_PP_FINAL && v.series[0] >= 0)
		printf("Championship series (best of %d): manager %d %d, manager %d %d\n",
		       2 * v.series_need - 1, v.series[0] + 1, v.series_wins[0], v.series[1] + 1,
		       v.series_wins[1]);
	if (v.home >= 0) {
		print_game_line(&v);
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

/* ---- field A,B,C,D,E,F and hint ------------------------------------------------ */

bool play_pp_field_list(struct play *p, int seat, const char *in, bool *moved, bool *fatal)
{
	char list[512], *save = NULL;
	int acts[RINK_PP_TEAM], n = 0;
	struct rink_error err;
	rink_state *check;

	*moved = *fatal = false;
	if (strncasecmp(in, "field ", 6) != 0 || !strchr(in, ','))
		return false;
	snprintf(list, sizeof(list), "%s", in + 6);
	check = rink_state_clone(rink_match_state(p->m));
	if (!check) {
		*fatal = true;
		return true;
	}
	/* each card in turn on a copy: one refused card fields none */
	for (char *name = strtok_r(list, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
		char move[160];
		while (isspace((unsigned char)*name))
			name++;
		snprintf(move, sizeof(move), "field %s", name);
		if (n == RINK_PP_TEAM) {
			printf("%serror:%s a team is six players; nothing fielded\n", cli_sgr("31"),
			       cli_reset());
			rink_state_free(check);
			return true;
		}
		if (rink_action_parse(check, seat, move, &acts[n], &err) != RINK_OK ||
		    rink_state_apply(check, seat, acts[n], NULL, &err) != RINK_OK) {
			printf("%serror:%s card %d of the list: %s; nothing fielded\n",
			       cli_sgr("31"), cli_reset(), n + 1, err.text);
			rink_state_free(check);
			return true;
		}
		n++;
	}
	rink_state_free(check);
	for (int i = 0; i < n; i++)
		if (play_apply(p, seat, acts[i], &err, fatal) != RINK_OK) {
			printf("%serror:%s %s\n", cli_sgr("31"), cli_reset(), err.text);
			return true;
		}
	*moved = n > 0;
	return true;
}

bool play_pp_can_hint(const struct play *p, int seat)
{
	struct rink_pp_view v;

	rink_pp_view(rink_match_state(p->m), seat, &v);
	return v.phase == RINK_PP_ROUND && !v.fixed_lineup &&
	       ((v.home == seat && !v.chosen[0]) || (v.away == seat && !v.chosen[1]));
}

void play_pp_hint(const struct play *p, int seat)
{
	const rink_state *s = rink_match_state(p->m);
	struct rink_lineup_pp_advice adv;
	struct rink_error err;
	struct rink_rng rng;

	if (!play_pp_can_hint(p, seat)) {
		printf("hint: advice is for a manager choosing a card in a game%s\n",
		       p->fixed_lineup ? " (not with --lineup fixed)" : "");
		return;
	}
	rink_rng_seed(&rng, rink_seed_derive(p->seed, rink_match_length(p->m)));
	if (rink_lineup_pp_advise(s, seat, 16, &rng, &adv, &err) != RINK_OK) {
		printf("hint: %s\n", err.text);
		return;
	}
	printf("Chance of winning this game: %.0f%%, with both managers choosing every card\n"
	       "as well as can be (a pass that ends tied counts as half a win). It is the\n"
	       "average over %d random deals of what you cannot see (their cards not yet\n"
	       "shown, the piles), each solved card by card to the end of the pass.\n"
	       "Lay one of these, drawn with the chance shown:\n",
	       100 * adv.win, adv.samples);
	for (int i = 0; i < adv.n_mix; i++) {
		struct rink_pp_card c;
		rink_pp_card(p->g, adv.mix[i].card, &c);
		printf("  %4.0f%%  play %s\n", 100 * adv.mix[i].p, c.name);
	}
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
        "Team variant: team NAME takes a whole team of ten (the screen lists each\n"
        "team's players); a mask card is then drawn at random.\n",
        /* FIELD */
        "Team variant: field CARD picks your six for this game (3F/2D/1G) from players\n"
        "who are not resting; field A,B,C,D,E,F fields several at once.\n",
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
	play_commands_help(p, play_pp_can_hint(p, seat));
}
