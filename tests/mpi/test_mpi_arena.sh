#!/bin/sh
# tests/mpi/test_mpi_arena.sh: `mpirun -np 2 rink arena ...` (and rink
# balance, rink season --seeds, rink calibrate) prints the bytes one
# process prints (issue 27), text and --json, shards too; a few
# seconds on two cores. Skipped (77) when mpirun is missing or this rink
# was built without MPI (rink --version says "mpi no").
. "$(dirname "$0")/../e2e/lib.sh"

command -v mpirun >/dev/null 2>&1 || { echo "skip: no mpirun"; exit 77; }
"$RINK" --version | grep -q "mpi yes" || { echo "skip: rink built without MPI"; exit 77; }
# two processes on a 2-core machine (or fewer), and root in CI containers
MPIRUN="mpirun -np 2 --oversubscribe"
[ "$(id -u)" -eq 0 ] && MPIRUN="$MPIRUN --allow-run-as-root"
# Open MPI's shared-memory transport wants a writable session folder
TMPDIR=$TMP
export TMPDIR
# containers often forbid the kernel's cross-process copies (CMA) that
# shared memory uses for large messages: plain copies always work
OMPI_MCA_btl_vader_single_copy_mechanism=none
export OMPI_MCA_btl_vader_single_copy_mechanism

for A in "slapshot --bots heuristic,random,random --games 30 --seed 5" \
	"actiondeck --bots heuristic,heuristic:pull=0 --games 400 --mirror --json" \
	"trickshot --bots random,heuristic --games 6 --threads 1"; do
	check "mpirun -np 2 rink arena $A: the single process's bytes"
	run "$RINK" arena $A
	expect_rc 0
	cp "$TMP/out" "$TMP/one"
	run $MPIRUN "$RINK" arena $A
	expect_rc 0
	same "$TMP/one" "$TMP/out"
done

check "a shard under mpirun is the shard of one process"
run "$RINK" arena slapshot --bots heuristic,random --games 20 --shard 2/3
cp "$TMP/out" "$TMP/one"
run $MPIRUN "$RINK" arena slapshot --bots heuristic,random --games 20 --shard 2/3
expect_rc 0
same "$TMP/one" "$TMP/out"

for A in "actiondeck --games 200 --seed 3 --json" \
	"slapshot --games 6 --params managers=2 --vs managers=3"; do
	check "mpirun -np 2 rink balance $A: the single process's bytes"
	run "$RINK" balance $A
	expect_rc 0
	cp "$TMP/out" "$TMP/one"
	run $MPIRUN "$RINK" balance $A
	expect_rc 0
	same "$TMP/one" "$TMP/out"
done

for A in "season actiondeck --seeds 10 --seed 3 --playoffs --json" \
	"season actiondeck --seeds 7 --shard 2/3" \
	"calibrate actiondeck --seeds 5 --no-fit" \
	"calibrate actiondeck --seeds 4 --no-fit --json --shard 1/2"; do
	check "mpirun -np 2 rink $A: the single process's bytes"
	run "$RINK" $A
	expect_rc 0
	cp "$TMP/out" "$TMP/one"
	run $MPIRUN "$RINK" $A
	expect_rc 0
	same "$TMP/one" "$TMP/out"
done

check "a calibration's missing data under mpirun: said once, exit 1"
run $MPIRUN "$RINK" calibrate actiondeck --data "$TMP/none" --seeds 2
[ "$rc" -ne 0 ] || fail "exit status 0"
n=$(grep -c "none/teams.csv" "$TMP/err")
[ "$n" -eq 1 ] || fail "the error is said $n times: $(head -c 300 "$TMP/err")"

check "a bad bot under mpirun: said once, exit 2"
run $MPIRUN "$RINK" arena slapshot --bots genius --games 4
expect_rc 2
n=$(grep -c "no bot 'genius'" "$TMP/err")
[ "$n" -eq 1 ] || fail "the error is said $n times: $(head -c 300 "$TMP/err")"

finish
