/*
 * tools/league_archive.c: a league as a whole (rink/league.h): the store's
 * list, the archive that export writes and import reads (the document and
 * every record as a save file), and the what-if fork: a copy as it stood
 * after some game, to be played on differently and compared.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/league_int.h"

/* ---- listing, export, import ------------------------------------------------------------- */

struct lister {
	json_t *out;
};

static int list_one(void *ud, const struct rink_store_league *sl)
{
	struct lister *ls = ud;
	json_t *d = json_loads(sl->doc, 0, NULL);
	json_t *fx = json_object_get(d, "fixtures");
	int played = 0;

	for (size_t k = 0; k < json_array_size(fx); k++)
		played += json_object_get(json_array_get(fx, k), "result") != NULL;
	json_array_append_new(ls->out,
	                      json_pack("{s:I,s:s,s:s,s:i,s:s}", "id", (json_int_t)sl->id, "name",
	                                sl->name, "game", sl->game, "teams",
	                                (int)json_array_size(json_object_get(d, "teams")), "kind",
	                                json_string_value(json_object_get(d, "kind")) ?: "?"));
	if (fx)
		json_object_set_new(json_array_get(ls->out, json_array_size(ls->out) - 1), "played",
		                    json_integer(played));
	json_decref(d);
	return 0;
}

int rink_league_list(rink_store *st, json_t **out, struct rink_error *err)
{
	struct lister ls = {json_array()};
	int rc = rink_store_leagues(st, list_one, &ls, err);

	if (rc) {
		json_decref(ls.out);
		return rc;
	}
	*out = ls.out;
	return RINK_OK;
}

struct saver {
	json_t *moves;
};

static int save_action(void *ud, const struct rink_store_action *a)
{
	struct saver *sv = ud;

	return json_array_append_new(sv->moves, json_pack("[i,s]", a->seat + 1, a->move))
	               ? RINK_ENOMEM
	               : 0;
}

/* The record of store table id as a save file's JSON. */
static json_t *record_json(rink_store *st, int64_t id, struct rink_error *err)
{
	struct rink_store_table t;
	struct saver sv = {json_array()};
	char seed[24];
	json_t *o;

	if (rink_store_table_get(st, id, &t, err)) {
		json_decref(sv.moves);
		return NULL;
	}
	snprintf(seed, sizeof(seed), "%" PRIu64, t.seed);
	o = json_pack("{s:s,s:i,s:s,s:s,s:s}", "format", RINK_SAVE_FORMAT, "version",
	              RINK_SAVE_VERSION, "game", t.game, "params", t.params, "seed", seed);
	rink_store_table_clear(&t);
	if (rink_store_actions(st, id, 0, save_action, &sv, err)) {
		json_decref(o);
		json_decref(sv.moves);
		return NULL;
	}
	json_object_set_new(o, "actions", sv.moves);
	return o;
}

int rink_league_export(rink_league *l, rink_store *st, json_t **out, struct rink_error *err)
{
	json_t *doc = json_deep_copy(l->doc);
	json_t *records = json_object();

	if (l->season) {
		json_t *r = record_json(st, l->table, err);
		if (!r)
			goto out_fail;
		json_object_set_new(records, "season", r);
		json_object_del(doc, "table");
	} else {
		json_t *fx = json_object_get(doc, "fixtures");
		for (size_t k = 0; k < json_array_size(fx); k++) {
			json_t *f = json_array_get(fx, k), *tb = json_object_get(f, "table");
			if (!json_is_integer(tb))
				continue;
			json_t *r = record_json(st, json_integer_value(tb), err);
			if (!r)
				goto out_fail;
			char key[24];
			snprintf(key, sizeof(key), "%zu", k);
			json_object_set_new(records, key, r);
			json_object_del(f, "table");
		}
	}
	json_object_set_new(doc, "name", json_string(l->name));
	json_object_set_new(doc, "records", records);
	*out = doc;
	return RINK_OK;
out_fail:
	json_decref(doc);
	json_decref(records);
	return err->code;
}

/* Adds one exported record as a table of league l, its moves checked. */
static int import_record(rink_league *l, rink_store *st, const json_t *r, int fixture, int64_t *id,
                         struct rink_error *err)
{
	rink_match *m = rink_match_from_json(r, err);
	int rc;

	if (!m)
		return err->code;
	rc = rink__lg_table_new(l, st, rink_game_params(rink_match_game(m)), rink_match_seed(m),
	                        fixture, id, err);
	for (size_t i = 0; rc == RINK_OK && i < rink_match_length(m); i++) {
		struct rink_store_action a = {0};
		int seat, action;
		rink_match_action(m, i, &seat, &action);
		a.seq = (int64_t)i + 1;
		a.seat = seat;
		snprintf(a.actor, sizeof(a.actor), "import");
		a.at_ms = 0;
		/* the notation in the position before the move */
		json_t *mv = json_array_get(json_object_get(r, "actions"), i);
		snprintf(a.move, sizeof(a.move), "%s",
		         json_string_value(json_array_get(mv, 1)) ?: "");
		rc = rink_store_action_add(st, *id, &a, err);
	}
	if (rc == RINK_OK && rink_state_is_over(rink_match_state(m))) {
		struct rink_store_table t;
		if ((rc = rink_store_table_get(st, *id, &t, err)) == RINK_OK) {
			t.over = true;
			t.updated_ms = 0;
			rc = rink_store_table_update(st, &t, err);
			rink_store_table_clear(&t);
		}
	}
	rink_match_free(m);
	return rc;
}

