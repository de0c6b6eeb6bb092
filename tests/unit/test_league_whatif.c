/*
 * tests/unit/test_league_whatif.c: what-if in a league (rink/league.h)
 * beyond another result: a roster changed, and a person's own draft.
 *
 * Action Deck (AD-GAP-50, docs/rules/actiondeck.md "Rosters changed in a
 * league"): a player out misses his team's next games as a player hurt in
 * an earlier one (AD-INJ-10, home_out/away_out); a player traded misses
 * his old team's games (AD-INJ-09) and his chart line joins his new team's
 * chart, his share of each selection column kept (AD-TEAM-03/04: bounds
 * cumulative, ending at 100); a team keeps a goalie (AD-GAP-42); games
 * played stay as they were; the change reopens, exports, imports and
 * forks with the league, and the odds play with it. Trick Shot's roster is
 * its Line cards, changed only in the draft (TS-SEASON-01/03).
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

#include "games/actiondeck/ad_int.h"
#include "rink/game.h"
#include "rink/league.h"
#include "rink/store.h"
#include "testutil.h"

#define OK(x) assert_int_equal((x), RINK_OK)

static int roster(rink_league *l, rink_store *st, const char *team, const char *player, int games,
                  const char *to, struct rink_error *err)
{
	struct rink_league_roster c = {rink_league_find_team(l, team), player, games,
	                               to ? rink_league_find_team(l, to) : -1};

	return rink_league_roster(l, st, &c, err);
}

/* The parameters of every game decided from the from-th on (1-based) that
 * team plays, in the order decided, at most max. */
static int params_of(rink_league *l, rink_store *st, const char *team, int from, char out[][1100],
                     int max)
{
	json_t *g = rink_league_games_json(l);
	struct rink_error err;
	int n = 0;

	for (size_t i = (size_t)from - 1; i < json_array_size(g) && n < max; i++) {
		json_t *v = json_array_get(g, i), *box;
		if (strcmp(json_string_value(json_object_get(v, "home")), team) &&
		    strcmp(json_string_value(json_object_get(v, "away")), team))
			continue;
		OK(rink_league_box_json(l, st, (int)i + 1, &box, &err));
		snprintf(out[n++], 1100, "%s", json_string_value(json_object_get(box, "params")));
		json_decref(box);
	}
	json_decref(g);
	return n;
}

/* The player's entry of a team's roster, or NULL. */
static json_t *roster_entry(json_t *r, const char *player)
{
	size_t i;
	json_t *v;

	json_array_foreach(json_object_get(r, "players"), i, v)
	{
		if (!strcmp(json_string_value(json_object_get(v, "player")), player))
			return v;
	}
	return NULL;
}

static json_t *roster_of(rink_league *l, const char *team)
{
	struct rink_error err;
	json_t *r;

	OK(rink_league_roster_json(l, rink_league_find_team(l, team), &r, &err));
	return r;
}

/* AD-GAP-50 with AD-INJ-10: out for 2 games, he misses his team's next two
 * (named in their home_out or away_out) and plays the third; the games
 * before stay as they were. */
/* Out and hurt lists are matched by whole names: a player whose name is
 * inside another's (a surname alone, "Aho" in "Sebastian Aho") is not
 * taken for him, nor he for it (AD-INJ-10's carried injuries, AD-GAP-50's
 * rosters). */
static void test_names_listed_whole(void **state)
{
	(void)state;
	assert_true(rink__ad_name_listed("Sebastian Aho;Jordan Staal", "Sebastian Aho"));
	assert_true(rink__ad_name_listed("Sebastian Aho;Jordan Staal", "Jordan Staal"));
	assert_false(rink__ad_name_listed("Sebastian Aho;Jordan Staal", "Aho"));
	assert_false(rink__ad_name_listed("Aho", "Sebastian Aho"));
	assert_false(rink__ad_name_listed("Jordan Staal", "Jordan Sta"));
	assert_false(rink__ad_name_listed("", "Jordan Staal"));
	assert_false(rink__ad_name_listed("Jordan Staal", ""));
}

