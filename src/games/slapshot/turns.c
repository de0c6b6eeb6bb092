/*
 * games/slapshot/turns.c: Starting Play, Turns 1-2, and the advanced limits
 * and schedule: who may do what, and trades and drafts.
 *
 * Rulebook: Starting Play 1-3 (three shuffled decks; teams drawn clockwise
 * one card per draw; tokens on Preseason), Turns (clockwise from any
 * manager; each turn exactly one of trade, draft, game), Turns 1 (trade),
 * Turns 2 (draft), Advanced Rules (League Schedule; Draft & Trade Limits).
 * Readings of gaps: docs/rules/slapshot.md (SS-GAP-02..06, 19, 22-25).
 *
 * The turn sequence:
 *   Step 1. Setup: managers draw in turn from first, clockwise, one card a
 *           draw, from a deck of their choice with room in that type.
 *   Step 2. The active manager trades, drafts or challenges.
 *   Step 3. A trade waits for the card given back (phase GIVE).
 *   Step 4. A challenge hands over to games.c until the game is decided.
 *   Step 5. The turn passes to the left (seat + 1).
 */
#include <string.h>

#include "games/slapshot/slapshot_int.h"

/* ---- decks -------------------------------------------------------------- */

static int deck_cap(const struct ss_state *s, int type)
{
	return ss_game_of(s)->type_total[type];
}

void rink__ss_deck_put_bottom(struct ss_state *s, int type, int card)
{
	rink__pile_put_bottom(s->deck[type], s->deck_top[type], &s->deck_len[type],
	                      deck_cap(s, type), card);
}

int rink__ss_deck_take_top(struct ss_state *s, int type)
{
	return rink__pile_take_top(s->deck[type], &s->deck_top[type], &s->deck_len[type],
	                           deck_cap(s, type));
}

int rink__ss_slot_of(const struct ss_state *s, int seat, int card)
{
	int slot = -1;

	/* no early exit: a compare-and-select per slot, free of branches */
	for (int i = RINK_SS_TEAM - 1; i >= 0; i--)
		slot = s->team[seat][i] == card ? i : slot;
	return slot;
}

/* ---- Step 1: setup -------------------------------------------------------- */

void rink__ss_init(struct rink_state *base)
{
	struct ss_state *s = (struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);
	int k[3] = {0, 0, 0};

	rink_rng_seed(&s->rng, base->seed);
	s->n = (uint8_t)g->managers;
	s->phase = RINK_SS_SETUP;
	s->stage = RINK_SS_SEASON;
	memset(s->team, RINK_SS_NO_CARD, sizeof(s->team));
	memset(s->deck, RINK_SS_NO_CARD, sizeof(s->deck));
	/* Starting Play 1: separate by type, shuffle each deck */
	for (int c = 0; c < RINK_SS_CARDS; c++) {
		int t = g->cards[c].type;
		s->deck[t][k[t]++] = (uint8_t)c;
	}
	for (int t = 0; t < 3; t++) {
		rink_rng_shuffle_u8(&s->rng, s->deck[t], k[t]);
		s->deck_len[t] = (uint8_t)k[t];
	}
	/* SS-GAP-02: one manager, seeded or named, draws first and plays first */
	s->first = (uint8_t)(g->first >= 0 ? g->first : (int)rink_rng_below(&s->rng, s->n));
	s->active = s->first;
	s->home = s->away = -1;
	s->trade_target = -1;
	s->champion = -1;
}

static int setup_drawer(const struct ss_state *s)
{
	return (s->first + s->setup_draws) % s->n;
}

static int held_of_type(const struct ss_state *s, int seat, int type)
{
	int held = 0;

	for (int i = 0; i < ss_slot_count[type]; i++)
		held += s->team[seat][ss_slot_base[type] + i] != RINK_SS_NO_CARD;
	return held;
}

static void setup_draw(struct ss_state *s, int seat, int type, struct rink_events *ev)
{
	int held = held_of_type(s, seat, type);
	int card = rink__ss_deck_take_top(s, type);

	s->team[seat][ss_slot_base[type] + held] = (uint8_t)card;
	if (ev) {
		struct rink_event *e = rink_events_push(ev, RINK_SS_EV_DRAW, 1u << seat);
		if (e) {
			e->arg[0] = (int16_t)seat;
			e->arg[1] = (int16_t)type;
			e->arg[2] = (int16_t)card;
		}
	}
	if (++s->setup_draws == 6 * s->n) {
		s->phase = RINK_SS_TURN;
		s->active = s->first;
	}
}

