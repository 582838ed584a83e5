"""s9-gcg-c (issue 29): "Choose 1 of the following effects and activate it: ■… ■…" — the mode
prompt (modal.py). Its controller is offered the ■ effects that can be carried out (10-3-3,
10-2-2), each labelled with its printed line; the other player sees the same public text and can
do nothing; a refused choice changes nothing (scenarios printed-choose-one-effect*.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction
from rules_engine.games.gcg.view import snapshot
from rules_engine.tools.scenario import Runner, load

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"
DAMAGE = "Choose 1 rested enemy Unit. Deal 2 damage to it."


def _at_the_prompt(name: str) -> Runner:
    data, positions, game = load(SCENARIOS / name)
    data = {**data, "steps": data["steps"][:1]}  # the command is played: the prompt is up
    positions.steps = positions.steps[:1]
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def test_both_effects_are_offered_with_their_printed_lines():
    match = _at_the_prompt("printed-choose-one-effect.yaml").match
    offered = [a for a in match.legal_actions("A") if a.kind != "concede"]
    assert [(a.kind, a.get("mode"), a.get("effect")) for a in offered] == [
        ("choose", 0, DAMAGE), ("choose", 1, "Draw 1.")]
    assert match.view("B")["prompt"] == {**match.view("A")["prompt"], "effects": [DAMAGE, "Draw 1."]}
    assert {a.kind for a in match.legal_actions("B")} == {"concede"}


def test_an_effect_that_cannot_be_carried_out_is_not_offered_and_refused_unchanged():
    match = _at_the_prompt("printed-choose-one-effect-not-offered.yaml").match
    offered = [a for a in match.legal_actions("A") if a.kind != "concede"]
    assert [(a.get("mode"), a.get("effect")) for a in offered] == [(1, "Draw 1.")]
    before = snapshot(match.state)
    with pytest.raises(IllegalAction) as refused:
        match.apply(Action("A", "choose", {"mode": 0}))
    assert refused.value.rule == "10-2-2"
    assert snapshot(match.state) == before
