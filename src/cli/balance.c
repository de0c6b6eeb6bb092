/*
 * cli/balance.c: `rink balance GAME`, a game's balance for designers and
 * house rules (rink/balance.h): a table, --json, an SVG histogram of goals
 * per game, and --vs PARAMS for two parameter sets side by side (the same
 * seeds, so the difference is the rules'). Under mpirun the processes
 * share each study's pieces (cli/mpi.c) and the first prints.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/arena_out.h"
#include "cli/cli.h"
#include "rink/balance.h"
#include "rink/pool.h"

#define CMD "balance"

static const char balance_help[] =
        "Usage: rink balance GAME [--games N] [--bots A,B,...] [--params P] [options]\n"
        "GAME: slapshot, powerplay, trickshot or actiondeck.\n"
        "\n"
        "Plays N games (Slapshot and Power Play: N seasons) between bots and reports\n"
        "what a designer asks of a rule set, each with a 95% interval: goals per game\n"
        "(home, away, both), how often the home side wins (ties count 1/2), how often\n"
        "seat 1 wins the game or season, its length in actions (and a season's in\n"
        "games), and how often each kind of event fires per game (penalties, fights,\n"
        "injuries, pulled goalies...: every event all seats see, by its type).\n"
        "\n"
        "Options:\n"
        "  --games N           games or seasons (default 1000)\n"
        "  --bots A,B,...      bots, seated in turn as rink arena seats them\n"
        "                      (default heuristic)\n"
        "  --params P          game parameters, key=value,...\n"
        "  --vs P              a second parameter set, played on the same seeds and\n"
        "                      shown beside the first\n"
        "  --seed S            master seed (default 1)\n"
        "  --threads N         threads (default: one per processor); the figures do\n"
        "                      not depend on it\n"
        "  --svg FILE          an SVG histogram of goals per game (both sets with --vs)\n"
        "  --json              one JSON object: {\"game\", \"games\", \"seed\", \"bots\",\n"
        "                      \"sets\": [{\"params\", \"records\", \"games\", \"stats\":\n"
        "                      {NAME: {\"mean\", \"ci95\": [lo, hi]}}, \"events\": {TYPE:\n"
        "                      {\"per_game\", \"ci95\"}}, \"goals_histogram\": [...]}]}\n"
        "  --quiet             no progress bar (one shows on a terminal)\n"
        "  --shard K/N         play only part K of N and print a partial result (JSON)\n"
        "                      for `rink merge`, which prints the whole study's report\n"
        "Under mpirun (rink built with Open MPI) the processes share the games out and\n"
        "the first prints what one process prints.\n"
        "  -h, --help          this help\n"
        "\n"
        "Examples:\n"
        "  rink balance actiondeck --games 20000\n"
        "  rink balance slapshot --games 200 --params managers=2 --vs managers=6\n"
        "  rink balance trickshot --games 500 --svg goals.svg\n";

static const char *const stat_titles[RINK_BAL_N] = {
        "goals per game",        "home goals per game",
        "away goals per game",   "home wins (ties 1/2)",
        "seat 1 wins",           "actions per record",
        "games per record",      "comebacks (winner trailed)",
        "comebacks from 2+ down"};

static bool is_share(int i)
{
	return i == RINK_BAL_HOME_WINS || i == RINK_BAL_SEAT1 || i == RINK_BAL_COMEBACKS ||
	       i == RINK_BAL_COMEBACKS2;
}

static void cell(char *buf, size_t size, const struct rink_balance_stat *st, bool share)
{
	if (share)
		snprintf(buf, size, "%7.1f%% (%.1f-%.1f%%)", 100 * st->mean, 100 * st->lo,
		         100 * st->hi);
	else if (st->mean >= 100)
		snprintf(buf, size, "%8.1f (%.1f-%.1f)", st->mean, st->lo, st->hi);
	else
		snprintf(buf, size, "%8.3f (%.3f-%.3f)", st->mean, st->lo, st->hi);
}

static const struct rink_balance_event *find_event(const struct rink_balance_report *r,
                                                   const char *name)
{
	for (int i = 0; i < r->n_events; i++)
		if (!strcmp(r->events[i].name, name))
			return &r->events[i];
	return NULL;
}

static void print_table(const char *game, const char *const params[2],
                        const struct rink_balance_report *r[2], int sets, uint64_t seed,
                        const char *bots)
{
	char a[96], b[96];
	static const struct rink_balance_stat none = {0, 0, 0};

	printf("%s, %d %s, bots %s, seed %llu\n", game, r[0]->records,
	       !strcmp(game, "slapshot") || !strcmp(game, "powerplay") ? "seasons" : "games", bots,
	       (unsigned long long)seed);
	printf("%-28s %s", "", params[0][0] ? params[0] : "(default parameters)");
	if (sets > 1)
		printf("%*s %s",
		       30 - (int)strlen(params[0][0] ? params[0] : "(default parameters)"), "",
		       params[1][0] ? params[1] : "(default parameters)");
	printf("\n");
	for (int i = 0; i < RINK_BAL_N; i++) {
		cell(a, sizeof(a), &r[0]->stat[i], is_share(i));
		printf("%-28s %-*s", stat_titles[i], sets > 1 ? 30 : 0, a);
		if (sets > 1) {
			cell(b, sizeof(b), &r[1]->stat[i], is_share(i));
			printf(" %s", b);
		}
		printf("\n");
	}
	printf("events per game:\n");
	for (int s = 0; s < sets; s++)
		for (int i = 0; i < r[s]->n_events; i++) {
			const char *name = r[s]->events[i].name;
			if (s == 1 && find_event(r[0], name))
				continue; /* listed already */
			const struct rink_balance_event *e0 = find_event(r[0], name);
			cell(a, sizeof(a), e0 ? &e0->per_game : &none, false);
			printf("  %-26s %-*s", name, sets > 1 ? 30 : 0, a);
			if (sets > 1) {
				const struct rink_balance_event *e1 = find_event(r[1], name);
				cell(b, sizeof(b), e1 ? &e1->per_game : &none, false);
				printf(" %s", b);
			}
			printf("\n");
		}
}

