#!/bin/sh
# tests/e2e/test_play_save.sh: --save writes the game after every move,
# --resume goes on exactly where it stopped, and a bad save file is refused
# with one line naming it, a non-zero exit, and the file left untouched.
. "$(dirname "$0")/lib.sh"

SAVE="$TMP/game.json"

check "--save: EOF saves the game and says where"
run_in 'draw forward\ndraw defense\ndraw goalie\n' \
	"$RINK" play slapshot --seed 11 --bots random --save "$SAVE"
expect_rc 0
[ -s "$SAVE" ] || fail "no save file"
out_has "input closed; the game is saved in $SAVE"
grep -q '"format":"rink-save"' "$SAVE" || fail "the save file is not a rink save"
grep -q '"seed":"11"' "$SAVE" || fail "the save file lacks the seed"
[ "$(grep -c '"draw ' "$SAVE")" -ge 3 ] || fail "the save file lacks the draws"
for f in "$TMP"/*.tmp.*; do
	[ -e "$f" ] && fail "a temporary save file was left behind: $f"
done
cp "$SAVE" "$TMP/saved1"

check "--resume then EOF at once: the same record is saved again"
run "$RINK" play slapshot --resume "$TMP/saved1" --save "$TMP/again.json"
expect_rc 0
out_has "Resumed from $TMP/saved1 after"
same "$TMP/again.json" "$TMP/saved1" "the resumed record and the original"

check "--resume plays on from the saved position (a human draw, then the rest)"
run_in 'draw forward\n' "$RINK" play slapshot --resume "$TMP/saved1" --save "$TMP/more.json" \
	--bots random
expect_rc 0
out_has "Your team (value"
[ "$(grep -c '"draw ' "$TMP/more.json")" -gt "$(grep -c '"draw ' "$TMP/saved1")" ] ||
	fail "the resumed game did not go on"

check "--resume shows what happened since your last decision: the game just played (issue 25)"
run_in 'draw forward\ndraw forward\ndraw forward\ndraw defense\ndraw defense\ndraw goalie\ngame 2\nhelp\nlineup Chubby,Fast,Cheap,Boney,Hy,Crease\nquit\n' \
	"$RINK" play slapshot --seed 3 --save "$TMP/played.json"
expect_rc 0
# the line-up's help lists hint, as its prompt does
out_has "Commands: moves (every legal move), help (this), hint (your chance of winning and the line-up solver's advice), quit or q"
out_has "Manager 2 beats manager 1 2-1 at home"
run_in 'quit\n' "$RINK" play slapshot --resume "$TMP/played.json"
expect_rc 0
out_has "Since your last decision:
  Manager 2 sets a line-up
  1. Cheap Shot 2 vs Chubby Checker 3: Chubby Checker scores; Chubby Checker injured by the bruiser. Home 1, away 1"
out_has "  Manager 2 beats manager 1 2-1 at home
  Manager 1 replaces injured Chubby Checker with Slash Gordon"
out_lacks "draws a forward" # before your last decision: not shown again
run_in 'quit\n' "$RINK" play slapshot --resume "$TMP/played.json" --humans 0 --bots random
out_lacks "Since your last decision"
out_lacks "Cheap Shot 2 vs Chubby Checker 3" # watching: only what comes next

check "--resume with bots taking over: the season ends, the same way twice"
cp "$TMP/saved1" "$TMP/saved1.copy"
cp "$TMP/saved1" "$TMP/saved1.orig"
run "$RINK" play slapshot --resume "$TMP/saved1" --humans 0 --bots random
expect_rc 0
grep -qE '^Champion: manager [1-4] ' "$TMP/out" || fail "no champion"
cp "$TMP/out" "$TMP/finish1"
run "$RINK" play slapshot --resume "$TMP/saved1.copy" --humans 0 --bots random
sed 's/saved1\.copy/saved1/' "$TMP/out" >"$TMP/out2"
same "$TMP/out2" "$TMP/finish1" "two resumed runs"

check "--resume without --save goes on saving to the resumed file"
# the first run above played the season to its end into saved1
run "$RINK" play slapshot --resume "$TMP/saved1" --humans 0
expect_rc 0
sed -n '/^Final standings/,$p' "$TMP/out" >"$TMP/ended"
[ -s "$TMP/ended" ] || fail "the resumed file does not hold the finished season"
cmp -s "$TMP/saved1" "$TMP/saved1.orig" && fail "the resumed file was not saved to"

check "a finished season saved and resumed gives the same standings"
run "$RINK" play slapshot --humans 0 --seed 5 --save "$TMP/full.json"
expect_rc 0
sed -n '/^Final standings/,$p' "$TMP/out" >"$TMP/standings1"
[ -s "$TMP/standings1" ] || fail "no final standings"
cp "$TMP/full.json" "$TMP/full.bak"
run "$RINK" play slapshot --resume "$TMP/full.json" --humans 0
expect_rc 0
sed -n '/^Final standings/,$p' "$TMP/out" >"$TMP/standings2"
same "$TMP/standings2" "$TMP/standings1" "standings before and after resuming"
same "$TMP/full.json" "$TMP/full.bak" "a resumed file without --save"

if have_python; then
	check "resuming half a season replays the other half exactly (bots are reproducible)"
	run "$RINK" play slapshot --humans 0 --seed 9 --json --save "$TMP/s9.json"
	expect_rc 0
	tail -n 1 "$TMP/out" >"$TMP/summary1"
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
d["actions"] = d["actions"][: len(d["actions"]) // 2]
json.dump(d, open(sys.argv[2], "w"))
' "$TMP/s9.json" "$TMP/half.json" || fail "cannot cut the save in half"
	run "$RINK" play slapshot --resume "$TMP/half.json" --humans 0 --json --save "$TMP/s9b.json"
	expect_rc 0
	tail -n 1 "$TMP/out" >"$TMP/summary2"
	same "$TMP/summary2" "$TMP/summary1" "the summaries of the whole and the resumed season"
	same "$TMP/s9b.json" "$TMP/s9.json" "the records of the whole and the resumed season"
else
	echo "  skip: python3 not found (half-season replay)"
fi

# bad_save WHAT: $TMP/bad.json (already written) is refused by --resume
# (also named as --save) with one stderr line naming it, exit 1, untouched.
bad_save() {
	check "bad save file: $1"
	cp "$TMP/bad.json" "$TMP/bad.bak"
	run "$RINK" play slapshot --resume "$TMP/bad.json" --save "$TMP/bad.json"
	expect_one_error_line 1
	err_has "$TMP/bad.json"
	[ -s "$TMP/out" ] && fail "stdout is not empty: $(head -c 200 "$TMP/out")"
	same "$TMP/bad.json" "$TMP/bad.bak" "the bad file and its copy"
}

head -c 200 "$TMP/saved1" >"$TMP/bad.json"
bad_save "truncated"
printf 'this is not json\n' >"$TMP/bad.json"
bad_save "not JSON"
: >"$TMP/bad.json"
bad_save "empty"
printf '{"format":"rink-save","version":1}\n' >"$TMP/bad.json"
bad_save "fields missing"
printf '{"format":"chess-save","version":1,"game":"slapshot","params":"","seed":"1","actions":[]}\n' >"$TMP/bad.json"
bad_save "another format"
printf '{"format":"rink-save","version":99,"game":"slapshot","params":"","seed":"1","actions":[]}\n' >"$TMP/bad.json"
bad_save "a newer version"
printf '{"format":"rink-save","version":1,"game":"slapshot","params":"managers=9","seed":"1","actions":[]}\n' >"$TMP/bad.json"
bad_save "bad parameters"
printf '{"format":"rink-save","version":1,"game":"slapshot","params":"","seed":"x","actions":[]}\n' >"$TMP/bad.json"
bad_save "bad seed"
sed 's/"draw \([a-z]*\)"/"draw sideways"/' "$TMP/saved1" >"$TMP/bad.json"
bad_save "an action that does not parse"
sed 's/"draw goalie"/"game 2"/' "$TMP/saved1" >"$TMP/bad.json"
bad_save "an illegal action"

check "missing save file: one line naming it, exit 1"
run "$RINK" play slapshot --resume "$TMP/none.json"
expect_one_error_line 1
err_has "$TMP/none.json"

check "a save file that cannot be written: one line naming it, exit 1"
run "$RINK" play slapshot --humans 0 --seed 5 --save "$TMP/no/such/dir/game.json"
expect_one_error_line 1
err_has "$TMP/no/such/dir/game.json"

check "another game's save: named, with its game, as rink play trickshot says it"
run "$RINK" play powerplay --resume "$TMP/saved1"
expect_one_error_line 1
err_has "a saved game of slapshot, not powerplay"

check "more humans than the saved game has managers: exit 2"
run "$RINK" play slapshot --resume "$TMP/saved1" --humans 5
expect_usage_error

finish
