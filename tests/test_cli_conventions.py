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
    ["-m", "rules_engine.rulebook.align"], ["-m", "rules_engine.scenario"],
    ["-m", "rules_engine.playout"], ["-m", "rules_engine.replay"], ["benchmarks/engine_bench.py"],
    ["benchmarks/rulebook_bench.py"], ["benchmarks/bot_load.py"], ["benchmarks/match_start.py"],
    ["benchmarks/memory.py"], ["-m", "rules_engine.cards"], ["benchmarks/cards_bench.py"],
    ["benchmarks/clicks.py"], ["benchmarks/turn1_decisions.py"], ["benchmarks/picture_reuse.py"],
    ["benchmarks/rulebook_ranks.py"], ["benchmarks/format_variants.py"], ["benchmarks/template_coverage.py"],
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


@pytest.mark.parametrize("limit", ["0", "-3", "two"])
def test_rule_search_refuses_a_limit_below_one_in_one_line(limit):
    bad = run(["-m", "rules_engine.rulebook", "search", "blocker", "--limit", limit])
    assert bad.returncode == 2 and "--limit" in bad.stderr and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1, bad.stderr


def test_playout_help_describes_games_and_seed():
    helped = run(["-m", "rules_engine.playout", "--help"]).stdout
    assert "how many games to play" in helped
    assert "the same seed plays the same games" in helped


def test_an_unreachable_discord_stops_the_bot_with_its_one_error_and_no_voice_warnings(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "REFBOT_"))}
    env |= {"DISCORD_TOKEN": "MTIzNDU2Nzg5MDEyMzQ1Njc4.GabcDE.abcdefghijklmnopqrstuvwxyz012345678",
            "DISCORD_API_BASE": "http://127.0.0.1:9", "REFBOT_DB_PATH": str(tmp_path / "bot.db")}
    started = subprocess.run([sys.executable, "-m", "bot"], capture_output=True, text=True, timeout=120,
                             cwd=tmp_path, env=env)
    assert started.returncode == 1
    assert "voice" not in started.stderr and "WARNING" not in started.stderr, started.stderr
    errors = [line for line in started.stderr.splitlines() if "ERROR" in line]
    assert len(errors) == 1 and "the bot stopped: Cannot connect to host 127.0.0.1:9" in errors[0]
