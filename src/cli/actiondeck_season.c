/*
 * cli/actiondeck_season.c: rink season actiondeck, a league's season
 * replayed (and with --playoffs its 16-team playoff after it):
 *
 *   rink season actiondeck [--charts DIR --schedule GAMES.csv] [--seed S]
 *                          [--params P] [--playoffs] [--json]
 *   rink season actiondeck ... --seeds N [--threads N] [--shard K/N]
 *
 * With --seeds, the season over many seeds (cli/seasons.c).
 *
 * The library (rink/actiondeck.h) plays the games and ranks the teams
 * (rink_ad_standings, NHL tie-breakers); this file prints standings by
 * division where the league has an alignment, goalies' records, leaders,
 * and the playoff bracket.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/seasons.h"
#include "cli/study.h"
#include "rink/actiondeck.h"
#include "rink/pool.h"
#include "rink/rng.h"

/* ---- rink season actiondeck ---------------------------------------------------- */

static const char season_help[] =
        "Usage: rink season actiondeck [--charts DIR --schedule GAMES.csv] [OPTIONS]\n"
        "       rink season actiondeck ... --seeds N [--threads N] [--shard K/N]\n"
        "\n"
        "Plays every game of a schedule (home and away columns of GAMES.csv) with\n"
        "the Action Deck rules and the built-in coaches, keeps injuries across\n"
        "games, and prints standings (by division where the league has an\n"
        "alignment, NHL tie-breakers), power play and penalty kill, shots, league\n"
        "leaders and goalies. Each game has a starting goalie: the schedule's\n"
        "(columns home_goalie, away_goalie) or one drawn in his share of the\n"
        "team's FACED column. Tied games go to a shoot-out, as in the NHL\n"
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
        "  --playoffs        then the 16-team playoff, best of seven (NHL 2022-23:\n"
        "                    three a division, two wild cards a conference, where\n"
        "                    the league has an alignment; else its top 16)\n"
        "  --seeds N         play the season N times, from seeds S, S+1, ... (1 to\n"
        "                    10000000), and print each team's mean points with its\n"
        "                    95% interval, record, goals and place, its share of first\n"
        "                    places and with --playoffs of playoffs reached and won\n"
        "                    (Wilson intervals); the same figures on any number of\n"
        "                    threads, processes (mpirun) or shards\n"
        "  --threads N       with --seeds: seasons played at once (default: one per\n"
        "                    processor)\n"
        "  --shard K/N       with --seeds: play only part K of N and print a partial\n"
        "                    result (JSON) for `rink merge`, which prints the report\n"
        "  --quiet           no progress bar (one shows on a terminal)\n"
        "  --json            one JSON object: teams (with times_shorthanded and\n"
        "                    pp_goals_against, the PK%), skaters, goalies (W-L-OT,\n"
        "                    GAA, SV%, shutouts), games (date, score, decision,\n"
        "                    starting goalies, and the seed and parameters that\n"
        "                    play each again alone), standings, playoffs; with\n"
        "                    --seeds {\"game\", \"seasons\", \"seed\", \"games\", \"params\",\n"
        "                    \"playoffs\", \"teams\": [{\"team\", \"points\", \"points_ci95\",\n"
        "                    \"w\", \"l\", \"otl\", \"gf\", \"ga\", \"rank\", \"first\",\n"
        "                    \"first_ci95\", and with --playoffs \"playoffs\", \"title\" and\n"
        "                    their intervals}]}, best first\n"
        "  -h, --help        show this help\n"
        "\n"
        "Examples:\n"
        "  rink season actiondeck --playoffs --seeds 1000\n"
        "  mpirun -np 4 rink season actiondeck --seeds 100000 --json\n"
        "  rink season actiondeck --seeds 10000 --shard 2/8 >part2.json; rink merge part*.json\n";

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

/* One standings line (the text's columns). */
static void team_line(const struct rink_ad_league *l, const struct rink_ad_season *s,
                      const struct rink_ad_row *r)
{
	const struct rink_ad_team_stats *t = &s->t[r->team];

	printf("%-5s %3d %3d %3d %3d %4d %4d %4d %4d %5d %5d %6.1f %6.1f %5d\n",
	       l->team[r->team].abbr, r->gp, r->w, r->l, r->otl, r->pts, r->rw, r->gf, r->ga,
	       t->shots_for, t->shots_against, t->pp_opps ? 100.0 * t->pp_goals / t->pp_opps : 0.0,
	       t->times_sh ? 100.0 - 100.0 * t->ppga / t->times_sh : 100.0, t->pim);
}

