#!/bin/sh
# tests/e2e/test_trickshot_human.sh: a person plays Trick Shot: moves are
# listed, bad and illegal input is explained and asked again, the game goes
# on, and end of input or quit leaves cleanly.
. "$(dirname "$0")/lib.sh"

# With --seed 5 Red wins the face-off; its Center carries the puck on e11,
# checked by Blue's Center on e12.
check "moves, a word that is not a move, an illegal move, then a legal one"
run_in 'moves\nC fly\nC move a1\nxyz\nRW move h15\nRW move h8\nkeep\nquit\n' \
	"$RINK" play trickshot --seed 5
expect_rc 0
out_has "legal moves:"
out_has "RW move h8"
out_has "Not understood: 'C fly': the action is move, pass, shoot, poke or hit"
out_has "Illegal: 'C move a1': he carries the puck and is checked: he may only pass or shoot"
out_has "Illegal: 'RW move h15': a player stands in the way"
out_has "Not understood: 'xyz': start with a player"
out_lacks "is not understood"
out_has "Red RW moves h11-h8"
out_has "Seat 1 (Red), your move>"

check "a roll waits for reroll or keep; piped input is echoed after the prompt"
run_in 'RW move h8\nC pass h8\nquit\n' "$RINK" play trickshot --seed 5
expect_rc 0
# each answer starts a line of its own, as at a terminal, rather than
# running into the prompt
out_has "Seat 1 (Red), your move> RW move h8"
grep -q "^Illegal: 'C pass h8': the roll is waiting" "$TMP/out" || fail "the refusal runs into the prompt"
out_has "re-roll or keep> quit"

check "help at the prompt: the moves, not the command line's options"
run_in 'help\nquit\n' "$RINK" play trickshot --seed 5
expect_rc 0
out_has "Moves (case-insensitive"
out_lacks "Usage: rink play trickshot"
out_lacks "--friendly"

check "end of input leaves the game with status 0"
run_in 'moves\n' "$RINK" play trickshot --seed 5
expect_rc 0
out_has "input closed; the game is saved in $XDG_DATA_HOME/rink/saves/trickshot-"

check "a line change passes the turn to the bot, which plays"
run_in 'change\nquit\n' "$RINK" play trickshot --seed 5
expect_rc 0
out_has "Red makes a line change"
grep -qE '^Seat 2 \(bot\): ' "$TMP/out" || fail "the bot did not play"

check "q and exit leave the game as quit does"
for w in q exit; do
	run_in "$w\\nchange\\n" "$RINK" play trickshot --seed 5 --save "$TMP/q.json"
	expect_rc 0
	out_has "Goodbye; the game is saved in $TMP/q.json (continue with rink play trickshot --resume $TMP/q.json)"
	out_lacks "Red makes a line change"
done

check "--save writes a save file that the library reads back"
run_in 'change\nquit\n' "$RINK" play trickshot --seed 5 --save "$TMP/game.json"
expect_rc 0
grep -q '"game": *"trickshot"' "$TMP/game.json" || fail "no trickshot save file"
run "$RINK" play trickshot --seed 5 --save "$TMP/no/such/dir/game.json" --humans 0
[ "$rc" -eq 1 ] || fail "an unwritable save file gives status $rc, expected 1"
err_has "game.json"
# ... said before the game starts, as rink play slapshot says it
[ -s "$TMP/out" ] && fail "the game started before the save failed: $(head -c 200 "$TMP/out")"

finish
