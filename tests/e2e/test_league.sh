#!/bin/sh
# tests/e2e/test_league.sh: `rink league` and `rink odds` as a user runs
# them: a league of each game created, played in pieces, stopped and
# reopened by later commands, its reports as text, JSON and CSV, a person's
# move, a real table's result checked by the rules, the odds kept in the
# history, a chart, and an export imported again; bad input gets one line.
. "$(dirname "$0")/lib.sh"

DB="$TMP/league.db"

check "create a Slapshot league with a person, play: it stops at her move"
run "$RINK" league create friday --game slapshot --player 2=person:Ann --db "$DB"
expect_rc 0
out_has "League friday: slapshot, 4 managers"
run "$RINK" league play friday --db "$DB"
expect_rc 0
out_has "Waiting for Ann to move: rink league move friday --team 2"
out_has "Legal moves:"

check "her illegal move gets one line with the reason; a legal one is kept"
run "$RINK" league move friday --team 2 "draft Nobody" --db "$DB"
expect_usage_error
move=$(sed -n "s/^Legal moves: '\\([^']*\\)'.*/\\1/p" "$TMP/out" 2>/dev/null)
run "$RINK" league play friday --db "$DB"
move=$(sed -n "s/^Legal moves: '\\([^']*\\)'.*/\\1/p" "$TMP/out")
[ -n "$move" ] || fail "no legal move listed"
run "$RINK" league move friday --team Ann "$move" --db "$DB"
expect_rc 0
out_has "Moved for Ann."

check "an Action Deck league: play to a date, standings in the NHL's order"
run "$RINK" league create nhl --game actiondeck --seed 4 --db "$DB"
expect_rc 0
out_has "32 teams, 656 games scheduled"
run "$RINK" league play nhl --until 2022-10-20 --db "$DB"
expect_rc 0
out_has "through 2022-10-20"
run "$RINK" league show nhl --db "$DB"
expect_rc 0
out_has "Pts"
out_has "OTL"
run "$RINK" league show nhl --csv --db "$DB"
out_has "rank,team,name,gp,w,l,otl,t,pts,gf,ga,diff"
[ "$(wc -l <"$TMP/out")" -eq 33 ] || fail "CSV standings: $(wc -l <"$TMP/out") lines, not 33"
run "$RINK" league show nhl --json --db "$DB"
out_has '"rows":['

check "stopped and reopened: the next command goes on from the same day"
run "$RINK" league play nhl --games 5 --json --db "$DB"
out_has '"played":5'
run "$RINK" league games nhl --team BOS --db "$DB"
expect_rc 0
out_has "BOS"

check "a real table's result: one the rules cannot produce is refused"
run "$RINK" league create real --game actiondeck --db "$DB"
run "$RINK" league record real NSH SJS 3 3 --db "$DB"
expect_usage_error
err_has "AD-OT-01"
run "$RINK" league record real NSH SJS 4 3 --decision overtime --db "$DB"
expect_rc 0
out_has "Recorded: NSH 4, SJS 3 (overtime)"
run "$RINK" league games real --db "$DB"
out_has "(recorded)"

check "the odds: every team, intervals, kept in the history; JSON and CSV"
run "$RINK" odds nhl --sims 200 --db "$DB"
expect_rc 0
out_has "200 simulations"
out_has "Post-season (95%)"
run "$RINK" odds nhl --sims 200 --threads 1 --json --no-keep --db "$DB"
sed 's/"seconds":[0-9.e+-]*,\{0,1\}//' "$TMP/out" >"$TMP/one"
run "$RINK" odds nhl --sims 200 --threads 2 --json --no-keep --db "$DB"
sed 's/"seconds":[0-9.e+-]*,\{0,1\}//' "$TMP/out" >"$TMP/two"
same "$TMP/one" "$TMP/two"
run "$RINK" odds nhl --sims 100 --csv --no-keep --db "$DB"
out_has "after,date,team,name,playoffs"
run "$RINK" league history nhl --db "$DB"
expect_rc 0
out_has "Favourite"

check "a chart of the odds and of the standings race (SVG)"
run "$RINK" league chart nhl "$TMP/odds.svg" --db "$DB"
expect_rc 0
grep -q "<svg" "$TMP/odds.svg" || fail "no SVG written"
run "$RINK" league chart nhl --of standings --db "$DB"
out_has "<polyline"

check "export and import: the same standings under a new name"
run "$RINK" league export nhl "$TMP/nhl.json" --db "$DB"
expect_rc 0
run "$RINK" league import "$TMP/nhl.json" --name copy --db "$DB"
expect_rc 0
run "$RINK" league show nhl --csv --db "$DB"
cp "$TMP/out" "$TMP/a"
run "$RINK" league show copy --csv --db "$DB"
same "$TMP/a" "$TMP/out"

