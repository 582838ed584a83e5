"""s12-gcg-gen (issue 29): what the executor now runs of the classes the variant harness found —
the log of a conditional choice of effects whose condition does not hold (10-2-1)."""

from __future__ import annotations

from pathlib import Path

from rules_engine.tools.scenario import Runner, load

SCENARIOS = Path(__file__).resolve().parents[3] / "scenarios" / "gcg"


def _event_texts(name: str) -> list[str]:
    data, positions, game = load(SCENARIOS / name)
    runner = Runner(data, positions, game)
    runner.run()
    return [e.text for batch in runner.match.events for e in batch]


def test_if_c_choose_one_of_the_following_is_not_offered_when_c_fails():
    texts = _event_texts("printed-s12g-if-choose-mode-not.yaml")
    assert any("its condition does not hold: it does not activate (10-2-1)" in t for t in texts), texts
    assert not any("chooses the effect" in t for t in texts)


def test_if_c_choose_one_of_the_following_is_offered_when_c_holds():
    texts = _event_texts("printed-s12g-if-choose-mode.yaml")
    assert any("chooses the effect" in t for t in texts)
    assert not any("its condition does not hold" in t for t in texts)