static void test_player_out_for_games(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 3, NULL);
	struct rink_error err;
	char before[8][1100], after[8][1100];

	tu_league_play(l, st, 10, NULL, NULL);
	int nb = params_of(l, st, "EDM", 1, before, 8);
	OK(roster(l, st, "EDM", "connor MCDAVID", 2, NULL, &err));
	l = tu_league_reopen(st, l);
	json_t *r = roster_of(l, "EDM");
	assert_int_equal(
	        json_integer_value(json_object_get(roster_entry(r, "Connor McDavid"), "out")),
	        2); /* the name as the chart spells it */
	json_decref(r);
	tu_league_play(l, st, 80, NULL, NULL);
	int n = params_of(l, st, "EDM", 11, after, 8);
	assert_true(n >= 3);
	assert_non_null(strstr(after[0], "Connor McDavid"));
	assert_non_null(strstr(after[1], "Connor McDavid"));
	assert_null(strstr(after[2], "Connor McDavid"));
	char again[8][1100];
	assert_int_equal(params_of(l, st, "EDM", 1, again, 8) - n, nb);
	for (int i = 0; i < nb; i++)
		assert_string_equal(before[i], again[i]);
	r = roster_of(l, "EDM");
	assert_null(json_object_get(roster_entry(r, "Connor McDavid"), "out"));
	json_decref(r);
	rink_league_free(l);
	rink_store_close(st);
}

/* AD-GAP-50 with AD-INJ-09: traded, he misses his old team's games and
 * plays his new team's with his own line (home_in/away_in); his totals
 * are his new team's in the leaders. */
static void test_trade(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 4, NULL);
	struct rink_error err;
	char p[8][1100];

	tu_league_play(l, st, 5, NULL, NULL);
	OK(roster(l, st, "EDM", "Connor McDavid", 0, "BOS", &err));
	tu_league_play(l, st, 70, NULL, NULL);
	int n = params_of(l, st, "BOS", 6, p, 8);
	assert_true(n >= 2);
	for (int i = 0; i < n; i++)
		assert_non_null(strstr(p[i], "_in=EDM:Connor McDavid"));
	n = params_of(l, st, "EDM", 6, p, 8);
	assert_true(n >= 2);
	for (int i = 0; i < n; i++) {
		assert_non_null(strstr(p[i], "_out="));
		assert_non_null(strstr(p[i], "Connor McDavid"));
	}
	json_t *lead, *v;
	size_t i;
	bool found = false;
	OK(rink_league_leaders_json(l, st, "gp", &lead, &err));
	json_array_foreach(lead, i, v)
	{
		if (!strcmp(json_string_value(json_object_get(v, "player")), "Connor McDavid") &&
		    !strcmp(json_string_value(json_object_get(v, "team")), "BOS"))
			found = json_integer_value(
			                json_object_get(json_object_get(v, "stats"), "gp")) >= 2;
	}
	assert_true(found);
	json_decref(lead);
	json_t *bos = roster_of(l, "BOS"), *edm = roster_of(l, "EDM");
	assert_string_equal(
	        json_string_value(json_object_get(roster_entry(bos, "Connor McDavid"), "from")),
	        "EDM");
	assert_string_equal(
	        json_string_value(json_object_get(roster_entry(edm, "Connor McDavid"), "to")),
	        "BOS");
	assert_int_equal(json_array_size(json_object_get(bos, "changes")), 1);
	json_decref(bos);
	json_decref(edm);
	rink_league_free(l);
	rink_store_close(st);
}

/* The change travels with the document: export and import keep it; a fork
 * from before it leaves it out, a fork from after keeps it. */
static void test_roster_travels(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 5, NULL), *m, *f, *g;
	struct rink_error err;
	json_t *doc;

	tu_league_play(l, st, 6, NULL, NULL);
	OK(roster(l, st, "EDM", "Connor McDavid", 0, "BOS", &err));
	OK(rink_league_export(l, st, &doc, &err));
	OK(rink_league_import(st, doc, "copy", &m, &err));
	json_decref(doc);
	OK(rink_league_fork(l, st, "before", 3, NULL, &f, &err));
	OK(rink_league_fork(l, st, "now", -1, NULL, &g, &err));
	json_t *a = roster_of(m, "BOS"), *b = roster_of(f, "BOS"), *c = roster_of(g, "BOS");
	assert_non_null(roster_entry(a, "Connor McDavid"));
	assert_null(roster_entry(b, "Connor McDavid"));
	assert_non_null(roster_entry(c, "Connor McDavid"));
	json_decref(a);
	json_decref(b);
	json_decref(c);
	rink_league_free(l);
	rink_league_free(m);
	rink_league_free(f);
	rink_league_free(g);
	rink_store_close(st);
}

