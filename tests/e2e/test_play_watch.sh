#!/bin/sh
# tests/e2e/test_play_watch.sh: bots play whole seasons while we watch
# (--humans 0): a champion, reproducible from the seed, text and JSON; bad
# options exit 2.
. "$(dirname "$0")/lib.sh"

check "rink play slapshot --humans 0 --seed 5 completes with a champion"
run "$RINK" play slapshot --humans 0 --seed 5
expect_rc 0
out_has "Seed: 5"
out_has "Final standings"
grep -qE '^Champion: manager [1-4] ' "$TMP/out" || fail "no champion line"
grep -qE '^Manager [1-4] is the champion!$' "$TMP/out" || fail "no champion event"
grep -qE 'vs .*: .*\. Home [0-9]+, away [0-9]+$' "$TMP/out" || fail "face-offs are not shown"
cp "$TMP/out" "$TMP/seed5"

check "watching bots, nobody's hand is hidden: draws, drafts and trades name their cards (issue 25)"
grep -qE '^Manager [1-4] draws a (forward|defense|goalie): [A-Z]' "$TMP/out" ||
	fail "setup draws do not name their cards"
grep -qE '^Manager [1-4] draws a (forward|defense|goalie)$' "$TMP/out" &&
	fail "a draw hides its card"
grep -qE '^Manager [1-4] drafts: releases .+, takes .+$' "$TMP/out" ||
	fail "drafts do not name their cards"
run "$RINK" play slapshot --humans 0 --seed 7
grep -qE '^Manager [1-4] trades with manager [1-4]: takes .+, gives .+$' "$TMP/out" ||
	fail "trades do not name their cards"

check "watching bots: the standings after each game that changes the wins (issue 25)"
# seed 7: manager 1 wins the first game, then the second
out_has "Manager 1 beats manager 3 3-2 on the road"
out_has "Standings: manager 1 1 win, manager 2 0, manager 3 0, manager 4 0 (9 wins reach the Playoffs)"
out_has "Standings: manager 1 2 wins, manager 2 0, manager 3 0, manager 4 0 (9 wins reach the Playoffs)"
results=$(grep -cE '^Manager [1-4] beats manager [1-4] ' "$TMP/out")
lines=$(grep -c '^Standings: ' "$TMP/out")
[ "$lines" -ge 9 ] && [ "$lines" -le "$results" ] ||
	fail "$lines standings lines for $results results"
run "$RINK" play slapshot --humans 0 --seed 12 --managers 3 --bots random --schedule
grep -qE '^Standings: manager [1-3] [0-9]+ wins?, manager [1-3] [0-9]+, manager [1-3] [0-9]+ \(1 of 12 games played\)$' "$TMP/out" ||
	fail "no standings with the schedule's count: $(grep -m1 Standings "$TMP/out")"
run "$RINK" play powerplay --humans 0 --seed 7 --managers 3
out_has "Standings: manager 2 1 win, manager 1 0, manager 3 0 (9 wins end the season)"
run "$RINK" play slapshot --humans 0 --seed 5 --json
out_lacks "Standings"

check "the same seed twice gives identical output"
run "$RINK" play slapshot --humans 0 --seed 5
expect_rc 0
same "$TMP/out" "$TMP/seed5" "two runs with --seed 5"

check "without --seed the seed is printed, and replaying it gives the same season"
run "$RINK" play slapshot --humans 0 --bots random --managers 3
expect_rc 0
seed=$(sed -n 's/^Seed: \([0-9][0-9]*\) (replay with --seed [0-9]*)$/\1/p' "$TMP/out")
if [ -z "$seed" ]; then
	fail "no 'Seed: N (replay with --seed N)' line"
else
	cp "$TMP/out" "$TMP/clock"
	run "$RINK" play slapshot --humans 0 --bots random --managers 3 --seed "$seed"
	expect_rc 0
	same "$TMP/out" "$TMP/clock" "the clock-seeded run and its replay"
fi

check "--json: one JSON object per line, then the summary"
run "$RINK" play slapshot --humans 0 --seed 5 --json
expect_rc 0
bad_lines=$(grep -cvE '^\{.*\}$' "$TMP/out")
[ "$bad_lines" -eq 0 ] || fail "$bad_lines lines are not JSON objects"
grep -qE '^\{"type":"draw","text":"Manager [1-4] draws a [a-z]+: [^"]+","manager":[1-4][,}]' "$TMP/out" ||
	fail "no draw event naming its card"
grep '"type":"draw"' "$TMP/out" | grep -qv '"card":' && fail "a draw event hides its card"
grep -q '^{"type":"champion",' "$TMP/out" || fail "no champion event"
last=$(tail -n 1 "$TMP/out")
champ=$(sed -n 's/^Champion: manager \([1-4]\) .*/\1/p' "$TMP/seed5")
echo "$last" | grep -qE '^\{"champion":'"$champ"',"wins":\[[0-9]+,[0-9]+,[0-9]+,[0-9]+\],"seed":5\}$' ||
	fail "summary line: $last (champion in text: $champ)"
