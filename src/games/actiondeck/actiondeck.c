/*
 * games/actiondeck/actiondeck.c: §I-II, the components and the setup of
 * Action Deck behind the game interface, and the helpers of
 * rink/actiondeck.h.
 *
 * Creating a game loads (or borrows) two team charts and the designed
 * components and fails naming any that is missing or invalid (AD-SET-01).
 * Seat 0 is the home coach and seat 1 the visitor's, fixed at setup
 * (AD-SET-05); the tournament flag is a parameter (AD-SET-06). A new state
 * shuffles the deck with its own generator (AD-SET-04) and waits before
 * the opening face-off for the home seat's "next", so that tools may mark
 * absent players and tests may stack the deck before any card is drawn.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/actiondeck/ad_int.h"

extern const struct rink__game_ops rink__actiondeck_ops;

/* The parameters that name players (home_goalie, away_goalie, home_out,
 * away_out, home_in, away_in), read before the charts are known. */
struct ad_names {
	char v[6][256];
};
static const char *const name_keys[6] = {"home_goalie", "away_goalie", "home_out",
                                         "away_out",    "home_in",     "away_in"};

static int read_params(struct ad_game *g, struct rink__params *p, struct ad_names *nm,
                       struct rink_error *err)
{
	static const char *const budgets[] = {"entries", "all", NULL};
	static const char *const stops[] = {"decision", "sequence", NULL};
	static const char *const counts[] = {"pp", "all", NULL};
	char budget[16], stop[16], count[16];
	bool b;
	int rc;

	if ((rc = rink__param_str(p, "budget", "entries", budgets, budget, sizeof(budget), err)))
		return rc;
	g->budget_all = !strcmp(budget, "all");
	if ((rc = rink__param_bool(p, "tournament", false, &b, err)))
		return rc;
	g->tournament = b;
	if ((rc = rink__param_bool(p, "regular_shootout", false, &b, err)))
		return rc;
	g->regular_so = b;
	if ((rc = rink__param_int(p, "overtime_cards", 25, 0, 100, &g->ot_cards, err)) ||
	    (rc = rink__param_int(p, "pull_cards", 10, 0, 100, &g->pull_cards, err)) ||
	    (rc = rink__param_int(p, "pull_deficit", 1, 1, 2, &g->pull_deficit, err)) ||
	    (rc = rink__param_str(p, "stop", "decision", stops, stop, sizeof(stop), err)) ||
	    (rc = rink__param_str(p, "attempts", "all", counts, count, sizeof(count), err)) ||
	    (rc = rink__param_int(p, "minor_cards", 10, 0, 100, &g->minor_cards, err)) ||
	    (rc = rink__param_int(p, "major_cards", 25, 0, 100, &g->major_cards, err)) ||
	    (rc = rink__param_int(p, "ot_skaters", 5, 3, 5, &g->ot_skaters, err)) ||
	    (rc = rink__param_int(p, "home_ice", 0, 0, 30, &g->home_ice, err)) ||
	    (rc = rink__param_int(p, "trail_ctl", 0, 0, 30, &g->trail_ctl, err)) ||
	    (rc = rink__param_int(p, "relief_goals", 0, 0, 20, &g->relief_goals, err)))
		return rc;
	for (int k = 0; k < 6; k++)
		if ((rc = rink__param_str(p, name_keys[k], "", NULL, nm->v[k], sizeof(nm->v[k]),
		                          err)))
			return rc;
	g->attempts_all = !strcmp(count, "all");
	g->stop_seq = !strcmp(stop, "sequence");
	return RINK_OK;
}

/* The row of team t named name (whole, as rink__name_cmp compares), or an
 * error naming the parameter. */
static int find_player(const struct rink_ad_team *t, const char *key, const char *name, bool goalie,
                       int *out, struct rink_error *err)
{
	for (int i = 0; i < t->n; i++)
		if (!rink__name_cmp(name, t->p[i].name)) {
			if (goalie && !t->p[i].goalie)
				return rink_error_set(err, RINK_EINVAL,
				                      "parameter %s=%s: %s is not a goalie of %s",
				                      key, name, t->p[i].name, t->abbr);
			*out = i;
			return RINK_OK;
		}
	return rink_error_set(err, RINK_EINVAL,
	                      "parameter %s=%s: no such player on the chart of %s", key, name,
	                      t->abbr);
}

