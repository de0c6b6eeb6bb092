/*
 * cli/play.h: the `rink play` session, shared by play.c (options, the loop
 * over decisions, watching, saving) and play_human.c (a human's screen).
 */
#ifndef RINK_CLI_PLAY_H
#define RINK_CLI_PLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cli/cli.h"
#include "rink/match.h"
#include "rink/powerplay.h"
#include "rink/slapshot.h"

struct play {
	/* the command line */
	const char *bots;   /* bot kind of every seat not played by a human */
	char bot_label[80]; /* "heuristic bot": how the screen names them */
	bool level;         /* bots was given as a level (--level) */
	const char *save;   /* save after every action, or NULL */
	char kept[4096];    /* the autosave's path when save is one (saves.c) */
	char again[600];    /* the players' options, to continue the game with */
	const char *resume; /* the file resumed from, or NULL */
	int humans;         /* seats 1..humans are people */
	int delay_ms;       /* pause after each event while watching */
	bool json;          /* events and the summary as JSON lines */
	/* the game */
	rink_match *m;
	const rink_game *g;
	uint64_t seed;
	int seats;
	bool powerplay;   /* the game: Power Play, else Slapshot */
	int playoff_wins; /* from the game's parameters (Power Play: wins target) */
	bool schedule, limits;
	int ending;            /* Power Play: 0 original, 1 no-playoffs, 2 short */
	bool team_variant;     /* Power Play */
	bool fixed_lineup;     /* Power Play: lineup=fixed */
	bool postseason_turns; /* Power Play: postseason=turns */
	/* every event since the program started (or resumed) */
	struct rink_event *log;
	size_t n_log, cap_log;
	size_t seen[RINK_MAX_SEATS];      /* events each human has been shown */
	int last_human;                   /* seat of the last human screen, -1 */
	int watched_wins[RINK_MAX_SEATS]; /* the wins at the last standings line */
	/* input */
	char *line;
	size_t line_cap;
};

/* How a human's decision ended. */
enum { HUMAN_MOVED = 0, HUMAN_QUIT, HUMAN_EOF, HUMAN_ERROR };

/* play.c: applies seat's action through the match (events logged, the
 * game saved when --save was given). Returns RINK_OK or the library's
 * error, with its message in err. CLI_EXIT_FAIL-worthy failures (a save
 * that cannot be written) set *fatal. */
int play_apply(struct play *p, int seat, int action, struct rink_error *err, bool *fatal);

/* play_human.c: shows seat's screen and reads lines until one is a legal
 * action, which it applies through play_apply. */
int play_human_turn(struct play *p, int seat);
/* play_powerplay.c: Power Play's screen and rules of the moment. */
void play_pp_screen(const struct play *p, int seat);
void play_pp_rules(const struct play *p, int seat);
/* `field A,B,C,D,E,F`: true when in is such a list of cards (then handled:
 * every card fielded, *moved, or none with one error line); false for any
 * other line. *fatal when a save failed. */
bool play_pp_field_list(struct play *p, int seat, const char *in, bool *moved, bool *fatal);
/* `hint` at a card to lay (lineup=rounds): the card-by-card solver's advice
 * and the chance of winning, from what seat may see. */
bool play_pp_can_hint(const struct play *p, int seat);
void play_pp_hint(const struct play *p, int seat);
/* The commands besides moves, for a prompt's help: hint (when the seat has
 * one now) and what quit does with the game. */
void play_commands_help(const struct play *p, bool hint);
/* play_watch.c: how the header and the standings name a seat ("you",
 * "human", "heuristic bot"). */
const char *play_seat_kind(const struct play *p, int seat);
/* The events from index `from` on, paced, while bots play alone (text or
 * JSON lines), with the standings after a game that changed the wins. */
void play_watch_events(struct play *p, size_t from);
/* The end of the season: the events not yet shown, the final standings and
 * the champion (or the JSON summary). */
void play_print_final(struct play *p);
/* The events of the log from index `from` as seat sees them, one a line. */
void play_print_events(const struct play *p, size_t from, int seat, const char *indent);

#endif
