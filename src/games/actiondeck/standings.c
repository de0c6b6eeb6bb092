/*
 * games/actiondeck/standings.c: the standings of a league from game
 * results, with the NHL's tie-breakers, and a 16-team best-of-seven
 * playoff replayed after the regular season (AD-GAP-49).
 *
 * Standings are game-blind: they read results (rink_ad_result) and the
 * league's size and alignment only, so a league layer that knows nothing
 * of Action Deck may rank any season by them. The steps:
 *   1. each team's record: points 2 a win, 1 an overtime or shoot-out
 *      loss, 1 a tie; regulation wins, regulation and overtime wins;
 *   2. sorted by points, points %, regulation wins, regulation and
 *      overtime wins, wins;
 *   3. each run of teams still equal is ordered by the points they took in
 *      the games among themselves, then goal differential, goals for, and
 *      last the league's own order (so the order is total and the same on
 *      every machine).
 *
 * The playoff plays each game on one game object and one state (season.c's
 * rink__ad_league_game): no allocation per game, so that odds simulations
 * may play thousands of them.
 */
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

/* Step 2's keys, best first; 0 when equal. */
static int row_cmp(const void *a, const void *b)
{
	const struct rink_ad_row *x = a, *y = b;

	if (x->pts != y->pts)
		return y->pts - x->pts;
	if (x->pts_pct != y->pts_pct)
		return y->pts_pct > x->pts_pct ? 1 : -1;
	if (x->rw != y->rw)
		return y->rw - x->rw;
	if (x->row != y->row)
		return y->row - x->row;
	if (x->w != y->w)
		return y->w - x->w;
	return x->team - y->team; /* step 3 reorders equal runs */
}

static bool equal_keys(const struct rink_ad_row *x, const struct rink_ad_row *y)
{
	return x->pts == y->pts && x->pts_pct == y->pts_pct && x->rw == y->rw && x->row == y->row &&
	       x->w == y->w;
}

static bool valid(const struct rink_ad_league *l, const struct rink_ad_result *r)
{
	return r->home >= 0 && r->home < l->n && r->away >= 0 && r->away < l->n &&
	       r->home != r->away;
}

/* Step 3 for rows[from..to): points among themselves (h2h, indexed by
 * team), then goal differential, goals for, team index. */
static void break_ties(struct rink_ad_row *rows, int from, int to, const int *h2h)
{
	for (int i = from + 1; i < to; i++) {
		struct rink_ad_row r = rows[i];
		int j = i;
		while (j > from) {
			const struct rink_ad_row *p = &rows[j - 1];
			int hp = h2h[p->team], hr = h2h[r.team];
			int gp_ = p->gf - p->ga, gr = r.gf - r.ga;
			bool before = hr != hp        ? hr > hp
			              : gr != gp_     ? gr > gp_
			              : r.gf != p->gf ? r.gf > p->gf
			                              : r.team < p->team;
			if (!before)
				break;
			rows[j] = rows[j - 1];
			j--;
		}
		rows[j] = r;
	}
}

int rink_ad_standings(const struct rink_ad_league *l, const struct rink_ad_result *games,
                      int n_games, struct rink_ad_row *rows)
{
	int n = l->n;
	int *h2h = calloc((size_t)(n ? n : 1), sizeof(int)),
	    *in = calloc((size_t)(n ? n : 1), sizeof(int));

	if (!h2h || !in) {
		free(h2h);
		free(in);
		return -1;
	}
	/* step 1 */
	for (int t = 0; t < n; t++) {
		memset(&rows[t], 0, sizeof(rows[t]));
		rows[t].team = t;
		rows[t].division = l->division ? l->division[t] : -1;
		rows[t].conference = l->conference ? l->conference[t] : -1;
	}
	for (int k = 0; k < n_games; k++) {
		const struct rink_ad_result *r = &games[k];
		if (!valid(l, r))
			continue;
		struct rink_ad_row *h = &rows[r->home], *a = &rows[r->away];
		h->gp++;
		a->gp++;
		h->gf += r->home_goals;
		h->ga += r->away_goals;
		a->gf += r->away_goals;
		a->ga += r->home_goals;
		if (r->home_goals == r->away_goals || r->decision == RINK_AD_TIE) {
			h->ties++;
			a->ties++;
			continue;
		}
		struct rink_ad_row *w = r->home_goals > r->away_goals ? h : a;
		struct rink_ad_row *lo = w == h ? a : h;
		w->w++;
		w->rw += r->decision == RINK_AD_REG;
		w->row += r->decision == RINK_AD_REG || r->decision == RINK_AD_OT;
		if (r->decision == RINK_AD_REG)
			lo->l++;
		else
			lo->otl++;
	}
	for (int t = 0; t < n; t++) {
		rows[t].pts = 2 * rows[t].w + rows[t].otl + rows[t].ties;
		rows[t].pts_pct = rows[t].gp ? rows[t].pts / (2.0 * rows[t].gp) : 0;
	}
	/* step 2 */
	qsort(rows, (size_t)n, sizeof(*rows), row_cmp);
	/* step 3 */
	for (int i = 0; i < n;) {
		int j = i + 1;
		while (j < n && equal_keys(&rows[i], &rows[j]))
			j++;
		if (j - i > 1) {
			memset(in, 0, sizeof(*in) * (size_t)n);
			for (int k = i; k < j; k++) {
				in[rows[k].team] = 1;
				h2h[rows[k].team] = 0;
			}
			for (int k = 0; k < n_games; k++) {
				const struct rink_ad_result *r = &games[k];
				if (!valid(l, r) || !in[r->home] || !in[r->away])
					continue;
				if (r->home_goals == r->away_goals || r->decision == RINK_AD_TIE) {
					h2h[r->home]++;
					h2h[r->away]++;
				} else {
					int w = r->home_goals > r->away_goals ? r->home : r->away;
					h2h[w] += 2;
					h2h[w == r->home ? r->away : r->home] +=
					        r->decision != RINK_AD_REG;
				}
			}
			break_ties(rows, i, j, h2h);
		}
		i = j;
	}
	for (int t = 0; t < n; t++)
		rows[t].rank = t + 1;
	free(h2h);
	free(in);
	return n;
}