cp "$TMP/out" "$TMP/json5"
run "$RINK" play slapshot --humans 0 --seed 5 --json
same "$TMP/out" "$TMP/json5" "two JSON runs with --seed 5"
if have_python; then
	check "--json lines parse; summary wins match the results"
	python3 -c '
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
summary = lines[-1]
events = lines[:-1]
assert all("type" in e and "text" in e for e in events)
wins = [0] * len(summary["wins"])
for e in events:
    if e["type"] == "result" and e["stage"] == "season":
        wins[e["winner"] - 1] += 1
assert wins == summary["wins"], (wins, summary["wins"])
champ = [e for e in events if e["type"] == "champion"]
assert len(champ) == 1 and champ[0]["manager"] == summary["champion"]
' "$TMP/out" || fail "JSON events and summary disagree"
fi

check "several settings: 6 managers, random bots, schedule, limits per game"
run "$RINK" play slapshot --humans 0 --seed 12 --managers 6 --bots random --schedule \
	--limits --limit-period game
expect_rc 0
out_has "6 managers, league schedule, draft and trade limits"
grep -qE '^Champion: manager [1-6] ' "$TMP/out" || fail "no champion"

check "2 managers, --playoff-wins 3, --delay 0"
run "$RINK" play slapshot --humans 0 --seed 1 --managers 2 --playoff-wins 3 --delay 0
expect_rc 0
out_has "first to 3 wins reaches the Playoffs"
grep -qE '^Champion: manager [12] ' "$TMP/out" || fail "no champion"

check "many seeds: every season ends with a champion"
for s in 1 2 3 4 6 7 8 9 10 11; do
	run "$RINK" play slapshot --humans 0 --seed "$s" --bots random --json
	expect_rc 0
	tail -n 1 "$TMP/out" | grep -qE '^\{"champion":[1-4],' || fail "seed $s: no champion"
done

# bad_opt WHAT FRAGMENT ARGS...: exit 2, one stderr line containing FRAGMENT
bad_opt() {
	check "bad option: $1"
	_frag=$2
	shift 2
	run "$RINK" play "$@"
	expect_usage_error
	err_has "$_frag"
}
bad_opt "unknown option" "--frobnicate" slapshot --humans 0 --frobnicate
bad_opt "no game" "which game" --humans 0
bad_opt "unknown game" "chess" chess --humans 0
bad_opt "7 managers" "--managers" slapshot --managers 7
bad_opt "1 manager" "--managers" slapshot --managers 1
bad_opt "managers not a number" "--managers" slapshot --managers four
# the range named is the game's own (Slapshot 2 to 6), not Power Play's
bad_opt "1 manager: Slapshot's range" "expected a whole number from 2 to 6" slapshot --managers 1
bad_opt "8 managers, team variant" "from 2 to 7" powerplay --managers 8 --team-variant
# --limit-period says what the limits count: without --limits it did nothing
bad_opt "--limit-period without --limits" "--limit-period needs --limits" slapshot --humans 0 --limit-period game
bad_opt "more humans than managers" "--humans" slapshot --managers 3 --humans 4
bad_opt "negative humans" "--humans" slapshot --humans -1
bad_opt "unknown bot" "--bots" slapshot --humans 0 --bots smart
# as rink play trickshot and actiondeck: not the last one silently winning
bad_opt "--bots and --level" "--bots and --level: choose one" slapshot --humans 0 --level hard --bots random
bad_opt "more names than managers" "--names: 5 names for 4 managers" powerplay --names "a/b;c/d;e/f;g/h;i/j"
bad_opt "--names with --resume" "--names cannot be used with --resume" powerplay --resume "$TMP/x.json" --names "a/b"
bad_opt "negative seed" "--seed" slapshot --humans 0 --seed -1
bad_opt "seed not a number" "--seed" slapshot --humans 0 --seed 12abc
bad_opt "unknown limit period" "--limit-period" slapshot --humans 0 --limit-period week
bad_opt "playoff wins 0" "--playoff-wins" slapshot --humans 0 --playoff-wins 0
bad_opt "delay not a number" "--delay" slapshot --humans 0 --delay soon
bad_opt "--seed without a value" "needs a value" slapshot --humans 0 --seed
bad_opt "--json with a human" "--humans 0" slapshot --json
bad_opt "--resume with --seed" "--seed" slapshot --resume "$TMP/x.json" --seed 3
bad_opt "--resume with --managers" "--managers" slapshot --resume "$TMP/x.json" --managers 3

finish
