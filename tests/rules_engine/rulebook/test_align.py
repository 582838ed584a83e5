"""The zh-Hant <-> ja GCG clause correspondence."""

import pytest
import yaml

from rules_engine.rulebook.align import (
    Correspondence,
    compute_pairs,
    correspondence,
    correspondence_path,
)
from rules_engine.rulebook.glossary import glossary
from rules_engine.rulebook.library import documents

# Checked by hand against both documents.
PAIRS = {
    "11-4-2": "10-4-2", "11-4-2-1": "10-4-2-1", "11-4-1": "10-4-1",
    "13-1-1": "11-1-1", "13-1-2": "11-1-2", "13-1-3": "11-1-3", "13-1-4": "11-1-4",
    "13-1-5": "11-1-5", "13-1-6": "11-1-6", "13-2-1": "11-2-1", "13-2-2": "11-2-2",
    "13-2-3": "11-2-3", "13-2-4": "11-2-4", "13-2-5": "11-2-5", "13-2-6": "11-2-6",
    "13-2-7": "11-2-7", "13-2-8": "11-2-8", "13-2-9": "11-2-9", "13-2-10": "11-2-10",
    "13-2-13": "11-2-12", "13-2-13-2": "11-2-12-2", "13-2-4-2": "11-2-4-2-2",
    "13-2-8-2-1": "11-2-8-3-1", "6-1-1": "5-1-1", "6-1-1-2": "5-1-1-2",
    "5-17-2-3": "4-17-2-2", "1-2-2-1": "1-2-2-1", "11-2-1-1": "10-2-1-1",
    "8-5-2-2": "7-6-2-2", "5-6-2": "4-6-2", "7-1-1": "6-1-1", "1-3-3": "1-3-3",
    "10-1-5-6": "9-1-5-6", "4-5-4": "3-5-2", "1-2-5": "1-2-4",
}


@pytest.mark.parametrize("zh,ja", PAIRS.items())
def test_pair(zh, ja):
    pairs = correspondence()
    assert pairs.counterpart("zh-Hant", zh) == ja
    assert pairs.counterpart("ja", ja) == zh


def test_new_chinese_keywords_have_no_japanese_counterpart():
    pairs = correspondence()
    for zh in ("13-2-11", "13-2-11-1", "13-2-12", "13-2-12-1"):
        assert pairs.counterpart("zh-Hant", zh) is None
    # zh chapter 12 (multiplayer) does not exist in the Japanese document
    assert not any(k.startswith("12-") for k in pairs.zh_to_ja)


def test_correspondence_is_one_to_one_and_ordered():
    pairs = correspondence()
    assert len(pairs.zh_to_ja) >= 250
    assert len(set(pairs.zh_to_ja.values())) == len(pairs.zh_to_ja)


def test_stored_pairs_are_current():
    """data/glossary/gcg-zh-ja.yaml was regenerated after the last change to the
    documents, the glossary or the aligner (python -m rules_engine.rulebook.align)."""
    docs = {(d.game, d.lang): d for d in documents()}
    fresh = compute_pairs(docs[("gcg", "zh-Hant")], docs[("gcg", "ja")], glossary())
    stored = yaml.safe_load(correspondence_path().read_text(encoding="utf-8"))["pairs"]
    assert [(p["zh"], p["ja"]) for p in stored] == [(z, j) for z, j, _ in fresh]


def test_overrides_win():
    data = {"pairs": [{"zh": "1-1-1", "ja": "1-1-1"}, {"zh": "2-1-1", "ja": "2-1-1"}],
            "overrides": {"1-1-1": None, "2-1-1": "2-2-1"}}
    pairs = Correspondence(data)
    assert pairs.counterpart("zh-Hant", "1-1-1") is None
    assert pairs.counterpart("zh-Hant", "2-1-1") == "2-2-1"
    assert pairs.counterpart("ja", "2-2-1") == "2-1-1"