/* ---- Step 2: what the active manager may do --------------------------------- */

static bool may_trade(const struct ss_state *s, int seat)
{
	const struct ss_game *g = ss_game_of(s);

	return !g->limits || s->trades_used[seat] < 4;
}

static bool may_draft(const struct ss_state *s, int seat)
{
	const struct ss_game *g = ss_game_of(s);

	return !g->limits || s->drafts_used[seat] < 4;
}

/* SS-SCHED-01/02: initiate against t only in the current round of two */
static bool may_challenge(const struct ss_state *s, int seat, int t)
{
	const struct ss_game *g = ss_game_of(s);
	int least = 255;

	if (t == seat || t < 0 || t >= s->n)
		return false;
	if (!g->schedule)
		return true;
	for (int o = 0; o < s->n; o++)
		if (o != seat && s->initiated[seat][o] < least)
			least = s->initiated[seat][o];
	return s->initiated[seat][t] == least && least < 2;
}

static bool any_challenge(const struct ss_state *s, int seat)
{
	for (int t = 0; t < s->n; t++)
		if (may_challenge(s, seat, t))
			return true;
	return false;
}

static bool must_pass(const struct ss_state *s, int seat)
{
	return !may_trade(s, seat) && !may_draft(s, seat) && !any_challenge(s, seat);
}

uint32_t rink__ss_to_move(const struct rink_state *base)
{
	const struct ss_state *s = (const struct ss_state *)base;
	uint32_t m = 0;

	switch (s->phase) {
	case RINK_SS_SETUP:
		return 1u << setup_drawer(s);
	case RINK_SS_TURN:
	case RINK_SS_GIVE:
		return 1u << s->active;
	case RINK_SS_LINEUP:
		if (!(s->lineup_mask & 1))
			m |= 1u << s->home;
		if (!(s->lineup_mask & 2))
			m |= 1u << s->away;
		return m;
	default:
		return 0;
	}
}

bool rink__ss_may_take_back(const struct rink_state *base, int seat)
{
	const struct ss_state *s = (const struct ss_state *)base;
	int side;

	if (s->phase != RINK_SS_LINEUP || (seat != s->home && seat != s->away))
		return false;
	side = seat == s->home ? 0 : 1;
	return (s->lineup_mask >> side & 1) && !(s->lineup_mask >> (1 - side) & 1);
}

static int sort_small(int *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && v[j - 1] > v[j]; j--) {
			int t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return n;
}

int rink__ss_legal(const struct rink_state *base, int seat, int *out, int cap)
{
	const struct ss_state *s = (const struct ss_state *)base;
	int tmp[SS_PERMS];
	int *buf = cap >= SS_PERMS ? out : tmp; /* room for any phase's list */
	int n = 0;

	if (rink__ss_may_take_back(base, seat)) { /* SS-GAME-05: not to move */
		if (cap > 0)
			out[0] = SS_A_TAKE_BACK;
		return 1;
	}
	if (!(rink__ss_to_move(base) & (1u << seat)))
		return 0;
	switch (s->phase) {
	case RINK_SS_SETUP:
		for (int t = 0; t < 3; t++)
			if (held_of_type(s, seat, t) < ss_slot_count[t])
				buf[n++] = SS_A_DRAW + t;
		break;
	case RINK_SS_TURN:
		if (may_trade(s, seat))
			for (int t = 0; t < s->n; t++)
				if (t != seat)
					for (int p = 0; p < RINK_SS_TEAM; p++)
						buf[n++] = SS_A_TRADE + t * 6 + p;
		if (may_draft(s, seat)) {
			int k = n;
			for (int i = 0; i < RINK_SS_TEAM; i++)
				buf[n++] = SS_A_DRAFT + s->team[seat][i];
			sort_small(buf + k, RINK_SS_TEAM);
		}
		for (int t = 0; t < s->n; t++)
			if (may_challenge(s, seat, t))
				buf[n++] = SS_A_GAME + t;
		if (n == 0)
			buf[n++] = SS_A_PASS;
		break;
	case RINK_SS_GIVE: {
		int type = ss_game_of(s)->cards[s->trade_taken].type;
		for (int i = 0; i < ss_slot_count[type]; i++)
			buf[n++] = SS_A_GIVE + s->team[seat][ss_slot_base[type] + i];
		sort_small(buf, n);
		break;
	}
	case RINK_SS_LINEUP:
		for (int k = 0; k < SS_PERMS; k++)
			buf[n++] = SS_A_LINEUP + k;
		break;
	default:
		break;
	}
	if (buf != out)
		memcpy(out, buf, (size_t)(n < cap ? n : cap) * sizeof(int));
	return n;
}

