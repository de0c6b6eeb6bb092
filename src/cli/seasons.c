/*
 * cli/seasons.c: `rink season actiondeck --seeds N`, a league's season
 * played over N seeds (rink_ad_seasons_*, rink/actiondeck.h): each team's
 * points, record, goals and place, its share of first places and, with
 * --playoffs, of playoffs reached and won, with 95% intervals. A pooled
 * study (cli/study.h): threads, mpirun and --shard K/N with rink merge
 * give the same bytes.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/seasons.h"
#include "cli/study.h"
#include "rink/actiondeck.h"
#include "rink/pool.h"

#define CMD "season"

static int play(void *ud, int first, int count, void *slots, struct rink_error *err)
{
	return rink_ad_seasons_play(ud, first, count, slots, err);
}

/* The report of n teams (names[t]) from every piece's tally. */
static int print_report(const struct cli_seasons *a, int games, const char *const *names, int n,
                        const double *t, int pieces)
{
	struct rink_ad_seasons_team *r = calloc((size_t)n, sizeof(*r));
	int *order = calloc((size_t)n, sizeof(*order)), seasons;

	if (!r || !order || (seasons = rink_ad_seasons_finish(t, pieces, n, r)) < 0) {
		free(r);
		free(order);
		return cli_fail(CMD, "out of memory");
	}
	/* best first: mean points, then the league's order */
	for (int i = 0; i < n; i++) {
		int j = i;
		for (; j > 0 && r[order[j - 1]].pts < r[i].pts; j--)
			order[j] = order[j - 1];
		order[j] = i;
	}
	if (a->json) {
		char seed[24];
		json_t *teams = json_array();
		snprintf(seed, sizeof(seed), "%llu", (unsigned long long)a->seed);
		for (int k = 0; teams && k < n; k++) {
			const struct rink_ad_seasons_team *x = &r[order[k]];
			json_t *o =
			        json_pack("{s:s, s:f, s:[f,f], s:f, s:f, s:f, s:f, s:f, s:f, "
			                  "s:f, s:[f,f]}",
			                  "team", names[order[k]], "points", x->pts, "points_ci95",
			                  x->pts_lo, x->pts_hi, "w", x->w, "l", x->l, "otl", x->otl,
			                  "gf", x->gf, "ga", x->ga, "rank", x->rank, "first",
			                  x->first, "first_ci95", x->first_lo, x->first_hi);
			if (o && a->playoffs) {
				json_object_set_new(o, "playoffs", json_real(x->post));
				json_object_set_new(o, "playoffs_ci95",
				                    json_pack("[f,f]", x->post_lo, x->post_hi));
				json_object_set_new(o, "title", json_real(x->title));
				json_object_set_new(o, "title_ci95",
				                    json_pack("[f,f]", x->title_lo, x->title_hi));
			}
			json_array_append_new(teams, o);
		}
		json_t *o = json_pack("{s:s, s:i, s:s, s:i, s:s, s:b, s:o}", "game", "actiondeck",
		                      "seasons", seasons, "seed", seed, "games", games, "params",
		                      a->params, "playoffs", a->playoffs, "teams", teams);
		if (!o) {
			free(r);
			free(order);
			return cli_fail(CMD, "out of memory");
		}
		cli_print_json(o);
		json_decref(o);
	} else {
		printf("actiondeck, %d season%s of %d games, seeds %llu, %llu, ... (%s)\n", seasons,
		       seasons == 1 ? "" : "s", games, (unsigned long long)a->seed,
		       (unsigned long long)a->seed + 1, a->params);
		printf("%-5s %6s %-13s %5s %5s %5s %5s %5s %5s %6s", "team", "PTS", "95% interval",
		       "W", "L", "OTL", "GF", "GA", "rank", "first");
		if (a->playoffs)
			printf(" %-20s %-20s", "  playoffs (95%)", "  title (95%)");
		printf("\n");
		for (int k = 0; k < n; k++) {
			const struct rink_ad_seasons_team *x = &r[order[k]];
			printf("%-5s %6.1f %5.1f-%-7.1f %5.1f %5.1f %5.1f %5.1f %5.1f %5.1f "
			       "%5.1f%%",
			       names[order[k]], x->pts, x->pts_lo, x->pts_hi, x->w, x->l, x->otl,
			       x->gf, x->ga, x->rank, 100 * x->first);
			if (a->playoffs)
				printf(" %5.1f%% (%4.1f-%5.1f) %5.1f%% (%4.1f-%5.1f)",
				       100 * x->post, 100 * x->post_lo, 100 * x->post_hi,
				       100 * x->title, 100 * x->title_lo, 100 * x->title_hi);
			printf("\n");
		}
	}
	free(r);
	free(order);
	return fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
}

