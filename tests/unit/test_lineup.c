/*
 * tests/unit/test_lineup.c: the exact line-up solver.
 *
 * Checks the matrix-game core on games with known values, and the Slapshot
 * solver against brute force: every answer's mixes are checked against all
 * 720 orders of the other side through rink_lineup_payoff, which reads the
 * rules (rink_ss_faceoff) directly, not the solver's tables.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/lineup_int.h"
#include "rink/lineup.h"
#include "rink/rng.h"
#include "testutil.h"

static void test_matrix_game_known_values(void **state)
{
	/* matching pennies: value 1/2, both mix 1/2 */
	const double pennies[] = {1, 0, 0, 1};
	/* rock-paper-scissors: value 0, uniform mixes */
	const double rps[] = {0, -1, 1, 1, 0, -1, -1, 1, 0};
	/* a saddle point: row 2 column 1, value 3 */
	const double saddle[] = {1, 5, 3, 4};
	double x[3], y[3], v;

	assert_int_equal(rink__matrix_game(pennies, 2, 2, x, y, &v, NULL), RINK_OK);
	assert_true(fabs(v - 0.5) < 1e-12 && fabs(x[0] - 0.5) < 1e-12 && fabs(y[0] - 0.5) < 1e-12);
	assert_int_equal(rink__matrix_game(rps, 3, 3, x, y, &v, NULL), RINK_OK);
	assert_true(fabs(v) < 1e-12);
	for (int i = 0; i < 3; i++)
		assert_true(fabs(x[i] - 1.0 / 3) < 1e-12 && fabs(y[i] - 1.0 / 3) < 1e-12);
	assert_int_equal(rink__matrix_game(saddle, 2, 2, x, y, &v, NULL), RINK_OK);
	assert_true(fabs(v - 3) < 1e-12 && fabs(x[1] - 1) < 1e-12 && fabs(y[0] - 1) < 1e-12);
}

static void all_orders(uint8_t out[720][6], const uint8_t team[6])
{
	int k = 0;

	for (int p = 0; p < 46656; p++) {
		int d[6], used = 0, x = p;
		for (int i = 0; i < 6; i++, x /= 6) {
			d[i] = x % 6;
			used |= 1 << d[i];
		}
		if (used != 63)
			continue;
		for (int i = 0; i < 6; i++)
			out[k][i] = team[d[i]];
		k++;
	}
	assert_int_equal(k, 720);
}

/* The certificate recomputed by brute force: the home mix guarantees at
 * least the value against every away order, the away mix at most. */
static void check_by_brute_force(const rink_game *g, const uint8_t home[6], const uint8_t away[6],
                                 const struct rink_lineup_options *opt,
                                 const struct rink_lineup_solution *sol)
{
	static uint8_t hor[720][6], aor[720][6];
	double psum = 0;

	all_orders(hor, home);
	all_orders(aor, away);
	for (int i = 0; i < sol->n_home; i++)
		psum += sol->home[i].p;
	assert_true(fabs(psum - 1) < 1e-9);
	for (int j = 0; j < 720; j++) {
		double u = 0;
		for (int i = 0; i < sol->n_home; i++)
			u += sol->home[i].p * rink_lineup_payoff(g, sol->home[i].card, aor[j], opt);
		if (u < sol->value - 1e-9)
			fail_msg("away order %d holds home to %.12f < value %.12f", j, u,
			         sol->value);
	}
	for (int i = 0; i < 720; i++) {
		double w = 0;
		for (int j = 0; j < sol->n_away; j++)
			w += sol->away[j].p * rink_lineup_payoff(g, hor[i], sol->away[j].card, opt);
		if (w > sol->value + 1e-9)
			fail_msg("home order %d gets %.12f > value %.12f", i, w, sol->value);
	}
	assert_true(sol->exploitability <= 1e-9);
	assert_true(sol->exploitability >= 0);
}

static void test_lineup_dominant_team_wins_always(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_lineup_options opt;
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	uint8_t home[6], away[6];

	/* every home skater beats every away skater; goalies block; the home
	 * goalie beats the away goalie: home wins whatever the orders */
	tu_cards(g, home, "Superstar", "The Iceman", "Slash Gordon", "El Bos", "Antoni Zamboni",
	         "Moby Stick");
	tu_cards(g, away, "Cheap Skate", "Ian Jury", "Billy the Skid", "Hy Stick", "Charge Kard",
	         "Stu Late");
	rink_lineup_defaults(&opt);
	assert_int_equal(rink_lineup_solve(g, home, away, &opt, sol, NULL), RINK_OK);
	assert_true(fabs(sol->value - 1.0) < 1e-12);
	check_by_brute_force(g, home, away, &opt, sol);
	free(sol);
	rink_game_free(g);
}

/* Goal difference in regulation: each home card meets each away card with
 * chance 1/6 under the uniform mix, so the value is 1 + the mean of the
 * 6 x 6 face-off goal differences times 6. */
static void test_lineup_goal_objective_is_mean_difference(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_lineup_options opt;
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	uint8_t home[6], away[6];
	double expect = 1;

	tu_cards(g, home, "Superstar", "Cheap Skate", "Puk Luk", "Le Goon", "Tiny Tim", "Bo Legs");
	tu_cards(g, away, "Fast Eddy", "Ian Jury", "Snow Balls", "Cheap Shot", "Moose",
	         "Moby Stick");
	for (int a = 0; a < 6; a++)
		for (int b = 0; b < 6; b++) {
			int o = rink_ss_faceoff(g, home[a], away[b]);
			expect += ((o & RINK_SS_FO_HOME_GOAL ? 1 : 0) -
			           (o & RINK_SS_FO_AWAY_GOAL ? 1 : 0)) /
			          6.0;
		}
	rink_lineup_defaults(&opt);
	opt.objective = RINK_LINEUP_GOALS;
	assert_int_equal(rink_lineup_solve(g, home, away, &opt, sol, NULL), RINK_OK);
	assert_true(fabs(sol->value - expect) < 1e-9);
	check_by_brute_force(g, home, away, &opt, sol);
	free(sol);
	rink_game_free(g);
}

