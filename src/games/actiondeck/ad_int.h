/*
 * games/actiondeck/ad_int.h: what the Action Deck files share.
 *
 * The game object (struct ad_game) holds the immutable data: two team
 * charts and the designed rules (deck, penalty chart, saves and assists),
 * either owned (loaded from files named by parameters) or borrowed from a
 * caller (rink_ad_game_new, for seasons). The state (struct ad_state) is
 * one memcpy-able block: the generator, the two decks in play, the
 * position (period, possession, zone, pending face-off or shot), running
 * penalties, who is out, the shoot-out, and the scoresheet (rink_ad_box).
 *
 * Files, by rulebook section:
 *   actiondeck.c  §I-II  components, setup, parameters, the interface
 *   charts.c      §III, §VIII  team charts, deck and chart files, splits
 *   play.c        §IV   sequences: zone entries, passes, control draws,
 *                       face-offs, penalty checks
 *   shots.c       §IV, §VI, §VII  shots, saves, assists, modifiers
 *   timing.c      §V, §IX  penalty chart, strength, penalty timing
 *   endgame.c     §X, §XI  periods, overtime, shoot-out, injuries, pulling
 *   view.c        the record, box score, events as text and JSON, check
 *   league.c      a league folder: charts, its parameters, its own charts
 *   roster.c      a player's chart line joining another team (trades)
 *   league_ops.c  a league of Action Deck (core/league_int.h's hooks)
 *   league_roster.c  a league's rosters changed: players out, trades
 *   schedule.c    a schedule (games.csv) and an alignment (divisions.csv)
 *   season.c      a season of games, starters chosen and injuries carried
 *                 across games (AD-GAP-43, AD-INJ-10)
 *   standings.c   standings (NHL tie-breakers), the playoff (AD-GAP-49)
 *   box.c         the box score as text and JSON
 *   build.c       team charts from season statistics
 *   tune.c        a league fitted to its season: shots, power plays, minutes
 *   calibrate.c   a real season replayed and compared with itself
 */
#ifndef RINK_GAMES_ACTIONDECK_AD_INT_H
#define RINK_GAMES_ACTIONDECK_AD_INT_H

#include "core/game_int.h"
#include "rink/actiondeck.h"
#include "rink/rng.h"

#define AD_MAXPEN 8 /* running penalties at once */
_Static_assert(RINK_AD_MAX_PLAYERS <= 64, "ad_state.boxed is a 64-bit mask");
#define AD_NONE         255
#define AD_MAX_REBOUNDS 100 /* a guard: a shot's rebounds end after this many */

enum ad_phase {
	AD_PH_PLAY,  /* internal: the state is playing on */
	AD_PH_PAUSE, /* stop=sequence: the home seat answers "next" */
	AD_PH_PULL,  /* the trailing coach decides whether to pull */
	AD_PH_PICK,  /* shoot-out: a coach picks his shooters */
	AD_PH_OVER
};

enum ad_out {
	AD_IN = 0,
	AD_OUT_PERIOD = 1,
	AD_OUT_GAME = 2,
	AD_OUT_ABSENT = 3,
	AD_OUT_MISC = 4,
	AD_OUT_BOX = 5
};

