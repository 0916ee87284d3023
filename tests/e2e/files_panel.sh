#!/usr/bin/env bash
# The Files panel in the real window: the editor runs the fixture with the hard mod as a
# layer under Xvfb while this script opens the Files window from the content editor's
# tab button, searches "warlord" (the mod's new actor, found by its name), and clicks the
# row the search leaves: the Content editor must open it (stderr says so). The widgets
# are found by name through the API's ui methods, as a person finds them by their labels.
#   files_panel.sh CRYPTFORGE CONTENT_DIR MOD_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; mod=$3; work=$4

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb files_panel "$work" "$@"

# Inside xvfb-run from here on.
start_app "$exe" --content "$content" --content "$mod" --new-game --seed 2 --editor \
    --window-size 1280x720 --api --api-socket "$work/api.sock" >"$log" 2>&1

xdotool search --sync --pid "$app" >/dev/null
wait_line 'the window takes input'
ui() { api "$work/api.sock" "$@"; }
ui ui.click '{"path": "content_editor/Files##window"}'
ui ui.type '{"path": "files/##files search", "text": "warlord", "enter": false}'
ui ui.click '{"path": "files/orc_warlord  Orc warlord  (actor)"}'
wait_line "opened actor 'orc_warlord' from the Files panel"

xdotool mousemove 640 400
quit_app
echo "files_panel: ok, a search in the Files panel opened the definition it found"
