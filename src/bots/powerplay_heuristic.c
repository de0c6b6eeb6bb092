/*
 * bots/powerplay_heuristic.c: a sensible Power Play manager.
 *
 * It sees only its seat's view (rink_pp_view), the public deck and its
 * legal actions, and plays every part of the game by rules of thumb:
 *   - worth of a card: its value; Hydra about 4 (its regulation mean plus
 *     the sudden-death upside), Willy Winzig and bruisers a bonus, goalies
 *     weighted down (any goalie blocks every skater);
 *   - preparation: the pile of the type it lacks most;
 *   - turn: drafts the card furthest below the average unseen card of its
 *     type when that gain is worth a turn (every other such turn, as the
 *     piles hold what nobody kept); sometimes trades blind with a leader
 *     whose cards promise a gain (and gives back its least worth card of
 *     the type, or what Rosalinde forces); else challenges the legal
 *     opponent with the fewest wins;
 *   - a round: Rumpelstockchen early (it drags out the opponent's best),
 *     Hydra late in regulation and first in sudden death, the goalie in the
 *     middle, otherwise the strongest card while ahead-or-level rounds
 *     remain; in sudden death the highest value first;
 *   - Rumpelstockchen's tie: the card of least worth outside games;
 *   - Sitting Bully: the pile with the highest average unseen value, unless
 *     the other card is a goalie (no bonus can score there);
 *   - Jolly Judge: always claims the tie;
 *   - team variant: fields its strongest available six and rests the used
 *     cards of the type it has most spares of, so it can always field; a
 *     substitute before sudden death (substitute=choose): the strongest.
 */
#include <string.h>

#include "bots/bot_int.h"
#include "rink/powerplay.h"

#define GAIN_TO_ACT 1.5

struct know {
	const rink_game *g;
	struct rink_pp_view v;
	double unseen_avg[3];
	int n_cards;
};

static double worth(const rink_game *g, int id)
{
	struct rink_pp_card c;

	if (!rink_pp_card(g, id, &c))
		return 0;
	double w = c.special == RINK_PP_HYDRA ? 4.0 : c.value;
	if (c.bruiser)
		w += 2;
	if (c.special == RINK_PP_WILLY_WINZIG)
		w += 2;
	if (c.type == RINK_PP_GOALIE)
		w *= 0.3;
	return w;
}

static int type_of(const rink_game *g, int id)
{
	struct rink_pp_card c;

	return rink_pp_card(g, id, &c) ? c.type : -1;
}

static void learn(struct know *k, const rink_state *s, int seat)
{
	struct rink_pp_card c;
	int n[3] = {0, 0, 0};
	bool mine[RINK_PP_CARDS + 3] = {false};

	k->g = rink_state_game(s);
	rink_pp_view(s, seat, &k->v);
	for (int i = 0; i < RINK_PP_TEAM; i++)
		if (k->v.team[i] < RINK_PP_CARDS)
			mine[k->v.team[i]] = true;
	memset(k->unseen_avg, 0, sizeof(k->unseen_avg));
	for (int id = 0; rink_pp_card(k->g, id, &c); id++) {
		if (mine[id])
			continue;
		k->unseen_avg[c.type] += worth(k->g, id);
		n[c.type]++;
	}
	for (int t = 0; t < 3; t++)
		if (n[t])
			k->unseen_avg[t] /= n[t];
}

/* The legal action of seat among acts that maximises score(card). */
static int best_card_action(const struct know *k, const int *acts, int n, int base,
                            double (*score)(const struct know *, int))
{
	int best = acts[0];
	double bs = -1e18;

	for (int i = 0; i < n; i++) {
		double v = score(k, acts[i] - base);
		if (v > bs) {
			bs = v;
			best = acts[i];
		}
	}
	return best;
}

static double neg_worth(const struct know *k, int card)
{
	return -worth(k->g, card);
}

static double pos_worth(const struct know *k, int card)
{
	return worth(k->g, card);
}

static int choose_turn(struct rink_bot *b, const struct know *k, const rink_state *s, int seat)
{
	double best_gain = 0, fewest = 1e9;
	int draft = -1, target = -1;

	for (int i = 0; i < RINK_PP_TEAM; i++) {
		int c = k->v.team[i];
		if (c >= RINK_PP_CARDS || !rink_state_is_legal(s, seat, rink_pp_action_draft(c)))
			continue;
		double gain = k->unseen_avg[type_of(k->g, c)] - worth(k->g, c);
		if (gain > best_gain) {
			best_gain = gain;
			draft = c;
		}
	}
	for (int m = 0; m < k->v.managers; m++) {
		if (!rink_state_is_legal(s, seat, rink_pp_action_game(m)))
			continue;
		double score = k->v.wins[m] + rink_rng_uniform(&b->rng) * 0.5;
		if (score < fewest) {
			fewest = score;
			target = m;
		}
	}
	/* the piles hold what nobody kept, so the unseen average flatters them:
	 * a draft is worth it only half the time, which also ends seasons */
	if (draft >= 0 && ((best_gain >= GAIN_TO_ACT && rink_rng_below(&b->rng, 2)) || target < 0))
		return rink_pp_action_draft(draft);
	/* a blind trade with the leader, whose cards are likely the best: the
	 * expected gain is the unseen average over my weakest card of each type,
	 * weighted by the type's share of a team (3/2/1) */
	{
		static const double share[3] = {3.0 / 6, 2.0 / 6, 1.0 / 6};
		int leader = -1;
		double gain = 0;
		for (int m = 0; m < k->v.managers; m++)
			if (m != seat && rink_state_is_legal(s, seat, rink_pp_action_trade(m, 0)) &&
			    (leader < 0 || k->v.wins[m] > k->v.wins[leader]))
				leader = m;
		for (int t = 0; t < 3 && leader >= 0; t++) {
			double least = 1e9;
			for (int i = 0; i < RINK_PP_TEAM; i++)
				if (k->v.team[i] < RINK_PP_CARDS &&
				    type_of(k->g, k->v.team[i]) == t &&
				    worth(k->g, k->v.team[i]) < least)
					least = worth(k->g, k->v.team[i]);
			gain += share[t] * (k->unseen_avg[t] + 1.0 - least);
		}
		if (leader >= 0 && k->v.wins[leader] > k->v.wins[seat] && gain >= GAIN_TO_ACT &&
		    rink_rng_below(&b->rng, 4) == 0)
			return rink_pp_action_trade(leader, (int)rink_rng_below(&b->rng, 6));
	}
	if (target >= 0)
		return rink_pp_action_game(target);
	return -1;
}

