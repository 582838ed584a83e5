"""Tournament figures: whole Swiss events simulated through the core
(bot/services/tournament: random results, drops, late entries, intentional draws,
corrected results), every round checked (no avoidable rematch, byes, standings recomputed
from the stored results equal to the running tally).

    python benchmarks/tournament_bench.py [--players 512] [--rounds R] [--events 1] [--seed 1]
                                          [--baseline] [--json]

`pair_ms_max`: the slowest round's pairing (standings for the bye included);
`standings_ms_max`: the slowest from-scratch standings of the stored results;
`reload_ms_max`: the slowest reading of those results back (JSON and validation).
`--baseline` also pairs one mid-event round without the consecutive-pairs shortcut and on
the full graph (one networkx matching over every player, what the blocks replace), side by
side on the same input.
Rounds default to MTR Appendix E's for the field (3 for 8 players, 6 for 64, 9 for 512).
Prints figures; asserts nothing (the bars are in docs/tournaments.md).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time

from bot.services.tournament import Match, Tournament, pair_round, shared_ranks
from bot.services.tournament.model import played_pairs
from bot.services.tournament.pairing import BLOCK
from bot.services.tournament.simulation import recommended_rounds, simulate
from rules_engine.cli import Parser, positive_int

RESULTS = [(2, 0, 0), (0, 2, 0), (2, 1, 0)]


def baseline(players: int, rounds: int, seed: int) -> dict:
    """One round paired in blocks and on the full graph, from the same mid-event state."""
    rng = random.Random(seed)
    tournament = Tournament([f"p{i}" for i in range(players)])
    for number in range(1, max(2, rounds // 2) + 1):
        tournament.pair_next_round(seed=rng.randrange(2**63))
        for table in tournament.rounds[-1]:
            if table.b is not None:
                tournament.report(number, Match(table.a, table.b, *rng.choice(RESULTS)))
    standings = tournament.standings()
    args = (tournament.active(), {s.player: s.points for s in standings},
            played_pairs(tournament.event().rounds), {s.player for s in standings if s.byes},
            shared_ranks(standings), rng.randrange(2**63))
    figures = {}
    everyone = len(args[0]) + len(args[0]) % 2
    for name, block, shortcut in (("blocks", BLOCK, True), ("blocks_no_shortcut", BLOCK, False),
                                  ("full_graph", everyone, False)):
        started = time.perf_counter()
        pairing = pair_round(*args, block=block, shortcut=shortcut)
        figures[f"{name}_ms"] = round((time.perf_counter() - started) * 1000, 1)
        figures[f"{name}_rematches"] = pairing.rematches
    return {"round": len(tournament.rounds) + 1, **figures}


def main() -> int:
    parser = Parser(prog="benchmarks/tournament_bench.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=positive_int, default=512)
    parser.add_argument("--rounds", type=positive_int,
                        help="Swiss rounds (default: MTR Appendix E's for the field)")
    parser.add_argument("--events", type=positive_int, default=1, help="events simulated (different seeds)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--baseline", action="store_true", help="also time one round on the full graph")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    rounds = args.rounds or recommended_rounds(args.players)
    reports = [simulate(args.players, rounds, seed=args.seed + n) for n in range(args.events)]
    pair_ms = [ms for r in reports for ms in r.pair_ms]
    standings_ms = [ms for r in reports for ms in r.standings_ms]
    reload_ms = [ms for r in reports for ms in r.reload_ms]
    errors = [e for r in reports for e in r.errors]
    result = {
        "players": args.players,
        "rounds": rounds,
        "events": args.events,
        "players_at_end_max": max(r.players for r in reports),
        "pair_ms_max": round(max(pair_ms), 1),
        "pair_ms_p50": round(statistics.median(pair_ms), 1),
        "standings_ms_max": round(max(standings_ms), 1),
        "standings_ms_p50": round(statistics.median(standings_ms), 1),
        "reload_ms_max": round(max(reload_ms), 1),
        "rematches": sum(r.rematches for r in reports),
        "byes": sum(r.byes for r in reports),
        "errors": len(errors),
        "error_messages": errors[:5],
    }
    if args.baseline:
        result["baseline"] = baseline(args.players, rounds, args.seed)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>20}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
