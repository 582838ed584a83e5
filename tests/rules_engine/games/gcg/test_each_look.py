"""s11-gcg-read (round 2): "All players each look at the top card of their deck …" — each player's
card is seen by that player alone (10-3-5, 3-2-2) until they reveal it (scenario
printed-s11s-all-players-look-keep-top.yaml)."""

from __future__ import annotations

import json
from pathlib import Path

from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-s11s-all-players-look-keep-top.yaml"


def _seen(match, viewer: str) -> str:
    return json.dumps(match.view(viewer), ensure_ascii=False) + json.dumps(
        [e.for_viewer(viewer) for batch in match.events for e in batch], ensure_ascii=False)


def test_each_players_top_card_is_theirs_alone():
    data, positions, game = load(SCENARIO)
    data = {**data, "steps": data["steps"][:5]}  # A has kept its card on top: B is looking
    positions.steps = positions.steps[:5]
    runner = Runner(data, positions, game)
    runner.run()
    match = runner.match
    assert match.view("A")["prompt"]["kind"] == "look" and match.view("A")["prompt"]["player"] == "B"
    assert "Harbor Skiff" not in _seen(match, "A")  # B's top card
    assert "Harbor Titan" not in _seen(match, "B")  # A's, kept unrevealed on top
    assert "Harbor Skiff" in _seen(match, "B") and "Harbor Titan" in _seen(match, "A")
    assert {a.kind for a in match.legal_actions("A")} == {"concede"}
