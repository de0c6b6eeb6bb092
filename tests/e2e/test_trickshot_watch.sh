#!/bin/sh
# tests/e2e/test_trickshot_watch.sh: bots play Trick Shot while we watch
# (--humans 0): the board, a result, reproducible from the seed; bad
# options exit 2 with one line.
. "$(dirname "$0")/lib.sh"

check "rink play trickshot --humans 0 --seed 7 plays a full game to a result"
run "$RINK" play trickshot --humans 0 --seed 7
expect_rc 0
out_has "Seed: 7 (replay with --seed 7)"
out_has "Period 1 of 3"
out_has "Face-off"
grep -qE '^Result: (Red wins|Blue wins|a draw), Red [0-9]+ : [0-9]+ Blue$' "$TMP/out" ||
	fail "no result line"
grep -qE '^  Game over: ' "$TMP/out" || fail "no game-over event"
grep -qE '^ 21  \.  \.  \.  \.  ## ' "$TMP/out" || fail "the board (Blue's net on e21) is not drawn"
out_lacks "$(printf '\033')" # NO_COLOR: no escape sequences
cp "$TMP/out" "$TMP/seed7"

check "the same seed twice gives identical output"
run "$RINK" play trickshot --humans 0 --seed 7
same "$TMP/out" "$TMP/seed7" "two runs with --seed 7"

check "friendly, advanced, Line cards, four players, random bots"
run "$RINK" play trickshot --humans 0 --seed 3 --friendly --advanced --lines --players 4 --bots random
expect_rc 0
out_has "Period 1 of 1"
# the rules in words, not the game's parameter string
out_has "Trick Shot: a friendly match of one period, the advanced rules with Line and Arena cards, 4 players"
out_lacks "lines_red="
grep -qE '^Result: ' "$TMP/out" || fail "no result line"
grep -qE '^Seat 4 \(bot\): ' "$TMP/out" || fail "seat 4 never played"
out_has "Seat 1 (bot): chooses a Line card"
grep -qE '^Seat [0-9] \(bot\): line [0-9]' "$TMP/out" && fail "a face-down Line card was shown"
out_has "Red plays a Line card face down"
grep -qE "^  Red's Line card: [0-9]+ " "$TMP/out" || fail "the Line cards are not revealed"

check "--level hard and --bots hard (the turn search) play a friendly game with Line cards"
run "$RINK" play trickshot --humans 0 --seed 3 --friendly --advanced --lines --level hard
expect_rc 0
grep -qE '^Result: ' "$TMP/out" || fail "no result line"
run "$RINK" play trickshot --humans 0 --seed 3 --friendly --advanced --lines --bots hard
expect_rc 0
grep -qE '^Result: ' "$TMP/out" || fail "no result line with --bots hard"
run "$RINK" play trickshot --humans 0 --seed 3 --friendly --level easy
expect_rc 0
grep -qE '^Result: ' "$TMP/out" || fail "no result line with --level easy"

check "colours on request only: none when stdout is not a terminal"
NO_COLOR= run "$RINK" play trickshot --humans 0 --seed 2 --friendly
out_lacks "$(printf '\033')"

if command -v script >/dev/null 2>&1; then
	check "on a terminal the board has colours, unless NO_COLOR is set"
	NO_COLOR= script -qc "$RINK play trickshot --humans 0 --friendly --seed 2" /dev/null \
		>"$TMP/tty" 2>&1
	grep -q "$(printf '\033')\[1;97;41m" "$TMP/tty" || fail "no red on a terminal"
	grep -q "$(printf '\033')\[1;97;44m" "$TMP/tty" || fail "no blue on a terminal"
	NO_COLOR=1 script -qc "$RINK play trickshot --humans 0 --friendly --seed 2" /dev/null \
		>"$TMP/tty" 2>&1
	grep -q "$(printf '\033')\[" "$TMP/tty" && fail "colours despite NO_COLOR"
fi

check "--season: bots play a tournament with Line card drafts"
run "$RINK" play trickshot --season 4 --seed 3 --friendly
expect_rc 0
out_has "Game 1 (home: Red)"
out_has "Game 2 (home: Blue)"
grep -qE '^Draft \((Red|Blue) picks first\): Red returns [0-9]+, takes [0-9]+; Blue returns' \
	"$TMP/out" || fail "no draft after two games"
grep -c '^Draft' "$TMP/out" | grep -qx 1 || fail "not exactly one draft in 4 games"
grep -qE '^Result: (Red wins the season|Blue wins the season|tied on wins)$' "$TMP/out" ||
	fail "no season result"
run "$RINK" play trickshot --season 2 --humans 1
expect_usage_error
# one win, one draw: singular
run "$RINK" play trickshot --season 2 --seed 1 --friendly
expect_rc 0
out_has "Season: Red 0 wins, Blue 1 win, 1 draw; goals Red 0, Blue 1"
# a season's games are two bots' with only their results shown: an option
# it would ignore is refused rather than accepted without effect
run "$RINK" play trickshot --season 2 --players 4
expect_usage_error
err_has "--players cannot be used with --season"
run "$RINK" play trickshot --season 2 --delay 100
expect_usage_error
err_has "--delay cannot be used with --season"

check "bad options: one line on stderr, exit 2"
run "$RINK" play trickshot --players 5
expect_usage_error
err_has "--players '5'"
run "$RINK" play trickshot --humans 3
expect_usage_error
err_has "more than the 2 players"
run "$RINK" play trickshot --lines
expect_usage_error
err_has "--advanced"
run "$RINK" play trickshot --bots clever
expect_usage_error
run "$RINK" play trickshot --level extreme
expect_usage_error
err_has "--level 'extreme'"
run "$RINK" play trickshot --level hard --bots random
expect_usage_error
err_has "choose one"
run "$RINK" play trickshot --seed -4
expect_usage_error
run "$RINK" play trickshot --frobnicate
expect_usage_error
run "$RINK" play trickshot extra
expect_usage_error
run "$RINK" play hockey
expect_usage_error
err_has "trickshot"

check "--help shows the notation"
run "$RINK" play trickshot --help
expect_rc 0
out_has "LW move e7"
out_has "change pull e10"

check "--json: one JSON object per event, then the result; the season as one object"
run "$RINK" play trickshot --humans 0 --seed 7 --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" "$TMP/seed7" <<'PY' || fail "the JSON lines"
import json, re, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
events, last = lines[:-1], lines[-1]
assert events and all("type" in e and "text" in e for e in events)
assert events[-1]["type"] == "over"
assert last["seed"] == 7 and last["winner"] in ("red", "blue", "draw")
text = open(sys.argv[2]).read()
m = re.search(r"^Result: .*Red (\d+) : (\d+) Blue$", text, re.M)
assert last["score"] == [int(m.group(1)), int(m.group(2))], (last, m.group(0))
PY
fi
run "$RINK" play trickshot --season 2 --seed 4 --friendly --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "the season's JSON"
import json, sys
o = json.load(open(sys.argv[1]))
assert len(o["games"]) == 2 and o["seed"] == 4
assert sum(o["wins"]) + o["draws"] == 2
assert o["goals"] == [sum(g["score"][0] for g in o["games"]), sum(g["score"][1] for g in o["games"])]
assert o["result"] in ("red", "blue", "tied")
PY
fi
run "$RINK" play trickshot --json
expect_usage_error
err_has "--humans 0"

finish
