#!/bin/sh
# tests/e2e/test_powerplay_play.sh: `rink play powerplay` with bots only
# (every ending, ten managers, the team variant, the hard level), a human
# at the prompt with bad input, save and resume, and option errors.
. "$(dirname "$0")/lib.sh"

check "bots play a whole season, original ending"
run "$RINK" play powerplay --humans 0 --seed 3
expect_rc 0
out_has "Power Play: 4 managers, original ending"
out_has "championship series"
out_has "is the champion!"
out_has "Final standings"

check "JSON lines and the summary, ten managers, short game"
run "$RINK" play powerplay --humans 0 --seed 4 --managers 10 --ending short --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" <<'PY' || fail "json season"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
summary = lines[-1]
assert summary["champion"] >= 1 and len(summary["wins"]) == 10
assert max(summary["wins"]) == 5, summary
assert any(l.get("event") == "series" and l.get("best_of") == 3 for l in lines)
PY
fi

check "--level hard: the search bots play a short season"
run "$RINK" play powerplay --humans 0 --seed 8 --managers 3 --ending short --level hard
expect_rc 0
out_has "is the champion!"

check "no post-season"
run "$RINK" play powerplay --humans 0 --seed 5 --ending no-playoffs
expect_rc 0
out_lacks "championship series"
out_has "is the champion!"

check "team variant, random bots"
run "$RINK" play powerplay --humans 0 --seed 6 --team-variant --managers 7 --bots random
expect_rc 0
out_has "team variant"
out_has "rests"

check "a human: bad input gets the prompt again; help; quit saves"
run_in 'help\ndraw nothing\nfrobnicate\ndraw goalie\nquit\n' "$RINK" play powerplay --seed 7 \
	--managers 2 --save "$TMP/pp.json"
expect_rc 0
out_has "Preparation: clockwise"
out_has "error:"
out_has "Manager 1 picks a goalie"
[ -s "$TMP/pp.json" ] || fail "no save file"

check "names on the scorekeeper's sheet"
run_in 'quit\n' "$RINK" play powerplay --seed 7 --managers 2 --names "Dave/Pucks;Greg/Stars"
expect_rc 0
out_has "1 Dave (Pucks) (you)"
out_has "2 Greg (Stars)"

check "resume"
run_in 'draw forward\nquit\n' "$RINK" play powerplay --resume "$TMP/pp.json" --save "$TMP/pp.json"
expect_rc 0
out_has "Resumed from"
out_has "picks a forward"

check "--lineup fixed and --postseason turns, bots (PP-GAP-05 (b), PP-GAP-29/30)"
run "$RINK" play powerplay --humans 0 --seed 3 --lineup fixed --postseason turns
expect_rc 0
out_has "fixed line-ups, post-season turns"
out_has "Championship series"
out_has "is the champion!"

if have_python; then
	check "--lineup fixed: a human orders all six cards before each pass"
	python3 "$E2E_DIR/drive_human.py" 1 "$RINK" play powerplay --seed 7 --managers 2 \
		--bots random --lineup fixed >"$TMP/out" 2>"$TMP/err"
	rc=$?
	expect_rc 0
	grep -qE '^Champion: manager [12] ' "$TMP/out" || fail "no champion"
	out_has "fixed line-ups"
	out_has "Your order so far: 1. "
	grep -q "Your order so far: 1\. .*, 6\. " "$TMP/out" && fail "asked again after six"
	# the game line in words: no raw pass number, no dangling ';'
	out_has "Game: manager "
	grep -q "; regulation, round 1; manager [12] 0, manager [12] 0" "$TMP/out" ||
		fail "no regulation game line"
	grep -q "regulation [0-9]" "$TMP/out" && fail "a raw pass number after 'regulation'"
	grep -q "^Your hand: .*;$" "$TMP/out" && fail "the hand ends with ';'"

	check "--team-variant: a human chooses the substitute before sudden death (PP-GAP-36)"
	python3 "$E2E_DIR/drive_human.py" 1 "$RINK" play powerplay --seed 4 --managers 2 \
		--bots random --team-variant >"$TMP/out" 2>"$TMP/err"
	rc=$?
	expect_rc 0
	out_has "Your move: sub CARD ("
	grep -q "^manager 1> sub " "$TMP/out" || fail "no substitute chosen"
	out_has "Manager 1 replaces injured"
else
	echo "  skip: python3 not found (a human with --lineup fixed or --team-variant)"
fi

check "--lineup and --postseason in the help; a challenge starts 0-0 (PP-GAME-03)"
run "$RINK" play --help
expect_rc 0
out_has "--lineup L"
out_has "--postseason P"
out_has "Power Play: no home ice, 0-0"
out_lacks "(M is home and starts 1-0)"
run "$RINK" play powerplay --help
expect_rc 0
out_has "Power Play: no home ice, 0-0"

check "option errors"
run "$RINK" play powerplay --managers 11
expect_usage_error
run "$RINK" play powerplay --team-variant --managers 8
expect_usage_error
err_has "2 to 7"
run "$RINK" play powerplay --ending long
expect_usage_error
run "$RINK" play slapshot --team-variant
expect_usage_error
err_has "not an option of slapshot"
run "$RINK" play powerplay --schedule
expect_usage_error
run "$RINK" play slapshot --names "A/B"
expect_usage_error
run "$RINK" play powerplay --lineup sideways
expect_usage_error
err_has "expected rounds or fixed"
run "$RINK" play slapshot --lineup fixed
expect_usage_error
err_has "not an option of slapshot"
run "$RINK" play powerplay --postseason never
expect_usage_error
run "$RINK" play powerplay --resume "$TMP/pp.json" --lineup fixed
expect_usage_error

finish
