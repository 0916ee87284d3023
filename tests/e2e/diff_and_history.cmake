# `cryptforge diff` and `--history`, through the real executable: two dumps of the
# arena replay (stopped at turn 3, and played to the end) differ field by field (exit
# 1), a dump equals itself (exit 0) and the dump of --at-turn 3, bad input is exit 2
# with the reason; the orc's HP history lists every blow with the player as the attacker.
#   -DEXE=cryptforge -DDATA=tests/e2e/data -DWORK=dir
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

include("${CMAKE_CURRENT_LIST_DIR}/run_steps.cmake")

set(play --headless --overwrite-save --save "${WORK}/save.yaml" --map "${DATA}/arena.yaml"
         --replay "${DATA}/arena_replay.yaml")
run(0 "${EXE}" ${play} --seek 3 --dump-state "${WORK}/a.yaml")
run(0 "${EXE}" ${play} --dump-state "${WORK}/b.yaml")

run(1 "${EXE}" diff "${WORK}/a.yaml" "${WORK}/b.yaml")
expect("${out}" "\nturn: 3 -> 14\n")
expect("${out}" "(^|\n)depth: 1 -> 2\n")
expect("${out}" "\nentities\\[id 1\\]\\.progression\\.xp: 0 -> 35\n")
expect("${out}" "\nentities\\[id [0-9]+\\]: \\{id: [0-9]+, kind: actor, def: orc, [^\n]*\\} -> \\(absent\\)\n")
expect("${out}" "[0-9]+ differences\n$")
run(0 "${EXE}" diff "${WORK}/a.yaml" "${WORK}/a.yaml")
expect("${out}" "^$")
# --at-turn plays the replay whole (the save follows its end) but dumps the turn it names:
# the same world as the replay stopped there.
run(0 "${EXE}" ${play} --at-turn 3 --dump-state "${WORK}/at.yaml")
run(0 "${EXE}" diff "${WORK}/a.yaml" "${WORK}/at.yaml")
expect("${out}" "^$")
run(2 "${EXE}" --headless --new-game --at-turn 3)
expect("${err}" "--at-turn needs --replay FILE")

run(2 "${EXE}" diff "${WORK}/a.yaml")
expect("${err}" "cryptforge diff: B is required")
run(2 "${EXE}" diff "${WORK}/a.yaml" "${WORK}/missing.yaml")
expect("${err}" "missing.yaml")
file(WRITE "${WORK}/broken.yaml" "turn: 3\nplayer: {hp: 4\n")
run(2 "${EXE}" diff "${WORK}/a.yaml" "${WORK}/broken.yaml")
expect("${err}" "broken.yaml:[0-9]+:[0-9]+: ")

# The orc of the arena, by its id in the dump of the run at turn 3 (still alive there).
file(READ "${WORK}/a.yaml" dump)
string(REGEX MATCH "id: ([0-9]+)\n *kind: actor\n *def: orc" found "${dump}")
if(NOT found)
  message(FATAL_ERROR "no orc in the dump:\n${dump}")
endif()
set(orc "${CMAKE_MATCH_1}")
run(0 "${EXE}" ${play} --history "${orc}.fighter.hp")
expect("${out}" "entity ${orc} fighter.hp: 10 at the start")
expect("${out}" "\n[0-9]+\t[0-9]+\t4\tattack by you \\(#1\\)\n")
expect("${out}" "\n[0-9]+\t[0-9]+\t0\tattack by you \\(#1\\)\n")
run(0 "${EXE}" ${play} --history "player.power")
expect("${out}" "turn: equip c\t\\(base 2 \\+ levels 0 \\+ gear 4\\)")
run(2 "${EXE}" ${play} --history "player.nothing")
expect("${err}" "has no field 'nothing'")
