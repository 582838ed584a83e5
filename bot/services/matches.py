"""Matches as the bot runs them: plain Python over the engine and the store, no Discord.

One lock per match; every accepted action is committed before anyone is told, and a
failed write leaves the match exactly as it was. Any game of the registry, any number
of seats the game accepts.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules_engine.core.actions import Action
from rules_engine.core.errors import StaleAction
from rules_engine.core.game import Event, GameModule, MatchConfig, OptionError, names_in
from rules_engine.core.match import Match
from rules_engine.core.rng import new_seed
from rules_engine.core.table import Table

from ..i18n import t
from ..store import Conflict, MatchRow, SeatRow, Store
from .errors import NotSaved, QuotedError, UserError
from .library import Library

log = logging.getLogger("refbot.matches")
LOG_LINES = 8


@dataclass
class DmState:
    channel_id: int | None = None
    message_id: int | None = None
    failed: bool = False  # the player's DMs are closed: they use /hand
    shown: str = ""  # what the DM shows now (to skip edits that change nothing)
    # One update at a time per DM: two refreshes racing before the first DM's id is known
    # would each send a message, leaving a stale duplicate in the player's DMs.
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False, compare=False)


@dataclass
class LiveMatch:
    row: MatchRow
    match: Match
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    log: deque = field(default_factory=lambda: deque(maxlen=LOG_LINES))
    dms: dict[str, DmState] = field(default_factory=dict)
    paused_at: float | None = None
    paused_total: float = 0.0
    clock_end: float | None = None  # the round clock's end (epoch seconds), before credits
    clock_paused_from: float = 0.0
    extra_turns: int = 2
    time_called_turn: int | None = None
    round_over: bool = False
    # False for a match of another shard's guild that this process loaded for a DM click
    # (Discord sends every DM to shard 0): its round clock is the owning process's job.
    owned: bool = True
    _cache: dict = field(default_factory=dict)

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def game(self) -> GameModule:
        return self.match.game

    @property
    def paused(self) -> bool:
        return self.row.paused

    @property
    def epoch(self) -> int:
        return self.row.epoch

    @property
    def seats(self) -> tuple[str, ...]:
        return self.match.config.players

    def memo(self, key: tuple, make) -> Any:
        """`make()` once per action number and epoch (views, tables, legal actions, labels)."""
        key = (self.match.number, self.epoch, *key)
        value = self._cache.get(key)
        if value is None:
            if len(self._cache) > 64:  # a few actions' worth for up to 4 seats
                self._cache.clear()
            value = self._cache[key] = make()
        return value

    def view(self, viewer: str | None) -> dict:
        """The engine's view for `viewer`, computed once per action number."""
        return self.memo(("view", viewer), lambda: self.match.view(viewer))

    def table(self, viewer: str | None) -> Table:
        return self.memo(("table", viewer), lambda: self.game.table(self.view(viewer)))

    def names(self, viewer: str | None) -> dict[int, str]:
        """Card names as `viewer` may see them (labels are built from these only)."""
        return self.memo(("names", viewer), lambda: names_in(self.view(viewer)))

    def legal(self, seat: str) -> list[Action]:
        return self.memo(("legal", seat), lambda: self.match.legal_actions(seat))

    def player_of(self, user_id: int) -> str | None:
        return self.row.player_of(user_id)


@dataclass
class ActResult:
    action: Action
    events: list[Event]
    finished: bool


