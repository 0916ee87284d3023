#!/usr/bin/env bash
# A save never overwrites another program's edit silently. The real program runs the
# editor under Xvfb while this script, with xdotool:
#  1. edits actors.yaml from outside (orc power 3 -> 9): applied, a step of the history;
#  2. makes an edit in the editor: Ctrl+Z takes that step back (power 3, unsaved);
#  3. edits actors.yaml from outside again (a comment, the troll's xp and the orc's power,
#     which the unsaved edit changed too): the editor holds it as a conflict, untaken;
#  4. saves (Ctrl+S): the save must ask (stderr names the conflict) and write nothing;
#  5. answers "keep both" (B): actors.yaml must hold mine (the original text again, its
#     comments and layout untouched) and theirs must be kept byte for byte as a version.
#   save_conflict.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb save_conflict "$work" "$@"

# Inside xvfb-run from here on, the output in $log (game.log).
cp -r "$content" "$work/content"
actors="$work/content/actors.yaml"
start_app "$exe" --content "$work/content" --new-game --seed 2 --editor \
  --window-size 1280x720 >"$log" 2>&1

xdotool search --sync --pid "$app" >/dev/null
sleep 2
xdotool mousemove 640 200  # over the game viewport: the keyboard goes to the window

sed 's/^    power: 3$/    power: 9/' "$content/actors.yaml" > "$work/content/.actors.tmp"
mv "$work/content/.actors.tmp" "$actors"
sleep 2
press ctrl+z 1
sed -e 's/^  xp: 100$/  xp: 120/' -e 's/^    power: 9$/    power: 5/' "$actors" > "$work/theirs.yaml"
printf '# tuned by hand while the editor was open\n' >> "$work/theirs.yaml"
cp "$work/theirs.yaml" "$work/content/.actors.tmp"
mv "$work/content/.actors.tmp" "$actors"
sleep 2
press ctrl+s 1
grep -q 'Save conflict: actors.yaml changed on disk' "$log" || fail "the save did not ask"
cmp -s "$actors" "$work/theirs.yaml" || fail "the file changed before an answer was given"
press b 2
grep -q 'Saved the content' "$log" || fail "keep both did not save"

cmp -s "$actors" "$content/actors.yaml" || { diff "$content/actors.yaml" "$actors" || true; fail "actors.yaml does not hold my version"; }
kept=$(ls "$work/content/.versions/actors.yaml/"*-theirs.yaml 2>/dev/null | head -1)
[ -n "$kept" ] || fail "their version was not kept"
cmp -s "$kept" "$work/theirs.yaml" || fail "their version was not kept byte for byte"

quit_app
echo "save_conflict: ok, the save asked and keep both lost nothing"
