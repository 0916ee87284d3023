#!/usr/bin/env python3
"""A template edit lived with, in the real window: the goblin template's power raised in
the Content editor and left unsaved while the game goes on; another program changes an
archer's hp in the same file (the unsaved edit must survive it); the timeline goes back
before both (the past shows the old goblins) and returns; both are undone after moves and
redone; then saved. The shell script then checks the file on disk, replays the recording
and continues the save.
Usage: template_timeline_journey.py SOCKET CLIENT_DIR CONTENT_DIR. Exits 1 naming the
first step that did not happen."""

import os
import sys
import time

sys.path.insert(0, sys.argv[2])
from cryptforge_client import Client  # noqa: E402
from journey_steps import act, check, field_of, frame  # noqa: E402

goblins = os.path.join(sys.argv[3], "actors", "goblins.yaml")


def goblins_now(game):
    """(template power as the archer has it, the shaman's power, the archer's hp)."""
    return (field_of(game, "goblin_archer", "power"), field_of(game, "goblin_shaman", "power"),
            field_of(game, "goblin_archer", "hp"))


def wait_for(game, want, what, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        frame(game)
        if goblins_now(game) == want:
            return
        time.sleep(0.1)
    check(False, f"{what}: the goblins are {goblins_now(game)}, not {want}")


with Client(sys.argv[1]) as game:
    check(goblins_now(game) == (2, 2, 6), f"the goblins as shipped: {goblins_now(game)}")

    # The template's power, through its field; the game plays it at once, unsaved.
    act(game, "ui.type", path="content_editor/##search", text="goblin", enter=False)
    frame(game)
    act(game, "ui.click", path="content_editor/goblin")
    frame(game, "goblin_template")
    act(game, "ui.type", path="content_editor/power", text="5")
    check(goblins_now(game) == (5, 5, 6), f"both goblins follow the template: {goblins_now(game)}")
    for _ in range(3):
        game.call("command.submit", command="wait")

    # Another program writes the archer's hp into the same file, under the unsaved edit.
    with open(goblins) as f:
        text = f.read()
    check("\n    hp: 6\n" in text, "the archer's hp is in goblins.yaml")
    with open(goblins + ".tmp", "w") as f:
        f.write(text.replace("\n    hp: 6\n", "\n    hp: 7\n", 1))
    os.replace(goblins + ".tmp", goblins)
    wait_for(game, (5, 5, 7), "the outside change is taken and the unsaved edit kept")
    frame(game, "outside_change_taken")

    # Back before both: the past shows the goblins as shipped; the present comes back.
    game.call("timeline.seek", event=0)
    frame(game, "timeline_start")
    check(goblins_now(game) == (2, 2, 6), f"the start of the game: {goblins_now(game)}")
    game.call("timeline.present")
    check(goblins_now(game) == (5, 5, 7), f"the present again: {goblins_now(game)}")

    # Moves, then both changes undone (newest first) and redone.
    game.call("command.submit", command="wait")
    undone = game.call("history.undo")["undone"]
    check("goblins.yaml" in undone, f"the outside change is undone first: {undone}")
    check(goblins_now(game) == (5, 5, 6), f"after one undo: {goblins_now(game)}")
    undone = game.call("history.undo")["undone"]
    check("goblin" in undone and "power" in undone, f"then the template edit: {undone}")
    check(goblins_now(game) == (2, 2, 6), f"after both undos: {goblins_now(game)}")
    game.call("history.redo")
    game.call("history.redo")
    frame(game, "redone")
    check(goblins_now(game) == (5, 5, 7), f"after both redos: {goblins_now(game)}")
    check(game.call("state.get")["turn"] == 4, "undo and redo spent no turn")

    saved = game.call("content.save")
    check(saved.get("saved"), f"Save wrote it: {saved}")
    game.call("session.close")
print("template_timeline_journey: unsaved template edit kept through an outside change, "
      "the timeline, undo and redo; saved")
