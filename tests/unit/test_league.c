/*
 * tests/unit/test_league.c: leagues (rink/league.h) on a SQLite store.
 *
 * A league outlives its process: played in pieces and reopened it is the
 * same league as one played at once; a person's seat stops play and an
 * illegal move changes nothing; results typed in from a real table are
 * checked against the rules (AD-OT-01/02/04, TS-GAP-33); the standings
 * follow each game's order (Slapshot's track, SS-SEASON-01/02; the NHL's points
 * for Action Deck; wins alone for Trick Shot, TS-SEASON-01); the odds are
 * the same for any thread count, add up (one champion, the post-season's
 * size), are kept in the history, and the archive imports again.
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
#include "testutil.h"

#define OK(x)                                                                                      \
	do {                                                                                       \
		struct rink_error err_;                                                            \
		(void)err_;                                                                        \
		assert_int_equal((x), RINK_OK);                                                    \
	} while (0)

/* The games decided, less the store's table numbers (another league's). */
static char *games_text(const rink_league *l)
{
	json_t *g = rink_league_games_json(l);

	for (size_t i = 0; i < json_array_size(g); i++)
		json_object_del(json_array_get(g, i), "table");
	char *s = json_dumps(g, JSON_COMPACT);

	json_decref(g);
	return s;
}

/* A Slapshot league played 3 + 5 games with a reopen between is the one
 * played 8 at once: bots are seeded by the record, not by the process. */
static void test_slapshot_league_in_pieces_is_one_league(void **state)
{
	rink_store *st = tu_store();
	rink_league *a = tu_league(st, "a", "slapshot", NULL, 7, NULL),
	            *b = tu_league(st, "b", "slapshot", NULL, 7, NULL);
	char *ta, *tb;

	assert_int_equal(tu_league_play(a, st, 8, NULL, NULL), 8);
	assert_int_equal(tu_league_play(b, st, 3, NULL, NULL), 3);
	b = tu_league_reopen(st, b);
	assert_int_equal(rink_league_played(b), 3);
	assert_int_equal(tu_league_play(b, st, 5, NULL, NULL), 5);
	b = tu_league_reopen(st, b);
	ta = games_text(a);
	tb = games_text(b);
	assert_string_equal(ta, tb);
	free(ta);
	free(tb);
	/* standings add up: 8 games, 8 wins, every game two teams' */
	json_t *s = rink_league_standings_json(b);
	int w = 0, gp = 0;
	size_t i;
	json_t *r;
	json_array_foreach(json_object_get(s, "rows"), i, r)
	{
		w += (int)json_integer_value(json_object_get(r, "w"));
		gp += (int)json_integer_value(json_object_get(r, "gp"));
		/* SS-SEASON-01/02: the standings are the wins */
		assert_true(json_number_value(json_object_get(r, "pts")) ==
		            (double)json_integer_value(json_object_get(r, "w")));
	}
	assert_int_equal(w, 8);
	assert_int_equal(gp, 16);
	json_decref(s);
	rink_league_free(a);
	rink_league_free(b);
	rink_store_close(st);
}

/* SS-SEASON-05, SS-PLAYOFF-01/05: at a season's end the post-season is
 * the first to Playoffs and every manager tied for second. */
static void test_slapshot_postseason(void **state)
{
	rink_store *st = tu_store();

	for (uint64_t seed = 1; seed <= 6; seed++) {
		char name[16];
		snprintf(name, sizeof(name), "s%llu", (unsigned long long)seed);
		rink_league *l = tu_league(st, name, "slapshot", NULL, seed, NULL);
		int seat;
		tu_league_play(l, st, 0, NULL, NULL);
		const rink_state *s = rink_league_position(l, 0, &seat);
		uint32_t post = rink_state_postseason(s);
		json_t *v = rink_state_view_json(s, RINK_SPECTATOR),
		       *m = json_object_get(v, "managers");
		int wins[4], first = -1, best = -1;
		for (int k = 0; k < 4; k++) {
			wins[k] = (int)json_integer_value(
			        json_object_get(json_array_get(m, (size_t)k), "wins"));
			if (wins[k] >= 9)
				first = k; /* SS-GAP-01: the 9th win reaches Playoffs */
		}
		assert_true(first >= 0);
		for (int k = 0; k < 4; k++)
			if (k != first && wins[k] > best)
				best = wins[k];
		for (int k = 0; k < 4; k++)
			assert_int_equal(post >> k & 1, k == first || wins[k] == best);
		json_decref(v);
		rink_league_free(l);
	}
	rink_store_close(st);
}

