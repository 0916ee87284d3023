# The balance lab from the command line: shards merged by `lab merge` are the bytes of
# one run, --fail-on turns a real change into exit 3, bad arguments exit 2, duels print.
#   -DEXE=cryptforge -DCONTENT=content dir -DWORK=dir
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${CMAKE_CURRENT_LIST_DIR}/run_steps.cmake")

set(lab lab --content "${CONTENT}" --runs 6 --max-depth 3)
run(0 "${EXE}" ${lab} --jobs 2 --csv "${WORK}/all.csv" --json "${WORK}/all.json")
expect("${out}" "death_rate")
run(0 "${EXE}" ${lab} --shard 0/2 --csv "${WORK}/s0.csv")
run(0 "${EXE}" ${lab} --shard 1/2 --csv "${WORK}/s1.csv")
run(0 "${EXE}" lab merge "${WORK}/s1.csv" "${WORK}/s0.csv" --csv "${WORK}/merged.csv" --json "${WORK}/merged.json")
foreach(kind csv json)
  file(READ "${WORK}/all.${kind}" whole)
  file(READ "${WORK}/merged.${kind}" merged)
  if(NOT whole STREQUAL merged)
    message(FATAL_ERROR "merged shards differ from one run (${kind}):\n${whole}\n---\n${merged}")
  endif()
endforeach()

# Doubling the orc's power breaks a threshold on the depth-1 death rate.
file(COPY "${CONTENT}/" DESTINATION "${WORK}/strong")
file(READ "${WORK}/strong/actors.yaml" actors)
string(REPLACE "    hp: 10\n    power: 3\n" "    hp: 10\n    power: 6\n" actors "${actors}")
file(WRITE "${WORK}/strong/actors.yaml" "${actors}")
run(3 "${EXE}" lab --content "${WORK}/strong" --against "${CONTENT}" --runs 6 --max-depth 3 --fail-on "death_rate.depth1>5")
expect("${err}" "threshold broken: death_rate.depth1 moved \\+")

run(2 "${EXE}" lab --content "${CONTENT}")
expect("${err}" "--runs is required")
run(2 "${EXE}" lab --runs 5 --fail-on "death_rate")
run(0 "${EXE}" lab duel --content "${CONTENT}" --attacker orc --defender player --sweep level=1..3 --rounds 100
    --csv "${WORK}/duel.csv")
file(STRINGS "${WORK}/duel.csv" duel_rows)
list(LENGTH duel_rows n)
if(NOT n EQUAL 4)
  message(FATAL_ERROR "duel CSV should have a header and 3 rows: ${duel_rows}")
endif()
