#!/usr/bin/env bash
# A player's walk with a keys.yaml that has a conflict, driven with xdotool under Xvfb:
#  1. keys.yaml binds explore to 'e' and wrongly gives 'i' to move_w as well: the
#     conflict is reported (and 'i' stays the inventory's), the rest of the file applies;
#  2. 'e' explores, walking to the potion and the scroll and picking them up, until the
#     floor is explored;
#  3. '>' away from the stairs travels to them; '>' on them descends; 'e' explores depth 2;
#  4. SIGHUP (the terminal closed) saves like SIGTERM: exit 0, and the save holds depth 2
#     at the turn the last walk ended, with the potion and the scroll in the pack.
# Every step waits for a line the program prints; the deadline only turns a hang into a
# failure.
#   explore_hangup.sh CRYPTFORGE CONTENT_DIR MAP WORK_DIR
set -euo pipefail
exe=$1; content=$2; map=$3; work=$4

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb explore_hangup "$work" "$@"

mkdir -p "$work/config/cryptforge"
printf 'move_w: [Left, i]\nexplore: [e]\n' >"$work/config/cryptforge/keys.yaml"
printf 'travel_speed: 50\nexplore_pickup: [consumables]\n' >"$work/config/cryptforge/settings.yaml"
save="$work/data/cryptforge/save.yaml"
log="$work/stderr.txt"

start_app "$exe" --content "$content" --map "$map" --seed 4 2>"$log"
wait_line "keys.yaml:1:16: 'i' is already inventory's key"
wait_line 'watching .* for content changes'
xdotool search --sync --pid "$app" >/dev/null
xdotool mousemove 5 5  # X gives the keyboard to the window under the pointer

explores=0
for _ in $(seq 6); do
    explores=$((explores + 1))
    xdotool key e
    wait_line 'explore stopped on depth 1' "$explores"
    grep 'explore stopped on depth 1' "$log" | tail -1 | grep -q ': explored$' && break
done
grep 'explore stopped on depth 1' "$log" | tail -1 | grep -q ': explored$' ||
    fail "explore never finished depth 1"

xdotool key greater
wait_line 'travel stopped on depth 1, turn [0-9]*: arrived'
xdotool key greater e
wait_line 'explore stopped on depth 2'
last_turn=$(grep 'explore stopped on depth 2' "$log" | tail -1 | sed 's/.*turn \([0-9]*\):.*/\1/')

kill -HUP "$app"
trap - EXIT
status=0; wait "$app" || status=$?
[ "$status" = 0 ] || fail "the game exited with $status after SIGHUP"
[ -f "$save" ] || fail "SIGHUP left no save"
grep -q '^depth: 2$' "$save" || fail "the save is not on depth 2"
grep -q "^turn: $last_turn\$" "$save" || fail "the save is not at turn $last_turn, where the last walk ended: $(grep '^turn:' "$save")"
grep -q '\[[0-9]*, health_potion' "$save" || fail "the potion was not picked up"
grep -q '\[[0-9]*, confusion_scroll' "$save" || fail "the scroll was not picked up"
grep -q 'You pick up the Health potion.' "$save" || fail "no message says what was picked up"
echo "explore_hangup: ok, $explores explores, saved at turn $last_turn on SIGHUP"
