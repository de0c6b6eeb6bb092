/*
 * cli/league.c: `rink league` and `rink odds`, leagues kept in the store
 * (rink/league.h): create one, play it on over days or months, record games
 * played at a real table, and show standings, games, box scores,
 * head-to-head and the odds, each as text, --json or --csv.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/league_cmd.h"
#include "cli/league_out.h"
#include "rink/league.h"
#include "rink/store.h"

#define CMD "league"

static const char league_help[] =
        "Usage: rink league SUBCOMMAND [NAME] [OPTIONS]\n"
        "\n"
        "Leagues that last: a season of any game kept in the store (the same one as\n"
        "rink serve's), played on over days or months by bots, by people typing their\n"
        "moves, or typed in from a real table, with standings, games, box scores,\n"
        "head-to-head and the odds of every race.\n"
        "\n"
        "Subcommands:\n"
        "  create NAME --game GAME   a new league (options below)\n"
        "  list                      the store's leagues\n"
        "  show NAME                 the standings, in the game's order with its\n"
        "                            tie-breaks (also: standings NAME)\n"
        "  play NAME                 play on (--games N, --until DATE; default to the\n"
        "                            end): bots move; play stops where a person must\n"
        "  move NAME --team T MOVE   a person's move for team T in the game in play\n"
        "                            (notation as in rink play), or a choice between\n"
        "                            games (Trick Shot's draft: 'return CARD', then\n"
        "                            'take CARD'); bots answer\n"
        "  record NAME HOME AWAY HG AG [--decision D]\n"
        "                            a game played at a real table (one-game games:\n"
        "                            Action Deck, Trick Shot): D is regulation,\n"
        "                            overtime, shootout or tie; a result the rules\n"
        "                            cannot produce is refused with the rule\n"
        "  games NAME                every game decided (--team T: one team's)\n"
        "  schedule NAME             the games still to play (--team T: one team's)\n"
        "  box NAME N                game N of the games list, as the game tells it\n"
        "  leaders NAME              players' totals: Action Deck --stat g, a, pts,\n"
        "                            shots, pim, w, so, saves... (default pts); the card\n"
        "                            games' cards gp, g, fo, inj (default g); --top N\n"
        "                            (default 20), --team T\n"
        "  log NAME                  the league's events in words, as a spectator sees\n"
        "                            them: --type draft,trade,injured (the events'\n"
        "                            types, docs/protocol/GAME.md) for some only\n"
        "  h2h NAME A B              two teams' games against each other\n"
        "  odds NAME                 the odds (as rink odds NAME)\n"
        "  history NAME              the odds kept, oldest first: how they moved\n"
        "  fork NAME NEW             what-if: NEW is NAME as it stood --after N games\n"
        "                            or --as-of DATE (default: now); record another\n"
        "                            result there, or play it on, then compare\n"
        "  roster NAME --team T      T's players for its next game (Action Deck); a\n"
        "                            change for the games not yet started:\n"
        "    --out PLAYER [--games N]  out for N games (default: the season)\n"
        "    --trade PLAYER --to U     traded to team U: his chart line joins U's\n"
        "  compare NAME OTHER        two leagues' odds side by side (--sims N)\n"
        "  export NAME [FILE]        the league and its records as one JSON file\n"
        "  import FILE [--name N]    a league from an exported file\n"
        "  chart NAME [FILE]         an SVG picture: --of odds (the title chances over\n"
        "                            time, default), standings (the points race)\n"
        "\n"
        "Options of create:\n"
        "  --game GAME       slapshot, powerplay, actiondeck or trickshot\n"
        "  --params P        the game's parameters, as rink play takes them\n"
        "  --seed S          the league's seed (default 1): the same seed and moves,\n"
        "                    the same league\n"
        "  --bots KIND       the league's bot kind (default heuristic): bots' seats and\n"
        "                    the odds' simulations\n"
        "  --player K=WHO    who plays seat or team K (from 1): bot:KIND or\n"
        "                    person:NAME (repeatable; default a bot of --bots)\n"
        "  --charts DIR      Action Deck: the team charts (default the shipped NHL\n"
        "                    2022-23 league)\n"
        "  --schedule F      Action Deck: the games, home and away columns (and date)\n"
        "                    (default, with the shipped league, its 656 games)\n"
        "  --games N         Trick Shot: the season's games, even (default 4)\n"
        "\n"
        "Other options:\n"
        "  --db PATH|URI     the store (default $XDG_DATA_HOME/rink/rink.db, else\n"
        "                    ~/.local/share/rink/rink.db; or a postgresql:// URI)\n"
        "  --json, --csv     reports as JSON (one object) or CSV\n"
        "  --odds N          play: the odds after every day played (N simulations\n"
        "                    each), kept in the history\n"
        "  --quiet           no progress bar\n"
        "  -h, --help        show this help\n"
        "\n"
        "Examples:\n"
        "  rink league create friday --game slapshot --player 1=person:Ann\n"
        "  rink league play friday          (stops at Ann's move)\n"
        "  rink league move friday --team 1 'draw forward'\n"
        "  rink league create nhl --game actiondeck\n"
        "  rink league play nhl --until 2022-11-30 --odds 2000\n"
        "  rink league show nhl\n"
        "  rink odds nhl --sims 10000\n"
        "  rink league fork nhl whatif --as-of 2022-11-01\n"
        "  rink league roster whatif --team EDM --trade 'Connor McDavid' --to BOS\n"
        "  rink league play whatif ; rink league compare nhl whatif\n";

enum {
	O_GAME,
	O_PARAMS,
	O_SEED,
	O_BOTS,
	O_PLAYER,
	O_CHARTS,
	O_SCHEDULE,
	O_GAMES,
	O_DB,
	O_JSON,
	O_CSV,
	O_UNTIL,
	O_ODDS,
	O_TEAM,
	O_DECISION,
	O_SIMS,
	O_ASOF,
	O_AFTER,
	O_THREADS,
	O_NOKEEP,
	O_NAME,
	O_QUIET,
	O_OF,
	O_SAVE,
	O_TYPE,
	O_STAT,
	O_TOP,
	O_OUT,
	O_TRADE,
	O_TO,
};

static const struct cli_opt opts[] = {
        {"game", true},   {"params", true}, {"seed", true},     {"bots", true},
        {"player", true}, {"charts", true}, {"schedule", true}, {"games", true},
        {"db", true},     {"json", false},  {"csv", false},     {"until", true},
        {"odds", true},   {"team", true},   {"decision", true}, {"sims", true},
        {"as-of", true},  {"after", true},  {"threads", true},  {"no-keep", false},
        {"name", true},   {"quiet", false}, {"of", true},       {"save", true},
        {"type", true},   {"stat", true},   {"top", true},      {"out", true},
        {"trade", true},  {"to", true},     {NULL, false}};

int lg_parse(const char *cmd, int argc, char **argv, int from, struct args *a)
{
	const char *v;
	int i = from, k;

	memset(a, 0, sizeof(*a));
	a->cfg.seed = 1;
	a->after = -1;
	a->keep = true;
	while ((k = cli_getopt(cmd, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(!strcmp(cmd, "odds") ? lg_odds_help : league_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (a->npos == 8)
				return cli_usage_error(cmd, "too many words: '%s'", v);
			a->pos[a->npos++] = v;
			break;
		case O_GAME:
			a->cfg.game = v;
			break;
		case O_PARAMS:
			a->cfg.params = v;
			break;
		case O_SEED:
			if (!cli_parse_u64(cmd, "--seed", v, &a->cfg.seed))
				return CLI_EXIT_USAGE;
			break;
		case O_BOTS:
			a->cfg.bots = v;
			break;
		case O_PLAYER: {
			char *end;
			long seat = strtol(v, &end, 10);
			if (end == v || *end != '=' || seat < 1 || seat > RINK_LEAGUE_MAX_TEAMS)
				return cli_usage_error(
				        cmd,
				        "--player '%s': K=bot:KIND or K=person:NAME, K "
				        "a seat or team from 1",
				        v);
			snprintf(a->who[seat - 1], sizeof(a->who[0]), "%s", end + 1);
			if (a->cfg.n_who < seat)
				a->cfg.n_who = (int)seat;
			break;
		}
		case O_CHARTS:
			a->cfg.charts = v;
			break;
		case O_SCHEDULE:
			a->cfg.schedule = v;
			break;
		case O_GAMES:
			if (!cli_parse_int(cmd, "--games", v, 1, 1000000, &a->cfg.games))
				return CLI_EXIT_USAGE;
			break;
		case O_DB:
			a->db = v;
			break;
		case O_JSON:
			a->format = 1;
			break;
		case O_CSV:
			a->format = 2;
			break;
		case O_UNTIL:
		case O_ASOF:
			if (strlen(v) != 10 || v[4] != '-' || v[7] != '-')
				return cli_usage_error(cmd, "--%s '%s': a date YYYY-MM-DD",
				                       k == O_UNTIL ? "until" : "as-of", v);
			*(k == O_UNTIL ? &a->until : &a->as_of) = v;
			break;
		case O_ODDS:
			if (!cli_parse_int(cmd, "--odds", v, 1, 10000000, &a->odds))
				return CLI_EXIT_USAGE;
			break;
		case O_TEAM:
			a->team = v;
			break;
		case O_DECISION:
			a->decision = v;
			break;
		case O_SIMS:
			if (!cli_parse_int(cmd, "--sims", v, 1, 100000000, &a->sims))
				return CLI_EXIT_USAGE;
			break;
		case O_AFTER:
			if (!cli_parse_int(cmd, "--after", v, 0, 100000000, &a->after))
				return CLI_EXIT_USAGE;
			break;
		case O_THREADS:
			if (!cli_parse_int(cmd, "--threads", v, 1, 64, &a->threads))
				return CLI_EXIT_USAGE;
			break;
		case O_NOKEEP:
			a->keep = false;
			break;
		case O_NAME:
			a->name = v;
			break;
		case O_QUIET:
			a->quiet = true;
			break;
		case O_STAT:
			a->stat = v;
			break;
		case O_TOP:
			if (!cli_parse_int(cmd, "--top", v, 1, 100000, &a->top))
				return CLI_EXIT_USAGE;
			break;
		case O_TYPE:
			a->type = v;
			break;
		case O_OUT:
			a->out = v;
			break;
		case O_TRADE:
			a->trade = v;
			break;
		case O_TO:
			a->to = v;
			break;
		case O_SAVE:
			a->save = v;
			break;
		case O_OF:
			if (strcmp(v, "odds") && strcmp(v, "standings"))
				return cli_usage_error(cmd, "--of '%s': odds or standings", v);
			a->of = v;
			break;
		}
	}
	for (int t = 0; t < a->cfg.n_who; t++)
		a->cfg.who[t] = a->who[t][0] ? a->who[t] : NULL;
	return -1;
}

rink_store *lg_store_open(const char *cmd, const struct args *a)
{
	char path[4096];
	const char *where = a->db;
	struct rink_error err;
	rink_store *st;

	if (!where && !(where = cli_default_db(path, sizeof(path)))) {
		cli_fail(cmd, "no data folder for the store: set HOME or XDG_DATA_HOME, or --db");
		return NULL;
	}
	if (!(st = rink_store_open(where, &err)))
		cli_fail(cmd, "%s", err.text);
	return st;
}

int lg_fail(const char *cmd, const struct rink_error *err)
{
	if (err->code == RINK_EIO || err->code == RINK_ENOMEM)
		return cli_fail(cmd, "%s", err->text);
	return cli_usage_error(cmd, "%s", err->text);
}

static int need_name(const char *sub, const struct args *a, int words)
{
	if (a->npos < words)
		return cli_usage_error(CMD, "%s: give the league's name (rink league --help)", sub);
	return -1;
}

int lg_team_arg(const rink_league *l, const char *text)
{
	int t = rink_league_find_team(l, text);

	if (t < 0)
		cli_usage_error(CMD, "no team '%s' in league %s (a name, abbreviation or number)",
		                text, rink_league_name(l));
	return t;
}

static int play_run(rink_store *st, rink_league *l, const struct args *a)
{
	struct rink_league_play p = {0};
	struct rink_error err;
	int played = 0, waiting = -1, last = -1, total = 0;

	p.until = a->until;
	if (!a->quiet && isatty(2)) {
		p.progress = cli_progress;
		p.ud = &last;
	}
	if (a->odds) {
		/* a day at a time, the odds after each */
		while (!rink_league_over(l) && (!a->cfg.games || total < a->cfg.games)) {
			char day[16];
			int n;
			snprintf(day, sizeof(day), "%s", lg_next_date(l));
			p.games = a->cfg.games ? a->cfg.games - total : 0;
			p.until = day[0] ? day : NULL;
			if (p.until && a->until && strcmp(p.until, a->until) > 0)
				break;
			if (!day[0] && !p.games)
				p.games = 1; /* no dates: a game is a day */
			p.progress = NULL;
			if (rink_league_play(l, st, &p, &n, &waiting, &err))
				return lg_fail(CMD, &err);
			total += n;
			struct rink_league_odds_config c = {0};
			json_t *o;
			c.sims = a->odds;
			c.threads = a->threads;
			c.after = -1;
			c.keep = true;
			if (rink_league_odds(l, st, &c, &o, &err))
				return lg_fail(CMD, &err);
			json_decref(o);
			if (!a->quiet && isatty(2))
				fprintf(stderr, "\r%d games played, odds kept after %s\033[K",
				        total, day[0] ? day : "each");
			if (waiting >= 0 || n == 0)
				break;
		}
		if (!a->quiet && isatty(2))
			fputs("\r\033[K", stderr);
		played = total;
	} else {
		p.games = a->cfg.games;
		if (rink_league_play(l, st, &p, &played, &waiting, &err))
			return lg_fail(CMD, &err);
	}
	if (a->format == 1) {
		json_t *o = json_pack("{s:i,s:b}", "played", played, "over", rink_league_over(l));
		if (waiting >= 0)
			json_object_set_new(o, "waiting",
			                    json_string(rink_league_team_name(l, waiting)));
		json_t *due = rink_league_due_json(l);
		if (due)
			json_object_set_new(o, "due", due);
		cli_print_json(o);
		json_decref(o);
		return 0;
	}
	printf("%d game%s played", played, played == 1 ? "" : "s");
	if (rink_league_date(l)[0])
		printf(", through %s", rink_league_date(l));
	printf(".\n");
	if (waiting >= 0)
		lg_print_waiting(l, waiting);
	else if (rink_league_over(l))
		printf("The season is over.\n");
	return 0;
}

