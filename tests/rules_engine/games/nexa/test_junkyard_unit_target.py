"""s17-games round 2: 「自軍ジャンクヤードにあるユニット１枚を、自軍手札に移す」 — the candidates are the unit cards of
the player's own junkyard (no command card, nothing of the enemy's junkyard, nothing on the 場); a text whose
unit has left the junkyard before it resolves fails (D-32) and says so; the step takes only the move to the hand."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.games.nexa.cards import Step
from rules_engine.games.nexa.effects import step_candidates
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-junkyard-unit-to-hand.yaml"


def test_the_candidates_are_the_unit_cards_of_the_own_junkyard():
    data, positions, game = load(SCENARIO)
    data["state"]["players"]["A"]["deploy"] = [{"card": "NX-001", "id": "f1"}]
    runner = Runner({**data, "steps": data["steps"][:1]}, positions, game)
    runner.run()
    state = runner.match.state
    chosen = set(step_candidates(state, "A", Step(move="hand", target="own_junkyard_unit")))
    junkyard = state.zone("A", "junkyard")
    assert chosen == {u for u in junkyard if state.definition(u).is_unit} and len(chosen) == 2
    assert not chosen & set(state.zone("B", "junkyard")) and not chosen & set(state.on_field("A"))


def test_a_unit_gone_from_the_junkyard_fails_the_second_text():
    data, positions, game = load(SCENARIO)
    runner = Runner(data, positions, game)
    runner.run()
    lines = [e.text for batch in runner.match.events for e in batch]
    assert sum("its target is gone, the effect fails (D-32)" in line for line in lines) == 1


def test_own_junkyard_unit_takes_only_the_move_to_the_hand():
    with pytest.raises(ValueError, match="own_junkyard_unit"):
        Step(destroy=True, target="own_junkyard_unit")
    with pytest.raises(ValueError, match="own_junkyard_unit"):
        Step(move="junkyard", target="own_junkyard_unit")