/* AD-GAP-43 and AD-INJ-10: the starters and absent players the
 * parameters name, once the charts are known. */
static int resolve_names(struct ad_game *g, const struct ad_names *nm, struct rink_error *err)
{
	int rc;

	for (int t = 0; t < 2; t++) {
		g->starter[t] = -1;
		g->absent[t] = 0;
		if (nm->v[t][0]) {
			int i;
			if ((rc = find_player(g->team[t], name_keys[t], nm->v[t], true, &i, err)))
				return rc;
			g->starter[t] = (int8_t)i;
		}
		char list[256], *save = NULL;
		snprintf(list, sizeof(list), "%s", nm->v[2 + t]);
		for (char *w = strtok_r(list, ";", &save); w; w = strtok_r(NULL, ";", &save)) {
			int i;
			while (*w == ' ')
				w++;
			if (!*w)
				continue;
			if ((rc = find_player(g->team[t], name_keys[2 + t], w, false, &i, err)))
				return rc;
			g->absent[t] |= 1ull << i;
		}
		if (g->starter[t] >= 0 && (g->absent[t] >> g->starter[t] & 1))
			return rink_error_set(err, RINK_EINVAL,
			                      "parameter %s: the starting goalie %s is out",
			                      name_keys[2 + t], g->team[t]->p[g->starter[t]].name);
	}
	return RINK_OK;
}

static int ad_create(struct rink_game *game, struct rink__params *p, struct rink_error *err)
{
	struct ad_names nm;
	struct ad_game *g = calloc(1, sizeof(*g));
	char home[256], away[256], deck[256], pens[256], saves[256], assists[256], path[512];
	int rc;

	if (!g)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	g->own_team[0] = calloc(1, sizeof(struct rink_ad_team));
	g->own_team[1] = calloc(1, sizeof(struct rink_ad_team));
	g->own_rules = calloc(1, sizeof(struct rink_ad_rules));
	if (!g->own_team[0] || !g->own_team[1] || !g->own_rules) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	if ((rc = rink__param_str(p, "home", "actiondeck/league/BOS.csv", NULL, home, sizeof(home),
	                          err)) ||
	    (rc = rink__param_str(p, "away", "actiondeck/league/TOR.csv", NULL, away, sizeof(away),
	                          err)) ||
	    (rc = rink__param_str(p, "deck", "actiondeck/deck.csv", NULL, deck, sizeof(deck),
	                          err)) ||
	    (rc = rink__param_str(p, "penalties", "actiondeck/penalty.csv", NULL, pens,
	                          sizeof(pens), err)) ||
	    (rc = rink__param_str(p, "saves", "actiondeck/saves.csv", NULL, saves, sizeof(saves),
	                          err)) ||
	    (rc = rink__param_str(p, "assists", "actiondeck/assists.csv", NULL, assists,
	                          sizeof(assists), err)) ||
	    (rc = read_params(g, p, &nm, err)))
		goto out_free;
	rink__data_path(home, path, sizeof(path));
	if ((rc = rink_ad_team_load(g->own_team[0], path, err)))
		goto out_free;
	rink__data_path(away, path, sizeof(path));
	if ((rc = rink_ad_team_load(g->own_team[1], path, err)))
		goto out_free;
	if ((rc = rink_ad_rules_load(g->own_rules, deck, pens, saves, assists, err)))
		goto out_free;
	/* players traded in (a league's roster, roster.c): each from the chart
	 * of his old team in the folder of his new team's chart */
	for (int t = 0; t < 2; t++) {
		char dir[512], *slash;
		if (!nm.v[4 + t][0])
			continue;
		rink__data_path(t ? away : home, dir, sizeof(dir));
		if ((slash = strrchr(dir, '/')))
			*slash = 0;
		else
			snprintf(dir, sizeof(dir), ".");
		if ((rc = rink__ad_team_take_in(g->own_team[t], nm.v[4 + t], dir, NULL, err))) {
			rink_error_set(err, rc, "parameter %s: %s", name_keys[4 + t], err->text);
			goto out_free;
		}
	}
	g->team[0] = g->own_team[0];
	g->team[1] = g->own_team[1];
	g->rules = g->own_rules;
	if ((rc = resolve_names(g, &nm, err)))
		goto out_free;
	rink__ad_flow_table(g);
	game->impl = g;
	game->seats = 2;
	game->state_size = sizeof(struct ad_state);
	return RINK_OK;

out_free:
	free(g->own_team[0]);
	free(g->own_team[1]);
	free(g->own_rules);
	free(g);
	return rc;
}

