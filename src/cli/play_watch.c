/*
 * cli/play_watch.c: what `rink play slapshot|powerplay` prints of the
 * season besides a person's screen: the events as they come (paced while
 * bots play alone), the standings after each regular-season game, and the
 * final standings.
 *
 * While bots play alone (--humans 0) nobody's hand needs hiding, so the
 * events are told in full (RINK_ALL_SEATS: the card drawn, drafted or
 * traded), and each game that changes the wins is followed by the
 * standings, so that the race to the Playoffs can be followed.
 */
#include <string.h>
#include <time.h>

#include "cli/play.h"

const char *play_seat_kind(const struct play *p, int seat)
{
	if (seat >= p->humans)
		return p->bot_label;
	return p->humans == 1 ? "you" : "human";
}

static void sleep_ms(int ms)
{
	struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};

	nanosleep(&ts, NULL);
}

static const char *event_color(int type)
{
	switch (type) {
	case RINK_SS_EV_RESULT:
	case RINK_SS_EV_SERIES_OVER:
		return "1";
	case RINK_SS_EV_INJURY:
		return "31";
	case RINK_SS_EV_SEASON_OVER:
	case RINK_SS_EV_SERIES:
	case RINK_SS_EV_CHALLENGE:
		return "36";
	case RINK_SS_EV_CHAMPION:
		return "1;33";
	default:
		return NULL;
	}
}

static void print_event(const struct play *p, const struct rink_event *e, int seat,
                        const char *indent)
{
	const char *c = event_color(e->type);
	char text[512];

	rink_event_text(p->g, e, seat, text, sizeof(text));
	printf("%s%s%s%s\n", indent, c ? cli_sgr(c) : "", text, c ? cli_reset() : "");
}

void play_print_events(const struct play *p, size_t from, int seat, const char *indent)
{
	for (size_t i = from; i < p->n_log; i++)
		if (seat < 0 || (p->log[i].visible & (1u << seat)))
			print_event(p, &p->log[i], seat, indent);
}

/* The regular season's record, whichever game. */
struct standings {
	int wins[RINK_MAX_SEATS], goals_for[RINK_MAX_SEATS], goals_against[RINK_MAX_SEATS];
	int champion;
};

static void standings(const struct play *p, struct standings *v)
{
	if (p->powerplay) {
		struct rink_pp_view w;
		rink_pp_view(rink_match_state(p->m), RINK_SPECTATOR, &w);
		memcpy(v->wins, w.wins, sizeof(v->wins));
		memcpy(v->goals_for, w.goals_for, sizeof(v->goals_for));
		memcpy(v->goals_against, w.goals_against, sizeof(v->goals_against));
		v->champion = w.champion;
		return;
	}
	struct rink_ss_view w;
	rink_ss_view(rink_match_state(p->m), RINK_SPECTATOR, &w);
	memset(v, 0, sizeof(*v));
	memcpy(v->wins, w.wins, sizeof(w.wins));
	memcpy(v->goals_for, w.goals_for, sizeof(w.goals_for));
	memcpy(v->goals_against, w.goals_against, sizeof(w.goals_against));
	v->champion = w.champion;
}

static void print_summary_json(const struct play *p, const struct standings *v)
{
	printf("{\"champion\":%d,\"wins\":[", v->champion + 1);
	for (int s = 0; s < p->seats; s++)
		printf("%s%d", s ? "," : "", v->wins[s]);
	printf("],\"seed\":%llu}\n", (unsigned long long)p->seed);
}

void play_print_final(struct play *p)
{
	struct standings v;
	int order[RINK_MAX_SEATS];

	standings(p, &v);
	if (p->json) {
		print_summary_json(p, &v);
		return;
	}
	if (p->humans > 0) {
		/* what happened since the last human decision */
		int seat = p->humans == 1 ? 0 : RINK_SPECTATOR;
		size_t from = p->humans == 1 ? p->seen[0] : 0;
		if (p->humans > 1) {
			cli_clear_screen();
			for (int s = 0; s < p->humans; s++)
				from = p->seen[s] > from ? p->seen[s] : from;
		}
		play_print_events(p, from, seat, "");
	}
	for (int s = 0; s < p->seats; s++)
		order[s] = s;
	for (int i = 1; i < p->seats; i++)
		for (int j = i; j > 0 && v.wins[order[j]] > v.wins[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	printf("\n%sFinal standings%s (regular season):\n", cli_sgr("1"), cli_reset());
	for (int i = 0; i < p->seats; i++) {
		int s = order[i];
		printf("  %d. Manager %d %-14s %2d win%s  goals %d-%d%s\n", i + 1, s + 1,
		       play_seat_kind(p, s), v.wins[s], v.wins[s] == 1 ? " " : "s", v.goals_for[s],
		       v.goals_against[s], s == v.champion ? "  champion" : "");
	}
	if (v.champion >= 0)
		printf("%sChampion: manager %d (%s)%s\n", cli_sgr("1;33"), v.champion + 1,
		       play_seat_kind(p, v.champion), cli_reset());
	printf("Seed: %llu\n", (unsigned long long)p->seed);
}

/* The wins so far, best first: "Standings: manager 3 4 wins, manager 1
 * 3, ..." and what ends the regular season. */
static void print_standings_line(const struct play *p, const int *wins)
{
	int order[RINK_MAX_SEATS];

	for (int s = 0; s < p->seats; s++)
		order[s] = s;
	for (int i = 1; i < p->seats; i++)
		for (int j = i; j > 0 && wins[order[j]] > wins[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	fputs("Standings:", stdout);
	for (int i = 0; i < p->seats; i++)
		printf("%s manager %d %d%s", i ? "," : "", order[i] + 1, wins[order[i]],
		       i                     ? ""
		       : wins[order[i]] == 1 ? " win"
		                             : " wins");
	if (p->schedule) {
		struct rink_ss_view v;
		rink_ss_view(rink_match_state(p->m), RINK_SPECTATOR, &v);
		printf(" (%d of %d games played)\n", v.games_played, v.games_scheduled);
	} else {
		printf(" (%d wins %s)\n", p->playoff_wins,
		       p->powerplay ? "end the season" : "reach the Playoffs");
	}
}

/* Watching: the new events in full (nobody's cards need hiding), paced,
 * and the standings after a game that changed the wins. */
void play_watch_events(struct play *p, size_t from)
{
	for (size_t i = from; i < p->n_log; i++) {
		if (p->json) {
			json_t *o = rink_event_json(p->g, &p->log[i], RINK_ALL_SEATS);
			cli_print_json(o);
			json_decref(o);
		} else {
			print_event(p, &p->log[i], RINK_ALL_SEATS, "");
		}
		if (p->delay_ms > 0) {
			fflush(stdout);
			sleep_ms(p->delay_ms);
		}
	}
	struct standings v;
	standings(p, &v);
	if (!p->json && memcmp(v.wins, p->watched_wins, sizeof(v.wins)) != 0) {
		print_standings_line(p, v.wins);
		memcpy(p->watched_wins, v.wins, sizeof(v.wins));
	}
}
