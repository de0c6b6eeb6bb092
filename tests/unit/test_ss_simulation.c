/*
 * tests/unit/test_ss_simulation.c: random Slapshot seasons, checked after
 * every action.
 *
 * Thousands of seeded seasons (2-6 managers, the advanced rules on some,
 * small overtime caps and other readings on some) are played to the end
 * with random legal actions through a rink_match. After every action:
 *   - rink_state_check holds (54 cards accounted for, team shapes, the
 *     scoreboard);
 *   - a clone taken before the action equalled the state, and the same
 *     action applied to the clone gives an equal state and the same events;
 *   - the face-offs add up: each FACEOFF's running score, and each RESULT's
 *     score and winner, follow from the face-offs (regulation from 1-0 for
 *     home, overtime from 0-0, sudden death, SS-GAP-13);
 * and every ~50 actions the match is saved to JSON and restored, and the
 * restored state must be the same position.
 *
 * Seasons: RINK_SIM_SEASONS overrides the count (default 3000: about 5 s in
 * a debug build and 18 s under AddressSanitizer on the machine it was
 * written on).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/game_int.h" /* struct rink_state: compare positions of two games */
#include "rink/match.h"
#include "rink/rng.h"
#include "testutil.h"

#define SIM_SEASONS 3000
#define SAVE_EVERY  50

/* Two states of two games made with the same parameters hold the same
 * position: every byte after the game pointer is equal. */
static bool same_position(const rink_state *a, const rink_state *b)
{
	const rink_game *ga = rink_state_game(a), *gb = rink_state_game(b);
	size_t skip = offsetof(struct rink_state, seed);

	return strcmp(rink_game_params(ga), rink_game_params(gb)) == 0 &&
	       rink_state_size(ga) == rink_state_size(gb) &&
	       memcmp((const char *)a + skip, (const char *)b + skip, rink_state_size(ga) - skip) ==
	               0;
}

/* ---- face-off bookkeeping ------------------------------------------------------- */

struct tally {
	bool in_game;
	int pairs;  /* face-offs in the current regulation or overtime game */
	int reg[2]; /* regulation score, home goal included */
	int ot;     /* overtime game number, 0 in regulation */
	int ot_score[2];
	int ot_winner;  /* side that scored in overtime, -1 none */
	int toss;       /* seat that won a scoreless-overtime coin toss, -1 */
	int home, away; /* seats */
};

static void check_events(struct tally *t, const struct rink_events *ev)
{
	for (size_t i = 0; i < ev->n; i++) {
		const struct rink_event *e = &ev->v[i];
		const int16_t *a = e->arg;
		switch (e->type) {
		case RINK_SS_EV_CHALLENGE:
			assert_false(t->in_game);
			memset(t, 0, sizeof(*t));
			t->in_game = true;
			t->reg[0] = 1; /* Home Ice Advantage */
			t->ot_winner = -1;
			t->toss = -1;
			t->home = a[1];
			t->away = a[0];
			break;
		case RINK_SS_EV_FACEOFF: {
			assert_true(t->in_game);
			assert_int_equal(a[6], t->ot);
			assert_int_equal(a[0], t->pairs);
			assert_true(t->pairs < 6);
			int hg = (a[3] & RINK_SS_FO_HOME_GOAL) != 0,
			    ag = (a[3] & RINK_SS_FO_AWAY_GOAL) != 0;
			assert_false(hg && ag);
			if (t->ot == 0) {
				t->reg[0] += hg;
				t->reg[1] += ag;
				assert_int_equal(a[4], t->reg[0]);
				assert_int_equal(a[5], t->reg[1]);
			} else {
				/* sudden death: nothing after the first goal */
				assert_int_equal(t->ot_winner, -1);
				t->ot_score[0] += hg;
				t->ot_score[1] += ag;
				assert_int_equal(a[4], t->ot_score[0]);
				assert_int_equal(a[5], t->ot_score[1]);
				if (hg || ag)
					t->ot_winner = hg ? 0 : 1;
			}
			t->pairs++;
			break;
		}
		case RINK_SS_EV_OVERTIME:
			assert_true(t->in_game);
			assert_int_equal(t->pairs, 6);
			if (t->ot == 0)
				assert_int_equal(t->reg[0], t->reg[1]); /* a tie */
			else
				assert_int_equal(t->ot_winner, -1); /* a scoreless overtime */
			t->ot++;
			assert_int_equal(a[0], t->ot);
			t->pairs = 0;
			t->ot_score[0] = t->ot_score[1] = 0;
			break;
		case RINK_SS_EV_COIN_TOSS:
			if (a[0] == 2) {
				assert_true(t->in_game && t->ot > 0 && t->ot_winner == -1);
				assert_int_equal(t->pairs, 6);
				t->toss = a[1];
			}
			break;
		case RINK_SS_EV_RESULT: {
			assert_true(t->in_game);
			assert_int_equal(a[0], t->home);
			assert_int_equal(a[1], t->away);
			assert_int_equal(a[5], t->ot);
			if (t->ot == 0) {
				assert_int_equal(t->pairs, 6); /* all six pairs, SS-GAME-10 */
				assert_int_equal(a[2], t->reg[0]);
				assert_int_equal(a[3], t->reg[1]);
				assert_int_not_equal(t->reg[0], t->reg[1]);
				assert_int_equal(a[4], t->reg[0] > t->reg[1] ? t->home : t->away);
			} else if (t->toss >= 0) {
				/* SS-GAP-08: the toss decides; no card scored, so the
				 * score is the regulation tie */
				assert_int_equal(a[4], t->toss);
				assert_int_equal(a[2], t->reg[0]);
				assert_int_equal(a[3], t->reg[1]);
			} else {
				/* SS-GAP-13: the regulation score plus the deciding goal */
				assert_true(t->ot_winner >= 0);
				assert_int_equal(a[2], t->reg[0] + (t->ot_winner == 0));
				assert_int_equal(a[3], t->reg[1] + (t->ot_winner == 1));
				assert_int_equal(a[4], t->ot_winner == 0 ? t->home : t->away);
			}
			t->in_game = false;
			break;
		}
		default:
			break;
		}
	}
}

