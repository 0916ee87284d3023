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

save="$work/data/cryptforge/save.yaml"
log="$work/game.log"

"$exe" --content "$content" --seed 5 --headless --new-game >/dev/null 2>&1 || fail "could not make a save"
[ -f "$save" ] || fail "the headless game left no save"
cp "$save" "$work/original.yaml"

"$exe" --content "$content" >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
xdotool search --sync --pid "$app" >/dev/null
sleep 1
xdotool mousemove 10 10

press n 0.3; press Escape 0.3  # New game, then "Keep it"
[ -e "$save.bak" ] && fail "keeping the save still made a .bak"
cmp -s "$save" "$work/original.yaml" || fail "keeping the save changed it"

press n 0.3; press y 0.3       # New game, then "Start a new game"
for _ in $(seq 50); do [ -e "$save.bak" ] && break; sleep 0.1; done
[ -e "$save.bak" ] || fail "starting a new game over a save kept no .bak"
cmp -s "$save.bak" "$work/original.yaml" || fail "the .bak is not the old save"

quit_app
wait "$app" || fail "the game exited with $?"
cmp -s "$save" "$work/original.yaml" && fail "the new game did not replace the save when it quit"
echo "menu_new_game: ok"
