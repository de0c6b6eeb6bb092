/*
 * cli/study.c: a pooled study shared out between shards, processes and
 * threads, and its parts merged (cli/study.h).
 *
 *   Step 1. This shard's pieces (rink_pool_part of the study, --shard K/N),
 *           then this process's part of them (of the mpirun's size).
 *   Step 2. The command plays its part on its threads into its slots.
 *   Step 3. Under mpirun, every process's slots gathered into rank 0's
 *           (cli/mpi.c); a failure anywhere is said once, by rank 0.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/arena_out.h"
#include "cli/cli.h"
#include "cli/study.h"
#include "rink/pool.h"

bool cli_parse_shard(const char *cmd, const char *text, int max, int *k, int *n)
{
	char *end = NULL;
	long a = strtol(text, &end, 10), b = 0;

	if (end && *end == '/' && end[1] >= '0' && end[1] <= '9')
		b = strtol(end + 1, &end, 10);
	if (!end || *end || text[0] < '1' || text[0] > '9' || b < 1 || a > b || b > max) {
		cli_usage_error(cmd, "--shard '%s': expected K/N, 1 <= K <= N <= %d", text, max);
		return false;
	}
	*k = (int)a;
	*n = (int)b;
	return true;
}

int cli_study_option(const char *cmd, const char *name, const char *v, struct cli_study_opts *o)
{
	if (!strcmp(name, "games"))
		return cli_parse_int(cmd, "games", v, 1, 100000000, &o->games) ? 1 : -1;
	if (!strcmp(name, "seed"))
		return cli_parse_u64(cmd, "seed", v, &o->seed) ? 1 : -1;
	if (!strcmp(name, "threads"))
		return cli_parse_int(cmd, "threads", v, 1, o->max_threads, &o->threads) ? 1 : -1;
	if (!strcmp(name, "shard"))
		return cli_parse_shard(cmd, v, o->max_pieces, &o->shard_k, &o->shard_n) ? 1 : -1;
	if (!strcmp(name, "bots"))
		o->bots = v;
	else if (!strcmp(name, "json"))
		o->json = true;
	else if (!strcmp(name, "quiet"))
		o->quiet = true;
	else
		return 0;
	return 1;
}

int cli_parse_bots(const char *cmd, const char *text, char *list, const char **bots, int max)
{
	int n = 0;

	for (char *t = list, *comma;; t = comma + 1) {
		comma = strchr(t, ',');
		if (comma)
			*comma = '\0';
		if (n == max) {
			cli_usage_error(cmd, "--bots '%s': at most %d bots", text, max);
			return -1;
		}
		if (!*cli_trim(t)) {
			cli_usage_error(cmd, "--bots '%s': bot %d is empty", text, n + 1);
			return -1;
		}
		bots[n++] = cli_trim(t);
		if (!comma)
			return n;
	}
}

int cli_study_threads(int threads, int max, int *rank, int *size)
{
	cli_mpi_start(rank, size);
	if (threads < 1)
		threads = rink_pool_cpus() / cli_mpi_local_size();
	if (threads < 1)
		threads = 1;
	return threads > max ? max : threads;
}

bool cli_study_progress(int rank, bool quiet)
{
	return rank == 0 && !quiet && isatty(STDERR_FILENO);
}

/* The exit for a part that could not be played: a bad value is a usage
 * error, a file or memory a failure; said when say. */
static int study_error(const char *cmd, const struct rink_error *err, bool say)
{
	if (!say)
		return err->code == RINK_ENOMEM || err->code == RINK_EIO ||
		                       err->code == RINK_EFORMAT || err->code == RINK_OK
		               ? CLI_EXIT_FAIL
		               : CLI_EXIT_USAGE;
	if (err->code == RINK_OK || err->code == RINK_ENOMEM)
		return cli_fail(cmd, "%s", err->text[0] ? err->text : "out of memory");
	return cli_game_error(cmd, err);
}

int cli_study_run(struct cli_study *s)
{
	struct rink_error err = {0};
	int off = 0, part;
	bool ok;

	/* Step 1 */
	cli_mpi_start(&s->rank, &s->size);
	s->base = 0;
	s->count = s->pieces;
	s->slots = NULL;
	if (s->shard_n) {
		if (s->shard_n > s->pieces)
			return s->rank == 0
			               ? cli_usage_error(s->cmd,
			                                 "--shard %d/%d: this %s has only %d "
			                                 "pieces",
			                                 s->shard_k, s->shard_n, s->what, s->pieces)
			               : CLI_EXIT_USAGE;
		rink_pool_part(s->pieces, s->shard_k - 1, s->shard_n, &s->base, &s->count);
	}
	part = s->count;
	if (s->size > 1)
		rink_pool_part(s->count, s->rank, s->size, &off, &part);
	/* Step 2 */
	s->slots = calloc((size_t)(s->pieces > 0 ? s->pieces : 1), s->slot);
	if (!s->slots)
		rink_error_set(&err, RINK_ENOMEM, "out of memory");
	ok = s->slots &&
	     s->play(s->ud, s->base + off, part, cli_study_slot(s, s->base + off), &err) == RINK_OK;
	/* Step 3 */
	if (s->size > 1 && !cli_mpi_gather(cli_study_slot(s, s->base), s->slot, s->count, ok)) {
		if (!ok)
			return study_error(s->cmd, &err, s->rank == 0);
		return s->rank == 0 ? cli_fail(s->cmd, "another process of the mpirun failed")
		                    : CLI_EXIT_FAIL;
	}
	return ok ? 0 : study_error(s->cmd, &err, true);
}

