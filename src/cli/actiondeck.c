/*
 * cli/actiondeck.c: the Action Deck tools of the `rink` command:
 *
 *   rink chart build --teams F --skaters F --goalies F --out DIR
 *   rink season actiondeck --charts DIR --schedule GAMES.csv [--seed S] [--json]
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

#include "cli/cli.h"
#include "rink/actiondeck.h"

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
        "the time each, so a chart carries twice each player's distance from the\n"
        "league's rate: poor shooters get PCT 0 (they still score on the goalie's\n"
        "half). A chart holds 48 players: a team with more skaters keeps those\n"
        "with the most shots, and the command says how many it left off.\n"
        "\n"
        "Three league figures come from the game's design rather than the charts:\n"
        "shots per game (the deck), power-play success (the rules' +20) and\n"
        "penalty minutes (the penalty chart). The command fits them to the season\n"
        "by replaying every pairing of the teams: shots through the even save\n"
        "chart (how often a save keeps the attack going; DIR/rules/saves.csv),\n"
        "power plays through their length (the entry cards after which a minor\n"
        "ends; DIR/params.txt, minor_cards=N), minutes through the penalty chart's\n"
        "misconducts (DIR/rules/penalty.csv). rink season, rink play and rink\n"
        "calibrate apply them to that league.\n"
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

/* ---- rink season actiondeck ---------------------------------------------------- */

static const char season_help[] =
        "Usage: rink season actiondeck [--charts DIR --schedule GAMES.csv] [OPTIONS]\n"
        "\n"
        "Plays every game of a schedule (home and away columns of GAMES.csv) with\n"
        "the Action Deck rules and the built-in coaches, keeps injuries across\n"
        "games, and prints standings, power play and penalty kill, shots and\n"
        "league leaders. Tied games go to a shoot-out, as in the NHL\n"
        "(--params regular_shootout=false: a tie after overtime stays a tie).\n"
        "\n"
        "Options:\n"
        "  --charts DIR      the team charts (one TEAM.csv each; rink chart build)\n"
        "                    and the league's own fitted parameters and charts\n"
        "                    (DIR/params.txt, DIR/rules/saves.csv, penalty.csv), if any\n"
        "                    (default: the shipped league, data/actiondeck/league,\n"
        "                    built from the NHL 2022-23 first half)\n"
        "  --schedule F      the games, in the format of games.csv (default, with the\n"
        "                    shipped league: its 656 games, data/actiondeck/\n"
        "                    nhl-2022-23-first-half/games.csv; with --charts, needed)\n"
        "  --seed S          the seed (default 1): the same seed, the same season\n"
        "  --params P        more game parameters, e.g. budget=all; they replace\n"
        "                    the league's own (minor_cards=N, saves=F, penalties=F)\n"
        "  --json            one JSON object: teams (with times_shorthanded and\n"
        "                    pp_goals_against, the PK%), skaters, goalies\n"
        "  -h, --help        show this help\n";

struct lead {
	int team, player;
	double v;
};

static int lead_cmp(const void *a, const void *b)
{
	const struct lead *x = a, *y = b;

	return x->v < y->v ? 1 : x->v > y->v ? -1 : 0;
}

static void leaders(const struct rink_ad_league *l, const struct rink_ad_season *s,
                    const char *title, int what)
{
	struct lead *v = calloc((size_t)l->n * RINK_AD_MAX_PLAYERS, sizeof(*v));
	int n = 0;

	if (!v)
		return;
	for (int t = 0; t < l->n; t++)
		for (int i = 0; i < l->team[t].n; i++) {
			const struct rink_ad_player_stats *p = &s->p[t][i];
			bool g = l->team[t].p[i].goalie;
			if (what == 3) {
				if (!g || p->sa < 300)
					continue;
				v[n].v = (double)p->saves / p->sa;
			} else {
				if (g)
					continue;
				v[n].v = what == 0 ? p->g : what == 1 ? p->a : p->g + p->a;
			}
			v[n].team = t;
			v[n].player = i;
			n++;
		}
	qsort(v, (size_t)n, sizeof(*v), lead_cmp);
	printf("\n%s\n", title);
	for (int k = 0; k < n && k < 10; k++) {
		if (what == 3)
			printf("  %2d. %-28s %-4s .%03d\n", k + 1,
			       l->team[v[k].team].p[v[k].player].name, l->team[v[k].team].abbr,
			       (int)lround(v[k].v * 1000));
		else
			printf("  %2d. %-28s %-4s %3d\n", k + 1,
			       l->team[v[k].team].p[v[k].player].name, l->team[v[k].team].abbr,
			       (int)v[k].v);
	}
	free(v);
}

