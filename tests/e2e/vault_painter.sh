#!/usr/bin/env bash
# Issue 34's "done when" in the real window: vault_painter.py makes a vault, paints it
# with the pointer, places it with Place here and a click on the map, walks into it and
# saves; then `cryptforge mapstat` finds it placed on generated floors of its depths with
# no unreachable cell, and the session's recording replays to the same dump.
#   vault_painter.sh CRYPTFORGE CONTENT_DIR YARD_MAP SOURCE_DIR WORK_DIR
set -euo pipefail
exe=$1 content=$2 yard=$3 source=$4 work=$5
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb vault_painter "$work" "$@"
command -v python3 > /dev/null || fail "python3 is missing (the client needs it)"

cp -r "$content" "$work/content"
start_app "$exe" --editor --content "$work/content" --map "$yard" --seed 4 --window-size 1280x720 \
    --api --api-socket "$work/api.sock" --record "$work/session.yaml" \
    --dump-state "$work/live_dump.yaml" > "$log" 2>&1
wait_line "the window takes input"
xdotool search --sync --pid "$app" > /dev/null
python3 "$source/tests/e2e/vault_painter.py" "$work/api.sock" "$source/tools" ||
    fail "the journey stopped"
wait "$app" || fail "cryptforge exited $?"
grep -q "yard_cell" "$work/content"/*.yaml "$work/content"/*/*.yaml 2>/dev/null ||
    fail "the saved content has no yard_cell"
"$exe" mapstat --content "$work/content" --depths 1-3 --floors 40 --csv > "$work/mapstat.csv" ||
    fail "mapstat found unreachable cells or failed"
grep -q "yard_cell" "$work/mapstat.csv" || fail "mapstat never placed yard_cell: $(cat "$work/mapstat.csv")"
"$exe" --headless --replay "$work/session.yaml" --save "$work/replay_save.yaml" \
    --dump-state "$work/replayed_dump.yaml" || fail "the recording does not replay"
cmp "$work/live_dump.yaml" "$work/replayed_dump.yaml" || fail "the replay ends elsewhere"
echo "vault_painter: painted, placed, walked into, saved, found by mapstat, replayed"
