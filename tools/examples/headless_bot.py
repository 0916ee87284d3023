#!/usr/bin/env python3
"""A bot that plays Cryptforge headless through the automation API: it starts
`cryptforge --headless --api` itself, then loops: choose a level-up, drink a potion when
hurt, fight a monster next to it, otherwise explore; when exploring stops, step toward
the nearest monster, descend, or wait. Every move is
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
    if game.call("state.get", path="pending_level_ups")["value"] > 0:
        return "levelup power"  # the game takes no other command until the choice is made
    me = game.call("entity.get", id="player")
    if me["hp"] * 2 < me["max_hp"]:
        for letter, (_, item_def) in zip("abcdefghijklmnopqrstuvwxyz", me["fields"].get("inventory.items", [])):
            if "potion" in item_def:
                return f"use {letter}"
    near = game.call("entities.query", kind="actor", alive=True,
                     area={"x": max(me["x"] - 1, 0), "y": max(me["y"] - 1, 0), "w": 3, "h": 3})
    for other in near["entities"]:
        if other["id"] != me["id"]:
            return "attack " + DIRECTIONS[(other["x"] - me["x"], other["y"] - me["y"])]
    return "explore"


def sign(n):
    return (n > 0) - (n < 0)


def toward_nearest_monster(game):
    """A step toward the nearest living monster (moving into it attacks), or None."""
    me = game.call("entity.get", id="player")
    others = [e for e in game.call("entities.query", kind="actor", alive=True)["entities"] if e["id"] != me["id"]]
    if not others:
        return None
    near = min(others, key=lambda e: max(abs(e["x"] - me["x"]), abs(e["y"] - me["y"])))
    step = (sign(near["x"] - me["x"]), sign(near["y"] - me["y"]))
    return "move " + DIRECTIONS[step] if step in DIRECTIONS else None


def play(game, turns):
    turn = 0
    while turn < turns:
        command = next_command(game)
        done = game.call("command.submit", command=command)
        if not done["spent_turn"]:
            # Explore stops for a monster in view, and ends when the floor is known:
            # go for the monster, else down the stairs, else wait a turn.
            for fallback in (toward_nearest_monster(game), "descend", "wait"):
                if fallback and (done := game.call("command.submit", command=fallback))["spent_turn"]:
                    break
        if done["status"] != "playing":
            print(f"died on depth {done['depth']} at turn {done['turn']}")
            return
        turn = done["turn"]
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
