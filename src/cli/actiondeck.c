/*
 * cli/actiondeck.c: the Action Deck tools of the `rink` command:
 *
 *   rink chart build --teams F --skaters F --goalies F --out DIR
 *   rink season actiondeck: actiondeck_season.c
 *   rink calibrate actiondeck --data DIR [--seeds N] [--seed S] [--json]
 *
 * The library (rink/actiondeck.h) does the work; this file parses options,
 * prints tables and draws the progress bar (stderr, only on a terminal).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/arena_out.h"
#include "cli/cli.h"
#include "cli/study.h"
#include "rink/actiondeck.h"
#include "rink/pool.h"

/* ---- rink chart build ------------------------------------------------------- */

static const char chart_help[] =
        "Usage: rink chart build --teams F --skaters F --goalies F --out DIR [--json]\n"
        "\n"
        "Builds one Action Deck team chart per team (DIR/TEAM.csv) from season\n"
        "statistics in the format of data/actiondeck/nhl-2022-23-first-half\n"
        "(teams.csv, skaters.csv, goalies.csv; columns found by name).\n"
        "Bad or missing columns are refused with file:line:column.\n"
        "\n"
        "A shot is settled on the shooter's PCT or on the goalie's SAVE%, half\n"
        "the time each, so a chart carries three times each player's distance\n"
        "from the league's rate (twice for the half, and half again so that the\n"
        "stars' totals survive a replay's injuries): poor shooters get PCT 0 (they\n"
        "still score on the goalie's half). A chart holds 48 players: a team with\n"
        "more skaters keeps those with the most shots, and the command says how\n"
        "many it left off.\n"
        "\n"
        "Three league figures come from the game's design rather than the charts:\n"
        "shots per game (the deck), power-play success (the rules' +20) and\n"
        "penalty minutes (the penalty chart). The command fits them to the season\n"
        "by replaying every pairing of the teams: shots through the even save\n"
        "chart (how often a save keeps the attack going; DIR/rules/saves.csv),\n"
        "power plays through their length (the entry cards after which a minor\n"
        "ends; DIR/params.txt, minor_cards=N), minutes through the penalty chart's\n"
        "misconducts (DIR/rules/penalty.csv). rink season, rink play and rink\n"
        "calibrate apply them to that league. A params.txt in the folder of\n"
        "teams.csv gives the era's rules (ot_skaters, home_ice, trail_ctl,\n"
        "relief_goals, regular_shootout): the fit plays under them and\n"
        "DIR/params.txt keeps them; a divisions.csv there (team, division,\n"
        "conference) becomes DIR/rules/divisions.csv.\n"
        "docs/rules/actiondeck.md, Chart builder, tells the whole method.\n"
        "\n"
        "Options:\n"
        "  --teams F     teams.csv (team, gp, shots_for, shots_against, gf, pp_goals,\n"
        "                pp_opps, times_shorthanded, faceoff_pct; pim if given)\n"
        "  --skaters F   skaters.csv (team, player, pos, g, a, shots, pim, hits)\n"
        "  --goalies F   goalies.csv (team, player, shots_against, saves)\n"
        "  --out DIR     the folder for the charts (made if missing)\n"
        "  --json        what was written and fitted, as one JSON object\n"
        "  -h, --help    show this help\n";

