/*
 * cli/arena.c: `rink arena`, bots against bots.
 *
 * The arena's deals are cut into pieces (rink_arena_pieces); this process
 * plays all of them, or its shard's (--shard K/N), or under mpirun its
 * rank's part of those (cli/mpi.c), each piece's tallies in its slot. The
 * report is made from every piece's tallies added up in order, so threads,
 * processes and shards (merged by `rink merge`) print the same bytes.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/arena_out.h"
#include "cli/cli.h"
#include "cli/study.h"
#include "rink/arena.h"
#include "rink/bot.h"
#include "rink/pool.h"

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
        "  --shard K/N         play only part K of N (1 <= K <= N) and print, instead of\n"
        "                      the report, a partial result (JSON) for `rink merge`,\n"
        "                      which prints from all N parts the report one run prints\n"
        "  --quiet             no progress bar\n"
        "  -h, --help          this help\n"
        "\n"
        "Where games can end tied (Action Deck without a shoot-out, Trick Shot draws),\n"
        "the table adds the ties and the score: wins count 1 and ties 1/2 per seat\n"
        "taken, with its 95% interval (computed over deals, so it holds with --mirror).\n"
        "A progress bar with the time left goes to stderr when it is a terminal.\n"
        "Under mpirun (rink built with Open MPI), the processes share the games out\n"
        "and the first prints the report, the same as one process prints.\n"
        "The hard bots search at every decision: a Slapshot season with one takes\n"
        "most of a second, so 1,000 take 10 minutes or more on one processor; the\n"
        "other bots play 1,000 in seconds.\n"
        "\n"
        "Examples:\n"
        "  rink arena slapshot --bots heuristic,random,random,random --games 1000\n"
        "  rink arena actiondeck --bots heuristic,heuristic:pull=0 --games 1000000\n"
        "  mpirun -np 4 rink arena slapshot --bots heuristic,random --games 10000\n"
        "  rink arena slapshot --bots heuristic,random --shard 2/8 >part2.json\n";

static int play_arena(const struct rink_arena_config *arena, bool json, bool quiet, int shard_k,
                      int shard_n);

static int arena_run(int argc, char **argv)
{
	static const struct cli_opt opts[] = {
	        {"bots", true},   {"games", true},  {"seed", true},    {"managers", true},
	        {"params", true}, {"json", false},  {"threads", true}, {"mirror", false},
	        {"shard", true},  {"quiet", false}, {NULL, false}};
	struct cli_study_opts o = {.games = 1000,
	                           .seed = 1,
	                           .max_threads = RINK_ARENA_MAX_THREADS,
	                           .max_pieces = RINK_ARENA_MAX_PIECES};
	struct rink_arena_config cfg = {0};
	const char *v, *bots, *extra = NULL;
	char params[512] = "", *list = NULL;
	int i = 1, k, managers = 0;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		int r = k >= 0 ? cli_study_option(CMD, opts[k].name, v, &o) : 0;
		if (r < 0 || k == CLI_OPT_BAD)
			return CLI_EXIT_USAGE;
		if (k == CLI_OPT_HELP) {
			fputs(arena_help, stdout);
			return 0;
		}
		if (k == CLI_OPT_POSITIONAL) {
			if (cfg.game)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			cfg.game = v;
		} else if (r == 0 && !strcmp(opts[k].name, "managers")) {
			if (!cli_parse_int(CMD, "managers", v, 2, RINK_MAX_SEATS, &managers))
				return CLI_EXIT_USAGE;
		} else if (r == 0 && !strcmp(opts[k].name, "params")) {
			extra = v;
		} else if (r == 0) { /* --mirror */
			cfg.mirror = true;
		}
	}
	if (!cfg.game)
		return cli_usage_error(CMD, "which game? rink arena slapshot --bots A,B,...");
	if (!(bots = o.bots))
		return cli_usage_error(
		        CMD, "--bots A,B,... is missing (kinds: random, heuristic, ismcts, "
		             "hard; see rink arena --help)");
	if (managers && (!strcmp(cfg.game, "trickshot") || !strcmp(cfg.game, "actiondeck")))
		return cli_usage_error(CMD, "--managers is for slapshot and powerplay, not %s",
		                       cfg.game);
	list = strdup(bots);
	if (!list)
		return cli_fail(CMD, "out of memory");
	cfg.n_bots = cli_parse_bots(CMD, bots, list, cfg.bots, RINK_ARENA_MAX_BOTS);
	if (cfg.n_bots < 0) {
		free(list);
		return CLI_EXIT_USAGE;
	}
	cfg.games = o.games;
	cfg.seed = o.seed;
	cfg.threads = o.threads;
	if (managers)
		snprintf(params, sizeof(params), "managers=%d%s%s", managers, extra ? "," : "",
		         extra ? extra : "");
	else if (extra)
		snprintf(params, sizeof(params), "%s", extra);
	cfg.params = params;
	if (cfg.mirror && cfg.games % cfg.n_bots)
		cfg.games += cfg.n_bots - cfg.games % cfg.n_bots;
	k = play_arena(&cfg, o.json, o.quiet, o.shard_k, o.shard_n); /* bots point into list */
	free(list);
	return k;
}

