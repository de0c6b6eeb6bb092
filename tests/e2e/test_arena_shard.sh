#!/bin/sh
# tests/e2e/test_arena_shard.sh: `rink arena --shard K/N` and `rink merge`
# (issue 27): the parts of an arena, merged, print the very bytes one run
# prints, text and --json; a progress bar on a terminal only, and none
# with --quiet.
. "$(dirname "$0")/lib.sh"

A="slapshot --bots heuristic,random,random --games 40 --seed 7"
check "three shards merged, in any order, give the single run's report"
run "$RINK" arena $A
expect_rc 0
cp "$TMP/out" "$TMP/one"

for k in 1 2 3; do
	run "$RINK" arena $A --shard $k/3 --threads 2
	expect_rc 0
	[ -s "$TMP/err" ] && fail "stderr on a pipe: $(head -c 200 "$TMP/err")"
	cp "$TMP/out" "$TMP/part$k.json"
done
out_has '"format":"rink-arena-shard"'
run "$RINK" merge "$TMP/part2.json" "$TMP/part3.json" "$TMP/part1.json"
expect_rc 0
same "$TMP/one" "$TMP/out"

check "--json: the merged report is the single run's JSON"
run "$RINK" arena $A --json
cp "$TMP/out" "$TMP/one.json"
run "$RINK" merge --json "$TMP/part1.json" "$TMP/part2.json" "$TMP/part3.json"
expect_rc 0
same "$TMP/one.json" "$TMP/out"

check "Action Deck, mirrored, ties: seven shards of 700 games"
B="actiondeck --bots heuristic,heuristic:pull=0 --games 700 --mirror --json"
run "$RINK" arena $B
expect_rc 0
cp "$TMP/out" "$TMP/ad"
files=""
for k in 1 2 3 4 5 6 7; do
	"$RINK" arena $B --shard $k/7 >"$TMP/ad$k.json" </dev/null || fail "shard $k/7"
	files="$files $TMP/ad$k.json"
done
run "$RINK" merge --json $files
same "$TMP/ad" "$TMP/out"

check "scripts/slurm-arena.sh: three array tasks (ids 0-2), merged"
for id in 0 1 2; do
	(cd "$TMP" && RINK_PARTS="$TMP/parts" SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=0 \
		SLURM_ARRAY_TASK_COUNT=3 SLURM_CPUS_PER_TASK=1 \
		sh "$E2E_DIR/../../scripts/slurm-arena.sh" $A) </dev/null || fail "task $id"
done
run "$RINK" merge "$TMP"/parts/part-*.json
expect_rc 0
same "$TMP/one" "$TMP/out"

check "a part missing, twice or of another arena: one line, exit 1"
run "$RINK" merge "$TMP/part1.json" "$TMP/part2.json"
expect_rc 1
err_has "part 3/3 is missing"
run "$RINK" merge "$TMP/part1.json" "$TMP/part1.json" "$TMP/part2.json"
expect_rc 1
err_has "twice"
run "$RINK" merge "$TMP/part1.json" "$TMP/ad2.json"
expect_rc 1
err_has "another arena"
printf '{"format": "rink-save"}\n' >"$TMP/bad.json"
run "$RINK" merge "$TMP/bad.json"
expect_rc 1
err_has "bad.json"

check "bad --shard values: usage errors"
for s in 0/3 4/3 3 a/b 1/0 1/3x; do
	run "$RINK" arena $A --shard $s
	expect_usage_error
done
err_has "expected K/N"
run "$RINK" arena slapshot --bots random --games 2 --shard 1/3
expect_usage_error
err_has "only 2 pieces"

if command -v script >/dev/null 2>&1; then
	check "on a terminal: a progress bar on stderr; --quiet: none"
	script -qec "'$RINK' arena actiondeck --bots heuristic --games 20000 --threads 1 >/dev/null" \
		/dev/null >"$TMP/tty" 2>&1 </dev/null
	grep -q '100%\|%' "$TMP/tty" || fail "no progress bar: $(head -c 200 "$TMP/tty")"
	script -qec "'$RINK' arena actiondeck --bots heuristic --games 20000 --quiet >/dev/null" \
		/dev/null >"$TMP/tty" 2>&1 </dev/null
	[ -s "$TMP/tty" ] && fail "--quiet printed: $(head -c 200 "$TMP/tty")"
fi

finish
