"""The CLI of CONTRACTS.md §1, run as a user runs it."""

import json
import os
import subprocess

import pytest

CLI = ["-m", "rules_engine.rulebook"]
FIELDS = {"game", "lang", "id", "title", "text", "parent", "score", "kind"}


def run(python, *args, stdin=None):
    proc = subprocess.run([python, *CLI, *args], input=stdin, capture_output=True, text=True,
                          timeout=60)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def test_search_json_contract(python):
    proc = run(python, "search", "11-4 overflow", "--json")
    assert proc.returncode == 0
    results = json.loads(proc.stdout)
    assert set(results[0]) >= FIELDS
    assert results[0]["id"] == "11-4" and results[0]["kind"] == "exact"
    assert results[0]["parent"] == "11" and results[0]["title"] == "戰鬥區的超額處理"


def test_search_human_format(python):
    proc = run(python, "search", "11-4-2", "--limit", "1")
    assert proc.returncode == 0
    out = proc.stdout
    assert "11 規則處理 › 11-4 戰鬥區的超額處理 › 11-4-2" in out  # breadcrumb
    assert "11-4-2-1" in out  # children
    assert "ja: 10-4-2" in out  # counterpart


def test_search_options(python):
    proc = run(python, "search", "8.1.1", "--game", "ucg", "--json", "--limit", "1")
    assert [r["game"] for r in json.loads(proc.stdout)] == ["ucg"]
    proc = run(python, "search", "1-2-2-1", "--game", "gcg", "--lang", "ja", "--json")
    assert json.loads(proc.stdout)[0]["lang"] == "ja"


def test_stdin_one_array_per_line(python):
    proc = run(python, "search", "--stdin", "--json", "--limit", "2",
               stdin="blocker\n\n13-2-5\n   \nultraman 5.9.4\n")
    lines = proc.stdout.splitlines()
    assert proc.returncode == 0 and len(lines) == 5
    parsed = [json.loads(line) for line in lines]
    assert parsed[1] == [] and parsed[3] == []
    assert parsed[2][0]["id"] == "13-2-5" and parsed[4][0]["game"] == "ucg"


def test_show(python):
    proc = run(python, "show", "601.5", "--game", "altcg", "--json")
    results = json.loads(proc.stdout)
    assert [r["key"] for r in results] == ["601.5", "601.5#2"]
    assert results[0]["path"][-1]["id"] == "601"
    proc = run(python, "show", "99-9", "--game", "gcg")
    assert proc.returncode == 1 and proc.stderr.count("\n") == 1


@pytest.mark.parametrize("args", [
    ["search", ""], ["search", "   "], ["search", "\x01\x02"], ["search"],
    ["search", "x", "--game", "mtg"], ["search", "x", "--lang", "fr"],
    ["show", "1-1", "--game", "pokemon"], [], ["frobnicate"], ["search", "x", "--limit", "many"],
])
def test_bad_input_is_one_line_exit_2(python, args):
    proc = run(python, *args)
    assert proc.returncode == 2
    assert proc.stderr.strip() and proc.stderr.count("\n") == 1
    assert proc.stdout == ""


@pytest.mark.parametrize("query", [
    "a" * 10_000, "戰" * 10_000, "😀 blocker 😀", "ブロッカー blocker 阻擋者 11-4 ultraman", "\u200b11-4\u200b",
    "Ｂｌｏｃｋｅｒ", "11-4\x07overflow",
])
def test_odd_input_still_answers(python, query):
    proc = run(python, "search", query, "--json")
    assert proc.returncode == 0
    assert 1 <= len(json.loads(proc.stdout)) <= 5


def test_a_cold_index_build_prints_nothing_to_stderr(python, tmp_path):
    """Building the index (no cache yet) loads bm25s and wordllama, which configure
    logging when imported: none of their lines reach the user."""
    env = {**os.environ, "REFBOT_CACHE_DIR": str(tmp_path / "cache")}
    proc = subprocess.run([python, *CLI, "search", "11-4 overflow"], capture_output=True, text=True,
                          timeout=120, env=env)
    assert proc.returncode == 0 and proc.stdout.strip()
    assert proc.stderr == ""
    proc = subprocess.run([python, *CLI, "search", ""], capture_output=True, text=True, timeout=120,
                          env={**env, "REFBOT_CACHE_DIR": str(tmp_path / "other")})
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