static int arena_play(void *ud, int first, int count, void *slots, struct rink_error *err)
{
	return rink_arena_play(ud, first, count, slots, err);
}

static int play_arena(const struct rink_arena_config *arena, bool json, bool quiet, int shard_k,
                      int shard_n)
{
	struct rink_arena_config run = *arena, *cfg = &run;
	struct rink_arena_result res[RINK_ARENA_MAX_BOTS];
	struct rink_error err = {0};
	struct cli_study s = {.cmd = CMD,
	                      .what = "arena",
	                      .slot = sizeof(struct rink_arena_tally),
	                      .shard_k = shard_k,
	                      .shard_n = shard_n,
	                      .play = arena_play,
	                      .ud = cfg};
	int rank, size, rc, last = -1;

	s.pieces = rink_arena_pieces(cfg, &err);
	if (s.pieces < 0)
		return err.code == RINK_ENOMEM ? cli_fail(CMD, "%s", err.text)
		                               : cli_game_error(CMD, &err);
	cfg->threads = cli_study_threads(cfg->threads, RINK_ARENA_MAX_THREADS, &rank, &size);
	if (cli_study_progress(rank, quiet)) {
		cfg->progress = cli_progress;
		cfg->ud = &last;
	}
	rc = cli_study_run(&s);
	if (rc || s.rank != 0)
		goto out_free;
	const struct rink_arena_tally *t = s.slots;
	if (shard_n) {
		json_t *o = cli_arena_shard_json(&s, cfg, t + s.base);
		if (!o) {
			rc = cli_fail(CMD, "out of memory");
			goto out_free;
		}
		cli_print_json(o);
		json_decref(o);
	} else {
		int n = rink_arena_finish(cfg, t, s.pieces, res, &err);
		if (n < 0) {
			rc = err.code == RINK_ENOMEM ? cli_fail(CMD, "%s", err.text)
			                             : cli_game_error(CMD, &err);
			goto out_free;
		}
		cli_arena_print(cfg, res, n, json);
	}
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out_free:
	cli_study_free(&s, true);
	return rc;
}

void cli_arena_print(const struct rink_arena_config *cfg, const struct rink_arena_result *res,
                     int n, bool json)
{
	int ties = 0;

	for (int b = 0; b < n; b++)
		ties += res[b].ties;
	if (json) {
		json_t *o = json_pack("{s:s, s:i, s:I, s:b, s:[]}", "game", cfg->game, "games",
		                      cfg->games, "seed", (json_int_t)cfg->seed, "mirror",
		                      cfg->mirror, "bots");
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
		return;
	}
	int width = 12;
	for (int b = 0; b < n; b++)
		if ((int)strlen(res[b].kind) > width)
			width = (int)strlen(res[b].kind);
	printf("%s, %d %s, seed %llu%s\n", cfg->game, cfg->games,
	       !strcmp(cfg->game, "slapshot") || !strcmp(cfg->game, "powerplay") ? "seasons"
	                                                                         : "games",
	       (unsigned long long)cfg->seed, cfg->mirror ? ", mirrored deals" : "");
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

static json_t *ints(const int *v, int n)
{
	json_t *a = json_array();

	for (int i = 0; a && i < n; i++)
		json_array_append_new(a, json_integer(v[i]));
	return a;
}

json_t *cli_arena_shard_json(const struct cli_study *s, const struct rink_arena_config *cfg,
                             const struct rink_arena_tally *t)
{
	char kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND], seed[24];
	int nk = rink_arena_kinds(cfg, kinds);
	json_t *bots = json_array(), *tallies = json_array();

	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)cfg->seed);
	for (int b = 0; bots && b < cfg->n_bots; b++)
		json_array_append_new(bots, json_string(cfg->bots[b]));
	for (int p = 0; tallies && p < s->count; p++) {
		json_t *pair = json_array();
		for (int i = 0; pair && i < nk; i++)
			json_array_append_new(pair, cli_json_doubles(t[p].pair[i], nk));
		json_array_append_new(
		        tallies,
		        json_pack("{s:i, s:i, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o}",
		                  "deals", t[p].deals, "games", t[p].games, "entries",
		                  ints(t[p].entries, nk), "wins", ints(t[p].wins, nk), "ties",
		                  ints(t[p].ties, nk), "pair", pair, "s",
		                  cli_json_doubles(t[p].s, nk), "e", cli_json_doubles(t[p].e, nk),
		                  "ss", cli_json_doubles(t[p].ss, nk), "ee",
		                  cli_json_doubles(t[p].ee, nk), "se",
		                  cli_json_doubles(t[p].se, nk)));
	}
	return cli_study_shard_json(s, "rink-arena-shard",
	                            json_pack("{s:s, s:s, s:o, s:i, s:s, s:b}", "game", cfg->game,
	                                      "params", cfg->params ? cfg->params : "", "bots",
	                                      bots, "games", cfg->games, "seed", seed, "mirror",
	                                      cfg->mirror),
	                            tallies);
}

const struct cli_command cli_arena_command = {
        .name = "arena",
        .summary = "play bots against each other; win rates and Elo ratings",
        .help = arena_help,
        .run = arena_run,
};
