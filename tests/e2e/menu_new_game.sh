#!/usr/bin/env bash
# The main menu never loses a save: with a saved game on disk, New game asks first;
# "Keep it" changes nothing, and "Start a new game" keeps the old save as save.yaml.bak,
# byte for byte, as --overwrite-save does on the command line.
#   menu_new_game.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Needs xvfb-run and xdotool (a failure in CI when missing, a skip (77) elsewhere).
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb menu_new_game "$work" "$@"

export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" HOME="$work"
save="$work/data/cryptforge/save.yaml"
fail() { echo "menu_new_game: FAILED: $*"; cat "$work/game.log" 2>/dev/null; exit 1; }

"$exe" --content "$content" --seed 5 --headless --new-game >/dev/null 2>&1 || fail "could not make a save"
[ -f "$save" ] || fail "the headless game left no save"
cp "$save" "$work/original.yaml"

"$exe" --content "$content" >"$work/game.log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
xdotool search --sync --pid "$app" >/dev/null
sleep 1
xdotool mousemove 10 10
press() { xdotool keydown "$1" sleep 0.05 keyup "$1" sleep 0.3; }

press n; press Escape   # New game, then "Keep it"
[ -e "$save.bak" ] && fail "keeping the save still made a .bak"
cmp -s "$save" "$work/original.yaml" || fail "keeping the save changed it"

press n; press y        # New game, then "Start a new game"
for _ in $(seq 50); do [ -e "$save.bak" ] && break; sleep 0.1; done
[ -e "$save.bak" ] || fail "starting a new game over a save kept no .bak"
cmp -s "$save.bak" "$work/original.yaml" || fail "the .bak is not the old save"

xdotool keydown ctrl+q sleep 0.1 keyup ctrl+q
for _ in $(seq 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
kill -0 "$app" 2>/dev/null && fail "the game did not quit on Ctrl+Q"
trap - EXIT
wait "$app" || fail "the game exited with $?"
cmp -s "$save" "$work/original.yaml" && fail "the new game did not replace the save when it quit"
echo "menu_new_game: ok"
