"""The presenter: applies an action and brings every message that shows the match up to
date — the public board, each player's DM, the announcements — for any game.

Commands of every group use it (and never each other). It speaks to Discord only
through the `Messenger` port and builds every message with the pure renderers, from
tables and labels the game module makes out of views (never from the state).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from rules_engine.core.actions import Action
from rules_engine.core.rng import commitment
from rules_engine.core.zones import JUDGE

from . import i18n
from .i18n import t
from .ports import DeliveryError, DmClosed, MessageGone, Messenger, OutMessage
from .render.board import BoardMeta, board_message
from .render.cards import card_labels, localise_names, localise_texts, translate_text
from .render.challenge import closed_message
from .render.hand import hand_message
from .render.menus import Choice, MenuContext, options_components, public
from .render.picture import Viewer
from .render.picture.attach import DEFAULT_BYTES as PICTURE_CACHE_BYTES
from .render.picture.attach import DEFAULT_MODE, MODES, PictureCache, Superseded, with_picture
from .render.picture.warm import Warmed, deck_numbers, pool_faces, warm
from .render.picture.worker import TRIM_INTERVAL
from .render.text import clip, escape
from .services.autopass import MAX_IN_A_ROW, YIELD_SCOPES, AutoPassSettings, Yield, decide
from .services.judging import JudgeService
from .services.locales import Locales
from .services.matches import ActResult, DmState, LiveMatch, MatchService, OpenMenu
from .store import MatchRow

log = logging.getLogger("refbot.presenter")

BOARD_MODE = "board"  # the store setting of /config board
# An open options menu is edited while its interaction token is younger than this: Discord
# accepts the token for 15 minutes; the minute left covers a refresh under way and clock skew.
MENU_EDITABLE_SECONDS = 14 * 60

# Where the acting player clicked: the board, their DM, a private menu, or a slash command.
Origin = str


@dataclass(frozen=True, slots=True)
class Reply:
    """What the acting player is answered: `update` edits the message they clicked on
    (the board or their DM) in place; otherwise a private (ephemeral) reply."""

    message: OutMessage
    update: bool = False


Respond = Callable[[Reply], Awaitable[None]]


DRAWER_TASK = "refbot-drawer"  # the tasks bringing marked pictured messages up to date


class Presenter:
    def __init__(self, matches: MatchService, judging: JudgeService, messenger: Messenger,
                 locales: Locales | None = None, autopass: AutoPassSettings | None = None,
                 picture_cache_bytes: int = PICTURE_CACHE_BYTES) -> None:
        self.matches = matches
        self.judging = judging
        self.messenger = messenger
        self.locales = locales or Locales(matches.store)
        self.autopass = autopass or AutoPassSettings(matches.store)
        self.pictures = PictureCache(picture_cache_bytes)
        self._modes: dict[int, str] = {}  # server → /config board
        self._pictured: set[int] = set()  # board messages that carry a picture now
        self.warming: dict[int, asyncio.Task] = {}  # match → its pool being drawn ahead (tests wait on it)
        self.last_warmed: tuple[int, Warmed] | None = None  # (match, what it drew): logs and tests
        # one match warms at a time: the other render thread stays free for pictures (a restart
        # with many live matches queues them one by one, not all ahead of every picture)
        self._warm_turn = asyncio.Semaphore(1)
        # matches with pictured messages marked to bring up to date (`refresh`), in the order
        # marked, and the drawers serving them (at most one a place among the pictures in flight)
        self._marked: dict[int, LiveMatch] = {}
        self._drawers = 0

    # --- reading ----------------------------------------------------------------------

    def names(self, live: LiveMatch) -> dict[str, str]:
        """Seat → display name, and a team (a 2v2 battle's "X") → "Team X", for every line
        that names who acted or won (#30 §3: never a bare letter)."""
        out = {}
        for seat, row in live.row.seats.items():
            out[seat] = self.messenger.display_name(row.user_id) or row.name or t("player-seat", seat=seat)
        for seat in live.table(None).seats:
            for tag in seat.tags:
                if tag.startswith("team "):
                    team = tag.split(" ", 1)[1]
                    out.setdefault(team, t("picture-team", team=team))
        return out

    def table(self, live: LiveMatch, viewer: str | None):
        """What `viewer` sees, with card names in the current language where the card
        files give them."""
        pool = getattr(live.match.state, "pool", None)
        get = getattr(pool, "get", None)

        def names_of(number: str):
            card = get(number) if get is not None else None
            return getattr(card, "names", None) or None

        return localise_texts(localise_names(live.table(viewer), names_of), self.lines_of(live))

    @staticmethod
    def lines_of(live: LiveMatch):
        """A card number → its printed lines translated into the current language, where its
        card file gives a display translation (NEX-A's own cards)."""
        pool = getattr(live.match.state, "pool", None)
        get = getattr(pool, "get", None)
        lang = i18n.current()

        def lines(number: str):
            card = get(number) if get is not None else None
            display = getattr(card, "display_lines", None)
            return display(lang) if callable(display) else None

        return lines

    def choices(self, live: LiveMatch, seat: str) -> list[Choice]:
        """The seat's legal actions with their labels, once per action number (asked by
        every autocomplete, every DM refresh and the board)."""
        def make() -> list[Choice]:
            # only what this player may see; mirror units told apart by their place (#30 §4)
            names = {**live.names(seat), **card_labels(live.table(None))}
            # once per digest: a menu option's value is the digest, and Discord refuses a
            # select naming one value twice
            unique = {a.digest(): a for a in live.legal(seat) if a.kind != "concede"}
            return [Choice(a, live.game.describe(a, names)) for a in unique.values()]
        return live.memo(("choices", seat), make)

    def menu_context(self, live: LiveMatch, seat: str) -> MenuContext:
        return MenuContext(live.id, live.epoch, live.match.number, seat, live.game.action_groups,
                           live.row.game, self.names(live), YIELD_SCOPES)

    def decides_privately(self, live: LiveMatch, seat: str) -> bool:
        """The seat must decide now and nothing it may do can be offered on the public
        board (a redraw, a discard, a face-down choice): its DM shows the controls."""
        if live.match.finished or seat not in live.match.deciding():
            return False
        choices = self.choices(live, seat)
        return bool(choices) and not public(choices)

    def board(self, live: LiveMatch) -> OutMessage:
        table = self.table(live, None)
        meta = BoardMeta(match_id=live.id, title=live.game.title, epoch=live.epoch,
                         commitment=commitment(live.row.seed or ""), paused=live.paused,
                         clock=self.clock_text(live), log=self.log_lines(live), round_over=live.round_over,
                         names=self.names(live),
                         by_hand=by_hand_effect(live.public_prompt(), self.lines_of(live)),
                         yields=YIELD_SCOPES)
        buttons = []
        if not live.paused:
            for seat in live.match.deciding():
                buttons += public(self.choices(live, seat))
        return board_message(table, meta, buttons)

    def hand(self, live: LiveMatch, seat: str) -> OutMessage:
        controls: tuple[dict, ...] = ()
        if self.decides_privately(live, seat) and not live.paused:
            controls = options_components(self.menu_context(live, seat), self.choices(live, seat),
                                          live.names(seat), buttons_first=True)
        return hand_message(self.table(live, seat), seat, match_id=live.id,
                            channel_mention=f"<#{live.row.channel_id}>", controls=controls)

    def options(self, live: LiveMatch, seat: str, done: str = "") -> OutMessage:
        """The seat's private menu of legal actions; `done` (what their last choice did)
        heads it when the menu is kept open after a choice."""
        head = f"{done}\n" if done else ""
        if live.match.finished:  # a menu kept open to the end says so
            return OutMessage(content=clip(head + "🏁 " + t("error-the-match-is-over"), 2000))
        choices = [] if live.paused else self.choices(live, seat)
        if not choices:
            deciding = live.match.deciding()
            who = i18n.join_and([escape(self.names(live).get(s, s)) for s in deciding]) or t("nobody")
            return OutMessage(content=clip(head + t("options-nothing", who=who), 2000))
        components = options_components(self.menu_context(live, seat), choices, live.names(seat))
        title = t("options-title", action=live.match.number, match=str(live.id))
        waiting = by_hand_effect(live.public_prompt(), self.lines_of(live))
        if waiting is not None and waiting[0] == seat:  # the by-hand menu opens with the effect as printed
            title += "\n" + clip("✋ " + t("options-by-hand", text=escape(waiting[1])), 1800)
        return OutMessage(content=clip(head + title, 2000), components=components)

    def clock_text(self, live: LiveMatch) -> str:
        left = self.judging.remaining(live)
        if left is None:
            return ""
        if live.round_over:  # a draw, or decided as it stands (services/tournament/end_of_round.py)
            return t("clock-round-over" if live.row.winner in (None, "draw") else "clock-round-over-standing")
        if live.time_called_turn is not None:
            return t("clock-time", turn=live.time_called_turn + live.extra_turns)
        minutes, seconds = divmod(int(max(0, left)), 60)
        return t("clock-left", time=f"{minutes}:{seconds:02d}")

    # --- pictures (issue 31, docs/picture.md) ---------------------------------------

    async def board_mode(self, guild_id: int | None) -> str:
        """`/config board`: picture, text or both (the default)."""
        if not guild_id:
            return DEFAULT_MODE
        if guild_id not in self._modes:
            try:
                value = await self.matches.store.setting(guild_id, BOARD_MODE)
            except Exception:  # a display preference is not worth failing an action for
                log.warning("could not read the board mode of %s", guild_id, exc_info=True)
                value = None
            self._modes[guild_id] = value if value in MODES else DEFAULT_MODE
        return self._modes[guild_id]

    async def set_board_mode(self, guild_id: int, mode: str) -> None:
        await self.matches.store.set_setting(guild_id, BOARD_MODE, mode)
        self._modes[guild_id] = mode

    async def picture(self, live: LiveMatch, viewer: Viewer, lang: str,
                      slot: tuple | None = None) -> bytes | None:
        """The PNG of the table `viewer` sees (drawn in a worker thread, cached), or None.
        The table is taken here, on the event loop, so the state cannot move under it.
        `slot`: the message it is for; raises `Superseded` when a newer picture of that
        message was asked for meanwhile (attach.py)."""
        table = live.table(JUDGE if viewer.judge else viewer.seat)
        pool = getattr(live.match.state, "pool", None)
        picture = await self.pictures.get(table, match_id=live.id, epoch=live.epoch, lang=lang, viewer=viewer,
                                          names=self.names(live), printed=getattr(pool, "get", None),
                                          title=live.game.title, slot=slot)
        return picture.png if picture is not None else None

    def warm(self, live: LiveMatch) -> asyncio.Task:
        """Draw the match's card pool ahead of its boards (render/picture/warm.py), in a render
        thread, after whatever is queued there: at a match's start (after its board is
        posted), when the bot restarts with it, after a judge's rewind. Never awaited by an
        interaction; a failure is logged and costs nothing but speed."""
        running = self.warming.get(live.id)
        if running is not None and not running.done():
            return running
        task = self.warming[live.id] = asyncio.get_running_loop().create_task(self._warm(live))
        task.add_done_callback(lambda done: self.warming.pop(live.id, None) if self.warming.get(live.id)
                               is done else None)
        return task

    async def _warm(self, live: LiveMatch) -> Warmed | None:
        try:
            guild = live.row.guild_id
            if await self.board_mode(guild) == "text":
                return None
            # the languages it is shown in: the board's, and each player's DM
            langs = [await self.locales.public(guild),
                     *[await self.locales.user(live.row.user_of(seat)) for seat in live.seats]]
            pool = getattr(live.match.state, "pool", None)
            # the decks' card lists as submitted (never their order) and the card files: no state
            faces = pool_faces(live.game, pool, deck_numbers(live.match.config.decks))
            async with self._warm_turn:
                warmed = await self.pictures.worker.run(warm, live.game.code, faces, langs=langs,
                                                        printed=getattr(pool, "get", None))
            log.info("match %s: drew %s tiles ahead (%s found, %s left for want of room)", live.id,
                     warmed.drawn, warmed.found, warmed.left)
            self.last_warmed = (live.id, warmed)
            return warmed
        except Exception:
            log.warning("could not draw match %s's cards ahead", live.id, exc_info=True)
            return None

    async def pictured(self, live: LiveMatch, build: Callable[[], OutMessage], viewer: Viewer, lang: str,
                       slot: tuple | None = None) -> OutMessage:
        """The message `build` makes, with `viewer`'s picture, as the server's `/config board`
        wants it (`slot`: as `picture`'s, raising `Superseded`). With a picture, the message is
        built and the table taken once a place among the pictures in flight is free
        (`PictureCache.place`): text and picture show the same position, and a request
        waiting for its place holds neither."""
        mode = await self.board_mode(live.row.guild_id)
        if mode == "text":
            return build()
        async with self.pictures.place(slot):
            message = build()
            png = await self.picture(live, viewer, lang, slot)
        return with_picture(message, png, mode) if png is not None else message

    # --- acting -----------------------------------------------------------------------

    async def apply(self, live: LiveMatch, user_id: int, action: Action, origin: Origin,
                    respond: Respond, menu: tuple[str, int] | None = None,
                    then_yield: str | None = None) -> ActResult:
        """Apply the action (refused with the clause, or not saved: nothing changes), answer
        the acting player, then refresh every other message that shows the match.

        `menu`: (the interaction's token, the message id) when the player chose in their
        options menu; the menu answered is kept current from then on (`keep_menu`).
        `then_yield`: the action is a pass chosen with "Pass until …" (services/autopass.py):
        the yield of that scope starts from the moment it was chosen."""
        chosen_at = live.table(None)
        result = await self.matches.act(live, user_id, action)
        if then_yield is not None and not live.match.finished:
            live.yields[result.action.actor] = Yield.chosen(then_yield, chosen_at, live.epoch)
        await self.pass_automatically(live)
        seat = result.action.actor
        await self.check_clock(live)
        players = self.names(live)
        mine = [i18n.event_line(e, live.row.game, seat, players=players, markdown=True)
                for e in result.events]
        names = live.names(seat)
        label = i18n.action_label(live.game.describe(result.action, names), result.action, live.row.game,
                                  names, players=players)
        # who did what, always: "✅ Bob passes", or "✅ Bob: Pass" when the engine logs nothing
        said = " · ".join(mine) or t("action-done", who=escape(players.get(seat, seat)), action=escape(label))
        if then_yield is not None:  # and what comes next: "passing until something happens"
            said += " · " + t(f"yield-on-{then_yield}")
        summary = OutMessage(content="✅ " + clip(said, 1900))
        if origin == "board":  # the public board: in the server's language, not the clicker's
            with i18n.use(await self.locales.public(live.row.guild_id)):
                board = self.board(live)
            # answered at once; the new picture follows in an edit (the old one stays meanwhile)
            mode = await self.board_mode(live.row.guild_id)
            if mode != "text" and live.row.board_message_id in self._pictured:
                board = with_picture(board, None, mode)
            await respond(Reply(board, update=True))
            await self.refresh(live, board=mode != "text")
        elif origin == "dm":
            message = self.hand(live, seat)
            await respond(Reply(message, update=True))  # its picture follows (refresh)
            state = live.dms.setdefault(seat, DmState())
            if await self.board_mode(live.row.guild_id) == "text":
                state.shown = self._dm_key(live, seat)
                await self.refresh(live, skip_dm=seat)
            else:
                state.shown = ""  # the answer above carried no picture: draw this player's anew
                await self.refresh(live)
        elif origin == "options":  # the menu stays open, with the choices of now
            await respond(Reply(self.options(live, seat, done=summary.content), update=True))
            if menu is not None:
                self.keep_menu(live, seat, *menu)
            await self.refresh(live)
        else:
            await respond(Reply(summary))
            await self.refresh(live)
        return result

    async def pass_automatically(self, live: LiveMatch) -> list[ActResult]:
        """Pass for every player who chose "Pass until …" while the moment is within it, and
        for every player whose only choice is to pass, as each one's auto-pass setting
        allows (services/autopass.py); the passes taken."""
        if live.match.finished or live.paused:
            return []
        preferences = {seat: await self.autopass.preference(live.row.guild_id, live.row.user_of(seat),
                                                            live.row.game) for seat in live.seats}

        def choose(live: LiveMatch, seat: str) -> Action | None:
            legal, public = live.legal(seat), live.table(None)
            if seat in live.yields and not live.yields[seat].covers(public, seat, live.epoch):
                del live.yields[seat]  # its scope is over
            return decide(legal, public, seat, preferences[seat],
                          lambda: live.nothing_playable_in_public(seat),
                          yielded=live.yields.get(seat), epoch=live.epoch)

        return await self.matches.pass_automatically(live, choose, MAX_IN_A_ROW)

    def log_lines(self, live: LiveMatch) -> tuple[str, ...]:
        """The board's recent log, in the language being rendered (the server's), players by
        their display names (#30 §3): markdown lines, each name and card name in them escaped
        where the line is built."""
        players = self.names(live)
        lang, who = i18n.current(), tuple(players.items())
        known, memo, lines = live.log_memo, {}, []
        for event in live.log:  # each line rendered once per language and names, not per board
            key = (id(event), lang, who)
            hit = known.get(key)
            line = hit[1] if hit is not None and hit[0] is event else \
                i18n.event_line(event, live.row.game, players=players, markdown=True)
            memo[key] = (event, line)  # `event` kept with it: an id is reused once its object is gone
            lines.append(line)
        live.log_memo = memo  # only the lines on the board now
        return tuple(lines)

    # --- refreshing -------------------------------------------------------------------

    async def refresh(self, live: LiveMatch, *, board: bool = True, skip_dm: str | None = None) -> None:
        """Bring the board and every player's DM up to date (after any automatic passes
        the match now calls for: a judge's resume or rewind can leave a player only a
        pass); announce the end.

        With pictures on, the board and DMs are marked and this returns: the presenter's
        drawers bring them up to date in turn (`_draw_marked`), so the interaction that asked
        is not held while the pictures wait for the render threads (#28 §7, sixteenth pass).
        The open menus (text only) and a finished match's messages are done here."""
        await self.pass_automatically(live)
        seats = [seat for seat in live.seats if seat != skip_dm]
        menus = [self.update_menu(live, seat) for seat in list(live.menus)]
        if not live.match.finished and await self.board_mode(live.row.guild_id) != "text":
            live.to_draw.update(([None] if board else []) + seats)
            self._marked.setdefault(live.id, live)
            while self._drawers < self.pictures.places and self._drawers < len(self._marked):
                self._drawers += 1
                asyncio.get_running_loop().create_task(self._draw_marked(), name=DRAWER_TASK)
            await asyncio.gather(*menus)
            return
        live.to_draw.clear()  # done here, now
        self._marked.pop(live.id, None)
        tasks = [self.update_board(live)] if board else []
        tasks += [self.update_dm(live, seat) for seat in seats]
        await asyncio.gather(*tasks, *menus)
        if live.match.finished:
            await self.announce_end(live)

    async def _draw_marked(self) -> None:
        """One drawer: takes the match marked first, brings its marked board and DMs up to
        date (each as it is when drawn: the newest), and the next, until none is marked."""
        try:
            while self._marked:
                live = self._marked.pop(next(iter(self._marked)))
                marks, live.to_draw = live.to_draw, set()
                if live.match.finished:
                    continue  # its refresh at the end did it all
                jobs = [self.update_board(live) if mark is None else self.update_dm(live, mark)
                        for mark in marks]
                for outcome in await asyncio.gather(*jobs, return_exceptions=True):
                    if isinstance(outcome, Exception):
                        log.error("could not update match %s's messages", live.id, exc_info=outcome)
        finally:
            self._drawers -= 1
        if self._drawers == 0 and not self._marked:
            # the backlog drained: what its pictures took and the event loop freed once they were
            # sent is handed back now, not at the clock watcher's next trim (seventeenth pass)
            await self.pictures.worker.settle(at_most_every=TRIM_INTERVAL)

    async def refresh_all(self, lives: list[LiveMatch]) -> None:
        """After a restart: each live match brought up to date, then its pool drawn ahead."""
        for live in lives:
            await self.refresh(live)
        for live in lives:
            self.warm(live)

    async def update_board(self, live: LiveMatch) -> None:
        lang = await self.locales.public(live.row.guild_id)
        def board() -> OutMessage:
            with i18n.use(lang):
                return self.board(live)

        try:
            message = await self.pictured(live, board, Viewer(), lang, slot=("board", live.id))
        except Superseded:  # a newer refresh of this board is drawing: it edits the board
            return  # (a DM needs no slot: its updates take turns under the seat's lock)
        if live.row.board_message_id:
            if not message.files and live.row.board_message_id in self._pictured:
                message = replace(message, clear_files=True)  # now text only: the old picture goes
            try:
                await self.messenger.edit(live.row.channel_id, live.row.board_message_id, message)
                self._mark_pictured(live.row.board_message_id, message)
                return
            except MessageGone:
                pass  # the board was deleted: post a new one
            except DeliveryError:
                log.warning("board edit failed for match %s", live.id, exc_info=True)
                return
        try:
            sent = await self.messenger.send(live.row.channel_id, message)
        except DeliveryError:
            log.warning("could not post the board of match %s", live.id, exc_info=True)
            return
        live.row.board_message_id = sent.message_id
        self._mark_pictured(sent.message_id, message)
        await self.matches.store.update_match(live.id, board_message_id=sent.message_id)

    def _mark_pictured(self, message_id: int, message: OutMessage) -> None:
        if message.files:
            self._pictured.add(message_id)
        elif message.clear_files:
            self._pictured.discard(message_id)

    def _dm_key(self, live: LiveMatch, seat: str) -> str:
        """What a DM shows: the player's own cards, their stats, a private decision."""
        table = live.table(seat)
        mine = table.seat(seat)
        piles = tuple((p.key, tuple(f.uid for f in p.cards or ())) for p in mine.piles if p.private) \
            if mine else ()
        decision = live.match.number if self.decides_privately(live, seat) and not live.paused else None
        # With pictures on, the DM's picture (the table as this player sees it, stamped with its
        # action number) is redrawn when what the DM says changes — the player's cards, stats,
        # decision — not at every action: redrawing every DM at every action tripled the CPU of a
        # played game (tests/bot/test_every_game.py: 175 s against 56 s text only; docs/picture.md).
        mode = self._modes.get(live.row.guild_id or 0, DEFAULT_MODE)
        pictured = mode != "text"
        return repr((piles, mine.stats if mine else (), mine.out if mine else False, decision,
                     live.match.finished, live.epoch, pictured))

    async def update_dm(self, live: LiveMatch, seat: str) -> None:
        state = live.dms.setdefault(seat, DmState())
        # One update at a time, and at most one waiting: it shows the DM as it is when its turn
        # comes (`_update_dm` reads the match then), so a later one has nothing to add and
        # returns at once — pictures behind the answers (#28 §7) then keep one waiting update a
        # DM, not one an action, each holding the interaction that asked (sixteenth pass).
        if state.queued:
            return
        state.queued = True
        try:
            await state.lock.acquire()
        finally:
            state.queued = False
        try:
            await self._update_dm(live, seat, state)
        finally:
            state.lock.release()

    async def _update_dm(self, live: LiveMatch, seat: str, state: DmState) -> None:
        if state.failed:
            return
        key = self._dm_key(live, seat)
        user_id = live.row.user_of(seat)
        lang = await self.locales.user(user_id)
        if state.shown == key and state.message_id and state.lang in (None, lang):
            return
        def hand() -> OutMessage:
            with i18n.use(lang):  # a DM: the player's last seen locale
                return self.hand(live, seat)

        message = await self.pictured(live, hand, Viewer(seat=seat), lang)
        if not message.files:  # text only (or it could not be drawn): no stale picture
            message = replace(message, clear_files=True)
        try:
            if state.channel_id and state.message_id:
                try:
                    await self.messenger.edit(state.channel_id, state.message_id, message)
                except MessageGone:  # the player deleted it: send a new one
                    state.message_id = None
            if not state.message_id:
                sent = await self.messenger.send_dm(user_id, message)
                state.channel_id, state.message_id = sent.channel_id, sent.message_id
                await self.matches.store.set_dm(live.id, seat, sent.channel_id, sent.message_id)
            state.shown, state.lang = key, lang
        except DmClosed:
            state.failed = True
            await self.matches.store.set_dm(live.id, seat, None, None, failed=True)
            with i18n.use(await self.locales.public(live.row.guild_id)):
                text = t("dm-closed", user=f"<@{user_id}>")
            await self.notify(live.row.channel_id, OutMessage(content=text, ping_users=(user_id,)))
        except DeliveryError:
            log.warning("DM update failed for match %s seat %s", live.id, seat, exc_info=True)

    # --- the open options menus (docs/play.md, "One click per action") --------------------

    def keep_menu(self, live: LiveMatch, seat: str, token: str, message_id: int) -> None:
        """The seat's options menu was just shown (opened, or answered after a choice in
        it) as it is now: keep it current on every refresh while its token lasts. One menu
        a seat: the newest replaces an older one, which then goes stale."""
        live.menus[seat] = OpenMenu(token, message_id, self.matches.clock(), self._menu_key(live))

    @staticmethod
    def _menu_key(live: LiveMatch) -> tuple:
        return (live.epoch, live.match.number, live.paused, live.match.finished)

    async def update_menu(self, live: LiveMatch, seat: str) -> None:
        """Edit the seat's open menu to its choices of now (only its own: the menu is
        ephemeral and built from what the seat may see), or to whose decision it is. A
        token near its end, a dismissed menu or a refused edit: the menu is let go, and its
        next click is answered as stale (open the options again)."""
        menu = live.menus.get(seat)
        if menu is None:
            return
        async with menu.lock:
            if live.menus.get(seat) is not menu or menu.shown == self._menu_key(live):
                return
            if self.matches.clock() - menu.since > MENU_EDITABLE_SECONDS:
                del live.menus[seat]
                return
            key = self._menu_key(live)
            with i18n.use(await self.locales.user(live.row.user_of(seat))):
                message = self.options(live, seat)
            try:
                await self.messenger.edit_response(menu.token, menu.message_id, message)
                menu.shown = key
            except DeliveryError:  # MessageGone too: the player dismissed it
                log.info("stopped keeping the options menu of match %s seat %s", live.id, seat, exc_info=True)
                if live.menus.get(seat) is menu:
                    del live.menus[seat]
                return
            if live.match.finished and live.menus.get(seat) is menu:
                del live.menus[seat]  # nothing more to show in it

    async def post_board(self, live: LiveMatch) -> None:
        """A new match's board; then its pool is drawn ahead of the boards after it."""
        live.row.board_message_id = None
        await self.update_board(live)
        self.warm(live)

    async def notify(self, channel_id: int, message: OutMessage) -> None:
        try:
            await self.messenger.send(channel_id, message)
        except DeliveryError:
            log.warning("could not post in channel %s", channel_id, exc_info=True)

    async def challenge_closed(self, row: MatchRow, *, judge: int | None = None, reason: str = "") -> None:
        """Say on a challenge's message, in the server's language, how it closed (its
        controls go); a message that cannot be edited is left as it is."""
        if not row.challenge_message_id:
            return
        with i18n.use(await self.locales.public(row.guild_id)):
            message = closed_message(row.status, judge=judge, reason=reason)
        try:
            await self.messenger.edit(row.channel_id, row.challenge_message_id, message)
        except DeliveryError:
            log.warning("could not edit the message of challenge %s", row.id, exc_info=True)

    async def announce_end(self, live: LiveMatch) -> None:
        """The "match over" notice, once per end of the match: every refresh that finds the match
        finished comes here (the one after the last action, and any other still under way then:
        an action answered while the other player concedes, a judge's or /config's refresh), so
        the mark is checked and set before the first await — no second caller gets past it."""
        if live.announced_epoch == live.epoch:
            return
        live.announced_epoch = live.epoch
        names = self.names(live)
        winner = live.match.winner
        with i18n.use(await self.locales.public(live.row.guild_id)):
            result = t("result-draw") if winner == "draw" else \
                t("result-wins", who=f"**{escape(clip(names.get(winner, winner), 80))}**")
            text = t("match-over", match=str(live.id), result=result, seed=live.row.seed or "",
                     commitment=commitment(live.row.seed or ""))
        await self.notify(live.row.channel_id, OutMessage(content=text))

    async def check_clock(self, live: LiveMatch) -> None:
        if live.clock_end is None:
            return
        with i18n.use(await self.locales.public(live.row.guild_id)):
            message = await self.judging.tick(live)
        if message:
            await self.notify(live.row.channel_id, OutMessage(content=message))
            await self.update_board(live)


def by_hand_effect(public_view: dict, lines_of=None) -> tuple[str, str] | None:
    """(its owner, its printed text) of the effect waiting to be resolved by hand, from the
    public view (every game's `prompt` of kind `effect`: what the public may see); with
    `lines_of` (`Presenter.lines_of`), the text in the reader's language where its card file
    translates it."""
    prompt = public_view.get("prompt")
    if not isinstance(prompt, dict) or prompt.get("kind") != "effect" or not prompt.get("player"):
        return None
    text = str(prompt.get("text") or "")
    source = prompt.get("source")
    lines = lines_of(str(source.get("number"))) if lines_of and isinstance(source, dict) and \
        source.get("number") else None
    if lines:
        text = translate_text(text, lines)
    if isinstance(source, dict) and source.get("name") and source["name"] not in text:
        text = f"{source['name']}: {text}"
    return str(prompt["player"]), text
