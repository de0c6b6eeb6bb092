/*
 * cli/trickshot_board.c: Trick Shot's board in the terminal.
 *
 * The board is drawn row by row from Blue's end (top) to Red's end, with
 * the blue lines (=), the red line (-) and the goal lines (~) between rows,
 * the nets (##) and creases (::), each player labelled as the moves name
 * him (C, LW, RW, LD, RD, G, X), Red's in upper case and Blue's in lower
 * case, and '*' for the puck (after its carrier's label). Beside it: the
 * period and turn track, the score, each team's stamina, the dice pool,
 * the roll being decided and a legend (the teams, each type's Speed and
 * Size, the symbols). The opening face-off, dealt with the game before any
 * event, is told from the view. Colours only on a terminal with NO_COLOR
 * unset (cli_color_init): the teams' labels on red and blue, so that they
 * differ by colour as well as by case.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "cli/trickshot_board.h"

/* A team's pieces: bold white on red or blue (a terminal only); letters
 * tell the teams apart without colour. */
const char *ts_team_color(int t)
{
	return cli_sgr(t == 0 ? "1;97;41" : "1;97;44");
}

/* A piece as the moves name it: Red upper case (LW), Blue lower (lw). */
static void piece_label(int p, char out[4])
{
	const char *r = rink_ts_role_name(p % RINK_TS_ROLES);
	int i = 0;

	for (; i < 3 && r[i]; i++)
		out[i] = p / RINK_TS_ROLES ? (char)(r[i] - 'A' + 'a') : r[i];
	out[i] = '\0';
}

/* The value of key in a game's canonical parameters ("players=2,..."),
 * 0 when it is missing. */
