#!/bin/sh
# tests/e2e/test_refusals.sh: issue 25, point 6. A move that is not legal
# now is refused with the rule that forbids it, in one line, at the prompt
# of `rink play` in Slapshot and Power Play (Trick Shot's and Action Deck's
# refusals: tests/unit/test_core.c, test_every_refusal_says_why, which
# checks every game's every typed refusal). `draw defence` is `draw defense`.
. "$(dirname "$0")/lib.sh"

check "Slapshot: setup and turn refusals name their rule; draw defence"
run_in 'game 2\ndraw goalie\ndraw goalie\ndraw defence\ndraw forward\ndraw forward\ndraw forward\ndraw defense\ndraft Superstar\ngame 1\npass\ntrade 2 3\ngive Friar\ngive Hy Stick\n' \
	"$RINK" play slapshot --seed 3 --bots random
expect_rc 0
out_has "error: 'game 2' is not legal now: the teams are still being drawn, one card a draw (Starting Play 2); draw forward, defense or goalie"
out_has "error: 'draw goalie' is not legal now: your team already has its goalie, and a team is 3 forwards, 2 defensemen and 1 goalie (Teams; Starting Play 2)"
out_has "Manager 1 draws a defense: Cheap Shot"
out_lacks "draw what?"
out_has "error: 'draft Superstar' is not legal now: Superstar is not on your team, and you draft only a card of your own team (Turns 2)"
out_has "error: 'game 1' is not legal now: you challenge another manager, not yourself (Turns 3)"
out_has "error: 'pass' is not legal now: each turn you trade, draft or play a game (Turns); pass is only for a manager who can do none of them"
# the card just taken, named by a prefix, is that card (it was "unknown card")
out_has "Trade: you took Friar Puck from manager 2"
out_has "error: 'give Friar Puck' is not legal now: you may not give back the card you just took, Friar Puck (Turns 1); give back one of your own defensemen"
out_lacks "unknown card"
out_has "Manager 1 trades with manager 2: takes Friar Puck, gives Hy Stick"
errors_reprompt
[ "$(grep -c '^error: ' "$TMP/out")" -eq 6 ] || fail "expected 6 error lines"

check "Power Play: the season play rule, the card just drawn in a trade, draw defence"
run_in 'draw goalie\ndraw defence\ndraw forward\ndraw forward\ndraw forward\ndraw defender\ngame 2\nplay Knuckles\nplay Wrist Shot Walt\nplay Unicorn\nplay Big Dipper\nplay Blob\nplay Sphinx\ngame 2\ndraft Superstar\ntrade 2 1\ngive Puck\ngive Blob\n' \
	"$RINK" play powerplay --seed 3 --managers 3 --bots random
expect_rc 0
out_has "Manager 1 picks a defense: Blob"
out_has "error: 'game 2' is not legal now: you have initiated 1 game against manager 2, and another waits until you have initiated 1 against every other manager (the Season Play Rule); challenge manager 3 first"
out_has "error: 'draft Superstar' is not legal now: Superstar is not on your team, and you draft only a player of your own team (Draft)"
out_has "error: 'give Puck Chaser' is not legal now: you cannot return the player you just drew, Puck Chaser (Trade); give back one of your own forwards"
out_has "error: 'give Blob' is not legal now: you took a forward, so you give back a forward, the same type (Trade)"
errors_reprompt

check "Power Play team variant: a fourth forward, a card fielded twice, a mask team"
run_in 'team mask\nteam pucks\ngame 2\nfield Superstar\nfield Blue Liner\nfield Hat Trick Harry\nfield Puck Chaser\nfield Superstar\n' \
	"$RINK" play powerplay --team-variant --seed 3 --managers 3 --bots random
expect_rc 0
out_has "error: 'team mask' is not legal now: the mask cards are drawn at random, one a manager, not chosen (Team Variant Rules)"
out_has "error: 'field Puck Chaser' is not legal now: you have fielded your 3 forwards, and a team is 3 forwards, 2 defenders and 1 goalie (Team Variant Rules); field a player of another type"
out_has "error: 'field Superstar' is not legal now: Superstar is fielded already"
errors_reprompt

finish
