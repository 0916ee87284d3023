#!/usr/bin/env bash
# Hot reload latency as a designer sees it: from a content file's write to the first
# frame that shows the change. The real program runs the editor on a private Xvfb
# display; this script rewrites actors.yaml (a new orc HP each time, written to a
# temporary file and renamed into place, as editors save) once a second while the game
# is idle, and reads the program's own report of each reload on stderr
# ("reload latency: 41.3 ms (file written -> first frame showing it)"), measured from
# the file's modification time.
#
#   tests/perf/reload_latency.sh [EXE] [WRITES] [LIMIT_MS]
#
# EXE defaults to build/cryptforge, WRITES to 20, LIMIT_MS to 100. Prints every
# latency, then the median and the worst; exits 1 when the median is over the limit,
# 2 when xvfb-run is missing or the program does not report. Saves and settings go to a
# temporary directory, never the user's.
set -euo pipefail
exe=${1:-build/cryptforge}
writes=${2:-20}
limit=${3:-100}
command -v xvfb-run >/dev/null || { echo "reload_latency: xvfb-run is missing (apt-get install -y xvfb)" >&2; exit 2; }
[ -x "$exe" ] || { echo "reload_latency: no executable at $exe" >&2; exit 2; }
if [ -z "${CF_RELOAD_LATENCY_INNER:-}" ]; then
  CF_RELOAD_LATENCY_INNER=1 exec xvfb-run -a -s "-screen 0 1280x720x24" bash "$0" "$@"
fi
# Inside xvfb-run from here on.
content=$(cd "$(dirname "$0")/../../content" && pwd)

work=$(mktemp -d)
game_pid=
cleanup() {
  # The game saves on SIGTERM; wait for it to finish writing before the folder goes,
  # or rm races the save and fails ("Directory not empty").
  if [ -n "$game_pid" ]; then
    kill "$game_pid" 2>/dev/null || true
    wait "$game_pid" 2>/dev/null || true
  fi
  rm -rf "$work" || true
}
trap cleanup EXIT

cp -r "$content" "$work/content"
actors="$work/content/actors/orcs.yaml"
cp "$actors" "$work/actors.yaml.orig"
HOME="$work" XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config" \
  "$exe" --content "$work/content" --new-game --seed 1 --editor --window-size 1280x720 2>"$work/stderr.log" >/dev/null &
game_pid=$!
sleep 3  # start-up and the first frames

reports() { grep -c '^reload latency: ' "$work/stderr.log" || true; }
for i in $(seq 1 "$writes"); do
  sleep 1  # the window is idle again, asleep in its event wait
  sed "s/^    hp: 10\$/    hp: $((10 + i))/" "$work/actors.yaml.orig" > "$work/content/actors/.orcs.yaml.tmp"
  mv "$work/content/actors/.orcs.yaml.tmp" "$actors"
  for _ in $(seq 1 50); do [ "$(reports)" -ge "$i" ] && break; sleep 0.1; done
  if [ "$(reports)" -lt "$i" ]; then
    echo "reload_latency: write $i was not reported within 5 s" >&2
    cat "$work/stderr.log" >&2
    exit 2
  fi
done

sed -n 's/^reload latency: \([0-9.]*\) ms.*/\1/p' "$work/stderr.log" | sort -n > "$work/ms.txt"
echo "reload latency over $writes writes (ms, file written -> first frame): $(tr '\n' ' ' < "$work/ms.txt")"
median=$(awk '{a[NR]=$1} END{print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}' "$work/ms.txt")
worst=$(tail -1 "$work/ms.txt")
echo "median $median ms, worst $worst ms (goal: under $limit ms)"
awk "BEGIN{exit !($median > $limit)}" && { echo "reload_latency: the median is over $limit ms" >&2; exit 1; }
exit 0
