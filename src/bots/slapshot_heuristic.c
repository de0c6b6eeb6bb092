/*
 * bots/slapshot_heuristic.c: a sensible Slapshot manager.
 *
 * It sees only its seat's view (rink_ss_view) and the public roster, and
 * plays by rules of thumb a good human uses:
 *   - worth of a card: its value, plus a bonus for bruisers (they injure
 *     what they meet); a goalie's value counts little (any goalie blocks
 *     every skater but Tiny Tim), so goalie upgrades are weighted down;
 *   - a draft releases the card furthest below the average of the unseen
 *     cards of its type (the expected top card);
 *   - a trade picks blind from the manager with the most wins (likely the
 *     best cards) and gives back the least worth card of the type taken;
 *     its expected gain weighs each type by its share of a team (3/2/1);
 *   - it improves while the best expected gain is worth a turn, and
 *     otherwise challenges the opponent with the weakest record;
 *   - a line-up is the order, of all 720, that wins most often against
 *     opponent teams sampled from the unseen cards in random orders (the
 *     same samples for every order; sudden death in overtime).
 */
#include <string.h>

#include "bots/bot_int.h"
#include "rink/slapshot.h"

#define BRUISER_BONUS 4 /* halves */
#define GOALIE_WEIGHT 0.3
#define GAIN_TO_ACT   1.5 /* halves of expected worth that justify a turn */
#define SAMPLES       12

struct know {
	const rink_game *g;
	struct rink_ss_view v;
	double unseen_avg[3]; /* average value2 of cards not in my team */
	uint8_t unseen[3][27];
	int n_unseen[3];
};

static int worth(const struct rink_ss_card *c)
{
	return c->value2 + (c->bruiser ? BRUISER_BONUS : 0);
}

static void learn(struct know *k, const rink_state *s, int seat)
{
	bool mine[RINK_SS_CARDS] = {false};

	k->g = rink_state_game(s);
	rink_ss_view(s, seat, &k->v);
	for (int i = 0; i < RINK_SS_TEAM; i++)
		if (k->v.team[i] < RINK_SS_CARDS)
			mine[k->v.team[i]] = true;
	if (k->v.trade_taken >= 0)
		mine[k->v.trade_taken] = true;
	memset(k->n_unseen, 0, sizeof(k->n_unseen));
	for (int t = 0; t < 3; t++)
		k->unseen_avg[t] = 0;
	for (int c = 0; c < RINK_SS_CARDS; c++) {
		const struct rink_ss_card *card = rink_ss_card(k->g, c);
		if (mine[c])
			continue;
		k->unseen[card->type][k->n_unseen[card->type]++] = (uint8_t)c;
		k->unseen_avg[card->type] += card->value2;
	}
	for (int t = 0; t < 3; t++)
		if (k->n_unseen[t])
			k->unseen_avg[t] /= k->n_unseen[t];
}

static double type_weight(int t)
{
	return t == RINK_SS_GOALIE ? GOALIE_WEIGHT : 1.0;
}

/* The least worth card of type t in my team (not `except`), or -1. */
static int least_of_type(const struct know *k, int t, int except)
{
	int best = -1, bw = 1 << 30;

	for (int i = 0; i < RINK_SS_TEAM; i++) {
		int c = k->v.team[i];
		if (c >= RINK_SS_CARDS || c == except || rink_ss_card(k->g, c)->type != t)
			continue;
		if (worth(rink_ss_card(k->g, c)) < bw) {
			bw = worth(rink_ss_card(k->g, c));
			best = c;
		}
	}
	return best;
}

