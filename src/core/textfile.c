/*
 * core/textfile.c: reading the data files people write and save (see
 * textfile.h).
 */
#include <errno.h>
#include <string.h>

#include "core/textfile.h"

static const char bom[] = "\xEF\xBB\xBF";

int rink__line_read(FILE *f, const char *path, char *buf, int size, int *ln, char **text,
                    struct rink_error *err)
{
	if (!fgets(buf, size, f)) {
		if (ferror(f))
			return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path,
			                      strerror(errno));
		return 0;
	}
	++*ln;
	size_t n = strlen(buf);
	if (n == (size_t)size - 1 && buf[n - 1] != '\n') {
		/* a newline that did not fit is read here; anything else is
		 * more of the line than buf holds */
		int c = getc(f);
		if (c != EOF && c != '\n')
			return rink_error_set(err, RINK_EFORMAT, "%s:%d: line longer than %d bytes",
			                      path, *ln, size - 1);
	}
	*text = *ln == 1 && !strncmp(buf, bom, 3) ? buf + 3 : buf;
	return 1;
}

int rink__json_read(const char *path, json_t **root, struct rink_error *err)
{
	FILE *f = fopen(path, "rb");
	json_error_t jerr;
	char mark[3];

	*root = NULL;
	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	/* json_loadf reads on from where f stands: past the mark, if any */
	if (fread(mark, 1, 3, f) != 3 || memcmp(mark, bom, 3))
		rewind(f);
	*root = json_loadf(f, JSON_REJECT_DUPLICATES, &jerr);
	int bad = ferror(f);
	fclose(f);
	if (*root)
		return RINK_OK;
	if (bad || jerr.line < 0)
		return rink_error_set(err, RINK_EIO, "%s: %s", path, jerr.text);
	return rink_error_set(err, RINK_EFORMAT, "%s:%d:%d: %s", path, jerr.line, jerr.column,
	                      jerr.text);
}
