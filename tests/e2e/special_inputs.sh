#!/usr/bin/env bash
# Every input path of the real executable given what is not a regular file: a FIFO no
# program writes, a folder, a link loop, a link that leads nowhere, and (as root) an
# endless device node of the test's own (the numbers of /dev/zero). Usage:
#   special_inputs.sh CRYPTFORGE CONTENT_DIR MAP WORK_DIR
# Each run must end at once (a FIFO never blocks, a device never fills memory) with exit
# 2 and the reason, naming the path, and leave the special file as it was.
set -uo pipefail
exe=$1 content=$2 map=$3 work=$4
rm -rf "$work"
mkdir -p "$work"
export CRYPTFORGE_CONTENT="$content" XDG_DATA_HOME="$work/xdg" XDG_CONFIG_HOME="$work/xdg"

failures=0
fail() { echo "special_inputs: FAIL: $*"; failures=$((failures + 1)); }

# Makes a special file of KIND at PATH.
make_kind() {  # KIND PATH
    local kind=$1 path=$2
    case $kind in
        fifo) mkfifo "$path" ;;
        folder) mkdir "$path" ;;
        loop) ln -s "$(basename "$path").other" "$path" && ln -s "$(basename "$path")" "$path.other" ;;
        dangling) ln -s "nowhere/$(basename "$path")" "$path" ;;
        zero) mknod "$path" c 1 5 ;;
    esac
}
kinds() { echo fifo folder loop dangling; [ "$(id -u)" -eq 0 ] && echo zero; }

# Runs the program; it must exit `want` within 60 s with stderr matching `regex`.
expect() {  # WANT REGEX ARGS...
    local want=$1 regex=$2
    shift 2
    timeout 60 "$exe" "$@" > /dev/null 2>"$work/err"
    local rc=$?
    if [ $rc -ne "$want" ]; then
        fail "'$*' exited $rc (124 is a hang), not $want: $(head -c 400 "$work/err")"
    elif ! grep -Eq "$regex" "$work/err"; then
        fail "'$*': stderr does not match '$regex': $(head -c 400 "$work/err")"
    fi
}

# Content files, each kind in place of actors.yaml; the folder itself as each kind.
for kind in $(kinds); do
    dir="$work/content_$kind"
    cp -r "$content" "$dir" && rm "$dir/actors.yaml"
    make_kind "$kind" "$dir/actors.yaml"
    expect 2 "actors.yaml" --headless --new-game --seed 1 --content "$dir" --save "$work/s.yaml"
    mkdir -p "$work/folder_$kind"
    make_kind "$kind" "$work/folder_$kind/content"
    [ "$kind" = folder ] || expect 2 "content" --headless --new-game --content "$work/folder_$kind/content" --save "$work/s.yaml"
done

# A prefab map, a replay, a save to continue, the two files of a diff, a lab shard.
for kind in $(kinds); do
    mkdir -p "$work/inputs/$kind"
    in="$work/inputs/$kind/input.yaml"
    make_kind "$kind" "$in"
    expect 2 "input.yaml" --headless --new-game --map "$in" --save "$work/m_$kind.yaml"
    expect 2 "input.yaml" --headless --replay "$in" --save "$work/r_$kind.yaml"
    expect 2 "input.yaml" diff "$in" "$in"
    expect 2 "input.yaml" lab merge "$in"
    if [ "$kind" = dangling ]; then
        expect 2 "there is no saved game" --headless --continue --save "$in"
    else
        expect 2 "input.yaml" --headless --continue --save "$in"
    fi
done

# Each special file is still what it was.
[ -p "$work/inputs/fifo/input.yaml" ] || fail "the FIFO was replaced"
[ -d "$work/inputs/folder/input.yaml" ] || fail "the folder was replaced"
[ -L "$work/inputs/loop/input.yaml" ] || fail "the link loop was replaced"
[ -L "$work/inputs/dangling/input.yaml" ] || fail "the dangling link was replaced"
[ "$(id -u)" -ne 0 ] || [ -c "$work/inputs/zero/input.yaml" ] || fail "the device was replaced"
if [ "$(id -u)" -ne 0 ]; then
    if [ -n "${CI:-}" ]; then fail "CI runs as root, and the device node needs it"; fi
    echo "special_inputs: NOT RUN: the device node (root only; CI runs it)"
fi

[ $failures -eq 0 ] || exit 1
echo "special_inputs: ok"
