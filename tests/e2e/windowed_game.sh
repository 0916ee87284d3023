# Sourced by the windowed end-to-end scripts: a private copy of the content and private
# save and config folders under WORK, and the real program started under Xvfb in the
# background with its stderr in $log. Usage: start_windowed_game EXE CONTENT_DIR WORK_DIR ARGS...
# Afterwards $work/content is the copy, $app the pid of xvfb-run and $log the stderr file.
start_windowed_game() {
    local exe=$1 content=$2
    work=$3
    shift 3
    rm -rf "$work"; mkdir -p "$work"
    cp -r "$content" "$work/content"
    log="$work/stderr.txt"
    export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
    xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --content "$work/content" "$@" 2>"$log" &
    app=$!
}

# The program itself (xvfb-run's child), for signals.
game_pid() { pgrep -P "$app" -x cryptforge; }

# Waits until the program's stderr has at least $2 (default 1) lines matching $1. Waits
# for the program, not for a time: the one-minute deadline only turns a hang into a failure.
wait_for_line() {
    for _ in $(seq 600); do
        [ "$(grep -c -- "$1" "$log" 2>/dev/null || true)" -ge "${2:-1}" ] && return 0
        kill -0 "$app" 2>/dev/null || { echo "the program exited while waiting for '$1'"; cat "$log"; exit 1; }
        sleep 0.1
    done
    echo "no '$1' on stderr within a minute"; cat "$log"; kill "$app" 2>/dev/null; exit 1
}
