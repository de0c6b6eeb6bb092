#!/bin/sh
# fuzz/run.sh DIR NAME SECONDS: run harness NAME (built in DIR by
# fuzz/build.sh) for SECONDS on its seed corpus fuzz/corpus/NAME, after
# replaying every file there (the seeds and the inputs of past findings).
# New inputs go to a temporary folder, never into the tree; a crash leaves
# its input in DIR/crash-NAME-* and fails. Exits 77 when DIR has no NAME
# (fuzz/build.sh skipped for want of clang's fuzzer runtime).
set -eu
dir=$1 name=$2 seconds=$3
corpus="$(cd "$(dirname "$0")" && pwd)/corpus/$name"
if [ ! -x "$dir/fuzz/$name" ]; then
	echo "skipped: no $dir/fuzz/$name (fuzz/build.sh found no fuzzer runtime)"
	exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/new"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export RINK_DATA_DIR="${RINK_DATA_DIR:-$(cd "$(dirname "$0")/.." && pwd)/data}"
rc=0
"$dir/fuzz/$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
	-print_final_stats=1 -artifact_prefix="$dir/crash-$name-" "$work/new" "$corpus" \
	>"$work/log" 2>&1 || rc=$?
# the summary, not each new input
grep -v '^#[0-9]' "$work/log" || true
if [ "$rc" -ne 0 ]; then
	echo "fuzz/run.sh: $name found a fault (exit $rc); its input is in $dir/crash-$name-*" >&2
	exit 1
fi
