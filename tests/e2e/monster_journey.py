#!/usr/bin/env python3
"""Issue 35's "done when" in the real window: a designer makes a new monster in the
Content editor (a duplicate of the fire beetle, renamed, half as fire-resistant, and with
an on_death summon of a jelly added through the effect list's "add effect"), spawns two
of it side by side from the Inspector with a click on the map, and kills one in play:
its death summons a jelly and its fire burst scorches the other, which resists half of
it (the record's cause says so). Widgets are found by name (ui.list); the panel is
scrolled with the real mouse wheel and the map clicked with the real pointer (xdotool).
Usage: monster_journey.py SOCKET CLIENT_DIR. Exits 1 naming the first step that did not
happen."""

import subprocess
import sys
import time

sys.path.insert(0, sys.argv[2])
from cryptforge_client import Client  # noqa: E402


def check(ok, what):
    if not ok:
        print(f"monster_journey: FAIL: {what}")
        sys.exit(1)


def pointer(*steps):
    subprocess.run(["xdotool", *steps], check=True)


def click_at(x, y):
    # As a hand does it: the pointer rests, moves a pixel, and the button is held a moment.
    pointer("mousemove", str(x), str(y), "sleep", "0.2", "mousemove_relative", "1", "0",
            "sleep", "0.2", "mousedown", "1", "sleep", "0.15", "mouseup", "1", "sleep", "0.3")


def widgets(game, window="content_editor"):
    return game.call("ui.list", window=window)["widgets"]


def scroll_to(game, path, panel, directions=("5", "4")):
    """Wheels the definition panel (its rectangle `panel`) until `path` is drawn in sight,
    down first, then back up (or as `directions` says); the widget as ui.list gives it."""
    x = int(panel["x"] + panel["w"] / 2)
    y = int(panel["y"] + panel["h"] / 2)
    for button in directions:
        for _ in range(40):
            found = [w for w in widgets(game) if w["path"] == path and w["visible"]]
            if found:
                return found[0]
            pointer("mousemove", str(x), str(y), "click", button, "sleep", "0.15")
    check(False, f"{path} never came into sight in the Content editor")


def pick(game, combo, option):
    """Opens `combo` and clicks `option` in its list, wheeling the list down until it is
    in sight."""
    window = combo.split("/")[0]
    box = [w for w in widgets(game, window) if w["path"] == combo][0]
    game.call("ui.click", path=combo)
    for tries in range(40):
        # The list is drawn last: a name the window shows elsewhere too (the definitions
        # list's "jelly") is the list's as "jelly#2".
        found = [w for w in game.call("ui.list", window=window, include_hidden=True)["widgets"]
                 if w["path"] == option or w["path"].startswith(option + "#")]
        if found and found[-1]["visible"]:
            game.call("ui.click", path=found[-1]["path"])
            return
        # The open list hangs below the box, or above it when the box sits too low for a
        # long list (the shipped game's actors): the wheel tries below, then above.
        y = box["y"] + box["h"] + 40 if tries < 20 else box["y"] - 40
        pointer("mousemove", str(int(box["x"] + 20)), str(int(y)), "click", "5", "sleep", "0.15")
    check(False, f"{option} never came into sight in {combo}'s list")


