#!/usr/bin/env bash
# Hot reload end to end: the real program runs (under Xvfb) while this script edits its
# content the way other programs do. Usage: live_reload.sh CRYPTFORGE CONTENT_DIR WORK_DIR
#  1. after start-up, actors.yaml is replaced via temp file + rename with the orc's power
#     raised from 3 to 9: the dump must show orcs with power 9 and a "Reloaded" message;
#  2. then actors.yaml is broken by hand: the game keeps the last good values, exits 0.
set -euo pipefail
source "$(dirname "$0")/windowed_game.sh"
start_windowed_game "$1" "$2" "$3" --new-game --seed 2 --frames 450 --dump-state "$3/dump.yaml"
sleep 4
sed 's/^    power: 3$/    power: 9/' "$work/content/actors.yaml" > "$work/content/.actors.yaml.tmp"
mv "$work/content/.actors.yaml.tmp" "$work/content/actors.yaml"
sleep 3
printf 'orc: [this is not\n' >> "$work/content/actors.yaml"
wait $app

fail() { echo "live_reload: $*"; cat "$work/dump.yaml"; exit 1; }
grep -q 'def: orc' "$work/dump.yaml" || fail "no orc on the floor to check"
if grep -A8 'def: orc' "$work/dump.yaml" | grep -q 'power: 3$'; then fail "an orc kept power 3"; fi
grep -A8 'def: orc' "$work/dump.yaml" | grep -q 'power: 9$' || fail "no orc has power 9"
grep -q 'Reloaded actors.yaml' "$work/dump.yaml" || fail "the log does not say what was reloaded"
echo "live_reload: ok"