struct ad_game {
	const struct rink_ad_team *team[2]; /* home, visitor */
	const struct rink_ad_rules *rules;
	struct rink_ad_team *own_team[2]; /* owned copies (file parameters) */
	struct rink_ad_rules *own_rules;
	bool budget_all; /* AD-GAP-33 (a): every draw counts */
	bool tournament; /* AD-SET-06 */
	bool regular_so; /* shoot-out in regular-season games too */
	bool stop_seq;   /* halt after every sequence */
	int ot_cards;    /* 25 */
	int pull_cards;  /* AD-GAP-32 window */
	int pull_deficit;
	bool attempts_all; /* AD-GAP-15 (b): every control draw counts */
	int minor_cards;   /* AD-GAP-14 (b): a minor also ends after this many
	                      entry cards (0: only control attempts) */
	int major_cards;
	int ot_skaters;        /* AD-GAP-45: 5 (the rulebook's overtime), 4 or 3 a side */
	int home_ice;          /* AD-GAP-46: added to the home team's control rating */
	int trail_ctl;         /* AD-GAP-47: added to a trailing team's control rating */
	int relief_goals;      /* AD-GAP-44: a starter who lets in this many while his
	                          team trails is relieved (0: never) */
	int8_t starter[2];     /* AD-GAP-43: home_goalie/away_goalie, chart index;
	                          -1: the rulebook's FACED reading on every odd shot */
	uint64_t absent[2];    /* home_out/away_out: bit i, player i misses the game */
	uint32_t flow[101][3]; /* rink__ad_flow_table */
};

/* Penalty clocks (timing.c): counts that run while penalties do. Clock 0
 * and 1 count the control attempts that bring penalties of team 1 and 0
 * to an end (with attempts=all, clock 0 counts every one); AD_CLK_CARDS
 * counts entry cards. A running penalty keeps the reading of its clocks
 * at which it ends, so that a card or a control draw is one count and
 * one compare with the earliest such reading (ad_state.next), not a
 * count down of every penalty. */
#define AD_CLK_CARDS 2
#define AD_NEVER     0xffff /* a reading no clock reaches in a game */

struct ad_pen {
	uint8_t team;      /* penalized team */
	uint8_t player;    /* chart index */
	uint8_t kind;      /* enum rink_ad_pen_kind */
	uint8_t clock;     /* the clock of its control attempts (0 or 1) */
	uint16_t end_att;  /* it ends when that clock reads this (AD_NEVER: a misconduct) */
	uint16_t end_card; /* or the card clock this (AD-GAP-14 b; misconduct: 50 cards) */
};

struct ad_state {
	struct rink_state base;
	struct rink_rng rng;
	uint8_t deck[100];    /* entry deck in draw order (all draws: budget=all) */
	uint8_t ndeck[100];   /* numbers deck (budget=entries) or the overflow deck */
	uint8_t pos;          /* next card of deck */
	uint8_t npos;         /* next card of ndeck; 100 = shuffle first */
	uint8_t limit;        /* cards in this period: 100, or 25 in overtime */
	uint8_t overflow;     /* budget=all: the period's deck ran out mid-sequence */
	uint8_t period;       /* 1-3, 4 overtime, 5 shoot-out, 6 over */
	uint8_t phase;        /* enum ad_phase */
	uint8_t poss;         /* controlling team */
	uint8_t zone;         /* from poss's side */
	uint8_t fo;           /* a face-off starts the next sequence */
	uint8_t fo_zone_home; /* its zone from the home team's side */
	uint8_t fo_neutral;   /* nobody controls: the home card is first */
	uint8_t shot;         /* an immediate shot starts the next sequence */
	uint8_t en_shot;      /* an empty-net shot is owed (AD-GAP-31) */
	uint8_t inj;          /* an injury check is owed (AD-INJ-01) */
	uint8_t goalie[2];    /* chart index of the goalie in net */
	uint8_t fixed_gk[2];  /* AD-GAP-43: a starter plays; FACED is not read */
	uint8_t relieved[2];  /* AD-GAP-44: the starter was relieved */
	uint16_t gk_in[2];    /* game seconds at which the goalie in net went in */
	uint8_t pulled[2];
	uint8_t pull_offered; /* the window's first offer was made */
	uint8_t pull_block;   /* declined: ask again at the next face-off */
	uint8_t decider;      /* the team deciding (AD_PH_PULL) */
	uint8_t adjusted;     /* the score was set by hand (tests) */
	uint8_t budget_all;   /* copy of the game's flag: draws read it often */
	uint8_t sk[2];        /* skaters on the ice, kept by timing.c */
	uint8_t ctl[2];       /* modified control ratings now (rink__ad_mods) */
	int8_t pct_add[2];    /* modifier of PCT now, before the cap of 95 */
	int8_t save_add[2];   /* modifier of the SAVE% of team's goalie now */
	uint8_t att_mask;     /* a controller's attempts go on clock poss & att_mask */
	uint8_t npen;
	struct ad_pen pen[AD_MAXPEN];
	uint16_t clk[3];   /* the penalty clocks, running while npen > 0 */
	uint16_t next[3];  /* the earliest end of a running penalty on each clock */
	uint64_t boxed[2]; /* bit i: player i sits in the box (from pen[]) */
	uint8_t out[2][RINK_AD_MAX_PLAYERS]; /* enum ad_out */
	uint8_t so_pick[2][3];               /* the named shooters, chart rows, in order */
	uint8_t so_npick[2];                 /* how many of so_pick are named: 0..3 */
	uint8_t so_named;                    /* bit t: team t is done naming (3, or all eligible) */
	uint8_t so_used[2][RINK_AD_MAX_PLAYERS];
	uint16_t seq; /* sequences played */
	struct rink_ad_box box;
};

