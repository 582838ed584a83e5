"""Issue 29 (s18-cover round 2): a keyword `check` reports as automated is carried by the card the
engine loads. The class of bug: the reader reads a keyword, `check` counts it automated, and the
game's card model drops it for that card type (NEX-A 【ステイ】 on a character, D-118) or keeps it only
as a by-hand text (NEX-A 供給 on a character, D-113). Walks every corpus card and every demo card
of the four games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules_engine.cards import check as C
from rules_engine.core.printed.formats import SCRIPTED, read_card_file
from rules_engine.core.registry import get_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("gcg", "ucg", "altcg", "nexa")


def _names(keywords: list[Any]) -> set[str]:
    out = set()
    for k in keywords:
        if isinstance(k, str):
            out.add(k.split()[0])
        elif isinstance(k, dict):
            out.update(str(n) for n in k if n != "cost")
    return out


def carried(game: str, card: Any, keyword: str) -> bool:
    """Whether the loaded card holds `keyword` in the form its engine applies."""
    names = _names(list(getattr(card, "keywords", None) or []))
    if game == "gcg":
        # 【Pilot】 on a command is its pilot side (3-3-9)
        return keyword in names or (keyword == "pilot" and getattr(card, "pilot", None) is not None)
    if game == "altcg":
        # 覺醒 is the flagship's awakened texts (their timing), the others keywords
        return keyword in names or any(e.timing == keyword for e in card.effects)
    if game == "nexa":
        from rules_engine.games.nexa.cards import TEXT_KEYWORDS
        if keyword in TEXT_KEYWORDS:  # D-108 … D-114: the used-type text it expands into, with its script
            return keyword in names and any(e.keyword == keyword and e.script for e in card.effects)
        if keyword == "stay" and card.type == "operation" and card.set_on is None:
            # an operation naming no セット先 is a normal one: it enters the own deploy area anyway
            # (B7-10), which is all ステイ would allow (D-118); the loader keeps ステイ for set ones
            return True
        return keyword in names
    return keyword in names  # UCG prints no keyword the reader reads as one today


LOADED: dict[tuple[str, str], Any] = {}  # (file, number) -> the card the engine loads


def _cases() -> list[tuple[str, str, str, str, str]]:
    out = []
    for game_code in GAMES:
        game = get_game(game_code)
        for path in (ROOT / f"data/cards/corpus/{game_code}.yaml", ROOT / f"data/cards/{game_code}-demo.yaml"):
            for row in read_card_file(path, game.card_fields):
                data = row.data
                if row.error is not None or any(f in data for f in SCRIPTED):
                    continue
                for field in game.card_fields.texts:
                    printed = data.get(field)
                    if printed in (None, "", {}):
                        continue
                    # every printing `check` reads, each judged as `check` judges it
                    _, readings = C._printings(game, printed, data.get("lang"), None, C._card_type(data))
                    if (path.name, row.number) not in LOADED:
                        LOADED[path.name, row.number] = game.load_cards([data], path.name)[0]
                    for reading in readings.values():
                        for ability, report in zip(reading.abilities, C.effect_reports(reading, game),
                                                   strict=True):
                            if report.automated and ability.keyword is not None:
                                out.append((game_code, path.name, row.number, ability.keyword.name,
                                            ability.text))
    return out


CASES = _cases()


def test_the_walk_finds_keywords_in_every_game_that_prints_them() -> None:
    games = {c[0] for c in CASES}
    assert {"gcg", "altcg", "nexa"} <= games
    assert len(CASES) > 300


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}-{c[2]}-{c[3]}")
def test_an_automated_keyword_is_carried_by_the_loaded_card(case: tuple[str, str, str, str, str]) -> None:
    game_code, source, number, keyword, text = case
    card = LOADED[source, number]
    assert carried(game_code, card, keyword), (
        f"{number}: `check` reports {keyword!r} ({text!r}) automated, but the {game_code} card the "
        "engine loads does not carry it")
