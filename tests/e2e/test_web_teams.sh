#!/bin/sh
# tests/e2e/test_web_teams.sh: the browser's list of Action Deck teams
# (web/actiondeck/teams.js: a browser cannot list a folder) names exactly
# the league's charts (data/actiondeck/league/*.csv), each once, and each
# chart's own `team,CODE,...` line agrees with its file name. Run by hand:
# sh tests/e2e/test_web_teams.sh (no binary needed).
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DATA=${RINK_DATA_DIR:-$ROOT/data}
LEAGUE="$DATA/actiondeck/league"
TEAMS_JS="$ROOT/web/actiondeck/teams.js"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/rink-web-teams.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
failures=0

fail() {
	printf '  FAIL: %s\n' "$1"
	failures=$((failures + 1))
}

printf 'check: %s and %s exist\n' "$TEAMS_JS" "$LEAGUE"
[ -f "$TEAMS_JS" ] || { fail "no $TEAMS_JS"; exit 1; }
[ -d "$LEAGUE" ] || { fail "no $LEAGUE"; exit 1; }

# the codes of teams.js: lines ['BOS', 'Boston Bruins'],
sed -n "s/^[[:space:]]*\\['\\([^']*\\)',[[:space:]]*'[^']\\{1,\\}'\\],\\{0,1\\}[[:space:]]*\$/\\1/p" \
	"$TEAMS_JS" >"$TMP/js"
# the charts: file names, and the code each chart's team line gives
for f in "$LEAGUE"/*.csv; do
	[ -f "$f" ] || continue
	code=$(basename "$f" .csv)
	printf '%s\n' "$code" >>"$TMP/csv"
	line=$(grep -m1 '^team,' "$f" | cut -d, -f2)
	[ "$line" = "$code" ] || fail "$f: its team line says '$line', its name '$code'"
done
touch "$TMP/csv"

printf 'check: teams.js lists %s teams, the league folder has %s charts\n' \
	"$(wc -l <"$TMP/js" | tr -d ' ')" "$(wc -l <"$TMP/csv" | tr -d ' ')"
[ -s "$TMP/js" ] || fail "no team found in $TEAMS_JS (its format changed?)"
[ -s "$TMP/csv" ] || fail "no chart in $LEAGUE"

printf 'check: each team once in teams.js\n'
dups=$(sort "$TMP/js" | uniq -d | tr '\n' ' ')
[ -z "$dups" ] || fail "listed twice in teams.js: $dups"

printf 'check: teams.js and the league folder name the same teams\n'
sort -u "$TMP/js" >"$TMP/js.sorted"
sort -u "$TMP/csv" >"$TMP/csv.sorted"
missing=$(comm -13 "$TMP/js.sorted" "$TMP/csv.sorted" | tr '\n' ' ')
extra=$(comm -23 "$TMP/js.sorted" "$TMP/csv.sorted" | tr '\n' ' ')
[ -z "$missing" ] || fail "charts missing from teams.js: $missing"
[ -z "$extra" ] || fail "in teams.js without a chart: $extra"

printf 'check: teams.js names the league folder actiondeck/league/\n'
grep -q "LEAGUE = 'actiondeck/league/'" "$TEAMS_JS" || fail "LEAGUE is not 'actiondeck/league/'"

if [ "$failures" -ne 0 ]; then
	printf '%d check(s) failed\n' "$failures"
	exit 1
fi
printf 'all checks passed\n'
