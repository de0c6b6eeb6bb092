#!/bin/sh
# tests/e2e/test_make_play.sh: `make play` builds only what the game needs,
# quietly, then starts it (issue 25, point 10: it printed hundreds of
# "gmake[3]: Entering directory" lines and built every test first). The
# Makefile runs here with a stand-in cmake on PATH that records how it is
# called, prints a noisy build and makes a stand-in rink.
. "$(dirname "$0")/lib.sh"
# run make as a person at a shell would: `make test` runs this test with its
# own MAKELEVEL and MAKEFLAGS in the environment, which make a nested make
# print "Entering directory" lines a person never sees
unset MAKEFLAGS MAKELEVEL MFLAGS

if ! command -v make >/dev/null 2>&1; then
	echo "  skip: make not found"
	finish
fi
ROOT=$(cd "$E2E_DIR/../.." && pwd)
W="$TMP/repo"
mkdir -p "$W" "$TMP/bin"
cp "$ROOT/Makefile" "$W/Makefile"
cat >"$TMP/bin/cmake" <<'SH'
#!/bin/sh
echo "cmake $*" >>"$CMAKE_LOG"
case "$*" in
*--build*)
	i=0
	while [ $i -lt 300 ]; do
		echo "gmake[3]: Entering directory '/somewhere/build/release'"
		i=$((i + 1))
	done
	if [ -n "${CMAKE_FAIL:-}" ]; then
		echo "src/x.c:1:1: error: the build broke"
		exit 2
	fi
	mkdir -p build/release
	printf '#!/bin/sh\necho "rink $*"\n' >build/release/rink
	chmod +x build/release/rink
	;;
*) mkdir -p build/release ;;
esac
SH
chmod +x "$TMP/bin/cmake"
CMAKE_LOG="$TMP/cmake.log"
export CMAKE_LOG

check "make play builds the rink binary only, quietly, then starts Slapshot"
(cd "$W" && PATH="$TMP/bin:$PATH" make play) </dev/null >"$TMP/out" 2>"$TMP/err"
rc=$?
expect_rc 0
grep -q -- "--build --preset release --target rink" "$TMP/cmake.log" ||
	fail "not built with --target rink: $(cat "$TMP/cmake.log")"
out_lacks "Entering directory"
out_has "Building build/release/rink (the first time takes a minute or two)... done"
out_has "rink play slapshot"
[ "$(wc -l <"$TMP/out")" -le 3 ] || fail "make play says more than 3 lines: $(head -5 "$TMP/out")"
[ -s "$TMP/err" ] && fail "stderr: $(head -c 300 "$TMP/err")"

check "make play ARGS=... passes options to the game; make serve builds the same"
(cd "$W" && PATH="$TMP/bin:$PATH" make play ARGS="--level hard") </dev/null >"$TMP/out" 2>"$TMP/err"
out_has "rink play slapshot --level hard"
: >"$TMP/cmake.log"
(cd "$W" && PATH="$TMP/bin:$PATH" make serve PORT=9001) </dev/null >"$TMP/out" 2>"$TMP/err"
grep -q -- "--target rink" "$TMP/cmake.log" || fail "make serve builds more than rink"
out_has "rink serve --port 9001"

check "a failed build shows its log and stops"
(cd "$W" && CMAKE_FAIL=1 PATH="$TMP/bin:$PATH" make play) </dev/null >"$TMP/out" 2>"$TMP/err"
rc=$?
[ "$rc" -ne 0 ] || fail "make play went on after a failed build"
out_has "failed:"
out_has "src/x.c:1:1: error: the build broke"
out_lacks "rink play slapshot"

finish
