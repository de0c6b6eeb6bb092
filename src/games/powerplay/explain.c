/*
 * games/powerplay/explain.c: why an action is not legal, in one line for
 * people that names the rule it breaks (rink_state_explain).
 *
 * The legal-action lists (turns.c) stay the authority: this runs only on
 * an action they refuse, and names the first rule it breaks, in the order
 * they are checked: what the phase asks for, then the action's own
 * conditions. It reads only what the seat may see: its own team, hand and
 * roster, the public sheet (who initiated against whom) and the piles'
 * sizes. The rulebook's sections are named as printed (Preparations,
 * Trade, Draft, Play a Game, the Season Play Rule, Special Players, Team
 * Variant Rules).
 */
#include <stdio.h>
#include <string.h>

#include "games/powerplay/pp_int.h"

static const char *const one[3] = {"forward", "defender", "goalie"};
static const char *const many[3] = {"forwards", "defenders", "goalies"};
static const char *const team_of[3] = {"3 forwards", "2 defenders", "goalie"};

#define SHAPE "a team is 3 forwards, 2 defenders and 1 goalie"

static const char *name(const struct pp_state *s, int c)
{
	return c >= 0 && c < pp_game_of(s)->deck.n ? pp_card(s, c)->name : "?";
}

/* What the phase asks of the seat, for an action of another kind. */
static int phase_asks(const struct pp_state *s, char *buf, size_t size)
{
	const struct pp_game *g = pp_game_of(s);

	switch (s->phase) {
	case RINK_PP_SETUP:
		return snprintf(buf, size,
		                "the teams are still being picked, one card at a time "
		                "(Preparations); draw forward, defense or goalie");
	case RINK_PP_TEAMPICK:
		return snprintf(buf, size,
		                "each manager first selects a team (Team Variant Rules); team "
		                "NAME");
	case RINK_PP_TURN:
		if (g->team_variant)
			return snprintf(buf, size,
			                "your turn is a game (Team Variant Rules: no drafting or "
			                "trading); game M");
		return snprintf(buf, size,
		                "your turn: trade, draft or play a game (Sequence of Play)");
	case RINK_PP_GIVE:
		return snprintf(buf, size, "a trade is on; finish it, give back a %s (Trade)",
		                one[pp_type(s, s->trade_taken)]);
	case RINK_PP_ROUND:
		return snprintf(buf, size,
		                "a game is on; lay your next player, play CARD (Play a "
		                "Game 2-4)");
	case RINK_PP_RUMP:
		return snprintf(buf, size,
		                "Rumpelstockchen was played: bring in your highest remaining "
		                "player, take CARD (Special Players)");
	case RINK_PP_BULLY:
		return snprintf(buf, size,
		                "Sitting Bully is in: turn a pile's top card or not, bully "
		                "forward, defense, goalie or no (Special Players)");
	case RINK_PP_JUDGE:
		return snprintf(buf, size,
		                "the game is tied and you hold Jolly Judge: judge claim or judge "
		                "decline (Special Players)");
	case RINK_PP_FIELD:
		return snprintf(buf, size,
		                "field your six for this game, field CARD (Team Variant "
		                "Rules)");
	case RINK_PP_REST:
		return snprintf(buf, size,
		                "the game is over: rest 3 of the players you used, rest CARD "
		                "(Team Variant Rules)");
	case RINK_PP_SUB:
		return snprintf(buf, size,
		                "choose who comes in for the injured player before sudden death, "
		                "sub CARD");
	default:
		return snprintf(buf, size, "the game is over");
	}
}

static int explain_game(const struct pp_state *s, int seat, int t, char *buf, size_t size)
{
	const struct pp_game *g = pp_game_of(s);

	if (t == seat)
		return snprintf(buf, size,
		                "you challenge another manager, not yourself (Play a "
		                "Game 1)");
	if (t >= s->n)
		return snprintf(buf, size, "there is no manager %d", t + 1);
	if (s->out_mgr & (1u << t))
		return snprintf(buf, size,
		                "manager %d is out: the teams not in the post-season are removed "
		                "from the game (End of the Regular Season)",
		                t + 1);
	if (s->stage != RINK_PP_SEASON) {
		int w = snprintf(buf, size,
		                 "the post-season's games are set (End of the Regular Season); "
		                 "yours:");
		bool any = false;
		for (int o = 0; o < s->n; o++)
			if (rink__pp_scheduled(s, seat, o) && (size_t)w < size) {
				w += snprintf(buf + w, size - (size_t)w, " game %d", o + 1);
				any = true;
			}
		if (!any && (size_t)w < size)
			w += snprintf(buf + w, size - (size_t)w, " none now");
		return w;
	}
	if (g->team_variant && !rink__pp_tv_can_field(s, seat) && !rink__pp_tv_can_field(s, t))
		return snprintf(buf, size,
		                "neither you nor manager %d can field " SHAPE
		                " from players not resting (Team Variant Rules)",
		                t + 1);
	return rink__schedule_refusal(s->initiated[seat], s->n, s->out_mgr | 1u << seat, t,
	                              "the Season Play Rule", buf, size);
}

