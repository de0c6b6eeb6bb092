#!/bin/sh
# tests/e2e/test_referee.sh: `rink referee slapshot` text and JSON output,
# regulation and overtime, checked against exact expected output.
. "$(dirname "$0")/lib.sh"

STRONG="Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick"
WEAK="Cheap Skate,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Stu Late"

check "regulation game in text: every face-off explained, score, winner, injuries"
run "$RINK" referee slapshot --home "$STRONG" --away "$WEAK"
expect_rc 0
cat >"$TMP/expect" <<'EOF'
Home: Superstar, The Iceman, Slash Gordon, El Bos, Antoni Zamboni, Moby Stick
Away: Cheap Skate, Ian Jury, Billy the Skid, Le Goon, Tiny Tim, Stu Late
Home ice: the home team starts 1-0
1. Superstar 10 vs Cheap Skate 1: Superstar scores
2. The Iceman 9 vs Ian Jury 1: The Iceman scores
3. Slash Gordon 9 vs Billy the Skid 1: Slash Gordon scores
4. El Bos 8 vs Le Goon 0: El Bos scores; El Bos injured by the bruiser
5. Antoni Zamboni 8 vs Tiny Tim 1/2: Antoni Zamboni scores
6. Moby Stick 9 (goalie) vs Stu Late 1 (goalie): Moby Stick scores: the higher goalie
Score: home 7, away 0
Winner: home
Injured: home: El Bos; away: none
EOF
same "$TMP/out" "$TMP/expect" "referee text output"

check "goalies block, Tiny Tim scores on a goalie, the away team wins"
run "$RINK" referee slapshot \
	--home "Superstar,Cheap Skate,Ian Jury,Hy Stick,Charge Kard,Stu Late" \
	--away "Moby Stick,Fat Trick,Captain Hook,The Iceman,Moose,Tiny Tim"
expect_rc 0
cat >"$TMP/expect" <<'EOF'
Home: Superstar, Cheap Skate, Ian Jury, Hy Stick, Charge Kard, Stu Late
Away: Moby Stick, Fat Trick, Captain Hook, The Iceman, Moose, Tiny Tim
Home ice: the home team starts 1-0
1. Superstar 10 vs Moby Stick 9 (goalie): goalie: blocked
2. Cheap Skate 1 vs Fat Trick 2: Fat Trick scores
3. Ian Jury 1 vs Captain Hook 2: Captain Hook scores
4. Hy Stick 1 vs The Iceman 9: The Iceman scores
5. Charge Kard 1 vs Moose 3: Moose scores
6. Stu Late 1 (goalie) vs Tiny Tim 1/2: Tiny Tim always scores on goalies
Score: home 1, away 5
Winner: away
Injured: home: none; away: none
EOF
same "$TMP/out" "$TMP/expect" "referee text output (away wins)"

check "a tie says overtime is needed; bruiser injuries are listed"
run "$RINK" referee slapshot \
	--home "Cheap Skate,Fat Trick,Ivan Fazov,Hy Stick,Boney Maloney,Stu Late" \
	--away "Ian Jury,Captain Hook,Puk Luk,Charge Kard,Cheap Shot,Bo Legs"
expect_rc 0
out_has "5. Boney Maloney 2 vs Cheap Shot 2: equal: no goal; Boney Maloney injured by the bruiser"
out_has "Score: home 1, away 1"
out_has "Winner: tie: overtime needed"
out_has "Injured: home: Boney Maloney; away: none"

check "card names: any case, extra spaces, and the alias King Neptune"
run "$RINK" referee slapshot --home " superstar ,THE ICEMAN,slash  gordon,el bos,Antoni Zamboni,King Neptune" \
	--away "$WEAK"
expect_rc 0
out_has "Home: Superstar, The Iceman, Slash Gordon, El Bos, Antoni Zamboni, King Netune"
out_has "6. King Netune 7 (goalie) vs Stu Late 1 (goalie): King Netune scores: the higher goalie"

check "--json: one object with the score, winner, face-offs and injuries"
run "$RINK" referee slapshot --home "$STRONG" --away "$WEAK" --json
expect_rc 0
lines=$(wc -l <"$TMP/out")
[ "$lines" -eq 1 ] || fail "JSON output is $lines lines, expected one object on one line"
for frag in '"home_goals":7' '"away_goals":0' '"winner":"home"' \
	'{"pair":1,"home_card":"Superstar","away_card":"Cheap Skate","home_scores":true,"away_scores":false,"home_injured":false,"away_injured":false,"reason":"Superstar scores","home_score":2,"away_score":0}' \
	'{"pair":4,"home_card":"El Bos","away_card":"Le Goon","home_scores":true,"away_scores":false,"home_injured":true,"away_injured":false,"reason":"El Bos scores; El Bos injured by the bruiser","home_score":5,"away_score":0}' \
	'"injured":{"home":["El Bos"],"away":[]}'; do
	out_has "$frag"
