/*
 * bots/adcoach.c: the Action Deck coach, bot kinds "heuristic" and "hard"
 * for game actiondeck (one implementation, two settings).
 *
 * Everything in Action Deck is chance but the coaches' decisions
 * (rink/actiondeck.h): whether to pull the goalie when trailing late in
 * the 3rd period (offered at the start of the pull window, after a goal
 * and at face-offs), whether to put him back at a face-off, and which
 * three players shoot in a shoot-out.
 *
 *   - Shoot-out: a shot scores on a card within PCT + 25 (AD-SO-03), so
 *     the three eligible players with the best chart PCT are the best
 *     picks; the order does not matter, every pick shoots once.
 *   - Pulling (heuristic): the table of rink__ad_policy_default. The
 *     goalie is out while the cards left are at most the threshold for
 *     the deficit (1, or 2 and more), the puck's situation (a face-off in
 *     our D, M or A; who has the puck in which zone) and the skaters
 *     (even, power play, short-handed). Each threshold is the number of
 *     cards left below which pulling beats keeping the goalie in net,
 *     measured by bench/adcoach_table.c with rink__ad_pull_gain over the
 *     league's charts (docs/rules/actiondeck.md, "The coaching bot", has
 *     the table and how it was made).
 *   - Pulling (hard): at each pull decision the coach measures the gain
 *     itself with rink__ad_pull_gain for the teams on the ice (pairs=N
 *     pairs of worlds, default 300), following the table afterwards. A
 *     gain beyond 1.5 standard errors decides; a smaller one leaves the
 *     decision to the table (deciding on noise lost to the table with a
 *     30-card window; with this rule hard scores 0.5001 against it).
 *
 * Options (after ':', joined by ':' or ','): pull=0 never pulls (the
 * baseline a coach is measured against; shoot-out picks unchanged),
 * cards=N replaces the table by one threshold for every situation
 * (cards=100: pull whenever offered, as the built-in coach does), pairs=N
 * sets the worlds per decision (0: the table alone, which makes "hard"
 * play as "heuristic").
 *
 * What the coach reads is public: the legal actions, the position of
 * rink_ad_get_pos (period, cards left, puck, face-off, skaters, pulled
 * goalies, penalties), the score, who is out (rink_ad_out) and the team
 * charts. Worlds are new states set to that position and dealt from the
 * coach's own generator, so the deck order of the real game and its
 * generator are never read.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots/adcoach_int.h"
#include "bots/bot_int.h"

#define AD_HARD_PAIRS 300
#define AD_HARD_Z     1.5 /* standard errors a measured gain must clear */
#define AD_ACTS       (RINK_AD_MAX_PLAYERS + 4)

/* clang-format off */
const struct rink__ad_policy rink__ad_policy_default = {
	.pull = true,
	.cards = {
		/* trailing by one: even, power play, short-handed */
		{
			{10, 5, 10},  /* a face-off in our D */
			{11, 6, 11},  /* a face-off in M */
			{13, 7, 13},  /* a face-off in our A */
			{18, 13, 18}, /* we have the puck in our D */
			{21, 17, 20}, /* ... in our M */
			{27, 18, 28}, /* ... in our A */
			{21, 18, 21}, /* they have it in their D */
			{17, 14, 19}, /* ... in their M */
			{12, 6, 13},  /* ... in their A (at our net) */
		},
		/* trailing by two or more */
		{
			{12, 8, 13},
			{15, 9, 15},
			{20, 9, 22},
			{27, 22, 32},
			{40, 28, 42},
			{54, 34, 48},
			{37, 35, 35},
			{29, 17, 26},
			{16, 11, 19},
		},
	},
};
/* clang-format on */

struct coach {
	struct rink__ad_policy policy;
	int pairs; /* worlds per pull decision; 0: the table alone */
};

