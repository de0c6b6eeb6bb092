#!/bin/sh
# tests/web/run.sh TEST.mjs: runs one browser test with node, or skips it
# (exit 77, as ctest's SKIP_RETURN_CODE says) when node is not installed;
# the test itself skips when chromium or playwright-core is missing.
if ! command -v node >/dev/null 2>&1; then
	echo "skipped: node is not installed (run scripts/bootstrap)"
	exit 77
fi
exec node "$@"
