#!/bin/sh
# tests/e2e/test_balance.sh: `rink balance GAME` (issue 27): figures with
# intervals (comebacks among them), the same at any thread count, --vs side
# by side, --json and an
# SVG histogram; bad input is one line and exit 2.
. "$(dirname "$0")/lib.sh"

check "Action Deck: the table names the figures and the events"
run "$RINK" balance actiondeck --games 300 --seed 4
expect_rc 0
out_has "actiondeck, 300 games, bots heuristic, seed 4"
out_has "goals per game"
out_has "home wins (ties 1/2)"
out_has "  penalty "
out_has "comebacks from 2+ down"
[ -s "$TMP/err" ] && fail "stderr on a pipe: $(head -c 200 "$TMP/err")"

check "the same figures on one thread or two (JSON)"
run "$RINK" balance actiondeck --games 300 --seed 4 --json --threads 1
cp "$TMP/out" "$TMP/one"
run "$RINK" balance actiondeck --games 300 --seed 4 --json --threads 2
same "$TMP/one" "$TMP/out"
if have_python; then
	python3 - "$TMP/one" <<'PY' || fail "the JSON does not add up"
import json, sys
o = json.load(open(sys.argv[1]))
s = o["sets"][0]
st = s["stats"]
assert s["records"] == 300 and s["games"] == 300, s
# goals from the game's result are the goal events (no shoot-out by default)
assert abs(st["goals"]["mean"] - s["events"]["goal"]["per_game"]) < 1e-9, st
assert abs(st["goals"]["mean"] - st["home_goals"]["mean"] - st["away_goals"]["mean"]) < 1e-9
assert sum(s["goals_histogram"]) == 300
for v in st.values():
    assert v["ci95"][0] <= v["mean"] <= v["ci95"][1], v
PY
fi

check "comebacks: the share of games won by a side that trailed, from the events' scores"
run "$RINK" balance slapshot --games 30 --seed 2 --json
expect_rc 0
if have_python; then
	python3 - "$TMP/one" "$TMP/out" <<'PY' || fail "comebacks do not add up"
import json, sys
for f in sys.argv[1:]:
    st = json.load(open(f))["sets"][0]["stats"]
    c1, c2, hw = st["comebacks"]["mean"], st["comebacks_2"]["mean"], st["home_wins"]["mean"]
    # a comeback needs a winner, and from 2 down is a comeback
    assert 0 < c2 < c1 < 1, st
    assert st["comebacks"]["ci95"][0] < c1 < st["comebacks"]["ci95"][1], st
PY
fi

check "--vs: two parameter sets side by side; --svg: a histogram of both"
run "$RINK" balance slapshot --games 12 --params managers=2 --vs managers=4 --svg "$TMP/h.svg"
expect_rc 0
out_has "managers=2"
out_has "managers=4"
out_has "games per record"
grep -q "<svg" "$TMP/h.svg" || fail "no SVG"
if have_python; then
	python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$TMP/h.svg" ||
		fail "the SVG is not well-formed XML"
fi

check "--shard K/N: the parts merged give the study's report, text, JSON and SVG"
B="slapshot --games 9 --params managers=2 --vs managers=3"
run "$RINK" balance $B --svg "$TMP/one.svg"
cp "$TMP/out" "$TMP/one"
for k in 1 2 3; do
	"$RINK" balance $B --shard $k/3 >"$TMP/b$k.json" </dev/null || fail "shard $k/3"
done
run "$RINK" merge "$TMP/b3.json" "$TMP/b1.json" "$TMP/b2.json" --svg "$TMP/m.svg"
expect_rc 0
same "$TMP/one" "$TMP/out"
same "$TMP/one.svg" "$TMP/m.svg"
run "$RINK" balance $B --json
cp "$TMP/out" "$TMP/one"
run "$RINK" merge --json "$TMP/b1.json" "$TMP/b2.json" "$TMP/b3.json"
same "$TMP/one" "$TMP/out"
run "$RINK" merge "$TMP/b1.json" "$TMP/b2.json"
expect_rc 1
err_has "part 3/3 is missing"
run "$RINK" balance $B --shard 4/3
expect_usage_error

check "Trick Shot and Power Play play through"
run "$RINK" balance trickshot --games 10 --bots heuristic,random --quiet
expect_rc 0
out_has "goals per game"
run "$RINK" balance powerplay --games 5 --json
expect_rc 0
out_has '"result"'

check "bad input: one line, exit 2"
run "$RINK" balance chess
expect_usage_error
run "$RINK" balance slapshot --bots genius --games 2
expect_usage_error
err_has "genius"
run "$RINK" balance slapshot --params bogus=1 --games 2
expect_usage_error
run "$RINK" balance
expect_usage_error

finish
