/*
 * core/error.c: filling struct rink_error, always one line of text.
 */
#include <stdarg.h>
#include <stdio.h>

#include "rink/error.h"

int rink_error_set(struct rink_error *err, int code, const char *fmt, ...)
{
	va_list ap;

	if (!err)
		return code;
	err->code = code;
	va_start(ap, fmt);
	vsnprintf(err->text, sizeof(err->text), fmt, ap);
	va_end(ap);
	/* one line whatever a file held: a control character echoed from
	 * it (a newline, an escape, a form feed) is shown as '?' */
	for (char *p = err->text; *p; p++)
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			*p = '?';
	return code;
}

void rink_error_clear(struct rink_error *err)
{
	if (!err)
		return;
	err->code = RINK_OK;
	err->text[0] = '\0';
}
