#!/usr/bin/env bash
# The issue's second journey in the real window: rename orc to goblin (unsaved), another
# program changes the troll in actors.yaml, undo twice, save. No entity may leave the
# floor, the file must come back byte for byte (the rename and the change undone), the
# recording must replay to the same --dump-state and the save must load.
#   journey_rename.sh CRYPTFORGE CONTENT_DIR WORK_DIR
set -euo pipefail
exe=$1
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb journey_rename "$3" "$@"
source "$(dirname "$0")/windowed_game.sh"  # wait_for_line
work=$3
cp -r "$2" "$work/content"
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" HOME="$work"
log="$work/stderr.txt"
"$exe" --content "$work/content" --editor --new-game --seed 3 --window-size 1280x720 \
    --record "$3/rec.yaml" --dump-state "$3/live.yaml" 2>"$log" &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
fail() { echo "journey_rename: FAILED: $*"; cat "$log"; exit 1; }
actors="$work/content/actors.yaml"

wait_for_line 'watching .* for content changes'
xdotool search --sync --pid "$app" >/dev/null
xdotool mousemove 27 219 click 1    # "orc" in the content editor's list
xdotool mousemove 133 302 click 1   # Rename...
xdotool key --delay 60 ctrl+a && xdotool type --delay 40 goblin && xdotool key Return
wait_for_line "Applied the edit: .*"
sed 's/^    power: 4$/    power: 6/' "$actors" > "$work/content/.actors.tmp"
mv "$work/content/.actors.tmp" "$actors"
wait_for_line 'Reloaded actors.yaml'
xdotool mousemove 690 200           # over the viewport: keys go to the game
xdotool key ctrl+z
wait_for_line 'undid outside change: actors.yaml'
xdotool key ctrl+z
wait_for_line "undid Rename actor 'orc' to 'goblin'"
xdotool key ctrl+s
wait_for_line 'Saved the content'
xdotool key ctrl+q
wait "$app" || fail "the program exited with $?"
trap - EXIT

grep -q ' removed' "$log" && fail "entities left the floor: $(grep ' removed' "$log")"
cmp -s "$actors" "$2/actors.yaml" || { diff "$2/actors.yaml" "$actors" || true; fail "actors.yaml did not come back byte for byte"; }
grep -q 'def: orc' "$work/live.yaml" || fail "no orc on the floor at the end"
"$exe" --headless --replay "$work/rec.yaml" --save "$work/replay-save.yaml" \
    --dump-state "$work/replayed.yaml" 2>"$work/replay.txt" || fail "the replay failed: $(cat "$work/replay.txt")"
cmp -s "$work/live.yaml" "$work/replayed.yaml" || { diff "$work/live.yaml" "$work/replayed.yaml" || true; fail "the replay's dump differs"; }
"$exe" --headless --continue --dump-state "$work/continued.yaml" 2>"$work/continue.txt" \
    || fail "the save does not load: $(cat "$work/continue.txt")"
echo "journey_rename: ok, nobody left the floor, the file is whole, the recording replays"
