/*
 * cli/study.h: a pooled study, what every long command of rink shares
 * (arena, balance, season --seeds, calibrate).
 *
 * A study is `pieces` pieces of work (rink/pool.h), each with a tally of
 * `slot` bytes. cli_study_run plays this process's share of them (all; its
 * shard's with --shard K/N; under mpirun its rank's part of those) on the
 * command's threads and gathers the tallies into rank 0, which then prints
 * the report (made from the tallies added up in piece order) or, for a
 * shard, the part's tallies as JSON for `rink merge`. Neither threads nor
 * processes nor shards change a digit of the report.
 *
 * A part's file: {"format": "rink-WHAT-shard", "version": 1, the study's
 * own keys (the same in every part), "pieces", "shard": [k, n], "first",
 * "tallies": [one per piece from first on]}. cli_merge_parts checks a set
 * of such files (each part once, all there, of one study) for rink merge.
 */
#ifndef RINK_CLI_STUDY_H
#define RINK_CLI_STUDY_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rink/error.h"

struct cli_study {
	const char *cmd;      /* for messages: "arena" */
	const char *what;     /* "arena", "study", "season", "calibration" */
	int pieces;           /* the whole study's */
	size_t slot;          /* bytes of one piece's tally */
	int shard_k, shard_n; /* --shard K/N; 0 and 0 without */
	/* Plays pieces first .. first + count - 1, piece first + i's tally at
	 * slots + i * slot; RINK_OK or an error code with err filled. */
	int (*play)(void *ud, int first, int count, void *slots, struct rink_error *err);
	void *ud;
	/* set by cli_study_run */
	void *slots;     /* pieces x slot bytes, zeroed; this shard's pieces
	                    gathered in rank 0's; free with cli_study_free */
	int base, count; /* this shard's pieces (all without --shard) */
	int rank, size;  /* this process of the mpirun (0 and 1 without) */
};

/* The options every study shares, read by cli_study_option: --games N,
 * --seed S, --bots A,B,..., --threads N (1 to max_threads), --json,
 * --quiet and --shard K/N (N up to max_pieces). */
struct cli_study_opts {
	int games;        /* records: games, seasons (1 to 100,000,000) */
	uint64_t seed;    /* master seed */
	const char *bots; /* the --bots text, NULL when not given */
	int threads;      /* 0: not given */
	bool json, quiet;
	int shard_k, shard_n; /* 0 and 0: no --shard */
	int max_threads, max_pieces;
};

/* Reads option `name` with its value v into o when it is one of the
 * above: 1 when it was, 0 when it is the command's own, -1 after the usage
 * error line. */
int cli_study_option(const char *cmd, const char *name, const char *v, struct cli_study_opts *o);

/* A --bots list (text) split at its commas: list is a copy of text that
 * the caller frees, bots[] points into it (trimmed); returns the count, 1
 * to max, or -1 after the usage error line (an empty bot, too many). */
int cli_parse_bots(const char *cmd, const char *text, char *list, const char **bots, int max);

/* Reads --shard's value K/N (1 <= K <= N <= max) into *k and *n; false
 * after the usage error line. */
bool cli_parse_shard(const char *cmd, const char *text, int max, int *k, int *n);

/* The process of an mpirun this is (cli_mpi_start), and the threads a
 * command runs by default: the processors shared out between the processes
 * on this machine (threads when above 0, else that), at most max. */
int cli_study_threads(int threads, int max, int *rank, int *size);

/* Whether this process draws the progress bar: rank 0, not quiet, stderr
 * a terminal. */
bool cli_study_progress(int rank, bool quiet);

/* Plays the study (above). Returns 0, or the exit code once rank 0 has
 * said why in one line (another process's failure included). */
int cli_study_run(struct cli_study *s);
/* Piece p's slot (0 <= p < pieces). */
void *cli_study_slot(const struct cli_study *s, int p);
/* Frees the slots (and ends MPI when end). */
void cli_study_free(struct cli_study *s, bool end);

/* A part's file with the study's own keys (o, taken) and the tallies
 * (taken) of this shard; NULL when out of memory. */
json_t *cli_study_shard_json(const struct cli_study *s, const char *format, json_t *o,
                             json_t *tallies);

/* rink merge: the n_files parts (roots, read from files) of one study of
 * format: each part's "version" 1, the keys listed in same (NULL-ended)
 * equal to the first part's, "pieces" equal to pieces, every part 1..N
 * there once with "first" and "tallies" as rink_pool_part shares them out.
 * Calls read(ud, tallies, first, count) for each part to read its
 * tallies; what names the study in messages ("arena").
 * Returns 0 or the exit code after one line. */
int cli_merge_parts(int n_files, const char *const *files, json_t *const *roots, int pieces,
                    const char *const *same, const char *what,
                    bool (*read)(void *ud, json_t *tallies, int first, int count), void *ud);

/* For a study whose tally is an array of doubles (slot / sizeof(double)):
 * the tallies of this shard as JSON arrays (for cli_study_shard_json), and
 * a cli_merge_parts reader of them into ud, a struct cli_doubles. */
json_t *cli_study_doubles_json(const struct cli_study *s);
struct cli_doubles {
	double *t; /* pieces x n */
	size_t n;  /* doubles a piece */
};
bool cli_read_double_tallies(void *ud, json_t *tallies, int first, int count);

/* JSON arrays of n doubles (17 digits: they read back exact) and back;
 * read_doubles is false unless a is an array of exactly n numbers. */
json_t *cli_json_doubles(const double *v, int n);
bool cli_read_doubles(json_t *a, double *out, int n);

#endif
