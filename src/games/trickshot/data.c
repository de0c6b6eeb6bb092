/*
 * games/trickshot/data.c: the components the rulebook only pictures,
 * loaded from data/trickshot/ and validated.
 *
 * Rulebook: Components (6 custom dice, 32 Red and 32 Blue Line cards, 34
 * Arena cards), Setup C-D (starting squares), Board Anatomy and Player
 * Profiles (lost diagrams, designed in docs/rules/trickshot.md).
 *
 * Files (one record a line, '#' starts a comment):
 *   board.txt   the grid, its lines, penalty boxes and benches
 *   teams.txt   Speed and Size of each player type, starting squares
 *   dice.txt    the six faces of the die
 *   lines.txt   the 32 Line cards
 *   arenas.txt  the 34 Arena cards
 * Every error is one line "FILE:LINE: problem". The loader derives the
 * tables the rules use: zones, creases, neighbours, the squares in front of
 * each goal line, lines a slapshot crosses, and the return order of each
 * penalty box.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/textfile.h"
#include "games/trickshot/ts_int.h"

struct reader {
	FILE *f;
	char path[600];
	int line;
	char buf[512];
};

static int rd_open(struct reader *r, const char *dir, const char *name, struct rink_error *err)
{
	snprintf(r->path, sizeof(r->path), "%s/%s", dir, name);
	r->line = 0;
	r->f = fopen(r->path, "r");
	if (!r->f)
		return rink_error_set(err, RINK_EIO, "%s: cannot open: %s", r->path,
		                      strerror(errno));
	return RINK_OK;
}

#define BAD(r, ...) bad(r, err, __VA_ARGS__)
__attribute__((format(printf, 3, 4))) static int bad(struct reader *r, struct rink_error *err,
                                                     const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (!r->line) /* an empty file */
		return rink_error_set(err, RINK_EFORMAT, "%s: %s (the file is empty)", r->path,
		                      msg);
	return rink_error_set(err, RINK_EFORMAT, "%s:%d: %s", r->path, r->line, msg);
}

/* Next line without comment and trailing space in r->buf: 1, or 0 at the
 * end, or a negative RINK_E* with err set (a line too long for buf, a
 * control character other than a tab, a number of more than nine digits,
 * which no field could hold, a read error). Grid rows keep leading
 * characters. */
static int rd_next(struct reader *r, struct rink_error *err)
{
	char *text;
	int rc;

	while ((rc = rink__line_read(r->f, r->path, r->buf, sizeof(r->buf), &r->line, &text, err)) >
	       0) {
		memmove(r->buf, text, strlen(text) + 1); /* past a byte-order mark */
		char *hash = strchr(r->buf, '#');
		size_t n;
		if (hash)
			*hash = '\0';
		n = strlen(r->buf);
		while (n && isspace((unsigned char)r->buf[n - 1]))
			r->buf[--n] = '\0';
		if (!n)
			continue;
		int at = rink__control_at(r->buf, true);
		if (at >= 0)
			return bad(r, err, "column %d: a control character", at + 1);
		for (size_t i = 0, digits = 0; i < n; i++) {
			digits = isdigit((unsigned char)r->buf[i]) ? digits + 1 : 0;
			if (digits > 9)
				return bad(r, err, "column %zu: a number too large", i + 1 - 9);
		}
		return 1;
	}
	return rc;
}

/* The words of r->buf (rink__split): at most max, with rest the text after
 * them (a name), else none past max; -1 for a word of 32 characters or
 * more, or one past max. Numbers among them are read with rink__whole. */
static int rd_words(const struct reader *r, char (*w)[32], int max, const char **rest)
{
	return rink__split(r->buf, w[0], sizeof(w[0]), max, rest);
}

static int team_word(const char *w)
{
	return !strcmp(w, "red") ? 0 : !strcmp(w, "blue") ? 1 : -1;
}

/* ---- board.txt ---------------------------------------------------------------- */

