/*
 * games/actiondeck/charts.c: the team charts (§III, §VIII) and the
 * designed components (§I: deck, penalty chart, saves and assists chart),
 * read from CSV files and validated.
 *
 * Team chart (one team per file; '#' starts a comment line):
 *   team,BOS,Boston Bruins
 *   control,55
 *   penalty,11/89
 *   role,name,pos,shot,pct,asst,pen,hit,faced,save
 *   skater,David Pastrnak,RW,14,16,9,3,4,-,-
 *   goalie,Linus Ullmark,G,-,-,-,-,-,62,93
 * Selection columns (shot, asst, pen, hit, faced) are cumulative bounds in
 * chart order (AD-TEAM-03): non-decreasing down the rows among the players
 * holding a number, the last one 100 (AD-TEAM-04). '-' means no range. An
 * equal bound repeated is a group sharing that number (§VIII). PCT '-'
 * means the player never shoots and requires '-' for shot (AD-GAP-25).
 * Every error names file:line and the reason; the first error stops.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/textfile.h"
#include "games/actiondeck/ad_int.h"

static const char *const col_names[RINK_AD_NCOL] = {"shot", "asst", "pen", "hit", "faced"};

int rink__ad_csv_split(char *line, char **f, int max)
{
	int n = 0;
	char *p = line;
	size_t len = strlen(line);

	while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
		line[--len] = 0;
	for (;;) {
		if (n == max)
			return -1;
		if (*p == '"') {
			char *w = ++p;
			f[n++] = w;
			while (*p && !(*p == '"' && p[1] != '"')) {
				if (*p == '"')
					p++;
				*w++ = *p++;
			}
			/* no closing quote: the rest of the line was read as one
			 * field, the quote's own column or the last one taken whole */
			if (*p != '"')
				return -1;
			p++;
			char *end = p;
			*w = 0;
			if (*end != ',' && *end)
				return -1;
			if (!*end)
				return n;
			p = end + 1;
			continue;
		}
		f[n++] = p;
		char *c = strchr(p, ',');
		if (!c)
			return n;
		*c = 0;
		p = c + 1;
	}
}

static char *trim(char *s)
{
	char *e;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = 0;
	return s;
}

/* An integer lo..hi, or '-' (returns dash when allowed). */
static int num(const char *text, int lo, int hi, int dash, int *out)
{
	char *end;
	long v;

	if (dash >= 0 && !strcmp(text, "-")) {
		*out = dash;
		return 0;
	}
	if (!*text)
		return -1;
	errno = 0;
	v = strtol(text, &end, 10);
	if (*end || errno || v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

int rink_ad_split(int n, int k)
{
	/* AD-GAP-23 (a): the i-th range ends at floor((i+1)*100/n) */
	for (int i = 0; i < n; i++)
		if (k <= (i + 1) * 100 / n)
			return i;
	return n - 1;
}

int rink_ad_owner(const struct rink_ad_team *t, int col, int k, int *group_size)
{
	if (k < 1 || k > 100 || !t->gsize[col][k]) {
		*group_size = 0;
		return -1;
	}
	*group_size = t->gsize[col][k];
	return t->owner[col][k];
}

int rink__ad_player_check(const struct rink_ad_team *t, int i, const char *where,
                          struct rink_error *err)
{
	const struct rink_ad_player *p = &t->p[i];

	/* a box score and a coach's pick name players: one name each */
	for (int j = 0; j < i; j++)
		if (!rink__name_cmp(p->name, t->p[j].name))
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: team %s: two players named %s", where, t->abbr,
			                      p->name);
	if (p->pct == RINK_AD_DASH && p->col[RINK_AD_SHOT])
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: team %s: %s has PCT '-' but a SHOT number "
		                      "(a '-' player never shoots)",
		                      where, t->abbr, p->name);
	/* AD-TEAM-02: a goalie carries FACED and SAVE% (and HIT,
	 * AD-GAP-42); no shot, assist or penalty, which his line of
	 * the box score could not show */
	for (int c = RINK_AD_SHOT; c <= RINK_AD_PEN; c++)
		if (p->goalie && p->col[c])
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: team %s: goalie %s has %s number", where,
			                      t->abbr, p->name,
			                      c == RINK_AD_SHOT   ? "a SHOT"
			                      : c == RINK_AD_ASST ? "an ASST"
			                                          : "a PEN");
	if (!p->goalie && p->col[RINK_AD_FACED])
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: team %s: skater %s has a FACED number", where, t->abbr,
		                      p->name);
	return RINK_OK;
}

