/*
 * games/actiondeck/league.c: a league folder, as rink chart build writes
 * it and rink season and rink play read it:
 *
 *   DIR/TEAM.csv         one team chart each (charts.c)
 *   DIR/params.txt       the league's own game parameters, key=value a
 *                        line: the power plays' length fitted to its season
 *                        (minor_cards, major_cards; tune.c, AD-GAP-14 b)
 *   DIR/rules/saves.csv  the league's own save chart, its even chart
 *                        fitted to the season's shots (tune.c)
 *   DIR/rules/penalty.csv  the league's own penalty chart, its
 *                        misconducts fitted to the season's minutes
 *   DIR/rules/divisions.csv  the alignment: team, division, conference
 *                        (schedule.c; standings.c ranks and seeds by it)
 *
 * Missing files mean the game's defaults. A game of the league takes the
 * league's parameters, then the caller's, which replace the league's of
 * the same key.
 */
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/textfile.h"
#include "games/actiondeck/ad_int.h"

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The keys a league's params.txt may set, with their ranges: the lengths
 * of minors and majors in entry cards (AD-GAP-14 b), which rink_ad_tune
 * fits to a season, and the rules of the era replayed: overtime's skaters
 * (AD-GAP-45), home ice (AD-GAP-46), relief of a starter (AD-GAP-44), a
 * shoot-out in regular-season games. */
static const char *const league_keys[] = {
        "minor_cards",  "major_cards",      "ot_skaters", "home_ice",
        "relief_goals", "regular_shootout", "trail_ctl",  NULL};
static const int key_lo[] = {0, 0, 3, 0, 0, 0, 0}, key_hi[] = {100, 100, 5, 30, 20, 1, 30};

static char *trim(char *t)
{
	size_t n;

	while (*t == ' ' || *t == '\t')
		t++;
	n = strlen(t);
	while (n && (t[n - 1] == ' ' || t[n - 1] == '\t' || t[n - 1] == '\n' || t[n - 1] == '\r'))
		t[--n] = 0;
	return t;
}

/* The next item of the comma-separated list at *c (NULL: none): its text
 * without leading spaces in *item, *n bytes, of which *klen are its key;
 * *c moves past it. False at the end. */
static bool next_item(const char **c, const char **item, size_t *n, size_t *klen)
{
	size_t len;

	if (!*c || !**c)
		return false;
	len = strcspn(*c, ",");
	*item = *c;
	*c += len + ((*c)[len] == ',');
	while (len && **item == ' ')
		(*item)++, len--;
	*n = len;
	*klen = strcspn(*item, "= ,");
	if (*klen > len)
		*klen = len;
	return true;
}

/* Appends n bytes of item to the list in out (*used bytes so far). */
static int append(char *out, size_t size, size_t *used, const char *item, size_t n,
                  struct rink_error *err)
{
	if (*used + n + 2 > size)
		return rink_error_set(err, RINK_EINVAL, "parameters too long");
	*used += (size_t)snprintf(out + *used, size - *used, "%s%.*s", *used ? "," : "", (int)n,
	                          item);
	return RINK_OK;
}

bool rink__ad_has_param(const char *list, const char *key, size_t klen)
{
	const char *item;
	size_t n, k;

	while (next_item(&list, &item, &n, &k))
		if (k == klen && !strncmp(item, key, klen))
			return true;
	return false;
}