static inline const struct ad_game *ad_game(const struct ad_state *s)
{
	return (const struct ad_game *)s->base.game->impl;
}

static inline const struct rink_ad_team *ad_team(const struct ad_state *s, int t)
{
	return ad_game(s)->team[t];
}

/* charts.c */
int rink__ad_csv_split(char *line, char **f, int max);
/* A file written to path.tmp (tmp, of size bytes, gets the name) and
 * renamed into place once whole by rink__ad_write_end, so that an
 * interrupted write leaves the old file as it was. */
FILE *rink__ad_write_begin(const char *path, char *tmp, size_t size, struct rink_error *err);
int rink__ad_write_end(FILE *f, const char *tmp, const char *path, struct rink_error *err);
/* The checks of player i's own row against t->p[0..i): a name no earlier
 * player has, no SHOT number with PCT '-', a goalie without SHOT, ASST or
 * PEN, a skater without FACED. where names the row ("file:line"), so that
 * a loader reports the row itself; rink_ad_team_index runs them too. */
int rink__ad_player_check(const struct rink_ad_team *t, int i, const char *where,
                          struct rink_error *err);

/* play.c */
void rink__ad_shuffle100(struct rink_rng *rng, uint8_t *d);
void rink__ad_shuffle(struct ad_state *s, int limit);
int rink__ad_draw_slow(struct ad_state *s);

/* A card drawn for its number (AD-CARD-07, AD-GAP-33): from the numbers
 * deck with budget=entries (reshuffled when spent); with budget=all from
 * the period's deck, and once its 100 are gone from a fresh overflow deck
 * that does not count. */
static inline int rink__ad_draw(struct ad_state *s)
{
	/* with budget=all npos stays at 100 until the overflow deck is dealt */
	if (__builtin_expect(s->npos < 100, 1))
		return s->ndeck[s->npos++];
	return rink__ad_draw_slow(s);
}

/* A card read for its zone entry: always the period's deck. */
static inline int rink__ad_draw_entry(struct ad_state *s)
{
	if (s->pos < 100)
		return s->deck[s->pos++];
	return rink__ad_draw_slow(s);
}

/* The cards the next two draws would give, *c1 and *c2, left on top of
 * their deck: adding n to the counter returned draws the first n. NULL,
 * with nothing read, where the two would not come from the same deck. */
static inline uint8_t *ad_peek2(struct ad_state *s, int *c1, int *c2)
{
	uint8_t *d = s->ndeck, *at = &s->npos;

	if (s->budget_all) {
		d = s->deck;
		at = &s->pos;
	}
	if (*at > 98)
		return NULL;
	*c1 = d[*at];
	*c2 = d[*at + 1];
	return at;
}
/* Zone z, named from one team's side, named from team's side where the
 * first was the home team's, or back (the flip is its own inverse): D and
 * A swap for the visitor. Without a branch on the team. */
