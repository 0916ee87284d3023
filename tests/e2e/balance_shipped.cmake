# `cryptforge lab --check-balance` on the shipped game (named shipped_*: CI's main pass
# changes every number of content/, and this holds the real numbers to the real target).
#   -DEXE=cryptforge -DCONTENT=content -DWORK=scratch folder -DMODE=check|power
#   check: with CI's small setting no point of content/balance.yaml fails.
#   power: in a copy of the content, a layer doubles the power of the monster that deals the
#          runs the most damage; the check then fails (exit 3) and names it.
include("${CMAKE_CURRENT_LIST_DIR}/run_steps.cmake")

# CI's setting: 40 seeds at most, two threads. CI runs these under the sanitizers, where a
# run costs ten to twenty times the dev build's (200 seeds took over 180 s): 40 seeds decide
# a point that is far off its band, as a doubled monster's is, and leave a close one
# undecided (exit 5, no regression). By hand, --runs-cap 800 decides every point.
set(small --check-balance --batch 20 --runs-cap 40 --jobs 2)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

# CI fails on a point decided to fail (exit 3); a point the small setting leaves undecided
# (exit 5) is no regression, and the report says how many runs would decide it.
if(MODE STREQUAL "check")
  execute_process(COMMAND "${EXE}" lab ${small} --content "${CONTENT}" --json "${WORK}/check.json"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0 AND NOT rc EQUAL 5)
    message(FATAL_ERROR "exit ${rc}: the shipped game misses its target\n${out}${err}")
  endif()
  expect("${out}" "reach depth 3 ")
  file(READ "${WORK}/check.json" json)
  string(JSON failed_points GET "${json}" points)
  if(failed_points MATCHES "\"fail\"")
    message(FATAL_ERROR "the JSON has a failed point:\n${json}")
  endif()
  message(STATUS "${out}")
  return()
endif()

# The copy: the target travels with the content.
file(COPY "${CONTENT}/" DESTINATION "${WORK}/content")
run(0 "${EXE}" lab --runs 20 --max-depth 5 --content "${WORK}/content" --json "${WORK}/lab.json")
file(READ "${WORK}/lab.json" json)
string(JSON depths LENGTH "${json}" survival by_depth)
# The monster that deals the runs the most damage (the lab's damage.ID means): every run
# meets it, so doubling it moves the target's points, as a tester's slip would. (The pack
# spreads its deaths, so the top killer of one depth, such as the last floor's boss, may
# barely move the curve.)
string(JSON count LENGTH "${json}" means)
math(EXPR last "${count} - 1")
set(most 0)
set(killer "")
foreach(i RANGE ${last})
  string(JSON name MEMBER "${json}" means ${i})
  if(name MATCHES "^damage\\.(.+)$")
    set(id "${CMAKE_MATCH_1}")
    string(JSON mean GET "${json}" means "${name}" mean)
    if(mean GREATER most)
      set(most ${mean})
      set(killer "${id}")
    endif()
  endif()
endforeach()
if(killer STREQUAL "")
  message(FATAL_ERROR "no monster hurt any of the 20 runs:\n${json}")
endif()
run(0 "${EXE}" def "${killer}.fighter.power" --content "${WORK}/content")
string(REGEX MATCH "fighter.power = ([0-9]+)" found "${out}")
if(NOT found)
  message(FATAL_ERROR "cannot read ${killer}'s power from:\n${out}")
endif()
math(EXPR doubled "${CMAKE_MATCH_1} * 2")
file(WRITE "${WORK}/stronger/actors/stronger.yaml" "${killer}:\n  fighter: {power: ${doubled}}\n")
run(3 "${EXE}" lab ${small} --content "${WORK}/content" --content "${WORK}/stronger")
expect("${out}" "fails: ")
expect("${out}" "killing blow: ${killer} ")
message(STATUS "${killer}'s power doubled to ${doubled}:\n${out}")