static int explain_turn(const struct pp_state *s, int seat, int a, char *buf, size_t size)
{
	const struct pp_game *g = pp_game_of(s);

	if (a >= PP_A_TRADE && a < PP_A_GAME) {
		bool trade = a < PP_A_DRAFT;
		int t = (a - PP_A_TRADE) / 6, c = a - PP_A_DRAFT;
		if (g->team_variant)
			return snprintf(buf, size,
			                "there is no drafting or trading in the team variant (Team "
			                "Variant Rules)");
		if (s->stage != RINK_PP_SEASON)
			return snprintf(buf, size,
			                "trades and drafts end with the regular season (the "
			                "post-season plays its games; postseason=turns allows "
			                "them)");
		if (trade && t == seat)
			return snprintf(buf, size,
			                "you trade with another manager, not yourself "
			                "(Trade)");
		if (trade)
			return snprintf(buf, size,
			                "manager %d is out of the game (End of the Regular "
			                "Season)",
			                t + 1);
		return snprintf(buf, size,
		                "%s is not on your team, and you draft only a player of your own "
		                "team (Draft)",
		                name(s, c));
	}
	if (a >= PP_A_GAME && a < PP_A_GIVE)
		return explain_game(s, seat, a - PP_A_GAME, buf, size);
	if (a >= PP_A_GIVE && a < PP_A_PASS)
		return snprintf(buf, size,
		                "you give back a player only in a trade, after taking one "
		                "(Trade); trade M P first");
	if (a == PP_A_PASS)
		return snprintf(buf, size,
		                "each turn you trade, draft or play a game (Sequence of Play); "
		                "pass is only for a manager who can do none of them");
	return phase_asks(s, buf, size);
}

static int explain_give(const struct pp_state *s, int seat, int c, char *buf, size_t size)
{
	int type = pp_type(s, s->trade_taken);

	if (c == s->trade_taken)
		return snprintf(buf, size,
		                "you cannot return the player you just drew, %s (Trade); give "
		                "back one of your own %s",
		                name(s, c), many[type]);
	if (rink__pp_slot_of(s, seat, c) < 0)
		return snprintf(buf, size, "%s is not on your team", name(s, c));
	if (pp_type(s, c) != type)
		return snprintf(buf, size,
		                "you took a %s, so you give back a %s, the same type (Trade)",
		                one[type], one[type]);
	return snprintf(buf, size,
	                "you drew Rosalinde: you must give your highest %s for her (Special "
	                "Players)",
	                one[type]);
}

static int explain_play(const struct pp_state *s, int seat, int c, char *buf, size_t size)
{
	int side = rink__pp_side_of(s, seat);

	for (int i = 0; side >= 0 && i < RINK_PP_TEAM; i++)
		if (s->gcard[side][i] == c) {
			if (s->played[side] & (1 << i))
				return snprintf(
				        buf, size,
				        "%s has played in this %s already: each player once "
				        "(Play a Game 4)",
				        name(s, c), s->pass ? "sudden-death round" : "game");
			return snprintf(buf, size,
			                "%s is in your order already; lay each of your six once "
			                "(lineup=fixed)",
			                name(s, c));
		}
	return snprintf(buf, size, "%s is not one of your six in this game", name(s, c));
}

