"""s16-games round 3: UCG readings players trust. No reading of the corpus or the demo shows the model's
words in any printed language; a discard says what it discards ("discard 2 cards of your hand", was
"discard 2": the (A) of 11.4 and the discard after a draw, 11.20)."""

from __future__ import annotations

import pytest

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.ucg import printed
from tests.rules_engine.core.effects.reading_audit import model_words


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_no_reading_of_the_corpus_or_the_demo_shows_the_models_words(lang):
    seen, found = model_words("ucg", lang)
    assert seen >= 150
    assert found == []


@pytest.mark.parametrize(("text", "lang"), [
    ("[SIN][DBL] 《When this character enters play》 You may discard two cards from your hand, to give this "
     "character +3000 BP for this turn.", "en"),
    ("[SIN][DBL]《このキャラの登場時》自分の手札2枚を捨て札にすることで、このキャラを、このターンの間、BP+3000できる。", "ja"),
    ("[SIN][DBL]《當本角色登場時》可將兩張我方手牌放到棄牌區，即可使本角色，在此回合期間，BP+3000。", "zh-Hant"),
])
def test_a_discard_of_two_reads_alike_in_every_language(text, lang):
    (report,) = effect_reports(printed.read_text(text, lang), get_game("ucg"))
    assert report.automated
    assert report.reading == ("When this character enters play, in state single, double: you may discard 2 cards "
                              "of your hand (all 2, or none); if you do, this character gets BP+3000 during this turn.")  # 11.4.4


@pytest.mark.parametrize(("text", "words"), [
    # round 4: a name in 『』 (was "if you have VESPER")
    ("《When this scene enters play》 If you have 『VESPER』 , you may draw a card. When you draw with this effect, "
     "discard one card from your hand.",
     "When this scene enters play, if you have 『VESPER』: you may draw 1; if you do, discard 1 card of your hand."),
    # round 4: "1 of your scenes", "1 of your Ultra Heroes" (were singular)
    ("[DBL][TRP]《When this character enters play》 You may discard one scene card from your hand, to give one of "
     "your Ultra Heroes +2000 BP for this turn.",
     "When this character enters play, in state double, triple: you may discard 1 of your scenes in your hand; if "
     "you do, 1 of your Ultra Heroes gets BP+2000 during this turn."),
    ("《When this scene enters play》 If you have 『GLENN』 or 『KORVAN』 , you may put one scene card from your "
     "discard area into your hand.",
     "When this scene enters play, if you have any of 『GLENN』, 『KORVAN』: you may add 1 of your scenes in your "
     "trash to your hand."),
])
def test_the_words_of_a_reading(text, words):
    (report,) = effect_reports(printed.read_text(text, "en"), get_game("ucg"))
    assert report.automated and report.reading == words


@pytest.mark.parametrize(("text", "lang"), [
    ("[SIN][DBL]《When this character enters play》You may return up to two cards from your hand to the bottom of "
     "your deck in any order. If you returned cards to your deck with this effect, draw that many cards.", "en"),
    ("[SIN][DBL]《このキャラの登場時》自分の手札を2枚まで好きな順番でデッキの下に戻すことができる。"
     "この効果でデッキに戻した時、戻した枚数と同じ枚数ドローする。", "ja"),
    ("[SIN][DBL]《當本角色登場時》可將至多兩張我方手牌以任意順序放回牌組下方。以此效果將牌放回牌組時，"
     "抽與放回張數相同數量的牌。", "zh-Hant"),
])
def test_a_draw_of_as_many_as_were_returned_says_that_many(text, lang):
    """s18-games: the draw (11.10.1) counts the cards the (A) part returned (11.20): "draw that many cards"; the
    reading said "draw as much as the number of it"."""
    (report,) = effect_reports(printed.read_text(text, lang), get_game("ucg"))
    assert report.automated
    assert report.reading.endswith("; if you do, draw that many cards.")
    assert "as much as" not in report.reading
