/*
 * cli/referee.c: `rink referee slapshot|powerplay --home CARDS --away CARDS`.
 *
 * Plays one game of two ordered line-ups through the library's referee core
 * (rink_ss_play, rink_pp_referee) and explains every face-off. The command
 * checks only what it must to hand the library two valid line-ups (six
 * known cards each, 3 forwards, 2 defensemen and 1 goalie, no card twice);
 * the rules of the game itself are the library's. Both games print the
 * same shape: Power Play adds the values in play (Hydra, Sitting Bully),
 * Rumpelstockchen's switches and the Jolly Judge's claim.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/cli.h"
#include "rink/powerplay.h"
#include "rink/slapshot.h"

#define CMD "referee"

static const char referee_help[] =
        "Usage: rink referee slapshot|powerplay --home CARDS --away CARDS [--overtime]\n"
        "                    [--json]\n"
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
        "Power Play (rink referee powerplay): no home-ice goal; cards are named as in\n"
        "the deck (data/powerplay/deck.json, or --deck FILE). Hydra, Rumpelstockchen\n"
        "and Willy Winzig act by themselves (Rumpelstockchen's forced card comes\n"
        "forward in the order and the withdrawn card takes its place); the choices\n"
        "are flags:\n"
        "  --bully-home PILE, --bully-away PILE\n"
        "                 Sitting Bully turns the top card of PILE (forward, defense\n"
        "                 or goalie; piles dealt by --seed from the cards not playing)\n"
        "  --judge-home, --judge-away\n"
        "                 Jolly Judge's manager claims a tied game\n"
        "  --seed S       the seed that deals the piles (default 1)\n"
        "  --deck FILE    another 77-card deck\n"
        "JSON adds home_value and away_value (values in play), rumpelstockchen (the\n"
        "side that switched) and sitting_bully (the card turned) to each face-off,\n"
        "and jolly_judge to the result.\n"
        "\n"
        "Exit status: 0 when the game was played, 1 when the --deck file cannot be\n"
        "read or is malformed, 2 for a bad line-up or option.\n";

static const char *const side_name[2] = {"home", "away"};

/* The two card engines' decks behind one face. */
struct deck {
	const rink_game *g;
	bool pp; /* Power Play, else Slapshot */
};

static const char *card_name(const struct deck *d, int id)
{
	return cli_card_name(d->g, id);
}

static void card_label(const struct deck *d, int id, char *buf, size_t size)
{
	if (d->pp)
		rink_pp_card_label(d->g, id, buf, size);
	else
		rink_ss_card_label(d->g, id, buf, size);
}

/* One game's outcome, whichever engine refereed it. */
struct outcome {
	int home_goals, away_goals, winner, pairs, decided_at;
	bool judged;
	uint8_t card[6][2];
	int value2[6][2];
	int bits[6];
	int rump[6], bully[6];
	uint8_t injured[2][6];
	int n_injured[2];
};

static const char *winner_word(const struct outcome *r, bool overtime)
{
	if (r->winner == 0)
		return "home";
	if (r->winner == 1)
		return "away";
	return overtime ? "none" : "tie";
}

static void reason(const struct deck *d, const struct outcome *r, int i, char *why, size_t size)
{
	if (!d->pp) {
		rink_ss_faceoff_reason(d->g, r->card[i][0], r->card[i][1], why, size);
		return;
	}
	rink_pp_faceoff_reason(d->g, r->card[i][0], r->card[i][1], r->bits[i], why, size);
}

static json_t *names_json(const struct deck *d, const uint8_t *cards, int n)
{
	json_t *a = json_array();

	for (int i = 0; i < n; i++)
		json_array_append_new(a, json_string(card_name(d, cards[i])));
	return a;
}