static void print_standings(const struct rink_ad_league *l, const struct rink_ad_season *s,
                            const struct rink_ad_row *rows)
{
	static const char head[] = "%-5s %3s %3s %3s %3s %4s %4s %4s %4s %5s %5s %6s %6s %5s\n";

	if (!l->division) {
		printf(head, "team", "GP", "W", "L", "OTL", "PTS", "RW", "GF", "GA", "SF", "SA",
		       "PP%", "PK%", "PIM");
		for (int k = 0; k < l->n; k++)
			team_line(l, s, &rows[k]);
		return;
	}
	/* by division, each in the league's order (NHL tie-breakers) */
	for (int d = 0; d < l->ndiv; d++) {
		int c = -1;
		for (int k = 0; k < l->n && c < 0; k++)
			if (rows[k].division == d)
				c = rows[k].conference;
		printf("%s%s Division (%s Conference)\n", d ? "\n" : "", l->div_name[d],
		       c >= 0 ? l->conf_name[c] : "-");
		printf(head, "team", "GP", "W", "L", "OTL", "PTS", "RW", "GF", "GA", "SF", "SA",
		       "PP%", "PK%", "PIM");
		for (int k = 0; k < l->n; k++)
			if (rows[k].division == d)
				team_line(l, s, &rows[k]);
	}
	bool any = false;
	for (int k = 0; k < l->n; k++)
		if (rows[k].division < 0) {
			if (!any)
				printf("\nNo division\n");
			any = true;
			team_line(l, s, &rows[k]);
		}
}

/* Goalies with a start: W-L-OT, GAA, SV%, shutouts. */
static void print_goalies(const struct rink_ad_league *l, const struct rink_ad_season *s)
{
	printf("\nGoalies (starts, W-L-OT, GAA, SV%%, shutouts)\n");
	for (int t = 0; t < l->n; t++)
		for (int i = 0; i < l->team[t].n; i++) {
			const struct rink_ad_player_stats *p = &s->p[t][i];
			if (!l->team[t].p[i].goalie || !p->gp)
				continue;
			int ga = p->sa - p->saves;
			printf("  %-28s %-4s %3d GP %3d GS %2d-%2d-%2d  %5.2f  .%03d  %d SO\n",
			       l->team[t].p[i].name, l->team[t].abbr, p->gp, p->gs, p->w, p->l,
			       p->otl, p->secs ? ga * 3600.0 / p->secs : 0.0,
			       p->sa ? (int)lround(1000.0 * p->saves / p->sa) : 0, p->so);
		}
}

static void print_season(const struct rink_ad_league *l, const struct rink_ad_season *s,
                         const struct rink_ad_row *rows)
{
	print_standings(l, s, rows);
	leaders(l, s, "Goals", 0);
	leaders(l, s, "Assists", 1);
	leaders(l, s, "Points", 2);
	leaders(l, s, "Save percentage (300 shots or more)", 3);
	print_goalies(l, s);
}

static void print_bracket(const struct rink_ad_league *l, const struct rink_ad_bracket *b)
{
	static const char *const names[4] = {"First round", "Second round", "Conference finals",
	                                     "Final"};

	printf("\nPlayoffs (%s, best of seven, 2-2-1-1-1)\n",
	       b->aligned ? "NHL format: three a division and two wild cards a conference"
	                  : "the top 16");
	for (int r = 0; r < 4; r++) {
		printf("  %s\n", names[r]);
		for (int k = 0; k < 8 >> r; k++) {
			const struct rink_ad_series *x = &b->round[r][k];
			printf("    %-4s %d, %-4s %d  (%s in %d)\n", l->team[x->high].abbr,
			       x->wins_high, l->team[x->low].abbr, x->wins_low,
			       l->team[x->winner].abbr, x->games);
		}
	}
	printf("  Champion: %s (%d playoff games)\n", l->team[b->champion].abbr, b->games);
}

