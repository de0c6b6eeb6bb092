/*
 * games/actiondeck/schedule.c: the files a season is laid out by: the
 * schedule (games.csv: home and away, and when given the date and the
 * starting goalies) and the league's alignment (divisions.csv: team,
 * division, conference).
 *
 * Both are CSV with a header; columns are found by name, so a file with
 * more columns (the real results of games.csv) reads the same. Every
 * error names file:line (and :column where one cell is at fault); a bad
 * file never leaves half a schedule or half an alignment behind.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/textfile.h"
#include "games/actiondeck/ad_int.h"

/* The goalie of team t named name, as a chart row; -1 for an empty cell;
 * -2 when t has no such goalie. */
static int goalie_row(const struct rink_ad_team *t, const char *name)
{
	if (!*name)
		return -1;
	for (int i = 0; i < t->n; i++)
		if (t->p[i].goalie && !rink__name_cmp(name, t->p[i].name))
			return i;
	return -2;
}

static int grow(struct rink_ad_schedule *sc, int *cap)
{
	int c = *cap ? *cap * 2 : 256;
	void *g = realloc(sc->game, sizeof(*sc->game) * (size_t)c);
	if (g)
		sc->game = g;
	void *d = g ? realloc(sc->date, sizeof(*sc->date) * (size_t)c) : NULL;
	if (d)
		sc->date = d;
	void *s = d ? realloc(sc->starter, sizeof(*sc->starter) * (size_t)c) : NULL;
	if (!s)
		return RINK_ENOMEM;
	sc->starter = s;
	*cap = c;
	return RINK_OK;
}

int rink_ad_schedule_load(struct rink_ad_schedule *sc, const struct rink_ad_league *l,
                          const char *path, struct rink_error *err)
{
	enum { C_HOME, C_AWAY, C_DATE, C_HG, C_AG, C_N };
	static const char *const names[C_N] = {"home", "away", "date", "home_goalie",
	                                       "away_goalie"};
	FILE *f = fopen(path, "r");
	char line[2048]; /* as the season statistics */
	char *fl[64];
	int ln = 0, col[C_N] = {-1, -1, -1, -1, -1}, nf = 0, cap = 0, rc = RINK_OK;

	memset(sc, 0, sizeof(*sc));
	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	char *text;
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &text, err)) > 0) {
		if (text[0] == '#' || !text[0])
			continue;
		int n = rink__ad_csv_split(text, fl, 64);
		if (n < 0) {
			rc = rink_error_set(
			        err, RINK_EFORMAT,
			        "%s:%d: malformed line (a stray quote, or over 64 fields)", path,
			        ln);
			goto out;
		}
		if (nf == 0) {
			nf = n;
			for (int i = 0; i < n; i++)
				for (int c = 0; c < C_N; c++)
					if (!strcmp(fl[i], names[c]))
						col[c] = i;
			if (col[C_HOME] < 0 || col[C_AWAY] < 0) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: missing column '%s' in the header",
				                    path, ln, col[C_HOME] < 0 ? "home" : "away");
				goto out;
			}
			continue;
		}
		if (n != nf) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: %d fields, the header has %d", path, ln, n, nf);
			goto out;
		}
		int hcol = col[C_HOME], acol = col[C_AWAY];
		int h = rink_ad_league_find(l, fl[hcol]), a = rink_ad_league_find(l, fl[acol]);
		if (h < 0 || a < 0 || h == a) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: %s team '%s' has no chart", path, ln,
			                    (h < 0 ? hcol : acol) + 1, h < 0 ? "home" : "away",
			                    h < 0 ? fl[hcol] : fl[acol]);
			if (h == a && h >= 0)
				rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: %s plays itself",
				                    path, ln, fl[hcol]);
			goto out;
		}
		if (sc->n == cap && grow(sc, &cap)) {
			rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
			goto out;
		}
		sc->game[sc->n][0] = h;
		sc->game[sc->n][1] = a;
		sc->date[sc->n][0] = 0;
		if (col[C_DATE] >= 0) {
			if (strlen(fl[col[C_DATE]]) >= sizeof(sc->date[0])) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d:%d: date '%.20s' is too long (at most "
				                    "15 characters)",
				                    path, ln, col[C_DATE] + 1, fl[col[C_DATE]]);
				goto out;
			}
			snprintf(sc->date[sc->n], sizeof(sc->date[0]), "%s", fl[col[C_DATE]]);
		}
		for (int t = 0; t < 2; t++) {
			int c = col[C_HG + t], side = t ? a : h;
			sc->starter[sc->n][t] = c < 0 ? -1 : goalie_row(&l->team[side], fl[c]);
			if (sc->starter[sc->n][t] == -2) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d:%d: '%s' is not a goalie on the chart of %s", path,
				        ln, c + 1, fl[c], l->team[side].abbr);
				goto out;
			}
		}
		sc->n++;
	}
	if (!rc && sc->n == 0) /* a season of no games is a file cut short */
		rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: no games in the schedule", path, ln);
