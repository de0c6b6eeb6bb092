/*
 * cli/arena.c: `rink arena`, bots against bots.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "rink/arena.h"
#include "rink/bot.h"

#define CMD "arena"

static const char arena_help[] =
        "Usage: rink arena GAME --bots A,B,... [--games N] [--seed S] [options]\n"
        "GAME: slapshot, powerplay, trickshot or actiondeck.\n"
        "\n"
        "Plays bots against each other: N complete games (for Slapshot and Power Play,\n"
        "complete seasons with their playoffs). Seats are filled from the list of bots in\n"
        "turn, one place further along each game, so every bot sits in every seat\n"
        "equally often. Reports each bot's wins per seat taken with a 95% confidence\n"
        "interval, and Elo ratings fitted to who finished ahead of whom.\n"
        "\n"
        "Options:\n"
        "  --bots A,B,...      bot kinds, repeated as you like: random, heuristic, and\n"
        "                      where the game can resample hidden cards ismcts and\n"
        "                      hard; options after colons (hard:iters=1000:c=0.3;\n"
        "                      Trick Shot's hard bot: hard:depth=2:top=4).\n"
        "                      Action Deck: heuristic and hard coaches, and\n"
        "                      heuristic:pull=0, the coach who never pulls his goalie\n"
        "  --games N           games or seasons to play (default 1000)\n"
        "  --seed S            master seed (default 1): the arena is reproducible\n"
        "  --managers N        seats (Slapshot 2-6, Power Play 2-10; default 4)\n"
        "  --params P          other game parameters, key=value,...\n"
        "  --threads N         games played at once (default: one per processor);\n"
        "                      the results do not depend on it\n"
        "  --mirror            duplicate deals: each deal is played once per rotation\n"
        "                      of the seats (N rounded up to a multiple of the bots),\n"
        "                      so the luck of the deal cancels out and only the bots'\n"
        "                      decisions tell them apart\n"
        "  --json              one JSON object: {\"game\", \"games\", \"bots\": [{\"bot\",\n"
        "                      \"entries\", \"wins\", \"ties\", \"win_rate\", \"ci95\":\n"
        "                      [lo, hi], \"score\", \"score_ci95\": [lo, hi], \"elo\"}]}\n"
        "  -h, --help          this help\n"
        "\n"
        "Where games can end tied (Action Deck without a shoot-out, Trick Shot draws),\n"
        "the table adds the ties and the score: wins count 1 and ties 1/2 per seat\n"
        "taken, with its 95% interval (computed over deals, so it holds with --mirror).\n"
        "A progress bar goes to stderr when it is a terminal. The hard bots search at\n"
        "every decision: a Slapshot season with one takes most of a second, so 1,000\n"
        "take 10 minutes or more on one processor; the other bots play 1,000 in\n"
        "seconds.\n"
        "\n"
        "Examples:\n"
        "  rink arena slapshot --bots heuristic,random,random,random --games 1000\n"
        "  rink arena actiondeck --bots heuristic,heuristic:pull=0 --games 1000000\n";

static int arena_run(int argc, char **argv)
{
	enum { O_BOTS, O_GAMES, O_SEED, O_MANAGERS, O_PARAMS, O_JSON, O_THREADS, O_MIRROR };
	static const struct cli_opt opts[] = {
	        {"bots", true},     {"games", true},   {"seed", true},
	        {"managers", true}, {"params", true},  {"json", false},
	        {"threads", true},  {"mirror", false}, {NULL, false}};
	struct rink_arena_config cfg = {.games = 1000, .seed = 1, .threads = 0};
	struct rink_arena_result res[RINK_ARENA_MAX_BOTS];
	struct rink_error err;
	const char *v, *bots = NULL, *extra = NULL;
	char params[512] = "", *list = NULL;
	bool json = false;
	int i = 1, k, managers = 0, n, ties = 0;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(arena_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (cfg.game)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			cfg.game = v;
			break;
		case O_BOTS:
			bots = v;
			break;
		case O_GAMES:
			if (!cli_parse_int(CMD, "games", v, 1, 100000000, &cfg.games))
				return CLI_EXIT_USAGE;
			break;
		case O_SEED:
			if (!cli_parse_u64(CMD, "seed", v, &cfg.seed))
				return CLI_EXIT_USAGE;
			break;
		case O_MANAGERS:
			if (!cli_parse_int(CMD, "managers", v, 2, RINK_MAX_SEATS, &managers))
				return CLI_EXIT_USAGE;
			break;
		case O_PARAMS:
			extra = v;
			break;
		case O_JSON:
			json = true;
			break;
		case O_THREADS:
			if (!cli_parse_int(CMD, "threads", v, 1, RINK_ARENA_MAX_THREADS,
			                   &cfg.threads))
				return CLI_EXIT_USAGE;
			break;
		case O_MIRROR:
			cfg.mirror = true;
			break;
		}
	}
	if (!cfg.game)
		return cli_usage_error(CMD, "which game? rink arena slapshot --bots A,B,...");
	if (!bots)
		return cli_usage_error(
		        CMD, "--bots A,B,... is missing (kinds: random, heuristic, ismcts, "
		             "hard; see rink arena --help)");
	if (managers && (!strcmp(cfg.game, "trickshot") || !strcmp(cfg.game, "actiondeck")))
		return cli_usage_error(CMD, "--managers is for slapshot and powerplay, not %s",
		                       cfg.game);
	list = strdup(bots);
	if (!list)
		return cli_fail(CMD, "out of memory");
	for (char *t = list, *comma;; t = comma + 1) {
		comma = strchr(t, ',');
		if (comma)
			*comma = '\0';
		if (cfg.n_bots == RINK_ARENA_MAX_BOTS || !*cli_trim(t)) {
			free(list);
			if (cfg.n_bots == RINK_ARENA_MAX_BOTS)
				return cli_usage_error(CMD, "at most %d bots", RINK_ARENA_MAX_BOTS);
			return cli_usage_error(CMD, "--bots '%s': bot %d is empty", bots,
			                       cfg.n_bots + 1);
		}
		cfg.bots[cfg.n_bots++] = cli_trim(t);
		if (!comma)
			break;
	}
	if (managers)
		snprintf(params, sizeof(params), "managers=%d%s%s", managers, extra ? "," : "",
		         extra ? extra : "");
	else if (extra)
		snprintf(params, sizeof(params), "%s", extra);
	cfg.params = params;
	if (cfg.mirror && cfg.games % cfg.n_bots)
		cfg.games += cfg.n_bots - cfg.games % cfg.n_bots;
	if (cfg.threads < 1) {
		long cpus = sysconf(_SC_NPROCESSORS_ONLN);
		cfg.threads = cpus < 1                        ? 1
		              : cpus > RINK_ARENA_MAX_THREADS ? RINK_ARENA_MAX_THREADS
		                                              : (int)cpus;
	}
	int last = -1;
	if (isatty(STDERR_FILENO)) {
		cfg.progress = cli_progress;
		cfg.ud = &last;
	}
	n = rink_arena_run(&cfg, res, &err);
	if (n < 0) {
		free(list);
		return err.code == RINK_ENOMEM ? cli_fail(CMD, "%s", err.text)
		                               : cli_game_error(CMD, &err);
	}
	for (int b = 0; b < n; b++)
		ties += res[b].ties;
	if (json) {
		json_t *o = json_pack("{s:s, s:i, s:I, s:b, s:[]}", "game", cfg.game, "games",
		                      cfg.games, "seed", (json_int_t)cfg.seed, "mirror", cfg.mirror,
		                      "bots");
		for (int b = 0; b < n; b++)
			json_array_append_new(
			        json_object_get(o, "bots"),
			        json_pack("{s:s, s:i, s:i, s:i, s:f, s:[f,f], s:f, s:[f,f], s:f}",
			                  "bot", res[b].kind, "entries", res[b].entries, "wins",
			                  res[b].wins, "ties", res[b].ties, "win_rate", res[b].rate,
			                  "ci95", res[b].lo, res[b].hi, "score", res[b].score,
			                  "score_ci95", res[b].score_lo, res[b].score_hi, "elo",
			                  res[b].elo));
		cli_print_json(o);
		json_decref(o);
	} else {
		int width = 12;
		for (int b = 0; b < n; b++)
			if ((int)strlen(res[b].kind) > width)
				width = (int)strlen(res[b].kind);
		printf("%s, %d %s, seed %llu%s\n", cfg.game, cfg.games,
		       !strcmp(cfg.game, "slapshot") || !strcmp(cfg.game, "powerplay") ? "seasons"
		                                                                       : "games",
		       (unsigned long long)cfg.seed, cfg.mirror ? ", mirrored deals" : "");
		printf("%-*s %8s %7s %9s  %-17s", width, "bot", "entries", "wins", "win rate",
		       "95% interval");
		if (ties)
			printf(" %7s %7s  %-17s", "ties", "score", "95% interval");
		printf(" %6s\n", "Elo");
		for (int b = 0; b < n; b++) {
			printf("%-*s %8d %7d %8.1f%%  %5.1f%% - %5.1f%% ", width, res[b].kind,
			       res[b].entries, res[b].wins, 100 * res[b].rate, 100 * res[b].lo,
			       100 * res[b].hi);
			if (ties)
				printf(" %7d %7.4f  %.4f - %.4f  ", res[b].ties, res[b].score,
				       res[b].score_lo, res[b].score_hi);
			printf("%6.0f\n", res[b].elo);
		}
	}
	free(list);
	return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

const struct cli_command cli_arena_command = {
        .name = "arena",
        .summary = "play bots against each other; win rates and Elo ratings",
        .help = arena_help,
        .run = arena_run,
};
