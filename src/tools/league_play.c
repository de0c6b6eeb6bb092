/*
 * tools/league_play.c: a league plays on (rink/league.h).
 *
 * Bots move for their seats, each move seeded from (league seed, record,
 * move number, seat), so that a league stopped and started anywhere plays
 * the same; play stops where a person must move. Every move goes to the
 * store as its record's next action, and each game is committed when it
 * ends (and at every stop), with the league's document in the same
 * transaction: nothing is reported before it is on disk.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rink/bot.h"
#include "rink/rng.h"
#include "tools/league_int.h"

/* Which team plays seat of the record in play. */
static int team_of_seat(const rink_league *l, int seat)
{
	if (l->season)
		return seat;
	return seat == 0 ? l->res[l->live].home : l->res[l->live].away;
}

static bool is_person(const rink_league *l, int team)
{
	return !strncmp(l->who[team], "person:", 7);
}

/* Applies action for seat to the record in play and appends it to the
 * store; a result it yields (season game) is counted into *results. */
static int record_move(rink_league *l, rink_store *st, int seat, int action, const char *actor,
                       int *results, struct rink_error *err)
{
	struct rink_store_action a = {0};
	struct rink_events ev = {0};
	int rc;

	rink_action_text(rink_match_state(l->match), seat, action, a.move, sizeof(a.move));
	if ((rc = rink_match_apply(l->match, seat, action, &ev, err)) != RINK_OK)
		goto out;
	a.seq = (int64_t)rink_match_length(l->match);
	a.seat = seat;
	snprintf(a.actor, sizeof(a.actor), "%s", actor);
	a.at_ms = 0;
	if ((rc = rink_store_action_add(st, l->table, &a, err)) != RINK_OK)
		goto out;
	if (l->season) {
		for (size_t k = 0; k < ev.n; k++) {
			struct rink__lg_result r;
			int is = rink__lg_event_result(l->game, &ev.v[k], &r);
			if (is < 0) {
				rc = rink__lg_oom(err);
				goto out;
			}
			if (is) {
				rc = rink__lg_res_push(l, &r, rink_match_length(l->match), err);
				if (rc)
					goto out;
				*results += 1;
			}
		}
	}
out:
	rink_events_free(&ev);
	return rc;
}

/* One bot move for seat. */
static int bot_move(rink_league *l, rink_store *st, int seat, int *results, struct rink_error *err)
{
	const char *kind = l->who[team_of_seat(l, seat)] + 4;
	const rink_state *s = rink_match_state(l->match);
	rink_bot *b = rink_bot_new(
	        l->game == rink_match_game(l->match) ? l->game : rink_match_game(l->match), kind,
	        rink__lg_bot_seed(l, rink_match_length(l->match), seat), err);
	char actor[80];

	if (!b)
		return err->code;
	int action = rink_bot_act(b, s, seat);
	rink_bot_free(b);
	snprintf(actor, sizeof(actor), "bot:%.70s", kind);
	return record_move(l, st, seat, action, actor, results, err);
}

/* The record in play moves on until it ends, a person must move, or (a
 * season) stop_after results have come: returns RINK_OK with *waiting the
 * person's team or -1. */
static int play_record(rink_league *l, rink_store *st, int stop_after, int *results, int *waiting,
                       struct rink_error *err)
{
	*waiting = -1;
	while (*results < stop_after) {
		uint32_t mask = rink_state_to_move(rink_match_state(l->match));
		int seat = -1;
		if (mask == 0)
			return RINK_OK;
		for (int i = 0; i < 32 && seat < 0; i++)
			if (mask >> i & 1 && !is_person(l, team_of_seat(l, i)))
				seat = i;
		if (seat < 0) {
			for (int i = 0; i < 32; i++)
				if (mask >> i & 1) {
					*waiting = team_of_seat(l, i);
					break;
				}
			return RINK_OK;
		}
		int rc = bot_move(l, st, seat, results, err);
		if (rc)
			return rc;
	}
	return RINK_OK;
}

/* A finished fixture's record: its result into the document, its table
 * marked over. */
static int fixture_finish(rink_league *l, rink_store *st, struct rink_error *err)
{
	struct rink__lg_result r = l->res[l->live];
	struct rink_store_table t;
	int rc;

	l->ops->result(rink_match_state(l->match), &r);
	r.stage = RINK__LG_SEASON;
	rink__lg_fixture_done(l, l->live, &r, false);
	if (l->ops->carry)
		l->ops->carry(rink_match_state(l->match),
		              json_object_get(json_array_get(json_object_get(l->doc, "fixtures"),
		                                             (size_t)l->live),
		                              "result"));
	if ((rc = rink_store_table_get(st, l->table, &t, err)) != RINK_OK)
		return rc;
	t.over = true;
	t.updated_ms = 0;
	rc = rink_store_table_update(st, &t, err);
	rink_store_table_clear(&t);
	rink_match_free(l->match);
	l->match = NULL;
	l->table = 0;
	l->live = -1;
	return rc;
}

