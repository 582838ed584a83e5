"""Issue 29 §2 (s18-byhand): a well-formed scripted UCG effect the engine does not run loads and is
resolved by hand — a `trigger` (any triggered effect other than 《當本角色登場時》 / 《當本場景出現時》,
9.2.1), a `continuous` effect without a script, or one changing something other than this
character's BP, level, battle result or EXTRA (9.3.1). It was refused at load ("not supported yet").
`check` says why, with the clause; the engine runs none of its script."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.cards.check import check_files
from rules_engine.core.errors import CardFileError
from rules_engine.core.registry import get_game
from rules_engine.games.ucg.cards import parse_cards

CHAR = {"number": "S18B-1", "name": "Test Drifter", "type": "kaiju", "character": "Test Drifter", "level": 1,
        "attribute": "basic", "bp": {"single": 3000, "double": 5000}}

FORMER_REFUSALS = [
    ({"timing": "trigger", "text": "When this character wins a battle, draw a card."}, ("triggered", "9.2.1")),
    ({"timing": "trigger", "text": "When this character wins a battle, draw a card.", "script": [{"draw": 1}]},
     ("triggered", "9.2.1")),
    ({"timing": "continuous", "text": "Your other characters get +1000 BP."}, ("without a script", "9.3.1")),
    ({"timing": "continuous", "text": "Your characters get +1000 BP.",
      "script": [{"bp": 1000, "target": "own_character"}]}, ("`bp` on `own_character`", "9.3.1")),
    ({"timing": "continuous", "text": "You draw a card.", "script": [{"draw": 1}]}, ("`draw` on `self`", "9.3.1")),
]


@pytest.mark.parametrize("effect, words", FORMER_REFUSALS)
def test_an_effect_the_engine_does_not_run_loads_by_hand_with_its_reason(effect, words):
    (card,) = parse_cards([{**CHAR, "effects": [effect]}], "mine.yaml")
    (loaded,) = card.effects
    assert loaded.by_hand and not loaded.script  # the engine runs nothing of it
    assert loaded.text == effect["text"] and loaded.timing == effect["timing"]
    reason = loaded.by_hand_reason
    assert reason is not None and "applied by the players" in reason
    assert all(word in reason for word in words), reason


@pytest.mark.parametrize("effect, words", FORMER_REFUSALS)
def test_check_reports_it_by_hand_with_the_reason(effect, words, tmp_path: Path):
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump([{**CHAR, "effects": [effect]}]), encoding="utf-8")
    (report,) = check_files(get_game("ucg"), [path])
    assert report.loaded and report.error is None
    (entry,) = report.effects
    assert not entry.automated and entry.text == effect["text"]
    assert entry.reason is not None and all(word in entry.reason for word in words), entry.reason


def test_a_continuous_effect_the_engine_runs_stays_automated(tmp_path: Path):
    effect = {"timing": "continuous", "text": "This character gets +1000 BP.", "script": [{"bp": 1000}]}
    (card,) = parse_cards([{**CHAR, "effects": [effect]}], "mine.yaml")
    assert not card.effects[0].by_hand and card.effects[0].by_hand_reason is None
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump([{**CHAR, "effects": [effect]}]), encoding="utf-8")
    (report,) = check_files(get_game("ucg"), [path])
    assert report.effects[0].automated


@pytest.mark.parametrize("effect, message", [
    ({"timing": "whenever", "text": "x"}, "effects.0.timing"),  # an unknown timing
    ({"timing": "continuous", "text": "x", "script": [{"explode": 1}]}, "effects.0.script"),  # an unknown verb
    ({"timing": "trigger", "text": "x", "per_turn": 1}, "9.4"),  # a [發動] field on a trigger
])
def test_what_the_contract_does_not_allow_stays_a_load_error(effect, message):
    with pytest.raises(CardFileError, match=message) as error:
        parse_cards([{**CHAR, "effects": [effect]}], "mine.yaml")
    assert str(error.value).startswith("mine.yaml: card S18B-1: field ")