int ts_param_int(const char *params, const char *key)
{
	size_t len = strlen(key);

	for (const char *p = params; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
		if (!strncmp(p, key, len) && p[len] == '=')
			return atoi(p + len + 1);
	return 0;
}

/* The legend beside the board: the teams' labels and colours, each
 * player type's Speed and Size, the symbols. */
static void legend(const rink_game *g, char side[][160], int at)
{
	char *sp = side[at + 2], *sz = side[at + 3];
	int n = 0, m = 0;

	for (int t = 0; t < 2; t++) {
		int w = snprintf(side[at + t], 160, "%s%s%s ", ts_team_color(t),
		                 t ? "Blue" : "Red ", cli_reset());
		for (int r = 0; r < RINK_TS_ROLES && w < 150; r++) {
			char l[4];
			piece_label(t * RINK_TS_ROLES + r, l);
			w += snprintf(side[at + t] + w, (size_t)(160 - w), " %s", l);
		}
		snprintf(side[at + t] + w, (size_t)(160 - w), "  (%s case)", t ? "lower" : "upper");
	}
	n = snprintf(sp, 160, "Speed");
	m = snprintf(sz, 160, "Size ");
	for (int r = 0; r < RINK_TS_ROLES; r++) {
		n += snprintf(sp + n, (size_t)(160 - n), " %s %d", rink_ts_role_name(r),
		              rink_ts_speed(g, r));
		m += snprintf(sz + m, (size_t)(160 - m), " %s %d", rink_ts_role_name(r),
		              rink_ts_size(g, r));
	}
	snprintf(side[at + 4], 160, "C* carries the puck, * loose; ## net, :: crease");
}

void ts_board_draw(const rink_game *g, const rink_state *s, const struct rink_ts_board *b)
{
	struct rink_ts_view v;
	int w = b->width, h = b->height;
	char side[24][160];

	rink_ts_view_get(s, &v);
	memset(side, 0, sizeof(side));
	snprintf(side[0], sizeof(side[0]), "%s", v.period == 4 ? "Overtime (sudden death)" : "");
	if (v.period < 4)
		snprintf(side[0], sizeof(side[0]), "Period %d of %d", v.period,
		         ts_param_int(rink_game_params(g), "friendly") ? 1 : 3);
	{
		char track[64] = "";
		for (int i = 1; i <= v.period_len; i++) {
			size_t n = strlen(track);
			snprintf(track + n, sizeof(track) - n, i == v.space ? "[%d]" : " %d ", i);
		}
		snprintf(side[1], sizeof(side[1]), "Track %s", track);
	}
	snprintf(side[3], sizeof(side[3]), "Score  Red %d : %d Blue", v.score[0], v.score[1]);
	if (v.line_card[0] >= 0 || v.line_card[1] >= 0)
		snprintf(side[5], sizeof(side[5]), "Lines  Red %s / Blue %s",
		         v.line_card[0] >= 0 ? rink_ts_line_card_name(g, v.line_card[0]) : "-",
		         v.line_card[1] >= 0 ? rink_ts_line_card_name(g, v.line_card[1]) : "-");
	snprintf(side[4], sizeof(side[4]), "Stamina Red %.*s%.*s  Blue %.*s%.*s", v.stamina[0],
	         "ooo", 3 - v.stamina[0], "xxx", v.stamina[1], "ooo", 3 - v.stamina[1], "xxx");
	snprintf(side[6], sizeof(side[6]), "%s to act; dice pool %d",
	         v.phase == RINK_TS_PH_OVER ? "Nobody"
	         : v.team                   ? "Blue"
	                                    : "Red",
	         v.pool);
	if (v.phase == RINK_TS_PH_REROLL || v.phase == RINK_TS_PH_REACTION)
		snprintf(side[7], sizeof(side[7]), "Roll: %dF %dR %dB %d-", v.roll[0], v.roll[1],
		         v.roll[2], v.roll[3]);
	int k = 9;
	for (int p = 0; p < RINK_TS_PIECES && k < 16; p++)
		if (v.where[p] == RINK_TS_BOX)
			snprintf(side[k++], sizeof(side[k]), "Box: %s %s back on space %d",
			         p / RINK_TS_ROLES ? "Blue" : "Red",
			         rink_ts_role_name(p % RINK_TS_ROLES),
			         v.release[p] > 30 ? v.release[p] - 30
			                           : (v.release[p] - 1) % 10 + 1);
	if (v.last_act != RINK_TS_NONE && k < 16)
		snprintf(side[k++], sizeof(side[k]), "Last activated: %s",
		         rink_ts_role_name(v.last_act % RINK_TS_ROLES));
	legend(g, side, 17);

	fputs("     ", stdout);
	for (int x = 0; x < w; x++)
		printf("%c  ", 'a' + x);
	putchar('\n');
	int line = 0;
	for (int y = h - 1; y >= 0; y--) {
		printf("%3d  ", y + 1);
		for (int x = 0; x < w; x++) {
			int sq = y * w + x, who = -1;
			for (int p = 0; p < RINK_TS_PIECES; p++)
				if (v.where[p] == RINK_TS_ON && v.sq[p] == sq)
					who = p;
			bool puck = v.puck == sq;
			if (who >= 0) {
				char l[4];
				piece_label(who, l);
				printf("%s%s%s%s%-*s", ts_team_color(who / RINK_TS_ROLES), l,
				       cli_reset(), puck ? "*" : "",
				       3 - (int)strlen(l) - (puck ? 1 : 0), "");
			} else if (puck) {
				printf("%s*%s  ", cli_sgr("1"), cli_reset());
			} else if (b->kind[sq] == 1) {
				printf("%s##%s ", cli_sgr("2"), cli_reset());
			} else if (b->kind[sq] == 2) {
				printf("%s::%s ", cli_sgr("36"), cli_reset());
			} else {
				fputs(".  ", stdout);
			}
		}
		printf(" %s\n", line < 24 ? side[line] : "");
		line++;
		const char *sep = NULL;
		if (y == b->blue_blue_line || y == b->red_blue_line)
			sep = "=";
		else if (y == b->red_line)
			sep = "-";
		else if (y == b->net[1] / w || y == b->net[0] / w + 1)
			sep = "~";
		if (sep && y > 0) {
			fputs("     ", stdout);
			printf("%s", cli_sgr(sep[0] == '=' ? "34" : sep[0] == '-' ? "31" : "2"));
			for (int x = 0; x < 3 * w - 1; x++)
				fputs(sep, stdout);
			printf("%s  %s\n", cli_reset(), line < 24 ? side[line] : "");
			line++;
		}
	}
}

/* The opening face-off is dealt with the game, before any event: say
 * how it went (TS-FACE-01..04: each team's three dice, the count of
 * Reaction and Bounce faces that decides it). */
void ts_print_opening_faceoff(const rink_state *s)
{
	struct rink_ts_view v;
	static const char face[4] = {'F', 'R', 'B', '-'};

	rink_ts_view_get(s, &v);
	printf("Opening face-off:");
	for (int t = 0; t < 2; t++) {
		printf("%s %s", t ? "," : "", t ? "Blue" : "Red");
		for (int f = 0; f < 4; f++)
			for (int k = 0; k < v.fo_faces[t][f]; k++)
				printf(" %c", face[f]);
		printf(" (%d)", v.fo_faces[t][RINK_TS_REACTION] + v.fo_faces[t][RINK_TS_BOUNCE]);
	}
	printf(": %s wins", v.fo_winner ? "Blue" : "Red");
	if (v.fo_ties)
		printf(" after %d tied roll%s", v.fo_ties, v.fo_ties == 1 ? "" : "s");
	if (v.carrier != RINK_TS_NONE)
		printf("; %s %s has the puck", v.carrier / RINK_TS_ROLES ? "Blue" : "Red",
		       rink_ts_role_name(v.carrier % RINK_TS_ROLES));
	printf("\n");
}
