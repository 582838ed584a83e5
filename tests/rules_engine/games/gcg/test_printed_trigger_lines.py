"""The log lines of session 3's printed triggers and continuous effects (s4-gcg-trig): a shield
kept from battle damage is never named (4-6-4-1: face down), and every new line renders in the
three languages."""

from __future__ import annotations

from pathlib import Path

from bot import i18n
from rules_engine.tools.scenario import Runner, load

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"


def _events(name: str) -> list:
    data, positions, game = load(SCENARIOS / name)
    runner = Runner(data, positions, game)
    runner.run()
    return [e for batch in runner.match.events for e in batch], runner.match.state


def test_a_shield_kept_from_battle_damage_is_not_named():
    events, state = _events("printed-shields-cant-receive-battle-damage.yaml")
    kept = [e for e in events if e.key == "gcg.event.shield_damage_prevented"]
    assert [e.text for e in kept] == ["A's shields can't receive battle damage from this (10-1-5-6); none is dealt"]
    shield_names = {state.definition(u).name for u in state.zone("A", "shields")}
    assert shield_names and not any(name in kept[0].text for name in shield_names)
    assert not kept[0].private and not kept[0].private_params
    for lang in ("ja", "zh-Hant"):
        line = i18n.event_line(kept[0], "gcg", "B", lang)
        assert "10-1-5-6" in line and not any(name in line for name in shield_names)


def test_damage_prevented_and_reduced_lines_render_in_every_language():
    events, _ = _events("printed-cant-receive-battle-damage.yaml")
    prevented = [e for e in events if e.key == "gcg.event.damage_prevented"]
    assert [e.text for e in prevented] == [
        "Wardline Frame [P-WARD] (A1) can't receive battle damage from this (10-1-5-6); none is dealt"]
    events, _ = _events("printed-reduce-damage.yaml")
    reduced = [e for e in events if e.key == "gcg.event.damage_reduced"]
    assert [e.params["n"] for e in reduced] == [1, 2]   # 3 battle damage less 1; 2 effect damage less 3
    for event in (*prevented, *reduced):
        for lang in ("en", "ja", "zh-Hant"):
            line = i18n.event_line(event, "gcg", "B", lang)
            assert line and "{" not in line
