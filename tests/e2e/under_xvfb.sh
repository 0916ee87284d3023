# Sourced by the end-to-end scripts that drive the real window with xdotool. After
#   source under_xvfb.sh; run_under_xvfb NAME WORK_DIR "$@"
# the rest of the script runs inside its own xvfb-run (1280x720, or CF_XVFB_SCREEN), with WORK_DIR emptied
# first and the program's data, settings and home inside it (WORK_DIR/data,
# WORK_DIR/config, WORK_DIR), never the user's. A missing xvfb-run or xdotool skips the test (exit 77), except in CI (CI=true),
# where it fails: third_party/install_deps.sh installs both.
#
# Then, with the program started in the background, its pid in $app and its output in
# $log (WORK_DIR/game.log unless the script names another), the script drives it with
# these (every wait ends on a line the program prints; the deadlines only turn a hang into
# a failure):
#   start_app CMD...      runs CMD in the background, its pid in $app, killed should the
#                         script end first; the call's redirections are CMD's
#                         (start_app "$exe" ARGS... >"$log" 2>&1)
#   fail MESSAGE          NAME: FAILED: MESSAGE, a screenshot in WORK_DIR/failed.png, the
#                         program's output; exits 1
#   press KEY [PAUSE]     the key held 0.1 s, then PAUSE seconds (default 0.05)
#   click X Y             a click as a hand makes it: the pointer rests on the spot and
#                         moves a pixel (ImGui 1.86 sees the hover on a move), then the
#                         button is held 150 ms (a shorter click can fall between frames)
#   wait_line TEXT [N]    until $log has N lines (default 1) matching TEXT (grep's basic
#                         regex), a minute at most, failing when the program ends first
#   quit_app              Ctrl+Q; the program must end within 10 s (then `wait "$app"`
#                         gives its exit status)
#   api SOCKET METHOD P   a method of the automation API on SOCKET with params P (JSON),
#                         which must succeed; its answer in WORK_DIR/api.json (the tests
#                         that test logic find widgets by name: ui.list, ui.click, ui.type)
run_under_xvfb() {
  local name=$1 work=$2
  shift 2
  e2e_name=$name
  e2e_work=$work
  if [ -n "${CF_UNDER_XVFB:-}" ]; then
    export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" HOME="$work"
    log="$work/game.log"
    return 0
  fi
  local missing=() tool
  for tool in xvfb-run xdotool; do command -v "$tool" >/dev/null || missing+=("$tool"); done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "${CI:-}" = true ]; then
      echo "$name: FAILED: ${missing[*]} missing in CI (third_party/install_deps.sh installs them)" >&2
      exit 1
    fi
    echo "$name: skipped: ${missing[*]} missing (third_party/install_deps.sh installs them)" >&2
    exit 77
  fi
  rm -rf "$work"; mkdir -p "$work"
  CF_UNDER_XVFB=1 exec xvfb-run -a -s "-screen 0 ${CF_XVFB_SCREEN:-1280x720}x24" bash "$0" "$@"
}

start_app() {
  "$@" &
  app=$!
  trap 'kill $app 2>/dev/null || true' EXIT
}

fail() {
  echo "$e2e_name: FAILED: $*"
  import -window root "$e2e_work/failed.png" 2>/dev/null || true
  cat "${log:-/dev/null}" 2>/dev/null || true
  exit 1
}

press() { xdotool keydown "$1" sleep 0.1 keyup "$1" sleep "${2:-0.05}"; }

click() {
  xdotool mousemove "$1" "$2" sleep 0.2 mousemove_relative 1 0 sleep 0.2 \
    mousedown 1 sleep 0.15 mouseup 1 sleep 0.2
}

wait_line() {
  local text=$1 count=${2:-1}
  for _ in $(seq 600); do
    [ "$(grep -c -- "$text" "$log" 2>/dev/null || true)" -ge "$count" ] && return 0
    kill -0 "$app" 2>/dev/null || fail "the program ended while waiting for: $text"
    sleep 0.1
  done
  fail "never saw ($count times) within a minute: $text"
}

quit_app() {
  xdotool keydown ctrl+q sleep 0.1 keyup ctrl+q
  for _ in $(seq 100); do kill -0 "$app" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$app" 2>/dev/null; then fail "the program did not quit on Ctrl+Q"; fi
  trap - EXIT
}

api() {
  local socket=$1
  shift
  python3 "$(dirname "${BASH_SOURCE[0]}")/../../tools/cryptforge_client.py" --socket "$socket" \
    "$@" >"$e2e_work/api.json" || fail "API: $*"
}
