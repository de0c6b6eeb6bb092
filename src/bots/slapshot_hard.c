/*
 * bots/slapshot_hard.c: Slapshot's strongest bot.
 *
 * Turns (setup draws, trades, drafts, challenges, give-backs) are searched
 * by IS-MCTS over worlds resampled from the seat's view (bots/ismcts.c),
 * simulating the rest of the season with a quick policy that plays like a
 * sensible manager: draft a card well below its type's average, else
 * challenge the manager with the weakest team (in the sampled world, where
 * reading it is fair), give back the weakest card,
 * and line up at random (in regulation the equilibrium does just that);
 * line-ups are drawn from the equilibrium mix of the exact line-up solver
 * (rink/lineup.h), against the opponent's team as the seat can know it: its
 * own team and, for the opponent, a team sampled from the unseen cards (the
 * solver's equilibrium in regulation does not depend on the opponent's
 * cards: every order is played with equal chance; in overtime it does).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"
#include "rink/lineup.h"
#include "rink/slapshot.h"

#define DRAFT_BELOW 3 /* halves below the type's mean that make a draft */

/* The simulation policy. It runs inside a resampled world, where reading
 * any team is fair: that world is a guess, not the real deal. */
static int playout(struct rink_bot *b, const rink_state *s, int seat)
{
	const rink_game *g = rink_state_game(s);
	struct rink_ss_view v;
	int worst = -1, worst_gap = DRAFT_BELOW - 1, target = -1, fewest = 1 << 30;

	rink_ss_view(s, seat, &v);
	if (v.phase == RINK_SS_GIVE) {
		int t = rink_ss_card(g, v.trade_taken)->type, give = -1, low = 1 << 30;
		for (int i = 0; i < RINK_SS_TEAM; i++) {
			const struct rink_ss_card *c = rink_ss_card(g, v.team[i]);
			if (c && c->type == t && c->value2 < low) {
				low = c->value2;
				give = v.team[i];
			}
		}
		return rink_ss_action_give(give);
	}
	if (v.phase != RINK_SS_TURN)
		return rink_state_sample_legal(s, seat, &b->rng);
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		const struct rink_ss_card *c = rink_ss_card(g, v.team[i]);
		/* means of the roster in halves: forwards 10, defense 8, goalies 10 */
		int gap = (c->type == RINK_SS_DEFENSE ? 8 : 10) - c->value2 - (c->bruiser ? 4 : 0);
		if (c->type != RINK_SS_GOALIE && gap > worst_gap) {
			worst_gap = gap;
			worst = v.team[i];
		}
	}
	if (worst >= 0 && rink_state_is_legal(s, seat, rink_ss_action_draft(worst)))
		return rink_ss_action_draft(worst);
	/* inside the sampled world every team is there to read: challenge the
	 * weakest (skaters' values; ties at random) */
	for (int m = 0; m < v.managers; m++) {
		struct rink_ss_view mv;
		int key;
		if (m == seat || !rink_state_is_legal(s, seat, rink_ss_action_game(m)))
			continue;
		rink_ss_view(s, m, &mv);
		key = (int)rink_rng_below(&b->rng, 4);
		for (int i = 0; i < 5; i++)
			key += 4 * rink_ss_card(g, mv.team[i])->value2;
		if (key < fewest) {
			fewest = key;
			target = m;
		}
	}
	if (target >= 0)
		return rink_ss_action_game(target);
	return rink_state_sample_legal(s, seat, &b->rng);
}

/* The face-down fan is dealt at random, so taking position 1 or position 6
 * from a manager is the same move in expectation: the tree keeps one. */
static bool keep(const rink_state *s, int seat, int action)
{
	for (int m = 0; m < RINK_SS_MAX_MANAGERS; m++)
		for (int p = 1; p < RINK_SS_TEAM; p++)
			if (action == rink_ss_action_trade(m, p))
				return false;
	(void)s;
	(void)seat;
	return true;
}

/* A simulation cut short is scored by each manager's chance of the title,
 * estimated from wins (the race to the Playoffs space) and team strength
 * (what wins games and series): a softmax of wins + strength / 12, where
 * strength is the skaters' values (a team of average skaters is worth
 * about 22, a strong one 35). */
static void estimate(const rink_state *s, double *r)
{
	const rink_game *g = rink_state_game(s);
	struct rink_ss_view v;
	double sum = 0;

	rink_ss_view(s, RINK_SPECTATOR, &v);
	for (int m = 0; m < v.managers; m++) {
		struct rink_ss_view mv;
		double strength = 0;
		rink_ss_view(s, m, &mv);
		for (int i = 0; i < 5; i++) {
			/* a slot still empty (setup's draws) adds nothing */
			const struct rink_ss_card *c = rink_ss_card(g, mv.team[i]);
			strength += c ? c->value2 / 2.0 : 0;
		}
		r[m] = v.out[m] ? 0 : exp(v.wins[m] + strength / 12);
		sum += r[m];
	}
	for (int m = 0; m < v.managers; m++)
		r[m] /= sum;
}

int rink__ss_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	int rc = rink__ismcts_init(b, opts && opts[0] ? opts : "iters=3000", err);

	if (rc == RINK_OK) {
		rink__ismcts_set_playout(b, playout, keep);
		rink__ismcts_set_horizon(b, 60, estimate);
	}
	return rc;
}

static int lineup(struct rink_bot *b, const rink_state *s, int seat, const struct rink_ss_view *v)
{
	struct rink_lineup_options opt;
	struct rink_lineup_solution *sol = malloc(sizeof(*sol));
	rink_state *world = rink_state_clone(s);
	int opp = v->home == seat ? v->away : v->home, action = -1;
	uint8_t mine[6], theirs[6];
	struct rink_ss_view ov;

	if (!sol || !world)
		goto out;
	/* the opponent's team as one world consistent with what seat sees */
	rink_state_resample(world, seat, &b->rng);
	rink_ss_view(world, opp, &ov);
	memcpy(theirs, ov.team, 6);
	memcpy(mine, v->team, 6);
	rink_lineup_defaults(&opt);
	opt.overtime = v->overtime > 0;
	if (rink_lineup_solve(rink_state_game(s), v->home == seat ? mine : theirs,
	                      v->home == seat ? theirs : mine, &opt, sol, NULL) == RINK_OK) {
		const struct rink_lineup_order *mix = v->home == seat ? sol->home : sol->away;
		int n = v->home == seat ? sol->n_home : sol->n_away;
		double u = rink_rng_uniform(&b->rng);
		int k = 0;
		while (k < n - 1 && u >= mix[k].p) {
			u -= mix[k].p;
			k++;
		}
		action = rink_ss_action_lineup(s, seat, mix[k].card);
	}
out:
	free(sol);
	rink_state_free(world);
	return action >= 0 ? action : rink_state_sample_legal(s, seat, &b->rng);
}

int rink__ss_hard_act(struct rink_bot *b, const rink_state *s, int seat)
{
	struct rink_ss_view v;

	rink_ss_view(s, seat, &v);
	if (v.phase == RINK_SS_LINEUP)
		return lineup(b, s, seat, &v);
	return rink__ismcts_act(b, s, seat);
}
