#!/usr/bin/env bash
# CPU use of the idle game window: on the main menu, in play and in the editor layout
# (also with the automation API open),
# each measured over SECONDS on a private Xvfb display with nobody touching it.
#
#   tests/perf/idle_cpu.sh [EXE] [SECONDS] [LIMIT_PERCENT]
#
# EXE defaults to build/cryptforge, SECONDS to 10, LIMIT_PERCENT to 2. Prints one line per
# screen ("menu 0.3% of a core") and exits 1 when any of them is over the limit, 2 when
# Xvfb is missing. Saves and settings go to a temporary directory, never the user's.
set -euo pipefail
exe=${1:-build/cryptforge}
secs=${2:-10}
limit=${3:-2}
command -v Xvfb >/dev/null || { echo "idle_cpu: Xvfb is missing (apt-get install -y xvfb)" >&2; exit 2; }
[ -x "$exe" ] || { echo "idle_cpu: no executable at $exe" >&2; exit 2; }

work=$(mktemp -d)
xvfb_pid=
game_pid=
cleanup() {
  # The game saves on SIGTERM; wait for it before the folder goes (see reload_latency.sh).
  if [ -n "$game_pid" ]; then
    kill "$game_pid" 2>/dev/null || true
    wait "$game_pid" 2>/dev/null || true
  fi
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work" || true
}
trap cleanup EXIT

for n in $(seq 150 199); do [ -e /tmp/.X11-unix/X$n ] || [ -e /tmp/.X$n-lock ] || break; done
Xvfb ":$n" -screen 0 1280x720x24 >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
sleep 1

hz=$(getconf CLK_TCK)
cpu_ticks() { awk '{print $14+$15}' "/proc/$1/stat"; }

failed=0
measure() {  # name, then the game's arguments
  local name=$1; shift
  mkdir -p "$work/$name"
  DISPLAY=":$n" HOME="$work/$name" XDG_DATA_HOME="$work/$name/data" XDG_CONFIG_HOME="$work/$name/config" \
    "$exe" "$@" >"$work/$name.log" 2>&1 &
  game_pid=$!
  sleep 3  # start-up and the first frames are not idle
  local a b
  a=$(cpu_ticks "$game_pid"); sleep "$secs"; b=$(cpu_ticks "$game_pid")
  kill "$game_pid" 2>/dev/null || true
  wait "$game_pid" 2>/dev/null || true
  game_pid=
  local pct
  pct=$(awk "BEGIN{printf \"%.1f\", 100*($b-$a)/$hz/$secs}")
  echo "$name $pct% of a core"
  awk "BEGIN{exit !($pct > $limit)}" && { echo "idle_cpu: $name uses more than $limit%" >&2; failed=1; }
  return 0
}

measure menu
measure play --new-game --seed 1
measure editor --new-game --seed 1 --editor
# The API open: its request waker's thread polls the sockets while the window sleeps.
measure editor_api --new-game --seed 1 --editor --api --api-socket "$work/api.sock"
exit $failed
