"""Standings as a pure function of the results, with the tiebreakers of MTR Appendix C.

Magic: The Gathering Tournament Rules, Appendix C "Tiebreaker Explanation" (quoted and
cited in docs/tournaments.md):

- match points: 3 a match win (a bye is a win), 1 a draw, 0 a loss;
- game points: 3 a game win, 1 a drawn game, 0 a lost or unplayed game;
- match-win % = match points / (3 × rounds played), at least 0.33;
- game-win % = game points / (3 × games played), at least 0.33;
- a bye is a 2–0 match win (3 match points, 6 game points, 2 games) for the player and is
  ignored when computing that player's opponents' percentages (the bye is no opponent);
- opponents' match-win % = the average of each faced opponent's match-win % (its 0.33
  floor applied per opponent); opponents' game-win % likewise with game-win %.

All of it is exact (fractions.Fraction); floats only come out of `Standing.to_json`, so a
recomputation always gives the same figures. The order is a named list of keys
(`TIEBREAKERS`); players equal on every key are ordered by a hash of their id, a fixed,
arbitrary and checkable order (docs/tournaments.md "A final tie").
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .model import Event, Match, PlayerId

FLOOR = Fraction(33, 100)  # MTR Appendix C: "If this number is lower than 0.33, use 0.33 instead."
WIN, DRAW, LOSS = 3, 1, 0  # match points, and game points per game (Appendix C)

# A tiebreaker order: the keys ranked on, best first, each compared highest-first.
# A publisher that defines its own order gets an entry here (docs/tournaments.md says which
# publishers' rules were found, and what they define).
TIEBREAKERS: dict[str, tuple[str, ...]] = {
    # MTR 3.1 "Tiebreakers" (order) and Appendix C (definitions).
    "mtr": ("points", "omw", "gw", "ogw"),
}


@dataclass
class Record:
    """One player's tally: what every percentage is computed from."""

    points: int = 0
    rounds: int = 0  # rounds played, a bye included (Appendix C "Match-win percentage" table)
    game_points: int = 0
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    opponents: Counter[PlayerId] = field(default_factory=Counter)  # a rematch counts twice

    def match_win(self) -> Fraction:
        return max(FLOOR, Fraction(self.points, 3 * self.rounds)) if self.rounds else FLOOR

    def game_win(self) -> Fraction:
        return max(FLOOR, Fraction(self.game_points, 3 * self.games)) if self.games else FLOOR


@dataclass(frozen=True)
class Standing:
    rank: int
    player: PlayerId
    points: int
    mw: Fraction
    omw: Fraction
    gw: Fraction
    ogw: Fraction
    wins: int
    losses: int
    draws: int
    byes: int

    def to_json(self) -> dict[str, Any]:
        """The published row (CLI `--json`, export): percentages as unrounded fractions of 1."""
        return {"rank": self.rank, "player": self.player, "points": self.points,
                "omw": float(self.omw), "gw": float(self.gw), "ogw": float(self.ogw)}