/* Starts fixture k: its record, made and named in the document. */
static int fixture_start(rink_league *l, rink_store *st, int k, struct rink_error *err)
{
	char params[1024];
	uint64_t seed = rink_seed_derive(l->seed, (uint64_t)k + 1);
	int64_t id;
	int rc = l->ops->fixture_params(l->doc, l->res, k, params, sizeof(params), err);

	if (rc)
		return rc;
	rink_match_free(l->match);
	if (!(l->match = rink_match_new(rink_game_name(l->game), params, seed, err)))
		return err->code;
	if ((rc = rink__lg_table_new(l, st, rink_game_params(rink_match_game(l->match)), seed, k,
	                             &id, err)) != RINK_OK)
		return rc;
	l->table = id;
	l->live = k;
	json_object_set_new(json_array_get(json_object_get(l->doc, "fixtures"), (size_t)k), "table",
	                    json_integer(id));
	return RINK_OK;
}

static const char *fixture_date(const rink_league *l, int k)
{
	json_t *fx = json_array_get(json_object_get(l->doc, "fixtures"), (size_t)k);
	const char *d = json_string_value(json_object_get(fx, "date"));

	return d ? d : "";
}

static int play_fixtures(rink_league *l, rink_store *st, const struct rink_league_play *p,
                         int *played, int *waiting, struct rink_error *err)
{
	int want = p->games > 0 ? p->games : INT_MAX;
	int rc = RINK_OK, total = 0;

	for (int k = 0; k < l->nfix; k++)
		total += !l->res[k].done;
	if (p->games > 0 && p->games < total)
		total = p->games;
	for (int k = 0; k < l->nfix && *played < want; k++) {
		int results = 0;
		if (l->res[k].done)
			continue;
		if (p->until && p->until[0] && strcmp(fixture_date(l, k), p->until) > 0)
			break;
		/* a person's choice between games (Trick Shot's draft) first */
		if (l->live != k && l->ops->due &&
		    (*waiting = l->ops->due(l->doc, l->res, k, NULL)) >= 0)
			return RINK_OK;
		if ((rc = rink_store_begin(st, err)) != RINK_OK)
			return rc;
		if (l->live != k && (rc = fixture_start(l, st, k, err)) != RINK_OK)
			goto out_rollback;
		if ((rc = play_record(l, st, 1, &results, waiting, err)) != RINK_OK)
			goto out_rollback;
		if (rink_state_is_over(rink_match_state(l->match))) {
			if ((rc = fixture_finish(l, st, err)) != RINK_OK)
				goto out_rollback;
			*played += 1;
		}
		if ((rc = rink__lg_save(l, st, err)) != RINK_OK ||
		    (rc = rink_store_commit(st, err)) != RINK_OK)
			goto out_rollback;
		if (p->progress)
			p->progress(p->ud, *played, total);
		if (*waiting >= 0)
			return RINK_OK;
	}
	return RINK_OK;
out_rollback:
	rink_store_rollback(st, NULL);
	return rc;
}

static int play_season(rink_league *l, rink_store *st, const struct rink_league_play *p,
                       int *played, int *waiting, struct rink_error *err)
{
	int want = p->games > 0 ? p->games : INT_MAX;
	int rc;

	while (*played < want && !rink_state_is_over(rink_match_state(l->match))) {
		int results = 0;
		if ((rc = rink_store_begin(st, err)) != RINK_OK)
			return rc;
		if ((rc = play_record(l, st, 1, &results, waiting, err)) != RINK_OK) {
			rink_store_rollback(st, NULL);
			return rc;
		}
		if (rink_state_is_over(rink_match_state(l->match))) {
			struct rink_store_table t;
			if ((rc = rink_store_table_get(st, l->table, &t, err)) == RINK_OK) {
				t.over = true;
				t.updated_ms = 0;
				rc = rink_store_table_update(st, &t, err);
				rink_store_table_clear(&t);
			}
			if (rc) {
				rink_store_rollback(st, NULL);
				return rc;
			}
		}
		if ((rc = rink_store_commit(st, err)) != RINK_OK) {
			rink_store_rollback(st, NULL);
			return rc;
		}
		*played += results;
		if (p->progress && p->games > 0)
			p->progress(p->ud, *played, p->games);
		if (*waiting >= 0)
			break;
	}
	return RINK_OK;
}

int rink_league_play(rink_league *l, rink_store *st, const struct rink_league_play *p, int *played,
                     int *waiting, struct rink_error *err)
{
	*played = 0;
	*waiting = -1;
	return l->season ? play_season(l, st, p, played, waiting, err)
	                 : play_fixtures(l, st, p, played, waiting, err);
}

/* The fixture a one-game game plays next (none in play): -1 when none. */
static int next_fixture(const rink_league *l)
{
	for (int k = 0; !l->season && l->live < 0 && k < l->nfix; k++)
		if (!l->res[k].done)
			return k;
	return -1;
}

json_t *rink_league_due_json(const rink_league *l)
{
	int k = next_fixture(l);
	json_t *what = NULL;

	if (k < 0 || !l->ops->due || l->ops->due(l->doc, l->res, k, &what) < 0)
		return NULL;
	return what;
}

