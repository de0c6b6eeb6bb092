/*
 * games/trickshot/trickshot.c: Trick Shot behind the game interface.
 *
 * Reads the parameters (rink/trickshot.h), loads the data files, maps
 * seats to the two teams (TS-MODE-01, TS-TEAM-01) and fills the table of
 * functions core/game.c dispatches to.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/trickshot/ts_int.h"

/* "3/7/12/30": four distinct Line card numbers 1..32, or "" for none. */
static int parse_lines(const char *key, const char *text, uint8_t out[4], bool *given,
                       struct rink_error *err)
{
	const char *c = text;

	*given = text[0] != '\0';
	if (!*given)
		return RINK_OK;
	for (int i = 0; i < 4; i++) {
		char *end;
		long v = strtol(c, &end, 10);
		if (end == c || v < 1 || v > TS_LINES || (i < 3 ? *end != '/' : *end != '\0'))
			return rink_error_set(err, RINK_EINVAL,
			                      "parameter %s=%s: expected four Line cards 1..%d as "
			                      "A/B/C/D",
			                      key, text, TS_LINES);
		out[i] = (uint8_t)(v - 1);
		for (int j = 0; j < i; j++)
			if (out[j] == out[i])
				return rink_error_set(err, RINK_EINVAL,
				                      "parameter %s=%s: Line card %ld named twice",
				                      key, text, v);
		c = end + 1;
	}
	return RINK_OK;
}

static int ts_create(struct rink_game *game, struct rink__params *p, struct rink_error *err)
{
	static const char *const teams[] = {"red", "blue", NULL};
	static const char *const catches[] = {"any", "own", NULL};
	static const char *const extras[] = {"stay", "once", NULL};
	struct ts_game *g = calloc(1, sizeof(*g));
	char home[8], catch_[8], extra[8], data[256], dir[512], lines[2][32];
	bool own[2];
	bool b;
	int rc;

	if (!g)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	if ((rc = rink__param_int(p, "players", 2, 2, 4, &g->players, err)) ||
	    (rc = rink__param_bool(p, "friendly", false, &b, err)))
		goto out_free;
	g->friendly = b;
	if ((rc = rink__param_bool(p, "advanced", false, &b, err)))
		goto out_free;
	g->advanced = b;
	if ((rc = rink__param_bool(p, "lines", false, &b, err)))
		goto out_free;
	g->use_lines = b;
	if ((rc = rink__param_int(p, "arena_red", 1, 1, 32, &g->arena[0], err)) ||
	    (rc = rink__param_int(p, "arena_blue", 2, 1, 32, &g->arena[1], err)) ||
	    (rc = rink__param_str(p, "home", "red", teams, home, sizeof(home), err)) ||
	    (rc = rink__param_str(p, "catch_reset", "any", catches, catch_, sizeof(catch_), err)) ||
	    (rc = rink__param_str(p, "extra_dice", "stay", extras, extra, sizeof(extra), err)) ||
	    (rc = rink__param_str(p, "lines_red", "", NULL, lines[0], sizeof(lines[0]), err)) ||
	    (rc = rink__param_str(p, "lines_blue", "", NULL, lines[1], sizeof(lines[1]), err)) ||
	    (rc = rink__param_str(p, "data", "trickshot", NULL, data, sizeof(data), err)))
		goto out_free;
	if ((rc = parse_lines("lines_red", lines[0], g->team_lines[0], &own[0], err)) ||
	    (rc = parse_lines("lines_blue", lines[1], g->team_lines[1], &own[1], err)))
		goto out_free;
	if (g->use_lines && !g->advanced) {
		rc = rink_error_set(
		        err, RINK_EINVAL,
		        "parameter lines=1 needs advanced=1 (Line cards are an advanced "
		        "rule)");
		goto out_free;
	}
	if (g->arena[0] == g->arena[1]) {
		rc = rink_error_set(err, RINK_EINVAL,
		                    "arena_red and arena_blue name the same card; there is one "
		                    "copy of each");
		goto out_free;
	}
	g->arena[0]--;
	g->arena[1]--;
	g->home = !strcmp(home, "blue");
	g->catch_any = !strcmp(catch_, "any");
	g->extra_stay = !strcmp(extra, "stay");
	rink__data_path(data, dir, sizeof(dir));
	if ((rc = rink__ts_load(g, dir, err)))
		goto out_free;
	/* TS-LINE-01: a pre-made team takes its Arena card's four Line cards;
	 * drafted and dream teams name theirs (lines_red, lines_blue) */
	for (int t = 0; t < 2; t++) {
		if (g->arenas[g->arena[t]].blank) {
			rc = rink_error_set(err, RINK_EINVAL, "Arena card %d is blank",
			                    g->arena[t] + 1);
			goto out_free;
		}
		if (!own[t])
			memcpy(g->team_lines[t], g->arenas[g->arena[t]].lines, 4);
	}
	/* seats: 2 players one each; 3: seats 1-2 Red, 3 Blue; 4: 1-2 Red, 3-4 Blue */
	for (int s = 0; s < g->players; s++) {
		int t = g->players == 2 ? s : s < 2 ? 0 : 1;
		g->seat_team[s] = (uint8_t)t;
		g->team_seats[t][g->team_nseats[t]++] = (uint8_t)s;
	}
	game->impl = g;
	game->seats = g->players;
	game->state_size = sizeof(struct ts_state);
	return RINK_OK;

out_free:
	free(g);
	return rc;
}

