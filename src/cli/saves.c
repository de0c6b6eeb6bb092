/*
 * cli/saves.c: games kept without asking, and `rink resume`.
 *
 * Every game played at a prompt in the terminal (Slapshot, Power Play,
 * Trick Shot with a person at a seat, Action Deck not --auto) is saved as
 * it goes: to the --save file when one is given, else to a file of its own
 * in the user's data folder, $XDG_DATA_HOME/rink/saves (by default
 * ~/.local/share/rink/saves), named GAME-YYYYMMDD-HHMMSS.json. Leaving the
 * game (quit, q, end of input, Ctrl-C, a closed terminal) loses nothing:
 * the goodbye line names the file, `rink resume` lists the games kept and
 * continues one. A game that ends is taken off the list (its autosave is
 * removed): the folder holds games in progress only. A --save file is the
 * user's and is never removed.
 *
 * The save is the library's record (rink/match.h), so resuming is exactly
 * `rink play GAME --resume FILE`: the players (humans, bots, coaches) come
 * from that command line, as the saved record holds only the game.
 */
#define _DEFAULT_SOURCE /* realpath */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli/actiondeck_screen.h"
#include "cli/cli.h"
#include "rink/match.h"
#include "rink/powerplay.h"
#include "rink/slapshot.h"
#include "rink/trickshot.h"

#define CMD "resume"

/* ---- the user's data folder ------------------------------------------------ */

const char *cli_data_dir(const char *sub, char *out, size_t size, bool make)
{
	const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
	int n;

	if (xdg && *xdg)
		n = snprintf(out, size, "%s/rink%s%s", xdg, sub ? "/" : "", sub ? sub : "");
	else
		n = snprintf(out, size, "%s/.local/share/rink%s%s", home && *home ? home : ".",
		             sub ? "/" : "", sub ? sub : "");
	if (n < 0 || (size_t)n >= size) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	if (!make)
		return out;
	for (char *p = out + 1; *p; p++) /* each folder on the way, then the last */
		if (*p == '/') {
			*p = '\0';
			mkdir(out, 0700);
			*p = '/';
		}
	if (mkdir(out, 0700) != 0 && errno != EEXIST)
		return NULL;
	return out;
}

const char *cli_default_db(char *out, size_t size)
{
	char dir[3500];
	int n;

	if (!cli_data_dir(NULL, dir, sizeof(dir), true))
		return NULL;
	n = snprintf(out, size, "%s/rink.db", dir);
	return n < 0 || (size_t)n >= size ? NULL : out;
}

/* ---- the autosave of a game at the prompt ---------------------------------- */

const char *cli_autosave_open(const char *cmd, const char *game, char *out, size_t size)
{
	char dir[3000], stamp[32];
	time_t now = time(NULL);
	struct tm tm;

	if (!cli_data_dir("saves", dir, sizeof(dir), true)) {
		fprintf(stderr,
		        "rink %s: this game will not be kept: cannot make the folder %s: %s "
		        "(--save FILE keeps it elsewhere)\n",
		        cmd, dir, strerror(errno));
		return NULL;
	}
	localtime_r(&now, &tm);
	strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S", &tm);
	for (int k = 1; k < 100; k++) {
		/* the name is taken by making the file: two games started in
		 * the same second get -2, -3 ... */
		char num[8] = "";
		if (k > 1)
			snprintf(num, sizeof(num), "-%d", k);
		int n = snprintf(out, size, "%s/%s-%s%s.json", dir, game, stamp, num);
		if (n < 0 || (size_t)n >= size)
			break;
		int fd = open(out, O_WRONLY | O_CREAT | O_EXCL, 0600);
		if (fd >= 0) {
			close(fd);
			return out;
		}
		if (errno != EEXIST) {
			fprintf(stderr,
			        "rink %s: this game will not be kept: cannot write in %s: %s "
			        "(--save FILE keeps it elsewhere)\n",
			        cmd, dir, strerror(errno));
			return NULL;
		}
	}
	fprintf(stderr, "rink %s: this game will not be kept: no free name in %s\n", cmd, dir);
	return NULL;
}

