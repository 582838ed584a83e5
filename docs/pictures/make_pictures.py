"""Regenerate the pictures of docs/picture.md (and the README's): seeded random games drawn
by the renderer, the same positions every time.

    python docs/pictures/make_pictures.py

Each picture is `python -m bot.render board` with the arguments listed in PICTURES."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from bot.render.__main__ import main  # noqa: E402

# (file, arguments): positions chosen for what they show (an attack, damage, rested cards,
# a full field, the turn order, a player's own hand).
PICTURES = (
    ("gcg-duel.png", ["--game", "gcg", "--seed", "d2", "--action", "205", "--lang", "en"]),
    ("gcg-free-for-all-4.png", ["--game", "gcg", "--format", "free_for_all", "--players", "4", "--seed", "d1",
                                "--action", "202", "--lang", "en"]),
    ("gcg-team-hand-ja.png", ["--game", "gcg", "--format", "team", "--seed", "d2", "--action", "150",
                              "--viewer", "A", "--lang", "ja"]),
    ("ucg-ja.png", ["--game", "ucg", "--seed", "d3", "--action", "56", "--lang", "ja"]),
    ("altcg-zh-Hant.png", ["--game", "altcg", "--seed", "d1", "--action", "74", "--lang", "zh-Hant"]),
    ("nexa-ja.png", ["--game", "nexa", "--seed", "d2", "--action", "483", "--lang", "ja"]),
)


def run() -> int:
    for name, args in PICTURES:
        code = main(["board", *args, "--out", str(HERE / name)])
        if code:
            return code
    return 0


if __name__ == "__main__":
    sys.exit(run())
