/*
 * tests/unit/test_lineup_pp.c: Power Play's card-by-card line-up solver.
 *
 * Small positions solved by hand; then the solver against a naive reference
 * that knows no rule of its own: it walks the real engine (rink_state_apply
 * on clones), solving each round's matrix of legal card pairs by LP, taking
 * each after-reveal choice (Rumpelstockchen's take, Sitting Bully's pile,
 * Jolly Judge's claim) by max or min, and averaging Sitting Bully over every
 * card the pile could have on top. Its leaves are the engine's results, so
 * agreement means the solver's model of a round is the engine's rules. The
 * certificate is checked the same way on a strategy that is not an
 * equilibrium, whose exploitability is far from 0.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/lineup_int.h"
#include "pp_testutil.h"
#include "rink/lineup.h"

#define EPS 1e-9

/* A position from two teams of names, with the first `played` cards of each
 * list already played and the score difference d. */
static void position(const rink_game *g, const char *home, const char *away, int played, int d,
                     struct rink_lineup_pp_position *pos)
{
	struct rink_lineup_options opt;
	uint8_t h[6], a[6];

	rink_lineup_defaults(&opt);
	pp_ids(g, home, h);
	pp_ids(g, away, a);
	assert_int_equal(rink_lineup_pp_start(g, h, a, &opt, pos, NULL), RINK_OK);
	pos->played[0] = pos->played[1] = (uint8_t)((1 << played) - 1);
	pos->diff = d;
}

static double p_of(const struct rink_lineup_pp_choice *c, int n, int card)
{
	for (int i = 0; i < n; i++)
		if (c[i].card == card)
			return c[i].p;
	return 0;
}

static void solve_ok(const rink_game *g, const struct rink_lineup_pp_position *pos,
                     const struct rink_lineup_options *opt, struct rink_lineup_pp_solution *sol)
{
	struct rink_error err;

	if (rink_lineup_pp_solve(g, pos, opt, sol, &err) != RINK_OK)
		fail_msg("solve: %s", err.text);
	assert_true(sol->exploitability <= EPS);
}

/* ---- by hand ------------------------------------------------------------------------ */

static void test_lineup_pp_dominant_team_wins_always(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;
	uint8_t h[6], a[6];

	/* every home skater beats every away skater, the home goalie the away
	 * goalie; a goalie blocks a skater: at least four home goals, none away */
	pp_ids(g, "Superstar,Comet Kowalski,Griffin,Enforcer,Big Dipper,Zamboni Zeke", h);
	pp_ids(g, "Rink Rat,Gnome,Ghoul,Wobbly Ankles,Slow Poke,Ghost", a);
	rink_lineup_defaults(&opt);
	assert_int_equal(rink_lineup_pp_start(g, h, a, &opt, &pos, NULL), RINK_OK);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 1) < 1e-12);
	assert_true(sol.exploitability < 1e-12);
	opt.objective = RINK_LINEUP_GOALS;
	solve_ok(g, &pos, &opt, &sol);
	assert_true(sol.value >= 4 - 1e-12);
	rink_game_free(g);
}

/* Two cards left each, no special: the payoff depends only on which card
 * meets which. Home 9 and 3 against 8 and 2, home a goal down: 9-8 and 3-2
 * win, 9-2 and 3-8 lose, so it is matching pennies: 1/2, mixes 1/2. */
static void test_lineup_pp_two_cards_matching_pennies(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;

	position(g, "Superstar,Iron Mike,Troll,Sieve,Mitts Malone,Slow Poke",
	         "Twig,Blob,Hobbit,Cyclops,Unicorn,Wobbly Ankles", 4, -1, &pos);
	rink_lineup_defaults(&opt);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 0.5) < 1e-12);
	assert_int_equal(sol.n_home, 2);
	assert_int_equal(sol.n_away, 2);
	assert_true(fabs(sol.home[0].p - 0.5) < 1e-9 && fabs(sol.away[0].p - 0.5) < 1e-9);
	opt.objective = RINK_LINEUP_GOALS; /* +1 or -1 with equal chance */
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	rink_game_free(g);
}

