/*
 * cli/actiondeck_play.c: `rink play actiondeck`: one game of Action Deck
 * in the terminal. The human coaches both teams (solitaire), one of them
 * against a bot coach (--coach, --level, --bots), or watches two bots; he
 * reads the play-by-play card by card or period by period and answers his
 * coaches' decisions (pull the goalie, pick shoot-out shooters). With
 * --auto nobody is asked and the box score is printed (--json: as JSON).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/actiondeck_screen.h"
#include "cli/cli.h"
#include "rink/actiondeck.h"
#include "rink/bot.h"
#include "rink/match.h"
#include "rink/rng.h"

#define CMD "play actiondeck"

static const char play_help[] =
        "Usage: rink play actiondeck --home TEAM --away TEAM [OPTIONS]\n"
        "\n"
        "One game of Action Deck. You coach both teams, or one against a bot: the game\n"
        "shows the play-by-play and asks your coaches' decisions (pull the goalie when\n"
        "trailing late, pick three shoot-out shooters). Press Enter to go on.\n"
        "\n"
        "Options:\n"
        "  --home TEAM      home team (a chart TEAM.csv in the charts folder)\n"
        "  --away TEAM      visiting team\n"
        "  --charts DIR     the team charts (default: data/actiondeck/league, built\n"
        "                   from the NHL 2022-23 first half) and the league's own\n"
        "                   fitted parameters and charts (DIR/params.txt,\n"
        "                   DIR/rules/saves.csv, penalty.csv), if any\n"
        "  --coach SIDE     the team you coach: home, away, both (default) or none\n"
        "                   (watch the bots); with --level or --bots, home by default\n"
        "  --level L        the bot coaching the other team: easy (random decisions),\n"
        "                   medium (the coach's measured table, default) or hard (the\n"
        "                   coach weighing each pull in simulated endings)\n"
        "  --bots KIND      the bot by kind instead: random, heuristic, hard, or with\n"
        "                   options (heuristic:pull=0 never pulls the goalie)\n"
        "  --seed S         the seed (default: from the clock)\n"
        "  --by card|period stop after every card (default) or every period\n"
        "  --tournament     a tie after overtime goes to a shoot-out\n"
        "  --auto           no human: the bots of --level or --bots coach both teams\n"
        "                   (without them the built-in coaches, who always pull when\n"
        "                   offered); prints the box score\n"
        "  --pbp            with --auto: print the play-by-play too\n"
        "  --json           with --auto: the box score as JSON\n"
        "  --params P       more game parameters (e.g. budget=all); they replace\n"
        "                   the league's own (minor_cards=N, saves=F, penalties=F)\n"
        "  --save FILE      save the game to FILE whenever it waits for you, and at\n"
        "                   its end (without --save it is kept all the same, in\n"
        "                   ~/.local/share/rink/saves, until it ends: rink resume)\n"
        "  --resume FILE    continue the game saved in FILE (its teams, charts, rules\n"
        "                   and seed come from the file; the coaches from this command\n"
        "                   line) and go on saving it there, unless --save names\n"
        "                   another file\n"
        "  -h, --help       show this help\n"
        "\n"
        "At a prompt: Enter goes on, 'c' card by card, 'p' plays to the end of the\n"
        "period, 'g' to the end of the game, 's' the score, time left, shots and\n"
        "strength, 'b' the box score so far, 'help' what can be typed there, 'q' (or\n"
        "quit) leaves (the game is kept: the line says where, rink resume continues\n"
        "it). A coach's question (shown with the score and time left): pull, keep,\n"
        "back, draw, pick N or pick NAME (enough of it to name one player); s, b,\n"
        "help and q work there too. Each period ends with its summary (goals, shots,\n"
        "power plays, penalty minutes). Team codes may be typed in any case (bos).\n"
        "End of input plays the game to its end, the built-in coaches deciding.\n"
        "\n"
        "Exit status: 0 when the game ends or you leave, 1 when a chart, league or\n"
        "saved file cannot be read or is malformed (or the save cannot be written),\n"
        "2 for a bad option.\n";

/* The events from `from` on, one a line; at the end of a period (*end_period
 * set) its summary when s is given, from the totals in *tot. */
