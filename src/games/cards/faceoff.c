/*
 * games/cards/faceoff.c: two cards meet; who scores, who is injured.
 *
 * Both rulebooks agree on the rule (Slapshot: Turns 3(c), Goalies,
 * Bruisers & Injuries 1; Power Play: Play a Game step 3):
 *   Step 1. A card that scores on goalies (Tiny Tim, Willy Winzig) meeting
 *           a goalie scores, even when it is a goalie itself: its ability
 *           comes before the goalie rules (PP-GAP-15 step 5; possible only
 *           with a loaded list). Two such goalies cancel out. Two goalies:
 *           the higher scores. One goalie: nothing scores, except, as
 *           options, a higher bruiser (Slapshot's and Power
 *           Play's bruiser_beats_goalie=1) and a goalie higher than the
 *           bruiser it meets (Power Play's only: the bruiser line, "the
 *           higher card scores", PP-GAP-06 (b)). No goalie: the higher
 *           value scores; equal values score nothing.
 *   Step 2. Whatever meets a bruiser is injured; two bruisers meeting are
 *           both injured (the house reading that spares them is an option).
 * Values come in as arguments (halves): Slapshot passes the printed ones,
 * Power Play the values in play (Hydra's round value, Sitting Bully's
 * bonus).
 */
#include <stdio.h>

#include "games/cards/cards.h"

int rink__faceoff(const struct rink__card *ch, int hv, const struct rink__card *ca, int av,
                  const struct rink__fo_rules *r)
{
	bool gh = ch->type == RINK__GOALIE, ga = ca->type == RINK__GOALIE;
	int out = 0;

	/* Step 1. Who scores. */
	if (gh && ga && ch->scores_on_goalies != ca->scores_on_goalies) {
		out |= ch->scores_on_goalies ? RINK__FO_HOME_GOAL : RINK__FO_AWAY_GOAL;
	} else if (gh && ga) {
		if (hv > av)
			out |= RINK__FO_HOME_GOAL;
		else if (av > hv)
			out |= RINK__FO_AWAY_GOAL;
	} else if (gh) {
		if (ca->scores_on_goalies || (r->bruiser_beats_goalie && ca->bruiser && av > hv))
			out |= RINK__FO_AWAY_GOAL;
		else if (r->goalie_beats_bruiser && ca->bruiser && hv > av)
			out |= RINK__FO_HOME_GOAL;
	} else if (ga) {
		if (ch->scores_on_goalies || (r->bruiser_beats_goalie && ch->bruiser && hv > av))
			out |= RINK__FO_HOME_GOAL;
		else if (r->goalie_beats_bruiser && ch->bruiser && av > hv)
			out |= RINK__FO_AWAY_GOAL;
	} else if (hv > av) {
		out |= RINK__FO_HOME_GOAL;
	} else if (av > hv) {
		out |= RINK__FO_AWAY_GOAL;
	}

	/* Step 2. Who is injured: whatever meets a bruiser. */
	if (!(ch->bruiser && ca->bruiser && r->bruisers_spare)) {
		if (ca->bruiser)
			out |= RINK__FO_HOME_INJURED;
		if (ch->bruiser)
			out |= RINK__FO_AWAY_INJURED;
	}
	return out;
}

int rink__faceoff_reason(const struct rink__card *ch, const struct rink__card *ca, int o, char *buf,
                         size_t size)
{
	bool gh = ch->type == RINK__GOALIE, ga = ca->type == RINK__GOALIE;
	const char *scorer = o & RINK__FO_HOME_GOAL   ? ch->name
	                     : o & RINK__FO_AWAY_GOAL ? ca->name
	                                              : NULL;
	char why[96], inj[128] = "";

	/* one side's ability met a goalie (two such goalies cancel out) */
	if (scorer && (gh && ca->scores_on_goalies) != (ga && ch->scores_on_goalies))
		snprintf(why, sizeof(why), "%s always scores on goalies", scorer);
	else if (gh && ga)
		snprintf(why, sizeof(why),
		         scorer ? "%s scores: the higher goalie" : "equal goalies: no goal",
		         scorer);
	else if ((gh && (o & RINK__FO_HOME_GOAL)) || (ga && (o & RINK__FO_AWAY_GOAL)))
		snprintf(why, sizeof(why), "%s scores: a higher goalie beats the bruiser", scorer);
	else if (gh || ga)
		snprintf(why, sizeof(why),
		         scorer ? "%s scores: a higher bruiser beats the goalie"
		                : "goalie: blocked",
		         scorer);
	else if (scorer)
		snprintf(why, sizeof(why), "%s scores", scorer);
	else
		snprintf(why, sizeof(why), "equal: no goal");
	if ((o & RINK__FO_HOME_INJURED) && (o & RINK__FO_AWAY_INJURED))
		snprintf(inj, sizeof(inj), "; bruisers meet: both injured");
	else if (o & RINK__FO_HOME_INJURED)
		snprintf(inj, sizeof(inj), "; %s injured by the bruiser", ch->name);
	else if (o & RINK__FO_AWAY_INJURED)
		snprintf(inj, sizeof(inj), "; %s injured by the bruiser", ca->name);
	return snprintf(buf, size, "%s%s", why, inj);
}