int rink_ad_team_index(struct rink_ad_team *t, const char *where, struct rink_error *err)
{
	if (t->control < 1 || t->control > 95)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: team %s: control rating %d outside 1-95", where, t->abbr,
		                      t->control);
	if (t->pen_off < 1 || t->pen_off > 100 || t->pen_def < 1 || t->pen_def > 100)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: team %s: penalty rating %d/%d outside 1-100", where,
		                      t->abbr, t->pen_off, t->pen_def);
	if (t->pen_off >= t->pen_def)
		return rink_error_set(err, RINK_EFORMAT,
		                      "%s: team %s: penalty ranges 1-%d and %d-100 overlap", where,
		                      t->abbr, t->pen_off, t->pen_def);
	for (int c = 0; c < RINK_AD_NCOL; c++) {
		int prev = 0, n = 0;
		for (int i = 0; i < t->n; i++) {
			int v = t->p[i].col[c];
			if (!v)
				continue;
			if (v < prev)
				return rink_error_set(err, RINK_EFORMAT,
				                      "%s: team %s column %s: %s has %d, below %d "
				                      "above him (ranges overlap)",
				                      where, t->abbr, col_names[c], t->p[i].name, v,
				                      prev);
			t->ord[c][n++] = (uint8_t)i;
			prev = v;
		}
		if (prev != 100)
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: team %s column %s ends at %d: draws %d-100 "
			                      "belong to nobody (gap)",
			                      where, t->abbr, col_names[c], prev, prev + 1);
		t->nord[c] = (uint8_t)n;
		/* group tables: the group owning k is the first bound >= k */
		int j = 0;
		for (int k = 1; k <= 100; k++) {
			while (t->p[t->ord[c][j]].col[c] < k)
				j++;
			int g = j, sz = 0;
			while (g > 0 && t->p[t->ord[c][g - 1]].col[c] == t->p[t->ord[c][j]].col[c])
				g--;
			for (int m = g;
			     m < n && t->p[t->ord[c][m]].col[c] == t->p[t->ord[c][j]].col[c]; m++)
				sz++;
			t->first[c][k] = (uint8_t)g;
			t->gsize[c][k] = (uint8_t)sz;
			t->owner[c][k] = t->ord[c][g];
		}
	}
	for (int i = 0; i < t->n; i++) {
		int rc = rink__ad_player_check(t, i, where, err);
		if (rc)
			return rc;
	}
	return RINK_OK;
}

