#!/bin/sh
# tests/e2e/test_arena.sh: `rink arena` plays bots against bots and reports
# win rates with intervals and Elo; the same seed gives the same report.
. "$(dirname "$0")/lib.sh"

check "the heuristic bot wins more seasons than random bots, and the table says so"
run "$RINK" arena slapshot --bots heuristic,random,random,random --games 60 --seed 3
expect_rc 0
out_has "slapshot, 60 seasons, seed 3"
out_has "heuristic"
out_has "Elo"
cp "$TMP/out" "$TMP/first"

check "the same seed gives the same report, on one thread or three"
run "$RINK" arena slapshot --bots heuristic,random,random,random --games 60 --seed 3 --threads 1
same "$TMP/first" "$TMP/out"
run "$RINK" arena slapshot --bots heuristic,random,random,random --games 60 --seed 3 --threads 3
same "$TMP/first" "$TMP/out"

check "--json: one object with every bot"
run "$RINK" arena slapshot --bots heuristic,random --games 20 --managers 2 --json
expect_rc 0
out_has '"game":"slapshot"'
out_has '"bot":"heuristic"'
out_has '"bot":"random"'
out_has '"ci95":['
if have_python; then
	python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
assert sum(b["entries"] for b in o["bots"]) == 40
assert sum(b["wins"] for b in o["bots"]) == 20
for b in o["bots"]:
    assert b["ci95"][0] <= b["win_rate"] <= b["ci95"][1]
' "$TMP/out" || fail "the JSON totals do not add up"
fi

check "bad input: one line, exit 2"
run "$RINK" arena slapshot --bots genius --games 5
expect_usage_error
err_has "genius"
run "$RINK" arena slapshot --games 5
expect_usage_error
# every kind is named, as --help and the unknown-bot message name them
err_has "kinds: random, heuristic, ismcts, hard"
# a two-sided game has no managers to count: said in the option's words
run "$RINK" arena trickshot --bots random --managers 3
expect_usage_error
err_has "--managers is for slapshot and powerplay, not trickshot"
run "$RINK" arena slapshot --bots random --games 0
expect_usage_error
run "$RINK" arena chess --bots random
expect_usage_error
run "$RINK" arena slapshot --bots "ismcts:iters=10:c=0.3:iters=10:c=0.3:iters=10:c=0.3:iters=10:c=0.3:iters=10" --games 1
expect_usage_error
err_has "too long"

check "arena trickshot: a drawn game is a tie, half a point each (rink_state_returns 0.5)"
run "$RINK" arena trickshot --bots random,random --games 20 --seed 1 --params friendly=1 --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "Trick Shot draws are not ties"
import json, sys
o = json.load(open(sys.argv[1]))
b = o["bots"][0]
assert b["ties"] > 0, b
assert abs(b["score"] - (b["wins"] + 0.5 * b["ties"]) / b["entries"]) < 1e-9, b
PY
fi

finish
