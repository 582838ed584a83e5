"""The cached index is rebuilt when the data changes, and survives a corrupt cache."""

import shutil
from pathlib import Path

import pytest

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
    written = list(cache_dir().glob("rulebook-*.index"))
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


def test_corrupt_cache_is_rebuilt(tmp_path, monkeypatch):
    # a cache of its own: the session's file is mapped by the indexes other tests loaded,
    # and the bot itself only ever replaces the file, never writes into it
    monkeypatch.setenv("REFBOT_CACHE_DIR", str(tmp_path / "cache"))
    folder = _copy_data(tmp_path)
    load_index(folder)
    for path in cache_dir().glob("rulebook-*.index"):
        path.unlink()  # the index loaded above maps it
        path.write_bytes(b"not an index")
    assert len(load_index(folder).entries) > 1000


def test_the_loaded_index_is_compact():
    """The bot keeps the index for good (docs/memory.md): its arrays (postings, the BM25
    matrices, the clause and question vectors) are read-only views of the cache file
    mapped in memory, not copies on the heap; its token strings are shared by all its
    vocabularies; each clause's tokens are arrays too, not a dict per clause. Loading it
    allocates ~9.0 MB (11.8 MB with a dict per clause, ninth pass; 27.6 MB with the arrays
    unpickled and a string per vocabulary, fourth pass; 48.7 MB as tuples in dicts).
    Counted, not timed."""
    import tracemalloc

    load_index()  # the cache file exists (built here if not)
    tracemalloc.start()
    try:
        index = load_index()
        traced, _ = tracemalloc.get_traced_memory()
        blocks = sum(stat.count for stat in tracemalloc.take_snapshot().statistics("filename"))
    finally:
        tracemalloc.stop()
    assert index.entries
    assert blocks < 150_000, blocks
    assert traced < 10_000_000, traced
    lexical = index.lexical
    mapped = [index.postings[next(iter(index.idf))][0], index.entry_tokens._tokens, index.entry_tokens._codes,
              lexical.official.scores["data"], lexical.question_vectors, lexical.english_vectors]
    for array in mapped:
        assert not array.flags.writeable and not array.flags.owndata
    # one string object per token, whichever vocabulary names it
    idf = {token: token for token in index.idf}
    shared = [token for token in lexical.official.vocab_dict if token in idf]
    assert shared and all(idf[token] is token for token in shared)


def test_each_clauses_tokens_come_back_as_given():
    """`EntryTokens` keeps every clause's {token: strength} as arrays and gives back the same
    dict — the same tokens in the same order, the same floats (the glossary ranker's
    coverage sums them: docs/memory.md, tenth pass) — also through the cache's pickle."""
    import pickle

    from rules_engine.rulebook.index import EntryTokens

    given = [{"blocker": 1.0, "rest": 0.3, "unit": 0.6000000000000001}, {}, {"unit": 1.0, "pilot": 0.9}]
    kept = EntryTokens(given)
    buffers: list[pickle.PickleBuffer] = []
    body = pickle.dumps(kept, protocol=5, buffer_callback=buffers.append)
    read = pickle.loads(body, buffers=[memoryview(buffer.raw()).toreadonly() for buffer in buffers])
    assert len(buffers) == 3  # the arrays travel out of band: the cache maps them
    for tokens in (kept, read):
        assert len(tokens) == 3
        for entry, strengths in enumerate(given):
            back = tokens[entry]
            assert list(back.items()) == list(strengths.items())
            assert all(type(value) is float for value in back.values())
        with pytest.raises(IndexError):
            tokens[3]
    assert EntryTokens([])._starts.tolist() == [0]
    index = load_index()
    assert any(strength < 1.0 for entry in range(50) for strength in index.entry_tokens[entry].values())


def test_a_cache_file_of_another_kind_is_rebuilt(tmp_path, monkeypatch):
    """A file of the old format (a bare pickle) or a truncated one is not read as an index."""
    import pickle

    from rules_engine.rulebook.index import read_cache

    monkeypatch.setenv("REFBOT_CACHE_DIR", str(tmp_path / "cache"))
    folder = _copy_data(tmp_path)
    index = load_index(folder)
    (path,) = cache_dir().glob("rulebook-*.index")
    whole = path.read_bytes()
    path.unlink()  # `index` maps the old file: written anew, never into (as the bot does)
    path.write_bytes(pickle.dumps({"not": "an index"}))
    with pytest.raises(ValueError):
        read_cache(path)
    path.unlink()
    path.write_bytes(whole[:-100])
    with pytest.raises(ValueError):
        read_cache(path)
    assert len(load_index(folder).entries) == len(index.entries)


RELEASE_PROBE = r"""
from rules_engine.rulebook import index
from rules_engine.rulebook.search import Searcher

def resident_kib():
    total, inside = 0, False
    for line in open("/proc/self/smaps"):
        head = line.split()
        if "-" in head[0] and len(head) >= 5:  # a mapping's first line
            inside = line.rstrip().endswith(".index") and "/rulebook-" in line
        elif inside and head[0] == "Rss:":
            total += int(head[1])
    return total

searcher = Searcher(index.load_index())
ask = lambda: [(r.game, r.lang, r.id, r.score) for r in searcher.search("when does a unit with blocker block", limit=5)]
first = ask()
read = resident_kib()
index.release_pages()
released = resident_kib()
assert ask() == first  # the pages a query needs are read back, the same
print(read, released)
"""


def test_the_mapped_arrays_are_handed_back_after_start_up():
    """What a query reads of the mapped arrays is resident until `release_pages` (which the
    bot calls once it is ready); the answers after it are the same (docs/memory.md, fifth
    pass): the mapping's resident KiB in /proc/self/smaps."""
    import subprocess
    import sys

    load_index()  # the cache file exists (built here if not)
    out = subprocess.run([sys.executable, "-c", RELEASE_PROBE], capture_output=True, text=True, check=True)
    read, released = map(int, out.stdout.split())
    assert read >= 256 and released < read // 4, (read, released)
