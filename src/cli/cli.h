/*
 * cli/cli.h: what the `rink` command's files share.
 *
 * The command line program is a thin front end over librink: it parses
 * options, prints, and reads the terminal; the library knows every rule.
 * Each command lives in its own file and exposes a struct cli_command;
 * main.c dispatches to them. Exit codes: 0 done, 1 a failure while running
 * (a file that cannot be read or written), 2 a usage error (unknown
 * command, option or value, a bad line-up), always with one line on stderr.
 */
#ifndef RINK_CLI_CLI_H
#define RINK_CLI_CLI_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "rink/game.h"

#ifndef RINK_VERSION
#define RINK_VERSION "0.1.0"
#endif

#define CLI_EXIT_FAIL  1
#define CLI_EXIT_USAGE 2

struct cli_command {
	const char *name;
	const char *summary; /* one line for `rink --help` */
	const char *help;    /* the whole help text */
	int (*run)(int argc, char **argv);
};

extern const struct cli_command cli_play_command;
extern const struct cli_command cli_referee_command;
extern const struct cli_command cli_lineup_command;
extern const struct cli_command cli_arena_command;
extern const struct cli_command cli_chart_command;
extern const struct cli_command cli_season_command;
extern const struct cli_command cli_calibrate_command;
extern const struct cli_command cli_serve_command;
extern const struct cli_command cli_resume_command;
extern const struct cli_command cli_league_command;
extern const struct cli_command cli_odds_command;
extern const struct cli_command cli_merge_command;
extern const struct cli_command cli_balance_command;
/* `rink play actiondeck ...` (argv[0] is "actiondeck"). */
int cli_actiondeck_play(int argc, char **argv);
/* `rink play trickshot ...` (cli/trickshot.c); argv[0] is "play". */
int cli_trickshot_play(int argc, char **argv);

/* Prints "rink CMD: message" (or "rink: message" when cmd is NULL) as one
 * line on stderr and returns CLI_EXIT_USAGE. */
