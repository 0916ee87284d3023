#!/usr/bin/env bash
# A FIFO in the content folder must not freeze the window. Usage:
#   fifo_reload.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# The real program runs under Xvfb for a fixed number of frames; once it is up,
# actors.yaml is replaced by a FIFO that nobody writes to. Opening such a file for
# reading blocks, so a reload that opened it would stop the frame loop and the run
# would never reach its last frame. The program must finish its frames on its own,
# exit 0, and keep the last good content (its dump still has the orcs).
set -euo pipefail
source "$(dirname "$0")/windowed_game.sh"
start_windowed_game "$1" "$2" "$3" --new-game --seed 2 --frames 240 --dump-state "$3/dump.yaml"
wait_for_line 'watching .* for content changes'  # the FIFO must come after the load
rm "$work/content/actors.yaml"
mkfifo "$work/content/actors.yaml"

fail() { echo "fifo_reload: $*"; exit 1; }
for _ in $(seq 120); do
    kill -0 "$app" 2>/dev/null || break
    sleep 0.5
done
if kill -0 "$app" 2>/dev/null; then
    kill "$app"
    fail "the window stopped drawing: 240 frames did not finish within a minute of the FIFO appearing"
fi
wait "$app" || fail "the program exited with $?"
grep -q 'def: orc' "$work/dump.yaml" || fail "the game lost its last good content"
echo "fifo_reload: ok"
