/*
 * bench/adcoach_table.c: measures the Action Deck coach's pulling table
 * (rink__ad_policy_default in src/bots/adcoach.c) from the game's own
 * chances, and prints it as C to paste there. Not run by make bench (at
 * the default 8192 pairs a count it takes about four minutes on one
 * core): build/release/bench/adcoach_table [pairs].
 *
 * For every deficit (1; 2), situation (a face-off in the trailing team's
 * D, M or A; who has the puck in which of its zones) and strength (even;
 * the trailing team on a power play; short-handed), and every count of
 * cards left c = 1..60, the gain of pulling now over keeping the goalie
 * in net is measured with rink__ad_pull_gain: pairs of worlds set to that
 * position, over 64 matchups of the league's charts (data/actiondeck/
 * league) with the trailing team at home and away in turn, both coaches
 * following the current table afterwards. The threshold is the c that
 * maximizes the sum of the gains from 1 to c (robust to the noise of
 * single counts; 0 when pulling never pays). Two rounds: the second
 * measures with the table of the first as the coaches' later policy.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bots/adcoach_int.h"
#include "rink/rng.h"

#define MATCHUPS 64
#define MAX_C    60

static const char *const sit_names[] = {
        "face-off in our D",       "face-off in M",  "face-off in our A",
        "we have it in our D",     "... in our M",   "... in our A",
        "they have it in their D", "... in their M", "... in their A"};

/* A state at the trailing seat's offer to pull: trailing by d with c
 * cards left, in situation sit and strength str. */
static rink_state *position(const rink_game *g, uint64_t seed, int trail, int d, int c, int sit,
                            int str)
{
	rink_state *s = rink_state_new(g, seed);
	int lead = 1 - trail;

	rink_ad_set_period(s, 3, 100 - c);
	rink_ad_set_score(s, trail == 0 ? 0 : d, trail == 0 ? d : 0);
	if (sit <= AD_SIT_FO_A)
		rink_ad_set_pos(s, trail, sit - AD_SIT_FO_D, true, false);
	else if (sit <= AD_SIT_OURS_A)
		rink_ad_set_pos(s, trail, sit - AD_SIT_OURS_D, false, false);
	else
		rink_ad_set_pos(s, lead, sit - AD_SIT_THEIRS_D, false, false);
	if (str != AD_STR_EVEN) { /* a fresh minor on the first skater */
		int team = str == AD_STR_MORE ? lead : trail, i = 0;
		while (rink_ad_game_team(g, team)->p[i].goalie)
			i++;
		rink_ad_add_penalty(s, team, i, RINK_AD_MINOR, 4);
	}
	rink_state_apply_fast(s, 0, RINK_AD_ACT_NEXT, NULL);
	return s;
}

static int round_of(rink_game **games, int pairs, const struct rink__ad_policy *later,
                    struct rink__ad_policy *out, int round)
{
	*out = *later;
	for (int d = 1; d <= 2; d++)
		for (int sit = 0; sit < AD_SIT_N; sit++)
			for (int str = 0; str < AD_STR_N; str++) {
				double sum = 0, best = 0, at[MAX_C + 1];
				int t = 0;
				for (int c = 1; c <= MAX_C; c++) {
					double gain = 0;
					for (int m = 0; m < MATCHUPS; m++) {
						uint64_t seed = rink_seed_derive(
						        (uint64_t)(round * 100000 + d * 10000 +
						                   sit * 1000 + str * 100 + c),
						        (uint64_t)m);
						int trail = m & 1;
						rink_state *s = position(games[m], seed, trail, d,
						                         c, sit, str);
						bool ok;
						gain += rink__ad_pull_gain(
						        s, trail, pairs / MATCHUPS, seed ^ 0x5eed,
						        later, NULL, &ok);
						rink_state_free(s);
						if (!ok) {
							fprintf(stderr,
							        "no world for d=%d sit=%d "
							        "str=%d c=%d\n",
							        d, sit, str, c);
							return 1;
						}
					}
					at[c] = gain / MATCHUPS;
					sum += at[c];
					if (sum > best) {
						best = sum;
						t = c;
					}
				}
				out->cards[d - 1][sit][str] = (uint8_t)t;
				fprintf(stderr,
				        "round %d d=%d %-24s str %d: threshold %2d (gain at 3: "
				        "%+.3f, 10: %+.3f, 20: %+.3f, 30: %+.3f)\n",
				        round, d, sit_names[sit], str, t, at[3], at[10], at[20],
				        at[30]);
			}
	return 0;
}

int main(int argc, char **argv)
{
	int pairs = argc > 1 ? atoi(argv[1]) : 8192;
	struct rink_ad_league l;
	struct rink_error err;
	struct rink_rng rng;
	rink_game *games[MATCHUPS];
	struct rink__ad_policy p[3];

	if (pairs < MATCHUPS) {
		fprintf(stderr, "adcoach_table: pairs must be at least %d\n", MATCHUPS);
		return 2;
	}
	if (rink_ad_league_load(&l, RINK_BENCH_DATA "/actiondeck/league", &err) != RINK_OK) {
		fprintf(stderr, "adcoach_table: %s\n", err.text);
		return 1;
	}
	/* the league's own parameters (its fitted power plays) first */
	char params[256];
	if (rink_ad_params_merge(l.params, "pull_cards=100,pull_deficit=2", params, sizeof(params),
	                         &err) != RINK_OK) {
		fprintf(stderr, "adcoach_table: %s\n", err.text);
		return 1;
	}
	rink_rng_seed(&rng, 2023);
	for (int m = 0; m < MATCHUPS; m++) {
		int h = (int)rink_rng_below(&rng, (uint32_t)l.n), a;
		do
			a = (int)rink_rng_below(&rng, (uint32_t)l.n);
		while (a == h);
		games[m] = rink_ad_game_new(&l.team[h], &l.team[a], &l.rules, params, &err);
		if (!games[m]) {
			fprintf(stderr, "adcoach_table: %s\n", err.text);
			return 1;
		}
	}
	p[0] = rink__ad_policy_default;
	if (round_of(games, pairs, &p[0], &p[1], 1) || round_of(games, pairs, &p[1], &p[2], 2))
		return 1;
	printf("\t.cards = {\n");
	for (int d = 0; d < 2; d++) {
		printf("\t\t{\n");
		for (int sit = 0; sit < AD_SIT_N; sit++)
			printf("\t\t\t{%d, %d, %d}, /* %s */\n", p[2].cards[d][sit][0],
			       p[2].cards[d][sit][1], p[2].cards[d][sit][2], sit_names[sit]);
		printf("\t\t},\n");
	}
	printf("\t},\n");
	for (int m = 0; m < MATCHUPS; m++)
		rink_game_free(games[m]);
	rink_ad_league_free(&l);
	return 0;
}