/* ---- one season ---------------------------------------------------------------- */

static void random_params(struct rink_rng *r, char *buf, size_t size)
{
	int n = 2 + (int)rink_rng_below(r, 5);
	size_t k = (size_t)snprintf(buf, size, "managers=%d", n);

	if (rink_rng_below(r, 2))
		k += (size_t)snprintf(buf + k, size - k, ",first=%d",
		                      1 + (int)rink_rng_below(r, (uint32_t)n));
	if (rink_rng_below(r, 3) == 0)
		k += (size_t)snprintf(buf + k, size - k, ",playoff_wins=%d",
		                      2 + (int)rink_rng_below(r, 8));
	if (rink_rng_below(r, 4) == 0)
		k += (size_t)snprintf(buf + k, size - k, ",schedule=1");
	if (rink_rng_below(r, 3) == 0)
		k += (size_t)snprintf(buf + k, size - k, ",limits=1%s",
		                      rink_rng_below(r, 2) ? ",limit_period=game" : "");
	if (rink_rng_below(r, 3) == 0)
		k += (size_t)snprintf(buf + k, size - k, ",ot_cap=%d",
		                      1 + (int)rink_rng_below(r, 3));
	if (rink_rng_below(r, 6) == 0)
		k += (size_t)snprintf(buf + k, size - k, ",bruiser_beats_goalie=1");
	if (rink_rng_below(r, 6) == 0)
		snprintf(buf + k, size - k, ",bruisers_spare_each_other=1");
}

/* A random legal action for a random seat that must act; games are chosen
 * on half the turns where one is legal, so that seasons end. */
static void pick(const rink_state *s, struct rink_rng *r, int *seat_out, int *action_out)
{
	uint32_t mask = rink_state_to_move(s);
	int seats[8], ns = 0, acts[RINK_MAX_ACTIONS], games[8], ng = 0, n, seat;

	for (int i = 0; i < 8; i++)
		if (mask & (1u << i))
			seats[ns++] = i;
	assert_true(ns > 0);
	seat = seats[rink_rng_below(r, (uint32_t)ns)];
	n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		if (acts[i] >= rink_ss_action_game(0) && acts[i] <= rink_ss_action_game(5))
			games[ng++] = acts[i];
	*seat_out = seat;
	if (ng && rink_rng_below(r, 2))
		*action_out = games[rink_rng_below(r, (uint32_t)ng)];
	else
		*action_out = acts[rink_rng_below(r, (uint32_t)n)];
}

static bool same_events(const struct rink_events *a, const struct rink_events *b)
{
	if (a->n != b->n)
		return false;
	for (size_t i = 0; i < a->n; i++)
		if (a->v[i].type != b->v[i].type || a->v[i].visible != b->v[i].visible ||
		    a->v[i].detail != b->v[i].detail ||
		    memcmp(a->v[i].arg, b->v[i].arg, sizeof(a->v[i].arg)) != 0)
			return false;
	return true;
}

