/* store/pg.c: the PostgreSQL store (being written). */
#include "store/store_int.h"

struct rink_store *rink__store_pg_open(const char *uri, struct rink_error *err)
{
	rink_error_set(err, RINK_EINVAL, "store: %s: PostgreSQL store not built yet", uri);
	return NULL;
}