static void print_events(const rink_game *g, struct rink_events *ev, size_t from, bool *end_period,
                         const rink_state *s, struct ad_totals *tot)
{
	char line[320];

	for (size_t i = from; i < ev->n; i++) {
		const struct rink_event *e = &ev->v[i];
		rink_event_text(g, e, 0, line, sizeof(line));
		bool big = e->type == RINK_AD_EV_GOAL || e->type == RINK_AD_EV_PERIOD ||
		           e->type == RINK_AD_EV_OVER || e->type == RINK_AD_EV_PENALTY;
		printf("%s%s%s\n", big ? cli_sgr("1") : "", line, big ? cli_reset() : "");
		if (e->type == RINK_AD_EV_END_PERIOD && s)
			ad_print_period_summary(s, e->arg[0], tot);
		if (e->type == RINK_AD_EV_END_PERIOD && end_period)
			*end_period = true;
	}
}

/* A coach's question; situation: the score and time first (not again
 * when the same question is asked again). */
static void show_choices(const rink_state *s, int seat, bool situation)
{
	const rink_game *g = rink_state_game(s);
	const struct rink_ad_team *t = rink_ad_game_team(g, seat);
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);

	if (situation) /* what a coach weighs: the score, the time left */
		ad_print_situation(s);
	if (acts[0] == RINK_AD_ACT_KEEP) {
		printf("%s coach: face-off with the net empty. 'keep' the extra attacker, or put "
		       "the goalie 'back'? ",
		       t->abbr);
		return;
	}
	if (acts[0] == RINK_AD_ACT_PULL) {
		printf("%s coach: trailing late. 'pull' the goalie for a sixth attacker, or "
		       "'keep' him? ",
		       t->abbr);
		return;
	}
	if (n == 1) { /* AD-SO-01: fewer than three eligible, they shoot less */
		printf("%s coach: no other player may shoot in the shoot-out; 'draw' ends the "
		       "picks: ",
		       t->abbr);
		return;
	}
	printf("%s coach: pick a shoot-out shooter ('pick N'), or 'draw' the rest:\n", t->abbr);
	for (int i = 0; i < n; i++)
		if (acts[i] >= RINK_AD_ACT_PICK) {
			const struct rink_ad_player *p = &t->p[acts[i] - RINK_AD_ACT_PICK];
			printf("  %2d %-28s PCT %d\n", acts[i] - RINK_AD_ACT_PICK + 1, p->name,
			       p->pct);
		}
	fputs("> ", stdout);
}

/* Prints what a bot coach decided, as the play-by-play would. */
static void show_bot_choice(const rink_state *s, const rink_bot *bot, int seat, int act)
{
	const struct rink_ad_team *t = rink_ad_game_team(rink_state_game(s), seat);
	char text[64];

	if (act >= RINK_AD_ACT_PICK && act - RINK_AD_ACT_PICK < t->n) {
		const struct rink_ad_player *p = &t->p[act - RINK_AD_ACT_PICK];
		printf("%s coach (%s) picks %s (PCT %d)\n", t->abbr, rink_bot_kind(bot), p->name,
		       p->pct);
		return;
	}
	rink_action_text(s, seat, act, text, sizeof(text));
	printf("%s coach (%s): %s\n", t->abbr, rink_bot_kind(bot), text);
}

/* Plays s to its end with the bots; RINK_OK or the error of a bad move. */
static int bots_play_out(rink_state *s, rink_bot *const bot[2], struct rink_events *ev,
                         struct rink_error *err)
{
	for (uint32_t m; (m = rink_state_to_move(s)) != 0;) {
		int seat = (m & 1u) ? 0 : 1, rc;
		if ((rc = rink_state_apply(s, seat, rink_bot_act(bot[seat], s, seat), ev, err)))
			return rc;
	}
	return RINK_OK;
}

/* The bots of the seats nobody coaches, from --coach, --level and --bots;
 * a usage error (2) or 0. */