static json_t *stat_json(const struct rink_balance_stat *st, const char *key)
{
	return json_pack("{s:f, s:[f,f]}", key, st->mean, "ci95", st->lo, st->hi);
}

static json_t *report_json(const char *params, const struct rink_balance_report *r)
{
	json_t *stats = json_object(), *events = json_object(), *hist = json_array();

	for (int i = 0; i < RINK_BAL_N; i++)
		json_object_set_new(stats, rink_balance_stat_name(i),
		                    stat_json(&r->stat[i], "mean"));
	for (int i = 0; i < r->n_events; i++)
		json_object_set_new(events, r->events[i].name,
		                    stat_json(&r->events[i].per_game, "per_game"));
	for (int i = 0; i < RINK_BALANCE_HIST; i++)
		json_array_append_new(hist, json_integer(r->hist[i]));
	return json_pack("{s:s, s:i, s:i, s:o, s:o, s:o}", "params", params, "records", r->records,
	                 "games", r->games, "stats", stats, "events", events, "goals_histogram",
	                 hist);
}

/* An SVG histogram of goals per game: one bar per count of goals (the last
 * is "20 or more"), as shares of the games; with two sets, two bars side by
 * side. */
static int write_svg(const char *path, const char *game, const char *const params[2],
                     const struct rink_balance_report *r[2], int sets)
{
	static const char *const fill[2] = {"#3465a4", "#f57900"};
	const int w = 720, h = 360, left = 50, bottom = 40, top = 40;
	double top_share = 0.01;
	FILE *f = fopen(path, "w");

	if (!f)
		return -1;
	for (int s = 0; s < sets; s++)
		for (int i = 0; i < RINK_BALANCE_HIST; i++)
			if (r[s]->games && (double)r[s]->hist[i] / r[s]->games > top_share)
				top_share = (double)r[s]->hist[i] / r[s]->games;
	double bw = (double)(w - left - 10) / RINK_BALANCE_HIST, ph = h - top - bottom;
	fprintf(f,
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	        "font-family=\"sans-serif\" font-size=\"12\">\n"
	        "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n"
	        "<text x=\"%d\" y=\"20\" font-size=\"14\">%s: goals per game (share of "
	        "games)</text>\n",
	        w, h, left, game);
	for (int s = 0; s < sets; s++) {
		fprintf(f,
		        "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>"
		        "<text x=\"%d\" y=\"%d\">",
		        w - 260, 12 + 14 * s, fill[s], w - 245, 21 + 14 * s);
		for (const char *c = params[s][0] ? params[s] : "default parameters"; *c; c++)
			if (*c == '<')
				fputs("&lt;", f);
			else if (*c == '&')
				fputs("&amp;", f);
			else
				fputc(*c, f);
		fputs("</text>\n", f);
	}
	for (int k = 0; k <= 4; k++) {
		double y = top + ph - ph * k / 4;
		fprintf(f,
		        "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
		        "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.0f%%</text>\n",
		        left, y, w - 10, y, left - 4, y + 4, 100 * top_share * k / 4);
	}
	for (int i = 0; i < RINK_BALANCE_HIST; i++) {
		double x = left + bw * i;
		for (int s = 0; s < sets; s++) {
			double share = r[s]->games ? (double)r[s]->hist[i] / r[s]->games : 0;
			double bh = ph * share / top_share;
			fprintf(f,
			        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
			        "fill=\"%s\"><title>%d%s goals: %.2f%%</title></rect>\n",
			        x + 2 + (bw - 4) / sets * s, top + ph - bh, (bw - 4) / sets, bh,
			        fill[s], i, i == RINK_BALANCE_HIST - 1 ? " or more" : "",
			        100 * share);
		}
		fprintf(f, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d%s</text>\n",
		        x + bw / 2, h - bottom + 16, i, i == RINK_BALANCE_HIST - 1 ? "+" : "");
	}
	fputs("</svg>\n", f);
	return fclose(f) == 0 ? 0 : -1;
}

