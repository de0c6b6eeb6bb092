/*
 * bots/powerplay_hard.c: Power Play's strongest bot.
 *
 * It reads only its seat's view, its legal actions and worlds dealt anew
 * from that view (games/powerplay/resample.c), and spends its time where
 * titles are decided: the games themselves and the turns that build a team.
 *
 * Games (rounds, Rumpelstockchen's tie, Sitting Bully, substitutes): flat
 * Monte Carlo. Each legal action is tried in the same worlds (common random
 * numbers), and the game is played out to its end, the bot by the heuristic
 * (bots/powerplay_heuristic.c); the action that wins the game most often is
 * chosen. The opponent of each world is one of two models, weighed by
 * Bayes:
 *   - the heuristic: deterministic given his hand, so the order in which
 *     his cards came down this pass says much about the cards he still
 *     holds. The view tells which cards are played, not when, so the bot
 *     writes the order down at its own calls (struct watch). A world for
 *     this model is dealt again until his hidden cards fit the order shown
 *     (a bounded number of tries), and a card he has handed in becomes the
 *     one the heuristic would have chosen (rink_pp_set_choice);
 *   - uniform random play.
 *   The prior of the heuristic model for a manager comes from the passes
 *   watched against him this season (an order the heuristic would not play
 *   counts against it); within a pass, its likelihood is the share of
 *   worlds that fit, against the uniform model's 1/6 x 1/5 x ... for the
 *   rounds seen.
 *
 * Turns (trade, draft, challenge, the card given back): IS-MCTS
 * (bots/ismcts.c), the heuristic as the simulation policy for every seat,
 * simulations cut after 60 actions and scored by each manager's title
 * chance estimated from the position: a conditional logit fitted to who
 * won the title from positions of heuristic-only seasons (wins, skaters'
 * and goalie's values, bruisers, series wins). Blind trades with one
 * manager are one move in the tree (the position taken is random).
 *
 * Everything else (preparation picks, Jolly Judge's claim, the team
 * variant's choices) follows the heuristic. Line-ups under lineup=fixed go
 * through the game search card by card with uniform opponents; an exact
 * line-up solver for Power Play could take over there.
 *
 * Budget (defaults, options in parentheses): 128 worlds a game decision
 * (worlds=N), 200 IS-MCTS iterations a turn (iters=N or ms=T; c=X,
 * horizon=N), a prior of 50% for the heuristic model (model=P), turns=0
 * to take turns by the heuristic instead. A four-manager season costs the
 * bot about 0.2 s on one core, half in games and half in turns.
 *
 * Measured (rink arena powerplay --bots hard,heuristic,random,random
 * --games 1000 --seed 2024): titles 80.3% (77.7-82.6), heuristic 16.6%,
 * each random 1.6%; Elo 1713, 1424, 1363.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"
#include "rink/powerplay.h"

#define GAME_WORLDS  128    /* worlds a game decision */
#define MAX_WORLDS   100000 /* the most worlds= may ask for */
#define GAME_CAP     120    /* simulated actions before a game counts as a tie */
#define PILOT        32     /* worlds dealt to weigh the opponent models */
#define TRIES        24     /* deals tried for a world that fits the heuristic */
#define MODEL_PRIOR  50     /* percent: the heuristic model before any watching */
#define TURN_ITERS   "200"  /* IS-MCTS iterations a turn */
#define TURN_HORIZON 60     /* simulated actions before the estimate */

/* The opponent's cards of the pass in play in the order they came down.
 * Every card played is shown to both managers, but the view keeps only
 * which are played, not when: the bot writes the order down as it goes. */
struct watch {
	int key[5];                 /* n_record, home, away, pass, seat watched */
	int opp;                    /* the opponent's seat */
	int n;                      /* rounds whose cards are known */
	uint8_t card[RINK_PP_TEAM]; /* the opponent's card of round k */
	bool forced[RINK_PP_TEAM];  /* it came in for my Rumpelstockchen */
	uint8_t mine[RINK_PP_TEAM]; /* my card of round k */
	bool lost;                  /* rounds went by unseen: no order known */
	bool broken;                /* an order the heuristic would not play */
};

