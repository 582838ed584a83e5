"""Judge tools as plain Python: calls and pauses, the full view, the timestamped log,
rewinds that keep every superseded action, fixes as logged actions, rulings, penalties
and the exported record. No Discord here."""

from __future__ import annotations

import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Literal

from rules_engine.core.actions import Action
from rules_engine.core.game import Event
from rules_engine.core.match import Match
from rules_engine.tools.record import build_record

from .. import i18n
from ..i18n import t
from ..markdown import escape
from ..store import CARD_FILES
from .errors import NotSaved, UserError
from .matches import ActResult, LiveMatch, MatchService
from .seats import is_out, seats_out
from .tournament import end_of_round

log = logging.getLogger("refbot.judging")

PENALTIES = ("note", "warning", "game_loss", "match_loss", "disqualification")
ENDING = {"game_loss", "match_loss", "disqualification"}  # the player loses, as by conceding
# What a penalty did to the match: nothing but the record, ended it, put the player out
# while the others play on (free-for-all), or nothing because the player was already out.
PenaltyOutcome = Literal["recorded", "ends", "eliminated", "already_out"]


class JudgeService:
    def __init__(self, matches: MatchService, clock: Callable[[], float] = time.time) -> None:
        self.matches = matches
        self.store = matches.store
        self.clock = clock  # injectable, so tests control time
        # Told of each call, claim, resume and penalty once it is saved: (kind, match, judge or
        # caller, details). A tournament keeps its judge queue and record from these.
        self.listeners: list[Callable[[str, LiveMatch, int, dict], Awaitable[None]]] = []

    async def _tell(self, kind: str, live: LiveMatch, user_id: int, data: dict) -> None:
        for listener in self.listeners:
            try:
                await listener(kind, live, user_id, data)
            except Exception:
                log.exception("match %s: a listener of its %s failed", live.id, kind)

    # --- calls --------------------------------------------------------------------------

    async def call(self, live: LiveMatch, user_id: int, reason: str) -> None:
        if live.player_of(user_id) is None:
            raise UserError(t("error-only-a-player-of-this-match-can-call-a-j"))
        if is_out(live, user_id):  # a spectator now (12-2-5): the others' game is not theirs to stop
            raise UserError(t("error-out-no-judge-call"))
        if live.paused:
            raise UserError(t("error-a-judge-call-is-already-open-for-this-ma"))
        now = self.clock()
        try:
            await self.store.set_paused(live.id, True, ("call", user_id, {"reason": reason[:500]},
                                                        live.match.number))
        except Exception:
            log.exception("match %s: judge call not saved", live.id)
            raise NotSaved(t("what-the-judge-call")) from None
        live.row.paused = True
        live.paused_at = now
        await self._tell("call", live, user_id, {"reason": reason[:500]})

    async def claim(self, live: LiveMatch, judge_id: int) -> None:
        if not live.paused:
            raise UserError(t("error-there-is-no-open-judge-call-in-this-matc"))
        try:
            await self.store.add_event(live.id, "claim", judge_id, {}, live.match.number)
        except Exception:
            raise NotSaved(t("what-claiming-the-call")) from None
        await self._tell("claim", live, judge_id, {})

    async def resume(self, live: LiveMatch, judge_id: int) -> float:
        """Unfreeze; returns the seconds spent paused (credited back to the round clock)."""
        if not live.paused:
            raise UserError(t("error-the-match-is-not-paused"))
        paused_for = max(0.0, self.clock() - (live.paused_at or self.clock()))
        try:
            await self.store.set_paused(live.id, False, ("resume", judge_id,
                                                         {"paused_seconds": round(paused_for, 3)},
                                                         live.match.number))
        except Exception:
            log.exception("match %s: resume not saved", live.id)
            raise NotSaved(t("what-resuming-the-match")) from None
        live.row.paused = False
        live.paused_total += paused_for
        await self._tell("resume", live, judge_id, {"paused_seconds": round(paused_for, 3)})
        return paused_for

    # --- reading ------------------------------------------------------------------------

    async def log(self, live: LiveMatch, viewer: str | None, *, start: int = 0,
                  turn: int | None = None, limit: int = 40,
                  players: Mapping[str, str] | None = None, markdown: bool = False) -> list[LogLine]:
        """Timestamped lines: who, what, which card. `viewer` "judge" sees everything;
        a player sees the masked version. With `players` (seat → display name) players are
        named by their display names, as on the board (#30 §4); without, by seat. `markdown`:
        lines for a message (each name in them escaped), not for a plain-text export."""
        stored = await self.store.actions(live.id)
        replay = live.match.replay()
        lines = []
        turn_at = [0]
        state_turns = _turns_by_action(live)
        for n, ((actor, kind, _args, user_id, created), events) in enumerate(zip(stored, replay.events,
                                                                                 strict=False)):
            turn_at.append(state_turns[n])
            if n < start or (turn is not None and state_turns[n] != turn):
                continue
            stamp = datetime.fromtimestamp(created, UTC).strftime("%H:%M:%S")
            text = " · ".join(i18n.event_line(e, live.row.game, viewer, players=players, markdown=markdown)
                              for e in events) or (escape(kind) if markdown else kind)
            who = f"judge <@{user_id}>" if actor == "judge" else (players or {}).get(actor, actor)
            lines.append(LogLine(n, stamp, state_turns[n], who, text, by_judge=actor == "judge"))
        return lines[-limit:]

    def state_at(self, live: LiveMatch, n: int) -> tuple[dict, dict]:
        """The judge views before and after action `n`."""
        if not 0 <= n < live.match.number:
            raise UserError(t("error-no-action", n=n, count=live.match.number))
        before = live.match.replay(n)
        after = live.match.replay(n + 1)
        return before.view_judge(), after.view_judge()

    # --- changing -----------------------------------------------------------------------

    def rewind_preview(self, live: LiveMatch, to: int) -> tuple[Match, list[Action]]:
        if not 0 <= to < live.match.number:
            raise UserError(t("error-rewind-range", last=live.match.number - 1))
        return live.match.replay(to), live.match.actions[to:]

    async def rewind(self, live: LiveMatch, judge_id: int, to: int, reason: str,
                     reshuffle: bool = False) -> tuple[int, list[Event]]:
        """Rewind to action `to` (the undone actions are kept as superseded) and start a new
        epoch, so every button shown before is refused. With `reshuffle`, the hidden
        zones the game shuffles are reshuffled with a fresh salt (logged as judge fixes),
        so nobody knows the next draws from the first time round.
        Returns (actions superseded, the reshuffle's log events)."""
        async with live.lock:
            if not 0 <= to < live.match.number:
                raise UserError(t("error-rewind-range", last=live.match.number - 1))
            data = {"to": to, "from": live.match.number, "reason": reason[:500], "reshuffle": reshuffle}
            try:
                count, epoch = await self.store.rewind(live.id, judge_id, to, data)
            except Exception:
                log.exception("match %s: rewind not saved", live.id)
                raise NotSaved(t("what-the-rewind")) from None
            live.match = live.match.replay(to)
            live.row.epoch = epoch
            # The board's log forgets the undone actions (issue #30 §4): the log as it was at
            # action `to`, then the rewind itself.
            live.log.clear()
            for batch in live.match.events:
                live.log.extend(batch)
            undone = data["from"] - to
            said = "1 action" if undone == 1 else f"{undone} actions"
            live.log.append(Event(f"judge rewound to action {to}: {said} undone",
                                  key="bot.event.rewound", params={"to": to, "undone": undone}))
        events: list[Event] = []
        if reshuffle:
            for action in reshuffle_actions(live):
                events += (await self.matches.apply_judge(live, judge_id, action)).events
        return count, events

    async def fix(self, live: LiveMatch, judge_id: int, kind: str, args: dict) -> ActResult:
        spec = live.game.fixes.get(kind)
        if spec is None:
            raise UserError(t("error-no-fix", game=live.game.title, fix=kind.removeprefix("fix_"),
                              fixes=", ".join(k.removeprefix("fix_") for k in live.game.fixes)))
        return await self.matches.apply_judge(live, judge_id, Action("judge", kind, args))

    async def ruling(self, live: LiveMatch, judge_id: int, text: str, clause: str | None,
                     first: int | None, last: int | None) -> None:
        try:
            await self.store.add_event(live.id, "ruling", judge_id,
                                       {"text": text[:1500], "clause": clause, "from": first, "to": last},
                                       live.match.number)
        except Exception:
            raise NotSaved(t("what-the-ruling")) from None

    async def penalty(self, live: LiveMatch, judge_id: int, player: str, kind: str, reason: str,
                      first: int | None, last: int | None) -> PenaltyOutcome:
        """Record a penalty. A game loss, match loss or disqualification makes the penalised
        player lose, as a concession does: a duel or a team battle ends with a result; in a
        free-for-all only that player is eliminated and the others play on (12-2-5); a
        player already out loses nothing more."""
        if kind not in PENALTIES:
            raise UserError(t("error-penalty-kinds", kinds=", ".join(PENALTIES)))
        if player not in live.seats:
            raise UserError(t("error-penalised-seat", seats=", ".join(live.seats)))
        already_out = player in seats_out(live)
        try:
            await self.store.add_event(live.id, "penalty", judge_id,
                                       {"player": player, "penalty": kind, "reason": reason[:500],
                                        "from": first, "to": last}, live.match.number)
        except Exception:
            raise NotSaved(t("what-the-penalty")) from None
        await self._tell("penalty", live, judge_id, {"player": player, "user": live.row.user_of(player),
                                                     "penalty": kind, "reason": reason[:500]})
        if kind not in ENDING:
            return "recorded"
        if already_out:
            return "already_out"
        user_id = live.row.user_of(player)
        result = await self.matches.act(live, user_id, Action(player, "concede", {}, live.match.number))
        return "ends" if result.finished else "eliminated"

    # --- the round clock ---------------------------------------------------------------

    async def set_clock_end(self, live: LiveMatch, ends_at: float, extra_turns: int, *,
                            extra_minutes: int = 0, at_time: str = end_of_round.DRAW) -> None:
        """The round clock at a fixed end (a tournament round's, plus the table's extensions),
        with the tournament's end-of-round procedure (services/tournament/end_of_round.py)."""
        record = {"action": "start", "extra_turns": extra_turns, "extra_minutes": extra_minutes,
                  "at_time": at_time, "ends_at": ends_at}
        await self.store.add_event(live.id, "clock", None, record, live.match.number)
        live.clock_end = ends_at
        live.clock_paused_from = live.paused_total
        live.extra_turns = extra_turns
        live.extra_minutes = extra_minutes
        live.at_time = at_time
        live.time_called_turn = None

    async def start_clock(self, live: LiveMatch, user_id: int, minutes: float, extra_turns: int) -> None:
        if not 0 < minutes <= 600:
            raise UserError(t("error-the-round-clock-takes-1-to-600-minutes"))
        if not 0 <= extra_turns <= 10:
            raise UserError(t("error-extra-turns-0-to-10"))
        ends_at = self.clock() + minutes * 60
        try:
            await self.store.add_event(live.id, "clock", user_id,
                                       {"action": "start", "minutes": minutes, "extra_turns": extra_turns,
                                        "ends_at": ends_at}, live.match.number)
        except Exception:
            raise NotSaved(t("what-the-round-clock")) from None
        live.clock_end = ends_at
        live.clock_paused_from = live.paused_total
        live.extra_turns = extra_turns
        live.time_called_turn = None

    def remaining(self, live: LiveMatch) -> float | None:
        """Seconds left on the round clock; time spent paused for a judge is credited."""
        if live.clock_end is None:
            return None
        now = live.paused_at if live.paused and live.paused_at else self.clock()
        credit = live.paused_total - live.clock_paused_from
        return live.clock_end + credit - now

    async def tick(self, live: LiveMatch) -> str | None:
        """Advance the end-of-round procedure; returns what to announce, if anything.
        At time: finish the current turn plus `extra_turns` more; then the round ends.

        Under the match lock: the clock watcher's check and an action's can meet, and the round
        must end once (one notice, one result for the listeners), never under an action being
        committed; a concession after the end is refused (MatchService._commit_locked)."""
        async with live.lock:
            said, ended = await self._tick_locked(live)
        if ended:
            await self.matches.ended(live.row)
        return said

    async def _tick_locked(self, live: LiveMatch) -> tuple[str | None, bool]:
        """`tick`'s work, the caller holding the match lock: (what to announce, the round ended)."""
        left = self.remaining(live)
        if left is None or live.row.status != "active":  # over already: ended, conceded, abandoned
            return None, False
        turn = live.match.state.turn
        if live.time_called_turn is None:
            if left > 0:
                return None, False
            live.time_called_turn = turn
            await self.store.add_event(live.id, "clock", None, {"action": "time", "turn": turn},
                                       live.match.number)
            said = "⏱ " + t("clock-time-called", match=str(live.id), turn=turn, extra=live.extra_turns,
                            last=turn + live.extra_turns)
            if live.extra_minutes > 0:  # the extra turns or the minutes, whichever ends first
                until = self.clock() + left + 60 * live.extra_minutes  # the clock's end, credits in
                said += " " + t("clock-time-called-minutes", minutes=live.extra_minutes,
                                until=f"<t:{int(until)}:R>")
            return said, False
        turns_done = turn > live.time_called_turn + live.extra_turns
        minutes_done = live.extra_minutes > 0 and left <= -60 * live.extra_minutes  # whichever first
        if (turns_done or minutes_done) and not live.match.finished:
            outcome = None
            if live.at_time == end_of_round.STANDING and end_of_round.has_standing(live.row.game):
                outcome = end_of_round.decide(live.row.game, live.match.view(None), tuple(live.row.seats),
                                              f"{live.row.seed}:{live.id}")
            winner = outcome.winner if outcome is not None and outcome.winner else "draw"
            record = {"action": "end", "turn": turn, "winner": winner}
            if outcome is not None:
                record.update(basis=outcome.basis, figures=outcome.figures)
            await self.store.add_event(live.id, "clock", None, record, live.match.number)
            await self.store.update_match(live.id, status="finished", winner=winner)
            live.row.status, live.row.winner = "finished", winner
            self.matches.live.pop(live.id, None)
            live.round_over = True
            if winner == "draw":
                return "⏱ " + t("clock-round-ended", match=str(live.id)), True
            return "⏱ " + t("clock-round-ended-standing", match=str(live.id), **_why(live, outcome)), True
        return None, False

    # --- export -------------------------------------------------------------------------

    async def export(self, live: LiveMatch) -> tuple[str, str]:
        """(JSON record, readable text log)."""
        match = live.match
        stored = await self.store.actions(live.id)
        actions = [{"n": n, "actor": actor, "kind": kind, "args": args, "user": user_id, "time": created,
                    "superseded": False}
                   for n, (actor, kind, args, user_id, created) in enumerate(stored)]
        events = await self.store.events(live.id)
        decks = {seat: s.deck or "" for seat, s in live.row.seats.items()}
        extra = {
            "match_id": live.id, "guild_id": live.row.guild_id, "channel_id": live.row.channel_id,
            "users": {seat: s.user_id for seat, s in live.row.seats.items()},
            "calls": [e for e in events if e["kind"] in ("call", "claim", "resume")],
            "rulings": [e for e in events if e["kind"] == "ruling"],
            "penalties": [e for e in events if e["kind"] == "penalty"],
            "rewinds": [e for e in events if e["kind"] == "rewind"],
            "clock": [e for e in events if e["kind"] == "clock"],
            "winner": match.winner, "exported_at": self.clock(),
        }
        options = dict(live.row.options)
        pins = options.pop(CARD_FILES, None)
        if pins:  # a record is whole by itself: the cards of the match's pinned card files
            options["cards"] = await self.store.pinned_cards(live.row.game, list(pins))
        config = replace(match.config, options=options)
        record = build_record(config, decks, actions, superseded=await self.store.superseded(live.id),
                              extra=extra, final_hash=match.state_hash())
        text = "\n".join(line.plain() for line in await self.log(live, "judge", limit=100_000))
        return json.dumps(record, ensure_ascii=False, indent=1), text


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the action log: its action number, time, turn, who acted (a seat, or
    the judge as a mention) and what happened (the log text, which quotes card names)."""

    n: int
    stamp: str
    turn: int
    who: str
    text: str
    by_judge: bool = False  # `who` is the judge's mention (not a name to escape)

    def plain(self) -> str:
        return f"{self.n:>4} {self.stamp} T{self.turn} {self.who}: {self.text}"


def reshuffle_actions(live: LiveMatch) -> list[Action]:
    """A seeded reshuffle of every zone the game's `fix_shuffle` covers, for every seat,
    with a fresh salt recorded in the action (so replay reproduces it)."""
    spec = live.game.fixes.get("fix_shuffle")
    if spec is None:
        return []
    zones = next((f.choices for f in spec.fields if f.name == "zone"), ())
    salt = secrets.token_hex(8)
    return [Action("judge", "fix_shuffle", {"player": seat, "zone": zone, "salt": salt})
            for seat in live.seats for zone in zones]


def _turns_by_action(live: LiveMatch) -> list[int]:
    """The turn each action was taken in (by replay)."""
    turns = []
    replay = Match(live.match.config, game=live.match.game)
    for action in live.match.actions:
        turns.append(replay.state.turn)
        replay.apply(action)
    return turns


def _why(live: LiveMatch, outcome: end_of_round.Outcome) -> dict:
    """The announcement's words for a game decided at time: the winner (a mention: never a
    ping in a notice) and the public counts that decided it, winner's first."""
    winner = outcome.winner
    others = [count for seat, count in outcome.figures.items() if seat != winner]
    return {"winner": f"<@{live.row.user_of(winner)}>", "basis": outcome.basis,
            "mine": outcome.figures.get(winner, 0), "theirs": max(others) if others else 0}
