/*
 * cli/league_chart.c: a league as a picture (SVG, no library: a few lines
 * and labels): the title chances from the odds history over the games
 * played, or the standings race (points after each game). One line a team,
 * the leaders labelled at the right edge.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/league_out.h"

#define W 900
#define H 520
#define L 60  /* left margin */
#define R 190 /* right margin: labels */
#define T 40
#define B 50

static const char *const palette[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
                                      "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"};

static void xml_text(FILE *f, const char *s)
{
	for (; *s; s++) {
		if (*s == '<')
			fputs("&lt;", f);
		else if (*s == '>')
			fputs("&gt;", f);
		else if (*s == '&')
			fputs("&amp;", f);
		else if (*s == '"')
			fputs("&quot;", f);
		else
			fputc(*s, f);
	}
}

/* series[t][i] at x[i], i < n; the nteams lines, the top 10 at the end coloured */
static void draw(FILE *f, const char *title, const char *ylabel, const double *x, int n,
                 double **series, const rink_league *l, double ymax, bool pct)
{
	int nt = rink_league_num_teams(l), order[RINK_LEAGUE_MAX_TEAMS];
	double xmax = n ? x[n - 1] : 1, xmin = n ? x[0] : 0;

	if (xmax <= xmin)
		xmax = xmin + 1;
	if (ymax <= 0)
		ymax = 1;
	for (int t = 0; t < nt; t++)
		order[t] = t;
	for (int i = 0; i < nt; i++) /* by the last value, highest first */
		for (int j = i + 1; j < nt; j++)
			if (n && series[order[j]][n - 1] > series[order[i]][n - 1]) {
				int k = order[i];
				order[i] = order[j];
				order[j] = k;
			}
	fprintf(f,
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	        "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n",
	        W, H, W, H);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H);
	fprintf(f, "<text x=\"%d\" y=\"24\" font-size=\"16\" font-weight=\"bold\">", L);
	xml_text(f, title);
	fputs("</text>\n", f);
	/* axes and grid */
	for (int g = 0; g <= 4; g++) {
		double y = T + (H - T - B) * (1 - g / 4.0);
		fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
		        L, y, W - R, y);
		if (pct)
			fprintf(f, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.0f%%</text>\n",
			        L - 6, y + 4, 100 * ymax * g / 4);
		else
			fprintf(f, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.0f</text>\n",
			        L - 6, y + 4, ymax * g / 4);
	}
	fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">games played</text>\n",
	        (L + W - R) / 2, H - 12);
	fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%.0f</text>\n", L, H - B + 16,
	        xmin);
	fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%.0f</text>\n", W - R,
	        H - B + 16, xmax);
	fprintf(f,
	        "<text transform=\"translate(16,%d) rotate(-90)\" "
	        "text-anchor=\"middle\">%s</text>\n",
	        (T + H - B) / 2, ylabel);
	/* lines: the others grey first, then the top 10 on top */
	for (int pass = 0; pass < 2; pass++)
		for (int r = nt - 1; r >= 0; r--) {
			int t = order[r];
			bool top = r < 10;
			if (top != (pass == 1) || n == 0)
				continue;
			fprintf(f,
			        "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" "
			        "points=\"",
			        top ? palette[r] : "#ccc", top ? "2" : "1");
			for (int i = 0; i < n; i++)
				fprintf(f, "%.1f,%.1f ",
				        L + (W - L - R) * (x[i] - xmin) / (xmax - xmin),
				        T + (H - T - B) * (1 - series[t][i] / ymax));
			fputs("\"><title>", f);
			xml_text(f, rink_league_team_name(l, t));
			fputs("</title></polyline>\n", f);
			if (top) {
				fprintf(f, "<text x=\"%d\" y=\"%d\" fill=\"%s\">", W - R + 8,
				        T + 14 + 18 * r, palette[r]);
				xml_text(f, rink_league_team_name(l, t));
				if (pct)
					fprintf(f, " %.1f%%", 100 * series[t][n - 1]);
				else
					fprintf(f, " %.0f", series[t][n - 1]);
				fputs("</text>\n", f);
			}
		}
	fputs("</svg>\n", f);
}

