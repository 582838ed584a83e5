"""s18-games round 2: 「自軍ユニット１～２枚」 — a text naming a number of units from fewest to most (D-30: the
targets satisfy the printed kind, conditions and number of cards; D-31: named when played). The reader reads
the number as the model's up-to count, the executor's `several`; the menu offers every set of different
fitting units of a printed size; the rest stays by hand. Scenario: printed-s18g-one-to-two-units.yaml."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.cards.check import effect_reports
from rules_engine.core.registry import get_game
from rules_engine.games.nexa import printed
from rules_engine.games.nexa.cards import Step
from rules_engine.games.nexa.effects import split_targets
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "nexa" / "printed-s18g-one-to-two-units.yaml"
WALL = "（防御ステップ）：自軍ユニット１～２枚は、ターン終了時まで±０／±０／＋２を得る。"


def test_the_number_reads_as_an_up_to_count_and_runs():
    reading = printed.read_text(WALL, "ja", "command")
    ability = reading.abilities[0]
    assert ability.body is not None, reading
    target = ability.body[0].target
    assert (target.count, target.up_to, target.at_least, target.who) == (2, True, 1, "friendly")
    assert printed.script_of(ability, automatic=False) == [
        {"modify": [0, 0, 2], "target": "own_unit", "until": "turn_end", "several": [1, 2]}]
    (report,) = effect_reports(reading, get_game("nexa"))
    assert report.reading == "(defense step): 1 to 2 friendly units get ±0/±0/+2 during this turn."


@pytest.mark.parametrize("text", [
    "（防御ステップ）：自軍ユニット０～２枚は、ターン終了時まで±０／±０／＋２を得る。",  # no fewest to read
    "（防御ステップ）：自軍ユニット１～２枚は、ターン終了時まで＋１／±０／±０と「速攻」を得る。",  # 「それ」 is one card
])
def test_what_the_engine_cannot_choose_exactly_stays_by_hand(text):
    reading = printed.read_text(text, "ja", "command")
    assert all(a.body is None for a in reading.abilities), reading


def test_split_targets_names_each_step_its_cards():
    one, two = Step(destroy=True, target="enemy_unit"), Step(modify=(0, 0, 2), target="own_unit", several=(1, 2))
    assert split_targets([two], [5, 6]) == [[5, 6]]
    assert split_targets([two], [5]) == [[5]]
    assert split_targets([two], []) is None and split_targets([two], [5, 6, 7]) is None
    assert split_targets([one, two], [4, 5, 6]) == [[4], [5, 6]]
    assert split_targets([one, two], [4]) is None
    assert split_targets([one], [4, 5]) is None and split_targets([one], [4]) == [[4]]


def test_several_is_a_chosen_unit_target_only():
    with pytest.raises(ValueError, match="several"):
        Step(modify=(0, 0, 2), target="own_force", several=(1, 2))
    with pytest.raises(ValueError, match="several"):
        Step(modify=(0, 0, 2), target="own_unit", several=(2, 2))


def test_the_menu_offers_every_set_of_one_or_two_different_units_once():
    data, positions, game = load(SCENARIO)
    runner = Runner({**data, "steps": []}, positions, game)
    runner.run()
    match, ids = runner.match, runner.ids
    wall = ids["w1"]
    sets = [tuple(a.args.get("targets", ())) for a in match.legal_actions("A")
            if a.kind == "play" and a.args.get("card") == wall]
    own = [ids["a1"], ids["a2"], ids["a3"]]
    expected = {(u,) for u in own} | {(u, v) for i, u in enumerate(own) for v in own[i + 1:]}
    assert len(sets) == len(set(sets)) and set(sets) == expected  # no enemy unit, no unit twice (D-30)