static void ad_destroy(struct rink_game *game)
{
	struct ad_game *g = game->impl;

	if (g) {
		free(g->own_team[0]);
		free(g->own_team[1]);
		free(g->own_rules);
		free(g);
	}
	game->impl = NULL;
}

rink_game *rink_ad_game_new(const struct rink_ad_team *home, const struct rink_ad_team *away,
                            const struct rink_ad_rules *rules, const char *params,
                            struct rink_error *err)
{
	struct rink__params *p = calloc(1, sizeof(*p));
	struct rink_game *game = calloc(1, sizeof(*game));
	struct ad_game *g = calloc(1, sizeof(*g));
	struct ad_names nm;

	if (!p || !game || !g) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	if (!home || !away || !rules) {
		rink_error_set(err, RINK_EINVAL, "a game needs %s",
		               !home   ? "a home team chart"
		               : !away ? "a visiting team chart"
		                       : "the deck and charts");
		goto out_free;
	}
	if (rink__params_parse(p, params, err) || read_params(g, p, &nm, err) ||
	    rink__params_finish(p, "actiondeck", err))
		goto out_free;
	if (nm.v[4][0] || nm.v[5][0]) {
		rink_error_set(err, RINK_EINVAL,
		               "parameter %s: players traded in need the charts' files (home=, "
		               "away=)",
		               name_keys[nm.v[4][0] ? 4 : 5]);
		goto out_free;
	}
	g->team[0] = home;
	g->team[1] = away;
	if (resolve_names(g, &nm, err))
		goto out_free;
	g->rules = rules;
	rink__ad_flow_table(g);
	game->ops = &rink__actiondeck_ops;
	snprintf(game->name, sizeof(game->name), "actiondeck");
	snprintf(game->params, sizeof(game->params), "%s", p->canonical);
	game->impl = g;
	game->seats = 2;
	game->state_size = sizeof(struct ad_state);
	free(p);
	return game;

out_free:
	free(p);
	free(game);
	free(g);
	return NULL;
}

const struct rink_ad_team *rink_ad_game_team(const rink_game *g, int side)
{
	return ((const struct ad_game *)g->impl)->team[side];
}

static void ad_init(struct rink_state *base)
{
	struct ad_state *s = (struct ad_state *)base;

	rink_rng_seed(&s->rng, base->seed);
	for (int i = 0; i < 100; i++)
		s->ndeck[i] = (uint8_t)(i + 1); /* shuffled when first drawn */
	s->budget_all = ad_game(s)->budget_all;
	s->att_mask = ad_game(s)->attempts_all ? 0 : 1;
	s->next[0] = s->next[1] = s->next[AD_CLK_CARDS] = AD_NEVER; /* no penalty runs */
	s->sk[0] = s->sk[1] = 5;
	rink__ad_mods(s);
	s->npos = 100;
	s->period = 1;
	rink__ad_shuffle(s, 100); /* AD-SET-04 */
	s->fo = 1;
	s->fo_neutral = 1;
	s->fo_zone_home = RINK_AD_ZM;
	for (int t = 0; t < 2; t++) {
		const struct ad_game *g = ad_game(s);
		const struct rink_ad_team *tm = ad_team(s, t);
		s->goalie[t] = tm->nord[RINK_AD_FACED] ? tm->ord[RINK_AD_FACED][0] : 0;
		if (g->starter[t] >= 0) { /* AD-GAP-43 */
			s->goalie[t] = (uint8_t)g->starter[t];
			s->fixed_gk[t] = 1;
		}
		for (int i = 0; i < tm->n; i++) /* AD-INJ-10, carried in */
			if (g->absent[t] >> i & 1)
				s->out[t][i] = AD_OUT_ABSENT;
	}
	s->phase = AD_PH_PAUSE;
}

