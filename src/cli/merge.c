/*
 * cli/merge.c: `rink merge FILES...`, the parts of a long simulation
 * played as shards (--shard K/N) made into its report.
 *
 * Each file is what a command printed with --shard K/N (cli/study.h): an
 * arena's (here), a balance study's (cli/balance.c), a season over seeds
 * (cli/seasons.c) or a calibration (cli/actiondeck.c), by the first file's
 * "format". The files must be the N parts of one study, each once; their
 * tallies are laid out in piece order and added up as one run adds up its
 * own, so the report is byte for byte the one the command prints without
 * --shard.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/arena_out.h"
#include "cli/cli.h"
#include "cli/seasons.h"
#include "cli/study.h"
#include "rink/pool.h"

#define CMD "merge"

static const char merge_help[] =
        "Usage: rink merge FILE... [--json] [--svg FILE]\n"
        "\n"
        "Prints the report of a long simulation played in parts: each FILE is what\n"
        "`rink arena ... --shard K/N` printed (or rink balance's, rink season\n"
        "--seeds's or rink calibrate's), one for every K from 1 to N (in any order).\n"
        "The report is exactly the one the command prints with the same arguments\n"
        "and no --shard: the parts are added up in the same order. A calibration's\n"
        "parts are merged against its data folder (the fit is made again there).\n"
        "\n"
        "Options:\n"
        "  --json              the report as the command's --json prints it\n"
        "  --svg FILE          a balance study's histogram, as rink balance --svg\n"
        "  -h, --help          this help\n"
        "\n"
        "Example (a job array of 8 tasks, scripts/slurm-arena.sh):\n"
        "  rink arena slapshot --bots heuristic,random --games 8000 --shard 3/8 >part3.json\n"
        "  rink merge part*.json\n";

static bool read_ints(json_t *a, int *out, int n)
{
	if (!json_is_array(a) || (int)json_array_size(a) != n)
		return false;
	for (int i = 0; i < n; i++) {
		json_t *v = json_array_get(a, (size_t)i);
		if (!json_is_integer(v) || json_integer_value(v) < 0 ||
		    json_integer_value(v) > 2000000000)
			return false;
		out[i] = (int)json_integer_value(v);
	}
	return true;
}

static bool read_tally(json_t *o, int nk, struct rink_arena_tally *t)
{
	json_t *pair = json_object_get(o, "pair");
	json_t *deals = json_object_get(o, "deals"), *games = json_object_get(o, "games");

	memset(t, 0, sizeof(*t));
	if (!json_is_integer(deals) || !json_is_integer(games) || !json_is_array(pair) ||
	    (int)json_array_size(pair) != nk)
		return false;
	t->deals = (int)json_integer_value(deals);
	t->games = (int)json_integer_value(games);
	for (int i = 0; i < nk; i++)
		if (!cli_read_doubles(json_array_get(pair, (size_t)i), t->pair[i], nk))
			return false;
	return read_ints(json_object_get(o, "entries"), t->entries, nk) &&
	       read_ints(json_object_get(o, "wins"), t->wins, nk) &&
	       read_ints(json_object_get(o, "ties"), t->ties, nk) &&
	       cli_read_doubles(json_object_get(o, "s"), t->s, nk) &&
	       cli_read_doubles(json_object_get(o, "e"), t->e, nk) &&
	       cli_read_doubles(json_object_get(o, "ss"), t->ss, nk) &&
	       cli_read_doubles(json_object_get(o, "ee"), t->ee, nk) &&
	       cli_read_doubles(json_object_get(o, "se"), t->se, nk);
}

struct arena_read {
	int nk;
	struct rink_arena_tally *t;
};

static bool read_arena_tallies(void *ud, json_t *tallies, int first, int count)
{
	struct arena_read *m = ud;

	for (int p = 0; p < count; p++)
		if (!read_tally(json_array_get(tallies, (size_t)p), m->nk, &m->t[first + p]))
			return false;
	return true;
}

/* The parts of an arena: its report. */
static int merge_arena(int n_files, const char **files, json_t **roots, bool json)
{
	static const char *const same[] = {"format", "game", "params", "bots",
	                                   "games",  "seed", "mirror", NULL};
	struct rink_arena_config cfg = {.threads = 1};
	struct rink_arena_result res[RINK_ARENA_MAX_BOTS];
	struct rink_error err = {0};
	char kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND], *end;
	struct arena_read m = {0};
	const char *seed = NULL;
	json_t *bots = NULL;
	json_error_t je;
	int pieces = 0, mirror = 0, rc, n;

	/* Step 1: the arena, as the first part names it */
	if (json_unpack_ex(roots[0], &je, 0, "{s:s, s:s, s:o, s:i, s:s, s:b, s:i}", "game",
	                   &cfg.game, "params", &cfg.params, "bots", &bots, "games", &cfg.games,
	                   "seed", &seed, "mirror", &mirror, "pieces", &pieces) != 0)
		return cli_fail(CMD, "%s: not a part of an arena (rink arena --shard): %s",
		                files[0], je.text);
	cfg.mirror = mirror;
	cfg.n_bots = json_is_array(bots) ? (int)json_array_size(bots) : 0;
	if (cfg.n_bots < 1 || cfg.n_bots > RINK_ARENA_MAX_BOTS)
		return cli_fail(CMD, "%s: %d bots, not 1 to %d", files[0], cfg.n_bots,
		                RINK_ARENA_MAX_BOTS);
	for (int b = 0; b < cfg.n_bots; b++)
		if (!(cfg.bots[b] = json_string_value(json_array_get(bots, (size_t)b))))
			return cli_fail(CMD, "%s: bot %d is not a string", files[0], b + 1);
	errno = 0;
	cfg.seed = strtoull(seed, &end, 10);
	if (*end || errno || !seed[0])
		return cli_fail(CMD, "%s: seed '%s' is not a number", files[0], seed);
	n = rink_arena_pieces(&cfg, &err);
	if (n != pieces)
		return cli_fail(CMD, "%s: %d pieces, where this rink cuts the arena into %d%s%s",
		                files[0], pieces, n, err.text[0] ? ": " : "", err.text);
	/* Step 2: each part once, its tallies in their places */
	m.nk = rink_arena_kinds(&cfg, kinds);
	if (!(m.t = calloc((size_t)pieces, sizeof(*m.t))))
		return cli_fail(CMD, "out of memory");
	rc = cli_merge_parts(n_files, (const char *const *)files, roots, pieces, same, "arena",
	                     read_arena_tallies, &m);
	/* Step 3: the report */
	if (!rc) {
		n = rink_arena_finish(&cfg, m.t, pieces, res, &err);
		if (n < 0)
			rc = cli_fail(CMD, "%s", err.text);
		else
			cli_arena_print(&cfg, res, n, json);
	}
	free(m.t);
	return rc ? rc : fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

