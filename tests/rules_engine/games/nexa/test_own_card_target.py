"""s17-games: 「自軍カード１枚」 (D-30, D-35) is any card its player controls on the 場 — units, G, cards set
on a unit — and no enemy card; the engine runs it only with 「…は、ターン終了時まで敵軍効果の対象にならない」."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.games.nexa.cards import Step
from rules_engine.games.nexa.effects import step_candidates
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-own-card-untargetable.yaml"


def test_every_own_card_on_the_field_is_a_candidate_and_no_enemy_card():
    data, positions, game = load(SCENARIO)
    data["state"]["players"]["A"]["deploy"][0]["sets"] = [{"card": "NX-006", "id": "c1"}]  # a character (B7-10)
    runner = Runner({**data, "steps": data["steps"][:3]}, positions, game)
    runner.run()
    state = runner.match.state
    assert state.prompt.kind == "target" and state.prompt.player == "A"
    step = Step(grant="untargetable", target="own_card")
    source = state.applying[0].source
    chosen = set(step_candidates(state, "A", step, source))
    assert chosen == set(state.on_field("A"))
    character = next(u for u in state.on_field("A") if state.cards[u].set_on is not None)
    assert set(state.zone("A", "g")) <= chosen and source in chosen and character in chosen
    assert not chosen & set(state.on_field("B")) and not chosen & set(state.zone("A", "hand"))


def test_own_card_takes_only_untargetable():
    with pytest.raises(ValueError, match="untargetable"):
        Step(destroy=True, target="own_card")
