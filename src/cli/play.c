/*
 * cli/play.c: `rink play slapshot|powerplay`: a season in the terminal.
 *
 * The loop: ask rink_state_to_move who must act; for each such seat (a
 * simultaneous line-up asks both, one after the other) get an action from
 * the human at that seat (play_human.c) or from a bot, and apply it through
 * rink_match_apply, saving after every action when --save was given. With
 * --humans 0 every event is printed as it happens (text or JSON lines).
 *
 * Bots are made afresh for every decision, seeded from (seed, number of
 * actions so far, seat): their play is then a pure function of the record,
 * so a resumed game goes on exactly as the uninterrupted one would have.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/play.h"
#include "rink/bot.h"
#include "rink/rng.h"

#define CMD "play"

static const char play_help[] =
        "Usage: rink play slapshot|powerplay [OPTIONS]\n"
        "       (rink play trickshot --help and rink play actiondeck --help for the\n"
        "       other games)\n"
        "\n"
        "Plays a Slapshot or Power Play season in the terminal: people and bots manage\n"
        "teams, trade, draft and challenge each other until the playoffs crown a\n"
        "champion.\n"
        "\n"
        "Players:\n"
        "  --managers N        how many managers (teams), 2 to 6 for Slapshot, 2 to 10\n"
        "                      for Power Play (7 with --team-variant) (default 4)\n"
        "  --humans N          how many of them are people, seats 1 to N (default 1);\n"
        "                      0 lets the bots play the season while you watch: every\n"
        "                      card is named (no hand to hide) and the standings\n"
        "                      follow each game\n"
        "  --level L           the bots' strength: easy (random play), medium (the\n"
        "                      heuristic manager, default) or hard (the strongest: for\n"
        "                      Slapshot IS-MCTS search with the exact line-up solver;\n"
        "                      for Power Play IS-MCTS for turns, Monte Carlo in games)\n"
        "  --bots KIND         the bots by kind instead: random, heuristic, hard\n"
        "                      (IS-MCTS), or ismcts:iters=N\n"
        "Game:\n"
        "  --seed S            deal and bots from seed S (default: from the clock; the\n"
        "                      seed is printed so the season can be replayed)\n"
        "  --playoff-wins N    wins that reach the Playoffs space (default 9)\n"
        "  --schedule          advanced rule: the league schedule\n"
        "  --limits            advanced rule: 4 drafts and 4 trades\n"
        "  --limit-period P    with --limits, what they count: season (default) or game\n"
        "Power Play only:\n"
        "  --ending E          original (default: 9 wins, tie-breakers, best of 7),\n"
        "                      no-playoffs (9 wins is the champion) or short (5 wins,\n"
        "                      best of 3)\n"
        "  --team-variant      the Team Variant: teams by symbol plus a mask card, no\n"
        "                      trades or drafts, three players rest after each game\n"
        "  --lineup L          rounds (default: each round's card chosen after seeing\n"
        "                      the last) or fixed (all six ordered in secret before\n"
        "                      each pass, then played in that order)\n"
        "  --postseason P      games (default: post-season games back to back, no\n"
        "                      trades or drafts) or turns (turns go on among those still\n"
        "                      in: trade, draft or play your scheduled game)\n"
        "  --deck FILE         play with another 77-card deck file\n"
        "  --names LIST        names for the scorekeeper's sheet: \"Dave/Pucks;Greg/Stars\"\n"
        "(--playoff-wins sets Power Play's win target too; --schedule and --limits are\n"
        "Slapshot's.)\n"
        "Files:\n"
        "  --save FILE         save the game to FILE after every move (without it, a\n"
        "                      game with a person in it is kept all the same until it\n"
        "                      ends, in ~/.local/share/rink/saves: rink resume)\n"
        "  --resume FILE       continue the game saved in FILE (its settings and seed\n"
        "                      come from the file; players come from this command line)\n"
        "                      and go on saving it there, unless --save names another\n"
        "                      file\n"
        "Output:\n"
        "  --json              print each event as one JSON object per line, then a\n"
        "                      summary {\"champion\", \"wins\", \"seed\"} (needs --humans 0)\n"
        "  --delay MS          pause MS milliseconds after each event while watching\n"
        "                      (default 40 on a terminal, 0 otherwise)\n"
        "  -h, --help          show this help\n"
        "\n"
        "At your decision, type a move:\n"
        "  draw forward|defense|goalie   setup: draw the top card of that deck\n"
        "  trade M P                     take the P-th (1-6) face-down card of manager M\n"
        "  give CARD                     ...then give back a card of the same type\n"
        "  draft CARD                    put CARD under its deck, take the top card\n"
        "  game M                        challenge manager M (Slapshot: M is home and\n"
        "                                starts 1-0; Power Play: no home ice, 0-0)\n"
        "  lineup C1,C2,C3,C4,C5,C6      your six cards in playing order\n"
        "  pass                          only when nothing else is allowed\n"
        "Power Play instead of lineup: play CARD (each round, after seeing the last),\n"
        "take CARD (Rumpelstockchen), bully forward|defense|goalie|no (Sitting Bully),\n"
        "judge claim|decline (Jolly Judge), team NAME (the screen lists each team's\n"
        "players), field CARD or field A,B,C,D,E,F (six at once), rest CARD, sub CARD\n"
        "(team variant).\n"
        "Card names are case-insensitive and may be shortened to a prefix that names\n"
        "one card of your team. Also: moves (list every legal move), help (the rules\n"
        "of the moment), hint (at a Slapshot line-up or a Power Play card to lay: your\n"
        "chance of winning the game and the solver's advice), quit or q (leave the\n"
        "game: it is kept, and the line said on leaving names the file and the\n"
        "command that continues it).\n"
        "End of input leaves the same way. A game is saved after every move, to\n"
        "--save's file or else to one of its own in ~/.local/share/rink/saves\n"
        "($XDG_DATA_HOME/rink/saves), removed when the season ends: rink resume lists\n"
        "the games kept and continues one.\n"
        "\n"
        "With several humans (hot seat) the screen is cleared and the keyboard passed\n"
        "from manager to manager, so nobody sees another team's cards.\n"
        "\n"
        "Exit status: 0 when the season ends or you leave, 1 when a file (a save, a\n"
        "--deck) cannot be read or written or is malformed, 2 for a bad option.\n";

/* ---- options ------------------------------------------------------------ */

