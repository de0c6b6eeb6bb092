/*
 * core/textfile.h: reading the data files people write and save.
 *
 * Every loader of a text or JSON file reads it through here, so that the
 * forms in which editors and spreadsheets save a file are read the same
 * way everywhere: a UTF-8 byte-order mark before the first line is
 * skipped, and a line longer than the loader's buffer is refused with its
 * file and line rather than read as two short lines. Line ends (\n or
 * \r\n) are left to the loader's own trimming.
 */
#ifndef RINK_CORE_TEXTFILE_H
#define RINK_CORE_TEXTFILE_H

#include <jansson.h>
#include <stdio.h>

#include "rink/error.h"

/* Reads the next line of f, the file at path, into buf (size bytes) and
 * counts it in *ln. Returns 1 and points *text at the line in buf (its
 * newline kept, as fgets leaves it; on line 1 past a byte-order mark), 0
 * at the end of the file, or a negative RINK_E* with err set: RINK_EFORMAT
 * for a line that does not fit in buf ("path:N: line longer than M
 * bytes"), RINK_EIO for a read error. */
int rink__line_read(FILE *f, const char *path, char *buf, int size, int *ln, char **text,
                    struct rink_error *err);

/* Reads the JSON file at path (duplicate keys refused, a byte-order mark
 * skipped) into *root, a new reference owned by the caller. Returns
 * RINK_OK, or with *root NULL and err set: RINK_EIO when the file cannot be
 * read, RINK_EFORMAT with "path:line:column: what" when it is not JSON. */
int rink__json_read(const char *path, json_t **root, struct rink_error *err);

#endif
