"""Games, decks and card files as the bot offers them: each game through the registry,
each user's decks and each server's card files from the store. Parsing untrusted files
runs in a worker thread with a size budget, so the event loop stays free."""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections import OrderedDict
from typing import Any

from rules_engine.core.data import DataError, load_yaml
from rules_engine.core.game import GameModule
from rules_engine.core.registry import UnknownGame, codes, get_game

from ..i18n import t
from ..store import Store
from .errors import QuotedError, UserError

MAX_DECK_BYTES = 64 * 1024
MAX_CARD_FILE_BYTES = 512 * 1024
DECK_NAME = re.compile(r"^[\w .'()-]{1,40}$")
POOL_CACHE = 64


class Library:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._pools: OrderedDict[tuple, Any] = OrderedDict()

    # --- games ----------------------------------------------------------------------

    def game(self, code: str | None) -> GameModule:
        try:
            return get_game(code or "")
        except UnknownGame:
            raise QuotedError("error-unknown-game", code=repr(code),
                              games=", ".join(f"{get_game(c).title} ({c})" for c in codes())) from None

    def games(self) -> list[tuple[str, str]]:
        """(code, title) of every game, the first game first."""
        return [(code, get_game(code).title) for code in codes()]

    # --- decks ----------------------------------------------------------------------

    async def deck_choices(self, user_id: int, game: str) -> list[tuple[str, str]]:
        """(key, label): the game's demo decks, then the user's own."""
        out = [(f"demo:{key}", f"Demo: {deck.name}") for key, deck in self.game(game).demo_decks().items()]
        out += [(f"mine:{name}", f"Mine: {name}") for name, _ in await self.store.decks(user_id, game)]
        return out

    def demo_choices(self, game: str) -> list[tuple[str, str]]:
        return [(f"demo:{key}", deck.name) for key, deck in self.game(game).demo_decks().items()]

    async def resolve_deck(self, user_id: int, key: str | None, game: str) -> tuple[str, str]:
        """(deck list text, name) for a deck key; the first demo deck when none."""
        demos = self.game(game).demo_decks()
        if not key:
            deck = next(iter(demos.values()))
            return deck.to_text(), deck.name
        kind, _, name = key.partition(":")
        if kind == "demo" and name in demos:
            return demos[name].to_text(), demos[name].name
        if kind == "mine":
            for deck_name, text in await self.store.decks(user_id, game):
                if deck_name == name:
                    return text, deck_name
        raise UserError(t("error-unknown-deck-pick-one-from-the-list-deck"))

    async def check_deck(self, text: str, name: str, guild_id: int | None, game: str) -> Any:
        """The parsed deck, or UserError listing every construction problem at once."""
        module = self.game(game)
        if len(text.encode("utf-8", "surrogatepass")) > MAX_DECK_BYTES:
            raise UserError(t("error-deck-too-big", kib=MAX_DECK_BYTES // 1024))
        pool = await self.pool(guild_id, game)

        def check() -> tuple[Any, list]:
            deck = module.parse_deck(text, name)
            return deck, module.deck_violations(deck, pool)

        try:
            deck, problems = await asyncio.to_thread(check)
        except ValueError as exc:  # DeckError, DataError: they quote the deck's lines
            raise QuotedError(lines=[str(exc)]) from None
        if problems:
            raise QuotedError("error-deck-rules", lines=[str(p) for p in problems])
        return deck

    async def save_deck(self, user_id: int, game: str, name: str, text: str, guild_id: int | None) -> Any:
        name = name.strip()
        if not DECK_NAME.match(name):
            raise UserError(t("error-a-deck-name-is-1-40-letters-digits-space"))
        deck = await self.check_deck(text, name, guild_id, game)
        await self.store.save_deck(user_id, game, name, deck.to_text())
        return deck

    # --- card files -----------------------------------------------------------------

    async def server_cards(self, guild_id: int | None, game: str) -> list[dict]:
        """A server's imported card mappings (validated when they were imported)."""
        files = await self.store.card_files(guild_id, game)
        return (await self._parsed_files(guild_id, game, files))[0]

    async def pool(self, guild_id: int | None, game: str) -> Any:
        """The demo pool plus the server's card files, parsed once per set of files."""
        files = await self.store.card_files(guild_id, game)
        return (await self._parsed_files(guild_id, game, files))[1]

    async def _parsed_files(self, guild_id: int | None, game: str, files: list[tuple[str, str]]) -> tuple:
        digest = hashlib.sha256("\0".join(f"{n}\0{c}" for n, c in files).encode()).hexdigest()
        key = (guild_id, game, digest)
        cached = self._pools.get(key)
        if cached is not None:
            self._pools.move_to_end(key)
            return cached
        module = self.game(game)

        def parse() -> tuple[list[dict], Any]:
            cards: list[dict] = []
            for name, content in files:
                data = load_yaml(content, name, max_bytes=MAX_CARD_FILE_BYTES)
                cards.extend(data if isinstance(data, list) else (data or {}).get("cards", []))
            return cards, module.pool(cards or None)

        try:
            cached = await asyncio.to_thread(parse)
        except ValueError as exc:
            raise QuotedError("error-card-files-broken", reason=str(exc)) from None
        self._pools[key] = cached
        while len(self._pools) > POOL_CACHE:
            self._pools.popitem(last=False)
        return cached

    async def import_cards(self, guild_id: int, game: str, filename: str, content: str) -> int:
        """Validate a card file (every card, naming file, card and field) and store it."""
        module = self.game(game)

        def parse() -> int:
            data = load_yaml(content, filename, max_bytes=MAX_CARD_FILE_BYTES)
            cards = module.load_cards(data, filename)
            if not cards:
                raise DataError(f"{filename}: no cards in the file")
            return len(cards)

        try:
            count = await asyncio.to_thread(parse)
        except ValueError as exc:  # DataError, CardFileError: they quote the file
            raise QuotedError(lines=[str(exc)]) from None
        await self.store.save_card_file(guild_id, game, filename, content)
        return count