/* A uniform draw over the same actions as rink__ss_legal lists, without
 * writing the list: the three hot phases are counted, not listed. */
int rink__ss_sample_legal(const struct rink_state *base, int seat, struct rink_rng *rng)
{
	const struct ss_state *s = (const struct ss_state *)base;
	int acts[SS_PERMS];
	int n;

	if (rink__ss_may_take_back(base, seat))
		return SS_A_TAKE_BACK;
	if (!(rink__ss_to_move(base) & (1u << seat)))
		return -1;
	if (s->phase == RINK_SS_LINEUP) /* every order is legal */
		return SS_A_LINEUP + (int)rink_rng_below(rng, SS_PERMS);
	if (s->phase == RINK_SS_TURN) {
		int n_trade = may_trade(s, seat) ? (s->n - 1) * 6 : 0;
		int n_draft = may_draft(s, seat) ? RINK_SS_TEAM : 0;
		int games[RINK_SS_MAX_MANAGERS], n_game = 0, r;
		bool sched = ss_game_of(s)->schedule;
		for (int t = 0; t < s->n; t++)
			if (sched ? may_challenge(s, seat, t) : t != seat)
				games[n_game++] = t;
		n = n_trade + n_draft + n_game;
		if (n == 0)
			return SS_A_PASS;
		r = (int)rink_rng_below(rng, (uint32_t)n);
		if (r < n_trade) {
			int t = r / 6;
			return SS_A_TRADE + (t + (t >= seat)) * 6 + r % 6;
		}
		r -= n_trade;
		if (r < n_draft)
			return SS_A_DRAFT + s->team[seat][r];
		return SS_A_GAME + games[r - n_draft];
	}
	if (s->phase == RINK_SS_GIVE) {
		int type = ss_game_of(s)->cards[s->trade_taken].type;
		int r = (int)rink_rng_below(rng, ss_slot_count[type]);
		return SS_A_GIVE + s->team[seat][ss_slot_base[type] + r];
	}
	n = rink__ss_legal(base, seat, acts, SS_PERMS);
	return acts[rink_rng_below(rng, (uint32_t)n)];
}

bool rink__ss_is_legal(const struct rink_state *base, int seat, int a)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);

	if (a == SS_A_TAKE_BACK)
		return rink__ss_may_take_back(base, seat);
	if (!(rink__ss_to_move(base) & (1u << seat)) || a < 0 || a >= SS_A_END)
		return false;
	switch (s->phase) {
	case RINK_SS_SETUP:
		return a >= SS_A_DRAW && a < SS_A_DRAW + 3 &&
		       held_of_type(s, seat, a - SS_A_DRAW) < ss_slot_count[a - SS_A_DRAW];
	case RINK_SS_TURN:
		if (a >= SS_A_TRADE && a < SS_A_DRAFT) {
			int t = (a - SS_A_TRADE) / 6;
			return t != seat && t < s->n && may_trade(s, seat);
		}
		if (a >= SS_A_DRAFT && a < SS_A_GAME)
			return may_draft(s, seat) && rink__ss_slot_of(s, seat, a - SS_A_DRAFT) >= 0;
		if (a >= SS_A_GAME && a < SS_A_GIVE)
			return may_challenge(s, seat, a - SS_A_GAME);
		return a == SS_A_PASS && must_pass(s, seat);
	case RINK_SS_GIVE:
		return a >= SS_A_GIVE && a < SS_A_PASS &&
		       rink__ss_slot_of(s, seat, a - SS_A_GIVE) >= 0 &&
		       g->cards[a - SS_A_GIVE].type == g->cards[s->trade_taken].type;
	case RINK_SS_LINEUP:
		return a >= SS_A_LINEUP && a < SS_A_TAKE_BACK;
	default:
		return false;
	}
}

/* ---- why an action is not legal, naming the rule -------------------------------- */

static const char *const type_one[3] = {"forward", "defenseman", "goalie"};
static const char *const type_all[3] = {"3 forwards", "2 defensemen", "goalie"};
static const char *const type_many[3] = {"forwards", "defensemen", "goalies"};

/* SS-SCHED-01/02 in words: whom seat must challenge before t. */
static int explain_schedule(const struct ss_state *s, int seat, int t, char *buf, size_t size)
{
	int least = 255;

	for (int o = 0; o < s->n; o++)
		if (o != seat && s->initiated[seat][o] < least)
			least = s->initiated[seat][o];
	if (least >= 2)
		return snprintf(buf, size,
		                "you have played both your road games against every manager "
		                "(Advanced Rules: League Schedule)");
	return rink__schedule_refusal(s->initiated[seat], s->n, 1u << seat, t,
	                              "Advanced Rules: League Schedule", buf, size);
}

