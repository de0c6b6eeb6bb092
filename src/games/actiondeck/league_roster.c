/*
 * games/actiondeck/league_roster.c: rosters changed in an Action Deck league
 * (rink_league_roster; docs/rules/actiondeck.md, "Rosters changed in a
 * league").
 *
 * The league keeps each change in its document's "roster" (game-blind:
 * {"after", "team", "player", "games"} for a player out, {"after", "team",
 * "player", "to"} for a trade, after the games decided when it was made),
 * and this file reads them, in order, into who plays where:
 *   - a player out misses his team's next `games` fixtures not decided
 *     when the change was made (0: every one left), as a player hurt in an
 *     earlier game does (AD-INJ-10: home_out, away_out);
 *   - a player traded misses his old team's games for the rest of the
 *     season (AD-INJ-09: never named, his numbers spread over the others,
 *     AD-GAP-17 a) and his chart line joins his new team's chart for its
 *     later games (home_in, away_in; roster.c).
 * A fixture's record names them in its parameters, so it makes itself
 * again; played games keep the parameters they were played with. The odds
 * (rink_ad_season_play) start from the roster as it stood at their
 * position: the new teams' charts with their players joined, and the
 * players out carried in (rink_ad_schedule.out).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "core/league_int.h"
#include "games/actiondeck/ad_int.h"

/* Every player a change names, in the order first named. */
struct moved {
	char name[RINK_AD_NAME];
	int origin, team; /* his chart's team, and the team he plays for now */
	int out_games;    /* -1 not out, 0 the rest of the season, else games */
	int out_team, out_after;
};

struct roster {
	int n;
	struct moved m[64];
};

static const char *abbr_of(const json_t *doc, int t)
{
	return json_string_value(json_object_get(
	               json_array_get(json_object_get(doc, "teams"), (size_t)t), "abbr"))
	               ?: "?";
}

/* Player name of team t now: his record in r, a new one (origin t) when
 * nobody has named him yet, or NULL when r is full. */
static struct moved *find(struct roster *r, int t, const char *name, bool add)
{
	for (int i = r->n; i-- > 0;)
		if (r->m[i].team == t && !rink__name_cmp(r->m[i].name, name))
			return &r->m[i];
	if (!add || r->n == (int)(sizeof(r->m) / sizeof(r->m[0])))
		return NULL;
	struct moved *m = &r->m[r->n++];
	snprintf(m->name, sizeof(m->name), "%s", name);
	m->origin = m->team = t;
	m->out_games = -1;
	return m;
}

/* The changes made after at most upto games decided, in order. */
static void roster_read(const json_t *doc, int upto, struct roster *r)
{
	json_t *ch = json_object_get(doc, "roster"), *e;
	size_t i;

	r->n = 0;
	json_array_foreach(ch, i, e)
	{
		int after = (int)json_integer_value(json_object_get(e, "after"));
		int t = (int)json_integer_value(json_object_get(e, "team"));
		const char *name = json_string_value(json_object_get(e, "player"));
		struct moved *m;
		if (after > upto || !name || !(m = find(r, t, name, true)))
			continue;
		if (json_is_integer(json_object_get(e, "to"))) {
			m->team = (int)json_integer_value(json_object_get(e, "to"));
		} else {
			m->out_games = (int)json_integer_value(json_object_get(e, "games"));
			m->out_team = t;
			m->out_after = after;
		}
	}
}

/* Games of m's out served before fixture k: his team's fixtures before k
 * decided (res) and not yet decided when he was put out. */
static int served(const json_t *doc, const struct rink__lg_result *res, int k,
                  const struct moved *m)
{
	json_t *fx = json_object_get(doc, "fixtures");
	int n = 0;

	for (int j = 0; j < k; j++)
		if (res[j].done && (res[j].home == m->out_team || res[j].away == m->out_team) &&
		    json_integer_value(json_object_get(
		            json_object_get(json_array_get(fx, (size_t)j), "result"), "n")) >
		            m->out_after)
			n++;
	return n;
}

/* Games m still misses from fixture k on (0 none, INT_MAX the season). */
static int out_left(const json_t *doc, const struct rink__lg_result *res, int k,
                    const struct moved *m)
{
	if (m->out_games < 0)
		return 0;
	if (m->out_games == 0)
		return INT_MAX;
	int left = m->out_games - served(doc, res, k, m);
	return left > 0 ? left : 0;
}

