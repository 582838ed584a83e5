"""Card lists in every format CONTRACTS §3b names, and every way a file can be wrong: the
message names the file, the row or line, the card and the field."""

from __future__ import annotations

import json

import pytest

from rules_engine.core.errors import CardFileError
from rules_engine.core.printed.fields import CardFields
from rules_engine.core.printed.formats import MAX_BYTES, format_of, parse_cards_bytes, read_card_file

FIELDS = CardFields(
    known=("number", "name", "type", "color", "level", "cost", "ap", "hp", "traits", "link", "zone", "text",
           "lang", "bp.single", "bp.double", "cost.roll", "unique"),
    ints=frozenset({"level", "cost", "ap", "hp", "bp.single", "bp.double"}),
    lists=frozenset({"traits", "zone"}),
    maps=frozenset({"cost.roll"}),
    bools=frozenset({"unique"}),
    choices={"type": ("unit", "pilot", "command", "base", "resource")},
)

CSV = (
    "number,name,type,level,cost,ap,hp,traits,text\n"
    'TC-001,Vesper Striker,unit,2,1,2,2,Harbor Fleet;Ace Pilot,"<Blocker>\n【Deploy】Draw 1."\n'
    "TC-002,Coral Raider,unit,3,2,3,3,,\n"
)


def rows(text: str | bytes, name: str = "cards.csv"):
    data = text.encode("utf-8") if isinstance(text, str) else text
    return parse_cards_bytes(data, name, FIELDS)


def test_csv_gives_typed_cards_with_lists_and_multiline_text():
    first, second = rows(CSV)
    assert first.error is None and second.error is None
    assert first.data == {"number": "TC-001", "name": "Vesper Striker", "type": "unit", "level": 2, "cost": 1,
                          "ap": 2, "hp": 2, "traits": ["Harbor Fleet", "Ace Pilot"],
                          "text": "<Blocker>\n【Deploy】Draw 1."}
    assert "traits" not in second.data and "text" not in second.data  # empty cells are absent
    assert first.where == "row 2" and second.where == "row 4"  # a quoted cell spans two lines


def test_tsv_bom_crlf_and_utf16_read_the_same():
    tsv = CSV.replace(",", "\t").replace("\tunit", "\tunit")
    expected = [r.data for r in rows(CSV)]
    assert [r.data for r in rows(tsv, "cards.tsv")] == expected
    assert [r.data for r in rows(b"\xef\xbb\xbf" + CSV.replace("\n", "\r\n").encode())] == expected
    assert [r.data for r in rows(CSV.encode("utf-16"))] == expected  # spreadsheets' "Unicode text"


def test_yaml_list_or_cards_mapping_and_json_lines():
    yaml_list = "- number: TC-001\n  name: A\n  text: 'Draw 1.'\n- number: TC-002\n  name: B\n"
    assert [r.data["number"] for r in rows(yaml_list, "c.yaml")] == ["TC-001", "TC-002"]
    mapping = "cards:\n  - number: TC-001\n    name: A\n"
    assert rows(mapping, "c.yml")[0].where == "line 2"
    jsonl = json.dumps({"number": "TC-001", "name": "A"}) + "\n\n" + json.dumps({"number": "TC-002", "name": "B"})
    found = rows(jsonl, "c.jsonl")
    assert [r.where for r in found] == ["line 1", "line 3"]


def test_nested_and_localised_columns_become_mappings():
    table = "number,name.en,name.ja,bp.single,bp.double,cost.roll,unique,text.en\nX-1,Arden,アーデン,1000,7000,white:2;black:1,true,Draw 1.\n"
    (row,) = rows(table)
    assert row.error is None
    assert row.data == {"number": "X-1", "name": {"en": "Arden", "ja": "アーデン"}, "bp": {"single": 1000, "double": 7000},
                        "cost": {"roll": {"white": 2, "black": 1}}, "unique": True, "text": {"en": "Draw 1."}}


