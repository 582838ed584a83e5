"""A Swiss event's results as plain data, and the file format anyone can check them with.

The format (docs/tournaments.md, `python -m bot tournament standings RESULTS.json`):

    {"players": [id, …],
     "rounds": [[{"a": id, "b": id or null for a bye, "wins_a": n, "wins_b": n, "draws": n}, …], …],
     "drops": {id: the last round they played},
     "late": {id: the first round they were paired in},   (optional)
     "seeds": [the seed each round was paired with, …]}    (optional)

An id is a string or a whole number. `wins_a`, `wins_b` and `draws` count games; a bye
needs none of them (it is a 2–0 win, MTR Appendix C "Byes") and, if given, they must say
2–0–0. An intentional draw is entered as 0–0–3 (MTR 2.4), or as the games stood.
`parse_event` checks all of it and raises `EventError` with one line naming the place.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

PlayerId = str | int
MAX_GAMES = 99  # per side of one match: a best-of-99 is already no Swiss any organiser runs
BYE_GAMES = (2, 0, 0)  # MTR Appendix C "Byes": a bye is a 2–0 match win


class EventError(ValueError):
    """Results that are not a valid event; the message says where and why (one line)."""


@dataclass(frozen=True)
class Match:
    """One pairing of a round and its result in games. `b is None` is a bye."""

    a: PlayerId
    b: PlayerId | None
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0

    @property
    def is_bye(self) -> bool:
        return self.b is None

    @classmethod
    def bye(cls, player: PlayerId) -> Match:
        return cls(player, None, *BYE_GAMES)

    @classmethod
    def intentional_draw(cls, a: PlayerId, b: PlayerId) -> Match:
        """MTR 2.4: "Intentional draws are always reported as 0-0-3"."""
        return cls(a, b, 0, 0, 3)

    def players(self) -> tuple[PlayerId, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "wins_a": self.wins_a, "wins_b": self.wins_b, "draws": self.draws}


@dataclass(frozen=True)
class Event:
    """The results of the Swiss rounds so far (rounds[0] is round 1)."""

    players: tuple[PlayerId, ...]
    rounds: tuple[tuple[Match, ...], ...] = ()
    drops: Mapping[PlayerId, int] = field(default_factory=dict)
    late: Mapping[PlayerId, int] = field(default_factory=dict)
    seeds: tuple[int, ...] = ()

    def matches(self) -> Iterable[Match]:
        for round_ in self.rounds:
            yield from round_

    def active(self, round_number: int) -> list[PlayerId]:
        """Who is paired in `round_number`: joined by then and not dropped before it."""
        return [p for p in self.players
                if self.late.get(p, 1) <= round_number and self.drops.get(p, round_number) >= round_number]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "players": list(self.players),
            "rounds": [[m.to_json() for m in round_] for round_ in self.rounds],
            "drops": {str(p): r for p, r in self.drops.items()},
        }
        if self.late:
            data["late"] = {str(p): r for p, r in self.late.items()}
        if self.seeds:
            data["seeds"] = list(self.seeds)
        return data


def parse_event(data: Any) -> Event:
    """Check `data` (the decoded JSON) and build the Event; EventError says what is wrong."""
    if not isinstance(data, dict):
        raise EventError("the file must hold a JSON object with players, rounds and drops")
    unknown = set(data) - {"players", "rounds", "drops", "late", "seeds"}
    if unknown:
        raise EventError(f"unknown key {sorted(unknown)[0]!r} (expected players, rounds, drops, late, seeds)")
    players = _players(data.get("players"))
    by_text = {str(p): p for p in players}
    rounds = _rounds(data.get("rounds", []), by_text)
    drops = _round_map(data.get("drops", {}), "drops", by_text, len(rounds))
    late = _round_map(data.get("late", {}), "late", by_text, len(rounds) + 1)
    seeds = _seeds(data.get("seeds", []))
    for number, round_ in enumerate(rounds, 1):
        for match in round_:
            for player in match.players():
                if drops.get(player, number) < number:
                    raise EventError(f"round {number}: {player!r} plays after dropping (drops says round "
                                     f"{drops[player]})")
                if late.get(player, 1) > number:
                    raise EventError(f"round {number}: {player!r} plays before joining (late says round "
                                     f"{late[player]})")
    return Event(players, rounds, drops, late, seeds)


def _players(value: Any) -> tuple[PlayerId, ...]:
    if not isinstance(value, list) or not value:
        raise EventError("players must be a non-empty list of ids")
    seen: set[str] = set()
    for player in value:
        _check_id(player, "players")
        if str(player) in seen:
            raise EventError(f"players: {player!r} is listed twice")
        seen.add(str(player))
    return tuple(value)


def _check_id(value: Any, where: str) -> None:
    if isinstance(value, bool) or not isinstance(value, str | int) or value == "":
        raise EventError(f"{where}: a player id is a non-empty string or a whole number, not {value!r}")


def _rounds(value: Any, by_text: Mapping[str, PlayerId]) -> tuple[tuple[Match, ...], ...]:
    if not isinstance(value, list):
        raise EventError("rounds must be a list of rounds, each a list of matches")
    rounds = []
    for number, round_ in enumerate(value, 1):
        if not isinstance(round_, list):
            raise EventError(f"round {number}: must be a list of matches")
        seen: set[PlayerId] = set()
        matches = []
        for table, raw in enumerate(round_, 1):
            match = _match(raw, by_text, number, table)
            for player in match.players():
                if player in seen:
                    raise EventError(f"round {number}: {player!r} is paired twice")
                seen.add(player)
            matches.append(match)
        rounds.append(tuple(matches))
    return tuple(rounds)


MATCH_KEYS = frozenset(("a", "b", "wins_a", "wins_b", "draws"))


def _match(raw: Any, by_text: Mapping[str, PlayerId], number: int, table: int) -> Match:
    """One match; the place is only spelled out for an error (a 512-player file has thousands)."""
    where = functools.partial("round {}, match {}".format, number, table)
    if not isinstance(raw, dict):
        raise EventError(f"{where()}: must be an object with a, b, wins_a, wins_b, draws")
    if not raw.keys() <= MATCH_KEYS:
        raise EventError(f"{where()}: unknown key {sorted(set(raw) - MATCH_KEYS)[0]!r}")
    a = _known(raw.get("a"), by_text, where, "a")
    b = None if raw.get("b") is None else _known(raw["b"], by_text, where, "b")
    if a == b:
        raise EventError(f"{where()}: {a!r} cannot play themself")
    if b is None:
        games = tuple(raw.get(k, d) for k, d in zip(("wins_a", "wins_b", "draws"), BYE_GAMES, strict=True))
        if games != BYE_GAMES:
            raise EventError(f"{where()}: a bye is a 2-0-0 win (MTR Appendix C \"Byes\"), not {games}")
        return Match.bye(a)
    wins_a, wins_b, draws = raw.get("wins_a"), raw.get("wins_b"), raw.get("draws")
    for key, games in (("wins_a", wins_a), ("wins_b", wins_b), ("draws", draws)):
        if type(games) is not int or not 0 <= games <= MAX_GAMES:  # bool is no int here
            raise EventError(f"{where()}: {key} must be a whole number from 0 to {MAX_GAMES}, not {games!r}")
    if wins_a + wins_b + draws == 0:
        raise EventError(f"{where()}: a match has at least one game (an intentional draw is 0-0-3, MTR 2.4)")
    return Match(a, b, wins_a, wins_b, draws)


def _known(value: Any, by_text: Mapping[str, PlayerId], where: Any, name: str = "") -> PlayerId:
    """The listed player `value` names; `where` is the place (a string, or a function making it)."""
    player = by_text.get(value) if type(value) is str else None
    if player is not None:
        return player
    place = where() if callable(where) else where
    place = f"{place}: {name}" if name else place
    _check_id(value, place)
    if str(value) not in by_text:
        raise EventError(f"{place}: {value!r} is not in players")
    return by_text[str(value)]


def _round_map(value: Any, name: str, by_text: Mapping[str, PlayerId], last: int) -> dict[PlayerId, int]:
    if not isinstance(value, dict):
        raise EventError(f"{name} must be an object of player id -> round number")
    result = {}
    for key, number in value.items():
        player = _known(key, by_text, name)
        if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= max(last, 1):
            raise EventError(f"{name}: {key!r} must map to a round from 0 to {max(last, 1)}, not {number!r}")
        result[player] = number
    return result


def _seeds(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or any(isinstance(s, bool) or not isinstance(s, int) for s in value):
        raise EventError("seeds must be a list of whole numbers, one per round")
    return tuple(value)


def played_pairs(rounds: Sequence[Sequence[Match]]) -> dict[PlayerId, set[PlayerId]]:
    """Who has met whom in these rounds (byes are nobody)."""
    met: dict[PlayerId, set[PlayerId]] = {}
    for round_ in rounds:
        for match in round_:
            if match.b is not None:
                met.setdefault(match.a, set()).add(match.b)
                met.setdefault(match.b, set()).add(match.a)
    return met
