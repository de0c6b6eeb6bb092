/*
 * games/slapshot/slapshot.c: Slapshot behind the game interface.
 *
 * Reads the parameters (see rink/slapshot.h), loads the roster, builds the
 * face-off table and the table of the 720 line-up orders, and provides the
 * position-setting helpers that tests and tools use.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/cards/pile.h"
#include "games/slapshot/slapshot_int.h"

static void build_perms(struct ss_game *g)
{
	uint8_t p[RINK_SS_TEAM] = {0, 1, 2, 3, 4, 5};

	/* lexicographic order: perm[k] is the k-th permutation of the slots */
	for (int k = 0; k < SS_PERMS; k++) {
		memcpy(g->perm[k], p, sizeof(p));
		int i = RINK_SS_TEAM - 2;
		while (i >= 0 && p[i] > p[i + 1])
			i--;
		if (i < 0)
			break;
		int j = RINK_SS_TEAM - 1;
		while (p[j] < p[i])
			j--;
		uint8_t t = p[i];
		p[i] = p[j];
		p[j] = t;
		for (int a = i + 1, b = RINK_SS_TEAM - 1; a < b; a++, b--) {
			t = p[a];
			p[a] = p[b];
			p[b] = t;
		}
	}
}

static int ss_create(struct rink_game *game, struct rink__params *p, struct rink_error *err)
{
	static const char *const periods[] = {"season", "game", NULL};
	struct ss_game *g = calloc(1, sizeof(*g));
	char first[16], period[16], roster[256], path[512];
	bool b;
	int rc;

	if (!g)
		return rink_error_set(err, RINK_ENOMEM, "out of memory");
	if ((rc = rink__param_int(p, "managers", 4, 2, RINK_SS_MAX_MANAGERS, &g->managers, err)) ||
	    (rc = rink__param_int(p, "playoff_wins", 9, 1, 50, &g->playoff_wins, err)) ||
	    (rc = rink__param_str(p, "first", "random", NULL, first, sizeof(first), err)) ||
	    (rc = rink__param_bool(p, "schedule", false, &b, err)))
		goto out_free;
	g->schedule = b;
	if ((rc = rink__param_bool(p, "limits", false, &b, err)))
		goto out_free;
	g->limits = b;
	if ((rc = rink__param_str(p, "limit_period", "season", periods, period, sizeof(period),
	                          err)))
		goto out_free;
	g->limit_per_game = strcmp(period, "game") == 0;
	if ((rc = rink__param_bool(p, "bruiser_beats_goalie", false, &b, err)))
		goto out_free;
	g->bruiser_beats_goalie = b;
	if ((rc = rink__param_bool(p, "bruisers_spare_each_other", false, &b, err)))
		goto out_free;
	g->bruisers_spare = b;
	if ((rc = rink__param_int(p, "ot_cap", 50, 1, SS_OT_CAP_MAX, &g->ot_cap, err)) ||
	    (rc = rink__param_str(p, "roster", "slapshot/roster.json", NULL, roster, sizeof(roster),
	                          err)))
		goto out_free;
	if (strcmp(first, "random") == 0) {
		g->first = -1;
	} else {
		char *end;
		long f = strtol(first, &end, 10);
		if (*end || f < 1 || f > g->managers) {
			rc = rink_error_set(err, RINK_EINVAL,
			                    "parameter first=%s: expected random or 1 to %d", first,
			                    g->managers);
			goto out_free;
		}
		g->first = (int)f - 1;
	}
	rink__data_path(roster, path, sizeof(path));
	snprintf(g->roster_path, sizeof(g->roster_path), "%s", path);
	if ((rc = rink__ss_roster_load(g, path, err)))
		goto out_free;
	rink__ss_faceoff_table(g);
	build_perms(g);
	game->impl = g;
	game->seats = g->managers;
	game->state_size = sizeof(struct ss_state);
	return RINK_OK;

out_free:
	free(g);
	return rc;
}

