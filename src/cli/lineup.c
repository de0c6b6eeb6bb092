/*
 * cli/lineup.c: `rink lineup`, the exact line-up solver for two teams.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "rink/lineup.h"
#include "rink/slapshot.h"

#define CMD "lineup"

static const char lineup_help[] =
        "Usage: rink lineup slapshot --home CARDS --away CARDS [options]\n"
        "\n"
        "Solves the line-up game of two Slapshot teams exactly: each manager orders\n"
        "his six cards in secret, and the best mix of orders for each side is an\n"
        "equilibrium of that matrix game. Prints the value for home, each side's\n"
        "orders played with positive probability, and the exploitability that\n"
        "certifies the answer (what either side could gain by deviating; at most\n"
        "1e-9).\n"
        "\n"
        "Options:\n"
        "  --home CARDS          home team: six card names, comma-separated, any order\n"
        "  --away CARDS          away team, likewise\n"
        "  --objective win|goals win: home's chance of winning the game (default);\n"
        "                        goals: the goal difference, home-ice goal included\n"
        "  --tie-value X         what a regulation tie is worth to home, 0 to 1\n"
        "                        (default 0.5: overtime is close to a coin flip)\n"
        "  --overtime            solve a sudden-death overtime game instead (no\n"
        "                        home-ice goal, the first goal wins)\n"
        "  --json                one JSON object: value, home_strategy, away_strategy,\n"
        "                        exploitability\n"
        "  -h, --help            this help\n"
        "\n"
        "Example:\n"
        "  rink lineup slapshot --home \"Superstar,El Bos,Le Goon,Fast Eddy,Puck Rogers,Stu Late\" "
        "\\\n"
        "      --away \"The Iceman,Tiny Tim,Hy Stick,Bobby Howl,Slash Gordon,Moby Stick\"\n";

static json_t *side_json(const rink_game *g, const struct rink_lineup_order *o, int n)
{
	json_t *a = json_array();

	for (int i = 0; i < n; i++) {
		json_t *names = json_array();
		for (int c = 0; c < 6; c++)
			json_array_append_new(names,
			                      json_string(rink_ss_card(g, o[i].card[c])->name));
		json_array_append_new(a, json_pack("{s:o, s:f}", "order", names, "p", o[i].p));
	}
	return a;
}

static void print_side(const rink_game *g, const char *who, const struct rink_lineup_order *o,
                       int n)
{
	int shown = n > 12 ? 10 : n;

	printf("%s plays:\n", who);
	for (int i = 0; i < shown; i++) {
		printf("  %5.1f%%  ", 100 * o[i].p);
		for (int c = 0; c < 6; c++)
			printf("%s%s", c ? ", " : "", rink_ss_card(g, o[i].card[c])->name);
		printf("\n");
	}
	if (shown < n)
		printf("  ... and %d more orders (--json lists them all)\n", n - shown);
}

static int lineup_run(int argc, char **argv)
{
	enum { O_HOME, O_AWAY, O_OBJECTIVE, O_TIE, O_OVERTIME, O_JSON };
	static const struct cli_opt opts[] = {
	        {"home", true},      {"away", true},  {"objective", true}, {"tie-value", true},
	        {"overtime", false}, {"json", false}, {NULL, false}};
	const char *text[2] = {NULL, NULL}, *game_name = NULL, *v;
	struct rink_lineup_options opt;
	struct rink_lineup_solution *sol = NULL;
	struct rink_error err;
	uint8_t team[2][6];
	bool json = false;
	rink_game *g = NULL;
	int i = 1, k, rc = CLI_EXIT_USAGE;
	char *end;

	rink_lineup_defaults(&opt);
	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(lineup_help, stdout);
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
		case O_OBJECTIVE:
			if (!strcmp(v, "win"))
				opt.objective = RINK_LINEUP_WIN;
			else if (!strcmp(v, "goals"))
				opt.objective = RINK_LINEUP_GOALS;
			else
				return cli_usage_error(CMD, "--objective %s: expected win or goals",
				                       v);
			break;
		case O_TIE:
			opt.tie_value = strtod(v, &end);
			if (!v[0] || *end || !(opt.tie_value >= 0 && opt.tie_value <= 1))
				return cli_usage_error(
				        CMD, "--tie-value %s: expected a number 0 to 1", v);
			break;
		case O_OVERTIME:
			opt.overtime = true;
			break;
		case O_JSON:
			json = true;
			break;
		}
	}
	if (!game_name)
		return cli_usage_error(CMD, "which game? rink lineup slapshot --home CARDS "
		                            "--away CARDS");
	if (strcmp(game_name, "slapshot") != 0)
		return cli_usage_error(CMD, "unknown game '%s' (games: slapshot)", game_name);
	if (!text[0] || !text[1])
		return cli_usage_error(CMD, "--%s CARDS is missing (six cards, comma-separated)",
		                       text[0] ? "away" : "home");
	g = rink_game_new("slapshot", NULL, &err);
	if (!g)
		return cli_fail(CMD, "%s", err.text);
	if (!cli_parse_teams(CMD, g, text, team))
		goto out;
	sol = malloc(sizeof(*sol));
	if (!sol) {
		rc = cli_fail(CMD, "out of memory");
		goto out;
	}
	if (rink_lineup_solve(g, team[0], team[1], &opt, sol, &err) != RINK_OK) {
		rc = cli_fail(CMD, "%s", err.text);
		goto out;
	}
	if (json) {
		json_t *o = json_pack(
		        "{s:f, s:o, s:o, s:f, s:s, s:f, s:b, s:i}", "value", sol->value,
		        "home_strategy", side_json(g, sol->home, sol->n_home), "away_strategy",
		        side_json(g, sol->away, sol->n_away), "exploitability", sol->exploitability,
		        "objective", opt.objective == RINK_LINEUP_GOALS ? "goals" : "win",
		        "tie_value", opt.tie_value, "overtime", opt.overtime, "iterations",
		        sol->iterations);
		cli_print_json(o);
		json_decref(o);
	} else {
		if (opt.objective == RINK_LINEUP_GOALS)
			printf("Value for home: %+.4f goals a game%s\n", sol->value,
			       opt.overtime ? " of overtime" : " (home-ice goal included)");
		else
			printf("Value for home: %.4f, its chance of winning%s (a tie counts %g)\n",
			       sol->value, opt.overtime ? " the overtime game" : "", opt.tie_value);
		print_side(g, "Home", sol->home, sol->n_home);
		print_side(g, "Away", sol->away, sol->n_away);
		printf("Exploitability: %.2g (no order of either side gains more)\n",
		       sol->exploitability);
		printf("Orders kept after merging interchangeable cards: home %d, away %d; "
		       "%d double-oracle rounds\n",
		       sol->classes[0], sol->classes[1], sol->iterations);
	}
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out:
	free(sol);
	rink_game_free(g);
	return rc;
}

const struct cli_command cli_lineup_command = {
        .name = "lineup",
        .summary = "solve two teams' line-up game exactly (equilibrium mixes of orders)",
        .help = lineup_help,
        .run = lineup_run,
};