static int league_main(int argc, char **argv)
{
	struct args a;
	struct rink_error err;
	rink_store *st = NULL;
	rink_league *l = NULL;
	const char *sub;
	int rc;

	if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		if (argc < 2)
			return cli_usage_error(CMD, "give a subcommand (rink league --help)");
		fputs(league_help, stdout);
		return 0;
	}
	sub = argv[1];
	if ((rc = lg_parse(CMD, argc, argv, 2, &a)) >= 0)
		return rc;
	rc = 0;
	if (!strcmp(sub, "list")) {
		json_t *o;
		if (!(st = lg_store_open(CMD, &a)))
			return CLI_EXIT_FAIL;
		if (rink_league_list(st, &o, &err)) {
			rink_store_close(st);
			return lg_fail(CMD, &err);
		}
		if (a.format == 1)
			cli_print_json(o);
		else
			lg_print_list(o, a.format == 2);
		json_decref(o);
		rink_store_close(st);
		return 0;
	}
	if (!strcmp(sub, "create")) {
		if (need_name(sub, &a, 1) >= 0)
			return CLI_EXIT_USAGE;
		if (!a.cfg.game)
			return cli_usage_error(CMD,
			                       "create: which game? --game slapshot, powerplay, "
			                       "actiondeck or trickshot");
		a.cfg.name = a.pos[0];
		if (!(st = lg_store_open(CMD, &a)))
			return CLI_EXIT_FAIL;
		if (rink_league_create(st, &a.cfg, &l, &err)) {
			rink_store_close(st);
			return lg_fail(CMD, &err);
		}
		if (a.format == 1) {
			json_t *o = rink_league_standings_json(l);
			cli_print_json(o);
			json_decref(o);
		} else {
			printf("League %s: %s, %d %s", rink_league_name(l), rink_league_game(l),
			       rink_league_num_teams(l),
			       rink_league_scheduled(l) < 0 ? "managers" : "teams");
			if (rink_league_scheduled(l) > 0)
				printf(", %d games scheduled", rink_league_scheduled(l));
			printf(".\nNext: rink league play %s\n", rink_league_name(l));
		}
		goto out;
	}
	if (!strcmp(sub, "import")) {
		json_error_t je;
		json_t *doc;
		if (a.npos < 1)
			return cli_usage_error(CMD, "import: give the file (rink league export)");
		if (!(doc = json_load_file(a.pos[0], 0, &je)))
			return cli_fail(CMD, "%s:%d: %s", a.pos[0], je.line, je.text);
		if (!(st = lg_store_open(CMD, &a))) {
			json_decref(doc);
			return CLI_EXIT_FAIL;
		}
		rc = rink_league_import(st, doc, a.name, &l, &err);
		json_decref(doc);
		if (rc) {
			rink_store_close(st);
			return lg_fail(CMD, &err);
		}
		printf("League %s imported: %d games decided.\n", rink_league_name(l),
		       rink_league_played(l));
		goto out;
	}
	static const char *const subs[] = {"show",   "standings", "play",   "move",    "record",
	                                   "games",  "box",       "h2h",    "odds",    "history",
	                                   "export", "chart",     "fork",   "compare", "schedule",
	                                   "log",    "leaders",   "roster", NULL};
	bool known = false;
	for (int i = 0; subs[i]; i++)
		known |= !strcmp(sub, subs[i]);
	if (!known)
		return cli_usage_error(
		        CMD,
		        "unknown subcommand '%s' (create, list, show, play, move, "
		        "record, games, schedule, box, log, leaders, roster, h2h, odds, history, "
		        "fork, compare, "
		        "export, "
		        "import, "
		        "chart)",
		        sub);
	if (need_name(sub, &a, 1) >= 0)
		return CLI_EXIT_USAGE;
	if (!(st = lg_store_open(CMD, &a)))
		return CLI_EXIT_FAIL;
	if (rink_league_open(st, a.pos[0], &l, &err)) {
		rink_store_close(st);
		return lg_fail(CMD, &err);
	}
	rc = 0;
	if (!strcmp(sub, "show") || !strcmp(sub, "standings")) {
		json_t *o = rink_league_standings_json(l);
		if (a.format == 1)
			cli_print_json(o);
		else if (a.format == 2)
			lg_print_standings_csv(o);
		else
			lg_print_standings(l, o);
		json_decref(o);
	} else if (!strcmp(sub, "play")) {
		rc = play_run(st, l, &a);
	} else if (!strcmp(sub, "move")) {
		int t;
		if (!a.team || a.npos != 2)
			rc = cli_usage_error(CMD, "move: rink league move NAME --team T 'MOVE'");
		else if ((t = lg_team_arg(l, a.team)) < 0)
			rc = CLI_EXIT_USAGE;
		else {
			json_t *due = rink_league_due_json(l); /* a choice between games */
			if (rink_league_move(l, st, t, a.pos[1], &err))
				rc = lg_fail(CMD, &err);
			else if (due)
				lg_print_after_choice(l, t);
			else
				lg_print_after_move(l, t);
			json_decref(due);
		}
	} else if (!strcmp(sub, "roster")) {
		rc = lg_roster_run(st, l, &a);
	} else if (!strcmp(sub, "record")) {
		int h, w, hg, ag;
		if (a.npos != 5)
			rc = cli_usage_error(CMD, "record: rink league record NAME HOME AWAY "
			                          "HOME_GOALS AWAY_GOALS [--decision D]");
		else if ((h = lg_team_arg(l, a.pos[1])) < 0 || (w = lg_team_arg(l, a.pos[2])) < 0)
			rc = CLI_EXIT_USAGE;
		else if (!cli_parse_int(CMD, "home goals", a.pos[3], 0, 99, &hg) ||
		         !cli_parse_int(CMD, "away goals", a.pos[4], 0, 99, &ag))
			rc = CLI_EXIT_USAGE;
		else if (rink_league_record(l, st, h, w, hg, ag, a.decision, &err))
			rc = lg_fail(CMD, &err);
		else
			printf("Recorded: %s %d, %s %d (%s).\n", rink_league_team_name(l, h), hg,
			       rink_league_team_name(l, w), ag,
			       a.decision ? a.decision : "regulation");
	} else if (!strcmp(sub, "games")) {
		int t = a.team ? lg_team_arg(l, a.team) : -1;
		if (a.team && t < 0) {
			rc = CLI_EXIT_USAGE;
		} else {
			json_t *o = rink_league_games_json(l);
			lg_filter_team(o, t < 0 ? NULL : rink_league_team_name(l, t));
			if (a.format == 1)
				cli_print_json(o);
			else
				lg_print_games(o, a.format == 2);
			json_decref(o);
		}
	} else if (!strcmp(sub, "schedule")) {
		int t = a.team ? lg_team_arg(l, a.team) : -1;
		if (a.team && t < 0) {
			rc = CLI_EXIT_USAGE;
		} else {
			json_t *o = rink_league_schedule_json(l);
			for (size_t i = json_array_size(o); i-- > 0;)
				if (json_is_true(json_object_get(json_array_get(o, i), "done")))
					json_array_remove(o, i);
			lg_filter_team(o, t < 0 ? NULL : rink_league_team_name(l, t));
			if (a.format == 1)
				cli_print_json(o);
			else
				lg_print_schedule(o, a.format == 2);
			json_decref(o);
		}
	} else if (!strcmp(sub, "leaders")) {
		json_t *o;
		int t = a.team ? lg_team_arg(l, a.team) : -1;
		if (a.team && t < 0)
			rc = CLI_EXIT_USAGE;
		else if (rink_league_leaders_json(l, st, a.stat, &o, &err))
			rc = lg_fail(CMD, &err);
		else {
			for (size_t i = json_array_size(o); t >= 0 && i-- > 0;)
				if (strcmp(json_string_value(
				                   json_object_get(json_array_get(o, i), "team")),
				           rink_league_team_name(l, t)))
					json_array_remove(o, i);
			while (json_array_size(o) > (size_t)(a.top ? a.top : 20))
				json_array_remove(o, json_array_size(o) - 1);
			if (a.format == 1)
				cli_print_json(o);
			else
				lg_print_leaders(o, a.stat, a.format == 2);
			json_decref(o);
		}
	} else if (!strcmp(sub, "log")) {
		json_t *o;
		if (rink_league_log_json(l, st, a.type, &o, &err))
			rc = lg_fail(CMD, &err);
		else {
			if (a.format == 1)
				cli_print_json(o);
			else
				lg_print_log(o, a.format == 2);
			json_decref(o);
		}
	} else if (!strcmp(sub, "box")) {
		int n;
		json_t *o;
		if (a.npos != 2 || !cli_parse_int(CMD, "game", a.pos[1], 1, 1000000, &n))
			rc = a.npos != 2 ? cli_usage_error(CMD, "box: rink league box NAME N")
			                 : CLI_EXIT_USAGE;
		else if (rink_league_box_json(l, st, n, &o, &err))
			rc = lg_fail(CMD, &err);
		else {
			if (a.format == 1)
				cli_print_json(o);
			else
				lg_print_box(o);
			json_decref(o);
		}
	} else if (!strcmp(sub, "h2h")) {
		int x, y;
		if (a.npos != 3)
			rc = cli_usage_error(CMD, "h2h: rink league h2h NAME A B");
		else if ((x = lg_team_arg(l, a.pos[1])) < 0 || (y = lg_team_arg(l, a.pos[2])) < 0)
			rc = CLI_EXIT_USAGE;
		else {
			json_t *o = rink_league_h2h_json(l, x, y);
			if (a.format == 1)
				cli_print_json(o);
			else
				lg_print_h2h(o, a.format == 2);
			json_decref(o);
		}
	} else if (!strcmp(sub, "odds")) {
		rc = lg_odds_run(CMD, st, l, &a);
	} else if (!strcmp(sub, "history")) {
		json_t *h = rink_league_odds_history(l);
		if (a.format == 1)
			cli_print_json(h);
		else
			lg_print_history(h, a.format == 2);
		json_decref(h);
	} else if (!strcmp(sub, "export")) {
		json_t *o;
		if (rink_league_export(l, st, &o, &err))
			rc = lg_fail(CMD, &err);
		else {
			rc = lg_write_json(CMD, o, a.npos > 1 ? a.pos[1] : NULL);
			json_decref(o);
		}
	} else if (!strcmp(sub, "fork")) {
		rink_league *f;
		if (a.npos != 2)
			rc = cli_usage_error(CMD,
			                     "fork: rink league fork NAME NEW [--after N | --as-of "
			                     "DATE]");
		else if (rink_league_fork(l, st, a.pos[1], a.after, a.as_of, &f, &err))
			rc = lg_fail(CMD, &err);
		else {
			printf("League %s: %s as it stood after %d games. Record or play on, then: "
			       "rink "
			       "league compare %s %s\n",
			       rink_league_name(f), rink_league_name(l), rink_league_played(f),
			       rink_league_name(l), rink_league_name(f));
			rink_league_free(f);
		}
	} else if (!strcmp(sub, "compare")) {
		rink_league *other = NULL;
		json_t *oa = NULL, *ob = NULL;
		struct rink_league_odds_config c = {.sims = a.sims ? a.sims : 10000,
		                                    .threads = a.threads,
		                                    .after = -1,
		                                    .keep = a.keep};
		if (a.npos != 2)
			rc = cli_usage_error(CMD, "compare: rink league compare NAME OTHER");
		else if (rink_league_open(st, a.pos[1], &other, &err) ||
		         rink_league_odds(l, st, &c, &oa, &err) ||
		         rink_league_odds(other, st, &c, &ob, &err))
			rc = lg_fail(CMD, &err);
		else if (a.format == 1) {
			json_t *o = json_pack("{s:O,s:O}", rink_league_name(l), oa,
			                      rink_league_name(other), ob);
			cli_print_json(o);
			json_decref(o);
		} else {
			lg_print_compare(l, oa, other, ob, a.format == 2);
		}
		json_decref(oa);
		json_decref(ob);
		rink_league_free(other);
	} else if (!strcmp(sub, "chart")) {
		rc = lg_chart(CMD, l, a.of ? a.of : "odds", a.npos > 1 ? a.pos[1] : NULL);
	}
out:
	rink_league_free(l);
	rink_store_close(st);
	return rc;
}

const struct cli_command cli_league_command = {
        .name = "league",
        .summary = "leagues kept in the store: play, record, standings, odds",
        .help = league_help,
        .run = league_main,
};
