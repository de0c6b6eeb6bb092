/*
 * cli/league_out.c: the reports of `rink league` and `rink odds` as text
 * and CSV (the JSON is the library's, printed as it is).
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/league_out.h"

static int geti(const json_t *o, const char *k)
{
	return (int)json_integer_value(json_object_get(o, k));
}

static double getf(const json_t *o, const char *k)
{
	return json_number_value(json_object_get(o, k));
}

static const char *gets_(const json_t *o, const char *k)
{
	const char *s = json_string_value(json_object_get(o, k));

	return s ? s : "";
}

/* A field for CSV: quoted when it holds a comma or a quote. */
void lg_csv_field(const char *s, bool last)
{
	if (strpbrk(s, ",\"\n")) {
		putchar('"');
		for (; *s; s++) {
			if (*s == '"')
				putchar('"');
			putchar(*s);
		}
		putchar('"');
	} else {
		fputs(s, stdout);
	}
	putchar(last ? '\n' : ',');
}

void lg_print_list(const json_t *list, bool csv)
{
	size_t i;
	json_t *v;

	if (csv)
		puts("name,game,teams,played");
	else if (json_array_size(list) == 0)
		puts("No leagues yet: rink league create NAME --game GAME");
	else
		printf("%-24s %-11s %5s %7s\n", "League", "Game", "Teams", "Played");
	json_array_foreach(list, i, v)
	{
		char played[16] = "";
		if (json_object_get(v, "played"))
			snprintf(played, sizeof(played), "%d", geti(v, "played"));
		else
			snprintf(played, sizeof(played), "-");
		if (csv) {
			printf("%s,%s,%d,%s\n", gets_(v, "name"), gets_(v, "game"),
			       geti(v, "teams"), played);
		} else {
			printf("%-24s %-11s %5d %7s\n", gets_(v, "name"), gets_(v, "game"),
			       geti(v, "teams"), played);
		}
	}
}

void lg_print_standings(const rink_league *l, const json_t *st)
{
	const json_t *rows = json_object_get(st, "rows");
	bool otl = false, ties = false, season = rink_league_scheduled(l) < 0;
	size_t i;
	json_t *r;

	json_array_foreach(rows, i, r)
	{
		otl |= geti(r, "otl") > 0;
		ties |= geti(r, "t") > 0;
	}
	printf("%s (%s): %d game%s played", rink_league_name(l), rink_league_game(l),
	       geti(st, "played"), geti(st, "played") == 1 ? "" : "s");
	if (geti(st, "scheduled") > 0)
		printf(" of %d", geti(st, "scheduled"));
	if (gets_(st, "date")[0])
		printf(", through %s", gets_(st, "date"));
	printf("%s\n\n", json_is_true(json_object_get(st, "over")) ? " (over)" : "");
	printf("%4s  %-24s %4s %4s %4s", "", season ? "Manager" : "Team", "GP", "W", "L");
	if (otl && !season)
		printf(" %4s", "OTL");
	if (ties)
		printf(" %4s", "T");
	printf(" %5s %4s %4s %5s\n", season ? "Wins" : "Pts", "GF", "GA", "Diff");
	json_array_foreach(rows, i, r)
	{
		printf("%4d  %-24.24s %4d %4d %4d", geti(r, "rank"), gets_(r, "name"),
		       geti(r, "gp"), geti(r, "w"), geti(r, "l"));
		if (otl && !season)
			printf(" %4d", geti(r, "otl"));
		if (ties)
			printf(" %4d", geti(r, "t"));
		printf(" %5g %4d %4d %+5d\n", getf(r, "pts"), geti(r, "gf"), geti(r, "ga"),
		       geti(r, "diff"));
	}
	if (json_object_get(st, "champion"))
		printf("\nChampion: %s\n", gets_(st, "champion"));
}

void lg_print_standings_csv(const json_t *st)
{
	size_t i;
	json_t *r;

	puts("rank,team,name,gp,w,l,otl,t,pts,gf,ga,diff");
	json_array_foreach(json_object_get(st, "rows"), i, r)
	{
		printf("%d,%d,", geti(r, "rank"), geti(r, "team"));
		lg_csv_field(gets_(r, "name"), false);
		printf("%d,%d,%d,%d,%d,%g,%d,%d,%d\n", geti(r, "gp"), geti(r, "w"), geti(r, "l"),
		       geti(r, "otl"), geti(r, "t"), getf(r, "pts"), geti(r, "gf"), geti(r, "ga"),
		       geti(r, "diff"));
	}
}

