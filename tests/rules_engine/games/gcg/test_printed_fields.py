"""s17-fmt (#29 §4): GCG cards as other card lists print their fields load; a value that is really
wrong still fails with its one-line error (core formats + the GCG card schema)."""

from __future__ import annotations

import json

import pytest

from rules_engine.core.errors import CardFileError
from rules_engine.core.printed.formats import parse_cards_bytes
from rules_engine.games.gcg.cards import parse_cards
from rules_engine.games.gcg.reader.common import CARD_FIELDS

UNIT = {"number": "TF-1", "name": "Relay Picket", "type": "unit", "colors": ["blue"], "level": 2, "cost": 1,
        "ap": 2, "hp": 2}


def load(*cards: dict) -> list:
    """The cards through both steps a card file takes: the core formats check, then the schema."""
    data = "\n".join(json.dumps(c) for c in cards).encode()
    rows = parse_cards_bytes(data, "list.jsonl", CARD_FIELDS)
    problems = [r.error for r in rows if r.error]
    if problems:
        raise CardFileError(problems[0])
    return parse_cards([r.data for r in rows], "list.jsonl")


@pytest.mark.parametrize("colour", [["colorless"], ["Colorless"], "colourless", "none", ["-"], []])
def test_resources_and_tokens_print_no_colour_in_any_form(colour):
    """2-4-2: resources and tokens have no colour; other lists print `colorless` (or none)."""
    resource, token = load({"number": "R-1", "name": "Resource", "type": "resource", "colors": colour, "cost": 0},
                           {"number": "T-1", "name": "Scout Token", "type": "unit", "colors": colour,
                            "cost": 0, "ap": 1, "hp": 1})
    assert resource.type == "resource" and resource.colors == []
    assert token.token and token.type == "unit" and token.colors == []


def test_colours_in_any_case_and_one_colour_as_a_string():
    assert load({**UNIT, "colors": ["Blue", "WHITE"]})[0].colors == ["blue", "white"]
    assert load({**UNIT, "colors": "Green"})[0].colors == ["green"]
    colour = {k: v for k, v in UNIT.items() if k != "colors"}
    assert load({**colour, "color": "Red"})[0].colors == ["red"]


def test_traits_and_zones_printed_as_one_string():
    card = load({**UNIT, "traits": "(Earth Federation) (White Base Team)", "zone": "Space Earth"})[0]
    assert card.traits == ["Earth Federation", "White Base Team"]
    assert card.zone == ["Space", "Earth"]
    assert load({**UNIT, "traits": "Earth Federation; White Base Team"})[0].traits == \
        ["Earth Federation", "White Base Team"]


@pytest.mark.parametrize("dash", ["-", " — ", "－"])
def test_a_dash_is_no_text(dash):
    card = load({**UNIT, "text": dash})[0]
    assert card.effects == [] and card.keywords == []


def test_a_colourless_unit_with_a_level_is_still_refused():
    """Only resources and tokens lack a colour (2-4-2): a unit printing its Lv. is neither."""
    with pytest.raises(CardFileError, match=r"every card but resources and tokens has a color \(2-4-2\)"):
        load({**UNIT, "colors": ["colorless"]})


def test_a_wrong_colour_still_fails_with_its_one_line_error():
    with pytest.raises(CardFileError, match=r"^field colors: 'pink' is not one of blue, green, red, white, purple$"):
        load({**UNIT, "colors": ["Blue", "pink"]})
