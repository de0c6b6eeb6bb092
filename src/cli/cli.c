/*
 * cli/cli.c: option parsing, colours, terminal helpers shared by commands.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "rink/slapshot.h"

/* One line on stderr whatever the message echoes: a newline or an escape
 * in a value given on the command line is shown as '?'. */
static void vreport(const char *cmd, const char *fmt, va_list ap)
{
	char msg[1024];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	for (char *c = msg; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			*c = '?';
	fprintf(stderr, "rink%s%s: %s\n", cmd ? " " : "", cmd ? cmd : "", msg);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(cmd, fmt, ap);
	va_end(ap);
	return CLI_EXIT_USAGE;
}

int cli_fail(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(cmd, fmt, ap);
	va_end(ap);
	return CLI_EXIT_FAIL;
}

int cli_game_error(const char *cmd, const struct rink_error *err)
{
	if (err->code == RINK_EIO || err->code == RINK_EFORMAT)
		return cli_fail(cmd, "%s", err->text);
	return cli_usage_error(cmd, "%s", err->text);
}

const char *cli_file_arg(const char *path, char *out, size_t size)
{
	char cwd[4096];
	bool plain = path[0] != '/' && strncmp(path, "./", 2) && strncmp(path, "../", 3);
	int n = -1;

	if (path[0] != '/' && access(path, F_OK) == 0 && getcwd(cwd, sizeof(cwd)))
		n = snprintf(out, size, "%s/%s", cwd, path);
	if (n < 0 || (size_t)n >= size)
		snprintf(out, size, "%s%s", plain ? "./" : "", path);
	return out;
}

/* ---- options ------------------------------------------------------------ */

int cli_getopt(const char *cmd, const struct cli_opt *opts, int argc, char **argv, int *i,
               const char **value)
{
	static bool only_words; /* "--" seen: the rest is positional */
	const char *arg, *eq;
	size_t len;

	*value = NULL;
	if (*i == 1)
		only_words = false;
	if (*i >= argc)
		return CLI_OPT_END;
	arg = argv[(*i)++];
	if (only_words || arg[0] != '-' || arg[1] == '\0') {
		*value = arg;
		return CLI_OPT_POSITIONAL;
	}
	if (!strcmp(arg, "--")) {
		only_words = true;
		return cli_getopt(cmd, opts, argc, argv, i, value);
	}
	if (!strcmp(arg, "-h") || !strcmp(arg, "--help"))
		return CLI_OPT_HELP;
	if (arg[1] != '-') {
		cli_usage_error(cmd, "unknown option '%s' (see 'rink %s --help')", arg, cmd);
		return CLI_OPT_BAD;
	}
	arg += 2;
	eq = strchr(arg, '=');
	len = eq ? (size_t)(eq - arg) : strlen(arg);
	for (int k = 0; opts[k].name; k++) {
		if (strlen(opts[k].name) != len || strncmp(opts[k].name, arg, len) != 0)
			continue;
		if (!opts[k].has_arg) {
			if (eq) {
				cli_usage_error(cmd, "option --%s takes no value", opts[k].name);
				return CLI_OPT_BAD;
			}
			return k;
		}
		if (eq) {
			*value = eq + 1;
		} else if (*i < argc) {
			*value = argv[(*i)++];
		} else {
			cli_usage_error(cmd, "option --%s needs a value", opts[k].name);
			return CLI_OPT_BAD;
		}
		return k;
	}
	cli_usage_error(cmd, "unknown option '--%.*s' (see 'rink %s --help')", (int)len, arg, cmd);
	return CLI_OPT_BAD;
}

bool cli_parse_int(const char *cmd, const char *opt, const char *text, int lo, int hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(text, &end, 10);
	/* digits, with a '-' only before a number other than 0 */
	if (!(isdigit((unsigned char)text[0]) ||
	      (text[0] == '-' && isdigit((unsigned char)text[1]) && text[1] != '0')) ||
	    *end || errno || v < lo || v > hi) {
		cli_usage_error(cmd, "--%s '%s': expected a whole number from %d to %d", opt, text,
		                lo, hi);
		return false;
	}
	*out = (int)v;
	return true;
}

bool cli_parse_level(const char *cmd, const char *text)
{
	if (!strcmp(text, "easy") || !strcmp(text, "medium") || !strcmp(text, "hard"))
		return true;
	cli_usage_error(cmd, "--level '%s': expected easy, medium or hard", text);
	return false;
}

bool cli_parse_u64(const char *cmd, const char *opt, const char *text, uint64_t *out)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(text, &end, 10);
	if (!isdigit((unsigned char)text[0]) || *end || errno) {
		cli_usage_error(cmd, "--%s '%s': expected a whole number from 0 to %llu", opt, text,
		                (unsigned long long)UINT64_MAX);
		return false;
	}
	*out = (uint64_t)v;
	return true;
}

