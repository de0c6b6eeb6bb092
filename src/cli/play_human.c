/*
 * cli/play_human.c: a human's decision in `rink play`.
 *
 * The screen: the scoreboard, the manager's own team, the game or series in
 * play, the events since this manager's last decision (as this seat sees
 * them, so other teams' cards stay hidden), and a prompt that sums up the
 * legal moves. Lines are parsed with rink_action_parse and applied through
 * the match; the library's message answers anything it refuses. With
 * several humans the keyboard is passed between them and the screen
 * cleared, so nobody sees another manager's cards.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/play.h"
#include "rink/lineup.h"
#include "rink/rng.h"

/* ---- the legal moves, summed up ------------------------------------------- */

struct summary {
	char draw[64]; /* "forward|goalie" */
	bool trade_to[RINK_MAX_SEATS], game_to[RINK_MAX_SEATS];
	bool trade, draft, game, pass, lineup;
	char give[256]; /* "Moose, Hip Checker" */
	/* Power Play: one card or word per list */
	char play[256], take[256], bully[64], judge[32], team[128], field[256], rest[256], sub[256];
};

static void append(char *buf, size_t size, const char *sep, const char *text)
{
	size_t n = strlen(buf);

	if (n + 1 < size)
		snprintf(buf + n, size - n, "%s%s", n ? sep : "", text);
}

static void seat_list(const bool *set, int seats, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int s = 0; s < seats; s++)
		if (set[s]) {
			char num[16];
			snprintf(num, sizeof(num), "%d", s + 1);
			append(buf, size, ", ", num);
		}
}

/* Marks manager number text (1-based) in set. */
static void mark_seat(bool *set, const char *text)
{
	int m = atoi(text);

	if (m >= 1 && m <= RINK_MAX_SEATS)
		set[m - 1] = true;
}

static void summarize(const struct play *p, int seat, char *out, size_t size)
{
	const rink_state *s = rink_match_state(p->m);
	static int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	struct summary sm;
	char text[256], list[64], part[400];

	memset(&sm, 0, sizeof(sm));
	for (int i = 0; i < n; i++) {
		char *rest;
		rink_action_text(s, seat, acts[i], text, sizeof(text));
		rest = strchr(text, ' ');
		rest = rest ? rest + 1 : text + strlen(text);
		if (!strncmp(text, "draw ", 5)) {
			append(sm.draw, sizeof(sm.draw), "|", rest);
		} else if (!strncmp(text, "trade ", 6)) {
			sm.trade = true;
			mark_seat(sm.trade_to, rest);
		} else if (!strncmp(text, "draft ", 6)) {
			sm.draft = true;
		} else if (!strncmp(text, "game ", 5)) {
			sm.game = true;
			mark_seat(sm.game_to, rest);
		} else if (!strncmp(text, "give ", 5)) {
			append(sm.give, sizeof(sm.give), ", ", rest);
		} else if (!strcmp(text, "pass")) {
			sm.pass = true;
		} else if (!strncmp(text, "lineup ", 7)) {
			sm.lineup = true;
		} else {
			static const char *const verbs[] = {"play", "take",  "bully", "judge",
			                                    "team", "field", "rest",  "sub"};
			char *lists[] = {sm.play, sm.take,  sm.bully, sm.judge,
			                 sm.team, sm.field, sm.rest,  sm.sub};
			static const size_t sizes[] = {sizeof(sm.play),  sizeof(sm.take),
			                               sizeof(sm.bully), sizeof(sm.judge),
			                               sizeof(sm.team),  sizeof(sm.field),
			                               sizeof(sm.rest),  sizeof(sm.sub)};
			for (int v = 0; v < 8; v++)
				if (!strncmp(text, verbs[v], strlen(verbs[v])) &&
				    text[strlen(verbs[v])] == ' ')
					append(lists[v], sizes[v], v == 2 || v == 3 ? "|" : ", ",
					       rest);
		}
	}
	out[0] = '\0';
	if (sm.draw[0]) {
		snprintf(part, sizeof(part), "draw %s", sm.draw);
		append(out, size, " | ", part);
	}
	if (sm.trade) {
		seat_list(sm.trade_to, p->seats, list, sizeof(list));
		snprintf(part, sizeof(part), "trade M P (M: %s; P: 1-6)", list);
		append(out, size, " | ", part);
	}
	if (sm.draft)
		append(out, size, " | ", "draft CARD");
	if (sm.game) {
		seat_list(sm.game_to, p->seats, list, sizeof(list));
		snprintf(part, sizeof(part), "game M (M: %s)", list);
		append(out, size, " | ", part);
	}
	if (sm.give[0]) {
		snprintf(part, sizeof(part), "give CARD (%s)", sm.give);
		append(out, size, " | ", part);
	}
	if (sm.pass)
		append(out, size, " | ", "pass");
	{
		static const char *const verbs[] = {
		        "play CARD", "take CARD", "bully", "judge", "team", "field CARD[,CARD...]",
		        "rest CARD", "sub CARD"};
		const char *lists[] = {sm.play, sm.take,  sm.bully, sm.judge,
		                       sm.team, sm.field, sm.rest,  sm.sub};
		for (int v = 0; v < 8; v++)
			if (lists[v][0]) {
				snprintf(part, sizeof(part),
				         v == 2 || v == 3 || v == 4 ? "%s %s" : "%s (%s)", verbs[v],
				         lists[v]);
				append(out, size, " | ", part);
			}
	}
	if (sm.lineup)
		append(out, size, " | ",
		       "lineup CARD,CARD,CARD,CARD,CARD,CARD (all six of your cards, the first "
		       "to play first)");
}