static void append(char *out, size_t size, const char *a, const char *b)
{
	size_t used = strlen(out);

	snprintf(out + used, size - used, "%s%s%s", used ? ";" : "", a, b);
}

int rink__ad_roster_lists(const json_t *doc, const struct rink__lg_result *res, int k, int t,
                          int upto, char *out, size_t out_size, char *in, size_t in_size)
{
	struct roster r;

	roster_read(doc, upto, &r);
	for (int i = 0; i < r.n; i++) {
		const struct moved *m = &r.m[i];
		char from[16];
		if (m->team == t && m->origin != t) {
			snprintf(from, sizeof(from), "%s:", abbr_of(doc, m->origin));
			append(in, in_size, from, m->name);
		}
		if ((m->origin == t && m->team != t) ||
		    (m->team == t && out_left(doc, res, k, m) > 0))
			if (!rink__ad_name_listed(out, m->name))
				append(out, out_size, "", m->name);
	}
	return strlen(out) + 1 >= out_size || strlen(in) + 1 >= in_size ? RINK_EINVAL : RINK_OK;
}

/* Team t's chart with the players traded to it joined (charts: the
 * league's folder, resolved). */
static int chart_now(const json_t *doc, int t, const char *dir, struct rink_ad_team *tm,
                     struct roster *r, struct rink_error *err)
{
	char path[1200], in[512] = "";
	int rc;

	snprintf(path, sizeof(path), "%s/%s.csv", dir, abbr_of(doc, t));
	if ((rc = rink_ad_team_load(tm, path, err)))
		return rc;
	for (int i = 0; i < r->n; i++)
		if (r->m[i].team == t && r->m[i].origin != t) {
			char from[16];
			snprintf(from, sizeof(from), "%s:", abbr_of(doc, r->m[i].origin));
			append(in, sizeof(in), from, r->m[i].name);
		}
	return in[0] ? rink__ad_team_take_in(tm, in, dir, NULL, err) : RINK_OK;
}

/* Whether chart row i of t (playing for t now) is on t's roster now. */
static bool plays_for(const struct roster *r, const struct rink_ad_team *tm, int t, int i)
{
	for (int j = 0; j < r->n; j++)
		if (!rink__name_cmp(r->m[j].name, tm->p[i].name) &&
		    (r->m[j].origin == t || r->m[j].team == t))
			return r->m[j].team == t;
	return true; /* never named: on his own chart's team */
}

/* The first fixture of t not decided (nfix when none). */
static int next_of(const struct rink__lg_result *res, int nfix, int t)
{
	for (int k = 0; k < nfix; k++)
		if (!res[k].done && (res[k].home == t || res[k].away == t))
			return k;
	return nfix;
}

/* With change made too, whether the league's changes still fit: at most
 * 64 players named, and the lists a fixture of team t or u (-1: none)
 * names them in within 200 bytes each (a parameter's value holds 255;
 * ad_fixture_params adds the players hurt to the out list). */
static int fits(const json_t *doc, const struct rink__lg_result *res, int nfix, json_t *change,
                int t, int u, struct rink_error *err)
{
	json_t *tmp = json_pack("{s:O,s:O,s:o}", "teams", json_object_get(doc, "teams"), "fixtures",
	                        json_object_get(doc, "fixtures"), "roster",
	                        json_copy(json_object_get(doc, "roster")) ?: json_array());
	json_t *c = json_copy(change);
	struct roster *r = malloc(sizeof(*r));
	int rc = RINK_OK;

	if (!tmp || !c || !r || json_object_set_new(c, "after", json_integer(0)) ||
	    json_array_append(json_object_get(tmp, "roster"), c)) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	roster_read(tmp, INT_MAX, r);
	if (!find(r, u >= 0 ? u : t, json_string_value(json_object_get(change, "player")), false))
		rc = rink_error_set(err, RINK_EINVAL,
		                    "a league changes at most %d players' rosters",
		                    (int)(sizeof(r->m) / sizeof(r->m[0])));
	for (int side = 0; side < 2 && rc == RINK_OK; side++) {
		char o[200] = "", i[200] = ""; /* a parameter's value holds 255 bytes,
		                                  the players hurt the rest */
		int team = side ? u : t;
		if (team >= 0 && rink__ad_roster_lists(tmp, res, nfix, team, INT_MAX, o, sizeof(o),
		                                       i, sizeof(i)))
			rc = rink_error_set(err, RINK_EINVAL,
			                    "%s: too many players changed for a game's parameters",
			                    abbr_of(doc, team));
	}
out_free:
	json_decref(tmp);
	json_decref(c);
	free(r);
	return rc;
}