static uint32_t ad_to_move(const struct rink_state *base)
{
	const struct ad_state *s = (const struct ad_state *)base;

	switch (s->phase) {
	case AD_PH_PAUSE:
		return 1u;
	case AD_PH_PULL:
		return 1u << s->decider;
	case AD_PH_PICK:
		return (s->so_named & 1u) ? 2u : 1u;
	default:
		return 0;
	}
}

static double ad_returns(const struct rink_state *base, int seat)
{
	const struct ad_state *s = (const struct ad_state *)base;

	if (s->phase != AD_PH_OVER)
		return 0;
	if (s->box.score[0] == s->box.score[1])
		return 0.5;
	return s->box.score[seat] > s->box.score[1 - seat] ? 1.0 : 0.0;
}

static bool pick_ok(const struct ad_state *s, int team, int i)
{
	const struct rink_ad_team *t = ad_team(s, team);

	if (i < 0 || i >= t->n || t->p[i].goalie || t->p[i].pct == RINK_AD_DASH)
		return false; /* AD-DASH-02 */
	/* AD-GAP-36: a player out, or serving a penalty when overtime ended
	 * (as the NHL rules him out), is not eligible, picked or drawn */
	if (s->out[team][i] || rink__ad_in_box(s, team, i))
		return false;
	for (int k = 0; k < s->so_npick[team]; k++)
		if (s->so_pick[team][k] == i)
			return false; /* AD-SO-01: three different players */
	return true;
}

static int ad_legal(const struct rink_state *base, int seat, int *out, int cap)
{
	const struct ad_state *s = (const struct ad_state *)base;
	int n = 0;

	if (!(ad_to_move(base) & (1u << seat)))
		return 0;
	switch (s->phase) {
	case AD_PH_PAUSE:
		if (cap > 0)
			out[n++] = RINK_AD_ACT_NEXT;
		break;
	case AD_PH_PULL:
		if (cap > 1) {
			out[n++] = s->pulled[seat] ? RINK_AD_ACT_KEEP : RINK_AD_ACT_PULL;
			out[n++] = s->pulled[seat] ? RINK_AD_ACT_BACK : RINK_AD_ACT_KEEP;
		}
		break;
	case AD_PH_PICK:
		if (n < cap)
			out[n++] = RINK_AD_ACT_DRAW;
		for (int i = 0; i < ad_team(s, seat)->n && n < cap; i++)
			if (pick_ok(s, seat, i))
				out[n++] = RINK_AD_ACT_PICK + i;
		break;
	}
	return n;
}

static bool ad_is_legal(const struct rink_state *base, int seat, int action)
{
	const struct ad_state *s = (const struct ad_state *)base;

	switch (s->phase) {
	case AD_PH_PAUSE:
		return action == RINK_AD_ACT_NEXT;
	case AD_PH_PULL:
		return action == RINK_AD_ACT_KEEP ||
		       action == (s->pulled[seat] ? RINK_AD_ACT_BACK : RINK_AD_ACT_PULL);
	case AD_PH_PICK:
		return action == RINK_AD_ACT_DRAW ||
		       (action >= RINK_AD_ACT_PICK && pick_ok(s, seat, action - RINK_AD_ACT_PICK));
	default:
		return false;
	}
}