bool cli_autosave_is(const char *path)
{
	char dir[3000], real_dir[PATH_MAX], real_file[PATH_MAX];
	const char *slash;

	if (!path || !cli_data_dir("saves", dir, sizeof(dir), false) || !realpath(dir, real_dir) ||
	    !realpath(path, real_file))
		return false;
	slash = strrchr(real_file, '/');
	return slash && (size_t)(slash - real_file) == strlen(real_dir) &&
	       !strncmp(real_file, real_dir, strlen(real_dir));
}

void cli_autosave_finish(const char *path)
{
	if (cli_autosave_is(path))
		unlink(path);
}

/* A word as a shell reads it back: quoted when it holds anything else
 * than letters, digits and _ . , : = / + - */
static void shell_word(char *out, size_t size, const char *w)
{
	size_t n = strlen(out);
	bool plain = *w != '\0';

	for (const char *c = w; *c; c++)
		if (!strchr("_.,:=/+-@%", *c) && !(*c >= '0' && *c <= '9') &&
		    !((*c | 32) >= 'a' && (*c | 32) <= 'z'))
			plain = false;
	if (plain) {
		snprintf(out + n, size - n, "%s", w);
		return;
	}
	snprintf(out + n, size - n, "'");
	for (const char *c = w; *c; c++) {
		n = strlen(out);
		snprintf(out + n, size - n, *c == '\'' ? "'\\''" : "%c", *c);
	}
	n = strlen(out);
	snprintf(out + n, size - n, "'");
}

void cli_player_args(int argc, char **argv, const struct cli_opt *opts, const char *const names[],
                     char *out, size_t size)
{
	out[0] = '\0';
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--"))
			break;
		if (strncmp(a, "--", 2))
			continue;
		size_t len = strcspn(a + 2, "=");
		for (int k = 0; names[k]; k++) {
			if (strlen(names[k]) != len || strncmp(a + 2, names[k], len))
				continue;
			const struct cli_opt *o = opts;
			while (o->name && strcmp(o->name, names[k]))
				o++;
			size_t n = strlen(out);
			snprintf(out + n, size - n, " --%s", names[k]);
			if (o->name && o->has_arg) {
				const char *v = a[2 + len] == '=' ? a + 3 + len
				                : i + 1 < argc    ? argv[++i]
				                                  : "";
				n = strlen(out);
				snprintf(out + n, size - n, " ");
				shell_word(out, size, v);
			}
		}
	}
}

void cli_goodbye(const char *lead, const char *game, const char *path, const char *again)
{
	char cmd[1400] = "";

	if (!path) {
		printf("%s; the game was not saved\n", lead);
		return;
	}
	shell_word(cmd, sizeof(cmd), path);
	if (cli_autosave_is(path))
		printf("%s; the game is saved in %s (continue with rink resume, or rink play %s "
		       "--resume %s%s)\n",
		       lead, path, game, cmd, again ? again : "");
	else
		printf("%s; the game is saved in %s (continue with rink play %s --resume %s%s)\n",
		       lead, path, game, cmd, again ? again : "");
}

/* ---- rink resume ------------------------------------------------------------- */

static const char resume_help[] =
        "Usage: rink resume [N | FILE] [PLAYER OPTIONS]\n"
        "       rink resume --json\n"
        "\n"
        "Every game played at the prompt is kept as it goes, without asking: in the\n"
        "--save file when one is given, else in the user's data folder,\n"
        "$XDG_DATA_HOME/rink/saves (by default ~/.local/share/rink/saves), one file\n"
        "per game. Quitting (quit or q), the end of input, Ctrl-C or a closed\n"
        "terminal loses nothing; a game that ends is taken off the list.\n"
        "\n"
        "Without N, lists the games kept, newest first: their number, game, where\n"
        "they stand, moves and when they were last saved. With N, or a save FILE,\n"
        "continues that game: the same as rink play GAME --resume FILE. The game's\n"
        "settings and seed come from the file; the players from the options after N,\n"
        "those of rink play GAME (for example --humans 2, --level hard, --coach away;\n"
        "without them, as rink play GAME: you at seat 1 against medium bots).\n"
        "\n"
        "Options:\n"
        "  --json      the list as one JSON array of {n, file, game, moves, saved,\n"
        "              where} ({n, file, error} for a file that does not load)\n"
        "  -h, --help  show this help\n"
        "\n"
        "Exit status: 0 done, 1 when a saved game cannot be read, 2 for a bad option or\n"
        "a number that is not in the list.\n";

