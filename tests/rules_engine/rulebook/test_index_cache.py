"""The cached index is rebuilt when the data changes, and survives a corrupt cache."""

import shutil
from pathlib import Path

from rules_engine.paths import data_dir
from rules_engine.rulebook.index import cache_dir, load_index
from rules_engine.rulebook.search import Searcher


def _copy_data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(data_dir() / "rules", target / "rules")
    shutil.copytree(data_dir() / "glossary", target / "glossary")
    return target


def test_cache_is_written_and_reused(tmp_path, monkeypatch):
    monkeypatch.setenv("REFBOT_CACHE_DIR", str(tmp_path / "cache"))
    folder = _copy_data(tmp_path)
    first = load_index(folder)
    written = list(cache_dir().glob("rulebook-*.pickle"))
    assert len(written) == 1
    stamp = written[0].stat().st_mtime_ns
    second = load_index(folder)
    assert len(second.entries) == len(first.entries)
    assert written[0].stat().st_mtime_ns == stamp  # read, not rewritten


def test_unwritable_cache_still_answers(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("REFBOT_CACHE_DIR", str(blocker / "cache"))  # cannot be created
    assert Searcher(load_index(_copy_data(tmp_path))).search("11-4")[0].id == "11-4"


def test_changed_data_rebuilds(tmp_path):
    folder = _copy_data(tmp_path)
    load_index(folder)
    rules = folder / "rules" / "gcg-comprehensive-rules-zh-hant-v1.1.0.txt"
    rules.write_text(rules.read_text(encoding="utf-8").replace(
        "戰鬥區中最多可以放置 6 張機體。", "戰鬥區中最多可以放置 7 張機體。"), encoding="utf-8")
    result = Searcher(load_index(folder)).search("gcg 4-5-4")[0]
    assert result.text == "戰鬥區中最多可以放置 7 張機體。"


def test_corrupt_cache_is_rebuilt(tmp_path):
    folder = _copy_data(tmp_path)
    load_index(folder)
    for path in cache_dir().glob("rulebook-*.pickle"):
        path.write_bytes(b"not a pickle")
    assert len(load_index(folder).entries) > 1000


def test_the_loaded_index_is_compact():
    """The bot keeps the index for good (docs/memory.md): its postings are three arrays
    for all tokens, its token strings and clause strengths shared, so loading it makes
    ~176,000 allocations (27.6 MB), where two arrays per token made ~460,000 (43.6 MB)
    and tuples-in-dicts ~708,000 (48.7 MB). Counted, not timed."""
    import tracemalloc

    load_index()  # the cache file exists (built here if not)
    tracemalloc.start()
    try:
        index = load_index()
        blocks = sum(stat.count for stat in tracemalloc.take_snapshot().statistics("filename"))
    finally:
        tracemalloc.stop()
    assert index.entries
    assert blocks < 250_000, blocks
