/*
 * tests/unit/test_league_people.c: who plays a league's teams and who may
 * act for them (rink/league.h: owner, keys, rink_league_claim,
 * rink_league_begun, rink_league_waiting, rink_league_odds_keep).
 *
 * A team's key travels with the league (reopened, exported and imported,
 * forked); a person's team is claimed once, by one key; a bot's team is
 * taken by a person until the league's first move and never after (a
 * season's manager then carries the person's name); the person who must
 * move is the one rink_league_play stopped at; odds computed without
 * keeping them and kept afterwards are the entry keep would have written;
 * a program that read the league before another wrote it is refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rink/league.h"
#include "rink/store.h"

static char dir[64];
static int made;

static rink_store *fresh_store(void)
{
	char path[128];
	struct rink_error err;
	rink_store *st;

	snprintf(path, sizeof(path), "%s/p%d.db", dir, ++made);
	st = rink_store_open(path, &err);
	if (!st)
		fail_msg("%s", err.text);
	return st;
}

/* A league whose team 1 is person:ann with key "player:1", owned by
 * "player:1". */
static rink_league *create(rink_store *st, const char *name, const char *game, const char *params)
{
	struct rink_league_config c = {.name = name, .game = game, .params = params, .seed = 11};
	struct rink_error err;
	rink_league *l;

	c.who[0] = "person:ann";
	c.key[0] = "player:1";
	c.n_who = 1;
	c.owner = "player:1";
	c.games = 2;
	if (rink_league_create(st, &c, &l, &err))
		fail_msg("%s", err.text);
	return l;
}

static void test_keys_travel_with_the_league(void **state)
{
	(void)state;
	rink_store *st = fresh_store();
	rink_league *l = create(st, "k", "actiondeck", NULL), *back, *f;
	struct rink_error err;
	json_t *doc;

	assert_string_equal(rink_league_owner(l), "player:1");
	assert_string_equal(rink_league_team_key(l, 0), "player:1");
	assert_string_equal(rink_league_team_key(l, 1), "");
	assert_string_equal(rink_league_team_who(l, 0), "person:ann");
	assert_int_equal(strncmp(rink_league_team_who(l, 1), "bot:", 4), 0);
	rink_league_free(l);

	assert_int_equal(rink_league_open(st, "k", &l, &err), RINK_OK);
	assert_string_equal(rink_league_team_key(l, 0), "player:1");
	assert_int_equal(rink_league_export(l, st, &doc, &err), RINK_OK);
	assert_int_equal(rink_league_import(st, doc, "k2", &back, &err), RINK_OK);
	assert_string_equal(rink_league_team_key(back, 0), "player:1");
	assert_string_equal(rink_league_owner(back), "player:1");
	assert_int_equal(rink_league_fork(l, st, "k3", -1, NULL, &f, &err), RINK_OK);
	assert_string_equal(rink_league_team_key(f, 0), "player:1");
	json_decref(doc);
	rink_league_free(back);
	rink_league_free(f);
	rink_league_free(l);

	/* a key on a bot's team is refused, and nothing is stored */
	struct rink_league_config c = {.name = "bad", .game = "actiondeck", .seed = 1};
	c.key[2] = "player:9";
	assert_int_equal(rink_league_create(st, &c, &l, &err), RINK_EINVAL);
	assert_int_equal(rink_league_open(st, "bad", &l, &err), RINK_ENOTFOUND);
	rink_store_close(st);
}

static void test_claims(void **state)
{
	(void)state;
	rink_store *st = fresh_store();
	rink_league *l = create(st, "c", "slapshot", "managers=3");
	struct rink_league_play p = {.games = 1};
	struct rink_error err;
	int played, waiting;

	/* ann's team is hers; the same key again is no change */
	assert_int_equal(rink_league_claim(l, st, 0, "bob", "player:2", &err), RINK_EILLEGAL);
	assert_int_equal(rink_league_claim(l, st, 0, "ann", "player:1", &err), RINK_OK);
	/* a bot's manager taken before the first move: a person, named */
	assert_false(rink_league_begun(l));
	assert_int_equal(rink_league_claim(l, st, 1, "bob", "player:2", &err), RINK_OK);
	assert_string_equal(rink_league_team_who(l, 1), "person:bob");
	assert_string_equal(rink_league_team_name(l, 1), "bob");
	assert_int_equal(rink_league_claim(l, st, 9, "bob", "player:2", &err), RINK_EINVAL);
	assert_int_equal(rink_league_claim(l, st, 2, "", "player:2", &err), RINK_EINVAL);
	rink_league_free(l);

	/* kept: reopened, the claim is there */
	assert_int_equal(rink_league_open(st, "c", &l, &err), RINK_OK);
	assert_string_equal(rink_league_team_key(l, 1), "player:2");
	assert_string_equal(rink_league_team_name(l, 1), "bob");

	/* play stops at a person; rink_league_waiting names the same team */
	assert_int_equal(rink_league_play(l, st, &p, &played, &waiting, &err), RINK_OK);
	assert_true(waiting == 0 || waiting == 1);
	assert_int_equal(rink_league_waiting(l), waiting);
	/* the person moves (the first move of all, when it is ann's) */
	int seat, actions[64];
	char move[128];
	const rink_state *s = rink_league_position(l, waiting, &seat);
	assert_true(rink_state_legal(s, seat, actions, 64) > 0);
	rink_action_text(s, seat, actions[0], move, sizeof(move));
	assert_int_equal(rink_league_move(l, st, waiting, move, &err), RINK_OK);
	assert_true(rink_league_begun(l));
	/* once begun, no bot's team may be taken */
	assert_int_equal(rink_league_claim(l, st, 2, "carol", "player:3", &err), RINK_EILLEGAL);
	assert_string_equal(rink_league_team_who(l, 2), "bot:heuristic");
	rink_league_free(l);
	rink_store_close(st);
}

