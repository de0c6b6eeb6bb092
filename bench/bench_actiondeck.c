/*
 * bench/bench_actiondeck.c: Action Deck speed (make bench).
 *
 * Prints complete games per second on one core without play-by-play (the
 * built-in coaches decide), and the compute time of a whole 1,312-game
 * season (the league of data/actiondeck/league, each pair of teams
 * meeting in turn), with a checksum of the goals so that a change of
 * behaviour shows, and the core's speed in cycles a second, so that the
 * cycles a game compare across machines.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "rink/actiondeck.h"

int main(void)
{
	struct rink_error err;
	rink_game *g = rink_game_new("actiondeck", "regular_shootout=true", &err);
	struct rink_ad_league l;
	struct rink_ad_schedule sc;
	struct rink_ad_season out;
	const int games = 200000;
	unsigned long goals = 0;
	double t0, t1;

	if (!g) {
		fprintf(stderr, "bench_actiondeck: %s\n", err.text);
		return 1;
	}
	rink_state *s = rink_state_new(g, 0);
	double fastest = 1e9;
	for (int rep = 0; rep < 3; rep++) {
		goals = 0;
		t0 = bench_now();
		for (int i = 0; i < games; i++) {
			rink_state_reset(s, (uint64_t)i);
			rink_ad_play_out(s, NULL);
			goals += rink_ad_box(s)->score[0] + rink_ad_box(s)->score[1];
		}
		t1 = bench_now();
		if (t1 - t0 < fastest)
			fastest = t1 - t0;
	}
	printf("games: %d in %.3f s (best of 3): %.0f games/s (one core), %.2f goals/game, "
	       "checksum %lu\n",
	       games, fastest, games / fastest, (double)goals / games, goals);
	double hz = bench_core_hz();
	if (hz > 0)
		printf("core: about %.2f GHz (a chain of additions), so about %.0f cycles a game\n",
		       hz * 1e-9, hz * fastest / games);
	rink_state_free(s);
	rink_game_free(g);

	char dir[600];
	const char *base = getenv("RINK_DATA_DIR");
	snprintf(dir, sizeof(dir), "%s/actiondeck/league", base ? base : RINK_BENCH_DATA);
	if (rink_ad_league_load(&l, dir, &err)) {
		fprintf(stderr, "bench_actiondeck: %s\n", err.text);
		return 1;
	}
	memset(&sc, 0, sizeof(sc));
	sc.n = 1312;
	sc.game = malloc(sizeof(*sc.game) * (size_t)sc.n);
	for (int i = 0, k = 0; i < sc.n; k++) {
		int h = k % l.n, a = (k / l.n + 1 + h) % l.n;
		if (h == a)
			continue;
		sc.game[i][0] = h;
		sc.game[i][1] = a;
		i++;
	}
	double best = 1e9;
	for (int rep = 0; rep < 20; rep++) {
		t0 = bench_now();
		if (rink_ad_season_play(&l, &sc, (uint64_t)rep, "regular_shootout=true", &out, NULL,
		                        NULL, &err)) {
			fprintf(stderr, "bench_actiondeck: %s\n", err.text);
			return 1;
		}
		t1 = bench_now();
		if (t1 - t0 < best)
			best = t1 - t0;
		rink_ad_season_free(&out);
	}
	printf("season: %d games in %.2f ms (best of 20, injuries carried, charts cached)\n", sc.n,
	       best * 1e3);
	/* the playoff after a season (issue 24): the standings, then 16 teams'
	 * best-of-seven series on one game object, as odds simulations play it */
	if (rink_ad_season_play(&l, &sc, 1, "regular_shootout=true", &out, NULL, NULL, &err)) {
		fprintf(stderr, "bench_actiondeck: %s\n", err.text);
		return 1;
	}
	struct rink_ad_result *res = malloc(sizeof(*res) * (size_t)out.ngames);
	struct rink_ad_row *rows = malloc(sizeof(*rows) * (size_t)l.n);
	for (int i = 0; i < out.ngames; i++)
		res[i] = out.games[i].r;
	rink_ad_season_free(&out);
	long pgames = 0;
	best = 1e9;
	for (int rep = 0; rep < 20 && l.n >= 16; rep++) {
		struct rink_ad_bracket br;
		t0 = bench_now();
		rink_ad_standings(&l, res, sc.n, rows);
		if (rink_ad_playoffs_play(&l, rows, (uint64_t)rep, NULL, &br, &err)) {
			fprintf(stderr, "bench_actiondeck: %s\n", err.text);
			return 1;
		}
		t1 = bench_now();
		pgames += br.games;
		if (t1 - t0 < best)
			best = t1 - t0;
	}
	if (l.n >= 16)
		printf("playoff: standings and %.1f games in %.3f ms (best of 20)\n", pgames / 20.0,
		       best * 1e3);
	free(res);
	free(rows);
	free(sc.game);
	rink_ad_league_free(&l);
	return 0;
}