static int pts_order(const void *a, const void *b, void *ctx);
static const struct rink_ad_season *sort_season;

static int team_cmp(const void *a, const void *b)
{
	return pts_order(a, b, NULL);
}

static int pts_order(const void *a, const void *b, void *ctx)
{
	const struct rink_ad_team_stats *x = &sort_season->t[*(const int *)a];
	const struct rink_ad_team_stats *y = &sort_season->t[*(const int *)b];
	int px = 2 * x->w + x->otl, py = 2 * y->w + y->otl;

	(void)ctx;
	if (px != py)
		return py - px;
	return (y->gf - y->ga) - (x->gf - x->ga);
}

static void print_season(const struct rink_ad_league *l, const struct rink_ad_season *s)
{
	/* as many teams as the charts folder holds: no fixed bound */
	int *order = malloc(sizeof(*order) * (size_t)l->n);

	if (!order) {
		fputs("rink: out of memory\n", stderr);
		return;
	}
	for (int t = 0; t < l->n; t++)
		order[t] = t;
	sort_season = s;
	qsort(order, (size_t)l->n, sizeof(int), team_cmp);
	printf("%-5s %3s %3s %3s %3s %4s %4s %4s %5s %5s %6s %6s %5s\n", "team", "GP", "W", "L",
	       "OTL", "PTS", "GF", "GA", "SF", "SA", "PP%", "PK%", "PIM");
	for (int k = 0; k < l->n; k++) {
		const struct rink_ad_team_stats *t = &s->t[order[k]];
		printf("%-5s %3d %3d %3d %3d %4d %4d %4d %5d %5d %6.1f %6.1f %5d\n",
		       l->team[order[k]].abbr, t->gp, t->w, t->l, t->otl, 2 * t->w + t->otl, t->gf,
		       t->ga, t->shots_for, t->shots_against,
		       t->pp_opps ? 100.0 * t->pp_goals / t->pp_opps : 0.0,
		       t->times_sh ? 100.0 - 100.0 * t->ppga / t->times_sh : 100.0, t->pim);
	}
	free(order);
	leaders(l, s, "Goals", 0);
	leaders(l, s, "Assists", 1);
	leaders(l, s, "Points", 2);
	leaders(l, s, "Save percentage (300 shots or more)", 3);
}

