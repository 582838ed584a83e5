"""`python -m rules_engine.scenario run PATH...` (CONTRACTS.md §2)."""

import subprocess
import sys
from pathlib import Path

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "gcg"


def run(*paths):
    return subprocess.run([sys.executable, "-m", "rules_engine.scenario", "run", *map(str, paths)],
                          capture_output=True, text=True, timeout=120)


def test_folder_all_pass():
    proc = run(SCENARIOS)
    assert proc.returncode == 0, proc.stdout
    lines = proc.stdout.splitlines()
    assert len(lines) == len(list(SCENARIOS.glob("*.yaml")))
    assert all(line.startswith("PASS ") for line in lines)


def test_failing_step_is_reported(tmp_path):
    bad = tmp_path / "wrong.yaml"
    bad.write_text((SCENARIOS / "deploy-unit-pays-cost.yaml").read_text().replace(
        "h1.zone: battle", "h1.zone: trash"))
    proc = run(bad)
    assert proc.returncode == 1
    assert proc.stdout.startswith(f"FAIL {bad}: step 2")
    assert "expected h1.zone = 'trash', got 'battle'" in proc.stdout


def test_invalid_file_names_line_and_problem(tmp_path):
    bad = tmp_path / "invalid.yaml"
    bad.write_text("game: gcg\ntitle: t\nrules: [1-1]\nstate:\n  players:\n    A: {deck: 5}\n"
                   "    B: {deck: 5}\nsteps:\n  - {A: end_main}\n  - 42\n")
    proc = run(bad)
    assert proc.returncode == 2
    assert "invalid scenario" in proc.stdout and "line 10" in proc.stdout
    ghost = tmp_path / "ghost.yaml"
    ghost.write_text("game: gcg\nstate:\n  players:\n    A: {deck: 5}\n    B: {deck: 5}\n"
                     "steps:\n  - {A: deploy, card: h1}\n")
    proc = run(ghost)
    assert proc.returncode == 2 and "unknown card id 'h1'" in proc.stdout and "line 7" in proc.stdout
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: gcg\nsteps: [\n")
    proc = run(broken)
    assert proc.returncode == 2 and "not valid YAML" in proc.stdout
    unknown = tmp_path / "unknown.yaml"
    unknown.write_text("game: gcg\nstate:\n  players:\n    A:\n      hand: [NOPE-1]\nsteps: []\n")
    proc = run(unknown)
    assert proc.returncode == 2 and "unknown card 'NOPE-1'" in proc.stdout
    assert "Traceback" not in proc.stdout + proc.stderr


def test_usage():
    proc = subprocess.run([sys.executable, "-m", "rules_engine.scenario"], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 2 and "usage" in proc.stderr


def test_an_unknown_key_in_state_names_its_own_line(tmp_path):
    nested = tmp_path / "nested.yaml"
    nested.write_text("game: gcg\ntitle: t\nrules: [8-3-1]\nstate:\n  turn: 3\n  players:\n    A:\n"
                      "      battle: []\n      base: {ex: true, id: e1, damag: 1}\nsteps:\n  - {A: pass}\n")
    proc = run(nested)
    assert proc.returncode == 2 and "nested.yaml:9:" in proc.stdout and "'damag'" in proc.stdout
    top = tmp_path / "top.yaml"
    top.write_text("game: gcg\ntitle: t\nrules: [8-3-1]\nstate:\n  turn: 3\n  turnn: 4\nsteps:\n  - {A: pass}\n")
    proc = run(top)
    assert proc.returncode == 2 and "top.yaml:6:" in proc.stdout and "'turnn'" in proc.stdout
