"""Seeded random games to draw (the CLI, the docs' pictures, the tests and the benchmark):
the playout fuzzer's random players (`GameModule.playout_choose`) on the demo decks, so
`--seed S --action N` is always the same position."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from rules_engine.core.match import Match
from rules_engine.core.registry import get_game
from rules_engine.core.table import Table
from rules_engine.core.zones import JUDGE

from .board import Viewer

# Every game and match format the picture draws: (game, options, label).
FORMATS: tuple[tuple[str, dict[str, Any], str], ...] = (
    ("gcg", {}, "duel"),
    ("gcg", {"players": 3, "format": "free_for_all"}, "free_for_all"),
    ("gcg", {"players": 4, "format": "free_for_all"}, "free_for_all"),
    ("gcg", {"players": 4, "format": "team"}, "team"),
    ("ucg", {}, "duel"),
    ("altcg", {}, "duel"),
    ("nexa", {}, "duel"),
)


def options_for(game: str, format_: str | None, players: int | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if format_ and format_ != "duel":
        options["format"] = format_
    if players:
        options["players"] = players
    elif format_ == "free_for_all" or format_ == "team":
        options["players"] = 4
    return options


def positions(game: str, seed: str, options: dict[str, Any] | None = None,
              upto: int | None = None) -> Iterator[Match]:
    """The match after each action of a seeded random game (the same Match object, moved on)."""
    module = get_game(game)
    match = Match(module.playout_config(seed, dict(options or {})), game=module)
    rng = random.Random(seed)
    yield match
    while not match.finished and (upto is None or match.number < upto) and match.number < 3000:
        deciding = match.deciding()
        player = deciding[0] if len(deciding) == 1 else rng.choice(deciding) if deciding \
            else match.config.players[0]
        legal = match.legal_actions(player)
        if not legal:
            return
        match.apply(module.playout_choose(rng, legal))
        yield match


def play_to(game: str, seed: str, action: int, options: dict[str, Any] | None = None) -> Match:
    match = None
    for match in positions(game, seed, options, upto=action):  # noqa: B007
        pass
    assert match is not None
    return match


def viewer_of(text: str | None) -> Viewer:
    """`public` (or None), `judge`, or a seat."""
    if text in (None, "", "public"):
        return Viewer()
    if text == "judge":
        return Viewer(judge=True)
    return Viewer(seat=text)


def table_for(match: Match, viewer: Viewer) -> Table:
    return match.table(JUDGE if viewer.judge else viewer.seat)


def printed_of(match: Match):
    """The match's card lookup (number → card), as the bot passes it."""
    pool = getattr(match.state, "pool", None)
    get = getattr(pool, "get", None)
    if get is None:
        return None

    def printed(number: str):
        try:
            return get(number)
        except Exception:  # a pool that raises for an unknown number: the face alone draws
            return None
    return printed
