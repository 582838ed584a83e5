"""The reading engine, apart from any game: normalisation, splitting, templates with slots,
selectors built piece by piece, and the rule that nothing is ever a load error."""

from __future__ import annotations

import re

import pytest

from rules_engine.core.effects.model import Selector, Step
from rules_engine.core.effects.reader import (
    Context,
    Grammar,
    SelectorGrammar,
    Slot,
    Template,
    Unread,
    by_hand,
    first_match,
    no_reader,
    normalise,
    read,
    setter,
    split_outside,
)


def test_normalise_keeps_cost_symbols_and_unifies_the_rest():
    assert normalise("【Activate･Main】①②：Draw １.<br>It won' t　attack.") == \
        "【Activate・Main】⟦1⟧⟦2⟧:Draw 1.\nIt won't attack."
    assert normalise("選擇對方的 1 張 HP 3 以下的機體，然後", cjk=True) == "選擇對方的1張HP 3以下的機體，然後"
    assert normalise("自分は１枚ドローする。（テスト）", cjk=True) == "自分は1枚ドローする。(テスト)"


def test_split_outside_brackets():
    assert split_outside("〔リガ・ミリティア〕・AP1・HP1", "・") == ["〔リガ・ミリティア〕", "AP1", "HP1"]


PIECES = SelectorGrammar([(r"(?P<n>\d+)\b", lambda d, m: d.set("count", int(m["n"]), m.string)),
                          (r"enemy\b", setter(who="enemy")), (r"Units?\b", setter(kind="unit"), True)],
                         wholes={"it": Selector(who="it")}, separator=r"\s*", flags=re.I)
SLOTS = {"n": Slot(r"\d+", lambda text, ctx: int(text)), "sel": Slot(r".+?", lambda text, ctx: PIECES.parse(text))}


class Tiny(Grammar):
    sentences = (Template(r"Deal {n} damage to {sel}", lambda s: Step("damage", target=s.sel), SLOTS, re.I),
                 Template(r"Boom", lambda s: 1 / 0, SLOTS))


def test_templates_and_selectors():
    ctx = Context(Tiny())
    assert first_match(Tiny.sentences, "Deal 2 damage to 1 enemy Unit", ctx) == Step(
        "damage", target=Selector(who="enemy"))
    with pytest.raises(Unread) as caught:
        first_match(Tiny.sentences, "Deal 2 damage to 1 friendly Unit", ctx)
    assert caught.value.phrase == "friendly Unit"  # the most specific phrase not understood
    with pytest.raises(Unread, match="no card named"):
        PIECES.parse("2 enemy")


def test_an_unknown_slot_in_a_template_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown slot"):
        Template("{nope}", lambda s: None, SLOTS)


def test_nothing_is_ever_a_load_error():
    reading = read("Deal 2 damage to 1 enemy Unit.\nWhatever this is.\nBoom.\n【Main】Deal 1 damage to it.", Tiny())
    first, second, third, fourth = reading.abilities
    assert first.body == (Step("damage", target=Selector(who="enemy")),) and first.timing is None
    assert second.body is None and second.unread == "Whatever this is"
    assert third.body is None and "the reader failed on this text (ZeroDivisionError)" in third.reason
    assert fourth.body is None and fourth.reason == "marker 【Main】 not understood"
    assert [a.index for a in reading.abilities] == [0, 1, 2, 3]


def test_a_game_without_a_reader_lists_every_line_by_hand():
    reading = no_reader("[SIN] 《When this character enters play》 Draw a card.\n\n■Second.")
    assert [(a.text, a.index, a.reason) for a in reading.abilities] == [
        ("[SIN] 《When this character enters play》 Draw a card.", 0, "no reader yet"),
        ("■Second.", 1, "no reader yet")]
    assert by_hand("x", "ja", "why").lang == "ja"
