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
# issue 25, point 2: what was computed, from what is known, in true words
out_has "with both line-ups chosen as well as can be"
out_has "(a tie, which goes to sudden death, counts as half a win)."
out_has "You have seen none of their cards: this is the average over 24 random"
out_has "In regulation only the pairing counts (which of your cards meets which of"
out_lacks "every pair of cards meets once"
out_lacks "opposing teams you cannot rule out"
grep -q '^  lineup [^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*$' "$TMP/out" || fail "no six-card line-up suggested"

check "hint in overtime after all six opposing cards were shown: exact, no sample"
# two managers, seed 2: regulation ended 2-2 with no card injured
cat >"$TMP/ot.json" <<'EOF'
{"format": "rink-save", "version": 1, "game": "slapshot",
 "params": "managers=2,playoff_wins=9,first=random,schedule=0,limits=0,limit_period=season,bruiser_beats_goalie=0,bruisers_spare_each_other=0,ot_cap=50,roster=slapshot/roster.json",
 "seed": "2",
 "actions": [[2, "draw goalie"], [1, "draw goalie"], [2, "draw forward"], [1, "draw forward"],
  [2, "draw forward"], [1, "draw forward"], [2, "draw forward"], [1, "draw forward"],
  [2, "draw defense"], [1, "draw defense"], [2, "draw defense"], [1, "draw defense"],
  [2, "game 1"],
  [1, "lineup Robin Hooker,Puck Rogers,Superstar,Le Sainte,Kroz Czech,Moby Stick"],
  [2, "lineup Fast Eddy,Slash Gordon,Ivan Fazov,Cheap Shot,Bo Legs,Tiny Tim"]]}
EOF
run_in 'hint\nquit\n' "$RINK" play slapshot --resume "$TMP/ot.json" --delay 0
expect_rc 0
out_has "Overtime 1: sudden death from 0-0"
out_has "(six pairs without a goal, another sudden death, counts as half a win)."
out_has "You have seen all six of their cards, so this is exact."
out_has "In sudden death the order matters (the first goal wins)."
out_has "against their team:"
out_lacks "random deals"

check "hint elsewhere says what it is for"
run_in 'hint\nquit\n' "$RINK" play slapshot --seed 3 --delay 0
expect_rc 0
out_has "hint: advice is for a manager setting a line-up"

finish
