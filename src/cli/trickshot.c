/*
 * cli/trickshot.c: `rink play trickshot`: a game of Trick Shot in the
 * terminal, people against bots, or bots while you watch.
 *
 * The board and the opening face-off are drawn by trickshot_board.c.
 * Everything about the rules comes from librink: this file reads lines,
 * plays the bots and prints events.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/trickshot_board.h"
#include "rink/bot.h"
#include "rink/match.h"
#include "rink/rng.h"
#include "rink/trickshot.h"

#define CMD "play trickshot"

static const char ts_help[] =
        "Usage: rink play trickshot [OPTIONS]\n"
        "\n"
        "Plays Trick Shot, the board-and-dice hockey game, in the terminal.\n"
        "\n"
        "Game:\n"
        "  --friendly          a friendly match of one period (default: a full game of\n"
        "                      three periods, with a 4-turn sudden-death overtime)\n"
        "  --advanced          the advanced rules: Hit, fights, slapshots, the pass to an\n"
        "                      empty square, pulling the goalie\n"
        "  --lines             Line and Arena cards (with --advanced)\n"
        "  --players N         people at the table, 2 to 4 (default 2); always two\n"
        "                      teams: 3 players are seats 1-2 Red and 3 Blue\n"
        "  --humans N          how many seats (1..N) are people (default 1); 0 lets the\n"
        "                      bots play while you watch\n"
        "  --bots KIND         the other seats: heuristic (default), random or hard\n"
        "  --level L           the bots' strength instead of --bots: easy (random\n"
        "                      play), medium (the heuristic player) or hard (the\n"
        "                      strongest: it searches its own turn, as --bots hard)\n"
        "  --seed S            dice and bots from seed S (default: from the clock)\n"
        "  --save FILE         save the game to FILE after every move (without it, a\n"
        "                      game with a person in it is kept all the same until it\n"
        "                      ends, in ~/.local/share/rink/saves: rink resume)\n"
        "  --season N          bots play a tournament season of N games (advanced rules,\n"
        "                      Line and Arena cards, a Line card draft every 2 games)\n"
        "  --resume FILE       continue the game saved in FILE (its rules and seed come\n"
        "                      from the file; players from this command line) and go\n"
        "                      on saving it there, unless --save names another file\n"
        "  --delay MS          pause after each bot move while watching (default 0)\n"
        "  --json              with --humans 0: each event as one JSON object per line,\n"
        "                      then {\"score\", \"winner\", \"seed\"}; with --season: one\n"
        "                      object {\"games\", \"wins\", \"draws\", \"goals\", \"result\"}\n"
        "                      at the end, a progress bar on stderr at a terminal till then\n"
        "  -h, --help          show this help\n"
        "\n";

/* The moves and the board: the end of --help, and `help` at the prompt. */
static const char ts_moves_help[] =
        "Moves (case-insensitive; players are C, LW, RW, LD, RD, G and X, the spare):\n"
        "  LW move e7          move up to the player's Speed in a straight line\n"
        "  C pass d9           pass to a teammate (advanced: or to an empty square)\n"
        "  RW shoot            shoot at the opposing net\n"
        "  LD poke             poke the puck from the adjacent carrier\n"
        "  RD hit e12 [push f13]  advanced: hit a player (choose the push square when\n"
        "                      the square behind him is taken)\n"
        "  change              line change: refresh stamina and end the turn\n"
        "  change N            with --lines: the line change plays Line card N\n"
        "  line N              with --lines: the Line card played at a period start\n"
        "  change pull e10     advanced: also pull the goalie for the spare Center\n"
        "  reroll | keep       after a roll: spend a stamina token, or keep the dice\n"
        "  react LD c8 | no-react   after a Reaction face on the opponent's roll\n"
        "Also: moves (list every legal move), board (draw it again), help (this help),\n"
        "quit or q (leave: the game is kept, and the line said on leaving names the\n"
        "file and the command that continues it); end of input leaves the same way.\n"
        "\n"
        "Red (upper case, on red at a terminal) defends the net on e2 and attacks up\n"
        "the board; Blue (lower case, on blue) defends e21. Dice faces: F Fail,\n"
        "R Reaction, B Bounce, - Blank. A Fail in the final roll ends the turn.\n";