static int explain_turn(const struct ss_state *s, int seat, int a, char *buf, size_t size)
{
	const struct ss_game *g = ss_game_of(s);
	const char *period = g->limit_per_game ? " since your last game" : " this season";

	if (a >= SS_A_TRADE && a < SS_A_DRAFT) {
		if ((a - SS_A_TRADE) / 6 == seat)
			return snprintf(buf, size,
			                "you trade with another manager, not yourself (Turns 1)");
		return snprintf(buf, size,
		                "you have made your 4 trades%s (Advanced Rules: Draft & Trade "
		                "Limits)",
		                period);
	}
	if (a >= SS_A_DRAFT && a < SS_A_GAME) {
		if (rink__ss_slot_of(s, seat, a - SS_A_DRAFT) < 0)
			return snprintf(buf, size,
			                "%s is not on your team, and you draft only a card of "
			                "your own team (Turns 2)",
			                g->cards[a - SS_A_DRAFT].name);
		return snprintf(buf, size,
		                "you have made your 4 drafts%s (Advanced Rules: Draft & Trade "
		                "Limits)",
		                period);
	}
	if (a >= SS_A_GAME && a < SS_A_GIVE) {
		if (a - SS_A_GAME == seat)
			return snprintf(buf, size,
			                "you challenge another manager, not yourself (Turns 3)");
		return explain_schedule(s, seat, a - SS_A_GAME, buf, size);
	}
	if (a >= SS_A_GIVE && a < SS_A_PASS)
		return snprintf(buf, size,
		                "you give back a card only in a trade, after taking one "
		                "(Turns 1); trade M P first");
	if (a == SS_A_PASS)
		return snprintf(buf, size,
		                "each turn you trade, draft or play a game (Turns); pass is "
		                "only for a manager who can do none of them");
	return snprintf(buf, size,
	                "no game is on; a line-up is set after a challenge, game M (Turns 3)");
}

int rink__ss_explain(const struct rink_state *base, int seat, int a, char *buf, size_t size)
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);

	if (a < 0 || a >= SS_A_END)
		return 0;
	switch (s->phase) {
	case RINK_SS_SETUP:
		if (a < SS_A_TRADE)
			return snprintf(buf, size,
			                "your team already has its %s, and a team is 3 forwards, 2 "
			                "defensemen and 1 goalie (Teams; Starting Play 2)",
			                type_all[a - SS_A_DRAW]);
		return snprintf(buf, size,
		                "the teams are still being drawn, one card a draw (Starting Play "
		                "2); draw forward, defense or goalie");
	case RINK_SS_TURN:
		return explain_turn(s, seat, a, buf, size);
	case RINK_SS_GIVE: {
		int type = g->cards[s->trade_taken].type, c = a - SS_A_GIVE;
		if (a < SS_A_GIVE || a >= SS_A_PASS)
			return snprintf(buf, size,
			                "a trade is on; finish it, give back a %s (Turns 1)",
			                type_one[type]);
		if (c == s->trade_taken)
			return snprintf(buf, size,
			                "you may not give back the card you just took, %s (Turns "
			                "1); give back one of your own %s",
			                g->cards[c].name, type_many[type]);
		if (rink__ss_slot_of(s, seat, c) < 0)
			return snprintf(buf, size, "%s is not on your team", g->cards[c].name);
		return snprintf(buf, size,
		                "you took a %s, so you give back a %s, the same type (Turns 1)",
		                type_one[type], type_one[type]);
	}
	case RINK_SS_LINEUP:
		if (rink__ss_may_take_back(base, seat))
			return snprintf(
			        buf, size,
			        "your line-up is set; until the other is, take back changes "
			        "it (Turns 3(b))");
		if (a == SS_A_TAKE_BACK)
			return snprintf(buf, size,
			                "you have no line-up set to take back; set it, lineup "
			                "A,B,C,D,E,F (Turns 3(b))");
		return snprintf(buf, size,
		                "a game is on; set your line-up, lineup A,B,C,D,E,F (Turns 3(b))");
	default:
		return snprintf(buf, size, "the season is over");
	}
}

/* ---- Steps 2-3: trade, draft, pass -------------------------------------------- */

static void end_turn(struct ss_state *s)
{
	s->phase = RINK_SS_TURN;
	s->active = (uint8_t)(s->active + 1 == s->n ? 0 : s->active + 1);
}