/* ---- output --------------------------------------------------------------- */

static bool color_on;

void cli_color_init(void)
{
	const char *no = getenv("NO_COLOR");

	color_on = isatty(STDOUT_FILENO) && !(no && no[0]);
}

const char *cli_sgr(const char *code)
{
	static char buf[8][24];
	static int k;

	if (!color_on)
		return "";
	k = (k + 1) % 8;
	snprintf(buf[k], sizeof(buf[k]), "\033[%sm", code);
	return buf[k];
}

const char *cli_reset(void)
{
	return color_on ? "\033[0m" : "";
}

void cli_clear_screen(void)
{
	fputs("\033[H\033[2J\033[3J", stdout);
	fflush(stdout);
}

void cli_progress(void *ctx, int done, int total)
{
	static struct timespec t0;
	struct timespec now;
	int *last = ctx, pct = total > 0 ? (int)(100LL * done / total) : 100;

	clock_gettime(CLOCK_MONOTONIC, &now);
	if (!last || *last < 0 || done == 0)
		t0 = now; /* a new run: the time left is measured from here */
	if (last && pct == *last && done != total)
		return;
	if (last)
		*last = pct;
	double spent = (double)(now.tv_sec - t0.tv_sec) + (now.tv_nsec - t0.tv_nsec) / 1e9;
	fprintf(stderr, "\r[%-40.*s] %3d%% %d/%d", pct * 40 / 100,
	        "########################################", pct, done, total);
	if (done > 0 && done < total && spent > 0.5) {
		double left = spent * (total - done) / done;
		if (left >= 60)
			fprintf(stderr, ", %dm%02ds left\033[K", (int)left / 60, (int)left % 60);
		else
			fprintf(stderr, ", %ds left\033[K", (int)(left + 0.5));
	}
	if (done >= total)
		fputs("\r\033[K", stderr);
	fflush(stderr);
}

void cli_print_json(const json_t *v)
{
	char *s = json_dumps(v, JSON_COMPACT | JSON_PRESERVE_ORDER);

	if (s) {
		puts(s);
		free(s);
	}
}

/* ---- input ---------------------------------------------------------------- */

bool cli_read_line(FILE *f, char **buf, size_t *cap)
{
	ssize_t n = getline(buf, cap, f);

	if (n < 0)
		return false;
	/* a NUL byte would end the line early and hide what follows: it
	 * becomes a control character, which moves refuse */
	for (ssize_t i = 0; i < n; i++)
		if ((*buf)[i] == '\0')
			(*buf)[i] = '\x1a';
	while (n > 0 && ((*buf)[n - 1] == '\n' || (*buf)[n - 1] == '\r'))
		(*buf)[--n] = '\0';
	return true;
}

char *cli_trim(char *s)
{
	size_t n;

	while (isspace((unsigned char)*s))
		s++;
	n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

bool cli_is_quit(const char *line)
{
	return !strcmp(line, "q") || !strcmp(line, "quit") || !strcmp(line, "exit");
}

void cli_echo_input(const char *line)
{
	if (!isatty(STDIN_FILENO))
		printf("%s\n", line);
}