/* Hydra and Mitts Malone 9 against Thumbs Up 4 and Centaur 6 in rounds 5
 * and 6, home a goal down; Hydra is worth 5, then 6. Home's first card
 * (rows Hydra, Mitts) against away's (columns Thumbs Up, Centaur):
 *   Hydra-Thumbs 5-4, then 9-6: won;  Hydra-Centaur 5-6, 9-4: lost;
 *   Mitts-Thumbs 9-4, then 6-6: tied; Mitts-Centaur 9-6, 6-4: won.
 * [[1, 0], [1/2, 1]]: home plays Hydra 1/3, away Thumbs Up 2/3, value 2/3. */
static void test_lineup_pp_two_cards_hydra_by_hand(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;

	position(g, "Superstar,Iron Mike,Troll,Sieve,Hydra,Mitts Malone",
	         "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Centaur", 4, -1, &pos);
	rink_lineup_defaults(&opt);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 2.0 / 3) < 1e-9);
	assert_true(fabs(p_of(sol.home, sol.n_home, pp_id(g, "Hydra")) - 1.0 / 3) < 1e-9);
	assert_true(fabs(p_of(sol.away, sol.n_away, pp_id(g, "Thumbs Up")) - 2.0 / 3) < 1e-9);
	rink_game_free(g);
}

/* The last round: Sitting Bully (4) against Mummy 7, level. Piles of known
 * cards: forwards Superstar 11 or Hydra (0 outside games): 15 wins, 4 loses;
 * defenders Blob 5 or Space Cadet 3: 9 wins, 7 ties; goalies Ghost 1: 5
 * loses. His manager picks the defenders: (1 + 1/2) / 2 = 3/4. No piles:
 * 4-7, lost. */
static void test_lineup_pp_sitting_bully_expected_bonus(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;

	position(g, "Superstar,Griffin,Iron Mike,Sieve,Rink Rat,Sitting Bully",
	         "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Mummy", 5, 0, &pos);
	pos.n_pile[0] = 2;
	pos.pile[0][0] = (uint8_t)pp_id(g, "Comet Kowalski");
	pos.pile[0][1] = (uint8_t)pp_id(g, "Hydra");
	pos.n_pile[1] = 2;
	pos.pile[1][0] = (uint8_t)pp_id(g, "Stay-at-Home Sam");
	pos.pile[1][1] = (uint8_t)pp_id(g, "Space Cadet");
	pos.n_pile[2] = 1;
	pos.pile[2][0] = (uint8_t)pp_id(g, "Ghost");
	rink_lineup_defaults(&opt);
	solve_ok(g, &pos, &opt, &sol);
	/* Comet Kowalski 10: 14 wins too; Stay-at-Home Sam 5: 9 wins */
	assert_true(fabs(sol.value - 0.75) < 1e-12);
	pos.n_pile[0] = pos.n_pile[1] = pos.n_pile[2] = 0;
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	rink_game_free(g);
}

/* Rumpelstockchen 5 and Superstar 11 against Mitts Malone 9 and Slow Poke 3,
 * level, goal difference. Rump first: Mitts comes in whatever away laid
 * (9-5 away), then 11-3 (home): 0. Superstar first: against Mitts 11-9, then
 * Rump against Slow Poke, who is away's highest left: 5-3, +2; against Slow
 * Poke 11-3, then Rump brings in Mitts: 5-9, 0. [[0, 0], [2, 0]]: value 0.
 * Without Rumpelstockchen's switch Rump-first against Slow Poke would be
 * 5-3 then 11-9, +2, and the value 1. */
static void test_lineup_pp_rumpelstockchen_forces_highest(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;

	position(g, "Griffin,Iron Mike,Troll,Sieve,Rumpelstockchen,Superstar",
	         "Twig,Blob,Hobbit,Cyclops,Mitts Malone,Slow Poke", 4, 0, &pos);
	rink_lineup_defaults(&opt);
	opt.objective = RINK_LINEUP_GOALS;
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	rink_game_free(g);
}

/* A tie at the end of the pass: Jolly Judge's manager claims it. Last
 * round, level, 6 against 6. */
