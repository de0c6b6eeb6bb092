/*
 * fuzz_datafile: a data file that people edit by hand, given to a game as
 * its parameter (RINK_FUZZ_PARAM, e.g. "deck" for the Power Play deck or
 * "roster" for the Slapshot roster, of game RINK_FUZZ_GAME). The bytes
 * are written to a temporary file and the game is made from it; a game
 * that loads is dealt and played a few moves.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "fuzz_play.h"
#include "rink/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char params[128];
	FILE *f;

	if (!path[0])
		snprintf(path, sizeof(path), "/tmp/rink_fuzz_%s_%ld", RINK_FUZZ_PARAM,
		         (long)getpid());
	f = fopen(path, "wb");
	if (!f)
		abort();
	if (size && fwrite(data, 1, size, f) != size)
		abort();
	if (fclose(f) != 0)
		abort();
	snprintf(params, sizeof(params), "%s=%s", RINK_FUZZ_PARAM, path);
	fuzz_game(RINK_FUZZ_GAME, params, 40);
	unlink(path);
	return 0;
}