static void print_json(const struct deck *d, bool overtime, const struct outcome *r)
{
	json_t *o = json_object(), *fos = json_array();
	int hs = overtime || d->pp ? 0 : 1, as = 0;

	json_object_set_new(o, "home_goals", json_integer(r->home_goals));
	json_object_set_new(o, "away_goals", json_integer(r->away_goals));
	json_object_set_new(o, "winner", json_string(winner_word(r, overtime)));
	json_object_set_new(o, "overtime", json_boolean(overtime));
	if (d->pp)
		json_object_set_new(o, "jolly_judge", json_boolean(r->judged));
	for (int i = 0; i < r->pairs; i++) {
		int h = r->card[i][0], a = r->card[i][1], out = r->bits[i];
		char why[160];
		json_t *f = json_object();

		hs += out & RINK_SS_FO_HOME_GOAL ? 1 : 0;
		as += out & RINK_SS_FO_AWAY_GOAL ? 1 : 0;
		reason(d, r, i, why, sizeof(why));
		json_object_set_new(f, "pair", json_integer(i + 1));
		json_object_set_new(f, "home_card", json_string(card_name(d, h)));
		json_object_set_new(f, "away_card", json_string(card_name(d, a)));
		json_object_set_new(f, "home_scores", json_boolean(out & RINK_SS_FO_HOME_GOAL));
		json_object_set_new(f, "away_scores", json_boolean(out & RINK_SS_FO_AWAY_GOAL));
		json_object_set_new(f, "home_injured", json_boolean(out & RINK_SS_FO_HOME_INJURED));
		json_object_set_new(f, "away_injured", json_boolean(out & RINK_SS_FO_AWAY_INJURED));
		json_object_set_new(f, "reason", json_string(why));
		json_object_set_new(f, "home_score", json_integer(hs));
		json_object_set_new(f, "away_score", json_integer(as));
		if (d->pp) {
			json_object_set_new(f, "home_value", json_real(r->value2[i][0] / 2.0));
			json_object_set_new(f, "away_value", json_real(r->value2[i][1] / 2.0));
			json_object_set_new(f, "rumpelstockchen",
			                    r->rump[i] >= 0 ? json_string(side_name[r->rump[i]])
			                                    : json_null());
			json_object_set_new(f, "sitting_bully",
			                    r->bully[i] >= 0
			                            ? json_string(card_name(d, r->bully[i]))
			                            : json_null());
		}
		json_array_append_new(fos, f);
	}
	json_object_set_new(o, "faceoffs", fos);
	json_object_set_new(o, "injured",
	                    json_pack("{s:o, s:o}", "home",
	                              names_json(d, r->injured[0], r->n_injured[0]), "away",
	                              names_json(d, r->injured[1], r->n_injured[1])));
	cli_print_json(o);
	json_decref(o);
}

static void print_names(const struct deck *d, const uint8_t *cards, int n)
{
	if (n == 0)
		fputs("none", stdout);
	for (int i = 0; i < n; i++)
		printf("%s%s", i ? ", " : "", card_name(d, cards[i]));
}

/* Power Play: the value in play differs from the printed one. */
static bool changed(const struct deck *d, const struct outcome *r, int i, int side)
{
	struct rink_pp_card c;

	rink_pp_card(d->g, r->card[i][side], &c);
	return r->value2[i][side] != 2 * c.value || c.special == RINK_PP_HYDRA;
}

