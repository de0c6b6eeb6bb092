/*
 * fuzz_datafile: a data file that people edit by hand, given to a game as
 * its parameter (RINK_FUZZ_PARAM, e.g. "deck" for the Power Play deck or
 * "roster" for the Slapshot roster, of game RINK_FUZZ_GAME). The bytes
 * are written to a temporary file and the game is made from it; a game
 * that loads is dealt and played a few moves. With several parameters
 * (RINK_FUZZ_PARAM "a", "b", ...) byte 0 picks the one the file is given as.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_play.h"
#include "rink/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const names[] = {RINK_FUZZ_PARAM};
#define NUM_NAMES ((int)(sizeof(names) / sizeof(names[0])))
static char path[64];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *name = names[0];
	char params[128];
	FILE *f;

	if (!path[0])
		snprintf(path, sizeof(path), "/tmp/rink_fuzz_%s_%ld", names[0], (long)getpid());
	if (NUM_NAMES > 1) {
		if (size < 1)
			return 0;
		name = names[data[0] % NUM_NAMES];
		data++;
		size--;
	}
	f = fopen(path, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	if (fclose(f) != 0)
		abort();
	snprintf(params, sizeof(params), "%s=%s", name, path);
	fuzz_game(RINK_FUZZ_GAME, params, 40);
	unlink(path);
	return 0;
}