static inline unsigned ad_zone_for(unsigned z, unsigned team)
{
	return z + team * (2u - 2u * z);
}
/* A shot starts the next sequence (no face-off comes first): an
 * immediate one (AD-CTL-07, AD-PEN-08) or an empty-net one owed to the
 * team facing the empty net (AD-GAP-31 a). An owed shot is taken before
 * the period ends (AD-GAP-33) and before the injury check (AD-GAP-40). */
static inline int rink__ad_shot_owed_at(const struct ad_state *s, unsigned fo, unsigned shot,
                                        unsigned poss)
{
	return !fo && (shot | (s->en_shot & s->pulled[poss ^ 1]));
}
/* The same, the puck's place read from the state (rink__ad_run keeps it
 * in registers and gives it to the function above). */
static inline int rink__ad_shot_owed(const struct ad_state *s)
{
	return rink__ad_shot_owed_at(s, s->fo, s->shot, s->poss);
}
void rink__ad_sequence(struct ad_state *s, struct rink_events *ev);
void rink__ad_run(struct ad_state *s, int stop);
void rink__ad_flow_table(struct ad_game *g);
void rink__ad_faceoff(struct ad_state *s, struct rink_events *ev);
int rink__ad_select(struct ad_state *s, int team, int col, int exclude1, int exclude2);
void rink__ad_set_poss(struct ad_state *s, int team, int zone);

/* shots.c */
void rink__ad_shot_from(struct ad_state *s, int rebound, struct rink_events *ev);
void rink__ad_credit_goal(struct ad_state *s, int team, int scorer, int strength, int pshot,
                          struct rink_events *ev);
void rink__ad_empty_net(struct ad_state *s, struct rink_events *ev);
void rink__ad_penalty_shot(struct ad_state *s, int team, struct rink_events *ev);

static inline int rink__ad_cap95(int v)
{
	return v > 95 ? 95 : v;
}

/* The modified PCT of player of team, whose chart is t (AD-MOD, the cap
 * of 95); a dash is 0. */
static inline int rink__ad_pct_of(const struct ad_state *s, const struct rink_ad_team *t, int team,
                                  int player)
{
	int r = t->p[player].pct;

	return r == RINK_AD_DASH ? 0 : rink__ad_cap95(r + s->pct_add[team]);
}

static inline int rink__ad_pct(const struct ad_state *s, int team, int player)
{
	return rink__ad_pct_of(s, ad_team(s, team), team, player);
}

/* The modified SAVE% of goalie of team, whose chart is t, facing the
 * other team; never under 0. */
static inline int rink__ad_save_of(const struct ad_state *s, const struct rink_ad_team *t, int team,
                                   int goalie)
{
	int r = t->p[goalie].save + s->save_add[team];

	return r < 0 ? 0 : r;
}

static inline int rink__ad_save(const struct ad_state *s, int team, int goalie)
{
	return rink__ad_save_of(s, ad_team(s, team), team, goalie);
}

/* 0 even, 1 more skaters (power play), 2 fewer (short-handed): also the
 * save chart read. */
static inline int rink__ad_strength(const struct ad_state *s, int team)
{
	int me = s->sk[team], them = s->sk[1 - team];

	return (me > them) + 2 * (me < them);
}

/* AD-SHT-04..08, AD-GAP-20/21, the usual case of a shot: shooter of the
 * controlling team C (chart tc, the other team's to), a selection card of
 * parity odd, and the next two cards r0 and r1. An even selection is
 * settled by the shooter: r0 within his PCT scores. An odd one by the
 * goalie: r0 names gk on the FACED column (the caller has checked that it
 * names one goalie, available), who takes the net, and r1 within his
 * SAVE% is a save; with a starter (fixed_gk, AD-GAP-43) no FACED card is
 * read and r0 is the save card: the caller draws 2 + (odd & !fixed_gk)
 * cards. Without a branch on the parity, which no processor predicts. Returns whether it scores;
 * *res and *used get the result card and the percentage read. */
