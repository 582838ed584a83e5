"""`python -m bot.render board …` and `benchmarks/render_bench.py`: the command-line
conventions (CONTRACTS.md §8) and a board written as a PNG."""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

REPO = Path(__file__).resolve().parents[4]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=300, cwd=REPO,
                          env=env)


@pytest.mark.parametrize("command", [["-m", "bot.render"], ["-m", "bot.render", "board"],
                                     ["benchmarks/render_bench.py"]], ids=" ".join)
def test_help_exits_0_and_a_bad_flag_is_one_line_and_exit_2(command):
    helped = run(*command, "--help")
    assert helped.returncode == 0 and "usage:" in helped.stdout, helped.stderr[-500:]
    bad = run(*command, "--no-such-flag")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1, bad.stderr


@pytest.mark.parametrize("args", [
    ["--game", "chess"], ["--game", "gcg", "--format", "melee"], ["--game", "gcg", "--viewer", "Q"],
    ["--game", "gcg", "--lang", "klingon"], ["--game", "gcg", "--action", "-3"],
    ["--game", "ucg", "--format", "team"],
])
def test_a_bad_board_argument_is_one_line_and_exit_2(args, tmp_path):
    out = tmp_path / "board.png"
    bad = run("-m", "bot.render", "board", *args, "--out", str(out))
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1, bad.stderr
    assert not out.exists()


def test_a_board_is_written_as_a_png_for_the_viewer_asked(tmp_path):
    out = tmp_path / "board.png"
    done = run("-m", "bot.render", "board", "--game", "gcg", "--format", "free_for_all", "--players", "3",
               "--seed", "7", "--action", "50", "--viewer", "B", "--lang", "ja", "--out", str(out))
    assert done.returncode == 0, done.stderr
    with Image.open(out) as image:
        assert image.format == "PNG" and image.width >= 800 and image.height > 600
    assert "viewer B" in done.stdout and "ja" in done.stdout


def test_the_benchmark_prints_one_json_object_per_game_and_format():
    done = run("benchmarks/render_bench.py", "--json", "--actions", "6", "--formats", "gcg:duel,ucg:duel")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    rows = data["results"]
    assert [(r["game"], r["format"]) for r in rows] == [("gcg", "duel"), ("ucg", "duel")]
    for row in rows:
        assert set(row) >= {"game", "format", "players", "p50_ms", "p99_ms", "png_kb_max"}
        assert 0 < row["p50_ms"] <= row["p99_ms"] and 0 < row["png_kb_max"] <= 300


def test_the_benchmark_replays_each_game_from_the_same_cold_start():
    done = run("benchmarks/render_bench.py", "--json", "--actions", "6", "--repeat", "2", "--formats", "ucg:duel")
    assert done.returncode == 0, done.stderr
    (row,) = json.loads(done.stdout)["results"]
    assert row["replays"] == 2 and row["renders"] == 7  # the start and 6 actions
    assert row["same_work"] is True  # the second replay was as cold as the first
    assert 0 < row["best_p50_ms"] <= row["best_p99_ms"]
    assert row["best_p99_ms"] <= row["p99_ms"]  # each board's least time: never above the first replay's


def test_the_benchmark_sets_the_collector_as_the_bot_does():
    """A full pass of Python's collector walks every object the process holds (~90 ms at
    ~100,000): the benchmark renders under the collector the bot sets once started
    (`settle_collector`), and says what the collector cost inside the timed renders."""
    from bot.memory import GC_THRESHOLDS

    done = run("benchmarks/render_bench.py", "--json", "--warm", "--actions", "4", "--formats", "ucg:duel")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["collector"] == "bot" and tuple(data["gc_threshold"]) == GC_THRESHOLDS
    # and the heap as `python -m bot` sets it (every block of 1 MB or more mapped: seventh pass)
    assert data["malloc"] == ("bot" if platform.libc_ver()[0] == "glibc" else "default")
    (row,) = data["results"]
    assert row["gc_ms"] >= 0 and row["warm_gc_ms"] >= 0
    assert row["full_collections"] == row["warm_full_collections"] == 0  # frozen, rare: none in 5 boards
    python_default = run("-c", "import gc; print(list(gc.get_threshold()))").stdout.strip()
    done = run("benchmarks/render_bench.py", "--json", "--actions", "2", "--formats", "ucg:duel",
               "--collector", "default")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["collector"] == "default" and str(data["gc_threshold"]) == python_default
