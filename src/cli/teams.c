/*
 * cli/teams.c: Slapshot line-ups typed on the command line, for the
 * commands that take two of them (referee, lineup).
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "rink/slapshot.h"

static const char *const side_name[2] = {"home", "away"};

/* Splits text at commas into six card ids of side; on error prints the
 * line and returns false. */
static bool parse_team(const char *cmd, const rink_game *g, int side, const char *text,
                       uint8_t out[6])
{
	static const char *const plural[3] = {"forwards", "defensemen", "goalies"};
	static const char *const single[3] = {"forward", "defenseman", "goalie"};
	static const int need[3] = {3, 2, 1};
	char *copy = strdup(text), *p = copy;
	int n = 0, count[3] = {0, 0, 0}, extra = -1;
	bool ok = false;

	if (!copy) {
		cli_fail(cmd, "out of memory");
		return false;
	}
	for (;;) {
		char *comma = strchr(p, ',');
		char *name;
		int id;

		if (comma)
			*comma = '\0';
		name = cli_trim(p);
		if (!name[0]) {
			cli_usage_error(cmd, "%s line-up: an empty card name in '%s'",
			                side_name[side], text);
			goto out;
		}
		if ((id = rink_ss_card_find(g, name)) < 0) {
			cli_usage_error(cmd, "%s line-up: unknown card '%s'", side_name[side],
			                name);
			goto out;
		}
		if (n == RINK_SS_TEAM) {
			cli_usage_error(cmd,
			                "%s line-up names more than six cards; a team is six cards",
			                side_name[side]);
			goto out;
		}
		for (int i = 0; i < n; i++)
			if (out[i] == id) {
				cli_usage_error(cmd, "%s line-up names %s twice", side_name[side],
				                rink_ss_card(g, id)->name);
				goto out;
			}
		out[n++] = (uint8_t)id;
		if (++count[rink_ss_card(g, id)->type] > need[rink_ss_card(g, id)->type] &&
		    extra < 0)
			extra = id;
		if (!comma)
			break;
		p = comma + 1;
	}
	if (n != RINK_SS_TEAM) {
		cli_usage_error(cmd, "%s line-up names %d card%s; a team is six cards",
		                side_name[side], n, n == 1 ? "" : "s");
		goto out;
	}
	for (int t = 0; t < 3; t++)
		if (count[t] != need[t]) {
			const struct rink_ss_card *c = rink_ss_card(g, extra);
			cli_usage_error(
			        cmd,
			        "%s line-up has %d %s, %d %s and %d %s (%s is one %s too "
			        "many); a team is 3 forwards, 2 defensemen and 1 goalie",
			        side_name[side], count[0], count[0] == 1 ? single[0] : plural[0],
			        count[1], count[1] == 1 ? single[1] : plural[1], count[2],
			        count[2] == 1 ? single[2] : plural[2], c->name, single[c->type]);
			goto out;
		}
	ok = true;
out:
	free(copy);
	return ok;
}

bool cli_parse_teams(const char *cmd, const rink_game *g, const char *const text[2],
                     uint8_t lineup[2][6])
{
	for (int s = 0; s < 2; s++)
		if (!parse_team(cmd, g, s, text[s], lineup[s]))
			return false;
	for (int h = 0; h < RINK_SS_TEAM; h++)
		for (int a = 0; a < RINK_SS_TEAM; a++)
			if (lineup[0][h] == lineup[1][a]) {
				cli_usage_error(cmd,
				                "%s is on both teams (home and away line-ups); "
				                "each card exists once",
				                rink_ss_card(g, lineup[0][h])->name);
				return false;
			}
	return true;
}
