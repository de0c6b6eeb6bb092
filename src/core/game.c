/*
 * core/game.c: the game registry and the interface's dispatch.
 *
 * The public functions of rink/game.h check their arguments where a caller
 * could get them wrong (the checked apply above all) and forward to the
 * game's table of functions. The fast paths (copy, apply_fast, legal) add
 * nothing but the indirect call.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game_int.h"
#include "core/textfile.h"
#include "rink/rng.h"

extern const struct rink__game_ops rink__slapshot_ops;
extern const struct rink__game_ops rink__powerplay_ops;
extern const struct rink__game_ops rink__actiondeck_ops;
extern const struct rink__game_ops rink__trickshot_ops;
extern const struct rink__league_ops rink__ad_league_ops, rink__ts_league_ops;

static const struct rink__game_ops *const games[] = {
        &rink__slapshot_ops,
        &rink__powerplay_ops,
        &rink__actiondeck_ops,
        &rink__trickshot_ops,
};

static const char *const game_names[] = {"slapshot", "powerplay", "actiondeck", "trickshot", NULL};

const char *const *rink_game_names(void)
{
	return game_names;
}

rink_game *rink_game_new(const char *name, const char *params, struct rink_error *err)
{
	const struct rink__game_ops *ops = NULL;
	struct rink__params *p;
	rink_game *g;

	rink_error_clear(err);
	for (size_t i = 0; i < sizeof(games) / sizeof(games[0]); i++)
		if (name && strcmp(games[i]->name, name) == 0)
			ops = games[i];
	if (!ops) {
		char known[128] = "";
		for (size_t i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
			size_t n = strlen(known);
			snprintf(known + n, sizeof(known) - n, "%s%s", i ? ", " : "",
			         games[i]->name);
		}
		rink_error_set(err, RINK_ENOTFOUND, "unknown game '%s' (known: %s)",
		               name ? name : "", known);
		return NULL;
	}
	p = calloc(1, sizeof(*p));
	g = calloc(1, sizeof(*g));
	if (!p || !g) {
		rink_error_set(err, RINK_ENOMEM, "out of memory");
		goto out_free;
	}
	g->ops = ops;
	snprintf(g->name, sizeof(g->name), "%s", ops->name);
	if (rink__params_parse(p, params, err) != RINK_OK)
		goto out_free;
	if (ops->create(g, p, err) != RINK_OK)
		goto out_free;
	if (rink__params_finish(p, ops->name, err) != RINK_OK) {
		ops->destroy(g);
		goto out_free;
	}
	snprintf(g->params, sizeof(g->params), "%s", p->canonical);
	free(p);
	return g;

out_free:
	free(p);
	free(g);
	return NULL;
}

void rink_game_free(rink_game *g)
{
	if (!g)
		return;
	g->ops->destroy(g);
	free(g);
}

void rink__game_free_impl(struct rink_game *g)
{
	free(g->impl);
	g->impl = NULL;
}

const char *rink_game_name(const rink_game *g)
{
	return g->name;
}

const char *rink_game_params(const rink_game *g)
{
	return g->params;
}

int rink_game_num_seats(const rink_game *g)
{
	return g->seats;
}

size_t rink_state_size(const rink_game *g)
{
	return g->state_size;
}

rink_state *rink_state_new(const rink_game *g, uint64_t seed)
{
	rink_state *s = calloc(1, g->state_size);

	if (!s)
		return NULL;
	s->game = g;
	s->seed = seed;
	g->ops->init(s);
	return s;
}

void rink_state_reset(rink_state *s, uint64_t seed)
{
	const rink_game *g = s->game;

	memset(s, 0, g->state_size);
	s->game = g;
	s->seed = seed;
	g->ops->init(s);
}

void rink_state_free(rink_state *s)
{
	free(s);
}

rink_state *rink_state_clone(const rink_state *s)
{
	rink_state *c = malloc(s->game->state_size);

	if (c)
		memcpy(c, s, s->game->state_size);
	return c;
}

void rink_state_copy(rink_state *dst, const rink_state *src)
{
	memcpy(dst, src, src->game->state_size);
}

bool rink_state_equal(const rink_state *a, const rink_state *b)
{
	return a->game == b->game && memcmp(a, b, a->game->state_size) == 0;
}

const rink_game *rink_state_game(const rink_state *s)
{
	return s->game;
}

uint64_t rink_state_seed(const rink_state *s)
{
	return s->seed;
}

uint32_t rink_state_to_move(const rink_state *s)
{
	return s->game->ops->to_move(s);
}

double rink_state_returns(const rink_state *s, int seat)
{
	return s->game->ops->returns(s, seat);
}

int rink_state_legal(const rink_state *s, int seat, int *out, int cap)
{
	if (seat < 0 || seat >= s->game->seats)
		return 0;
	return s->game->ops->legal(s, seat, out, cap);
}

int rink_state_sample_legal(const rink_state *s, int seat, struct rink_rng *rng)
{
	int acts[RINK_MAX_ACTIONS];
	int n;

	if (seat < 0 || seat >= s->game->seats)
		return -1;
	if (s->game->ops->sample_legal)
		return s->game->ops->sample_legal(s, seat, rng);
	n = s->game->ops->legal(s, seat, acts, RINK_MAX_ACTIONS);
	return n > 0 ? acts[rink_rng_below(rng, (uint32_t)n)] : -1;
}

const struct rink__league_ops *rink__league_ops_of(const struct rink_game *g)
{
	if (g->ops == &rink__actiondeck_ops)
		return &rink__ad_league_ops;
	if (g->ops == &rink__trickshot_ops)
		return &rink__ts_league_ops;
	return NULL;
}

bool rink_game_is_season(const rink_game *g)
{
	return g->ops->postseason != NULL;
}

uint32_t rink_state_postseason(const rink_state *s)
{
	return s->game->ops->postseason ? s->game->ops->postseason(s) : 0;
}

bool rink_game_can_resample(const rink_game *g)
{
	return g->ops->resample != NULL;
}

int rink_state_resample(rink_state *s, int seat, struct rink_rng *rng)
{
	if (seat < 0 || seat >= s->game->seats || !s->game->ops->resample)
		return RINK_EINVAL;
	return s->game->ops->resample(s, seat, rng);
}

/* Whether seat may act now: it is to move, or it has made its part of a
 * simultaneous move that has not resolved and may take it back. */
