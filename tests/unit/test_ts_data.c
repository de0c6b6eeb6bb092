/*
 * tests/unit/test_ts_data.c: Trick Shot's data files are loaded and
 * validated, and every bad file is refused with one "FILE:LINE: problem"
 * line (TS-SETUP-01, TS-SETUP-02, TS-GAP-01/02/03, TS-ARENA-01,
 * TS-GAP-28/30).
 *
 * Each case copies data/trickshot/ to a temporary directory, replaces one
 * line of one file, and loads the game from there with data=DIR.
 */
#include "ts_util.h"

#include <stdlib.h>
#include <unistd.h>

static const char *const files[] = {"board.txt", "teams.txt", "dice.txt", "lines.txt",
                                    "arenas.txt"};

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	long n;

	if (!f)
		fail_msg("cannot open %s", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = calloc(1, (size_t)n + 1);
	if (fread(buf, 1, (size_t)n, f) != (size_t)n)
		fail_msg("cannot read %s", path);
	fclose(f);
	return buf;
}

/* A copy of the data directory in which file has `from` replaced by `to`
 * (first occurrence); returns the directory (static buffer). */
static const char *bad_copy(const char *file, const char *from, const char *to)
{
	static char dir[256];
	const char *src = getenv("RINK_DATA_DIR");
	char path[512];

	snprintf(dir, sizeof(dir), "%s/rink-ts-XXXXXX",
	         getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(dir))
		fail_msg("mkdtemp failed");
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		snprintf(path, sizeof(path), "%s/trickshot/%s", src ? src : "data", files[i]);
		char *text = slurp(path);
		snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
		FILE *f = fopen(path, "w");
		char *hit = strcmp(files[i], file) ? NULL : strstr(text, from);
		if (strcmp(files[i], file) == 0 && !hit)
			fail_msg("'%s' not in %s", from, file);
		if (hit) {
			fwrite(text, 1, (size_t)(hit - text), f);
			fputs(to, f);
			fputs(hit + strlen(from), f);
		} else {
			fputs(text, f);
		}
		fclose(f);
		free(text);
	}
	return dir;
}

static void cleanup(const char *dir)
{
	char path[512];

	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, files[i]);
		unlink(path);
	}
	rmdir(dir);
}

/* Loading fails and the message holds `where` (FILE:LINE) and `what`. */
static void expect_bad(const char *file, const char *from, const char *to, const char *where,
                       const char *what)
{
	const char *dir = bad_copy(file, from, to);
	struct rink_error err;
	char params[400];

	snprintf(params, sizeof(params), "data=%s", dir);
	rink_game *g = rink_game_new("trickshot", params, &err);
	if (g)
		fail_msg("%s with '%s' loaded", file, to);
	if (!strstr(err.text, where) || !strstr(err.text, what))
		fail_msg("message '%s' lacks '%s' or '%s'", err.text, where, what);
	assert_null(strchr(err.text, '\n'));
	cleanup(dir);
}

static void test_data_loads(void **state)
{
	rink_game *g = ts_game("");
	struct rink_ts_board b;

	(void)state;
	rink_ts_board_get(g, &b);
	assert_int_equal(b.width, 9);
	assert_int_equal(b.height, 22);
	/* TS-GAP-03: the rulebook's Center, Speed 3, smaller than a D */
	assert_int_equal(rink_ts_speed(g, ts_piece(0, RINK_TS_C)), 3);
	assert_true(rink_ts_size(g, ts_piece(0, RINK_TS_C)) <
	            rink_ts_size(g, ts_piece(0, RINK_TS_LD)));
	assert_true(rink_ts_size(g, ts_piece(0, RINK_TS_C)) >=
	            rink_ts_size(g, ts_piece(0, RINK_TS_LW)));
	rink_game_free(g);
}

static void test_data_board_errors(void **state)
{
	(void)state;
	expect_bad("board.txt", "width 9", "width 99", "board.txt:17:", "width");
	expect_bad("board.txt", "....B....\n", "....X....\n", "board.txt:", "unknown square 'X'");
	expect_bad("board.txt", "=========\n", ".........\n", "board.txt:", "2 blue lines");
	expect_bad("board.txt", "...bbb...\n", "...bbr...\n", "board.txt:", "Red's net and crease");
	expect_bad("board.txt", "box red a11", "box red z99", "board.txt:", "penalty box");
	expect_bad("board.txt", "....R....", "....R...", "board.txt:", "characters");
}

