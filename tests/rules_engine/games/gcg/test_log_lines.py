"""One effect action, one log line: a by-hand AP and HP change (and a grant) is logged once,
as "<player> resolves <card>'s effect by hand: …", in every language (issue 29 §3)."""

from __future__ import annotations

from pathlib import Path

from bot import i18n
from rules_engine.tools.scenario import Runner, load

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "gcg" / "by-hand-modify-one-line.yaml"


def _events() -> list:
    data, positions, game = load(SCENARIO)
    runner = Runner(data, positions, game)
    runner.run()
    return [e for batch in runner.match.events for e in batch]


def test_a_by_hand_ap_and_hp_change_is_one_line():
    about_u1 = [e for e in _events() if "Vanguard Frame Lancer" in e.text]
    assert [e.text for e in about_u1] == [
        "A resolves Field Drill [T-DRILL]'s effect by hand: Vanguard Frame Lancer [DEMO-001] gets AP+1 HP+2 "
        "during this turn",
        "A resolves Field Drill [T-DRILL]'s effect by hand: Vanguard Frame Lancer [DEMO-001] gains blocker "
        "during this turn"]
    modify = about_u1[0]
    assert "AP+1 HP+2" in i18n.event_line(modify, "gcg", "B", "ja")
    assert "AP+1 HP+2" in i18n.event_line(modify, "gcg", "B", "zh-Hant")
