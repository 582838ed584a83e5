"""The GCG reader: printed text -> the shared effect model (core/effects), in the three
printed languages. `read(text, lang)` is what the game module exposes as `read_text`.

Text conventions (docs/cards.md): timing markers 【…】 (13-2), keyword effects <…> / 《…》
(13-1), costs before `：` (10-1-7), traits in (…) / 〔…〕, names in […] / 「…」, reminder
text in parentheses without game effect (2-11-4)."""

from __future__ import annotations

from functools import lru_cache

from ....core.effects.model import Reading
from ....core.effects.reader import Grammar
from ....core.effects.reader import read as read_with
from ....core.printed.cache import source_version
from ....core.printed.language import resolve
from . import en, filters, ja, zh_hant
from .common import CARD_FIELDS

GRAMMARS: dict[str, Grammar] = {"en": en.GRAMMAR, "ja": ja.GRAMMAR, "zh-Hant": zh_hant.GRAMMAR}
LANGUAGES = ("en", "ja", "zh-Hant")  # printed languages (CONTRACTS §3b)

# Words the explanation uses for GCG's own timings (core/effects/explain.py).
WORDS = {
    "deploy": "When deployed", "attack": "When attacking", "destroyed": "When destroyed",
    "burst": "Burst (when this shield is destroyed)", "when_paired": "When paired",
    "when_linked": "When linked", "activate_main": "Activate in your main phase",
    "activate_action": "Activate in an action step", "main": "Main phase", "action": "Action step",
    "main_or_action": "Main phase or action step",
    **filters.WORDS,  # s6-gcg-b
    "after.each_enemy_chooses": "of each enemy player, chosen by that player",  # s6-gcg-b (choices.py)
    "after.each_player_chooses": "of each player (you too), chosen by that player",  # s7-gcg
    # s17-gcg: the durations that end in a later turn (next_turn.py)
    "until.your_next_turn": "during your next turn", "until.opponents_next_turn": "during your opponent's next turn",
    "until.end_of_your_next_turn": "until the end of your next turn",
    "until.end_of_opponents_next_turn": "until the end of your opponent's next turn",
}


def version() -> str:
    """The reader's code version (the per-file cache key includes it)."""
    return source_version("rules_engine.core.effects", "rules_engine.games.gcg.reader")


@lru_cache(maxsize=8192)
def read(text: str, lang: str | None = None, card_type: str | None = None) -> Reading:
    """The printed text as read (identical texts are read once: many cards share a Burst)."""
    chosen, prepared = resolve(text, lang)
    grammar = GRAMMARS.get(chosen)
    if grammar is None:
        from ....core.effects.reader import by_hand

        return by_hand(text, chosen, f"no GCG reader for {chosen} yet")
    return read_with(prepared, grammar, card_type=card_type)


__all__ = ["CARD_FIELDS", "GRAMMARS", "LANGUAGES", "WORDS", "read", "version"]
