/*
 * tests/unit/testutil.c: helpers shared by the cmocka test programs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rink/rng.h"
#include "testutil.h"

rink_game *tu_slapshot(const char *params)
{
	struct rink_error err;
	rink_game *g = rink_game_new("slapshot", params, &err);

	if (!g)
		fail_msg("slapshot(%s): %s", params ? params : "", err.text);
	return g;
}

int tu_card(const rink_game *g, const char *name)
{
	int id = rink_ss_card_find(g, name);

	if (id < 0)
		fail_msg("unknown card '%s'", name);
	return id;
}

void tu_cards(const rink_game *g, uint8_t ids[6], const char *n0, const char *n1, const char *n2,
              const char *n3, const char *n4, const char *n5)
{
	const char *names[6] = {n0, n1, n2, n3, n4, n5};

	for (int i = 0; i < 6; i++)
		ids[i] = (uint8_t)tu_card(g, names[i]);
}

rink_state *tu_after_setup(const rink_game *g, uint64_t seed)
{
	rink_state *s = rink_state_new(g, seed);
	struct rink_ss_view v;

	for (rink_ss_view(s, RINK_SPECTATOR, &v); v.phase == RINK_SS_SETUP;
	     rink_ss_view(s, RINK_SPECTATOR, &v)) {
		int seat = __builtin_ctz(rink_state_to_move(s));
		int acts[RINK_MAX_ACTIONS];
		int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
		assert_true(n > 0);
		rink_state_apply_fast(s, seat, acts[0], NULL);
	}
	return s;
}

void tu_play(rink_state *s, int seat, const char *notation, struct rink_events *ev)
{
	struct rink_error err;
	int action;

	if (rink_action_parse(s, seat, notation, &action, &err) != RINK_OK)
		fail_msg("parse '%s' for manager %d: %s", notation, seat + 1, err.text);
	if (rink_state_apply(s, seat, action, ev, &err) != RINK_OK)
		fail_msg("apply '%s' for manager %d: %s", notation, seat + 1, err.text);
	if (rink_state_check(s, &err) != RINK_OK)
		fail_msg("after '%s': %s", notation, err.text);
}

void tu_lineup(rink_state *s, int seat, const char *names)
{
	char text[512];

	snprintf(text, sizeof(text), "lineup %s", names);
	tu_play(s, seat, text, NULL);
}

int tu_find_event(const struct rink_events *ev, int type, size_t from)
{
	for (size_t i = from; i < ev->n; i++)
		if (ev->v[i].type == type)
			return (int)i;
	return -1;
}

const char *tu_test_data(const char *name)
{
	static char path[1024];
	const char *dir = getenv("RINK_TEST_DATA");

	char cwd[512] = "";

	if (!dir)
		dir = "tests/data";
	/* absolute, so that a roster=PATH parameter is taken as given */
	if (dir[0] != '/' && !getcwd(cwd, sizeof(cwd)))
		cwd[0] = '\0';
	snprintf(path, sizeof(path), "%s%s%s/%s", cwd, cwd[0] ? "/" : "", dir, name);
	return path;
}

/* ---- Slapshot positions and probes ------------------------------------------------ */

/* Splits "A,B,C" into trimmed names; returns how many (at most max). */
static int split_names(const char *text, char names[][64], int max)
{
	int n = 0;
	const char *p = text;

	while (*p && n < max) {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		while (len && *p == ' ') {
			p++;
			len--;
		}
		while (len && p[len - 1] == ' ')
			len--;
		if (len >= 64)
			len = 63;
		memcpy(names[n], p, len);
		names[n][len] = '\0';
		n++;
		if (!comma)
			break;
		p = comma + 1;
	}
	return n;
}

void tu_set_team(rink_state *s, int seat, const char *names)
{
	const rink_game *g = rink_state_game(s);
	char v[6][64];
	uint8_t ids[6];
	struct rink_error err;

	if (split_names(names, v, 6) != 6)
		fail_msg("tu_set_team: six names expected in '%s'", names);
	for (int i = 0; i < 6; i++)
		ids[i] = (uint8_t)tu_card(g, v[i]);
	if (rink_ss_set_team(s, seat, ids, &err) != RINK_OK)
		fail_msg("set_team %d '%s': %s", seat + 1, names, err.text);
	if (rink_state_check(s, &err) != RINK_OK)
		fail_msg("after set_team: %s", err.text);
}

