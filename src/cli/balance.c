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
#include "cli/study.h"
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

/* A piece's tally as JSON: {"records", "games", "stat", "ev": [[code, s,
 * ss, se] for the codes that fired], "div", "hist"}. */
static json_t *tally_json(const struct rink_balance_tally *t)
{
	json_t *stat = json_array(), *ev = json_array(), *hist = json_array();

	for (int i = 0; stat && i < RINK_BAL_N; i++)
		json_array_append_new(stat, acc_json(&t->stat[i]));
	for (int c = 0; ev && c < RINK_BALANCE_TYPES; c++)
		if (t->ev[c].s != 0)
			json_array_append_new(ev, json_pack("[i,f,f,f]", c, t->ev[c].s, t->ev[c].ss,
			                                    t->ev[c].se));
	for (int i = 0; hist && i < RINK_BALANCE_HIST; i++)
		json_array_append_new(hist, json_integer(t->hist[i]));
	return json_pack("{s:i, s:i, s:o, s:o, s:o, s:o}", "records", t->records, "games", t->games,
	                 "stat", stat, "ev", ev, "div", acc_json(&t->div), "hist", hist);
}

static bool tally_read(json_t *o, struct rink_balance_tally *t)
{
	json_t *stat = json_object_get(o, "stat"), *ev = json_object_get(o, "ev"),
	       *hist = json_object_get(o, "hist"), *x;
	size_t j;

	memset(t, 0, sizeof(*t));
	if (json_unpack(o, "{s:i, s:i}", "records", &t->records, "games", &t->games) ||
	    !json_is_array(stat) || json_array_size(stat) != RINK_BAL_N || !json_is_array(ev) ||
	    !json_is_array(hist) || json_array_size(hist) != RINK_BALANCE_HIST ||
	    !acc_read(json_object_get(o, "div"), &t->div))
		return false;
	for (int i = 0; i < RINK_BAL_N; i++)
		if (!acc_read(json_array_get(stat, (size_t)i), &t->stat[i]))
			return false;
	for (int i = 0; i < RINK_BALANCE_HIST; i++) {
		x = json_array_get(hist, (size_t)i);
		if (!json_is_integer(x))
			return false;
		t->hist[i] = json_integer_value(x);
	}
	json_array_foreach(ev, j, x)
	{
		int c;
		double es, ess, ese;
		if (json_unpack(x, "[iFFF]", &c, &es, &ess, &ese) || c < 0 ||
		    c >= RINK_BALANCE_TYPES)
			return false;
		t->ev[c].s = es;
		t->ev[c].ss = ess;
		t->ev[c].se = ese;
	}
	return true;
}

/* The event names met, {CODE: NAME}, and back (added to *names). */
static json_t *names_json(const struct rink_balance_names *names)
{
	json_t *nm = json_object();
	char key[8];

	for (int c = 0; nm && c < RINK_BALANCE_TYPES; c++)
		if (names->known[c]) {
			snprintf(key, sizeof(key), "%d", c);
			json_object_set_new(nm, key, json_string(names->name[c]));
		}
	return nm;
}

static bool names_read(json_t *nm, struct rink_balance_names *names)
{
	const char *key;
	json_t *v;

	if (!json_is_object(nm))
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
	return true;
}

/* What a set's pieces are played with (sp, kept by the caller). */
struct set_play {
	struct rink_balance_config *cfg;
	struct rink_balance_names *names;
};

static int set_play(void *ud, int first, int count, void *slots, struct rink_error *err)
{
	struct set_play *sp = ud;

	return rink_balance_play(sp->cfg, first, count, slots, sp->names, err);
}

/* One set's study: its pieces played (this shard's, this process's part)
 * into the slots of *st, the event names met gathered into *names on rank
 * 0. Returns 0 or the exit code (said by rank 0). */
static int study(struct rink_balance_config *cfg, const char *params, int shard_k, int shard_n,
                 struct cli_study *st, struct rink_balance_names *names, struct set_play *sp)
{
	struct rink_balance_names *all = NULL;
	struct rink_error err = {0};
	int rc;