static void print_text(const struct deck *d, const uint8_t lineup[2][6], bool overtime,
                       const struct outcome *r)
{
	const char *w = winner_word(r, overtime);

	for (int s = 0; s < 2; s++) {
		printf("%s: ", s ? "Away" : "Home");
		print_names(d, lineup[s], 6);
		putchar('\n');
	}
	if (overtime)
		puts(d->pp ? "Sudden death: one pass from 0-0, the first goal wins"
		           : "Overtime: sudden death from 0-0, the first goal wins");
	else if (d->pp)
		puts("No home ice: the game starts 0-0");
	else
		puts("Home ice: the home team starts 1-0");
	for (int i = 0; i < r->pairs; i++) {
		char l1[64], l2[64], why[160];
		int out = r->bits[i];
		const char *hl = (out & 3) ? cli_sgr("1") : "";

		if (d->pp && r->rump[i] >= 0)
			printf("   Rumpelstockchen: the %s side takes its card back and plays its "
			       "highest\n",
			       side_name[r->rump[i]]);
		if (d->pp && r->bully[i] >= 0)
			printf("   Sitting Bully turns %s\n", card_name(d, r->bully[i]));
		card_label(d, r->card[i][0], l1, sizeof(l1));
		card_label(d, r->card[i][1], l2, sizeof(l2));
		reason(d, r, i, why, sizeof(why));
		printf("%s%d. %s vs %s: %s%s", hl, i + 1, l1, l2, why, hl[0] ? cli_reset() : "");
		if (d->pp && (changed(d, r, i, 0) || changed(d, r, i, 1)))
			printf(" (in play: %g vs %g)", r->value2[i][0] / 2.0,
			       r->value2[i][1] / 2.0);
		putchar('\n');
	}
	if (overtime && r->decided_at >= 0)
		printf("Sudden death: decided at face-off %d\n", r->decided_at + 1);
	printf("Score: home %d, away %d\n", r->home_goals, r->away_goals);
	if (r->judged)
		printf("Jolly Judge: the tie is claimed\n");
	if (r->winner >= 0)
		printf("Winner: %s%s%s\n", cli_sgr("1;32"), w, cli_reset());
	else if (overtime)
		puts("Winner: none (no goal in overtime)");
	else
		puts("Winner: tie: overtime needed");
	fputs("Injured: home: ", stdout);
	print_names(d, r->injured[0], r->n_injured[0]);
	fputs("; away: ", stdout);
	print_names(d, r->injured[1], r->n_injured[1]);
	putchar('\n');
}

static void from_ss(const uint8_t lineup[2][6], const struct rink_ss_result *s, struct outcome *r)
{
	memset(r, 0, sizeof(*r));
	r->home_goals = s->home_goals;
	r->away_goals = s->away_goals;
	r->winner = s->winner;
	r->pairs = s->pairs;
	r->decided_at = s->decided_at;
	for (int i = 0; i < 6; i++) {
		r->card[i][0] = lineup[0][i];
		r->card[i][1] = lineup[1][i];
		r->bits[i] = s->outcome[i];
		r->rump[i] = r->bully[i] = -1;
	}
	memcpy(r->injured, s->injured, sizeof(r->injured));
	memcpy(r->n_injured, s->n_injured, sizeof(r->n_injured));
}

static void from_pp(const struct rink_pp_ref_result *p, bool overtime, struct outcome *r)
{
	memset(r, 0, sizeof(*r));
	r->home_goals = p->home_goals;
	r->away_goals = p->away_goals;
	r->winner = p->winner;
	r->judged = p->judged;
	r->pairs = p->pairs;
	r->decided_at = overtime && p->winner >= 0 ? p->pairs - 1 : -1;
	memcpy(r->card, p->card, sizeof(r->card));
	memcpy(r->value2, p->value2, sizeof(r->value2));
	memcpy(r->bits, p->outcome, sizeof(r->bits));
	memcpy(r->rump, p->rump, sizeof(r->rump));
	memcpy(r->bully, p->bully_card, sizeof(r->bully));
	memcpy(r->injured, p->injured, sizeof(r->injured));
	memcpy(r->n_injured, p->n_injured, sizeof(r->n_injured));
}

static int pile_word(const char *v)
{
	static const char *const w[3] = {"forward", "defense", "goalie"};

	for (int t = 0; t < 3; t++)
		if (!strcasecmp(v, w[t]))
			return t;
	return -1;
}