int rink__ad_params_read(const char *path, char *out, size_t size, struct rink_error *err)
{
	FILE *f = fopen(path, "r");
	char buf[256];
	size_t used = 0;
	int ln = 0, rc = RINK_OK;

	out[0] = 0;
	if (!f)
		return errno == ENOENT ? RINK_OK
		                       : rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path,
		                                        strerror(errno));
	char *t;
	while ((rc = rink__line_read(f, path, buf, sizeof(buf), &ln, &t, err)) > 0) {
		char *eq, *end;
		t = trim(t);
		int k = 0;
		if (!*t || *t == '#')
			continue;
		eq = strchr(t, '=');
		if (eq)
			*eq = 0;
		while (league_keys[k] && strcmp(league_keys[k], trim(t)))
			k++;
		if (!eq || !league_keys[k]) {
			rc = rink_error_set(
			        err, RINK_EFORMAT,
			        "%s:%d: '%s' is not %s (minor_cards, major_cards, ot_skaters, "
			        "home_ice, trail_ctl, relief_goals or regular_shootout =N)",
			        path, ln, t, eq ? "a league parameter" : "key=value");
			break;
		}
		const char *v = trim(eq + 1);
		long n = strtol(v, &end, 10);
		if (!*v || *end || n < key_lo[k] || n > key_hi[k]) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: %s must be a whole number %sfrom %d to %d, "
			                    "not '%s'",
			                    path, ln, league_keys[k], k < 2 ? "of cards " : "",
			                    key_lo[k], key_hi[k], v);
			break;
		}
		if (rink__ad_has_param(out, league_keys[k], strlen(league_keys[k]))) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: %s given twice", path, ln,
			                    league_keys[k]);
			break;
		}
		int w = snprintf(out + used, size - used, "%s%s=%ld", used ? "," : "",
		                 league_keys[k], n);
		if (w < 0 || (size_t)w >= size - used) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: too many parameters", path,
			                    ln);
			break;
		}
		used += (size_t)w;
	}
	fclose(f);
	if (rc)
		out[0] = 0;
	return rc;
}

/* The league's own charts: file, game parameter, flag, writer. */
static const struct {
	const char *file, *param;
	size_t flag; /* offset of the bool in struct rink_ad_league */
	int (*save)(const struct rink_ad_rules *r, const char *path, struct rink_error *err);
} own_charts[] = {
        {"rules/saves.csv", "saves", offsetof(struct rink_ad_league, own_saves),
         rink_ad_saves_save},
        {"rules/penalty.csv", "penalties", offsetof(struct rink_ad_league, own_penalties),
         rink_ad_penalty_save},
};
#define NOWN ((int)(sizeof(own_charts) / sizeof(own_charts[0])))

static bool *own_flag(struct rink_ad_league *l, int i)
{
	return (bool *)((char *)l + own_charts[i].flag);
}

/* dir/name as a name the data-path rules leave as it is: absolute, or
 * ./ before a relative path. */
static void league_file(char *out, size_t size, const char *dir, const char *name)
{
	bool plain = dir[0] != '/' && strncmp(dir, "./", 2) && strncmp(dir, "../", 3);

	snprintf(out, size, "%s%s/%s", plain ? "./" : "", dir, name);
}

int rink_ad_league_game_params(const char *dir, const char *user, char *out, size_t size,
                               struct rink_error *err)
{
	char d[900], path[1024], own[RINK_AD_LEAGUE_PARAMS + 2200];
	int rc;

	rink__data_path(dir, d, sizeof(d));
	league_file(path, sizeof(path), d, "params.txt");
	if ((rc = rink__ad_params_read(path, own, RINK_AD_LEAGUE_PARAMS, err)))
		return rc;
	for (int i = 0; i < NOWN; i++) {
		league_file(path, sizeof(path), d, own_charts[i].file);
		if (access(path, F_OK) == 0)
			snprintf(own + strlen(own), sizeof(own) - strlen(own), "%s%s=%s",
			         own[0] ? "," : "", own_charts[i].param, path);
	}
	return rink_ad_params_merge(own, user, out, size, err);
}

int rink_ad_params_merge(const char *league, const char *user, char *out, size_t size,
                         struct rink_error *err)
{
	const char *item;
	size_t used = 0, n, k;
	int rc;

	out[0] = 0;
	while (next_item(&league, &item, &n, &k))
		if (n && !rink__ad_has_param(user, item, k) &&
		    (rc = append(out, size, &used, item, n, err)))
			return rc;
	return user && *user ? append(out, size, &used, user, strlen(user), err) : RINK_OK;
}

