/*
 * cli/main.c: the `rink` command: finds the subcommand and runs it.
 *
 *   rink --help | -h          the list of commands
 *   rink --version | -V       the version, the data folder in use, the build
 *   rink help [COMMAND [GAME]]  the list, or one command's help (a game's own)
 *   rink COMMAND [ARGS...]    runs COMMAND (each has --help)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"

static const struct cli_command *const commands[] = {
        &cli_play_command,   &cli_referee_command, &cli_lineup_command,    &cli_arena_command,
        &cli_chart_command,  &cli_season_command,  &cli_calibrate_command, &cli_serve_command,
        &cli_resume_command, &cli_league_command,  &cli_odds_command,      &cli_merge_command,
        &cli_balance_command};
#define N_COMMANDS (sizeof(commands) / sizeof(commands[0]))

static const struct cli_command *find_command(const char *name)
{
	for (size_t i = 0; i < N_COMMANDS; i++)
		if (!strcmp(commands[i]->name, name))
			return commands[i];
	return NULL;
}

static void print_help(FILE *f)
{
	fprintf(f, "rink %s: a hockey tabletop game engine\n\n", RINK_VERSION);
	fputs("Usage: rink COMMAND [OPTIONS]\n\nCommands:\n", f);
	for (size_t i = 0; i < N_COMMANDS; i++)
		fprintf(f, "  %-9s %s\n", commands[i]->name, commands[i]->summary);
	fprintf(f, "  %-9s %s\n", "help", "show the help of a command: rink help COMMAND [GAME]");
	fputs("\nOptions:\n"
	      "  -h, --help     show this help\n"
	      "  -V, --version  show the version\n"
	      "\nGames: slapshot, powerplay, actiondeck, trickshot. Run 'rink COMMAND --help' for "
	      "a command's options.\n",
	      f);
}

#ifndef RINK_BUILD_OPTIONS
#define RINK_BUILD_OPTIONS "unknown"
#endif
#ifndef RINK_WEB_DIR
#define RINK_WEB_DIR "web"
#endif

/* rink --version: the version, then where this rink reads its data (the
 * folder built in, or $RINK_DATA_DIR's), where rink serve finds the
 * browser client, and what the build holds: enough for a bug report. */
static void print_version(FILE *f)
{
	const char *env = getenv("RINK_DATA_DIR");
	char dir[4096];
	size_t n;

	rink_data_path("", dir, sizeof(dir));
	n = strlen(dir);
	while (n > 1 && dir[n - 1] == '/')
		dir[--n] = '\0';
	fprintf(f, "rink %s\n", RINK_VERSION);
	fprintf(f, "data: %s (%s)\n", dir,
	        env && env[0] ? "from $RINK_DATA_DIR" : "built in; $RINK_DATA_DIR overrides");
	fprintf(f, "web: %s (rink serve; --web overrides)\n", RINK_WEB_DIR);
	fprintf(f, "build: %s\n", RINK_BUILD_OPTIONS);
}

static int help_command(int argc, char **argv)
{
	const struct cli_command *c;

	if (argc < 2) {
		print_help(stdout);
		return 0;
	}
	if (argc > 3)
		return cli_usage_error("help", "one command at a time: rink help COMMAND [GAME]");
	if (!strcmp(argv[1], "help")) {
		puts("Usage: rink help [COMMAND [GAME]]\n\nShows the list of commands, the help of "
		     "COMMAND (the same as\n'rink COMMAND --help'), or its help for GAME (the same "
		     "as\n'rink COMMAND GAME --help').");
		return 0;
	}
	c = find_command(argv[1]);
	if (!c)
		return cli_usage_error(
		        "help",
		        "unknown command '%s' (commands: play, referee, lineup, "
		        "arena, merge, balance, chart, season, calibrate, serve, resume, "
		        "league, odds, help)",
		        argv[1]);
	if (argc == 3) { /* rink help play trickshot: rink play trickshot --help */
		char help_opt[] = "--help";
		char *args[] = {argv[1], argv[2], help_opt, NULL};
		if (argv[2][0] == '-')
			return cli_usage_error(
			        "help", "unknown option '%s': rink help COMMAND [GAME]", argv[2]);
		return c->run(3, args);
	}
	fputs(c->help, stdout);
	return 0;
}

/* The exit status once the output is out: a report that could not be
 * written (a full disk, a closed pipe) is a failure, said once. */
static int finish(int rc)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		/* the commands' own checks of the output return 1 without a
		 * word; errno still holds the failed write's reason */
		cli_fail(NULL, "cannot write the output: %s", strerror(errno ? errno : EIO));
		return rc ? rc : CLI_EXIT_FAIL;
	}
	return rc;
}

static int run_main(int argc, char **argv);

int main(int argc, char **argv)
{
	return finish(run_main(argc, argv));
}

static int run_main(int argc, char **argv)
{
	const struct cli_command *c;
	const char *name;

	cli_color_init();
	if (argc < 2)
		return cli_usage_error(NULL, "no command given (try 'rink --help')");
	name = argv[1];
	if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "--version") ||
	    !strcmp(name, "-V")) {
		if (argc > 2)
			return cli_usage_error(NULL, "%s takes nothing after it, not '%s'", name,
			                       argv[2]);
		if (name[1] == 'h' || name[2] == 'h')
			print_help(stdout);
		else
			print_version(stdout);
		return 0;
	}
	if (!strcmp(name, "help"))
		return help_command(argc - 1, argv + 1);
	if (name[0] == '-')
		return cli_usage_error(NULL, "unknown option '%s' (try 'rink --help')", name);
	c = find_command(name);
	if (!c)
		return cli_usage_error(
		        NULL,
		        "unknown command '%s' (commands: play, referee, lineup, "
		        "arena, merge, balance, chart, season, calibrate, serve, resume, "
		        "league, odds, help)",
		        name);
	return c->run(argc - 1, argv + 1);
}