static inline int rink__ad_settle_plain(struct ad_state *s, const struct rink_ad_team *tc,
                                        const struct rink_ad_team *to, int C, int shooter, int odd,
                                        int r0, int r1, int gk, int *res, int *used)
{
	int O = 1 - C, fix = s->fixed_gk[O];
	uint8_t in_net[2] = {s->goalie[O], (uint8_t)gk};

	/* AD-GAP-43: with a starter the goalie stays, and the save is the
	 * first card (no FACED reading) */
	s->goalie[O] = in_net[odd & !fix];
	s->box.p[O][s->goalie[O]].gp |= (uint8_t)odd;
	int pct[2] = {rink__ad_pct_of(s, tc, C, shooter), rink__ad_save_of(s, to, O, s->goalie[O])};
	int card[2] = {r0, fix ? r0 : r1};
	*res = card[odd];
	*used = pct[odd];
	return (*res <= *used) ^ odd;
}

/* A shot on goal by team C's shooter counted in the box score: the team's
 * and the shooter's shots, and one shot against the goalie now in net,
 * whose line is returned (for his save). */
static inline struct rink_ad_pstat *rink__ad_shot_counted(struct ad_state *s, int C, int shooter)
{
	struct rink_ad_pstat *gs = &s->box.p[1 - C][s->goalie[1 - C]];

	s->box.shots[C]++;
	s->box.p[C][shooter].shots++;
	gs->sa++;
	return gs;
}

/* AD-SAV-01/02, AD-GAP-18 (a): a save of C's shot that is not a
 * rebound. COVER: face-off in the shooting team's A; CLEAR: the defence
 * takes the puck in its D; KEEP: the attack keeps it in A. */
static inline void rink__ad_after_save(struct ad_state *s, int C, int what)
{
	int cover = what == RINK_AD_COVER, clear = what == RINK_AD_CLEAR;

	s->fo = (uint8_t)cover;
	s->fo_neutral = 0;
	s->fo_zone_home = (uint8_t)(RINK_AD_ZA - 2 * C);
	s->zone = (uint8_t)(RINK_AD_ZA - 2 * clear);
	s->poss = (uint8_t)(C ^ clear);
	s->en_shot |= (uint8_t)(clear & s->pulled[C]); /* AD-GAP-31 */
}
void rink__ad_mods(struct ad_state *s);
void rink__ad_mods_of(const struct ad_state *s, int team, int *ctl, int *pct, int *save);
static inline int rink__ad_control(const struct ad_state *s, int team)
{
	return s->ctl[team];
}
int rink__ad_so_result(int pct, int card);

/* timing.c */
static inline int rink__ad_skaters(const struct ad_state *s, int team)
{
	return s->sk[team];
}
uint64_t rink__ad_boxed(const struct ad_state *s, int team);
/* AD-GAP-17 (a): the player sits in the box (serving a penalty). */
static inline bool rink__ad_in_box(const struct ad_state *s, int team, int player)
{
	return player < RINK_AD_MAX_PLAYERS && (s->boxed[team] >> player & 1);
}
/* AD-PEN-01..05, AD-GAP-10 (a): the team a penalty check's card n
 * penalizes while C controls: C within 1 to its offensive number, the
 * other team within its defensive number to 100; -1 for neither. */
static inline int rink__ad_pen_who(const struct ad_state *s, int C, int n)
{
	if (n <= ad_team(s, C)->pen_off)
		return C;
	return n >= ad_team(s, 1 - C)->pen_def ? 1 - C : -1;
}
void rink__ad_pen_check(struct ad_state *s, struct rink_events *ev);
void rink__ad_penalize(struct ad_state *s, int team, bool offensive, struct rink_events *ev);
void rink__ad_goal_ends_minor(struct ad_state *s, int scorer_team, struct rink_events *ev);
void rink__ad_add_pen(struct ad_state *s, int team, int player, int kind, int left);
void rink__ad_expire(struct ad_state *s, int clock, struct rink_events *ev);
int rink__ad_pen_left(const struct ad_state *s, int i);