/* What chart build did, as text. */
static void print_build(const struct rink_ad_league *l, const struct rink_ad_tuning *tu,
                        const char *teams_csv, const char *dir)
{
	printf("wrote %d team chart%s to %s\n", l->n, l->n == 1 ? "" : "s", dir);
	for (int k = 0; k < l->n; k++)
		if (l->team[k].left_off)
			printf("%s: %d skaters with the fewest shots left off (a chart holds %d "
			       "players)\n",
			       l->team[k].abbr, l->team[k].left_off, RINK_AD_MAX_PLAYERS);
	if (!tu->tried) {
		printf("not fitted (one team, no games to replay): the game's defaults\n");
		return;
	}
	printf("fitted by replaying every pairing %d times (%d games):\n",
	       tu->games / (l->n * (l->n - 1)), tu->games);
	printf("  shots per team-game: %.1f (season %.1f), %d of the even save chart's cards keep "
	       "the attack going (%s/rules/saves.csv)\n",
	       tu->sim.shots, tu->target.shots, tu->keep_cards, dir);
	if (tu->minor_cards >= 0)
		printf("  power plays: %.1f%% scored (season %.1f%%), a minor lasting at most %d "
		       "entry cards%s (%s/params.txt)\n",
		       100 * tu->sim.pp, 100 * tu->target.pp, tu->minor_cards,
		       tu->minor_cards ? "" : " (0: no limit)", dir);
	else
		printf("  power plays: not fitted (no power plays in the season)\n");
	if (tu->misconduct_cards >= 0)
		printf("  penalty minutes per team-game: %.1f (season %.1f), %d misconduct cards "
		       "on "
		       "the penalty chart (%s/rules/penalty.csv)\n",
		       tu->sim.pim, tu->target.pim, tu->misconduct_cards, dir);
	else
		printf("  penalty minutes: not fitted (no pim column in %s)\n", teams_csv);
}

/* The same as one JSON object; a figure not fitted is null. */
static json_t *build_json(const struct rink_ad_league *l, const struct rink_ad_tuning *tu,
                          const char *dir)
{
	json_t *o = json_pack("{s:s,s:i,s:i}", "dir", dir, "teams", l->n, "games", tu->games);
	json_t *left = json_object();
	static const char *const names[] = {"shots_per_game", "pp_pct", "pim_per_game"};
	int value[3] = {tu->keep_cards, tu->minor_cards, tu->misconduct_cards};
	static const char *const what[] = {"keep_cards", "minor_cards", "misconduct_cards"};
	double real[3] = {tu->target.shots, 100 * tu->target.pp, tu->target.pim};
	double sim[3] = {tu->sim.shots, 100 * tu->sim.pp, tu->sim.pim};

	for (int k = 0; k < l->n; k++)
		if (l->team[k].left_off)
			json_object_set_new(left, l->team[k].abbr,
			                    json_integer(l->team[k].left_off));
	json_object_set_new(o, "left_off", left);
	for (int q = 0; q < 3; q++)
		json_object_set_new(o, names[q],
		                    tu->tried && value[q] >= 0
		                            ? json_pack("{s:i,s:f,s:f}", what[q], value[q],
		                                        "season", real[q], "replayed", sim[q])
		                            : json_null());
	return o;
}