struct kept {
	char path[4096];
	struct timespec mtime; /* when it was last saved */
};

static int newest_first(const void *a, const void *b)
{
	const struct kept *x = a, *y = b;

	if (x->mtime.tv_sec != y->mtime.tv_sec)
		return x->mtime.tv_sec < y->mtime.tv_sec ? 1 : -1;
	if (x->mtime.tv_nsec != y->mtime.tv_nsec)
		return x->mtime.tv_nsec < y->mtime.tv_nsec ? 1 : -1;
	return strcmp(y->path, x->path);
}

/* The saves folder's games, newest first (*n of them; NULL when there
 * are none). *n is -1, errno saying why, when the folder cannot be read;
 * a folder not made yet holds no games. */
static struct kept *list_kept(char *dir, size_t size, int *n)
{
	struct kept *v = NULL;
	int cap = 0;
	DIR *d;
	struct dirent *e;

	*n = 0;
	if (!cli_data_dir("saves", dir, size, false) || !(d = opendir(dir))) {
		*n = errno == ENOENT ? 0 : -1;
		return NULL;
	}
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name);
		struct stat st;
		if (len < 6 || strcmp(e->d_name + len - 5, ".json") || e->d_name[0] == '.')
			continue;
		if (*n == cap) {
			cap = cap ? cap * 2 : 16;
			struct kept *w = realloc(v, (size_t)cap * sizeof(*v));
			if (!w)
				break;
			v = w;
		}
		snprintf(v[*n].path, sizeof(v[*n].path), "%s/%s", dir, e->d_name);
		if (stat(v[*n].path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		v[*n].mtime = st.st_mtim;
		(*n)++;
	}
	closedir(d);
	if (*n)
		qsort(v, (size_t)*n, sizeof(*v), newest_first);
	return v;
}

/* Where a kept game stands, in a few words. */
static void where_it_stands(const rink_match *m, char *out, size_t size)
{
	const rink_state *s = rink_match_state(m);
	const char *name = rink_game_name(rink_match_game(m));
	int wins[RINK_MAX_SEATS], seats = rink_game_num_seats(rink_match_game(m));

	out[0] = '\0';
	if (rink_state_is_over(s)) {
		snprintf(out, size, "over");
		return;
	}
	if (!strcmp(name, "actiondeck")) {
		cli_ad_where(m, out, size);
		return;
	}
	if (!strcmp(name, "trickshot")) {
		struct rink_ts_view v;
		rink_ts_view_get(s, &v);
		if (v.period >= 4)
			snprintf(out, size, "Red %d : %d Blue, overtime", v.score[0], v.score[1]);
		else
			snprintf(out, size, "Red %d : %d Blue, period %d", v.score[0], v.score[1],
			         v.period);
		return;
	}
	if (!strcmp(name, "powerplay")) {
		struct rink_pp_view v;
		rink_pp_view(s, RINK_SPECTATOR, &v);
		memcpy(wins, v.wins, sizeof(v.wins));
	} else {
		struct rink_ss_view v;
		rink_ss_view(s, RINK_SPECTATOR, &v);
		memcpy(wins, v.wins, sizeof(v.wins));
	}
	int n = snprintf(out, size, "%d managers, wins", seats);
	for (int k = 0; k < seats && n > 0 && (size_t)n < size; k++)
		n += snprintf(out + n, size - (size_t)n, "%s%d", k ? "-" : " ", wins[k]);
}