/* PP-END-04/05: the post-season is the first to the wins target and every
 * manager tied for second by wins alone; PP-END-07: without playoffs, the
 * champion alone. */
static void test_powerplay_postseason(void **state)
{
	rink_store *st = tu_store();

	for (uint64_t seed = 1; seed <= 6; seed++) {
		char name[16];
		bool none = seed > 4; /* the last two: ending=no-playoffs */
		snprintf(name, sizeof(name), "p%llu", (unsigned long long)seed);
		rink_league *l = tu_league(st, name, "powerplay",
		                           none ? "managers=4,ending=no-playoffs" : "managers=4",
		                           seed, NULL);
		int seat;
		tu_league_play(l, st, 0, NULL, NULL);
		const rink_state *s = rink_league_position(l, 0, &seat);
		uint32_t post = rink_state_postseason(s);
		json_t *v = rink_state_view_json(s, RINK_SPECTATOR),
		       *m = json_object_get(v, "managers");
		int wins[4], first = -1, best = -1;
		for (int k = 0; k < 4; k++) {
			wins[k] = (int)json_integer_value(
			        json_object_get(json_array_get(m, (size_t)k), "wins"));
			if (wins[k] >= 9)
				first = k; /* the 9th win ends the season */
		}
		assert_true(first >= 0);
		if (none) {
			for (int k = 0; k < 4; k++)
				assert_int_equal(post >> k & 1, rink_state_returns(s, k) == 1.0);
		} else {
			for (int k = 0; k < 4; k++)
				if (k != first && wins[k] > best)
					best = wins[k];
			for (int k = 0; k < 4; k++)
				assert_int_equal(post >> k & 1, k == first || wins[k] == best);
		}
		json_decref(v);
		rink_league_free(l);
	}
	rink_store_close(st);
}

/* A season to its end: the champion of the standings is the record's. */
static void test_powerplay_league_to_the_end(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "pp", "powerplay", "managers=3", 3, NULL);

	tu_league_play(l, st, 0, NULL, NULL);
	assert_true(rink_league_over(l));
	l = tu_league_reopen(st, l);
	assert_true(rink_league_over(l));
	json_t *s = rink_league_standings_json(l);
	assert_non_null(json_object_get(s, "champion"));
	json_decref(s);
	rink_league_free(l);
	rink_store_close(st);
}

/* A person's seat stops play; an illegal move is refused with its reason
 * and changes nothing; a legal one is kept across a reopen. */
