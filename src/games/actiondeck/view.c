/*
 * games/actiondeck/view.c: what people read: the position as JSON, events
 * as text and JSON (play-by-play), and the whole-state consistency check
 * (the box score is box.c).
 *
 * Invariants checked: each deck is a permutation of 1-100; the modifiers
 * kept match the skaters and pulled goalies; the score
 * equals the goals recorded (plus one for a shoot-out win) and the
 * scorers' goals; no more than two skaters short per team; every running
 * penalty names a player of its team; the goalie in net is a goalie who
 * is not out.
 */
#include <stdio.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

static const char *const zone_names[] = {"D", "M", "A"};
const char *const rink__ad_kind_names[4] = {"minor", "major", "misconduct", "penalty shot"};
static const char *const save_names[] = {
        "the goalie covers the puck: face-off", "a rebound: another shot",
        "cleared: the defence has the puck", "the attack keeps the puck"};
/* The zones and the entries in a fan's words (the codes stay beside them:
 * they are what the cards print). */
static const char *const zone_words[] = {"defending zone", "middle zone", "attacking zone"};
static const char *const entry_text[] = {"a pass ahead one zone",
                                         "a pass within the zone",
                                         "a pass back one zone",
                                         "a control draw",
                                         "a face-off",
                                         "a penalty check",
                                         "a shot"};
const char *const rink__ad_dec_names[4] = {"regulation", "overtime", "shoot-out", "tie"};
static const char *const phase_names[] = {"play", "pause", "pull", "pick", "over"};

const char *rink__ad_pname(const struct rink_game *game, int team, int i)
{
	const struct ad_game *g = game->impl;

	if (team < 0 || team > 1 || i < 0 || i >= g->team[team]->n)
		return "-";
	return g->team[team]->p[i].name;
}

/* Who a penalty is on: a player, or the bench when nobody on PEN could
 * sit (AD-PEN-11: the team still plays short). */
const char *rink__ad_pen_name(const struct rink_game *game, int team, int i)
{
	return i < 0 || i == AD_NONE ? "bench" : rink__ad_pname(game, team, i);
}

static const char *abbr(const struct rink_game *game, int team)
{
	const struct ad_game *g = game->impl;

	return team >= 0 && team <= 1 ? g->team[team]->abbr : "-";
}

void rink__ad_clock_text(int secs, char *buf, size_t size)
{
	snprintf(buf, size, "%d:%02d", secs / 60, secs % 60);
}

static const char *period_text(int period)
{
	static const char *const names[] = {"1st period", "2nd period", "3rd period", "overtime",
	                                    "shoot-out"};

	return period >= 1 && period <= 5 ? names[period - 1] : "game";
}

