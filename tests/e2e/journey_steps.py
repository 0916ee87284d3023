"""What the windowed journeys driven through the API share: a failed step named and the
run ended, widgets listed by window, a drawn frame (kept as a screenshot with a name and
JOURNEY_SHOTS=DIR), a click or typing that scrolls its widget into sight first, and a
definition's fields read back. Import after putting the client's folder on sys.path."""

import base64
import os
import sys

from cryptforge_client import ApiError  # noqa: F401  (the journeys catch it)

NAME = os.path.basename(sys.argv[0]).removesuffix(".py")


def check(ok, what):
    if not ok:
        print(f"{NAME}: FAIL: {what}")
        sys.exit(1)


def widgets(game, window="content_editor", hidden=False):
    return game.call("ui.list", window=window, include_hidden=hidden)["widgets"]


step = 0


def frame(game, name=None):
    """Draws a frame (ui.list reads the last one); with a name and JOURNEY_SHOTS, keeps it."""
    global step
    png = game.call("screenshot")
    shots = os.environ.get("JOURNEY_SHOTS")
    if name and shots:
        step += 1
        data = png.get("png_base64") if isinstance(png, dict) else None
        check(data, f"the screenshot answer holds a png: {list(png)}")
        with open(os.path.join(shots, f"{step:02d}_{name}.png"), "wb") as out:
            out.write(base64.b64decode(data))


def act(game, method, **params):
    """ui.click or ui.type; a widget out of sight in its panel (a small window) is
    scrolled into sight first, as a person scrolls before clicking."""
    try:
        return game.call(method, **params)
    except ApiError as e:
        if "out of sight" not in str(e):
            raise
        game.call("ui.scroll_to", path=params["path"])
        return game.call(method, **params)


def field_of(game, actor, field):
    """An actor's field ("power", "hp") as the running content has it, None when unset."""
    text = game.call("content.get", kind="actor", id=actor)["yaml"]
    line = [l for l in text.splitlines() if l.strip().startswith(field + ":")]
    return int(line[0].split(":")[1]) if line else None
