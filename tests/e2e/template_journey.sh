#!/usr/bin/env bash
# Issue 36's "done when" in the real window (template_journey.py): the goblin template's
# power, a monster made from it with an override reverted, `poisoned` found and renamed,
# a mod layer compared. Then the files on disk hold the minimal diff (no key written into
# the goblins' blocks, the new monster only its from: and name, the rename everywhere),
# the mod layer is untouched, and the session's recording replays to the same dump.
#   template_journey.sh CRYPTFORGE CONTENT_DIR SOURCE_DIR WORK_DIR [SIZE]
# SIZE (or JOURNEY_SIZE) is the window's, 1280x720 unless given: at 800x600 the fields are
# scrolled into sight before they are clicked. JOURNEY_SHOTS=DIR keeps a screenshot of each
# step there.
set -euo pipefail
exe=$1 content=$2 source=$3 work=$4
size=${5:-${JOURNEY_SIZE:-1280x720}}
export CF_XVFB_SCREEN=$size
source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb template_journey "$work" "$@"
command -v python3 > /dev/null || fail "python3 is missing (the client needs it)"

cp -r "$content" "$work/content"
mkdir -p "$work/mod/actors"
printf 'orc:\n  fighter:\n    power: 6\n' > "$work/mod/actors/orcs.yaml"
cp -r "$work/content" "$work/before"
start_app "$exe" --editor --content "$work/content" --content "$work/mod" --new-game \
    --overwrite-save --save "$work/save.yaml" --seed 3 --window-size "$size" \
    --api --api-socket "$work/api.sock" --record "$work/session.yaml" \
    --dump-state "$work/live_dump.yaml" > "$log" 2>&1
wait_line "the window takes input"
python3 "$source/tests/e2e/template_journey.py" "$work/api.sock" "$source/tools" \
    "$work/content" "$work/mod" || fail "the journey stopped"
wait "$app" || fail "cryptforge exited $?"

goblins=$work/content/actors/goblins.yaml
block() { awk -v id="$1:" '$0 == id {on=1; print; next} on && /^[^ #]/ {on=0} on' "$2"; }
grep -q "power: 5" <<< "$(block goblin "$goblins")" || fail "the template holds power 5: $(block goblin "$goblins")"
for child in goblin_archer goblin_shaman; do
    if grep -q "power:" <<< "$(block "$child" "$goblins")"; then
        fail "a power key was written into $child: $(block "$child" "$goblins")"
    fi
done
brute=$(block goblin_brute "$goblins")
[ -n "$brute" ] || fail "goblin_brute is not beside its template in goblins.yaml"
grep -q "from: goblin" <<< "$brute" || fail "goblin_brute lost its from: $brute"
if grep -Eq "hp:|power:|inventory:|on_hit:" <<< "$brute"; then
    fail "goblin_brute writes more than it sets: $brute"
fi
grep -q "^envenomed:" "$work/content/statuses.yaml" || fail "statuses.yaml has no envenomed"
if grep -rq --exclude-dir=.versions "poisoned" "$work/content" --include=*.yaml; then
    fail "a reference to poisoned was left: $(grep -rn --exclude-dir=.versions poisoned "$work/content" --include=*.yaml)"
fi
grep -q "power: 6" "$work/mod/actors/orcs.yaml" || fail "the mod layer was changed"
# Only the files the journey meant changed.
changed=$({ diff -rq -x .versions "$work/before" "$work/content" || true; } | sed "s|$work/||g" | sort | tr '\n' ' ')
for f in $changed; do
    case $f in
        Files|and|differ|before/*) ;;
        content/actors/goblins.yaml|content/statuses.yaml|content/actors/vermin.yaml) ;;
        content/items/*.yaml|content/tiles.yaml|content/vaults.yaml) ;;  # poisoned's references
        *) fail "an unexpected file changed: $f ($changed)" ;;
    esac
done
"$exe" --headless --replay "$work/session.yaml" --save "$work/replay_save.yaml" \
    --dump-state "$work/replayed_dump.yaml" || fail "the recording does not replay"
cmp "$work/live_dump.yaml" "$work/replayed_dump.yaml" || fail "the replay ends elsewhere"
echo "template_journey: minimal diff on disk, mod untouched, replayed"
