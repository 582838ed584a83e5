"""`python -m rules_engine.rulebook.explain`: the fusion laid out for whoever tunes the
search; what it calls the answer is what the search answers."""

import json
import subprocess

import pytest

from rules_engine.rulebook.explain import explanation
from rules_engine.rulebook.search import default_searcher

QUESTION = "my unit has 1 damage counter and an effect recovers 3, is the extra added to its HP?"


@pytest.fixture(scope="module")
def searcher():
    return default_searcher()


def test_every_ranker_and_the_answer_of_the_search(searcher):
    report = explanation(searcher, QUESTION)
    names = [r["name"] for r in report["rankers"]]
    assert {"english", "questions", "meaning"} <= set(names)
    assert all(r["ranking"] and r["weight"] >= 0 for r in report["rankers"])
    answer = [f"{r.game}/{r.lang} {r.id}" for r in searcher.search(QUESTION)]
    assert report["answer"] == answer
    assert report["aligned"] is True  # an English question of 4+ words
    assert report["fused"][0]["score"] >= report["fused"][-1]["score"]


def test_an_id_has_no_fusion_to_show(searcher):
    report = explanation(searcher, "11-4")
    assert report["rankers"] == [] and report["answer"][0] == "gcg/zh-Hant 11-4"


def test_command_line(python):
    proc = subprocess.run([python, "-m", "rules_engine.rulebook.explain", "阻擋者", "--json"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr
    report = json.loads(proc.stdout)
    assert report["answer"][0].startswith("gcg/zh-Hant 13-1-4")
    assert "official" in [r["name"] for r in report["rankers"]]
    proc = subprocess.run([python, "-m", "rules_engine.rulebook.explain", " \x01 "],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and proc.stdout == ""