void *cli_study_slot(const struct cli_study *s, int p)
{
	return (unsigned char *)s->slots + (size_t)p * s->slot;
}

void cli_study_free(struct cli_study *s, bool end)
{
	free(s->slots);
	s->slots = NULL;
	if (end)
		cli_mpi_end();
}

json_t *cli_study_shard_json(const struct cli_study *s, const char *format, json_t *o,
                             json_t *tallies)
{
	if (!o || !tallies || json_object_set_new(o, "format", json_string(format)) ||
	    json_object_set_new(o, "version", json_integer(1)) ||
	    json_object_set_new(o, "pieces", json_integer(s->pieces)) ||
	    json_object_set_new(o, "shard", json_pack("[i,i]", s->shard_k, s->shard_n)) ||
	    json_object_set_new(o, "first", json_integer(s->base)) ||
	    json_object_set_new(o, "tallies", tallies)) {
		json_decref(o);
		return NULL;
	}
	return o;
}

int cli_merge_parts(int n_files, const char *const *files, json_t *const *roots, int pieces,
                    const char *const *same, const char *what,
                    bool (*read)(void *ud, json_t *tallies, int first, int count), void *ud)
{
	int n = 0, rc = 0;
	char *seen;

	if (json_unpack(roots[0], "{s:[ii]}", "shard", &rc, &n) || n < 1 || n > pieces)
		return cli_fail("merge", "%s: a malformed part (its shard)", files[0]);
	seen = calloc((size_t)n + 1, 1);
	if (!seen)
		return cli_fail("merge", "out of memory");
	rc = 0;
	for (int f = 0; f < n_files && !rc; f++) {
		int k = 0, nn = 0, version = 0, p = 0, at = -1, first, count;
		json_t *tallies = json_object_get(roots[f], "tallies");
		bool alike = true;
		for (int i = 0; same[i]; i++)
			alike = alike && json_equal(json_object_get(roots[f], same[i]),
			                            json_object_get(roots[0], same[i]));
		if (json_unpack(roots[f], "{s:i, s:i, s:[ii], s:i}", "version", &version, "pieces",
		                &p, "shard", &k, &nn, "first", &at) ||
		    version != 1 || !json_is_array(tallies))
			rc = cli_fail("merge",
			              "%s: a malformed part (version 1 with pieces, shard, "
			              "first and tallies)",
			              files[f]);
		else if (!alike || p != pieces || nn != n)
			rc = cli_fail("merge", "%s is a part of another %s than %s", files[f], what,
			              files[0]);
		else if (k < 1 || k > n || seen[k])
			rc = cli_fail("merge", "%s: part %d/%d is there %s", files[f], k, n,
			              k < 1 || k > n ? "out of range" : "twice");
		if (rc)
			break;
		seen[k] = 1;
		rink_pool_part(pieces, k - 1, n, &first, &count);
		if (at != first || (int)json_array_size(tallies) != count)
			rc = cli_fail("merge", "%s: part %d/%d should hold pieces %d to %d",
			              files[f], k, n, first, first + count - 1);
		else if (!read(ud, tallies, first, count))
			rc = cli_fail("merge", "%s: a malformed tally", files[f]);
	}
	for (int k = 1; k <= n && !rc; k++)
		if (!seen[k])
			rc = cli_fail("merge", "part %d/%d is missing", k, n);
	free(seen);
	return rc;
}

json_t *cli_study_doubles_json(const struct cli_study *s)
{
	json_t *tallies = json_array();

	for (int p = 0; tallies && p < s->count; p++)
		if (json_array_append_new(tallies,
		                          cli_json_doubles(cli_study_slot(s, s->base + p),
		                                           (int)(s->slot / sizeof(double))))) {
			json_decref(tallies);
			return NULL;
		}
	return tallies;
}

bool cli_read_double_tallies(void *ud, json_t *tallies, int first, int count)
{
	struct cli_doubles *m = ud;

	for (int p = 0; p < count; p++)
		if (!cli_read_doubles(json_array_get(tallies, (size_t)p),
		                      m->t + (size_t)(first + p) * m->n, (int)m->n))
			return false;
	return true;
}

json_t *cli_json_doubles(const double *v, int n)
{
	json_t *a = json_array();

	for (int i = 0; a && i < n; i++)
		if (json_array_append_new(a, json_real(v[i]))) {
			json_decref(a);
			return NULL;
		}
	return a;
}

bool cli_read_doubles(json_t *a, double *out, int n)
{
	if (!json_is_array(a) || (int)json_array_size(a) != n)
		return false;
	for (int i = 0; i < n; i++) {
		json_t *v = json_array_get(a, (size_t)i);
		if (!json_is_number(v))
			return false;
		out[i] = json_number_value(v);
	}
	return true;
}
