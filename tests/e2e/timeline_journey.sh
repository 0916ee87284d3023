#!/usr/bin/env bash
# The timeline journey a designer makes, in the real window under Xvfb with xdotool, each
# step waiting on the program's own stderr line (never on a guess of how long it takes):
#  1. four turns of play, then back three turns with [ (the past, read-only);
#  2. Present (a click in the Timeline), then at once back two turns with the keyboard:
#     a click on the Timeline leaves the keys to the game;
#  3. Fork here: a new branch from turn 2, played on by two more turns (the keys reach
#     the game with the Branches window open, and that window does not hide the player);
#  4. switch to main, then back to the branch (its turns were kept), one more turn;
#  5. Ctrl+Q: the recording replays headless to the byte-identical --dump-state, and the
#     save left behind loads.
#   timeline_journey.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
# The clicks are at the automatic editor layout of a 1280x720 window.
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb timeline_journey "$work" "$@"

# Inside xvfb-run from here on.
log="$work/game.log"
"$exe" --content "$content" --new-game --seed 3 --editor --window-size 1280x720 \
    --record "$work/rec.yaml" --dump-state "$work/live.yaml" >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT

wait_line "watching $content for content changes"
# ImGui 1.86 reads the mouse only while the window has the input focus, which no window
# manager gives here: give it, as a person's first click on the window would.
wid=$(xdotool search --sync --pid "$app" | head -1)
xdotool windowfocus --sync "$wid"
click 700 650  # the viewport: the keyboard goes to the game
for _ in 1 2 3 4; do press period; done
press bracketleft
wait_line "timeline: turn 3 shown (the past, read-only)"
press bracketleft
press bracketleft
wait_line "timeline: turn 1 shown (the past, read-only)"

click 156 586  # Present
wait_line "timeline: back to the present, turn 4"
press bracketleft
press bracketleft
wait_line "timeline: turn 2 shown (the past, read-only)" 2

click 44 701  # Fork here
wait_line "timeline: now playing branch 1 at turn 2."
press period
press period
click 467 467  # "main" in the Branches window
wait_line "timeline: now playing main at turn 4."
click 598 467  # "branch 1"
wait_line "timeline: now playing branch 1 at turn 4." # its two turns were played and kept
click 700 380  # the viewport again: the Branches window stays above it
press period

quit_app
wait "$app" || fail "the program exited with $?"

# Its own data folder: a replay is a new game, which would not replace the save above.
XDG_DATA_HOME="$work/replay-data" "$exe" --headless --content "$content" --replay "$work/rec.yaml" \
    --dump-state "$work/replayed.yaml" >"$work/replay.log" 2>&1 ||
    { cat "$work/replay.log"; fail "the recording did not replay"; }
cmp -s "$work/live.yaml" "$work/replayed.yaml" ||
    { diff "$work/live.yaml" "$work/replayed.yaml" | head -20; fail "the replay differs"; }
grep -q '^  turn: 5$' "$work/live.yaml" || grep -q '^turn: 5$' "$work/live.yaml" ||
    { grep -n 'turn' "$work/live.yaml" | head -3; fail "the branch played on is not at turn 5"; }
"$exe" --headless --content "$content" --continue --dump-state "$work/continued.yaml" \
    >"$work/continue.log" 2>&1 || { cat "$work/continue.log"; fail "the save does not load"; }
echo "timeline_journey: ok, back, Present, fork, switch and back replay byte for byte"