static int make_bots(const rink_game *g, uint64_t seed, const char *coach, const char *level,
                     const char *kind, bool autop, rink_bot *bot[2])
{
	struct rink_error err;

	if (!level && !kind && (!coach || !strcmp(coach, "both")) && !autop)
		return 0; /* the human coaches both teams */
	if (!level && !kind && autop)
		return 0; /* the built-in coaches */
	if (!coach)
		coach = autop ? "none" : "home";
	kind = kind ? kind : rink_bot_level(g, level ? level : "medium");
	for (int seat = 0; seat < 2; seat++) {
		if (!strcmp(coach, "both") || !strcmp(coach, seat ? "away" : "home"))
			continue;
		bot[seat] = rink_bot_new(g, kind, rink_seed_derive(seed, (uint64_t)seat + 1), &err);
		if (!bot[seat])
			return cli_usage_error(CMD, "--bots: %s", err.text);
	}
	return 0;
}

/* A team code as the league in dir files it: "bos" is BOS when dir holds
 * BOS.csv and no bos.csv (team codes are read in any case); the code as
 * given when no chart's name matches it (the error then says so). */
static const char *team_as_filed(const char *dir, const char *team, char *out, size_t size)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	size_t len = strlen(team);
	const char *found = team;

	while (d && (e = readdir(d)) != NULL)
		if (strlen(e->d_name) == len + 4 && !strcmp(e->d_name + len, ".csv") &&
		    !strncasecmp(e->d_name, team, len)) {
			if (!strncmp(e->d_name, team, len)) {
				found = team; /* the very name wins */
				break;
			}
			snprintf(out, size, "%.*s", (int)len, e->d_name);
			found = out;
		}
	if (d)
		closedir(d);
	return found;
}

/* The chart of team in dir, or dir itself when team is NULL, named so
 * that the library reads it as it is and not under the data folder. */
static void path_of(char *out, size_t size, const char *dir, const char *team)
{
	char path[1024];

	snprintf(out, size, "%s%s%s%s", cli_file_arg(dir, path, sizeof(path)), team ? "/" : "",
	         team ? team : "", team ? ".csv" : "");
}

/* Saves the match when asked and it has moves not yet saved (*saved: the
 * length at the last save): each time the game waits for the human, and
 * at its end. False, after printing why, when the file cannot be written. */
static bool save_now(const rink_match *m, const char *save, size_t *saved)
{
	struct rink_error err;

	if (!save || rink_match_length(m) == *saved)
		return true;
	if (rink_match_save(m, save, &err) != RINK_OK) {
		cli_fail(CMD, "%s", err.text);
		return false;
	}
	*saved = rink_match_length(m);
	return true;
}

/* Where a resumed game stands: the score, the period and the cards left. */
static void print_resumed(const rink_match *m)
{
	char where[160];

	cli_ad_where(m, where, sizeof(where));
	printf("Resumed after %zu move%s: %s\n", rink_match_length(m),
	       rink_match_length(m) == 1 ? "" : "s", where);
}

/* The game at the prompt: cards shown one by one or a period at a time,
 * the coaches' decisions asked of the human or made by the bots, every
 * move saved to save (if not NULL; an autosave is removed when the game
 * ends). again: the coaches' options, for the command that continues the
 * game after a quit. Returns the exit status. */
