/*
 * bots/bot.c: the bot interface, its table of kinds, and the random bot.
 *
 * The random bot draws uniformly from the legal actions with its own
 * generator; it is the baseline for strength and the driver of the random
 * simulation tests and benchmarks. Levels name the kinds people choose
 * from: easy (random), medium (heuristic), hard (the game's strongest bot
 * as measured in the arena: the hard bots of every game). Action Deck's
 * heuristic and hard kinds are one coach (bots/adcoach.c): its table, or
 * its table checked in simulated endings at each pull decision.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bots/bot_int.h"

int rink__bot_option(const char **p, const char **item, char key[16], double *v,
                     struct rink_error *err)
{
	const char *s = *p, *eq;
	size_t len, k;
	char *end;

	if (!s || !*s)
		return 0;
	len = strcspn(s, ",:");
	if (item)
		*item = s;
	for (k = 0; k < len && islower((unsigned char)s[k]); k++)
		;
	eq = s + k;
	errno = 0;
	if (k == 0 || k > 15 || *eq != '=' || !eq[1] || isspace((unsigned char)eq[1]))
		goto out_bad;
	*v = strtod(eq + 1, &end);
	if (end != s + len || errno || !isfinite(*v))
		goto out_bad;
	memcpy(key, s, k);
	key[k] = '\0';
	*p = s + len + (s[len] != '\0');
	return 1;

out_bad:
	return rink_error_set(err, RINK_EINVAL, "bot option '%.*s': expected KEY=NUMBER",
	                      (int)(len < 60 ? len : 60), s);
}

bool rink__bot_whole(double v, double lo, double hi)
{
	return v >= lo && v <= hi && v == floor(v);
}

struct kind {
	const char *name;
	const char *game; /* NULL: every game */
	int (*init)(struct rink_bot *b, const char *opts, struct rink_error *err);
	int (*act)(struct rink_bot *b, const rink_state *s, int seat);
	void (*fini)(struct rink_bot *b);
};

static int random_act(struct rink_bot *b, const rink_state *s, int seat)
{
	return rink_state_sample_legal(s, seat, &b->rng);
}

static const struct kind table[] = {
        {"random", NULL, NULL, random_act, NULL},
        {"heuristic", "slapshot", NULL, rink__ss_heuristic_act, NULL},
        {"heuristic", "powerplay", NULL, rink__pp_heuristic_act, NULL},
        {"heuristic", "trickshot", NULL, rink__ts_heuristic_act, NULL},
        {"heuristic", "actiondeck", rink__ad_coach_init, rink__ad_coach_act, rink__ad_coach_fini},
        {"ismcts", NULL, rink__ismcts_init, rink__ismcts_act, rink__ismcts_fini},
        {"hard", "slapshot", rink__ss_hard_init, rink__ss_hard_act, rink__ismcts_fini},
        {"hard", "trickshot", rink__ts_hard_init, rink__ts_hard_act, rink__ts_hard_fini},
        {"hard", "powerplay", rink__pp_hard_init, rink__pp_hard_act, rink__pp_hard_fini},
        {"hard", "actiondeck", rink__ad_hard_init, rink__ad_coach_act, rink__ad_coach_fini},
};

static const char *const kinds[] = {"random", "heuristic", "ismcts", "hard", NULL};

const char *const *rink_bot_kinds(void)
{
	return kinds;
}

const char *rink_bot_level(const rink_game *g, const char *level)
{
	(void)g; /* every game's strongest measured bot is its kind "hard" */
	if (strcmp(level, "easy") == 0)
		return "random";
	if (strcmp(level, "medium") == 0)
		return "heuristic";
	if (strcmp(level, "hard") == 0)
		return "hard";
	return level;
}

rink_bot *rink_bot_new(const rink_game *g, const char *kind, uint64_t seed, struct rink_error *err)
{
	const struct kind *k = NULL;
	/* easy and medium name kinds; "hard" is itself a kind's name */
	const char *name = !kind ? ""
	                   : !strcmp(kind, "easy") || !strcmp(kind, "medium")
	                           ? rink_bot_level(g, kind)
	                           : kind;
	const char *colon = strchr(name, ':');
	size_t len = colon ? (size_t)(colon - name) : strlen(name);
	rink_bot *b;

	for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++)
		if (strlen(table[i].name) == len && strncmp(table[i].name, name, len) == 0 &&
		    (!table[i].game || strcmp(table[i].game, rink_game_name(g)) == 0))
			k = &table[i];
	if (!k || (colon && !k->init)) {
		rink_error_set(err, RINK_ENOTFOUND,
		               "no bot '%s' for %s (bots: random, heuristic, ismcts, hard; levels: "
		               "easy, medium, hard)",
		               kind ? kind : "", rink_game_name(g));
		return NULL;
	}
	b = calloc(1, sizeof(*b));
	if (!b) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		return NULL;
	}
	b->game = g;
	strncpy(b->kind, name, sizeof(b->kind) - 1);
	rink_rng_seed(&b->rng, seed);
	b->act = k->act;
	b->fini = k->fini;
	if (k->init && k->init(b, colon ? colon + 1 : "", err) != RINK_OK) {
		rink_bot_free(b);
		return NULL;
	}
	return b;
}

void rink_bot_free(rink_bot *b)
{
	if (!b)
		return;
	if (b->fini)
		b->fini(b);
	free(b);
}

const char *rink_bot_kind(const rink_bot *b)
{
	return b->kind;
}

int rink_bot_act(rink_bot *b, const rink_state *s, int seat)
{
	return b->act(b, s, seat);
}
