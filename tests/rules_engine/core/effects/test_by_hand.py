"""The shared by-hand actions: which carry out a verb of the model, and the public log line."""

from __future__ import annotations

from rules_engine.core.effects.by_hand import ACTIONS, BY_NAME, actions_for, log_line
from rules_engine.core.effects.model import Step


def test_every_action_named_by_the_issue_exists_and_look_is_private():
    assert {"draw", "damage", "recover", "destroy", "rest", "set_active", "move", "modify", "grant", "remove",
            "token", "look", "reveal", "search", "resolve", "decline"} <= set(BY_NAME)
    assert [a.name for a in ACTIONS if a.private] == ["look"]


def test_actions_for_a_reading_come_first_then_resolve_and_decline():
    steps = (Step("choose"), Step("damage"), Step("return_to_hand"), Step("damage"))
    assert actions_for(steps) == ("damage", "move", "resolve", "decline")
    assert actions_for(None)[-2:] == ("resolve", "decline") and "look" in actions_for(None)


def test_log_lines():
    assert log_line("A", "Zaku II", "damage", {"target": "Gundam", "n": 2}) == \
        "A resolves Zaku II's effect by hand: deal 2 damage to Gundam"
    assert log_line("B", "Scout", "modify", {"target": "Gundam", "stat": "AP", "n": -2, "until": "battle"}) == \
        "B resolves Scout's effect by hand: Gundam gets AP-2 during this battle"
    assert log_line("B", "Scout", "resolve", {}) == "B resolves Scout's effect by hand: the effect is done"