static double ss_returns(const struct rink_state *base, int seat)
{
	const struct ss_state *s = (const struct ss_state *)base;

	return s->phase == RINK_SS_OVER && s->champion == seat ? 1.0 : 0.0;
}

/* The first to Playoffs and the managers tied for second, who play the
 * semi-finals (or the final when alone): wins count the season only. */
static uint32_t ss_postseason(const struct rink_state *base)
{
	const struct ss_state *s = (const struct ss_state *)base;
	int first = s->playoff_first;

	if (s->stage == RINK_SS_SEASON && s->phase != RINK_SS_OVER)
		return 0;
	return rink__postseason_mask(first, s->wins, s->n);
}

const struct rink__game_ops rink__slapshot_ops = {
        .name = "slapshot",
        .create = ss_create,
        .destroy = rink__game_free_impl,
        .init = rink__ss_init,
        .to_move = rink__ss_to_move,
        .returns = ss_returns,
        .legal = rink__ss_legal,
        .is_legal = rink__ss_is_legal,
        .explain = rink__ss_explain,
        .may_take_back = rink__ss_may_take_back,
        .sample_legal = rink__ss_sample_legal,
        .resample = rink__ss_resample,
        .apply = rink__ss_apply,
        .postseason = ss_postseason,
        .action_text = rink__ss_action_text,
        .action_parse = rink__ss_action_parse,
        .action_json = rink__ss_action_json,
        .info_json = rink__ss_info_json,
        .view_json = rink__ss_view_json,
        .event_text = rink__ss_event_text,
        .event_json = rink__ss_event_json,
        .check = rink__ss_check,
};

/* ---- action ids ------------------------------------------------------------------ */

int rink_ss_action_draw(int type)
{
	return SS_A_DRAW + type;
}

int rink_ss_action_trade(int target, int pos)
{
	return SS_A_TRADE + target * 6 + pos;
}

int rink_ss_action_give(int card)
{
	return SS_A_GIVE + card;
}

int rink_ss_action_draft(int card)
{
	return SS_A_DRAFT + card;
}

int rink_ss_action_game(int target)
{
	return SS_A_GAME + target;
}

int rink_ss_action_pass(void)
{
	return SS_A_PASS;
}

int rink_ss_action_take_back(void)
{
	return SS_A_TAKE_BACK;
}

int rink_ss_action_lineup(const rink_state *base, int seat, const uint8_t order[6])
{
	const struct ss_state *s = (const struct ss_state *)base;
	static const int fact[6] = {120, 24, 6, 2, 1, 1};
	int slots[RINK_SS_TEAM], rank = 0, seen = 0;

	if (seat < 0 || seat >= s->n)
		return -1;
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		slots[i] = rink__ss_slot_of(s, seat, order[i]);
		if (slots[i] < 0 || (seen & (1 << slots[i])))
			return -1;
		seen |= 1 << slots[i];
	}
	/* the Lehmer code of the slot order is its lexicographic rank */
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		int smaller = 0;
		for (int j = i + 1; j < RINK_SS_TEAM; j++)
			smaller += slots[j] < slots[i];
		rank += smaller * fact[i];
	}
	return SS_A_LINEUP + rank;
}

bool rink_ss_lineup_cards(const rink_state *base, int seat, int action, uint8_t order[6])
{
	const struct ss_state *s = (const struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);

	if (action < SS_A_LINEUP || action >= SS_A_TAKE_BACK || seat < 0 || seat >= s->n)
		return false;
	for (int i = 0; i < RINK_SS_TEAM; i++)
		order[i] = s->team[seat][g->perm[action - SS_A_LINEUP][i]];
	return true;
}

/* ---- positions for tests and tools ------------------------------------------------ */

static bool deck_find(const struct ss_state *s, int card, int *type, int *idx)
{
	for (int t = 0; t < 3; t++)
		for (int i = 0; i < SS_MAX_DECK; i++)
			if (s->deck[t][i] == card) {
				*type = t;
				*idx = i;
				return true;
			}
	return false;
}