static void test_lineup_pp_jolly_judge_claims_the_tie(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;

	rink_lineup_defaults(&opt);
	opt.tie_value = 0.3;
	position(g, "Superstar,Griffin,Iron Mike,Sieve,Rink Rat,Troll",
	         "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Centaur", 5, 0, &pos);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 0.3) < 1e-12);
	position(g, "Jolly Judge,Griffin,Iron Mike,Sieve,Rink Rat,Troll",
	         "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Centaur", 5, 0, &pos);
	solve_ok(g, &pos, &opt, &sol); /* played in round 1, still his */
	assert_true(fabs(sol.value - 1) < 1e-12);
	position(g, "Superstar,Griffin,Iron Mike,Sieve,Rink Rat,Troll",
	         "Jolly Judge,Blob,Hobbit,Cyclops,Thumbs Up,Centaur", 5, 0, &pos);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	opt.objective = RINK_LINEUP_GOALS; /* a claimed win keeps the tied score */
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	rink_game_free(g);
}

/* Willy Winzig scores on goalies. In sudden death Hydra is worth 7 in the
 * first round and 12 in the sixth, and the first goal ends the pass. */
static void test_lineup_pp_willy_winzig_and_sudden_death(void **state)
{
	rink_game *g = pp_new("managers=2");
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;
	uint8_t h[6], a[6];

	rink_lineup_defaults(&opt);
	position(g, "Superstar,Griffin,Iron Mike,Sieve,Rink Rat,Willy Winzig",
	         "Twig,Blob,Hobbit,Thumbs Up,Centaur,Zamboni Zeke", 5, 0, &pos);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 1) < 1e-12);
	/* the sixth round, level: Hydra against Superstar 11 loses in
	 * regulation (6) and wins in sudden death (12) */
	position(g, "Griffin,Iron Mike,Troll,Sieve,Rink Rat,Hydra",
	         "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Superstar", 5, 0, &pos);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	pos.sudden_death = true;
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 1) < 1e-12);
	/* a whole sudden-death pass of the dominant team: one goal decides */
	pp_ids(g, "Superstar,Comet Kowalski,Griffin,Enforcer,Big Dipper,Zamboni Zeke", h);
	pp_ids(g, "Rink Rat,Gnome,Ghoul,Wobbly Ankles,Slow Poke,Ghost", a);
	opt.overtime = true;
	opt.objective = RINK_LINEUP_GOALS;
	assert_int_equal(rink_lineup_pp_start(g, h, a, &opt, &pos, NULL), RINK_OK);
	assert_true(pos.sudden_death && pos.diff == 0);
	solve_ok(g, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 1) < 1e-12);
	rink_game_free(g);
}

static void test_lineup_pp_bad_positions(void **state)
{
	rink_game *g = pp_new("managers=2"), *fixed = pp_new("managers=2,lineup=fixed");
	rink_game *ss = tu_slapshot(NULL);
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos, p2;
	struct rink_lineup_pp_solution sol;
	struct rink_error err;

	rink_lineup_defaults(&opt);
	position(g, "Superstar,Iron Mike,Troll,Sieve,Mitts Malone,Slow Poke",
	         "Twig,Blob,Hobbit,Cyclops,Unicorn,Wobbly Ankles", 2, 0, &pos);
	p2 = pos;
	p2.played[1] = 7;
	assert_int_equal(rink_lineup_pp_solve(g, &p2, &opt, &sol, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "same number"));
	p2 = pos;
	p2.card[1][0] = p2.card[0][0];
	assert_int_equal(rink_lineup_pp_solve(g, &p2, &opt, &sol, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "Superstar is named twice"));
	p2 = pos;
	p2.played[0] = p2.played[1] = 63;
	assert_int_equal(rink_lineup_pp_solve(g, &p2, &opt, &sol, &err), RINK_EINVAL);
	p2 = pos;
	p2.sudden_death = true;
	p2.diff = 1;
	assert_int_equal(rink_lineup_pp_solve(g, &p2, &opt, &sol, &err), RINK_EINVAL);
	assert_int_equal(rink_lineup_pp_solve(fixed, &pos, &opt, &sol, &err), RINK_EINVAL);
	assert_non_null(strstr(err.text, "lineup=fixed"));
	assert_int_equal(rink_lineup_pp_solve(ss, &pos, &opt, &sol, &err), RINK_EINVAL);
	rink_game_free(g);
	rink_game_free(fixed);
	rink_game_free(ss);
}

