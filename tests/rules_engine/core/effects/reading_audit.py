"""s16-games round 3: readings players trust, audited as a class over a game's corpus and demo files
(UCG, ALTCG, NEX-A). A reading must not show the model's own words: a count with degenerate bounds
("hand (at least 0, at most 0, of self)"), a parameter list in parentheses, an internal noun ("1
friendly (装弾) g"), a discard with no noun ("discard 2"); and where the opponent chooses, it says so."""

from __future__ import annotations

import re

from rules_engine.cards.check import check_files
from rules_engine.core.registry import get_game

from .optional_audit import files

# the model's words a player should never read
MODEL_WORDS = {
    "degenerate bound": re.compile(r"at least 0\b|at most 0\b"),
    "owner as a parameter": re.compile(r"\bof (?:self|opponent)\b"),
    "parameter list": re.compile(r"\((?:at least|at most|filters)\b|\bfilters\b"),
    "discard with no noun": re.compile(r"\bdiscards? \d+(?=[;.,:]|$)"),
    "yes / no parameter": re.compile(r": (?:yes|no)\b|\bdeck top\b"),  # "(…, revealed to all: no)"
    "identifier": re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b"),  # "FORCE_POWER+1"
    "raw operator": re.compile(r"(?:<=|>=|==|!=) ?\S"),
    "internal noun": re.compile(r"\b(?:friendly|enemy|your) (?:\([^)]*\) )?g\b|\b\d+ you card"),
    # s16-games round 4
    "verb as an identifier": re.compile(r"\bgrant terrain\b|\(terrain\b"),  # "grant terrain it (terrain space)"
    "kind said twice": re.compile(r"\b(\w+)\b[^;,]* that is an? \1 card"),  # "1 of your ship … that is a ship card"
    "singular after 'of your'": re.compile(r"\b(?:of|all) your (?:other )?(?:scene|Ultra Hero|ship)\b(?!s| card)"),
    "name without 『』": re.compile(r"\bif you have (?:any of )?(?!no\b|at\b|an?\b|any\b)[A-Z]|\bwhile [A-Z]\w* is adjacent"),
}


def model_words(game: str, lang: str) -> tuple[int, list[str]]:
    """(readings checked, those that show the model's words, each with the pattern it matched)."""
    seen, found = 0, []
    for report in check_files(get_game(game), files(game), lang):
        for effect in report.effects:
            if not effect.reading:
                continue
            seen += 1
            found += [f"{name}: {report.number}: {effect.reading}" for name, pattern in MODEL_WORDS.items()
                      if pattern.search(effect.reading)]
    return seen, found