/* An entry card while penalties run (npen > 0): the card clock counts
 * it, and penalties whose last card it is end (AD-GAP-13/14). Returns
 * whether any ended, which changes the ratings. */
static inline int rink__ad_card_tick(struct ad_state *s, struct rink_events *ev)
{
	if (++s->clk[AD_CLK_CARDS] != s->next[AD_CLK_CARDS])
		return 0;
	rink__ad_expire(s, AD_CLK_CARDS, ev);
	return 1;
}

/* n (0 or 1) control attempts of controller while penalties run (AD-CTL-09,
 * AD-TIME-02/04, AD-GAP-15): called after every pass or control draw, so
 * that whether the entry was a control draw is a number here and not a
 * branch the processor would have to guess. Returns whether a penalty
 * ended. A pass adds nothing, and a clock never reads its next end
 * before that end is played, so a pass ends nothing. */
static inline int rink__ad_count_attempt(struct ad_state *s, int controller, int n,
                                         struct rink_events *ev)
{
	int k = controller & s->att_mask;

	s->clk[k] = (uint16_t)(s->clk[k] + n);
	if (s->clk[k] != s->next[k])
		return 0;
	rink__ad_expire(s, k, ev);
	return 1;
}

/* endgame.c */
void rink__ad_advance(struct ad_state *s, struct rink_events *ev);
void rink__ad_injury(struct ad_state *s, struct rink_events *ev);
void rink__ad_so_pick(struct ad_state *s, int team, int action, struct rink_events *ev);
int rink__ad_pull_team(const struct ad_state *s);
void rink__ad_goal_scored(struct ad_state *s, int team, struct rink_events *ev);
uint16_t rink__ad_clock(const struct ad_state *s);
/* Seconds of the game played: 1200 a period, overtime after 3600. */
uint16_t rink__ad_elapsed(const struct ad_state *s);
/* AD-GAP-43/44: goalie g of team takes the net now (relief, injury): the
 * one leaving is credited his seconds. */
void rink__ad_goalie_change(struct ad_state *s, int team, int g);
/* AD-GAP-44: after team's goal, relieves the other team's starter when
 * the league's rule says so. */
void rink__ad_relief(struct ad_state *s, int team);

/* build.c: a CSV file of season statistics, its header and rows */
struct ad_table {
	const char *path;
	int ncol, nrow;
	char **cell; /* nrow * ncol strings */
	int *line;   /* file line of each row */
};
/* Loads a CSV file with a header, finding the columns need[] (NULL
 * ended) by name into idx[]; a name after '?' may be missing (its idx
 * -1). Fails with file:line:column. */
int rink__ad_table_load(struct ad_table *t, const char *path, const char *const *need, int *idx,
                        struct rink_error *err);
void rink__ad_table_free(struct ad_table *t);
static inline const char *rink__ad_cell(const struct ad_table *t, int row, int col)
{
	return t->cell[row * t->ncol + col];
}
/* The cell as a number of 0 or more, or an error naming file, line,
 * column and name (err may be NULL). */
int rink__ad_number(const struct ad_table *t, int row, int col, const char *name, double *out,
                    struct rink_error *err);

/* build.c: rink_ad_build, and when rates is not NULL the season's
 * power-play goals per power play (-1 without power plays), shots and
 * penalty minutes per team-game in rates[0], [1] and [2] */
int rink__ad_build(const char *teams_csv, const char *skaters_csv, const char *goalies_csv,
                   struct rink_ad_team **teams, int *nteams, double *rates, struct rink_error *err);

/* league.c: a league's params.txt at path (missing: none) as key=value,...
 * in out; errors name file:line */