/* ---- the reference: the engine itself, walked exhaustively ---------------------------- */

struct ref {
	const struct rink_lineup_options *opt;
	int home, away; /* seats */
	int pass;       /* the pass being solved */
	int mode;       /* 0 equilibrium; 1 (2): home (away) best-responds to a
	                   uniform opponent */
	int seen[3];    /* decisions met: Rumpelstockchen's, Sitting Bully's, the
	                   Jolly Judge's */
	/* the root's matrix, rows home's legal cards, columns away's */
	double m[36];
	int rows, cols, row_card[6], col_card[6];
};

static double ref_value(struct ref *r, const rink_state *s, int depth);

/* After an action: the game's result, a tie that goes on beyond the pass,
 * or the next decision. */
static double ref_after(struct ref *r, const rink_state *s, const struct rink_events *ev, int depth)
{
	struct rink_pp_view v;

	for (size_t i = 0; i < ev->n; i++)
		if (ev->v[i].type == RINK_PP_EV_RESULT) {
			const int16_t *a = ev->v[i].arg;
			if (r->opt->objective == RINK_LINEUP_GOALS)
				return a[2] - a[3];
			return a[4] == r->home ? 1.0 : 0.0;
		}
	rink_pp_view(s, RINK_SPECTATOR, &v);
	if (v.pass != r->pass) /* a tie nobody claimed: sudden death goes on */
		return r->opt->objective == RINK_LINEUP_GOALS ? 0 : r->opt->tie_value;
	return ref_value(r, s, depth + 1);
}

static double ref_apply(struct ref *r, const rink_state *s, int seat, int action, int depth)
{
	rink_state *t = rink_state_clone(s);
	struct rink_events ev = {0};
	double u;

	rink_state_apply_fast(t, seat, action, &ev);
	u = ref_after(r, t, &ev, depth);
	rink_events_free(&ev);
	rink_state_free(t);
	return u;
}

static double ref_round(struct ref *r, const rink_state *s, int depth)
{
	int ha[RINK_MAX_ACTIONS], aa[RINK_MAX_ACTIONS];
	int nh = rink_state_legal(s, r->home, ha, RINK_MAX_ACTIONS);
	int na = rink_state_legal(s, r->away, aa, RINK_MAX_ACTIONS);
	double m[36], x[6], y[6], v = 0;

	assert_true(nh >= 1 && nh <= 6 && na >= 1 && na <= 6);
	for (int i = 0; i < nh; i++)
		for (int j = 0; j < na; j++) {
			rink_state *t = rink_state_clone(s);
			struct rink_events ev = {0};
			rink_state_apply_fast(t, r->home, ha[i], &ev);
			rink_state_apply_fast(t, r->away, aa[j], &ev);
			m[i * na + j] = ref_after(r, t, &ev, depth);
			rink_events_free(&ev);
			rink_state_free(t);
		}
	if (depth == 0) {
		memcpy(r->m, m, sizeof(m));
		r->rows = nh;
		r->cols = na;
		for (int i = 0; i < nh; i++)
			r->row_card[i] = ha[i] - rink_pp_action_play(0);
		for (int j = 0; j < na; j++)
			r->col_card[j] = aa[j] - rink_pp_action_play(0);
	}
	if (r->mode == 1 || r->mode == 2) {
		/* a best response to an opponent laying each card alike */
		double best = r->mode == 1 ? -INFINITY : INFINITY;
		for (int k = 0; k < (r->mode == 1 ? nh : na); k++) {
			double u = 0;
			for (int l = 0; l < (r->mode == 1 ? na : nh); l++)
				u += r->mode == 1 ? m[k * na + l] / na : m[l * na + k] / nh;
			best = r->mode == 1 ? fmax(best, u) : fmin(best, u);
		}
		return best;
	}
	if (nh == 1 && na == 1)
		return m[0];
	assert_int_equal(rink__matrix_game(m, nh, na, x, y, &v, NULL), RINK_OK);
	return v;
}

