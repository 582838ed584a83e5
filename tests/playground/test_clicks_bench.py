"""`benchmarks/clicks.py`'s accounting (issue 30 §2, "report it per game before and
after"): every interaction is counted once by where it was made and once by what it was
for, the share spent on passes is a share of the same interactions, and `--progress`
tells each game's tally as it ends."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    return subprocess.run([sys.executable, "benchmarks/clicks.py", *args], capture_output=True, text=True,
                          timeout=600, cwd=REPO, env=env)


def test_each_interaction_is_counted_once_by_place_and_once_by_kind_with_the_share_of_passes():
    done = run("--game", "altcg", "--turns", "1", "--mode", "before", "--mode", "on", "--json", "--progress")
    assert done.returncode == 0, done.stderr[-2000:]
    (out,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert out["game"] == "altcg" and set(out["modes"]) == {"before", "on"}
    for mode, figures in out["modes"].items():
        total = figures["interactions_per_game"]
        places, kinds = figures["interactions_by_place"], figures["interactions_by_kind"]
        assert sum(places.values()) == total, (mode, places)
        assert places["start"] == 2  # `/match start` and the acceptance: no choice of the game's
        assert sum(kinds.values()) == total - places["start"], (mode, kinds)
        assert 0 <= figures["pass_share"] <= 1
        assert round(figures["pass_share"] * total) == kinds.get("pass", 0), (mode, figures)
    # the old flow opens "Your options" for every choice made there; the kept-open menu does not
    before, on = out["modes"]["before"]["interactions_by_place"], out["modes"]["on"]["interactions_by_place"]
    assert on.get("open", 0) <= before.get("open", 0)
    # --progress: one line per game as it ends, the same tally
    tallies = [json.loads(line) for line in done.stderr.splitlines() if line.startswith("{")]
    assert [(t["game"], t["mode"]) for t in tallies] == [("altcg", "before"), ("altcg", "on")]
    assert [t["interactions"] for t in tallies] == [out["modes"][m]["interactions_per_game"]
                                                    for m in ("before", "on")]


def test_skip_refuses_a_negative_number_in_one_line():
    bad = run("--skip", "-1")
    assert bad.returncode == 2 and "--skip" in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_turn1_decisions_asks_add_up_to_each_modes_decisions():
    """`benchmarks/turn1_decisions.py --asks`: where the decisions left to the players stand
    (docs/play.md, the fourth session's figures) counts exactly the decisions it reports."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run([sys.executable, "benchmarks/turn1_decisions.py", "--game", "gcg", "--games", "1",
                           "--turns", "3", "--asks", "--json"], capture_output=True, text=True, timeout=600,
                          cwd=REPO, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    (out,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert set(out["asks"]) == {"on", "on+yield"}
    for mode, asks in out["asks"].items():
        assert sum(asks.values()) == out["modes"][mode]["mean"] > 0, (mode, asks)
        assert all(where.startswith(("own ", "opponent's ")) and " → " in where for where in asks)
