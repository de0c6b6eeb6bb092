/*
 * games/actiondeck/season.c: a schedule, and a season of a league's games
 * (league.c) played game by game with the built-in coaches.
 *
 * Injuries cross games (AD-INJ-10): a player hurt for N further games is
 * absent from his team's next N games, then back. One game object (its
 * parameters read once) and one state serve the whole season: before each
 * game the season points the game at the two charts of the pairing and
 * deals the state afresh, so a game costs no allocation and no parsing.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/textfile.h"
#include "games/actiondeck/ad_int.h"

int rink_ad_schedule_load(struct rink_ad_schedule *sc, const struct rink_ad_league *l,
                          const char *path, struct rink_error *err)
{
	FILE *f = fopen(path, "r");
	char line[2048]; /* as the season statistics */
	char *fl[64];
	int ln = 0, hcol = -1, acol = -1, nf = 0, cap = 0, rc = RINK_OK;

	memset(sc, 0, sizeof(*sc));
	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	char *text;
	while ((rc = rink__line_read(f, path, line, sizeof(line), &ln, &text, err)) > 0) {
		if (text[0] == '#' || !text[0])
			continue;
		int n = rink__ad_csv_split(text, fl, 64);
		if (n < 0) {
			rc = rink_error_set(
			        err, RINK_EFORMAT,
			        "%s:%d: malformed line (a stray quote, or over 64 fields)", path,
			        ln);
			goto out;
		}
		if (hcol < 0 && acol < 0 && nf == 0) {
			nf = n;
			for (int i = 0; i < n; i++) {
				if (!strcmp(fl[i], "home"))
					hcol = i;
				if (!strcmp(fl[i], "away"))
					acol = i;
			}
			if (hcol < 0 || acol < 0) {
				rc = rink_error_set(err, RINK_EFORMAT,
				                    "%s:%d: missing column '%s' in the header",
				                    path, ln, hcol < 0 ? "home" : "away");
				goto out;
			}
			continue;
		}
		if (n != nf) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d: %d fields, the header has %d", path, ln, n, nf);
			goto out;
		}
		int h = rink_ad_league_find(l, fl[hcol]), a = rink_ad_league_find(l, fl[acol]);
		if (h < 0 || a < 0 || h == a) {
			rc = rink_error_set(err, RINK_EFORMAT,
			                    "%s:%d:%d: %s team '%s' has no chart", path, ln,
			                    (h < 0 ? hcol : acol) + 1, h < 0 ? "home" : "away",
			                    h < 0 ? fl[hcol] : fl[acol]);
			if (h == a && h >= 0)
				rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: %s plays itself",
				                    path, ln, fl[hcol]);
			goto out;
		}
		if (sc->n == cap) {
			void *nn = realloc(sc->game,
			                   sizeof(*sc->game) * (size_t)(cap = cap ? cap * 2 : 256));
			if (!nn) {
				rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
				goto out;
			}
			sc->game = nn;
		}
		sc->game[sc->n][0] = h;
		sc->game[sc->n][1] = a;
		sc->n++;
	}
	if (!rc && sc->n == 0) /* a season of no games is a file cut short */
		rc = rink_error_set(err, RINK_EFORMAT, "%s:%d: no games in the schedule", path, ln);
out:
	fclose(f);
	if (rc)
		rink_ad_schedule_free(sc);
	return rc;
}

void rink_ad_schedule_free(struct rink_ad_schedule *sc)
{
	free(sc->game);
	sc->game = NULL;
	sc->n = 0;
}

void rink_ad_season_free(struct rink_ad_season *s)
{
	free(s->t);
	free(s->p);
	s->t = NULL;
	s->p = NULL;
	s->n = 0;
}

int rink_ad_season_play(const struct rink_ad_league *l, const struct rink_ad_schedule *sc,
                        uint64_t seed, const char *params, struct rink_ad_season *out,
                        void (*progress)(void *ctx, int done, int total), void *ctx,
                        struct rink_error *err)
{
	int n = l->n, rc = RINK_OK;
	uint8_t(*left)[RINK_AD_MAX_PLAYERS] = calloc((size_t)n, sizeof(*left));
	rink_game *g = NULL;
	rink_state *s = NULL;