void tu_team(const rink_state *s, int seat, uint8_t out[6])
{
	struct rink_ss_view v;

	rink_ss_view(s, seat, &v);
	memcpy(out, v.team, 6);
}

bool tu_has(const rink_state *s, int seat, int card)
{
	uint8_t t[6];

	tu_team(s, seat, t);
	for (int i = 0; i < 6; i++)
		if (t[i] == card)
			return true;
	return false;
}

struct rink_ss_view tu_view(const rink_state *s)
{
	struct rink_ss_view v;

	rink_ss_view(s, RINK_SPECTATOR, &v);
	return v;
}

int tu_active(const rink_state *s)
{
	return tu_view(s).active;
}

void tu_deck_top(rink_state *s, int type, const char *names)
{
	const rink_game *g = rink_state_game(s);
	char v[27][64];
	uint8_t cur[27], order[27];
	int n = rink_ss_deck(s, type, cur), k = split_names(names, v, 27), m = 0;
	struct rink_error err;

	for (int i = 0; i < k; i++)
		order[m++] = (uint8_t)tu_card(g, v[i]);
	for (int i = 0; i < n; i++) {
		bool named = false;
		for (int j = 0; j < k; j++)
			named |= order[j] == cur[i];
		if (!named)
			order[m++] = cur[i];
	}
	if (m != n || rink_ss_set_deck(s, type, order, n, &err) != RINK_OK)
		fail_msg("tu_deck_top '%s': not all in the %s deck", names,
		         rink_ss_type_name(type));
}

int tu_count_events(const struct rink_events *ev, int type, size_t from)
{
	int n = 0;

	for (size_t i = from; i < ev->n; i++)
		n += ev->v[i].type == type;
	return n;
}

const char *tu_event_text(const rink_game *g, const struct rink_event *e, int seat)
{
	static char buf[512];

	rink_event_text(g, e, seat, buf, sizeof(buf));
	return buf;
}

char *tu_dump(json_t *j)
{
	char *text = json_dumps(j, JSON_COMPACT | JSON_ENSURE_ASCII);

	json_decref(j);
	assert_non_null(text);
	return text;
}

bool tu_mentions(const char *text, const char *name, bool quoted)
{
	char q[80];

	if (!quoted)
		return strstr(text, name) != NULL;
	snprintf(q, sizeof(q), "\"%s\"", name);
	return strstr(text, q) != NULL;
}

void tu_force(rink_state *s, int want, bool no_injuries, struct rink_events *ev)
{
	if (!tu_try_force(s, want, no_injuries, ev))
		fail_msg("tu_force: no line-ups give result %d", want);
}

bool tu_try_force(rink_state *s, int want, bool no_injuries, struct rink_events *ev)
{
	const rink_game *g = rink_state_game(s);
	struct rink_ss_view v = tu_view(s);
	static int ha[720], aa[720];
	static uint8_t hc[720][6], ac[720][6];
	struct rink_error err;
	int nh, na;

	assert_int_equal(v.phase, RINK_SS_LINEUP);
	nh = rink_state_legal(s, v.home, ha, 720);
	na = rink_state_legal(s, v.away, aa, 720);
	assert_int_equal(nh, 720);
	assert_int_equal(na, 720);
	for (int k = 0; k < 720; k++) {
		assert_true(rink_ss_lineup_cards(s, v.home, ha[k], hc[k]));
		assert_true(rink_ss_lineup_cards(s, v.away, aa[k], ac[k]));
	}
	for (int h = 0; h < 720; h++)
		for (int a = 0; a < 720; a++) {
			struct rink_ss_result r;
			rink_ss_play(g, hc[h], ac[a], v.overtime > 0, &r);
			if (r.winner != want || (no_injuries && r.n_injured[0] + r.n_injured[1]))
				continue;
			if (rink_state_apply(s, v.home, ha[h], ev, &err) != RINK_OK ||
			    rink_state_apply(s, v.away, aa[a], ev, &err) != RINK_OK)
				fail_msg("tu_force: %s", err.text);
			if (rink_state_check(s, &err) != RINK_OK)
				fail_msg("after tu_force: %s", err.text);
			return true;
		}
	return false;
}

void tu_make_active(rink_state *s, int seat)
{
	for (int guard = 0; tu_active(s) != seat; guard++) {
		int a = tu_active(s);
		uint8_t t[6];
		char text[80];
		assert_true(guard < 16);
		assert_int_equal(tu_view(s).phase, RINK_SS_TURN);
		tu_team(s, a, t);
		snprintf(text, sizeof(text), "draft %s",
		         rink_ss_card(rink_state_game(s), t[0])->name);
		tu_play(s, a, text, NULL);
	}
}

