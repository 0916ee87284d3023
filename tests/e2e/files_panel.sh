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
log="$work/game.log"
"$exe" --content "$content" --content "$mod" --new-game --seed 2 --editor \
    --window-size 1280x720 >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT

xdotool search --sync --pid "$app" >/dev/null
wait_line 'for content changes'
sleep 1
click 293 38   # "Files", the last of the content editor's tab buttons
click 450 72   # the Files window's search box
xdotool type --delay 50 warlord
sleep 0.5
click 520 155  # the layers' row, the mod's actors.yaml, then orc_warlord
wait_line "opened actor 'orc_warlord' from the Files panel"

xdotool mousemove 640 400
quit_app
echo "files_panel: ok, a search in the Files panel opened the definition it found"
