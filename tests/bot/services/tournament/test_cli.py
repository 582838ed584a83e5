"""`python -m bot tournament …` and the benchmark: the same code's figures for any results
file; one line and exit 2 for bad input (CONTRACTS.md §8), never a traceback."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bot.services.tournament import Match, Tournament, compute_standings, parse_event, standings_json

from .test_standings import ROUND_ROBIN

REPO = Path(__file__).resolve().parents[4]


def run(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=120, cwd=REPO, env=env)


def write(tmp_path: Path, data, name="results.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def played_event() -> Tournament:
    tournament = Tournament([f"player-{i}" for i in range(11)])
    rng = random.Random(5)
    for number in range(1, 5):
        for a, b in tournament.pair_next_round(seed=100 + number).tables:
            tournament.report(number, Match(a, b, *rng.choice([(2, 0, 0), (1, 2, 0), (0, 0, 3)])))
        if number == 2:
            tournament.drop("player-3")
            tournament.add_player("late one")
    return tournament


def test_standings_json_is_the_bots_own(tmp_path):
    tournament = played_event()
    path = write(tmp_path, tournament.event().to_json())
    done = run("-m", "bot", "tournament", "standings", path, "--tiebreakers", "mtr", "--json")
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed == json.loads(json.dumps(standings_json(tournament.standings())))
    assert list(printed["standings"][0]) == ["rank", "player", "points", "omw", "gw", "ogw"]


def test_standings_table_reads_like_the_hand_computed_one(tmp_path):
    done = run("-m", "bot", "tournament", "standings", write(tmp_path, ROUND_ROBIN))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["rank", "player", "points", "W-L-D", "OMW%", "GW%", "OGW%"]
    assert [line.split()[:4] for line in lines[1:]] == [
        ["1", "A", "6", "2-1-0"], ["2", "D", "4", "1-1-1"], ["3", "B", "4", "1-1-1"], ["4", "C", "3", "1-2-0"]]
    assert lines[1].split()[4:] == ["40.74", "62.50", "41.60"]  # 11/27, 5/8, (3/7+3/8+4/9)/3


def test_pair_rederives_a_published_round_from_its_seed(tmp_path):
    tournament = played_event()
    event = tournament.event()
    before = {**event.to_json(), "rounds": event.to_json()["rounds"][:3], "seeds": list(event.seeds[:3])}
    before["drops"] = {p: r for p, r in before["drops"].items() if r <= 3}
    before["late"] = {p: r for p, r in before.get("late", {}).items() if r <= 4}
    done = run("-m", "bot", "tournament", "pair", write(tmp_path, before), "--seed", str(event.seeds[3]), "--json")
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    published = tournament.pairings[3]
    assert printed["round"] == 4 and printed["seed"] == published.seed
    assert [(t["a"], t["b"]) for t in printed["tables"]] == [list(t) for t in published.tables] or \
        [(t["a"], t["b"]) for t in printed["tables"]] == list(published.tables)
    assert printed["bye"] == published.bye


@pytest.mark.parametrize(("content", "message"), [
    ("{not json", "not JSON (line 1, column 2"),
    ('{"players": ["a"], "rounds": [[{"a": "a", "b": "zed", "wins_a": 2, "wins_b": 0, "draws": 0}]]}',
     "round 1, match 1: b: 'zed' is not in players"),
    ("[" * 100000 + "]" * 100000, "nested too deeply"),
    (b"\xff\xfe".decode("latin-1"), "not JSON"),
])
def test_a_bad_file_is_one_line_and_exit_2(tmp_path, content, message):
    done = run("-m", "bot", "tournament", "standings", write(tmp_path, content))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and message in done.stderr, done.stderr


def test_a_missing_file_and_bad_arguments(tmp_path):
    for args in (["standings", str(tmp_path / "none.json")], ["standings", write(tmp_path, ROUND_ROBIN),
                                                               "--tiebreakers", "nope"],
                 ["pair", write(tmp_path, ROUND_ROBIN)], ["--no-such-flag"], []):
        done = run("-m", "bot", "tournament", *args)
        assert done.returncode == 2 and "Traceback" not in done.stderr, (args, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1, (args, done.stderr)


@pytest.mark.parametrize("command", [["-m", "bot", "tournament"], ["-m", "bot", "tournament", "standings"],
                                     ["benchmarks/tournament_bench.py"]])
def test_help_exits_0_and_a_bad_flag_is_one_line(command):
    helped = run(*command, "--help")
    assert helped.returncode == 0 and "usage:" in helped.stdout
    bad = run(*command, "--no-such-flag")
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr


def test_the_benchmark_prints_one_json_object():
    done = run("benchmarks/tournament_bench.py", "--players", "8", "--events", "2", "--json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert {"players", "rounds", "pair_ms_max", "standings_ms_max", "rematches", "errors"} <= set(figures)
    assert figures["players"] == 8 and figures["rounds"] == 3 and figures["errors"] == 0


def test_standings_from_a_file_equal_those_from_the_event():
    event = parse_event(ROUND_ROBIN)
    assert standings_json(compute_standings(event)) == standings_json(compute_standings(parse_event(
        json.loads(json.dumps(event.to_json())))))
