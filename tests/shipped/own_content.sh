#!/usr/bin/env bash
# Proves that the test suites own their content: every number of the shipped game in
# content/ is changed (fighter stats, XP, item amounts, spawn weights), then the unit
# suites run again and must stay green. content/ is put back however this ends.
# Usage: own_content.sh REPO_ROOT TEST_BINARY...
set -euo pipefail
repo=$1; shift
content="$repo/content"
backup=$(mktemp -d)
cp -p "$content"/*.yaml "$backup"/
restore() { cp -p "$backup"/*.yaml "$content"/; rm -rf "$backup"; }
trap restore EXIT INT TERM HUP

# Every "key: N" value one higher, at any depth (a spawn table's depth keys stay: they
# are numbers, not names); some may now be out of range, which must not matter either.
for f in "$content"/*.yaml; do
    awk '{ if (match($0, /^ *[a-z_]+: [0-9]+$/)) { n = split($0, p, ": "); print p[1] ": " p[2] + 1 } else print }' \
        "$backup/$(basename "$f")" > "$f"
done
if cmp -s "$backup/actors.yaml" "$content/actors.yaml"; then
    echo "own_content.sh: the perturbation changed nothing in actors.yaml" >&2
    exit 1
fi
status=0
for suite in "$@"; do
    "$suite" --gtest_brief=1 || status=1
done
exit $status
