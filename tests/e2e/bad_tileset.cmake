# Content whose tileset cannot be drawn is refused headless too, with exit 2 and the
# reason, before a game starts.   -DEXE=cryptforge -DCONTENT=content dir -DWORK=dir
file(REMOVE_RECURSE "${WORK}")
file(COPY "${CONTENT}/" DESTINATION "${WORK}/content")
file(WRITE "${WORK}/content/tileset.png" "this is not a PNG image\n")
execute_process(COMMAND "${EXE}" --headless --new-game --content "${WORK}/content" --save "${WORK}/save.yaml"
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "settings.yaml: tileset .*tileset.png: cannot decode image")
  message(FATAL_ERROR "a broken tileset gave exit ${rc}: ${err}")
endif()
if(EXISTS "${WORK}/save.yaml")
  message(FATAL_ERROR "a game was started and saved on broken content")
endif()

# A FIFO where the tileset belongs is named as one (it was "file not found"), and the
# program neither blocks on it nor replaces it.
file(REMOVE "${WORK}/content/tileset.png")
execute_process(COMMAND mkfifo "${WORK}/content/tileset.png" RESULT_VARIABLE made)
if(NOT made EQUAL 0)
  message(FATAL_ERROR "mkfifo failed")
endif()
execute_process(COMMAND "${EXE}" --headless --new-game --content "${WORK}/content" --save "${WORK}/save.yaml"
                RESULT_VARIABLE rc ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 2 OR NOT err MATCHES "tileset.png: is a FIFO \\(named pipe\\), not a regular file")
  message(FATAL_ERROR "a FIFO tileset gave exit ${rc}: ${err}")
endif()
