#!/bin/sh
# tests/e2e/test_play_hint.sh: `hint` at a line-up prompt shows the chance
# of winning and the solver's advice; elsewhere it is not offered.
. "$(dirname "$0")/lib.sh"

check "hint at the line-up prompt: chance of winning and an order to play"
run_in 'draw g\ndraw f\ndraw f\ndraw f\ndraw d\ndraw d\ngame 2\nhint\nquit\n' \
	"$RINK" play slapshot --seed 3 --delay 0
expect_rc 0
out_has "(or: moves, help, hint, quit)"
out_has "Chance of winning this game:"
out_has "every pair of cards meets once"
grep -q '^  lineup [^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*$' "$TMP/out" || fail "no six-card line-up suggested"

check "hint elsewhere says what it is for"
run_in 'hint\nquit\n' "$RINK" play slapshot --seed 3 --delay 0
expect_rc 0
out_has "hint: advice is for a manager setting a line-up"

finish
