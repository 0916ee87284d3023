#!/usr/bin/env bash
# The shipped game's monsters in the real window: every monster content/ defines (read
# from its actor files, abstract templates left out) stands in one arena with the
# player, who waits while they come (bats twice a turn, archers shooting, spiders
# webbing and biting, shamans mending); then Ctrl+Q. The player must have been hurt, and
# the session's recording must replay headless to the very dump the window wrote, so
# everything the new effects did in the window (statuses, abilities, speed) is in the
# one timeline.
#   play_window.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/../e2e/under_xvfb.sh"
run_under_xvfb shipped_play_window "$work" "$@"

log="$work/game.log"

# Monster ids: the top-level keys of the actor files that are not abstract, nor the player.
monsters=()
while IFS= read -r f; do
    while IFS= read -r id; do [ "$id" = player ] || monsters+=("$id"); done < <(awk '
        /^[a-z0-9_]+:/ { if (id != "" && !abstract) print id; id = $1; sub(":.*", "", id); abstract = 0 }
        /^  abstract: true/ { abstract = 1 }
        END { if (id != "" && !abstract) print id }' "$f")
done < <(find "$content" \( -path "$content/actors.yaml" -o -path "$content/actors/*" \) -name '*.yaml' | sort)
[ "${#monsters[@]}" -ge 1 ] || fail "found no monster in $content"
chars=({A..Z} {a..v})     # a legend letter each; none of them is a default (# . > @)
[ "${#monsters[@]}" -le "${#chars[@]}" ] || fail "more monsters than this arena has room for"

# A 40x13 room: the player in the north-west corner, the monsters in four rows of up to
# twelve, three, five, seven and nine below.
wall="########################################"
floor="#......................................#"
rows=("#" "#" "#" "#")
for i in "${!monsters[@]}"; do rows[$((i / 12))]+="..${chars[$i]}"; done
for r in 0 1 2 3; do
    while [ "${#rows[$r]}" -lt 39 ]; do rows[$r]+="."; done
    rows[$r]+="#"
done
{
    echo "legend:"
    for i in "${!monsters[@]}"; do echo "  '${chars[$i]}': {tile: floor, entity: ${monsters[$i]}}"; done
    echo "rows:"
    for r in "$wall" "#@${floor:2}" "$floor" "$floor" "${rows[0]}" "$floor" "${rows[1]}" "$floor" \
        "${rows[2]}" "$floor" "${rows[3]}" "$floor" "$wall"; do
        echo "  - \"$r\""
    done
} >"$work/arena.yaml"

"$exe" --content "$content" --map "$work/arena.yaml" --seed 3 --dump-state "$work/window.yaml" \
    --record "$work/rec.yaml" >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
xdotool search --sync --pid "$app" >/dev/null
wait_line 'watching'
xdotool mousemove 5 5
for _ in $(seq 8); do xdotool key period; sleep 0.15; done
sleep 0.5
quit_app
status=0; wait "$app" || status=$?
[ "$status" = 0 ] || fail "the game exited with $status"
[ -s "$work/window.yaml" ] || fail "no dump was written on exit"
[ -s "$work/rec.yaml" ] || fail "no recording was written on exit"

turn=$(sed -n 's/^turn: //p' "$work/window.yaml" | head -1)
[ "${turn:-0}" -ge 1 ] || fail "no turn was played (turn ${turn:-?})"
hp=$(awk '/^player:/ { p = 1 } p && /^  fighter:/ { f = 1 } f && /^    hp: / { print $2; exit }' "$work/window.yaml")
max=$(awk '/^player:/ { p = 1 } p && /^  max_hp: / { print $2; exit }' "$work/window.yaml")
[ -n "$hp" ] && [ -n "$max" ] || fail "the dump has no player HP"
[ "$hp" -lt "$max" ] || fail "${#monsters[@]} monsters left the player unhurt in $turn turns"

"$exe" --headless --replay "$work/rec.yaml" --save "$work/replay-save.yaml" \
    --dump-state "$work/replayed.yaml" >"$work/replay.log" 2>&1 ||
    { cat "$work/replay.log"; fail "the recording does not replay"; }
cmp -s "$work/window.yaml" "$work/replayed.yaml" ||
    { diff "$work/window.yaml" "$work/replayed.yaml" | head -20; fail "the replay ends elsewhere"; }
echo "shipped_play_window: ok, ${#monsters[@]} monsters (${monsters[*]}), $turn turns, HP $hp/$max, replayed to the same dump"
