#!/bin/sh
# tests/e2e/test_readme.sh: the README's examples as a newcomer meets them
# (issue 25). The Action Deck commands run as written, from a copy of the
# repository's layout (point 4: `rink season actiondeck` needed a schedule
# the repository did not ship); an arena example with a hard bot is one a
# newcomer can wait for, and its cost is said (point 10: 1,000 seasons took
# about 9 minutes without a word).
# Each command of the block runs in a folder holding build/release/rink and
# data/ as the repository root does, with no input; each must exit 0 and
# say nothing on stderr. The charts `rink chart build` makes from the
# shipped statistics are the shipped league's.
. "$(dirname "$0")/lib.sh"

ROOT=$(cd "$E2E_DIR/../.." && pwd)
W="$TMP/repo"
mkdir -p "$W/build/release"
ln -s "$RINK" "$W/build/release/rink"
ln -s "${RINK_DATA_DIR:-$ROOT/data}" "$W/data"

check "the README has an Action Deck block of commands"
# the block after "### Action Deck", one command a line (continuations joined)
awk '/^### Action Deck/ { f = 1 } f && /^```sh/ { g = 1; next } g && /^```/ { exit }
	g { if (sub(/\\$/, "")) { cmd = cmd $0; next } print cmd $0; cmd = "" }' \
	"$ROOT/README.md" >"$TMP/block"
n=$(grep -c 'build/release/rink' "$TMP/block")
[ "$n" -ge 9 ] || fail "only $n commands in the block: $(cat "$TMP/block")"

k=0
while IFS= read -r line; do
	line=${line#"${line%%[! ]*}"} # a comment may stand under its command
	case $line in
	D=*) eval "${line%%#*}"; continue ;;
	'' | '#'*) continue ;;
	esac
	k=$((k + 1))
	check "README command $k: $(printf '%s' "$line" | cut -c1-110)"
	(cd "$W" && eval "$line") </dev/null >"$TMP/out" 2>"$TMP/err"
	rc=$?
	expect_rc 0
	[ -s "$TMP/err" ] && fail "stderr: $(head -c 300 "$TMP/err")"
	case $line in
	*"season actiondeck "*"# the league"*)
		[ "$(grep -cE '^[A-Z]{3} +(39|4[0-4]) ' "$TMP/out")" -eq 32 ] ||
			fail "not 32 teams of 39 to 44 games: $(head -5 "$TMP/out")"
		out_has "Save percentage (300 shots or more)" ;;
	*"chart build"*)
		out_has "wrote 32 team charts to charts"
		diff -r "$W/charts" "$W/data/actiondeck/league" >"$TMP/diff" 2>&1 ||
			fail "the charts built from the shipped statistics are not the shipped league (rebuild data/actiondeck/league with the README's chart build): $(head -5 "$TMP/diff")" ;;
	*"--charts charts --schedule"*)
		grep -q '"teams":\[' "$TMP/out" || fail "no JSON season: $(head -c 200 "$TMP/out")" ;;
	*calibrate*)
		out_has "corr goals for" ;;
	esac
done <"$TMP/block"
[ "$k" -eq "$n" ] || fail "ran $k of the $n commands"

check "an arena example with a hard bot is small, and the README and --help say why"
grep -E '^build/release/rink arena [a-z]+ --bots [^ ]*hard' "$ROOT/README.md" >"$TMP/arenas"
[ -s "$TMP/arenas" ] || fail "no arena example with a hard bot"
while IFS= read -r line; do
	games=$(printf '%s\n' "$line" | sed -n 's/.*--games \([0-9]*\).*/\1/p')
	[ -n "$games" ] && [ "$games" -le 100 ] || fail "a hard bot plays ${games:-1000} games: $line"
done <"$TMP/arenas"
grep -q '1,000 of them take 10 minutes or more' "$ROOT/README.md" || fail "the README does not say what hard costs"
run "$RINK" arena --help
out_has "take 10 minutes or more on one processor"

check "rink season actiondeck with --charts and no --schedule says what is missing"
(cd "$W" && ./build/release/rink season actiondeck --charts charts) </dev/null >"$TMP/out" 2>"$TMP/err"
rc=$?
expect_usage_error
err_has "--schedule is missing (only the shipped league, without --charts, has a schedule of its own)"

finish
