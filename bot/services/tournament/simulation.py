"""Whole Swiss events played through `Tournament` with random results, drops, late entries,
intentional draws and corrected results — each round checked against the promises in
pairing.py by independent means. The tests run small ones, benchmarks/tournament_bench.py
big ones."""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Collection
from dataclasses import dataclass, field

import networkx as nx

from .model import Match, PlayerId, parse_event, played_pairs
from .pairing import RoundPairing, seeded_order
from .standings import Standing, compute_standings
from .tournament import Tournament


@dataclass
class SimulationReport:
    players: int  # registered by the end, late entries included
    rounds: int
    pair_ms: list[float] = field(default_factory=list)
    standings_ms: list[float] = field(default_factory=list)  # compute_standings on the stored results
    reload_ms: list[float] = field(default_factory=list)  # reading them back: JSON and parse_event
    rematches: int = 0  # tables that were rematches (each one checked to be unavoidable)
    byes: int = 0
    errors: list[str] = field(default_factory=list)


def recommended_rounds(players: int) -> int:
    """Swiss rounds for a field (MTR Appendix E: 5–8 players 3 rounds, … 257–512 players 9)."""
    return max(3, math.ceil(math.log2(max(players, 2))))


def simulate(players: int, rounds: int, seed: int, *, drop_rate: float = 0.03, late_rate: float = 0.03,
             draw_rate: float = 0.05, fix_rate: float = 0.03) -> SimulationReport:
    rng = random.Random(seed)
    tournament = Tournament([f"p{i}" for i in range(players)])
    report = SimulationReport(players, rounds)
    for number in range(1, rounds + 1):
        if number > 1:
            for _ in range(_count(rng, players, late_rate)):
                tournament.add_player(f"p{len(tournament.players)}")
        if len(tournament.active()) < 2:
            break
        before = tournament.standings()
        had_bye = {s.player for s in before if s.byes}
        met = played_pairs(tournament.event().rounds)
        active = tournament.active()
        started = time.perf_counter()
        pairing = tournament.pair_next_round(seed=rng.randrange(2**63))
        report.pair_ms.append((time.perf_counter() - started) * 1000)
        report.rematches += sum(b in met.get(a, ()) for a, b in pairing.tables)
        report.byes += pairing.bye is not None
        report.errors += [f"round {number}: {e}" for e in check_round(pairing, active, met, had_bye, before)]
        for table in list(tournament.rounds[-1]):
            if table.b is not None:
                tournament.report(number, _random_result(rng, table.a, table.b, draw_rate))
                if rng.random() < fix_rate:  # a judge fixes the result: the tally must follow
                    tournament.report(number, _random_result(rng, table.b, table.a, draw_rate))
        for player in tournament.active():
            if rng.random() < drop_rate:
                tournament.drop(player)
        stored = json.dumps(tournament.event().to_json())  # as the store and the export keep it
        started = time.perf_counter()
        event = parse_event(json.loads(stored))
        parsed = time.perf_counter()
        recomputed = compute_standings(event)
        report.reload_ms.append((parsed - started) * 1000)
        report.standings_ms.append((time.perf_counter() - parsed) * 1000)
        if recomputed != tournament.standings():
            report.errors.append(f"round {number}: standings recomputed from the results differ from the "
                                 "running tally")
    report.players = len(tournament.players)
    report.rounds = len(tournament.rounds)
    return report


def _count(rng: random.Random, players: int, rate: float) -> int:
    return sum(rng.random() < rate for _ in range(players))


def _random_result(rng: random.Random, a: PlayerId, b: PlayerId, draw_rate: float) -> Match:
    roll = rng.random()
    if roll < draw_rate:
        return Match.intentional_draw(a, b)  # MTR 2.4: reported 0-0-3
    if roll < 2 * draw_rate:
        return Match(a, b, 1, 1, 1)  # time was called in game 3
    return Match(a, b, *rng.choice([(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 0, 0)]))


def check_round(pairing: RoundPairing, active: list[PlayerId], met: dict[PlayerId, set[PlayerId]],
                had_bye: Collection[PlayerId], standings: list[Standing]) -> list[str]:
    """What a round's pairing must satisfy, checked without the pairing code's own logic:
    everyone active exactly once and nobody else; a rematch only if no rematch-free pairing
    exists for any bye the rules allow (a perfect matching of the non-rematch graph, by
    networkx's cardinality matching); the bye to the lowest-ranked player without one,
    unless every lower such player's bye would force a rematch."""
    errors = []
    seated = [p for t in pairing.tables for p in t] + ([pairing.bye] if pairing.bye is not None else [])
    if sorted(map(str, seated)) != sorted(map(str, active)):
        errors.append("the tables do not seat every active player exactly once")
        return errors
    if (pairing.bye is None) != (len(active) % 2 == 0):
        errors.append("a bye without an odd number of players, or none with one")
    made = sum(b in met.get(a, ()) for a, b in pairing.tables)  # counted here, not taken from the pairing
    if made != pairing.rematches:
        errors.append(f"the pairing says {pairing.rematches} rematch(es), the tables hold {made}")
    if pairing.bye is None:
        if made and has_fresh_pairing(active, met):
            errors.append(f"{made} rematch(es) though a pairing without one exists")
        return errors
    eligible = [p for p in active if p not in had_bye] or active
    if pairing.bye in had_bye and len(eligible) < len(active):
        errors.append(f"{pairing.bye!r} got a second bye while others had none")
    key = {s.player: (-s.points, -s.omw, -s.gw, -s.ogw) for s in standings}
    position = {p: i for i, p in enumerate(seeded_order(active, pairing.seed))}
    rank = {p: (key[p], position[p]) for p in active}
    if made and any(has_fresh_pairing([p for p in active if p != c], met) for c in eligible):
        errors.append(f"{made} rematch(es) though some allowed bye leaves a pairing without one")
    for lower in (p for p in eligible if rank[p] > rank[pairing.bye]):
        if has_fresh_pairing([p for p in active if p != lower], met):
            errors.append(f"the bye went to {pairing.bye!r} though {lower!r} ranks lower and has had none")
            break
    return errors


def has_fresh_pairing(players: list[PlayerId], met: dict[PlayerId, set[PlayerId]]) -> bool:
    """Whether the players can all be paired without a rematch."""
    if len(players) % 2:
        return False
    graph = nx.Graph()
    graph.add_nodes_from(players)
    graph.add_edges_from((a, b) for i, a in enumerate(players) for b in players[i + 1:]
                         if b not in met.get(a, ()))
    return len(nx.max_weight_matching(graph, maxcardinality=True)) * 2 == len(players)
