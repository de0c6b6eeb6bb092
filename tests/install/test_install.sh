#!/bin/sh
# tests/install/test_install.sh: rink as an installed package (issue 26,
# part 4). Configures and builds the tree afresh (-O0, no tests or
# benchmarks) with a temporary prefix, installs it there, then checks as a
# user and a packager would:
#   1. the layout: bin/rink, librink.so.0.1.0 with soname librink.so.0 and
#      its links, librink.a, rink.pc, include/rink, share/rink (data and
#      web), the man pages (one per command of rink --help) and the bash
#      completion; DESTDIR stages the same tree elsewhere;
#   2. the shared library exports the public rink_* API only (nm -D);
#   3. tests/install/play.c builds through `pkg-config --cflags --libs rink`,
#      against librink.so and against librink.a (--static), and plays a
#      game of every game to the end, from another folder, reading the
#      installed data with no $RINK_DATA_DIR;
#   4. the installed rink, run from another folder with no $RINK_DATA_DIR,
#      names share/rink in --version, plays games that read its data, and
#      rink serve hands out the browser client of share/rink/web;
#   5. the completion completes commands, games, options and card names.
# Everything lives in one temporary folder, removed at the end. CC names
# the compiler (cc by default), JOBS the build's parallelism (2).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
CC=${CC:-cc}
JOBS=${JOBS:-2}
unset RINK_DATA_DIR
for tool in cmake pkg-config nm readelf; do
	command -v "$tool" >/dev/null || { echo "skipped: no $tool"; exit 77; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/rink-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() {
	echo "FAIL: $*"
	exit 1
}
step() {
	echo "== $*"
}

step "configure, build and install into $prefix"
if ! { cmake -S "$root" -B "$tmp/build" -DCMAKE_C_COMPILER="$CC" -DCMAKE_BUILD_TYPE=Debug \
	-DRINK_TESTS=OFF -DRINK_BENCH=OFF -DCMAKE_INSTALL_PREFIX="$prefix" &&
	MAKEFLAGS='' cmake --build "$tmp/build" -j "$JOBS" &&
	cmake --install "$tmp/build" &&
	DESTDIR=$tmp/stage cmake --install "$tmp/build"; } >"$tmp/build.log" 2>&1; then
	cat "$tmp/build.log"
	fail "the build or the install failed"
fi

step "layout"
rc=$(find "$prefix" -name rink.pc)
[ -n "$rc" ] || fail "no rink.pc under $prefix"
libdir=$(dirname "$(dirname "$rc")")
for f in bin/rink include/rink/game.h share/rink/slapshot share/rink/web/index.html \
	share/man/man1/rink.1 share/bash-completion/completions/rink; do
	[ -e "$prefix/$f" ] || fail "$f is not installed"
done
for f in librink.so.0.1.0 librink.so.0 librink.so librink.a; do
	[ -e "$libdir/$f" ] || fail "$libdir/$f is not installed"
done
[ "$(readlink "$libdir/librink.so")" = librink.so.0 ] || fail "librink.so does not link to .so.0"
[ "$(readlink "$libdir/librink.so.0")" = librink.so.0.1.0 ] ||
	fail "librink.so.0 does not link to .so.0.1.0"
readelf -d "$libdir/librink.so.0.1.0" | grep -q 'SONAME.*\[librink\.so\.0\]' ||
	fail "librink's soname is not librink.so.0"
[ -x "$tmp/stage$prefix/bin/rink" ] || fail "DESTDIR staged no bin/rink"
for h in "$root"/include/rink/*.h; do
	[ -f "$prefix/include/rink/$(basename "$h")" ] || fail "$(basename "$h") is not installed"
done
commands=$("$prefix/bin/rink" --help | awk '/^Commands:/ { on = 1; next } on && /^$/ { exit }
	on && $1 != "help" { print $1 }')
for c in $commands; do
	[ -s "$prefix/share/man/man1/rink-$c.1" ] || fail "no man page rink-$c.1"
done
if command -v groff >/dev/null; then
	for m in "$prefix"/share/man/man1/*.1; do
		out=$(groff -man -ww -z "$m" 2>&1) || fail "groff cannot read $m"
		[ -z "$out" ] || fail "groff warns on $(basename "$m"): $out"
	done
fi
echo "ok: $(echo "$commands" | wc -l) commands, $(find "$prefix/share/man/man1" -name '*.1' | wc -l) man pages"

step "exports"
nm -D --defined-only "$libdir/librink.so" | awk '{ print $3 }' >"$tmp/exports"
bad=$(grep -v -e '^rink_[a-z0-9]' -e '^_init$' -e '^_fini$' -e '^_edata$' -e '^_end$' \
	-e '^__bss_start$' "$tmp/exports" || true)
[ -z "$bad" ] || fail "librink.so exports more than the public API: $(echo "$bad" | tr '\n' ' ' | cut -c1-300)"
n=$(grep -c '^rink_' "$tmp/exports")
[ "$n" -ge 50 ] || fail "librink.so exports only $n rink_* symbols"
# the public API is all there: what the build tree's static library
# defines as rink_* (not rink__) is exported
nm --defined-only "$libdir/librink.a" 2>/dev/null | awk '$2 == "T" && $3 ~ /^rink_[a-z0-9]/ { print $3 }' |
	sort -u >"$tmp/defined"
missing=$(sort "$tmp/exports" | comm -23 "$tmp/defined" - | head -5)
[ -z "$missing" ] || fail "defined but not exported: $missing"
echo "ok: $n rink_* functions exported, none else"

step "a program built with pkg-config"
export PKG_CONFIG_PATH="$libdir/pkgconfig"
[ "$(pkg-config --modversion rink)" = "$("$prefix/bin/rink" --version | sed -n '1s/^rink //p')" ] ||
	fail "rink.pc and rink --version disagree on the version"
mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere"
warn="-std=c11 -Wall -Wextra -Werror -Wstrict-prototypes -pedantic"
# shellcheck disable=SC2046,SC2086
"$CC" $warn "$root/tests/install/play.c" -o play_shared $(pkg-config --cflags --libs rink) \
	-Wl,-rpath,"$libdir" || fail "play.c does not build against librink.so"
readelf -d play_shared | grep -q 'NEEDED.*librink\.so\.0' || fail "play_shared needs no librink.so.0"
./play_shared 7 || fail "play_shared failed"
# the static archive by its name, the rest as --static lists it
# shellcheck disable=SC2046,SC2086
"$CC" $warn "$root/tests/install/play.c" -o play_static $(pkg-config --cflags rink) \
	$(pkg-config --static --libs rink | sed 's/-lrink\b/-l:librink.a/') ||
	fail "play.c does not build against librink.a with pkg-config --static"
! readelf -d play_static | grep -q 'NEEDED.*librink' || fail "play_static needs librink.so"
./play_static 7 >/dev/null || fail "play_static failed"

step "the installed rink, from another folder"
"$prefix/bin/rink" --version >version || fail "rink --version failed"
cat version
grep -qx "data: $prefix/share/rink (built in; \$RINK_DATA_DIR overrides)" version ||
	fail "rink --version does not name $prefix/share/rink"
grep -q "^build: .*postgresql" version || fail "rink --version names no build options"
"$prefix/bin/rink" play slapshot --humans 0 --seed 3 --json >season.json ||
	fail "rink play slapshot --humans 0 failed"
grep -q '"champion"' season.json || fail "the Slapshot season named no champion"
"$prefix/bin/rink" play actiondeck --home BOS --away TOR --auto --seed 3 >box.txt ||
	fail "rink play actiondeck --auto (the installed league's charts) failed"
RINK_DATA_DIR=$tmp/nowhere "$prefix/bin/rink" play actiondeck --home BOS --away TOR --auto \
	--seed 3 >/dev/null 2>&1 && fail "\$RINK_DATA_DIR does not override the data folder"
# rink serve hands out the installed browser client
if command -v curl >/dev/null; then
	"$prefix/bin/rink" serve --port 0 --db "$tmp/elsewhere/rink.db" >serve.out 2>&1 &
	pid=$!
	url=
	for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
		url=$(sed -n 's|.*open \(http://[^ ]*/\).*|\1|p' serve.out)
		[ -n "$url" ] && break
		sleep 0.25
	done
	got=0
	[ -n "$url" ] && curl -sf --max-time 10 "$url" -o index.html && cmp -s index.html \
		"$prefix/share/rink/web/index.html" && got=1
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	[ "$got" = 1 ] || fail "rink serve did not hand out share/rink/web/index.html: $(cat serve.out)"
fi
echo "ok"

step "bash completion"
if command -v bash >/dev/null; then
	cat >complete.bash <<'SH'
source "$1"
t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _rink; echo "${COMPREPLY[*]}"; }
[[ $(t rink pl) == play ]] || { echo "rink pl: $(t rink pl)"; exit 1; }
[[ " $(t rink play '') " == *" trickshot "* ]] || { echo "rink play: $(t rink play '')"; exit 1; }
[[ " $(t rink arena slapshot --g) " == *" --games "* ]] || { echo "rink arena --g"; exit 1; }
[[ " $(t rink help '') " == *" serve "* ]] || { echo "rink help"; exit 1; }
compopt() { :; }
cards=$(t rink referee slapshot --home 'Cheap\ Skate,ian')
[[ $cards == 'Cheap\ Skate,Ian\ Jury' ]] || { echo "card names: $cards"; exit 1; }
SH
	bash complete.bash "$prefix/share/bash-completion/completions/rink" ||
		fail "the bash completion does not complete"
	echo "ok"
fi
echo "ok install: $prefix (removed)"
