/*
 * core/textfile.h: reading the data files people write and save.
 *
 * Every loader of a text or JSON file reads it through here, so that the
 * forms in which editors and spreadsheets save a file are read the same
 * way everywhere: a UTF-8 byte-order mark before the first line is
 * skipped, a line ends at \n, \r\n or \r, and a line longer than the
 * loader's buffer or holding a NUL byte is refused with its file and line
 * rather than read as two lines or cut short.
 */
#ifndef RINK_CORE_TEXTFILE_H
#define RINK_CORE_TEXTFILE_H

#include <jansson.h>
#include <stdbool.h>
#include <stdio.h>

#include "rink/error.h"

/* Reads the next line of f, the file at path, into buf (size bytes) and
 * counts it in *ln. Returns 1 and points *text at the line in buf without
 * its end (\n, \r\n or \r; on line 1 past a byte-order mark), 0 at the
 * end of the file, or a negative RINK_E* with err set: RINK_EFORMAT for a
 * line of size bytes or more ("path:N: line longer than M bytes") or a NUL
 * byte ("path:N:C: a NUL byte"), RINK_EIO for a read error. */
int rink__line_read(FILE *f, const char *path, char *buf, int size, int *ln, char **text,
                    struct rink_error *err);

/* Reads the JSON file at path (duplicate keys refused, a byte-order mark
 * skipped) into *root, a new reference owned by the caller. Returns
 * RINK_OK, or with *root NULL and err set: RINK_EIO when the file cannot be
 * read, RINK_EFORMAT with "path:line:column: what" when it is not JSON. */
int rink__json_read(const char *path, json_t **root, struct rink_error *err);

/* A key of a JSON object a loader reads, and what its value must be. */
enum rink__json_kind {
	RINK__JSON_STRING,
	RINK__JSON_WHOLE,  /* an integer */
	RINK__JSON_NUMBER, /* an integer or a real */
	RINK__JSON_BOOL,
	RINK__JSON_LIST,
	RINK__JSON_ANY
};
struct rink__json_key {
	const char *key;
	enum rink__json_kind kind;
	int optional; /* 1: may be absent */
};

/* Checks that obj is an object holding each of the n keys (unless
 * optional) with a value of its kind, and no other key. Returns NULL, or
 * a message naming the key for the caller's error line, written to buf
 * ("\"seed\" is not a string", "\"cards\" is missing", "unknown key
 * \"colour\""). jansson's own unpacking names no key. */
const char *rink__json_keys_problem(const json_t *obj, const struct rink__json_key *keys, int n,
                                    char *buf, size_t size);

/* The place (from 0) of the first control character of s (below 0x20, or
 * DEL), a tab excepted when tab_ok; -1 when there is none. */
int rink__control_at(const char *s, bool tab_ok);

/* True when s is valid UTF-8 with no control character: text that a save
 * (JSON) can hold and a terminal show. */
bool rink__text_ok(const char *s);

/* What is wrong with a name read from a data file (a card, a player, a
 * team) that moves and screens must show and read back: NULL when nothing,
 * else "is empty", "starts or ends with a space", "holds a control
 * character" (a tab, a newline, an escape...) or "is not UTF-8 text" (a
 * save could not hold it), for the caller's message. */
const char *rink__name_problem(const char *name);

#endif
