#!/bin/sh
# tests/pg/pgcluster.sh: a throwaway PostgreSQL cluster for the store tests.
#
#   pgcluster.sh start DIR PORT [PID]
#       initdb a cluster in DIR/data (DIR is made if missing) and start it,
#       listening on 127.0.0.1:PORT and a unix socket in DIR only; superuser
#       "rink", trust authentication, no fsync (nothing here is worth
#       keeping). With PID, a watcher stops the cluster and removes DIR when
#       that process ends, so a test that crashes or is killed leaves no
#       server behind.
#   pgcluster.sh stop DIR
#       stop it (fast shutdown) and remove DIR.
#
# PostgreSQL refuses to run as root: as root the cluster runs as
# $RINK_PG_USER (default "nobody"), which then owns DIR; otherwise as the
# caller. The server's programs are read from $PGBIN, else
# /usr/lib/postgresql/15/bin, else `pg_config --bindir`. Exits 77 when
# initdb is not installed (the tests then skip), 1 on any other failure.
set -eu

usage() {
	echo "usage: $0 start DIR PORT [PID] | stop DIR" >&2
	exit 1
}

bindir() {
	for d in "${PGBIN:-}" /usr/lib/postgresql/15/bin "$(pg_config --bindir 2>/dev/null || true)"; do
		if [ -n "$d" ] && [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then
			echo "$d"
			return 0
		fi
	done
	return 1
}

# Runs a command as the cluster's user, from DIR (the caller's directory
# may be closed to that user).
as_user() {
	if [ "$(id -u)" -eq 0 ]; then
		(cd "$dir" && runuser -u "$user" -- "$@")
	else
		(cd "$dir" && "$@")
	fi
}

[ $# -ge 2 ] || usage
cmd=$1
dir=$2
user=${RINK_PG_USER:-nobody}

case $cmd in
start)
	[ $# -ge 3 ] || usage
	port=$3
	watch=${4:-}
	if ! bin=$(bindir); then
		echo "pgcluster: no initdb (install postgresql, or set PGBIN)" >&2
		exit 77
	fi
	mkdir -p "$dir"
	if [ "$(id -u)" -eq 0 ]; then
		chown "$user" "$dir"
	fi
	chmod 700 "$dir"
	if ! as_user "$bin/initdb" -D "$dir/data" -U rink -A trust -E UTF8 --locale=C -N \
		>"$dir/initdb.log" 2>&1; then
		echo "pgcluster: initdb failed:" >&2
		cat "$dir/initdb.log" >&2
		exit 1
	fi
	if ! as_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
		-o "-c listen_addresses=127.0.0.1 -p $port -k $dir -F" start >/dev/null; then
		echo "pgcluster: the server did not start on port $port:" >&2
		tail -n 20 "$dir/server.log" >&2 || true
		exit 1
	fi
	if [ -n "$watch" ]; then
		(
			trap '' HUP INT
			while kill -0 "$watch" 2>/dev/null; do
				sleep 1
			done
			as_user "$bin/pg_ctl" -D "$dir/data" -m immediate stop || true
			rm -rf "$dir"
		) </dev/null >/dev/null 2>&1 &
		echo $! >"$dir/watcher.pid"
	fi
	;;
stop)
	[ -d "$dir" ] || exit 0
	if [ -f "$dir/watcher.pid" ]; then
		kill "$(cat "$dir/watcher.pid")" 2>/dev/null || true
	fi
	if [ -f "$dir/data/postmaster.pid" ] && bin=$(bindir); then
		as_user "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
	fi
	rm -rf "$dir"
	;;
*)
	usage
	;;
esac
