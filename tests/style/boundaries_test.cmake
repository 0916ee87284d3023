# The rooms check catches what it must: in a scratch tree, every include form that breaks
# shared/DESIGN.md's table (a room including a higher one, yaml/ including content/, a
# third-party header such as nlohmann-json, CLI11 or SDL in the engine, an OS header
# outside engine/core/os.cpp) makes engine/check_boundaries.cmake fail, naming the file;
# the same tree without them passes, and so does the repository itself.
#   -DSOURCE=repository root -DWORK=scratch directory
set(check "${SOURCE}/engine/check_boundaries.cmake")

function(run_check root out_rc out_err)
  execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${root} -P "${check}"
                  RESULT_VARIABLE rc ERROR_VARIABLE err)
  set(${out_rc} ${rc} PARENT_SCOPE)
  set(${out_err} "${err}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK}")
# A clean tree: rooms including only what they may.
file(WRITE "${WORK}/engine/core/a.hpp" "#pragma once\n#include <vector>\n")
file(WRITE "${WORK}/engine/rules/b.hpp" "#include \"engine/core/a.hpp\"\n#include \"../world/c.hpp\"\n")
file(WRITE "${WORK}/engine/world/c.hpp" "#include \"engine/map/d.hpp\"\n")
file(WRITE "${WORK}/engine/map/d.hpp" "#include \"d2.hpp\"\n")
file(WRITE "${WORK}/engine/map/d2.hpp" "\n")
file(WRITE "${WORK}/engine/yaml/y.hpp" "#include <yaml-cpp/yaml.h>\n#include \"engine/core/a.hpp\"\n")
file(WRITE "${WORK}/engine/content/e.hpp" "#include <string>\n#include \"../yaml/y.hpp\"\n")
file(WRITE "${WORK}/engine/core/os.cpp" "#include <unistd.h>\n#include <sys/stat.h>\n")
file(WRITE "${WORK}/editor/panel.hpp" "#include <imgui.h>\n#include \"engine/rules/b.hpp\"\n")
run_check("${WORK}" rc err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "a clean tree was refused:\n${err}")
endif()

# One planted break per file, in every form the check must see.
set(planted
    "engine/core/up_quoted.hpp|#include \"engine/rules/b.hpp\""
    "engine/core/up_angled.hpp|#include <engine/world/c.hpp>"
    "engine/map/up_relative.hpp|#include \"../rules/b.hpp\""
    "engine/live/to_save.cpp|#include \"engine/save/s.hpp\""
    "engine/replay/to_live.cpp|#include \"engine/live/l.hpp\""
    "engine/lab/to_save.cpp|#include \"engine/save/s.hpp\""
    "engine/lab/to_live.cpp|#include \"engine/live/l.hpp\""
    "engine/view/to_replay.cpp|#include \"engine/replay/r.hpp\""
    "engine/rules/imgui_in_engine.cpp|#include <imgui.h>"
    "engine/rules/json.cpp|#include <nlohmann/json.hpp>"
    "engine/world/json_quoted.cpp|#include \"nlohmann/json.hpp\""
    "engine/replay/cli.cpp|#include <CLI/CLI.hpp>"
    "engine/map/sdl.cpp|#include <SDL2/SDL.h>"
    "engine/view/tcod.cpp|#include <libtcod.hpp>"
    "engine/save/os_call.cpp|#include <unistd.h>"
    "engine/core/not_os.cpp|#include <sys/stat.h>"
    "engine/live/c_header.cpp|#include <string.h>"
    "engine/yaml/to_content.cpp|#include \"engine/content/e.hpp\""
    "engine/yaml/to_content_relative.cpp|#include \"../content/e.hpp\""
    "engine/rules/to_editor.cpp|#include \"editor/panel.hpp\""
    "editor/glfw.cpp|#include <GLFW/glfw3.h>"
    "editor/raw_gl.cpp|#include <epoxy/gl.h>"
    "editor/to_app.cpp|#include \"app/keymap.hpp\""
    "editor/to_app_relative.cpp|#  include \"../app/keymap.hpp\"")
foreach(entry IN LISTS planted)
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 file)
  list(GET parts 1 line)
  file(WRITE "${WORK}/${file}" "${line}\n")
endforeach()
run_check("${WORK}" rc err)
if(rc EQUAL 0)
  message(FATAL_ERROR "the check passed a tree with forbidden includes")
endif()
foreach(entry IN LISTS planted)
  string(REPLACE "|" ";" parts "${entry}")
  list(GET parts 0 file)
  string(FIND "${err}" "${file}:" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the check missed ${file}:\n${err}")
  endif()
endforeach()
foreach(clean engine/core/a.hpp engine/rules/b.hpp engine/map/d.hpp engine/yaml/y.hpp
              engine/content/e.hpp engine/core/os.cpp editor/panel.hpp)
  string(FIND "${err}" "${clean}:" at)
  if(NOT at EQUAL -1)
    message(FATAL_ERROR "the check blamed ${clean}, which breaks nothing:\n${err}")
  endif()
endforeach()

run_check("${SOURCE}" rc err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the repository breaks its rooms:\n${err}")
endif()
