"""s16-games: the plain-words audit shared by the UCG, ALTCG and NEX-A tests — the by-hand reasons and the
readings a player reads (`check`, `explain`, `/card`, the by-hand menu) show no internal name, repr or code."""

from __future__ import annotations

from rules_engine.cards.check import check_files
from rules_engine.core.effects.words import IDENTIFIER
from rules_engine.core.registry import get_game

from .optional_audit import files


def internal_reasons(game: str, lang: str) -> list[str]:
    """'NUMBER: reason' for each by-hand reason of the game's corpus and demo that shows an internal name."""
    found = []
    for report in check_files(get_game(game), files(game), lang):
        for effect in report.effects:
            # the printed text a reason quotes is the card's own words, not ours
            words = (effect.reason or "").replace(effect.unread, "").replace(effect.text, "")
            if IDENTIFIER.search(words):
                found.append(f"{report.number}: {effect.reason}")
    return found


def internal_readings(game: str, lang: str) -> list[str]:
    """'NUMBER: reading' for each reading of an automated text (corpus and demo) that shows an internal name."""
    return [f"{report.number}: {effect.reading}" for report in check_files(get_game(game), files(game), lang)
            for effect in report.effects if effect.reading and IDENTIFIER.search(effect.reading)]