int rink_ad_team_load(struct rink_ad_team *t, const char *path, struct rink_error *err)
{
	FILE *f = fopen(path, "r");
	char line[1024], where[600];
	char who[32] = ""; /* "team BOS: " once the team row is read */
	char *fl[16];
	int ln = 0, rc = RINK_OK;
	bool header = false, got_team = false, got_control = false, got_pen = false;

	memset(t, 0, sizeof(*t));
	if (!f && errno == ENOENT) /* a team named that is not in the league */
		return rink_error_set(err, RINK_ENOTFOUND,
		                      "%s: no such chart (no team of that name)", path);
	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	char *l;
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &l, err)) > 0) {
		l = trim(l);
		if (!*l || *l == '#')
			continue;
		int n = rink__ad_csv_split(l, fl, 16);
		if (n < 0) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: malformed line", path, ln);
			goto out;
		}
		for (int i = 0; i < n; i++) {
			fl[i] = trim(fl[i]);
			/* names go to the screen and into moves */
			const char *why = *fl[i] ? rink__name_problem(fl[i]) : NULL;
			if (why) {
				rc = rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: field %d %s",
				                    path, ln, i + 1, i + 1, why);
				goto out;
			}
		}
		/* one row each: a second would silently replace the first */
		if ((!strcmp(fl[0], "team") && got_team) ||
		    (!strcmp(fl[0], "control") && got_control) ||
		    (!strcmp(fl[0], "penalty") && got_pen)) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: a second '%s' row", path, ln,
			                    fl[0]);
			goto out;
		}
		if (!strcmp(fl[0], "team")) {
			if (n > 2 && strlen(fl[2]) >= sizeof(t->name)) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: team name over %zu bytes", path, ln,
				                    sizeof(t->name) - 1);
				goto out;
			}
			if (n < 2 || !*fl[1] || strlen(fl[1]) >= sizeof(t->abbr)) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: team: expected team,ABBR[,name] with ABBR "
				        "of 1-7 characters",
				        path, ln);
				goto out;
			}
			snprintf(t->abbr, sizeof(t->abbr), "%s", fl[1]);
			snprintf(t->name, sizeof(t->name), "%s", n > 2 ? fl[2] : fl[1]);
			snprintf(who, sizeof(who), "team %s: ", t->abbr);
			got_team = true;
		} else if (!strcmp(fl[0], "control")) {
			if (n != 2 || num(fl[1], 1, 95, -1, &t->control)) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: %scontrol rating must be a number 1-95",
				                    path, ln, who);
				goto out;
			}
			got_control = true;
		} else if (!strcmp(fl[0], "penalty")) {
			char *slash = n == 2 ? strchr(fl[1], '/') : NULL;
			if (slash)
				*slash = 0;
			if (!slash || num(fl[1], 1, 100, -1, &t->pen_off) ||
			    num(slash + 1, 1, 100, -1, &t->pen_def)) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: %spenalty rating must be O/D with numbers "
				        "1-100 (e.g. 11/89)",
				        path, ln, who);
				goto out;
			}
			if (t->pen_off >= t->pen_def) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: %spenalty ranges 1-%d and %d-100 overlap", path, ln,
				        who, t->pen_off, t->pen_def);
				goto out;
			}
			got_pen = true;
		} else if (!strcmp(fl[0], "role")) {
			static const char *const want[] = {"role", "name", "pos", "shot",  "pct",
			                                   "asst", "pen",  "hit", "faced", "save"};
			for (int i = 0; i < 10; i++)
				if (i >= n || strcmp(fl[i], want[i])) {
					rc = rink_error_set(
					        err, RINK_EFORMAT,
					        "%s:%d: column %d of the player header must "
					        "be '%s'",
					        path, ln, i + 1, want[i]);
					goto out;
				}
			header = true;
		} else if (!strcmp(fl[0], "skater") || !strcmp(fl[0], "goalie")) {
			bool goalie = fl[0][0] == 'g';
			struct rink_ad_player *p;
			int v;
			if (!header) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: player row before the 'role,name,...' header", path,
				        ln);
				goto out;
			}
			if (n != 10) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: expected 10 fields, found %d", path, ln,
				                    n);
				goto out;
			}
			if (t->n == RINK_AD_MAX_PLAYERS) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: more than %d players", path, ln,
				                    RINK_AD_MAX_PLAYERS);
				goto out;
			}
			p = &t->p[t->n];
			if (strlen(fl[1]) >= sizeof(p->name) || strlen(fl[2]) >= sizeof(p->pos)) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: a name over %zu or a position over %zu "
				                    "bytes",
				                    path, ln, sizeof(p->name) - 1,
				                    sizeof(p->pos) - 1);
				goto out;
			}
			snprintf(p->name, sizeof(p->name), "%s", fl[1]);
			snprintf(p->pos, sizeof(p->pos), "%s", fl[2]);
			p->goalie = goalie;
			if (!*p->name) {
				rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: empty player name",
				                    path, ln);
				goto out;
			}
			static const int colfield[RINK_AD_NCOL] = {3, 5, 6, 7, 8};
			for (int c = 0; c < RINK_AD_NCOL; c++) {
				if (num(fl[colfield[c]], 1, 100, 0, &v)) {
					rc = rink_error_set(
					        err, RINK_EFORMAT,
					        "%s:%d: %s%s '%s' must be '-' or a number "
					        "1-100",
					        path, ln, who, col_names[c], fl[colfield[c]]);
					goto out;
				}
				p->col[c] = (uint8_t)v;
			}
			if (num(fl[4], 0, 100, RINK_AD_DASH, &v)) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: %spct '%s' must be '-' or a number 0-100", path, ln,
				        who, fl[4]);
				goto out;
			}
			p->pct = (uint8_t)v;
			if (num(fl[9], 0, 100, goalie ? -1 : 0, &v)) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: %ssave '%s' must be %s", path, ln, who,
				                    fl[9],
				                    goalie ? "a number 0-100" : "'-' for a skater");
				goto out;
			}
			p->save = (uint8_t)v;
			if (!goalie && strcmp(fl[9], "-")) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: %ssave must be '-' for a skater", path,
				                    ln, who);
				goto out;
			}
			t->n++;
			snprintf(where, sizeof(where), "%s:%d", path, ln);
			/* the row's own checks, here to name its line */
			if ((rc = rink__ad_player_check(t, t->n - 1, where, err)))
				goto out;
			/* the cumulative order, checked row by row to name the line */
			for (int c = 0; c < RINK_AD_NCOL; c++) {
				int prev = 0;
				for (int i = 0; i < t->n - 1; i++)
					if (t->p[i].col[c])
						prev = t->p[i].col[c];
				if (p->col[c] && p->col[c] < prev) {
					rc = rink_error_set(
					        err, RINK_EFORMAT,
					        "%s: team %s column %s: %d is below %d on an "
					        "earlier row (ranges overlap)",
					        where, t->abbr, col_names[c], p->col[c], prev);
					goto out;
				}
			}
		} else {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: unknown row '%s'", path, ln,
			                    fl[0]);
			goto out;
		}
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	if (!got_team || !got_control || !got_pen || !t->n) {
		rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: missing %s", path, ln,
		                    !got_team      ? "the 'team' row"
		                    : !got_control ? "the 'control' row"
		                    : !got_pen     ? "the 'penalty' row"
		                                   : "players");
		goto out;
	}
	snprintf(where, sizeof(where), "%s:%d", path, ln);
	rc = rink_ad_team_index(t, where, err);