static int play_at_prompt(rink_match *m, rink_bot *const bot[2], const char *by, const char *save,
                          const char *again, struct rink_events *ev)
{
	const rink_game *g = rink_match_game(m);
	const rink_state *s = rink_match_state(m);
	struct rink_error err;
	char *line = NULL;
	size_t cap = 0;
	int mode = !strcmp(by, "period") ? 1 : 0; /* 0 card, 1 period, 2 game */
	int rc = 0;
	size_t saved = rink_match_length(m), asked = (size_t)-1;
	uint32_t to_move;

	/* saved at once, as rink play slapshot does: a --save that cannot be
	 * written is said before the game starts, not after its first cards */
	if (save && rink_match_save(m, save, &err) != RINK_OK)
		return cli_fail(CMD, "%s", err.text);

	printf("Action Deck: %s at %s (seed %llu). Enter: next card; p: period; g: game; s: "
	       "score; b: box score; help; q: quit\n",
	       rink_ad_game_team(g, 1)->abbr, rink_ad_game_team(g, 0)->abbr,
	       (unsigned long long)rink_match_seed(m));
	struct ad_totals tot; /* at the start of the period, for its summary */
	ad_totals_at_period_start(m, &tot);
	if (rink_match_length(m) > 0)
		print_resumed(m);
	while ((to_move = rink_state_to_move(s)) != 0) {
		int seat = (to_move & 1u) ? 0 : 1, acts[RINK_MAX_ACTIONS];
		int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS), act, arc;
		size_t from = ev->n;
		bool endp = false;
		if (n == 1 && acts[0] == RINK_AD_ACT_NEXT) {
			if ((arc = rink_match_apply(m, seat, RINK_AD_ACT_NEXT, ev, &err)) !=
			    RINK_OK) {
				rc = cli_fail(CMD, "%s", err.text);
				break;
			}
			print_events(g, ev, from, &endp, s, &tot);
			if (mode == 0 || (mode == 1 && endp)) {
				bool prompted = mode == 1; /* card by card: no prompt */
				fputs(prompted ? "-- Enter for the next period --" : "", stdout);
				fflush(stdout);
				int key = 0; /* 1 quit, 2 go on, 0 ask again */
				if (!save_now(m, save, &saved)) {
					rc = CLI_EXIT_FAIL;
					break;
				}
				while (!key) {
					if (!cli_read_line(stdin, &line, &cap)) {
						if (prompted)
							putchar('\n');
						mode = 2;
						key = 2;
						break;
					}
					char *w = cli_trim(line);
					if (prompted)
						cli_echo_input(w);
					if (cli_is_quit(w))
						key = 1;
					else if (!w[0] || !strcmp(w, "c") || !strcmp(w, "p") ||
					         !strcmp(w, "g"))
						key = 2;
					else if (!ad_info_command(s, w, false, save))
						printf("'%s' is not a command here: Enter goes on; "
						       "c "
						       "card by card; p period; g game; s score; b "
						       "box score; help; q quit\n",
						       w);
					mode = !strcmp(w, "p")   ? 1
					       : !strcmp(w, "g") ? 2
					       : !strcmp(w, "c") ? 0
					                         : mode;
				}
				if (key == 1) {
					cli_goodbye("Goodbye", "actiondeck", save, again);
					break;
				}
			}
			continue;
		}
		if (bot[seat]) {
			act = rink_bot_act(bot[seat], s, seat);
			show_bot_choice(s, bot[seat], seat, act);
		} else {
			show_choices(s, seat, rink_match_length(m) != asked);
			asked = rink_match_length(m);
			fflush(stdout);
			if (!save_now(m, save, &saved)) {
				rc = CLI_EXIT_FAIL;
				break;
			}
			if (!cli_read_line(stdin, &line, &cap)) {
				act = rink_ad_auto_action(s, seat);
				puts("\n(no input: the built-in coach decides)");
			} else {
				char *w = cli_trim(line);
				cli_echo_input(w);
				if (cli_is_quit(w)) {
					cli_goodbye("Goodbye", "actiondeck", save, again);
					break;
				}
				if (ad_info_command(s, w, true, save))
					continue;
				if (rink_action_parse(s, seat, w, &act, &err) != RINK_OK) {
					printf("%s; help says what each choice does\n", err.text);
					continue;
				}
			}
		}
		arc = rink_match_apply(m, seat, act, ev, &err);
		if (arc != RINK_OK && bot[seat]) {
			rc = cli_fail(CMD, "the %s bot chose '%d': %s", rink_bot_kind(bot[seat]),
			              act, err.text);
			break;
		}
		if (arc != RINK_OK) {
			printf("%s\n", err.text);
			continue;
		}
		print_events(g, ev, from, NULL, s, &tot);
	}
	free(line);
	if (rc == 0 && !save_now(m, save, &saved))
		rc = CLI_EXIT_FAIL;
	if (rink_state_is_over(s)) {
		putchar('\n');
		rink_ad_box_print(g, rink_ad_box(s), stdout);
		if (rc == 0)
			cli_autosave_finish(save);
	}
	return rc;
}