static int by_title(const void *a, const void *b)
{
	const json_t *x = *(json_t *const *)a, *y = *(json_t *const *)b;
	double dx = getf(x, "title") * 1000 + getf(x, "playoffs") + getf(x, "points") / 1e6;
	double dy = getf(y, "title") * 1000 + getf(y, "playoffs") + getf(y, "points") / 1e6;

	return dx < dy ? 1 : dx > dy ? -1 : 0;
}

void lg_print_odds(const char *name, int kind, const json_t *o)
{
	const json_t *teams = json_object_get(o, "teams");
	size_t n = json_array_size(teams);
	json_t **v = calloc(n ? n : 1, sizeof(*v));
	bool season = kind == LG_ODDS_SEASON, single = kind == LG_ODDS_GAME;

	if (single)
		printf("Odds for %s (%s), played out from here", name, gets_(o, "game"));
	else
		printf("Odds for %s after %d game%s", name, geti(o, "after"),
		       geti(o, "after") == 1 ? "" : "s");
	if (gets_(o, "date")[0])
		printf(" (%s)", gets_(o, "date"));
	printf(": %d simulations by %s bots, %.1f s\n\n", geti(o, "sims"), gets_(o, "bots"),
	       getf(o, "seconds"));
	if (single)
		printf("%-24s %-22s %s\n", "Seat", "Win (95%)", "Mean result (95%)");
	else
		printf("%-24s %-22s %-22s %s\n", season ? "Manager" : "Team", "Post-season (95%)",
		       "Title (95%)", season ? "Season wins (95%)" : "Points (95%)");
	for (size_t i = 0; v && i < n; i++)
		v[i] = json_array_get(teams, i);
	if (v && !single)
		qsort(v, n, sizeof(*v), by_title);
	for (size_t i = 0; v && i < n; i++) {
		char p[32], t[32];
		snprintf(p, sizeof(p), "%5.1f%% (%.1f-%.1f)", 100 * getf(v[i], "playoffs"),
		         100 * getf(v[i], "playoffs_lo"), 100 * getf(v[i], "playoffs_hi"));
		snprintf(t, sizeof(t), "%5.1f%% (%.1f-%.1f)", 100 * getf(v[i], "title"),
		         100 * getf(v[i], "title_lo"), 100 * getf(v[i], "title_hi"));
		if (single)
			printf("%-24.24s %-22s %6.3f (%.3f-%.3f)\n", gets_(v[i], "name"), t,
			       getf(v[i], "points"), getf(v[i], "points_lo"),
			       getf(v[i], "points_hi"));
		else
			printf("%-24.24s %-22s %-22s %6.1f (%.1f-%.1f)\n", gets_(v[i], "name"), p,
			       t, getf(v[i], "points"), getf(v[i], "points_lo"),
			       getf(v[i], "points_hi"));
	}
	free(v);
}

static void odds_rows_csv(const json_t *o)
{
	size_t i;
	json_t *r;

	json_array_foreach(json_object_get(o, "teams"), i, r)
	{
		printf("%d,%s,%d,", geti(o, "after"), gets_(o, "date"), geti(r, "team"));
		lg_csv_field(gets_(r, "name"), false);
		printf("%.4f,%.4f,%.4f,%.4f,%.4f,%.4f,%.3f,%.3f,%.3f\n", getf(r, "playoffs"),
		       getf(r, "playoffs_lo"), getf(r, "playoffs_hi"), getf(r, "title"),
		       getf(r, "title_lo"), getf(r, "title_hi"), getf(r, "points"),
		       getf(r, "points_lo"), getf(r, "points_hi"));
	}
}

static const char odds_header[] = "after,date,team,name,playoffs,playoffs_lo,playoffs_hi,title,"
                                  "title_lo,title_hi,points,points_lo,points_hi";

void lg_print_odds_csv(const json_t *o)
{
	puts(odds_header);
	odds_rows_csv(o);
}

static const json_t *team_in(const json_t *o, const char *name)
{
	const json_t *teams = json_object_get(o, "teams");

	for (size_t i = 0; i < json_array_size(teams); i++)
		if (!strcmp(gets_(json_array_get(teams, i), "name"), name))
			return json_array_get(teams, i);
	return NULL;
}