static bool may_act(const rink_state *s, int seat)
{
	return (s->game->ops->to_move(s) & (1u << seat)) ||
	       (s->game->ops->may_take_back && s->game->ops->may_take_back(s, seat));
}

bool rink_state_is_legal(const rink_state *s, int seat, int action)
{
	if (seat < 0 || seat >= s->game->seats || action < 0)
		return false;
	if (!may_act(s, seat))
		return false;
	return s->game->ops->is_legal(s, seat, action);
}

int rink_state_explain(const rink_state *s, int seat, int action, char *buf, size_t size)
{
	if (size)
		buf[0] = '\0';
	if (seat < 0 || seat >= s->game->seats || action < 0 || !s->game->ops->explain ||
	    !may_act(s, seat) || s->game->ops->is_legal(s, seat, action))
		return 0;
	return s->game->ops->explain(s, seat, action, buf, size);
}

int rink_state_apply(rink_state *s, int seat, int action, struct rink_events *ev,
                     struct rink_error *err)
{
	char text[128], why[224];

	if (seat < 0 || seat >= s->game->seats)
		return rink_error_set(err, RINK_EINVAL, "no seat %d in this game", seat + 1);
	if (!may_act(s, seat))
		return rink_error_set(err, RINK_EILLEGAL, "it is not manager %d's move", seat + 1);
	if (!s->game->ops->is_legal(s, seat, action)) {
		rink_state_explain(s, seat, action, why, sizeof(why));
		if (action >= 0 &&
		    s->game->ops->action_text(s, seat, action, text, sizeof(text)) > 0)
			return rink_error_set(err, RINK_EILLEGAL, "'%s' is not legal now%s%s", text,
			                      why[0] ? ": " : "", why);
		return rink_error_set(err, RINK_EILLEGAL, "action %d is not legal now%s%s", action,
		                      why[0] ? ": " : "", why);
	}
	s->game->ops->apply(s, seat, action, ev);
	rink_error_clear(err);
	return RINK_OK;
}