struct pp_hard {
	struct rink_bot search; /* IS-MCTS over turns, with its own generator */
	bool turn_search;
	int worlds;
	int model; /* percent prior that an unknown opponent plays like the heuristic */
	rink_state *world, *work;
	struct watch w;
	int last_rec;                     /* a new season starts the tallies */
	int like[RINK_PP_MAX_MANAGERS];   /* passes watched in the heuristic's order */
	int unlike[RINK_PP_MAX_MANAGERS]; /* passes that broke it */
};

/* ---- turns: IS-MCTS with a sensible simulation and an estimate ------------- */

/* Title chances at a cut simulation: a conditional logit, each manager's
 * weight exp(u) with u = 0.32 a regular-season win + 0.17 a point of his
 * skaters + 0.13 a point of his goalie + 0.33 a bruiser + 1.12 a series
 * win, fitted by maximum likelihood to who won the title from 53,000
 * positions (turns and post-season games) of 4,000 four-manager seasons
 * of heuristic bots. Hydra counts its nominal 4. */
static void estimate(const rink_state *s, double *r)
{
	const rink_game *g = rink_state_game(s);
	struct rink_pp_view sv;
	double sum = 0, top = -1e9;

	rink_pp_view(s, RINK_SPECTATOR, &sv);
	for (int m = 0; m < sv.managers; m++) {
		struct rink_pp_view v;
		double u = 0;
		if (sv.out[m]) {
			r[m] = -1e9;
			continue;
		}
		rink_pp_view(s, m, &v);
		for (int i = 0; i < RINK_PP_TEAM; i++) {
			struct rink_pp_card c;
			if (!rink_pp_card(g, v.team[i], &c))
				continue;
			double val = c.special == RINK_PP_HYDRA ? 4 : c.value;
			u += c.type == RINK_PP_GOALIE ? 0.13 * val : 0.17 * val;
			u += c.bruiser ? 0.33 : 0;
		}
		if (sv.stage == RINK_PP_SEASON)
			u += 0.32 * sv.wins[m];
		if (sv.stage == RINK_PP_FINAL)
			u += 1.12 * (sv.series[0] == m   ? sv.series_wins[0]
			             : sv.series[1] == m ? sv.series_wins[1]
			                                 : 0);
		r[m] = u;
		top = u > top ? u : top;
	}
	for (int m = 0; m < sv.managers; m++) {
		r[m] = sv.out[m] ? 0 : exp(r[m] - top);
		sum += r[m];
	}
	for (int m = 0; m < sv.managers; m++)
		r[m] /= sum;
}

static int playout(struct rink_bot *b, const rink_state *s, int seat)
{
	return rink__pp_heuristic_act(b, s, seat);
}

/* A blind trade takes a card at random whatever the position named: the
 * tree keeps position 1 of each manager. */
static bool keep(const rink_state *s, int seat, int action)
{
	for (int m = 0; m < RINK_PP_MAX_MANAGERS; m++)
		for (int p = 1; p < RINK_PP_TEAM; p++)
			if (action == rink_pp_action_trade(m, p))
				return false;
	(void)s;
	(void)seat;
	return true;
}

/* ---- watching the opponent ---------------------------------------------------- */

/* Cards of seat's six in w already played this pass, as a bit per card id
 * (two words). */
static void played_set(const rink_state *w, int seat, uint64_t set[2])
{
	struct rink_pp_view v;

	rink_pp_view(w, seat, &v);
	set[0] = set[1] = 0;
	for (int i = 0; i < RINK_PP_TEAM; i++) {
		int c = v.team[i];
		bool in_hand = false;
		if (c >= RINK_PP_CARDS)
			continue;
		for (int j = 0; j < RINK_PP_TEAM; j++)
			in_hand |= v.hand[j] == c;
		if (!in_hand)
			set[c >> 6] |= 1ull << (c & 63);
	}
}

