/*
 * tools/arena.c: bots against bots (rink/arena.h).
 *
 *   Step 1. Make the game and one bot object per distinct kind per seat.
 *   Step 2. For each game: seat the kinds cyclically from entry k, seed the
 *           deal and the bots from (seed, k), play it out through the game
 *           interface, and count wins and pairwise results.
 *   Step 3. Wilson intervals for the win rates; Bradley-Terry strengths by
 *           minorization-maximization (Hunter 2004), shown as Elo.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rink/arena.h"
#include "rink/bot.h"
#include "rink/rng.h"

static int kind_index(const char (*kinds)[32], int n, const char *kind)
{
	for (int i = 0; i < n; i++)
		if (strcmp(kinds[i], kind) == 0)
			return i;
	return -1;
}

static void wilson(int wins, int n, double *lo, double *hi)
{
	const double z = 1.959964;
	double p, den, mid, half;

	if (n == 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	p = (double)wins / n;
	den = 1 + z * z / n;
	mid = (p + z * z / (2.0 * n)) / den;
	half = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / den;
	*lo = fmax(0, mid - half);
	*hi = fmin(1, mid + half);
}

/* Bradley-Terry by MM: w[i][j] is i's score against j (wins plus half
 * ties); strengths normalized to geometric mean 1. */
static void bradley_terry(int n, const double w[][RINK_ARENA_MAX_BOTS], double *elo)
{
	double s[RINK_ARENA_MAX_BOTS];

	for (int i = 0; i < n; i++)
		s[i] = 1;
	for (int it = 0; it < 2000; it++) {
		double logsum = 0;
		for (int i = 0; i < n; i++) {
			double wins = 0, den = 0;
			for (int j = 0; j < n; j++) {
				if (j == i || w[i][j] + w[j][i] == 0)
					continue;
				wins += w[i][j];
				den += (w[i][j] + w[j][i]) / (s[i] + s[j]);
			}
			/* a kind that never scored or never lost would run off to 0 or
			 * infinity: half a point each way keeps the scale finite */
			if (den > 0)
				s[i] = (wins + 0.5) / (den + 1.0 / (s[i] + 1));
		}
		for (int i = 0; i < n; i++)
			logsum += log(s[i]);
		for (int i = 0; i < n; i++)
			s[i] /= exp(logsum / n);
	}
	for (int i = 0; i < n; i++)
		elo[i] = 1500 + 400 * log10(s[i]);
}

int rink_arena_run(const struct rink_arena_config *cfg, struct rink_arena_result *out,
                   struct rink_error *err)
{
	char kinds[RINK_ARENA_MAX_BOTS][32];
	double pair[RINK_ARENA_MAX_BOTS][RINK_ARENA_MAX_BOTS] = {{0}};
	double elo[RINK_ARENA_MAX_BOTS];
	int n_kinds = 0, seats, rc = RINK_OK;
	rink_bot *bots[RINK_MAX_SEATS] = {NULL};
	rink_state *s = NULL;
	rink_game *g;

	if (cfg->n_bots < 1 || cfg->n_bots > RINK_ARENA_MAX_BOTS || cfg->games < 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "an arena needs 1 to %d bots and 1 or more games",
		                      RINK_ARENA_MAX_BOTS);
	/* Step 1 */
	g = rink_game_new(cfg->game, cfg->params, err);
	if (!g)
		return err ? err->code : RINK_EINVAL;
	seats = rink_game_num_seats(g);
	memset(out, 0, sizeof(*out) * (size_t)cfg->n_bots);
	for (int b = 0; b < cfg->n_bots; b++) {
		rink_bot *probe = rink_bot_new(g, cfg->bots[b], 0, err);
		if (!probe) {
			rc = err ? err->code : RINK_EINVAL;
			goto out_free;
		}
		rink_bot_free(probe);
		if (kind_index((const char(*)[32])kinds, n_kinds, cfg->bots[b]) < 0) {
			snprintf(kinds[n_kinds], sizeof(kinds[0]), "%s", cfg->bots[b]);
			snprintf(out[n_kinds].kind, sizeof(out[0].kind), "%s", cfg->bots[b]);
			n_kinds++;
		}
	}
	/* Step 2 */
	for (int k = 0; k < cfg->games; k++) {
		uint64_t seed = rink_seed_derive(cfg->seed, (uint64_t)k);
		int kind_of[RINK_MAX_SEATS];
		double r[RINK_MAX_SEATS];

		for (int i = 0; i < seats; i++) {
			const char *kind = cfg->bots[(k + i) % cfg->n_bots];
			kind_of[i] = kind_index((const char(*)[32])kinds, n_kinds, kind);
			rink_bot_free(bots[i]);
			bots[i] =
			        rink_bot_new(g, kind, rink_seed_derive(seed, (uint64_t)i + 1), err);
			if (!bots[i]) {
				rc = err ? err->code : RINK_ENOMEM;
				goto out_free;
			}
		}
		rink_state_free(s);
		s = rink_state_new(g, seed);
		if (!s) {
			rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
			goto out_free;
		}
		for (uint32_t m; (m = rink_state_to_move(s)) != 0;)
			while (m) {
				int seat = __builtin_ctz(m);
				m &= m - 1;
				rink_state_apply_fast(s, seat, rink_bot_act(bots[seat], s, seat),
				                      NULL);
			}
		for (int i = 0; i < seats; i++) {
			r[i] = rink_state_returns(s, i);
			out[kind_of[i]].entries++;
			out[kind_of[i]].wins += r[i] >= 1.0;
		}
		for (int i = 0; i < seats; i++)
			for (int j = 0; j < seats; j++)
				if (kind_of[i] != kind_of[j])
					pair[kind_of[i]][kind_of[j]] += r[i] > r[j]    ? 1.0
					                                : r[i] == r[j] ? 0.5
					                                               : 0.0;
		if (cfg->progress)
			cfg->progress(cfg->ud, k + 1, cfg->games);
	}
	/* Step 3 */
	bradley_terry(n_kinds, (const double(*)[RINK_ARENA_MAX_BOTS])pair, elo);
	for (int i = 0; i < n_kinds; i++) {
		out[i].rate = out[i].entries ? (double)out[i].wins / out[i].entries : 0;
		wilson(out[i].wins, out[i].entries, &out[i].lo, &out[i].hi);
		out[i].elo = elo[i];
	}
	rc = n_kinds;
out_free:
	for (int i = 0; i < RINK_MAX_SEATS; i++)
		rink_bot_free(bots[i]);
	rink_state_free(s);
	rink_game_free(g);
	return rc;
}