	cfg->params = params;
	if (cfg->progress)
		*(int *)cfg->ud = -1; /* cli_progress: a new run */
	memset(st, 0, sizeof(*st));
	st->cmd = CMD;
	st->what = "study";
	st->slot = sizeof(struct rink_balance_tally);
	st->shard_k = shard_k;
	st->shard_n = shard_n;
	st->play = set_play;
	sp->cfg = cfg;
	sp->names = names;
	st->ud = sp;
	st->pieces = rink_balance_pieces(cfg, &err);
	cli_mpi_start(&st->rank, &st->size);
	if (st->pieces < 0)
		return st->rank == 0 ? cli_usage_error(CMD, "%s", err.text) : CLI_EXIT_USAGE;
	memset(names, 0, sizeof(*names));
	if ((rc = cli_study_run(st)) || st->size < 2)
		return rc;
	/* the names every process met, into rank 0's */
	if (st->rank == 0 && !(all = calloc((size_t)st->size, sizeof(*all))))
		return cli_fail(CMD, "out of memory"); /* mpirun ends the others */
	cli_mpi_gather_all(names, sizeof(*names), all);
	for (int r = 1; st->rank == 0 && r < st->size; r++)
		for (int c = 0; c < RINK_BALANCE_TYPES; c++)
			if (all[r].known[c] && !names->known[c]) {
				names->known[c] = true;
				memcpy(names->name[c], all[r].name[c], RINK_BALANCE_NAME);
			}
	free(all);
	return 0;
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

/* The report of one or two sets from every piece's tallies (t[s], in
 * piece order) and the names each met. */
static int finish_and_print(struct rink_balance_config *cfg, const char *bots,
                            const char *const params[2], int sets, int pieces,
                            const struct rink_balance_tally *const t[2],
                            const struct rink_balance_names *names, bool json, const char *svg)
{
	struct rink_balance_report *rep = calloc(2, sizeof(*rep));
	struct rink_error err = {0};
	int rc = 0;

	if (!rep)
		return cli_fail(CMD, "out of memory");
	for (int s = 0; s < sets && !rc; s++) {
		cfg->params = params[s];
		if (rink_balance_finish(cfg, t[s], pieces, &names[s], &rep[s], &err) != RINK_OK)
			rc = cli_fail(CMD, "%s", err.text);
	}
	const struct rink_balance_report *r[2] = {&rep[0], &rep[sets - 1]};
	if (!rc)
		rc = print_report(cfg->game, cfg->records, cfg->seed, bots, params, r, sets, json,
		                  svg);
	free(rep);
	return rc;
}

static int balance_run(int argc, char **argv)
{
	static const struct cli_opt opts[] = {{"games", true}, {"bots", true},  {"params", true},
	                                      {"vs", true},    {"seed", true},  {"threads", true},
	                                      {"svg", true},   {"json", false}, {"quiet", false},
	                                      {"shard", true}, {NULL, false}};
	struct cli_study_opts o = {.games = 1000,
	                           .seed = 1,
	                           .bots = "heuristic",
	                           .max_threads = RINK_POOL_MAX_THREADS,
	                           .max_pieces = RINK_BALANCE_MAX_PIECES};
	struct rink_balance_config cfg = {0};
	struct cli_study st[2] = {{0}, {0}};
	struct set_play sp[2];
	struct rink_balance_names *names = NULL;
	const char *v, *bots, *params[2] = {"", ""}, *svg = NULL;
	char *list = NULL;
	int i = 1, k, sets = 1, rc = 0, last = -1, rank = 0, size = 1;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		int r = k >= 0 ? cli_study_option(CMD, opts[k].name, v, &o) : 0;
		if (r < 0 || k == CLI_OPT_BAD)
			return CLI_EXIT_USAGE;
		if (k == CLI_OPT_HELP) {
			fputs(balance_help, stdout);
			return 0;
		}
		if (k == CLI_OPT_POSITIONAL) {
			if (cfg.game)
				return cli_usage_error(CMD, "unexpected argument '%s'", v);
			cfg.game = v;
		} else if (r == 0 && !strcmp(opts[k].name, "params")) {
			params[0] = v;
		} else if (r == 0 && !strcmp(opts[k].name, "vs")) {
			params[1] = v;
			sets = 2;
		} else if (r == 0) { /* --svg */
			svg = v;
		}
	}
	bots = o.bots;
	cfg.records = o.games;
	cfg.seed = o.seed;
	cfg.threads = o.threads;
	if (!cfg.game)
		return cli_usage_error(CMD, "which game? rink balance actiondeck --games 10000");
	list = strdup(bots);
	if (!list)
		return cli_fail(CMD, "out of memory");
	cfg.n_bots = cli_parse_bots(CMD, bots, list, cfg.bots, RINK_ARENA_MAX_BOTS);
	if (cfg.n_bots < 0) {
		rc = CLI_EXIT_USAGE;
		goto out_free_list;
	}
	cfg.threads = cli_study_threads(cfg.threads, RINK_POOL_MAX_THREADS, &rank, &size);
	if (cli_study_progress(rank, o.quiet)) {
		cfg.progress = cli_progress;
		cfg.ud = &last;
	}
	names = calloc(2, sizeof(*names));
	if (!names) {
		rc = cli_fail(CMD, "out of memory");
		goto out_free;
	}
	for (int s = 0; s < sets; s++) {
		rc = study(&cfg, params[s], o.shard_k, o.shard_n, &st[s], &names[s], &sp[s]);
		if (rc)
			goto out_free;
	}
	if (rank != 0)
		goto out_free;
	if (o.shard_n) {
		/* a part: each piece's tallies, a set's beside the other's */
		char seed[24];
		json_t *ps = json_array(), *nm = json_array(), *tallies = json_array();
		for (int s = 0; s < sets; s++) {
			json_array_append_new(ps, json_string(params[s]));
			json_array_append_new(nm, names_json(&names[s]));
		}
		for (int p = 0; tallies && p < st[0].count; p++) {
			json_t *pt = json_array();
			for (int s = 0; pt && s < sets; s++)
				json_array_append_new(
				        pt, tally_json(cli_study_slot(&st[s], st[s].base + p)));
			json_array_append_new(tallies, pt);
		}
		snprintf(seed, sizeof(seed), "%llu", (unsigned long long)cfg.seed);
		json_t *part = cli_study_shard_json(
		        &st[0], "rink-balance-shard",
		        json_pack("{s:s, s:s, s:i, s:s, s:o, s:o}", "game", cfg.game, "bots", bots,
		                  "games", cfg.records, "seed", seed, "params", ps, "names", nm),
		        tallies);
		if (!part) {
			rc = cli_fail(CMD, "out of memory");
			goto out_free;
		}
		cli_print_json(part);
		json_decref(part);
		rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
		goto out_free;
	}
	rc = finish_and_print(
	        &cfg, bots, params, sets, st[0].pieces,
	        (const struct rink_balance_tally *[2]){st[0].slots, st[sets - 1].slots}, names,
	        o.json, svg);
out_free:
	cli_study_free(&st[0], false);
	cli_study_free(&st[1], true);
	free(names);
out_free_list:
	free(list);
	return rc;
}

