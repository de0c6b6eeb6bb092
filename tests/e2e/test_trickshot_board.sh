#!/bin/sh
# tests/e2e/test_trickshot_board.sh: issue 25, point 9. The terminal board
# names players as the moves do (LD and RD, not D and E; Blue in lower
# case), has a legend (the teams, each type's Speed and Size, the
# symbols), tells the teams apart by colour on a terminal (the letters
# stay), prints the opening face-off's result, and says when a Fail ended
# a turn.
. "$(dirname "$0")/lib.sh"

check "the board labels players as the moves call them, with a legend"
run_in 'q\n' "$RINK" play trickshot --seed 7
expect_rc 0
# Red's defensemen on c9 and g9, Blue's on g14 and c14 (data/trickshot/teams.txt)
grep -qE '^  9  \.  \.  LD \.  \.  \.  RD \.  \. ' "$TMP/out" || fail "Red's LD and RD are not on row 9"
grep -qE '^ 14  \.  \.  rd \.  \.  \.  ld \.  \. ' "$TMP/out" || fail "Blue's ld and rd are not on row 14"
grep -qE '^ 11  \.  LW \.  \.  C\* \.  \.  RW \. ' "$TMP/out" || fail "Red's forwards (C with the puck) not on row 11"
grep -qE '^ *[0-9]+  .* [DE] ' "$TMP/out" && fail "a one-letter D or E is still drawn"
out_has "Red   C LW RW LD RD G X  (upper case)"
out_has "Blue  c lw rw ld rd g x  (lower case)"
out_has "Speed C 3 LW 4 RW 4 LD 2 RD 2 G 1 X 3"
out_has "Size  C 2 LW 1 RW 1 LD 3 RD 3 G 3 X 2"
out_has "C* carries the puck, * loose; ## net, :: crease"

check "the opening face-off's result is printed"
out_has "Opening face-off: Red R - - (1), Blue - - - (0): Red wins; Red C has the puck"
run_in 'q\n' "$RINK" play trickshot --seed 2
out_has "Opening face-off: Red R B B (3), Blue B - - (1): Red wins after 1 tied roll; Red C has the puck"

check "a Fail that ends a turn says so"
run "$RINK" play trickshot --humans 0 --seed 7 --friendly
expect_rc 0
out_has "The Fail ends Red's turn. Blue's turn (period 1, space 2)"
run "$RINK" play trickshot --humans 0 --seed 7 --friendly --json
grep -q '"fail_ended": *"red"' "$TMP/out" || fail "the turn event lacks fail_ended"

if command -v script >/dev/null 2>&1; then
	check "on a terminal the teams are coloured and keep their letters"
	NO_COLOR= script -qc "printf 'q\\n' | $RINK play trickshot --seed 7" /dev/null >"$TMP/tty" 2>&1
	E=$(printf '\033')
	grep -q "${E}\[1;97;41mLD${E}\[0m" "$TMP/tty" || fail "Red's LD is not red on a terminal"
	grep -q "${E}\[1;97;44mld${E}\[0m" "$TMP/tty" || fail "Blue's ld is not blue on a terminal"
	grep -q "${E}\[1;97;41mRed ${E}\[0m" "$TMP/tty" || fail "the legend does not show Red's colour"
fi
check "no colour in a pipe"
NO_COLOR= run_in 'q\n' "$RINK" play trickshot --seed 7
out_lacks "$(printf '\033')"
out_has "LD"

finish
