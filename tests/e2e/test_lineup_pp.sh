#!/bin/sh
# tests/e2e/test_lineup_pp.sh: `rink lineup powerplay` solves a game laid
# card by card: the value, each side's first-card mix, the certificate and
# the positions solved, in text and JSON; bad teams get one line and exit 2.
. "$(dirname "$0")/lib.sh"

# every home skater beats every away skater, the home goalie the away one
DOM_H="Superstar,Comet Kowalski,Griffin,Enforcer,Big Dipper,Zamboni Zeke"
DOM_A="Rink Rat,Gnome,Ghoul,Wobbly Ankles,Slow Poke,Ghost"
# specials on both sides: Hydra, Jolly Judge; Rumpelstockchen, Sitting Bully
H="Hydra,Jolly Judge,Mitts Malone,Iron Mike,Troll,Sieve"
A="Rumpelstockchen,Griffin,Unicorn,Sitting Bully,Blob,Cyclops"

check "a team that wins whatever is played has value 1"
run "$RINK" lineup powerplay --home "$DOM_H" --away "$DOM_A"
expect_rc 0
out_has "Value for home: 1.0000"
out_has "Home's first card:"
out_has "Away's first card:"
out_has "Exploitability: 0"
out_has "Positions solved:"

check "--json: value, home_first, away_first, exploitability, states"
run "$RINK" lineup powerplay --home "$H" --away "$A" --json
expect_rc 0
out_has '"home_first":[{"card":'
out_has '"away_first":[{"card":'
out_has '"states":'
if have_python; then
	python3 -c '
import json, sys
o = json.load(open(sys.argv[1]))
home, away = sys.argv[2].split(","), sys.argv[3].split(",")
for side, team in (("home_first", home), ("away_first", away)):
    assert abs(sum(c["p"] for c in o[side]) - 1) < 1e-9, side
    assert all(c["card"] in team and 0 < c["p"] <= 1 for c in o[side]), side
assert 0 <= o["value"] <= 1
assert 0 <= o["exploitability"] <= 1e-9
assert o["states"] > 0 and o["objective"] == "win" and o["tie_value"] == 0.5
' "$TMP/out" "$H" "$A" || fail "the JSON does not hold a certified solution: $(cat "$TMP/out")"
fi

check "the tie value moves the value, unless home's Jolly Judge claims every tie"
H2="Superstar,Hydra,Mitts Malone,Iron Mike,Troll,Sieve"
for team in H2 H; do
	eval "home=\$$team"
	run "$RINK" lineup powerplay --home "$home" --away "$A" --tie-value 0 --json
	expect_rc 0
	cp "$TMP/out" "$TMP/tie0"
	run "$RINK" lineup powerplay --home "$home" --away "$A" --tie-value 1 --json
	expect_rc 0
	if have_python; then
		python3 -c '
import json, sys
lo, hi = (json.load(open(f))["value"] for f in sys.argv[1:3])
assert (lo < hi - 1e-6) if sys.argv[3] == "H2" else abs(lo - hi) < 1e-12, (lo, hi)
' "$TMP/tie0" "$TMP/out" "$team" || fail "$team: the tie value acts wrongly"
	fi
done

check "goals and a sudden-death pass are solved"
run "$RINK" lineup powerplay --home "$H" --away "$A" --objective goals
expect_rc 0
out_has "goals a game"
run "$RINK" lineup powerplay --home "$DOM_H" --away "$DOM_A" --overtime --objective goals --json
expect_rc 0
out_has '"value":1.0'
out_has '"overtime":true'

check "bad input: one line on stderr, exit 2"
run "$RINK" lineup powerplay --home "$H" --away "Rumpelstockchen,Griffin,Unicorn,Sitting Bully,Blob,Nobody"
expect_usage_error
err_has "unknown card 'Nobody'"
run "$RINK" lineup powerplay --home "$H" --away "Rumpelstockchen,Griffin,Unicorn,Sitting Bully,Blob"
expect_usage_error
err_has "names 5 cards"
run "$RINK" lineup powerplay --home "$H" --away "Rumpelstockchen,Griffin,Griffin,Sitting Bully,Blob,Cyclops"
expect_usage_error
err_has "names Griffin twice"
run "$RINK" lineup powerplay --home "$H" --away "$H"
expect_usage_error
err_has "on both teams"
run "$RINK" lineup powerplay --home "$H" --away "Rumpelstockchen,Griffin,Unicorn,Sitting Bully,Blob,Superstar"
expect_usage_error
err_has "a team is 3 forwards, 2 defenders and 1 goalie"
run "$RINK" lineup powerplay --home "$H"
expect_usage_error
run "$RINK" lineup powerplay --home "$H" --away "$A" --tie-value -1
expect_usage_error
run "$RINK" lineup slapshot --home "$H" --away "$A" --deck x.json
expect_usage_error
err_has "--deck is for powerplay"

check "--help names the game and its JSON"
run "$RINK" lineup --help
expect_rc 0
out_has "Usage: rink lineup slapshot|powerplay"
out_has "home_first"

finish