static void test_person_moves_checked(void **state)
{
	rink_store *st = tu_store();
	struct rink_league_config c = {0};
	struct rink_league_play p = {0};
	struct rink_error err;
	rink_league *l;
	int played, waiting, seat;

	c.name = "friday";
	c.game = "slapshot";
	c.seed = 2;
	c.who[1] = "person:Ann";
	c.n_who = 2;
	OK(rink_league_create(st, &c, &l, &err));
	assert_string_equal(rink_league_team_name(l, 1), "Ann");
	OK(rink_league_play(l, st, &p, &played, &waiting, &err));
	assert_int_equal(waiting, 1);
	const rink_state *s = rink_league_position(l, 1, &seat);
	assert_non_null(s);
	assert_int_equal(seat, 1);
	assert_true(rink_state_to_move(s) >> 1 & 1);
	char *before = games_text(l);
	assert_int_equal(rink_league_move(l, st, 1, "draft Nobody At All", &err) < 0, 1);
	assert_non_null(err.text[0] ? err.text : NULL);
	assert_int_equal(rink_league_move(l, st, 0, "draw forward", &err) < 0, 1);
	l = tu_league_reopen(st, l);
	int acts[RINK_MAX_ACTIONS];
	s = rink_league_position(l, 1, &seat);
	assert_true(rink_state_legal(s, 1, acts, RINK_MAX_ACTIONS) > 0);
	char move[128];
	rink_action_text(s, 1, acts[0], move, sizeof(move));
	OK(rink_league_move(l, st, 1, move, &err));
	l = tu_league_reopen(st, l);
	char *after = games_text(l);
	assert_string_equal(before, after); /* a draw plays no game */
	free(before);
	free(after);
	rink_league_free(l);
	rink_store_close(st);
}

/* AD-OT-01/02/04: what a real table can produce; the NHL's points. */
static void test_actiondeck_record_and_standings(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 5, NULL);
	struct rink_error err;
	int bos, tor;

	assert_int_equal(rink_league_num_teams(l), 32);
	assert_int_equal(rink_league_scheduled(l), 656);
	bos = rink_league_find_team(l, "NSH"); /* game 1: NSH at home to SJS */
	tor = rink_league_find_team(l, "sjs");
	assert_true(bos >= 0 && tor >= 0);
	/* a tie after regulation goes on; overtime is won by one; a tie after
	 * overtime goes to the shoot-out (the league's NHL default) */
	assert_int_equal(rink_league_record(l, st, bos, tor, 2, 2, "regulation", &err),
	                 RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "AD-OT-01"));
	assert_int_equal(rink_league_record(l, st, bos, tor, 4, 2, "overtime", &err),
	                 RINK_EILLEGAL);
	assert_int_equal(rink_league_record(l, st, bos, tor, 3, 3, "tie", &err), RINK_EILLEGAL);
	assert_int_equal(rink_league_played(l), 0);
	OK(rink_league_record(l, st, bos, tor, 3, 4, "shootout", &err));
	/* played up to a date: every game dated then, no later one */
	tu_league_play(l, st, 0, "2022-10-15", NULL);
	l = tu_league_reopen(st, l);
	json_t *g = rink_league_games_json(l);
	size_t i;
	json_t *v;
	json_array_foreach(g, i, v) if (json_object_get(v, "date")) assert_true(
	        strcmp(json_string_value(json_object_get(v, "date")), "2022-10-15") <= 0);
	json_decref(g);
	assert_true(strcmp(rink_league_next_date(l), "2022-10-15") > 0);
	/* NHL: points 2 a win, 1 an overtime or shoot-out loss (SJS won the
	 * shoot-out, NSH has its point) */
	json_t *s = rink_league_standings_json(l);
	double last = 1e9;
	json_array_foreach(json_object_get(s, "rows"), i, v)
	{
		double pts = json_number_value(json_object_get(v, "pts"));
		int w = (int)json_integer_value(json_object_get(v, "w"));
		int otl = (int)json_integer_value(json_object_get(v, "otl"));
		assert_true(pts == 2 * w + otl);
		assert_true(pts <= last);
		last = pts;
	}
	json_decref(s);
	rink_league_free(l);
	rink_store_close(st);
}

/* The same odds at 1 and 3 threads; one champion per simulation and the
 * post-season's 16 teams; kept in the history by position. */
