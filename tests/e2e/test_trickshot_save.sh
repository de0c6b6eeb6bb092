#!/bin/sh
# tests/e2e/test_trickshot_save.sh: Trick Shot games are saved after every
# move and resumed; a malformed or foreign save file gives one line on
# stderr and exit 1.
. "$(dirname "$0")/lib.sh"

check "save while playing, then resume and let the bots finish"
run_in 'RW move h8\nkeep\nquit\n' "$RINK" play trickshot --seed 5 --save "$TMP/g.json"
expect_rc 0
grep -q '"RW move h8"' "$TMP/g.json" || fail "the move is not in the save file"
run "$RINK" play trickshot --resume "$TMP/g.json" --humans 0 --save "$TMP/g.json"
expect_rc 0
out_has "Seed: 5 (replay with --seed 5)"
grep -qE '^Result: ' "$TMP/out" || fail "the resumed game did not finish"
cp "$TMP/out" "$TMP/first"

check "quitting before any move still leaves a save, and a resumed game saves where it was"
run_in 'quit\n' "$RINK" play trickshot --seed 5 --save "$TMP/early.json"
expect_rc 0
[ -s "$TMP/early.json" ] || fail "no save file after quitting at once"
out_has "saved in $TMP/early.json"
run_in 'RW move h8\nkeep\nquit\n' "$RINK" play trickshot --resume "$TMP/early.json"
expect_rc 0
grep -q '"RW move h8"' "$TMP/early.json" || fail "the resumed game's move is not in its file"

check "resuming the finished game shows the same result"
run "$RINK" play trickshot --resume "$TMP/g.json" --humans 0
expect_rc 0
grep '^Result: ' "$TMP/first" >"$TMP/r1"
grep '^Result: ' "$TMP/out" >"$TMP/r2"
same "$TMP/r1" "$TMP/r2" "the results"

check "a malformed save file: one line, exit 1"
printf '{"format": "rink-save", "version": 1, "game": "trickshot", "params": ""' >"$TMP/bad.json"
run "$RINK" play trickshot --resume "$TMP/bad.json"
expect_one_error_line 1
err_has "bad.json"

check "an edited save with an illegal move: one line naming it, exit 1"
cat >"$TMP/edit.json" <<'JSON'
{"format": "rink-save", "version": 1, "game": "trickshot", "params": "",
 "seed": "5", "actions": [[1, "C move a1"]]}
JSON
run "$RINK" play trickshot --resume "$TMP/edit.json"
expect_one_error_line 1
err_has "C move a1"

check "a missing file: one line, exit 1"
run "$RINK" play trickshot --resume "$TMP/none.json"
expect_one_error_line 1

check "a Slapshot save is not a Trick Shot game"
run "$RINK" play slapshot --humans 0 --seed 2 --managers 2 --playoff-wins 1 --save "$TMP/ss.json"
run "$RINK" play trickshot --resume "$TMP/ss.json"
expect_one_error_line 1
err_has "not trickshot"

check "game settings may not be changed on resume"
run "$RINK" play trickshot --resume "$TMP/g.json" --advanced
expect_usage_error

finish
