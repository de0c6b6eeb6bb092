/*
 * cli/teams.c: line-ups typed on the command line, for the commands that
 * take two of them (referee, lineup), for both card games: Slapshot's
 * roster and Power Play's deck are looked up through one face.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "rink/powerplay.h"
#include "rink/slapshot.h"

static const char *const side_name[2] = {"home", "away"};

static bool is_pp(const rink_game *g)
{
	return strcmp(rink_game_name(g), "powerplay") == 0;
}

static int card_find(const rink_game *g, const char *name)
{
	return is_pp(g) ? rink_pp_card_find(g, name) : rink_ss_card_find(g, name);
}

const char *cli_card_name(const rink_game *g, int id)
{
	struct rink_pp_card c;

	if (!is_pp(g))
		return rink_ss_card(g, id)->name;
	return rink_pp_card(g, id, &c) ? c.name : "?";
}

static int card_type(const rink_game *g, int id)
{
	struct rink_pp_card c;

	if (!is_pp(g))
		return rink_ss_card(g, id)->type;
	return rink_pp_card(g, id, &c) ? c.type : 0;
}

/* Splits text at commas into six card ids of side; on error prints the
 * line and returns false. */
static bool parse_team(const char *cmd, const rink_game *g, int side, const char *text,
                       uint8_t out[6])
{
	static const char *const plural[2][3] = {{"forwards", "defensemen", "goalies"},
	                                         {"forwards", "defenders", "goalies"}};
	static const char *const single[2][3] = {{"forward", "defenseman", "goalie"},
	                                         {"forward", "defender", "goalie"}};
	static const int need[3] = {3, 2, 1};
	char *copy = strdup(text), *p = copy;
	int n = 0, count[3] = {0, 0, 0}, extra = -1, w = is_pp(g);
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
		if ((id = card_find(g, name)) < 0) {
			cli_usage_error(cmd, "%s line-up: unknown card '%s'", side_name[side],
			                name);
			goto out;
		}
		if (n == 6) {
			cli_usage_error(cmd,
			                "%s line-up names more than six cards; a team is six cards",
			                side_name[side]);
			goto out;
		}
		for (int i = 0; i < n; i++)
			if (out[i] == id) {
				cli_usage_error(cmd, "%s line-up names %s twice", side_name[side],
				                cli_card_name(g, id));
				goto out;
			}
		out[n++] = (uint8_t)id;
		if (++count[card_type(g, id)] > need[card_type(g, id)] && extra < 0)
			extra = id;
		if (!comma)
			break;
		p = comma + 1;
	}
	if (n != 6) {
		cli_usage_error(cmd, "%s line-up names %d card%s; a team is six cards",
		                side_name[side], n, n == 1 ? "" : "s");
		goto out;
	}
	for (int t = 0; t < 3; t++)
		if (count[t] != need[t]) {
			cli_usage_error(cmd,
			                "%s line-up has %d %s, %d %s and %d %s (%s is one %s too "
			                "many); a team is 3 forwards, 2 %s and 1 goalie",
			                side_name[side], count[0],
			                count[0] == 1 ? single[w][0] : plural[w][0], count[1],
			                count[1] == 1 ? single[w][1] : plural[w][1], count[2],
			                count[2] == 1 ? single[w][2] : plural[w][2],
			                cli_card_name(g, extra), single[w][card_type(g, extra)],
			                plural[w][1]);
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
	for (int h = 0; h < 6; h++)
		for (int a = 0; a < 6; a++)
			if (lineup[0][h] == lineup[1][a]) {
				cli_usage_error(cmd,
				                "%s is on both teams (home and away line-ups); "
				                "each card exists once",
				                cli_card_name(g, lineup[0][h]));
				return false;
			}
	return true;
}
