/*
 * cli/odds.c: `rink odds`, a league's odds (rink/league.h) or a save
 * file's: each team's chances of the post-season and the title and its
 * expected points, 95% intervals, on every core. `rink league odds` and
 * `rink league play --odds` run the same (lg_odds_run).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/league_cmd.h"
#include "cli/league_out.h"
#include "rink/league.h"
#include "rink/store.h"

const char lg_odds_help[] =
        "Usage: rink odds LEAGUE [--sims N] [--as-of DATE | --after N] [OPTIONS]\n"
        "       rink odds --save FILE [--sims N] [--bots KIND] [OPTIONS]\n"
        "\n"
        "Each team's chance to make the post-season and to win the title, and its\n"
        "expected final points (wins in Slapshot and Power Play, where the race is\n"
        "to the Playoffs space), each with a 95% interval: the rest of the season\n"
        "played N times by the league's bots (a season game's hidden cards dealt\n"
        "anew as a spectator sees them first), on every core. The same league,\n"
        "position and N give the same figures whatever the thread count. The answer\n"
        "is kept in the league's history (rink league history).\n"
        "\n"
        "With --save, a game in progress from its save file (rink play --save, or\n"
        "the autosaves of rink resume): a Slapshot or Power Play season's odds as\n"
        "a league's, or each seat's chance to win one Action Deck or Trick Shot\n"
        "game and its mean result (1 a win, 1/2 a draw), played out by --bots.\n"
        "\n"
        "Options:\n"
        "  --sims N        simulations (default 10000)\n"
        "  --as-of DATE    from the position after that day's games (YYYY-MM-DD)\n"
        "  --after N       from the position after the first N games decided\n"
        "  --threads N     threads (default: one per processor)\n"
        "  --save FILE     a save file's game instead of a league\n"
        "  --bots KIND     with --save: the bots that play it out (default heuristic)\n"
        "  --no-keep       do not keep the answer in the history\n"
        "  --db PATH|URI   the store (as rink league)\n"
        "  --json, --csv   the figures as JSON or CSV\n"
        "  --quiet         no progress bar\n"
        "  -h, --help      show this help\n";

static void progress_odds(void *ud, int done, int total)
{
	cli_progress(ud, done, total);
}

/* rink odds and rink league odds: a.pos[0] is the league. */
int lg_odds_run(const char *cmd, rink_store *st, rink_league *l, const struct args *a)
{
	struct rink_league_odds_config c = {0};
	struct rink_error err;
	json_t *o;
	int last = -1;

	c.sims = a->sims ? a->sims : 10000;
	c.threads = a->threads;
	c.as_of = a->as_of;
	c.after = a->after;
	c.keep = a->keep;
	if (!a->quiet && isatty(2)) {
		c.progress = progress_odds;
		c.ud = &last;
	}
	if (rink_league_odds(l, st, &c, &o, &err))
		return lg_fail(cmd, &err);
	if (a->format == 1)
		cli_print_json(o);
	else if (a->format == 2)
		lg_print_odds_csv(o);
	else
		lg_print_odds(rink_league_name(l),
		              rink_league_scheduled(l) < 0 ? LG_ODDS_SEASON : LG_ODDS_FIXTURES, o);
	json_decref(o);
	return 0;
}

/* rink odds --save FILE: a game in progress, played out from its save. */
static int odds_save(const struct args *a)
{
	struct rink_league_odds_config c = {
	        .sims = a->sims ? a->sims : 10000, .threads = a->threads, .after = a->after};
	struct rink_error err;
	json_error_t je;
	json_t *save, *o;
	int last = -1;

	if (a->npos)
		return cli_usage_error("odds", "--save FILE or a LEAGUE, not both");
	if (!(save = json_load_file(a->save, 0, &je)))
		return cli_fail("odds", "%s:%d: %s", a->save, je.line, je.text);
	if (!a->quiet && isatty(2)) {
		c.progress = progress_odds;
		c.ud = &last;
	}
	int rc = rink_odds_save(save, a->cfg.bots, &c, &o, &err);
	json_decref(save);
	if (rc)
		return err.code == RINK_ENOMEM
		               ? cli_fail("odds", "%s", err.text)
		               : cli_usage_error("odds", "%s: %s", a->save, err.text);
	bool game = !json_is_true(json_object_get(o, "season"));
	if (a->format == 1)
		cli_print_json(o);
	else if (a->format == 2)
		lg_print_odds_csv(o);
	else
		lg_print_odds(a->save, game ? LG_ODDS_GAME : LG_ODDS_SEASON, o);
	json_decref(o);
	return 0;
}

static int odds_main(int argc, char **argv)
{
	struct args a;
	struct rink_error err;
	rink_store *st;
	rink_league *l;
	int rc;

	if ((rc = lg_parse("odds", argc, argv, 1, &a)) >= 0)
		return rc;
	if (a.save)
		return odds_save(&a);
	if (a.npos != 1)
		return cli_usage_error("odds",
		                       "give one league: rink odds LEAGUE (rink odds --help)");
	if (!(st = lg_store_open("odds", &a)))
		return CLI_EXIT_FAIL;
	if (rink_league_open(st, a.pos[0], &l, &err)) {
		rink_store_close(st);
		return lg_fail("odds", &err);
	}
	rc = lg_odds_run("odds", st, l, &a);
	rink_league_free(l);
	rink_store_close(st);
	return rc;
}

const struct cli_command cli_odds_command = {
        .name = "odds",
        .summary = "a league's odds: post-season, title and points, 95% intervals",
        .help = lg_odds_help,
        .run = odds_main,
};
