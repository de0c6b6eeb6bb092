/*
 * bots/ts_plan.c: what Trick Shot's hard player knows about the game.
 *
 * The game in one paragraph, as the player sees it: a goal needs the
 * carrier on a square with a straight, open line to the net (a lane) and a
 * clean roll of the pool. A turn is a run of activations, each adding a die
 * to the pool, ended by a line change (stamina back) or a Fail (none back);
 * a player may not act twice in a row, so "move the carrier onto a lane,
 * let a teammate act, shoot" is three rolls. Stamina re-rolls make such a
 * run likely (three rolls with three tokens succeed 95% of the time), so
 * the game turns on where the puck is when a turn ends: beside an opponent
 * (a one-die poke steals it), within his reach, or close to a lane.
 *
 * Step 1. The odds: exact chances that m rolls in a row succeed, from the
 *         die's faces (1 Fail, 1 Reaction, 2 Bounce, 2 Blank: the data
 *         files admit no other die) and the stamina tokens.
 * Step 2. The board: lanes to each net, neighbours, speeds, and how far
 *         each square is from a lane.
 * Step 3. Plans: the fewest rolls to a shot from a position (shot,
 *         pass-shot, move-filler-shot, teammate move-pass-shot, and
 *         chains of them), by iterative deepening with a lower bound.
 * Step 4. The end-of-turn value: score, the threat the team acting next
 *         holds, the chance it steals the puck, possession and progress.
 * Step 5. What a clean roll of an activation leaves.
 *
 * Positions are plain data (struct tsp_pos) built from the view; nothing
 * here reads the state's hidden parts.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/ts_plan.h"

#define POSS       8.0  /* holding the puck at a turn's end */
#define PROG       16.0 /* the puck carried the length of the ice */
#define STAM       1.5  /* a stamina token for the next turn */
#define KEEP       0.35 /* share of a kept threat left after the opponent's turn */
#define LATE       0.35 /* a carrier one Move from a lane: threat for the turn after */
#define LATE_DECAY 0.6  /* ... times this for each Move more */
#define NONE       RINK_TS_NONE
#define REACH_MAX  64 /* targets of one Move: 8 directions x Speed */