int rink__ad_event_text(const struct rink_game *g, const struct rink_event *e, int seat, char *buf,
                        size_t size)
{
	const int16_t *a = e->arg;
	char clk[16];

	switch (e->type) {
	case RINK_AD_EV_PERIOD:
		return snprintf(buf, size, "-- %s --", period_text(a[0]));
	case RINK_AD_EV_FACEOFF:
		return snprintf(buf, size, "face-off (cards %s %d, %s %d): %s wins it in its %s",
		                abbr(g, 0), a[1], abbr(g, 1), a[2], abbr(g, a[0]),
		                zone_words[a[3] % 3]);
	case RINK_AD_EV_ENTRY:
		return snprintf(buf, size, "card %d: %s has the puck in its %s: %s (%s)", a[0],
		                abbr(g, a[1]), zone_words[a[2] % 3], entry_text[a[3] % 7],
		                rink__ad_entry_names[a[3] % 7]);
	case RINK_AD_EV_CONTROL:
		/* cards and totals: the team with the puck (a[6]) first */
		return snprintf(buf, size,
		                "control draw, %s %d (card %d) against %s %d (card %d): %s %s the "
		                "puck in its %s",
		                abbr(g, a[6]), a[2], a[0], abbr(g, 1 - a[6]), a[3], a[1],
		                abbr(g, a[4]), a[4] == a[6] ? "keeps" : "takes",
		                zone_words[a[5] % 3]);
	case RINK_AD_EV_PENCHECK:
		if (a[1] < 0)
			return snprintf(buf, size, "penalty check %d: no penalty", a[0]);
		return snprintf(buf, size, "penalty check %d: a penalty on %s", a[0],
		                abbr(g, a[1]));
	case RINK_AD_EV_PENALTY:
		rink__ad_clock_text(a[4], clk, sizeof(clk));
		if (a[2] == RINK_AD_PSHOT)
			return snprintf(buf, size, "%s penalty shot awarded against %s", clk,
			                abbr(g, a[0]));
		return snprintf(buf, size, "%s PENALTY %s %s: %s (%d min)", clk, abbr(g, a[0]),
		                rink__ad_pen_name(g, a[0], a[1]), rink__ad_kind_names[a[2] & 3],
		                a[3]);
	case RINK_AD_EV_PEN_END:
		return snprintf(buf, size, "%s %s's penalty is over%s", abbr(g, a[0]),
		                rink__ad_pname(g, a[0], a[1]), a[2] ? " (power-play goal)" : "");
	case RINK_AD_EV_SHOT:
		if (a[4] < 0)
			return snprintf(buf, size,
			                "%s %s shoots at the empty net (%d, within 90): %s",
			                abbr(g, a[0]), rink__ad_pname(g, a[0], a[1]), a[3],
			                a[5] ? "GOAL" : "wide");
		return snprintf(
		        buf, size,
		        "%s shot by %s on %s: %s (card %d is %s, so %s: card %d against %d)",
		        abbr(g, a[0]), rink__ad_pname(g, a[0], a[1]),
		        rink__ad_pname(g, 1 - a[0], a[4]), a[5] ? "GOAL" : "no goal", a[2],
		        a[2] % 2 ? "odd" : "even",
		        a[2] % 2 ? "the goalie's save %" : "the shooter's %", a[3], a[6]);
	case RINK_AD_EV_SAVE:
		return snprintf(buf, size, "save, chart %d: %s", a[0], save_names[a[1] & 3]);
	case RINK_AD_EV_GOAL:
		rink__ad_clock_text(a[5], clk, sizeof(clk));
		return snprintf(buf, size, "%s GOAL %s: %s (%s%s%s)%s  %s %d, %s %d", clk,
		                abbr(g, a[0]), rink__ad_pname(g, a[0], a[1]),
		                a[2] >= 0 ? rink__ad_pname(g, a[0], a[2]) : "unassisted",
		                a[3] >= 0 ? ", " : "",
		                a[3] >= 0 ? rink__ad_pname(g, a[0], a[3]) : "",
		                AD_GOAL_STRENGTH(a[4]) == 1   ? " PP"
		                : AD_GOAL_STRENGTH(a[4]) == 2 ? " SH"
		                : AD_GOAL_STRENGTH(a[4]) == 3 ? " EN"
		                                              : "",
		                abbr(g, 0), a[6], abbr(g, 1), a[7]);
	case RINK_AD_EV_INJURY:
		if (a[0] < 0)
			return snprintf(buf, size, "injury check %d: no injury", a[4]);
		return snprintf(buf, size, "INJURY %s %s: out for the %s%s", abbr(g, a[0]),
		                rink__ad_pname(g, a[0], a[1]), a[2] == 1 ? "period" : "game",
		                a[3] ? " and more games" : "");
	case RINK_AD_EV_PULL:
		return snprintf(buf, size, "%s %s", abbr(g, a[0]),
		                a[1] ? "pulls the goalie for a sixth attacker"
		                     : "goalie back in net");
	case RINK_AD_EV_SO_SHOT:
	case RINK_AD_EV_PSHOT:
		if (e->type == RINK_AD_EV_PSHOT && a[5]) /* AD-GAP-38 (a): within 90 */
			return snprintf(buf, size,
			                "%s penalty shot %s at the empty net (%d, within %d): %s",
			                abbr(g, a[0]), rink__ad_pname(g, a[0], a[1]), a[2], a[4],
			                a[3] == 0 ? "GOAL" : "wide");
		return snprintf(buf, size, "%s %s %s (%d): %s", abbr(g, a[0]),
		                e->type == RINK_AD_EV_PSHOT ? "penalty shot" : "shoot-out",
		                rink__ad_pname(g, a[0], a[1]), a[2],
		                a[3] == 0   ? "GOAL"
		                : a[3] == 1 ? "saved"
		                            : "wide");
	case RINK_AD_EV_END_PERIOD:
		return snprintf(buf, size, "end of the %s: %s %d, %s %d", period_text(a[0]),
		                abbr(g, 0), a[1], abbr(g, 1), a[2]);
	case RINK_AD_EV_SO_LOT:
		return snprintf(buf, size,
		                "no shooter left on either side: card %d (%s) gives %s the game",
		                a[0], a[0] % 2 == 0 ? "even" : "odd", abbr(g, a[1]));
	case RINK_AD_EV_OVER:
		return snprintf(buf, size, "FINAL %s %d, %s %d (%s)", abbr(g, 0), a[0], abbr(g, 1),
		                a[1], rink__ad_dec_names[a[2] & 3]);
	}
	return snprintf(buf, size, "event %d", e->type);
}

