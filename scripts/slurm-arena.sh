#!/bin/sh
# scripts/slurm-arena.sh: a `rink arena` as a Slurm job array, one part
# (--shard K/N) per array task, each task on the cores of one node; then
# `rink merge` adds the parts up into the report one run would print.
#
#   mkdir -p parts
#   jid=$(sbatch --parsable --array=1-8 scripts/slurm-arena.sh \
#         slapshot --bots heuristic,random --games 100000)
#   sbatch --dependency=afterok:$jid --wrap "rink merge parts/part-*.json >report.txt"
#
# Anything after the script's name is `rink arena`'s arguments (not
# --shard, which the script adds). Environment: RINK (the rink command,
# default rink on PATH), RINK_PARTS (the folder of the parts, default
# parts), RINK_COMMAND (default arena; balance, season or calibrate take
# the same --shard, --threads and --quiet:
#   RINK_COMMAND=season sbatch --array=1-8 scripts/slurm-arena.sh \
#         actiondeck --seeds 100000 --playoffs). A task's part is written under a temporary name and renamed when
# complete, so a part that is there is whole. Run by hand (no Slurm), set
# SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT yourself.
#SBATCH --job-name=rink-arena
#SBATCH --nodes=1
#SBATCH --ntasks=1
#SBATCH --cpus-per-task=16
#SBATCH --output=rink-arena-%A_%a.log
set -eu

: "${SLURM_ARRAY_TASK_ID:?run me as a job array: sbatch --array=1-N $0 GAME --bots ...}"
N=${SLURM_ARRAY_TASK_COUNT:?run me as a job array: sbatch --array=1-N $0 GAME --bots ...}
# task ids may start anywhere (--array=0-7): K counts from 1
K=$((SLURM_ARRAY_TASK_ID - ${SLURM_ARRAY_TASK_MIN:-1} + 1))
RINK=${RINK:-rink}
PARTS=${RINK_PARTS:-parts}
mkdir -p "$PARTS"
set -- "$@" --quiet --shard "$K/$N"
# the cores Slurm gave the task (rink would otherwise count the node's)
if [ -n "${SLURM_CPUS_PER_TASK:-}" ]; then
	set -- "$@" --threads "$SLURM_CPUS_PER_TASK"
fi
"$RINK" "${RINK_COMMAND:-arena}" "$@" >"$PARTS/part-$K.json.tmp"
mv "$PARTS/part-$K.json.tmp" "$PARTS/part-$K.json"
