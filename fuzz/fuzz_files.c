/*
 * fuzz_files: a folder of data files read together, one of them replaced by
 * the input: byte 0 picks the file (of RINK_FUZZ_FILES), the rest is its
 * text. The folder starts as a copy of data/RINK_FUZZ_SRC. Built as
 * fuzz_ts_data (Trick Shot's data=, a game made from it and played) and
 * fuzz_ad_season (Action Deck's season statistics, rink_ad_build, and the
 * schedule, games.csv, read against the charts built).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz_play.h"
#include "rink/actiondeck.h"
#include "rink/game.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const files[] = {RINK_FUZZ_FILES};
#define NUM_FILES ((int)(sizeof(files) / sizeof(files[0])))
static char dir[64];
static char *original[NUM_FILES];
static size_t original_size[NUM_FILES];

static void put(const char *name, const void *text, size_t size)
{
	char path[128];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "wb");
	if (!f || (size && fwrite(text, 1, size, f) != size) || fclose(f) != 0)
		abort();
}

static void cleanup(void)
{
	char path[128];

	for (int i = 0; i < NUM_FILES; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
		unlink(path);
	}
	rmdir(dir);
}

/* the folder, a copy of the real files, made once */
static void setup(void)
{
	char from[4096], path[4200];

	snprintf(dir, sizeof(dir), "/tmp/rink_fuzz_files_%ld", (long)getpid());
	if (mkdir(dir, 0700) != 0)
		abort();
	rink_data_path(RINK_FUZZ_SRC, from, sizeof(from));
	for (int i = 0; i < NUM_FILES; i++) {
		FILE *f;
		long n;

		snprintf(path, sizeof(path), "%s/%s", from, files[i]);
		f = fopen(path, "rb");
		if (!f || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 ||
		    fseek(f, 0, SEEK_SET) != 0)
			abort();
		original[i] = malloc((size_t)n + 1);
		if (!original[i] || fread(original[i], 1, (size_t)n, f) != (size_t)n)
			abort();
		fclose(f);
		original_size[i] = (size_t)n;
		put(files[i], original[i], original_size[i]);
	}
	atexit(cleanup);
}

static void load(void)
{
#ifdef RINK_FUZZ_TS
	char params[128];

	snprintf(params, sizeof(params), "data=%s", dir);
	fuzz_game("trickshot", params, 60);
#else
	char t[128], s[128], g[128];
	struct rink_error err;
	struct rink_ad_team *teams = NULL;
	int n = 0;

	snprintf(t, sizeof(t), "%s/teams.csv", dir);
	snprintf(s, sizeof(s), "%s/skaters.csv", dir);
	snprintf(g, sizeof(g), "%s/goalies.csv", dir);
	if (rink_ad_build(t, s, g, &teams, &n, &err) == RINK_OK) {
		/* the schedule names the teams built (rink_ad_schedule_load reads
		 * only the charts' names; the league's rules stay unused) */
		struct rink_ad_league l;
		struct rink_ad_schedule sc;
		char games[128];
		memset(&l, 0, sizeof(l));
		l.n = n;
		l.team = teams;
		snprintf(games, sizeof(games), "%s/games.csv", dir);
		if (rink_ad_schedule_load(&sc, &l, games, &err) == RINK_OK)
			rink_ad_schedule_free(&sc);
		free(teams);
	}
#endif
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int which;

	if (!dir[0])
		setup();
	if (size < 1)
		return 0;
	which = data[0] % NUM_FILES;
	put(files[which], data + 1, size - 1);
	load();
	put(files[which], original[which], original_size[which]);
	return 0;
}
