#!/usr/bin/env bash
# Issue 20's "done when", in the real window: the editor runs the fixture with a designer's
# layer (data/workshop) of blank creatures and items placed by data/workshop.yaml, and this
# script, as the designer, writes each new thing into that layer's YAML while the game
# runs (hot reload, no restart, no C++), then plays a few turns with xdotool so it acts:
#  1. the Blade becomes a poison dagger: one strike poisons the Dummy, and the poison
#     kills it, a kill the history credits to the blade;
#  2. the Blank scroll becomes a scroll of sleep with an area (radius 2): read at the
#     nearest foe, it puts all three Sleepers to sleep;
#  3. the Archer becomes a goblin archer that shoots from range and keeps away: it shoots
#     the player from 6 cells, and steps back as the player comes closer;
#  4. the Bat gets speed 200: it moves twice for each of the player's steps;
#  5. the Ring grants regenerating: the player regains HP each turn;
#  6. with every foe asleep or gone, R rests until healed or something happens.
# Each step waits on the program's stderr (reloads; the timeline's turn, read with [ and ]),
# never on a guess of how long it takes. Ctrl+Q then writes the recording, which must
# replay headless to the byte-identical --dump-state; --history of the replay shows the
# effects with their causes.
#   effects_workshop.sh CRYPTFORGE CONTENT_DIR DATA_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; data=$3; work=$4

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb effects_workshop "$work" "$@"

# Inside xvfb-run from here on.
export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" HOME="$work"
cp -r "$data/workshop" "$work/designer"
log="$work/game.log"
"$exe" --content "$content" --content "$work/designer" --map "$data/workshop.yaml" --seed 5 \
    --editor --window-size 1280x720 --record "$work/rec.yaml" --dump-state "$work/live.yaml" \
    >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
# Waits (a minute at most) until LINE has been written more than AFTER times.
wait_line() {
    local line=$1 after=${2:-0}
    for _ in $(seq 1 600); do
        [ "$(grep -cF -- "$line" "$log" || true)" -gt "$after" ] && return 0
        kill -0 "$app" 2>/dev/null || fail "the program ended while waiting for: $line"
        sleep 0.1
    done
    fail "never saw: $line"
}
seen() { grep -cF -- "$1" "$log" || true; }
# The game has played exactly TURN turns: one step back in the timeline shows turn TURN-1,
# and forward again (a step more where a refused command left an event at the same
# turn) is the present at TURN: the keys before were all handled.
at_turn() {
    local turn=$1 back forward lines
    back=$(seen "timeline: turn $((turn - 1)) shown")
    forward=$(seen "timeline: back to the present, turn $turn")
    press bracketleft
    wait_line "timeline: turn $((turn - 1)) shown" "$back"
    for _ in 1 2 3; do
        lines=$(seen "timeline: ")
        press bracketright
        wait_line "timeline: " "$lines"
        [ "$(seen "timeline: back to the present, turn $turn")" -gt "$forward" ] && return 0
    done
    fail "the present is not turn $turn"
}
# The designer saves FILE of the layer (through a temporary file and a rename, as editors
# do) with the text on stdin; the game says it reloaded.
design() {
    local file=$1 before
    before=$(seen "Reloaded")
    cat >"$work/designer/.$file.tmp"
    mv "$work/designer/.$file.tmp" "$work/designer/$file"
    wait_line "Reloaded" "$before"
}

wait_line "for content changes"
# Keys sent before the window is mapped and reading events are lost: wait until it says so.
wait_line "the window takes input"
wid=$(xdotool search --sync --pid "$app" | head -1)
xdotool windowfocus --sync "$wid"
xdotool mousemove 700 300  # over the game viewport