class MatchService:
    def __init__(self, store: Store, library: Library, *,
                 owns: Callable[[int | None], bool] = lambda guild_id: True, shared: bool = False) -> None:
        self.store = store
        self.library = library
        # Sharded (REFBOT_SHARD_COUNT > 1): other processes write to the same store, so a
        # match is brought up to date from it before any interaction uses it, and this
        # process restores only the matches of its own shards' guilds.
        self.owns = owns
        self.shared = shared
        self.live: dict[int, LiveMatch] = {}
        self._by_channel: dict[int | None, int] = {}
        self._challenge_locks: dict[int, asyncio.Lock] = {}

    # --- lifecycle ------------------------------------------------------------------

    def config(self, row: MatchRow) -> MatchConfig:
        game = self.library.game(row.game)
        decks = {seat: game.parse_deck(s.deck or "", seat) for seat, s in row.seats.items()}
        return MatchConfig(game=row.game, players=tuple(row.seats), decks=decks, seed=row.seed or "",
                           options=dict(row.options))

    async def _rebuild(self, row: MatchRow) -> Match:
        stored = await self.store.actions(row.id)
        actions = [Action(actor, kind, args, n) for n, (actor, kind, args, _, _) in enumerate(stored)]
        config = self.config(row)
        return await asyncio.to_thread(Match, config, actions)

    async def restore(self) -> list[LiveMatch]:
        """Rebuild every running match by replaying its log."""
        restored = []
        for row in await self.store.active_matches():
            if row.status != "active" or not self.owns(row.guild_id):
                continue
            try:
                match = await self._rebuild(row)
            except Exception:  # one broken match must not keep the others down
                log.exception("match %s could not be rebuilt from its log", row.id)
                continue
            stored = await self.store.dms(row.id)
            dms = {seat: DmState(c, m, failed) for seat, (c, m, failed) in stored.items()}
            live = LiveMatch(row, match, dms=dms)
            await self._restore_clock(live)
            for batch in match.events[-LOG_LINES:]:
                live.log.extend(batch)
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

    async def challenge(self, guild_id: int | None, channel_id: int, game_code: str,
                        challenger: tuple[int, str], invited: list[tuple[int, str]], deck_key: str | None,
                        options: dict[str, Any]) -> MatchRow:
        """A challenge in this channel: the challenger takes the first seat with their deck;
        the invited take the next seats and accept with theirs."""
        game = self.library.game(game_code)
        users = [challenger[0], *(user for user, _ in invited)]
        if challenger[0] in users[1:]:
            raise UserError(t("error-you-cannot-challenge-yourself"))
        if len(set(users)) != len(users):
            raise UserError(t("error-each-player-can-take-only-one-seat"))
        try:
            options = game.validate_options(len(users), options)
            seats = game.seats(len(users), options)
        except OptionError as exc:
            raise UserError(str(exc)) from None
        if await self.store.live_match_in(channel_id) is not None:
            raise UserError(t("error-match-in-channel-start-elsewhere"))
        text, name = await self.library.resolve_deck(challenger[0], deck_key, game.code)
        await self.library.check_deck(text, name, guild_id, game.code)
        cards = await self.library.server_cards(guild_id, game.code)
        if cards:
            options = {**options, "cards": cards}  # frozen: later imports never change this match
        rows = [SeatRow(seats[0], challenger[0], challenger[1][:100], text, name, True)]
        rows += [SeatRow(seat, user, display[:100]) for seat, (user, display) in zip(seats[1:], invited,
                                                                                      strict=True)]
        try:
            match_id = await self.store.create_challenge(guild_id, channel_id, game.code, rows, options)
        except Exception:
            log.exception("could not store a challenge")
            raise NotSaved(t("what-the-challenge")) from None
        if match_id is None:
            raise UserError(t("error-there-is-already-a-match-in-this-channel"))
        return await self.store.match(match_id)

    async def accept(self, match_id: int, user_id: int,
                     deck_key: str | None) -> tuple[MatchRow, LiveMatch | None]:
        """An invited player accepts with a deck. The match starts when every seat has
        accepted: returns its LiveMatch then, else None."""
        lock = self._challenge_locks.setdefault(match_id, asyncio.Lock())
        async with lock:
            row = await self.store.match(match_id)
            if row is None or row.status != "challenge":
                raise UserError(t("error-this-challenge-is-no-longer-open"))
            seat = row.player_of(user_id)
            if seat is None or seat == next(iter(row.seats)):
                raise UserError(t("error-only-the-challenged-players-can-accept"))
            if row.seats[seat].accepted:
                raise UserError(t("error-you-have-already-accepted-waiting-for-th"))
            text, name = await self.library.resolve_deck(user_id, deck_key, row.game)
            await self.library.check_deck(text, name, row.guild_id, row.game)
            waiting = [s for s in row.seats.values() if not s.accepted and s.seat != seat]
            seed = None if waiting else new_seed()
            try:
                await self.store.accept_seat(match_id, seat, text, name, start_seed=seed)
            except Exception:
                log.exception("could not store an acceptance")
                raise NotSaved(t("what-your-acceptance")) from None
            row = await self.store.match(match_id)
            if seed is None:
                return row, None
            try:
                match = await asyncio.to_thread(Match, self.config(row))
            except ValueError as exc:  # a deck the rules refuse at setup
                await self.store.update_match(match_id, status="declined")
                raise QuotedError("error-cannot-start", reason=str(exc)) from None
            live = LiveMatch(row, match)
            self.live[match_id] = live
            live.log.append(Event("match started", key="bot.event.match_started"))
            self._challenge_locks.pop(match_id, None)
            return row, live

    async def decline(self, match_id: int, user_id: int) -> MatchRow:
        row = await self.store.match(match_id)
        if row is None or row.status != "challenge":
            raise UserError(t("error-this-challenge-is-no-longer-open"))
        if row.player_of(user_id) is None:
            raise UserError(t("error-only-the-players-of-this-challenge-can-d"))
        try:
            await self.store.update_match(match_id, status="declined")
        except Exception:
            raise NotSaved(t("what-declining")) from None
        row.status = "declined"
        return row

    async def latest_in(self, channel_id: int) -> LiveMatch | None:
        """The channel's running match, or else its most recent one rebuilt from the
        store (for judges looking back at a finished match)."""
        live = self.in_channel(channel_id)
        if live is not None:
            return live
        row = await self.store.latest_finished_in(channel_id)
        if row is None:
            return None
        return LiveMatch(row, await self._rebuild(row))

    async def current(self, match_id: int) -> LiveMatch:
        """The running match as the store has it now: in one process the memory is the
        store; sharded, another process may have acted (a DM click goes to shard 0) or a
        match of another shard's guild is loaded here for the first time."""
        if not self.shared:
            return self.get(match_id)
        live = self.live.get(match_id)
        if live is None:
            row = await self.store.match(match_id)
            if row is None or row.status != "active":
                raise UserError(t("error-this-match-is-over-or-no-longer-exists"))
            live = LiveMatch(row, await self._rebuild(row), owned=self.owns(row.guild_id))
            await self._load_dms(live)
            await self._restore_clock(live)
            self.live.setdefault(match_id, live)
            return self.get(match_id)
        await self.catch_up(live)
        return self.get(match_id)

    async def catch_up(self, live: LiveMatch) -> None:
        """Reload the match if the store is ahead of this process's copy."""
        progress = await self.store.progress(live.id)
        if progress != (live.match.number, live.epoch, live.row.status, live.row.paused):
            async with live.lock:
                await self._reload(live)
                await self._load_dms(live)

    async def _load_dms(self, live: LiveMatch) -> None:
        stored = await self.store.dms(live.id)
        for seat, (channel, message, failed) in stored.items():
            state = live.dms.setdefault(seat, DmState())
            if state.message_id != message:
                state.shown = ""  # another process sent that DM: show it afresh when needed
            state.channel_id, state.message_id, state.failed = channel, message, failed

    def get(self, match_id: int) -> LiveMatch:
        live = self.live.get(match_id)
        if live is None:
            raise UserError(t("error-this-match-is-over-or-no-longer-exists"))
        return live

    def in_channel(self, channel_id: int | None) -> LiveMatch | None:
        # asked on every interaction (autocomplete included): remember where each channel's
        # match was found, checked against `live` since matches come and go
        known = self.live.get(self._by_channel.get(channel_id, -1))
        if known is not None and known.row.channel_id == channel_id:
            return known
        for live in self.live.values():
            if live.row.channel_id == channel_id:
                self._by_channel[channel_id] = live.id
                return live
        return None

    # --- playing --------------------------------------------------------------------

    def resolve(self, live: LiveMatch, seat: str, epoch: int, n: int, digest: str) -> Action:
        """The action a component stands for, or a refusal if the match moved on."""
        if live.match.finished:
            raise UserError(t("error-the-match-is-over"))
        if epoch != live.epoch:
            raise UserError(t("error-a-judge-rewound-the-match-since-this-was"))
        if n != live.match.number:
            raise StaleAction(n, live.match.number)
        for action in live.legal(seat):
            if action.digest() == digest:
                return action
        raise UserError(t("error-that-choice-is-no-longer-available"))

    async def act(self, live: LiveMatch, user_id: int, action: Action) -> ActResult:
        """Apply `action` for `user_id` under the match lock; commit; then return.

        Raises IllegalAction (with the clause) or UserError, leaving nothing changed; a
        failed write is undone in memory too (NotSaved)."""
        seat = live.player_of(user_id)
        if seat is None:
            raise UserError(t("error-you-are-not-playing-in-this-match"))
        if action.actor != seat:
            action = Action(seat, action.kind, action.args, action.at)
        if live.paused and action.kind != "concede":
            raise UserError(t("error-the-match-is-paused-for-a-judge-call-a-j"))
        return await self._commit(live, action, user_id)

    async def _commit(self, live: LiveMatch, action: Action, user_id: int | None) -> ActResult:
        async with live.lock:
            match = live.match
            number = match.number
            events = match.apply(action)  # IllegalAction: nothing changed
            finished = match.finished
            winner = match.winner if finished else None
            try:
                await self.store.append_action(live.id, number, action.actor, action.kind, action.args,
                                               user_id, status="finished" if finished else None,
                                               winner=winner)
            except Conflict:
                # Another process wrote this number first (two processes given one shard by
                # mistake): the store is the truth, so reload the match from it.
                log.warning("match %s: action %s was taken by another writer; reloading", live.id, number)
                live.match = match.replay(number)
                await self._reload(live)
                raise NotSaved(t("what-that-action")) from None
            except Exception:
                log.exception("match %s: action %s not saved", live.id, number)
                live.match = match.replay(number)  # not committed: forget it
                raise NotSaved(t("what-that-action")) from None
            live.log.extend(events)
            if finished:
                live.row.status = "finished"
                live.row.winner = winner
                self.live.pop(live.id, None)
        return ActResult(Action(action.actor, action.kind, action.args, number), events, finished)

    async def _reload(self, live: LiveMatch) -> None:
        """The match as the store has it (after a conflict); unchanged if that fails too."""
        try:
            row = await self.store.match(live.id)
            match = await self._rebuild(row)
        except Exception:
            log.exception("match %s could not be reloaded from the store", live.id)
            return
        live.row, live.match = row, match
        live._cache.clear()
        if row.status != "active":
            self.live.pop(live.id, None)

    async def apply_judge(self, live: LiveMatch, judge_id: int, action: Action) -> ActResult:
        """A judge's fix: an action of actor `judge`, committed like any other."""
        return await self._commit(live, Action("judge", action.kind, action.args), judge_id)

    async def abandon(self, live: LiveMatch, user_id: int) -> bool:
        """Every player must ask; True when the match is now abandoned."""
        seat = live.player_of(user_id)
        if seat is None:
            raise UserError(t("error-you-are-not-playing-in-this-match"))
        async with live.lock:
            votes = sorted(set(live.row.abandon_votes) | {user_id})
            done = set(votes) >= set(live.row.users)
            try:
                if done:
                    await self.store.update_match(live.id, status="abandoned", abandon_votes=votes)
                else:
                    await self.store.update_match(live.id, abandon_votes=votes)
            except Exception:
                raise NotSaved(t("what-your-request")) from None
            live.row.abandon_votes = votes
            if done:
                live.row.status = "abandoned"
                self.live.pop(live.id, None)
            return done
