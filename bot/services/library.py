"""Games, decks and card files as the bot offers them: each game through the registry,
each user's decks and each server's card files from the store. Parsing untrusted files
runs in a worker thread with a size budget, so the event loop stays free.

A card file is parsed once, when it is imported: the store keeps its cards as JSON with
the file's SHA-256, and a server's pool (the demo cards plus its files) is built from
those and cached here by the files' digests."""

from __future__ import annotations

import asyncio
import hashlib
import json
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
        return (await self._server(guild_id, game))[0]

    async def pool(self, guild_id: int | None, game: str) -> Any:
        """The demo pool plus the server's card files (cached by the files' digests)."""
        return (await self._server(guild_id, game))[1]

    async def pool_ready(self, guild_id: int | None, game: str) -> bool:
        """Whether a deck check answers at once (one small query): the server's pool is in
        memory, or it has no card files (the demo cards alone are small)."""
        files = await self.store.card_file_digests(guild_id, game)
        return not files or self._lookup(guild_id, game, files) is not None

    @staticmethod
    def _key(guild_id: int | None, game: str, files: list[tuple[str, str | None]]) -> tuple:
        return guild_id, game, tuple(sorted(files))

    def _lookup(self, guild_id: int | None, game: str,
                files: list[tuple[str, str | None]]) -> tuple[list[dict], Any] | None:
        if any(digest is None for _, digest in files):  # imported before digests were kept
            return None
        key = self._key(guild_id, game, files)
        cached = self._pools.get(key)
        if cached is not None:
            self._pools.move_to_end(key)
        return cached

    async def _server(self, guild_id: int | None, game: str) -> tuple[list[dict], Any]:
        cached = self._lookup(guild_id, game, await self.store.card_file_digests(guild_id, game))
        if cached is not None:
            return cached
        module = self.game(game)
        stored = await self.store.card_file_cards(guild_id, game)

        def load() -> tuple[list[tuple[str, str]], dict[str, list[dict]], list[tuple[str, str, str]]]:
            digests, by_file, parsed = [], {}, []
            for name, digest, cards, content in stored:
                if cards is None:  # imported before the cards were kept: parsed this once
                    _, by_file[name], cards = parse_card_file(module, name, content)
                    digest = digest_of(content)
                    parsed.append((name, digest, cards))
                else:
                    by_file[name] = json.loads(cards)
                digests.append((name, digest))
            return digests, by_file, parsed

        try:
            digests, by_file, parsed = await asyncio.to_thread(load)
        except ValueError as exc:
            raise UserError(t("error-card-files-broken", reason=str(exc))) from None
        for name, digest, cards in parsed:
            await self.store.keep_parsed_cards(guild_id, game, name, digest, cards)
        return await self._build(guild_id, game, digests, by_file)

    async def _build(self, guild_id: int | None, game: str, digests: list[tuple[str, str]],
                     by_file: dict[str, list[dict]]) -> tuple[list[dict], Any]:
        """The server's cards (file by file, in name order) and their pool, cached."""
        module = self.game(game)

        def build() -> tuple[list[dict], Any]:
            cards = [card for name in sorted(by_file) for card in by_file[name]]
            return cards, module.pool(cards or None)

        try:
            built = await asyncio.to_thread(build)
        except ValueError as exc:
            raise QuotedError("error-card-files-broken", reason=str(exc)) from None
        self._remember(self._key(guild_id, game, digests), built)
        return built

    def _remember(self, key: tuple, built: tuple[list[dict], Any]) -> None:
        self._pools[key] = built
        self._pools.move_to_end(key)
        while len(self._pools) > POOL_CACHE:
            self._pools.popitem(last=False)

    async def import_cards(self, guild_id: int, game: str, filename: str, content: str) -> int:
        """Validate a card file (every card, naming file, card and field), check the server's
        cards still make a pool with it, and store it with its parsed cards: the only time
        the file is parsed. The new pool is cached, so the next match starts at once."""
        module = self.game(game)
        stored = await self.store.card_file_cards(guild_id, game)

        def parse() -> tuple[int, str, list[tuple[str, str]], tuple[list[dict], Any]]:
            count, cards, text = parse_card_file(module, filename, content)
            by_file, digests = {filename: cards}, [(filename, digest_of(content))]
            for name, digest, kept, old in stored:
                if name != filename:
                    by_file[name] = (json.loads(kept) if kept is not None
                                     else parse_card_file(module, name, old)[1])
                    digests.append((name, digest or digest_of(old)))
            everything = [card for name in sorted(by_file) for card in by_file[name]]
            # the server's pool still builds with the new file
            return count, text, digests, (everything, module.pool(everything))

        try:
            count, text, digests, built = await asyncio.to_thread(parse)
        except ValueError as exc:  # DataError, CardFileError: they quote the file
            raise QuotedError(lines=[str(exc)]) from None
        await self.store.save_card_file(guild_id, game, filename, content, digest=digest_of(content),
                                        cards=text)
        self._remember(self._key(guild_id, game, digests), built)
        return count


def digest_of(content: str) -> str:
    return hashlib.sha256(content.encode("utf-8", "surrogatepass")).hexdigest()


def parse_card_file(module: GameModule, filename: str, content: str) -> tuple[int, list[dict], str]:
    """(how many cards, the card mappings, the mappings as JSON) of an uploaded file; the
    JSON is what the store keeps and every later pool is built from. Raises DataError or
    CardFileError naming the file, the card and the field."""
    data = load_yaml(content, filename, max_bytes=MAX_CARD_FILE_BYTES)
    cards = module.load_cards(data, filename)
    if not cards:
        raise DataError(f"{filename}: no cards in the file")
    mappings = data if isinstance(data, list) else (data or {}).get("cards", [])
    text = json.dumps(mappings, ensure_ascii=False, default=str)  # a YAML date is kept as it was written
    return len(cards), json.loads(text), text
