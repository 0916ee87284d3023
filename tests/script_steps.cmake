# The steps of the test scripts (run_all.cmake, gcc_check.cmake, quick.cmake), included
# with `source` set to the repository's root.
#   run(COMMAND...): runs it in the root; a failure stops the script with the command.
#   stage(TITLE): prints the time and what starts now.
#   use_ninja(DIR): a build folder another generator made is configured afresh.
function(run)
  execute_process(COMMAND ${ARGN} WORKING_DIRECTORY "${source}" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    list(JOIN ARGN " " cmd)
    message(FATAL_ERROR "failed (${rc}): ${cmd}")
  endif()
endfunction()

function(stage title)
  string(TIMESTAMP now "%H:%M:%S")
  message(STATUS "[${now}] ${title}")
endfunction()

# Both builds use Ninja: Make starts a target only once the targets it links are built,
# so a core waited while the engine's last batch compiled; Ninja compiles the editor's,
# the app's and the tests' objects meanwhile.
function(use_ninja dir)
  if(EXISTS "${dir}/CMakeCache.txt")
    file(STRINGS "${dir}/CMakeCache.txt" generator REGEX "^CMAKE_GENERATOR:INTERNAL=")
    if(NOT generator STREQUAL "CMAKE_GENERATOR:INTERNAL=Ninja")
      file(REMOVE_RECURSE "${dir}/CMakeCache.txt" "${dir}/CMakeFiles")
    endif()
  endif()
endfunction()