static void print_moves(const struct play *p, int seat)
{
	const rink_state *s = rink_match_state(p->m);
	static int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	char text[256];

	printf("%d legal move%s:\n", n, n == 1 ? "" : "s");
	for (int i = 0; i < n; i++) {
		rink_action_text(s, seat, acts[i], text, sizeof(text));
		printf("  %s\n", text);
	}
}

/* ---- the rules of the moment ---------------------------------------------- */

static const char help_setup[] =
        "Setup: clockwise, one card a draw, every manager builds a team of 3 forwards,\n"
        "2 defensemen and 1 goalie from three shuffled decks. Type draw forward, draw\n"
        "defense or draw goalie to take the top card of a deck with room left in your\n"
        "team. You see your own cards only.\n";

static const char help_turn[] =
        "Your turn: do one of three things.\n"
        "  trade M P   manager M fans out his team face down; you take card P (1-6),\n"
        "              then give back one of yours of the same type (give CARD), not\n"
        "              the card you took.\n"
        "  draft CARD  put CARD at the bottom of its deck and take the top card, even if\n"
        "              it is worse.\n"
        "  game M      challenge manager M, who cannot refuse. You play away; M is at\n"
        "              home and starts 1-0. Both then set a line-up.\n"
        "The winner of each game moves one space towards the Playoffs.\n";

static const char help_give[] =
        "Trade: give back one of your cards of the same type as the card you took\n"
        "(face down): give CARD. You may not give back the card you just took.\n";

static const char help_game[] =
        "A game: both line-ups are revealed card by card, first against first. The\n"
        "higher card scores; equal cards, no goal. A goalie stops every skater but\n"
        "Tiny Tim; goalies score only when two goalies meet (the higher scores). A\n"
        "card meeting a bruiser is injured (the higher card still scores) and is\n"
        "replaced by a draft after the game.\n";

static const char help_lineup[] =
        "Line-up: type lineup followed by your six cards in playing order, separated\n"
        "by commas (names may be shortened). The order cannot change once the game\n"
        "starts. The home team starts 1-0 (home ice).\n";

static const char help_overtime[] =
        "Overtime: the game was tied, so a new sudden-death game is played from 0-0\n"
        "with no home-ice goal: set a new line-up; the first goal wins. Injured cards\n"
        "were already replaced.\n";

static const char help_playoffs[] =
        "Playoffs: the first team to the Playoffs and the second play a best-of-7 final\n"
        "(home ice in games 1, 2, 5 and 7 for the first). Managers tied for second\n"
        "first play best-of-3 semi-finals. No trades or drafts; injured players are\n"
        "still replaced by drafts.\n";