@pytest.mark.parametrize(("name", "content", "message"), [
    ("cards.csv", "- number: TC-001\n  name: A\n", "looks like YAML"),
    ("cards.csv", '{"number": "TC-001"}\n', "looks like JSON"),
    ("cards.tsv", "number,name\nA,B\n", "commas: give it a .csv name"),
    ("cards.yaml", "number,name\nA,B\n", "looks like a table"),
    ("cards.jsonl", "- number: TC-001\n", "line 1: not a JSON object (it looks like YAML"),
    ("cards.txt", "number,name\n", "unknown kind of card file '.txt'"),
    ("cards.csv", "number,name,colour_of_sky\nA,B,C\n", "column 'colour_of_sky' is not a card field"),
    ("cards.csv", "number,name,name\nA,B,C\n", "column 'name' appears twice"),
    ("cards.csv", "name,type\nA,unit\n", "the header row has no 'number' column"),
    ("cards.csv", "", "empty"),
    ("cards.csv", 'number,name\n"A,B\n', "not valid CSV"),
])
def test_a_file_in_the_wrong_shape_is_refused_naming_the_file(name, content, message):
    with pytest.raises(CardFileError) as caught:
        rows(content, name)
    assert str(caught.value).startswith(f"{name}: ") and message in str(caught.value)


def test_binary_and_non_utf8_files_are_refused():
    with pytest.raises(CardFileError, match=r"cards.csv: not UTF-8 text \(byte 8\); save it as UTF-8"):
        rows(b"number,\xffname\n", "cards.csv")
    with pytest.raises(CardFileError, match="NUL"):
        rows(b"number,name\nA\x00,B\n", "cards.csv")


def test_oversized_input_is_refused_before_it_is_read(tmp_path):
    with pytest.raises(CardFileError, match="larger than 4 MB"):
        rows(b"a" * (MAX_BYTES + 1), "cards.csv")
    big = tmp_path / "big.csv"
    big.write_bytes(b"number,name\n" + b"X-1,A\n" * (MAX_BYTES // 6 + 1))
    with pytest.raises(CardFileError, match=r"big\.csv: larger than 4 MB"):
        read_card_file(big, FIELDS)


def test_one_bad_card_is_reported_with_its_row_and_field_and_the_others_still_load():
    table = "number,name,level,type\nTC-001,A,2,unit\nTC-002,B,two,unit\nTC-003,C,3,banana\nTC-001,D,1,unit\n"
    found = rows(table)
    assert [r.error for r in found] == [
        None, "field level: expected a whole number, got 'two'", "field type: 'banana' is not one of "
        "unit, pilot, command, base, resource", "number TC-001 is used twice (first at row 2)"]
    assert found[1].label == "row 3 (TC-002)"


@pytest.mark.parametrize(("card", "message"), [
    ({"number": "X", "name": "A", "level": "3"}, "field level: expected a whole number, got '3'"),
    ({"number": "X", "name": "A", "mana": 3}, "field mana: not a printed field"),
    ({"number": "X"}, "field name: missing"),
    ({"number": "X", "name": "A", "text": {"fr": "x"}}, "field text: unknown language 'fr'"),
    ({"number": "X", "name": "A", "text": "x" * 4001}, "field text: longer than 4000 characters"),
    ({"number": "X", "name": "A\u202etxt"}, "field name: contains an invisible control character (U+202E)"),
    ({"number": "X", "name": "A", "bp": {"single": "lots"}}, "field bp.single: expected a whole number"),
    ({"number": "X", "name": "A", "unique": "yes"}, "field unique: expected true or false"),
])
def test_a_bad_field_of_a_yaml_card_is_named(card, message):
    (row,) = rows(json.dumps([card]), "cards.json")
    assert row.error is not None and row.error.startswith(message), row.error


def test_odd_unicode_is_cleaned_not_refused():
    (row,) = rows(json.dumps([{"number": "X\u200b-1", "name": "Zaku\ufeff II", "text": "Draw 1.\r\nDraw 1."}]),
                  "c.json")
    assert row.error is None
    assert row.data == {"number": "X-1", "name": "Zaku II", "text": "Draw 1.\nDraw 1."}


def test_scripted_cards_are_left_to_the_game_schema():
    (row,) = rows(json.dumps([{"number": "DEMO-1", "name": "A", "keywords": ["blocker"], "effects": []}]), "c.json")
    assert row.error is None  # `keywords`/`effects` are not printed fields, but the game's schema checks them


def test_format_of_extensions():
    assert [format_of(n) for n in ("a.yaml", "a.YML", "a.json", "a.csv", "a.tsv", "a.jsonl", "a.ndjson")] == [
        "yaml", "yaml", "yaml", "csv", "tsv", "jsonl", "jsonl"]