/* ---- events and the position as JSON ------------------------------------------------ */

/* Every name a client reads, as one word (docs/protocol/actiondeck.md). */
static const char *const ev_types[] = {
        "",        "period",      "faceoff",      "entry",      "control", "pencheck",
        "penalty", "penalty_end", "shot",         "save",       "goal",    "injury",
        "pull",    "so_shot",     "penalty_shot", "period_end", "over",    "so_lot"};
static const char *const entry_words[] = {"pass_forward", "pass",    "pass_back", "control",
                                          "faceoff",      "penalty", "shot"};
static const char *const kind_words[] = {"minor", "major", "misconduct", "penalty_shot"};
static const char *const save_words[] = {"cover", "rebound", "clear", "keep"};
static const char *const strength_words[] = {"even", "pp", "sh", "en"};
static const char *const chart_words[] = {"even", "pp", "sh"};
static const char *const so_words[] = {"goal", "saved", "wide"};
static const char *const dec_words[] = {"regulation", "overtime", "shootout", "tie"};
static const char *const out_words[] = {"in", "period", "game", "absent", "misconduct", "box"};

/* A player of team by name, or null (no player: -1 or AD_NONE). */
static json_t *jplayer(const struct rink_game *game, int team, int i)
{
	const struct ad_game *g = game->impl;

	if (team < 0 || team > 1 || i < 0 || i >= g->team[team]->n)
		return json_null();
	return json_string(g->team[team]->p[i].name);
}

/* A team by abbreviation, or null (-1: neither). */
static json_t *jteam(const struct rink_game *game, int team)
{
	return team >= 0 && team <= 1 ? json_string(abbr(game, team)) : json_null();
}

static json_t *jpair(int home, int away)
{
	return json_pack("[ii]", home, away);
}

static const char *word(const char *const *w, int n, int i)
{
	return i >= 0 && i < n ? w[i] : "?";
}
#define WORD(w, i) word(w, (int)(sizeof(w) / sizeof(w[0])), (i))

/* Zone z named from team's side, named from the home team's. */
static const char *home_zone(int z, int team)
{
	return zone_names[ad_zone_for((unsigned)z % 3, (unsigned)team & 1)];
}

/* Sets key to v on o (v is taken over; a NULL v, out of memory, marks o
 * failed through *ok). */
static void put(json_t *o, const char *key, json_t *v, bool *ok)
{
	if (!v || json_object_set_new(o, key, v))
		*ok = false;
}

/* The cards a period counts out: 100, overtime's, none in the shoot-out. */
static int period_cards(const struct rink_game *game, int period)
{
	const struct ad_game *g = game->impl;

	return period <= 3 ? 100 : period == 4 ? g->ot_cards : 0;
}

