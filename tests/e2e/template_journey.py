#!/usr/bin/env python3
"""Issue 36's "done when" in the real window: a designer edits what they wrote. The
goblin template's power changes and both goblins follow; a new monster is made from the
template, overrides one field and reverts it; every use of `poisoned` is found and the
status renamed; a mod layer is compared with the base. Widgets are found by name
(ui.list) and clicked through the API as a pointer would. The shell script then checks
the files on disk are the minimal diff and the recording replays.
Usage: template_journey.py SOCKET CLIENT_DIR BASE_DIR MOD_DIR. Exits 1 naming the first
step that did not happen. With JOURNEY_SHOTS=DIR it keeps a screenshot of each step there
(to look at the journey at another window size: see template_journey.sh)."""

import sys

sys.path.insert(0, sys.argv[2])
from cryptforge_client import Client  # noqa: E402
from journey_steps import act, check, field_of, frame, widgets  # noqa: E402

base, mod = sys.argv[3], sys.argv[4]


def power_of(game, actor):
    return field_of(game, actor, "power")


def hp_of(game, actor):
    return field_of(game, actor, "hp")


with Client(sys.argv[1]) as game:
    # Edits go into the base layer (the mod above it stays the mod's).
    act(game, "ui.click", path="content_editor/##layer")
    frame(game)
    act(game, "ui.click", path=f"content_editor/{base} (base)")

    # The goblin template: listed, found by search, its power raised: both goblins follow.
    act(game, "ui.type", path="content_editor/##search", text="goblin", enter=False)
    frame(game)
    act(game, "ui.click", path="content_editor/goblin")
    frame(game, "goblin_template")
    check(power_of(game, "goblin_archer") == 2, "the archer's power before the edit")
    act(game, "ui.type", path="content_editor/power", text="5")
    check(power_of(game, "goblin_archer") == 5 and power_of(game, "goblin_shaman") == 5,
          "both goblins inherit the template's new power")

    # A new monster from the template: the id first, the template preselected.
    act(game, "ui.click", path="content_editor/New from it...")
    frame(game, "new_from_template")
    act(game, "ui.type", path="content_editor/##new id", text="goblin_brute", enter=False)
    act(game, "ui.click", path="content_editor/Create")
    frame(game)
    check("goblin_brute" in game.call("content.list", kind="actor")["ids"],
          "the new goblin_brute exists")
    check(power_of(game, "goblin_brute") == 5, "goblin_brute inherits the power")
    # One field overridden, then reverted from the Overrides list.
    inherited_hp = hp_of(game, "goblin_brute")
    act(game, "ui.type", path="content_editor/hp", text=str(inherited_hp + 12))
    check(hp_of(game, "goblin_brute") == inherited_hp + 12, "the override holds")
    act(game, "ui.click", path="content_editor/Overrides")
    frame(game, "overrides")
    act(game, "ui.click", path="content_editor/Revert##fighter.hp")
    frame(game)
    act(game, "ui.click", path="content_editor/Close")
    frame(game)
    check("Overrides" not in [w["name"] for w in game.call("ui.list")["windows"]],
          "Close closes the Overrides list")
    check(hp_of(game, "goblin_brute") == inherited_hp, "the revert takes the template's hp again")

    # Every use of `poisoned`, then the rename (which lists them again first).
    frame(game)
    for _ in range(5):  # the combo opens on the frame after the click
        act(game, "ui.click", path="content_editor/##kind")
        frame(game)
        if any(w["path"] == "content_editor/Statuses" for w in widgets(game)):
            break
    act(game, "ui.click", path="content_editor/Statuses")
    act(game, "ui.type", path="content_editor/##search", text="poison", enter=False)
    frame(game)
    act(game, "ui.click", path="content_editor/poisoned")
    frame(game)
    act(game, "ui.click", path="content_editor/Uses")
    frame(game, "uses")
    uses = [w["text"] for w in widgets(game, hidden=True) if "###reference" in w["path"] or
            "reference " in w["path"]]
    check(any("cave_spider" in u for u in uses) and any("poison_trap" in u for u in uses),
          f"Uses lists the spider's bite and the trap: {uses}")
    # The list's own Rename... (drawn last; the panel's button behind it is the first).
    rename = [w["path"] for w in widgets(game) if w["path"].startswith("content_editor/Rename...")]
    act(game, "ui.click", path=rename[-1])
    for _ in range(5):  # Uses closes, then the rename opens
        frame(game)
        if any(w["path"] == "content_editor/##new id" for w in widgets(game)):
            break
    act(game, "ui.type", path="content_editor/##new id", text="envenomed", enter=False)
    act(game, "ui.click", path="content_editor/Rename")
    ids = game.call("content.list", kind="status")["ids"]
    check("envenomed" in ids and "poisoned" not in ids, f"the status is renamed: {ids}")

    # The mod layer against the base: what it changes, field by field.
    act(game, "ui.click", path="content_editor/Files##window")
    frame(game)
    layer = [w["path"] for w in widgets(game, "files") if w["path"].endswith("##changes")]
    check(layer, "the Files window offers the mod layer's changes")
    act(game, "ui.click", path=layer[0])
    frame(game, "layer_changes")
    said = [w["text"] for w in game.call("ui.list")["widgets"] if "changes actor 'orc'" in
            (w.get("text") or "")]
    check(said, "the mod layer is listed as changing the orc")

    saved = game.call("content.save")
    check(saved.get("saved"), f"Save wrote it: {saved}")
    game.call("session.close")
print("template_journey: template edited, made from, reverted, renamed, layer compared")