int rink__ad_league_rules(const struct rink_ad_league *l, const char *params, char *rest,
                          size_t size, struct rink_ad_rules *r, struct rink_error *err)
{
	static const char *const keys[] = {"deck", "penalties", "saves", "assists"};
	char file[4][300] = {"", "", "", ""};
	const char *item;
	size_t used = 0, n, klen;
	int any = 0, rc;

	rest[0] = 0;
	while (next_item(&params, &item, &n, &klen)) {
		int k = 0;
		while (k < 4 && (strlen(keys[k]) != klen || strncmp(item, keys[k], klen) ||
		                 klen == n || item[klen] != '='))
			k++;
		if (k == 4) {
			if (n && (rc = append(rest, size, &used, item, n, err)))
				return rc;
			continue;
		}
		const char *v = item + klen + 1;
		size_t vn = n - klen - 1;
		while (vn && *v == ' ')
			v++, vn--;
		while (vn && v[vn - 1] == ' ')
			vn--;
		if (vn >= sizeof(file[k]))
			return rink_error_set(err, RINK_EINVAL, "parameter '%s' too long", keys[k]);
		memcpy(file[k], v, vn);
		file[k][vn] = 0;
		any = 1;
	}
	*r = l->rules;
	if (!any)
		return RINK_OK;
	struct rink_ad_rules o;
	if ((rc = rink_ad_rules_load(&o, file[0][0] ? file[0] : NULL, file[1][0] ? file[1] : NULL,
	                             file[2][0] ? file[2] : NULL, file[3][0] ? file[3] : NULL,
	                             err)))
		return rc;
	if (file[0][0])
		memcpy(r->entry, o.entry, sizeof(o.entry));
	if (file[1][0])
		memcpy(r->pen, o.pen, sizeof(o.pen));
	if (file[2][0])
		memcpy(r->save, o.save, sizeof(o.save));
	if (file[3][0])
		memcpy(r->assists, o.assists, sizeof(o.assists));
	return RINK_OK;
}

int rink_ad_league_load(struct rink_ad_league *l, const char *dir, struct rink_error *err)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL, path[1024];
	int n = 0, cap = 0, rc = RINK_OK;

	memset(l, 0, sizeof(*l));
	if (!d)
		return rink_error_set(err, RINK_EIO, "%s: cannot open the charts folder: %s", dir,
		                      strerror(errno));
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		if (len < 5 || strcmp(de->d_name + len - 4, ".csv") || de->d_name[0] == '.')
			continue;
		if (n == cap) {
			char **nn =
			        realloc(names, sizeof(*names) * (size_t)(cap = cap ? cap * 2 : 32));
			if (!nn) {
				rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
				goto out;
			}
			names = nn;
		}
		if (!(names[n] = strdup(de->d_name))) {
			rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
			goto out;
		}
		n++;
	}
	if (!n) {
		rc = rink_error_set(err, RINK_ENOTFOUND, "%s: no team charts (*.csv) in the folder",
		                    dir);
		goto out;
	}
	qsort(names, (size_t)n, sizeof(*names), cmp_str);
	l->team = calloc((size_t)n, sizeof(*l->team));
	if (!l->team) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out;
	}
	for (int i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		if ((rc = rink_ad_team_load(&l->team[i], path, err)))
			goto out;
		/* games find a chart by its file name (play --home BOS reads
		 * BOS.csv), schedules by its team row: the two must agree */
		size_t len = strlen(names[i]) - 4; /* less ".csv" */
		if (strlen(l->team[i].abbr) != len || strncmp(names[i], l->team[i].abbr, len)) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s: the chart is of team %s: name the file %s.csv",
			                    path, l->team[i].abbr, l->team[i].abbr);
			goto out;
		}
		for (int j = 0; j < i; j++)
			if (!strcmp(l->team[j].abbr, l->team[i].abbr)) {
				rc = rink_error_set(err, RINK_EFORMAT, "%s: team %s has two charts",
				                    path, l->team[i].abbr);
				goto out;
			}
		l->n++;
	}
	char chart[NOWN][1024];
	for (int i = 0; i < NOWN; i++) {
		league_file(chart[i], sizeof(chart[i]), dir, own_charts[i].file);
		*own_flag(l, i) = access(chart[i], F_OK) == 0;
	}
	if ((rc = rink_ad_rules_load(&l->rules, NULL, l->own_penalties ? chart[1] : NULL,
	                             l->own_saves ? chart[0] : NULL, NULL, err)))
		goto out;
	snprintf(path, sizeof(path), "%s/params.txt", dir);
	if ((rc = rink__ad_params_read(path, l->params, sizeof(l->params), err)))
		goto out;
	snprintf(path, sizeof(path), "%s/rules/divisions.csv", dir);
	if (access(path, F_OK) == 0)
		rc = rink_ad_divisions_load(l, path, err);