static int chart_run(int argc, char **argv)
{
	enum { O_TEAMS, O_SKATERS, O_GOALIES, O_OUT, O_JSON };
	static const struct cli_opt opts[] = {{"teams", true}, {"skaters", true}, {"goalies", true},
	                                      {"out", true},   {"json", false},   {NULL, false}};
	const char *f[4] = {NULL, NULL, NULL, NULL}, *v, *sub = NULL;
	struct rink_ad_league l;
	struct rink_ad_tuning tu;
	struct rink_error err;
	bool json = false;
	int i = 1, k;

	while ((k = cli_getopt("chart", opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		if (k == CLI_OPT_HELP) {
			fputs(chart_help, stdout);
			return 0;
		}
		if (k == CLI_OPT_BAD)
			return CLI_EXIT_USAGE;
		if (k == CLI_OPT_POSITIONAL) {
			if (sub)
				return cli_usage_error("chart", "unexpected argument '%s'", v);
			sub = v;
			continue;
		}
		if (k == O_JSON)
			json = true;
		else
			f[k] = v;
	}
	if (!sub)
		return cli_usage_error("chart",
		                       "which subcommand? build (try: rink chart build --help)");
	if (strcmp(sub, "build"))
		return cli_usage_error(
		        "chart", "unknown subcommand '%s' (try: rink chart build --help)", sub);
	for (k = 0; k < 4; k++)
		if (!f[k])
			return cli_usage_error("chart", "--%s is missing", opts[k].name);
	/* before the fit, which takes a while: a file where the folder should be */
	struct stat st;
	if (stat(f[3], &st) == 0 && !S_ISDIR(st.st_mode))
		return cli_fail("chart", "%s: not a folder (--out names the folder for the charts)",
		                f[3]);
	if (rink_ad_build_league(f[0], f[1], f[2], "regular_shootout=true", &l, &tu, &err))
		return cli_fail("chart", "%s", err.text);
	if (rink_ad_league_save(&l, f[3], &err)) {
		rink_ad_league_free(&l);
		return cli_fail("chart", "%s", err.text);
	}
	if (json) {
		json_t *o = build_json(&l, &tu, f[3]);
		cli_print_json(o);
		json_decref(o);
	} else {
		print_build(&l, &tu, f[0], f[3]);
	}
	rink_ad_league_free(&l);
	return 0;
}

const struct cli_command cli_chart_command = {
        .name = "chart",
        .summary = "build Action Deck team charts from season statistics",
        .help = chart_help,
        .run = chart_run,
};

/* ---- rink calibrate actiondeck ----------------------------------------------------- */

static const char calibrate_help[] =
        "Usage: rink calibrate actiondeck [--data DIR] [--seeds N] [--seed S] [--params P]\n"
        "                                 [--no-fit] [--json] [--threads N] [--shard K/N]\n"
        "\n"
        "Builds charts from DIR/teams.csv, skaters.csv and goalies.csv, fits the\n"
        "shots, power plays and minutes as rink chart build does (under the era's\n"
        "rules of DIR/params.txt, if any: 3-on-3 overtime, home ice...), replays\n"
        "DIR/games.csv N times (default 20 seeds) and compares the averages with\n"
        "the real season: league goals, shots, power-play %, penalty minutes and\n"
        "save %, power plays, goalies used per team-game, the shares of games\n"
        "decided in overtime and by a shoot-out, the home team's wins, the spread\n"
        "of team points, the goals of the real ten best scorers, and the\n"
        "correlations of goals for and against across teams and of goals across\n"
        "skaters with 20 or more games; each against its target (ok or MISS). A\n"
        "figure the files cannot give (teams.csv without pim, games.csv without\n"
        "results) shows n/a (null in JSON).\n"
        "\n"
        "Options:\n"
        "  --data DIR    the season statistics (the four files above; default: the\n"
        "                shipped data/actiondeck/nhl-2022-23-first-half)\n"
        "  --seeds N     seasons to average (1-1000, default 20)\n"
        "  --seed S      the first season's seed (default 1); the others follow\n"
        "                (S+1, S+2, ...): the same S, the same figures\n"
        "  --params P    more game parameters, e.g. budget=all (minor_cards=N,\n"
        "                saves=F or penalties=F set what they name instead of\n"
        "                fitting it)\n"
        "  --no-fit      fit nothing: the designed save and penalty charts and the\n"
        "                game's default length, to see what the fit adds\n"
        "  --json        the figures as one JSON object, each with its target\n"
        "                (within_pct, or within for an absolute one) and verdict\n"
        "                (ok); corr_ok for the correlations (at least 0.8,\n"
        "                skaters 0.85)\n"
        "  --threads N   seasons replayed at once (default: one per processor); the\n"
        "                figures do not depend on it\n"
        "  --shard K/N   replay only part K of N of the seeds and print a partial\n"
        "                result (JSON) for `rink merge`, which fits the league again\n"
        "                from the same DIR and prints the report one run prints\n"
        "  --quiet       no progress bar (one shows on a terminal)\n"
        "  -h, --help    show this help\n"
        "\n"
        "Under mpirun (rink built with Open MPI) the processes share the seeds out\n"
        "and the first prints what one process prints.\n";

/* What calibrate says of a chart it played (name): the value fitted
 * (between before and after), or, not fitted, the one --params gave (key)
 * or the designed one. */
static void chart_played(char *out, size_t size, const char *name, int fitted, const char *before,
                         const char *after, const char *params, const char *key)
{
	if (fitted >= 0)
		snprintf(out, size, "%s%d%s", before, fitted, after);
	else
		snprintf(out, size, "the %s %s",
		         params && strstr(params, key) ? "given" : "designed", name);
}

/* A figure, the season's and the replay's, and their difference and
 * verdict; '-' where one is unknown (no such column, no power plays). */
static void print_figure(const struct rink_ad_calibration *c, int f)
{
	const struct rink_ad_target *t = rink_ad_fig_target(f);
	double real = c->real[f], sim = c->sim[f];
	char r[32] = "-", m[32] = "-", d[32] = "-", within[32];
	int ok = rink_ad_fig_ok(c, f);

	if (real >= 0)
		snprintf(r, sizeof(r), "%.3f", real);
	if (sim >= 0)
		snprintf(m, sizeof(m), "%.3f", sim);
	if (t->absolute)
		snprintf(within, sizeof(within), "within %g", t->tol);
	else
		snprintf(within, sizeof(within), "within %g%%", t->tol);
	if (ok >= 0 && t->absolute)
		snprintf(d, sizeof(d), "%+.3f", sim - real);
	else if (ok >= 0)
		snprintf(d, sizeof(d), "%+.1f%%", 100 * (sim - real) / real);
	printf("%-24s %8s %8s %7s  %s %s\n", t->name, r, m, d,
	       ok < 0 ? "n/a "
	       : ok   ? "ok  "
	              : "MISS",
	       within);
}

/* The report of a calibration (json: one object). */
static int print_calibration(const struct rink_ad_calibration *c, const char *params, bool json)
{
	int seeds = c->seeds;

	if (json) {
		json_t *o = rink_ad_calibration_json(c);
		if (!o)
			return cli_fail("calibrate", "out of memory");
		cli_print_json(o);
		json_decref(o);
		return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
	}
	char sv[64], pc[64];
	chart_played(sv, sizeof(sv), "save chart", c->tuning.keep_cards,
	             "even save chart: ", " cards keep the attack going", params, "saves=");
	chart_played(pc, sizeof(pc), "penalty chart", c->tuning.misconduct_cards,
	             "penalty chart: ", " misconducts", params, "penalties=");
	printf("%d games x %d seeds from %llu (%s%s%s; %s; %s)\n", c->games, seeds,
	       (unsigned long long)c->first_seed, c->league_params, c->league_params[0] ? "," : "",
	       c->game_params, sv, pc);
	printf("%-24s %8s %8s %7s  %s\n", "figure", "real", "sim", "diff", "target");
	for (int f = 0; f < RINK_AD_NFIG; f++)
		print_figure(c, f);
	printf("%-24s %8s %8.3f %7s  %s at least 0.8\n", "corr goals for", "", c->corr_gf, "",
	       c->corr_gf >= 0.8 ? "ok  " : "MISS");
	printf("%-24s %8s %8.3f %7s  %s at least 0.8\n", "corr goals against", "", c->corr_ga, "",
	       c->corr_ga >= 0.8 ? "ok  " : "MISS");
	printf("%-24s %8s %8.3f %7s  %s at least 0.85 (%d skaters)\n", "corr skater goals", "",
	       c->corr_skater_goals, "", c->corr_skater_goals >= 0.85 ? "ok  " : "MISS",
	       c->skaters);
	int miss = 0;
	for (int f = 0; f < RINK_AD_NFIG; f++)
		miss += rink_ad_fig_ok(c, f) == 0;
	miss += (c->corr_gf < 0.8) + (c->corr_ga < 0.8) + (c->corr_skater_goals < 0.85);
	printf("%d of the figures miss their targets (averaged over %d seed%s)\n", miss, seeds,
	       seeds == 1 ? "" : "s");
	return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

static int calibrate_play(void *ud, int first, int count, void *slots, struct rink_error *err)
{
	return rink_ad_calibrate_play(ud, first, count, slots, err);
}

/* The keys of a calibration's part that make it: every part the same. */
static const char *const calib_keys[] = {"format", "data", "seeds", "first_seed",
                                         "params", "fit",  "slot",  NULL};

static int calibrate_run(int argc, char **argv)
{
	enum { O_DATA, O_SEEDS, O_PARAMS, O_NOFIT, O_JSON, O_SEED, O_THREADS, O_SHARD, O_QUIET };
	static const struct cli_opt opts[] = {{"data", true},    {"seeds", true}, {"params", true},
	                                      {"no-fit", false}, {"json", false}, {"seed", true},
	                                      {"threads", true}, {"shard", true}, {"quiet", false},
	                                      {NULL, false}};
	const char *dir = NULL, *params = NULL, *v, *game = NULL;
	int seeds = 20, i = 1, k, threads = 0, shard_k = 0, shard_n = 0, rank, size, rc, last = -1;
	uint64_t first_seed = 1;
	bool json = false, nofit = false, quiet = false;
	struct rink_ad_calibration c;
	struct rink_ad_calib *cal = NULL;
	struct rink_error err;
	char dbuf[1024];

	while ((k = cli_getopt("calibrate", opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(calibrate_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (game)
				return cli_usage_error("calibrate", "unexpected argument '%s'", v);
			game = v;
			break;
		case O_DATA:
			dir = v;
			break;
		case O_SEEDS:
			if (!cli_parse_int("calibrate", "seeds", v, 1, 1000, &seeds))
				return CLI_EXIT_USAGE;
			break;
		case O_SEED:
			if (!cli_parse_u64("calibrate", "seed", v, &first_seed))
				return CLI_EXIT_USAGE;
			break;
		case O_PARAMS:
			params = v;
			break;
		case O_NOFIT:
			nofit = true;
			break;
		case O_JSON:
			json = true;
			break;
		case O_THREADS:
			if (!cli_parse_int("calibrate", "threads", v, 1, RINK_POOL_MAX_THREADS,
			                   &threads))
				return CLI_EXIT_USAGE;
			break;
		case O_SHARD:
			if (!cli_parse_shard("calibrate", v, 1000, &shard_k, &shard_n))
				return CLI_EXIT_USAGE;
			break;
		case O_QUIET:
			quiet = true;
			break;
		}
	}
	if (!game)
		return cli_usage_error("calibrate",
		                       "which game? rink calibrate actiondeck --data DIR");
	if (strcmp(game, "actiondeck"))
		return cli_usage_error("calibrate", "unknown game '%s' (games: actiondeck)", game);
	char ddef[1024];
	if (!dir) { /* the season the shipped league was built from */
		rink_data_path("actiondeck/nhl-2022-23-first-half", ddef, sizeof(ddef));
		dir = ddef;
	} else {
		dir = cli_file_arg(dir, dbuf, sizeof(dbuf)); /* a shard names it in full */
	}
	threads = cli_study_threads(threads, RINK_POOL_MAX_THREADS, &rank, &size);
	/* every process builds the league (the fit is the same everywhere) */
	if (rink_ad_calibrate_open(dir, seeds, first_seed, params, !nofit, &cal, &err)) {
		rc = rank == 0 ? cli_game_error("calibrate", &err) : CLI_EXIT_FAIL;
		cli_mpi_end();
		return rc;
	}
	rink_ad_calibrate_set(cal, threads, cli_study_progress(rank, quiet) ? cli_progress : NULL,
	                      &last);
	struct cli_study s = {.cmd = "calibrate",
	                      .what = "calibration",
	                      .pieces = seeds,
	                      .slot = rink_ad_calibrate_slot(cal) * sizeof(double),
	                      .shard_k = shard_k,
	                      .shard_n = shard_n,
	                      .play = calibrate_play,
	                      .ud = cal};
	rc = cli_study_run(&s);
	if (rc || s.rank != 0)
		goto out;
	if (shard_n) {
		char seed[24];
		size_t slot = rink_ad_calibrate_slot(cal);
		json_t *tallies = cli_study_doubles_json(&s);
		snprintf(seed, sizeof(seed), "%llu", (unsigned long long)first_seed);
		json_t *o = cli_study_shard_json(
		        &s, "rink-calibrate-shard",
		        json_pack("{s:s, s:s, s:i, s:s, s:s, s:b, s:i}", "game", "actiondeck",
		                  "data", dir, "seeds", seeds, "first_seed", seed, "params",
		                  params ? params : "", "fit", !nofit, "slot", (int)slot),
		        tallies);
		if (!o) {
			rc = cli_fail("calibrate", "out of memory");
			goto out;
		}
		cli_print_json(o);
		json_decref(o);
		rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
		goto out;
	}
	if (rink_ad_calibrate_finish(cal, s.slots, &c, &err))
		rc = cli_fail("calibrate", "%s", err.text);
	else
		rc = print_calibration(&c, params, json);
out:
	cli_study_free(&s, true);
	rink_ad_calibrate_close(cal);
	return rc;
}

/* ---- rink merge of a calibration's parts ---------------------------------------- */

int cli_calibrate_merge(int n_files, const char *const *files, json_t *const *roots, bool json)
{
	const char *dir, *seed, *params;
	int seeds = 0, fit = 0, slot = 0, rc;
	struct rink_ad_calib *cal = NULL;
	struct rink_ad_calibration c;
	struct rink_error err;
	struct cli_doubles m = {0};
	uint64_t first_seed;
	char *end;

	if (json_unpack(roots[0], "{s:s, s:i, s:s, s:s, s:b, s:i}", "data", &dir, "seeds", &seeds,
	                "first_seed", &seed, "params", &params, "fit", &fit, "slot", &slot) ||
	    seeds < 1 || seeds > 1000 || !*seed)
		return cli_fail("merge", "%s: a malformed part of a calibration", files[0]);
	first_seed = strtoull(seed, &end, 10);
	if (*end)
		return cli_fail("merge", "%s: seed '%s' is not a number", files[0], seed);
	if (rink_ad_calibrate_open(dir, seeds, first_seed, params[0] ? params : NULL, fit, &cal,
	                           &err))
		return cli_fail("merge", "%s: %s", files[0], err.text);
	m.n = rink_ad_calibrate_slot(cal);
	if ((size_t)slot != m.n) {
		rc = cli_fail("merge", "%s: %d figures a seed, where %s gives %zu", files[0], slot,
		              dir, m.n);
		goto out;
	}
	if (!(m.t = calloc((size_t)seeds * m.n, sizeof(double)))) {
		rc = cli_fail("merge", "out of memory");
		goto out;
	}
	rc = cli_merge_parts(n_files, files, roots, seeds, calib_keys, "calibration",
	                     cli_read_double_tallies, &m);
	if (!rc && rink_ad_calibrate_finish(cal, m.t, &c, &err))
		rc = cli_fail("merge", "%s", err.text);
	else if (!rc)
		rc = print_calibration(&c, params[0] ? params : NULL, json);
out:
	free(m.t);
	rink_ad_calibrate_close(cal);
	return rc;
}

const struct cli_command cli_calibrate_command = {
        .name = "calibrate",
        .summary = "replay a real season and compare it with the real one",
        .help = calibrate_help,
        .run = calibrate_run,
};