/* 1 for each seat of the winning team; 0 for a draw or a loss. */
static double ts_returns(const struct rink_state *base, int seat)
{
	const struct ts_state *s = (const struct ts_state *)base;
	const struct ts_game *g = ts_g(s);

	if (s->phase != RINK_TS_PH_OVER || seat < 0 || seat >= g->players)
		return 0.0;
	if (s->winner == 2)
		return 0.5; /* a draw: half a win each, as Action Deck's ties */
	return s->winner == g->seat_team[seat] ? 1.0 : 0.0;
}

const struct rink__game_ops rink__trickshot_ops = {
        .name = "trickshot",
        .create = ts_create,
        .destroy = rink__game_free_impl,
        .init = rink__ts_init,
        .to_move = rink__ts_to_move,
        .returns = ts_returns,
        .legal = rink__ts_legal,
        .is_legal = rink__ts_is_legal,
        .explain = rink_ts_explain,
        .sample_legal = rink__ts_sample_legal,
        .resample = rink__ts_resample,
        .apply = rink__ts_apply,
        .action_text = rink__ts_action_text,
        .action_parse = rink__ts_action_parse,
        .action_json = rink__ts_action_json,
        .info_json = rink__ts_info_json,
        .view_json = rink__ts_view_json,
        .event_text = rink__ts_event_text,
        .event_json = rink__ts_event_json,
        .check = rink__ts_check,
};

int rink_ts_team_of_seat(const rink_game *game, int seat)
{
	const struct ts_game *g = game->impl;

	return seat >= 0 && seat < g->players ? g->seat_team[seat] : -1;
}

int rink_ts_speed(const rink_game *game, int piece)
{
	const struct ts_game *g = game->impl;

	return g->speed[ts_type(piece)];
}

int rink_ts_size(const rink_game *game, int piece)
{
	const struct ts_game *g = game->impl;

	return g->size[ts_type(piece)];
}

void rink_ts_board_get(const rink_game *game, struct rink_ts_board *b)
{
	const struct ts_game *g = game->impl;

	b->width = g->w;
	b->height = g->h;
	b->red_blue_line = g->blue_line[0];
	b->blue_blue_line = g->blue_line[1];
	b->red_line = g->red_line;
	b->net[0] = g->net[0];
	b->net[1] = g->net[1];
	b->kind = g->kind;
	b->zone = g->zone;
}