/* The one card of set not among known[0..n-1]; -1 when none, -2 when more. */
static int one_new(const uint64_t set[2], const uint8_t *known, int n)
{
	uint64_t left[2] = {set[0], set[1]};
	int found = -1;

	for (int k = 0; k < n; k++)
		left[known[k] >> 6] &= ~(1ull << (known[k] & 63));
	for (int h = 0; h < 2; h++)
		for (uint64_t x = left[h]; x; x &= x - 1) {
			if (found >= 0)
				return -2;
			found = h * 64 + __builtin_ctzll(x);
		}
	return found;
}

/* Would the heuristic lay a rather than b in round k of pass? */
static bool prefers(const rink_game *g, int a, int b, int k, int pass)
{
	double sa = rink__pp_heuristic_round_score(g, a, k, pass);
	double sb = rink__pp_heuristic_round_score(g, b, k, pass);

	return sa > sb || (sa == sb && a < b);
}

/* Brings the watch up to date at a call of seat's in a game (v: its view,
 * w: a world dealt from it, where the cards played are the real ones). */
static void observe(struct pp_hard *h, const rink_game *g, const struct rink_pp_view *v,
                    const rink_state *w, int seat)
{
	struct watch *o = &h->w;
	int key[5] = {v->n_record, v->home, v->away, v->pass, seat};
	uint64_t theirs[2], mine[2];

	if (v->n_record < h->last_rec) { /* a new season */
		memset(h->like, 0, sizeof(h->like));
		memset(h->unlike, 0, sizeof(h->unlike));
	}
	h->last_rec = v->n_record;
	if (memcmp(key, o->key, sizeof(key)) != 0) {
		if (o->broken)
			h->unlike[o->opp]++;
		else if (!o->lost && o->n >= 3)
			h->like[o->opp]++;
		memset(o, 0, sizeof(*o));
		memcpy(o->key, key, sizeof(key));
		o->opp = v->home == seat ? v->away : v->home;
	}
	if (o->lost || v->round == o->n)
		return;
	played_set(w, o->opp, theirs);
	played_set(w, seat, mine);
	int c = one_new(theirs, o->card, o->n), m = one_new(mine, o->mine, o->n);
	if (v->round != o->n + 1 || c < 0 || m < 0) {
		o->lost = true;
		return;
	}
	struct rink_pp_card mc;
	rink_pp_card(g, m, &mc);
	o->card[o->n] = (uint8_t)c;
	o->mine[o->n] = (uint8_t)m;
	o->forced[o->n] = mc.special == RINK_PP_RUMPELSTOCKCHEN;
	for (int k = 0; k < o->n; k++)
		if (!o->forced[k] && !prefers(g, o->card[k], c, k, v->pass))
			o->broken = true;
	o->n++;
}

/* Does the opponent's hand in world w fit the heuristic's order so far?
 * If he has handed in this round's card, it becomes the heuristic's. */
static bool fits(const struct watch *o, const rink_game *g, rink_state *w, int pass, int round)
{
	struct rink_pp_view ov;
	int pick = -1;

	rink_pp_view(w, o->opp, &ov);
	for (int i = 0; i < RINK_PP_TEAM; i++) {
		int u = ov.hand[i];
		if (u >= RINK_PP_CARDS)
			continue;
		for (int k = 0; k < o->n; k++)
			if (!o->forced[k] && !prefers(g, o->card[k], u, k, pass))
				return false;
		if (pick < 0 || prefers(g, u, pick, round, pass))
			pick = u;
	}
	if (pick >= 0 && ov.phase == RINK_PP_ROUND && ov.chosen[ov.home == o->opp ? 0 : 1])
		rink_pp_set_choice(w, o->opp, pick, NULL);
	return true;
}

/* ---- game decisions: flat Monte Carlo over worlds and opponent models ------ */

/* Plays the game in progress in w to its end, seat and the model opponent
 * by the heuristic, a wild one at random; seat's result: 1 won, 0 lost,
 * 0.5 when cut. */
