"""Exported match records (CONTRACTS.md §5): everything needed to rebuild a match and
check it — creation parameters, every action with its time and actor, superseded
actions, judge fixes (actions whose actor is `judge`), rulings, penalties, calls, clock
events, the seed and its commitment, and the final state hash."""

from __future__ import annotations

import json
from typing import Any

from ..core.actions import Action
from ..core.errors import DeckError
from ..core.game import MatchConfig
from ..core.match import Match
from ..core.registry import UnknownGame, get_game
from ..core.rng import commitment

FORMAT = "tcg-referee-match/1"


class RecordError(ValueError):
    pass


def build_record(config: MatchConfig, deck_texts: dict[str, str], actions: list[dict], *,
                 superseded: list[dict] | None = None, extra: dict[str, Any] | None = None,
                 final_hash: str) -> dict:
    return {
        "format": FORMAT, "game": config.game, "players": list(config.players),
        "decks": deck_texts, "options": config.options, "seed": config.seed,
        "commitment": commitment(config.seed), "actions": actions,
        "superseded": superseded or [], **(extra or {}), "final_hash": final_hash,
    }


def match_from_record(record: dict) -> Match:
    if record.get("format") != FORMAT:
        raise RecordError(f"not a match record (format {record.get('format')!r}, expected {FORMAT})")
    try:
        game = get_game(str(record.get("game")))
    except UnknownGame as exc:
        raise RecordError(str(exc)) from None
    try:
        decks = {player: game.parse_deck(text, player) for player, text in record["decks"].items()}
        config = MatchConfig(game=record["game"], players=tuple(record["players"]), decks=decks,
                             seed=record["seed"], options=record.get("options") or {})
        actions = [Action(a["actor"], a["kind"], a.get("args") or {}, n)
                   for n, a in enumerate(record["actions"])]
    except (KeyError, TypeError) as exc:
        raise RecordError(f"the record is missing {exc}") from None
    except DeckError as exc:
        raise RecordError(f"a deck in the record cannot be read: {exc}") from None
    return Match(config, actions, game=game)


def load_record(text: str) -> dict:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("a match record is a JSON object")
    return data