void lg_print_compare(const rink_league *a, const json_t *oa, const rink_league *b,
                      const json_t *ob, bool csv)
{
	const json_t *teams = json_object_get(oa, "teams");

	if (csv)
		puts("name,a_playoffs,b_playoffs,a_title,b_title,a_points,b_points");
	else
		printf("%-24s %17s %17s %15s\n%-24s %8.8s %8.8s %8.8s %8.8s %7.7s %7.7s\n", "",
		       "Post-season", "Title", "Points", "Team", rink_league_name(a),
		       rink_league_name(b), rink_league_name(a), rink_league_name(b),
		       rink_league_name(a), rink_league_name(b));
	for (size_t i = 0; i < json_array_size(teams); i++) {
		const json_t *x = json_array_get(teams, i), *y = team_in(ob, gets_(x, "name"));
		if (!y)
			continue;
		if (csv) {
			lg_csv_field(gets_(x, "name"), false);
			printf("%.4f,%.4f,%.4f,%.4f,%.3f,%.3f\n", getf(x, "playoffs"),
			       getf(y, "playoffs"), getf(x, "title"), getf(y, "title"),
			       getf(x, "points"), getf(y, "points"));
			continue;
		}
		printf("%-24.24s %7.1f%% %7.1f%% %7.1f%% %7.1f%% %7.1f %7.1f%s\n", gets_(x, "name"),
		       100 * getf(x, "playoffs"), 100 * getf(y, "playoffs"), 100 * getf(x, "title"),
		       100 * getf(y, "title"), getf(x, "points"), getf(y, "points"),
		       fabs(getf(x, "title") - getf(y, "title")) > 0.05 ? "  <-" : "");
	}
	if (!csv)
		printf("\n%s: %d games decided; %s: %d (%d simulations each)\n",
		       rink_league_name(a), rink_league_played(a), rink_league_name(b),
		       rink_league_played(b), geti(oa, "sims"));
}

void lg_print_history(const json_t *hist, bool csv)
{
	size_t i;
	json_t *o;

	if (csv) {
		puts(odds_header);
		for (i = 0; i < json_array_size(hist); i++)
			odds_rows_csv(json_array_get(hist, i));
		return;
	}
	if (json_array_size(hist) == 0) {
		puts("No odds kept yet: rink odds LEAGUE, or rink league play LEAGUE --odds N");
		return;
	}
	/* one line per asking: the leader's title chance and who it was */
	printf("%7s  %-10s %7s  %s\n", "After", "Date", "Sims", "Favourite (title chance)");
	json_array_foreach(hist, i, o)
	{
		const json_t *best = NULL;
		size_t k;
		json_t *r;
		const json_t *teams = json_object_get(o, "teams");
		for (k = 0; k < json_array_size(teams); k++) {
			r = json_array_get(teams, k);
			if (!best || getf(r, "title") > getf(best, "title"))
				best = r;
		}
		printf("%7d  %-10s %7d  %s %.1f%%\n", geti(o, "after"), gets_(o, "date"),
		       geti(o, "sims"), best ? gets_(best, "name") : "-",
		       best ? 100 * getf(best, "title") : 0);
	}
}

void lg_print_games(const json_t *games, bool csv)
{
	size_t i;
	json_t *g;

	if (csv)
		puts("game,date,home,away,home_goals,away_goals,decision,stage");
	json_array_foreach(games, i, g)
	{
		const char *d = gets_(g, "decision");
		if (csv) {
			printf("%d,%s,", geti(g, "game"), gets_(g, "date"));
			lg_csv_field(gets_(g, "home"), false);
			lg_csv_field(gets_(g, "away"), false);
			printf("%d,%d,%s,%s\n", geti(g, "home_goals"), geti(g, "away_goals"), d,
			       gets_(g, "stage"));
			continue;
		}
		printf("%5d  %-10s %-22.22s %2d  %-22.22s %2d  %s%s%s\n", geti(g, "game"),
		       gets_(g, "date"), gets_(g, "home"), geti(g, "home_goals"), gets_(g, "away"),
		       geti(g, "away_goals"),
		       !strcmp(d, "overtime")   ? "OT"
		       : !strcmp(d, "shootout") ? "SO"
		       : !strcmp(d, "tie")      ? "T"
		                                : "",
		       strcmp(gets_(g, "stage"), "season") ? " (post-season)" : "",
		       json_is_true(json_object_get(g, "recorded")) ? " (recorded)" : "");
	}
}

