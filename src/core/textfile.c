/*
 * core/textfile.c: reading the data files people write and save (see
 * textfile.h).
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>

#include "core/textfile.h"

static const char bom[] = "\xEF\xBB\xBF";

int rink__line_read(FILE *f, const char *path, char *buf, int size, int *ln, char **text,
                    struct rink_error *err)
{
	int c = getc(f), n = 0;

	if (c == EOF)
		goto out_end;
	++*ln;
	for (; c != EOF && c != '\n' && c != '\r'; c = getc(f)) {
		if (c == 0)
			return rink_error_set(err, RINK_EFORMAT,
			                      "%s:%d:%d: a NUL byte: this is not a text file", path,
			                      *ln, n + 1);
		if (n == size - 1)
			return rink_error_set(err, RINK_EFORMAT, "%s:%d: line longer than %d bytes",
			                      path, *ln, size - 1);
		buf[n++] = (char)c;
	}
	if (c == '\r') { /* \r\n, or \r alone as old Macs saved */
		c = getc(f);
		if (c != '\n' && c != EOF)
			ungetc(c, f);
	}
	buf[n] = '\0';
	if (ferror(f))
		goto out_end;
	*text = *ln == 1 && !strncmp(buf, bom, 3) ? buf + 3 : buf;
	return 1;

out_end:
	if (ferror(f))
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	return 0;
}

/* Length of the UTF-8 sequence at s (1 to 4), or 0 when s does not start
 * a valid one (overlong forms, surrogates and values past U+10FFFF are not
 * valid). */
static int utf8_len(const unsigned char *s)
{
	int n;
	uint32_t c;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2, c = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3, c = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4, c = s[0] & 0x07;
	else
		return 0;
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if ((n == 3 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff))) ||
	    (n == 4 && (c < 0x10000 || c > 0x10ffff)))
		return 0;
	return n;
}

int rink__control_at(const char *s, bool tab_ok)
{
	for (int i = 0; s[i]; i++)
		if (((unsigned char)s[i] < 0x20 && !(tab_ok && s[i] == '\t')) || s[i] == 0x7f)
			return i;
	return -1;
}

static bool has_control(const char *s)
{
	return rink__control_at(s, false) >= 0;
}

static bool utf8_ok(const char *s)
{
	for (int n; *s; s += n)
		if (!(n = utf8_len((const unsigned char *)s)))
			return false;
	return true;
}

bool rink__text_ok(const char *s)
{
	return !has_control(s) && utf8_ok(s);
}

const char *rink__name_problem(const char *name)
{
	size_t n = strlen(name);

	if (!n)
		return "is empty";
	if (name[0] == ' ' || name[n - 1] == ' ')
		return "starts or ends with a space";
	if (has_control(name))
		return "holds a control character";
	if (!utf8_ok(name))
		return "is not UTF-8 text";
	return NULL;
}

static const char *const kind_names[] = {"a string",      "a whole number", "a number",
                                         "true or false", "a list",         "a value"};

static int kind_ok(const json_t *v, enum rink__json_kind kind)
{
	switch (kind) {
	case RINK__JSON_STRING:
		return json_is_string(v);
	case RINK__JSON_WHOLE:
		return json_is_integer(v);
	case RINK__JSON_NUMBER:
		return json_is_number(v);
	case RINK__JSON_BOOL:
		return json_is_boolean(v);
	case RINK__JSON_LIST:
		return json_is_array(v);
	default:
		return 1;
	}
}

const char *rink__json_keys_problem(const json_t *obj, const struct rink__json_key *keys, int n,
                                    char *buf, size_t size)
{
	const char *key;
	json_t *v;

	if (!json_is_object(obj)) {
		snprintf(buf, size, "not a JSON object");
		return buf;
	}
	for (int i = 0; i < n; i++) {
		v = json_object_get(obj, keys[i].key);
		if (!v && keys[i].optional)
			continue;
		if (!v || !kind_ok(v, keys[i].kind)) {
			snprintf(buf, size, "\"%s\" %s %s", keys[i].key,
			         v ? "is not" : "is missing: expected", kind_names[keys[i].kind]);
			return buf;
		}
	}
	json_object_foreach((json_t *)obj, key, v)
	{
		int i = 0;
		while (i < n && strcmp(keys[i].key, key))
			i++;
		if (i == n) {
			snprintf(buf, size, "unknown key \"%s\"", key);
			return buf;
		}
	}
	return NULL;
}

int rink__json_read(const char *path, json_t **root, struct rink_error *err)
{
	FILE *f = fopen(path, "rb");
	json_error_t jerr;
	char mark[3];

	struct stat st;

	*root = NULL;
	if (!f)
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(errno));
	if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(f);
		return rink_error_set(err, RINK_EIO, "%s: cannot read: %s", path, strerror(EISDIR));
	}
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
