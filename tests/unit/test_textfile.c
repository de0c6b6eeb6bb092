/*
 * tests/unit/test_textfile.c: the readers every data and save file goes
 * through (core/textfile.c) read files as editors and spreadsheets save
 * them: a byte-order mark before line 1 is skipped, \r\n is left to the
 * loader, and a line too long for the loader's buffer is refused with its
 * file and line, not read as two lines.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/game_int.h"
#include "core/textfile.h"

static const char *tmp_path(const char *name)
{
	static char path[256];

	snprintf(path, sizeof(path), "/tmp/rink-textfile-%ld-%s", (long)getpid(), name);
	return path;
}

static void write_bytes(const char *path, const char *bytes, size_t n)
{
	FILE *f = fopen(path, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(bytes, 1, n, f), n);
	fclose(f);
}

/* Reads every line of path with a buffer of size bytes into out (lines
 * joined by '|', newlines dropped); returns the last result. */
static int read_all(const char *path, int size, char *out, size_t outsize, struct rink_error *err)
{
	FILE *f = fopen(path, "r");
	char buf[64];
	char *text;
	int ln = 0, rc;

	assert_non_null(f);
	assert_true(size <= (int)sizeof(buf));
	out[0] = 0;
	while ((rc = rink__line_read(f, path, buf, size, &ln, &text, err)) > 0) {
		text[strcspn(text, "\r\n")] = 0;
		snprintf(out + strlen(out), outsize - strlen(out), "%s%s", ln > 1 ? "|" : "", text);
	}
	fclose(f);
	return rc;
}

static void test_lines_skip_a_byte_order_mark_on_line_1_only(void **state)
{
	const char *path = tmp_path("bom.csv");
	static const char bytes[] = "\xEF\xBB\xBF"
	                            "team,gp\r\n\xEF\xBB\xBF"
	                            "BOS,41\r\n";
	struct rink_error err;
	char out[128];

	(void)state;
	write_bytes(path, bytes, sizeof(bytes) - 1);
	assert_int_equal(read_all(path, 64, out, sizeof(out), &err), 0);
	/* on a later line the same bytes are data, which the loader refuses */
	assert_string_equal(out, "team,gp|\xEF\xBB\xBF"
	                         "BOS,41");
	unlink(path);
}

static void test_lines_that_fit_the_buffer_exactly_are_read_whole(void **state)
{
	const char *path = tmp_path("fit.txt");
	struct rink_error err;
	char out[128];

	(void)state;
	/* a buffer of 8 holds 7 bytes: the newline after them, \r\n after 6,
	 * and a last line with no newline are all whole lines */
	write_bytes(path, "1234567\n123456\r\nabc\n7654321", 27);
	assert_int_equal(read_all(path, 8, out, sizeof(out), &err), 0);
	assert_string_equal(out, "1234567|123456|abc|7654321");
	unlink(path);
}

static void test_a_line_too_long_is_refused_with_file_and_line(void **state)
{
	const char *path = tmp_path("long.txt");
	struct rink_error err;
	char out[128];

	(void)state;
	write_bytes(path, "short\n12345678\nnext\n", 20);
	assert_int_equal(read_all(path, 8, out, sizeof(out), &err), RINK_EFORMAT);
	assert_int_equal(err.code, RINK_EFORMAT);
	char want[300];
	snprintf(want, sizeof(want), "%s:2: line longer than 7 bytes", path);
	assert_string_equal(err.text, want);
	/* the same at the end of the file without a newline */
	write_bytes(path, "short\n12345678", 14);
	assert_int_equal(read_all(path, 8, out, sizeof(out), &err), RINK_EFORMAT);
	assert_string_equal(err.text, want);
	unlink(path);
}

static void test_json_is_read_past_a_byte_order_mark(void **state)
{
	const char *path = tmp_path("bom.json");
	static const char bytes[] = "\xEF\xBB\xBF"
	                            "{\"a\": [1, 2]}\n";
	struct rink_error err;
	json_t *root;

	(void)state;
	write_bytes(path, bytes, sizeof(bytes) - 1);
	assert_int_equal(rink__json_read(path, &root, &err), RINK_OK);
	assert_int_equal(json_array_size(json_object_get(root, "a")), 2);
	json_decref(root);
	/* a file too short to hold a mark is read from its start */
	write_bytes(path, "[]", 2);
	assert_int_equal(rink__json_read(path, &root, &err), RINK_OK);
	assert_true(json_is_array(root));
	json_decref(root);
	unlink(path);
}