json_t *rink__ad_event_json(const struct rink_game *g, const struct rink_event *e, int seat)
{
	const int16_t *a = e->arg;
	char text[256];
	json_t *o = json_object();
	bool ok = o != NULL;

	if (!o)
		return NULL;
	put(o, "type", json_string(WORD(ev_types, e->type)), &ok);
	switch (e->type) {
	case RINK_AD_EV_PERIOD:
		put(o, "period", json_integer(a[0]), &ok);
		put(o, "cards", json_integer(a[0] >= 5 ? 0 : a[1]), &ok);
		break;
	case RINK_AD_EV_FACEOFF:
		put(o, "winner", jteam(g, a[0]), &ok);
		put(o, "cards", jpair(a[1], a[2]), &ok);
		put(o, "control", jpair(a[4], a[5]), &ok);
		put(o, "possession", jteam(g, a[0]), &ok);
		put(o, "zone", json_string(zone_names[a[3] % 3]), &ok);
		put(o, "home_zone", json_string(home_zone(a[3], a[0])), &ok);
		break;
	case RINK_AD_EV_ENTRY:
		put(o, "card", json_integer(a[0]), &ok);
		put(o, "team", jteam(g, a[1]), &ok);
		put(o, "zone", json_string(zone_names[a[2] % 3]), &ok);
		put(o, "home_zone", json_string(home_zone(a[2], a[1])), &ok);
		put(o, "entry", json_string(rink__ad_entry_names[a[3] % 7]), &ok);
		put(o, "read", json_string(WORD(entry_words, a[3])), &ok);
		put(o, "period", json_integer(a[5]), &ok);
		put(o, "clock", json_integer(a[4]), &ok);
		put(o, "cards_left", json_integer(a[6]), &ok);
		break;
	case RINK_AD_EV_CONTROL:
		put(o, "team", jteam(g, a[6]), &ok);
		put(o, "cards", json_pack("[ii]", a[0], a[1]), &ok);
		put(o, "totals", json_pack("[ii]", a[2], a[3]), &ok);
		put(o, "result",
		    json_string(a[2] > a[3]    ? "won"
		                : a[2] == a[3] ? "equal"
		                               : "lost"),
		    &ok);
		put(o, "possession", jteam(g, a[4]), &ok);
		put(o, "zone", json_string(zone_names[a[5] % 3]), &ok);
		put(o, "home_zone", json_string(home_zone(a[5], a[4])), &ok);
		break;
	case RINK_AD_EV_PENCHECK:
		put(o, "card", json_integer(a[0]), &ok);
		put(o, "team", jteam(g, a[2]), &ok);
		put(o, "zone", json_string(zone_names[a[3] % 3]), &ok);
		put(o, "penalized", jteam(g, a[1]), &ok);
		put(o, "outcome",
		    json_string(a[1] >= 0           ? "penalty"
		                : a[3] < RINK_AD_ZA ? "advance"
		                                    : "shot"),
		    &ok);
		break;
	case RINK_AD_EV_PENALTY:
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "kind", json_string(WORD(kind_words, a[2])), &ok);
		put(o, "period", json_integer(a[5]), &ok);
		put(o, "clock", json_integer(a[4]), &ok);
		if (a[2] == RINK_AD_PSHOT) {
			put(o, "player", json_null(), &ok);
			put(o, "awarded_to", jteam(g, 1 - a[0]), &ok);
		} else {
			put(o, "player", jplayer(g, a[0], a[1]), &ok);
			put(o, "bench", json_boolean(a[1] < 0), &ok);
			put(o, "minutes", json_integer(a[3]), &ok);
			/* timing.c: a minor runs 4 control attempts, a major 10, a
			 * misconduct 50 entry cards */
			put(o, "length",
			    json_integer(a[2] == RINK_AD_MINOR   ? 4
			                 : a[2] == RINK_AD_MAJOR ? 10
			                                         : 50),
			    &ok);
			put(o, "length_unit",
			    json_string(a[2] == RINK_AD_MISCONDUCT ? "cards" : "attempts"), &ok);
		}
		put(o, "skaters", jpair(a[6], a[7]), &ok);
		break;
	case RINK_AD_EV_PEN_END:
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "player", jplayer(g, a[0], a[1]), &ok);
		put(o, "kind", json_string(WORD(kind_words, a[3])), &ok);
		put(o, "why", json_string(a[2] ? "goal" : "served"), &ok);
		put(o, "skaters", jpair(a[4], a[5]), &ok);
		break;
	case RINK_AD_EV_SHOT:
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "shooter", jplayer(g, a[0], a[1]), &ok);
		put(o, "goalie", jplayer(g, 1 - a[0], a[4]), &ok);
		put(o, "empty_net", json_boolean(a[4] < 0), &ok);
		put(o, "selection_card", a[4] < 0 ? json_null() : json_integer(a[2]), &ok);
		put(o, "settled_by",
		    json_string(a[4] < 0   ? "empty_net"
		                : a[2] % 2 ? "goalie"
		                           : "shooter"),
		    &ok);
		put(o, "result_card", json_integer(a[3]), &ok);
		put(o, "percentage", json_integer(a[6]), &ok);
		put(o, "strength", json_string(WORD(strength_words, a[7])), &ok);
		put(o, "goal", json_boolean(a[5]), &ok);
		break;
	case RINK_AD_EV_SAVE:
		put(o, "team", jteam(g, a[3]), &ok);
		put(o, "goalie", jplayer(g, 1 - a[3], a[4]), &ok);
		put(o, "card", json_integer(a[0]), &ok);
		put(o, "chart", json_string(WORD(chart_words, a[2])), &ok);
		put(o, "result", json_string(WORD(save_words, a[1])), &ok);
		/* rink__ad_after_save: a face-off, the defence's puck in its D,
		 * the attack's in its A, or another shot */
		put(o, "possession",
		    a[1] == RINK_AD_CLEAR                             ? jteam(g, 1 - a[3])
		    : a[1] == RINK_AD_KEEP || a[1] == RINK_AD_REBOUND ? jteam(g, a[3])
		                                                      : json_null(),
		    &ok);
		put(o, "faceoff", json_boolean(a[1] == RINK_AD_COVER), &ok);
		break;
	case RINK_AD_EV_GOAL: {
		json_t *as = json_array();
		for (int k = 2; k <= 3 && as; k++)
			if (a[k] >= 0 && json_array_append_new(as, jplayer(g, a[0], a[k])))
				ok = false;
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "scorer", jplayer(g, a[0], a[1]), &ok);
		put(o, "assists", as, &ok);
		put(o, "strength", json_string(strength_words[AD_GOAL_STRENGTH(a[4])]), &ok);
		put(o, "penalty_shot", json_boolean(AD_GOAL_PSHOT(a[4])), &ok);
		put(o, "period", json_integer(AD_GOAL_PERIOD(a[4])), &ok);
		put(o, "clock", json_integer(a[5]), &ok);
		put(o, "score", jpair(a[6], a[7]), &ok);
		break;
	}
	case RINK_AD_EV_INJURY:
		put(o, "card", json_integer(a[4]), &ok);
		put(o, "injured", json_boolean(a[0] >= 0), &ok);
		if (a[0] >= 0) {
			put(o, "team", jteam(g, a[0]), &ok);
			put(o, "player", jplayer(g, a[0], a[1]), &ok);
			put(o, "out", json_string(a[2] == 1 ? "period" : "game"), &ok);
			put(o, "further_games", json_integer(a[3]), &ok);
		}
		put(o, "period", json_integer(a[5]), &ok);
		put(o, "clock", json_integer(a[6]), &ok);
		break;
	case RINK_AD_EV_PULL: {
		int left = period_cards(g, a[5]) * 12 - a[4];
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "pulled", json_boolean(a[1]), &ok);
		put(o, "score", jpair(a[2], a[3]), &ok);
		put(o, "period", json_integer(a[5]), &ok);
		put(o, "clock", json_integer(a[4]), &ok);
		put(o, "time_left", json_integer(left > 0 ? left : 0), &ok);
		put(o, "skaters", jpair(a[6], a[7]), &ok);
		break;
	}
	case RINK_AD_EV_SO_SHOT:
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "shooter", jplayer(g, a[0], a[1]), &ok);
		put(o, "goalie", jplayer(g, 1 - a[0], a[5]), &ok);
		put(o, "card", json_integer(a[2]), &ok);
		put(o, "within", json_integer(a[4]), &ok);
		put(o, "result", json_string(WORD(so_words, a[3])), &ok);
		put(o, "goal", json_boolean(a[3] == 0), &ok);
		put(o, "shootout", jpair(a[6], a[7]), &ok);
		break;
	case RINK_AD_EV_PSHOT:
		put(o, "team", jteam(g, a[0]), &ok);
		put(o, "shooter", jplayer(g, a[0], a[1]), &ok);
		put(o, "goalie", a[5] ? json_null() : jplayer(g, 1 - a[0], a[6]), &ok);
		put(o, "empty_net", json_boolean(a[5]), &ok);
		put(o, "card", json_integer(a[2]), &ok);
		put(o, "within", json_integer(a[4]), &ok);
		put(o, "result", json_string(WORD(so_words, a[3])), &ok);
		put(o, "goal", json_boolean(a[3] == 0), &ok);
		break;
	case RINK_AD_EV_END_PERIOD:
		put(o, "period", json_integer(a[0]), &ok);
		put(o, "score", jpair(a[1], a[2]), &ok);
		break;
	case RINK_AD_EV_OVER:
		put(o, "score", jpair(a[0], a[1]), &ok);
		put(o, "decision", json_string(WORD(dec_words, a[2])), &ok);
		put(o, "winner", jteam(g, a[0] > a[1] ? 0 : a[1] > a[0] ? 1 : -1), &ok);
		put(o, "shootout", jpair(a[3], a[4]), &ok);
		break;
	case RINK_AD_EV_SO_LOT:
		put(o, "card", json_integer(a[0]), &ok);
		put(o, "parity", json_string(a[0] % 2 ? "odd" : "even"), &ok);
		put(o, "winner", jteam(g, a[1]), &ok);
		break;
	}
	rink__ad_event_text(g, e, seat, text, sizeof(text));
	put(o, "text", json_string(text), &ok);
	if (!ok) {
		json_decref(o);
		return NULL;
	}
	return o;
}