static void test_data_teams_errors(void **state)
{
	(void)state;
	expect_bad("teams.txt", "type center     3 2", "type center     4 2",
	           "teams.txt:", "Center of Speed 3");
	expect_bad("teams.txt", "type winger     4 1", "type flyer 4 1",
	           "teams.txt:", "unknown player type");
	expect_bad("teams.txt", "start red  G  e3", "start red  G  e2", "teams.txt:", "crease");
	expect_bad("teams.txt", "start red  LW b11", "start red  LW b18",
	           "teams.txt:", "offensive zone");
	expect_bad("teams.txt", "start blue RD c14", "start blue RD c9",
	           "teams.txt:", "taken twice");
}

static void test_TS_SETUP_01_dice_file(void **state)
{
	(void)state;
	expect_bad("dice.txt", "face bounce   2", "face bounce   3", "dice.txt:", "sum");
	expect_bad("dice.txt", "face blank    2", "face blank    1\nface fail 1",
	           "dice.txt:", "repeated");
	expect_bad("dice.txt", "face fail     1\nface reaction 1",
	           "face fail     2\nface reaction 0", "dice.txt:", "1 fail, 1 reaction");
}

/* TS-GAP-28, TS-GAP-30: the designed Line and Arena card files */
static void test_TS_ARENA_01_TS_GAP_28_30_cards_files(void **state)
{
	(void)state;
	expect_bad("lines.txt", "card  5 speed", "card  6 speed", "lines.txt:", "in order");
	expect_bad("lines.txt", "speed     winger", "speed     goalie",
	           "lines.txt:", "speed needs");
	expect_bad("lines.txt", "card 32 free_move", "#", "lines.txt:", "31 Line cards");
	expect_bad("arenas.txt", "blank 34", "arena 34 none 1 2 3 4 Nowhere",
	           "arenas.txt:", "with 1 blank");
	expect_bad("arenas.txt", "arena  1 none", "arena  1 ice_age",
	           "arenas.txt:", "unknown rule");
	expect_bad("arenas.txt", "arena  1 none           ", "arena  1 none 40",
	           "arenas.txt:", "Line card");
}

/* Numbers are read whole: a number with junk after it, a sign, or a word
 * of 32 characters or more is refused rather than read as its digits (a
 * "1x" had made a card's name begin with "x"), and a word is never cut
 * in two. */
static void test_data_numbers_read_whole(void **state)
{
	(void)state;
	expect_bad("lines.txt", "card  1 speed     winger     1 Flying",
	           "card  1 speed winger 1x Flying", "lines.txt:", "N must be 1..3");
	expect_bad("lines.txt", "card  1 speed", "card  1x speed", "lines.txt:", "in order");
	expect_bad("arenas.txt", "16 27 32  7 Oakridge", "16 27 32 7x Oakridge",
	           "arenas.txt:", "Line card '7x'");
	expect_bad("arenas.txt", "blank 34", "blank +34", "arenas.txt:", "in order");
	expect_bad("dice.txt", "face bounce   2", "face bounce   +2",
	           "dice.txt:", "count not 0..6");
	expect_bad("teams.txt", "type winger     4 1", "type winger     4 1x",
	           "teams.txt:", "Speed must be 1..8");
	expect_bad("board.txt", "width 9", "width +9", "board.txt:17:", "width");
	expect_bad("teams.txt", "type winger     4 1",
	           "type wingerwingerwingerwingerwingerwinger 4 1",
	           "teams.txt:", "expected 'type NAME SPEED SIZE'");
}

/* Files as editors save them: a byte-order mark before line 1 is read as
 * absent, and a line too long to read is refused with its file and line
 * rather than read as two lines. */
