/*
 * games/slapshot/faceoff.c: one face-off, and the referee core.
 *
 * Rulebook: Turns 3(c) "The card with the higher value scores a goal ... If
 * the two cards have equal value then no goal is scored"; Goalies 1-2 "A
 * goalie of any value prevents any opposing card from scoring. Exception:
 * Tiny Tim always scores on goalies. Goalies never score goals, except when
 * two goalies meet, the higher card scores"; Bruisers & Injuries 1 "Any card
 * which meets a bruiser during a game is injured. The higher card still
 * scores, even if it is the bruiser. If two bruisers meet ... both are
 * injured." Home Ice Advantage: home starts 1-0 (regulation only: SS-GAP-07).
 *
 * rink__ss_faceoff_rule is the rule, written plainly; rink__ss_faceoff_table
 * evaluates it once for all 54 x 54 pairs when the game is made, and the
 * referee core reads only the table. Tests compare the two on every pair.
 */
#include <stdio.h>
#include <string.h>

#include "games/slapshot/slapshot_int.h"

/* Slapshot's printed cards through the card engine's rule (cards/faceoff.c). */
static void as_card(const struct rink_ss_card *c, struct rink__card *out)
{
	memset(out, 0, sizeof(*out));
	memcpy(out->name, c->name, sizeof(out->name));
	out->type = c->type;
	out->value2 = c->value2;
	out->bruiser = c->bruiser;
	out->scores_on_goalies = c->tiny_tim;
}

int rink__ss_faceoff_rule(const struct ss_game *g, int h, int a)
{
	const struct rink__fo_rules r = {.bruiser_beats_goalie = g->bruiser_beats_goalie,
	                                 .bruisers_spare = g->bruisers_spare};
	struct rink__card ch, ca;

	as_card(&g->cards[h], &ch);
	as_card(&g->cards[a], &ca);
	return rink__faceoff(&ch, ch.value2, &ca, ca.value2, &r);
}

void rink__ss_faceoff_table(struct ss_game *g)
{
	for (int h = 0; h < RINK_SS_CARDS; h++)
		for (int a = 0; a < RINK_SS_CARDS; a++) {
			int o = rink__ss_faceoff_rule(g, h, a);
			g->fo[h][a] = (uint8_t)o;
			g->diff[h][a] = (int8_t)((o & RINK_SS_FO_HOME_GOAL ? 1 : 0) -
			                         (o & RINK_SS_FO_AWAY_GOAL ? 1 : 0));
		}
}

int rink_ss_faceoff(const rink_game *g, int h, int a)
{
	if (h < 0 || h >= RINK_SS_CARDS || a < 0 || a >= RINK_SS_CARDS)
		return 0;
	return ss_game_impl(g)->fo[h][a];
}

int rink_ss_faceoff_reason(const rink_game *game, int h, int a, char *buf, size_t size)
{
	const struct ss_game *g = ss_game_impl(game);
	struct rink__card ch, ca;

	as_card(&g->cards[h], &ch);
	as_card(&g->cards[a], &ca);
	return rink__faceoff_reason(&ch, &ca, g->fo[h][a], buf, size);
}

void rink_ss_play(const rink_game *game, const uint8_t home[6], const uint8_t away[6],
                  bool overtime, struct rink_ss_result *r)
{
	const struct ss_game *g = ss_game_impl(game);

	memset(r, 0, sizeof(*r));
	r->home_goals = overtime ? 0 : 1; /* Home Ice Advantage: regulation only */
	r->winner = -1;
	r->decided_at = -1;
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		int o = g->fo[home[i]][away[i]];
		r->outcome[i] = (uint8_t)o;
		r->pairs = i + 1;
		if (o & RINK_SS_FO_HOME_INJURED)
			r->injured[0][r->n_injured[0]++] = home[i];
		if (o & RINK_SS_FO_AWAY_INJURED)
			r->injured[1][r->n_injured[1]++] = away[i];
		r->home_goals += o & RINK_SS_FO_HOME_GOAL ? 1 : 0;
		r->away_goals += o & RINK_SS_FO_AWAY_GOAL ? 1 : 0;
		if (overtime && (o & 3)) {
			/* sudden death: the first goal ends it (SS-GAP-09) */
			r->decided_at = i;
			break;
		}
	}
	if (r->home_goals > r->away_goals)
		r->winner = 0;
	else if (r->away_goals > r->home_goals)
		r->winner = 1;
}

int rink_ss_regulation_diff(const rink_game *game, const uint8_t home[6], const uint8_t away[6])
{
	const struct ss_game *g = ss_game_impl(game);

	return 1 + g->diff[home[0]][away[0]] + g->diff[home[1]][away[1]] +
	       g->diff[home[2]][away[2]] + g->diff[home[3]][away[3]] + g->diff[home[4]][away[4]] +
	       g->diff[home[5]][away[5]];
}
