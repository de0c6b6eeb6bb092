#!/bin/sh
# tests/headers/check.sh: librink's public headers as a contract. Every
# include/rink/*.h (the list is read here, so a new header is covered):
#   1. compiles alone as C11 (-pedantic, the build's warnings as errors);
#   2. compiles alone as C++11, its declarations of C linkage: a C++ file
#      takes the address of every rink_* function the header names, and the
#      object it makes must need no C++ (mangled, _Z) symbol, which is what
#      a header without its extern "C" guard gives.
# CC and CXX name the compilers (cc and c++ by default).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
CC=${CC:-cc}
CXX=${CXX:-c++}
command -v "$CXX" >/dev/null || { echo "skipped: no C++ compiler ($CXX)"; exit 77; }
cflags="-I$root/include $(pkg-config --cflags jansson)"
warn="-Wall -Wextra -Werror -pedantic -Wno-unused-parameter"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fails=0 n=0

for h in "$root"/include/rink/*.h; do
	name=$(basename "$h")
	n=$((n + 1))
	printf '#include "rink/%s"\n' "$name" >"$work/alone.c"
	# shellcheck disable=SC2086
	if ! "$CC" -std=c11 $warn -Wstrict-prototypes -D_POSIX_C_SOURCE=200809L $cflags \
		-fsyntax-only "$work/alone.c" 2>"$work/err"; then
		echo "FAIL $name: does not compile alone as C11:"
		cat "$work/err"
		fails=$((fails + 1))
		continue
	fi
	# the functions the header names: rink_x( outside comments and macros
	fns=$(sed -e 's|/\*.*\*/||g' "$h" | grep -v -e '^[[:space:]]*\*' -e '^[[:space:]]*/\*' -e '^#' |
		grep -o '[a-z]*[[:space:]]*rink_[a-z0-9_]*[[:space:]]*(' | grep -v '^struct' |
		sed -e 's/[[:space:]]*($//' -e 's/.*[[:space:]]//' -e 's/^[a-z]*rink_/rink_/' | sort -u)
	{
		printf '#include "rink/%s"\n' "$name"
		printf 'void (*rink_header_fns[])(void) = {\n'
		for f in $fns; do
			printf '\treinterpret_cast<void (*)(void)>(&%s),\n' "$f"
		done
		printf '\tnullptr};\n'
	} >"$work/alone.cc"
	# shellcheck disable=SC2086
	if ! "$CXX" -std=c++11 $warn $cflags -c "$work/alone.cc" -o "$work/alone.o" \
		2>"$work/err"; then
		echo "FAIL $name: does not compile alone as C++11:"
		cat "$work/err"
		fails=$((fails + 1))
		continue
	fi
	mangled=$(nm -u "$work/alone.o" | awk '$2 ~ /^_Z/ {print $2}')
	if [ -n "$mangled" ]; then
		echo "FAIL $name: C++ sees these with C++ linkage (extern \"C\" guard missing?):"
		echo "$mangled" | c++filt | sed 's/^/  /'
		fails=$((fails + 1))
		continue
	fi
	echo "ok $name ($(echo "$fns" | grep -c .) functions)"
done
[ "$n" -gt 0 ] || { echo "FAIL: no headers under include/rink"; exit 1; }
[ "$fails" -eq 0 ] || { echo "$fails of $n headers fail"; exit 1; }
echo "all $n public headers compile alone as C11 and C++11, with C linkage"