bool tu_random_step(rink_state *s, struct rink_rng *rng, struct rink_events *ev, int *seat_out,
                    int *action_out)
{
	uint32_t mask = rink_state_to_move(s);
	int seats[32], ns = 0, acts[RINK_MAX_ACTIONS], games[8], ng = 0, n, seat, action;
	struct rink_error err;

	static const rink_state *last;
	static long progress, idle;
	struct rink_ss_view v = tu_view(s);
	long now = v.games_played * 1000L + v.stage * 100L + v.series_game * 10L +
	           v.series_wins[0] + v.series_wins[1];

	if (!mask)
		return false;
	/* a guard against a season that never ends */
	if (s != last || now != progress) {
		last = s;
		progress = now;
		idle = 0;
	}
	if (++idle > 20000)
		fail_msg("random play: 20000 actions without a game being decided");
	for (int i = 0; i < 32; i++)
		if (mask & (1u << i))
			seats[ns++] = i;
	seat = seats[rink_rng_below(rng, (uint32_t)ns)];
	n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		if (acts[i] >= rink_ss_action_game(0) && acts[i] <= rink_ss_action_game(5))
			games[ng++] = acts[i];
	if (ng && rink_rng_below(rng, 2))
		action = games[rink_rng_below(rng, (uint32_t)ng)];
	else
		action = acts[rink_rng_below(rng, (uint32_t)n)];
	if (rink_state_apply(s, seat, action, ev, &err) != RINK_OK)
		fail_msg("random step: %s", err.text);
	if (seat_out)
		*seat_out = seat;
	if (action_out)
		*action_out = action;
	return true;
}

char *tu_view_secret_part(const rink_state *s, int seat)
{
	json_t *j = rink_state_view_json(s, seat), *m;
	size_t i;

	json_array_foreach(json_object_get(j, "managers"), i, m) json_object_del(m, "known");
	return tu_dump(j);
}

/* ---- leagues --------------------------------------------------------------------------- */

static char league_dir[64];
static int league_stores;

int tu_league_setup(void **state)
{
	(void)state;
	snprintf(league_dir, sizeof(league_dir), "/tmp/rink-league-XXXXXX");
	return mkdtemp(league_dir) ? 0 : -1;
}

int tu_league_teardown(void **state)
{
	char cmd[128];

	(void)state;
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", league_dir);
	return system(cmd) == 0 ? 0 : -1;
}

rink_store *tu_store(void)
{
	char path[128];
	struct rink_error err;
	rink_store *st;

	snprintf(path, sizeof(path), "%s/l%d.db", league_dir, ++league_stores);
	if (!(st = rink_store_open(path, &err)))
		fail_msg("%s", err.text);
	return st;
}

rink_league *tu_league(rink_store *st, const char *name, const char *game, const char *params,
                       uint64_t seed, const char *who0)
{
	struct rink_league_config c = {0};
	struct rink_error err;
	rink_league *l;

	c.name = name;
	c.game = game;
	c.params = params;
	c.seed = seed;
	c.who[0] = who0;
	c.n_who = who0 ? 1 : 0;
	if (rink_league_create(st, &c, &l, &err))
		fail_msg("%s", err.text);
	return l;
}

int tu_league_play(rink_league *l, rink_store *st, int games, const char *until, int *waiting)
{
	struct rink_league_play p = {0};
	struct rink_error err;
	int played, w;

	p.games = games;
	p.until = until;
	if (rink_league_play(l, st, &p, &played, waiting ? waiting : &w, &err))
		fail_msg("%s", err.text);
	return played;
}

rink_league *tu_league_reopen(rink_store *st, rink_league *l)
{
	char name[80];
	struct rink_error err;

	snprintf(name, sizeof(name), "%s", rink_league_name(l));
	rink_league_free(l);
	if (rink_league_open(st, name, &l, &err))
		fail_msg("%s", err.text);
	return l;
}

json_t *tu_league_odds(rink_league *l, rink_store *st, int sims, int threads, int after, bool keep)
{
	struct rink_league_odds_config c = {0};
	struct rink_error err;
	json_t *o;

	c.sims = sims;
	c.threads = threads;
	c.after = after;
	c.keep = keep;
	if (rink_league_odds(l, st, &c, &o, &err))
		fail_msg("%s", err.text);
	json_object_del(o, "seconds");
	return o;
}