static void deal(const rink_game *g, struct rink_rng *r, uint8_t home[6], uint8_t away[6])
{
	uint8_t by[3][27];
	int n[3] = {0, 0, 0};

	for (int c = 0; c < RINK_SS_CARDS; c++) {
		int t = rink_ss_card(g, c)->type;
		by[t][n[t]++] = (uint8_t)c;
	}
	for (int t = 0; t < 3; t++)
		rink_rng_shuffle_u8(r, by[t], n[t]);
	memcpy(home, (uint8_t[]){by[0][0], by[0][1], by[0][2], by[1][0], by[1][1], by[2][0]}, 6);
	memcpy(away, (uint8_t[]){by[0][3], by[0][4], by[0][5], by[1][2], by[1][3], by[2][1]}, 6);
}

/* Random deals, regulation and overtime, win and goal objectives: every
 * answer certified by brute force over all 720 orders of each side. */
static void test_lineup_random_pairs_certified(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	struct rink_rng r;

	rink_rng_seed(&r, 2024);
	for (int k = 0; k < 12; k++) {
		struct rink_lineup_options opt;
		uint8_t home[6], away[6];
		deal(g, &r, home, away);
		rink_lineup_defaults(&opt);
		opt.overtime = k % 2 == 1;
		opt.objective = k % 4 >= 2 ? RINK_LINEUP_GOALS : RINK_LINEUP_WIN;
		opt.tie_value = k % 3 == 0 ? 0.5 : 0.25;
		assert_int_equal(rink_lineup_solve(g, home, away, &opt, sol, NULL), RINK_OK);
		check_by_brute_force(g, home, away, &opt, sol);
	}
	free(sol);
	rink_game_free(g);
}

/* A full LP over every (canonical) order of a reduced game agrees with the
 * double oracle: teams with many interchangeable cards keep few orders. */
static void test_lineup_overtime_matches_full_lp(void **state)
{
	rink_game *g = tu_slapshot(NULL);
	struct rink_lineup_options opt;
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	static uint8_t hor[720][6], aor[720][6];
	static double m[720 * 720], x[720], y[720];
	uint8_t home[6], away[6];
	double v;

	/* home: three forwards 7 and two defensemen 7 meet the away skaters
	 * alike; away likewise with 4s */
	tu_cards(g, home, "Cyclone Henri", "Fast Eddy", "Chairman of the Boards",
	         "Jack the Tripper", "Captain Canuck", "Masked Man");
	tu_cards(g, away, "Robin Hooker", "General Icinghower", "Napoleon Bonapuck", "Kroz Czech",
	         "Tiny Tim", "Canada Post");
	rink_lineup_defaults(&opt);
	opt.overtime = true;
	assert_int_equal(rink_lineup_solve(g, home, away, &opt, sol, NULL), RINK_OK);
	all_orders(hor, home);
	all_orders(aor, away);
	for (int i = 0; i < 720; i++)
		for (int j = 0; j < 720; j++)
			m[i * 720 + j] = rink_lineup_payoff(g, hor[i], aor[j], &opt);
	if (getenv("RINK_TEST_FULL_LP")) {
		/* the whole 720 x 720 LP: seconds; run by hand */
		assert_int_equal(rink__matrix_game(m, 720, 720, x, y, &v, NULL), RINK_OK);
		assert_true(fabs(v - sol->value) < 1e-9);
	}
	/* the reduced game: one order per class of interchangeable cards */
	{
		int rows = 0, cols = 0;
		static int keep_h[720], keep_a[720];
		static double red[720 * 720];
		for (int i = 0; i < 720; i++) {
			bool dup = false;
			for (int k = 0; k < rows && !dup; k++)
				dup = memcmp(&m[i * 720], &m[keep_h[k] * 720],
				             720 * sizeof(double)) == 0;
			if (!dup)
				keep_h[rows++] = i;
		}
		for (int j = 0; j < 720; j++) {
			bool dup = false;
			for (int k = 0; k < cols && !dup; k++) {
				dup = true;
				for (int i = 0; i < rows && dup; i++)
					dup = m[keep_h[i] * 720 + j] ==
					      m[keep_h[i] * 720 + keep_a[k]];
			}
			if (!dup)
				keep_a[cols++] = j;
		}
		assert_true(rows <= 240 && cols <= 240);
		for (int i = 0; i < rows; i++)
			for (int j = 0; j < cols; j++)
				red[i * cols + j] = m[keep_h[i] * 720 + keep_a[j]];
		assert_int_equal(rink__matrix_game(red, rows, cols, x, y, &v, NULL), RINK_OK);
		assert_true(fabs(v - sol->value) < 1e-9);
	}
	check_by_brute_force(g, home, away, &opt, sol);
	free(sol);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_matrix_game_known_values),
	        cmocka_unit_test(test_lineup_dominant_team_wins_always),
	        cmocka_unit_test(test_lineup_goal_objective_is_mean_difference),
	        cmocka_unit_test(test_lineup_random_pairs_certified),
	        cmocka_unit_test(test_lineup_overtime_matches_full_lp),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