out:
	fclose(f);
	return rc;
}

static void put_num(FILE *f, int v, bool dash)
{
	if (dash)
		fputs(",-", f);
	else
		fprintf(f, ",%d", v);
}

/* Writes ",text", quoted where the text holds a comma or a quote (a name
 * such as "Smith, Jr."), with each quote doubled, as rink__ad_csv_split
 * reads it back. */
static void put_text(FILE *f, const char *text)
{
	if (!strpbrk(text, ",\"")) {
		fprintf(f, ",%s", text);
		return;
	}
	fputs(",\"", f);
	for (const char *c = text; *c; c++) {
		if (*c == '"')
			fputc('"', f);
		fputc(*c, f);
	}
	fputc('"', f);
}

/* See ad_int.h: written to path.tmp, renamed into place once whole. */
FILE *rink__ad_write_begin(const char *path, char *tmp, size_t size, struct rink_error *err)
{
	FILE *f;

	snprintf(tmp, size, "%s.tmp", path);
	f = fopen(tmp, "w");
	if (!f)
		rink_error_set(err, RINK_EIO, "%s: cannot write: %s", path, strerror(errno));
	return f;
}

int rink__ad_write_end(FILE *f, const char *tmp, const char *path, struct rink_error *err)
{
	if (fclose(f) != 0 || rename(tmp, path) != 0) {
		remove(tmp);
		return rink_error_set(err, RINK_EIO, "%s: cannot write: %s", path, strerror(errno));
	}
	return RINK_OK;
}