static void print_list(const char *dir, const struct kept *v, int n, bool json)
{
	json_t *list = json ? json_array() : NULL;

	if (!json && !n) {
		printf("No games kept: a game you leave before its end is saved in %s\n", dir);
		return;
	}
	if (!json)
		printf("Games kept in %s, newest first:\n", dir);
	for (int k = 0; k < n; k++) {
		struct rink_error err;
		rink_match *m = rink_match_load(v[k].path, &err);
		char when[32], where[160];
		const char *file = strrchr(v[k].path, '/') + 1;
		struct tm tm;

		localtime_r(&v[k].mtime.tv_sec, &tm);
		strftime(when, sizeof(when), json ? "%Y-%m-%d %H:%M" : "%d %b %H:%M", &tm);
		if (m)
			where_it_stands(m, where, sizeof(where));
		if (json) {
			json_array_append_new(
			        list,
			        m ? json_pack("{s:i,s:s,s:s,s:I,s:s,s:s}", "n", k + 1, "file",
			                      v[k].path, "game", rink_game_name(rink_match_game(m)),
			                      "moves", (json_int_t)rink_match_length(m), "saved",
			                      when, "where", where)
			          : json_pack("{s:i,s:s,s:s}", "n", k + 1, "file", v[k].path,
			                      "error", err.text));
		} else if (m) {
			size_t moves = rink_match_length(m);
			printf("  %2d  %-10s %-38s %4zu move%s  %s\n", k + 1,
			       rink_game_name(rink_match_game(m)), where, moves,
			       moves == 1 ? " " : "s", when);
		} else {
			printf("  %2d  %s: does not load: %s\n", k + 1, file, err.text);
		}
		rink_match_free(m);
	}
	if (json) {
		cli_print_json(list);
		json_decref(list);
		return;
	}
	puts("Continue one with: rink resume N (players as rink play takes them: --humans 2,\n"
	     "--level hard, --coach away ...)");
}

static int resume_run(int argc, char **argv)
{
	char dir[3000], path[4096];
	int n, rc;

	if (argc > 1 && (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h"))) {
		fputs(resume_help, stdout);
		return 0;
	}
	if (argc == 1 || (argc == 2 && !strcmp(argv[1], "--json"))) {
		struct kept *v = list_kept(dir, sizeof(dir), &n);
		if (n < 0)
			return cli_fail(CMD, "cannot read %s: %s", dir, strerror(errno));
		print_list(dir, v, n, argc == 2);
		free(v);
		return 0;
	}
	if (argv[1][0] == '-')
		return cli_usage_error(CMD,
		                       "'%s': first the game to continue, a number from the list "
		                       "(rink resume) or a save file",
		                       argv[1]);
	const char *pick = argv[1];
	if (!pick[0])
		return cli_usage_error(CMD, "which game? a number from the list (rink resume) or "
		                            "a save file");
	if (strspn(pick, "0123456789") == strlen(pick)) {
		struct kept *v = list_kept(dir, sizeof(dir), &n);
		long k = strlen(pick) < 9 ? strtol(pick, NULL, 10) : 0;
		if (n < 0)
			return cli_fail(CMD, "cannot read %s: %s", dir, strerror(errno));
		if (k < 1 || k > n) {
			free(v);
			if (!n)
				return cli_usage_error(CMD, "no game %s: no games are kept in %s",
				                       pick, dir);
			return cli_usage_error(
			        CMD, "no game %s: the list (rink resume) has 1 to %d", pick, n);
		}
		snprintf(path, sizeof(path), "%s", v[k - 1].path);
		free(v);
	} else {
		snprintf(path, sizeof(path), "%s", pick);
	}
	struct rink_error err;
	rink_match *m = rink_match_load(path, &err);
	if (!m)
		return cli_fail(CMD, "cannot resume: %s", err.text);
	char game[32];
	snprintf(game, sizeof(game), "%s", rink_game_name(rink_match_game(m)));
	rink_match_free(m);

	/* rink play GAME --resume FILE OPTIONS... */
	char **args = calloc((size_t)argc + 4, sizeof(*args));
	char play[] = "play", opt[] = "--resume";
	if (!args)
		return cli_fail(CMD, "out of memory");
	args[0] = play;
	args[1] = game;
	args[2] = opt;
	args[3] = path;
	for (int i = 2; i < argc; i++)
		args[i + 2] = argv[i];
	rc = cli_play_command.run(argc + 2, args);
	free(args);
	return rc;
}

const struct cli_command cli_resume_command = {
        .name = "resume",
        .summary = "list the games left unfinished, or continue one",
        .help = resume_help,
        .run = resume_run,
};
