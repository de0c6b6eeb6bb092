/*
 * games/slapshot/games.c: a game, from line-ups to the result, and what
 * follows it: the scoreboard, the end of the season and the playoffs.
 *
 * Rulebook: Turns 3(b)-(e), Home Ice Advantage, Bruisers & Injuries 2-3,
 * Playoffs, League Schedule (end of season, ranking). Readings of gaps:
 * docs/rules/slapshot.md (SS-GAP-07..18, 20, 21).
 *
 * A game:
 *   Step 1. Both managers submit line-ups (a simultaneous move; the first
 *           one in stays hidden until the second is in).
 *   Step 2. Regulation: six face-offs, home starts 1-0. Overtime: from 0-0,
 *           face-offs until the first goal (sudden death).
 *   Step 3. Injured cards leave their teams face up.
 *   Step 4. Decided: record the result, move the winner's token, see whether
 *           the season or a series is over. Not decided: overtime follows.
 *   Step 5. Injured cards are replaced by the draft procedure, home team
 *           first, each team in line-up order (not for teams set aside).
 *   Step 6. The next turn, the next series game, the next series, or the end.
 */
#include <string.h>

#include "games/slapshot/slapshot_int.h"

static struct rink_event *push(struct rink_events *ev, int type, uint32_t detail)
{
	return ev ? rink_events_push(ev, (uint16_t)type, detail) : NULL;
}

static int coin_toss(struct ss_state *s, int a, int b, int purpose, struct rink_events *ev)
{
	int winner = rink_rng_below(&s->rng, 2) ? b : a;
	struct rink_event *e = push(ev, RINK_SS_EV_COIN_TOSS, RINK_SEEN_BY_ALL);

	if (e) {
		e->arg[0] = (int16_t)purpose;
		e->arg[1] = (int16_t)winner;
		e->arg[2] = (int16_t)(winner == a ? b : a);
		e->arg[3] = (int16_t)((1u << a) | (1u << b));
	}
	return winner;
}

void rink__ss_start_game(struct ss_state *s, int home, int away, struct rink_events *ev)
{
	struct rink_event *e = push(ev, RINK_SS_EV_CHALLENGE, RINK_SEEN_BY_ALL);

	s->phase = RINK_SS_LINEUP;
	s->home = (int8_t)home;
	s->away = (int8_t)away;
	s->ot = 0;
	s->lineup_mask = 0;
	if (e) {
		e->arg[0] = (int16_t)away;
		e->arg[1] = (int16_t)home;
		e->arg[2] = s->stage;
		e->arg[3] = s->series_game;
	}
}

/* Step 5: one team's injured cards, in line-up order, by the draft procedure. */
static void replace_injured(struct ss_state *s, int seat, const uint8_t *cards, int n,
                            struct rink_events *ev)
{
	const struct ss_game *g = ss_game_of(s);

	if (s->out_mask & (1u << seat)) {
		/* SS-GAP-18: set aside whole, injured cards included, face up */
		for (int i = 0; i < n; i++)
			s->injured_kept |= 1ull << cards[i];
		return;
	}
	for (int i = 0; i < n; i++) {
		int type = g->cards[cards[i]].type;
		int slot = rink__ss_slot_of(s, seat, cards[i]);
		int drawn;
		rink__ss_deck_put_bottom(s, type, cards[i]);
		drawn = rink__ss_deck_take_top(s, type);
		s->team[seat][slot] = (uint8_t)drawn;
		s->known[seat] &= ~(1ull << cards[i]); /* the new card is drawn unseen */
		struct rink_event *e = push(ev, RINK_SS_EV_REPLACE, 1u << seat);
		if (e) {
			e->arg[0] = (int16_t)seat;
			e->arg[1] = cards[i];
			e->arg[2] = (int16_t)drawn;
		}
	}
}

/* ---- the playoffs ------------------------------------------------------------ */

static int series_need(const struct ss_state *s)
{
	return s->stage == RINK_SS_FINAL ? 4 : 2;
}

/* Home ice: final games 1, 2, 5, 7 to series[0] (first to Playoffs);
 * semi-final games 1 and 3 to series[0] (the coin-toss winner, SS-GAP-15). */
int rink__ss_series_home(const struct ss_state *s)
{
	int g = s->series_game;
	bool first_hosts =
	        s->stage == RINK_SS_FINAL ? (g == 1 || g == 2 || g == 5 || g == 7) : (g != 2);

	return s->series[first_hosts ? 0 : 1];
}

