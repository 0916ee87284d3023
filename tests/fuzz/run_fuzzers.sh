#!/usr/bin/env bash
# Fuzzes every libFuzzer target of a CRYPTFORGE_FUZZ build for a fixed time, JOBS targets
# at once (each fuzzer is one process on one core), each from its seed corpus and with its
# dictionary when it has one. New inputs and crash files go under BUILD/fuzz-work/, never
# into the repository's corpus. Fails when any target finds a crash, a leak or a timeout.
# Usage: run_fuzzers.sh SOURCE_DIR BUILD_DIR SECONDS JOBS
set -uo pipefail
source_dir=$1 build=$2 seconds=$3 jobs=$4
targets=(content replay prefab save config api)

fuzz_one() {
    local target=$1
    local work="$build/fuzz-work/$target"
    mkdir -p "$work/corpus" "$work/artifacts"
    local dict=()
    if [ -f "$source_dir/tests/fuzz/dict/$target.dict" ]; then
        dict=("-dict=$source_dir/tests/fuzz/dict/$target.dict")
    fi
    "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 "-artifact_prefix=$work/artifacts/" "${dict[@]}" \
        "$work/corpus" "$source_dir/tests/fuzz/corpus/$target" > "$work/log.txt" 2>&1
}

for target in "${targets[@]}"; do
    if [ ! -x "$build/tests/fuzz/fuzz_$target" ]; then
        echo "run_fuzzers.sh: $build/tests/fuzz/fuzz_$target is missing" >&2
        exit 1
    fi
    rm -f "$build/fuzz-work/$target/rc"
done
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n
        running=$((running - 1))
    fi
    (
        fuzz_one "$target"
        echo $? > "$build/fuzz-work/$target/rc"
    ) &
    running=$((running + 1))
done
wait
failed=0
for target in "${targets[@]}"; do
    log="$build/fuzz-work/$target/log.txt"
    if [ "$(cat "$build/fuzz-work/$target/rc" 2>/dev/null)" = 0 ]; then
        runs=$(awk '/^stat::number_of_executed_units/ {print $2}' "$log")
        echo "fuzz_$target: $runs inputs in $seconds s, nothing found"
    else
        failed=1
        echo "fuzz_$target FAILED; the end of $log:" >&2
        tail -n 40 "$log" >&2
    fi
done
exit "$failed"