static const char ts_exit_help[] =
        "\n"
        "Exit status: 0 when the game ends or you leave, 1 when a file cannot be\n"
        "written, 2 for a bad option.\n";

enum {
	O_FRIENDLY,
	O_ADVANCED,
	O_LINES,
	O_PLAYERS,
	O_HUMANS,
	O_BOTS,
	O_SEED,
	O_SAVE,
	O_DELAY,
	O_RESUME,
	O_SEASON,
	O_LEVEL,
	O_JSON,
	O_COUNT
};

static const struct cli_opt ts_opts[] = {{"friendly", false}, {"advanced", false}, {"lines", false},
                                         {"players", true},   {"humans", true},    {"bots", true},
                                         {"seed", true},      {"save", true},      {"delay", true},
                                         {"resume", true},    {"season", true},    {"level", true},
                                         {"json", false},     {NULL, false}};

struct session {
	rink_match *m;
	const rink_game *g;
	struct rink_ts_board b;
	int humans, players, delay_ms;
	bool json;
	const char *bots, *save;
	char kept[4096], again[600]; /* the autosave; the players' options */
	uint64_t seed;
	struct rink_events ev;
	char *line;
	size_t cap;
};

static void print_events(const struct session *ss)
{
	char buf[256];

	for (size_t i = 0; i < ss->ev.n; i++) {
		if (ss->json) {
			json_t *o = rink_event_json(ss->g, &ss->ev.v[i], RINK_SPECTATOR);
			cli_print_json(o);
			json_decref(o);
			continue;
		}
		rink_event_text(ss->g, &ss->ev.v[i], RINK_SPECTATOR, buf, sizeof(buf));
		int t = ss->ev.v[i].type;
		bool loud = t == RINK_TS_EV_GOAL || t == RINK_TS_EV_OVER || t == RINK_TS_EV_PENALTY;
		printf("  %s%s%s\n", loud ? cli_sgr("1") : "", buf, loud ? cli_reset() : "");
	}
}

static int apply(struct session *ss, int seat, int a, struct rink_error *err)
{
	rink_events_clear(&ss->ev);
	int rc = rink_match_apply(ss->m, seat, a, &ss->ev, err);
	if (rc != RINK_OK)
		return rc;
	print_events(ss);
	if (ss->save && rink_match_save(ss->m, ss->save, err) != RINK_OK)
		return RINK_EIO;
	return RINK_OK;
}

static void list_moves(const struct session *ss, int seat)
{
	const rink_state *s = rink_match_state(ss->m);
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	char t[64];
	int col = 0;

	printf("%d legal moves:\n", n);
	for (int i = 0; i < n; i++) {
		rink_action_text(s, seat, acts[i], t, sizeof(t));
		col += printf("  %-22s", t);
		if (col > 72) {
			putchar('\n');
			col = 0;
		}
	}
	if (col)
		putchar('\n');
}

/* Reads lines until one is a legal move. Returns 0 after a move, 1 to
 * quit, 2 at end of input, -1 on a fatal error. */
static int human_turn(struct session *ss, int seat)
{
	struct rink_error err;
	const rink_state *s = rink_match_state(ss->m);
	int team = rink_ts_team_of_seat(ss->g, seat);
	static const char *const prompts[] = {"your move", "re-roll or keep", "your reaction",
	                                      "your move", "choose a Line card (line N)"};

	ts_board_draw(ss->g, rink_match_state(ss->m), &ss->b);
	for (;;) {
		struct rink_ts_view v;
		rink_ts_view_get(s, &v);
		printf("Seat %d (%s%s%s), %s> ", seat + 1, ts_team_color(team),
		       team ? "Blue" : "Red", cli_reset(), prompts[v.phase < 5 ? v.phase : 0]);
		fflush(stdout);
		if (!cli_read_line(stdin, &ss->line, &ss->cap)) {
			putchar('\n');
			return 2;
		}
		char *in = cli_trim(ss->line);
		int a;
		cli_echo_input(in);
		if (!in[0])
			continue;
		if (cli_is_quit(in))
			return 1;
		if (!strcmp(in, "moves") || !strcmp(in, "?")) {
			list_moves(ss, seat);
			continue;
		}
		if (!strcmp(in, "board")) {
			ts_board_draw(ss->g, rink_match_state(ss->m), &ss->b);
			continue;
		}
		if (!strcmp(in, "help")) {
			fputs(ts_moves_help, stdout); /* not the command line's options */
			continue;
		}
		if (rink_action_parse(s, seat, in, &a, &err) != RINK_OK) {
			printf("Not understood: %s\n", err.text);
			continue;
		}
		if (!rink_state_is_legal(s, seat, a)) {
			char why[256];
			rink_ts_explain(s, seat, a, why, sizeof(why));
			printf("Illegal: '%s': %s (type 'moves' for the list)\n", in, why);
			continue;
		}
		int rc = apply(ss, seat, a, &err);
		if (rc == RINK_EIO) {
			cli_fail(CMD, "%s", err.text);
			return -1;
		}
		if (rc != RINK_OK) {
			printf("Illegal: %s (type 'moves' for the list)\n", err.text);
			continue;
		}
		return 0;
	}
}