static void print_rules(const struct play *p, int seat)
{
	struct rink_ss_view v;

	if (p->powerplay) {
		play_pp_rules(p, seat);
		return;
	}
	rink_ss_view(rink_match_state(p->m), seat, &v);
	switch (v.phase) {
	case RINK_SS_SETUP:
		fputs(help_setup, stdout);
		break;
	case RINK_SS_TURN:
		fputs(help_turn, stdout);
		if (p->schedule)
			puts("League schedule: play every other manager once before playing "
			     "anyone twice; the season ends when every game is played.");
		else
			printf("The season ends when a manager reaches %d wins.\n",
			       p->playoff_wins);
		if (p->limits)
			puts("Limits: 4 drafts and 4 trades; drafts after injuries do not count.");
		fputs(help_game, stdout);
		break;
	case RINK_SS_GIVE:
		fputs(help_give, stdout);
		break;
	case RINK_SS_LINEUP:
		fputs(v.overtime ? help_overtime : help_lineup, stdout);
		fputs(help_game, stdout);
		break;
	default:
		break;
	}
	if (v.stage != RINK_SS_SEASON)
		fputs(help_playoffs, stdout);
	play_commands_help(p, !p->powerplay && v.phase == RINK_SS_LINEUP);
}

/* ---- the screen ------------------------------------------------------------ */

static void bar(int filled, int total, char *buf, size_t size)
{
	int width = total < 20 ? total : 20, k;

	if (width < 1)
		width = 1;
	k = total > 0 ? (filled * width + total - 1) / total : 0;
	if (k > width)
		k = width;
	for (int i = 0; i < width && (size_t)i + 1 < size; i++)
		buf[i] = i < k ? '#' : '.';
	buf[(size_t)width < size ? (size_t)width : size - 1] = '\0';
}

static void print_scoreboard(const struct play *p, const struct rink_ss_view *v, int seat)
{
	int total = p->schedule ? 4 * (p->seats - 1) : p->playoff_wins;
	char b[32];

	if (p->schedule)
		printf("%sScoreboard%s (league schedule: %d of %d games played)\n", cli_sgr("1"),
		       cli_reset(), v->games_played, v->games_scheduled);
	else
		printf("%sScoreboard%s (%d wins reach the Playoffs)\n", cli_sgr("1"), cli_reset(),
		       p->playoff_wins);
	for (int s = 0; s < p->seats; s++) {
		const char *who = s == seat ? "you" : s < p->humans ? "human" : "bot";
		bar(v->wins[s], total, b, sizeof(b));
		printf("  %sManager %d %-5s%s [%s] %2d win%s  goals %d-%d%s",
		       s == seat ? cli_sgr("1") : "", s + 1, who, s == seat ? cli_reset() : "", b,
		       v->wins[s], v->wins[s] == 1 ? " " : "s", v->goals_for[s],
		       v->goals_against[s], v->out[s] ? "  (out)" : "");
		if (p->limits)
			printf("  drafts %d/4 trades %d/4", v->drafts_used[s], v->trades_used[s]);
		putchar('\n');
	}
}

static void print_team(const struct play *p, const struct rink_ss_view *v)
{
	int value2 = 0, n = 0;

	for (int i = 0; i < RINK_SS_TEAM; i++)
		if (v->team[i] < RINK_SS_CARDS) {
			value2 += rink_ss_card(p->g, v->team[i])->value2;
			n++;
		}
	printf("%sYour team%s", cli_sgr("1"), cli_reset());
	if (n)
		printf(" (value %d%s)", value2 / 2, value2 & 1 ? " 1/2" : "");
	puts(":");
	if (!n)
		puts("  no cards yet");
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		const struct rink_ss_card *c;
		char num[12];
		if (v->team[i] >= RINK_SS_CARDS)
			continue;
		c = rink_ss_card(p->g, v->team[i]);
		if (c->value2 & 1)
			snprintf(num, sizeof(num), c->value2 > 1 ? "%d 1/2" : "1/2", c->value2 / 2);
		else
			snprintf(num, sizeof(num), "%d", c->value2 / 2);
		printf("  %-24s %-8s %5s", c->name, rink_ss_type_name(c->type), num);
		if (c->bruiser)
			printf("  %s+ bruiser%s", cli_sgr("31"), cli_reset());
		putchar('\n');
	}
}