static double finish_game(struct rink_bot *sim, rink_state *w, int seat, int n_rec, bool wild)
{
	struct rink_pp_game_record rec;
	uint32_t m;

	for (int k = 0; k < GAME_CAP; k++) {
		if (rink_pp_record(w, n_rec, &rec))
			return (rec.initiator == seat) == rec.initiator_won ? 1.0 : 0.0;
		if ((m = rink_state_to_move(w)) == 0)
			break;
		int mover = __builtin_ctz(m);
		int a = wild && mover != seat ? rink_state_sample_legal(w, mover, &sim->rng)
		                              : rink__pp_heuristic_act(sim, w, mover);
		rink_state_apply_fast(w, mover, a, NULL);
	}
	if (rink_pp_record(w, n_rec, &rec))
		return (rec.initiator == seat) == rec.initiator_won ? 1.0 : 0.0;
	return 0.5;
}

/* The chance that the opponent plays like the heuristic, from his passes
 * watched before and the order of this one (Bayes over two models: the
 * heuristic, deterministic given his hand, and uniform play). */
static double heuristic_odds(struct pp_hard *h, struct rink_bot *b, const rink_state *s, int seat,
                             const struct rink_pp_view *v)
{
	const struct watch *o = &h->w;
	double prior =
	        (h->like[o->opp] + h->model / 100.0) / (h->like[o->opp] + h->unlike[o->opp] + 1.0);
	double fit = 0, uniform = 1;

	if (o->broken || v->fixed_lineup)
		return 0;
	if (o->lost || o->n == 0)
		return prior;
	for (int k = 0; k < o->n; k++)
		if (!o->forced[k])
			uniform /= RINK_PP_TEAM - k;
	for (int i = 0; i < PILOT; i++) {
		rink_state_copy(h->world, s);
		rink_state_resample(h->world, seat, &b->rng);
		fit += fits(o, b->game, h->world, v->pass, v->round);
	}
	fit /= PILOT;
	if (prior * fit + (1 - prior) * uniform <= 0)
		return 0;
	return prior * fit / (prior * fit + (1 - prior) * uniform);
}

/* A decision inside a game: each legal action is scored by how often the
 * game is then won, over the same worlds (common random numbers). Each
 * world's opponent follows the heuristic (in a deal his play so far fits)
 * or plays at random, as the odds say. */
static int game_decision(struct rink_bot *b, const rink_state *s, int seat, const int *acts, int n,
                         const struct rink_pp_view *v)
{
	struct pp_hard *h = b->impl;
	double score[RINK_PP_TEAM * 12] = {0};
	struct rink_bot sim = *b;
	double odds;
	int best = 0;

	if (n > (int)(sizeof(score) / sizeof(score[0])))
		return rink__pp_heuristic_act(b, s, seat);
	odds = heuristic_odds(h, b, s, seat, v);
	for (int k = 0; k < h->worlds; k++) {
		uint64_t seed = rink_rng_next(&b->rng);
		bool wild = rink_rng_uniform(&b->rng) >= odds;
		for (int t = 0;; t++) {
			rink_state_copy(h->world, s);
			rink_state_resample(h->world, seat, &b->rng);
			if (wild || h->w.lost || h->w.broken ||
			    fits(&h->w, b->game, h->world, v->pass, v->round))
				break;
			if (t == TRIES) {
				wild = true;
				break;
			}
		}
		for (int i = 0; i < n; i++) {
			rink_state_copy(h->work, h->world);
			rink_rng_seed(&sim.rng, seed);
			rink_state_apply_fast(h->work, seat, acts[i], NULL);
			score[i] += finish_game(&sim, h->work, seat, v->n_record, wild);
		}
	}
	for (int i = 1; i < n; i++)
		if (score[i] > score[best])
			best = i;
	return acts[best];
}

static bool in_game(int phase)
{
	return phase == RINK_PP_ROUND || phase == RINK_PP_RUMP || phase == RINK_PP_BULLY ||
	       phase == RINK_PP_JUDGE || phase == RINK_PP_SUB;
}

