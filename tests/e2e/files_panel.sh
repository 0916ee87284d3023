#!/usr/bin/env bash
# The Files panel in the real window: the editor runs the fixture with the hard mod as a
# layer under Xvfb while this script, with xdotool, opens the Files window from the
# content editor's tab button, searches "warlord" (the mod's new actor, found by its
# name), and clicks the one row the search leaves: the Content editor must open it
# (stderr says so).
#   files_panel.sh CRYPTFORGE CONTENT_DIR MOD_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; mod=$3; work=$4

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb files_panel "$work" "$@"

# Inside xvfb-run from here on.
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" HOME="$work"
"$exe" --content "$content" --content "$mod" --new-game --seed 2 --editor \
    --window-size 1280x720 >"$work/game.log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
fail() { echo "files_panel: FAILED: $*"; cat "$work/game.log"; exit 1; }
# Waits (up to 20 s) for a line of the program's stderr.
wait_for() {
    for _ in $(seq 1 200); do grep -q "$1" "$work/game.log" && return 0; sleep 0.1; done
    fail "never said: $1"
}
# A click as a hand makes it: the pointer rests on the spot for a frame first.
click() { xdotool mousemove "$1" "$2" sleep 0.3 mousedown 1 sleep 0.1 mouseup 1; sleep 0.5; }

xdotool search --sync --pid "$app" >/dev/null
wait_for 'for content changes'
sleep 1
click 339 38   # "Files", the last of the content editor's tab buttons
click 450 72   # the Files window's search box
xdotool type --delay 50 warlord
sleep 0.5
click 520 155  # the layers' row, the mod's actors.yaml, then orc_warlord
wait_for "opened actor 'orc_warlord' from the Files panel"

xdotool mousemove 640 400 keydown ctrl+q sleep 0.1 keyup ctrl+q
for _ in $(seq 1 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app" 2>/dev/null && fail "the program did not quit on Ctrl+Q"
trap - EXIT
echo "files_panel: ok, a search in the Files panel opened the definition it found"
