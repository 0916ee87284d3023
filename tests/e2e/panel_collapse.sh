#!/usr/bin/env bash
# Collapsing the editor's side panels in the real window (1280x720): each collapse gives
# the panel's room to the others, a whole column's to the viewport, and expanding gives
# it back; the layout stays automatic throughout, and after a restart with a panel left
# collapsed. The program prints each layout it makes of a collapse on stderr
# ("cryptforge: editor layout: Problems collapsed; viewport 371,0 647x720"), which this
# script waits for after each click on a collapse arrow.
#   panel_collapse.sh CRYPTFORGE CONTENT_DIR WORK_DIR
# Exits 77 (skipped) when xvfb-run or xdotool is missing, except in CI (CI=true).
set -euo pipefail
exe=$1; content=$2; work=$3

source "$(dirname "$0")/under_xvfb.sh"
run_under_xvfb panel_collapse "$work" "$@"

# Inside xvfb-run from here on, the output in $log (game.log).
cp -r "$content" "$work/content"
start_editor() {
  start_app "$exe" --content "$work/content" --new-game --overwrite-save --seed 3 --editor \
    --window-size 1280x720 >"$log" 2>&1
  wait_line 'watching'
  xdotool search --sync --pid "$app" >/dev/null
}
start_editor

# The left column: Content editor 0..418, Problems 418..548, Timeline 548..720; the
# viewport 371 px from the left, 647 wide (1280 less 29% and 20.5%).
click 11 428   # Problems' arrow: Content editor and Timeline take its height
wait_line 'editor layout: Problems collapsed; viewport 371,0 647x720'
click 11 10    # Content editor's: the Timeline takes the column, under two title bars
wait_line 'editor layout: Content editor, Problems collapsed; viewport 371,0 647x720'
click 11 50    # the Timeline's, under them: the column folds, the viewport takes its width
wait_line 'editor layout: Content editor, Problems, Timeline collapsed; viewport 0,20 1018x700'
# The folded column's title bars across the top of the viewport, a third of 1018 each.
click 350 10   # Problems' arrow in that strip: the column comes back, all of it Problems'
wait_line 'editor layout: Content editor, Timeline collapsed; viewport 371,0 647x720'
click 11 10    # Content editor's, at the column's top again
wait_line 'editor layout: Timeline collapsed; viewport 371,0 647x720'
click 11 710   # the Timeline's, at the column's foot
wait_line 'editor layout: no panel collapsed; viewport 371,0 647x720'
# The right column folds the same way (Inspector 0..266, Overlays ..439, Messages ..590, Performance ..720).
click 1029 600
wait_line 'editor layout: Performance collapsed; viewport 371,0 647x720'
click 1029 10
wait_line 'editor layout: Inspector, Performance collapsed; viewport 371,0 647x720'

# Left collapsed when the program quits, the Inspector and Performance stay so in the next
# run and the layout is still the automatic one: expanding them lays it out again.
quit_app
wait "$app" || fail "the program exited with $?"
start_editor
click 1029 10  # the Inspector's arrow, at the right column's top
wait_line 'editor layout: Performance collapsed; viewport 371,0 647x720'
quit_app
wait "$app" || fail "the program exited with $?"
echo "panel_collapse: ok, every collapse gave its room to the others and took it back"
