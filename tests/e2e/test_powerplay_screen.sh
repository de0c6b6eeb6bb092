#!/bin/sh
# tests/e2e/test_powerplay_screen.sh: issue 25, points 7 and 8, at the
# prompt of `rink play powerplay`. The team variant: every free team's
# players shown before the choice, `field A,B,C,D,E,F` in one line (one bad
# card fields none), the sheet printed once while fielding card by card,
# the game line after a game says it is over, the injured players' rest
# told. Power Play: `hint` at `play CARD` (the card-by-card solver), the
# managers named in each face-off (no "Home 0, away 0" without home ice),
# the sheet's games from each manager's side, oldest first.
. "$(dirname "$0")/lib.sh"

TV="$RINK play powerplay --team-variant --seed 3 --managers 3 --bots random"

check "team variant: the free teams' players before the choice"
run_in 'team pucks\n' $TV
expect_rc 0
out_has "Teams to choose from (5 forwards, 3 defenders, 2 goalies each; F, D, G and"
grep -q '^  pucks      Superstar F11, Blue Liner F7, Hat Trick Harry F6, Puck Chaser F5$' "$TMP/out" ||
	fail "the pucks' players are not listed"
grep -q '^  monsters   Werewolf F9, ' "$TMP/out" || fail "the monsters are not listed"
grep -q '^             Willy Winzig D2\*, ' "$TMP/out" || fail "a special player is not marked"
out_lacks "  skates " # taken by manager 3 before manager 1 chooses
# a face-off of the bots' game names both managers
out_has "1. Werewolf 9 vs Stu Still 0 (goalie): goalie: blocked. Manager 2 0, manager 3 0"
out_lacks ", away 0"
out_has "Manager 2 rests Blob, injured (the injured rest first)"

check "team variant: field A,B,C,D,E,F in one line; one bad card fields none"
run_in 'team pucks\ngame 2\nfield Superstar,Blue Liner,Nobody\nfield Superstar\nfield Superstar, Blue Liner\nfield Blue Liner, Hat Trick Harry, Iron Mike, Stay-at-Home Sam, Brick Wall\nhint\n' $TV
expect_rc 0
out_has "error: card 3 of the list: unknown card 'Nobody'; nothing fielded"
out_has "error: card 1 of the list: 'field Superstar' is not legal now: Superstar is fielded already; nothing fielded"
out_has "field CARD[,CARD...] ("
# the sheet: once on the game's screen, not again after each card fielded
before=$(sed -n '/^manager 1> field Superstar$/q;p' "$TMP/out" | grep -c "^Scorekeeper's sheet")
after=$(sed -n '/^manager 1> field Superstar$/,$p' "$TMP/out" | grep -c "^Scorekeeper's sheet")
[ "$after" -eq 1 ] || fail "the sheet was printed $after times after the first card fielded (once: the game)"
[ "$before" -ge 1 ] || fail "no sheet before fielding"
out_has "Fielded for this game:"
out_has "Game: manager 3 challenged manager 1; regulation, round 1; manager 1 0, manager 3 0"
out_has "(or: moves, help, hint, quit)"
out_has "Chance of winning this game:"
grep -q '^ *[0-9]*%  play Superstar$' "$TMP/out" || fail "the hint names no card to play"

check "team variant: after a game, the game line says it is over; the injured rest told"
input='team pucks\ngame 2\nfield Superstar,Blue Liner,Hat Trick Harry,Iron Mike,Stay-at-Home Sam,Brick Wall\n'
input="${input}play Superstar\nplay Blue Liner\nplay Hat Trick Harry\nplay Iron Mike\nplay Stay-at-Home Sam\nplay Brick Wall\nsub Sieve\n"
input="${input}play Superstar\n"
run_in "$input" $TV
expect_rc 0
out_has "Game: manager 3 challenged manager 1; regulation over, tied 2-2 (manager 1 - manager 3); sudden death next"
out_has "Manager 1 beats manager 3 3-2 in sudden death"
out_has "Manager 1 rests Brick Wall, injured (the injured rest first)"
out_has "Manager 1 rests Superstar, injured (the injured rest first)"
out_has "Game: manager 3 challenged manager 1; over; each rests three of the players he used"
out_lacks "round 7"
# the sheet, each manager's games from his side, oldest first
out_has "  1 Manager 1 (Team 1) (you)  2 wins  goals 3-2: W 0-0 v 2* forfeit, W 3-2 v 3 SD"
out_has "  3 Manager 3 (Team 3)  1 win   goals 6-6: W 3-0 v 2*, L 1-3 v 2, L 2-3 v 1* SD"

check "Power Play: hint at play CARD"
run_in 'draw goalie\ndraw defence\ndraw forward\ndraw forward\ndraw forward\ndraw defender\ngame 2\nhint\n' \
	"$RINK" play powerplay --seed 3 --managers 3 --bots random
expect_rc 0
out_lacks "advises Slapshot line-ups only"
out_has "Chance of winning this game:"
out_has "average over 16 random deals of what you cannot see"
[ "$(grep -c '^ *[0-9]*%  play ' "$TMP/out")" -ge 2 ] || fail "the hint lists no mix of cards"
run_in 'draw goalie\nhint\n' "$RINK" play powerplay --seed 3 --managers 3 --bots random
out_has "hint: advice is for a manager choosing a card in a game"

finish
