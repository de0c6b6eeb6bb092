/*
 * cli/league_whatif.c: `rink league roster`, what-if with a roster
 * (rink_league_roster): a team's players for its next game, and a player
 * put out or traded for the league's games not yet started.
 */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/league_cmd.h"
#include "cli/league_out.h"

#define CMD "league"

/* A player's standing for the next game, in words ("" when he plays). */
static void status_of(const json_t *p, char *buf, size_t size)
{
	const json_t *out = json_object_get(p, "out");
	const char *to = json_string_value(json_object_get(p, "to"));

	buf[0] = 0;
	if (to)
		snprintf(buf, size, "traded to %s", to);
	else if (json_is_string(out))
		snprintf(buf, size, "out for the season");
	else if (json_is_integer(out))
		snprintf(buf, size, "out %lld more game%s", (long long)json_integer_value(out),
		         json_integer_value(out) == 1 ? "" : "s");
	else if (json_is_true(json_object_get(p, "hurt")))
		snprintf(buf, size, "hurt");
}

static void print_roster(const json_t *r, bool csv)
{
	const json_t *players = json_object_get(r, "players"), *p;
	const char *team = json_string_value(json_object_get(r, "team"));
	size_t i;

	if (csv)
		printf("team,player,pos,goalie,status,from\n");
	else
		printf("%s: the roster for its next game\n\n%-26s %-4s %-22s %s\n", team, "player",
		       "pos", "status", "from");
	json_array_foreach(players, i, p)
	{
		char st[64];
		const char *from = json_string_value(json_object_get(p, "from"));
		status_of(p, st, sizeof(st));
		if (csv) {
			lg_csv_field(team, false);
			lg_csv_field(json_string_value(json_object_get(p, "player")), false);
			printf("%s,%d,%s,%s\n", json_string_value(json_object_get(p, "pos")),
			       json_is_true(json_object_get(p, "goalie")), st, from ? from : "");
		} else {
			printf("%-26s %-4s %-22s %s\n",
			       json_string_value(json_object_get(p, "player")),
			       json_string_value(json_object_get(p, "pos")), st, from ? from : "");
		}
	}
	if (csv || !json_array_size(json_object_get(r, "changes")))
		return;
	printf("\nChanges (after the games decided then):\n");
	json_array_foreach(json_object_get(r, "changes"), i, p)
	{
		const char *to = json_string_value(json_object_get(p, "to"));
		long long g = json_integer_value(json_object_get(p, "games"));
		printf("  after %lld: %s of %s ",
		       (long long)json_integer_value(json_object_get(p, "after")),
		       json_string_value(json_object_get(p, "player")),
		       json_string_value(json_object_get(p, "team")));
		if (to)
			printf("traded to %s\n", to);
		else if (g)
			printf("out for %lld game%s\n", g, g == 1 ? "" : "s");
		else
			printf("out for the season\n");
	}
}

int lg_roster_run(rink_store *st, rink_league *l, const struct args *a)
{
	struct rink_error err;
	json_t *r;
	int t, to = -1;

	if (!a->team || a->npos != 1)
		return cli_usage_error(CMD,
		                       "roster: rink league roster NAME --team T [--out PLAYER "
		                       "[--games N] | --trade PLAYER --to TEAM]");
	if (a->out && a->trade)
		return cli_usage_error(CMD, "roster: --out or --trade, not both");
	if (a->trade && !a->to)
		return cli_usage_error(CMD, "roster: --trade PLAYER --to TEAM");
	if (a->to && !a->trade)
		return cli_usage_error(CMD, "roster: --to TEAM goes with --trade PLAYER");
	if (a->cfg.games && !a->out)
		return cli_usage_error(CMD, "roster: --games N goes with --out PLAYER");
	if ((t = lg_team_arg(l, a->team)) < 0 || (a->to && (to = lg_team_arg(l, a->to)) < 0))
		return CLI_EXIT_USAGE;
	if (a->out || a->trade) {
		struct rink_league_roster c = {t, a->out ? a->out : a->trade, a->cfg.games, to};
		if (rink_league_roster(l, st, &c, &err))
			return lg_fail(CMD, &err);
	}
	if (rink_league_roster_json(l, t, &r, &err))
		return lg_fail(CMD, &err);
	if (a->format == 1) {
		cli_print_json(r);
	} else if (a->format == 2) {
		print_roster(r, true);
	} else if (a->out || a->trade) {
		const json_t *c =
		        json_array_get(json_object_get(r, "changes"),
		                       json_array_size(json_object_get(r, "changes")) - 1);
		const char *who = json_string_value(json_object_get(c, "player"));
		if (a->trade)
			printf("%s: traded from %s to %s for the games not yet started.\n", who,
			       rink_league_team_name(l, t), rink_league_team_name(l, to));
		else if (a->cfg.games)
			printf("%s: out of %s's next %d game%s.\n", who,
			       rink_league_team_name(l, t), a->cfg.games,
			       a->cfg.games == 1 ? "" : "s");
		else
			printf("%s: out of %s's games for the rest of the season.\n", who,
			       rink_league_team_name(l, t));
		printf("Next: rink league play %s, then rink league compare\n",
		       rink_league_name(l));
	} else {
		print_roster(r, false);
	}
	json_decref(r);
	return 0;
}