static const int dx8[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int dy8[8] = {1, 1, 0, -1, -1, -1, 0, 1};

/* The direction of a step with the signs of dx and dy (not both 0). */
static int dir_of(int dx, int dy)
{
	static const int8_t by_sign[3][3] = {{5, 4, 3}, {6, -1, 2}, {7, 0, 1}};

	return by_sign[(dy > 0) - (dy < 0) + 1][(dx > 0) - (dx < 0) + 1];
}

static int off_zone(int t)
{
	return t == RINK_TS_RED ? 2 : 0;
}

static int team_of(int piece)
{
	return piece / RINK_TS_ROLES;
}

static int role_of(int piece)
{
	return piece % RINK_TS_ROLES;
}

/* ---- Step 1. the odds ------------------------------------------------------------ */

/* roll[n][k][k']: a roll of n dice with k re-rolls left ends without a
 * Fail with k' left. Each re-roll throws again every die that shows a
 * symbol (Fail, Reaction, Bounce: 4 faces of 6), never a Blank (2 of 6),
 * and the bot re-rolls while a Fail shows. */
static void odds_init(struct tsp_board *b)
{
	double(*roll)[4][4] = b->roll;
	double c[TSP_DICE + 1][TSP_DICE + 1]; /* binomial coefficients */

	for (int m = 0; m <= TSP_DICE; m++) {
		c[m][0] = 1;
		for (int j = 1; j <= m; j++)
			c[m][j] = c[m - 1][j - 1] + (j < m ? c[m - 1][j] : 0);
	}
	memset(roll, 0, sizeof(b->roll));
	for (int r = 0; r < 4; r++)
		for (int m = 0; m <= TSP_DICE; m++)
			for (int j = 0; j <= m; j++) {
				/* j dice show a symbol, m - j a Blank */
				double blank = pow(1.0 / 3, m - j);
				double clean = c[m][j] * pow(1.0 / 2, j) * blank;
				double fail = c[m][j] * (pow(2.0 / 3, j) - pow(1.0 / 2, j)) * blank;
				roll[m][r][r] += clean;
				for (int k2 = 0; r > 0 && k2 < r; k2++)
					roll[m][r][k2] += fail * roll[j][r - 1][k2];
			}
	for (int n = 1; n <= TSP_DICE; n++)
		for (int k = 0; k < 4; k++) {
			double sum = 0, mean = 0;
			for (int k2 = 0; k2 < 4; k2++) {
				sum += roll[n][k][k2];
				mean += k2 * roll[n][k][k2];
			}
			b->kept[n][k] = (uint8_t)(sum > 0 ? mean / sum + 0.5 : 0);
		}
	for (int n = 0; n <= TSP_DICE; n++)
		for (int k = 0; k < 4; k++)
			b->odds[n][k][0] = 1;
	for (int m = 1; m <= TSP_STEPS; m++)
		for (int n = 0; n <= TSP_DICE; n++)
			for (int k = 0; k < 4; k++) {
				int d = n < 1 ? 1 : n, next = d + 1 > TSP_DICE ? TSP_DICE : d + 1;
				double p = 0;
				for (int k2 = 0; k2 < 4; k2++)
					p += roll[d][k][k2] * b->odds[next][k2][m - 1];
				b->odds[n][k][m] = p;
			}
}

double rink__tsp_odds(const struct tsp_board *b, int n, int k, int m)
{
	if (n > TSP_DICE)
		n = TSP_DICE;
	if (n < 1)
		n = 1;
	if (k > 3)
		k = 3;
	if (k < 0)
		k = 0;
	if (m > TSP_STEPS)
		m = TSP_STEPS;
	return b->odds[n][k][m];
}

/* ---- Step 2. the board ----------------------------------------------------------- */

void rink__tsp_board_init(struct tsp_board *b, const rink_game *g)
{
	struct rink_ts_board rb;

	memset(b, 0, sizeof(*b));
	rink_ts_board_get(g, &rb);
	b->w = rb.width;
	b->h = rb.height;
	b->nsq = b->w * b->h;
	if (b->nsq > TSP_SQ)
		b->nsq = TSP_SQ;
	memcpy(b->kind, rb.kind, (size_t)b->nsq);
	memcpy(b->zone, rb.zone, (size_t)b->nsq);
	b->net[0] = rb.net[0];
	b->net[1] = rb.net[1];
	b->advanced = strstr(rink_game_params(g), "advanced=1") != NULL;
	for (int sq = 0; sq < b->nsq; sq++) {
		int x = sq % b->w, y = sq / b->w;
		for (int d = 0; d < 8; d++) {
			int nx = x + dx8[d], ny = y + dy8[d];
			b->nb[sq][d] = nx < 0 || ny < 0 || nx >= b->w || ny >= b->h
			                       ? NONE
			                       : (uint8_t)(ny * b->w + nx);
		}
		for (int t = 0; t < 2; t++) {
			int net = b->net[1 - t], dx = net % b->w - x, dy = net / b->w - y;
			int adx = abs(dx), ady = abs(dy);
			bool front = t == RINK_TS_RED ? dy > 0 : dy < 0;
			b->lane_dir[t][sq] = -1;
			if (b->kind[sq] != 0 || !front || (adx && adx != ady))
				continue;
			b->lane_dir[t][sq] = (int8_t)dir_of(dx, dy);
			b->lane_len[t][sq] = (uint8_t)(adx > ady ? adx : ady);
		}
	}
	/* lines a slapshot crosses: the blue lines and the red line between
	 * the shooter's row and the net's */
	for (int t = 0; t < 2; t++)
		for (int sq = 0; sq < b->nsq; sq++) {
			int lo = sq / b->w, hi = b->net[1 - t] / b->w, n = 0;
			int rows[3] = {rb.red_blue_line, rb.red_line, rb.blue_blue_line};
			if (lo > hi) {
				int x = lo;
				lo = hi;
				hi = x;
			}
			for (int i = 0; i < 3; i++)
				n += rows[i] > lo && rows[i] <= hi;
			b->lines_to[t][sq] = (uint8_t)n;
		}
	/* each team's lane squares in its offensive zone */
	for (int t = 0; t < 2; t++)
		for (int sq = 0; sq < b->nsq; sq++)
			if (b->lane_dir[t][sq] >= 0 && b->zone[sq] == off_zone(t) &&
			    b->n_lanes[t] < TSP_LANES)
				b->lanes[t][b->n_lanes[t]++] = (uint8_t)sq;
	/* how far each square is from the nearest lane (king steps) */
	for (int t = 0; t < 2; t++)
		for (int sq = 0; sq < b->nsq; sq++) {
			int best = 255;
			for (int l = 0; l < b->nsq; l++) {
				if (b->lane_dir[t][l] < 0 || b->zone[l] != off_zone(t))
					continue;
				int dx = abs(l % b->w - sq % b->w), dy = abs(l / b->w - sq / b->w);
				int d = dx > dy ? dx : dy;
				best = d < best ? d : best;
			}
			b->lane_dist[t][sq] = (uint8_t)best;
		}
	for (int p = 0; p < RINK_TS_PIECES; p++) {
		int sp = rink_ts_speed(g, p) > 0 ? rink_ts_speed(g, p) : 1;
		b->speed[p] = (uint8_t)sp;
		for (int sq = 0; sq < b->nsq; sq++)
			b->moves_to_lane[p][sq] =
			        (uint8_t)((b->lane_dist[p / RINK_TS_ROLES][sq] + sp - 1) / sp);
	}
	odds_init(b);
}

void rink__tsp_pos_get(struct tsp_pos *p, const rink_state *s)
{
	struct rink_ts_view v;

	rink_ts_view_get(s, &v);
	memset(p->occ, 0, sizeof(p->occ));
	for (int i = 0; i < RINK_TS_PIECES; i++) {
		p->sq[i] = v.where[i] == RINK_TS_ON ? v.sq[i] : NONE;
		if (p->sq[i] != NONE)
			p->occ[p->sq[i]] = (uint8_t)(i + 1);
	}
	p->puck = v.puck;
	p->carrier = v.carrier;
	p->team = v.team;
	p->last_act = v.last_act;
	p->pool = v.pool;
	for (int t = 0; t < 2; t++) {
		p->stamina[t] = v.stamina[t];
		p->score[t] = (int8_t)v.score[t];
	}
}

/* ---- geometry on a position ------------------------------------------------------ */

static bool checked(const struct tsp_board *b, const struct tsp_pos *p, int piece)
{
	int sq = p->sq[piece];

	if (p->carrier != piece || sq == NONE)
		return false;
	for (int d = 0; d < 8; d += 2) {
		int n = b->nb[sq][d];
		if (n != NONE && p->occ[n] && team_of(p->occ[n] - 1) != team_of(piece))
			return true;
	}
	return false;
}

/* Squares a Move of piece may end on (the rules of board.c, at the
 * printed Speed); out has room for REACH_MAX. */
static int reach(const struct tsp_board *b, const struct tsp_pos *p, int piece, uint8_t *out)
{
	int from = p->sq[piece], t = team_of(piece), off = off_zone(t), n = 0;
	bool goalie = role_of(piece) == RINK_TS_G;

	if (from == NONE || checked(b, p, piece))
		return 0;
	bool free0 = p->carrier == piece || b->zone[from] == off ||
	             (p->puck != NONE && b->zone[p->puck] == off);
	for (int d = 0; d < 8; d++) {
		int cur = from;
		bool free = free0;
		for (int k = 0; k < b->speed[piece]; k++) {
			int nx = b->nb[cur][d];
			if (nx == NONE || p->occ[nx])
				break;
			if (b->kind[nx] != 0 &&
			    (!goalie || b->kind[nx] == 1 || (b->zone[nx] == 0 ? 0 : 1) != t))
				break;
			if (!free && b->zone[nx] == off)
				break;
			cur = nx;
			if (n < REACH_MAX)
				out[n++] = (uint8_t)cur;
			if (p->carrier == NONE && p->puck == cur)
				free = true;
		}
	}
	return n;
}

/* Nobody but the goalie between sq and the net team t shoots at? */
static bool line_clear(const struct tsp_board *b, const struct tsp_pos *p, int t, int sq)
{
	int dir = b->lane_dir[t][sq], gk = (1 - t) * RINK_TS_ROLES + RINK_TS_G, cur = sq;

	if (dir < 0)
		return false;
	for (int k = 1; k < b->lane_len[t][sq]; k++) {
		cur = b->nb[cur][dir];
		if (p->occ[cur] && p->occ[cur] - 1 != gk)
			return false;
	}
	return true;
}

/* May team t shoot from sq, from its offensive zone? (Plans leave out the
 * slapshot: its extra dice and no re-roll make it a last resort, weighed
 * only when it can be played now.) */
static bool lane_open(const struct tsp_board *b, const struct tsp_pos *p, int t, int sq)
{
	return b->zone[sq] == off_zone(t) && line_clear(b, p, t, sq);
}

/* A pass from one square to another along a clear straight line. */
static bool pass_clear(const struct tsp_board *b, const struct tsp_pos *p, int from, int to)
{
	int dx = to % b->w - from % b->w, dy = to / b->w - from / b->w;
	int adx = abs(dx), ady = abs(dy), d = dir_of(dx, dy), cur = from;

	if ((adx && ady && adx != ady) || (!adx && !ady))
		return false;
	for (int k = 1; k < (adx > ady ? adx : ady); k++) {
		cur = b->nb[cur][d];
		if (p->occ[cur] || b->kind[cur] == 1)
			return false;
	}
	return true;
}

void rink__tsp_put(struct tsp_pos *p, int piece, int sq)
{
	if (p->sq[piece] != NONE)
		p->occ[p->sq[piece]] = 0;
	p->sq[piece] = (uint8_t)sq;
	if (sq != NONE)
		p->occ[sq] = (uint8_t)(piece + 1);
	if (p->carrier == piece)
		p->puck = (uint8_t)sq;
}

/* ---- Step 3. plans --------------------------------------------------------------- */

#define FILL 253 /* "some other player acted last": a filler activation */

/* piece moves to sq (a loose puck on the way is taken) */
static void move_to(const struct tsp_board *b, struct tsp_pos *p, int piece, int sq)
{
	int from = p->sq[piece];

	rink__tsp_put(p, piece, sq);
	if (p->carrier != NONE || from == NONE)
		return;
	int dx = sq % b->w - from % b->w, dy = sq / b->w - from / b->w;
	int dist = abs(dx) > abs(dy) ? abs(dx) : abs(dy), dir = dist ? dir_of(dx, dy) : -1;
	for (int k = 1, cur = from; dir >= 0 && k <= dist; k++) {
		cur = b->nb[cur][dir];
		if (cur == p->puck) {
			p->carrier = (uint8_t)piece;
			p->puck = (uint8_t)sq;
			return;
		}
	}
}

/* True when no shot for team t can come within m rolls, by a lower bound:
 * a player j Moves from a lane (each Move at most his Speed in king steps)
 * needs 2j + 1 rolls, his Moves taking turns with other actions (the pass
 * to him among them); on a lane already, the shot, or the pass and the
 * shot. */
static bool too_far(const struct tsp_board *b, const struct tsp_pos *p, int t, int last, int m)
{
	int c = p->carrier;

	for (int i = 0; i < RINK_TS_ROLES; i++) {
		int q = t * RINK_TS_ROLES + i, sq = p->sq[q];
		if (sq == NONE)
			continue;
		int j = b->moves_to_lane[q][sq];
		if ((j ? 2 * j + 1 : 1 + (q != c) + (q == c && c == last)) <= m)
			return false;
	}
	return true;
}

/* Can team t shoot within m rolls, last the piece that acted last? The
 * search changes p as it goes and puts everything back. */
static bool can_shoot(const struct tsp_board *b, struct tsp_pos *p, int t, int last, int m)
{
	int c = p->carrier, puck = p->puck;
	uint8_t tg[REACH_MAX];
	bool ok = false;

	if (m <= 0)
		return false;
	if (c == NONE) {
		/* a loose puck: a player of t moves through it */
		if (m < 3)
			return false;
		for (int i = 0; i < RINK_TS_ROLES && !ok; i++) {
			int pc = t * RINK_TS_ROLES + i, from = p->sq[pc];
			if (pc == last || from == NONE)
				continue;
			int n = reach(b, p, pc, tg);
			for (int j = 0; j < n && !ok; j++) {
				move_to(b, p, pc, tg[j]);
				if (p->carrier == pc)
					ok = can_shoot(b, p, t, pc, m - 1);
				p->carrier = NONE;
				p->puck = (uint8_t)puck;
				rink__tsp_put(p, pc, from);
			}
		}
		return ok;
	}
	if (team_of(c) != t)
		return false;
	if (c != last && lane_open(b, p, t, p->sq[c]))
		return true;
	if (m == 1 || too_far(b, p, t, last, m))
		return false;
	if (c == last)
		return can_shoot(b, p, t, FILL, m - 1);
	/* the carrier passes */
	for (int i = 0; i < RINK_TS_ROLES && !ok; i++) {
		int r = t * RINK_TS_ROLES + i;
		if (r == c || p->sq[r] == NONE || !pass_clear(b, p, p->sq[c], p->sq[r]))
			continue;
		p->carrier = (uint8_t)r;
		p->puck = p->sq[r];
		ok = can_shoot(b, p, t, c, m - 1);
		p->carrier = (uint8_t)c;
		p->puck = (uint8_t)puck;
	}
	/* the carrier moves */
	int n = ok ? 0 : reach(b, p, c, tg);
	for (int j = 0; j < n && !ok; j++) {
		rink__tsp_put(p, c, tg[j]);
		ok = can_shoot(b, p, t, c, m - 1);
		rink__tsp_put(p, c, puck);
	}
	/* a teammate moves onto a lane the carrier can pass along */
	if (m < 3)
		return ok;
	for (int i = 0; i < RINK_TS_ROLES && !ok; i++) {
		int r = t * RINK_TS_ROLES + i, from = p->sq[r];
		if (r == c || r == last || from == NONE)
			continue;
		n = reach(b, p, r, tg);
		for (int j = 0; j < n && !ok; j++) {
			if (b->lane_dir[t][tg[j]] < 0 || !pass_clear(b, p, puck, tg[j]))
				continue;
			rink__tsp_put(p, r, tg[j]);
			ok = lane_open(b, p, t, tg[j]) && pass_clear(b, p, puck, tg[j]) &&
			     can_shoot(b, p, t, r, m - 1);
			rink__tsp_put(p, r, from);
		}
	}
	return ok;
}

int rink__tsp_plan(const struct tsp_board *b, const struct tsp_pos *p, int t, int last, int max)
{
	struct tsp_pos q = *p;

	for (int m = 1; m <= max; m++)
		if (can_shoot(b, &q, t, last, m))
			return m;
	return 0;
}

/* Chance team t scores this turn by its quickest plan, from a pool of
 * pool dice and k stamina tokens. */
static double plan_odds(const struct tsp_board *b, const struct tsp_pos *p, int t, int last,
                        int pool, int k, int max)
{
	int m = rink__tsp_plan(b, p, t, last, max);

	return m ? rink__tsp_odds(b, pool + 1, k, m) : 0;
}

/* ---- Step 4. the end-of-turn value ----------------------------------------------- */

static double progress(const struct tsp_board *b, int t, int sq)
{
	double y = (double)(sq / b->w) / (b->h - 1);

	return t == RINK_TS_RED ? y : 1 - y;
}

/* Can one of team o's players end one Move on square sq, or on a square
 * marked in mask (NULL: none)? */
static bool team_reaches(const struct tsp_board *b, const struct tsp_pos *p, int o,
                         const bool *mask, int sq)
{
	uint8_t tg[REACH_MAX];

	for (int i = 0; i < RINK_TS_ROLES; i++) {
		int m = o * RINK_TS_ROLES + i;
		if (p->sq[m] == NONE)
			continue;
		int n = reach(b, p, m, tg);
		for (int j = 0; j < n; j++)
			if (tg[j] == sq || (mask && mask[tg[j]]))
				return true;
	}
	return false;
}

/* Chance that team o, acting next with k tokens, takes the puck from the
 * carrier: a poke from beside him, or a move beside him and a poke. */
static double steal_odds(const struct tsp_board *b, const struct tsp_pos *p, int o, int k)
{
	int c = p->carrier, csq = p->sq[c];
	bool beside[TSP_SQ] = {false};

	for (int d = 0; d < 8; d += 2) {
		int n = b->nb[csq][d];
		if (n == NONE)
			continue;
		if (p->occ[n] && team_of(p->occ[n] - 1) == o)
			return rink__tsp_odds(b, 1, k, 1);
		beside[n] = true;
	}
	return team_reaches(b, p, o, beside, NONE) ? rink__tsp_odds(b, 1, k, 2) : 0;
}

/* Can team o reach the loose puck with one Move? */
static bool reaches_puck(const struct tsp_board *b, const struct tsp_pos *p, int o)
{
	return team_reaches(b, p, o, NULL, p->puck);
}

/* Moves piece needs at least (king steps over Speed) from sq to one of
 * the n open lane squares; 9 when none. */
static int moves_to_open(const struct tsp_board *b, int piece, int sq, const uint8_t *open, int n)
{
	int best = 9, sp = b->speed[piece];

	for (int i = 0; i < n; i++) {
		int dx = abs(open[i] % b->w - sq % b->w), dy = abs(open[i] / b->w - sq / b->w);
		int j = ((dx > dy ? dx : dy) + sp - 1) / sp;
		best = j < best ? j : best;
	}
	return best;
}

/* The fewest Moves team t's carrier, or a teammate a clear pass away,
 * needs at least to an open lane square (9 when there is none). */
static int later_moves(const struct tsp_board *b, const struct tsp_pos *p, int t)
{
	uint8_t open[TSP_LANES];
	int n = 0, c = p->carrier, csq = p->sq[c];

	for (int i = 0; i < b->n_lanes[t]; i++)
		if (!p->occ[b->lanes[t][i]] && lane_open(b, p, t, b->lanes[t][i]))
			open[n++] = b->lanes[t][i];
	int j = moves_to_open(b, c, csq, open, n);
	for (int i = 0; i < RINK_TS_ROLES; i++) {
		int q = t * RINK_TS_ROLES + i;
		if (q != c && p->sq[q] != NONE && pass_clear(b, p, csq, p->sq[q])) {
			int jq = moves_to_open(b, q, p->sq[q], open, n);
			j = jq < j ? jq : j;
		}
	}
	return j;
}

void rink__tsp_end(const struct tsp_board *b, const struct tsp_pos *p, int t, struct tsp_end *e)
{
	int o = 1 - t, c = p->carrier;

	e->fixed = TSP_GOAL * (p->score[t] - p->score[o]);
	e->keep = 0;
	e->steps = 0;
	if (p->puck == NONE)
		return;
	if (c == NONE) {
		double pr = progress(b, t, p->puck);
		if (reaches_puck(b, p, o))
			e->fixed -= POSS + PROG * (1 - pr) * 0.5;
		else if (reaches_puck(b, p, t))
			e->fixed += 0.5 * POSS + PROG * pr * 0.5;
		else
			e->fixed += PROG * (pr - 0.5) * 0.5;
		return;
	}
	if (role_of(c) == RINK_TS_G)
		return; /* the goalie holds it: the board resets */
	if (team_of(c) == o) {
		double thr = plan_odds(b, p, o, NONE, 0, p->stamina[o], 5);
		int csq = p->sq[c];
		if (b->advanced && b->zone[csq] != off_zone(o) && line_clear(b, p, o, csq)) {
			/* a slapshot: two dice a line, no re-roll */
			double slap = rink__tsp_odds(b, 1 + 2 * b->lines_to[o][csq], 0, 1);
			thr = slap > thr ? slap : thr;
		}
		/* further off: the Moves its carrier (or a teammate a pass
		 * away) still needs to a lane, a threat for the turn after (the
		 * team ending its turn has one turn to steal or block) */
		double later = LATE * pow(LATE_DECAY, later_moves(b, p, o));
		thr = later > thr ? later : thr;
		e->fixed -= TSP_GOAL * thr + POSS + PROG * progress(b, o, p->sq[c]);
		return;
	}
	double steal = steal_odds(b, p, o, p->stamina[o]);
	e->fixed += (1 - steal) * (POSS + PROG * progress(b, t, p->sq[c])) -
	            steal * (POSS + PROG * progress(b, o, p->sq[c]));
	e->keep = 1 - steal;
	e->steps = rink__tsp_plan(b, p, t, NONE, 3);
}

double rink__tsp_end_at(const struct tsp_board *b, const struct tsp_end *e, int k)
{
	double v = e->fixed + STAM * k;

	if (e->steps)
		v += e->keep * KEEP * TSP_GOAL * rink__tsp_odds(b, 1, k, e->steps);
	return v;
}

double rink__tsp_end_value(const struct tsp_board *b, const struct tsp_pos *p, int t)
{
	struct tsp_end e;

	rink__tsp_end(b, p, t, &e);
	return rink__tsp_end_at(b, &e, p->stamina[t]);
}

/* ---- Step 5. what an activation does --------------------------------------------- */

void rink__tsp_play(const struct tsp_board *b, struct tsp_pos *q, const struct rink_ts_action *a)
{
	int pc = a->piece;

	switch (a->kind) {
	case RINK_TS_MOVE:
		move_to(b, q, pc, a->sq);
		break;
	case RINK_TS_PASS:
		if (q->occ[a->sq]) {
			q->carrier = (uint8_t)(q->occ[a->sq] - 1);
			q->puck = a->sq;
		} else {
			q->carrier = NONE;
			q->puck = a->sq;
		}
		break;
	case RINK_TS_POKE:
		q->carrier = (uint8_t)pc;
		q->puck = q->sq[pc];
		break;
	case RINK_TS_HIT: {
		int tgt = q->occ[a->sq] - 1, hsq = a->sq;
		int dx = hsq % b->w - q->sq[pc] % b->w, dy = hsq / b->w - q->sq[pc] / b->w;
		int dir = dx || dy ? dir_of(dx, dy) : -1;
		int to = a->push != NONE ? a->push : dir >= 0 ? b->nb[hsq][dir] : NONE;
		bool had = q->carrier == tgt;
		if (tgt < 0 || to == NONE)
			break;
		if (had)
			q->carrier = NONE;
		rink__tsp_put(q, tgt, to);
		rink__tsp_put(q, pc, hsq);
		if (had) {
			q->carrier = (uint8_t)pc;
			q->puck = (uint8_t)hsq;
		}
		break;
	}
	default:
		break;
	}
	q->last_act = (uint8_t)pc;
}
