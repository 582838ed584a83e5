"""NEX-A is printed in Japanese only; our own demo cards carry a display translation of
their text (`text.en`, `text.zh-Hant`, issue 29). An English or Chinese reader sees the card's
text in their language on the board and in a hand, and the effect waiting to be resolved by
hand too; the engine still reads the Japanese."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot import i18n
from bot.presenter import by_hand_effect
from bot.render.cards import localise_texts
from rules_engine.tools.scenario import Runner, load

ROOT = Path(__file__).resolve().parents[2]
SHOWN = {"en": "(Your deploy phase): Reroll 1 friendly unit, or draw 1 card.",
         "zh-Hant": "（我方配備階段）：重置1張我方機體，或抽1張卡。"}


def _at_the_by_hand_effect():
    data, positions, game = load(ROOT / "tests/scenarios/nexa/by-hand-command.yaml")
    data["steps"] = data["steps"][:3]  # play Field Improvisation; both pass: it waits for A
    runner = Runner(data, positions, game)
    runner.run()
    return runner.match


def _lines_of(match, lang):
    def lines(number):
        card = match.state.pool.get(number)
        return card.display_lines(lang) if card is not None else None
    return lines


@pytest.mark.parametrize("lang", sorted(SHOWN))
def test_the_by_hand_effect_reads_in_the_readers_language(lang):
    match = _at_the_by_hand_effect()
    owner, text = by_hand_effect(match.view(None), _lines_of(match, lang))
    assert owner == "A" and text == f"Field Improvisation: {SHOWN[lang]}"
    assert by_hand_effect(match.view(None))[1].endswith("（自軍配備フェイズ）：自軍ユニット１枚をリロールする、または、カード１枚を引く。")


def test_a_hand_shows_the_card_text_in_english_without_japanese():
    data, positions, game = load(ROOT / "tests/scenarios/nexa/by-hand-command.yaml")
    data["steps"] = []
    runner = Runner(data, positions, game)
    runner.run()
    match = runner.match
    with i18n.use("en"):
        table = localise_texts(match.table("A"), _lines_of(match, "en"))
    details = [f.detail for s in table.seats for p in s.piles for f in (p.cards or ()) if f.name ==
               "Field Improvisation"]
    assert details and all(SHOWN["en"] in d and not i18n.CJK.search(d) for d in details), details


def test_a_card_without_a_translation_keeps_its_printed_text():
    match = _at_the_by_hand_effect()
    assert match.state.pool.get("NX-001").display_lines("en") == {}  # no text at all
    assert match.state.pool.get("NX-055").display_lines("ja") == {}  # the printed language itself
