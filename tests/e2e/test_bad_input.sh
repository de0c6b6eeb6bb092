#!/bin/sh
# tests/e2e/test_bad_input.sh: values and typed moves that once crashed
# rink, hung it, or were read as something else are refused with one
# line, and a game goes on asking.
. "$(dirname "$0")/lib.sh"

check "a value holding a newline is echoed on one line"
run "$RINK" play slapshot --managers "$(printf '5\nFAKE: x')"
expect_usage_error
err_has "--managers"

check "bot options: nan, inf and numbers past an int are refused"
for b in hard:c=nan hard:c=inf hard:iters=99999999999999999999 hard:iters=0.5; do
	run "$RINK" play slapshot --humans 0 --seed 1 --bots "$b"
	expect_usage_error
	err_has "bot option"
done
run "$RINK" arena slapshot --bots ",random" --games 1
expect_usage_error
err_has "bot 1 is empty"

check "signs and spaces in whole numbers are refused"
for v in +5 " 5" -0 5x; do
	run "$RINK" play slapshot --managers "$v"
	expect_usage_error
done

check "-V and --help take nothing after them"
run "$RINK" -V x
expect_usage_error

check "play actiondeck: --json without --auto is refused, not ignored"
run "$RINK" play actiondeck --home BOS --away TOR --json
expect_usage_error
err_has "--auto"

check "typed moves that a parser once misread are refused, and the game goes on"
run_in 'draw forward\000garbage\ntrade 2 4294967296003\ndraw forward\nquit\n' \
	"$RINK" play slapshot --humans 1 --seed 5 --save "$TMP/s.json"
expect_rc 0
out_has "control character"
grep -q '"draw forward"' "$TMP/s.json" || fail "the legal move after the refused ones was not played"

check "Action Deck: at the Enter prompt 'quit' quits and a word it does not know is explained"
run_in 'what\nquit\n' "$RINK" play actiondeck --home BOS --away TOR --seed 3
expect_rc 0
out_has "'what' is not a command here: Enter goes on"
out_has "quit"
grep -q "Final" "$TMP/out" && fail "the game was played to its end"

if [ -w /dev/full ]; then
	check "output that cannot be written: one line saying so, exit 1"
	H="Superstar,El Bos,Le Goon,Fast Eddy,Puck Rogers,Stu Late"
	A="The Iceman,Tiny Tim,Hy Stick,Bobby Howl,Slash Gordon,Moby Stick"
	for cmd in "referee slapshot" "lineup slapshot"; do
		# shellcheck disable=SC2086
		"$RINK" $cmd --home "$H" --away "$A" </dev/null >/dev/full 2>"$TMP/err"
		rc=$?
		expect_one_error_line 1
		err_has "cannot write the output"
	done
	"$RINK" --help >/dev/full 2>"$TMP/err"
	rc=$?
	expect_one_error_line 1
	err_has "cannot write the output"
fi

finish