/* The game of the command line, or the one saved in resume: a match, or
 * NULL after printing why (*rc the exit status). */
/* A team the league in dir does not have: its teams named, and the one
 * meant when only the case differs. A usage error (2), or -1 when the
 * league cannot be read to say so. */
static int no_such_team(const char *dir, const char *const team[2])
{
	struct rink_ad_league l;
	struct rink_error err;
	char list[400] = "", near[16] = "", path[1024];
	int missing = -1;

	rink_data_path(dir, path, sizeof(path)); /* as the game reads it */
	if (rink_ad_league_load(&l, path, &err) != RINK_OK)
		return -1;
	for (int t = 1; t >= 0; t--)
		if (rink_ad_league_find(&l, team[t]) < 0)
			missing = t;
	for (int i = 0; missing >= 0 && i < l.n; i++) {
		size_t n = strlen(list);
		snprintf(list + n, sizeof(list) - n, "%s%s", i ? " " : "", l.team[i].abbr);
		if (!strcasecmp(l.team[i].abbr, team[missing]))
			snprintf(near, sizeof(near), "%s", l.team[i].abbr);
	}
	rink_ad_league_free(&l);
	if (missing < 0)
		return -1;
	if (near[0])
		return cli_usage_error(CMD, "--%s %s: no such team; did you mean %s?",
		                       missing ? "away" : "home", team[missing], near);
	return cli_usage_error(CMD, "--%s %s: no such team (the league's teams: %s)",
	                       missing ? "away" : "home", team[missing], list);
}

static rink_match *open_match(const char *resume, const char *params, uint64_t seed,
                              const char *const team[2], const char *const file[2],
                              const char *league, int *rc)
{
	struct rink_error err;
	rink_match *m = resume ? rink_match_load(resume, &err)
	                       : rink_match_new("actiondeck", params, seed, &err);

	if (!m && !resume && err.code == RINK_ENOTFOUND && (*rc = no_such_team(league, team)) >= 0)
		return NULL;
	if (!m) {
		*rc = cli_game_error(CMD, &err);
		return NULL;
	}
	const rink_game *g = rink_match_game(m);
	if (resume && strcmp(rink_game_name(g), "actiondeck") != 0) {
		*rc = cli_fail(CMD, "%s: a saved game of %s, not actiondeck", resume,
		               rink_game_name(g));
		rink_match_free(m);
		return NULL;
	}
	for (int t = 0; !resume && t < 2; t++) /* TEAM.csv must hold TEAM's chart */
		if (strcmp(rink_ad_game_team(g, t)->abbr, team[t])) {
			*rc = cli_fail(CMD, "%s: the chart is of team %s: name the file %s.csv",
			               file[t], rink_ad_game_team(g, t)->abbr,
			               rink_ad_game_team(g, t)->abbr);
			rink_match_free(m);
			return NULL;
		}
	return m;
}

