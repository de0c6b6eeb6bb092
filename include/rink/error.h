/*
 * rink/error.h: error codes and the error record every fallible call fills.
 *
 * Errors are negative return codes (RINK_E*); a human-readable message that
 * says what went wrong and where ("data/slapshot/roster.json:12:7: unknown
 * card type 'W'") goes into a caller-owned struct rink_error. Every function
 * taking a `struct rink_error *` accepts NULL when the caller wants no text.
 */
#ifndef RINK_ERROR_H
#define RINK_ERROR_H

#ifdef __cplusplus
extern "C" {
#endif

enum {
	RINK_OK = 0,
	RINK_EINVAL = -1,   /* bad argument or parameter */
	RINK_EILLEGAL = -2, /* an action that is not legal now */
	RINK_ENOMEM = -3,   /* out of memory */
	RINK_EIO = -4,      /* a file could not be read or written */
	RINK_EFORMAT = -5,  /* malformed file or text */
	RINK_ENOTFOUND = -6 /* unknown name: game, card, parameter */
};

struct rink_error {
	int code;       /* one of RINK_E*, RINK_OK when no error */
	char text[512]; /* one line, no trailing newline */
};

/* Fills err (if not NULL) with code and a printf-style message; returns code. */
int rink_error_set(struct rink_error *err, int code, const char *fmt, ...)
        __attribute__((format(printf, 3, 4)));

/* Clears err (if not NULL) to RINK_OK and an empty text. */
void rink_error_clear(struct rink_error *err);

#ifdef __cplusplus
}
#endif

#endif
