"""Every syntax CONTRACTS.md §2 / §2b and contracts/gcg-multiplayer.md define for GCG is
written, as the contract writes it, by some scenario file that passes
(tests/scenarios/gcg, tests/scenarios/gcg-multi)."""

import pytest

from rules_engine.games.gcg.scenario import ACTION_FIELDS

from .syntax import used

USED = used("gcg", "gcg-multi")

# CONTRACTS.md §2 "GCG action names" (and gcg-multiplayer.md §7 `choose_order`)
ACTIONS = {
    "mulligan": {"redraw"}, "deploy": {"card"}, "deploy_base": {"card"}, "pair": {"card", "unit"},
    "command": {"card", "targets"}, "activate": {"card", "ability"}, "attack": {"unit", "target"},
    "block": {"unit"}, "no_block": set(), "pass": set(), "end_main": set(), "burst": {"use"},
    "choose": {"card", "cards"}, "discard": {"cards"}, "resolve": set(), "decline": set(),
    "concede": set(), "draw": {"n"}, "damage": {"target", "n"}, "recover": {"target", "n"},
    "rest": {"target"}, "set_active": {"target"}, "destroy": {"target"}, "move": {"card", "to"},
    "modify": {"target", "ap", "hp", "until"}, "search": {"card"}, "look": {"n"}, "reveal": {"card"},
    "choose_order": {"first", "direction"},
}
# The project's own spellings, kept as synonyms: each is still used somewhere.
VARIANTS = {"deploy": {"ex"}, "deploy_base": {"ex"}, "pair": {"ex"}, "choose": {"index"},
            "activate": {"effect"}, "grant": {"target", "keyword", "until"}}
EXPECTATIONS = {
    *(f"<id>.{f}" for f in ("zone", "rested", "damage", "ap", "hp", "pilot", "linked", "face_up", "owner")),
    *(f"<player>.{z}" for z in ("hand", "deck", "resource_deck", "shields", "trash", "removal", "battle",
                                "base", "resources", "ex_resources")),
    "<player>.resources.active", "<player>.hand.cards", "<player>.trash.cards",
    "winner", "turn", "active", "phase", "step", "pending", "prompt",
    # gcg-multiplayer.md §6
    "eliminated", "<player>.eliminated", "order", "priority", "first", "<team>.shields", "<team>.base",
    "<team>.shields.cards", "<team>.shields.owners", "<team>.members",
}
STATE_KEYS = {"turn", "active", "phase", "players", "battle", "card", "id", "rested", "damage", "pilot",
              "deployed", "resources", "ex", "hand", "deck", "resource_deck", "shields", "base", "trash",
              "removal", "setup", "first", "seed", "step", "ap", "hp",
              # gcg-multiplayer.md §1
              "order", "teams", "members", "owner", "decks"}
TOP_KEYS = {"game", "title", "rules", "cards", "state", "steps", "format", "victory"}


def test_every_action_and_field_is_written_somewhere():
    assert USED.missing_fields(ACTIONS) == []
    assert USED.missing_fields(VARIANTS) == []


def test_the_runner_takes_every_field_the_contract_names():
    for kind, fields in {**ACTIONS}.items():
        assert fields <= ACTION_FIELDS[kind] | {"cards", "effect"}, kind


def test_every_expectation_key_is_written_somewhere():
    assert EXPECTATIONS - USED.expectations == set()


def test_every_state_and_top_level_key_is_written_somewhere():
    assert STATE_KEYS - USED.state_keys == set()
    assert TOP_KEYS - USED.top_keys == set()


def test_every_step_form_is_written_somewhere():
    assert {"action", "expect", "expect_refused"} <= USED.steps
    assert {"rule", "code", "at"} <= USED.step_keys


@pytest.mark.parametrize("pattern", [
    r"target: [AB]\.shields",            # §2b: the top shield
    r"\.zone: gone",                     # §2b: a token that left the field
    r"token: true",                      # §2b: a token card
    r"base: \{ex: true, id:",            # §2b: an EX Base with an id
    r"shields: \[\{card: [\w-]+, id:",   # §2b: shields as ids
    r"resources: \{active: \d+, rested: \d+, ex: \d+\}",  # §2 resources
    r"pilot: \{card:",                   # a paired pilot with an id
    r"at: stale",                        # a stale action
    r"^format: (free_for_all|team)",     # gcg-multiplayer §1: a top-level key
    r"^victory: (first_hit|last_standing)",
    r"setup: true\n\s+order:",           # §1.3: a real setup in a given order
    r"timing: (start_of_turn|end_of_turn)",   # §2b effect timings
    r"whose: any",
])
def test_value_level_syntax_is_written_somewhere(pattern):
    import re

    assert any(re.search(pattern, text, re.M) for text in USED.texts), pattern
