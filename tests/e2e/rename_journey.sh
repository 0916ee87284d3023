#!/usr/bin/env bash
# Issue 19's journey in the real window: a rename held unsaved while another program
# changes the same file, both undone, then saved. The program runs the editor on a copy of
# the fixture under Xvfb while this script drives it:
#  1. finds the orc in the definitions list and renames it to goblin (unsaved), through
#     the API's ui methods: the search box, the orc's row, Rename... and the new id are
#     found by their names, never by where they happen to be drawn;
#  2. changes the troll's power in actors.yaml from outside (written aside, then renamed
#     over it, as editors do): the game takes it, and no renamed orc leaves the floor;
#  3. undoes both (Ctrl+Z twice, real key presses), saves (Ctrl+S): actors.yaml is byte
#     for byte the fixture;
#  4. quits; the recording replays headless to the same --dump-state, every orc still
#     there, and the save continues.
#   rename_journey.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb rename_journey "$work" "$@"

# Inside xvfb-run from here on, the output in $log (game.log).
cp -r "$content" "$work/content"
start_app "$exe" --content "$work/content" --new-game --seed 3 --editor --window-size 1280x720 \
  --api --api-socket "$work/api.sock" \
  --record "$work/rec.yaml" --dump-state "$work/live.yaml" >"$log" 2>&1

wait_line 'the window takes input'
xdotool search --sync --pid "$app" >/dev/null
ui() { api "$work/api.sock" "$@"; }
ui ui.type '{"path": "content_editor/##search", "text": "orc", "enter": false}'
ui ui.click '{"path": "content_editor/orc"}'
ui ui.click '{"path": "content_editor/Rename..."}'
ui ui.type '{"path": "content_editor/##new id", "text": "goblin"}'
wait_line "Applied the edit: 3 definitions changed, 11 entities updated"

awk '/^troll:/{t=1} /^[a-z_]+:/&&!/^troll:/{t=0} t&&/^    power: 4$/{sub(/4/,"9")} {print}' \
  "$work/content/actors.yaml" > "$work/theirs.yaml"
cmp -s "$work/theirs.yaml" "$work/content/actors.yaml" && fail "the fixture's troll has no 'power: 4'"
cp "$work/theirs.yaml" "$work/content/.actors.tmp"
mv "$work/content/.actors.tmp" "$work/content/actors.yaml"
wait_line 'Reloaded actors.yaml'
grep -q 'Reloaded actors.yaml.*removed' "$log" && fail "the outside edit removed entities"

xdotool mousemove 640 200  # over the game viewport: the keyboard goes to the window
press ctrl+z
wait_line 'undid outside change: actors.yaml'
press ctrl+z
wait_line "undid Rename actor 'orc' to 'goblin'"
press ctrl+s
wait_line 'Saved the content'
cmp -s "$content/actors.yaml" "$work/content/actors.yaml" ||
  { diff "$content/actors.yaml" "$work/content/actors.yaml"; fail "the save did not give back the fixture's actors.yaml"; }

quit_app
wait "$app" || fail "the program exited with $?"
orcs=$(grep -c 'def: orc$' "$work/live.yaml" || true)
[ "$orcs" -ge 1 ] || fail "no orc on the floor at the end"
mkdir -p "$work/replay-data"
XDG_DATA_HOME="$work/replay-data" "$exe" --headless --replay "$work/rec.yaml" \
  --dump-state "$work/replayed.yaml" --save "$work/replay-data/save.yaml" ||
  fail "the recording does not replay"
cmp -s "$work/live.yaml" "$work/replayed.yaml" ||
  { diff "$work/live.yaml" "$work/replayed.yaml" | head -20; fail "the replay's dump differs"; }
"$exe" --headless --continue --content "$work/content" --dump-state "$work/continued.yaml" </dev/null ||
  fail "the save does not continue"
[ "$(grep -c 'def: orc$' "$work/continued.yaml" || true)" = "$orcs" ] || fail "the save lost orcs"
echo "rename_journey: ok, $orcs orcs kept through rename, outside edit, undo and save"
