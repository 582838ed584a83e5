"""Top cut: single elimination seeded by the Swiss standings (MTR 10.4 names the playoff,
the bracket is the standard one: 1v8, 4v5, 2v7, 3v6 for a top 8; 1v4, 2v3 for a top 4), so
the top two seeds can only meet in the final."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .model import PlayerId
from .standings import Standing


def bracket_seeds(size: int) -> list[tuple[int, int]]:
    """The first round's seed pairs, in bracket order: 8 → (1,8) (4,5) (2,7) (3,6)."""
    if size < 2 or size & (size - 1):
        raise ValueError("a top cut is 2, 4, 8, … players")
    seeds = [1]
    while len(seeds) < size:
        total = 2 * len(seeds) + 1
        seeds = [s for seed in seeds for s in (seed, total - seed)]
    return list(zip(seeds[::2], seeds[1::2], strict=True))


def top_cut(standings: Sequence[Standing], size: int, dropped: Collection[PlayerId] = ()) -> list[
        tuple[PlayerId, PlayerId]]:
    """The cut's first-round matches (higher seed first), from the final Swiss standings.
    A player who dropped is not in the cut; the next in the standings takes the place."""
    eligible = [s.player for s in standings if s.player not in dropped]
    if len(eligible) < size:
        raise ValueError(f"a top {size} needs {size} players still in the event, there are {len(eligible)}")
    return [(eligible[hi - 1], eligible[lo - 1]) for hi, lo in bracket_seeds(size)]


def next_bracket_round(matches: Sequence[tuple[PlayerId, PlayerId]], winners: Collection[PlayerId]) -> list[
        tuple[PlayerId, PlayerId]]:
    """The next round of the bracket: the winners of adjacent matches meet (MTR 2.4: a
    single-elimination match cannot end in a draw, so each match names one winner)."""
    advancing = []
    for a, b in matches:
        if (a in winners) == (b in winners):
            raise ValueError(f"the match {a!r} v {b!r} needs exactly one winner")
        advancing.append(a if a in winners else b)
    if len(advancing) < 2:
        raise ValueError("the bracket is over: that was the final")
    return list(zip(advancing[::2], advancing[1::2], strict=True))
