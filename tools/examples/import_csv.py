#!/usr/bin/env python3
"""Imports monster stats from a spreadsheet (CSV) into a running Cryptforge through the
automation API: each row becomes an actor definition sent with content.put, validated
like the files on disk and applied to the game as a content revision (one undo step each;
in the window the editor saves it with the rest of its edits).

    id,name,glyph,color,hp,power,defense,xp
    orc_brute,Orc brute,O,#5f9f3f,18,5,1,60

Columns other than id are optional: a missing one keeps the definition's current value,
or for a new id the value of the definition it starts from (--from, default orc). Usage:

    python3 tools/examples/import_csv.py monsters.csv [--socket PATH] [--from orc]
"""

import argparse
import csv
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from cryptforge_client import ApiError, Client  # noqa: E402

FIGHTER = ("hp", "power", "defense")


def quoted(text):
    """A YAML scalar that stays a string whatever it holds."""
    return json.dumps(text)


def definition_yaml(row, base_yaml):
    """`base_yaml` (content.get's canonical text: one field a line, the fighter's stats
    indented under `fighter:`) with the row's columns written over it."""
    values = {key: quoted(row[key]) for key in ("name", "glyph", "color") if row.get(key)}
    values.update({key: str(int(row[key])) for key in FIGHTER + ("xp",) if row.get(key)})
    lines = []
    in_fighter = False
    for line in base_yaml.splitlines():
        key = line.strip().split(":", 1)[0]
        indented = line.startswith("  ")
        in_fighter = (in_fighter and indented) or line == "fighter:"
        nested_stat = indented and in_fighter and key in FIGHTER
        top_field = not indented and key in ("name", "glyph", "color", "xp")
        if (nested_stat or top_field) and key in values:
            line = ("  " if indented else "") + f"{key}: {values[key]}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", help="the spreadsheet, with a header row")
    parser.add_argument("--socket", help="the API socket (default $XDG_RUNTIME_DIR/cryptforge/api.sock)")
    parser.add_argument("--from", dest="base", default="orc",
                        help="the definition a new id starts from (default orc)")
    args = parser.parse_args()
    failures = 0
    with open(args.csv, newline="", encoding="utf-8") as f, Client(args.socket) as game:
        for line, row in enumerate(csv.DictReader(f), start=2):
            row = {k.strip(): (v or "").strip() for k, v in row.items() if k}
            try:
                known = row["id"] in game.call("content.list", kind="actor")["ids"]
                base = game.call("content.get", kind="actor", id=row["id"] if known else args.base)["yaml"]
                yaml = definition_yaml(row, base)
                done = game.call("content.put", kind="actor", id=row["id"], yaml=yaml)
                print(f"{args.csv}:{line}: {'added' if done['added'] else 'updated'} {row['id']}")
            except (KeyError, ValueError) as e:
                failures += 1
                print(f"{args.csv}:{line}: not a monster row ({e})", file=sys.stderr)
            except ApiError as e:
                failures += 1
                problems = (e.data or {}).get("problems", [])
                print(f"{args.csv}:{line}: {row.get('id')}: {e.message}", file=sys.stderr)
                for p in problems[1:]:
                    print(f"    {p['text']}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
