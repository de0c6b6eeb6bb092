/*
 * core/match.c: a game in play with its record; save and restore.
 *
 * The record is (game, parameters, seed, actions). Actions are saved in
 * their notation, with the seat that made them, so a save file reads like a
 * score sheet and survives changes to action numbering. Restoring replays
 * every action through the checked apply.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/game_int.h"
#include "core/textfile.h"
#include "rink/match.h"

struct rink_match {
	rink_game *game;
	rink_state *state;
	uint64_t seed;
	struct {
		int16_t seat;
		int16_t action;
	} * log; /* n actions applied so far, capacity cap */
	size_t n, cap;
};

rink_match *rink_match_new(const char *name, const char *params, uint64_t seed,
                           struct rink_error *err)
{
	rink_match *m = calloc(1, sizeof(*m));

	if (!m) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	m->game = rink_game_new(name, params, err);
	if (!m->game)
		goto out_free_match;
	m->state = rink_state_new(m->game, seed);
	if (!m->state) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free_game;
	}
	m->seed = seed;
	return m;

out_free_game:
	rink_game_free(m->game);
out_free_match:
	free(m);
	return NULL;
}

void rink_match_free(rink_match *m)
{
	if (!m)
		return;
	rink_state_free(m->state);
	rink_game_free(m->game);
	free(m->log);
	free(m);
}

const rink_game *rink_match_game(const rink_match *m)
{
	return m->game;
}

const rink_state *rink_match_state(const rink_match *m)
{
	return m->state;
}

uint64_t rink_match_seed(const rink_match *m)
{
	return m->seed;
}

size_t rink_match_length(const rink_match *m)
{
	return m->n;
}

void rink_match_action(const rink_match *m, size_t i, int *seat, int *action)
{
	*seat = m->log[i].seat;
	*action = m->log[i].action;
}

int rink_match_apply(rink_match *m, int seat, int action, struct rink_events *ev,
                     struct rink_error *err)
{
	int rc;

	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 256;
		void *log = realloc(m->log, cap * sizeof(*m->log));
		if (!log)
			return rink_error_set(err, RINK_ENOMEM, "out of memory");
		m->log = log;
		m->cap = cap;
	}
	rc = rink_state_apply(m->state, seat, action, ev, err);
	if (rc != RINK_OK)
		return rc;
	m->log[m->n].seat = (int16_t)seat;
	m->log[m->n].action = (int16_t)action;
	m->n++;
	return RINK_OK;
}

json_t *rink_match_to_json(const rink_match *m)
{
	json_t *root = json_object(), *actions = json_array();
	rink_state *replay = rink_state_new(m->game, m->seed);
	char seed[32], text[256];

	int bad = !root || !actions || !replay; /* a part that could not be made */

	snprintf(seed, sizeof(seed), "%" PRIu64, m->seed);
	bad |= json_object_set_new(root, "format", json_string(RINK_SAVE_FORMAT));
	bad |= json_object_set_new(root, "version", json_integer(RINK_SAVE_VERSION));
	bad |= json_object_set_new(root, "game", json_string(m->game->name));
	bad |= json_object_set_new(root, "params", json_string(m->game->params));
	bad |= json_object_set_new(root, "seed", json_string(seed));
	for (size_t i = 0; i < m->n && !bad; i++) {
		rink_action_text(replay, m->log[i].seat, m->log[i].action, text, sizeof(text));
		bad |= json_array_append_new(actions, json_pack("[is]", m->log[i].seat + 1, text));
		rink_state_apply_fast(replay, m->log[i].seat, m->log[i].action, NULL);
	}
	bad |= json_object_set_new(root, "actions", actions);
	rink_state_free(replay);
	if (bad) { /* a save missing a part would not resume: none at all */
		json_decref(root);
		return NULL;
	}
	return root;
}

/* The save's keys, checked first so that a refusal names the key. */
static const struct rink__json_key save_keys[] = {
        {"format", RINK__JSON_STRING, 0}, {"version", RINK__JSON_WHOLE, 0},
        {"game", RINK__JSON_STRING, 0},   {"params", RINK__JSON_STRING, 0},
        {"seed", RINK__JSON_STRING, 0},   {"actions", RINK__JSON_LIST, 0},
};

