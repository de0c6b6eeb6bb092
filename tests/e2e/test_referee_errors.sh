#!/bin/sh
# tests/e2e/test_referee_errors.sh: every bad input to `rink referee` exits
# 2 with one clear line on stderr (naming the card and the team) and
# nothing on stdout.
. "$(dirname "$0")/lib.sh"

H="Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick"
A="Cheap Skate,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Stu Late"

# bad WHAT EXPECTED... -- ARGS: the referee refuses ARGS with one line that
# contains every EXPECTED fragment.
bad() {
	check "$1"
	shift
	_n=0
	while [ "$1" != "--" ]; do
		_n=$((_n + 1))
		eval "_want$_n=\$1"
		shift
	done
	shift
	run "$RINK" referee "$@"
	expect_usage_error
	_i=1
	while [ "$_i" -le "$_n" ]; do
		eval "err_has \"\$_want$_i\""
		_i=$((_i + 1))
	done
}

bad "five cards" "home line-up" "5 cards" -- \
	slapshot --home "Superstar,The Iceman,Slash Gordon,El Bos,Antoni Zamboni" --away "$A"
bad "seven cards" "away line-up" "more than six" -- \
	slapshot --home "$H" --away "$A,Fat Trick"
bad "unknown card, home" "home line-up" "unknown card 'Wayne Gretzky'" -- \
	slapshot --home "Superstar,The Iceman,Wayne Gretzky,El Bos,Antoni Zamboni,Moby Stick" --away "$A"
bad "unknown card, away" "away line-up" "unknown card 'Nobody'" -- \
	slapshot --home "$H" --away "Cheap Skate,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Nobody"
bad "a card twice in one line-up" "away line-up" "Ian Jury twice" -- \
	slapshot --home "$H" --away "Cheap Skate,Ian Jury,ian jury,Le Goon,Tiny Tim,Stu Late"
bad "a card on both teams" "Superstar" "both teams" -- \
	slapshot --home "$H" --away "Superstar,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Stu Late"
bad "four forwards" "home line-up" "4 forwards" "Fast Eddy" -- \
	slapshot --home "Superstar,The Iceman,Slash Gordon,Fast Eddy,Antoni Zamboni,Moby Stick" --away "$A"
bad "three defensemen" "away line-up" "3 defensemen" "Tiny Tim is one defenseman too many" -- \
	slapshot --home "$H" --away "Cheap Skate,Ian Jury,Moose,Le Goon,Tiny Tim,Stu Late"
bad "two goalies" "home line-up" "2 goalies" "Moby Stick" -- \
	slapshot --home "Superstar,The Iceman,Slash Gordon,El Bos,Stu Late,Moby Stick" --away "Cheap Skate,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Bo Legs"
bad "no goalie" "away line-up" "0 goalies" -- \
	slapshot --home "$H" --away "Cheap Skate,Ian Jury,Billy the Skid,Le Goon,Tiny Tim,Fat Trick"
bad "an empty name" "home line-up" "empty card name" -- \
	slapshot --home "Superstar,,Slash Gordon,El Bos,Antoni Zamboni,Moby Stick" --away "$A"
bad "an empty line-up" "away line-up" -- \
	slapshot --home "$H" --away ""
bad "--home missing" "--home" -- slapshot --away "$A"
bad "--away missing" "--away" -- slapshot --home "$H"
bad "--home without a value" "--home" "needs a value" -- slapshot --away "$A" --home
bad "no game named" "which game" -- --home "$H" --away "$A"
bad "unknown game" "unknown game 'chess'" -- chess --home "$H" --away "$A"
bad "a stray argument" "unexpected argument 'extra'" -- slapshot extra --home "$H" --away "$A"
bad "unknown option" "--colour" -- slapshot --home "$H" --away "$A" --colour
bad "a value given to a flag" "--json" -- slapshot --home "$H" --away "$A" --json=yes

finish