void rink__ad_situation(const rink_state *s, int seat, int *deficit, int *sit, int *str)
{
	const struct rink_ad_box *b = rink_ad_box(s);
	struct rink_ad_pos p;
	int me, them;

	rink_ad_get_pos(s, &p);
	*deficit = b->score[1 - seat] - b->score[seat];
	me = p.skaters[seat];
	them = p.skaters[1 - seat];
	*str = me == them ? AD_STR_EVEN : me > them ? AD_STR_MORE : AD_STR_FEWER;
	if (p.faceoff)
		*sit = AD_SIT_FO_D + (seat == 0 ? p.faceoff_zone : 2 - p.faceoff_zone);
	else
		*sit = (p.poss == seat ? AD_SIT_OURS_D : AD_SIT_THEIRS_D) + p.zone;
}

bool rink__ad_policy_out(const struct rink__ad_policy *p, const rink_state *s, int seat)
{
	struct rink_ad_pos pos;
	int d, sit, str;

	if (!p->pull)
		return false;
	rink_ad_get_pos(s, &pos);
	rink__ad_situation(s, seat, &d, &sit, &str);
	return pos.period == 3 && d > 0 && pos.cards_left <= p->cards[d > 1][sit][str];
}

/* A pull decision lists pull/keep, or keep/back once the goalie is out. */
static bool is_pull_decision(const int *acts, int n)
{
	return n == 2 && (acts[0] == RINK_AD_ACT_PULL || acts[1] == RINK_AD_ACT_BACK);
}

/* The action that leaves the goalie out (or in) at a pull decision. */
static int pull_action(const int *acts, bool out)
{
	if (acts[0] == RINK_AD_ACT_PULL)
		return out ? RINK_AD_ACT_PULL : RINK_AD_ACT_KEEP;
	return out ? RINK_AD_ACT_KEEP : RINK_AD_ACT_BACK;
}

int rink__ad_policy_act(const struct rink__ad_policy *p, const rink_state *s, int seat)
{
	const struct rink_ad_team *t = rink_ad_game_team(rink_state_game(s), seat);
	int acts[AD_ACTS], n = rink_state_legal(s, seat, acts, AD_ACTS), best = -1;

	if (n <= 0)
		return -1;
	if (acts[0] == RINK_AD_ACT_NEXT)
		return RINK_AD_ACT_NEXT;
	if (is_pull_decision(acts, n))
		return pull_action(acts, rink__ad_policy_out(p, s, seat));
	/* the shoot-out: a chance of min(PCT + 25, 95) in 100 (AD-SO-03) */
	for (int i = 0; i < n; i++) {
		int k = acts[i] - RINK_AD_ACT_PICK;
		if (k >= 0 && (best < 0 || t->p[k].pct > t->p[best].pct))
			best = k;
	}
	return best >= 0 ? RINK_AD_ACT_PICK + best : acts[0];
}

/* A world for seat's pull decision in s: a new state dealt from seed and
 * set to s's public position, at seat's offer to pull; NULL when the
 * position cannot be rebuilt. */
static rink_state *world(const rink_state *s, int seat, uint64_t seed)
{
	const rink_game *g = rink_state_game(s);
	const struct rink_ad_box *b = rink_ad_box(s);
	uint8_t absent[2][RINK_AD_MAX_PLAYERS];
	struct rink_ad_pos p;
	int acts[AD_ACTS], zone;
	rink_state *w;

	rink_ad_get_pos(s, &p);
	if (p.period != 3)
		return NULL;
	memset(absent, 0, sizeof(absent));
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < rink_ad_game_team(g, t)->n; i++) {
			int why = rink_ad_out(s, t, i);
			absent[t][i] = why != 0 && why != 5; /* 5: in the box, below */
		}
	w = rink_ad_state_new(g, seed, absent);
	if (!w)
		return NULL;
	rink_ad_set_period(w, 3, 100 - p.cards_left);
	rink_ad_set_score(w, b->score[0], b->score[1]);
	/* a pending face-off: its zone, named from the side of the puck */
	zone = !p.faceoff ? p.zone : p.poss == 0 ? p.faceoff_zone : 2 - p.faceoff_zone;
	rink_ad_set_pos(w, p.poss, zone, p.faceoff, p.shot);
	for (int i = 0; i < p.npen; i++)
		rink_ad_add_penalty(w, p.pen_team[i], p.pen_player[i], p.pen_kind[i],
		                    p.pen_left[i]);
	rink_state_apply_fast(w, 0, RINK_AD_ACT_NEXT, NULL);
	if (rink_state_to_move(w) != 1u << seat || rink_state_legal(w, seat, acts, AD_ACTS) != 2 ||
	    acts[0] != RINK_AD_ACT_PULL) {
		rink_state_free(w);
		return NULL;
	}
	return w;
}