class Tally:
    """Every player's record, kept up to date one result at a time (and undone on a fix).

    `compute_standings` builds one from scratch; a running tournament keeps one as results
    arrive. The two must always agree (tests/bot/services/tournament)."""

    def __init__(self, players: Iterable[PlayerId] = ()) -> None:
        self.records: dict[PlayerId, Record] = {p: Record() for p in players}

    def add_player(self, player: PlayerId) -> None:
        self.records.setdefault(player, Record())

    def add(self, match: Match) -> None:
        self._apply(match, +1)

    def remove(self, match: Match) -> None:
        self._apply(match, -1)

    def _apply(self, match: Match, sign: int) -> None:
        if match.b is None:
            record = self.records[match.a]
            record.points += sign * WIN
            record.rounds += sign
            record.game_points += sign * WIN * match.wins_a
            record.games += sign * match.wins_a
            record.wins += sign
            record.byes += sign
            return
        for me, them, won, lost in ((match.a, match.b, match.wins_a, match.wins_b),
                                    (match.b, match.a, match.wins_b, match.wins_a)):
            record = self.records[me]
            # Appendix C: the match goes to whoever won more games; equal games is a draw.
            outcome = WIN if won > lost else LOSS if won < lost else DRAW
            record.points += sign * outcome
            record.wins += sign * (outcome == WIN)
            record.losses += sign * (outcome == LOSS)
            record.draws += sign * (outcome == DRAW)
            record.rounds += sign
            record.game_points += sign * (WIN * won + DRAW * match.draws)
            record.games += sign * (won + lost + match.draws)
            record.opponents[them] += sign
            if record.opponents[them] == 0:
                del record.opponents[them]

    def standings(self, tiebreakers: str = "mtr") -> list[Standing]:
        order = tiebreaker_order(tiebreakers)
        records = self.records
        # Exact and fast: every percentage of one kind is an integer over one common
        # denominator, so averages are integer sums and the sort compares integers; the
        # Fractions handed out are those same numbers, reduced.
        mw, mw_den = _scaled({p: (r.points, 3 * r.rounds) for p, r in records.items()})
        gw, gw_den = _scaled({p: (r.game_points, 3 * r.games) for p, r in records.items()})
        faced = {p: sum(r.opponents.values()) for p, r in records.items()}
        span = math.lcm(1, *(f for f in faced.values() if f))
        omw = {p: _average(r.opponents, mw, mw_den, faced[p], span) for p, r in records.items()}
        ogw = {p: _average(r.opponents, gw, gw_den, faced[p], span) for p, r in records.items()}
        points = {p: r.points for p, r in records.items()}
        values = {"points": points, "mw": mw, "gw": gw, "omw": omw, "ogw": ogw}
        ranked = sorted(records, key=lambda p: (tuple(-values[k][p] for k in order), final_tie(p)))
        return [Standing(rank, p, records[p].points, Fraction(mw[p], mw_den), Fraction(omw[p], mw_den * span),
                         Fraction(gw[p], gw_den), Fraction(ogw[p], gw_den * span), records[p].wins,
                         records[p].losses, records[p].draws, records[p].byes)
                for rank, p in enumerate(ranked, 1)]


def _scaled(ratios: Mapping[PlayerId, tuple[int, int]]) -> tuple[dict[PlayerId, int], int]:
    """Each num/den floored at 0.33 (0.33 itself for den 0: nothing played yet), as integers
    over one common denominator, and that denominator."""
    common = math.lcm(FLOOR.denominator, *(den for _, den in ratios.values() if den))
    floor = FLOOR.numerator * (common // FLOOR.denominator)
    scaled = {p: max(floor, num * (common // den)) if den else floor for p, (num, den) in ratios.items()}
    return scaled, common


def tiebreaker_order(name: str) -> tuple[str, ...]:
    try:
        return TIEBREAKERS[name]
    except KeyError:
        raise ValueError(f"unknown tiebreakers {name!r} (known: {', '.join(TIEBREAKERS)})") from None


def _average(opponents: Counter[PlayerId], scaled: Mapping[PlayerId, int], common: int, faced: int,
             span: int) -> int:
    """The average of each opponent's (already floored) percentage, one term per match, as
    an integer over common × span. With no opponent at all (only byes, or no round yet)
    the floor: the least any opponent could have added (docs/tournaments.md)."""
    if not faced:
        return FLOOR.numerator * (common // FLOOR.denominator) * span
    return sum(scaled[o] * n for o, n in opponents.items()) * (span // faced)


def final_tie(player: PlayerId) -> str:
    """Players equal on every tiebreaker are ordered by the SHA-256 of their id: fixed,
    arbitrary (not by name or by account age) and anyone can recompute it."""
    return hashlib.sha256(str(player).encode()).hexdigest()


def shared_ranks(standings: Iterable[Standing], tiebreakers: str = "mtr") -> dict[PlayerId, int]:
    """Each player's rank with players equal on every tiebreaker sharing one (the final tie
    left open): what the bye goes by, its ties then broken by the round's seeded shuffle."""
    order = tiebreaker_order(tiebreakers)
    ranks: dict[PlayerId, int] = {}
    previous = None
    for index, standing in enumerate(standings, 1):
        key = tuple(getattr(standing, name) for name in order)
        if key != previous:
            rank, previous = index, key
        ranks[standing.player] = rank
    return ranks


def compute_standings(event: Event, tiebreakers: str = "mtr") -> list[Standing]:
    """The standings after every round in `event`, from scratch."""
    tally = Tally(event.players)
    for match in event.matches():
        tally.add(match)
    return tally.standings(tiebreakers)


def standings_json(standings: Iterable[Standing]) -> dict[str, Any]:
    return {"standings": [s.to_json() for s in standings]}
