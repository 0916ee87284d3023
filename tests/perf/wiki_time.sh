#!/usr/bin/env bash
# How long `cryptforge wiki` takes on the shipped content (the README's goal: under 5 s),
# best of RUNS runs, into a scratch folder; exit 1 when the best is over LIMIT seconds.
#   tests/perf/wiki_time.sh [EXE] [RUNS] [LIMIT]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
exe="${1:-$here/../../build/cryptforge}"
runs="${2:-3}"
limit="${3:-5}"
content="$here/../../content"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
best=""
for ((i = 1; i <= runs; i++)); do
    start=$(date +%s.%N)
    "$exe" wiki --out "$out/wiki" --content "$content" >/dev/null
    end=$(date +%s.%N)
    took=$(echo "$end - $start" | bc -l)
    printf 'run %d: %.2f s\n' "$i" "$took"
    if [[ -z "$best" ]] || (($(echo "$took < $best" | bc -l))); then best=$took; fi
done
files=$(find "$out/wiki" -type f | wc -l)
printf 'wiki of the shipped content: %d files, best %.2f s (limit %s s)\n' "$files" "$best" "$limit"
(($(echo "$best <= $limit" | bc -l)))
