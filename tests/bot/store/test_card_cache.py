"""A card file is parsed once, on SQLite and on PostgreSQL: at import (or, for a file
imported before its cards were kept, at its first use), never again — not by a new
process either."""

from __future__ import annotations

import pytest

from bot.services import library as library_module
from bot.services.errors import UserError
from bot.services.library import Library

from .conftest import BIG

OLD = "- {number: OLD-001, name: Old Frame, type: unit, color: blue, level: 1, cost: 1, ap: 1, hp: 1}\n"
NEW = "- {number: NEW-001, name: New Frame, type: unit, color: red, level: 2, cost: 1, ap: 2, hp: 2}\n"


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    seen: list[str] = []
    real = library_module.load_yaml

    def counting(text, source="the file", **kwargs):
        seen.append(source)
        return real(text, source, **kwargs)

    monkeypatch.setattr(library_module, "load_yaml", counting)
    return seen


async def test_each_card_file_is_parsed_once(store, parses):
    await store.save_card_file(BIG, "gcg", "old.yaml", OLD)  # as a version before digests stored it
    library = Library(store)
    assert (await library.pool(BIG, "gcg")).get("OLD-001") is not None
    assert parses == ["old.yaml"]  # parsed at its first use, and kept
    assert await library.import_cards(BIG, "gcg", "new.yaml", NEW) == 1
    assert parses == ["old.yaml", "new.yaml"]
    assert await library.pool_ready(BIG, "gcg")  # the import left the new pool in memory
    fresh = Library(store)  # another process, or after a restart
    assert not await fresh.pool_ready(BIG, "gcg")
    pool = await fresh.pool(BIG, "gcg")
    assert pool.get("OLD-001") is not None and pool.get("NEW-001") is not None
    assert [c["number"] for c in await fresh.server_cards(BIG, "gcg")] == ["NEW-001", "OLD-001"]
    assert parses == ["old.yaml", "new.yaml"]  # nothing parsed again
    assert await fresh.pool_ready(BIG, "gcg")


async def test_a_file_that_would_break_the_servers_pool_is_refused_and_not_kept(store):
    """Valid alone, but its card number is another file's: the server's pool would no
    longer build (and every match start would fail), so the import is refused."""
    library = Library(store)
    await library.import_cards(BIG, "gcg", "a.yaml", NEW)
    with pytest.raises(UserError, match="NEW-001 is used twice"):
        await library.import_cards(BIG, "gcg", "b.yaml", NEW.replace("New Frame", "Other Frame"))
    assert [name for name, _ in await store.card_file_digests(BIG, "gcg")] == ["a.yaml"]
    await library.import_cards(BIG, "gcg", "a.yaml", NEW.replace("New Frame", "Renamed"))  # replacing is fine
    assert (await Library(store).pool(BIG, "gcg")).get("NEW-001").name == "Renamed"
