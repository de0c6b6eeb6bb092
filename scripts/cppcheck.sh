#!/bin/sh
# scripts/cppcheck.sh BUILD_DIR: cppcheck (Debian 12's 2.10) over src/ and
# include/, as the compiler sees them: the build's compile database
# (CMAKE_EXPORT_COMPILE_COMMANDS) gives each file its includes and defines;
# tests and benchmarks are left out. Checks: warning, performance and
# portability (style's variableScope and constVariable are taste, not
# faults). Every suppression says why: inline, as
# `// cppcheck-suppress id` with its reason on the line above, or in
# scripts/cppcheck.supp. Exit 1 on any finding, one line each.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:?usage: scripts/cppcheck.sh BUILD_DIR}
db="$build/compile_commands.json"
[ -f "$db" ] || { echo "cppcheck.sh: no $db (configure the build first)" >&2; exit 2; }
command -v cppcheck >/dev/null || { echo "skipped: cppcheck is not installed"; exit 77; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# the library, the server and the CLI: the files under src/
python3 - "$db" "$root/src/" "$work/db.json" <<'PY'
import json, sys
db, src, out = sys.argv[1:]
json.dump([e for e in json.load(open(db)) if e["file"].startswith(src)], open(out, "w"))
PY

# the whole-program pass's findings leave the exit status 0 in 2.10: any
# line cppcheck prints is a finding
rc=0
cppcheck --project="$work/db.json" -j "$(nproc 2>/dev/null || echo 2)" \
	--enable=warning,performance,portability --inline-suppr \
	--suppressions-list="$root/scripts/cppcheck.supp" \
	--cppcheck-build-dir="$work" --quiet --error-exitcode=1 \
	--template='{file}:{line}: {severity}: {message} [{id}]' >"$work/out" 2>&1 || rc=$?
if [ "$rc" -ne 0 ] || [ -s "$work/out" ]; then
	sed "s|^$root/||" "$work/out"
	echo "cppcheck: findings above (fix them, or suppress one with its reason)" >&2
	exit 1
fi
echo "cppcheck: src/ and include/ clean"