int rink__ad_params_read(const char *path, char *out, size_t size, struct rink_error *err);
/* league.c: whether the comma-separated parameters list (may be NULL)
 * give key, of klen bytes */
bool rink__ad_has_param(const char *list, const char *key, size_t klen);
/* The rules of a season of league l under params: the league's, with the
 * components that deck=, penalties=, saves= or assists= name loaded from
 * those files; rest gets the other parameters. */
int rink__ad_league_rules(const struct rink_ad_league *l, const char *params, char *rest,
                          size_t size, struct rink_ad_rules *r, struct rink_error *err);

/* season.c: a starter of t drawn in proportion to the FACED ranges of
 * the goalies not in absent (-1: none); the game object and state of a
 * season of l under params then extra (either may be NULL), its rules in
 * *rules, which must outlive them; and one game of it played on them
 * (starters -1: the rulebook's reading), its record returned. */
int rink__ad_pick_starter(const struct rink_ad_team *t, uint64_t absent, struct rink_rng *rng);
int rink__ad_league_setup(const struct rink_ad_league *l, const char *params, const char *extra,
                          struct rink_ad_rules *rules, rink_game **g, rink_state **s,
                          struct rink_error *err);
const struct rink_ad_box *rink__ad_league_game(rink_game *g, rink_state *s,
                                               const struct rink_ad_league *l, int home, int away,
                                               uint64_t seed, const int starter[2],
                                               const uint64_t absent[2]);

/* roster.c: player row of chart from joins chart to (a trade): his own
 * line, his share of each selection column kept, the others' scaled to
 * make room; to is indexed again. */
int rink__ad_team_join(struct rink_ad_team *to, const struct rink_ad_team *from, int row,
                       struct rink_error *err);
/* The players of list ("TEAM:NAME;...", home_in's value) join t, each
 * from the chart of TEAM: charts's team of that abbreviation, or when
 * charts is NULL the file dir/TEAM.csv. */
int rink__ad_team_take_in(struct rink_ad_team *t, const char *list, const char *dir,
                          const struct rink_ad_league *charts, struct rink_error *err);

/* league_ops.c and league_roster.c: a league's document (rink/league.h)
 * and its rosters changed (rink_league_roster). */
struct rink__lg_result;
/* The charts folder of the league (as its setup names it). */
const char *rink__ad_charts_of(const json_t *doc);
/* Team t's players hurt in its done fixtures before k and still out at k
 * (AD-INJ-10), "NAME;NAME" in out. */
/* Whether name is one of the ';'-separated names of list (whole names: "Aho"
 * is not "Sebastian Aho"). */
bool rink__ad_name_listed(const char *list, const char *name);
void rink__ad_absent_names(const json_t *doc, const struct rink__lg_result *res, int k, int t,
                           char *out, size_t size);
/* Team t's roster changes at fixture k, made after at most upto games
 * decided: the players it misses (out, "NAME;...": traded away, or out
 * for games not yet served) and the players traded to it (in, as home_in
 * takes them), appended to what out and in hold. RINK_EINVAL when they
 * do not fit. */
int rink__ad_roster_lists(const json_t *doc, const struct rink__lg_result *res, int k, int t,
                          int upto, char *out, size_t out_size, char *in, size_t in_size);
/* The league hooks' roster_check and roster_json (core/league_int.h). */
int rink__ad_roster_check(const json_t *doc, const struct rink__lg_result *res, int nfix,
                          json_t *change, struct rink_error *err);
json_t *rink__ad_roster_json(const json_t *doc, const struct rink__lg_result *res, int nfix, int t);
/* The odds from the position res (its done fixtures): l's charts with the
 * players traded joined, and out[team][row] the games each misses from
 * there (255: all), as rink_ad_schedule.out takes them. */
int rink__ad_roster_sim(const json_t *doc, const struct rink__lg_result *res, int nfix,
                        struct rink_ad_league *l, uint8_t (*out)[RINK_AD_MAX_PLAYERS],
                        struct rink_error *err);