static double ref_value(struct ref *r, const rink_state *s, int depth)
{
	struct rink_pp_view v;
	int acts[RINK_MAX_ACTIONS], n, seat;
	double best;

	rink_pp_view(s, RINK_SPECTATOR, &v);
	if (v.phase == RINK_PP_ROUND)
		return ref_round(r, s, depth);
	assert_true(v.phase == RINK_PP_RUMP || v.phase == RINK_PP_BULLY ||
	            v.phase == RINK_PP_JUDGE);
	seat = v.decider;
	r->seen[v.phase == RINK_PP_RUMP ? 0 : v.phase == RINK_PP_BULLY ? 1 : 2]++;
	n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	best = seat == r->home ? -INFINITY : INFINITY;
	for (int k = 0; k < n; k++) {
		double u = 0;
		int t = -1;
		for (int p = 0; p < 3; p++)
			if (v.phase == RINK_PP_BULLY && acts[k] == rink_pp_action_bully(p))
				t = p;
		if (t < 0) {
			u = ref_apply(r, s, seat, acts[k], depth);
		} else {
			/* the top card is any card of the pile, equally likely */
			uint8_t pile[36], turned[36];
			int len = rink_pp_pile(s, t, pile);
			for (int i = 0; i < len; i++) {
				rink_state *w = rink_state_clone(s);
				for (int j = 0; j < len; j++)
					turned[j] = pile[(i + j) % len];
				assert_int_equal(rink_pp_set_pile(w, t, turned, len, NULL),
				                 RINK_OK);
				u += ref_apply(r, w, seat, acts[k], depth) / len;
				rink_state_free(w);
			}
		}
		best = seat == r->home ? fmax(best, u) : fmin(best, u);
	}
	return best;
}

/* ---- random positions of the engine -------------------------------------------------- */

/* Two random teams, each special likely on one of them. */
static void deal(const rink_game *g, struct rink_rng *rng, uint8_t team[2][6], bool no_switches)
{
	static const int need[3] = {3, 2, 1};
	uint8_t by[3][36];
	int n[3] = {0, 0, 0}, k[2] = {0, 0};
	struct rink_pp_card c;

	for (int id = 0; rink_pp_card(g, id, &c); id++) {
		if (no_switches &&
		    (c.special == RINK_PP_RUMPELSTOCKCHEN || c.special == RINK_PP_SITTING_BULLY))
			continue;
		by[c.type][n[c.type]++] = (uint8_t)id;
	}
	for (int t = 0; t < 3; t++) {
		rink_rng_shuffle_u8(rng, by[t], n[t]);
		/* bring specials forward: they are what the test is about */
		for (int i = 0; i < n[t]; i++) {
			rink_pp_card(g, by[t][i], &c);
			if (c.special != RINK_PP_NONE && rink_rng_below(rng, 3) != 0) {
				int j = (int)rink_rng_below(rng, (uint32_t)(2 * need[t]));
				uint8_t x = by[t][i];
				by[t][i] = by[t][j];
				by[t][j] = x;
			}
		}
		for (int i = 0; i < 2 * need[t]; i++)
			team[i & 1][k[i & 1]++] = by[t][i];
	}
}

/* A game between the two teams (seat 1 home, challenged by seat 0), played
 * at random to a round of `played` cards in regulation or, with sudden set,
 * in the first sudden-death pass; NULL when the game did not get there. */
static rink_state *reach(const rink_game *g, uint64_t seed, const uint8_t team[2][6], int played,
                         bool sudden)
{
	rink_state *s = pp_after_setup(g, seed);
	struct rink_rng rng;
	struct rink_pp_view v;

	rink_rng_seed(&rng, seed);
	assert_int_equal(rink_pp_set_team(s, 1, team[0], NULL), RINK_OK);
	assert_int_equal(rink_pp_set_team(s, 0, team[1], NULL), RINK_OK);
	rink_state_apply_fast(s, 0, rink_pp_action_game(1), NULL);
	for (;;) {
		rink_pp_view(s, RINK_SPECTATOR, &v);
		if (v.phase == RINK_PP_ROUND && !v.chosen[0] && !v.chosen[1] &&
		    v.pass == (sudden ? 1 : 0) && v.round == played)
			return s;
		if (v.home < 0 || v.pass > (sudden ? 1 : 0) ||
		    (v.phase != RINK_PP_ROUND && v.phase != RINK_PP_RUMP &&
		     v.phase != RINK_PP_BULLY && v.phase != RINK_PP_JUDGE)) {
			rink_state_free(s);
			return NULL;
		}
		if (v.phase == RINK_PP_JUDGE) {
			rink_state_apply_fast(s, v.decider, rink_pp_action_judge(false), NULL);
			continue;
		}
		for (int seat = 0; seat < 2; seat++)
			if (rink_state_to_move(s) & (1u << seat)) {
				rink_state_apply_fast(s, seat,
				                      rink_state_sample_legal(s, seat, &rng), NULL);
				break;
			}
	}
}

