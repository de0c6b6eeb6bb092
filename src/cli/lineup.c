/*
 * cli/lineup.c: `rink lineup slapshot|powerplay`, the exact line-up solvers
 * for two teams: Slapshot's six cards ordered in secret, Power Play's laid
 * card by card (rink/lineup.h).
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "rink/lineup.h"
#include "rink/powerplay.h"
#include "rink/slapshot.h"

#define CMD "lineup"

static const char lineup_help[] =
        "Usage: rink lineup slapshot|powerplay --home CARDS --away CARDS [options]\n"
        "\n"
        "Solves the line-up game of two teams exactly and prints the value for home,\n"
        "each side's equilibrium mix, and the exploitability that certifies the answer\n"
        "(what either side could gain by deviating; at most 1e-9).\n"
        "\n"
        "Slapshot: each manager orders his six cards in secret, a matrix game of 720\n"
        "orders a side; the mixes are the orders played with positive probability.\n"
        "\n"
        "Power Play: both managers lay one card at a time and see each pair before the\n"
        "next, so the game is solved backwards over the cards left and the score, each\n"
        "position a small matrix game; Hydra, Rumpelstockchen, Sitting Bully (the top\n"
        "card of his pile unknown: any card not on the two teams), Willy Winzig and\n"
        "Jolly Judge (his manager claims a tie) act as in the game. Prints the mix for\n"
        "each side's first card and the number of positions solved.\n"
        "\n"
        "Options:\n"
        "  --home CARDS          home team: six card names, comma-separated, any order\n"
        "                        (Power Play: home is the challenged manager)\n"
        "  --away CARDS          away team, likewise\n"
        "  --objective win|goals win: home's chance of winning the game (default);\n"
        "                        goals: the goal difference (Slapshot: home-ice goal\n"
        "                        included)\n"
        "  --tie-value X         with win, what a tie is worth to home, 0 to 1\n"
        "                        (default 0.5: overtime is close to a coin flip); Power\n"
        "                        Play: a tie at the end of the pass that no Jolly Judge\n"
        "                        claims\n"
        "  --overtime            solve a sudden-death game instead (no home-ice goal,\n"
        "                        the first goal wins; Power Play: one pass)\n"
        "  --deck FILE           Power Play: another 77-card deck\n"
        "  --json                one JSON object. Slapshot: value, home_strategy,\n"
        "                        away_strategy, exploitability. Power Play: value,\n"
        "                        home_first and away_first ([{card, p}]),\n"
        "                        exploitability, states\n"
        "  -h, --help            this help\n"
        "\n"
        "Examples:\n"
        "  rink lineup slapshot --home \"Superstar,El Bos,Le Goon,Fast Eddy,Puck Rogers,Stu Late\" "
        "\\\n"
        "      --away \"The Iceman,Tiny Tim,Hy Stick,Bobby Howl,Slash Gordon,Moby Stick\"\n"
        "  rink lineup powerplay --home \"Superstar,Hydra,Mitts Malone,Iron Mike,Troll,Sieve\" "
        "\\\n"
        "      --away \"Rumpelstockchen,Griffin,Unicorn,Sitting Bully,Blob,Cyclops\"\n"
        "\n"
        "Exit status: 0 solved, 1 the solver failed, 2 a bad team or option.\n";

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

/* True when the mix plays every one of the side's distinct orders (classes
 * of them, interchangeable cards merged) with the same chance: regulation,
 * where only the pairing counts. */
static bool every_order_alike(const struct rink_lineup_order *o, int n, int classes)
{
	if (n < 2 || n != classes)
		return false;
	for (int i = 1; i < n; i++)
		if (o[i].p - o[0].p > 1e-9 || o[0].p - o[i].p > 1e-9)
			return false;
	return true;
}

