# Sourced by the windowed end-to-end scripts: a private copy of the content and private
# save and config folders under WORK, and the real program started under Xvfb in the
# background. Usage: start_windowed_game EXE CONTENT_DIR WORK_DIR ARGS...
# Afterwards $work/content is the copy and $app the program's pid.
start_windowed_game() {
    local exe=$1 content=$2
    work=$3
    shift 3
    rm -rf "$work"; mkdir -p "$work"
    cp -r "$content" "$work/content"
    export XDG_DATA_HOME="$work/data" XDG_CONFIG_HOME="$work/config"
    xvfb-run -a -s "-screen 0 1280x720x24" "$exe" --content "$work/content" "$@" &
    app=$!
}