static int load_board(struct ts_game *g, const char *dir, struct rink_error *err)
{
	struct reader r;
	char rows[32][17];
	char seps[33]; /* separator below grid row i (top-down) */
	int n = 0, rc = RINK_OK;
	char box[2][8] = {"", ""}, bench[2][8] = {"", ""};
	bool in_grid = false, ended = false;

	if ((rc = rd_open(&r, dir, "board.txt", err)))
		return rc;
	g->w = 0;
	memset(seps, 0, sizeof(seps));
	while ((rc = rd_next(&r, err)) > 0) {
		char w[3][32];
		int k;
		if (ended) {
			rc = BAD(&r, "text after 'end'");
			goto out;
		}
		if (!in_grid) {
			k = rd_words(&r, w, 3, NULL);
			if (k == 2 && !strcmp(w[0], "width")) {
				if (rink__whole(w[1], 3, 16, &g->w)) {
					rc = BAD(&r, "width '%s': expected 3 to 16", w[1]);
					goto out;
				}
			} else if (k == 3 && (!strcmp(w[0], "box") || !strcmp(w[0], "bench"))) {
				int t = team_word(w[1]);
				if (t < 0 || strlen(w[2]) >= 8) {
					rc = BAD(&r, "%s: expected 'red' or 'blue' and a square",
					         w[0]);
					goto out;
				}
				memcpy(w[0][1] == 'o' ? box[t] : bench[t], w[2], strlen(w[2]) + 1);
			} else if (k == 1 && !strcmp(w[0], "grid")) {
				if (!g->w) {
					rc = BAD(&r, "'grid' before 'width'");
					goto out;
				}
				in_grid = true;
			} else {
				rc = BAD(&r, "unknown directive '%s' (width, box, bench, grid)",
				         r.buf);
				goto out;
			}
			continue;
		}
		if (!strcmp(r.buf, "end")) {
			ended = true;
			continue;
		}
		if ((int)strlen(r.buf) != g->w) {
			rc = BAD(&r, "grid line has %zu characters, expected %d", strlen(r.buf),
			         g->w);
			goto out;
		}
		if (strchr("~=-", r.buf[0])) {
			for (int i = 0; i < g->w; i++)
				if (r.buf[i] != r.buf[0]) {
					rc = BAD(&r, "a line row must be one character repeated");
					goto out;
				}
			if (n == 0 || seps[n]) {
				rc = BAD(&r, "a line must lie between two rows of squares");
				goto out;
			}
			seps[n] = r.buf[0];
			continue;
		}
		for (int i = 0; i < g->w; i++)
			if (!strchr(".RrBb", r.buf[i])) {
				rc = BAD(&r, "unknown square '%c' (. R r B b)", r.buf[i]);
				goto out;
			}
		if (n == 32) {
			rc = BAD(&r, "more than 32 rows");
			goto out;
		}
		memcpy(rows[n++], r.buf, (size_t)g->w + 1);
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	if (!ended) {
		rc = BAD(&r, "missing 'grid' ... 'end'");
		goto out;
	}
	/* square numbers are bytes, and TS_NONE (255) is no square */
	if (n * g->w > TS_NONE || n < 6 || seps[n]) {
		rc = BAD(&r, "the grid needs 6 or more rows, at most %d squares, squares last",
		         TS_NONE);
		goto out;
	}
	g->h = n;
	g->nsq = n * g->w;
	/* rows: grid row i (top-down) is board row h-1-i */
	int net_n[2] = {0, 0};
	int nblue = 0, nred = 0, ngoal = 0, blue_rows[2] = {-1, -1}, goal_rows[2] = {-1, -1};
	g->red_line = -1;
	for (int i = 1; i < n; i++) {
		int above = n - i; /* board row of the square just above the line */
		switch (seps[i]) {
		case '=':
			if (nblue < 2)
				blue_rows[nblue] = above;
			nblue++;
			break;
		case '-':
			g->red_line = above;
			nred++;
			break;
		case '~':
			if (ngoal < 2)
				goal_rows[ngoal] = above;
			ngoal++;
			break;
		default:
			break;
		}
	}
	if (nblue != 2 || nred > 1 || ngoal != 2) {
		rc = BAD(&r, "the grid needs 2 blue lines (=), 2 goal lines (~) and at most one "
		             "red line (-)");
		goto out;
	}
	/* listed top-down: blue_rows[0] is Blue's line, the higher row */
	g->blue_line[0] = blue_rows[1];
	g->blue_line[1] = blue_rows[0];
	g->goal_line[0] = goal_rows[1];     /* first row in front of Red's goal line */
	g->goal_line[1] = goal_rows[0] - 1; /* last row in front of Blue's goal line */
	if (!(g->goal_line[0] < g->blue_line[0] && g->blue_line[0] < g->blue_line[1] &&
	      g->blue_line[1] <= g->goal_line[1]) ||
	    (g->red_line >= 0 &&
	     !(g->red_line > g->blue_line[0] && g->red_line < g->blue_line[1]))) {
		rc = BAD(&r, "lines out of order: goal, blue, (red), blue, goal from each end");
		goto out;
	}
	for (int y = 0; y < g->h; y++)
		for (int x = 0; x < g->w; x++) {
			int sq = y * g->w + x;
			char c = rows[n - 1 - y][x];
			g->zone[sq] = y < g->blue_line[0]   ? TS_Z_RED
			              : y < g->blue_line[1] ? TS_Z_NEUTRAL
			                                    : TS_Z_BLUE;
			g->col[sq] = (uint8_t)x;
			g->row[sq] = (uint8_t)y;
			g->kind[sq] = c == '.'                 ? TS_ICE
			              : (c == 'R' || c == 'B') ? TS_NET
			                                       : TS_CREASE;
			g->crease_of[sq] = (c == 'r' || c == 'R') ? 0 : 1;
			g->touch_blue[sq] = y == g->blue_line[0] || y == g->blue_line[0] - 1 ||
			                    y == g->blue_line[1] || y == g->blue_line[1] - 1;
			if (c == 'R' || c == 'B') {
				int t = c == 'R' ? 0 : 1;
				g->net[t] = sq;
				net_n[t]++;
			}
			if ((c == 'R' || c == 'r') && y >= g->blue_line[0]) {
				rc = BAD(&r, "Red's net and crease must lie in Red's zone");
				goto out;
			}
			if ((c == 'B' || c == 'b') && y < g->blue_line[1]) {
				rc = BAD(&r, "Blue's net and crease must lie in Blue's zone");
				goto out;
			}
			for (int d = 0; d < 8; d++) {
				int nx = x + ts_dx[d], ny = y + ts_dy[d];
				g->nb[sq][d] = (nx < 0 || ny < 0 || nx >= g->w || ny >= g->h)
				                       ? TS_NONE
				                       : (uint8_t)(ny * g->w + nx);
			}
		}
	if (net_n[0] != 1 || net_n[1] != 1) {
		rc = BAD(&r, "the grid needs exactly one R and one B net square");
		goto out;
	}
	if (g->net[0] / g->w >= g->goal_line[0] || g->net[1] / g->w <= g->goal_line[1]) {
		rc = BAD(&r, "each net must lie behind its goal line");
		goto out;
	}
	for (int t = 0; t < 2; t++) {
		if (!box[t][0] || (g->box[t] = rink__ts_square(g, box[t])) < 0) {
			rc = BAD(&r, "%s penalty box: missing or bad square '%s'",
			         t ? "blue" : "red", box[t]);
			goto out;
		}
		g->bench[t] = bench[t][0] ? rink__ts_square(g, bench[t]) : -1;
		if (bench[t][0] && g->bench[t] < 0) {
			rc = BAD(&r, "bench: bad square '%s'", bench[t]);
			goto out;
		}
	}
out:
	fclose(r.f);
	return rc;
}

/* Tables derived from the board: shooting fronts, lines to each net, the
 * return order of the penalty boxes (TS-GAP-26: king-move distance, then
 * nearer the team's own end, then the column). */
static void derive(struct ts_game *g)
{
	for (int sq = 0; sq < g->nsq; sq++) {
		int y = sq / g->w;
		g->front[0][sq] = y >= g->goal_line[0];
		g->front[1][sq] = y <= g->goal_line[1];
		for (int t = 0; t < 2; t++) {
			int ny = g->net[t] / g->w, lines = 0;
			int lo = y < ny ? y : ny, hi = y < ny ? ny : y;
			int marks[3] = {g->blue_line[0], g->blue_line[1], g->red_line};
			for (int k = 0; k < 3; k++)
				if (marks[k] > lo && marks[k] <= hi)
					lines++;
			g->lines_to[t][sq] = (uint8_t)lines;
			int dist;
			g->net_dir[t][sq] = (int8_t)rink__ts_dir_between(g, sq, g->net[t], &dist);
			g->net_dist[t][sq] = (uint8_t)dist;
		}
	}
	for (int t = 0; t < 2; t++) {
		int bx = g->box[t] % g->w, by = g->box[t] / g->w, k = 0;
		int key[TS_MAX_SQ];
		for (int sq = 0; sq < g->nsq; sq++) {
			if (g->zone[sq] != TS_Z_NEUTRAL || g->kind[sq] != TS_ICE)
				continue;
			int x = sq % g->w, y = sq / g->w;
			int dx = abs(x - bx), dy = abs(y - by);
			int dist = dx > dy ? dx : dy;
			int own = t == 0 ? y : g->h - 1 - y;
			key[k] = (dist * 64 + own) * 64 + x;
			g->ret_order[t][k++] = (uint8_t)sq;
		}
		for (int i = 1; i < k; i++)
			for (int j = i; j > 0 && key[j - 1] > key[j]; j--) {
				int tk = key[j];
				uint8_t ts = g->ret_order[t][j];
				key[j] = key[j - 1];
				g->ret_order[t][j] = g->ret_order[t][j - 1];
				key[j - 1] = tk;
				g->ret_order[t][j - 1] = ts;
			}
		g->n_ret = k;
	}
}

/* ---- teams.txt --------------------------------------------------------------- */

static int load_teams(struct ts_game *g, const char *dir, struct rink_error *err)
{
	static const char *const types[TS_NSIZE] = {"winger", "center", "defenseman", "goalie"};
	static const char *const roles[6] = {"C", "LW", "RW", "LD", "RD", "G"};
	struct reader r;
	bool have_type[TS_NSIZE] = {false}, have_start[RINK_TS_PIECES] = {false};
	int rc = RINK_OK;

	if ((rc = rd_open(&r, dir, "teams.txt", err)))
		return rc;
	while ((rc = rd_next(&r, err)) > 0) {
		char w[4][32];
		int k = rd_words(&r, w, 4, NULL);
		if (k == 4 && !strcmp(w[0], "type")) {
			int t = -1, sp, sz;
			for (int i = 0; i < TS_NSIZE; i++)
				if (!strcmp(w[1], types[i]))
					t = i;
			if (t < 0) {
				rc = BAD(&r,
				         "unknown player type '%s' (winger, center, defenseman, "
				         "goalie)",
				         w[1]);
				goto out;
			}
			if (rink__whole(w[2], 1, 8, &sp) || rink__whole(w[3], 1, 5, &sz)) {
				rc = BAD(&r, "%s: Speed must be 1..8 and Size 1..5", w[1]);
				goto out;
			}
			if (have_type[t]) {
				rc = BAD(&r, "type '%s' given twice", w[1]);
				goto out;
			}
			have_type[t] = true;
			g->speed[t] = (uint8_t)sp;
			g->size[t] = (uint8_t)sz;
		} else if (k == 4 && !strcmp(w[0], "start")) {
			int t = team_word(w[1]), role = -1, sq;
			for (int i = 0; i < 6; i++)
				if (!strcmp(w[2], roles[i]))
					role = i;
			if (t < 0 || role < 0) {
				rc = BAD(&r, "start: expected red|blue and C, LW, RW, LD, RD or G");
				goto out;
			}
			sq = rink__ts_square(g, w[3]);
			if (sq < 0) {
				rc = BAD(&r, "start: '%s' is not a square of the board", w[3]);
				goto out;
			}
			int p = t * RINK_TS_ROLES + role;
			if (have_start[p]) {
				rc = BAD(&r, "start of %s %s given twice", w[1], w[2]);
				goto out;
			}
			for (int q = 0; q < RINK_TS_PIECES; q++)
				if (have_start[q] && g->start[q] == sq) {
					rc = BAD(&r, "start square %s is taken twice", w[3]);
					goto out;
				}
			if (g->kind[sq] == TS_NET ||
			    (g->kind[sq] == TS_CREASE &&
			     (role != RINK_TS_G || g->crease_of[sq] != t))) {
				rc = BAD(&r,
				         "start square %s: only a goalie may start in his crease",
				         w[3]);
				goto out;
			}
			if (g->zone[sq] == ts_off_zone(t)) {
				rc = BAD(&r, "start square %s is in %s's offensive zone", w[3],
				         w[1]);
				goto out;
			}
			have_start[p] = true;
			g->start[p] = (uint8_t)sq;
		} else {
			rc = BAD(&r, "expected 'type NAME SPEED SIZE' or 'start TEAM ROLE SQUARE'");
			goto out;
		}
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	for (int t = 0; t < TS_NSIZE; t++)
		if (!have_type[t]) {
			rc = BAD(&r, "missing type '%s'", types[t]);
			goto out;
		}
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		if (ts_role(p) == RINK_TS_X) {
			g->start[p] = TS_NONE;
			continue;
		}
		if (!have_start[p]) {
			rc = BAD(&r, "missing start of %s %s", ts_team(p) ? "blue" : "red",
			         roles[ts_role(p)]);
			goto out;
		}
	}
	if (g->size[TS_T_CENTER] >= g->size[TS_T_DEFENSE] || g->speed[TS_T_CENTER] != 3 ||
	    g->size[TS_T_CENTER] < g->size[TS_T_WINGER]) {
		rc = BAD(&r, "the rulebook needs a Center of Speed 3, smaller than a Defenseman "
		             "and at least as large as a Winger");
		goto out;
	}
	if (g->start[RINK_TS_C] / g->w > g->start[RINK_TS_PIECES / 2 + RINK_TS_C] / g->w ||
	    abs(g->start[RINK_TS_C] - g->start[RINK_TS_ROLES + RINK_TS_C]) != g->w) {
		rc = BAD(&r, "the two Centers must face off on adjacent squares of one column, "
		             "Red's nearer Red's end");
		goto out;
	}
out:
	fclose(r.f);
	return rc;
}

/* ---- dice.txt ------------------------------------------------------------------ */

static int load_dice(struct ts_game *g, const char *dir, struct rink_error *err)
{
	static const char *const names[4] = {"fail", "reaction", "bounce", "blank"};
	struct reader r;
	int count[4] = {-1, -1, -1, -1}, rc = RINK_OK, k = 0;

	if ((rc = rd_open(&r, dir, "dice.txt", err)))
		return rc;
	while ((rc = rd_next(&r, err)) > 0) {
		char w[3][32];
		int n = -1, f = -1;
		if (rd_words(&r, w, 3, NULL) != 3 || strcmp(w[0], "face")) {
			rc = BAD(&r, "expected 'face KIND COUNT'");
			goto out;
		}
		for (int i = 0; i < 4; i++)
			if (!strcmp(w[1], names[i]))
				f = i;
		if (f < 0 || rink__whole(w[2], 0, 6, &n) || count[f] >= 0) {
			rc = BAD(&r, "face '%s': unknown, repeated, or count not 0..6", w[1]);
			goto out;
		}
		count[f] = n;
		for (int i = 0; i < n && k < 6; i++)
			g->faces[k++] = (uint8_t)f;
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	if (count[0] + count[1] + count[2] + count[3] != 6 || count[0] < 0 || count[1] < 0 ||
	    count[2] < 0 || count[3] < 0) {
		rc = BAD(&r, "the die needs all four faces with counts summing to 6");
		goto out;
	}
	if (count[0] != 1 || count[1] != 1 || count[2] != 2 || count[3] != 2) {
		rc = BAD(&r, "the Trick Shot die is 1 fail, 1 reaction, 2 bounce, 2 blank");
		goto out;
	}
out:
	fclose(r.f);
	return rc;
}

/* ---- lines.txt, arenas.txt ------------------------------------------------------ */

static int load_lines(struct ts_game *g, const char *dir, struct rink_error *err)
{
	static const char *const kinds[] = {"speed", "reroll", "poke", "shot", "pass", "free_move"};
	static const char *const types[] = {"winger", "center", "defenseman", "all"};
	struct reader r;
	int rc = RINK_OK, n = 0;

	if ((rc = rd_open(&r, dir, "lines.txt", err)))
		return rc;
	while ((rc = rd_next(&r, err)) > 0) {
		char w[5][32], *kind = w[2], *arg = w[3];
		const char *name;
		int id, val, k = -1, t = -1;
		if (rd_words(&r, w, 5, &name) != 5 || strcmp(w[0], "card") || !*name) {
			rc = BAD(&r, "expected 'card ID KIND ARG N NAME'");
			goto out;
		}
		if (rink__whole(w[1], 1, TS_LINES, &id) || id != n + 1) {
			rc = BAD(&r, "card '%s': ids run 1..%d in order", w[1], TS_LINES);
			goto out;
		}
		for (int i = 0; i < 6; i++)
			if (!strcmp(kind, kinds[i]))
				k = i;
		if (k < 0) {
			rc = BAD(&r, "card %d: unknown kind '%s'", id, kind);
			goto out;
		}
		if (k == TS_L_SPEED) {
			for (int i = 0; i < 4; i++)
				if (!strcmp(arg, types[i]))
					t = i == 3 ? -1
					           : (i == 0   ? TS_T_WINGER
					              : i == 1 ? TS_T_CENTER
					                       : TS_T_DEFENSE);
			if (t == -1 && strcmp(arg, "all")) {
				rc = BAD(&r,
				         "card %d: speed needs winger, center, defenseman or all",
				         id);
				goto out;
			}
		} else if (strcmp(arg, "-")) {
			rc = BAD(&r, "card %d: %s takes '-' as its argument", id, kind);
			goto out;
		}
		if (rink__whole(w[4], 1, 3, &val)) {
			rc = BAD(&r, "card %d: N must be 1..3", id);
			goto out;
		}
		/* names go to the screen and into events' JSON, which cannot hold
		 * a byte that is not UTF-8 (the event would be lost) */
		const char *why = rink__name_problem(name);
		if (why) {
			rc = BAD(&r, "card %d: the name %s", id, why);
			goto out;
		}
		if (strlen(name) >= sizeof(g->lines[n].name)) {
			rc = BAD(&r, "card %d: name too long (at most %zu bytes)", id,
			         sizeof(g->lines[n].name) - 1);
			goto out;
		}
		snprintf(g->lines[n].name, sizeof(g->lines[n].name), "%s", name);
		g->lines[n].kind = (uint8_t)k;
		g->lines[n].type = (int8_t)t;
		g->lines[n].value = (uint8_t)val;
		n++;
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	if (n != TS_LINES) {
		rc = BAD(&r, "%d Line cards, expected %d", n, TS_LINES);
		goto out;
	}
out:
	fclose(r.f);
	return rc;
}

static int load_arenas(struct ts_game *g, const char *dir, struct rink_error *err)
{
	static const char *const rules[TS_AR_COUNT] = {"none",       "slow_ice",   "fast_ice",
	                                               "tight_refs", "loose_refs", "lively_boards",
	                                               "loud_crowd", "long_change"};
	struct reader r;
	int rc = RINK_OK, n = 0, blanks = 0;

	if ((rc = rd_open(&r, dir, "arenas.txt", err)))
		return rc;
	while ((rc = rd_next(&r, err)) > 0) {
		char w[7][32], *rule = w[2];
		const char *name;
		int id, l[4], k = -1, nw = rd_words(&r, w, 7, &name);
		struct ts_arena *a = &g->arenas[n < TS_ARENAS ? n : 0];
		if (nw == 2 && !*name && !strcmp(w[0], "blank")) {
			if (rink__whole(w[1], 1, TS_ARENAS, &id) || id != n + 1) {
				rc = BAD(&r, "arena '%s': ids run 1..%d in order", w[1], TS_ARENAS);
				goto out;
			}
			a->blank = true;
			snprintf(a->name, sizeof(a->name), "(blank)");
			blanks++;
			n++;
			continue;
		}
		if (nw != 7 || strcmp(w[0], "arena") || !*name) {
			rc = BAD(&r, "expected 'arena ID RULE L1 L2 L3 L4 NAME' or 'blank ID'");
			goto out;
		}
		if (rink__whole(w[1], 1, TS_ARENAS, &id) || id != n + 1) {
			rc = BAD(&r, "arena '%s': ids run 1..%d in order", w[1], TS_ARENAS);
			goto out;
		}
		for (int i = 0; i < TS_AR_COUNT; i++)
			if (!strcmp(rule, rules[i]))
				k = i;
		if (k < 0) {
			rc = BAD(&r, "arena %d: unknown rule '%s'", id, rule);
			goto out;
		}
		for (int i = 0; i < 4; i++) {
			if (rink__whole(w[3 + i], 1, TS_LINES, &l[i])) {
				rc = BAD(&r, "arena %d: Line card '%s' is not 1..%d", id, w[3 + i],
				         TS_LINES);
				goto out;
			}
			for (int j = 0; j < i; j++)
				if (l[j] == l[i]) {
					rc = BAD(&r, "arena %d: Line card %d named twice", id,
					         l[i]);
					goto out;
				}
			a->lines[i] = (uint8_t)(l[i] - 1);
		}
		const char *why = rink__name_problem(name);
		if (why) {
			rc = BAD(&r, "arena %d: the name %s", id, why);
			goto out;
		}
		if (strlen(name) >= sizeof(a->name)) {
			rc = BAD(&r, "arena %d: name too long (at most %zu bytes)", id,
			         sizeof(a->name) - 1);
			goto out;
		}
		snprintf(a->name, sizeof(a->name), "%s", name);
		a->rule = (uint8_t)k;
		n++;
	}
	if (rc < 0) /* the file could not be read to its end */
		goto out;
	if (n != TS_ARENAS || blanks != 2) {
		rc = BAD(&r, "%d Arena cards with %d blank, expected %d with 2 blank", n, blanks,
		         TS_ARENAS);
		goto out;
	}
out:
	fclose(r.f);
	return rc;
}

int rink__ts_load(struct ts_game *g, const char *dir, struct rink_error *err)
{
	int rc;

	if ((rc = load_board(g, dir, err)) || (rc = load_teams(g, dir, err)) ||
	    (rc = load_dice(g, dir, err)) || (rc = load_lines(g, dir, err)) ||
	    (rc = load_arenas(g, dir, err)))
		return rc;
	derive(g);
	return RINK_OK;
}
