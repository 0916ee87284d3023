#!/usr/bin/env bash
# Hot reload end to end: the real program runs (under Xvfb) while this script edits its
# content the way other programs do. Usage: live_reload.sh CRYPTFORGE CONTENT_DIR WORK_DIR
#  1. once the program says it watches the content, actors.yaml is replaced via temp file
#     + rename with the orc's power raised from 3 to 9; the program says it reloaded;
#  2. then a line without its ':' is added at the end (yaml-cpp would read it as a key,
#     YAML does not): the program reports it at its line; then actors.yaml is broken by
#     hand (an unclosed '['); the program reports the problem;
#  3. SIGTERM quits it like the close button: exit 0, and the dump shows orcs with power
#     9 (the last good values) and a "Reloaded" message.
# Every step waits for what the program prints, not for a fixed time; the deadline only
# turns a hang into a failure.
set -euo pipefail
source "$(dirname "$0")/windowed_game.sh"
start_windowed_game "$1" "$2" "$3" --new-game --seed 2 --dump-state "$3/dump.yaml"

fail() { echo "live_reload: $*"; cat "$log"; [ -f "$work/dump.yaml" ] && cat "$work/dump.yaml"; kill "$app" 2>/dev/null || true; exit 1; }
wait_for_line 'watching .* for content changes'
sed 's/^    power: 3$/    power: 9/' "$work/content/actors.yaml" > "$work/content/.actors.yaml.tmp"
mv "$work/content/.actors.yaml.tmp" "$work/content/actors.yaml"
wait_for_line 'Reloaded actors.yaml'
lines=$(wc -l < "$work/content/actors.yaml")
printf 'goblin\n' >> "$work/content/actors.yaml"  # yaml-cpp reads 'goblin:'; YAML refuses it
wait_for_line "actors.yaml:$((lines + 1)):1: YAML syntax: this line continues the value above"
wait_for_line 'actors.yaml: [0-9]* problems*; the game keeps the last good content'
printf 'orc: [this is not\n' >> "$work/content/actors.yaml"
wait_for_line 'actors.yaml: [0-9]* problems*; the game keeps the last good content' 2
kill -TERM "$(game_pid)"
wait "$app" || fail "the program exited with $? after SIGTERM"

grep -q 'def: orc' "$work/dump.yaml" || fail "no orc on the floor to check"
if grep -A8 'def: orc' "$work/dump.yaml" | grep -q 'power: 3$'; then fail "an orc kept power 3"; fi
grep -A8 'def: orc' "$work/dump.yaml" | grep -q 'power: 9$' || fail "no orc has power 9"
grep -q 'Reloaded actors.yaml' "$work/dump.yaml" || fail "the log does not say what was reloaded"
echo "live_reload: ok"