void rink_state_apply_fast(rink_state *s, int seat, int action, struct rink_events *ev)
{
	s->game->ops->apply(s, seat, action, ev);
}

int rink_action_text(const rink_state *s, int seat, int action, char *buf, size_t size)
{
	return s->game->ops->action_text(s, seat, action, buf, size);
}

int rink_action_parse(const rink_state *s, int seat, const char *text, int *action,
                      struct rink_error *err)
{
	size_t n = strlen(text);

	/* the parsers look up the seat's team, hand or cards: a seat the game
	 * does not have (a save's manager 3 of two) would read past them */
	if (seat < 0 || seat >= s->game->seats)
		return rink_error_set(err, RINK_EINVAL, "no seat %d in this game", seat + 1);
	/* each game's parser reads words into buffers of its own: what it
	 * could not hold, or a terminal not show, is refused here */
	if (n > RINK__MOVE_MAX)
		return rink_error_set(err, RINK_EFORMAT,
		                      "a move of %zu characters is too long (at most %d)", n,
		                      RINK__MOVE_MAX);
	int at = rink__control_at(text, true);
	if (at >= 0)
		return rink_error_set(err, RINK_EFORMAT,
		                      "a move holds a control character (at character %d)", at + 1);
	return s->game->ops->action_parse(s, seat, text, action, err);
}

int rink__split(const char *text, char *w, size_t size, int max, const char **rest)
{
	const char *c = text;
	int n = 0;

	for (;;) {
		while (isspace((unsigned char)*c))
			c++;
		if (!*c || n == max)
			break;
		size_t len = 0;
		while (c[len] && !isspace((unsigned char)c[len]))
			len++;
		if (len >= size)
			return -1;
		memcpy(w + (size_t)n * size, c, len);
		w[(size_t)n++ * size + len] = '\0';
		c += len;
	}
	if (rest)
		*rest = c;
	else if (*c)
		return -1; /* a word past max */
	return n;
}

int rink__words(const char *text, char (*w)[16], int max)
{
	return rink__split(text, w[0], sizeof(w[0]), max, NULL);
}

int rink__whole(const char *word, int lo, int hi, int *out)
{
	long v = 0;

	if (!*word || strlen(word) > 9 || strspn(word, "0123456789") != strlen(word))
		return -1;
	for (const char *c = word; *c; c++)
		v = v * 10 + (*c - '0');
	if (v < lo || v > hi)
		return -1;
	*out = (int)v;
	return 0;
}

int rink__decimal(const char *word, double *out)
{
	size_t whole = strspn(word, "0123456789"), frac = 0;

	if (!whole)
		return -1;
	if (word[whole] == '.') {
		frac = strspn(word + whole + 1, "0123456789");
		if (!frac)
			return -1;
		frac++;
	}
	if (word[whole + frac] || whole > 15)
		return -1;         /* another character, or beyond a double's digits */
	*out = strtod(word, NULL); /* only digits and a point are left */
	return 0;
}

json_t *rink_action_json(const rink_state *s, int seat, int action)
{
	char text[RINK__MOVE_MAX + 1];
	unsigned long mark = rink__json_mark();
	json_t *o = s->game->ops->action_json ? s->game->ops->action_json(s, seat, action)
	                                      : json_pack("{s:s}", "kind", "move");

	if (!o)
		return NULL;
	rink_action_text(s, seat, action, text, sizeof(text));
	if (json_object_set_new(o, "id", json_integer(action)) ||
	    json_object_set_new(o, "notation", json_string(text))) {
		json_decref(o);
		return NULL;
	}
	return rink__json_whole(mark, o);
}

