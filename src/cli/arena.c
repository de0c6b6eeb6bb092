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
	enum {
		O_BOTS,
		O_GAMES,
		O_SEED,
		O_MANAGERS,
		O_PARAMS,
		O_JSON,
		O_THREADS,
		O_MIRROR,
		O_SHARD,
		O_QUIET
	};
	static const struct cli_opt opts[] = {
	        {"bots", true},   {"games", true},  {"seed", true},    {"managers", true},
	        {"params", true}, {"json", false},  {"threads", true}, {"mirror", false},
	        {"shard", true},  {"quiet", false}, {NULL, false}};
	struct rink_arena_config cfg = {.games = 1000, .seed = 1, .threads = 0};
	const char *v, *bots = NULL, *extra = NULL;
	char params[512] = "", *list = NULL;
	bool json = false, quiet = false;
	int i = 1, k, managers = 0, shard_k = 0, shard_n = 0;

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
		case O_QUIET:
			quiet = true;
			break;
		case O_SHARD: {
			char *end = NULL;
			long a = strtol(v, &end, 10), b = 0;
			if (end && *end == '/' && end[1] >= '0' && end[1] <= '9')
				b = strtol(end + 1, &end, 10);
			if (!end || *end || v[0] < '1' || v[0] > '9' || b < 1 || a > b ||
			    b > RINK_ARENA_MAX_PIECES)
				return cli_usage_error(
				        CMD, "--shard '%s': expected K/N, 1 <= K <= N <= %d", v,
				        RINK_ARENA_MAX_PIECES);
			shard_k = (int)a;
			shard_n = (int)b;
			break;
		}
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
	k = play_arena(&cfg, json, quiet, shard_k, shard_n); /* cfg.bots point into list */
	free(list);
	return k;
}

/* The exit for an arena that could not be played, said by rank 0 only. */
static int arena_error(const struct rink_error *err, bool say)
{
	if (!say)
		return err->code == RINK_ENOMEM || err->code == RINK_EIO ||
		                       err->code == RINK_EFORMAT
		               ? CLI_EXIT_FAIL
		               : CLI_EXIT_USAGE;
	return err->code == RINK_ENOMEM ? cli_fail(CMD, "%s", err->text) : cli_game_error(CMD, err);
}

static int play_arena(const struct rink_arena_config *arena, bool json, bool quiet, int shard_k,
                      int shard_n)
{
	struct rink_arena_config run = *arena, *cfg = &run;
	struct rink_arena_result res[RINK_ARENA_MAX_BOTS];
	struct rink_arena_tally *t = NULL;
	struct rink_error err = {0};
	int pieces, base = 0, count, rank = 0, size = 1, off = 0, part, rc = 0, last = -1;
	bool ok;

	pieces = rink_arena_pieces(cfg, &err);
	if (pieces < 0)
		return arena_error(&err, true);
	count = pieces;
	if (shard_n) {
		if (shard_n > pieces)
			return cli_usage_error(CMD, "--shard %d/%d: this arena has only %d pieces",
			                       shard_k, shard_n, pieces);
		rink_pool_part(pieces, shard_k - 1, shard_n, &base, &count);
	}
	t = calloc((size_t)count, sizeof(*t));
	if (!t)
		return cli_fail(CMD, "out of memory");
	/* under mpirun: this process plays its part of the pieces */
	cli_mpi_start(&rank, &size);
	part = count;
	if (size > 1)
		rink_pool_part(count, rank, size, &off, &part);
	if (cfg->threads < 1) {
		int local = cli_mpi_local_size(), cpus = rink_pool_cpus();
		cfg->threads = cpus / local > 1 ? cpus / local : 1;
		if (cfg->threads > RINK_ARENA_MAX_THREADS)
			cfg->threads = RINK_ARENA_MAX_THREADS;
	}
	if (rank == 0 && !quiet && isatty(STDERR_FILENO)) {
		cfg->progress = cli_progress;
		cfg->ud = &last;
	}
	ok = rink_arena_play(cfg, base + off, part, t + off, &err) == RINK_OK;
	if (size > 1 && !cli_mpi_gather(t, sizeof(*t), count, ok)) {
		if (ok && rank == 0)
			rc = cli_fail(CMD, "another process of the mpirun failed");
		else if (!ok)
			rc = arena_error(&err, rank == 0);
		else
			rc = CLI_EXIT_FAIL;
		goto out_free;
	}
	if (!ok) {
		rc = arena_error(&err, true);
		goto out_free;
	}
	if (rank != 0)
		goto out_free;
	if (shard_n) {
		json_t *o = cli_arena_shard_json(cfg, pieces, shard_k, shard_n, base, count, t);
		if (!o) {
			rc = cli_fail(CMD, "out of memory");
			goto out_free;
		}
		cli_print_json(o);
		json_decref(o);
	} else {
		int n = rink_arena_finish(cfg, t, pieces, res, &err);
		if (n < 0) {
			rc = arena_error(&err, true);
			goto out_free;
		}
		cli_arena_print(cfg, res, n, json);
	}
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out_free:
	free(t);
	cli_mpi_end();
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

static json_t *doubles(const double *v, int n)
{
	json_t *a = json_array();

	for (int i = 0; a && i < n; i++)
		json_array_append_new(a, json_real(v[i]));
	return a;
}

static json_t *ints(const int *v, int n)
{
	json_t *a = json_array();

	for (int i = 0; a && i < n; i++)
		json_array_append_new(a, json_integer(v[i]));
	return a;
}

json_t *cli_arena_shard_json(const struct rink_arena_config *cfg, int pieces, int k, int n,
                             int first, int count, const struct rink_arena_tally *t)
{
	char kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND], seed[24];
	int nk = rink_arena_kinds(cfg, kinds);
	json_t *o, *bots = json_array(), *tallies = json_array();

	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)cfg->seed);
	for (int b = 0; bots && b < cfg->n_bots; b++)
		json_array_append_new(bots, json_string(cfg->bots[b]));
	for (int p = 0; tallies && p < count; p++) {
		json_t *pair = json_array();
		for (int i = 0; pair && i < nk; i++)
			json_array_append_new(pair, doubles(t[p].pair[i], nk));
		json_array_append_new(
		        tallies,
		        json_pack("{s:i, s:i, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o, s:o}",
		                  "deals", t[p].deals, "games", t[p].games, "entries",
		                  ints(t[p].entries, nk), "wins", ints(t[p].wins, nk), "ties",
		                  ints(t[p].ties, nk), "pair", pair, "s", doubles(t[p].s, nk), "e",
		                  doubles(t[p].e, nk), "ss", doubles(t[p].ss, nk), "ee",
		                  doubles(t[p].ee, nk), "se", doubles(t[p].se, nk)));
	}
	o = json_pack("{s:s, s:i, s:s, s:s, s:o, s:i, s:s, s:b, s:i, s:[i,i], s:i, s:o}", "format",
	              "rink-arena-shard", "version", 1, "game", cfg->game, "params",
	              cfg->params ? cfg->params : "", "bots", bots, "games", cfg->games, "seed",
	              seed, "mirror", cfg->mirror, "pieces", pieces, "shard", k, n, "first", first,
	              "tallies", tallies);
	return o;
}

const struct cli_command cli_arena_command = {
        .name = "arena",
        .summary = "play bots against each other; win rates and Elo ratings",
        .help = arena_help,
        .run = arena_run,
};