static void test_bad_json_names_file_line_and_column(void **state)
{
	const char *path = tmp_path("bad.json");
	struct rink_error err;
	json_t *root;
	char want[300];

	(void)state;
	write_bytes(path, "\xEF\xBB\xBF{\"a\": 1,\n \"a\": 2}", 20);
	assert_int_equal(rink__json_read(path, &root, &err), RINK_EFORMAT);
	assert_null(root);
	snprintf(want, sizeof(want), "%s:2:", path);
	assert_non_null(strstr(err.text, want));
	assert_non_null(strstr(err.text, "duplicate"));
	unlink(path);
	assert_int_equal(rink__json_read(path, &root, &err), RINK_EIO);
	assert_null(root);
	assert_non_null(strstr(err.text, "cannot read"));
	/* a folder where a file should be says so */
	assert_int_equal(rink__json_read("/tmp", &root, &err), RINK_EIO);
	assert_string_equal(err.text, "/tmp: cannot read: Is a directory");
}

/* A NUL byte (a binary file) is refused where it stands; \r alone ends a
 * line as old Macs saved them. */
static void test_nul_bytes_refused_and_lone_cr_ends_a_line(void **state)
{
	const char *path = tmp_path("nul.txt");
	struct rink_error err;
	char out[128], want[300];

	(void)state;
	write_bytes(path, "ok\nbox a1\0 junk\n", 16);
	assert_int_equal(read_all(path, 64, out, sizeof(out), &err), RINK_EFORMAT);
	snprintf(want, sizeof(want), "%s:2:7: a NUL byte: this is not a text file", path);
	assert_string_equal(err.text, want);
	write_bytes(path, "a\rb\r\rc", 6);
	assert_int_equal(read_all(path, 64, out, sizeof(out), &err), 0);
	assert_string_equal(out, "a|b||c");
	unlink(path);
}

/* Names that moves and screens show: no control character, no space at
 * either end, not empty. */
static void test_name_problems(void **state)
{
	(void)state;
	assert_null(rink__name_problem("Rink Rat"));
	assert_null(rink__name_problem("Smith, Jr."));
	assert_string_equal(rink__name_problem(""), "is empty");
	assert_string_equal(rink__name_problem(" Rink Rat"), "starts or ends with a space");
	assert_string_equal(rink__name_problem("Rink Rat "), "starts or ends with a space");
	assert_string_equal(rink__name_problem("Rink\tRat"), "holds a control character");
	assert_string_equal(rink__name_problem("Rink\x1b[2JRat"), "holds a control character");
	assert_string_equal(rink__name_problem("Rink \xff Rat"), "is not UTF-8 text");
	assert_string_equal(rink__name_problem("\xc0\xaf"), "is not UTF-8 text"); /* overlong */
	assert_string_equal(rink__name_problem("\xed\xa0\x80"),
	                    "is not UTF-8 text"); /* surrogate */
	assert_null(rink__name_problem("Ren\xc3\xa9 L\xe2\x80\x99Heureux \xf0\x9f\x8f\x92"));
	/* where the first control character stands, a tab allowed or not */
	assert_int_equal(rink__control_at("draw\tforward", true), -1);
	assert_int_equal(rink__control_at("draw\tforward", false), 4);
	assert_int_equal(rink__control_at("ab\x7f", true), 2);
	assert_int_equal(rink__control_at("", false), -1);
}

/* rink__split, which the Trick Shot files and move notation read words
 * with: a word is never cut in two (one too long is -1, not two words), a
 * word past max is -1 unless the rest is asked for, and the rest (a name)
 * starts at its first non-space. */
static void test_split_words_whole(void **state)
{
	char w[3][8];
	const char *rest;

	(void)state;
	assert_int_equal(rink__split("  card 12  ", w[0], sizeof(w[0]), 3, NULL), 2);
	assert_string_equal(w[0], "card");
	assert_string_equal(w[1], "12");
	assert_int_equal(rink__split("a b c d", w[0], sizeof(w[0]), 3, NULL), -1);
	assert_int_equal(rink__split("a b c  The Name ", w[0], sizeof(w[0]), 3, &rest), 3);
	assert_string_equal(w[2], "c");
	assert_string_equal(rest, "The Name ");
	assert_int_equal(rink__split("a b", w[0], sizeof(w[0]), 3, &rest), 2);
	assert_string_equal(rest, "");
	/* seven characters fit in eight, eight do not */
	assert_int_equal(rink__split("1234567", w[0], sizeof(w[0]), 3, NULL), 1);
	assert_int_equal(rink__split("12345678 x", w[0], sizeof(w[0]), 3, NULL), -1);
	assert_int_equal(rink__split("", w[0], sizeof(w[0]), 3, NULL), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	        cmocka_unit_test(test_lines_skip_a_byte_order_mark_on_line_1_only),
	        cmocka_unit_test(test_lines_that_fit_the_buffer_exactly_are_read_whole),
	        cmocka_unit_test(test_a_line_too_long_is_refused_with_file_and_line),
	        cmocka_unit_test(test_json_is_read_past_a_byte_order_mark),
	        cmocka_unit_test(test_bad_json_names_file_line_and_column),
	        cmocka_unit_test(test_nul_bytes_refused_and_lone_cr_ends_a_line),
	        cmocka_unit_test(test_name_problems),
	        cmocka_unit_test(test_split_words_whole),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
