"""Swiss pairing with networkx's maximum-weight matching (docs/tournaments.md "Pairing").

What a round's pairing promises, in priority order:

1. No rematch while one can be avoided. The answer has a rematch only if no pairing of
   this round's players (with any bye this rule allows) has none.
2. At most one bye per player: the bye goes to the lowest-ranked player who has not had
   one (ranked by the standings; among players tied on every tiebreaker, by the round's
   seeded shuffle), the next one up if that bye would force a rematch. Only when everyone
   has had a bye does someone get a second.
3. Players with the same match points meet each other where they can; the pairing goes
   down as little as possible (the sum of squared match-point differences is least).
4. Within those rules, who meets whom is random from the round's seed: the same players,
   history and seed always give the same pairing, so anyone can check it.

How: the players are ordered by match points, then by the seeded shuffle (the 1999 WotC
Swiss procedure pairs randomly within a match-point group and never uses tiebreakers for
pairing). Round 1, everyone on 0 points, is therefore a seeded random pairing. The order is
cut into blocks of BLOCK consecutive players and each block is paired by
`networkx.max_weight_matching` with weights that encode 1 > 3 > 4 (so within a block the
result is the exact optimum). A block that cannot avoid a rematch is merged with its
neighbour and paired again, up to the whole field — the last step is the full graph, so
rule 1 holds globally. Blocks keep a 512-player round fast (networkx's matching is
pure-Python, and cubic: the full 512-player graph takes tens of seconds; measured in
docs/tournaments.md); with no rematch in the way a block's optimum is exactly the global
one (consecutive pairs), otherwise it is the best within its block. A block whose
consecutive pairs hold no rematch is that unique optimum and skips the matching call.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from .model import PlayerId

BLOCK = 16  # players per matching block (even); measured in docs/tournaments.md


@dataclass(frozen=True)
class RoundPairing:
    """A round's tables (best-ranked first; in each, `a` is the higher in pairing order),
    its bye, the seed it was made from, and how many tables are (unavoidable) rematches."""

    seed: int
    tables: tuple[tuple[PlayerId, PlayerId], ...]
    bye: PlayerId | None
    rematches: int
    order: tuple[PlayerId, ...]  # the pairing order used (for the log)


def seeded_order(players: Collection[PlayerId], seed: int) -> list[PlayerId]:
    """The round's random order: the players sorted by id, then shuffled by `seed`.
    Independent of the order they were given in."""
    order = sorted(players, key=lambda p: (str(type(p)), str(p)))
    random.Random(seed).shuffle(order)
    return order


def pair_round(
    players: Collection[PlayerId],
    points: Mapping[PlayerId, int],
    met: Mapping[PlayerId, Collection[PlayerId]],
    had_bye: Collection[PlayerId],
    ranks: Mapping[PlayerId, int],
    seed: int,
    block: int = BLOCK,
    shortcut: bool = True,
) -> RoundPairing:
    """Pair `players` (this round's: dropped players already left out, late entries in).

    `points` are their match points, `met` who has played whom, `had_bye` who has had a bye,
    `ranks` their standings ranks, 1 best, players tied on every tiebreaker sharing one
    (`standings.shared_ranks`). `block` and `shortcut` are for measuring (docs/tournaments.md)."""
    if block < 2 or block % 2:
        raise ValueError("block must be an even number of at least 2")
    shuffled = seeded_order(players, seed)
    position = {p: i for i, p in enumerate(shuffled)}
    order = sorted(shuffled, key=lambda p: (-points.get(p, 0), position[p]))

    def played(a: PlayerId, b: PlayerId) -> bool:
        return b in met.get(a, ())

    if len(order) % 2 == 0:
        tables, rematches = _pair_in_blocks(order, points, played, block, shortcut)
        return RoundPairing(seed, tables, None, rematches, tuple(order))
    bye, tables, rematches = _choose_bye(order, points, played, had_bye, ranks, position, block, shortcut)
    return RoundPairing(seed, tables, bye, rematches, tuple(order))


def _choose_bye(order, points, played, had_bye, ranks, position, block, shortcut):
    """MTR Appendix C makes a bye a 2-0 win but names no recipient; the rule here is the
    common one (docs/tournaments.md): the lowest-ranked player without a bye yet."""
    unranked = max(ranks.values(), default=0) + 1
    # Lowest first: by the standings; players the standings tie (or do not list) by the shuffle.
    by_rank = sorted(order, key=lambda p: (ranks.get(p, unranked), position[p]), reverse=True)
    candidates = [p for p in by_rank if p not in had_bye] or by_rank
    first = None
    for candidate in candidates:
        rest = [p for p in order if p != candidate]
        tables, rematches = _pair_in_blocks(rest, points, played, block, shortcut)
        if rematches == 0:
            return candidate, tables, 0
        first = first or (candidate, tables, rematches)
    return first


def _pair_in_blocks(
    order: Sequence[PlayerId], points: Mapping[PlayerId, int], played: Callable[[PlayerId, PlayerId], bool],
    block: int, shortcut: bool,
) -> tuple[tuple[tuple[PlayerId, PlayerId], ...], int]:
    blocks = [list(order[i:i + block]) for i in range(0, len(order), block)]
    solved: list[list[tuple[PlayerId, PlayerId]] | None] = [None] * len(blocks)
    i = 0
    while i < len(blocks):
        if solved[i] is None:
            tables = _match_block(blocks[i], points, played, shortcut)
            if any(played(a, b) for a, b in tables) and len(blocks) > 1:
                # Merge with the next block (the previous one, for the last) and pair again.
                j = i + 1 if i + 1 < len(blocks) else i - 1
                lo, hi = min(i, j), max(i, j)
                blocks[lo:hi + 1] = [blocks[lo] + blocks[hi]]
                solved[lo:hi + 1] = [None]
                i = lo
                continue
            solved[i] = tables
        i += 1
    tables = [t for block_tables in solved if block_tables for t in block_tables]
    rank = {p: i for i, p in enumerate(order)}
    tables.sort(key=lambda t: rank[t[0]])
    return tuple(tables), sum(played(a, b) for a, b in tables)


def _match_block(
    players: Sequence[PlayerId], points: Mapping[PlayerId, int], played: Callable[[PlayerId, PlayerId], bool],
    shortcut: bool = True,
) -> list[tuple[PlayerId, PlayerId]]:
    """The best pairing of an even block: fewest rematches, then least squared match-point
    difference, then nearest in the block's order. Integer weights in three tiers, each
    tier worth more than everything below it can add up to, so networkx (which computes
    exactly with integers) optimises them lexicographically."""
    n = len(players)
    consecutive = [(players[i], players[i + 1]) for i in range(0, n, 2)]
    if shortcut and not any(played(a, b) for a, b in consecutive):
        # Every tier at its best: no rematch, least squared differences (on a sorted line
        # consecutive pairs minimise them) and every pair adjacent — the unique optimum,
        # what networkx returns for it (tests/…/test_pairing.py checks), without the wait.
        return consecutive
    score = [points.get(p, 0) for p in players]
    spread = (max(score) - min(score)) ** 2 + 1  # d² ranges over [0, spread)
    near_tier = n  # nearness term: n - (j - i), in [1, n)
    score_tier = near_tier * n  # > (n/2 pairs) × n: all nearness terms together
    fresh_tier = score_tier * spread * n  # > (n/2 pairs) × score tier × spread: all score terms
    import networkx as nx  # ~8 MB resident: imported when a round is first paired, not at start

    graph = nx.Graph()
    graph.add_nodes_from(range(n))
    for i in range(n):
        for j in range(i + 1, n):
            weight = score_tier * (spread - (score[i] - score[j]) ** 2) + (n - (j - i))
            if not played(players[i], players[j]):
                weight += fresh_tier
            graph.add_edge(i, j, weight=weight)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return [(players[min(i, j)], players[max(i, j)]) for i, j in matching]