void lg_print_schedule(const json_t *fx, bool csv)
{
	if (csv)
		puts("fixture,date,home,away");
	else if (json_array_size(fx) == 0)
		puts("No games left to play.");
	for (size_t i = 0; i < json_array_size(fx); i++) {
		const json_t *f = json_array_get(fx, i);
		if (csv) {
			printf("%d,%s,", geti(f, "fixture"), gets_(f, "date"));
			lg_csv_field(gets_(f, "home"), false);
			lg_csv_field(gets_(f, "away"), true);
			continue;
		}
		printf("%5d  %-10s %-22.22s at %-22.22s%s\n", geti(f, "fixture"), gets_(f, "date"),
		       gets_(f, "away"), gets_(f, "home"),
		       json_is_true(json_object_get(f, "in_play")) ? " (in play)" : "");
	}
}

/* Prints the values of object st (its keys with keys_only), in order. */
static void stat_cells(const json_t *st, bool csv, bool keys_only)
{
	void *it = json_object_iter((json_t *)st);

	for (bool first = true; it; it = json_object_iter_next((json_t *)st, it), first = false) {
		if (keys_only)
			printf(csv ? ",%s" : " %6s", json_object_iter_key(it));
		else if (csv)
			printf("%s%lld", first ? "" : ",",
			       (long long)json_integer_value(json_object_iter_value(it)));
		else
			printf(" %6lld", (long long)json_integer_value(json_object_iter_value(it)));
	}
	putchar('\n');
}

void lg_print_leaders(const json_t *ld, const char *stat, bool csv)
{
	int w = 6; /* the team column: an abbreviation, or a manager's name */

	for (size_t i = 0; i < json_array_size(ld); i++) {
		int n = (int)strlen(gets_(json_array_get(ld, i), "team"));
		w = n > w ? (n < 16 ? n : 16) : w;
	}
	for (size_t i = 0; i < json_array_size(ld); i++) {
		const json_t *p = json_array_get(ld, i), *st = json_object_get(p, "stats");
		if (i == 0) { /* the columns: the first line's stats */
			if (csv)
				fputs("rank,team,player", stdout);
			else
				printf("%4s  %-*s %-24s", "", w, "Team", "Player");
			stat_cells(st, csv, true);
		}
		if (csv) {
			printf("%zu,", i + 1);
			lg_csv_field(gets_(p, "team"), false);
			lg_csv_field(gets_(p, "player"), false);
		} else {
			printf("%4zu  %-*.*s %-24.24s", i + 1, w, w, gets_(p, "team"),
			       gets_(p, "player"));
		}
		stat_cells(st, csv, false);
	}
	if (!json_array_size(ld))
		printf("No players' lines yet%s%s%s.\n", stat ? " (by " : "", stat ? stat : "",
		       stat ? ")" : "");
}

void lg_print_log(const json_t *log, bool csv)
{
	if (csv)
		puts("game,type,text");
	else if (json_array_size(log) == 0)
		puts("No such events.");
	for (size_t i = 0; i < json_array_size(log); i++) {
		const json_t *e = json_array_get(log, i);
		if (csv) {
			printf("%d,%s,", geti(e, "game"), gets_(e, "type"));
			lg_csv_field(gets_(e, "text"), true);
		} else {
			printf("%5d  %s\n", geti(e, "game"), gets_(e, "text"));
		}
	}
}

void lg_filter_team(json_t *games, const char *team)
{
	if (!team)
		return;
	for (size_t i = json_array_size(games); i-- > 0;) {
		json_t *g = json_array_get(games, i);
		if (strcmp(gets_(g, "home"), team) && strcmp(gets_(g, "away"), team))
			json_array_remove(games, i);
	}
}

void lg_print_h2h(const json_t *h, bool csv)
{
	const json_t *t = json_object_get(h, "teams");
	const char *a = json_string_value(json_array_get(t, 0)),
	           *b = json_string_value(json_array_get(t, 1));

	if (csv) {
		lg_print_games(json_object_get(h, "games"), true);
		return;
	}
	printf("%s %d, %s %d", a, geti(h, "a_wins"), b, geti(h, "b_wins"));
	if (geti(h, "ties"))
		printf(", %d tied", geti(h, "ties"));
	printf("; goals %d-%d\n\n", geti(h, "a_goals"), geti(h, "b_goals"));
	lg_print_games(json_object_get(h, "games"), false);
}