/* Plays one season game between two bots; returns 0 or a failure. */
static int season_game(const char *params, uint64_t seed, const char *bots, int score[2])
{
	struct rink_error err;
	rink_game *g = rink_game_new("trickshot", params, &err);
	rink_state *s = g ? rink_state_new(g, seed) : NULL;
	rink_bot *b[2] = {NULL, NULL};
	int rc = 0;

	if (!s) {
		rc = cli_fail(CMD, "%s", g ? "out of memory" : err.text);
		goto out;
	}
	for (int i = 0; i < 2; i++)
		if (!(b[i] = rink_bot_new(g, bots, rink_seed_derive(seed, (uint64_t)i), &err))) {
			rc = cli_fail(CMD, "%s", err.text);
			goto out;
		}
	while (!rink_state_is_over(s)) {
		int seat = 0;
		while (!(rink_state_to_move(s) & (1u << seat)))
			seat++;
		rink_state_apply_fast(s, seat, rink_bot_act(b[seat], s, seat), NULL);
	}
	struct rink_ts_view v;
	rink_ts_view_get(s, &v);
	score[0] = v.score[0];
	score[1] = v.score[1];
out:
	rink_bot_free(b[0]);
	rink_bot_free(b[1]);
	rink_state_free(s);
	rink_game_free(g);
	return rc;
}

/* A tournament season between two bot teams (TS-SEASON-01..04): the home
 * arena alternates, and after every two games each team returns a Line
 * card at random and takes a random card neither team holds. */
static const char *result_word(int lead)
{
	return lead == 2 ? "tied" : lead ? "blue" : "red";
}

