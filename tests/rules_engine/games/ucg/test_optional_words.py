"""s16-games round 2: a UCG reading says what is optional. 「可(A)」 / 「(A)できる」 / "you may" (11.3) read
"you may …" — "you may apply this: …" where the reading starts with what changes — and "up to" choices
"up to N"; the engine's `may` prompt is asked for exactly those (11.3.1, 11.3.2)."""

from __future__ import annotations

import re

import pytest

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.ucg import printed
from tests.rules_engine.core.effects.optional_audit import unsaid

MARKERS = {"zh-Hant": re.compile(r"(?<!不)可(?!能)|最多|至多"), "en": re.compile(r"\b[Mm]ay\b|\b[Uu]p to\b"),
           "ja": re.compile(r"できる|してもよい|[枚体つ]まで")}


@pytest.mark.parametrize("lang", ["zh-Hant", "en", "ja"])
def test_every_optional_text_in_the_corpus_and_the_demo_reads_as_optional(lang):
    # "Deck building: any number in a deck" is a deck-building rule, not a choice while playing
    seen, found = unsaid("ucg", lang, MARKERS[lang], exempt=("Deck building",))
    assert seen >= 75
    assert found == []


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("[TRP]《當本角色登場時》可在本回合期間，使對手的一名角色BP-3000。", "zh-Hant",
     "When this character enters play, in state triple: you may apply this: 1 enemy character gets BP-3000 "
     "during this turn."),
    ("《このキャラの登場時》自分は1枚ドローできる。", "ja", "When this character enters play: you may draw 1."),
    ("[SIN][DBL]《このキャラの登場時》相手の捨て札エリアにあるレベル1のキャラカード1枚をゲームから取り除くことができる。", "ja",
     "When this character enters play, in state single, double: you may exile 1 enemy character of Lv.1 in "
     "the trash."),
])
def test_the_words_of_an_optional_reading(text, lang, words):
    (report,) = effect_reports(printed.read_text(text, lang), get_game("ucg"))
    assert report.automated and report.reading == words


def test_the_engine_asks_where_the_reading_says_you_may():
    """11.3: the effect the executor runs is optional (its `may` prompt) for each of these readings."""
    ability = printed.read_text("《このキャラの登場時》自分は1枚ドローできる。", "ja").abilities[0]
    assert printed.effect_of(ability)["optional"] is True
