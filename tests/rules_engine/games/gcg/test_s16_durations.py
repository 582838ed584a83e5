"""s16-verb round 2: a lasting verb's duration as a part. Every running cell of the durations matrix (every lasting
verb × "during this turn" / "during this battle" × this Unit / it / all × en / ja / zh-Hant) is played in a match: the
effect is on its unit once it resolves and gone once its duration ends — "this turn" in the end phase's cleanup
(7-6-6-1), "this battle" in the battle's end step (8-2-3 it starts, 8-6-1 it ends) — and on no other unit."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.tools.scenario import Runner, load

from .parts_matrix import DURATION_EFFECT_COLUMN, DURATION_LEFT, VERB_ROWS, Cell, duration_cells, verb_cells

# the lasting verbs' cells (s18-gcg round 2: the reductions and the gained effect are played in
# test_s18_later_turn_effects.py)
CELLS = [c for c in duration_cells() if not c.column.endswith(DURATION_EFFECT_COLUMN)]
RUNNING_ALL = [c for c in CELLS if c.outcome() == "runs"]
# s17-gcg: the durations that end in a later turn (next_turn.py) are played across the turns (test_a_later_turn_…)
LATER = ("until the end of your opponent's next turn", "during your opponent's next turn",
         "until the end of your next turn", "during your next turn")
RUNNING = [c for c in RUNNING_ALL if c.column.split(" × ")[0] not in LATER]
RUNNING_LATER = [c for c in RUNNING_ALL if c.column.split(" × ")[0] in LATER]
# the trigger a "during this battle" cell is printed on: the attack (13-2-7-1), so the battle is this unit's
ATTACK_MARKERS = {"en": ("【Deploy】", "【Attack】"), "ja": ("【配備時】", "【アタック時】"), "zh-Hant": ("【配置時】", "【攻擊時】")}
ROWS = {row[0]: row for row in VERB_ROWS}

CARDS = [
    {"number": "DUR-FOE", "name": "Foe Frame", "type": "unit", "color": "blue", "level": 2, "cost": 1, "ap": 3,
     "hp": 4, "keywords": ["blocker"]},
    {"number": "DUR-MATE", "name": "Mate Frame", "type": "unit", "color": "blue", "level": 2, "cost": 1, "ap": 1,
     "hp": 2},
]


def _runner(cell: Cell, tmp_path: Path) -> tuple[Runner, str, str]:
    """The board and the steps up to the effect's resolution; the id of the unit it lands on, and its duration."""
    battle = "during this battle" in cell.column
    text = cell.text.replace(*ATTACK_MARKERS[cell.lang]) if battle else cell.text
    card = {"number": "DUR-CARD", "name": "Duration Frame", "type": "unit", "color": "blue", "level": 1, "cost": 1,
            "ap": 2, "hp": 3, "text": text, "lang": cell.lang}
    mine = [{"card": "DUR-MATE", "id": "a1"}]
    a = {"battle": [{"card": "DUR-CARD", "id": "p1"}, *mine] if battle else mine, "deck": 10, "shields": 6}
    if not battle:
        a.update(hand=[{"card": "DUR-CARD", "id": "p1"}], resources=1)
    steps = [{"A": "attack", "unit": "p1", "target": "B"} if battle else {"A": "deploy", "card": "p1"}]
    data = {"game": "gcg", "title": cell.text, "rules": ["7-6-6-1", "8-6-1"], "cards": [card, *CARDS],
            "state": {"players": {"A": a, "B": {"battle": [{"card": "DUR-FOE", "id": "b1", "rested": True}],
                                                "deck": 10, "shields": 6}}},
            "steps": steps}
    path = tmp_path / "cell.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    runner = Runner(*load(path))
    on = "b1" if ROWS[cell.row][1] == "enemy" else ("p1" if cell.column.endswith("this Unit") else "a1")
    return runner, on, "battle" if battle else "turn"


