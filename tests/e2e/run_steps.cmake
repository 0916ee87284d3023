# Included by the end-to-end scripts run with `cmake -P` that drive the executable step
# by step:
#   run(EXPECTED_EXIT COMMAND...)  runs COMMAND; fails unless it exits EXPECTED_EXIT;
#                                  leaves its stdout in `out` and its stderr in `err`
#   expect(TEXT REGEX)             fails unless TEXT matches REGEX
function(run expected_exit)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc STREQUAL "${expected_exit}")
    message(FATAL_ERROR "${ARGN}\nexit code ${rc}, expected ${expected_exit}\nstdout: ${out}\nstderr: ${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()
function(expect text regex)
  if(NOT text MATCHES "${regex}")
    message(FATAL_ERROR "does not match '${regex}':\n${text}")
  endif()
endfunction()
