#!/usr/bin/env bash
# Every key press is one action, however short: the real program runs under Xvfb while
# xdotool presses Left and Right alternately 100 times, each held for 5 ms (shorter than a
# frame), on an open floor where no step can fail; then Ctrl+Q quits and the dump's turn
# counter must say 100.
#   short_presses.sh CRYPTFORGE CONTENT_DIR MAP WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true), where a
# missing tool is a failure.
set -euo pipefail
exe=$1; content=$2; map=$3; work=$4

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb short_presses "$work" "$@"

# Inside xvfb-run from here on.
"$exe" --content "$content" --map "$map" --dump-state "$work/dump.yaml" >"$work/game.log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
xdotool search --sync --pid "$app" >/dev/null
sleep 1
xdotool mousemove 200 200  # X gives the keyboard to the window under the pointer

presses=()
for i in $(seq 1 50); do
  presses+=(keydown Left sleep 0.005 keyup Left sleep 0.02 keydown Right sleep 0.005 keyup Right sleep 0.02)
done
xdotool "${presses[@]}"
sleep 1
xdotool keydown ctrl+q sleep 0.1 keyup ctrl+q
for _ in $(seq 1 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$app" 2>/dev/null; then
  echo "short_presses: FAILED: the game did not quit on Ctrl+Q within 10 s"
  exit 1
fi
trap - EXIT
status=0; wait "$app" || status=$?
if [ "$status" != 0 ]; then
  echo "short_presses: FAILED: the game exited with $status"; cat "$work/game.log"; exit 1
fi

turn=$(sed -n 's/^turn: //p' "$work/dump.yaml" | head -1)
if [ "$turn" != 100 ]; then
  echo "short_presses: FAILED: 100 presses of 5 ms gave turn ${turn:-?}, expected 100"
  cat "$work/dump.yaml" | head -20
  exit 1
fi
echo "short_presses: ok, 100 presses of 5 ms were 100 turns"
