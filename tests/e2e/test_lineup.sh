#!/bin/sh
# tests/e2e/test_lineup.sh: `rink lineup` solves two teams' line-up game,
# prints the value, the mixes and the certificate, in text and JSON, and
# refuses bad teams with one line and exit 2.
. "$(dirname "$0")/lib.sh"

H="Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick"
A="Cheap Skate,Ian Jury,Billy the Skid,Hy Stick,Charge Kard,Stu Late"

check "a team that beats every order of the other wins with value 1"
run "$RINK" lineup slapshot --home "$H" --away "$A"
expect_rc 0
out_has "Value for home: 1.0000"
out_has "Exploitability: 0"
out_has "Home plays:"
out_has "Away plays:"

check "regulation: every order equally good is said, not listed (issue 25)"
run "$RINK" lineup slapshot --home "Superstar,El Bos,Le Goon,Fast Eddy,Puck Rogers,Stu Late" \
	--away "The Iceman,Tiny Tim,Hy Stick,Bobby Howl,Slash Gordon,Moby Stick"
expect_rc 0
out_has "Home plays: any of its 120 distinct orders alike, 0.8% each (--json lists them)"
out_has "Away plays: any of its 180 distinct orders alike, 0.6% each (--json lists them)"
out_has "Every order is equally good: only the pairing counts"
out_lacks "more orders"
run "$RINK" lineup slapshot --home "Superstar,El Bos,Le Goon,Fast Eddy,Puck Rogers,Stu Late" \
	--away "The Iceman,Tiny Tim,Hy Stick,Bobby Howl,Slash Gordon,Moby Stick" --overtime
expect_rc 0
out_lacks "Every order is equally good"
out_has "  50.0%  "

check "--json: value, both strategies, exploitability"
run "$RINK" lineup slapshot --home "$H" --away "$A" --json
expect_rc 0
out_has '"value":1.0'
out_has '"home_strategy":[{"order":['
out_has '"away_strategy":[{"order":['
out_has '"exploitability":0.0'
if have_python; then
	python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
for side in ("home_strategy", "away_strategy"):
    assert abs(sum(s["p"] for s in o[side]) - 1) < 1e-9, side
    assert all(len(s["order"]) == 6 for s in o[side]), side
assert o["exploitability"] <= 1e-9
' "$TMP/out" || fail "the JSON does not hold two mixes of six-card orders"
fi

check "--overtime and --objective goals are solved and certified"
run "$RINK" lineup slapshot --home "Cyclone Henri,Fast Eddy,Puk Luk,Moose,Le Goon,Bo Legs" \
	--away "Snow Balls,Ian Jury,Swede Sixteen,Tiny Tim,Hy Stick,King Neptune" --overtime --json
expect_rc 0
out_has '"overtime":true'
run "$RINK" lineup slapshot --home "$H" --away "$A" --objective goals
expect_rc 0
out_has "goals a game"

check "bad input: one line on stderr, exit 2"
run "$RINK" lineup slapshot --home "$H"
expect_usage_error
err_has "--away"
run "$RINK" lineup slapshot --home "$H" --away "$H"
expect_usage_error
err_has "on both teams"
run "$RINK" lineup slapshot --home "$H" --away "Cheap Skate,Ian Jury,Billy the Skid,Hy Stick,Charge Kard,Nobody"
expect_usage_error
err_has "unknown card 'Nobody'"
run "$RINK" lineup slapshot --home "$H" --away "$A" --tie-value 2
expect_usage_error
run "$RINK" lineup slapshot --home "$H" --away "$A" --objective points
expect_usage_error
run "$RINK" lineup chess --home "$H" --away "$A"
expect_usage_error
# counting goals, a tie is worth 0: a --tie-value would be ignored
run "$RINK" lineup slapshot --home "$H" --away "$A" --objective goals --tie-value 0.3
expect_usage_error
err_has "--tie-value is for --objective win"

check "--help"
run "$RINK" lineup --help
expect_rc 0
out_has "Usage: rink lineup slapshot"

finish