static void start_series(struct ss_state *s, int stage, int a, int b, struct rink_events *ev)
{
	struct rink_event *e;

	s->stage = (uint8_t)stage;
	if (stage == RINK_SS_SEMIFINAL) {
		/* SS-PLAYOFF-06: home ice by a seeded coin toss */
		int host = coin_toss(s, a, b, 1, ev);
		b = host == a ? b : a;
		a = host;
	}
	s->series[0] = (uint8_t)a;
	s->series[1] = (uint8_t)b;
	s->series_wins[0] = s->series_wins[1] = 0;
	s->series_game = 1;
	e = push(ev, RINK_SS_EV_SERIES, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)stage;
		e->arg[1] = (int16_t)a;
		e->arg[2] = (int16_t)b;
		e->arg[3] = (int16_t)(stage == RINK_SS_FINAL ? 7 : 3);
	}
}

static void start_series_game(struct ss_state *s, struct rink_events *ev)
{
	int home = rink__ss_series_home(s);
	int away = s->series[0] == home ? s->series[1] : s->series[0];

	rink__ss_start_game(s, home, away, ev);
}

/* The next semi-final of the queue, or the final once one team is left. */
static void next_series(struct ss_state *s, struct rink_events *ev)
{
	if (s->queue_len >= 2)
		start_series(s, RINK_SS_SEMIFINAL, s->queue[0], s->queue[1], ev);
	else
		start_series(s, RINK_SS_FINAL, s->playoff_first, s->queue[0], ev);
}

/* SS-SEASON-05, SS-GAP-14, SS-GAP-21: first and the managers tied for
 * second; everyone else is set aside. */
static void end_season(struct ss_state *s, int reached, struct rink_events *ev)
{
	const struct ss_game *g = ss_game_of(s);
	uint8_t cand[RINK_SS_MAX_MANAGERS];
	int n_cand = 0, best = -1, first = reached;
	struct rink_event *e;

	if (g->schedule) {
		/* ranked by wins; a tie for first is settled by a coin toss among them */
		uint8_t top[RINK_SS_MAX_MANAGERS] = {0};
		int n_top = 0, most = -1;
		for (int m = 0; m < s->n; m++)
			if (s->wins[m] > most)
				most = s->wins[m];
		for (int m = 0; m < s->n; m++)
			if (s->wins[m] == most)
				top[n_top++] = (uint8_t)m;
		first = top[0];
		if (n_top > 1) {
			first = top[rink_rng_below(&s->rng, (uint32_t)n_top)];
			e = push(ev, RINK_SS_EV_COIN_TOSS, RINK_SEEN_BY_ALL);
			if (e) {
				e->arg[0] = 0;
				e->arg[1] = (int16_t)first;
				e->arg[2] = (int16_t)-1;
				for (int i = 0; i < n_top; i++)
					e->arg[3] = (int16_t)(e->arg[3] | 1 << top[i]);
			}
		}
	}
	for (int m = 0; m < s->n; m++)
		if (m != first && s->wins[m] > best)
			best = s->wins[m];
	for (int m = 0; m < s->n; m++)
		if (m != first && s->wins[m] == best)
			cand[n_cand++] = (uint8_t)m;
	s->playoff_first = (uint8_t)first;
	s->out_mask = 0;
	for (int m = 0; m < s->n; m++)
		if (m != first && s->wins[m] != best)
			s->out_mask |= (uint8_t)(1u << m);
	/* the bracket's pairings and byes come from a seeded shuffle */
	if (n_cand > 2)
		rink_rng_shuffle_u8(&s->rng, cand, n_cand);
	memcpy(s->queue, cand, (size_t)n_cand);
	s->queue_len = (uint8_t)n_cand;
	e = push(ev, RINK_SS_EV_SEASON_OVER, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)first;
		e->arg[1] = (int16_t)n_cand;
		e->arg[2] = (int16_t)s->out_mask;
		/* the bracket's order: the first two meet first (at most 5) */
		for (int i = 0; i < 5; i++)
			e->arg[3 + i] = (int16_t)(i < n_cand ? cand[i] : -1);
	}
}

enum { SERIES_GOES_ON, SERIES_OVER, PLAYOFFS_OVER };

/* After a series game: count it, and end the series when one team has
 * won enough. */