int rink_ad_team_save(const struct rink_ad_team *t, const char *path, struct rink_error *err)
{
	char tmp[1100];
	FILE *f;

	if (!(f = rink__ad_write_begin(path, tmp, sizeof(tmp), err)))
		return RINK_EIO;
	fprintf(f, "# rink actiondeck team chart (docs/rules/actiondeck.md)\n");
	fputs("team", f);
	put_text(f, t->abbr);
	put_text(f, t->name);
	fprintf(f, "\ncontrol,%d\npenalty,%d/%d\n", t->control, t->pen_off, t->pen_def);
	fputs("role,name,pos,shot,pct,asst,pen,hit,faced,save\n", f);
	for (int i = 0; i < t->n; i++) {
		const struct rink_ad_player *p = &t->p[i];
		fputs(p->goalie ? "goalie" : "skater", f);
		put_text(f, p->name);
		put_text(f, p->pos);
		put_num(f, p->col[RINK_AD_SHOT], !p->col[RINK_AD_SHOT]);
		put_num(f, p->pct, p->pct == RINK_AD_DASH);
		put_num(f, p->col[RINK_AD_ASST], !p->col[RINK_AD_ASST]);
		put_num(f, p->col[RINK_AD_PEN], !p->col[RINK_AD_PEN]);
		put_num(f, p->col[RINK_AD_HIT], !p->col[RINK_AD_HIT]);
		put_num(f, p->col[RINK_AD_FACED], !p->col[RINK_AD_FACED]);
		put_num(f, p->save, !p->goalie);
		fputc('\n', f);
	}
	return rink__ad_write_end(f, tmp, path, err);
}

/* ---- the designed components -------------------------------------------------- */

static int word(const char *w, const char *const *names, int n)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(w, names[i]))
			return i;
	return -1;
}

const char *const rink__ad_entry_names[] = {"P1", "P0", "P-1", "CTL", "FO", "PEN", "SHT"};
static const char *const pen_names[] = {"MINOR", "MAJOR", "MISCONDUCT", "PSHOT"};
static const char *const save_names[] = {"COVER", "REBOUND", "CLEAR", "KEEP"};
static const char *const chart_names[] = {"even", "pp", "sh"};

static FILE *open_data(const char *name, const char *def, char *path, size_t size,
                       struct rink_error *err)
{
	FILE *f;

	rink__data_path(name ? name : def, path, size);
	f = fopen(path, "r");
	if (!f)
		rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	return f;
}

