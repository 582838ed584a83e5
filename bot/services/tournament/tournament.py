"""A Swiss event as it runs: entries, drops, rounds, results, corrections — plain Python.

The Discord side keeps one of these per tournament in the store and calls it; everything it
decides (pairings, byes, standings) comes from pairing.py and standings.py, and what it
records is exactly the results format of model.py, so `python -m bot tournament standings`
gives any export's standings back.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from .model import Event, Match, PlayerId, played_pairs
from .pairing import RoundPairing, pair_round
from .standings import Standing, Tally, compute_standings, shared_ranks


class TournamentError(ValueError):
    """Something the event's state does not allow now; the message says why."""


@dataclass
class Table:
    a: PlayerId
    b: PlayerId | None
    result: Match | None = None  # None until reported; a bye is reported when paired


class Tournament:
    def __init__(self, players: list[PlayerId] | tuple[PlayerId, ...] = ()) -> None:
        self.players: list[PlayerId] = []
        self.late: dict[PlayerId, int] = {}
        self.drops: dict[PlayerId, int] = {}
        self.rounds: list[list[Table]] = []
        self.seeds: list[int] = []
        self.pairings: list[RoundPairing] = []
        self.tally = Tally()
        for player in players:
            self.add_player(player)

    # --- entries and drops -------------------------------------------------------------
    @property
    def current_round(self) -> int:
        return len(self.rounds)

    def add_player(self, player: PlayerId) -> None:
        """Register a player; after round 1 is paired, a late entry paired from the next round."""
        if any(str(p) == str(player) for p in self.players):
            raise TournamentError(f"{player!r} is already registered")
        self.players.append(player)
        self.tally.add_player(player)
        if self.rounds:
            self.late[player] = self.current_round + 1

    def drop(self, player: PlayerId) -> None:
        """Drop a player: they finish the current round's match (if any) and are never
        paired again; their results stay (MTR Appendix C counts them for opponents)."""
        self._known(player)
        if player in self.drops:
            raise TournamentError(f"{player!r} has already dropped")
        self.drops[player] = self.current_round

    def active(self) -> list[PlayerId]:
        """Who the next round pairs."""
        return [p for p in self.players if p not in self.drops]

    # --- rounds ------------------------------------------------------------------------
    def pair_next_round(self, seed: int | None = None) -> RoundPairing:
        """Pair the next round (every table of this one must have a result). The seed is
        random unless given, and is recorded with the round so the pairing can be checked."""
        if self.rounds and any(t.result is None for t in self.rounds[-1]):
            raise TournamentError(f"round {self.current_round} still has matches without a result")
        active = self.active()
        if len(active) < 2:
            raise TournamentError("a round needs at least two players still in the event")
        seed = secrets.randbits(63) if seed is None else seed
        standings = self.standings()
        points = {s.player: s.points for s in standings}
        had_bye = {s.player for s in standings if s.byes}
        pairing = pair_round(active, points, played_pairs(self._results()), had_bye, shared_ranks(standings),
                             seed)
        tables = [Table(a, b) for a, b in pairing.tables]
        if pairing.bye is not None:
            bye = Match.bye(pairing.bye)
            tables.append(Table(pairing.bye, None, bye))
            self.tally.add(bye)
        self.rounds.append(tables)
        self.seeds.append(seed)
        self.pairings.append(pairing)
        return pairing

    def report(self, round_number: int, result: Match) -> None:
        """Record (or correct) the result of the table `result.a` v `result.b` in a round."""
        table = self._table(round_number, result)
        if table.result is not None and table.b is None:
            raise TournamentError("a bye's result is fixed: a 2-0 win (MTR Appendix C)")
        if table.a != result.a:  # reported from b's side: store it the way the table reads
            result = Match(table.a, table.b, result.wins_b, result.wins_a, result.draws)
        if result.wins_a + result.wins_b + result.draws == 0:
            raise TournamentError("a match has at least one game (an intentional draw is 0-0-3, MTR 2.4)")
        if table.result is not None:
            self.tally.remove(table.result)
        table.result = result
        self.tally.add(result)

    def _table(self, round_number: int, result: Match) -> Table:
        if not 1 <= round_number <= self.current_round:
            raise TournamentError(f"there is no round {round_number}")
        for table in self.rounds[round_number - 1]:
            if {table.a, table.b} == {result.a, result.b}:
                return table
        raise TournamentError(f"{result.a!r} and {result.b!r} are not paired in round {round_number}")

    def _known(self, player: PlayerId) -> None:
        if player not in self.players:
            raise TournamentError(f"{player!r} is not registered")

    # --- results and standings ---------------------------------------------------------
    def _results(self) -> list[list[Match]]:
        return [[t.result for t in round_ if t.result is not None] for round_ in self.rounds]

    def event(self) -> Event:
        """The results so far (reported matches only) in the checkable format."""
        return Event(tuple(self.players), tuple(tuple(r) for r in self._results()), dict(self.drops),
                     dict(self.late), tuple(self.seeds))

    def standings(self, tiebreakers: str = "mtr") -> list[Standing]:
        """From the running tally (kept as results arrive); equal to `compute_standings(self.event())`."""
        return self.tally.standings(tiebreakers)

    def recompute_standings(self, tiebreakers: str = "mtr") -> list[Standing]:
        return compute_standings(self.event(), tiebreakers)