	memset(out, 0, sizeof(*out));
	out->t = calloc((size_t)n, sizeof(*out->t));
	out->p = calloc((size_t)n, sizeof(*out->p));
	out->n = n;
	if (!left || !out->t || !out->p) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	if (n < 1 || !sc->n)
		goto out_free;
	/* the league's parameters, then the caller's; files of components
	 * replace the league's (the game object borrows rules) */
	char all[1400], rest[1400];
	struct rink_ad_rules rules;
	if ((rc = rink_ad_params_merge(l->params, params, all, sizeof(all), err)) ||
	    (rc = rink__ad_league_rules(l, all, rest, sizeof(rest), &rules, err)))
		goto out_free;
	g = rink_ad_game_new(&l->team[0], &l->team[0], &rules, rest, err);
	if (!g) {
		rc = err ? err->code : RINK_EINVAL;
		goto out_free;
	}
	s = rink_state_new(g, 0);
	if (!s) {
		rc = rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	for (int gi = 0; gi < sc->n; gi++) {
		int side[2] = {sc->game[gi][0], sc->game[gi][1]};
		struct ad_game *ag = g->impl;
		struct ad_state *as = (struct ad_state *)s;

		/* the pairing's charts, then the state dealt afresh (what
		 * rink_ad_state_new does, without the allocation); a player
		 * marked absent stays so through the game */
		ag->team[0] = &l->team[side[0]];
		ag->team[1] = &l->team[side[1]];
		rink_state_reset(s, rink_seed_derive(seed, (uint64_t)gi));
		for (int t = 0; t < 2; t++)
			for (int i = 0; i < l->team[side[t]].n; i++)
				if (left[side[t]][i])
					as->out[t][i] = AD_OUT_ABSENT;
		rink_ad_play_out(s, NULL);
		const struct rink_ad_box *b = rink_ad_box(s);
		for (int t = 0; t < 2; t++) {
			struct rink_ad_team_stats *ts = &out->t[side[t]];
			int o = 1 - t;
			ts->gp++;
			ts->gf += b->score[t];
			ts->ga += b->score[o];
			ts->shots_for += b->shots[t];
			ts->shots_against += b->shots[o];
			ts->pp_goals += b->pp_goals[t];
			ts->pp_opps += b->pp_opps[t];
			ts->ppga += b->pp_goals[o];
			ts->times_sh += b->pp_opps[o];
			ts->pim += b->pim[t];
			if (b->score[t] > b->score[o])
				ts->w++;
			else if (b->decision == RINK_AD_REG)
				ts->l++;
			else
				ts->otl++;
			for (int i = 0; i < l->team[side[t]].n; i++) {
				struct rink_ad_player_stats *ps = &out->p[side[t]][i];
				const struct rink_ad_pstat *bp = &b->p[t][i];
				if (as->out[t][i] == AD_OUT_ABSENT) {
					ps->games_missed++;
					left[side[t]][i]--;
				}
				ps->gp += bp->gp;
				ps->g += bp->g;
				ps->a += bp->a;
				ps->shots += bp->shots;
				ps->pim += bp->pim;
				ps->sa += bp->sa;
				ps->saves += bp->saves;
				if (bp->inj_games)
					left[side[t]][i] = bp->inj_games;
			}
		}
		if (progress)
			progress(ctx, gi + 1, sc->n);
	}
out_free:
	rink_state_free(s);
	rink_game_free(g);
	free(left);
	if (rc)
		rink_ad_season_free(out);
	return rc;
}

json_t *rink_ad_season_json(const struct rink_ad_league *l, const struct rink_ad_season *s)
{
	json_t *o = json_object(), *teams = json_array(), *sk = json_array(), *gk = json_array();

	for (int t = 0; t < s->n; t++) {
		const struct rink_ad_team_stats *ts = &s->t[t];
		json_array_append_new(teams,
		                      json_pack("{s:s,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:i}",
		                                "team", l->team[t].abbr, "gp", ts->gp, "w", ts->w,
		                                "l", ts->l, "otl", ts->otl, "gf", ts->gf, "ga",
		                                ts->ga, "shots_for", ts->shots_for, "shots_against",
		                                ts->shots_against, "pp_goals", ts->pp_goals,
		                                "pp_opps", ts->pp_opps, "pim", ts->pim));
		for (int i = 0; i < l->team[t].n; i++) {
			const struct rink_ad_player_stats *ps = &s->p[t][i];
			if (l->team[t].p[i].goalie)
				json_array_append_new(gk, json_pack("{s:s,s:s,s:i,s:i,s:i}", "team",
				                                    l->team[t].abbr, "player",
				                                    l->team[t].p[i].name, "gp",
				                                    ps->gp, "shots_against", ps->sa,
				                                    "saves", ps->saves));
			else
				json_array_append_new(sk,
				                      json_pack("{s:s,s:s,s:i,s:i,s:i,s:i,s:i}",
				                                "team", l->team[t].abbr, "player",
				                                l->team[t].p[i].name, "gp", ps->gp,
				                                "g", ps->g, "a", ps->a, "shots",
				                                ps->shots, "pim", ps->pim));
		}
	}
	json_object_set_new(o, "teams", teams);
	json_object_set_new(o, "skaters", sk);
	json_object_set_new(o, "goalies", gk);
	return o;
}
