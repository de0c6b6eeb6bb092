#!/bin/sh
# tests/e2e/test_season_seeds.sh: `rink season actiondeck --seeds N` and
# `rink calibrate` as pooled studies (issue 27): the same bytes on any
# number of threads and from shards merged by `rink merge`; --seeds 1 is
# the lone season of that seed; progress on a terminal only; bad input one
# line. mpirun is tests/mpi/test_mpi_arena.sh's.
. "$(dirname "$0")/lib.sh"

A="season actiondeck --seeds 12 --seed 4 --playoffs"
check "--seeds: one thread and two print the same bytes (text and --json)"
run "$RINK" $A --threads 1
expect_rc 0
[ -s "$TMP/err" ] && fail "stderr on a pipe: $(head -c 200 "$TMP/err")"
cp "$TMP/out" "$TMP/one"
out_has "12 seasons of 656 games, seeds 4, 5, ..."
out_has "playoffs (95%)"
run "$RINK" $A --threads 2
same "$TMP/one" "$TMP/out"
run "$RINK" $A --json --threads 1
expect_rc 0
cp "$TMP/out" "$TMP/one.json"
run "$RINK" $A --json --threads 2
same "$TMP/one.json" "$TMP/out"

check "--seeds 1 is the lone season of the seed: the same points"
run "$RINK" season actiondeck --seed 4 --json
cp "$TMP/out" "$TMP/lone.json"
run "$RINK" season actiondeck --seed 4 --seeds 1 --json
expect_rc 0
if have_python; then
	python3 - "$TMP/lone.json" "$TMP/out" <<'PY' || fail "points differ from the lone season"
import json, sys
lone = json.load(open(sys.argv[1]))
many = json.load(open(sys.argv[2]))
pts = {r["team"]: r["pts"] for r in lone["standings"]}
assert many["seasons"] == 1 and many["seed"] == "4", many
for t in many["teams"]:
    assert t["points"] == pts[t["team"]], (t, pts[t["team"]])
    assert "title" not in t  # no --playoffs
assert len(many["teams"]) == len(pts)
PY
fi

check "--seeds --shard K/N: three parts merged in any order, text and --json"
for k in 1 2 3; do
	run "$RINK" $A --shard $k/3
	expect_rc 0
	cp "$TMP/out" "$TMP/s$k.json"
done
out_has '"format":"rink-season-shard"'
run "$RINK" merge "$TMP/s3.json" "$TMP/s1.json" "$TMP/s2.json"
expect_rc 0
same "$TMP/one" "$TMP/out"
run "$RINK" merge --json "$TMP/s2.json" "$TMP/s3.json" "$TMP/s1.json"
same "$TMP/one.json" "$TMP/out"
run "$RINK" merge "$TMP/s1.json" "$TMP/s2.json"
expect_rc 1
err_has "part 3/3 is missing"
run "$RINK" season actiondeck --seeds 12 --seed 5 --playoffs --shard 3/3
cp "$TMP/out" "$TMP/other.json"
run "$RINK" merge "$TMP/s1.json" "$TMP/s2.json" "$TMP/other.json"
expect_rc 1
err_has "another season study"
run "$RINK" merge --svg "$TMP/x.svg" "$TMP/s1.json" "$TMP/s2.json" "$TMP/s3.json"
expect_usage_error

check "scripts/slurm-arena.sh with RINK_COMMAND=season: three array tasks, merged"
for id in 1 2 3; do
	(cd "$TMP" && RINK_COMMAND=season RINK_PARTS="$TMP/parts" SLURM_ARRAY_TASK_ID=$id \
		SLURM_ARRAY_TASK_COUNT=3 SLURM_CPUS_PER_TASK=1 \
		sh "$E2E_DIR/../../scripts/slurm-arena.sh" actiondeck --seeds 12 --seed 4 \
		--playoffs) </dev/null || fail "task $id"
done
run "$RINK" merge "$TMP"/parts/part-*.json
expect_rc 0
same "$TMP/one" "$TMP/out"

check "calibrate --shard K/N: two parts merged give the single run's bytes"
C="calibrate actiondeck --seeds 5 --no-fit"
run "$RINK" $C
expect_rc 0
cp "$TMP/out" "$TMP/cal"
run "$RINK" $C --json --threads 1
cp "$TMP/out" "$TMP/cal.json"
run "$RINK" $C --json --threads 2
same "$TMP/cal.json" "$TMP/out"
run "$RINK" $C --shard 2/2
expect_rc 0
cp "$TMP/out" "$TMP/c2.json"
out_has '"format":"rink-calibrate-shard"'
run "$RINK" $C --shard 1/2
cp "$TMP/out" "$TMP/c1.json"
run "$RINK" merge "$TMP/c2.json" "$TMP/c1.json"
expect_rc 0
same "$TMP/cal" "$TMP/out"
run "$RINK" merge --json "$TMP/c1.json" "$TMP/c2.json"
same "$TMP/cal.json" "$TMP/out"
run "$RINK" merge "$TMP/c1.json" "$TMP/s2.json"
expect_rc 1
err_has "not a part of the same kind"

check "bad input: one line, nothing else"
for bad in "--seeds 0" "--seeds x" "--seeds 5 --shard 6/5" "--seeds 3 --shard 0/2" \
	"--threads 2" "--shard 1/2" "--seeds 2 --threads 0"; do
	run "$RINK" season actiondeck $bad
	expect_usage_error
done
run "$RINK" calibrate actiondeck --seeds 3 --no-fit --shard 4/4
expect_usage_error
err_has "only 3 pieces"
run "$RINK" calibrate actiondeck --shard 2
expect_usage_error
err_has "expected K/N"

if command -v script >/dev/null 2>&1; then
	check "on a terminal: a progress bar on stderr; --quiet: none"
	script -qec "'$RINK' season actiondeck --seeds 40 --threads 1 >/dev/null" \
		/dev/null >"$TMP/tty" 2>&1 </dev/null
	grep -q '%' "$TMP/tty" || fail "no progress bar: $(head -c 200 "$TMP/tty")"
	script -qec "'$RINK' season actiondeck --seeds 40 --quiet >/dev/null" \
		/dev/null >"$TMP/tty" 2>&1 </dev/null
	[ -s "$TMP/tty" ] && fail "--quiet printed: $(head -c 200 "$TMP/tty")"
	script -qec "'$RINK' calibrate actiondeck --seeds 6 --no-fit --quiet >/dev/null" \
		/dev/null >"$TMP/tty" 2>&1 </dev/null
	[ -s "$TMP/tty" ] && fail "calibrate --quiet printed: $(head -c 200 "$TMP/tty")"
fi

finish
