# tests/e2e/lib.sh: helpers for the end-to-end scripts (sourced, POSIX sh).
#
# The scripts run the `rink` binary named by $RINK (ctest sets it) as a
# user would, print each check as they go, and exit non-zero when any
# failed. Run one by hand: RINK=build/debug/rink sh tests/e2e/test_help.sh

: "${RINK:?set RINK to the path of the rink binary}"
E2E_DIR=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/rink-e2e.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
# colours and terminal-only behaviour must not depend on who runs the tests
NO_COLOR=1
export NO_COLOR
# games left unfinished are kept in the user's data folder: the tests'
# own, never the home of whoever runs them
XDG_DATA_HOME="$TMP/data-home"
export XDG_DATA_HOME
failures=0

# check TEXT: announces the next check.
check() {
	printf 'check: %s\n' "$1"
}

# fail TEXT: records a failure (the script goes on).
fail() {
	printf '  FAIL: %s\n' "$1"
	failures=$((failures + 1))
}

# run CMD ARGS...: runs with stdin from /dev/null; sets $rc, output in
# $TMP/out and $TMP/err.
run() {
	"$@" </dev/null >"$TMP/out" 2>"$TMP/err"
	rc=$?
}

# run_in INPUT CMD ARGS...: the same with INPUT (printf-expanded) on stdin.
run_in() {
	_in=$1
	shift
	# shellcheck disable=SC2059
	printf "$_in" | "$@" >"$TMP/out" 2>"$TMP/err"
	rc=$?
}

expect_rc() {
	[ "$rc" -eq "$1" ] || fail "exit status $rc, expected $1 (stderr: $(head -c 300 "$TMP/err"))"
}

# expect_usage_error: exit 2, nothing on stdout, exactly one line on stderr.
expect_usage_error() {
	expect_rc 2
	[ -s "$TMP/out" ] && fail "stdout is not empty: $(head -c 200 "$TMP/out")"
	_lines=$(wc -l <"$TMP/err")
	[ "$_lines" -eq 1 ] || fail "stderr has $_lines lines, expected one: $(cat "$TMP/err")"
	return 0
}

# expect_one_error_line STATUS: exit STATUS (non-zero), one stderr line.
expect_one_error_line() {
	[ "$rc" -ne 0 ] || fail "exit status 0, expected a failure"
	[ -n "${1:-}" ] && expect_rc "$1"
	_lines=$(wc -l <"$TMP/err")
	[ "$_lines" -eq 1 ] || fail "stderr has $_lines lines, expected one: $(cat "$TMP/err")"
	return 0
}

# out_has TEXT / err_has TEXT: a fixed string appears in stdout / stderr.
out_has() {
	grep -qF -- "$1" "$TMP/out" || fail "stdout lacks '$1'"
}
err_has() {
	grep -qF -- "$1" "$TMP/err" || fail "stderr lacks '$1' (stderr: $(cat "$TMP/err"))"
}
out_lacks() {
	grep -qF -- "$1" "$TMP/out" && fail "stdout has '$1'"
	return 0
}

# errors_reprompt: at a `rink play` prompt, every "error:" line (one line)
# is followed by the prompt again.
errors_reprompt() {
	awk '/^error: /{ want = 1; next }
	     want && !/^Your move: /{ bad = 1 }
	     { want = 0 }
	     END { exit bad }' "$TMP/out" || fail "an error is not followed by the prompt again"
}

# same FILE1 FILE2 WHAT: the files are identical.
same() {
	cmp -s "$1" "$2" || fail "$3 differ: $(diff "$1" "$2" | head -5)"
}

have_python() {
	command -v python3 >/dev/null 2>&1
}

finish() {
	if [ "$failures" -ne 0 ]; then
		printf '%d check(s) failed\n' "$failures"
		exit 1
	fi
	echo "all checks passed"
	exit 0
}