/* Who is stronger on the ice: skaters each side (a pulled goalie's extra
 * attacker apart), the team on the power play and the one short-handed,
 * the teams whose goalie is pulled. */
static json_t *strength_json(const struct ad_state *s)
{
	const struct rink_game *g = s->base.game;
	int h = rink__ad_skaters(s, 0), a = rink__ad_skaters(s, 1);
	json_t *en = json_array();
	char label[16];

	for (int t = 0; t < 2 && en; t++)
		if (s->pulled[t] && json_array_append_new(en, json_string(abbr(g, t)))) {
			json_decref(en);
			return NULL;
		}
	snprintf(label, sizeof(label), "%d on %d", h, a);
	return json_pack("{s:[ii],s:s,s:o,s:o,s:o*}", "skaters", h, a, "label", label, "power_play",
	                 jteam(g, h > a   ? 0
	                          : a > h ? 1
	                                  : -1),
	                 "short_handed",
	                 jteam(g, h < a   ? 0
	                          : a < h ? 1
	                                  : -1),
	                 "empty_net", en);
}

/* The card last read from the period's deck (never one to come), with
 * its entry for each zone; null before the period's first. */
static json_t *card_json(const struct ad_state *s)
{
	const struct rink_ad_rules *r = ad_game(s)->rules;
	int c = s->pos > 0 && s->pos <= 100 ? s->deck[s->pos - 1] : 0;

	if (c < 1 || c > 100 || s->period > 4)
		return json_null();
	return json_pack("{s:i,s:{s:s,s:s,s:s}}", "number", c, "entries", "D",
	                 rink__ad_entry_names[r->entry[c][RINK_AD_ZD] % 7], "M",
	                 rink__ad_entry_names[r->entry[c][RINK_AD_ZM] % 7], "A",
	                 rink__ad_entry_names[r->entry[c][RINK_AD_ZA] % 7]);
}