# The definitions the designer writes, each as one step or another of the workshop has it;
# each step saves a whole file, so it lists every definition the file holds then.
yaml_blade=$(cat <<'YAML'
workshop_blade:
  from: dagger
  name: Blade
  equippable:
    on_hit:
      - status: poisoned
        turns: 5
YAML
)
yaml_ring=$(cat <<'YAML'
workshop_ring: {name: Ring, glyph: '=', equippable: {slot: ring}}
YAML
)
yaml_regeneration_ring=$(cat <<'YAML'
workshop_ring:
  name: Ring of regeneration
  glyph: '='
  equippable:
    slot: ring
    grants: [regenerating]
YAML
)
yaml_blank_scroll=$(cat <<'YAML'
workshop_scroll: {name: Blank scroll, glyph: '~', use: {target: self, effects: [{heal: 1}]}}
YAML
)
yaml_sleep_scroll=$(cat <<'YAML'
workshop_scroll:
  name: Sleep scroll
  glyph: '~'
  use:
    target: cell
    range: 8
    radius: 2
    effects:
      - status: asleep
        turns: 20
YAML
)
yaml_draught=$(cat <<'YAML'
workshop_draught: {name: Bitter draught, glyph: '!', use: {target: self, effects: [{damage: 6}]}}
YAML
)
yaml_dummy_and_sleeper=$(cat <<'YAML'
workshop_dummy: {from: orc, name: Dummy, ai: none, fighter: {hp: 5}}
workshop_sleeper: {from: orc, name: Sleeper, ai: none}
YAML
)
yaml_archer=$(cat <<'YAML'
workshop_archer:
  from: orc
  name: Archer
  glyph: a
  ai: {kind: hostile, keep_distance: 3}
  abilities:
    - name: Shoot
      target: nearest_enemy
      range: 6
      cooldown: 2
      effects:
        - damage: 3
YAML
)
yaml_still_bat=$(cat <<'YAML'
workshop_bat: {from: orc, name: Bat, glyph: b, ai: none}
YAML
)
yaml_fast_bat=$(cat <<'YAML'
workshop_bat:
  from: orc
  name: Bat
  glyph: b
  speed: 200
  fighter: {power: 1}
YAML
)
yaml_player=$(cat <<'YAML'
player: {starting_equipment: [workshop_blade, leather_armor, workshop_ring]}
YAML
)

# 1. A poison dagger.
design items.yaml < <(printf '%s\n' "$yaml_blade" "$yaml_ring" "$yaml_blank_scroll" "$yaml_draught")
press l  # strike the Dummy
at_turn 1

# 2. A scroll of sleep with an area.
press h  # onto the scroll
press g
at_turn 3
design items.yaml < <(printf '%s\n' "$yaml_blade" "$yaml_ring" "$yaml_sleep_scroll" "$yaml_draught")
press i
press d       # the scroll, after the blade, the armour and the ring
press Return  # at the nearest foe, where the cursor starts
at_turn 4

# 3. A goblin archer that shoots from range and keeps away.
design actors.yaml < <(printf '%s\n' "$yaml_dummy_and_sleeper" "$yaml_archer" "$yaml_still_bat" "$yaml_player")
press period  # it shoots from 6 cells
press h
press h
press h
at_turn 8

# 4. A bat that moves twice a turn.
design actors.yaml < <(printf '%s\n' "$yaml_dummy_and_sleeper" "$yaml_archer" "$yaml_fast_bat" "$yaml_player")
press period
press period
at_turn 10

# 5. A ring of regeneration.
design items.yaml < <(printf '%s\n' "$yaml_blade" "$yaml_regeneration_ring" "$yaml_sleep_scroll" "$yaml_draught")
press period
press period
press period
at_turn 13

quit_app
wait "$app" || fail "the program exited with $?"

# The recording replays headless to the same dump (each run its own data folder: a replay
# is a new game, which would not replace a save).
replay() {  # replay NAME ARGS...: the recording, headless, with ARGS
    local name=$1
    shift
    XDG_DATA_HOME="$work/replay-$name" "$exe" --headless --replay "$work/rec.yaml" "$@" \
        >"$work/$name.txt" 2>&1 || { cat "$work/$name.txt"; fail "the replay ($name) failed"; }
}
replay dump --dump-state "$work/replayed.yaml"
cmp -s "$work/live.yaml" "$work/replayed.yaml" ||
    { diff "$work/live.yaml" "$work/replayed.yaml" | head -20; fail "the replay differs"; }

