#!/bin/sh
# tests/e2e/test_play_human.sh: a human at the prompt of `rink play`, driven
# by scripted input: bad input is answered by the library's error and the
# same prompt; moves, help and quit work; end of input exits 0; hot seat
# hides each manager's cards from the others.
. "$(dirname "$0")/lib.sh"

check "bad input gets the library's error and the prompt again; EOF exits 0"
run_in 'hello\ndraw forward\ngame 2\ntrade 9 1\ndraft Nobody\n\n' \
	"$RINK" play slapshot --seed 3
expect_rc 0
out_has "Managers: 1 you, 2 heuristic bot, 3 heuristic bot, 4 heuristic bot"
out_has "Seed: 3 (replay with --seed 3)"
out_has "=== Manager 1 ==="
out_has "Your move: draw forward|defense|goalie"
out_has "error: unknown move 'hello'"
out_has "error: 'game 2' is not legal now"
out_has "error: '9' is not a manager number 1 to 4"
out_has "error: unknown card 'Nobody'"
grep -qE '^  Manager 1 draws a forward: [A-Z]' "$TMP/out" || fail "your own draw is not shown"
errors_reprompt
[ "$(grep -c '^error: ' "$TMP/out")" -eq 4 ] || fail "expected 4 error lines"
# kept without asking, in the data folder, and said so
tail -n 1 "$TMP/out" | grep -q "^input closed; the game is saved in $XDG_DATA_HOME/rink/saves/slapshot-" ||
	fail "last line is not 'input closed; the game is saved in ...': $(tail -n 1 "$TMP/out")"
[ -s "$TMP/err" ] && fail "stderr is not empty: $(cat "$TMP/err")"
# each game is kept in a file of its own: the transcripts differ by its name
sed 's/slapshot-[0-9-]*\.json/slapshot-N.json/g' "$TMP/out" >"$TMP/first"

check "the same seed and input give the same transcript"
run_in 'hello\ndraw forward\ngame 2\ntrade 9 1\ndraft Nobody\n\n' \
	"$RINK" play slapshot --seed 3
sed 's/slapshot-[0-9-]*\.json/slapshot-N.json/g' "$TMP/out" >"$TMP/second"
same "$TMP/second" "$TMP/first" "two runs with the same input"

check "empty input: exits 0 at once"
run "$RINK" play slapshot --seed 3
expect_rc 0
out_has "input closed"

check "moves lists every legal move; help explains the moment"
run_in 'moves\nhelp\n' "$RINK" play slapshot --seed 3
expect_rc 0
out_has "3 legal moves:"
out_has "  draw forward"
out_has "  draw defense"
out_has "  draw goalie"
out_has "Setup: clockwise, one card a draw"

check "a whole setup by hand, abbreviations accepted, then the turn prompt"
run_in 'draw f\ndraw forward\ndraw FORWARD\ndraw d\ndraw defense\ndraw g\nhelp\nmoves\n' \
	"$RINK" play slapshot --seed 3 --bots random
expect_rc 0
[ "$(grep -c '^  Manager 1 draws a ' "$TMP/out")" -eq 6 ] || fail "six draws expected"
out_has "Your move: trade M P (M: 2, 3, 4; P: 1-6) | draft CARD | game M (M: 2, 3, 4)"
out_has "Your turn: do one of three things."
out_has "  game 4"
out_has "  trade 3 6"
out_has "Your team (value"

check "quit leaves at once with exit 0"
run_in 'quit\ndraw forward\n' "$RINK" play slapshot --seed 3
expect_rc 0
out_has "Goodbye"
out_lacks "draws a forward:"
# q and exit leave too, as in rink play trickshot and actiondeck
for w in q exit; do
	run_in "$w\\ndraw forward\\n" "$RINK" play slapshot --seed 3
	expect_rc 0
	out_has "Goodbye"
	out_lacks "draws a forward:"
done

check "hot seat: pass the keyboard, clear the screen, hide the other's cards"
input=''
for _ in 1 2 3; do input="$input\ndraw forward\n"; done
for _ in 1 2 3; do input="$input\ndraw f\n"; done
for _ in 1 2 3 4; do input="$input\ndraw defense\n"; done
for _ in 1 2; do input="$input\ndraw goalie\n"; done
run_in "$input" "$RINK" play slapshot --seed 4 --humans 2
expect_rc 0
out_has "Managers: 1 human, 2 human, 3 heuristic bot, 4 heuristic bot"
out_has "Pass to manager 1, press Enter"
out_has "Pass to manager 2, press Enter"
grep -q "$(printf '\033\\[2J')" "$TMP/out" || fail "the screen is never cleared"
[ "$(grep -c '^  Manager [12] draws a [a-z]*: ' "$TMP/out")" -eq 12 ] ||
	fail "12 draws by hand expected"
# a card drawn is only ever shown on its own manager's screen
awk '/=== Manager [0-9] ===/{ owner = $3 }
     /Manager [0-9] draws a [a-z]*: /{ for (i = 1; i <= NF; i++) if ($i == "Manager") m = $(i + 1);
                                        if (m != owner) { print; bad = 1 } }
     END { exit bad }' "$TMP/out" || fail "a manager saw another manager's card"
# every private screen comes right after the screen was cleared
awk -v esc="$(printf '\033')" '
     index($0, esc "[2J") { cleared = 1 }
     /=== Manager [0-9] ===/{ if (!cleared && seen_pass) bad = 1; cleared = 0 }
     /Pass to manager/{ seen_pass = 1 }
     END { exit bad }' "$TMP/out" || fail "a private screen was not preceded by a cleared screen"

check "hot seat: EOF at 'press Enter' exits 0"
run_in '\ndraw forward\n' "$RINK" play slapshot --seed 4 --humans 2
expect_rc 0
out_has "input closed"

if have_python; then
	check "a whole season with a human at the prompt (moves-driven)"
	python3 "$E2E_DIR/drive_human.py" 1 "$RINK" play slapshot --seed 7 --bots random \
		>"$TMP/out" 2>"$TMP/err"
	rc=$?
	expect_rc 0
	grep -qE '^Champion: manager [1-4] ' "$TMP/out" || fail "no champion"
	out_has "Your move: lineup CARD,CARD,CARD,CARD,CARD,CARD"
	errors_reprompt
	cp "$TMP/out" "$TMP/season1"
	python3 "$E2E_DIR/drive_human.py" 1 "$RINK" play slapshot --seed 7 --bots random \
		>"$TMP/out" 2>"$TMP/err"
	same "$TMP/out" "$TMP/season1" "two human-driven seasons with the same seeds"

	check "a whole hot-seat season: 3 humans, 5 managers, schedule and limits"
	python3 "$E2E_DIR/drive_human.py" 2 "$RINK" play slapshot --seed 8 --humans 3 \
		--managers 5 --schedule --limits >"$TMP/out" 2>"$TMP/err"
	rc=$?
	expect_rc 0
	grep -qE '^Champion: manager [1-5] ' "$TMP/out" || fail "no champion"
	out_has "Pass to manager 3, press Enter"
	errors_reprompt
else
	echo "  skip: python3 not found (whole human-driven seasons)"
fi

finish