/* A player's name on chart t, "-" for a row out of range. */
static inline const char *rink__ad_pname_of(const struct rink_ad_team *t, int i)
{
	return i >= 0 && i < t->n ? t->p[i].name : "-";
}

/* view.c */
extern const char *const rink__ad_entry_names[];
json_t *rink__ad_view_json(const struct rink_state *base, int seat);
/* The two teams' charts as fans read them (names, positions, control,
 * shooting and save percentages): public and fixed (rink_game_info_json). */
json_t *rink__ad_info_json(const struct rink_game *game);
int rink__ad_event_text(const struct rink_game *g, const struct rink_event *e, int seat, char *buf,
                        size_t size);
json_t *rink__ad_event_json(const struct rink_game *g, const struct rink_event *e, int seat);
int rink__ad_check(const struct rink_state *base, struct rink_error *err);

static inline struct rink_event *ad_ev(struct rink_events *ev, int type)
{
	return ev ? rink_events_push(ev, (uint16_t)type, RINK_SEEN_BY_ALL) : NULL;
}

/* Event arguments past those rink/actiondeck.h lists (that header's stay
 * where they are), so that each event's JSON (view.c) names what a
 * client draws without the state at hand:
 *   PERIOD      [1] cards counted out for it (0: the shoot-out)
 *   FACEOFF     [4] [5] home and visitor control ratings the cards met
 *   ENTRY       [4] clock after the card [5] period [6] cards left
 *   CONTROL     [6] the team that held the puck (its card is card1)
 *   PENCHECK    [2] the team that held the puck [3] its zone then
 *   PENALTY     [5] period [6] [7] home and visitor skaters after it
 *   PEN_END     [3] kind [4] [5] home and visitor skaters after it
 *   SHOT        [7] strength of the shooting team (0 even, 1 power play,
 *               2 short-handed, 3 at the empty net)
 *   SAVE        [3] the shooting team [4] the goalie who saved
 *   GOAL        [4] strength in bits 0-1 as before, bit 2 a penalty shot,
 *               bits 4-6 the period (AD_GOAL_*)
 *   INJURY      [5] period [6] clock
 *   PULL        [2..7] the situation (ad_ev_situation)
 *   SO_SHOT     [4] it scores within this [5] goalie in net [6] [7]
 *               shoot-out goals, home and visitor, after it
 *   PSHOT       [6] goalie in net (-1: the empty net)
 *   END_PERIOD  [1] [2] the score, home and visitor
 *   OVER        [3] [4] shoot-out goals, home and visitor */
#define AD_GOAL_STRENGTH(a) ((a)&3)
#define AD_GOAL_PSHOT(a)    ((a) >> 2 & 1)
#define AD_GOAL_PERIOD(a)   ((a) >> 4 & 7)

/* The situation at a coach's decision (PULL events): [2] [3] the score,
 * home and visitor, [4] clock, [5] period, [6] [7] skaters on the ice,
 * home and visitor (a pulled goalie's extra attacker not counted). */
static inline void ad_ev_situation(const struct ad_state *s, struct rink_event *e)
{
	e->arg[2] = (int16_t)s->box.score[0];
	e->arg[3] = (int16_t)s->box.score[1];
	e->arg[4] = (int16_t)rink__ad_clock(s);
	e->arg[5] = (int16_t)s->period;
	e->arg[6] = (int16_t)s->sk[0];
	e->arg[7] = (int16_t)s->sk[1];
}

/* view.c's names for box.c: a player's name ("-" when none), who a
 * penalty is on (a player, or "bench"), and m:ss. */
const char *rink__ad_pname(const struct rink_game *game, int team, int i);
const char *rink__ad_pen_name(const struct rink_game *game, int team, int i);
void rink__ad_clock_text(int secs, char *buf, size_t size);
/* A penalty's kind and a game's decision, in words. */
extern const char *const rink__ad_kind_names[4];
extern const char *const rink__ad_dec_names[4];

#endif