static int run_season(uint64_t seed, int games, bool friendly, const char *bots, bool json)
{
	struct rink_error err;
	struct rink_ts_season se;
	struct rink_rng rng;
	rink_game *g0 = rink_game_new("trickshot", "", &err);
	json_t *list = json ? json_array() : NULL;
	/* the games' lines show the way in text; JSON waits for the end */
	bool bar = json && isatty(STDERR_FILENO);
	int rc = 0, last = -1;

	if (!g0)
		return cli_fail(CMD, "%s", err.text);
	rink_rng_seed(&rng, rink_seed_derive(seed, 1));
	if (rink_ts_season_init(g0, &se, 1, 2, &err) != RINK_OK) {
		rink_game_free(g0);
		return cli_fail(CMD, "%s", err.text);
	}
	if (!json)
		printf("Trick Shot tournament season of %d games\nSeed: %llu (replay with --seed "
		       "%llu)\n",
		       games, (unsigned long long)seed, (unsigned long long)seed);
	for (int k = 0; k < games && rc == 0; k++) {
		char params[256];
		int score[2] = {0, 0};
		rink_ts_season_params(&se, friendly ? "friendly=1" : "", params, sizeof(params));
		rc = season_game(params, rink_seed_derive(seed, 100 + (uint64_t)k), bots, score);
		if (rc)
			break;
		if (json)
			json_array_append_new(list,
			                      json_pack("{s:s, s:[i,i]}", "home",
			                                rink_ts_season_home(&se) ? "blue" : "red",
			                                "score", score[0], score[1]));
		else
			printf("Game %d (home: %s): Red %d : %d Blue\n", k + 1,
			       rink_ts_season_home(&se) ? "Blue" : "Red", score[0], score[1]);
		rink_ts_season_record(&se, score[0], score[1]);
		if (bar)
			cli_progress(&last, k + 1, games);
		if (rink_ts_season_draft_due(&se) && k + 1 < games) {
			int ret[2] = {(int)rink_rng_below(&rng, 4), (int)rink_rng_below(&rng, 4)};
			int out[2] = {se.lines[0][ret[0]], se.lines[1][ret[1]]}, first;
			if (rink_ts_season_draft(&se, ret, rink_ts_random_pick, &rng, &rng, &first,
			                         &err)) {
				rc = cli_fail(CMD, "%s", err.text);
				break;
			}
			if (!json)
				printf("Draft (%s picks first): Red returns %d, takes %d; Blue "
				       "returns %d, takes %d\n",
				       first ? "Blue" : "Red", out[0] + 1, se.lines[0][ret[0]] + 1,
				       out[1] + 1, se.lines[1][ret[1]] + 1);
		}
	}
	if (rc == 0 && json) {
		json_t *o =
		        json_pack("{s:I, s:O, s:[i,i], s:i, s:[i,i], s:s}", "seed",
		                  (json_int_t)seed, "games", list, "wins", se.wins[0], se.wins[1],
		                  "draws", se.draws, "goals", se.goals[0], se.goals[1], "result",
		                  result_word(rink_ts_season_leader(&se)));
		cli_print_json(o);
		json_decref(o);
	} else if (rc == 0) {
		int lead = rink_ts_season_leader(&se);
		printf("Season: Red %d win%s, Blue %d win%s, %d draw%s; goals Red %d, Blue %d\n",
		       se.wins[0], se.wins[0] == 1 ? "" : "s", se.wins[1],
		       se.wins[1] == 1 ? "" : "s", se.draws, se.draws == 1 ? "" : "s", se.goals[0],
		       se.goals[1]);
		printf("Result: %s\n", lead == 2 ? "tied on wins"
		                       : lead    ? "Blue wins the season"
		                                 : "Red wins the season");
	}
	json_decref(list);
	rink_game_free(g0);
	return rc;
}

static uint64_t clock_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec;
}

/* The game's rules in words, as the help names them. */
static void print_rules(const rink_game *g)
{
	const char *params = rink_game_params(g);

	printf("Trick Shot: %s, %s%s, %d players\n",
	       ts_param_int(params, "friendly") ? "a friendly match of one period"
	                                        : "a full game of three periods",
	       ts_param_int(params, "advanced") ? "the advanced rules" : "the basic rules",
	       ts_param_int(params, "lines") ? " with Line and Arena cards" : "",
	       rink_game_num_seats(g));
}

static int run(struct session *ss)
{
	struct rink_error err;

	if (!ss->json) {
		print_rules(ss->g);
		printf("Seed: %llu (replay with --seed %llu)\n", (unsigned long long)ss->seed,
		       (unsigned long long)ss->seed);
		if (rink_match_length(ss->m) == 0)
			ts_print_opening_faceoff(rink_match_state(ss->m));
	}
	if (ss->humans == 0 && !ss->json)
		ts_board_draw(ss->g, rink_match_state(ss->m), &ss->b);
	while (!rink_state_is_over(rink_match_state(ss->m))) {
		const rink_state *s = rink_match_state(ss->m);
		uint32_t mask = rink_state_to_move(s);
		int seat = 0;
		while (!(mask & (1u << seat)))
			seat++;
		if (seat < ss->humans) {
			int rc = human_turn(ss, seat);
			if (rc == -1)
				return CLI_EXIT_FAIL;
			if (rc > 0) { /* quit or input ended: saved, even before a move */
				if (ss->save && rink_match_save(ss->m, ss->save, &err) != RINK_OK)
					return cli_fail(CMD, "%s", err.text);
				cli_goodbye(rc == 1 ? "Goodbye" : "input closed", "trickshot",
				            ss->save, ss->again);
				return 0;
			}
			continue;
		}
		rink_bot *b = rink_bot_new(
		        ss->g, ss->bots,
		        rink_seed_derive(ss->seed, rink_match_length(ss->m) * 8 + (uint64_t)seat),
		        &err);
		if (!b)
			return cli_fail(CMD, "%s", err.text);
		int a = rink_bot_act(b, s, seat);
		rink_bot_free(b);
		char t[64];
		struct rink_ts_view v;
		rink_ts_view_get(s, &v);
		rink_action_text(s, seat, a, t, sizeof(t));
		/* a Line card chosen at a period start stays face down */
		if (!ss->json)
			printf("Seat %d (bot): %s\n", seat + 1,
			       v.phase == RINK_TS_PH_LINES ? "chooses a Line card" : t);
		int rc = apply(ss, seat, a, &err);
		if (rc == RINK_EIO)
			return cli_fail(CMD, "%s", err.text);
		if (rc != RINK_OK)
			return cli_fail(CMD, "bot move refused: %s", err.text);
		if (ss->delay_ms > 0) {
			fflush(stdout);
			struct timespec ts = {ss->delay_ms / 1000,
			                      (long)(ss->delay_ms % 1000) * 1000000L};
			nanosleep(&ts, NULL);
		}
	}
	struct rink_ts_view v;
	rink_ts_view_get(rink_match_state(ss->m), &v);
	cli_autosave_finish(ss->save); /* the list keeps games in progress */
	if (ss->json) {
		json_t *o = json_pack("{s:[i,i], s:s, s:I}", "score", v.score[0], v.score[1],
		                      "winner", v.winner == 2 ? "draw" : result_word(v.winner),
		                      "seed", (json_int_t)ss->seed);
		cli_print_json(o);
		json_decref(o);
		return 0;
	}
	ts_board_draw(ss->g, rink_match_state(ss->m), &ss->b);
	if (v.winner == 2)
		printf("Result: a draw, Red %d : %d Blue\n", v.score[0], v.score[1]);
	else
		printf("Result: %s wins, Red %d : %d Blue\n", v.winner ? "Blue" : "Red", v.score[0],
		       v.score[1]);
	return 0;
}

