/*
 * cli/serve.c: `rink serve`, the options of the server (src/serve/).
 */
#define _DEFAULT_SOURCE /* gethostname */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "serve/serve.h"

#define CMD "serve"

#ifndef RINK_WEB_DIR
#define RINK_WEB_DIR "web"
#endif

static const char serve_help[] =
        "Usage: rink serve [--port N] [--db PATH|postgresql://...] [--web DIR] [options]\n"
        "\n"
        "Serves rink's tables over the web: the browser client (the files of --web) and\n"
        "the rink.v1 WebSocket protocol (docs/PROTOCOL.md) on one port. Every table of\n"
        "every game, its seats, watchers and bots live here; each accepted move is\n"
        "committed to the store before anyone hears of it, so the server may be stopped\n"
        "or killed at any moment and carries on where it was when started again.\n"
        "\n"
        "Options:\n"
        "  --port N            port to listen on (default 8080; 0: any free port, printed)\n"
        "  --listen ADDR       address to listen on (default 127.0.0.1: this machine\n"
        "                      only; 0.0.0.0 for every interface, better behind a\n"
        "                      reverse proxy or with --tls-cert)\n"
        "  --db PATH|URI       the store: a SQLite file (default\n"
        "                      $XDG_DATA_HOME/rink/rink.db, else ~/.local/share/rink/rink.db)\n"
        "                      or postgresql://user@host/db to share tables with other\n"
        "                      servers on that database (docs/STORAGE.md)\n"
        "  --web DIR           the browser client's files (default: the web/ folder\n"
        "                      rink was built from)\n"
        "  --tls-cert FILE     serve https and wss with this PEM certificate ...\n"
        "  --tls-key FILE      ... and its PEM private key (both or neither)\n"
        "  --workers N         threads for bots (default: one per processor)\n"
        "  --owner NAME        this server's name in table leases (PostgreSQL; default\n"
        "                      host:pid)\n"
        "  --lease S           seconds a table's lease lasts (PostgreSQL; default 30): a\n"
        "                      server that stops is replaced after at most S + S/3\n"
        "  --quiet             no line per closed connection\n"
        "  -h, --help          this help\n"
        "\n"
        "Stop it with Ctrl-C (SIGINT) or SIGTERM: pending writes finish, then it exits.\n"
        "\n"
        "Examples:\n"
        "  rink serve                              # http://127.0.0.1:8080/\n"
        "  rink serve --port 9000 --db ./club.db\n"
        "  rink serve --listen 0.0.0.0 --tls-cert cert.pem --tls-key key.pem --port 443\n";

static int serve_main(int argc, char **argv)
{
	enum { O_PORT, O_LISTEN, O_DB, O_WEB, O_CERT, O_KEY, O_WORKERS, O_OWNER, O_QUIET, O_LEASE };
	static const struct cli_opt opts[] = {
	        {"port", true},     {"listen", true},  {"db", true},      {"web", true},
	        {"tls-cert", true}, {"tls-key", true}, {"workers", true}, {"owner", true},
	        {"quiet", false},   {"lease", true},   {NULL, false}};
	struct serve_opts o = {
	        .listen = "127.0.0.1", .port = 8080, .web = RINK_WEB_DIR, .lease_s = 30};
	char db[4096], owner[300], host[256];
	const char *v;
	int i = 1, k;

	while ((k = cli_getopt(CMD, opts, argc, argv, &i, &v)) != CLI_OPT_END) {
		switch (k) {
		case CLI_OPT_HELP:
			fputs(serve_help, stdout);
			return 0;
		case CLI_OPT_BAD:
			return CLI_EXIT_USAGE;
		case CLI_OPT_POSITIONAL:
			return cli_usage_error(CMD, "unexpected argument '%s'", v);
		case O_PORT:
			if (!cli_parse_int(CMD, "port", v, 0, 65535, &o.port))
				return CLI_EXIT_USAGE;
			break;
		case O_LISTEN:
			o.listen = v;
			break;
		case O_DB:
			o.db = v;
			break;
		case O_WEB:
			o.web = v;
			break;
		case O_CERT:
			o.tls_cert = v;
			break;
		case O_KEY:
			o.tls_key = v;
			break;
		case O_WORKERS:
			if (!cli_parse_int(CMD, "workers", v, 1, 256, &o.workers))
				return CLI_EXIT_USAGE;
			break;
		case O_OWNER:
			o.owner = v;
			break;
		case O_QUIET:
			o.quiet = true;
			break;
		case O_LEASE:
			if (!cli_parse_int(CMD, "lease", v, 2, 3600, &o.lease_s))
				return CLI_EXIT_USAGE;
			break;
		}
	}
	if (!o.tls_cert != !o.tls_key)
		return cli_usage_error(CMD, "--tls-cert and --tls-key go together");
	if (!o.db && !(o.db = cli_default_db(db, sizeof(db))))
		return cli_fail(CMD, "cannot make the data folder for the store: %s",
		                strerror(errno));
	if (rink_store_is_postgres(o.db) && !o.owner) {
		gethostname(host, sizeof(host));
		snprintf(owner, sizeof(owner), "%s:%ld", host, (long)getpid());
		o.owner = owner;
	}
	return serve_run(&o) == 0 ? 0 : CLI_EXIT_FAIL;
}

const struct cli_command cli_serve_command = {
        .name = "serve",
        .summary = "serve tables to browsers and clients over the web (rink.v1)",
        .help = serve_help,
        .run = serve_main,
};