static json_t *acc_json(const struct rink_balance_acc *a)
{
	return json_pack("[f,f,f,f,f]", a->s, a->e, a->ss, a->ee, a->se);
}

static bool acc_read(json_t *v, struct rink_balance_acc *a)
{
	return json_is_array(v) && json_array_size(v) == 5 &&
	       json_unpack(v, "[FFFFF]", &a->s, &a->e, &a->ss, &a->ee, &a->se) == 0;
}

/* One set of a shard: {"params", "names": {CODE: NAME}, "tallies": [...]}:
 * a tally's events are [code, s, ss, se] for the codes that fired. */
static json_t *shard_set_json(const char *params, const struct rink_balance_names *names,
                              const struct rink_balance_tally *t, int count)
{
	json_t *nm = json_object(), *tallies = json_array();
	char key[8];

	for (int c = 0; nm && c < RINK_BALANCE_TYPES; c++)
		if (names->known[c]) {
			snprintf(key, sizeof(key), "%d", c);
			json_object_set_new(nm, key, json_string(names->name[c]));
		}
	for (int p = 0; tallies && p < count; p++) {
		json_t *stat = json_array(), *ev = json_array(), *hist = json_array();
		for (int i = 0; stat && i < RINK_BAL_N; i++)
			json_array_append_new(stat, acc_json(&t[p].stat[i]));
		for (int c = 0; ev && c < RINK_BALANCE_TYPES; c++)
			if (t[p].ev[c].s != 0)
				json_array_append_new(ev, json_pack("[i,f,f,f]", c, t[p].ev[c].s,
				                                    t[p].ev[c].ss, t[p].ev[c].se));
		for (int i = 0; hist && i < RINK_BALANCE_HIST; i++)
			json_array_append_new(hist, json_integer(t[p].hist[i]));
		json_array_append_new(tallies, json_pack("{s:i, s:i, s:o, s:o, s:o, s:o}",
		                                         "records", t[p].records, "games",
		                                         t[p].games, "stat", stat, "ev", ev, "div",
		                                         acc_json(&t[p].div), "hist", hist));
	}
	return json_pack("{s:s, s:o, s:o}", "params", params, "names", nm, "tallies", tallies);
}

/* Reads a set of a shard back: the tallies into t[0..count), the names
 * added to *names. */
static bool shard_set_read(json_t *set, struct rink_balance_names *names,
                           struct rink_balance_tally *t, int count)
{
	json_t *nm = json_object_get(set, "names"), *tallies = json_object_get(set, "tallies");
	const char *key;
	json_t *v;

