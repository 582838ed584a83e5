"""One deck-list parser for every game (CONTRACTS §3b): every shape players paste, the shapes
deck tools export (docs/cards/gcg-templates.md §9), and clear errors naming the line."""

from __future__ import annotations

import pytest

from rules_engine.core.errors import DeckError
from rules_engine.core.printed.decklist import DeckSpec, parse_deck_list

GCG = DeckSpec(sections={"main": ("main", "main deck", "deck", "メイン", "メインデッキ", "主牌組", "卡組"),
                         "resources": ("resource", "resources", "resource deck", "リソースデッキ", "能源卡組")})


def entries(text: str, spec: DeckSpec = GCG):
    return [(e.section, e.count, e.number, e.name) for e in parse_deck_list(text, "deck", spec).entries]


@pytest.mark.parametrize(("line", "expected"), [
    ("4 GD01-001", (4, "GD01-001", "")),
    ("4x GD01-001", (4, "GD01-001", "")),
    ("4 x GD01-001", (4, "GD01-001", "")),
    ("4× gd01-001 Gundam", (4, "GD01-001", "Gundam")),
    ("GD01-001 x4", (4, "GD01-001", "")),
    ("GD01-001 4", (4, "GD01-001", "")),
    ("GD01-001x4", (4, "GD01-001", "")),
    ("4 GD01-001 Gundam (Ver. Ka)", (4, "GD01-001", "Gundam (Ver. Ka)")),
    ("ST03-001 Sinanju x3", (3, "ST03-001", "Sinanju")),
    ("Gundam (ST01-001)", (1, "ST01-001", "Gundam")),
    ("3x Gundam (ST01-001)", (3, "ST01-001", "Gundam")),
    ("3x Amuro Ray", (3, None, "Amuro Ray")),
    ("x3 Sinanju", (3, None, "Sinanju")),
    ("Sinanju x3", (3, None, "Sinanju")),
    ("Sinanju (3)", (3, None, "Sinanju")),
    ("- 3 Amuro Ray", (3, None, "Amuro Ray")),
    ("* 2 R-001", (2, "R-001", "")),
    ("4 GD01-001 # the deck's engine", (4, "GD01-001", "")),
])
def test_every_entry_shape(line, expected):
    assert entries(line) == [("main", *expected)]


def test_sections_comments_and_title_in_every_language_and_export_shape():
    text = (
        "# Harbor Sky: blue/white\n"
        "// Main Deck\n"
        "4x GD01-118\n\n"
        "## Decklist\n"
        "GD01-008 x4\n"
        "// Resource Deck\n"
        "10x R-001\n"
        "メイン\n"
        "2 ST01-014\n"
        "Resource deck (10):\n"
        "resource 10 R-002\n"
    )
    deck = parse_deck_list(text, "deck", GCG)
    assert deck.title == "Harbor Sky"
    assert [(e.section, e.count, e.number) for e in deck.entries] == [
        ("main", 4, "GD01-118"), ("main", 4, "GD01-008"), ("resources", 10, "R-001"), ("main", 2, "ST01-014"),
        ("resources", 10, "R-002")]
    assert deck.counts("resources") == {"R-001": 10, "R-002": 10}
    assert [e.line for e in deck.entries] == [3, 6, 8, 10, 12]


def test_inline_section_word_and_chinese_headings():
    assert entries("主牌組\n4 GD01-001\n能源卡組：\n10 R-001\n") == [
        ("main", 4, "GD01-001", ""), ("resources", 10, "R-001", "")]


def test_yaml_and_deck_site_json_pairs():
    yaml_deck = "name: Tidewall\nmain:\n  GD01-001: 4\nresources: [R-001, R-001]\n"
    deck = parse_deck_list(yaml_deck, "deck", GCG)
    assert deck.title == "Tidewall" and deck.counts("main") == {"GD01-001": 4} and deck.counts("resources") == {
        "R-001": 2}
    site = '[{"card_id": "GD03-033", "count": 4}, {"card_id": "gd03-034", "count": 2}]'
    assert parse_deck_list(site, "deck", GCG).counts("main") == {"GD03-033": 4, "GD03-034": 2}


@pytest.mark.parametrize(("text", "message"), [
    ("4 GD01-001\nnot a card line here at all\n", "deck: line 2: expected a count and a card"),
    ("0 GD01-001\n", "deck: line 1: a count must be from 1 to 99, got 0"),
    ("Amuro Ray\n", "deck: line 1: expected a count and a card"),
    ("https://www.bandai-tcg-plus.com/deck_recipe?deck=MqG.MqG&deck_code=h6jF", "deck recipe link cannot be read"),
    ("main:\n  GD01-001: many\n", "main: GD01-001: the count must be a whole number"),
    ("name: x\nsideboard: []\n", "unknown field 'sideboard'"),
    ("x" * (64 * 1024 + 1), "larger than 64 KiB"),
])
def test_unreadable_lists_say_which_line_and_why(text, message):
    with pytest.raises(DeckError) as caught:
        parse_deck_list(text, "deck", GCG)
    assert message in str(caught.value)


def test_crlf_bom_and_odd_spacing():
    assert entries("\ufeff4x\u3000GD01-001\r\n\r\n2  ST01-014  \r\n") == [
        ("main", 4, "GD01-001", ""), ("main", 2, "ST01-014", "")]


def test_a_game_with_its_own_number_shape():
    nexa = DeckSpec(number=__import__("re").compile(r"\d{2}[A-Z]/[A-Z]+ ?[A-Z]{2}\d{3}[A-Z]*"))
    assert entries("3 01A/U WT006R ランチャーストライク\n", nexa) == [("main", 3, "01A/U WT006R", "ランチャーストライク")]
