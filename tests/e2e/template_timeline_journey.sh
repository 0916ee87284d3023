#!/usr/bin/env bash
# A template edit lived with (template_timeline_journey.py): the goblin template's power
# raised and left unsaved through an outside change of its file, the timeline gone back
# and returned, both undone after moves and redone, then saved. Then the file holds both
# changes and nothing else (no key written into the children), the recording replays to
# the same dump, and the save continues with the content as saved, not "changed since".
#   template_timeline_journey.sh CRYPTFORGE CONTENT_DIR SOURCE_DIR WORK_DIR [SIZE]
# SIZE (or JOURNEY_SIZE) is the window's, 1280x720 unless given; JOURNEY_SHOTS=DIR keeps a
# screenshot of each step there.
set -euo pipefail
exe=$1 content=$2 source=$3 work=$4
size=${5:-${JOURNEY_SIZE:-1280x720}}
export CF_XVFB_SCREEN=$size
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb template_timeline_journey "$work" "$@"
command -v python3 > /dev/null || fail "python3 is missing (the client needs it)"

cp -r "$content" "$work/content"
cp -r "$work/content" "$work/before"
start_app "$exe" --editor --content "$work/content" --new-game --overwrite-save \
    --save "$work/save.yaml" --seed 3 --window-size "$size" --api --api-socket "$work/api.sock" \
    --record "$work/session.yaml" --dump-state "$work/live_dump.yaml" > "$log" 2>&1
wait_line "the window takes input"
python3 "$source/tests/e2e/template_timeline_journey.py" "$work/api.sock" "$source/tools" \
    "$work/content" || fail "the journey stopped"
wait "$app" || fail "cryptforge exited $?"

# The file holds the template's new power and the other program's hp, and nothing else.
changes=$(diff "$work/before/actors/goblins.yaml" "$work/content/actors/goblins.yaml" | grep '^[<>]' || true)
expected=$'<     power: 2\n<     hp: 6\n>     power: 5\n>     hp: 7'
[ "$(sort <<< "$changes")" = "$(sort <<< "$expected")" ] || fail "goblins.yaml changed otherwise: $changes"
others=$({ diff -rq -x .versions "$work/before" "$work/content" || true; } | grep -v "goblins.yaml" || true)
[ -z "$others" ] || fail "other files changed: $others"

"$exe" --headless --replay "$work/session.yaml" --save "$work/replay_save.yaml" \
    --dump-state "$work/replayed_dump.yaml" || fail "the recording does not replay"
cmp "$work/live_dump.yaml" "$work/replayed_dump.yaml" || fail "the replay ends elsewhere"

# Continued: the save was made with the content as saved, so nothing "changed since".
"$exe" --headless --continue --content "$work/content" --save "$work/save.yaml" \
    --dump-state "$work/continued_dump.yaml" > "$work/continue.log" 2>&1 ||
    fail "the save does not continue: $(cat "$work/continue.log")"
if grep -q "changed since" "$work/continue.log"; then
    fail "continuing says the content changed: $(cat "$work/continue.log")"
fi
grep -q "^turn: 4$" "$work/continued_dump.yaml" || fail "the continued game is not at turn 4"
echo "template_timeline_journey: minimal diff on disk, replayed, continued on the saved content"