/* The odds play with the roster as it stands: the same league and position
 * without the trade gives other figures; with it, the same at any thread
 * count. */
static void test_roster_odds(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "a", "actiondeck", NULL, 6, NULL),
	            *m = tu_league(st, "b", "actiondeck", NULL, 6, NULL);
	struct rink_error err;

	tu_league_play(l, st, 600, NULL, NULL);
	tu_league_play(m, st, 600, NULL, NULL);
	OK(roster(m, st, "EDM", "Connor McDavid", 0, "BOS", &err));
	OK(roster(m, st, "BOS", "Linus Ullmark", 5, NULL, &err));
	json_t *x = tu_league_odds(l, st, 24, 1, -1, false),
	       *y = tu_league_odds(m, st, 24, 1, -1, false),
	       *z = tu_league_odds(m, st, 24, 2, -1, false);
	assert_false(json_equal(json_object_get(x, "teams"), json_object_get(y, "teams")));
	assert_true(json_equal(y, z));
	json_decref(x);
	json_decref(y);
	json_decref(z);
	rink_league_free(l);
	rink_league_free(m);
	rink_store_close(st);
}

/* Refused with one line, nothing changed: a player or team the league does
 * not have, a trade to his own team, a second season-long absence, the last
 * goalie (AD-GAP-42), a Trick Shot roster (TS-SEASON-01/03), a season
 * game. */
static void test_roster_refused(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "nhl", "actiondeck", NULL, 7, NULL);
	struct rink_error err;
	struct rink_league_roster bad = {40, "Connor McDavid", 0, -1};

	assert_int_equal(roster(l, st, "EDM", "Wayne Gretzky", 0, NULL, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "Wayne Gretzky"));
	assert_null(strchr(err.text, '\n'));
	assert_int_equal(rink_league_roster(l, st, &bad, &err), RINK_EINVAL);
	assert_int_equal(roster(l, st, "EDM", "Connor McDavid", 0, "EDM", &err), RINK_EINVAL);
	OK(roster(l, st, "EDM", "Stuart Skinner", 0, NULL, &err));
	assert_int_equal(roster(l, st, "EDM", "Stuart Skinner", 3, NULL, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "rest of the season"));
	assert_int_equal(roster(l, st, "EDM", "Jack Campbell", 0, "BOS", &err), RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "goalie"));
	OK(roster(l, st, "EDM", "Connor McDavid", 0, "BOS", &err));
	assert_int_equal(roster(l, st, "EDM", "Connor McDavid", 2, NULL, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "traded to BOS"));
	l = tu_league_reopen(st, l);
	json_t *r = roster_of(l, "EDM");
	assert_int_equal(json_array_size(json_object_get(r, "changes")), 2);
	json_decref(r);
	/* a game's parameters name every player out: past what they hold, the
	 * next change is refused */
	r = roster_of(l, "TOR");
	int took = 0, rc = RINK_OK;
	for (size_t i = 0; i < json_array_size(json_object_get(r, "players")) && rc == RINK_OK;
	     i++) {
		json_t *p = json_array_get(json_object_get(r, "players"), i);
		if (json_is_true(json_object_get(p, "goalie")))
			continue;
		rc = roster(l, st, "TOR", json_string_value(json_object_get(p, "player")), 1, NULL,
		            &err);
		took += rc == RINK_OK;
	}
	assert_int_equal(rc, RINK_EINVAL);
	assert_non_null(strstr(err.text, "too many"));
	assert_true(took > 10);
	json_decref(r);
	tu_league_play(l, st, 40, NULL, NULL); /* the league plays on with them */
	rink_league_free(l);

	l = tu_league(st, "cup", "trickshot", "advanced=1,lines=1", 1, NULL);
	assert_int_equal(roster(l, st, "Red", "Flying Wingers", 0, NULL, &err), RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "TS-SEASON-03"));
	rink_league_free(l);
	l = tu_league(st, "fri", "slapshot", NULL, 1, NULL);
	assert_int_equal(roster(l, st, "Manager 1", "Superstar", 0, NULL, &err), RINK_EINVAL);
	rink_league_free(l);
	rink_store_close(st);
}

/* AD-GAP-50 on the charts (AD-TEAM-03/04): joining BOS, McDavid keeps his
 * 12 of EDM's SHOT numbers (9-20); BOS's shooters keep their order and share
 * the other 88 as they shared 100, each at least one number; the column still
 * ends at 100; where he holds nothing (FACED) BOS's column is as it was. */