# What each new thing did, as the rules report it. Ids: the prefab's order (the player is
# 1; the dummy is the only workshop_dummy, and so on).
id_of() { awk -v def="$1" '/^  - id: /{id=$3} $0 == "    def: " def {print id; exit}' "$work/live.yaml"; }
dummy=$(id_of workshop_dummy); archer=$(id_of workshop_archer); bat=$(id_of workshop_bat)
replay dummy_hp --history "$dummy.fighter.hp"
grep -qP '^1\t\d+\t0\tpoisoned by your Blade: -1 HP$' "$work/dummy_hp.txt" ||
    { cat "$work/dummy_hp.txt"; fail "the blade's poison did not kill the dummy"; }
[ "$(grep -A6 'def: workshop_sleeper' "$work/live.yaml" | grep -c 'statuses: .*asleep')" = 3 ] ||
    fail "the sleep scroll did not put all three sleepers to sleep"
replay sleeper --history "$(id_of workshop_sleeper).statuses.asleep"
grep -qP '^4\t\d+\t20\tslept by your Sleep scroll$' "$work/sleeper.txt" ||
    { cat "$work/sleeper.txt"; fail "the history does not name the sleep scroll"; }
replay player_hp --history player.fighter.hp
grep -qP '^5\t\d+\t27\tShoot used by the Archer' "$work/player_hp.txt" ||
    { cat "$work/player_hp.txt"; fail "the archer did not shoot from 6 cells on turn 5"; }
replay archer_x --history "$archer.x"
grep -qP '^8\t\d+\t3\t' "$work/archer_x.txt" ||
    { cat "$work/archer_x.txt"; fail "the archer did not step back from the player on turn 8"; }
replay bat_y --history "$bat.y"
grep -qP '^9\t\d+\t5\t' "$work/bat_y.txt" && grep -qP '^10\t\d+\t3\t' "$work/bat_y.txt" ||
    { cat "$work/bat_y.txt"; fail "the bat did not fly two cells for each of the player's steps"; }
[ "$(grep -cP '^1[1-3]\t\d+\t\d+\tregenerating from your Ring of regeneration: \+1 HP$' "$work/player_hp.txt")" -ge 3 ] ||
    { cat "$work/player_hp.txt"; fail "the ring did not regenerate 1 HP a turn"; }

# 6. Rest: a new game on the designed content, in a closed room with no foe. The player
# drinks the bitter draught (-6 HP, 1 back at once from the ring), then R rests turn after
# turn until healed (the ring's 1 HP a turn: five turns) and says so. A second window: its
# first keys wait until it says it takes input.
log="$work/rest.log"
XDG_DATA_HOME="$work/rest-data" "$exe" --content "$content" --content "$work/designer" \
    --map "$data/workshop_rest.yaml" --seed 5 --editor --window-size 1280x720 \
    --record "$work/rest_rec.yaml" --dump-state "$work/rest_live.yaml" >"$log" 2>&1 &
app=$!
trap 'kill $app 2>/dev/null || true' EXIT
wait_line "for content changes"
wait_line "the window takes input"
wid=$(xdotool search --sync --pid "$app" | head -1)
xdotool windowfocus --sync "$wid"
xdotool mousemove 700 300
press l  # onto the draught
press g
press i
press d  # the draught
at_turn 3
press shift+r
at_turn 8
quit_app
wait "$app" || fail "the program exited with $?"
# The dump's player block is the player's entity: its HP under fighter.
player_hp=$(awk '/^player:/ {p = 1} p && /^    hp: / {print $2; exit}' "$work/rest_live.yaml")
[ "$player_hp" = 30 ] || { head -30 "$work/rest_live.yaml"; fail "the rest did not heal (HP $player_hp)"; }
grep -q 'You are already rested' "$work/rest_live.yaml" || fail "the rest did not stop at full health"
XDG_DATA_HOME="$work/replay-rest" "$exe" --headless --replay "$work/rest_rec.yaml" \
    --dump-state "$work/rest_replayed.yaml" >"$work/rest_replay.txt" 2>&1 ||
    { cat "$work/rest_replay.txt"; fail "the rest's recording did not replay"; }
cmp -s "$work/rest_live.yaml" "$work/rest_replayed.yaml" || fail "the rest's replay differs"
echo "effects_workshop: ok, a poison dagger, a sleep scroll, an archer, a bat and a ring made live, and R rests"
