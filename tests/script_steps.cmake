# The steps of the test scripts (run_all.cmake, quick.cmake), included with `source`
# set to the repository's root.
#   run(COMMAND...): runs it in the root; a failure stops the script with the command.
#   stage(TITLE): prints the time and what starts now.
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