static void test_keyless_person_claimed_once(void **state)
{
	(void)state;
	rink_store *st = fresh_store();
	struct rink_league_config c = {.name = "t", .game = "trickshot", .seed = 3, .games = 2};
	struct rink_error err;
	rink_league *l;

	c.who[1] = "person:carol";
	c.n_who = 2;
	assert_int_equal(rink_league_create(st, &c, &l, &err), RINK_OK);
	assert_string_equal(rink_league_owner(l), "");
	assert_string_equal(rink_league_team_key(l, 1), "");
	assert_int_equal(rink_league_claim(l, st, 1, "carol", "player:7", &err), RINK_OK);
	assert_string_equal(rink_league_team_key(l, 1), "player:7");
	assert_int_equal(rink_league_claim(l, st, 1, "carol", "player:8", &err), RINK_EILLEGAL);
	assert_string_equal(rink_league_team_key(l, 1), "player:7");
	rink_league_free(l);
	rink_store_close(st);
}

static void test_odds_kept_later_equal_keep(void **state)
{
	(void)state;
	rink_store *st = fresh_store();
	struct rink_league_config c = {.name = "o", .game = "trickshot", .seed = 5, .games = 4};
	struct rink_league_odds_config oc = {.sims = 200, .threads = 2, .after = -1};
	struct rink_league_play p = {.games = 1};
	struct rink_error err;
	rink_league *a, *b;
	json_t *odds, *kept, *ha, *hb;
	int played, waiting;

	assert_int_equal(rink_league_create(st, &c, &a, &err), RINK_OK);
	assert_int_equal(rink_league_play(a, st, &p, &played, &waiting, &err), RINK_OK);
	assert_int_equal(rink_league_fork(a, st, "o2", -1, NULL, &b, &err), RINK_OK);
	/* a keeps at once; b computes without keeping, then keeps */
	oc.keep = true;
	assert_int_equal(rink_league_odds(a, st, &oc, &kept, &err), RINK_OK);
	oc.keep = false;
	assert_int_equal(rink_league_odds(b, NULL, &oc, &odds, &err), RINK_OK);
	ha = rink_league_odds_history(b);
	assert_int_equal(json_array_size(ha), 0);
	json_decref(ha);
	assert_int_equal(rink_league_odds_keep(b, st, odds, &err), RINK_OK);
	/* twice at one position: one entry */
	assert_int_equal(rink_league_odds_keep(b, st, odds, &err), RINK_OK);
	rink_league_free(b);
	assert_int_equal(rink_league_open(st, "o2", &b, &err), RINK_OK);
	ha = rink_league_odds_history(a);
	hb = rink_league_odds_history(b);
	assert_int_equal(json_array_size(hb), 1);
	assert_true(json_equal(json_object_get(json_array_get(ha, 0), "teams"),
	                       json_object_get(json_array_get(hb, 0), "teams")));
	assert_null(json_object_get(json_array_get(hb, 0), "seconds"));
	json_decref(ha);
	json_decref(hb);
	json_decref(odds);
	json_decref(kept);
	rink_league_free(a);
	rink_league_free(b);
	rink_store_close(st);
}

/* Two programs on one league (the server and a terminal): the one that
 * read it before the other wrote is refused, nothing of it written, and
 * opened again it goes on from what the other did. */
static void test_a_writer_meanwhile_is_refused(void **state)
{
	(void)state;
	rink_store *st = fresh_store();
	struct rink_league_config c = {.name = "w", .game = "actiondeck", .seed = 8};
	struct rink_league_play p = {.games = 3};
	struct rink_error err;
	rink_league *a, *b;
	json_t *before, *after;
	int played, waiting;

	assert_int_equal(rink_league_create(st, &c, &a, &err), RINK_OK);
	assert_int_equal(rink_league_open(st, "w", &b, &err), RINK_OK);
	assert_int_equal(rink_league_play(a, st, &p, &played, &waiting, &err), RINK_OK);
	assert_int_equal(played, 3);
	/* b still holds the league before a's games */
	before = rink_league_games_json(b);
	assert_int_equal(rink_league_play(b, st, &p, &played, &waiting, &err), RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "changed meanwhile"));
	assert_int_equal(rink_league_claim(b, st, 4, "dan", "player:4", &err), RINK_EILLEGAL);
	rink_league_free(b);
	/* what a did is all there is, and b opened again plays on */
	assert_int_equal(rink_league_open(st, "w", &b, &err), RINK_OK);
	assert_int_equal(rink_league_played(b), 3);
	assert_int_equal(rink_league_play(b, st, &p, &played, &waiting, &err), RINK_OK);
	assert_int_equal(rink_league_played(b), 6);
	after = rink_league_games_json(b);
	assert_int_equal(json_array_size(before), 0);
	assert_int_equal(json_array_size(after), 6);
	json_decref(before);
	json_decref(after);
	rink_league_free(a);
	rink_league_free(b);
	rink_store_close(st);
}

static int setup(void **state)
{
	(void)state;
	snprintf(dir, sizeof(dir), "/tmp/rink-people-XXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_keys_travel_with_the_league),
	        cmocka_unit_test(test_claims),
	        cmocka_unit_test(test_keyless_person_claimed_once),
	        cmocka_unit_test(test_odds_kept_later_equal_keep),
	        cmocka_unit_test(test_a_writer_meanwhile_is_refused),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
