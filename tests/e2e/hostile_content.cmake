# Small, even valid, content a hostile designer writes (issue "Hardening, third pass"),
# through the real executable: every entry point refuses it with file:line:col and exit
# 2; none crashes, hangs or leaves a game it cannot save.
#   -DEXE=cryptforge -DCONTENT=tests/data/content -DWORK=dir
include("${CMAKE_CURRENT_LIST_DIR}/run_steps.cmake")
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# An alias inside the value its anchor names: yaml-cpp builds a loop, and every loader
# recursed on it until the stack ran out (exit 139).
set(looped "${WORK}/looped")
file(COPY "${CONTENT}/" DESTINATION "${looped}")
file(APPEND "${looped}/statuses.yaml" "looped: &o {name: A, self: *o}\n")
set(at_the_alias "statuses\\.yaml:[0-9]+:28: this alias is inside the value its anchor names")
run(2 "${EXE}" --content "${looped}" --headless --new-game --save "${WORK}/save.yaml")
expect("${err}" "${at_the_alias}")
run(2 "${EXE}" def orc --content "${looped}")
expect("${err}" "${at_the_alias}")
run(2 "${EXE}" lab --content "${looped}" --runs 1)
expect("${err}" "${at_the_alias}")
file(WRITE "${WORK}/a.yaml" "a: &a {b: *a}\n")
file(WRITE "${WORK}/b.yaml" "a: {b: 1}\n")
run(2 "${EXE}" diff "${WORK}/a.yaml" "${WORK}/b.yaml")
expect("${err}" "a\\.yaml:1:11: this alias")

# `def` of a path, not an id, says so (it said "no definition named ''").
run(2 "${EXE}" def ../x --content "${CONTENT}")
expect("${err}" "'\\.\\./x' names no definition")

# A FIFO given as the content folder is named as one (it was called "a file"), at once.
execute_process(COMMAND mkfifo "${WORK}/pipe" RESULT_VARIABLE made)
if(NOT made EQUAL 0)
  message(FATAL_ERROR "mkfifo failed: the test cannot make its FIFO")
endif()
run(2 "${EXE}" def orc --content "${WORK}/pipe")
expect("${err}" "pipe: is a FIFO \\(a named pipe\\), not a content folder")

# A headless run says what is wrong in the player's settings.yaml, as the window does
# (it read the file's layers and kept its problems to itself).
file(WRITE "${WORK}/config/cryptforge/settings.yaml" "ui_size: 1.0\nbogus_key: 3\n")
run(0 "${CMAKE_COMMAND}" -E env "XDG_CONFIG_HOME=${WORK}/config" "XDG_DATA_HOME=${WORK}/data"
    "${EXE}" --content "${CONTENT}" --headless --new-game --seed 2)
expect("${err}" "settings\\.yaml:2:1: [^\n]*bogus_key")