static void print_situation(const struct play *p, const struct rink_ss_view *v, int seat)
{
	static const char *const stage[] = {"Regular season", "Semi-final", "Final"};

	if (v->stage != RINK_SS_SEASON && v->series[0] >= 0)
		printf("%s (best of %d): manager %d %d, manager %d %d; game %d\n", stage[v->stage],
		       v->stage == RINK_SS_FINAL ? 7 : 3, v->series[0] + 1, v->series_wins[0],
		       v->series[1] + 1, v->series_wins[1], v->series_game);
	if (v->phase == RINK_SS_LINEUP && v->home >= 0) {
		bool home = seat == v->home;
		printf("Game: manager %d (away) at manager %d (home) - you play %s\n", v->away + 1,
		       v->home + 1, home ? "at home" : "away");
		if (v->overtime)
			printf("Overtime %d: sudden death from 0-0, no home-ice goal\n",
			       v->overtime);
		else
			printf("Home ice: manager %d starts 1-0\n", v->home + 1);
	}
	if (v->phase == RINK_SS_GIVE && v->trade_taken >= 0) {
		const struct rink_ss_card *c = rink_ss_card(p->g, v->trade_taken);
		printf("Trade: you took %s from manager %d; give back a %s\n", c->name,
		       v->trade_target + 1, rink_ss_type_name(c->type));
	}
	if (v->phase == RINK_SS_SETUP)
		printf("Setup: drawing teams (decks: %d forwards, %d defensemen, %d goalies)\n",
		       v->deck_count[0], v->deck_count[1], v->deck_count[2]);
}

static void print_screen(struct play *p, int seat)
{
	struct rink_ss_view v;

	printf("\n%s=== Manager %d ===%s\n", cli_sgr("1;36"), seat + 1, cli_reset());
	if (p->powerplay) {
		play_pp_screen(p, seat);
	} else {
		rink_ss_view(rink_match_state(p->m), seat, &v);
		print_scoreboard(p, &v, seat);
		print_team(p, &v);
		print_situation(p, &v, seat);
	}
	if (p->seen[seat] < p->n_log) {
		printf("%sSince your last decision:%s\n", cli_sgr("1"), cli_reset());
		play_print_events(p, p->seen[seat], seat, "  ");
	}
	p->seen[seat] = p->n_log;
}

static void print_prompt(const struct play *p, int seat)
{
	char sum[1024];
	struct rink_ss_view v;
	bool lineup = false;

	if (!p->powerplay) { /* the solvers' hints: line-ups, Power Play's cards */
		rink_ss_view(rink_match_state(p->m), seat, &v);
		lineup = v.phase == RINK_SS_LINEUP;
	} else {
		lineup = play_pp_can_hint(p, seat);
	}
	summarize(p, seat, sum, sizeof(sum));
	printf("Your move: %s\n", sum);
	printf("(or: moves, help, %squit)\nmanager %d> ", lineup ? "hint, " : "", seat + 1);
	fflush(stdout);
}