/* The solver at s against the reference: the value, and the first card's
 * mixes against every pure reply in the reference's root matrix. */
static void check_against_engine(const rink_game *g, const rink_state *s,
                                 const struct rink_lineup_options *opt, int seen[3])
{
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;
	struct rink_pp_view v;
	struct ref r = {.opt = opt, .home = 1, .away = 0};
	double ref, psum = 0;

	rink_pp_view(s, RINK_SPECTATOR, &v);
	r.pass = v.pass;
	assert_int_equal(rink_lineup_pp_position(s, &pos, NULL), RINK_OK);
	solve_ok(g, &pos, opt, &sol);
	ref = ref_value(&r, s, 0);
	for (int k = 0; k < 3; k++)
		seen[k] += r.seen[k];
	if (fabs(ref - sol.value) > EPS)
		fail_msg("pass %d round %d diff %d: solver %.12f, engine %.12f", v.pass, v.round,
		         pos.diff, sol.value, ref);
	for (int i = 0; i < sol.n_home; i++)
		psum += sol.home[i].p;
	assert_true(fabs(psum - 1) < EPS);
	for (int j = 0; j < r.cols; j++) {
		double u = 0;
		for (int i = 0; i < r.rows; i++)
			u += p_of(sol.home, sol.n_home, r.row_card[i]) * r.m[i * r.cols + j];
		assert_true(u >= sol.value - EPS);
	}
	for (int i = 0; i < r.rows; i++) {
		double w = 0;
		for (int j = 0; j < r.cols; j++)
			w += p_of(sol.away, sol.n_away, r.col_card[j]) * r.m[i * r.cols + j];
		assert_true(w <= sol.value + EPS);
	}
}

/* Whether a bruiser of one side and a goalie of the other are both still
 * to be played at pos. */
static bool bruiser_may_meet_goalie(const rink_game *g, const struct rink_lineup_pp_position *pos)
{
	bool bruiser[2] = {false, false}, goalie[2] = {false, false};

	for (int side = 0; side < 2; side++)
		for (int i = 0; i < 6; i++) {
			struct rink_pp_card c;
			if (pos->played[side] & (1 << i))
				continue;
			rink_pp_card(g, pos->card[side][i], &c);
			bruiser[side] |= c.bruiser;
			goalie[side] |= c.type == RINK_PP_GOALIE;
		}
	return (bruiser[0] && goalie[1]) || (bruiser[1] && goalie[0]);
}

/* want random positions of the engine under params, each checked against
 * the reference; with bruiser_goalie, only positions where a bruiser may
 * still meet a goalie. */
static void engine_positions(const char *params, bool sudden, int cards_left_max, int want,
                             bool bruiser_goalie)
{
	rink_game *g = pp_new(params);
	struct rink_rng rng;
	int done = 0, seen[3] = {0, 0, 0};

	rink_rng_seed(&rng, sudden ? 77 : 76);
	for (uint64_t seed = 1; done < want; seed++) {
		uint8_t team[2][6];
		int left = 1 + (int)rink_rng_below(&rng, (uint32_t)cards_left_max);
		struct rink_lineup_options opt;
		rink_state *s;

		assert_true(seed < 100000);
		deal(g, &rng, team, false);
		if (!(s = reach(g, seed, team, 6 - left, sudden)))
			continue;
		rink_lineup_defaults(&opt);
		opt.tie_value = (double)rink_rng_below(&rng, 5) / 4;
		struct rink_lineup_pp_position pos;
		assert_int_equal(rink_lineup_pp_position(s, &pos, NULL), RINK_OK);
		if (bruiser_goalie && !bruiser_may_meet_goalie(g, &pos)) {
			rink_state_free(s);
			continue;
		}
		check_against_engine(g, s, &opt, seen);
		opt.objective = RINK_LINEUP_GOALS;
		check_against_engine(g, s, &opt, seen);
		rink_state_free(s);
		done++;
	}
	/* the after-reveal choices were all met, each many times */
	print_message("decisions met: Rumpelstockchen %d, Sitting Bully %d, Jolly Judge %d\n",
	              seen[0], seen[1], seen[2]);
	for (int k = 0; k < 3; k++)
		assert_true(seen[k] >= 10);
	rink_game_free(g);
}

