"""ALTCG card files and deck construction (101.1, contracts/altcg.md §3)."""

import pytest

from rules_engine.core.errors import CardFileError
from rules_engine.core.registry import get_game
from rules_engine.games.altcg.cards import TRIGGERED, base_name, demo_pool, parse_cards
from rules_engine.games.altcg.decks import parse_deck, violations

GAME = get_game("altcg")


def test_demo_set_uses_every_type_keyword_and_timing():
    cards = [c for c in demo_pool().cards.values() if c.number.startswith("ALT-")]
    assert len(cards) >= 40
    assert {c.type for c in demo_pool().cards.values()} >= {"flagship", "ship", "event", "cube"}
    words = {k.split()[0] if isinstance(k, str) else "retrofit" for c in cards
             for k in [*c.keywords, *(c.back.keywords if c.back else [])]}
    assert words == {"rush", "long_range", "strike", "guard", "dive", "counter", "pursuit", "comeback",
                     "retrofit"}
    timings = {e.timing for c in cards for e in [*c.effects, *(c.back.effects if c.back else [])]}
    assert timings >= TRIGGERED | {"activate_main", "continuous", "event", "counter", "pursuit"}
    effects = [e for c in cards for e in c.effects]
    assert any(e.once_per_turn for e in effects) and any(e.optional for e in effects)
    assert {e.while_ for e in effects} >= {"own_turn", "opponent_turn", "own_main"}
    assert any(e.script is None for e in effects)  # one is resolved by hand
    assert any(c.back for c in cards)


@pytest.mark.parametrize("row,field", [
    ({"number": "X1", "name": "X", "type": "ship", "power": 1000}, "cost"),
    ({"number": "X1", "name": "X", "type": "submarine", "cost": 1}, "type"),
    ({"number": "X1", "name": "X", "type": "ship", "cost": 1, "keywords": ["flying"]}, "keywords"),
    ({"number": "X1", "name": "X", "type": "ship", "cost": 1, "colors": ["green"]}, "colors"),
    ({"number": "X1", "name": "X", "type": "ship", "cost": 1,
      "effects": [{"timing": "someday", "text": "t"}]}, "effects.0.timing"),
    ({"number": "X1", "name": "X", "type": "ship", "cost": 1,
      "effects": [{"timing": "on_enter", "text": "t", "script": [{"draw": 1, "rest": True}]}]},
     "effects.0.script.0"),
    ({"number": "X1", "name": "X", "type": "flagship", "cost": 1}, "card"),
])
def test_malformed_card_names_file_card_and_field(row, field):
    with pytest.raises(CardFileError) as error:
        parse_cards([row], "mine.yaml")
    message = str(error.value)
    assert message.startswith("mine.yaml: card X1: field ") and field in message


def test_a_continuous_effect_with_a_cost_is_refused_with_its_clause():
    # one the engine does not apply loads by hand: test_s18b_by_hand_at_load.py
    row = {"number": "X1", "name": "X", "type": "ship", "cost": 1,
           "effects": [{"timing": "continuous", "text": "Opponents cannot draw.", "once_per_turn": True}]}
    with pytest.raises(CardFileError, match=r"no cost and no use limit \(304\.4\)"):
        parse_cards([row], "mine.yaml")


def test_name_suffixes_count_as_the_plain_name():
    assert base_name("綾波.改") == "綾波" and base_name("Kestrel.改") == "Kestrel"
    assert base_name("Hood Zwei") == "Hood" and base_name("Plain") == "Plain"


def test_every_deck_violation_at_once_each_with_its_clause():
    deck = parse_deck("Flagship:\n1 ALT-F01\n1 ALT-F02\nDeck:\n5 ALT-001\n4 ALT-023\n1 NOPE-1\n"
                      "Cubes:\n9 ALTCG-CUBE\n1 ALT-001\n", "bad")
    rules = sorted(v.rule for v in violations(deck, demo_pool()))
    assert rules == ["101.1", "101.1a", "101.1b", "101.1b", "101.1c", "209.2"]


def test_colourless_flagship_allows_only_colourless_cards():
    deck = parse_deck("Flagship:\n1 ALT-F03\nDeck:\n4 ALT-045\n4 ALT-001\n42 ALT-045\nCubes:\n10 ALTCG-CUBE\n", "c")
    problems = violations(deck, demo_pool())
    assert any(v.rule == "101.1b" and "colourless" in v.message for v in problems)


def test_deck_text_round_trips_and_yaml_is_read():
    for deck in GAME.demo_decks().values():
        assert parse_deck(deck.to_text(), deck.name).to_text() == deck.to_text()
    deck = parse_deck("name: y\nflagship: ALT-F01\nmain: {ALT-001: 4}\ncubes: 10\n", "y")
    assert deck.flagship_number() == "ALT-F01" and sum(deck.cubes.values()) == 10