out:
	fclose(f);
	if (rc)
		rink_ad_schedule_free(sc);
	return rc;
}

void rink_ad_schedule_free(struct rink_ad_schedule *sc)
{
	free(sc->game);
	free(sc->date);
	free(sc->starter);
	sc->game = NULL;
	sc->date = NULL;
	sc->starter = NULL;
	sc->n = 0;
}

/* The index of name in names[*n] (added when new); -1 when full or too
 * long. */
static int group_of(char (*names)[RINK_AD_GROUP_NAME], int *n, const char *name)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp(names[i], name))
			return i;
	if (*n == RINK_AD_MAX_GROUPS || !*name || strlen(name) >= RINK_AD_GROUP_NAME)
		return -1;
	snprintf(names[*n], RINK_AD_GROUP_NAME, "%s", name);
	return (*n)++;
}

int rink_ad_divisions_load(struct rink_ad_league *l, const char *path, struct rink_error *err)
{
	static const char *const need[] = {"team", "division", "conference", NULL};
	struct ad_table t;
	int idx[3], rc, ndiv = 0, nconf = 0;
	int *div = malloc(sizeof(int) * (size_t)(l->n ? l->n : 1));
	int *conf = malloc(sizeof(int) * (size_t)(l->n ? l->n : 1));
	char dn[RINK_AD_MAX_GROUPS][RINK_AD_GROUP_NAME], cn[RINK_AD_MAX_GROUPS][RINK_AD_GROUP_NAME];

	if (!div || !conf) {
		free(div);
		free(conf);
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	}
	for (int i = 0; i < l->n; i++)
		div[i] = conf[i] = -1;
	if ((rc = rink__ad_table_load(&t, path, need, idx, err)))
		goto out;
	for (int r = 0; r < t.nrow; r++) {
		const char *team = rink__ad_cell(&t, r, idx[0]);
		int k = rink_ad_league_find(l, team);
		if (k < 0) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: team '%s' has no chart",
			                    path, t.line[r], idx[0] + 1, team);
			break;
		}
		if (div[k] >= 0) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: team %s is listed twice",
			                    path, t.line[r], idx[0] + 1, team);
			break;
		}
		div[k] = group_of(dn, &ndiv, rink__ad_cell(&t, r, idx[1]));
		conf[k] = group_of(cn, &nconf, rink__ad_cell(&t, r, idx[2]));
		if (div[k] < 0 || conf[k] < 0) {
			int c = div[k] < 0 ? 1 : 2;
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: %s '%s': empty, over %d characters, or "
			                    "more than %d of them",
			                    path, t.line[r], idx[c] + 1, need[c],
			                    rink__ad_cell(&t, r, idx[c]), RINK_AD_GROUP_NAME - 1,
			                    RINK_AD_MAX_GROUPS);
			break;
		}
	}
	/* a division lies in one conference */
	for (int i = 0; i < l->n && !rc; i++)
		for (int j = 0; j < i && !rc; j++)
			if (div[i] >= 0 && div[i] == div[j] && conf[i] != conf[j])
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s: division %s has teams of two conferences "
				                    "(%s, %s)",
				                    path, dn[div[i]], l->team[j].abbr,
				                    l->team[i].abbr);
	rink__ad_table_free(&t);
out:
	if (rc) {
		free(div);
		free(conf);
		return rc;
	}
	free(l->division);
	free(l->conference);
	l->division = div;
	l->conference = conf;
	l->ndiv = ndiv;
	l->nconf = nconf;
	memcpy(l->div_name, dn, sizeof(dn));
	memcpy(l->conf_name, cn, sizeof(cn));
	return RINK_OK;
}
