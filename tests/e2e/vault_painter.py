#!/usr/bin/env python3
"""The vault painter's journey in the real window (issue 34's "done when"): a new vault is
made, painted with real mouse strokes (a door, a trap and an orc added to its legend and
painted in), its map checked, placed into the floor with Place here and a click on the
map, walked into, and saved. Widgets are found by name (ui.list); painting and the click
on the map are real pointer input (xdotool). Usage:
vault_painter.py SOCKET CLIENT_DIR. Exits 1 naming the first step that did not happen."""

import subprocess
import sys
import time

sys.path.insert(0, sys.argv[2])
from cryptforge_client import Client  # noqa: E402


def check(ok, what):
    if not ok:
        print(f"vault_painter: FAIL: {what}")
        sys.exit(1)


def pointer(*steps):
    subprocess.run(["xdotool", *steps], check=True)


def click_at(x, y):
    # As a hand does it: the pointer rests, moves a pixel, and the button is held a moment.
    pointer("mousemove", str(x), str(y), "sleep", "0.2", "mousemove_relative", "1", "0",
            "sleep", "0.2", "mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.3")


def drag(a, b):
    pointer("mousemove", str(a[0]), str(a[1]), "sleep", "0.2", "mousemove_relative", "1", "0",
            "sleep", "0.2", "mousedown", "1", "sleep", "0.15", "mousemove", str(b[0]), str(b[1]),
            "sleep", "0.2", "mousemove", str(b[0] + 1), str(b[1]), "sleep", "0.2", "mouseup", "1",
            "sleep", "0.3")


WALLS = ["###.###", "#.....#", "#######", "#######", "#######"]
PAINTED = ["###D###", "#.....#", "#.^.o.#", "#.....#", "#######"]

with Client(sys.argv[1]) as game:
    put = game.call("content.put", kind="vault", id="yard_cell",
                    yaml="description: A cell painted in the window.\ndepths: [1, 3]\n"
                         "weight: 1000\nmap:\n" + "".join(f"  - \"{r}\"\n" for r in WALLS))
    check(put["applied"] and put["added"], "content.put makes the new vault")
    game.call("ui.click", path="content_editor/Paint##window")
    game.call("ui.click", path="vault_painter/##vault")
    game.call("ui.click", path="vault_painter/yard_cell")
    # The legend: D a door, ^ a poison trap, o an orc.
    for glyph, kind, ident in (("D", "tile", "door"), ("^", "tile", "poison_trap"), ("o", "actor", "orc")):
        game.call("ui.type", path="vault_painter/##new glyph", text=glyph, enter=False)
        game.call("ui.click", path="vault_painter/##new kind")
        game.call("ui.click", path=f"vault_painter/{kind}")
        game.call("ui.click", path="vault_painter/##new id")
        game.call("ui.click", path=f"vault_painter/{ident}")
        game.call("ui.click", path="vault_painter/Add")
    legend = [w["text"] for w in game.call("ui.list", window="vault_painter", kind="selectable")["widgets"]]
    check(any(t.startswith("D ") for t in legend) and any(t.startswith("o ") for t in legend),
          f"the palette shows the new legend entries: {legend}")

    grid = game.call("ui.list", search="##grid")["widgets"][0]
    cell = grid["w"] / len(WALLS[0])

    def at(x, y):
        return int(grid["x"] + (x + 0.5) * cell), int(grid["y"] + (y + 0.5) * cell)

    game.call("ui.click", path="vault_painter/.  floor")
    game.call("ui.click", path="vault_painter/Rectangle")
    drag(at(1, 1), at(5, 3))
    game.call("ui.click", path="vault_painter/Brush")
    for glyph, x, y in (("D  door", 3, 0), ("^  poison_trap", 2, 2), ("o  orc", 4, 2)):
        game.call("ui.click", path=f"vault_painter/{glyph}")
        click_at(*at(x, y))
    painted = game.call("content.get", kind="vault", id="yard_cell")["yaml"]
    for row in PAINTED:
        check(f'"{row}"' in painted, f"the map was painted: row {row} in\n{painted}")

    # Place here, then a click on the map 8 cells west of the player (the camera follows him).
    follow = game.call("ui.list", search="Follow player")["widgets"][0]
    if follow["enabled"]:  # disabled while the camera already follows
        game.call("ui.click", path="Game##editor/Follow player")
    view = [w for w in game.call("ui.list", window="Game##editor")["windows"] if w["name"] == "Game##editor"][0]
    toolbar = game.call("ui.list", search="Follow player")["widgets"][0]
    top = toolbar["y"] + toolbar["h"]
    cx, cy = view["x"] + view["w"] / 2, top + (view["y"] + view["h"] - top) / 2
    size = 24  # the viewport's default zoom
    game.call("ui.click", path="vault_painter/Place here")
    before = game.call("timeline.list", count=0)["events"]
    click_at(int(cx - 8 * size), int(cy))
    time.sleep(0.5)
    listed = game.call("timeline.list", **{"from": before})
    last = listed["list"][-1:] if listed["list"] else []
    check(listed["events"] == before + 1 and "tile" in last[0]["text"] and "spawn orc" in last[0]["text"],
          f"Place here stamped the vault as one world edit: {last}")
    doors = [line for line in game.call("map.ascii")["rows"] if "+" in line]
    check(doors, "the vault's door is on the floor")
    # Walk into it: round to the door and through it.
    player = game.call("entity.get", id="player")
    orc = [e for e in game.call("entities.query", def_="orc")["entities"]][0]
    door_y = orc["y"] - 2
    door_x = orc["x"] - 1
    game.call("world.edit", edit="set world god_mode true")
    game.call("command.submit", command=f"travel {door_x} {door_y - 1}")
    for _ in range(30):
        p = game.call("entity.get", id="player")
        if (p["x"], p["y"]) == (door_x, door_y - 1):
            break
        game.call("sim.step", turns=1)
    game.call("command.submit", command="move s")  # opens the door
    game.call("command.submit", command="move s")
    game.call("command.submit", command="move s")
    p = game.call("entity.get", id="player")
    check(p["y"] >= door_y, f"the player walked into the vault: at {p['x']},{p['y']}, door at {door_x},{door_y}")
    saved = game.call("content.save")
    check("vaults" in saved["saved"] or "yaml" in saved["saved"], f"the vault is saved: {saved}")
    game.call("session.close")
print("vault_painter: painted, checked, placed, walked into and saved")
