#!/usr/bin/env bash
# The automation API end to end: `cryptforge --headless --api` driven by the Python client
# through api_journey.py (orcs listed, one's HP set, three turns stepped, the log read, a
# monster added through content.put, a rewind, an undo), then the session's recording
# replayed: it must end in a byte-identical --dump-state. Needs python3 (fails without).
# Usage: api_journey.sh CRYPTFORGE SOURCE_DIR WORK_DIR
set -uo pipefail
exe=$1 source=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
command -v python3 > /dev/null || { echo "api_journey: python3 is missing (the client needs it)"; exit 1; }
socket="$work/api.sock"

"$exe" --headless --api --api-socket "$socket" --seed 1 --save "$work/save.yaml" \
    --record "$work/session.yaml" --dump-state "$work/live_dump.yaml" 2> "$work/stderr.txt" &
pid=$!
for _ in $(seq 100); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || { echo "api_journey: no socket after 10 s"; cat "$work/stderr.txt"; kill "$pid"; exit 1; }

python3 "$source/tests/e2e/api_journey.py" "$socket" "$source/tools" || { kill "$pid"; exit 1; }
wait "$pid" || { echo "api_journey: cryptforge exited $?"; cat "$work/stderr.txt"; exit 1; }
[ ! -e "$socket" ] || { echo "api_journey: the socket was left behind"; exit 1; }

"$exe" --headless --replay "$work/session.yaml" --save "$work/replay_save.yaml" \
    --dump-state "$work/replayed_dump.yaml" || { echo "api_journey: the recording does not replay"; exit 1; }
cmp "$work/live_dump.yaml" "$work/replayed_dump.yaml" ||
    { echo "api_journey: the replay ends elsewhere than the session"; exit 1; }
grep -q "orc_chief" "$work/session.yaml" || { echo "api_journey: the recording lacks the put"; exit 1; }
echo "api_journey: the recording replays to the same dump"