static void test_chart_join(void **state)
{
	struct rink_ad_team *bos = malloc(sizeof(*bos)), *edm = malloc(sizeof(*edm));
	struct rink_ad_team *was = malloc(sizeof(*was));
	struct rink_error err;
	char path[512];
	int row = -1;

	snprintf(path, sizeof(path), "%s/actiondeck/league/BOS.csv", getenv("RINK_DATA_DIR"));
	OK(rink_ad_team_load(bos, path, &err));
	snprintf(path, sizeof(path), "%s/actiondeck/league/EDM.csv", getenv("RINK_DATA_DIR"));
	OK(rink_ad_team_load(edm, path, &err));
	*was = *bos;
	for (int i = 0; i < edm->n; i++)
		if (!strcmp(edm->p[i].name, "Connor McDavid"))
			row = i;
	assert_int_equal(edm->p[row].col[RINK_AD_SHOT], 20); /* after Cody Ceci's 8 */
	assert_int_equal(edm->p[row - 1].col[RINK_AD_SHOT], 8);
	OK(rink__ad_team_join(bos, edm, row, &err));
	assert_int_equal(bos->n, was->n + 1);
	const struct rink_ad_player *me = &bos->p[bos->n - 1];
	assert_string_equal(me->name, "Connor McDavid");
	assert_int_equal(me->pct, edm->p[row].pct);
	int prev_old = 0, prev_new = 0, last = 0;
	for (int i = 0; i < was->n; i++) {
		int o = was->p[i].col[RINK_AD_SHOT], n = bos->p[i].col[RINK_AD_SHOT];
		if (!o) {
			assert_int_equal(n, 0);
			continue;
		}
		if (o != prev_old) { /* a group's numbers, scaled by 0.88 (+-1) */
			double want = (o - prev_old) * 0.88;
			assert_true(n - prev_new >= 1);
			assert_true(n - prev_new >= want - 1 && n - prev_new <= want + 1);
			prev_old = o;
			prev_new = n;
		}
		last = n;
	}
	assert_int_equal(100 - last, 12);
	assert_int_equal(me->col[RINK_AD_SHOT], 100);
	for (int i = 0; i < was->n; i++)
		assert_int_equal(bos->p[i].col[RINK_AD_FACED], was->p[i].col[RINK_AD_FACED]);
	assert_int_equal(me->col[RINK_AD_FACED], 0);
	/* a second player of that name is refused */
	assert_int_equal(rink__ad_team_join(bos, edm, row, &err), RINK_EINVAL);
	free(bos);
	free(edm);
	free(was);
}

/* His share of a column on chart t: the numbers of his group over its
 * size (§VIII), as roster.c reads it. */
static double share_of(const struct rink_ad_team *t, int c, int i)
{
	int v = t->p[i].col[c], prev = 0, size = 0;

	for (int j = 0; j < t->n && v; j++) {
		int b = t->p[j].col[c];
		if (b && b < v && b > prev)
			prev = b;
		size += b == v;
	}
	return v ? (double)(v - prev) / size : 0;
}

/* AD-GAP-50 on every pair of the shipped league's charts: any player joins
 * any other team's chart, which stays a valid chart (rink_ad_team_index:
 * AD-TEAM-03/04), his share of each column kept within a number (a share
 * split by a group is rounded), every other holder keeping one number at
 * least. */
static void test_chart_join_every_pair(void **state)
{
	struct rink_ad_league lg;
	struct rink_ad_team *t = malloc(sizeof(*t));
	struct rink_error err;
	char dir[512];
	int joins = 0;

	snprintf(dir, sizeof(dir), "%s/actiondeck/league", getenv("RINK_DATA_DIR"));
	OK(rink_ad_league_load(&lg, dir, &err));
	for (int a = 0; a < lg.n; a++)
		for (int b = 0; b < lg.n; b++)
			for (int i = 0; i < lg.team[a].n && a != b; i += 3) {
				*t = lg.team[b];
				if (rink__ad_team_join(t, &lg.team[a], i, &err) != RINK_OK) {
					/* only a name the chart has already */
					assert_non_null(strstr(err.text, "already"));
					continue;
				}
				joins++;
				for (int c = 0; c < RINK_AD_NCOL; c++) {
					double want = share_of(&lg.team[a], c, i);
					double got = share_of(t, c, t->n - 1);
					assert_true(got >= want - 1 && got <= want + 1);
					for (int j = 0; j < t->n - 1; j++)
						assert_true(!t->p[j].col[c] ==
						            !lg.team[b].p[j].col[c]);
				}
			}
	assert_true(joins > 5000);
	rink_ad_league_free(&lg);
	free(t);
}

