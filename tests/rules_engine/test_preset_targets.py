"""s18-cover round 2: a target named up front that the effect may not choose is refused with its
clause and no state change, in each game, never silently replaced by the only legal target
("Every illegal action is refused with a reason and the clause, with no state change").

GCG: a command's `targets` (10-3-3; was accepted and redirected before this round). NEX-A: a
command's or a text's `targets` (D-31). ALTCG: targets are chosen as the ability resolves
(103.4c): `play` with `targets` is refused, and so is a `choose` of a card not offered. UCG has no
action naming targets up front: its `choose` of a card not offered is refused (7.1.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction, MalformedAction
from rules_engine.tools.scenario import Runner, load

ROOT = Path(__file__).resolve().parents[2] / "tests" / "scenarios"


def _runner(path: str, steps: int) -> Runner:
    """The board of a scenario file after its first `steps` steps."""
    data, positions, game = load(ROOT / path)
    data = {**data, "steps": data["steps"][:steps]}
    runner = Runner(data, positions, game)
    runner.run()
    return runner


def _refused(runner: Runner, actor: str, kind: str, args: dict, rule: str | None) -> None:
    ids = runner.ids
    resolved = {k: ([ids[x] for x in v] if isinstance(v, list) else ids.get(v, v)) for k, v in args.items()}
    before, number = runner.match.state_hash(), runner.match.number
    with pytest.raises((IllegalAction, MalformedAction)) as caught:
        runner.match.apply(Action(actor, kind, resolved))
    if rule is not None:
        assert isinstance(caught.value, IllegalAction) and caught.value.rule == rule
    assert runner.match.state_hash() == before and runner.match.number == number


@pytest.mark.parametrize("args", [{"card": "snipe", "targets": ["active1"]},   # not rested
                                  {"card": "hunt", "targets": ["active1"]},    # no (Zeon) trait
                                  {"card": "hunt", "targets": ["rested1"]}])   # no trait, though rested
def test_gcg_command_illegal_preset_target(args: dict) -> None:
    runner = _runner("gcg/printed-s18-preset-target-refused.yaml", 0)
    _refused(runner, "A", "command", args, "10-3-3")


def test_gcg_command_legal_preset_target_is_taken() -> None:
    runner = _runner("gcg/printed-s18-preset-target-refused.yaml", 0)
    ids = runner.ids
    runner.match.apply(Action("A", "command", {"card": ids["hunt"], "targets": [ids["zeon1"]]}))
    assert runner.match.state.cards[ids["zeon1"]].damage == 2


def test_nexa_command_and_text_illegal_preset_target() -> None:
    runner = _runner("nexa/printed-s18-defense-step-damage.yaml", 1)
    _refused(runner, "B", "play", {"card": "c1", "targets": ["a2"]}, "D-31")  # not in a battle area
    runner = _runner("nexa/printed-battle-damage-targets.yaml", 0)
    _refused(runner, "A", "activate", {"card": "a1", "effect": 0, "targets": ["b2"]}, "D-31")


def test_altcg_targets_are_chosen_as_the_ability_resolves() -> None:
    runner = _runner("altcg/16-event-choose-target.yaml", 0)
    _refused(runner, "A", "play", {"card": "e1", "targets": ["a2"]}, None)  # 103.4c: not with `play`
    runner = _runner("altcg/16-event-choose-target.yaml", 2)
    _refused(runner, "A", "choose", {"card": "e1"}, "103.4c")


def test_ucg_choose_not_offered() -> None:
    runner = _runner("ucg/printed-card-name-pick-and-scene-return.yaml", 4)
    _refused(runner, "A", "choose", {"card": "other_scene"}, "7.1.2")
