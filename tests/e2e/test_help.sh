#!/bin/sh
# tests/e2e/test_help.sh: help and version of every command; unknown
# commands and options exit 2 with one line on stderr.
. "$(dirname "$0")/lib.sh"

check "rink --help lists every command"
run "$RINK" --help
expect_rc 0
for cmd in play referee lineup arena serve help; do
	grep -qE "^  $cmd " "$TMP/out" || fail "rink --help does not list '$cmd'"
done
out_has "Usage: rink COMMAND"
cp "$TMP/out" "$TMP/main_help"

check "rink -h and rink help print the same list"
run "$RINK" -h
expect_rc 0
same "$TMP/out" "$TMP/main_help" "rink -h and rink --help"
run "$RINK" help
expect_rc 0
same "$TMP/out" "$TMP/main_help" "rink help and rink --help"

check "rink --version / -V"
run "$RINK" --version
expect_rc 0
grep -qE '^rink [0-9]+\.[0-9]+\.[0-9]+$' "$TMP/out" || fail "version line: $(cat "$TMP/out")"
run "$RINK" -V
expect_rc 0
grep -qE '^rink [0-9]' "$TMP/out" || fail "-V prints no version"

check "rink help COMMAND GAME = rink COMMAND GAME --help (a game's own help)"
for game in trickshot actiondeck; do
	run "$RINK" help play "$game"
	expect_rc 0
	out_has "Usage: rink play $game"
	cp "$TMP/out" "$TMP/help_play_$game"
	run "$RINK" play "$game" --help
	same "$TMP/out" "$TMP/help_play_$game" "rink help play $game and rink play $game --help"
done
run "$RINK" help play trickshot extra
expect_usage_error

for cmd in play referee lineup arena; do
	check "rink help $cmd = rink $cmd --help = rink $cmd -h"
	run "$RINK" help "$cmd"
	expect_rc 0
	out_has "Usage: rink $cmd "
	cp "$TMP/out" "$TMP/help_$cmd"
	run "$RINK" "$cmd" --help
	expect_rc 0
	same "$TMP/out" "$TMP/help_$cmd" "rink help $cmd and rink $cmd --help"
	run "$RINK" "$cmd" slapshot -h
	expect_rc 0
	same "$TMP/out" "$TMP/help_$cmd" "rink help $cmd and rink $cmd slapshot -h"
	[ -s "$TMP/err" ] && fail "help wrote to stderr"
done

check "rink play --help names every option"
for opt in --managers --humans --bots --seed --schedule --limits --limit-period \
	--playoff-wins --save --resume --json --delay --level; do
	grep -qF -- "$opt" "$TMP/help_play" || fail "play help lacks $opt"
done
check "rink referee --help names every option"
for opt in --home --away --json --overtime; do
	grep -qF -- "$opt" "$TMP/help_referee" || fail "referee help lacks $opt"
done

check "rink help help"
run "$RINK" help help
expect_rc 0
out_has "Usage: rink help"

check "no command: exit 2, one line"
run "$RINK"
expect_usage_error

check "unknown command: exit 2, one line naming it"
run "$RINK" frobnicate
expect_usage_error
err_has "frobnicate"

check "rink help of an unknown command: exit 2"
run "$RINK" help frobnicate
expect_usage_error
err_has "frobnicate"

check "unknown top-level option: exit 2"
run "$RINK" --frobnicate
expect_usage_error
err_has "--frobnicate"

check "unknown options of commands: exit 2, one line naming the option"
run "$RINK" play slapshot --frobnicate
expect_usage_error
err_has "--frobnicate"
run "$RINK" referee slapshot --frobnicate
expect_usage_error
err_has "--frobnicate"
run "$RINK" play slapshot -x
expect_usage_error
err_has "-x"

finish