/* Why an action is not legal, naming the rule (rink_state_explain). */
static int ad_explain(const struct rink_state *base, int seat, int action, char *buf, size_t size)
{
	const struct ad_state *s = (const struct ad_state *)base;
	const struct rink_ad_team *t = ad_team(s, seat);
	int i = action - RINK_AD_ACT_PICK;

	switch (s->phase) {
	case AD_PH_PAUSE:
		return snprintf(buf, size, "play stops after each sequence; next plays on");
	case AD_PH_PULL:
		if (action == RINK_AD_ACT_PULL)
			return snprintf(buf, size, "your goalie is pulled already; back or keep");
		if (action == RINK_AD_ACT_BACK)
			return snprintf(buf, size, "your goalie is in net; pull or keep");
		return snprintf(buf, size,
		                "you trail late in the game: decide first whether to pull your "
		                "goalie (Pulling the goalie); %s",
		                s->pulled[seat] ? "back or keep" : "pull or keep");
	case AD_PH_PICK:
		if (action < RINK_AD_ACT_PICK)
			return snprintf(buf, size,
			                "the shoot-out: pick N for a shooter, or draw the rest");
		if (i >= t->n)
			return snprintf(buf, size, "%s has no player %d", t->abbr, i + 1);
		if (t->p[i].goalie)
			return snprintf(buf, size, "%s is a goalie; shooters are skaters",
			                t->p[i].name);
		if (t->p[i].pct == RINK_AD_DASH)
			return snprintf(
			        buf, size,
			        "%s has '-' for a shooting percentage and never shoots in a "
			        "shoot-out",
			        t->p[i].name);
		if (s->out[seat][i] || rink__ad_in_box(s, seat, i))
			return snprintf(buf, size,
			                "%s is out of the game or was in the penalty box when "
			                "overtime ended",
			                t->p[i].name);
		return snprintf(buf, size,
		                "%s shoots already; a team names three different shooters",
		                t->p[i].name);
	default:
		return 0;
	}
}

static void begin_game(struct ad_state *s)
{
	for (int t = 0; t < 2; t++) {
		const struct rink_ad_team *tm = ad_team(s, t);
		for (int i = 0; i < tm->n; i++)
			if (!tm->p[i].goalie && s->out[t][i] != AD_OUT_ABSENT)
				s->box.p[t][i].gp = 1;
		if (s->out[t][s->goalie[t]]) {
			for (int j = 0; j < tm->nord[RINK_AD_FACED]; j++)
				if (!s->out[t][tm->ord[RINK_AD_FACED][j]]) {
					s->goalie[t] = tm->ord[RINK_AD_FACED][j];
					break;
				}
		}
		s->box.p[t][s->goalie[t]].gp = 1;
		s->box.starter[t] = s->box.dec_goalie[t] = s->goalie[t];
	}
}

static void ad_apply(struct rink_state *base, int seat, int action, struct rink_events *ev)
{
	struct ad_state *s = (struct ad_state *)base;

	switch (s->phase) {
	case AD_PH_PAUSE:
		if (s->seq == 0 && s->period == 1 && s->pos == 0)
			begin_game(s);
		break;
	case AD_PH_PULL:
		if (action == RINK_AD_ACT_PULL || action == RINK_AD_ACT_BACK) {
			s->pulled[seat] = action == RINK_AD_ACT_PULL;
			rink__ad_mods(s);
			if (action == RINK_AD_ACT_BACK)
				s->en_shot = 0;
			struct rink_event *e = ad_ev(ev, RINK_AD_EV_PULL);
			if (e) {
				e->arg[0] = (int16_t)seat;
				e->arg[1] = action == RINK_AD_ACT_PULL;
				ad_ev_situation(s, e);
			}
		}
		/* decided for a pending face-off; a decision in mid-play leaves
		 * the next face-off's question open (AD-GAP-32 a) */
		s->pull_block = s->fo;
		break;
	case AD_PH_PICK:
		rink__ad_so_pick(s, seat, action, ev);
		if (s->phase == AD_PH_PICK)
			return;
		break;
	}
	if (s->phase != AD_PH_OVER)
		s->phase = AD_PH_PLAY;
	rink__ad_advance(s, ev);
}

