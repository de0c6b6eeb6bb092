#!/bin/sh
# tests/e2e/test_league_whatif.sh: what-if in a league as a user runs it
# (issue 24, part 3): fork a league, change a roster (an Action Deck trade,
# AD-GAP-50; a player out), play the fork forward and compare the two
# leagues' odds; the change survives export and import; bad input gets one
# line and changes nothing. A person's own draft choices in a Trick Shot
# tournament league: the league waits for them, refuses one out of turn
# or of a card not allowed, and keeps them.
. "$(dirname "$0")/lib.sh"

DB="$TMP/whatif.db"

check "fork an Action Deck league, trade a player there, play it forward, compare"
run "$RINK" league create nhl --game actiondeck --seed 3 --db "$DB"
expect_rc 0
run "$RINK" league play nhl --games 30 --quiet --db "$DB"
expect_rc 0
run "$RINK" league fork nhl whatif --after 30 --db "$DB"
expect_rc 0
run "$RINK" league roster whatif --team EDM --trade "connor mcdavid" --to BOS --db "$DB"
expect_rc 0
out_has "Connor McDavid: traded from EDM to BOS"
run "$RINK" league roster whatif --team BOS --csv --db "$DB"
expect_rc 0
out_has "team,player,pos,goalie,status,from"
out_has "BOS,Connor McDavid,C,0,,EDM"
run "$RINK" league roster whatif --team EDM --json --db "$DB"
out_has '"to":"BOS"'
run "$RINK" league play whatif --games 60 --quiet --db "$DB"
expect_rc 0
run "$RINK" league play nhl --games 60 --quiet --db "$DB"
run "$RINK" league leaders whatif --team BOS --stat gp --top 40 --csv --db "$DB"
expect_rc 0
out_has "Connor McDavid"
run "$RINK" league compare nhl whatif --sims 40 --no-keep --db "$DB"
expect_rc 0
out_has "whatif"
out_has "Post-season"
run "$RINK" league compare nhl whatif --sims 40 --no-keep --json --db "$DB"
expect_rc 0
out_has '"whatif"'

check "a player out for two games, shown on the roster"
run "$RINK" league roster whatif --team TOR --out "Auston Matthews" --games 2 --db "$DB"
expect_rc 0
out_has "out of TOR's next 2 games"
run "$RINK" league roster whatif --team TOR --db "$DB"
out_has "out 2 more games"

check "the change travels with an export imported again"
run "$RINK" league export whatif "$TMP/w.json" --db "$DB"
expect_rc 0
run "$RINK" league import "$TMP/w.json" --name again --db "$DB"
expect_rc 0
run "$RINK" league roster again --team BOS --csv --db "$DB"
out_has "BOS,Connor McDavid,C,0,,EDM"

check "bad input: one line, nothing changed"
run "$RINK" league roster whatif --team EDM --out "Wayne Gretzky" --db "$DB"
expect_usage_error
err_has "no player 'Wayne Gretzky'"
run "$RINK" league roster whatif --team XYZ --out "Wayne Gretzky" --db "$DB"
expect_usage_error
run "$RINK" league roster whatif --team EDM --trade "Zach Hyman" --to EDM --db "$DB"
expect_usage_error
run "$RINK" league roster whatif --team EDM --trade "Zach Hyman" --db "$DB"
expect_usage_error
run "$RINK" league roster whatif --team EDM --json --db "$DB"
out_lacks "Gretzky"
out_lacks '"to":"EDM"'
run "$RINK" league create cup --game trickshot --params advanced=1,lines=1 --db "$DB"
run "$RINK" league roster cup --team Red --out "Flying Wingers" --db "$DB"
expect_usage_error
err_has "TS-SEASON-03"

check "a person's own Trick Shot draft (TS-SEASON-03/04): the league waits, refuses, keeps"
run "$RINK" league create duel --game trickshot --params advanced=1,lines=1 --player 1=person:Ann --db "$DB"
expect_rc 0
run "$RINK" league record duel Red Blue 2 1 --db "$DB"
expect_rc 0
run "$RINK" league record duel Red Blue 0 0 --decision tie --db "$DB"
expect_rc 0
run "$RINK" league play duel --db "$DB"
expect_rc 0
out_has "Waiting for Red's draft after game 2: rink league move duel --team Red 'return CARD'"
out_has "Cards to return:"
card=$(sed -n 's/^Cards to return: \([0-9]*\) .*/\1/p' "$TMP/out")
kept=$(sed -n 's/^Cards to return: [^,]*, \([0-9]*\) .*/\1/p' "$TMP/out")
[ -n "$card" ] && [ -n "$kept" ] || fail "no cards listed to return"
run "$RINK" league play duel --json --db "$DB"
out_has '"step":"return"'
run "$RINK" league move duel --team Red "take $card" --db "$DB"
expect_usage_error
err_has "returns a card first"
run "$RINK" league move duel --team Blue "return $card" --db "$DB"
expect_usage_error
run "$RINK" league move duel --team Red "return $card" --db "$DB"
expect_rc 0
out_has "Chosen for Red."
out_has "'take CARD'"
take=$(sed -n 's/^Cards to take: \([0-9]*\) .*/\1/p' "$TMP/out")
run "$RINK" league move duel --team Red "take $kept" --db "$DB"
expect_usage_error
err_has "TS-SEASON-04"
run "$RINK" league move duel --team Red "take $take" --db "$DB"
expect_rc 0
out_has "The draft is done"
run "$RINK" league odds duel --sims 20 --no-keep --db "$DB"
expect_rc 0
run "$RINK" league play duel --db "$DB"
out_has "Waiting for Red to move"
run "$RINK" league export duel "$TMP/duel.json" --db "$DB"
run "$RINK" league import "$TMP/duel.json" --name duel2 --db "$DB"
expect_rc 0
run "$RINK" league play duel2 --db "$DB"
out_has "Waiting for Red to move"

finish
