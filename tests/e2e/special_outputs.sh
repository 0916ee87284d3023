#!/usr/bin/env bash
# Every kind of file at the program's output paths, through the real executable, as root
# and as an unprivileged user. Usage:
#   special_outputs.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# The special files are the test's own, made in WORK_DIR (mkfifo, mknod with the numbers
# of /dev/null and /dev/full, symbolic links); no writer is ever aimed at /dev, except
# /dev/stdout by an unprivileged user, for whom /dev refuses any new file.
# As root, the device nodes and the unprivileged runs (setpriv) are tested; without root
# those parts are said to be skipped, and in CI (CI=true, where it runs as root) missing
# privileges or setpriv are failures.
set -uo pipefail
exe=$1 content=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
export CRYPTFORGE_CONTENT="$content" XDG_DATA_HOME="$work/xdg" XDG_CONFIG_HOME="$work/xdg"

failures=0
fail() { echo "special_outputs: FAIL: $*"; failures=$((failures + 1)); }
say() { echo "special_outputs: $*"; }
lab() { "$exe" lab --content "$content" --runs 2 --max-depth 2 "$@"; }
dump() { "$exe" --headless --new-game --seed 3 --overwrite-save --save "$work/save.yaml" --dump-state "$@"; }

# A FIFO with a reader: the table arrives through it, and it stays a FIFO.
mkfifo "$work/table.csv"
cat "$work/table.csv" > "$work/from_fifo.csv" &
reader=$!
lab --csv "$work/table.csv" > /dev/null 2>"$work/err" || fail "lab --csv FIFO exited $?: $(cat "$work/err")"
wait "$reader"
[ -p "$work/table.csv" ] || fail "the FIFO was replaced"
grep -q '^seed,end' "$work/from_fifo.csv" || fail "nothing came through the FIFO"

# A FIFO nobody reads: refused at once (exit 1), never a hang, still a FIFO.
mkfifo "$work/nobody.csv"
timeout 60 "$exe" lab --content "$content" --runs 1 --max-depth 2 --csv "$work/nobody.csv" \
    > /dev/null 2>"$work/err"
rc=$?
[ $rc -eq 1 ] || fail "lab --csv to an unread FIFO exited $rc (124 is a hang): $(cat "$work/err")"
grep -q 'no program is reading' "$work/err" || fail "no reason given: $(cat "$work/err")"
[ -p "$work/nobody.csv" ] || fail "the unread FIFO was replaced"

# A link: the file it leads to is replaced, the link stays.
mkdir -p "$work/elsewhere"
echo old > "$work/elsewhere/dump.yaml"
ln -s "$work/elsewhere/dump.yaml" "$work/dump_link.yaml"
dump "$work/dump_link.yaml" 2>"$work/err" || fail "--dump-state through a link exited $?: $(cat "$work/err")"
[ -L "$work/dump_link.yaml" ] || fail "the link was replaced by a file"
grep -q '^seed: 3' "$work/elsewhere/dump.yaml" || fail "the file the link leads to was not written"

# `| cat`: a pipe given as /proc/self/fd/1.
dump /proc/self/fd/1 2>"$work/err" | cat > "$work/piped.yaml"
grep -q '^seed: 3' "$work/piped.yaml" || fail "--dump-state /proc/self/fd/1 | cat gave: $(cat "$work/err")"

if [ "$(id -u)" -eq 0 ]; then
    # Device nodes of the test's own: written in place, never replaced (lab --csv /dev/full
    # as root used to replace the system's /dev/full with a regular file).
    mknod "$work/null" c 1 3 && mknod "$work/full" c 1 7
    lab --csv "$work/null" > /dev/null 2>"$work/err" || fail "lab --csv to a null device exited $?"
    [ -c "$work/null" ] || fail "the null device was replaced"
    lab --csv "$work/full" > /dev/null 2>"$work/err"
    rc=$?
    [ $rc -eq 1 ] || fail "lab --csv to a full device exited $rc"
    grep -q 'No space left on device' "$work/err" || fail "no reason for the full device: $(cat "$work/err")"
    [ -c "$work/full" ] || fail "the full device was replaced"
    [ "$(stat -c '%t,%T' "$work/full")" = "1,7" ] || fail "the full device changed"

    # As an unprivileged user: /dev/stdout (failed for a normal user: the writer tried to
    # make a temporary file in /dev), and an ordinary output in a folder it may write.
    if command -v setpriv > /dev/null; then
        chmod 755 "$work"
        mkdir -p "$work/user" && chown 65534:65534 "$work/user"
        as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
        as_user env XDG_DATA_HOME="$work/user" XDG_CONFIG_HOME="$work/user" \
            "$exe" --headless --new-game --seed 3 --save "$work/user/save.yaml" \
            --dump-state /dev/stdout 2>"$work/err" | cat > "$work/user_piped.yaml"
        grep -q '^seed: 3' "$work/user_piped.yaml" || fail "--dump-state /dev/stdout | cat as a user: $(cat "$work/err")"
        as_user "$exe" lab --content "$content" --runs 2 --max-depth 2 --csv "$work/user/t.csv" \
            > /dev/null 2>"$work/err" || fail "lab --csv as a user exited $?: $(cat "$work/err")"
        grep -q '^seed,end' "$work/user/t.csv" || fail "the user's table is missing"
        ls "$work/user" | grep -q '\.tmp\.' && fail "a temporary file was left behind"
    elif [ -n "${CI:-}" ]; then
        fail "setpriv is missing (util-linux), so the unprivileged runs cannot be tested"
    else
        say "NOT RUN: the unprivileged runs need setpriv (util-linux)"
    fi
elif [ -n "${CI:-}" ]; then
    fail "CI runs as root, and this test needs it for the device nodes and the unprivileged runs"
else
    say "NOT RUN: the device nodes and the unprivileged runs need root (CI runs them)"
fi

[ $failures -eq 0 ] || exit 1
say "ok"