int lg_chart(const char *cmd, const rink_league *l, const char *of, const char *path)
{
	int nt = rink_league_num_teams(l), n = 0, rc = 0;
	double *x = NULL, *series[RINK_LEAGUE_MAX_TEAMS] = {0}, ymax = 0;
	json_t *src;
	char title[200], tmp[4200];
	bool odds = !strcmp(of, "odds");

	if (odds) {
		src = rink_league_odds_history(l);
		n = (int)json_array_size(src);
		if (n == 0) {
			json_decref(src);
			return cli_usage_error(cmd, "league %s has no odds kept yet (rink odds %s)",
			                       rink_league_name(l), rink_league_name(l));
		}
	} else {
		src = rink_league_games_json(l);
		n = (int)json_array_size(src) + 1;
	}
	x = calloc((size_t)n, sizeof(*x));
	for (int t = 0; t < nt; t++)
		series[t] = calloc((size_t)n, sizeof(double));
	for (int i = 0; i < n; i++) {
		if (odds) {
			json_t *o = json_array_get(src, (size_t)i);
			x[i] = (double)json_integer_value(json_object_get(o, "after"));
			for (int t = 0; t < nt; t++)
				series[t][i] = json_number_value(json_object_get(
				        json_array_get(json_object_get(o, "teams"), (size_t)t),
				        "title"));
		} else {
			x[i] = i;
			for (int t = 0; t < nt && i > 0; t++)
				series[t][i] = series[t][i - 1];
			if (i > 0) {
				json_t *g = json_array_get(src, (size_t)i - 1);
				int hg = (int)json_integer_value(json_object_get(g, "home_goals"));
				int ag = (int)json_integer_value(json_object_get(g, "away_goals"));
				const char *d = json_string_value(json_object_get(g, "decision"));
				bool season_game = rink_league_scheduled(l) < 0;
				if (strcmp(json_string_value(json_object_get(g, "stage")),
				           "season"))
					continue;
				int h = rink_league_find_team(
				        l, json_string_value(json_object_get(g, "home")));
				int a = rink_league_find_team(
				        l, json_string_value(json_object_get(g, "away")));
				if (h < 0 || a < 0)
					continue;
				/* the standings' points: wins in a season game */
				int win = hg > ag ? h : ag > hg ? a : -1, lose = win == h ? a : h;
				if (win >= 0)
					series[win][i] += season_game ? 1 : 2;
				if (!season_game && (win < 0 || strcmp(d, "regulation")))
					series[win < 0 ? h : lose][i] += 1;
				if (!season_game && win < 0)
					series[a][i] += 1;
			}
		}
		for (int t = 0; t < nt; t++)
			if (series[t][i] > ymax)
				ymax = series[t][i];
	}
	if (odds)
		ymax = ymax > 0.5 ? 1 : ymax > 0.25 ? 0.5 : 0.25;
	snprintf(title, sizeof(title), "%s: %s", rink_league_name(l),
	         odds ? "chance to win the title" : "the standings race");
	FILE *f = stdout;
	if (path) {
		snprintf(tmp, sizeof(tmp), "%s.tmp%d", path, (int)getpid());
		if (!(f = fopen(tmp, "w")))
			rc = cli_fail(cmd, "%s: cannot write: %s", path, strerror(errno));
	}
	if (f) {
		draw(f, title,
		     odds                           ? "title chance"
		     : rink_league_scheduled(l) < 0 ? "wins"
		                                    : "points",
		     x, n, series, l, ymax, odds);
		if (path) {
			if (fclose(f) || rename(tmp, path)) {
				rc = cli_fail(cmd, "%s: cannot write: %s", path, strerror(errno));
				remove(tmp);
			} else {
				printf("Written: %s\n", path);
			}
		}
	}
	json_decref(src);
	free(x);
	for (int t = 0; t < nt; t++)
		free(series[t]);
	return rc;
}
