"""NEX-A cards and decks: the demo set, card file errors, malformed texts refused at load,
deck construction (B2-1) with every violation at once."""

from __future__ import annotations

from collections import Counter

import pytest

from rules_engine.core.errors import CardFileError
from rules_engine.core.registry import get_game
from rules_engine.games.nexa.cards import FILLER, parse_cards
from rules_engine.games.nexa.decks import parse_deck, violations

GAME = get_game("nexa")


def test_demo_set_has_forty_original_cards_of_every_type():
    pool = GAME.pool()
    demo = [c for c in pool.cards.values() if c.number.startswith("NX-")]
    assert len(demo) >= 40
    assert {c.type for c in demo} == {"unit", "character", "command", "operation", "ace", "graphic"}
    keywords = {k for c in demo for k in c.keywords}
    assert keywords >= {"high_mobility", "first_strike", "assault", "battle_deploy", "ps_armor", "quick", "unique"}
    timings = {c.timing for c in demo if c.timing} | {e.timing for c in demo for e in c.effects}
    assert {"always", "battle", "damage", "return", "defense", "own.deploy", "own.attack", "enemy.battle",
            "continuous", "static", "trigger"} <= timings
    # every 起動 event the engine fires has a demo card (B10-3)
    events = {e.on for c in demo for e in c.effects if e.timing == "trigger"}
    assert {"enter", "sortie", "destroyed", "turn_end"} <= events
    assert any(on.startswith("start:") for on in events)
    # 常駐 texts on every unit of a kind and the keyword, set and force rules of issue 15
    assert any(s.aim not in ("self", None) for c in demo for e in c.effects if e.timing == "continuous"
               for s in e.script)
    assert any(e.keyword == "cross_weapon" for c in demo for e in c.effects)
    assert any(c.set_on == "character" for c in demo)
    assert {s.aim for c in demo for s in c.script} >= {"own_force", "enemy_force"}
    assert any(c.unique for c in demo)
    colours = {colour for c in demo if c.cost for colour in c.cost.roll}
    assert colours == {"blue", "white", "red", "purple", "green", "black", "brown"}


def test_card_errors_name_file_card_and_field():
    with pytest.raises(CardFileError, match=r"mine.yaml: card X-1: field melee"):
        parse_cards([{"number": "X-1", "name": "x", "type": "unit", "cost": {"total": 1},
                      "melee": "lots", "terrain": []}], "mine.yaml")
    with pytest.raises(CardFileError, match="unknown field"):
        parse_cards([{"number": "X-2", "name": "x", "type": "graphic", "g_sign": {"color": "red"},
                      "colour": "red"}], "mine.yaml")


@pytest.mark.parametrize("effect, message", [
    ({"timing": "trigger", "script": [{"draw": 1, "player": "self"}]}, "needs `on`"),
    ({"timing": "trigger", "on": "enter", "cost": "roll_self", "script": [{"draw": 1, "player": "self"}]},
     "no cost"),
    ({"timing": "always", "on": "enter", "script": [{"draw": 1, "player": "self"}]}, "for trigger texts"),
])
def test_automatic_texts_are_checked_at_load(effect, message):
    row = {"number": "X1", "name": "x", "type": "unit", "cost": {"total": 1}, "terrain": [], "effects": [effect]}
    with pytest.raises(CardFileError, match=message):
        parse_cards([row], "t.yaml")


@pytest.mark.parametrize("keywords, message", [
    (["psycommu"], "takes a value 1 to 9"), ([{"area_weapon": 0}], "takes a value 1 to 9"),
    ([{"supply": 1}], "takes no value"), ([{"refit": 3}], "takes a trait"), (["refit"], "takes a trait"),
    (["cross_weapon"], "takes a trait"), ([{"cross_weapon": ""}], "takes a trait"),
])
def test_text_keywords_check_their_value(keywords, message):
    row = {"number": "X1", "name": "x", "type": "unit", "cost": {"total": 1}, "terrain": [], "keywords": keywords}
    with pytest.raises(CardFileError, match=message):
        parse_cards([row], "t.yaml")


def test_text_keywords_become_texts():
    row = {"number": "X1", "name": "x", "type": "unit", "cost": {"total": 1}, "terrain": [],
           "keywords": [{"psycommu": 3}, "gain", "supply", {"area_weapon": 2}]}
    card = parse_cards([row], "t.yaml")[0]
    assert card.keywords == ["psycommu", "gain", "supply", "area_weapon"]
    assert [(e.keyword, e.timing) for e in card.effects] == [
        ("psycommu", "defense"), ("gain", "damage"), ("supply", "own.attack"), ("area_weapon", "damage")]
    assert card.effects[0].script[0].damage == 3 and card.effects[3].script[0].max_defense == 2


