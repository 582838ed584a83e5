"""Issue 29 §2 (s18-byhand): a well-formed scripted NEX-A text the engine does not run loads and is
resolved by hand — a 常駐 / 恒常 text without a script, a 常駐 / 恒常 script other than `modify` /
`grant` on this card or every unit of a kind, a 起動 text on an event the engine does not watch
(B10-3, D-83). It was refused at load ("not supported yet"). `check` says why, with the clause; the
engine runs none of its script. What the contract does not allow stays a one-line load error."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.cards.check import check_files
from rules_engine.core.errors import CardFileError
from rules_engine.core.registry import get_game
from rules_engine.games.nexa import cards as nexa_cards
from rules_engine.games.nexa.cards import parse_cards

UNIT = {"number": "S18B-1", "name": "試作機", "type": "unit", "cost": {"total": 1, "roll": {"red": 1}},
        "g_sign": {"color": "red", "attribute": "X"}, "melee": 2, "ranged": 1, "defense": 3, "terrain": ["space"]}
DRAW = [{"draw": 1, "player": "self"}]

FORMER_REFUSALS = [
    ({"timing": "static", "text": "このカードは、敵軍の効果の対象にならない。"}, ("恒常", "without a script", "B10-3")),
    ({"timing": "continuous", "text": "自軍ユニット全ては、地形適性を持つ。"}, ("常駐", "without a script", "B10-3")),
    ({"timing": "static", "text": "敵軍ユニット全てを破壊する。", "script": [{"destroy": True, "target": "enemy_unit"}]},
     ("恒常", "`destroy` on `enemy_unit`", "D-83")),
    ({"timing": "continuous", "text": "破壊されている自軍ユニットは＋１／＋０／＋０を得る。",
      "script": [{"modify": [1, 0, 0], "target": "destroyed_own_unit"}]},
     ("常駐", "`modify` on `destroyed_own_unit`", "D-83")),
    ({"timing": "trigger", "on": "leave", "text": "このカードが場を離れた場合、カード１枚を引く。", "script": DRAW},
     ("起動", "`leave`", "B10-3")),
    ({"timing": "trigger", "on": "start:always", "text": "常に、カード１枚を引く。", "script": DRAW},
     ("`start:always`", "does not watch", "B10-3")),
    ({"timing": "trigger", "on": "start:own.mulligan", "text": "引き直しの開始時に、カード１枚を引く。", "script": DRAW},
     ("`start:own.mulligan`", "does not watch", "B10-3")),
    ({"timing": "trigger", "on": "attack", "text": "攻撃時に、カード１枚を引く。", "script": DRAW},
     ("`attack`", "does not watch", "B10-3")),
]


@pytest.mark.parametrize("effect, words", FORMER_REFUSALS)
def test_a_text_the_engine_does_not_run_loads_by_hand_with_its_reason(effect, words):
    (card,) = parse_cards([{**UNIT, "effects": [effect]}], "mine.yaml")
    (loaded,) = card.effects
    assert loaded.script == []  # the engine runs nothing of it: never other than its printing
    assert loaded.text == effect["text"] and loaded.timing == effect["timing"]
    reason = loaded.by_hand_reason
    assert reason is not None and "applied by the players" in reason
    assert all(word in reason for word in words), reason


@pytest.mark.parametrize("effect, words", FORMER_REFUSALS)
def test_check_reports_it_by_hand_with_the_reason(effect, words, tmp_path: Path):
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump([{**UNIT, "effects": [effect]}], allow_unicode=True), encoding="utf-8")
    (report,) = check_files(get_game("nexa"), [path])
    assert report.loaded and report.error is None
    (entry,) = report.effects
    assert not entry.automated and entry.text == effect["text"]
    assert entry.reason is not None and all(word in entry.reason for word in words), entry.reason


def test_a_text_the_engine_runs_is_still_automated_in_check(tmp_path: Path):
    effect = {"timing": "continuous", "text": "自軍ユニット全ては＋１／＋０／＋０を得る。",
              "script": [{"modify": [1, 0, 0], "target": "own_unit"}]}
    (card,) = parse_cards([{**UNIT, "effects": [effect]}], "mine.yaml")
    assert card.effects[0].by_hand_reason is None and len(card.effects[0].script) == 1
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump([{**UNIT, "effects": [effect]}], allow_unicode=True), encoding="utf-8")
    (report,) = check_files(get_game("nexa"), [path])
    assert report.effects[0].automated


@pytest.mark.parametrize("effect, message", [
    # by hand needs the words its players apply (B10-3)
    ({"timing": "static"}, "needs its `text`"),
    ({"timing": "trigger", "on": "leave", "script": DRAW}, "needs its `text`"),
    # still malformed: no event at all, a wrong type, an unknown verb, a cost on an automatic text
    ({"timing": "trigger", "text": "x", "script": DRAW}, "needs `on`"),
    ({"timing": "trigger", "on": 5, "text": "x", "script": DRAW}, "field effects.0.on"),
    ({"timing": "continuous", "text": "x", "script": [{"explode": 1}]}, "field effects.0.script"),
    ({"timing": "static", "text": "x", "cost": {"any": 1}}, "no cost"),
])
def test_what_the_contract_does_not_allow_stays_a_load_error(effect, message):
    with pytest.raises(CardFileError, match=message) as error:
        parse_cards([{**UNIT, "effects": [effect]}], "mine.yaml")
    assert str(error.value).startswith("mine.yaml: card S18B-1: field ")


def test_no_keyword_is_refused_as_not_supported():
    """The dead "not supported yet" keyword list is gone (every keyword of D-105 … D-119 loads)."""
    assert not hasattr(nexa_cards, "UNSUPPORTED_KEYWORDS")