/* ---- a person's own Trick Shot draft (TS-SEASON-03/04) ---------------------------- */

/* Plays the league on: the person's own moves in games are its first legal
 * move; stops where a draft choice is due (returned, or NULL at the end). */
static json_t *play_to_draft(rink_league *l, rink_store *st)
{
	struct rink_error err;

	for (int guard = 0; guard < 5000; guard++) {
		int waiting, seat, acts[RINK_MAX_ACTIONS];
		json_t *due;
		tu_league_play(l, st, 0, NULL, &waiting);
		if (waiting < 0)
			return NULL;
		if ((due = rink_league_due_json(l)))
			return due;
		const rink_state *s = rink_league_position(l, waiting, &seat);
		assert_non_null(s);
		assert_true(rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) > 0);
		char mv[128];
		rink_action_text(s, seat, acts[0], mv, sizeof(mv));
		OK(rink_league_move(l, st, waiting, mv, &err));
	}
	fail_msg("the league never stopped");
	return NULL;
}

/* Team t's Line cards in game n's parameters (1-based game). */
static void lines_in(rink_league *l, rink_store *st, int n, int t, int out[4])
{
	struct rink_error err;
	json_t *box;

	OK(rink_league_box_json(l, st, n, &box, &err));
	const char *p = strstr(json_string_value(json_object_get(box, "params")),
	                       t ? "lines_blue=" : "lines_red=");
	assert_non_null(p);
	assert_int_equal(
	        sscanf(strchr(p, '=') + 1, "%d/%d/%d/%d", &out[0], &out[1], &out[2], &out[3]), 4);
	json_decref(box);
}

static bool holds(const int lines[4], int card)
{
	for (int i = 0; i < 4; i++)
		if (lines[i] == card)
			return true;
	return false;
}

static int option(const json_t *due, size_t i)
{
	return (int)json_integer_value(
	        json_object_get(json_array_get(json_object_get(due, "options"), i), "card"));
}

/* TS-SEASON-03/04 with a person playing Red: the league waits after game
 * 2 for Red to return one of its cards, then to take one neither team
 * holds; a choice out of turn, of a card not held or held by a team is
 * refused and changes nothing; game 3 has Red's choices; the choices are
 * kept (reopened, the same) but not by a fork after game 2, which waits for
 * them again; Blue's random return is the one an all-bot
 * league of the same seed makes. */
