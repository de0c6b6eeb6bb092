/*
 * core/error.c: filling struct rink_error.
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
	return code;
}

void rink_error_clear(struct rink_error *err)
{
	if (!err)
		return;
	err->code = RINK_OK;
	err->text[0] = '\0';
}