static void test_lineup_pp_agrees_with_engine_regulation(void **state)
{
	engine_positions("managers=2,first_turn=1", false, 4, 30, false);
}

static void test_lineup_pp_agrees_with_engine_sudden_death(void **state)
{
	engine_positions("managers=2,first_turn=1", true, 4, 30, false);
}

/* PP-GAP-06 (b), bruiser_beats_goalie=1: bruiser v goalie, the higher card
 * scores, the goalie too. The last round, level, Brick Wall 6 v Crusher 3:
 * a tie (worth 1/2) by default, a home win on the bruiser line; Brick Wall v
 * Enforcer 8: a tie, or a loss. Then the engine's random positions. */
static void test_lineup_pp_bruiser_line(void **state)
{
	rink_game *def = pp_new("managers=2"), *bl = pp_new("managers=2,bruiser_beats_goalie=1");
	const char *home = "Superstar,Griffin,Iron Mike,Troll,Rink Rat,Brick Wall";
	struct rink_lineup_options opt;
	struct rink_lineup_pp_position pos;
	struct rink_lineup_pp_solution sol;

	rink_lineup_defaults(&opt);
	position(def, home, "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Crusher", 5, 0, &pos);
	solve_ok(def, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 0.5) < 1e-12);
	solve_ok(bl, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 1) < 1e-12);
	position(def, home, "Twig,Blob,Hobbit,Cyclops,Thumbs Up,Enforcer", 5, 0, &pos);
	solve_ok(def, &pos, &opt, &sol);
	assert_true(fabs(sol.value - 0.5) < 1e-12);
	solve_ok(bl, &pos, &opt, &sol);
	assert_true(fabs(sol.value) < 1e-12);
	rink_game_free(def);
	rink_game_free(bl);
	/* the solver agrees with the engine, bruisers meeting goalies included */
	engine_positions("managers=2,first_turn=1,bruiser_beats_goalie=1", false, 4, 20, true);
	engine_positions("managers=2,first_turn=1,bruiser_beats_goalie=1", true, 4, 20, true);
}

/* The certificate on a strategy that is not an equilibrium: both sides lay
 * each card left alike everywhere. Its exploitability is the engine's best
 * response of home to the uniform away minus away's to the uniform home. */
static void test_lineup_pp_certificate_measures_a_bad_strategy(void **state)
{
	rink_game *g = pp_new("managers=2,first_turn=1");
	struct rink_rng rng;
	int done = 0;

	rink_rng_seed(&rng, 5);
	for (uint64_t seed = 1; done < 10; seed++) {
		struct rink_lineup_pp_position pos;
		struct rink_lineup_pp_solution sol;
		struct rink_lineup_options opt;
		struct ref r = {.opt = &opt, .home = 1, .away = 0};
		uint8_t team[2][6];
		double brh, bra;
		rink_state *s;

		deal(g, &rng, team, true);
		if (!(s = reach(g, seed, team, 2, false)))
			continue;
		rink_lineup_defaults(&opt);
		opt.objective = done & 1 ? RINK_LINEUP_GOALS : RINK_LINEUP_WIN;
		assert_int_equal(rink_lineup_pp_position(s, &pos, NULL), RINK_OK);
		assert_int_equal(rink__lineup_pp_solve_uniform(g, &pos, &opt, &sol, NULL), RINK_OK);
		r.mode = 1;
		brh = ref_value(&r, s, 0);
		r.mode = 2;
		bra = ref_value(&r, s, 0);
		if (fabs(sol.exploitability - (brh - bra)) > EPS)
			fail_msg("certificate %.12f, engine %.12f", sol.exploitability, brh - bra);
		done += sol.exploitability > 1e-3; /* else uniform is as good here */
		rink_state_free(s);
	}
	rink_game_free(g);
}