static int ad_action_text(const struct rink_state *base, int seat, int action, char *buf,
                          size_t size)
{
	const struct ad_state *s = (const struct ad_state *)base;

	switch (action) {
	case RINK_AD_ACT_NEXT:
		return snprintf(buf, size, "next");
	case RINK_AD_ACT_PULL:
		return snprintf(buf, size, "pull");
	case RINK_AD_ACT_KEEP:
		return snprintf(buf, size, "keep");
	case RINK_AD_ACT_DRAW:
		return snprintf(buf, size, "draw");
	case RINK_AD_ACT_BACK:
		return snprintf(buf, size, "back");
	default:
		if (action >= RINK_AD_ACT_PICK &&
		    action - RINK_AD_ACT_PICK < ad_team(s, seat < 0 ? 0 : seat)->n)
			return snprintf(buf, size, "pick %d", action - RINK_AD_ACT_PICK + 1);
		return snprintf(buf, size, "?");
	}
}

static int ad_action_parse(const struct rink_state *base, int seat, const char *text, int *action,
                           struct rink_error *err)
{
	const struct ad_state *s = (const struct ad_state *)base;
	static const char *const words[] = {"next", "pull", "keep", "draw", "back"};

	while (*text == ' ')
		text++;
	for (int i = 0; i < 5; i++)
		if (!strcmp(text, words[i]) || (text[0] == words[i][0] && !text[1])) {
			*action = i;
			return RINK_OK;
		}
	if (!strncmp(text, "pick ", 5)) {
		const struct rink_ad_team *t = ad_team(s, seat < 0 ? 0 : seat);
		const char *who = text + 5;
		int v, found = -1, n = 0;
		if (!rink__whole(who, 1, t->n, &v)) {
			*action = RINK_AD_ACT_PICK + v - 1;
			return RINK_OK;
		}
		/* a whole name, else a start that names one player only */
		for (int i = 0; i < t->n && n != -1; i++)
			if (!rink__name_cmp(who, t->p[i].name))
				found = i, n = -1;
		for (int i = 0; i < t->n && n != -1; i++)
			if (rink__name_prefix(who, t->p[i].name))
				found = i, n++;
		if (n == -1 || n == 1) {
			*action = RINK_AD_ACT_PICK + found;
			return RINK_OK;
		}
		if (n > 1)
			return rink_error_set(err, RINK_EFORMAT,
			                      "'%s' names %d players of %s: write more of the name "
			                      "or pick N",
			                      who, n, t->abbr);
		return rink_error_set(err, RINK_ENOTFOUND, "no player '%s' on the chart of %s", who,
		                      t->abbr);
	}
	return rink_error_set(err, RINK_EFORMAT,
	                      "'%s' not understood (next, pull, keep, back, draw, pick N)", text);
}

/* One action as named fields for clients (docs/protocol/actiondeck.md):
 * kind next, pull, keep, back, draw or pick, the team deciding, and what
 * the choice is about (the goalie, the shooter). */
static json_t *ad_action_json(const struct rink_state *base, int seat, int action)
{
	const struct ad_state *s = (const struct ad_state *)base;
	int t = seat == 1 ? 1 : 0;
	const struct rink_ad_team *tm = ad_team(s, t);
	const char *goalie = tm->p[s->goalie[t]].name;

	switch (action) {
	case RINK_AD_ACT_NEXT:
		return json_pack("{s:s,s:s}", "kind", "next", "team", tm->abbr);
	case RINK_AD_ACT_PULL:
		return json_pack("{s:s,s:s,s:s}", "kind", "pull", "team", tm->abbr, "goalie",
		                 goalie);
	case RINK_AD_ACT_KEEP:
		/* leave him where he is: in net, or out for the extra attacker */
		return json_pack("{s:s,s:s,s:s,s:b}", "kind", "keep", "team", tm->abbr, "goalie",
		                 goalie, "goalie_pulled", s->pulled[t]);
	case RINK_AD_ACT_BACK:
		return json_pack("{s:s,s:s,s:s}", "kind", "back", "team", tm->abbr, "goalie",
		                 goalie);
	case RINK_AD_ACT_DRAW:
		return json_pack("{s:s,s:s,s:i}", "kind", "draw", "team", tm->abbr, "shooters",
		                 s->so_npick[t] < 3 ? 3 - s->so_npick[t] : 0);
	default:
		if (action >= RINK_AD_ACT_PICK && action - RINK_AD_ACT_PICK < tm->n) {
			const struct rink_ad_player *p = &tm->p[action - RINK_AD_ACT_PICK];
			int pct = p->pct == RINK_AD_DASH ? 0 : p->pct;
			/* AD-SO-03: a shoot-out shot scores within PCT + 25 (95 at most) */
			return json_pack("{s:s,s:s,s:s,s:s,s:i,s:i,s:i}", "kind", "pick", "team",
			                 tm->abbr, "player", p->name, "position", p->pos, "pct",
			                 pct, "within", rink__ad_cap95(pct + 25), "order",
			                 s->so_npick[t] + 1);
		}
		return json_pack("{s:s}", "kind", "move");
	}
}

