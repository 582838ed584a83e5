"""The example queries and their acceptable answers: top-1 >= 90%, top-3 >= 97%."""

from pathlib import Path

import pytest

from rules_engine.rulebook.evaluate import evaluate

HERE = Path(__file__).resolve().parent
SHARED = HERE.parents[3] / "shared" / "eval" / "rules_queries_dev.jsonl"
FILES = [HERE / "rules_queries_dev.jsonl"] + ([SHARED] if SHARED.is_file() else [])


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.parent.name))
def test_dev_queries(path):
    outcomes = evaluate(path)
    n = len(outcomes)
    top1 = sum(o.top1 for o in outcomes) / n
    top3 = sum(o.top3 for o in outcomes) / n  # within 3 (a rank is kept up to 5)
    misses = [(o.query, o.got) for o in outcomes if o.rank != 1]
    assert top1 >= 0.90, misses
    assert top3 >= 0.97, misses
