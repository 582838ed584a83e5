"""Every scenario file under tests/scenarios runs as a test."""

from pathlib import Path

import pytest

from rules_engine.tools.scenario import run_file

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").rglob("*.yaml"))


# The least each game's folder holds (CONTRACTS.md §2; the issues set the numbers).
MINIMUM = {"gcg": 40, "gcg-multi": 30}


@pytest.mark.parametrize("folder", sorted({p.parent.name for p in SCENARIOS}))
def test_enough_scenarios(folder):
    assert len([p for p in SCENARIOS if p.parent.name == folder]) >= MINIMUM.get(folder, 40)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario(path):
    outcome = run_file(path)
    assert outcome.status == "PASS", outcome.detail


def test_every_scenario_cites_its_clauses():
    import yaml

    for path in SCENARIOS:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert data.get("rules"), f"{path.name} cites no clause"
        assert data.get("title"), f"{path.name} has no title"
