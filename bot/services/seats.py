"""Who is still in a running match. A player eliminated from a free-for-all (GCG 12-2-5)
stays a seat of the match but is a spectator for everything except their own history:
no judge call, no say in abandoning it, no more decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .matches import LiveMatch


def seats_out(live: LiveMatch) -> frozenset[str]:
    """Seats the game has put out (the table's `out` flag: eliminated, nothing in play)."""
    return frozenset(seat.player for seat in live.table(None).seats if seat.out)


def is_out(live: LiveMatch, user_id: int) -> bool:
    seat = live.player_of(user_id)
    return seat is not None and seat in seats_out(live)


def users_in_game(live: LiveMatch) -> list[int]:
    """The users of the seats still in the game, in seat order."""
    out = seats_out(live)
    return [live.row.user_of(seat) for seat in live.seats if seat not in out]