/* Plays w out with p for both coaches; seat's result. */
static double play_out(rink_state *w, int seat, const struct rink__ad_policy *p)
{
	for (uint32_t m; (m = rink_state_to_move(w)) != 0;) {
		int who = (m & 1u) ? 0 : 1;
		rink_state_apply_fast(w, who, rink__ad_policy_act(p, w, who), NULL);
	}
	return rink_state_returns(w, seat);
}

double rink__ad_pull_gain(const rink_state *s, int seat, int pairs, uint64_t seed,
                          const struct rink__ad_policy *p, double *se, bool *ok)
{
	double sum = 0, sum2 = 0;

	*ok = false;
	if (se)
		*se = 0;
	for (int k = 0; k < pairs; k++) {
		uint64_t ws = rink_seed_derive(seed, (uint64_t)k);
		double r[2];
		for (int out = 0; out < 2; out++) {
			rink_state *w = world(s, seat, ws);
			if (!w)
				return 0;
			rink_state_apply_fast(w, seat, out ? RINK_AD_ACT_PULL : RINK_AD_ACT_KEEP,
			                      NULL);
			r[out] = play_out(w, seat, p);
			rink_state_free(w);
		}
		sum += r[1] - r[0];
		sum2 += (r[1] - r[0]) * (r[1] - r[0]);
	}
	*ok = pairs > 0;
	if (pairs < 1)
		return 0;
	if (se && pairs > 1) {
		double m = sum / pairs, var = (sum2 - pairs * m * m) / (pairs - 1);
		*se = var > 0 ? sqrt(var / pairs) : 0;
	}
	return sum / pairs;
}

/* ---- the bot kinds ------------------------------------------------------------ */

static int init(struct rink_bot *b, const char *opts, int pairs, struct rink_error *err)
{
	struct coach *c = calloc(1, sizeof(*c));
	const char *o = opts;

	if (!c)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	c->policy = rink__ad_policy_default;
	c->pairs = pairs;
	char key[16];
	const char *item;
	double v;
	int rc;
	while ((rc = rink__bot_option(&o, &item, key, &v, err)) > 0) {
		if (!strcmp(key, "pull") && rink__bot_whole(v, 0, 1))
			c->policy.pull = (int)v;
		else if (!strcmp(key, "cards") && rink__bot_whole(v, 0, 100))
			/* one threshold for every situation */
			memset(c->policy.cards, (int)v, sizeof(c->policy.cards));
		else if (!strcmp(key, "pairs") && rink__bot_whole(v, 0, 100000))
			c->pairs = (int)v;
		else {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "bot option '%.*s': expected pull=0|1, cards=0..100 or "
			                    "pairs=0..100000",
			                    (int)strcspn(item, ",:"), item);
			break;
		}
	}
	if (rc < 0) {
		free(c);
		return rc;
	}
	b->impl = c;
	return RINK_OK;
}

int rink__ad_coach_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	return init(b, opts, 0, err);
}

int rink__ad_hard_init(struct rink_bot *b, const char *opts, struct rink_error *err)
{
	return init(b, opts, AD_HARD_PAIRS, err);
}

int rink__ad_coach_act(struct rink_bot *b, const rink_state *s, int seat)
{
	const struct coach *c = b->impl;
	int acts[AD_ACTS], n = rink_state_legal(s, seat, acts, AD_ACTS);

	if (c->pairs > 0 && c->policy.pull && is_pull_decision(acts, n)) {
		bool ok;
		double se, gain = rink__ad_pull_gain(s, seat, c->pairs, rink_rng_next(&b->rng),
		                                     &c->policy, &se, &ok);
		if (ok && (gain > AD_HARD_Z * se || gain < -AD_HARD_Z * se) && gain != 0)
			return pull_action(acts, gain > 0);
	}
	return rink__ad_policy_act(&c->policy, s, seat);
}

void rink__ad_coach_fini(struct rink_bot *b)
{
	free(b->impl);
	b->impl = NULL;
}
