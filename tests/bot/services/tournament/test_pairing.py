"""Swiss pairing: the promises of pairing.py, on hand-made cases and on random events
checked by a brute-force search that shares no code with the pairing."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.services.tournament import Match, Tournament, pair_round
from bot.services.tournament.pairing import _match_block, seeded_order
from bot.services.tournament.simulation import simulate


def pair(players, points=None, met=(), had_bye=(), ranks=None, seed=1, block=16):
    points = points or {p: 0 for p in players}
    played: dict[str, set[str]] = {}
    for a, b in met:
        played.setdefault(a, set()).add(b)
        played.setdefault(b, set()).add(a)
    ranks = ranks or {p: i for i, p in enumerate(sorted(players, key=lambda p: -points[p]), 1)}
    return pair_round(players, points, played, set(had_bye), ranks, seed, block=block)


def test_round_one_is_random_from_the_seed_and_repeatable():
    players = [f"p{i}" for i in range(10)]
    first = pair(players, seed=42)
    assert pair(list(reversed(players)), seed=42) == first  # the input order does not matter
    assert pair(players, seed=43).tables != first.tables
    order = seeded_order(players, 42)  # the documented rule: consecutive pairs of the shuffle
    assert first.tables == tuple(zip(order[::2], order[1::2], strict=True)) and first.bye is None


def test_same_points_meet_and_a_rematch_is_avoided_by_pairing_across():
    points = {"A": 6, "B": 6, "C": 3, "D": 3}
    result = pair(list(points), points, met=[("A", "B")])
    assert {frozenset(t) for t in result.tables} in ({frozenset("AC"), frozenset("BD")},
                                                      {frozenset("AD"), frozenset("BC")})
    assert result.rematches == 0
    plain = pair(list(points), points)
    assert {frozenset(t) for t in plain.tables} == {frozenset("AB"), frozenset("CD")}


def test_the_least_pairing_down():
    """Groups of 3, 3 and 2 on 6, 3 and 0 points: one player of the top group goes down one
    group (making the middle one even); nobody goes down two groups."""
    points = {"a1": 6, "a2": 6, "a3": 6, "b1": 3, "b2": 3, "b3": 3, "c1": 0, "c2": 0}
    result = pair(list(points), points)
    diffs = sorted(abs(points[a] - points[b]) for a, b in result.tables)
    assert diffs == [0, 0, 0, 3]


def test_an_unavoidable_rematch_is_made_and_counted():
    met = [("A", "B"), ("C", "D"), ("A", "C"), ("B", "D"), ("A", "D"), ("B", "C")]
    result = pair(["A", "B", "C", "D"], met=met)
    assert result.rematches == 2 and len(result.tables) == 2


def test_the_bye_goes_to_the_lowest_ranked_without_one():
    points = {"A": 6, "B": 3, "C": 3, "D": 0, "E": 0}
    ranks = {"A": 1, "B": 2, "C": 3, "D": 4, "E": 5}
    assert pair(list(points), points, ranks=ranks).bye == "E"
    assert pair(list(points), points, ranks=ranks, had_bye={"E"}).bye == "D"
    everyone = pair(list(points), points, ranks=ranks, had_bye=set(points))
    assert everyone.bye == "E"  # all had one: the lowest gets a second


def test_the_bye_moves_up_when_the_lowest_ones_would_force_a_rematch():
    """A and B have met; C is lowest, but C's bye leaves A v B: B (next up) takes it."""
    points = {"A": 3, "B": 0, "C": 0}
    result = pair(list(points), points, met=[("A", "B")], ranks={"A": 1, "B": 2, "C": 3})
    assert result.bye == "B" and result.tables == (("A", "C"),) and result.rematches == 0


def test_a_tie_for_lowest_is_settled_by_the_rounds_shuffle():
    players = ["A", "B", "C"]
    byes = {pair(players, ranks={p: 1 for p in players}, seed=seed).bye for seed in range(30)}
    assert byes == {"A", "B", "C"}


def test_blocks_that_cannot_avoid_a_rematch_are_merged():
    """With blocks of two, the pairs are fixed unless one is a rematch: the block is merged."""
    points = {"A": 9, "B": 9, "C": 9, "D": 9}
    order = seeded_order(list(points), 5)
    result = pair(list(points), points, met=[(order[0], order[1])], seed=5, block=2)
    assert result.rematches == 0
    assert frozenset(order[:2]) not in {frozenset(t) for t in result.tables}


def test_dropped_players_are_never_paired_and_late_entries_join_their_round():
    tournament = Tournament([f"p{i}" for i in range(6)])
    tournament.pair_next_round(seed=1)
    tournament.drop("p0")
    tournament.add_player("late")
    for a, b in (t for t in tournament.pairings[-1].tables):
        tournament.report(1, Match(a, b, 2, 0, 0))
    second = tournament.pair_next_round(seed=2)
    seated = {p for t in second.tables for p in t} | {second.bye}
    assert "p0" not in seated and "late" in seated
    assert tournament.event().late == {"late": 2} and tournament.event().drops == {"p0": 1}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 9), min_size=2, max_size=16).filter(lambda xs: len(xs) % 2 == 0),
       st.randoms(use_true_random=False))