int cli_usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same for failures while running; returns CLI_EXIT_FAIL. */
int cli_fail(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* The exit for a game or match that could not be made: a file that cannot
 * be read or is malformed (RINK_EIO, RINK_EFORMAT) is a failure, anything
 * else (a bad value) a usage error; prints err's line either way. */
int cli_game_error(const char *cmd, const struct rink_error *err);
/* A file or folder named on the command line, as the library must be given
 * it: joined to the working folder when it is relative and exists (a save
 * then records where it is), else the name itself, prefixed with "./" when
 * relative, so that the library does not look it up in its data folder.
 * Returns out. */
const char *cli_file_arg(const char *path, char *out, size_t size);

/* ---- the user's data folder and the games kept (saves.c) ------------------- */

/* $XDG_DATA_HOME/rink/SUB, else ~/.local/share/rink/SUB (SUB NULL: the
 * folder itself) into out; with make, the folders are made (0700) when
 * missing. NULL, errno saying why, when the name is too long or a folder
 * cannot be made. */
const char *cli_data_dir(const char *sub, char *out, size_t size, bool make);
/* The default store of rink serve and rink league: rink.db in the user's
 * data folder (made if missing); NULL when there is no such folder. */
const char *cli_default_db(char *out, size_t size);
/* A new, empty autosave file for a game of `game` at the prompt, in the
 * data folder's saves/ (GAME-YYYYMMDD-HHMMSS.json), into out. NULL after
 * one line on stderr (the game then goes on unsaved) when it cannot be
 * made. */
const char *cli_autosave_open(const char *cmd, const char *game, char *out, size_t size);
/* True when path is a file of the saves folder (an autosave). */
bool cli_autosave_is(const char *path);
/* A game that ended: its autosave, if path is one, is removed (the folder
 * keeps games in progress); a --save file of the user's stays. */
void cli_autosave_finish(const char *path);
/* The options of argv named in names (NULL-terminated; values as opts
 * says), as " --humans 2 --level hard": what a resumed game must be told
 * again, since a save holds the game and not its players. */
struct cli_opt;
void cli_player_args(int argc, char **argv, const struct cli_opt *opts, const char *const names[],
                     char *out, size_t size);
/* The line said on leaving a game: "LEAD; the game is saved in PATH
 * (continue with ...)", the command that continues it with again (from
 * cli_player_args) after it; "LEAD; the game was not saved" when path is
 * NULL. */
void cli_goodbye(const char *lead, const char *game, const char *path, const char *again);

/* ---- options ------------------------------------------------------------ */

struct cli_opt {
	const char *name; /* long name without the dashes: "seed" */
	bool has_arg;     /* takes a value: --seed 5 or --seed=5 */
};

enum {
	CLI_OPT_END = -1,        /* no more arguments */
	CLI_OPT_POSITIONAL = -2, /* *value is a word that is not an option */
	CLI_OPT_HELP = -3,       /* -h or --help */
	CLI_OPT_BAD = -4         /* the error line is already on stderr */
};

/* Reads the next argument from argv[*i] on (advancing *i): returns the index
 * of the option in opts (NULL-name terminated) with *value set for options
 * that take one, or one of CLI_OPT_*. Everything after "--" is positional. */
int cli_getopt(const char *cmd, const struct cli_opt *opts, int argc, char **argv, int *i,
               const char **value);

/* Parse option values; on a bad value print the error line and return
 * false. */
bool cli_parse_int(const char *cmd, const char *opt, const char *text, int lo, int hi, int *out);
bool cli_parse_u64(const char *cmd, const char *opt, const char *text, uint64_t *out);
/* Checks a --level value (easy, medium or hard); false after a usage error. */
bool cli_parse_level(const char *cmd, const char *text);

/* Two line-ups (home, away) of six comma-separated card names each, for
 * Slapshot or Power Play (by g's name): 3 forwards, 2 defensemen and a
 * goalie, no card twice or on both teams. On error prints the line (naming
 * the card and the team) and returns false. */
bool cli_parse_teams(const char *cmd, const rink_game *g, const char *const text[2],
                     uint8_t lineup[2][6]);
/* A card's name in g's deck (Slapshot or Power Play). */
const char *cli_card_name(const rink_game *g, int id);

/* ---- output --------------------------------------------------------------- */

/* Colours: on when stdout is a terminal and NO_COLOR is unset or empty. */
void cli_color_init(void);
/* code ("1" bold, "31" red, "1;33" bold yellow ...) as an SGR sequence,
 * or "" when colours are off; cli_reset() ends it. */
const char *cli_sgr(const char *code);
const char *cli_reset(void);

/* Clears the terminal (ANSI: home, erase screen and scrollback). */
void cli_clear_screen(void);

/* A progress bar on stderr for a long run: "[####    ] done/total" and,
 * once half a second has passed, the time left at the pace so far; drawn
 * again only when its percentage moves (ctx: an int holding the last one,
 * -1 at first, or NULL to draw every call) and wiped when done == total.
 * Callers pass it only when stderr is a terminal. */
void cli_progress(void *ctx, int done, int total);

/* Prints a JSON value on one line, compact, then a newline. */
void cli_print_json(const json_t *v);

/* ---- input ---------------------------------------------------------------- */

/* Reads one line from f without its line ending into *buf (grown as
 * needed); false at end of input. */
bool cli_read_line(FILE *f, char **buf, size_t *cap);
/* Strips leading and trailing white space in place; returns s. */
char *cli_trim(char *s);
/* After a prompt: when stdin is not a terminal (input piped in), prints
 * the line read and a newline, so that what follows starts on a line of
 * its own and the transcript reads as a session at a terminal would. */
void cli_echo_input(const char *line);
/* True for the words that leave a game at its prompt: q, quit, exit. */
bool cli_is_quit(const char *line);

#endif