	if (!json_is_object(nm) || !json_is_array(tallies) ||
	    (int)json_array_size(tallies) != count)
		return false;
	json_object_foreach(nm, key, v)
	{
		char *end;
		long c = strtol(key, &end, 10);
		if (*end || c < 0 || c >= RINK_BALANCE_TYPES || !json_is_string(v))
			return false;
		names->known[c] = true;
		snprintf(names->name[c], RINK_BALANCE_NAME, "%s", json_string_value(v));
	}
	for (int p = 0; p < count; p++) {
		json_t *o = json_array_get(tallies, (size_t)p), *stat, *ev, *hist, *x;
		size_t j;
		memset(&t[p], 0, sizeof(t[p]));
		stat = json_object_get(o, "stat");
		ev = json_object_get(o, "ev");
		hist = json_object_get(o, "hist");
		if (json_unpack(o, "{s:i, s:i}", "records", &t[p].records, "games", &t[p].games) ||
		    !json_is_array(stat) || json_array_size(stat) != RINK_BAL_N ||
		    !json_is_array(ev) || !json_is_array(hist) ||
		    json_array_size(hist) != RINK_BALANCE_HIST ||
		    !acc_read(json_object_get(o, "div"), &t[p].div))
			return false;
		for (int i = 0; i < RINK_BAL_N; i++)
			if (!acc_read(json_array_get(stat, (size_t)i), &t[p].stat[i]))
				return false;
		for (int i = 0; i < RINK_BALANCE_HIST; i++) {
			x = json_array_get(hist, (size_t)i);
			if (!json_is_integer(x))
				return false;
			t[p].hist[i] = json_integer_value(x);
		}
		json_array_foreach(ev, j, x)
		{
			int c;
			double es, ess, ese;
			if (json_unpack(x, "[iFFF]", &c, &es, &ess, &ese) || c < 0 ||
			    c >= RINK_BALANCE_TYPES)
				return false;
			t[p].ev[c].s = es;
			t[p].ev[c].ss = ess;
			t[p].ev[c].se = ese;
		}
	}
	return true;
}

/* One study, this process's part of it (all of it without mpirun);
 * rank 0 gets the report in *out (malloc'd), the others NULL. Returns 0 or
 * the exit code (said by rank 0). */
static int study(struct rink_balance_config *cfg, const char *params, int rank, int size,
                 int shard_k, int shard_n, struct rink_balance_report **out, json_t **shard)
{
	struct rink_balance_tally *t = NULL;
	struct rink_balance_names *names = NULL, *all = NULL;
	struct rink_error err = {0};
	int pieces, base = 0, first = 0, count, part, rc = 0;
	bool ok;

	*out = NULL;
	*shard = NULL;
	cfg->params = params;
	if (cfg->progress)
		*(int *)cfg->ud = -1; /* cli_progress: a new run */
	pieces = rink_balance_pieces(cfg, &err);
	if (pieces < 0)
		return rank == 0 ? cli_usage_error(CMD, "%s", err.text) : CLI_EXIT_USAGE;
	count = pieces;
	if (shard_n) {
		if (shard_n > pieces)
			return rank == 0 ? cli_usage_error(CMD,
			                                   "--shard %d/%d: this study has only %d "
			                                   "pieces",
			                                   shard_k, shard_n, pieces)
			                 : CLI_EXIT_USAGE;
		rink_pool_part(pieces, shard_k - 1, shard_n, &base, &count);
	}
	part = count;
	if (size > 1)
		rink_pool_part(count, rank, size, &first, &part);
	first += base;
	t = calloc((size_t)pieces, sizeof(*t));
	names = calloc(1, sizeof(*names));
	if (rank == 0) {
		*out = malloc(sizeof(**out));
		all = calloc((size_t)size, sizeof(*all));
	}
	ok = t && names && (rank != 0 || (*out && all)) &&
	     rink_balance_play(cfg, first, part, t + first, names, &err) == RINK_OK;
	if (size > 1 && !cli_mpi_gather(t + base, sizeof(*t), count, ok)) {
		if (!ok && rank == 0)
			rc = err.code == RINK_OK || err.code == RINK_ENOMEM
			             ? cli_fail(CMD, "%s", err.text[0] ? err.text : "out of memory")
			             : cli_game_error(CMD, &err);
		else if (rank == 0)
			rc = cli_fail(CMD, "another process of the mpirun failed");
		else
			rc = CLI_EXIT_FAIL;
		goto out_free;
	}
	if (!ok) {
		rc = err.code == RINK_OK || err.code == RINK_ENOMEM
		             ? cli_fail(CMD, "%s", err.text[0] ? err.text : "out of memory")
		             : cli_game_error(CMD, &err);
		goto out_free;
	}
	if (size > 1) {
		/* the names every process met, into rank 0's */
		cli_mpi_gather_all(names, sizeof(*names), all);
		for (int r = 1; rank == 0 && r < size; r++)
			for (int c = 0; c < RINK_BALANCE_TYPES; c++)
				if (all[r].known[c] && !names->known[c]) {
					names->known[c] = true;
					memcpy(names->name[c], all[r].name[c], RINK_BALANCE_NAME);
				}
	}
	if (rank == 0 && shard_n) {
		*shard = shard_set_json(params, names, t + base, count);
		if (!*shard)
			rc = cli_fail(CMD, "out of memory");
	} else if (rank == 0 && rink_balance_finish(cfg, t, pieces, names, *out, &err) != RINK_OK) {
		rc = cli_fail(CMD, "%s", err.text);
	}
out_free:
	if (rc) {
		free(*out);
		*out = NULL;
	}
	free(t);
	free(names);
	free(all);
	return rc;
}

