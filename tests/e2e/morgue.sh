#!/usr/bin/env bash
# A death leaves a record worth keeping: a troll that hits for 100 kills the player on the
# first turn; then
#  - the morgue file beside the save tells the cause, the date, the content and its hash,
#    the pack with what was worn, the final floor as text and how to replay the game;
#  - save.yaml.bak holds the final world (the dead player), not the last autosave;
#  - the recording the morgue names replays headless to the same death.
#   morgue.sh CRYPTFORGE CONTENT_DIR WORK_DIR
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb morgue "$work" "$@"

cp -r "$content" "$work/content"
sed -i '/^troll:/,/^[a-z]/ s/^    power: [0-9]*$/    power: 100/' "$work/content/actors.yaml"
grep -A12 '^troll:' "$work/content/actors.yaml" | grep -q 'power: 100' || { echo "morgue: could not arm the troll"; exit 1; }
printf 'legend:\n  "T": {tile: floor, entity: troll}\nrows:\n  - "#######"\n  - "#@T..>#"\n  - "#######"\n' >"$work/map.yaml"
saves="$work/data/cryptforge"
log="$work/stderr.txt"

start_app "$exe" --content "$work/content" --map "$work/map.yaml" --seed 9 2>"$log"
xdotool search --sync --pid "$app" >/dev/null
xdotool mousemove 5 5
wait_line 'watching'

xdotool key period
morgue=""
for _ in $(seq 600); do
    morgue=$(ls "$saves"/morgue-9-turn*.txt 2>/dev/null | head -1 || true)
    [ -n "$morgue" ] && break
    kill -0 "$app" 2>/dev/null || fail "the game exited before the morgue was written"
    sleep 0.1
done
[ -n "$morgue" ] || fail "no morgue file within a minute"
xdotool key ctrl+q
trap - EXIT
status=0; wait "$app" || status=$?
[ "$status" = 0 ] || fail "the game exited with $status"

for want in 'Killed by a Troll on depth 1, turn 1.' '^Date: [0-9-]* [0-9:]* UTC$' \
            "^Content: content ($work/content), hash [0-9a-f]\{16\}$" \
            '^Inventory (2 items of 26):$' '  a  Dagger (on weapon)$' \
            '^The final floor (depth 1):$' '  #@T··>#$' '^Replay: cryptforge --replay '; do
    grep -q -- "$want" "$morgue" || { cat "$morgue"; fail "the morgue lacks '$want'"; }
done
[ ! -e "$saves/save.yaml" ] || fail "a dead game's save was left to continue"
grep -q '^status: dead$' "$saves/save.yaml.bak" || fail "save.yaml.bak is not the final world"

recording=$(sed -n 's/^Replay: cryptforge --replay //p' "$morgue")
[ -f "$recording" ] || fail "the recording $recording named by the morgue is missing"
"$exe" --headless --replay "$recording" --save "$work/other-save.yaml" --dump-state "$work/dump.yaml" \
    >"$work/replay.txt" 2>&1 || { cat "$work/replay.txt"; fail "the recording does not replay"; }
grep -q '^status: dead$' "$work/dump.yaml" || fail "the replay does not end in the death"
echo "morgue: ok"