/* The coach's question now, with what he weighs: the score, the time
 * left and the strength (they are in the view's other fields too). */
static json_t *decision_json(const struct ad_state *s, int left)
{
	const struct rink_game *g = s->base.game;
	int t = s->decider, d = s->box.score[1 - t] - s->box.score[t];

	switch (s->phase) {
	case AD_PH_PAUSE:
		return json_pack("{s:s,s:s}", "kind", "next", "team", abbr(g, 0));
	case AD_PH_PULL:
		return json_pack("{s:s,s:s,s:b,s:i,s:[ii],s:i,s:i,s:i,s:o*}", "kind", "pull",
		                 "team", abbr(g, t), "goalie_pulled", s->pulled[t], "trailing_by",
		                 d, "score", s->box.score[0], s->box.score[1], "period", s->period,
		                 "time_left", left * 12, "cards_left", left, "strength",
		                 strength_json(s));
	case AD_PH_PICK:
		t = (s->so_named & 1u) ? 1 : 0;
		return json_pack("{s:s,s:s,s:i,s:i}", "kind", "pick", "team", abbr(g, t), "named",
		                 s->so_npick[t], "to_name", 3 - s->so_npick[t]);
	default:
		return json_null();
	}
}

/* The shoot-out: goals, shooters named; the names only to their own
 * coach (and RINK_ALL_SEATS), as the other names his blind. */
static json_t *shootout_json(const struct ad_state *s, int seat)
{
	const struct rink_game *g = s->base.game;
	json_t *o = json_pack("{s:[ii],s:[ii]}", "goals", s->box.so_goals[0], s->box.so_goals[1],
	                      "named", s->so_npick[0], s->so_npick[1]);
	json_t *sh = json_array();

	if (!o || !sh) {
		json_decref(o);
		json_decref(sh);
		return NULL;
	}
	for (int t = 0; t < 2; t++) {
		json_t *l = json_array();
		if (!l || json_array_append_new(sh, l))
			break;
		if (seat != t && seat != RINK_ALL_SEATS)
			continue;
		for (int k = 0; k < s->so_npick[t]; k++)
			json_array_append_new(l, jplayer(g, t, s->so_pick[t][k]));
	}
	json_object_set_new(o, "shooters", sh);
	return o;
}

json_t *rink__ad_info_json(const struct rink_game *game)
{
	const struct ad_game *g = game->impl;
	json_t *teams = json_array();

	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = g->team[t];
		json_t *players = json_array();

		for (int i = 0; i < tm->n; i++) {
			const struct rink_ad_player *p = &tm->p[i];
			json_t *o = json_pack("{s:s, s:s, s:b}", "name", p->name, "pos", p->pos,
			                      "goalie", p->goalie);

			if (p->goalie)
				json_object_set_new(o, "save_pct", json_integer(p->save));
			else
				json_object_set_new(o, "pct",
				                    p->pct == RINK_AD_DASH ? json_null()
				                                           : json_integer(p->pct));
			json_array_append_new(players, o);
		}
		json_array_append_new(teams, json_pack("{s:s, s:s, s:s, s:i, s:o}", "side",
		                                       t ? "away" : "home", "abbr", tm->abbr,
		                                       "name", tm->name, "control", tm->control,
		                                       "players", players));
	}
	return json_pack("{s:s, s:o}", "game", "actiondeck", "teams", teams);
}

