/*
 * games/actiondeck/roster.c: a player's chart line moving to another team
 * (a league's trade, docs/rules/actiondeck.md "Rosters changed in a
 * league").
 *
 * The rulebook gives each team one chart (§III) and says nothing of
 * trades. A player traded keeps his own line: his PCT, SAVE% and position,
 * and in each selection column (SHOT, ASST, PEN, HIT, FACED) the share of
 * the numbers he held on his old chart. His new team's holders of that
 * column keep their order and their shares among themselves, scaled down
 * to make room for his, and he is added last (AD-TEAM-03: bounds stay
 * cumulative in chart order). Each holder keeps at least one number, so
 * nobody leaves a column by being scaled (a group sharing one number,
 * §VIII, stays a group). Where he held no range ('-'), he holds none and
 * the column is as it was. The old team keeps his line and marks him out
 * (AD-INJ-09: never named), which spreads his numbers over the others as
 * AD-GAP-17 (a) does for any player missing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

/* The share of column c's numbers player i holds on chart t (a group
 * sharing a bound splits its numbers evenly), 0 when he holds none. */
static double share(const struct rink_ad_team *t, int c, int i)
{
	int prev = 0, size = 0, v = t->p[i].col[c];

	if (!v)
		return 0;
	for (int j = 0; j < t->n; j++) {
		int b = t->p[j].col[c];
		if (b && b < v && b > prev)
			prev = b;
		size += b == v;
	}
	return (double)(v - prev) / (size ? size : 1);
}

/* Column c of t with one more holder (row t->n, share w of 100): the
 * groups' new bounds, each group at least one number, summing to 100. */
static void rescale(struct rink_ad_team *t, int c, double w)
{
	int group[RINK_AD_MAX_PLAYERS], n = 0, prev = 0, sum = 0;
	double want[RINK_AD_MAX_PLAYERS + 1];
	int got[RINK_AD_MAX_PLAYERS + 1];

	/* the groups in chart order (consecutive holders of one bound) */
	for (int j = 0; j < t->n; j++) {
		int b = t->p[j].col[c];
		group[j] = -1;
		if (!b)
			continue;
		if (b != prev)
			want[n++] = (b - prev) * (100.0 - w) / 100.0;
		group[j] = n - 1;
		prev = b;
	}
	want[n++] = w;
	for (int g = 0; g < n; g++) {
		got[g] = (int)want[g];
		if (got[g] < 1)
			got[g] = 1;
		sum += got[g];
	}
	/* the numbers left over go to the largest remainders; where the
	 * minimum of one overshot, they are taken back from the largest */
	while (sum < 100) {
		int best = 0;
		for (int g = 1; g < n; g++)
			if (want[g] - got[g] > want[best] - got[best])
				best = g;
		got[best]++;
		sum++;
	}
	while (sum > 100) {
		int best = -1;
		for (int g = 0; g < n - 1; g++) /* his own share last of all */
			if (got[g] > 1 && (best < 0 || got[g] - want[g] > got[best] - want[best]))
				best = g;
		if (best < 0)
			best = n - 1;
		got[best]--;
		sum--;
	}
	for (int g = 1; g < n; g++)
		got[g] += got[g - 1]; /* cumulative: the groups' new bounds */
	for (int j = 0; j < t->n; j++)
		if (group[j] >= 0)
			t->p[j].col[c] = (uint8_t)got[group[j]];
}

int rink__ad_team_join(struct rink_ad_team *to, const struct rink_ad_team *from, int row,
                       struct rink_error *err)
{
	struct rink_ad_player p = from->p[row];
	char where[96];

	if (to->n >= RINK_AD_MAX_PLAYERS)
		return rink_error_set(err, RINK_EINVAL, "%s's chart holds %d players already",
		                      to->abbr, RINK_AD_MAX_PLAYERS);
	for (int i = 0; i < to->n; i++)
		if (!rink__name_cmp(to->p[i].name, p.name))
			return rink_error_set(err, RINK_EINVAL, "%s has a player named %s already",
			                      to->abbr, p.name);
	for (int c = 0; c < RINK_AD_NCOL; c++) {
		if (!p.col[c])
			continue;
		rescale(to, c, share(from, c, row));
		p.col[c] = 100;
	}
	to->p[to->n++] = p;
	snprintf(where, sizeof(where), "%s joining %s", p.name, to->abbr);
	return rink_ad_team_index(to, where, err);
}

int rink__ad_team_take_in(struct rink_ad_team *t, const char *list, const char *dir,
                          const struct rink_ad_league *charts, struct rink_error *err)
{
	char copy[512], *save = NULL;
	struct rink_ad_team *from = NULL;
	int rc = RINK_OK;

	if (strlen(list) >= sizeof(copy))
		return rink_error_set(err, RINK_EINVAL, "players traded to %s: list too long",
		                      t->abbr);
	snprintf(copy, sizeof(copy), "%s", list);
	for (char *w = strtok_r(copy, ";", &save); w && rc == RINK_OK;
	     w = strtok_r(NULL, ";", &save)) {
		char *name = strchr(w, ':');
		const struct rink_ad_team *src = NULL;
		int row = -1;
		while (*w == ' ')
			w++;
		if (!*w)
			continue;
		if (!name || name == w || !name[1]) {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "a player traded in is TEAM:NAME, not '%s'", w);
			break;
		}
		*name++ = 0;
		if (charts) {
			int k = rink_ad_league_find(charts, w);
			src = k >= 0 ? &charts->team[k] : NULL;
			if (!src)
				rc = rink_error_set(err, RINK_EINVAL, "no team %s in the league",
				                    w);
		} else {
			char path[1200];
			if (!from && !(from = malloc(sizeof(*from)))) {
				rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
				break;
			}
			snprintf(path, sizeof(path), "%s/%s.csv", dir, w);
			if ((rc = rink_ad_team_load(from, path, err)) == RINK_OK)
				src = from;
		}
		if (rc)
			break;
		for (int i = 0; i < src->n && row < 0; i++)
			if (!rink__name_cmp(name, src->p[i].name))
				row = i;
		rc = row < 0 ? rink_error_set(err, RINK_EINVAL, "no player %s on the chart of %s",
		                              name, src->abbr)
		             : rink__ad_team_join(t, src, row, err);
	}
	free(from);
	return rc;
}