static int choose_turn(rink_bot *b, const struct know *k, const rink_state *s, int seat)
{
	static const double share[3] = {3.0 / 6, 2.0 / 6, 1.0 / 6};
	double best_draft = 0, trade_gain = 0;
	int draft_card = -1, target = -1, weakest = -1;
	double weakest_score = 1e9;
	int most_wins = -1;

	/* Step 1. The best draft. */
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		const struct rink_ss_card *c = rink_ss_card(k->g, k->v.team[i]);
		double gain = (k->unseen_avg[c->type] - worth(c)) * type_weight(c->type);
		if (gain > best_draft &&
		    rink_state_is_legal(s, seat, rink_ss_action_draft(k->v.team[i]))) {
			best_draft = gain;
			draft_card = k->v.team[i];
		}
	}
	/* Step 2. The best blind trade, from the manager with the most wins. */
	for (int m = 0; m < k->v.managers; m++) {
		if (m == seat || !rink_state_is_legal(s, seat, rink_ss_action_trade(m, 0)))
			continue;
		if (k->v.wins[m] > most_wins ||
		    (k->v.wins[m] == most_wins && rink_rng_below(&b->rng, 2))) {
			most_wins = k->v.wins[m];
			target = m;
		}
	}
	if (target >= 0)
		for (int t = 0; t < 3; t++) {
			int least = least_of_type(k, t, -1);
			double lw = worth(rink_ss_card(k->g, least));
			trade_gain += share[t] * type_weight(t) * (k->unseen_avg[t] + 0.5 - lw);
		}
	/* Step 3. The weakest opponent to challenge. */
	for (int m = 0; m < k->v.managers; m++) {
		double gp, score;
		if (m == seat || !rink_state_is_legal(s, seat, rink_ss_action_game(m)))
			continue;
		gp = k->v.goals_for[m] + k->v.goals_against[m] + 1.0;
		score = k->v.wins[m] + 2.0 * (k->v.goals_for[m] - k->v.goals_against[m]) / gp +
		        rink_rng_uniform(&b->rng) * 0.1;
		if (score < weakest_score) {
			weakest_score = score;
			weakest = m;
		}
	}
	/* Step 4. Improve while it pays, else play. */
	if (draft_card >= 0 && best_draft >= GAIN_TO_ACT && best_draft >= trade_gain)
		return rink_ss_action_draft(draft_card);
	if (target >= 0 && trade_gain >= GAIN_TO_ACT)
		return rink_ss_action_trade(target, (int)rink_rng_below(&b->rng, 6));
	if (weakest >= 0)
		return rink_ss_action_game(weakest);
	if (draft_card >= 0)
		return rink_ss_action_draft(draft_card);
	if (target >= 0)
		return rink_ss_action_trade(target, (int)rink_rng_below(&b->rng, 6));
	return -1;
}

/* An opponent team drawn from the unseen cards, in a random order. */
static void sample_opponent(rink_bot *b, const struct know *k, uint8_t out[6])
{
	static const int need[3] = {3, 2, 1};
	uint8_t pool[27];
	int n = 0;

	for (int t = 0; t < 3; t++) {
		memcpy(pool, k->unseen[t], (size_t)k->n_unseen[t]);
		for (int i = 0; i < need[t]; i++) {
			int j = i + (int)rink_rng_below(&b->rng, (uint32_t)(k->n_unseen[t] - i));
			uint8_t x = pool[i];
			pool[i] = pool[j];
			pool[j] = x;
			out[n++] = pool[i];
		}
	}
	rink_rng_shuffle_u8(&b->rng, out, RINK_SS_TEAM);
}

static int choose_lineup(rink_bot *b, const struct know *k, const rink_state *s, int seat)
{
	uint8_t opp[SAMPLES][RINK_SS_TEAM], mine[RINK_SS_TEAM];
	int acts[RINK_MAX_ACTIONS];
	int n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	bool home = k->v.home == seat, ot = k->v.overtime > 0;
	double best = -1;
	int best_a = acts[0];

	for (int j = 0; j < SAMPLES; j++)
		sample_opponent(b, k, opp[j]);
	for (int i = 0; i < n; i++) {
		double score = 0;
		rink_ss_lineup_cards(s, seat, acts[i], mine);
		for (int j = 0; j < SAMPLES; j++) {
			const uint8_t *h = home ? mine : opp[j], *a = home ? opp[j] : mine;
			int diff;
			if (ot) {
				struct rink_ss_result r;
				rink_ss_play(k->g, h, a, true, &r);
				diff = r.home_goals - r.away_goals;
			} else {
				diff = rink_ss_regulation_diff(k->g, h, a);
			}
			if (!home)
				diff = -diff;
			score += diff > 0 ? 1.0 : diff == 0 ? 0.5 : 0.0;
		}
		score += rink_rng_uniform(&b->rng) * 0.01; /* ties broken at random */
		if (score > best) {
			best = score;
			best_a = acts[i];
		}
	}
	return best_a;
}

int rink__ss_heuristic_act(struct rink_bot *b, const rink_state *s, int seat)
{
	struct know k;
	int acts[RINK_MAX_ACTIONS];
	int n;

	learn(&k, s, seat);
	switch (k.v.phase) {
	case RINK_SS_TURN: {
		int a = choose_turn(b, &k, s, seat);
		if (a >= 0 && rink_state_is_legal(s, seat, a))
			return a;
		break;
	}
	case RINK_SS_GIVE: {
		int t = rink_ss_card(k.g, k.v.trade_taken)->type;
		return rink_ss_action_give(least_of_type(&k, t, k.v.trade_taken));
	}
	case RINK_SS_LINEUP:
		return choose_lineup(b, &k, s, seat);
	default:
		break;
	}
	n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	return n > 0 ? acts[rink_rng_below(&b->rng, (uint32_t)n)] : -1;
}