int cli_seasons_run(const struct cli_seasons *a, const struct rink_ad_league *l,
                    const struct rink_ad_schedule *sc)
{
	struct rink_ad_seasons_config c = {.l = l,
	                                   .sc = sc,
	                                   .seed = a->seed,
	                                   .seasons = a->seasons,
	                                   .params = a->params,
	                                   .playoffs = a->playoffs};
	struct cli_study s = {.cmd = CMD,
	                      .what = "season study",
	                      .pieces = rink_ad_seasons_pieces(a->seasons),
	                      .slot = rink_ad_seasons_slot(l->n) * sizeof(double),
	                      .shard_k = a->shard_k,
	                      .shard_n = a->shard_n,
	                      .play = play,
	                      .ud = &c};
	const char **names = calloc((size_t)l->n, sizeof(*names));
	int rank, size, rc, last = -1;

	if (!names)
		return cli_fail(CMD, "out of memory");
	for (int t = 0; t < l->n; t++)
		names[t] = l->team[t].abbr;
	c.threads = cli_study_threads(a->threads, RINK_POOL_MAX_THREADS, &rank, &size);
	if (cli_study_progress(rank, a->quiet)) {
		c.progress = cli_progress;
		c.ud = &last;
	}
	rc = cli_study_run(&s);
	if (rc || s.rank != 0)
		goto out;
	if (a->shard_n) {
		char seed[24];
		json_t *teams = json_array(), *tallies = cli_study_doubles_json(&s);
		for (int t = 0; teams && t < l->n; t++)
			json_array_append_new(teams, json_string(names[t]));
		snprintf(seed, sizeof(seed), "%llu", (unsigned long long)a->seed);
		json_t *o = cli_study_shard_json(
		        &s, "rink-season-shard",
		        json_pack("{s:s, s:i, s:s, s:i, s:s, s:b, s:o}", "game", "actiondeck",
		                  "seasons", a->seasons, "seed", seed, "games", sc->n, "params",
		                  a->params, "playoffs", a->playoffs, "teams", teams),
		        tallies);
		if (!o) {
			rc = cli_fail(CMD, "out of memory");
			goto out;
		}
		cli_print_json(o);
		json_decref(o);
		rc = fflush(stdout) == 0 ? 0 : CLI_EXIT_FAIL;
		goto out;
	}
	rc = print_report(a, sc->n, names, l->n, s.slots, s.pieces);
out:
	cli_study_free(&s, true);
	free(names);
	return rc;
}

/* ---- rink merge of the parts ------------------------------------------------- */

int cli_seasons_merge(int n_files, const char *const *files, json_t *const *roots, bool json)
{
	static const char *const same[] = {"format", "game",     "seasons", "seed", "games",
	                                   "params", "playoffs", "teams",   NULL};
	struct cli_seasons a = {.json = json};
	const char *seed = NULL, *params = NULL, **names = NULL;
	json_t *teams = NULL;
	int games = 0, playoffs = 0, pieces, n, rc;
	struct cli_doubles m = {0};
	char *end;

	if (json_unpack(roots[0], "{s:i, s:s, s:i, s:s, s:b, s:o}", "seasons", &a.seasons, "seed",
	                &seed, "games", &games, "params", &params, "playoffs", &playoffs, "teams",
	                &teams) ||
	    !json_is_array(teams) || json_array_size(teams) < 1 || a.seasons < 1)
		return cli_fail("merge", "%s: a malformed part of a season study", files[0]);
	a.seed = strtoull(seed, &end, 10);
	a.params = params;
	a.playoffs = playoffs;
	if (*end || !*seed)
		return cli_fail("merge", "%s: seed '%s' is not a number", files[0], seed);
	n = (int)json_array_size(teams);
	pieces = rink_ad_seasons_pieces(a.seasons);
	m.n = rink_ad_seasons_slot(n);
	m.t = calloc((size_t)pieces * m.n, sizeof(double));
	names = calloc((size_t)n, sizeof(*names));
	if (!m.t || !names) {
		rc = cli_fail("merge", "out of memory");
		goto out;
	}
	for (int t = 0; t < n; t++)
		if (!(names[t] = json_string_value(json_array_get(teams, (size_t)t)))) {
			rc = cli_fail("merge", "%s: team %d is not a name", files[0], t + 1);
			goto out;
		}
	rc = cli_merge_parts(n_files, files, roots, pieces, same, "season study",
	                     cli_read_double_tallies, &m);
	if (!rc)
		rc = print_report(&a, games, names, n, m.t, pieces);
out:
	free(m.t);
	free(names);
	return rc;
}
