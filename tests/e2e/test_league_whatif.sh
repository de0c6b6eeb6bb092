#!/bin/sh
# tests/e2e/test_league_whatif.sh: what-if in a league as a user runs it
# (issue 24, part 3): fork a league, change a roster (an Action Deck trade,
# AD-GAP-50; a player out), play the fork forward and compare the two
# leagues' odds; the change survives export and import; bad input gets one
# line and changes nothing.
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

finish