static void test_odds_add_up_and_ignore_threads(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 9, NULL);
	size_t i;
	json_t *v;

	tu_league_play(l, st, 400, NULL, NULL);
	json_t *a = tu_league_odds(l, st, 300, 1, -1, false),
	       *b = tu_league_odds(l, st, 300, 3, -1, true);
	assert_true(json_equal(a, b));
	double title = 0, post = 0;
	json_array_foreach(json_object_get(a, "teams"), i, v)
	{
		title += json_number_value(json_object_get(v, "title"));
		post += json_number_value(json_object_get(v, "playoffs"));
		assert_true(json_number_value(json_object_get(v, "title_lo")) <=
		            json_number_value(json_object_get(v, "title")));
	}
	assert_float_equal(title, 1.0, 1e-9);
	assert_float_equal(post, 16.0, 1e-9);
	json_t *c = tu_league_odds(l, st, 100, 2, 200, true);
	assert_int_equal(json_integer_value(json_object_get(c, "after")), 200);
	l = tu_league_reopen(st, l);
	json_t *h = rink_league_odds_history(l);
	assert_int_equal(json_array_size(h), 2);
	assert_int_equal(json_integer_value(json_object_get(json_array_get(h, 0), "after")), 200);
	assert_int_equal(json_integer_value(json_object_get(json_array_get(h, 1), "after")), 400);
	json_decref(h);
	json_decref(a);
	json_decref(b);
	json_decref(c);
	rink_league_free(l);
	rink_store_close(st);
}

/* TS-SEASON-01, TS-GAP-33: wins alone, draws for neither; a Slapshot
 * season's odds: every simulation has a champion and a post-season. */
static void test_trickshot_and_slapshot_odds(void **state)
{
	rink_store *st = tu_store();
	rink_league *t = tu_league(st, "ts", "trickshot", NULL, 4, NULL);
	rink_league *s = tu_league(st, "ss", "slapshot", NULL, 4, NULL);
	struct rink_error err;
	size_t i;
	json_t *v;

	assert_int_equal(rink_league_scheduled(t), 4);
	assert_int_equal(rink_league_record(t, st, 0, 1, 1, 1, "overtime", &err), RINK_EILLEGAL);
	OK(rink_league_record(t, st, 0, 1, 1, 1, "tie", &err));
	OK(rink_league_record(t, st, 0, 1, 3, 1, "regulation", &err));
	json_t *st_json = rink_league_standings_json(t);
	json_t *red = json_array_get(json_object_get(st_json, "rows"), 0);
	assert_string_equal(json_string_value(json_object_get(red, "name")), "Red");
	assert_true(json_number_value(json_object_get(red, "pts")) == 1.0);
	assert_int_equal(json_integer_value(json_object_get(red, "t")), 1);
	json_decref(st_json);
	json_t *o = tu_league_odds(t, st, 50, 2, -1, false);
	json_decref(o);
	tu_league_play(s, st, 4, NULL, NULL);
	o = tu_league_odds(s, st, 40, 2, -1, false);
	double title = 0, post = 0;
	json_array_foreach(json_object_get(o, "teams"), i, v)
	{
		title += json_number_value(json_object_get(v, "title"));
		post += json_number_value(json_object_get(v, "playoffs"));
	}
	assert_float_equal(title, 1.0, 1e-9);
	assert_true(post >= 2.0 && post <= 4.0); /* first, and those tied for second */
	json_decref(o);
	rink_league_free(t);
	rink_league_free(s);
	rink_store_close(st);
}

/* The lines=1 param's value of a record's parameters (team "lines_red"). */
static void lines_of(const char *params, const char *key, int out[4])
{
	const char *p = strstr(params, key);

	assert_non_null(p);
	assert_int_equal(
	        sscanf(p + strlen(key) + 1, "%d/%d/%d/%d", &out[0], &out[1], &out[2], &out[3]), 4);
}

/* TS-SEASON-01..04: a tournament season keeps its Line cards from game to
 * game, the home arena alternates, and after every two games each team
 * returns one card and takes one that neither team holds. */