/* Turns 1: the target fans his cards face down and the active manager
 * picks one. The fan is dealt in a random rotation of the target's slots;
 * since one card is picked from it, each position holds each card with
 * chance 1/6 (SS-GAP-04). */
static void trade_pick(struct ss_state *s, int seat, int target, int pos)
{
	int slot = ((int)rink_rng_below(&s->rng, RINK_SS_TEAM) + pos) % RINK_SS_TEAM;

	s->trade_target = (int8_t)target;
	s->trade_slot = (uint8_t)slot;
	s->trade_taken = s->team[target][slot];
	s->team[target][slot] = RINK_SS_NO_CARD;
	s->phase = RINK_SS_GIVE;
	/* cards pass face down, of a type others do not see: what was known
	 * of either team may be gone */
	s->known[seat] = 0;
	s->known[target] = 0;
	(void)seat;
}

static void trade_give(struct ss_state *s, int seat, int card, struct rink_events *ev)
{
	int target = s->trade_target;
	int slot = rink__ss_slot_of(s, seat, card);
	int taken = s->trade_taken;

	s->team[seat][slot] = (uint8_t)taken;
	s->team[target][s->trade_slot] = (uint8_t)card;
	s->trades_used[seat]++;
	s->trade_target = -1;
	s->trade_taken = 0;
	s->trade_slot = 0;
	if (ev) {
		struct rink_event *e =
		        rink_events_push(ev, RINK_SS_EV_TRADE, (1u << seat) | (1u << target));
		if (e) {
			e->arg[0] = (int16_t)seat;
			e->arg[1] = (int16_t)target;
			e->arg[2] = (int16_t)taken;
			e->arg[3] = (int16_t)card;
		}
	}
	end_turn(s);
}

/* Turns 2: the card goes under its deck, the top card comes to the team. */
static void draft(struct ss_state *s, int seat, int card, struct rink_events *ev)
{
	int type = ss_game_of(s)->cards[card].type;
	int slot = rink__ss_slot_of(s, seat, card);
	int drawn;

	rink__ss_deck_put_bottom(s, type, card);
	drawn = rink__ss_deck_take_top(s, type);
	s->team[seat][slot] = (uint8_t)drawn;
	s->drafts_used[seat]++;
	/* others saw the deck, not the card: any known card of that type may
	 * be the one released */
	s->known[seat] &= ~ss_game_of(s)->type_mask[type];
	if (ev) {
		struct rink_event *e = rink_events_push(ev, RINK_SS_EV_DRAFT, 1u << seat);
		if (e) {
			e->arg[0] = (int16_t)seat;
			e->arg[1] = (int16_t)card;
			e->arg[2] = (int16_t)drawn;
			e->arg[3] = (int16_t)type;
		}
	}
	end_turn(s);
}

void rink__ss_apply(struct rink_state *base, int seat, int a, struct rink_events *ev)
{
	struct ss_state *s = (struct ss_state *)base;

	if (a < SS_A_TRADE) {
		setup_draw(s, seat, a - SS_A_DRAW, ev);
	} else if (a < SS_A_DRAFT) {
		trade_pick(s, seat, (a - SS_A_TRADE) / 6, (a - SS_A_TRADE) % 6);
	} else if (a < SS_A_GAME) {
		draft(s, seat, a - SS_A_DRAFT, ev);
	} else if (a < SS_A_GIVE) {
		int t = a - SS_A_GAME;
		s->initiated[seat][t]++;
		rink__ss_start_game(s, t, seat, ev);
	} else if (a < SS_A_PASS) {
		trade_give(s, seat, a - SS_A_GIVE, ev);
	} else if (a == SS_A_PASS) {
		if (ev) {
			struct rink_event *e = rink_events_push(ev, RINK_SS_EV_PASS, 0);
			if (e)
				e->arg[0] = (int16_t)seat;
		}
		end_turn(s);
	} else if (a == SS_A_TAKE_BACK) {
		rink__ss_take_back(s, seat, ev);
	} else {
		rink__ss_lineup(s, seat, a - SS_A_LINEUP, ev);
	}
}

void rink__ss_after_season_game(struct ss_state *s, int home, int away)
{
	if (ss_game_of(s)->limits && ss_game_of(s)->limit_per_game) {
		/* SS-GAP-22 (b): counts run from one game a manager plays to the next */
		s->drafts_used[home] = s->trades_used[home] = 0;
		s->drafts_used[away] = s->trades_used[away] = 0;
	}
	end_turn(s);
}
