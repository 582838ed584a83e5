"""Every syntax contracts/ucg.md defines is written, as the contract writes it, by some
scenario file that passes (tests/scenarios/ucg)."""

import re

import pytest

from rules_engine.games.ucg.scenario import ACTION_FIELDS

from .syntax import used

USED = used("ucg")

# contracts/ucg.md "Actions" and the effect actions after it. `swap (target, target)`
# cannot be two `target` keys in YAML: it is `targets: [a, b]` (or `target` + `with`).
ACTIONS = {
    "mulligan": {"redraw"}, "set_scene": {"card", "draw"}, "set": {"card", "area"},
    "level_up": {"card", "character"}, "activate": {"card", "ability", "pay"}, "pass": set(),
    "choose": {"card", "cards", "area"}, "resolve": set(), "decline": set(), "concede": set(),
    "draw": {"n"}, "reveal": {"n"}, "bp": {"target", "n", "until"}, "level": {"target", "n", "until"},
    "result": {"target", "result"}, "move": {"card", "to", "area"}, "swap": {"targets"},
    "nullify": {"target", "ability"}, "charge": {"n", "character"},
}
VARIANTS = {"swap": {"target", "with"}, "choose": {"n"}}
EXPECTATIONS = {
    *(f"<id>.{f}" for f in ("zone", "area", "face_down", "horizontal", "bp", "state", "stack", "charge",
                            "top", "result")),
    *(f"<player>.{k}" for k in ("hand", "deck", "trash", "removal", "battle", "vacant", "wins")),
    "<player>.hand.cards", "<player>.trash.cards", "<player>.deck.cards", "<player>.removal.cards",
    "area<N>.winner", "rounds", "scene", "scene.owner", "first", "step", "active", "turn", "phase",
    "pending", "winner", "prompt",
}
STATE_KEYS = {"turn", "first", "phase", "step", "scene", "owner", "players", "battle", "card", "id",
              "under", "charge", "face_down", "horizontal", "leveled", "mods", "bp", "level", "result",
              "until", "used", "hand", "deck", "trash", "removal"}


def test_every_action_and_field_is_written_somewhere():
    assert USED.missing_fields(ACTIONS) == []
    assert USED.missing_fields(VARIANTS) == []


def test_the_runner_takes_every_field_the_contract_names():
    for kind, fields in ACTIONS.items():
        assert fields - {"targets"} <= ACTION_FIELDS[kind], kind


def test_every_expectation_key_is_written_somewhere():
    assert EXPECTATIONS - USED.expectations == set()


def test_every_state_key_is_written_somewhere():
    assert STATE_KEYS - USED.state_keys == set()


def test_every_step_form_is_written_somewhere():
    assert {"action", "expect", "expect_refused"} <= USED.steps
    assert {"rule", "code"} <= USED.step_keys


@pytest.mark.parametrize("pattern", [
    r"^\s+- null",                        # a vacant slot in `battle` (12.4.1)
    r"rules:.*\"\d+\.\d+\"",              # a one-dot clause id, quoted
    r"rule: \"\d+\.\d+\"|rule: '\d+\.\d+'",
    r"battle:\n\s+- UCG-D\d+",            # a bare card number for a character
    r"under: \[\{card:",                  # a card under a stack with an id
    r"scene:\n\s+card: [\w-]+\n\s+id: \w+\n\s+owner: [AB]",   # scene {card, id, owner}
])
def test_value_level_syntax_is_written_somewhere(pattern):
    assert any(re.search(pattern, text, re.M) for text in USED.texts), pattern
