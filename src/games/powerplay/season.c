/*
 * games/powerplay/season.c: the scorekeeper's sheet, the end of the
 * regular season, tie-breakers, the tournament and the series.
 *
 * Rulebook: Preparations (the Scorekeeper), Play a Game step 5, End of the
 * Regular Season (original, no post-season, short game), Championship
 * Series. Readings of gaps: docs/rules/powerplay.md (PP-GAP-07, 11, 26,
 * 28-33).
 *
 * After every game:
 *   Step 1. One line on the sheet, in the initiator's column (PP-SCORE-02).
 *   Step 2. Regular season: the winner's win, goals for and against; the
 *           target ends the season at once (PP-END-02). Post-season: the
 *           tournament or series moves on; regular-season records do not
 *           change (PP-GAP-31).
 *   Step 3. Injured cards are replaced, in injury order, for managers still
 *           in the competition (PP-GAP-28).
 *   Step 4. The next turn, the next post-season game, or the end. With
 *           postseason=turns the post-season also goes on turn by turn:
 *           the next manager clockwise still in it (PP-GAP-29 (b)).
 */
#include <string.h>

#include "games/powerplay/pp_int.h"

int rink__pp_series_need(const struct pp_state *s)
{
	return pp_game_of(s)->ending == PP_END_SHORT ? 2 : 4;
}

static void start_series(struct pp_state *s, int first, int second, struct rink_events *ev)
{
	struct rink_event *e = pp_push(ev, RINK_PP_EV_SERIES, RINK_SEEN_BY_ALL);

	s->stage = RINK_PP_FINAL;
	s->series[0] = (uint8_t)first;
	s->series[1] = (uint8_t)second;
	s->series_wins[0] = s->series_wins[1] = 0;
	s->series_game = 1;
	if (e) {
		e->arg[0] = RINK_PP_FINAL;
		e->arg[1] = (int16_t)first;
		e->arg[2] = (int16_t)second;
		e->arg[3] = (int16_t)(2 * rink__pp_series_need(s) - 1);
	}
}

/* PP-TIE-05/06, PP-GAP-32 (a): the top seed has a bye in round 1 and
 * whenever an odd number is left; the rest pair from the outside in, and a
 * middle manager left over also has a bye. */
static void build_round(struct pp_state *s, struct rink_events *ev)
{
	uint8_t left[PP_MAX];
	int m = 0, start = 0, i, j;

	for (int k = 0; k < s->n_tour; k++)
		if (s->tour_alive & (1u << s->tour[k]))
			left[m++] = s->tour[k];
	if (m == 1) {
		start_series(s, s->playoff_first, left[0], ev);
		return;
	}
	if ((s->tour_round == 0 && s->n_tour >= 3) || (m & 1))
		start = 1;
	s->n_pair = 0;
	s->at_pair = 0;
	s->pair_done = 0;
	for (i = start, j = m - 1; i < j; i++, j--) {
		/* left[0..m-1] are set above; cppcheck does not follow m */
		/* cppcheck-suppress uninitvar */
		s->pair[s->n_pair][0] = left[i];
		s->pair[s->n_pair][1] = left[j];
		s->n_pair++;
	}
}

/* PP-GAP-33: seeds by goals for, then fewer goals against, then a seeded
 * draw (a shuffle before a stable sort). */
static void seed(struct pp_state *s, uint8_t *v, int n)
{
	rink_rng_shuffle_u8(&s->rng, v, n);
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0; j--) {
			int a = v[j - 1], b = v[j];
			if (s->gf[b] > s->gf[a] || (s->gf[b] == s->gf[a] && s->ga[b] < s->ga[a])) {
				v[j - 1] = (uint8_t)b;
				v[j] = (uint8_t)a;
			}
		}
}

void rink__pp_end_season(struct pp_state *s, int reached, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);
	uint8_t cand[PP_MAX];
	int n_cand = 0, best = -1;
	struct rink_event *e;

	if (g->ending == PP_END_NO_PLAYOFFS) {
		/* PP-END-07 */
		s->champion = (int8_t)reached;
		e = pp_push(ev, RINK_PP_EV_SEASON_OVER, RINK_SEEN_BY_ALL);
		if (e)
			e->arg[0] = (int16_t)reached;
		e = pp_push(ev, RINK_PP_EV_CHAMPION, RINK_SEEN_BY_ALL);
		if (e)
			e->arg[0] = (int16_t)reached;
		return;
	}
	/* PP-END-04/05: second place by wins alone */
	for (int m = 0; m < s->n; m++)
		if (m != reached && s->wins[m] > best)
			best = s->wins[m];
	for (int m = 0; m < s->n; m++)
		if (m != reached && s->wins[m] == best)
			cand[n_cand++] = (uint8_t)m;
	s->playoff_first = (uint8_t)reached;
	for (int m = 0; m < s->n; m++)
		if (m != reached && s->wins[m] != best)
			s->out_mgr |= (uint16_t)(1u << m); /* PP-END-06 */
	e = pp_push(ev, RINK_PP_EV_SEASON_OVER, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = (int16_t)reached;
		e->arg[1] = (int16_t)n_cand;
		e->arg[2] = (int16_t)s->out_mgr;
	}
	if (n_cand == 1) {
		start_series(s, reached, cand[0], ev);
		return;
	}
	/* PP-TIE-01..07 */
	seed(s, cand, n_cand);
	memcpy(s->tour, cand, (size_t)n_cand);
	s->n_tour = (uint8_t)n_cand;
	s->tour_alive = 0;
	for (int k = 0; k < n_cand; k++)
		s->tour_alive |= (uint16_t)(1u << cand[k]);
	s->tour_round = 0;
	s->stage = RINK_PP_TIEBREAK;
	build_round(s, ev);
}

