"""Matches as the bot runs them: plain Python over the engine and the store, no
Discord. One lock per match; every accepted action is committed before anyone is told.
"""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import yaml

from rules_engine.core.actions import Action
from rules_engine.core.game import Event, MatchConfig
from rules_engine.core.match import Match
from rules_engine.core.rng import new_seed
from rules_engine.games.gcg.cards import CardFileError, demo_pool, parse_cards
from rules_engine.games.gcg.decks import Deck, DeckError, demo_decks, parse_deck, violations

from ..store import MatchRow, Store

LOG_LINES = 8


class UserError(Exception):
    """Something the user asked for that cannot be done; the message says why."""


@dataclass
class LiveMatch:
    row: MatchRow
    match: Match
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    log: deque = field(default_factory=lambda: deque(maxlen=LOG_LINES))
    dms: dict[str, tuple[int | None, int | None, bool]] = field(default_factory=dict)
    paused: bool = False  # frozen by a judge call
    paused_at: float | None = None
    paused_total: float = 0.0
    clock_end: float | None = None  # the round clock's end (epoch seconds), before credits
    clock_paused_from: float = 0.0
    extra_turns: int = 2
    time_called_turn: int | None = None
    round_over: bool = False
    _views: dict = field(default_factory=dict)

    @property
    def id(self) -> int:
        return self.row.id

    def view(self, viewer: str | None) -> dict:
        """The engine's view for `viewer`, computed once per action number."""
        key = (self.match.number, viewer)
        cached = self._views.get(key)
        if cached is None:
            if len(self._views) > 8:
                self._views.clear()
            cached = self._views[key] = self.match.view(viewer)
        return cached

    def names(self, viewer: str | None) -> dict[int, str]:
        key = (self.match.number, viewer, "names")
        cached = self._views.get(key)
        if cached is None:
            from ..render.actions import card_names

            cached = self._views[key] = card_names(self.view(viewer))
        return cached

    def player_of(self, user_id: int) -> str | None:
        return self.row.player_of(user_id)


@dataclass
class ActResult:
    events: list[Event]
    finished: bool


