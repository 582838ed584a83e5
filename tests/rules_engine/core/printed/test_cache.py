"""Reading happens once per card file: the cache key is the file's SHA-256 and the reader's
code version."""

from __future__ import annotations

from rules_engine.core.printed.cache import ReadCache, file_key, source_version


def test_same_bytes_and_version_are_read_once_and_a_change_reads_again():
    cache: ReadCache[list[str]] = ReadCache(capacity=2)
    calls = []

    def build(tag: str):
        def run() -> list[str]:
            calls.append(tag)
            return [tag]
        return run

    assert cache.get(b"cards", "v1", build("a")) == ["a"]
    assert cache.get(b"cards", "v1", build("b")) == ["a"]  # cached: not read again
    assert cache.get(b"cards", "v2", build("c")) == ["c"]  # a new reader reads it again
    assert cache.get(b"cards!", "v2", build("d")) == ["d"]  # another file
    assert cache.get(b"cards", "v1", build("e")) == ["e"]  # the oldest went out (capacity 2)
    assert calls == ["a", "c", "d", "e"] and cache.hits == 1 and len(cache) == 2


def test_keys_and_source_versions_are_stable():
    assert file_key(b"x", "v") == file_key(b"x", "v") != file_key(b"y", "v")
    version = source_version("rules_engine.core.effects")
    assert len(version) == 16 and version == source_version("rules_engine.core.effects")