int rink_league_import(rink_store *st, const json_t *in, const char *name, rink_league **out,
                       struct rink_error *err)
{
	json_t *doc = json_deep_copy(in), *records = json_object_get(in, "records");
	const char *nm = name ? name : json_string_value(json_object_get(in, "name"));
	struct rink_store_league sl = {0};
	rink_league tmp = {0};
	int rc;

	*out = NULL;
	if (!doc || !nm ||
	    strcmp(json_string_value(json_object_get(in, "format")) ?: "", LG_FORMAT)) {
		json_decref(doc);
		return rink_error_set(err, RINK_EFORMAT, "league: not a rink league archive");
	}
	json_object_del(doc, "records");
	json_object_del(doc, "name");
	snprintf(sl.name, sizeof(sl.name), "%s", nm);
	snprintf(sl.game, sizeof(sl.game), "%s",
	         json_string_value(json_object_get(doc, "game")) ?: "");
	if (!(tmp.game = rink_game_new(sl.game, json_string_value(json_object_get(doc, "params")),
	                               err))) {
		json_decref(doc);
		return err->code;
	}
	if ((rc = rink_store_begin(st, err)) != RINK_OK)
		goto out;
	sl.doc = json_dumps(doc, JSON_COMPACT);
	if ((rc = rink_store_league_add(st, &sl, err)) != RINK_OK)
		goto out_rollback;
	tmp.id = sl.id;
	if (rink_game_is_season(tmp.game)) {
		int64_t id;
		const json_t *r = json_object_get(records, "season");
		if (!r) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "league: the archive has no season record");
			goto out_rollback;
		}
		if ((rc = import_record(&tmp, st, r, -1, &id, err)) != RINK_OK)
			goto out_rollback;
		json_object_set_new(doc, "table", json_integer(id));
	} else {
		const char *key;
		json_t *r;
		json_object_foreach(records, key, r)
		{
			int64_t id;
			int k = atoi(key);
			json_t *f = json_array_get(json_object_get(doc, "fixtures"), (size_t)k);
			if (!f) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "league: the archive's record %s has no fixture", key);
				goto out_rollback;
			}
			if ((rc = import_record(&tmp, st, r, k, &id, err)) != RINK_OK)
				goto out_rollback;
			json_object_set_new(f, "table", json_integer(id));
		}
	}
	free(sl.doc);
	sl.doc = json_dumps(doc, JSON_COMPACT);
	if ((rc = rink_store_league_update(st, &sl, err)) != RINK_OK ||
	    (rc = rink_store_commit(st, err)) != RINK_OK)
		goto out_rollback;
	rc = rink_league_open(st, sl.name, out, err);
	goto out;
out_rollback:
	rink_store_rollback(st, NULL);
out:
	free(sl.doc);
	rink_game_free(tmp.game);
	json_decref(doc);
	return rc;
}

int rink_league_fork(rink_league *l, rink_store *st, const char *name, int after, const char *as_of,
                     rink_league **out, struct rink_error *err)
{
	int played = rink_league_played(l), rc;
	json_t *doc, *hist;

	*out = NULL;
	if (as_of && as_of[0]) {
		if (l->season)
			return rink_error_set(
			        err, RINK_EINVAL,
			        "league %s: a %s season has no dates (--after N games)", l->name,
			        rink_game_name(l->game));
		after = rink__lg_count_until(l, as_of);
	}
	if (after < 0 || after > played)
		after = played;
	if ((rc = rink_league_export(l, st, &doc, err)) != RINK_OK)
		return rc;
	json_t *records = json_object_get(doc, "records");
	if (l->season && after < played) {
		/* the record cut at the after-th regular-season result */
		size_t len = 0;
		for (int i = 0, seen = 0; i < l->nres && after > 0; i++)
			if (l->res[i].stage == RINK__LG_SEASON && ++seen == after) {
				len = l->at_len[i];
				break;
			}
		json_t *acts = json_object_get(json_object_get(records, "season"), "actions");
		while (json_array_size(acts) > len)
			json_array_remove(acts, json_array_size(acts) - 1);
	} else if (!l->season) {
		json_t *fx = json_object_get(doc, "fixtures");
		for (size_t k = 0; k < json_array_size(fx); k++) {
			json_t *f = json_array_get(fx, k), *r = json_object_get(f, "result");
			char key[24];
			if (r && json_integer_value(json_object_get(r, "n")) < after)
				continue;
			if (r && json_integer_value(json_object_get(r, "n")) == after) {
				/* the last game kept: what people chose after it
				 * (Trick Shot's draft) is the other league's, to
				 * choose again */
				json_object_del(r, "choices");
				continue;
			}
			json_object_del(f, "result");
			snprintf(key, sizeof(key), "%zu", k);
			json_object_del(records, key);
		}
	}
	/* roster changes made later are the other league's too */
	json_t *roster = json_object_get(doc, "roster");
	for (size_t i = json_array_size(roster); i-- > 0;)
		if (json_integer_value(json_object_get(json_array_get(roster, i), "after")) > after)
			json_array_remove(roster, i);
	/* the odds asked about later positions are the other league's */
	hist = json_object_get(doc, "odds");
	for (size_t i = json_array_size(hist); i-- > 0;)
		if (json_integer_value(json_object_get(json_array_get(hist, i), "after")) > after)
			json_array_remove(hist, i);
	json_object_set_new(doc, "forked_from",
	                    json_pack("{s:s,s:i}", "league", l->name, "after", after));
	rc = rink_league_import(st, doc, name, out, err);
	json_decref(doc);
	return rc;
}