json_t *rink_game_info_json(const rink_game *g)
{
	unsigned long mark = rink__json_mark();

	return rink__json_whole(mark, g->ops->info_json ? g->ops->info_json(g) : json_object());
}

json_t *rink_state_view_json(const rink_state *s, int seat)
{
	unsigned long mark = rink__json_mark();

	return rink__json_whole(mark, s->game->ops->view_json(s, seat));
}

int rink_event_text(const rink_game *g, const struct rink_event *e, int seat, char *buf,
                    size_t size)
{
	return g->ops->event_text(g, e, seat, buf, size);
}

json_t *rink_event_json(const rink_game *g, const struct rink_event *e, int seat)
{
	unsigned long mark = rink__json_mark();

	return rink__json_whole(mark, g->ops->event_json(g, e, seat));
}

int rink_state_check(const rink_state *s, struct rink_error *err)
{
	return s->game->ops->check(s, err);
}

/* ---- parameters ------------------------------------------------------------ */

static void trim(char *s)
{
	size_t n = strlen(s), i = 0;

	while (n > 0 && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	while (isspace((unsigned char)s[i]))
		i++;
	memmove(s, s + i, n - i + 1);
}

int rink__params_parse(struct rink__params *p, const char *text, struct rink_error *err)
{
	const char *c = text ? text : "";

	memset(p, 0, sizeof(*p));
	/* a save records the parameters and a terminal shows them */
	if (!rink__text_ok(c))
		return rink_error_set(err, RINK_EINVAL,
		                      "parameters: not UTF-8 text, or a control character");
	while (*c) {
		const char *end = strchr(c, ',');
		size_t len = end ? (size_t)(end - c) : strlen(c);
		char item[300];
		char *eq;

		if (len >= sizeof(item))
			return rink_error_set(err, RINK_EINVAL, "parameter too long: '%.40s...'",
			                      c);
		memcpy(item, c, len);
		item[len] = '\0';
		trim(item);
		c += len + (end ? 1 : 0);
		if (!item[0])
			continue;
		eq = strchr(item, '=');
		if (!eq)
			return rink_error_set(err, RINK_EINVAL,
			                      "parameter '%s' has no value (write key=value)",
			                      item);
		*eq = '\0';
		trim(item);
		trim(eq + 1);
		if (strlen(item) >= sizeof(p->v[0].key) || strlen(eq + 1) >= sizeof(p->v[0].value))
			return rink_error_set(err, RINK_EINVAL, "parameter '%s' too long", item);
		for (int i = 0; i < p->n; i++)
			if (strcmp(p->v[i].key, item) == 0)
				return rink_error_set(err, RINK_EINVAL,
				                      "parameter '%s' given twice", item);
		if (p->n == RINK__MAX_PARAMS)
			return rink_error_set(err, RINK_EINVAL, "too many parameters");
		memcpy(p->v[p->n].key, item, strlen(item) + 1);
		memcpy(p->v[p->n].value, eq + 1, strlen(eq + 1) + 1);
		p->n++;
	}
	return RINK_OK;
}

static struct rink__param *param_find(struct rink__params *p, const char *key)
{
	for (int i = 0; i < p->n; i++)
		if (strcmp(p->v[i].key, key) == 0) {
			p->v[i].used = true;
			return &p->v[i];
		}
	return NULL;
}

static void canon_add(struct rink__params *p, const char *key, const char *value)
{
	size_t n = strlen(p->canonical);

	snprintf(p->canonical + n, sizeof(p->canonical) - n, "%s%s=%s", n ? "," : "", key, value);
}

int rink__param_int(struct rink__params *p, const char *key, int def, int lo, int hi, int *out,
                    struct rink_error *err)
{
	struct rink__param *v = param_find(p, key);
	char buf[32];

	*out = def;
	if (v) {
		char *end;
		long x = strtol(v->value, &end, 10);
		if (!v->value[0] || *end || x < lo || x > hi)
			return rink_error_set(err, RINK_EINVAL,
			                      "parameter %s=%s: expected a whole number %d to %d",
			                      key, v->value, lo, hi);
		*out = (int)x;
	}
	snprintf(buf, sizeof(buf), "%d", *out);
	canon_add(p, key, buf);
	return RINK_OK;
}

int rink__param_bool(struct rink__params *p, const char *key, bool def, bool *out,
                     struct rink_error *err)
{
	struct rink__param *v = param_find(p, key);

	*out = def;
	if (v) {
		if (!strcmp(v->value, "1") || !strcmp(v->value, "true") ||
		    !strcmp(v->value, "on") || !strcmp(v->value, "yes"))
			*out = true;
		else if (!strcmp(v->value, "0") || !strcmp(v->value, "false") ||
		         !strcmp(v->value, "off") || !strcmp(v->value, "no"))
			*out = false;
		else
			return rink_error_set(err, RINK_EINVAL, "parameter %s=%s: expected 0 or 1",
			                      key, v->value);
	}
	canon_add(p, key, *out ? "1" : "0");
	return RINK_OK;
}

int rink__param_str(struct rink__params *p, const char *key, const char *def,
                    const char *const *choices, char *out, size_t size, struct rink_error *err)
{
	struct rink__param *v = param_find(p, key);
	const char *val = v ? v->value : def;

	if (choices) {
		bool ok = false;
		char list[256] = "";
		for (int i = 0; choices[i]; i++) {
			if (!strcmp(val, choices[i]))
				ok = true;
			size_t n = strlen(list);
			snprintf(list + n, sizeof(list) - n, "%s%s", i ? ", " : "", choices[i]);
		}
		if (!ok)
			return rink_error_set(err, RINK_EINVAL,
			                      "parameter %s=%s: expected one of %s", key, val,
			                      list);
	}
	if (strlen(val) >= size)
		return rink_error_set(err, RINK_EINVAL, "parameter %s: value too long", key);
	snprintf(out, size, "%s", val);
	canon_add(p, key, val);
	return RINK_OK;
}

int rink__params_finish(struct rink__params *p, const char *game, struct rink_error *err)
{
	for (int i = 0; i < p->n; i++)
		if (!p->v[i].used)
			return rink_error_set(err, RINK_EINVAL, "%s has no parameter '%s'", game,
			                      p->v[i].key);
	return RINK_OK;
}

/* ---- data files and names ---------------------------------------------------- */

void rink__data_path(const char *name, char *out, size_t size)
{
	const char *dir = getenv("RINK_DATA_DIR");

	if (name[0] == '/' || strncmp(name, "./", 2) == 0 || strncmp(name, "../", 3) == 0) {
		snprintf(out, size, "%s", name);
		return;
	}
#ifdef RINK_DATA_DIR
	if (!dir || !dir[0])
		dir = RINK_DATA_DIR;
#endif
	if (!dir || !dir[0])
		dir = "data";
	snprintf(out, size, "%s/%s", dir, name);
}

void rink_data_path(const char *name, char *out, size_t size)
{
	rink__data_path(name, out, size);
}

static const char *skip_space_run(const char *s)
{
	while (*s == ' ' && s[1] == ' ')
		s++;
	return s;
}

int rink__name_cmp(const char *a, const char *b)
{
	for (;;) {
		a = skip_space_run(a);
		b = skip_space_run(b);
		int ca = tolower((unsigned char)*a), cb = tolower((unsigned char)*b);
		if (ca != cb || !ca)
			return ca - cb;
		a++;
		b++;
	}
}

bool rink__name_prefix(const char *prefix, const char *name)
{
	for (;;) {
		prefix = skip_space_run(prefix);
		name = skip_space_run(name);
		if (!*prefix)
			return true;
		if (tolower((unsigned char)*prefix) != tolower((unsigned char)*name))
			return false;
		prefix++;
		name++;
	}
}
