"""Matches as the bot runs them: plain Python over the engine and the store, no Discord.

One lock per match; every accepted action is committed before anyone is told, and a
failed write leaves the match exactly as it was. Any game of the registry, any number
of seats the game accepts.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from typing import Any

from rules_engine.core.actions import Action
from rules_engine.core.errors import IllegalAction, StaleAction
from rules_engine.core.game import Event, GameModule, MatchConfig, OptionError, names_in
from rules_engine.core.match import Match
from rules_engine.core.rng import new_seed
from rules_engine.core.table import Table

from ..i18n import t
from ..store import CARD_FILES, OPEN, Conflict, MatchRow, SeatRow, Store, Transition
from .autopass import Yield, end_yields
from .errors import NotSaved, QuotedError, UserError
from .library import Library
from .seats import is_out, users_in_game

log = logging.getLogger("refbot.matches")
LOG_LINES = 8
EXPIRY_SETTING = "challenge_expiry_minutes"  # a server setting (`/config challenge-expiry`)
DEFAULT_EXPIRY_MINUTES = 10
EXPIRY_MINUTES = (1, 1440)  # the setting's range: a minute to a day
IDLE_MEMO_SECONDS = 60  # a live match's memoised views are dropped after this long unasked


@dataclass
class DmState:
    channel_id: int | None = None
    message_id: int | None = None
    failed: bool = False  # the player's DMs are closed: they use /hand
    shown: str = ""  # what the DM shows now (to skip edits that change nothing)
    lang: str | None = None  # the language it was last drawn in (None: not known)
    # One update at a time per DM: two refreshes racing before the first DM's id is known
    # would each send a message, leaving a stale duplicate in the player's DMs.
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False, compare=False)
    # an update waits for the lock: a later one need not (presenter.update_dm)
    queued: bool = field(default=False, repr=False, compare=False)


@dataclass
class OpenMenu:
    """A player's open "Your options" menu: an ephemeral message, which only the token of
    an interaction that showed it can edit, for 15 minutes from that interaction (so the
    token of the latest one is kept). Not stored: after a restart the menu goes stale."""

    token: str
    message_id: int
    since: float  # when that interaction came (the match service's clock, epoch seconds)
    shown: tuple = ()  # the position it shows: (epoch, action number, paused, finished)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False, compare=False)


@dataclass
class LiveMatch:
    row: MatchRow
    match: Match
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    log: deque = field(default_factory=lambda: deque(maxlen=LOG_LINES))
    dms: dict[str, DmState] = field(default_factory=dict)
    menus: dict[str, OpenMenu] = field(default_factory=dict)  # seat → its open options menu
    # seat → its "Pass until …" (services/autopass.py); in memory: after a restart the player is asked
    yields: dict[str, Yield] = field(default_factory=dict)
    paused_at: float | None = None
    paused_total: float = 0.0
    clock_end: float | None = None  # the round clock's end (epoch seconds), before credits
    clock_paused_from: float = 0.0
    extra_turns: int = 2
    extra_minutes: int = 0  # the extra turns end after this many minutes at most (0: no limit)
    at_time: str = "draw"  # then: "draw", or "standing" (the game's result as it stands)
    time_called_turn: int | None = None
    round_over: bool = False
    # False for a match of another shard's guild that this process loaded for a DM click
    # (Discord sends every DM to shard 0): its round clock is the owning process's job.
    owned: bool = True
    _cache: dict = field(default_factory=dict)  # memo(): this position's views, tables, choices
    _cached_at: tuple[int, int] | None = None  # the (action number, epoch) _cache is for
    memo_used: float = 0.0  # time.monotonic() when memo() was last asked
    # the board's log lines as last rendered: (event's id, language, players) → (event, line);
    # a line never changes once written, and each board re-rendered all 8 (presenter.log_lines)
    log_memo: dict = field(default_factory=dict, repr=False, compare=False)
    # the pictured messages to bring up to date (presenter.refresh): None the board, a seat its DM;
    # a mark, not a waiting coroutine — the presenter's drawers serve it (#28 §7, sixteenth pass)
    to_draw: set = field(default_factory=set, repr=False, compare=False)
    # the epoch whose end the channel was told of (presenter.announce_end): once per end, however
    # many refreshes see the match finished; a judge's rewind starts a new epoch, so its end is new
    announced_epoch: int | None = None

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
        """`make()` once per action number and epoch (tables, names, legal actions, labels).
        Only the current position's values are kept: an older position's are never asked
        for again (a stale button is refused by its action number), and keeping them cost
        ~40 KB per action per live match (docs/memory.md)."""
        cache = self._current()
        value = cache.get(key)
        if value is None:
            value = cache[key] = make()
        return value

    def _current(self) -> dict:
        """The memo, emptied first if it holds another position's values."""
        position = (self.match.number, self.epoch)
        self.memo_used = time.monotonic()
        if self._cached_at != position:
            self._cache.clear()
            self._cached_at = position
        return self._cache

    def forget_memos(self) -> None:
        """Drop the memo (an idle match's tables, names, choices; rebuilt on demand)."""
        self._cache.clear()
        self._cached_at = None

    def _from_view(self, viewer: str | None, key: tuple) -> Any:
        """What the bot reads from the engine's view for `viewer` — its table, its card
        names, the public prompt — made from one view, once per action number; the view
        itself is not kept. A view is the whole position as nested dicts, the largest entry
        of a memo (6.3 of 12 MiB for 200 matches at ~37 actions, docs/memory.md eighteenth
        pass), and nothing reads it once these are made."""
        cache = self._current()
        value = cache.get(key)
        if value is None:
            view = self.match.view(viewer)
            cache[("table", viewer)] = self.game.table(view)
            cache[("names", viewer)] = names_in(view)
            if viewer is None:
                cache[("prompt", None)] = {"prompt": view.get("prompt")}
            value = cache[key]
        return value

    def table(self, viewer: str | None) -> Table:
        return self._from_view(viewer, ("table", viewer))

    def names(self, viewer: str | None) -> dict[int, str]:
        """Card names as `viewer` may see them (labels are built from these only)."""
        return self._from_view(viewer, ("names", viewer))

    def public_prompt(self) -> dict:
        """The public view's `prompt` (what `presenter.by_hand_effect` reads), as
        `{"prompt": ...}`, once per action number."""
        return self._from_view(None, ("prompt", None))

    def legal(self, seat: str) -> list[Action]:
        return self.memo(("legal", seat), lambda: self.match.legal_actions(seat))

    def nothing_playable_in_public(self, seat: str) -> bool:
        return self.memo(("idle", seat), lambda: self.match.nothing_playable_in_public(seat))

    def player_of(self, user_id: int) -> str | None:
        return self.row.player_of(user_id)


