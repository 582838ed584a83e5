"""The playout fuzzer's NEX-A invariants can fail, and do not fail on legal games."""

from __future__ import annotations

import random

from rules_engine.core.registry import get_game
from rules_engine.games.nexa import checks
from rules_engine.tools.playout import Report, play


def _play(seed: str) -> Report:
    report = Report()
    play(get_game("nexa"), seed, random.Random(seed), report, {}, 1)
    return report


def test_a_ps_armor_unit_and_its_set_character_coming_back_are_not_a_hand_limit_breach():
    """Seed 9018-419 (found by the 10⁴-game playout): B ends turn 23 with 6 cards; at turn
    24's start a PS装甲 unit returns to B's hand with the character set on it (D-115, D-75):
    8 cards, legal."""
    report = _play("9018-419")
    assert report.violations == [] and report.errors == []


def test_the_hand_limit_check_catches_a_turn_ended_over_the_limit(monkeypatch):
    """With the limit the check compares against lowered, the same legal game breaches it:
    the check is live."""
    monkeypatch.setattr(checks, "HAND_LIMIT", 2)
    report = _play("9018-419")
    assert any("ended their turn with" in v and "(B10-2)" in v for v in report.violations), report.violations
