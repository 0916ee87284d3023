#!/usr/bin/env python3
"""A bot that plays Cryptforge headless through the automation API: it starts
`cryptforge --headless --api` itself, then loops: drink a potion when hurt, fight a
monster next to it, otherwise explore; descend when the floor is explored. Every move is
a command.submit, so the session's recording (--record) replays the game it played.

    python3 tools/examples/headless_bot.py [--exe build/cryptforge] [--seed 7] [--turns 2000]
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from cryptforge_client import ApiError, Client  # noqa: E402

DIRECTIONS = {(0, -1): "n", (1, -1): "ne", (1, 0): "e", (1, 1): "se",
              (0, 1): "s", (-1, 1): "sw", (-1, 0): "w", (-1, -1): "nw"}


def next_command(game):
    """What to do now, as replay text."""
    me = game.call("entity.get", id="player")
    if me["hp"] * 2 < me["max_hp"]:
        for letter, (item_id, _) in zip("abcdefghijklmnopqrstuvwxyz", me["fields"].get("inventory.items", [])):
            if game.call("entity.get", id=item_id)["def"].endswith("potion"):
                return f"use {letter}"
    near = game.call("entities.query", kind="actor", alive=True,
                     area={"x": max(me["x"] - 1, 0), "y": max(me["y"] - 1, 0), "w": 3, "h": 3})
    for other in near["entities"]:
        if other["id"] != me["id"]:
            return "attack " + DIRECTIONS[(other["x"] - me["x"], other["y"] - me["y"])]
    return "explore"


def play(game, turns):
    stuck = 0
    while game.call("state.get", path="turn")["value"] < turns:
        command = next_command(game)
        done = game.call("command.submit", command=command)
        if done["status"] != "playing":
            print(f"died on depth {done['depth']} at turn {done['turn']}")
            return
        stuck = 0 if done["spent_turn"] else stuck + 1
        if stuck >= 2:  # explored all it can: down the stairs, or wait for monsters
            game.call("command.submit", command="descend")
            game.call("sim.step", turns=1)
            stuck = 0
    state = game.call("state.get")
    print(f"alive at turn {state['turn']}, depth {state['depth']}, level {state['player']['progression']['level']}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--exe", default="build/cryptforge")
    parser.add_argument("--seed", default="7")
    parser.add_argument("--turns", type=int, default=2000)
    parser.add_argument("--record", help="write the session's recording here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        sock = os.path.join(work, "api.sock")
        command = [args.exe, "--headless", "--api", "--api-socket", sock, "--seed", args.seed,
                   "--save", os.path.join(work, "save.yaml")]
        if args.record:
            command += ["--record", args.record]
        server = subprocess.Popen(command)
        for _ in range(100):
            if os.path.exists(sock):
                break
            time.sleep(0.1)
        try:
            with Client(sock) as game:
                play(game, args.turns)
                game.call("session.close")
        except (ApiError, OSError) as e:
            print(f"headless_bot: {e}", file=sys.stderr)
            server.terminate()
        return server.wait()


if __name__ == "__main__":
    sys.exit(main())
