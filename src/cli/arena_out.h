/*
 * cli/arena_out.h: what `rink arena`, `rink merge` and the MPI support
 * share: the report, the shard files, and the processes of an mpirun.
 */
#ifndef RINK_CLI_ARENA_OUT_H
#define RINK_CLI_ARENA_OUT_H

#include <jansson.h>
#include <stdbool.h>

#include "rink/arena.h"

/* Prints the report of an arena (the table, or with json one JSON object)
 * on stdout, as `rink arena` and `rink merge` print it. */
void cli_arena_print(const struct rink_arena_config *cfg, const struct rink_arena_result *res,
                     int n, bool json);

/* A shard file (cli/study.h): {"format": "rink-arena-shard", "version": 1,
 * the arena (game, params, bots, games, seed as a string, mirror),
 * "pieces", "shard" [k, n] (1 <= k <= n), "first" and "tallies": one
 * object per piece of s's shard, t its first}. Doubles are written with 17
 * digits, so they read back exact. Returns a new reference. */
struct cli_study;
json_t *cli_arena_shard_json(const struct cli_study *s, const struct rink_arena_config *cfg,
                             const struct rink_arena_tally *t);

/* `rink merge` of the parts of a balance study (cli/balance.c): files and
 * their parsed roots, each a "rink-balance-shard"; prints the report (with
 * json, as JSON; svg: the histogram's file) and returns the exit code. */
int cli_balance_merge(int n_files, const char *const *files, json_t *const *roots, bool json,
                      const char *svg);

/* `rink merge` of the parts of a calibration (cli/actiondeck.c), each a
 * "rink-calibrate-shard": the league is fitted again from the data folder
 * the parts name. */
int cli_calibrate_merge(int n_files, const char *const *files, json_t *const *roots, bool json);

/* ---- Open MPI (cli/mpi.c; a stub where the build has no MPI) ------------ */

#include <stddef.h>

/* True when this process was started by mpirun (or srun) with more than
 * one process: MPI is then initialized (once) and *rank and *size say
 * which process this is; false (rank 0, size 1) otherwise. */
bool cli_mpi_start(int *rank, int *size);
/* Processes of this run on this machine (1 without mpirun): the default
 * thread count is the processors shared out between them. */
int cli_mpi_local_size(void);
/* slots holds `count` slots of `size` bytes; every process has played its
 * part of them (rink_pool_part(count, rank, size)) into its own slots, and
 * the parts are gathered into rank 0's. ok says whether this process's
 * part went well; returns whether every process's did (when one did not,
 * nothing is gathered). */
bool cli_mpi_gather(void *slots, size_t size, int count, bool ok);
/* Every process's `size` bytes at mine, side by side into rank 0's all
 * (processes x size bytes; NULL on the others). */
void cli_mpi_gather_all(const void *mine, size_t size, void *all);
/* Ends MPI where cli_mpi_start began it. */
void cli_mpi_end(void);
/* Whether this rink was built with MPI. */
bool cli_mpi_built(void);

#endif