static void test_data_files_saved_by_editors(void **state)
{
	struct rink_error err;
	char params[400], longline[700];

	(void)state;
	const char *dir =
	        bad_copy("board.txt", "# Trick Shot board", "\xEF\xBB\xBF# Trick Shot board");
	snprintf(params, sizeof(params), "data=%s", dir);
	rink_game *g = rink_game_new("trickshot", params, &err);
	if (!g)
		fail_msg("a board.txt with a byte-order mark: %s", err.text);
	rink_game_free(g);
	cleanup(dir);
	memset(longline, 'x', sizeof(longline));
	memcpy(longline, "# ", 2);
	memcpy(longline + sizeof(longline) - 18, "\nface fail     1", 17);
	longline[sizeof(longline) - 1] = 0;
	expect_bad("dice.txt", "face fail     1", longline,
	           "dice.txt:3:", "line longer than 511 bytes");
	/* what sscanf would read wrongly: a number past an int (4294967297
	 * read as 1) */
	expect_bad("dice.txt", "face fail     1", "face fail     4294967297",
	           "dice.txt:3:", "a number too large");
	expect_bad("lines.txt", "Flying Wingers", "Flying\x1b[2JWingers",
	           "lines.txt:", "a control character");
	expect_bad("lines.txt", "Flying Wingers", "Flying\tWingers",
	           "lines.txt:13:", "the name holds a control character");
	/* a name that is not UTF-8 was loaded, and every event naming the
	 * card then had no JSON (rink_event_json returned NULL; found by
	 * fuzzing lines.txt) */
	expect_bad("lines.txt", "Flying Wingers", "Flying \xff\xfeWingers",
	           "lines.txt:13:", "card 1: the name is not UTF-8 text");
	expect_bad("arenas.txt", "Port Aster", "Port \xc3",
	           "arenas.txt:", "arena 2: the name is not UTF-8 text");
	/* an empty file is named as such, not as line 0 */
	dir = bad_copy("dice.txt", "#", "#");
	char path[512];
	snprintf(path, sizeof(path), "%s/dice.txt", dir);
	fclose(fopen(path, "w"));
	snprintf(params, sizeof(params), "data=%s", dir);
	assert_null(rink_game_new("trickshot", params, &err));
	assert_non_null(strstr(err.text, "dice.txt: "));
	assert_non_null(strstr(err.text, "(the file is empty)"));
	cleanup(dir);
}

/* TS-GAP-01: a board of 16 by 16 would number its last square 255, which
 * a state reads as "off the ice": at most 255 squares. */
static void test_TS_GAP_01_board_of_256_squares_refused(void **state)
{
	static const char board[] = "width 16\nbox red a9\nbox blue a10\ngrid\n"
	                            ".......B........\n~~~~~~~~~~~~~~~~\n......bbb.......\n"
	                            "................\n................\n================\n"
	                            "................\n................\n................\n"
	                            "................\n----------------\n................\n"
	                            "................\n................\n................\n"
	                            "================\n................\n................\n"
	                            "rr..............\n~~~~~~~~~~~~~~~~\nR...............\nend\n";
	const char *dir = bad_copy("dice.txt", "#", "#");
	char path[512], params[400];
	struct rink_error err;

	(void)state;
	snprintf(path, sizeof(path), "%s/board.txt", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(board, f);
	fclose(f);
	snprintf(params, sizeof(params), "data=%s", dir);
	assert_null(rink_game_new("trickshot", params, &err));
	if (!strstr(err.text, "board.txt:") || !strstr(err.text, "at most 255 squares"))
		fail_msg("message '%s'", err.text);
	cleanup(dir);
}

static void test_data_missing_dir(void **state)
{
	struct rink_error err;

	(void)state;
	assert_null(rink_game_new("trickshot", "data=/nonexistent/rink", &err));
	assert_non_null(strstr(err.text, "/nonexistent/rink/board.txt: cannot open"));
	assert_null(rink_game_new("trickshot", "lines=1", &err));
	assert_non_null(strstr(err.text, "advanced=1"));
	assert_null(rink_game_new("trickshot", "arena_red=3,arena_blue=3", &err));
	assert_null(rink_game_new("trickshot", "home=green", &err));
	assert_null(rink_game_new("trickshot", "colour=red", &err));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_data_loads),
	        cmocka_unit_test(test_data_board_errors),
	        cmocka_unit_test(test_data_teams_errors),
	        cmocka_unit_test(test_TS_SETUP_01_dice_file),
	        cmocka_unit_test(test_TS_ARENA_01_TS_GAP_28_30_cards_files),
	        cmocka_unit_test(test_data_numbers_read_whole),
	        cmocka_unit_test(test_data_files_saved_by_editors),
	        cmocka_unit_test(test_TS_GAP_01_board_of_256_squares_refused),
	        cmocka_unit_test(test_data_missing_dir),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