static int season_run(int argc, char **argv)
{
	enum {
		O_CHARTS,
		O_SCHEDULE,
		O_SEED,
		O_PARAMS,
		O_JSON,
		O_PLAYOFFS,
		O_SEEDS,
		O_THREADS,
		O_SHARD,
		O_QUIET
	};
	static const struct cli_opt opts[] = {
	        {"charts", true}, {"schedule", true},  {"seed", true},  {"params", true},
	        {"json", false},  {"playoffs", false}, {"seeds", true}, {"threads", true},
	        {"shard", true},  {"quiet", false},    {NULL, false}};
	struct cli_seasons many = {0};
	const char *charts = NULL, *sched = NULL, *params = NULL, *v, *game = NULL;
	uint64_t seed = 1;
	bool json = false, playoffs = false;
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
		case O_PLAYOFFS:
			playoffs = true;
			break;
		case O_SEEDS:
			if (!cli_parse_int("season", "seeds", v, 1, 10000000, &many.seasons))
				return CLI_EXIT_USAGE;
			break;
		case O_THREADS:
			if (!cli_parse_int("season", "threads", v, 1, RINK_POOL_MAX_THREADS,
			                   &many.threads))
				return CLI_EXIT_USAGE;
			break;
		case O_SHARD:
			if (!cli_parse_shard("season", v, RINK_AD_SEASONS_MAX_PIECES, &many.shard_k,
			                     &many.shard_n))
				return CLI_EXIT_USAGE;
			break;
		case O_QUIET:
			many.quiet = true;
			break;
		}
	}
	if (!game)
		return cli_usage_error("season", "which game? rink season actiondeck --charts DIR "
		                                 "--schedule GAMES.csv");
	if (strcmp(game, "actiondeck"))
		return cli_usage_error("season",
		                       "unknown game '%s' (games with seasons: actiondeck)", game);
	if (!many.seasons && (many.threads || many.shard_n))
		return cli_usage_error("season", "--%s is for a season over seeds (--seeds N)",
		                       many.threads ? "threads" : "shard");
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
	if (many.seasons) {
		many.seed = seed;
		many.params = pbuf;
		many.playoffs = playoffs;
		many.json = json;
		rc = cli_seasons_run(&many, &l, &sc);
		rink_ad_schedule_free(&sc);
		rink_ad_league_free(&l);
		return rc;
	}
	rc = rink_ad_season_play(&l, &sc, seed, pbuf, &s,
	                         cli_study_progress(0, many.quiet) ? cli_progress : NULL, &last,
	                         &err);
	if (rc) {
		rink_ad_schedule_free(&sc);
		rink_ad_league_free(&l);
		return strstr(err.text, "parameter") ? cli_usage_error("season", "%s", err.text)
		                                     : cli_fail("season", "%s", err.text);
	}
	/* the standings (NHL tie-breakers), and the playoff from them */
	struct rink_ad_row *rows = malloc(sizeof(*rows) * (size_t)l.n);
	struct rink_ad_result *res = malloc(sizeof(*res) * (size_t)(s.ngames ? s.ngames : 1));
	struct rink_ad_bracket br;
	if (!rows || !res) {
		rc = cli_fail("season", "out of memory");
		goto out;
	}
	for (int g = 0; g < s.ngames; g++)
		res[g] = s.games[g].r;
	if (rink_ad_standings(&l, res, s.ngames, rows) < 0) {
		rc = cli_fail("season", "out of memory");
		goto out;
	}
	/* the playoff's games have seeds of their own, apart from the season's */
	if (playoffs && rink_ad_playoffs_play(&l, rows, rink_seed_derive(seed, UINT64_C(1) << 63),
	                                      pbuf, &br, &err)) {
		rc = cli_fail("season", "--playoffs: %s", err.text);
		goto out;
	}
	if (json) {
		json_t *o = rink_ad_season_json(&l, &s, &sc), *teams = json_object_get(o, "teams");
		/* the penalty kill, as the text's PK% column shows it */
		for (int t = 0; t < s.n && t < (int)json_array_size(teams); t++) {
			json_t *tj = json_array_get(teams, (size_t)t);
			json_object_set_new(tj, "times_shorthanded", json_integer(s.t[t].times_sh));
			json_object_set_new(tj, "pp_goals_against", json_integer(s.t[t].ppga));
		}
		json_t *st = json_array();
		for (int r = 0; r < l.n; r++)
			json_array_append_new(st, json_pack("{s:s,s:i,s:i,s:i,s:i,s:i}", "team",
			                                    l.team[rows[r].team].abbr, "rank",
			                                    rows[r].rank, "pts", rows[r].pts, "rw",
			                                    rows[r].rw, "row", rows[r].row, "gp",
			                                    rows[r].gp));
		json_object_set_new(o, "standings", st);
		if (playoffs)
			json_object_set_new(o, "playoffs", rink_ad_bracket_json(&l, &br));
		cli_print_json(o);
		json_decref(o);
	} else {
		print_season(&l, &s, rows);
		if (playoffs)
			print_bracket(&l, &br);
	}
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out:
	free(rows);
	free(res);
	rink_ad_season_free(&s);
	rink_ad_schedule_free(&sc);
	rink_ad_league_free(&l);
	return rc;
}

const struct cli_command cli_season_command = {
        .name = "season",
        .summary = "replay a season of Action Deck games from team charts",
        .help = season_help,
        .run = season_run,
};