/* ---- the playoff ------------------------------------------------------------ */

/* A team's first goalie: the widest FACED range (the chart's first on a
 * tie); -1 without one. */
static int first_goalie(const struct rink_ad_team *t)
{
	int best = -1, width = 0, prev = 0;

	for (int j = 0; j < t->nord[RINK_AD_FACED]; j++) {
		int i = t->ord[RINK_AD_FACED][j], hi = t->p[i].col[RINK_AD_FACED];
		if (hi - prev > width) {
			best = i;
			width = hi - prev;
		}
		if (hi > prev)
			prev = hi;
	}
	return best;
}

/* The 16 qualified in the NHL's format (see rink/actiondeck.h) into
 * b->seed; false when the league's alignment is not two conferences of two
 * divisions with three teams each and eight a conference. */
static bool seed_aligned(const struct rink_ad_league *l, const struct rink_ad_row *rows,
                         struct rink_ad_bracket *b)
{
	if (!l->division || l->nconf != 2 || l->ndiv != 4)
		return false;
	for (int c = 0; c < 2; c++) {
		int div[2] = {-1, -1}, nd = 0, k = 8 * c, taken[2] = {0, 0};
		for (int d = 0; d < l->ndiv; d++) { /* the conference's divisions, in order */
			bool has = false;
			for (int t = 0; t < l->n; t++)
				has |= l->division[t] == d && l->conference[t] == c;
			if (has && nd == 2)
				return false;
			if (has)
				div[nd++] = d;
		}
		if (nd != 2)
			return false;
		for (int x = 0; x < 2; x++)
			for (int r = 0; r < l->n && taken[x] < 3; r++)
				if (l->division[rows[r].team] == div[x])
					b->seed[k + 3 * x + taken[x]++] = rows[r].team;
		if (taken[0] < 3 || taken[1] < 3)
			return false;
		int wc = 0;
		for (int r = 0; r < l->n && wc < 2; r++) {
			int t = rows[r].team;
			bool in = l->conference[t] != c;
			for (int q = k; q < k + 6; q++)
				in |= b->seed[q] == t;
			if (!in)
				b->seed[k + 6 + wc++] = t;
		}
		if (wc < 2)
			return false;
	}
	return true;
}

/* The rank of team t in rows (lower is better). */
static int rank_of(const struct rink_ad_row *rows, int n, int t)
{
	for (int r = 0; r < n; r++)
		if (rows[r].team == t)
			return r;
	return n;
}

/* A series between teams x and y (either order), played out. */
static void series(rink_game *g, rink_state *s, const struct rink_ad_league *l,
                   const struct rink_ad_row *rows, uint64_t seed, struct rink_ad_bracket *b, int x,
                   int y, struct rink_ad_series *out)
{
	static const uint64_t none[2] = {0, 0};
	int rx = rank_of(rows, l->n, x), ry = rank_of(rows, l->n, y);

	memset(out, 0, sizeof(*out));
	out->high = rx <= ry ? x : y;
	out->low = rx <= ry ? y : x;
	for (int k = 0; out->wins_high < 4 && out->wins_low < 4; k++) {
		/* 2-2-1-1-1: the better season hosts games 1, 2, 5 and 7 */
		bool high_home = k == 0 || k == 1 || k == 4 || k == 6;
		int home = high_home ? out->high : out->low,
		    away = high_home ? out->low : out->high;
		int starter[2] = {first_goalie(&l->team[home]), first_goalie(&l->team[away])};
		const struct rink_ad_box *bx = rink__ad_league_game(
		        g, s, l, home, away, rink_seed_derive(seed, (uint64_t)b->games), starter,
		        none);
		b->games++;
		bool home_won = bx->score[0] > bx->score[1];
		if (home_won == high_home)
			out->wins_high++;
		else
			out->wins_low++;
		out->games++;
	}
	out->winner = out->wins_high == 4 ? out->high : out->low;
}