/* `rink merge` of balance shards (cli/merge.c hands them over). */
struct bal_read {
	int sets;
	struct rink_balance_tally *t[2];
};

static bool read_bal_tallies(void *ud, json_t *tallies, int first, int count)
{
	struct bal_read *m = ud;

	for (int p = 0; p < count; p++) {
		json_t *pt = json_array_get(tallies, (size_t)p);
		if (!json_is_array(pt) || (int)json_array_size(pt) != m->sets)
			return false;
		for (int s = 0; s < m->sets; s++)
			if (!tally_read(json_array_get(pt, (size_t)s), &m->t[s][first + p]))
				return false;
	}
	return true;
}

int cli_balance_merge(int n_files, const char *const *files, json_t *const *roots, bool json,
                      const char *svg)
{
	static const char *const same[] = {"format", "game",   "bots", "games",
	                                   "seed",   "params", NULL};
	struct rink_balance_config cfg = {.threads = 1};
	struct rink_balance_names *names = NULL;
	struct bal_read m = {0};
	const char *bots, *seed, *params[2] = {"", ""};
	char *list = NULL, *end;
	int pieces = 0, rc = 0;
	json_t *ps = NULL;

	if (json_unpack(roots[0], "{s:s, s:s, s:i, s:s, s:i, s:o}", "game", &cfg.game, "bots",
	                &bots, "games", &cfg.records, "seed", &seed, "pieces", &pieces, "params",
	                &ps) ||
	    !json_is_array(ps) || json_array_size(ps) < 1 || json_array_size(ps) > 2)
		return cli_fail("merge", "%s: a malformed part of a balance study", files[0]);
	m.sets = (int)json_array_size(ps);
	for (int s = 0; s < m.sets; s++)
		if (!(params[s] = json_string_value(json_array_get(ps, (size_t)s))))
			return cli_fail("merge", "%s: set %d has no params", files[0], s + 1);
	cfg.seed = strtoull(seed, &end, 10);
	list = strdup(bots);
	names = calloc(2, sizeof(*names));
	if (!list || !names) {
		rc = cli_fail("merge", "out of memory");
		goto out_free;
	}
	if (*end || !*seed ||
	    (cfg.n_bots = cli_parse_bots("merge", bots, list, cfg.bots, RINK_ARENA_MAX_BOTS)) < 0 ||
	    rink_balance_pieces(&cfg, NULL) != pieces) {
		rc = cli_fail("merge", "%s: a malformed part of a balance study", files[0]);
		goto out_free;
	}
	for (int s = 0; s < m.sets; s++)
		if (!(m.t[s] = calloc((size_t)pieces, sizeof(*m.t[s])))) {
			rc = cli_fail("merge", "out of memory");
			goto out_free;
		}
	/* the names every part met, set by set */
	for (int f = 0; f < n_files; f++) {
		json_t *nm = json_object_get(roots[f], "names");
		for (int s = 0; s < m.sets; s++)
			if (!json_is_array(nm) || json_array_size(nm) != (size_t)m.sets ||
			    !names_read(json_array_get(nm, (size_t)s), &names[s])) {
				rc = cli_fail("merge", "%s: a malformed part of a balance study",
				              files[f]);
				goto out_free;
			}
	}
	rc = cli_merge_parts(n_files, files, roots, pieces, same, "balance study", read_bal_tallies,
	                     &m);
	if (!rc)
		rc = finish_and_print(
		        &cfg, bots, params, m.sets, pieces,
		        (const struct rink_balance_tally *[2]){m.t[0], m.t[m.sets - 1]}, names,
		        json, svg);
out_free:
	free(m.t[0]);
	free(m.t[1]);
	free(names);
	free(list);
	return rc;
}

/* `rink merge` of balance shards (cli/merge.c hands them over). */
const struct cli_command cli_balance_command = {
        .name = "balance",
        .summary = "a game's balance over many games: goals, home edge, events",
        .help = balance_help,
        .run = balance_run,
};