/* The kinds of parts, by their "format"; the first file's says which. */
static const char *const formats[] = {"rink-arena-shard", "rink-balance-shard", "rink-season-shard",
                                      "rink-calibrate-shard", NULL};

static int merge_run(int argc, char **argv)
{
	enum { O_JSON, O_SVG };
	static const struct cli_opt opts[] = {{"json", false}, {"svg", true}, {NULL, false}};
	const char **files = NULL, *v, *svg = NULL;
	json_t **roots = NULL;
	json_error_t je;
	bool json = false;
	int i = 1, k, n_files = 0, rc = 0, which = -1;

	files = calloc((size_t)argc, sizeof(*files));
	roots = calloc((size_t)argc, sizeof(*roots));
	if (!files || !roots) {
		rc = cli_fail(CMD, "out of memory");
		goto out_free;
	}
	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(merge_help, stdout);
			goto out_free;
		case CLI_OPT_BAD:
			rc = CLI_EXIT_USAGE;
			goto out_free;
		case CLI_OPT_POSITIONAL:
			files[n_files++] = v;
			break;
		case O_JSON:
			json = true;
			break;
		case O_SVG:
			svg = v;
			break;
		}
	}
	if (n_files == 0) {
		rc = cli_usage_error(CMD, "which files? rink merge part1.json part2.json ...");
		goto out_free;
	}
	for (int f = 0; f < n_files; f++) {
		roots[f] = json_load_file(files[f], JSON_REJECT_DUPLICATES, &je);
		if (!roots[f]) {
			rc = cli_fail(CMD, "%s:%d:%d: %s", files[f], je.line, je.column, je.text);
			goto out_free;
		}
		const char *format = json_string_value(json_object_get(roots[f], "format"));
		for (int w = 0; f == 0 && format && formats[w]; w++)
			if (!strcmp(format, formats[w]))
				which = w;
		if (which < 0) {
			rc = cli_fail(CMD,
			              "%s: not a part of a study (rink arena, balance, season or "
			              "calibrate --shard): format '%s'",
			              files[f], format ? format : "(none)");
			goto out_free;
		}
		if (!format || strcmp(format, formats[which]) != 0) {
			rc = cli_fail(CMD, "%s is not a part of the same kind (%s) as %s", files[f],
			              formats[which], files[0]);
			goto out_free;
		}
	}
	if (svg && which != 1) {
		rc = cli_usage_error(CMD, "--svg is for the parts of a balance study");
		goto out_free;
	}
	switch (which) {
	case 0:
		rc = merge_arena(n_files, files, roots, json);
		break;
	case 1:
		rc = cli_balance_merge(n_files, files, roots, json, svg);
		break;
	case 2:
		rc = cli_seasons_merge(n_files, files, roots, json);
		break;
	default:
		rc = cli_calibrate_merge(n_files, files, roots, json);
		break;
	}
out_free:
	for (int f = 0; roots && f < n_files; f++)
		json_decref(roots[f]);
	free(roots);
	free(files);
	return rc;
}

const struct cli_command cli_merge_command = {
        .name = "merge",
        .summary = "add up the parts of a study played as shards (--shard K/N)",
        .help = merge_help,
        .run = merge_run,
};