static int load_deck(struct rink_ad_rules *r, const char *name, struct rink_error *err)
{
	char path[512], line[256];
	char *fl[8];
	bool seen[101] = {false};
	int ln = 0, rc = RINK_OK, cards = 0;
	FILE *f = open_data(name, "actiondeck/deck.csv", path, sizeof(path), err);

	if (!f)
		return RINK_EIO;
	char *l;
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &l, err)) > 0) {
		int v, n;
		l = trim(l);
		if (!*l || *l == '#' || !strncmp(l, "number,", 7))
			continue;
		n = rink__ad_csv_split(l, fl, 8);
		if (n != 4) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: expected number,A,M,D (4 fields)", path, ln);
			goto out;
		}
		if (num(trim(fl[0]), 1, 100, -1, &v) || seen[v]) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: card number '%s' is not 1-100 or repeats", path,
			                    ln, fl[0]);
			goto out;
		}
		seen[v] = true;
		cards++;
		for (int z = 0; z < 3; z++) {
			/* file columns A, M, D; internal zones D, M, A */
			int e = word(trim(fl[1 + z]), rink__ad_entry_names, 7);
			int zone = 2 - z;
			if (e < 0) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: unknown entry '%s' (P1, P0, P-1, CTL, FO, "
				        "PEN, SHT)",
				        path, ln, fl[1 + z]);
				goto out;
			}
			if ((zone == RINK_AD_ZA && e == RINK_AD_P1) ||
			    (zone == RINK_AD_ZD && e == RINK_AD_PM1)) {
				rc = rink_error_set(
				        err, RINK_EFORMAT,
				        "%s:%d: %s in zone %c leads off the ice (AD-GAP-03)", path,
				        ln, rink__ad_entry_names[e], "AMD"[z]);
				goto out;
			}
			r->entry[v][zone] = (uint8_t)e;
		}
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	if (cards != 100)
		rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: the deck has %d cards, not 100",
		                    path, ln, cards);
out:
	fclose(f);
	return rc;
}

/* A range table: rows "key..., from, to, value"; every key's 1-100 covered
 * once. */
static int load_ranges(const char *name, const char *def, int keyed, const char *const *keys,
                       int nkeys, const char *const *vals, int nvals, uint8_t *table,
                       struct rink_error *err)
{
	char path[512], line[256];
	char *fl[8];
	uint8_t seen[4][101];
	int ln = 0, rc = RINK_OK;
	FILE *f = open_data(name, def, path, sizeof(path), err);

	if (!f)
		return RINK_EIO;
	memset(seen, 0, sizeof(seen));
	char *l;
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &l, err)) > 0) {
		int n, k = 0, lo, hi, vcol;
		l = trim(l);
		if (!*l || *l == '#' || !strncmp(l, "from,", 5) || !strncmp(l, "chart,", 6))
			continue;
		n = rink__ad_csv_split(l, fl, 8);
		for (int i = 0; i < n && i < 8; i++)
			fl[i] = trim(fl[i]);
		if (n != keyed + 2 + (nkeys > 1 && !keyed ? nkeys : 1)) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: wrong number of fields (%d)",
			                    path, ln, n);
			goto out;
		}
		if (keyed && (k = word(fl[0], keys, nkeys)) < 0) {
			rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: unknown chart '%s'", path,
			                    ln, fl[0]);
			goto out;
		}
		if (num(fl[keyed], 1, 100, -1, &lo) || num(fl[keyed + 1], lo, 100, -1, &hi)) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: range '%s-%s' must be from-to within 1-100",
			                    path, ln, fl[keyed], fl[keyed + 1]);
			goto out;
		}
		vcol = keyed + 2;
		int nv = keyed ? 1 : nkeys;
		for (int j = 0; j < nv; j++) {
			int key = keyed ? k : j;
			int v = nvals ? word(fl[vcol + j], vals, nvals) : -1;
			if (!nvals && num(fl[vcol + j], 0, 2, -1, &v))
				v = -1;
			if (v < 0) {
				rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: unknown result '%s'",
				                    path, ln, fl[vcol + j]);
				goto out;
			}
			for (int x = lo; x <= hi; x++) {
				if (seen[key][x]) {
					rc = rink_error_set(err, RINK_EFORMAT,
					                    "%s:%d: %d is already covered (ranges "
					                    "overlap)",
					                    path, ln, x);
					goto out;
				}
				seen[key][x] = 1;
				table[key * 101 + x] = (uint8_t)v;
			}
		}
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	for (int key = 0; key < nkeys; key++)
		for (int x = 1; x <= 100; x++)
			if (!seen[key][x]) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: %s%s%d is not covered (gap)", path, ln,
				                    keyed ? keys[key] : "", keyed ? ": " : "", x);
				goto out;
			}
