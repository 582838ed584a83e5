"""Tournaments as the bot runs them (issue 32): plain Python over the store, the match
service and the pure core in `services/tournament/` (pairing, standings, top cut). No Discord.

Everything lives in the store; the core `Tournament` is rebuilt from it whenever it is needed
(a pure function of the stored results), so a restart mid-round loses nothing and the
standings the bot shows are exactly what `python -m bot tournament standings` gives for the
exported results.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import math
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..i18n import t
from ..store import MatchRow, Store
from ..store.tournaments import EntryRow, RoundRow, TableRow, TournamentRow
from .errors import NotSaved, UserError
from .judging import JudgeService
from .library import Library
from .matches import LiveMatch, MatchService
from .tournament import (
    TIEBREAKERS,
    Match,
    Standing,
    Tournament,
    TournamentError,
    end_of_round,
    next_bracket_round,
    top_cut,
)
from .tournament.tournament import Table

log = logging.getLogger("refbot.tournaments")

BEST_OF = (1, 3)
TOP_CUTS = (0, 4, 8)
ROUND_MINUTES = (10, 180)
MAX_ROUNDS = 15
DEFAULT_EXTRA_TURNS = 3  # events stored before the per-game procedure (end_of_round.py) had 3
NAME_LENGTH = 100


@dataclass
class GameEnd:
    """What a finished game did to its table."""

    tournament: TournamentRow
    table: TableRow
    next_game: bool  # the series goes on: open the next game in the thread
    time_over: bool  # the round's time is up: the result stands as it is


@dataclass
class Report:
    """What a hand report (or the opponent's answer to one) did."""

    outcome: str  # "waiting", "confirmed" or "disputed"
    table: TableRow
    pending: dict  # the report: by, wins_a, wins_b, draws, nonce (and disputed, disputed_by)
    game_in_play: int | None = None  # the table's game when the report was confirmed (to stop)


class TournamentService:
    def __init__(
        self,
        store: Store,
        matches: MatchService,
        judging: JudgeService,
        library: Library,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.matches = matches
        self.judging = judging
        self.library = library
        self.clock = clock
        # each round's pairing seed: random (secrets) unless a test fixes them; always logged
        self.seeds: Callable[[], int | None] = lambda: None

    # --- the event -----------------------------------------------------------------------

    async def create(
        self,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        name: str,
        game: str,
        *,
        format: str | None,
        rounds: int | None,
        best_of: int,
        round_minutes: int,
        top_cut: int,
        judge_channel_id: int | None,
        extra_turns: int | None = None,
        extra_minutes: int | None = None,
        at_time: str | None = None,
        tiebreakers: str = "mtr",
    ) -> TournamentRow:
        """A tournament in the channel. The end-of-round procedure (extra turns, extra
        minutes — whichever ends first —, then the result as it stands or a draw) defaults
        to the game's published one (services/tournament/end_of_round.py)."""
        code = self.library.game(game).code
        procedure = end_of_round.default_for(code)
        extra_turns = procedure.extra_turns if extra_turns is None else extra_turns
        extra_minutes = procedure.extra_minutes if extra_minutes is None else extra_minutes
        at_time = at_time or procedure.at_time
        wrong = end_of_round.check(code, extra_turns, extra_minutes, at_time)
        if wrong is not None:
            raise UserError(t(wrong, low=end_of_round.EXTRA_TURNS[0], high=end_of_round.EXTRA_TURNS[1],
                              most=end_of_round.EXTRA_MINUTES[1], game=self.library.game(code).title))
        name = " ".join(name.split())
        if not 1 <= len(name) <= NAME_LENGTH:
            raise UserError(t("error-tournament-name", most=NAME_LENGTH))
        if best_of not in BEST_OF:
            raise UserError(t("error-tournament-best-of"))
        if top_cut not in TOP_CUTS:
            raise UserError(t("error-tournament-top-cut"))
        if not ROUND_MINUTES[0] <= round_minutes <= ROUND_MINUTES[1]:
            raise UserError(t("error-tournament-minutes", low=ROUND_MINUTES[0], high=ROUND_MINUTES[1]))
        if rounds is not None and not 1 <= rounds <= MAX_ROUNDS:
            raise UserError(t("error-tournament-rounds", most=MAX_ROUNDS))
        if tiebreakers not in TIEBREAKERS:
            raise UserError(t("error-tournament-tiebreakers", known=", ".join(sorted(TIEBREAKERS))))
        if await self.store.live_tournament_in(channel_id) is not None:
            raise UserError(t("error-tournament-here"))
        options = {
            "format": format,
            "rounds": rounds,
            "best_of": best_of,
            "round_minutes": round_minutes,
            "top_cut": top_cut,
            "extra_turns": extra_turns,
            "extra_minutes": extra_minutes,
            "at_time": at_time,
            "tiebreakers": tiebreakers,
        }
        try:
            tournament_id = await self.store.create_tournament(
                guild_id, channel_id, name, code, options, organiser_id, judge_channel_id
            )
        except Exception:
            log.exception("could not store a tournament")
            raise NotSaved(t("what-the-tournament")) from None
        return await self.store.tournament(tournament_id)

    async def here(self, channel_id: int, *, finished_too: bool = False) -> TournamentRow:
        """The channel's tournament (or, in a pairing's thread, the thread's)."""
        table = await self.store.table_in_thread(channel_id)
        if table is not None:
            found = await self.store.tournament(table.tournament_id)
        elif finished_too:
            found = await self.store.latest_tournament_in(channel_id)
        else:
            found = await self.store.live_tournament_in(channel_id)
        if found is None:
            raise UserError(t("error-no-tournament-here"))
        return found

    # --- entries -------------------------------------------------------------------------

    async def join(
        self, event: TournamentRow, user_id: int, name: str, deck_key: str | None, *, late: bool = False
    ) -> EntryRow:
        """Register a player with a deck (a snapshot: later edits of the saved deck change
        nothing). Before round 1 anyone may; a late entry is the organiser's (`late`)."""
        if event.status == "running" and not late:
            raise UserError(t("error-tournament-started-ask-organiser"))
        if event.status not in ("registration", "running"):
            raise UserError(t("error-tournament-over"))
        elsewhere = await self.store.entered_elsewhere(event.guild_id, user_id, event.id)
        if elsewhere is not None:
            raise UserError(t("error-tournament-elsewhere", tournament=str(elsewhere)))
        text, deck_name = await self.library.resolve_deck(user_id, deck_key, event.game)
        await self.library.check_deck(text, deck_name, event.guild_id, event.game)
        late_round = None
        if event.status == "running":
            late_round = len(await self._swiss_rounds(event)) + 1
        if not await self.store.add_entry(event.id, user_id, name[:100], text, deck_name, late_round):
            raise UserError(t("error-tournament-already-in"))
        return next(e for e in await self.store.entries(event.id) if e.user_id == user_id)

    async def leave(self, event: TournamentRow, user_id: int) -> None:
        if event.status != "registration":
            raise UserError(t("error-tournament-leave-started"))
        if not await self.store.remove_entry(event.id, user_id):
            raise UserError(t("error-tournament-not-in"))

    async def drop(self, event: TournamentRow, user_id: int, by: int) -> TableRow | None:
        """Drop a player from the next rounds. A match of theirs still being played is lost
        (the opponent gets the games they need); returns that table, its game to concede."""
        entry = await self._entry(event, user_id)
        if entry.dropped_round is not None:
            raise UserError(t("error-tournament-dropped-already"))
        rounds = await self.store.rounds(event.id)
        current = rounds[-1].round if rounds else 0
        open_table = None
        if rounds:
            for table in await self.store.tables(event.id, current):
                if table.has(user_id) and table.status == "playing":
                    open_table = table
        if not await self.store.drop_entry(event.id, user_id, current, by):
            raise UserError(t("error-tournament-dropped-already"))
        if open_table is not None:
            needed = self.needed(event)
            mine_a = open_table.player_a == user_id
            games = (
                (open_table.wins_a, needed, open_table.draws)
                if mine_a
                else (needed, open_table.wins_b, open_table.draws)
            )
            await self.store.finish_table(
                event.id,
                open_table.round,
                open_table.table_no,
                games,
                "result",
                by,
                {"why": "drop", "player": user_id},
            )
        return open_table

    async def _entry(self, event: TournamentRow, user_id: int) -> EntryRow:
        for entry in await self.store.entries(event.id):
            if entry.user_id == user_id:
                return entry
        raise UserError(t("error-tournament-not-in"))

    # --- rounds --------------------------------------------------------------------------

    def needed(self, event: TournamentRow) -> int:
        """Game wins that win the match: 1 in a best-of-one, 2 in a best-of-three."""
        return event.options["best_of"] // 2 + 1

    async def core(self, event: TournamentRow) -> Tournament:
        """The pure core's event, rebuilt from the store (Swiss rounds only)."""
        entries = await self.store.entries(event.id)
        core = Tournament([e.user_id for e in entries if e.late_round is None])
        swiss = await self._swiss_rounds(event)
        tables = await self.store.tables(event.id)
        late = sorted((e for e in entries if e.late_round is not None), key=lambda e: e.late_round)
        for number, round_ in enumerate(swiss, 1):
            for entry in late:
                if entry.late_round == number:
                    core.late[entry.user_id] = number
                    core.players.append(entry.user_id)
                    core.tally.add_player(entry.user_id)
            core.rounds.append([])
            core.seeds.append(round_.seed or 0)
            for table in tables:
                if table.round != number:
                    continue
                result = None
                if table.player_b is None:
                    result = Match.bye(table.player_a)
                elif table.status == "done":
                    result = Match(table.player_a, table.player_b, table.wins_a, table.wins_b, table.draws)
                core.rounds[-1].append(Table(table.player_a, table.player_b, result))
                if result is not None:
                    core.tally.add(result)
        for entry in late:
            if entry.late_round > len(swiss):
                core.add_player(entry.user_id)
        for entry in entries:
            if entry.dropped_round is not None:
                core.drops[entry.user_id] = entry.dropped_round
        return core

    async def _swiss_rounds(self, event: TournamentRow) -> list[RoundRow]:
        return [r for r in await self.store.rounds(event.id) if r.kind == "swiss"]

    def swiss_count(self, event: TournamentRow, players: int) -> int:
        """The organiser's number of rounds, or ceil(log2(players)) — enough Swiss rounds for
        one undefeated player (MTR Appendix E recommends it as the minimum)."""
        return event.options.get("rounds") or max(1, math.ceil(math.log2(max(players, 2))))

    async def start(self, event: TournamentRow, by: int) -> tuple[RoundRow, list[TableRow]]:
        entries = await self.store.entries(event.id)
        if len(entries) < 2:
            raise UserError(t("error-tournament-few-players"))
        if event.status != "registration" or not await self.store.move_tournament(
            event.id, "registration", "running"
        ):
            raise UserError(t("error-tournament-started-already"))
        options = {**event.options, "rounds": self.swiss_count(event, len(entries))}
        await self.store.set_tournament(event.id, options=options)
        event.options, event.status = options, "running"
        return await self._pair_swiss(event)

    async def next_round(self, event: TournamentRow) -> tuple[RoundRow, list[TableRow]] | None:
        """Pair the next Swiss round, or the next round of the top cut; None when the event
        is over (it is finished then)."""
        if event.status != "running":
            raise UserError(t("error-tournament-not-running"))
        rounds = await self.store.rounds(event.id)
        last = rounds[-1]
        tables = await self.store.tables(event.id, last.round)
        waiting = [tb.table_no for tb in tables if tb.status != "done"]
        if waiting:
            raise UserError(t("error-tournament-round-open", tables=", ".join(map(str, waiting[:20]))))
        swiss = [r for r in rounds if r.kind == "swiss"]
        if last.kind == "swiss" and len(swiss) < event.options["rounds"]:
            return await self._pair_swiss(event)
        size = event.options.get("top_cut") or 0
        if last.kind == "swiss" and size:
            core = await self.core(event)
            try:
                pairs = top_cut(core.standings(self.tiebreakers(event)), size, dropped=set(core.drops))
            except ValueError:
                raise UserError(t("error-tournament-cut-short", size=size)) from None
            return await self._add_round(event, last.round + 1, "cut", None, list(pairs))
        tied = [tb.table_no for tb in tables if tb.player_b is not None and tb.wins_a == tb.wins_b]
        if last.kind == "cut" and tied:  # MTR 2.4: single elimination has no draws
            raise UserError(t("error-tournament-cut-tie", tables=", ".join(map(str, tied))))
        if last.kind == "cut" and len(tables) > 1:
            winners = {tb.player_a if tb.wins_a > tb.wins_b else tb.player_b for tb in tables}
            pairs = next_bracket_round([(tb.player_a, tb.player_b) for tb in tables], winners)
            return await self._add_round(event, last.round + 1, "cut", None, list(pairs))
        await self.store.move_tournament(event.id, "running", "finished")
        event.status = "finished"
        return None

    async def _pair_swiss(self, event: TournamentRow) -> tuple[RoundRow, list[TableRow]]:
        core = await self.core(event)
        try:
            pairing = core.pair_next_round(self.seeds())
        except TournamentError as exc:
            raise UserError(str(exc)) from None
        tables: list[tuple[int, int | None]] = list(pairing.tables)
        if pairing.bye is not None:
            tables.append((pairing.bye, None))
        return await self._add_round(event, core.current_round, "swiss", pairing.seed, tables)

    async def _add_round(
        self,
        event: TournamentRow,
        number: int,
        kind: str,
        seed: int | None,
        pairs: list[tuple[int, int | None]],
    ) -> tuple[RoundRow, list[TableRow]]:
        now = self.clock()
        ends = now + 60 * event.options["round_minutes"]
        rows = [(a, b, "done" if b is None else "playing") for a, b in pairs]
        if not await self.store.add_round(event.id, number, kind, seed, now, ends, rows):
            raise UserError(t("error-tournament-round-exists", round=number))
        log.info("tournament %s: round %s (%s) paired with seed %s", event.id, number, kind, seed)
        return RoundRow(number, kind, seed, now, ends), await self.store.tables(event.id, number)

    # --- games in the threads ------------------------------------------------------------

    async def open_game(self, event: TournamentRow, table: TableRow, thread_id: int) -> LiveMatch:
        """The table's next game in its thread, from the registered decks, on the round clock
        (the Swiss rounds'; a top-cut match plays until it has a winner)."""
        entries = {e.user_id: e for e in await self.store.entries(event.id)}
        a, b = entries[table.player_a], entries[table.player_b]
        options = {"format": event.options["format"]} if event.options.get("format") else {}
        live = await self.matches.start_arranged(
            event.guild_id,
            thread_id,
            event.game,
            [(e.user_id, e.name, e.deck, e.deck_name) for e in (a, b)],
            options,
        )
        if table.thread_id != thread_id:
            await self.store.set_table(event.id, table.round, table.table_no, thread_id=thread_id)
            table.thread_id = thread_id
        if not await self.store.start_game(event.id, table.round, table.table_no, live.id):
            log.warning("tournament %s table %s: a game was already in play", event.id, table.table_no)
        table.match_id = live.id
        round_ = next(r for r in await self.store.rounds(event.id) if r.round == table.round)
        if round_.kind == "swiss":
            await self.judging.set_clock_end(live, round_.ends_at + table.extension_seconds,
                                             **self.procedure(event))
        return live

    def tiebreakers(self, event: TournamentRow) -> str:
        """The event's tiebreaker order (a key of `standings.TIEBREAKERS`; "mtr" unless the
        organiser chose a publisher's order — none is published for our games yet)."""
        return event.options.get("tiebreakers", "mtr")

    def procedure(self, event: TournamentRow) -> dict:
        """The event's end-of-round settings (events stored before they existed: the defaults
        as they were then — 3 extra turns, then a draw)."""
        options = event.options
        return {
            "extra_turns": options.get("extra_turns", DEFAULT_EXTRA_TURNS),
            "extra_minutes": options.get("extra_minutes", 0),
            "at_time": options.get("at_time", end_of_round.DRAW),
        }

    async def game_ended(self, row: MatchRow) -> GameEnd | None:
        """A game of a table ended (the engine's end, a concession, a judge's game loss, the
        end of the round): count it once; the series goes on, or the table is done."""
        table = await self.store.table_of_match(row.id)
        if table is None:
            return None
        event = await self.store.tournament(table.tournament_id)
        winner_user = row.user_of(row.winner) if row.winner in row.seats else None
        games = (
            int(winner_user == table.player_a),
            int(winner_user == table.player_b),
            int(winner_user is None),
        )
        counted = await self.store.count_game(row.id, *games, self.needed(event), {"winner": winner_user})
        if counted is None:
            return None
        rounds = await self.store.rounds(event.id)
        round_ = next(r for r in rounds if r.round == counted.round)
        time_over = round_.kind == "swiss" and self.clock() >= round_.ends_at + counted.extension_seconds
        if counted.status == "playing" and time_over:  # end of round: the result as it stands (MTR 2.5)
            await self.store.finish_table(
                event.id,
                counted.round,
                counted.table_no,
                (counted.wins_a, counted.wins_b, counted.draws),
                "result",
                None,
                {"why": "time"},
            )
            counted.status = "done"
        return GameEnd(event, counted, counted.status == "playing", time_over)

    async def reconcile(self, event: TournamentRow) -> list[GameEnd]:
        """Games that ended while no listener heard (a restart between the end and its
        count): counted now from the store."""
        out = []
        for table in await self.store.tables(event.id):
            if table.status == "playing" and table.match_id is not None:
                row = await self.store.match(table.match_id)
                if row is not None and row.status == "finished":
                    end = await self.game_ended(row)
                    if end is not None:
                        out.append(end)
        return out

    # --- results by hand, fixes, time ------------------------------------------------------

    async def current_table(self, event: TournamentRow, user_id: int) -> TableRow:
        rounds = await self.store.rounds(event.id)
        if not rounds:
            raise UserError(t("error-tournament-not-running"))
        for table in await self.store.tables(event.id, rounds[-1].round):
            if table.has(user_id) and table.player_b is not None:
                return table
        raise UserError(t("error-tournament-no-table"))

    async def report(
        self, event: TournamentRow, user_id: int, mine: int, theirs: int, draws: int
    ) -> Report:
        """A player reports the match by hand. It waits for the opponent, who confirms or
        disputes it (the buttons, `answer_report`) — or reports the same themselves, which
        confirms it; a different report is a dispute. A dispute goes to the judge queue and
        a judge settles it with `fix`. Reporting again before the opponent answers replaces
        one's own report (the old buttons go stale)."""
        table = await self.current_table(event, user_id)
        if table.status == "done":
            raise UserError(t("error-tournament-reported-already"))
        needed = self.needed(event)
        if (
            min(mine, theirs, draws) < 0
            or mine + theirs + draws == 0
            or max(mine, theirs) > needed
            or mine + theirs + draws > event.options["best_of"] + 3
        ):
            raise UserError(t("error-tournament-bad-score", best_of=event.options["best_of"]))
        games = (mine, theirs, draws) if table.player_a == user_id else (theirs, mine, draws)
        claim = {
            "by": user_id,
            "wins_a": games[0],
            "wins_b": games[1],
            "draws": games[2],
            "nonce": secrets.randbelow(10**12),  # names this report on its buttons
        }
        pending = table.pending
        if pending is not None and pending.get("disputed"):
            raise UserError(t("error-tournament-report-disputed"))
        if pending is None or pending.get("by") == user_id:
            if not await self.store.set_pending(event.id, table.round, table.table_no, claim, pending):
                raise UserError(t("error-tournament-report-raced"))
            await self.store.log_tournament(event.id, table.round, table.table_no, "report", user_id, claim)
            table.pending = claim
            return Report("waiting", table, claim)
        if (pending["wins_a"], pending["wins_b"], pending["draws"]) != games:
            return await self._dispute(event, table, pending, user_id, claim)
        return await self._confirm(event, table, pending, user_id)

    async def answer_report(
        self, event: TournamentRow, user_id: int, round_number: int, table_no: int, nonce: int, agree: bool
    ) -> Report:
        """The opponent's Confirm or Dispute button on a pending report. A click on a report
        that is no longer pending (answered, replaced, overtaken by a game's end or a judge)
        is answered and changes nothing."""
        table = next(
            (tb for tb in await self.store.tables(event.id, round_number) if tb.table_no == table_no), None
        )
        if table is None or not table.has(user_id):
            raise UserError(t("error-tournament-report-not-yours"))
        if table.status == "done":
            raise UserError(t("error-tournament-reported-already"))
        pending = table.pending
        if pending is None or pending.get("nonce") != nonce:
            raise UserError(t("error-tournament-report-stale"))
        if pending.get("by") == user_id:
            raise UserError(t("error-tournament-report-own"))
        if pending.get("disputed"):
            raise UserError(t("error-tournament-report-disputed"))
        if agree:
            return await self._confirm(event, table, pending, user_id)
        return await self._dispute(event, table, pending, user_id, None)

    async def _confirm(self, event: TournamentRow, table: TableRow, pending: dict, user_id: int) -> Report:
        data = {"why": "report", "reported_by": pending["by"], "confirmed_by": user_id}
        if not await self.store.confirm_report(event.id, table.round, table.table_no, pending, user_id, data):
            raise UserError(await self._why_not_pending(event, table))
        done = await self._table(event, table.round, table.table_no)
        return Report("confirmed", done, pending, game_in_play=table.match_id)

    async def _dispute(
        self, event: TournamentRow, table: TableRow, pending: dict, user_id: int, claim: dict | None
    ) -> Report:
        """The opponent disagrees: the report stays pending, marked disputed (no button or
        report settles it now), and a call lands in the judge queue."""
        disputed = {**pending, "disputed": True, "disputed_by": user_id}
        if claim is not None:
            disputed["counter"] = [claim["wins_a"], claim["wins_b"], claim["draws"]]
        if not await self.store.set_pending(event.id, table.round, table.table_no, disputed, pending):
            raise UserError(await self._why_not_pending(event, table))
        await self.store.log_tournament(
            event.id, table.round, table.table_no, "report", user_id,
            {**(claim or {}), "by": user_id, "disagrees": True, "with": pending["nonce"]},
        )
        await self.store.log_tournament(
            event.id, table.round, table.table_no, "call", user_id,
            {
                "state": "open",
                "match": table.match_id,
                "thread": table.thread_id,
                "reason": "",
                "dispute": [pending["wins_a"], pending["wins_b"], pending["draws"]],
                "counter": disputed.get("counter"),
            },
        )
        table.pending = disputed
        return Report("disputed", table, disputed)

    async def _why_not_pending(self, event: TournamentRow, table: TableRow) -> str:
        """A compare-and-set lost: to what (a result landed first, or the report changed)."""
        now = await self._table(event, table.round, table.table_no)
        if now.status == "done":
            return t("error-tournament-reported-already")
        return t("error-tournament-report-stale")

    async def _table(self, event: TournamentRow, round_number: int, table_no: int) -> TableRow:
        return next(tb for tb in await self.store.tables(event.id, round_number) if tb.table_no == table_no)

    async def fix(
        self,
        event: TournamentRow,
        judge_id: int,
        round_number: int,
        table_no: int,
        games: tuple[int, int, int],
    ) -> TableRow:
        """An organiser or judge sets a table's result (a disagreement, a mistake)."""
        table = next(
            (tb for tb in await self.store.tables(event.id, round_number) if tb.table_no == table_no), None
        )
        if table is None or table.player_b is None:
            raise UserError(t("error-tournament-no-such-table", round=round_number, table=table_no))
        if min(games) < 0 or sum(games) == 0 or max(games) > 99:
            raise UserError(t("error-tournament-bad-score", best_of=event.options["best_of"]))
        await self.store.finish_table(
            event.id,
            round_number,
            table_no,
            games,
            "fix",
            judge_id,
            {"before": [table.wins_a, table.wins_b, table.draws]},
            fix=True,
        )
        for call in await self.store.tournament_log(event.id):  # the dispute is settled
            if (
                call["kind"] == "call"
                and call.get("dispute")
                and (call["round"], call["table"]) == (round_number, table_no)
            ):
                await self.store.move_call(event.id, call["id"], ("open", "claimed"), "closed", judge_id)
        return await self._table(event, round_number, table_no)

    async def extend(
        self, event: TournamentRow, judge_id: int, table: TableRow, minutes: int, reason: str
    ) -> int:
        """A time extension for one table (logged); its game in play gets it at once."""
        if not 1 <= minutes <= 60:
            raise UserError(t("error-tournament-extension"))
        total = await self.store.extend_table(
            event.id, table.round, table.table_no, 60 * minutes, judge_id, reason
        )
        live = self.matches.live.get(table.match_id or -1)
        if live is not None and live.clock_end is not None:
            round_ = next(r for r in await self.store.rounds(event.id) if r.round == table.round)
            await self.judging.set_clock_end(live, round_.ends_at + total, **self.procedure(event))
        return total

    # --- standings and the export ------------------------------------------------------------

    async def standings(self, event: TournamentRow) -> list[Standing]:
        return (await self.core(event)).standings(self.tiebreakers(event))

    async def names(self, event: TournamentRow) -> dict[int, str]:
        return {e.user_id: e.name for e in await self.store.entries(event.id)}

    async def export(self, event: TournamentRow) -> dict[str, str]:
        """{filename: text}: the results in the checkable format with standings after every
        round, pairings, the top cut, and the record (drops, extensions, penalties, judge
        calls) — as JSON, and the standings and pairings as CSV. No deck lists."""
        core = await self.core(event)
        names = await self.names(event)
        rounds = await self.store.rounds(event.id)
        tables = await self.store.tables(event.id)
        record = [
            e
            for e in await self.store.tournament_log(event.id)
            if e["kind"] in ("drop", "extension", "penalty", "call", "fix", "report", "result")
        ]
        per_round = []
        for number in range(1, len(core.rounds) + 1):
            partial = Tournament()
            partial.players, partial.late = core.players, core.late
            partial.rounds, partial.seeds = core.rounds[:number], core.seeds[:number]
            partial.drops = {p: r for p, r in core.drops.items() if r < number}
            per_round.append([s.to_json() for s in partial.recompute_standings(self.tiebreakers(event))])
        final = core.standings(self.tiebreakers(event))
        data = {
            "tournament": {
                "id": event.id,
                "name": event.name,
                "game": event.game,
                "status": event.status,
                **{k: v for k, v in event.options.items()},
            },
            "players": [{"id": p, "name": names.get(p, "")} for p in core.players],
            "results": core.event().to_json(),
            "rounds": [
                {
                    "round": r.round,
                    "kind": r.kind,
                    "seed": r.seed,
                    "tables": [
                        {
                            "table": tb.table_no,
                            "a": tb.player_a,
                            "b": tb.player_b,
                            "wins_a": tb.wins_a,
                            "wins_b": tb.wins_b,
                            "draws": tb.draws,
                            "status": tb.status,
                            "extension_seconds": tb.extension_seconds,
                        }
                        for tb in tables
                        if tb.round == r.round
                    ],
                }
                for r in rounds
            ],
            "standings_by_round": per_round,
            "standings": [s.to_json() for s in final],
            "record": record,
        }
        standings_csv = io.StringIO()
        writer = csv.writer(standings_csv)
        writer.writerow(["rank", "player", "name", "points", "omw", "gw", "ogw", "dropped"])
        for s in final:
            writer.writerow(
                [
                    s.rank,
                    s.player,
                    _csv_safe(names.get(s.player, "")),
                    s.points,
                    f"{float(s.omw):.6f}",
                    f"{float(s.gw):.6f}",
                    f"{float(s.ogw):.6f}",
                    int(s.player in core.drops),
                ]
            )
        pairings_csv = io.StringIO()
        writer = csv.writer(pairings_csv)
        writer.writerow(
            ["round", "kind", "table", "a", "b", "wins_a", "wins_b", "draws", "extension_seconds"]
        )
        kinds = {r.round: r.kind for r in rounds}
        for tb in tables:
            writer.writerow(
                [
                    tb.round,
                    kinds[tb.round],
                    tb.table_no,
                    tb.player_a,
                    "" if tb.player_b is None else tb.player_b,
                    tb.wins_a,
                    tb.wins_b,
                    tb.draws,
                    tb.extension_seconds,
                ]
            )
        stem = f"tournament-{event.id}"
        return {
            f"{stem}.json": json.dumps(data, indent=1, ensure_ascii=False, default=str),
            f"{stem}-standings.csv": standings_csv.getvalue(),
            f"{stem}-pairings.csv": pairings_csv.getvalue(),
        }


def _csv_safe(text: str) -> str:
    """A display name never becomes a spreadsheet formula (CSV injection)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text
