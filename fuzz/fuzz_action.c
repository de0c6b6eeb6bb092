/*
 * fuzz_action: move notation typed in a position of each game
 * (rink_action_parse). Input: byte 0 picks the game, byte 1 the number of
 * random moves played from a fixed seed to reach the position, byte 2 the
 * seat that types; the rest is the text. A parsed action that is legal is
 * applied through the checked apply, and its notation printed back.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_play.h"
#include "rink/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* the games are made once: each reads its data files */
static rink_game *games[8];
static int num_games = -1;

static void make_games(void)
{
	const char *const *names = rink_game_names();

	num_games = 0;
	for (int i = 0; names[i] && num_games < 8; i++) {
		rink_game *g = rink_game_new(names[i], NULL, NULL);

		if (g)
			games[num_games++] = g;
	}
	if (!num_games)
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int action, seat;
	struct rink_error err;
	rink_state *s;
	char *text, buf[256];

	if (num_games < 0)
		make_games();
	if (size < 3)
		return 0;
	s = rink_state_new(games[data[0] % num_games], 1234 + data[1] % 4);
	if (!s)
		return 0;
	fuzz_play(s, data[1], data[1]);
	seat = data[2] % (rink_game_num_seats(rink_state_game(s)) + 1);
	if (seat == rink_game_num_seats(rink_state_game(s)))
		seat = data[2]; /* a seat the game does not have, now and then */
	text = malloc(size - 3 + 1);
	if (!text)
		abort();
	memcpy(text, data + 3, size - 3);
	text[size - 3] = '\0';
	if (rink_action_parse(s, seat, text, &action, &err) == RINK_OK &&
	    rink_state_is_legal(s, seat, action)) {
		rink_action_text(s, seat, action, buf, sizeof(buf));
		if (rink_state_apply(s, seat, action, NULL, &err) != RINK_OK)
			abort(); /* legal, yet refused */
	}
	free(text);
	rink_state_free(s);
	return 0;
}