json_t *rink__ad_view_json(const struct rink_state *base, int seat)
{
	const struct ad_state *s = (const struct ad_state *)base;
	const struct rink_game *g = base->game;
	json_t *o = json_object(), *pens = json_array(), *out = json_array();
	int left = s->limit > s->pos ? s->limit - s->pos : 0;
	bool ok = o && pens && out;

	if (!ok) {
		json_decref(o);
		json_decref(pens);
		json_decref(out);
		return NULL;
	}
	put(o, "game", json_string("actiondeck"), &ok);
	put(o, "phase", json_string(phase_names[s->phase]), &ok);
	put(o, "period", json_integer(s->period), &ok);
	put(o, "clock", json_integer(rink__ad_clock(s)), &ok);
	put(o, "time_left", json_integer(s->period <= 4 ? left * 12 : 0), &ok);
	put(o, "cards_left", json_integer(left), &ok);
	put(o, "home", json_string(ad_team(s, 0)->abbr), &ok);
	put(o, "away", json_string(ad_team(s, 1)->abbr), &ok);
	put(o, "names", json_pack("[ss]", ad_team(s, 0)->name, ad_team(s, 1)->name), &ok);
	put(o, "score", jpair(s->box.score[0], s->box.score[1]), &ok);
	put(o, "shots", jpair(s->box.shots[0], s->box.shots[1]), &ok);
	put(o, "possession", json_string(ad_team(s, s->poss)->abbr), &ok);
	put(o, "zone", json_string(zone_names[s->zone % 3]), &ok);
	put(o, "home_zone", json_string(home_zone(s->zone, s->poss)), &ok);
	put(o, "faceoff_next", json_boolean(s->fo), &ok);
	put(o, "faceoff_zone", s->fo ? json_string(zone_names[s->fo_zone_home % 3]) : json_null(),
	    &ok);
	put(o, "shot_next", json_boolean(s->period <= 4 && rink__ad_shot_owed(s)), &ok);
	put(o, "card", card_json(s), &ok);
	put(o, "skaters", jpair(rink__ad_skaters(s, 0), rink__ad_skaters(s, 1)), &ok);
	put(o, "pulled", json_pack("[bb]", s->pulled[0], s->pulled[1]), &ok);
	put(o, "strength", strength_json(s), &ok);
	put(o, "control", jpair(s->ctl[0], s->ctl[1]), &ok);
	put(o, "goalies",
	    json_pack("[ss]", ad_team(s, 0)->p[s->goalie[0]].name,
	              ad_team(s, 1)->p[s->goalie[1]].name),
	    &ok);
	for (int i = 0; i < s->npen; i++) {
		const struct ad_pen *p = &s->pen[i];
		json_array_append_new(
		        pens,
		        json_pack("{s:s,s:s,s:s,s:i,s:s,s:i}", "team", abbr(g, p->team), "player",
		                  rink__ad_pen_name(g, p->team, p->player), "kind",
		                  rink__ad_kind_names[p->kind & 3], "left", rink__ad_pen_left(s, i),
		                  "unit", p->kind == RINK_AD_MISCONDUCT ? "cards" : "attempts",
		                  "minutes",
		                  p->kind == RINK_AD_MINOR   ? 2
		                  : p->kind == RINK_AD_MAJOR ? 5
		                                             : 10));
	}
	put(o, "penalties", pens, &ok);
	for (int t = 0; t < 2; t++)
		for (int i = 0; i < ad_team(s, t)->n; i++) {
			int why = s->out[t][i]               ? s->out[t][i]
			          : rink__ad_in_box(s, t, i) ? AD_OUT_BOX
			                                     : 0;
			if (why)
				json_array_append_new(out,
				                      json_pack("{s:s,s:s,s:s}", "team", abbr(g, t),
				                                "player", ad_team(s, t)->p[i].name,
				                                "why", WORD(out_words, why)));
		}
	put(o, "out", out, &ok);
	put(o, "decision", decision_json(s, left), &ok);
	if (s->phase == AD_PH_PULL)
		put(o, "deciding", json_string(ad_team(s, s->decider)->abbr), &ok);
	if (s->period >= 5)
		put(o, "shootout", shootout_json(s, seat), &ok);
	if (s->phase == AD_PH_OVER) {
		int d = s->box.score[0] - s->box.score[1];
		put(o, "result",
		    json_pack("{s:o,s:s}", "winner",
		              jteam(g, d > 0   ? 0
		                       : d < 0 ? 1
		                               : -1),
		              "decision", WORD(dec_words, s->box.decision)),
		    &ok);
	}
	put(o, "box", rink_ad_box_json(g, &s->box), &ok);
	if (!ok) {
		json_decref(o);
		return NULL;
	}
	return o;
}