int cli_actiondeck_play(int argc, char **argv)
{
	enum {
		O_HOME,
		O_AWAY,
		O_CHARTS,
		O_SEED,
		O_BY,
		O_TOURN,
		O_AUTO,
		O_PBP,
		O_JSON,
		O_PARAMS,
		O_COACH,
		O_LEVEL,
		O_BOTS,
		O_SAVE,
		O_RESUME
	};
	static const struct cli_opt opts[] = {
	        {"home", true},  {"away", true},        {"charts", true}, {"seed", true},
	        {"by", true},    {"tournament", false}, {"auto", false},  {"pbp", false},
	        {"json", false}, {"params", true},      {"coach", true},  {"level", true},
	        {"bots", true},  {"save", true},        {"resume", true}, {NULL, false}};
	const char *team[2] = {NULL, NULL}, *charts = NULL, *by = "card", *extra = NULL, *v;
	const char *coach = NULL, *level = NULL, *kind = NULL, *save = NULL, *resume = NULL;
	const char *file[2] = {NULL, NULL};
	rink_bot *bot[2] = {NULL, NULL};
	bool tourn = false, autop = false, pbp = false, json = false, seeded = false;
	bool by_given = false;
	uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	char params[3000] = "", h[512], a[512], lp[512], more[1800], filed[2][64];
	struct rink_error err;
	struct rink_events ev = {NULL, 0, 0};
	int i = 1, k, rc = 0;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(play_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			return cli_usage_error(CMD, "unexpected argument '%s'", v);
		case O_HOME:
		case O_AWAY:
			team[k] = v;
			break;
		case O_CHARTS:
			charts = v;
			break;
		case O_SEED:
			if (!cli_parse_u64(CMD, "seed", v, &seed))
				return CLI_EXIT_USAGE;
			seeded = true;
			break;
		case O_BY:
			if (strcmp(v, "card") && strcmp(v, "period"))
				return cli_usage_error(CMD, "--by must be card or period, not '%s'",
				                       v);
			by = v;
			by_given = true;
			break;
		case O_TOURN:
			tourn = true;
			break;
		case O_AUTO:
			autop = true;
			break;
		case O_PBP:
			pbp = true;
			break;
		case O_JSON:
			json = true;
			break;
		case O_PARAMS:
			extra = v;
			break;
		case O_COACH:
			if (strcmp(v, "home") && strcmp(v, "away") && strcmp(v, "both") &&
			    strcmp(v, "none"))
				return cli_usage_error(
				        CMD, "--coach '%s': expected home, away, both or none", v);
			coach = v;
			break;
		case O_LEVEL:
			if (!cli_parse_level(CMD, v))
				return CLI_EXIT_USAGE;
			level = v;
			break;
		case O_BOTS:
			kind = v;
			break;
		case O_SAVE:
		case O_RESUME:
			if (!v[0])
				return cli_usage_error(CMD, "--%s needs a file name",
				                       k == O_SAVE ? "save" : "resume");
			*(k == O_SAVE ? &save : &resume) = v;
			break;
		}
	}
	if (level && kind)
		return cli_usage_error(CMD, "--bots and --level: choose one");
	if ((pbp || json) && !autop)
		return cli_usage_error(CMD, "--%s is for a game with no human: add --auto",
		                       json ? "json" : "pbp");
	if (autop && coach)
		return cli_usage_error(CMD, "--auto plays without you: no --coach");
	if (autop && by_given)
		return cli_usage_error(CMD, "--by is for a game at the prompt: not with --auto");
	if (autop && (save || resume))
		return cli_usage_error(CMD, "--%s is for a game at the prompt: not with --auto",
		                       save ? "save" : "resume");
	if (coach && !strcmp(coach, "both") && (level || kind))
		return cli_usage_error(CMD, "--coach both leaves no team to the bot");
	if (resume) {
		/* the saved game keeps its own teams, charts, rules and seed */
		const char *given = team[0]   ? "home"
		                    : team[1] ? "away"
		                    : charts  ? "charts"
		                    : seeded  ? "seed"
		                    : tourn   ? "tournament"
		                    : extra   ? "params"
		                              : NULL;
		if (given)
			return cli_usage_error(CMD,
			                       "--%s cannot be used with --resume: the saved game "
			                       "keeps its own settings",
			                       given);
		if (!save) /* moves go on being saved where the game was */
			save = resume;
	} else {
		for (int t = 0; t < 2; t++)
			if (!team[t])
				return cli_usage_error(CMD, "--%s TEAM is missing",
				                       t ? "away" : "home");
		for (int t = 0; t < 2; t++) {
			if (!team[t][0])
				return cli_usage_error(CMD, "--%s: a team name is empty",
				                       t ? "away" : "home");
			for (const char *c = team[t]; *c; c++)
				if (*c == '/' || *c == ',' || *c == '.')
					return cli_usage_error(CMD, "bad team name '%s'", team[t]);
		}
		char league_dir[1024];
		if (!charts)
			rink_data_path("actiondeck/league", league_dir, sizeof(league_dir));
		for (int t = 0; t < 2; t++)
			team[t] = team_as_filed(charts ? charts : league_dir, team[t], filed[t],
			                        sizeof(filed[t]));
		if (!strcmp(team[0], team[1]))
			return cli_usage_error(CMD, "a team cannot play itself (%s)", team[0]);
		if (charts) {
			/* a folder that is not there is a file problem, not a team
			 * the league lacks (as rink season says it) */
			struct stat st;
			int bad = stat(charts, &st) != 0 ? errno
			          : S_ISDIR(st.st_mode)  ? 0
			                                 : ENOTDIR;
			if (bad)
				return cli_fail(CMD, "%s: cannot open the charts folder: %s",
				                charts, strerror(bad));
			path_of(h, sizeof(h), charts, team[0]);
			path_of(a, sizeof(a), charts, team[1]);
			path_of(lp, sizeof(lp), charts, NULL);
		} else {
			snprintf(h, sizeof(h), "actiondeck/league/%s.csv", team[0]);
			snprintf(a, sizeof(a), "actiondeck/league/%s.csv", team[1]);
			snprintf(lp, sizeof(lp), "actiondeck/league");
		}
		file[0] = h;
		file[1] = a;
		/* the league's parameters and save chart, then the user's, which
		 * replace them */
		if (rink_ad_league_game_params(lp, extra, more, sizeof(more), &err))
			return cli_game_error(CMD, &err);
		snprintf(params, sizeof(params), "home=%s,away=%s,stop=%s%s%s%s", h, a,
		         autop ? "decision" : "sequence", tourn ? ",tournament=true" : "",
		         more[0] ? "," : "", more);
	}
	rink_match *m = open_match(resume, params, seed, team, file, lp, &rc);
	if (!m)
		return rc;
	const rink_game *g = rink_match_game(m);
	seed = rink_match_seed(m);
	if ((rc = make_bots(g, seed, coach, level, kind, autop, bot)) != 0)
		goto out;
	if (!autop) {
		/* kept without asking: --save's file, else one of the user's
		 * data folder (rink resume) */
		static const char *const players[] = {"coach", "level", "bots", "by", NULL};
		char again[600], kept[4096];
		cli_player_args(argc, argv, opts, players, again, sizeof(again));
		if (!save)
			save = cli_autosave_open(CMD, "actiondeck", kept, sizeof(kept));
		rc = play_at_prompt(m, bot, by, save, again, &ev);
		goto out;
	}
	/* no human: the game played out on a copy of the match's state */
	rink_state *s = rink_state_clone(rink_match_state(m));
	if (!s) {
		rc = cli_fail(CMD, "out of memory");
		goto out;
	}
	if (!bot[0])
		rink_ad_play_out(s, pbp ? &ev : NULL);
	else if (bots_play_out(s, bot, pbp ? &ev : NULL, &err) != RINK_OK)
		rc = cli_fail(CMD, "a bot chose an illegal move: %s", err.text);
	if (rc == 0 && json) {
		json_t *o = rink_ad_box_json(g, rink_ad_box(s));
		json_object_set_new(o, "seed", json_integer((json_int_t)seed));
		/* with the seed, what reproduces the game (the league's own
		 * parameters and charts included) */
		json_object_set_new(o, "params", json_string(rink_game_params(g)));
		cli_print_json(o);
		json_decref(o);
	} else if (rc == 0) {
		if (pbp)
			print_events(g, &ev, 0, NULL, NULL, NULL);
		printf("%s %d, %s %d (seed %llu)\n\n", rink_ad_game_team(g, 0)->abbr,
		       rink_ad_box(s)->score[0], rink_ad_game_team(g, 1)->abbr,
		       rink_ad_box(s)->score[1], (unsigned long long)seed);
		rink_ad_box_print(g, rink_ad_box(s), stdout);
	}
	rink_state_free(s);
out:
	rink_events_free(&ev);
	rink_bot_free(bot[0]);
	rink_bot_free(bot[1]);
	rink_match_free(m);
	if (fflush(stdout) != 0)
		rc = CLI_EXIT_FAIL;
	return rc;
}
