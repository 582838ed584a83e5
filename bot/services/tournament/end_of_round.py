"""The end-of-round procedure per game (issue 32): at time, the current turn plus a number
of extra turns (or extra minutes, whichever ends first); then the game's result as it
stands, or a draw. The organiser picks the settings; the defaults are the game's published
tournament procedure where one was found (docs/tournaments.md "End of round", with the
sources), otherwise ours, marked as such.

A result "as it stands" is read from the game's *public* view only (what both players and
any spectator can count on the table), so deciding it reveals nothing hidden.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

DRAW, STANDING = "draw", "standing"
AT_TIME = (DRAW, STANDING)
EXTRA_TURNS = (0, 10)
EXTRA_MINUTES = (0, 30)  # 0: no minute limit, the extra turns only


@dataclass(frozen=True, slots=True)
class Procedure:
    extra_turns: int
    extra_minutes: int  # 0: none; otherwise the extra turns end after this many minutes at most
    at_time: str  # DRAW or STANDING
    published: bool  # the game's organisers publish this procedure (cited in docs/tournaments.md)

    def options(self) -> dict[str, Any]:
        return {"extra_turns": self.extra_turns, "extra_minutes": self.extra_minutes, "at_time": self.at_time}


@dataclass(frozen=True, slots=True)
class Outcome:
    """A game decided at time: the winning seat (None: a draw) and why, for the announcement
    and the record: `basis` is "shield_area", "deck" or "random"; `figures` seat → count."""

    winner: str | None
    basis: str
    figures: dict[str, int]


# GCG: Bandai-sanctioned store events (Bandai TCG+) publish "an additional 5 minutes OR three
# additional full turns, whichever finishes first; then the player with more cards in their
# Shield Area (base + shields) wins; tied, the higher deck count; tied, a random method"
# (docs/tournaments.md, End of round). The other games: nothing published was found — the
# MTR-style default (the current turn plus 3, then a draw), ours.
OURS = Procedure(extra_turns=3, extra_minutes=0, at_time=DRAW, published=False)
DEFAULTS: dict[str, Procedure] = {
    "gcg": Procedure(extra_turns=3, extra_minutes=5, at_time=STANDING, published=True),
}


def default_for(game: str) -> Procedure:
    return DEFAULTS.get(game, OURS)


def _gcg_counts(view: Mapping[str, Any], seat: str) -> tuple[int, int]:
    """(cards in the shield area — shields plus a base, an EX Base too —, cards in the deck):
    public counts (GCG comprehensive rules 3-1-3: every area's number of cards is open to all
    players at any time)."""
    player = view["players"][seat]
    shield_area = int(player["shields"]["count"]) + (1 if player.get("base") else 0)
    return shield_area, int(player["deck"]["count"])


def _gcg_standing(view: Mapping[str, Any], seats: tuple[str, ...], salt: str) -> Outcome:
    counts = {seat: _gcg_counts(view, seat) for seat in seats}
    for basis, index in (("shield_area", 0), ("deck", 1)):
        figures = {seat: c[index] for seat, c in counts.items()}
        best = max(figures.values())
        leaders = [seat for seat in seats if figures[seat] == best]
        if len(leaders) == 1:
            return Outcome(leaders[0], basis, figures)
        seats = tuple(leaders)
    # "players may use a random method": the match's own seed (revealed with the result)
    # picks, so anyone can recompute it
    digest = hashlib.sha256(f"{salt}:end-of-round".encode()).digest()
    return Outcome(seats[digest[0] % len(seats)], "random", {seat: counts[seat][1] for seat in seats})


STANDINGS: dict[str, Callable[[Mapping[str, Any], tuple[str, ...], str], Outcome]] = {
    "gcg": _gcg_standing,
}


def has_standing(game: str) -> bool:
    """Whether the game has a published way to decide a game at time (else only a draw)."""
    return game in STANDINGS


def decide(game: str, public_view: Mapping[str, Any], seats: tuple[str, ...], salt: str) -> Outcome:
    """The game's result as it stands at the end of the extra turns (STANDING)."""
    return STANDINGS[game](public_view, seats, salt)


def check(game: str, extra_turns: int, extra_minutes: int, at_time: str) -> str | None:
    """What is wrong with an organiser's settings (a Fluent key), or None."""
    if not EXTRA_TURNS[0] <= extra_turns <= EXTRA_TURNS[1]:
        return "error-tournament-extra-turns"
    if not EXTRA_MINUTES[0] <= extra_minutes <= EXTRA_MINUTES[1]:
        return "error-tournament-extra-minutes"
    if at_time not in AT_TIME:
        return "error-tournament-at-time"
    if at_time == STANDING and not has_standing(game):
        return "error-tournament-no-standing"
    return None