def test_the_consecutive_shortcut_is_what_networkx_returns(scores, rng):
    """A block whose consecutive pairs hold no rematch is paired without asking networkx:
    it must be exactly networkx's answer (the weighted optimum is unique then)."""
    players = [f"p{i}" for i in range(len(scores))]
    points = dict(zip(players, sorted(scores, reverse=True), strict=True))
    met: dict[str, set[str]] = {}
    for _ in range(rng.randrange(len(players))):  # history that spares the consecutive pairs
        i, j = sorted(rng.sample(range(len(players)), 2))
        if not (j == i + 1 and i % 2 == 0):
            met.setdefault(players[i], set()).add(players[j])
            met.setdefault(players[j], set()).add(players[i])

    def played(a, b):
        return b in met.get(a, ())

    fast = _match_block(players, points, played, shortcut=True)
    slow = _match_block(players, points, played, shortcut=False)
    assert {frozenset(t) for t in fast} == {frozenset(t) for t in slow}


# --- random events, checked independently ------------------------------------------------

def rematch_free_exists(players: tuple[str, ...], met: frozenset[frozenset[str]]) -> bool:
    """Brute force: can these players all be paired with no two who have met?"""
    @cache
    def solve(rest: frozenset[str]) -> bool:
        if not rest:
            return True
        first = min(rest)
        return any(frozenset((first, other)) not in met and solve(rest - {first, other})
                   for other in rest if other != first)
    return len(players) % 2 == 0 and solve(frozenset(players))


RESULTS = st.sampled_from([(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (0, 0, 3), (1, 1, 1), (1, 0, 0)])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(4, 11), st.integers(2, 9), st.randoms(use_true_random=False), st.data())
def test_random_small_events_keep_every_promise(players, rounds, rng, data):
    """Up to 11 players (brute force stays quick) and up to 9 rounds, so rematches and second
    byes become unavoidable: each pairing is checked against an exhaustive search."""
    tournament = Tournament([f"p{i:02}" for i in range(players)])
    byes: dict[str, int] = {}
    for number in range(1, rounds + 1):
        if number > 1 and rng.random() < 0.2:
            tournament.add_player(f"late{number}")
        active = tournament.active()
        if len(active) < 2:
            break
        before = tournament.standings()
        had_bye = {s.player for s in before if s.byes}
        met = frozenset(frozenset((m.a, m.b)) for r in tournament.event().rounds for m in r if m.b is not None)
        seed = rng.randrange(2**32)
        pairing = tournament.pair_next_round(seed=seed)
        seated = sorted([p for t in pairing.tables for p in t] + ([pairing.bye] if pairing.bye else []))
        assert seated == sorted(active)
        made = sum(frozenset(t) in met for t in pairing.tables)
        assert made == pairing.rematches
        if pairing.bye is None:
            assert not made or not rematch_free_exists(tuple(active), met)
        else:
            byes[pairing.bye] = byes.get(pairing.bye, 0) + 1
            eligible = [p for p in active if p not in had_bye] or active
            assert pairing.bye in eligible
            fresh = {c: rematch_free_exists(tuple(p for p in active if p != c), met) for c in eligible}
            assert not made or not any(fresh.values())
            # Nobody eligible ranks lower, unless their bye would have forced a rematch.
            key = {s.player: (-s.points, -s.omw, -s.gw, -s.ogw) for s in before}
            shuffle = {p: i for i, p in enumerate(seeded_order(active, seed))}
            lower = [p for p in eligible if (key[p], shuffle[p]) > (key[pairing.bye], shuffle[pairing.bye])]
            assert not any(fresh[p] for p in lower) or not fresh[pairing.bye]
        for a, b in pairing.tables:
            tournament.report(number, Match(a, b, *data.draw(RESULTS)))
        if rng.random() < 0.2:
            tournament.drop(rng.choice(tournament.active()))
        assert tournament.standings() == tournament.recompute_standings()
    # At most one bye each while someone had none: a second bye means everyone had one then.
    assert all(n == 1 for n in byes.values()) or len(byes) >= len(tournament.players) - len(tournament.drops)


@pytest.mark.parametrize("players", [8, 64])
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_whole_events_through_the_simulation(players, seed):
    """8 and 64 players over the recommended rounds plus two, with drops, late entries,
    intentional draws and corrected results; each round checked (simulation.check_round)
    and the stored results' recomputed standings equal to the running tally.
    512 players: benchmarks/tournament_bench.py runs the same checks."""
    rounds = {8: 5, 64: 8}[players]
    report = simulate(players, rounds, seed, drop_rate=0.05, late_rate=0.05, draw_rate=0.1, fix_rate=0.1)
    assert report.errors == []
    assert report.rounds == rounds


def test_the_simulation_catches_a_broken_pairing(monkeypatch):
    """The checks can fail: a pairing that ignores history is caught making avoidable rematches."""
    import bot.services.tournament.tournament as running

    def careless(players, points, met, had_bye, ranks, seed, block=16, shortcut=True):
        return pair_round(players, points, {}, had_bye, ranks, seed, block, shortcut)

    monkeypatch.setattr(running, "pair_round", careless)
    report = simulate(8, 6, seed=3)
    assert any("rematch" in e for e in report.errors)


def test_a_pairing_is_the_same_from_the_same_state_and_seed():
    def run() -> list:
        tournament = Tournament([f"p{i}" for i in range(13)])
        rng = random.Random(2)
        tables = []
        for number in range(1, 5):
            pairing = tournament.pair_next_round(seed=1000 + number)
            tables.append(pairing)
            for a, b in pairing.tables:
                tournament.report(number, Match(a, b, *rng.choice([(2, 0, 0), (0, 2, 0)])))
        return tables
    assert run() == run()
