#!/bin/sh
# tests/e2e/test_powerplay_referee.sh: `rink referee powerplay` plays one
# game with Slapshot's output shape, the special players acting (Hydra,
# Rumpelstockchen, Willy Winzig by themselves; Sitting Bully and Jolly
# Judge by flags), and refuses bad line-ups with one line and exit 2.
. "$(dirname "$0")/lib.sh"

H="Rumpelstockchen,Superstar,Rink Rat,Sitting Bully,Slow Poke,Sieve"
A="Hydra,Comet Kowalski,Gnome,Willy Winzig,Enforcer,Brick Wall"

check "a game in text"
run "$RINK" referee powerplay --home "$H" --away "$A"
expect_rc 0
out_has "No home ice: the game starts 0-0"
out_has "Rumpelstockchen: the away side takes its card back"
out_has "1. Rumpelstockchen 5 (special) vs Comet Kowalski 10: Comet Kowalski scores"
out_has "2. Superstar 11 vs Hydra (special): Superstar scores (in play: 11 vs 2)"
out_has "Slow Poke injured by the bruiser"
out_has "Score: home 2, away 3"
out_has "Winner: away"

check "JSON: Slapshot's keys plus the values in play"
run "$RINK" referee powerplay --home "$H" --away "$A" --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "JSON shape"
import json, sys
o = json.load(open(sys.argv[1]))
assert o["home_goals"] == 2 and o["away_goals"] == 3 and o["winner"] == "away", o
assert len(o["faceoffs"]) == 6
f = o["faceoffs"]
assert f[0]["rumpelstockchen"] == "away" and f[0]["away_card"] == "Comet Kowalski"
assert f[1]["away_card"] == "Hydra" and f[1]["away_value"] == 2
assert f[3]["home_card"] == "Sitting Bully" and f[3]["sitting_bully"] is None
assert o["injured"] == {"home": ["Slow Poke"], "away": []}, o["injured"]
PY
fi

check "Sitting Bully by flag adds the pile's top card"
run "$RINK" referee powerplay --home "$H" --away "$A" --bully-home forward --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" "${RINK_DATA_DIR:-data}/powerplay/deck.json" <<'PY' || fail "bully"
import json, sys
o = json.load(open(sys.argv[1]))
deck = {c["name"]: c for c in json.load(open(sys.argv[2]))["cards"]}
f = o["faceoffs"][3]
turned = deck[f["sitting_bully"]]
bonus = 0 if turned.get("special") == "hydra" else turned["value"]
assert f["home_value"] == 4 + bonus, (f, turned)
PY
fi

check "Willy Winzig scores on a goalie"
run "$RINK" referee powerplay --home "Willy Winzig,Superstar,Blue Liner,Rink Rat,Slow Poke,Sieve" \
	--away "Zamboni Zeke,Comet Kowalski,Twinkle Toes,Gnome,Troll,Hobbit"
expect_rc 0
out_has "1. Willy Winzig 2 (special) vs Zamboni Zeke 8 (goalie): Willy Winzig always scores on goalies"

check "Jolly Judge claims a tie by flag"
JH="Jolly Judge,Twinkle Toes,Gnome,Troll,Hobbit,Sieve"
JA="Superstar,Blue Liner,Rink Rat,Iron Mike,Slow Poke,Brick Wall"
run "$RINK" referee powerplay --home "Sieve,Hobbit,Jolly Judge,Gnome,Troll,Twinkle Toes" \
	--away "$JA" --judge-home
expect_rc 0
out_has "Jolly Judge: the tie is claimed"
out_has "Winner: home"
run "$RINK" referee powerplay --home "Sieve,Hobbit,Jolly Judge,Gnome,Troll,Twinkle Toes" \
	--away "$JA"
out_has "Winner: tie: overtime needed"

check "bad line-ups: one line, exit 2"
run "$RINK" referee powerplay --home "Superstar,Blue Liner,Rink Rat,Hat Trick Harry,Slow Poke,Sieve" --away "$A"
expect_usage_error
err_has "4 forwards"
err_has "defenders"
run "$RINK" referee powerplay --home "$H" --away "Hydra,Comet Kowalski,Gnome,Willy Winzig,Enforcer,Wayne"
expect_usage_error
err_has "unknown card 'Wayne'"
run "$RINK" referee powerplay --home "$H" --away "Superstar,Comet Kowalski,Gnome,Willy Winzig,Enforcer,Brick Wall"
expect_usage_error
err_has "both teams"
run "$RINK" referee powerplay --home "$H" --away "$A" --bully-home sideways
expect_usage_error
run "$RINK" referee slapshot --home "$H" --away "$A" --judge-home
expect_usage_error
err_has "--judge-home is for powerplay"

check "a choice for a special player the team does not have is refused"
# $H has Sitting Bully but no Jolly Judge; $A has neither: the flag would be
# ignored without a word
run "$RINK" referee powerplay --home "$H" --away "$A" --bully-away forward
expect_usage_error
err_has "--bully-away: the away team has no Sitting Bully"
run "$RINK" referee powerplay --home "$H" --away "$A" --judge-home
expect_usage_error
err_has "--judge-home: the home team has no Jolly Judge"

check "help: a --deck that cannot be read exits 1, as the help says"
run "$RINK" referee --help
out_has "1 when the --deck file cannot be"
run "$RINK" referee powerplay --home "$H" --away "$A" --deck "$TMP/no-such-deck.json"
expect_one_error_line 1
err_has "no-such-deck.json"

finish
