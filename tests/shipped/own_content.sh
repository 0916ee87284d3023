#!/usr/bin/env bash
# Proves that the test suites own their content: every number of the shipped game in
# content/ is changed (fighter stats, XP, speeds, item and effect amounts, spawn weights),
# in every YAML file at any depth (actors/orcs.yaml as well as settings.yaml), then the
# unit suites run again and must stay green. content/ is put back however this ends.
# Usage: own_content.sh REPO_ROOT TEST_BINARY...      (each binary runs whole)
#        own_content.sh REPO_ROOT --run COMMAND...    (one command, e.g. CI's whole ctest
#                                                     run but the tests of content/ itself)
set -euo pipefail
repo=$1; shift
content="$repo/content"
backup=$(mktemp -d)
cp -pR "$content/." "$backup/"
restore() { cp -pR "$backup/." "$content/"; rm -rf "$backup"; }
trap restore EXIT INT TERM HUP

# Every "key: N" value one higher, at any depth and in list entries ("- damage: 3");
# a spawn table's depth keys stay: they are numbers, not names. Some values may now be
# out of range, which must not matter either.
files=()
while IFS= read -r -d '' f; do files+=("${f#"$content"/}"); done \
    < <(find "$content" -name '*.yaml' -type f -print0)
if [ "${#files[@]}" -eq 0 ]; then
    echo "own_content.sh: no YAML file under $content" >&2
    exit 1
fi
for rel in "${files[@]}"; do
    awk '{ if (match($0, /^ *(- )?[a-z_]+: [0-9]+$/)) { n = split($0, p, ": "); print p[1] ": " p[2] + 1 } else print }' \
        "$backup/$rel" > "$content/$rel"
done
# The perturbation must reach the monsters, wherever they are defined.
actor_changed=0
for rel in "${files[@]}"; do
    case "$rel" in
        actors.yaml | actors/*)
            cmp -s "$backup/$rel" "$content/$rel" || actor_changed=1 ;;
    esac
done
if [ "$actor_changed" -eq 0 ]; then
    echo "own_content.sh: the perturbation changed no actor definition" >&2
    exit 1
fi
echo "own_content.sh: perturbed ${#files[@]} files of content/" >&2
if [ "${1-}" = --run ]; then
    shift
    status=0
    "$@" || status=$?
    exit $status
fi
status=0
for suite in "$@"; do
    "$suite" --gtest_brief=1 || status=1
done
exit $status
