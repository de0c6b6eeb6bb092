/*
 * games/cards/cards.h: the card engine's shared mechanics.
 *
 * Slapshot (1980) and Power Play (1997, its third edition) are one card
 * engine with two rule sets and two decks. What both share lives here:
 *   - the card record (type, value in halves, bruiser, "scores on goalies"
 *     as one property shared by Tiny Tim and Willy Winzig, special ability,
 *     team symbol) and the loader that validates a deck file against a rule
 *     set's constraints (cards/deck.c);
 *   - the three face-down piles, circular buffers with draw from the top and
 *     put under the bottom, and the draft procedure on top of them
 *     (cards/pile.h);
 *   - the face-off rule: who scores and who is injured when two cards meet,
 *     given their values in play (cards/faceoff.c);
 *   - refusals in words for a rule both share, each opponent challenged
 *     once before any twice (cards/refusal.c).
 * A rule set supplies the numbers (deck counts, value range, bruisers,
 * which abilities exist) as a struct rink__deck_rules and its own flow.
 */
#ifndef RINK_GAMES_CARDS_H
#define RINK_GAMES_CARDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game_int.h"

#define RINK__CARDS_MAX   80 /* the largest deck (Power Play: 77) */
#define RINK__NO_CARD     0xff
#define RINK__MAX_SYMBOLS 8

enum { RINK__FORWARD = 0, RINK__DEFENSE = 1, RINK__GOALIE = 2 };

/* Special abilities (Power Play, Special Players). */
enum rink__ability {
	RINK__AB_NONE = 0,
	RINK__AB_HYDRA,
	RINK__AB_JOLLY_JUDGE,
	RINK__AB_ROSALINDE,
	RINK__AB_RUMPELSTOCKCHEN,
	RINK__AB_SITTING_BULLY,
	RINK__AB_WILLY_WINZIG,
	RINK__AB_COUNT
};

struct rink__card {
	char name[40];          /* as printed, single spaces */
	char alias[40];         /* a second accepted name or "" */
	char id[16];            /* stable identifier from the file, or "" */
	uint8_t type;           /* RINK__FORWARD.. */
	uint8_t value2;         /* printed value in halves: 0..2*max_value */
	bool bruiser;           /* injures what it meets */
	bool scores_on_goalies; /* Tiny Tim, Willy Winzig */
	uint8_t ability;        /* enum rink__ability */
	uint8_t symbol;         /* index into the deck's symbol list */
};

/* What a rule set demands of a deck file. */
struct rink__deck_rules {
	const char *game;           /* "game" field the file must carry */
	const char *format;         /* "format" field: rink-roster / rink-deck */
	int count[3];               /* cards of each type */
	int max_value;              /* printed values 0..max_value */
	bool halves;                /* values in steps of 1/2 allowed */
	int bruisers;               /* exact number of bruisers, -1 any */
	bool bruisers_defense_only; /* a bruiser must be a defender */
	bool specials;              /* the six abilities, each exactly once */
	bool symbols;               /* every card names a team symbol */
};

struct rink__deck {
	struct rink__card cards[RINK__CARDS_MAX];
	int n;                               /* cards loaded */
	uint8_t type_total[3];               /* cards of each type */
	char symbols[RINK__MAX_SYMBOLS][24]; /* team symbol names */
	int n_symbols;
};

/* Loads and validates the deck file at path against rules. Every error
 * names the file, the card (number and name) and the problem. */
int rink__deck_load(struct rink__deck *d, const struct rink__deck_rules *rules, const char *path,
                    struct rink_error *err);
/* Card id by name or alias (case-insensitive, runs of spaces as one), or -1. */
int rink__deck_find(const struct rink__deck *d, const char *name);
const char *rink__type_name(int type);
const char *rink__ability_name(int ability);

/* ---- the face-off rule -------------------------------------------------- */

enum {
	RINK__FO_HOME_GOAL = 1,
	RINK__FO_AWAY_GOAL = 2,
	RINK__FO_HOME_INJURED = 4,
	RINK__FO_AWAY_INJURED = 8
};

/* Bruiser v goalie: by default the goalie blocks (no goal) and is injured.
 * Slapshot's bruiser_beats_goalie=1 (SS-GAP-12 (b)) lets a higher bruiser
 * score; Power Play's (PP-GAP-06 (b), the bruiser line) lets the higher of
 * the two score, the goalie included: both flags. */
struct rink__fo_rules {
	bool bruiser_beats_goalie; /* a higher bruiser scores through a goalie */
	bool goalie_beats_bruiser; /* a higher goalie scores on a bruiser */
	bool bruisers_spare;       /* two bruisers meeting injure neither */
};

/* Outcome bits when card h (worth hv halves now) meets card a (av). The
 * values are passed in because Power Play's Hydra and Sitting Bully change
 * them in play; Slapshot passes the printed values. */
int rink__faceoff(const struct rink__card *h, int hv, const struct rink__card *a, int av,
                  const struct rink__fo_rules *r);

/* Why a face-off ended as it did, for people ("goalie: blocked"). */
int rink__faceoff_reason(const struct rink__card *h, const struct rink__card *a, int outcome,
                         char *buf, size_t size);

/* A challenge of manager t (seat numbers from 0) refused by the rule that
 * each opponent is challenged once before any twice (Slapshot's League
 * Schedule, Power Play's Season Play Rule), in words naming the rule and
 * whom to challenge first. initiated[o]: the games the challenger initiated
 * against o; skip: the seats that do not count (the challenger, managers
 * out). refusal.c. */
int rink__schedule_refusal(const uint8_t *initiated, int n, uint32_t skip, int t, const char *rule,
                           char *buf, size_t size);

/* season.c: the post-season of a card game's season (SS-SEASON-05,
 * PP-END-04/05): the first to the wins target and every other manager with
 * the most wins of the rest, as a bitmask of seats. */
uint32_t rink__postseason_mask(int first, const uint8_t *wins, int n);

#endif