out:
	closedir(d);
	for (int i = 0; i < n; i++)
		free(names[i]);
	free(names);
	if (rc)
		rink_ad_league_free(l);
	return rc;
}

int rink_ad_league_save(const struct rink_ad_league *l, const char *dir, struct rink_error *err)
{
	char path[1024], tmp[1100];
	int rc;

	if (mkdir(dir, 0777) && errno != EEXIST)
		return rink_error_set(err, RINK_EIO, "%s: cannot make the folder: %s", dir,
		                      strerror(errno));
	for (int k = 0; k < l->n; k++) {
		snprintf(path, sizeof(path), "%s/%s.csv", dir, l->team[k].abbr);
		if ((rc = rink_ad_team_save(&l->team[k], path, err)))
			return rc;
	}
	snprintf(path, sizeof(path), "%s/rules", dir);
	if ((l->own_saves || l->own_penalties) && mkdir(path, 0777) && errno != EEXIST)
		return rink_error_set(err, RINK_EIO, "%s: cannot make the folder: %s", path,
		                      strerror(errno));
	for (int i = 0; i < NOWN; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, own_charts[i].file);
		if (*own_flag((struct rink_ad_league *)l, i)) {
			if ((rc = own_charts[i].save(&l->rules, path, err)))
				return rc;
		} else if (remove(path) && errno != ENOENT) {
			/* a chart left by an earlier build would apply to these teams */
			return rink_error_set(err, RINK_EIO, "%s: cannot remove: %s", path,
			                      strerror(errno));
		}
	}
	snprintf(path, sizeof(path), "%s/rules", dir);
	if (l->division && mkdir(path, 0777) && errno != EEXIST)
		return rink_error_set(err, RINK_EIO, "%s: cannot make the folder: %s", path,
		                      strerror(errno));
	snprintf(path, sizeof(path), "%s/rules/divisions.csv", dir);
	if (l->division) {
		FILE *df = rink__ad_write_begin(path, tmp, sizeof(tmp), err);
		if (!df)
			return RINK_EIO;
		fputs("team,division,conference\n", df);
		for (int k = 0; k < l->n; k++)
			if (l->division[k] >= 0)
				fprintf(df, "%s,%s,%s\n", l->team[k].abbr,
				        l->div_name[l->division[k]],
				        l->conf_name[l->conference[k]]);
		if ((rc = rink__ad_write_end(df, tmp, path, err)))
			return rc;
	} else if (remove(path) && errno != ENOENT) {
		return rink_error_set(err, RINK_EIO, "%s: cannot remove: %s", path,
		                      strerror(errno));
	}
	snprintf(path, sizeof(path), "%s/params.txt", dir);
	if (!l->params[0]) {
		/* a file left by an earlier build would apply to these charts */
		if (remove(path) && errno != ENOENT)
			return rink_error_set(err, RINK_EIO, "%s: cannot remove: %s", path,
			                      strerror(errno));
		return RINK_OK;
	}
	FILE *f = rink__ad_write_begin(path, tmp, sizeof(tmp), err);
	if (!f)
		return RINK_EIO;
	fputs("# rink actiondeck league parameters (docs/rules/actiondeck.md, AD-GAP-14):\n"
	      "# the power plays' length in entry cards, fitted to the season by rink chart "
	      "build;\n"
	      "# the era's rules (AD-GAP-44 to AD-GAP-47), from the season's own params.txt\n",
	      f);
	for (const char *c = l->params; *c;) {
		size_t n = strcspn(c, ",");
		fprintf(f, "%.*s\n", (int)n, c);
		c += n + (c[n] == ',');
	}
	return rink__ad_write_end(f, tmp, path, err);
}

void rink_ad_league_free(struct rink_ad_league *l)
{
	free(l->team);
	free(l->division);
	free(l->conference);
	l->team = NULL;
	l->division = l->conference = NULL;
	l->ndiv = l->nconf = 0;
	l->n = 0;
}

int rink_ad_league_find(const struct rink_ad_league *l, const char *abbr)
{
	for (int i = 0; i < l->n; i++)
		if (!strcmp(l->team[i].abbr, abbr))
			return i;
	return -1;
}
