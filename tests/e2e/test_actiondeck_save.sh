#!/bin/sh
# tests/e2e/test_actiondeck_save.sh: `rink play actiondeck --save F` keeps
# a game a user leaves, and `--resume F` goes on with the same cards: the
# resumed game ends as the same seed played in one go. Bad save files and
# settings that the file already holds are refused with one line.
. "$(dirname "$0")/lib.sh"

check "--save: quitting after three cards leaves a save file and says how to go on"
run_in '\n\n\nq\n' "$RINK" play actiondeck --home BOS --away TOR --seed 5 --save "$TMP/g.json"
expect_rc 0
out_has "Goodbye; the game is saved in $TMP/g.json (continue with rink play actiondeck --resume $TMP/g.json)"
grep -q '"format":"rink-save"' "$TMP/g.json" || fail "no save file"
grep -q '"game":"actiondeck"' "$TMP/g.json" || fail "the save is not of actiondeck"

check "--resume: the game goes on where it was left and ends as the same seed in one go"
run "$RINK" play actiondeck --home BOS --away TOR --seed 5 --auto
expect_rc 0
final=$(head -1 "$TMP/out" | sed 's/ (seed 5)$//')
[ -n "$final" ] || fail "no final score from --auto"
run_in 'g\n' "$RINK" play actiondeck --resume "$TMP/g.json"
expect_rc 0
out_has "Resumed after 4 moves: BOS 0, TOR 0; period 1"
grep -q "^FINAL $final " "$TMP/out" || fail "the resumed game did not end $final: $(grep FINAL "$TMP/out")"
out_has "Decision:"
run "$RINK" play actiondeck --resume "$TMP/g.json"
expect_rc 0
out_has "the game is over"

check "--resume keeps the file's teams, charts and seed: those options are refused"
for o in "--home BOS" "--away TOR" "--seed 3" "--tournament" "--params budget=all" "--charts x"; do
	# shellcheck disable=SC2086
	run "$RINK" play actiondeck --resume "$TMP/g.json" $o
	expect_usage_error
	err_has "cannot be used with --resume"
done
run "$RINK" play actiondeck --home BOS --away TOR --auto --save "$TMP/x.json"
expect_usage_error
err_has "not with --auto"

check "bad save files: one line naming the file and what is wrong, exit 1"
printf '{"format":"rink-save"' >"$TMP/cut.json"
run "$RINK" play actiondeck --resume "$TMP/cut.json"
expect_one_error_line 1
err_has "$TMP/cut.json"
sed 's/"next"/"nxt"/' "$TMP/g.json" >"$TMP/bad.json"
run "$RINK" play actiondeck --resume "$TMP/bad.json"
expect_one_error_line 1
err_has "'nxt' not understood"
printf '{"format":"rink-save","version":1,"game":"slapshot","params":"","seed":"1","actions":[]}' >"$TMP/ss.json"
run "$RINK" play actiondeck --resume "$TMP/ss.json"
expect_one_error_line 1
err_has "a saved game of slapshot"
run "$RINK" play actiondeck --resume "$TMP/none.json"
expect_one_error_line 1

check "a save file that cannot be written stops the game with one line, exit 1"
run_in '\nq\n' "$RINK" play actiondeck --home BOS --away TOR --seed 5 --save "$TMP/no/such/dir.json"
expect_one_error_line 1
err_has "cannot write"
# ... before the game starts, as rink play slapshot says it
[ -s "$TMP/out" ] && fail "the game started before the save failed: $(head -c 200 "$TMP/out")"

check "a game resumed after one move says 'move'"
run_in 'q\n' "$RINK" play actiondeck --home BOS --away TOR --seed 2 --save "$TMP/one.json"
run "$RINK" play actiondeck --resume "$TMP/one.json"
expect_rc 0
out_has "Resumed after 1 move: "

finish
