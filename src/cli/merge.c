/*
 * cli/merge.c: `rink merge FILES...`, the parts of a sharded arena (or
 * balance study, cli/balance.c) made into its report.
 *
 * Each file is what `rink arena ... --shard K/N` printed (cli/arena_out.h):
 * the arena, and the tallies of its part of the pieces. The files must be
 * the N parts of one arena, each once; their tallies are laid out in piece
 * order and added up by rink_arena_finish, as one run adds up its own, so
 * the report is byte for byte the one `rink arena` without --shard prints.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/arena_out.h"
#include "cli/cli.h"
#include "cli/seasons.h"
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

/* One file's arena and its part. */
struct shard {
	json_t *root;
	const char *game, *params;
	json_t *bots;
	int games, mirror, pieces, k, n, first;
	const char *seed;
	json_t *tallies;
};

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

static bool read_doubles(json_t *a, double *out, int n)
{
	if (!json_is_array(a) || (int)json_array_size(a) != n)
		return false;
	for (int i = 0; i < n; i++) {
		json_t *v = json_array_get(a, (size_t)i);
		if (!json_is_number(v))
			return false;
		out[i] = json_number_value(v);
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
		if (!read_doubles(json_array_get(pair, (size_t)i), t->pair[i], nk))
			return false;
	return read_ints(json_object_get(o, "entries"), t->entries, nk) &&
	       read_ints(json_object_get(o, "wins"), t->wins, nk) &&
	       read_ints(json_object_get(o, "ties"), t->ties, nk) &&
	       read_doubles(json_object_get(o, "s"), t->s, nk) &&
	       read_doubles(json_object_get(o, "e"), t->e, nk) &&
	       read_doubles(json_object_get(o, "ss"), t->ss, nk) &&
	       read_doubles(json_object_get(o, "ee"), t->ee, nk) &&
	       read_doubles(json_object_get(o, "se"), t->se, nk);
}

static int read_shard(const char *path, struct shard *sh)
{
	json_error_t je;
	const char *format = NULL;
	int version = 0;

	memset(sh, 0, sizeof(*sh));
	sh->root = json_load_file(path, JSON_REJECT_DUPLICATES, &je);
	if (!sh->root)
		return cli_fail(CMD, "%s:%d:%d: %s", path, je.line, je.column, je.text);
	if (json_unpack_ex(sh->root, &je, 0,
	                   "{s:s, s:i, s:s, s:s, s:o, s:i, s:s, s:b, s:i, s:[ii], s:i, s:o}",
	                   "format", &format, "version", &version, "game", &sh->game, "params",
	                   &sh->params, "bots", &sh->bots, "games", &sh->games, "seed", &sh->seed,
	                   "mirror", &sh->mirror, "pieces", &sh->pieces, "shard", &sh->k, &sh->n,
	                   "first", &sh->first, "tallies", &sh->tallies) != 0)
		return cli_fail(CMD, "%s: not a part of an arena (rink arena --shard): %s", path,
		                je.text);
	if (strcmp(format, "rink-arena-shard") != 0 || version != 1)
		return cli_fail(CMD, "%s: format '%s' version %d is not rink-arena-shard 1", path,
		                format, version);
	if (!json_is_array(sh->bots) || !json_is_array(sh->tallies) || sh->n < 1 || sh->k < 1 ||
	    sh->k > sh->n || sh->pieces < sh->n || sh->pieces > RINK_ARENA_MAX_PIECES)
		return cli_fail(CMD, "%s: a malformed part (shard %d/%d of %d pieces)", path, sh->k,
		                sh->n, sh->pieces);
	return 0;
}

static bool same_arena(const struct shard *a, const struct shard *b)
{
	return !strcmp(a->game, b->game) && !strcmp(a->params, b->params) &&
	       json_equal(a->bots, b->bots) && a->games == b->games && !strcmp(a->seed, b->seed) &&
	       a->mirror == b->mirror && a->pieces == b->pieces && a->n == b->n;
}

/* The parts of the other studies go to their commands: a balance study
 * (rink balance --shard) to cli/balance.c, a season over seeds to
 * cli/seasons.c, a calibration to cli/actiondeck.c; -1 when the first file
 * is none of them. */
static const char *const other_formats[] = {"rink-balance-shard", "rink-season-shard",
                                            "rink-calibrate-shard", NULL};

static int merge_other(int n_files, const char **files, bool json, const char *svg)
{
	int which = -1;

	json_t **roots = calloc((size_t)n_files, sizeof(*roots));
	json_error_t je;
	int rc = -1;

	if (!roots)
		return cli_fail(CMD, "out of memory");
	for (int f = 0; f < n_files; f++) {
		roots[f] = json_load_file(files[f], JSON_REJECT_DUPLICATES, &je);
		const char *format = json_string_value(json_object_get(roots[f], "format"));
		for (int i = 0; f == 0 && format && other_formats[i]; i++)
			if (!strcmp(format, other_formats[i]))
				which = i;
		if (which < 0)
			goto out_free; /* none of them: the arena's path says why */
		if (!roots[f]) {
			rc = cli_fail(CMD, "%s:%d:%d: %s", files[f], je.line, je.column, je.text);
			goto out_free;
		}
		if (!format || strcmp(format, other_formats[which]) != 0) {
			rc = cli_fail(CMD, "%s is not a part of the same kind (%s) as %s", files[f],
			              other_formats[which], files[0]);
			goto out_free;
		}
	}
	if (which != 0 && svg) {
		rc = cli_usage_error(CMD, "--svg is for the parts of a balance study");
		goto out_free;
	}
	if (which == 0)
		rc = cli_balance_merge(n_files, files, roots, json, svg);
	else if (which == 1)
		rc = cli_seasons_merge(n_files, files, roots, json);
	else
		rc = cli_calibrate_merge(n_files, files, roots, json);
out_free:
	for (int f = 0; f < n_files; f++)
		json_decref(roots[f]);
	free(roots);
	return rc;
}

static int merge_run(int argc, char **argv)
{
	enum { O_JSON, O_SVG };
	static const struct cli_opt opts[] = {{"json", false}, {"svg", true}, {NULL, false}};
	struct rink_arena_config cfg = {.threads = 1};
	struct rink_arena_result res[RINK_ARENA_MAX_BOTS];
	struct rink_arena_tally *t = NULL;
	struct rink_error err = {0};
	struct shard *sh = NULL;
	const char **files = NULL;
	char *seen = NULL, kinds[RINK_ARENA_MAX_BOTS][RINK_ARENA_KIND];
	const char *v, *svg = NULL;
	bool json = false;
	int i = 1, k, n_files = 0, rc = 0, nk;

	files = calloc((size_t)argc, sizeof(*files));
	if (!files)
		return cli_fail(CMD, "out of memory");
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
	if (n_files > 0) {
		rc = merge_other(n_files, files, json, svg);
		if (rc != -1)
			goto out_free;
		rc = 0;
	}
	if (svg) {
		rc = cli_usage_error(CMD, "--svg is for the parts of a balance study");
		goto out_free;
	}
	sh = calloc((size_t)n_files, sizeof(*sh));
	if (!sh) {
		rc = cli_fail(CMD, "out of memory");
		goto out_free;
	}
	for (int f = 0; f < n_files; f++) {
		rc = read_shard(files[f], &sh[f]);
		if (rc)
			goto out_free;
		if (f > 0 && !same_arena(&sh[0], &sh[f])) {
			rc = cli_fail(CMD, "%s is a part of another arena than %s", files[f],
			              files[0]);
			goto out_free;
		}
	}
	/* Step 1: the arena, as the first part names it */
	cfg.game = sh[0].game;
	cfg.params = sh[0].params;
	cfg.games = sh[0].games;
	cfg.mirror = sh[0].mirror;
	cfg.n_bots = (int)json_array_size(sh[0].bots);
	if (cfg.n_bots < 1 || cfg.n_bots > RINK_ARENA_MAX_BOTS) {
		rc = cli_fail(CMD, "%s: %d bots, not 1 to %d", files[0], cfg.n_bots,
		              RINK_ARENA_MAX_BOTS);
		goto out_free;
	}
	for (int b = 0; b < cfg.n_bots && b < RINK_ARENA_MAX_BOTS; b++) {
		cfg.bots[b] = json_string_value(json_array_get(sh[0].bots, (size_t)b));
		if (!cfg.bots[b]) {
			rc = cli_fail(CMD, "%s: bot %d is not a string", files[0], b + 1);
			goto out_free;
		}
	}
	errno = 0;
	{
		char *end;
		cfg.seed = strtoull(sh[0].seed, &end, 10);
		if (*end || errno || !sh[0].seed[0]) {
			rc = cli_fail(CMD, "%s: seed '%s' is not a number", files[0], sh[0].seed);
			goto out_free;
		}
	}
	if (rink_arena_pieces(&cfg, &err) != sh[0].pieces) {
		rc = cli_fail(CMD, "%s: %d pieces, where this rink cuts the arena into %d%s%s",
		              files[0], sh[0].pieces, rink_arena_pieces(&cfg, &err),
		              err.text[0] ? ": " : "", err.text);
		goto out_free;
	}
	/* Step 2: each part once, its tallies in their places */
	nk = rink_arena_kinds(&cfg, kinds);
	t = calloc((size_t)sh[0].pieces, sizeof(*t));
	seen = calloc((size_t)sh[0].n + 1, 1);
	if (!t || !seen) {
		rc = cli_fail(CMD, "out of memory");
		goto out_free;
	}
	for (int f = 0; f < n_files; f++) {
		int first, count;
		rink_pool_part(sh[f].pieces, sh[f].k - 1, sh[f].n, &first, &count);
		if (seen[sh[f].k]) {
			rc = cli_fail(CMD, "%s: part %d/%d is there twice", files[f], sh[f].k,
			              sh[f].n);
			goto out_free;
		}
		seen[sh[f].k] = 1;
		if (sh[f].first != first || (int)json_array_size(sh[f].tallies) != count) {
			rc = cli_fail(CMD, "%s: part %d/%d should hold pieces %d to %d", files[f],
			              sh[f].k, sh[f].n, first, first + count - 1);
			goto out_free;
		}
		for (int p = 0; p < count; p++)
			if (!read_tally(json_array_get(sh[f].tallies, (size_t)p), nk,
			                &t[first + p])) {
				rc = cli_fail(CMD, "%s: piece %d is malformed", files[f],
				              first + p);
				goto out_free;
			}
	}
	for (int q = 1; q <= sh[0].n; q++)
		if (!seen[q]) {
			rc = cli_fail(CMD, "part %d/%d is missing", q, sh[0].n);
			goto out_free;
		}
	/* Step 3: the report */
	k = rink_arena_finish(&cfg, t, sh[0].pieces, res, &err);
	if (k < 0) {
		rc = cli_fail(CMD, "%s", err.text);
		goto out_free;
	}
	cli_arena_print(&cfg, res, k, json);
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out_free:
	for (int f = 0; sh && f < n_files; f++)
		json_decref(sh[f].root);
	free(sh);
	free(t);
	free(seen);
	free(files);
	return rc;
}

const struct cli_command cli_merge_command = {
        .name = "merge",
        .summary = "add up the parts of an arena or balance study (--shard K/N)",
        .help = merge_help,
        .run = merge_run,
};