int rink__pp_hard_act(struct rink_bot *b, const rink_state *s, int seat)
{
	struct pp_hard *h = b->impl;
	int acts[RINK_MAX_ACTIONS], n = rink_state_legal(s, seat, acts, RINK_MAX_ACTIONS);
	struct rink_pp_view v;

	rink_pp_view(s, seat, &v);
	if (in_game(v.phase) && !v.fixed_lineup && (v.home == seat || v.away == seat)) {
		rink_state_copy(h->world, s);
		rink_state_resample(h->world, seat, &b->rng);
		observe(h, b->game, &v, h->world, seat);
	}
	if (n <= 1)
		return n == 1 ? acts[0] : -1;
	switch (v.phase) {
	case RINK_PP_ROUND:
	case RINK_PP_RUMP:
	case RINK_PP_BULLY:
	case RINK_PP_SUB:
		/* hook: an exact line-up solver for Power Play would answer
		 * here for lineup=fixed orders (v.fixed_lineup) */
		return game_decision(b, s, seat, acts, n, &v);
	case RINK_PP_TURN:
	case RINK_PP_GIVE:
		if (h->turn_search)
			return rink__ismcts_act(&h->search, s, seat);
		return rink__pp_heuristic_act(b, s, seat);
	default:
		return rink__pp_heuristic_act(b, s, seat);
	}
}

int rink__pp_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	struct pp_hard *h = calloc(1, sizeof(*h));
	char search[256] = "iters=" TURN_ITERS;
	int rc;

	if (!h)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	b->impl = h;
	h->worlds = GAME_WORLDS;
	h->turn_search = true;
	h->model = MODEL_PRIOR;
	h->w.key[0] = -1;
	/* worlds, model and turns are this bot's; the rest go to the search */
	const char *p = opts, *item;
	char key[16];
	double v;
	while ((rc = rink__bot_option(&p, &item, key, &v, err)) > 0) {
		if (!strcmp(key, "worlds") && rink__bot_whole(v, 1, MAX_WORLDS))
			h->worlds = (int)v;
		else if (!strcmp(key, "model") && rink__bot_whole(v, 0, 100))
			h->model = (int)v;
		else if (!strcmp(key, "turns") && rink__bot_whole(v, 0, 1))
			h->turn_search = v != 0;
		else if (!strcmp(key, "iters") || !strcmp(key, "ms") || !strcmp(key, "c") ||
		         !strcmp(key, "horizon")) {
			/* the search checks these, as the user wrote them */
			size_t len = strlen(search), n = strcspn(item, ",:");
			if (len + 1 + n >= sizeof(search))
				return rink_error_set(err, RINK_EINVAL, "bot options too long");
			search[len] = ',';
			memcpy(search + len + 1, item, n);
			search[len + 1 + n] = '\0';
		} else
			return rink_error_set(err, RINK_EINVAL,
			                      "bot option '%.*s': expected worlds=1..%d, "
			                      "model=0..100, turns=0|1, iters=N, ms=T, c=X or "
			                      "horizon=N",
			                      (int)strcspn(item, ",:"), item, MAX_WORLDS);
	}
	if (rc < 0)
		return rc;
	h->search.game = b->game;
	rink_rng_seed(&h->search.rng, rink_rng_next(&b->rng));
	rc = rink__ismcts_init(&h->search, search, err);
	if (rc != RINK_OK)
		return rc;
	rink__ismcts_set_playout(&h->search, playout, keep);
	rink__ismcts_set_horizon(&h->search, TURN_HORIZON, estimate);
	h->world = rink_state_new(b->game, 0);
	h->work = rink_state_new(b->game, 0);
	if (!h->world || !h->work)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	return RINK_OK;
}

void rink__pp_hard_fini(struct rink_bot *b)
{
	struct pp_hard *h = b->impl;

	if (!h)
		return;
	rink__ismcts_fini(&h->search);
	rink_state_free(h->world);
	rink_state_free(h->work);
	free(h);
	b->impl = NULL;
}