int rink_league_move(rink_league *l, rink_store *st, int team, const char *move,
                     struct rink_error *err)
{
	int seat = -1, action, results = 0, waiting, rc, next;
	char actor[80];

	if (team < 0 || team >= l->nteams)
		return rink_error_set(err, RINK_EINVAL, "league %s: no team %d", l->name, team + 1);
	if ((next = next_fixture(l)) >= 0 && l->ops->due && l->ops->choose &&
	    l->ops->due(l->doc, l->res, next, NULL) >= 0) {
		/* a choice between games: checked and kept by the game */
		if ((rc = l->ops->choose(l->doc, l->res, next, team, move, err)) != RINK_OK)
			return rc;
		return rink__lg_commit(l, st, err);
	}
	if (!l->season && l->live < 0)
		for (int k = 0; k < l->nfix && l->live < 0; k++)
			if (!l->res[k].done && (l->res[k].home == team || l->res[k].away == team)) {
				if ((rc = rink_store_begin(st, err)) != RINK_OK)
					return rc;
				if ((rc = fixture_start(l, st, k, err)) != RINK_OK ||
				    (rc = rink__lg_save(l, st, err)) != RINK_OK ||
				    (rc = rink_store_commit(st, err)) != RINK_OK) {
					rink_store_rollback(st, NULL);
					return rc;
				}
			}
	if (!l->match || rink_state_is_over(rink_match_state(l->match)))
		return rink_error_set(err, RINK_EILLEGAL, "league %s: no game in play", l->name);
	if (l->season)
		seat = team;
	else if (l->res[l->live].home == team)
		seat = 0;
	else if (l->res[l->live].away == team)
		seat = 1;
	if (seat < 0)
		return rink_error_set(err, RINK_EILLEGAL,
		                      "league %s: %s does not play the game in play", l->name,
		                      l->team[team]);
	if ((rc = rink_action_parse(rink_match_state(l->match), seat, move, &action, err)) !=
	    RINK_OK)
		return rc;
	if (!rink_state_is_legal(rink_match_state(l->match), seat, action)) {
		char why[300];
		rink_state_explain(rink_match_state(l->match), seat, action, why, sizeof(why));
		return rink_error_set(err, RINK_EILLEGAL, "'%s' is not legal now%s%s", move,
		                      why[0] ? ": " : "", why);
	}
	if ((rc = rink_store_begin(st, err)) != RINK_OK)
		return rc;
	snprintf(actor, sizeof(actor), "%.70s", l->who[team]);
	if ((rc = record_move(l, st, seat, action, actor, &results, err)) != RINK_OK)
		goto out_rollback;
	/* bots answer, to the end of this game or the next person's move */
	if (results == 0 && (rc = play_record(l, st, 1, &results, &waiting, err)) != RINK_OK)
		goto out_rollback;
	if (!l->season && rink_state_is_over(rink_match_state(l->match)) &&
	    (rc = fixture_finish(l, st, err)) != RINK_OK)
		goto out_rollback;
	if ((!l->season && (rc = rink__lg_save(l, st, err)) != RINK_OK) ||
	    (rc = rink_store_commit(st, err)) != RINK_OK)
		goto out_rollback;
	return RINK_OK;
out_rollback:
	rink_store_rollback(st, NULL);
	return rc;
}

int rink_league_record(rink_league *l, rink_store *st, int home, int away, int home_goals,
                       int away_goals, const char *decision, struct rink_error *err)
{
	struct rink__lg_result r = {0};
	int d = rink__lg_decision_parse(decision ? decision : "regulation"), k, rc;

	if (l->season)
		return rink_error_set(
		        err, RINK_EINVAL,
		        "league %s: a %s season is recorded move by move (rink league "
		        "move)",
		        l->name, rink_game_name(l->game));
	if (d < 0)
		return rink_error_set(
		        err, RINK_EINVAL,
		        "league: '%s': a decision is regulation, overtime, shootout or tie",
		        decision);
	if (home_goals < 0 || away_goals < 0 || home_goals > 99 || away_goals > 99)
		return rink_error_set(err, RINK_EINVAL, "league: goals are 0 to 99");
	for (k = 0; k < l->nfix; k++)
		if (!l->res[k].done && k != l->live && l->res[k].home == home &&
		    l->res[k].away == away)
			break;
	if (k == l->nfix)
		return rink_error_set(err, RINK_ENOTFOUND,
		                      "league %s: no game left of %s at home to %s (that is not in "
		                      "play)",
		                      l->name, rink_league_team_name(l, home),
		                      rink_league_team_name(l, away));
	r.home = (int16_t)home;
	r.away = (int16_t)away;
	r.hg = (int16_t)home_goals;
	r.ag = (int16_t)away_goals;
	r.decision = (uint8_t)d;
	r.done = 1;
	if ((rc = l->ops->check(l->doc, &r, err)) != RINK_OK)
		return rc;
	rink__lg_fixture_done(l, k, &r, true);
	return rink__lg_commit(l, st, err);
}