int rink_ad_playoffs_play(const struct rink_ad_league *l, const struct rink_ad_row *rows,
                          uint64_t seed, const char *params, struct rink_ad_bracket *out,
                          struct rink_error *err)
{
	/* round 0 of the top-16 bracket, by place: 1 v 16, 8 v 9, ... */
	static const int pairs[8][2] = {{0, 15}, {7, 8}, {3, 12}, {4, 11},
	                                {1, 14}, {6, 9}, {2, 13}, {5, 10}};
	struct rink_ad_rules rules;
	rink_game *g;
	rink_state *s;
	int rc;

	memset(out, 0, sizeof(*out));
	out->champion = -1;
	if (l->n < 16)
		return rink_error_set(err, RINK_EINVAL,
		                      "a 16-team playoff needs 16 teams; the league has %d", l->n);
	/* AD-GAP-49: playoff overtime is a sudden-death period at full
	 * strength, then the rulebook's championship shoot-out (AD-SET-06) */
	if ((rc = rink__ad_league_setup(l, params,
	                                "tournament=true,ot_skaters=5,overtime_cards=100", &rules,
	                                &g, &s, err)))
		return rc;
	int first[8][2];
	out->aligned = seed_aligned(l, rows, out);
	if (out->aligned) {
		for (int c = 0; c < 2; c++) {
			const int *sd = out->seed + 8 * c;
			/* the better division winner meets the second wild card */
			bool a_better = rank_of(rows, l->n, sd[0]) < rank_of(rows, l->n, sd[3]);
			int q = 4 * c;
			first[q][0] = sd[0];
			first[q][1] = sd[a_better ? 7 : 6];
			first[q + 1][0] = sd[1];
			first[q + 1][1] = sd[2];
			first[q + 2][0] = sd[3];
			first[q + 2][1] = sd[a_better ? 6 : 7];
			first[q + 3][0] = sd[4];
			first[q + 3][1] = sd[5];
		}
	} else {
		for (int k = 0; k < 16; k++)
			out->seed[k] = rows[k].team;
		for (int k = 0; k < 8; k++) {
			first[k][0] = out->seed[pairs[k][0]];
			first[k][1] = out->seed[pairs[k][1]];
		}
	}
	for (int k = 0; k < 8; k++)
		series(g, s, l, rows, seed, out, first[k][0], first[k][1], &out->round[0][k]);
	for (int r = 1; r < 4; r++)
		for (int k = 0; k < 8 >> r; k++)
			series(g, s, l, rows, seed, out, out->round[r - 1][2 * k].winner,
			       out->round[r - 1][2 * k + 1].winner, &out->round[r][k]);
	out->champion = out->round[3][0].winner;
	rink_state_free(s);
	rink_game_free(g);
	return RINK_OK;
}

json_t *rink_ad_bracket_json(const struct rink_ad_league *l, const struct rink_ad_bracket *b)
{
	static const char *const names[4] = {"first round", "second round", "conference finals",
	                                     "final"};
	json_t *o = json_object(), *rounds = json_array(), *seeds = json_array();

	for (int k = 0; k < 16; k++)
		json_array_append_new(seeds, json_string(l->team[b->seed[k]].abbr));
	for (int r = 0; r < 4; r++) {
		json_t *ss = json_array();
		for (int k = 0; k < 8 >> r; k++) {
			const struct rink_ad_series *x = &b->round[r][k];
			json_array_append_new(ss, json_pack("{s:s,s:s,s:i,s:i,s:s,s:i}", "high",
			                                    l->team[x->high].abbr, "low",
			                                    l->team[x->low].abbr, "wins_high",
			                                    x->wins_high, "wins_low", x->wins_low,
			                                    "winner", l->team[x->winner].abbr,
			                                    "games", x->games));
		}
		json_array_append_new(rounds,
		                      json_pack("{s:s,s:o}", "round", names[r], "series", ss));
	}
	json_object_set_new(o, "format", json_string(b->aligned ? "nhl" : "top16"));
	json_object_set_new(o, "seeds", seeds);
	json_object_set_new(o, "rounds", rounds);
	json_object_set_new(o, "champion",
	                    json_string(b->champion >= 0 ? l->team[b->champion].abbr : ""));
	json_object_set_new(o, "games", json_integer(b->games));
	return o;
}
