#!/bin/sh
# tests/e2e/test_actiondeck_coach.sh: the Action Deck coaches as a user
# meets them: the arena reports ties and scores (mirrored deals too), and
# `rink play actiondeck` lets a bot coach the other team at a level.
. "$(dirname "$0")/lib.sh"

check "arena: the coach against the never-pull baseline, with ties and scores"
run "$RINK" arena actiondeck --bots heuristic,heuristic:pull=0 --games 400 --seed 2 --threads 2
expect_rc 0
out_has "actiondeck, 400 games, seed 2"
out_has "heuristic:pull=0"
out_has "ties"
out_has "score"
cp "$TMP/out" "$TMP/first"
run "$RINK" arena actiondeck --bots heuristic,heuristic:pull=0 --games 400 --seed 2 --threads 1
same "$TMP/first" "$TMP/out" "reports on one thread and two"

check "arena --mirror: every deal once per seat rotation; games rounded up"
run "$RINK" arena actiondeck --bots hard:pairs=20,random --games 41 --mirror --json
expect_rc 0
out_has '"games":42'
out_has '"mirror":true'
out_has '"score_ci95":['
if have_python; then
	python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
b = o["bots"]
assert [x["entries"] for x in b] == [42, 42]
# two seats: the scores add up to one and the ties are shared
assert b[0]["ties"] == b[1]["ties"]
assert abs(b[0]["score"] + b[1]["score"] - 1) < 1e-9
for x in b:
    assert x["score"] == (x["wins"] + x["ties"] / 2) / x["entries"]
    assert x["score_ci95"][0] <= x["score"] <= x["score_ci95"][1]
' "$TMP/out" || fail "the JSON scores do not add up"
fi

check "play --auto --level: bots coach both teams, reproducibly"
run "$RINK" play actiondeck --home BOS --away TOR --auto --level hard --seed 2 --pbp
expect_rc 0
out_has "FINAL"
cp "$TMP/out" "$TMP/game"
run "$RINK" play actiondeck --home BOS --away TOR --auto --level hard --seed 2 --pbp
same "$TMP/game" "$TMP/out" "two games with one seed"
run "$RINK" play actiondeck --home BOS --away TOR --auto --level easy --seed 2 --json
expect_rc 0
out_has '"decision"'

check "play --coach away --level medium: the bot coaches the home team"
# seed 20: BOS trails late and its bot coach pulls the goalie
run_in 'g\n' "$RINK" play actiondeck --home BOS --away TOR --coach away --level medium --seed 20
expect_rc 0
out_has "BOS coach (heuristic): pull"
out_has "FINAL"
run_in 'g\n' "$RINK" play actiondeck --home BOS --away TOR --coach none --bots heuristic:pull=0 --seed 20
expect_rc 0
out_has "BOS coach (heuristic:pull=0): keep"
out_lacks "pulls the goalie"

check "play --level with a shoot-out: the bot names its best shooters"
# seed 4: the game goes to a shoot-out, where the human draws his shooters
# and the bot takes TOR's best PCT (the league's chart: Holmberg's 34)
run_in 'g\ndraw\n' "$RINK" play actiondeck --home BOS --away TOR --level hard --seed 4 --tournament
expect_rc 0
out_has "TOR coach (hard) picks Pontus Holmberg (PCT 34)"
out_has "(shoot-out)"

check "play: level and bot errors, one line each"
run "$RINK" play actiondeck --home BOS --away TOR --level extreme
expect_usage_error
err_has "--level 'extreme'"
run "$RINK" play actiondeck --home BOS --away TOR --coach sideways
expect_usage_error
run "$RINK" play actiondeck --home BOS --away TOR --bots genius
expect_usage_error
err_has "genius"
run "$RINK" play actiondeck --home BOS --away TOR --bots random --level easy
expect_usage_error
run "$RINK" play actiondeck --home BOS --away TOR --auto --coach home
expect_usage_error
run "$RINK" play actiondeck --home BOS --away TOR --coach both --level hard
expect_usage_error
run "$RINK" play actiondeck --home BOS --away TOR --bots heuristic:pull=2 --auto
expect_usage_error
err_has "pull=0|1"

finish