int rink_ss_set_team(rink_state *base, int seat, const uint8_t cards[6], struct rink_error *err)
{
	struct ss_state *s = (struct ss_state *)base;
	const struct ss_game *g = ss_game_of(s);
	int count[3] = {0, 0, 0};

	if (seat < 0 || seat >= s->n)
		return rink_error_set(err, RINK_EINVAL, "no manager %d", seat + 1);
	if (s->phase == RINK_SS_SETUP || s->phase == RINK_SS_GIVE)
		return rink_error_set(err, RINK_EINVAL, "teams are incomplete now");
	for (int i = 0; i < RINK_SS_TEAM; i++) {
		if (cards[i] >= RINK_SS_CARDS)
			return rink_error_set(err, RINK_EINVAL, "no card %d", cards[i]);
		for (int j = 0; j < i; j++)
			if (cards[j] == cards[i])
				return rink_error_set(err, RINK_EINVAL, "%s named twice",
				                      g->cards[cards[i]].name);
		count[g->cards[cards[i]].type]++;
	}
	if (count[0] != 3 || count[1] != 2 || count[2] != 1)
		return rink_error_set(err, RINK_EINVAL,
		                      "a team is 3 forwards, 2 defensemen and 1 goalie");
	for (int type = 0; type < 3; type++) {
		/* swap each incoming card with an outgoing one of the same type */
		for (int i = 0; i < RINK_SS_TEAM; i++) {
			int in = cards[i], out_slot = -1, t, idx;
			if (g->cards[in].type != type || rink__ss_slot_of(s, seat, in) >= 0)
				continue;
			for (int k = 0; k < ss_slot_count[type] && out_slot < 0; k++) {
				int c = s->team[seat][ss_slot_base[type] + k];
				bool kept = false;
				for (int j = 0; j < RINK_SS_TEAM; j++)
					kept |= cards[j] == c;
				if (!kept)
					out_slot = ss_slot_base[type] + k;
			}
			int out = s->team[seat][out_slot];
			if (deck_find(s, in, &t, &idx)) {
				s->deck[t][idx] = (uint8_t)out;
			} else {
				for (int m = 0; m < s->n; m++) {
					int sl = rink__ss_slot_of(s, m, in);
					if (sl >= 0)
						s->team[m][sl] = (uint8_t)out;
				}
			}
			s->team[seat][out_slot] = (uint8_t)in;
		}
	}
	/* what was publicly known stays true only for cards still in place */
	uint64_t kept = 0;
	for (int m = 0; m < s->n; m++) {
		uint64_t bits = 0;
		for (int i = 0; i < RINK_SS_TEAM; i++)
			bits |= 1ull << s->team[m][i];
		s->known[m] &= bits;
		if (s->out_mask >> m & 1)
			kept |= bits;
	}
	s->injured_kept &= kept; /* an injured card moved is no longer face up there */
	return RINK_OK;
}

int rink_ss_deck(const rink_state *base, int type, uint8_t *out)
{
	const struct ss_state *s = (const struct ss_state *)base;
	int cap = ss_game_of(s)->type_total[type];

	for (int i = 0; i < s->deck_len[type]; i++)
		out[i] = (uint8_t)rink__pile_at(s->deck[type], s->deck_top[type], cap, i);
	return s->deck_len[type];
}

int rink_ss_set_deck(rink_state *base, int type, const uint8_t *cards, int n,
                     struct rink_error *err)
{
	struct ss_state *s = (struct ss_state *)base;

	if (type < 0 || type > 2)
		return rink_error_set(err, RINK_EINVAL, "no deck %d", type);
	return rink__pile_reorder(s->deck[type], &s->deck_top[type], s->deck_len[type],
	                          ss_game_of(s)->type_total[type], cards, n, "deck", err);
}

void rink_ss_set_wins(rink_state *base, int seat, int wins)
{
	struct ss_state *s = (struct ss_state *)base;

	/* the games behind those wins count as played, so the scoreboard stays
	 * consistent (total wins == games played, see ss_check) */
	s->games_played = (uint16_t)(s->games_played + wins - s->wins[seat]);
	s->wins[seat] = (uint8_t)wins;
}
