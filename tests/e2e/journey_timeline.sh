#!/usr/bin/env bash
# The timeline in the real window, as the issue's first journey: three turns, one back,
# Present (which aborted the program), a jump on the scrub bar, Fork here, a turn on the
# new branch, and back to the main branch. Then the run's recording must replay to the
# same --dump-state, and the save on disk must load.
#   journey_timeline.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Each step waits for the program's own stderr line; clicks are at the automatic 1280x720
# layout's places, and a click that misses fails on the line it waits for.
set -euo pipefail
exe=$1
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb journey_timeline "$3" "$@"
source "$(dirname "$0")/windowed_game.sh"  # wait_for_line
work=$3
cp -r "$2" "$work/content"
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" HOME="$work"
log="$work/stderr.txt"
"$exe" --content "$work/content" --editor --new-game --seed 3 --window-size 1280x720 \
    --record "$3/rec.yaml" --dump-state "$3/live.yaml" 2>"$log" &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
fail() { echo "journey_timeline: FAILED: $*"; cat "$log"; exit 1; }
press() { xdotool key --delay 60 "$@"; }

wait_for_line 'watching .* for content changes'
xdotool search --sync --pid "$app" >/dev/null
xdotool mousemove 690 200  # over the viewport: keys go to the game
press period period period bracketleft
wait_for_line 'timeline: turn 2 shown'
xdotool mousemove 156 586 click 1  # Present
wait_for_line 'timeline: back to the present, turn 3'
xdotool mousemove 120 610 click 1  # the scrub bar, a third of the way
wait_for_line 'timeline: turn [0-9]* shown' 2
xdotool mousemove 44 701 click 1   # Fork here
wait_for_line 'timeline: now playing branch 1'
xdotool mousemove 690 200
press period
xdotool mousemove 467 359 click 1  # "main" in Branches and what if
wait_for_line 'timeline: now playing main'
xdotool mousemove 690 200
press ctrl+q
wait "$app" || fail "the program exited with $?"
trap - EXIT
grep -q 'terminate called\|Assertion\|ERROR: AddressSanitizer' "$log" && fail "it crashed"

# The recording replays to the same dump; the save is there and loads.
"$exe" --headless --replay "$work/rec.yaml" --save "$work/replay-save.yaml" \
    --dump-state "$work/replayed.yaml" 2>"$work/replay.txt" || fail "the replay failed: $(cat "$work/replay.txt")"
cmp -s "$work/live.yaml" "$work/replayed.yaml" || { diff "$work/live.yaml" "$work/replayed.yaml" || true; fail "the replay's dump differs"; }
"$exe" --headless --continue --dump-state "$work/continued.yaml" 2>"$work/continue.txt" \
    || fail "the save does not load: $(cat "$work/continue.txt")"
echo "journey_timeline: ok, no crash, the recording replays and the save loads"