/* The report of one or two sets, as a table or JSON, and the SVG. */
static int print_report(const char *game, int records, uint64_t seed, const char *bots,
                        const char *const params[2], const struct rink_balance_report *r[2],
                        int sets, bool json, const char *svg)
{
	if (json) {
		json_t *o = json_pack("{s:s, s:i, s:I, s:s, s:[]}", "game", game, "games", records,
		                      "seed", (json_int_t)seed, "bots", bots, "sets");
		for (int s = 0; s < sets; s++)
			json_array_append_new(json_object_get(o, "sets"),
			                      report_json(params[s], r[s]));
		cli_print_json(o);
		json_decref(o);
	} else {
		print_table(game, params, r, sets, seed, bots);
	}
	if (svg && write_svg(svg, game, params, r, sets) != 0)
		return cli_fail(CMD, "cannot write %s", svg);
	return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

/* The bots of a --bots list into cfg (list: a copy the caller frees). */
static int parse_bots(struct rink_balance_config *cfg, const char *bots, char *list)
{
	for (char *t = list, *comma;; t = comma + 1) {
		comma = strchr(t, ',');
		if (comma)
			*comma = '\0';
		if (cfg->n_bots == RINK_ARENA_MAX_BOTS || !*cli_trim(t))
			return cli_usage_error(CMD, "--bots '%s': 1 to %d bots, none empty", bots,
			                       RINK_ARENA_MAX_BOTS);
		cfg->bots[cfg->n_bots++] = cli_trim(t);
		if (!comma)
			return 0;
	}
}

static int balance_run(int argc, char **argv)
{
	enum {
		O_GAMES,
		O_BOTS,
		O_PARAMS,
		O_VS,
		O_SEED,
		O_THREADS,
		O_SVG,
		O_JSON,
		O_QUIET,
		O_SHARD
	};
	static const struct cli_opt opts[] = {{"games", true}, {"bots", true},  {"params", true},
	                                      {"vs", true},    {"seed", true},  {"threads", true},
	                                      {"svg", true},   {"json", false}, {"quiet", false},
	                                      {"shard", true}, {NULL, false}};
	struct rink_balance_config cfg = {.records = 1000, .seed = 1};
	struct rink_balance_report *rep[2] = {NULL, NULL};
	json_t *shard[2] = {NULL, NULL};
	const char *v, *bots = "heuristic", *params[2] = {"", ""}, *svg = NULL;
	char *list = NULL;
	bool json = false, quiet = false;
	int i = 1, k, sets = 1, rc = 0, last = -1, rank = 0, size = 1, shard_k = 0, shard_n = 0;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(balance_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			if (cfg.game)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			cfg.game = v;
			break;
		case O_GAMES:
			if (!cli_parse_int(CMD, "games", v, 1, 100000000, &cfg.records))
				return CLI_EXIT_USAGE;
			break;
		case O_BOTS:
			bots = v;
			break;
		case O_PARAMS:
			params[0] = v;
			break;
		case O_VS:
			params[1] = v;
			sets = 2;
			break;
		case O_SEED:
			if (!cli_parse_u64(CMD, "seed", v, &cfg.seed))
				return CLI_EXIT_USAGE;
			break;
		case O_THREADS:
			if (!cli_parse_int(CMD, "threads", v, 1, RINK_POOL_MAX_THREADS,
			                   &cfg.threads))
				return CLI_EXIT_USAGE;
			break;
		case O_SVG:
			svg = v;
			break;
		case O_JSON:
			json = true;
			break;
		case O_QUIET:
			quiet = true;
			break;
		case O_SHARD: {
			char *end = NULL;
			long a = strtol(v, &end, 10), b = 0;
			if (end && *end == '/' && end[1] >= '0' && end[1] <= '9')
				b = strtol(end + 1, &end, 10);
			if (!end || *end || v[0] < '1' || v[0] > '9' || b < 1 || a > b ||
			    b > RINK_BALANCE_MAX_PIECES)
				return cli_usage_error(
				        CMD, "--shard '%s': expected K/N, 1 <= K <= N <= %d", v,
				        RINK_BALANCE_MAX_PIECES);
			shard_k = (int)a;
			shard_n = (int)b;
			break;
		}
		}
	}
	if (!cfg.game)
		return cli_usage_error(CMD, "which game? rink balance actiondeck --games 10000");
	list = strdup(bots);
	if (!list)
		return cli_fail(CMD, "out of memory");
	rc = parse_bots(&cfg, bots, list);
	if (rc)
		goto out_free_list;
	cli_mpi_start(&rank, &size);
	if (cfg.threads < 1) {
		cfg.threads = rink_pool_cpus() / cli_mpi_local_size();
		if (cfg.threads < 1)
			cfg.threads = 1;
	}
	if (rank == 0 && !quiet && isatty(STDERR_FILENO)) {
		cfg.progress = cli_progress;
		cfg.ud = &last;
	}
	for (int s = 0; s < sets; s++) {
		rc = study(&cfg, params[s], rank, size, shard_k, shard_n, &rep[s], &shard[s]);
		if (rc)
			goto out_free;
	}
	if (rank != 0)
		goto out_free;
	if (shard_n) {
		char seed[24];
		snprintf(seed, sizeof(seed), "%llu", (unsigned long long)cfg.seed);
		json_t *o = json_pack("{s:s, s:i, s:s, s:s, s:i, s:s, s:i, s:[i,i], s:[o,o*]}",
		                      "format", "rink-balance-shard", "version", 2, "game",
		                      cfg.game, "bots", bots, "games", cfg.records, "seed", seed,
		                      "pieces", rink_balance_pieces(&cfg, NULL), "shard", shard_k,
		                      shard_n, "sets", shard[0], shard[1]);
		shard[0] = shard[1] = NULL; /* taken by o */
		if (!o) {
			rc = cli_fail(CMD, "out of memory");
			goto out_free;
		}
		cli_print_json(o);
		json_decref(o);
		rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
		goto out_free;
	}
	const struct rink_balance_report *r[2] = {rep[0], rep[sets - 1]};
	rc = print_report(cfg.game, cfg.records, cfg.seed, bots, params, r, sets, json, svg);
out_free:
	json_decref(shard[0]);
	json_decref(shard[1]);
	free(rep[0]);
	free(rep[1]);
	cli_mpi_end();
out_free_list:
	free(list);
	return rc;
}