with Client(sys.argv[1]) as game:
    # Duplicate the fire beetle and rename the copy: the new monster.
    game.call("ui.click", path="content_editor/fire_beetle")
    game.call("ui.click", path="content_editor/Duplicate")
    listed = [w["path"] for w in widgets(game)]
    check("content_editor/fire_beetle_copy" in listed, f"Duplicate made a copy: {listed}")
    game.call("ui.click", path="content_editor/Rename...")
    game.call("ui.type", path="content_editor/##new id", text="ember_beetle", enter=False)
    game.call("ui.click", path="content_editor/Rename")
    check("ember_beetle" in game.call("content.list", kind="actor")["ids"],
          "the copy is renamed to ember_beetle")
    game.call("ui.type", path="content_editor/name", text="Ember beetle")

    # The panel the definition's fields scroll in: the name field's window.
    name = [w for w in widgets(game) if w["path"] == "content_editor/name"][0]
    window = [w for w in game.call("ui.list", window="content_editor")["windows"]
              if w["name"] == "content_editor"][0]
    panel = {"x": name["x"], "y": name["y"], "w": name["w"],
             "h": window["y"] + window["h"] - name["y"] - 10}

    # Half as fire-resistant: resist's first entry (fire) from 100 to 50.
    scroll_to(game, "content_editor/resist", panel)
    scroll_to(game, "content_editor/amount", panel)
    game.call("ui.type", path="content_editor/amount", text="50")
    # An on_death summon: the second "add effect" (on_hit's is the first) is on_death's.
    scroll_to(game, "content_editor/add effect#2", panel)
    pick(game, "content_editor/add effect#2", "content_editor/summon")
    scroll_to(game, "content_editor/summon", panel)
    pick(game, "content_editor/summon", "content_editor/jelly")
    made = game.call("content.get", kind="actor", id="ember_beetle")["yaml"]
    check("summon: jelly" in made and "fire: 50" in made,
          f"the editor made the monster the designer meant:\n{made}")
    saved = game.call("content.save")
    check(saved.get("saved"), f"Save wrote it: {saved}")
    # Typed as a person types, a key at a time, into the document just saved: every letter
    # lands (the first edit of a saved document opened a window that took the focus, and
    # only the first letter reached the field).
    field = scroll_to(game, "content_editor/name", panel, ("4",))
    click_at(int(field["x"] + 40), int(field["y"] + field["h"] / 2))  # in the box, not its label
    pointer("key", "End", "sleep", "0.1", "type", "--delay", "120", " of ash")
    pointer("sleep", "0.3", "key", "Return", "sleep", "0.5")
    named = game.call("content.get", kind="actor", id="ember_beetle")["yaml"]
    check("name: Ember beetle of ash" in named, f"every typed letter landed:\n{named}")
    game.call("content.save")  # nothing left unsaved: quitting then asks nothing

    # Two of it side by side east of the player, spawned from the Inspector by clicks on
    # the map (the camera follows the player, who stands at the view's centre).
    follow = game.call("ui.list", search="Follow player")["widgets"][0]
    if follow["enabled"]:
        game.call("ui.click", path="Game##editor/Follow player")
    view = [w for w in game.call("ui.list", window="Game##editor")["windows"]
            if w["name"] == "Game##editor"][0]
    toolbar = game.call("ui.list", search="Follow player")["widgets"][0]
    top = toolbar["y"] + toolbar["h"]
    cx, cy = view["x"] + view["w"] / 2, top + (view["y"] + view["h"] - top) / 2
    size = 24  # the viewport's default zoom
    pick(game, "Inspector/##spawn", "Inspector/ember_beetle")
    # Where the camera stands: a first spawn at the view's centre says which cell is
    # there (the camera keeps the map's edges in view), and an undo takes it back.
    game.call("ui.click", path="Inspector/Spawn at tile")
    click_at(int(cx), int(cy))
    time.sleep(0.5)
    probe = game.call("entities.query", def_="ember_beetle")["entities"]
    check(len(probe) == 1, f"a click on the map spawned one: {probe}")
    game.call("history.undo")
    check(not game.call("entities.query", def_="ember_beetle")["entities"], "the undo took it back")
    player = game.call("entity.get", id="player")
    for cells in (1, 2):
        game.call("ui.click", path="Inspector/Spawn at tile")
        click_at(int(cx + (player["x"] + cells - probe[0]["x"]) * size),
                 int(cy + (player["y"] - probe[0]["y"]) * size))
    time.sleep(0.5)
    beetles = game.call("entities.query", def_="ember_beetle")["entities"]
    check(len(beetles) == 2, f"two ember beetles stand on the floor: {beetles}")
    near, far = sorted(beetles, key=lambda b: abs(b["x"] - player["x"]))
    check(near["x"] == player["x"] + 1 and far["x"] == player["x"] + 2,
          f"side by side east of the player at {player['x']},{player['y']}: {beetles}")

    # In play: the player strikes the near one until it dies (god mode keeps the player
    # standing; the blows and the burst still land on the beetles).
    game.call("world.edit", edit="set world god_mode true")
    for _ in range(60):
        if not game.call("entities.query", def_="ember_beetle", alive=True)["entities"] or \
                len(game.call("entities.query", def_="ember_beetle", alive=True)["entities"]) < 2:
            break
        game.call("command.submit", command="move e")
    alive = game.call("entities.query", def_="ember_beetle", alive=True)["entities"]
    check(len(alive) == 1 and alive[0]["id"] == far["id"], f"the near beetle died: {alive}")
    jellies = game.call("entities.query", def_="jelly")["entities"]
    check(jellies, "its on_death summoned a jelly")
    check(alive[0]["hp"] == far["max_hp"] - 1,
          f"the burst's 3 fire damage, resisted 50%, took 1 HP from the other: {alive[0]}")
    said = [m["text"] for m in game.call("log.get", count=20)["messages"]]
    check(any("scorched" in t for t in said), f"the log tells of the burst: {said}")
    game.call("session.close")
print("monster_journey: made in the editor, saved, spawned, killed: a jelly, and fire resisted")
