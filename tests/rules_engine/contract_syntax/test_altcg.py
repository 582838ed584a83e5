"""Every syntax contracts/altcg.md defines is written, as the contract writes it, by some
scenario file that passes (tests/scenarios/altcg)."""

import re

import pytest

from rules_engine.games.altcg.scenario import ACTION_FIELDS

from .syntax import used

USED = used("altcg")

# contracts/altcg.md "Actions" and the effect actions after it
ACTIONS = {
    "mulligan": {"redraw"}, "play": {"card", "at", "targets", "down"}, "retrofit": {"card", "onto", "at"},
    "activate": {"card", "ability", "pay"}, "end_main": set(), "attack": {"unit", "target"},
    "end_battle": set(), "support": {"card"}, "pass": set(), "comeback": {"use", "at"},
    "choose": {"card", "cards", "slot"}, "resolve": set(), "decline": set(), "concede": set(),
    "draw": {"n"}, "discard": {"cards"}, "power": {"target", "n", "until"}, "rest": {"target"},
    "set_active": {"target"}, "destroy": {"target"}, "move": {"card", "to"}, "awaken": set(),
}
VARIANTS = {"play": {"slot", "pay"}, "retrofit": {"slot"}, "comeback": {"slot"}}  # `slot` for `at`
# the contract's `at` (a slot) is `slot` for the engine
ENGINE_NAMES = {"at": "slot"}
EXPECTATIONS = {
    *(f"<id>.{f}" for f in ("zone", "at", "rested", "power", "awakened", "under", "stack")),
    *(f"<player>.{z}" for z in ("hand", "deck", "trash", "durability", "cube_deck", "cost_area", "field")),
    "<player>.cost_area.active", "<player>.cost_area.rested", "<player>.cost_area.face_down",
    "<player>.deck.cards", "<player>.hand.cards", "<player>.trash.cards", "<player>.durability.cards",
    "winner", "turn", "active", "first", "phase", "step", "pending", "prompt", "attacker", "target",
}
STATE_KEYS = {"turn", "active", "first", "phase", "step", "players", "flagship", "card", "id", "at", "rested",
              "awakened", "field", "FC", "FL", "BR", "entered", "under", "hand", "deck", "durability",
              "cube_deck", "cost_area", "face_down", "trash", "mods", "power", "until", "used", "attack",
              "unit", "target"}


def test_every_action_and_field_is_written_somewhere():
    assert USED.missing_fields(ACTIONS) == []
    assert USED.missing_fields(VARIANTS) == []


def test_the_runner_takes_every_field_the_contract_names():
    for kind, fields in ACTIONS.items():
        assert {ENGINE_NAMES.get(f, f) for f in fields} <= ACTION_FIELDS[kind], kind


def test_every_expectation_key_is_written_somewhere():
    assert EXPECTATIONS - USED.expectations == set()


def test_every_state_key_is_written_somewhere():
    assert STATE_KEYS - USED.state_keys == set()


def test_every_step_form_is_written_somewhere():
    assert {"action", "expect", "expect_refused"} <= USED.steps
    assert {"rule", "code", "at"} <= USED.step_keys


@pytest.mark.parametrize("pattern", [
    r"rule: \"\d{3}\.\d+\"",                       # a quoted one-dot clause id
    r"rule: \d{3}\.\d+[a-z]",                      # a lettered id left bare
    r"\.stack: \d",                                # `.stack` as a count
    r"\.stack: \[",                                # ... and as the cards under it
    r"deck: \[\{card: [\w-]+, id: \w+\}, \d+\]",   # a zone list mixing a card and fillers
    r"hand: \[\{card: [\w-]+, id: \w+\}, \d+\]",
    r"cost_area: \{active: \d+, rested: \d+, face_down: \d+\}|cost_area: \{rested: \d+\}",
    r"[FB][LCR]: ALT-\d+",                         # a bare card number in a slot
    r"mods: \[\{power: -?\d+",
    r"phase: setup",
    r"winner: draw",
])
def test_value_level_syntax_is_written_somewhere(pattern):
    assert any(re.search(pattern, text, re.M) for text in USED.texts), pattern