static void record(struct pp_state *s, int winner_side, int flags)
{
	struct pp_rec *r;

	if (s->n_rec >= RINK_PP_MAX_RECORD)
		return;
	r = &s->rec[s->n_rec++];
	r->init = (uint8_t)s->seat[1];
	r->opp = (uint8_t)s->seat[0];
	r->ig = s->score[1];
	r->og = s->score[0];
	r->flags = (uint8_t)(flags | (winner_side == 1 ? PP_REC_INIT_WON : 0));
	r->stage = s->stage;
}

static void post_season_result(struct pp_state *s, int winner, int loser, struct rink_events *ev)
{
	struct rink_event *e;

	if (s->stage == RINK_PP_TIEBREAK) {
		s->out_mgr |= (uint16_t)(1u << loser);
		s->tour_alive &= (uint16_t) ~(1u << loser);
		e = pp_push(ev, RINK_PP_EV_ELIMINATED, RINK_SEEN_BY_ALL);
		if (e)
			e->arg[0] = (int16_t)loser;
		/* back to back the pairs play in order; with postseason=turns in
		 * the order their managers choose */
		for (int k = 0; k < s->n_pair; k++)
			if ((s->pair[k][0] == winner && s->pair[k][1] == loser) ||
			    (s->pair[k][0] == loser && s->pair[k][1] == winner))
				s->pair_done |= (uint8_t)(1u << k);
		if (++s->at_pair == s->n_pair) {
			s->tour_round++;
			build_round(s, ev);
		}
		return;
	}
	int w = s->series[0] == winner ? 0 : 1;
	s->series_wins[w]++;
	s->series_game++;
	if (s->series_wins[w] < rink__pp_series_need(s))
		return;
	e = pp_push(ev, RINK_PP_EV_SERIES_OVER, RINK_SEEN_BY_ALL);
	if (e) {
		e->arg[0] = RINK_PP_FINAL;
		e->arg[1] = (int16_t)winner;
		e->arg[2] = (int16_t)loser;
		e->arg[3] = s->series_wins[w];
		e->arg[4] = s->series_wins[1 - w];
	}
	s->champion = (int8_t)winner;
	e = pp_push(ev, RINK_PP_EV_CHAMPION, RINK_SEEN_BY_ALL);
	if (e)
		e->arg[0] = (int16_t)winner;
}

void rink__pp_game_over(struct pp_state *s, int winner_side, int flags, struct rink_events *ev)
{
	const struct pp_game *g = pp_game_of(s);
	int home = s->seat[0], away = s->seat[1];
	int winner = s->seat[winner_side], loser = s->seat[1 - winner_side];
	bool played = s->round > 0 || s->pass > 0; /* not a forfeit before play */
	struct rink_event *e = pp_push(ev, RINK_PP_EV_RESULT, RINK_SEEN_BY_ALL);

	if (e) {
		e->arg[0] = (int16_t)home;
		e->arg[1] = (int16_t)away;
		e->arg[2] = s->score[0];
		e->arg[3] = s->score[1];
		e->arg[4] = (int16_t)winner;
		e->arg[5] = s->pass;
		e->arg[6] = s->stage;
		e->arg[7] = (int16_t)flags;
	}
	/* Step 1 */
	record(s, winner_side, flags);
	/* Step 2 */
	if (s->stage == RINK_PP_SEASON) {
		if (!g->wins_initiated_only || winner == away)
			s->wins[winner]++;
		s->games_played++;
		s->gf[home] = (int16_t)(s->gf[home] + s->score[0]);
		s->ga[home] = (int16_t)(s->ga[home] + s->score[1]);
		s->gf[away] = (int16_t)(s->gf[away] + s->score[1]);
		s->ga[away] = (int16_t)(s->ga[away] + s->score[0]);
		if (s->wins[winner] >= g->wins_target)
			rink__pp_end_season(s, winner, ev);
	} else {
		post_season_result(s, winner, loser, ev);
	}
	/* Step 3 */
	rink__pp_replace_injuries(s, ev);
	s->pass = 0;
	s->round = 0;
	if (g->team_variant && played) {
		rink__pp_tv_start_rest(s, ev);
		return;
	}
	rink__pp_after_game(s, ev);
}

/* Step 4. */
void rink__pp_after_game(struct pp_state *s, struct rink_events *ev)
{
	s->seat[0] = s->seat[1] = -1;
	s->n_inj = s->n_inj_done = 0;
	s->score[0] = s->score[1] = 0;
	s->pending = 0;
	if (s->champion >= 0) {
		s->phase = RINK_PP_OVER;
		return;
	}
	/* PP-GAP-29 (b) with postseason=turns: clockwise turns go on among the
	 * managers still in the competition; a scheduled game is one of the
	 * moves of its managers (turns.c) */
	if (s->stage == RINK_PP_SEASON || pp_game_of(s)->postseason_turns) {
		rink__pp_end_turn(s, ev);
		return;
	}
	s->phase = RINK_PP_TURN;
	/* PP-GAP-29 (a): back to back; the higher seed or the first-place
	 * manager initiates the first game, then the two alternate */
	if (s->stage == RINK_PP_TIEBREAK) {
		rink__pp_start_game(s, s->pair[s->at_pair][0], s->pair[s->at_pair][1], ev);
	} else {
		int a = s->series_game & 1 ? 0 : 1;
		rink__pp_start_game(s, s->series[a], s->series[1 - a], ev);
	}
}