void lg_print_box(const json_t *box)
{
	size_t i;
	json_t *e;

	printf("Game %d", geti(box, "game"));
	if (gets_(box, "date")[0])
		printf(", %s", gets_(box, "date"));
	printf(": %s %d, %s %d (%s)\n", gets_(box, "home"), geti(box, "home_goals"),
	       gets_(box, "away"), geti(box, "away_goals"), gets_(box, "decision"));
	if (json_is_true(json_object_get(box, "recorded")))
		puts("Recorded from a real table: no record to show.");
	const json_t *events = json_object_get(box, "events");
	for (i = 0; i < json_array_size(events); i++) {
		e = json_array_get(events, i);
		printf("  %s\n", json_string_value(e));
	}
	json_t *view = json_object_get(box, "view");
	if (view && !json_array_size(json_object_get(box, "events")))
		puts("(rink league box --json gives the game's final view with its box score)");
}

/* A person's choice between games (rink_league_due_json), if one is due:
 * printed, and true. */
static bool print_due(const rink_league *l)
{
	json_t *due = rink_league_due_json(l), *o;
	const char *step = json_string_value(json_object_get(due, "step"));
	const char *team = json_string_value(json_object_get(due, "team"));
	size_t i;

	if (!due)
		return false;
	printf("Waiting for %s's draft after game %lld: rink league move %s --team %s '%s CARD'\n",
	       team, (long long)json_integer_value(json_object_get(due, "after")),
	       rink_league_name(l), team, step);
	printf("%s.\n%s:", json_string_value(json_object_get(due, "text")),
	       !strcmp(step, "take") ? "Cards to take" : "Cards to return");
	json_array_foreach(json_object_get(due, "options"), i, o)
	{
		printf("%s %lld %s", i ? "," : "",
		       (long long)json_integer_value(json_object_get(o, "card")),
		       json_string_value(json_object_get(o, "name")));
	}
	printf("\n");
	json_decref(due);
	return true;
}

void lg_print_waiting(const rink_league *l, int team)
{
	int seat;
	const rink_state *s = rink_league_position(l, team, &seat);
	int acts[RINK_MAX_ACTIONS],
	        n = s && seat >= 0 ? rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS) : 0;

	if (!s && print_due(l))
		return;
	printf("Waiting for %s to move: rink league move %s --team %d 'MOVE'\n",
	       rink_league_team_name(l, team), rink_league_name(l), team + 1);
	if (n > 0) {
		printf("Legal moves:");
		for (int i = 0; i < n && i < 40; i++) {
			char t[128];
			rink_action_text(s, seat, acts[i], t, sizeof(t));
			printf("%s '%s'", i ? "," : "", t);
		}
		printf(n > 40 ? ", ...\n" : "\n");
	}
}

void lg_print_after_choice(const rink_league *l, int team)
{
	printf("Chosen for %s.\n", rink_league_team_name(l, team));
	if (!print_due(l))
		printf("The draft is done: rink league play %s goes on.\n", rink_league_name(l));
}

void lg_print_after_move(const rink_league *l, int team)
{
	int seat;
	const rink_state *s = rink_league_position(l, team, &seat);

	printf("Moved for %s.\n", rink_league_team_name(l, team));
	if (!s && print_due(l))
		return;
	if (!s) {
		printf("That game is over.\n");
		return;
	}
	uint32_t mask = rink_state_to_move(s);
	for (int t = 0; t < rink_league_num_teams(l); t++) {
		int st;
		if (rink_league_position(l, t, &st) && st >= 0 && mask >> st & 1) {
			lg_print_waiting(l, t);
			return;
		}
	}
	if (!mask)
		printf("That game is over: rink league play %s goes on.\n", rink_league_name(l));
}

const char *lg_next_date(const rink_league *l)
{
	return rink_league_next_date(l);
}

int lg_write_json(const char *cmd, const json_t *v, const char *path)
{
	char tmp[4200];

	if (!path) {
		if (json_dumpf(v, stdout, JSON_INDENT(1) | JSON_PRESERVE_ORDER))
			return cli_fail(cmd, "cannot write the output");
		putchar('\n');
		return 0;
	}
	snprintf(tmp, sizeof(tmp), "%s.tmp%d", path, (int)getpid());
	if (json_dump_file(v, tmp, JSON_INDENT(1) | JSON_PRESERVE_ORDER)) {
		remove(tmp);
		return cli_fail(cmd, "%s: cannot write: %s", path, strerror(errno ? errno : EIO));
	}
	if (rename(tmp, path)) {
		int e = errno;
		remove(tmp);
		return cli_fail(cmd, "%s: cannot write: %s", path, strerror(e));
	}
	printf("Written: %s\n", path);
	return 0;
}
