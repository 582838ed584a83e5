"""s18-gcg round 2: the durations matrix's damage reductions (10-1-9-1) and gained effect (5-16-1) on 1 chosen friendly
unit (10-3-3), played across the turns: "during this turn" and the four later-turn durations (next_turn.py: "until the
end of your (opponent's) next turn" from now, "during your (opponent's) next turn" from that turn's start, 7-1; each
ended by its turn's cleanup, 7-6-6-1). In each turn the chosen unit receives 3 battle damage from an enemy unit (it
attacks in its owner's turns, is attacked in the opponent's): 2 less while the reduction is on ("the next" one used
up by the first damage); the gained 【Destroyed】 effect is live (what the engine asks when the unit is destroyed,
events.delayed_waiting) in the turns it is gained for only. In a free-for-all with several opponents a "your
opponent's next turn" cell is resolved by hand (12-2-6, next_turn.unsettled) and leaves nothing on the unit."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.games.gcg import events
from rules_engine.tools.scenario import Runner, load

from .parts_matrix import (
    DURATION_EFFECT_COLUMN,
    DURATION_EFFECTS,
    Cell,
    duration_cells,
    duration_effect_reading,
)

ROWS = {row[0]: row for row in DURATION_EFFECTS}
CELLS = [c for c in duration_cells() if c.column.endswith(DURATION_EFFECT_COLUMN)]
# (the effect made in A's turn) whether it is on in A's turn, B's, A's, B's … (7-6-6-1, 7-1)
ON_IN_TURNS = {
    "during this turn": [True, False],
    "until the end of your opponent's next turn": [True, True, False],
    "during your opponent's next turn": [False, True, False],
    "until the end of your next turn": [True, True, True, False],
    "during your next turn": [False, False, True, False],
}
PLAYED = [c for c in CELLS if c.column.split(" × ")[0] in ON_IN_TURNS]
A_TURN = [{"A": "end_main"}, {"B": "pass"}, {"A": "pass"}]
B_TURN = [{"B": "end_main"}, {"A": "pass"}, {"B": "pass"}]
HIT = 3  # the enemy unit's AP: the battle damage the chosen unit receives each turn (8-5)


def _runner(cell: Cell, tmp_path: Path, ffa: bool = False) -> Runner:
    card = {"number": "S18M-CARD", "name": "Matrix Order", "type": "command", "color": "blue", "level": 1, "cost": 1,
            "text": cell.text, "lang": cell.lang}
    units = [{"number": "S18M-MINE", "name": "Mine Frame", "type": "unit", "color": "blue", "level": 1, "cost": 1,
              "ap": 1, "hp": 20},
             {"number": "S18M-FOE", "name": "Foe Frame", "type": "unit", "color": "red", "level": 1, "cost": 1,
              "ap": HIT, "hp": 20}]
    players = {"A": {"hand": [{"card": "S18M-CARD", "id": "c1"}],
                     "battle": [{"card": "S18M-MINE", "id": "a1"}, {"card": "S18M-MINE", "id": "a2", "rested": True}],
                     "resources": 1, "deck": 10, "shields": 6},
               "B": {"battle": [{"card": "S18M-FOE", "id": "b1", "rested": True}], "deck": 10, "shields": 6}}
    state: dict = {"turn": 3, "active": "A", "phase": "main", "players": players}
    if ffa:
        players["C"] = {"battle": [{"card": "S18M-FOE", "id": "c2"}], "deck": 10, "shields": 6}
        state.update(format="free_for_all", victory="last_standing", order=["A", "B", "C"])
    data = {"game": "gcg", "title": cell.text, "rules": ["10-1-9-1", "5-16-1", "7-1", "7-6-6-1", "12-2-6"],
            "cards": [card, *units], "state": state, "steps": [{"A": "command", "card": "c1"}]}
    path = tmp_path / "cell.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    runner = Runner(*load(path))
    runner.run()
    return runner


def _then(runner: Runner, steps: list[dict]) -> None:
    runner.data = {**runner.data, "steps": steps}
    runner.run()


def _damage(runner: Runner) -> int:
    return runner.adapter.expectation(runner.match.state, "a1.damage", runner.ids)


def test_every_cell_runs_and_reads_its_parts():
    assert len(CELLS) == len(DURATION_EFFECTS) * 6 * 3
    for cell in CELLS:
        assert cell.outcome() == "runs" and duration_effect_reading(cell) == cell.expect, cell.text


@pytest.mark.parametrize("cell", PLAYED, ids=lambda c: f"{c.lang}:{c.row}:{c.column.split(' × ')[0]}")
def test_a_reduction_or_gained_effect_is_on_in_the_turns_it_names(cell, tmp_path):
    runner = _runner(cell, tmp_path)
    _then(runner, [{"A": "choose", "card": "a1"}, {"expect": {"prompt": "main", "A.hand": 0}}])
    pattern = ON_IN_TURNS[cell.column.split(" × ")[0]]
    verb = ROWS[cell.row][1][0]
    used = False
    for n, on in enumerate(pattern):
        if n:
            _then(runner, [*(A_TURN if n % 2 else B_TURN), {"expect": {"active": "B" if n % 2 else "A",
                                                                        "prompt": "main"}}])
        if verb == "grant_ability":  # 13-2-8: what the engine asks as the unit is destroyed
            live = events.delayed_waiting(runner.match.state, "destroyed", runner.ids["a1"])
            assert bool(live) == on, (cell.text, n, live)
            continue
        before = _damage(runner)
        attack = {"A": "attack", "unit": "a1", "target": "b1"} if n % 2 == 0 else \
            {"B": "attack", "unit": "b1", "target": "a1"}
        passes = [{"B": "pass"}, {"A": "pass"}] if n % 2 == 0 else [{"A": "pass"}, {"B": "pass"}]
        _then(runner, [attack, *passes, {"expect": {"prompt": "main"}}])
        cut = 2 if on and not used else 0
        used = used or (on and ROWS[cell.row][1][2] is True and verb == "reduce_damage")
        assert _damage(runner) - before == HIT - cut, (cell.text, n, before, _damage(runner))
    state = runner.match.state
    assert state.waiting == [] and not any(m.cut for m in state.cards[runner.ids["a1"]].modifiers)
    assert not events.delayed_waiting(state, "destroyed", runner.ids["a1"])


OPPONENTS = [c for c in PLAYED if "opponent's next turn" in c.column]
YOURS = [c for c in PLAYED if "your next turn" in c.column]


@pytest.mark.parametrize("cell", OPPONENTS, ids=lambda c: f"{c.lang}:{c.row}:{c.column.split(' × ')[0]}")
def test_an_opponents_next_turn_cell_is_by_hand_in_a_free_for_all(cell, tmp_path):
    """12-2-6: 對方 is every other player; whose next turn is meant is not said: by hand, nothing on the unit."""
    runner = _runner(cell, tmp_path, ffa=True)
    state = runner.match.state
    if state.prompt.kind == "choose":
        _then(runner, [{"A": "choose", "card": "a1"}])
    assert state.prompt.kind == "effect" and state.prompt.player == "A", state.prompt
    _then(runner, [{"A": "resolve"}, {"expect": {"prompt": "main", "A.hand": 0}}])
    assert not state.cards[runner.ids["a1"]].modifiers and state.waiting == [] and state.delayed == []


@pytest.mark.parametrize("cell", YOURS, ids=lambda c: f"{c.lang}:{c.row}:{c.column.split(' × ')[0]}")
def test_a_your_next_turn_cell_runs_in_a_free_for_all(cell, tmp_path):
    """"Your next turn" names one player's turn in any format (12-3): it runs, as in a duel."""
    runner = _runner(cell, tmp_path, ffa=True)
    _then(runner, [{"A": "choose", "card": "a1"}, {"expect": {"prompt": "main", "A.hand": 0}}])
    state = runner.match.state
    assert state.waiting or state.delayed or any(m.cut for m in state.cards[runner.ids["a1"]].modifiers)