enum {
	O_MANAGERS,
	O_HUMANS,
	O_BOTS,
	O_SEED,
	O_SCHEDULE,
	O_LIMITS,
	O_PERIOD,
	O_PLAYOFF,
	O_SAVE,
	O_RESUME,
	O_JSON,
	O_DELAY,
	O_LEVEL,
	O_ENDING,
	O_TEAM_VARIANT,
	O_DECK,
	O_NAMES,
	O_LINEUP,
	O_POSTSEASON,
	O_COUNT
};

static const struct cli_opt play_opts[] = {
        {"managers", true},  {"humans", true},  {"bots", true},          {"seed", true},
        {"schedule", false}, {"limits", false}, {"limit-period", true},  {"playoff-wins", true},
        {"save", true},      {"resume", true},  {"json", false},         {"delay", true},
        {"level", true},     {"ending", true},  {"team-variant", false}, {"deck", true},
        {"names", true},     {"lineup", true},  {"postseason", true},    {NULL, false}};

struct options {
	bool given[O_COUNT];
	int managers, humans, playoff_wins, delay_ms;
	uint64_t seed;
	const char *period, *ending, *deck, *names, *lineup, *postseason, *managers_text;
	bool powerplay;
};

static int parse_options(int argc, char **argv, struct play *p, struct options *o)
{
	const char *game_name = NULL, *v;
	int i = 1, k;

	o->managers = 4;
	o->humans = 1;
	o->delay_ms = -1;
	p->bots = "heuristic";
	while ((k = cli_getopt(CMD, play_opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		if (k == CLI_OPT_HELP) {
			fputs(play_help, stdout);
			return -1;
		}
		if (k == CLI_OPT_BAD)
			return CLI_EXIT_USAGE;
		if (k == CLI_OPT_POSITIONAL) {
			if (game_name)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			game_name = v;
			continue;
		}
		o->given[k] = true;
		switch (k) {
		case O_MANAGERS: /* checked once the game, and so the most, is known */
			o->managers_text = v;
			break;
		case O_HUMANS:
			if (!cli_parse_int(CMD, "humans", v, 0, RINK_PP_MAX_MANAGERS, &o->humans))
				return CLI_EXIT_USAGE;
			break;
		case O_BOTS:
			p->bots = v; /* checked once the game is made */
			break;
		case O_LEVEL:
			if (!cli_parse_level(CMD, v))
				return CLI_EXIT_USAGE;
			p->bots = v;
			p->level = true; /* mapped to a kind once the game is known */
			break;
		case O_SEED:
			if (!cli_parse_u64(CMD, "seed", v, &o->seed))
				return CLI_EXIT_USAGE;
			break;
		case O_PERIOD:
			if (strcmp(v, "season") != 0 && strcmp(v, "game") != 0)
				return cli_usage_error(
				        CMD, "--limit-period '%s': expected season or game", v);
			o->period = v;
			break;
		case O_PLAYOFF:
			if (!cli_parse_int(CMD, "playoff-wins", v, 1, 50, &o->playoff_wins))
				return CLI_EXIT_USAGE;
			break;
		case O_SAVE:
		case O_RESUME:
			if (!v[0])
				return cli_usage_error(CMD, "--%s needs a file name",
				                       play_opts[k].name);
			if (k == O_SAVE)
				p->save = v;
			else
				p->resume = v;
			break;
		case O_JSON:
			p->json = true;
			break;
		case O_DELAY:
			if (!cli_parse_int(CMD, "delay", v, 0, 60000, &o->delay_ms))
				return CLI_EXIT_USAGE;
			break;
		case O_ENDING:
			if (strcmp(v, "original") != 0 && strcmp(v, "no-playoffs") != 0 &&
			    strcmp(v, "short") != 0)
				return cli_usage_error(
				        CMD,
				        "--ending '%s': expected original, no-playoffs or short",
				        v);
			o->ending = v;
			break;
		case O_DECK:
			if (!v[0])
				return cli_usage_error(CMD, "--deck needs a file name");
			o->deck = v;
			break;
		case O_LINEUP:
			if (strcmp(v, "rounds") != 0 && strcmp(v, "fixed") != 0)
				return cli_usage_error(
				        CMD, "--lineup '%s': expected rounds or fixed", v);
			o->lineup = v;
			break;
		case O_POSTSEASON:
			if (strcmp(v, "games") != 0 && strcmp(v, "turns") != 0)
				return cli_usage_error(
				        CMD, "--postseason '%s': expected games or turns", v);
			o->postseason = v;
			break;
		case O_NAMES:
			if (strchr(v, ',') || strchr(v, '='))
				return cli_usage_error(CMD, "--names: no ',' or '=' in names");
			o->names = v;
			break;
		default:
			break;
		}
	}
	if (!game_name)
		return cli_usage_error(CMD, "which game? rink play slapshot [OPTIONS]");
	if (strcmp(game_name, "slapshot") != 0 && strcmp(game_name, "powerplay") != 0)
		return cli_usage_error(
		        CMD,
		        "unknown game '%s' (games: slapshot, powerplay, actiondeck, trickshot)",
		        game_name);
	o->powerplay = strcmp(game_name, "powerplay") == 0;
	{
		/* each option belongs to one game's rules */
		static const int ss_only[] = {O_SCHEDULE, O_LIMITS, O_PERIOD};
		static const int pp_only[] = {O_ENDING, O_TEAM_VARIANT, O_DECK,
		                              O_NAMES,  O_LINEUP,       O_POSTSEASON};
		const int *other = o->powerplay ? ss_only : pp_only;
		for (int j = 0; j < (o->powerplay ? 3 : 6); j++)
			if (o->given[other[j]])
				return cli_usage_error(CMD, "--%s is not an option of %s",
				                       play_opts[other[j]].name, game_name);
		if (o->given[O_PERIOD] && !o->given[O_LIMITS])
			return cli_usage_error(CMD,
			                       "--limit-period needs --limits (it says what the "
			                       "limits count)");
		int most = !o->powerplay              ? RINK_SS_MAX_MANAGERS
		           : o->given[O_TEAM_VARIANT] ? 7
		                                      : RINK_PP_MAX_MANAGERS;
		if (o->managers_text &&
		    !cli_parse_int(CMD, "managers", o->managers_text, 2, most, &o->managers))
			return CLI_EXIT_USAGE;
	}
	p->powerplay = o->powerplay;
	if (p->resume) {
		static const int game_opts[] = {O_MANAGERS, O_SEED,    O_SCHEDULE,   O_LIMITS,
		                                O_PERIOD,   O_PLAYOFF, O_ENDING,     O_TEAM_VARIANT,
		                                O_DECK,     O_LINEUP,  O_POSTSEASON, O_NAMES};
		for (size_t j = 0; j < sizeof(game_opts) / sizeof(game_opts[0]); j++)
			if (o->given[game_opts[j]])
				return cli_usage_error(
				        CMD,
				        "--%s cannot be used with --resume: the saved "
				        "game keeps its own settings",
				        play_opts[game_opts[j]].name);
	} else if (o->humans > o->managers) {
		return cli_usage_error(CMD, "--humans %d is more than the %d managers", o->humans,
		                       o->managers);
	}
	if (o->given[O_BOTS] && o->given[O_LEVEL])
		return cli_usage_error(CMD, "--bots and --level: choose one");
	if (o->names && !p->resume) {
		int n = 1;
		for (const char *c = o->names; *c; c++)
			n += *c == ';';
		if (n > o->managers)
			return cli_usage_error(CMD, "--names: %d names for %d managers", n,
			                       o->managers);
	}
	if (p->json && o->humans > 0)
		return cli_usage_error(CMD, "--json is for watching bots: add --humans 0");
	p->humans = o->humans;
	p->delay_ms = o->delay_ms >= 0 ? o->delay_ms : isatty(STDOUT_FILENO) ? 40 : 0;
	return 0;
}

/* ---- the game ------------------------------------------------------------- */

static uint64_t clock_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

static int open_match(struct play *p, const struct options *o)
{
	struct rink_error err;

	if (p->resume) {
		p->m = rink_match_load(p->resume, &err);
		if (!p->m)
			return cli_fail(CMD, "cannot resume: %s", err.text);
		if (strcmp(rink_game_name(rink_match_game(p->m)),
		           p->powerplay ? "powerplay" : "slapshot") != 0)
			return cli_fail(CMD, "cannot resume %s: a saved game of %s, not %s",
			                p->resume, rink_game_name(rink_match_game(p->m)),
			                p->powerplay ? "powerplay" : "slapshot");
		if (!p->save) /* moves go on being saved where the game was */
			p->save = p->resume;
	} else if (p->powerplay) {
		char params[768];
		int n = snprintf(params, sizeof(params), "managers=%d", o->managers);
		if (o->ending)
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",ending=%s",
			              o->ending);
		if (o->given[O_TEAM_VARIANT]) /* people choose their substitutes */
			n += snprintf(params + n, sizeof(params) - (size_t)n,
			              ",team_variant=1,substitute=choose");
		if (o->given[O_PLAYOFF])
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",wins=%d",
			              o->playoff_wins);
		if (o->lineup)
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",lineup=%s",
			              o->lineup);
		if (o->postseason)
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",postseason=%s",
			              o->postseason);
		char deck[1024];
		if (o->deck)
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",deck=%s",
			              cli_file_arg(o->deck, deck, sizeof(deck)));
		if (o->names)
			snprintf(params + n, sizeof(params) - (size_t)n, ",names=%s", o->names);
		p->m = rink_match_new("powerplay", params,
		                      o->given[O_SEED] ? o->seed : clock_seed(), &err);
		if (!p->m)
			return cli_game_error(CMD, &err);
	} else {
		char params[256];
		int n = snprintf(params, sizeof(params), "managers=%d", o->managers);
		if (o->given[O_SCHEDULE])
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",schedule=1");
		if (o->given[O_LIMITS])
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",limits=1");
		if (o->period)
			n += snprintf(params + n, sizeof(params) - (size_t)n, ",limit_period=%s",
			              o->period);
		if (o->given[O_PLAYOFF])
			snprintf(params + n, sizeof(params) - (size_t)n, ",playoff_wins=%d",
			         o->playoff_wins);
		p->m = rink_match_new("slapshot", params, o->given[O_SEED] ? o->seed : clock_seed(),
		                      &err);
		if (!p->m)
			return cli_fail(CMD, "%s", err.text);
	}
	p->g = rink_match_game(p->m);
	p->seed = rink_match_seed(p->m);
	p->seats = rink_game_num_seats(p->g);
	if (p->humans > p->seats)
		return cli_usage_error(CMD, "--humans %d is more than the %d managers of %s",
		                       p->humans, p->seats, p->resume);
	if (p->powerplay) {
		struct rink_pp_view v;
		rink_pp_view(rink_match_state(p->m), RINK_SPECTATOR, &v);
		p->playoff_wins = v.wins_target;
		p->ending = v.ending;
		p->team_variant = v.team_variant;
		p->fixed_lineup = v.fixed_lineup;
		p->postseason_turns = v.postseason_turns;
		return 0;
	}
	struct rink_ss_view v;
	rink_ss_view(rink_match_state(p->m), RINK_SPECTATOR, &v);
	p->playoff_wins = v.playoff_wins;
	p->schedule = v.schedule;
	p->limits = v.limits;
	return 0;
}