static void test_trickshot_tournament(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "cup", "trickshot", "advanced=1,lines=1", 8, NULL);
	struct rink_error err;
	int lines[6][2][4];

	tu_league_play(l, st, 0, NULL, NULL);
	assert_true(rink_league_over(l));
	for (int g = 0; g < 4; g++) {
		json_t *box;
		OK(rink_league_box_json(l, st, g + 1, &box, &err));
		const char *params = json_string_value(json_object_get(box, "params"));
		assert_non_null(strstr(params, g % 2 ? "home=blue" : "home=red"));
		lines_of(params, "lines_red", lines[g][0]);
		lines_of(params, "lines_blue", lines[g][1]);
		json_decref(box);
	}
	for (int t = 0; t < 2; t++) {
		/* the same cards in games 1 and 2, one changed for game 3 */
		assert_memory_equal(lines[0][t], lines[1][t], sizeof(lines[0][t]));
		int changed = 0;
		for (int i = 0; i < 4; i++)
			changed += lines[2][t][i] != lines[1][t][i];
		assert_int_equal(changed, 1);
		assert_memory_equal(lines[2][t], lines[3][t], sizeof(lines[2][t]));
	}
	for (int i = 0; i < 4; i++) /* TS-SEASON-04: no card on both teams */
		for (int j = 0; j < 4; j++)
			assert_int_not_equal(lines[2][0][i], lines[2][1][j]);
	rink_league_free(l);
	rink_store_close(st);
}

/* Leaders of the card games: each card's goals from its face-offs, summed
 * per manager over the regular season. Every goal of a game is a card's
 * (SS-GAME-07) but Slapshot's home goal (SS-HOME-02: the home total counts
 * it), and Power Play starts 0-0 (PP-GAME-03): the cards' goals are the
 * games' goals less one a Slapshot game. */
static void test_card_game_leaders(void **state)
{
	static const char *const games[2][2] = {{"slapshot", NULL}, {"powerplay", "managers=3"}};
	rink_store *st = tu_store();
	struct rink_error err;

	for (int g = 0; g < 2; g++) {
		rink_league *l = tu_league(st, games[g][0], games[g][0], games[g][1], 5, NULL);
		json_t *lead, *res = NULL, *v;
		size_t i;
		long goals = 0, cards = 0;
		int played = 0;
		tu_league_play(l, st, 10, NULL, NULL);
		res = rink_league_games_json(l);
		json_array_foreach(res, i, v)
		{
			if (strcmp(json_string_value(json_object_get(v, "stage")) ?: "season",
			           "season"))
				continue;
			played++;
			goals += json_integer_value(json_object_get(v, "home_goals")) +
			         json_integer_value(json_object_get(v, "away_goals"));
		}
		OK(rink_league_leaders_json(l, st, NULL, &lead, &err));
		double last = 1e9;
		json_array_foreach(lead, i, v)
		{
			double gl = json_number_value(
			        json_object_get(json_object_get(v, "stats"), "g"));
			assert_true(gl <= last); /* by goals, the default */
			last = gl;
			cards += (long)gl;
			assert_non_null(
			        strstr(json_string_value(json_object_get(v, "team")), "Manager"));
		}
		assert_int_equal(cards, goals - (g == 0 ? played : 0));
		json_decref(lead);
		json_decref(res);
		rink_league_free(l);
	}
	rink_store_close(st);
}

/* Export, import under a new name: the same games and standings. */
static void test_export_import(void **state)
{
	rink_store *st = tu_store(), *st2 = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 11, NULL), *m;
	struct rink_error err;
	json_t *doc;

	OK(rink_league_record(l, st, rink_league_find_team(l, "NSH"),
	                      rink_league_find_team(l, "SJS"), 2, 1, "regulation", &err));
	tu_league_play(l, st, 30, NULL, NULL);
	OK(rink_league_export(l, st, &doc, &err));
	OK(rink_league_import(st2, doc, "copy", &m, &err));
	char *a = games_text(l), *b = games_text(m);
	assert_string_equal(a, b);
	free(a);
	free(b);
	/* a name taken is refused, the store unchanged */
	rink_league *x;
	assert_int_equal(rink_league_import(st2, doc, "copy", &x, &err), RINK_EILLEGAL);
	json_decref(doc);
	rink_league_free(l);
	rink_league_free(m);
	rink_store_close(st);
	rink_store_close(st2);
}