/* How much the heuristic wants to lay card in round (0-based) of a pass;
 * it lays the highest, ties to the lowest card id. */
double rink__pp_heuristic_round_score(const rink_game *g, int card, int round, int pass)
{
	struct rink_pp_card c;
	bool sd = pass > 0;

	round++;
	rink_pp_card(g, card, &c);
	if (c.special == RINK_PP_RUMPELSTOCKCHEN)
		return 100;
	if (c.special == RINK_PP_HYDRA)
		return sd ? 6 + round : round >= 5 ? 50 : -10 + round;
	if (c.type == RINK_PP_GOALIE)
		return sd ? -5 : round == 3 ? 40 : 0;
	return c.value + (c.bruiser ? 1 : 0);
}

static double round_score(const struct know *k, int card)
{
	return rink__pp_heuristic_round_score(k->g, card, k->v.round, k->v.pass);
}

static int choose_bully(const struct know *k, const int *acts, int n)
{
	struct rink_pp_card other;
	int side = k->v.home == k->v.seat ? 0 : 1;
	int best = -1;
	double bv = -1;

	if (rink_pp_card(k->g, k->v.table[1 - side], &other) && other.type == RINK_PP_GOALIE)
		return rink_pp_action_bully(-1);
	for (int i = 0; i < n; i++)
		for (int t = 0; t < 3; t++)
			if (acts[i] == rink_pp_action_bully(t) && k->unseen_avg[t] > bv) {
				bv = k->unseen_avg[t];
				best = acts[i];
			}
	return best >= 0 ? best : rink_pp_action_bully(-1);
}

/* Team variant: rest a used card of the type with the most spares. */
static int choose_rest(const struct know *k, const int *acts, int n)
{
	static const int need[3] = {3, 2, 1};
	int have[3] = {0, 0, 0}, best = acts[0];
	double bs = -1e18;

	for (int p = 0; p < 11; p++)
		if (k->v.roster[p] < RINK_PP_CARDS && !k->v.resting[p])
			have[type_of(k->g, k->v.roster[p])]++;
	for (int i = 0; i < n; i++) {
		int card = acts[i] - rink_pp_action_rest(0), t = type_of(k->g, card);
		double sc = (have[t] - need[t]) * 100 - worth(k->g, card);
		if (sc > bs) {
			bs = sc;
			best = acts[i];
		}
	}
	return best;
}

int rink__pp_heuristic_act(struct rink_bot *b, const rink_state *s, int seat)
{
	struct know k;
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);

	if (n <= 0)
		return -1;
	if (n == 1)
		return acts[0];
	learn(&k, s, seat);
	switch (k.v.phase) {
	case RINK_PP_SETUP: {
		/* the type it lacks most, by share of the team still missing */
		static const int want[3] = {3, 2, 1};
		int held[3] = {0, 0, 0}, best = acts[0];
		for (int i = 0; i < RINK_PP_TEAM; i++)
			if (k.v.team[i] < RINK_PP_CARDS)
				held[type_of(k.g, k.v.team[i])]++;
		for (int i = 0, most = -1; i < n; i++) {
			int t = acts[i] - rink_pp_action_draw(0);
			if (want[t] - held[t] > most) {
				most = want[t] - held[t];
				best = acts[i];
			}
		}
		return best;
	}
	case RINK_PP_TURN: {
		int a = choose_turn(b, &k, s, seat);
		return a >= 0 ? a : acts[rink_rng_below(&b->rng, (uint32_t)n)];
	}
	case RINK_PP_GIVE:
		return best_card_action(&k, acts, n, rink_pp_action_give(0), neg_worth);
	case RINK_PP_ROUND:
		return best_card_action(&k, acts, n, rink_pp_action_play(0), round_score);
	case RINK_PP_RUMP:
		return best_card_action(&k, acts, n, rink_pp_action_take(0), neg_worth);
	case RINK_PP_BULLY:
		return choose_bully(&k, acts, n);
	case RINK_PP_JUDGE:
		return rink_pp_action_judge(true);
	case RINK_PP_FIELD:
		return best_card_action(&k, acts, n, rink_pp_action_field(0), pos_worth);
	case RINK_PP_REST:
		return choose_rest(&k, acts, n);
	case RINK_PP_SUB:
		return best_card_action(&k, acts, n, rink_pp_action_sub(0), pos_worth);
	default:
		return acts[rink_rng_below(&b->rng, (uint32_t)n)];
	}
}
