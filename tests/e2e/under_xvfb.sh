# Sourced by the end-to-end scripts that drive the real window with xdotool. After
#   source under_xvfb.sh; run_under_xvfb NAME WORK_DIR "$@"
# the rest of the script runs inside its own xvfb-run (1280x720), with WORK_DIR emptied
# first. A missing xvfb-run or xdotool skips the test (exit 77), except in CI (CI=true),
# where it fails: third_party/install_deps.sh installs both.
run_under_xvfb() {
  local name=$1 work=$2
  shift 2
  [ -n "${CF_UNDER_XVFB:-}" ] && return 0
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
  CF_UNDER_XVFB=1 exec xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$@"
}
