#!/bin/sh
# tests/e2e/test_actiondeck_prompt.sh: an Action Deck coach is not in the
# dark (issue 25, point 3). The pull-the-goalie question comes with the
# score and the time left; help, s (score) and b (box score) answer at
# every prompt; each period ends with its summary; the play-by-play is in
# words a fan reads (the cards' codes beside them); team codes are read in
# any case.
. "$(dirname "$0")/lib.sh"

check "the pull question shows the score, the time left and the strength"
run_in 'g\nhelp\ns\nxx\nq\n' "$RINK" play actiondeck --home BOS --away TOR --seed 20 --tournament
expect_rc 0
out_has "BOS 1, TOR 2 (shots 32-28). The 3rd period, 2:00 left (10 cards). 5 on 5 on the ice. BOS has the puck in its defending zone.
BOS coach: trailing late. 'pull' the goalie for a sixth attacker, or 'keep' him? help"

check "help at the pull question explains the choices (it was 'not understood')"
out_has "The coach's decisions:"
out_has "  pull     take the goalie out for a sixth attacker"
grep -A1 "him? help$" "$TMP/out" | grep -q "not understood" && fail "help is not understood"
grep -q "'xx' not understood.*; help says what each choice does" "$TMP/out" ||
	fail "a word that is no choice does not point to help"
# s at the question: the situation again; q there leaves, the game kept
[ "$(grep -c '^BOS 1, TOR 2 (shots 32-28). The 3rd period, 2:00 left' "$TMP/out")" -ge 2 ] ||
	fail "s at the question does not show the score"
grep -q "^Goodbye; the game is saved in $XDG_DATA_HOME/rink/saves/actiondeck-" "$TMP/out" ||
	fail "q at a question does not leave the game kept"

check "s and b at the card prompt: the score and the box score so far"
run_in 's\nb\nhelp\nzz\nq\n' "$RINK" play actiondeck --home BOS --away TOR --seed 3
expect_rc 0
out_has "BOS 0, TOR 0 (shots 0-0). The 1st period, 20:00 left (100 cards). 5 on 5 on the ice. BOS has the puck in its middle zone."
out_has "The box score so far:"
out_has "       1st 2nd 3rd  OT  SO  Total  Shots  PP     PIM"
out_lacks "Decision:"
out_has "At the cards: Enter plays the next sequence"
out_has "'zz' is not a command here: Enter goes on; c card by card; p period; g game; s score; b box score; help; q quit"
out_has "Enter: next card; p: period; g: game; s: score; b: box score; help; q: quit"

check "each period ends with its summary, and the game's from the 2nd on"
run_in 'g\n' "$RINK" play actiondeck --home BOS --away TOR --seed 5
expect_rc 0
out_has "end of the 1st period: BOS 1, TOR 1
  1st period: goals BOS 1, TOR 1; shots BOS 13, TOR 7; power plays BOS 0/2, TOR 0/1; penalty minutes BOS 2, TOR 4"
out_has "end of the 2nd period: BOS 1, TOR 2
  2nd period: goals BOS 0, TOR 1; shots BOS 8, TOR 7; power plays BOS 0/0, TOR 0/1; penalty minutes BOS 2, TOR 0
  the game: goals BOS 1, TOR 2; shots BOS 21, TOR 14; power plays BOS 0/2, TOR 0/2; penalty minutes BOS 4, TOR 4"
grep -A1 "end of the 2nd period" "$TMP/out" >"$TMP/whole"

check "a game resumed in the 2nd period sums up the whole 2nd period"
run_in 'p\nc\n\n\n\nq\n' "$RINK" play actiondeck --home BOS --away TOR --seed 5 --save "$TMP/r.json"
expect_rc 0
run_in 'g\n' "$RINK" play actiondeck --resume "$TMP/r.json"
expect_rc 0
out_has "Resumed after "
out_lacks "end of the 1st period"
grep -A1 "end of the 2nd period" "$TMP/out" >"$TMP/resumed"
same "$TMP/resumed" "$TMP/whole" "the 2nd period's summary, resumed and whole,"

check "the play-by-play in words, the cards' codes beside them"
out_lacks " reads "
grep -qE '^card [0-9]+: (BOS|TOR) has the puck in its (defending|middle|attacking) zone: a (pass ahead one zone \(P1\)|pass within the zone \(P0\)|pass back one zone \(P-1\)|control draw \(CTL\)|face-off \(FO\)|penalty check \(PEN\)|shot \(SHT\))$' "$TMP/out" ||
	fail "no card line in words"
grep -qE '^control draw, (BOS|TOR) [0-9]+ \(card [0-9]+\) against (BOS|TOR) [0-9]+ \(card [0-9]+\): (BOS|TOR) (keeps|takes) the puck in its' "$TMP/out" ||
	fail "no control draw in words"
grep -qE '^(BOS|TOR) shot by [^:]+ on [^:]+: (GOAL|no goal) \(card [0-9]+ is (odd, so the goalie.s save %|even, so the shooter.s %): card [0-9]+ against [0-9]+\)$' "$TMP/out" ||
	fail "no shot in words"
out_has "face-off (cards BOS "

check "team codes in any case"
run "$RINK" play actiondeck --home bos --away Tor --auto --seed 11
expect_rc 0
cp "$TMP/out" "$TMP/lower"
run "$RINK" play actiondeck --home BOS --away TOR --auto --seed 11
same "$TMP/out" "$TMP/lower" "the box scores of bos/Tor and BOS/TOR"
run_in 'q\n' "$RINK" play actiondeck --home bos --away tor --coach away --level hard --seed 3
expect_rc 0
out_has "Action Deck: TOR at BOS (seed 3)"
run "$RINK" play actiondeck --home bos --away BOS --auto
expect_usage_error
err_has "a team cannot play itself (BOS)"
run "$RINK" play actiondeck --home xyz --away BOS --auto
expect_usage_error
err_has "--home xyz: no such team (the league's teams:"

finish
