"""Issue 29 §2 (s18-byhand): a scripted ALTCG continuous effect the engine does not apply (no script,
or anything but `power` on this card or the own flagship, `grant` / `support` on this card) loads and
is resolved by hand (304.4); it was refused at load ("not supported yet (304.4)"). `check` says why;
the engine runs none of its script."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rules_engine.cards.check import check_files
from rules_engine.core.registry import get_game
from rules_engine.games.altcg.cards import parse_cards

SHIP = {"number": "S18B-1", "name": "Test Picket", "type": "ship", "cost": 1}


@pytest.mark.parametrize("effect", [
    {"timing": "continuous", "text": "Opponents cannot draw."},
    {"timing": "continuous", "text": "Your other ships get +1000 power.",
     "script": [{"power": 1000, "target": "own_ship"}]},
])
def test_a_continuous_effect_the_engine_does_not_apply_loads_by_hand(effect, tmp_path: Path):
    (card,) = parse_cards([{**SHIP, "effects": [effect]}], "mine.yaml")
    (loaded,) = card.effects
    assert loaded.script is None and loaded.text == effect["text"]
    assert "304.4" in loaded.by_hand_reason and "applied by the players" in loaded.by_hand_reason
    path = tmp_path / "mine.yaml"
    path.write_text(yaml.safe_dump([{**SHIP, "effects": [effect]}]), encoding="utf-8")
    (report,) = check_files(get_game("altcg"), [path])
    assert report.loaded and not report.effects[0].automated and "304.4" in report.effects[0].reason


def test_a_continuous_effect_the_engine_applies_stays_automated():
    effect = {"timing": "continuous", "text": "This card gets +1000 power.", "script": [{"power": 1000}]}
    (card,) = parse_cards([{**SHIP, "effects": [effect]}], "mine.yaml")
    assert card.effects[0].by_hand_reason is None and len(card.effects[0].script) == 1
