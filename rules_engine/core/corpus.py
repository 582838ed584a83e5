"""A game's printed template corpus (issue 29): its cards over the demo pool and its decks,
which `--decks corpus` playouts and matches play with. Every game has one, shaped the same:
the game names its files and its own loaders, this reads each once."""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import Any, Generic, TypeVar

from ..paths import data_dir

Pool = TypeVar("Pool")
Deck = TypeVar("Deck")


class TemplateCorpus(Generic[Pool, Deck]):
    """data/cards/corpus/<code>.yaml over the game's demo pool, and the deck lists (`*.txt`) of
    a folder under data/decks/; read on first use, then kept."""

    def __init__(self, code: str, decks: str, *, demo_pool: Callable[[], Any],
                 load_cards: Callable[[Path], list[Any]], load_deck: Callable[[Path], Deck]) -> None:
        self.code = code
        self.decks_folder = decks  # under data/decks/ (GCG's is `gcg-corpus`, the others' `<code>/corpus`)
        self._demo_pool = demo_pool
        self._load_cards = load_cards
        self._load_deck = load_deck

    @cached_property
    def pool(self) -> Pool:
        """The demo set and the corpus cards: what the corpus decks play with."""
        cards = self._load_cards(data_dir() / "cards" / "corpus" / f"{self.code}.yaml")
        return self._demo_pool().with_cards(cards)  # type: ignore[no-any-return]

    @cached_property
    def decks(self) -> dict[str, Deck]:
        folder = data_dir() / "decks" / self.decks_folder
        return {path.stem: self._load_deck(path) for path in sorted(folder.glob("*.txt"))}