const struct rink__game_ops rink__actiondeck_ops = {
        .name = "actiondeck",
        .create = ad_create,
        .destroy = ad_destroy,
        .init = ad_init,
        .to_move = ad_to_move,
        .returns = ad_returns,
        .legal = ad_legal,
        .is_legal = ad_is_legal,
        .explain = ad_explain,
        .apply = ad_apply,
        .action_text = ad_action_text,
        .action_parse = ad_action_parse,
        .action_json = ad_action_json,
        .info_json = rink__ad_info_json,
        .view_json = rink__ad_view_json,
        .event_text = rink__ad_event_text,
        .event_json = rink__ad_event_json,
        .check = rink__ad_check,
};

/* ---- helpers -------------------------------------------------------------------- */

rink_state *rink_ad_state_new(const rink_game *g, uint64_t seed,
                              const uint8_t absent[2][RINK_AD_MAX_PLAYERS])
{
	rink_state *base = rink_state_new(g, seed);
	struct ad_state *s = (struct ad_state *)base;

	if (s && absent)
		for (int t = 0; t < 2; t++)
			for (int i = 0; i < RINK_AD_MAX_PLAYERS; i++)
				if (absent[t][i])
					s->out[t][i] = AD_OUT_ABSENT;
	return base;
}

static int stack(uint8_t *d, int from, const uint8_t *cards, int n)
{
	for (int k = 0; k < n; k++) {
		int at = -1;
		for (int i = from + k; i < 100; i++)
			if (d[i] == cards[k])
				at = i;
		if (at < 0)
			return RINK_EINVAL;
		/* move it to from+k, keeping the others in order */
		memmove(d + from + k + 1, d + from + k, (size_t)(at - from - k));
		d[from + k] = cards[k];
	}
	return RINK_OK;
}

int rink_ad_stack(rink_state *base, const uint8_t *cards, int n)
{
	struct ad_state *s = (struct ad_state *)base;

	return stack(s->deck, s->pos, cards, n);
}

int rink_ad_stack_numbers(rink_state *base, const uint8_t *cards, int n)
{
	struct ad_state *s = (struct ad_state *)base;

	if (s->npos >= 100) {
		rink__ad_shuffle100(&s->rng, s->ndeck);
		s->npos = 0;
	}
	return stack(s->ndeck, s->npos, cards, n);
}

int rink_ad_card_with(const rink_game *g, int zone, int entry, int k)
{
	const struct rink_ad_rules *r = ((const struct ad_game *)g->impl)->rules;

	for (int c = 1; c <= 100; c++)
		if (r->entry[c][zone] == entry && k-- == 0)
			return c;
	return -1;
}