static int season_run(int argc, char **argv)
{
	enum { O_CHARTS, O_SCHEDULE, O_SEED, O_PARAMS, O_JSON };
	static const struct cli_opt opts[] = {{"charts", true}, {"schedule", true}, {"seed", true},
	                                      {"params", true}, {"json", false},    {NULL, false}};
	const char *charts = NULL, *sched = NULL, *params = NULL, *v, *game = NULL;
	uint64_t seed = 1;
	bool json = false;
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	struct rink_ad_season s;
	struct rink_error err;
	char pbuf[600];
	int i = 1, k, last = -1, rc;

	while ((k = cli_getopt("season", opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(season_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (game)
				return cli_usage_error("season", "unexpected argument '%s'", v);
			game = v;
			break;
		case O_CHARTS:
			charts = v;
			break;
		case O_SCHEDULE:
			sched = v;
			break;
		case O_SEED:
			if (!cli_parse_u64("season", "seed", v, &seed))
				return CLI_EXIT_USAGE;
			break;
		case O_PARAMS:
			params = v;
			break;
		case O_JSON:
			json = true;
			break;
		}
	}
	if (!game)
		return cli_usage_error("season", "which game? rink season actiondeck --charts DIR "
		                                 "--schedule GAMES.csv");
	if (strcmp(game, "actiondeck"))
		return cli_usage_error("season",
		                       "unknown game '%s' (games with seasons: actiondeck)", game);
	/* the shipped league plays its own season's schedule by default */
	char cdef[1024], sdef[1024];
	if (charts && !sched)
		return cli_usage_error("season",
		                       "--schedule is missing (only the shipped league, without "
		                       "--charts, has a schedule of its own)");
	if (!charts) {
		rink_data_path("actiondeck/league", cdef, sizeof(cdef));
		charts = cdef;
	}
	if (!sched) {
		rink_data_path("actiondeck/nhl-2022-23-first-half/games.csv", sdef, sizeof(sdef));
		sched = sdef;
	}
	/* shoot-outs as in the NHL, unless --params says otherwise (its
	 * values replace the defaults, as the help says) */
	if (rink_ad_params_merge("regular_shootout=true", params, pbuf, sizeof(pbuf), &err))
		return cli_usage_error("season", "--params: %s", err.text);
	if (rink_ad_league_load(&l, charts, &err))
		return cli_fail("season", "%s", err.text);
	if (rink_ad_schedule_load(&sc, &l, sched, &err)) {
		rink_ad_league_free(&l);
		return cli_fail("season", "%s", err.text);
	}
	rc = rink_ad_season_play(&l, &sc, seed, pbuf, &s,
	                         isatty(STDERR_FILENO) ? cli_progress : NULL, &last, &err);
	if (rc) {
		rink_ad_schedule_free(&sc);
		rink_ad_league_free(&l);
		return strstr(err.text, "parameter") ? cli_usage_error("season", "%s", err.text)
		                                     : cli_fail("season", "%s", err.text);
	}
	if (json) {
		json_t *o = rink_ad_season_json(&l, &s), *teams = json_object_get(o, "teams");
		/* the penalty kill, as the text's PK% column shows it */
		for (int t = 0; t < s.n && t < (int)json_array_size(teams); t++) {
			json_t *tj = json_array_get(teams, (size_t)t);
			json_object_set_new(tj, "times_shorthanded", json_integer(s.t[t].times_sh));
			json_object_set_new(tj, "pp_goals_against", json_integer(s.t[t].ppga));
		}
		cli_print_json(o);
		json_decref(o);
	} else {
		print_season(&l, &s);
	}
	rink_ad_season_free(&s);
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
	return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

const struct cli_command cli_season_command = {
        .name = "season",
        .summary = "replay a season of Action Deck games from team charts",
        .help = season_help,
        .run = season_run,
};

/* ---- rink calibrate actiondeck ----------------------------------------------------- */

static const char calibrate_help[] =
        "Usage: rink calibrate actiondeck [--data DIR] [--seeds N] [--seed S] [--params P]\n"
        "                                 [--no-fit] [--json]\n"
        "\n"
        "Builds charts from DIR/teams.csv, skaters.csv and goalies.csv, fits the\n"
        "shots, power plays and minutes as rink chart build does, replays\n"
        "DIR/games.csv N times (default 20 seeds) and compares the averages with\n"
        "the real season: league goals, shots, power-play %, penalty minutes and\n"
        "save %, and the correlations of goals for and against across teams and of\n"
        "goals across skaters with 20 or more games. A figure the files cannot\n"
        "give (teams.csv without pim, no power plays) shows n/a (null in JSON).\n"
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
        "                (within_pct) and verdict (ok); corr_ok for the\n"
        "                correlations (at least 0.8, skaters 0.85)\n"
        "  -h, --help    show this help\n";

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

/* A figure, the season's and the replay's, and their difference; '-' where
 * one is unknown (no such column, no power plays). */
static void print_figure(const char *name, double real, double sim, double tol)
{
	char r[32] = "-", m[32] = "-";

	if (real >= 0)
		snprintf(r, sizeof(r), "%.3f", real);
	if (sim >= 0)
		snprintf(m, sizeof(m), "%.3f", sim);
	if (real <= 0 || sim < 0) {
		printf("%-24s %8s %8s %7s  n/a  within %g%%\n", name, r, m, "-", tol);
		return;
	}
	double d = 100 * (sim - real) / real;
	printf("%-24s %8s %8s %+6.1f%%  %s within %g%%\n", name, r, m, d,
	       fabs(d) <= tol ? "ok  " : "MISS", tol);
}

static int calibrate_run(int argc, char **argv)
{
	enum { O_DATA, O_SEEDS, O_PARAMS, O_NOFIT, O_JSON, O_SEED };
	static const struct cli_opt opts[] = {{"data", true},    {"seeds", true}, {"params", true},
	                                      {"no-fit", false}, {"json", false}, {"seed", true},
	                                      {NULL, false}};
	static const char *const names[RINK_AD_NFIG] = {"goals per team-game",
	                                                "shots per team-game",
	                                                "power-play %",
	                                                "PIM per team-game",
	                                                "save %",
	                                                "PP opps per team-game"};
	static const double tol[RINK_AD_NFIG] = {5, 5, 10, 10, 1, 10};
	const char *dir = NULL, *params = NULL, *v, *game = NULL;
	int seeds = 20, i = 1, k;
	uint64_t first_seed = 1;
	bool json = false, nofit = false;
	struct rink_ad_calibration c;
	struct rink_error err;

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
	}
	if (rink_ad_calibrate(dir, seeds, first_seed, params, !nofit, &c, &err))
		return cli_game_error("calibrate", &err);
	if (json) {
		static const char *const keys[RINK_AD_NFIG] = {
		        "goals_per_game", "shots_per_game", "pp_pct",
		        "pim_per_game",   "save_pct",       "pp_opps_per_game"};
		json_t *o = rink_ad_calibration_json(&c);
		/* the text's verdicts: each figure's target and whether it is met
		 * (null where the figure is unknown), and the correlations' */
		for (int f = 0; f < RINK_AD_NFIG; f++) {
			json_t *fig = json_object_get(o, keys[f]);
			bool known = c.real[f] > 0 && c.sim[f] >= 0;
			json_object_set_new(fig, "within_pct", json_real(tol[f]));
			json_object_set_new(fig, "ok",
			                    known ? json_boolean(fabs(100 * (c.sim[f] - c.real[f]) /
			                                              c.real[f]) <= tol[f])
			                          : json_null());
		}
		json_object_set_new(o, "corr_ok",
		                    json_pack("{s:b,s:b,s:b}", "gf", c.corr_gf >= 0.8, "ga",
		                              c.corr_ga >= 0.8, "skater_goals",
		                              c.corr_skater_goals >= 0.85));
		cli_print_json(o);
		json_decref(o);
		return 0;
	}
	char sv[64], pc[64];
	chart_played(sv, sizeof(sv), "save chart", c.tuning.keep_cards,
	             "even save chart: ", " cards keep the attack going", params, "saves=");
	chart_played(pc, sizeof(pc), "penalty chart", c.tuning.misconduct_cards,
	             "penalty chart: ", " misconducts", params, "penalties=");
	printf("%d games x %d seeds from %llu (%s%s%s; %s; %s)\n", c.games, seeds,
	       (unsigned long long)first_seed, c.league_params, c.league_params[0] ? "," : "",
	       c.game_params, sv, pc);
	printf("%-24s %8s %8s %7s  %s\n", "figure", "real", "sim", "diff", "target");
	for (int f = 0; f < RINK_AD_NFIG; f++)
		print_figure(names[f], c.real[f], c.sim[f], tol[f]);
	printf("%-24s %8s %8.3f %7s  %s at least 0.8\n", "corr goals for", "", c.corr_gf, "",
	       c.corr_gf >= 0.8 ? "ok  " : "MISS");
	printf("%-24s %8s %8.3f %7s  %s at least 0.8\n", "corr goals against", "", c.corr_ga, "",
	       c.corr_ga >= 0.8 ? "ok  " : "MISS");
	printf("%-24s %8s %8.3f %7s  %s at least 0.85 (%d skaters)\n", "corr skater goals", "",
	       c.corr_skater_goals, "", c.corr_skater_goals >= 0.85 ? "ok  " : "MISS", c.skaters);
	return 0;
}

const struct cli_command cli_calibrate_command = {
        .name = "calibrate",
        .summary = "replay a real season and compare it with the real one",
        .help = calibrate_help,
        .run = calibrate_run,
};
