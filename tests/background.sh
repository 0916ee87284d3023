#!/usr/bin/env bash
# A step of tests/run_all.cmake that runs beside the others at the lowest CPU priority, so
# it takes only the time the other steps leave a core idle (configure steps, links, the
# tails of parallel stages, end-to-end tests waiting on a window).
#
#   tests/background.sh start DIR COMMAND [ARGS...]   starts COMMAND, returns at once
#   tests/background.sh finish DIR                    waits for it, prints its output,
#                                                        exits with its exit code
#
# DIR keeps the step's output (log), exit code (rc) and process group (pid). Starting
# again first stops a step still running from an earlier, interrupted run.
set -euo pipefail
usage() {
  echo "usage: $0 start DIR COMMAND [ARGS...] | finish DIR" >&2
  exit 2
}
what=${1:-}
dir=${2:-}
[[ -n "$what" && -n "$dir" ]] || usage
case "$what" in
  start)
    shift 2
    if (( $# == 0 )); then
      echo "$0 start: no command" >&2
      exit 2
    fi
    mkdir -p "$dir"
    if [[ -f "$dir/pid" ]]; then
      kill -- "-$(cat "$dir/pid")" 2>/dev/null || true
    fi
    rm -f "$dir/rc" "$dir/log" "$dir/pid"
    # Its own process group (so a stop reaches every process it starts), no terminal, no
    # pipe left open to the caller. Not its own session: with the kernel's autogroups a
    # session gets an equal share of the CPU whatever its processes' nice values.
    set -m
    bash -c 'nice -n 19 "$@" > "$0/log" 2>&1; echo $? > "$0/rc.part"; mv "$0/rc.part" "$0/rc"' \
      "$dir" "$@" < /dev/null > /dev/null 2>&1 &
    echo $! > "$dir/pid"
    ;;
  finish)
    if [[ ! -f "$dir/pid" ]]; then
      echo "$0 finish: nothing was started in $dir" >&2
      exit 2
    fi
    # Not a child of this shell: its exit code arrives as a file.
    while [[ ! -f "$dir/rc" ]]; do
      if ! kill -0 "$(cat "$dir/pid")" 2>/dev/null; then
        sleep 1  # it may have ended between the two looks
        [[ -f "$dir/rc" ]] && break
        echo "$0 finish: the step in $dir stopped without an exit code" >&2
        cat "$dir/log" 2>/dev/null || true
        exit 1
      fi
      sleep 1
    done
    cat "$dir/log"
    rc=$(cat "$dir/rc")
    rm -f "$dir/pid"
    exit "$rc"
    ;;
  *)
    usage
    ;;
esac
