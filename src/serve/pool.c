/*
 * serve/pool.c: the worker threads that choose bots' moves.
 *
 * A job carries its own copy of the position and the bot that plays the
 * seat; the loop does not touch either until the job is back. Workers take
 * jobs in the order they came, and each finished job goes on the done
 * queue and wakes the loop with lws_cancel_service, the one libwebsockets
 * call other threads may make. A slow search thus holds one worker, never
 * the loop or other tables.
 */
#include <libwebsockets.h>
#include <stdlib.h>

#include "serve/serve.h"

struct pool {
	struct lws_context *ctx;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct pool_job *todo_head, *todo_tail;
	struct pool_job *done_head, *done_tail;
	bool stop;
	int n;
	pthread_t th[];
};

static void push(struct pool_job **head, struct pool_job **tail, struct pool_job *j)
{
	j->next = NULL;
	if (*tail)
		(*tail)->next = j;
	else
		*head = j;
	*tail = j;
}

static void *worker(void *arg)
{
	struct pool *p = arg;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		struct pool_job *j;

		while (!p->stop && !p->todo_head)
			pthread_cond_wait(&p->cv, &p->mu);
		if (p->stop)
			break;
		j = p->todo_head;
		p->todo_head = j->next;
		if (!p->todo_head)
			p->todo_tail = NULL;
		pthread_mutex_unlock(&p->mu);

		if (j->work) {
			j->work(j);
		} else {
			j->action = rink_bot_act(j->bot, j->pos, j->seat);
			if (j->hint_conn)
				chance_estimate(j, j->chance_seed);
		}

		pthread_mutex_lock(&p->mu);
		push(&p->done_head, &p->done_tail, j);
		lws_cancel_service(p->ctx);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

struct pool *pool_new(struct lws_context *ctx, int threads)
{
	struct pool *p = calloc(1, sizeof(*p) + (size_t)threads * sizeof(pthread_t));

	if (!p)
		return NULL;
	p->ctx = ctx;
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	for (; p->n < threads; p->n++)
		if (pthread_create(&p->th[p->n], NULL, worker, p) != 0)
			break;
	if (p->n == 0) {
		pool_free(p);
		return NULL;
	}
	return p;
}

bool pool_stopping(struct pool *p)
{
	bool stop;

	pthread_mutex_lock(&p->mu);
	stop = p->stop;
	pthread_mutex_unlock(&p->mu);
	return stop;
}

void pool_submit(struct pool *p, struct pool_job *j)
{
	pthread_mutex_lock(&p->mu);
	push(&p->todo_head, &p->todo_tail, j);
	pthread_cond_signal(&p->cv);
	pthread_mutex_unlock(&p->mu);
}

struct pool_job *pool_done(struct pool *p)
{
	struct pool_job *j;

	pthread_mutex_lock(&p->mu);
	j = p->done_head;
	p->done_head = p->done_tail = NULL;
	pthread_mutex_unlock(&p->mu);
	return j;
}

void pool_job_free(struct pool_job *j)
{
	rink_state_free(j->pos);
	rink_bot_free(j->own);
	json_decref(j->ref);
	if (j->arg_free)
		j->arg_free(j->arg);
	free(j);
}

static void free_jobs(struct pool_job *j)
{
	while (j) {
		struct pool_job *next = j->next;

		pool_job_free(j);
		j = next;
	}
}

void pool_free(struct pool *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->mu);
	p->stop = true;
	pthread_cond_broadcast(&p->cv);
	pthread_mutex_unlock(&p->mu);
	for (int i = 0; i < p->n; i++)
		pthread_join(p->th[i], NULL);
	free_jobs(p->todo_head);
	free_jobs(p->done_head);
	pthread_mutex_destroy(&p->mu);
	pthread_cond_destroy(&p->cv);
	free(p);
}