int rink__ad_roster_check(const json_t *doc, const struct rink__lg_result *res, int nfix,
                          json_t *change, struct rink_error *err)
{
	int t = (int)json_integer_value(json_object_get(change, "team"));
	const char *name = json_string_value(json_object_get(change, "player"));
	bool trade = json_is_integer(json_object_get(change, "to"));
	int to = (int)json_integer_value(json_object_get(change, "to"));
	struct rink_ad_team *tm = malloc(sizeof(*tm)), *dest = NULL;
	struct roster *r = malloc(sizeof(*r));
	char dir[1024];
	int rc, row = -1, k = next_of(res, nfix, t);

	if (!tm || !r) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	rink__data_path(rink__ad_charts_of(doc), dir, sizeof(dir));
	roster_read(doc, INT_MAX, r);
	if ((rc = chart_now(doc, t, dir, tm, r, err)))
		goto out;
	for (int i = 0; i < tm->n && row < 0; i++)
		if (!rink__name_cmp(name ? name : "", tm->p[i].name))
			row = i;
	if (row < 0 || !plays_for(r, tm, t, row)) {
		const struct moved *m = row < 0 ? NULL : find(r, t, tm->p[row].name, false);
		for (int j = 0; j < r->n && row >= 0 && !m; j++)
			if (!rink__name_cmp(r->m[j].name, tm->p[row].name) && r->m[j].origin == t)
				m = &r->m[j];
		rc = m ? rink_error_set(err, RINK_EINVAL, "%s was traded to %s", tm->p[row].name,
		                        abbr_of(doc, m->team))
		       : rink_error_set(err, RINK_EINVAL,
		                        "no player '%s' on the roster of %s (rink league roster "
		                        "--team %s lists it)",
		                        name ? name : "", abbr_of(doc, t), abbr_of(doc, t));
		goto out;
	}
	/* a fixture names him in its parameters (k=v,... and NAME;NAME) */
	if (strpbrk(tm->p[row].name, ",;:=")) {
		rc = rink_error_set(
		        err, RINK_EINVAL,
		        "%s: a name with ',', ';', ':' or '=' cannot be named in a game's "
		        "parameters",
		        tm->p[row].name);
		goto out;
	}
	json_object_set_new(change, "player", json_string(tm->p[row].name));
	const struct moved *me = find(r, t, tm->p[row].name, false);
	if (!trade && me && out_left(doc, res, k, me) == INT_MAX) {
		rc = rink_error_set(err, RINK_EINVAL,
		                    "%s is out for the rest of the season already",
		                    tm->p[row].name);
		goto out;
	}
	/* a team keeps a goalie who is not out (AD-GAP-42 has a hurt goalie's
	 * share pass to the others: there must be one) */
	if (tm->p[row].goalie) {
		int left = 0;
		for (int i = 0; i < tm->n; i++) {
			const struct moved *m = find(r, t, tm->p[i].name, false);
			left += i != row && tm->p[i].goalie && plays_for(r, tm, t, i) &&
			        !(m && out_left(doc, res, k, m) > 0);
		}
		if (!left) {
			rc = rink_error_set(err, RINK_EILLEGAL,
			                    "%s would have no goalie left to play (every other "
			                    "one is out or traded)",
			                    abbr_of(doc, t));
			goto out;
		}
	}
	if (trade) { /* his line must fit the new team's chart (roster.c) */
		const struct moved *m = find(r, t, tm->p[row].name, false);
		struct rink_ad_team *from = malloc(sizeof(*from));
		char path[1200];
		int frow = -1;
		if (!from || !(dest = malloc(sizeof(*dest)))) {
			free(from);
			rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
			goto out;
		}
		snprintf(path, sizeof(path), "%s/%s.csv", dir, abbr_of(doc, m ? m->origin : t));
		if ((rc = rink_ad_team_load(from, path, err)) == RINK_OK &&
		    (rc = chart_now(doc, to, dir, dest, r, err)) == RINK_OK) {
			for (int i = 0; i < from->n && frow < 0; i++)
				if (!rink__name_cmp(from->p[i].name, tm->p[row].name))
					frow = i;
			rc = frow < 0 ? rink_error_set(err, RINK_EFORMAT, "%s: not on the chart",
			                               tm->p[row].name)
			              : rink__ad_team_join(dest, from, frow, err);
		}
		free(from);
	}
	if (rc == RINK_OK)
		rc = fits(doc, res, nfix, change, t, trade ? to : -1, err);
out:
	free(tm);
	free(dest);
	free(r);
	return rc;
}

