"""s16-games round 2: the optional-ability audit shared by the UCG, ALTCG and NEX-A tests. A reading must
say what is optional ("you may" / "up to"): a player trusting it would otherwise think the text mandatory."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from rules_engine.cards.check import check_files
from rules_engine.core.registry import get_game

ROOT = Path(__file__).resolve().parents[4]
_REMINDER = re.compile(r"[（(][^）)]*[）)]")  # a keyword's reminder text: the keyword's, not this ability's
# s17-games: "your opponent may draw 1" — the opponent's own choice (UCG 「對手可抽」) says so too
SAYS_OPTIONAL = re.compile(r"\byou may\b|\bup to\b|\bthey may\b|\byour opponent may\b")


def files(game: str) -> list[Path]:
    return [ROOT / "data" / "cards" / "corpus" / f"{game}.yaml", ROOT / "data" / "cards" / f"{game}-demo.yaml"]


def unsaid(game: str, lang: str, marker: re.Pattern[str], exempt: Iterable[str] = ()) -> tuple[int, list[str]]:
    """(automated effects whose printed text has the optional marker, those whose reading does not say so)."""
    seen, found = 0, []
    for report in check_files(get_game(game), files(game), lang):
        for effect in report.effects:
            if not effect.automated or not marker.search(_REMINDER.sub("", effect.text)):
                continue
            if any(effect.reading.startswith(e) for e in exempt):
                continue
            seen += 1
            if not SAYS_OPTIONAL.search(effect.reading):
                found.append(f"{report.number}: {effect.text} => {effect.reading}")
    return seen, found