static void check_restore(const rink_match *m)
{
	struct rink_error err;
	json_t *j = rink_match_to_json(m);
	rink_match *back = rink_match_from_json(j, &err);

	if (!back)
		fail_msg("restore: %s", err.text);
	assert_int_equal(rink_match_length(back), rink_match_length(m));
	if (!same_position(rink_match_state(back), rink_match_state(m)))
		fail_msg("restored position differs after %zu actions (%s, seed %llu)",
		         rink_match_length(m), rink_game_params(rink_match_game(m)),
		         (unsigned long long)rink_match_seed(m));
	/* and saving the restored match writes the same record */
	json_t *j2 = rink_match_to_json(back);
	assert_true(json_equal(j, j2));
	json_decref(j2);
	json_decref(j);
	rink_match_free(back);
}

struct sim_stats {
	long actions, games, overtimes, tosses, restores, semis, passes;
};

static void play_season(uint64_t seed, struct rink_rng *r, struct sim_stats *st)
{
	char params[256];
	struct rink_error err;
	struct rink_events ev = {0}, ev2 = {0};
	struct tally t = {0};
	rink_match *m;

	random_params(r, params, sizeof(params));
	m = rink_match_new("slapshot", params, seed, &err);
	if (!m)
		fail_msg("%s: %s", params, err.text);
	for (int k = 0; !rink_state_is_over(rink_match_state(m)); k++) {
		const rink_state *s = rink_match_state(m);
		int seat, action;
		if (k > 20000)
			fail_msg("season did not end (%s, seed %llu)", params,
			         (unsigned long long)seed);
		pick(s, r, &seat, &action);
		rink_state *c = rink_state_clone(s);
		assert_true(rink_state_equal(c, s));
		rink_events_clear(&ev);
		rink_events_clear(&ev2);
		if (rink_match_apply(m, seat, action, &ev, &err) != RINK_OK)
			fail_msg("apply: %s", err.text);
		s = rink_match_state(m);
		rink_state_apply_fast(c, seat, action, &ev2);
		if (!rink_state_equal(c, s))
			fail_msg("a clone diverged (%s, seed %llu, action %d)", params,
			         (unsigned long long)seed, k);
		assert_true(same_events(&ev, &ev2));
		rink_state_free(c);
		if (rink_state_check(s, &err) != RINK_OK)
			fail_msg("%s (%s, seed %llu, action %d)", err.text, params,
			         (unsigned long long)seed, k);
		check_events(&t, &ev);
		st->actions++;
		st->games += tu_count_events(&ev, RINK_SS_EV_RESULT, 0);
		st->overtimes += tu_count_events(&ev, RINK_SS_EV_OVERTIME, 0);
		st->passes += tu_count_events(&ev, RINK_SS_EV_PASS, 0);
		for (size_t i = 0; i < ev.n; i++) {
			st->tosses += ev.v[i].type == RINK_SS_EV_COIN_TOSS && ev.v[i].arg[0] == 2;
			st->semis += ev.v[i].type == RINK_SS_EV_SERIES &&
			             ev.v[i].arg[0] == RINK_SS_SEMIFINAL;
		}
		if (k % SAVE_EVERY == SAVE_EVERY - 1) {
			check_restore(m);
			st->restores++;
		}
	}
	assert_false(t.in_game);
	/* the champion is the one manager with return 1 */
	const rink_state *s = rink_match_state(m);
	double sum = 0;
	for (int i = 0; i < rink_game_num_seats(rink_match_game(m)); i++)
		sum += rink_state_returns(s, i);
	assert_true(sum == 1.0);
	check_restore(m);
	st->restores++;
	rink_events_free(&ev);
	rink_events_free(&ev2);
	rink_match_free(m);
}

static void test_SS_simulation_random_seasons(void **state)
{
	const char *env = getenv("RINK_SIM_SEASONS");
	int seasons = env ? atoi(env) : SIM_SEASONS;
	struct rink_rng r;
	struct sim_stats st = {0};
	clock_t t0 = clock();

	rink_rng_seed(&r, 20261122);
	for (int i = 0; i < seasons; i++)
		play_season(rink_seed_derive(4242, (uint64_t)i), &r, &st);
	printf("# %d seasons, %ld actions, %ld games, %ld overtimes, %ld coin-tossed, %ld "
	       "semi-finals, %ld passes, %ld restores, %.1f s\n",
	       seasons, st.actions, st.games, st.overtimes, st.tosses, st.semis, st.passes,
	       st.restores, (double)(clock() - t0) / CLOCKS_PER_SEC);
	/* the mix reached the rarer paths */
	if (seasons >= 500) {
		assert_true(st.overtimes > 0);
		assert_true(st.semis > 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_SS_simulation_random_seasons),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