done
if have_python; then
	check "--json parses, six face-offs, running score ends at the final score"
	python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
f = o["faceoffs"]
assert len(f) == 6, len(f)
assert [x["pair"] for x in f] == [1, 2, 3, 4, 5, 6]
assert f[-1]["home_score"] == o["home_goals"] == 7
assert f[-1]["away_score"] == o["away_goals"] == 0
assert o["winner"] == "home"
assert o["injured"] == {"home": ["El Bos"], "away": []}
' "$TMP/out" || fail "JSON content"
else
	echo "  skip: python3 not found (the fixed-string checks above still ran)"
fi

check "--json tie: winner \"tie\""
run "$RINK" referee slapshot --json \
	--home "Cheap Skate,Fat Trick,Ivan Fazov,Hy Stick,Boney Maloney,Stu Late" \
	--away "Ian Jury,Captain Hook,Puk Luk,Charge Kard,Cheap Shot,Bo Legs"
expect_rc 0
out_has '"home_goals":1,"away_goals":1,"winner":"tie"'
out_has '"injured":{"home":["Boney Maloney"],"away":[]}'

check "--overtime: no home-ice goal, sudden death stops at the first goal"
run "$RINK" referee slapshot --overtime --home "$STRONG" --away "$WEAK"
expect_rc 0
cat >"$TMP/expect" <<'EOF'
Home: Superstar, The Iceman, Slash Gordon, El Bos, Antoni Zamboni, Moby Stick
Away: Cheap Skate, Ian Jury, Billy the Skid, Le Goon, Tiny Tim, Stu Late
Overtime: sudden death from 0-0, the first goal wins
1. Superstar 10 vs Cheap Skate 1: Superstar scores
Sudden death: decided at face-off 1
Score: home 1, away 0
Winner: home
Injured: home: none; away: none
EOF
same "$TMP/out" "$TMP/expect" "overtime text output"

check "--overtime --json: the goal at the first face-off ends it"
run "$RINK" referee slapshot --overtime --json \
	--home "Stu Late,Cheap Skate,Ian Jury,Billy the Skid,Hy Stick,Charge Kard" \
	--away "Bo Legs,Fat Trick,Captain Hook,Chief Sitting Bench,Moose,Hip Checker"
expect_rc 0
echo '{"home_goals":0,"away_goals":1,"winner":"away","overtime":true,"faceoffs":[{"pair":1,"home_card":"Stu Late","away_card":"Bo Legs","home_scores":false,"away_scores":true,"home_injured":false,"away_injured":false,"reason":"Bo Legs scores: the higher goalie","home_score":0,"away_score":1}],"injured":{"home":[],"away":[]}}' >"$TMP/expect"
same "$TMP/out" "$TMP/expect" "overtime JSON"

check "--overtime with no goal at all: winner none, all six face-offs played"
NOGOAL_H="Cheap Skate,Fat Trick,Ivan Fazov,Hy Stick,Boney Maloney,Stu Late"
NOGOAL_A="Ian Jury,Captain Hook,Puk Luk,Charge Kard,Bo Legs,Cheap Shot"
run "$RINK" referee slapshot --overtime --home "$NOGOAL_H" --away "$NOGOAL_A"
expect_rc 0
out_has "5. Boney Maloney 2 vs Bo Legs 2 (goalie): goalie: blocked"
out_has "6. Stu Late 1 (goalie) vs Cheap Shot 2: goalie: blocked; Stu Late injured by the bruiser"
out_has "Score: home 0, away 0"
out_has "Winner: none"
out_has "Injured: home: Stu Late; away: none"
run "$RINK" referee slapshot --overtime --json --home "$NOGOAL_H" --away "$NOGOAL_A"
expect_rc 0
out_has '{"home_goals":0,"away_goals":0,"winner":"none","overtime":true,'
out_has '"pair":6,'
out_has '"injured":{"home":["Stu Late"],"away":[]}'

check "options in any order, --opt=value form"
run "$RINK" referee --away="$WEAK" slapshot --home="$STRONG"
expect_rc 0
out_has "Score: home 7, away 0"

finish
