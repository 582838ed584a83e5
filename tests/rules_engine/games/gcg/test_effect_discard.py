"""An effect's "Discard N" (5-11-1) asks its owner on the discard prompt: the hand it chooses
from is seen by that player only (4-8-2, 4-8-3); the other player sees that a discard is
awaited, how many and the effect's (public) text (scenario printed-draw-then-discard.yaml)."""

from __future__ import annotations

import json
from pathlib import Path

from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "printed-draw-then-discard.yaml"


def _at_the_discard_prompt() -> Runner:
    data, positions, game = load(SCENARIO)
    data = {**data, "steps": data["steps"][:2]}  # Sift the Wreck is played: the prompt is up
    positions.steps = positions.steps[:2]
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def test_the_other_player_sees_the_prompt_not_the_hand():
    runner = _at_the_discard_prompt()
    match = runner.match
    theirs = match.view("B")
    assert theirs["prompt"]["kind"] == "discard" and theirs["prompt"]["count"] == 1
    assert theirs["prompt"]["text"] == "【Main】Draw 2. Then, discard 1."
    seen = json.dumps(theirs, ensure_ascii=False) + json.dumps(
        [e.for_viewer("B") for batch in match.events for e in batch], ensure_ascii=False)
    assert "Swap Runner" not in seen and "Plain Frame" not in seen  # A's hand: never named to B
    assert {a.kind for a in match.legal_actions("B")} == {"concede"}  # nothing of A's hand
    mine = match.view("A")
    assert "Swap Runner" in json.dumps(mine, ensure_ascii=False)
    discards = [a for a in match.legal_actions("A") if a.kind != "concede"]
    assert discards and {a.kind for a in discards} == {"discard"}
    assert all(len(a.get("cards")) == 1 for a in discards)
