"""s16-games round 2: a NEX-A reading says what is optional: 「…できる」 reads "you may …" and the engine
lets its controller apply nothing (an optional text, `optional`)."""

from __future__ import annotations

import re

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.nexa import printed
from tests.rules_engine.core.effects.optional_audit import unsaid

MARKER = re.compile(r"できる|してもよい|[枚体つ]まで")


def test_every_optional_text_in_the_corpus_and_the_demo_reads_as_optional():
    seen, found = unsaid("nexa", "ja", MARKER)
    assert seen >= 2
    assert found == []


def test_the_words_of_an_optional_reading_and_the_engine_asks():
    text = "『起動』:このカードがプレイされて場に出た場合、本来の記述に「特徴:装弾」を持つ自軍G1枚をロールできる。その場合、カード1枚を引く。"
    (report,) = effect_reports(printed.read_text(text, "ja", "unit"), get_game("nexa"))
    assert report.automated
    assert report.reading == "When played (event played): you may roll 1 friendly G with the trait 装弾; if you do, draw 1."
    card = printed.to_card({"number": "T-1", "name": "試作", "type": "unit", "text": text})
    assert card["effects"][0]["optional"] is True
