#!/bin/sh
# tests/e2e/test_autosave.sh: quitting keeps the game (issue 25, point 1).
# Every game played at a prompt is saved as it goes, without --save, in the
# user's data folder ($XDG_DATA_HOME/rink/saves); the goodbye line names the
# file and the command that continues it; `rink resume` lists the games kept
# and continues one; a game that ends leaves the list; watching bots and
# --save keep nothing there; a data folder that cannot be written costs one
# line, not the game.
. "$(dirname "$0")/lib.sh"

SAVES="$XDG_DATA_HOME/rink/saves"

check "no games yet: rink resume says so and where they would be"
run "$RINK" resume
expect_rc 0
out_has "No games kept: a game you leave before its end is saved in $SAVES"
run "$RINK" resume --json
expect_rc 0
[ "$(cat "$TMP/out")" = "[]" ] || fail "--json of no games is not []: $(cat "$TMP/out")"

check "Slapshot: quit without --save keeps the game and the goodbye line names it"
run_in 'draw forward\nhelp\nquit\n' "$RINK" play slapshot --seed 3
expect_rc 0
file=$(ls "$SAVES"/slapshot-*.json 2>/dev/null | head -1)
[ -n "$file" ] || fail "no slapshot-*.json in $SAVES"
out_has "Goodbye; the game is saved in $file (continue with rink resume, or rink play slapshot --resume $file)"
grep -q '"format":"rink-save"' "$file" || fail "the kept file is not a save"
grep -q '"draw forward"' "$file" || fail "the kept file lacks the move played"
# the help of the moment says exactly what quit does
out_has "quit or q (leave; the game is kept in $file: rink resume continues it)."

check "rink resume lists the game: number, game, where it stands, moves"
run "$RINK" resume
expect_rc 0
out_has "Games kept in $SAVES, newest first:"
grep -qE '^ +1  slapshot +4 managers, wins 0-0-0-0 +[0-9]+ moves' "$TMP/out" ||
	fail "no line for the slapshot game: $(cat "$TMP/out")"
out_has "Continue one with: rink resume N"
run "$RINK" resume --json
expect_rc 0
grep -q "\"n\":1,\"file\":\"$file\",\"game\":\"slapshot\"" "$TMP/out" ||
	fail "--json lacks the game: $(cat "$TMP/out")"

check "rink resume 1 continues it where it was left, and keeps saving there"
moves=$(grep -c '^  \[' "$file")
run_in 'draw defense\nquit\n' "$RINK" resume 1
expect_rc 0
out_has "Resumed from $file after"
out_has "Goodbye; the game is saved in $file"
grep -q '"draw defense"' "$file" || fail "the resumed game's move is not in its file"
[ "$(grep -c '^  \[' "$file")" -gt "$moves" ] || fail "the file did not grow"
[ "$(ls "$SAVES" | wc -l)" -eq 1 ] || fail "a resumed game made another file: $(ls "$SAVES")"

check "rink resume FILE and its player options: they are rink play's"
run_in 'quit\n' "$RINK" resume "$file" --humans 2
expect_rc 0
out_has "Managers: 1 human, 2 human, 3 heuristic bot, 4 heuristic bot"
out_has "rink play slapshot --resume $file --humans 2)"
run "$RINK" resume 1 --managers 5
expect_usage_error
err_has "--managers cannot be used with --resume"

check "the goodbye line gives the players' options to continue with"
run_in 'quit\n' "$RINK" play powerplay --seed 4 --managers 3 --level hard --humans=1
expect_rc 0
pp=$(ls "$SAVES"/powerplay-*.json | head -1)
out_has "rink play powerplay --resume $pp --level hard --humans 1)"
run "$RINK" resume
grep -qE '^ +1  powerplay +3 managers, wins 0-0-0 ' "$TMP/out" || fail "the newest is not first: $(cat "$TMP/out")"
rm -f "$pp"

check "Trick Shot: q says goodbye and where the game is kept (it said nothing)"
run_in 'q\n' "$RINK" play trickshot --seed 5 --level easy
expect_rc 0
ts=$(ls "$SAVES"/trickshot-*.json 2>/dev/null | head -1)
[ -n "$ts" ] || fail "no trickshot-*.json in $SAVES"
out_has "Goodbye; the game is saved in $ts (continue with rink resume, or rink play trickshot --resume $ts --level easy)"
run "$RINK" resume
out_has "trickshot  Red 0 : 0 Blue, period 1"
rm -f "$ts"

check "Action Deck: q keeps the game; resumed to its end, it leaves the list"
run_in '\n\nq\n' "$RINK" play actiondeck --home BOS --away TOR --coach away --level hard --seed 3
expect_rc 0
ad=$(ls "$SAVES"/actiondeck-*.json 2>/dev/null | head -1)
[ -n "$ad" ] || fail "no actiondeck-*.json in $SAVES"
out_has "Goodbye; the game is saved in $ad (continue with rink resume, or rink play actiondeck --resume $ad --coach away --level hard)"
run "$RINK" resume
grep -qE '^ +1  actiondeck BOS 0, TOR 0; period 1, [0-9]+ cards left' "$TMP/out" ||
	fail "no line for the Action Deck game: $(cat "$TMP/out")"
run_in 'g\n' "$RINK" resume 1 --coach none
expect_rc 0
out_has "FINAL"
[ -e "$ad" ] && fail "the finished game is still kept: $ad"

check "watching bots and --save keep nothing in the data folder"
rm -f "$SAVES"/*.json
run "$RINK" play slapshot --humans 0 --seed 1 --delay 0
expect_rc 0
run "$RINK" play trickshot --humans 0 --friendly --seed 1
expect_rc 0
run "$RINK" play actiondeck --home BOS --away TOR --auto --seed 1
expect_rc 0
run_in 'quit\n' "$RINK" play slapshot --seed 3 --save "$TMP/mine.json"
expect_rc 0
out_has "Goodbye; the game is saved in $TMP/mine.json (continue with rink play slapshot --resume $TMP/mine.json)"
[ -z "$(ls "$SAVES")" ] || fail "files kept: $(ls "$SAVES")"

check "a data folder that cannot be written: one line, and the game goes on"
XDG_DATA_HOME=/proc/rink-nowhere run_in 'draw forward\nquit\n' "$RINK" play slapshot --seed 3
expect_rc 0
err_has "rink play: this game will not be kept: cannot make the folder /proc/rink-nowhere/rink/saves"
[ "$(wc -l <"$TMP/err")" -eq 1 ] || fail "more than one line on stderr: $(cat "$TMP/err")"
out_has "Manager 1 draws a forward"
out_has "Goodbye; the game was not saved"

check "bad picks are refused with one line"
run "$RINK" resume 7
expect_usage_error
err_has "rink resume: no game 7: no games are kept in $SAVES"
run_in 'quit\n' "$RINK" play slapshot --seed 3
run "$RINK" resume 2
expect_usage_error
err_has "no game 2: the list (rink resume) has 1 to 1"
run "$RINK" resume --bogus
expect_usage_error
run "$RINK" resume "$TMP/none.json"
expect_one_error_line 1
err_has "cannot resume: "
printf 'not json' >"$SAVES/broken.json"
run "$RINK" resume
expect_rc 0
out_has "broken.json: does not load: "

check "every game's help says what quitting does"
for g in slapshot trickshot actiondeck; do
	run "$RINK" play $g --help
	out_has "rink resume"
done
run "$RINK" resume --help
expect_rc 0
out_has "Usage: rink resume [N | FILE] [PLAYER OPTIONS]"
run "$RINK" --help
out_has "resume"

finish
