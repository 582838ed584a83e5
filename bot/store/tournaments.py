"""What the store keeps of a tournament (issue 32): the event, its entries with their frozen
decks, its rounds (seed, clock), its tables (pairing, result, the game in play) and one log.

Written once for both backends, like base.py (`?` placeholders). A result is only ever
written by a compare-and-set on its table row, so two results arriving at once never lose
one: a game's end counts only while that game is the table's game in play (the same game
never counts twice), a final result only while the table is still playing.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import Conflict

TOURNAMENT_COLUMNS = (
    "id, guild_id, channel_id, name, game, options, status, organiser_id, message_id, "
    "judge_channel_id, queue_message_id, created_at"
)
TABLE_COLUMNS = (
    "tournament_id, round, table_no, player_a, player_b, wins_a, wins_b, draws, status, thread_id, "
    "match_id, extension_seconds, pending"
)
PLAYER_COLUMNS = "tournament_id, user_id, name, deck, deck_name, late_round, dropped_round, joined_at"

# For export-db (base.TABLES): columns and a stable order, parents first.
TOURNAMENT_TABLES: dict[str, tuple[str, str]] = {
    "tournaments": (TOURNAMENT_COLUMNS, "id"),
    "tournament_players": (PLAYER_COLUMNS, "tournament_id, user_id"),
    "tournament_rounds": ("tournament_id, round, kind, seed, started_at, ends_at", "tournament_id, round"),
    "tournament_tables": (TABLE_COLUMNS, "tournament_id, round, table_no"),
    "tournament_log": ("id, tournament_id, round, table_no, kind, user_id, data, created_at", "id"),
}

LIVE = ("registration", "running")


@dataclass
class TournamentRow:
    id: int
    guild_id: int
    channel_id: int
    name: str
    game: str
    options: dict
    status: str
    organiser_id: int
    message_id: int | None
    judge_channel_id: int | None
    queue_message_id: int | None
    created_at: float


@dataclass
class EntryRow:
    tournament_id: int
    user_id: int
    name: str
    deck: str
    deck_name: str
    late_round: int | None
    dropped_round: int | None
    joined_at: float


@dataclass
class TableRow:
    tournament_id: int
    round: int
    table_no: int
    player_a: int
    player_b: int | None
    wins_a: int
    wins_b: int
    draws: int
    status: str  # playing | done
    thread_id: int | None
    match_id: int | None
    extension_seconds: int
    pending: dict | None = field(default=None)

    @property
    def games(self) -> int:
        return self.wins_a + self.wins_b + self.draws

    def has(self, user_id: int) -> bool:
        return user_id in (self.player_a, self.player_b)


@dataclass(frozen=True)
class RoundRow:
    round: int
    kind: str
    seed: int | None
    started_at: float
    ends_at: float


def _tournament(row: Sequence) -> TournamentRow:
    values = list(row)
    values[5] = json.loads(values[5] or "{}")
    return TournamentRow(*values)


def _table(row: Sequence) -> TableRow:
    values = list(row)
    values[12] = json.loads(values[12]) if values[12] else None
    return TableRow(*values)


class TournamentRecords:
    """The tournament half of the Store (mixed into base.Store)."""

    # (uses the Store's _tx, _fetchone and _fetchall)

    # --- the event -----------------------------------------------------------------------

    async def create_tournament(
        self,
        guild_id: int,
        channel_id: int,
        name: str,
        game: str,
        options: dict,
        organiser_id: int,
        judge_channel_id: int | None,
    ) -> int:
        async with self._tx() as tx:
            row = await tx.fetchone(
                "INSERT INTO tournaments (guild_id, channel_id, name, game, options, status, organiser_id, "
                "judge_channel_id, created_at) VALUES (?,?,?,?,?,?,?,?,?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    name,
                    game,
                    json.dumps(options),
                    "registration",
                    organiser_id,
                    judge_channel_id,
                    time.time(),
                ),
            )
        return int(row[0])

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._fetchone(
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id=?", (tournament_id,)
        )
        return _tournament(row) if row else None

    async def live_tournament_in(self, channel_id: int) -> TournamentRow | None:
        row = await self._fetchone(
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE channel_id=? AND status IN (?,?) "
            "ORDER BY id DESC LIMIT 1",
            (channel_id, *LIVE),
        )
        return _tournament(row) if row else None

    async def latest_tournament_in(self, channel_id: int) -> TournamentRow | None:
        row = await self._fetchone(
            f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE channel_id=? ORDER BY id DESC LIMIT 1",
            (channel_id,),
        )
        return _tournament(row) if row else None

    async def set_tournament(self, tournament_id: int, **fields: Any) -> None:
        if "options" in fields:
            fields["options"] = json.dumps(fields["options"])
        assignments = ", ".join(f"{k}=?" for k in fields)
        async with self._tx() as tx:
            await tx.execute(
                f"UPDATE tournaments SET {assignments} WHERE id=?", (*fields.values(), tournament_id)
            )

    async def move_tournament(self, tournament_id: int, before: str, after: str) -> bool:
        """status `before` → `after` (compare-and-set): False when it was not `before`."""
        async with self._tx() as tx:
            return bool(
                await tx.execute(
                    "UPDATE tournaments SET status=? WHERE id=? AND status=?", (after, tournament_id, before)
                )
            )

    # --- entries -------------------------------------------------------------------------

    async def add_entry(
        self, tournament_id: int, user_id: int, name: str, deck: str, deck_name: str, late_round: int | None
    ) -> bool:
        """False when the player is already entered (the primary key settles a race)."""
        try:
            async with self._tx() as tx:
                await tx.execute(
                    f"INSERT INTO tournament_players ({PLAYER_COLUMNS}) VALUES (?,?,?,?,?,?,?,?)",
                    (tournament_id, user_id, name, deck, deck_name, late_round, None, time.time()),
                )
        except Conflict:  # they are in already
            return False
        return True

    async def remove_entry(self, tournament_id: int, user_id: int) -> bool:
        async with self._tx() as tx:
            return bool(
                await tx.execute(
                    "DELETE FROM tournament_players WHERE tournament_id=? AND user_id=? AND EXISTS "
                    "(SELECT 1 FROM tournaments WHERE id=? AND status='registration')",
                    (tournament_id, user_id, tournament_id),
                )
            )

    async def drop_entry(self, tournament_id: int, user_id: int, last_round: int, by: int) -> bool:
        async with self._tx() as tx:
            done = await tx.execute(
                "UPDATE tournament_players SET dropped_round=? WHERE tournament_id=? "
                "AND user_id=? AND dropped_round IS NULL",
                (last_round, tournament_id, user_id),
            )
            if done:
                await _log(tx, tournament_id, last_round, None, "drop", by, {"player": user_id})
        return bool(done)

    async def entries(self, tournament_id: int) -> list[EntryRow]:
        rows = await self._fetchall(
            f"SELECT {PLAYER_COLUMNS} FROM tournament_players WHERE tournament_id=? "
            "ORDER BY joined_at, user_id",
            (tournament_id,),
        )
        return [EntryRow(*r) for r in rows]

    async def entered_elsewhere(self, guild_id: int, user_id: int, tournament_id: int) -> int | None:
        """Another live tournament of this server the player is entered in (and not dropped)."""
        row = await self._fetchone(
            "SELECT t.id FROM tournaments t JOIN tournament_players p ON p.tournament_id=t.id "
            "WHERE t.guild_id=? AND p.user_id=? AND t.id<>? AND t.status IN (?,?) "
            "AND p.dropped_round IS NULL",
            (guild_id, user_id, tournament_id, *LIVE),
        )
        return int(row[0]) if row else None

    # --- rounds and tables -------------------------------------------------------------

    async def add_round(
        self,
        tournament_id: int,
        number: int,
        kind: str,
        seed: int | None,
        started_at: float,
        ends_at: float,
        tables: list[tuple[int, int | None, str]],
    ) -> bool:
        """A round and its tables ((a, b or None, status)) in one transaction; False when
        that round exists already (another `/tournament next` landed first)."""
        try:
            async with self._tx() as tx:
                await tx.execute(
                    "INSERT INTO tournament_rounds (tournament_id, round, kind, seed, started_at, "
                    "ends_at) VALUES (?,?,?,?,?,?)",
                    (tournament_id, number, kind, seed, started_at, ends_at),
                )
                await tx.executemany(
                    "INSERT INTO tournament_tables (tournament_id, round, table_no, player_a, player_b, "
                    "wins_a, wins_b, draws, status) VALUES (?,?,?,?,?,?,?,?,?)",
                    [
                        (tournament_id, number, n, a, b, 2 if b is None else 0, 0, 0, status)
                        for n, (a, b, status) in enumerate(tables, 1)
                    ],
                )
                await _log(tx, tournament_id, number, None, "round", None, {"kind": kind, "seed": seed})
        except Conflict:
            return False
        return True

    async def rounds(self, tournament_id: int) -> list[RoundRow]:
        rows = await self._fetchall(
            "SELECT round, kind, seed, started_at, ends_at FROM tournament_rounds WHERE "
            "tournament_id=? ORDER BY round",
            (tournament_id,),
        )
        return [RoundRow(int(r[0]), r[1], None if r[2] is None else int(r[2]), r[3], r[4]) for r in rows]

    async def tables(self, tournament_id: int, number: int | None = None) -> list[TableRow]:
        where = "" if number is None else " AND round=?"
        rows = await self._fetchall(
            f"SELECT {TABLE_COLUMNS} FROM tournament_tables WHERE tournament_id=?{where} "
            "ORDER BY round, table_no",
            (tournament_id, *(() if number is None else (number,))),
        )
        return [_table(r) for r in rows]

    async def table_of_match(self, match_id: int) -> TableRow | None:
        row = await self._fetchone(
            f"SELECT {TABLE_COLUMNS} FROM tournament_tables WHERE match_id=?", (match_id,)
        )
        return _table(row) if row else None

    async def table_in_thread(self, thread_id: int) -> TableRow | None:
        row = await self._fetchone(
            f"SELECT {TABLE_COLUMNS} FROM tournament_tables WHERE thread_id=?", (thread_id,)
        )
        return _table(row) if row else None

    async def set_table(self, tournament_id: int, number: int, table_no: int, **fields: Any) -> None:
        assignments = ", ".join(f"{k}=?" for k in fields)
        async with self._tx() as tx:
            await tx.execute(
                f"UPDATE tournament_tables SET {assignments} WHERE tournament_id=? AND round=? AND "
                "table_no=?",
                (*fields.values(), tournament_id, number, table_no),
            )

    async def count_game(
        self, match_id: int, wins_a: int, wins_b: int, draws: int, needed: int, data: dict
    ) -> TableRow | None:
        """The game `match_id` ended: add it to its table, once (only while it is the table's
        game in play), and close the table when a player reached `needed` wins. None when
        this game was counted already or belongs to no table."""
        async with self._tx() as tx:
            row = await tx.fetchone(
                f"SELECT {TABLE_COLUMNS} FROM tournament_tables WHERE match_id=? AND status='playing'",
                (match_id,),
            )
            if row is None:
                return None
            table = _table(row)
            changed = await tx.execute(
                "UPDATE tournament_tables SET wins_a=wins_a+?, wins_b=wins_b+?, draws=draws+?, "
                "match_id=NULL, pending=NULL WHERE tournament_id=? AND round=? AND table_no=? AND match_id=? "
                "AND status='playing'",
                (wins_a, wins_b, draws, table.tournament_id, table.round, table.table_no, match_id),
            )
            if not changed:
                return None
            table.wins_a += wins_a
            table.wins_b += wins_b
            table.draws += draws
            table.match_id, table.pending = None, None
            if max(table.wins_a, table.wins_b) >= needed:
                await tx.execute(
                    "UPDATE tournament_tables SET status='done' WHERE tournament_id=? AND round=? "
                    "AND table_no=?",
                    (table.tournament_id, table.round, table.table_no),
                )
                table.status = "done"
            await _log(
                tx,
                table.tournament_id,
                table.round,
                table.table_no,
                "game",
                None,
                {
                    "match": match_id,
                    **data,
                    "wins_a": table.wins_a,
                    "wins_b": table.wins_b,
                    "draws": table.draws,
                },
            )
        return table

    async def finish_table(
        self,
        tournament_id: int,
        number: int,
        table_no: int,
        games: tuple[int, int, int],
        kind: str,
        user_id: int | None,
        data: dict,
        *,
        fix: bool = False,
    ) -> bool:
        """Set a table's result (a confirmed report, the end of the round, a drop): only while it is
        playing — or, for an organiser's `fix`, whatever it was. Logged in the same transaction."""
        condition = "" if fix else " AND status='playing'"
        async with self._tx() as tx:
            changed = await tx.execute(
                "UPDATE tournament_tables SET wins_a=?, wins_b=?, draws=?, status='done', match_id=NULL, "
                f"pending=NULL WHERE tournament_id=? AND round=? AND table_no=?{condition}",
                (*games, tournament_id, number, table_no),
            )
            if changed:
                await _log(
                    tx,
                    tournament_id,
                    number,
                    table_no,
                    kind,
                    user_id,
                    {**data, "wins_a": games[0], "wins_b": games[1], "draws": games[2]},
                )
        return bool(changed)

    async def set_pending(
        self, tournament_id: int, number: int, table_no: int, pending: dict | None, expected: dict | None
    ) -> bool:
        """A hand-typed report waits for the opponent: compare-and-set on the one pending."""
        sql = (
            "UPDATE tournament_tables SET pending=? WHERE tournament_id=? AND round=? AND table_no=? "
            "AND status='playing' AND "
        )
        sql += "pending IS NULL" if expected is None else "pending=?"
        params: tuple = (json.dumps(pending) if pending else None, tournament_id, number, table_no)
        if expected is not None:
            params += (json.dumps(expected),)
        async with self._tx() as tx:
            return bool(await tx.execute(sql, params))

    async def confirm_report(
        self, tournament_id: int, number: int, table_no: int, pending: dict, user_id: int, data: dict
    ) -> bool:
        """The opponent agrees with the pending report: it becomes the table's result only if
        that very report is still pending and the table still playing (compare-and-set: a
        second click, a newer report, a game's end or a drop in between make it fail)."""
        games = (pending["wins_a"], pending["wins_b"], pending["draws"])
        async with self._tx() as tx:
            changed = await tx.execute(
                "UPDATE tournament_tables SET wins_a=?, wins_b=?, draws=?, status='done', match_id=NULL, "
                "pending=NULL WHERE tournament_id=? AND round=? AND table_no=? AND status='playing' "
                "AND pending=?",
                (*games, tournament_id, number, table_no, json.dumps(pending)),
            )
            if changed:
                await _log(
                    tx,
                    tournament_id,
                    number,
                    table_no,
                    "result",
                    user_id,
                    {**data, "wins_a": games[0], "wins_b": games[1], "draws": games[2]},
                )
        return bool(changed)

    async def start_game(self, tournament_id: int, number: int, table_no: int, match_id: int) -> bool:
        """The table's next game is `match_id`, if it has none in play and is still playing."""
        async with self._tx() as tx:
            return bool(
                await tx.execute(
                    "UPDATE tournament_tables SET match_id=? WHERE tournament_id=? AND round=? "
                    "AND table_no=? AND status='playing' AND match_id IS NULL",
                    (match_id, tournament_id, number, table_no),
                )
            )

    async def extend_table(
        self, tournament_id: int, number: int, table_no: int, seconds: int, judge: int, reason: str
    ) -> int:
        async with self._tx() as tx:
            await tx.execute(
                "UPDATE tournament_tables SET extension_seconds=extension_seconds+? WHERE "
                "tournament_id=? AND round=? AND table_no=?",
                (seconds, tournament_id, number, table_no),
            )
            await _log(
                tx,
                tournament_id,
                number,
                table_no,
                "extension",
                judge,
                {"seconds": seconds, "reason": reason[:300]},
            )
            row = await tx.fetchone(
                "SELECT extension_seconds FROM tournament_tables WHERE tournament_id=? AND "
                "round=? AND table_no=?",
                (tournament_id, number, table_no),
            )
        return int(row[0]) if row else 0

    # --- the log ---------------------------------------------------------------------------

    async def log_tournament(
        self,
        tournament_id: int,
        number: int | None,
        table_no: int | None,
        kind: str,
        user_id: int | None,
        data: dict,
    ) -> int:
        async with self._tx() as tx:
            return await _log(tx, tournament_id, number, table_no, kind, user_id, data)

    async def tournament_log(self, tournament_id: int) -> list[dict]:
        rows = await self._fetchall(
            "SELECT id, round, table_no, kind, user_id, data, created_at FROM tournament_log "
            "WHERE tournament_id=? ORDER BY id",
            (tournament_id,),
        )
        return [
            {
                "id": r[0],
                "round": r[1],
                "table": r[2],
                "kind": r[3],
                "user": r[4],
                **json.loads(r[5]),
                "time": r[6],
            }
            for r in rows
        ]

    async def move_call(
        self, tournament_id: int, call_id: int, before: tuple[str, ...], after: str, user_id: int
    ) -> bool:
        """A judge call's state (open → claimed → closed) as a compare-and-set on its log row."""
        async with self._tx() as tx:
            row = await tx.fetchone(
                "SELECT data FROM tournament_log WHERE id=? AND tournament_id=? AND kind='call'",
                (call_id, tournament_id),
            )
            if row is None:
                return False
            data = json.loads(row[0])
            if data.get("state", "open") not in before:
                return False
            data["state"] = after
            data[f"{after}_by"] = user_id
            data[f"{after}_at"] = time.time()
            changed = await tx.execute(
                "UPDATE tournament_log SET data=? WHERE id=? AND data=?", (json.dumps(data), call_id, row[0])
            )
        return bool(changed)


async def _log(
    tx: Any,
    tournament_id: int,
    number: int | None,
    table_no: int | None,
    kind: str,
    user_id: int | None,
    data: dict,
) -> int:
    row = await tx.fetchone(
        "INSERT INTO tournament_log (tournament_id, round, table_no, kind, user_id, data, created_at) "
        "VALUES (?,?,?,?,?,?,?) RETURNING id",
        (tournament_id, number, table_no, kind, user_id, json.dumps(data), time.time()),
    )
    return int(row[0])