static int series_game_over(struct ss_state *s, int winner, struct rink_events *ev)
{
	int w = s->series[0] == winner ? 0 : 1;
	struct rink_event *e;

	s->series_wins[w]++;
	s->series_game++;
	if (s->series_wins[w] < series_need(s))
		return SERIES_GOES_ON;
	e = push(ev, RINK_SS_EV_SERIES_OVER, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = s->stage;
		e->arg[1] = (int16_t)winner;
		e->arg[2] = s->series[1 - w];
		e->arg[3] = s->series_wins[w];
		e->arg[4] = s->series_wins[1 - w];
	}
	if (s->stage == RINK_SS_FINAL) {
		s->champion = (int8_t)winner;
		e = push(ev, RINK_SS_EV_CHAMPION, RINK_SEEN_BY_ALL);
		if (e)
			e->arg[0] = (int16_t)winner;
		return PLAYOFFS_OVER;
	}
	/* semi-final: the loser is out, the winner goes to the back of the queue */
	s->out_mask |= (uint8_t)(1u << s->series[1 - w]);
	memmove(s->queue, s->queue + 2, (size_t)(s->queue_len - 2));
	s->queue_len = (uint8_t)(s->queue_len - 2);
	s->queue[s->queue_len++] = (uint8_t)winner;
	return SERIES_OVER;
}

/* ---- one game ---------------------------------------------------------------- */

struct injuries {
	uint8_t card[2][RINK_SS_TEAM]; /* home, away, in line-up order */
	int n[2];
};

/* Step 4 for a decided game, then Steps 5 and 6. */
static void game_decided(struct ss_state *s, int winner_side, int hg, int ag,
                         const struct injuries *inj, struct rink_events *ev)
{
	const struct ss_game *g = ss_game_of(s);
	int home = s->home, away = s->away;
	int winner = winner_side == 0 ? home : away;
	bool season_over = false;
	int series = SERIES_GOES_ON;
	struct rink_event *e = push(ev, RINK_SS_EV_RESULT, RINK_SEEN_BY_ALL);

	if (e) {
		e->arg[0] = (int16_t)home;
		e->arg[1] = (int16_t)away;
		e->arg[2] = (int16_t)hg;
		e->arg[3] = (int16_t)ag;
		e->arg[4] = (int16_t)winner;
		e->arg[5] = (int16_t)s->ot;
		e->arg[6] = s->stage;
		e->arg[7] = s->series_game;
	}
	s->phase = RINK_SS_TURN;
	if (s->stage == RINK_SS_SEASON) {
		/* Turns 3(e): the winner's token moves one space */
		s->wins[winner]++;
		s->games_played++;
		s->gf[home] = (int16_t)(s->gf[home] + hg);
		s->ga[home] = (int16_t)(s->ga[home] + ag);
		s->gf[away] = (int16_t)(s->gf[away] + ag);
		s->ga[away] = (int16_t)(s->ga[away] + hg);
		if (g->schedule)
			season_over = s->games_played == 2 * s->n * (s->n - 1);
		else
			season_over = s->wins[winner] >= g->playoff_wins;
		if (season_over)
			end_season(s, winner, ev);
	} else {
		series = series_game_over(s, winner, ev);
	}
	replace_injured(s, home, inj->card[0], inj->n[0], ev);
	replace_injured(s, away, inj->card[1], inj->n[1], ev);
	s->home = s->away = -1;
	s->ot = 0;
	s->lineup_mask = 0;
	memset(s->lineup, 0, sizeof(s->lineup));
	s->reg_score[0] = s->reg_score[1] = 0;
	if (series == PLAYOFFS_OVER) {
		s->phase = RINK_SS_OVER;
	} else if (season_over || series == SERIES_OVER) {
		next_series(s, ev);
		start_series_game(s, ev);
	} else if (s->stage != RINK_SS_SEASON) {
		start_series_game(s, ev);
	} else {
		rink__ss_after_season_game(s, home, away);
	}
}

static void faceoff_event(struct ss_state *s, int i, int o, int hs, int as, struct rink_events *ev)
{
	struct rink_event *e = push(ev, RINK_SS_EV_FACEOFF, RINK_SEEN_BY_ALL);

	if (e) {
		e->arg[0] = (int16_t)i;
		e->arg[1] = s->lineup[0][i];
		e->arg[2] = s->lineup[1][i];
		e->arg[3] = (int16_t)o;
		e->arg[4] = (int16_t)hs;
		e->arg[5] = (int16_t)as;
		e->arg[6] = (int16_t)s->ot;
		e->arg[7] = (int16_t)(s->home | s->away << 4); /* seats: home, away */
	}
	for (int side = 0; side < 2; side++) {
		if (!(o & (side ? RINK_SS_FO_AWAY_INJURED : RINK_SS_FO_HOME_INJURED)))
			continue;
		e = push(ev, RINK_SS_EV_INJURY, RINK_SEEN_BY_ALL);
		if (e) {
			e->arg[0] = (int16_t)(side ? s->away : s->home);
			e->arg[1] = s->lineup[side][i];
			e->arg[2] = (int16_t)side;
			e->arg[3] = (int16_t)i;
			e->arg[4] = (int16_t)s->ot;
		}
	}
}