rink_match *rink_match_from_json(const json_t *root, struct rink_error *err)
{
	const char *format = NULL, *game = NULL, *params = NULL, *seed_text = NULL;
	json_t *actions = NULL;
	json_int_t version = 0;
	json_error_t jerr;
	rink_match *m;
	uint64_t seed;
	char *end;
	size_t i;
	json_t *item;

	char why[200];
	if (rink__json_keys_problem(root, save_keys, sizeof(save_keys) / sizeof(save_keys[0]), why,
	                            sizeof(why))) {
		rink_error_set(err, RINK_EFORMAT, "not a rink save: %s", why);
		return NULL;
	}
	if (json_unpack_ex((json_t *)root, &jerr, JSON_STRICT, "{s:s, s:I, s:s, s:s, s:s, s:o}",
	                   "format", &format, "version", &version, "game", &game, "params", &params,
	                   "seed", &seed_text, "actions", &actions) != 0) {
		rink_error_set(err, RINK_EFORMAT, "not a rink save: %s", jerr.text);
		return NULL;
	}
	if (strcmp(format, RINK_SAVE_FORMAT) != 0) {
		rink_error_set(err, RINK_EFORMAT, "not a rink save: format is '%s'", format);
		return NULL;
	}
	if (version != RINK_SAVE_VERSION) {
		rink_error_set(err, RINK_EFORMAT,
		               "save format version %" JSON_INTEGER_FORMAT
		               " is not supported (this rink reads %d)",
		               version, RINK_SAVE_VERSION);
		return NULL;
	}
	errno = 0;
	seed = strtoull(seed_text, &end, 10);
	if (!isdigit((unsigned char)seed_text[0]) || *end || errno) {
		rink_error_set(err, RINK_EFORMAT, "bad seed '%s'", seed_text);
		return NULL;
	}
	m = rink_match_new(game, params, seed, err);
	if (!m)
		return NULL;
	json_array_foreach(actions, i, item)
	{
		json_int_t number;
		int seat, action;
		const char *text;
		struct rink_error e2;

		/* strict: nothing after the notation */
		if (json_unpack_ex(item, &jerr, JSON_STRICT, "[Is]", &number, &text) != 0) {
			rink_error_set(err, RINK_EFORMAT,
			               "action %zu: expected [seat, \"notation\"]", i + 1);
			goto out_free;
		}
		if (number < 1 || number > RINK_MAX_SEATS) {
			rink_error_set(err, RINK_EFORMAT,
			               "action %zu: manager %" JSON_INTEGER_FORMAT
			               " is not 1 to %d",
			               i + 1, number, RINK_MAX_SEATS);
			goto out_free;
		}
		seat = (int)number - 1;
		if (rink_action_parse(m->state, seat, text, &action, &e2) != RINK_OK ||
		    rink_match_apply(m, seat, action, NULL, &e2) != RINK_OK) {
			rink_error_set(err, RINK_EFORMAT, "action %zu (manager %d, '%s'): %s",
			               i + 1, seat + 1, text, e2.text);
			goto out_free;
		}
	}
	return m;

out_free:
	rink_match_free(m);
	return NULL;
}

int rink_match_save(const rink_match *m, const char *path, struct rink_error *err)
{
	char tmp[4096];
	json_t *root = rink_match_to_json(m);
	FILE *f;
	int rc = RINK_OK;

	if (!root) /* the old file stays whole */
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: cannot save: the game's record is not UTF-8 text", path);
	snprintf(tmp, sizeof(tmp), "%s.tmp.%ld", path, (long)getpid());
	f = fopen(tmp, "w");
	if (!f) {
		rc = rink_error_set(err, RINK_EIO, "%s: cannot write: %s", path, strerror(errno));
		goto out_free_json;
	}
	if (json_dumpf(root, f, JSON_INDENT(1) | JSON_COMPACT) != 0 || fputc('\n', f) == EOF ||
	    fflush(f) != 0 || fsync(fileno(f)) != 0) {
		rc = rink_error_set(err, RINK_EIO, "%s: write failed: %s", tmp, strerror(errno));
		fclose(f);
		unlink(tmp);
		goto out_free_json;
	}
	if (fclose(f) != 0 || rename(tmp, path) != 0) {
		rc = rink_error_set(err, RINK_EIO, "%s: cannot replace: %s", path, strerror(errno));
		unlink(tmp);
	}
out_free_json:
	json_decref(root);
	return rc;
}

rink_match *rink_match_load(const char *path, struct rink_error *err)
{
	json_t *root;
	rink_match *m;

	if (rink__json_read(path, &root, err))
		return NULL;
	m = rink_match_from_json(root, err);
	if (!m && err) {
		char text[sizeof(err->text)];
		snprintf(text, sizeof(text), "%s", err->text);
		rink_error_set(err, err->code, "%s: %s", path, text);
	}
	json_decref(root);
	return m;
}
