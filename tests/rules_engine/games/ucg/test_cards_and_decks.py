"""UCG card files and deck construction (contracts/ucg.md §3, CR 4.1)."""

from collections import Counter

import pytest

from rules_engine.core.errors import CardFileError
from rules_engine.games.ucg.cards import demo_pool, parse_cards
from rules_engine.games.ucg.decks import Deck, demo_decks, parse_deck, violations

CHAR = {"number": "T1", "name": "Test", "type": "kaiju", "character": "Test", "level": 1,
        "attribute": "basic", "bp": {"single": 1000}}


def test_demo_set_uses_every_type_timing_and_state():
    cards = [c for c in demo_pool().cards.values() if not c.filler]
    assert len(cards) >= 40
    assert {c.type for c in cards} == {"ultraman", "kaiju", "mecha", "scene"}
    timings = {e.timing for c in cards for e in c.effects}
    assert timings == {"on_enter", "on_scene_enter", "continuous", "activate", "deckbuilding"}
    assert {s for c in cards for e in c.effects for s in e.states or []} == {"single", "double",
                                                                             "triple", "quad"}
    verbs = {s.verb for c in cards for e in c.effects for s in (e.script or []) + (e.cost or [])}
    assert verbs >= {"draw", "bp", "level", "result", "return_to_hand", "return_top", "discard", "charge",
                     "extra", "copies", "detach"}
    assert any(c.team for c in cards) and any(c.bp and c.bp.extra for c in cards)
    assert any(c.bp and c.bp.single is None for c in cards if c.is_character)  # 11.15
    assert any(e.script is None for c in cards for e in c.effects)  # resolved by hand
    assert {c.attribute for c in cards if c.attribute} >= {"basic", "power", "speed", "armed", "hazard",
                                                          "devastation", "invasion", "meteor"}


@pytest.mark.parametrize("row,field", [
    ({**CHAR, "power": 3}, "power"),
    ({**CHAR, "type": "hero"}, "type"),
    ({**CHAR, "bp": {"single": "lots"}}, "bp.single"),
    ({**CHAR, "effects": [{"timing": "activate", "text": "x", "script": [{"draw": 1}]}]}, "effects"),
    ({**CHAR, "effects": [{"timing": "on_enter", "text": "x", "script": [{"draw": 1, "bp": 1}]}]},
     "effects.0.script.0"),
])
def test_a_bad_card_names_file_card_and_field(row, field):
    with pytest.raises(CardFileError) as error:
        parse_cards([row], "mine.yaml")
    message = str(error.value)
    assert message.startswith("mine.yaml: card T1: field ") and field in message


def test_an_extra_bp_needs_its_condition():
    # a trigger or a continuous effect the engine does not run loads by hand: test_s18b_by_hand_at_load.py
    with pytest.raises(CardFileError, match=r"8\.1\.2"):
        parse_cards([{**CHAR, "bp": {"single": 1, "extra": 5}}], "f")


def test_demo_decks_are_legal_and_different():
    decks = demo_decks()
    assert len(decks) >= 2
    for deck in decks.values():
        assert violations(deck, demo_pool()) == []
    a, b = decks.values()
    assert set(a.main) != set(b.main)


def test_every_violation_is_listed_at_once():
    deck = Deck("bad", Counter({"UCG-D001": 5, "UCG-D001_P1": 1, "NOPE-1": 2, "UCG-D020": 4}))
    problems = violations(deck, demo_pool())
    rules = sorted(p.rule for p in problems)
    assert rules == ["4.1.1", "4.1.1", "4.1.1", "4.1.2"]  # two unknown cards, 12 cards, 5 copies
    assert any("5 copies of UCG-D001" in p.message for p in problems)


def test_variants_count_with_their_card():
    pool = demo_pool().with_cards(parse_cards([{**CHAR, "number": "UCG-D020_P1", "name": "Gravelmaw"}]))
    deck = Deck("v", Counter({"UCG-D020": 4, "UCG-D020_P1": 1, "UCG-D027": 45}))
    problems = violations(deck, pool)
    assert sorted(p.message.split(" of ")[1][:8] for p in problems) == ["UCG-D020", "UCG-D027"]
    assert {p.rule for p in problems} == {"4.1.2"}  # 4.1.3: 5 copies of UCG-D020; 45 > 6
    deck = Deck("v", Counter({"UCG-D020": 4, "UCG-D027": 6, "UCG-D001": 4, "UCG-D005": 4,
                              "UCG-D011": 4, "UCG-D016": 4, "UCG-D023": 4, "UCG-D034": 4, "UCG-D040": 4,
                              "UCG-D043": 4, "UCG-D044": 4, "UCG-D032": 4}))
    assert violations(deck, pool) == []  # a deckbuilding effect allows 6 (9.1.1)


def test_deck_text_and_yaml_read_alike():
    text = parse_deck("# Mine\n4x UCG-D001 Aurion\n2 UCG-D020\n", "x")
    yml = parse_deck("name: Mine\nmain:\n  UCG-D001: 4\n  UCG-D020: 2\n", "x")
    assert text.main == yml.main and text.name == yml.name == "Mine"
