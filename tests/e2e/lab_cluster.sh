#!/usr/bin/env bash
# The lab on a cluster (issue 37), simulated on this machine: the README's Slurm array
# script (tools/cluster/lab_array.sbatch) run once per task with the variables Slurm sets,
# the Kubernetes Indexed Job's command (tools/cluster/lab_indexed_job.yaml) once per index
# with JOB_COMPLETION_INDEX, and the README's GNU parallel line (run by a loop when
# parallel is not installed). Each set of shards merges to the byte-identical table of one
# run; a retried shard writes the identical file; merge refuses a missing or repeated
# shard; a bad or half-set variable is refused with its name.
#   lab_cluster.sh CRYPTFORGE CONTENT_DIR SOURCE_DIR WORK_DIR
set -euo pipefail
exe=$1 content=$2 source=$3 work=$4
rm -rf "$work"
mkdir -p "$work/bin"
fail() { echo "lab_cluster: FAILED: $*"; exit 1; }
ln -s "$exe" "$work/bin/cryptforge"   # as an image or a module puts it on the PATH
export PATH="$work/bin:$PATH"
args="--content $content --first-seed 7 --max-depth 2"
runs=16

cryptforge lab --runs "$runs" $args --jobs 1 --csv "$work/one.csv" > /dev/null

# Slurm: an array 1-4, as `sbatch --array=1-4` runs it.
for id in 1 2 3 4; do
  SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_COUNT=4 SLURM_CPUS_PER_TASK=1 \
    CRYPTFORGE=cryptforge LAB_RUNS=$runs LAB_OUT="$work/slurm" LAB_ARGS="$args" \
    bash "$source/tools/cluster/lab_array.sbatch" > /dev/null 2> "$work/slurm-$id.err"
  grep -q "shard $((id - 1))/4 (from SLURM_ARRAY_TASK_ID)" "$work/slurm-$id.err" ||
    fail "task $id did not say its shard: $(cat "$work/slurm-$id.err")"
done
cryptforge lab merge "$work"/slurm/shard-*.csv --csv "$work/slurm.csv" > /dev/null
cmp "$work/one.csv" "$work/slurm.csv" || fail "the Slurm shards merge to another table"

# Kubernetes: the Job's command, once per completion index.
command=$(grep -m1 'exec cryptforge lab' "$source/tools/cluster/lab_indexed_job.yaml" | sed 's/^ *- //')
[ -n "$command" ] || fail "no command in lab_indexed_job.yaml"
mkdir -p "$work/k8s"
for index in 0 1 2 3 4 5 6 7; do
  JOB_COMPLETION_INDEX=$index LAB_RUNS=$runs LAB_OUT="$work/k8s" LAB_ARGS="$args --jobs 1" \
    sh -c "$command" > /dev/null 2>&1 || fail "index $index: $command"
done
cryptforge lab merge "$work"/k8s/shard-*.csv --csv "$work/k8s.csv" > /dev/null
cmp "$work/one.csv" "$work/k8s.csv" || fail "the Indexed Job's shards merge to another table"
# A retried pod writes the identical file.
JOB_COMPLETION_INDEX=5 LAB_RUNS=$runs LAB_OUT="$work" LAB_ARGS="$args --jobs 1" \
  sh -c "$command" > /dev/null 2>&1
cmp "$work/shard-5.csv" "$work/k8s/shard-5.csv" || fail "a retried shard wrote another file"

# GNU parallel, as the README gives it.
mkdir -p "$work/parallel"
if command -v parallel > /dev/null; then
  parallel -j 2 cryptforge lab --runs "$runs" $args --jobs 1 --shard {}/3 \
    --csv "$work/parallel/shard-{}.csv" ::: 0 1 2 > /dev/null
else
  for i in 0 1 2; do
    cryptforge lab --runs "$runs" $args --jobs 1 --shard "$i/3" --csv "$work/parallel/shard-$i.csv" > /dev/null
  done
fi
cryptforge lab merge "$work"/parallel/shard-*.csv --csv "$work/parallel.csv" > /dev/null
cmp "$work/one.csv" "$work/parallel.csv" || fail "the parallel shards merge to another table"

# Refusals: a shard missing, a shard twice, a half-set array, a bad index.
refused() {  # WHAT EXPECTED-TEXT COMMAND...
  local what=$1 text=$2; shift 2
  if "$@" > "$work/out.txt" 2>&1; then fail "$what was accepted"; fi
  grep -q -- "$text" "$work/out.txt" || fail "$what: expected '$text', got: $(cat "$work/out.txt")"
}
refused "a missing shard" "shard 1/3 is missing" \
  cryptforge lab merge "$work/parallel/shard-0.csv" "$work/parallel/shard-2.csv"
refused "a shard twice" "shard 2/3 is given twice" cryptforge lab merge "$work"/parallel/shard-*.csv \
  "$work/parallel/shard-2.csv"
refused "an array without its count" "SLURM_ARRAY_TASK_COUNT is not" \
  env SLURM_ARRAY_TASK_ID=2 cryptforge lab --runs 4 $args
refused "an index without --shard-count" "give --shard-count" \
  env JOB_COMPLETION_INDEX=1 cryptforge lab --runs 4 $args
refused "an index past the count" "I below N" \
  env JOB_COMPLETION_INDEX=9 cryptforge lab --runs 4 $args --shard-count 8
refused "a bad variable" "SLURM_ARRAY_TASK_ID is 'x'" \
  env SLURM_ARRAY_TASK_ID=x SLURM_ARRAY_TASK_COUNT=4 cryptforge lab --runs 4 $args
echo "lab_cluster: Slurm, Kubernetes and parallel shards each merge to the one-run table"