static void print_side(const rink_game *g, const char *who, const struct rink_lineup_order *o,
                       int n, int classes)
{
	int shown = n > 12 ? 10 : n;

	if (every_order_alike(o, n, classes)) { /* equal chances: one line */
		printf("%s plays: any of its %d distinct orders alike, %.1f%% each (--json lists "
		       "them)\n",
		       who, n, 100 * o[0].p);
		return;
	}
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

static int slapshot_run(const rink_game *g, const uint8_t team[2][6],
                        const struct rink_lineup_options *opt, bool json)
{
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	struct rink_error err;
	int rc;

	if (!sol)
		return cli_fail(CMD, "out of memory");
	if (rink_lineup_solve(g, team[0], team[1], opt, sol, &err) != RINK_OK) {
		rc = cli_fail(CMD, "%s", err.text);
		goto out;
	}
	if (json) {
		json_t *o = json_pack(
		        "{s:f, s:o, s:o, s:f, s:s, s:f, s:b, s:i}", "value", sol->value,
		        "home_strategy", side_json(g, sol->home, sol->n_home), "away_strategy",
		        side_json(g, sol->away, sol->n_away), "exploitability", sol->exploitability,
		        "objective", opt->objective == RINK_LINEUP_GOALS ? "goals" : "win",
		        "tie_value", opt->tie_value, "overtime", opt->overtime, "iterations",
		        sol->iterations);
		cli_print_json(o);
		json_decref(o);
	} else {
		if (opt->objective == RINK_LINEUP_GOALS)
			printf("Value for home: %+.4f goals a game%s\n", sol->value,
			       opt->overtime ? " of overtime" : " (home-ice goal included)");
		else
			printf("Value for home: %.4f, its chance of winning%s (a tie counts %g)\n",
			       sol->value, opt->overtime ? " the overtime game" : "",
			       opt->tie_value);
		print_side(g, "Home", sol->home, sol->n_home, sol->classes[0]);
		print_side(g, "Away", sol->away, sol->n_away, sol->classes[1]);
		if (every_order_alike(sol->home, sol->n_home, sol->classes[0]) ||
		    every_order_alike(sol->away, sol->n_away, sol->classes[1]))
			puts("Every order is equally good: only the pairing counts (which card "
			     "meets\n"
			     "which), and an order drawn at random makes every pairing equally "
			     "likely\n"
			     "whatever the other side plays, so no order does better than another\n"
			     "against a careful opponent. Shuffle the six and play.");
		printf("Exploitability: %.2g (no order of either side gains more)\n",
		       sol->exploitability);
		printf("Orders kept after merging interchangeable cards: home %d, away %d; "
		       "%d double-oracle rounds\n",
		       sol->classes[0], sol->classes[1], sol->iterations);
	}
	rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
out:
	free(sol);
	return rc;
}

/* ---- Power Play ------------------------------------------------------------------ */

static json_t *first_json(const rink_game *g, const struct rink_lineup_pp_choice *c, int n)
{
	json_t *a = json_array();

	for (int i = 0; i < n; i++)
		json_array_append_new(a, json_pack("{s:s, s:f}", "card",
		                                   cli_card_name(g, c[i].card), "p", c[i].p));
	return a;
}

static void print_first(const rink_game *g, const char *who, const struct rink_lineup_pp_choice *c,
                        int n)
{
	printf("%s's first card:\n", who);
	for (int i = 0; i < n; i++) {
		char label[64];
		rink_pp_card_label(g, c[i].card, label, sizeof(label));
		printf("  %5.1f%%  %s\n", 100 * c[i].p, label);
	}
}

static int powerplay_run(const rink_game *g, const uint8_t team[2][6],
                         const struct rink_lineup_options *opt, bool json)
{
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;
	struct rink_error err;

	if (rink_lineup_pp_start(g, team[0], team[1], opt, &pos, &err) != RINK_OK ||
	    rink_lineup_pp_solve(g, &pos, opt, &sol, &err) != RINK_OK)
		return cli_fail(CMD, "%s", err.text);
	if (json) {
		json_t *o = json_pack("{s:f, s:o, s:o, s:f, s:i, s:i, s:s, s:f, s:b}", "value",
		                      sol.value, "home_first", first_json(g, sol.home, sol.n_home),
		                      "away_first", first_json(g, sol.away, sol.n_away),
		                      "exploitability", sol.exploitability, "states", sol.states,
		                      "lps", sol.lps, "objective",
		                      opt->objective == RINK_LINEUP_GOALS ? "goals" : "win",
		                      "tie_value", opt->tie_value, "overtime", opt->overtime);
		cli_print_json(o);
		json_decref(o);
	} else {
		if (opt->objective == RINK_LINEUP_GOALS)
			printf("Value for home: %+.4f goals a %s\n", sol.value,
			       opt->overtime ? "sudden-death pass (the first goal counts 1)"
			                     : "game");
		else
			printf("Value for home: %.4f, its chance of winning%s (a tie no Jolly "
			       "Judge claims counts %g)\n",
			       sol.value, opt->overtime ? " the sudden-death pass" : "",
			       opt->tie_value);
		print_first(g, "Home", sol.home, sol.n_home);
		print_first(g, "Away", sol.away, sol.n_away);
		printf("Exploitability: %.2g (no strategy of either side gains more)\n",
		       sol.exploitability);
		printf("Positions solved: %d (%d by linear programming, the rest pure)\n",
		       sol.states, sol.lps);
	}
	return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

static int lineup_run(int argc, char **argv)
{
	enum { O_HOME, O_AWAY, O_OBJECTIVE, O_TIE, O_OVERTIME, O_JSON, O_DECK };
	static const struct cli_opt opts[] = {
	        {"home", true},      {"away", true},  {"objective", true}, {"tie-value", true},
	        {"overtime", false}, {"json", false}, {"deck", true},      {NULL, false}};
	const char *text[2] = {NULL, NULL}, *game_name = NULL, *v, *deck = NULL;
	struct rink_lineup_options opt;
	struct rink_error err;
	uint8_t team[2][6];
	bool json = false, pp, tie_given = false;
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
			tie_given = true;
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
		case O_DECK:
			deck = v;
			break;
		}
	}
	if (!game_name)
		return cli_usage_error(CMD,
		                       "which game? rink lineup slapshot|powerplay --home CARDS "
		                       "--away CARDS");
	if (strcmp(game_name, "slapshot") != 0 && strcmp(game_name, "powerplay") != 0)
		return cli_usage_error(CMD, "unknown game '%s' (games: slapshot, powerplay)",
		                       game_name);
	pp = strcmp(game_name, "powerplay") == 0;
	/* a tie is a goal difference of 0 when goals are counted */
	if (tie_given && opt.objective == RINK_LINEUP_GOALS)
		return cli_usage_error(CMD, "--tie-value is for --objective win: goals count a "
		                            "tie as 0");
	if (deck && !pp)
		return cli_usage_error(CMD, "--deck is for powerplay");
	if (!text[0] || !text[1])
		return cli_usage_error(CMD, "--%s CARDS is missing (six cards, comma-separated)",
		                       text[0] ? "away" : "home");
	if (pp) {
		char params[1200], file[1024];
		snprintf(params, sizeof(params), "managers=2%s%s", deck ? ",deck=" : "",
		         deck ? cli_file_arg(deck, file, sizeof(file)) : "");
		if (!(g = rink_game_new("powerplay", params, &err)))
			return cli_game_error(CMD, &err);
	} else if (!(g = rink_game_new("slapshot", NULL, &err))) {
		return cli_fail(CMD, "%s", err.text);
	}
	if (cli_parse_teams(CMD, g, text, team))
		rc = pp ? powerplay_run(g, (const uint8_t(*)[6])team, &opt, json)
		        : slapshot_run(g, (const uint8_t(*)[6])team, &opt, json);
	rink_game_free(g);
	return rc;
}

const struct cli_command cli_lineup_command = {
        .name = "lineup",
        .summary = "solve two teams' line-up game exactly (Slapshot, Power Play)",
        .help = lineup_help,
        .run = lineup_run,
};
