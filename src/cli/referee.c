/*
 * cli/referee.c: `rink referee slapshot --home CARDS --away CARDS`.
 *
 * Plays one game of two ordered line-ups through rink_ss_play and explains
 * every face-off with rink_ss_faceoff_reason. The command checks only what
 * it must to hand the library two valid line-ups (six known cards each,
 * 3 forwards, 2 defensemen and 1 goalie, no card twice); the rules of the
 * game itself are the library's.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "rink/slapshot.h"

#define CMD "referee"

static const char referee_help[] =
        "Usage: rink referee slapshot --home CARDS --away CARDS [--overtime] [--json]\n"
        "\n"
        "Referees one Slapshot game between two line-ups and explains every face-off.\n"
        "\n"
        "Options:\n"
        "  --home CARDS   the home team's six cards in playing order, separated by\n"
        "                 commas: 3 forwards, 2 defensemen and 1 goalie, named as in\n"
        "                 the Player Roster (any case; \"King Neptune\" is accepted)\n"
        "  --away CARDS   the away team's six cards, likewise; no card on both teams\n"
        "  --overtime     play a sudden-death overtime game instead: no home-ice goal,\n"
        "                 the first goal wins (winner \"none\" when nobody scores)\n"
        "  --json         print one JSON object: home_goals, away_goals, winner,\n"
        "                 faceoffs [{pair, home_card, away_card, home_scores,\n"
        "                 away_scores, home_injured, away_injured, reason, home_score,\n"
        "                 away_score}], injured {home, away}\n"
        "  -h, --help     show this help\n"
        "\n"
        "In regulation the home team starts 1-0 (home ice); the score printed includes\n"
        "that goal. A tie ends with \"tie: overtime needed\".\n"
        "\n"
        "Example:\n"
        "  rink referee slapshot \\\n"
        "    --home \"Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick\" \\\n"
        "    --away \"Cheap Skate,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Stu Late\"\n"
        "\n"
        "Exit status: 0 when the game was played, 2 for a bad line-up or option.\n";

static const char *const side_name[2] = {"home", "away"};

static const char *winner_word(const struct rink_ss_result *r, bool overtime)
{
	if (r->winner == 0)
		return "home";
	if (r->winner == 1)
		return "away";
	return overtime ? "none" : "tie";
}

static json_t *names_json(const rink_game *g, const uint8_t *cards, int n)
{
	json_t *a = json_array();

	for (int i = 0; i < n; i++)
		json_array_append_new(a, json_string(rink_ss_card(g, cards[i])->name));
	return a;
}

static void print_json(const rink_game *g, const uint8_t lineup[2][6], bool overtime,
                       const struct rink_ss_result *r)
{
	json_t *o = json_object(), *fos = json_array();
	int hs = overtime ? 0 : 1, as = 0;

	json_object_set_new(o, "home_goals", json_integer(r->home_goals));
	json_object_set_new(o, "away_goals", json_integer(r->away_goals));
	json_object_set_new(o, "winner", json_string(winner_word(r, overtime)));
	json_object_set_new(o, "overtime", json_boolean(overtime));
	for (int i = 0; i < r->pairs; i++) {
		int h = lineup[0][i], a = lineup[1][i], out = r->outcome[i];
		char why[160];
		json_t *f = json_object();

		hs += out & RINK_SS_FO_HOME_GOAL ? 1 : 0;
		as += out & RINK_SS_FO_AWAY_GOAL ? 1 : 0;
		rink_ss_faceoff_reason(g, h, a, why, sizeof(why));
		json_object_set_new(f, "pair", json_integer(i + 1));
		json_object_set_new(f, "home_card", json_string(rink_ss_card(g, h)->name));
		json_object_set_new(f, "away_card", json_string(rink_ss_card(g, a)->name));
		json_object_set_new(f, "home_scores", json_boolean(out & RINK_SS_FO_HOME_GOAL));
		json_object_set_new(f, "away_scores", json_boolean(out & RINK_SS_FO_AWAY_GOAL));
		json_object_set_new(f, "home_injured", json_boolean(out & RINK_SS_FO_HOME_INJURED));
		json_object_set_new(f, "away_injured", json_boolean(out & RINK_SS_FO_AWAY_INJURED));
		json_object_set_new(f, "reason", json_string(why));
		json_object_set_new(f, "home_score", json_integer(hs));
		json_object_set_new(f, "away_score", json_integer(as));
		json_array_append_new(fos, f);
	}
	json_object_set_new(o, "faceoffs", fos);
	json_object_set_new(o, "injured",
	                    json_pack("{s:o, s:o}", "home",
	                              names_json(g, r->injured[0], r->n_injured[0]), "away",
	                              names_json(g, r->injured[1], r->n_injured[1])));
	cli_print_json(o);
	json_decref(o);
}

static void print_names(const rink_game *g, const uint8_t *cards, int n)
{
	if (n == 0)
		fputs("none", stdout);
	for (int i = 0; i < n; i++)
		printf("%s%s", i ? ", " : "", rink_ss_card(g, cards[i])->name);
}

static void print_text(const rink_game *g, const uint8_t lineup[2][6], bool overtime,
                       const struct rink_ss_result *r)
{
	const char *w = winner_word(r, overtime);

	for (int s = 0; s < 2; s++) {
		printf("%s: ", s ? "Away" : "Home");
		print_names(g, lineup[s], RINK_SS_TEAM);
		putchar('\n');
	}
	if (overtime)
		puts("Overtime: sudden death from 0-0, the first goal wins");
	else
		puts("Home ice: the home team starts 1-0");
	for (int i = 0; i < r->pairs; i++) {
		char l1[64], l2[64], why[160];
		int out = r->outcome[i];
		const char *hl = (out & 3) ? cli_sgr("1") : "";

		rink_ss_card_label(g, lineup[0][i], l1, sizeof(l1));
		rink_ss_card_label(g, lineup[1][i], l2, sizeof(l2));
		rink_ss_faceoff_reason(g, lineup[0][i], lineup[1][i], why, sizeof(why));
		printf("%s%d. %s vs %s: %s%s\n", hl, i + 1, l1, l2, why, hl[0] ? cli_reset() : "");
	}
	if (overtime && r->decided_at >= 0)
		printf("Sudden death: decided at face-off %d\n", r->decided_at + 1);
	printf("Score: home %d, away %d\n", r->home_goals, r->away_goals);
	if (r->winner >= 0)
		printf("Winner: %s%s%s\n", cli_sgr("1;32"), w, cli_reset());
	else if (overtime)
		puts("Winner: none (no goal in overtime)");
	else
		puts("Winner: tie: overtime needed");
	fputs("Injured: home: ", stdout);
	print_names(g, r->injured[0], r->n_injured[0]);
	fputs("; away: ", stdout);
	print_names(g, r->injured[1], r->n_injured[1]);
	putchar('\n');
}

static int referee_run(int argc, char **argv)
{
	enum { O_HOME, O_AWAY, O_JSON, O_OVERTIME };
	static const struct cli_opt opts[] = {{"home", true},
	                                      {"away", true},
	                                      {"json", false},
	                                      {"overtime", false},
	                                      {NULL, false}};
	const char *text[2] = {NULL, NULL}, *game_name = NULL, *v;
	bool json = false, overtime = false;
	struct rink_error err;
	uint8_t lineup[2][6];
	struct rink_ss_result r;
	rink_game *g;
	int i = 1, k, rc = CLI_EXIT_USAGE;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(referee_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (game_name)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			game_name = v;
			break;
		case O_HOME:
		case O_AWAY:
			text[k - O_HOME] = v;
			break;
		case O_JSON:
			json = true;
			break;
		case O_OVERTIME:
			overtime = true;
			break;
		}
	}
	if (!game_name)
		return cli_usage_error(CMD, "which game? rink referee slapshot --home CARDS "
		                            "--away CARDS");
	if (strcmp(game_name, "slapshot") != 0)
		return cli_usage_error(CMD, "unknown game '%s' (games: slapshot)", game_name);
	for (int s = 0; s < 2; s++)
		if (!text[s])
			return cli_usage_error(CMD,
			                       "--%s CARDS is missing (six cards, comma-separated)",
			                       side_name[s]);
	g = rink_game_new("slapshot", NULL, &err);
	if (!g)
		return cli_fail(CMD, "%s", err.text);
	if (!cli_parse_teams(CMD, g, text, lineup))
		goto out;
	rink_ss_play(g, lineup[0], lineup[1], overtime, &r);
	if (json)
		print_json(g, (const uint8_t(*)[6])lineup, overtime, &r);
	else
		print_text(g, (const uint8_t(*)[6])lineup, overtime, &r);
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out:
	rink_game_free(g);
	return rc;
}

const struct cli_command cli_referee_command = {
        .name = "referee",
        .summary = "referee one game between two line-ups, face-off by face-off",
        .help = referee_help,
        .run = referee_run,
};
