/*
 * cli/league_cmd.h: what `rink league` (league.c), `rink odds` (odds.c)
 * and the what-if subcommands (league_whatif.c) share: the options read,
 * the store opened, failures reported.
 */
#ifndef RINK_CLI_LEAGUE_CMD_H
#define RINK_CLI_LEAGUE_CMD_H

#include <stdbool.h>

#include "rink/league.h"
#include "rink/store.h"

struct args {
	const char *pos[8];
	int npos;
	struct rink_league_config cfg;
	const char *db, *until, *decision, *team, *as_of, *name, *of, *save, *type, *stat;
	const char *out, *trade, *to; /* roster: a player out, or traded to a team */
	int top;
	int format; /* 0 text, 1 json, 2 csv */
	int odds, sims, after, threads;
	bool keep, quiet;
	char who[RINK_LEAGUE_MAX_TEAMS][80];
};

extern const char lg_odds_help[];

/* Reads the options of cmd from argv[from]: -1 to go on, else the exit
 * code (--help printed, or a usage error reported). */
int lg_parse(const char *cmd, int argc, char **argv, int from, struct args *a);
/* The store of --db, or the default; NULL with the failure reported. */
rink_store *lg_store_open(const char *cmd, const struct args *a);
/* err as the exit code: a failure (I/O, memory) or a usage error. */
int lg_fail(const char *cmd, const struct rink_error *err);
/* The team text names in l, or -1 with the usage error reported. */
int lg_team_arg(const rink_league *l, const char *text);
/* The odds of l as a.pos and options say, printed. */
int lg_odds_run(const char *cmd, rink_store *st, rink_league *l, const struct args *a);
/* rink league roster NAME --team T [--out P [--games N] | --trade P --to U]. */
int lg_roster_run(rink_store *st, rink_league *l, const struct args *a);

#endif
