"""Every syntax contracts/nexa.md defines is written, as the contract writes it, by some
scenario file that passes (tests/scenarios/nexa)."""

import re

import pytest

from rules_engine.games.nexa.scenario import ACTION_FIELDS

from .syntax import used

USED = used("nexa")

# contracts/nexa.md "Actions" and the effect actions after it
ACTIONS = {
    "mulligan": {"redraw"}, "play": {"card", "as", "target", "targets", "pay"},
    "activate": {"card", "effect", "targets", "pay"}, "sortie": {"space", "earth"}, "pass": set(),
    "discard": {"cards"}, "choose": {"order", "card", "cards"}, "resolve": set(), "decline": set(),
    "concede": set(), "damage": {"target", "n"}, "deck_damage": {"player", "n"},
    "modify": {"target", "m", "r", "d", "until"}, "roll": {"target"}, "reroll": {"target"},
    "destroy": {"target"}, "move": {"card", "to"}, "draw": {"n"},
}
# the project's own fields: 共有's `number`, 改装's `reveal`, クロスウェポン's `copy`, an A / B
# cost's `cost`, the guard system's `area` and `side`
VARIANTS = {"choose": {"number"}, "activate": {"reveal", "copy", "cost", "area", "side"}}
ENGINE_NAMES = {"play": {"target": "targets"}}  # the contract's one `target` is a list of one
EXPECTATIONS = {
    *(f"<id>.{f}" for f in ("zone", "rolled", "damage", "destroyed", "melee", "ranged", "defense", "set_on",
                            "order", "engaged", "is_g", "controller", "owner")),
    *(f"<player>.{z}" for z in ("deck", "pile", "hand", "hangar", "junkyard", "removed", "deploy", "g",
                                "g.standing", "power", "space", "earth", "space.power", "earth.power")),
    "space.engaged", "earth.engaged", "cut", "window", "turn", "first", "active", "phase", "step",
    "pending", "prompt", "winner",
}
STATE_KEYS = {"turn", "first", "active", "phase", "step", "window", "players", "deck", "pile", "hand",
              "hangar", "junkyard", "removed", "g", "deploy", "space", "earth", "used", "g_played",
              "ace_played", "redrawn", "card", "id", "rolled", "damage", "destroyed", "sets", "mods",
              "played_this_turn", "owner", "modify", "until", "standing", "effect"}


def test_every_action_and_field_is_written_somewhere():
    assert USED.missing_fields(ACTIONS) == []
    assert USED.missing_fields(VARIANTS) == []


def test_the_runner_takes_every_field_the_contract_names():
    for kind, fields in ACTIONS.items():
        names = ENGINE_NAMES.get(kind, {})
        assert {names.get(f, f) for f in fields} <= ACTION_FIELDS[kind], kind


def test_every_expectation_key_is_written_somewhere():
    assert EXPECTATIONS - USED.expectations == set()
    assert any(re.fullmatch(r"<player>\.power\.\w+", key) for key in USED.expectations)


def test_every_state_key_is_written_somewhere():
    assert STATE_KEYS - USED.state_keys == set()


def test_every_step_form_is_written_somewhere():
    assert {"action", "expect", "expect_refused", "advance"} <= USED.steps
    assert "rule" in USED.step_keys


@pytest.mark.parametrize("pattern", [
    r"advance: \w+\}",                        # a phase alone
    r"advance: battle\.\w+\}",                # a battle step
    r"advance: battle\.\w+\.(before|after)",  # a step's window
    r"advance: end\}",
    r"advance: deploy\.main",
    r"g: \{\w+: \d+",                         # G by colour
    r"g: \{\w+: \{standing: \d+, rolled: \d+\}",
    r"g: \[\{card:",                          # G as cards
    r"hand: \[\{card: [\w-]+, id: \w+\}, \d+\]|deck: \[\{card: [\w-]+, id: \w+\}, \d+\]",  # cards and fillers
    r"as: g",
    r"effect: guard",
    r"window: (before|after|null)",
    r"mods: \[\{modify: \[",
    r"used: \[\{card: \w+, effect:",
])
def test_value_level_syntax_is_written_somewhere(pattern):
    assert any(re.search(pattern, text, re.M) for text in USED.texts), pattern
