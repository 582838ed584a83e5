"""Deck lists and the construction rules of 6-1, every violation at once."""

import pytest

from rules_engine.games.gcg.cards import demo_pool
from rules_engine.games.gcg.decks import DeckError, demo_decks, parse_deck, resolve_names, violations


def test_demo_decks_are_legal_and_of_different_colors():
    decks = demo_decks()
    assert len(decks) >= 2
    pool = demo_pool()
    colors = []
    for deck in decks.values():
        assert violations(deck, pool) == []
        colors.append({c for n in deck.main for c in pool[n].colors})
    assert colors[0].isdisjoint(colors[1])


def test_text_formats():
    deck = parse_deck("# My deck\n4 DEMO-001\n4x DEMO-002 Bulwark Walker\n3× demo-003\n\n"
                      "Resource deck:\n10 DEMO-R01\n")
    assert deck.name == "My deck"
    assert deck.main == {"DEMO-001": 4, "DEMO-002": 4, "DEMO-003": 3}
    assert deck.resources == {"DEMO-R01": 10}


def test_yaml_format():
    deck = parse_deck("name: Yaml deck\nmain:\n  DEMO-001: 4\nresources:\n  DEMO-R01: 10\n")
    assert deck.name == "Yaml deck" and deck.main["DEMO-001"] == 4


def test_every_violation_listed_at_once():
    text = "5 DEMO-001\n4 DEMO-021\n4 DEMO-030\n4 DEMO-014\n1 DEMO-R01\n1 NOPE-9\n\nResources:\n9 DEMO-R01\n1 DEMO-002\n"
    found = violations(parse_deck(text), demo_pool())
    rules = sorted(v.rule for v in found)
    assert rules == sorted(["6-2-1-1", "6-1-1", "6-1-1-1", "6-1-1-3", "6-1-1-2", "6-1-1-4"])
    messages = " | ".join(str(v) for v in found)
    assert "unknown card NOPE-9" in messages and "5 copies of DEMO-001" in messages
    assert "4 colors" in messages


def test_the_core_parser_reads_what_players_paste_and_names_resolve_against_the_pool():
    deck = parse_deck("## Main deck\nDEMO-001 x4\n3x Ember Raider\nエンバー・レイダー (1)\nDEMO-002\n"
                      "// リソースデッキ\n10 DEMO-R01\n")
    assert deck.main == {"DEMO-001": 4, "Ember Raider": 3, "エンバー・レイダー": 1, "DEMO-002": 1}
    assert deck.resources == {"DEMO-R01": 10}
    resolved = resolve_names(deck, demo_pool())
    assert resolved.main == {"DEMO-001": 4, "DEMO-021": 4, "DEMO-002": 1}
    found = violations(parse_deck("4 No Such Card\n"), demo_pool())
    assert "unknown card No Such Card" in " | ".join(map(str, found))


@pytest.mark.parametrize("text", ["four DEMO-001", "0 DEMO-001", "100 DEMO-001"])
def test_malformed_lines_say_where(text):
    with pytest.raises(DeckError, match="line 1"):
        parse_deck(text, "mine")