def _seen(runner: Runner, uid_name: str) -> dict:
    """What a player sees of the unit (its AP, HP, keywords) and the lasting effects it bears, by duration."""
    state, ids = runner.match.state, runner.ids
    seen = {f: runner.adapter.expectation(state, f"{uid_name}.{f}", ids) for f in ("ap", "hp", "keywords")}
    seen["lasting"] = sorted(m.until for m in state.cards[ids[uid_name]].modifiers)
    return seen


def _then(runner: Runner, steps: list[dict]) -> None:
    runner.data = {**runner.data, "steps": steps}
    runner.run()


def test_the_durations_matrix_holds_every_lasting_verb():
    lasting = {row[0] for row in VERB_ROWS if row[2]}
    assert {c.row for c in RUNNING} == lasting and {c.row for c in RUNNING_LATER} == lasting
    assert all(c.column.split(" × ")[0] in ("during this turn", "during this battle") for c in RUNNING)
    for cell in (c for c in CELLS if c.outcome() != "runs"):  # the rest: left on purpose, with the reason
        assert cell.expect is None and (cell.row in DURATION_LEFT or cell.column.split(" × ")[0] in DURATION_LEFT)


@pytest.mark.parametrize("cell", RUNNING, ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_lasting_verb_ends_when_its_duration_does(cell, tmp_path):
    runner, on, kind = _runner(cell, tmp_path)
    base = _seen(runner, on)
    others = {name: _seen(runner, name) for name in ("p1", "a1", "b1") if name != on}
    assert base["lasting"] == [], base
    runner.run()
    during = _seen(runner, on)
    assert kind in during["lasting"], (cell.text, during)
    _verb, stat, amount, _zone, keyword, _what = ROWS[cell.row][7]
    if stat:  # AP / HP ±N (5-16)
        assert during[stat] == base[stat] + amount, (cell.text, during)
    if ROWS[cell.row][7][0] == "grant":  # gains <K> (13-1)
        assert any(k.split()[0] == keyword for k in during["keywords"]) and during["keywords"] != base["keywords"]
    if ROWS[cell.row][7][0] == "remove":  # loses <K> (13-1-4)
        assert keyword in base["keywords"] and keyword not in during["keywords"], (cell.text, during)
    if "all" not in cell.column:  # one unit: no other bears it
        for name, seen in others.items():
            assert _seen(runner, name)["lasting"] == seen["lasting"], (cell.text, name)
    if kind == "turn":  # 7-6-6-1: the end phase's cleanup ends "during this turn"
        _then(runner, [{"expect": {"active": "A", "phase": "main"}}, {"A": "end_main"}, {"B": "pass"}, {"A": "pass"},
                       {"expect": {"active": "B"}}])
    else:  # 8-6-1: the battle's end step ends "during this battle"; the turn goes on
        _then(runner, [{"expect": {"step": "action"}}, {"B": "pass"}, {"A": "pass"},
                       {"expect": {"active": "A", "prompt": "main", "B.shields": 5}}])
    after = _seen(runner, on)
    assert after == base, (cell.text, base, after)


NOT_ACTIVE = "not set as active in the next start phase (7-2-3-1)"
NOT_ACTIVE_CELLS = [c for c in verb_cells() if c.row == NOT_ACTIVE and c.column in ("1 chosen: it (10-3-3)",
                                                                                   "all (10-3-2)")]


@pytest.mark.parametrize("cell", NOT_ACTIVE_CELLS, ids=lambda c: f"{c.lang}:{c.column}")
def test_not_set_as_active_lasts_one_start_phase(cell, tmp_path):
    """7-2-3-1: "… won't be set as active during the start phase of your opponent's next turn" keeps the rested unit
    rested in that start phase only; the start phase after it sets the unit active."""
    assert cell.outcome() == "runs", cell.text
    runner, on, _kind = _runner(cell, tmp_path)
    assert on == "b1"
    runner.run()
    a_turn = [{"A": "end_main"}, {"B": "pass"}, {"A": "pass"}]
    b_turn = [{"B": "end_main"}, {"A": "pass"}, {"B": "pass"}]
    _then(runner, [*a_turn, {"expect": {"active": "B", "prompt": "main", "b1.rested": True}}, *b_turn,
                   {"expect": {"active": "A", "prompt": "main"}}, *a_turn,
                   {"expect": {"active": "B", "prompt": "main", "b1.rested": False}}])


# s17-gcg: a duration that ends in a later turn, played across the turns (next_turn.py). The effect is made in A's
# turn; (A's turns, B's turns) in order from then: whether the effect is on in each (7-6-6-1: a turn's cleanup ends
# what lasts "during" / "until the end of" it; "during … next turn" starts with that turn, 7-1 / 7-2).
ON_IN_TURNS = {
    "until the end of your opponent's next turn": [True, True, False],  # A (now), B, A
    "during your opponent's next turn": [False, True, False],
    "until the end of your next turn": [True, True, True, False],  # A (now), B, A, B
    "during your next turn": [False, False, True, False],
}
A_TURN = [{"A": "end_main"}, {"B": "pass"}, {"A": "pass"}]
B_TURN = [{"B": "end_main"}, {"A": "pass"}, {"B": "pass"}]


def _bears(cell: Cell, seen: dict, base: dict) -> bool:
    """Whether the unit bears the cell's effect now, as a player sees it (AP / HP, keywords) and as it lasts."""
    if not seen["lasting"]:
        assert seen == base, (cell.text, seen, base)
        return False
    _verb, stat, amount, _zone, keyword, _what = ROWS[cell.row][7]
    if stat:
        assert seen[stat] == base[stat] + amount, (cell.text, seen)
    if ROWS[cell.row][7][0] == "grant":
        assert any(k.split()[0] == keyword for k in seen["keywords"]), (cell.text, seen)
    if ROWS[cell.row][7][0] == "remove":
        assert keyword not in seen["keywords"], (cell.text, seen)
    return True


@pytest.mark.parametrize("cell", RUNNING_LATER, ids=lambda c: f"{c.lang}:{c.row}:{c.column}")
def test_a_later_turn_duration_lasts_across_the_turns_it_names(cell, tmp_path):
    runner, on, _kind = _runner(cell, tmp_path)
    base = _seen(runner, on)
    runner.run()
    pattern = ON_IN_TURNS[cell.column.split(" × ")[0]]
    seen = [_bears(cell, _seen(runner, on), base)]
    hashes = [runner.match.state_hash()]
    for n in range(1, len(pattern)):
        _then(runner, [*(A_TURN if n % 2 else B_TURN),
                       {"expect": {"active": "B" if n % 2 else "A", "prompt": "main"}}])
        seen.append(_bears(cell, _seen(runner, on), base))
        hashes.append(runner.match.state_hash())
    assert seen == pattern, (cell.text, seen)
    assert runner.match.state.waiting == []  # nothing is left waiting once the named turn is over
    # a rewind across the turns (core Match.replay): every point replays to the same state
    for upto, expected in zip((3, 6), hashes[1:], strict=False):
        assert runner.match.replay(len(runner.match.actions) - 3 * (len(pattern) - 1) + upto).state_hash() == expected


@pytest.mark.parametrize("lang", ["en", "ja", "zh-Hant"])
def test_a_waiting_step_does_nothing_to_a_unit_that_left_play(lang, tmp_path):
    """4-1-5: "Choose 1 enemy Unit. It gets AP-2 during your opponent's next turn" — the chosen unit returned to its
    owner's hand and played again before that turn is a new card: the step waiting for the turn does nothing."""
    cell = next(c for c in RUNNING_LATER if c.lang == lang and c.row == "AP-2 (5-16)"
                and c.column == "during your opponent's next turn × 1 chosen: it (10-3-3)")
    runner, on, _kind = _runner(cell, tmp_path)
    runner.run()
    state = runner.match.state
    assert len(state.waiting) == 1 and state.waiting[0][2] == runner.ids[on]
    state.move(runner.ids[on], "hand")  # it leaves play (the engine's own move: 4-1-5, a new card)
    _then(runner, [*A_TURN, {"expect": {"active": "B", "prompt": "main"}}])
    assert runner.match.state.waiting == [] and not runner.match.state.cards[runner.ids[on]].modifiers