@dataclass
class ActResult:
    action: Action
    events: list[Event]
    finished: bool


class MatchService:
    def __init__(self, store: Store, library: Library, *,
                 owns: Callable[[int | None], bool] = lambda guild_id: True, shared: bool = False,
                 clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.library = library
        self.clock = clock  # injectable: tests move time on instead of sleeping
        # Sharded (REFBOT_SHARD_COUNT > 1): other processes write to the same store, so a
        # match is brought up to date from it before any interaction uses it, and this
        # process restores only the matches of its own shards' guilds.
        self.owns = owns
        self.shared = shared
        self.live: dict[int, LiveMatch] = {}
        self._by_channel: dict[int | None, int] = {}
        self._challenge_locks: dict[int, asyncio.Lock] = {}
        self._deadlines: dict[int, float] = {}  # open challenges this process expires: id → when
        # Called with a match's row when it ends with a result (a tournament counts its games):
        # after the end is committed; a listener's failure is logged, never the player's.
        self.finished_listeners: list[Callable[[MatchRow], Awaitable[None]]] = []

    # --- lifecycle ------------------------------------------------------------------

    async def config(self, row: MatchRow) -> MatchConfig:
        """The match's setup: its decks, seed and options, its pinned card files resolved to
        their pool (from memory or the store: no card file is parsed)."""
        game = self.library.game(row.game)
        decks = {seat: game.parse_deck(s.deck or "", seat) for seat, s in row.seats.items()}
        options = dict(row.options)
        pins = options.pop(CARD_FILES, None)
        if pins:
            options["pool"] = await self.library.pinned_pool(row.game, list(pins))
        return MatchConfig(game=row.game, players=tuple(row.seats), decks=decks, seed=row.seed or "",
                           options=options)

    async def _rebuild(self, row: MatchRow) -> Match:
        stored = await self.store.actions(row.id)
        actions = [Action(actor, kind, args, n) for n, (actor, kind, args, _, _) in enumerate(stored)]
        config = await self.config(row)
        return await asyncio.to_thread(Match, config, actions)

    async def restore(self) -> list[LiveMatch]:
        """Rebuild every running match by replaying its log; note every open challenge's
        expiry (one already past expires at the next `expire_due`)."""
        restored = []
        for row in await self.store.active_matches():
            if not self.owns(row.guild_id):
                continue
            if row.status == OPEN:  # its expiry is this process's job (expire_due)
                self._deadlines[row.id] = row.expires_at or 0.0
                continue
            if row.status != "active":
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
                live.extra_minutes = int(event.get("extra_minutes", 0))
                live.at_time = str(event.get("at_time", "draw"))
                live.clock_paused_from = live.paused_total
                live.time_called_turn = None
            elif event["kind"] == "clock" and event.get("action") == "time":
                live.time_called_turn = int(event["turn"])

    # --- challenges -------------------------------------------------------------------
    # A challenge is a persisted state machine: challenge → active (every invited seat
    # accepted) | declined | withdrawn (by its challenger) | expired | cancelled (by a
    # judge). Each transition is a compare-and-set in the store, so whichever lands first
    # wins — in this process or another — and a later one is told what happened. In this
    # process one lock per challenge queues them. After a write that failed without saying
    # whether it landed, the store is read again and memory made to agree with it.

    async def expiry_minutes(self, guild_id: int | None) -> int:
        """How long a challenge in this server stays open (the `/config` setting)."""
        value = await self.store.setting(guild_id, EXPIRY_SETTING) if guild_id is not None else None
        low, high = EXPIRY_MINUTES
        valid = value is not None and value.isdigit() and low <= int(value) <= high
        return int(value) if valid else DEFAULT_EXPIRY_MINUTES

    async def set_expiry_minutes(self, guild_id: int, minutes: int) -> None:
        low, high = EXPIRY_MINUTES
        if not low <= minutes <= high:
            raise UserError(t("error-challenge-expiry-range", low=low, high=high))
        try:
            await self.store.set_setting(guild_id, EXPIRY_SETTING, str(minutes))
        except Exception:
            log.exception("could not store the challenge expiry of guild %s", guild_id)
            raise NotSaved(t("config-the-challenge-expiry")) from None

    async def challenge(self, guild_id: int | None, channel_id: int, game_code: str,
                        challenger: tuple[int, str], invited: list[tuple[int, str]], deck_key: str | None,
                        options: dict[str, Any]) -> MatchRow:
        """A challenge in this channel: the challenger takes the first seat with their deck;
        the invited take the next seats and accept with theirs. It expires after the
        server's setting. Nothing is stored until every check has passed."""
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
        pins = await self.library.card_file_pins(guild_id, game.code)
        if pins:  # the card file versions, by digest: later imports never change this match
            options = {**options, CARD_FILES: pins}
        rows = [SeatRow(seats[0], challenger[0], challenger[1][:100], text, name, True)]
        rows += [SeatRow(seat, user, display[:100]) for seat, (user, display) in zip(seats[1:], invited,
                                                                                      strict=True)]
        expires_at = self.clock() + 60 * await self.expiry_minutes(guild_id)
        try:
            match_id = await self.store.create_challenge(guild_id, channel_id, game.code, rows, options,
                                                         expires_at)
        except Exception:
            log.exception("could not store a challenge")
            raise NotSaved(t("what-the-challenge")) from None
        if match_id is None:
            raise UserError(t("error-there-is-already-a-match-in-this-channel"))
        self._deadlines[match_id] = expires_at
        return MatchRow(match_id, guild_id, channel_id, game.code, OPEN, None, options, None, None, None,
                        False, 0, [], expires_at, {row.seat: row for row in rows})

    async def posted(self, row: MatchRow, message_id: int) -> None:
        """The challenge's message is out: remember where (to edit it when it closes)."""
        await self.store.update_match(row.id, challenge_message_id=message_id)
        row.challenge_message_id = message_id

    async def discard(self, row: MatchRow) -> bool:
        """A challenge whose message could not be posted (or its id stored) never existed,
        unless someone acted on it meanwhile; if even that cannot be written, it expires as
        any other. True when it is gone."""
        try:
            gone = await self.store.discard_challenge(row.id)
        except Exception:
            log.exception("challenge %s: could not discard it; it expires instead", row.id)
            return False
        if gone:
            self._forget_challenge(row.id)
        return gone

    async def accept(self, match_id: int, user_id: int,
                     deck_key: str | None) -> tuple[MatchRow, LiveMatch | None]:
        """An invited player accepts with a deck. The match starts when every seat has
        accepted: returns its LiveMatch then, else None. A match the store says started
        but this process does not run (an answer lost with a dropped connection) is
        loaded and returned as started."""
        async with self._challenge_lock(match_id):
            row = await self._read(match_id, t("what-your-acceptance"))
            if row is not None and row.status == "active" and match_id not in self.live:
                live = await self._agree(row)
                if live is not None:
                    return row, live
                if self.owns(row.guild_id):
                    raise UserError(t("error-match-not-loaded"))
            row = self._still_open(row)
            seat = row.player_of(user_id)
            if seat is None or seat == next(iter(row.seats)):
                raise UserError(t("error-only-the-challenged-players-can-accept"))
            if row.seats[seat].accepted:
                raise UserError(t("error-you-have-already-accepted-waiting-for-th"))
            if self._expired(row):
                raise UserError(t("challenge-closed-as", status="expired"))
            text, name = await self.library.resolve_deck(user_id, deck_key, row.game)
            await self.library.check_deck(text, name, row.guild_id, row.game)
            seed = new_seed()
            seats = {**row.seats, seat: replace(row.seats[seat], deck=text, deck_name=name, accepted=True)}
            after = replace(row, seats=seats)
            match = None
            if all(s.accepted for s in seats.values()):
                # this acceptance starts the match: set it up first, so that a deck the rules
                # refuse at setup is refused with nothing written
                after = replace(after, status="active", seed=seed)
                config = await self.config(after)
                try:
                    match = await asyncio.to_thread(Match, config)
                except ValueError as exc:
                    raise QuotedError("error-cannot-start", reason=str(exc)) from None
            try:
                result = await self.store.accept_seat(match_id, seat, text, name, start_seed=seed,
                                                      now=self.clock())
            except Exception:
                log.exception("challenge %s: the acceptance of %s may not have been saved", match_id, seat)
                result, match = await self._landed_acceptance(match_id, seat, text), None
            if not result.won:
                if result.late:
                    raise UserError(t("challenge-closed-as", status="expired"))
                if result.status == OPEN:
                    raise UserError(t("error-you-have-already-accepted-waiting-for-th"))
                found = await self._read(match_id, t("what-your-acceptance"), after_write=True)
                if found is not None:
                    await self._agree(found)
                raise UserError(t("challenge-closed-as", status=result.status or "gone"))
            if result.status == OPEN:
                return after, None
            if match is None:  # set up from the store: its acceptance landed unseen, or another process's too
                row = await self._read(match_id, t("what-your-acceptance"), after_write=True)
                live = await self._agree(row)
                if live is None and self.owns(row.guild_id):
                    raise UserError(t("error-match-not-loaded"))
                return row, live
            self._forget_challenge(match_id)
            live = self.live.setdefault(match_id, LiveMatch(after, match))
            live.log.append(Event("match started", key="bot.event.match_started"))
            return after, live

    async def decline(self, match_id: int, user_id: int) -> MatchRow:
        """A player declines, or the challenger withdraws: the challenge closes, unless
        something else closed it or the match started first."""
        async with self._challenge_lock(match_id):
            row = await self._open(match_id, t("what-declining"))
            if row.player_of(user_id) is None:
                raise UserError(t("error-only-the-players-of-this-challenge-can-d"))
            status = "withdrawn" if user_id == next(iter(row.seats.values())).user_id else "declined"
            return await self._close(row, status, user_id, {}, t("what-declining"))

    async def cancel(self, channel_id: int, judge_id: int, reason: str) -> MatchRow:
        """A judge (or a member with Manage Server: the caller checks) cancels the channel's
        open challenge; recorded as a `cancelled` event with who and why."""
        found = await self._read_open_in(channel_id)
        async with self._challenge_lock(found.id):
            row = await self._open(found.id, t("what-cancelling"))
            row = await self._close(row, "cancelled", judge_id, {"reason": reason[:500]},
                                    t("what-cancelling"))
        log.info("challenge %s in channel %s cancelled by judge %s", row.id, channel_id, judge_id)
        return row

    async def expire_due(self) -> list[MatchRow]:
        """Close every challenge this process knows whose time is up; the closed ones, to
        say so on their messages. A write that fails is tried again at the next call."""
        now = self.clock()
        closed = []
        for match_id, deadline in sorted(self._deadlines.items(), key=lambda item: item[1]):
            if deadline > now:
                continue
            async with self._challenge_lock(match_id):
                try:
                    result = await self.store.close_challenge(match_id, "expired", None, {}, now)
                    row = await self.store.match(match_id)
                except Exception:
                    log.exception("challenge %s: its expiry could not be saved; trying again later", match_id)
                    continue
            if result.status == OPEN:  # the store's expiry is later (set again meanwhile)
                self._deadlines[match_id] = row.expires_at if row and row.expires_at else deadline
                continue
            self._forget_challenge(match_id)
            if result.status == "expired" and row is not None:  # by this call, or one whose answer was lost
                closed.append(row)
        return closed

    def _challenge_lock(self, match_id: int) -> asyncio.Lock:
        return self._challenge_locks.setdefault(match_id, asyncio.Lock())

    def _forget_challenge(self, match_id: int) -> None:
        self._challenge_locks.pop(match_id, None)
        self._deadlines.pop(match_id, None)

    def _expired(self, row: MatchRow) -> bool:
        return row.expires_at is not None and row.expires_at <= self.clock()

    async def _read(self, match_id: int, what: str, *, after_write: bool = False) -> MatchRow | None:
        """The match as the store has it now. If the store cannot say: before writing,
        nothing was changed; after a write whose fate is unknown, nobody is told "nothing
        was changed" — they are told that it is not known."""
        try:
            return await self.store.match(match_id)
        except Exception:
            log.exception("match %s could not be read", match_id)
            if after_write:
                raise UserError(t("error-outcome-unknown", what=what)) from None
            raise NotSaved(what) from None

    async def _read_open_in(self, channel_id: int) -> MatchRow:
        try:
            row = await self.store.live_match_in(channel_id)
        except Exception:
            log.exception("channel %s: could not read its match", channel_id)
            raise NotSaved(t("what-cancelling")) from None
        if row is None or row.status != OPEN:
            raise UserError(t("error-no-challenge-here"))
        return row

    async def _open(self, match_id: int, what: str) -> MatchRow:
        """The open challenge as the store has it, or the refusal that says what closed it
        (with memory brought to agree: a match that started runs here)."""
        row = await self._read(match_id, what)
        if row is not None and row.status != OPEN:
            await self._agree(row)
        return self._still_open(row)

    def _still_open(self, row: MatchRow | None) -> MatchRow:
        """The row, if the challenge is open; else the refusal that says what closed it."""
        if row is None:
            raise UserError(t("error-this-challenge-is-no-longer-open"))
        if row.status != OPEN:
            self._forget_challenge(row.id)
            raise UserError(t("challenge-closed-as", status=row.status))
        return row

    async def _landed_acceptance(self, match_id: int, seat: str, deck: str) -> Transition:
        """What an acceptance whose answer was lost did, as the store has it now."""
        row = await self._read(match_id, t("what-your-acceptance"), after_write=True)
        mine = row is not None and row.seats.get(seat) is not None and row.seats[seat].accepted \
            and row.seats[seat].deck == deck
        if row is not None and mine and row.status in (OPEN, "active"):
            return Transition(True, row.status)
        if row is not None and row.status == OPEN:
            raise NotSaved(t("what-your-acceptance"))  # it did not land: truly nothing changed
        return Transition(False, row.status if row else None)

    async def _close(self, row: MatchRow, status: str, user_id: int | None, data: dict,
                     what: str) -> MatchRow:
        try:
            result = await self.store.close_challenge(row.id, status, user_id, data, self.clock())
        except Exception:
            log.exception("challenge %s: closing it (%s) may not have been saved", row.id, status)
            found = await self._read(row.id, what, after_write=True)
            if found is not None and found.status == OPEN:
                raise NotSaved(what) from None  # it did not land: truly nothing changed
            result = Transition(found is not None and found.status == status, found.status if found else None)
        if not result.won:
            found = await self._read(row.id, what, after_write=True)
            if found is not None:
                await self._agree(found)
            raise UserError(t("challenge-closed-as", status=result.status or "gone"))
        self._forget_challenge(row.id)
        row.status = status
        return row

    async def _agree(self, row: MatchRow) -> LiveMatch | None:
        """Make this process agree with the store's row: a match the store says runs (and
        this process owns) runs here, rebuilt from its log; a closed challenge is forgotten."""
        if row.status != "active":
            if row.status != OPEN:
                self._forget_challenge(row.id)
            return None
        live = self.live.get(row.id)
        if live is None and self.owns(row.guild_id):
            try:
                match = await self._rebuild(row)
            except Exception:  # the store is failing: the next interaction tries again
                log.exception("match %s could not be rebuilt from its log", row.id)
                return None
            live = self.live.setdefault(row.id, LiveMatch(row, match))
            if not live.log:
                live.log.append(Event("match started", key="bot.event.match_started"))
            self._forget_challenge(row.id)
        return live

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

    def forget_idle_memos(self, idle_seconds: float = IDLE_MEMO_SECONDS) -> int:
        """Drop the memoised views of the matches nobody has looked at for `idle_seconds`
        (most live matches, most of the time, are waiting for a person): they are rebuilt
        from the match's state on the next look. How many were dropped."""
        cutoff = time.monotonic() - idle_seconds
        idle = [live for live in self.live.values() if live._cache and live.memo_used <= cutoff]
        for live in idle:
            live.forget_memos()
        return len(idle)

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
            result = await self._commit_locked(live, action, user_id)
        if result.finished:
            await self.ended(live.row)
        return result

    async def pass_automatically(self, live: LiveMatch,
                                 choose: Callable[[LiveMatch, str], Action | None],
                                 limit: int) -> list[ActResult]:
        """The passes the bot takes for players (services/autopass.py), one after another
        while `choose` names one, each decided and committed under the match lock (so two
        clicks racing never pass twice), each logged as automatic. A pass that cannot be
        saved stops the run: the player is asked instead."""
        results: list[ActResult] = []
        async with live.lock:
            while len(results) < limit and not live.match.finished and not live.paused \
                    and live.id in self.live:
                action = next((a for seat in live.match.deciding()
                               if (a := choose(live, seat)) is not None), None)
                if action is None:
                    break
                try:
                    results.append(await self._commit_locked(live, action, live.row.user_of(action.actor),
                                                             automatic=True))
                except (NotSaved, IllegalAction):
                    log.warning("match %s: an automatic pass for %s was not taken", live.id, action.actor,
                                exc_info=True)
                    break
        if any(result.finished for result in results):
            await self.ended(live.row)
        return results

    async def _commit_locked(self, live: LiveMatch, action: Action, user_id: int | None, *,
                             automatic: bool = False) -> ActResult:
        """Apply and save one action; the caller holds the match lock."""
        if live.row.status != "active":  # ended meanwhile without an action: the round clock, abandoning
            raise UserError(t("error-the-match-is-over"))
        match = live.match
        number = match.number
        events = match.apply(action)  # IllegalAction: nothing changed
        if automatic:  # the log says the bot passed, not the player (the engine's own "passes" goes)
            events = [Event(f"{action.actor} passes (automatic pass)", key="bot.event.auto_pass",
                            params={"player": action.actor}),
                      *(e for e in events if not e.key.endswith(".event.passes"))]
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
        end_yields(live.yields, action, automatic)  # "Pass until …" ends (services/autopass.py)
        if finished:
            live.row.status = "finished"
            live.row.winner = winner
            self.live.pop(live.id, None)
        return ActResult(Action(action.actor, action.kind, action.args, number), events, finished)

    async def ended(self, row: MatchRow) -> None:
        """Tell the listeners that this match ended (its result is in the store already)."""
        for listener in self.finished_listeners:
            try:
                await listener(row)
            except Exception:
                log.exception("match %s: a listener of its end failed", row.id)

    async def start_arranged(self, guild_id: int | None, channel_id: int, game_code: str,
                             seats: list[tuple[int, str, str, str]], options: dict[str, Any]) -> LiveMatch:
        """A match that starts at once between players whose decks were settled elsewhere (a
        tournament's registration): seats are (user, display name, deck text, deck name).
        The decks are set up by the engine before anything is stored."""
        game = self.library.game(game_code)
        try:
            options = game.validate_options(len(seats), options)
            names = game.seats(len(seats), options)
        except OptionError as exc:
            raise UserError(str(exc)) from None
        pins = await self.library.card_file_pins(guild_id, game.code)
        if pins:  # the card file versions, by digest, as a challenge keeps them
            options = {**options, CARD_FILES: pins}
        rows = [SeatRow(seat, user, display[:100], deck, deck_name, True)
                for seat, (user, display, deck, deck_name) in zip(names, seats, strict=True)]
        seed = new_seed()
        row = MatchRow(0, guild_id, channel_id, game.code, "active", seed, options, None, None, None,
                       False, 0, [], None, {r.seat: r for r in rows})
        try:
            match = await asyncio.to_thread(Match, await self.config(row))
        except ValueError as exc:
            raise QuotedError("error-cannot-start", reason=str(exc)) from None
        try:
            match_id = await self.store.create_arranged_match(guild_id, channel_id, game.code, rows, options,
                                                              seed)
        except Exception:
            log.exception("could not store an arranged match")
            raise NotSaved(t("what-the-match")) from None
        if match_id is None:
            raise UserError(t("error-there-is-already-a-match-in-this-channel"))
        row.id = match_id
        live = self.live.setdefault(match_id, LiveMatch(row, match))
        live.log.append(Event("match started", key="bot.event.match_started"))
        return live

    async def _reload(self, live: LiveMatch) -> None:
        """The match as the store has it (after a conflict); unchanged if that fails too."""
        try:
            row = await self.store.match(live.id)
            match = await self._rebuild(row)
        except Exception:
            log.exception("match %s could not be reloaded from the store", live.id)
            return
        live.row, live.match = row, match
        live.forget_memos()
        if row.status != "active":
            self.live.pop(live.id, None)

    async def apply_judge(self, live: LiveMatch, judge_id: int, action: Action) -> ActResult:
        """A judge's fix: an action of actor `judge`, committed like any other."""
        return await self._commit(live, Action("judge", action.kind, action.args), judge_id)

    async def abandon(self, live: LiveMatch, user_id: int) -> bool:
        """Every player still in the game must ask (an eliminated one is a spectator and has
        no say, 12-2-5); True when the match is now abandoned."""
        seat = live.player_of(user_id)
        if seat is None:
            raise UserError(t("error-you-are-not-playing-in-this-match"))
        async with live.lock:
            if is_out(live, user_id):
                raise UserError(t("error-out-no-abandon"))
            votes = sorted(set(live.row.abandon_votes) | {user_id})
            done = set(votes) >= set(users_in_game(live))
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