json_t *rink__ad_roster_json(const json_t *doc, const struct rink__lg_result *res, int nfix, int t)
{
	struct rink_ad_team *tm = malloc(sizeof(*tm));
	struct roster *r = malloc(sizeof(*r));
	struct rink_error err;
	char dir[1024], hurt[400];
	int k = next_of(res, nfix, t);
	json_t *a = NULL;

	if (!tm || !r)
		goto out;
	rink__data_path(rink__ad_charts_of(doc), dir, sizeof(dir));
	roster_read(doc, INT_MAX, r);
	if (chart_now(doc, t, dir, tm, r, &err))
		goto out;
	rink__ad_absent_names(doc, res, k, t, hurt, sizeof(hurt));
	a = json_array();
	for (int i = 0; i < tm->n; i++) {
		const struct rink_ad_player *p = &tm->p[i];
		json_t *o = json_pack("{s:s,s:s,s:b}", "player", p->name, "pos", p->pos, "goalie",
		                      p->goalie);
		const struct moved *m = NULL;
		for (int j = 0; j < r->n && !m; j++)
			if (!rink__name_cmp(r->m[j].name, p->name) &&
			    (r->m[j].origin == t || r->m[j].team == t))
				m = &r->m[j];
		if (m && m->team != t)
			json_object_set_new(o, "to", json_string(abbr_of(doc, m->team)));
		if (m && m->origin != t)
			json_object_set_new(o, "from", json_string(abbr_of(doc, m->origin)));
		int left = m && m->team == t ? out_left(doc, res, k, m) : 0;
		if (left == INT_MAX)
			json_object_set_new(o, "out", json_string("season"));
		else if (left > 0)
			json_object_set_new(o, "out", json_integer(left));
		if ((!m || m->team == t) && rink__ad_name_listed(hurt, p->name))
			json_object_set_new(o, "hurt", json_true());
		json_array_append_new(a, o);
	}
out:
	free(tm);
	free(r);
	return a;
}

int rink__ad_roster_sim(const json_t *doc, const struct rink__lg_result *res, int nfix,
                        struct rink_ad_league *l, uint8_t (*out)[RINK_AD_MAX_PLAYERS],
                        struct rink_error *err)
{
	struct roster *r = malloc(sizeof(*r));
	struct rink_ad_league orig = *l;
	int done = 0, rc = RINK_OK;

	for (int k = 0; k < nfix; k++)
		done += res[k].done;
	orig.team = malloc(sizeof(*orig.team) * (size_t)(l->n ? l->n : 1));
	if (!r || !orig.team) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	memcpy(orig.team, l->team, sizeof(*orig.team) * (size_t)l->n);
	roster_read(doc, done, r);
	/* the charts: players joined, each from his own team's chart as it
	 * was, in the order a fixture's home_in names them */
	for (int t = 0; t < l->n && rc == RINK_OK; t++) {
		char in[512] = "", ignore[512] = "";
		if (rink__ad_roster_lists(doc, res, nfix, t, done, ignore, sizeof(ignore), in,
		                          sizeof(in)))
			rc = rink_error_set(err, RINK_EINVAL, "%s: too many roster changes",
			                    l->team[t].abbr);
		else if (in[0])
			rc = rink__ad_team_take_in(&l->team[t], in, NULL, &orig, err);
	}
	/* who is out, for how many games from the position on */
	for (int i = 0; i < r->n && rc == RINK_OK; i++) {
		const struct moved *m = &r->m[i];
		const struct rink_ad_team *o = &l->team[m->origin], *c = &l->team[m->team];
		for (int p = 0; p < o->n && m->team != m->origin; p++)
			if (!rink__name_cmp(o->p[p].name, m->name))
				out[m->origin][p] = 255;
		int left = out_left(doc, res, nfix, m);
		for (int p = 0; p < c->n && left > 0; p++)
			if (!rink__name_cmp(c->p[p].name, m->name))
				out[m->team][p] = (uint8_t)(left > 254 ? 255 : left);
	}
out:
	free(orig.team);
	free(r);
	return rc;
}
