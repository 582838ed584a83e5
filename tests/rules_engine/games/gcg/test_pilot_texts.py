"""s17-fmt round 3 (#29): a Pilot's two texts run together on one line (3-3-9).

Above a Pilot's name its own text, usually 【Burst】 (3-3-9-1); below it its Unit's (3-3-9-2). On one line
(a shop, a CSV cell) the card type settles where the 【Burst】 text ends only when the next sentence names
"this Unit": a Pilot card is never a Unit (3-3-1, 3-3-3) and its 【Burst】 resolves as a destroyed shield
(13-2-5-1), so "this Unit" there is the paired Unit — the text below the name. Every other shape stays
as printed (by hand where the reader cannot read it whole).
"""

from __future__ import annotations

import itertools

import pytest

from rules_engine.cards.check import printed_effects
from rules_engine.core.registry import get_game
from rules_engine.games.gcg import printed
from rules_engine.games.gcg.cards import read_printed

GAME = get_game("gcg")
BURSTS = {"en": ("【Burst】Add this card to your hand.", "[Burst]Add this card to your hand. ",
                 "［Burst］ Add this card to your hand.  "),
          "ja": ("【バースト】このカードを手札に加える。", "[バースト]このカードを手札に加える。"),
          "zh-Hant": ("【爆發】將此卡牌加入手牌。", "［爆發］將此卡牌加入手牌。")}
# the Unit's text, naming "this Unit" anywhere outside brackets (subject, condition, possessive, any case)
UNIT_TEXTS = {"en": ("While this Unit is blue, it gains <Blocker>.", "While this unit is white, it gains <Blocker>.",
                     "While this Unit has <Repair>, it gets AP+1.",
                     "While there is a friendly white Base in play, this Unit gets AP+2.",
                     "During your turn, while this Unit has <Breach>, it can't receive battle damage from enemy "
                     "Units with 3 or less AP."),
              "ja": ("このユニットが青の間、このユニットは《リペア1》を得る。",),
              "zh-Hant": ("此機體為藍色期間，此機體獲得《修復1》。",)}
CASES = [(lang, burst, unit) for lang in BURSTS for burst, unit in itertools.product(BURSTS[lang], UNIT_TEXTS[lang])]


def _abilities(text: str, lang: str, card_type: str | None) -> list[tuple[str, str | None]]:
    """(printed line, run reason or None) per ability."""
    return [(a.text, printed.run_reason(a)) for a in GAME.read_text(text, lang, card_type).abilities]


@pytest.mark.parametrize(("lang", "burst", "unit"), CASES)
def test_a_pilots_burst_and_unit_text_on_one_line_read_as_the_two_printed_lines(lang: str, burst: str,
                                                                               unit: str) -> None:
    one_line = _abilities(f"{burst}{unit}", lang, "pilot")
    two_lines = _abilities(f"{BURSTS[lang][0]}\n{unit}", lang, "pilot")
    assert one_line == two_lines
    assert len(one_line) == 2 and all(reason is None for _, reason in one_line), one_line


@pytest.mark.parametrize("card_type", [None, "unit", "command", "base"])
def test_only_a_pilot_is_split(card_type: str | None) -> None:
    """Another card's 【Burst】 may go on with "this Unit" (a Unit card's 【Burst】 deploying it): no split."""
    text = "【Burst】Add this card to your hand. While this Unit is blue, it gains <Blocker>."
    assert [line for line, _ in _abilities(text, "en", card_type)] == [text]


@pytest.mark.parametrize("text", [
    # the second sentence does not name this Unit: either text could hold it (by hand, never guessed)
    "【Burst】Add this card to your hand. Draw 1.",
    "【Burst】Add this card to your hand. While you have another (Titans) Unit in play, this gets AP+1.",
    "【Burst】Add this card to your hand. When playing this card from your hand, play it as if it has 0 cost.",
    "【Burst】Add this card to your hand. Choose 1 enemy Unit. It gets AP-1 during this turn.",
    # "this Unit" only in a reminder text or a quoted granted effect: another Unit's words
    "【Burst】Choose 1 friendly Unit. It gains <Blocker> during this turn. (Rest this Unit to change the "
    "attack target to it.)",
    '【Burst】Choose 1 friendly Unit. It gains "【Attack】This Unit gets AP+1 during this turn." during this turn.',
    # a 【Burst】 text of two sentences before it: where the Unit's text starts is not settled
    "【Burst】Choose 1 enemy Unit. Rest it. While this Unit is blue, it gains <Blocker>.",
])
def test_other_shapes_stay_as_printed(text: str) -> None:
    assert _abilities(text, "en", "pilot") == _abilities(text, "en", None)


def test_a_pilot_printed_on_two_lines_reads_as_before() -> None:
    text = "【Burst】Add this card to your hand.\n【When Paired】Draw 1.\nWhile this Unit is blue, it gains <Blocker>."
    assert _abilities(text, "en", "pilot") == _abilities(text, "en", None)


def test_the_card_type_reaches_the_reader_from_a_card_and_from_check() -> None:
    """A loaded card (cards.read_printed) and `check` (check.printed_effects) both give the type."""
    card = {"number": "P-1", "name": "Tidewater Ace", "type": "Pilot", "lang": "en",
            "text": "【Burst】Add this card to your hand. While this Unit is blue, it gets AP+2."}
    assert [e["timing"] for e in read_printed(card)["effects"]] == ["burst", "continuous"]
    reports = printed_effects(GAME, card)
    assert [(r.text, r.automated) for r in reports] == [
        ("【Burst】Add this card to your hand.", True), ("While this Unit is blue, it gets AP+2.", True)]