static int explain_field(const struct pp_state *s, int seat, int c, char *buf, size_t size)
{
	int pos = rink__pp_tv_pos(s, seat, c), type = pp_type(s, c);

	if (pos < 0)
		return snprintf(buf, size, "%s is not on your team", name(s, c));
	if (s->injured_tv[seat] & (1u << pos))
		return snprintf(buf, size, "%s is injured for the season (team_injury=season)",
		                name(s, c));
	if (s->resting[seat] & (1u << pos))
		return snprintf(buf, size,
		                "%s is resting on the bench this game; the 3 rested after a game "
		                "sit out the next (Team Variant Rules)",
		                name(s, c));
	if (rink__pp_slot_of(s, seat, c) >= 0)
		return snprintf(buf, size, "%s is fielded already", name(s, c));
	return snprintf(buf, size,
	                "you have fielded your %s, and " SHAPE " (Team Variant Rules); field a "
	                "player of another type",
	                team_of[type]);
}

static int explain_rest(const struct pp_state *s, int seat, int c, char *buf, size_t size)
{
	int side = rink__pp_side_of(s, seat), pos = rink__pp_tv_pos(s, seat, c);

	if (pos < 0 || side < 0)
		return snprintf(buf, size, "%s is not on your team", name(s, c));
	if (!(s->tv_used[side] & (1u << pos)))
		return snprintf(buf, size,
		                "%s did not play this game; you rest 3 of the players you used "
		                "(Team Variant Rules)",
		                name(s, c));
	if (s->rest_new[side] & (1u << pos))
		return snprintf(buf, size,
		                "%s rests already (the injured rest first, Team Variant Rules)",
		                name(s, c));
	return snprintf(buf, size, "you have chosen your 3 to rest");
}

int rink__pp_explain(const struct rink_state *base, int seat, int a, char *buf, size_t size)
{
	const struct pp_state *s = (const struct pp_state *)base;
	const struct pp_game *g = pp_game_of(s);

	if (a < 0 || a >= PP_A_END)
		return 0;
	switch (s->phase) {
	case RINK_PP_SETUP:
		if (a < PP_A_TRADE)
			return snprintf(buf, size,
			                "your team already has its %s, and " SHAPE
			                " (Concept; Preparations)",
			                team_of[a - PP_A_DRAW]);
		break;
	case RINK_PP_TEAMPICK:
		if (a >= PP_A_TEAM && a < PP_A_FIELD) {
			if (a - PP_A_TEAM == g->mask_symbol)
				return snprintf(
				        buf, size,
				        "the mask cards are drawn at random, one a manager, "
				        "not chosen (Team Variant Rules)");
			return snprintf(buf, size,
			                "team %s is taken; each manager selects his own (Team "
			                "Variant Rules)",
			                a - PP_A_TEAM < g->deck.n_symbols
			                        ? g->deck.symbols[a - PP_A_TEAM]
			                        : "?");
		}
		break;
	case RINK_PP_TURN:
		return explain_turn(s, seat, a, buf, size);
	case RINK_PP_GIVE:
		if (a >= PP_A_GIVE && a < PP_A_PASS)
			return explain_give(s, seat, a - PP_A_GIVE, buf, size);
		break;
	case RINK_PP_ROUND:
		if (a >= PP_A_PLAY && a < PP_A_TAKE)
			return explain_play(s, seat, a - PP_A_PLAY, buf, size);
		break;
	case RINK_PP_RUMP:
		if (a >= PP_A_TAKE && a < PP_A_BULLY)
			return snprintf(buf, size,
			                "Rumpelstockchen makes you play your highest remaining "
			                "player, and %s is not one of them (Special Players)",
			                name(s, a - PP_A_TAKE));
		break;
	case RINK_PP_BULLY:
		if (a >= PP_A_BULLY && a < PP_A_BULLY_NO)
			return snprintf(buf, size, "the %s pile is empty", one[a - PP_A_BULLY]);
		break;
	case RINK_PP_FIELD:
		if (a >= PP_A_FIELD && a < PP_A_REST)
			return explain_field(s, seat, a - PP_A_FIELD, buf, size);
		break;
	case RINK_PP_REST:
		if (a >= PP_A_REST && a < PP_A_SUB)
			return explain_rest(s, seat, a - PP_A_REST, buf, size);
		break;
	case RINK_PP_SUB:
		if (a >= PP_A_SUB)
			return snprintf(
			        buf, size,
			        "%s cannot come in: a substitute is a player of the injured "
			        "one's type, not in the six, not resting and not injured",
			        name(s, a - PP_A_SUB));
		break;
	default:
		break;
	}
	return phase_asks(s, buf, size);
}
