/*
 * core/jsonguard.c: JSON that is whole or not at all.
 *
 * jansson's builders report a failed allocation only through their return
 * value (json_object_set_new returns -1, json_pack NULL), and a view or an
 * event built of many calls would leave a field out silently where one was
 * unchecked: a client would read a view with a hand missing. librink gives
 * jansson allocation functions that count failures per thread (they only
 * wrap malloc and free, so values made before or elsewhere are freed
 * alike); the interface's JSON makers mark the count before building and
 * return NULL, the value dropped, when it moved. Found by the allocation-
 * failure harness (tests/unit/test_alloc.c).
 */
#include <pthread.h>
#include <stdlib.h>

#include "core/game_int.h"

static _Thread_local unsigned long failures;
static pthread_once_t installed = PTHREAD_ONCE_INIT;

static void *counting_malloc(size_t n)
{
	void *p = malloc(n);

	if (!p)
		failures++;
	return p;
}

static void install(void)
{
	json_set_alloc_funcs(counting_malloc, free);
}

unsigned long rink__json_mark(void)
{
	pthread_once(&installed, install);
	return failures;
}

json_t *rink__json_whole(unsigned long mark, json_t *v)
{
	if (failures != mark) {
		json_decref(v);
		return NULL;
	}
	return v;
}