/* `rink merge` of balance shards (cli/merge.c hands them over). */
int cli_balance_merge(int n_files, const char *const *files, json_t *const *roots, bool json,
                      const char *svg)
{
	struct rink_balance_config cfg = {.threads = 1};
	struct rink_balance_report *rep[2] = {NULL, NULL};
	struct rink_balance_tally *t = NULL;
	struct rink_balance_names *names = NULL;
	const char *game, *bots, *seed, *params[2] = {"", ""};
	char *list = NULL, *seen = NULL, *end;
	int version = 0, pieces = 0, k0 = 0, n = 0, sets, rc = 0;
	json_t *sets0 = NULL;
	json_error_t je;

	if (json_unpack_ex(roots[0], &je, 0, "{s:i, s:s, s:s, s:i, s:s, s:i, s:[ii], s:o}",
	                   "version", &version, "game", &game, "bots", &bots, "games", &cfg.records,
	                   "seed", &seed, "pieces", &pieces, "shard", &k0, &n, "sets", &sets0) ||
	    version != 2 || !json_is_array(sets0) || json_array_size(sets0) < 1 ||
	    json_array_size(sets0) > 2 || n < 1 || pieces < n)
		return cli_fail("merge", "%s: a malformed part of a balance study", files[0]);
	sets = (int)json_array_size(sets0);
	cfg.game = game;
	cfg.seed = strtoull(seed, &end, 10);
	list = strdup(bots);
	t = calloc((size_t)pieces, sizeof(*t));
	names = calloc(1, sizeof(*names));
	seen = calloc((size_t)n + 1, 1);
	if (!list || !t || !names || !seen) {
		rc = cli_fail("merge", "out of memory");
		goto out_free;
	}
	if (*end || parse_bots(&cfg, bots, list) || rink_balance_pieces(&cfg, NULL) != pieces) {
		rc = cli_fail("merge", "%s: a malformed part of a balance study", files[0]);
		goto out_free;
	}
	for (int s = 0; s < sets; s++) {
		params[s] = json_string_value(
		        json_object_get(json_array_get(sets0, (size_t)s), "params"));
		if (!params[s]) {
			rc = cli_fail("merge", "%s: set %d has no params", files[0], s + 1);
			goto out_free;
		}
	}
	for (int s = 0; s < sets; s++) {
		memset(seen, 0, (size_t)n + 1);
		memset(names, 0, sizeof(*names));
		for (int f = 0; f < n_files; f++) {
			json_t *set = json_array_get(json_object_get(roots[f], "sets"), (size_t)s);
			int k = 0, nn = 0, first, count;
			const char *p = json_string_value(json_object_get(set, "params"));
			json_unpack(roots[f], "{s:[ii]}", "shard", &k, &nn);
			if (!json_equal(json_object_get(roots[f], "game"),
			                json_object_get(roots[0], "game")) ||
			    !json_equal(json_object_get(roots[f], "bots"),
			                json_object_get(roots[0], "bots")) ||
			    !json_equal(json_object_get(roots[f], "games"),
			                json_object_get(roots[0], "games")) ||
			    !json_equal(json_object_get(roots[f], "seed"),
			                json_object_get(roots[0], "seed")) ||
			    json_array_size(json_object_get(roots[f], "sets")) != (size_t)sets ||
			    !p || strcmp(p, params[s]) || nn != n) {
				rc = cli_fail("merge", "%s is a part of another study than %s",
				              files[f], files[0]);
				goto out_free;
			}
			if (k < 1 || k > n || seen[k]) {
				rc = cli_fail("merge", "%s: part %d/%d is there twice", files[f], k,
				              n);
				goto out_free;
			}
			seen[k] = 1;
			rink_pool_part(pieces, k - 1, n, &first, &count);
			if (!shard_set_read(set, names, t + first, count)) {
				rc = cli_fail("merge", "%s: a malformed part of a balance study",
				              files[f]);
				goto out_free;
			}
		}
		for (int k = 1; k <= n; k++)
			if (!seen[k]) {
				rc = cli_fail("merge", "part %d/%d is missing", k, n);
				goto out_free;
			}
		rep[s] = malloc(sizeof(*rep[s]));
		cfg.params = params[s];
		struct rink_error err;
		if (!rep[s] ||
		    rink_balance_finish(&cfg, t, pieces, names, rep[s], &err) != RINK_OK) {
			rc = cli_fail("merge", "%s", rep[s] ? err.text : "out of memory");
			goto out_free;
		}
	}
	const struct rink_balance_report *r[2] = {rep[0], rep[sets - 1]};
	rc = print_report(game, cfg.records, cfg.seed, bots, params, r, sets, json, svg);
out_free:
	free(rep[0]);
	free(rep[1]);
	free(t);
	free(names);
	free(seen);
	free(list);
	return rc;
}

const struct cli_command cli_balance_command = {
        .name = "balance",
        .summary = "a game's balance over many games: goals, home edge, events",
        .help = balance_help,
        .run = balance_run,
};
