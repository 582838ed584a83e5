"""CONTRACTS.md §8: every `python -m ...` entry point and benchmark answers `--help` with
its usage (exit 0) and a bad argument with one line (exit 2) — never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
COMMANDS = [
    ["-m", "bot"], ["-m", "rules_engine.rulebook"], ["-m", "rules_engine.rulebook.evaluate"],
    ["-m", "rules_engine.rulebook.align"], ["-m", "rules_engine.scenario"], ["-m", "rules_engine.playout"],
    ["-m", "rules_engine.replay"], ["-m", "rules_engine.cards"], ["benchmarks/engine_bench.py"],
    ["benchmarks/rulebook_bench.py"], ["benchmarks/bot_load.py"], ["benchmarks/match_start.py"],
    ["benchmarks/cards_bench.py"],
]


def run(args: list[str]) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=120, cwd=REPO,
                          env=env)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[-1])
def test_help_exits_0_and_a_bad_flag_prints_one_line_and_exits_2(command):
    helped = run([*command, "--help"])
    assert helped.returncode == 0 and "usage:" in helped.stdout, helped.stderr[-500:]
    bad = run([*command, "--no-such-flag"])
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1, bad.stderr


def test_align_help_writes_nothing():
    path = REPO / "data" / "glossary" / "gcg-zh-ja.yaml"
    before = path.read_bytes()
    run(["-m", "rules_engine.rulebook.align", "--help"])
    assert path.read_bytes() == before