/* Whole games from the start: certified, and the first mixes sum to 1. */
static void test_lineup_pp_random_games_certified(void **state)
{
	rink_game *g = pp_new("managers=2,first_turn=1");
	struct rink_rng rng;

	rink_rng_seed(&rng, 11);
	for (int k = 0; k < 6; k++) {
		struct rink_lineup_pp_position pos;
		struct rink_lineup_pp_solution sol;
		struct rink_lineup_options opt;
		uint8_t team[2][6];
		double ph = 0, pa = 0;

		deal(g, &rng, team, false);
		rink_lineup_defaults(&opt);
		opt.overtime = k & 1;
		opt.objective = k & 2 ? RINK_LINEUP_GOALS : RINK_LINEUP_WIN;
		assert_int_equal(rink_lineup_pp_start(g, team[0], team[1], &opt, &pos, NULL),
		                 RINK_OK);
		solve_ok(g, &pos, &opt, &sol);
		assert_true(sol.states > 0 && sol.states <= 6455);
		for (int i = 0; i < sol.n_home; i++)
			ph += sol.home[i].p;
		for (int i = 0; i < sol.n_away; i++)
			pa += sol.away[i].p;
		assert_true(fabs(ph - 1) < EPS && fabs(pa - 1) < EPS);
	}
	rink_game_free(g);
}

/* Advice from a seat's view: a mix over its own cards left. */
static void test_lineup_pp_advise(void **state)
{
	rink_game *g = pp_new("managers=2,first_turn=1");
	struct rink_lineup_pp_advice adv;
	struct rink_rng rng;
	struct rink_error err;
	struct rink_pp_view v;
	uint8_t team[2][6];
	rink_state *s = NULL;
	double sum = 0;

	rink_rng_seed(&rng, 3);
	for (uint64_t seed = 1; !s; seed++) {
		deal(g, &rng, team, false);
		s = reach(g, seed, team, 2, false);
	}
	assert_int_equal(rink_lineup_pp_advise(s, 1, 3, &rng, &adv, &err), RINK_OK);
	assert_int_equal(adv.samples, 3);
	assert_true(adv.win >= 0 && adv.win <= 1);
	rink_pp_view(s, 1, &v);
	for (int i = 0; i < adv.n_mix; i++) {
		bool mine = false;
		for (int k = 0; k < 6; k++)
			mine |= v.hand[k] == adv.mix[i].card;
		assert_true(mine);
		sum += adv.mix[i].p;
	}
	assert_true(fabs(sum - 1) < EPS);
	/* a seat that is not in the game */
	{
		rink_game *g3 = pp_new("managers=3");
		rink_state *t = pp_after_setup(g3, 1);
		assert_int_equal(rink_lineup_pp_advise(t, 0, 1, &rng, &adv, &err), RINK_EINVAL);
		rink_state_free(t);
		rink_game_free(g3);
	}
	rink_state_free(s);
	rink_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_lineup_pp_dominant_team_wins_always),
	        cmocka_unit_test(test_lineup_pp_two_cards_matching_pennies),
	        cmocka_unit_test(test_lineup_pp_two_cards_hydra_by_hand),
	        cmocka_unit_test(test_lineup_pp_sitting_bully_expected_bonus),
	        cmocka_unit_test(test_lineup_pp_rumpelstockchen_forces_highest),
	        cmocka_unit_test(test_lineup_pp_jolly_judge_claims_the_tie),
	        cmocka_unit_test(test_lineup_pp_willy_winzig_and_sudden_death),
	        cmocka_unit_test(test_lineup_pp_bad_positions),
	        cmocka_unit_test(test_lineup_pp_agrees_with_engine_regulation),
	        cmocka_unit_test(test_lineup_pp_agrees_with_engine_sudden_death),
	        cmocka_unit_test(test_lineup_pp_bruiser_line),
	        cmocka_unit_test(test_lineup_pp_certificate_measures_a_bad_strategy),
	        cmocka_unit_test(test_lineup_pp_random_games_certified),
	        cmocka_unit_test(test_lineup_pp_advise),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