static int referee_run(int argc, char **argv)
{
	enum {
		O_HOME,
		O_AWAY,
		O_JSON,
		O_OVERTIME,
		O_BULLY_HOME,
		O_BULLY_AWAY,
		O_JUDGE_HOME,
		O_JUDGE_AWAY,
		O_SEED,
		O_DECK,
		O_COUNT
	};
	static const struct cli_opt opts[] = {
	        {"home", true},        {"away", true},        {"json", false},
	        {"overtime", false},   {"bully-home", true},  {"bully-away", true},
	        {"judge-home", false}, {"judge-away", false}, {"seed", true},
	        {"deck", true},        {NULL, false}};
	const char *text[2] = {NULL, NULL}, *game_name = NULL, *v, *deck_file = NULL;
	bool json = false, overtime = false, given[O_COUNT] = {false};
	struct rink_pp_ref_options po = {.bully_pile = {-1, -1}, .seed = 1};
	struct rink_error err;
	uint8_t lineup[2][6];
	struct outcome out;
	struct deck d = {NULL, false};
	rink_game *g;
	int i = 1, k, rc = CLI_EXIT_USAGE;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		if (k >= 0)
			given[k] = true;
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
		case O_BULLY_HOME:
		case O_BULLY_AWAY:
			if ((po.bully_pile[k - O_BULLY_HOME] = pile_word(v)) < 0)
				return cli_usage_error(CMD,
				                       "--%s '%s': expected forward, defense or "
				                       "goalie",
				                       opts[k].name, v);
			break;
		case O_JUDGE_HOME:
		case O_JUDGE_AWAY:
			po.judge_claim[k - O_JUDGE_HOME] = true;
			break;
		case O_SEED:
			if (!cli_parse_u64(CMD, "seed", v, &po.seed))
				return CLI_EXIT_USAGE;
			break;
		case O_DECK:
			deck_file = v;
			break;
		}
	}
	if (!game_name)
		return cli_usage_error(CMD, "which game? rink referee slapshot --home CARDS "
		                            "--away CARDS");
	if (strcmp(game_name, "slapshot") != 0 && strcmp(game_name, "powerplay") != 0)
		return cli_usage_error(CMD, "unknown game '%s' (games: slapshot, powerplay)",
		                       game_name);
	d.pp = strcmp(game_name, "powerplay") == 0;
	if (!d.pp)
		for (k = O_BULLY_HOME; k < O_COUNT; k++)
			if (given[k])
				return cli_usage_error(CMD, "--%s is for powerplay", opts[k].name);
	for (int s = 0; s < 2; s++)
		if (!text[s])
			return cli_usage_error(CMD,
			                       "--%s CARDS is missing (six cards, comma-separated)",
			                       side_name[s]);
	if (d.pp) {
		char params[1200], deck[1024];
		snprintf(params, sizeof(params), "managers=2%s%s", deck_file ? ",deck=" : "",
		         deck_file ? cli_file_arg(deck_file, deck, sizeof(deck)) : "");
		g = rink_game_new("powerplay", params, &err);
		if (!g)
			return cli_game_error(CMD, &err);
	} else {
		g = rink_game_new("slapshot", NULL, &err);
		if (!g)
			return cli_fail(CMD, "%s", err.text);
	}
	d.g = g;
	if (!cli_parse_teams(CMD, g, text, lineup))
		goto out;
	for (int s = 0; d.pp && s < 2; s++) {
		/* a choice for a special player the team does not have would
		 * be ignored: it is a mistake in the command line */
		bool bully = false, judge = false;
		struct rink_pp_card c;
		for (int j = 0; j < 6; j++)
			if (rink_pp_card(g, lineup[s][j], &c)) {
				bully |= c.special == RINK_PP_SITTING_BULLY;
				judge |= c.special == RINK_PP_JOLLY_JUDGE;
			}
		const char *lacks = po.bully_pile[s] >= 0 && !bully ? "bully"
		                    : po.judge_claim[s] && !judge   ? "judge"
		                                                    : NULL;
		if (lacks) {
			cli_usage_error(CMD, "--%s-%s: the %s team has no %s", lacks, side_name[s],
			                side_name[s],
			                lacks[0] == 'b' ? "Sitting Bully" : "Jolly Judge");
			goto out;
		}
	}
	if (d.pp) {
		struct rink_pp_ref_result pr;
		po.overtime = overtime;
		if (rink_pp_referee(g, lineup[0], lineup[1], &po, &pr, &err) != RINK_OK) {
			cli_usage_error(CMD, "%s", err.text);
			goto out;
		}
		from_pp(&pr, overtime, &out);
	} else {
		struct rink_ss_result r;
		rink_ss_play(g, lineup[0], lineup[1], overtime, &r);
		from_ss((const uint8_t(*)[6])lineup, &r, &out);
	}
	if (json)
		print_json(&d, overtime, &out);
	else
		print_text(&d, (const uint8_t(*)[6])lineup, overtime, &out);
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
