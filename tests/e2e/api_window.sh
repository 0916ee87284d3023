#!/usr/bin/env bash
# Issue 38's "done when" with the window open: the API journey (api_journey.py: orcs, an
# HP edit, three turns, the log, a monster through content.put, a screenshot, a rewind
# and an undo) drives `cryptforge --editor --api` under Xvfb, through the editor's own
# doors; the screenshot is a real frame, and the session's recording replays to the same
# dump. Usage: api_window.sh CRYPTFORGE SOURCE_DIR WORK_DIR
set -euo pipefail
exe=$1 source=$2 work=$3
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb api_window "$work" "$@"
command -v python3 > /dev/null || fail "python3 is missing (the client needs it)"

start_app "$exe" --editor --api --api-socket "$work/api.sock" --new-game --seed 1 \
    --record "$work/session.yaml" --dump-state "$work/live_dump.yaml" > "$log" 2>&1
wait_line "the window takes input"
python3 "$source/tests/e2e/api_journey.py" "$work/api.sock" "$source/tools" "$work/shot.png" ||
    fail "the journey stopped"
wait "$app" || fail "cryptforge exited $?"
[ "$(stat -c %s "$work/shot.png")" -gt 10000 ] || fail "the screenshot is nearly empty"
grep -q "undid API: spawn" "$log" || fail "the undo was not the editor's"
"$exe" --headless --replay "$work/session.yaml" --save "$work/replay_save.yaml" \
    --dump-state "$work/replayed_dump.yaml" || fail "the recording does not replay"
cmp "$work/live_dump.yaml" "$work/replayed_dump.yaml" || fail "the replay ends elsewhere"
echo "api_window: the journey ran in the window and its recording replays to the same dump"
