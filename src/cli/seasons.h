/*
 * cli/seasons.h: `rink season actiondeck --seeds N` (cli/seasons.c), and
 * rink merge of its parts.
 */
#ifndef RINK_CLI_SEASONS_H
#define RINK_CLI_SEASONS_H

#include <jansson.h>
#include <stdbool.h>
#include <stdint.h>

#include "rink/actiondeck.h"

struct cli_seasons {
	uint64_t seed;      /* season k's: seed + k */
	int seasons;        /* --seeds N */
	const char *params; /* the games' parameters (regular_shootout merged in) */
	bool playoffs, json, quiet;
	int threads;          /* 0: the processors */
	int shard_k, shard_n; /* --shard K/N, 0 and 0 without */
};

/* Plays a's seasons of league l on schedule sc and prints the report, or
 * the shard's part; returns the exit code. */
int cli_seasons_run(const struct cli_seasons *a, const struct rink_ad_league *l,
                    const struct rink_ad_schedule *sc);
/* rink merge of the parts (roots, each a "rink-season-shard" read from
 * files): the report one run prints (json: its --json). */
int cli_seasons_merge(int n_files, const char *const *files, json_t *const *roots, bool json);

#endif