static bool is_perm(const uint8_t *d)
{
	uint8_t seen[101] = {0};

	for (int i = 0; i < 100; i++) {
		if (d[i] < 1 || d[i] > 100 || seen[d[i]])
			return false;
		seen[d[i]] = 1;
	}
	return true;
}

int rink__ad_check(const struct rink_state *base, struct rink_error *err)
{
	const struct ad_state *s = (const struct ad_state *)base;
	const struct rink_ad_box *b = &s->box;
	int goals[2] = {0, 0}, pg[2] = {0, 0};

	if (!is_perm(s->deck))
		return rink_error_set(err, RINK_EINVAL,
		                      "the deck is not the cards 1-100 once each");
	if (s->npos < 100 && !is_perm(s->ndeck))
		return rink_error_set(err, RINK_EINVAL, "the numbers deck is not 1-100 once each");
	if (s->poss > 1 || s->zone > 2)
		return rink_error_set(err, RINK_EINVAL, "no team or no zone holds the puck");
	for (int i = 0; i < b->ngoals; i++)
		goals[b->goal[i].team]++;
	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = ad_team(s, t);
		for (int i = 0; i < tm->n; i++)
			pg[t] += b->p[t][i].g;
		int so = b->decision == RINK_AD_SO && s->period == 6 && b->period_goals[t][4];
		if (!s->adjusted && b->ngoals < RINK_AD_MAX_GOALS &&
		    (goals[t] + so != b->score[t] || pg[t] != goals[t]))
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: score %d but %d goals recorded, %d by scorers",
			                      tm->abbr, b->score[t], goals[t], pg[t]);
		if (!tm->p[s->goalie[t]].goalie)
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: the player in net is no goalie", tm->abbr);
		int short_by = 0;
		for (int i = 0; i < s->npen; i++)
			if (s->pen[i].team == t && s->pen[i].kind <= RINK_AD_MAJOR)
				short_by++;
		if (5 - rink__ad_skaters(s, t) != (short_by > 2 ? 2 : short_by))
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: skaters do not match penalties", tm->abbr);
		if (s->boxed[t] != rink__ad_boxed(s, t))
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: the players in the box do not match penalties",
			                      tm->abbr);
		int c, p, v;
		rink__ad_mods_of(s, t, &c, &p, &v);
		if (s->ctl[t] != c || s->pct_add[t] != p || s->save_add[t] != v)
			return rink_error_set(err, RINK_EINVAL,
			                      "%s: modifiers kept (%d, %+d, %+d) are not those now "
			                      "(%d, %+d, %+d)",
			                      tm->abbr, s->ctl[t], s->pct_add[t], s->save_add[t], c,
			                      p, v);
	}
	uint16_t next[3] = {AD_NEVER, AD_NEVER, AD_NEVER};
	for (int i = 0; i < s->npen; i++) {
		const struct ad_pen *p = &s->pen[i];
		if (p->team > 1 || (p->player != AD_NONE && p->player >= ad_team(s, p->team)->n))
			return rink_error_set(err, RINK_EINVAL, "a penalty names no player");
		/* a clock never passes a running penalty's end unplayed */
		if (p->clock > 1 || (p->end_att != AD_NEVER && p->end_att <= s->clk[p->clock]) ||
		    (p->end_card != AD_NEVER && p->end_card <= s->clk[AD_CLK_CARDS]) ||
		    (p->end_att == AD_NEVER && p->end_card == AD_NEVER))
			return rink_error_set(err, RINK_EINVAL, "penalty %d has no end to come",
			                      i + 1);
		if (p->end_att < next[p->clock])
			next[p->clock] = p->end_att;
		if (p->end_card < next[AD_CLK_CARDS])
			next[AD_CLK_CARDS] = p->end_card;
	}
	if (memcmp(next, s->next, sizeof(next)))
		return rink_error_set(err, RINK_EINVAL,
		                      "the penalty clocks' next ends are not the penalties'");
	return RINK_OK;
}