class MatchService:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.live: dict[int, LiveMatch] = {}

    # --- decks --------------------------------------------------------------------------

    async def deck_choices(self, user_id: int, game: str = "gcg") -> list[tuple[str, str]]:
        """(key, label): the demo decks and the user's own."""
        out = [(f"demo:{name}", f"Demo: {deck.name}") for name, deck in demo_decks().items()]
        out += [(f"mine:{name}", f"Mine: {name}") for name, _ in await self.store.decks(user_id, game)]
        return out

    async def resolve_deck(self, user_id: int, key: str | None, guild_id: int | None,
                           game: str = "gcg") -> tuple[str, str]:
        """(deck list text, name) for a deck key; the first demo deck when none."""
        demos = demo_decks()
        if not key:
            name, deck = next(iter(demos.items()))
            return deck.to_text(), deck.name
        kind, _, name = key.partition(":")
        if kind == "demo" and name in demos:
            return demos[name].to_text(), demos[name].name
        if kind == "mine":
            for deck_name, text in await self.store.decks(user_id, game):
                if deck_name == name:
                    return text, deck_name
        raise UserError(f"unknown deck {key!r}: pick one from the list (`/deck list` shows yours)")

    async def pool_cards(self, guild_id: int | None, game: str = "gcg") -> list[dict]:
        cards: list[dict] = []
        for _, content in await self.store.card_files(guild_id, game):
            data = yaml.safe_load(content)
            cards.extend(data if isinstance(data, list) else data.get("cards", []))
        return cards

    async def check_deck(self, text: str, name: str, guild_id: int | None) -> Deck:
        try:
            deck = parse_deck(text, name)
        except DeckError as exc:
            raise UserError(str(exc)) from None
        pool = demo_pool().with_cards(parse_cards(await self.pool_cards(guild_id), "server cards"))
        problems = violations(deck, pool)
        if problems:
            raise UserError("this deck breaks the construction rules:\n" +
                            "\n".join(f"• {p}" for p in problems))
        return deck

    # --- lifecycle ----------------------------------------------------------------------

    def config(self, row: MatchRow) -> MatchConfig:
        decks = {"A": parse_deck(row.deck_a or "", "A"), "B": parse_deck(row.deck_b or "", "B")}
        return MatchConfig(game=row.game, players=("A", "B"), decks=decks, seed=row.seed or "",
                           options=dict(row.options))

    async def restore(self) -> list[LiveMatch]:
        """Rebuild every unfinished match by replaying its log."""
        restored = []
        for row in await self.store.active_matches():
            if row.status != "active":
                continue
            actions = [Action(actor, kind, args, n)
                       for n, (actor, kind, args, _, _) in enumerate(await self.store.actions(row.id))]
            live = LiveMatch(row, Match(self.config(row), actions), dms=await self.store.dms(row.id))
            paused = await (await self.store.db.execute("SELECT paused FROM matches WHERE id=?",
                                                        (row.id,))).fetchone()
            live.paused = bool(paused and paused[0])
            await self._restore_clock(live)
            for batch in live.match.events[-LOG_LINES:]:
                for event in batch:
                    live.log.append(event.text)
            self.live[row.id] = live
            restored.append(live)
        return restored

    async def _restore_clock(self, live: LiveMatch) -> None:
        """Pauses and the round clock, from the match's recorded events."""
        for event in await self.store.events(live.id):
            if event["kind"] == "call":
                live.paused_at = event["time"]
            elif event["kind"] == "resume":
                live.paused_total += float(event.get("paused_seconds", 0))
            elif event["kind"] == "clock" and event.get("action") == "start":
                live.clock_end = float(event["ends_at"])
                live.extra_turns = int(event["extra_turns"])
                live.clock_paused_from = live.paused_total
                live.time_called_turn = None
            elif event["kind"] == "clock" and event.get("action") == "time":
                live.time_called_turn = int(event["turn"])

    async def challenge(self, guild_id: int | None, channel_id: int, game: str, challenger: int,
                        opponent: int, deck_key: str | None) -> int:
        if game != "gcg":
            raise UserError(f"{game} matches are not supported yet; the Gundam Card Game (gcg) is")
        if challenger == opponent:
            raise UserError("you cannot challenge yourself")
        existing = await self.store.live_match_in(channel_id)
        if existing is not None:
            raise UserError("there is already a match in this channel; finish it (or `/match abandon`) "
                            "or start one in another channel or thread")
        text, name = await self.resolve_deck(challenger, deck_key, guild_id, game)
        await self.check_deck(text, name, guild_id)
        options = {"cards": await self.pool_cards(guild_id, game)}
        match_id = await self.store.create_challenge(guild_id, channel_id, game, challenger, opponent,
                                                     text, name, options)
        if match_id is None:
            raise UserError("there is already a match in this channel")
        return match_id

    async def accept(self, match_id: int, user_id: int, deck_key: str | None) -> LiveMatch:
        row = await self.store.match(match_id)
        if row is None or row.status != "challenge":
            raise UserError("this challenge is no longer open")
        if user_id != row.player_b:
            raise UserError("only the challenged player can accept")
        text, name = await self.resolve_deck(user_id, deck_key, row.guild_id, row.game)
        await self.check_deck(text, name, row.guild_id)
        seed = new_seed()
        await self.store.update_match(match_id, status="active", deck_b=text, deck_b_name=name, seed=seed)
        row = await self.store.match(match_id)
        live = LiveMatch(row, Match(self.config(row)))
        self.live[match_id] = live
        live.log.append("match started")
        return live

    async def decline(self, match_id: int, user_id: int) -> MatchRow:
        row = await self.store.match(match_id)
        if row is None or row.status != "challenge":
            raise UserError("this challenge is no longer open")
        if user_id not in (row.player_a, row.player_b):
            raise UserError("only the two players can decline or withdraw this challenge")
        await self.store.update_match(match_id, status="declined")
        return row

    async def latest_in(self, channel_id: int) -> LiveMatch | None:
        """The channel's running match, or else its most recent one rebuilt from the
        store (for judges looking back at a finished match)."""
        live = await self.in_channel(channel_id)
        if live is not None:
            return live
        row = await (await self.store.db.execute(
            "SELECT id FROM matches WHERE channel_id=? AND status IN ('finished','abandoned') "
            "ORDER BY id DESC LIMIT 1", (channel_id,))).fetchone()
        if row is None:
            return None
        match_row = await self.store.match(row[0])
        actions = [Action(actor, kind, args, n)
                   for n, (actor, kind, args, _, _) in enumerate(await self.store.actions(row[0]))]
        return LiveMatch(match_row, Match(self.config(match_row), actions))

    def get(self, match_id: int) -> LiveMatch:
        live = self.live.get(match_id)
        if live is None:
            raise UserError("this match is over or no longer exists")
        return live

    async def in_channel(self, channel_id: int) -> LiveMatch | None:
        for live in self.live.values():  # at most a few hundred; indexed if that ever matters
            if live.row.channel_id == channel_id:
                return live
        return None

    # --- playing --------------------------------------------------------------------------

    def legal(self, live: LiveMatch, user_id: int) -> list[Action]:
        player = live.player_of(user_id)
        return live.match.legal_actions(player) if player else []

    async def act(self, live: LiveMatch, user_id: int, action: Action) -> ActResult:
        """Apply `action` for `user_id` under the match lock; commit; then return.

        Raises IllegalAction (with the clause) or UserError, leaving nothing changed."""
        player = live.player_of(user_id)
        if player is None:
            raise UserError("you are not playing in this match")
        if action.actor != player:
            action = Action(player, action.kind, action.args, action.at)
        if live.paused and action.kind != "concede":
            raise UserError("the match is paused for a judge call; a judge resumes it with `/judge resume`")
        async with live.lock:
            match = live.match
            number = match.number
            events = match.apply(action)  # IllegalAction: nothing changed
            finished = match.finished
            winner = match.state.winner if finished else None
            try:
                await self.store.append_action(live.id, number, player, action.kind, action.args,
                                               user_id, status="finished" if finished else None,
                                               winner=winner)
            except Exception:
                live.match = match.replay(number)  # not committed: forget it
                raise
            for event in events:
                live.log.append(event.text)
            if finished:
                live.row.status = "finished"
                live.row.winner = winner
                self.live.pop(live.id, None)
        return ActResult(events, finished)

    async def abandon(self, live: LiveMatch, user_id: int) -> bool:
        """Both players must ask; True when the match is now abandoned."""
        player = live.player_of(user_id)
        if player is None:
            raise UserError("you are not playing in this match")
        async with live.lock:
            if live.row.abandon_request and live.row.abandon_request != user_id:
                await self.store.update_match(live.id, status="abandoned")
                live.row.status = "abandoned"
                self.live.pop(live.id, None)
                return True
            live.row.abandon_request = user_id
            await self.store.update_match(live.id, abandon_request=user_id)
            return False


def parse_card_file(text: str, name: str) -> list[dict[str, Any]]:
    """Validate a card file an admin imports; returns the raw card mappings."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError:
        raise UserError(f"{name}: not valid YAML") from None
    try:
        cards = parse_cards(data, name)
    except CardFileError as exc:
        raise UserError(str(exc)) from None
    if not cards:
        raise UserError(f"{name}: no cards in the file")
    return data if isinstance(data, list) else data["cards"]