out:
	fclose(f);
	return rc;
}

int rink_ad_rules_load(struct rink_ad_rules *r, const char *deck, const char *penalties,
                       const char *saves, const char *assists, struct rink_error *err)
{
	static const char *const sides[] = {"offensive", "defensive"};
	int rc;

	memset(r, 0, sizeof(*r));
	if ((rc = load_deck(r, deck, err)))
		return rc;
	if ((rc = load_ranges(penalties, "actiondeck/penalty.csv", 0, sides, 2, pen_names, 4,
	                      &r->pen[0][0], err)))
		return rc;
	char file[512]; /* the chart's file, for messages */
	rink__data_path(penalties ? penalties : "actiondeck/penalty.csv", file, sizeof(file));
	for (int x = 1; x <= 100; x++)
		if (r->pen[0][x] == RINK_AD_PSHOT)
			return rink_error_set(
			        err, RINK_EFORMAT,
			        "%s: card %d: a penalty shot for an offensive "
			        "penalty (AD-GAP-38 allows it only for defensive ones)",
			        file, x);
	if ((rc = load_ranges(saves, "actiondeck/saves.csv", 1, chart_names, 3, save_names, 4,
	                      &r->save[0][0], err)))
		return rc;
	rink__data_path(saves ? saves : "actiondeck/saves.csv", file, sizeof(file));
	for (int c = 0; c < 3; c++) {
		int reb = 0;
		for (int x = 1; x <= 100; x++)
			reb += r->save[c][x] == RINK_AD_REBOUND;
		if (reb == 100)
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s: save chart %s: all rebounds would never end",
			                      file, chart_names[c]);
	}
	static const char *const one[] = {"assists"};
	return load_ranges(assists, "actiondeck/assists.csv", 0, one, 1, NULL, 0, r->assists, err);
}

int rink_ad_saves_save(const struct rink_ad_rules *r, const char *path, struct rink_error *err)
{
	char tmp[1100];
	FILE *f;

	if (!(f = rink__ad_write_begin(path, tmp, sizeof(tmp), err)))
		return RINK_EIO;
	fputs("# rink actiondeck: the save charts (docs/rules/actiondeck.md)\n"
	      "# A league's own, written by rink chart build: the even chart's\n"
	      "# REBOUND and KEEP fitted to the season's shots per game.\n"
	      "chart,from,to,result\n",
	      f);
	for (int c = 0; c < RINK_AD_NSAVE; c++)
		for (int x = 1; x <= 100;) {
			int y = x;
			while (y < 100 && r->save[c][y + 1] == r->save[c][x])
				y++;
			fprintf(f, "%s,%d,%d,%s\n", chart_names[c], x, y,
			        save_names[r->save[c][x]]);
			x = y + 1;
		}
	return rink__ad_write_end(f, tmp, path, err);
}

int rink_ad_penalty_save(const struct rink_ad_rules *r, const char *path, struct rink_error *err)
{
	char tmp[1100];
	FILE *f;

	if (!(f = rink__ad_write_begin(path, tmp, sizeof(tmp), err)))
		return RINK_EIO;
	fputs("# rink actiondeck: the penalty chart (docs/rules/actiondeck.md)\n"
	      "# A league's own, written by rink chart build: its misconducts fitted\n"
	      "# to the season's penalty minutes.\n"
	      "from,to,offensive,defensive\n",
	      f);
	for (int x = 1; x <= 100;) {
		int y = x;
		while (y < 100 && r->pen[0][y + 1] == r->pen[0][x] &&
		       r->pen[1][y + 1] == r->pen[1][x])
			y++;
		fprintf(f, "%d,%d,%s,%s\n", x, y, pen_names[r->pen[0][x]], pen_names[r->pen[1][x]]);
		x = y + 1;
	}
	return rink__ad_write_end(f, tmp, path, err);
}
