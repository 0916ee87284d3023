# The timeline end to end, through the real executable: a session that plays, edits an
# orc in the inspector and undoes it three turns later, raises the orc's power, renames
# orc to goblin, takes an outside rewrite of actors.yaml, turns god mode on, descends
# and regenerates the floor is recorded; replaying the recording, against other content
# on disk, ends in a byte-identical --dump-state.
#   -DEXE=cryptforge -DCONTENT=content dir -DMAP=arena.yaml -DWORK=dir
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

function(content_variant name from)
  file(COPY "${from}/" DESTINATION "${WORK}/${name}")
endfunction()
function(replace_in file from to)
  file(READ "${file}" text)
  string(FIND "${text}" "${from}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "'${from}' is not in ${file}: the content changed under this test")
  endif()
  string(REPLACE "${from}" "${to}" text "${text}")
  file(WRITE "${file}" "${text}")
endfunction()

# c1: the orc hits harder (the content editor); c2: renamed to goblin; c3: an outside edit.
content_variant(c1 "${CONTENT}")
replace_in("${WORK}/c1/actors.yaml" "    hp: 10\n    power: 3\n" "    hp: 10\n    power: 4\n")
content_variant(c2 "${WORK}/c1")
replace_in("${WORK}/c2/actors.yaml" "orc:\n  name: Orc" "goblin:\n  name: Orc")
replace_in("${WORK}/c2/spawns.yaml" "    orc: 80" "    goblin: 80")
content_variant(c3 "${WORK}/c2")
replace_in("${WORK}/c3/actors.yaml" "    hp: 10\n    power: 4\n" "    hp: 10\n    power: 5\n")

file(WRITE "${WORK}/session.yaml" "seed: 7
map: ${MAP}
events:
  - move e
  - pickup
  - edit set 5 fighter.hp 4
  - wait
  - wait
  - wait
  - edit set 5 fighter.hp 10
  - {reload: c1}
  - {reload: c2, renames: [[actor, orc, goblin]]}
  - reload c3
  - edit set world god_mode true
  - move e
  - edit set 1 x 10; set 1 y 1
  - descend
  - regenerate
  - wait
")

execute_process(COMMAND "${EXE}" --headless --content "${CONTENT}" --replay "${WORK}/session.yaml"
                        --record "${WORK}/recording.yaml" --dump-state "${WORK}/live.yaml" --save "${WORK}/a.yaml"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the session did not play cleanly (exit ${rc}): ${err}")
endif()
file(READ "${WORK}/live.yaml" live)
foreach(expected "depth: 2" "god_mode: true" "Reloaded content: 1 definition changed, 1 entity updated"
                 "The floor shifts and reforms")
  string(FIND "${live}" "${expected}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the session's dump lacks '${expected}':\n${live}")
  endif()
endforeach()

# Replayed with other content on disk: the recording carries its own.
execute_process(COMMAND "${EXE}" --headless --content "${WORK}/c3" --replay "${WORK}/recording.yaml"
                        --dump-state "${WORK}/replayed.yaml" --save "${WORK}/b.yaml"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the recording did not replay cleanly (exit ${rc}): ${err}")
endif()
file(READ "${WORK}/replayed.yaml" replayed)
if(NOT live STREQUAL replayed)
  message(FATAL_ERROR "the replay differs from the live session:\n--- live\n${live}\n--- replayed\n${replayed}")
endif()