void rink_ad_get_pos(const rink_state *base, struct rink_ad_pos *p)
{
	const struct ad_state *s = (const struct ad_state *)base;

	memset(p, 0, sizeof(*p));
	p->period = s->period;
	p->poss = s->poss;
	p->zone = s->zone;
	for (int t = 0; t < 2; t++) {
		p->skaters[t] = rink__ad_skaters(s, t);
		p->pulled[t] = s->pulled[t];
		p->goalie[t] = s->goalie[t];
	}
	p->cards_left = s->limit > s->pos ? s->limit - s->pos : 0;
	p->faceoff = s->fo;
	p->faceoff_zone = s->fo_zone_home;
	p->shot = s->shot;
	p->en_shot = !s->fo && s->en_shot && s->pulled[1 - s->poss];
	p->npen = s->npen;
	for (int i = 0; i < s->npen && i < 8; i++) {
		p->pen_team[i] = s->pen[i].team;
		p->pen_player[i] = s->pen[i].player;
		p->pen_kind[i] = s->pen[i].kind;
		p->pen_left[i] = rink__ad_pen_left(s, i);
	}
}

void rink_ad_set_pos(rink_state *base, int poss, int zone, bool faceoff, bool shot)
{
	struct ad_state *s = (struct ad_state *)base;

	s->poss = (uint8_t)poss;
	s->zone = (uint8_t)zone;
	s->fo = faceoff;
	s->fo_neutral = 0;
	s->fo_zone_home = (uint8_t)ad_zone_for((unsigned)zone, (unsigned)poss);
	s->shot = shot;
	if (s->seq == 0)
		s->seq = 1; /* the game has begun */
}

void rink_ad_set_score(rink_state *base, int home, int away)
{
	struct ad_state *s = (struct ad_state *)base;

	s->box.score[0] = (uint8_t)home;
	s->box.score[1] = (uint8_t)away;
	s->box.period_goals[0][0] = (uint8_t)home;
	s->box.period_goals[1][0] = (uint8_t)away;
	s->adjusted = 1; /* goals with no record: check skips the tally */
	s->box.so_goals[0] = s->box.so_goals[1] = 0;
	rink__ad_mods(s); /* AD-GAP-47: who trails */
}

void rink_ad_add_penalty(rink_state *base, int team, int player, int kind, int left)
{
	rink__ad_add_pen((struct ad_state *)base, team, player, kind, left);
}

void rink_ad_set_period(rink_state *base, int period, int cards_read)
{
	struct ad_state *s = (struct ad_state *)base;

	s->period = (uint8_t)period;
	s->limit = period == 4 ? (uint8_t)ad_game(s)->ot_cards : 100;
	s->pos = (uint8_t)cards_read;
}

int rink_ad_control_now(const rink_state *s, int team)
{
	return rink__ad_control((const struct ad_state *)s, team);
}

int rink_ad_pct_now(const rink_state *s, int team, int player)
{
	return rink__ad_pct((const struct ad_state *)s, team, player);
}

int rink_ad_save_now(const rink_state *s, int team, int goalie)
{
	return rink__ad_save((const struct ad_state *)s, team, goalie);
}

int rink_ad_out(const rink_state *base, int team, int player)
{
	const struct ad_state *s = (const struct ad_state *)base;

	if (s->out[team][player])
		return s->out[team][player];
	return rink__ad_in_box(s, team, player) ? AD_OUT_BOX : 0;
}

const struct rink_ad_box *rink_ad_box(const rink_state *s)
{
	return &((const struct ad_state *)s)->box;
}

int rink_ad_auto_action(const rink_state *base, int seat)
{
	const struct ad_state *s = (const struct ad_state *)base;

	switch (s->phase) {
	case AD_PH_PAUSE:
		return RINK_AD_ACT_NEXT;
	case AD_PH_PULL:
		return s->pulled[seat] ? RINK_AD_ACT_KEEP : RINK_AD_ACT_PULL;
	case AD_PH_PICK:
		return RINK_AD_ACT_DRAW;
	default:
		return -1;
	}
}

void rink_ad_play_out(rink_state *s, struct rink_events *ev)
{
	uint32_t m;

	while ((m = ad_to_move(s)) != 0) {
		int seat = (m & 1u) ? 0 : 1;
		ad_apply(s, seat, rink_ad_auto_action(s, seat), ev);
	}
}
