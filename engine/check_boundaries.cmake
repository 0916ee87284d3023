# Fails the build when a file under engine/ includes a window, GL or ImGui header.
# Run by the engine target before it compiles: the boundary is enforced, not hoped for.
file(GLOB_RECURSE sources "${ENGINE_DIR}/*.hpp" "${ENGINE_DIR}/*.cpp")
set(bad "")
foreach(f IN LISTS sources)
  file(STRINGS "${f}" hits REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](GLFW/|GL/|epoxy/|glad/|imgui|backends/)")
  if(hits)
    list(APPEND bad "${f}: ${hits}")
  endif()
endforeach()
if(bad)
  list(JOIN bad "\n  " msg)
  message(FATAL_ERROR "engine/ must stay headless, but it includes platform headers:\n  ${msg}")
endif()
