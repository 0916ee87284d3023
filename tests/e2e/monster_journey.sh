#!/usr/bin/env bash
# Issue 35's "done when" in the real window: monster_journey.py makes a new monster in the
# Content editor (an on_death summon and a fire resistance, through the schema UI), saves
# it, spawns two from the Inspector and kills one in play: a jelly appears and the other
# resists half of the death burst. Then the saved file holds the monster as written, and
# the session's recording replays to the same dump.
#   monster_journey.sh CRYPTFORGE CONTENT_DIR YARD_MAP SOURCE_DIR WORK_DIR
set -euo pipefail
exe=$1 content=$2 yard=$3 source=$4 work=$5
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb monster_journey "$work" "$@"
command -v python3 > /dev/null || fail "python3 is missing (the client needs it)"

cp -r "$content" "$work/content"
start_app "$exe" --editor --content "$work/content" --map "$yard" --seed 4 --window-size 1280x720 \
    --api --api-socket "$work/api.sock" --record "$work/session.yaml" \
    --dump-state "$work/live_dump.yaml" > "$log" 2>&1
wait_line "the window takes input"
xdotool search --sync --pid "$app" > /dev/null
python3 "$source/tests/e2e/monster_journey.py" "$work/api.sock" "$source/tools" ||
    fail "the journey stopped"
wait "$app" || fail "cryptforge exited $?"
saved=$(grep -l "^ember_beetle:" "$work/content"/*.yaml "$work/content"/*/*.yaml 2>/dev/null || true)
[ -n "$saved" ] || fail "the saved content has no ember_beetle"
grep -A40 "^ember_beetle:" "$saved" | grep -q "summon: jelly" ||
    fail "the saved ember_beetle has no on_death summon: $(grep -A40 '^ember_beetle:' "$saved")"
"$exe" --headless --replay "$work/session.yaml" --save "$work/replay_save.yaml" \
    --dump-state "$work/replayed_dump.yaml" || fail "the recording does not replay"
cmp "$work/live_dump.yaml" "$work/replayed_dump.yaml" || fail "the replay ends elsewhere"
echo "monster_journey: made in the editor, saved, fought in play, replayed"