check "what-if: a fork as it stood on a date, another result there, the odds side by side"
run "$RINK" league fork nhl whatif --as-of 2022-10-15 --db "$DB"
expect_rc 0
out_has "League whatif: nhl as it stood after"
run "$RINK" league schedule whatif --csv --db "$DB"
next=$(sed -n 2p "$TMP/out")
home=$(printf '%s' "$next" | cut -d, -f3)
away=$(printf '%s' "$next" | cut -d, -f4)
[ -n "$home" ] && [ -n "$away" ] || fail "no next game in the fork's schedule: $next"
run "$RINK" league record whatif "$home" "$away" 9 0 --db "$DB"
expect_rc 0
run "$RINK" league compare nhl whatif --sims 100 --no-keep --db "$DB"
expect_rc 0
out_has "whatif"
out_has "Post-season"
run "$RINK" league compare nhl whatif --sims 100 --no-keep --csv --db "$DB"
out_has "name,a_playoffs,b_playoffs"

check "Trick Shot and Power Play leagues play to their end"
run "$RINK" league create duel --game trickshot --games 2 --db "$DB"
expect_rc 0
run "$RINK" league play duel --db "$DB"
out_has "The season is over."
run "$RINK" league create pp --game powerplay --params managers=3 --db "$DB"
run "$RINK" league play pp --db "$DB"
out_has "The season is over."
run "$RINK" league show pp --db "$DB"
out_has "Champion:"

check "odds from a save file: a finished season's champion is certain; one game's chances"
run "$RINK" play slapshot --humans 0 --seed 4 --save "$TMP/ss.json"
expect_rc 0
run "$RINK" odds --save "$TMP/ss.json" --sims 20 --json
expect_rc 0
if have_python; then
	python3 - "$TMP/out" "$TMP/ss.json" <<'PY' || fail "the save's odds are not its result"
import json, sys
o = json.load(open(sys.argv[1]))
titles = [t["title"] for t in o["teams"]]
assert sorted(titles) == [0, 0, 0, 1.0], titles
assert 2 <= sum(t["playoffs"] for t in o["teams"]) <= 4
PY
fi
run "$RINK" play trickshot --humans 0 --seed 3 --save "$TMP/ts.json"
if have_python; then
	python3 -c '
import json, sys
s = json.load(open(sys.argv[1])); s["actions"] = s["actions"][:len(s["actions"]) // 2]
json.dump(s, open(sys.argv[2], "w"))' "$TMP/ts.json" "$TMP/ts-half.json"
	run "$RINK" odds --save "$TMP/ts-half.json" --sims 40
	expect_rc 0
	out_has "Win (95%)"
	out_has "Seat 2"
fi
run "$RINK" odds --save "$TMP/nope.json"
expect_one_error_line 1

check "leaders: the players' totals over the league's records (the card games' cards too)"
run "$RINK" league leaders nhl --top 3 --db "$DB"
expect_rc 0
out_has "pts"
[ "$(wc -l <"$TMP/out")" -eq 4 ] || fail "a header and 3 leaders: $(cat "$TMP/out")"
run "$RINK" league leaders nhl --stat saves --team BOS --csv --db "$DB"
out_has "rank,team,player"
out_has ",BOS,"
run "$RINK" league leaders pp --csv --db "$DB"
expect_rc 0
out_has "rank,team,player,gp,g,fo,inj"
out_has ",Manager "
run "$RINK" league leaders friday --stat inj --db "$DB"
expect_rc 0
run "$RINK" league leaders duel --db "$DB"
expect_usage_error

check "the log: the events in words, filtered by type"
run "$RINK" league log pp --type result --db "$DB"
expect_rc 0
out_has "beats"
run "$RINK" league log pp --type draw --csv --db "$DB"
out_has "game,type,text"
out_lacks "beats"

check "the list"
run "$RINK" league list --db "$DB"
expect_rc 0
out_has "friday"
out_has "copy"

check "bad input: one line each"
run "$RINK" league show nosuch --db "$DB"
expect_usage_error
run "$RINK" league create friday --game slapshot --db "$DB"
expect_usage_error
run "$RINK" league create odd --game trickshot --games 3 --db "$DB"
expect_usage_error
run "$RINK" league frobnicate x --db "$DB"
expect_usage_error
run "$RINK" odds nhl --as-of yesterday --db "$DB"
expect_usage_error
run "$RINK" league import "$TMP/nope.json" --db "$DB"
expect_one_error_line 1

finish