static void test_person_draft(void **state)
{
	rink_store *st = tu_store();
	rink_league *l = tu_league(st, "cup", "trickshot", "advanced=1,lines=1", 8, "person:Ann");
	rink_league *b = tu_league(st, "bots", "trickshot", "advanced=1,lines=1", 8, NULL);
	struct rink_error err;
	int red2[4], blue2[4], red3[4], blue3[4];

	json_t *due = play_to_draft(l, st);
	assert_non_null(due);
	assert_int_equal(rink_league_played(l), 2);
	assert_string_equal(json_string_value(json_object_get(due, "team")), "Red");
	assert_string_equal(json_string_value(json_object_get(due, "step")), "return");
	lines_in(l, st, 2, 0, red2);
	lines_in(l, st, 2, 1, blue2);
	assert_int_equal(json_array_size(json_object_get(due, "options")), 4);
	for (size_t i = 0; i < 4; i++)
		assert_true(holds(red2, option(due, i)));
	json_decref(due);
	json_t *w1 = tu_league_odds(l, st, 16, 1, -1, false),
	       *w2 = tu_league_odds(l, st, 16, 2, -1, false); /* while it waits */
	assert_true(json_equal(w1, w2));
	json_decref(w1);
	json_decref(w2);
	/* refused, nothing changed: the wrong step, a card Red does not hold,
	 * Blue's (a bot's) turn */
	char mv[64];
	snprintf(mv, sizeof(mv), "take %d", red2[0]);
	assert_int_equal(rink_league_move(l, st, 0, mv, &err), RINK_EILLEGAL);
	snprintf(mv, sizeof(mv), "return %d", blue2[0]);
	assert_int_equal(rink_league_move(l, st, 0, mv, &err), RINK_EILLEGAL);
	assert_null(strchr(err.text, '\n'));
	snprintf(mv, sizeof(mv), "return %d", red2[2]);
	assert_int_equal(rink_league_move(l, st, 1, mv, &err), RINK_EILLEGAL);
	l = tu_league_reopen(st, l);
	due = rink_league_due_json(l);
	assert_string_equal(json_string_value(json_object_get(due, "step")), "return");
	json_decref(due);
	/* Red returns its third card, then takes one neither team holds */
	OK(rink_league_move(l, st, 0, mv, &err));
	due = rink_league_due_json(l);
	assert_non_null(due);
	assert_string_equal(json_string_value(json_object_get(due, "step")), "take");
	int take = option(due, json_array_size(json_object_get(due, "options")) - 1);
	/* a card neither holds: Red's own returned card, or Blue's returned
	 * one (back in the deck, TS-GAP-33 a) where Red picks first */
	int of_blue = 0, kept = -1;
	for (size_t i = 0; i < json_array_size(json_object_get(due, "options")); i++) {
		of_blue += holds(blue2, option(due, i));
		assert_false(holds(red2, option(due, i)) && option(due, i) != red2[2]);
	}
	assert_true(of_blue <= 1);
	for (int i = 0; i < 4; i++) { /* a card Blue keeps */
		bool offered = false;
		for (size_t o = 0; o < json_array_size(json_object_get(due, "options")); o++)
			offered |= option(due, o) == blue2[i];
		if (!offered)
			kept = blue2[i];
	}
	json_decref(due);
	snprintf(mv, sizeof(mv), "take %d", kept); /* Blue holds it (TS-SEASON-04) */
	assert_int_equal(rink_league_move(l, st, 0, mv, &err), RINK_EILLEGAL);
	assert_non_null(strstr(err.text, "TS-SEASON-04"));
	snprintf(mv, sizeof(mv), "take %d", take);
	OK(rink_league_move(l, st, 0, mv, &err));
	assert_null(rink_league_due_json(l));
	/* a fork after game 2 chooses again (what-if: another draft) */
	rink_league *f;
	OK(rink_league_fork(l, st, "again", 2, NULL, &f, &err));
	due = rink_league_due_json(f);
	assert_non_null(due);
	assert_string_equal(json_string_value(json_object_get(due, "step")), "return");
	json_decref(due);
	rink_league_free(f);
	/* the odds while the league waited, and now: the same at any thread
	 * count (a person's later choices drawn as a bot's) */
	json_t *o1 = tu_league_odds(l, st, 16, 1, -1, false),
	       *o2 = tu_league_odds(l, st, 16, 2, -1, false);
	assert_true(json_equal(o1, o2));
	json_decref(o1);
	json_decref(o2);
	l = tu_league_reopen(st, l);
	due = play_to_draft(l, st);
	assert_null(due);
	assert_true(rink_league_over(l));
	lines_in(l, st, 3, 0, red3);
	lines_in(l, st, 3, 1, blue3);
	assert_false(holds(red3, red2[2]) && red2[2] != take);
	assert_true(holds(red3, take));
	assert_false(holds(blue3, take));
	/* Blue (a bot) returned the card the all-bot league's Blue returns */
	int bb2[4], bb3[4], gone = -1, gone_b = -1;
	tu_league_play(b, st, 0, NULL, NULL);
	lines_in(b, st, 2, 1, bb2);
	lines_in(b, st, 3, 1, bb3);
	assert_memory_equal(bb2, blue2, sizeof(bb2));
	for (int i = 0; i < 4; i++) {
		if (!holds(blue3, blue2[i]))
			gone = blue2[i];
		if (!holds(bb3, bb2[i]))
			gone_b = bb2[i];
	}
	assert_int_equal(gone, gone_b);
	rink_league_free(b);
	rink_league_free(l);
	rink_store_close(st);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_names_listed_whole),
	        cmocka_unit_test(test_chart_join),
	        cmocka_unit_test(test_chart_join_every_pair),
	        cmocka_unit_test(test_player_out_for_games),
	        cmocka_unit_test(test_trade),
	        cmocka_unit_test(test_roster_travels),
	        cmocka_unit_test(test_roster_refused),
	        cmocka_unit_test(test_roster_odds),
	        cmocka_unit_test(test_person_draft),
	};
	return cmocka_run_group_tests(tests, tu_league_setup, tu_league_teardown);
}