int cli_trickshot_play(int argc, char **argv)
{
	struct session ss;
	const char *v;
	bool friendly = false, advanced = false, lines = false, seeded = false;
	int season = 0;
	bool given[O_COUNT] = {false};
	const char *resume = NULL, *level = NULL;
	int i = 1, k, rc;
	char params[128];
	struct rink_error err;

	memset(&ss, 0, sizeof(ss));
	ss.players = 2;
	ss.humans = 1;
	ss.bots = "heuristic";
	while ((k = cli_getopt(CMD, ts_opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		if (k >= 0 && k < O_COUNT)
			given[k] = true;
		switch (k) {
		case CLI_OPT_HELP:
			fputs(ts_help, stdout);
			fputs(ts_moves_help, stdout);
			fputs(ts_exit_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (strcmp(v, "trickshot") != 0)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			break;
		case O_SEASON:
			if (!cli_parse_int(CMD, "season", v, 1, 100, &season))
				return CLI_EXIT_USAGE;
			break;
		case O_RESUME:
			if (!v[0])
				return cli_usage_error(CMD, "--resume needs a file name");
			resume = v;
			break;
		case O_FRIENDLY:
			friendly = true;
			break;
		case O_ADVANCED:
			advanced = true;
			break;
		case O_LINES:
			lines = true;
			break;
		case O_PLAYERS:
			if (!cli_parse_int(CMD, "players", v, 2, 4, &ss.players))
				return CLI_EXIT_USAGE;
			break;
		case O_HUMANS:
			if (!cli_parse_int(CMD, "humans", v, 0, 4, &ss.humans))
				return CLI_EXIT_USAGE;
			break;
		case O_BOTS:
			if (strcmp(v, "random") != 0 && strcmp(v, "heuristic") != 0 &&
			    strcmp(v, "hard") != 0)
				return cli_usage_error(
				        CMD, "--bots '%s': expected random, heuristic or hard", v);
			ss.bots = v;
			break;
		case O_LEVEL:
			if (!cli_parse_level(CMD, v))
				return CLI_EXIT_USAGE;
			level = v;
			break;
		case O_SEED:
			if (!cli_parse_u64(CMD, "seed", v, &ss.seed))
				return CLI_EXIT_USAGE;
			seeded = true;
			break;
		case O_SAVE:
			if (!v[0])
				return cli_usage_error(CMD, "--save needs a file name");
			ss.save = v;
			break;
		case O_DELAY:
			if (!cli_parse_int(CMD, "delay", v, 0, 60000, &ss.delay_ms))
				return CLI_EXIT_USAGE;
			break;
		case O_JSON:
			ss.json = true;
			break;
		default:
			break;
		}
	}
	if (resume) {
		static const int game_opts[] = {O_FRIENDLY, O_ADVANCED, O_LINES, O_PLAYERS, O_SEED};
		for (size_t j = 0; j < sizeof(game_opts) / sizeof(game_opts[0]); j++)
			if (given[game_opts[j]])
				return cli_usage_error(
				        CMD,
				        "--%s cannot be used with --resume: the saved "
				        "game keeps its own settings",
				        ts_opts[game_opts[j]].name);
	} else if (ss.humans > ss.players) {
		return cli_usage_error(CMD, "--humans %d is more than the %d players", ss.humans,
		                       ss.players);
	}
	if (ss.json && !season && ss.humans > 0)
		return cli_usage_error(CMD, "--json is for watching bots: add --humans 0");
	if (given[O_BOTS] && given[O_LEVEL])
		return cli_usage_error(CMD, "--bots and --level: choose one");
	if (lines && !advanced)
		return cli_usage_error(CMD, "--lines needs --advanced (Line cards are an advanced "
		                            "rule)");
	if (!seeded)
		ss.seed = clock_seed();
	if (level) {
		/* the level's bot kind, the same for every rule set of the game */
		rink_game *lg = rink_game_new("trickshot", NULL, &err);
		if (!lg)
			return cli_fail(CMD, "%s", err.text);
		ss.bots = rink_bot_level(lg, level);
		rink_game_free(lg);
	}
	if (season) {
		if (resume || ss.save || (given[O_HUMANS] && ss.humans != 0))
			return cli_usage_error(CMD, "--season is for bots: no --humans, --save or "
			                            "--resume");
		/* a season's games are two-player games between bots, shown by
		 * their results only */
		if (given[O_PLAYERS] || given[O_DELAY])
			return cli_usage_error(CMD,
			                       "--%s cannot be used with --season: its games "
			                       "are two bots' and show only their results",
			                       given[O_PLAYERS] ? "players" : "delay");
		return run_season(ss.seed, season, friendly, ss.bots, ss.json);
	}
	snprintf(params, sizeof(params), "players=%d,friendly=%d,advanced=%d,lines=%d", ss.players,
	         friendly, advanced, lines);
	if (resume) {
		ss.m = rink_match_load(resume, &err);
		if (!ss.m)
			return cli_fail(CMD, "%s", err.text);
		if (strcmp(rink_game_name(rink_match_game(ss.m)), "trickshot") != 0) {
			rc = cli_fail(CMD, "%s: a saved game of %s, not trickshot", resume,
			              rink_game_name(rink_match_game(ss.m)));
			rink_match_free(ss.m);
			return rc;
		}
		ss.seed = rink_match_seed(ss.m);
		ss.players = rink_game_num_seats(rink_match_game(ss.m));
		if (ss.humans > ss.players) {
			rc = cli_usage_error(CMD, "--humans %d is more than the %d players of %s",
			                     ss.humans, ss.players, resume);
			rink_match_free(ss.m);
			return rc;
		}
		if (!ss.save) /* moves go on being saved where the game was */
			ss.save = resume;
	} else {
		ss.m = rink_match_new("trickshot", params, ss.seed, &err);
		if (!ss.m)
			return cli_fail(CMD, "%s", err.text);
	}
	ss.g = rink_match_game(ss.m);
	rink_ts_board_get(ss.g, &ss.b);
	if (!ss.save && ss.humans > 0) /* kept without asking */
		ss.save = cli_autosave_open(CMD, "trickshot", ss.kept, sizeof(ss.kept));
	{
		static const char *const players[] = {"humans", "bots", "level", "delay", NULL};
		cli_player_args(argc, argv, ts_opts, players, ss.again, sizeof(ss.again));
	}
	/* saved at once, as rink play slapshot does: a --save that cannot be
	 * written is said before the game starts, not after its first moves */
	if (ss.save && rink_match_save(ss.m, ss.save, &err) != RINK_OK)
		rc = cli_fail(CMD, "%s", err.text);
	else
		rc = run(&ss);
	if (fflush(stdout) != 0 && rc == 0)
		rc = CLI_EXIT_FAIL;
	rink_events_free(&ss.ev);
	free(ss.line);
	rink_match_free(ss.m);
	return rc;
}