/* Steps 2-6 once both line-ups are in. */
static void play(struct ss_state *s, struct rink_events *ev)
{
	const struct ss_game *g = ss_game_of(s);
	struct injuries inj = {.n = {0, 0}};
	int hs = s->ot ? 0 : 1, as = 0; /* Home Ice: regulation starts 1-0 */
	int side = -1;

	for (int i = 0; i < RINK_SS_TEAM; i++) {
		int o = g->fo[s->lineup[0][i]][s->lineup[1][i]];
		/* branch-free appends: injuries are rare and unpredictable */
		inj.card[0][inj.n[0]] = s->lineup[0][i];
		inj.n[0] += (o & RINK_SS_FO_HOME_INJURED) >> 2;
		inj.card[1][inj.n[1]] = s->lineup[1][i];
		inj.n[1] += (o & RINK_SS_FO_AWAY_INJURED) >> 3;
		hs += o & RINK_SS_FO_HOME_GOAL;
		as += (o & RINK_SS_FO_AWAY_GOAL) >> 1;
		/* revealed to everyone (SS-GAME-13) */
		s->known[s->home] |= 1ull << s->lineup[0][i];
		s->known[s->away] |= 1ull << s->lineup[1][i];
		if (ev)
			faceoff_event(s, i, o, hs, as, ev);
		if (s->ot && (o & 3))
			break; /* sudden death (SS-GAP-09) */
	}
	if (hs != as)
		side = hs > as ? 0 : 1;
	if (!s->ot) {
		if (side >= 0) {
			game_decided(s, side, hs, as, &inj, ev);
			return;
		}
		s->reg_score[0] = (int8_t)hs;
		s->reg_score[1] = (int8_t)as;
	} else if (side >= 0) {
		/* SS-GAP-13: the regulation score plus the deciding goal */
		game_decided(s, side, s->reg_score[0] + (side == 0), s->reg_score[1] + (side == 1),
		             &inj, ev);
		return;
	}
	/* not decided: replace injuries now, before overtime (Bruisers 3) */
	replace_injured(s, s->home, inj.card[0], inj.n[0], ev);
	replace_injured(s, s->away, inj.card[1], inj.n[1], ev);
	if (s->ot >= g->ot_cap) {
		/* SS-GAP-08: a safety cap; a coin toss decides, and no goal is
		 * recorded that no card scored: the regulation tie stands */
		int w = coin_toss(s, s->home, s->away, 2, ev);
		struct injuries none = {.n = {0, 0}};
		side = w == s->home ? 0 : 1;
		game_decided(s, side, s->reg_score[0], s->reg_score[1], &none, ev);
		return;
	}
	s->ot++;
	s->lineup_mask = 0;
	struct rink_event *e = push(ev, RINK_SS_EV_OVERTIME, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)s->ot;
		e->arg[1] = (int16_t)s->home;
		e->arg[2] = (int16_t)s->away;
		e->arg[3] = s->reg_score[0]; /* the regulation score, tied */
	}
}

/* Turns 3(b), SS-GAME-05: "Neither manager can change the order of cards
 * after this game begins", and it begins when both decks are down: until
 * the other line-up is set, the first may be taken back (and set again).
 * Nothing of it stays in the state: the other side could not have seen it. */
void rink__ss_take_back(struct ss_state *s, int seat, struct rink_events *ev)
{
	int side = seat == s->home ? 0 : 1;
	struct rink_event *e;

	s->lineup_mask &= (uint8_t) ~(1u << side);
	memset(s->lineup[side], RINK_SS_NO_CARD, sizeof(s->lineup[side]));
	e = push(ev, RINK_SS_EV_LINEUP_BACK, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)side;
		e->arg[2] = (int16_t)s->ot;
	}
}

void rink__ss_lineup(struct ss_state *s, int seat, int perm, struct rink_events *ev)
{
	const struct ss_game *g = ss_game_of(s);
	int side = seat == s->home ? 0 : 1;
	struct rink_event *e;

	for (int i = 0; i < RINK_SS_TEAM; i++)
		s->lineup[side][i] = s->team[seat][g->perm[perm][i]];
	s->lineup_mask |= (uint8_t)(1u << side);
	e = push(ev, RINK_SS_EV_LINEUP_SET, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)seat;
		e->arg[1] = (int16_t)side;
		e->arg[2] = (int16_t)s->ot;
	}
	if (s->lineup_mask == 3)
		play(s, ev);
}
