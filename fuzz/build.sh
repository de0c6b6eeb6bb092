#!/bin/sh
# fuzz/build.sh DIR: configure and build the fuzz harnesses in DIR with
# clang (-fsanitize=fuzzer,address,undefined). Exits 77 (skipped) with one
# line when clang or its fuzzer runtime (Debian: libclang-rt-14-dev) is
# missing.
set -eu
dir=$1
src=$(cd "$(dirname "$0")/.." && pwd)
CLANG=${CLANG:-clang}
if ! command -v "$CLANG" >/dev/null 2>&1; then
	echo "skipped: no $CLANG"
	exit 77
fi
probe=$(mktemp -d)
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n);\n%s\n' \
	'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }' >"$probe/p.c"
if ! "$CLANG" -fsanitize=fuzzer "$probe/p.c" -o "$probe/p" >/dev/null 2>&1; then
	rm -rf "$probe"
	echo "skipped: $CLANG has no fuzzer runtime (libclang-rt-14-dev)"
	exit 77
fi
rm -rf "$probe"
log="$dir.log"
mkdir -p "$dir"
if ! { cmake -S "$src" -B "$dir" -DCMAKE_C_COMPILER="$CLANG" -DCMAKE_BUILD_TYPE=Debug \
	-DRINK_FUZZ=ON -DRINK_TESTS=OFF -DRINK_BENCH=OFF \
	-DCMAKE_C_FLAGS_DEBUG="-O1 -g" &&
	MAKEFLAGS= cmake --build "$dir" -j "${JOBS:-2}"; } >"$log" 2>&1; then
	cat "$log"
	echo "fuzz/build.sh: build failed" >&2
	exit 1
fi