def test_gain_level_and_either_cost_load():
    rows = [{"number": "X1", "name": "x", "type": "graphic", "g_sign": {"color": "red"}, "gain_level": 2},
            {"number": "X2", "name": "y", "type": "operation", "cost": {"total": 1},
             "effects": [{"timing": "always", "text": "t", "cost": {"either": ["roll_self", {"any": 1}]},
                          "script": [{"draw": 1, "player": "self"}]}]}]
    assert [c.number for c in parse_cards(rows, "t.yaml")] == ["X1", "X2"]
    rows[0]["gain_level"] = 12
    with pytest.raises(CardFileError, match="gain level is 1 to 9"):
        parse_cards(rows, "t.yaml")


def test_stay_needs_a_set_operation():
    row = {"number": "X1", "name": "x", "type": "operation", "cost": {"total": 1}, "keywords": ["stay"]}
    with pytest.raises(CardFileError, match=r"stay is for set operations \(D-118\)"):
        parse_cards([row], "t.yaml")
    assert parse_cards([{**row, "set_on": "unit"}], "t.yaml")[0].has("stay")


def test_yaml_on_key_is_read_as_on():
    import yaml

    row = yaml.safe_load("{number: X1, name: x, type: unit, cost: {total: 1}, terrain: [],"
                         " effects: [{timing: trigger, on: enter, script: [{draw: 1, player: self}]}]}")
    assert parse_cards([row], "t.yaml")[0].effects[0].on == "enter"


def test_filler_has_no_g_sign():
    assert FILLER.g_sign is None and not FILLER.effects


def test_deck_violations_are_all_listed_with_clauses():
    pool = GAME.pool()
    deck = parse_deck("4 NX-001\n2 NX-999\n40 NX-016\n", "bad")
    problems = violations(deck, pool)
    messages = " | ".join(p.message for p in problems)
    assert {p.rule for p in problems} == {"B2-1"}
    assert "unknown card NX-999" in messages and "46 cards" in messages and "4 cards named Aegis Lancer" in messages


def test_graphics_are_unlimited_and_names_count_across_numbers():
    deck = GAME.demo_decks()["crimson-red-purple"]
    assert Counter(deck.main)["NX-035"] == 7
    assert violations(deck, GAME.pool()) == []


def test_deck_yaml_form():
    deck = parse_deck("name: t\nmain: {NX-001: 3, NX-016: 47}\n", "t")
    assert violations(deck, GAME.pool()) == []


def test_cross_weapon_copies_the_original_texts_but_itself():
    """D-114: the copyable texts are the card's special-effect keywords, then its texts,
    never クロスウェポン itself; ユニーク (a deck limit) is not one of them."""
    card = parse_cards([{"number": "X-CW", "name": "x", "type": "unit", "cost": {"total": 1}, "terrain": [],
                         "traits": ["MS"], "keywords": ["unique", "assault", {"cross_weapon": "MS"}, "gain"],
                         "effects": [{"timing": "battle", "text": "t", "script": [{"roll": True}]}]}],
                       "t.yaml")[0]
    copyable = card.copyable
    assert copyable[0] == "assault"
    assert [e.keyword for e in copyable[1:]] == [None, "gain"]
    assert card.effects[1].keyword == "cross_weapon" and card.effects[1].script[0].cross_weapon == "MS"


@pytest.mark.parametrize("step, message", [
    ({"modify": [1, 0, 0], "target": "own_force"}, "does not apply to a force"),
    ({"destroy": True, "target": "enemy_force"}, "does not apply to a force"),
    ({"force_power": 2, "target": "own_unit"}, "force_power is a non-zero"),
    ({"force_power": 2}, "force_power is a non-zero"),
    ({"force_power": 2, "target": "own_force", "until": "permanent"}, "until the force disbands|when the force"),
])
def test_force_targets_take_only_what_the_rules_do_to_a_force(step, message):
    """B9-3, D-103: a force takes force power ±X or 貫通ダメージ, nothing else."""
    row = {"number": "X1", "name": "x", "type": "command", "cost": {"total": 1}, "timing": "battle",
           "script": [step]}
    with pytest.raises(CardFileError, match=message):
        parse_cards([row], "t.yaml")


@pytest.mark.parametrize("effect, message", [
    ({"timing": "continuous", "cost": {"any": 1}, "script": [{"modify": [1, 0, 0], "target": "own_unit"}]},
     "no cost"),
    # a used-type text gives a keyword for a time (issue 29); never for good (B10-3)
    ({"timing": "battle", "script": [{"grant": "first_strike", "target": "own_unit", "until": "permanent"}]},
     "lasts until turn end"),
    ({"timing": "continuous", "script": [{"grant": "quick"}]}, "grant"),
])
def test_automatic_texts_outside_what_the_engine_applies_are_refused(effect, message):
    """B10-3: what the contract does not allow is refused at load with the clause (what it allows
    but the engine does not run loads by hand: test_s18b_by_hand_at_load.py)."""
    row = {"number": "X1", "name": "x", "type": "unit", "cost": {"total": 1}, "terrain": [], "effects": [effect]}
    with pytest.raises(CardFileError, match=message):
        parse_cards([row], "t.yaml")
