#!/usr/bin/env bash
# Saving an edit of a base with a mod over it writes into the mod only. The real program
# runs the editor on `--content base --content mod` under Xvfb while this script, with
# xdotool:
#  1. changes the orc's hp in the base's actors.yaml from outside (10 -> 12): taken as a
#     step of the history;
#  2. undoes that step in the editor (Ctrl+Z): the edited content has hp 10, unsaved;
#  3. saves (Ctrl+S): the mod's actors.yaml must get `hp: 10` in its own orc block and
#     nothing else, and the base must stay byte for byte as the outside edit left it;
#  4. the layers must load with the orc at hp 10 (`cryptforge def`, the mod's file named).
#   layered_save.sh CRYPTFORGE CONTENT_DIR MOD_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; mod=$3; work=$4

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb layered_save "$work" "$@"

# Inside xvfb-run from here on.
log="$work/game.log"
cp -r "$content" "$work/base"
cp -r "$mod" "$work/mod"
"$exe" --content "$work/base" --content "$work/mod" --new-game --seed 2 --editor \
  --window-size 1280x720 >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT

wait_line 'watching'
xdotool search --sync --pid "$app" >/dev/null
xdotool mousemove 640 200  # over the game viewport: the keyboard goes to the window

awk '/^orc:/{o=1} /^[a-z_]+:/&&!/^orc:/{o=0} o&&/^    hp: 10$/{sub(/10/,"12")} {print}' \
  "$work/base/actors.yaml" > "$work/theirs.yaml"
cmp -s "$work/theirs.yaml" "$work/base/actors.yaml" && fail "the fixture's orc has no 'hp: 10'"
cp "$work/theirs.yaml" "$work/base/.actors.tmp"
mv "$work/base/.actors.tmp" "$work/base/actors.yaml"
wait_line 'Reloaded'
press ctrl+z
wait_line 'undid outside change'
press ctrl+s
wait_line 'Saved the content'
grep -q 'Saved the content: actors.yaml (layer ' "$log" || fail "the status did not name the mod's file"

cmp -s "$work/base/actors.yaml" "$work/theirs.yaml" || fail "the save wrote into the base"
diff "$mod/actors.yaml" "$work/mod/actors.yaml" > "$work/mod.diff" || true
expected=$'5a6\n>     hp: 10'
[ "$(cat "$work/mod.diff")" = "$expected" ] || { cat "$work/mod.diff"; fail "the mod did not get exactly the orc's hp"; }
"$exe" def orc.fighter.hp --content "$work/base" --content "$work/mod" > "$work/def.txt" 2>&1 ||
  { cat "$work/def.txt"; fail "the layers do not load after the save"; }
grep -q '10' "$work/def.txt" && grep -q 'mod/actors.yaml:6' "$work/def.txt" ||
  { cat "$work/def.txt"; fail "def does not show hp 10 from the mod"; }

quit_app
echo "layered_save: ok, the edit went into the mod only"