/* What-if: a fork after 20 games is the league as it stood then; played on
 * by the same bots it becomes the same league again; a different result
 * typed in makes it another. */
static void test_fork(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 13, NULL), *f, *g;
	struct rink_error err;

	tu_league_play(l, st, 40, NULL, NULL);
	OK(rink_league_fork(l, st, "f", 20, NULL, &f, &err));
	assert_int_equal(rink_league_played(f), 20);
	tu_league_play(f, st, 20, NULL, NULL);
	char *a = games_text(l), *b = games_text(f);
	assert_string_equal(a, b);
	free(b);
	OK(rink_league_fork(l, st, "g", 20, NULL, &g, &err));
	json_t *sch = rink_league_schedule_json(g);
	json_t *next = NULL;
	for (size_t i = 0; i < json_array_size(sch) && !next; i++)
		if (!json_is_true(json_object_get(json_array_get(sch, i), "done")))
			next = json_array_get(sch, i);
	assert_non_null(next);
	OK(rink_league_record(
	        g, st, rink_league_find_team(g, json_string_value(json_object_get(next, "home"))),
	        rink_league_find_team(g, json_string_value(json_object_get(next, "away"))), 17, 0,
	        "regulation", &err));
	json_decref(sch);
	tu_league_play(g, st, 19, NULL, NULL);
	b = games_text(g);
	assert_string_not_equal(a, b);
	free(a);
	free(b);
	rink_league_free(l);
	rink_league_free(f);
	rink_league_free(g);
	rink_store_close(st);
}

/* Bad input: unknown game, no schedule for own charts, odd Trick Shot
 * season, a taken name, an unknown league. */
static void test_bad_input(void **state)
{
	rink_store *st = tu_store();
	struct rink_league_config c = {0};
	struct rink_error err;
	rink_league *l;

	c.name = "x";
	c.game = "curling";
	assert_true(rink_league_create(st, &c, &l, &err) < 0);
	c.game = "trickshot";
	c.games = 3;
	assert_int_equal(rink_league_create(st, &c, &l, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "even"));
	c.game = "actiondeck";
	c.games = 0;
	c.charts = "actiondeck/league";
	assert_int_equal(rink_league_create(st, &c, &l, &err), RINK_EINVAL);
	c.charts = NULL;
	c.who[0] = "robot";
	c.n_who = 1;
	assert_int_equal(rink_league_create(st, &c, &l, &err), RINK_EINVAL);
	c.n_who = 0;
	OK(rink_league_create(st, &c, &l, &err));
	rink_league_free(l);
	assert_int_equal(rink_league_create(st, &c, &l, &err), RINK_EILLEGAL);
	assert_int_equal(rink_league_open(st, "nope", &l, &err), RINK_ENOTFOUND);
	json_t *list;
	OK(rink_league_list(st, &list, &err));
	assert_int_equal(json_array_size(list), 1);
	json_decref(list);
	rink_store_close(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_slapshot_league_in_pieces_is_one_league),
	        cmocka_unit_test(test_powerplay_league_to_the_end),
	        cmocka_unit_test(test_slapshot_postseason),
	        cmocka_unit_test(test_powerplay_postseason),
	        cmocka_unit_test(test_person_moves_checked),
	        cmocka_unit_test(test_actiondeck_record_and_standings),
	        cmocka_unit_test(test_odds_add_up_and_ignore_threads),
	        cmocka_unit_test(test_trickshot_and_slapshot_odds),
	        cmocka_unit_test(test_trickshot_tournament),
	        cmocka_unit_test(test_card_game_leaders),
	        cmocka_unit_test(test_export_import),
	        cmocka_unit_test(test_fork),
	        cmocka_unit_test(test_bad_input),
	};
	return cmocka_run_group_tests(tests, tu_league_setup, tu_league_teardown);
}
