# Every exit code the README's "Exit codes" table lists, from the real executable, and
# the save rules behind them: a new game never replaces a save unless asked, and then
# keeps it as .bak; a path the system cannot follow is a message, never an abort.
#   -DEXE=cryptforge -DMAP=arena.yaml -DWORK=dir
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(save "${WORK}/save.yaml")

# Runs the program with ARGN; fails unless it exits `code` with stderr matching `regex`.
function(expect_exit code regex)
  execute_process(COMMAND "${EXE}" ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc STREQUAL "${code}")
    message(FATAL_ERROR "'${ARGN}' exited ${rc}, expected ${code}\nstdout: ${out}\nstderr: ${err}")
  endif()
  if(NOT err MATCHES "${regex}")
    message(FATAL_ERROR "'${ARGN}': stderr does not match '${regex}':\n${err}")
  endif()
  if(err MATCHES "filesystem_error|terminate called")
    message(FATAL_ERROR "'${ARGN}' aborted on a file error:\n${err}")
  endif()
endfunction()

# 0: help, and a new game where there is no save yet (it saves on exit).
expect_exit(0 "" --help)
expect_exit(0 "" --headless --new-game --seed 5 --save "${save}")
if(NOT EXISTS "${save}")
  message(FATAL_ERROR "the first game left no save")
endif()

# 2: bad arguments, an empty --save included (it would have meant the real save).
expect_exit(2 "unknown option '--bogus'" --bogus)
# (Called directly: a list passed on to a command drops its empty arguments.)
execute_process(COMMAND "${EXE}" --headless --new-game --save "" RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "--save: needs a file name")
  message(FATAL_ERROR "--save \"\" gave exit ${rc}: ${err}")
endif()

# 2: a new game by any route where a save exists, even a damaged one; it is untouched.
file(WRITE "${save}" "format: cryptforge-save\nversion: 1\n[[[")
file(SHA256 "${save}" before)
expect_exit(2 "a saved game exists at .*save.yaml.*--overwrite-save" --headless --new-game --save "${save}")
expect_exit(2 "a saved game exists" --headless --map "${MAP}" --new-game --save "${save}")
# The windowed run refuses before it opens a window, so this needs no display.
expect_exit(2 "a saved game exists" --new-game --frames 1 --save "${save}")
file(WRITE "${WORK}/replay.yaml" "seed: 7\ncommands:\n  - move e\n")
expect_exit(2 "a saved game exists" --headless --map "${MAP}" --replay "${WORK}/replay.yaml" --save "${save}")
file(SHA256 "${save}" after)
if(NOT before STREQUAL after OR EXISTS "${save}.bak")
  message(FATAL_ERROR "a refused new game changed the save or left a .bak")
endif()

# 2: that damaged save cannot be continued; it stays on disk.
expect_exit(2 "cannot be loaded" --headless --continue --save "${save}")

# 0 with --overwrite-save: the old save is kept byte for byte as .bak, a new one written.
expect_exit(0 "" --headless --new-game --seed 5 --save "${save}" --overwrite-save)
file(SHA256 "${save}.bak" kept)
file(READ "${save}" fresh)
if(NOT kept STREQUAL before OR NOT fresh MATCHES "format: cryptforge-save")
  message(FATAL_ERROR "--overwrite-save did not keep the old save as .bak and write a new one")
endif()

# 2: a save path the system cannot follow (a symlink loop) is the same message, not an
# abort, for a new game, --overwrite-save and --continue alike.
file(CREATE_LINK "${WORK}/loop_b.yaml" "${WORK}/loop.yaml" SYMBOLIC)
file(CREATE_LINK "${WORK}/loop.yaml" "${WORK}/loop_b.yaml" SYMBOLIC)
set(loop_says "cannot check the save .*loop.yaml: too many symbolic links")
expect_exit(2 "${loop_says}" --headless --new-game --save "${WORK}/loop.yaml")
expect_exit(2 "${loop_says}" --headless --new-game --save "${WORK}/loop.yaml" --overwrite-save)
expect_exit(2 "${loop_says}" --headless --continue --save "${WORK}/loop.yaml")
# A link that leads nowhere is no save yet, whatever asks: --continue says there is none,
# and a new game needs no --overwrite-save and saves where the link leads; the link stays.
file(MAKE_DIRECTORY "${WORK}/synced")
file(CREATE_LINK "${WORK}/synced/game.yaml" "${WORK}/dangling.yaml" SYMBOLIC)
expect_exit(2 "there is no saved game at .*dangling.yaml" --headless --continue --save "${WORK}/dangling.yaml")
expect_exit(0 "" --headless --new-game --seed 5 --save "${WORK}/dangling.yaml")
if(NOT IS_SYMLINK "${WORK}/dangling.yaml" OR NOT EXISTS "${WORK}/synced/game.yaml")
  message(FATAL_ERROR "a new game through a link that led nowhere did not save where it leads")
endif()
expect_exit(0 "" --headless --continue --save "${WORK}/dangling.yaml")
# A folder where the save belongs.
file(MAKE_DIRECTORY "${WORK}/folder.yaml")
expect_exit(2 "a saved game exists" --headless --new-game --save "${WORK}/folder.yaml")
expect_exit(2 "not a file" --headless --continue --save "${WORK}/folder.yaml")

# 2: content that cannot load, each said as what it is.
expect_exit(2 "no_such_content: content directory does not exist" --headless --new-game
            --content "${WORK}/no_such_content" --save "${WORK}/c.yaml")
file(WRITE "${WORK}/a_file" "")
expect_exit(2 "a_file: is a file, not a content folder" --headless --new-game --content "${WORK}/a_file"
            --save "${WORK}/c.yaml")
# 2: an empty text where a file or folder belongs (they ran on as if not given).
foreach(option --content --history --dump-state)
  execute_process(COMMAND "${EXE}" --headless --new-game ${option} "" --save "${WORK}/c.yaml"
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "${option}: needs a value")
    message(FATAL_ERROR "${option} \"\" gave exit ${rc}: ${err}")
  endif()
endforeach()

# 1: the game ran but a file could not be written at exit (a file stands where the
# folder of --dump-state should be).
file(WRITE "${WORK}/plain" "")
expect_exit(1 "cannot write .*plain/dump.yaml" --headless --new-game --save "${WORK}/d.yaml"
            --dump-state "${WORK}/plain/dump.yaml")
# 1: ... or its save could not be written at exit; --dump-state is written all the same.
expect_exit(1 "cannot write .*plain/save.yaml" --headless --new-game --save "${WORK}/plain/save.yaml"
            --dump-state "${WORK}/dump_after_failed_save.yaml")
if(NOT EXISTS "${WORK}/dump_after_failed_save.yaml")
  message(FATAL_ERROR "a save that could not be written dropped --dump-state")
endif()

# 1: a headless replay with a step that cannot be played.
file(WRITE "${WORK}/bad_step.yaml" "seed: 7\ncommands:\n  - edit set 999999 fighter.hp 5\n")
expect_exit(1 "did not play cleanly" --headless --map "${MAP}" --replay "${WORK}/bad_step.yaml"
            --save "${WORK}/r.yaml")

# 2: a content folder the system cannot follow is a message too.
expect_exit(2 "cannot open the content folder .*loop.yaml" --headless --new-game --content "${WORK}/loop.yaml"
            --save "${WORK}/e.yaml")