static bool save_now(struct play *p)
{
	struct rink_error err;

	if (!p->save)
		return true;
	if (rink_match_save(p->m, p->save, &err) != RINK_OK) {
		cli_fail(CMD, "cannot save: %s", err.text);
		return false;
	}
	return true;
}

/* Appends ev's events to the log; false when memory runs out. */
static bool log_append(struct play *p, const struct rink_events *ev)
{
	if (p->n_log + ev->n > p->cap_log) {
		size_t cap = (p->n_log + ev->n) * 2;
		struct rink_event *v = realloc(p->log, cap * sizeof(*v));
		if (!v)
			return false;
		p->log = v;
		p->cap_log = cap;
	}
	if (ev->n)
		memcpy(p->log + p->n_log, ev->v, ev->n * sizeof(*ev->v));
	p->n_log += ev->n;
	return true;
}

int play_apply(struct play *p, int seat, int action, struct rink_error *err, bool *fatal)
{
	struct rink_events ev = {0};
	size_t from = p->n_log;
	int rc = rink_match_apply(p->m, seat, action, &ev, err);

	*fatal = false;
	if (rc == RINK_OK && !log_append(p, &ev)) {
		rink_events_free(&ev);
		*fatal = true;
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	rink_events_free(&ev);
	if (rc != RINK_OK)
		return rc;
	if (p->humans == 0)
		play_watch_events(p, from);
	if (!save_now(p)) {
		*fatal = true;
		return rink_error_set(err, RINK_EIO, "cannot save");
	}
	return RINK_OK;
}

/* A resumed game: its record replayed into the log, and each seat's
 * events marked seen up to its last decision, so that a person's first
 * screen shows what happened since then (the game just played among it),
 * as the game left off would have shown it. False when memory runs out. */
static bool replay_log(struct play *p)
{
	rink_state *r = rink_state_new(p->g, p->seed);
	struct rink_events ev = {0};
	bool ok = r != NULL;

	for (size_t i = 0; ok && i < rink_match_length(p->m); i++) {
		int seat, action;
		rink_match_action(p->m, i, &seat, &action);
		rink_events_clear(&ev);
		ok = rink_state_apply(r, seat, action, &ev, NULL) == RINK_OK && log_append(p, &ev);
		if (seat >= 0 && seat < RINK_MAX_SEATS)
			p->seen[seat] = p->n_log;
	}
	rink_events_free(&ev);
	rink_state_free(r);
	if (p->humans == 0) /* watching: only what comes next is printed */
		memset(p->seen, 0, sizeof(p->seen));
	return ok;
}

static int bot_turn(struct play *p, int seat)
{
	const rink_state *s = rink_match_state(p->m);
	uint64_t index = (uint64_t)rink_match_length(p->m) * RINK_MAX_SEATS + (uint64_t)seat;
	struct rink_error err;
	rink_bot *bot = rink_bot_new(p->g, p->bots, rink_seed_derive(p->seed, index), &err);
	char text[256];
	bool fatal;
	int action;

	if (!bot)
		return cli_fail(CMD, "%s", err.text);
	action = rink_bot_act(bot, s, seat);
	rink_bot_free(bot);
	if (action < 0)
		return cli_fail(CMD, "the %s bot of manager %d found no move", p->bots, seat + 1);
	rink_action_text(s, seat, action, text, sizeof(text));
	if (play_apply(p, seat, action, &err, &fatal) != RINK_OK)
		return fatal ? CLI_EXIT_FAIL
		             : cli_fail(CMD, "the %s bot of manager %d chose '%s': %s", p->bots,
		                        seat + 1, text, err.text);
	return 0;
}

/* ---- the beginning and the end -------------------------------------------- */

static void print_header(const struct play *p)
{
	static const char *const endings[] = {"original ending", "no post-season", "short game"};

	printf("%s%s%s: %d managers, ", cli_sgr("1"), p->powerplay ? "Power Play" : "Slapshot",
	       cli_reset(), p->seats);
	if (p->powerplay)
		printf("%s, first to %d wins ends the season%s%s%s", endings[p->ending % 3],
		       p->playoff_wins, p->team_variant ? ", team variant" : "",
		       p->fixed_lineup ? ", fixed line-ups" : "",
		       p->postseason_turns ? ", post-season turns" : "");
	else if (p->schedule)
		fputs("league schedule", stdout);
	else
		printf("first to %d wins reaches the Playoffs", p->playoff_wins);
	if (p->limits)
		fputs(", draft and trade limits", stdout);
	putchar('\n');
	for (int s = 0; s < p->seats; s++)
		printf("%s%d %s", s ? ", " : "Managers: ", s + 1, play_seat_kind(p, s));
	putchar('\n');
	if (p->resume)
		printf("Resumed from %s after %zu moves; seed %llu\n", p->resume,
		       rink_match_length(p->m), (unsigned long long)p->seed);
	else
		printf("Seed: %llu (replay with --seed %llu)\n", (unsigned long long)p->seed,
		       (unsigned long long)p->seed);
}

static int run_season(struct play *p)
{
	uint32_t mask;

	while ((mask = rink_state_to_move(rink_match_state(p->m))) != 0) {
		int seat = __builtin_ctz(mask), rc;

		if (seat < p->humans) {
			rc = play_human_turn(p, seat);
			if (rc == HUMAN_ERROR)
				return CLI_EXIT_FAIL;
			if (rc == HUMAN_QUIT || rc == HUMAN_EOF) {
				if (!save_now(p))
					return CLI_EXIT_FAIL;
				putchar('\n');
				cli_goodbye(rc == HUMAN_EOF ? "input closed" : "Goodbye",
				            p->powerplay ? "powerplay" : "slapshot", p->save,
				            p->again);
				return 0;
			}
		} else if ((rc = bot_turn(p, seat)) != 0) {
			return rc;
		}
	}
	play_print_final(p);
	cli_autosave_finish(p->save); /* the list keeps games in progress */
	return 0;
}

void play_commands_help(const struct play *p, bool hint)
{
	printf("Commands: moves (every legal move), help (this), %s",
	       hint ? "hint (your chance of winning and the line-up solver's advice), " : "");
	if (!p->save)
		puts("quit or q (leave; this game is not saved).");
	else
		printf("quit or q (leave; the game is kept in %s%s).\n", p->save,
		       cli_autosave_is(p->save) ? ": rink resume continues it" : "");
}

static int play_slapshot(int argc, char **argv)
{
	struct play p;
	struct options o;
	int rc;

	memset(&p, 0, sizeof(p));
	memset(&o, 0, sizeof(o));
	p.last_human = -1;
	rc = parse_options(argc, argv, &p, &o);
	if (rc)
		return rc < 0 ? 0 : rc;
	rc = open_match(&p, &o);
	if (rc == 0) {
		struct rink_error err;
		rink_bot *probe;
		if (p.level)
			p.bots = rink_bot_level(p.g, p.bots);
		probe = rink_bot_new(p.g, p.bots, 0, &err);
		if (!probe)
			rc = cli_usage_error(CMD, "--bots: %s", err.text);
		else
			snprintf(p.bot_label, sizeof(p.bot_label), "%s bot", rink_bot_kind(probe));
		rink_bot_free(probe);
	}
	if (rc == 0 && p.resume && !replay_log(&p))
		rc = cli_fail(CMD, "out of memory");
	if (rc == 0 && !p.save && p.humans > 0) /* kept without asking */
		p.save = cli_autosave_open(CMD, p.powerplay ? "powerplay" : "slapshot", p.kept,
		                           sizeof(p.kept));
	if (rc == 0) {
		static const char *const players[] = {"humans", "level", "bots", "delay", NULL};
		cli_player_args(argc, argv, play_opts, players, p.again, sizeof(p.again));
	}
	if (rc == 0 && !save_now(&p))
		rc = CLI_EXIT_FAIL;
	if (rc == 0) {
		if (!p.json)
			print_header(&p);
		rc = run_season(&p);
	}
	if (fflush(stdout) != 0 && rc == 0)
		rc = CLI_EXIT_FAIL;
	rink_match_free(p.m);
	free(p.log);
	free(p.line);
	return rc;
}

/* `rink play GAME ...`: each game has its own screen. */
static int play_run(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "actiondeck"))
		return cli_actiondeck_play(argc - 1, argv + 1);
	if (argc > 1 && !strcmp(argv[1], "trickshot"))
		return cli_trickshot_play(argc, argv);
	return play_slapshot(argc, argv);
}

const struct cli_command cli_play_command = {
        .name = "play",
        .summary = "play a season in the terminal, people against bots",
        .help = play_help,
        .run = play_run,
};
