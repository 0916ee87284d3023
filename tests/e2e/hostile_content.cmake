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