/* `hint`: the line-up solver's advice, from what this seat may see. */
static void print_hint(const struct play *p, int seat)
{
	const rink_state *s = rink_match_state(p->m);
	struct rink_lineup_advice adv;
	struct rink_error err;
	struct rink_rng rng;

	rink_rng_seed(&rng, rink_seed_derive(p->seed, rink_match_length(p->m)));
	if (rink_lineup_advise(s, seat, 24, &rng, &adv, &err) != RINK_OK) {
		printf("hint: %s\n", err.text);
		return;
	}
	printf("Chance of winning this game: %.0f%%, with both line-ups chosen as well as can be\n"
	       "(%s, counts as half a win).\n",
	       100 * adv.win,
	       adv.uniform ? "a tie, which goes to sudden death"
	                   : "six pairs without a goal, another sudden death");
	if (adv.known >= 6)
		printf("You have seen all six of their cards, so this is exact.\n");
	else if (adv.known == 0)
		printf("You have seen none of their cards: this is the average over %d random\n"
		       "deals of the cards you have not seen.\n",
		       adv.samples);
	else
		printf("You have seen %d of their six cards; for the other %d this is the average\n"
		       "over %d random deals of the cards you have not seen.\n",
		       adv.known, 6 - adv.known, adv.samples);
	if (adv.uniform) {
		printf("In regulation only the pairing counts (which of your cards meets which of\n"
		       "theirs). Shuffle your six at random and every pairing is equally likely\n"
		       "whatever order they choose, so no order of theirs lowers that chance, and\n"
		       "no order of yours does better against a careful opponent. A random\n"
		       "order:\n  lineup ");
		for (int c = 0; c < 6; c++)
			printf("%s%s", c ? "," : "", rink_ss_card(p->g, adv.mix[0].card[c])->name);
		printf("\n");
		return;
	}
	printf("In sudden death the order matters (the first goal wins). Play one of these\n"
	       "orders, drawn with the chance shown, against %s:\n",
	       adv.known >= 6 ? "their team" : "one such deal of their team");
	for (int i = 0; i < adv.n_mix; i++) {
		printf("  %4.0f%%  lineup ", 100 * adv.mix[i].p);
		for (int c = 0; c < 6; c++)
			printf("%s%s", c ? "," : "", rink_ss_card(p->g, adv.mix[i].card[c])->name);
		printf("\n");
	}
}

/* Hot seat: hide the last screen and hand the keyboard over. */
static bool pass_keyboard(struct play *p, int seat)
{
	if (p->humans < 2 || p->last_human == seat)
		return true;
	if (p->last_human >= 0) /* the first time, the header stays in view */
		cli_clear_screen();
	printf("Pass to manager %d, press Enter ", seat + 1);
	fflush(stdout);
	if (!cli_read_line(stdin, &p->line, &p->line_cap))
		return false;
	if (!isatty(STDIN_FILENO))
		putchar('\n');
	cli_clear_screen();
	return true;
}

int play_human_turn(struct play *p, int seat)
{
	if (!pass_keyboard(p, seat))
		return HUMAN_EOF;
	p->last_human = seat;
	print_screen(p, seat);
	print_prompt(p, seat);
	for (;;) {
		struct rink_error err;
		const rink_state *s = rink_match_state(p->m);
		char *in;
		int action;
		bool fatal, moved;

		if (!cli_read_line(stdin, &p->line, &p->line_cap))
			return HUMAN_EOF;
		in = cli_trim(p->line);
		cli_echo_input(in);
		if (!in[0]) {
			printf("manager %d> ", seat + 1);
			fflush(stdout);
			continue;
		}
		if (cli_is_quit(in))
			return HUMAN_QUIT;
		if (!strcmp(in, "moves")) {
			print_moves(p, seat);
		} else if (!strcmp(in, "help") || !strcmp(in, "?")) {
			print_rules(p, seat);
		} else if (!strcmp(in, "hint") && p->powerplay) {
			play_pp_hint(p, seat);
		} else if (!strcmp(in, "hint")) {
			print_hint(p, seat);
		} else if (p->powerplay && play_pp_field_list(p, seat, in, &moved, &fatal)) {
			if (fatal)
				return HUMAN_ERROR;
			if (moved) {
				play_print_events(p, p->seen[seat], seat, "  ");
				p->seen[seat] = p->n_log;
				return HUMAN_MOVED;
			}
		} else if (rink_action_parse(s, seat, in, &action, &err) != RINK_OK) {
			printf("%serror:%s %s\n", cli_sgr("31"), cli_reset(), err.text);
		} else if (play_apply(p, seat, action, &err, &fatal) != RINK_OK) {
			if (fatal)
				return HUMAN_ERROR;
			printf("%serror:%s %s\n", cli_sgr("31"), cli_reset(), err.text);
		} else {
			/* what the move did, at once */
			play_print_events(p, p->seen[seat], seat, "  ");
			p->seen[seat] = p->n_log;
			return HUMAN_MOVED;
		}
		print_prompt(p, seat);
	}
}
